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


@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_a_rounds_end_tells_the_same_events_whenever_it_is_read(ruleset):
    """A scored round keeps its events and result unworked until read: read at once, or only at the game's
    end, or by another game that shares the state, they are the same."""
    rules = knackpy.rules(ruleset)
    rng = random.Random(7)
    game = new_game(rules, players=3, seed=7)
    early: list = []  # the history read after every round's end, as it was then
    while not game.is_over():
        rounds = len(game.round_results)
        game = game.apply(rng.choice(game.legal_actions()))
        if len(game.round_results) > rounds:
            early.append(tuple(game.view(0).history))
    replayed = knackpy.load_game(game.to_json())  # the same moves, nothing read on the way
    assert len(early) == len(game.round_results) > 1
    for seen in early:
        assert game.history[: len(seen)] == seen
    assert replayed.history == game.history
    assert replayed.round_results == game.round_results
    assert game.round_results == game.round_results  # a new RoundResult each time, equal every time
    assert game.view(None).results[-1] == game.round_results[-1]
    kinds = [event.kind for event in game.history]
    assert kinds.count("knack_round") + kinds.count("knack_round_lausitz") == len(game.round_results)


def test_start_is_one_method_for_both_engines():
    """``start`` checks the set-up in the core and lets the engine deal (``_begin``); a ruleset's name works."""
    from knackpy.engine.charakir import CharakirGame
    from knackpy.engine.core import Game
    from knackpy.engine.knack import KnackGame

    assert "start" in vars(Game) and "start" not in vars(KnackGame) and "start" not in vars(CharakirGame)
    by_name = KnackGame.start("knack", players=3, seed=5)
    assert by_name.to_json() == KnackGame.start(knackpy.rules("knack"), players=3, seed=5).to_json()
    assert CharakirGame.start("charakir", players=3, seed=5).legal_actions()
    with pytest.raises(knackpy.KnackpyError):
        KnackGame.start("charakir", players=3, seed=5)


@pytest.mark.rule("K14")
def test_a_forgotten_call_is_offered_again_on_the_next_turn():
    """The turn looks up the mover's points only after he forgot a call (K14); so in every turn of random
    games the call is offered exactly when the hand is worth 31 or 33."""
    rules = knackpy.rules("knack")
    forgot_and_offered = 0
    for seed in range(40):
        rng = random.Random(seed)
        game = new_game(rules, players=3, seed=seed)
        while not game.is_over():
            if game.phase == "turn":
                offered = any(action.kind == "call" for action in game.legal_actions())
                worth = game.value(game.to_move).points in (31, 33)
                assert offered == worth, (seed, game)
                forgot_and_offered += offered
            game = game.apply(rng.choice(game.legal_actions()))
    assert forgot_and_offered > 0  # random players forget calls: the case was met


@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_the_lazy_history_gives_the_events_since_a_round_start_as_the_whole_history_does(ruleset):
    """``LazyHistory.since`` (the bots read only the current round) works out the newest events only, and
    they are the tail of the whole history, whether that was read before or not."""
    rng = random.Random(11)
    game = new_game(knackpy.rules(ruleset), players=3, seed=11)

    def starts_round(event):
        return event.kind in ("knack_round", "knack_round_lausitz", "charakir_deal")

    def never(event):
        return False

    checked = 0
    while not game.is_over():
        for start in (starts_round, never):
            fresh = game.view(game.to_move).history
            tail = fresh.since(start)  # before the whole history was read
            whole = tuple(fresh)
            at = len(whole) - 1
            while at >= 0 and not start(whole[at]):
                at -= 1
            assert tail == list(whole[at + 1 :]) == fresh.since(start)  # and after
            checked += start is starts_round and at >= 0 and len(tail) < len(whole) - 1
        game = game.apply(rng.choice(game.legal_actions()))
    assert checked > 20


@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_the_lazy_history_reads_back_to_a_marked_point_of_the_game(ruleset):
    """``LazyHistory.back_to`` stops at the newest node a reader marked (its ``head`` earlier in the game): the
    events after it are the tail of the whole history; with nothing marked it reads as ``since`` does."""
    rng = random.Random(12)
    game = new_game(knackpy.rules(ruleset), players=3, seed=12)
    marks: dict[int, tuple] = {}  # id(node) -> (node, how many events up to it)
    checked = 0
    while not game.is_over():
        history = game.view(game.to_move).history
        whole = tuple(history)
        found, tail = history.back_to(lambda event: False, lambda node: marks.get(id(node), (None, None))[1])
        if marks:
            assert found is not None and tail == list(whole[found:])
            checked += 0 < len(tail) < len(whole)
        assert history.back_to(lambda event: False, None) == (None, list(whole))
        if rng.random() < 0.3:
            marks[id(history.head)] = (history.head, len(whole))
        game = game.apply(rng.choice(game.legal_actions()))
    assert checked > 20


@pytest.mark.rule("E2")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_knack_apply_takes_a_move_exactly_when_it_is_legal(ruleset):
    """``apply`` checks a swap by its cards (in hand, on the table, in a turn) and the other moves among the
    legal actions, the last three first: in every state of random games it takes exactly the legal moves."""
    rules = knackpy.rules(ruleset)
    deck = rules.deck.cards
    from knackpy.engine.knack import KnackGame, Push, Swap, SwapAll
    from knackpy.engine.knack.turns import _legal_turn

    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        game = new_game(rules, players=3, seed=seed)
        while not game.is_over():
            legal = game.legal_actions()
            if game.phase == "turn":
                assert _legal_turn(game) == legal  # the common case listed inline, as the full function lists it
            hand = game.hands[game.to_move] or deck[:3]
            others = [c for c in deck if c not in hand and c not in game.table][:2]
            tries = [
                KnackGame.swap(g, t) for g in (*hand, *others) for t in (*(game.table or deck[3:6]), *others) if g != t
            ]
            tries += [SwapAll(), Push(), *(a for a in legal if not isinstance(a, Swap))]
            for action in tries:
                if action in legal:
                    assert game.apply(action).to_json() == game._do(action).to_json()
                else:
                    with pytest.raises(knackpy.IllegalActionError):
                        game.apply(action)
                checked += 1
            game = game.apply(rng.choice(legal))
    assert checked > 1000
