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

from . import i18n
from .cards import DECKS, Deck, name_ruleset_decks
from .errors import KnackpyError, RulesError, summarize

__all__ = ["Rules", "rules", "as_rules", "ruleset_name", "RULESETS", "ALIASES", "OPTIONS", "RULE_IDS", "option_values"]

RULESETS = ("knack", "knack_oberlausitz", "charakir")

ALIASES = {
    "knack": "knack",
    "31": "knack",
    "einunddreissig": "knack",
    "einunddreißig": "knack",
    "thirty_one": "knack",
    "schwimmen": "knack",
    "knack_oberlausitz": "knack_oberlausitz",
    "oberlausitz": "knack_oberlausitz",
    "lausitz": "knack_oberlausitz",
    "oberlausitzer_knack": "knack_oberlausitz",
    "charakir": "charakir",
}


@dataclass(frozen=True, slots=True)
class _Option:
    """One option: which rulesets have it, its default there, and the values it accepts."""

    rule: str  # the rule ID the option belongs to
    defaults: dict[str, Any]  # ruleset -> default
    kind: str  # "bool", "int", "int_or_none", "deck"
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()


OPTIONS: dict[str, _Option] = {
    "deck": _Option(
        "K1",
        {"knack": "french32", "knack_oberlausitz": "german32", "charakir": "french52"},
        "deck",
        choices=(),
    ),
    "lives": _Option("K18", {"knack": 3}, "int", 1, 20),
    "coins": _Option("O3", {"knack_oberlausitz": 3}, "int", 1, 20),
    "blank_may_drop_out": _Option("O13", {"knack_oberlausitz": False}, "bool"),
    "same_rank_adds": _Option("O6", {"knack_oberlausitz": True}, "bool"),
    "knack_is_ace_flush": _Option("O7", {"knack_oberlausitz": True}, "bool"),
    "announce_knack": _Option("O10", {"knack_oberlausitz": True}, "bool"),
    "renew_stock_when_all_push": _Option("K12", {"knack": True, "knack_oberlausitz": False}, "bool"),
    "seven_eight_nine": _Option("K19", {"knack": False, "knack_oberlausitz": False}, "bool"),
    "feuer_ends_round": _Option("K8", {"knack": True}, "bool"),
    "feuer_shown_as_33": _Option("K8", {"knack": True}, "bool"),
    "forgotten_cleared_by_swap": _Option("K14", {"knack": False}, "bool"),
    "turn_cap": _Option("E4", {"knack": 200, "knack_oberlausitz": 200, "charakir": 200}, "int", 1, 100_000),
    "pair_may_use_taken_card": _Option("C8", {"charakir": True}, "bool"),
    "pair_by_points": _Option("C8", {"charakir": False}, "bool"),
    "may_discard_taken_card": _Option("C9", {"charakir": True}, "bool"),
    "knocker_scores_hand": _Option("C11", {"charakir": False}, "bool"),
    "last_turns_without_pile": _Option("C12", {"charakir": False}, "bool"),
    "limit": _Option("C13", {"charakir": 100}, "int_or_none", 1, 10_000),
    "rounds": _Option("C13", {"charakir": None}, "int_or_none", 1, 1_000),
}

# The one table of rule IDs by topic, per ruleset: engines, bots, hints, checks and widgets read a rule ID here
# (``Rules.rule_id(topic)``) instead of typing it, so that the Oberlausitz cites O6 where 31 cites K6.  A topic a
# ruleset does not have is missing from its row; tests/test_rule_ids.py checks every ID against the registry.
RULE_IDS: dict[str, dict[str, str]] = {
    "knack": {
        "deck": "K1",
        "points": "K2",
        "players": "K3",
        "deal": "K4",
        "choose": "K5",
        "value": "K6",
        "triple": "K7",
        "top": "K8",
        "first": "K9",
        "swap": "K10",
        "push": "K11",
        "renew": "K12",
        "close": "K13",
        "call": "K14",
        "deal_call": "K15",
        "lose": "K16",
        "tie": "K17",
        "stakes": "K18",
        "seven_eight_nine": "K19",
    },
    "knack_oberlausitz": {
        "deck": "O1",
        "points": "K2",
        "players": "O2",
        "deal": "O4",
        "choose": "O4",
        "value": "O6",
        "ace_flush": "O7",
        "triple": "O8",
        "top": "O9",
        "first": "O4",
        "swap": "K10",
        "push": "K11",
        "renew": "O5",
        "close": "O5",
        "call": "O10",
        "missed_top": "O11",
        "deal_call": "K15",
        "lose": "O12",
        "stakes": "O3",
        "blank": "O13",
        "seven_eight_nine": "K19",
    },
    "charakir": {
        "deck": "C1",
        "points": "C2",
        "value": "C2",
        "players": "C3",
        "dealer": "C4",
        "deal": "C5",
        "first": "C6",
        "draw": "C7",
        "pair": "C8",
        "discard": "C9",
        "knock": "C10",
        "score": "C11",
        "no_knock": "C12",
        "end": "C13",
    },
}

# Which decks each ruleset may be played with (the Oberlausitz text allows a French deck too).
_DECK_CHOICES = {
    "knack": ("french32", "french52"),
    "knack_oberlausitz": ("german32", "french32"),
    "charakir": ("french52",),
}


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
    def is_knack(self) -> bool:
        """True for both Knack rulesets (they share one engine)."""
        return self.game != "charakir"

    @property
    def min_players(self) -> int:
        return 2

    @property
    def max_players(self) -> int:
        """K3/O2/C3: what the deck allows."""
        size = len(self.deck)
        if self.game == "knack":
            return size // 3 - 1  # three cards each plus the dealer's second hand
        if self.game == "knack_oberlausitz":
            return min(9, size // 3 - 1)  # O2
        return (size - 2) // 4  # C3: four each, one discard, at least one to draw

    def rule_id(self, topic: str) -> str:
        """The rule ID of a topic in this ruleset (:data:`RULE_IDS`): ``"K6"`` in 31, ``"O6"`` in the Oberlausitz.

        >>> rules("knack").rule_id("value"), rules("oberlausitz").rule_id("value"), rules("charakir").rule_id("knock")
        ('K6', 'O6', 'C10')
        """
        try:
            return RULE_IDS[self.game][topic]
        except KeyError:
            accepted = ", ".join(RULE_IDS[self.game])
            raise RulesError("rules.unknown_topic", value=summarize(topic), game=self.game, accepted=accepted) from None

    @property
    def knock_limit(self) -> int:
        """C10: knocking is allowed at this hand total or less."""
        return 10

    def options(self) -> dict[str, Any]:
        """The options in force for this game (deck by its key), e.g. for saving."""
        out = {}
        for name, option in OPTIONS.items():
            if self.game in option.defaults:
                value = getattr(self, name)
                out[name] = value.key if isinstance(value, Deck) else value
        return out

    def changed_options(self) -> dict[str, Any]:
        """Only the options that differ from the ruleset's defaults."""
        return {k: v for k, v in self.options().items() if OPTIONS[k].defaults[self.game] != v}

    def replace(self, **changes: Any) -> Rules:
        """A new validated ruleset with some options changed."""
        return rules(self.game, **{**self.options(), **changes})

    def to_dict(self) -> dict[str, Any]:
        return {"ruleset": self.game, "options": self.options()}

    def name(self, lang: str = "de") -> str:
        """The ruleset's display name."""
        return i18n.text(f"rules.name.{self.game}", lang)

    # describe(lang): the rules in force as (rule_id, one-line text); knackpy.registry, which holds the
    # rule texts and imports this module, adds that method (no import back from here).

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self.changed_options().items())
        return f"rules({self.game!r}{', ' if changed else ''}{changed})"


def ruleset_name(name: object) -> str | None:
    """The ruleset a name or alias stands for (``"31"``, ``"Oberlausitz"``), or ``None``.

    >>> ruleset_name("Knack-Oberlausitz"), ruleset_name(" 31 "), ruleset_name("skat")
    ('knack_oberlausitz', 'knack', None)
    """
    if not isinstance(name, str):
        return None
    return ALIASES.get(name.strip().lower().replace("-", "_").replace(" ", "_"))


def _deck_of_ruleset(name: str) -> str | None:
    """The key of the deck a ruleset's name or alias plays with by default (``parse_cards(text, "knack")``)."""
    game = ruleset_name(name)
    return None if game is None else OPTIONS["deck"].defaults[game]


name_ruleset_decks(_deck_of_ruleset)


def _canonical(name: object) -> str:
    game = ruleset_name(name)
    if game is None:
        accepted = ", ".join(RULESETS) + (", 31, oberlausitz" if isinstance(name, str) else "")
        raise RulesError("rules.unknown_ruleset", value=summarize(name), accepted=accepted)
    return game


def option_values(game: str, name: str) -> str:
    """The values an option accepts in a ruleset, as its error message names them.

    >>> option_values("knack", "deck"), option_values("charakir", "limit")
    ('french32, french52', '1-10000, None')
    """
    option = OPTIONS[name]
    if option.kind == "deck":
        return ", ".join(_DECK_CHOICES[game])
    if option.kind == "bool":
        return "True, False"
    return f"{option.low}-{option.high}" + (", None" if option.kind == "int_or_none" else "")


def _check_value(game: str, name: str, value: Any) -> Any:
    option = OPTIONS[name]
    if option.kind == "deck":
        key = value.key if isinstance(value, Deck) else value
        if key not in _DECK_CHOICES[game]:
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
    allowed = [k for k, o in OPTIONS.items() if game in o.defaults]
    values: dict[str, Any] = {k: OPTIONS[k].defaults[game] for k in allowed}
    for key, value in options.items():
        if key not in values:
            raise RulesError("rules.unknown_option", option=key, game=game, accepted=", ".join(allowed))
        values[key] = value
    checked = {k: _check_value(game, k, v) for k, v in values.items()}
    if game == "charakir" and checked["limit"] is None and checked["rounds"] is None:
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
        "rules.name.knack": ("Knack (31)", "Knack (31)"),
        "rules.name.knack_oberlausitz": ("Knack aus der Oberlausitz", "Knack as played in the Oberlausitz"),
        "rules.name.charakir": ("Charakir", "Charakir"),
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
