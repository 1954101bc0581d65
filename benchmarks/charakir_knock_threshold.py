"""When does knocking pay off in Charakir?  A threshold player against two strong bots (lesson 15).

The player draws from the pile, discards the highest card and knocks (C10) as soon as the hand is worth at
most the threshold.  Every threshold plays the same seeded rounds (paired comparison); the figure is the
mean of the player's points per round with a 95 % confidence interval (normal approximation).

    python benchmarks/charakir_knock_threshold.py                 # print the table (takes minutes)
    python benchmarks/charakir_knock_threshold.py --write         # also store it in lesson 15's source

The run takes minutes, too slow for nbval, so lesson 15 shows the stored result; a test
(tests/test_checks.py) re-plays a few stored rounds and checks that they give the stored points.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

import knackpy
from knackpy.bots import make_bot
from knackpy.engine.charakir import Discard, DrawPile, Knock, NoKnock

ROOT = Path(__file__).resolve().parents[1]
LESSON = ROOT / "course" / "source" / "15_charakir_game_and_strategy.py"
MARKERS = ("# <strong-run>", "# </strong-run>")
THRESHOLDS = (3, 4, 5, 6, 7, 8, 9, 10)  # 3: never knocks (four cards are worth at least 4)
SAMPLE = 5  # rounds per threshold kept in full, so a test can re-play them

CHARAKIR = knackpy.rules("charakir")
ONE_ROUND = CHARAKIR.replace(limit=None, rounds=1)


def threshold_move(view, threshold: int):
    """Draw from the pile, discard the highest card, knock at ``threshold`` points or fewer (C7, C9, C10)."""
    legal = view.legal_actions
    if Knock() in legal:
        points = sum(knackpy.card_points(card, CHARAKIR) for card in view.hand)
        return Knock() if points <= threshold else NoKnock()
    if DrawPile() in legal:
        return DrawPile()
    discards = [a for a in legal if isinstance(a, Discard)]
    return max(discards, key=lambda a: knackpy.card_points(a.card, CHARAKIR))


def round_points(threshold: int, seed: int, *, opponents: str = "strong") -> int:
    """The threshold player's points in one seeded round against two bots (seat 0)."""
    game = knackpy.new_game(ONE_ROUND, players=3, seed=seed)
    bots = {seat: make_bot(opponents, ONE_ROUND, seed=seed + seat) for seat in (1, 2)}
    while not game.is_over():
        seat = game.to_move
        view = game.view(seat)
        game = game.apply(threshold_move(view, threshold) if seat == 0 else bots[seat].choose(view))
    return game.totals[0]


def _interval(values: list[int]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * spread / math.sqrt(n)
    return round(mean, 2), round(mean - half, 2), round(mean + half, 2)


def run(*, rounds: int, opponents: str = "strong", thresholds=THRESHOLDS) -> dict:
    """Every threshold over the same ``rounds`` seeds; means with 95 % intervals, and the paired difference
    between the best threshold and knocking at 10."""
    points = {t: [round_points(t, seed, opponents=opponents) for seed in range(rounds)] for t in thresholds}
    stats = {t: _interval(v) for t, v in points.items()}
    best = min(thresholds, key=lambda t: stats[t][0])
    diff = _interval([a - b for a, b in zip(points[10], points[best], strict=True)]) if best != 10 else (0, 0, 0)
    return {
        "opponents": opponents,
        "rounds": rounds,
        "thresholds": list(thresholds),
        "mean": [stats[t][0] for t in thresholds],
        "low": [stats[t][1] for t in thresholds],
        "high": [stats[t][2] for t in thresholds],
        "best": best,
        "ten_minus_best": list(diff),
        "sample": {str(t): points[t][:SAMPLE] for t in thresholds},
    }


def write(result: dict) -> None:
    """Store the result between the markers in lesson 15's source."""
    text = LESSON.read_text(encoding="utf-8")
    start, end = MARKERS
    block = f"{start}\nSTRONG_RUN = {json.dumps(result, sort_keys=True)}\n{end}"
    new, count = re.subn(re.escape(start) + r".*?" + re.escape(end), lambda _: block, text, flags=re.S)
    if count != 1:
        sys.exit(f"{LESSON}: the markers {MARKERS} must occur once")
    LESSON.write_text(new, encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=250)
    parser.add_argument("--opponents", default="strong", choices=("random", "simple", "strong"))
    parser.add_argument("--write", action="store_true", help="store the result in lesson 15's source")
    args = parser.parse_args(argv)
    result = run(rounds=args.rounds, opponents=args.opponents)
    for t, mean, low, high in zip(result["thresholds"], result["mean"], result["low"], result["high"], strict=True):
        print(f"knock at <= {t:2}: {mean:6.2f} points per round  [{low:.2f}, {high:.2f}]")
    print(f"best: {result['best']}; knocking at 10 costs {result['ten_minus_best']} more per round (paired)")
    if args.write:
        write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
