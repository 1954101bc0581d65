"""Exact odds for the questions learners ask (K5-K8, K10, K12, K19, O4-O9, C2, C5, C7-C10).

Every answer is an exact :class:`fractions.Fraction`, found by counting all
equally likely cases (``itertools.combinations`` over the cards the player
cannot see, hand values looked up in :func:`~knackpy.scoring.score_table`).
Results are small frozen objects that print as one German or English sentence
citing the rule IDs (German with a decimal comma), carry ``.percent`` and can
be cross-checked with a seeded Monte-Carlo simulation, :func:`simulate_check`.

>>> from knackpy import rules
>>> print(deal_odds(rules("knack")).three_aces)
Drei Asse (Feuer) aus 32 Karten: 4 von 4960 Händen = 1/1240 ≈ 0,08 % (K8)

The questions and how they are read
-----------------------------------
* :func:`deal_odds`: one 3-card hand dealt from the full deck: three aces
  (K8 Feuer / O9 Superknack), a Knack (31 - in the Oberlausitz with
  ``knack_is_ace_flush`` every three-suited hand with an ace, O7), three of
  a kind of any rank (three aces included: 8 x 4 of 4960 hands) and the
  three of a kind worth 30½ (K7/O8: without the aces, which score 33).
* :func:`value_distribution` / :func:`expected_value`: the value of one hand
  over all hands of the ruleset's deck (Charakir: the 4-card total, C2/C5).
* :func:`swap_odds` answers "given my hand and the table, how likely do I
  reach at least X?" in two parts: (a) *now*, deterministically: the best of
  the ten legal swaps (one card or all three, K10/O5) and whether it reaches
  X; (b) *later*: the exact chance that a fresh table of three cards (K12
  renewal after everyone pushed, K19 new table on 7-8-9) offers a swap that
  reaches X.  The fresh table is drawn from the unseen cards: the deck minus
  my hand minus the current table (it goes out of play) minus any ``known``
  cards.  Other players' hands are unseen too, so from my point of view every
  3-card subset of the unseen cards is an equally likely new table.
* :func:`unseen_hand_odds`: the dealer (K5) or chooser (O4) has looked at one
  hand; how likely is the unseen second hand better, equal or worse?
* :func:`charakir_total_distribution` and :func:`knock_after_draw_odds`: the
  total of a Charakir hand, and the chance to be allowed to knock (total at
  most 10, C10) after one draw and the best discard (C7, C9), compared with
  taking the discard by laying a pair (C8).
"""

from __future__ import annotations

import itertools
import math
import numbers
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from . import i18n
from .cards import Card, parse_cards
from .errors import KnackpyError
from .rules import Rules
from .rules import rules as make_rules
from .scoring import card_points, format_points, score_table

__all__ = [
    "Chance",
    "Distribution",
    "DealOdds",
    "Swap",
    "SwapOdds",
    "HandComparison",
    "TakeOption",
    "KnockOdds",
    "CheckRow",
    "MonteCarloCheck",
    "deal_odds",
    "value_distribution",
    "expected_value",
    "swap_odds",
    "unseen_hand_odds",
    "charakir_total_distribution",
    "knock_after_draw_odds",
    "simulate_check",
]

Points = int | float  # 30.5 for three of a kind


# --- formatting ------------------------------------------------------------------


def _decimal(value: float, decimals: int, lang: str) -> str:
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if i18n.check_lang(lang) == "de" else text


def _percent_text(p: Fraction, lang: str) -> str:
    """``0,08 %`` in German, ``0.08%`` in English; two decimals, more for tiny chances."""
    value = float(p) * 100
    if p == 0 or p == 1:
        number = str(int(value))
    else:
        decimals = max(2, -math.floor(math.log10(value)))  # 0,08 % but 0,005 %
        number = _decimal(value, decimals, lang)
    return f"{number} %" if lang == "de" else f"{number}%"


def _share(p: Fraction, lang: str) -> str:
    """``1/1240 ≈ 0,08 %``; certain and impossible events just as ``100 %`` / ``0 %``."""
    if p == 0 or p == 1:
        return _percent_text(p, lang)
    return f"{p.numerator}/{p.denominator} ≈ {_percent_text(p, lang)}"


def _number(value: Fraction | Points, lang: str) -> str:
    """A point value or a mean: ``30½``, ``28``, ``340/13 ≈ 26,15``."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{value.numerator}/{value.denominator} ≈ {_decimal(float(value), 2, lang)}"
    return format_points(value)


def _hand_text(cards: Iterable[Card]) -> str:
    return " ".join(c.short for c in cards) or "–"


@dataclass(frozen=True, slots=True)
class _T:
    """A piece of text from the catalogue, rendered in the reader's language."""

    key: str


def _render(template: str, lang: str, context: tuple[tuple[str, Any], ...], **extra: Any) -> str:
    plain = {name: value for name, value in context if not isinstance(value, _T)}
    plain.update(extra)
    params = dict(plain)
    for name, value in context:
        if isinstance(value, _T):
            params[name] = i18n.text(value.key, lang, **plain)
    text = i18n.text(template, lang, **params)
    return text[:1].upper() + text[1:]


# --- result objects --------------------------------------------------------------


@dataclass(frozen=True, slots=True, repr=False)
class Chance:
    """An exact probability: ``favourable`` of ``total`` equally likely cases.

    >>> from knackpy import rules
    >>> c = deal_odds(rules("knack")).three_of_a_kind
    >>> c.probability, c.favourable, c.total, round(c.percent, 3)
    (Fraction(1, 155), 32, 4960, 0.645)
    >>> c.explain("en")
    'Three of a kind of any rank (three aces included) from 32 cards: 32 of 4960 hands = 1/155 ≈ 0.65% (K7, K8)'
    """

    probability: Fraction
    favourable: int
    total: int
    template: str
    rule_ids: tuple[str, ...]
    context: tuple[tuple[str, Any], ...] = ()

    @property
    def percent(self) -> float:
        """The probability in per cent, as a float (for display and plots)."""
        return float(self.probability) * 100

    def __float__(self) -> float:
        return float(self.probability)

    def explain(self, lang: str = "de") -> str:
        """One sentence: what, how many of how many, the fraction, the per cent, the rule IDs."""
        return _render(
            self.template,
            lang,
            self.context,
            count=self.favourable,
            total=self.total,
            share=_share(self.probability, lang),
            ids=", ".join(self.rule_ids),
        )

    def __str__(self) -> str:
        return self.explain("de")

    def __repr__(self) -> str:
        return f"Chance({self.probability} = {self.favourable}/{self.total}, {', '.join(self.rule_ids)})"


def _chance(favourable: int, total: int, template: str, rule_ids: tuple[str, ...], **context: Any) -> Chance:
    return Chance(Fraction(favourable, total), favourable, total, template, rule_ids, tuple(context.items()))


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Distribution(Mapping):
    """An exact distribution: a read-only mapping value -> :class:`~fractions.Fraction`.

    It compares equal to a plain ``dict`` with the same entries.  ``counts``
    holds the number of cases per value, ``total`` the number of all cases.

    >>> from knackpy import rules
    >>> d = value_distribution(rules("knack"))
    >>> d[33], d.min, d.max, sum(d.values())
    (Fraction(1, 1240), 8, 33, Fraction(1, 1))
    >>> d.at_least(31).explain("en")
    'Values of all 4960 hands from 32 cards: at least 31 in 28 of 4960 cases = 7/1240 ≈ 0.56% (K6, K7, K8)'
    >>> d == {v: d[v] for v in d}
    True
    """

    counts: tuple[tuple[Points, int], ...]
    total: int
    rule_ids: tuple[str, ...]
    context: tuple[tuple[str, Any], ...] = ()
    _probabilities: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        probabilities = {value: Fraction(count, self.total) for value, count in self.counts}
        object.__setattr__(self, "_probabilities", probabilities)

    def __getitem__(self, value: Points) -> Fraction:
        return self._probabilities[value]

    def __iter__(self) -> Iterator[Points]:
        return iter(self._probabilities)

    def __len__(self) -> int:
        return len(self._probabilities)

    @property
    def min(self) -> Points:
        return self.counts[0][0]

    @property
    def max(self) -> Points:
        return self.counts[-1][0]

    @property
    def mean(self) -> Fraction:
        """The exact expected value."""
        return sum((Fraction(value) * count for value, count in self.counts), Fraction(0)) / self.total

    @property
    def percent(self) -> dict[Points, float]:
        """value -> per cent (floats, for tables and plots)."""
        return {value: float(p) * 100 for value, p in self._probabilities.items()}

    def count(self, value: Points) -> int:
        """How many of the ``total`` cases have this value."""
        return dict(self.counts).get(value, 0)

    def at_least(self, value: Points) -> Chance:
        """The chance of a value of at least ``value``."""
        hits = sum(count for v, count in self.counts if v >= value)
        return _chance(hits, self.total, "odds.at_least", self.rule_ids, **dict(self.context), bound=_bound(value))

    def at_most(self, value: Points) -> Chance:
        """The chance of a value of at most ``value`` (Charakir: C10 knocks at 10 or less)."""
        hits = sum(count for v, count in self.counts if v <= value)
        return _chance(hits, self.total, "odds.at_most", self.rule_ids, **dict(self.context), bound=_bound(value))

    def explain(self, lang: str = "de") -> str:
        """One sentence: what was counted, the range and the exact mean."""
        return _render(
            "odds.distribution",
            lang,
            self.context,
            total=self.total,
            low=_number(self.min, lang),
            high=_number(self.max, lang),
            mean=_number(self.mean, lang),
            ids=", ".join(self.rule_ids),
        )

    def __str__(self) -> str:
        return self.explain("de")

    def __repr__(self) -> str:
        inner = ", ".join(f"{format_points(v)}: {p}" for v, p in self._probabilities.items())
        return f"Distribution({{{inner}}})"


def _bound(value: Points) -> str:
    return format_points(float(value)) if isinstance(value, Fraction) else format_points(value)


def _distribution(counter: Mapping[Points, int], rule_ids: tuple[str, ...], **context: Any) -> Distribution:
    counts = tuple(sorted(counter.items()))
    return Distribution(counts, sum(counter.values()), rule_ids, tuple(context.items()))


@dataclass(frozen=True, slots=True)
class DealOdds:
    """The special hands on the deal (one 3-card hand): three aces, a Knack, three of a kind.

    ``three_of_a_kind`` counts three cards of one rank of *any* rank, so it
    includes three aces (8 ranks x 4 = 32 of 4960 hands from 32 cards);
    ``thirty_and_a_half`` only those worth 30½ (K7/O8), i.e. without three
    aces, which are worth 33 as Feuer/Superknack (28 of 4960).
    """

    three_aces: Chance
    knack: Chance
    three_of_a_kind: Chance  # three cards of one rank, any rank (three aces included)
    thirty_and_a_half: Chance  # three of a kind worth 30½: any rank but aces (K7/O8)
    cards: int
    hands: int

    @property
    def feuer(self) -> Chance:
        """K8: three aces are called Feuer in ``knack``."""
        return self.three_aces

    @property
    def superknack(self) -> Chance:
        """O9: three aces are called Superknack in the Oberlausitz."""
        return self.three_aces

    @property
    def probabilities(self) -> dict[str, Fraction]:
        return {name: c.probability for name, c in self._parts()}

    @property
    def percent(self) -> dict[str, float]:
        return {name: c.percent for name, c in self._parts()}

    def _parts(self) -> tuple[tuple[str, Chance], ...]:
        return (
            ("three_aces", self.three_aces),
            ("knack", self.knack),
            ("three_of_a_kind", self.three_of_a_kind),
            ("thirty_and_a_half", self.thirty_and_a_half),
        )

    def explain(self, lang: str = "de") -> str:
        """One sentence with all three chances and their rule IDs."""
        parts = "; ".join(
            i18n.text(
                "odds.deal_part",
                lang,
                event=i18n.text(dict(c.context)["event"].key, lang),
                count=c.favourable,
                share=_share(c.probability, lang),
                ids=", ".join(c.rule_ids),
            )
            for _, c in self._parts()
        )
        return i18n.text("odds.deal", lang, cards=self.cards, total=self.hands, parts=parts)

    def __str__(self) -> str:
        return self.explain("de")


@dataclass(frozen=True, slots=True)
class Swap:
    """One legal swap (K10/O5): ``give`` from the hand, ``take`` from the table."""

    give: tuple[Card, ...]
    take: tuple[Card, ...]
    hand: tuple[Card, ...]  # the hand after the swap
    points: Points
    kind: str
    rule_ids: tuple[str, ...]

    @property
    def all_three(self) -> bool:
        return len(self.give) == 3

    def describe(self, lang: str = "de") -> str:
        """``7♥ gegen A♥`` / ``alle drei gegen die Mitte``."""
        if self.all_three:
            return i18n.text("odds.swap_all", lang)
        return i18n.text("odds.swap_one", lang, give=self.give[0].short, take=self.take[0].short)

    def explain(self, lang: str = "de") -> str:
        text = i18n.text(
            "odds.swap",
            lang,
            swap=self.describe(lang),
            hand=_hand_text(self.hand),
            points=format_points(self.points),
            ids=", ".join(self.rule_ids),
        )
        return text[:1].upper() + text[1:]

    def __str__(self) -> str:
        return self.explain("de")


@dataclass(frozen=True, slots=True)
class SwapOdds:
    """The answer of :func:`swap_odds`: the best swap now and the chance with a fresh table."""

    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    at_least: Points
    current: Points
    swaps: tuple[Swap, ...]  # all ten legal swaps, best first
    renewal: Chance  # a fresh table offers a swap reaching at least ``at_least``
    renewal_best: Distribution  # best value reachable with a fresh table
    renewal_applies: bool  # False: this ruleset never gives a fresh table here (for comparison only)

    @property
    def best(self) -> Swap:
        return self.swaps[0]

    @property
    def reaches_now(self) -> bool:
        """True if one legal swap with the current table reaches ``at_least``."""
        return self.best.points >= self.at_least

    @property
    def holds_now(self) -> bool:
        """True if the hand already has at least ``at_least`` without swapping."""
        return self.current >= self.at_least

    @property
    def reaching_now(self) -> tuple[Swap, ...]:
        """Every legal swap that reaches ``at_least`` now."""
        return tuple(s for s in self.swaps if s.points >= self.at_least)

    @property
    def probability(self) -> Fraction:
        return self.renewal.probability

    @property
    def percent(self) -> float:
        return self.renewal.percent

    def explain(self, lang: str = "de") -> str:
        best = self.best
        renewal = self.renewal
        ctx = dict(renewal.context)
        text = i18n.text(
            "odds.swap_odds",
            lang,
            hand=_hand_text(self.hand),
            current=format_points(self.current),
            table=_hand_text(self.table),
            swap=best.describe(lang),
            points=format_points(best.points),
            swap_ids=", ".join(best.rule_ids),
            reach=i18n.text(
                "odds.reach_yes" if self.reaches_now else "odds.reach_no", lang, at_least=_bound(self.at_least)
            )
            + (i18n.text("odds.no_gain", lang, push=_push_id(best)) if best.points <= self.current else ""),
            unseen=ctx["unseen"],
            count=renewal.favourable,
            total=renewal.total,
            at_least=_bound(self.at_least),
            share=_share(renewal.probability, lang),
            ids=", ".join(renewal.rule_ids),
            note="" if self.renewal_applies else i18n.text("odds.renewal_note", lang),
        )
        return text

    def __str__(self) -> str:
        return self.explain("de")


def _push_id(swap: Swap) -> str:
    return "O5" if swap.rule_ids == ("O5",) else "K11"


@dataclass(frozen=True, slots=True)
class HandComparison:
    """The unseen second hand (K5/O4) against a seen hand: better, equal, worse, and its values."""

    seen_hand: tuple[Card, ...]
    seen_points: Points
    better: Chance
    equal: Chance
    worse: Chance
    distribution: Distribution

    @property
    def probabilities(self) -> dict[str, Fraction]:
        return {"better": self.better.probability, "equal": self.equal.probability, "worse": self.worse.probability}

    @property
    def percent(self) -> dict[str, float]:
        return {"better": self.better.percent, "equal": self.equal.percent, "worse": self.worse.percent}

    def explain(self, lang: str = "de") -> str:
        return i18n.text(
            "odds.comparison",
            lang,
            hand=_hand_text(self.seen_hand),
            points=format_points(self.seen_points),
            total=self.better.total,
            better=self.better.favourable,
            better_share=_percent_text(self.better.probability, lang),
            equal=self.equal.favourable,
            equal_share=_percent_text(self.equal.probability, lang),
            worse=self.worse.favourable,
            worse_share=_percent_text(self.worse.probability, lang),
            ids=", ".join(self.better.rule_ids),
        )

    def __str__(self) -> str:
        return self.explain("de")


@dataclass(frozen=True, slots=True)
class TakeOption:
    """Taking the discard (C8): lay the cheapest-to-keep pair, then the best discard (C9)."""

    card: Card
    possible: bool
    pair: tuple[Card, ...] = ()
    discard: Card | None = None
    hand: tuple[Card, ...] = ()  # the hand afterwards
    total: int | None = None
    knock_limit: int = 10  # C10

    @property
    def can_knock(self) -> bool:
        """True if the hand afterwards totals at most 10, so the player may knock (C10)."""
        return self.possible and self.total is not None and self.total <= self.knock_limit

    def explain(self, lang: str = "de") -> str:
        if not self.possible:
            return i18n.text("odds.take_no", lang, card=self.card.short)
        return i18n.text(
            "odds.take_yes" if self.can_knock else "odds.take_yes_no_knock",
            lang,
            card=self.card.short,
            pair=_hand_text(self.pair),
            discard=self.discard.short if self.discard is not None else "–",
            hand=_hand_text(self.hand),
            total=self.total,
        )


@dataclass(frozen=True, slots=True)
class KnockOdds:
    """The answer of :func:`knock_after_draw_odds`."""

    hand: tuple[Card, ...]
    total_now: int
    draw: Chance  # after drawing from the pile and the best discard: total <= 10
    draw_totals: Distribution  # the total after drawing and the best discard
    take: TakeOption | None  # None: no discard top given
    best: str  # "draw" or "take"

    @property
    def probability(self) -> Fraction:
        """The chance to be able to knock with the better option."""
        if self.best == "take" and self.take is not None:
            return Fraction(int(self.take.can_knock))
        return self.draw.probability

    @property
    def percent(self) -> float:
        return float(self.probability) * 100

    def explain(self, lang: str = "de") -> str:
        text = i18n.text(
            "odds.knock",
            lang,
            hand=_hand_text(self.hand),
            points=self.total_now,
            count=self.draw.favourable,
            total=self.draw.total,
            share=_share(self.draw.probability, lang),
            ids=", ".join(self.draw.rule_ids),
        )
        if self.take is not None:
            best = i18n.text("odds.best_take" if self.best == "take" else "odds.best_draw", lang)
            text += "; " + self.take.explain(lang) + "; " + best
        return text

    def __str__(self) -> str:
        return self.explain("de")


# --- input checks ----------------------------------------------------------------

_WHAT = {
    "hand": ("Hand", "hand"),
    "table": ("Mitte", "table"),
    "known": ("bekannte Karten", "known cards"),
    "seen_hand": ("gesehene Hand", "seen hand"),
    "discard_top": ("offene Karte", "discard top"),
}


def _check_rules(rules: object, function: str, *, knack: bool | None = None) -> Rules:
    if not isinstance(rules, Rules):
        raise KnackpyError("odds.not_rules", value=repr(rules)[:60])
    if knack is True and not rules.is_knack:
        raise KnackpyError("odds.knack_only", function=function, game=rules.game)
    if knack is False and rules.is_knack:
        raise KnackpyError("odds.charakir_only", function=function, game=rules.game)
    return rules


def _deck_accepted(rules: Rules) -> dict[str, str]:
    d = rules.deck
    low, high = d.ranks[0], d.ranks[-1]
    return {
        "accepted": f"{low.de} bis {high.de} in {', '.join(s.de for s in d.suits)}",
        "accepted_en": f"{low.en} to {high.en} of {', '.join(s.en for s in d.suits)}",
    }


def _cards(value: object, rules: Rules, what: str, size: tuple[int, int] | None = None) -> tuple[Card, ...]:
    """Cards from text, a card or an iterable of cards; checked against the deck, duplicates and size."""
    de, en = _WHAT[what]
    if isinstance(value, str):
        cards = tuple(parse_cards(value, rules)) if value.strip() else ()
    elif isinstance(value, Card):
        cards = (value,)
    else:
        try:
            cards = tuple(value)  # type: ignore[arg-type]
        except TypeError:
            raise KnackpyError("odds.not_cards", what=de, what_en=en, value=repr(value)[:60]) from None
    for c in cards:
        if not isinstance(c, Card):
            raise KnackpyError("odds.not_cards", what=de, what_en=en, value=repr(c)[:60])
        if c not in rules.deck:
            raise KnackpyError(
                "odds.wrong_deck",
                card=c.short,
                what=de,
                what_en=en,
                deck=rules.deck.de,
                deck_en=rules.deck.en,
                **_deck_accepted(rules),
            )
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise KnackpyError("odds.twice", card=twice.short, what=de, what_en=en)
    if size is not None and not size[0] <= len(cards) <= size[1]:
        accepted = str(size[0]) if size[0] == size[1] else f"{size[0]}-{size[1]}"
        raise KnackpyError("odds.size", what=de, what_en=en, count=len(cards), accepted=accepted)
    return cards


def _disjoint(*groups: tuple[str, tuple[Card, ...]]) -> None:
    seen: dict[Card, str] = {}
    for what, cards in groups:
        for c in cards:
            if c in seen:
                first, second = _WHAT[seen[c]], _WHAT[what]
                raise KnackpyError(
                    "odds.overlap",
                    card=c.short,
                    first=first[0],
                    first_en=first[1],
                    second=second[0],
                    second_en=second[1],
                )
            seen[c] = what


def _unseen(rules: Rules, *excluded: tuple[Card, ...], need: int) -> tuple[Card, ...]:
    out = set().union(*excluded)
    unseen = tuple(c for c in rules.deck.cards if c not in out)
    if len(unseen) < need:
        raise KnackpyError("odds.too_few_unseen", count=len(unseen), need=need)
    return unseen


def _check_at_least(value: object, rules: Rules) -> Points:
    dist = value_distribution(rules)
    ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and dist.min <= value <= dist.max  # NaN fails
    if not ok:
        raise KnackpyError("odds.bad_at_least", value=repr(value)[:40], low=_bound(dist.min), high=_bound(dist.max))
    return value  # type: ignore[return-value]


def _canonical(rules: Rules) -> Rules:
    """Only the options that change hand values, so caches are shared (lives, turn cap... do not matter)."""
    if rules.game == "knack_oberlausitz":
        return make_rules(
            rules.game,
            deck=rules.deck.key,
            same_rank_adds=bool(rules.same_rank_adds),
            knack_is_ace_flush=bool(rules.knack_is_ace_flush),
        )
    return make_rules(rules.game, deck=rules.deck.key)


def _rule_ids(rules: Rules) -> dict[str, tuple[str, ...]]:
    if rules.game == "knack_oberlausitz":
        knack = ("O7",) if rules.knack_is_ace_flush else ("O6", "O7")
        return {"aces": ("O9",), "knack": knack, "three": ("O8",), "values": ("O6", "O7", "O8", "O9"), "swap": ("O5",)}
    return {"aces": ("K8",), "knack": ("K6", "K14"), "three": ("K7",), "values": ("K6", "K7", "K8"), "swap": ("K10",)}


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
    lausitz = rules.game == "knack_oberlausitz"
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
    if not rules.is_knack:
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


def swap_odds(hand, table, rules: Rules, *, at_least: Points, known=()) -> SwapOdds:
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
    '7♠ gegen Q♥ tauschen: A♥ K♥ Q♥ zählt dann 31 (K10)'
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
    if rules.game == "knack_oberlausitz":
        return ("O5",) + (("K19",) if rules.seven_eight_nine else ())
    return ("K12",) + (("K19",) if rules.seven_eight_nine else ())


def _renewal_applies(rules: Rules, table: tuple[Card, ...]) -> bool:
    seven_eight_nine = bool(rules.seven_eight_nine) and sorted(c & 15 for c in table) == [7, 8, 9]
    return bool(rules.renew_stock_when_all_push) or seven_eight_nine


@lru_cache(maxsize=256)
def _hand_counts(rules: Rules, unseen: tuple[Card, ...]) -> tuple[tuple[Points, int], ...]:
    points = score_table(rules).points
    return tuple(sorted(Counter(points[h] for h in itertools.combinations(unseen, 3)).items()))


def unseen_hand_odds(seen_hand, rules: Rules, known=()) -> HandComparison:
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
    ids = ("O4",) if rules.game == "knack_oberlausitz" else ("K5",)
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
    'Totals of all 270725 hands of 4 cards: at most 10 in 1522 of 270725 cases = 1522/270725 ≈ 0.56% (C2, C5)'
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
        if best is None or total < best.total:  # type: ignore[operator]
            best = TakeOption(top, True, (a, b), discard, left, total, rules.knock_limit)
    return best or TakeOption(top, False, knock_limit=rules.knock_limit)


def knock_after_draw_odds(hand, rules: Rules, *, discard_top=None, known=()) -> KnockOdds:
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
        if p_take > draw.probability or (p_take == draw.probability and take.total < draw_totals.mean):  # type: ignore[operator]
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


# --- Monte-Carlo checks -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckRow:
    """One exact probability against its simulated frequency."""

    name: str
    exact: Fraction
    hits: int
    samples: int

    @property
    def estimate(self) -> float:
        return self.hits / self.samples

    @property
    def stderr(self) -> float:
        """The standard error of the estimate if the exact value is right."""
        p = float(self.exact)
        return math.sqrt(p * (1 - p) / self.samples)

    @property
    def z(self) -> float:
        """The deviation in standard errors (0 for certain and impossible events that matched)."""
        diff = self.estimate - float(self.exact)
        if self.stderr == 0:
            return 0.0 if diff == 0 else math.inf
        return diff / self.stderr


@dataclass(frozen=True, slots=True)
class MonteCarloCheck:
    """Exact answers against a seeded simulation (E1: same seed, same numbers, on every machine)."""

    function: str
    samples: int
    seed: int | str
    rows: tuple[CheckRow, ...]

    @property
    def worst(self) -> float:
        """The largest deviation, in standard errors."""
        return max((abs(r.z) for r in self.rows), default=0.0)

    def ok(self, sigmas: float = 5.0) -> bool:
        """True if every simulated frequency lies within ``sigmas`` standard errors of the exact value."""
        return self.worst <= sigmas

    def explain(self, lang: str = "de", sigmas: float = 5.0) -> str:
        """One sentence: how many values were checked and the largest deviation."""
        return i18n.text(
            "odds.check_ok" if self.ok(sigmas) else "odds.check_bad",
            lang,
            function=self.function,
            samples=self.samples,
            seed=self.seed,
            rows=len(self.rows),
            worst=_decimal(self.worst, 1, lang),
            sigmas=format_points(sigmas),
        )

    def __str__(self) -> str:
        return self.explain("de")


def _named(result: object) -> dict[str, Fraction]:
    """The probabilities a result states, by name (the rows of a check)."""
    if isinstance(result, Distribution):
        return {format_points(v): p for v, p in result.items()}
    if isinstance(result, DealOdds | HandComparison):
        return result.probabilities
    if isinstance(result, SwapOdds):
        return {"renewal": result.renewal.probability} | {
            f"best {k}": p for k, p in _named(result.renewal_best).items()
        }
    if isinstance(result, KnockOdds):
        return {"draw": result.draw.probability} | {f"total {k}": p for k, p in _named(result.draw_totals).items()}
    raise TypeError(type(result))  # pragma: no cover


def _sim_deal(rng: random.Random, samples: int, rules: Rules) -> Counter:
    rules = _canonical(rules)
    kinds = score_table(rules).kind
    cards = list(rules.deck.cards)
    hits: Counter = Counter()
    names = {
        "feuer": ("three_aces", "three_of_a_kind"),
        "superknack": ("three_aces", "three_of_a_kind"),
        "knack": ("knack",),
        "three_of_a_kind": ("three_of_a_kind", "thirty_and_a_half"),
    }
    for _ in range(samples):
        for name in names.get(kinds[tuple(rng.sample(cards, 3))], ()):
            hits[name] += 1
    return hits


def _sim_values(rng: random.Random, samples: int, rules: Rules) -> Counter:
    if not rules.is_knack:
        return _sim_charakir(rng, samples, rules, 4)
    points = score_table(_canonical(rules)).points
    cards = list(rules.deck.cards)
    return Counter(format_points(points[tuple(rng.sample(cards, 3))]) for _ in range(samples))


def _sim_charakir(rng: random.Random, samples: int, rules: Rules, cards: int = 4) -> Counter:
    deck = list(rules.deck.cards)
    return Counter(str(sum(card_points(c, rules) for c in rng.sample(deck, cards))) for _ in range(samples))


def _sim_swap(rng: random.Random, samples: int, hand, table, rules: Rules, *, at_least, known=()) -> Counter:
    exact = swap_odds(hand, table, rules, at_least=at_least, known=known)  # validated input
    points = score_table(_canonical(rules)).points
    h = exact.hand
    unseen = list(_unseen(rules, h, exact.table, _cards(known, rules, "known"), need=3))
    hits: Counter = Counter()
    for _ in range(samples):
        fresh = tuple(rng.sample(unseen, 3))
        options = [points[fresh]] + [points[h[:i] + (t,) + h[i + 1 :]] for i in range(3) for t in fresh]
        best = max(options)
        hits[f"best {format_points(best)}"] += 1
        if best >= at_least:
            hits["renewal"] += 1
    return hits


def _sim_unseen(rng: random.Random, samples: int, seen_hand, rules: Rules, known=()) -> Counter:
    exact = unseen_hand_odds(seen_hand, rules, known)
    points = score_table(_canonical(rules)).points
    unseen = list(_unseen(rules, exact.seen_hand, _cards(known, rules, "known"), need=3))
    hits: Counter = Counter()
    for _ in range(samples):
        other = points[tuple(rng.sample(unseen, 3))]
        hits["better" if other > exact.seen_points else "equal" if other == exact.seen_points else "worse"] += 1
    return hits


def _sim_knock(rng: random.Random, samples: int, hand, rules: Rules, *, discard_top=None, known=()) -> Counter:
    exact = knock_after_draw_odds(hand, rules, discard_top=discard_top, known=known)
    top = _cards(discard_top, rules, "discard_top") if discard_top is not None else ()
    unseen = list(_unseen(rules, exact.hand, top, _cards(known, rules, "known"), need=1))
    hits: Counter = Counter()
    for _ in range(samples):
        pool = [card_points(c, rules) for c in exact.hand + (rng.choice(unseen),)]
        total = min(sum(pool) - p for p in pool)  # the best discard, computed another way
        hits[f"total {total}"] += 1
        if total <= rules.knock_limit:
            hits["draw"] += 1
    return hits


_SIMULATORS: dict[str, tuple[Callable[..., Any], Callable[..., Counter]]] = {
    "deal_odds": (deal_odds, _sim_deal),
    "value_distribution": (value_distribution, _sim_values),
    "charakir_total_distribution": (charakir_total_distribution, _sim_charakir),
    "swap_odds": (swap_odds, _sim_swap),
    "unseen_hand_odds": (unseen_hand_odds, _sim_unseen),
    "knock_after_draw_odds": (knock_after_draw_odds, _sim_knock),
}


def simulate_check(
    function, /, *args: Any, samples: int = 20_000, seed: int | str = 0, **kwargs: Any
) -> MonteCarloCheck:
    """Compare an exact answer with a seeded simulation of the same question.

    ``function`` is one of the odds functions (or its name), followed by its
    arguments.  The simulation deals ``samples`` times with a private
    ``random.Random(seed)`` (never the global RNG), so a check gives the same
    numbers on every machine.  ``.ok(sigmas)`` says whether every simulated
    frequency lies within ``sigmas`` standard errors of the exact value.

    >>> from knackpy import rules
    >>> check = simulate_check(deal_odds, rules("knack"), samples=5000, seed=1)
    >>> check.ok(), [r.name for r in check.rows]
    (True, ['three_aces', 'knack', 'three_of_a_kind', 'thirty_and_a_half'])
    >>> print(check)  # doctest: +ELLIPSIS
    Monte-Carlo-Probe von deal_odds mit 5000 Ziehungen (Startwert 1): alle 4 Werte ... (E1)
    """
    name = function if isinstance(function, str) else getattr(function, "__name__", repr(function))
    if name not in _SIMULATORS:
        raise KnackpyError("odds.no_simulation", value=str(name)[:60], accepted=", ".join(_SIMULATORS))
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= 10_000_000:
        raise KnackpyError("odds.samples", value=repr(samples)[:40])
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise KnackpyError("odds.seed", value=repr(seed)[:40])
    exact_fn, simulator = _SIMULATORS[name]
    exact = _named(exact_fn(*args, **kwargs))
    hits = simulator(random.Random(seed), samples, *args, **kwargs)
    rows = tuple(CheckRow(key, p, hits.get(key, 0), samples) for key, p in exact.items())
    unexpected = [key for key in hits if key not in exact]  # a simulated value the exact answer calls impossible
    rows += tuple(CheckRow(key, Fraction(0), hits[key], samples) for key in unexpected)
    return MonteCarloCheck(name, samples, seed, rows)


i18n.catalogue(
    {
        "odds.event.feuer": ("drei Asse (Feuer)", "three aces (Feuer)"),
        "odds.event.superknack": ("drei Asse (Superknack)", "three aces (Superknack)"),
        "odds.event.knack_31": ("ein Knack (genau 31)", "a Knack (exactly 31)"),
        "odds.event.knack_flush": (
            "ein Knack (drei Karten einer Farbe mit Ass)",
            "a Knack (three cards of one suit with an ace)",
        ),
        "odds.event.three": ("drei Gleiche außer Assen (30½)", "three of a kind other than aces (30½)"),
        "odds.event.three_any": (
            "drei Gleiche irgendeines Rangs (drei Asse mitgezählt)",
            "three of a kind of any rank (three aces included)",
        ),
        "odds.deal_chance": (
            "{event} aus {cards} Karten: {count} von {total} Händen = {share} ({ids})",
            "{event} from {cards} cards: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.deal": (
            "Eine Hand aus {cards} Karten ({total} mögliche Hände): {parts}",
            "One hand from {cards} cards ({total} possible hands): {parts}",
        ),
        "odds.deal_part": (
            "{event} in {count} Händen = {share} ({ids})",
            "{event} in {count} hands = {share} ({ids})",
        ),
        "odds.subject.hands": (
            "Werte aller {total} Hände aus {cards} Karten",
            "Values of all {total} hands from {cards} cards",
        ),
        "odds.subject.charakir": (
            "Summen aller {total} Hände zu {size} Karten",
            "Totals of all {total} hands of {size} cards",
        ),
        "odds.subject.other_hand": (
            "Werte der unbekannten zweiten Hand ({total} mögliche Hände aus {unseen} Karten)",
            "Values of the unseen second hand ({total} possible hands from {unseen} cards)",
        ),
        "odds.subject.renewal": (
            "Bester Wert nach einem Tausch mit einer neuen Mitte ({total} mögliche Mitten aus {unseen} Karten)",
            "Best value after one swap with a fresh table ({total} possible tables from {unseen} cards)",
        ),
        "odds.subject.draw": (
            "Summe nach dem Ziehen und der besten Ablage ({total} mögliche Karten)",
            "Total after the draw and the best discard ({total} possible cards)",
        ),
        "odds.distribution": (
            "{subject}: von {low} bis {high}, Mittelwert {mean} ({ids})",
            "{subject}: from {low} to {high}, mean {mean} ({ids})",
        ),
        "odds.at_least": (
            "{subject}: mindestens {bound} in {count} von {total} Fällen = {share} ({ids})",
            "{subject}: at least {bound} in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.at_most": (
            "{subject}: höchstens {bound} in {count} von {total} Fällen = {share} ({ids})",
            "{subject}: at most {bound} in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.swap_one": ("{give} gegen {take}", "{give} for {take}"),
        "odds.swap_all": ("alle drei gegen die Mitte", "all three for the table"),
        "odds.swap": (
            "{swap} tauschen: {hand} zählt dann {points} ({ids})",
            "swap {swap}: {hand} is then worth {points} ({ids})",
        ),
        "odds.reach_yes": ("das reicht für mindestens {at_least}", "that reaches at least {at_least}"),
        "odds.reach_no": ("das reicht nicht für {at_least}", "that does not reach {at_least}"),
        "odds.no_gain": (
            " und ist nicht besser als Schieben ({push})",
            " and is no better than pushing ({push})",
        ),
        "odds.swap_odds": (
            "{hand} ({current}) mit der Mitte {table}: der beste Tausch jetzt ist {swap} und ergibt {points} ({swap_ids}), "
            "{reach}; eine neue Mitte aus {unseen} unbekannten Karten bietet in {count} von {total} Fällen einen Tausch "
            "auf mindestens {at_least} = {share}{note} ({ids})",
            "{hand} ({current}) with the table {table}: the best swap now is {swap} and makes {points} ({swap_ids}), "
            "{reach}; a fresh table from {unseen} unseen cards offers a swap to at least {at_least} in {count} of "
            "{total} cases = {share}{note} ({ids})",
        ),
        "odds.renewal": (
            "eine neue Mitte aus {unseen} unbekannten Karten bietet einen Tausch auf mindestens {at_least}: "
            "{count} von {total} Fällen = {share} ({ids})",
            "a fresh table from {unseen} unseen cards offers a swap to at least {at_least}: "
            "{count} of {total} cases = {share} ({ids})",
        ),
        "odds.renewal_hypothetical": (
            "eine neue Mitte aus {unseen} unbekannten Karten böte einen Tausch auf mindestens {at_least}: "
            "{count} von {total} Fällen = {share}, nur zum Vergleich, denn hier gibt es keine neue Mitte ({ids})",
            "a fresh table from {unseen} unseen cards would offer a swap to at least {at_least}: "
            "{count} of {total} cases = {share}, for comparison only, as this ruleset gives no fresh table ({ids})",
        ),
        "odds.renewal_note": (
            " (nur zum Vergleich: hier gibt es keine neue Mitte)",
            " (for comparison only: this ruleset gives no fresh table)",
        ),
        "odds.other_better": (
            "die unbekannte zweite Hand schlägt {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand beats {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.other_equal": (
            "die unbekannte zweite Hand ist genauso viel wert wie {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand ties with {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.other_worse": (
            "die unbekannte zweite Hand ist weniger wert als {points}: {count} von {total} Händen = {share} ({ids})",
            "the unseen second hand is worth less than {points}: {count} of {total} hands = {share} ({ids})",
        ),
        "odds.comparison": (
            "Gegen {hand} ({points}) ist die unbekannte zweite Hand in {better} von {total} Fällen besser "
            "({better_share}), in {equal} gleich ({equal_share}) und in {worse} schlechter ({worse_share}) ({ids})",
            "Against {hand} ({points}) the unseen second hand is better in {better} of {total} cases "
            "({better_share}), equal in {equal} ({equal_share}) and worse in {worse} ({worse_share}) ({ids})",
        ),
        "odds.knock_draw": (
            "nach einer Karte vom Stapel und der besten Ablage darfst du klopfen (höchstens 10): "
            "{count} von {total} unbekannten Karten = {share} ({ids})",
            "after one card from the pile and the best discard you may knock (10 or less): "
            "{count} of {total} unseen cards = {share} ({ids})",
        ),
        "odds.knock": (
            "{hand} ({points}): vom Stapel ziehen und die höchste Karte ablegen erlaubt das Klopfen "
            "in {count} von {total} Fällen = {share} ({ids})",
            "{hand} ({points}): drawing from the pile and discarding the highest card allows a knock "
            "in {count} of {total} cases = {share} ({ids})",
        ),
        "odds.take_no": (
            "die offene Karte {card} zu nehmen geht nicht, weil kein Paar gleichen Rangs abgelegt werden kann (C8)",
            "taking the open {card} is not allowed, as no pair of the same rank can be laid (C8)",
        ),
        "odds.take_yes": (
            "die offene Karte {card} nehmen, das Paar {pair} und dann {discard} ablegen lässt {hand} mit {total} "
            "Punkten: sicher klopfen (C8, C9, C10)",
            "taking the open {card}, laying the pair {pair} and then discarding {discard} leaves {hand} with {total} "
            "points: a sure knock (C8, C9, C10)",
        ),
        "odds.take_yes_no_knock": (
            "die offene Karte {card} nehmen, das Paar {pair} und dann {discard} ablegen lässt {hand} mit {total} "
            "Punkten: zu viel zum Klopfen (C8, C9, C10)",
            "taking the open {card}, laying the pair {pair} and then discarding {discard} leaves {hand} with {total} "
            "points: too many to knock (C8, C9, C10)",
        ),
        "odds.best_take": ("besser: die offene Karte nehmen", "better: take the open card"),
        "odds.best_draw": ("besser: vom Stapel ziehen", "better: draw from the pile"),
        "odds.check_ok": (
            "Monte-Carlo-Probe von {function} mit {samples} Ziehungen (Startwert {seed}): alle {rows} Werte liegen "
            "höchstens {sigmas} Standardfehler neben dem exakten Ergebnis, größte Abweichung {worst} (E1)",
            "Monte-Carlo check of {function} with {samples} samples (seed {seed}): all {rows} values lie within "
            "{sigmas} standard errors of the exact result, largest deviation {worst} (E1)",
        ),
        "odds.check_bad": (
            "Monte-Carlo-Probe von {function} mit {samples} Ziehungen (Startwert {seed}): von {rows} Werten weicht "
            "mindestens einer um {worst} Standardfehler ab, mehr als {sigmas} - exaktes Ergebnis prüfen (E1)",
            "Monte-Carlo check of {function} with {samples} samples (seed {seed}): of {rows} values at least one "
            "is {worst} standard errors off, more than {sigmas} - check the exact result (E1)",
        ),
        "odds.not_rules": (
            "Erwartet wird ein Regelobjekt von knackpy.rules(...), z. B. rules('knack'), nicht {value}",
            "Expected a rules object from knackpy.rules(...), e.g. rules('knack'), not {value}",
        ),
        "odds.knack_only": (
            "{function} gilt nur für knack und knack_oberlausitz, nicht für {game}",
            "{function} works only for knack and knack_oberlausitz, not for {game}",
        ),
        "odds.charakir_only": (
            "{function} gilt nur für charakir, nicht für {game}",
            "{function} works only for charakir, not for {game}",
        ),
        "odds.not_cards": (
            "{what}: erwartet werden Karten (oder ein Text wie 'A♥ K♥ 7♥'), nicht {value}",
            "{what_en}: expected cards (or a text such as 'A♥ K♥ 7♥'), not {value}",
        ),
        "odds.wrong_deck": (
            "{what}: {card} gehört nicht zum {deck}; erlaubt sind {accepted}",
            "{what_en}: {card} is not part of the {deck_en}; accepted are {accepted_en}",
        ),
        "odds.twice": (
            "{what}: {card} steht doppelt da; jede Karte gibt es nur einmal",
            "{what_en}: {card} appears twice; every card exists only once",
        ),
        "odds.size": (
            "{what}: erlaubt sind {accepted} Karten, nicht {count}",
            "{what_en}: {accepted} cards are accepted, not {count}",
        ),
        "odds.overlap": (
            "{card} steht in {first} und in {second}; jede Karte kann nur an einem Ort sein",
            "{card} is in the {first_en} and in the {second_en}; a card can only be in one place",
        ),
        "odds.too_few_unseen": (
            "Es bleiben nur {count} unbekannte Karten, gebraucht werden mindestens {need}",
            "Only {count} unseen cards are left, at least {need} are needed",
        ),
        "odds.bad_at_least": (
            "at_least muss eine Zahl von {low} bis {high} sein (die möglichen Handwerte), nicht {value}",
            "at_least must be a number from {low} to {high} (the possible hand values), not {value}",
        ),
        "odds.cards_count": (
            "cards muss eine ganze Zahl von 1 bis {high} sein, nicht {value}",
            "cards must be a whole number from 1 to {high}, not {value}",
        ),
        "odds.no_simulation": (
            "Für {value} gibt es keine Simulation; erlaubt sind: {accepted}",
            "There is no simulation for {value}; accepted: {accepted}",
        ),
        "odds.samples": (
            "samples muss eine ganze Zahl von 1 bis 10000000 sein, nicht {value}",
            "samples must be a whole number from 1 to 10000000, not {value}",
        ),
        "odds.seed": (
            "seed muss eine ganze Zahl oder ein Text sein, nicht {value}",
            "seed must be a whole number or a text, not {value}",
        ),
    }
)
