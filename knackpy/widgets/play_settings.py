"""The settings the play components share: who sits where (:class:`SeatPicker`), bot levels, number fields.

The game table, the variant lab and the simulation dashboard build their settings from these, so a seat,
a level or a seed is chosen and checked the same way everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import i18n
from ..errors import KnackpyError
from .common import CSS_CLASS, dropdown, require_widgets

__all__ = [
    "HUMAN",
    "MAX_SEATS",
    "SeatPicker",
    "level_options",
    "check_levels",
    "int_field",
    "check_int",
    "check_seed",
    "seat_names",
    "capitalised",
    "ruleset_options",
]

#: The seat value of the learner in a :class:`SeatPicker` (every other value is a bot level).
HUMAN = "human"
MAX_SEATS = 16  # the engine has 16 default names; no deck allows more players

i18n.catalogue(
    {
        # shared by the three play components (seat picker, number fields)
        "widgets.play.players": ("Spieler", "Players"),
        "widgets.play.players_tooltip": (
            "Wie viele Spieler am Tisch sitzen (das Blatt begrenzt die Zahl)",
            "How many players sit at the table (the deck limits the number)",
        ),
        "widgets.play.seed": ("Kartenmischung Nr.", "Shuffle no."),
        "widgets.play.seed_tooltip": (
            "Gleiche Nummer, gleich gemischte Karten: So lässt sich ein Spiel genau wiederholen",
            "Same number, same shuffle: a game can be repeated exactly",
        ),
        "widgets.play.seats": ("Wer spielt auf welchem Platz?", "Who plays in which seat?"),
        "widgets.play.seat_tooltip": ("Wer auf dem Platz von {name} spielt", "Who plays in {name}'s seat"),
        "widgets.play.human": ("du selbst", "you"),
        "widgets.play.bot_level": ("Bot: {level}", "bot: {level}"),
        "widgets.play.bad_level": (
            "Die Bot-Stufe {value} gibt es nicht; zur Wahl stehen: {accepted}",
            "There is no bot level {value}; choose from: {accepted}",
        ),
        "widgets.play.bad_number": (
            "{field}: {value} geht nicht; erlaubt ist eine ganze Zahl von {low} bis {high}",
            "{field}: {value} is not possible; use a whole number from {low} to {high}",
        ),
        "widgets.play.bad_seed": (
            "Die Nummer der Kartenmischung muss eine ganze Zahl von 0 bis {high} sein, nicht {value}",
            "The shuffle number must be a whole number from 0 to {high}, not {value}",
        ),
        "widgets.play.need_bots": (
            "Für {players} Spieler braucht es mindestens eine Bot-Stufe",
            "{players} players need at least one bot level",
        ),
    }
)


def level_options(lang: str, *, human: bool = False) -> list[tuple[str, str]]:
    """Dropdown options ``(label, value)``: the bot levels of :mod:`knackpy.bots` (and "you" first)."""
    from .. import bots

    out = [(i18n.text("widgets.play.human", lang), HUMAN)] if human else []
    out += [
        (i18n.text("widgets.play.bot_level", lang, level=bots.level_name(level, lang)), level) for level in bots.LEVELS
    ]
    return out


def check_levels(levels: Sequence[Any]) -> tuple[str, ...]:
    """Every entry must be a bot level (or :data:`HUMAN`); a bilingual error names the accepted ones."""
    from .. import bots

    for level in levels:
        if level != HUMAN and level not in bots.LEVELS:
            raise KnackpyError("widgets.play.bad_level", value=repr(level)[:40], accepted=", ".join(bots.LEVELS))
    return tuple(levels)


def int_field(description: str, value: int, *, tooltip: str = "", width: str = "190px") -> Any:
    """A number field (``IntText``): typing is free, the component checks the number and explains problems."""
    w = require_widgets()
    field = w.IntText(
        value=value,
        description=description,
        tooltip=tooltip or description,
        style={"description_width": "initial"},
        layout=w.Layout(width=width),
    )
    field.add_class(CSS_CLASS)
    return field


def check_int(value: Any, field: str, low: int, high: int, lang: str) -> int:
    """``value`` if it is a whole number in ``low..high``, else a bilingual error naming the field."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise KnackpyError("widgets.play.bad_number", field=field, value=repr(value)[:20], low=low, high=high)
    return value


def check_seed(value: Any) -> int:
    from ..engine import core

    return core.check_seed(value, none_is_new=False, error="widgets.play.bad_seed")


def seat_names(count: int) -> tuple[str, ...]:
    """The engine's default player names for ``count`` seats."""
    from ..engine.core import DEFAULT_NAMES

    return tuple(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else str(i + 1) for i in range(count))


def capitalised(label: str) -> str:
    """Button labels start with a capital letter (the engine writes English actions in lower case)."""
    return label[:1].upper() + label[1:]


def ruleset_options(lang: str) -> list[tuple[str, str]]:
    from ..rules import RULESETS, rules

    return [(rules(name).name(lang), name) for name in RULESETS]


class SeatPicker:
    """One dropdown per seat: who plays there, a bot level (and, with ``allow_human``, "you").

    :meth:`set_count` grows or shrinks the row (kept choices stay, new seats
    get the level of the last bot seat); :attr:`values` lists the choice of
    every seat, :data:`HUMAN` for the learner.
    """

    def __init__(self, values: Sequence[str], *, lang: str = "de", allow_human: bool = False) -> None:
        w = require_widgets()
        self.lang = lang
        self.allow_human = allow_human
        self.options = level_options(lang, human=allow_human)
        self._valid = {value for _, value in self.options}
        self.dropdowns: list[Any] = []
        self.widget = w.HBox([], layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.set_values(values)

    def _dropdown(self, seat: int, name: str, value: str) -> Any:
        return dropdown(
            self.options,
            value=value if value in self._valid else self._fallback(),
            description=name,
            tooltip=i18n.text("widgets.play.seat_tooltip", self.lang, name=name),
        )

    def _fallback(self) -> str:
        bots = [v for v in self.values if v != HUMAN and v in self._valid] if self.dropdowns else []
        return bots[-1] if bots else "simple" if "simple" in self._valid else self.options[-1][1]

    def set_values(self, values: Sequence[str]) -> None:
        values = list(values)[:MAX_SEATS]
        names = seat_names(len(values))
        self.dropdowns = [self._dropdown(seat, names[seat], value) for seat, value in enumerate(values)]
        self.widget.children = self.dropdowns

    def set_count(self, count: int) -> None:
        """Show ``count`` seats (between 2 and 16; other counts change nothing)."""
        if not isinstance(count, int) or not 2 <= count <= MAX_SEATS or count == len(self.dropdowns):
            return
        if count < len(self.dropdowns):
            self.dropdowns = self.dropdowns[:count]
        else:
            names = seat_names(count)
            fill = self._fallback()
            self.dropdowns += [self._dropdown(s, names[s], fill) for s in range(len(self.dropdowns), count)]
        self.widget.children = self.dropdowns

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(d.value for d in self.dropdowns)
