"""The Charakir engine (rules C1-C13 of the rule reference, docs/en/rules/reference.md; source 003) on the shared core.

A game is an immutable state; every step of a turn is its own action, so a
lesson can walk through a turn one click at a time:

1. draw (C7): :class:`DrawPile` or :class:`TakeDiscard`;
2. only after taking the discard: :class:`LayPair` (C8);
3. :class:`Discard` one hand card (C9);
4. only when it is a real choice: :class:`Knock` or :class:`NoKnock` (C10).

>>> from knackpy import rules
>>> from knackpy.engine import new_game
>>> from knackpy.engine.charakir import stack_deck
>>> r = rules("charakir")
>>> order = stack_deck(r, players=2, dealer=1, hands=["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d", pile="3c")
>>> game = new_game(r, players=2, seed=1, deck_order=order, first_dealer=1)
>>> [a.label("de") for a in game.legal_actions()]
['Vom Stapel ziehen', 'Offene Karte nehmen']
>>> game = game.apply("nehmen")
>>> [a.to_text() for a in game.legal_actions()]
['pair 5h 5s', 'pair 5d 5h', 'pair 5d 5s']
>>> game = game.apply("paar 5h 5s").apply("ablegen Kd")
>>> game.hands[0], game.phase, game.to_move
((Card('Kreuz-2'), Card('Karo-5')), 'knock', 0)
>>> game.apply("klopfen").history_text("en")[-1]
'Anna knocks: everyone else has one last turn (C10)'

Readings (where the source is silent, what a player would expect; each is in the rule reference):

* **First dealer (C4).** Only the rank counts for the draw (ace lowest, king
  highest, suits do not break ties).  Tied players draw again from a freshly
  shuffled deck, in seat order; every card drawn is in the history.  The draw
  has its own shuffles (``shuffled(deck, seed, "first_dealer", attempt)``), so
  it does not touch the cards of round 1.  Given ``first_dealer``, nobody draws.
* **Deal (C5).** One card at a time, clockwise, starting with the player left
  of the dealer, until everyone holds four; the next card is turned face up as
  the discard; the rest is the draw pile.  A hand keeps its cards in the order
  they came (a new card goes to the end); the legal actions follow that order.  :func:`stack_deck` builds such an
  order.  Round 1 uses ``deck_order`` if given; every other round is
  ``shuffled(deck, seed, round_index)`` (E1).  The next round is dealt
  automatically after scoring, by the next player clockwise (C4).
* **The knock is a step of its own (C10).**  After the discard the player is
  asked ``Knock``/``NoKnock`` only when it is a real choice: nobody has knocked
  this round and his hand totals 10 or less.  Otherwise the turn simply ends
  with the discard, so there is never a step with one forced answer.  Keeping
  it apart from :class:`Discard` lets a lesson show the hand *after* the
  discard (that is the total that counts) before the decision.
* **One knock per round.**  During the last turns nobody can knock again; the
  others' last turns are full turns (draw, pair, discard).
* **Pair (C8).** Exactly one pair per taking.  With
  ``pair_may_use_taken_card=True`` any two cards of one rank in hand or the
  taken card qualify; with ``False`` both come from the cards held before
  taking.  The taken card may be discarded again at once (nothing forbids it;
  option ``may_discard_taken_card``, off: it must stay in the hand for now,
  unless it is the only card left).
* **Empty hands (C9).**  Hands only shrink: drawing keeps the size, taking
  the discard costs two cards (take one, lay two, discard one).  So between
  turns a hand holds 4, 2 or 0 cards, and after a pair at least one card is
  left: the discard is always possible.  An empty hand counts 0 and may knock;
  at its next turn it cannot take the discard (no pair), so it draws from the
  pile and discards that very card: the hand stays empty.
* **Pile running out (C12).**  The round ends after the turn that drew the
  last card: that player still discards and, if allowed, may knock, since the
  knock is the last step of every turn; the round then ends at once and is
  scored as C11 (no last turns without a pile).  If the pile runs out during
  the last turns after a knock, the remaining last turns are dropped; C11.
  With ``last_turns_without_pile`` the last turns are played: only the discard
  can be taken, and a player without a pair for it has no last turn.
* **Pair by rank (C8).**  "Denselben Wert" is read as the same rank; with
  ``pair_by_points`` two cards of equal points (king and queen) are a pair.
* **The winning knocker (C11)** scores 0; with ``knocker_scores_hand`` his hand total.
* **Turn cap (E4).**  Turns are counted per round when they end.  When the
  ``turn_cap``-th turn ends, the round is scored as if the pile had run out:
  C11 if somebody knocked, C12 otherwise.  Since hands only shrink and every
  draw from the pile uses it up, a round ends by itself after at most
  ``pile + 2 * players`` turns; the cap acts only when set lower.
* **Game end (C13).**  "Passes the limit" means strictly more than ``limit``,
  checked after each round; with ``rounds`` too, whichever comes first.  All
  players with the lowest total share the win.
* **What a player sees (E5).**  Own hand, the discard pile (every card in it
  was laid face up in front of everyone and is named in the history), the
  number of cards in each hand and in the pile, totals, past round results
  (hands are shown at scoring) and the public history.  A card drawn from the
  pile is never named.  ``view(None)`` adds every hand and the pile.
* ``outcome()`` is ``None`` while the game runs.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...cards import Card, label_params
from ...errors import IllegalActionError
from ...rules import Rules
from ...scoring import HandValue, hand_value
from ..core import (
    Action,
    Event,
    Game,
    LazyHistory,
    Outcome,
    check_seat,
    linked,
    observe,
    unlink,
)
from ..observation import CharakirObservation
from ..set_up import engine_class
from .actions import (
    _NO_ACTIONS,
    _POINTS,
    _POINTS_OF,
    _RANK,
    ACTION_TYPES,
    DISCARD,
    DRAW,
    KNOCK,
    OVER,
    PAIR,
    Discard,
    DrawPile,
    Knock,
    LayPair,
    NoKnock,
    TakeDiscard,
)
from .parse import parse_action
from .rounds import RoundResult, _deal, _draw_for_dealer, _expand, _outcome, _Results, _Scored
from .turns import _HANDLERS, _has_pair_for_taking, _keeps_taken, _legal

__all__ = ["CharakirGame"]  # the package's face (__init__) exports the rest

# --- the game ---------------------------------------------------------------------


class CharakirGame(Game):
    """A Charakir game state.  Create it with ``knackpy.new_game(knackpy.rules("charakir"), players=...)``.

    Public fields: ``round_no`` (0-based), ``dealer``, ``to_move``, ``phase``
    (``draw``, ``pair``, ``discard``, ``knock``, ``over``), ``knocker``,
    ``turns`` (finished turns this round), ``hands``, ``totals``,
    ``round_results``; properties ``pile`` (top first) and ``discard_pile``
    (bottom first).
    """

    __slots__ = (
        "rules",
        "n_players",
        "seed",
        "names",
        "deck_order",
        "first_dealer",
        "round_no",
        "dealer",
        "to_move",
        "phase",
        "knocker",
        "turns",
        "hands",
        "totals",
        "_results",
        "_order",
        "_pos",
        "_discard",
        "_taken",
        "_legal",
    )

    family: ClassVar[str] = "charakir"
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES
    wrong_rules: ClassVar[str] = "charakir.wrong_rules"

    @classmethod
    def plays(cls, rules: Rules) -> bool:
        return engine_class(rules.variant) is cls

    round_no: int
    dealer: int
    to_move: int | None
    phase: str
    knocker: int | None
    turns: int
    hands: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    _results: _Results  # the scored rounds, told when read (round_results)
    _order: tuple[Card, ...]  # this round's card order; the pile is _order[_pos:]
    _pos: int
    _discard: Any  # persistent list (previous, card), top last; None when empty
    _taken: Card | None  # the card taken from the discard this turn (C8 flag)
    _legal: tuple[Action, ...] | None  # cache of legal_actions()

    # --- creation -------------------------------------------------------------------
    def _adopt(self, rules: Rules, n_players: int, seed: int, names: tuple[str, ...],
               deck_order: tuple[Card, ...] | None, first_dealer: int | None) -> None:  # fmt: skip
        self.rules, self.n_players, self.seed, self.names = rules, n_players, seed, names
        self.deck_order, self.first_dealer = deck_order, first_dealer

    def _begin(self, first_dealer: int | None) -> CharakirGame:
        """C4: the draw for the first dealer (unless given), then the first deal (C5)."""
        n = self.n_players
        events: list[Event] = []
        if first_dealer is None:
            dealer = _draw_for_dealer(self.seed, n, events)
        else:
            dealer = first_dealer
            events.append(Event("charakir_first_dealer_given", dealer, (), "C4"))
        self._events = linked(events)
        self.totals = (0,) * n
        self._results = _Results()
        _deal(self, 0, dealer)
        return self

    def _next(self, action: Action, record: Any, hands: tuple[tuple[Card, ...], ...] | None = None) -> CharakirGame:
        """The next state's shell after ``action``: every field copied explicitly (the hot path; no deepcopy).

        Every move adds itself to the log and ``record`` (an event) to the history; most change the hands.
        """
        new = object.__new__(CharakirGame)
        new.rules = self.rules
        new.n_players = self.n_players
        new.seed = self.seed
        new.names = self.names
        new.deck_order = self.deck_order
        new.first_dealer = self.first_dealer
        new._log = (self._log, action)
        new._events = (self._events, record)
        new.round_no = self.round_no
        new.dealer = self.dealer
        new.to_move = self.to_move
        new.phase = self.phase
        new.knocker = self.knocker
        new.turns = self.turns
        new.hands = self.hands if hands is None else hands
        new.totals = self.totals
        new._results = self._results
        new._order = self._order
        new._pos = self._pos
        new._discard = self._discard
        new._taken = self._taken
        new._legal = None
        return new

    # --- reading the state --------------------------------------------------------------
    @property
    def round_results(self) -> tuple[RoundResult, ...]:
        """How each round so far was scored, oldest first (worked out when first read)."""
        return self._results.items()

    @property
    def history(self) -> tuple[Event, ...]:
        """The public events so far, oldest first (a scored round's events told when read)."""
        return tuple(_expand(unlink(self._events)))

    @property
    def pile(self) -> tuple[Card, ...]:
        """The draw pile, top card first (secret: only the teacher's view shows it)."""
        return self._order[self._pos :]

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first; the last card is the open one."""
        return unlink(self._discard)

    @property
    def discard_top(self) -> Card | None:
        return self._discard[1] if self._discard is not None else None

    def hand(self, player: int) -> tuple[Card, ...]:
        return self.hands[player]

    def hand_points(self, player: int) -> int:
        """C2: the total of a player's hand."""
        return sum(map(_POINTS_OF, self.hands[player]))

    def value(self, player: int) -> HandValue:
        """The rich value of a player's hand, with its explanation (C2); an empty hand is worth 0."""
        return hand_value(self.hands[player], self.rules)

    def standings(self) -> tuple[dict[str, Any], ...]:
        """Per player: name and running total (C13)."""
        return tuple({"player": p, "name": self.names[p], "total": t} for p, t in enumerate(self.totals))

    def card_places(self) -> dict[str, tuple[Card, ...]]:
        """E3: where every card is: ``hand 0`` ... ``hand n-1``, ``discard`` (bottom first), ``pile`` (top first)."""
        places: dict[str, tuple[Card, ...]] = {f"hand {p}": h for p, h in enumerate(self.hands)}
        places["discard"] = self.discard_pile
        places["pile"] = self.pile
        return places

    def card_locations(self) -> dict[Card, str]:
        """E3 the other way round: card -> place; raises if a card is in two places."""
        located: dict[Card, str] = {}
        for place, cards in self.card_places().items():
            for c in cards:
                if c in located:
                    raise AssertionError(f"{c.short} is in {located[c]} and in {place}")
                located[c] = place
        return located

    def is_over(self) -> bool:
        return self.phase == OVER

    def __repr__(self) -> str:
        if self.phase == OVER:
            return f"<CharakirGame over after {len(self.round_results)} rounds, totals {self.totals}>"
        assert self.to_move is not None  # only a game that is over has nobody to move
        who = self.names[self.to_move]
        return f"<CharakirGame round {self.round_no + 1}, {who} to {self.phase}, totals {self.totals}>"

    # --- legal actions (E2) ----------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the player to move, in a stable order; empty when the game is over.
        A :class:`~knackpy.engine.legal.LegalActions`: ``"ziehen" in game.legal_actions()`` reads text too.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = _legal(self)
        return legal

    # --- applying -------------------------------------------------------------------
    def apply(self, action: object) -> CharakirGame:
        """The state after ``action`` (an action of ``legal_actions()`` or its text).

        Illegal actions raise :class:`~knackpy.IllegalActionError` naming the
        rule (E2); this state is never changed.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        handler = _HANDLERS.get(type(action))  # None for text and for anything that is no Charakir action
        if handler is not None:
            for candidate in legal:  # the hot path: one of the engine's own (interned) actions, found by identity
                if candidate is action:  # (``legal.index`` would call the dataclass ``__eq__`` on the ones before)
                    return handler(self, action)
        return Game.apply(self, action)  # an equal action, text, or an illegal one: checked, with the reason why not

    def _do(self, action: Action) -> CharakirGame:
        return _HANDLERS[type(action)](self, action)

    def outcome(self) -> Outcome | None:
        """C13: the lowest total wins, equal lowest totals share the win; ``None`` while the game runs."""
        if self.phase != OVER:
            return None
        return _outcome(self)

    # --- why not (E2) ------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        """The one place that says why an action is illegal now (rule ID and reason)."""
        assert self.to_move is not None  # check() has made sure the game is not over
        phase = self.phase
        kind = type(action)
        if kind is DrawPile or kind is TakeDiscard:
            if phase != DRAW:
                self._wrong_phase(action)
            if kind is TakeDiscard:
                self._check_take()
            elif self._pos >= len(self._order):
                raise IllegalActionError("charakir.pile_gone", rule="C12")
        elif isinstance(action, LayPair):
            if phase != PAIR:
                self._wrong_phase(action)
            self._check_pair(action)
        elif isinstance(action, Discard):
            if phase != DISCARD:
                self._wrong_phase(action)
            if action.card not in self.hands[self.to_move]:
                raise IllegalActionError("charakir.discard_not_in_hand", rule="C9", **label_params("card", action.card))
            if action.card == self._taken and _keeps_taken(self, self.hands[self.to_move]):
                raise IllegalActionError("charakir.discard_taken", rule="C9", **label_params("card", action.card))
        elif phase != KNOCK:  # Knock or NoKnock
            self._wrong_phase(action)

    def _check_take(self) -> None:
        assert self.to_move is not None  # called by _check()
        if _has_pair_for_taking(self, self.hands[self.to_move]):
            return
        if self.rules.pair_may_use_taken_card:
            raise IllegalActionError("charakir.no_pair", rule="C8", **label_params("card", self._discard[1]))
        raise IllegalActionError("charakir.no_pair_own", rule="C8", **label_params("card", self._discard[1]))

    def _check_pair(self, action: LayPair) -> None:
        a, b = action.a, action.b
        cards = label_params("cards", (a, b))
        if a == b:
            raise IllegalActionError("charakir.pair_twice", rule="C8", **label_params("card", a))
        assert self.to_move is not None  # called by _check()
        hand = self.hands[self.to_move]
        if a not in hand or b not in hand:
            raise IllegalActionError("charakir.pair_not_in_hand", rule="C8", **cards)
        if self.rules.pair_by_points and _POINTS[a] != _POINTS[b]:
            raise IllegalActionError("charakir.pair_not_same_points", rule="C8", **cards)
        if not self.rules.pair_by_points and _RANK[a] != _RANK[b]:
            raise IllegalActionError("charakir.pair_not_same_rank", rule="C8", **cards)
        if not self.rules.pair_may_use_taken_card and self._taken in (a, b):
            raise IllegalActionError("charakir.pair_uses_taken", rule="C8", **label_params("card", self._taken))

    def _wrong_phase(self, action: Action) -> None:
        """Raise why ``action`` does not fit the current step of the turn."""
        phase, kind = self.phase, type(action)
        label = {"action": action.label("de"), "action_en": action.label("en")}
        if kind in (Knock, NoKnock):
            if self.knocker is not None:
                raise IllegalActionError("charakir.already_knocked", rule="C10", player=self.names[self.knocker])
            key = "charakir.knock_not_now" if kind is Knock else "charakir.no_knock_not_now"
            raise IllegalActionError(key, rule="C10", limit=self.rules.knock_limit)
        if phase == DRAW:
            raise IllegalActionError("charakir.draw_first", rule="C7", **label)
        if phase == PAIR:
            raise IllegalActionError("charakir.must_lay_pair", rule="C8", **label)
        if phase == KNOCK:
            assert self.to_move is not None  # called by _check()
            points = self.hand_points(self.to_move)
            raise IllegalActionError("charakir.decide_knock", rule="C10", points=points, **label)
        # phase == DISCARD
        if kind in (DrawPile, TakeDiscard):
            raise IllegalActionError("charakir.already_drawn", rule="C7")
        if self._taken is None:
            raise IllegalActionError("charakir.pair_after_pile", rule="C8")
        raise IllegalActionError("charakir.pair_only_one", rule="C8")

    # --- parsing typed input -----------------------------------------------------------------
    @classmethod
    def parse_action(cls, text: str) -> Action:
        """An action from typed text, German or English (forgiving), or its canonical ``to_text()``.

        >>> [CharakirGame.parse_action(t).to_text() for t in ("ziehen", "Offene Karte nehmen", "paar 5h 5s", "ablegen Kd")]
        ['draw', 'take', 'pair 5h 5s', 'discard Kd']
        >>> CharakirGame.parse_action("nicht klopfen").label("en")
        "don't knock"
        """
        return parse_action(text)

    # --- views (E5) --------------------------------------------------------------------
    def view(self, player: int | None = None) -> CharakirObservation:
        """What ``player`` may see (E5); ``None`` is the teacher's full view."""
        if player is not None:
            check_seat(player, self.n_players, "engine.bad_player")
        teacher = player is None
        hand: tuple[Card, ...] = () if player is None else self.hands[player]
        mine = teacher or player == self.to_move
        seen = observe(
            CharakirObservation,
            {
                "game": self.family,
                "player": player,
                "phase": self.phase,
                "to_move": self.to_move,
                "hand": hand,
                "history": LazyHistory(self._events, None, _Scored),
                "legal_actions": self.legal_actions() if mine else _NO_ACTIONS,
                "names": self.names,
                "round": self.round_no + 1,
                "dealer": self.dealer,
                "discard_top": self.discard_top,
                "discard_pile": self.discard_pile,
                "pile_size": len(self._order) - self._pos,
                "hand_sizes": tuple(len(h) for h in self.hands),
                "totals": self.totals,
                "knocker": self.knocker,
                "last_turns": self._last_turns(),
                "turns": self.turns,
                "turn_cap": self.rules.turn_cap,
                "results": self.round_results,
                "value": None if player is None else self.hand_points(player),
                "rules": self.rules,  # the options in force are public; hints read them from a view
            },
        )
        if teacher:  # the teacher sees everything (E5); a player's view keeps the defaults (None)
            seen.__dict__.update(
                hands=self.hands,
                pile=self.pile,
                values=tuple(self.hand_points(p) for p in range(self.n_players)),
            )
        return seen

    def _last_turns(self) -> tuple[int, ...]:
        """After a knock: who still has a last turn (the player to move first)."""
        if self.knocker is None or self.to_move is None:
            return ()
        n, out, p = self.n_players, [], self.to_move
        while p != self.knocker:
            out.append(p)
            p = (p + 1) % n
        return tuple(out)
