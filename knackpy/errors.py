"""One error hierarchy, every message in German and English.

``KnackpyError`` subclasses ``ValueError`` (like python-chess's errors), so
callers that already catch ``ValueError`` keep working.  Each error carries
both languages; ``str(error)`` shows German first, then English.

The root class is written in :mod:`knackpy.i18n` (an unknown language is
already an error there, and the catalogue must not import this module back);
it is known and documented under this module's name.
"""

from __future__ import annotations

from .i18n import KnackpyError, summarize

__all__ = ["KnackpyError", "ParseError", "RulesError", "IllegalActionError", "LoadError", "summarize"]


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
