"""The Knack engine: ``knack`` ("31", source 000) and ``knack_oberlausitz`` (source 001) in one.

Both rulesets run on :class:`KnackGame`; they differ only by the rules object
(deck, lives or coins, who gets the two hands, the reading flags).

A round, step by step
---------------------
1. **Deal** (K4, O4).  One card at a time, clockwise, starting with the player
   left of the dealer and ending with the dealer.  The *double seat* (the
   dealer in ``knack``, the chooser left of the dealer in ``knack_oberlausitz``)
   gets one card for each of his two hands per circle: first for the hand he
   will look at, then for the other.  The rest is the pile; its top is the next
   card of the order.  :func:`stack_deck` builds such an order for lessons.
2. **Choice** (K5, O4): the double seat looks at his first hand and plays
   :class:`Keep` or :class:`Throw`.  The face-up hand is the table (Stock).
   A Knack or Feuer on the deal ends the round after the choice (K15).
3. **Turns** (K9-K14, K19, O5): clockwise from the player left of the
   dealer (``knack``) or left of the chooser (Oberlausitz): :class:`Swap`,
   :class:`SwapAll`, :class:`Push`, :class:`Close`, :class:`CallKnack`,
   :class:`NewTable`.  A swap that makes a call-worthy hand leaves the mover
   to choose between :class:`CallKnack` and :class:`EndTurn` (forgetting).
4. **Scoring** (K16-K18, O9-O13): lives or coins change, the deal moves one
   seat clockwise, the next round is dealt at once.  The game ends when one
   player is left.

>>> from knackpy import rules
>>> r = rules("knack")
>>> order = stack_deck(r, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
...                    dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"))
>>> game = KnackGame.start(r, players=3, seed=1, deck_order=order, first_dealer=0)
>>> game.legal_actions()
(Keep(), Throw())
>>> game = game.apply("behalten")
>>> game.table, game.to_move
((Card('Karo-Ass'), Card('Karo-König'), Card('Karo-9')), 1)
>>> game = game.apply("tausche 7♠ gegen A♦")
>>> game.history_text("en")[-1]
'Ben swaps 7 of spades for ace of diamonds (K10)'

Readings
--------
Where RULES.md is silent, the engine reads the rules as follows.

- The double seat looks at the first of his two hands (to him they are alike).
- A Knack or Feuer on the deal (K15) is shown by the engine, nobody has to call
  it.  Before the choice the history only says who holds it; the cards are shown
  after the choice, so the chooser cannot use them (E5).  In the Oberlausitz a Superknack on the deal always ends the game; a Knack
  only with ``announce_knack`` (without it, play goes on).
- Forgetting (K14, O10, O11): a player forgets when he ends a turn holding a
  call-worthy hand (31 or Feuer in ``knack``; Superknack, and Knack with
  ``announce_knack``, in the Oberlausitz).  It is found out at scoring if he
  still holds such a hand; a new swap gives a fresh chance (the engine's own
  reading, option ``forgotten_cleared_by_swap``; off, a forgotten call stays
  forgotten whatever he holds at scoring), a later call does not undo it (the
  Oberlausitz text: announcing late loses).  Several
  forgetters all lose.  A forgotten Feuer counts like a forgotten Knack.
  After a Feuer or Superknack call nobody counts the hands, so no one is found out.
- Between a swap and the call the others only see that it is still the
  mover's turn; ending the turn leaves no public event.
- Without ``announce_knack`` a Knack is never called (close instead); only a
  Superknack is.
- K12: all players still in must push in a row; no renewal once someone has
  closed.  A 7-8-9 demand (K19) resets that count, is not a turn, may be
  repeated while the new table shows 7-8-9, and needs three pile cards; it
  changes no hand, so a forgotten call stays forgotten.
- K17: the tie for the loser is drawn first, then the tie for the round's
  winner.  At scoring the table counts as out of play; every drawn card is
  laid out of play; an empty pile is refilled by shuffling those cards
  (seeded).  If 100 circles decide nothing, the tied player nearest the
  dealer's left is chosen.  In the Oberlausitz nobody draws (O12).
- K8: with ``feuer_ends_round`` (default) Feuer is called and ends the round at
  once; off, three aces are not called and win at scoring (on the deal they
  still end the round, K15).
- O13: a blank player always swims; a swimmer who must pay (O9, O10, O12) is
  out.  With ``blank_may_drop_out`` a player who has just gone blank decides
  (phase ``"swim"``: :class:`Swim` or :class:`DropOut`) before the next game.
- If one round puts every remaining player out at once, those players share
  the win (and the pot; odd coins go to the first of them from the dealer's left).
- E4 counts completed turns (swap, push, close); at the cap the round is
  scored as if closed.
"""

from __future__ import annotations

import functools
import operator
import types
from dataclasses import dataclass, field, fields
from functools import cache
from typing import Any, ClassVar, NamedTuple

from .. import i18n
from ..cards import Card, format_cards, parse_cards
from ..errors import IllegalActionError, KnackpyError, ParseError, summarize
from ..rules import Rules
from ..scoring import HandValue, card_points, format_points, hand_value, score_table
from . import core
from .core import Action, Event, Game, Outcome, View, make_view

__all__ = [
    "KnackGame",
    "KnackAction",
    "Keep",
    "Throw",
    "Swap",
    "SwapAll",
    "Push",
    "Close",
    "CallKnack",
    "EndTurn",
    "NewTable",
    "Swim",
    "DropOut",
    "RoundResult",
    "stack_deck",
    "setup_game",
    "parse_action",
    "PHASES",
]

PHASES = ("choose", "turn", "call", "over", "swim")
CHOOSE, TURN, CALL, OVER, SWIM = range(5)

_STICH_CIRCLES = 100  # K17 reading: after this many undecided circles the seat order decides


# --- actions -----------------------------------------------------------------------------------------------------

_INTERNED: dict[tuple, KnackAction] = {}


def _intern(cls: type, **values: Any) -> KnackAction:
    """The one instance of ``cls`` with these field values (actions compare by identity: fast ``in``)."""
    key = (cls, *values.values())
    found = _INTERNED.get(key)
    if found is None:
        found = object.__new__(cls)
        for name, value in values.items():
            object.__setattr__(found, name, value)
        _INTERNED[key] = found
    return found


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

    def __reduce__(self):
        return (type(self), tuple(getattr(self, f.name) for f in fields(self)))

    def __copy__(self) -> KnackAction:
        return self

    def __deepcopy__(self, memo: object) -> KnackAction:
        return self

    def label(self, lang: str = "de") -> str:
        return i18n.text(f"knack.action.{self._key}", lang)

    def to_text(self) -> str:
        return self._text

    _key: ClassVar[str] = ""
    _text: ClassVar[str] = ""


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Keep(KnackAction):
    """K5/O4: keep the hand looked at; the unseen other hand goes face up to the table."""

    _key: ClassVar[str] = "keep"
    _text: ClassVar[str] = "keep"

    def __new__(cls) -> Keep:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Throw(KnackAction):
    """K5/O4: lay the hand looked at face up on the table and take the other one blind."""

    _key: ClassVar[str] = "throw"
    _text: ClassVar[str] = "throw"

    def __new__(cls) -> Throw:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Swap(KnackAction):
    """K10: give one hand card (``give``) for one table card (``take``)."""

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

    _key: ClassVar[str] = "swap_all"
    _text: ClassVar[str] = "swap all"

    def __new__(cls) -> SwapAll:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Push(KnackAction):
    """K11: schieben, the turn passes (K12: a full circle of pushes renews the table)."""

    _key: ClassVar[str] = "push"
    _text: ClassVar[str] = "push"

    def __new__(cls) -> Push:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Close(KnackAction):
    """K13/O5: close the round; everyone else moves once more.

    ``word`` is what the source calls it: ``"passen"`` in ``knack``, ``"zumachen"``
    in the Oberlausitz.  Either is accepted in both games.
    """

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

    _key: ClassVar[str] = "end_turn"
    _text: ClassVar[str] = "end"

    def __new__(cls) -> EndTurn:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class NewTable(KnackAction):
    """K19 (option ``seven_eight_nine``): with 7, 8 and 9 on the table, demand three new table cards."""

    _key: ClassVar[str] = "new_table"
    _text: ClassVar[str] = "new table"

    def __new__(cls) -> NewTable:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Swim(KnackAction):
    """O13 (option ``blank_may_drop_out``): a player who has just gone blank plays on without coins."""

    _key: ClassVar[str] = "swim"
    _text: ClassVar[str] = "swim"

    def __new__(cls) -> Swim:
        return _intern(cls)


@dataclass(frozen=True, slots=True, eq=False, init=False)
class DropOut(KnackAction):
    """O13 (option ``blank_may_drop_out``): a player who has just gone blank leaves the game instead of swimming."""

    _key: ClassVar[str] = "drop_out"
    _text: ClassVar[str] = "drop out"

    def __new__(cls) -> DropOut:
        return _intern(cls)


KEEP, THROW, SWAP_ALL, PUSH, END_TURN, NEW_TABLE = Keep(), Throw(), SwapAll(), Push(), EndTurn(), NewTable()
SWIM_ON, DROP_OUT = Swim(), DropOut()
_ACTION_CLASSES = frozenset({Keep, Throw, Swap, SwapAll, Push, Close, CallKnack, EndTurn, NewTable, Swim, DropOut})


# --- per-ruleset constants -------------------------------------------------------------------------------------


class _Context:
    """Everything derived from the rules once: score table, rule IDs, interned actions."""

    __slots__ = (
        "rules",
        "lausitz",
        "points",
        "call_min",
        "call_points",
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
        "game",
        "stake_key",
        "as_event",
    )


@cache
def _context(rules: Rules) -> _Context:
    ctx = _Context()
    lausitz = rules.game == "knack_oberlausitz"
    ctx.rules = rules
    ctx.lausitz = lausitz
    ctx.game = rules.game
    ctx.stake_key = "coins" if lausitz else "lives"
    ctx.as_event = functools.partial(_as_event, ctx=ctx)
    ctx.points = score_table(rules).points
    # Call-worthy hands: 31 and 33 in knack (K14, K8); Superknack always, Knack with announce_knack (O9, O10).
    ctx.call_min = 33 if lausitz and not rules.announce_knack else 31
    # K8 reading: with feuer_ends_round off, three aces are not called; they win at scoring (a hand of 31 still is)
    feuer_called = lausitz or rules.feuer_ends_round
    ctx.call_points = frozenset(p for p in (31, 33) if p >= ctx.call_min and (p == 31 or feuer_called))
    ctx.clear_forgotten = lausitz or rules.forgotten_cleared_by_swap  # K14 reading: a new swap, a fresh chance
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
    ctx.call_phase = {31: (ctx.calls[31], END_TURN), 33: (ctx.calls[33], END_TURN)}
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
    ctx.ids = (
        {"choose": "O4", "close": "O5", "call": "O10", "top": "O9", "show": "O6", "lose": "O12", "swap": "K10"}
        if lausitz
        else {"choose": "K5", "close": "K13", "call": "K14", "top": "K8", "show": "K6", "lose": "K16", "swap": "K10"}
    )
    return ctx


# --- round records -----------------------------------------------------------------------------------------------


class _Round:
    """What stays fixed during one round, plus the standings it started with."""

    __slots__ = (
        "number",
        "dealer",
        "chooser",
        "seats",
        "next_seat",
        "first_mover",
        "cards",
        "double_hands",
        "deal_callers",
        "stakes",
        "alive",
        "pot",
        "results",
        "results_view",  # the views' lazy sequence of ``results``, shared by every view of the round
    )

    def replace(self, **changes: Any) -> _Round:
        new = _Round()
        for name in _Round.__slots__:
            setattr(new, name, changes.get(name, getattr(self, name)))
        new.results_view = core.LazyHistory(new.results)
        return new


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How one round was scored: hands, values, who lost and why, lives or coins after.

    ``ended`` is ``"call"``, ``"deal_call"``, ``"closed"``, ``"stock_empty"`` or
    ``"turn_cap"``; ``why`` is ``"lowest"``, ``"lowest_stich"``, ``"forgot"``,
    ``"feuer"`` or ``"superknack"``.  ``before``/``after`` are lives (``knack``) or
    coins (Oberlausitz).  :meth:`explain` tells it in German or English.
    """

    number: int
    ruleset: str
    names: tuple[str, ...]
    dealer: int
    chooser: int
    ended: str
    ender: int | None
    hands: tuple[tuple[Card, ...], ...]
    points: tuple[int | float | None, ...]
    why: str
    losers: tuple[int, ...]
    winners: tuple[int, ...]
    forgetters: tuple[int, ...]
    draws: tuple[tuple[int, Card], ...]
    rule_ids: tuple[str, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]
    out: tuple[int, ...]
    pot: int
    rules: Rules = field(repr=False, compare=False)

    def values(self) -> tuple[HandValue | None, ...]:
        """The rich hand value of every player in the round (``None`` for players already out)."""
        return tuple(hand_value(h, self.rules) if h else None for h in self.hands)

    def explain(self, lang: str = "de") -> list[str]:
        """The round in sentences: how it ended, every hand's value, the verdict, the standings."""
        lausitz = self.ruleset == "knack_oberlausitz"
        names = self.names

        def who(players: tuple[int, ...]) -> str:
            return ", ".join(names[p] for p in players)

        ender = names[self.ender] if self.ender is not None else ""
        ended_key = "closed_lausitz" if (self.ended == "closed" and lausitz) else self.ended
        call = _call_word(self.points[self.ender], lausitz) if self.ender is not None and self.ended == "call" else ""
        threshold = 33 if (lausitz and not self.rules.announce_knack) else 31
        callers = tuple(p for p, pts in enumerate(self.points) if pts is not None and pts >= threshold)
        lines = [
            i18n.text(
                "knack.result.head",
                lang,
                round=self.number,
                ended=i18n.text(f"knack.result.ended.{ended_key}", lang, player=ender, call=call, players=who(callers)),
            )
        ]
        for player, value in enumerate(self.values()):
            if value is not None:
                lines.append(f"{names[player]}: {value.explain(lang)}")
        low = min((p for p in self.points if p is not None), default=0)
        why_key = f"{self.why}_lausitz" if (lausitz and self.why in ("lowest", "forgot")) else self.why
        if len(self.losers) > 1 and why_key in _MANY_LOSERS:  # the verb agrees: "hat ... zahlt" or "haben ... zahlen"
            why_key += "_many"
        holder = self.winners[0] if self.winners else 0
        lines.append(
            i18n.text(
                f"knack.result.why.{why_key}",
                lang,
                players=who(self.losers),
                points=format_points(low),
                player=names[holder],
            )
        )
        if self.draws:
            drawn = ", ".join(f"{names[p]} {c.name(lang)} ({card_points(c, self.rules)})" for p, c in self.draws)
            lines.append(i18n.text("knack.result.draws", lang, draws=drawn))
        if self.winners:
            lines.append(i18n.text("knack.result.winners", lang, players=who(self.winners)))
        after = ", ".join(f"{names[p]} {self.after[p]}" for p in range(len(names)) if self.hands[p] or p in self.out)
        key = "knack.result.coins" if lausitz else "knack.result.lives"
        lines.append(i18n.text(key, lang, standings=after, pot=self.pot, ids=", ".join(self.rule_ids)))
        return lines

    def text(self, lang: str = "de") -> str:
        return "\n".join(self.explain(lang))

    def __str__(self) -> str:
        return self.text("de")


_MANY_LOSERS = frozenset({"lowest_lausitz", "forgot", "forgot_lausitz"})


def _call_word(points: int | float | None, lausitz: bool) -> str:
    return {31: "Knack!", 33: "Superknack!" if lausitz else "Feuer!"}.get(points, "")  # type: ignore[arg-type]


# --- the game ------------------------------------------------------------------------------------------------------


class _Either:
    """A method that works on the class (cards read without a deck) and on a game (its deck and hand)."""

    def __init__(self, func: Any) -> None:
        self.func = func
        self.__doc__ = func.__doc__

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        return types.MethodType(self.func, owner if obj is None else obj)


class KnackGame(Game):
    """A state of a Knack game (``knack`` or ``knack_oberlausitz``).  Immutable: :meth:`apply` returns the next one.

    Public read-only properties: ``phase`` (``"choose"``, ``"turn"``, ``"call"``,
    ``"over"``), ``to_move``, ``round_no``, ``dealer``, ``chooser``, ``hands``,
    ``table``, ``pile``, ``out_of_play``, ``closer``, ``turns``, ``lives`` /
    ``coins``, ``pot``, ``in_game``, ``swimming``, ``round_results``.
    """

    __slots__ = (
        "_ctx",
        "_rd",
        "_phase",
        "_to_move",
        "_hands",
        "_table",
        "_pile_pos",
        "_out",
        "_closer",
        "_turns",
        "_pushes",
        "_forgot",
        "_legal",
    )

    family: ClassVar[str] = "knack"
    action_types: ClassVar[tuple[type, ...]] = (KnackAction,)

    # --- creation --------------------------------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        rules: Rules,
        *,
        players: int,
        seed: int | None = None,
        names: Any = None,
        deck_order: Any = None,
        first_dealer: int | None = None,
    ) -> KnackGame:
        """A new game, dealt and waiting for the first choice (K4/K5, O4).

        ``deck_order`` (the whole deck, see :func:`stack_deck`) fixes the first
        round's cards; later rounds are shuffled from ``seed`` (E1).  Without
        ``first_dealer`` the first dealer is drawn from the seed.
        """
        if not isinstance(rules, Rules):
            raise KnackpyError("scoring.not_rules", value=summarize(rules))
        if not rules.is_knack:
            raise KnackpyError("knack.not_knack_rules", game=rules.game)
        n = core.check_players(rules, players)
        game = object.__new__(cls)
        game.rules = rules
        game.n_players = n
        game.names = core.check_names(names, n)
        game.seed = core.check_seed(seed)
        game.deck_order = core.check_deck_order(rules, deck_order)
        game.first_dealer = _check_seat(first_dealer, n, "engine.bad_dealer", allow_none=True)
        game._log = None
        game._events = None
        game._ctx = _context(rules)
        dealer = first_dealer if first_dealer is not None else _seeded_dealer(game.seed, n)
        stake = rules.coins if game._ctx.lausitz else rules.lives
        return _deal_round(game, 1, dealer, (stake,) * n, (True,) * n, 0, None, [])

    def _copy(self) -> KnackGame:
        """The explicit field copy the next state is built from (cheaper than walking the MRO)."""
        new = _new_game(KnackGame)
        new.rules = self.rules
        new.n_players = self.n_players
        new.seed = self.seed
        new.names = self.names
        new.deck_order = self.deck_order
        new.first_dealer = self.first_dealer
        new._log = self._log
        new._events = self._events
        new._ctx = self._ctx
        new._rd = self._rd
        new._phase = self._phase
        new._to_move = self._to_move
        new._hands = self._hands
        new._table = self._table
        new._pile_pos = self._pile_pos
        new._out = self._out
        new._closer = self._closer
        new._turns = self._turns
        new._pushes = self._pushes
        new._forgot = self._forgot
        new._legal = None
        return new

    # --- legality (E2) ---------------------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[KnackAction, ...]:
        """The legal actions of the player to move, in a stable order; ``()`` once the game is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self._phase](self)
        return legal

    def apply(self, action: object) -> KnackGame:
        """The state after ``action`` (an action or its text); illegal ones raise and change nothing (E2)."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if type(action) in _ACTION_CLASSES and action in legal:
            return _HANDLERS[type(action)](self, action)
        return self._do(self.check(action))

    def _do(self, action: KnackAction) -> KnackGame:
        return _HANDLERS[type(action)](self, action)

    def _check(self, action: KnackAction) -> KnackAction:
        legal = self.legal_actions()
        if action in legal:
            return action
        for candidate in legal:  # the same move in the other word: Close("zumachen") in knack, "Feuer!" for a Knack
            if type(candidate) is type(action) and type(action) in (Close, CallKnack):
                return candidate
        self._raise_why(action)
        raise AssertionError("unreachable")  # pragma: no cover

    def _raise_why(self, action: KnackAction) -> None:
        """Raise the specific reason why ``action`` is illegal now, naming the rule."""
        ctx, ids = self._ctx, self._ctx.ids
        player = self.names[self._to_move]
        if self._phase == CHOOSE:
            raise IllegalActionError("knack.illegal.choose_first", rule=ids["choose"], player=player)
        if self._phase == SWIM:
            raise IllegalActionError("knack.illegal.swim_first", rule="O13", player=player)
        if isinstance(action, Swim | DropOut):
            raise IllegalActionError("knack.illegal.no_swim_choice", rule="O13")
        if isinstance(action, Keep | Throw):
            raise IllegalActionError("knack.illegal.choice_made", rule=ids["choose"], player=player)
        hand = self._hands[self._to_move]
        points = ctx.points[hand]
        if self._phase == CALL:
            call = ctx.calls[points].label("de")
            raise IllegalActionError(
                "knack.illegal.call_or_end",
                rule=self._call_rule(points),
                player=player,
                points=format_points(points),
                call=call,
            )
        if isinstance(action, EndTurn):
            raise IllegalActionError("knack.illegal.end_turn", rule=ids["call"])
        if isinstance(action, Swap):
            if action.give not in hand:
                raise _card_error("knack.illegal.not_in_hand", ids["swap"], player, card=action.give, cards=hand)
            raise _card_error("knack.illegal.not_on_table", ids["swap"], player, card=action.take, cards=self._table)
        if isinstance(action, Close):
            closer = self.names[self._closer]
            raise IllegalActionError(f"knack.illegal.closed_already.{ctx.close.word}", rule=ids["close"], closer=closer)
        if isinstance(action, CallKnack):
            self._raise_no_call(player, hand, points)
        if isinstance(action, NewTable):
            self._raise_no_new_table()
        raise IllegalActionError(
            "knack.illegal.generic", rule="E2", legal=", ".join(a.to_text() for a in self.legal_actions())
        )

    def _raise_no_call(self, player: str, hand: tuple[Card, ...], points: int | float) -> None:
        if self._ctx.lausitz and points == 31:  # a Knack, but the table plays without announcing (O10 off)
            raise IllegalActionError("knack.illegal.knack_not_announced", rule="O10", player=player)
        value = hand_value(hand, self.rules)
        raise IllegalActionError(
            "knack.illegal.no_knack",
            rule=self._ctx.ids["call"],
            player=player,
            value=value.explain("de"),
            value_en=value.explain("en"),
        )

    def _raise_no_new_table(self) -> None:
        if not self._ctx.seven_eight_nine:
            raise IllegalActionError("knack.illegal.no_789_rule", rule="K19")
        if not _is_789(self._table):
            raise _card_error("knack.illegal.no_789", "K19", "", card=None, cards=self._table)
        raise IllegalActionError("knack.illegal.789_pile_short", rule="K19", count=len(self._rd.cards) - self._pile_pos)

    def _call_rule(self, points: int | float) -> str:
        if points == 33:
            return self._ctx.ids["top"]
        return self._ctx.ids["call"]

    def is_over(self) -> bool:
        return self._phase == OVER

    # --- building actions ------------------------------------------------------------------------------------------
    @_Either
    def parse_action(self_or_cls, text: object) -> KnackAction:
        """Read an action from text: the canonical :meth:`~KnackAction.to_text` or what a person types.

        German and English words (``tausche 7h gegen As``, ``swap 7h for As``,
        ``alle``/``all``, ``schieben``/``push``, ``zu``/``close``/``passen``,
        ``knack``, ``behalten``/``keep``, ``rauswerfen``/``throw``).  Called on a
        game, cards are read with its deck and call words fit the mover's hand.
        Raises :class:`~knackpy.errors.ParseError` for text that is no action.
        """
        return parse_action(text, self_or_cls if isinstance(self_or_cls, KnackGame) else None)

    @_Either
    def swap(self_or_cls, give: object, take: object) -> Swap:
        """The :class:`Swap` for two cards (cards or text such as ``"7h"``, ``"A♠"``, ``"E-U"``)."""
        rules = self_or_cls.rules if isinstance(self_or_cls, KnackGame) else None
        return Swap(_as_card(give, rules), _as_card(take, rules))

    def label(self, action: KnackAction, lang: str = "de") -> str:
        """The button text of ``action`` in ``lang`` (the same as ``action.label(lang)``)."""
        found = self.parse_action(action) if isinstance(action, str) else action
        if not isinstance(found, KnackAction):
            raise KnackpyError("engine.not_an_action", value=summarize(action))
        return found.label(lang)

    # --- state -----------------------------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASES[self._phase]

    @property
    def to_move(self) -> int | None:
        """The player whose action is expected; ``None`` when the game is over."""
        return None if self._phase == OVER else self._to_move

    @property
    def round_no(self) -> int:
        return self._rd.number

    @property
    def dealer(self) -> int:
        return self._rd.dealer

    @property
    def chooser(self) -> int:
        """The seat with two hands: the dealer (K5) or the player left of him (O4)."""
        return self._rd.chooser

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every player's hand (``()`` for players out, and for the chooser before his choice)."""
        return self._hands

    def hand(self, player: int) -> tuple[Card, ...]:
        return self._hands[_check_seat(player, self.n_players, "engine.bad_player")]

    @property
    def chooser_hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
        """Before the choice: (the hand the chooser looks at, the other one); afterwards ``None``."""
        return self._rd.double_hands if self._phase == CHOOSE else None

    @property
    def table(self) -> tuple[Card, ...]:
        return self._table

    @property
    def pile(self) -> tuple[Card, ...]:
        """The draw pile, top card first."""
        return self._rd.cards[self._pile_pos :]

    @property
    def out_of_play(self) -> tuple[Card, ...]:
        return self._out

    @property
    def closer(self) -> int | None:
        return None if self._closer < 0 else self._closer

    @property
    def turns(self) -> int:
        """Completed turns in this round (E4 counts them)."""
        return self._turns

    @property
    def forgotten(self) -> tuple[int, ...]:
        """Teacher's knowledge: players who ended a turn without calling their hand (K14, O10, O11)."""
        return tuple(p for p in range(self.n_players) if self._forgot >> p & 1)

    @property
    def lives(self) -> tuple[int, ...] | None:
        """K18: lives per player (``knack``), else ``None``."""
        return None if self._ctx.lausitz else self._rd.stakes

    @property
    def coins(self) -> tuple[int, ...] | None:
        """O3: coins per player beside the pot (Oberlausitz), else ``None``."""
        return self._rd.stakes if self._ctx.lausitz else None

    @property
    def pot(self) -> int:
        return self._rd.pot

    @property
    def in_game(self) -> tuple[bool, ...]:
        return self._rd.alive

    @property
    def swimming(self) -> tuple[bool, ...]:
        """O13: blank players still in the game."""
        rd = self._rd
        if not self._ctx.lausitz:  # nobody swims in `knack` (lives, not coins): the hot path of every view
            return (False,) * len(rd.alive)
        return tuple(alive and s == 0 for alive, s in zip(rd.alive, rd.stakes, strict=True))

    @property
    def round_results(self) -> tuple[RoundResult, ...]:
        """Every scored round so far, oldest first."""
        return core.unlink(self._rd.results)

    @property
    def history(self) -> tuple[Event, ...]:
        """The public events so far, oldest first (rendered from compact records)."""
        return tuple(_as_event(record, self._ctx) for record in core.unlink(self._events))

    def value(self, player: int) -> HandValue | None:
        """The rich value of a player's hand (``None`` if he holds none)."""
        hand = self.hand(player)
        return hand_value(hand, self.rules) if hand else None

    def standings(self) -> tuple[dict[str, Any], ...]:
        """Per player: name, lives or coins, still in, swimming."""
        key = "coins" if self._ctx.lausitz else "lives"
        swimming = self.swimming
        return tuple(
            {
                "player": p,
                "name": self.names[p],
                key: self._rd.stakes[p],
                "in_game": self._rd.alive[p],
                "swimming": swimming[p],
            }
            for p in range(self.n_players)
        )

    def card_places(self) -> dict[str, tuple[Card, ...]]:
        """E3: where every card is (``hand 0``..., ``chooser looks at``, ``chooser other``, ``table``, ``pile``, ``out of play``)."""
        places: dict[str, tuple[Card, ...]] = {f"hand {p}": self._hands[p] for p in range(self.n_players)}
        if self._phase == CHOOSE:
            places["chooser looks at"], places["chooser other"] = self._rd.double_hands
        places["table"] = self._table
        places["pile"] = self.pile
        places["out of play"] = self._out
        return places

    # --- outcome and views -----------------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """Who won and why (K18 / O13), with final lives or coins; ``None`` while the game runs."""
        if self._phase != OVER:
            return None
        rd = self._rd
        winners = tuple(p for p in range(self.n_players) if rd.alive[p])
        shared = not winners
        if shared:  # everyone left went out in the last round: they share (reading)
            winners = tuple(p for p in rd.seats if p in rd.results[1].out)
        lausitz = self._ctx.lausitz
        standings = list(rd.stakes)
        if lausitz and winners:
            share, rest = divmod(rd.pot, len(winners))
            for index, p in enumerate(winners):
                standings[p] += share + (rest if index == 0 else 0)
        reason = ("lausitz" if lausitz else "knack") + ("_shared" if shared else "_last")
        return Outcome(
            winners=winners,
            reason=reason,
            rule_ids=("O13",) if lausitz else ("K18",),
            standings=tuple(standings),
            names=self.names,
            params=(("pot", rd.pot),),
        )

    def view(self, player: int | None = None) -> View:
        """E5: what ``player`` may see; ``None`` is the teacher's full view (every hand, the pile, forgotten calls)."""
        if type(player) is not int or not 0 <= player < self.n_players:  # the fast path is a bot asking for its seat
            _check_seat(player, self.n_players, "engine.bad_player", allow_none=True)
        rd, ctx, phase_no = self._rd, self._ctx, self._phase
        phase = PHASES[phase_no]
        if player is not None and phase_no == CALL and player != self._to_move:
            phase = "turn"  # the others only see that it is still his turn
        if player is None:
            hand: tuple[Card, ...] = ()
        elif phase_no == CHOOSE and player == rd.chooser:
            hand = rd.double_hands[0]  # he looks at one hand only (K5, O4)
        else:
            hand = self._hands[player]
        data: dict[str, Any] = {
            "round": rd.number,
            "dealer": rd.dealer,
            "chooser": rd.chooser,
            "table": self._table,
            "pile_size": len(rd.cards) - self._pile_pos,
            "out_of_play": self._out,
            "closer": None if self._closer < 0 else self._closer,
            "turns": self._turns,
            "turn_cap": ctx.turn_cap,
            "pushes": self._pushes,
            ctx.stake_key: rd.stakes,
            "pot": rd.pot,
            "in_game": rd.alive,
            "swimming": self.swimming,
            "results": rd.results_view,  # read on demand (bots rarely do)
            "value": ctx.points[hand] if len(hand) == 3 else None,
            "rules": ctx.rules,  # the options in force are public; hints read them from a view
        }
        if player is None:
            data["hands"] = self._hands
            data["chooser_hands"] = self.chooser_hands
            data["pile"] = self.pile
            data["forgotten"] = self.forgotten
            data["values"] = tuple(ctx.points[h] if h else None for h in self._hands)
        if phase_no == OVER:
            to_move, visible_legal = None, ()
        else:
            to_move = self._to_move
            visible_legal = self.legal_actions() if player is None or player == to_move else ()
        return make_view(  # View(game, player, phase, to_move, hand, data, history, legal_actions, names)
            ctx.game,
            player,
            phase,
            to_move,
            hand,
            data,
            core.LazyHistory(self._events, ctx.as_event),
            visible_legal,
            self.names,
        )

    def __repr__(self) -> str:
        return (
            f"<KnackGame {self.rules.game} round {self._rd.number} {PHASES[self._phase]}"
            f" to_move={self.to_move} actions={len(core.unlink(self._log))}>"
        )


_new_game = object.__new__


def _check_seat(value: object, n: int, key: str, allow_none: bool = False) -> Any:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise KnackpyError(key, value=summarize(value), high=n - 1)
    return value


def _seeded_dealer(seed: int, n: int) -> int:
    """E1: the first dealer, drawn from the game's seed."""
    return core.seeded_index(n, seed, "first-dealer")


def _card_error(key: str, rule: str, player: str, *, card: Card | None, cards: tuple[Card, ...]) -> IllegalActionError:
    """An error naming cards in both languages (German ``{card}``, English ``{card_en}``)."""
    return IllegalActionError(
        key,
        rule=rule,
        player=player,
        card=card.name("de") if card is not None else "",
        card_en=card.name("en") if card is not None else "",
        cards=format_cards(cards, "de"),
        cards_en=format_cards(cards, "en"),
    )


def _is_789(table: tuple[Card, ...]) -> bool:
    """K19: a 7, an 8 and a 9 lie together on the table (any suits)."""
    return sorted(c & 15 for c in table) == [7, 8, 9]


def _next_alive(seat: int, alive: tuple[bool, ...]) -> int:
    n = len(alive)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if alive[candidate]:
            return candidate
    return seat


# --- legal actions per phase ---------------------------------------------------------------------------------------


def _legal_choose(game: KnackGame) -> tuple[KnackAction, ...]:
    return (KEEP, THROW)


def _legal_turn(game: KnackGame) -> tuple[KnackAction, ...]:
    ctx = game._ctx
    hand = game._hands[game._to_move]
    table = game._table
    rows = ctx.swap_rows
    h0, h1, h2 = hand
    t0, t1, t2 = table
    r0, r1, r2 = rows[h0], rows[h1], rows[h2]
    swaps = (r0[t0], r0[t1], r0[t2], r1[t0], r1[t1], r1[t2], r2[t0], r2[t1], r2[t2])
    tail = ctx.tail_open if game._closer < 0 else ctx.tail_closed
    points = ctx.points[hand]
    head: tuple[KnackAction, ...] = (ctx.calls[points],) if points in ctx.call_points else ()
    if ctx.seven_eight_nine and _is_789(table) and len(game._rd.cards) - game._pile_pos >= 3:
        head += (NEW_TABLE,)
    return head + swaps + tail


def _legal_call(game: KnackGame) -> tuple[KnackAction, ...]:
    return game._ctx.call_phase[game._ctx.points[game._hands[game._to_move]]]


def _legal_over(game: KnackGame) -> tuple[KnackAction, ...]:
    return ()


def _legal_swim(game: KnackGame) -> tuple[KnackAction, ...]:
    return (SWIM_ON, DROP_OUT)


_LEGAL = (_legal_choose, _legal_turn, _legal_call, _legal_over, _legal_swim)


# --- doing actions (the hot path) ----------------------------------------------------------------------------------


def _do_choose(game: KnackGame, action: KnackAction) -> KnackGame:
    """K5/O4: the chooser keeps the hand he looked at or throws it out; K15 may end the round at once."""
    new = game._copy()
    rd, ctx = game._rd, game._ctx
    chooser = rd.chooser
    looked, other = rd.double_hands
    hand, table = (looked, other) if action is KEEP else (other, looked)
    hands = list(game._hands)
    hands[chooser] = hand
    new._hands = tuple(hands)
    new._table = table
    new._log = (game._log, action)
    kind = "knack_keep" if action is KEEP else "knack_throw"
    events = (game._events, Event(kind, chooser, (("cards", table),), ctx.ids["choose"]))
    for seat in rd.deal_callers:  # E5: their cards are shown only now, after the choice they must not steer
        events = (events, _deal_call_event(seat, game._hands[seat], ctx))
    if ctx.points[hand] >= ctx.call_min:
        events = (events, _deal_call_event(chooser, hand, ctx))
    new._events = events
    if rd.deal_callers or ctx.points[hand] >= ctx.call_min:
        return _end_round(new, "deal_call", None)
    new._phase = TURN
    new._to_move = rd.first_mover
    return new


def _swapped(new: KnackGame, game: KnackGame, player: int, hand: tuple[Card, ...], action: KnackAction) -> KnackGame:
    """After any swap (K10): a fresh hand clears an old forgotten call; a call-worthy hand waits for the call."""
    hands = list(game._hands)
    hands[player] = hand
    new._hands = tuple(hands)
    new._log = (game._log, action)
    new._pushes = 0
    if game._ctx.clear_forgotten:
        new._forgot = game._forgot & ~(1 << player)
    if game._ctx.points[hand] in game._ctx.call_points:
        new._phase = CALL  # K14: call at once, or end the turn (= forget)
        return new
    return _next_turn(new, player)


def _do_swap(game: KnackGame, action: Swap) -> KnackGame:
    new = game._copy()
    player = game._to_move
    hand, table = game._hands[player], game._table
    give, take = action.give, action.take
    i, j = hand.index(give), table.index(take)
    new_hand = (take, hand[1], hand[2]) if i == 0 else (hand[0], take, hand[2]) if i == 1 else (hand[0], hand[1], take)
    new._table = (
        (give, table[1], table[2]) if j == 0 else (table[0], give, table[2]) if j == 1 else (table[0], table[1], give)
    )
    new._events = (game._events, (player, action))
    return _swapped(new, game, player, new_hand, action)


def _do_swap_all(game: KnackGame, action: SwapAll) -> KnackGame:
    new = game._copy()
    player = game._to_move
    hand, table = game._hands[player], game._table
    new._table = hand
    new._events = (game._events, Event("knack_swap_all", player, (("give", hand), ("take", table)), "K10"))
    return _swapped(new, game, player, table, action)


def _do_push(game: KnackGame, action: Push) -> KnackGame:
    """K11: the turn passes.  K12: a full circle of pushes renews the table, or ends the round if the pile is short."""
    new = game._copy()
    player = game._to_move
    new._log = (game._log, action)
    new._events = (game._events, (player, action))
    pushes = game._pushes + 1
    ctx, rd = game._ctx, game._rd
    if ctx.renew and game._closer < 0 and pushes >= len(rd.seats):
        pos = game._pile_pos
        if len(rd.cards) - pos < 3:
            new._events = (new._events, Event("knack_renew_short", None, (), "K12"))
            return _end_round(new, "stock_empty", None)
        fresh = rd.cards[pos : pos + 3]
        new._events = (new._events, Event("knack_renew", None, (("old", game._table), ("new", fresh)), "K12"))
        new._out = game._out + game._table
        new._table = fresh
        new._pile_pos = pos + 3
        pushes = 0
    new._pushes = pushes
    return _next_turn(new, player)


def _do_close(game: KnackGame, action: Close) -> KnackGame:
    """K13/O5: everyone else moves once more, then the round is scored."""
    new = game._copy()
    player = game._to_move
    new._log = (game._log, action)
    new._events = (game._events, (player, action))
    new._closer = player
    new._pushes = 0
    return _next_turn(new, player)


def _do_call(game: KnackGame, action: CallKnack) -> KnackGame:
    """K14/K8/O9/O10: the round ends at once and is scored."""
    new = game._copy()
    player = game._to_move
    hand = game._hands[player]
    call = _call_label(game._ctx, game._ctx.points[hand])
    new._log = (game._log, action)
    rule = game._call_rule(game._ctx.points[hand])
    new._events = (game._events, Event("knack_call", player, (("call", call), ("cards", hand)), rule))
    return _end_round(new, "call", player)


def _do_end_turn(game: KnackGame, action: EndTurn) -> KnackGame:
    """Ending the turn with a call-worthy hand is forgetting it (K14, O10, O11); found out at scoring."""
    new = game._copy()
    player = game._to_move
    new._log = (game._log, action)
    new._forgot = game._forgot | (1 << player)
    return _next_turn(new, player)


def _do_new_table(game: KnackGame, action: NewTable) -> KnackGame:
    """K19: the 7-8-9 table goes out of play, three new cards come from the pile; the same player moves."""
    new = game._copy()
    pos = game._pile_pos
    fresh = game._rd.cards[pos : pos + 3]
    new._log = (game._log, action)
    new._events = (game._events, Event("knack_new_table", game._to_move, (("old", game._table), ("new", fresh)), "K19"))
    new._out = game._out + game._table
    new._table = fresh
    new._pile_pos = pos + 3
    new._pushes = 0
    return new


def _next_turn(new: KnackGame, player: int) -> KnackGame:
    """End ``player``'s turn: the round ends after the last turn following a close (K13) or at the cap (E4)."""
    turns = new._turns + 1
    new._turns = turns
    following = new._rd.next_seat[player]
    if following == new._closer:
        new._events = (new._events, Event("knack_close_done", None, (), new._ctx.ids["close"]))
        return _end_round(new, "closed", new._closer)
    if turns >= new._ctx.turn_cap:
        new._events = (new._events, Event("knack_turn_cap", None, (("cap", turns),), "E4"))
        return _end_round(new, "turn_cap", None)
    new._to_move = following
    new._phase = TURN
    return new


def _newly_blank(game: KnackGame, after: int) -> int | None:
    """O13: the next player (in seat order, after seat ``after``) who went blank in the round just scored."""
    rd = game._rd
    result = rd.results[1]
    seats = rd.seats  # the seats of that round, from the dealer's left
    start = seats.index(after) + 1 if after in seats else 0
    for s in seats[start:]:
        if rd.alive[s] and result.before[s] > 0 and rd.stakes[s] == 0:
            return s
    return None


def _do_swim(game: KnackGame, action: KnackAction) -> KnackGame:
    """O13 with ``blank_may_drop_out``: the blank player swims on or drops out; then the next game is dealt."""
    new = game._copy()
    rd, player = game._rd, game._to_move
    new._log = (game._log, action)
    alive = list(rd.alive)
    if action is DROP_OUT:
        alive[player] = False
    events = [Event("knack_drops_out" if action is DROP_OUT else "knack_swims", player, (), "O13")]
    new._rd = rd = rd.replace(alive=tuple(alive))
    waiting = _newly_blank(new, player)
    if waiting is not None:
        new._events = core.linked(events, game._events)
        new._to_move, new._legal = waiting, None
        return new
    left = tuple(p for p in range(new.n_players) if alive[p])
    if len(left) > 1:
        new._events = game._events
        return _deal_round(
            new, rd.number + 1, _next_alive(rd.dealer, rd.alive), rd.stakes, rd.alive, rd.pot, rd.results, events
        )
    events.append(Event("knack_game_won_lausitz", None, (("players", left), ("pot", rd.pot)), "O13"))
    new._events = core.linked(events, game._events)
    new._phase, new._legal = OVER, ()
    return new


_HANDLERS = {
    Swim: _do_swim,
    DropOut: _do_swim,
    Keep: _do_choose,
    Throw: _do_choose,
    Swap: _do_swap,
    SwapAll: _do_swap_all,
    Push: _do_push,
    Close: _do_close,
    CallKnack: _do_call,
    EndTurn: _do_end_turn,
    NewTable: _do_new_table,
}


def _call_label(ctx: _Context, points: int | float) -> str:
    return ctx.calls[points].label("de") if points in ctx.calls else ""


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


# --- dealing (K4, O4, K15) -----------------------------------------------------------------------------------------


def _seats_from_left(dealer: int, alive: tuple[bool, ...]) -> tuple[int, ...]:
    """Players in the round, clockwise from the dealer's left, the dealer last (K4, K9)."""
    n = len(alive)
    return tuple(s for s in ((dealer + step) % n for step in range(1, n + 1)) if alive[s])


class _Layout(NamedTuple):
    """Where each card of a shuffled deck goes, for one dealer and one set of players still in."""

    seats: tuple[int, ...]
    chooser: int
    next_seat: tuple[int, ...]
    positions: tuple[tuple[int, ...], ...]  # per seat, where its three cards lie in the deck; index n: 2nd hand
    hands: tuple[Any, ...]  # per seat, a getter taking the seat's three cards from the deck (None: the chooser)
    double_hands: Any  # a getter for the chooser's two hands
    dealt: int  # cards dealt; the pile starts here


@functools.cache
def _layout(dealer: int, alive: tuple[bool, ...], lausitz: bool) -> _Layout:
    """K4/O4: one card at a time clockwise from the dealer's left, the dealer last; the double seat (the dealer,
    or in the Oberlausitz the first player) gets a card for each of his two hands per circle.  The pattern only
    depends on who deals and who is still in, so it is worked out once and then applied by index."""
    n = len(alive)
    seats = _seats_from_left(dealer, alive)
    chooser = seats[0] if lausitz else dealer
    positions: list[list[int]] = [[] for _ in range(n + 1)]  # index n: the chooser's second hand
    pos = 0
    for _ in range(3):
        for seat in seats:
            positions[seat].append(pos)
            pos += 1
            if seat == chooser:
                positions[n].append(pos)
                pos += 1
    hands = tuple(operator.itemgetter(*positions[s]) if s in seats and s != chooser else None for s in range(n))
    first, second = positions[chooser], positions[n]
    double_hands = operator.itemgetter(*first, *second)
    next_seat = tuple(_next_alive(s, alive) for s in range(n))
    return _Layout(seats, chooser, next_seat, tuple(map(tuple, positions)), hands, double_hands, pos)


def _deal_round(new: KnackGame, number: int, dealer: int, stakes, alive, pot, results, events: list) -> KnackGame:
    """Deal round ``number`` into ``new`` (a fresh state) and return it, waiting for the choice."""
    ctx = new._ctx
    if number == 1 and new.deck_order is not None:
        cards = new.deck_order
    else:
        cards = core.shuffled(new.rules.deck.cards, new.seed, number)  # E1
    layout = _layout(dealer, alive, ctx.lausitz)
    seats, chooser = layout.seats, layout.chooser
    hands = tuple(get(cards) if get is not None else () for get in layout.hands)
    both = layout.double_hands(cards)
    rd = _Round()
    rd.number, rd.dealer, rd.chooser, rd.seats = number, dealer, chooser, seats
    rd.next_seat = layout.next_seat
    rd.first_mover = rd.next_seat[chooser]
    rd.cards = cards
    rd.double_hands = (both[:3], both[3:])
    points, call_min = ctx.points, ctx.call_min
    rd.deal_callers = tuple(s for s in seats if s != chooser and points[hands[s]] >= call_min)
    rd.stakes, rd.alive, rd.pot, rd.results = stakes, alive, pot, results
    rd.results_view = core.LazyHistory(results)
    if ctx.lausitz:
        events.append(Event("knack_round_lausitz", dealer, (("round", number), ("player_chooser", chooser)), "O4"))
    else:
        events.append(Event("knack_round", dealer, (("round", number),), "K4"))
    for seat in rd.deal_callers:  # K15: announced now, the cards are shown after the choice (E5)
        shown = ctx.shown(ctx.points[hands[seat]])
        events.append(Event("knack_deal_call_announced", seat, (("points", shown),), "K15"))
    new._events = core.linked(events, new._events)
    new._rd = rd
    new._phase = CHOOSE
    new._to_move = chooser
    new._hands = hands
    new._table = ()
    new._pile_pos = layout.dealt
    new._out = ()
    new._closer = -1
    new._turns = 0
    new._pushes = 0
    new._forgot = 0
    new._legal = None
    return new


def _deal_call_event(seat: int, hand: tuple[Card, ...], ctx: _Context) -> Event:
    """K15: a hand that ends the round on the deal, shown to everyone."""
    return Event("knack_deal_call", seat, (("cards", hand), ("points", ctx.shown(ctx.points[hand]))), "K15")


# --- scoring (K8, K14, K16-K18, O9-O13) ----------------------------------------------------------------------------


class _StichPile:
    """K17 draws: from the pile, then from the out-of-play cards (with the table and the drawn cards), reshuffled."""

    def __init__(self, game: KnackGame) -> None:
        self.game = game  # the piles are read at the first draw: most rounds need no draw
        self.cards: list[Card] | None = None
        self.laid: list[Card] = []
        self.seed, self.number, self.shuffles = game.seed, game._rd.number, 0

    def draw(self) -> Card:
        if self.cards is None:
            self.cards = list(self.game.pile)
            self.laid = list(self.game._out) + list(self.game._table)
        if not self.cards:
            self.shuffles += 1
            self.cards = list(core.shuffled(self.laid, self.seed, self.number, "stich", self.shuffles))
            self.laid = []
        card = self.cards.pop(0)
        self.laid.append(card)
        return card


def _stich(group: list[int], pile: _StichPile, rules: Rules, lowest: bool) -> tuple[int, list[tuple[int, Card]]]:
    """K17: the tied players draw; the lowest (or highest) card decides, equal points draw again."""
    draws: list[tuple[int, Card]] = []
    for _ in range(_STICH_CIRCLES):
        if len(group) == 1:
            break
        drawn = [(p, pile.draw()) for p in group]
        draws.extend(drawn)
        values = [card_points(c, rules) for _, c in drawn]
        target = min(values) if lowest else max(values)
        group = [p for (p, _), v in zip(drawn, values, strict=True) if v == target]
    return group[0], draws


def _verdict(game: KnackGame, reason: str, ender: int | None, points: dict[int, int | float]):
    """Who loses and why: a late call, Feuer/Superknack, forgotten calls, or the lowest value."""
    ctx, rd = game._ctx, game._rd
    seats = rd.seats
    # K14: found out if he still holds the hand; without clear_forgotten a forgotten call stays forgotten
    forgetters = tuple(
        s for s in seats if game._forgot >> s & 1 and (points[s] in ctx.call_points or not ctx.clear_forgotten)
    )
    top = next((s for s in seats if points[s] == 33 and s not in forgetters), None)
    pile = _StichPile(game)
    draws: list[tuple[int, Card]] = []
    if forgetters and (ender in forgetters or top is None):
        losers, why = forgetters, "forgot"
        ids = ("O11",) if any(points[s] == 33 for s in forgetters) and ctx.lausitz else (ctx.ids["call"],)
    elif top is not None:
        losers, why = tuple(s for s in seats if s != top), ("superknack" if ctx.lausitz else "feuer")
        ids = (ctx.ids["top"],)
        return losers, why, (top,), draws, forgetters, ids
    else:
        low = min(points.values())
        tied = [s for s in seats if points[s] == low]
        if len(tied) > 1 and not ctx.lausitz:
            loser, drawn = _stich(tied, pile, game.rules, lowest=True)
            draws.extend(drawn)
            losers, why, ids = (loser,), "lowest_stich", ("K16", "K17")
        else:
            losers, why, ids = tuple(tied), "lowest", (ctx.ids["lose"],)
    rest = [s for s in seats if s not in losers]
    winners: tuple[int, ...] = ()
    if rest:
        best = max(points[s] for s in rest)
        tied_top = [s for s in rest if points[s] == best]
        if len(tied_top) > 1 and not ctx.lausitz:
            winner, drawn = _stich(tied_top, pile, game.rules, lowest=False)
            draws.extend(drawn)
            winners = (winner,)
            if "K17" not in ids:
                ids = (*ids, "K17")
        else:
            winners = tuple(tied_top)
    return losers, why, winners, draws, forgetters, ids


def _pay(game: KnackGame, losers, why, points, stakes: list[int], alive: list[bool], pot: int, events: list) -> int:
    """Apply the verdict to lives (K8, K14, K16, K18) or coins (O9-O13); return the new pot."""
    lausitz = game._ctx.lausitz
    for p in losers:
        if not lausitz:
            stakes[p] -= 1
            events.append(Event("knack_life", p, (("lives", stakes[p]),), "K18"))
            if stakes[p] == 0:
                alive[p] = False
                events.append(Event("knack_out", p, (), "K18"))
        elif why == "forgot" and points[p] == 33:  # O11: the missed Superknack costs everything
            pot += stakes[p]
            events.append(Event("knack_pay_all", p, (("coins", stakes[p]),), "O11"))
            stakes[p] = 0
            alive[p] = False
        elif stakes[p] > 0:
            stakes[p] -= 1
            pot += 1
            events.append(Event("knack_pay", p, (("coins", stakes[p]),), "O12"))
            if stakes[p] == 0:
                choice = game.rules.blank_may_drop_out
                events.append(Event("knack_blank_choice" if choice else "knack_blank", p, (), "O13"))
        else:
            alive[p] = False
            events.append(Event("knack_sunk", p, (), "O13"))
    return pot


def _end_round(new: KnackGame, reason: str, ender: int | None) -> KnackGame:
    """Score the round, then deal the next one (the deal moves one seat clockwise) or end the game."""
    ctx, rd = new._ctx, new._rd
    seats = rd.seats
    points = {s: ctx.points[new._hands[s]] for s in seats}
    events: list[Event] = [
        Event("knack_show", s, (("cards", new._hands[s]), ("points", ctx.shown(points[s]))), ctx.ids["show"])
        for s in seats
    ]
    losers, why, winners, draws, forgetters, ids = _verdict(new, reason, ender, points)
    events.extend(
        Event("knack_forgot", s, (("cards", new._hands[s]), ("points", ctx.shown(points[s]))), ctx.ids["call"])
        for s in forgetters
    )
    events.extend(Event("knack_draw", p, (("card", c), ("points", card_points(c, new.rules))), "K17") for p, c in draws)
    stakes, alive = list(rd.stakes), list(rd.alive)
    pot = _pay(new, losers, why, points, stakes, alive, rd.pot, events)
    if winners:
        events.append(Event("knack_round_winner", None, (("players", winners),), None))
    out = tuple(s for s in seats if not alive[s])
    result = RoundResult(
        number=rd.number,
        ruleset=new.rules.game,
        names=new.names,
        dealer=rd.dealer,
        chooser=rd.chooser,
        ended=reason,
        ender=ender,
        hands=tuple(new._hands[s] if s in seats else () for s in range(new.n_players)),
        points=tuple(points.get(s) for s in range(new.n_players)),
        why=why,
        losers=losers,
        winners=winners,
        forgetters=forgetters,
        draws=tuple(draws),
        rule_ids=ids,
        before=rd.stakes,
        after=tuple(stakes),
        out=out,
        pot=pot,
        rules=new.rules,
    )
    results = (rd.results, result)
    stakes_t, alive_t = tuple(stakes), tuple(alive)
    left = [p for p in range(new.n_players) if alive[p]]
    if len(left) > 1 and ctx.lausitz and new.rules.blank_may_drop_out:  # O13 reading: the blank may leave
        new._rd = rd.replace(stakes=stakes_t, alive=alive_t, pot=pot, results=results)
        waiting = _newly_blank(new, -1)
        if waiting is not None:
            new._events = core.linked(events, new._events)
            new._phase, new._to_move, new._legal = SWIM, waiting, None
            return new
        new._rd = rd
    if len(left) > 1:
        return _deal_round(new, rd.number + 1, _next_alive(rd.dealer, alive_t), stakes_t, alive_t, pot, results, events)
    winners_game = tuple(left) or tuple(s for s in seats if s in out)
    key = ("knack_game_won_lausitz" if ctx.lausitz else "knack_game_won") if left else "knack_game_shared"
    events.append(Event(key, None, (("players", winners_game), ("pot", pot)), "O13" if ctx.lausitz else "K18"))
    new._events = core.linked(events, new._events)
    new._rd = rd.replace(stakes=stakes_t, alive=alive_t, pot=pot, results=results)
    new._phase = OVER
    new._legal = ()
    return new


# --- lessons: an exact deal ----------------------------------------------------------------------------------------


def stack_deck(
    rules: Rules,
    *,
    players: int,
    dealer: int = 0,
    hands: Any = None,
    dealer_hands: Any = None,
    pile: Any = None,
) -> tuple[Card, ...]:
    """The deck order that deals exactly these cards in the first round (for ``deck_order=``).

    ``hands`` has one entry per seat (cards, text, or ``None`` for "any");
    the double seat's entry (the dealer in ``knack``, the player left of the
    dealer in the Oberlausitz) stays ``None``: his two hands are
    ``dealer_hands=(looked_at, other)``.  ``pile`` lists the top cards of
    the pile.  Unnamed cards are filled in deck order.  Deal order: one card
    at a time, clockwise from the dealer's left, the dealer last; the double
    seat gets one card for each of his two hands per circle.
    """
    if not isinstance(rules, Rules) or not rules.is_knack:
        raise KnackpyError("knack.not_knack_rules", game=getattr(rules, "game", summarize(rules)))
    n = core.check_players(rules, players)
    _check_seat(dealer, n, "engine.bad_dealer")
    layout = _layout(dealer, (True,) * n, rules.game == "knack_oberlausitz")  # the deal itself, read backwards
    wanted = _stack_hands(rules, n, layout.chooser, hands, dealer_hands)
    top = _stack_cards(rules, pile, None) if pile is not None else ()
    named = [c for h in wanted if h for c in h] + list(top)
    twice = next((c for c in named if named.count(c) > 1), None)
    if twice is not None:
        raise KnackpyError("knack.stack.twice", card=twice.name("de"), card_en=twice.name("en"))
    spare = iter([c for c in rules.deck.cards if c not in named])
    filled = [tuple(h) if h is not None else tuple(next(spare) for _ in range(3)) for h in wanted]
    order: list[Card] = [filled[0][0]] * layout.dealt
    for seat, positions in enumerate(layout.positions):  # index n: the chooser's other hand
        for card, pos in zip(filled[seat], positions, strict=True):
            order[pos] = card
    return tuple(order) + tuple(top) + tuple(spare)


def _stack_hands(rules: Rules, n: int, double: int, hands: Any, dealer_hands: Any) -> list[tuple[Card, ...] | None]:
    """Seat hands (the double seat's entry is the hand he looks at) plus his other hand at index ``n``."""
    if hands is None:
        hands = [None] * n
    if isinstance(hands, str) or not isinstance(hands, list | tuple) or len(hands) != n:
        raise KnackpyError("knack.stack.hands_length", value=summarize(hands), players=n)
    if hands[double] is not None:
        raise KnackpyError("knack.stack.double_seat", seat=double)
    looked, other = None, None
    if dealer_hands is not None:
        if isinstance(dealer_hands, str) or not isinstance(dealer_hands, list | tuple) or len(dealer_hands) != 2:
            raise KnackpyError("knack.stack.dealer_hands", value=summarize(dealer_hands))
        looked, other = dealer_hands
    wanted = [_stack_cards(rules, h, 3) if h is not None else None for h in hands]
    wanted[double] = _stack_cards(rules, looked, 3) if looked is not None else None
    wanted.append(_stack_cards(rules, other, 3) if other is not None else None)
    return wanted


def _stack_cards(rules: Rules, value: Any, size: int | None) -> tuple[Card, ...]:
    if isinstance(value, str):
        cards = parse_cards(value, rules)
    elif isinstance(value, list | tuple) and all(isinstance(c, Card) for c in value):
        cards = tuple(value)
    else:
        raise KnackpyError("knack.stack.bad_hand", value=summarize(value), size=size or "")
    if (size is not None and len(cards) != size) or any(c not in rules.deck for c in cards):
        raise KnackpyError("knack.stack.bad_hand", value=summarize(value), size=size or "")
    return cards


def setup_game(
    rules: Rules,
    *,
    players: int,
    dealer: int = 0,
    hands: Any = None,
    dealer_hands: Any = None,
    pile: Any = None,
    seed: int = 0,
    names: Any = None,
) -> KnackGame:
    """A game whose first round is dealt exactly as given (see :func:`stack_deck`)."""
    order = stack_deck(rules, players=players, dealer=dealer, hands=hands, dealer_hands=dealer_hands, pile=pile)
    return KnackGame.start(rules, players=players, seed=seed, names=names, deck_order=order, first_dealer=dealer)


# --- reading actions from text -------------------------------------------------------------------------------------

_PHRASES: dict[str, str] = {}
for _kind, _words in {
    "keep": "behalten|behalte|behalt|nehmen|nehme|nimm|keep|keep it|take it|take",
    "throw": "rauswerfen|raus|raushauen|hau raus|werfen|wirf|wegwerfen|throw|throw out|throw it out|blind",
    "swap_all": "alle|alles|alle drei|alle tauschen|alle drei tauschen|tausche alle|tausche alle drei|all|all three"
    "|swap all|swap all three|swap-all",
    "push": "schieben|schiebe|schieb|push|skip",
    "close": "zumachen|zu|mach zu|mache zu|machen zu|passen|passe|close|knock",
    "call": "knack|feuer|blitz|superknack|fire|call|call knack|fertig|fertig machen|mach fertig|mache fertig|finish",
    "end": "end|end turn|ende|beenden|zug beenden|beende den zug|done|nicht ansagen",
    "new_table": "neuer stock|neuen stock|neuer tisch|7-8-9|789|7 8 9|new table|new stock|new-table",
    "pass": "pass",
    "swim": "schwimmen|schwimme|weiter schwimmen|swim|swim on",
    "drop_out": "aussteigen|steige aus|raus aus dem spiel|drop out|drop-out|leave",
}.items():
    for _phrase in _words.split("|"):
        _PHRASES[_phrase] = _kind
_CALL_WORDS = {"knack": "knack", "feuer": "feuer", "blitz": "feuer", "fire": "feuer", "superknack": "superknack"}
_GIVE_VERBS = {"tausche", "tausch", "tauschen", "swap", "exchange", "give", "gib", "gebe", "trade"}
_TAKE_VERBS = {"nimm", "nehme", "nehmen", "take"}
_SEPARATORS = {"gegen", "für", "fuer", "for", "with", "mit", "against", "->", "→", "<->", "↔"}
# What to type, with cards of the game's deck (garbage is answered with examples the player can use)
_EXAMPLES = {
    "french": {
        "examples": "tausche 7h gegen As, alle, schieben, zu, Knack!",
        "examples_en": "swap 7h for As, all, push, close, knack",
        "swap": "tausche 7h gegen As",
        "swap_en": "swap 7h for As",
    },
    "german": {
        "examples": "tausche E-7 gegen G-A, alle, schieben, zu, Knack!",
        "examples_en": "swap E-7 for G-A, all, push, close, knack",
        "swap": "tausche E-7 gegen G-A",
        "swap_en": "swap E-7 for G-A",
    },
}


def _examples(game: KnackGame | None) -> dict[str, str]:
    return _EXAMPLES[game.rules.deck.family if game is not None else "french"]


def parse_action(text: object, game: KnackGame | None = None) -> KnackAction:
    """Read an action from text (see :meth:`KnackGame.parse_action`); ``game`` gives the deck and the mover's hand."""
    if not isinstance(text, str):
        raise ParseError("knack.parse.not_text", value=summarize(text))
    ctx = game._ctx if game is not None else None
    if ctx is not None and text in ctx.by_text:
        return ctx.by_text[text]
    tokens = text.replace("!", " ").split()
    lowered = [t.lower().strip("?.,;:") for t in tokens]
    if lowered[:1] == ["ich"]:
        tokens, lowered = tokens[1:], lowered[1:]
    kind = _PHRASES.get(" ".join(lowered))
    if kind is not None:
        return _command(kind, lowered, game)
    return _parse_swap(text, tokens, lowered, game)


def _command(kind: str, lowered: list[str], game: KnackGame | None) -> KnackAction:
    if kind == "pass":
        raise ParseError("knack.parse.ambiguous_pass")
    if kind == "close":
        return game._ctx.close if game is not None else Close("passen" if lowered[0].startswith("pass") else "zumachen")
    if kind == "call":
        legal = [a for a in game.legal_actions() if type(a) is CallKnack] if game is not None else []
        if legal:
            return legal[0]  # any call word stands for the hand he holds
        return CallKnack(_CALL_WORDS.get(lowered[-1], "knack"))
    return {
        "keep": KEEP,
        "throw": THROW,
        "swap_all": SWAP_ALL,
        "push": PUSH,
        "end": END_TURN,
        "new_table": NEW_TABLE,
        "swim": SWIM_ON,
        "drop_out": DROP_OUT,
    }[kind]


def _parse_swap(text: str, tokens: list[str], lowered: list[str], game: KnackGame | None) -> KnackAction:
    """``tausche 7h gegen As``, ``swap 7 of hearts for ace of spades``, ``nimm As für 7h``, ``7h As``."""
    take_first = False
    verb = bool(lowered) and (lowered[0] in _GIVE_VERBS or lowered[0] in _TAKE_VERBS)
    if verb:
        take_first = lowered[0] in _TAKE_VERBS
        tokens, lowered = tokens[1:], lowered[1:]
    split = next((i for i, word in enumerate(lowered) if word in _SEPARATORS), None)
    rules = game.rules if game is not None else None
    if split is None:
        try:
            cards = parse_cards(" ".join(tokens), rules) if tokens else ()
        except ParseError:
            if verb:
                raise
            raise ParseError("knack.parse.unknown", text=text[:60], **_examples(game)) from None
        if len(cards) == 1:
            raise ParseError("knack.parse.one_card", text=text[:60], **_examples(game))
        if len(cards) != 2:
            raise ParseError("knack.parse.unknown", text=text[:60], **_examples(game))
        left, right = cards[:1], cards[1:]
    else:
        left = parse_cards(" ".join(tokens[:split]), rules)
        right = parse_cards(" ".join(tokens[split + 1 :]), rules)
    give, take = (right, left) if take_first else (left, right)
    if len(give) == len(take) == 1:
        return Swap(give[0], take[0])
    if len(give) == len(take) == 3:
        return _swap_all_of(give, take, game)
    count = str(len(give)) if len(give) == len(take) else f"{len(give)}/{len(take)}"
    raise IllegalActionError("knack.illegal.swap_count", rule="K10", count=count)


def _swap_all_of(give: tuple[Card, ...], take: tuple[Card, ...], game: KnackGame | None) -> SwapAll:
    """Three for three is :class:`SwapAll`, if they are the hand and the table."""
    if game is not None and game._phase in (TURN, CALL):
        hand, table = game._hands[game._to_move], game._table
        if set(give) != set(hand) or set(take) != set(table):
            raise _card_error("knack.illegal.swap_all_cards", "K10", "", card=None, cards=hand + table)
    return SWAP_ALL


# --- texts ---------------------------------------------------------------------------------------------------------

i18n.catalogue(
    {
        # actions
        "knack.action.keep": ("Hand behalten", "keep this hand"),
        "knack.action.throw": (
            "Hand offen hinlegen und die andere blind nehmen",
            "lay this hand face up and take the other blind",
        ),
        "knack.action.swap": ("Tausche {give} gegen {take}", "swap {give} for {take}"),
        "knack.action.swap_all": ("Alle drei Karten tauschen", "swap all three cards"),
        "knack.action.push": ("schieben", "push"),
        "knack.action.close.passen": ("passen", "close"),
        "knack.action.close.zumachen": ("zumachen", "close"),
        "knack.action.call.knack": ("Knack!", "Knack!"),
        "knack.action.call.feuer": ("Feuer!", "Feuer! (fire)"),
        "knack.action.call.superknack": ("Superknack!", "Superknack!"),
        "knack.action.end_turn": ("Zug beenden, ohne etwas anzusagen", "end the turn without calling"),
        "knack.action.new_table": ("Neuen Stock verlangen (7-8-9)", "demand a new table (7-8-9)"),
        "knack.action.swim": ("Weiter schwimmen", "swim on"),
        "knack.action.drop_out": ("Aussteigen", "drop out"),
        # illegal actions (E2): why, and which rule
        "knack.illegal.choose_first": (
            "Zuerst entscheidet {player}: die angesehene Hand behalten oder offen hinlegen ({rule})",
            "{player} decides first: keep the hand already looked at or lay it face up ({rule})",
        ),
        "knack.illegal.choice_made": (
            "Die Wahl zwischen den zwei Händen ist schon getroffen; jetzt ist {player} mit einem Zug dran ({rule})",
            "The choice between the two hands has been made; now it is {player}'s turn ({rule})",
        ),
        "knack.illegal.call_or_end": (
            "{player} hat nach dem Tausch {points} Punkte: jetzt heißt es „{call}“ rufen oder den Zug beenden ({rule})",
            "{player} holds {points} after the swap: now call “{call}” or end the turn ({rule})",
        ),
        "knack.illegal.end_turn": (
            "„Zug beenden“ gibt es nur direkt nach einem Tausch, der einen Knack ergibt; sonst endet der Zug mit dem Tausch ({rule})",
            "“End turn” exists only right after a swap that makes a Knack; otherwise the swap ends the turn ({rule})",
        ),
        "knack.illegal.not_in_hand": (
            "{card} hat {player} nicht auf der Hand, dort sind: {cards} ({rule})",
            "{player} does not hold {card_en}; the hand is: {cards_en} ({rule})",
        ),
        "knack.illegal.not_on_table": (
            "{card} liegt nicht im Stock; dort liegen: {cards} ({rule})",
            "{card_en} is not on the table; it shows: {cards_en} ({rule})",
        ),
        "knack.illegal.swap_count": (
            "Du darfst nur eine oder alle drei Karten tauschen, nicht {count} ({rule})",
            "You may swap one card or all three, not {count} ({rule})",
        ),
        "knack.illegal.swap_all_cards": (
            "Alle drei tauschen heißt: die ganze Hand gegen den ganzen Stock; Hand und Stock sind: {cards} ({rule})",
            "Swapping all three means the whole hand for the whole table; hand and table are: {cards_en} ({rule})",
        ),
        "knack.illegal.closed_already.passen": (
            "{closer} hat schon gepasst; ein zweites Mal passen geht nicht ({rule})",
            "{closer} has already closed; nobody can close a second time ({rule})",
        ),
        "knack.illegal.closed_already.zumachen": (
            "{closer} hat schon zugemacht; ein zweites Mal zumachen geht nicht ({rule})",
            "{closer} has already closed; nobody can close a second time ({rule})",
        ),
        "knack.illegal.no_knack": (
            "{player} hat nichts anzusagen: {value} ({rule})",
            "{player} has nothing to call: {value_en} ({rule})",
        ),
        "knack.illegal.knack_not_announced": (
            "Ohne Ansagepflicht wird ein Knack nicht angesagt; {player} kann stattdessen zumachen ({rule})",
            "This table plays without announcing: a Knack is not called, {player} can close instead ({rule})",
        ),
        "knack.illegal.no_789_rule": (
            "Die 7-8-9-Regel ist nicht vereinbart (Option seven_eight_nine) ({rule})",
            "The 7-8-9 rule is not in play (option seven_eight_nine) ({rule})",
        ),
        "knack.illegal.no_789": (
            "Einen neuen Stock gibt es nur, wenn 7, 8 und 9 zusammen im Stock liegen; dort liegen: {cards} ({rule})",
            "A new table needs a 7, an 8 and a 9 together on the table; it shows: {cards_en} ({rule})",
        ),
        "knack.illegal.789_pile_short": (
            "Im Stapel sind nur noch {count} Karten, zu wenig für einen neuen Stock ({rule})",
            "The pile has only {count} cards left, too few for a new table ({rule})",
        ),
        # the same reasons said to the player in a dialogue (the terminal game speaks to "du"/"you")
        "knack.illegal.choose_first.du": (
            "Zuerst entscheidest du: die angesehene Hand behalten oder offen hinlegen ({rule})",
            "You decide first: keep the hand you looked at or lay it face up ({rule})",
        ),
        "knack.illegal.choice_made.du": (
            "Die Wahl zwischen den zwei Händen ist schon getroffen; jetzt bist du mit einem Zug dran ({rule})",
            "The choice between the two hands has been made; now it is your turn ({rule})",
        ),
        "knack.illegal.call_or_end.du": (
            "Du hast nach dem Tausch {points} Punkte: jetzt heißt es „{call}“ rufen oder den Zug beenden ({rule})",
            "You hold {points} after the swap: now call “{call}” or end your turn ({rule})",
        ),
        "knack.illegal.not_in_hand.du": (
            "{card} hast du nicht auf der Hand; du hast: {cards} ({rule})",
            "You do not hold {card_en}; your hand is: {cards_en} ({rule})",
        ),
        "knack.illegal.no_knack.du": (
            "Du hast nichts anzusagen: {value} ({rule})",
            "You have nothing to call: {value_en} ({rule})",
        ),
        "knack.illegal.knack_not_announced.du": (
            "Ohne Ansagepflicht wird ein Knack nicht angesagt; du kannst stattdessen zumachen ({rule})",
            "This table plays without announcing: a Knack is not called, you can close instead ({rule})",
        ),
        "knack.illegal.swim_first.du": (
            "Du bist blank und entscheidest zuerst: weiter schwimmen oder aussteigen ({rule})",
            "You are blank and decide first: swim on or drop out ({rule})",
        ),
        "knack.illegal.swim_first": (
            "{player} ist blank und entscheidet zuerst: weiter schwimmen oder aussteigen ({rule})",
            "{player} is blank and decides first: swim on or drop out ({rule})",
        ),
        "knack.illegal.no_swim_choice": (
            "Schwimmen oder Aussteigen wählt nur, wer gerade blank geworden ist, und nur mit der Option "
            "blank_may_drop_out ({rule})",
            "Only a player who has just gone blank chooses to swim or drop out, and only with the option "
            "blank_may_drop_out ({rule})",
        ),
        "knack.illegal.generic": (
            "Dieser Zug ist jetzt nicht erlaubt; erlaubt sind: {legal} ({rule})",
            "This action is not legal now; legal are: {legal} ({rule})",
        ),
        # parsing
        "knack.parse.not_text": (
            "Ein Zug wird als Text angegeben, nicht als {value}",
            "An action is given as text, not as {value}",
        ),
        "knack.parse.unknown": (
            "{text!r} ist kein Zug; zum Beispiel: {examples}",
            "{text!r} is not an action; for example: {examples_en}",
        ),
        "knack.parse.one_card": (
            "{text!r}: zum Tauschen braucht es zwei Karten, eine von der Hand und eine aus dem Stock, z. B. „{swap}“",
            "{text!r}: a swap needs two cards, one from the hand and one from the table, e.g. “{swap_en}”",
        ),
        "knack.parse.one_card_expected": (
            "{text!r}: erwartet wird genau eine Karte, nicht {count}",
            "{text!r}: expected exactly one card, not {count}",
        ),
        "knack.parse.not_a_card": ("{value} ist keine Karte", "{value} is not a card"),
        "knack.parse.bad_value": (
            "{value} geht nicht für {field}; erlaubt sind: {accepted}",
            "{value} is not accepted for {field}; accepted: {accepted}",
        ),
        "knack.parse.ambiguous_pass": (
            "„pass“ ist mehrdeutig: „schieben“ (push) lässt den Zug aus, „passen“ oder „zumachen“ (close) beendet die Runde nach einem letzten Zug der anderen",
            "“pass” is ambiguous: “push” skips the turn, “close” (German passen/zumachen) ends the round after one more turn for everyone else",
        ),
        # setup
        "knack.not_knack_rules": (
            "Die Knack-Engine spielt knack und knack_oberlausitz, nicht {game}",
            "The Knack engine plays knack and knack_oberlausitz, not {game}",
        ),
        "knack.stack.hands_length": (
            "hands {value}: erwartet wird eine Liste mit einem Eintrag je Spieler ({players})",
            "hands {value}: expected a list with one entry per player ({players})",
        ),
        "knack.stack.double_seat": (
            "Platz {seat} bekommt zwei Hände: die gehören in dealer_hands=(angesehen, anderes), in hands bleibt None",
            "Seat {seat} gets two hands: give them as dealer_hands=(looked_at, other) and leave None in hands",
        ),
        "knack.stack.dealer_hands": (
            "dealer_hands {value}: erwartet werden zwei Hände (angesehen, andere)",
            "dealer_hands {value}: expected two hands (looked_at, other)",
        ),
        "knack.stack.bad_hand": (
            "{value}: erwartet werden {size} Karten dieses Blatts (als Text oder Karten)",
            "{value}: expected {size} cards of this deck (as text or cards)",
        ),
        "knack.stack.twice": ("{card} ist zweimal verplant", "{card_en} is placed twice"),
        # the public history
        "event.knack_round": (
            "Runde {round}: {player} gibt und bekommt selbst zwei Hände",
            "Round {round}: {player} deals and takes two hands",
        ),
        "event.knack_round_lausitz": (
            "Spiel {round}: {player} gibt, {player_chooser} bekommt zwei Hände",
            "Game {round}: {player} deals, {player_chooser} gets two hands",
        ),
        "event.knack_deal_call_announced": (
            "{player} hat schon beim Geben {points} und zeigt die Karten nach der Wahl: die Runde endet dann",
            "{player} already holds {points} from the deal and shows the cards after the choice: then the round ends",
        ),
        "event.knack_deal_call": (
            "{player} hat schon beim Geben {points}: {cards}",
            "{player} already holds {points} from the deal: {cards}",
        ),
        "event.knack_keep": (
            "{player} behält die angesehene Hand; die andere kommt offen als Stock auf den Tisch: {cards}",
            "{player} keeps the hand already looked at; the other goes face up as the table: {cards}",
        ),
        "event.knack_throw": (
            "{player} legt die angesehene Hand offen als Stock auf den Tisch ({cards}) und nimmt die andere blind",
            "{player} lays the hand already looked at face up as the table ({cards}) and takes the other blind",
        ),
        "event.knack_swap": ("{player} tauscht {give} gegen {take}", "{player} swaps {give} for {take}"),
        "event.knack_swap_all": (
            "{player} tauscht alle drei: gibt {give}, nimmt {take}",
            "{player} swaps all three: gives {give}, takes {take}",
        ),
        "event.knack_push": ("{player} schiebt", "{player} pushes"),
        "event.knack_renew": (
            "Alle haben geschoben: {old} aus dem Spiel, der neue Stock ist {new}",
            "Everyone pushed: {old} out of play, the new table is {new}",
        ),
        "event.knack_renew_short": (
            "Alle haben geschoben, aber im Stapel sind keine drei Karten mehr: die Runde wird gewertet",
            "Everyone pushed, but the pile has fewer than three cards: the round is scored",
        ),
        "event.knack_close": (
            "{player} passt: alle anderen sind noch einmal dran",
            "{player} closes: everyone else moves once more",
        ),
        "event.knack_close_lausitz": (
            "{player} macht zu: alle anderen sind noch einmal dran",
            "{player} closes: everyone else moves once more",
        ),
        "event.knack_close_done": (
            "Alle waren noch einmal dran: die Runde wird gewertet",
            "Everyone has had a last turn: the round is scored",
        ),
        "event.knack_call": ("{player} ruft „{call}“ und zeigt {cards}", "{player} calls “{call}” and shows {cards}"),
        "event.knack_new_table": (
            "{player} verlangt einen neuen Stock: {old} aus dem Spiel, der neue Stock ist {new}",
            "{player} demands a new table: {old} out of play, the new table is {new}",
        ),
        "event.knack_turn_cap": (
            "Nach {cap} Zügen ist Schluss: die Runde wird gewertet, als hätte jemand zugemacht",
            "After {cap} turns the engine stops: the round is scored as if someone had closed",
        ),
        "event.knack_show": ("{player} zeigt {cards}: {points}", "{player} shows {cards}: {points}"),
        "event.knack_forgot": (
            "{player} hat {points} auf der Hand und hat es nicht angesagt: verschlafen!",
            "{player} holds {points} and did not call it: forgotten!",
        ),
        "event.knack_draw": ("Stich: {player} zieht {card} ({points})", "Tie-break: {player} draws {card} ({points})"),
        "event.knack_round_winner": ("Die Runde gewinnt: {players}", "The round goes to: {players}"),
        "event.knack_life": ("{player} verliert ein Leben, noch {lives}", "{player} loses a life, {lives} left"),
        "event.knack_out": ("{player} hat kein Leben mehr und scheidet aus", "{player} has no lives left and is out"),
        "event.knack_pay": (
            "{player} zahlt eine Münze in den Pott, noch {coins}",
            "{player} pays a coin into the pot, {coins} left",
        ),
        "event.knack_blank": ("{player} ist blank und schwimmt", "{player} is blank and swims"),
        "event.knack_blank_choice": (
            "{player} ist blank: weiter schwimmen oder aussteigen?",
            "{player} is blank: swim on or drop out?",
        ),
        "event.knack_swims": ("{player} schwimmt weiter", "{player} swims on"),
        "event.knack_drops_out": (
            "{player} steigt aus, statt zu schwimmen",
            "{player} drops out instead of swimming",
        ),
        "event.knack_sunk": (
            "{player} verliert beim Schwimmen und ist raus",
            "{player} loses while swimming and is out",
        ),
        "event.knack_pay_all": (
            "{player} hat den Superknack verschlafen: zahlt alle {coins} Münzen und ist raus",
            "{player} missed the Superknack: pays all {coins} coins and is out",
        ),
        "event.knack_game_won": (
            "Nur {players} hat noch Leben und gewinnt das Spiel",
            "{players} is the last with lives and wins the game",
        ),
        "event.knack_game_won_lausitz": (
            "{players} bleibt übrig und nimmt den Pott: {pot} Münzen",
            "{players} is the last one left and takes the pot: {pot} coins",
        ),
        "event.knack_game_shared": (
            "Alle Übrigen scheiden zugleich aus: {players} teilen sich den Sieg",
            "Everyone left goes out at once: {players} share the win",
        ),
        # outcome
        "outcome.knack_last": (
            "Nur {winners} hat noch Leben und gewinnt",
            "{winners} is the last player with lives and wins",
        ),
        "outcome.knack_shared": (
            "{winners} verlieren zugleich ihr letztes Leben und teilen sich den Sieg",
            "{winners} lose their last lives at once and share the win",
        ),
        "outcome.lausitz_last": (
            "Nur {winners} ist noch im Spiel und nimmt den Pott ({pot} Münzen)",
            "{winners} is the last one left and takes the pot ({pot} coins)",
        ),
        "outcome.lausitz_shared": (
            "{winners} scheiden zugleich aus und teilen sich den Pott ({pot} Münzen)",
            "{winners} go out at once and share the pot ({pot} coins)",
        ),
        # round results
        "knack.result.head": ("Runde {round}: {ended}", "Round {round}: {ended}"),
        "knack.result.ended.call": ("{player} ruft „{call}“", "{player} calls “{call}”"),
        "knack.result.ended.deal_call": (
            "schon beim Geben vorbei, wegen der Hand von {players}",
            "over on the deal because of the hand of {players}",
        ),
        "knack.result.ended.closed": (
            "{player} hat gepasst, alle waren noch einmal dran",
            "{player} closed, everyone moved once more",
        ),
        "knack.result.ended.closed_lausitz": (
            "{player} hat zugemacht, alle waren noch einmal dran",
            "{player} closed, everyone moved once more",
        ),
        "knack.result.ended.stock_empty": (
            "alle haben geschoben und der Stapel reicht nicht für einen neuen Stock",
            "everyone pushed and the pile is too short for a new table",
        ),
        "knack.result.ended.turn_cap": (
            "die Zuggrenze der Spielmaschine ist erreicht",
            "the engine's turn cap is reached",
        ),
        "knack.result.why.lowest": (
            "Den niedrigsten Wert ({points}) hat {players}: ein Leben weniger",
            "Lowest value ({points}): {players} loses a life",
        ),
        "knack.result.why.lowest_lausitz": (
            "Den niedrigsten Wert ({points}) hat {players} und zahlt eine Münze",
            "Lowest value ({points}): {players} pays a coin",
        ),
        "knack.result.why.lowest_lausitz_many": (
            "Den niedrigsten Wert ({points}) haben {players}: alle zahlen eine Münze",
            "Lowest value ({points}): {players} each pay a coin",
        ),
        "knack.result.why.lowest_stich": (
            "Gleichstand beim niedrigsten Wert ({points}); der Stich trifft {players}: ein Leben weniger",
            "Tie for the lowest value ({points}); the tie-break draw hits {players}: one life less",
        ),
        "knack.result.why.forgot": (
            "{players} hat das Ansagen verschlafen und verliert allein, egal wie die Punkte stehen",
            "{players} forgot to call and alone loses, whatever the points",
        ),
        "knack.result.why.forgot_many": (
            "{players} haben das Ansagen verschlafen und verlieren allein, egal wie die Punkte stehen",
            "{players} forgot to call: they alone lose, whatever the points",
        ),
        "knack.result.why.forgot_lausitz": (
            "{players} hat das Ansagen verschlafen, verliert allein und zahlt",
            "{players} forgot to call, alone loses and pays",
        ),
        "knack.result.why.forgot_lausitz_many": (
            "{players} haben das Ansagen verschlafen, verlieren allein und zahlen",
            "{players} forgot to call: they alone lose and pay",
        ),
        "knack.result.why.feuer": (
            "{player} hat Feuer: alle anderen verlieren ein Leben",
            "{player} has Feuer: everyone else loses a life",
        ),
        "knack.result.why.superknack": (
            "{player} hat Superknack: alle anderen zahlen",
            "{player} has a Superknack: everyone else pays",
        ),
        "knack.result.draws": ("Stich: {draws}", "Tie-break draws: {draws}"),
        "knack.result.winners": ("Die Runde gewinnt: {players}", "The round goes to: {players}"),
        "knack.result.lives": ("Leben danach: {standings} ({ids})", "Lives after: {standings} ({ids})"),
        "knack.result.coins": (
            "Münzen danach: {standings}; im Pott: {pot} ({ids})",
            "Coins after: {standings}; in the pot: {pot} ({ids})",
        ),
    }
)
