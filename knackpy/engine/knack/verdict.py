"""A Knack round's verdict (K8, K14, K16-K18, O9-O13): who loses and why, K17's draws, what the losers pay.

:mod:`knackpy.engine.knack.rounds` scores a round with these at its end and tells the round (with its winner,
:func:`_with_winners`) when somebody reads it.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from ...cards import Card
from .. import core
from ..core import Event
from .actions import _Context

if TYPE_CHECKING:  # these functions read Knack states and round records; both modules import this one, hence only here
    from .game import KnackGame as Game
    from .rounds import _RoundEnd

_STICH_CIRCLES = 100  # K17 reading: after this many undecided circles the seat order decides
_event = functools.partial(tuple.__new__, Event)  # Event((kind, player, params, rule)) without its Python __new__


class _StichPile:
    """K17 draws: from the pile, then from the out-of-play cards (with the table and the drawn cards), reshuffled.

    Made from the round's cards as they lay at its end (the pile from ``pos``, the cards out of play, the table),
    so the round's winner can draw later (when the round is told) exactly as at once."""

    def __init__(self, seed: int, number: int, cards: tuple[Card, ...], pos: int, out: tuple[Card, ...],
                 table: tuple[Card, ...]) -> None:  # fmt: skip
        self.source = (cards, pos, out, table)  # the piles are read at the first draw: most rounds need no draw
        self.cards: tuple[Card, ...] | None = None  # the cards to draw from, top first; the next one at ``pos``
        self.pos = 0
        self.laid: list[Card] = []
        self.seed, self.number, self.shuffles = seed, number, 0

    def _open(self) -> tuple[Card, ...]:
        """The pile's cards, read at the first draw (most rounds need none)."""
        cards, pos, out, table = self.source
        self.cards = cards = cards[pos:]
        self.laid = [*out, *table]
        return cards

    def draw(self) -> Card:
        cards = self.cards if self.cards is not None else self._open()
        if self.pos >= len(cards):
            self.shuffles += 1
            self.cards = cards = core.shuffled(self.laid, self.seed, self.number, "stich", self.shuffles)
            self.pos, self.laid = 0, []
        card = cards[self.pos]
        self.pos += 1
        self.laid.append(card)
        return card

    def take(self, count: int) -> tuple[Card, ...]:
        """The next ``count`` draws, one after the other (a circle of draws at once where the cards suffice)."""
        cards, pos = self.cards, self.pos
        if cards is None:  # the first draw (also at once: one slice instead of a draw per card)
            cards = self._open()
        if pos + count <= len(cards):
            taken = cards[pos : pos + count]
            self.pos = pos + count
            self.laid += taken
            return taken
        return tuple([self.draw() for _ in range(count)])


def _stich(group: list[int], pile: _StichPile, points: list[int], lowest: bool) -> tuple[int, list[tuple[int, Card]]]:
    """K17: the tied players draw; the lowest (or highest) card decides, equal points draw again.

    ``points``: each card's points (the context's ``card_points``)."""
    draws: list[tuple[int, Card]] = []
    for _ in range(_STICH_CIRCLES):
        if len(group) == 1:
            break
        cards = pile.take(len(group))
        draws += zip(group, cards, strict=True)
        values = []  # loops, not comprehensions (each its own function) nor map(points.__getitem__) (slower)
        for card in cards:
            values.append(points[card])
        target = min(values) if lowest else max(values)
        tied = []
        for p, value in zip(group, values, strict=True):
            if value == target:
                tied.append(p)
        group = tied
    return group[0], draws


def _verdict(game: Game, reason: str, ender: int | None, points: dict[int, int | float]) -> tuple[Any, ...]:
    """Who loses and why: a late call, Feuer/Superknack, forgotten calls, or the lowest value.

    (losers, why, winners, draws, forgetters, rule IDs, the K17 pile); winners ``None``: see :func:`_with_winners`.
    """
    ctx, rd = game._ctx, game._rd
    seats = rd.seats
    # K14: a forgotten call loses whatever that player holds now; with clear_forgotten (the house rule, and O10)
    # only if they still hold the hand.
    # Most rounds have no forgetter and no 33: the cheap tests first (a round's end is on every game's path).
    forgetters = (
        tuple([s for s in seats if game._forgot >> s & 1 and (points[s] in ctx.call_points or not ctx.clear_forgotten)])
        if game._forgot
        else ()
    )
    top = next((s for s in seats if points[s] == 33 and s not in forgetters), None) if 33 in points.values() else None
    pile = None  # K17 draws are rare: the pile is set up for the first one
    draws: list[tuple[int, Card]] = []
    ids: tuple[str, ...]
    if forgetters and (ender in forgetters or top is None):
        losers, why = forgetters, "forgot"
        ids = (
            (ctx.ids["missed_top"],) if any(points[s] == 33 for s in forgetters) and ctx.lausitz else (ctx.ids["call"],)
        )
    elif top is not None:
        losers, why = tuple(s for s in seats if s != top), ("superknack" if ctx.lausitz else "feuer")
        ids = (ctx.ids["top"],)
        return losers, why, (top,), draws, forgetters, ids, None
    else:
        values = list(points.values())  # in seat order
        low = min(values)
        tied = [seats[values.index(low)]] if values.count(low) == 1 else [s for s in seats if points[s] == low]
        if len(tied) > 1 and not ctx.lausitz:
            pile = _StichPile(game.seed, rd.number, rd.cards, game._pile_pos, game._out, game._table)
            loser, drawn = _stich(tied, pile, ctx.card_points, lowest=True)
            draws.extend(drawn)
            losers, why, ids = (loser,), "lowest_stich", ("K16", "K17")
        else:
            losers, why, ids = tuple(tied), "lowest", (ctx.ids["lose"],)
    # The round's winner changes no lives or coins: the winner is found (with K17's draws for a tie) when the round is told.
    return losers, why, None, draws, forgetters, ids, pile


def _with_winners(record: _RoundEnd, verdict: tuple[Any, ...]) -> tuple[Any, ...]:
    """The verdict with the round's winner: the highest hand of the others, K17's draws for a tie (see _verdict)."""
    losers, why, _, draws, forgetters, ids, pile = verdict
    ctx, rd, points = record.ctx, record.rd, record.points
    rest = [s for s in rd.seats if s not in losers]
    winners: tuple[int, ...] = ()
    if rest:
        best = max(map(points.__getitem__, rest))
        tied_top = [s for s in rest if points[s] == best]
        if len(tied_top) > 1 and not ctx.lausitz:
            winner, drawn = _stich(tied_top, pile or _StichPile(*record.piles), ctx.card_points, lowest=False)
            draws = draws + drawn
            winners = (winner,)
            if "K17" not in ids:
                ids = (*ids, "K17")
        else:
            winners = tuple(tied_top)
    return losers, why, winners, draws, forgetters, ids


def _pay(
    ctx: _Context,
    losers: tuple[int, ...],
    why: str,
    points: dict[int, int | float],
    stakes: list[int],
    alive: list[bool],
    pot: int,
    events: list | None,
) -> int:
    """Apply the verdict to lives (K8, K14, K16, K18) or coins (O9-O13); return the new pot.

    ``events``: where the events go, or ``None`` at the round's end (its events are told when read, see
    :class:`_RoundEnd`)."""
    lausitz = ctx.lausitz
    told: list = [] if events is None else events
    for p in losers:
        if not lausitz:
            stakes[p] -= 1
            told.append(_event(("knack_life", p, (("lives", stakes[p]),), "K18")))
            if stakes[p] == 0:
                alive[p] = False
                told.append(Event("knack_out", p, (), "K18"))
        elif why == "forgot" and points[p] == 33:  # O11: the missed Superknack costs everything
            pot += stakes[p]
            told.append(Event("knack_pay_all", p, (("coins", stakes[p]),), "O11"))
            stakes[p] = 0
            alive[p] = False
        elif stakes[p] > 0:
            stakes[p] -= 1
            pot += 1
            told.append(Event("knack_pay", p, (("coins", stakes[p]),), "O12"))
            if stakes[p] == 0:
                choice = ctx.rules.blank_may_drop_out
                told.append(Event("knack_blank_choice" if choice else "knack_blank", p, (), "O13"))
        else:
            alive[p] = False
            told.append(Event("knack_sunk", p, (), "O13"))
    return pot
