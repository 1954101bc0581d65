"""The school-wide store: many classrooms in one PostgreSQL database, shared by several server processes.

The same :class:`~knackpy.serve.store.Store` as the SQLite file, with every row
keyed by its classroom (each classroom has its own join code and teacher
token).  What one worker writes reaches the others through PostgreSQL's own
message channel: every write sends ``NOTIFY`` in its transaction, so a
message is heard only once the change is committed (:class:`Listener`).  A
table's bots run in exactly one worker at a time, the one holding the table's
advisory lock (:class:`Ownership`); PostgreSQL releases it when that worker's
connection ends, killed or not, and another worker takes the table over.

psycopg 3 (``pip install -e ".[school]"``) loads only when a ``postgresql://``
address is given: the embedded default needs nothing of it.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import threading
import time
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from .limits import Throttle
from .names import skeleton
from .store import ActionConflict, Store, StoreUnavailable

if TYPE_CHECKING:  # psycopg loads only when a school runs (and reads as Any where it is not installed)
    import psycopg

    Connection: TypeAlias = psycopg.Connection[tuple[Any, ...]]  # autocommit, rows as tuples

T = TypeVar("T")

__all__ = ["PostgresStore", "Listener", "Ownership", "SharedThrottle", "is_postgres_url", "CLASSROOM_PATTERN"]

CLASSROOM_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")  # part of a channel and application name
RECONNECT_DELAYS = (0.2, 0.4, 0.8, 1.6)  # seconds between tries of a lost connection (about 3 s), then "offline"
LISTEN_RETRY = 0.5  # seconds between the listener's tries while the database is away

SCHEMA = """
CREATE TABLE IF NOT EXISTS knackpy_meta (
    classroom TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (classroom, key));
CREATE TABLE IF NOT EXISTS knackpy_tables (
    classroom TEXT NOT NULL, id TEXT NOT NULL, number INTEGER NOT NULL, data TEXT NOT NULL,
    PRIMARY KEY (classroom, id));
CREATE TABLE IF NOT EXISTS knackpy_pupils (
    classroom TEXT NOT NULL, id TEXT NOT NULL, token_hash TEXT NOT NULL, table_id TEXT, seat INTEGER,
    data TEXT NOT NULL, joined BIGSERIAL, PRIMARY KEY (classroom, id), UNIQUE (classroom, token_hash),
    UNIQUE (classroom, table_id, seat));
CREATE TABLE IF NOT EXISTS knackpy_games (
    classroom TEXT NOT NULL, table_id TEXT NOT NULL, game_no INTEGER NOT NULL, start TEXT NOT NULL,
    status TEXT NOT NULL, started BIGSERIAL, PRIMARY KEY (classroom, table_id, game_no));
CREATE TABLE IF NOT EXISTS knackpy_actions (
    classroom TEXT NOT NULL, table_id TEXT NOT NULL, game_no INTEGER NOT NULL, idx INTEGER NOT NULL,
    text TEXT NOT NULL, PRIMARY KEY (classroom, table_id, game_no, idx));
CREATE TABLE IF NOT EXISTS knackpy_throttle (
    classroom TEXT NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL, at DOUBLE PRECISION NOT NULL);
CREATE INDEX IF NOT EXISTS knackpy_throttle_key ON knackpy_throttle (classroom, name, key, at);
ALTER TABLE knackpy_pupils ADD COLUMN IF NOT EXISTS name_key TEXT;
"""
# made once the rows of an older database fit them (_fit_unique_keys): two teachers creating a table at the same
# moment at two workers cannot both get number 3, two pupils joining as "Mia" cannot both be "Mia" (the name's
# skeleton: a look-alike name is the same key); the worker that loses the race hears ActionConflict and reads again
UNIQUE_KEYS = """
CREATE UNIQUE INDEX IF NOT EXISTS knackpy_tables_number ON knackpy_tables (classroom, number);
CREATE UNIQUE INDEX IF NOT EXISTS knackpy_pupils_name ON knackpy_pupils (classroom, name_key);
"""
SCHEMA_LOCK = 31_031  # an advisory lock while the tables are created: workers starting together wait in turn
NOW = "extract(epoch from clock_timestamp())"  # the database's clock: the same for every machine


def is_postgres_url(db: str) -> bool:
    return db.startswith(("postgresql://", "postgres://"))


def channel(classroom: str) -> str:
    return "knackpy_" + classroom.replace("-", "_")


def _psycopg() -> ModuleType:
    import psycopg

    return psycopg


def _kind(err: Exception) -> str:
    """What went wrong, in the words of :class:`StoreUnavailable`: the database is away ("offline"),
    its disk is full ("full"), or anything else ("failed")."""
    psycopg = _psycopg()
    if isinstance(err, psycopg.errors.DiskFull):
        return "full"
    if isinstance(err, psycopg.OperationalError | psycopg.InterfaceError):
        return "offline"
    return "failed"


class PostgresStore(Store):
    """One classroom's rows in a PostgreSQL database; one transaction per change, announced with NOTIFY."""

    shared = True

    def __init__(
        self, url: str, classroom: str, *, reconnect_delays: tuple[float, ...] = RECONNECT_DELAYS, worker: str = ""
    ) -> None:
        if not CLASSROOM_PATTERN.fullmatch(classroom):
            raise ValueError(classroom)
        self.url = url
        self.classroom = classroom
        self.channel = channel(classroom)
        self.reconnect_delays = reconnect_delays
        self.worker = worker or f"{os.getpid()}-{secrets.token_hex(3)}"  # who wrote a change (not told back)
        self.lock = threading.Lock()  # one connection: the store's thread and a throttle's reader take turns
        self.db = self._connect()
        with self.db.transaction():
            self.db.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            self.db.execute(SCHEMA)
            _fit_unique_keys(self.db)
            self.db.execute(UNIQUE_KEYS)

    def _connect(self) -> Connection:
        return _psycopg().connect(self.url, autocommit=True, application_name=f"knackpy:{self.classroom}")

    # --- running statements ------------------------------------------------------------------------
    def _run(self, work: Callable[[Connection], T], *, transaction: bool) -> T:
        """``work(connection)``, in one transaction (or, ``transaction=False``, one statement); a lost connection is opened again and the work tried again
        for about three seconds, then :class:`StoreUnavailable` ("offline").  A unique key already taken is
        :class:`ActionConflict` (another worker was first)."""
        psycopg = _psycopg()
        for delay in (*self.reconnect_delays, None):
            try:
                with self.lock:
                    if self.db.closed:
                        self.db = self._connect()
                    if not transaction:  # one statement is a transaction of its own (one round trip, not three)
                        return work(self.db)
                    with self.db.transaction():
                        return work(self.db)
            except psycopg.errors.UniqueViolation as err:
                raise ActionConflict(str(err).splitlines()[0][:120]) from None
            except psycopg.Error as err:
                kind = _kind(err)
                if kind != "offline" or delay is None:
                    raise StoreUnavailable(kind, str(err).splitlines()[0][:120] if str(err) else kind) from None
                with self.lock:
                    self.db.close()  # opened again on the next try
                time.sleep(delay)
        raise AssertionError("unreachable")

    def _write(self, statements: list[tuple[str, tuple]], message: dict[str, Any] | None = None) -> None:
        if len(statements) == 1 and message is not None:  # the common case (a move): one statement, one round trip
            sql, params = statements[0]
            one = f"WITH changed AS ({sql} RETURNING 1) SELECT pg_notify(%s, %s) FROM (SELECT 1 FROM changed LIMIT 1) c"
            notify = (self.channel, self._payload(message))
            self._run(lambda db: db.execute(one, (*params, *notify)), transaction=False)
            return

        def work(db: Connection) -> None:
            for sql, params in statements:
                db.execute(sql, params)
            if message is not None:  # heard by the other workers once (and only if) this commits
                db.execute("SELECT pg_notify(%s, %s)", (self.channel, self._payload(message)))

        self._run(work, transaction=True)

    def _rows(self, sql: str, params: tuple) -> list[tuple]:
        return self._run(lambda db: db.execute(sql, params).fetchall(), transaction=False)

    def _payload(self, message: dict[str, Any]) -> str:
        return json.dumps({**message, "w": self.worker}, ensure_ascii=False)

    def publish(self, message: dict[str, Any]) -> None:
        """Tell the other workers something that is not stored (a pupil here or away); lost if offline."""
        notify = (self.channel, self._payload(message))
        self._run(lambda db: db.execute("SELECT pg_notify(%s, %s)", notify), transaction=False)

    # --- classroom settings ------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        rows = self._rows("SELECT value FROM knackpy_meta WHERE classroom = %s AND key = %s", (self.classroom, key))
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        sql = (
            "INSERT INTO knackpy_meta (classroom, key, value) VALUES (%s, %s, %s) "
            "ON CONFLICT (classroom, key) DO UPDATE SET value = EXCLUDED.value"
        )
        self._write([(sql, (self.classroom, key, value))])

    def delete_meta(self, key: str) -> None:
        self._write([("DELETE FROM knackpy_meta WHERE classroom = %s AND key = %s", (self.classroom, key))])

    # --- tables and pupils -------------------------------------------------------------------------
    def _table_row(self, table: dict[str, Any]) -> tuple[str, tuple]:
        sql = (
            "INSERT INTO knackpy_tables (classroom, id, number, data) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (classroom, id) DO UPDATE SET number = EXCLUDED.number, data = EXCLUDED.data"
        )
        return sql, (self.classroom, table["id"], table["number"], json.dumps(table))

    def save_table(self, table: dict[str, Any]) -> None:
        self._write([self._table_row(table)], {"k": "table", "t": table["id"]})

    def tables(self) -> list[dict[str, Any]]:
        rows = self._rows("SELECT data FROM knackpy_tables WHERE classroom = %s ORDER BY number", (self.classroom,))
        return [json.loads(d) for (d,) in rows]

    def table(self, table_id: str) -> dict[str, Any] | None:
        rows = self._rows(
            "SELECT data FROM knackpy_tables WHERE classroom = %s AND id = %s", (self.classroom, table_id)
        )
        return json.loads(rows[0][0]) if rows else None

    def save_pupil(self, pupil: dict[str, Any]) -> None:
        sql = (
            "INSERT INTO knackpy_pupils (classroom, id, token_hash, table_id, seat, data, name_key) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (classroom, id) DO UPDATE SET "
            "table_id = EXCLUDED.table_id, seat = EXCLUDED.seat, data = EXCLUDED.data"
        )
        params = (self.classroom, pupil["id"], pupil["token_hash"], pupil["table_id"], pupil["seat"], json.dumps(pupil))
        # a seat taken twice, or a new pupil's name (or one like it) taken a moment ago: ActionConflict
        self._write([(sql, (*params, skeleton(pupil["name"])))], {"k": "pupil", "p": pupil["id"]})

    def pupils(self) -> list[dict[str, Any]]:
        rows = self._rows("SELECT data FROM knackpy_pupils WHERE classroom = %s ORDER BY joined", (self.classroom,))
        return [json.loads(d) for (d,) in rows]

    def pupil(self, pupil_id: str) -> dict[str, Any] | None:
        rows = self._rows(
            "SELECT data FROM knackpy_pupils WHERE classroom = %s AND id = %s", (self.classroom, pupil_id)
        )
        return json.loads(rows[0][0]) if rows else None

    def pupil_by_token(self, token_hash: str) -> dict[str, Any] | None:
        sql = "SELECT data FROM knackpy_pupils WHERE classroom = %s AND token_hash = %s"
        rows = self._rows(sql, (self.classroom, token_hash))
        return json.loads(rows[0][0]) if rows else None

    # --- games -------------------------------------------------------------------------------------
    def start_game(self, table_id: str, game_no: int, start: dict[str, Any], *, table: dict[str, Any]) -> None:
        """A game number is started once: a second worker starting the same game hears ActionConflict."""
        game = (
            "INSERT INTO knackpy_games (classroom, table_id, game_no, start, status) VALUES (%s, %s, %s, %s, 'playing')",
            (self.classroom, table_id, game_no, json.dumps(start, ensure_ascii=False)),
        )
        self._write([game, self._table_row(table)], {"k": "table", "t": table_id})

    def end_game(self, table_id: str, game_no: int, status: str, *, table: dict[str, Any] | None = None) -> None:
        sql = "UPDATE knackpy_games SET status = %s WHERE classroom = %s AND table_id = %s AND game_no = %s"
        statements = [(sql, (status, self.classroom, table_id, game_no))]
        self._write(statements + ([self._table_row(table)] if table is not None else []), {"k": "table", "t": table_id})

    def games(self) -> list[dict[str, Any]]:
        def work(db: Connection) -> list[dict[str, Any]]:
            games = db.execute(
                "SELECT table_id, game_no, start, status FROM knackpy_games WHERE classroom = %s ORDER BY started",
                (self.classroom,),
            ).fetchall()
            actions: dict[tuple[str, int], list[str]] = {}
            for table_id, game_no, text in db.execute(
                "SELECT table_id, game_no, text FROM knackpy_actions WHERE classroom = %s ORDER BY table_id, game_no, idx",
                (self.classroom,),
            ):
                actions.setdefault((table_id, game_no), []).append(text)
            return [
                {"table_id": t, "game_no": g, "start": json.loads(s), "status": st, "actions": actions.get((t, g), [])}
                for t, g, s, st in games
            ]

        return self._run(work, transaction=True)  # the games and their actions as of one moment

    def game(self, table_id: str, game_no: int) -> dict[str, Any] | None:
        def work(db: Connection) -> dict[str, Any] | None:
            row = db.execute(
                "SELECT start, status FROM knackpy_games WHERE classroom = %s AND table_id = %s AND game_no = %s",
                (self.classroom, table_id, game_no),
            ).fetchone()
            if row is None:
                return None
            return {"start": json.loads(row[0]), "status": row[1], "actions": self._actions(db, table_id, game_no, 0)}

        return self._run(work, transaction=True)  # the games and their actions as of one moment

    def actions_since(self, table_id: str, game_no: int, since: int) -> list[str]:
        return self._run(lambda db: self._actions(db, table_id, game_no, since), transaction=False)

    def _actions(self, db: Connection, table_id: str, game_no: int, since: int) -> list[str]:
        sql = (
            "SELECT text FROM knackpy_actions WHERE classroom = %s AND table_id = %s AND game_no = %s AND idx >= %s "
            "ORDER BY idx"
        )
        return [t for (t,) in db.execute(sql, (self.classroom, table_id, game_no, since))]

    def append_action(
        self, table_id: str, game_no: int, index: int, text: str, *, finished: dict[str, Any] | None = None
    ) -> None:
        sql = "INSERT INTO knackpy_actions (classroom, table_id, game_no, idx, text) VALUES (%s, %s, %s, %s, %s)"
        statements: list[tuple[str, tuple]] = [(sql, (self.classroom, table_id, game_no, index, text))]
        if finished is not None:
            over = "UPDATE knackpy_games SET status = 'over' WHERE classroom = %s AND table_id = %s AND game_no = %s"
            statements += [(over, (self.classroom, table_id, game_no)), self._table_row(finished)]
        message = {"k": "act", "t": table_id, "g": game_no, "i": index, "a": text, "over": finished is not None}
        self._write(statements, message)

    # --- limits that hold across workers -------------------------------------------------------------
    def throttle(
        self, name: str, limit: int, window: float, *, clock: Callable[[], float] | None = None
    ) -> SharedThrottle:
        return SharedThrottle(self, name, limit, window, clock=clock)

    def close(self) -> None:
        with self.lock:
            self.db.close()


class SharedThrottle(Throttle):
    """:class:`~knackpy.serve.limits.Throttle` with its events in the database, on the database's clock (or
    a test's ``clock``): a limit per address or per classroom holds however many workers and machines serve."""

    def __init__(
        self, store: PostgresStore, name: str, limit: int, window: float, *, clock: Callable[[], float] | None = None
    ) -> None:
        super().__init__(limit, window)
        self.store = store
        self.name = name
        self.test_clock = clock  # None: the database's (Throttle's own clock must be one to call)

    def _now(self) -> tuple[str, tuple]:
        return (NOW, ()) if self.test_clock is None else ("%s", (self.test_clock(),))

    def blocked(self, key: str) -> bool:
        now, at = self._now()
        sql = (
            f"SELECT count(*) FROM knackpy_throttle WHERE classroom = %s AND name = %s AND key = %s AND at > {now} - %s"
        )
        return self.store._rows(sql, (self.store.classroom, self.name, key, *at, self.window))[0][0] >= self.limit

    def add(self, key: str) -> None:
        now, at = self._now()
        forget = f"DELETE FROM knackpy_throttle WHERE classroom = %s AND name = %s AND key = %s AND at < {now} - %s"
        add = f"INSERT INTO knackpy_throttle (classroom, name, key, at) VALUES (%s, %s, %s, {now})"
        params = (self.store.classroom, self.name, key)
        self.store._write([(forget, (*params, *at, self.window)), (add, (*params, *at))])


class Listener:
    """A thread that LISTENs on the classroom's channel and hands every other worker's message to ``heard``.

    When the connection is lost (the database restarts), ``heard({"k": "lost"})`` once; when it is back,
    ``heard({"k": "resync"})``: messages sent meanwhile were missed, so the worker reads everything again."""

    def __init__(self, url: str, classroom: str, worker: str, heard: Callable[[dict[str, Any]], object]) -> None:
        self.url = url
        self.channel = channel(classroom)
        self.worker = worker
        self.heard = heard
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, name="knackpy-listen", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.stopped.set()

    def _run(self) -> None:
        psycopg = _psycopg()
        first = True
        while not self.stopped.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, application_name="knackpy-listen") as db:
                    db.execute(f"LISTEN {self.channel}")
                    if not first:
                        self.heard({"k": "resync"})
                    first = False
                    while not self.stopped.is_set():
                        for note in db.notifies(timeout=0.5):
                            self._hand_on(note.payload)
            except psycopg.Error:
                if not first:
                    self.heard({"k": "lost"})
                first = False
                self.stopped.wait(LISTEN_RETRY)
                while not self.stopped.is_set() and not _reachable(self.url):
                    self.stopped.wait(LISTEN_RETRY)

    def _hand_on(self, payload: str) -> None:
        try:
            message = json.loads(payload)
        except ValueError:
            return  # not ours
        if isinstance(message, dict) and message.get("w") != self.worker:
            self.heard(message)


def _fit_unique_keys(db: Connection) -> None:
    """Make an older database's rows fit :data:`UNIQUE_KEYS` (once, before they are made; under the schema
    lock): a table sharing its number with another gets the next free one; a pupil gets the key of their
    name unless another pupil has it already (those two stay as they are: they joined long ago)."""
    if db.execute("SELECT to_regclass('knackpy_pupils_name')").fetchone()[0] is not None:  # type: ignore[index, unused-ignore]
        return
    seen: dict[str, set[int]] = {}
    rows = db.execute("SELECT classroom, id, number, data FROM knackpy_tables ORDER BY classroom, number, id")
    for classroom, table_id, number, data in rows.fetchall():
        numbers = seen.setdefault(classroom, set())
        if number in numbers:
            number = max(numbers) + 1
            record = {**json.loads(data), "number": number}
            db.execute(
                "UPDATE knackpy_tables SET number = %s, data = %s WHERE classroom = %s AND id = %s",
                (number, json.dumps(record), classroom, table_id),
            )
        numbers.add(number)
    keys: dict[str, set[str]] = {}
    rows = db.execute("SELECT classroom, id, data FROM knackpy_pupils WHERE name_key IS NULL ORDER BY joined")
    for classroom, pupil_id, data in rows.fetchall():
        key = skeleton(json.loads(data)["name"])
        if key not in keys.setdefault(classroom, set()):
            keys[classroom].add(key)
            db.execute(
                "UPDATE knackpy_pupils SET name_key = %s WHERE classroom = %s AND id = %s", (key, classroom, pupil_id)
            )


def _reachable(url: str) -> bool:
    psycopg = _psycopg()
    try:
        psycopg.connect(url, connect_timeout=2).close()
        return True
    except psycopg.Error:
        return False


class Ownership:
    """Which tables this worker runs the bots of: one PostgreSQL advisory lock per table, held by a session
    of its own.  When the worker dies its session ends and PostgreSQL frees its locks for the others.

    Each worker takes at most its fair share (tables / live workers, rounded up), so the tables spread."""

    def __init__(self, url: str, classroom: str) -> None:
        self.url = url
        self.classroom = classroom
        self.name = f"knackpy-owner:{classroom}:{os.getpid()}"  # the pid: an administrator sees who owns what
        self.owned: set[str] = set()
        self.live_pids: set[str] = {str(os.getpid())}  # the workers of this classroom alive at the last claim
        self.db: Connection | None = None

    def _connection(self) -> Connection:
        if self.db is None or self.db.closed:
            self.owned = set()  # a new session holds nothing
            self.db = _psycopg().connect(self.url, autocommit=True, application_name=self.name)
        return self.db

    def claim(self, table_ids: list[str], busy: Callable[[str], bool] = lambda _: False) -> set[str]:
        """Take free tables up to the fair share, give back the surplus (not one whose bot is ``busy``);
        the tables newly taken.  Any database error drops every claim (the session's locks are gone with it)."""
        psycopg = _psycopg()
        try:
            db = self._connection()
            names = db.execute(
                "SELECT application_name FROM pg_stat_activity WHERE application_name LIKE %s",
                (f"knackpy-owner:{self.classroom}:%",),
            ).fetchall()
            self.live_pids = {name.rsplit(":", 1)[1] for (name,) in names}
            share = -(-len(table_ids) // max(1, len(names)))
            self.owned &= set(table_ids)
            taken = set()
            for table_id in sorted(set(table_ids) - self.owned, key=lambda t: hash((t, self.name))):
                if len(self.owned) >= share:
                    break
                if db.execute(
                    "SELECT pg_try_advisory_lock(hashtext(%s), hashtext(%s))", (self.classroom, table_id)
                ).fetchone()[0]:  # type: ignore[index, unused-ignore]  # one row always; Any without psycopg
                    self.owned.add(table_id)
                    taken.add(table_id)
            for table_id in sorted(self.owned - taken):
                if len(self.owned) <= share:
                    break
                if not busy(table_id):
                    self.release(table_id)
            return taken
        except psycopg.Error:
            self.owned = set()
            if self.db is not None:
                self.db.close()
            return set()

    def release(self, table_id: str) -> None:
        if table_id in self.owned and self.db is not None:
            self.db.execute("SELECT pg_advisory_unlock(hashtext(%s), hashtext(%s))", (self.classroom, table_id))
            self.owned.discard(table_id)

    def close(self) -> None:
        if self.db is not None:
            self.db.close()
        self.owned = set()
