"""The strong Knack bot's deals of the unseen cards (issue 34): the dealer's quick bookkeeping deals exactly what
the plain loop deals, from the same random numbers, so the bot's decisions stay the same."""

import random
from bisect import bisect_right
from concurrent.futures import ThreadPoolExecutor

import pytest

import knackpy
from knackpy.bots import make_bot
from knackpy.bots.knack_deals import Dealer, _cards, _pick, _picks, _pile, _shuffle
from knackpy.bots.knack_info import _knack_info
from knackpy.evaluation import knack_measures


def _plain_deals(info, weighted: dict, rng: random.Random, count: int) -> list[tuple]:
    """The deals one by one as session 13 dealt them: per deal (hands, the chooser's hand, seed, the pile's cards
    unshuffled and shuffled by ``random.Random(seed)``)."""
    r = rng.random
    pool = info.pool
    slots = list(info.slots) + ([(-1, (), 3)] if info.choosing else [])
    out = []
    for _ in range(count):
        used: set = set()
        hands: list = [()] * len(info.nxt)
        hands[info.me] = info.hand
        other = None
        for seat, known, k in slots:
            prop = None
            if seat in weighted:
                options, cumulative, total = weighted[seat]
                for _attempt in range(6):
                    candidate = options[bisect_right(cumulative, r() * total)]
                    if used.isdisjoint(candidate):
                        prop = candidate
                        break
            if prop is None:
                prop = _pick([c for c in pool if c not in used] if used else pool, k, r)
            used.update(prop)
            if seat < 0:
                other = prop
            else:
                hands[seat] = known + prop if known else prop
        cards = [c for c in pool if c not in used]
        seed = rng.getrandbits(32)
        out.append((hands, other, seed, cards, _whole_pile(cards, seed)))
    return out


def _whole_pile(cards: list, seed: int) -> list:
    """A deal's whole pile as the rollouts see it (:func:`_pile`): the top three cards drawn from the seed's
    digits, the rest in ``random.Random(seed).shuffle``'s order."""
    rest, x, top = cards[:], seed, []
    for _ in range(min(3, len(rest))):
        x, j = divmod(x, len(rest))
        top.append(rest.pop(j))
    rest = [c for c in cards if c not in top]
    random.Random(seed).shuffle(rest)
    return top + rest


def _quick_deals(dealer: Dealer, counts: list[int]) -> list[tuple]:
    """The dealer's deals in batches of ``counts``, as the plain loop lists them."""
    return [
        (world[0], world[2], world[3], _cards(world), _pile(world, len(_cards(world))))
        for count in counts
        for world in dealer.deal(count)
    ]


def _decisions(ruleset: str, seeds: int):
    """What the view tells at every decision (a turn, or the choice between two hands) of seeded simple-bot games."""
    rules = knackpy.rules(ruleset)
    ctx = knack_measures(rules)
    for seed in range(seeds):
        players = 2 + seed % 3
        game = knackpy.new_game(rules, players=players, seed=seed)
        bots = [make_bot("simple", rules, seed=s) for s in range(players)]
        while not game.is_over():
            view = game.view(game.to_move)
            if view.phase in ("turn", "choose"):
                yield ctx, _knack_info(view, ctx)
            game = game.apply(bots[game.to_move].act(game))


def _twin(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_the_dealer_deals_what_the_plain_loop_deals_from_the_same_random_numbers(ruleset):
    """Every decision of some seeded games, uniform and weighed opponents, the choice between two hands: the same
    hands, the same chooser's hand, the same pile seed and cards, and the generator left in the same state."""
    compared, weighed, choosing = 0, 0, 0
    for ctx, info in _decisions(ruleset, 12):
        rng = random.Random(compared)
        dealer = Dealer(info, ctx, rng)
        twin = _twin(rng)
        pool = info.pool[:]
        quick = _quick_deals(dealer, [8, 8, 16, 1])
        assert info.pool == pool  # the cards left are the dealer's own list, never the pool
        assert quick == _plain_deals(info, dealer.weighted, twin, 33)
        assert rng.getstate() == twin.getstate()
        compared += 1
        weighed += len(dealer.weighted) >= 2
        choosing += info.choosing
    assert compared > 300 and weighed > 50 and choosing > 10


def test_a_weighed_hand_that_clashes_six_times_is_dealt_uniformly_as_before():
    """Two opponents whose only likely hands share a card: the second one's six tries all clash, and his cards
    come from a uniform draw of the cards left, as in the plain loop."""
    found = 0
    for ctx, info in _decisions("knack", 12):
        dealer = Dealer(info, ctx, random.Random(1))
        uniform = [(s, known, k) for s, known, k in dealer.slots if k >= 2 and s >= 0 and s not in dealer.weighted]
        if len(uniform) < 2:
            continue
        (first, known1, k1), (second, known2, k2) = uniform[:2]
        shared = info.pool[0]
        clashing = {
            first: ([(shared, *info.pool[1:k1])], [1.0], 1.0),
            second: ([(shared, *info.pool[k1 : k1 + k2 - 1])], [1.0], 1.0),
        }
        dealer.weighted.update(clashing)
        known = {seat: cards for seat, cards, _k in dealer.slots}
        dealer._plan(
            info, {seat: [known[seat] + prop for prop in dealer.weighted[seat][0]] for seat in dealer.weighted}
        )
        rng = dealer.rng
        twin = _twin(rng)
        quick = _quick_deals(dealer, [5, 7])
        assert quick == _plain_deals(info, dealer.weighted, twin, 12)
        assert rng.getstate() == twin.getstate()
        assert all(hands[first] == known1 + clashing[first][0][0] for hands, *_ in quick)
        assert all(shared not in hands[second] for hands, *_ in quick)
        found += 1
        if found >= 20:
            break
    assert found >= 20


@pytest.mark.parametrize("k", [0, 1, 2, 3])
def test_the_proposals_drawn_together_are_the_picks_one_by_one(k):
    """:func:`_picks` draws a dealer's proposals in one loop: the same picks as :func:`_pick` one by one, and the
    generator left where they leave it (small pools, where tries fail often, too)."""
    for size in sorted({max(k, 1), k + 1, 5, 20, 29}):
        pool = list(range(7, 7 + size))
        for seed in range(20):
            count = 1 + seed * 7
            a, b = random.Random(seed), random.Random(seed)
            assert _picks(pool, k, a.random, count) == [_pick(pool, k, b.random) for _ in range(count)]
            assert a.getstate() == b.getstate()


def test_the_pile_is_shuffled_as_random_shuffles_it():
    """:func:`_shuffle` reseeds its thread's one generator and inlines the Fisher-Yates steps: for every size and
    many seeds (the dealer's 32-bit ones and bigger), the order of ``random.Random(seed).shuffle``; in another
    thread too, while this one's generator has been used."""

    def check(start: int) -> None:
        rng = random.Random(start)
        for size in range(41):
            for _ in range(25):
                seed = rng.getrandbits(32) if size % 2 else rng.getrandbits(80)
                cards = list(range(7, 7 + size))
                expected = cards[:]
                random.Random(seed).shuffle(expected)
                _shuffle(cards, seed)
                assert cards == expected, (size, seed)

    check(34)
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(check, [35, 36]))
