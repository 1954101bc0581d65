"""The coach ("Why?"): every legal action of the player to move, ranked, with an estimate and a reason.

:func:`hint` looks only at the player's view (E5), like the strong bot: it
deals the cards the player cannot see many times (seeded, weighed by what the
opponents did in public) and plays each action out with the simple rule of
thumb for everybody.  The estimate is

* Knack and Oberlausitz: the chance to lose the round, i.e. a life (K16) or a
  coin (O12): ``measure == "lose_chance"``, lower is better;
* Charakir: the expected points this round (C11, C12):
  ``measure == "expected_points"``, lower is better.

Each :class:`Hint` says in one sentence, in German or English, what the
action does and which rules it rests on.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=4)
>>> game = game.apply("keep")
>>> hints = hint(game, seed=1)
>>> [h.rank for h in hints][:3], hints[0].measure
([1, 2, 3], 'lose_chance')
>>> {h.action for h in hints} == set(game.legal_actions())
True
>>> hints[0].value_text("en").startswith("risk of losing a life")
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from . import i18n
from .bots import decision_key, evaluate, value_text
from .engine.core import Action, Game, View, render_params
from .errors import KnackpyError, summarize
from .evaluation import CHARAKIR_POINTS, call_rule, knack_measures, swapped_hand
from .rules import Rules
from .rules import rules as make_rules
from .scoring import format_points

__all__ = ["Hint", "hint", "DEFAULT_SAMPLES"]

DEFAULT_SAMPLES = 64  # sampled deals of the unseen cards per action (about 20-40 ms for a whole Knack turn)


@dataclass(frozen=True, slots=True)
class Hint:
    """One ranked action: its estimate (``value`` in ``measure``), the rules it rests on, its rank (1 = best).

    ``ruleset`` and ``details`` (the numbers the sentence names) are for
    :meth:`reason` and :meth:`value_text`.
    """

    action: Action
    value: float
    measure: str
    rule_ids: tuple[str, ...]
    rank: int
    ruleset: str = "knack"
    kind: str = ""
    details: tuple[tuple[str, Any], ...] = ()

    def reason(self, lang: str = "de") -> str:
        """One sentence: what the action does and why it matters, naming the rule IDs."""
        params = dict(render_params(self.details, lang, ()))
        params["action"] = self.action.label(lang)
        text = i18n.text(f"hints.{self.kind}", lang, ids=", ".join(self.rule_ids), **params)
        return text[:1].upper() + text[1:]

    def value_text(self, lang: str = "de") -> str:
        """The estimate as a phrase, e.g. ``Risiko, ein Leben zu verlieren: 12 %`` / ``risk of losing a life: 12%``."""
        return value_text(self.measure, self.value, self.ruleset, lang)

    def text(self, lang: str = "de") -> str:
        """``1. Label – estimate: reason`` in one line."""
        return f"{self.rank}. {self.action.label(lang)} – {self.value_text(lang)}: {self.reason(lang)}"

    def __str__(self) -> str:
        return self.text("de")


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
    game is over, the answer is ``()``.  ``samples`` deals of the unseen cards
    are drawn per action; ``seed`` fixes them, so the same question gets the
    same answer.
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
        view = game.view(game.to_move if player is None else player)  # type: ignore[attr-defined]
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
    rng = random.Random(f"knackpy-hint:{seed}:{decision_key(view)}")
    values = [round(v, 9) for v in evaluate(view, rules, legal, worlds=samples, rng=rng)]  # equal means equal
    if rules.is_knack:
        described = [_knack_details(action, view, rules) for action in legal]
        measure = "lose_chance"
    else:
        described = [_charakir_details(action, view) for action in legal]
        measure = "expected_points"
    order = sorted(range(len(legal)), key=lambda i: (values[i], described[i][2], i))
    hints = []
    for i in order:
        value = values[i]
        rank = 1 + sum(1 for v in values if v < value)
        kind, details, _ = described[i]
        if rank == 1 and kind == "knack.swap_worse":  # the best move lowers the hand: say why it still is the best
            kind = "knack.swap_worse_best"
        extra = tuple(v for k, v in details if k == "call_id")
        hints.append(
            Hint(
                action=legal[i],
                value=value,
                measure=measure,
                rule_ids=tuple(dict.fromkeys(legal[i].rule_ids(rules, points=view.value) + extra + _loss_ids(rules))),
                rank=rank,
                ruleset=rules.game,
                kind=kind,
                details=details,
            )
        )
    return tuple(hints)


def _loss_ids(rules: Rules) -> tuple[str, ...]:
    """The rule that decides what the estimate counts: K16 (a life), O12 (a coin), C11/C12 (points)."""
    return {"knack": ("K16",), "knack_oberlausitz": ("O12",)}.get(rules.game, ("C11", "C12"))


def _knack_details(action: Action, view: View, rules: Rules) -> tuple[str, tuple, float]:
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
        return "knack.close", (("before", format_points(before)),), -100.0 + 1  # on a tie, closing ends it soonest
    if kind == "new_table":
        return "knack.new_table", (), -before
    if kind == "swim" or kind == "drop_out":  # O13 with blank_may_drop_out: swimming keeps the pot in reach
        return ("knack.swim", (), -1.0) if kind == "swim" else ("knack.drop_out", (), 1.0)
    return "knack.push", (("before", format_points(before)),), 0.5 - before  # on a tie, rank pushing last


def _charakir_details(action: Action, view: View) -> tuple[str, tuple, float]:
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
