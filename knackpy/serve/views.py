"""What each browser is shown, built once per change and shared: a seat's view (E5), the lobby, the teacher's tables.

A view depends on the table's ``revision`` (bumped by every change: a move, a
seat taken, a pupil away), the seat and the language, never on the connection:
the classroom keeps each one as finished JSON text in a :class:`Views` cache,
so a hundred browsers of one seat cost one build, and a move costs one build
per seat and language.
"""

from __future__ import annotations

import functools
import json
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import knackpy
from knackpy import bots as bot_module

if TYPE_CHECKING:
    from knackpy.cards import Card
    from knackpy.engine.core import Event

__all__ = ["Views", "pupil_view", "state_text", "level_name", "dumps", "HISTORY_LINES"]

HISTORY_LINES = 40


def dumps(message: Any) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Views:
    """Finished message texts by key; the oldest are dropped beyond ``size`` (a move makes older ones stale)."""

    def __init__(self, size: int = 3000) -> None:  # 600 pupils in two languages and the teacher's tables
        self.size = size
        self.texts: OrderedDict[tuple, Any] = OrderedDict()
        self.builds = 0  # how many were built (a test counts them)

    def get(self, key: tuple, build: Callable[..., Any]) -> Any:  # called without arguments
        found = self.texts.get(key)
        if found is None:
            found = self.texts[key] = build()
            self.builds += 1
            if len(self.texts) > self.size:
                self.texts.popitem(last=False)
        return found


def level_name(level: str | None, lang: str) -> str | None:
    """A bot's level as the pages show it ("Einfach" / "simple"); None for a pupil's seat."""
    return bot_module.level_name(level, lang) if level else None


def _cards(cards: Iterable[Card], lang: str) -> list[dict[str, str]]:
    return [{"id": c.short, "name": c.name(lang)} for c in cards]


class Picture(str):
    """SVG markup that also carries itself as a JSON string (``json``), encoded once."""

    json: str


@functools.lru_cache(maxsize=2048)  # a few kB each: some 20 MB at most
def _picture(cards: tuple, lang: str) -> Picture:
    """A row of cards as SVG: the same cards are drawn and encoded once (a hand changes by one card a move)."""
    from knackpy import svg

    picture = Picture(svg.hand_svg(cards, width=72, lang=lang) if cards else "")
    picture.json = dumps(str(picture))
    return picture


def state_text(state: dict[str, Any]) -> str:
    """A message as JSON text; its pictures' JSON strings are put in after the rest is encoded (they are most
    of a message, and each was encoded once)."""
    pictures = {name: value for name, value in state.items() if isinstance(value, Picture)}
    text = dumps({**state, **{name: f"\x00{name}" for name in pictures}})
    for name, picture in pictures.items():
        text = text.replace(f'"\\u0000{name}"', picture.json, 1)
    return text


@functools.lru_cache(maxsize=65536)
def _event_text(event: Event, lang: str, names: tuple) -> str:
    return event.text(lang, names)


def _history(events: Sequence[Event], lang: str, names: tuple) -> list[str]:
    """The last ``HISTORY_LINES`` events as text; each event is put into words once per language."""
    out = []
    for event in events[-HISTORY_LINES:]:
        try:
            out.append(_event_text(event, lang, names))
        except TypeError:  # an event whose details cannot be a cache key
            out.append(event.text(lang, names))
    return out


def pupil_view(game: knackpy.Game, seat: int, lang: str) -> dict[str, Any]:
    """Everything the pupil at ``seat`` may see, as plain JSON: built from ``game.view(seat)`` only (E5).
    :func:`state_text` encodes it (its pictures, ``hand_svg`` and ``table_svg``, are encoded already).

    Fields are copied by name from a short list of public ones: a field the
    engines add later does not reach a browser until it is listed here.
    """
    view = game.view(seat)
    data = view.data
    my_turn = view.to_move == seat and not game.is_over()
    out: dict[str, Any] = {
        "phase": view.phase,
        "to_move": view.to_move,
        "names": list(view.names),
        "hand": _cards(view.hand, lang),
        "hand_svg": _picture(tuple(view.hand), lang),
        "round": data.get("round"),
        "dealer": data.get("dealer"),
        "pile_size": data.get("pile_size"),
        "value": data.get("value"),
        "actions": [{"text": a.to_text(), "label": a.label(lang)} for a in view.legal_actions] if my_turn else [],
        "history": _history(view.history, lang, tuple(view.names)),  # only what this seat is shown
        "over": game.is_over(),
        "outcome": outcome.text(lang) if (outcome := game.outcome()) is not None else None,
    }
    if game.rules.variant.has_table:
        table_cards = data.get("table") or ()
        stakes = data["coins"] if "coins" in data else data["lives"]  # the Oberlausitz counts coins, knack lives
        out.update(
            table_cards=_cards(table_cards, lang),
            table_svg=_picture(tuple(table_cards), lang),
            standings=list(stakes),
            stake="coins" if "coins" in data else "lives",
            pot=data.get("pot"),
            in_game=list(data["in_game"]),
            swimming=list(data["swimming"]),
            closer=data.get("closer"),
        )
    else:
        top = data.get("discard_top")
        out.update(
            table_cards=_cards((top,) if top is not None else (), lang),
            table_svg=_picture((top,) if top is not None else (), lang),
            standings=list(data["totals"]),
            stake="points",
            hand_sizes=list(data["hand_sizes"]),
            knocker=data.get("knocker"),
        )
    return out


def teacher_game(game: knackpy.Game, lang: str) -> dict[str, Any]:
    """The teacher's part of a running game: every hand, the full history, the standings (``view(None)``)."""
    view = game.view(None)
    return {
        "names": list(game.names),
        "to_move": view.to_move,
        "phase": view.phase,
        "standings": list(view.data.get("coins", view.data.get("lives", view.data.get("totals", ())))),
        "hands": [[c.label(lang) for c in game.view(s).hand] for s in range(game.n_players)],
        "history": _history(game.history, lang, tuple(game.names)),
        "outcome": outcome.text(lang) if (outcome := game.outcome()) is not None else None,
    }
