"""The Knack engine, both rulesets (``knack`` "31" and ``knack_oberlausitz``): its one public face.

The game is :class:`KnackGame` (``game.py``); its actions, phases and per-ruleset context are in
``actions.py``, deal and scoring in ``rounds.py``, legal actions and handlers (the hot path) in ``turns.py``,
actions from text in ``parse.py``, its messages in ``texts.py``.  Outside the engine, import from here.
"""

from __future__ import annotations

from .actions import (
    DROP_OUT,
    END_TURN,
    KEEP,
    NEW_TABLE,
    PHASES,
    PUSH,
    SWAP_ALL,
    SWIM_ON,
    THROW,
    TURN,
    CallKnack,
    Close,
    DropOut,
    EndTurn,
    Keep,
    KnackAction,
    NewTable,
    Push,
    Swap,
    SwapAll,
    Swim,
    Throw,
)
from .game import KnackGame, setup_game
from .parse import parse_action
from .rounds import RoundResult, stack_deck

__all__ = [
    "KnackGame",
    "KnackAction",
    "Keep",
    "Throw",
    "Swap",
    "SwapAll",
    "Push",
    "Close",
    "CallKnack",
    "EndTurn",
    "NewTable",
    "Swim",
    "DropOut",
    "RoundResult",
    "stack_deck",
    "setup_game",
    "parse_action",
    "PHASES",
    "DROP_OUT",
    "END_TURN",
    "KEEP",
    "NEW_TABLE",
    "PUSH",
    "SWAP_ALL",
    "SWIM_ON",
    "THROW",
    "TURN",
]
