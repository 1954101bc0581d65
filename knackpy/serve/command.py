"""``knackpy serve``: the command line side (standard library; the web packages load only when it starts)."""

from __future__ import annotations

import argparse
import importlib.util
import io
import socket
import sqlite3
import sys
from pathlib import Path
from typing import Any, TextIO

from .. import i18n
from ..errors import KnackpyError
from . import texts  # noqa: F401 - registers the texts
from .course_site import add_serve_arguments, course_lines, site_from_args

__all__ = ["add_parser", "cmd_serve", "REQUIRED"]

REQUIRED = ("starlette", "uvicorn", "websockets", "segno")
DEFAULT_DB = "knackpy-klasse.sqlite"
DEFAULT_PORT = 8031


def add_parser(sub: Any, lang: str) -> None:
    p = sub.add_parser("serve", help=i18n.text("serve.help", lang), description=i18n.text("serve.help", lang))
    p.add_argument("--db", default=DEFAULT_DB, help=i18n.text("serve.help.db", lang))
    p.add_argument("--lan", action="store_true", help=i18n.text("serve.help.lan", lang))
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=i18n.text("serve.help.port", lang))
    p.add_argument("--bot-delay", type=float, default=0.8, help=i18n.text("serve.help.bot_delay", lang))
    p.add_argument("--proxy", action="store_true", help=i18n.text("serve.help.proxy", lang))
    p.add_argument("--away-after", type=float, default=60.0, help=i18n.text("serve.help.away_after", lang))
    add_serve_arguments(p, lang)  # --course, --site
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
    import asyncio

    import segno
    import uvicorn

    from .app import Server, build_app
    from .protocol import MAX_MESSAGE
    from .room import Classroom
    from .store import SQLiteStore

    lang = args.lang
    site = site_from_args(args)  # the built course website, checked before anything starts (None: tables only)
    db = Path(args.db).resolve()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("0.0.0.0" if args.lan else "127.0.0.1", args.port))
    except (OSError, OverflowError) as err:
        sock.close()
        raise KnackpyError("serve.port_busy", port=args.port, reason=str(err)[:80]) from None
    try:
        room = Classroom(SQLiteStore(db))
    except sqlite3.Error as err:
        sock.close()
        raise KnackpyError("serve.bad_db", path=db, reason=str(err)[:80]) from None
    port = sock.getsockname()[1]
    host = _lan_address() if args.lan else "127.0.0.1"
    url = f"http://{host}:{port}/"

    def say(key: str, **params: Any) -> None:
        print(i18n.text(key, lang, **params), file=out)

    say("serve.started")
    say("serve.db", path=db)
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
    say("serve.stop")
    out.flush()

    def report(text: str) -> None:
        print(text, file=out, flush=True)

    server = Server(
        room, bot_delay=max(0.0, args.bot_delay), away_after=max(0.0, getattr(args, "away_after", 60.0)), report=report
    )
    proxy = getattr(args, "proxy", False)
    config = uvicorn.Config(
        build_app(server, course=site.path if site else None),
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
