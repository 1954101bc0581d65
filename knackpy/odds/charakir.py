"""Exact odds of Charakir: hand totals (C2, C5) and the chance to knock after a turn (C7-C10)."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache

from ..cards import Card
from ..errors import KnackpyError
from ..rules import Rules
from ..rules import rules as make_rules
from ..scoring import card_points
from .inputs import _cards, _check_rules, _disjoint, _unseen
from .results import _T, Distribution, KnockOdds, TakeOption, _chance, _distribution

# --- 4. Charakir ------------------------------------------------------------------


@lru_cache(maxsize=64)
def _charakir_counts(deck_cards: tuple[Card, ...], size: int) -> tuple[tuple[int, int], ...]:
    """Number of ``size``-card hands per total (C2), counted by point value with binomials.

    The same count as enumerating all hands (the tests do that), in microseconds:
    only how many cards of each point value a hand holds matters.
    """
    rules = make_rules("charakir")
    per_value = Counter(card_points(c, rules) for c in deck_cards)
    ways: dict[tuple[int, int], int] = {(0, 0): 1}  # (cards, total) -> hands
    for value, available in sorted(per_value.items()):
        nxt: Counter = Counter()
        for (k, total), n in ways.items():
            for take in range(min(available, size - k) + 1):
                nxt[(k + take, total + take * value)] += n * math.comb(available, take)
        ways = nxt
    return tuple(sorted((total, n) for (k, total), n in ways.items() if k == size))


def charakir_total_distribution(rules: Rules, cards: int = 4) -> Distribution:
    """The total (C2) of a Charakir hand of ``cards`` cards from the 52-card deck (C1, C5).

    >>> from knackpy import rules
    >>> d = charakir_total_distribution(rules("charakir"))
    >>> d.total, d.min, d.max, d[4], d.mean
    (270725, 4, 40, Fraction(1, 270725), Fraction(340, 13))
    >>> d.at_most(10).explain("en")
    'Totals of all 270,725 hands of 4 cards: at most 10 in 1,522 of 270,725 cases = 1522/270725 ≈ 0.56% (C2, C5)'
    """
    rules = _check_rules(rules, "charakir_total_distribution", knack=False)
    if isinstance(cards, bool) or not isinstance(cards, int) or not 1 <= cards <= len(rules.deck):
        raise KnackpyError("odds.cards_count", value=repr(cards)[:40], high=len(rules.deck))
    counts = _charakir_counts(rules.deck.cards, cards)
    return _distribution(
        dict(counts), ("C2", "C5"), subject=_T("odds.subject.charakir"), size=cards, cards=len(rules.deck)
    )


def _best_discard(cards: tuple[Card, ...], rules: Rules) -> tuple[Card, tuple[Card, ...]]:
    """C9: discard the card with the most points (the first of equals); return it and the rest."""
    worst = max(cards, key=lambda c: card_points(c, rules))
    return worst, tuple(c for c in cards if c != worst)


def _take_option(hand: tuple[Card, ...], top: Card, rules: Rules) -> TakeOption:
    """C8: take the discard, lay a pair of the same rank, then discard (C9); the lowest total wins."""
    pool = hand + (top,)
    source = pool if rules.pair_may_use_taken_card else hand
    best: TakeOption | None = None
    for a, b in itertools.combinations(source, 2):
        if a & 15 != b & 15:
            continue
        rest = tuple(c for c in pool if c not in (a, b))
        if not rest:  # nothing left to discard (C9): not a legal turn
            continue
        discard, left = _best_discard(rest, rules)
        total = sum(card_points(c, rules) for c in left)
        if best is None or total < best.total:  # type: ignore[operator]  # a possible take has its total
            best = TakeOption(top, True, (a, b), discard, left, total, rules.knock_limit)
    return best or TakeOption(top, False, knock_limit=rules.knock_limit)


def knock_after_draw_odds(hand: object, rules: Rules, *, discard_top: object = None, known: object = ()) -> KnockOdds:
    """The chance to be allowed to knock (total at most 10, C10) after this turn.

    Drawing from the pile (C7): the drawn card is any unseen card (deck minus
    ``hand`` minus ``known`` minus ``discard_top``) with equal chance; then
    the best discard (C9) is the card with the most points.  With a
    ``discard_top``, taking it (C8) is also checked: it needs a pair of the
    same rank (with ``pair_may_use_taken_card`` the taken card may be part of
    it), then the best discard; that option is certain, 1 or 0.  ``.best``
    names the better option (ties: the lower expected total).

    >>> from knackpy import rules
    >>> k = knock_after_draw_odds("A♠ 2♥ 3♦ K♣", rules("charakir"))  # keep A 2 3 + a card of 4 or less
    >>> k.draw.probability, k.draw.favourable, k.draw.total
    (Fraction(13, 48), 13, 48)
    >>> k = knock_after_draw_odds("5♠ 4♥ 3♦ K♣", rules("charakir"), discard_top="K♥")
    >>> k.draw.probability, k.take.pair, k.take.total, k.best
    (Fraction(0, 1), (Card('Kreuz-König'), Card('Herz-König')), 7, 'take')
    >>> print(k)
    5♠ 4♥ 3♦ K♣ (22): ... in 0 von 47 Fällen = 0 % (C7, C9, C10); ... 7 Punkten: sicher klopfen (C8, C9, C10); besser: ...
    """
    rules = _check_rules(rules, "knock_after_draw_odds", knack=False)
    hand = _cards(hand, rules, "hand", (1, 4))
    top = _cards(discard_top, rules, "discard_top", (1, 1)) if discard_top is not None else ()
    known = _cards(known, rules, "known")
    _disjoint(("hand", hand), ("discard_top", top), ("known", known))
    unseen = _unseen(rules, hand, top, known, need=1)
    totals = _draw_totals(hand, unseen)
    draw_totals = _distribution(dict(totals), ("C7", "C9"), subject=_T("odds.subject.draw"), unseen=len(unseen))
    draw = draw_totals.at_most(rules.knock_limit)
    draw = _chance(draw.favourable, draw.total, "odds.knock_draw", ("C7", "C9", "C10"), unseen=len(unseen))
    take = _take_option(hand, top[0], rules) if top else None
    best = "draw"
    if take is not None and take.possible:
        p_take = Fraction(int(take.can_knock))
        if p_take > draw.probability or (p_take == draw.probability and take.total < draw_totals.mean):  # type: ignore[operator]  # possible: a total
            best = "take"
    return KnockOdds(hand, sum(card_points(c, rules) for c in hand), draw, draw_totals, take, best)


@lru_cache(maxsize=256)
def _draw_totals(hand: tuple[Card, ...], unseen: tuple[Card, ...]) -> tuple[tuple[int, int], ...]:
    """The total after drawing each unseen card and the best discard (C7, C9)."""
    rules = make_rules("charakir")
    counts: Counter = Counter()
    for c in unseen:
        _, left = _best_discard(hand + (c,), rules)
        counts[sum(card_points(x, rules) for x in left)] += 1
    return tuple(sorted(counts.items()))
