"""The odds explorer: choose a situation and see exact probabilities as fractions, percent and a chart.

Questions (all answered by :mod:`knackpy.odds`, counted exactly):

* Knack rulesets: ``"deal"`` (special hands on the deal and the value of one
  hand), ``"swap"`` (a hand and a table: the best swap now and the chance of a
  new table), ``"unseen"`` (the hand looked at against the unseen second hand).
* Charakir: ``"total"`` (the total of a dealt hand), ``"knock"`` (a hand and
  the discard top: the chance to be allowed to knock after this turn).
"""

from __future__ import annotations

from typing import Any

from .. import i18n, svg
from ..scoring import format_points
from .common import (
    CSS_CLASS,
    STYLE,
    Component,
    box,
    button,
    dropdown,
    esc,
    fraction_text,
    heading_html,
    html_output,
    percent_text,
    resolve_rules,
    svg_html,
)

__all__ = ["OddsExplorer", "MODES"]

MODES = {"knack": ("deal", "swap", "unseen"), "charakir": ("total", "knock")}

i18n.catalogue(
    {
        "widgets.odds.title": ("Wahrscheinlichkeiten: {name}", "Odds: {name}"),
        "widgets.odds.intro": (
            "Alle Zahlen sind genau ausgezählt: jeder gleich wahrscheinliche Fall einmal, kein Zufall.",
            "Every number is counted exactly: each equally likely case once, no sampling.",
        ),
        "widgets.odds.mode": ("Frage", "Question"),
        "widgets.odds.mode_tooltip": ("Welche Frage soll beantwortet werden?", "Which question should be answered?"),
        "widgets.odds.mode.deal": ("Was bringt das Geben?", "What does the deal bring?"),
        "widgets.odds.mode.swap": ("Hand und Stock: Wie komme ich hin?", "Hand and table: can I get there?"),
        "widgets.odds.mode.unseen": (
            "Behalten oder rauswerfen: Ist die andere Hand besser?",
            "Keep or throw out: is the other hand better?",
        ),
        "widgets.odds.mode.total": ("Wie viele Punkte hat eine Hand?", "How many points does a hand hold?"),
        "widgets.odds.mode.knock": ("Darf ich nach diesem Zug klopfen?", "May I knock after this turn?"),
        "widgets.odds.hand": ("Hand", "Hand"),
        "widgets.odds.hand_tooltip": (
            "Die Karten der Hand, z. B. {example}",
            "The cards of the hand, e.g. {example}",
        ),
        "widgets.odds.table": ("Stock", "Table"),
        "widgets.odds.table_tooltip": (
            "Die drei offenen Karten des Stocks, z. B. {example}",
            "The three face-up cards on the table, e.g. {example}",
        ),
        "widgets.odds.discard": ("Offene Karte", "Discard top"),
        "widgets.odds.discard_tooltip": (
            "Die oberste Karte der Ablage (leer lassen, wenn egal), z. B. {example}",
            "The top card of the discard pile (leave empty if it does not matter), e.g. {example}",
        ),
        "widgets.odds.at_least": ("Mindestens", "At least"),
        "widgets.odds.at_least_tooltip": ("Welcher Wert soll erreicht werden?", "Which value should be reached?"),
        "widgets.odds.cards": ("Karten", "Cards"),
        "widgets.odds.cards_tooltip": ("Wie viele Karten hat die Hand?", "How many cards does the hand hold?"),
        "widgets.odds.compute": ("Berechnen", "Compute"),
        "widgets.odds.compute_tooltip": ("Die Wahrscheinlichkeiten genau ausrechnen", "Compute the exact odds"),
        "widgets.odds.numbers": ("Die Zahlen", "The numbers"),
        "widgets.odds.event": ("Ereignis", "Event"),
        "widgets.odds.probability": ("Wahrscheinlichkeit", "Probability"),
        "widgets.odds.cases": ("Fälle", "Cases"),
        "widgets.odds.cases_of": ("{count} von {total}", "{count} of {total}"),
        "widgets.odds.row.three_aces.knack": ("Drei Asse (Feuer)", "Three aces (Feuer)"),
        "widgets.odds.row.three_aces.knack_oberlausitz": ("Drei Asse (Superknack)", "Three aces (Superknack)"),
        "widgets.odds.row.knack": ("Knack", "Knack"),
        "widgets.odds.row.three_of_a_kind": ("Drei Gleiche (auch Asse)", "Three of a kind (aces too)"),
        "widgets.odds.row.thirty_and_a_half": ("Drei Gleiche mit 30½", "Three of a kind worth 30½"),
        "widgets.odds.row.at_least": ("Wert mindestens {value}", "Value at least {value}"),
        "widgets.odds.row.better": ("Andere Hand besser", "Other hand better"),
        "widgets.odds.row.equal": ("Andere Hand gleich", "Other hand equal"),
        "widgets.odds.row.worse": ("Andere Hand schlechter", "Other hand worse"),
        "widgets.odds.row.renewal": (
            "Neuer Stock bringt mindestens {value}",
            "A new table reaches at least {value}",
        ),
        "widgets.odds.row.knock_draw": ("Klopfen nach Ziehen vom Stapel", "Knock after drawing from the pile"),
        "widgets.odds.row.at_most": ("Summe höchstens {value}", "Total at most {value}"),
        "widgets.odds.mean": ("Mittelwert: {mean}", "Mean: {mean}"),
        "widgets.odds.best_now": ("Jetzt am besten: {swap}", "Best right now: {swap}"),
        "widgets.odds.swaps": ("Alle zehn erlaubten Tauschzüge", "All ten legal swaps"),
        "widgets.odds.chart.values": ("Wert einer Hand (alle Hände)", "Value of a hand (all hands)"),
        "widgets.odds.chart.renewal": (
            "Bester Wert mit einem neuen Stock",
            "Best value with a new table",
        ),
        "widgets.odds.chart.unseen": ("Wert der anderen Hand", "Value of the other hand"),
        "widgets.odds.chart.total": ("Summe einer Hand mit {cards} Karten", "Total of a hand of {cards} cards"),
        "widgets.odds.chart.draw": ("Summe nach Ziehen und Ablegen", "Total after drawing and discarding"),
        "widgets.odds.x.value": ("Wert", "Value"),
        "widgets.odds.x.total": ("Summe", "Total"),
        "widgets.odds.y": ("Anteil", "Share"),
        "widgets.odds.done": ("Neu berechnet.", "Computed."),
        "widgets.odds.wrong_game": (
            "Die Frage {mode} gibt es bei {game} nicht; möglich sind: {accepted}",
            "The question {mode} does not exist for {game}; possible: {accepted}",
        ),
    }
)

_EXAMPLES = {
    "french32": ("A♥ K♥ 7♠", "8♦ 9♦ 10♣", "K♥"),
    "french52": ("A♥ K♥ 7♠", "8♦ 9♦ 10♣", "K♥"),
    "german32": ("Eichel-Ass Grün-Ass Rot-7", "Schellen-8 Schellen-9 Eichel-10", "Rot-König"),
}
_CHARAKIR_EXAMPLE = ("5♠ 4♥ 3♦ K♣", "", "K♥")


class OddsExplorer(Component):
    """Exact odds of a situation (``mode``, ``hand``, ``table``, ``discard_top``, ``at_least``, ``cards``).

    State for tests: ``.result`` (the :mod:`knackpy.odds` result object shown),
    ``.rows`` (``(label, Fraction)`` pairs shown in the table), the inputs
    ``.mode_input``, ``.hand_input``, ``.table_input``, ``.discard_input``,
    ``.at_least_input``, ``.cards_input`` and ``.compute_button``.
    """

    def __init__(
        self,
        *,
        rules: Any = "knack",
        mode: str | None = None,
        hand: str | None = None,
        table: str | None = None,
        discard_top: str | None = None,
        at_least: float = 31,
        cards: int = 4,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        from ..errors import KnackpyError

        self.rules = resolve_rules(rules)
        family = "knack" if self.rules.variant.has_table else "charakir"
        modes = MODES[family]
        mode = mode or modes[0]
        if mode not in modes:
            raise KnackpyError(
                "widgets.odds.wrong_game", mode=repr(mode), game=self.rules.game, accepted=", ".join(modes)
            )
        examples = _examples(self.rules, self.lang)
        self.result: Any = None
        self.rows: list[tuple[str, Any]] = []
        w = self.w
        self.title = html_output(heading_html(self.t("widgets.odds.title", name=self.rules.name(self.lang))))
        self.intro = html_output(f'<div style="{STYLE["text"]}">{esc(self.t("widgets.odds.intro"))}</div>')
        self.mode_input = dropdown(
            [(self.t(f"widgets.odds.mode.{m}"), m) for m in modes],
            value=mode,
            description=self.t("widgets.odds.mode"),
            tooltip=self.t("widgets.odds.mode_tooltip"),
        )
        self.hand_input = self._text_input("hand", hand if hand is not None else examples[0], examples[0])
        self.table_input = self._text_input("table", table if table is not None else examples[1], examples[1])
        self.discard_input = self._text_input(
            "discard", discard_top if discard_top is not None else examples[2], examples[2]
        )
        values = self._value_choices()
        self.at_least_input = dropdown(
            [(format_points(v), v) for v in values],
            value=at_least if at_least in values else values[-1],
            description=self.t("widgets.odds.at_least"),
            tooltip=self.t("widgets.odds.at_least_tooltip"),
        )
        self.cards_input = dropdown(
            [(str(n), n) for n in range(1, 9)],
            value=cards if 1 <= cards <= 8 else 4,
            description=self.t("widgets.odds.cards"),
            tooltip=self.t("widgets.odds.cards_tooltip"),
        )
        self.compute_button = button(
            self.t("widgets.odds.compute"),
            tooltip=self.t("widgets.odds.compute_tooltip"),
            style="primary",
            icon="calculator",
            on_click=self.guard(lambda _b: self.compute()),
        )
        for control in (self.mode_input, self.hand_input, self.table_input, self.discard_input):
            control.observe(self.guard(lambda _c: self.compute()), names="value")
        for control in (self.at_least_input, self.cards_input):
            control.observe(self.guard(lambda _c: self.compute()), names="value")
        self.numbers_view = html_output()
        self.chart_view = html_output()
        inputs = box(
            [
                self.mode_input,
                self.hand_input,
                self.table_input,
                self.discard_input,
                self.at_least_input,
                self.cards_input,
            ]
        )
        self.widget = self.frame(
            [
                self.title,
                self.intro,
                inputs,
                self.compute_button,
                self.messages.widget,
                self.numbers_view,
                self.chart_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        del w
        self.compute()

    # --- building -----------------------------------------------------------------------------------------------
    def _text_input(self, name: str, value: str, example: str) -> Any:
        w = self.w
        control = w.Text(
            value=value,
            description=self.t(f"widgets.odds.{name}"),
            placeholder=example,
            tooltip=self.t(f"widgets.odds.{name}_tooltip", example=example),
            continuous_update=False,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto", min_width="320px"),
        )
        control.add_class(CSS_CLASS)
        return control

    def _value_choices(self) -> list[Any]:
        if not self.rules.variant.has_table:
            return [10]
        from ..odds import value_distribution

        return sorted(value_distribution(self.rules))

    @property
    def mode(self) -> str:
        return self.mode_input.value

    def _show_inputs(self) -> None:
        needed = {
            "deal": {"at_least"},
            "swap": {"hand", "table", "at_least"},
            "unseen": {"hand"},
            "total": {"cards"},
            "knock": {"hand", "discard"},
        }[self.mode]
        for name, control in (
            ("hand", self.hand_input),
            ("table", self.table_input),
            ("discard", self.discard_input),
            ("at_least", self.at_least_input),
            ("cards", self.cards_input),
        ):
            control.layout.display = "" if name in needed else "none"

    # --- computing --------------------------------------------------------------------------------------------------
    def compute(self) -> None:
        """Compute the odds of the situation in the inputs; bad input shows a friendly message."""
        self._show_inputs()
        try:
            getattr(self, f"_compute_{self.mode}")()
        except Exception as error:  # an impossible combination: say so in the widget, never a traceback
            self.result = None
            self.rows = []
            self.numbers_view.value = ""
            self.chart_view.value = ""
            self.messages.exception(error)
            return
        self.messages.success(self.t("widgets.odds.done"))

    def _compute_deal(self) -> None:
        from ..odds import deal_odds, value_distribution

        odds = deal_odds(self.rules)
        dist = value_distribution(self.rules)
        self.result = odds
        at_least = dist.at_least(self.at_least_input.value)
        rows = [
            (self.t(f"widgets.odds.row.three_aces.{self.rules.game}"), odds.three_aces),
            (self.t("widgets.odds.row.knack"), odds.knack),
            (self.t("widgets.odds.row.three_of_a_kind"), odds.three_of_a_kind),
            (self.t("widgets.odds.row.thirty_and_a_half"), odds.thirty_and_a_half),
            (self.t("widgets.odds.row.at_least", value=format_points(self.at_least_input.value)), at_least),
        ]
        notes = [odds.explain(self.lang), dist.explain(self.lang)]
        self._show(rows, notes, dist, "widgets.odds.chart.values", "widgets.odds.x.value")

    def _compute_swap(self) -> None:
        from ..odds import swap_odds

        result = swap_odds(
            self.hand_input.value, self.table_input.value, self.rules, at_least=self.at_least_input.value
        )
        self.result = result
        rows = [
            (self.t("widgets.odds.row.renewal", value=format_points(result.at_least)), result.renewal),
        ]
        swaps = "".join(f"<li>{esc(s.explain(self.lang))}</li>" for s in result.swaps)
        extra = (
            f"<p><b>{esc(self.t('widgets.odds.best_now', swap=result.best.explain(self.lang)))}</b></p>"
            f"{heading_html(self.t('widgets.odds.swaps'))}<ol>{swaps}</ol>"
        )
        self._show(
            rows,
            [result.explain(self.lang)],
            result.renewal_best,
            "widgets.odds.chart.renewal",
            "widgets.odds.x.value",
            extra,
        )

    def _compute_unseen(self) -> None:
        from ..odds import unseen_hand_odds

        result = unseen_hand_odds(self.hand_input.value, self.rules)
        self.result = result
        rows = [
            (self.t("widgets.odds.row.better"), result.better),
            (self.t("widgets.odds.row.equal"), result.equal),
            (self.t("widgets.odds.row.worse"), result.worse),
        ]
        self._show(
            rows, [result.explain(self.lang)], result.distribution, "widgets.odds.chart.unseen", "widgets.odds.x.value"
        )

    def _compute_total(self) -> None:
        from ..odds import charakir_total_distribution

        dist = charakir_total_distribution(self.rules, self.cards_input.value)
        self.result = dist
        limit = self.rules.knock_limit
        rows = [(self.t("widgets.odds.row.at_most", value=limit), dist.at_most(limit))]
        self._show(
            rows,
            [dist.explain(self.lang)],
            dist,
            "widgets.odds.chart.total",
            "widgets.odds.x.total",
            chart_params={"cards": self.cards_input.value},
        )

    def _compute_knock(self) -> None:
        from ..odds import knock_after_draw_odds

        top = self.discard_input.value.strip() or None
        result = knock_after_draw_odds(self.hand_input.value, self.rules, discard_top=top)
        self.result = result
        rows = [(self.t("widgets.odds.row.knock_draw"), result.draw)]
        self._show(
            rows, [result.explain(self.lang)], result.draw_totals, "widgets.odds.chart.draw", "widgets.odds.x.total"
        )

    # --- rendering --------------------------------------------------------------------------------------------------
    def _show(
        self,
        rows: list[tuple[str, Any]],
        notes: list[str],
        dist: Any,
        chart_key: str,
        x_key: str,
        extra: str = "",
        chart_params: dict | None = None,
    ) -> None:
        lang = self.lang
        self.rows = [(label, chance.probability) for label, chance in rows]
        head = (
            f"<tr><th style='text-align:left'>{esc(self.t('widgets.odds.event'))}</th>"
            f"<th style='text-align:right'>{esc(self.t('widgets.odds.probability'))}</th>"
            f"<th style='text-align:right'>{esc(self.t('widgets.odds.cases'))}</th></tr>"
        )
        body = "".join(
            f"<tr><td>{esc(label)}</td><td style='text-align:right'><b>{esc(fraction_text(chance.probability, lang, 2))}</b></td>"
            f"<td style='text-align:right'>{esc(self.t('widgets.odds.cases_of', count=chance.favourable, total=chance.total))}</td></tr>"
            for label, chance in rows
        )
        mean = self.t("widgets.odds.mean", mean=_mean_text(dist.mean, lang))
        paragraphs = "".join(f'<p style="{STYLE["muted"]}">{esc(n)}</p>' for n in notes)
        self.numbers_view.value = (
            f'<div class="{CSS_CLASS}-numbers" style="{STYLE["text"]}">{heading_html(self.t("widgets.odds.numbers"))}'
            f'<table style="border-collapse:collapse;font-size:16px">{head}{body}</table>'
            f"<p>{esc(mean)}</p>{paragraphs}{extra}</div>"
        )
        values = list(dist)
        chart = svg.bar_chart_svg(
            [format_points(v) for v in values],
            [float(dist[v]) for v in values],
            title=self.t(chart_key, **(chart_params or {})),
            width=max(420, min(900, 28 * len(values) + 120)),
            height=280,
            value_format=lambda v: percent_text(v, lang, 1),
            show_values=len(values) <= 14,
            x_label=self.t(x_key),
            y_label=self.t("widgets.odds.y"),
            lang=lang,
        )
        self.chart_view.value = svg_html(str(chart), label=self.t(chart_key, **(chart_params or {})))


def _examples(rules: Any, lang: str) -> tuple[str, str, str]:
    """Example inputs in the learner's language: symbols for French cards, names for German ones."""
    from ..cards import parse_cards

    raw = _EXAMPLES[rules.deck.key] if rules.variant.has_table else _CHARAKIR_EXAMPLE
    if rules.deck.family == "french":
        return raw
    return tuple(", ".join(c.name(lang) for c in parse_cards(text, rules)) if text else "" for text in raw)


def _mean_text(mean: Any, lang: str) -> str:
    value = f"{float(mean):.2f}"
    return value.replace(".", ",") if lang == "de" else value
