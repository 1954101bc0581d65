"""The strong bot's Knack half (both rulesets): what the view tells about the unseen cards, candidates, rollouts.

Everything here reads the view only (E5); the rollouts play the simple rule of thumb to the end of the round
(:mod:`~knackpy.bots.knack_fast` plays them, :mod:`~knackpy.bots.knack_info` reads the view).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from ..engine.core import Action
from ..engine.observation import KnackObservation
from ..evaluation import KnackMeasures as _KnackCtx
from ..evaluation import call_rule as _call_id
from ..evaluation import swap_values as _swap_values
from ..scoring import card_points
from .knack_deals import likelihood
from .knack_fast import ROLLOUT_CIRCLES, Move, outcomes
from .knack_info import _knack_info, _KnackInfo
from .sampling import PROPOSALS, deal_worlds

# The strong bot's sampling budget: worlds (deals of the unseen cards) per decision, split over the candidates.
KNACK_BUDGET = 320
KNACK_MAX_SWAPS = 4  # the strong Knack bot weighs the best few swaps (by the hand they give), not all nine


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
    values = _swap_values(ctx, tuple(map(int, hand)), tuple(map(int, table)))  # hand card i for table card j: 3i+j
    given = _card_points(ctx)
    swaps = []
    others = []
    for index, action in enumerate(legal):
        kind = action.kind
        if kind == "swap":
            give = action.give  # type: ignore[attr-defined]
            value = values[3 * hand.index(give) + table.index(action.take)]  # type: ignore[attr-defined]
            swaps.append((-value, given[give], index, action))
        elif kind == "swap_all":
            swaps.append((-values[9], 0, index, action))
        else:
            others.append(action)
    swaps.sort()  # by the hand a swap gives, the card given away, the order of legal (the index: never equal)
    if swaps and -swaps[0][0] >= ctx.call_min:  # a swap to 31/33: take it, then call (K14)
        action = swaps[0][3]
        params = (("action", action), ("points", -swaps[0][0]))
        return [], (action, ("bots.why.simple.swap_call", params, ("K10", _call_id(ctx, -swaps[0][0]))))
    keep = [item[3] for item in swaps[:max_swaps]]
    swap_all = next((item[3] for item in swaps if item[3].kind == "swap_all"), None)
    if swap_all is not None and swap_all not in keep:
        keep.append(swap_all)
    return keep + others, None


@cache
def _card_points(ctx: _KnackCtx) -> list[int]:
    """Per card (as an int), its points (K2/O1): what a swap gives away."""
    points = [0] * 128
    for card in ctx.deck:
        points[card] = card_points(card, ctx.rules)
    return points


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
        return lambda hand: likelihood(ctx, recs, hand)

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
    moves = [Move(action, info.hand, info.table) for action in actions]
    # the pile is dealt shuffled already
    deals = [[hands, pile, other, 0, pile] for hands, pile, other in _knack_worlds(info, ctx, worlds, rng, proposals)]
    return outcomes(ctx, info, moves, deals, ROLLOUT_CIRCLES * len(info.seats))


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
