"""The message catalogue: every visible text has a key, a German and an English entry.

Each concept keeps its texts together in one table (errors of parsing here,
the engine's texts in its own module) and registers it with :func:`catalogue`.
A test checks that every entry exists in both languages with the same
placeholders, so no text can exist in one language only.

>>> text("lang.name", "de"), text("lang.name", "en")
('Deutsch', 'English')
"""

from __future__ import annotations

import string
from collections.abc import Mapping

__all__ = ["LANGS", "DEFAULT_LANG", "catalogue", "text", "both", "check_lang", "all_entries"]

LANGS = ("de", "en")
DEFAULT_LANG = "de"

_ENTRIES: dict[str, tuple[str, str]] = {}


def catalogue(table: Mapping[str, tuple[str, str]]) -> Mapping[str, tuple[str, str]]:
    """Register a table ``{key: (german, english)}``; keys must be new."""
    for key, pair in table.items():
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(s, str) and s for s in pair)):
            raise TypeError(f"i18n entry {key!r} needs a (German, English) pair of non-empty strings")
        if key in _ENTRIES and _ENTRIES[key] != pair:
            raise KeyError(f"i18n key {key!r} is registered twice")
        _ENTRIES[key] = pair
    return table


class KnackpyError(ValueError):
    """The root of every error ``knackpy`` raises on purpose.

    Build it from a message key of :mod:`knackpy.i18n` and its parameters:

    >>> err = KnackpyError("cards.unknown_token", token="Xq", accepted="A♥, Herz-Ass")
    >>> err.message("en").startswith("Unknown card")
    True
    """

    __module__ = "knackpy.errors"  # its public home (tracebacks, pickles); see the docstring of knackpy.errors

    def __init__(self, key: str, /, *, lang: str | None = None, **params: object) -> None:
        self.key = key
        self.params = params
        self.de = text(key, "de", **params)
        self.en = text(key, "en", **params)
        self.lang = lang
        super().__init__(self.message(lang))

    def message(self, lang: str | None = None) -> str:
        """The message in ``"de"`` or ``"en"``; both (German first) for ``None``."""
        if lang is None:
            return f"{self.de} / {self.en}"
        return self.de if check_lang(lang) == "de" else self.en


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is ``"de"`` or ``"en"``; raise a bilingual error otherwise."""
    if lang in LANGS:
        return lang
    raise KnackpyError("lang.unknown", value=repr(lang), accepted=", ".join(LANGS))


def text(key: str, lang: str = DEFAULT_LANG, /, **params: object) -> str:
    """The text for ``key`` in ``lang``, with ``params`` filled in."""
    de, en = _ENTRIES[key]
    template = de if check_lang(lang) == "de" else en
    return template.format(**params) if params else template


def both(key: str, /, **params: object) -> dict[str, str]:
    """The text in both languages: ``{"de": ..., "en": ...}``."""
    return {lang: text(key, lang, **params) for lang in LANGS}


def all_entries() -> dict[str, tuple[str, str]]:
    """A copy of every registered entry (for tests and the website)."""
    return dict(_ENTRIES)


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template expects."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


catalogue(
    {
        "lang.name": ("Deutsch", "English"),
        "lang.unknown": (
            "Unbekannte Sprache {value}; erlaubt sind: {accepted}",
            "Unknown language {value}; accepted: {accepted}",
        ),
    }
)
