"""The web side of the classroom: a Starlette app with one WebSocket per browser, uvicorn underneath.

Everything that decides something lives in :mod:`knackpy.serve.room`; this
module only moves checked messages between browsers and the classroom, runs
the bots, and pushes each browser its own view after every change.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import deque
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from knackpy.errors import KnackpyError

from . import protocol
from .room import Classroom, Pupil, Refused, Table, dumps, lang_or_default, refusal
from .texts import ui_texts

__all__ = ["Server", "build_app"]

STATIC = Path(__file__).with_name("static")
HELLO_TIMEOUT = 10.0
MAX_BODY = 4096
FLOOD_CLOSE = 64  # refused messages (too fast) before the connection is closed
TEACHER_PUSH_EVERY = 0.25  # seconds: the teacher's page gets at most four updates a second

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
        self.outbox: deque[dict[str, Any]] = deque()
        self.ready = asyncio.Event()
        self.rate = protocol.RateLimit()

    def send(self, message: dict[str, Any], *, replaces: bool = False) -> None:
        if replaces:  # only the newest view matters
            kinds = ("state", "lobby", "waiting")
            self.outbox = deque(m for m in self.outbox if m.get("type") not in kinds)
        self.outbox.append(message)
        self.ready.set()

    async def writer(self) -> None:
        while True:
            await self.ready.wait()
            self.ready.clear()
            while self.outbox:
                await self.ws.send_text(dumps(self.outbox.popleft()))


class Server:
    """The running classroom: its connections and bot tasks around one :class:`Classroom`."""

    def __init__(self, room: Classroom, *, bot_delay: float = 0.8, hint_samples: int = 32) -> None:
        self.room = room
        self.bot_delay = bot_delay
        self.hint_samples = hint_samples
        self.connections: set[Connection] = set()
        self.teachers: dict[WebSocket, str] = {}
        self.teacher_dirty = asyncio.Event()
        self.bot_tasks: dict[str, asyncio.Task] = {}
        self.tasks: set[asyncio.Task] = set()

    # --- pushing views ---------------------------------------------------------------------------
    def notify(self, table: Table | None = None, *, lobby: bool = True) -> None:
        """Browsers whose view may have changed get their newest one: those at ``table`` and (with ``lobby``)
        those not in a game, whose seat lists may have changed.  The teacher's page follows."""
        for conn in list(self.connections):
            own = self.room.tables.get(conn.pupil.table_id or "")
            if (table is not None and own is table) or (lobby and (own is None or own.status == "waiting")):
                conn.send(self.room.message_for(conn.pupil, conn.lang), replaces=True)
        self.teacher_dirty.set()

    def notify_table(self, table: Table) -> None:
        """After a move: only the browsers at that table."""
        self.notify(table, lobby=False)

    async def teacher_pusher(self) -> None:
        while True:
            await self.teacher_dirty.wait()
            self.teacher_dirty.clear()
            for ws, lang in list(self.teachers.items()):
                with contextlib.suppress(Exception):
                    await ws.send_text(dumps(self.room.teacher_state(lang)))
            await asyncio.sleep(TEACHER_PUSH_EVERY)

    # --- bots ------------------------------------------------------------------------------------
    def kick_bots(self, table: Table) -> None:
        """Start the table's bot task unless it runs already."""
        task = self.bot_tasks.get(table.id)
        if table.bot_to_move() is not None and (task is None or task.done()):
            self.bot_tasks[table.id] = asyncio.get_running_loop().create_task(self._run_bots(table))

    async def _run_bots(self, table: Table) -> None:
        while (seat := table.bot_to_move()) is not None:
            game, version = table.game, table.version
            await asyncio.sleep(self.bot_delay)
            if table.game is not game or table.version != version:
                continue  # a restart or an end came in between
            bot = table.bot_players[seat]
            view = game.view(seat)  # the bot sees its own seat only (E5)
            if table.bots[seat] == "strong":  # seconds of thinking must not stop the other tables
                action = await asyncio.to_thread(bot.choose, view)
            else:
                action = bot.choose(view)
            if table.game is not game or table.version != version:
                continue
            self.room.apply_bot(table, action)
            self.notify_table(table)

    # --- HTTP ------------------------------------------------------------------------------------
    async def join(self, request: Request) -> Response:
        body = await _small_json(request)
        lang = lang_or_default(body.get("lang") if isinstance(body, dict) else None)
        if not isinstance(body, dict):
            return _refused(Refused("serve.err.bad_json"), lang, 400)
        try:
            pupil, token = self.room.join(body.get("code"), body.get("name"), address=_address(request))
        except Refused as err:
            status = 429 if err.key == "serve.err.throttled" else 403 if err.key == "serve.err.bad_code" else 400
            return _refused(err, lang, status)
        self.notify()
        return JSONResponse({"token": token, "name": pupil.name}, headers=SECURITY_HEADERS)

    async def teacher_api(self, request: Request) -> Response:
        lang = lang_or_default(request.query_params.get("lang"))
        try:
            self.room.check_teacher(request.headers.get("x-teacher-token"))
        except Refused as err:
            return _refused(err, lang, 403)
        what = request.path_params["what"]
        try:
            if request.method == "GET" and what == "state":
                return JSONResponse(self.room.teacher_state(lang), headers=SECURITY_HEADERS)
            if request.method == "GET" and what == "results.csv":
                headers = {**SECURITY_HEADERS, "content-disposition": 'attachment; filename="knackpy-ergebnisse.csv"'}
                return Response(self.room.results_csv(), media_type="text/csv; charset=utf-8", headers=headers)
            if request.method == "GET" and what == "qr.svg":
                return Response(qr_svg(request.query_params.get("url", "")), media_type="image/svg+xml")
            body = await _small_json(request)
            if request.method != "POST" or not isinstance(body, dict):
                raise Refused("serve.err.bad_json")
            table = self._teacher_action(what, body)
        except KnackpyError as err:
            return _refused(err, lang, 400)
        if table is not None:
            self.kick_bots(table)
        self.notify(table)
        return JSONResponse({"ok": True, "table": table.id if table else None}, headers=SECURITY_HEADERS)

    def _teacher_action(self, what: str, body: dict[str, Any]) -> Table | None:
        room = self.room
        if what == "create":
            return room.create_table(
                ruleset=body.get("ruleset"),
                options=body.get("options"),
                players=body.get("players", 4),
                bots=body.get("bots", []),
                hints=body.get("hints", True),
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
        if pupil is None:
            await ws.send_text(dumps({**refusal(Refused("serve.err.unknown_token"), lang), "unknown": True}))
            await ws.close(4401)
            return
        conn = Connection(ws, pupil, lang)
        self.connections.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.writer())
        conn.send(self.room.message_for(pupil, lang), replaces=True)
        try:
            await self._pupil_loop(conn)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            self.connections.discard(conn)
            writer.cancel()

    async def _pupil_loop(self, conn: Connection) -> None:
        while True:
            frame = await conn.ws.receive()
            if frame["type"] == "websocket.disconnect":
                return
            if not conn.rate.allow():
                if conn.rate.refused >= FLOOD_CLOSE:  # say why, then hang up
                    await conn.ws.send_text(dumps(refusal(Refused("serve.err.too_fast"), conn.lang)))
                    await conn.ws.close(1008)
                    return
                if conn.rate.refused % 8 == 1:  # say it, but do not echo a flood back
                    conn.send(refusal(Refused("serve.err.too_fast"), conn.lang))
                continue
            try:
                kind, fields = protocol.parse(frame.get("text"))
                await self._handle(conn, kind, fields)
            except KnackpyError as err:
                conn.send(refusal(err, conn.lang))

    async def _handle(self, conn: Connection, kind: str, fields: dict[str, Any]) -> None:
        pupil, room = conn.pupil, self.room
        if kind == "hello":
            raise Refused("serve.err.bad_type", value="'hello'", accepted="act, hint, sit, leave, lang, ping")
        if kind == "ping":
            conn.send({"type": "pong"})
        elif kind == "lang":
            conn.lang = lang_or_default(fields["lang"])
            conn.send(room.message_for(pupil, conn.lang), replaces=True)
        elif kind == "sit":
            if pupil.table_id is not None and room.tables[pupil.table_id].status in ("playing",):
                raise Refused("serve.err.keep_seat")  # a seat in a running game is kept (the teacher moves pupils)
            table = room.sit(pupil, fields["table"], fields["seat"])
            self.kick_bots(table)
            self.notify(table)
        elif kind == "leave":
            room.leave(pupil)
            self.notify()
        elif kind == "act":
            if "table" in fields and fields["table"] != pupil.table_id:
                raise Refused("serve.err.other_table")
            if "seat" in fields and fields["seat"] != pupil.seat:
                raise Refused("serve.err.other_seat")
            table = room.act(pupil, fields["action"], version=fields.get("version"))
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
        await ws.send_text(dumps(self.room.teacher_state(lang)))
        try:
            while (await ws.receive())["type"] != "websocket.disconnect":
                pass  # the teacher acts over HTTP; this socket only listens
        finally:
            self.teachers.pop(ws, None)

    def _teacher_hello(self, raw: str) -> dict[str, Any]:
        hello = json.loads(raw[: protocol.MAX_MESSAGE])
        self.room.check_teacher(hello.get("token") if isinstance(hello, dict) else None)
        return hello

    # --- life cycle ------------------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette):
        loop = asyncio.get_running_loop()
        self.teacher_dirty = asyncio.Event()
        self.tasks.add(loop.create_task(self.teacher_pusher()))
        for table in self.room.tables.values():
            self.kick_bots(table)  # games that were running before a restart go on
        yield
        for task in [*self.tasks, *self.bot_tasks.values()]:
            task.cancel()


def _pupil_hello(raw: str) -> dict[str, Any]:
    kind, hello = protocol.parse(raw)
    if kind != "hello":
        raise Refused("serve.err.hello_first")
    return hello


async def _hello(ws: WebSocket, check, refused_key: str) -> dict[str, Any] | None:
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
    """The request body as JSON, at most ``MAX_BODY`` bytes; ``None`` when it is not."""
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            return None
    try:
        return json.loads(body or b"null")
    except ValueError:
        return None


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"


def _refused(err: KnackpyError, lang: str, status: int) -> Response:
    return JSONResponse(refusal(err, lang), status_code=status, headers=SECURITY_HEADERS)


def build_app(server: Server) -> Starlette:
    def page(name: str):
        async def handler(request: Request) -> Response:
            return FileResponse(STATIC / name, headers=SECURITY_HEADERS)

        return handler

    async def texts(request: Request) -> Response:
        return JSONResponse(ui_texts(), headers=SECURITY_HEADERS)

    routes = [
        Route("/", page("pupil.html")),
        Route("/teacher", page("teacher.html")),
        Route("/api/texts", texts),
        Route("/api/join", server.join, methods=["POST"]),
        Route("/api/teacher/{what}", server.teacher_api, methods=["GET", "POST"]),
        WebSocketRoute("/ws", server.pupil_socket),
        WebSocketRoute("/ws/teacher", server.teacher_socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, lifespan=server.lifespan)
