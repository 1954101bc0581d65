"""The classroom: tables, pupils, seats and games, independent of the web framework (standard library only).

Every change goes to the :class:`~knackpy.serve.store.Store` before anyone
hears of it, so a killed server restarts where it stood; a write the store
cannot make is refused (:class:`Refused`) and changes nothing.  A pupil only
ever receives :func:`~knackpy.serve.views.pupil_view`, built from
``game.view(seat)`` (E5); the seat an action is for is always the pupil's
own, never one named in a message.  A seat stays its pupil's for the whole
game: while the pupil is away a stand-in bot plays it.

The server runs the changing methods in one thread of its own (the store's)
and reads the views from its event loop: every change is written first and
then made in memory under :attr:`Classroom.lock`, which the readers hold too.
"""

from __future__ import annotations

import csv
import functools
import hmac
import io
import json
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import knackpy
from knackpy import bots as bot_module
from knackpy import i18n
from knackpy.errors import KnackpyError

from . import texts  # noqa: F401 - registers the texts
from .catchup import CatchingUp
from .errors import Refused, refusal
from .limits import Throttle
from .names import NAME_LIMIT, check_name, check_new_name, numbered
from .store import ActionConflict, Store, StoreUnavailable
from .tokens import TeacherToken, token_hash
from .views import Views, dumps, level_name, pupil_view, state_text, teacher_game

__all__ = ["Classroom", "Table", "Pupil", "Refused", "Throttle", "pupil_view", "check_name", "CODE_ALPHABET"]
__all__ += ["dumps", "refusal", "NAME_LIMIT"]

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read off a board
CODE_LENGTH = 6
LEVELS = ("random", "simple", "strong")
STAND_IN = "simple"  # the level of the bot that plays for a pupil who is away
JOINS_PER_ADDRESS = (10, 60.0)  # joins, seconds: a device joins once a lesson; ten a minute leave room for mistakes
JOINS_PER_CLASSROOM = (120, 60.0)  # a class of 30 joins in a few seconds; a school of 600 in five minutes


@dataclass
class Pupil:
    id: str
    token_hash: str
    name: str
    table_id: str | None = None
    seat: int | None = None

    def record(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "token_hash": self.token_hash,
            "name": self.name,
            "table_id": self.table_id,
            "seat": self.seat,
        }


@dataclass
class Table:
    """A table's settings and its running game (``None`` until every human seat is taken)."""

    id: str
    number: int
    ruleset: str
    options: dict[str, Any]
    players: int
    bots: list[str | None]  # per seat: a bot level, or None for a pupil's seat
    hints: bool
    status: str = "waiting"  # waiting, playing, over, ended
    game_no: int = 0
    game: knackpy.Game | None = None
    version: int = 0  # actions applied in the current game
    bot_players: dict[int, bot_module.Bot] = field(default_factory=dict)  # the bots' seats and stand-ins
    away: set[int] = field(default_factory=set)  # pupils' seats a stand-in bot plays for now
    revision: int = 0  # bumped by every change anyone may see (the views' cache key)

    def record(self) -> dict[str, Any]:
        keys = ("id", "number", "ruleset", "options", "players", "bots", "hints", "status", "game_no")
        return {k: getattr(self, k) for k in keys}

    @functools.cached_property
    def rules(self) -> knackpy.Rules:  # a table's ruleset and options never change
        return knackpy.rules(self.ruleset, **self.options)

    def human_seats(self) -> list[int]:
        return [s for s, level in enumerate(self.bots) if level is None]

    def bot_to_move(self) -> int | None:
        """The seat of the bot whose turn it is (a bot's seat, or a pupil's who is away) in a running game."""
        if self.status != "playing" or self.game is None or self.game.is_over():
            return None
        seat = self.game.to_move
        return seat if seat is not None and (self.bots[seat] is not None or seat in self.away) else None


class Classroom(TeacherToken, CatchingUp):
    """One classroom: its join code, teacher token, tables and pupils, kept in ``store``."""

    table_class, pupil_class = Table, Pupil  # (what catchup.py makes from another worker's records)

    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] | None = None,
        joins_per_address: tuple[int, float] = JOINS_PER_ADDRESS,
        joins_per_classroom: tuple[int, float] = JOINS_PER_CLASSROOM,
        new_teacher_token: bool = True,
    ) -> None:
        self.store = store  # new_teacher_token=False: a school server's worker (its supervisor made the token)
        self.lock = threading.RLock()  # held while a change is made in memory, and while a view is read
        self.store_problem: str | None = None  # "busy", "full" or "failed" while writes fail
        self.code = self._meta("join_code", lambda: "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)))
        self.teacher_token = self._teacher_token(new=new_teacher_token)
        # a shared store keeps these in the database: they hold across workers
        self.wrong_codes = store.throttle("wrong_codes", 5, 60.0, clock=clock)  # per address
        self.wrong_codes_all = store.throttle("wrong_codes_all", 200, 60.0, clock=clock)  # against many addresses
        self.joins = store.throttle("joins", *joins_per_address, clock=clock)
        self.joins_all = store.throttle("joins_all", *joins_per_classroom, clock=clock)
        self.tables: dict[str, Table] = {}
        self.pupils: dict[str, Pupil] = {}
        self._by_token: dict[str, Pupil] = {}
        self._seated: dict[str, dict[int, Pupil]] = {}  # table id -> seat -> pupil
        self.revision = 0  # bumped by every change of tables or pupils (the lobby's cache key)
        self.views = Views()
        self.load_errors: list[str] = []  # tables whose stored log no longer replays
        self._load()

    # --- start and restart ----------------------------------------------------------------------
    def _meta(self, key: str, make: Callable[[], str]) -> str:
        value = self.store.get_meta(key)
        if value is None:
            value = make()
            self.store.set_meta(key, value)
        return value

    def _save(self, write: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """One write to the store; one it cannot make is a :class:`Refused` that says why (nothing changed)."""
        try:
            write(*args, **kwargs)
        except StoreUnavailable as err:
            self.store_problem = err.kind
            raise Refused(f"serve.err.store_{err.kind}") from None
        self.store_problem = None

    def _touch(self, table: Table | None = None) -> None:
        """Something anyone may see has changed (call it holding :attr:`lock`)."""
        self.revision += 1
        if table is not None:
            table.revision += 1

    def _load(self) -> None:
        """Rebuild every table from the store; running games are replayed from their action logs (E6)."""
        for record in self.store.tables():
            self.tables[record["id"]] = Table(**record)
        for record in self.store.pupils():
            pupil = Pupil(**record)
            self.pupils[pupil.id] = pupil
            self._by_token[pupil.token_hash] = pupil
            if pupil.table_id is not None and pupil.seat is not None:
                self._seated.setdefault(pupil.table_id, {})[pupil.seat] = pupil
        for game in self.store.games():
            table = self.tables.get(game["table_id"])
            if table is None or game["game_no"] != table.game_no:
                continue
            saved = dict(game["start"], actions=game["actions"])
            try:
                table.game = knackpy.load_game(saved)  # checked like any saved game (E6)
            except KnackpyError as err:  # e.g. a log from a knackpy whose rules have changed since
                self.load_errors.append(f"{table.number}: {err.message('en')}")
                table.status = "ended"  # the log stays in the file; the other tables go on
                continue
            table.version = len(game["actions"])
            self._make_bots(table)

    # --- pupils ---------------------------------------------------------------------------------
    def join(self, code: object, name: object, *, address: str) -> tuple[Pupil, str]:
        """A pupil types the code and a name: a new seat token (kept only as a hash here).

        Wrong codes are throttled per address and for the whole classroom, and so are joins with the right
        code: each one writes a row and shows in every lobby."""
        if self.wrong_codes.blocked(address) or self.wrong_codes_all.blocked("*"):
            raise Refused("serve.err.throttled")
        if not isinstance(code, str) or not hmac.compare_digest(code.strip().upper().encode()[:64], self.code.encode()):
            self.wrong_codes.add(address)
            self.wrong_codes_all.add("*")
            raise Refused("serve.err.bad_code")
        if self.joins.blocked(address) or self.joins_all.blocked("*"):
            raise Refused("serve.err.too_many_joins")
        token = secrets.token_urlsafe(24)

        def new_pupil() -> Pupil:  # made again when another worker took the name a moment ago: "Mia 2" then
            taken = [p.name for p in self.pupils.values()]
            return Pupil(
                id=secrets.token_hex(6), token_hash=token_hash(token), name=numbered(check_new_name(name, taken), taken)
            )

        pupil = self.save_new(new_pupil, self.store.save_pupil, self.catch_up_pupils, "serve.err.too_many_joins")
        self.joins.add(address)
        self.joins_all.add("*")
        with self.lock:
            self.pupils[pupil.id] = pupil
            self._by_token[pupil.token_hash] = pupil
            self._touch()
        return pupil, token

    def pupil_for_token(self, token: object) -> Pupil | None:
        if not isinstance(token, str) or len(token) > 100:
            return None
        return self._by_token.get(token_hash(token))

    def sit(self, pupil: Pupil, table_id: object, seat: object, *, by_teacher: bool = False) -> Table:
        """A pupil takes a free seat (or the teacher puts them there); a game starts once every seat is taken.

        A seat in a running game is its pupil's: a pupil never gets one that was someone else's (its cards are
        that pupil's); only the teacher hands a vacated one on."""
        table = self._known_table(table_id)
        if table is None or table.status == "ended":
            raise Refused("serve.err.no_table")
        humans = table.human_seats()
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in humans:
            raise Refused("serve.err.bad_seat", value=repr(seat)[:20], high=table.players)
        holder = self.seated(table.id).get(seat)
        if holder is not None and holder is not pupil:
            raise Refused("serve.err.seat_taken")
        if holder is None and table.status == "playing" and not by_teacher:
            raise Refused("serve.err.seat_in_game")
        self._place(pupil, table.id, seat)
        if table.status == "waiting" and len(self.seated(table.id)) == len(humans):
            self._start_game(table)
        return table

    def leave(self, pupil: Pupil, *, by_teacher: bool = False) -> str | None:
        """Stand up.  In a running game a pupil keeps the seat and a stand-in bot plays it until they are back
        (their seat token brings them back); only the teacher takes a pupil away from a running game."""
        table = self.tables.get(pupil.table_id or "")
        if table is not None and table.status == "playing" and not by_teacher:
            self.mark_away(pupil)
            return table.id
        old = pupil.table_id
        self._place(pupil, None, None)
        return old

    def _place(self, pupil: Pupil, table_id: str | None, seat: int | None) -> None:
        """Seat a pupil (``None``: no seat), stored first.  A seat left empty in a running game is a bot's."""
        try:
            self._save(self.store.save_pupil, {**pupil.record(), "table_id": table_id, "seat": seat})
        except ActionConflict:  # a pupil at another worker took the seat a moment earlier (rare: read them all)
            for record in self.store.pupils():
                if record["table_id"] == table_id:
                    self.refresh_pupil(record["id"])
            raise Refused("serve.err.seat_taken") from None
        self._seat_in_memory(pupil, table_id, seat)

    def _seat_in_memory(self, pupil: Pupil, table_id: str | None, seat: int | None) -> None:
        with self.lock:
            old = self.tables.get(pupil.table_id or "")
            if old is not None:
                self._seated.get(old.id, {}).pop(pupil.seat, None)  # type: ignore[arg-type]  # seated: a seat
                if old.status == "playing":
                    old.away.add(pupil.seat)  # type: ignore[arg-type]  # seated: a seat
                self._touch(old)
            pupil.table_id, pupil.seat = table_id, seat
            if table_id is not None:
                self._seated.setdefault(table_id, {})[seat] = pupil  # type: ignore[index]  # a table: a seat
                self.tables[table_id].away.discard(seat)
                self._touch(self.tables[table_id])
            self._touch()

    def seated(self, table_id: str) -> dict[int, Pupil]:
        return dict(self._seated.get(table_id, {}))

    def mark_away(self, pupil: Pupil) -> Table | None:
        """The pupil is away (left, or gone longer than the teacher allows): a stand-in bot plays their seat."""
        table = self.tables.get(pupil.table_id or "")
        if table is None or pupil.seat is None or table.status != "playing" or pupil.seat in table.away:
            return None
        with self.lock:
            table.away.add(pupil.seat)
            self._touch(table)
        return table

    def mark_back(self, pupil: Pupil) -> Table | None:
        """The pupil is back: their seat is theirs to play again."""
        table = self.tables.get(pupil.table_id or "")
        if table is None or pupil.seat not in table.away:
            return None
        with self.lock:
            table.away.discard(pupil.seat)
            self._touch(table)
        return table

    # --- tables (teacher) ------------------------------------------------------------------------
    def create_table(
        self,
        *,
        ruleset: object,
        options: object = None,
        players: object = 4,
        bots: object = (),
        hints: object = True,
        seats: object = None,
    ) -> Table:
        """Set up a table; ``bots`` are levels for the last seats (``["simple"]``: the last seat is a bot), or
        ``seats`` names each seat (``[None, "simple", None]``: a bot between two pupils)."""
        options = {} if options is None else options
        if not isinstance(options, dict) or not isinstance(ruleset, str):
            raise Refused("serve.err.bad_table", reason="Spiel und Regeln fehlen", reason_en="game and rules missing")
        try:
            rules = knackpy.rules(ruleset, **options)
            if isinstance(players, bool) or not isinstance(players, int):
                raise KnackpyError("engine.bad_players", value=repr(players)[:20], low=rules.min_players,
                                   high=rules.max_players, game=rules.game)  # fmt: skip
            knackpy.new_game(rules, players=players, seed=0)  # checks the number of players (K3, O2, C3)
        except KnackpyError as err:
            raise Refused("serve.err.bad_table", reason=err.de, reason_en=err.en) from None
        if seats is None and isinstance(bots, list | tuple) and len(bots) < players:
            seats = [None] * (players - len(bots)) + list(bots)
        if (
            not isinstance(seats, list | tuple)
            or len(seats) != players
            or None not in seats
            or not all(s is None or s in LEVELS for s in seats)
        ):
            raise Refused("serve.err.bad_bots", value=repr(bots if seats is None else seats)[:60])
        table = self.save_new(
            lambda: Table(
                id=secrets.token_hex(4),
                number=max((t.number for t in self.tables.values()), default=0) + 1,  # again: the next free one
                ruleset=rules.game,
                options=rules.changed_options(),
                players=players,
                bots=list(seats),
                hints=bool(hints),
            ),
            self.store.save_table,
            self.catch_up_tables,
            "serve.err.table_race",
        )
        with self.lock:
            self.tables[table.id] = table
            self._touch(table)
        return table

    def move_pupil(self, pupil_id: object, table_id: object, seat: object) -> Table | None:
        """The teacher moves a pupil to a seat (``table_id=None``: away from every table)."""
        pupil = self.pupils.get(pupil_id) if isinstance(pupil_id, str) else None
        if pupil is None:
            raise Refused("serve.err.unknown_token")
        if table_id is None:
            self.leave(pupil, by_teacher=True)
            return None
        return self.sit(pupil, table_id, seat, by_teacher=True)

    def end_table(self, table_id: object) -> Table:
        return self._set_status(self._table(table_id), "ended")

    def restart_table(self, table_id: object) -> Table:
        """A new game at the same table, new cards; the old game stays in the results."""
        table = self._set_status(self._table(table_id), "waiting")
        if len(self.seated(table.id)) == len(table.human_seats()):
            self._start_game(table)
        return table

    def _set_status(self, table: Table, status: str) -> Table:
        """End a table or set it waiting; a game running there ends ("ended") in the same write."""
        record = {**table.record(), "status": status}
        if table.game is not None and table.status == "playing":
            self._save(self.store.end_game, table.id, table.game_no, "ended", table=record)
        else:
            self._save(self.store.save_table, record)
        with self.lock:
            table.status = status
            if status == "waiting":
                table.game = None
            self._touch(table)
        return table

    def _table(self, table_id: object) -> Table:
        table = self._known_table(table_id)
        if table is None:
            raise Refused("serve.err.no_table")
        return table

    def _start_game(self, table: Table) -> None:
        seated = self.seated(table.id)
        names = [seated[s].name if level is None else self._bot_name(s) for s, level in enumerate(table.bots)]
        game = knackpy.new_game(table.rules, players=table.players, names=names)
        record = {**table.record(), "game_no": table.game_no + 1, "status": "playing"}
        try:
            self._save(self.store.start_game, table.id, table.game_no + 1, game.to_dict(), table=record)
        except ActionConflict:  # another worker started this game first: its deal is the one
            self.refresh_table(table.id)
            return
        with self.lock:
            table.game, table.version, table.status, table.game_no = game, 0, "playing", table.game_no + 1
            self._make_bots(table)
            self._touch(table)

    @staticmethod
    def _bot_name(seat: int) -> str:
        return f"Bot {seat + 1}"  # the same in both languages; the level shows beside it

    def _make_bots(self, table: Table) -> None:
        """The bots of the table's seats, and a stand-in for each pupil's seat (it plays while they are away)."""
        seed = table.game.seed if table.game is not None else 0
        rules = table.rules
        table.bot_players = {
            s: bot_module.make_bot(level or STAND_IN, rules, seed=seed + s) for s, level in enumerate(table.bots)
        }

    # --- playing --------------------------------------------------------------------------------
    def act(self, pupil: Pupil, action: object, *, version: object = None) -> Table:
        """The pupil's move, for the pupil's own seat only; refused with the engine's reason (and rule ID)."""
        table = self._playing_table(pupil)
        game: knackpy.Game = table.game  # type: ignore[assignment]  # _playing_table() checked it
        if version is not None and version != table.version:
            raise Refused("serve.err.stale")
        to_move = game.to_move
        if pupil.seat in table.away:  # the pupil is back: the seat is theirs again
            self.mark_back(pupil)
        if to_move != pupil.seat:
            raise Refused(
                "serve.err.not_your_turn", rule="E2", player=game.names[to_move] if to_move is not None else "-"
            )
        if not isinstance(action, str):
            raise Refused("serve.err.bad_fields", type="act", fields="action", expected="action: text")
        self._apply(table, action)
        return table

    def apply_bot(self, table: Table, action: knackpy.Action, *, version: int | None = None) -> None:
        """The move a bot chose from its own view (E5), checked by the engine like every move (E2); with
        ``version``, refused as stale when anything happened at the table since the bot looked."""
        if version is not None and (version != table.version or table.bot_to_move() is None):
            raise Refused("serve.err.stale")
        self._apply(table, action)

    def _apply(self, table: Table, action: knackpy.Action | str) -> None:
        """Check the move (a refusal names its rule, E2), store it, and only then let it count (E6)."""
        checked = table.game.check(action)  # type: ignore[union-attr]  # playing: a game; the log keeps this form
        game = table.game.apply(checked)  # type: ignore[union-attr]
        over = game.is_over()
        finished = {**table.record(), "status": "over"} if over else None
        try:
            self._save(
                self.store.append_action, table.id, table.game_no, table.version, checked.to_text(), finished=finished
            )
        except ActionConflict:  # another worker stored a move with this number first: show that one
            self.refresh_table(table.id)
            raise Refused("serve.err.stale") from None
        with self.lock:
            table.game, table.version = game, table.version + 1
            if over:
                table.status = "over"
            self._touch(table)

    def _playing_table(self, pupil: Pupil) -> Table:
        if pupil.table_id is None or pupil.seat is None:
            raise Refused("serve.err.not_seated")
        table = self.tables[pupil.table_id]
        if table.status != "playing" or table.game is None:
            raise Refused("serve.err.not_playing")
        return table

    def hint_view(self, pupil: Pupil, *, version: object = None) -> tuple[knackpy.View, int]:
        """The pupil's own view for the coach, when the teacher allows it, and a seed for the coach's deals."""
        table = self._playing_table(pupil)
        if not table.hints:
            raise Refused("serve.err.no_hints")
        if version is not None and version != table.version:
            raise Refused("serve.err.stale")
        return table.game.view(pupil.seat), table.game.seed + table.version  # type: ignore[union-attr]  # playing: a game

    @staticmethod
    def rank_hints(view: knackpy.View, seed: int, lang: str, samples: int = 32) -> list[dict[str, str]]:
        """The coach's three best moves for ``view`` (the coach sees only that view, E5)."""
        from knackpy import hints

        ranked = hints.hint(view, samples=samples, seed=seed) if view.legal_actions else ()
        return [
            {
                "action": h.action.to_text(),
                "label": h.action.label(lang),
                "value": h.value_text(lang),
                "reason": h.reason(lang),
            }
            for h in ranked[:3]
        ]

    # --- what each side sees (built once per change, shared by every browser) --------------------
    def lobby_tables(self, lang: str) -> str:
        """Open tables and their seats (names only; no cards), as JSON text: the same for every pupil."""
        with self.lock:
            return self.views.get(("lobby", self.revision, lang), lambda: dumps(self._lobby_tables(lang)))

    def _lobby_tables(self, lang: str) -> list[dict[str, Any]]:
        out = []
        for table in sorted(self.tables.values(), key=lambda t: t.number):
            if table.status == "ended":
                continue
            seated = self._seated.get(table.id, {})
            seats = [
                {
                    "seat": s,
                    "bot": level,
                    "level": level_name(level, lang),
                    "name": seated[s].name if s in seated else None,
                    "away": s in table.away,
                }
                for s, level in enumerate(table.bots)
            ]
            out.append(
                {
                    "id": table.id,
                    "number": table.number,
                    "ruleset": table.rules.name(lang),
                    "status": table.status,
                    "seats": seats,
                }  # fmt: skip
            )
        return out

    def lobby(self, pupil: Pupil, lang: str = "de") -> dict[str, Any]:
        """The lobby as this pupil sees it; ``you`` is their seat (``[table, seat]``) or None."""
        you = [pupil.table_id, pupil.seat] if pupil.table_id is not None else None
        tables = json.loads(self.lobby_tables(lang))
        for table in tables:
            for seat in table["seats"]:
                seat["you"] = you == [table["id"], seat["seat"]]
        return {"type": "lobby", "name": pupil.name, "you": you, "tables": tables}

    def message_text(self, pupil: Pupil, lang: str) -> str:
        """What this pupil's browser gets now, as JSON text: the lobby, a waiting table, or the own seat's view.
        A seat's view is built once per change of its table and shared by all of its browsers."""
        with self.lock:
            table = self.tables.get(pupil.table_id or "")
            if table is None or table.game is None or table.status == "waiting":
                you = [pupil.table_id, pupil.seat] if table is not None else None
                head = {"type": "lobby", "name": pupil.name, "you": you}
                if table is not None:
                    head = {**self._head(table, pupil, lang), **head, "type": "waiting"}
                return dumps(head)[:-1] + ',"tables":' + self.lobby_tables(lang) + "}"
            key = ("seat", table.id, table.revision, pupil.seat, lang)
            return self.views.get(key, lambda: state_text(self._state(table, pupil, lang)))

    def message_for(self, pupil: Pupil, lang: str) -> dict[str, Any]:
        """:meth:`message_text` as a dict (for tests and tools)."""
        return json.loads(self.message_text(pupil, lang))

    def _head(self, table: Table, pupil: Pupil, lang: str) -> dict[str, Any]:
        return {"table": table.id, "number": table.number, "ruleset": table.rules.name(lang), "seat": pupil.seat,
                "hints": table.hints, "status": table.status, "name": pupil.name}  # fmt: skip

    def _state(self, table: Table, pupil: Pupil, lang: str) -> dict[str, Any]:
        state = {"type": "state", **self._head(table, pupil, lang), "game_no": table.game_no, "version": table.version,
                 "away": sorted(table.away), **pupil_view(table.game, pupil.seat, lang)}  # type: ignore[arg-type]  # started, seated  # fmt: skip
        if table.status != "playing":
            state["actions"] = []  # an ended game offers no moves
        return state

    def teacher_state(self, lang: str) -> dict[str, Any]:
        """Every table with its full state (the teacher's view, ``view(None)``) and history, and every pupil.

        The lock is held for one table at a time: the server builds this in a thread of its own, and the
        store's thread may make a change between two tables (each table is read whole)."""
        tables = []
        for table in sorted(list(self.tables.values()), key=lambda t: t.number):
            with self.lock:
                key = ("teacher", table.id, table.revision, lang)
                tables.append(self.views.get(key, lambda t=table: self._teacher_table(t, lang)))
        with self.lock:
            pupils = [
                {"id": p.id, "name": p.name, "table": p.table_id, "seat": p.seat} for p in list(self.pupils.values())
            ]
        problem = self.store_problem
        text = i18n.text(f"serve.store_problem.{problem}", lang) if problem else None
        return {"type": "teacher", "code": self.code, "tables": tables, "pupils": pupils, "store_problem": problem,
                "store_problem_text": text}  # fmt: skip

    def _teacher_table(self, table: Table, lang: str) -> dict[str, Any]:
        seated = self._seated.get(table.id, {})
        entry: dict[str, Any] = {
            **table.record(),
            "rules_name": table.rules.name(lang),
            "seats": [
                {
                    "seat": s,
                    "bot": lvl,
                    "level": level_name(lvl, lang),
                    "pupil": seated[s].id if s in seated else None,
                    "name": seated[s].name if s in seated else None,
                    "away": s in table.away,
                }  # fmt: skip
                for s, lvl in enumerate(table.bots)
            ],
            "version": table.version,
        }
        if table.game is not None:
            entry.update(teacher_game(table.game, lang))
        return entry

    def results_csv(self) -> str:
        """One row per player and game, from the stored logs (replayed, so the figures are the engine's)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(
            ["table", "game", "ruleset", "status", "seed", "moves", "seat", "name", "bot", "standing", "winner"]
        )
        numbers = {t.id: t.number for t in self.tables.values()}
        bots = {t.id: t.bots for t in self.tables.values()}
        for record in self.store.games():
            game = knackpy.load_game(dict(record["start"], actions=record["actions"]))
            outcome = game.outcome() if game.is_over() else None
            for seat, name in enumerate(game.names):
                writer.writerow(
                    [
                        numbers.get(record["table_id"], "?"),
                        record["game_no"],
                        game.rules.game,
                        record["status"],
                        game.seed,
                        len(record["actions"]),
                        seat + 1,
                        csv_safe(name),
                        (bots.get(record["table_id"]) or [None] * (seat + 1))[seat] or "",
                        outcome.standings[seat] if outcome else "",
                        ("yes" if seat in outcome.winners else "no") if outcome else "",
                    ]
                )
        return out.getvalue()


def csv_safe(text: str) -> str:
    """Spreadsheets run cells that start with = + - @ as formulas: such a name gets a leading apostrophe."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
