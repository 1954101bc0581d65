"""What the browser tests of the site and of the live app share: Debian's Chromium, and a request recorder.

Playwright's own browser download cannot work on these machines, so the tests drive
``/usr/bin/chromium`` (``apt-get install chromium``) with the flags that keep it off the network.
"""

from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path(os.environ.get("KNACKPY_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


#: Every picture in the outputs under an element (run with ``locator.evaluate``): each ``<img>`` and each outermost
#: ``<svg>``, with its accessible name (``alt``, or ``aria-label``), whether it is a knackpy picture and whether it is
#: drawn (an image decoded, an ``<svg>`` with a size).  knackpy.svg.picture_html and the widgets name theirs.
PICTURES_IN_OUTPUTS = """(root) => [...root.querySelectorAll(".jp-OutputArea-output")].flatMap(output =>
    [...output.querySelectorAll("img, svg")].filter(e => !e.parentElement.closest("svg")).map(e => ({
        name: (e.tagName === "IMG" ? e.getAttribute("alt") : e.getAttribute("aria-label")) || "",
        knackpy: e.classList.contains("knackpy-picture"),
        drawn: e.tagName === "IMG" ? e.complete && e.naturalWidth > 0 : e.getBoundingClientRect().width > 0,
        html: e.outerHTML.slice(0, 120),
    })))"""


def pictures_in_notebook(scope, expected: int, *, timeout: float = 60) -> list[dict]:
    """The pictures of a notebook's outputs (:data:`PICTURES_IN_OUTPUTS`) in a page or a frame, once ``expected``
    knackpy pictures are there and drawn (each cell is scrolled into view: JupyterLab draws cells lazily)."""
    deadline = time.monotonic() + timeout
    while True:
        for cell in scope.locator(".jp-CodeCell").all():
            cell.scroll_into_view_if_needed()
        found = scope.locator(".jp-Notebook").first.evaluate(PICTURES_IN_OUTPUTS)
        ready = sum(p["knackpy"] for p in found) >= expected and all(p["drawn"] for p in found)
        if ready or time.monotonic() > deadline:
            return found
        time.sleep(0.5)


#: resolves once the page's DOM has not changed for ``quiet`` ms (or after ``limit`` ms): widgets and outputs drawn
_DOM_QUIET = """([quiet, limit]) => new Promise((resolve) => {
    let timer = null;
    const done = (settled) => { observer.disconnect(); clearTimeout(timer); clearTimeout(stop); resolve(settled); };
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(() => done(true), quiet); });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    timer = setTimeout(() => done(true), quiet);
    const stop = setTimeout(() => done(false), limit);
})"""


def wait_until_quiet(page, *, quiet: int = 250, limit: int = 15_000) -> bool:
    """Waits until nothing on the page changes any more (no DOM change for ``quiet`` ms), at most ``limit`` ms.

    For a check of the whole page (axe, a screenshot) after something that draws for a while: it ends as soon as
    the page is still, not after a fixed time.  Returns whether the page came to rest.
    """
    return page.evaluate(_DOM_QUIET, [quiet, limit])


def settle(page, condition: str, arg=None, *, timeout: float = 10_000) -> bool:
    """Waits until the JavaScript ``condition`` holds, at most ``timeout`` ms; returns whether it did.

    For a state the test asserts on right after: on a timeout the test's own asserts say what is wrong.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(condition, arg=arg, polling=50, timeout=timeout)
    except PlaywrightTimeout:
        return False
    return True


def wait_until(condition, *, timeout: float = 30.0, what: str = "the condition") -> None:
    """Asks ``condition()`` every 0.1 s until it is true; fails after ``timeout`` seconds, naming ``what``."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not hold within {timeout:g} s")
        time.sleep(0.1)


def missing_browser() -> list[str]:
    """What the machine lacks to run a browser test (empty when nothing is missing)."""
    missing = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the Python package playwright (pip install 'playwright==1.65.2'; no browser download)")
    if not CHROMIUM.exists():
        missing.append(f"{CHROMIUM} (apt-get update && apt-get install -y chromium)")
    return missing


def missing_site_tools() -> list[str]:
    """What the machine lacks to build the website (empty when nothing is missing)."""
    try:
        import bs4  # noqa: F401
        import mkdocs_jupyter  # noqa: F401
        import mkdocs_static_i18n  # noqa: F401
    except ImportError as error:
        return [f"the site tools ({error}; pip install -e '.[docs,test]')"]
    return []


def require(missing: list[str], what: str) -> None:
    """Skip with a clear message, but fail in CI: there the browser tests must run."""
    if missing:
        message = f"{what} need " + " and ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(f"{message} -- CI must run them", pytrace=False)
        pytest.skip(message)


class Console:
    """Console errors and uncaught exceptions of a page (its frames included)."""

    def __init__(self, page):
        self.errors: list[str] = []
        self.messages: list[str] = []  # every message, of any type (workers' included)
        page.on("console", self._add)
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def _add(self, message) -> None:
        self.messages.append(message.text)
        if message.type == "error":
            self.errors.append(message.text)


class Recorder:
    """Every request of the browser; those that would leave 127.0.0.1 are blocked and kept apart."""

    def __init__(self, base_url: str):
        self.host = urlsplit(base_url).hostname
        self.local: list[str] = []
        self.blocked: list[str] = []

    def _outside(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != self.host

    def route(self, route):
        url = route.request.url
        if self._outside(url):
            self.blocked.append(url)
            route.abort()
        else:
            self.local.append(url)
            route.continue_()

    def seen(self, request) -> None:
        """Requests the router does not see (none expected) still show up here."""
        if self._outside(request.url) and request.url not in self.blocked:
            self.blocked.append(request.url)

    def check(self):
        assert self.blocked == [], f"requests that would have left 127.0.0.1: {self.blocked}"


@contextmanager
def chromium(
    base_url: str, profile: Path, *, service_workers: str, extra_args: tuple[str, ...] = (), intercept: bool = True
):
    """A headless Chromium context with a fresh profile whose every request is recorded; checked on exit.

    ``intercept=False`` only records (requests to other hosts still count as blocked): Playwright switches the
    browser's HTTP cache off while it routes requests, so a benchmark of a second visit must not route; it
    keeps the browser local with ``--host-resolver-rules`` instead."""
    from playwright.sync_api import sync_playwright

    recorder = Recorder(base_url)
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            headless=True,
            args=[*CHROMIUM_ARGS, *extra_args],
            viewport={"width": 1280, "height": 900},
            service_workers=service_workers,
        )
        if intercept:
            context.route("**/*", recorder.route)
        context.on("request", recorder.seen)
        try:
            yield context, recorder
        finally:
            context.close()
    recorder.check()
