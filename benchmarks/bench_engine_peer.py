"""The engines' random legal play against the fastest hobby implementation of 31 (issue 34), in one interleaved run.

The peer is Tom1432006/schwimmen_python (commit 4de9a6d), the fastest hobby implementation of
"Schwimmen"/31 that issue 34 names.  It is not a dependency; fetch it once:

    git clone https://github.com/Tom1432006/schwimmen_python /tmp/schwimmen_python
    python benchmarks/bench_engine_peer.py [--peer /tmp/schwimmen_python] [--rounds 7] [--block 1.0]

What is measured, per block, as actions per second of CPU time (``time.process_time``, which
other jobs on the machine disturb far less than wall time):

* **knack** and **charakir**: exactly the loop of ``bench_knack_engine.py`` and
  ``bench_charakir.py`` (4 players, seeded games to the end): ``legal_actions()``, a
  seeded ``random.Random.choice``, and the public ``apply()``, which validates every move (E2).
* **peer**: its own game loop (``main.py``) without the console: 4 players, each move
  a seeded choice among the moves legal in its rules, listed per move as our engines list
  theirs (the nine swaps, swap all, push, and closing while nobody has closed), played
  with ``Game.make_move``, then ``check_passen``/``check_winner``/``new_game`` as its
  ``main.py`` does.  Its ``print`` is switched off (no console cost is counted); its
  ``print_state`` is not called.  A game ends when one player is left (or when its own
  bug of removing two players at once raises ``IndexError``).
* **peer, typed**: the same, but each move's list is written out afresh as a player types the
  moves (``f"tauschen {i},{j}"``).  That costs the peer about 3 us a move more; with it the
  peer runs at the speed the issue's figures imply (the engines 1.04x and 1.15x the peer
  before issue 34), so this line links those figures to the strict one above.

The blocks run in turns (peer, knack, charakir, then rotated), so load on the machine
falls on all three alike; the medians and the ratios of the medians are printed.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from pathlib import Path

import knackpy

sys.path.insert(0, str(Path(__file__).parent))
import bench_charakir  # noqa: E402  (the same loop as the engine benchmarks, not a copy)
import bench_knack_engine  # noqa: E402

_SWAPS = [f"tauschen {i},{j}" for i in (1, 2, 3) for j in (1, 2, 3)]


def _load_peer(folder: Path):
    """The peer's ``game`` and ``player`` modules, with its ``print`` switched off."""
    if not (folder / "game.py").is_file():
        sys.exit(f"no peer at {folder}: git clone https://github.com/Tom1432006/schwimmen_python {folder}")
    sys.path.insert(0, str(folder))
    game = importlib.import_module("game")
    player = importlib.import_module("player")
    game.print = lambda *args, **kwargs: None
    return game, player


def _peer_legal(game) -> list[str]:
    """The peer's legal moves now, listed per move as the engines list theirs."""
    moves = _SWAPS + ["alle tauschen", "schieben"]
    if game.turn_passen == -1:
        moves.append("passen")
    return moves


def _peer_legal_typed(game) -> list[str]:
    """The same moves, each written out as a player types it."""
    moves = [f"tauschen {i},{j}" for i in (1, 2, 3) for j in (1, 2, 3)]
    moves += ["alle tauschen", "schieben"]
    if game.turn_passen == -1:
        moves.append("passen")
    return moves


def play_peer(peer, games: int, seed: int, legal=_peer_legal) -> int:
    """``games`` seeded 4-player games of the peer to the end; the number of moves made."""
    game_module, player_module = peer
    random.seed(seed)  # the peer deals with the module's random
    choice = random.Random(seed).choice
    actions = 0
    for _ in range(games):
        game = game_module.Game([player_module.Player(f"p{i}", 3, []) for i in range(4)])
        game.new_game()
        while True:
            game.make_move(choice(legal(game)))
            actions += 1
            if game.check_passen():
                try:
                    game.check_winner()
                except IndexError:  # its own bug: two players out in one round
                    break
                if len(game.players) <= 1:
                    break
                game.new_game()
    return actions


def _block(run, seconds: float) -> float:
    """Actions per CPU second of ``run(chunk)`` repeated for about ``seconds``."""
    actions, chunk = 0, 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        actions += run(chunk)
        chunk += 1
    return actions / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer", type=Path, default=Path("/tmp/schwimmen_python"), help="the peer's checkout")
    parser.add_argument("--rounds", type=int, default=7, help="blocks per contestant (default 7)")
    parser.add_argument("--block", type=float, default=1.0, help="CPU seconds per block (default 1)")
    args = parser.parse_args()
    peer = _load_peer(args.peer)
    knack, charakir = knackpy.rules("knack"), knackpy.rules("charakir")
    runs = {
        "peer": lambda chunk: play_peer(peer, 20, seed=chunk),
        "peer, typed": lambda chunk: play_peer(peer, 20, seed=chunk, legal=_peer_legal_typed),
        "knack": lambda chunk: bench_knack_engine.play(20, seed=chunk),
        "charakir": lambda chunk: bench_charakir.play(charakir, 3_000, seed=2026 + 1_000 * chunk),
    }
    for run in runs.values():
        run(99)  # warm up: score tables, interned actions, imports
    rates: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for turn in range(args.rounds):
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            rates[name].append(_block(runs[name], args.block))
    median = {name: statistics.median(values) for name, values in rates.items()}
    for name, values in rates.items():
        spread = f"{min(values):,.0f}-{max(values):,.0f}"
        ratio = ""
        if not name.startswith("peer"):
            ratio = (
                f"  = {median[name] / median['peer']:.2f}x the peer ({median[name] / median['peer, typed']:.2f}x typed)"
            )
        print(f"{name:11} median {median[name]:>9,.0f} actions/s (blocks {spread}){ratio}")
    print(f"{args.rounds} blocks of {args.block:g} CPU s each, interleaved; knack rules: {knack.game}, 4 players")


if __name__ == "__main__":
    main()
