"""The web side of the classroom: a Starlette app with one WebSocket per browser, uvicorn underneath.

Everything that decides something lives in :mod:`knackpy.serve.room`; this
module only moves checked messages between browsers and the classroom, runs
the bots, and pushes each browser its own view after every change.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import sys
import time
import traceback
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from knackpy import i18n
from knackpy.engine.core import Game
from knackpy.errors import KnackpyError

from . import protocol
from .course import WithCourse, course_info_route
from .form import table_form
from .limits import RateLimit
from .room import Classroom, Pupil, Refused, Table, dumps, refusal
from .store import StoreUnavailable
from .texts import lang_or_default, ui_texts

if TYPE_CHECKING:  # school.py needs psycopg, which only a school server has
    from .school import School

__all__ = ["Server", "build_app"]

STATIC = Path(__file__).with_name("static")
HELLO_TIMEOUT = 10.0
MAX_BODY = 4096
FLOOD_CLOSE = 64  # refused messages (too fast) before the connection is closed
TEACHER_PUSH_EVERY = 0.25  # seconds: the teacher's page gets at most four updates a second
LOBBY_PUSH_EVERY = 0.25  # seconds: the lobby too (sixty joins are at most four pushes a second)
SEAT_CONNECTIONS = 3  # browsers open on one seat token at once; a fourth closes the oldest (the newest wins)
REPLACED = 4409  # close code: this seat was opened in another window (the page does not reconnect by itself)
AWAY_AFTER = 60.0  # seconds without a browser before a stand-in bot plays a pupil's seat
BOT_RETRY = 1.0  # seconds before a bot tries again after a write the store refused
WATCH_EVERY = 2.0  # seconds: how often a watchdog restarts a table's bot task that is gone
# seconds a thread waiting for the GIL waits at most before Python switches (default 0.005): every write goes to
# the store's thread and back, two switches a move; at 5 ms each they capped the class at ~70 moves a second
SWITCH_INTERVAL = 0.0005
GC_THRESHOLD = 20_000  # allocations between young collections (Python's default: 700)

SECURITY_HEADERS = {
    # the pages load only from this server and talk only to it (no CDN, no other host)
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}


class Connection:
    """One pupil's browser: an outbox whose pending view is replaced by a newer one (a slow link never lags)."""

    def __init__(self, ws: WebSocket, pupil: Pupil, lang: str) -> None:
        self.ws = ws
        self.pupil = pupil
        self.lang = lang
        self.outbox: deque[tuple[bool, str]] = deque()  # (replaceable view?, JSON text)
        self.ready = asyncio.Event()
        self.refused = 0  # messages refused as too fast
        self.opened = time.time()  # which of a seat's browsers is newest, across the workers of a school server

    def send(self, message: dict[str, Any] | str, *, replaces: bool = False) -> None:
        """Queue a message (a dict, or finished JSON text shared with other browsers)."""
        if replaces:  # only the newest view matters
            self.outbox = deque(m for m in self.outbox if not m[0])
        self.outbox.append((replaces, message if isinstance(message, str) else dumps(message)))
        self.ready.set()

    async def writer(self) -> None:
        while True:
            await self.ready.wait()
            self.ready.clear()
            while self.outbox:
                await self.ws.send_text(self.outbox.popleft()[1])


class Server:
    """The running classroom: its connections, bot tasks and timers around one :class:`Classroom`.

    Everything that writes to the store runs in one thread of its own (:meth:`write`), so a slow or locked
    file never stops the event loop: the other tables go on being shown and pinged meanwhile."""

    def __init__(
        self,
        room: Classroom,
        *,
        bot_delay: float = 0.8,
        hint_samples: int = 32,
        away_after: float = AWAY_AFTER,
        report: Callable[[str], Any] | None = None,
        school: School | None = None,
    ) -> None:
        """``school``: a :class:`~knackpy.serve.school.School` when this is one of several workers."""
        self.room = room
        self.school = school
        self.bot_delay = bot_delay
        self.hint_samples = hint_samples
        self.away_after = away_after
        self.report = report or (lambda text: print(text, file=sys.stderr, flush=True))
        self.store_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="knackpy-store")
        self.by_pupil: dict[str, list[Connection]] = {}  # pupil id -> open browsers, oldest first
        self.rates: dict[str, RateLimit] = {}  # pupil id -> the seat's message budget (all its browsers)
        self.away_timers: dict[str, asyncio.TimerHandle] = {}
        self.teachers: dict[WebSocket, str] = {}
        self.teacher_dirty = asyncio.Event()
        self.lobby_dirty = asyncio.Event()
        self.bot_tasks: dict[str, asyncio.Task] = {}
        self.tasks: set[asyncio.Task] = set()
        self.reported_problem: str | None = None

    @property
    def connections(self) -> list[Connection]:
        return [conn for conns in self.by_pupil.values() for conn in conns]

    # --- the store's thread ------------------------------------------------------------------------
    async def write(self, change: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a changing call of the classroom in the store's thread; a problem of the file is told once."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self.store_thread, partial(change, *args, **kwargs))
        finally:
            self._report_store_problem()

    def _report_store_problem(self) -> None:
        problem = self.room.store_problem
        if problem != self.reported_problem:
            self.reported_problem = problem
            if problem is not None:
                for lang in i18n.LANGS:
                    self.report(i18n.text("serve.store_problem." + problem, lang))
            self.teacher_dirty.set()

    def owns(self, table: Table) -> bool:
        """Whether this process runs the table's bots (alone: always; a school worker: its own tables)."""
        return self.school is None or self.school.owns(table.id)

    def tell_others(self, message: dict[str, Any]) -> None:
        """Tell the classroom's other workers (a school server) something that is not stored."""
        if self.school is not None:
            task = asyncio.get_running_loop().create_task(self._tell(message))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    async def _tell(self, message: dict[str, Any]) -> None:
        with contextlib.suppress(Exception):  # the database is away: the resync after it mends this
            await self.write(self.room.store.publish, message)

    # --- pushing views ---------------------------------------------------------------------------
    def notify(self, table: Table | None = None, *, lobby: bool = True) -> None:
        """Browsers whose view may have changed get their newest one: those at ``table`` now, and (with
        ``lobby``, at most four times a second) those not in a game.  The teacher's page follows."""
        if table is not None:
            for pupil in self.room.seated(table.id).values():
                for conn in self.by_pupil.get(pupil.id, ()):
                    conn.send(self.room.message_text(pupil, conn.lang), replaces=True)
        if lobby:
            self.lobby_dirty.set()
        self.teacher_dirty.set()

    def notify_table(self, table: Table) -> None:
        """After a move: only the browsers at that table."""
        self.notify(table, lobby=False)

    def push_own(self, conn: Connection) -> None:
        conn.send(self.room.message_text(conn.pupil, conn.lang), replaces=True)

    async def lobby_pusher(self) -> None:
        while True:
            await self.lobby_dirty.wait()
            self.lobby_dirty.clear()
            for conn in self.connections:
                table = self.room.tables.get(conn.pupil.table_id or "")
                if table is None or table.status == "waiting":
                    self.push_own(conn)
            await asyncio.sleep(LOBBY_PUSH_EVERY)

    async def teacher_pusher(self) -> None:
        while True:
            await self.teacher_dirty.wait()
            self.teacher_dirty.clear()
            texts = {lang: await self.teacher_text(lang) for lang in set(self.teachers.values())}
            for ws, lang in list(self.teachers.items()):
                with contextlib.suppress(Exception):
                    await ws.send_text(texts.get(lang) or await self.teacher_text(lang))
            await asyncio.sleep(TEACHER_PUSH_EVERY)

    async def teacher_text(self, lang: str) -> str:
        """The teacher's state as JSON text, built in a thread: with 150 tables changing it takes a tenth of a
        second, which must not stop the event loop (the pupils' views go on meanwhile)."""
        return await asyncio.to_thread(lambda: dumps(self.room.teacher_state(lang)))

    # --- bots ------------------------------------------------------------------------------------
    def kick_bots(self, table: Table) -> None:
        """Start the table's bot task unless it runs already."""
        task = self.bot_tasks.get(table.id)
        if table.bot_to_move() is not None and self.owns(table) and (task is None or task.done()):
            self.bot_tasks[table.id] = asyncio.get_running_loop().create_task(self._run_bots(table))

    async def _run_bots(self, table: Table) -> None:
        """Play the table's bots (and stand-ins) while it is their turn; a refused write is tried again."""
        while (seat := table.bot_to_move()) is not None and self.owns(table):
            game, version = table.game, table.version
            assert game is not None  # a bot to move: the game runs
            await asyncio.sleep(self.bot_delay)
            if table.game is not game or table.version != version or table.bot_to_move() != seat:
                continue  # a restart, an end or the pupil's return came in between
            try:
                await self._bot_move(table, game, version, seat)
            except Refused as err:
                if err.key != "serve.err.stale":  # the store could not write (told to the terminal and teacher)
                    await asyncio.sleep(BOT_RETRY)
            except Exception:  # noqa: BLE001 - a bot must never stop its table for good: say it, try again
                self.report(traceback.format_exc(limit=3))
                await asyncio.sleep(BOT_RETRY)

    async def _bot_move(self, table: Table, game: Game, version: int, seat: int) -> None:
        bot = table.bot_players[seat]
        view = game.view(seat)  # the bot sees its own seat only (E5)
        if table.bots[seat] == "strong":  # seconds of thinking must not stop the other tables
            action = await asyncio.to_thread(bot.choose, view)
        else:
            action = bot.choose(view)
        if table.game is not game or table.bot_to_move() != seat:
            return
        await self.write(self.room.apply_bot, table, action, version=version)  # stale if a move came first
        self.notify_table(table)

    async def watchdog(self) -> None:
        """Every table whose bot or stand-in is to move has a bot task: one that ended is started again."""
        while True:
            await asyncio.sleep(WATCH_EVERY)
            for table in list(self.room.tables.values()):
                self.kick_bots(table)

    # --- pupils who are away -----------------------------------------------------------------------
    def _away_later(self, pupil: Pupil) -> None:
        """No browser of this pupil is open: after ``away_after`` seconds a stand-in bot plays their seat."""
        self._cancel_away(pupil)
        if pupil.table_id is not None and not self.by_pupil.get(pupil.id):
            loop = asyncio.get_running_loop()
            self.away_timers[pupil.id] = loop.call_later(self.away_after, self._gone, pupil)

    def _cancel_away(self, pupil: Pupil) -> None:
        timer = self.away_timers.pop(pupil.id, None)
        if timer is not None:
            timer.cancel()

    def _gone(self, pupil: Pupil) -> None:
        self.away_timers.pop(pupil.id, None)
        if not self.by_pupil.get(pupil.id):
            table = self.room.mark_away(pupil)
            self.tell_others({"k": "away", "p": pupil.id})
            if table is not None:
                self.kick_bots(table)
                self.notify(table)

    # --- HTTP ------------------------------------------------------------------------------------
    async def join(self, request: Request) -> Response:
        body = await _small_json(request)
        lang = lang_or_default(body.get("lang") if isinstance(body, dict) else None)
        if not isinstance(body, dict):
            return _refused(Refused("serve.err.bad_json"), lang, 400)
        try:
            pupil, token = await self.write(
                self.room.join, body.get("code"), body.get("name"), address=_address(request)
            )
        except Refused as err:
            return _refused(err, lang, _status(err))
        self.notify()
        return JSONResponse({"token": token, "name": pupil.name})

    async def teacher_api(self, request: Request) -> Response:
        lang = lang_or_default(request.query_params.get("lang"))
        try:
            self.room.check_teacher(request.headers.get("x-teacher-token"))
        except Refused as err:
            return _refused(err, lang, 403)
        what = request.path_params["what"]
        try:
            if request.method == "GET" and what == "state":
                return Response(await self.teacher_text(lang), media_type="application/json")
            if request.method == "GET" and what == "form":
                return JSONResponse(table_form(lang))
            if request.method == "GET" and what == "results.csv":
                csv_text = await self.write(self.room.results_csv)
                headers = {"content-disposition": 'attachment; filename="knackpy-ergebnisse.csv"'}
                return Response(csv_text, media_type="text/csv; charset=utf-8", headers=headers)
            if request.method == "GET" and what == "qr.svg":
                return Response(qr_svg(request.query_params.get("url", "")), media_type="image/svg+xml")
            body = await _small_json(request)
            if request.method != "POST" or not isinstance(body, dict):
                raise Refused("serve.err.bad_json")
            table = await self.write(self._teacher_action, what, body)
        except KnackpyError as err:
            return _refused(err, lang, _status(err))
        if table is not None:
            self.kick_bots(table)
        if what == "move":
            self._after_move(body.get("pupil"))
        self.notify(table)
        return JSONResponse({"ok": True, "table": table.id if table else None})

    def _after_move(self, pupil_id: object) -> None:
        """A pupil the teacher moved: their browser shows the new seat; with none open, the away timer runs."""
        pupil = self.room.pupils.get(pupil_id) if isinstance(pupil_id, str) else None
        if pupil is None:
            return
        for conn in self.by_pupil.get(pupil.id, ()):
            self.push_own(conn)
        self._away_later(pupil)

    def _teacher_action(self, what: str, body: dict[str, Any]) -> Table | None:
        room = self.room
        if what == "create":
            return room.create_table(
                ruleset=body.get("ruleset"),
                options=body.get("options"),
                players=body.get("players", 4),
                bots=body.get("bots", []),
                hints=body.get("hints", True),
                seats=body.get("seats"),
            )
        if what == "move":
            return room.move_pupil(body.get("pupil"), body.get("table"), body.get("seat"))
        if what == "end":
            return room.end_table(body.get("table"))
        if what == "restart":
            return room.restart_table(body.get("table"))
        raise Refused("serve.err.bad_type", value=repr(what)[:30], accepted="create, move, end, restart")

    # --- WebSockets ------------------------------------------------------------------------------
    async def pupil_socket(self, ws: WebSocket) -> None:
        hello = await _hello(ws, _pupil_hello, "serve.err.hello_first")
        if hello is None:
            return
        lang = lang_or_default(hello.get("lang"))
        pupil = self.room.pupil_for_token(hello["token"])
        if pupil is None and self.school is not None:  # joined at another worker a moment ago?
            try:
                pupil = await self.write(self.room.fetch_pupil, hello["token"])
            except StoreUnavailable as err:  # not "unknown": the browser would forget its seat token
                await ws.send_text(dumps(refusal(Refused(f"serve.err.store_{err.kind}"), lang)))
                await ws.close(1013)
                return
        if pupil is None:
            await ws.send_text(dumps({**refusal(Refused("serve.err.unknown_token"), lang), "unknown": True}))
            await ws.close(4401)
            return
        conn = Connection(ws, pupil, lang)
        await self._open(conn)
        writer = asyncio.get_running_loop().create_task(conn.writer())
        try:
            await self._pupil_loop(conn)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            writer.cancel()
            self._close(conn)

    async def _open(self, conn: Connection) -> None:
        """A browser of this seat: the oldest beyond ``SEAT_CONNECTIONS`` is told and closed; the pupil is back."""
        pupil = conn.pupil
        conns = self.by_pupil.setdefault(pupil.id, [])
        await self.trim_seat(pupil, opening=1, elsewhere=0)  # the other workers close their older ones
        conns.append(conn)
        self._cancel_away(pupil)
        table = self.room.mark_back(pupil)
        if self.school is not None:
            self.school.say_here(self, pupil)
        self.push_own(conn)
        if table is not None:
            self.notify(table)

    async def trim_seat(
        self, pupil: Pupil, *, opening: int = 0, elsewhere: int | None = None, before: float = float("inf")
    ) -> None:
        """Close this seat's oldest browsers here (opened ``before``) while more than ``SEAT_CONNECTIONS`` are open
        (with ``opening`` about to open here, and a school server's other workers' ``elsewhere``: the newest win)."""
        conns = self.by_pupil.get(pupil.id, [])
        if elsewhere is None:
            elsewhere = self.school.open_elsewhere(pupil.id) if self.school is not None else 0
        while conns and len(conns) + opening + elsewhere > SEAT_CONNECTIONS and conns[0].opened < before:
            old = conns.pop(0)
            with contextlib.suppress(Exception):
                await old.ws.send_text(dumps({**refusal(Refused("serve.err.replaced"), old.lang), "replaced": True}))
                await old.ws.close(REPLACED)

    def _close(self, conn: Connection) -> None:
        conns = self.by_pupil.get(conn.pupil.id, [])
        if conn in conns:
            conns.remove(conn)
        self.tell_others({"k": "seat", "p": conn.pupil.id, "n": len(conns)})
        if not conns:
            self.by_pupil.pop(conn.pupil.id, None)
            self._away_later(conn.pupil)

    async def _pupil_loop(self, conn: Connection) -> None:
        rate = self.rates.setdefault(conn.pupil.id, RateLimit())  # one budget per seat, not per browser
        while True:
            frame = await conn.ws.receive()
            if frame["type"] == "websocket.disconnect":
                return
            # a school server: the seat's budget is shared by the workers where it has browsers open
            if not rate.allow(share=1 + (self.school.workers_elsewhere(conn.pupil.id) if self.school else 0)):
                conn.refused += 1
                if conn.refused >= FLOOD_CLOSE:  # say why, then hang up
                    await conn.ws.send_text(dumps(refusal(Refused("serve.err.too_fast"), conn.lang)))
                    await conn.ws.close(1008)
                    return
                if conn.refused % 8 == 1:  # say it, but do not echo a flood back
                    conn.send(refusal(Refused("serve.err.too_fast"), conn.lang))
                continue
            try:
                kind, fields = protocol.parse(frame.get("text"))
                await self._handle(conn, kind, fields)
            except KnackpyError as err:
                conn.send(refusal(err, conn.lang))
            except Exception:  # noqa: BLE001 - the pupil hears that it failed; nothing changed, the link stays
                self.report(traceback.format_exc(limit=3))
                conn.send(refusal(Refused("serve.err.internal"), conn.lang))

    async def _handle(self, conn: Connection, kind: str, fields: dict[str, Any]) -> None:
        pupil, room = conn.pupil, self.room
        if kind == "hello":
            raise Refused("serve.err.bad_type", value="'hello'", accepted="act, hint, sit, leave, lang, ping")
        if kind == "ping":
            conn.send({"type": "pong"})
        elif kind == "lang":
            conn.lang = lang_or_default(fields["lang"])
            self.push_own(conn)
        elif kind == "sit":
            if pupil.table_id is not None and room.tables[pupil.table_id].status in ("playing",):
                raise Refused("serve.err.keep_seat")  # a seat in a running game is kept (the teacher moves pupils)
            table = await self.write(room.sit, pupil, fields["table"], fields["seat"])
            self.kick_bots(table)
            self.notify(table)
        elif kind == "leave":
            table_id = await self.write(room.leave, pupil)
            table = room.tables.get(table_id or "")
            if table is not None:
                self.kick_bots(table)
            self.notify(table)
            for own in self.by_pupil.get(pupil.id, ()):
                self.push_own(own)
        elif kind == "act":
            if "table" in fields and fields["table"] != pupil.table_id:
                raise Refused("serve.err.other_table")
            if "seat" in fields and fields["seat"] != pupil.seat:
                raise Refused("serve.err.other_seat")
            table = await self.write(room.act, pupil, fields["action"], version=fields.get("version"))
            self.notify_table(table)
            self.kick_bots(table)
        elif kind == "hint":
            view, seed = room.hint_view(pupil, version=fields.get("version"))
            ranked = await asyncio.to_thread(room.rank_hints, view, seed, conn.lang, self.hint_samples)
            conn.send({"type": "hints", "hints": ranked})

    async def teacher_socket(self, ws: WebSocket) -> None:
        hello = await _hello(ws, self._teacher_hello, "serve.err.teacher_only")
        if hello is None:
            return
        lang = lang_or_default(hello.get("lang"))
        self.teachers[ws] = lang
        await ws.send_text(await self.teacher_text(lang))
        try:
            while (await ws.receive())["type"] != "websocket.disconnect":
                pass  # the teacher acts over HTTP; this socket only listens
        finally:
            self.teachers.pop(ws, None)

    def _teacher_hello(self, raw: str) -> dict[str, Any]:
        hello = protocol.load_json(raw[: protocol.MAX_MESSAGE])
        self.room.check_teacher(hello.get("token") if isinstance(hello, dict) else None)
        return hello

    # --- life cycle ------------------------------------------------------------------------------
    async def _keep_running(self, job: Callable[[], Awaitable[Any]]) -> None:
        """Run a background job for good: one that fails is told to the terminal and started again."""
        while True:
            try:
                await job()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the pages must keep getting their updates
                self.report(traceback.format_exc(limit=3))
                await asyncio.sleep(BOT_RETRY)

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        sys.setswitchinterval(SWITCH_INTERVAL)
        # the tables loaded at the start live as long as the server: the collector need not walk them again,
        # and with hundreds of games in memory a full collection stopped every table for tens of ms
        gc.collect()
        gc.freeze()
        gc.set_threshold(GC_THRESHOLD, 20, 50)
        self.teacher_dirty = asyncio.Event()
        self.lobby_dirty = asyncio.Event()
        jobs = [self.teacher_pusher, self.lobby_pusher, self.watchdog]
        if self.school is not None:  # it claims its tables and sets their away timers itself
            jobs.append(partial(self.school.run, self))
        for job in jobs:
            self.tasks.add(loop.create_task(self._keep_running(job)))
        for table in self.room.tables.values():
            if not self.owns(table):
                continue
            self.kick_bots(table)  # games that were running before a restart go on
            for pupil in self.room.seated(table.id).values():
                self._away_later(pupil)  # nobody is connected yet: whoever does not come back gets a stand-in
        yield
        for task in [*self.tasks, *self.bot_tasks.values()]:
            task.cancel()
        if self.school is not None:
            self.school.stop()
        for timer in self.away_timers.values():
            timer.cancel()
        # the last write finishes, then the file is checkpointed: the .sqlite file alone is the classroom
        await loop.run_in_executor(self.store_thread, self.room.store.close)
        self.store_thread.shutdown(wait=True)


def _pupil_hello(raw: str) -> dict[str, Any]:
    kind, hello = protocol.parse(raw)
    if kind != "hello":
        raise Refused("serve.err.hello_first")
    return hello


async def _hello(ws: WebSocket, check: Callable[[str], dict[str, Any]], refused_key: str) -> dict[str, Any] | None:
    """Accept, then the first message must pass ``check`` within ``HELLO_TIMEOUT``; else refuse and close."""
    await ws.accept()
    try:
        return check(await asyncio.wait_for(ws.receive_text(), HELLO_TIMEOUT))
    except (TimeoutError, ValueError, KeyError, WebSocketDisconnect, RuntimeError) as err:
        message = err if isinstance(err, KnackpyError) else Refused(refused_key)
        with contextlib.suppress(Exception):
            await ws.send_text(dumps(refusal(message, "de")))
            await ws.close(1008)
        return None


def qr_svg(url: str) -> str:
    import segno

    return segno.make(url[:300] or "-", error="m").svg_inline(scale=6, border=2)


async def _small_json(request: Request) -> Any:
    """The request body as JSON, at most ``MAX_BODY`` bytes and ``protocol.MAX_DEPTH`` deep; ``None`` when not."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            return None
    try:
        return protocol.load_json(body or b"null")
    except Refused:
        return None


def _status(err: KnackpyError) -> int:
    """The HTTP status of a refusal: 429 wait, 403 not allowed, 503 the store cannot write, else 400."""
    key = getattr(err, "key", "")
    if key in ("serve.err.throttled", "serve.err.too_many_joins"):
        return 429
    if key in ("serve.err.bad_code", "serve.err.teacher_only"):
        return 403
    return 503 if key.startswith("serve.err.store_") else 400


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"


def _refused(err: KnackpyError, lang: str, status: int) -> Response:
    return JSONResponse(refusal(err, lang), status_code=status)


class SecurityHeaders:
    """Every HTTP answer carries :data:`SECURITY_HEADERS`: pages, the API, /static files and errors alike."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.headers = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                kept = [(k, v) for k, v in message.get("headers", []) if k.decode().lower() not in SECURITY_HEADERS]
                message = {**message, "headers": kept + self.headers}
            await send(message)

        await self.app(scope, receive, with_headers)


def build_app(server: Server, *, course: Path | None = None) -> Starlette | WithCourse:
    """The classroom's web app; with ``course`` (a built site's folder) the lessons beside it (serve/course.py)."""

    def page(name: str) -> Callable[[Request], Awaitable[Response]]:
        async def handler(request: Request) -> Response:
            return FileResponse(STATIC / name)

        return handler

    async def texts(request: Request) -> Response:
        return JSONResponse(ui_texts())

    routes = [
        Route("/", page("pupil.html")),
        Route("/teacher", page("teacher.html")),
        Route("/api/texts", texts),
        Route("/api/join", server.join, methods=["POST"]),
        course_info_route(course),
        Route("/api/teacher/{what}", server.teacher_api, methods=["GET", "POST"]),
        WebSocketRoute("/ws", server.pupil_socket),
        WebSocketRoute("/ws/teacher", server.teacher_socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=server.lifespan, middleware=[Middleware(SecurityHeaders)])
    return app if course is None else WithCourse(app, course)
