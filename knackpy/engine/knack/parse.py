"""Reading a Knack action from text: the canonical ``to_text()`` or what a person types, German or English.

``parse_action(text, game)`` is :meth:`KnackGame.parse_action`; with a game the cards
are read with its deck and a call word fits the mover's hand.  Text that is no
action raises :class:`~knackpy.errors.ParseError` with examples the player can type.
"""

from __future__ import annotations

import types
from typing import TYPE_CHECKING, Any

from ...cards import Card, format_cards, parse_cards
from ...errors import IllegalActionError, ParseError, summarize
from .actions import (
    CALL,
    DROP_OUT,
    END_TURN,
    KEEP,
    NEW_TABLE,
    PUSH,
    SWAP_ALL,
    SWIM_ON,
    THROW,
    TURN,
    CallKnack,
    Close,
    KnackAction,
    Swap,
    SwapAll,
)

if TYPE_CHECKING:  # these functions take and return Knack states; knack/game.py imports this module, hence only here
    from .game import KnackGame as Game

__all__ = ["parse_action", "card_error"]


class _Either:
    """A method that works on the class (cards read without a deck) and on a game (its deck and hand)."""

    def __init__(self, func: Any) -> None:
        self.func = func
        self.__doc__ = func.__doc__

    def __get__(self, obj: object, owner: type | None = None) -> Any:
        return types.MethodType(self.func, owner if obj is None else obj)


def card_error(key: str, rule: str, player: str, *, card: Card | None, cards: tuple[Card, ...]) -> IllegalActionError:
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
        "examples_en": "swap acorn-7 for leaf-A, all, push, close, knack",
        "swap": "tausche E-7 gegen G-A",
        "swap_en": "swap acorn-7 for leaf-A",
    },
}


def _examples(game: Game | None) -> dict[str, str]:
    return _EXAMPLES[game.rules.deck.family if game is not None else "french"]


def parse_action(text: object, game: Game | None = None) -> KnackAction:
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


def _command(kind: str, lowered: list[str], game: Game | None) -> KnackAction:
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


def _parse_swap(text: str, tokens: list[str], lowered: list[str], game: Game | None) -> KnackAction:
    """``tausche 7h gegen As``, ``swap 7 of hearts for ace of spades``, ``nimm As für 7h``, ``7h As``."""
    take_first = False
    verb = bool(lowered) and (lowered[0] in _GIVE_VERBS or lowered[0] in _TAKE_VERBS)
    if verb:
        take_first = lowered[0] in _TAKE_VERBS
        tokens, lowered = tokens[1:], lowered[1:]
    split = next((i for i, word in enumerate(lowered) if word in _SEPARATORS), None)
    rules = game.rules if game is not None else None
    left: tuple[Card, ...]
    right: tuple[Card, ...]
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


def _swap_all_of(give: tuple[Card, ...], take: tuple[Card, ...], game: Game | None) -> SwapAll:
    """Three for three is :class:`SwapAll`, if they are the hand and the table."""
    if game is not None and game._phase in (TURN, CALL):
        hand, table = game._hands[game._to_move], game._table
        if set(give) != set(hand) or set(take) != set(table):
            raise card_error("knack.illegal.swap_all_cards", "K10", "", card=None, cards=hand + table)
    return SWAP_ALL
