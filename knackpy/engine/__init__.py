"""The game engines: one shared core, one module per game.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
>>> game.is_over()
False
>>> knackpy.new_game("charakir").n_players   # a ruleset's name does, and three players unless told
3
"""

from __future__ import annotations

from typing import Any

from .. import variants
from ..rules import Rules, as_rules
from . import core
from .core import Action, Event, Game, Outcome, View
from .set_up import DEFAULT_PLAYERS, engine_class

__all__ = ["new_game", "load_game", "Action", "Event", "Game", "Outcome", "View", "game_classes", "DEFAULT_PLAYERS"]


def game_classes() -> dict[str, type[Game]]:
    """Ruleset name -> engine class (imported on first use), for every registered variant."""
    return {variant.name: engine_class(variant) for variant in variants.all()}


def new_game(
    rules: Rules | str,
    *,
    players: int = DEFAULT_PLAYERS,
    seed: int | None = None,
    names: Any = None,
    deck_order: Any = None,
    first_dealer: int | None = None,
) -> Game:
    """Start a game of ``rules`` (a rules object or a ruleset name) for ``players`` players (three unless given).

    ``seed`` fixes every shuffle (E1); without one a fresh seed is drawn and
    stored.  ``deck_order`` (cards or text, the whole deck) fixes the first
    round's cards, so lessons can set up exact situations; ``first_dealer``
    fixes who deals first.  ``names`` are the players' display names.
    """
    rules = as_rules(rules, not_rules="scoring.not_rules")
    return engine_class(rules.variant).start(
        rules, players=players, seed=seed, names=names, deck_order=deck_order, first_dealer=first_dealer
    )


def load_game(text: Any) -> Game:
    """Load a game saved with ``game.to_json()``; the file is checked like any untrusted input (E6)."""
    return core.load_game(text, game_classes())
