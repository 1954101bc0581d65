"""The classroom's refusals: a request turned down with a reason in both languages; the state is unchanged."""

from __future__ import annotations

from typing import Any

from knackpy.errors import KnackpyError

from . import texts  # noqa: F401 - registers the texts

__all__ = ["Refused", "refusal"]


class Refused(KnackpyError):
    """A request the classroom turns down; the state is unchanged.  ``rule`` names a rule when there is one."""

    def __init__(self, key: str, /, *, rule: str | None = None, **params: Any) -> None:
        self.rule = rule
        super().__init__(key, **params)


def refusal(err: KnackpyError, lang: str) -> dict[str, Any]:
    """A refusal as a message: the reason said to the pupil ("du"/"you") in their language, and its rule ID."""
    return {"type": "refused", "reason": err.message_to_you(lang), "rule": getattr(err, "rule", None)}
