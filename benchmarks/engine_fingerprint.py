"""A fingerprint of what the engines show, to prove that a speed-up changed nothing a player, a lesson or a bot sees.

Seeded random games of every golden ruleset and option set (``tools/golden.py``'s cases, 2-6 players),
hashed: the legal actions at every step (and their type), every seat's and the teacher's view every
7th step (each field, the history's last events in German), the round results, illegal attempts every 11th
step (the error and its message, E2), and at the end both languages' histories, the saved game, the outcome
in both languages, the final views and the replayed save.  Run it before and after a change; every line must
be the same:

    python benchmarks/engine_fingerprint.py [games per case, default 20] > before.txt
    ... change the engine ...
    python benchmarks/engine_fingerprint.py > after.txt && diff before.txt after.txt

20 games per case are 560 games (about a minute and a half on one core).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import knackpy
from knackpy.engine import load_game, new_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import golden  # noqa: E402  (the golden games' cases: every ruleset and every option's other value)

ILLEGAL_TRIES = ("schieben", "klopfen", "nonsense", 42, "tausche 7h gegen As")


def _add(digest: Any, value: object) -> None:
    digest.update(repr(value).encode())


def _add_views(digest: Any, game: Any, players: int) -> None:
    for seat in (None, *range(players)):
        view = game.view(seat)
        fields = dict(view.__dict__)
        fields["history"] = tuple(view.history)
        _add(digest, sorted((key, repr(value)) for key, value in fields.items()))
        _add(digest, [event.text("de", game.names) for event in view.history][-3:])


def _play(digest: Any, rules: Any, number: int) -> None:
    """One seeded random game of ``rules``, everything it shows added to ``digest``."""
    players = 2 + number % 5
    try:
        game = new_game(rules, players=players, seed=number * 7919 + 3)
    except knackpy.KnackpyError as error:  # more players than the ruleset allows
        _add(digest, ("start", type(error).__name__, str(error)))
        return
    rng = random.Random(number)
    steps = 0
    while not game.is_over() and steps < 3000:
        legal = game.legal_actions()
        _add(digest, (legal, type(legal).__name__, game.to_move, getattr(game, "phase", None)))
        if steps % 7 == 0:
            _add_views(digest, game, players)
            _add(digest, game.round_results)
        if steps % 11 == 0:
            for attempt in ILLEGAL_TRIES:
                try:
                    game.apply(attempt)
                    _add(digest, ("ok", attempt))
                except knackpy.KnackpyError as error:
                    _add(digest, (type(error).__name__, str(error)))
        game = game.apply(rng.choice(legal))
        steps += 1
    _add(digest, game.history_text("de"))
    _add(digest, game.history_text("en"))
    _add(digest, game.to_json())
    _add(digest, game.round_results)
    outcome = game.outcome()
    _add(digest, outcome)
    _add(digest, (outcome.text("de"), outcome.text("en")) if outcome else None)
    _add_views(digest, game, players)
    again = load_game(json.loads(game.to_json()))
    _add(digest, (again.history_text("en") == game.history_text("en"), again == game))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    total = hashlib.blake2b()
    for name, ruleset, options in golden.cases():
        digest = hashlib.blake2b()
        rules = knackpy.rules(ruleset, **options)
        for number in range(games):
            _play(digest, rules, number)
        print(name, digest.hexdigest()[:16])
        total.update(digest.digest())
    print("cases", len(golden.cases()), "games per case", games, "TOTAL", total.hexdigest()[:32])


if __name__ == "__main__":
    main()
