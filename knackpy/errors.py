"""One error hierarchy, every message in German and English.

``KnackpyError`` subclasses ``ValueError`` (like python-chess's errors), so
callers that already catch ``ValueError`` keep working.  Each error carries
both languages; ``str(error)`` shows German first, then English.
"""

from __future__ import annotations

from . import i18n

__all__ = ["KnackpyError", "ParseError", "RulesError", "IllegalActionError", "LoadError"]


class KnackpyError(ValueError):
    """The root of every error ``knackpy`` raises on purpose.

    Build it from a message key of :mod:`knackpy.i18n` and its parameters:

    >>> err = KnackpyError("cards.unknown_token", token="Xq", accepted="A♥, Herz-Ass")
    >>> err.message("en").startswith("Unknown card")
    True
    """

    def __init__(self, key: str, /, *, lang: str | None = None, **params: object) -> None:
        self.key = key
        self.params = params
        self.de = i18n.text(key, "de", **params)
        self.en = i18n.text(key, "en", **params)
        self.lang = lang
        super().__init__(self.message(lang))

    def message(self, lang: str | None = None) -> str:
        """The message in ``"de"`` or ``"en"``; both (German first) for ``None``."""
        if lang is None:
            return f"{self.de} / {self.en}"
        return self.de if i18n.check_lang(lang) == "de" else self.en


class ParseError(KnackpyError):
    """Text that is not a card, a hand or an action."""


class RulesError(KnackpyError):
    """An unknown ruleset, option or option value."""


class LoadError(KnackpyError):
    """A saved game that cannot be loaded (wrong format, impossible content)."""


class IllegalActionError(KnackpyError):
    """An action the rules do not allow here; ``.rule`` names the rule it breaks."""

    def __init__(self, key: str, /, *, rule: str, lang: str | None = None, **params: object) -> None:
        self.rule = rule
        super().__init__(key, lang=lang, rule=rule, **params)
