"""Benchmark: Charakir actions per second in seeded random legal play (issue 4).

Run: ``python benchmarks/bench_charakir.py [--profile]``.  Four players,
default rules (limit 100), whole games one after another.  Every step counts
the full cost a player or bot pays: ``legal_actions()`` (the legal-action
generation), a seeded random choice, and ``apply()`` (validation against the
rules and the next immutable state).  Target: at least 150,000 actions/s on one core.
"""

from __future__ import annotations

import cProfile
import pstats
import random
import sys
import time

import knackpy
from knackpy.engine import new_game

PLAYERS = 4
ACTIONS = 300_000


def play(rules, actions: int, seed: int = 2026) -> int:
    """Play seeded random games until ``actions`` actions are applied; return how many were."""
    rng = random.Random(seed)
    choice = rng.choice
    done = 0
    game_seed = seed
    while done < actions:
        game = new_game(rules, players=PLAYERS, seed=game_seed)
        game_seed += 1
        while not game.is_over():
            game = game.apply(choice(game.legal_actions()))
            done += 1
    return done


def best_rate(rules, repeats: int = 3) -> float:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        done = play(rules, ACTIONS)
        rates.append(done / (time.perf_counter() - start))
    return max(rates)


def main() -> None:
    rules = knackpy.rules("charakir")
    if "--profile" in sys.argv:
        profiler = cProfile.Profile()
        profiler.runcall(play, rules, ACTIONS // 3)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        return
    rate = best_rate(rules)
    print(f"charakir, {PLAYERS} players, random legal play: {rate:>12,.0f} actions/s (target >= 150,000)")


if __name__ == "__main__":
    main()
