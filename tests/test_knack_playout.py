"""Random playouts of the Knack engine in the style of OpenSpiel's game simulation test.

Many seeded games per ruleset and flag combination; after every step: every
card in exactly one place (E3), a random illegal action rejected with the
state unchanged (E2), ``can(a)`` agreeing with ``legal_actions()`` over a
universe of candidates (E2); at checkpoints ``to_json``/``load_game`` round
trips (E6); at the end, the same seed and actions give the same game (E1) and
every game ended (E4).  A hypothesis state machine explores the same space.
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
GAMES_PER_COMBO = 300
MAX_STEPS = 20_000  # E4: far above any capped game; reaching it means a game that does not end

FIXED_ACTIONS = (
    Keep(),
    Throw(),
    SwapAll(),
    Push(),
    EndTurn(),
    NewTable(),
    *(CallKnack(c) for c in ("knack", "feuer", "superknack")),
)


def snapshot(game: KnackGame) -> tuple:
    """Every field of the state except the legal-action cache (states are immutable: compare by identity)."""
    return tuple(getattr(game, name) for name in ("rules", "seed", "_log", "_events", *KnackGame.__slots__[:-1]))


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


def choose(game: KnackGame, rng: random.Random, patient: bool):
    legal = game.legal_actions()
    if patient and rng.random() < 0.9:  # a table that rarely closes exercises K12, K19 and E4
        calm = [a for a in legal if not isinstance(a, Close | CallKnack)]
        if calm:
            return rng.choice(calm)
    return rng.choice(legal)


def check_step(game: KnackGame, rng: random.Random) -> None:
    assert places_ok(game), game.card_places()
    legal = game.legal_actions()
    assert len(set(legal)) == len(legal)
    universe = candidates(game, rng)
    illegal = [a for a in universe if not accepted(a, legal)]
    sample = rng.sample(illegal, min(4, len(illegal)))  # every legal action, and a few illegal ones per step
    for action in (*legal, *sample):
        assert game.can(action) == accepted(action, legal), (action, legal)
    if illegal:
        before = snapshot(game)
        with pytest.raises(KnackpyError):
            game.apply(rng.choice(illegal))
        assert snapshot(game) == before and game.legal_actions() == legal


def playout(rules, seed: int, checks: bool = True) -> KnackGame:
    rng = random.Random(seed)
    game = new_game(rules, players=rng.choice(range(2, min(rules.max_players, 6) + 1)), seed=seed)
    patient = rng.random() < 0.3
    checkpoint = rng.randrange(1, 60)
    for step in range(MAX_STEPS):
        if checks:
            check_step(game, rng)
        if game.is_over():
            break
        if step == checkpoint:
            assert load_game(game.to_json()) == game
        game = game.apply(choose(game, rng, patient))
    assert game.is_over(), "E4: the game did not end"
    return game


@pytest.mark.slow  # whole games by the hundred; the fast loop keeps the state machine (TestKnackMachine)
@pytest.mark.rule("E1", "E2", "E3", "E4", "E6")
@pytest.mark.parametrize(("ruleset", "options"), COMBOS, ids=[f"{n}-{'-'.join(o) or 'defaults'}" for n, o in COMBOS])
def test_random_playouts_keep_every_invariant(ruleset, options):
    rules = knackpy.rules(ruleset, **options)
    ended = set()
    for seed in range(GAMES_PER_COMBO):
        game = playout(rules, seed, checks=seed % 4 == 0)  # per-step checks on a quarter of the games
        outcome = game.outcome()
        assert outcome is not None and outcome.winners and game.legal_actions() == ()
        assert sum(game.in_game) <= 1
        if seed % 10 == 0:
            loaded = load_game(game.to_json())
            assert loaded == game and loaded.history == game.history and loaded.round_results == game.round_results
            replayed = new_game(rules, players=game.n_players, seed=game.seed)
            for action in game.actions:
                replayed = replayed.apply(action)
            assert replayed == game and replayed.history_text("en") == game.history_text("en")
        ended.update(r.ended for r in game.round_results)
    assert {"call", "closed"} <= ended


@pytest.mark.rule("E1")
def test_same_seed_and_policy_give_the_same_game():
    rules = knackpy.rules("knack_oberlausitz", seven_eight_nine=True)
    for seed in range(5):
        one, two = playout(rules, seed, checks=False), playout(rules, seed, checks=False)
        assert one.to_json() == two.to_json() and one.history_text("de") == two.history_text("de")


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
