"""Benchmark: time from a simulated click to the updated view, per play component (issue 6).

Run: ``python benchmarks/bench_widgets_play.py [--games N] [--dashboard-games N]``.

Every handler is driven headless (``button.click()`` or setting ``.value``),
exactly as the tests do; the time runs until the handler returns, i.e. until
every widget value (HTML/SVG, buttons, messages) is updated.  Prints mean and
95th percentile in milliseconds; target: p95 < 50 ms.

* **GameTable**: a learner's move *including the bots' replies* (one simple
  and one strong bot, the default), clicked through whole seeded games of
  every ruleset (always the first move button).  The bots' thinking time
  inside those clicks is measured too and printed beside it, so the part of
  the widget (drawing the board, the log, the buttons) can be read off.  The
  same clicks without the bots' time are the widget's own part (apply the
  move, redraw board, standings, log and buttons).  The hint button (the
  coach, default samples) and "New game" are timed as well.
  A harder setup follows: four players, three strong bots.
* **VariantLab**: a flag switch (the rule texts and their differences are
  redrawn), a ruleset change; "Compare" is reported as simulation time and
  UI time separately (the simulation grows with the number of games, the UI
  update does not).
* **SimulationDashboard**: a settings change (the seat row follows the
  number of players) and "Simulate", again as simulation time and UI time.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from knackpy.widgets import GameTable, SimulationDashboard, VariantLab

TARGET_MS = 50.0
RULESETS = ("knack", "knack_oberlausitz", "charakir")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(name: str, times: list[float], extra: str = "", target: bool = True) -> None:
    verdict = ("ok" if p95(times) < TARGET_MS else "OVER") if target else ""
    print(
        f"{name:<62} n={len(times):>4}  mean {statistics.fmean(times):7.2f} ms  p95 {p95(times):7.2f} ms"
        f"  max {max(times):7.1f} ms  {verdict}{extra}"
    )


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


class BotClock:
    """Adds up the time the bots of a table spend in ``act`` (wrapped per instance, nothing global changes)."""

    def __init__(self) -> None:
        self.spent = 0.0

    def wrap(self, table: GameTable) -> None:
        for bot in table.bots.values():
            act = bot.act

            def timed_act(game, _act=act):
                start = time.perf_counter()
                try:
                    return _act(game)
                finally:
                    self.spent += (time.perf_counter() - start) * 1000

            bot.act = timed_act


def bench_game_table(games: int, lang: str) -> None:
    setups = [(ruleset, 3, ("simple", "strong"), "") for ruleset in RULESETS]
    setups += [(ruleset, 4, ("strong",) * 3, ", 3 strong bots") for ruleset in RULESETS]
    for ruleset, players, bots, note in setups:
        moves, bot_share, hints, new = [], [], [], []
        for seed in range(games if not note else max(1, games // 2)):
            table = GameTable(rules=ruleset, players=players, bots=bots, seed=seed, lang=lang)
            clock = BotClock()
            clock.wrap(table)
            clicks = 0
            while not table.game.is_over():
                buttons = [b for b in table.move_buttons if b.layout.display != "none"]
                if not buttons:  # the learner is out: the bots finish (not a learner's move, not timed)
                    table.finish_button.click()
                    continue
                if clicks % 10 == 0:
                    hints.append(timed(table.hint_button.click))
                before = clock.spent
                moves.append(timed(buttons[0].click))
                bot_share.append(clock.spent - before)
                clicks += 1
            new.append(timed(table.new_game_button.click))
        bots = f"  (bots' thinking: mean {statistics.fmean(bot_share):.2f} ms, p95 {p95(bot_share):.2f} ms)"
        report(f"GameTable {ruleset}{note}: move + bot replies", moves, bots)
        widget_part = [move - spent for move, spent in zip(moves, bot_share, strict=True)]
        report(f"GameTable {ruleset}{note}: without the bots", widget_part)
        if not note:
            report(f"GameTable {ruleset}: hint button", hints)
            report(f"GameTable {ruleset}: new game", new)


def bench_variant_lab(games: int, lang: str) -> None:
    lab = VariantLab(games=games, lang=lang)
    flips, rulesets = [], []
    box = lab.sides["b"].controls["same_rank_adds"]
    for _ in range(40):
        flips.append(timed(lambda: setattr(box, "value", not box.value)))
    for i in range(12):
        name = ("charakir", "knack", "knack_oberlausitz")[i % 3]
        rulesets.append(timed(lambda name=name: setattr(lab.sides["a"].ruleset, "value", name)))
    report("VariantLab flag switch (texts + differences)", flips)
    report("VariantLab ruleset change", rulesets)
    sims, uis = [], []
    for seed in range(3):
        lab.seed_field.value = seed
        lab.compare_button.click()
        sims.append(lab.timings["simulation"] * 1000)
        uis.append(lab.timings["ui"] * 1000)
    report(f"VariantLab compare: UI update ({games} games/side)", uis)
    report(f"VariantLab compare: simulation ({games} games/side)", sims, target=False)


def bench_dashboard(games: int, lang: str) -> None:
    dash = SimulationDashboard(rules="knack", bots=("simple", "strong", "random"), games=games, lang=lang)
    settings = []
    for i in range(30):
        settings.append(timed(lambda i=i: setattr(dash.players_field, "value", 3 + i % 3)))
    report("Dashboard players change (seat row)", settings)
    dash.players_field.value = 3
    sims, uis = [], []
    for seed in range(2):
        dash.seed_field.value = seed
        dash.run_button.click()
        sims.append(dash.timings["simulation"] * 1000)
        uis.append(dash.timings["ui"] * 1000)
    report(f"Dashboard simulate: UI update ({games} games)", uis)
    report(f"Dashboard simulate: simulation ({games} games)", sims, target=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="whole games per ruleset at the game table (default 4)")
    parser.add_argument("--lab-games", type=int, default=50, help="games per side in the variant lab (default 50)")
    parser.add_argument("--dashboard-games", type=int, default=10, help="games per dashboard run (default 10)")
    parser.add_argument("--lang", default="de", choices=("de", "en"))
    args = parser.parse_args()
    print(f"click -> updated view, {args.lang}; target p95 < {TARGET_MS:.0f} ms (simulation times: no target)")
    bench_game_table(args.games, args.lang)
    bench_variant_lab(args.lab_games, args.lang)
    bench_dashboard(args.dashboard_games, args.lang)


if __name__ == "__main__":
    main()
