"""The coach (issue 34): how steady its first advice is across sampling seeds, and how long a hint takes.

Positions: every decision with at least two legal moves in seeded games of three bots (simple, strong,
random; 3 players), from the third decision of a game on, until there are ``--positions`` per ruleset
(default 200).  For each position the coach is asked twice, with sampling seeds 1 and 2:

* **same first advice**: both answers put the same move first;
* **same first group**: both answers agree on the moves they call equally good at the top
  ("beide gleich gut" / "equally good"), in any order;
* **different and apart by the margin**: the two first moves differ, and a reference estimate
  (:data:`REFERENCE` deals) puts them at least :data:`knackpy.hints.MARGINS` apart (a learner would notice);
* **first moves say "equally good"**: share of answers whose first move has equally good company;
* the time of one hint (median, 95th percentile, max; CPU time of this process), natively.

    python benchmarks/bench_hints.py                  # 200 positions per ruleset (about a minute or two)
    python benchmarks/bench_hints.py --positions 50   # quicker
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import knackpy
from knackpy.bots import make_bot, outcomes
from knackpy.hints import KNOCK_AT, MARGINS, hint

RULESETS = ("knack", "knack_oberlausitz", "charakir")
LEVELS = ("simple", "strong", "random")
REFERENCE = 8000  # deals for the reference estimate of two moves the two seeds put first


def positions(ruleset: str, count: int, skip: int = 2) -> list:
    """``count`` decisions (two or more legal moves) from seeded bot games, a few moves into each game."""
    rules = knackpy.rules(ruleset)
    out: list = []
    seed = 0
    while len(out) < count:
        game = knackpy.new_game(rules, players=3, seed=seed)
        bots = [make_bot(level, rules, seed=seed * 3 + s) for s, level in enumerate(LEVELS)]
        seen = 0
        while not game.is_over() and len(out) < count:
            if len(game.legal_actions()) > 1:
                seen += 1
                if seen > skip and seen % 3 == 0:  # spread over the game, not every step of one turn
                    out.append(game)
            game = game.apply(bots[game.to_move].act(game))
        seed += 1
    return out


def reference_gap(game, first, other, deals: int = REFERENCE) -> float:
    """How far apart two moves really are: the difference of their estimates over ``deals`` deals."""
    view = game.view(game.to_move)
    rng = random.Random(f"reference:{game.seed}")
    # the coach's own playouts (Charakir: everybody knocks at KNOCK_AT), so the reference measures what it ranks
    rows = outcomes(view, game.rules, [first, other], deals, rng, deals, KNOCK_AT)
    return abs(sum(rows[0]) - sum(rows[1])) / deals


def top_group(hints) -> frozenset:
    """The moves the coach calls equally good at the top (its first tier)."""
    return frozenset(h.action for h in hints if h.tier == hints[0].tier)


def measure(ruleset: str, count: int) -> dict:
    games = positions(ruleset, count)
    same_first = same_group = tied = clear = 0
    times: list[float] = []
    for game in games:
        answers = []
        for seed in (1, 2):
            start = time.process_time()  # CPU time: the machine is shared, wall time would count the others too
            answers.append(hint(game, seed=seed))
            times.append(time.process_time() - start)
        a, b = answers
        if a[0].action != b[0].action:
            gap = reference_gap(game, a[0].action, b[0].action)
            clear += gap >= MARGINS[a[0].measure]
        same_first += a[0].action == b[0].action
        same_group += top_group(a) == top_group(b)
        tied += sum(len(top_group(x)) > 1 for x in answers)
    times.sort()
    return {
        "positions": len(games),
        "same_first": same_first / len(games),
        "same_group": same_group / len(games),
        "tied": tied / (2 * len(games)),
        "clear": clear / len(games),
        "median": statistics.median(times),
        "p95": times[min(len(times) - 1, int(0.95 * len(times)))],
        "max": times[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per ruleset (default 200)")
    parser.add_argument("rulesets", nargs="*", help="only these rulesets (default: all)")
    args = parser.parse_args()
    for ruleset in args.rulesets or RULESETS:
        r = measure(ruleset, args.positions)
        print(
            f"{ruleset:<18} {r['positions']} positions: same first advice {100 * r['same_first']:.0f} %, "
            f"same first group {100 * r['same_group']:.0f} %, "
            f"first advice differs by the margin or more {100 * r['clear']:.1f} %, "
            f"'equally good' at the top {100 * r['tied']:.0f} %; "
            f"hint median {1000 * r['median']:.1f} ms, p95 {1000 * r['p95']:.1f} ms, max {1000 * r['max']:.1f} ms",
            flush=True,
        )


if __name__ == "__main__":
    main()
