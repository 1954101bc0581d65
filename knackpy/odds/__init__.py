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

Where the code is
-----------------
``knack`` (the Knack questions), ``charakir`` (the Charakir questions),
``montecarlo`` (:func:`simulate_check`), ``results`` (the answer objects and
their number formats), ``inputs`` (checks of the arguments) and ``texts``
(the German and English sentences).  Import from ``knackpy.odds`` itself:
the submodules are the layout, not the interface.
"""

from __future__ import annotations

# texts first: it registers the catalogue every answer and error reads
from . import texts  # noqa: F401  isort: skip
from .charakir import charakir_total_distribution, knock_after_draw_odds
from .knack import deal_odds, expected_value, swap_odds, unseen_hand_odds, value_distribution
from .montecarlo import CheckRow, MonteCarloCheck, simulate_check
from .results import (
    Chance,
    DealOdds,
    Distribution,
    HandComparison,
    KnockOdds,
    Swap,
    SwapOdds,
    TakeOption,
    chance_percent,
)

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
    "chance_percent",
]
