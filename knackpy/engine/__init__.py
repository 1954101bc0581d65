"""The game engines: one shared core, one module per game.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
>>> game.is_over()
False
"""

from __future__ import annotations

from typing import Any

from ..errors import KnackpyError, summarize
from ..rules import Rules
from . import core
from .core import Action, Event, Game, Outcome, View

__all__ = ["new_game", "load_game", "Action", "Event", "Game", "Outcome", "View", "game_classes"]


def game_classes() -> dict[str, type[Game]]:
    """Ruleset name -> engine class (imported on first use)."""
    from .charakir import CharakirGame
    from .knack import KnackGame

    return {"knack": KnackGame, "knack_oberlausitz": KnackGame, "charakir": CharakirGame}


def new_game(
    rules: Rules,
    *,
    players: int,
    seed: int | None = None,
    names: Any = None,
    deck_order: Any = None,
    first_dealer: int | None = None,
) -> Game:
    """Start a game of ``rules`` for ``players`` players.

    ``seed`` fixes every shuffle (E1); without one a fresh seed is drawn and
    stored.  ``deck_order`` (cards or text, the whole deck) fixes the first
    round's cards, so lessons can set up exact situations; ``first_dealer``
    fixes who deals first.  ``names`` are the players' display names.
    """
    if not isinstance(rules, Rules):
        raise KnackpyError("scoring.not_rules", value=summarize(rules))
    return game_classes()[rules.game].start(
        rules, players=players, seed=seed, names=names, deck_order=deck_order, first_dealer=first_dealer
    )


def load_game(text: Any) -> Game:
    """Load a game saved with ``game.to_json()``; the file is checked like any untrusted input (E6)."""
    return core.load_game(text, game_classes())
