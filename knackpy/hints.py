"""The coach ("Why?"): every legal action of the player to move, ranked, with an estimate and a reason.

:func:`hint` looks only at the player's view (E5), like the strong bot: it
deals the cards the player cannot see many times (seeded, weighed by what the
opponents did in public) and plays each action out with the simple rule of
thumb for everybody (in Charakir everybody knocks at :data:`KNOCK_AT` or less).
Every action is played out in the same deals; the actions still too close to
the best to tell apart get more deals (:data:`DEFAULT_SAMPLES` at most), so
another sampling seed gives the same first advice.  The estimate is

* Knack and Oberlausitz: the chance to lose the round, i.e. a life (K16) or a
  coin (O12): ``measure == "lose_chance"``, lower is better;
* Charakir: the expected points this round (C11, C12):
  ``measure == "expected_points"``, lower is better.

Actions whose estimates differ by less than a learner would notice
(:data:`MARGINS`) are equally good (one ``tier``); among them the one that
keeps the better hand comes first (a higher Knack hand, a smaller Charakir
hand).  Each :class:`Hint` says in one sentence, in German or English, what the
action does and which rules it rests on; the first one also says why it beats
the second (what the second leaves on the table for the next player, the suit
being built, the better hand) or that both are equally good.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=4)
>>> game = game.apply("keep")
>>> hints = hint(game, seed=1)
>>> [h.rank for h in hints][:3], hints[0].measure, hints[0].tier
([1, 2, 3], 'lose_chance', 1)
>>> {h.action for h in hints} == set(game.legal_actions())
True
>>> hints[0].value_text("en").startswith("risk of losing a life")
True
>>> hints[0].reason("en").count("Better than “") + hints[0].reason("en").count("Just as good as “")
1
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, cast

from . import i18n
from .bots import PROPOSALS, decision_key, hand_points, outcomes, value_text
from .cards import Suit
from .engine.core import Action, Game, View, render_params
from .engine.observation import CharakirObservation, KnackObservation
from .errors import KnackpyError, summarize
from .evaluation import CHARAKIR_POINTS, CHARAKIR_RANKS, call_rule, knack_measures, swapped_hand
from .rules import Rules
from .rules import rules as make_rules
from .scoring import format_points

__all__ = ["Hint", "hint", "DEFAULT_SAMPLES", "MARGINS", "KNOCK_AT"]

DEFAULT_SAMPLES = 1024  # at most this many sampled deals of the unseen cards per action
FIRST_DEALS = 128  # every action gets these; then only the ones still close to the best get more
# After the first deals, the actions still in question share ``samples`` times this many more deals (a Charakir
# round lasts about four times as long as a Knack round): this bounds a hint's time (about 100 ms natively).
ROLLOUT_SHARE = {True: 2.0, False: 1.5}
SURE = 2.0
# Charakir: in the coach's playouts everybody knocks at 5 points or less (C10).  With the rule of thumb's 3 a
# player with four cards never knocks, rounds run until the pile is used up, and the points in hand now hardly
# count: the coach then advised keeping kings for a pair over shedding them, against the rules' own advice
# ("Karten mit hohen Punktwerten loswerden").
KNOCK_AT = 5  # Charakir: in the coach's playouts everybody knocks at this many points or less (see above)
# Two actions whose estimates differ by less than this are "equally good": a learner would not notice the
# difference (2 percentage points of risk in Knack, half a point per round in Charakir).
MARGINS = {"lose_chance": 0.02, "expected_points": 0.5}
# What the others did this round weighs the deals of their hidden cards.  When the first two moves, dealt without
# that (as many deals as they had, at most this many), would surely be less than the margin apart, it is what
# decides between them, and the first tip says what the others probably hold.
OTHERS_DEALS = 256


@dataclass(frozen=True, slots=True)
class Hint:
    """One ranked action: its estimate (``value`` in ``measure``), the rules it rests on, its place (1 = best).

    ``rank`` is the place in the list (1, 2, 3, ... each once); ``tier`` groups the actions that are
    equally good (their estimates differ by less than :data:`MARGINS`): tier 1 is the best group, and
    inside a group the action that keeps the better hand comes first.  ``ruleset`` and ``details`` (the
    numbers the sentence names) are for :meth:`reason` and :meth:`value_text`; ``why`` is, for the first
    hint, what makes it better than the second one (or that both are equally good).
    """

    action: Action
    value: float
    measure: str
    rule_ids: tuple[str, ...]
    rank: int
    ruleset: str = "knack"
    kind: str = ""
    details: tuple[tuple[str, Any], ...] = ()
    tier: int = 0
    why: tuple[tuple[str, Any], ...] = ()

    @property
    def equally_good(self) -> bool:
        """True when another hint of the list is just as good (the same ``tier``): the why says so."""
        return bool(self.why) and self.why[0][1].startswith("equal")

    def reason(self, lang: str = "de", *, numbers: bool = True) -> str:
        """One sentence: what the action does and why it matters (for the first hint: why it beats the
        second), naming the rule IDs.  ``numbers=False`` leaves the estimates' percentages out (the
        children's track says chances in words or not at all)."""
        params = dict(render_params(self.details, lang, ()))
        params["action"] = self.action.label(lang)
        ids = ", ".join(self.rule_ids)
        text = i18n.text(f"hints.{self.kind}", lang, ids=ids, **params)
        if self.why:
            tail = f" ({ids})"
            if text.endswith(tail):
                text = text[: -len(tail)]
            text = f"{text}. {_why_text(self, lang, numbers=numbers)} ({ids})"
        return text[:1].upper() + text[1:]

    def value_text(self, lang: str = "de") -> str:
        """The estimate as a phrase, e.g. ``Risiko, ein Leben zu verlieren: 12 %`` / ``risk of losing a life: 12%``."""
        return value_text(self.measure, self.value, self.ruleset, lang)

    def text(self, lang: str = "de") -> str:
        """``1. Label – estimate: reason`` in one line."""
        return f"{self.rank}. {self.action.label(lang)} – {self.value_text(lang)}: {self.reason(lang)}"

    def __str__(self) -> str:
        return self.text("de")


def _why_text(first: Hint, lang: str, *, numbers: bool = True) -> str:
    """The why of the first hint as a sentence (estimates and cards rendered in ``lang``; without the
    estimates in brackets when ``numbers`` is false)."""
    params: dict[str, Any] = {}
    key = ""
    for name, value in first.why:
        if name == "key":
            key = value
        elif isinstance(value, Action):
            params[name] = value.label(lang)
        elif isinstance(value, Suit):
            params[name] = value.name(lang)
        elif name.endswith("value"):
            params[name] = value_text(first.measure, value, first.ruleset, lang) if numbers else _NO_NUMBER
        elif isinstance(value, float | int) and not isinstance(value, bool):
            params[name] = format_points(value)
        else:
            params.update(render_params(((name, value),), lang, ()))
    return i18n.text(f"hints.why.{key}", lang, **params).replace(f" ({_NO_NUMBER})", "")


#: stands for an estimate left out of a why (``numbers=False``); the bracket around it goes too
_NO_NUMBER = "\x00"


def hint(
    game: Game | View,
    *,
    player: int | None = None,
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    rules: Rules | None = None,
) -> tuple[Hint, ...]:
    """Rank every legal action of the player to move, best first, from his view only (E5).

    ``game`` is a game or a player's :class:`~knackpy.engine.core.View` (whose
    ``rules`` field holds the options in force; ``rules`` overrides them).
    ``player`` defaults to the player to move; for anyone else, and once the
    game is over, the answer is ``()``.  Every action is played out in the
    same sampled deals of the unseen cards (:data:`FIRST_DEALS`); the actions
    still too close to the best to tell apart get more deals, up to
    ``samples`` each.  ``seed`` fixes the deals, so the same question gets the
    same answer; another seed gives the same first advice unless the best
    actions are equally good (then the coach says so).
    """
    if isinstance(game, View):
        view = game
        if player is not None and player != view.player:
            raise KnackpyError("hints.other_player", player=player, view_player=view.player)
        if rules is None:
            rules = getattr(view, "rules", None) or make_rules(view.game)  # a view built by hand may lack them
    elif isinstance(game, Game):
        if game.is_over():
            return ()
        rules = game.rules if rules is None else rules
        view = game.view(game.to_move if player is None else player)
    else:
        raise KnackpyError("hints.not_a_game", value=summarize(game))
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise KnackpyError("hints.bad_samples", value=summarize(samples))
    legal = view.legal_actions
    if not legal:
        return ()
    if view.player is None:
        raise KnackpyError("hints.teacher_view")
    if rules.game != view.game:
        raise KnackpyError("bots.wrong_game", game=view.game, bot_game=rules.game)
    measure = "lose_chance" if rules.variant.has_table else "expected_points"
    margin = MARGINS[measure]
    rng = random.Random(f"knackpy-hint:{seed}:{decision_key(view)}")
    rows = _sample(view, rules, legal, samples, margin, rng)
    values = [round(sum(row) / len(row), 9) for row in rows]  # equal means equal
    if rules.variant.has_table:
        described = [_knack_details(action, cast(KnackObservation, view), rules) for action in legal]
    else:
        described = [_charakir_details(action, cast(CharakirObservation, view)) for action in legal]
    tiers = _tiers(values, margin)
    order = sorted(range(len(legal)), key=lambda i: (tiers[i], described[i][2], i))
    hints = []
    for place, i in enumerate(order, 1):
        kind, details, _ = described[i]
        if place == 1 and kind == "knack.swap_worse":  # the best move lowers the hand: say why it still is the best
            kind = "knack.swap_worse_best"
        why = _why(order, legal, values, tiers, view, rules, rows, rng) if place == 1 and len(order) > 1 else ()
        extra = tuple(v for k, v in details if k == "call_id")
        hints.append(
            Hint(
                action=legal[i],
                value=values[i],
                measure=measure,
                rule_ids=tuple(dict.fromkeys(legal[i].rule_ids(rules, points=view.value) + extra + _loss_ids(rules))),  # type: ignore[attr-defined]  # both observations have it
                rank=place,
                ruleset=rules.game,
                kind=kind,
                details=details,
                tier=tiers[i],
                why=why,
            )
        )
    return tuple(hints)


def _sample(view: View, rules: Rules, legal: tuple, samples: int, margin: float, rng: random.Random) -> list[list]:
    """Per action its result in each sampled deal.  Every action gets :data:`FIRST_DEALS` deals; then, while
    an action's distance to the best is too close to the margin to say (``SURE`` standard errors of the
    deal-by-deal difference), the actions that may still be as good as the best get more deals together,
    up to ``samples``.  An action clearly worse than the best keeps the deals it has."""
    rows: list[list[float]] = [[] for _ in legal]
    twin = _twins(legal, rules)
    alive = sorted(set(twin))
    batch = min(samples, FIRST_DEALS)
    extra = int(samples * ROLLOUT_SHARE[rules.variant.has_table])  # deals for the actions still in question, shared
    while True:
        dealt_now = outcomes(view, rules, [legal[i] for i in alive], batch, rng, max(PROPOSALS, batch), KNOCK_AT)
        for i, row in zip(alive, dealt_now, strict=True):
            rows[i].extend(row)
        dealt = len(rows[alive[0]])
        if dealt >= samples or len(alive) == 1:
            return [rows[t] for t in twin]
        best = min(alive, key=lambda i: (sum(rows[i]), i))
        keep = [best]
        for i in alive:
            if i != best:
                diff, error = _difference(rows[i], rows[best])
                if abs(diff - margin) <= SURE * error:  # not yet clear whether as good as the best or worse
                    keep.append(i)
        alive = sorted(keep)
        batch = min(dealt, samples - dealt, extra // len(alive))  # double the deals of the actions in question
        if len(alive) == 1 or batch < FIRST_DEALS:
            return [rows[t] for t in twin]
        extra -= batch * len(alive)


def _twins(legal: tuple, rules: Rules) -> list[int]:
    """For each action the index of the first action that plays out the same: in Charakir suits do not matter
    (C2, C8), so discarding K♥ or K♠ (or laying either pair of kings) is one choice, sampled once."""
    if rules.variant.has_table:
        return list(range(len(legal)))
    first: dict[object, int] = {}
    out = []
    for i, action in enumerate(legal):
        kind = action.kind
        card = action.card if kind == "discard" else action.a if kind == "pair" else None
        key = (kind, CHARAKIR_RANKS[card]) if card is not None else kind
        out.append(first.setdefault(key, i))
    return out


def _difference(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b``, deal by deal over the deals both have."""
    n = min(len(a), len(b))
    diffs = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _tiers(values: list[float], margin: float) -> list[int]:
    """Group the actions, best first: an action joins the group of the best action not yet grouped when its
    estimate is less than ``margin`` worse; groups are numbered 1, 2, ..."""
    tiers = [0] * len(values)
    tier = 0
    for leader in sorted(range(len(values)), key=lambda i: (values[i], i)):
        if tiers[leader]:
            continue
        tier += 1
        for i, value in enumerate(values):
            if not tiers[i] and value - values[leader] < margin:
                tiers[i] = tier
    return tiers


def _why(
    order: list[int],
    legal: tuple,
    values: list[float],
    tiers: list[int],
    view: View,
    rules: Rules,
    rows: list[list[float]],
    rng: random.Random,
) -> tuple:
    """What makes the first action better than the second (or that both are equally good), from the estimate
    that ranked them and the cards the two actions leave: what the others probably hold, the table for the next
    player, a suit, the hand."""
    first, second = order[0], order[1]
    params: list[tuple[str, Any]] = [
        ("other", legal[second]),
        ("value", values[first]),
        ("other_value", values[second]),
    ]
    a, b = _after(legal[first], view, rules), _after(legal[second], view, rules)
    better_hand = a is not None and b is not None and (a[0] > b[0] if rules.variant.has_table else a[0] < b[0])
    if tiers[first] == tiers[second]:
        if better_hand:
            key = "equal_hand" if rules.variant.has_table else "equal_smaller"
            return (("key", key), *params, ("after", a[0]), ("other_after", b[0]))
        return (("key", "equal"), *params)
    others = _others(view, rules, legal[first], legal[second], rows[first], rows[second], rng)
    if others is not None:
        key = "others_knack" if rules.variant.has_table else "others_charakir"
        return (("key", key), *params, *others)
    if rules.variant.has_table and a is not None and b is not None and b[1] is not None and a[1] is not None:
        points = knack_measures(rules).points
        mine, theirs = points[a[1]], points[b[1]]
        if theirs - mine >= 3:  # the other action leaves a much better table for the next player
            return (("key", "table"), *params, ("table", b[1]), ("table_points", theirs), ("mine", mine))
        suit = _suit_built(a[2])
        if suit is not None and not better_hand and suit != _suit_built(b[2]):
            return (("key", "suit"), *params, ("suit", suit))
    if better_hand:
        key = "higher" if rules.variant.has_table else "smaller"
        return (("key", key), *params, ("after", a[0]), ("other_after", b[0]))
    return (("key", "better"), *params)


def _others(
    view: View, rules: Rules, first: Action, second: Action, row: list, other_row: list, rng: random.Random
) -> tuple[tuple[str, str], tuple[str, int]] | None:
    """``(("name", opponent), ("points", his probable hand))`` when what the others did this round decides between
    the two moves: dealt as if their moves told nothing, the second would surely (:data:`SURE` standard errors)
    be less than the margin worse, and surely closer than in the weighed deals that ranked them.  The opponent named
    is the one whose hand the moves tell most about (his mean hand in weighed deals against unweighed ones)."""
    names = getattr(view, "names", None)
    if not names:  # a view built by hand without names: the reason needs a name to say who
        return None
    state = rng.getstate()  # the same random numbers for both: where nobody's moves tell anything, no difference
    held = hand_points(view, rules, OTHERS_DEALS, rng)
    rng.setstate(state)
    guessed_hands = hand_points(view, rules, OTHERS_DEALS, rng, informed=False)
    seat = max(held, key=lambda s: (abs(held[s] - guessed_hands[s]), -s))
    if abs(held[seat] - guessed_hands[seat]) < 1:  # nobody's moves say much: say nothing
        return None
    margin = MARGINS["lose_chance" if rules.variant.has_table else "expected_points"]
    deals = min(len(row), OTHERS_DEALS)
    blind = outcomes(view, rules, [first, second], deals, rng, max(PROPOSALS, deals), KNOCK_AT, informed=False)
    told, told_error = _difference(other_row, row)
    guessed, guessed_error = _difference(blind[1], blind[0])
    if guessed + SURE * guessed_error >= margin or told - guessed <= SURE * math.hypot(told_error, guessed_error):
        return None
    return ("name", names[seat]), ("points", round(held[seat]))


def _after(action: Action, view: Any, rules: Rules) -> Any:  # view: either observation; a triple or None
    """(hand value after the action, the table it leaves or ``None``, the hand) where a number says it."""
    kind = action.kind
    if rules.variant.has_table:
        points = knack_measures(rules).points
        if kind in ("swap", "swap_all"):
            hand, table = swapped_hand(view.hand, view.table, action)
            return points[hand], table, hand
        if kind in ("push", "close", "call", "end_turn") and view.table:
            return points[view.hand], tuple(view.table), view.hand
        return None
    total = sum(CHARAKIR_POINTS[c] for c in view.hand)
    if kind == "discard":
        return total - CHARAKIR_POINTS[action.card], None, None  # type: ignore[attr-defined]
    if kind == "pair":
        return total - 2 * CHARAKIR_POINTS[action.a], None, None  # type: ignore[attr-defined]
    return None


def _suit_built(hand: tuple) -> Suit | None:
    """The suit of two or three cards of the hand (the one being built), if any."""
    suits = [c.suit for c in hand]
    for suit in suits:
        if suits.count(suit) >= 2:
            return suit
    return None


def _loss_ids(rules: Rules) -> tuple[str, ...]:
    """The rule that decides what the estimate counts: K16 (a life), O12 (a coin), C11/C12 (points)."""
    return rules.variant.loss_ids


def _knack_details(action: Action, view: KnackObservation, rules: Rules) -> tuple[str, tuple, float]:
    """(text key, numbers for the sentence, tie-break key: calls first, then the better hand)."""
    ctx = knack_measures(rules)
    points = ctx.points
    kind = action.kind
    hand = view.hand
    before = points[hand]
    if kind == "keep" or kind == "throw":
        key = "knack.keep" if kind == "keep" else "knack.throw"
        return key, (("before", format_points(before)),), 0.0
    if kind == "swap" or kind == "swap_all":
        new, _ = swapped_hand(hand, view.table, action)
        after = points[new]
        details = (("before", format_points(before)), ("after", format_points(after)))
        if after >= ctx.call_min:  # and then the call (K14, K8; O7, O9, O10)
            return "knack.swap_call", details + (("call_id", call_rule(ctx, after)),), -after
        key = "knack.swap" if after > before else "knack.swap_same" if after == before else "knack.swap_worse"
        return key, details, -after
    if kind == "call":
        key = "knack.call_top" if before == 33 else "knack.call"
        return key, (("before", format_points(before)),), -100.0
    if kind == "end_turn":  # K14: forgetting loses at scoring; only the house rule (and O10) looks at the hand then
        key = "knack.end_turn_held" if ctx.clear_forgotten else "knack.end_turn"
        return key, (("before", format_points(before)),), 100.0
    if kind == "close":
        # on a tie, closing ends it soonest: before a push or a swap to the same hand, after a swap to a better one
        return "knack.close", (("before", format_points(before)),), -before - 0.25
    if kind == "new_table":
        return "knack.new_table", (), -before
    if kind == "swim" or kind == "drop_out":  # O13 with blank_may_drop_out: swimming keeps the pot in reach
        return ("knack.swim", (), -1.0) if kind == "swim" else ("knack.drop_out", (), 1.0)
    return "knack.push", (("before", format_points(before)),), 0.5 - before  # on a tie, rank pushing last


def _charakir_details(action: Action, view: CharakirObservation) -> tuple[str, tuple, float]:
    """(text key, numbers for the sentence, tie-break key: the smaller hand)."""
    hand = view.hand
    total = sum(CHARAKIR_POINTS[c] for c in hand)
    kind = action.kind
    if kind == "draw":
        return "charakir.draw", (), 0.0
    if kind == "take":
        return "charakir.take", (("card", view.discard_top),), 0.0
    if kind == "pair":
        cards = (action.a, action.b)  # type: ignore[attr-defined]
        pair = sum(CHARAKIR_POINTS[c] for c in cards)
        return "charakir.pair", (("cards", cards), ("points", pair)), -pair
    if kind == "discard":
        after = total - CHARAKIR_POINTS[action.card]  # type: ignore[attr-defined]
        return "charakir.discard", (("card", action.card), ("after", after)), after  # type: ignore[attr-defined]
    if kind == "knock":
        return "charakir.knock", (("before", total),), 0.0
    return "charakir.no_knock", (("before", total),), 1.0


i18n.catalogue(
    {
        "hints.not_a_game": (
            "Ein Tipp braucht ein Spiel oder die Sicht eines Spielers, nicht {value}",
            "A hint needs a game or a player's view, not {value}",
        ),
        "hints.other_player": (
            "Die Sicht gehört Spieler {view_player}, gefragt ist aber Spieler {player}",
            "The view belongs to player {view_player}, but player {player} was asked for",
        ),
        "hints.bad_samples": (
            "samples {value}: erwartet wird eine ganze Zahl ab 1",
            "samples {value}: expected a whole number from 1",
        ),
        "hints.teacher_view": (
            "Die Lehrersicht zeigt alle Karten; ein Tipp braucht die Sicht des Spielers am Zug (E5)",
            "The teacher's view shows every card; a hint needs the view of the player to move (E5)",
        ),
        "hints.why.equal": (
            "Gleich gut wie „{other}“ ({other_value}): den Unterschied würdest du nicht merken",
            "Just as good as “{other}” ({other_value}): you would not notice the difference",
        ),
        "hints.why.equal_hand": (
            "Gleich gut wie „{other}“ ({other_value}), aber so ist deine Hand mehr wert: {after} statt "
            "{other_after} Punkte",
            "Just as good as “{other}” ({other_value}), but this way your hand is worth more: {after} instead of "
            "{other_after}",
        ),
        "hints.why.equal_smaller": (
            "Gleich gut wie „{other}“ ({other_value}), aber so behältst du weniger Punkte auf der Hand: {after} "
            "statt {other_after}",
            "Just as good as “{other}” ({other_value}), but this way you keep fewer points in your hand: {after} "
            "instead of {other_after}",
        ),
        "hints.why.table": (
            "Besser als „{other}“ ({other_value}): danach lägen {table} im Stock, {table_points} Punkte, die der "
            "Nächste mit einem Tausch nehmen kann; so liegen dort nur {mine} Punkte",
            "Better than “{other}” ({other_value}): that would leave {table} on the table, {table_points} for the "
            "next player to take with one swap; this way only {mine} are left there",
        ),
        "hints.why.others_knack": (
            "Besser als „{other}“ ({other_value}): was die anderen bisher getauscht und geschoben haben, verrät etwas "
            "über ihre Karten: {name} hat wohl etwa {points} Punkte. Ohne diesen Hinweis sähe „{other}“ mindestens so gut "
            "aus",
            "Better than “{other}” ({other_value}): what the others have swapped and pushed so far tells something "
            "about their cards: {name} probably holds about {points}. Without that clue, “{other}” would look at least "
            "as good",
        ),
        "hints.why.others_charakir": (
            "Besser als „{other}“ ({other_value}): was die anderen bisher gezogen und abgelegt haben, verrät etwas "
            "über ihre Karten: {name} hat wohl etwa {points} Punkte auf der Hand. Ohne diesen Hinweis sähe „{other}“ "
            "mindestens so gut aus",
            "Better than “{other}” ({other_value}): what the others have drawn and laid down so far tells something "
            "about their cards: {name} probably has about {points} points in hand. Without that clue, “{other}” "
            "would look at least as good",
        ),
        "hints.why.suit": (
            "Besser als „{other}“ ({other_value}): du sammelst {suit}, da können noch Punkte dazukommen",
            "Better than “{other}” ({other_value}): you are collecting {suit}, and more points can still join them",
        ),
        "hints.why.higher": (
            "Besser als „{other}“ ({other_value}): so ist deine Hand mehr wert, {after} statt {other_after} Punkte",
            "Better than “{other}” ({other_value}): this way your hand is worth more, {after} instead of {other_after}",
        ),
        "hints.why.smaller": (
            "Besser als „{other}“ ({other_value}): so behältst du weniger Punkte auf der Hand, {after} statt "
            "{other_after}",
            "Better than “{other}” ({other_value}): this way you keep fewer points in your hand, {after} instead "
            "of {other_after}",
        ),
        "hints.why.better": (
            "Besser als „{other}“ ({other_value}), wenn man die Runde viele Male zu Ende spielt",
            "Better than “{other}” ({other_value}) when the round is played out many times",
        ),
        "hints.knack.keep": (
            "Behalten: deine Hand zählt {before} Punkte, die andere kommt offen als Stock auf den Tisch ({ids})",
            "Keep: your hand is worth {before}, the other hand goes face up as the table ({ids})",
        ),
        "hints.knack.throw": (
            "Offen hinlegen: deine Hand mit {before} Punkten wird zum Stock, und du nimmst die andere blind ({ids})",
            "Lay it face up: your hand worth {before} becomes the table and you take the other one blind ({ids})",
        ),
        "hints.knack.swap": (
            "{action}: deine Hand steigt von {before} auf {after} Punkte ({ids})",
            "{action}: your hand goes up from {before} to {after} ({ids})",
        ),
        "hints.knack.swap_same": (
            "{action}: deine Hand bleibt bei {before} Punkten, nur die Karten ändern sich ({ids})",
            "{action}: your hand stays at {before}, only the cards change ({ids})",
        ),
        "hints.knack.swap_worse": (
            "{action}: deine Hand sinkt von {before} auf {after} Punkte ({ids})",
            "{action}: your hand drops from {before} to {after} ({ids})",
        ),
        "hints.knack.swap_worse_best": (
            "{action}: deine Hand sinkt von {before} auf {after} Punkte, und doch ist das hier der beste Zug: "
            "Spielt man die Runde viele Male zu Ende, verlierst du so am seltensten, zum Beispiel weil deine neuen "
            "Karten noch wachsen können oder die abgegebene Karte dem Nächsten wenig hilft ({ids})",
            "{action}: your hand drops from {before} to {after}, and still this is the best move here: played out "
            "many times, the round is lost least often this way, for example because your new cards can still grow "
            "or the card you give helps the next player little ({ids})",
        ),
        "hints.knack.swim": (
            "{action}: du spielst ohne Münzen weiter und kannst den Pott noch gewinnen; verlierst du noch einmal, "
            "bist du draußen ({ids})",
            "{action}: you play on without coins and can still win the pot; lose once more and you are out ({ids})",
        ),
        "hints.knack.drop_out": (
            "{action}: du bist sofort draußen und kannst den Pott nicht mehr gewinnen ({ids})",
            "{action}: you are out at once and can no longer win the pot ({ids})",
        ),
        "hints.knack.swap_call": (
            "{action}: damit hast du {after} Punkte und sagst sofort an, die Runde ist zu Ende ({ids})",
            "{action}: that makes {after}; call at once and the round is over ({ids})",
        ),
        "hints.knack.push": (
            "Schieben: du behältst deine {before} Punkte und lässt den Stock, wie er ist ({ids})",
            "Push: you keep your {before} and pass the table on as it is ({ids})",
        ),
        "hints.knack.close": (
            "{action} mit {before} Punkten: alle anderen sind noch einmal dran, dann wird gewertet ({ids})",
            "{action} with {before}: everyone else moves once more, then the round is scored ({ids})",
        ),
        "hints.knack.call": (
            "{action} mit {before} Punkten: die Runde endet sofort, und wer am wenigsten hat, verliert ({ids})",
            "{action} with {before}: the round ends at once and the lowest hand loses ({ids})",
        ),
        "hints.knack.call_top": (
            "{action} Drei Asse: die Runde endet sofort, und alle anderen verlieren ({ids})",
            "{action} Three aces: the round ends at once and everyone else loses ({ids})",
        ),
        "hints.knack.end_turn": (
            "Nicht ansagen heißt verschlafen: Bei der Wertung verlierst du allein, auch wenn du die {before} Punkte "
            "bis dahin wegtauschst ({ids})",
            "Not calling means forgetting: at scoring you alone lose, even if you swap the {before} away before "
            "then ({ids})",
        ),
        "hints.knack.end_turn_held": (
            "Nicht ansagen heißt verschlafen: hältst du bei der Wertung noch {before} Punkte, verlierst du allein ({ids})",
            "Not calling means forgetting: if you still hold {before} at scoring, you alone lose ({ids})",
        ),
        "hints.knack.new_table": (
            "Neuen Stock verlangen: 7, 8 und 9 gehen aus dem Spiel, drei neue Karten kommen, und du bist weiter dran ({ids})",
            "Demand a new table: the 7, 8 and 9 go out of play, three new cards come, and it is still your turn ({ids})",
        ),
        "hints.charakir.draw": (
            "Vom Stapel ziehen: eine verdeckte Karte kommt dazu, dann legst du eine ab ({ids})",
            "Draw from the pile: an unseen card joins your hand, then you discard one ({ids})",
        ),
        "hints.charakir.take": (
            "Die offene Karte {card} nehmen: dann legst du sofort ein Paar ab, und deine Hand wird kleiner ({ids})",
            "Take the open card {card}: then you lay a pair at once and your hand gets smaller ({ids})",
        ),
        "hints.charakir.pair": (
            "Das Paar {cards} ablegen: das sind {points} Punkte weniger auf der Hand ({ids})",
            "Lay the pair {cards}: that is {points} points fewer in your hand ({ids})",
        ),
        "hints.charakir.discard": (
            "{card} ablegen: deine Hand zählt danach {after} Punkte ({ids})",
            "Discard {card}: your hand is then worth {after} points ({ids})",
        ),
        "hints.charakir.knock": (
            "Klopfen mit {before} Punkten: alle anderen haben noch einen Zug; hat dann jemand gleich viel oder weniger, bekommst du 25 ({ids})",
            "Knock with {before} points: everyone else has one more turn; if anyone then has as many or fewer, you get 25 ({ids})",
        ),
        "hints.charakir.no_knock": (
            "Nicht klopfen: du spielst mit {before} Punkten weiter und hoffst auf eine kleinere Hand ({ids})",
            "Do not knock: you play on with {before} points and hope for a smaller hand ({ids})",
        ),
    }
)
