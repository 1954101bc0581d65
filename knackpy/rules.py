"""Rulesets as frozen, validated configuration (pokerkit-style variants).

``rules(name, **options)`` gives a :class:`Rules` for ``"knack"``,
``"knack_oberlausitz"`` or ``"charakir"``.  Every reading flag and setting is
a keyword option with the default the project's rule reference explains
(``docs/en/rules/reference.md``, "Options and settings"); an unknown option or a bad value
raises :class:`~knackpy.errors.RulesError` naming the option and what is allowed.

>>> r = rules("31")
>>> r.game, r.deck.key, r.lives
('knack', 'french32', 3)
>>> rules("knack_oberlausitz", same_rank_adds=False).same_rank_adds
False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import i18n, variants
from .cards import DECKS, Deck, name_ruleset_decks
from .errors import KnackpyError, RulesError, summarize

__all__ = [
    "Rules",
    "rules",
    "as_rules",
    "ruleset_name",
    "RULESETS",
    "ALIASES",
    "OPTIONS",
    "RULE_IDS",
    "option_values",
    "option_choices",
    "variations",
]

RULESETS = tuple(v.name for v in variants.BUILT_IN)

# The one alias table (each variant states its own names, knackpy.variants): alias -> ruleset
ALIASES = {alias: v.name for v in variants.BUILT_IN for alias in (v.name, *v.aliases)}


@dataclass(frozen=True, slots=True)
class _Option:
    """One option: the values it accepts; which rulesets have it and their defaults, each variant states."""

    name: str
    rule: str  # the rule ID the option belongs to
    kind: str  # "bool", "int", "int_or_none", "deck"
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()

    @property
    def defaults(self) -> dict[str, Any]:
        """Ruleset -> default, for every registered ruleset that has this option."""
        return {v.name: v.options[self.name] for v in variants.all() if self.name in v.options}


OPTIONS: dict[str, _Option] = {
    "deck": _Option("deck", "K1", "deck", choices=()),
    "lives": _Option("lives", "K18", "int", 1, 20),
    "coins": _Option("coins", "O3", "int", 1, 20),
    "blank_may_drop_out": _Option("blank_may_drop_out", "O13", "bool"),
    "same_rank_adds": _Option("same_rank_adds", "O6", "bool"),
    "knack_is_ace_flush": _Option("knack_is_ace_flush", "O7", "bool"),
    "announce_knack": _Option("announce_knack", "O10", "bool"),
    "renew_stock_when_all_push": _Option("renew_stock_when_all_push", "K12", "bool"),
    "seven_eight_nine": _Option("seven_eight_nine", "K19", "bool"),
    "feuer_ends_round": _Option("feuer_ends_round", "K8", "bool"),
    "feuer_shown_as_33": _Option("feuer_shown_as_33", "K8", "bool"),
    "forgotten_cleared_by_swap": _Option("forgotten_cleared_by_swap", "K14", "bool"),
    "turn_cap": _Option("turn_cap", "E4", "int", 1, 100_000),
    "pair_may_use_taken_card": _Option("pair_may_use_taken_card", "C8", "bool"),
    "pair_by_points": _Option("pair_by_points", "C8", "bool"),
    "may_discard_taken_card": _Option("may_discard_taken_card", "C9", "bool"),
    "knocker_scores_hand": _Option("knocker_scores_hand", "C11", "bool"),
    "last_turns_without_pile": _Option("last_turns_without_pile", "C12", "bool"),
    "limit": _Option("limit", "C13", "int_or_none", 1, 10_000),
    "rounds": _Option("rounds", "C13", "int_or_none", 1, 1_000),
}

# The one table of rule IDs by topic, per ruleset (each variant states its row): engines, bots, hints, checks and
# widgets read a rule ID with ``Rules.rule_id(topic)`` instead of typing it, so that the Oberlausitz cites O6 where
# 31 cites K6.  A topic a ruleset does not have is missing from its row; tests/test_rule_ids.py checks every ID.
RULE_IDS: dict[str, dict[str, str]] = {v.name: dict(v.rule_ids) for v in variants.BUILT_IN}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """A validated ruleset.  Options that do not apply to the game are ``None``.

    Build it with :func:`rules`; change it with :meth:`replace`.
    """

    game: str
    deck: Deck
    lives: int | None = None
    coins: int | None = None
    blank_may_drop_out: bool | None = None
    same_rank_adds: bool | None = None
    knack_is_ace_flush: bool | None = None
    announce_knack: bool | None = None
    renew_stock_when_all_push: bool | None = None
    seven_eight_nine: bool | None = None
    feuer_ends_round: bool | None = None
    feuer_shown_as_33: bool | None = None
    forgotten_cleared_by_swap: bool | None = None
    turn_cap: int = 200
    pair_may_use_taken_card: bool | None = None
    pair_by_points: bool | None = None
    may_discard_taken_card: bool | None = None
    knocker_scores_hand: bool | None = None
    last_turns_without_pile: bool | None = None
    limit: int | None = None
    rounds: int | None = None

    # --- derived facts -------------------------------------------------------
    @property
    def variant(self) -> variants.Variant:
        """The ruleset's facts (:mod:`knackpy.variants`): what it has, its rule IDs, its engine."""
        return _VARIANTS[self.game]

    @property
    def is_knack(self) -> bool:
        """True for a game with a face-up table to swap with (both Knack rulesets share one engine)."""
        return _VARIANTS[self.game].has_table

    @property
    def min_players(self) -> int:
        return _VARIANTS[self.game].min_players

    @property
    def max_players(self) -> int:
        """K3/O2/C3: what the deck allows."""
        return _VARIANTS[self.game].max_players(len(self.deck))

    def rule_id(self, topic: str) -> str:
        """The rule ID of a topic in this ruleset (:data:`RULE_IDS`): ``"K6"`` in 31, ``"O6"`` in the Oberlausitz.

        >>> rules("knack").rule_id("value"), rules("oberlausitz").rule_id("value"), rules("charakir").rule_id("knock")
        ('K6', 'O6', 'C10')
        """
        ids = _VARIANTS[self.game].rule_ids
        try:
            return ids[topic]
        except KeyError:
            accepted = ", ".join(ids)
            raise RulesError("rules.unknown_topic", value=summarize(topic), game=self.game, accepted=accepted) from None

    @property
    def knock_limit(self) -> int:
        """C10: knocking is allowed at this hand total or less."""
        return 10

    def options(self) -> dict[str, Any]:
        """The options in force for this game (deck by its key), e.g. for saving."""
        out = {}
        own = _VARIANTS[self.game].options
        for name in OPTIONS:
            if name in own:
                value = getattr(self, name)
                out[name] = value.key if isinstance(value, Deck) else value
        return out

    def changed_options(self) -> dict[str, Any]:
        """Only the options that differ from the ruleset's defaults."""
        defaults = _VARIANTS[self.game].options
        return {k: v for k, v in self.options().items() if defaults[k] != v}

    def replace(self, **changes: Any) -> Rules:
        """A new validated ruleset with some options changed."""
        return rules(self.game, **{**self.options(), **changes})

    def to_dict(self) -> dict[str, Any]:
        return {"ruleset": self.game, "options": self.options()}

    def name(self, lang: str = "de") -> str:
        """The ruleset's display name."""
        return i18n.text(f"rules.name.{self.game}", lang)

    def describe(self, lang: str = "de") -> list[tuple[str, str]]:
        """The rules in force as ``(rule_id, one-line text)``, reflecting the options (:func:`registry.describe`).

        >>> rules("charakir").describe("en")[0][0]
        'C1'
        """
        from .registry import describe  # a presentation import: the rule texts sit a layer above (ARCHITECTURE.md)

        return describe(self, lang)

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self.changed_options().items())
        return f"rules({self.game!r}{', ' if changed else ''}{changed})"


class _Variants(dict):
    """Ruleset name -> variant, read through to the registry (a variant registered later is found too)."""

    def __missing__(self, name: str) -> variants.Variant:
        found = variants.get(name)
        if found is None or found.name != name:
            raise KeyError(name)
        self[name] = found
        return found


_VARIANTS: dict[str, variants.Variant] = _Variants()


def ruleset_name(name: object) -> str | None:
    """The ruleset a name or alias stands for (``"31"``, ``"Oberlausitz"``), or ``None``.

    >>> ruleset_name("Knack-Oberlausitz"), ruleset_name(" 31 "), ruleset_name("skat")
    ('knack_oberlausitz', 'knack', None)
    """
    if not isinstance(name, str):
        return None
    found = variants.get(name)
    return None if found is None else found.name


def _deck_of_ruleset(name: str) -> str | None:
    """The key of the deck a ruleset's name or alias plays with by default (``parse_cards(text, "knack")``)."""
    game = ruleset_name(name)
    return None if game is None else _VARIANTS[game].default_deck


name_ruleset_decks(_deck_of_ruleset)


def _canonical(name: object) -> str:
    game = ruleset_name(name)
    if game is None:
        accepted = ", ".join(RULESETS) + (", 31, oberlausitz" if isinstance(name, str) else "")
        raise RulesError("rules.unknown_ruleset", value=summarize(name), accepted=accepted)
    return game


def option_choices(game: str, name: str) -> tuple[Any, ...]:
    """The values of an option worth playing once each: the default first, then both readings of a flag,
    every deck, a number's lowest value, and ``None`` where it is allowed.

    >>> option_choices("knack", "deck"), option_choices("knack", "lives"), option_choices("charakir", "rounds")
    (('french32', 'french52'), (3, 1), (None, 1))
    """
    option = OPTIONS[name]
    default = _VARIANTS[game].options[name]
    if option.kind == "deck":
        others: tuple[Any, ...] = _VARIANTS[game].decks
    elif option.kind == "bool":
        others = (True, False)
    else:
        others = (option.low, None) if option.kind == "int_or_none" else (option.low,)
    return tuple(dict.fromkeys((default, *others)))


def variations(game: str) -> list[tuple[str, Any, Rules]]:
    """``(option, value, rules)`` for every option of a ruleset and each of its :func:`option_choices`,
    the rest at their defaults; a value that needs another option changed (Charakir without a limit
    needs some rounds, C13) is left out.  A simulation over every variant reads this.

    >>> [(option, value) for option, value, _ in variations("charakir") if option in ("limit", "rounds")]
    [('limit', 100), ('limit', 1), ('rounds', None), ('rounds', 1)]
    """
    out = []
    for name in _VARIANTS[game].options:
        for value in option_choices(game, name):
            try:
                out.append((name, value, rules(game, **{name: value})))
            except RulesError:
                continue
    return out


def option_values(game: str, name: str) -> str:
    """The values an option accepts in a ruleset, as its error message names them.

    >>> option_values("knack", "deck"), option_values("charakir", "limit")
    ('french32, french52', '1-10000, None')
    """
    option = OPTIONS[name]
    if option.kind == "deck":
        return ", ".join(_VARIANTS[game].decks)
    if option.kind == "bool":
        return "True, False"
    return f"{option.low}-{option.high}" + (", None" if option.kind == "int_or_none" else "")


def _check_value(game: str, name: str, value: Any) -> Any:
    option = OPTIONS[name]
    if option.kind == "deck":
        key = value.key if isinstance(value, Deck) else value
        if key not in _VARIANTS[game].decks:
            raise RulesError("rules.bad_value", option=name, value=summarize(value), accepted=option_values(game, name))
        return DECKS[key]
    if option.kind == "bool":
        if not isinstance(value, bool):
            raise RulesError("rules.bad_value", option=name, value=summarize(value), accepted=option_values(game, name))
        return value
    if value is None and option.kind == "int_or_none":
        return None
    assert option.low is not None and option.high is not None  # every number option has its bounds
    if isinstance(value, bool) or not isinstance(value, int) or not option.low <= value <= option.high:
        raise RulesError("rules.bad_value", option=name, value=summarize(value), accepted=option_values(game, name))
    return value


def rules(name: str, /, **options: Any) -> Rules:
    """The rules object for a ruleset name or alias, with keyword options.

    >>> rules("Charakir", limit=50).limit
    50
    >>> rules("knack", limit=50)
    Traceback (most recent call last):
    ...
    knackpy.errors.RulesError: Die Option 'limit' gibt es bei knack nicht; erlaubt sind: deck, lives, renew_stock_when_all_push, seven_eight_nine, feuer_ends_round, ...
    """
    game = _canonical(name)
    variant = _VARIANTS[game]
    allowed = [k for k in OPTIONS if k in variant.options]
    values: dict[str, Any] = {k: variant.options[k] for k in allowed}
    for key, value in options.items():
        if key not in values:
            raise RulesError("rules.unknown_option", option=key, game=game, accepted=", ".join(allowed))
        values[key] = value
    checked = {k: _check_value(game, k, v) for k, v in values.items()}
    if variant.needs_one_of and all(checked[k] is None for k in variant.needs_one_of):  # C13: a game needs an end
        raise RulesError("rules.charakir_needs_end", accepted="limit=100, rounds=7")
    return Rules(game=game, **checked)


def as_rules(value: object, /, *, not_rules: str | None = None, names: bool = True) -> Rules:
    """``value`` if it is a :class:`Rules`, a ruleset name or alias made into one by :func:`rules`.

    Anything else raises the :class:`~knackpy.errors.KnackpyError` of the message
    key ``not_rules`` (each caller says it in its own words, with ``{value}``), or
    without one the error of :func:`rules` for an unknown ruleset.  ``names=False``
    accepts rules objects only.

    >>> as_rules("31") is not None and as_rules(rules("charakir")).game
    'charakir'
    """
    if isinstance(value, Rules):
        return value
    if names and (isinstance(value, str) or not_rules is None):
        return rules(value)  # type: ignore[arg-type]  # any name: rules() says what is wrong
    raise KnackpyError(not_rules or "rules.unknown_ruleset", value=summarize(value))


i18n.catalogue(
    {
        "rules.unknown_ruleset": (
            "Unbekanntes Regelwerk {value}; erlaubt sind: {accepted}",
            "Unknown ruleset {value}; accepted: {accepted}",
        ),
        "rules.unknown_option": (
            "Die Option {option!r} gibt es bei {game} nicht; erlaubt sind: {accepted}",
            "{game} has no option {option!r}; accepted: {accepted}",
        ),
        "rules.bad_value": (
            "Ungültiger Wert {value} für die Option {option!r}; erlaubt sind: {accepted}",
            "Bad value {value} for the option {option!r}; accepted: {accepted}",
        ),
        "rules.unknown_topic": (
            "Zum Thema {value} hat {game} keine Regel; bekannt sind: {accepted}",
            "{game} has no rule for the topic {value}; known topics: {accepted}",
        ),
        "rules.charakir_needs_end": (
            "Charakir braucht ein Spielende: limit oder rounds (oder beides), z. B. {accepted}",
            "Charakir needs an end: limit or rounds (or both), e.g. {accepted}",
        ),
    }
)
