"""Seeded Monte-Carlo checks of the exact answers (:func:`simulate_check`).

Each odds function has a simulator that deals the same question ``samples``
times with a private ``random.Random(seed)``; the check compares every
simulated frequency with the exact fraction.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import i18n
from ..errors import KnackpyError
from ..figures import count_text, decimal_text
from ..rules import Rules
from ..scoring import card_points, format_points, score_table
from .charakir import charakir_total_distribution, knock_after_draw_odds
from .inputs import _canonical, _cards, _unseen
from .knack import deal_odds, swap_odds, unseen_hand_odds, value_distribution
from .results import DealOdds, Distribution, HandComparison, KnockOdds, SwapOdds

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
            samples=count_text(self.samples, lang),
            seed=self.seed,
            rows=len(self.rows),
            worst=decimal_text(self.worst, lang, 1),
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
    if not rules.variant.has_table:
        return _sim_charakir(rng, samples, rules, 4)
    points = score_table(_canonical(rules)).points
    cards = list(rules.deck.cards)
    return Counter(format_points(points[tuple(rng.sample(cards, 3))]) for _ in range(samples))


def _sim_charakir(rng: random.Random, samples: int, rules: Rules, cards: int = 4) -> Counter:
    deck = list(rules.deck.cards)
    return Counter(str(sum(card_points(c, rules) for c in rng.sample(deck, cards))) for _ in range(samples))


def _sim_swap(
    rng: random.Random, samples: int, hand: object, table: object, rules: Rules, *, at_least: Any, known: object = ()
) -> Counter:
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


def _sim_unseen(rng: random.Random, samples: int, seen_hand: object, rules: Rules, known: object = ()) -> Counter:
    exact = unseen_hand_odds(seen_hand, rules, known)
    points = score_table(_canonical(rules)).points
    unseen = list(_unseen(rules, exact.seen_hand, _cards(known, rules, "known"), need=3))
    hits: Counter = Counter()
    for _ in range(samples):
        other = points[tuple(rng.sample(unseen, 3))]
        hits["better" if other > exact.seen_points else "equal" if other == exact.seen_points else "worse"] += 1
    return hits


def _sim_knock(
    rng: random.Random, samples: int, hand: object, rules: Rules, *, discard_top: object = None, known: object = ()
) -> Counter:
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
    function: Callable[..., Any] | str, /, *args: Any, samples: int = 20_000, seed: int | str = 0, **kwargs: Any
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
