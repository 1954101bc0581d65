"""The level ``strong`` and :func:`evaluate`: the best expected result over the unseen cards (sampled, seeded)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from ..engine.core import Action, View
from ..engine.observation import CharakirObservation, KnackObservation
from ..errors import KnackpyError
from ..evaluation import knack_measures as _knack_ctx
from ..rules import Rules
from .base import Bot, Measured, check_rules, decision_key
from .knack_fast import TIE_ORDER, Race, knack_race
from .sampling import PROPOSALS
from .simple import KNOCK_AT_MOST
from .strong_charakir import (
    CHARAKIR_BUDGET,
    charakir_candidates,
    charakir_evaluate,
    charakir_hand_points,
    charakir_outcomes,
)
from .strong_knack import KNACK_BUDGET, knack_candidates, knack_evaluate, knack_hand_points, knack_outcomes

MIN_WORLDS, MAX_WORLDS = 12, 64  # worlds per candidate action, whatever the budget


class StrongBot(Bot):
    """Level ``strong``: the action with the best expected result over the unseen cards (sampled, seeded).

    ``budget`` is the number of rollouts per decision.  Charakir: the sampled deals are shared evenly by
    the candidate actions (each gets between 12 and 64).  Knack: the candidates race over the same deals
    (:mod:`~knackpy.bots.knack_fast`, :class:`~knackpy.bots.knack_fast.Race`), the ones still close to the
    best get more, and ``budget`` bounds the rollouts of the whole race.  A decision takes a few milliseconds.
    """

    level = "strong"
    race = Race(total=KNACK_BUDGET)  # Knack: how the candidates race (knack_fast)
    charakir_budget = CHARAKIR_BUDGET
    charakir_most = MAX_WORLDS  # Charakir: deals per candidate, at most

    def __init__(self, rules: Rules | str, *, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(rules, seed=seed)
        self.budget = budget if budget is not None else (self.race.total if self._knack else self.charakir_budget)
        if self._knack and budget is not None:
            self.race = replace(self.race, total=budget)

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        if self._ctx is not None:  # a Knack ruleset: the engine's view is a KnackObservation
            candidates, forced = knack_candidates(cast(KnackObservation, view), legal, self._ctx, self.race.swaps)
        else:
            candidates, forced = charakir_candidates(cast(CharakirObservation, view), legal, self.rules)
        if forced is not None:  # a call, or the only sensible action: no sampling needed
            action, self._why = forced
            return action
        rng = self._rng_for(view)
        if self._ctx is not None:  # the fast path: a race of the candidates over sampled deals (knack_fast)
            knack_view = cast(KnackObservation, view)
            values, deals, alive, _settled = knack_race(knack_view, self._ctx, candidates, rng, self.race)
        else:
            worlds = max(MIN_WORLDS, min(self.charakir_most, self.budget // len(candidates)))
            values = evaluate(view, self.rules, candidates, worlds=worlds, rng=rng)
            deals, alive = [worlds] * len(candidates), list(range(len(candidates)))
        order = ranking(values, alive, candidates)
        best = order[0]
        measure = "lose_chance" if self._knack else "expected_points"
        action = candidates[best]
        second = candidates[order[1]] if len(order) > 1 else action
        ids = action.rule_ids(self.rules, points=view.value) + self.rules.variant.loss_ids  # type: ignore[attr-defined]  # both observations have it; K16, O12 or C11 and C12
        params = (
            ("action", action),
            ("value", Measured(measure, values[best])),
            ("other", second),
            ("other_value", Measured(measure, values[order[1]] if len(order) > 1 else values[best])),
            ("count", len(candidates)),
            ("samples", deals[best]),
        )
        self._why = ("bots.why.strong", params, tuple(dict.fromkeys(ids)))
        return action


def ranking(values: Sequence[float], alive: Sequence[int], candidates: Sequence[Action]) -> list[int]:
    """The candidates' indexes, best first: the best estimate among the moves still in the race (``alive``), then
    the rest by estimate.  Equal estimates (e.g. a lost or a won round): close first, push last (``TIE_ORDER``)."""
    order = sorted(range(len(candidates)), key=lambda i: (values[i], TIE_ORDER.get(candidates[i].kind, 1), i))
    best = min(alive, key=order.index)
    order.remove(best)
    order.insert(0, best)
    return order


def evaluate(
    view: View,
    rules: Rules | str,
    actions: Sequence[Action] | None = None,
    *,
    worlds: int = 48,
    rng: random.Random | None = None,
    seed: int = 0,
) -> list[float]:
    """The strong bot's estimate for each action (default: all legal ones), from ``view`` alone (E5).

    Knack: the chance to lose the round (lose a life, K16; pay a coin, O12).
    Charakir: the expected points of the player this round (C11, C12).  ``worlds``
    deals of the unseen cards are sampled (the same ones for every action) and
    every player follows the simple rule of thumb to the end of the round.
    """
    rules = check_rules(rules)
    if actions is None:
        actions = view.legal_actions
    if rng is None:
        rng = random.Random(f"knackpy-evaluate:{seed}:{decision_key(view)}")
    if not actions:
        return []
    if view.player is None or view.player != view.to_move:
        raise KnackpyError("bots.not_to_move")
    if rules.variant.has_table:
        return knack_evaluate(cast(KnackObservation, view), _knack_ctx(rules), list(actions), worlds, rng)
    return charakir_evaluate(cast(CharakirObservation, view), rules, list(actions), worlds, rng)


def outcomes(
    view: View,
    rules: Rules,
    actions: Sequence[Action],
    worlds: int,
    rng: random.Random,
    proposals: int = PROPOSALS,
    knock_at: int = KNOCK_AT_MOST,
    informed: bool = True,
) -> list[list[float]]:
    """Like :func:`evaluate`, but per action the result in each sampled deal (the same deals for every action):
    the coach compares two actions deal by deal and knows how sure the difference is.  ``proposals`` hands per
    opponent are weighed by what he did (:func:`~knackpy.bots.sampling.deal_worlds`); the deals are drawn from
    them, so for many deals ask for about as many proposals (else the deals repeat a few hands).  Charakir:
    in the playouts everybody knocks at ``knock_at`` points or less (C10; the rule of thumb: 3).
    ``informed=False`` deals as if the opponents' moves told nothing about their cards (the coach asks whether
    that is what decides)."""
    if not actions:
        return []
    if view.player is None or view.player != view.to_move:
        raise KnackpyError("bots.not_to_move")
    if rules.variant.has_table:
        knack_view = cast(KnackObservation, view)
        return knack_outcomes(knack_view, _knack_ctx(rules), list(actions), worlds, rng, proposals, informed)
    charakir_view = cast(CharakirObservation, view)
    return charakir_outcomes(charakir_view, rules, list(actions), worlds, rng, proposals, knock_at, informed)


def hand_points(
    view: View, rules: Rules, worlds: int, rng: random.Random, *, informed: bool = True
) -> dict[int, float]:
    """What the others probably hold: each opponent's mean hand value (Knack, K6) or points in hand (Charakir,
    C2) over ``worlds`` deals of the unseen cards, weighed by what they did this round (``informed``) or not."""
    if rules.variant.has_table:
        knack_view = cast(KnackObservation, view)
        return knack_hand_points(knack_view, _knack_ctx(rules), worlds, rng, max(PROPOSALS, worlds), informed)
    charakir_view = cast(CharakirObservation, view)
    return charakir_hand_points(charakir_view, rules, worlds, rng, max(PROPOSALS, worlds), informed)
