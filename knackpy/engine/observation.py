"""Typed observations: what one player may see of a game (E5), one class per game.

OpenSpiel's split between the state (everything, :class:`~knackpy.engine.core.Game`)
and an observation (one player's share of it).  ``game.view(player)`` returns a
:class:`KnackObservation` or a :class:`CharakirObservation`; ``game.view(None)`` is
the teacher's observation, which also fills the fields marked *teacher only* (in a
player's observation they are ``None``).  Bots, hints, widgets and the terminal
read these fields and nothing else of a game.

The fields every game has come from :class:`~knackpy.engine.core.View`:
``game`` (the ruleset's name), ``player`` (``None``: the teacher), ``phase``,
``to_move``, ``hand`` (the player's cards; the chooser before his choice sees the
hand he looked at, K5/O4), ``history`` (the public events), ``legal_actions``
(empty unless it is the player's turn), ``names``.

An action says what it is by its ``kind`` (``"swap"``, ``"push"``, ``"draw"``, ...,
the table in :data:`ACTION_KINDS`), so code outside the engines never needs the
engines' classes to tell moves apart.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
>>> seen = game.view(1)
>>> type(seen).__name__, seen.round, seen.lives, seen.hands is None
('KnackObservation', 1, (3, 3, 3), True)
>>> [a.kind for a in game.legal_actions()]
['keep', 'throw']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card
from ..rules import Rules
from .core import View

__all__ = ["KnackObservation", "CharakirObservation", "ACTION_KINDS"]

# what ``action.kind`` can be, per game (the order the engines list them in)
ACTION_KINDS = {
    "knack": (
        "keep",
        "throw",
        "swap",
        "swap_all",
        "push",
        "close",
        "call",
        "end_turn",
        "new_table",
        "swim",
        "drop_out",
    ),
    "charakir": ("draw", "take", "pair", "discard", "knock", "no_knock"),
}


@dataclass(frozen=True, eq=True)
class KnackObservation(View):
    """One player's observation of a Knack game (``knack`` and ``knack_oberlausitz``).

    round: the round's number, from 1.
    dealer: the dealer's seat; chooser: the seat with two hands (the dealer, K5; left of him, O4).
    table: the three face-up cards (``()`` before the choice).
    pile_size: cards left in the draw pile; out_of_play: cards laid aside (K12, K19).
    closer: who closed (K13, O5), or ``None``.
    turns: completed turns this round (E4), turn_cap: the cap; pushes: pushes in a row (K12).
    lives: lives per seat (``knack``, K18), else ``None``; coins: coins per seat (O3), else ``None``.
    pot: coins in the pot (O3; 0 in ``knack``); in_game: who is still in; swimming: blank players still in (O13).
    results: the scored rounds so far (read on demand).
    value: the points of the player's hand (``None`` for the teacher or without three cards).
    rules: the ruleset and the options in force (public: everyone at the table agreed on them).
    Teacher only (``None`` in a player's view): hands (every hand), chooser_hands (before the choice: the
    hand looked at and the other one), pile (top first), forgotten (who forgot a call, K14), values
    (every hand's points).
    """

    round: int
    dealer: int
    chooser: int
    table: tuple[Card, ...]
    pile_size: int
    out_of_play: tuple[Card, ...]
    closer: int | None
    turns: int
    turn_cap: int
    pushes: int
    pot: int
    in_game: tuple[bool, ...]
    swimming: tuple[bool, ...]
    results: Sequence[Any]
    value: int | float | None
    rules: Rules
    # the fields below default to None: an engine sets only the ones that apply (a cheaper view on the hot path)
    lives: tuple[int, ...] | None = None
    coins: tuple[int, ...] | None = None
    hands: tuple[tuple[Card, ...], ...] | None = None
    chooser_hands: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
    pile: tuple[Card, ...] | None = None
    forgotten: tuple[int, ...] | None = None
    values: tuple[int | float | None, ...] | None = None

    PUBLIC: ClassVar[tuple[str, ...]] = (
        "round",
        "dealer",
        "chooser",
        "table",
        "pile_size",
        "out_of_play",
        "closer",
        "turns",
        "turn_cap",
        "pushes",
        "pot",
        "in_game",
        "swimming",
        "results",
        "value",
        "rules",
    )
    TEACHER: ClassVar[tuple[str, ...]] = ("hands", "chooser_hands", "pile", "forgotten", "values")
    _WITH_LIVES: ClassVar[tuple[str, ...]] = (*PUBLIC, "lives")
    _WITH_COINS: ClassVar[tuple[str, ...]] = (*PUBLIC, "coins")

    def _data_keys(self) -> tuple[str, ...]:
        public = self._WITH_LIVES if self.coins is None else self._WITH_COINS
        return public + self.TEACHER if self.player is None else public

    @property
    def stakes(self) -> tuple[int, ...]:
        """Lives (``knack``) or coins (Oberlausitz) per seat: what a player can lose."""
        return self.lives if self.coins is None else self.coins  # type: ignore[return-value]  # one of the two is set


@dataclass(frozen=True, eq=True)
class CharakirObservation(View):
    """One player's observation of a Charakir game.

    round: the round's number, from 1; dealer: the dealer's seat.
    discard_top: the open card (``None`` when the discard pile is empty); discard_pile: all of it, oldest first.
    pile_size: cards left in the draw pile; hand_sizes: how many cards each seat holds.
    totals: points per seat so far (C11, C12); knocker: who knocked (C10), or ``None``.
    last_turns: after a knock, who still moves (the next first); turns: turns so far (E4), turn_cap: the cap.
    results: the scored rounds so far.
    value: the points of the player's hand (C2; ``None`` for the teacher).
    rules: the ruleset and the options in force.
    Teacher only (``None`` in a player's view): hands, pile (top first), values (every hand's points).
    """

    round: int
    dealer: int
    discard_top: Card | None
    discard_pile: tuple[Card, ...]
    pile_size: int
    hand_sizes: tuple[int, ...]
    totals: tuple[int, ...]
    knocker: int | None
    last_turns: tuple[int, ...]
    turns: int
    turn_cap: int
    results: Sequence[Any]
    value: int | None
    rules: Rules
    # teacher only: None (the class default) in a player's view
    hands: tuple[tuple[Card, ...], ...] | None = None
    pile: tuple[Card, ...] | None = None
    values: tuple[int, ...] | None = None

    PUBLIC: ClassVar[tuple[str, ...]] = (
        "round",
        "dealer",
        "discard_top",
        "discard_pile",
        "pile_size",
        "hand_sizes",
        "totals",
        "knocker",
        "last_turns",
        "turns",
        "turn_cap",
        "results",
        "value",
        "rules",
    )
    TEACHER: ClassVar[tuple[str, ...]] = ("hands", "pile", "values")

    @property
    def stakes(self) -> tuple[int, ...]:
        """Points per seat so far (the fewest win, C12)."""
        return self.totals
