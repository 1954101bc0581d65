"""Benchmark: 3-card hands scored per second (issue 2), points-only path and rich path.

Run: ``python benchmarks/bench_scoring.py``.  A fixed seeded sample of 100,000
hands of the ``knack`` deck is scored with the engine's lookup table (the hot
path of every simulation), with ``hand_value(...).points`` (checks the cards, explains only when
asked) and, as the yardstick of issue 16, with a naive loop: plain Python that adds up each suit
(and, in the Oberlausitz, each pair of equal ranks) for every hand, without any checks.
"""

from __future__ import annotations

import random
import time

import knackpy
from knackpy.scoring import hand_value, score_table

SAMPLE = 100_000


def sample_hands(rules, n=SAMPLE, seed=2026):
    rng = random.Random(seed)
    cards = rules.deck.cards
    return [tuple(rng.sample(cards, 3)) for _ in range(n)]


def naive_points(hand, *, lausitz: bool) -> float:
    """The yardstick: K6-K8 / O6-O9 written out the obvious way (no checks, no tables, no explanation)."""
    orders = [card & 15 for card in hand]
    if orders[0] == orders[1] == orders[2]:
        return 33 if orders[0] == 14 else 30.5
    points = [11 if order == 14 else min(order, 10) for order in orders]
    by_suit: dict[int, int] = {}
    for card, value in zip(hand, points, strict=True):
        by_suit[card >> 4] = by_suit.get(card >> 4, 0) + value
    if lausitz and len(by_suit) == 1 and 14 in orders:
        return 31  # O7: a flush with an ace
    best = max(by_suit.values())
    if lausitz:
        for i in range(3):
            for j in range(i + 1, 3):
                if orders[i] == orders[j]:
                    best = max(best, points[i] + points[j])  # O6: two equal ranks add up
    return best


def best_of(repeats, func):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def best_of_interleaved(repeats, *funcs):
    """The best time of each function, run in turns, so a busy machine slows all of them alike."""
    best = [float("inf")] * len(funcs)
    for _ in range(repeats):
        for i, func in enumerate(funcs):
            best[i] = min(best[i], best_of(1, func))
    return best


def main() -> None:
    for name in ("knack", "knack_oberlausitz"):
        rules = knackpy.rules(name)
        hands = sample_hands(rules)
        points = score_table(rules).points  # built once, then cached

        def lookup(points=points, hands=hands):
            return [points[h] for h in hands]

        lausitz = name == "knack_oberlausitz"
        assert [naive_points(h, lausitz=lausitz) for h in hands] == lookup(), "the yardstick must score alike"
        fast = best_of(7, lookup)
        naive, points_only = best_of_interleaved(
            5,
            lambda hands=hands, lausitz=lausitz: [naive_points(h, lausitz=lausitz) for h in hands],
            lambda rules=rules, hands=hands: [hand_value(h, rules).points for h in hands],
        )
        explained = best_of(1, lambda rules=rules, hands=hands: [hand_value(h, rules).explain("de") for h in hands])
        print(
            f"{name:18s} table lookup: {SAMPLE / fast:>12,.0f} hands/s   naive loop: {SAMPLE / naive:>10,.0f} hands/s"
            f"   hand_value().points: {SAMPLE / points_only:>10,.0f} hands/s ({naive / points_only:.2f}x the naive loop)"
            f"   with explain(): {SAMPLE / explained:>9,.0f} hands/s"
        )


if __name__ == "__main__":
    main()
