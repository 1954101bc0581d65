"""Catching up with the other workers of a school server (a shared store): what they stored, read again.

Every worker keeps the whole classroom in memory; when another worker announces
a change (:mod:`knackpy.serve.school`), these methods of
:class:`~knackpy.serve.room.Classroom` read it from the store and make it here,
under the classroom's lock, like a change of its own.  They run in the store's
thread.  A game is never copied as a state: new actions are applied through
the engine, a new game is loaded from its start and log (E6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import knackpy
from knackpy.errors import KnackpyError

from .errors import Refused
from .store import ActionConflict
from .tokens import token_hash

if TYPE_CHECKING:
    import threading

    from .room import Pupil, Table
    from .store import Store

__all__ = ["CatchingUp", "RACE_TRIES"]

RACE_TRIES = 10  # a new table or pupil whose number or name another worker took a moment ago: read, try again
New = TypeVar("New", "Table", "Pupil")


class CatchingUp:
    """The part of :class:`~knackpy.serve.room.Classroom` that follows the other workers (it names its
    ``table_class`` and ``pupil_class``)."""

    if TYPE_CHECKING:  # what the Classroom (room.py) provides
        store: Store
        lock: threading.RLock
        tables: dict[str, Table]
        pupils: dict[str, Pupil]
        _by_token: dict[str, Pupil]
        table_class: type[Table]
        pupil_class: type[Pupil]

        def pupil_for_token(self, token: object) -> Pupil | None: ...
        def seated(self, table_id: str) -> dict[int, Pupil]: ...
        def _touch(self, table: Table | None = None) -> None: ...
        def _save(self, write: Callable[..., Any], *args: Any, **kwargs: Any) -> None: ...
        def _make_bots(self, table: Table) -> None: ...
        def _start_game(self, table: Table) -> None: ...
        def _seat_in_memory(self, pupil: Pupil, table_id: str | None, seat: int | None) -> None: ...

    def fetch_pupil(self, token: object) -> Pupil | None:
        """:meth:`pupil_for_token`, and with a shared store a pupil who joined at another worker a moment ago
        (call it from the store's thread)."""
        pupil = self.pupil_for_token(token)
        if pupil is None and self.store.shared and isinstance(token, str) and len(token) <= 100:
            record = self.store.pupil_by_token(token_hash(token))
            if record is not None:
                self.refresh_pupil(record["id"])
                pupil = self.pupil_for_token(token)
        return pupil

    def _known_table(self, table_id: object) -> Table | None:
        """The table, read from a shared store when another worker created it a moment ago."""
        if not isinstance(table_id, str):
            return None
        table = self.tables.get(table_id)
        if table is None and self.store.shared:
            table = self.refresh_table(table_id)
        return table

    def refresh_table(self, table_id: str) -> Table | None:
        """Read a table and its current game again from the store and catch up: a new game is loaded whole,
        the same game gets only the actions it has not applied yet (each checked by the engine, E6)."""
        record = self.store.table(table_id)
        if record is None:
            return None
        table = self.tables.get(table_id)
        same_game = table is not None and table.game is not None and table.game_no == record["game_no"]
        if same_game and record["status"] != "waiting":
            assert table is not None and table.game is not None  # same_game: the table and its game are known
            game, version = table.game, table.version
            for text in self.store.actions_since(table_id, record["game_no"], version):
                game, version = game.apply(game.check(text)), version + 1
        elif record["status"] == "waiting" or record["game_no"] == 0:
            game, version = None, 0
        else:
            stored = self.store.game(table_id, record["game_no"])
            if stored is None:
                return table
            game = knackpy.load_game(dict(stored["start"], actions=stored["actions"]))
            version = len(stored["actions"])
        with self.lock:
            if same_game and table is not None and table.game_no == record["game_no"] and table.version > version:
                return table  # a newer move was applied meanwhile (next_remote_action): nothing older replaces it
            if table is None:
                table = self.tables[table_id] = self.table_class(**record)
            table.status, table.game_no, table.game, table.version = record["status"], record["game_no"], game, version
            if not same_game and game is not None:
                self._make_bots(table)
            self._touch(table)
        return table

    def remote_action(self, table_id: str, game_no: int, index: int, text: str) -> Table | None:
        """Another worker stored action ``index``: applied at once when it is the next one, otherwise the
        table is read again (a message was missed, or the game is not known here yet)."""
        table = self.next_remote_action(table_id, game_no, index, text)
        return table if table is not None else self.refresh_table(table_id)

    def next_remote_action(self, table_id: str, game_no: int, index: int, text: str) -> Table | None:
        """:meth:`remote_action` without the store: the table when action ``index`` is applied now (checked by
        the engine, E6) or was already; ``None`` when the table must be read again from the store.

        The event loop calls this directly (no trip to the store's thread for every move of the other workers):
        it changes memory only under :attr:`lock`, and only when the action is the next one, which a move of
        this worker being stored at the same moment cannot also be (the database takes one of the two)."""
        with self.lock:
            table = self.tables.get(table_id)
            if table is None or table.game is None or table.game_no != game_no or index > table.version:
                return None
            if index < table.version:
                return table  # applied already
            try:
                game = table.game.apply(table.game.check(text))
            except KnackpyError:  # not the next move here after all: the store's log decides
                return None
            table.game, table.version = game, table.version + 1
            if game.is_over():
                table.status = "over"
            self._touch(table)
        return table

    def refresh_pupil(self, pupil_id: str) -> tuple[str | None, str | None]:
        """Read a pupil again (a join, or a seat taken or left at another worker); the tables they were at
        and are at now.  The same :class:`Pupil` object stays, so the browsers connected here follow."""
        record = self.store.pupil(pupil_id)
        if record is None:
            return None, None
        pupil = self.pupils.get(pupil_id)
        if pupil is None:
            pupil = self.pupil_class(**{**record, "table_id": None, "seat": None})
            with self.lock:
                self.pupils[pupil.id] = pupil
                self._by_token[pupil.token_hash] = pupil
                self._touch()
        old = pupil.table_id
        if record["table_id"] is not None and record["table_id"] not in self.tables:
            self.refresh_table(record["table_id"])
        if (old, pupil.seat) != (record["table_id"], record["seat"]):
            self._seat_in_memory(pupil, record["table_id"], record["seat"])
        return old, pupil.table_id

    def save_new(self, make: Callable[[], New], save: Callable[[dict[str, Any]], None], catch_up: Callable[[], None],
                 refused: str) -> New:  # fmt: skip
        """A new table or pupil, ``make()``, stored with ``save``; when another worker took its number or name a
        moment ago (a unique key of a shared store: :class:`ActionConflict`), ``catch_up()`` reads what it stored
        and the record is made again, at most :data:`RACE_TRIES` times, then the refusal ``refused``."""
        for _ in range(RACE_TRIES):
            item = make()
            try:
                self._save(save, item.record())
                return item
            except ActionConflict:
                catch_up()
        raise Refused(refused)

    def catch_up_pupils(self) -> None:
        """Every pupil another worker let join and this one has not heard of yet (after a name was taken)."""
        for record in self.store.pupils():
            if record["id"] not in self.pupils:
                self.refresh_pupil(record["id"])

    def catch_up_tables(self) -> None:
        """Every table another worker created and this one has not heard of yet (after a number was taken)."""
        for record in self.store.tables():
            if record["id"] not in self.tables:
                self.refresh_table(record["id"])

    def refresh_all(self) -> None:
        """Everything again (after the database was away and messages may have been missed)."""
        for record in self.store.pupils():
            self.refresh_pupil(record["id"])
        for record in self.store.tables():
            self.refresh_table(record["id"])

    def start_if_full(self, table: Table) -> None:
        """A waiting table whose seats another worker filled: its game starts here (its owner calls this)."""
        if table.status == "waiting" and len(self.seated(table.id)) == len(table.human_seats()):
            self._start_game(table)
