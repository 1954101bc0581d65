"""Saving and loading a game (E6): ``{ruleset, options, players, names, seed, card order, action log}``.

A saved game is untrusted input: :func:`load_game` checks every field and replays
the log through ``apply``, which validates each action, so a file cannot smuggle
in a state the rules do not reach.  ``Game.to_dict`` writes this format.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .. import i18n
from ..errors import KnackpyError, LoadError, summarize

if TYPE_CHECKING:  # core imports this module
    from .core import Game

__all__ = ["FORMAT", "FORMAT_VERSION", "load_dict", "load_game"]

FORMAT = "knackpy-game"
FORMAT_VERSION = 2  # 2: cards are shuffled by BLAKE2b (version 1 used random.shuffle, so its seeds deal differently)


def load_dict(data: object, games: dict[str, type[Game]]) -> Any:
    """Rebuild a game (an instance of one of ``games``) from :meth:`Game.to_dict` output, validating everything (E6)."""
    from ..cards import parse_cards
    from ..rules import rules as make_rules

    if not isinstance(data, dict):
        raise LoadError("load.not_object", value=type(data).__name__)
    if data.get("format") == FORMAT and data.get("version") == 1:
        raise LoadError("load.old_version", version=FORMAT_VERSION)
    if data.get("format") != FORMAT or data.get("version") != FORMAT_VERSION:
        raise LoadError("load.bad_format", value=summarize(data.get("format")), version=summarize(data.get("version")))
    expected = {
        "format",
        "version",
        "ruleset",
        "options",
        "players",
        "names",
        "seed",
        "deck_order",
        "first_dealer",
        "actions",
    }
    if set(data) != expected:
        raise LoadError("load.bad_keys", keys=", ".join(sorted(set(data) ^ expected)))
    if not isinstance(data["options"], dict) or not isinstance(data["actions"], list) or data["seed"] is None:
        raise LoadError("load.bad_types")
    try:
        ruleset = make_rules(data["ruleset"], **data["options"])
        if ruleset.game not in games:
            raise LoadError(
                "load.bad_setup", reason=f"kein Spiel für {ruleset.game}", reason_en=f"no engine for {ruleset.game}"
            )
        game_class = games[ruleset.game]
        order = data["deck_order"]
        if order is not None:
            if not isinstance(order, list) or not all(isinstance(t, str) for t in order):
                raise LoadError("load.bad_types")
            order = parse_cards(" ".join(order), ruleset)
        game = game_class.start(
            ruleset,
            players=data["players"],
            seed=data["seed"],
            names=data["names"],
            deck_order=order,
            first_dealer=data["first_dealer"],
        )
    except LoadError:
        raise
    except KnackpyError as err:
        raise LoadError("load.bad_setup", reason=err.de, reason_en=err.en) from None
    for index, text in enumerate(data["actions"]):
        if not isinstance(text, str):
            raise LoadError("load.bad_action", index=index, action=summarize(text), reason="-", reason_en="-")
        try:
            game = game.apply(game.parse_action(text))
        except KnackpyError as err:
            raise LoadError("load.bad_action", index=index, action=text, reason=err.de, reason_en=err.en) from None
    return game


def load_game(text: str | bytes | dict, games: dict[str, type[Game]]) -> Any:
    """Load a game saved with :meth:`Game.to_json` (untrusted input: everything is checked)."""
    if isinstance(text, dict):
        return load_dict(text, games)
    if not isinstance(text, str | bytes):
        raise LoadError("load.not_object", value=type(text).__name__)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise LoadError("load.not_json", reason=str(err)[:80]) from None
    return load_dict(data, games)


i18n.catalogue(
    {
        "load.not_object": (
            "Ein Spielstand ist ein JSON-Objekt, nicht {value}",
            "A saved game is a JSON object, not {value}",
        ),
        "load.not_json": ("Kein gültiges JSON: {reason}", "Not valid JSON: {reason}"),
        "load.bad_format": (
            "Kein knackpy-Spielstand (format {value}, version {version})",
            "Not a knackpy saved game (format {value}, version {version})",
        ),
        "load.old_version": (
            "Dieser Spielstand stammt von einer älteren knackpy-Version (Format 1), die anders gemischt hat; "
            "seine Züge passen nicht zu den heutigen Karten. Lesbar sind Spielstände im Format {version}",
            "This saved game comes from an older knackpy (format 1) that shuffled differently; its moves do not fit "
            "today's cards. Saved games in format {version} can be read",
        ),
        "load.bad_keys": (
            "Spielstand mit fehlenden oder unbekannten Feldern: {keys}",
            "Saved game with missing or unknown fields: {keys}",
        ),
        "load.bad_types": (
            "Spielstand mit falschen Datentypen (options muss ein Objekt sein, seed eine Zahl, actions und deck_order Listen von Texten)",
            "Saved game with wrong types (options must be an object, seed a number, actions and deck_order lists of texts)",
        ),
        "load.bad_setup": (
            "Der Spielstand beschreibt kein gültiges Spiel: {reason}",
            "The saved game describes no valid game: {reason_en}",
        ),
        "load.bad_action": (
            "Zug Nr. {index} ({action}) ist an dieser Stelle nicht erlaubt: {reason}",
            "Action no. {index} ({action}) is not legal at that point: {reason_en}",
        ),
    }
)
