"""The small core both game engines share: actions, events, outcomes, the state base class.

A game state is an immutable value.  ``apply(action)`` checks the action
against the one source of legality (``check``) and returns the next state;
the old state stays valid.  Chance is derived from the game's seed (E1): the
cards of round ``n`` are ``shuffled(deck, seed, n)``, so a saved game is just
``{ruleset, options, players, seed, action log}`` and loading replays the log
through ``apply`` (E6), which validates it for free.

History and action log are persistent linked lists ``(previous, item)`` so a
step costs O(1); texts are rendered on demand from compact records.

Chance is in :mod:`~knackpy.engine.chance`, the set-up checks in
:mod:`~knackpy.engine.set_up`, saving and loading in :mod:`~knackpy.engine.saving`;
their names are importable from here too (``core.shuffled``, ``core.check_seed``).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Self, TypeVar

from .. import i18n
from ..cards import Card, format_cards
from ..errors import IllegalActionError, KnackpyError, summarize
from ..rules import Rules, as_rules
from . import picture
from .chance import SEED_MAX, new_seed, seeded_index, shuffled
from .saving import FORMAT, FORMAT_VERSION, load_dict, load_game
from .set_up import (
    DEFAULT_NAMES,
    NAME_MAX,
    check_deck_order,
    check_names,
    check_players,
    check_seat,
    check_seed,
)

__all__ = [
    "Action",
    "Event",
    "Outcome",
    "Game",
    "View",
    "DEFAULT_NAMES",
    "shuffled",
    "seeded_index",
    "new_seed",
    "linked",
    "unlink",
    "render_params",
    "CardLabels",
    "LazyHistory",
    "observe",
    "FORMAT",
    "FORMAT_VERSION",
    "SEED_MAX",
    "NAME_MAX",
    "check_seat",
    "check_players",
    "check_names",
    "check_seed",
    "check_deck_order",
    "load_dict",
    "load_game",
]


# --- persistent lists ---------------------------------------------------------------


def linked(items: Iterable[Any], tail: tuple | None = None) -> tuple | None:
    """Append items to a persistent list ``(previous, item)``."""
    for item in items:
        tail = (tail, item)
    return tail


def unlink(node: tuple | None) -> tuple:
    """The items of a persistent list, oldest first."""
    out = []
    while node is not None:
        node, item = node
        out.append(item)
    out.reverse()
    return tuple(out)


def expanded(records: Iterable[Any], folded: Any) -> list:  # folded: a class with events()
    """History records with each record of type ``folded`` (one record standing for a whole round's events, worked
    out when read) replaced by its events (``folded.events()``)."""
    out: list = []
    for record in records:
        if type(record) is folded:
            out += record.events()
        else:
            out.append(record)
    return out


class LazyHistory(Sequence):
    """The events of a persistent list, turned into a tuple only when somebody reads them.

    A view is built for every bot decision; most bots never read the history,
    so materialising it each time would make every decision O(game length).
    """

    __slots__ = ("_node", "_convert", "_folded", "_items")

    def __init__(self, node: tuple | None, convert: Any = None, folded: Any = None) -> None:
        self._node = node
        self._convert = convert
        self._folded = folded  # the type of a record that stands for several events (its events(), see expanded)
        self._items: tuple | None = None

    def _all(self) -> tuple:
        if self._items is None:
            items: Iterable[Any] = unlink(self._node)
            if self._folded is not None:
                items = expanded(items, self._folded)
            self._items = tuple(map(self._convert, items)) if self._convert else tuple(items)
        return self._items

    def since(self, start: Callable[[Any], bool]) -> list:
        """The events after the newest one that ``start`` accepts (all of them if none does), oldest first.

        Only those events are worked out (from the newest back): a bot that reads the current round does not
        pay for the whole game's history."""
        if self._items is not None:
            items = self._items
            at = len(items) - 1
            while at >= 0 and not start(items[at]):
                at -= 1
            return list(items[at + 1 :])
        return self.back_to(start, None)[1]

    @property
    def head(self) -> tuple | None:
        """The newest node of the persistent list (``None`` before the first event).  Its identity marks this point
        of the game: a reader may keep it with what it worked out up to here and later read only the newer
        events (:meth:`back_to`); the node and all before it never change."""
        return self._node

    def back_to(self, start: Callable[[Any], bool], marked: Callable[[tuple], Any] | None) -> tuple[Any, list]:
        """Like :meth:`since`, but the walk back from the newest event also stops at the newest node (see
        :attr:`head`) that ``marked`` answers with something else than ``None``: (that answer, the events after
        that node), or (``None``, the events after the event that ``start`` accepts, or all), oldest first."""
        out: list = []
        node, convert, folded = self._node, self._convert, self._folded
        while node is not None:
            if marked is not None:
                mark = marked(node)
                if mark is not None:
                    out.reverse()
                    return mark, out
            node, record = node
            events = reversed(record.events()) if type(record) is folded else (record,)
            for event in events:
                if convert is not None:
                    event = convert(event)
                if start(event):
                    out.reverse()
                    return None, out
                out.append(event)
        out.reverse()
        return None, out

    def __getitem__(self, index: Any) -> Any:  # an index or a slice, as a tuple takes them
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Any]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyHistory | tuple | list):
            return self._all() == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # unhashable, as a list is

    def __repr__(self) -> str:
        return f"LazyHistory({self._all()!r})"


# --- records ---------------------------------------------------------------


class CardLabels(tuple):
    """Cards a message shows in their short forms (``A♥ D♦`` / ``A♥ Q♦``, a dash for none), not by name."""

    __slots__ = ()


def render_params(params: Iterable[tuple[str, Any]], lang: str, names: Sequence[str]) -> dict[str, Any]:
    """Turn compact event parameters into text: cards by name (:class:`CardLabels` short), players by name."""
    out: dict[str, Any] = {}
    for key, value in params:
        if isinstance(value, CardLabels):
            out[key] = format_cards(value, lang, short=True) or "–"
        elif isinstance(value, Card):
            out[key] = value.name(lang)
        elif isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
            out[key] = format_cards(value, lang)
        elif key.startswith("player") and isinstance(value, int):
            out[key] = names[value]
        elif key.startswith("players") and isinstance(value, tuple):
            out[key] = i18n.join_names([names[v] for v in value], lang)
        elif isinstance(value, float) and value == 30.5:
            out[key] = "30½"
        else:
            out[key] = value
    return out


class Event(NamedTuple):
    """One public event of the history: a message key, who, its parameters, the rule it shows.

    ``text(lang, names)`` renders it, e.g. ``Anna tauscht Herz-7 gegen Pik-Ass (K10)``.
    """

    kind: str  # i18n key is "event.<kind>"
    player: int | None
    params: tuple[tuple[str, Any], ...] = ()
    rule: str | None = None

    def text(self, lang: str = "de", names: Sequence[str] = DEFAULT_NAMES) -> str:
        params = render_params(self.params, lang, names)
        if self.player is not None:
            params.setdefault("player", names[self.player])
        body = i18n.text(f"event.{self.kind}", lang, **params)
        return f"{body} ({self.rule})" if self.rule else body


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action.  Subclasses are small frozen dataclasses.

    ``label(lang)`` is what a button shows; ``to_text()`` is the canonical,
    language-neutral text that :meth:`Game.parse_action` reads back (saved games use it).
    """

    family: ClassVar[str] = ""  # "knack" or "charakir": which engine the action belongs to
    kind: ClassVar[str] = ""  # what the move is ("swap", "push", "draw", ...): observation.ACTION_KINDS

    def label(self, lang: str = "de") -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def rule_ids(self, rules: Rules, *, points: int | float | None = None) -> tuple[str, ...]:  # pragma: no cover
        """The rules this move rests on in ``rules`` (the rule that defines it first, unless said otherwise).

        ``points``: the mover's hand value, where the rule depends on it (a forgotten Superknack is O11).
        """
        raise NotImplementedError

    def rule_id(self, rules: Rules, *, points: int | float | None = None) -> str:
        """The one rule that defines this move in ``rules`` (K10 for a swap, O5 for closing in the Oberlausitz)."""
        return self.rule_ids(rules, points=points)[0]

    def describe(self, lang: str = "de", *, rules: Rules) -> str:
        """The move and its rule in ``lang``, e.g. ``schieben (K11)``."""
        return f"{self.label(lang)} ({self.rule_id(rules)})"

    def to_text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def __str__(self) -> str:
        return self.label("de")


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winners, why (a message key and rule IDs), final standings.

    ``standings`` holds per player a number: lives (knack), coins (Oberlausitz)
    or points (Charakir).
    """

    winners: tuple[int, ...]
    reason: str  # i18n key "outcome.<reason>"
    rule_ids: tuple[str, ...]
    standings: tuple[int | float, ...]
    names: tuple[str, ...]
    params: tuple[tuple[str, Any], ...] = ()

    @property
    def winner(self) -> int | None:
        """The single winner, or ``None`` when the win is shared."""
        return self.winners[0] if len(self.winners) == 1 else None

    def text(self, lang: str = "de") -> str:
        params = render_params(self.params, lang, self.names)
        params.setdefault("winners", i18n.join_names([self.names[w] for w in self.winners], lang))
        ids = ", ".join(self.rule_ids)
        return i18n.text(f"outcome.{self.reason}", lang, **params) + (f" ({ids})" if ids else "")

    def __str__(self) -> str:
        return self.text("de")


@dataclass(frozen=True, eq=True)
class View:
    """What one player may see (E5); ``player=None`` is the teacher's full view.

    Each engine returns its own typed observation built on this class
    (:class:`~knackpy.engine.observation.KnackObservation`,
    :class:`~knackpy.engine.observation.CharakirObservation`): the fields every
    game has are here, the game's own fields are named and documented there.
    Bots, hints, widgets and the terminal read those fields (``view.table``).
    ``view.data`` (a dict) and ``view["table"]`` read the same values by name; the
    teacher-only fields are missing from a player's ``data``, as they always were.
    """

    game: str
    player: int | None
    phase: str
    to_move: int | None
    hand: tuple[Card, ...]
    history: Sequence[Event]  # a tuple, or a LazyHistory read on demand
    legal_actions: tuple[Action, ...]
    names: tuple[str, ...]

    # field names of the game's own fields: everyone's, and the teacher's only (None in a player's view)
    PUBLIC: ClassVar[tuple[str, ...]] = ()
    TEACHER: ClassVar[tuple[str, ...]] = ()

    def _data_keys(self) -> tuple[str, ...]:
        return self.PUBLIC + self.TEACHER if self.player is None else self.PUBLIC

    @property
    def data(self) -> dict[str, Any]:
        """The game's own fields by name (a fresh dict; the teacher-only ones only in the teacher's view)."""
        values = self.__dict__
        return {key: values[key] for key in self._data_keys()}

    def __getitem__(self, key: str) -> Any:
        if key in self._data_keys():
            return self.__dict__[key]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return key in self._data_keys()


_V = TypeVar("_V", bound=View)


def observe(cls: type[_V], values: dict[str, Any]) -> _V:
    """An observation of type ``cls`` from its field values by name, at a fraction of the cost of ``cls(...)``.

    A view is built for every bot decision: the frozen dataclass ``__init__``
    sets each of some thirty fields through ``object.__setattr__``; here the
    engine's dict literal becomes the instance's attributes in one step.  A
    field with a default (``None``) may be left out; the tests check that the
    dict names only fields and every field without a default.
    """
    view = _new(cls)
    _set_dict(view, values)
    return view


_new = object.__new__
_set_dict = View.__dict__["__dict__"].__set__  # the instance dict's own setter (the frozen __setattr__ refuses)


# --- the state base class ---------------------------------------------------------------


class Game:
    """Base class of a game state (both engines).  Subclasses provide:

    ``_check(action)`` raising :class:`IllegalActionError` (the one source of
    legality), ``_do(action)`` returning the next state, ``legal_actions()`` (a
    :class:`~knackpy.engine.legal.LegalActions`, so text works with ``in``),
    ``is_over()``, ``outcome()``, ``view(player)``, ``parse_action(text)`` and
    the classmethod ``start(rules, *, players, seed, names, deck_order, first_dealer)``.
    """

    # The set-up fields (``rules``, ``n_players``, ``seed``, ``names``, ``deck_order``, ``first_dealer``) are each
    # engine's own: slots copied into every state (Charakir) or one record shared by all states of a game (Knack,
    # whose hot path copies fewer fields).  ``_adopt`` stores them.
    __slots__ = ("_log", "_events")

    family: ClassVar[str] = ""
    action_types: ClassVar[tuple[type, ...]] = ()

    rules: Rules
    n_players: int
    seed: int
    names: tuple[str, ...]
    deck_order: tuple[Card, ...] | None
    first_dealer: int | None
    _log: tuple | None
    _events: tuple | None

    def _repr_html_(self) -> str:
        """Jupyter draws a state as its table (every hand face up), see :func:`knackpy.engine.picture.state_svg`."""
        return picture.state_svg(self)._repr_html_()

    def _copy(self) -> Self:
        """A shallow copy to build the next state from (no deepcopy: fields are immutable)."""
        cls = type(self)
        new = cls.__new__(cls)
        for klass in cls.__mro__:
            for name in getattr(klass, "__slots__", ()):
                with contextlib.suppress(AttributeError):  # a slot never set stays unset
                    object.__setattr__(new, name, object.__getattribute__(self, name))
        return new

    # --- set-up (both engines' start()) ------------------------------------------------------------
    wrong_rules: ClassVar[str] = ""  # the message key for a ruleset of another game

    @classmethod
    def plays(cls, rules: Rules) -> bool:  # pragma: no cover - abstract
        """Whether this engine plays ``rules``."""
        raise NotImplementedError

    @classmethod
    def _set_up(cls, rules: object, *, players: object, seed: object, names: object, deck_order: object,
                first_dealer: object) -> Any:  # fmt: skip
        """A blank state with the checked set-up both engines share; ``start()`` deals into it.

        The checks, in this order: a ruleset of this game, the number of players (K3, O2, C3), the names, the
        seed (E1), the card order, the first dealer.
        """
        rules = as_rules(rules, not_rules="scoring.not_rules")  # a ruleset name works too
        if not cls.plays(rules):
            raise KnackpyError(cls.wrong_rules, game=rules.game)
        n = check_players(rules, players)
        checked_names = check_names(names, n)
        checked_seed = check_seed(seed)
        order = check_deck_order(rules, deck_order)
        dealer = check_seat(first_dealer, n, "engine.bad_dealer", allow_none=True)
        game = object.__new__(cls)
        game._adopt(rules, n, checked_seed, checked_names, order, dealer)
        game._log = None
        game._events = None
        return game

    def _adopt(self, rules: Rules, n_players: int, seed: int, names: tuple[str, ...],
               deck_order: tuple[Card, ...] | None, first_dealer: int | None) -> None:  # fmt: skip
        """Store the checked set-up in this blank state (slots in Charakir; Knack shares one record per game)."""
        raise NotImplementedError  # pragma: no cover - each engine stores it its own way

    # --- check / can / do -------------------------------------------------------------------
    def check(self, action: object) -> Action:
        """Raise the reason why ``action`` is not legal now; return it (parsed) if it is."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if not isinstance(action, Action):
            raise KnackpyError("engine.not_an_action", value=summarize(action))
        if not isinstance(action, self.action_types):
            raise KnackpyError("engine.foreign_action", value=summarize(action), game=self.rules.game)
        if self.is_over():
            raise IllegalActionError("engine.game_over", rule="E2")
        canonical = self._check(action)  # an engine may map an equivalent action onto its own (e.g. a synonym)
        return action if canonical is None else canonical

    def can(self, action: object) -> bool:
        """Whether ``action`` is legal now (never raises)."""
        try:
            self.check(action)
        except KnackpyError:
            return False
        return True

    def why_not(self, action: object, lang: str | None = None) -> str | None:
        """The reason ``action`` is illegal (in ``lang``, or both), or ``None`` if it is legal."""
        try:
            self.check(action)
        except KnackpyError as err:
            return err.message(lang)
        return None

    def apply(self, action: object) -> Self:
        """The state after ``action``; raises and leaves this state untouched if it is illegal."""
        checked = self.check(action)
        return self._do(checked)

    # --- history -------------------------------------------------------------------
    @property
    def history(self) -> tuple[Event, ...]:
        """The public events so far, oldest first."""
        return unlink(self._events)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied since the start (the replayable log)."""
        return unlink(self._log)

    def history_text(self, lang: str = "de") -> list[str]:
        """The public history as sentences in ``lang``."""
        return [e.text(lang, self.names) for e in self.history]

    # --- saving (E6) ---------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "ruleset": self.rules.game,
            "options": self.rules.options(),
            "players": self.n_players,
            "names": list(self.names),
            "seed": self.seed,
            "deck_order": [c.short for c in self.deck_order] if self.deck_order is not None else None,
            "first_dealer": self.first_dealer,
            "actions": [a.to_text() for a in self.actions],
        }

    def to_json(self, *, indent: int | None = None) -> str:
        """The game as JSON: ruleset, options, players, seed (and card order), action log."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def __eq__(self, other: object) -> bool:
        """Two states are equal when they come from the same start and the same actions."""
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(self.to_json())

    # --- to be provided by each engine -----------------------------------------------
    if TYPE_CHECKING:  # each engine has these, as slots (Charakir) or properties (Knack)

        @property
        def to_move(self) -> int | None:
            """The seat to move, ``None`` once the game is over."""

        @property
        def round_no(self) -> int:
            """The round being played (Knack counts from 1, Charakir from 0)."""

        @property
        def turns(self) -> int:
            """Completed turns this round (E4)."""

        @property
        def round_results(self) -> tuple[Any, ...]:
            """How each round so far was scored (the engine's own ``RoundResult``), oldest first."""

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
    ) -> Self:
        """A new game of ``rules``, dealt and waiting for the first action.

        The set-up is checked first (:meth:`_set_up`); then the engine deals the first round
        (:meth:`_begin`).  ``deck_order`` (the whole deck) fixes the first round's cards, later
        rounds are shuffled from ``seed`` (E1); without ``first_dealer`` the engine's own rule
        picks the first dealer.
        """
        game = cls._set_up(
            rules, players=players, seed=seed, names=names, deck_order=deck_order, first_dealer=first_dealer
        )
        return game._begin(first_dealer)

    def _begin(self, first_dealer: int | None) -> Self:  # pragma: no cover - abstract
        """Deal the first round into this blank, checked state (``first_dealer`` as given) and return it."""
        raise NotImplementedError

    def view(self, player: int | None = None) -> View:  # pragma: no cover - abstract
        """What ``player`` may see (E5); ``None`` is the teacher's full view."""
        raise NotImplementedError

    def outcome(self) -> Outcome | None:  # pragma: no cover - abstract
        """How the game ended; ``None`` while it runs."""
        raise NotImplementedError

    def _check(self, action: Action) -> Action | None:  # pragma: no cover - abstract
        """Raise :class:`IllegalActionError` if ``action`` is illegal; may return the engine's canonical action."""
        raise NotImplementedError

    def _do(self, action: Action) -> Self:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:  # pragma: no cover - abstract
        raise NotImplementedError

    def is_over(self) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError


i18n.catalogue(
    {
        "engine.not_an_action": (
            "{value} ist kein Spielzug; erlaubt sind die Züge aus legal_actions() oder ihr Text",
            "{value} is not an action; use one of legal_actions() or its text",
        ),
        "engine.foreign_action": (
            "{value} ist ein Zug eines anderen Spiels, nicht von {game}",
            "{value} is an action of another game, not of {game}",
        ),
        "engine.game_over": (
            "Das Spiel ist schon zu Ende; es sind keine Züge mehr möglich ({rule})",
            "The game is already over; no more actions are possible ({rule})",
        ),
    }
)
