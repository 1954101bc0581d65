"""Where the classroom keeps everything: one small interface, one SQLite implementation (standard library).

A table's game is never stored as a state, only as knackpy's saved-game start
(ruleset, options, players, names, seed) plus its action log, one row per
action (E6).  Loading replays the log through the engine, which checks it.
A school-wide deployment would implement :class:`Store` on PostgreSQL; the
rest of the server only calls these methods (see docs, "Klassenraum").
"""

from __future__ import annotations

import json
import sqlite3
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

__all__ = ["Store", "SQLiteStore", "ActionConflict"]


class ActionConflict(Exception):
    """An action with this number is already stored (two writers raced); the caller reloads."""


class Store(ABC):
    """The storage interface of the classroom server."""

    # --- classroom settings (join code, teacher token) ---
    @abstractmethod
    def get_meta(self, key: str) -> str | None: ...

    @abstractmethod
    def set_meta(self, key: str, value: str) -> None: ...

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
    def start_game(self, table_id: str, game_no: int, start: dict[str, Any]) -> None:
        """Store a new game's saved-game start (knackpy's JSON with an empty action list)."""

    @abstractmethod
    def end_game(self, table_id: str, game_no: int, status: str) -> None: ...

    @abstractmethod
    def games(self) -> list[dict[str, Any]]:
        """Every game: table_id, game_no, start, status, actions (the texts, in order)."""

    @abstractmethod
    def append_action(self, table_id: str, game_no: int, index: int, text: str) -> None:
        """Append action number ``index``; raise :class:`ActionConflict` if that number exists."""

    def close(self) -> None:  # noqa: B027 - optional for implementations
        """Release the connection."""


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

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        # autocommit off; every method commits its own transaction before it returns
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")  # a killed process loses nothing that was committed
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(self.SCHEMA)

    def _write(self, sql: str, params: tuple) -> None:
        with self.db:  # BEGIN ... COMMIT
            self.db.execute("BEGIN")
            self.db.execute(sql, params)

    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self._write("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def save_table(self, table: dict[str, Any]) -> None:
        self._write(
            "INSERT OR REPLACE INTO tables (id, number, data) VALUES (?, ?, ?)",
            (table["id"], table["number"], json.dumps(table)),
        )

    def tables(self) -> list[dict[str, Any]]:
        return [json.loads(d) for (d,) in self.db.execute("SELECT data FROM tables ORDER BY number")]

    def save_pupil(self, pupil: dict[str, Any]) -> None:
        self._write(
            "INSERT OR REPLACE INTO pupils (id, token_hash, data) VALUES (?, ?, ?)",
            (pupil["id"], pupil["token_hash"], json.dumps(pupil)),
        )

    def pupils(self) -> list[dict[str, Any]]:
        return [json.loads(d) for (d,) in self.db.execute("SELECT data FROM pupils ORDER BY rowid")]

    def start_game(self, table_id: str, game_no: int, start: dict[str, Any]) -> None:
        self._write(
            "INSERT INTO games (table_id, game_no, start, status) VALUES (?, ?, ?, 'playing')",
            (table_id, game_no, json.dumps(start, ensure_ascii=False)),
        )

    def end_game(self, table_id: str, game_no: int, status: str) -> None:
        self._write("UPDATE games SET status = ? WHERE table_id = ? AND game_no = ?", (status, table_id, game_no))

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

    def append_action(self, table_id: str, game_no: int, index: int, text: str) -> None:
        try:
            self._write(
                "INSERT INTO actions (table_id, game_no, idx, text) VALUES (?, ?, ?, ?)",
                (table_id, game_no, index, text),
            )
        except sqlite3.IntegrityError:
            raise ActionConflict(f"{table_id}/{game_no}/{index}") from None

    def close(self) -> None:
        self.db.close()
