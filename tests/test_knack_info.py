"""What the strong Knack bot reads from its view (knack_info, issue 34): the round's history is read on from the
point a view of the same game read before, and that gives what a fresh reading of the whole round gives."""

import random

import pytest

import knackpy
from knackpy.bots import make_bot
from knackpy.bots.knack_info import (
    _R_ALL,
    _R_CLOSE,
    _R_KEEP,
    _R_PUSH,
    _R_SWAP,
    RECORDS,
    _knack_info,
    _knack_known,
    _marked,
    _starts_round,
)
from knackpy.engine.core import Event, LazyHistory
from knackpy.evaluation import knack_measures


def _read_the_whole_round(events, me):
    """The round's history read from its start, one event after the other (the reading before issue 34's
    session 14, kept here as the definition): known cards, callers, each opponent's newest records first."""
    start = len(events) - 1
    while start >= 0 and events[start].kind not in ("knack_round", "knack_round_lausitz"):
        start -= 1
    known, callers, records, table, closed = {}, set(), {}, (), False
    for event in events[start + 1 :]:
        kind, p, params = event.kind, event.player, dict(event.params)
        if kind == "knack_swap":
            give, take = int(params["give"]), int(params["take"])
            cards = known.setdefault(p, [])
            if give in cards:
                cards.remove(give)
            cards.append(take)
            records.setdefault(p, []).append((_R_SWAP, table, give, take, closed))
            table = tuple(give if c == take else c for c in table)
        elif kind == "knack_swap_all":
            known[p] = list(map(int, params["take"]))
            records.setdefault(p, []).append((_R_ALL, table, tuple(map(int, params["give"])), table, closed))
            table = tuple(map(int, params["give"]))
        elif kind == "knack_push":
            records.setdefault(p, []).append((_R_PUSH, table, None, None, closed))
        elif kind in ("knack_close", "knack_close_lausitz"):
            records.setdefault(p, []).append((_R_CLOSE, table, None, None, closed))
            closed = True
        elif kind in ("knack_keep", "knack_throw"):
            table = tuple(map(int, params["cards"]))
            if kind == "knack_keep":
                records.setdefault(p, []).append((_R_KEEP, table, None, None, closed))
        elif kind in ("knack_renew", "knack_new_table"):
            table = tuple(map(int, params["new"]))
        elif kind == "knack_deal_call":
            known[p] = list(map(int, params["cards"]))
            callers.add(p)
        elif kind == "knack_deal_call_announced":
            callers.add(p)
    known.pop(me, None)
    records.pop(me, None)
    return known, callers, {p: recs[: -RECORDS - 1 : -1] for p, recs in records.items()}


def _as_read(found):
    known, callers, records = found
    return {p: list(cards) for p, cards in known.items()}, set(callers), records


@pytest.mark.parametrize(
    "ruleset, options, seeds, shown",
    [
        ("knack", {}, (0, 2), True),  # both with a hand shown on the deal (K15)
        ("knack", {"renew_stock_when_all_push": False}, (5, 6), False),
        ("knack_oberlausitz", {}, (2, 3), True),
    ],
)
def test_the_round_read_on_from_an_earlier_view_is_the_round_read_from_its_start(ruleset, options, seeds, shown):
    """Two seeded games of simple bots played turn about (so their views share the marks), read at random
    positions, for the player to move and for somebody else: every reading equals the whole round read from its
    start, and most readings go back only to a view read before (not to the round's start)."""
    rules = knackpy.rules(ruleset, **options)
    rng = random.Random(4)
    games = [knackpy.new_game(rules, players=4, seed=seed) for seed in seeds]
    bots = [make_bot("simple", rules, seed=s) for s in range(4)]  # one set of bots for both games
    read = read_on = calls = rounds = 0
    while any(not game.is_over() for game in games):
        for index, game in enumerate(games):
            if game.is_over():
                continue
            if rng.random() < 0.6:
                history = game.view(game.to_move).history
                mark, _events = history.back_to(_starts_round, _marked)
                read_on += mark is not None
                for me in (game.to_move, rng.randrange(4)):
                    expected = _read_the_whole_round(tuple(history), me)
                    assert _as_read(_knack_known(history, me)) == expected
                    assert _as_read(_knack_known(tuple(history), me)) == expected  # a plain sequence too
                    calls += bool(expected[1])
                read += 1
            games[index] = game.apply(bots[game.to_move].act(game))
            rounds += games[index].view(0).round != game.view(0).round
    assert read > 80 and read_on > read // 2 and rounds > 10 and (calls > 0) == shown


def test_a_record_the_reading_does_not_expect_makes_it_know_nothing_until_the_next_round():
    """An event without its cards (not the engine's): the round tells nothing from there on, read on or fresh
    (rather nothing than something wrong); a new round is read again, and of a player's many decisions only
    the newest :data:`RECORDS` are kept."""
    events = [
        Event("knack_round", 0, (("round", 1),), "K4"),
        Event("knack_keep", 1, (("cards", (1, 2, 3)),), "K5"),
        Event("knack_swap", 2, (("give", 4), ("take", 1)), "K10"),
        Event("knack_swap", 3, (("give", 5),), "K10"),  # no card taken
        Event("knack_push", 0, (), "K11"),
        Event("knack_round", 0, (("round", 2),), "K4"),
        Event("knack_keep", 1, (("cards", (6, 7, 8)),), "K5"),
        Event("knack_swap", 2, (("give", 9), ("take", 6)), "K10"),
        *[Event("knack_push", 3, (), "K11")] * (RECORDS + 2),  # only his newest RECORDS are kept
    ]
    node = None
    seen = []
    for event in events:
        node = (node, event)
        history = LazyHistory(node)
        seen.append(_knack_known(history, 0))
        assert _knack_known(tuple(history), 0) == seen[-1]
    assert seen[2][0] == {2: (1,)} and seen[2][2][2] == [(_R_SWAP, (1, 2, 3), 4, 1, False)]
    assert seen[3] == seen[4] == ({}, set(), {})
    assert seen[7][0] == {2: (6,)} and set(seen[7][2]) == {1, 2}
    assert seen[-1][2][3] == [(_R_PUSH, (9, 7, 8), None, None, False)] * RECORDS
    assert seen[-1][2][2] == [(_R_SWAP, (6, 7, 8), 9, 6, False)]


def test_the_view_read_twice_or_by_the_coach_gives_the_same_information():
    """Reading a view again (its history's newest node is marked now) gives the same information as the first
    time: the pool, the slots and the records."""
    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    game = knackpy.new_game(rules, players=3, seed=1)
    bots = [make_bot("simple", rules, seed=s) for s in range(3)]
    compared = 0
    while not game.is_over():
        view = game.view(game.to_move)
        if view.phase == "turn":
            first, again = _knack_info(view, ctx), _knack_info(view, ctx)
            assert _marked(view.history.head) is not None
            assert (first.pool, first.slots, first.records) == (again.pool, again.slots, again.records)
            compared += bool(first.records)
        game = game.apply(bots[game.to_move].act(game))
    assert compared > 10


def test_threads_reading_their_own_games_at_once_read_what_a_fresh_reading_gives():
    """The classroom server's threads share the marks: four threads, each playing its own seeded game, read every
    position and always get what the round read from its start gives (a slot is replaced as a whole)."""
    import threading

    rules = knackpy.rules("knack")
    failures: list = []
    readings = [0] * 4

    def play(index: int) -> None:
        game = knackpy.new_game(rules, players=3, seed=20 + index)
        bots = [make_bot("simple", rules, seed=s) for s in range(3)]
        while not game.is_over():
            history = game.view(game.to_move).history
            if _knack_known(history, game.to_move) != _knack_known(tuple(history), game.to_move):
                failures.append((index, len(history)))
            readings[index] += 1
            game = game.apply(bots[game.to_move].act(game))

    threads = [threading.Thread(target=play, args=(index,)) for index in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == [] and min(readings) > 30
