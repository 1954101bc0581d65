"""The bot-strength table of benchmarks/README.md: seeded duels with the seats rotated (issue 5).

Each line is one :func:`knackpy.bots.tournament` (seed 2024) between two levels;
the figures are the first level's, then the second's.  Its games are those of
the one runner, ``knackpy.bots.tournament.play_game`` (the seeds of
``knackpy.simulate``: ``knackpy simulate`` with the same seed plays the same
games).  Takes a few minutes (the strong bot thinks about 3 ms per decision).

    python benchmarks/tournaments.py             # the whole table
    python benchmarks/tournaments.py charakir    # one ruleset
"""

from __future__ import annotations

import argparse

from knackpy.bots import tournament

DUELS = [
    ("knack", ("strong", "simple"), 2000),
    ("knack", ("simple", "random"), 1000),
    ("knack_oberlausitz", ("strong", "simple"), 2000),
    ("knack_oberlausitz", ("simple", "random"), 1000),
    ("charakir", ("strong", "simple"), 400),
    ("charakir", ("simple", "random"), 400),
]


def pct(x: float) -> str:
    value = round(100 * x)
    return "<1" if x > 0 and value == 0 else ">99" if x < 1 and value == 100 else str(value)


def row(ruleset: str, levels: tuple[str, str], games: int) -> str:
    result = tournament(ruleset, levels, games=games, seed=2024)
    first, second = result[levels[0]], result[levels[1]]
    lo, hi = first.win_interval()
    wins = f"{pct(first.win_share)} % [{pct(lo)}, {pct(hi)}] vs {pct(second.win_share)} %"
    if ruleset == "charakir":
        other = f"{first.points_per_round:.2f} vs {second.points_per_round:.2f} points"
    else:
        other = f"lost {pct(first.loss_rate)} % vs {pct(second.loss_rate)} %"
    return f"| {ruleset} | {levels[0]} vs {levels[1]} | {games} | {wins} | {other} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rulesets", nargs="*", help="only these rulesets (default: all)")
    args = parser.parse_args()
    print("| Ruleset | duel | games | wins | rounds lost or points per round |")
    print("| --- | --- | --- | --- | --- |")
    for ruleset, levels, games in DUELS:
        if not args.rulesets or ruleset in args.rulesets:
            print(row(ruleset, levels, games), flush=True)


if __name__ == "__main__":
    main()
