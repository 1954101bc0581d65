"""Typed observations (E5) and actions that know their rules (issue 16).

That every observation of every variant has exactly its fields, at many steps, is in tests/test_simulation.py.
"""

from __future__ import annotations

import dataclasses

import pytest

import knackpy
from knackpy.bots import make_bot
from knackpy.engine.observation import ACTION_KINDS

GAMES = [("knack", 3), ("knack_oberlausitz", 4), ("charakir", 3)]


def _states(ruleset: str, players: int, seed: int = 5, steps: int = 400):
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot("simple", rules, seed=s) for s in range(players)]
    for _ in range(steps):
        yield game
        if game.is_over():
            return
        game = game.apply(bots[game.to_move].act(game))


@pytest.mark.rule("E5")
def test_an_observation_is_frozen_and_names_its_stakes():
    game = knackpy.new_game(knackpy.rules("knack_oberlausitz"), players=3, seed=2)
    seen = game.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen.table = ()  # type: ignore[misc]
    assert seen.lives is None and seen.coins == seen.stakes == game.coins and "lives" not in seen.data
    knack = knackpy.new_game(knackpy.rules("knack"), players=3, seed=2).view(1)
    assert knack.coins is None and knack.stakes == knack.lives and "coins" not in knack.data
    charakir = knackpy.new_game(knackpy.rules("charakir"), players=3, seed=2).view(1)
    assert charakir.stakes == charakir.totals


@pytest.mark.parametrize(("ruleset", "players"), GAMES)
def test_every_legal_action_says_its_kind_and_rules(ruleset, players):
    rules = knackpy.rules(ruleset)
    family = "charakir" if ruleset == "charakir" else "knack"
    for game in _states(ruleset, players, steps=200):
        view = game.view(game.to_move) if not game.is_over() else None
        for action in game.legal_actions():
            assert action.kind in ACTION_KINDS[family]
            ids = action.rule_ids(rules, points=view.value)
            assert ids and all(i in knackpy.registry.REGISTRY for i in ids)
            assert action.rule_id(rules) in action.rule_ids(rules)
            assert action.describe("en", rules=rules) == f"{action.label('en')} ({action.rule_id(rules)})"


@pytest.mark.rule("K5", "O4", "K13", "O5", "K8", "O9", "O11", "C8")
def test_the_rule_of_a_move_depends_on_the_ruleset():
    knack, lausitz, charakir = knackpy.rules("knack"), knackpy.rules("knack_oberlausitz"), knackpy.rules("charakir")
    keep = knackpy.new_game(knack, players=3, seed=1).parse_action("keep")
    assert keep.rule_ids(knack) == ("K5", "K6") and keep.rule_ids(lausitz) == ("O4", "O6")
    close = knackpy.new_game(knack, players=3, seed=1).parse_action("passen")
    assert close.rule_id(knack) == "K13" and close.rule_id(lausitz) == "O5"
    feuer = knackpy.new_game(knack, players=3, seed=1).parse_action("feuer")
    assert feuer.rule_ids(knack) == ("K8",) and feuer.rule_ids(lausitz) == ("O9",)
    end = knackpy.new_game(knack, players=3, seed=1).parse_action("end")
    assert end.rule_ids(lausitz, points=33) == ("O11",) and end.rule_ids(lausitz) == ("O10",)
    take = knackpy.new_game(charakir, players=3, seed=1).parse_action("take")
    assert take.rule_ids(charakir) == ("C7", "C8") and take.rule_id(charakir) == "C8"
