"""Legal actions that understand text: ``"keep" in legal`` as python-chess's ``move in board.legal_moves``.

Text is read with the engine's own parser (``parse_action``), so German and
English words, canonical texts and card names all count.  Everything else is
a plain ``tuple``: iteration, indexing, ``len``, ``==`` (also with plain
tuples), ``hash``, ``repr`` and ``in`` with action objects stay C code.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
>>> legal = game.legal_actions()
>>> "keep" in legal, "behalten" in legal, "schieben" in legal, "no action at all" in legal
(True, True, False, False)
>>> legal == (legal[0], legal[1]) and isinstance(legal, tuple)
True

Both engines return one from ``legal_actions()`` (and a player's view carries
it): the constant ones (the choice, the call, the knock) are built once per
ruleset, the others where the engine builds its legal tuple.  That costs about
0.1 us a state more than a plain tuple (one allocation off the tuple free
list); ``apply`` asks ``legal.index(action)``, which stays C code, where ``in``
would call the Python ``__contains__``.  The same change won the time back (one
tuple less in a Knack turn, a cheaper shuffle and round end), so
``benchmarks/bench_knack_engine.py`` and ``bench_charakir.py`` show no drop
(issue 16).  ``LegalActions(t)`` wraps any other tuple of actions.

The text is read as the engine reads it *without* a game (the same words; the
cards by their own names), because the tuple holds no game: a bot's view
carries it too, and a view must not lead back to the hidden cards (E5).  So a
French suit name for a card of the German deck (``Herz-7`` for ``Rot-7``) is
not recognised here; :meth:`Game.can` reads it with the game's deck.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import i18n, variants
from ..errors import KnackpyError
from .set_up import engine_class

i18n.catalogue(
    {
        "legal.quoted": ("„{move}“", "“{move}”"),
        "legal.or": ("{some} oder {last}", "{some} or {last}"),
        "legal.none": ("kein Zug", "no move"),
    }
)

__all__ = ["LegalActions", "engine_for"]

# family ("knack", "charakir") -> the engine class whose parser reads an action's text (engine_for)
_BY_FAMILY: dict[str, Any] = {}


def engine_for(family: str) -> Any:
    """The engine class of the actions of ``family``, found among the engines the registered variants name.

    Asked, never filled in by whoever happened to be imported first: a game's legal actions read their texts
    whatever else was imported.  ``None`` for a family no variant's engine has.

    >>> engine_for("charakir").__name__, engine_for("poker")
    ('CharakirGame', None)
    """
    if family not in _BY_FAMILY:
        for variant in variants.all():
            engine = engine_class(variant)
            if engine.family == family:
                _BY_FAMILY[family] = engine
                break
    return _BY_FAMILY.get(family)


class LegalActions(tuple):
    """A tuple of legal actions whose ``in`` also accepts the text of an action."""

    __slots__ = ()

    def __contains__(self, item: object) -> bool:
        if item.__class__ is not str:
            return tuple.__contains__(self, item)
        return bool(self) and _text_in(item, self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (LegalActions, (tuple(self),))

    def text(self, lang: str = "de") -> str:
        """The moves as a learner reads them: ``„Klopfen“ oder „Nicht klopfen“`` / ``“Knock” or “Don't knock”``.

        >>> import knackpy
        >>> legal = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1).legal_actions()
        >>> legal.text("de")
        '„Hand behalten“ oder „Hand offen hinlegen und die andere blind nehmen“'
        >>> LegalActions().text("en")
        'no move'
        """
        quoted = [i18n.text("legal.quoted", lang, move=action.label(lang)) for action in self]
        if not quoted:
            return i18n.text("legal.none", lang)
        if len(quoted) == 1:
            return quoted[0]
        return i18n.text("legal.or", lang, some=", ".join(quoted[:-1]), last=quoted[-1])


def _text_in(text: str, legal: LegalActions) -> bool:
    engine = engine_for(legal[0].family)
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
