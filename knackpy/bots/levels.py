"""A bot of any level for any ruleset: :func:`make_bot`."""

from __future__ import annotations

from ..rules import Rules
from .base import Bot, check_level
from .expert import ExpertBot
from .simple import RandomBot, SimpleBot
from .strong import StrongBot

_BOT_CLASSES: dict[str, type[Bot]] = {
    "random": RandomBot,
    "simple": SimpleBot,
    "strong": StrongBot,
    "expert": ExpertBot,
}


def make_bot(level: str, rules: Rules | str, *, seed: int = 0) -> Bot:
    """A bot of ``level`` (``"random"``, ``"simple"``, ``"strong"``, ``"expert"``) for any ruleset.

    >>> make_bot("simple", "charakir", seed=3)
    <SimpleBot charakir seed=3>
    >>> make_bot("clever", "knack")
    Traceback (most recent call last):
    ...
    knackpy.errors.KnackpyError: Unbekannte Stufe 'clever'; erlaubt sind: random, simple, strong, expert / ...
    """
    return _BOT_CLASSES[check_level(level)](rules, seed=seed)
