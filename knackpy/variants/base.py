"""What every ruleset states about itself once: :class:`Variant` (the python-chess ``variant.py`` idea).

A ruleset is a :class:`Variant` in a module of its own (``knack.py``, ``oberlausitz.py``, ``charakir.py``):
its name and aliases, its engine, its decks, its options with their defaults, its player limit, the rule ID of
each topic, its rule card, the odds' inputs and what it has (lives, coins, a face-up table, a discard pile, an
end by knocking).  Everyone else asks the variant (``rules.variant.has_lives``), never the ruleset's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Variant", "CardLayout"]

#: the sections of a printed rule card, each with the rule IDs it shows
CardLayout = tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Variant:
    """One ruleset's facts.  Build one per module and hand it to :func:`knackpy.variants.register`.

    ``engine`` names the engine class as ``"module:Class"`` (the engines sit above the rulesets, so the class
    is looked up when a game starts).  ``options`` maps every option the ruleset has to its default, the deck
    first (its default is ``decks[0]``).  ``max_players`` tells from the deck's size how many may play.
    """

    name: str
    aliases: tuple[str, ...]
    engine: str
    decks: tuple[str, ...]
    options: Mapping[str, Any]
    max_players: Callable[[int], int]
    min_players: int = 2
    #: topic -> rule ID (``Rules.rule_id(topic)``): K6 in 31 where the Oberlausitz cites O6
    rule_ids: Mapping[str, str]
    #: the rule card's sections (``registry.rule_card``) and the rule IDs its goal line cites
    card_layout: CardLayout
    goal_ids: tuple[str, ...]
    #: the rules a lost round rests on (the coach's "why"), and the rules behind the odds' figures
    loss_ids: tuple[str, ...]
    odds_ids: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: options that change a hand's value (the odds share their caches across the others)
    value_options: tuple[str, ...] = ()
    #: options of which at least one must be set (Charakir ends by a limit or after some rounds, C13)
    needs_one_of: tuple[str, ...] = ()
    #: what the game has
    has_lives: bool = False
    has_coins: bool = False
    has_table: bool = False
    has_discard_pile: bool = False
    ends_by_knock: bool = False
    #: cards in a hand (``None``: any number, every card counts, as in Charakir's C2) and what an ace is worth
    hand_size: int | None = 3
    ace_points: int = 11
    #: the lowest hand wins (Charakir) instead of the highest (Knack)
    lowest_wins: bool = False
    #: the word for closing the round (K13 "passen", O5 "zumachen") and the call of the top hand (K8, O9)
    close_word: str = ""
    top_call: str = ""

    @property
    def default_deck(self) -> str:
        return self.decks[0]
