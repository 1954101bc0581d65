"""One worker of a school server: what it hears from the other workers, and which tables it runs.

Every worker keeps the whole classroom in memory (:class:`~knackpy.serve.room.Classroom`)
and writes every change to PostgreSQL; the others hear of it through ``NOTIFY``
and catch up (:meth:`School.handle`).  Any worker takes a pupil's move (the
action log's primary key decides when two race: the second hears
``ActionConflict`` and shows the first).  Only a table's owner runs its bots
and stand-ins and starts its games from seats filled elsewhere; every
``CLAIM_EVERY`` seconds each worker takes free tables up to its share, so a
table whose owner died has a new one within seconds.
"""

from __future__ import annotations

import asyncio
import threading
import traceback
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from .pgstore import Listener, Ownership, PostgresStore

if TYPE_CHECKING:
    from .app import Server
    from .room import Pupil

__all__ = ["School", "Handoff", "CLAIM_EVERY"]

CLAIM_EVERY = 1.0  # seconds between two rounds of taking free tables


class Handoff:
    """The listener thread's messages into the event loop: one wake-up of the loop for all the messages heard
    while it was busy (under load, hundreds a second), not one each.  A message ``at_once`` can act on (the
    next move of a table) is acted on there and then; the others go into ``queue`` in the order heard."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        queue: asyncio.Queue[dict[str, Any]],
        at_once: Callable[[dict[str, Any]], bool] = lambda _: False,
    ) -> None:
        self.loop = loop
        self.queue = queue
        self.at_once = at_once
        self.lock = threading.Lock()
        self.pending: list[dict[str, Any]] = []

    def __call__(self, message: dict[str, Any]) -> None:  # in the listener's thread
        with self.lock:
            self.pending.append(message)
            if len(self.pending) > 1:
                return  # the loop is woken already and takes this one too
        self.loop.call_soon_threadsafe(self._drain)

    def _drain(self) -> None:  # in the event loop
        with self.lock:
            messages, self.pending = self.pending, []
        for message in messages:
            try:
                done = self.at_once(message)
            except Exception:  # noqa: BLE001 - the queue's handler takes it again, in order, and reports what failed
                done = False
            if not done:
                self.queue.put_nowait(message)


class School:
    """The coordination of one worker: a listener thread, the table locks, and the messages it acts on."""

    def __init__(self, store: PostgresStore) -> None:
        self.store = store
        self.ownership = Ownership(store.url, store.classroom)
        self.queue: asyncio.Queue[dict[str, Any]] | None = None
        self.listener: Listener | None = None
        self.open_counts: dict[str, dict[str, int]] = {}  # pupil id -> other worker -> browsers open there

    def owns(self, table_id: str) -> bool:
        return table_id in self.ownership.owned

    def open_elsewhere(self, pupil_id: str) -> int:
        """Browsers of this seat open at the other workers."""
        return sum(self.open_counts.get(pupil_id, {}).values())

    def workers_elsewhere(self, pupil_id: str) -> int:
        return len(self.open_counts.get(pupil_id, {}))

    def _count(self, message: dict[str, Any]) -> None:
        """A worker says how many browsers of a seat it has open now."""
        if not isinstance(message.get("n"), int):
            return
        counts = self.open_counts.setdefault(message["p"], {})
        if message["n"] > 0:
            counts[str(message.get("w"))] = message["n"]
        else:
            counts.pop(str(message.get("w")), None)
        if not counts:
            self.open_counts.pop(message["p"], None)

    def _forget_dead_workers(self) -> None:
        """A killed worker never says its browsers are gone: its counts go when its process is gone."""
        live = self.ownership.live_pids
        for pupil_id, counts in list(self.open_counts.items()):
            for worker in [w for w in counts if w.split("-")[0] not in live]:
                del counts[worker]
            if not counts:
                del self.open_counts[pupil_id]

    # --- running ---------------------------------------------------------------------------------
    async def run(self, server: Server) -> None:
        """Hear the other workers and claim tables, until the server stops."""
        loop = asyncio.get_running_loop()
        self.queue = queue = asyncio.Queue[dict[str, Any]]()
        handoff = Handoff(loop, queue, partial(self.act_at_once, server))
        self.listener = Listener(self.store.url, self.store.classroom, self.store.worker, handoff)
        self.listener.start()
        claims = loop.create_task(self._claim_rounds(server))
        try:
            while True:
                message = await queue.get()
                try:
                    await self.handle(server, message)
                except Exception:  # noqa: BLE001 - one message that fails must not stop the others (resync mends)
                    server.report(traceback.format_exc(limit=3))
        finally:
            claims.cancel()
            self.listener.stop()

    async def _claim_rounds(self, server: Server) -> None:
        while True:
            try:
                await self.claim(server)
            except Exception:  # noqa: BLE001 - tried again next round
                server.report(traceback.format_exc(limit=3))
            await asyncio.sleep(CLAIM_EVERY)

    async def claim(self, server: Server) -> None:
        """Take free tables up to this worker's share; a table taken over is read again, its bots start,
        and the workers are asked who is at it (whoever is not gets a stand-in after the away time)."""
        room = server.room
        active = [t.id for t in list(room.tables.values()) if t.status != "ended"]

        def busy(table_id: str) -> bool:
            task = server.bot_tasks.get(table_id)
            return task is not None and not task.done()

        taken = await server.write(self.ownership.claim, active, busy)
        self._forget_dead_workers()
        for table_id in taken:
            table = await server.write(room.refresh_table, table_id)
            if table is None:
                continue
            await server.write(room.start_if_full, table)
            for pupil in room.seated(table.id).values():
                if not server.by_pupil.get(pupil.id):
                    server._away_later(pupil)
            server.tell_others({"k": "roll", "t": table.id})
            server.kick_bots(table)
            server.notify(table)

    def stop(self) -> None:
        if self.listener is not None:
            self.listener.stop()
        self.ownership.close()

    # --- what the others said --------------------------------------------------------------------
    def act_at_once(self, server: Server, message: dict[str, Any]) -> bool:
        """Another worker's move that is the next one of a table known here needs neither the store nor a turn
        in the queue: applied (checked by the engine) and shown to this worker's browsers at once.  Anything
        else (a move after a gap, a new game) is :meth:`handle`'s part, in order."""
        if message.get("k") != "act":
            return False
        table = server.room.next_remote_action(message["t"], message["g"], message["i"], message["a"])
        if table is None:
            return False
        server.notify(table, lobby=bool(message.get("over")))
        server.kick_bots(table)
        return True

    async def handle(self, server: Server, message: dict[str, Any]) -> None:
        room, kind = server.room, message.get("k")
        if kind == "act":
            table = await server.write(room.remote_action, message["t"], message["g"], message["i"], message["a"])
            if table is not None:
                server.notify(table, lobby=bool(message.get("over")))
                server.kick_bots(table)
        elif kind == "table":
            table = await server.write(room.refresh_table, message["t"])
            if table is not None:
                server.kick_bots(table)
                server.notify(table)
        elif kind == "pupil":
            await self._pupil_changed(server, message["p"])
        elif kind in ("here", "away"):
            self._count(message)
            self._presence(server, kind, message["p"])
            pupil = room.pupils.get(message["p"])
            if kind == "here" and pupil is not None:
                # the other worker's browsers are newer than ours opened before its newest ("at"); a message that
                # arrives late closes none opened here since (that worker, hearing of them, closes its own)
                at = message.get("at")
                await server.trim_seat(pupil, before=at if isinstance(at, int | float) else float("inf"))
        elif kind == "seat":
            self._count(message)
        elif kind == "roll":  # a new owner asks who is at its table: the pupils connected here are
            for pupil in room.seated(message["t"]).values():
                if server.by_pupil.get(pupil.id):
                    self.say_here(server, pupil)
        elif kind == "lost":
            room.store_problem = "offline"
            server._report_store_problem()
        elif kind == "resync":
            await server.write(room.refresh_all)
            room.store_problem = None
            server._report_store_problem()
            for table in list(room.tables.values()):
                server.kick_bots(table)
                server.notify(table)
            for conn in server.connections:
                server.push_own(conn)

    async def _pupil_changed(self, server: Server, pupil_id: str) -> None:
        room = server.room
        old, new = await server.write(room.refresh_pupil, pupil_id)
        for table_id in {old, new} - {None}:
            table = room.tables.get(table_id)
            if table is None:
                continue
            if self.owns(table.id):
                await server.write(room.start_if_full, table)
            server.kick_bots(table)
            server.notify(table)
        server.notify()
        pupil = room.pupils.get(pupil_id)
        if pupil is not None:
            for conn in server.by_pupil.get(pupil.id, ()):
                server.push_own(conn)

    def say_here(self, server: Server, pupil: Pupil) -> None:
        """Tell the other workers how many browsers of this seat are open here, and when the newest opened."""
        conns = server.by_pupil.get(pupil.id, [])
        server.tell_others({"k": "here", "p": pupil.id, "n": len(conns), "at": max(c.opened for c in conns)})

    def _presence(self, server: Server, kind: str, pupil_id: str) -> None:
        """A pupil is back at another worker ("here"), or was gone there for the away time ("away")."""
        pupil = server.room.pupils.get(pupil_id)
        if pupil is None:
            return
        if kind == "here":
            server._cancel_away(pupil)
            table = server.room.mark_back(pupil)
        elif server.by_pupil.get(pupil.id):  # still connected here: the seat stays theirs
            self.say_here(server, pupil)
            return
        else:
            table = server.room.mark_away(pupil)
        if table is not None:
            server.kick_bots(table)
            server.notify(table)
