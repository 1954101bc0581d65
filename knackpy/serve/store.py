"""Where the classroom keeps everything: one small interface, one SQLite implementation (standard library).

A table's game is never stored as a state, only as knackpy's saved-game start
(ruleset, options, players, names, seed) plus its action log, one row per
action (E6).  Loading replays the log through the engine, which checks it.
The school-wide store on PostgreSQL (:mod:`knackpy.serve.pgstore`) implements
the same interface for many classrooms and several workers; the rest of the
server only calls these methods, from one thread of its own and
never from its event loop, and hears of a failed write as :class:`StoreUnavailable`
(see docs, "Klassenraum").
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .limits import Throttle

__all__ = ["Store", "SQLiteStore", "ActionConflict", "StoreUnavailable", "RETRY_DELAYS"]

# seconds between tries of a write the file refused because another process holds it (about 3 s in all,
# with SQLite's own wait of BUSY_WAIT per try); then the caller refuses the change with a clear message
RETRY_DELAYS = (0.05, 0.1, 0.2, 0.4, 0.6)
BUSY_WAIT = 0.25


class ActionConflict(Exception):
    """A row with this key is already stored (two writers raced: an action's number, or with a shared store
    a seat, a table's number or a pupil's name); the caller reads again."""


class StoreUnavailable(Exception):
    """A write did not happen (nothing of it is stored): ``kind`` is "busy" (the file stayed locked),
    "full" (no space left) or "failed" (any other error of the file).  Every :class:`Store` raises it."""

    def __init__(self, kind: str, detail: str = "") -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(f"{kind}: {detail}")


class Store(ABC):
    """The storage interface of the classroom server."""

    shared = False  # True: other server processes write to the same classroom (re-read what they announce)

    # --- classroom settings (join code, teacher token) ---
    @abstractmethod
    def get_meta(self, key: str) -> str | None: ...

    @abstractmethod
    def set_meta(self, key: str, value: str) -> None: ...

    @abstractmethod
    def delete_meta(self, key: str) -> None: ...

    # --- tables ---
    @abstractmethod
    def save_table(self, table: dict[str, Any]) -> None:
        """Insert or replace a table's settings: id, number, ruleset, options, players, bots, hints, status, game_no."""

    @abstractmethod
    def tables(self) -> list[dict[str, Any]]: ...

    # --- pupils ---
    @abstractmethod
    def save_pupil(self, pupil: dict[str, Any]) -> None:
        """Insert or replace a pupil: id, token_hash, name, table_id, seat."""

    @abstractmethod
    def pupils(self) -> list[dict[str, Any]]: ...

    # --- games: start record + action log ---
    @abstractmethod
    def start_game(self, table_id: str, game_no: int, start: dict[str, Any], *, table: dict[str, Any]) -> None:
        """Store a new game's saved-game start (knackpy's JSON with an empty action list) and, in the same
        transaction, the table's record that names it."""

    @abstractmethod
    def end_game(self, table_id: str, game_no: int, status: str, *, table: dict[str, Any] | None = None) -> None:
        """Set a game's status (and save the table's record with it, in one transaction)."""

    @abstractmethod
    def games(self) -> list[dict[str, Any]]:
        """Every game: table_id, game_no, start, status, actions (the texts, in order)."""

    @abstractmethod
    def append_action(
        self, table_id: str, game_no: int, index: int, text: str, *, finished: dict[str, Any] | None = None
    ) -> None:
        """Append action number ``index``; raise :class:`ActionConflict` if that number exists.

        ``finished`` (the table's record) when this action ends the game: the game's status becomes "over"
        and the table's record is saved, in the same transaction as the action.  Every write either
        happens whole or raises :class:`StoreUnavailable`."""

    # --- reading one thing again (a shared store: what another worker changed) ---
    @abstractmethod
    def table(self, table_id: str) -> dict[str, Any] | None: ...

    @abstractmethod
    def pupil(self, pupil_id: str) -> dict[str, Any] | None: ...

    @abstractmethod
    def pupil_by_token(self, token_hash: str) -> dict[str, Any] | None: ...

    @abstractmethod
    def game(self, table_id: str, game_no: int) -> dict[str, Any] | None:
        """One game: start, status, actions (the texts, in order)."""

    @abstractmethod
    def actions_since(self, table_id: str, game_no: int, since: int) -> list[str]:
        """A game's actions from number ``since`` on, in order."""

    def throttle(self, name: str, limit: int, window: float, *, clock: Callable[[], float] | None = None) -> Throttle:
        """The limit ``name`` (at most ``limit`` events per ``window`` seconds per key); kept in memory unless
        the store is shared, where it must hold across workers.  ``clock``: a test's (default: monotonic)."""
        return Throttle(limit, window, clock=clock or time.monotonic)

    def publish(self, message: dict[str, Any]) -> None:  # noqa: B027 - only a shared store has listeners
        """Tell the other workers of the classroom something that is not stored."""

    def close(self) -> None:  # noqa: B027 - optional for implementations
        """Write everything out (one self-contained file or database) and release the connection."""


class SQLiteStore(Store):
    """The embedded default: one SQLite file, write-ahead log, one committed transaction per change."""

    SCHEMA = """
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, number INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS pupils (id TEXT PRIMARY KEY, token_hash TEXT UNIQUE NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS games (
        table_id TEXT NOT NULL, game_no INTEGER NOT NULL, start TEXT NOT NULL, status TEXT NOT NULL,
        PRIMARY KEY (table_id, game_no));
    CREATE TABLE IF NOT EXISTS actions (
        table_id TEXT NOT NULL, game_no INTEGER NOT NULL, idx INTEGER NOT NULL, text TEXT NOT NULL,
        PRIMARY KEY (table_id, game_no, idx));
    """

    def __init__(self, path: str | Path, *, retry_delays: tuple[float, ...] = RETRY_DELAYS) -> None:
        self.path = Path(path)
        self.retry_delays = retry_delays
        _owner_only(self.path)
        # autocommit off; every method commits its own transaction before it returns.  The server calls the
        # store from one thread of its own (not the one that opened it), hence check_same_thread=False.
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_WAIT)
        self.db.execute("PRAGMA journal_mode=WAL")  # a killed process loses nothing that was committed
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(self.SCHEMA)

    def _transaction(self, statements: list[tuple[str, tuple]]) -> None:
        """Run ``statements`` as one transaction; a locked file is tried again briefly, then
        :class:`StoreUnavailable` (the transaction rolled back: nothing of it is stored)."""
        for delay in (*self.retry_delays, None):
            try:
                self.db.execute("BEGIN IMMEDIATE")  # the write lock first: no half-done transaction waits for it
                for sql, params in statements:
                    self.db.execute(sql, params)
                self.db.execute("COMMIT")
                return
            except sqlite3.IntegrityError:
                self._rollback()
                raise
            except sqlite3.Error as err:
                self._rollback()
                kind = _failure_kind(err)
                if kind != "busy" or delay is None:
                    raise StoreUnavailable(kind, str(err)[:120]) from None
                time.sleep(delay)

    def _rollback(self) -> None:
        if self.db.in_transaction:
            with contextlib.suppress(sqlite3.Error):  # SQLite rolled back itself; the next BEGIN starts clean
                self.db.execute("ROLLBACK")

    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self._transaction([("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))])

    def delete_meta(self, key: str) -> None:
        self._transaction([("DELETE FROM meta WHERE key = ?", (key,))])

    def save_table(self, table: dict[str, Any]) -> None:
        self._transaction([_table_row(table)])

    def tables(self) -> list[dict[str, Any]]:
        return [json.loads(d) for (d,) in self.db.execute("SELECT data FROM tables ORDER BY number")]

    def save_pupil(self, pupil: dict[str, Any]) -> None:
        sql = "INSERT OR REPLACE INTO pupils (id, token_hash, data) VALUES (?, ?, ?)"
        self._transaction([(sql, (pupil["id"], pupil["token_hash"], json.dumps(pupil)))])

    def pupils(self) -> list[dict[str, Any]]:
        return [json.loads(d) for (d,) in self.db.execute("SELECT data FROM pupils ORDER BY rowid")]

    def table(self, table_id: str) -> dict[str, Any] | None:
        row = self.db.execute("SELECT data FROM tables WHERE id = ?", (table_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def pupil(self, pupil_id: str) -> dict[str, Any] | None:
        row = self.db.execute("SELECT data FROM pupils WHERE id = ?", (pupil_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def pupil_by_token(self, token_hash: str) -> dict[str, Any] | None:
        row = self.db.execute("SELECT data FROM pupils WHERE token_hash = ?", (token_hash,)).fetchone()
        return json.loads(row[0]) if row else None

    def game(self, table_id: str, game_no: int) -> dict[str, Any] | None:
        sql = "SELECT start, status FROM games WHERE table_id = ? AND game_no = ?"
        row = self.db.execute(sql, (table_id, game_no)).fetchone()
        if row is None:
            return None
        return {"start": json.loads(row[0]), "status": row[1], "actions": self.actions_since(table_id, game_no, 0)}

    def actions_since(self, table_id: str, game_no: int, since: int) -> list[str]:
        sql = "SELECT text FROM actions WHERE table_id = ? AND game_no = ? AND idx >= ? ORDER BY idx"
        return [t for (t,) in self.db.execute(sql, (table_id, game_no, since))]

    def start_game(self, table_id: str, game_no: int, start: dict[str, Any], *, table: dict[str, Any]) -> None:
        game = (
            "INSERT OR REPLACE INTO games (table_id, game_no, start, status) VALUES (?, ?, ?, 'playing')",
            (table_id, game_no, json.dumps(start, ensure_ascii=False)),
        )
        self._transaction([game, _table_row(table)])

    def end_game(self, table_id: str, game_no: int, status: str, *, table: dict[str, Any] | None = None) -> None:
        statements = [("UPDATE games SET status = ? WHERE table_id = ? AND game_no = ?", (status, table_id, game_no))]
        self._transaction(statements + ([_table_row(table)] if table is not None else []))

    def games(self) -> list[dict[str, Any]]:
        out = []
        rows = self.db.execute("SELECT table_id, game_no, start, status FROM games ORDER BY rowid").fetchall()
        for table_id, game_no, start, status in rows:
            actions = [
                t
                for (t,) in self.db.execute(
                    "SELECT text FROM actions WHERE table_id = ? AND game_no = ? ORDER BY idx", (table_id, game_no)
                )
            ]
            out.append(
                {
                    "table_id": table_id,
                    "game_no": game_no,
                    "start": json.loads(start),
                    "status": status,
                    "actions": actions,
                }
            )
        return out

    def append_action(
        self, table_id: str, game_no: int, index: int, text: str, *, finished: dict[str, Any] | None = None
    ) -> None:
        statements: list[tuple[str, tuple]] = [
            ("INSERT INTO actions (table_id, game_no, idx, text) VALUES (?, ?, ?, ?)", (table_id, game_no, index, text))
        ]
        if finished is not None:
            statements += [
                ("UPDATE games SET status = 'over' WHERE table_id = ? AND game_no = ?", (table_id, game_no)),
                _table_row(finished),
            ]
        try:
            self._transaction(statements)
        except sqlite3.IntegrityError:
            raise ActionConflict(f"{table_id}/{game_no}/{index}") from None

    def close(self) -> None:
        """Copy the write-ahead log into the file, so that the ``.sqlite`` file alone is the whole classroom."""
        with contextlib.suppress(sqlite3.Error):  # (a reader elsewhere: SQLite checkpoints when the last one closes)
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.db.close()


def _table_row(table: dict[str, Any]) -> tuple[str, tuple]:
    sql = "INSERT OR REPLACE INTO tables (id, number, data) VALUES (?, ?, ?)"
    return sql, (table["id"], table["number"], json.dumps(table))


def _owner_only(path: Path) -> None:
    """The file holds children's names and games: readable and writable by its owner only (its -wal and
    -shm files too, which SQLite creates with the file's permissions)."""
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    for part in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        try:
            if part.exists() and part.stat().st_mode & 0o077:
                os.chmod(part, 0o600)
        except OSError:
            pass  # another user's file: opening it says whether it can be used


def _failure_kind(err: sqlite3.Error) -> str:
    code = getattr(err, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in str(err):
        return "busy"
    if primary == sqlite3.SQLITE_FULL or "full" in str(err):
        return "full"
    return "failed"
