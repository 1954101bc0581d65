"""The Charakir engine (C1-C13): its one public face.

The game is :class:`CharakirGame` (``game.py``); its actions in ``actions.py``, deal and scoring in
``rounds.py``, legal actions and handlers (the hot path) in ``turns.py``, actions from text in ``parse.py``,
its messages in ``texts.py``.  Outside the engine, import from here.
"""

from __future__ import annotations

from .actions import (
    ACTION_TYPES,
    DRAW_PILE,
    HAND_SIZE,
    KNOCK_ACTION,
    KNOCK_PENALTY,
    NO_KNOCK,
    TAKE_DISCARD,
    Discard,
    DrawPile,
    Knock,
    LayPair,
    NoKnock,
    TakeDiscard,
    all_actions,
)
from .game import CharakirGame
from .rounds import PlayerResult, RoundResult, stack_deck

__all__ = [
    "CharakirGame",
    "DrawPile",
    "TakeDiscard",
    "LayPair",
    "Discard",
    "Knock",
    "NoKnock",
    "PlayerResult",
    "RoundResult",
    "stack_deck",
    "HAND_SIZE",
    "KNOCK_PENALTY",
    "ACTION_TYPES",
    "all_actions",
    "DRAW_PILE",
    "KNOCK_ACTION",
    "NO_KNOCK",
    "TAKE_DISCARD",
]
