"""Bot speed (issue 5): whole games per second, and how long a strong bot thinks.

* full ``knack`` games per second, 4 players, with 4 simple bots and with 4 strong bots;
* full Charakir games per second (limit 100), 4 players, with 4 simple bots;
* a strong bot's decision time (mean and 95th percentile) per ruleset, measured
  on the decisions it meets in 4-player games against simple bots.

Every bot decision goes through ``bot.act(game)``, i.e. ``game.view(player)``
(the engine builds the view, E5) and ``bot.choose(view)``, then ``game.apply``.
A second pass over the same games splits the time per game into the three.

    python benchmarks/bench_bots.py                 # all figures (about a minute)
    python benchmarks/bench_bots.py --seconds 2     # quicker
    python benchmarks/bench_bots.py --profile       # where the time of simple-bot Knack games goes (cProfile)
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time

import knackpy
from knackpy.bots import make_bot


def play(rules, level: str, players: int, seed: int, clock: list[float] | None = None) -> int:
    """One seeded game to the end with bots of one level; returns the number of actions.

    With ``clock`` (a list of three floats) the time spent in ``game.view``, ``bot.choose``
    and ``game.apply`` is added up there.
    """
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot(level, rules, seed=seed * 10 + s) for s in range(players)]
    actions = 0
    if clock is None:
        while not game.is_over():
            game = game.apply(bots[game.to_move].act(game))
            actions += 1
        return actions
    perf = time.perf_counter
    while not game.is_over():
        t0 = perf()
        view = game.view(game.to_move)
        t1 = perf()
        action = bots[game.to_move].choose(view)
        t2 = perf()
        game = game.apply(action)
        t3 = perf()
        clock[0] += t1 - t0
        clock[1] += t2 - t1
        clock[2] += t3 - t2
        actions += 1
    return actions


def games_per_second(rules, level: str, players: int, seconds: float) -> tuple[float, float, float, int, list[float]]:
    """(games/s through ``bot.act``, the same in CPU time of this process, actions per game, games, seconds per
    game in view/choose/apply).  On a shared machine the CPU-time rate is the one to compare."""
    play(rules, level, players, seed=10_000)  # warm up tables and caches
    games = actions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds or games < 3:
        actions += play(rules, level, players, seed=games)
        games += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    clock = [0.0, 0.0, 0.0]
    timed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2 or timed < 3:  # the same games again, split by where time goes
        play(rules, level, players, seed=timed, clock=clock)
        timed += 1
    return games / elapsed, games / cpu, actions / games, games, [c / timed for c in clock]


def decision_times(rules, players: int, seconds: float, level: str = "strong") -> list[float]:
    """Times (CPU) of a ``level`` bot's decisions (seat 0) against simple bots, over about ``seconds``."""
    times: list[float] = []
    perf = time.process_time  # the machine is shared
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or len(times) < 50:
        game = knackpy.new_game(rules, players=players, seed=seed)
        bots = [make_bot(level if s == 0 else "simple", rules, seed=seed + s) for s in range(players)]
        while not game.is_over():
            view = game.view(game.to_move)
            t0 = perf()
            action = bots[game.to_move].choose(view)
            if game.to_move == 0:
                times.append(perf() - t0)
            game = game.apply(action)
        seed += 1
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="how long to measure each figure (default 5)")
    parser.add_argument("--profile", action="store_true", help="profile 200 simple-bot knack games instead")
    parser.add_argument("--level", default="strong", help="the level whose decisions are timed (default: strong)")
    parser.add_argument("--decisions-only", action="store_true", help="only the decision times")
    args = parser.parse_args()
    knack = knackpy.rules("knack")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(lambda: [play(knack, "simple", 4, seed) for seed in range(200)])
        pstats.Stats(profiler).sort_stats("tottime").print_stats(18)
        return
    rows = [
        ("knack", knack, "simple"),
        ("knack", knack, "strong"),
        ("charakir", knackpy.rules("charakir"), "simple"),
    ]
    for name, rules, level in [] if args.decisions_only else rows:
        rate, cpu_rate, length, games, (view, choose, apply) = games_per_second(rules, level, 4, args.seconds)
        print(
            f"{name:<18} 4 {level:<6} bots: {rate:8.1f} games/s, CPU time {cpu_rate:.1f} games/s  "
            f"({length:.0f} actions per game, {games} games; "
            f"per game: view {1000 * view:.2f} ms, choose {1000 * choose:.2f} ms, apply {1000 * apply:.2f} ms)"
        )
    for name in ("knack", "knack_oberlausitz", "charakir"):
        times = decision_times(knackpy.rules(name), 4, args.seconds, args.level)
        print(
            f"{name:<18} {args.level} decision: mean {1000 * statistics.mean(times):5.2f} ms, "
            f"95th percentile {1000 * percentile(times, 0.95):5.2f} ms, max {1000 * max(times):5.1f} ms "
            f"({len(times)} decisions, 4 players, seat 0 {args.level}, others simple; CPU time)"
        )


if __name__ == "__main__":
    main()
