"""A Knack round from deal to scoring: the round records, the deal (K4, O4, K15) and the verdict (K8, K14,
K16-K18, O9-O13), plus :func:`stack_deck` for lessons that need an exact deal.

The functions work on a fresh state that :mod:`knackpy.engine.knack.turns` or
:meth:`~knackpy.engine.knack.Game.start` hands them and return it filled in.
"""

from __future__ import annotations

import functools
import itertools
import operator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from ... import i18n
from ...cards import Card, parse_cards
from ...errors import KnackpyError, summarize
from ...rules import Rules, as_rules
from ...scoring import HandValue, card_points, format_points, hand_value
from .. import core
from ..core import Event, check_seat, expanded
from .actions import CHOOSE, NO_ACTIONS, OVER, SWIM, _Context
from .verdict import _pay, _verdict, _with_winners

if TYPE_CHECKING:  # these functions take and return Knack states; knack/game.py imports this module, hence only here
    from .game import KnackGame as Game

# --- round records -----------------------------------------------------------------------------------------------


class _Round:
    """What stays fixed during one round, plus the standings it started with."""

    __slots__ = (
        "number",
        "dealer",
        "chooser",
        "seats",
        "next_seat",
        "first_mover",
        "cards",
        "double_hands",
        "deal_callers",
        "stakes",
        "alive",
        "pot",
        "results",
        "_results_view",
    )

    number: int
    dealer: int
    chooser: int
    seats: tuple[int, ...]  # clockwise from the dealer's left, the dealer last
    next_seat: tuple[int, ...]  # per seat, the next player still in
    first_mover: int
    cards: tuple[Card, ...]  # the round's card order; the pile is its tail
    double_hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # the chooser's two hands
    deal_callers: tuple[int, ...]  # K15: who holds a call-worthy hand on the deal
    stakes: tuple[int, ...]  # lives or coins at the round's start
    alive: tuple[bool, ...]
    pot: int
    results: Any  # persistent list (previous, _RoundEnd) of the rounds so far, newest at the head
    _results_view: core.LazyHistory | None

    @property
    def results_view(self) -> core.LazyHistory:
        """The views' lazy sequence of ``results``, shared by every view of the round (made when first asked for)."""
        view = self._results_view
        if view is None:
            view = self._results_view = core.LazyHistory(self.results, _result)
        return view

    def replace(self, **changes: Any) -> _Round:
        new = _Round()
        for name in _Round.__slots__:
            setattr(new, name, changes.get(name, getattr(self, name)))
        new._results_view = None
        return new


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How one round was scored: hands, values, who lost and why, lives or coins after.

    ``ended`` is ``"call"``, ``"deal_call"``, ``"closed"``, ``"stock_empty"`` or
    ``"turn_cap"``; ``why`` is ``"lowest"``, ``"lowest_stich"``, ``"forgot"``,
    ``"feuer"`` or ``"superknack"``.  ``before``/``after`` are lives (``knack``) or
    coins (Oberlausitz).  :meth:`explain` tells it in German or English.
    """

    number: int
    ruleset: str
    names: tuple[str, ...]
    dealer: int
    chooser: int
    ended: str
    ender: int | None
    hands: tuple[tuple[Card, ...], ...]
    points: tuple[int | float | None, ...]
    why: str
    losers: tuple[int, ...]
    winners: tuple[int, ...]
    forgetters: tuple[int, ...]
    draws: tuple[tuple[int, Card], ...]
    rule_ids: tuple[str, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]
    out: tuple[int, ...]
    pot: int
    rules: Rules = field(repr=False, compare=False)

    def values(self) -> tuple[HandValue | None, ...]:
        """The rich hand value of every player in the round (``None`` for players already out)."""
        return tuple(hand_value(h, self.rules) if h else None for h in self.hands)

    def explain(self, lang: str = "de") -> list[str]:
        """The round in sentences: how it ended, every hand's value, the verdict, the standings."""
        lausitz = self.rules.variant.has_coins
        names = self.names

        def who(players: tuple[int, ...]) -> str:
            return i18n.join_names([names[p] for p in players], lang)

        ender = names[self.ender] if self.ender is not None else ""
        ended_key = "closed_lausitz" if (self.ended == "closed" and lausitz) else self.ended
        call = _call_word(self.points[self.ender], lausitz) if self.ender is not None and self.ended == "call" else ""
        threshold = 33 if (lausitz and not self.rules.announce_knack) else 31
        callers = tuple(p for p, pts in enumerate(self.points) if pts is not None and pts >= threshold)
        lines = [
            i18n.text(
                "knack.result.head",
                lang,
                round=self.number,
                ended=i18n.text(f"knack.result.ended.{ended_key}", lang, player=ender, call=call, players=who(callers)),
            )
        ]
        for player, value in enumerate(self.values()):
            if value is not None:
                lines.append(f"{names[player]}: {value.explain(lang)}")
        low = min((p for p in self.points if p is not None), default=0)
        why_key = f"{self.why}_lausitz" if (lausitz and self.why in ("lowest", "forgot")) else self.why
        if why_key == "forgot_lausitz" and any(self.points[p] == 33 for p in self.losers):
            why_key = "missed_superknack"  # O11: all coins, and out
        if len(self.losers) > 1 and why_key in _MANY_LOSERS:  # the verb agrees: "hat ... zahlt" or "haben ... zahlen"
            why_key += "_many"
        holder = self.winners[0] if self.winners else 0
        lines.append(
            i18n.text(
                f"knack.result.why.{why_key}",
                lang,
                players=who(self.losers),
                points=format_points(low),
                player=names[holder],
            )
        )
        if self.draws:
            drawn = ", ".join(f"{names[p]} {c.name(lang)} ({card_points(c, self.rules)})" for p, c in self.draws)
            lines.append(i18n.text("knack.result.draws", lang, draws=drawn))
        if self.winners:
            lines.append(i18n.text("knack.result.winners", lang, players=who(self.winners)))
        after = ", ".join(f"{names[p]} {self.after[p]}" for p in range(len(names)) if self.hands[p] or p in self.out)
        key = "knack.result.coins" if lausitz else "knack.result.lives"
        lines.append(i18n.text(key, lang, standings=after, pot=self.pot, ids=", ".join(self.rule_ids)))
        return lines

    def text(self, lang: str = "de") -> str:
        return "\n".join(self.explain(lang))

    def __str__(self) -> str:
        return self.text("de")


_event = functools.partial(tuple.__new__, Event)  # Event((kind, player, params, rule)) without its Python __new__


_MANY_LOSERS = frozenset({"lowest_lausitz", "forgot", "forgot_lausitz", "missed_superknack"})


def _call_word(points: int | float | None, lausitz: bool) -> str:
    return {31: "Knack!", 33: "Superknack!" if lausitz else "Feuer!"}.get(points, "")  # type: ignore[arg-type]  # any points: those not called give ""


def _next_alive(seat: int, alive: tuple[bool, ...]) -> int:
    n = len(alive)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if alive[candidate]:
            return candidate
    return seat


def _newly_blank(game: Game, after: int) -> int | None:
    """O13: the next player (in seat order, after seat ``after``) who went blank in the round just scored."""
    rd = game._rd
    result = rd.results[1]
    seats = rd.seats  # the seats of that round, from the dealer's left
    start = seats.index(after) + 1 if after in seats else 0
    for s in seats[start:]:
        if rd.alive[s] and result.rd.stakes[s] > 0 and rd.stakes[s] == 0:  # before and after that round
            return s
    return None


# --- dealing (K4, O4, K15) -----------------------------------------------------------------------------------------


def _seats_from_left(dealer: int, alive: tuple[bool, ...]) -> tuple[int, ...]:
    """Players in the round, clockwise from the dealer's left, the dealer last (K4, K9)."""
    n = len(alive)
    return tuple(s for s in ((dealer + step) % n for step in range(1, n + 1)) if alive[s])


class _Layout(NamedTuple):
    """Where each card of a shuffled deck goes, for one dealer and one set of players still in."""

    seats: tuple[int, ...]
    chooser: int
    next_seat: tuple[int, ...]
    positions: tuple[tuple[int, ...], ...]  # per seat, where its three cards lie in the deck; index n: 2nd hand
    hands: tuple[Any, ...]  # per seat, a getter taking the seat's three cards from the deck (None: the chooser)
    looked: Any  # a getter for the chooser's first hand (the one that player looks at)
    other: Any  # a getter for the chooser's second hand
    dealt: int  # cards dealt; the pile starts here
    first_mover: int  # the seat after the chooser


@functools.cache
def _layout(dealer: int, alive: tuple[bool, ...], lausitz: bool) -> _Layout:
    """K4/O4: one card at a time clockwise from the dealer's left, the dealer last; the double seat (the dealer,
    or in the Oberlausitz the first player) gets a card for each of his two hands per circle.  The pattern only
    depends on who deals and who is still in, so it is worked out once and then applied by index."""
    n = len(alive)
    seats = _seats_from_left(dealer, alive)
    chooser = seats[0] if lausitz else dealer
    positions: list[list[int]] = [[] for _ in range(n + 1)]  # index n: the chooser's second hand
    pos = 0
    for _ in range(3):
        for seat in seats:
            positions[seat].append(pos)
            pos += 1
            if seat == chooser:
                positions[n].append(pos)
                pos += 1
    hands = tuple(operator.itemgetter(*positions[s]) if s in seats and s != chooser else None for s in range(n))
    looked, other = operator.itemgetter(*positions[chooser]), operator.itemgetter(*positions[n])
    next_seat = tuple(_next_alive(s, alive) for s in range(n))
    return _Layout(
        seats, chooser, next_seat, tuple(map(tuple, positions)), hands, looked, other, pos, next_seat[chooser]
    )


def _deal_round(
    new: Game,
    number: int,
    dealer: int,
    stakes: tuple[int, ...],
    alive: tuple[bool, ...],
    pot: int,
    results: Any,
    events: list,
) -> Game:
    """Deal round ``number`` into ``new`` (a fresh state) and return it, waiting for the choice."""
    ctx, setup = new._ctx, new._setup
    if number == 1 and setup.deck_order is not None:
        cards = setup.deck_order
    else:
        cards = core.shuffled(ctx.deck_cards, setup.seed, number)  # E1
    layout = _layout(dealer, alive, ctx.lausitz)
    seats, chooser = layout.seats, layout.chooser
    seat_hands = []  # a loop: cheaper than a comprehension (its own function) or a generator
    for get in layout.hands:
        seat_hands.append(get(cards) if get is not None else ())
    hands = tuple(seat_hands)
    rd = _Round()
    rd.number, rd.dealer, rd.chooser, rd.seats = number, dealer, chooser, seats
    rd.next_seat = layout.next_seat
    rd.first_mover = layout.first_mover
    rd.cards = cards
    rd.double_hands = (layout.looked(cards), layout.other(cards))
    calls = ctx.deal_call_hands
    # K15 is rare: one C-speed test of all hands first (the chooser's and the players out hold ``()``)
    rd.deal_callers = () if calls.isdisjoint(hands) else tuple([s for s in seats if s != chooser and hands[s] in calls])
    rd.stakes, rd.alive, rd.pot, rd.results = stakes, alive, pot, results
    rd._results_view = None
    if ctx.lausitz:
        events.append(_event(("knack_round_lausitz", dealer, (("round", number), ("player_chooser", chooser)), "O4")))
    else:
        events.append(_event(("knack_round", dealer, (("round", number),), "K4")))
    for seat in rd.deal_callers:  # K15: announced now, the cards are shown after the choice (E5)
        shown = ctx.shown(ctx.points[hands[seat]])
        events.append(Event("knack_deal_call_announced", seat, (("points", shown),), "K15"))
    if len(events) == 2:  # a scored round and this deal (most rounds): core.linked without its loop
        new._events = ((new._events, events[0]), events[1])
    else:
        new._events = core.linked(events, new._events)
    new._rd = rd
    new._phase = CHOOSE
    new._to_move = chooser
    new._hands = hands
    new._table = ()
    new._pile_pos = layout.dealt
    new._out = ()
    new._closer = -1
    new._turns = 0
    new._pushes = 0
    new._forgot = 0
    new._legal = None
    return new


def _deal_call_event(seat: int, hand: tuple[Card, ...], ctx: _Context) -> Event:
    """K15: a hand that ends the round on the deal, shown to everyone."""
    return Event("knack_deal_call", seat, (("cards", hand), ("points", ctx.shown(ctx.points[hand]))), "K15")


# --- the scored round (who loses is in knackpy.engine.knack.verdict) ----------------------------------------------


class _RoundEnd:
    """A scored round as the history and the round results hold it.

    Its events (every hand shown, forgotten calls, draws, lives or coins, the round's winner) and its
    :class:`RoundResult` are worked out from these fields only when somebody reads them: a bot's rollout or
    a simulation plays thousands of rounds and reads none, and telling them cost more than scoring them.
    """

    __slots__ = ("ctx", "names", "rd", "hands", "points", "reason", "ender", "_verdict", "after", "pot", "out", "piles",
                 "_told")  # fmt: skip

    def __init__(
        self,
        ctx: _Context,
        names: tuple[str, ...],
        rd: _Round,
        hands: tuple[tuple[Card, ...], ...],
        points: dict[int, int | float],
        reason: str,
        ender: int | None,
        verdict: tuple[Any, ...],
        after: tuple[int, ...],
        pot: int,
        out: tuple[int, ...],
    ) -> None:
        self.ctx, self.names, self.rd, self.hands, self.points = ctx, names, rd, hands, points
        self.reason, self.ender, self._verdict, self.after, self.pot, self.out = reason, ender, verdict, after, pot, out
        self.piles: tuple[Any, ...] = ()  # where K17's draws for the round's winner come from (see _StichPile)
        self._told: tuple[Event, ...] | None = None

    @property
    def verdict(self) -> tuple[Any, ...]:
        """(losers, why, winners, draws, forgetters, rule IDs); the winners worked out the first time it is read."""
        verdict = self._verdict
        if len(verdict) == 7:  # as _verdict left it: the winners still to find (None), the pile they draw from
            verdict = self._verdict = _with_winners(self, verdict) if verdict[2] is None else verdict[:6]
        return verdict

    def events(self) -> tuple[Event, ...]:
        """The round's end in the history, in order (worked out once)."""
        if self._told is None:
            self._told = tuple(self._tell())
        return self._told

    def _tell(self) -> list[Event]:
        ctx, rd, hands, points = self.ctx, self.rd, self.hands, self.points
        shown, kinds, show_ids = ctx.shown, ctx.kinds, ctx.show_ids
        losers, why, winners, draws, forgetters, _ids = self.verdict
        events: list[Event] = [
            _event(("knack_show", s, (("cards", hands[s]), ("points", shown(points[s]))), show_ids[kinds[hands[s]]]))
            for s in rd.seats
        ]
        events.extend(
            Event(
                "knack_forgot" if points[s] in ctx.call_points else "knack_forgot_earlier",  # K14: swapped away
                s,
                (("cards", hands[s]), ("points", shown(points[s]))),
                ctx.ids["call"],
            )
            for s in forgetters
        )
        events.extend(Event("knack_draw", p, (("card", c), ("points", ctx.card_points[c])), "K17") for p, c in draws)
        _pay(ctx, losers, why, points, list(rd.stakes), list(rd.alive), rd.pot, events)
        if winners:
            events.append(_event(("knack_round_winner", None, (("players", winners),), None)))
        return events

    def result(self) -> RoundResult:
        """The round as a :class:`RoundResult` (a new one each time: it is read rarely)."""
        rd, ctx, hands, points = self.rd, self.ctx, self.hands, self.points
        losers, why, winners, draws, forgetters, ids = self.verdict
        n = len(rd.alive)
        return RoundResult(
            number=rd.number,
            ruleset=ctx.game,
            names=self.names,
            dealer=rd.dealer,
            chooser=rd.chooser,
            ended=self.reason,
            ender=self.ender,
            hands=tuple([hands[s] if s in rd.seats else () for s in range(n)]),
            points=tuple([points.get(s) for s in range(n)]),
            why=why,
            losers=losers,
            winners=winners,
            forgetters=forgetters,
            draws=tuple(draws),
            rule_ids=ids,
            before=rd.stakes,
            after=self.after,
            out=self.out,
            pot=self.pot,
            rules=ctx.rules,
        )


_result = _RoundEnd.result


def _expand(records: tuple) -> list:
    """History records with each scored round replaced by its events (see :class:`_RoundEnd`)."""
    return expanded(records, _RoundEnd)


def _end_round(new: Game, reason: str, ender: int | None) -> Game:
    """Score the round, then deal the next one (the deal moves one seat clockwise) or end the game."""
    ctx, rd = new._ctx, new._rd
    seats, hands, table = rd.seats, new._hands, ctx.points
    points = {}  # a loop, not a comprehension (its function) nor dict(zip(map(table.__getitem__...))) (3x slower)
    for seat in seats:
        points[seat] = table[hands[seat]]
    verdict = _verdict(new, reason, ender, points)
    stakes, alive = list(rd.stakes), list(rd.alive)
    losers = verdict[0]
    out: tuple[int, ...] = ()  # only losers go out; they are in seat order
    if ctx.lausitz:
        pot = _pay(ctx, losers, verdict[1], points, stakes, alive, rd.pot, None)
        out = tuple(itertools.filterfalse(alive.__getitem__, losers))
    else:  # K18 (the common case, _pay's first branch without its events, which are told when read): a life each
        pot = rd.pot
        for p in losers:
            stakes[p] -= 1
            if not stakes[p]:
                alive[p] = False
                out += (p,)
    stakes_t, alive_t = tuple(stakes), tuple(alive)
    setup = new._setup
    scored = _RoundEnd(ctx, setup.names, rd, hands, points, reason, ender, verdict, stakes_t, pot, out)
    scored.piles = (setup.seed, rd.number, rd.cards, new._pile_pos, new._out, new._table)
    results = (rd.results, scored)
    if out:
        left = list(itertools.compress(range(setup.n_players), alive))
        playing = len(left) > 1
    else:  # nobody went out: the same players as in this round
        left, playing = [], True
    events: list = [scored]
    if playing and ctx.lausitz and setup.rules.blank_may_drop_out:  # O13 reading: the blank may leave
        new._rd = rd.replace(stakes=stakes_t, alive=alive_t, pot=pot, results=results)
        waiting = _newly_blank(new, -1)
        if waiting is not None:
            new._events = core.linked(events, new._events)
            new._phase, new._to_move, new._legal = SWIM, waiting, None
            return new
        new._rd = rd
    if playing:
        dealer = _next_alive(rd.dealer, alive_t) if out else rd.next_seat[rd.dealer]  # nobody out: the same seats
        return _deal_round(new, rd.number + 1, dealer, stakes_t, alive_t, pot, results, events)
    winners_game = tuple(left) or tuple(s for s in seats if s in out)
    key = ("knack_game_won_lausitz" if ctx.lausitz else "knack_game_won") if left else "knack_game_shared"
    events.append(Event(key, None, (("players", winners_game), ("pot", pot)), "O13" if ctx.lausitz else "K18"))
    new._events = core.linked(events, new._events)
    new._rd = rd.replace(stakes=stakes_t, alive=alive_t, pot=pot, results=results)
    new._phase = OVER
    new._legal = NO_ACTIONS
    return new


# --- lessons: an exact deal ----------------------------------------------------------------------------------------


def stack_deck(
    rules: Rules,
    *,
    players: int,
    dealer: int = 0,
    hands: Any = None,
    dealer_hands: Any = None,
    pile: Any = None,
) -> tuple[Card, ...]:
    """The deck order that deals exactly these cards in the first round (for ``deck_order=``).

    ``hands`` has one entry per seat (cards, text, or ``None`` for "any");
    the double seat's entry (the dealer in ``knack``, the player left of the
    dealer in the Oberlausitz) stays ``None``: his two hands are
    ``dealer_hands=(looked_at, other)``.  ``pile`` lists the top cards of
    the pile.  Unnamed cards are filled in deck order.  Deal order: one card
    at a time, clockwise from the dealer's left, the dealer last; the double
    seat gets one card for each of his two hands per circle.
    """
    if isinstance(rules, str):  # a ruleset name works too
        rules = as_rules(rules)
    if not isinstance(rules, Rules) or not rules.variant.has_table:
        raise KnackpyError("knack.not_knack_rules", game=getattr(rules, "game", summarize(rules)))
    n = core.check_players(rules, players)
    check_seat(dealer, n, "engine.bad_dealer")
    layout = _layout(dealer, (True,) * n, rules.variant.has_coins)  # the deal itself, read backwards
    wanted = _stack_hands(rules, n, layout.chooser, hands, dealer_hands)
    top = _stack_cards(rules, pile, None) if pile is not None else ()
    named = [c for h in wanted if h for c in h] + list(top)
    twice = next((c for c in named if named.count(c) > 1), None)
    if twice is not None:
        raise KnackpyError("knack.stack.twice", card=twice.name("de"), card_en=twice.name("en"))
    spare = iter([c for c in rules.deck.cards if c not in named])
    filled = [tuple(h) if h is not None else tuple(next(spare) for _ in range(3)) for h in wanted]
    order: list[Card] = [filled[0][0]] * layout.dealt
    for seat, positions in enumerate(layout.positions):  # index n: the chooser's other hand
        for card, pos in zip(filled[seat], positions, strict=True):
            order[pos] = card
    return tuple(order) + tuple(top) + tuple(spare)


def _stack_hands(rules: Rules, n: int, double: int, hands: Any, dealer_hands: Any) -> list[tuple[Card, ...] | None]:
    """Seat hands (the double seat's entry is the hand he looks at) plus his other hand at index ``n``."""
    if hands is None:
        hands = [None] * n
    if isinstance(hands, str) or not isinstance(hands, list | tuple) or len(hands) != n:
        raise KnackpyError("knack.stack.hands_length", value=summarize(hands), players=n)
    if hands[double] is not None:
        raise KnackpyError("knack.stack.double_seat", seat=double)
    looked, other = None, None
    if dealer_hands is not None:
        if isinstance(dealer_hands, str) or not isinstance(dealer_hands, list | tuple) or len(dealer_hands) != 2:
            raise KnackpyError("knack.stack.dealer_hands", value=summarize(dealer_hands))
        looked, other = dealer_hands
    wanted = [_stack_cards(rules, h, 3) if h is not None else None for h in hands]
    wanted[double] = _stack_cards(rules, looked, 3) if looked is not None else None
    wanted.append(_stack_cards(rules, other, 3) if other is not None else None)
    return wanted


def _stack_cards(rules: Rules, value: Any, size: int | None) -> tuple[Card, ...]:
    if isinstance(value, str):
        cards = parse_cards(value, rules)
    elif isinstance(value, list | tuple) and all(isinstance(c, Card) for c in value):
        cards = tuple(value)
    else:
        raise KnackpyError("knack.stack.bad_hand", value=summarize(value), size=size or "")
    if (size is not None and len(cards) != size) or any(c not in rules.deck for c in cards):
        raise KnackpyError("knack.stack.bad_hand", value=summarize(value), size=size or "")
    return cards
