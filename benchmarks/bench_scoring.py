"""Benchmark: 3-card hands scored per second (issue 2), points-only path and rich path.

Run: ``python benchmarks/bench_scoring.py``.  A fixed seeded sample of 100,000
hands of the ``knack`` deck is scored with the engine's lookup table (the hot
path of every simulation) and, for comparison, with the rich ``hand_value``.
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


def best_of(repeats, func):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    for name in ("knack", "knack_oberlausitz"):
        rules = knackpy.rules(name)
        hands = sample_hands(rules)
        points = score_table(rules).points  # built once, then cached

        def lookup(points=points, hands=hands):
            return [points[h] for h in hands]

        fast = best_of(7, lookup)
        rich = best_of(1, lambda rules=rules, hands=hands: [hand_value(h, rules).points for h in hands])
        print(
            f"{name:18s} table lookup: {SAMPLE / fast:>12,.0f} hands/s   rich hand_value: {SAMPLE / rich:>10,.0f} hands/s"
        )


if __name__ == "__main__":
    main()
