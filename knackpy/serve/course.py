"""The course website beside the tables: ``knackpy serve --course`` serves the built site under ``/kurs/``.

One address for the class: the tables at ``/``, the lessons (German) at ``/kurs/`` and (English) at
``/kurs/en/``, with their live mode (Pyodide, the wheels, the lesson pages' service worker) from the same
machine; nothing is loaded from the internet.  The site is the folder ``knackpy course build`` writes
(:mod:`knackpy.serve.course_site`), served as it is, with three additions:

* ``/api/course`` tells the pupils' page where the lessons are (``{"lessons": null}`` without ``--course``), so
  the join page links to them only when they are there;
* ``assets/knackpy-classroom.json`` of the site (``{"tables": null}`` on the public website) is answered with
  the tables' address and the link's words, so the site's ``classroom.js`` shows "Zurück zu den Spieltischen"
  on every page served here and nowhere else;
* headers for a static site rather than the classroom's: the pages' own scripts (the site's inline ones,
  WebAssembly, workers) must run, so no classroom CSP; ``no-cache`` (the browser keeps every file and asks
  with its ETag whether it changed: a new build is seen at once, an unchanged file costs a 304) and a year for
  the theme's files whose names carry their hash; the types browsers insist on (``application/wasm`` for
  streaming compilation, JavaScript for modules and the service worker);
* the ``.gz`` copy of a file, made once by the build, to every browser that takes gzip: a live start is about
  20 MB plain and 12 MB so, and thirty pupils share one Wi-Fi (compressing per request would cost the
  teacher's laptop CPU for every pupil).
"""

from __future__ import annotations

import mimetypes
import re
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import i18n
from .course_site import PREFIX

__all__ = ["PREFIX", "WithCourse", "course_info_route", "lessons_urls"]

#: the file the site's classroom.js reads (tools/site: docs/assets/knackpy-classroom.json)
CLASSROOM_JSON = "assets/knackpy-classroom.json"
#: the theme's bundles, named after their content (Material: bundle.a5f9d56c.min.js, main.484c7ddc.min.css)
HASHED = re.compile(r"\.[0-9a-f]{8,}\.min\.(js|css)$")
#: types that Python's mimetypes does not know everywhere, or gets wrong on some systems
MEDIA_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".css": "text/css; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
}
#: every answer of the site; the classroom's own pages keep their stricter ones (app.SECURITY_HEADERS)
SITE_HEADERS = {"x-content-type-options": "nosniff", "referrer-policy": "no-referrer"}


def lessons_urls() -> dict[str, str]:
    """The lessons' start pages by language, as the pupils' page links them."""
    return {"de": f"{PREFIX}/", "en": f"{PREFIX}/en/"}


def course_info_route(site: Path | None) -> Route:
    """``/api/course``: where the lessons are, or ``null`` when this classroom serves none."""
    answer = {"lessons": lessons_urls() if site is not None else None}

    async def course_info(request: Request) -> Response:
        return JSONResponse(answer)

    return Route("/api/course", course_info)


def classroom_json() -> dict:
    """What the site's classroom.js reads here: the tables' address and the link's words in both languages."""
    return {"tables": "/", "label": i18n.both("serve.ui.course_back")}


class SiteHeaders:
    """The site's headers (its caching by file, its media types, :data:`SITE_HEADERS`), and the ``.gz`` copy of a
    file (``knackpy course build`` makes them, course_site.precompress) to a browser that takes gzip."""

    def __init__(self, app: ASGIApp, site: Path) -> None:
        self.app = app
        self.site = site.resolve()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        gz = self._gzip_copy(scope)
        target = _index(path)
        media_type = MEDIA_TYPES.get(Path(target).suffix.lower()) or mimetypes.guess_type(target)[0]
        cache = "public, max-age=31536000, immutable" if HASHED.search(path) else "no-cache"
        if gz is not None:
            scope = {**scope, "path": gz, "raw_path": gz.encode()}

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                ours = {**SITE_HEADERS, "cache-control": cache, "vary": "accept-encoding"}
                if media_type and message.get("status") in (200, 206, 304):
                    ours["content-type"] = media_type
                if gz is not None and message.get("status") in (200, 304):
                    ours["content-encoding"] = "gzip"
                kept = [(k, v) for k, v in message.get("headers", []) if k.decode().lower() not in ours]
                message = {**message, "headers": kept + [(k.encode(), v.encode()) for k, v in ours.items()]}
            await send(message)

        await self.app(scope, receive, with_headers)

    def _gzip_copy(self, scope: Scope) -> str | None:
        """The address of the file's ``.gz`` copy when the browser takes gzip and asks for all of the file."""
        headers = dict(scope.get("headers", []))
        if scope.get("method") not in ("GET", "HEAD") or b"range" in headers:
            return None
        if "gzip" not in headers.get(b"accept-encoding", b"").decode("latin-1").lower():
            return None
        path = _index(scope.get("path", ""))
        relative = path.removeprefix(PREFIX).lstrip("/")
        copy = (self.site / (relative + ".gz")).resolve()
        if copy.is_relative_to(self.site) and copy.is_file() and copy.with_suffix("").is_file():
            return path + ".gz"
        return None


def _index(path: str) -> str:
    """The file a folder's address stands for (MkDocs' directory URLs: ``course/02_x/`` is its index.html)."""
    return path + "index.html" if path.endswith("/") else path


def site_app(site: Path) -> Starlette:
    """The built site under :data:`PREFIX`, with the classroom's answer to ``assets/knackpy-classroom.json``."""

    async def classroom(request: Request) -> Response:
        return JSONResponse(classroom_json())

    routes = [
        Route(f"{PREFIX}/{CLASSROOM_JSON}", classroom),
        Mount(PREFIX, StaticFiles(directory=site, html=True)),
    ]
    return Starlette(routes=routes)


class WithCourse:
    """The classroom's app with the site beside it: ``/kurs`` and below go to the site, the rest (and the
    server's start and stop) to the classroom."""

    def __init__(self, classroom: ASGIApp, site: Path) -> None:
        self.classroom = classroom
        self.site = SiteHeaders(site_app(site), site)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "http" and (path == PREFIX or path.startswith(PREFIX + "/")):
            return await self.site(scope, receive, send)
        return await self.classroom(scope, receive, send)
