"""Chance from the seed (E1): a game's every shuffle and draw is fixed by its seed and a salt.

The cards of round ``n`` are ``shuffled(deck, seed, n)``; the first dealer is
``seeded_index(players, seed, "first-dealer")``.  No random generator anywhere:
one BLAKE2b digest stream per shuffle, the same on every machine and in Pyodide.
"""

from __future__ import annotations

import functools
import hashlib
import math
import secrets
from collections.abc import Sequence
from typing import Any

from ..cards import Card

__all__ = ["SEED_MAX", "new_seed", "derive_seed", "shuffled", "seeded_index"]

SEED_MAX = 2**64 - 1  # E1: seeds are whole numbers from 0 to this (a fresh seed is below 2**63)


def new_seed() -> int:
    """A fresh seed for a game created without one (stored, so it can be replayed)."""
    return secrets.randbelow(2**63)


def derive_seed(seed: int, *parts: object) -> int:
    """A seed for one part of a run of games (a game, a bot), the same on every machine and in every process.

    Tournaments, simulations and the benchmarks take their games' and bots' seeds from here
    (``knackpy.bots.tournament.play_game``), so the same seed gives the same games in all of them.
    """
    text = ":".join(["knackpy-sim", str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def _seeded_number(size: int, seed: int, salt: tuple) -> int:
    """A number in ``range(size)`` fixed by ``seed`` and ``salt``: a BLAKE2b digest stream, reduced mod ``size``.

    The stream is 128 bits longer than ``size`` needs, so the reduction's bias is
    below 2**-128 (no player, test or simulation can tell it from uniform).  It is
    plain arithmetic on a standard hash: the same on every machine and in Pyodide.
    """
    if len(salt) == 1 and type(salt[0]) is int and type(seed) is int:  # a round's deal (the hot path): the same text
        key = f"knackpy:{seed}:{salt[0]}".encode()
    else:
        key = ":".join(["knackpy", str(seed), *map(str, salt)]).encode()
    blocks = (size.bit_length() + 128 + 511) // 512
    # each 512-bit block hashes the same key, told apart by BLAKE2b's own salt parameter (the block's number)
    if blocks == 1:  # every deal (52! has 226 bits): one digest, without the join (a round's deal is on the hot path)
        first = _FIRST_HASH.copy()  # the same digest as blake2b(key, digest_size=64, salt=...), without its set-up
        first.update(key)
        stream = first.digest()
    else:
        stream = b"".join(
            _blake2b(key, digest_size=64, salt=block.to_bytes(16, "big")).digest() for block in range(blocks)
        )
    return int.from_bytes(stream, "big") % size


_blake2b = hashlib.blake2b
_FIRST_BLOCK = (0).to_bytes(16, "big")
_FIRST_HASH = _blake2b(digest_size=64, salt=_FIRST_BLOCK)  # the first block's hash with no data yet, copied per use


def shuffled(cards: Sequence[Card], seed: int, *salt: object) -> tuple[Card, ...]:
    """``cards`` in an order fixed by ``seed`` and ``salt`` (e.g. the round number), E1.

    One seeded number below ``len(cards)!`` picks the permutation (read as
    Fisher-Yates steps in the factorial number system): every order is equally
    likely, and one hash replaces a random generator's 30 draws.
    """
    order = list(cards)
    number = _seeded_number(_factorial(len(order)), seed, salt)
    for i, k, radix, digits in _steps(len(order)):  # places i and k = i - 1 at once, from the last place down
        j, m = digits[number % radix]
        number //= radix
        order[i], order[j] = order[j], order[i]
        order[k], order[m] = order[m], order[k]
    return tuple(order)


@functools.cache
def _steps(size: int) -> tuple[tuple[int, int, int, Any], ...]:
    """The Fisher-Yates places of a deck of ``size`` cards two at a time, worked out once.

    Place ``i``'s digit has radix ``i + 1``, place ``i - 1``'s radix ``i``: both are one digit of radix
    ``(i + 1) * i``, whose two digits are looked up (half the big-number divisions and loop steps; the same
    permutation).  The last step may pair place 1 with place 0, whose digit is always 0 (a swap with itself).
    """
    steps = []
    for i in range(size - 1, 0, -2):
        radix = i + 1
        table = i < _TABLE_PLACES  # decks of up to 64 cards (every game's): a table of the two digits
        digits = tuple(_DIGIT_PAIRS[x % radix, x // radix] for x in range(radix * i)) if table else _Digits(radix)
        steps.append((i, i - 1, radix * i, digits))
    return tuple(steps)


_TABLE_PLACES = 64


class _DigitPairs(dict[tuple[int, int], tuple[int, int]]):
    """One tuple per pair of digits, shared by every deck size's table."""

    def __missing__(self, pair: tuple[int, int]) -> tuple[int, int]:
        self[pair] = pair
        return pair


_DIGIT_PAIRS = _DigitPairs()


class _Digits:
    """The two digits of a number below ``radix * (radix - 1)``, worked out when asked (for decks too big for a table)."""

    __slots__ = ("radix",)

    def __init__(self, radix: int) -> None:
        self.radix = radix

    def __getitem__(self, number: int) -> tuple[int, int]:
        high, low = divmod(number, self.radix)
        return low, high


def seeded_index(size: int, seed: int, *salt: object) -> int:
    """A seeded choice in ``range(size)`` (e.g. the first dealer), uniform like :func:`shuffled`."""
    return _seeded_number(size, seed, salt)


_factorial = functools.cache(math.factorial)
