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
  streaming compilation, JavaScript for modules and the service worker).
"""

from __future__ import annotations

import re
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

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
    """The site's headers: its caching by file, its media types, and :data:`SITE_HEADERS`."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        path = scope.get("path", "")
        suffix = Path(path).suffix.lower()
        media_type = MEDIA_TYPES.get(suffix)
        cache = "public, max-age=31536000, immutable" if HASHED.search(path) else "no-cache"

        async def with_headers(message) -> None:
            if message["type"] == "http.response.start":
                ours = {**SITE_HEADERS, "cache-control": cache}
                if media_type and message.get("status") in (200, 206, 304):
                    ours["content-type"] = media_type
                kept = [(k, v) for k, v in message.get("headers", []) if k.decode().lower() not in ours]
                message = {**message, "headers": kept + [(k.encode(), v.encode()) for k, v in ours.items()]}
            await send(message)

        await self.app(scope, receive, with_headers)


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

    def __init__(self, classroom, site: Path) -> None:
        self.classroom = classroom
        self.site = SiteHeaders(site_app(site))

    async def __call__(self, scope, receive, send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "http" and (path == PREFIX or path.startswith(PREFIX + "/")):
            return await self.site(scope, receive, send)
        return await self.classroom(scope, receive, send)
