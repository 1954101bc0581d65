"""Legal actions that understand text: ``"keep" in legal`` as python-chess's ``move in board.legal_moves``.

Text is read with the engine's own parser (``parse_action``), so German and
English words, canonical texts and card names all count.  Everything else is
a plain ``tuple``: iteration, indexing, ``len``, ``==`` (also with plain
tuples), ``hash``, ``repr`` and ``in`` with action objects stay C code.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
>>> legal = LegalActions(game.legal_actions())
>>> "keep" in legal, "behalten" in legal, "schieben" in legal, "no action at all" in legal
(True, True, False, False)
>>> legal == game.legal_actions() and isinstance(legal, tuple)
True

Not what ``Game.legal_actions()`` returns, because it is not free: built by
the engines where they build their legal tuple (the constant ones once) and
tested on their hot path with ``tuple.__contains__``, it cost 4-5 % of the
random-play benchmark (a tuple subclass is one more allocation per state,
about 70 ns, and the explicit ``tuple.__contains__`` call about 40 ns, on a
step of about 4 us), measured in issue 16; wrapping from the core was 4-7 %.
Wrap the tuple where text is wanted (the terminal, a lesson).

The text is read as the engine reads it *without* a game (the same words; the
cards by their own names), because the tuple holds no game: a bot's view
carries it too, and a view must not lead back to the hidden cards (E5).  So a
French suit name for a card of the German deck (``Herz-7`` for ``Rot-7``) is
not recognised here; :meth:`Game.can` reads it with the game's deck.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..errors import KnackpyError

__all__ = ["LegalActions"]

# family ("knack", "charakir") -> the engine class whose parser reads the text; filled in by Game.__init_subclass__
ENGINES: dict[str, Any] = {}


class LegalActions(tuple):
    """A tuple of legal actions whose ``in`` also accepts the text of an action."""

    __slots__ = ()

    def __contains__(self, item: object) -> bool:
        if item.__class__ is not str:
            return tuple.__contains__(self, item)
        return bool(self) and _text_in(item, self)

    def __reduce__(self):
        return (LegalActions, (tuple(self),))


def _text_in(text: str, legal: LegalActions) -> bool:
    engine = ENGINES.get(legal[0].family)
    if engine is None:
        return False
    try:
        action = engine.parse_action(text)
    except KnackpyError:
        return False  # no action at all, so not a legal one
    return tuple.__contains__(legal, action) or any(_same_move(action, other) for other in legal)


def _same_move(action: object, other: object) -> bool:
    """The engines' rule for words: one move in other words (``zu``/``passen``, ``Knack!``/``Feuer!``) is the same."""
    if type(action) is not type(other) or not dataclasses.is_dataclass(action):
        return False
    differing = [f.name for f in dataclasses.fields(action) if getattr(action, f.name) != getattr(other, f.name)]
    return all(isinstance(getattr(action, name), str) for name in differing)
