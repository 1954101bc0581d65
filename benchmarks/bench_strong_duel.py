"""Is the strong bot still as strong (issue 34)?  A seeded duel against the strong bot of an earlier commit.

``--level`` puts another level of this checkout in place of its strong bot (e.g. a trial level registered in
``knackpy.bots.levels``); ``--race first=8,most=32`` tries other settings of the Knack race
(:class:`~knackpy.bots.knack_fast.Race`) in the strong bot of this checkout.  ``--speed 16`` also plays 16
seeded games of four bots, alternately four of this checkout's and four of ``--ref``'s, and prints each side's
Knack games per second in CPU time and their ratio (the same run, so a shared machine's load falls on both).

The earlier bot's code comes from git (``git archive <ref> knackpy``, imported as its own package, so both
bots play the same engine).  Two players, seats rotated: every pair of games is dealt from the same seed, once
with each bot in each seat.  Printed: the games, the share of games the current bot wins with its 95 % Wilson
interval, and each side's time per decision (CPU time).  ``--players 4``: two bots of each, seats rotated
in the same way, and the share of the wins that went to this checkout's two.

    python benchmarks/bench_strong_duel.py --ref dd34bbe --games 600 knack
    python benchmarks/bench_strong_duel.py --ref dd34bbe --games 200 charakir
    python benchmarks/bench_strong_duel.py --ref be451df --race first=8,batch=8,most=32 --speed 16 knack
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import fields, replace
from io import BytesIO
from pathlib import Path

import knackpy
from knackpy.bots import levels, make_bot
from knackpy.bots.knack_fast import Race
from knackpy.bots.strong import StrongBot
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


def race_settings(text: str) -> Race:
    """``first=8,most=32`` -> the strong bot's :class:`Race` with those fields changed."""
    kinds = {f.name: f.type for f in fields(Race)}
    changes: dict[str, float] = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name not in kinds:
            raise SystemExit(f"--race: unknown field {name!r}; known: {', '.join(kinds)}")
        changes[name] = float(value) if kinds[name] in (float, "float") else int(value)
    return replace(StrongBot.race, **changes)


def use_race(race: Race) -> None:
    """This checkout's level ``strong`` races with ``race`` from now on (this process only)."""
    trial = type("TrialStrongBot", (StrongBot,), {"race": race})
    levels._BOT_CLASSES["strong"] = trial


def speed(ruleset: str, games: int, old_bots, seed: int = 34) -> dict[str, tuple[float, float]]:
    """Per side (``new``: this checkout, ``old``: the earlier one): games per CPU second of four strong bots and
    CPU milliseconds per decision, the same seeded games, alternately (game by game).  The games part ways at
    the first different decision and their lengths differ a lot, so the time per decision is the steadier."""
    rules = knackpy.rules(ruleset)
    cpu = {"new": 0.0, "old": 0.0}
    decisions = {"new": 0, "old": 0}
    for g in range(-1, games):  # game -1 warms up both sides' tables
        for side in ("new", "old"):
            game_seed = seed * 7_919 + max(g, 0)
            if side == "new":
                bots = [make_bot("strong", rules, seed=game_seed * 10 + s) for s in range(4)]
            else:
                bots = [old_bots.make_bot("strong", ruleset, seed=game_seed * 10 + s) for s in range(4)]
            game = knackpy.new_game(rules, players=4, seed=game_seed)
            start = time.process_time()
            while not game.is_over():
                action = bots[game.to_move].choose(game.view(game.to_move))
                game = game.apply(action if side == "new" else action.to_text())
                decisions[side] += g >= 0
            if g >= 0:
                cpu[side] += time.process_time() - start
    return {side: (games / cpu[side], 1000 * cpu[side] / decisions[side]) for side in cpu}


def duel(ruleset: str, games: int, old_bots, seed: int = 34, level: str = "strong", players: int = 2) -> dict:
    """Seeded games, every deal twice: once with this checkout's bot in the even seats, once in the odd ones
    (two players: one bot each; four: two each).  ``share`` is the part of the wins that went to this checkout."""
    rules = knackpy.rules(ruleset)
    wins = 0.0
    clock = {"new": [0.0, 0], "old": [0.0, 0]}
    perf = time.process_time  # CPU time: the machine is shared
    for g in range(games):
        block, shift = divmod(g, 2)
        game_seed = seed * 1_000_003 + block
        new_seats = {s for s in range(players) if s % 2 == shift}
        bots = [
            ("new", make_bot(level, rules, seed=game_seed * 31 + s))
            if s in new_seats
            else ("old", old_bots.make_bot("strong", ruleset, seed=game_seed * 31 + s))
            for s in range(players)
        ]
        game = knackpy.new_game(rules, players=players, seed=game_seed)
        while not game.is_over():
            side, bot = bots[game.to_move]
            start = perf()
            action = bot.choose(game.view(game.to_move))
            clock[side][0] += perf() - start
            clock[side][1] += 1
            game = game.apply(action.to_text() if side == "old" else action)
        winners = game.outcome().winners
        wins += len(new_seats & set(winners)) / len(winners)
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
    parser.add_argument("--race", default="", help="Knack race settings of this strong bot, e.g. first=8,most=32")
    parser.add_argument("--players", type=int, choices=(2, 4), default=2, help="2 (one bot each) or 4 (two each)")
    parser.add_argument("--speed", type=int, default=0, help="also time this many games of 4 strong bots per side")
    parser.add_argument("rulesets", nargs="*", help="rulesets (default: knack)")
    args = parser.parse_args()
    old = baseline_bots(args.ref)
    if args.race:
        use_race(race_settings(args.race))
    for ruleset in args.rulesets or ["knack"]:
        if args.speed:
            rates = speed(ruleset, args.speed, old, seed=args.seed)
            (new_rate, new_ms), (old_rate, old_ms) = rates["new"], rates["old"]
            print(
                f"{ruleset:<18} 4 strong bots (CPU time, {args.speed} games each, alternately): "
                f"{new_rate:.2f} games/s now, {old_rate:.2f} at {args.ref}: {new_rate / old_rate:.2f}x; "
                f"per action {new_ms:.3f} ms now, {old_ms:.3f} ms before: {old_ms / new_ms:.2f}x",
                flush=True,
            )
        if args.games < 1:
            continue
        r = duel(ruleset, args.games, old, seed=args.seed, level=args.level, players=args.players)
        lo, hi = r["interval"]
        print(
            f"{ruleset:<18} {args.level} now vs strong at {args.ref}: {r['games']} games ({args.players} players, "
            f"seats rotated), "
            f"won {100 * r['share']:.1f} % [{100 * lo:.1f}, {100 * hi:.1f}]; "
            f"per decision {r['new_ms']:.2f} ms now, {r['old_ms']:.2f} ms before",
            flush=True,
        )


if __name__ == "__main__":
    main()
