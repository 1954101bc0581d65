"""What bots and hints both work out about a hand: measures per ruleset, swaps and their values, card points.

The bots (:mod:`knackpy.bots`) decide with these, the hints (:mod:`knackpy.hints`)
explain with them; both read a player's observation only (E5).  Everything here
is plain arithmetic on the score table (:func:`knackpy.scoring.score_table`), fast
enough for the strong bot's thousands of sampled rounds.

>>> from knackpy import rules, parse_cards
>>> measures = knack_measures(rules("knack"))
>>> hand, table = parse_cards("7♥ K♥ 8♠"), parse_cards("A♥ 9♦ 10♣")
>>> values = swap_values(measures, hand, table)
>>> max(values), values.index(max(values))  # give 8♠ (index 2) for A♥ (index 0): 7 + 10 + 11 of hearts
(28, 6)
>>> call_rule(measures, 33), call_rule(measures, 31)
('K8', 'K14')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .cards import FRENCH_52, Card
from .engine.charakir import KNOCK_PENALTY
from .engine.core import Action
from .rules import Rules
from .scoring import score_table

__all__ = [
    "KnackMeasures",
    "knack_measures",
    "swapped_hand",
    "swap_values",
    "call_rule",
    "CHARAKIR_POINTS",
    "CHARAKIR_RANKS",
    "KNOCK_PENALTY",
    "best_pair",
    "highest_card",
]


# --- Knack ---------------------------------------------------------------------------------------------------------


class KnackMeasures:
    """Per Knack ruleset, worked out once: the score table, the call threshold, the reading flags, the rule IDs.

    ``points`` (hand -> points, K6/O6), ``call_min`` (the lowest hand that is called: 31, or 33 in the
    Oberlausitz without ``announce_knack``, K14/O9/O10), ``clear_forgotten`` (a swap away from a forgotten
    call clears it: the K14 house rule, and O10), ``renew`` (K12), ``stich`` (ties for the loser
    draw, K17; O12: all of them pay), ``deck`` (and as plain ints: ``numbers``), ``cap`` (E4), ``ids`` (the
    rule IDs that differ per ruleset) and ``pairs`` (the table :func:`swap_values` reads).
    """

    __slots__ = (
        "rules",
        "lausitz",
        "points",
        "call_min",
        "clear_forgotten",
        "renew",
        "stich",
        "deck",
        "numbers",
        "cap",
        "ids",
        "pairs",
    )

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.lausitz = rules.variant.has_coins
        self.points = score_table(rules).points
        self.call_min = 33 if self.lausitz and not rules.announce_knack else 31  # K14, O9, O10
        # K14: a forgotten call loses whatever is held at scoring, unless the house rule (or O10) clears it
        self.clear_forgotten = self.lausitz or bool(rules.forgotten_cleared_by_swap)
        self.renew = bool(rules.renew_stock_when_all_push)  # K12
        self.stich = not self.lausitz  # K17: ties for the loser draw; O12: all of them pay
        self.deck = tuple(rules.deck.cards)
        self.numbers = tuple(map(int, self.deck))  # the deck as plain ints (the strong bot's rollouts index by them)
        self.pairs = _pair_rows(self.points, self.deck)
        self.cap = rules.turn_cap
        self.ids = rules.variant.rule_ids


@cache
def knack_measures(rules: Rules) -> KnackMeasures:
    """The :class:`KnackMeasures` of a Knack ruleset (built once per ruleset)."""
    return KnackMeasures(rules)


def swapped_hand(hand: tuple, table: tuple, action: Action) -> tuple[tuple, tuple]:
    """Hand and table after a swap of one card or all three (K10)."""
    if action.kind == "swap_all":
        return table, hand
    give, take = action.give, action.take  # type: ignore[attr-defined]
    h, t = list(hand), list(table)
    h[h.index(give)] = take
    t[t.index(take)] = give
    return tuple(h), tuple(t)


def swap_values(measures: KnackMeasures, hand: tuple, table: tuple) -> tuple:
    """The values of the ten legal swaps (K10), in a fixed order: hand card i for table card j
    (index ``3 * i + j``), then all three (index 9).  One place for the scan all three bots use."""
    h0, h1, h2 = hand
    t0, t1, t2 = table
    pairs = measures.pairs
    keep12, keep02, keep01 = pairs[h1 << 7 | h2], pairs[h0 << 7 | h2], pairs[h0 << 7 | h1]
    return (
        keep12[t0],
        keep12[t1],
        keep12[t2],
        keep02[t0],
        keep02[t1],
        keep02[t2],
        keep01[t0],
        keep01[t1],
        keep01[t2],
        measures.points[table],
    )


def _pair_rows(points: dict, deck: tuple) -> list:
    """For two kept cards ``a`` and ``b`` (at index ``a << 7 | b``), the hand value with each third card:
    ``rows[a << 7 | b][c] == points[(a, b, c)]``.  A swap scan then reads list slots instead of hashing
    nine 3-card tuples (cards are ints below 128)."""
    rows: list = [None] * (128 * 128)
    for i, a in enumerate(deck):
        for b in deck[i + 1 :]:
            row: list = [None] * 128
            for c in deck:
                if c != a and c != b:
                    row[c] = points[(a, b, c)]
            rows[a << 7 | b] = rows[b << 7 | a] = row
    return rows


def call_rule(measures: KnackMeasures, value: float) -> str:
    """The rule a call of a hand worth ``value`` rests on: the top hand (K8, O9) for 33, else the call (K14, O10)."""
    return measures.ids["top"] if value == 33 else measures.ids["call"]


# --- Charakir ------------------------------------------------------------------------------------------------------

CHARAKIR_POINTS = [0] * 64  # card -> points (C2: ace 1, 2-9 their number, 10 and the faces 10)
CHARAKIR_RANKS = [0] * 64  # card -> rank (a pair is two cards of one rank, C8)
for _card in FRENCH_52.cards:
    CHARAKIR_POINTS[_card] = 1 if _card & 15 == 14 else min(_card & 15, 10)
    CHARAKIR_RANKS[_card] = _card & 15
del _card


def best_pair(cards: Sequence[Card]) -> tuple[int, int] | None:
    """Indexes of the pair with the most points (C8), or ``None``."""
    best, found = -1, None
    size = len(cards)
    for i in range(size):
        ri = CHARAKIR_RANKS[cards[i]]
        for j in range(i + 1, size):
            if CHARAKIR_RANKS[cards[j]] == ri and CHARAKIR_POINTS[cards[i]] > best:
                best, found = CHARAKIR_POINTS[cards[i]], (i, j)
    return found


def highest_card(cards: Sequence[Card]) -> int:
    """Index of the card with the most points (the first of equals)."""
    best, index = -1, 0
    for i, c in enumerate(cards):
        if CHARAKIR_POINTS[c] > best:
            best, index = CHARAKIR_POINTS[c], i
    return index
