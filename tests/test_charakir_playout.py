"""Random playouts of Charakir in the style of OpenSpiel's game simulation test.

Many seeded games with random legal actions, for several player counts and
both readings of ``pair_may_use_taken_card``, game ends by limit and by
rounds, and a low turn cap.  After every step: every card in exactly one place
(E3), a random illegal action rejected with the state unchanged (E2), hands
of 4, 2 or 0 cards between turns (C9); on many steps ``can(a) == (a in
legal_actions())`` over every action there is; at every round end the
scoring obeys C11/C12 and the game survives ``to_json``/``load_game`` (E6).
Every game ends (E4, C13) and replays identically from its seed (E1).
"""

from __future__ import annotations

import random

import pytest
from fast_loop import examples
from hypothesis import given, settings
from hypothesis import strategies as st

import knackpy
from knackpy import IllegalActionError
from knackpy.engine import load_game, new_game
from knackpy.engine.charakir import all_actions

UNIVERSE = all_actions()
UNIVERSE_SET = frozenset(UNIVERSE)
DECK = sorted(knackpy.rules("charakir").deck.cards)
PENALTY = 25  # C11, written out: the test does not trust the engine's constant
MAX_STEPS = 20_000  # far above any real game: a random game to 100 points takes a few hundred steps

CONFIGS = [
    # (players, options, games); every step of the first games checks can() on all 134 actions
    (2, {}, 30),
    (3, {"pair_may_use_taken_card": False}, 30),
    (4, {}, 30),
    (5, {"pair_may_use_taken_card": False, "rounds": 3, "limit": None}, 25),
    (7, {"limit": 60, "rounds": 4}, 20),
    (12, {"turn_cap": 5}, 20),
    (4, {"turn_cap": 3, "rounds": 6, "limit": None, "pair_may_use_taken_card": False}, 30),
]


def snapshot(game) -> tuple:
    """Everything a step could change (cheaper than to_json on every step)."""
    return (
        game.hands,
        game.pile,
        game.discard_pile,
        game.phase,
        game.to_move,
        game.knocker,
        game.turns,
        game.totals,
        game.round_results,
        game.round_no,
        game.dealer,
        game.actions,
        game.history,
    )


def check_conservation(game) -> None:
    """E3: the 52 cards, each in exactly one place."""
    everywhere = [c for cards in game.card_places().values() for c in cards]
    assert sorted(everywhere) == DECK


def check_illegal_rejected(game, legal, rng: random.Random, compare_json: bool) -> None:
    """E2: a random action that is not legal raises, names a rule and leaves the state as it was."""
    illegal = rng.choice(UNIVERSE)
    while illegal in legal:
        illegal = rng.choice(UNIVERSE)
    before = snapshot(game)
    json_before = game.to_json() if compare_json else None
    with pytest.raises(IllegalActionError) as info:
        game.apply(illegal)
    assert info.value.rule in ("E2", "C7", "C8", "C9", "C10")
    assert snapshot(game) == before and game.legal_actions() is legal
    if compare_json:
        assert game.to_json() == json_before


def check_can_matches_legal(game, legal) -> None:
    """E2: the reasons (check) and the list (legal_actions) agree on every action there is."""
    for action in UNIVERSE:
        assert game.can(action) == (action in legal), (action, game)


def check_round_result(result, knock_limit: int) -> None:
    """C11/C12 on every scored round, whatever the cards."""
    points = [p.hand_points for p in result.players]
    scores = list(result.scores)
    k = result.knocker
    if k is None:
        assert scores == points and result.rule == "C12"
        return
    assert result.rule == "C11" and points[k] <= knock_limit
    others = [q for q in range(len(points)) if q != k]
    if all(points[q] > points[k] for q in others):
        assert scores[k] == 0 and all(scores[q] == points[q] for q in others)
    else:
        assert scores[k] == PENALTY and all(scores[q] == 0 for q in others)


def check_round_end(game, before) -> None:
    """At a round end: totals add up, the result obeys C11/C12, and the game survives a save (E6)."""
    result = game.round_results[-1]
    previous = before.round_results[-1].totals if before.round_results else (0,) * game.n_players
    assert result.totals == tuple(t + s for t, s in zip(previous, result.scores, strict=True)) == game.totals
    check_round_result(result, game.rules.knock_limit)
    assert result.text("de") and result.text("en")
    loaded = load_game(game.to_json())
    assert loaded == game and loaded.legal_actions() == game.legal_actions() and loaded.hands == game.hands


def playout(rules, players: int, seed: int, full_every: int):
    """One random game with every check; returns the game and the actions chosen."""
    rng = random.Random(seed * 7919 + players)
    game = new_game(rules, players=players, seed=seed)
    chosen = []
    for step in range(MAX_STEPS):
        check_conservation(game)
        legal = game.legal_actions()
        if game.is_over():
            assert legal == ()
            break
        assert legal and len(set(legal)) == len(legal) and set(legal) <= UNIVERSE_SET
        if game.phase == "draw":
            assert len(game.hands[game.to_move]) in (0, 2, 4)  # C9 reading: hands shrink two at a time
        check_illegal_rejected(game, legal, rng, compare_json=step % 50 == 0)
        if step % full_every == 0:
            check_can_matches_legal(game, legal)
        action = rng.choice(legal)
        before = game
        game = game.apply(action)
        chosen.append(action)
        assert before.legal_actions() is legal  # the old state is untouched
        if len(game.round_results) != len(before.round_results):
            check_round_end(game, before)
    else:  # pragma: no cover - a failure of termination
        raise AssertionError(f"no end after {MAX_STEPS} steps")
    check_can_matches_legal(game, ())
    return game, chosen


@pytest.mark.slow  # whole games by the hundred; the fast loop keeps test_hypothesis_games_keep_the_invariants
@pytest.mark.rule("E1", "E2", "E3", "E4", "E6", "C7", "C8", "C9", "C10", "C11", "C12", "C13")
@pytest.mark.parametrize(("players", "options", "games"), CONFIGS)
def test_random_playouts_keep_every_invariant(players, options, games):
    rules = knackpy.rules("charakir", **options)
    for seed in range(games):
        game, chosen = playout(rules, players, seed, full_every=1 if seed < 4 else 7)
        outcome = game.outcome()
        low = min(game.totals)
        assert outcome.winners == tuple(p for p, t in enumerate(game.totals) if t == low)
        ended_by_limit = rules.limit is not None and max(game.totals) > rules.limit
        ended_by_rounds = rules.rounds is not None and len(game.round_results) == rules.rounds
        assert ended_by_limit or ended_by_rounds
        if rules.rounds is not None:
            assert len(game.round_results) <= rules.rounds
        assert all(r.dealer == (game.round_results[0].dealer + i) % players for i, r in enumerate(game.round_results))
        # E1: the same seed and the same actions give the same game
        again = new_game(rules, players=players, seed=seed)
        for action in chosen:
            again = again.apply(action.to_text())
        assert again.to_json() == game.to_json() and again.history == game.history
        assert len(game.history_text("de")) == len(game.history_text("en")) == len(game.history)
        assert load_game(game.to_json()) == game


@pytest.mark.rule("E4", "C12")
def test_without_the_cap_every_round_ends_within_the_pile_and_the_shrinking_hands():
    """A round lasts at most pile + 2 * players turns: every draw uses the pile, every taking costs two cards."""
    for seed in range(5):
        for players in (2, 6, 12):
            rules = knackpy.rules("charakir", turn_cap=100_000, rounds=3, limit=None)
            game, _ = playout(rules, players, seed, full_every=10**9)
            bound = (52 - 4 * players - 1) + 2 * players
            assert len(game.round_results) == 3
            assert all(r.ended_by in ("pile_empty", "last_turns") and 1 <= r.turns <= bound for r in game.round_results)


@settings(max_examples=examples(60), deadline=None)
@given(
    seed=st.integers(0, 2**40),
    players=st.integers(2, 12),
    flag=st.booleans(),
    cap=st.sampled_from([1, 2, 7, 200]),
    data=st.data(),
)
@pytest.mark.rule("E1", "E2", "E3", "E6", "C8")
def test_hypothesis_games_keep_the_invariants(seed, players, flag, cap, data):
    rules = knackpy.rules("charakir", pair_may_use_taken_card=flag, turn_cap=cap, rounds=2, limit=None)
    game = new_game(rules, players=players, seed=seed)
    start = game
    for _ in range(300):
        if game.is_over():
            break
        legal = game.legal_actions()
        action = data.draw(st.sampled_from(legal))
        if data.draw(st.booleans()):  # sometimes go through the text a person would type
            action = action.to_text()
        game = game.apply(action)
        check_conservation(game)
    assert start.legal_actions() == new_game(rules, players=players, seed=seed).legal_actions()
    loaded = load_game(game.to_json())
    assert loaded == game and loaded.view(None).data["hands"] == game.hands
    for p in range(players):
        view = game.view(p)
        others = {c for q, h in enumerate(game.hands) if q != p for c in h} | set(game.pile)
        assert not others & set(view.hand) and "hands" not in view.data and "pile" not in view.data
