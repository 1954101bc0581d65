"""The strong Knack bots' fast path (issue 34): its rollouts end every round as the engine does, its race is seeded
and sound, and the levels that use it keep their promises (E5, determinism)."""

import importlib.util
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

import knackpy
from knackpy.bots import make_bot
from knackpy.bots.expert import ExpertBot
from knackpy.bots.knack_deals import (
    FAST_PROPOSALS,
    Dealer,
    _after_top,
    _cards,
    _pick,
    _picks,
    _pile,
    likelihood,
    weights,
)
from knackpy.bots.knack_fast import Move, Race, knack_race, outcomes, round_end
from knackpy.bots.knack_info import _R_ALL, _R_CLOSE, _R_KEEP, _R_PUSH, _R_SWAP, _knack_info, _KnackInfo
from knackpy.bots.sampling import MISS
from knackpy.bots.simple import CLOSE_AT_LEAST, KEEP_AT_LEAST
from knackpy.bots.strong_knack import knack_candidates
from knackpy.evaluation import knack_measures, swap_values, swapped_hand
from knackpy.scoring import card_points

RULESETS = [
    ("knack", {}),
    ("knack", {"renew_stock_when_all_push": False}),
    ("knack", {"deck": "french52"}),
    ("knack_oberlausitz", {}),
    ("knack_oberlausitz", {"announce_knack": False}),
]


def _rounds_through_both(rules, players: int, seed: int):
    """Yield (simulated hands, simulated losses, the engine's round result) for every turn of a seeded game of
    simple bots: from each turn on, :func:`round_end` plays the round to its end with the engine's own cards."""
    ctx = knack_measures(rules)
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot("simple", rules, seed=seed + s) for s in range(players)]
    pending = []  # snapshots of this round: (hands, table, pile, to move, closer, pushes, turns)
    while not game.is_over():
        if game.phase == "turn" and game.to_move is not None:
            view = game.view(game.to_move)
            pending.append(
                (
                    list(game.hands),
                    tuple(game.table),
                    list(game.pile),
                    game.to_move,
                    -1 if game.closer is None else game.closer,
                    view.pushes,
                    game.turns,
                )
            )
        done = len(game.round_results)
        game = game.apply(bots[game.to_move].act(game))
        if len(game.round_results) > done:
            result = game.round_results[-1]
            seats = tuple(s for s in range(players) if result.hands[s])
            nxt = [0] * players
            for s in seats:
                nxt[s] = next(seats[(seats.index(s) + k) % len(seats)] for k in range(1, len(seats) + 1))
            for hands, table, pile, p, closer, pushes, turns in pending:
                start = ((), table, closer, pushes, turns, False, p)
                ends, losses = [], []
                for me in seats:  # the same end from every seat, and each seat's chance to lose
                    info = _KnackInfo()
                    info.me, info.nxt, info.seats = me, nxt, seats
                    end, lost = round_end(ctx, info, start, [hands, pile, None, 0, pile], 10**6)
                    ends.append(end)
                    losses.append(lost)
                assert all(end == ends[0] for end in ends)
                yield ends[0], losses, seats, result
            pending = []


@pytest.mark.rule("K10", "K11", "K12", "K13", "K14", "K16", "K17", "O5", "O9", "O12", "E4")
@pytest.mark.parametrize(("ruleset", "options"), RULESETS)
def test_the_fast_rollout_ends_every_round_as_the_engine_does(ruleset, options):
    rules = knackpy.rules(ruleset, **options)
    compared = 0
    for seed in range(12):
        for players in (2, 3, 4):
            for hands, losses, seats, result in _rounds_through_both(rules, players, seed * 7 + players):
                ends = [tuple(hands[s]) for s in seats], [tuple(result.hands[s]) for s in seats]
                assert ends[0] == ends[1], (seed, players, result.ended)
                if result.why == "lowest_stich":  # K17: the tied lowest hands draw for the loser
                    low = min(result.points[s] for s in seats)
                    tied = {s for s in seats if result.points[s] == low}
                    assert result.losers[0] in tied
                    expected = {s: 1 / len(tied) if s in tied else 0.0 for s in seats}
                else:
                    expected = {s: 1.0 if s in result.losers else 0.0 for s in seats}
                assert dict(zip(seats, losses, strict=True)) == expected, (seed, players, result.why)
                compared += 1
    assert compared > 500


def test_the_likelihood_fully_explains_the_real_hands_of_rule_of_thumb_players_and_doubts_others():
    """Simple bots play the rule of thumb: their real hands explain every move (weight 1); a random hand often
    does not (each move the rule of thumb would not make costs the factor MISS)."""
    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    rng = random.Random(5)
    checked, doubted = 0, 0
    for game, info in _turns_of_simple_games(rules, ctx, 10):
        if checked >= 400:
            break
        for seat, known, k, recs in _weighed(info):
            assert likelihood(ctx, recs, tuple(game.hands[seat])) == 1.0
            guess = likelihood(ctx, recs, known + tuple(rng.sample(info.pool, k)))
            assert any(guess == pytest.approx(MISS**n) for n in range(len(recs) + 1))
            doubted += guess < 1.0
            checked += 1
    assert checked >= 100 and doubted >= checked // 10


def _weighed(info):
    """(seat, known cards, unknown count, records) of each opponent whose moves this round weigh his hidden cards."""
    for seat, known, k in info.slots:
        recs = info.records.get(seat)
        if recs and k > 0:
            yield seat, known, k, recs


def _turns_of_simple_games(rules, ctx, seeds: int):
    """(game, what its view tells) at every turn of seeded games of four simple bots."""
    for seed in range(seeds):
        game = knackpy.new_game(rules, players=4, seed=seed)
        bots = [make_bot("simple", rules, seed=s) for s in range(4)]
        while not game.is_over():
            view = game.view(game.to_move)
            if view.phase == "turn":
                yield game, _knack_info(view, ctx)
            game = game.apply(bots[game.to_move].act(game))


def _check_the_dealers_weights(ctx, info) -> int:
    """The dealer's running totals of the weights, as the likelihoods add up one by one; with ``miss`` 0 only
    the hands that explain every move are drawn.  Returns how many opponents were weighed."""
    weighed = 0
    for miss in (MISS, 0.0):
        dealer = Dealer(info, ctx, random.Random(3), miss)
        for seat, (drawn, cumulative, total) in dealer.weighted.items():
            known = next(known for s, known, _k in info.slots if s == seat)
            found = [likelihood(ctx, info.records[seat], known + prop, miss) for prop in drawn]
            assert all(found) and cumulative[-1] == total
            running = 0.0
            for weight, upto in zip(found, cumulative, strict=True):
                running += weight
                assert upto == running
            weighed += miss == 0.0
    return weighed


def test_the_weights_of_many_hands_are_their_likelihoods_and_the_picks_draw_as_one_by_one():
    """The dealer weighs its proposals together (:func:`weights`) and draws them together (:func:`_picks`): the
    same weights to the last bit and the same hands, from the same random numbers, as one at a time."""
    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    rng = random.Random(7)
    compared = dealt = 0
    for _game, info in _turns_of_simple_games(rules, ctx, 6):
        if compared >= 300:
            break
        for _seat, known, k, recs in _weighed(info):
            hands = [known + tuple(rng.sample(info.pool, k)) for _ in range(5)]
            for miss in (MISS, 0.2, 1.0):
                one_by_one = [likelihood(ctx, recs, hand, miss) for hand in hands]
                assert weights(ctx, recs, hands, miss) == one_by_one
            compared += 1
        dealt += _check_the_dealers_weights(ctx, info)
    assert compared >= 100 and dealt >= 20
    pool = list(range(20))
    for k in (0, 1, 2, 3):
        a, b = random.Random(k), random.Random(k)
        assert _picks(pool, k, a.random, 50) == [_pick(pool, k, b.random) for _ in range(50)]
        assert a.random() == b.random()


def test_an_opponent_with_one_unknown_card_is_weighed_over_every_unseen_card_once():
    """One unknown card: the dealer weighs each unseen card once (the exact weights of his moves), not a sample;
    the deals draw that card by its weight.  Without ``singles`` it samples, as for two or three cards."""
    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    checked = 0
    for _game, info in _turns_of_simple_games(rules, ctx, 8):
        singles = [(seat, known, recs) for seat, known, k, recs in _weighed(info) if k == 1]
        if not singles or checked >= 40:
            continue
        exact, sampled = Dealer(info, ctx, random.Random(1)), Dealer(info, ctx, random.Random(1), singles=False)
        for seat, known, recs in singles:
            drawn, cumulative, total = exact.weighted[seat]
            expected = [(c,) for c in info.pool if likelihood(ctx, recs, known + (c,)) > 0]
            assert drawn == expected and len(set(drawn)) == len(drawn)
            assert total == pytest.approx(sum(likelihood(ctx, recs, known + card) for card in expected))
            assert len(sampled.weighted[seat][0]) == FAST_PROPOSALS  # a sample, with repeats
            for world in exact.deal(5):
                assert world[0][seat][: len(known)] == known and (world[0][seat][-1],) in drawn
            checked += 1
    assert checked >= 20


def _likelihood_by_the_full_scan(ctx, recs, hand, miss):
    """The likelihood as its definition reads: every hand he held, all ten swaps scanned (``swap_values``), the
    rule of thumb's choice worked out in full (:func:`weights` reads the swaps only as far as it needs)."""
    value = lambda h: ctx.pairs[h[0] << 7 | h[1]][h[2]]  # noqa: E731
    misses, now = 0, value(hand)
    for kind, table, give, take, closed in recs:
        if kind == _R_SWAP:
            hand = tuple(give if c == take else c for c in hand)
        elif kind == _R_ALL:
            hand = give
        v, after_value, now = value(hand), now, value(hand)
        if kind == _R_KEEP:
            misses += v < KEEP_AT_LEAST
            continue
        best = max(swap_values(ctx, hand, table))
        if v >= ctx.call_min:
            ok = False
        elif best >= ctx.call_min or (best > v and (closed or v < CLOSE_AT_LEAST)):
            ok = kind in (_R_SWAP, _R_ALL) and after_value == best
        elif not closed and v >= CLOSE_AT_LEAST:
            ok = kind == _R_CLOSE
        else:
            ok = kind == _R_PUSH
        misses += not ok
    weight = 1.0
    for _ in range(misses):
        weight *= miss
    return weight


@pytest.mark.parametrize("ruleset, options", [("knack", {}), ("knack_oberlausitz", {"announce_knack": False})])
def test_the_weights_read_the_swaps_only_as_far_as_the_full_scan_decides(ruleset, options):
    """:func:`weights` gives up the scan of the ten swaps once a hand is decided: the same floats as the whole
    scan, for random records (consistent or not) and hands that hold the card taken last or not."""
    rules = knackpy.rules(ruleset, **options)
    ctx = knack_measures(rules)
    rng = random.Random(11)
    deck = list(ctx.numbers)
    fits = Counter()
    for _ in range(1500):
        recs = []
        for _step in range(rng.randint(1, 6)):
            kind, table = rng.randrange(5), tuple(rng.sample(deck, 3))
            give = take = None
            if kind == _R_SWAP:
                give, take = rng.choice(deck), rng.choice(table)
            elif kind == _R_ALL:
                give, take = tuple(rng.sample(deck, 3)), table
            recs.append((kind, table, give, take, rng.random() < 0.3))
        hands = [tuple(rng.sample(deck, 3)) for _ in range(6)]
        if recs[0][0] == _R_SWAP:  # hands that hold the card he took last (most of a real opponent's)
            hands += [(recs[0][3], *rng.sample([c for c in deck if c != recs[0][3]], 2)) for _ in range(6)]
        hands = [hand for hand in hands if _defined(ctx, recs, hand)]
        for miss in (MISS, 0.3, 0.0):
            expected = [_likelihood_by_the_full_scan(ctx, recs, hand, miss) for hand in hands]
            assert weights(ctx, recs, hands, miss) == expected
        fits.update(_likelihood_by_the_full_scan(ctx, recs, hand, 0.0) == 1.0 for hand in hands)
    for game, info in _turns_of_simple_games(rules, ctx, 2):  # real records: the real hands fit, guesses less
        for seat, known, k, recs in _weighed(info):
            hands = [tuple(game.hands[seat])] + [known + tuple(rng.sample(info.pool, k)) for _ in range(5)]
            expected = [_likelihood_by_the_full_scan(ctx, recs, hand, MISS) for hand in hands]
            assert weights(ctx, recs, hands) == expected
            fits.update(weight == 1.0 for weight in expected)
    assert fits[True] > 400 and fits[False] > 3000


def _defined(ctx, recs, hand) -> bool:
    """Whether every hand he held and the table he saw are different cards (else a swap has no value)."""
    try:
        _likelihood_by_the_full_scan(ctx, recs, hand, 0.5)
    except TypeError:
        return False
    return True


@pytest.mark.parametrize("ruleset, options", RULESETS)
def test_the_candidates_are_the_best_swaps_by_the_hand_they_give_then_the_lower_card_given(ruleset, options):
    """The strong bot's candidates (:func:`knack_candidates`, read off the ten swaps' values) as their definition
    reads them: every swap's new hand valued (K6), the better hand first, then the lower card given away
    (K2/O1), then the order of the legal actions; the best ``max_swaps``, all three, then the other moves."""
    rules = knackpy.rules(ruleset, **options)
    ctx = knack_measures(rules)
    checked = 0
    for seed in (1, 2):
        game = knackpy.new_game(rules, players=3, seed=seed)
        bots = [make_bot("simple", rules, seed=s) for s in range(3)]
        while not game.is_over():
            view = game.view(game.to_move)
            legal = view.legal_actions
            if view.phase == "turn" and all(a.kind != "call" for a in legal):
                swaps = sorted(
                    (-ctx.points[swapped_hand(view.hand, view.table, a)[0]], _given(a, rules), i, a)
                    for i, a in enumerate(legal)
                    if a.kind in ("swap", "swap_all")
                )
                for most in (2, 4):
                    candidates, forced = knack_candidates(view, legal, ctx, most)
                    if -swaps[0][0] >= ctx.call_min:
                        assert candidates == [] and forced[0] == swaps[0][3]
                        continue
                    keep = [item[3] for item in swaps[:most]]
                    keep += [item[3] for item in swaps[most:] if item[3].kind == "swap_all"]
                    assert forced is None and candidates == keep + [
                        a for a in legal if a.kind not in ("swap", "swap_all")
                    ]
                    checked += 1
            game = game.apply(bots[game.to_move].act(game))
    assert checked > 50


def _given(action, rules) -> int:
    return card_points(action.give, rules) if action.kind == "swap" else 0


def _a_turn(seed: int = 3):
    """A turn a few moves into a seeded game of simple bots where the strong bots weigh several moves."""
    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    game = knackpy.new_game(rules, players=4, seed=seed)
    bots = [make_bot("simple", rules, seed=s) for s in range(4)]
    while True:
        view = game.view(game.to_move)
        if view.phase == "turn" and len(game.history) >= 12:
            candidates, forced = knack_candidates(view, view.legal_actions, ctx)
            if forced is None and len(candidates) > 2:
                return rules, view
        game = game.apply(bots[game.to_move].act(game))


def test_the_dealer_deals_only_unseen_cards_and_keeps_known_ones():
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    info = _knack_info(view, ctx)
    dealer = Dealer(info, ctx, random.Random(1))
    seen = set(view.hand) | set(view.table) | set(view.out_of_play)
    for world in dealer.deal(40):
        hands, other, pile = world[0], world[2], _cards(world)
        assert tuple(hands[view.player]) == tuple(view.hand)
        dealt = [c for s, _k, _n in info.slots for c in hands[s]] + list(pile)
        assert len(dealt) == len(set(dealt)) and not seen & set(dealt)
        assert sorted(dealt) == sorted(info.pool + [c for _s, known, _n in info.slots for c in known])
        for seat, known, _n in info.slots:
            assert set(known) <= set(hands[seat]) and len(hands[seat]) == 3
        assert other is None


def test_a_deals_pile_is_drawn_from_its_own_bits_the_top_three_uniformly_the_rest_when_reached():
    """The pile's top three cards come from the deal's 32 random bits (no generator seeded): the same for every
    candidate, each card equally likely in each place; the rest is shuffled only when a rollout reaches it."""
    cards = list(range(40, 63))  # 23 cards, as the pile of a 2-player Knack deal
    counts = [[0] * len(cards) for _ in range(3)]
    bits = random.Random(7)
    for _ in range(23_000):
        world = [[], cards, None, bits.getrandbits(32), None]
        top = _pile(world)
        assert _pile(world) is top and len(top) == 3 and len(set(top)) == 3 and set(top) <= set(cards)
        for place, card in enumerate(top):
            counts[place][card - 40] += 1
    for place in counts:  # 1,000 expected each; 5 standard deviations (about 160) is far from chance
        assert all(abs(count - 1000) < 160 for count in place), place
    world = [[], cards, None, 12345, None]
    top = list(_pile(world))
    whole = _pile(world, 4)  # a second new table: the whole pile in order, the top three unchanged
    assert whole[:3] == top and sorted(whole) == cards
    assert _pile(world, 23) is whole


def test_the_deal_after_the_piles_top_three_holds_the_rest_of_the_pile():
    hands = [(1, 2, 3), (4, 5, 6)]
    world = [hands, list(range(40, 50)), None, 99, None]
    top = _pile(world)[:3]
    rest = _after_top(world)
    assert rest[0] is hands and sorted(rest[1]) == sorted(set(range(40, 50)) - set(top)) and rest[4] is None
    assert rest[3] != world[3]  # its own bits: the next three are not tied to the first
    dealt = list(range(40, 50))  # the coach's deals come with the pile in order: the rest keeps it
    rest = _after_top([hands, dealt, None, 0, dealt])
    assert rest[1] == dealt[3:] and rest[4] == dealt[3:]


def test_the_race_is_seeded_and_keeps_the_moves_within_reach_of_the_best():
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    candidates, forced = knack_candidates(view, view.legal_actions, ctx)
    assert forced is None and len(candidates) > 2
    how = Race()
    first = knack_race(view, ctx, candidates, random.Random(9), how)
    assert first == knack_race(view, ctx, candidates, random.Random(9), how)
    values, deals, alive, _settled = first
    assert all(d in (how.peek, how.first) or how.first <= d <= how.most for d in deals)
    assert sum(deals) <= how.total + how.batch * len(candidates)
    best = min(range(len(values)), key=values.__getitem__)
    assert all(deals[i] >= deals[j] for i in alive for j in range(len(deals)))  # the moves left got the most
    assert values[best] <= min(values[i] for i in alive)
    assert how.keep == 2 and len([d for d in deals if d > how.first]) <= how.keep  # the strong bot's race
    wide = knack_race(view, ctx, candidates, random.Random(9), Race(keep=99))[1]
    assert len([d for d in wide if d > how.first]) > how.keep  # here a third move would have played on


def test_a_race_that_keeps_two_moves_plays_on_only_the_two_best_of_the_first_deals():
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    candidates, _ = knack_candidates(view, view.legal_actions, ctx)
    how = Race(se=99.0, keep=2, peek=0)  # nobody drops out by the standard errors: only ``keep`` cuts the race
    values, deals, alive, _settled = knack_race(view, ctx, candidates, random.Random(9), how)
    assert len(alive) == 2 and all(deals[i] == how.most for i in alive)
    assert sorted(set(deals)) == [how.first, how.most]
    first_values = knack_race(view, ctx, candidates, random.Random(9), Race(se=99.0, most=how.first, peek=0))[0]
    ranked = sorted(range(len(candidates)), key=lambda i: (first_values[i], i))
    assert first_values[ranked[1]] < first_values[ranked[2]]  # no tie at the cut in this position
    assert set(alive) == set(ranked[:2])  # the two best after the first deals
    assert [values[i] for i in range(len(candidates)) if i not in alive] == [
        first_values[i] for i in range(len(candidates)) if i not in alive
    ]


def test_an_early_look_stops_only_the_moves_far_behind_after_the_first_deals():
    """After ``peek`` deals a move ``peek_se`` standard errors behind the best plays no more; the others play
    on exactly as without the look (the same deals), so the look only saves rollouts."""
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    candidates, _ = knack_candidates(view, view.legal_actions, ctx)
    how = Race()
    assert 0 < how.peek < how.first
    values, deals, alive, _settled = knack_race(view, ctx, candidates, random.Random(9), how)
    plain = knack_race(view, ctx, candidates, random.Random(9), replace(how, peek=0))
    stopped = [i for i, d in enumerate(deals) if d == how.peek]
    assert stopped  # here some move is far behind after 8 deals
    assert all(i not in plain[2] for i in stopped)  # ... and would not have been in the race to the end either
    assert alive == plain[2] and [values[i] for i in alive] == [plain[0][i] for i in alive]
    assert sum(deals) < sum(plain[1])
    assert ExpertBot.race.peek == 0  # the expert was measured without the look


def test_a_race_with_one_deal_per_batch_and_all_the_time_matches_the_plain_average():
    """With every move in every deal (nobody drops out), the race's means are the rollouts' plain means."""
    rules, view = _a_turn(5)
    ctx = knack_measures(rules)
    candidates, _ = knack_candidates(view, view.legal_actions, ctx)
    how = Race(first=60, most=60, peek=0)
    values, deals, alive, settled = knack_race(view, ctx, candidates, random.Random(2), how)
    assert deals == [60] * len(candidates) and len(alive) == len(candidates) and not settled
    info = _knack_info(view, ctx)
    dealer = Dealer(info, ctx, random.Random(2), how.miss, how.proposals)
    worlds = dealer.deal(60)
    horizon = 5 * len(info.seats)
    moves = [Move(action, info.hand, info.table) for action in candidates]
    for value, row in zip(values, outcomes(ctx, info, moves, worlds, horizon), strict=True):
        assert len(row) == 60 and value == pytest.approx(sum(row) / 60)


def test_the_strong_knack_bot_picks_a_legal_move_the_same_way_twice_and_explains_it():
    level = "strong"
    rules = knackpy.rules("knack")
    for seed in range(3):
        game = knackpy.new_game(rules, players=3, seed=seed)
        bots = [make_bot(level, rules, seed=s) for s in range(3)]
        twins = [make_bot(level, rules, seed=s) for s in range(3)]
        while not game.is_over():
            view = game.view(game.to_move)
            action = bots[game.to_move].choose(view)
            assert action in view.legal_actions and twins[game.to_move].choose(view) == action
            game = game.apply(action)
        assert all(bot.explain_last("en") for bot in bots)


def test_the_budget_bounds_the_race():
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    candidates, _ = knack_candidates(view, view.legal_actions, ctx)
    first = Race().first * len(candidates)
    how = Race(total=first + 10, peek=0)  # every move plays the first deals (no early look), then the budget ends it
    _values, deals, _alive, _settled = knack_race(view, ctx, candidates, random.Random(4), how)
    assert first <= sum(deals) <= first + 10
    bot = make_bot("strong", rules, seed=1)
    small = type(bot)(rules, seed=1, budget=first + 10)
    assert small.budget == small.race.total == first + 10 and bot.race.total == bot.budget
    assert small.choose(view) in view.legal_actions


def test_the_regret_benchmark_reads_race_settings_and_scores_a_perfect_choice_zero():
    """``benchmarks/race_regret.py``: settings are Race fields with their types; a race that picks the true best
    move has no regret, and the long run's truth is one value per candidate."""
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "race_regret.py"
    spec = importlib.util.spec_from_file_location("race_regret", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module._setting("se=1.5,batch=8,singles=0") == {"se": 1.5, "batch": 8, "singles": False}
    assert module._setting("") == {}
    with pytest.raises(SystemExit):
        module._setting("speed=9")
    rules, view = _a_turn()
    ctx = knack_measures(rules)
    info = _knack_info(view, ctx)
    candidates, _ = knack_candidates(view, view.legal_actions, ctx)
    moves = [Move(action, info.hand, info.table) for action in candidates]
    races = [(info, ctx, moves, Race())]
    truth = module._truth(races, 40)
    assert len(truth[0]) == len(moves) and all(0.0 <= value <= 1.0 for value in truth[0])
    perfect = module._choice(truth[0], list(range(len(moves))), moves)
    assert truth[0][perfect] == min(truth[0])
    regrets, rollouts, _proposals, deals = module._measure(races, truth, {"first": 40, "most": 40, "peek": 0}, 1)
    assert rollouts == 40 * len(moves) and deals == 40 and 0.0 <= regrets[0] <= max(truth[0]) - min(truth[0])
