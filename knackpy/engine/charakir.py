"""The Charakir engine (rules C1-C13 of RULES.md, source 003) on the shared core.

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

Readings (where RULES.md is silent, what a player would expect):

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

import re
from typing import Any, ClassVar

from .. import i18n
from ..cards import FRENCH_52, Card, parse_cards
from ..errors import IllegalActionError, KnackpyError, ParseError, summarize
from ..rules import Rules
from ..scoring import HandValue, hand_value
from .charakir_actions import (
    _ACTION_TYPE_SET,
    _DECK,
    _DISCARDS,
    _DRAW_ONLY,
    _DRAW_OR_TAKE,
    _KNOCK_CHOICE,
    _NO_ACTIONS,
    _PAIRS,
    _POINT_PAIRS,
    _POINTS,
    _RANK,
    _TAKE_ONLY,
    ACTION_TYPES,
    DISCARD,
    DRAW,
    DRAW_PILE,
    HAND_SIZE,
    KNOCK,
    KNOCK_ACTION,
    KNOCK_PENALTY,
    NO_KNOCK,
    OVER,
    PAIR,
    TAKE_DISCARD,
    Discard,
    DrawPile,
    Knock,
    LayPair,
    NoKnock,
    TakeDiscard,
    all_actions,
)
from .charakir_rounds import PlayerResult, RoundResult, _score_lines, stack_deck
from .core import (
    Action,
    Event,
    Game,
    LazyHistory,
    Outcome,
    check_seat,
    linked,
    observe,
    shuffled,
    unlink,
)
from .observation import CharakirObservation

__all__ = [
    "CharakirGame",
    "DrawPile",
    "TakeDiscard",
    "LayPair",
    "Discard",
    "Knock",
    "NoKnock",
    "PlayerResult",
    "RoundResult",
    "stack_deck",
    "HAND_SIZE",
    "KNOCK_PENALTY",
    "ACTION_TYPES",
    "all_actions",
]

# --- the game ---------------------------------------------------------------------


def _draw_for_dealer(seed: int, n: int, events: list[Event]) -> int:
    """C4: everyone draws, the highest rank deals (ace low, king high); the tied draw again."""
    contenders = list(range(n))
    for attempt in range(1000):
        cards = shuffled(_DECK, seed, "first_dealer", attempt)
        drawn = dict(zip(contenders, cards, strict=False))
        for p, card in drawn.items():
            events.append(Event("charakir_dealer_draw", p, (("card", card),), "C4"))
        height = {p: 1 if c & 15 == 14 else c & 15 for p, c in drawn.items()}  # ace low for this draw
        top = max(height.values())
        contenders = [p for p in contenders if height[p] == top]
        if len(contenders) == 1:
            events.append(Event("charakir_first_dealer", contenders[0], (), "C4"))
            return contenders[0]
        events.append(Event("charakir_dealer_tie", None, (("players", tuple(contenders)),), "C4"))
    # A thousand ties in a row cannot happen in practice; the bound only guarantees termination.
    events.append(Event("charakir_first_dealer", contenders[0], (), "C4"))
    return contenders[0]


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


class CharakirGame(Game):
    """A Charakir game state.  Create it with ``knackpy.new_game(knackpy.rules("charakir"), players=...)``.

    Public fields: ``round_no`` (0-based), ``dealer``, ``to_move``, ``phase``
    (``draw``, ``pair``, ``discard``, ``knock``, ``over``), ``knocker``,
    ``turns`` (finished turns this round), ``hands``, ``totals``,
    ``round_results``; properties ``pile`` (top first) and ``discard_pile``
    (bottom first).
    """

    __slots__ = (
        "round_no",
        "dealer",
        "to_move",
        "phase",
        "knocker",
        "turns",
        "hands",
        "totals",
        "round_results",
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
        return rules.game == "charakir"

    round_no: int
    dealer: int
    to_move: int | None
    phase: str
    knocker: int | None
    turns: int
    hands: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    round_results: tuple[RoundResult, ...]
    _order: tuple[Card, ...]  # this round's card order; the pile is _order[_pos:]
    _pos: int
    _discard: tuple | None  # persistent list (previous, card), top last
    _taken: Card | None  # the card taken from the discard this turn (C8 flag)
    _legal: tuple[Action, ...] | None  # cache of legal_actions()

    # --- creation -------------------------------------------------------------------
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
    ) -> CharakirGame:
        """A new game: C4 draw for the first dealer (unless given), then the first deal (C5)."""
        game = cls._set_up(
            rules, players=players, seed=seed, names=names, deck_order=deck_order, first_dealer=first_dealer
        )
        n = game.n_players
        events: list[Event] = []
        if first_dealer is None:
            dealer = _draw_for_dealer(game.seed, n, events)
        else:
            dealer = first_dealer
            events.append(Event("charakir_first_dealer_given", dealer, (), "C4"))
        game._events = linked(events)
        game.totals = (0,) * n
        game.round_results = ()
        game._deal(0, dealer)
        return game

    def _deal(self, round_no: int, dealer: int) -> None:
        """C5 on a fresh state: four cards each, one at a time from the dealer's left; one face up."""
        n = self.n_players
        if round_no == 0 and self.deck_order is not None:
            order = self.deck_order
        else:
            order = shuffled(_DECK, self.seed, round_no)  # E1
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(dealer + 1 + i) % n].append(order[i])
        top = order[HAND_SIZE * n]
        self.round_no = round_no
        self.dealer = dealer
        self.to_move = (dealer + 1) % n  # C6
        self.phase = DRAW
        self.knocker = None
        self.turns = 0
        self.hands = tuple(map(tuple, hands))
        self._order = order
        self._pos = HAND_SIZE * n + 1
        self._discard = (None, top)
        self._taken = None
        self._legal = None
        params = (("round", round_no + 1), ("card", top), ("pile", len(order) - self._pos))
        self._events = (self._events, Event("charakir_deal", dealer, params, "C5"))

    def _next(self) -> CharakirGame:
        """The next state's shell: every field copied explicitly (the hot path; no deepcopy)."""
        new = object.__new__(CharakirGame)
        new.rules = self.rules
        new.n_players = self.n_players
        new.seed = self.seed
        new.names = self.names
        new.deck_order = self.deck_order
        new.first_dealer = self.first_dealer
        new._log = self._log
        new._events = self._events
        new.round_no = self.round_no
        new.dealer = self.dealer
        new.to_move = self.to_move
        new.phase = self.phase
        new.knocker = self.knocker
        new.turns = self.turns
        new.hands = self.hands
        new.totals = self.totals
        new.round_results = self.round_results
        new._order = self._order
        new._pos = self._pos
        new._discard = self._discard
        new._taken = self._taken
        new._legal = None
        return new

    # --- reading the state --------------------------------------------------------------
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
        return sum(_POINTS[c] for c in self.hands[player])

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
        who = self.names[self.to_move]
        return f"<CharakirGame round {self.round_no + 1}, {who} to {self.phase}, totals {self.totals}>"

    # --- legal actions (E2) ----------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the player to move, in a stable order; empty when the game is over.
        Wrap it for text: ``"draw" in LegalActions(game.legal_actions())`` (:mod:`knackpy.engine.legal`).
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        hand = self.hands[self.to_move] if self.to_move is not None else ()
        if phase == DRAW:
            if self._pos >= len(self._order):  # C12 reading last_turns_without_pile: only the discard is left
                return _TAKE_ONLY
            return _DRAW_OR_TAKE if self._has_pair_for_taking(hand) else _DRAW_ONLY
        if phase == DISCARD:
            if self._keeps_taken(hand):  # C9 reading switched off: the taken card stays, if another can go
                return tuple([_DISCARDS[c] for c in hand if c != self._taken])
            return tuple([_DISCARDS[c] for c in hand])
        if phase == KNOCK:
            return _KNOCK_CHOICE
        if phase == PAIR:
            own = self._pair_cards(hand)
            key, pairs = (_POINTS, _POINT_PAIRS) if self.rules.pair_by_points else (_RANK, _PAIRS)
            return tuple(
                pairs[(a, b) if a < b else (b, a)] for i, a in enumerate(own) for b in own[i + 1 :] if key[a] == key[b]
            )
        return _NO_ACTIONS

    def _keeps_taken(self, hand: tuple[Card, ...]) -> bool:
        """C9 with ``may_discard_taken_card=False``: the card just taken may not go back, unless it is the last one."""
        return self._taken is not None and not self.rules.may_discard_taken_card and len(hand) > 1

    def _has_pair_for_taking(self, hand: tuple[Card, ...]) -> bool:
        """C8: taking the discard needs a pair (the taken card counts only with the flag on)."""
        cards = hand + (self._discard[1],) if self.rules.pair_may_use_taken_card else hand
        key = _POINTS if self.rules.pair_by_points else _RANK
        return len({key[c] for c in cards}) < len(cards)

    def _pair_cards(self, hand: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards a pair may be made of (C8 flag: with or without the taken card)."""
        if self.rules.pair_may_use_taken_card:
            return hand
        return _without(hand, self._taken)

    # --- applying -------------------------------------------------------------------
    def apply(self, action: object) -> CharakirGame:
        """The state after ``action`` (an action of ``legal_actions()`` or its text).

        Illegal actions raise :class:`~knackpy.IllegalActionError` naming the
        rule (E2); this state is never changed.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        kind = type(action)
        if kind in _ACTION_TYPE_SET and action in legal:  # the hot path: identity hits
            return _DO[kind](self, action)
        return Game.apply(self, action)  # parses text, or raises the reason why not

    def _do(self, action: Action) -> CharakirGame:
        return _DO[type(action)](self, action)

    def _do_draw(self, action: Action) -> CharakirGame:
        new = self._next()
        p = self.to_move
        new.hands = _with_hand(self.hands, p, self.hands[p] + (self._order[self._pos],))
        new._pos = self._pos + 1
        new.phase = DISCARD
        new._log = (self._log, action)
        new._events = (self._events, _DRAW_EVENTS[p])  # the drawn card stays secret (E5)
        return new

    def _do_take(self, action: Action) -> CharakirGame:
        new = self._next()
        p = self.to_move
        rest, card = self._discard
        new.hands = _with_hand(self.hands, p, self.hands[p] + (card,))
        new._discard = rest
        new._taken = card
        new.phase = PAIR
        new._log = (self._log, action)
        new._events = (self._events, Event("charakir_take", p, (("card", card),), "C7"))
        return new

    def _do_pair(self, action: LayPair) -> CharakirGame:
        new = self._next()
        p = self.to_move
        hand = _without(_without(self.hands[p], action.a), action.b)
        new.hands = _with_hand(self.hands, p, hand)
        new._discard = ((self._discard, action.a), action.b)
        new._log = (self._log, action)
        new._events = (self._events, Event("charakir_pair", p, (("cards", (action.a, action.b)),), "C8"))
        new.phase = DISCARD  # at least one card is left: hands hold 4, 2 or 0 cards before taking (C9)
        return new

    def _do_discard(self, action: Discard) -> CharakirGame:
        new = self._next()
        p = self.to_move
        card = action.card
        new.hands = _with_hand(self.hands, p, _without(self.hands[p], card))
        new._discard = (self._discard, card)
        new._log = (self._log, action)
        new._events = (self._events, Event("charakir_discard", p, (("card", card),), "C9"))
        return new._after_discard(p)

    def _after_discard(self, p: int) -> CharakirGame:
        """C10: offer the knock only when it is a real choice; otherwise the turn ends."""
        if self.knocker is None and sum([_POINTS[c] for c in self.hands[p]]) <= self.rules.knock_limit:
            self.phase = KNOCK
            return self
        return self._end_turn(p)

    def _do_knock(self, action: Action) -> CharakirGame:
        new = self._next()
        p = self.to_move
        new.knocker = p
        new._log = (self._log, action)
        new._events = (self._events, Event("charakir_knock", p, (), "C10"))
        return new._end_turn(p)

    def _do_no_knock(self, action: Action) -> CharakirGame:
        new = self._next()
        p = self.to_move
        new._log = (self._log, action)
        new._events = (self._events, Event("charakir_no_knock", p, (), "C10"))
        return new._end_turn(p)

    def _end_turn(self, p: int) -> CharakirGame:
        """After a turn (on a fresh state): last turns done (C11), pile empty (C12), turn cap (E4), or next player."""
        self.turns += 1
        self._taken = None
        following = p + 1 if p + 1 < self.n_players else 0
        if following == self.knocker:
            return self._score_round("last_turns", "charakir_last_turns_done", "C11")
        if self._pos >= len(self._order):
            if self.knocker is not None and self.rules.last_turns_without_pile:
                return self._last_turn_from_discard(following)
            return self._score_round("pile_empty", "charakir_pile_empty", "C12")
        if self.turns >= self.rules.turn_cap:
            return self._score_round("turn_cap", "charakir_turn_cap", "E4")
        self.to_move = following
        self.phase = DRAW
        return self

    def _last_turn_from_discard(self, following: int) -> CharakirGame:
        """C10/C12 reading ``last_turns_without_pile``: after a knock the last turns are played without a pile.

        Only taking the discard is left; a player who has no pair for it cannot move and his last turn lapses.
        """
        p = following
        while p != self.knocker:
            if self._has_pair_for_taking(self.hands[p]):
                self.to_move, self.phase = p, DRAW
                return self
            self._events = (self._events, Event("charakir_no_last_turn", p, (), "C12"))
            p = p + 1 if p + 1 < self.n_players else 0
        return self._score_round("last_turns", "charakir_last_turns_done", "C11")

    # --- scoring and the end of the game ----------------------------------------------------
    def _score_round(self, ended_by: str, event_kind: str, rule: str) -> CharakirGame:
        """C11/C12: score the round, add up the totals, then end the game (C13) or deal again."""
        events = [Event(event_kind, None, (("cap", self.rules.turn_cap),) if rule == "E4" else (), rule)]
        lines = _score_lines(self.hands, self.knocker, knocker_scores_hand=bool(self.rules.knocker_scores_hand))
        totals = tuple(t + line.scored for t, line in zip(self.totals, lines, strict=True))
        events.extend(line.event for line in lines)
        result = RoundResult(
            self.round_no + 1, self.dealer, self.knocker, ended_by, self.turns, lines, totals, self.names
        )
        standings = ", ".join(f"{name} {total}" for name, total in zip(self.names, totals, strict=True))
        events.append(
            Event("charakir_standings", None, (("round", self.round_no + 1), ("standings", standings)), "C13")
        )
        self.totals = totals
        self.round_results = self.round_results + (result,)
        self._events = linked(events, self._events)
        limit, rounds = self.rules.limit, self.rules.rounds
        over_limit = tuple(p for p, t in enumerate(totals) if limit is not None and t > limit)
        if over_limit or (rounds is not None and len(self.round_results) >= rounds):
            return self._end_game(over_limit)
        self._deal(self.round_no + 1, (self.dealer + 1) % self.n_players)  # C4: the deal moves clockwise
        return self

    def _end_game(self, over_limit: tuple[int, ...]) -> CharakirGame:
        self.phase = OVER
        self.to_move = None
        outcome = self.outcome()
        kind = "charakir_limit" if over_limit else "charakir_rounds"
        params = (("players_over", over_limit), ("limit", self.rules.limit), ("rounds", len(self.round_results)))
        self._events = linked(
            [Event(f"{kind}_reached", None, params, "C13"), Event(f"{outcome.reason}", None, outcome.params, "C13")],
            self._events,
        )
        return self

    def outcome(self) -> Outcome | None:
        """C13: the lowest total wins, equal lowest totals share the win; ``None`` while the game runs."""
        if self.phase != OVER:
            return None
        low = min(self.totals)
        winners = tuple(p for p, t in enumerate(self.totals) if t == low)
        over_limit = tuple(
            p for p, t in enumerate(self.totals) if self.rules.limit is not None and t > self.rules.limit
        )
        end = "limit" if over_limit else "rounds"
        reason = f"charakir_{end}_{'win' if len(winners) == 1 else 'shared'}"
        params = (
            ("players_over", over_limit),
            ("limit", self.rules.limit),
            ("rounds", len(self.round_results)),
            ("points", low),
            ("players_winning", winners),
        )
        return Outcome(winners, reason, ("C13",), self.totals, self.names, params)

    # --- why not (E2) ------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        """The one place that says why an action is illegal now (rule ID and reason)."""
        phase = self.phase
        kind = type(action)
        if kind is DrawPile or kind is TakeDiscard:
            if phase != DRAW:
                self._wrong_phase(action)
            if kind is TakeDiscard:
                self._check_take()
            elif self._pos >= len(self._order):
                raise IllegalActionError("charakir.pile_gone", rule="C12")
        elif kind is LayPair:
            if phase != PAIR:
                self._wrong_phase(action)
            self._check_pair(action)
        elif kind is Discard:
            if phase != DISCARD:
                self._wrong_phase(action)
            if action.card not in self.hands[self.to_move]:
                raise IllegalActionError("charakir.discard_not_in_hand", rule="C9", card=action.card.short)
            if action.card == self._taken and self._keeps_taken(self.hands[self.to_move]):
                raise IllegalActionError("charakir.discard_taken", rule="C9", card=action.card.short)
        elif phase != KNOCK:  # Knock or NoKnock
            self._wrong_phase(action)

    def _check_take(self) -> None:
        if self._has_pair_for_taking(self.hands[self.to_move]):
            return
        if self.rules.pair_may_use_taken_card:
            raise IllegalActionError("charakir.no_pair", rule="C8", card=self._discard[1].short)
        raise IllegalActionError("charakir.no_pair_own", rule="C8", card=self._discard[1].short)

    def _check_pair(self, action: LayPair) -> None:
        a, b = action.a, action.b
        cards = f"{a.short} {b.short}"
        if a == b:
            raise IllegalActionError("charakir.pair_twice", rule="C8", card=a.short)
        hand = self.hands[self.to_move]
        if a not in hand or b not in hand:
            raise IllegalActionError("charakir.pair_not_in_hand", rule="C8", cards=cards)
        if self.rules.pair_by_points and _POINTS[a] != _POINTS[b]:
            raise IllegalActionError("charakir.pair_not_same_points", rule="C8", cards=cards)
        if not self.rules.pair_by_points and _RANK[a] != _RANK[b]:
            raise IllegalActionError("charakir.pair_not_same_rank", rule="C8", cards=cards)
        if not self.rules.pair_may_use_taken_card and self._taken in (a, b):
            raise IllegalActionError("charakir.pair_uses_taken", rule="C8", card=self._taken.short)

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
        if isinstance(text, Action) and type(text) in _ACTION_TYPE_SET:
            return text
        if not isinstance(text, str):
            raise ParseError("charakir.parse_not_text", value=summarize(text))
        kinds: set[str] = set()
        rest: list[str] = []
        for word in _SPLIT.split(text.strip()):
            found = _KEYWORDS.get(word.casefold())
            if found is None:
                if word:
                    rest.append(word)
            else:
                kinds |= found
        kinds.discard("filler")
        try:
            cards = parse_cards(" ".join(rest), FRENCH_52) if rest else ()
        except KnackpyError as err:
            if not kinds:  # no word of an action at all: answered like any other garbage (as in Knack)
                raise ParseError("charakir.parse", text=text[:60]) from None
            raise ParseError("charakir.parse_bad_cards", text=text[:60], reason=err.de, reason_en=err.en) from None
        action = _action_from(kinds, cards)
        if action is None:
            raise ParseError("charakir.parse", text=text[:60])
        return action

    # --- views (E5) --------------------------------------------------------------------
    def view(self, player: int | None = None) -> CharakirObservation:
        """What ``player`` may see (E5); ``None`` is the teacher's full view."""
        if player is not None:
            check_seat(player, self.n_players, "engine.bad_player")
        teacher = player is None
        hand: tuple[Card, ...] = () if teacher else self.hands[player]
        mine = teacher or player == self.to_move
        seen = observe(
            CharakirObservation,
            {
                "game": self.family,
                "player": player,
                "phase": self.phase,
                "to_move": self.to_move,
                "hand": hand,
                "history": LazyHistory(self._events),
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
                "value": None if teacher else self.hand_points(player),
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


def _with_hand(hands: tuple, p: int, hand: tuple[Card, ...]) -> tuple:
    return hands[:p] + (hand,) + hands[p + 1 :]


_DO = {
    DrawPile: CharakirGame._do_draw,
    TakeDiscard: CharakirGame._do_take,
    LayPair: CharakirGame._do_pair,
    Discard: CharakirGame._do_discard,
    Knock: CharakirGame._do_knock,
    NoKnock: CharakirGame._do_no_knock,
}
_DRAW_EVENTS = tuple(Event("charakir_draw", p, (), "C7") for p in range(16))


# --- parsing tables ---------------------------------------------------------------------

_SPLIT = re.compile(r"[\s:;!?.]+")
_WORDS = {
    "pair": "paar pair pärchen paerchen",
    "knock": "klopfen klopfe klopf knock knocks klopft",
    "neg": "nicht kein keine no not dont don't don’t nein",
    "take": "nehmen nehme nimm take takes offene offen aufnehmen ablagestapel ablage",
    "discard": "ablegen ablege abwerfen abwerfe discard ab lege leg werfe wirf abwurf throw away",
    "draw": "ziehen ziehe zieh draw draws stapel pile nachziehen nachziehstapel verdeckt",
    "filler": "vom von der die das den dem ich karte card the from on onto to top oberste obersten auf ein eine einen lay bitte please",
}
_KEYWORDS: dict[str, set[str]] = {}
for _kind, _words in _WORDS.items():
    for _w in _words.split():
        _KEYWORDS.setdefault(_w, set()).add(_kind)
for _w in ("no-knock", "noknock", "nicht-klopfen"):
    _KEYWORDS[_w] = {"neg", "knock"}


def _action_from(kinds: set[str], cards: tuple[Card, ...]) -> Action | None:
    """Decide the action from the keywords found and the cards named (None: no action)."""
    if "pair" in kinds or (not kinds and len(cards) == 2):
        if len(cards) != 2:
            return None
        return _PAIRS.get((min(cards), max(cards))) or LayPair(*cards)
    if "knock" in kinds:
        if cards:
            return None
        return NO_KNOCK if "neg" in kinds else KNOCK_ACTION
    if "neg" in kinds:
        return None
    if "take" in kinds or ("draw" in kinds and "discard" in kinds and not cards):
        return TAKE_DISCARD if not cards else None
    if "discard" in kinds or not kinds:
        return _DISCARDS[cards[0]] if len(cards) == 1 else None
    if "draw" in kinds and not cards:
        return DRAW_PILE
    return None


i18n.catalogue(
    {
        # actions
        "action.charakir.draw": ("Vom Stapel ziehen", "draw from the pile"),
        "action.charakir.take": ("Offene Karte nehmen", "take the discard"),
        "action.charakir.pair": ("Paar ablegen: {cards}", "lay the pair {cards}"),
        "action.charakir.discard": ("Ablegen: {card}", "discard {card}"),
        "action.charakir.knock": ("Klopfen", "knock"),
        "action.charakir.no_knock": ("Nicht klopfen", "don't knock"),
        # history
        "event.charakir_dealer_draw": (
            "{player} zieht {card} für die Geberwahl",
            "{player} draws {card} to find the dealer",
        ),
        "event.charakir_dealer_tie": (
            "Gleichstand zwischen {players}: sie ziehen noch einmal",
            "{players} tie: they draw again",
        ),
        "event.charakir_first_dealer": (
            "{player} hat die höchste Karte und gibt zuerst",
            "{player} has the highest card and deals first",
        ),
        "event.charakir_first_dealer_given": ("{player} gibt zuerst (vorgegeben)", "{player} deals first (set up)"),
        "event.charakir_deal": (
            "Runde {round}: {player} gibt jedem vier Karten; offen liegt {card}, im Stapel bleiben {pile} Karten",
            "Round {round}: {player} deals four cards to everyone; {card} is turned face up, {pile} cards stay in the pile",
        ),
        "event.charakir_draw": ("{player} zieht vom Stapel", "{player} draws from the pile"),
        "event.charakir_take": ("{player} nimmt die offene Karte {card}", "{player} takes the discard, {card}"),
        "event.charakir_pair": ("{player} legt das Paar {cards} ab", "{player} lays down the pair {cards}"),
        "event.charakir_discard": ("{player} legt {card} ab", "{player} discards {card}"),
        "event.charakir_knock": (
            "{player} klopft: alle anderen haben noch einen letzten Zug",
            "{player} knocks: everyone else has one last turn",
        ),
        "event.charakir_no_knock": ("{player} klopft nicht", "{player} does not knock"),
        "event.charakir_last_turns_done": (
            "Alle haben ihren letzten Zug gemacht: die Karten werden aufgedeckt",
            "Everyone has had a last turn: the hands are shown",
        ),
        "event.charakir_pile_empty": (
            "Der Stapel ist leer: die Runde endet mit diesem Zug",
            "The pile is empty: the round ends with this turn",
        ),
        "event.charakir_turn_cap": (
            "{cap} Züge in dieser Runde, die Zuggrenze der Engine: gewertet wird, als wäre der Stapel leer",
            "{cap} turns this round, the engine's turn cap: the round is scored as if the pile had run out",
        ),
        "event.charakir_score_no_knock": (
            "{player}: {cards} = {points}; niemand hat geklopft, also {scored} Punkte",
            "{player}: {cards} = {points}; nobody knocked, so {scored} points",
        ),
        "event.charakir_no_last_turn": (
            "{player} kann ohne Stapel nichts ziehen und hat kein Paar für die offene Karte: kein letzter Zug",
            "{player} cannot draw without a pile and has no pair for the discard: no last turn",
        ),
        "event.charakir_score_knocker_wins_own": (
            "Klopfer {player} {points}, alle anderen haben mehr: die {scored} Handpunkte zählen",
            "Knocker {player} {points}, everyone else has more: the hand's {scored} points count",
        ),
        "event.charakir_score_knocker_wins": (
            "Klopfer {player} {points}, alle anderen haben mehr: {scored} Punkte für den Klopfer",
            "Knocker {player} {points}, everyone else has more: {scored} points for the knocker",
        ),
        "event.charakir_score_other_more": (
            "{player} {points}: mehr als Klopfer {player_knocker} ({knocker_points}), also {scored} Punkte",
            "{player} {points}: more than knocker {player_knocker} ({knocker_points}), so {scored} points",
        ),
        "event.charakir_score_knocker_loses_less": (
            "Klopfer {player} {points}: {player_best} hat weniger ({best_points}), also {penalty} für den Klopfer",
            "Knocker {player} {points}: {player_best} has fewer ({best_points}), so {penalty} for the knocker",
        ),
        "event.charakir_score_knocker_loses_equal": (
            "Klopfer {player} {points}: {player_best} hat gleich viele ({best_points}), also {penalty} für den Klopfer",
            "Knocker {player} {points}: {player_best} has as many ({best_points}), so {penalty} for the knocker",
        ),
        "event.charakir_score_knocker_loses_several": (
            "Klopfer {player} {points}: {players_beaters} haben nicht mehr als der Klopfer, also {penalty} für den Klopfer",
            "Knocker {player} {points}: {players_beaters} have no more than the knocker, so {penalty} for the knocker",
        ),
        "event.charakir_score_knocker_lost": (
            "{player} {points}: {scored} Punkte, denn Klopfer {player_knocker} ({knocker_points}) bekommt die {penalty}",
            "{player} {points}: {scored} points, since knocker {player_knocker} ({knocker_points}) takes the {penalty}",
        ),
        "event.charakir_standings": (
            "Stand nach Runde {round}: {standings}",
            "Totals after round {round}: {standings}",
        ),
        "event.charakir_limit_reached": (
            "{players_over} über {limit} Punkten: das Spiel ist nach Runde {rounds} aus",
            "{players_over} over {limit} points: the game ends after round {rounds}",
        ),
        "event.charakir_rounds_reached": (
            "Runde {rounds} war die letzte: das Spiel ist aus",
            "Round {rounds} was the last: the game is over",
        ),
        "event.charakir_limit_win": (
            "{players_winning} gewinnt mit {points} Punkten, den wenigsten",
            "{players_winning} wins with {points} points, the fewest",
        ),
        "event.charakir_limit_shared": (
            "{players_winning} teilen sich den Sieg mit je {points} Punkten",
            "{players_winning} share the win with {points} points each",
        ),
        "event.charakir_rounds_win": (
            "{players_winning} gewinnt mit {points} Punkten, den wenigsten",
            "{players_winning} wins with {points} points, the fewest",
        ),
        "event.charakir_rounds_shared": (
            "{players_winning} teilen sich den Sieg mit je {points} Punkten",
            "{players_winning} share the win with {points} points each",
        ),
        # outcome
        "outcome.charakir_limit_win": (
            "{players_over} über {limit} Punkten, Spielende; {winners} gewinnt mit {points} Punkten, den wenigsten",
            "{players_over} over {limit} points, game over; {winners} wins with {points} points, the fewest",
        ),
        "outcome.charakir_limit_shared": (
            "{players_over} über {limit} Punkten, Spielende; {winners} teilen sich den Sieg mit je {points} Punkten",
            "{players_over} over {limit} points, game over; {winners} share the win with {points} points each",
        ),
        "outcome.charakir_rounds_win": (
            "Spielende nach Runde {rounds}: {winners} gewinnt mit {points} Punkten, den wenigsten",
            "Game over after round {rounds}: {winners} wins with {points} points, the fewest",
        ),
        "outcome.charakir_rounds_shared": (
            "Spielende nach Runde {rounds}: {winners} teilen sich den Sieg mit je {points} Punkten",
            "Game over after round {rounds}: {winners} share the win with {points} points each",
        ),
        # why not (E2)
        "charakir.draw_first": (
            "Erst wird gezogen: vom Stapel oder die offene Karte; „{action}“ geht noch nicht ({rule})",
            "A turn starts with a draw, from the pile or the discard; “{action_en}” is not possible yet ({rule})",
        ),
        "charakir.already_drawn": (
            "Du hast in diesem Zug schon gezogen; gezogen wird genau einmal, jetzt legst du eine Karte ab ({rule})",
            "You have already drawn this turn; there is exactly one draw, now you discard a card ({rule})",
        ),
        "charakir.no_pair": (
            "Kein Paar auf der Hand, auch nicht mit {card}: du darfst die offene Karte nicht nehmen ({rule})",
            "No pair in your hand, not even with {card}: you may not take the discard ({rule})",
        ),
        "charakir.no_pair_own": (
            "Kein Paar auf der Hand (die offene {card} zählt bei dieser Regel nicht mit): du darfst die offene Karte nicht nehmen ({rule})",
            "No pair in your hand (the open {card} does not count under this rule): you may not take the discard ({rule})",
        ),
        "charakir.must_lay_pair": (
            "Du hast die offene Karte genommen: jetzt musst du sofort zwei Karten gleichen Rangs ablegen, nicht „{action}“ ({rule})",
            "You took the discard: now you must at once lay down two cards of one rank, not “{action_en}” ({rule})",
        ),
        "charakir.pair_after_pile": (
            "Nach dem Ziehen vom Stapel gibt es kein Paar: ein Paar legt nur ab, wer die offene Karte genommen hat ({rule})",
            "No pair after drawing from the pile: only a player who took the discard lays a pair ({rule})",
        ),
        "charakir.pair_only_one": (
            "Du hast dein Paar schon abgelegt; für die offene Karte gibt es genau ein Paar ({rule})",
            "You have already laid your pair; taking the discard costs exactly one pair ({rule})",
        ),
        "charakir.pair_twice": (
            "Ein Paar sind zwei verschiedene Karten, nicht zweimal {card} ({rule})",
            "A pair is two different cards, not {card} twice ({rule})",
        ),
        "charakir.pair_not_in_hand": (
            "{cards}: diese beiden Karten hast du nicht auf der Hand ({rule})",
            "{cards}: you do not hold both of these cards ({rule})",
        ),
        "charakir.discard_taken": (
            "{card} hast du gerade von der Ablage genommen; diese Karte darfst du nicht gleich wieder ablegen ({rule})",
            "You have just taken {card} from the discard pile; you may not discard it again at once ({rule})",
        ),
        "charakir.pile_gone": (
            "Der Stapel ist leer; in den letzten Zügen bleibt nur die offene Karte ({rule})",
            "The pile is empty; in the last turns only the discard can be taken ({rule})",
        ),
        "charakir.pair_not_same_points": (
            "{cards} ist kein Paar: beide Karten müssen gleich viele Punkte zählen ({rule})",
            "{cards} is not a pair: both cards must be worth the same points ({rule})",
        ),
        "charakir.pair_not_same_rank": (
            "{cards} ist kein Paar: beide Karten müssen denselben Rang haben ({rule})",
            "{cards} is not a pair: both cards must have the same rank ({rule})",
        ),
        "charakir.pair_uses_taken": (
            "Bei dieser Regel (pair_may_use_taken_card=False) muss das Paar aus deinen eigenen Karten sein, ohne die genommene {card} ({rule})",
            "Under this rule (pair_may_use_taken_card=False) the pair must come from your own cards, without the taken {card} ({rule})",
        ),
        "charakir.discard_not_in_hand": (
            "{card} hast du nicht auf der Hand; ablegen kannst du nur eine eigene Karte ({rule})",
            "You do not hold {card}; you can only discard a card from your hand ({rule})",
        ),
        "charakir.decide_knock": (
            "Du hast abgelegt und hast {points} Punkte: jetzt entscheidest du nur noch, ob du klopfst, nicht „{action}“ ({rule})",
            "You have discarded and hold {points} points: all that is left is to knock or not, not “{action_en}” ({rule})",
        ),
        "charakir.knock_not_now": (
            "Klopfen darfst du nur am Ende deines Zuges, gleich nach dem Ablegen, und nur mit höchstens {limit} Punkten auf der Hand ({rule})",
            "You may knock only at the end of your turn, right after discarding, and only with {limit} points or less in your hand ({rule})",
        ),
        "charakir.no_knock_not_now": (
            "„Nicht klopfen“ gibt es nur am Ende des Zuges, wenn du mit höchstens {limit} Punkten klopfen dürftest ({rule})",
            "“Don't knock” only comes at the end of a turn, when you could knock with {limit} points or less ({rule})",
        ),
        "charakir.already_knocked": (
            "{player} hat schon geklopft; in jeder Runde klopft höchstens einer ({rule})",
            "{player} has already knocked; only one player knocks per round ({rule})",
        ),
        # parsing and setup
        "charakir.parse": (
            "{text!r} ist kein Zug; zum Beispiel: ziehen, nehmen, paar 5h 5s, ablegen Kd, klopfen, nicht klopfen",
            "{text!r} is not an action; for example: draw, take, pair 5h 5s, discard Kd, knock, no knock",
        ),
        "charakir.parse_bad_cards": ("{text!r}: {reason}", "{text!r}: {reason_en}"),
        "charakir.parse_not_text": (
            "Ein Charakir-Zug ist eine Aktion aus legal_actions() oder ein Text, nicht {value}",
            "A Charakir action is one of legal_actions() or a text, not {value}",
        ),
        "charakir.not_a_card": (
            "{value} ist keine Karte des Charakir-Blatts (52 Karten); zum Beispiel Kd, 5h, Herz-Ass",
            "{value} is not a card of the Charakir deck (52 cards); for example Kd, 5h, ace of hearts",
        ),
        "charakir.wrong_rules": (
            "Die Charakir-Engine spielt nur Charakir, nicht {game}",
            "The Charakir engine plays only Charakir, not {game}",
        ),
        "charakir.stack_hands": (
            "hands={value}: erwartet wird eine Liste mit höchstens einer Hand je Spieler ({players})",
            "hands={value}: expected a list of at most one hand per player ({players})",
        ),
        "charakir.stack_hand_size": (
            "Platz {seat}: höchstens vier Karten, nicht {count}",
            "Seat {seat}: four cards at most, not {count}",
        ),
        "charakir.stack_discard": (
            "Offen liegt genau eine Karte, nicht {count}",
            "Exactly one card lies face up, not {count}",
        ),
        "charakir.stack_twice": (
            "{card} kommt in der Aufstellung zweimal vor",
            "{card} appears twice in the set-up",
        ),
        "charakir.stack_pile": (
            "Für den Stapel sind {count} Karten angegeben, es passen nur {room}",
            "{count} cards given for the pile, only {room} fit",
        ),
    }
)
