""":class:`SimulationResult`: the records of a run, added up per player or level, as tables, text and charts."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import i18n, variants
from ..errors import KnackpyError
from ..figures import count_text
from ..rules import Rules
from ..rules import rules as make_rules
from .records import ENDINGS, GameRecord, PlayerStats, RoundRecord

if TYPE_CHECKING:
    from ..svg import SVG


@dataclass(frozen=True)
class SimulationResult:
    """What :func:`simulate` returns: the records, and tables and charts made from them.

    ``games`` holds a :class:`GameRecord` per finished game, in game order.
    ``interrupted`` is ``True`` when Ctrl-C stopped the run early.  ``elapsed``
    and ``workers`` describe the run, not the result (two results compare equal
    without them).
    """

    ruleset: str
    options: dict[str, Any]
    seed: int
    levels: tuple[str, ...]
    names: tuple[tuple[str, str], ...]  # per player: (German, English) display name
    requested: int
    rounds_only: bool
    games: tuple[GameRecord, ...]
    interrupted: bool = False
    elapsed: float = field(default=0.0, compare=False)
    workers: int = field(default=1, compare=False)

    # --- basic facts --------------------------------------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.levels)

    @property
    def rules(self) -> Rules:
        return make_rules(self.ruleset, **self.options)

    @property
    def rounds(self) -> tuple[RoundRecord, ...]:
        """Every round of every game, in order."""
        return tuple(r for g in self.games for r in g.rounds)

    @property
    def games_per_second(self) -> float | None:
        return len(self.games) / self.elapsed if self.elapsed > 0 else None

    def label(self, player: int, lang: str = "de") -> str:
        """The display name of a player: the bot's name, numbered when several share it."""
        lang = i18n.check_lang(lang)
        names = [de if lang == "de" else en for de, en in self.names]
        name = names[player]
        if names.count(name) > 1:
            return f"{name} {names[: player + 1].count(name)}"
        return name

    def _level_label(self, level: str, lang: str) -> str:
        for (de, en), lv in zip(self.names, self.levels, strict=True):
            if lv == level:
                return _level_display(level, lang, de if lang == "de" else en)
        return level  # pragma: no cover - every level has a player

    def endings(self) -> dict[str, int]:
        """How many rounds ended which way (only the ways that happened, in the order of :data:`ENDINGS`)."""
        counts: dict[str, int] = {}
        for r in self.rounds:
            counts[r.ending] = counts.get(r.ending, 0) + 1
        return _ordered(counts)

    def mean_round_turns(self) -> float | None:
        rounds = self.rounds
        return sum(r.turns for r in rounds) / len(rounds) if rounds else None

    # --- aggregates ---------------------------------------------------------------------------------------------
    @property
    def players(self) -> tuple[PlayerStats, ...]:
        """Totals per player (in the order of ``bots``)."""
        return self.stats("player")

    def stats(self, by: str = "player", lang: str = "de") -> tuple[PlayerStats, ...]:
        """Totals per ``"player"`` or per ``"level"`` (all players of one level together)."""
        if by not in ("player", "level"):
            raise KnackpyError("sim.bad_by", value=repr(by)[:40], accepted="player, level")
        knack = variants.named(self.ruleset).has_table
        n = self.n_players
        wins = [0] * n
        score = [0.0] * n
        rounds = [0] * n
        rounds_lost = [0] * n
        lost = [0] * n
        points = [0] * n
        value_sum = [0.0] * n
        turn_sum = [0] * n
        ended: list[dict[str, int]] = [{} for _ in range(n)]
        for g in self.games:
            for w in g.winners:
                wins[w] += 1
                score[w] += 1 / len(g.winners)
            for r in g.rounds:
                for p in range(n):
                    value = r.values[p]
                    if value is None:
                        continue
                    rounds[p] += 1
                    value_sum[p] += value
                    turn_sum[p] += r.turns
                    lost[p] += r.lost[p]
                    points[p] += r.points[p]
                for p in r.losers:
                    rounds_lost[p] += 1
                if r.ender is not None:
                    ended[r.ender][r.ending] = ended[r.ender].get(r.ending, 0) + 1
        if by == "player":
            groups = [(self.label(p, lang), self.levels[p], [p]) for p in range(n)]
        else:
            order = list(dict.fromkeys(self.levels))
            groups = [(self._level_label(lv, lang), lv, [p for p in range(n) if self.levels[p] == lv]) for lv in order]
        games = len(self.games)
        out = []
        for label, level, members in groups:
            n_rounds = sum(rounds[p] for p in members)
            win_score = sum(score[p] for p in members)
            merged: dict[str, int] = {}
            for p in members:
                for k, v in ended[p].items():
                    merged[k] = merged.get(k, 0) + v
            out.append(
                PlayerStats(
                    label=label,
                    level=level,
                    seats=len(members),
                    games=games,
                    wins=sum(wins[p] for p in members),
                    win_score=win_score,
                    win_share=win_score / games if games else 0.0,
                    rounds=n_rounds,
                    rounds_lost=sum(rounds_lost[p] for p in members),
                    lost=sum(lost[p] for p in members) if knack else None,
                    points=None if knack else sum(points[p] for p in members),
                    mean_value=sum(value_sum[p] for p in members) / n_rounds if n_rounds else None,
                    mean_round_turns=sum(turn_sum[p] for p in members) / n_rounds if n_rounds else None,
                    ended=_ordered(merged),
                )
            )
        return tuple(out)

    # --- plain rows -----------------------------------------------------------------------------------------------
    def rows(self, kind: str = "players", lang: str = "de") -> list[dict[str, Any]]:
        """Plain dicts for a table or ``pandas.DataFrame``: ``"players"``, ``"levels"``, ``"games"`` or ``"rounds"``."""
        if kind in ("players", "player"):
            return [s.row() for s in self.stats("player", lang)]
        if kind in ("levels", "level"):
            return [s.row() for s in self.stats("level", lang)]
        if kind in ("games", "game"):
            return [
                {
                    "game": g.index,
                    "seed": g.seed,
                    "seating": " ".join(self.label(p, lang) for p in g.seating),
                    "winners": ", ".join(self.label(p, lang) for p in g.winners),
                    "rounds": len(g.rounds),
                    "turns": sum(r.turns for r in g.rounds),
                    "finished": g.finished,
                    **{f"standing_{self.label(p, lang)}": g.standings[p] for p in range(self.n_players)},
                }
                for g in self.games
            ]
        if kind in ("rounds", "round"):
            return [
                {
                    "game": r.game,
                    "round": r.round,
                    "ending": r.ending,
                    "rule": r.rule,
                    "why": r.why,
                    "turns": r.turns,
                    "ender": self.label(r.ender, lang) if r.ender is not None else None,
                    "losers": ", ".join(self.label(p, lang) for p in r.losers),
                    "winners": ", ".join(self.label(p, lang) for p in r.winners),
                    **{f"value_{self.label(p, lang)}": r.values[p] for p in range(self.n_players)},
                    **{f"lost_{self.label(p, lang)}": r.lost[p] for p in range(self.n_players)},
                    **{f"points_{self.label(p, lang)}": r.points[p] for p in range(self.n_players)},
                }
                for r in self.rounds
            ]
        raise KnackpyError("sim.bad_rows", value=repr(kind)[:40], accepted="players, levels, games, rounds")

    # --- text -----------------------------------------------------------------------------------------------------
    def _cells(self, lang: str, by: str) -> tuple[list[str], list[list[str]]]:
        """The table's header and rows as texts in ``lang``."""
        lang = i18n.check_lang(lang)
        knack = variants.named(self.ruleset).has_table
        lost_key = "sim.col.coins" if variants.named(self.ruleset).has_coins else "sim.col.lives"
        head = [
            i18n.text("sim.col.player" if by == "player" else "sim.col.level", lang),
            i18n.text("sim.col.games", lang),
            i18n.text("sim.col.wins", lang),
            i18n.text("sim.col.share", lang),
            i18n.text(lost_key if knack else "sim.col.points", lang),
            i18n.text("sim.col.rounds_lost", lang),
            i18n.text("sim.col.value", lang),
            i18n.text("sim.col.turns", lang),
        ]
        body = []
        for s in self.stats(by, lang):
            per_game = (s.lost if knack else s.points) or 0
            body.append(
                [
                    s.label,
                    str(s.games),
                    _num(s.win_score, lang, 1 if s.win_score != int(s.win_score) else 0),
                    _pct(s.win_share, lang),
                    _num(per_game / s.games, lang, 2) if s.games else "-",
                    _pct(s.rounds_lost / s.rounds, lang) if s.rounds else "-",
                    _num(s.mean_value, lang, 1) if s.mean_value is not None else "-",
                    _num(s.mean_round_turns, lang, 1) if s.mean_round_turns is not None else "-",
                ]
            )
        return head, body

    def table(self, lang: str = "de", by: str = "player") -> str:
        """The results as a text table with German or English headers (per ``"player"`` or per ``"level"``)."""
        head, body = self._cells(lang, by)
        widths = [max(len(row[i]) for row in [head, *body]) for i in range(len(head))]

        def line(cells: list[str]) -> str:
            return "  ".join(
                c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
            )

        rule = "  ".join("-" * w for w in widths)
        return "\n".join([line(head), rule, *(line(row) for row in body)])

    def summary(self, lang: str = "de") -> str:
        """A few sentences about the run: who wins most, how rounds end, how long they last."""
        lang = i18n.check_lang(lang)
        r = self.rules
        key = "sim.summary.rounds_only" if self.rounds_only else "sim.summary.head"
        lines = [
            i18n.text(
                key,
                lang,
                games=count_text(len(self.games), lang),
                game=r.name(lang),
                players=self.n_players,
                bots=", ".join(self.label(p, lang) for p in range(self.n_players)),
                seed=self.seed,
            )
        ]
        if self.interrupted:
            lines.append(
                i18n.text(
                    "sim.summary.interrupted",
                    lang,
                    done=count_text(len(self.games), lang),
                    total=count_text(self.requested, lang),
                )
            )
        if not self.games:
            lines.append(i18n.text("sim.summary.empty", lang))
            return "\n".join(lines)
        best = max(self.stats("player", lang), key=lambda s: s.win_score)
        best_key = "sim.summary.best_rounds" if self.rounds_only else "sim.summary.best"
        lines.append(i18n.text(best_key, lang, player=best.label, share=_pct(best.win_share, lang)))
        endings = self.endings()
        total = sum(endings.values())
        parts = ", ".join(f"{ending_name(e, lang)} {_pct(c / total, lang)}" for e, c in endings.items())
        mean = self.mean_round_turns()
        lines.append(
            i18n.text("sim.summary.rounds", lang, rounds=total, turns=_num(mean or 0.0, lang, 1), endings=parts)
        )
        lines.append(i18n.text("sim.summary.seats", lang))
        if self.elapsed > 0:
            rate = self.games_per_second or 0.0
            lines.append(
                i18n.text(
                    "sim.summary.time_one" if self.workers == 1 else "sim.summary.time_many",
                    lang,
                    seconds=_num(self.elapsed, lang, 1),
                    rate=_num(rate, lang, 0 if rate >= 100 else 1),
                    workers=self.workers,
                )
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.summary("de") + "\n\n" + self.table("de")

    # --- charts ----------------------------------------------------------------------------------------------------
    def chart_svg(self, lang: str = "de", what: str = "wins", *, by: str = "player", **kw: Any) -> SVG:
        """A bar chart (:mod:`knackpy.svg`): ``"wins"`` (win share), ``"lost"`` (lives/coins lost or
        Charakir points per game), ``"endings"`` (how rounds ended) or ``"turns"`` (mean round length)."""
        from .. import svg

        lang = i18n.check_lang(lang)
        if what == "endings":
            endings = self.endings()
            total = sum(endings.values()) or 1
            labels = [ending_name(e, lang) for e in endings] or ["-"]
            values = [c / total for c in endings.values()] or [0.0]
            kw.setdefault("y_min", 0.0)
            return svg.bar_chart_svg(labels, values, title=i18n.text("sim.chart.endings", lang), lang=lang, **kw)
        stats = self.stats(by, lang)
        labels = [s.label for s in stats]
        if what == "wins":
            values = [s.win_share for s in stats]
            kw.setdefault("y_min", 0.0)
            return svg.bar_chart_svg(labels, values, title=i18n.text("sim.chart.wins", lang), lang=lang, **kw)
        if what == "lost":
            knack = variants.named(self.ruleset).has_table
            values = [((s.lost if knack else s.points) or 0) / s.games if s.games else 0.0 for s in stats]
            key = (
                "sim.chart.points"
                if not knack
                else "sim.chart.coins"
                if variants.named(self.ruleset).has_coins
                else "sim.chart.lives"
            )
            kw.setdefault("value_format", "{:.2f}")
            kw.setdefault("y_min", 0.0)
            return svg.bar_chart_svg(labels, values, title=i18n.text(key, lang), lang=lang, **kw)
        if what == "turns":
            values = [s.mean_round_turns or 0.0 for s in stats]
            kw.setdefault("value_format", "{:.1f}")
            kw.setdefault("y_min", 0.0)
            return svg.bar_chart_svg(labels, values, title=i18n.text("sim.chart.turns", lang), lang=lang, **kw)
        raise KnackpyError("sim.bad_chart", value=repr(what)[:40], accepted="wins, lost, endings, turns")

    def html(self, lang: str = "de") -> str:
        """Summary, table and the win chart as HTML (what a notebook shows)."""
        head, body = self._cells(lang, "player")
        esc = html.escape
        rows = "".join(
            "<tr>"
            + "".join(f"<td>{esc(c)}</td>" if i == 0 else f'<td align="right">{esc(c)}</td>' for i, c in enumerate(row))
            + "</tr>"
            for row in body
        )
        summary = "".join(f"<p>{esc(line)}</p>" for line in self.summary(lang).splitlines())
        chart = self.chart_svg(lang)._repr_html_() if self.games else ""  # a named <img>, as Jupyter shows it
        header = "".join(f"<th>{esc(c)}</th>" for c in head)
        return f"<div>{summary}<table><thead><tr>{header}</tr></thead><tbody>{rows}</tbody></table>{chart}</div>"

    def _repr_html_(self) -> str:
        return self.html("de")


def ending_name(ending: str, lang: str = "de") -> str:
    """The name of a way a round ends, e.g. ``zugemacht`` / ``closed``."""
    try:
        return i18n.text(f"sim.ending.{ending}", lang)
    except KeyError:  # a new way of ending the engine may add later
        return ending


_ENDING_ORDER = {e: i for i, e in enumerate(ENDINGS)}


def _ordered(counts: dict[str, int]) -> dict[str, int]:
    """Counts per ending in the order of :data:`ENDINGS`."""
    return dict(sorted(counts.items(), key=lambda kv: _ENDING_ORDER.get(kv[0], len(_ENDING_ORDER))))


def _num(value: float, lang: str, digits: int) -> str:
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "de" else text


def _pct(value: float, lang: str) -> str:
    text = f"{100 * value:.1f}"
    return f"{text.replace('.', ',')} %" if lang == "de" else f"{text}%"


def _level_display(level: str, lang: str, fallback: str) -> str:
    try:
        from .. import bots

        if level in bots.LEVELS:
            return bots.level_name(level, lang)
    except ImportError:  # pragma: no cover - the bots module is part of the package
        pass
    return fallback
