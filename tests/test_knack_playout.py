"""The Knack engine explored by hypothesis (a state machine in the style of OpenSpiel's game simulation test).

Legal moves, illegal attempts (swaps of cards in and out of place, closes and calls by other words) rejected
with the state unchanged (E2), every card in exactly one place (E3), save and load (E6).  Random whole games
of every variant and option value, with every invariant after every step, are in tests/test_simulation.py.
"""

from __future__ import annotations

import random

import pytest
from fast_loop import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import knackpy
from knackpy import KnackpyError
from knackpy.engine import load_game, new_game
from knackpy.engine.knack import (
    CallKnack,
    Close,
    EndTurn,
    Keep,
    KnackGame,
    NewTable,
    Push,
    Swap,
    SwapAll,
    Throw,
)

COMBOS = [
    ("knack", {}),
    ("knack", {"renew_stock_when_all_push": False, "turn_cap": 30}),
    ("knack", {"seven_eight_nine": True, "lives": 1}),
    ("knack", {"deck": "french52", "seven_eight_nine": True, "turn_cap": 60}),
    ("knack_oberlausitz", {}),
    ("knack_oberlausitz", {"same_rank_adds": False, "knack_is_ace_flush": False}),
    ("knack_oberlausitz", {"announce_knack": False, "coins": 1}),
    ("knack_oberlausitz", {"renew_stock_when_all_push": True, "seven_eight_nine": True, "turn_cap": 40}),
    ("knack_oberlausitz", {"deck": "french32", "coins": 2, "turn_cap": 20}),
]

FIXED_ACTIONS = (
    Keep(),
    Throw(),
    SwapAll(),
    Push(),
    EndTurn(),
    NewTable(),
    *(CallKnack(c) for c in ("knack", "feuer", "superknack")),
)


def places_ok(game: KnackGame) -> bool:
    found = [c for where in game.card_places().values() for c in where]
    return len(found) == len(game.rules.deck) and set(found) == set(game.rules.deck.cards)


def candidates(game: KnackGame, rng: random.Random) -> list:
    """The legal actions, every non-swap action, and swaps of cards in and out of place."""
    deck = game.rules.deck.cards
    hand = game.hands[game.to_move] if game.to_move is not None else ()
    table = game.table or deck[:3]
    swaps = [
        Swap(rng.choice(hand or deck), rng.choice(deck)),  # take a card that is mostly not on the table
        Swap(rng.choice(deck), rng.choice(table)),  # give a card that is mostly not in the hand
        Swap(rng.choice(deck), rng.choice(deck)) if len(deck) > 1 else Push(),
    ]
    return [*game.legal_actions(), *FIXED_ACTIONS, Close("passen"), Close("zumachen"), *swaps]


def accepted(action, legal) -> bool:
    """What the engine accepts: a legal action, or another word for a legal close or call."""
    return action in legal or (type(action) in (Close, CallKnack) and any(type(a) is type(action) for a in legal))


class KnackMachine(RuleBasedStateMachine):
    """Hypothesis explores games step by step: legal moves, illegal attempts, save and load."""

    @initialize(
        ruleset=st.sampled_from(COMBOS),
        players=st.integers(2, 5),
        seed=st.integers(0, 2**40),
    )
    def start(self, ruleset, players, seed):
        name, options = ruleset
        self.game = new_game(knackpy.rules(name, **options), players=players, seed=seed)

    @rule(pick=st.integers(0, 1000))
    def legal_move(self, pick):
        legal = self.game.legal_actions()
        if legal:
            self.game = self.game.apply(legal[pick % len(legal)])

    @rule(pick=st.integers(0, 10_000))
    def illegal_attempt(self, pick):
        legal = self.game.legal_actions()
        illegal = [a for a in candidates(self.game, random.Random(pick)) if not accepted(a, legal)]
        if illegal:
            before = self.game.to_json()
            with pytest.raises(KnackpyError):
                self.game.apply(illegal[pick % len(illegal)])
            assert self.game.to_json() == before

    @rule()
    def save_and_load(self):
        loaded = load_game(self.game.to_json())
        assert loaded == self.game and loaded.legal_actions() == self.game.legal_actions()
        self.game = loaded

    @invariant()
    def conservation(self):
        if hasattr(self, "game"):
            assert places_ok(self.game)


TestKnackMachine = pytest.mark.rule("E2", "E3", "E6")(KnackMachine.TestCase)
TestKnackMachine.settings = settings(max_examples=examples(25), stateful_step_count=40, deadline=None)


@pytest.mark.rule("E2")
@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.text(max_size=40) | st.sampled_from(["tausche 7h gegen", "swap for", "7h gegen As Ks", "zu zu", "E-U E-O"])
)
def test_any_text_is_an_action_or_a_knackpy_error(text):
    game = new_game(knackpy.rules("knack"), players=3, seed=1).apply(Keep())
    before = game.to_json()
    try:
        game.apply(text)
    except KnackpyError:
        assert game.to_json() == before
