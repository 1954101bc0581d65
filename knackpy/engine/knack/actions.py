"""The Knack actions, the phases of a Knack game and what each ruleset fixes once (:func:`_context`).

Every action is interned (equal actions are the same object, so ``in`` is an identity
test on the hot path) and knows what it is (``kind``) and which rules it rests on
(``rule_ids(rules)``; each variant's ``rule_ids`` holds the IDs that differ between ``knack``
and ``knack_oberlausitz``).  :mod:`knackpy.engine.knack` is the game built on them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, ClassVar, TypeVar, cast

from ... import i18n
from ...cards import Card, parse_cards
from ...errors import ParseError, summarize
from ...rules import Rules
from ...scoring import card_points, score_table
from ..core import Action, Event
from ..legal import LegalActions
from . import texts  # noqa: F401  (registers the Knack engine's messages)

PHASES = ("choose", "turn", "call", "over", "swim")
CHOOSE, TURN, CALL, OVER, SWIM = PHASES  # a phase is its word, as in Charakir (one convention)


# --- actions -----------------------------------------------------------------------------------------------------

# The rules that have a different ID in each Knack ruleset: the one table the actions, the engine's events and
# scoring read (choose K5/O4, hand values K6/O6, closing K13/O5, calling K14/O10, the top hand K8/O9, losing K16/O12).

_INTERNED: dict[tuple, KnackAction] = {}
_A = TypeVar("_A", bound="KnackAction")


def _intern(cls: type[_A], **values: Any) -> _A:
    """The one instance of ``cls`` with these field values (actions compare by identity: fast ``in``)."""
    key = (cls, *values.values())
    found = _INTERNED.get(key)
    if found is None:
        found = object.__new__(cls)
        for name, value in values.items():
            object.__setattr__(found, name, value)
        _INTERNED[key] = found
    return cast(_A, found)  # the key starts with the class: what is stored under it is a ``cls``


def _as_card(value: object, rules: Rules | None = None) -> Card:
    """A card from a Card or a text such as ``7h``, ``A♠``, ``E-U``, ``Herz-7``."""
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        cards = parse_cards(value, rules)
        if len(cards) != 1:
            raise ParseError("knack.parse.one_card_expected", text=value, count=len(cards))
        return cards[0]
    raise ParseError("knack.parse.not_a_card", value=summarize(value))


@dataclass(frozen=True, slots=True, eq=False, init=False)
class KnackAction(Action):
    """Base of the Knack actions.  Every action is interned: equal actions are the same object.

    Build them with their class (``Swap(give, take)``, ``Push()``), from text with
    :meth:`KnackGame.parse_action`, or take them from :meth:`KnackGame.legal_actions`.
    """

    family: ClassVar[str] = "knack"
    __eq__ = object.__eq__  # identity: interned values, and C-speed ``in`` on the hot path
    __hash__ = object.__hash__

    def __init__(self, *args: object, **kwargs: object) -> None:
        """Fields are set once in ``__new__`` (interning)."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), tuple(getattr(self, f.name) for f in fields(self)))

    def __copy__(self) -> KnackAction:
        return self

    def __deepcopy__(self, memo: object) -> KnackAction:
        return self

    def __new__(cls) -> KnackAction:
        """An action without fields is one object per class (classes with fields intern their values)."""
        return _intern(cls)

    def label(self, lang: str = "de") -> str:
        return i18n.text(f"knack.action.{self.kind}", lang)

    def to_text(self) -> str:
        return self._text

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:
        ids = rules.variant.rule_ids
        return tuple(ids.get(name, name) for name in self._rules)

    _text: ClassVar[str] = ""
    _rules: ClassVar[tuple[str, ...]] = ("E2",)  # rule IDs, or topics (variant.rule_ids) where they differ per ruleset


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Keep(KnackAction):
    """K5/O4: keep the hand looked at; the unseen other hand goes face up to the table."""

    kind: ClassVar[str] = "keep"
    _rules: ClassVar[tuple[str, ...]] = ("choose", "value")

    _text: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Throw(KnackAction):
    """K5/O4: lay the hand looked at face up on the table and take the other one blind."""

    kind: ClassVar[str] = "throw"
    _rules: ClassVar[tuple[str, ...]] = ("choose", "value")

    _text: ClassVar[str] = "throw"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Swap(KnackAction):
    """K10: give one hand card (``give``) for one table card (``take``)."""

    kind: ClassVar[str] = "swap"
    _rules: ClassVar[tuple[str, ...]] = ("K10", "value")

    give: Card
    take: Card

    def __new__(cls, give: object, take: object) -> Swap:
        return _intern(cls, give=_as_card(give), take=_as_card(take))

    def label(self, lang: str = "de") -> str:
        return i18n.text("knack.action.swap", lang, give=self.give.name(lang), take=self.take.name(lang))

    def to_text(self) -> str:
        return f"swap {self.give.short} {self.take.short}"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class SwapAll(KnackAction):
    """K10: swap all three hand cards for the three table cards."""

    kind: ClassVar[str] = "swap_all"
    _rules: ClassVar[tuple[str, ...]] = ("K10", "value")

    _text: ClassVar[str] = "swap all"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Push(KnackAction):
    """K11: schieben, the turn passes (K12: a full circle of pushes renews the table)."""

    kind: ClassVar[str] = "push"

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:
        """K11, with K12 when a circle of pushes renews the table (or O5 in the Oberlausitz without it)."""
        if rules.renew_stock_when_all_push:
            return ("K11", "K12")
        return ("K11", "O5") if rules.variant.has_coins else ("K11",)

    _text: ClassVar[str] = "push"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Close(KnackAction):
    """K13/O5: close the round; everyone else moves once more.

    ``word`` is what the source calls it: ``"passen"`` in ``knack``, ``"zumachen"``
    in the Oberlausitz.  Either is accepted in both games.
    """

    kind: ClassVar[str] = "close"
    _rules: ClassVar[tuple[str, ...]] = ("close",)

    word: str = "zumachen"
    _text: ClassVar[str] = "close"

    def __new__(cls, word: str = "zumachen") -> Close:
        if word not in ("passen", "zumachen"):
            raise ParseError("knack.parse.bad_value", value=summarize(word), field="word", accepted="passen, zumachen")
        return _intern(cls, word=word)

    def label(self, lang: str = "de") -> str:
        return i18n.text(f"knack.action.close.{self.word}", lang)


_CALLS = ("knack", "feuer", "superknack")


@dataclass(frozen=True, slots=True, eq=False, init=False)
class CallKnack(KnackAction):
    """K14/K8/O9/O10: call the hand ("Knack!", "Feuer!", "Superknack!"); the round ends at once.

    ``call`` names the hand; the engine accepts any call word for the hand the mover holds.
    """

    kind: ClassVar[str] = "call"

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:
        """The top hand's rule for Feuer/Superknack (K8, O9); else the call (K14, O10; O7 first for an ace flush)."""
        ids = rules.variant.rule_ids
        if self.call != "knack":
            return (ids["top"],)
        return ("O7", "O10") if rules.variant.has_coins and rules.knack_is_ace_flush else (ids["call"],)

    def rule_id(self, rules: Rules, *, points: int | float | None = None) -> str:
        return self.rule_ids(rules)[-1]  # the call itself, not the ace flush that counts as one (O7)

    call: str = "knack"

    def __new__(cls, call: str = "knack") -> CallKnack:
        if call not in _CALLS:
            raise ParseError("knack.parse.bad_value", value=summarize(call), field="call", accepted=", ".join(_CALLS))
        return _intern(cls, call=call)

    def label(self, lang: str = "de") -> str:
        return i18n.text(f"knack.action.call.{self.call}", lang)

    def to_text(self) -> str:
        return self.call


@dataclass(frozen=True, slots=True, eq=False, init=False)
class EndTurn(KnackAction):
    """After a swap that made a call-worthy hand: end the turn without calling (forgetting, K14/O10/O11)."""

    kind: ClassVar[str] = "end_turn"

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:
        """Forgetting the call (K14, O10); with a Superknack in hand (``points=33``) in the Oberlausitz: O11."""
        if points == 33 and rules.variant.has_coins:
            return ("O11",)
        return (rules.rule_id("call"),)

    _text: ClassVar[str] = "end"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class NewTable(KnackAction):
    """K19 (option ``seven_eight_nine``): with 7, 8 and 9 on the table, demand three new table cards."""

    kind: ClassVar[str] = "new_table"
    _rules: ClassVar[tuple[str, ...]] = ("K19",)

    _text: ClassVar[str] = "new table"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Swim(KnackAction):
    """O13 (option ``blank_may_drop_out``): a player who has just gone blank plays on without coins."""

    kind: ClassVar[str] = "swim"
    _rules: ClassVar[tuple[str, ...]] = ("O13",)

    _text: ClassVar[str] = "swim"


@dataclass(frozen=True, slots=True, eq=False, init=False)
class DropOut(KnackAction):
    """O13 (option ``blank_may_drop_out``): a player who has just gone blank leaves the game instead of swimming."""

    kind: ClassVar[str] = "drop_out"
    _rules: ClassVar[tuple[str, ...]] = ("O13",)

    _text: ClassVar[str] = "drop out"


KEEP, THROW, SWAP_ALL, PUSH, END_TURN, NEW_TABLE = Keep(), Throw(), SwapAll(), Push(), EndTurn(), NewTable()
SWIM_ON, DROP_OUT = Swim(), DropOut()
NO_ACTIONS: tuple[KnackAction, ...] = LegalActions()  # every legal tuple is a LegalActions: text works with ``in``


# --- per-ruleset constants -------------------------------------------------------------------------------------


class _Context:
    """Everything derived from the rules once: score table, rule IDs, interned actions."""

    __slots__ = (
        "rules",
        "lausitz",
        "points",
        "call_min",
        "call_points",
        "call_hands",
        "deal_call_hands",
        "clear_forgotten",
        "shown",
        "calls",
        "close",
        "swap_rows",
        "tail_open",
        "tail_closed",
        "call_phase",
        "renew",
        "seven_eight_nine",
        "turn_cap",
        "by_text",
        "ids",
        "kinds",
        "card_points",
        "show_ids",
        "game",
        "as_event",
        "stake_key",
        "deck_cards",
    )

    rules: Rules
    lausitz: bool
    points: dict[tuple[Card, ...], int | float]  # hand -> points (K6, O6), from the score table
    call_min: int  # the lowest hand that is called (K14, O9, O10)
    call_points: frozenset[int]
    call_hands: frozenset[tuple[Card, ...]]  # the hands (in every order) whose points are in call_points
    deal_call_hands: frozenset[tuple[Card, ...]]  # the hands that end the round on the deal (K15): call_min or more
    clear_forgotten: bool
    shown: Callable[[int | float], int | float | str]  # the points as an event shows them (K8: "Feuer")
    calls: dict[int | float, CallKnack]  # by the points called: 31 and 33
    close: Close
    swap_rows: list[list[Swap | None]]  # rows[give][take]: the interned swap
    tail_open: tuple[KnackAction, ...]
    tail_closed: tuple[KnackAction, ...]
    call_phase: dict[int | float, LegalActions]
    renew: bool
    seven_eight_nine: bool
    turn_cap: int
    by_text: dict[str, KnackAction]
    ids: Mapping[str, str]  # the rule IDs of the ruleset by topic (RULE_IDS)
    kinds: dict[tuple[Card, ...], str]  # hand -> kind, from the score table
    card_points: list[int]  # card -> its points (K2, O1), for the draws of K17
    show_ids: dict[str, str]  # the rule a shown hand's value rests on, by its kind
    game: str
    as_event: Callable[[Any], Event]
    stake_key: str
    deck_cards: tuple[Card, ...]  # the deck in its order, shuffled for every deal (E1)


@cache
def _context(rules: Rules) -> _Context:
    ctx = _Context()
    lausitz = rules.variant.has_coins
    ctx.rules = rules
    ctx.deck_cards = rules.deck.cards
    ctx.lausitz = lausitz
    ctx.game = rules.game
    ctx.as_event = functools.partial(_as_event, ctx=ctx)
    ctx.stake_key = "coins" if lausitz else "lives"  # the observation field that holds the stakes
    ctx.points = score_table(rules).points
    # Call-worthy hands: 31 and 33 in knack (K14, K8); Superknack always, Knack with announce_knack (O9, O10).
    ctx.call_min = 33 if lausitz and not rules.announce_knack else 31
    # K8 reading: with feuer_ends_round off, three aces are not called; they win at scoring (a hand of 31 still is)
    feuer_called = lausitz or rules.feuer_ends_round
    ctx.call_points = frozenset(p for p in (31, 33) if p >= ctx.call_min and (p == 31 or feuer_called))
    # the few call-worthy hands as sets: asking one is cheaper than the score table of every hand (a swap asks)
    ctx.call_hands = frozenset(hand for hand, points in ctx.points.items() if points in ctx.call_points)
    ctx.deal_call_hands = frozenset(hand for hand, points in ctx.points.items() if points >= ctx.call_min)
    ctx.clear_forgotten = bool(lausitz or rules.forgotten_cleared_by_swap)  # K14 reading: a new swap, a fresh chance
    plain_feuer = not lausitz and rules.feuer_shown_as_33 is False  # K8: Feuer told by name, not as 33
    ctx.shown = (lambda points: "Feuer" if points == 33 else points) if plain_feuer else (lambda points: points)
    ctx.calls = {31: CallKnack("knack"), 33: CallKnack("superknack" if lausitz else "feuer")}
    ctx.close = Close("zumachen" if lausitz else "passen")
    cards = rules.deck.cards
    rows: list[list[Swap | None]] = [[None] * 128 for _ in range(128)]
    for give in cards:
        for take in cards:
            if give != take:
                rows[give][take] = Swap(give, take)
    ctx.swap_rows = rows
    ctx.tail_open = (SWAP_ALL, PUSH, ctx.close)
    ctx.tail_closed = (SWAP_ALL, PUSH)
    ctx.call_phase = {31: LegalActions((ctx.calls[31], END_TURN)), 33: LegalActions((ctx.calls[33], END_TURN))}
    ctx.renew = bool(rules.renew_stock_when_all_push)
    ctx.seven_eight_nine = bool(rules.seven_eight_nine)
    ctx.turn_cap = rules.turn_cap
    plain = (KEEP, THROW, SWAP_ALL, PUSH, END_TURN, NEW_TABLE, SWIM_ON, DROP_OUT)
    by_text: dict[str, KnackAction] = {a.to_text(): a for a in plain}
    by_text["close"] = ctx.close
    by_text.update({c: CallKnack(c) for c in _CALLS})
    for row in rows:
        for swap in row:
            if swap is not None:
                by_text[swap.to_text()] = swap
    ctx.by_text = by_text
    ctx.ids = ids = rules.variant.rule_ids
    # The rule a shown hand's value rests on, by its kind: three aces K8/O9, three of a kind K7/O8, a Knack O7 in
    # the Oberlausitz (an ace-flush is 31 by O7, not by adding up), else the hand value K6/O6.
    ctx.kinds = score_table(rules).kind
    ctx.card_points = [0] * 128
    for card in cards:
        ctx.card_points[card] = card_points(card, rules)
    by_kind = {"feuer": ids["top"], "superknack": ids["top"], "three_of_a_kind": ids["triple"]}
    if lausitz:
        by_kind["knack"] = ids["ace_flush"]
    ctx.show_ids = {kind: by_kind.get(kind, ids["value"]) for kind in ("suit_sum", "same_rank_sum", "knack", *by_kind)}
    return ctx


def _as_event(record: Any, ctx: _Context) -> Event:
    """History records are Events, or ``(player, action)`` pairs for the frequent moves (cheap to store)."""
    if type(record) is Event:
        return record
    player, action = record
    if type(action) is Swap:
        return Event("knack_swap", player, (("give", action.give), ("take", action.take)), "K10")
    if type(action) is Push:
        return Event("knack_push", player, (), "K11")
    lausitz = action.word == "zumachen"
    return Event("knack_close_lausitz" if lausitz else "knack_close", player, (), "O5" if lausitz else "K13")
