"""The teacher's "new table" form as choices in words: rulesets, seats (a pupil or a bot of a level) and every
option of the chosen ruleset, each value with its text from the rule reference (:mod:`knackpy.registry`).

>>> form = table_form("en")
>>> [r["id"] for r in form["rulesets"]], [b["id"] for b in form["levels"]]
(['knack', 'knack_oberlausitz', 'charakir'], ['random', 'simple', 'strong'])
>>> lives = next(o for o in form["rulesets"][0]["options"] if o["name"] == "lives")
>>> lives["label"], lives["default"], [c["label"] for c in lives["choices"]][:3]
('Lives', 3, ['1', '2', '3 (default)'])
"""

from __future__ import annotations

import functools
import sys
from typing import Any

import knackpy
import knackpy.cards
from knackpy import bots as bot_module
from knackpy import i18n, registry

from . import texts  # noqa: F401 - registers the texts

__all__ = ["table_form", "NUMBER_CHOICES"]

# the values a number option offers (its default is always among them): what a lesson needs, no typing
NUMBER_CHOICES: dict[str, tuple[int | None, ...]] = {
    "lives": (1, 2, 3, 4, 5),
    "coins": (1, 2, 3, 4, 5),
    "turn_cap": (10, 20, 50, 100, 200),
    "limit": (None, 50, 100, 150, 200),
    "rounds": (None, 1, 2, 3, 5, 10),
}


def _options_table() -> dict[str, Any]:
    return sys.modules["knackpy.rules"].OPTIONS


def _values(name: str, option: Any, game: str) -> tuple[Any, ...]:
    default = option.defaults[game]
    if option.kind == "bool":
        return (default, not default)
    if option.kind == "deck":  # the decks the ruleset accepts
        return tuple(deck for deck in sys.modules["knackpy.rules"].DECKS if _accepts(game, name, deck))
    values = NUMBER_CHOICES.get(name, ())
    return tuple(sorted({*values, default}, key=lambda v: (v is not None, v or 0)))


def _value_label(value: Any, default: Any, lang: str, *, deck: bool = False) -> str:
    if deck:
        shown = knackpy.cards.deck(value).name(lang)
    elif isinstance(value, bool):
        shown = i18n.text("serve.ui.yes" if value else "serve.ui.no", lang)
    elif value is None:
        shown = i18n.text("serve.ui.no_limit", lang)
    else:
        shown = str(value)
    return i18n.text("serve.ui.option_default", lang, value=shown) if value == default else shown


@functools.lru_cache(maxsize=4)
def table_form(lang: str) -> dict[str, Any]:
    """Everything the form offers, in ``lang``: built from the rules and the registry, so a new option
    appears here by itself."""
    rulesets = []
    for game in sys.modules["knackpy.rules"].RULESETS:
        rules = knackpy.rules(game)
        options = []
        for name, option in _options_table().items():
            if game not in option.defaults:
                continue
            default = option.defaults[game]
            rule = _rule_of(name, game, option.rule)
            choices = []
            for value in _values(name, option, game):
                # a value valid only with another option changed (Charakir without limit needs rounds) has
                # no text of its own here; the server says so if the table's options do not go together
                text = (
                    registry.rule_text(rule, lang, knackpy.rules(game, **{name: value}))
                    if _accepts(game, name, value)
                    else None
                )
                label = _value_label(value, default, lang, deck=option.kind == "deck")
                choices.append({"value": value, "label": label, "text": text})
            options.append(
                {
                    "name": name,
                    "label": registry.option_label(name, lang),
                    "rule": rule,
                    "default": default,
                    "choices": choices,
                }  # fmt: skip
            )
        rulesets.append(
            {
                "id": game,
                "name": rules.name(lang),
                "min_players": rules.min_players,
                "max_players": rules.max_players,
                "options": options,
            }  # fmt: skip
        )
    levels = [{"id": level, "name": bot_module.level_name(level, lang)} for level in ("random", "simple", "strong")]
    return {"rulesets": rulesets, "levels": levels}


def _rule_of(name: str, game: str, fallback: str) -> str:
    """The rule an option switches in this ruleset (renewing the table is K12 in Knack, O5 in the Oberlausitz)."""
    ids = registry.rule_ids(game)
    for rule_id in ids:
        if registry.entry(rule_id).option == name:
            return rule_id
    return next((rule_id for rule_id in ids if name in registry.entry(rule_id).depends), fallback)


def _accepts(game: str, name: str, value: Any) -> bool:
    try:
        knackpy.rules(game, **{name: value})
    except knackpy.KnackpyError:
        return False
    return True
