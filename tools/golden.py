"""Golden games: one saved game per ruleset and per option's non-default value, with its expected outcome.

    python tools/golden.py            # write tests/golden/*.json (only when a change of behaviour is intended)
    python tools/golden.py --list     # the games it would write

Each file holds a whole game (``Game.to_dict()``: ruleset, every option, seed, action log) played by bots,
and what came out of it: per round who lost and why, the points, lives, coins or totals after it, and the game's
winners.  ``tests/test_golden_games.py`` replays every file and compares, so a refactor that changes how a game
plays fails loudly (like the perft files a chess library keeps per variant).  For an option the generator looks
for a seed whose game the default would play differently (other legal moves at some point, a move refused, another
result), so the file really exercises the option; ``feuer_shown_as_33`` changes words only and plays the same.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from knackpy import KnackpyError, rules  # noqa: E402
from knackpy.bots import make_bot  # noqa: E402
from knackpy.engine import load_game, new_game  # noqa: E402
from knackpy.rules import OPTIONS, RULESETS, option_values  # noqa: E402

FOLDER = ROOT / "tests" / "golden"
PLAYERS = (3, 6, 10)  # three players first; more make a short pile (C12 after a knock)
SEEDS = range(40)  # where to look for a game that exercises an option
MOVES = 5000  # a game stops here at the latest (it never comes near: turn caps end every round)

# Options that change words only (K8: Feuer told by name); their game plays as under the default.
WORDS_ONLY = {"feuer_shown_as_33"}

# A non-default value for the options that are numbers (short games, a cap that bites).
_NUMBERS = {"lives": 1, "coins": 1, "turn_cap": 12, "limit": 40, "rounds": 3}


def other_value(game: str, name: str) -> Any:
    """The non-default value a golden game plays with."""
    default = OPTIONS[name].defaults[game]
    if isinstance(default, bool):
        return not default
    if name == "deck":
        return next(v for v in option_values(game, name).split(", ") if v != default)
    return _NUMBERS[name]


def cases() -> list[tuple[str, str, dict[str, Any]]]:
    """(file name, ruleset, options): the defaults of each ruleset, then each option with another value."""
    out = [(f"{game}__defaults", game, {}) for game in RULESETS]
    for game in RULESETS:
        for name, option in OPTIONS.items():
            if game not in option.defaults:
                continue
            if game == "charakir" and name == "deck":
                continue  # one deck only: there is no other value
            value = other_value(game, name)
            shown = value if isinstance(value, str) else json.dumps(value)  # file names without quotes (Windows)
            out.append((f"{game}__{name}={shown}", game, {name: value}))
    return out


def play(game_name: str, options: dict[str, Any], seed: int, players: int):
    r = rules(game_name, **options)
    game = new_game(r, players=players, seed=seed)
    level = "random" if r.is_knack else "simple"  # random Knack players forget calls; Charakir needs knocks
    bots = [make_bot(level, r, seed=seed * 10 + seat) for seat in range(players)]
    for _ in range(MOVES):
        if game.is_over():
            break
        game = game.apply(bots[game.to_move].act(game))
    return game


def _points(value: Any) -> Any:
    return value if value is None or isinstance(value, int) else float(value)


def expected(game) -> dict[str, Any]:
    """What came out of a game, as plain JSON values (no texts: the words may change, the play may not)."""
    if game.rules.is_knack:
        rounds = [
            {
                "round": r.number,
                "ended": r.ended,
                "ender": r.ender,
                "points": [_points(p) for p in r.points],
                "why": r.why,
                "losers": list(r.losers),
                "winners": list(r.winners),
                "forgetters": list(r.forgetters),
                "rule_ids": list(r.rule_ids),
                "after": list(r.after),
                "out": list(r.out),
                "pot": r.pot,
            }
            for r in game.round_results
        ]
    else:
        rounds = [
            {
                "round": r.round,
                "dealer": r.dealer,
                "knocker": r.knocker,
                "ended_by": r.ended_by,
                "turns": r.turns,
                "hand_points": [p.hand_points for p in r.players],
                "scored": [p.scored for p in r.players],
                "totals": list(r.totals),
                "rule": r.rule,
            }
            for r in game.round_results
        ]
    outcome = game.outcome()
    return {
        "over": game.is_over(),
        "moves": len(game.actions),
        "rounds": rounds,
        "outcome": None
        if outcome is None
        else {"winners": list(outcome.winners), "reason": outcome.reason, "standings": list(outcome.standings)},
    }


def plays_differently_by_default(game, options: dict[str, Any]) -> bool:
    """True if, with the same seed and actions, the ruleset's defaults offer other moves at some point, refuse a move
    of this game, or come out differently: then the game really exercises the option."""
    data = game.to_dict()
    defaults = {k: OPTIONS[k].defaults[data["ruleset"]] for k in options}
    start = {**data, "options": {**data["options"], **defaults}, "actions": []}
    try:
        mine, theirs = load_game({**data, "actions": []}), load_game(start)
        for action in game.actions:
            if [a.to_text() for a in mine.legal_actions()] != [a.to_text() for a in theirs.legal_actions()]:
                return True
            mine, theirs = mine.apply(action), theirs.apply(action)
        return expected(mine) != expected(theirs)
    except KnackpyError:
        return True  # an action of this game is illegal under the default


def golden(name: str, game_name: str, options: dict[str, Any]) -> dict[str, Any]:
    game, exercised = None, not options or bool(WORDS_ONLY & set(options))
    tries = [(players, seed) for players in PLAYERS for seed in SEEDS if players <= rules(game_name).max_players]
    for players, seed in tries:
        game = play(game_name, options, seed, players)
        if exercised or plays_differently_by_default(game, options):
            exercised = True
            break
    if WORDS_ONLY & set(options):
        exercised = "words only"
    return {
        "name": name,
        "about": "tools/golden.py wrote this file; tests/test_golden_games.py replays it",
        "changed": options,
        "exercised": exercised,
        "game": game.to_dict(),
        "expected": expected(game),
    }


def main(argv: list[str]) -> int:
    if "--list" in argv:
        for name, _, _ in cases():
            print(name)
        return 0
    FOLDER.mkdir(exist_ok=True)
    for name, game_name, options in cases():
        data = golden(name, game_name, options)
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        (FOLDER / f"{name}.json").write_text(text, encoding="utf-8")
        print(f"{name}: seed {data['game']['seed']}, {data['expected']['moves']} moves, exercised {data['exercised']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
