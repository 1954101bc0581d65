"""The strong Knack bot's races replayed, this checkout's fast path against another's, in one process turn about.

Plays ``--games`` seeded games of 4 strong bots and records every race (the view, the candidates, the random
generator's state); then replays all of them ``--rounds`` times through this checkout's ``knack_fast`` and
``knack_info`` and through the same two modules of ``--ref`` (a checkout's root, e.g. a ``git archive`` of main
unpacked), alternately, and prints the best CPU time per game of each part: reading the view, weighing the
proposals (``Dealer``), the race (deals and rollouts).  The two must print the same hash (the same results);
on a busy machine the turn-about run is steadier than two processes one after the other (issue 34, session 13).

    git archive main knackpy | tar -x -C /tmp/ref
    python benchmarks/bench_race_replay.py --ref /tmp/ref [--games 20] [--rounds 5] [--ruleset knack]

The deals live in ``knack_deals`` since session 13; a ``--ref`` that has that module gets its own deals too
(``Dealer``, ``_cards``, ``_pile`` set on its ``knack_fast``, which imported this checkout's).

The views' histories are read once while recording, so the replay reads them from memory (the first reading of a
fresh view costs more: ``_knack_info`` is measured on fresh views in the README).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import inspect
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import knackpy
from knackpy.bots import knack_fast, knack_info, make_bot, strong


def _load(name: str, path: Path) -> ModuleType:
    """A module file of another checkout, as a module of this package (its relative imports read this one)."""
    spec = importlib.util.spec_from_file_location(f"knackpy.bots.{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _record(ruleset: str, games: int) -> list[tuple]:
    """Every race of ``games`` seeded games of 4 strong bots: (view, measures, candidates, rng state, race)."""
    log: list[tuple] = []
    real = strong.knack_race

    def recording(view: Any, ctx: Any, actions: Any, rng: random.Random, how: Any) -> Any:
        log.append((view, ctx, actions, rng.getstate(), how))
        return real(view, ctx, actions, rng, how)

    strong.knack_race = recording
    try:
        rules = knackpy.rules(ruleset)
        for seed in range(games):
            game = knackpy.new_game(rules, players=4, seed=seed)
            bots = [make_bot("strong", rules, seed=seed * 10 + s) for s in range(4)]
            while not game.is_over():
                game = game.apply(bots[game.to_move].act(game))
    finally:
        strong.knack_race = real
    return log


def _replay(log: list[tuple], fast: ModuleType, info_module: ModuleType) -> tuple[list[float], str]:
    """CPU seconds (view, weighing, race) over all races, and a hash of their results."""
    clock = time.process_time
    takes_miss = "miss" in inspect.signature(fast.Dealer.__init__).parameters  # before: a likelihood function
    rng = random.Random()
    spent = [0.0, 0.0, 0.0]
    digest = hashlib.blake2b()
    for view, ctx, actions, state, how in log:
        rng.setstate(state)
        t0 = clock()
        info = info_module._knack_info(view, ctx)
        t1 = clock()
        weigh = how.miss if takes_miss else fast.likelihood
        dealer = fast.Dealer(info, ctx, rng, weigh, how.proposals)
        t2 = clock()
        moves = [fast.Move(action, info.hand, info.table) for action in actions]
        result = fast.race(ctx, info, moves, dealer, fast.ROLLOUT_CIRCLES * len(info.seats), how)
        t3 = clock()
        spent[0] += t1 - t0
        spent[1] += t2 - t1
        spent[2] += t3 - t2
        digest.update(repr(result).encode())
    return spent, digest.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", required=True, type=Path, help="the other checkout's root (holds knackpy/bots)")
    parser.add_argument("--games", type=int, default=20, help="seeded games of 4 strong bots (default 20)")
    parser.add_argument("--rounds", type=int, default=5, help="replays of each side, the best counts (default 5)")
    parser.add_argument("--ruleset", default="knack", help="knack (default) or knack_oberlausitz")
    args = parser.parse_args()
    ref_fast = _load("knack_fast_ref", args.ref / "knackpy" / "bots" / "knack_fast.py")
    ref_deals = args.ref / "knackpy" / "bots" / "knack_deals.py"
    if ref_deals.exists():  # the ref's own deals, not this checkout's (which its knack_fast imported)
        deals = _load("knack_deals_ref", ref_deals)
        for name in ("Dealer", "_cards", "_pile"):
            setattr(ref_fast, name, getattr(deals, name))
    ref_info = _load("knack_info_ref", args.ref / "knackpy" / "bots" / "knack_info.py")
    log = _record(args.ruleset, args.games)
    sides = {"ref": (ref_fast, ref_info), "this": (knack_fast, knack_info)}
    best = {name: [float("inf")] * 3 for name in sides}
    hashes = {}
    for _ in range(args.rounds):
        for name, (fast, info_module) in sides.items():
            spent, hashes[name] = _replay(log, fast, info_module)
            best[name] = [min(a, b) for a, b in zip(best[name], spent, strict=True)]
    print(f"{args.ruleset}: {len(log)} races of {args.games} games, best of {args.rounds}, CPU ms per game")
    for name, (view, weighing, racing) in best.items():
        per = [1000 * x / args.games for x in (view, weighing, racing)]
        print(
            f"{name:<5} view {per[0]:6.2f}  weighing {per[1]:6.2f}  race {per[2]:6.2f}  all {sum(per):6.2f}"
            f"  hash {hashes[name]}"
        )


if __name__ == "__main__":
    main()
