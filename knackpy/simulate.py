"""Simulations: many seeded games (or single rounds) between bots, as plain records.

>>> result = simulate("knack", bots=["random", "simple"], games=4, seed=1)
>>> len(result.games), sum(p.win_score for p in result.players)
(4, 4.0)
>>> sorted(result.rows()[0])[:3]
['ended_closed', 'ended_deal', 'ended_feuer']

How a run is built (everything follows from ``seed``, E1):

* **Games.**  Game ``i`` is a new game with the seed ``derive_seed(seed, "game", i)``;
  games are independent of each other, so they can run in any process and in
  any order and are merged in game order: the result does not depend on
  ``workers``.
* **Players and seats.**  ``bots`` lists the players (a level name such as
  ``"simple"``, a ready bot object, or a factory ``f(rules, *, seed) -> bot``).
  With ``players`` larger than the list, the list is repeated to fill the
  table (``["simple", "strong"]`` for 4 players: simple, strong, simple,
  strong).  Seats rotate: in game ``i`` player ``p`` sits at seat
  ``(p - i) mod n``, so no player always sits first (the cyclic order stays the
  same: who sits to whose left never changes).  The first dealer is drawn
  from the game's seed as usual.
* **Bots.**  A level name gives a bot made for each game and seat with the seed
  ``derive_seed(seed, "bot", i, seat)``.  A bot object is copied for every game
  (``copy.deepcopy``), so a game never depends on the games before it; it is
  not reseeded.
* **Rounds only** (``rounds_only=True`` or :func:`simulate_rounds`): each game
  stops after its first round; its winners and losers are that round's.
* **Records.**  Every round is a :class:`RoundRecord` (how it ended, how many
  turns, who lost, the hand values), every game a :class:`GameRecord`.  Players
  are numbered by their place in ``bots`` (not by seat).  :class:`PlayerStats`
  adds them up per player, or per level.

How rounds end (``RoundRecord.ending``): ``closed`` (K13/O5), ``knack`` (a
called 31, K14/O10), ``feuer`` (K8), ``superknack`` (O9), ``deal`` (Knack or
Feuer on the deal, K15), ``renewal_exhausted`` (everyone pushed and the pile
was too short, K12), ``turn_cap`` (E4), ``knock`` (the last turns after a knock
are done, C11), ``pile_empty`` (C12).  A round's length counts the turns
played in it, the last one included; a swap and its call are one turn.

Charakir rounds: a round's winners are the players who scored the fewest
points in it, its losers those who scored the most (nobody, if all scored
the same).  ``lost`` counts lives (``knack``) or coins (Oberlausitz).

Long runs: ``progress="text"`` draws a bar on stderr, ``"auto"`` an
ipywidgets bar in Jupyter (text elsewhere), or pass ``f(done, total)``.
Ctrl-C (``KeyboardInterrupt``) stops the run and returns the games finished so
far (a prefix in game order) with ``interrupted=True``.  ``workers=2`` or more
plays games in a standard-library process pool (``0``: one per core); where
processes are not available (Pyodide), the games run in this process.
"""

from __future__ import annotations

import copy
import hashlib
import html
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import i18n
from .errors import KnackpyError
from .rules import Rules
from .rules import rules as make_rules

__all__ = [
    "simulate",
    "simulate_rounds",
    "SimulationResult",
    "GameRecord",
    "RoundRecord",
    "PlayerStats",
    "ENDINGS",
    "ENDING_RULES",
    "derive_seed",
    "TextProgress",
]

ENDINGS = ("closed", "knack", "feuer", "superknack", "deal", "renewal_exhausted", "turn_cap", "knock", "pile_empty")
ENDING_RULES = {
    "closed": "K13, O5",
    "knack": "K14, O10",
    "feuer": "K8",
    "superknack": "O9",
    "deal": "K15",
    "renewal_exhausted": "K12",
    "turn_cap": "E4",
    "knock": "C11",
    "pile_empty": "C12",
}
_KNACK_ENDED = {"closed": "closed", "deal_call": "deal", "stock_empty": "renewal_exhausted", "turn_cap": "turn_cap"}
_CHARAKIR_ENDED = {"last_turns": "knock", "pile_empty": "pile_empty", "turn_cap": "turn_cap"}


def derive_seed(seed: int, *parts: object) -> int:
    """A seed for one part of a run (a game, a bot), the same on every machine and in every process."""
    text = ":".join(["knackpy-sim", str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


# --- records ---------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One scored round.  Tuples are indexed by player (the place in ``bots``), not by seat.

    ``values``: hand value at scoring (K6/O6; Charakir: the hand total, C2), ``None``
    for a player already out; ``lost``: lives or coins lost in this round (Knack);
    ``points``: Charakir points scored in this round (0 in Knack); ``why``: in Knack,
    why the losers lost (``lowest``, ``lowest_stich``, ``forgot``, ``feuer``,
    ``superknack``), in Charakir ``knocker_won``, ``knocker_lost`` or ``no_knock``.
    """

    game: int
    round: int
    ending: str
    turns: int
    ender: int | None
    losers: tuple[int, ...]
    winners: tuple[int, ...]
    values: tuple[int | float | None, ...]
    lost: tuple[int, ...]
    points: tuple[int, ...]
    why: str = ""

    @property
    def rule(self) -> str:
        """The rule IDs behind the ending."""
        return ENDING_RULES.get(self.ending, "")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: its seed, who sat where, who won, every round, the final standings (per player).

    ``seating[seat]`` is the player at that seat; ``standings`` are lives left
    (``knack``), coins including a share of the pot (Oberlausitz) or points
    (Charakir); ``finished`` is ``False`` when the game stopped after one round
    (``rounds_only``).
    """

    index: int
    seed: int
    seating: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[RoundRecord, ...]
    standings: tuple[int | float, ...]
    finished: bool = True


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """Totals for one player (or one level): the numbers behind the results table.

    ``wins`` counts games won (alone or shared); ``win_score`` counts a win shared
    by ``k`` players as ``1/k``, so the players' win scores add up to the number
    of games; ``win_share`` is ``win_score / games``.  ``lost`` is lives or coins
    lost (Knack, ``None`` in Charakir), ``points`` Charakir points (``None`` in
    Knack).  ``ended`` counts the rounds this player ended, by how.
    """

    label: str
    level: str
    seats: int
    games: int
    wins: int
    win_score: float
    win_share: float
    rounds: int
    rounds_lost: int
    lost: int | None
    points: int | None
    mean_value: float | None
    mean_round_turns: float | None
    ended: dict[str, int] = field(default_factory=dict)

    def row(self) -> dict[str, Any]:
        """A flat dict (one column per ending), ready for a table or a DataFrame."""
        out = {
            "player": self.label,
            "level": self.level,
            "seats": self.seats,
            "games": self.games,
            "wins": self.wins,
            "win_score": self.win_score,
            "win_share": self.win_share,
            "rounds": self.rounds,
            "rounds_lost": self.rounds_lost,
            "round_loss_share": self.rounds_lost / self.rounds if self.rounds else None,
            "lost": self.lost,
            "lost_per_game": self.lost / self.games if self.lost is not None and self.games else None,
            "points": self.points,
            "points_per_game": self.points / self.games if self.points is not None and self.games else None,
            "mean_value": self.mean_value,
            "mean_round_turns": self.mean_round_turns,
        }
        for ending in ENDINGS:
            out[f"ended_{ending}"] = self.ended.get(ending, 0)
        return out


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
        knack = self.ruleset != "charakir"
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
                    if r.values[p] is None:
                        continue
                    rounds[p] += 1
                    value_sum[p] += r.values[p]
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
        knack = self.ruleset != "charakir"
        lost_key = "sim.col.coins" if self.ruleset == "knack_oberlausitz" else "sim.col.lives"
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
                games=len(self.games),
                game=r.name(lang),
                players=self.n_players,
                bots=", ".join(self.label(p, lang) for p in range(self.n_players)),
                seed=self.seed,
            )
        ]
        if self.interrupted:
            lines.append(i18n.text("sim.summary.interrupted", lang, done=len(self.games), total=self.requested))
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
    def chart_svg(self, lang: str = "de", what: str = "wins", *, by: str = "player", **kw: Any):
        """A bar chart (:mod:`knackpy.svg`): ``"wins"`` (win share), ``"lost"`` (lives/coins lost or
        Charakir points per game), ``"endings"`` (how rounds ended) or ``"turns"`` (mean round length)."""
        from . import svg

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
            knack = self.ruleset != "charakir"
            values = [((s.lost if knack else s.points) or 0) / s.games if s.games else 0.0 for s in stats]
            key = (
                "sim.chart.points"
                if not knack
                else "sim.chart.coins"
                if self.ruleset == "knack_oberlausitz"
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
        chart = str(self.chart_svg(lang)) if self.games else ""
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
        from . import bots

        if level in bots.LEVELS:
            return bots.level_name(level, lang)
    except ImportError:  # pragma: no cover - the bots module is part of the package
        pass
    return fallback


# --- progress ------------------------------------------------------------------------------------------------------


class TextProgress:
    """A text progress bar (on stderr by default): ``[#####-----] 500/1000  812/s  1 s left``."""

    def __init__(self, stream: Any = None, width: int = 30, interval: float = 0.1) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.interval = interval
        self.start = time.perf_counter()
        self.last = -math.inf
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < self.interval:
            return
        self.last = now
        filled = self.width * done // total if total else self.width
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        left = f"  {math.ceil((total - done) / rate)} s" if rate > 0 and done < total else ""
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total}  {rate:.0f}/s{left}   ")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def _in_jupyter() -> bool:
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return False
    try:
        shell = ipython.get_ipython()
    except Exception:  # noqa: BLE001 - any trouble means: not in a notebook
        return False
    return shell is not None and (type(shell).__name__ == "ZMQInteractiveShell" or hasattr(shell, "kernel"))


class _WidgetProgress:
    """An ipywidgets progress bar (imported only when asked for)."""

    def __init__(self, total: int) -> None:
        import ipywidgets
        from IPython.display import display

        self.bar = ipywidgets.IntProgress(min=0, max=max(total, 1), value=0)
        self.text = ipywidgets.Label(f"0/{total}")
        self.start = time.perf_counter()
        self.last = -math.inf
        display(ipywidgets.HBox([self.bar, self.text]))

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        elapsed = now - self.start
        self.bar.value = done
        self.text.value = f"{done}/{total}  {done / elapsed:.0f}/s" if elapsed > 0 else f"{done}/{total}"

    def close(self) -> None:
        self.bar.bar_style = "success" if self.bar.value >= self.bar.max else "warning"


def _progress(progress: object, total: int) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """The progress callback and what to call at the end."""
    if progress is None or progress is False:
        return None, lambda: None
    if isinstance(progress, str) and progress == "auto" and _in_jupyter():
        try:
            bar = _WidgetProgress(total)
            return bar, bar.close
        except Exception:  # noqa: BLE001 - no ipywidgets (or no front end): fall back to text
            pass
    if progress is True or (isinstance(progress, str) and progress in ("text", "auto")):
        text = TextProgress()
        return text, text.close
    if callable(progress):
        return progress, lambda: None
    raise KnackpyError("sim.bad_progress", value=repr(progress)[:60])


# --- playing -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Spec:
    """Everything a worker process needs to play games (picklable)."""

    ruleset: str
    options: dict[str, Any]
    bots: tuple[Any, ...]  # per player: a level name, a bot object or a factory
    players: int
    seed: int
    rounds_only: bool


def _make_bot(entry: Any, rules: Rules, seed: int) -> Any:
    if isinstance(entry, str):
        from . import bots

        return bots.make_bot(entry, rules, seed=seed)
    if hasattr(entry, "act"):
        return copy.deepcopy(entry)
    return entry(rules, seed=seed)


def _play_game(spec: _Spec, rules: Rules, index: int) -> GameRecord:
    """Play game ``index`` of the run (the same in every process)."""
    from .engine import new_game

    n = spec.players
    game_seed = derive_seed(spec.seed, "game", index)
    seating = tuple((s + index) % n for s in range(n))
    seat_bots = [_make_bot(spec.bots[seating[s]], rules, derive_seed(spec.seed, "bot", index, s)) for s in range(n)]
    game = new_game(rules, players=n, seed=game_seed)
    knack = rules.is_knack
    rounds: list[RoundRecord] = []
    while not game.is_over():
        action = seat_bots[game.to_move].act(game)
        turns_before, round_before = game.turns, game.round_no
        game = game.apply(action)
        if game.round_no == round_before and not game.is_over():
            continue
        result = game.round_results[-1]
        number = len(rounds) + 1
        if knack:
            rounds.append(_knack_round(result, seating, index, number, turns_before))
        else:
            rounds.append(_charakir_round(result, seating, index, number))
        if spec.rounds_only:
            break
    if game.is_over():
        outcome = game.outcome()
        winners = tuple(sorted(seating[s] for s in outcome.winners))
        standings_by_seat = outcome.standings
    else:  # rounds only: the round decides
        last = rounds[-1]
        winners = last.winners
        standings_by_seat = game.totals if not knack else game.round_results[-1].after
    standings = [0] * n
    for seat, value in enumerate(standings_by_seat):
        standings[seating[seat]] = value
    return GameRecord(index, game_seed, seating, winners, tuple(rounds), tuple(standings), game.is_over())


def _by_player(values: Sequence[Any], seating: tuple[int, ...], default: Any = None) -> tuple:
    out = [default] * len(seating)
    for seat, value in enumerate(values):
        out[seating[seat]] = value
    return tuple(out)


def _knack_round(result: Any, seating: tuple[int, ...], index: int, number: int, turns_before: int) -> RoundRecord:
    ended = result.ended
    if ended == "call":
        top = result.points[result.ender]
        ending = "knack" if top != 33 else ("superknack" if result.ruleset == "knack_oberlausitz" else "feuer")
    else:
        ending = _KNACK_ENDED.get(ended, ended)
    turns = 0 if ending == "deal" else turns_before + 1  # the last turn included; a swap and its call are one turn
    lost = tuple(max(0, b - a) for b, a in zip(result.before, result.after, strict=True))
    n = len(seating)
    return RoundRecord(
        game=index,
        round=number,
        ending=ending,
        turns=turns,
        ender=seating[result.ender] if result.ender is not None else None,
        losers=tuple(sorted(seating[s] for s in result.losers)),
        winners=tuple(sorted(seating[s] for s in result.winners)),
        values=_by_player(result.points, seating),
        lost=_by_player(lost, seating, 0),
        points=(0,) * n,
        why=result.why,
    )


def _charakir_round(result: Any, seating: tuple[int, ...], index: int, number: int) -> RoundRecord:
    scored = result.scores
    low, high = min(scored), max(scored)
    return RoundRecord(
        game=index,
        round=number,
        ending=_CHARAKIR_ENDED.get(result.ended_by, result.ended_by),
        turns=result.turns,
        ender=seating[result.knocker] if result.knocker is not None else None,
        losers=tuple(sorted(seating[s] for s, v in enumerate(scored) if v == high and high > low)),
        winners=tuple(sorted(seating[s] for s, v in enumerate(scored) if v == low)),
        values=_by_player([p.hand_points for p in result.players], seating),
        lost=(0,) * len(seating),
        points=_by_player(scored, seating, 0),
        why="no_knock" if result.knocker is None else "knocker_won" if scored[result.knocker] == 0 else "knocker_lost",
    )


_WORKER_RULES: dict[tuple, Rules] = {}


def _play_chunk(spec: _Spec, indices: range) -> list[GameRecord]:
    """A worker's task: a few consecutive games."""
    key = (spec.ruleset, tuple(sorted(spec.options.items())))
    rules = _WORKER_RULES.get(key)
    if rules is None:
        rules = _WORKER_RULES[key] = make_rules(spec.ruleset, **spec.options)
    return [_play_game(spec, rules, i) for i in indices]


def _ignore_sigint() -> None:  # pragma: no cover - runs in the worker processes
    """Workers leave Ctrl-C to the main process, which stops the run."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


# --- arguments -------------------------------------------------------------------------------------------------------


def _check_int(value: object, name: str, low: int, *, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise KnackpyError("sim.bad_number", name=name, value=repr(value)[:40], low=low)
    return value


def level_key(text: str) -> str:
    """A bot level from its key or its German or English name (``"stark"`` -> ``"strong"``)."""
    from . import bots

    word = text.strip().lower()
    if word in bots.LEVELS:
        return word
    for level in bots.LEVELS:
        if word in (bots.level_name(level, "de").lower(), bots.level_name(level, "en").lower()):
            return level
    raise KnackpyError("sim.bad_bot", value=repr(text)[:40], accepted=", ".join(bots.LEVELS))


def _check_bots(bots: object) -> list[Any]:
    if isinstance(bots, str):
        bots = [b for b in bots.split(",") if b.strip()]
    if not isinstance(bots, Sequence) or not bots:
        raise KnackpyError("sim.no_bots", value=repr(bots)[:60])
    out: list[Any] = []
    for entry in bots:
        if isinstance(entry, str):
            out.append(level_key(entry))
        elif hasattr(entry, "act") or callable(entry):
            out.append(entry)
        else:
            raise KnackpyError("sim.bad_bot", value=repr(entry)[:40], accepted="random, simple, strong")
    return out


def _entry_level(entry: Any) -> str:
    if isinstance(entry, str):
        return entry
    return str(getattr(entry, "level", None) or getattr(entry, "__name__", None) or type(entry).__name__)


def _entry_names(entry: Any, rules: Rules) -> tuple[str, str]:
    if isinstance(entry, str):
        return _level_display(entry, "de", entry), _level_display(entry, "en", entry)
    bot = entry if hasattr(entry, "act") else None
    name = getattr(bot, "name", None)
    if callable(name):
        try:
            return str(name("de")), str(name("en"))
        except Exception:  # noqa: BLE001 - a home-made bot without names: use its level
            pass
    level = _entry_level(entry)
    return level, level


# --- the entry points ---------------------------------------------------------------------------------------------


def simulate(
    rules: Rules | str,
    *,
    bots: Sequence[Any] | str,
    games: int,
    seed: int = 0,
    players: int | None = None,
    progress: Any = None,
    workers: int = 1,
    rounds_only: bool = False,
) -> SimulationResult:
    """Play ``games`` seeded games between ``bots`` and return the records (see the module docs).

    ``rules`` is a :class:`~knackpy.rules.Rules` or a ruleset name; ``bots`` one
    entry per player (level names such as ``"simple"``, bot objects, or
    factories), repeated to fill ``players`` seats.  ``progress``: ``None``,
    ``"text"``, ``"auto"`` or ``f(done, total)``.  ``workers``: processes
    (``0`` = one per core); the result is the same for any number.
    """
    if isinstance(rules, str):
        rules = make_rules(rules)
    if not isinstance(rules, Rules):
        raise KnackpyError("scoring.not_rules", value=repr(rules)[:60])
    games = _check_int(games, "games", 0)
    seed = _check_int(seed, "seed", 0)
    workers = _check_int(workers, "workers", 0)
    if not isinstance(rounds_only, bool):
        raise KnackpyError("sim.bad_flag", name="rounds_only", value=repr(rounds_only)[:40])
    entries = _check_bots(bots)
    if players is None:
        players = max(len(entries), rules.min_players if len(entries) == 1 else len(entries))
    _check_int(players, "players", 1)
    if not rules.min_players <= players <= rules.max_players:
        raise KnackpyError(
            "engine.bad_players", value=repr(players), low=rules.min_players, high=rules.max_players, game=rules.game
        )
    if len(entries) > players:
        raise KnackpyError("sim.too_many_bots", bots=len(entries), players=players)
    entries = [entries[p % len(entries)] for p in range(players)]
    on_progress, finish = _progress(progress, games)
    if workers == 0:
        workers = os.cpu_count() or 1
    spec = _Spec(rules.game, rules.options(), tuple(entries), players, seed, rounds_only)
    records: list[GameRecord] = []
    interrupted = False
    start = time.perf_counter()
    try:
        if workers > 1 and games > 1 and sys.platform != "emscripten":
            interrupted = _run_pool(spec, games, workers, records, on_progress)
        else:
            workers = 1
            interrupted = _run_here(spec, rules, games, records, on_progress)
    finally:
        finish()
    return SimulationResult(
        ruleset=rules.game,
        options=rules.options(),
        seed=seed,
        levels=tuple(_entry_level(e) for e in entries),
        names=tuple(_entry_names(e, rules) for e in entries),
        requested=games,
        rounds_only=rounds_only,
        games=tuple(records),
        interrupted=interrupted,
        elapsed=time.perf_counter() - start,
        workers=workers,
    )


def simulate_rounds(rules: Rules | str, *, bots: Sequence[Any] | str, rounds: int, **kw: Any) -> SimulationResult:
    """Experiments about single rounds: ``rounds`` games that each stop after their first round."""
    return simulate(rules, bots=bots, games=rounds, rounds_only=True, **kw)


def _run_here(spec: _Spec, rules: Rules, games: int, records: list[GameRecord], on_progress: Any) -> bool:
    try:
        for index in range(games):
            records.append(_play_game(spec, rules, index))
            if on_progress is not None:
                on_progress(index + 1, games)
    except KeyboardInterrupt:
        return True
    return False


def _run_pool(spec: _Spec, games: int, workers: int, records: list[GameRecord], on_progress: Any) -> bool:
    """Chunks of consecutive games in a process pool; merged in game order."""
    import pickle
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    try:
        pickle.dumps(spec)
    except Exception as err:  # noqa: BLE001 - whatever makes a bot unpicklable
        raise KnackpyError("sim.not_picklable", reason=str(err)[:80]) from None
    size = max(1, min(50, games // (workers * 8)))
    chunks = [range(i, min(i + size, games)) for i in range(0, games, size)]
    try:
        pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint)
    except (ImportError, NotImplementedError, OSError):  # pragma: no cover - no processes here
        return _run_here(spec, make_rules(spec.ruleset, **spec.options), games, records, on_progress)
    done_chunks: dict[int, list[GameRecord]] = {}
    done = 0
    interrupted = False
    try:
        pending = {pool.submit(_play_chunk, spec, chunk): k for k, chunk in enumerate(chunks)}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                k = pending.pop(future)
                done_chunks[k] = future.result()
                done += len(chunks[k])
                if on_progress is not None:
                    on_progress(done, games)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if interrupted:
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.terminate()
            pool.shutdown(wait=False, cancel_futures=True)
        else:
            pool.shutdown(wait=True)
    for k in range(len(chunks)):  # a prefix in game order: the same as a shorter run
        if k not in done_chunks:
            break
        records.extend(done_chunks[k])
    return interrupted


i18n.catalogue(
    {
        "sim.bad_number": (
            "{name}={value} geht nicht; erwartet wird eine ganze Zahl ab {low}",
            "{name}={value} is not accepted; expected a whole number from {low}",
        ),
        "sim.bad_flag": ("{name}={value}: erwartet wird True oder False", "{name}={value}: expected True or False"),
        "sim.no_bots": (
            "Keine Bots angegeben ({value}); erwartet wird eine Liste wie ['simple', 'strong']",
            "No bots given ({value}); expected a list such as ['simple', 'strong']",
        ),
        "sim.bad_bot": (
            "Unbekannter Bot {value}; erlaubt sind die Stufen {accepted}, ein Bot-Objekt oder eine Funktion, die einen Bot baut",
            "Unknown bot {value}; accepted are the levels {accepted}, a bot object or a function that makes a bot",
        ),
        "sim.too_many_bots": (
            "{bots} Bots, aber nur {players} Plätze am Tisch",
            "{bots} bots, but only {players} seats at the table",
        ),
        "sim.bad_progress": (
            "progress={value} geht nicht; erlaubt sind None, 'text', 'auto' oder eine Funktion f(fertig, gesamt)",
            "progress={value} is not accepted; use None, 'text', 'auto' or a function f(done, total)",
        ),
        "sim.not_picklable": (
            "Für mehrere Prozesse müssen sich die Bots kopieren lassen (pickle): {reason}; mit workers=1 geht es ohne",
            "For several processes the bots must be picklable: {reason}; workers=1 works without",
        ),
        "sim.bad_by": (
            "by={value} geht nicht; erlaubt sind: {accepted}",
            "by={value} is not accepted; use: {accepted}",
        ),
        "sim.bad_rows": (
            "Zeilen der Art {value} gibt es nicht; erlaubt sind: {accepted}",
            "There are no rows of kind {value}; accepted: {accepted}",
        ),
        "sim.bad_chart": (
            "Ein Diagramm {value} gibt es nicht; erlaubt sind: {accepted}",
            "There is no chart {value}; accepted: {accepted}",
        ),
        # how rounds end
        "sim.ending.closed": ("zugemacht/gepasst", "closed"),
        "sim.ending.knack": ("Knack angesagt", "Knack called"),
        "sim.ending.feuer": ("Feuer angesagt", "Feuer called"),
        "sim.ending.superknack": ("Superknack angesagt", "Superknack called"),
        "sim.ending.deal": ("schon beim Geben", "on the deal"),
        "sim.ending.renewal_exhausted": ("Stapel zu kurz für einen neuen Stock", "pile too short for a new table"),
        "sim.ending.turn_cap": ("Zuggrenze", "turn cap"),
        "sim.ending.knock": ("nach dem Klopfen", "after a knock"),
        "sim.ending.pile_empty": ("Stapel leer", "pile empty"),
        # table columns
        "sim.col.player": ("Spieler", "Player"),
        "sim.col.level": ("Stufe", "Level"),
        "sim.col.games": ("Spiele", "Games"),
        "sim.col.wins": ("Siege", "Wins"),
        "sim.col.share": ("Siegquote", "Win share"),
        "sim.col.lives": ("Leben verloren je Spiel", "Lives lost per game"),
        "sim.col.coins": ("Münzen gezahlt je Spiel", "Coins paid per game"),
        "sim.col.points": ("Punkte je Spiel", "Points per game"),
        "sim.col.rounds_lost": ("Runden verloren", "Rounds lost"),
        "sim.col.value": ("Ø Blattwert", "Mean hand value"),
        "sim.col.turns": ("Ø Züge je Runde", "Mean turns per round"),
        # summary
        "sim.summary.head": (
            "{games} Spiele {game} mit {players} Spielern ({bots}), Seed {seed}.",
            "{games} games of {game} with {players} players ({bots}), seed {seed}.",
        ),
        "sim.summary.rounds_only": (
            "{games} einzelne Runden {game} mit {players} Spielern ({bots}), Seed {seed}.",
            "{games} single rounds of {game} with {players} players ({bots}), seed {seed}.",
        ),
        "sim.summary.interrupted": (
            "Abgebrochen nach {done} von {total} Spielen; alle Zahlen gelten für die gespielten Spiele.",
            "Interrupted after {done} of {total} games; all figures are for the games played.",
        ),
        "sim.summary.empty": ("Es wurde kein Spiel zu Ende gespielt.", "No game was played to the end."),
        "sim.summary.best": (
            "Am häufigsten gewinnt {player}: {share} der Spiele.",
            "{player} wins most often: {share} of the games.",
        ),
        "sim.summary.best_rounds": (
            "Die meisten Runden gewinnt {player}: {share}.",
            "{player} wins the most rounds: {share}.",
        ),
        "sim.summary.rounds": (
            "{rounds} Runden, im Schnitt {turns} Züge lang; so endeten sie: {endings}.",
            "{rounds} rounds, {turns} turns long on average; how they ended: {endings}.",
        ),
        "sim.summary.seats": (
            "Die Plätze wechseln von Spiel zu Spiel reihum, damit niemand immer zuerst dran ist.",
            "Seats rotate from game to game, so nobody always moves first.",
        ),
        "sim.summary.time_one": (
            "Dauer {seconds} s, {rate} Spiele pro Sekunde in einem Prozess.",
            "Took {seconds} s, {rate} games per second in one process.",
        ),
        "sim.summary.time_many": (
            "Dauer {seconds} s, {rate} Spiele pro Sekunde in {workers} Prozessen.",
            "Took {seconds} s, {rate} games per second in {workers} processes.",
        ),
        # charts
        "sim.chart.wins": ("Siegquote je Spieler", "Win share per player"),
        "sim.chart.lives": ("Verlorene Leben je Spiel", "Lives lost per game"),
        "sim.chart.coins": ("Gezahlte Münzen je Spiel", "Coins paid per game"),
        "sim.chart.points": ("Punkte je Spiel (weniger ist besser)", "Points per game (fewer is better)"),
        "sim.chart.endings": ("So enden die Runden", "How rounds end"),
        "sim.chart.turns": ("Züge je Runde im Schnitt", "Mean turns per round"),
    }
)
