"""The Charakir actions (C7-C10), interned, with their kinds and rules; card points and ranks (C2) the engine reads.

:mod:`knackpy.engine.charakir` is the game built on them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ... import i18n
from ...cards import FRENCH_52, Card, parse_cards
from ...errors import ParseError, summarize
from ...rules import Rules
from ...rules import rules as _make_rules
from ...scoring import card_points
from ..core import (
    Action,
)
from ..legal import LegalActions
from . import texts  # noqa: F401  (registers the Charakir engine's messages)

HAND_SIZE = 4  # C5
KNOCK_PENALTY = 25  # C11

# Phases of a turn (plain strings, shown in views).
DRAW, PAIR, DISCARD, KNOCK, OVER = "draw", "pair", "discard", "knock", "over"

_DECK = FRENCH_52.cards
# Fast tables indexed by the card number (cards are small ints): rank and C2 points.
_RANK = [0] * 64
_POINTS = [0] * 64
for _c in _DECK:
    _RANK[_c] = _c & 15
    _POINTS[_c] = card_points(_c, _make_rules("charakir"))  # C2, from the one definition in scoring
_POINTS_OF = _POINTS.__getitem__  # sum(map(_POINTS_OF, hand)): a hand's C2 total without a Python loop
_ASCII = {c: f"{c.rank.short}{c.suit.letter}" for c in _DECK}  # "Kd", "10h": canonical action text


def _coerce_card(value: object) -> Card:
    """A card from a Card or a text such as ``"Kd"`` / ``"Karo-König"`` (bilingual error otherwise)."""
    if isinstance(value, Card):
        if value not in FRENCH_52:
            raise ParseError("charakir.not_a_card", value=summarize(value))
        return value
    if isinstance(value, str):
        cards = parse_cards(value, FRENCH_52)
        if len(cards) == 1:
            return cards[0]
    raise ParseError("charakir.not_a_card", value=summarize(value))


# --- actions ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _CharakirAction(Action):
    family: ClassVar[str] = "charakir"
    _key: ClassVar[str] = ""
    _text: ClassVar[str] = ""
    _rules: ClassVar[tuple[str, ...]] = ()  # the rules the move rests on; the one defining it at _defined_by
    _defined_by: ClassVar[int] = 0

    def label(self, lang: str = "de") -> str:
        return i18n.text(self._key, lang)

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:
        return self._rules

    def rule_id(self, rules: Rules, *, points: int | float | None = None) -> str:
        return self._rules[self._defined_by]

    def to_text(self) -> str:
        return self._text


@dataclass(frozen=True, slots=True)
class DrawPile(_CharakirAction):
    """C7: take the top card of the draw pile."""

    kind: ClassVar[str] = "draw"
    _rules: ClassVar[tuple[str, ...]] = ("C7", "C9")

    _key: ClassVar[str] = "action.charakir.draw"
    _text: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class TakeDiscard(_CharakirAction):
    """C7/C8: take the top card of the discard pile (then a pair must follow)."""

    kind: ClassVar[str] = "take"
    _rules: ClassVar[tuple[str, ...]] = ("C7", "C8")
    _defined_by: ClassVar[int] = 1  # taking the open card obliges a pair (C8)

    _key: ClassVar[str] = "action.charakir.take"
    _text: ClassVar[str] = "take"


@dataclass(frozen=True, slots=True)
class LayPair(_CharakirAction):
    """C8: lay two hand cards of one rank onto the discard pile.  The cards are kept sorted."""

    kind: ClassVar[str] = "pair"
    _rules: ClassVar[tuple[str, ...]] = ("C8",)

    a: Card
    b: Card

    def __post_init__(self) -> None:
        a, b = _coerce_card(self.a), _coerce_card(self.b)
        if b < a:
            a, b = b, a
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)

    def label(self, lang: str = "de") -> str:
        return i18n.text("action.charakir.pair", lang, cards=f"{self.a.label(lang)} {self.b.label(lang)}")

    def to_text(self) -> str:
        return f"pair {_ASCII[self.a]} {_ASCII[self.b]}"


@dataclass(frozen=True, slots=True)
class Discard(_CharakirAction):
    """C9: lay one hand card face up onto the discard pile."""

    kind: ClassVar[str] = "discard"
    _rules: ClassVar[tuple[str, ...]] = ("C9", "C2")

    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", _coerce_card(self.card))

    def label(self, lang: str = "de") -> str:
        return i18n.text("action.charakir.discard", lang, card=self.card.label(lang))

    def to_text(self) -> str:
        return f"discard {_ASCII[self.card]}"


@dataclass(frozen=True, slots=True)
class Knock(_CharakirAction):
    """C10: knock (hand 10 or less after the discard)."""

    kind: ClassVar[str] = "knock"
    _rules: ClassVar[tuple[str, ...]] = ("C10", "C11")

    _key: ClassVar[str] = "action.charakir.knock"
    _text: ClassVar[str] = "knock"


@dataclass(frozen=True, slots=True)
class NoKnock(_CharakirAction):
    """C10: decide not to knock; the turn ends."""

    kind: ClassVar[str] = "no_knock"
    _rules: ClassVar[tuple[str, ...]] = ("C10", "C12")

    _key: ClassVar[str] = "action.charakir.no_knock"
    _text: ClassVar[str] = "no-knock"


ACTION_TYPES = (DrawPile, TakeDiscard, LayPair, Discard, Knock, NoKnock)
_ACTION_TYPE_SET = frozenset(ACTION_TYPES)

# Interned action objects: legal_actions() hands these out, so `in` hits identity.
DRAW_PILE, TAKE_DISCARD, KNOCK_ACTION, NO_KNOCK = DrawPile(), TakeDiscard(), Knock(), NoKnock()
_DISCARDS = {c: Discard(c) for c in _DECK}
_PAIRS = {(a, b): LayPair(a, b) for a in _DECK for b in _DECK if a < b and a & 15 == b & 15}
# C8 with pair_by_points: two cards of the same point value (king + queen) are a pair too
_POINT_PAIRS = {(a, b): LayPair(a, b) for a in _DECK for b in _DECK if a < b and _POINTS[a] == _POINTS[b]}
# every legal tuple is a LegalActions (text works with ``in``); the constant ones are built once
_DRAW_ONLY = LegalActions((DRAW_PILE,))
_DRAW_OR_TAKE = LegalActions((DRAW_PILE, TAKE_DISCARD))
_TAKE_ONLY = LegalActions((TAKE_DISCARD,))
_KNOCK_CHOICE = LegalActions((KNOCK_ACTION, NO_KNOCK))
_NO_ACTIONS: tuple[Action, ...] = LegalActions()


def all_actions() -> tuple[Action, ...]:
    """Every Charakir action that can ever be legal with the default rules (134): a universe for tests and bots.

    ``pair_by_points=True`` (C8) adds the pairs of equal points: see :data:`_POINT_PAIRS`.
    """
    return (DRAW_PILE, TAKE_DISCARD, *_PAIRS.values(), *_DISCARDS.values(), KNOCK_ACTION, NO_KNOCK)
