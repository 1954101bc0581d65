"""``knackpy serve``: the command line side (standard library; the web packages load only when it starts)."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import os
import re
import socket
import sqlite3
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from .. import i18n
from ..errors import KnackpyError
from . import texts  # noqa: F401 - registers the texts
from .course_site import add_serve_arguments, course_lines, site_from_args

if TYPE_CHECKING:  # loaded only when the server starts (the web packages, psycopg for a school)
    from .pgstore import PostgresStore
    from .room import Classroom
    from .school import School

__all__ = ["add_parser", "cmd_serve", "REQUIRED"]

REQUIRED = ("starlette", "uvicorn", "websockets", "segno")
DEFAULT_DB = "knackpy-klasse.sqlite"
DEFAULT_PORT = 8031
DEFAULT_CLASSROOM = "klasse"
RESTART_AFTER = 1.0  # seconds before the supervisor starts a new worker for one that died


def add_parser(sub: Any, lang: str) -> None:
    p = sub.add_parser("serve", help=i18n.text("serve.help", lang), description=i18n.text("serve.help", lang))
    p.add_argument("--db", default=DEFAULT_DB, help=i18n.text("serve.help.db", lang))
    p.add_argument("--lan", action="store_true", help=i18n.text("serve.help.lan", lang))
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=i18n.text("serve.help.port", lang))
    p.add_argument("--bot-delay", type=float, default=0.8, help=i18n.text("serve.help.bot_delay", lang))
    p.add_argument("--proxy", action="store_true", help=i18n.text("serve.help.proxy", lang))
    p.add_argument("--away-after", type=float, default=60.0, help=i18n.text("serve.help.away_after", lang))
    add_serve_arguments(p, lang)  # --course, --site
    p.add_argument(
        "--room",
        dest="classroom",
        metavar="NAME",
        default=DEFAULT_CLASSROOM,
        help=i18n.text("serve.help.classroom", lang),
    )
    p.add_argument("--workers", type=int, default=1, help=i18n.text("serve.help.workers", lang))
    p.add_argument("--lang", choices=i18n.LANGS, default=argparse.SUPPRESS, help=i18n.text("cli.help.lang", lang))
    p.set_defaults(func=cmd_serve)


def _lan_address() -> str:
    """This machine's address on the classroom network (a UDP socket's choice of route; nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return socket.gethostbyname(socket.gethostname())


def cmd_serve(args: argparse.Namespace, out: TextIO) -> int:
    """Open the classroom: bind, print address, code, teacher link and QR code, then serve until Ctrl-C."""
    missing = [name for name in REQUIRED if importlib.util.find_spec(name) is None]
    if missing:
        raise KnackpyError("serve.missing", missing=", ".join(missing))
    import segno

    from .pgstore import is_postgres_url
    from .room import Classroom

    lang = args.lang
    site = site_from_args(args)  # the built course website, checked before anything starts (None: tables only)
    course = site.path if site else None
    school = is_postgres_url(str(args.db))
    workers = getattr(args, "workers", 1)
    if not school and workers != 1:
        raise KnackpyError("serve.workers_need_postgres", workers=workers)
    db: Path | str  # the SQLite file, or the school's PostgreSQL address without its password
    if school:
        store, db = _school_store(args)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("0.0.0.0" if args.lan else "127.0.0.1", args.port))
    except (OSError, OverflowError) as err:
        sock.close()
        raise KnackpyError("serve.port_busy", port=args.port, reason=str(err)[:80]) from None
    if school:
        room = Classroom(store)
        store.close()  # the workers open their own connections
    else:
        db, room = _sqlite_classroom(args, sock)
    port = sock.getsockname()[1]
    host = _lan_address() if args.lan else "127.0.0.1"
    url = f"http://{host}:{port}/"

    def say(key: str, **params: Any) -> None:
        print(i18n.text(key, lang, **params), file=out)

    say("serve.started")
    say("serve.db", path=db)
    if school:
        say("serve.classroom", name=args.classroom)
    say("serve.address", url=url)
    for key, params in course_lines(site, url):
        say(key, **params)
    say("serve.code", code=room.code)
    say("serve.teacher", url=f"{url}teacher#{room.teacher_token}")
    if not args.lan:
        say("serve.local_only")
    say("serve.qr")
    qr = io.StringIO()
    segno.make(f"{url}?code={room.code}", error="m").terminal(out=qr, compact=True)
    print(qr.getvalue(), file=out, end="")
    for problem in room.load_errors:
        say("serve.not_replayed", table=problem)
    if school:
        return _supervise(args, sock, max(1, workers), say, out, course)
    say("serve.stop")
    out.flush()
    return _run_server(args, room, sock, out, course=course)


def _sqlite_classroom(args: argparse.Namespace, sock: socket.socket) -> tuple[Path, Classroom]:
    from .room import Classroom
    from .store import SQLiteStore

    db = Path(args.db).resolve()
    try:
        return db, Classroom(SQLiteStore(db))
    except sqlite3.Error as err:
        sock.close()
        raise KnackpyError("serve.bad_db", path=db, reason=str(err)[:80]) from None


def _school_store(args: argparse.Namespace) -> tuple[PostgresStore, str]:
    """The classroom's PostgreSQL store (checked before the port is taken) and its address without password."""
    if importlib.util.find_spec("psycopg") is None:
        raise KnackpyError("serve.school_missing")
    from .pgstore import CLASSROOM_PATTERN, PostgresStore

    if not isinstance(args.classroom, str) or not CLASSROOM_PATTERN.fullmatch(args.classroom):
        raise KnackpyError("serve.bad_classroom", name=str(args.classroom)[:60])
    shown = _without_password(args.db)
    try:
        return PostgresStore(args.db, args.classroom, reconnect_delays=()), shown
    except Exception as err:  # noqa: BLE001 - psycopg's errors, a bad address: said plainly
        reason = str(err).strip().splitlines()[0][:120] if str(err).strip() else type(err).__name__
        raise KnackpyError("serve.bad_postgres", url=shown, reason=reason.replace(args.db, shown)) from None


def _without_password(url: str) -> str:
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", url)  # a password is never printed


def _supervise(
    args: argparse.Namespace,
    sock: socket.socket,
    workers: int,
    say: Callable[..., None],
    out: TextIO,
    course: Path | None,
) -> int:
    """Start ``workers`` processes that serve the one socket; one that dies is started again; SIGTERM or
    Ctrl-C stops them all.  Each worker is a whole server on the shared classroom (:mod:`knackpy.serve.school`)."""
    import signal
    import time

    children: dict[int, int] = {}  # pid -> worker number
    stopping = False

    def start(number: int) -> int:
        out.flush()
        pid = os.fork()
        if pid == 0:  # the worker: it never returns into the supervisor's code
            code = 1
            try:
                signal.signal(signal.SIGINT, signal.SIG_DFL)
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
                _end_with_parent()
                code = _run_worker(args, sock, out, course)
            except BaseException:  # noqa: BLE001 - said, then this process ends; the supervisor starts another
                traceback.print_exc()
            finally:
                os._exit(code)
        children[pid] = number
        return pid

    def stop(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True
        for pid in list(children):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for number in range(1, workers + 1):
        say("serve.worker", number=number, pid=start(number))
    say("serve.stop_school")
    out.flush()
    while children:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            break
        worker = children.pop(pid, None)  # its number
        if worker is not None and not stopping:
            reason = (
                f"signal {os.WTERMSIG(status)}"
                if os.WIFSIGNALED(status)
                else f"exit {os.waitstatus_to_exitcode(status)}"
            )
            time.sleep(RESTART_AFTER)
            if not stopping:
                say("serve.worker_restarted", number=worker, pid=pid, reason=reason)
                say("serve.worker", number=worker, pid=start(worker))
            out.flush()
    sock.close()
    return 0


def _end_with_parent() -> None:
    """Linux: this worker gets SIGTERM when its supervisor dies, even by SIGKILL (no worker is left behind)."""
    import ctypes
    import signal

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG


def _run_worker(args: argparse.Namespace, sock: socket.socket, out: TextIO, course: Path | None) -> int:
    from .pgstore import PostgresStore
    from .room import Classroom
    from .school import School

    try:
        store = PostgresStore(args.db, args.classroom)
    except Exception as err:  # noqa: BLE001 - the database is away: said plainly; the supervisor tries again
        reason = str(err).strip().splitlines()[0][:120] if str(err).strip() else type(err).__name__
        shown = _without_password(args.db)
        for lang in i18n.LANGS:
            print(i18n.text("serve.bad_postgres", lang, url=shown, reason=reason.replace(args.db, shown)), file=out)
        return 1
    room = Classroom(store, new_teacher_token=False)
    return _run_server(args, room, sock, out, school=School(store), course=course)


def _run_server(
    args: argparse.Namespace,
    room: Classroom,
    sock: socket.socket,
    out: TextIO,
    *,
    school: School | None = None,
    course: Path | None = None,
) -> int:
    """Serve ``room`` on ``sock`` until Ctrl-C or SIGTERM (with ``course``, a built site's folder, the lessons too)."""
    import asyncio

    import uvicorn

    from .app import Server, build_app
    from .protocol import MAX_MESSAGE

    def report(text: str) -> None:
        print(text, file=out, flush=True)

    server = Server(
        room,
        bot_delay=max(0.0, args.bot_delay),
        away_after=max(0.0, getattr(args, "away_after", 60.0)),
        report=report,
        school=school,
    )
    proxy = getattr(args, "proxy", False)
    config = uvicorn.Config(
        build_app(server, course=course),
        ws="websockets-sansio",
        ws_max_size=MAX_MESSAGE * 4,  # bytes: a longer frame closes the connection before it is read
        # no compression: it would be done again for every browser (work per connection, the largest part of
        # the server's in the load test); a view of a few kB is nothing on a school network
        ws_per_message_deflate=False,
        log_level="warning",
        lifespan="on",
        # X-Forwarded-For names the pupil's address only when the teacher says a proxy is in front; otherwise
        # anyone could pick a new address per request and so escape the join throttles
        proxy_headers=proxy,
        forwarded_allow_ips="*" if proxy else None,
    )
    try:
        asyncio.run(uvicorn.Server(config).serve(sockets=[sock]))
    finally:
        sys.stdout.flush()
    return 0
