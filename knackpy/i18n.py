"""The message catalogue: every visible text has a key, a German and an English entry.

Each concept keeps its texts together in one table (errors of parsing here,
the engine's texts in its own module) and registers it with :func:`catalogue`.
A test checks that every entry exists in both languages with the same
placeholders, so no text can exist in one language only.

>>> text("lang.name", "de"), text("lang.name", "en")
('Deutsch', 'English')
"""

from __future__ import annotations

import reprlib
import string
from collections.abc import Iterable, Mapping

__all__ = ["LANGS", "DEFAULT_LANG", "catalogue", "text", "both", "check_lang", "all_entries", "and_list"]

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


SUMMARY_LIMIT = 60  # characters of bad input an error message quotes
PARAM_LIMIT = 400  # no parameter of a message is longer (a wrapped reason, a list of accepted words)

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 2  # nested values are cut, never walked to the bottom (no RecursionError)
_SHORT.maxstring = _SHORT.maxother = SUMMARY_LIMIT
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = _SHORT.maxfrozenset = 4
_SHORT.maxlong = 24


def summarize(value: object, limit: int = SUMMARY_LIMIT) -> str:
    """A short, safe description of bad input for an error message (the one place that quotes input).

    Text is quoted and cut; anything else is shown cut and named by its type, so a
    deeply nested list, a 50 MB string or an object whose ``repr`` fails cannot
    blow up the message.

    >>> summarize("Xq")
    "'Xq'"
    >>> summarize("x" * 10_000)[-7:]
    "xxxxx'…"
    >>> summarize([[[[[1]]]]])
    '[[[...]]] (list)'
    >>> summarize(10**5000), summarize(-3)
    ('≈10^5000', '-3')
    """
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    if value is None or isinstance(value, bool | float):
        return repr(value)
    if isinstance(value, int):  # a number speaks for itself; a huge one is shown by its size only
        if value.bit_length() <= 64:
            return repr(value)
        return f"{'-' if value < 0 else ''}≈10^{int(value.bit_length() * 0.30103)}"
    try:
        shown = _SHORT.repr(value)
    except Exception:  # a broken __repr__ of a foreign object: name the type only
        shown = "…"
    if len(shown) > limit:
        shown = shown[:limit] + "…"
    return f"{shown} ({type(value).__name__})"


def _bounded(value: object) -> object:
    """Message parameters stay short: long text is cut (callers should already pass summaries)."""
    if isinstance(value, str) and len(value) > PARAM_LIMIT:
        return value[:PARAM_LIMIT] + "…"
    return value


class KnackpyError(ValueError):
    """The root of every error ``knackpy`` raises on purpose.

    Build it from a message key of :mod:`knackpy.i18n` and its parameters:

    >>> err = KnackpyError("cards.unknown_token", token="Xq", accepted="A♥, Herz-Ass", accepted_en="A♥, ace of hearts")
    >>> err.message("en").startswith("Unknown card")
    True
    """

    __module__ = "knackpy.errors"  # its public home (tracebacks, pickles); see the docstring of knackpy.errors

    def __init__(self, key: str, /, *, lang: str | None = None, **params: object) -> None:
        self.key = key
        params = {name: _bounded(value) for name, value in params.items()}
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

    def message_to_you(self, lang: str = "de") -> str:
        """The message said to the player who made the move ("du"/"you"), where the catalogue has that form.

        Messages name the player (``Herz-7 hat Anna nicht auf der Hand``) so that a
        teacher's view reads right; a dialogue with Anna herself uses ``<key>.du``.
        """
        key = f"{self.key}.du"
        if key in all_entries():
            return text(key, lang, **self.params)
        return self.message(lang)


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is ``"de"`` or ``"en"``; raise a bilingual error otherwise."""
    if lang in LANGS:
        return lang
    raise KnackpyError("lang.unknown", value=summarize(lang), accepted=", ".join(LANGS))


def text(key: str, lang: str = DEFAULT_LANG, /, **params: object) -> str:
    """The text for ``key`` in ``lang``, with ``params`` filled in."""
    de, en = _ENTRIES[key]
    template = de if check_lang(lang) == "de" else en
    return template.format(**params) if params else template


def both(key: str, /, **params: object) -> dict[str, str]:
    """The text in both languages: ``{"de": ..., "en": ...}``."""
    return {lang: text(key, lang, **params) for lang in LANGS}


def and_list(items: Iterable[str], lang: str = DEFAULT_LANG) -> str:
    """Names in a sentence: ``Anna``, ``Anna und Ben``, ``Anna, Ben und Clara`` / ``Anna, Ben and Clara``.

    >>> and_list(["Anna", "Ben", "Clara"], "de"), and_list(["Anna", "Ben"], "en")
    ('Anna, Ben und Clara', 'Anna and Ben')
    """
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {text('lang.and', lang)} {items[-1]}"


def all_entries() -> dict[str, tuple[str, str]]:
    """A copy of every registered entry (for tests and the website)."""
    return dict(_ENTRIES)


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template expects."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


catalogue(
    {
        "lang.name": ("Deutsch", "English"),
        "lang.and": ("und", "and"),
        "lang.unknown": (
            "Unbekannte Sprache {value}; erlaubt sind: {accepted}",
            "Unknown language {value}; accepted: {accepted}",
        ),
    }
)
