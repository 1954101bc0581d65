"""Live lesson pages (issue 14): how fast "Live starten / Start live" makes a lesson answer, and how much it loads.

The website is built with the live app (``python tools/lite/build.py --site``, or ``--site-dir`` for one
already built) and served from 127.0.0.1 by a thread that behaves like a static host (GitHub Pages: gzip for
text, scripts and WebAssembly, ``Cache-Control: max-age=600``) and counts the bytes it sends.  Headless
Chromium (/usr/bin/chromium, Playwright, the flags of tests/browser_support.py) drives it without routing
requests (Playwright's routing switches the browser's cache off, which would make a warm start cold);
``--host-resolver-rules`` keeps it on 127.0.0.1.  Printed:

* cold start: a fresh browser profile opens lesson 02, clicks "start live"; seconds until the hand lab
  answers a click on a card, when the page's live mode was loaded and when Python (Pyodide and the
  kernel, started with the click) was ready, and until the whole lesson has run;
* bytes the server sent for that cold visit of one live lesson page (page, app, Pyodide, wheels), on the
  wire and as files;
* warm start: the same profile opens the lesson again (cache and service worker filled, and, once the page's
  Python worker has written it, the snapshot of Python that the next start restores);
* once live: click-to-updated-view times (median, p95) for the hand lab (02), the turn trainer (04)
  and the game table with bots (07): from the click to the moment the widget shows something else;
* intent (issue 33): the pointer rests on "start live" INTENT_SECONDS before the click (the page starts
  Python then); seconds from the click to the hand lab's first answer, warm (this profile) and cold (a fresh
  profile).  A build without intent starts only with the click, so the same steps measure it as well;
* reading: a lesson page opened and read for READ_SECONDS without any intent: the main thread's busy time
  (Chrome's TaskDuration), the workers the page started, the bytes it fetched from live/.

    python benchmarks/bench_live.py                  # builds the site into a temporary folder (about 20 s)
    python benchmarks/bench_live.py --site-dir site  # a site built by tools/lite/build.py --site site
    python benchmarks/bench_live.py --clicks 10      # fewer clicks per widget
    python benchmarks/bench_live.py --timeline       # also where the cold and warm seconds go (performance marks)
    python benchmarks/bench_live.py --starts-only    # only the starts (cold, warm, with intent): for A/B runs
"""

from __future__ import annotations

import argparse
import gzip
import io
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tools" / "lite"), str(ROOT / "tools" / "site")]

import sitetest  # noqa: E402
from browser_support import chromium  # noqa: E402

#: the lessons measured, by widget (file names as in tests/test_live_browser.py)
LESSONS = {
    "hand lab": "02_knack_counting_a_hand",
    "turn trainer": "04_knack_your_turn",
    "game table": "07_knack_play_a_game",
}
NO_OTHER_HOSTS = ("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",)
#: a card of the live hand lab (the static picture of the lab is on the page, too, until the live one replaces it)
LIVE_CARD = "[data-knackpy=live-output] .knackpy-widget-picker button"

# On the page: click the element, then wait (requestAnimationFrame) until the widget's output shows other text,
# which Python computed (a toggled card button changes its own look at once, in the browser: that is not counted).
CLICK_AND_WAIT = """async (element, timeout) => {
    const output = element.closest('.jp-OutputArea-output');
    const look = () => output.innerText;
    const before = look();
    const start = performance.now();
    performance.mark('knackpy:bench-click');
    element.click();
    while (look() === before) {
        if (performance.now() - start > timeout) return -1;
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
}"""

# What to click in each widget: a card of the hand lab (its value line changes); in the turn trainer a legal
# move ("push", else a swap, else "computer moves"); at the game table "push" (then the bots play their turns),
# else another move, on the lesson's first table and, once that game is over, on its second.  Each function
# returns the candidates in the order they are used.
TARGETS = {
    "hand lab": """() => [...document.querySelectorAll('.knackpy-widget-picker button')]""",
    "turn trainer": """() => {
        const order = [/^(schieben|push)$/, /^(Tausche|swap) /, /^(Computer zieht|Computer moves)$/];
        const buttons = [...document.querySelectorAll('.knackpy-widget button')]
            .filter((b) => !b.disabled && b.offsetParent);
        for (const pattern of order) {
            const found = buttons.filter((b) => pattern.test(b.innerText.trim()));
            if (found.length) return found.slice(0, 1);
        }
        return [];
    }""",
    "game table": """() => {
        const first = ['Schieben', 'Push', 'Nächster Zug', 'Next move', 'Bis zum Ende', 'Play to the end'];
        const never = ['Tipp', 'Hint', 'Neues Spiel', 'New game'];
        const rank = (b) => (first.includes(b.innerText.trim()) ? first.indexOf(b.innerText.trim()) : first.length);
        for (const table of document.querySelectorAll('.knackpy-widget-game-table')) {
            const buttons = [...table.querySelectorAll('button')].filter((b) => !b.disabled && b.offsetParent
                && !never.includes(b.innerText.trim()));
            if (buttons.length) return buttons.sort((a, b) => rank(a) - rank(b)).slice(0, 1);
        }
        return [];
    }""",
}
# the labels of the buttons a learner sees (for the error message when there is nothing to click)
SHOWN = """() => [...document.querySelectorAll('.knackpy-widget button')]
    .filter((b) => b.offsetParent).map((b) => b.innerText.trim() + (b.disabled ? ' (off)' : ''))"""
#: which candidate each click takes: the next one in turn, or always the first
CYCLE = {"hand lab": True, "turn trainer": False, "game table": False}


#: what a static host (GitHub Pages, for one) compresses; wheels, zips, fonts and pictures are compressed already
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "application/wasm", "image/svg+xml")


class CountingHandler(sitetest.QuietHandler):
    """Serves the site as a static host does and counts what it sends (the kernel's requests too).

    Like GitHub Pages: ``Cache-Control: max-age=600``, and text, scripts, JSON and WebAssembly gzipped when
    the browser accepts it.  ``sent`` counts the bytes on the wire, ``files`` the files as they are on disk."""

    sent = [0]
    files: list[bytes] = []
    #: gzipped files, by path: a static host compresses once, not on every request (and the server's
    #: compressing would take CPU from the browser being measured); filled by ``compress_all`` beforehand
    gzipped: dict[Path, bytes] = {}

    @classmethod
    def compress_all(cls, site: Path) -> None:
        for path in site.rglob("*"):
            # guess_type reads only the class's extensions_map: it needs no request
            if path.is_file() and cls.guess_type(cls, str(path)).startswith(COMPRESSED_TYPES):
                cls.gzipped[path.resolve()] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()
        data = path.read_bytes()
        kind = self.guess_type(str(path))
        body = data
        self.send_response(200)
        self.send_header("Content-Type", kind)
        if kind.startswith(COMPRESSED_TYPES) and "gzip" in self.headers.get("Accept-Encoding", ""):
            body = self.gzipped.get(path.resolve()) or gzip.compress(data, compresslevel=6, mtime=0)
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.send_header("Cache-Control", "max-age=600")
        self.end_headers()
        self.sent[0] += len(body)
        self.files.append(data)
        return io.BytesIO(body)


# On the lesson page: when the page first shows each stage (<body data-knackpy-live>: loading, Python, the cells)
STAGES = """() => {
    window.knackpyStages = {};
    const start = performance.now();
    new MutationObserver(() => {
        const stage = document.body.dataset.knackpyLive;
        if (stage && !(stage in window.knackpyStages)) window.knackpyStages[stage] = performance.now() - start;
    }).observe(document.body, { attributes: true, attributeFilter: ['data-knackpy-live'] });
}"""


def start_live(page, url: str, marks: list[str] | None = None) -> tuple[float, float, dict[str, float]]:
    """Open the lesson, click "start live"; seconds to the hand lab's first answer, to the whole run, and
    when each stage began (seconds after the click).  ``marks``, when given, gets the timeline of the start."""
    page.goto(url, wait_until="load")
    page.evaluate(STAGES)
    start = time.monotonic()
    page.locator("button[data-knackpy=live-start]").click()
    card = page.locator(LIVE_CARD).first
    card.wait_for(timeout=180_000)
    while True:  # the first click the lab answers (clicks before its kernel side is there change nothing)
        waited = card.evaluate(CLICK_AND_WAIT, 1000)
        if waited >= 0:
            break
    answered = time.monotonic() - start
    page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=50, timeout=180_000)
    if marks is not None:
        marks.append(timeline(page, answered))
    stages = {name: ms / 1000 for name, ms in page.evaluate("window.knackpyStages").items()}
    return answered, max(answered, time.monotonic() - start), stages


def stage_text(stages: dict[str, float], answered: float) -> str:
    """ "notebook open after 2.2 s, Python ready after 5.0 s": when each stage was reached, after the click.

    Pyodide starts with the click (docs/assets/javascripts/knackpy-live.js), while the page loads its live mode,
    so the stages overlap and are given as points in time: the live mode is loaded ("python": the page waits
    for the kernel) and the kernel has answered ("lesson": the cells run)."""
    marks = [("live mode loaded", stages.get("python")), ("Python ready", stages.get("lesson"))]
    return ", ".join(f"{name} after {at:.1f} s" for name, at in marks if at is not None and at <= answered)


# The performance marks "knackpy:<step>" of the page and of its workers (the site's knackpy-live.js, the live
# mode's knackpy-page.js, the worker's knackpy-pyodide.mjs), in milliseconds since the epoch (each has its own
# time origin)
MARKS = """() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('knackpy:'))
    .map((m) => [m.name.slice(8), performance.timeOrigin + m.startTime])"""


def timeline(page, answered: float) -> str:
    """ "worker-started 0.02, pyodide-loaded 3.10, ...": each mark of the page and its workers, in seconds after
    the click (the page's mark "warm-click", or the first mark of an earlier start), and the first answer."""
    marks = list(page.evaluate(MARKS))
    for worker in page.workers:
        try:
            marks += worker.evaluate(MARKS)
        except Exception:  # noqa: BLE001 (a worker that has ended, or one that is not a module of ours)
            continue
    clicked = dict(marks).get("warm-click", min((at for _, at in marks), default=0))
    steps = sorted(marks, key=lambda mark: mark[1]) + [("first-answer", clicked + answered * 1000)]
    return ", ".join(f"{name} {(at - clicked) / 1000:.2f}" for name, at in steps)


def click_times(page, base: str, widget: str, clicks: int) -> tuple[list[float], int]:
    """Milliseconds from each click to the updated view, and how many clicks changed nothing within 10 s."""
    page.goto(f"{base}course/{LESSONS[widget]}/", wait_until="load")
    page.locator("button[data-knackpy=live-start]").click()
    page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=50, timeout=180_000)
    times, unchanged = [], 0
    for index in range(clicks):
        targets, count = _candidates(page, widget, wait=5)
        if not count and widget == "game table" and len(times) + unchanged >= 5:
            break  # both games of the lesson are over
        if not count:
            shown = page.evaluate(SHOWN)
            raise RuntimeError(f"{widget}: nothing to click after {index} clicks; buttons: {shown}")
        element = targets.evaluate_handle(f"(list) => list[{index % count if CYCLE[widget] else 0}]")
        waited = element.evaluate(CLICK_AND_WAIT, 10_000)
        if waited < 0:
            unchanged += 1
        else:
            times.append(waited)
    return times, unchanged


def _candidates(page, widget: str, *, wait: float = 0):
    """What can be clicked in the widget now (waiting up to ``wait`` seconds for something)."""
    deadline = time.monotonic() + wait
    while True:
        targets = page.evaluate_handle(TARGETS[widget])
        count = targets.evaluate("(list) => list.length")
        if count or time.monotonic() >= deadline:
            return targets, count
        time.sleep(0.2)


#: how long the pointer rests on "start live" before the click (issue 33's goal: first answer <= 1 s then)
INTENT_SECONDS = 3.0
#: how long the reading page is watched
READ_SECONDS = 5.0


def start_live_with_intent(page, url: str) -> float:
    """Open the lesson, rest the pointer on "start live" for INTENT_SECONDS, click; seconds from the click to the
    hand lab's first answer."""
    page.goto(url, wait_until="load")
    button = page.locator("button[data-knackpy=live-start]")
    button.hover()
    page.wait_for_timeout(INTENT_SECONDS * 1000)  # the learner's hesitation: part of the scenario, not a wait
    start = time.monotonic()
    button.click()
    card = page.locator(LIVE_CARD).first
    card.wait_for(timeout=180_000)
    while card.evaluate(CLICK_AND_WAIT, 1000) < 0:
        pass
    answered = time.monotonic() - start
    page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=50, timeout=180_000)
    return answered


def report_intent(context, url: str, which: str) -> None:
    page = context.new_page()
    answered = start_live_with_intent(page, url)
    page.close()
    print(f"{which}, pointer on the button {INTENT_SECONDS:.0f} s before the click: first answer {answered:.1f} s")


def reading_cost(context, url: str) -> tuple[float, int, int]:
    """A lesson page opened and only read for READ_SECONDS (no pointer on the button, no scrolling): the main
    thread's busy seconds, the workers it started, and the bytes it fetched from live/."""
    page = context.new_page()
    fetched = []
    page.on("requestfinished", lambda request: fetched.append(request) if "/live/" in request.url else None)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(url, wait_until="load")
    page.wait_for_timeout(READ_SECONDS * 1000)  # the reading itself: the scenario, not a wait for something
    busy = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}["TaskDuration"]
    workers = len(page.workers)
    size = sum((request.sizes()["responseBodySize"] or 0) for request in fetched)
    page.close()
    return busy, workers, size


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def build_site(folder: Path) -> Path:
    import build  # tools/lite/build.py

    app = build.build(folder / "app")
    build.build_site(app, folder / "site")
    return folder / "site"


#: the page's Python worker has kept its snapshot, memory and files (tools/lite/knackpy-pyodide.mjs)
SNAPSHOT_KEPT = "async () => (await (await caches.open('knackpy-snapshots')).keys()).length >= 2"


def wait_for_snapshot(page) -> bool:
    """Waits (at most 30 s) until the worker has written its snapshot, which it does once the lesson has run and
    the page has been quiet for a moment; False for a build without the warm start's snapshot.  (Not
    ``wait_for_function``: it took the check's promise for a true answer, so the warm start of a build that
    keeps its snapshot late was measured as a fresh one.)"""
    deadline = time.monotonic() + 30
    while not page.evaluate(SNAPSHOT_KEPT):
        if time.monotonic() > deadline:
            return False
        page.wait_for_timeout(200)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site-dir", type=Path, help="a site built by tools/lite/build.py --site (default: build one)")
    parser.add_argument("--clicks", type=int, default=20, help="clicks per widget once live (default 20)")
    parser.add_argument(
        "--timeline", action="store_true", help="print the performance marks of the cold and the warm start"
    )
    parser.add_argument("--starts-only", action="store_true", help="only the starts: no reading, no clicks once live")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="knackpy-bench-live-") as tmp:
        site = args.site_dir.resolve() if args.site_dir else build_site(Path(tmp))
        CountingHandler.compress_all(site)
        with sitetest.serve(site, handler_class=CountingHandler) as base:
            lesson = f"{base}course/{LESSONS['hand lab']}/"
            with chromium(
                base, Path(tmp) / "profile", service_workers="allow", extra_args=NO_OTHER_HOSTS, intercept=False
            ) as pair:
                context, recorder = pair
                page = context.new_page()
                CountingHandler.sent[0] = 0
                CountingHandler.files.clear()
                marks: list[str] | None = [] if args.timeline else None
                cold, cold_all, cold_stages = start_live(page, lesson, marks)
                cold_bytes, cold_files = CountingHandler.sent[0], list(CountingHandler.files)
                snapshot = wait_for_snapshot(page)
                page.close()
                page = context.new_page()
                warm, warm_all, warm_stages = start_live(page, lesson, marks)
                page.close()
                print(
                    f"cold start (fresh profile): first answer of the hand lab {cold:.1f} s ({stage_text(cold_stages, cold)}), "
                    f"lesson run {cold_all:.1f} s"
                )
                print(
                    f"bytes sent for one live lesson page, cold: {cold_bytes / 1e6:.1f} MB "
                    f"({sum(map(len, cold_files)) / 1e6:.1f} MB of files, {len(cold_files)} files)"
                )
                print(
                    f"warm start (cache filled{', Python from its snapshot' if snapshot else ', no snapshot kept'}): "
                    f"first answer {warm:.1f} s ({stage_text(warm_stages, warm)}), lesson run {warm_all:.1f} s"
                )
                for which, steps in zip(("cold", "warm"), marks or [], strict=False):
                    print(f"  timeline of the {which} start (s after the click): {steps}")
                report_intent(context, lesson, "warm start")
                if not args.starts_only:
                    busy, workers, size = reading_cost(context, f"{base}course/{LESSONS['turn trainer']}/")
                    print(
                        f"reading a lesson page {READ_SECONDS:.0f} s without intent: main thread busy {busy:.2f} s, "
                        f"{workers} workers, {size / 1e3:.0f} kB from live/"
                    )
                    for widget in LESSONS:
                        page = context.new_page()
                        times, unchanged = click_times(page, base, widget, args.clicks)
                        page.close()
                        print(
                            f"click to updated view, {widget}: median {statistics.median(times):.0f} ms, "
                            f"p95 {p95(times):.0f} ms ({len(times)} clicks"
                            + (f"; {unchanged} more changed nothing within 10 s)" if unchanged else ")")
                        )
                recorder.check()
            with chromium(
                base, Path(tmp) / "profile-intent", service_workers="allow", extra_args=NO_OTHER_HOSTS, intercept=False
            ) as pair:
                context, recorder = pair
                report_intent(context, lesson, "cold start (fresh profile)")
                recorder.check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
