"""E1: chance comes only from the seed: ``shuffled`` and ``seeded_index`` in ``knackpy.engine.core``."""

import itertools
import math
from collections import Counter

import pytest

import knackpy
from knackpy.engine.chance import _seeded_number
from knackpy.engine.core import seeded_index, shuffled

DECK = knackpy.rules("knack").deck.cards


@pytest.mark.rule("E1")
def test_a_shuffle_is_a_permutation_fixed_by_seed_and_salt():
    order = shuffled(DECK, 7, 1)
    assert sorted(order) == sorted(DECK) and order != tuple(DECK)
    assert shuffled(DECK, 7, 1) == order  # the same seed and salt: the same cards
    assert shuffled(DECK, 7, 2) != order and shuffled(DECK, 8, 1) != order
    assert shuffled(list(DECK), 7, 1) == order  # any sequence, the result is a tuple


def test_the_shuffle_is_pinned_so_saved_games_replay_on_every_machine():
    # A saved game is its seed plus its moves: if this order ever changes, old saves no longer fit their cards
    # (bump FORMAT_VERSION in knackpy/engine/core.py and explain it in the load error, as for version 1).
    assert [c.short for c in shuffled(DECK, 0, 1)[:6]] == ["J♠", "K♥", "J♥", "10♣", "K♦", "A♦"]
    charakir = knackpy.rules("charakir").deck.cards
    assert [c.short for c in shuffled(charakir, 0, 1)[:6]] == ["A♦", "4♥", "Q♠", "3♣", "9♣", "J♣"]


def test_every_order_of_a_small_deck_is_about_equally_likely():
    cards = DECK[:4]
    counts = Counter(shuffled(cards, seed, "uniform") for seed in range(24_000))
    assert set(counts) == set(itertools.permutations(cards))  # all 24 orders occur
    expected = 24_000 / 24
    chi2 = sum((n - expected) ** 2 / expected for n in counts.values())
    assert chi2 < 49.7  # 23 degrees of freedom: exceeded by chance with probability 0.001


def test_each_card_lands_in_each_position_about_equally_often():
    first = Counter(shuffled(DECK, seed, "position")[0] for seed in range(32_000))
    assert set(first) == set(DECK)
    assert max(first.values()) < 1.25 * 1000 and min(first.values()) > 0.75 * 1000


def test_edge_sizes_and_a_deck_longer_than_one_hash_block():
    assert shuffled((), 1) == () and shuffled(DECK[:1], 1) == tuple(DECK[:1])
    many = list(range(200))  # 200! needs more than the 512 bits of one BLAKE2b digest
    assert math.factorial(200).bit_length() > 512
    assert sorted(shuffled(many, 3)) == many and shuffled(many, 3) != tuple(many)


@pytest.mark.rule("E1")
def test_the_multi_block_stream_is_pinned_too():
    """Decks of more than 80 or so cards need a second BLAKE2b block; its numbers are fixed like one block's."""
    assert shuffled(tuple(range(200)), 3)[:8] == (108, 43, 151, 120, 112, 136, 68, 42)
    assert shuffled(tuple(range(100)), 5, "x", 2)[:8] == (53, 56, 62, 87, 89, 76, 90, 37)
    assert seeded_index(math.factorial(100), 5, "x") % 10**12 == 115421090251


@pytest.mark.rule("E1")
def test_a_seeded_index_is_in_range_deterministic_and_spread():
    picks = [seeded_index(4, seed, "first-dealer") for seed in range(4000)]
    assert picks == [seeded_index(4, seed, "first-dealer") for seed in range(4000)]
    counts = Counter(picks)
    assert set(counts) == {0, 1, 2, 3} and min(counts.values()) > 900


def _fisher_yates(cards, number):
    """E1's definition, one place at a time: place i's digit (radix i + 1) says which card goes there."""
    order = list(cards)
    for i in range(len(order) - 1, 0, -1):
        number, j = divmod(number, i + 1)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


@pytest.mark.rule("E1")
@pytest.mark.parametrize("size", [*range(0, 70), 100, 200])
def test_the_shuffle_is_fisher_yates_read_from_the_seeded_number(size):
    """``shuffled`` reads two digits at a time (a table up to 64 cards, divmod above): the same order as one."""
    cards = tuple(range(1000, 1000 + size))
    for seed in (0, 1, 2**63 + 5):
        number = _seeded_number(math.factorial(size), seed, ("digits",))
        assert shuffled(cards, seed, "digits") == _fisher_yates(cards, number)
