"""Is the strong bot still as strong (issue 34)?  A seeded duel against the strong bot of an earlier commit.

``--level`` puts another level of this checkout in place of its strong bot (e.g. a trial level registered in
``knackpy.bots.levels``).

The earlier bot's code comes from git (``git archive <ref> knackpy``, imported as its own package, so both
bots play the same engine).  Two players, seats rotated: every pair of games is dealt from the same seed, once
with each bot in each seat.  Printed: the games, the share of games the current bot wins with its 95 % Wilson
interval, and each side's time per decision (CPU time).

    python benchmarks/bench_strong_duel.py --ref dd34bbe --games 600 knack
    python benchmarks/bench_strong_duel.py --ref dd34bbe --games 200 charakir
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

import knackpy
from knackpy.bots import make_bot
from knackpy.bots.tournament import _wilson

ROOT = Path(__file__).resolve().parents[1]


def baseline_bots(ref: str):
    """The ``knackpy.bots`` package of git ``ref``, imported as ``knackpy_baseline``."""
    archive = subprocess.run(["git", "archive", ref, "knackpy"], cwd=ROOT, capture_output=True, check=True).stdout
    folder = Path(tempfile.mkdtemp(prefix="knackpy-baseline-"))
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    (folder / "knackpy").rename(folder / "knackpy_baseline")
    sys.path.insert(0, str(folder))
    return importlib.import_module("knackpy_baseline.bots")


def duel(ruleset: str, games: int, old_bots, seed: int = 34, level: str = "strong") -> dict:
    rules = knackpy.rules(ruleset)
    wins = 0.0
    clock = {"new": [0.0, 0], "old": [0.0, 0]}
    perf = time.process_time  # CPU time: the machine is shared
    for g in range(games):
        block, new_seat = divmod(g, 2)
        game_seed = seed * 1_000_003 + block
        bots = [None, None]
        bots[new_seat] = ("new", make_bot(level, rules, seed=game_seed * 31 + new_seat))
        bots[1 - new_seat] = ("old", old_bots.make_bot("strong", ruleset, seed=game_seed * 31 + 1 - new_seat))
        game = knackpy.new_game(rules, players=2, seed=game_seed)
        while not game.is_over():
            side, bot = bots[game.to_move]
            start = perf()
            action = bot.choose(game.view(game.to_move))
            clock[side][0] += perf() - start
            clock[side][1] += 1
            game = game.apply(action.to_text() if side == "old" else action)
        winners = game.outcome().winners
        if new_seat in winners:
            wins += 1 / len(winners)
    lo, hi = _wilson(wins, games)
    return {
        "games": games,
        "share": wins / games,
        "interval": (lo, hi),
        "new_ms": 1000 * clock["new"][0] / max(1, clock["new"][1]),
        "old_ms": 1000 * clock["old"][0] / max(1, clock["old"][1]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", default="main", help="the git commit of the earlier strong bot (default: main)")
    parser.add_argument("--games", type=int, default=600, help="games per ruleset (default 600)")
    parser.add_argument("--seed", type=int, default=34, help="the duel's seed (default 34: the games of the README)")
    parser.add_argument("--level", default="strong", help="this checkout's level in the duel (default: strong)")
    parser.add_argument("rulesets", nargs="*", help="rulesets (default: knack)")
    args = parser.parse_args()
    old = baseline_bots(args.ref)
    for ruleset in args.rulesets or ["knack"]:
        r = duel(ruleset, args.games, old, seed=args.seed, level=args.level)
        lo, hi = r["interval"]
        print(
            f"{ruleset:<18} {args.level} now vs strong at {args.ref}: {r['games']} games (2 players, seats rotated), "
            f"won {100 * r['share']:.1f} % [{100 * lo:.1f}, {100 * hi:.1f}]; "
            f"per decision {r['new_ms']:.2f} ms now, {r['old_ms']:.2f} ms before",
            flush=True,
        )


if __name__ == "__main__":
    main()
