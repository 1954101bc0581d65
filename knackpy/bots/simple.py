"""The levels ``random`` and ``simple``: a random legal action, and the rule of thumb (see :mod:`knackpy.bots`)."""

from __future__ import annotations

from typing import Any, cast

from ..engine.core import Action, View
from ..engine.observation import CharakirObservation, KnackObservation
from ..evaluation import CHARAKIR_POINTS as _PTS
from ..evaluation import KnackMeasures as _KnackCtx
from ..evaluation import best_pair as _best_pair
from ..evaluation import call_rule as _call_id
from ..evaluation import highest_card as _highest
from ..evaluation import swap_values as _swap_values
from ..rules import Rules
from .base import Bot, Why

KEEP_AT_LEAST = 20  # simple Knack bot: keep the hand looked at from this value on (K5, O4)
CLOSE_AT_LEAST = 26  # simple Knack bot: close from this value on (K13, O5)
KNOCK_AT_MOST = 3  # simple Charakir bot: knock at this total or less (C10)


class RandomBot(Bot):
    """Level ``random``: a uniformly random legal action (seeded)."""

    level = "random"

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        action = self._rng_for(view).choice(legal)
        self._why = ("bots.why.random", (("count", len(legal)),), ("E2",))
        return action


class SimpleBot(Bot):
    """Level ``simple``: the rule of thumb of :mod:`knackpy.bots` (readable, cheap, no randomness)."""

    level = "simple"

    def _choose(self, view: View, legal: tuple[Action, ...]) -> Action:
        if self._ctx is not None:  # a Knack ruleset: the engine's view is a KnackObservation
            action, self._why = knack_simple(cast(KnackObservation, view), legal, self._ctx)
        else:
            action, self._why = charakir_simple(cast(CharakirObservation, view), legal, self.rules)
        return action


def knack_simple(view: KnackObservation, legal: tuple[Action, ...], ctx: _KnackCtx) -> tuple[Action, Why]:
    """The simple rule of thumb for Knack (:mod:`knackpy.bots`); returns (action, explanation)."""
    points = ctx.points
    phase = view.phase
    hand = view.hand
    ids = ctx.ids
    if phase == "choose":
        value = points[hand]
        keep = value >= KEEP_AT_LEAST
        action = next(a for a in legal if a.kind == ("keep" if keep else "throw"))
        key = "bots.why.simple.keep" if keep else "bots.why.simple.throw"
        return action, (key, (("points", value), ("limit", KEEP_AT_LEAST)), (ids["choose"],))
    value = points[hand]
    if value >= ctx.call_min:  # the call is offered (K14, K8, O9, O10)
        call = next((a for a in legal if a.kind == "call"), None)
        if call is not None:
            return call, ("bots.why.simple.call", (("points", value),), (_call_id(ctx, value),))
    table = view.table
    options = _swap_values(ctx, hand, table)
    best_value = max(options)
    best = None
    if best_value > value:  # the first of the best swaps (K10)
        k = options.index(best_value)
        if k == 9:
            best = next((a for a in legal if a.kind == "swap_all"), None)
        else:
            give, take = hand[k // 3], table[k % 3]
            best = next((a for a in legal if a.kind == "swap" and a.give == give and a.take == take), None)  # type: ignore[attr-defined]
    if best is not None and best_value >= ctx.call_min:
        params: tuple[tuple[str, Any], ...] = (("action", best), ("points", best_value))
        return best, ("bots.why.simple.swap_call", params, ("K10", _call_id(ctx, best_value)))
    push = close = None
    for action in reversed(legal):  # push and close come last
        kind = action.kind
        if kind == "close":
            close = action
        elif kind == "push":
            push = action
            break
    if close is not None and value >= CLOSE_AT_LEAST:
        params = (("points", value), ("limit", CLOSE_AT_LEAST))
        return close, ("bots.why.simple.close", params, (ids["close"],))
    if best is not None:
        params = (("action", best), ("before", value), ("after", best_value))
        return best, ("bots.why.simple.swap", params, ("K10", ids["value"]))
    if push is None:  # nothing else is legal (e.g. only a forced step): take the first
        return legal[0], ("bots.why.random", (("count", len(legal)),), ("E2",))
    return push, ("bots.why.simple.push", (("points", value),), ("K11",))


def charakir_simple(view: CharakirObservation, legal: tuple[Action, ...], rules: Rules) -> tuple[Action, Why]:
    """The simple rule of thumb for Charakir (:mod:`knackpy.bots`); returns (action, explanation)."""
    phase = view.phase
    hand = view.hand
    if phase == "draw":
        take = next((a for a in legal if a.kind == "take"), None)
        if take is not None:
            top = view.discard_top
            assert top is not None  # taking is legal: the discard pile has a card
            pair = _best_pair(hand + (top,) if rules.pair_may_use_taken_card else hand)
            if pair is not None:
                cards = hand + (top,)
                return take, ("bots.why.simple.take", (("card", top), ("pair", cards[pair[0]])), ("C7", "C8"))
        draw = next(a for a in legal if a.kind == "draw")
        return draw, ("bots.why.simple.draw", (), ("C7", "C8"))
    if phase == "pair":
        best = max(legal, key=lambda a: _PTS[a.a])  # type: ignore[attr-defined]
        return best, ("bots.why.simple.pair", (("cards", (best.a, best.b)),), ("C8",))  # type: ignore[attr-defined]
    if phase == "discard":
        allowed = tuple(a.card for a in legal)  # type: ignore[attr-defined]  # discards only (C9: not the card just taken)
        index = _highest(allowed)
        card, action = allowed[index], legal[index]
        return action, ("bots.why.simple.discard", (("card", card),), ("C9", "C2"))
    if phase == "knock":
        total = view.value
        assert total is not None  # a player's view: his hand's points
        knock = total <= KNOCK_AT_MOST
        action = next(a for a in legal if a.kind == ("knock" if knock else "no_knock"))
        key = "bots.why.simple.knock" if knock else "bots.why.simple.no_knock"
        return action, (key, (("points", total), ("limit", KNOCK_AT_MOST)), ("C10",))
    return legal[0], ("bots.why.forced", (("action", legal[0]),), ("E2",))
