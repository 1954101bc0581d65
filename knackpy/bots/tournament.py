"""Seeded tournaments between levels, seats rotated: the one runner of seeded games (:func:`play_game`, its
seeds from :func:`derive_seed`), :func:`tournament` and its figures.

``knackpy.simulate`` plays its games with :func:`play_game` too, so the same seed gives the same games in
both: game ``i`` of a run with seed ``s`` is dealt from ``derive_seed(s, "game", i)``, player ``p`` sits at
seat ``(p - i) mod n``, and the bot at seat ``t`` gets the seed ``derive_seed(s, "bot", i, t)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import i18n, variants
from ..engine import new_game
from ..engine.chance import derive_seed
from ..errors import KnackpyError
from ..figures import count_text
from ..rules import Rules
from .base import LEVELS, check_level, check_rules, decimal_text, level_name, percent_text
from .levels import make_bot


def _wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class LevelResult:
    """One level's figures in a tournament (summed over every seat it played).

    ``games`` seat-games played, ``wins`` games won (a shared win counts
    ``1/k``), ``rounds`` seat-rounds played, ``rounds_lost`` rounds in which it
    lost a life or paid (Knack), ``points`` and ``points_sq`` points scored
    (Charakir; for the mean and its interval).
    """

    level: str
    games: int
    wins: float
    rounds: int
    rounds_lost: int
    points: float
    points_sq: float

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def win_interval(self) -> tuple[float, float]:
        """95 % Wilson interval of the share of games won."""
        return _wilson(self.wins, self.games)

    @property
    def loss_rate(self) -> float:
        """Knack: share of rounds lost (a life lost, a coin paid)."""
        return self.rounds_lost / self.rounds if self.rounds else 0.0

    def loss_interval(self) -> tuple[float, float]:
        return _wilson(self.rounds_lost, self.rounds)

    @property
    def points_per_round(self) -> float:
        """Charakir: mean points scored per round."""
        return self.points / self.rounds if self.rounds else 0.0

    def points_interval(self) -> tuple[float, float]:
        """95 % normal interval of the mean points per round."""
        if self.rounds < 2:
            return 0.0, float("inf")
        mean = self.points_per_round
        var = max(0.0, (self.points_sq - self.rounds * mean * mean) / (self.rounds - 1))
        half = 1.96 * math.sqrt(var / self.rounds)
        return mean - half, mean + half


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """The figures of :func:`tournament`, one :class:`LevelResult` per level; ``text(lang)`` tabulates them."""

    ruleset: str
    players: int
    games: int
    seed: int
    levels: tuple[LevelResult, ...]

    def __getitem__(self, level: str) -> LevelResult:
        for row in self.levels:
            if row.level == level:
                return row
        raise KeyError(level)

    def text(self, lang: str = "de") -> str:
        """A small table: per level games, wins with interval, and rounds lost or points per round."""
        knack = variants.named(self.ruleset).has_table
        head = i18n.text("bots.table.head_knack" if knack else "bots.table.head_charakir", lang)
        title = i18n.text(
            "bots.table.title", lang, ruleset=self.ruleset, players=self.players, games=count_text(self.games, lang)
        )
        lines = [title]
        lines.append(head)
        for row in self.levels:
            lo, hi = row.win_interval()
            win = f"{percent_text(row.win_share, lang)} [{percent_text(lo, lang)}, {percent_text(hi, lang)}]"
            if knack:
                lo2, hi2 = row.loss_interval()
                other = f"{percent_text(row.loss_rate, lang)} [{percent_text(lo2, lang)}, {percent_text(hi2, lang)}]"
            else:
                lo2, hi2 = row.points_interval()
                other = (
                    f"{decimal_text(row.points_per_round, lang, 2)} "
                    f"[{decimal_text(lo2, lang, 2)}, {decimal_text(hi2, lang, 2)}]"
                )
            lines.append(f"{level_name(row.level, lang):<8} {row.games:>6} {row.rounds:>7}  {win:<22} {other}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text("de")


def seating_of(index: int, players: int) -> tuple[int, ...]:
    """Who sits where in game ``index`` of a run: seat ``t`` holds player ``(t + index) % players``.

    >>> seating_of(0, 3), seating_of(1, 3)
    ((0, 1, 2), (1, 2, 0))
    """
    return tuple((t + index) % players for t in range(players))


def _level_bot(level: str, rules: Rules, seed: int) -> Any:
    return make_bot(level, rules, seed=seed)


def play_game(
    rules: Rules,
    entries: Sequence[Any],
    *,
    seed: int,
    index: int,
    make: Callable[[Any, Rules, int], Any] = _level_bot,
    after_round: Callable[[Any, int], bool] | None = None,
) -> tuple[Any, tuple[int, ...]]:
    """Game ``index`` of the run ``seed`` between ``entries`` (one per player): the last state and the seating.

    The one seeding scheme of tournaments, simulations and the benchmarks: the game is dealt from
    ``derive_seed(seed, "game", index)``, the seats rotate (:func:`seating_of`), and the bot at seat ``t`` is
    ``make(entry, rules, derive_seed(seed, "bot", index, t))`` (by default :func:`make_bot` of a level
    name).  ``after_round(game, turns)`` is called after each scored round (``turns``: the round's turns
    before its last action); the game stops there if it returns ``True``, else it is played to its end.
    """
    n = len(entries)
    seats = seating_of(index, n)
    bots = [make(entries[seats[t]], rules, derive_seed(seed, "bot", index, t)) for t in range(n)]
    game = new_game(rules, players=n, seed=derive_seed(seed, "game", index))
    while not game.is_over():
        mover = game.to_move
        assert mover is not None  # the game is not over
        action = bots[mover].act(game)
        turns_before, round_before = game.turns, game.round_no
        game = game.apply(action)
        if game.round_no == round_before and not game.is_over():
            continue
        if after_round is not None and after_round(game, turns_before):
            break
    return game, seats


def tournament(
    rules: Rules | str,
    levels: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    players: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Play ``games`` seeded games between bots of ``levels`` with the seats rotated; figures per level.

    ``players`` defaults to the number of levels; with more seats the levels are
    repeated (player ``p`` plays ``levels[p % len(levels)]``).  The games are
    those of :func:`play_game`: game ``g`` is dealt from ``derive_seed(seed,
    "game", g)`` and the seats rotate, so over ``players`` games every level
    sits at every seat, and ``knackpy.simulate.simulate(rules, bots=levels,
    games=games, seed=seed)`` plays the very same games.  Only the public game
    API is used.

    >>> result = tournament("knack", ("simple", "random"), games=4, seed=1)
    >>> result["simple"].games, result["random"].games
    (4, 4)
    """
    rules = check_rules(rules)
    levels = tuple(check_level(level) for level in levels)
    if not levels:
        raise KnackpyError("bots.no_levels", accepted=", ".join(LEVELS))
    players = len(levels) if players is None else players
    entries = [levels[p % len(levels)] for p in range(players)]
    stats: dict[str, list[Any]] = {level: [0, 0.0, 0, 0, 0.0, 0.0] for level in levels}  # LevelResult's fields
    for g in range(games):
        game, seats = play_game(rules, entries, seed=seed, index=g)
        lineup = [entries[player] for player in seats]
        outcome = game.outcome()
        assert outcome is not None  # the game is over
        for s, level in enumerate(lineup):
            row = stats[level]
            row[0] += 1
            if s in outcome.winners:
                row[1] += 1 / len(outcome.winners)
        for result in game.round_results:
            if rules.variant.has_table:
                for s, level in enumerate(lineup):
                    if result.points[s] is not None:
                        stats[level][2] += 1
                        stats[level][3] += s in result.losers
            else:
                for s, level in enumerate(lineup):
                    scored = result.scores[s]
                    stats[level][2] += 1
                    stats[level][4] += scored
                    stats[level][5] += scored * scored
        if progress is not None:
            progress(g + 1, games)
    rows = tuple(LevelResult(level, *stats[level]) for level in dict.fromkeys(levels))
    return TournamentResult(rules.game, players, games, seed, rows)
