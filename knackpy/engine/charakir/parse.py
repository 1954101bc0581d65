"""Reading a Charakir action from text, German or English (forgiving), or its canonical ``to_text()``.

Words say what the move is (``ziehen``/``draw``, ``nehmen``/``take``,
``paar``/``pair``, ``ablegen``/``discard``, ``klopfen``/``knock``, ``nicht``/``no``),
cards say which (read with the 52-card French deck).  :meth:`CharakirGame.parse_action`
is :func:`parse_action`; text that is no action raises a bilingual ParseError.
"""

from __future__ import annotations

import re

from ...cards import FRENCH_52, Card, parse_cards
from ...errors import KnackpyError, ParseError, summarize
from ..core import Action
from .actions import (
    _ACTION_TYPE_SET,
    _DISCARDS,
    _PAIRS,
    DRAW_PILE,
    KNOCK_ACTION,
    NO_KNOCK,
    TAKE_DISCARD,
    LayPair,
)

__all__ = ["parse_action"]


def parse_action(text: object) -> Action:
    """An action from typed text (see :meth:`CharakirGame.parse_action`); an action of this game is returned as is."""
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
