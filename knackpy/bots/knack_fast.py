"""The strong Knack bot's fast path (issue 34): rollouts on plain ints and tuples in the deals of
:mod:`~knackpy.bots.knack_deals`, and a race that spends the rollouts on the moves still in doubt.

A rollout meets only part of the rules, and plays them as the engine does: swaps (K10), pushes and the new
table after a full circle of pushes, or the end of the round when the pile is short (K11, K12), closing and
the last turns (K13, O5), a call of 31 or 33 (K8, K14, O9, O10), the turn cap (E4).  Everybody follows the
simple rule of thumb (:func:`~knackpy.bots.simple.knack_simple`).  Nothing here touches a game: the engine's
``apply`` keeps validating every real move.  ``tests/test_knack_fast.py`` plays many rounds through the
engine and through :func:`round_end` and compares every end.

The race (:func:`race`): every candidate is played out in the same deals, a batch at a time; after each
batch a candidate whose deal-by-deal difference to the best is more than :data:`RACE_SE` standard errors
above zero drops out, and of the rest only the :data:`RACE_KEEP` best so far play on (once early, after
:data:`RACE_PEEK` of the first deals, a candidate :data:`RACE_PEEK_SE` standard errors behind drops out).  Clear decisions stop
early, close ones get up to :data:`RACE_MAX` deals each.  A deal
that repeats the hands of an earlier one reuses a rollout's result when the rollout did not reach the pile.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import sub

from ..engine.core import Action
from ..engine.observation import KnackObservation
from ..evaluation import KnackMeasures
from ..evaluation import swapped_hand as _swapped_hand
from .knack_deals import FAST_PROPOSALS, Dealer, _after_top, _cards, _pile
from .knack_info import _knack_info, _KnackInfo
from .sampling import MISS
from .simple import CLOSE_AT_LEAST

RACE_FIRST = 16  # deals every candidate gets
RACE_BATCH = 8  # deals per later batch, for the candidates still in the race
RACE_MAX = 64  # deals at most per candidate
RACE_SE = 1.5  # a candidate drops out this many standard errors behind the best
RACE_EQUAL = 0.005  # the race ends when every candidate left is surely within this chance to lose of the best
RACE_KEEP = 2  # after a batch only the two best so far play on (the others' deals decided little: issue 34)
RACE_PEEK = 8  # after this many of the first deals, a move far behind (RACE_PEEK_SE) plays no more
RACE_PEEK_SE = 2.0  # the usual distance: a move that far behind after 8 deals almost never comes back (issue 34)
ROLLOUT_CIRCLES = 5  # a rollout plays at most this many circles, then scores as if closed
# Equal estimates (e.g. a lost or a won round): close first, push last - a round of endless swapping and pushing
# ends only at the engine's turn cap (E4).  By action kind; the rest in between.
TIE_ORDER = {"close": 0, "push": 2}


# --- rollouts ------------------------------------------------------------------------------------------------------


_SWAP_AT = tuple(divmod(k, 3) for k in range(9))  # swap index -> (hand position, table position)


class Move:
    """A candidate action, worked out once: its kind and, for a swap, my hand and the table after it."""

    __slots__ = ("action", "kind", "hand", "table")

    def __init__(self, action: Action, hand: tuple, table: tuple) -> None:
        self.action, self.kind = action, action.kind
        self.hand: tuple = ()  # the hand and table a swap leaves (empty for the other moves)
        self.table: tuple = ()
        if self.kind in ("swap", "swap_all"):  # plain ints, as the view's cards in the info (knack_info)
            new, left = _swapped_hand(hand, table, action)
            self.hand, self.table = tuple(map(int, new)), tuple(map(int, left))


def _start(ctx: KnackMeasures, info: _KnackInfo, move: Move) -> tuple | None:
    """Where a rollout of ``move`` starts, when no deal changes it (a swap, a push that brings no new table, a
    close, an unsaid call): (my hand or (), the table, who closed, pushes, turns, forgotten call, who moves next
    or -1 when the round ends at once).  ``None``: the deal decides (:func:`_start_in`)."""
    kind = move.kind
    closer, pushes, turns, forgot, table, hand = info.closer, info.pushes, info.turns, False, info.table, ()
    if kind == "swap" or kind == "swap_all":
        hand, table, pushes = move.hand, move.table, 0
        if ctx.points[hand] >= ctx.call_min:  # the strong bot calls at once (K14)
            return hand, table, closer, pushes, turns, forgot, -1
    elif kind == "push":
        pushes += 1
        if ctx.renew and closer < 0 and pushes >= len(info.seats):  # K12: the deal's pile gives the new table
            return None
    elif kind == "close":
        closer, pushes = info.me, 0
    elif kind == "end_turn":
        forgot = True  # K14/O10: found out at scoring (in the Oberlausitz, if still held)
    elif kind == "call":
        return hand, table, closer, pushes, turns, forgot, -1
    elif kind == "keep" or kind == "throw" or kind == "new_table":
        return None
    return _next(ctx, info, hand, table, closer, pushes, turns + 1, forgot)


def _next(
    ctx: KnackMeasures, info: _KnackInfo, hand: tuple, table: tuple, closer: int, pushes: int, turns: int, forgot: bool
) -> tuple:
    """The start after my turn: the next player moves, unless the round ends (the closer's turn again, E4)."""
    following = info.nxt[info.me]
    if following == closer or turns >= ctx.cap:
        following = -1
    return hand, table, closer, pushes, turns, forgot, following


def _start_in(ctx: KnackMeasures, info: _KnackInfo, move: Move, world: list) -> tuple[tuple, list]:
    """The start of a move the deal decides (as :func:`_start`), and the deal the rollout goes on in: the choice
    of hands (K5/O4: the unseen hand is part of the deal), a push that brings a new table (K12), a new table
    (K19: the same player moves again).  The pile's cards that became the table are no longer in the deal."""
    kind = move.kind
    me = info.me
    if kind == "keep" or kind == "throw":
        hand, table = ((), world[2]) if kind == "keep" else (world[2], info.hand)
        following = info.nxt[me]
        if info.deal_call or ctx.points[hand or world[0][me]] >= ctx.call_min:  # K15: the round ends at once
            following = -1
        return (hand, table, -1, 0, 0, False, following), world
    if len(_cards(world)) < 3:  # K12 with a short pile: the round ends
        return ((), info.table, info.closer, 0, info.turns, False, -1), world
    pile = _pile(world)
    rest = _after_top(world)
    table = (pile[0], pile[1], pile[2])
    if kind == "new_table":
        return ((), table, info.closer, 0, info.turns, False, me), rest
    return _next(ctx, info, (), table, info.closer, 0, info.turns + 1, False), rest  # the push of K12


def outcomes(ctx: KnackMeasures, info: _KnackInfo, moves: list[Move], worlds: list[list], horizon: int) -> list[list]:
    """Per move, my chance to lose the round in each of ``worlds`` (the same deals for every move): the move, then
    the rest of the round by the rule of thumb."""
    rows: list[list[float]] = [[] for _ in moves]
    _play(ctx, info, moves, worlds, list(range(len(moves))), rows, {}, horizon)
    return rows


def round_end(
    ctx: KnackMeasures, info: _KnackInfo, start: tuple, world: list, horizon: int
) -> tuple[list[tuple], float]:
    """From ``start`` (as :func:`_start` gives it) in ``world``, everybody plays the rule of thumb until the round
    ends or ``horizon`` turns passed: the hands at the end, and my chance to lose."""
    rows: list[list[float]] = [[]]
    ends: list[list[tuple]] = []
    _play(ctx, info, [], [world], [0], rows, {}, horizon, [start], ends)
    return ends[0], rows[0][0]


# --- the race ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Race:
    """How a level races its candidates (:func:`race`): deals for all (``first``), per later batch (``batch``),
    at most per candidate (``most``) and in all (``total`` rollouts), the drop-out distance (``se`` standard
    errors), the "as good as each other" width (``equal``, a chance to lose), the proposals per opponent,
    how many of the best swaps (by the hand they give) are candidates, how many moves at most stay in the
    race after a batch (``keep``: the best so far), and the weight of an opponent's move the rule of thumb
    would not make (``miss``, :func:`~knackpy.bots.knack_deals.likelihood`)."""

    first: int = RACE_FIRST
    batch: int = RACE_BATCH
    most: int = RACE_MAX
    total: int = 320
    se: float = RACE_SE
    equal: float = RACE_EQUAL
    proposals: int = FAST_PROPOSALS
    swaps: int = 4
    keep: int = RACE_KEEP  # at most this many moves (the best so far) stay in the race after a batch
    miss: float = MISS
    peek: int = RACE_PEEK  # an early look after this many of the first deals (0: none)
    peek_se: float = RACE_PEEK_SE
    singles: bool = True  # an opponent with one unknown card: every unseen card weighed once (Dealer)


def race(
    ctx: KnackMeasures, info: _KnackInfo, moves: list[Move], dealer: Dealer, horizon: int, how: Race
) -> tuple[list[float], list[int], list[int], bool]:
    """Per move its mean chance to lose and the number of deals it was played in; the moves still in the
    race; whether those are all as good as each other.

    All moves are played in the first ``how.first`` deals (a move more than ``how.peek_se`` standard errors
    behind the best after the first ``how.peek`` of them stops there); then, batch by batch, the moves still in the race
    (within ``how.se`` standard errors of the best, deal by deal) get ``how.batch`` more, up to ``how.most``
    each and ``how.total`` rollouts in all, unless all of them are surely (``how.se`` standard errors) within
    ``how.equal`` of the best: then any of them will do.
    """
    rows: list[list[float]] = [[] for _ in moves]
    alive = list(range(len(moves)))
    settled = False
    used = 0
    # A deal repeats the hands of an earlier one when the opponents' hands come from few likely proposals; a
    # rollout that did not reach into the pile then ends the same: its result is looked up, not played again.
    seen: dict[tuple, dict[int, float]] = {}  # per deal's hands: each move's result
    starts = [_start(ctx, info, move) for move in moves]  # once per race: the same in every batch
    if 0 < how.peek < how.first and len(alive) > 2:
        # the early look: a move far behind after a few deals (a push beside a swap to 30) plays no more; the
        # rest of the first deals is dealt only if two moves are left (the same random numbers as one batch)
        used += _play(ctx, info, moves, dealer.deal(how.peek), alive, rows, seen, horizon, starts)
        alive = _still_in(rows, alive, how.peek_se, 0.0)[0]
        worlds = dealer.deal(how.first - how.peek) if len(alive) > 1 else []
    else:
        worlds = dealer.deal(how.first)
    while worlds:
        used += _play(ctx, info, moves, worlds, alive, rows, seen, horizon, starts)
        done = len(rows[alive[0]])
        if len(alive) == 1 or done >= how.most:
            break
        alive, settled = _still_in(rows, alive, how.se, how.equal)
        if len(alive) > how.keep:
            # the best so far; on a tie close stays in and push goes first, as the bot breaks ties
            alive = sorted(alive, key=lambda i: (sum(rows[i]), TIE_ORDER.get(moves[i].kind, 1), i))[: how.keep]
        more = min(how.batch, how.most - done, (how.total - used) // len(alive))
        if len(alive) == 1 or settled or more < 1:
            break
        worlds = dealer.deal(more)
    return [sum(row) / len(row) for row in rows], [len(row) for row in rows], alive, settled


def _play(
    ctx: KnackMeasures,
    info: _KnackInfo,
    moves: list[Move],
    worlds: list[list],
    alive: list[int],
    rows: list[list[float]],
    seen: dict[tuple, dict[int, float]],
    horizon: int,
    starts: list | None = None,
    ends: list | None = None,
) -> int:
    """Play the moves still in the race in ``worlds``, each result (my chance to lose the round) added to its
    row; returns the rollouts.  From each move's start (``starts``: by default :func:`_start` of each move)
    everybody follows the rule of thumb until the round ends or ``horizon`` turns passed; ``ends`` collects
    the hands at the end.  One function for every rollout of a batch: its setup is paid once (issue 34)."""
    me, nxt, seats = info.me, info.nxt, info.seats
    others = [s for s in seats if s != me]
    nseats = len(seats)
    pairs = ctx.pairs
    call_min = ctx.call_min
    renew = ctx.renew
    clear = ctx.clear_forgotten
    cap = ctx.cap
    stich = ctx.stich
    close_at = CLOSE_AT_LEAST
    if starts is None:
        starts = [_start(ctx, info, move) for move in moves]
    for world in worlds:
        key = (*world[0], world[2])  # hashed once per deal (a tuple of hands does not keep its hash)
        memo = seen.get(key)
        if memo is None:
            memo = seen[key] = {}
        dealt = world[0]
        for i in alive:
            known = memo.get(i)
            if known is not None:
                rows[i].append(known)
                continue
            untouched = world[4] is None
            start = starts[i]
            deal = world
            if start is None:
                start, deal = _start_in(ctx, info, moves[i], world)
            hand, table, closer, pushes, turns, forgot, p = start
            hands = dealt[:]
            if hand:
                hands[me] = hand
            if p >= 0 and not renew:
                pushes = 0  # without K12 the pushes count only for the circle the rule of thumb pushes (below)
            ppos = 0
            for _step in range(horizon if p >= 0 else 0):  # the rule of thumb (knack_simple), player p's turn
                hand = hands[p]
                h0, h1, h2 = hand
                row = pairs[h0 << 7 | h1]  # the rows of kept pairs: list slots, no hashing of 3-card tuples
                v = row[h2]
                if v >= call_min:  # the rule of thumb calls (K14, K8, O9): the round ends
                    break
                t0, t1, t2 = table
                row01 = row
                row = pairs[h1 << 7 | h2]
                best, bi = v, -1
                x = row[t0]
                if x > best:
                    best, bi = x, 0
                x = row[t1]
                if x > best:
                    best, bi = x, 1
                x = row[t2]
                if x > best:
                    best, bi = x, 2
                row = pairs[h0 << 7 | h2]
                x = row[t0]
                if x > best:
                    best, bi = x, 3
                x = row[t1]
                if x > best:
                    best, bi = x, 4
                x = row[t2]
                if x > best:
                    best, bi = x, 5
                row = row01
                x = row[t0]
                if x > best:
                    best, bi = x, 6
                x = row[t1]
                if x > best:
                    best, bi = x, 7
                x = row[t2]
                if x > best:
                    best, bi = x, 8
                x = pairs[t0 << 7 | t1][t2]
                if x > best:
                    best, bi = x, 9
                if bi >= 0 and (best >= call_min or closer >= 0 or v < close_at):
                    if bi == 9:
                        hands[p], table = table, hand
                    else:  # hand card j for table card k, the tuples built directly (no lists)
                        j, k = _SWAP_AT[bi]
                        take, give = table[k], hand[j]
                        hands[p] = (take, h1, h2) if j == 0 else (h0, take, h2) if j == 1 else (h0, h1, take)
                        table = (give, t1, t2) if k == 0 else (t0, give, t2) if k == 1 else (t0, t1, give)
                    if best >= call_min:
                        break
                    pushes = 0
                    if p == me and clear:
                        forgot = False
                elif closer < 0 and v >= close_at:
                    closer, pushes = p, 0
                else:
                    pushes += 1
                    if closer < 0 and pushes >= nseats:
                        if not renew:  # a whole circle of the rule of thumb pushed: it pushes on alike to the end
                            break
                        if len(_cards(deal)) - ppos < 3:
                            break
                        pile = _pile(deal, ppos + 3)
                        table = (pile[ppos], pile[ppos + 1], pile[ppos + 2])
                        ppos += 3
                        pushes = 0
                turns += 1
                p = nxt[p]
                if p == closer or turns >= cap:
                    break
            # my chance to lose the round with the hands at its end (K8, K14, K16, K17; O9-O12)
            h0, h1, h2 = hands[me]
            mine = pairs[h0 << 7 | h1][h2]
            if forgot and (mine >= call_min or not clear):  # K14: a forgotten call loses anyway
                known = 1.0
            else:
                low, count = mine, 1  # the lowest hand and how many hold it, mine counted first
                for s in others:
                    h0, h1, h2 = hands[s]
                    v = pairs[h0 << 7 | h1][h2]
                    if v == 33:  # K8/O9: a top hand on the table, and everybody else loses
                        low = -1
                        break
                    if v < low:
                        low, count = v, 1
                    elif v == low:
                        count += 1
                if low < 0:
                    known = 1.0
                elif mine > low or mine == 33:
                    known = 0.0
                else:
                    known = 1.0 / count if stich else 1.0
            if untouched and world[4] is None:
                memo[i] = known
            rows[i].append(known)
            if ends is not None:
                ends.append(hands)
    return len(worlds) * len(alive)


def _still_in(rows: list[list[float]], alive: list[int], se: float, equal: float) -> tuple[list[int], bool]:
    """The moves whose deal-by-deal distance to the best (the lowest mean) is within ``se`` standard errors,
    and whether all of them are surely closer to the best than ``equal``."""
    n = len(rows[alive[0]])
    best = min(alive, key=lambda i: sum(rows[i]))
    base = rows[best]
    keep = []
    settled = True
    for i in alive:
        if i == best:
            keep.append(i)
            continue
        diffs = list(map(sub, rows[i], base))  # the rows have one result per deal, so they are equally long
        mean = sum(diffs) / n
        error = se * (sum([(d - mean) ** 2 for d in diffs]) / (n - 1) / n) ** 0.5
        if mean <= error:
            keep.append(i)
            settled = settled and mean + error < equal
    return keep, settled


def knack_race(
    view: KnackObservation, ctx: KnackMeasures, actions: list[Action], rng: random.Random, how: Race
) -> tuple[list[float], list[int], list[int], bool]:
    """The race of :func:`race` for ``actions`` in ``view`` (E5: the view only)."""
    info = _knack_info(view, ctx)
    dealer = Dealer(info, ctx, rng, how.miss, how.proposals, how.singles)
    moves = [Move(a, info.hand, info.table) for a in actions]
    return race(ctx, info, moves, dealer, ROLLOUT_CIRCLES * len(info.seats), how)
