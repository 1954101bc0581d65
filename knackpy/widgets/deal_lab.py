"""The deal lab: deal a Knack round, keep or throw out the hand looked at (K5, O4), see what the other choice gave.

The learner sits in the double seat: the dealer in ``knack`` (K4, K5), the
chooser left of the dealer in the Oberlausitz (O4).  Before deciding, the lab
shows the exact chance that the unseen hand is better (``odds.unseen_hand_odds``);
afterwards it reveals the unseen hand and the value of both choices.  With ``in_words=True`` (the children's
track, lessons 01-07) it says the chance in words ("etwa jedes vierte Mal") and shows no fraction, no
percent, no case count and no deal number.
"""

from __future__ import annotations

from typing import Any

from .. import i18n, svg
from ..errors import KnackpyError
from ..figures import chance_words
from ..scoring import format_points, hand_value
from .common import (
    CARD_WIDTH,
    CSS_CLASS,
    STYLE,
    Component,
    box,
    button,
    esc,
    fraction_text,
    heading_html,
    html_output,
    resolve_rules,
    suit_colours_switch,
    svg_html,
)

__all__ = ["DealLab"]

i18n.catalogue(
    {
        "widgets.deal_lab.title": ("Geben und wählen: {name}", "Deal and choose: {name}"),
        "widgets.deal_lab.knack_only": (
            "Das Geben mit zwei Händen gibt es nur beim Knack (knack, knack_oberlausitz), nicht bei {game}",
            "Dealing two hands exists only in Knack (knack, knack_oberlausitz), not in {game}",
        ),
        "widgets.deal_lab.intro.knack": (
            "Runde mit {players} Spielern, Deal Nr. {seed}. {dealer} gibt reihum je eine Karte, bis alle drei "
            "haben, und bekommt selbst zwei Hände. Du bist {dealer}: Du siehst dir eine davon an.",
            "A round for {players} players, deal no. {seed}. {dealer} deals one card at a time until everyone "
            "holds three, and gets two hands. You are {dealer}: you look at one of them.",
        ),
        "widgets.deal_lab.intro.knack_oberlausitz": (
            "Spiel mit {players} Spielern, Deal Nr. {seed}. {dealer} gibt reihum je eine Karte; {chooser}, links "
            "vom Geber, bekommt zwei Hände. Du bist {chooser}: Du siehst dir eine davon an.",
            "A game for {players} players, deal no. {seed}. {dealer} deals one card at a time; {chooser}, left of "
            "the dealer, gets two hands. You are {chooser}: you look at one of them.",
        ),
        "widgets.deal_lab.intro_words.knack": (
            "Eine Runde mit {players} Spielern. {dealer} gibt reihum je eine Karte, bis alle drei haben, und "
            "bekommt selbst zwei Hände. Du bist {dealer}: Du siehst dir eine davon an.",
            "A round for {players} players. {dealer} deals one card at a time until everyone holds three, and "
            "gets two hands. You are {dealer}: you look at one of them.",
        ),
        "widgets.deal_lab.intro_words.knack_oberlausitz": (
            "Eine Runde mit {players} Spielern. {dealer} gibt reihum je eine Karte; {chooser}, links vom Geber, "
            "bekommt zwei Hände. Du bist {chooser}: Du siehst dir eine davon an.",
            "A round for {players} players. {dealer} deals one card at a time; {chooser}, left of the dealer, "
            "gets two hands. You are {chooser}: you look at one of them.",
        ),
        "widgets.deal_lab.odds_head_words": (
            "Wie oft ist die verdeckte Hand besser?",
            "How often is the hidden hand better?",
        ),
        "widgets.deal_lab.new_tooltip_words": (
            "Neu mischen und eine neue Runde geben",
            "Shuffle again and deal a new round",
        ),
        "widgets.deal_lab.role.dealer": ("{name} (gibt)", "{name} (deals)"),
        "widgets.deal_lab.role.player": ("{name}", "{name}"),
        "widgets.deal_lab.looked": ("Deine angesehene Hand", "The hand you looked at"),
        "widgets.deal_lab.other_hidden": ("Deine zweite Hand (verdeckt)", "Your second hand (face down)"),
        "widgets.deal_lab.other_open": ("Deine zweite Hand (jetzt aufgedeckt)", "Your second hand (now revealed)"),
        "widgets.deal_lab.table_title": ("Der Tisch nach dem Geben", "The table after the deal"),
        "widgets.deal_lab.table_after": ("Der Tisch nach deiner Wahl", "The table after your choice"),
        "widgets.deal_lab.stock": ("Stock", "Table"),
        "widgets.deal_lab.you_hold": ("Du hältst jetzt", "You now hold"),
        "widgets.deal_lab.seen_value": ("Deine angesehene Hand: {explain}", "The hand you looked at: {explain}"),
        "widgets.deal_lab.odds_head": (
            "Wie wahrscheinlich ist die verdeckte Hand besser? (genau gezählt)",
            "How likely is the hidden hand better? (counted exactly)",
        ),
        "widgets.deal_lab.better": ("besser: {share}", "better: {share}"),
        "widgets.deal_lab.equal": ("gleich: {share}", "equal: {share}"),
        "widgets.deal_lab.worse": ("schlechter: {share}", "worse: {share}"),
        "widgets.deal_lab.chart_title": ("Die verdeckte Hand ist …", "The hidden hand is …"),
        "widgets.deal_lab.chart.better": ("besser", "better"),
        "widgets.deal_lab.chart.equal": ("gleich", "equal"),
        "widgets.deal_lab.chart.worse": ("schlechter", "worse"),
        "widgets.deal_lab.keep_tooltip": (
            "Die angesehene Hand behalten; die andere kommt offen als Stock auf den Tisch ({rule})",
            "Keep the hand you looked at; the other goes face up as the table ({rule})",
        ),
        "widgets.deal_lab.throw_tooltip": (
            "Die angesehene Hand offen als Stock auf den Tisch legen und die andere blind nehmen ({rule})",
            "Lay the hand you looked at face up as the table and take the other one blind ({rule})",
        ),
        "widgets.deal_lab.new": ("Neu geben", "New deal"),
        "widgets.deal_lab.new_tooltip": ("Eine neue Runde geben (nächster Seed)", "Deal a new round (next seed)"),
        "widgets.deal_lab.choice_keep": ("Du hast die angesehene Hand behalten.", "You kept the hand you looked at."),
        "widgets.deal_lab.choice_throw": (
            "Du hast die angesehene Hand offen hingelegt und die andere genommen.",
            "You laid the hand you looked at face up and took the other one.",
        ),
        "widgets.deal_lab.if_keep": ("Behalten bringt: {explain}", "Keeping gives: {explain}"),
        "widgets.deal_lab.if_throw": ("Rauswerfen bringt: {explain}", "Throwing out gives: {explain}"),
        "widgets.deal_lab.verdict_better": (
            "Gute Wahl: Du hältst {mine}, die andere Wahl hätte {other} gebracht.",
            "Good choice: you hold {mine}, the other choice would have given {other}.",
        ),
        "widgets.deal_lab.verdict_worse": (
            "Pech: Du hältst {mine}, die andere Wahl hätte {other} gebracht. Mit dem Wissen vorher war das aber "
            "nicht zu sehen.",
            "Bad luck: you hold {mine}, the other choice would have given {other}. You could not know that "
            "beforehand, though.",
        ),
        "widgets.deal_lab.verdict_equal": (
            "Egal: Beide Hände sind gleich viel wert ({mine}).",
            "No difference: both hands are worth the same ({mine}).",
        ),
        "widgets.deal_lab.what_happened": ("Was im Spiel passiert ist", "What happened in the game"),
        "widgets.deal_lab.decide": (
            "Entscheide: behalten oder rauswerfen?",
            "Decide: keep or throw out?",
        ),
    }
)


class DealLab(Component):
    """Deal a round and decide keep or throw out as the double seat (K4, K5 / O4).

    State for tests: ``.game`` (the game before the choice), ``.choice``
    (``None``, ``"keep"`` or ``"throw"``), ``.after`` (the game after it),
    ``.seen``/``.other`` (the two hands), ``.odds`` (the
    :class:`~knackpy.odds.HandComparison` shown before deciding).
    """

    def __init__(
        self, *, rules: Any = "knack", players: int = 4, seed: int = 0, lang: str = "de", in_words: bool = False
    ) -> None:
        super().__init__(lang=lang)
        self.in_words = bool(in_words)  # the children's track: chances in words, no numbers of deals or cases
        self.rules = resolve_rules(rules)
        if not self.rules.variant.has_table:
            raise KnackpyError("widgets.deal_lab.knack_only", game=self.rules.game)
        self.players = players
        self.seed = seed
        self.choose_id = self.rules.rule_id("choose")
        self.title = html_output()
        self.intro = html_output()
        self.table_view = html_output()
        self.odds_view = html_output()
        self.result_view = html_output()
        from ..engine.knack import Keep, Throw

        self.keep_button = button(
            Keep().label(self.lang),
            tooltip=self.t("widgets.deal_lab.keep_tooltip", rule=self.choose_id),
            style="success",
            icon="hand-paper-o",
            on_click=self.guard(lambda _b: self.choose("keep")),
        )
        self.throw_button = button(
            Throw().label(self.lang),
            tooltip=self.t("widgets.deal_lab.throw_tooltip", rule=self.choose_id),
            style="warning",
            icon="random",
            on_click=self.guard(lambda _b: self.choose("throw")),
        )
        self.new_button = button(
            self.t("widgets.deal_lab.new"),
            tooltip=self.t("widgets.deal_lab.new_tooltip_words" if self.in_words else "widgets.deal_lab.new_tooltip"),
            icon="refresh",
            on_click=self.guard(lambda _b: self.deal(self.seed + 1)),
        )
        self.colour_switch = suit_colours_switch(self.lang, self.guard(self._render))
        self.widget = self.frame(
            [
                self.title,
                self.intro,
                self.colour_switch,
                self.table_view,
                self.odds_view,
                box([self.keep_button, self.throw_button, self.new_button], vertical=False, wrap=True),
                self.messages.widget,
                self.result_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self.deal(seed)

    # --- actions ----------------------------------------------------------------------------------------------
    def deal(self, seed: int) -> None:
        """Deal the round of ``seed`` and wait for the choice."""
        from .. import new_game
        from ..odds import unseen_hand_odds

        self.seed = seed
        self.game = new_game(self.rules, players=self.players, seed=seed)
        self.seen, self.other = self.game.chooser_hands
        self.choice: str | None = None
        self.after: Any = None
        self.odds = unseen_hand_odds(self.seen, self.rules)
        self.keep_button.disabled = self.throw_button.disabled = False
        self.messages.info(self.t("widgets.deal_lab.decide"), rule_ids=(self.choose_id,))
        self.result_view.value = ""
        self._render()

    def choose(self, choice: str) -> None:
        """``"keep"`` or ``"throw"``: apply it, reveal the unseen hand, compare both choices."""
        from ..engine.knack import Keep, Throw

        if self.choice is not None:
            return
        before = len(self.game.history)
        self.after = self.game.apply(Keep() if choice == "keep" else Throw())
        self.choice = choice
        self.keep_button.disabled = self.throw_button.disabled = True
        mine, other = (self.seen, self.other) if choice == "keep" else (self.other, self.seen)
        v_mine, v_other = hand_value(mine, self.rules), hand_value(other, self.rules)
        v_keep, v_throw = hand_value(self.seen, self.rules), hand_value(self.other, self.rules)
        params = {"mine": format_points(v_mine.points), "other": format_points(v_other.points)}
        if v_mine.points > v_other.points:
            self.messages.success(self.t("widgets.deal_lab.verdict_better", **params))
        elif v_mine.points < v_other.points:
            self.messages.info(self.t("widgets.deal_lab.verdict_worse", **params))
        else:
            self.messages.info(self.t("widgets.deal_lab.verdict_equal", **params))
        events = self.after.history_text(self.lang)[before:]
        lines = "".join(f"<li>{esc(line)}</li>" for line in events)
        self.result_view.value = (
            f'<div class="{CSS_CLASS}-result" style="{STYLE["text"]}">'
            f"<p><b>{esc(self.t(f'widgets.deal_lab.choice_{choice}'))}</b></p>"
            f"<p>{esc(self.t('widgets.deal_lab.if_keep', explain=v_keep.explain(self.lang)))}<br>"
            f"{esc(self.t('widgets.deal_lab.if_throw', explain=v_throw.explain(self.lang)))}</p>"
            f"{heading_html(self.t('widgets.deal_lab.what_happened'))}<ul>{lines}</ul></div>"
        )
        self._render()

    # --- rendering ----------------------------------------------------------------------------------------------
    def _names(self) -> list[str]:
        names = []
        for p, name in enumerate(self.game.names):
            key = "widgets.deal_lab.role.dealer" if p == self.game.dealer else "widgets.deal_lab.role.player"
            names.append(self.t(key, name=name))
        return names

    def _render(self) -> None:
        game, lang = self.game, self.lang
        self.title.value = heading_html(self.t("widgets.deal_lab.title", name=self.rules.name(lang)))
        self.intro.value = (
            f'<div style="{STYLE["text"]}">'
            + esc(
                self.t(
                    f"widgets.deal_lab.{'intro_words' if self.in_words else 'intro'}.{self.rules.game}",
                    players=self.players,
                    seed=self.seed,
                    dealer=game.names[game.dealer],
                    chooser=game.names[game.chooser],
                )
            )
            + "</div>"
        )
        names = self._names()
        rows: list[tuple] = [(names[p], 3, True) for p in range(game.n_players) if p != game.chooser]
        if self.choice is None:
            rows += [
                (self.t("widgets.deal_lab.looked"), self.seen, False),
                (self.t("widgets.deal_lab.other_hidden"), 3, True),
            ]
            title = self.t("widgets.deal_lab.table_title")
        else:
            mine, table = (self.seen, self.other) if self.choice == "keep" else (self.other, self.seen)
            rows += [
                (self.t("widgets.deal_lab.stock"), table, False),
                (self.t("widgets.deal_lab.you_hold"), mine, False, (0, 1, 2)),
            ]
            title = self.t("widgets.deal_lab.table_after")
        picture = svg.table_svg(rows, width=CARD_WIDTH, title=title, lang=lang)
        self.table_view.value = svg_html(str(picture))
        self._render_odds()

    def _render_odds(self) -> None:
        lang, odds = self.lang, self.odds
        seen_value = hand_value(self.seen, self.rules)
        labels = [self.t(f"widgets.deal_lab.chart.{k}") for k in ("better", "equal", "worse")]
        values = [float(odds.better.probability), float(odds.equal.probability), float(odds.worse.probability)]
        chart = svg.bar_chart_svg(
            labels,
            values,
            title=self.t("widgets.deal_lab.chart_title"),
            width=360,
            height=220,
            value_format=self._bar_words(values) if self.in_words else (lambda v: _percent(v, lang)),
            colours=[svg.SERIES_COLOURS[2], svg.SERIES_COLOURS[1], svg.SERIES_COLOURS[0]],
            lang=lang,
        )
        shares = "".join(
            f"<li>{esc(self.t(f'widgets.deal_lab.{k}', share=self._share(c.probability)))}</li>"
            for k, c in (("better", odds.better), ("equal", odds.equal), ("worse", odds.worse))
        )
        head = self.t("widgets.deal_lab.odds_head_words" if self.in_words else "widgets.deal_lab.odds_head")
        counted = "" if self.in_words else f'<p style="{STYLE["muted"]}">{esc(odds.explain(lang))}</p>'
        self.odds_view.value = (
            f'<div class="{CSS_CLASS}-odds" style="{STYLE["text"]}">'
            f"<p>{esc(self.t('widgets.deal_lab.seen_value', explain=seen_value.explain(lang)))}</p>"
            f"{heading_html(head)}<ul>{shares}</ul>{counted}{svg_html(str(chart))}</div>"
        )

    def _bar_words(self, values: list[float]):
        """The chart's labels in words: each bar says its chance, the axis stays without numbers."""
        return lambda v: chance_words(v, self.lang) if v in values else ""

    def _share(self, probability) -> str:
        """A chance as the lab shows it: in words for children, else exact with its percent (``3/8 ≈ 37,5 %``)."""
        return chance_words(probability, self.lang) if self.in_words else fraction_text(probability, self.lang)


def _percent(value: float, lang: str) -> str:
    from .common import percent_text

    return percent_text(value, lang, 1)
