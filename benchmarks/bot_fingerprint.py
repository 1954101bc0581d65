"""A fingerprint of what the strong Knack bot and the coach decide, to prove that a speed-up changed no decision.

Seeded games of strong bots (2, 3 and 4 players; some with an expert, a simple and a random player among them)
for ``knack``, ``knack_oberlausitz`` and a few Knack option sets, hashed: every action, the bot's why in both
languages (with its estimates, exact to the last bit), and every fifth position the coach's advice
(``knackpy.hint``: every hint's text in both languages and its estimate).  Run it before and after a change;
the TOTAL must be the same (issue 34, session 13):

    python benchmarks/bot_fingerprint.py [games per case, default 8] > before.txt
    ... change the bots ...
    python benchmarks/bot_fingerprint.py > after.txt && diff before.txt after.txt

8 games per case (88 games) take about half a minute on one core.
"""

from __future__ import annotations

import hashlib
import sys
from typing import Any

import knackpy
from knackpy.bots import make_bot
from knackpy.hints import hint

# (name, ruleset, options, the levels of the seats)
CASES: tuple[tuple[str, str, dict[str, Any], tuple[str, ...]], ...] = (
    ("knack 4 strong", "knack", {}, ("strong",) * 4),
    ("knack 3 strong", "knack", {}, ("strong",) * 3),
    ("knack 2 strong", "knack", {}, ("strong",) * 2),
    ("knack mixed", "knack", {}, ("strong", "random", "simple", "expert")),
    ("oberlausitz 4 strong", "knack_oberlausitz", {}, ("strong",) * 4),
    ("oberlausitz 3 strong", "knack_oberlausitz", {}, ("strong",) * 3),
    ("oberlausitz mixed", "knack_oberlausitz", {}, ("random", "strong", "expert")),
    ("knack 789 no renew", "knack", {"seven_eight_nine": True, "renew_stock_when_all_push": False}, ("strong",) * 4),
    (
        "knack cleared, no feuer end",
        "knack",
        {"forgotten_cleared_by_swap": True, "feuer_ends_round": False},
        ("strong", "random", "strong"),
    ),
    ("knack french52 cap 12", "knack", {"deck": "french52", "turn_cap": 12}, ("strong",) * 3),
    (
        "oberlausitz renew, blank drops",
        "knack_oberlausitz",
        {"renew_stock_when_all_push": True, "blank_may_drop_out": True},
        ("strong",) * 4,
    ),
)
HINT_EVERY = 5  # the coach is asked at every fifth position
MOVES = 3000  # a game stops here at the latest


def _add(digest: Any, value: object) -> None:
    digest.update(repr(value).encode())


def _play(digest: Any, rules: Any, levels: tuple[str, ...], number: int) -> None:
    """One seeded game of bots of ``levels``: every action, why and (every fifth position) hint to ``digest``."""
    players = len(levels)
    game = knackpy.new_game(rules, players=players, seed=number * 7919 + 11)
    bots = [make_bot(level, rules, seed=number * 10 + seat) for seat, level in enumerate(levels)]
    step = 0
    while not game.is_over() and step < MOVES:
        if step % HINT_EVERY == 0:
            for h in hint(game, seed=step % 3):
                _add(digest, (h.rank, h.text("de"), h.text("en"), h.value, h.tier))
        bot = bots[game.to_move]
        action = bot.act(game)
        _add(digest, (game.to_move, action))
        _add(digest, (bot.explain_last("de"), bot.explain_last("en"), bot._why))
        game = game.apply(action)
        step += 1
    _add(digest, (step, game.round_results, game.outcome()))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    total = hashlib.blake2b()
    for name, ruleset, options, levels in CASES:
        digest = hashlib.blake2b()
        rules = knackpy.rules(ruleset, **options)
        for number in range(games):
            _play(digest, rules, levels, number)
        print(f"{name:<32} {digest.hexdigest()[:16]}")
        total.update(digest.digest())
    print("cases", len(CASES), "games per case", games, "TOTAL", total.hexdigest()[:32])


if __name__ == "__main__":
    main()
