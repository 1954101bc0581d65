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
Where the sources are silent, the engine reads the rules as follows (each reading is in the project's
rule reference, ``docs/en/rules/reference.md``).

- The double seat looks at the first of his two hands (to him they are alike).
- A Knack or Feuer on the deal (K15) is shown by the engine, nobody has to call
  it.  Before the choice the history only says who holds it; the cards are shown
  after the choice, so the chooser cannot use them (E5).  In the Oberlausitz a Superknack on the deal always ends the game; a Knack
  only with ``announce_knack`` (without it, play goes on).
- Forgetting (K14, O10, O11): a player forgets when he ends a turn holding a
  call-worthy hand (31 or Feuer in ``knack``; Superknack, and Knack with
  ``announce_knack``, in the Oberlausitz).  In ``knack`` he loses at scoring
  whatever he holds then (source 000: forgetting loses the round); the house
  rule ``forgotten_cleared_by_swap`` (off by default) lets a later swap away
  from the hand clear it.  In the Oberlausitz it is found out at scoring if he
  still holds such a hand (O10: found out by the closing).  A later call does
  not undo it (the Oberlausitz text: announcing late loses).  Several
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

import operator
from typing import TYPE_CHECKING, Any, ClassVar

from ...cards import Card
from ...errors import IllegalActionError, KnackpyError, summarize
from ...rules import Rules
from ...scoring import HandValue, format_points, hand_value
from .. import core
from ..core import Action, Event, Game, Outcome, check_seat, observe
from ..legal import LegalActions
from ..observation import KnackObservation
from ..set_up import engine_class
from .actions import (
    CALL,
    CHOOSE,
    NO_ACTIONS,
    OVER,
    PUSH,
    SWAP_ALL,
    SWIM,
    TURN,
    CallKnack,
    Close,
    DropOut,
    EndTurn,
    Keep,
    KnackAction,
    NewTable,
    Swap,
    Swim,
    Throw,
    _as_card,
    _as_event,
    _Context,
    _context,
)
from .parse import _Either, card_error, parse_action
from .rounds import RoundResult, _deal_round, _expand, _Round, _RoundEnd, stack_deck
from .turns import _HANDLERS, _LEGAL, _is_789, _swap_cards

__all__ = ["KnackGame", "setup_game"]  # the package's face (__init__) exports the rest


# --- the game ------------------------------------------------------------------------------------------------------


class _SetUp:
    """The checked set-up of one game, shared by all its states (a turn copies one field instead of six)."""

    __slots__ = ("rules", "n_players", "seed", "names", "deck_order", "first_dealer")

    def __init__(self, rules: Rules, n_players: int, seed: int, names: tuple[str, ...],
                 deck_order: tuple[Card, ...] | None, first_dealer: int | None) -> None:  # fmt: skip
        self.rules, self.n_players, self.seed, self.names = rules, n_players, seed, names
        self.deck_order, self.first_dealer = deck_order, first_dealer


class KnackGame(Game):
    """A state of a Knack game (``knack`` or ``knack_oberlausitz``).  Immutable: :meth:`apply` returns the next one.

    Public read-only properties: ``phase`` (``"choose"``, ``"turn"``, ``"call"``,
    ``"over"``), ``to_move``, ``round_no``, ``dealer``, ``chooser``, ``hands``,
    ``table``, ``pile``, ``out_of_play``, ``closer``, ``turns``, ``lives`` /
    ``coins``, ``pot``, ``in_game``, ``swimming``, ``round_results``.
    """

    __slots__ = (
        "_setup",
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

    _setup: _SetUp  # rules, players, seed, names, card order, first dealer (shared by every state of the game)
    _ctx: _Context  # the ruleset's constants (shared by every state of the game)
    _rd: _Round  # what stays fixed during the round
    _phase: str  # CHOOSE, TURN, CALL, OVER or SWIM (the phase's word)
    _to_move: int
    _hands: tuple[tuple[Card, ...], ...]  # per seat (empty for players out)
    _table: tuple[Card, ...]
    _pile_pos: int  # the pile is _rd.cards[_pile_pos:]
    _out: tuple[Card, ...]  # out of play this round
    _closer: int  # -1: nobody has closed
    _turns: int
    _pushes: int
    _forgot: int  # bit set of the seats that forgot a call (K14, O10)
    _legal: tuple[KnackAction, ...] | None  # cache of legal_actions()

    if not TYPE_CHECKING:  # read-only, from the shared set-up (for mypy the base class's attributes)
        rules = property(operator.attrgetter("_setup.rules"))
        n_players = property(operator.attrgetter("_setup.n_players"))
        seed = property(operator.attrgetter("_setup.seed"))
        names = property(operator.attrgetter("_setup.names"))
        deck_order = property(operator.attrgetter("_setup.deck_order"))
        first_dealer = property(operator.attrgetter("_setup.first_dealer"))

    family: ClassVar[str] = "knack"
    action_types: ClassVar[tuple[type, ...]] = (KnackAction,)
    wrong_rules: ClassVar[str] = "knack.not_knack_rules"

    @classmethod
    def plays(cls, rules: Rules) -> bool:
        return engine_class(rules.variant) is cls

    def _adopt(self, rules: Rules, n_players: int, seed: int, names: tuple[str, ...],
               deck_order: tuple[Card, ...] | None, first_dealer: int | None) -> None:  # fmt: skip
        self._setup = _SetUp(rules, n_players, seed, names, deck_order, first_dealer)

    # --- creation --------------------------------------------------------------------------------------------------
    def _begin(self, first_dealer: int | None) -> KnackGame:
        """The first deal, waiting for the first choice (K4/K5, O4).

        ``deck_order`` (the whole deck, see :func:`stack_deck`) fixes the first
        round's cards; later rounds are shuffled from ``seed`` (E1).  Without
        ``first_dealer`` the first dealer is drawn from the seed.
        """
        n = self.n_players
        self._ctx = _context(self.rules)
        dealer = first_dealer if first_dealer is not None else core.seeded_index(n, self.seed, "first-dealer")
        stake = self.rules.coins if self._ctx.lausitz else self.rules.lives
        assert stake is not None  # a Knack ruleset always has one of them (its variant's defaults)
        return _deal_round(self, 1, dealer, (stake,) * n, (True,) * n, 0, None, [])

    def _copy(self) -> KnackGame:
        """The explicit field copy the next state is built from (cheaper than walking the MRO)."""
        return self._successor(self._hands, self._table, self._log, self._events, self._pushes)

    def _successor(
        self,
        hands: tuple[tuple[Card, ...], ...],
        table: tuple[Card, ...],
        log: tuple | None,
        events: tuple | None,
        pushes: int = 0,
    ) -> KnackGame:
        """A copy with the fields a turn changes given: each field is set once (a turn is the hot path)."""
        new = _new_game(KnackGame)
        new._setup = self._setup
        new._log = log
        new._events = events
        new._ctx = self._ctx
        new._rd = self._rd
        new._phase = self._phase
        new._to_move = self._to_move
        new._hands = hands
        new._table = table
        new._pile_pos = self._pile_pos
        new._out = self._out
        new._closer = self._closer
        new._turns = self._turns
        new._pushes = pushes
        new._forgot = self._forgot
        new._legal = None
        return new

    # --- legality (E2) ---------------------------------------------------------------------------------------------
    def legal_actions(self) -> tuple[KnackAction, ...]:
        """The legal actions of the player to move, in a stable order; ``()`` once the game is over.
        A :class:`~knackpy.engine.legal.LegalActions`: ``"keep" in game.legal_actions()`` reads text too.
        """
        legal = self._legal
        if legal is None:
            ctx = self._ctx
            if self._phase == TURN and not self._forgot and not ctx.seven_eight_nine:
                # most states: the nine swaps, swap all, push, close (here, not in turns._legal_turn: a call less)
                rows = ctx.swap_rows
                h0, h1, h2 = self._hands[self._to_move]
                table = self._table
                # a card + 0 is a plain int (a small one: no new object), and a list indexed by a plain int is
                # Python's fast path (a Card, an int subclass, takes the general one): 40 of 160 ns
                t0, t1, t2 = table[0] + 0, table[1] + 0, table[2] + 0
                r0, r1, r2 = rows[h0 + 0], rows[h1 + 0], rows[h2 + 0]
                moves = (r0[t0], r0[t1], r0[t2], r1[t0], r1[t1], r1[t2], r2[t0], r2[t1], r2[t2],
                         SWAP_ALL, PUSH, ctx.close)  # fmt: skip
                legal = LegalActions(moves if self._closer < 0 else moves[:11])  # once closed, nobody closes (K13)
            else:
                legal = _LEGAL[self._phase](self)
            self._legal = legal
        return legal

    def apply(self, action: object) -> KnackGame:
        """The state after ``action`` (an action or its text); illegal ones raise and change nothing (E2)."""
        if type(action) is Swap and self._phase == TURN:  # most moves: legal whenever its cards lie in hand and table
            try:
                i, j = self._hands[self._to_move].index(action.give), self._table.index(action.take)
            except ValueError:
                pass  # not legal now: check() says why
            else:
                return _swap_cards(self, action, i, j)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        handler = _HANDLERS.get(type(action))  # None for text and for anything that is no Knack action
        if handler is not None:
            try:  # C speed (``in`` calls LegalActions.__contains__); the last three first (swap all, push, close)
                legal.index(action, -3)
            except ValueError:
                if action in legal:  # a call or a new table, at the front (K14, K19)
                    return handler(self, action)
            else:
                return handler(self, action)
        return self._do(self.check(action))

    def _do(self, action: Action) -> KnackGame:
        return _HANDLERS[type(action)](self, action)

    def _check(self, action: Action) -> Action:
        legal = self.legal_actions()
        if action in legal:
            return action
        for candidate in legal:  # the same move in the other word: Close("zumachen") in knack, "Feuer!" for a Knack
            if type(candidate) is type(action) and type(action) in (Close, CallKnack):
                return candidate
        self._raise_why(action)
        raise AssertionError("unreachable")  # pragma: no cover

    def _raise_why(self, action: Action) -> None:
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
                raise card_error("knack.illegal.not_in_hand", "K10", player, card=action.give, cards=hand)
            raise card_error("knack.illegal.not_on_table", "K10", player, card=action.take, cards=self._table)
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
            raise card_error("knack.illegal.no_789", "K19", "", card=None, cards=self._table)
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
        return self._phase

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
        return self._hands[check_seat(player, self.n_players, "engine.bad_player")]

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
        return self._rd.results_view[:]  # worked out once per round, shared with the views (not on every read)

    @property
    def history(self) -> tuple[Event, ...]:
        """The public events so far, oldest first (rendered from compact records)."""
        return tuple(_as_event(record, self._ctx) for record in _expand(core.unlink(self._events)))

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

    def view(self, player: int | None = None) -> KnackObservation:
        """E5: what ``player`` may see; ``None`` is the teacher's full view (every hand, the pile, forgotten calls)."""
        if type(player) is not int or not 0 <= player < self.n_players:  # the fast path is a bot asking for its seat
            check_seat(player, self.n_players, "engine.bad_player", allow_none=True)
        rd, ctx, true_phase = self._rd, self._ctx, self._phase
        phase = true_phase
        if player is not None and true_phase == CALL and player != self._to_move:
            phase = "turn"  # the others only see that it is still his turn
        if player is None:
            hand: tuple[Card, ...] = ()
        elif true_phase == CHOOSE and player == rd.chooser:
            hand = rd.double_hands[0]  # he looks at one hand only (K5, O4)
        else:
            hand = self._hands[player]
        if true_phase == OVER:
            to_move, visible_legal = None, NO_ACTIONS
        else:
            to_move = self._to_move
            visible_legal = self.legal_actions() if player is None or player == to_move else NO_ACTIONS
        seen = observe(
            KnackObservation,
            {
                ctx.stake_key: rd.stakes,
                "game": ctx.game,
                "player": player,
                "phase": phase,
                "to_move": to_move,
                "hand": hand,
                "history": core.LazyHistory(self._events, ctx.as_event, _RoundEnd),
                "legal_actions": visible_legal,
                "names": self.names,
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
                "pot": rd.pot,
                "in_game": rd.alive,
                "swimming": self.swimming,
                "results": rd.results_view,  # read on demand (bots rarely do)
                "value": ctx.points[hand] if len(hand) == 3 else None,
                "rules": ctx.rules,  # the options in force are public; hints read them from a view
            },
        )
        if player is None:  # the teacher sees everything (E5); a player's view keeps the defaults (None)
            seen.__dict__.update(
                hands=self._hands,
                chooser_hands=self.chooser_hands,
                pile=self.pile,
                forgotten=self.forgotten,
                values=tuple(ctx.points[h] if h else None for h in self._hands),
            )
        return seen

    def __repr__(self) -> str:
        return (
            f"<KnackGame {self.rules.game} round {self._rd.number} {self._phase}"
            f" to_move={self.to_move} actions={len(core.unlink(self._log))}>"
        )


_new_game = object.__new__


# --- lessons: an exact deal (see rounds.stack_deck) ---------------------------------------------------------


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
