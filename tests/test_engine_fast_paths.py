"""The engines' fast paths (issue 34) build exactly what the plain constructors build, and the public ``apply``
still accepts (and checks) an action that is equal to a legal one but not the engine's own object."""

from __future__ import annotations

import dataclasses
import random

import pytest

import knackpy
from knackpy.engine import new_game
from knackpy.engine.charakir import Discard
from knackpy.engine.core import Event
from knackpy.engine.knack import RoundResult


def _random_game(ruleset: str, seed: int, players: int = 4):
    rng = random.Random(seed)
    game = new_game(knackpy.rules(ruleset), players=players, seed=seed)
    while not game.is_over():
        game = game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_round_results_are_whole_round_results(ruleset):
    game = _random_game(ruleset, seed=3)
    assert game.round_results
    for result in game.round_results:
        values = {f.name: getattr(result, f.name) for f in dataclasses.fields(RoundResult)}  # every field is set
        assert type(result) is RoundResult
        assert result == RoundResult(**values)
        assert result.text("en") == RoundResult(**values).text("en")


def test_round_events_are_events():
    game = _random_game("knack", seed=5)
    kinds = {event.kind for event in game.history}
    assert {"knack_show", "knack_life", "knack_round"} <= kinds
    assert all(type(event) is Event for event in game.history)


def test_charakir_apply_takes_an_equal_action_and_still_checks_it():
    game = new_game(knackpy.rules("charakir"), players=3, seed=11)
    game = game.apply(game.legal_actions()[0])  # draw
    own = game.legal_actions()[-1]
    equal = Discard(own.card)
    assert equal == own and equal is not own
    assert game.apply(equal).to_json() == game.apply(own).to_json()
    foreign = next(c for c in knackpy.rules("charakir").deck.cards if c not in game.hands[game.to_move])
    with pytest.raises(knackpy.IllegalActionError):
        game.apply(Discard(foreign))


def test_charakir_round_results_are_whole_round_results():
    from knackpy.engine.charakir import PlayerResult
    from knackpy.engine.charakir import RoundResult as CharakirRound

    game = _random_game("charakir", seed=4, players=3)
    assert game.round_results
    for result in game.round_results:
        lines = tuple(
            PlayerResult(**{f.name: getattr(p, f.name) for f in dataclasses.fields(p)}) for p in result.players
        )
        values = {f.name: getattr(result, f.name) for f in dataclasses.fields(CharakirRound)}
        assert result == CharakirRound(**{**values, "players": lines})
        assert result.text("en") == CharakirRound(**values).text("en")
