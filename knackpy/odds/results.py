"""The answers of :mod:`knackpy.odds`: small frozen objects that print as one sentence citing rule IDs.

:class:`Chance` (one event, an exact fraction), :class:`Distribution` (a value
over all cases) and the answers built from them; plus the few number formats
they share (German decimal comma, ``30½``, ``1/1240 ≈ 0,08 %``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .. import i18n
from ..cards import Card, format_cards
from ..figures import count_text, decimal_text
from ..scoring import format_points

Points = int | float  # 30.5 for three of a kind


# --- formatting ------------------------------------------------------------------


def chance_percent(p: Fraction, lang: str) -> str:
    """``0,08 %`` in German, ``0.08%`` in English; two decimals, more for tiny chances.

    >>> chance_percent(Fraction(1, 1240), "de"), chance_percent(Fraction(1, 2), "en")
    ('0,08 %', '50.00%')
    """
    value = float(p) * 100
    if p == 0 or p == 1:
        number = str(int(value))
    else:
        decimals = max(2, -math.floor(math.log10(value)))  # 0,08 % but 0,005 %
        number = decimal_text(value, lang, decimals)
    return f"{number} %" if lang == "de" else f"{number}%"


def _share(p: Fraction, lang: str) -> str:
    """``1/1240 ≈ 0,08 %``; certain and impossible events just as ``100 %`` / ``0 %``."""
    if p == 0 or p == 1:
        return chance_percent(p, lang)
    return f"{p.numerator}/{p.denominator} ≈ {chance_percent(p, lang)}"


def _number(value: Fraction | Points, lang: str) -> str:
    """A point value or a mean: ``30½``, ``28``, ``340/13 ≈ 26,15``."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{value.numerator}/{value.denominator} ≈ {decimal_text(float(value), lang, 2)}"
    return format_points(value)


def _hand_text(cards: Iterable[Card], lang: str) -> str:
    return format_cards(tuple(cards), lang, short=True) or "–"


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
    >>> from knackpy.odds import deal_odds
    >>> c = deal_odds(rules("knack")).three_of_a_kind
    >>> c.probability, c.favourable, c.total, round(c.percent, 3)
    (Fraction(1, 155), 32, 4960, 0.645)
    >>> c.explain("en")
    'Three of a kind of any rank (three aces included) from 32 cards: 32 of 4,960 hands = 1/155 ≈ 0.65% (K7, K8)'
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
            count=count_text(self.favourable, lang),
            total=count_text(self.total, lang),
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
    >>> from knackpy.odds import value_distribution
    >>> d = value_distribution(rules("knack"))
    >>> d[33], d.min, d.max, sum(d.values())
    (Fraction(1, 1240), 8, 33, Fraction(1, 1))
    >>> d.at_least(31).explain("en")
    'Values of all 4,960 hands from 32 cards: at least 31 in 28 of 4,960 cases = 7/1240 ≈ 0.56% (K6, K7, K8)'
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
            total=count_text(self.total, lang),
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
                count=count_text(c.favourable, lang),
                share=_share(c.probability, lang),
                ids=", ".join(c.rule_ids),
            )
            for _, c in self._parts()
        )
        return i18n.text("odds.deal", lang, cards=self.cards, total=count_text(self.hands, lang), parts=parts)

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
        """``7♥ gegen A♥`` / ``alle drei gegen den Stock``."""
        if self.all_three:
            return i18n.text("odds.swap_all", lang)
        return i18n.text("odds.swap_one", lang, give=self.give[0].label(lang), take=self.take[0].label(lang))

    def explain(self, lang: str = "de") -> str:
        text = i18n.text(
            "odds.swap",
            lang,
            swap=self.describe(lang),
            hand=_hand_text(self.hand, lang),
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
            hand=_hand_text(self.hand, lang),
            current=format_points(self.current),
            table=_hand_text(self.table, lang),
            swap=best.describe(lang),
            points=format_points(best.points),
            swap_ids=", ".join(best.rule_ids),
            reach=i18n.text(
                "odds.reach_yes" if self.reaches_now else "odds.reach_no", lang, at_least=_bound(self.at_least)
            )
            + (i18n.text("odds.no_gain", lang, push=_push_id(best)) if best.points <= self.current else ""),
            unseen=ctx["unseen"],
            count=count_text(renewal.favourable, lang),
            total=count_text(renewal.total, lang),
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
            hand=_hand_text(self.seen_hand, lang),
            points=format_points(self.seen_points),
            total=count_text(self.better.total, lang),
            better=count_text(self.better.favourable, lang),
            better_share=chance_percent(self.better.probability, lang),
            equal=count_text(self.equal.favourable, lang),
            equal_share=chance_percent(self.equal.probability, lang),
            worse=count_text(self.worse.favourable, lang),
            worse_share=chance_percent(self.worse.probability, lang),
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
            return i18n.text("odds.take_no", lang, card=self.card.label(lang))
        assert self.total is not None  # a possible take has its total
        return i18n.text(
            "odds.take_yes" if self.can_knock else "odds.take_yes_no_knock",
            lang,
            card=self.card.label(lang),
            pair=_hand_text(self.pair, lang),
            discard=self.discard.label(lang) if self.discard is not None else "–",
            hand=_hand_text(self.hand, lang),
            total=count_text(self.total, lang),
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
            hand=_hand_text(self.hand, lang),
            points=self.total_now,
            count=count_text(self.draw.favourable, lang),
            total=count_text(self.draw.total, lang),
            share=_share(self.draw.probability, lang),
            ids=", ".join(self.draw.rule_ids),
        )
        if self.take is not None:
            best = i18n.text("odds.best_take" if self.best == "take" else "odds.best_draw", lang)
            text += "; " + self.take.explain(lang) + "; " + best
        return text

    def __str__(self) -> str:
        return self.explain("de")
