"""Exact odds of the two Knack rulesets: the deal, hand values, swaps and the unseen second hand.

K5-K8, K10, K12, K19, O4-O9: every answer counts all equally likely 3-card
hands with one lookup each in :func:`~knackpy.scoring.score_table`.
"""

from __future__ import annotations

import itertools
import numbers
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache

from ..cards import Card
from ..errors import KnackpyError
from ..rules import Rules
from ..scoring import format_points, score_table
from .charakir import charakir_total_distribution
from .inputs import _canonical, _cards, _check_rules, _disjoint, _rule_ids, _unseen
from .results import (
    _T,
    Chance,
    DealOdds,
    Distribution,
    HandComparison,
    Points,
    Swap,
    SwapOdds,
    _bound,
    _chance,
    _distribution,
)

# --- 1. the deal -----------------------------------------------------------------


@lru_cache(maxsize=32)
def _knack_counts(rules: Rules) -> tuple[tuple[tuple[Points, int], ...], tuple[tuple[str, int], ...]]:
    """Counts of every value and every kind over all 3-card hands (one lookup per hand)."""
    table = score_table(rules)
    points, kinds = table.points, table.kind
    values: Counter = Counter()
    kind_counts: Counter = Counter()
    for hand in itertools.combinations(rules.deck.cards, 3):
        values[points[hand]] += 1
        kind_counts[kinds[hand]] += 1
    return tuple(sorted(values.items())), tuple(sorted(kind_counts.items()))


def deal_odds(rules: Rules) -> DealOdds:
    """The chance that one 3-card hand from the full deck is Feuer/Superknack, a Knack, three of a kind.

    Three aces are Feuer (K8) or Superknack (O9); a Knack is a hand worth
    exactly 31 (K6, K14), in the Oberlausitz with ``knack_is_ace_flush`` any
    three cards of one suit with an ace (O7); three of a kind is 30½ (K7/O8).

    >>> from knackpy import rules
    >>> odds = deal_odds(rules("knack"))
    >>> odds.feuer.probability, odds.knack.probability, odds.three_of_a_kind.probability
    (Fraction(1, 1240), Fraction(3, 620), Fraction(1, 155))
    >>> odds.thirty_and_a_half.probability  # three of a kind without the aces: 7 ranks x 4
    Fraction(7, 1240)
    >>> odds.knack.explain("de")
    'Ein Knack (genau 31) aus 32 Karten: 24 von 4960 Händen = 3/620 ≈ 0,48 % (K6, K14)'
    >>> deal_odds(rules("knack_oberlausitz")).knack.favourable
    84
    """
    rules = _canonical(_check_rules(rules, "deal_odds", knack=True))
    _, kinds = _knack_counts(rules)
    kinds_d = dict(kinds)
    total = sum(kinds_d.values())
    lausitz = rules.variant.has_coins
    ids = _rule_ids(rules)
    size = len(rules.deck)
    aces = kinds_d.get("superknack" if lausitz else "feuer", 0)
    knack_event = "odds.event.knack_flush" if (lausitz and rules.knack_is_ace_flush) else "odds.event.knack_31"
    return DealOdds(
        three_aces=_chance(
            aces,
            total,
            "odds.deal_chance",
            ids["aces"],
            event=_T("odds.event.superknack" if lausitz else "odds.event.feuer"),
            cards=size,
        ),
        knack=_chance(
            kinds_d.get("knack", 0), total, "odds.deal_chance", ids["knack"], event=_T(knack_event), cards=size
        ),
        three_of_a_kind=_chance(
            kinds_d.get("three_of_a_kind", 0) + aces,
            total,
            "odds.deal_chance",
            ids["three"] + ids["aces"],
            event=_T("odds.event.three_any"),
            cards=size,
        ),
        thirty_and_a_half=_chance(
            kinds_d.get("three_of_a_kind", 0),
            total,
            "odds.deal_chance",
            ids["three"],
            event=_T("odds.event.three"),
            cards=size,
        ),
        cards=size,
        hands=total,
    )


# --- 2. value distributions ------------------------------------------------------


def value_distribution(rules: Rules) -> Distribution:
    """The value of one hand over all hands of the ruleset's deck, as exact fractions.

    Knack rulesets: every 3-card hand (4960 from 32 cards, 22100 from 52),
    valued by K6-K8 or O6-O9 with the ruleset's flags.  Charakir: the total
    of a dealt 4-card hand (C2, C5), see :func:`charakir_total_distribution`.

    >>> from knackpy import rules
    >>> d = value_distribution(rules("knack", deck="french52"))
    >>> d.total, d[33], d[30.5]
    (22100, Fraction(1, 5525), Fraction(12, 5525))
    >>> value_distribution(rules("knack_oberlausitz"))[31]  # 84 ace flushes (O7)
    Fraction(21, 1240)
    """
    rules = _check_rules(rules, "value_distribution")
    if not rules.variant.has_table:
        return charakir_total_distribution(rules, 4)
    rules = _canonical(rules)
    values, _ = _knack_counts(rules)
    counts = dict(values)
    return _distribution(counts, _rule_ids(rules)["values"], subject=_T("odds.subject.hands"), cards=len(rules.deck))


def expected_value(rules: Rules) -> Fraction:
    """The exact mean value of one hand (Charakir: of a 4-card total).

    >>> from knackpy import rules
    >>> expected_value(rules("charakir"))
    Fraction(340, 13)
    >>> expected_value(rules("knack"))
    Fraction(39199, 2480)
    """
    return value_distribution(rules).mean


# --- 3. swaps, a fresh table, the unseen hand ------------------------------------


def _swaps(hand: tuple[Card, ...], table: tuple[Card, ...], rules: Rules) -> tuple[Swap, ...]:
    """All ten legal swaps (K10/O5), best first; ties keep single swaps first, in hand x table order."""
    st = score_table(rules)
    ids = _rule_ids(rules)["swap"]
    options = []
    for i, give in enumerate(hand):
        for take in table:
            new = hand[:i] + (take,) + hand[i + 1 :]
            options.append(Swap((give,), (take,), new, st.points[new], st.kind[new], ids))
    options.append(Swap(hand, table, table, st.points[table], st.kind[table], ids))
    return tuple(sorted(options, key=lambda s: -s.points))


@lru_cache(maxsize=256)
def _renewal_counts(rules: Rules, hand: tuple[Card, ...], unseen: tuple[Card, ...]) -> tuple[tuple[Points, int], ...]:
    """Best value reachable by one swap, over every 3-card table from ``unseen``."""
    points = score_table(rules).points
    keeps = ((hand[1], hand[2]), (hand[0], hand[2]), (hand[0], hand[1]))
    # the best single swap that takes card c does not depend on the other two table cards
    single = {c: max(points[(c, a, b)] for a, b in keeps) for c in unseen}
    counts: Counter = Counter()
    for t in itertools.combinations(unseen, 3):
        counts[max(points[t], single[t[0]], single[t[1]], single[t[2]])] += 1
    return tuple(sorted(counts.items()))


def swap_odds(hand: object, table: object, rules: Rules, *, at_least: Points, known: object = ()) -> SwapOdds:
    """Given my hand and the table, how likely do I reach at least ``at_least``?

    Two answers: ``.best`` / ``.reaches_now`` - the best of the ten legal
    swaps with the current table (one card or all three, K10/O5), exact and
    certain; and ``.renewal`` - the exact chance that a fresh table (K12
    renewal, K19 new table) offers a swap reaching ``at_least``, over every
    3-card table from the unseen cards (the deck minus my hand, minus the
    current table, which goes out of play, minus ``known`` cards).
    ``at_least`` must lie between the lowest and the highest hand value.

    >>> from knackpy import rules
    >>> s = swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", rules("knack"), at_least=31)
    >>> s.best.points, s.reaches_now, s.renewal.probability
    (21, False, Fraction(13, 40))
    >>> s.explain("en")
    'A♥ K♥ 7♠ (21) with the table 8♦ 9♦ 10♣: the best swap now is 7♠ for 8♦ and makes 21 (K10), ... = 13/40 ≈ 32.50% (K12)'
    >>> swap_odds("A♥ K♥ 7♠", "Q♥ 9♦ 10♣", rules("knack"), at_least=31).best.explain("de")
    '7♠ gegen D♥ tauschen: A♥ K♥ D♥ zählt dann 31 (K10)'
    """
    rules = _check_rules(rules, "swap_odds", knack=True)
    hand = _cards(hand, rules, "hand", (3, 3))
    table = _cards(table, rules, "table", (3, 3))
    known = _cards(known, rules, "known")
    _disjoint(("hand", hand), ("table", table), ("known", known))
    at_least = _check_at_least(at_least, rules)
    unseen = _unseen(rules, hand, table, known, need=3)
    canonical = _canonical(rules)
    counts = _renewal_counts(canonical, tuple(sorted(hand)), unseen)
    renewal_best = _distribution(
        dict(counts), _renewal_ids(rules), subject=_T("odds.subject.renewal"), unseen=len(unseen)
    )
    applies = _renewal_applies(rules, table)
    hits = sum(n for v, n in counts if v >= at_least)
    renewal = _chance(
        hits,
        renewal_best.total,
        "odds.renewal" if applies else "odds.renewal_hypothetical",
        _renewal_ids(rules),
        unseen=len(unseen),
        at_least=_bound(at_least),
    )
    return SwapOdds(
        hand=hand,
        table=table,
        at_least=at_least,
        current=score_table(canonical).points[hand],
        swaps=_swaps(hand, table, canonical),
        renewal=renewal,
        renewal_best=renewal_best,
        renewal_applies=applies,
    )


def _renewal_ids(rules: Rules) -> tuple[str, ...]:
    return (rules.rule_id("renew"),) + (("K19",) if rules.seven_eight_nine else ())  # K12, O5


def _renewal_applies(rules: Rules, table: tuple[Card, ...]) -> bool:
    seven_eight_nine = bool(rules.seven_eight_nine) and sorted(c & 15 for c in table) == [7, 8, 9]
    return bool(rules.renew_stock_when_all_push) or seven_eight_nine


@lru_cache(maxsize=256)
def _hand_counts(rules: Rules, unseen: tuple[Card, ...]) -> tuple[tuple[Points, int], ...]:
    points = score_table(rules).points
    return tuple(sorted(Counter(points[h] for h in itertools.combinations(unseen, 3)).items()))


def unseen_hand_odds(seen_hand: object, rules: Rules, known: object = ()) -> HandComparison:
    """The chance that the unseen second hand (K5 dealer, O4 chooser) is better, equal or worse.

    Every 3-card hand from the unseen cards (deck minus ``seen_hand`` minus
    ``known``) is equally likely; "better" means a higher value (33 > 31 >
    30½ > 30 ...).  ``.distribution`` is the unseen hand's value distribution.

    >>> from knackpy import rules
    >>> c = unseen_hand_odds("A♥ K♥ 9♠", rules("knack"))
    >>> c.better.probability + c.equal.probability + c.worse.probability
    Fraction(1, 1)
    >>> c.better.favourable, c.equal.favourable, c.worse.favourable, c.better.total
    (190, 256, 3208, 3654)
    >>> print(c)
    Gegen A♥ K♥ 9♠ (21) ist die unbekannte zweite Hand in 190 von 3654 Fällen besser (5,20 %), ... (K5)
    """
    rules = _check_rules(rules, "unseen_hand_odds", knack=True)
    seen = _cards(seen_hand, rules, "seen_hand", (3, 3))
    known = _cards(known, rules, "known")
    _disjoint(("seen_hand", seen), ("known", known))
    unseen = _unseen(rules, seen, known, need=3)
    canonical = _canonical(rules)
    mine = score_table(canonical).points[seen]
    counts = _hand_counts(canonical, unseen)
    total = sum(n for _, n in counts)
    ids = (rules.rule_id("choose"),)  # K5, O4
    ctx = {"points": format_points(mine), "unseen": len(unseen)}

    def part(test: Callable[[Points], bool], template: str) -> Chance:
        return _chance(sum(n for v, n in counts if test(v)), total, template, ids, **ctx)

    return HandComparison(
        seen_hand=seen,
        seen_points=mine,
        better=part(lambda v: v > mine, "odds.other_better"),
        equal=part(lambda v: v == mine, "odds.other_equal"),
        worse=part(lambda v: v < mine, "odds.other_worse"),
        distribution=_distribution(dict(counts), ids, subject=_T("odds.subject.other_hand"), unseen=len(unseen)),
    )


def _check_at_least(value: object, rules: Rules) -> Points:
    dist = value_distribution(rules)
    ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and dist.min <= value <= dist.max  # type: ignore[operator]  # numbers.Real has no typed comparisons; NaN fails
    if not ok:
        raise KnackpyError("odds.bad_at_least", value=repr(value)[:40], low=_bound(dist.min), high=_bound(dist.max))
    return value  # type: ignore[return-value]  # a real number in range (checked above)
