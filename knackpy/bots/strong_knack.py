"""The strong bot's Knack half (both rulesets): what the view tells about the unseen cards, candidates, rollouts.

Everything here reads the view only (E5); the rollouts play the simple rule of thumb to the end of the round.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import Card
from ..engine.core import Action
from ..engine.observation import KnackObservation
from ..evaluation import KnackMeasures as _KnackCtx
from ..evaluation import call_rule as _call_id
from ..evaluation import swap_values as _swap_values
from ..evaluation import swapped_hand as _swapped_hand
from ..scoring import card_points
from .sampling import MISS, PROPOSALS, deal_worlds
from .simple import CLOSE_AT_LEAST, KEEP_AT_LEAST

# The strong bot's sampling budget: worlds (deals of the unseen cards) per decision, split over the candidates.
KNACK_BUDGET = 320
KNACK_MAX_SWAPS = 4  # the strong Knack bot weighs the best few swaps (by the hand they give), not all nine
ROLLOUT_CIRCLES = 5  # a Knack rollout plays at most this many circles, then scores as if closed
RECORDS = 6  # the newest decisions of each opponent that are weighed


class _KnackInfo:
    """The information state of the player to move, from his view only (E5)."""

    __slots__ = (
        "me",
        "seats",
        "nxt",
        "hand",
        "table",
        "closer",
        "pushes",
        "turns",
        "choosing",
        "slots",
        "pool",
        "deal_call",
        "records",
    )

    me: int
    seats: tuple[int, ...]  # the players still in
    nxt: list[int]  # per seat, the next player still in
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    closer: int  # -1: nobody has closed
    pushes: int
    turns: int
    choosing: bool  # the choice between the two hands (K5, O4) is still open
    slots: tuple[tuple[int, tuple[Card, ...], int], ...]  # per opponent: seat, cards known, cards unknown
    pool: list[Card]  # the unseen cards
    deal_call: bool  # somebody showed a hand on the deal (K15)
    records: dict[int, list[tuple]]  # per opponent, his newest decisions


_ROUND_START = ("knack_round", "knack_round_lausitz")
# What an opponent did this round, as the public history shows it (for the inference of his hidden cards).
_R_SWAP, _R_ALL, _R_PUSH, _R_CLOSE, _R_KEEP = range(5)


def _knack_info(view: KnackObservation, ctx: _KnackCtx) -> _KnackInfo:
    """Which cards are unseen, which cards each opponent is known to hold, and what the opponents did."""
    me = view.player
    assert me is not None  # a bot decides for a seat (E5); the teacher's view has none
    alive = view.in_game
    n = len(alive)
    seats = tuple(s for s in range(n) if alive[s])
    nxt = [0] * n
    for s in seats:
        step = 1
        while not alive[(s + step) % n]:
            step += 1
        nxt[s] = (s + step) % n
    info = _KnackInfo()
    info.me, info.seats, info.nxt = me, seats, nxt
    info.hand, info.table = view.hand, tuple(view.table)
    info.closer = -1 if view.closer is None else view.closer
    info.pushes, info.turns = view.pushes, view.turns
    info.choosing = view.phase == "choose"
    known, callers, records = _knack_known(view.history, me)
    info.deal_call = bool(callers)
    seen = set(view.hand) | set(info.table) | set(view.out_of_play)
    for _attempt in range(2):
        pool = [c for c in ctx.deck if c not in seen]
        slots = []
        for s in seats:
            if s != me:
                cards = tuple(c for c in known.get(s, ()) if c not in seen)
                slots.append((s, cards, 3 - len(cards)))
        taken = {c for _, cards, _ in slots for c in cards}
        pool = [c for c in pool if c not in taken]
        needed = sum(k for _, _, k in slots) + view.pile_size + (3 if info.choosing else 0)
        if needed == len(pool) and all(k >= 0 for _, _, k in slots):
            break
        known, records = {}, {}  # the history did not add up (should not happen): assume nothing is known
    info.slots, info.pool, info.records = tuple(slots), pool, records
    return info


def _knack_known(
    history: Sequence[Any], me: int
) -> tuple[dict[int, list[Card]], set[int], dict[int, list[tuple]]]:  # records read defensively: see the except
    """From this round's public history: cards each opponent holds for sure (K10 swaps, K15 deal calls),
    the players who showed a hand on the deal, and each opponent's decisions with the table he saw."""
    start = len(history) - 1
    while start >= 0 and history[start].kind not in _ROUND_START:
        start -= 1
    known: dict[int, list[Card]] = {}
    callers: set[int] = set()
    records: dict[int, list[tuple]] = {}
    table: tuple = ()
    closed = False
    try:
        for event in history[start + 1 :]:
            kind = event.kind
            p = event.player
            if kind == "knack_swap":
                params = dict(event.params)
                give, take = params["give"], params["take"]
                cards = known.setdefault(p, [])
                if give in cards:
                    cards.remove(give)
                cards.append(take)
                records.setdefault(p, []).append((_R_SWAP, table, give, take, closed))
                table = tuple(give if c == take else c for c in table)
            elif kind == "knack_swap_all":
                params = dict(event.params)
                known[p] = list(params["take"])
                records.setdefault(p, []).append((_R_ALL, table, tuple(params["give"]), table, closed))
                table = tuple(params["give"])
            elif kind == "knack_push":
                records.setdefault(p, []).append((_R_PUSH, table, None, None, closed))
            elif kind == "knack_close" or kind == "knack_close_lausitz":
                records.setdefault(p, []).append((_R_CLOSE, table, None, None, closed))
                closed = True
            elif kind == "knack_keep" or kind == "knack_throw":
                table = tuple(dict(event.params)["cards"])
                if kind == "knack_keep":
                    records.setdefault(p, []).append((_R_KEEP, table, None, None, closed))
            elif kind == "knack_renew" or kind == "knack_new_table":
                table = tuple(dict(event.params)["new"])
            elif kind == "knack_deal_call":
                known[p] = list(dict(event.params)["cards"])
                callers.add(p)
            elif kind == "knack_deal_call_announced":  # K15: the cards come after the choice (E5)
                callers.add(p)
    except (KeyError, TypeError, ValueError):  # an unexpected record: know nothing rather than something wrong
        return {}, set(), {}
    known.pop(me, None)
    records.pop(me, None)
    return known, callers, {p: recs[: -RECORDS - 1 : -1] for p, recs in records.items()}


def _knack_likelihood(ctx: _KnackCtx, recs: list[tuple], hand: tuple) -> float:
    """How well a sampled hand of one opponent explains what he did, if he followed the rule of thumb.

    Every hand he held this round follows from his current hand by undoing his
    public swaps; each of his decisions (newest first) scores 1 if the rule of
    thumb takes it with that hand and table, else :data:`MISS` (so random or
    clever players still fit, only less well).
    """
    points = ctx.points
    call_min = ctx.call_min
    weight = 1.0
    for kind, table, give, take, closed in recs:
        after_value = None
        if kind == _R_SWAP:
            after_value = points[hand]
            hand = tuple(give if c == take else c for c in hand)
        elif kind == _R_ALL:
            after_value = points[hand]
            hand = give
        v = points[hand]
        if kind == _R_KEEP:
            if v < KEEP_AT_LEAST:
                weight *= MISS
            continue
        if v >= call_min:
            weight *= MISS
            continue
        best = max(_swap_values(ctx, hand, table))
        if best >= call_min or (best > v and (closed or v < CLOSE_AT_LEAST)):
            ok = after_value is not None and after_value == best
        elif not closed and v >= CLOSE_AT_LEAST:
            ok = kind == _R_CLOSE
        else:
            ok = kind == _R_PUSH
        if not ok:
            weight *= MISS
    return weight


def knack_candidates(
    view: KnackObservation, legal: tuple[Action, ...], ctx: _KnackCtx, max_swaps: int = KNACK_MAX_SWAPS
) -> tuple[list[Action], tuple[Action, Any] | None]:
    """The actions worth sampling (the best ``max_swaps`` swaps by the hand they give, all three, the rest),
    or a forced choice with its explanation."""
    points = ctx.points
    for action in legal:
        if action.kind == "call":  # K14/K8/O9: calling ends the round with the top hand
            value = points[view.hand]
            return [], (action, ("bots.why.simple.call", (("points", value),), (_call_id(ctx, value),)))
    if len(legal) == 1:
        return list(legal), (legal[0], ("bots.why.forced", (("action", legal[0]),), ("E2",)))
    if view.phase != "turn":  # the choice between the two hands (K5, O4)
        return list(legal), None
    hand, table = view.hand, view.table
    swaps = []
    others = []
    for index, action in enumerate(legal):
        kind = action.kind
        if kind == "swap" or kind == "swap_all":
            new, _ = _swapped_hand(hand, table, action)
            given = card_points(action.give, ctx.rules) if kind == "swap" else 0  # type: ignore[attr-defined]
            swaps.append((-points[new], given, index, action))
        else:
            others.append(action)
    swaps.sort(key=lambda item: item[:3])
    if swaps and -swaps[0][0] >= ctx.call_min:  # a swap to 31/33: take it, then call (K14)
        action = swaps[0][3]
        params = (("action", action), ("points", -swaps[0][0]))
        return [], (action, ("bots.why.simple.swap_call", params, ("K10", _call_id(ctx, -swaps[0][0]))))
    keep = [item[3] for item in swaps[:max_swaps]]
    swap_all = next((item[3] for item in swaps if item[3].kind == "swap_all"), None)
    if swap_all is not None and swap_all not in keep:
        keep.append(swap_all)
    return keep + others, None


def _knack_worlds(
    info: _KnackInfo, ctx: _KnackCtx, worlds: int, rng: random.Random, proposals: int = PROPOSALS
) -> list[tuple]:
    """``worlds`` deals of the unseen cards: (every hand, pile, the chooser's unseen hand or ``None``)."""
    slots = list(info.slots)
    if info.choosing:
        slots.append((-1, (), 3))  # the chooser's other hand (K5, O4)
    records = info.records

    def weigh(seat: int) -> Callable[[tuple], float] | None:
        recs = records.get(seat)
        if not recs:
            return None
        return lambda hand: _knack_likelihood(ctx, recs, hand)

    out = []
    n = len(info.nxt)
    for dealt, pile in deal_worlds(info.pool, slots, weigh, worlds, rng, proposals):
        hands: list[tuple] = [()] * n
        hands[info.me] = info.hand
        for seat, _known, _k in info.slots:
            hands[seat] = dealt[seat]
        out.append((hands, pile, dealt.get(-1)))
    return out


def knack_evaluate(
    view: KnackObservation, ctx: _KnackCtx, actions: list[Action], worlds: int, rng: random.Random
) -> list[float]:
    """Mean chance to lose the round for each action, over ``worlds`` deals of the unseen cards."""
    return [sum(row) / worlds for row in knack_outcomes(view, ctx, actions, worlds, rng)]


def knack_outcomes(
    view: KnackObservation,
    ctx: _KnackCtx,
    actions: list[Action],
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
    informed: bool = True,
) -> list[list[float]]:
    """Per action, the chance to lose the round in each of ``worlds`` deals (the same deals for every action,
    so two actions can be compared deal by deal); ``proposals`` as in :func:`~knackpy.bots.sampling.deal_worlds`.
    ``informed=False`` deals as if the opponents' moves told nothing about their cards."""
    info = _knack_info(view, ctx)
    if not informed:
        info.records = {}
    rows: list[list[float]] = [[] for _ in actions]
    for hands, pile, other in _knack_worlds(info, ctx, worlds, rng, proposals):
        for index, action in enumerate(actions):
            rows[index].append(_knack_after(ctx, info, action, hands, pile, other))
    return rows


def knack_hand_points(
    view: KnackObservation,
    ctx: _KnackCtx,
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
    informed: bool = True,
) -> dict[int, float]:
    """Each opponent's mean hand value over ``worlds`` deals of the unseen cards (weighed by what they did, unless
    ``informed`` is false): what the others probably hold."""
    info = _knack_info(view, ctx)
    if not informed:
        info.records = {}
    points = ctx.points
    totals = {seat: 0.0 for seat, _known, _k in info.slots}
    for hands, _pile, _other in _knack_worlds(info, ctx, worlds, rng, proposals):
        for seat in totals:
            totals[seat] += points[hands[seat]]
    return {seat: total / worlds for seat, total in totals.items()}


def _knack_after(
    ctx: _KnackCtx, info: _KnackInfo, action: Action, base: list, pile: list, other: Any
) -> float:  # other: the chooser's unseen hand in this world (None once the choice is made)
    """Play ``action`` for me in one sampled world, then the rest of the round by the rule of thumb."""
    hands = base[:]
    me = info.me
    points = ctx.points
    kind = action.kind
    table = info.table
    closer, pushes, turns, forgot = info.closer, info.pushes, info.turns, False
    if kind == "keep" or kind == "throw":  # K5/O4: the unseen hand is part of the sampled world
        if kind == "keep":
            hands[me], table = info.hand, other
        else:
            hands[me], table = other, info.hand
        if info.deal_call or points[hands[me]] >= ctx.call_min:  # K15: the round ends at once
            return _knack_loss(ctx, info.seats, hands, me, False)
        return _knack_rollout(ctx, info, hands, table, pile, info.nxt[me], -1, 0, 0, False)
    if kind == "call":
        return _knack_loss(ctx, info.seats, hands, me, False)
    if kind == "swap" or kind == "swap_all":
        hands[me], table = _swapped_hand(hands[me], table, action)
        if points[hands[me]] >= ctx.call_min:  # the strong bot calls at once (K14)
            return _knack_loss(ctx, info.seats, hands, me, False)
        pushes = 0
    elif kind == "push":
        pushes += 1
        if ctx.renew and closer < 0 and pushes >= len(info.seats):  # K12
            if len(pile) < 3:
                return _knack_loss(ctx, info.seats, hands, me, False)
            table, pile, pushes = tuple(pile[:3]), pile[3:], 0
    elif kind == "close":
        closer, pushes = me, 0
    elif kind == "end_turn":
        forgot = True  # K14/O10: found out at scoring (in the Oberlausitz, if still held)
    elif kind == "new_table":  # K19: a new table, and the same player moves again
        return _knack_rollout(ctx, info, hands, tuple(pile[:3]), pile[3:], me, closer, 0, turns, forgot)
    turns += 1
    following = info.nxt[me]
    if following == closer or turns >= ctx.cap:
        return _knack_loss(ctx, info.seats, hands, me, forgot)
    return _knack_rollout(ctx, info, hands, table, pile, following, closer, pushes, turns, forgot)


def _knack_rollout(
    ctx: _KnackCtx,
    info: _KnackInfo,
    hands: list,
    table: tuple,
    pile: list,
    p: int,
    closer: int,
    pushes: int,
    turns: int,
    forgot: bool,
) -> float:
    """Everyone plays the simple rule of thumb until the round ends (or a horizon, then scored as if closed)."""
    points = ctx.points
    call_min = ctx.call_min
    nxt = info.nxt
    me = info.me
    renew = ctx.renew
    nseats = len(info.seats)
    cap = ctx.cap
    horizon = ROLLOUT_CIRCLES * nseats
    ppos = 0
    close_at = CLOSE_AT_LEAST
    for _step in range(horizon):
        hand = hands[p]
        v = points[hand]
        if v >= call_min:  # a hand sampled with 31 would have been called already
            break
        options = _swap_values(ctx, hand, table)
        best = max(options)
        bi = options.index(best) + 1 if best > v else 0  # 1-9: one card, 10: all three (the first best)
        if not bi:
            best = v
        if best >= call_min or bi and (closer >= 0 or v < close_at):
            if bi == 10:
                hands[p], table = table, hand
            else:
                i, j = divmod(bi - 1, 3)
                h, t = list(hand), list(table)
                h[i], t[j] = t[j], h[i]
                hands[p], table = tuple(h), tuple(t)
            if best >= call_min:
                break
            pushes = 0
            if p == me and ctx.clear_forgotten:
                forgot = False
        elif closer < 0 and v >= close_at:
            closer, pushes = p, 0
        else:
            pushes += 1
            if renew and closer < 0 and pushes >= nseats:
                if len(pile) - ppos < 3:
                    break
                table = tuple(pile[ppos : ppos + 3])
                ppos += 3
                pushes = 0
        turns += 1
        p = nxt[p]
        if p == closer or turns >= cap:
            break
    return _knack_loss(ctx, info.seats, hands, me, forgot)


def _knack_loss(ctx: _KnackCtx, seats: tuple[int, ...], hands: list, me: int, forgot: bool) -> float:
    """My chance to lose the round with these hands (K8, K14, K16, K17; O9-O12)."""
    points = ctx.points
    mine = points[hands[me]]
    if forgot and (mine >= ctx.call_min or not ctx.clear_forgotten):  # K14: a forgotten call loses anyway
        return 1.0
    low, count = 99.0, 0
    for s in seats:
        v = points[hands[s]]
        if v == 33 and s != me:
            return 1.0
        if v < low:
            low, count = v, 1
        elif v == low:
            count += 1
    if mine > low or mine == 33:
        return 0.0
    return 1.0 / count if ctx.stich else 1.0
