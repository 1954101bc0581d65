"""The strong bots' sampling, shared by both games: deals of the unseen cards weighed by what opponents did."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

PROPOSALS = 120  # deals drawn before weighing them by what the opponents did (Knack)
MISS = 0.05  # likelihood of an action the rule of thumb would not take, relative to one it would (1.0)

C = TypeVar("C")  # a card: a Card, or a plain int in the strong Knack bot (knack_info)


def deal_worlds(
    pool: list[C],
    slots: list[tuple[int, tuple, int]],
    weigh: Callable[[int], Callable[[tuple], float] | None],
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
) -> list[tuple[dict[int, tuple], list[C]]]:
    """Deal the unseen cards ``worlds`` times: each slot ``(seat, known cards, unknown count)`` gets its cards.

    A seat whose behaviour tells something (``weigh(seat)`` returns a weight
    function of his whole hand) gets his unknown cards by importance sampling:
    ``proposals`` (:data:`PROPOSALS`) uniform proposals are weighed once, then every world draws
    one by weight (redrawing when it clashes with a card already dealt).  The
    rest of the pool, shuffled, is the pile.
    """
    sample = rng.sample
    choices = rng.choices
    weighted: dict[int, tuple[list[tuple], list[float]]] = {}
    for seat, known, k in slots:
        fn = weigh(seat) if k > 0 else None
        if fn is None:
            continue
        drawn = [tuple(sample(pool, k)) for _ in range(proposals)]
        cumulative, total = [], 0.0
        for proposal in drawn:
            total += fn(known + proposal)
            cumulative.append(total)
        if total > 0:
            weighted[seat] = (drawn, cumulative)
    out = []
    for _ in range(worlds):
        used: set[C] = set()
        dealt: dict[int, tuple] = {}
        for seat, known, k in slots:
            prop = None
            if seat in weighted:
                options, cumulative = weighted[seat]
                for _attempt in range(6):
                    candidate = choices(options, cum_weights=cumulative)[0]
                    if used.isdisjoint(candidate):
                        prop = candidate
                        break
            if prop is None:
                rest = [c for c in pool if c not in used] if used else pool
                prop = tuple(sample(rest, k))
            used.update(prop)
            dealt[seat] = known + prop
        rest = [c for c in pool if c not in used]
        out.append((dealt, sample(rest, len(rest))))
    return out
