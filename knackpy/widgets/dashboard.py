"""The simulation dashboard: many seeded games between bots, as a table and charts (issue 6, component 7).

>>> from knackpy.widgets import SimulationDashboard
>>> dash = SimulationDashboard(rules="charakir", bots=("simple", "random"), games=5)
>>> result = dash.run()  # the "Simulieren" button
>>> dash.progress.value == dash.progress.max == len(result.games) == 5
True

The learner chooses the ruleset, who plays each seat (a bot level per seat;
the number of players sets the number of seats), the number of games, the
seed and the number of worker processes, then clicks "Simulieren" /
"Simulate".  :func:`knackpy.simulate.simulate` plays the games; its progress
callback moves an ``IntProgress`` bar (at most ten updates a second, and
always the last one).  The results are the library's own: the summary
sentences, a table per player and one per bot level (HTML, with the column
names of :mod:`knackpy.simulate`), and four bar charts (win share, lives /
coins / points per game, how rounds end, turns per round) as SVG.

The stop button
---------------
A button handler in Jupyter runs on the kernel's only thread: while a
simulation runs inside the handler, the kernel reads no other click, so a
"Stop" button could never be pressed.  With ``background=True`` the run goes
to a background thread (where threads exist; Pyodide has none and runs in
the foreground): the bar keeps moving, the "Stopp" / "Stop" button is shown,
and pressing it makes the progress callback raise ``KeyboardInterrupt``,
which :func:`~knackpy.simulate.simulate` turns into a result of the games
finished so far (``interrupted=True``, said in the summary).  The default is
``background=False``: the run is in the foreground, deterministic and needs
no thread (tests, saved notebooks, the static site); the stop button is hidden.

:attr:`SimulationDashboard.timings` separates the simulation's time from the
time the view took to update (the latency benchmark reports both).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import Any

from .. import i18n, variants
from ..errors import KnackpyError
from ..figures import decimal_text
from .common import (
    CSS_CLASS,
    STYLE,
    Component,
    box,
    button,
    dropdown,
    esc,
    heading_html,
    html_output,
    percent_text,
    resolve_rules,
    svg_html,
)
from .play_settings import SeatPicker, check_int, check_levels, check_seed, int_field, ruleset_options

__all__ = ["SimulationDashboard"]

_MAX_GAMES = 1_000_000
_CHARTS = ("wins", "lost", "endings", "turns")

i18n.catalogue(
    {
        "widgets.dashboard.title": ("Simulation: viele Spiele zwischen Bots", "Simulation: many games between bots"),
        "widgets.dashboard.games": ("Spiele", "Games"),
        "widgets.dashboard.games_tooltip": (
            "Wie viele Spiele gespielt werden (mehr Spiele: genauere Zahlen, längere Wartezeit)",
            "How many games are played (more games: more exact figures, longer wait)",
        ),
        "widgets.dashboard.workers": ("Prozesse", "Processes"),
        "widgets.dashboard.workers_tooltip": (
            "Auf wie vielen Prozessorkernen gerechnet wird; das Ergebnis ist immer dasselbe",
            "How many processor cores do the work; the result is always the same",
        ),
        "widgets.dashboard.run": ("Simulieren", "Simulate"),
        "widgets.dashboard.run_tooltip": (
            "Die Spiele mit diesen Einstellungen spielen lassen",
            "Play the games with these settings",
        ),
        "widgets.dashboard.stop": ("Stopp", "Stop"),
        "widgets.dashboard.stop_tooltip": (
            "Die Simulation anhalten; die fertigen Spiele werden ausgewertet",
            "Stop the simulation; the finished games are evaluated",
        ),
        "widgets.dashboard.seats": ("Wer spielt auf welchem Platz?", "Who plays in which seat?"),
        "widgets.dashboard.progress": ("{done} von {total} Spielen", "{done} of {total} games"),
        "widgets.dashboard.running": ("Die Spiele laufen …", "The games are running …"),
        "widgets.dashboard.busy": (
            "Es läuft schon eine Simulation; warte, bis sie fertig ist, oder halte sie an.",
            "A simulation is already running; wait until it is done, or stop it.",
        ),
        "widgets.dashboard.done": (
            "Fertig: {games} Spiele in {seconds} s.",
            "Done: {games} games in {seconds} s.",
        ),
        "widgets.dashboard.stopped": (
            "Angehalten nach {games} von {total} Spielen.",
            "Stopped after {games} of {total} games.",
        ),
        "widgets.dashboard.no_games": (
            "Es wurde kein Spiel fertig, also gibt es noch nichts auszuwerten.",
            "No game was finished, so there is nothing to evaluate yet.",
        ),
        "widgets.dashboard.by_player": ("Ergebnis je Spieler", "Results per player"),
        "widgets.dashboard.by_level": ("Ergebnis je Bot-Stufe", "Results per bot level"),
        "widgets.dashboard.summary": ("Zusammenfassung", "Summary"),
    }
)


class SimulationDashboard(Component):
    """Choose rules, bots per seat, games, seed and workers; run; read the results as tables and charts.

    ``rules``: a ruleset name or a rules object (its options are kept while the
    ruleset stays selected); ``bots``: a level per seat (the number of seats is
    the number of players); ``background``: run in a thread so that the stop
    button works (see the module docs).

    :meth:`run` is the "Simulate" button (returns the result, or ``None`` for
    bad settings), :meth:`stop` the stop button, :meth:`wait` waits for a
    background run.  :attr:`result` is the last result, :attr:`timings` the
    seconds of the last run: ``{"simulation": ..., "ui": ...}``.
    """

    def __init__(
        self,
        *,
        rules: Any = "knack",
        bots: Sequence[str] = ("simple", "strong", "random"),
        games: int = 200,
        seed: int = 0,
        workers: int = 1,
        background: bool = False,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        w, t = self.w, self.t
        self.background = bool(background)
        self.result: Any = None
        self.timings: dict[str, float] = {}
        self._thread: threading.Thread | None = None
        self._stop_requested = False
        problem: KnackpyError | None = None
        self.rules: Any = None
        try:
            self.rules = resolve_rules(rules)
        except KnackpyError as error:
            problem = error
        levels = [bots] if isinstance(bots, str) else list(bots or ())
        try:
            check_levels(levels)
            if len(levels) < 2:
                levels = (levels or ["simple"]) * 2
        except KnackpyError as error:
            problem = problem or error
            levels = ["simple", "strong", "random"]
        self.title = html_output(heading_html(t("widgets.dashboard.title")))
        self.ruleset = dropdown(
            ruleset_options(self.lang),
            value=self.rules.game if self.rules is not None else "knack",
            description=t("widgets.common.ruleset"),
            tooltip=t("widgets.common.ruleset_tooltip"),
        )
        self.players_field = int_field(
            t("widgets.play.players"), len(levels), tooltip=t("widgets.play.players_tooltip")
        )
        self.seats = SeatPicker(levels, lang=self.lang)
        self.players_field.observe(lambda change: self.seats.set_count(change["new"]), names="value")
        self.games_field = int_field(
            t("widgets.dashboard.games"),
            games if isinstance(games, int) else 200,
            tooltip=t("widgets.dashboard.games_tooltip"),
        )
        self.seed_field = int_field(
            t("widgets.play.seed"), seed if isinstance(seed, int) else 0, tooltip=t("widgets.play.seed_tooltip")
        )
        self.workers_field = int_field(
            t("widgets.dashboard.workers"),
            workers if isinstance(workers, int) else 1,
            tooltip=t("widgets.dashboard.workers_tooltip"),
        )
        self.run_button = button(
            t("widgets.dashboard.run"),
            tooltip=t("widgets.dashboard.run_tooltip"),
            on_click=self.guard(lambda _: self.run()),
            style="primary",
            icon="play",
        )
        self.stop_button = button(
            t("widgets.dashboard.stop"),
            tooltip=t("widgets.dashboard.stop_tooltip"),
            on_click=self.guard(lambda _: self.stop()),
            style="danger",
            icon="stop",
            disabled=True,
        )
        if not self.background:
            self.stop_button.layout.display = "none"
        self.progress = w.IntProgress(value=0, min=0, max=max(1, games if isinstance(games, int) else 1))
        self.progress.layout.width = "320px"
        self.progress_text = html_output()
        self.summary = html_output()
        self.tables = html_output()
        self.charts = html_output()
        self.widget = self.frame(
            [
                self.title,
                box(
                    [self.ruleset, self.players_field, self.games_field, self.seed_field, self.workers_field],
                    vertical=False,
                    wrap=True,
                ),
                html_output(f'<div style="{STYLE["muted"]}">{esc(t("widgets.dashboard.seats"))}</div>'),
                self.seats.widget,
                box([self.run_button, self.stop_button, self.progress, self.progress_text], vertical=False, wrap=True),
                self.messages.widget,
                self.summary,
                self.tables,
                self.charts,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self.widget.add_class(f"{CSS_CLASS}-dashboard")
        if problem is not None:
            self.messages.exception(problem)

    # --- settings ----------------------------------------------------------------------------------------------
    def _settings(self) -> dict[str, Any]:
        """The settings as :func:`~knackpy.simulate.simulate` wants them; bilingual errors for bad ones."""
        from ..engine.core import check_players

        chosen = self.ruleset.value
        rules = self.rules if self.rules is not None and self.rules.game == chosen else resolve_rules(chosen)
        players = self.players_field.value
        check_players(rules, players)
        levels = check_levels(self.seats.values)
        if len(levels) != players:  # the seat row only follows sensible numbers of players
            self.seats.set_count(players)
            levels = check_levels(self.seats.values)
        games = check_int(self.games_field.value, self.t("widgets.dashboard.games"), 1, _MAX_GAMES, self.lang)
        seed = check_seed(self.seed_field.value)
        cores = os.cpu_count() or 1
        workers = check_int(self.workers_field.value, self.t("widgets.dashboard.workers"), 1, max(1, cores), self.lang)
        return {
            "rules": rules,
            "bots": list(levels),
            "players": players,
            "games": games,
            "seed": seed,
            "workers": workers,
        }

    # --- running -----------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def run(self, *, background: bool | None = None) -> Any:
        """The "Simulate" button: check the settings, play the games, show the results.

        Returns the :class:`~knackpy.simulate.SimulationResult` (``None`` for bad
        settings, or while a background run is still going: see :meth:`wait`).
        """
        self.messages.clear()
        if self.running:
            self.messages.info(self.t("widgets.dashboard.busy"))
            return None
        try:
            settings = self._settings()
        except KnackpyError as error:
            self.messages.exception(error)
            return None
        self.result = None
        self._stop_requested = False
        self.progress.max = settings["games"]
        self.progress.value = 0
        self.progress.bar_style = ""
        self._show_progress(0, settings["games"])
        self.messages.info(self.t("widgets.dashboard.running"))
        use_thread = self.background if background is None else bool(background)
        if use_thread:
            thread = threading.Thread(target=self._run_safely, args=(settings,), daemon=True)
            try:
                thread.start()
            except RuntimeError:  # no threads here (Pyodide): run in the foreground
                use_thread = False
            else:
                self._thread = thread
                self.stop_button.disabled = False
                self.run_button.disabled = True
                return None
        return self._run(settings)

    def _run_safely(self, settings: dict[str, Any]) -> None:
        try:
            self._run(settings)
        except Exception as error:  # a thread has nobody to raise to: show it
            self.messages.exception(error)
        finally:
            self.stop_button.disabled = True
            self.run_button.disabled = False

    def _run(self, settings: dict[str, Any]) -> Any:
        from ..simulate import simulate

        started = time.perf_counter()
        result = simulate(
            settings["rules"],
            bots=settings["bots"],
            players=settings["players"],
            games=settings["games"],
            seed=settings["seed"],
            workers=settings["workers"],
            progress=self._progress_callback(),
        )
        simulated = time.perf_counter()
        self.result = result
        self.render_result(result)
        self.timings = {"simulation": simulated - started, "ui": time.perf_counter() - simulated}
        return result

    def _progress_callback(self) -> Any:
        state = {"last": 0.0}

        def report(done: int, total: int) -> None:
            if self._stop_requested:
                raise KeyboardInterrupt  # simulate() stops and returns the games finished so far
            now = time.perf_counter()
            if done >= total or now - state["last"] >= 0.1:
                state["last"] = now
                self.progress.value = done
                self._show_progress(done, total)

        return report

    def _show_progress(self, done: int, total: int) -> None:
        text = self.t("widgets.dashboard.progress", done=done, total=total)
        self.progress.description = ""
        self.progress_text.value = f'<span style="{STYLE["muted"]}">{esc(text)}</span>'

    def stop(self) -> None:
        """The stop button: ask a running simulation to stop after the current game."""
        self._stop_requested = True

    def wait(self, timeout: float | None = None) -> Any:
        """Wait for a background run to finish; returns its result."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.result

    # --- showing a result ------------------------------------------------------------------------------------------
    def render_result(self, result: Any) -> None:
        """Show a :class:`~knackpy.simulate.SimulationResult`: summary, tables and charts."""
        lang = self.lang
        done = len(result.games)
        self.progress.value = min(done, self.progress.max) if result.interrupted else self.progress.max
        self.progress.bar_style = "warning" if result.interrupted else "success"
        self._show_progress(done, result.requested)
        seconds = f"{result.elapsed:.1f}"
        seconds = seconds.replace(".", ",") if lang == "de" else seconds
        if result.interrupted:
            self.messages.info(self.t("widgets.dashboard.stopped", games=done, total=result.requested))
        else:
            self.messages.success(self.t("widgets.dashboard.done", games=done, seconds=seconds))
        lines = result.summary(lang).splitlines()
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        self.summary.value = (
            f'<div style="{STYLE["text"]}"><div style="{STYLE["heading"]}">{esc(self.t("widgets.dashboard.summary"))}</div>'
            f'<ul style="margin:2px 0 2px 18px;padding:0">{items}</ul></div>'
        )
        if not done:
            self.tables.value = f'<div style="{STYLE["text"]}">{esc(self.t("widgets.dashboard.no_games"))}</div>'
            self.charts.value = ""
            return
        tables = [self._table_html(result, "player")]
        if len(set(result.levels)) < len(result.levels):  # several players share a level: add the level totals
            tables.append(self._table_html(result, "level"))
        self.tables.value = "".join(tables)
        formats = {
            "wins": lambda v: percent_text(v, lang, 0),
            "endings": lambda v: percent_text(v, lang, 0),
            "lost": lambda v: decimal_text(v, lang, 2),
            "turns": lambda v: decimal_text(v, lang, 1),
        }
        charts = [result.chart_svg(lang, what, width=420, value_format=formats[what]) for what in _CHARTS]
        self.charts.value = (
            '<div style="display:flex;flex-wrap:wrap;gap:12px">'
            + "".join(svg_html(str(chart)) for chart in charts)
            + "</div>"
        )

    def _table_html(self, result: Any, by: str) -> str:
        """The results table as HTML, with the column names of :mod:`knackpy.simulate`."""
        lang = self.lang
        knack = variants.get(result.ruleset).has_table
        lost_key = "sim.col.coins" if variants.get(result.ruleset).has_coins else "sim.col.lives"
        columns = [
            "sim.col.player" if by == "player" else "sim.col.level",
            "sim.col.games",
            "sim.col.wins",
            "sim.col.share",
            lost_key if knack else "sim.col.points",
            "sim.col.rounds_lost",
            "sim.col.value",
            "sim.col.turns",
        ]
        head = "".join(
            f'<th style="text-align:{"left" if i == 0 else "right"};padding:2px 10px">{esc(i18n.text(key, lang))}</th>'
            for i, key in enumerate(columns)
        )
        body = []
        for s in result.stats(by, lang):
            per_game = ((s.lost if knack else s.points) or 0) / s.games if s.games else None
            cells = [
                s.label,
                str(s.games),
                decimal_text(s.win_score, lang, 0 if s.win_score == int(s.win_score) else 1),
                percent_text(s.win_share, lang),
                decimal_text(per_game, lang, 2) if per_game is not None else "–",
                percent_text(s.rounds_lost / s.rounds, lang) if s.rounds else "–",
                decimal_text(s.mean_value, lang, 1) if s.mean_value is not None else "–",
                decimal_text(s.mean_round_turns, lang, 1) if s.mean_round_turns is not None else "–",
            ]
            body.append(
                "<tr>"
                + "".join(
                    f'<td style="text-align:{"left" if i == 0 else "right"};padding:2px 10px">{esc(c)}</td>'
                    for i, c in enumerate(cells)
                )
                + "</tr>"
            )
        title = self.t("widgets.dashboard.by_player" if by == "player" else "widgets.dashboard.by_level")
        return (
            f'<div style="{STYLE["heading"]}">{esc(title)}</div>'
            f'<table class="{CSS_CLASS}-results" data-by="{by}" style="{STYLE["text"]};border-collapse:collapse">'
            f"<tr>{head}</tr>{''.join(body)}</table>"
        )
