"""A Charakir turn: the legal actions of each step and what each action does (the engine's hot path).

``_legal(game)`` lists the legal actions; ``_HANDLERS[type(action)](game, action)``
returns the next state, built by the game's explicit field copy (``game._next(action, event)``).  The deal
and scoring are in :mod:`knackpy.engine.charakir.rounds`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ..core import Action, Event
from ..legal import LegalActions
from .actions import (
    _DECK,
    _DISCARDS,
    _DRAW_ONLY,
    _DRAW_OR_TAKE,
    _KNOCK_CHOICE,
    _NO_ACTIONS,
    _PAIRS,
    _POINT_PAIRS,
    _POINTS,
    _POINTS_OF,
    _RANK,
    _TAKE_ONLY,
    DISCARD,
    DRAW,
    KNOCK,
    PAIR,
    Discard,
    DrawPile,
    Knock,
    LayPair,
    NoKnock,
    TakeDiscard,
)
from .rounds import _score_round

if TYPE_CHECKING:  # these functions take and return Charakir states; charakir.py imports this module, hence only here
    from .game import CharakirGame as Game

# --- legal actions (E2) ----------------------------------------------------------


def _legal(game: Game) -> tuple[Action, ...]:
    phase = game.phase
    hand = game.hands[game.to_move] if game.to_move is not None else ()
    if phase == DRAW:
        if game._pos >= len(game._order):  # C12 reading last_turns_without_pile: only the discard is left
            return _TAKE_ONLY
        rules = game.rules
        if rules.pair_may_use_taken_card and not rules.pair_by_points:  # the defaults: _has_pair_for_taking inline
            cards = hand + (game._discard[1],)
            return _DRAW_OR_TAKE if len(set(map(_RANK_OF, cards))) < len(cards) else _DRAW_ONLY
        return _DRAW_OR_TAKE if _has_pair_for_taking(game, hand) else _DRAW_ONLY
    if phase == DISCARD:
        if game._taken is not None and _keeps_taken(game, hand):  # C9 reading off: the taken card stays
            return LegalActions([_DISCARDS[c] for c in hand if c != game._taken])
        return LegalActions(map(_DISCARD_OF, hand))  # C speed: a discard is half of all moves
    if phase == KNOCK:
        return _KNOCK_CHOICE
    if phase == PAIR:
        own = _pair_cards(game, hand)
        key, pairs = (_POINTS, _POINT_PAIRS) if game.rules.pair_by_points else (_RANK, _PAIRS)
        return LegalActions(
            pairs[(a, b) if a < b else (b, a)] for i, a in enumerate(own) for b in own[i + 1 :] if key[a] == key[b]
        )
    return _NO_ACTIONS


def _keeps_taken(game: Game, hand: tuple[Card, ...]) -> bool:
    """C9 with ``may_discard_taken_card=False``: the card just taken may not go back, unless it is the last one."""
    return game._taken is not None and not game.rules.may_discard_taken_card and len(hand) > 1


def _has_pair_for_taking(game: Game, hand: tuple[Card, ...]) -> bool:
    """C8: taking the discard needs a pair (the taken card counts only with the flag on)."""
    rules = game.rules
    cards = hand + (game._discard[1],) if rules.pair_may_use_taken_card else hand
    key = _POINTS_OF if rules.pair_by_points else _RANK_OF
    return len(set(map(key, cards))) < len(cards)  # C speed: asked at every draw


def _pair_cards(game: Game, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards a pair may be made of (C8 flag: with or without the taken card)."""
    if game.rules.pair_may_use_taken_card:
        return hand
    assert game._taken is not None  # the pair step follows taking the discard
    return _without(hand, game._taken)


# --- doing actions (the hot path) ----------------------------------------------------


def _do_draw(game: Game, action: Action) -> Game:
    """C7: the top card of the pile goes to the hand, unseen by the others (E5)."""
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    hands = game.hands
    hands = hands[:p] + (hands[p] + (game._order[game._pos],),) + hands[p + 1 :]  # (``_with_hand`` inline)
    new = game._next(action, _DRAW_EVENTS[p], hands)  # the drawn card stays secret (E5)
    new._pos = game._pos + 1
    new.phase = DISCARD
    return new


def _do_take(game: Game, action: Action) -> Game:
    """C7/C8: the open card of the discard goes to the hand; a pair must follow."""
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    rest, card = game._discard
    new = game._next(action, _TAKE_EVENTS[p][card], _with_hand(game.hands, p, game.hands[p] + (card,)))
    new._discard = rest
    new._taken = card
    new.phase = PAIR
    return new


def _do_pair(game: Game, action: LayPair) -> Game:
    """C8: the pair goes face up onto the discard."""
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    hand = _without(_without(game.hands[p], action.a), action.b)
    record = Event("charakir_pair", p, (("cards", (action.a, action.b)),), "C8")
    new = game._next(action, record, _with_hand(game.hands, p, hand))
    new._discard = ((game._discard, action.a), action.b)
    new.phase = DISCARD  # at least one card is left: hands hold 4, 2 or 0 cards before taking (C9)
    return new


def _do_discard(game: Game, action: Discard) -> Game:
    """C9: one hand card goes face up onto the discard; then the knock (C10) or the end of the turn."""
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    card = action.card
    hands = game.hands
    hand = hands[p]
    i = hand.index(card)
    hand = hand[:i] + hand[i + 1 :]  # (``_without`` inline)
    # (``_with_hand`` inline: half of all moves are discards)
    new = game._next(action, _DISCARD_EVENTS[p][card], hands[:p] + (hand,) + hands[p + 1 :])
    new._discard = (game._discard, card)
    # C10: offer the knock only when it is a real choice; otherwise the turn ends
    knocker = game.knocker
    if knocker is None and sum(map(_POINTS_OF, hand)) <= game.rules.knock_limit:
        new.phase = KNOCK
        return new
    turns, following = game.turns + 1, p + 1 if p + 1 < game.n_players else 0
    if following != knocker and game._pos < len(game._order) and turns < game.rules.turn_cap:
        new.turns, new._taken, new.to_move, new.phase = turns, None, following, DRAW  # _end_turn's common case inline
        return new
    return _end_turn(new, p)


def _do_knock(game: Game, action: Action) -> Game:
    """C10: the mover knocks; everyone else has one last turn."""
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    new = game._next(action, _KNOCK_EVENTS[p])
    new.knocker = p
    return _end_turn(new, p)


def _do_no_knock(game: Game, action: Action) -> Game:
    p = game.to_move
    assert p is not None  # a handler runs only while the game is on
    new = game._next(action, _NO_KNOCK_EVENTS[p])
    return _end_turn(new, p)


def _end_turn(new: Game, p: int) -> Game:
    """After a turn (on a fresh state): last turns done (C11), pile empty (C12), turn cap (E4), or next player."""
    new.turns += 1
    new._taken = None
    following = p + 1 if p + 1 < new.n_players else 0
    if following == new.knocker:
        return _score_round(new, "last_turns", "charakir_last_turns_done", "C11")
    if new._pos >= len(new._order):
        if new.knocker is not None and new.rules.last_turns_without_pile:
            return _last_turn_from_discard(new, following)
        return _score_round(new, "pile_empty", "charakir_pile_empty", "C12")
    if new.turns >= new.rules.turn_cap:
        return _score_round(new, "turn_cap", "charakir_turn_cap", "E4")
    new.to_move = following
    new.phase = DRAW
    return new


def _last_turn_from_discard(new: Game, following: int) -> Game:
    """C10/C12 reading ``last_turns_without_pile``: after a knock the last turns are played without a pile.

    Only taking the discard is left; a player who has no pair for it cannot move and his last turn lapses.
    """
    p = following
    while p != new.knocker:
        if _has_pair_for_taking(new, new.hands[p]):
            new.to_move, new.phase = p, DRAW
            return new
        new._events = (new._events, Event("charakir_no_last_turn", p, (), "C12"))
        p = p + 1 if p + 1 < new.n_players else 0
    return _score_round(new, "last_turns", "charakir_last_turns_done", "C11")


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def _with_hand(hands: tuple, p: int, hand: tuple[Card, ...]) -> tuple:
    return hands[:p] + (hand,) + hands[p + 1 :]


_HANDLERS: dict[type, Callable[[Game, Any], Game]] = {  # by the action's class
    DrawPile: _do_draw,
    TakeDiscard: _do_take,
    LayPair: _do_pair,
    Discard: _do_discard,
    Knock: _do_knock,
    NoKnock: _do_no_knock,
}
_DISCARD_OF = _DISCARDS.__getitem__
_RANK_OF = _RANK.__getitem__
# The frequent events, made once (events are immutable): per seat, and per seat and card
_DRAW_EVENTS = tuple(Event("charakir_draw", p, (), "C7") for p in range(16))
_KNOCK_EVENTS = tuple(Event("charakir_knock", p, (), "C10") for p in range(16))
_NO_KNOCK_EVENTS = tuple(Event("charakir_no_knock", p, (), "C10") for p in range(16))
_DISCARD_EVENTS = tuple({c: Event("charakir_discard", p, (("card", c),), "C9") for c in _DECK} for p in range(16))
_TAKE_EVENTS = tuple({c: Event("charakir_take", p, (("card", c),), "C7") for c in _DECK} for p in range(16))
