"""The small core both game engines share: actions, events, outcomes, state, chance, saving.

A game state is an immutable value.  ``apply(action)`` checks the action
against the one source of legality (``check``) and returns the next state;
the old state stays valid.  Chance is derived from the game's seed (E1): the
cards of round ``n`` are ``shuffled(deck, seed, n)``, so a saved game is just
``{ruleset, options, players, seed, action log}`` and loading replays the log
through ``apply`` (E6), which validates it for free.

History and action log are persistent linked lists ``(previous, item)`` so a
step costs O(1); texts are rendered on demand from compact records.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import math
import secrets
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from .. import i18n
from ..cards import Card, format_cards
from ..errors import IllegalActionError, KnackpyError, LoadError, summarize
from ..rules import Rules
from . import legal, picture

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
    "LazyHistory",
    "observe",
    "FORMAT",
]

FORMAT = "knackpy-game"
FORMAT_VERSION = 2  # 2: cards are shuffled by BLAKE2b (version 1 used random.shuffle, so its seeds deal differently)

DEFAULT_NAMES = (
    "Anna",
    "Ben",
    "Clara",
    "David",
    "Emma",
    "Felix",
    "Greta",
    "Hannes",
    "Ida",
    "Jonas",
    "Karla",
    "Leon",
    "Mia",
    "Noah",
    "Olga",
    "Paul",
)


# --- chance (E1) ---------------------------------------------------------------


SEED_MAX = 2**64 - 1  # E1: seeds are whole numbers from 0 to this (a fresh seed is below 2**63)
NAME_MAX = 24  # characters of a player name
_NOT_IN_NAMES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # control, format, unassigned, line breaks


def new_seed() -> int:
    """A fresh seed for a game created without one (stored, so it can be replayed)."""
    return secrets.randbelow(2**63)


def _seeded_number(size: int, seed: int, salt: tuple) -> int:
    """A number in ``range(size)`` fixed by ``seed`` and ``salt``: a BLAKE2b digest stream, reduced mod ``size``.

    The stream is 128 bits longer than ``size`` needs, so the reduction's bias is
    below 2**-128 (no player, test or simulation can tell it from uniform).  It is
    plain arithmetic on a standard hash: the same on every machine and in Pyodide.
    """
    key = ":".join(["knackpy", str(seed), *map(str, salt)]).encode()
    blocks = (size.bit_length() + 128 + 511) // 512
    # each 512-bit block hashes the same key, told apart by BLAKE2b's own salt parameter (the block's number)
    stream = b"".join(
        hashlib.blake2b(key, digest_size=64, salt=block.to_bytes(16, "big")).digest() for block in range(blocks)
    )
    return int.from_bytes(stream, "big") % size


def shuffled(cards: Sequence[Card], seed: int, *salt: object) -> tuple[Card, ...]:
    """``cards`` in an order fixed by ``seed`` and ``salt`` (e.g. the round number), E1.

    One seeded number below ``len(cards)!`` picks the permutation (read as
    Fisher-Yates steps in the factorial number system): every order is equally
    likely, and one hash replaces a random generator's 30 draws.
    """
    order = list(cards)
    number = _seeded_number(_factorial(len(order)), seed, salt)
    for i in range(len(order) - 1, 0, -1):
        number, j = divmod(number, i + 1)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def seeded_index(size: int, seed: int, *salt: object) -> int:
    """A seeded choice in ``range(size)`` (e.g. the first dealer), uniform like :func:`shuffled`."""
    return _seeded_number(size, seed, salt)


_factorial = functools.cache(math.factorial)


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


class LazyHistory(Sequence):
    """The events of a persistent list, turned into a tuple only when somebody reads them.

    A view is built for every bot decision; most bots never read the history,
    so materialising it each time would make every decision O(game length).
    """

    __slots__ = ("_node", "_convert", "_items")

    def __init__(self, node: tuple | None, convert: Any = None) -> None:
        self._node = node
        self._convert = convert
        self._items: tuple | None = None

    def _all(self) -> tuple:
        if self._items is None:
            items = unlink(self._node)
            self._items = tuple(map(self._convert, items)) if self._convert else items
        return self._items

    def __getitem__(self, index):
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self):
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyHistory | tuple | list):
            return self._all() == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LazyHistory({self._all()!r})"


# --- records ---------------------------------------------------------------


def render_params(params: Iterable[tuple[str, Any]], lang: str, names: Sequence[str]) -> dict[str, Any]:
    """Turn compact event parameters into text: cards by name, players by name."""
    out: dict[str, Any] = {}
    for key, value in params:
        if isinstance(value, Card):
            out[key] = value.name(lang)
        elif isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
            out[key] = format_cards(value, lang)
        elif key.startswith("player") and isinstance(value, int):
            out[key] = names[value]
        elif key.startswith("players") and isinstance(value, tuple):
            out[key] = ", ".join(names[v] for v in value)
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
        params.setdefault("winners", " & ".join(self.names[w] for w in self.winners))
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


def observe(cls: type[View], values: dict[str, Any]) -> View:
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
    legality), ``_do(action)`` returning the next state, ``legal_actions()``,
    ``is_over()``, ``outcome()``, ``view(player)``, ``parse_action(text)`` and
    the classmethod ``start(rules, *, players, seed, names, deck_order, first_dealer)``.
    """

    __slots__ = ("rules", "n_players", "seed", "names", "deck_order", "first_dealer", "_log", "_events")

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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each engine is known by its family, so :class:`~knackpy.engine.legal.LegalActions` can read its texts."""
        super().__init_subclass__(**kwargs)
        if cls.family:
            legal.ENGINES.setdefault(cls.family, cls)

    def _repr_svg_(self) -> str:
        """Jupyter draws a state as its table (every hand face up), see :func:`knackpy.engine.picture.state_svg`."""
        return picture.state_svg(self)

    def _copy(self):
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
        if not isinstance(rules, Rules):
            raise KnackpyError("scoring.not_rules", value=summarize(rules))
        if not cls.plays(rules):
            raise KnackpyError(cls.wrong_rules, game=rules.game)
        n = check_players(rules, players)
        game = object.__new__(cls)
        game.rules = rules
        game.n_players = n
        game.names = check_names(names, n)
        game.seed = check_seed(seed)
        game.deck_order = check_deck_order(rules, deck_order)
        game.first_dealer = check_seat(first_dealer, n, "engine.bad_dealer", allow_none=True)
        game._log = None
        game._events = None
        return game

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

    def apply(self, action: object) -> Game:
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
    def _check(self, action: Action) -> Action | None:  # pragma: no cover - abstract
        """Raise :class:`IllegalActionError` if ``action`` is illegal; may return the engine's canonical action."""
        raise NotImplementedError

    def _do(self, action: Action) -> Game:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> tuple[Action, ...]:  # pragma: no cover - abstract
        raise NotImplementedError

    def is_over(self) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def parse_action(self, text: str) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError


def check_seat(value: object, n: int, key: str = "engine.bad_player", *, allow_none: bool = False) -> Any:
    """A seat number from 0 to ``n - 1`` (a player, a dealer); ``None`` too with ``allow_none`` (the teacher)."""
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise KnackpyError(key, value=summarize(value), high=n - 1)
    return value


def check_players(rules: Rules, players: object) -> int:
    """K3/O2/C3: the number of players must fit the ruleset and its deck."""
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not rules.min_players <= players <= rules.max_players
    ):
        raise KnackpyError(
            "engine.bad_players",
            value=summarize(players),
            low=rules.min_players,
            high=rules.max_players,
            game=rules.game,
        )
    return players


def _is_name(name: object) -> bool:
    """A player name: 1 to NAME_MAX characters of printable text (no line breaks or control characters)."""
    if not isinstance(name, str):
        return False
    name = name.strip()
    return 0 < len(name) <= NAME_MAX and all(unicodedata.category(ch) not in _NOT_IN_NAMES for ch in name)


def check_names(names: object, players: int) -> tuple[str, ...]:
    """Names are untrusted input (typed in, or read from a saved game): bounded and printable (E6)."""
    if names is None:
        return DEFAULT_NAMES[:players]
    if (
        isinstance(names, str)
        or not isinstance(names, Sequence)
        or len(names) != players
        or not all(_is_name(n) for n in names)
    ):
        raise KnackpyError("engine.bad_names", value=summarize(names), players=players, limit=NAME_MAX)
    return tuple(n.strip() for n in names)


def check_seed(seed: object, *, none_is_new: bool = True, error: str = "engine.bad_seed") -> int:
    """E1: a seed is a whole number from 0 to SEED_MAX (2**64 - 1); ``None`` draws a fresh one unless
    ``none_is_new=False``.

    ``error`` is the message key a caller uses (a widget words it for learners); it gets ``value`` (a safe
    summary of the bad seed) and ``high`` (SEED_MAX).
    """
    if seed is None and none_is_new:
        return new_seed()
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= SEED_MAX:
        raise KnackpyError(error, value=summarize(seed), high=SEED_MAX)
    return seed


def check_deck_order(rules: Rules, order: object) -> tuple[Card, ...] | None:
    """A given card order (for lessons and tests) must be the whole deck, each card once."""
    from ..cards import parse_cards

    if order is None:
        return None
    if isinstance(order, str):
        cards = parse_cards(order, rules)
    else:
        try:
            cards = tuple(order)  # type: ignore[arg-type]
        except TypeError:
            raise KnackpyError("engine.bad_deck_order", value=summarize(order), size=len(rules.deck)) from None
    # types first: sorting a mix of cards and other objects would raise TypeError
    if not all(isinstance(c, Card) for c in cards) or sorted(cards) != sorted(rules.deck.cards):
        raise KnackpyError("engine.bad_deck_order", value=summarize(order), size=len(rules.deck))
    return tuple(cards)


def load_dict(data: object, games: dict[str, type]) -> Game:
    """Rebuild a game from :meth:`Game.to_dict` output, validating everything (E6)."""
    from ..cards import parse_cards
    from ..rules import rules as make_rules

    if not isinstance(data, dict):
        raise LoadError("load.not_object", value=type(data).__name__)
    if data.get("format") == FORMAT and data.get("version") == 1:
        raise LoadError("load.old_version", version=FORMAT_VERSION)
    if data.get("format") != FORMAT or data.get("version") != FORMAT_VERSION:
        raise LoadError("load.bad_format", value=summarize(data.get("format")), version=summarize(data.get("version")))
    expected = {
        "format",
        "version",
        "ruleset",
        "options",
        "players",
        "names",
        "seed",
        "deck_order",
        "first_dealer",
        "actions",
    }
    if set(data) != expected:
        raise LoadError("load.bad_keys", keys=", ".join(sorted(set(data) ^ expected)))
    if not isinstance(data["options"], dict) or not isinstance(data["actions"], list) or data["seed"] is None:
        raise LoadError("load.bad_types")
    try:
        ruleset = make_rules(data["ruleset"], **data["options"])
        if ruleset.game not in games:
            raise LoadError(
                "load.bad_setup", reason=f"kein Spiel für {ruleset.game}", reason_en=f"no engine for {ruleset.game}"
            )
        game_class = games[ruleset.game]
        order = data["deck_order"]
        if order is not None:
            if not isinstance(order, list) or not all(isinstance(t, str) for t in order):
                raise LoadError("load.bad_types")
            order = parse_cards(" ".join(order), ruleset)
        game = game_class.start(
            ruleset,
            players=data["players"],
            seed=data["seed"],
            names=data["names"],
            deck_order=order,
            first_dealer=data["first_dealer"],
        )
    except LoadError:
        raise
    except KnackpyError as err:
        raise LoadError("load.bad_setup", reason=err.de, reason_en=err.en) from None
    for index, text in enumerate(data["actions"]):
        if not isinstance(text, str):
            raise LoadError("load.bad_action", index=index, action=summarize(text), reason="-", reason_en="-")
        try:
            game = game.apply(game.parse_action(text))
        except KnackpyError as err:
            raise LoadError("load.bad_action", index=index, action=text, reason=err.de, reason_en=err.en) from None
    return game


def load_game(text: str | bytes | dict, games: dict[str, type]) -> Game:
    """Load a game saved with :meth:`Game.to_json` (untrusted input: everything is checked)."""
    if isinstance(text, dict):
        return load_dict(text, games)
    if not isinstance(text, str | bytes):
        raise LoadError("load.not_object", value=type(text).__name__)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise LoadError("load.not_json", reason=str(err)[:80]) from None
    return load_dict(data, games)


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
        "engine.bad_players": (
            "{value} Spieler gehen bei {game} nicht; erlaubt sind {low} bis {high}",
            "{game} cannot be played by {value} players; accepted: {low} to {high}",
        ),
        "engine.bad_names": (
            "Namen {value}: erwartet wird eine Liste von {players} Namen, jeder 1 bis {limit} Zeichen lang, "
            "ohne Zeilenumbrüche oder Steuerzeichen",
            "Names {value}: expected a list of {players} names, each 1 to {limit} characters long, "
            "without line breaks or control characters",
        ),
        "engine.bad_seed": (
            "Ungültiger Seed {value}; erlaubt ist eine ganze Zahl von 0 bis {high} (oder nichts)",
            "Bad seed {value}; accepted: a whole number from 0 to {high} (or none)",
        ),
        "engine.bad_deck_order": (
            "Kartenfolge {value}: erwartet werden alle {size} Karten des Blatts, jede genau einmal",
            "Card order {value}: expected all {size} cards of the deck, each exactly once",
        ),
        "engine.bad_dealer": (
            "Geber {value}: erwartet wird eine Spielernummer von 0 bis {high}",
            "Dealer {value}: expected a player number from 0 to {high}",
        ),
        "engine.bad_player": (
            "Spieler {value}: erwartet wird eine Spielernummer von 0 bis {high} (oder None für die Lehrersicht)",
            "Player {value}: expected a player number from 0 to {high} (or None for the teacher's view)",
        ),
        "load.not_object": (
            "Ein Spielstand ist ein JSON-Objekt, nicht {value}",
            "A saved game is a JSON object, not {value}",
        ),
        "load.not_json": ("Kein gültiges JSON: {reason}", "Not valid JSON: {reason}"),
        "load.bad_format": (
            "Kein knackpy-Spielstand (format {value}, version {version})",
            "Not a knackpy saved game (format {value}, version {version})",
        ),
        "load.old_version": (
            "Dieser Spielstand stammt von einer älteren knackpy-Version (Format 1), die anders gemischt hat; "
            "seine Züge passen nicht zu den heutigen Karten. Lesbar sind Spielstände im Format {version}",
            "This saved game comes from an older knackpy (format 1) that shuffled differently; its moves do not fit "
            "today's cards. Saved games in format {version} can be read",
        ),
        "load.bad_keys": (
            "Spielstand mit fehlenden oder unbekannten Feldern: {keys}",
            "Saved game with missing or unknown fields: {keys}",
        ),
        "load.bad_types": (
            "Spielstand mit falschen Datentypen (options muss ein Objekt sein, seed eine Zahl, actions und deck_order Listen von Texten)",
            "Saved game with wrong types (options must be an object, seed a number, actions and deck_order lists of texts)",
        ),
        "load.bad_setup": (
            "Der Spielstand beschreibt kein gültiges Spiel: {reason}",
            "The saved game describes no valid game: {reason_en}",
        ),
        "load.bad_action": (
            "Zug Nr. {index} ({action}) ist an dieser Stelle nicht erlaubt: {reason}",
            "Action no. {index} ({action}) is not legal at that point: {reason_en}",
        ),
    }
)
