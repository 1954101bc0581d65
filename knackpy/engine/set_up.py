"""The set-up checks both engines share: players, names, seed, card order, seats (K3, O2, C3, E1, E6).

Every value here is untrusted input (typed in, or read from a saved game): a bad
one raises a :class:`~knackpy.errors.KnackpyError` that says in German and English
what was wrong and what is accepted.  ``Game._set_up`` runs them in order.
"""

from __future__ import annotations

import functools
import importlib
import unicodedata
from collections.abc import Sequence
from typing import Any

from .. import i18n, variants
from ..cards import Card
from ..errors import KnackpyError, summarize
from ..rules import Rules
from .chance import SEED_MAX, new_seed

__all__ = [
    "engine_class",
    "DEFAULT_NAMES",
    "DEFAULT_PLAYERS",
    "NAME_MAX",
    "check_seat",
    "check_players",
    "check_names",
    "check_seed",
    "check_deck_order",
]

DEFAULT_NAMES = (
    "Anna",
    "Ben",
    "Clara",
    "David",
    "Emma",
    "Felix",
    "Greta",
    "Hannes",
    "Ida",
    "Jonas",
    "Karla",
    "Leon",
    "Mia",
    "Noah",
    "Olga",
    "Paul",
)
NAME_MAX = 24  # characters of a player name
#: players at a table when nobody says how many: a small table, as in most lessons and the terminal game
DEFAULT_PLAYERS = 3
_NOT_IN_NAMES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # control, format, unassigned, line breaks


def check_seat(value: object, n: int, key: str = "engine.bad_player", *, allow_none: bool = False) -> Any:
    """A seat number from 0 to ``n - 1`` (a player, a dealer); ``None`` too with ``allow_none`` (the teacher)."""
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise KnackpyError(key, value=summarize(value), high=n - 1)
    return value


def check_players(rules: Rules, players: object) -> int:
    """K3/O2/C3: the number of players must fit the ruleset and its deck."""
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not rules.min_players <= players <= rules.max_players
    ):
        raise KnackpyError(
            "engine.bad_players",
            value=summarize(players),
            low=rules.min_players,
            high=rules.max_players,
            game=rules.game,
        )
    return players


def _is_name(name: object) -> bool:
    """A player name: 1 to NAME_MAX characters of printable text (no line breaks or control characters)."""
    if not isinstance(name, str):
        return False
    name = name.strip()
    return 0 < len(name) <= NAME_MAX and all(unicodedata.category(ch) not in _NOT_IN_NAMES for ch in name)


def check_names(names: object, players: int) -> tuple[str, ...]:
    """Names are untrusted input (typed in, or read from a saved game): bounded and printable (E6)."""
    if names is None:
        return DEFAULT_NAMES[:players]
    if (
        isinstance(names, str)
        or not isinstance(names, Sequence)
        or len(names) != players
        or not all(_is_name(n) for n in names)
    ):
        raise KnackpyError("engine.bad_names", value=summarize(names), players=players, limit=NAME_MAX)
    return tuple(n.strip() for n in names)


def check_seed(seed: object, *, none_is_new: bool = True, error: str = "engine.bad_seed") -> int:
    """E1: a seed is a whole number from 0 to SEED_MAX (2**64 - 1); ``None`` draws a fresh one unless
    ``none_is_new=False``.

    ``error`` is the message key a caller uses (a widget words it for learners); it gets ``value`` (a safe
    summary of the bad seed) and ``high`` (SEED_MAX).
    """
    if seed is None and none_is_new:
        return new_seed()
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        raise KnackpyError(error, value=summarize(seed), high=SEED_MAX)
    return seed


def check_deck_order(rules: Rules, order: object) -> tuple[Card, ...] | None:
    """A given card order (for lessons and tests) must be the whole deck, each card once."""
    from ..cards import parse_cards

    if order is None:
        return None
    if isinstance(order, str):
        cards = parse_cards(order, rules)
    else:
        try:
            cards = tuple(order)  # type: ignore[arg-type]  # not iterable: the TypeError says so
        except TypeError:
            raise KnackpyError("engine.bad_deck_order", value=summarize(order), size=len(rules.deck)) from None
    # types first: sorting a mix of cards and other objects would raise TypeError
    if not all(isinstance(c, Card) for c in cards) or sorted(cards) != sorted(rules.deck.cards):
        raise KnackpyError("engine.bad_deck_order", value=summarize(order), size=len(rules.deck))
    return tuple(cards)


i18n.catalogue(
    {
        "engine.bad_players": (
            "{value} Spieler gehen bei {game} nicht; erlaubt sind {low} bis {high}",
            "{game} cannot be played by {value} players; accepted: {low} to {high}",
        ),
        "engine.bad_names": (
            "Namen {value}: erwartet wird eine Liste von {players} Namen, jeder 1 bis {limit} Zeichen lang, "
            "ohne Zeilenumbrüche oder Steuerzeichen",
            "Names {value}: expected a list of {players} names, each 1 to {limit} characters long, "
            "without line breaks or control characters",
        ),
        "engine.bad_seed": (
            "Ungültiger Seed {value}; erlaubt ist eine ganze Zahl von 0 bis {high} (oder nichts)",
            "Bad seed {value}; accepted: a whole number from 0 to {high} (or none)",
        ),
        "engine.bad_deck_order": (
            "Kartenfolge {value}: erwartet werden alle {size} Karten des Blatts, jede genau einmal",
            "Card order {value}: expected all {size} cards of the deck, each exactly once",
        ),
        "engine.bad_dealer": (
            "Geber {value}: erwartet wird eine Spielernummer von 0 bis {high}",
            "Dealer {value}: expected a player number from 0 to {high}",
        ),
        "engine.bad_player": (
            "Spieler {value}: erwartet wird eine Spielernummer von 0 bis {high} (oder None für die Lehrersicht)",
            "Player {value}: expected a player number from 0 to {high} (or None for the teacher's view)",
        ),
    }
)


def engine_class(variant: variants.Variant) -> Any:
    """The engine class a variant names (``"knackpy.engine.knack:KnackGame"``), imported on first use."""
    return _engine_named(variant.engine)


@functools.cache
def _engine_named(engine: str) -> Any:
    module, _, name = engine.partition(":")
    return getattr(importlib.import_module(module), name)
