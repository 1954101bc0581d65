"""The variant lab's figures: what one simulation shows (:func:`variant_stats`) and its charts and table as HTML."""

from __future__ import annotations

from typing import Any

from ..figures import decimal_text
from . import variant_lab_texts  # noqa: F401  (the texts drawn here)
from .common import CSS_CLASS, STYLE, esc, percent_text, svg_html, texts_in


def variant_stats(result: Any) -> dict[str, Any]:
    """The lab's figures for one simulation: rounds, mean turns, endings (shares) and wins by position.

    Position ``k`` (0-based) is the ``k``-th player to move in the first round
    of a game, found by starting the game again from its seed (the first dealer
    is drawn from it).
    """
    import knackpy

    rules = result.rules
    n = result.n_players
    endings = result.endings()
    total = sum(endings.values())
    wins = [0.0] * n
    for record in result.games:
        start = knackpy.new_game(rules, players=n, seed=record.seed)
        first = (start.chooser + 1) % n if rules.variant.has_table else start.to_move
        for player in record.winners:
            seat = record.seating.index(player)
            wins[(seat - first) % n] += 1 / len(record.winners)
    games = len(result.games)
    return {
        "games": games,
        "rounds": total,
        "turns": result.mean_round_turns() or 0.0,
        "endings": {e: c / total for e, c in endings.items()} if total else {},
        "positions": [w / games for w in wins] if games else [0.0] * n,
    }


def results_html(stats: tuple[dict[str, Any], dict[str, Any]], names: tuple[str, str], lang: str) -> tuple[str, str]:
    """The charts (how rounds end, turns per round, wins by position) and the table of the same figures."""
    from ..simulate import ENDINGS, ending_name

    stats_a, stats_b = stats
    seen = [e for e in ENDINGS if e in stats_a["endings"] or e in stats_b["endings"]]
    endings = {e: ending_name(e, lang) for e in seen}
    return _charts_html(stats_a, stats_b, names, endings, lang), _table_html(stats_a, stats_b, names, endings, lang)


def _charts_html(
    stats_a: dict[str, Any], stats_b: dict[str, Any], names: tuple[str, str], endings: dict[str, str], lang: str
) -> str:
    """Three charts: how rounds end, turns per round, and wins by position at the table."""
    from .. import svg

    name_a, name_b = names
    t = texts_in(lang)

    def percent(value: float) -> str:
        return percent_text(value, lang, 0)

    charts = []
    if endings:
        charts.append(
            svg.grouped_bar_chart_svg(
                list(endings.values()),
                {
                    name_a: [stats_a["endings"].get(e, 0.0) for e in endings],
                    name_b: [stats_b["endings"].get(e, 0.0) for e in endings],
                },
                title=t("widgets.variant_lab.chart_endings"),
                value_format=percent,
                y_min=0.0,
                width=560,
                lang=lang,
            )
        )
    charts.append(
        svg.bar_chart_svg(
            [name_a, name_b],
            [stats_a["turns"], stats_b["turns"]],
            title=t("widgets.variant_lab.chart_turns"),
            value_format=lambda v: decimal_text(v, lang),
            colours=list(svg.SERIES_COLOURS[:2]),
            y_min=0.0,
            width=360,
            lang=lang,
        )
    )
    n = len(stats_a["positions"])
    positions = [t("widgets.variant_lab.position", n=k + 1) for k in range(n)]
    charts.append(
        svg.grouped_bar_chart_svg(
            positions,
            {name_a: stats_a["positions"], name_b: stats_b["positions"]},
            title=t("widgets.variant_lab.chart_seats"),
            value_format=percent,
            y_min=0.0,
            width=560,
            x_label=t("widgets.variant_lab.fair", share=percent_text(1 / n, lang)),
            lang=lang,
        )
    )
    return (
        '<div style="display:flex;flex-wrap:wrap;gap:12px">'
        + "".join(svg_html(str(chart), label=_chart_title(chart)) for chart in charts)
        + "</div>"
    )


def _table_html(
    stats_a: dict[str, Any], stats_b: dict[str, Any], names: tuple[str, str], endings: dict[str, str], lang: str
) -> str:
    """The same figures as a table: rounds, turns per round, how rounds end, the first player's wins."""
    name_a, name_b = names
    t = texts_in(lang)
    rows = [
        (t("widgets.variant_lab.rounds"), str(stats_a["rounds"]), str(stats_b["rounds"])),
        (t("widgets.variant_lab.turns"), decimal_text(stats_a["turns"], lang), decimal_text(stats_b["turns"], lang)),
    ]
    for e, name in endings.items():
        rows.append(
            (
                t("widgets.variant_lab.ending", ending=name),
                percent_text(stats_a["endings"].get(e, 0.0), lang),
                percent_text(stats_b["endings"].get(e, 0.0), lang),
            )
        )
    rows.append(
        (
            t("widgets.variant_lab.first_wins"),
            percent_text(stats_a["positions"][0], lang),
            percent_text(stats_b["positions"][0], lang),
        )
    )
    head = (
        f'<tr><th style="text-align:left;padding:2px 10px">{esc(t("widgets.variant_lab.measure"))}</th>'
        f'<th style="text-align:right;padding:2px 10px">{esc(name_a)}</th>'
        f'<th style="text-align:right;padding:2px 10px">{esc(name_b)}</th></tr>'
    )
    body = "".join(
        f'<tr><td style="padding:2px 10px">{esc(label)}</td><td style="text-align:right;padding:2px 10px">{esc(x)}</td>'
        f'<td style="text-align:right;padding:2px 10px">{esc(y)}</td></tr>'
        for label, x, y in rows
    )
    return f'<table class="{CSS_CLASS}-figures" style="{STYLE["text"]};border-collapse:collapse">{head}{body}</table>'


def _chart_title(chart: str) -> str:
    import html
    import re

    found = re.search(r"<title>(.*?)</title>", chart, flags=re.S)
    return html.unescape(found.group(1)) if found else ""
