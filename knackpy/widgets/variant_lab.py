"""The variant lab: two rule configurations side by side (issue 6, component 5).

>>> from knackpy import rules
>>> from knackpy.widgets import VariantLab
>>> lab = VariantLab(left=rules("knack_oberlausitz"), right=rules("knack_oberlausitz", same_rank_adds=False))
>>> lab.highlighted_ids()
('O6',)
>>> lab.sides["b"].controls["announce_knack"].value = False  # a click on the checkbox
>>> lab.highlighted_ids()
('O6', 'O10')
>>> results = lab.compare()  # the "Vergleichen" button  # doctest: +SKIP

Each side ("Variante A", "Variante B") chooses a ruleset and switches its
reading flags (:func:`knackpy.registry.flags`: the yes/no options and
the deck where a ruleset offers two).  Below, the rule texts of both sides
stand next to each other, one row per rule ID; the rows whose text differs
(:func:`knackpy.registry.diff`) are highlighted by colour *and* by a "≠" mark
and bold text, so the difference does not depend on seeing colours.

"Vergleichen" / "Compare" runs a quick seeded simulation
(:func:`knackpy.simulate.simulate`) of both sides with the same bots, the same
number of players and the same seed, and draws three grouped bar charts (SVG,
pure Python: they render in JupyterLab, on the static site and in Pyodide):

* how rounds end (share of all rounds, e.g. closed, Knack called, after a knock);
* the mean length of a round in turns;
* the first player's advantage: the share of games won by each position at
  the table, counted from the player who moves first in the first round
  (seats rotate from game to game, so with equal bots every position would
  win ``1/players`` of the games if moving first did not matter).

A table under the charts gives the same numbers as text.  Bad input (0 games,
too many players for one of the decks) shows a friendly message in the widget.
"""

from __future__ import annotations

import time
from typing import Any

from ..errors import KnackpyError
from . import variant_lab_texts  # noqa: F401  (the lab's texts)
from .common import (
    CSS_CLASS,
    STYLE,
    Component,
    box,
    button,
    checkbox,
    dropdown,
    esc,
    heading_html,
    html_output,
    resolve_rules,
)
from .play_settings import check_int, check_seed, int_field, level_options, ruleset_options
from .variant_figures import results_html, variant_stats

__all__ = ["VariantLab", "variant_stats"]

_SIDES = ("a", "b")
_MAX_GAMES = 100_000


class _Side:
    """One side of the lab: a ruleset dropdown and the flag switches of that ruleset."""

    def __init__(self, lab: VariantLab, key: str, rules: Any) -> None:
        self.lab = lab
        self.key = key
        self.rules = rules
        t = lab.t
        self.heading = html_output()
        self.ruleset = dropdown(
            ruleset_options(lab.lang),
            value=rules.game,
            description=t("widgets.common.ruleset"),
            tooltip=t("widgets.common.ruleset_tooltip"),
            on_change=lab.guard(self._on_ruleset),
        )
        self.flag_box = box([])
        self.controls: dict[str, Any] = {}
        self._quiet = False
        self.changed = html_output()
        self.widget = box([self.heading, self.ruleset, self.flag_box, self.changed])
        self.widget.layout.flex = "1 1 320px"
        self.widget.layout.border = "1px solid #CCCCCC"
        self.widget.layout.padding = "6px 10px"
        self._build_flags()

    @property
    def name(self) -> str:
        return self.lab.t("widgets.variant_lab.side", side=self.key.upper())

    def _build_flags(self) -> None:
        from .. import registry
        from ..cards import DECKS

        lab, rules = self.lab, self.rules
        self.controls = {}
        children = [html_output(f'<div style="{STYLE["muted"]}">{esc(lab.t("widgets.variant_lab.flags"))}</div>')]
        for option, rule_id, _now, other in registry.flags(rules, lab.lang):
            label = f"{registry.option_label(option, lab.lang)} ({rule_id})"
            if option == "deck":
                choices = []
                for key, deck in DECKS.items():
                    try:
                        rules.replace(deck=key)
                    except KnackpyError:
                        continue
                    choices.append((deck.name(lab.lang), key))
                control = dropdown(
                    choices,
                    value=rules.deck.key,
                    description=label,
                    tooltip=lab.t("widgets.variant_lab.deck_tooltip", rule=rule_id),
                )
            else:
                control = checkbox(
                    label,
                    value=bool(getattr(rules, option)),
                    tooltip=lab.t("widgets.variant_lab.flag_tooltip", rule=rule_id, other=other),
                )
            control.observe(lab.guard(self._flag_handler(option)), names="value")
            self.controls[option] = control
            children.append(control)
        if not self.controls:
            children.append(html_output(f"<div>{esc(lab.t('widgets.variant_lab.no_flags'))}</div>"))
        self.flag_box.children = children
        self._render_heading()

    def _render_heading(self) -> None:
        from .. import registry

        lab, rules = self.lab, self.rules
        self.heading.value = heading_html(f"{self.name}: {rules.name(lab.lang)}")
        changed = rules.changed_options()
        if changed:
            parts = []
            for option, value in changed.items():
                shown = getattr(rules, option)
                if isinstance(value, bool):
                    shown = lab.t("widgets.variant_lab.on" if value else "widgets.variant_lab.off")
                elif hasattr(shown, "name"):
                    shown = shown.name(lab.lang)
                parts.append(f"{registry.option_label(option, lab.lang)}: {shown}")
            text = lab.t("widgets.variant_lab.changed", options="; ".join(parts))
        else:
            text = lab.t("widgets.variant_lab.defaults")
        self.changed.value = f'<div style="{STYLE["muted"]}">{esc(text)}</div>'

    def _flag_handler(self, option: str) -> Any:
        def handler(change: Any) -> None:
            if not self._quiet:
                self.lab.set_option(self.key, option, change["new"])

        return handler

    def _on_ruleset(self, change: Any) -> None:
        if change["new"] != self.rules.game:
            self.lab.set_rules(self.key, change["new"])

    def show(self, rules: Any) -> None:
        """Show ``rules`` (rebuilding the switches when the ruleset changed)."""
        same_game = rules.game == self.rules.game
        self.rules = rules
        if self.ruleset.value != rules.game:
            self.ruleset.value = rules.game
        if not same_game:
            self._build_flags()
            return
        self._quiet = True
        try:
            for option, control in self.controls.items():
                value = getattr(rules, option)
                value = value.key if option == "deck" else bool(value)
                if control.value != value:
                    control.value = value
        finally:
            self._quiet = False
        self._render_heading()


class VariantLab(Component):
    """Two rule configurations side by side, their rule texts and a quick seeded simulation.

    ``left``/``right``: rules objects or ruleset names (default: the
    Oberlausitz rules with and without ``same_rank_adds``, the best-known
    reading question).  ``games`` per side, ``seed``, ``players`` and the bot
    level ``bots`` that plays every seat (the same on both sides) set up
    :meth:`compare`; ``workers`` is passed to :func:`knackpy.simulate.simulate`.

    Programmatic use (tests, lessons): :meth:`set_rules`, :meth:`set_option`,
    :meth:`highlighted_ids`, :meth:`compare` (returns the two results);
    :attr:`stats` holds the figures of the last comparison.
    """

    def __init__(
        self,
        *,
        left: Any = None,
        right: Any = None,
        games: int = 200,
        seed: int = 0,
        players: int = 3,
        bots: str = "simple",
        workers: int = 1,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        from ..rules import rules as make_rules

        w, t = self.w, self.t
        problems: list[KnackpyError] = []
        sides = []
        for given, default in (
            (left, make_rules("knack_oberlausitz")),
            (right, make_rules("knack_oberlausitz", same_rank_adds=False)),
        ):
            try:
                sides.append(resolve_rules(given) if given is not None else default)
            except KnackpyError as error:
                problems.append(error)
                sides.append(default)
        self.workers = workers
        self.results: tuple[Any, Any] | None = None
        self.stats: tuple[dict[str, Any], dict[str, Any]] | None = None
        self.timings: dict[str, float] = {}
        self.title = html_output(heading_html(t("widgets.variant_lab.title")))
        self.sides = {"a": _Side(self, "a", sides[0]), "b": _Side(self, "b", sides[1])}
        self.only_differences = checkbox(
            t("widgets.variant_lab.only_differences"),
            tooltip=t("widgets.variant_lab.only_differences_tooltip"),
            on_change=self.guard(lambda _: self._render_texts()),
        )
        self.differences = html_output()
        self.texts = html_output()
        self.games_field = int_field(
            t("widgets.variant_lab.games"),
            games if isinstance(games, int) else 200,
            tooltip=t("widgets.variant_lab.games_tooltip"),
        )
        self.players_field = int_field(
            t("widgets.play.players"),
            players if isinstance(players, int) else 3,
            tooltip=t("widgets.play.players_tooltip"),
        )
        self.seed_field = int_field(
            t("widgets.play.seed"), seed if isinstance(seed, int) else 0, tooltip=t("widgets.play.seed_tooltip")
        )
        options = level_options(self.lang)
        valid = [value for _, value in options]
        self.bots_field = dropdown(
            options,
            value=bots if bots in valid else "simple",
            description=t("widgets.variant_lab.bots"),
            tooltip=t("widgets.variant_lab.bots_tooltip"),
        )
        if bots not in valid:
            problems.append(KnackpyError("widgets.play.bad_level", value=repr(bots)[:40], accepted=", ".join(valid)))
        self.compare_button = button(
            t("widgets.variant_lab.compare"),
            tooltip=t("widgets.variant_lab.compare_tooltip"),
            on_click=self.guard(lambda _: self.compare()),
            style="primary",
            icon="bar-chart",
        )
        self.progress = w.IntProgress(value=0, min=0, max=1, description="", layout=w.Layout(width="320px"))
        self.charts = html_output()
        self.table = html_output()
        self.widget = self.frame(
            [
                self.title,
                w.HBox(
                    [self.sides["a"].widget, self.sides["b"].widget],
                    layout=w.Layout(flex_flow="row wrap", grid_gap="10px", align_items="stretch"),
                ),
                self.differences,
                self.only_differences,
                self.texts,
                box(
                    [self.games_field, self.players_field, self.seed_field, self.bots_field], vertical=False, wrap=True
                ),
                box([self.compare_button, self.progress], vertical=False, wrap=True),
                self.messages.widget,
                self.charts,
                self.table,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self.widget.add_class(f"{CSS_CLASS}-variant-lab")
        self._render_texts()
        if problems:
            self.messages.exception(problems[0])

    # --- the rules of each side ---------------------------------------------------------------------------------
    @property
    def left(self) -> Any:
        return self.sides["a"].rules

    @property
    def right(self) -> Any:
        return self.sides["b"].rules

    def set_rules(self, side: str, rules: Any) -> None:
        """Put ``rules`` (an object or a ruleset name) on side ``"a"``/``"left"`` or ``"b"``/``"right"``."""
        key = _side_key(side)
        self.sides[key].show(resolve_rules(rules))
        self._changed()

    def set_option(self, side: str, option: str, value: Any) -> None:
        """Switch one option on one side (e.g. ``set_option("b", "same_rank_adds", False)``)."""
        key = _side_key(side)
        current = self.sides[key].rules
        try:
            updated = current.replace(**{option: value})
        except KnackpyError as error:
            self.messages.exception(error)
            self.sides[key].show(current)  # put the switch back
            return
        self.sides[key].show(updated)
        self._changed()

    def _changed(self) -> None:
        self.messages.clear()
        if self.results is not None:
            self.messages.info(self.t("widgets.variant_lab.stale"))
        self._render_texts()

    def differing_ids(self) -> tuple[str, ...]:
        """The rule IDs whose text differs between the sides (:func:`knackpy.registry.diff`)."""
        from .. import registry

        return tuple(rule_id for rule_id, _, _ in registry.diff(self.left, self.right, self.lang))

    def highlighted_ids(self) -> tuple[str, ...]:
        """The rule IDs highlighted in the rendered text table (read back from the HTML)."""
        import re

        return tuple(re.findall(r'data-rule="([A-Z]\d+)" data-diff="1"', self.texts.value))

    def _render_texts(self) -> None:
        from .. import registry

        lang = self.lang
        a, b = self.left, self.right
        texts_a, texts_b = dict(a.describe(lang)), dict(b.describe(lang))
        order = list(texts_a) + [i for i in texts_b if i not in texts_a]
        diff = {rule_id for rule_id, _, _ in registry.diff(a, b, lang)}
        ids = [i for i in order if i in diff] + sorted(diff - set(order))
        if diff:
            summary = self.t("widgets.variant_lab.differences", n=len(ids), ids=", ".join(ids))
        else:
            summary = self.t("widgets.variant_lab.no_differences")
        self.differences.value = f'<div style="{STYLE["text"]};font-weight:700">{esc(summary)}</div>'
        missing = f'<span style="{STYLE["muted"]}">{esc(self.t("widgets.variant_lab.not_in_force"))}</span>'
        mark = esc(self.t("widgets.variant_lab.diff_mark"))
        rows = []
        only = self.only_differences.value
        for rule_id in order:
            differs = rule_id in diff
            if only and not differs:
                continue
            title = registry.rule_title(rule_id, lang)
            cell_a = esc(texts_a[rule_id]) if rule_id in texts_a else missing
            cell_b = esc(texts_b[rule_id]) if rule_id in texts_b else missing
            style = "background:#FFF3C4;font-weight:600;" if differs else ""
            marker = f'<br><span style="font-size:13px">{mark}</span>' if differs else ""
            rows.append(
                f'<tr data-rule="{rule_id}" data-diff="{1 if differs else 0}" style="{style}">'
                f'<td style="padding:4px 8px;vertical-align:top;white-space:nowrap"><b>{rule_id}</b> {esc(title)}{marker}</td>'
                f'<td style="padding:4px 8px;vertical-align:top">{cell_a}</td>'
                f'<td style="padding:4px 8px;vertical-align:top">{cell_b}</td></tr>'
            )
        head = (
            f'<tr><th style="text-align:left;padding:4px 8px">{esc(self.t("widgets.variant_lab.col_rule"))}</th>'
            f'<th style="text-align:left;padding:4px 8px">{esc(self.sides["a"].name)}: {esc(a.name(lang))}</th>'
            f'<th style="text-align:left;padding:4px 8px">{esc(self.sides["b"].name)}: {esc(b.name(lang))}</th></tr>'
        )
        self.texts.value = (
            f'<div tabindex="0" role="region" aria-label="{esc(self.t("widgets.variant_lab.rules_region"))}" '
            f'style="max-height:420px;overflow-y:auto;border:1px solid #DDDDDD">'
            f'<table class="{CSS_CLASS}-rules" style="{STYLE["text"]};font-size:15px;border-collapse:collapse;width:100%">'
            f"{head}{''.join(rows)}</table></div>"
        )

    # --- the simulation ---------------------------------------------------------------------------------------------
    def compare(self) -> tuple[Any, Any] | None:
        """Simulate both sides (same bots, players and seed) and chart the results; ``None`` for bad settings."""
        from ..engine.core import check_players
        from ..simulate import simulate

        self.messages.clear()
        try:
            games = check_int(self.games_field.value, self.t("widgets.variant_lab.games"), 1, _MAX_GAMES, self.lang)
            seed = check_seed(self.seed_field.value)
            players = self.players_field.value
            for side in self.sides.values():
                check_players(side.rules, players)
        except KnackpyError as error:
            self.messages.exception(error)
            return None
        level = self.bots_field.value
        self.progress.max = 2 * games
        self.progress.value = 0
        self.progress.bar_style = ""
        started = time.perf_counter()
        results = []
        for offset, key in enumerate(_SIDES):
            side = self.sides[key]
            self.progress.description = key.upper()
            self.messages.info(self.t("widgets.variant_lab.running", side=key.upper()))
            results.append(
                simulate(
                    side.rules,
                    bots=[level] * players,
                    players=players,
                    games=games,
                    seed=seed,
                    workers=self.workers,
                    progress=self._progress_callback(offset * games),
                )
            )
        simulated = time.perf_counter()
        self.results = (results[0], results[1])
        self.stats = (variant_stats(results[0]), variant_stats(results[1]))
        self._render_results()
        self.progress.value = self.progress.max
        self.progress.bar_style = "success"
        finished = time.perf_counter()
        self.timings = {"simulation": simulated - started, "ui": finished - simulated}
        seconds = f"{simulated - started:.1f}"
        self.messages.success(
            self.t(
                "widgets.variant_lab.done",
                games=games,
                seconds=seconds.replace(".", ",") if self.lang == "de" else seconds,
            )
        )
        return self.results

    def _progress_callback(self, offset: int) -> Any:
        state = {"last": 0.0}

        def report(done: int, total: int) -> None:
            now = time.perf_counter()
            if done >= total or now - state["last"] >= 0.1:
                state["last"] = now
                self.progress.value = offset + done

        return report

    def _render_results(self) -> None:
        names = (self.sides["a"].name, self.sides["b"].name)
        self.charts.value, self.table.value = results_html(self.stats, names, self.lang)

    def snapshot_charts(self) -> list[str]:
        """The SVG charts of the last comparison (for tests)."""
        import re

        return re.findall(r"<svg.*?</svg>", self.charts.value, flags=re.S)


def _side_key(side: str) -> str:
    key = {"a": "a", "left": "a", "b": "b", "right": "b"}.get(str(side).lower())
    if key is None:
        raise KnackpyError("widgets.variant_lab.bad_side", value=repr(side)[:20])
    return key
