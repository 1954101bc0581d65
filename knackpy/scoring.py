"""Hand values: card points (K2, O1, C2) and the value of a hand (K6-K8, O6-O9, C2).

Two paths share one definition of the rules:

* :func:`hand_value` builds a rich :class:`HandValue` with the kind of hand and
  a German and English explanation that cites the rule IDs;
* :func:`score_table` gives, per ruleset, a lookup table from every ordered
  3-card hand to its points and kind, for the engine, bots and simulations
  (the hot path: one dict lookup per hand).

>>> from knackpy import rules, parse_cards
>>> v = hand_value(parse_cards("A♥ K♥ 7♥"), rules("knack"))
>>> v.points, v.kind
(28, 'suit_sum')
>>> v.explain("de")
'A♥ K♥ 7♥: alle drei Karten sind Herz, 11+10+7 = 28 (K6)'
>>> hand_value(parse_cards("8♠ 8♥ 8♣"), rules("knack")).points
30.5
"""

from __future__ import annotations

import itertools
from dataclasses import FrozenInstanceError, dataclass
from functools import cache
from typing import Any

from . import i18n, variants
from .cards import Card, format_cards, label_params, parse_cards
from .errors import KnackpyError
from .rules import Rules, as_rules

__all__ = [
    "HandValue",
    "hand_value",
    "card_points",
    "score_table",
    "ScoreTable",
    "format_points",
    "KINDS",
]

THREE_OF_A_KIND = 30.5

# kind key -> rule IDs it rests on, per family of rules
KINDS = ("suit_sum", "same_rank_sum", "three_of_a_kind", "knack", "feuer", "superknack", "total")


def _as_rules(value: object) -> Rules:
    """A ruleset name works wherever a rules object does (``hand_value("A♥ K♥ 7♥", "knack")``)."""
    return as_rules(value, not_rules="scoring.not_rules")


def card_points(card: Card, rules: Rules) -> int:
    """Points of one card: K2/O1 (ace 11, pictures 10) or C2 (ace 1, pictures 10).

    >>> from knackpy import rules, parse_cards
    >>> card_points(parse_cards("A♠")[0], rules("knack")), card_points(parse_cards("A♠")[0], rules("charakir"))
    (11, 1)
    """
    if rules.__class__ is not Rules:
        rules = _as_rules(rules)
    order = card & 15
    return rules.variant.ace_points if order == 14 else min(order, 10)


def format_points(points: float) -> str:
    """``30.5`` prints as ``30½``; whole numbers without decimals."""
    if points == THREE_OF_A_KIND:
        return "30½"
    return str(int(points)) if float(points).is_integer() else str(points)


class HandValue:
    """The value of a hand and why.

    ``points`` is an ``int``, or ``30.5`` for three of a kind.  ``kind`` is one
    of :data:`KINDS`; ``counted`` are the cards that add up; ``rule_ids`` the
    rules applied.  :meth:`explain` says it in German or English.

    :func:`hand_value` fills in ``points`` and ``kind`` at once (a table lookup)
    and works out ``counted``, ``rule_ids`` and the explanation only when one of
    them is read first: most callers (engine, bots, simulations) want the points.
    The object is immutable and compares, hashes and prints as a frozen
    dataclass of all seven fields would.
    """

    __slots__ = ("points", "kind", "cards", "game", "_details", "_flags", "shown_as_33")
    __match_args__ = ("points", "kind", "cards", "counted", "rule_ids", "game", "_card_points")  # as the dataclass had

    points: int | float
    kind: str
    cards: tuple[Card, ...]
    game: str
    _details: tuple | None  # (counted, rule_ids, card points), worked out on first use
    _flags: tuple[bool, bool] | None  # (same_rank_adds, knack_is_ace_flush) until the details are worked out
    shown_as_33: bool

    def __init__(
        self,
        points: int | float,
        kind: str,
        cards: tuple[Card, ...],
        counted: tuple[Card, ...],
        rule_ids: tuple[str, ...],
        game: str,
        _card_points: tuple[int, ...],
        shown_as_33: bool = True,
    ) -> None:
        _SET_POINTS(self, points)
        _SET_KIND(self, kind)
        _SET_CARDS(self, cards)
        _SET_GAME(self, game)
        _SET_DETAILS(self, (counted, rule_ids, _card_points))
        _SET_FLAGS(self, None)
        _SET_SHOWN(self, shown_as_33)  # K8 option feuer_shown_as_33: off, Feuer is told without a number

    def _resolved(self) -> tuple:
        """``(counted, rule_ids, card points)``, worked out on first use from the cards and the flags."""
        details = self._details
        if details is None:
            assert self._flags is not None  # set whenever the details are left for later
            details = _knack_parts(self.cards, self.game, *self._flags)[2:]
            _SET_DETAILS(self, details)
        return details

    @property
    def counted(self) -> tuple[Card, ...]:
        return self._resolved()[0]

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return self._resolved()[1]

    @property
    def _card_points(self) -> tuple[int, ...]:
        return self._resolved()[2]

    def _fields(self) -> tuple:
        return (
            self.points,
            self.kind,
            self.cards,
            *self._resolved()[:2],
            self.game,
            self._resolved()[2],
            self.shown_as_33,
        )

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        values = self._fields()
        names = ("points", "kind", "cards", "counted", "rule_ids", "game", "_card_points", "shown_as_33")
        return f"{type(self).__qualname__}(" + ", ".join(f"{n}={v!r}" for n, v in zip(names, values, strict=True)) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return (HandValue, self._fields())

    def explain(self, lang: str = "de") -> str:
        """One sentence: the cards, what counts, the sum, the rule IDs."""
        counted, rule_ids, card_points = self._resolved()
        if not self.cards:
            return i18n.text("scoring.empty", lang, ids=", ".join(rule_ids))
        hand = format_cards(self.cards, lang, short=True)
        summands = "+".join(str(p) for p in card_points)
        ids = ", ".join(rule_ids)
        params = {"hand": hand, "sum": summands, "points": format_points(self.points), "ids": ids}
        if self.kind in ("suit_sum", "knack") and counted:
            suit = counted[0].suit.name(lang)
            params["suit"] = suit
            if self.kind == "knack" and "O7" in rule_ids:
                return i18n.text("scoring.ace_flush", lang, **params)
            if len(counted) == 3:
                return i18n.text("scoring.flush", lang, **params)
            if len(counted) == 2:
                return i18n.text("scoring.two_of_suit", lang, **params)
            return i18n.text("scoring.all_different", lang, **params)
        if self.kind == "same_rank_sum":
            params["rank"] = counted[0].rank.name(lang)
            return i18n.text("scoring.same_rank", lang, **params)
        if self.kind == "feuer" and not self.shown_as_33:
            return i18n.text("scoring.feuer_plain", lang, **params)
        return i18n.text(f"scoring.{self.kind}", lang, **params)

    def __str__(self) -> str:
        return self.explain("de")


# HandValue refuses attribute assignment, so it fills its slots through their descriptors (C speed).
_SLOTS = tuple(getattr(HandValue, name).__set__ for name in HandValue.__slots__)
_SET_POINTS, _SET_KIND, _SET_CARDS, _SET_GAME, _SET_DETAILS, _SET_FLAGS, _SET_SHOWN = _SLOTS
_new_object = object.__new__


def _check_cards(cards: object, rules: Rules) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = parse_cards(cards, rules)
    try:
        hand: tuple[Any, ...] = tuple(cards)  # type: ignore[arg-type]  # not iterable: the TypeError says so
    except TypeError:
        raise KnackpyError("scoring.not_cards", value=repr(cards)[:60]) from None
    for c in hand:
        if not isinstance(c, Card):
            raise KnackpyError("scoring.not_cards", value=repr(c)[:60])
        if c not in rules.deck:
            raise KnackpyError(
                "scoring.wrong_deck",
                **label_params("card", c),
                deck=rules.deck.name_after_article("de"),
                deck_en=rules.deck.name_after_article("en"),
            )
    if len(set(hand)) != len(hand):
        raise KnackpyError("scoring.twice", **label_params("hand", hand))
    if rules.variant.has_table and len(hand) != 3:
        raise KnackpyError("scoring.three_cards", count=len(hand))
    return hand


def hand_value(cards: Any, rules: Rules) -> HandValue:  # any input: a wrong one gets a clear error
    """The value of a hand under ``rules``, with its explanation.

    ``cards`` is a sequence of cards or a text for :func:`~knackpy.parse_cards`.
    Knack hands have exactly three cards; Charakir hands any number (0 too).
    A Knack hand's points and kind come from :func:`score_table` (one lookup);
    which cards count, the rule IDs and the sentence follow when first read.
    """
    if rules.__class__ is not Rules:
        rules = _as_rules(rules)
    game = rules.game
    if rules.variant.hand_size is None:  # C2: every card counts
        hand = _check_cards(cards, rules)
        pts = tuple(card_points(c, rules) for c in hand)
        return HandValue(sum(pts), "total", hand, hand, ("C2",), game, pts)
    flags = (bool(rules.same_rank_adds), bool(rules.knack_is_ace_flush))
    table = _build_table(game, rules.deck.key, *flags)
    if cards.__class__ is str:
        cards = parse_cards(cards, rules)
    try:
        hand = tuple(cards)
    except TypeError:
        hand, points = cards, None  # not a sequence: _check_cards says so
    else:
        try:
            points = table.points[hand]  # every three different cards of the deck, in any order, are a key
        except (TypeError, KeyError):
            points = None
    if points is None or not (hand[0].__class__ is hand[1].__class__ is hand[2].__class__ is Card):
        hand = _check_cards(hand, rules)  # says what is wrong (a plain int equal to a card lands here too)
        value = _knack_value(hand, game, *flags)
    else:
        value = _new_object(HandValue)
        _SET_POINTS(value, points)
        _SET_KIND(value, table.kind[hand])
        _SET_CARDS(value, hand)
        _SET_GAME(value, game)
        _SET_DETAILS(value, None)
        _SET_FLAGS(value, flags)
        _SET_SHOWN(value, True)
    if value.kind == "feuer" and rules.feuer_shown_as_33 is False:
        _SET_SHOWN(value, False)  # a fresh object nobody holds yet
    return value


def _knack_value(hand: tuple[Card, ...], game: str, same_rank_adds: bool, ace_flush: bool) -> HandValue:
    """K6-K8 for ``knack``; O6-O9 for ``knack_oberlausitz`` (with its two reading flags)."""
    points, kind, counted, ids, card_points = _knack_parts(hand, game, same_rank_adds, ace_flush)
    return HandValue(points, kind, hand, counted, ids, game, card_points)


def _knack_parts(hand: tuple[Card, ...], game: str, same_rank_adds: bool, ace_flush: bool) -> tuple:
    """``(points, kind, counted, rule_ids, card points of counted)`` of a 3-card hand: the one definition."""
    lausitz = variants.named(game).has_coins  # the Oberlausitz values (O6-O9)
    points_of = {c: (11 if (c & 15) == 14 else min(c & 15, 10)) for c in hand}

    def value(points: int | float, kind: str, counted: tuple[Card, ...], ids: tuple[str, ...]) -> tuple:
        return points, kind, counted, ids, tuple(points_of[c] for c in counted)

    orders = {c & 15 for c in hand}
    if orders == {14}:  # three aces
        return value(33, "superknack" if lausitz else "feuer", hand, ("O9",) if lausitz else ("K8",))
    if len(orders) == 1:
        return value(THREE_OF_A_KIND, "three_of_a_kind", hand, ("O8",) if lausitz else ("K7",))
    groups: list[tuple[Card, ...]] = []
    for suit in sorted({c >> 4 for c in hand}):
        groups.append(tuple(c for c in hand if c >> 4 == suit))
    suit_rule = "O6" if lausitz else "K6"
    if lausitz and ace_flush and len(groups) == 1 and 14 in orders:
        return value(31, "knack", hand, ("O7",))
    best = max(groups, key=lambda g: (sum(points_of[c] for c in g), len(g)))
    best_points = sum(points_of[c] for c in best)
    if lausitz and same_rank_adds:
        for order in sorted(orders):
            same = tuple(c for c in hand if c & 15 == order)
            pts = sum(points_of[c] for c in same)
            if len(same) == 2 and pts > best_points:
                return value(pts, "same_rank_sum", same, ("O6",))
    kind = "knack" if best_points == 31 else "suit_sum"
    ids = (
        (suit_rule, "O7") if (kind == "knack" and lausitz) else (suit_rule, "K14") if kind == "knack" else (suit_rule,)
    )
    return value(best_points, kind, best, ids)


@dataclass(frozen=True, slots=True)
class ScoreTable:
    """Lookup tables for every ordered 3-card hand of a ruleset's deck.

    ``points[(a, b, c)]`` is the hand's points (``30.5`` for three of a kind);
    ``kind[(a, b, c)]`` its kind.  Any order of the three cards is a key.
    """

    points: dict[tuple[Card, ...], int | float]  # hands are tuples of three cards
    kind: dict[tuple[Card, ...], str]


def score_table(rules: Rules) -> ScoreTable:
    """The (cached) lookup table for a Knack ruleset; built once per deck and flag set."""
    if rules.__class__ is not Rules:
        rules = _as_rules(rules)
    if not rules.variant.has_table:
        raise KnackpyError("scoring.no_table", game=rules.game)
    return _build_table(rules.game, rules.deck.key, bool(rules.same_rank_adds), bool(rules.knack_is_ace_flush))


@cache
def _build_table(game: str, deck_key: str, same_rank_adds: bool, ace_flush: bool) -> ScoreTable:
    from .cards import deck

    points: dict = {}
    kinds: dict = {}
    for combo in itertools.combinations(deck(deck_key).cards, 3):
        value, kind = _knack_parts(combo, game, same_rank_adds, ace_flush)[:2]
        for perm in itertools.permutations(combo):
            points[perm] = value
            kinds[perm] = kind
    return ScoreTable(points, kinds)


i18n.catalogue(
    {
        "scoring.empty": ("keine Karten auf der Hand: 0 Punkte ({ids})", "no cards in hand: 0 points ({ids})"),
        "scoring.flush": (
            "{hand}: alle drei Karten sind {suit}, {sum} = {points} ({ids})",
            "{hand}: all three cards are {suit}, {sum} = {points} ({ids})",
        ),
        "scoring.two_of_suit": (
            "{hand}: nur {suit} zählt, {sum} = {points} ({ids})",
            "{hand}: only {suit} count, {sum} = {points} ({ids})",
        ),
        "scoring.all_different": (
            "{hand}: drei verschiedene Farben, nur die beste Karte zählt: {points} ({ids})",
            "{hand}: three different suits, only the best card counts: {points} ({ids})",
        ),
        "scoring.same_rank": (
            "{hand}: zwei Karten vom Rang {rank} zählen zusammen, {sum} = {points} ({ids})",
            "{hand}: two cards of rank {rank} add up, {sum} = {points} ({ids})",
        ),
        "scoring.ace_flush": (
            "{hand}: drei Karten in {suit} mit einem Ass sind ein Knack und zählen {points} ({ids})",
            "{hand}: three {suit} including an ace make a Knack, worth {points} ({ids})",
        ),
        "scoring.knack": (
            "{hand}: {sum} = 31, das ist ein Knack ({ids})",
            "{hand}: {sum} = 31, that is a Knack ({ids})",
        ),
        "scoring.three_of_a_kind": (
            "{hand}: drei Gleiche zählen immer 30½ ({ids})",
            "{hand}: three of a kind are always worth 30½ ({ids})",
        ),
        "scoring.feuer": (
            "{hand}: drei Asse sind Feuer, der höchste Wert: 33 ({ids})",
            "{hand}: three aces are Feuer (fire), the top value: 33 ({ids})",
        ),
        "scoring.feuer_plain": (
            "{hand}: drei Asse sind Feuer und schlagen jede andere Hand ({ids})",
            "{hand}: three aces are Feuer (fire) and beat every other hand ({ids})",
        ),
        "scoring.superknack": (
            "{hand}: drei Asse sind ein Superknack, der höchste Wert: 33 ({ids})",
            "{hand}: three aces are a Superknack, the top value: 33 ({ids})",
        ),
        "scoring.total": (
            "{hand}: {sum} = {points} Punkte ({ids})",
            "{hand}: {sum} = {points} points ({ids})",
        ),
        "scoring.not_cards": (
            "Erwartet werden Karten (oder ein Text wie 'A♥ K♥ 7♥'), nicht {value}",
            "Expected cards (or a text such as 'A♥ K♥ 7♥'), not {value}",
        ),
        "scoring.not_rules": (
            "Erwartet wird ein Regelwerk: sein Name wie 'knack' oder knackpy.rules(...), nicht {value}",
            "Expected a ruleset: its name such as 'knack' or knackpy.rules(...), not {value}",
        ),
        "scoring.wrong_deck": (
            "{card} gehört nicht zum {deck}",
            "{card_en} is not part of the {deck_en}",
        ),
        "scoring.twice": (
            "{hand}: eine Karte steht doppelt in der Hand",
            "{hand_en}: a card appears twice in the hand",
        ),
        "scoring.three_cards": (
            "Eine Knack-Hand hat genau drei Karten, nicht {count}",
            "A Knack hand has exactly three cards, not {count}",
        ),
        "scoring.no_table": (
            "Für {game} gibt es keine Tabelle der Drei-Karten-Hände",
            "There is no table of three-card hands for {game}",
        ),
    }
)
