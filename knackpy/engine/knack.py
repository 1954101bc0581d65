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

import types
from typing import Any, ClassVar

from .. import i18n
from ..cards import Card, format_cards, parse_cards
from ..errors import IllegalActionError, KnackpyError, ParseError, summarize
from ..rules import Rules
from ..scoring import HandValue, format_points, hand_value
from . import core
from .core import Event, Game, Outcome, check_seat, observe
from .knack_actions import (
    _ACTION_CLASSES,
    CALL,
    CHOOSE,
    DROP_OUT,
    END_TURN,
    KEEP,
    NEW_TABLE,
    NO_ACTIONS,
    OVER,
    PHASES,
    PUSH,
    RULE_IDS,
    SWAP_ALL,
    SWIM,
    SWIM_ON,
    THROW,
    TURN,
    CallKnack,
    Close,
    DropOut,
    EndTurn,
    Keep,
    KnackAction,
    NewTable,
    Push,
    Swap,
    SwapAll,
    Swim,
    Throw,
    _as_card,
    _as_event,
    _context,
)
from .knack_rounds import RoundResult, _deal_round, stack_deck
from .knack_turns import _HANDLERS, _LEGAL, _is_789
from .observation import KnackObservation

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
    "RULE_IDS",
    "stack_deck",
    "setup_game",
    "parse_action",
    "PHASES",
]


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
    wrong_rules: ClassVar[str] = "knack.not_knack_rules"

    @classmethod
    def plays(cls, rules: Rules) -> bool:
        return rules.is_knack

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
        game = cls._set_up(
            rules, players=players, seed=seed, names=names, deck_order=deck_order, first_dealer=first_dealer
        )
        n = game.n_players
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
        """The legal actions of the player to move, in a stable order; ``()`` once the game is over.
        Wrap it for text: ``"keep" in LegalActions(game.legal_actions())`` (:mod:`knackpy.engine.legal`).
        """
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
                raise _card_error("knack.illegal.not_in_hand", "K10", player, card=action.give, cards=hand)
            raise _card_error("knack.illegal.not_on_table", "K10", player, card=action.take, cards=self._table)
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

    def view(self, player: int | None = None) -> KnackObservation:
        """E5: what ``player`` may see; ``None`` is the teacher's full view (every hand, the pile, forgotten calls)."""
        if type(player) is not int or not 0 <= player < self.n_players:  # the fast path is a bot asking for its seat
            check_seat(player, self.n_players, "engine.bad_player", allow_none=True)
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
        if phase_no == OVER:
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
                "history": core.LazyHistory(self._events, ctx.as_event),
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
            f"<KnackGame {self.rules.game} round {self._rd.number} {PHASES[self._phase]}"
            f" to_move={self.to_move} actions={len(core.unlink(self._log))}>"
        )


_new_game = object.__new__


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


# --- lessons: an exact deal (see knack_rounds.stack_deck) ---------------------------------------------------------


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
