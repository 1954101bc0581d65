"""Benchmark: games per second of :func:`knackpy.simulate.simulate` with simple bots (issue 5).

Run: ``python benchmarks/bench_simulate.py [--games N] [--profile]``.  Four
simple bots, default rules, 1000 whole games per ruleset, with ``workers=1``
and ``workers=2``.  Each figure is the whole run: making the bots, playing,
recording every round.  The two runs must give the identical result (the
number of processes never changes it), which is checked here too.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys
import time

from knackpy.simulate import simulate

PLAYERS = 4
GAMES = 1000
RULESETS = ("knack", "knack_oberlausitz", "charakir")


def rate(ruleset: str, games: int, workers: int):
    start = time.perf_counter()
    result = simulate(ruleset, bots=["simple"], players=PLAYERS, games=games, seed=2026, workers=workers)
    return games / (time.perf_counter() - start), result


def main() -> None:
    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else GAMES
    if "--profile" in sys.argv:
        profiler = cProfile.Profile()
        profiler.runcall(simulate, "knack", bots=["simple"], players=PLAYERS, games=games // 5)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        return
    print(f"{games} games, {PLAYERS} simple bots, {os.cpu_count()} cores")
    for ruleset in RULESETS:
        one, first = rate(ruleset, games, 1)
        two, second = rate(ruleset, games, 2)
        same = "identical" if first == second else "DIFFERENT"
        print(
            f"{ruleset:<18} workers=1: {one:>7,.0f} games/s   workers=2: {two:>7,.0f} games/s"
            f"   (x{two / one:.2f}, results {same})"
        )


if __name__ == "__main__":
    main()
