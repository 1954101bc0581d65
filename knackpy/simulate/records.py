"""What a simulation keeps: one record per round and per game, and the endings.

Plain frozen records, picklable, so worker processes can send them back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
