"""Actions per second of the Knack engine in seeded random legal play (issue 3).

4 players, ``knack`` defaults.  Every step lists the legal actions, picks one
with a seeded ``random.Random`` and applies it through ``apply`` (which
validates it), so the figure includes legal-action generation and checking.

    python benchmarks/bench_knack_engine.py            # the figure
    python benchmarks/bench_knack_engine.py --profile  # where the time goes (cProfile)
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

import knackpy
from knackpy.engine import new_game


def play(games: int, seed: int = 0) -> int:
    """Play ``games`` seeded random games to the end; return the number of actions applied."""
    rules = knackpy.rules("knack")
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    for number in range(games):
        game = new_game(rules, players=4, seed=seed * 1_000_003 + number)
        while not game.is_over():
            game = game.apply(choice(game.legal_actions()))
            actions += 1
    return actions


def measure(seconds: float) -> tuple[int, float]:
    """Play whole games for about ``seconds``; return (actions, elapsed)."""
    play(20, seed=99)  # warm up the score table and the interned actions
    actions, games = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions += play(50, seed=games)
        games += 50
    return actions, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long to measure (default 5)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary instead")
    args = parser.parse_args()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play, 300)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        return
    actions, elapsed = measure(args.seconds)
    print(
        f"knack, 4 players, random legal play: {actions / elapsed:,.0f} actions/s ({actions:,} actions in {elapsed:.1f} s)"
    )


if __name__ == "__main__":
    main()
