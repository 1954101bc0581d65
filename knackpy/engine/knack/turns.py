"""A Knack turn: the legal actions of each phase and what each action does (the engine's hot path).

``_LEGAL[phase](game)`` lists the legal actions; ``_HANDLERS[type(action)](game, action)``
returns the next state, built by a shallow copy.  Scoring and the next deal are in
:mod:`knackpy.engine.knack.rounds`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...cards import Card
from .. import core
from ..core import Event
from ..legal import LegalActions
from .actions import (
    CALL,
    CHOOSE,
    DROP_OUT,
    KEEP,
    NEW_TABLE,
    NO_ACTIONS,
    OVER,
    SWIM,
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
    _Context,
)
from .rounds import _deal_call_event, _deal_round, _end_round, _event, _newly_blank, _next_alive

if TYPE_CHECKING:  # these functions take and return Knack states; knack/game.py imports this module, hence only here
    from .game import KnackGame as Game


_new_game = object.__new__


def _is_789(table: tuple[Card, ...]) -> bool:
    """K19: a 7, an 8 and a 9 lie together on the table (any suits)."""
    return sorted(c & 15 for c in table) == [7, 8, 9]


# --- legal actions per phase ---------------------------------------------------------------------------------------


def _legal_choose(game: Game) -> tuple[KnackAction, ...]:
    return _CHOOSE


def _legal_turn(game: Game) -> tuple[KnackAction, ...]:
    """In this order: the call (K14, K8), a new table (K19), the nine swaps, swap all (K10), push (K11), close (K13).

    ``KnackGame.legal_actions`` lists the common case itself (nobody has forgotten a call, no K19): the nine
    swaps and the tail, as here."""
    ctx = game._ctx
    hand = game._hands[game._to_move]
    table = game._table
    rows = ctx.swap_rows
    h0, h1, h2 = hand
    t0, t1, t2 = table
    r0, r1, r2 = rows[h0], rows[h1], rows[h2]
    # A mover holds a call-worthy hand in this phase only after forgetting it (a swap to one leads to the call
    # phase, one on the deal ends the round: K14, K15), so the hand's points are looked up only then.
    points = ctx.points[hand] if game._forgot >> game._to_move & 1 else 0
    swaps = (r0[t0], r0[t1], r0[t2], r1[t0], r1[t1], r1[t2], r2[t0], r2[t1], r2[t2])
    tail = ctx.tail_open if game._closer < 0 else ctx.tail_closed
    head: tuple[KnackAction, ...] = (ctx.calls[points],) if points in ctx.call_points else ()
    if ctx.seven_eight_nine and _is_789(table) and len(game._rd.cards) - game._pile_pos >= 3:
        head += (NEW_TABLE,)
    return LegalActions(head + swaps + tail if head else swaps + tail)


def _legal_call(game: Game) -> tuple[KnackAction, ...]:
    return game._ctx.call_phase[game._ctx.points[game._hands[game._to_move]]]


def _legal_over(game: Game) -> tuple[KnackAction, ...]:
    return NO_ACTIONS


def _legal_swim(game: Game) -> tuple[KnackAction, ...]:
    return _SWIM_CHOICE


_CHOOSE, _SWIM_CHOICE = LegalActions((KEEP, THROW)), LegalActions((SWIM_ON, DROP_OUT))
_LEGAL = {CHOOSE: _legal_choose, TURN: _legal_turn, CALL: _legal_call, OVER: _legal_over, SWIM: _legal_swim}


# --- doing actions (the hot path) ----------------------------------------------------------------------------------


def _do_choose(game: Game, action: KnackAction) -> Game:
    """K5/O4: the chooser keeps the hand he looked at or throws it out; K15 may end the round at once."""
    rd, ctx = game._rd, game._ctx
    chooser = rd.chooser
    looked, other = rd.double_hands
    if action is KEEP:
        hand, table, kind = looked, other, "knack_keep"
    else:
        hand, table, kind = other, looked, "knack_throw"
    hands = game._hands
    events = (game._events, _event((kind, chooser, (("cards", table),), ctx.ids["choose"])))
    for seat in rd.deal_callers:  # E5: their cards are shown only now, after the choice they must not steer
        events = (events, _deal_call_event(seat, hands[seat], ctx))
    calls = hand in ctx.deal_call_hands
    if calls:
        events = (events, _deal_call_event(chooser, hand, ctx))
    seat_hands = list(hands)  # one copy instead of two slices and two joins
    seat_hands[chooser] = hand
    new = game._successor(tuple(seat_hands), table, (game._log, action), events)
    if rd.deal_callers or calls:
        return _end_round(new, "deal_call", None)
    new._phase = TURN
    new._to_move = rd.first_mover
    return new


def _do_swap(game: Game, action: Swap | SwapAll) -> Game:
    """K10: one card or all three (``KnackGame.apply`` finds a swap's cards itself and calls :func:`_swap_cards`)."""
    if action.__class__ is Swap:
        return _swap_cards(game, action, game._hands[game._to_move].index(action.give), game._table.index(action.take))
    return _swap_cards(game, action, -1, -1)


def _swap_cards(game: Game, action: Swap | SwapAll, i: int, j: int) -> Game:
    """The state after a swap: ``i`` and ``j`` are where the given and the taken card lie (-1 for a swap of all).

    A swap is most moves, so all of it is in this one function (no further call in the common case).  A fresh
    hand clears an old forgotten call; a call-worthy hand waits for the call (K14)."""
    player = game._to_move
    hands, table = game._hands, game._table
    hand = hands[player]
    new_hand: tuple[Card, ...]
    new_table: tuple[Card, ...]
    if i >= 0:
        give, take = action.give, action.take  # type: ignore[union-attr]  # i >= 0: a Swap
        new_hand = (
            (take, hand[1], hand[2]) if i == 0 else (hand[0], take, hand[2]) if i == 1 else (hand[0], hand[1], take)
        )
        new_table = (
            (give, table[1], table[2])
            if j == 0
            else (table[0], give, table[2])
            if j == 1
            else (table[0], table[1], give)
        )
        record: Any = (player, action)  # the history's entry (an Event when read)
    else:
        new_hand, new_table = table, hand
        record = _event(("knack_swap_all", player, (("give", hand), ("take", table)), "K10"))
    ctx, rd = game._ctx, game._rd
    # game._successor inline, each field set once
    new = _new_game(type(game))
    new._setup = game._setup
    new._log = (game._log, action)
    new._events = (game._events, record)
    new._ctx = ctx
    new._rd = rd
    seat_hands = list(hands)  # one copy: cheaper than two slices and two joins
    seat_hands[player] = new_hand
    new._hands = tuple(seat_hands)
    new._table = new_table
    new._pile_pos = game._pile_pos
    new._out = game._out
    new._closer = closer = game._closer
    new._pushes = 0
    new._forgot = game._forgot & ~(1 << player) if ctx.clear_forgotten else game._forgot
    new._legal = None
    if new_hand in ctx.call_hands:  # K14: call at once, or end the turn (= forget)
        new._phase, new._to_move, new._turns = CALL, player, game._turns
        return new
    new._phase = TURN
    turns, following = game._turns + 1, rd.next_seat[player]
    if following != closer and turns < ctx.turn_cap:  # _next_turn's common case inline
        new._turns, new._to_move = turns, following
        return new
    new._turns, new._to_move = game._turns, player
    return _next_turn(new, player)


def _do_push(game: Game, action: Push) -> Game:
    """K11: the turn passes.  K12: a full circle of pushes renews the table, or ends the round if the pile is short."""
    player = game._to_move
    pushes = game._pushes + 1
    new = game._successor(game._hands, game._table, (game._log, action), (game._events, (player, action)), pushes)
    ctx, rd = game._ctx, game._rd
    if ctx.renew and game._closer < 0 and pushes >= len(rd.seats):
        pos = game._pile_pos
        if len(rd.cards) - pos < 3:
            new._events = (new._events, Event("knack_renew_short", None, (), "K12"))
            new._pushes = game._pushes  # a state that stays (game over, O13's choice) shows the count before
            return _end_round(new, "stock_empty", None)
        fresh = rd.cards[pos : pos + 3]
        new._events = (new._events, _event(("knack_renew", None, (("old", game._table), ("new", fresh)), "K12")))
        new._out = game._out + game._table
        new._table = fresh
        new._pile_pos = pos + 3
        new._pushes = 0
    return _next_turn(new, player)


def _do_close(game: Game, action: Close) -> Game:
    """K13/O5: everyone else moves once more, then the round is scored."""
    player = game._to_move
    new = game._successor(game._hands, game._table, (game._log, action), (game._events, (player, action)))
    new._closer = player
    return _next_turn(new, player)


def _do_call(game: Game, action: CallKnack) -> Game:
    """K14/K8/O9/O10: the round ends at once and is scored."""
    new = game._copy()
    player = game._to_move
    hand = game._hands[player]
    call = _call_label(game._ctx, game._ctx.points[hand])
    new._log = (game._log, action)
    rule = game._call_rule(game._ctx.points[hand])
    new._events = (game._events, _event(("knack_call", player, (("call", call), ("cards", hand)), rule)))
    return _end_round(new, "call", player)


def _do_end_turn(game: Game, action: EndTurn) -> Game:
    """Ending the turn with a call-worthy hand is forgetting it (K14, O10, O11); found out at scoring."""
    new = game._copy()
    player = game._to_move
    new._log = (game._log, action)
    new._forgot = game._forgot | (1 << player)
    return _next_turn(new, player)


def _do_new_table(game: Game, action: NewTable) -> Game:
    """K19: the 7-8-9 table goes out of play, three new cards come from the pile; the same player moves."""
    new = game._copy()
    pos = game._pile_pos
    fresh = game._rd.cards[pos : pos + 3]
    new._log = (game._log, action)
    new._events = (game._events, Event("knack_new_table", game._to_move, (("old", game._table), ("new", fresh)), "K19"))
    new._out = game._out + game._table
    new._table = fresh
    new._pile_pos = pos + 3
    new._pushes = 0
    return new


def _next_turn(new: Game, player: int) -> Game:
    """End ``player``'s turn: the round ends after the last turn following a close (K13) or at the cap (E4)."""
    turns = new._turns + 1
    new._turns = turns
    following = new._rd.next_seat[player]
    if following == new._closer:
        new._events = (new._events, _event(("knack_close_done", None, (), new._ctx.ids["close"])))
        return _end_round(new, "closed", new._closer)
    if turns >= new._ctx.turn_cap:
        new._events = (new._events, Event("knack_turn_cap", None, (("cap", turns),), "E4"))
        return _end_round(new, "turn_cap", None)
    new._to_move = following
    new._phase = TURN
    return new


def _do_swim(game: Game, action: KnackAction) -> Game:
    """O13 with ``blank_may_drop_out``: the blank player swims on or drops out; then the next game is dealt."""
    new = game._copy()
    rd, player = game._rd, game._to_move
    new._log = (game._log, action)
    alive = list(rd.alive)
    if action is DROP_OUT:
        alive[player] = False
    events = [Event("knack_drops_out" if action is DROP_OUT else "knack_swims", player, (), "O13")]
    new._rd = rd = rd.replace(alive=tuple(alive))
    waiting = _newly_blank(new, player)
    if waiting is not None:
        new._events = core.linked(events, game._events)
        new._to_move, new._legal = waiting, None
        return new
    left = tuple(p for p in range(new.n_players) if alive[p])
    if len(left) > 1:
        new._events = game._events
        return _deal_round(
            new, rd.number + 1, _next_alive(rd.dealer, rd.alive), rd.stakes, rd.alive, rd.pot, rd.results, events
        )
    events.append(Event("knack_game_won_lausitz", None, (("players", left), ("pot", rd.pot)), "O13"))
    new._events = core.linked(events, game._events)
    new._phase, new._legal = OVER, NO_ACTIONS
    return new


_HANDLERS: dict[type, Callable[[Game, Any], Game]] = {  # by the action's class
    Swim: _do_swim,
    DropOut: _do_swim,
    Keep: _do_choose,
    Throw: _do_choose,
    Swap: _do_swap,
    SwapAll: _do_swap,
    Push: _do_push,
    Close: _do_close,
    CallKnack: _do_call,
    EndTurn: _do_end_turn,
    NewTable: _do_new_table,
}


def _call_label(ctx: _Context, points: int | float) -> str:
    return ctx.calls[points].label("de") if points in ctx.calls else ""
