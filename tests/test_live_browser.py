"""Live in place (issue 14): a lesson page's "Live starten / Start live" makes its widgets answer right there.

The website is built with the live app (tools/lite/litetest.py, once per session, shared with
test_lite*.py) and served on 127.0.0.1.  For the lessons of :data:`LESSONS`, in both languages:
the static page shows no cell tag and no code until "Code zeigen" is clicked; the start button runs
the lesson on the page itself (live/knackpy-page.js: the Pyodide kernel and the widget manager, no
JupyterLab around them, no frame) with a progress line, and every output becomes the live one; the
widget keeps its ``knackpy-widget`` class and a click changes what it shows; every picture of the live lesson has its name for screen readers (the checks' cards, and the
plain card pictures of :data:`PICTURES`); there is no console error, and no request leaves 127.0.0.1
(the router blocks and records them, and Chromium resolves no other host name).

Timings are printed, never asserted (benchmarks/bench_live.py measures them properly).
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "lite"))

import litetest  # noqa: E402
from browser_support import Console, chromium, missing_browser, pictures_in_notebook, require  # noqa: E402
from picture_support import read_picture, saved_picture_names, saved_pictures  # noqa: E402

import knackpy.engine.knack  # noqa: E402, F401  (registers the texts of the moves)
from knackpy import i18n  # noqa: E402
from knackpy.widgets.guided_game import GuidedGame  # noqa: E402

#: The lessons tested, by the widget they are about (file names without .ipynb; the same in both languages).
#: When lessons are renumbered, this is the one place to change.
LESSONS = {
    "hand_lab": "02_knack_counting_a_hand",
    "turn_trainer": "04_knack_your_turn",
    "game_table": "07_knack_play_a_game",
}
#: what to click in each widget once it is live: a CSS selector, or the label of a button (its text key)
CLICK = {
    "hand_lab": {"selector": ".knackpy-widget-picker button.mod-active"},  # a chosen card: chosen no more
    "turn_trainer": {"label": "knack.action.push"},  # the first "push" is the legal move; the next player moves
    "game_table": {"label": "knack.action.push", "capital": True},  # the learner pushes, the bots play on
}
#: a lesson whose outputs are card pictures of their own (not only inside checks and widgets)
PICTURES = "09_oberlausitz_cards_and_counting"  # controls to start and plain card pictures (01 has no controls)
#: The guided rounds (issues 15 and 28): one round of each game live, in alternating languages (one lesson each
#: keeps the run short; tests/test_guided_game.py clicks every round through in both languages).
GUIDED = (
    ("de", "07_knack_play_a_game", "knack"),
    ("en", "10_oberlausitz_deal_turn_and_pot", "knack_oberlausitz"),
    ("en", "13_charakir_the_turn", "charakir"),
)
LANGS = ("de", "en")
START = ("Live starten", "Start live")
READY = ("Live!", "Live!")
NO_OTHER_HOSTS = ("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",)
ARTIFACTS = ROOT / "test-artifacts"
#: what tools/lite/knackpy-pyodide.mjs says in the kernel's worker when the kernel takes the early Pyodide
EARLY_PYODIDE_USED = "knackpy: the kernel uses the Pyodide that started with the page"
#: the outputs that live/knackpy-page.js drew (the static ones are replaced cell by cell)
LIVE = "[data-knackpy=live-output]"


@pytest.fixture(scope="module")
def site() -> Path:
    require(missing_browser() + litetest.missing_tools(), "the live lesson pages' browser tests")
    return litetest.built_site()


@pytest.fixture(scope="module")
def base_url(site):
    with litetest.serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser(base_url, tmp_path_factory):
    """One profile for the module (JupyterLite needs its service worker, so service workers are allowed)."""
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    profile = tmp_path_factory.mktemp("chromium-live")
    with chromium(base_url, profile, service_workers="allow", extra_args=NO_OTHER_HOSTS) as pair:
        yield pair


def _lesson_url(base_url: str, lang: str, name: str) -> str:
    return f"{base_url}{litetest.page_dir(lang)}course/{name}/"


def _click_target(live, widget: str, lang: str):
    how = CLICK[widget]
    if "selector" in how:
        return live.locator(how["selector"]).first
    label = i18n.text(how["label"], lang)
    if how.get("capital"):  # the game table's buttons start with a capital letter
        label = label[:1].upper() + label[1:]
    return live.get_by_role("button", name=label, exact=True).first


def _start_live(page, lang: str) -> float:
    """Click "start live", wait until the page says the lesson is live; returns the seconds it took."""
    button = page.locator("button[data-knackpy=live-start]")
    assert button.inner_text().strip() == START[LANGS.index(lang)]
    started = time.monotonic()
    button.click()
    status = page.locator("[data-knackpy=live-status]")
    status.wait_for(state="visible", timeout=10_000)  # the progress line says what is loading
    page.wait_for_function(
        "['ready', 'failed'].includes(document.body.dataset.knackpyLive)", polling=100, timeout=180_000
    )
    assert page.evaluate("document.body.dataset.knackpyLive") == "ready", status.inner_text()
    assert status.inner_text().startswith(READY[LANGS.index(lang)])
    return time.monotonic() - started


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("widget", list(LESSONS))
def test_lesson_comes_alive_in_place(base_url, browser, widget, lang):
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    workers = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.goto(_lesson_url(base_url, lang, LESSONS[widget]), wait_until="load")

    # the static page: no cell tag, no code until asked for, and the toggle shows it
    assert page.locator(".cell-tag").count() == 0
    assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0
    toggles = page.locator("details.knackpy-code > summary")
    if toggles.count():  # the children's track shows no code at all; other lessons fold it behind a toggle
        toggles.first.click()
        assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 1
        toggles.first.click()

    try:
        seconds = _start_live(page, lang)
        live = page.locator(LIVE)
        target = _click_target(live, widget, lang)
        target.wait_for(timeout=60_000)
        target.scroll_into_view_if_needed()
        output = target.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea-output')][1]")
        assert output.locator(".knackpy-widget").count() > 0  # the same markup as the static page
        before = output.inner_text()
        target.click()
        _wait_until_changed(output, before)
        _assert_pictures_named(page, lang, LESSONS[widget])  # the checks' cards
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"live-{lang}-{widget}-failed.png"), full_page=True)
        raise
    # live: the page no longer says "the buttons do nothing yet", nor does the lesson say "press Start live"
    assert page.locator("[data-knackpy=live-start]").is_hidden()
    assert page.locator("[data-knackpy=live-body]").is_hidden()
    assert page.locator(".knackpy-static-only").count() > 0  # lessons 02, 04 and 07 all say it
    assert page.locator(".knackpy-static-only:visible").count() == 0
    # on the page itself: no frame, every cell's outputs are the live ones, and still no code in the way
    assert page.locator("iframe").count() == 0
    assert page.locator(f".jp-Cell-outputWrapper > .jp-OutputArea:not({LIVE})").count() == 0
    assert live.count() == page.locator(".jp-CodeCell[id^='cell-id=']").count()  # one per code cell
    assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0
    boxes = live.locator(".knackpy-rule")  # rule boxes are boxes live too, with the rule ID as a badge
    if boxes.count():
        assert boxes.first.evaluate("(box) => getComputedStyle(box).borderLeftWidth") != "0px"
    # the checks' answers are buttons, and the page's checks.js marks a chosen one in the live outputs as well
    choices = live.locator(".knackpy-check-choice > summary")
    assert choices.count() > 0
    style = choices.first.evaluate("(s) => [getComputedStyle(s).borderTopWidth, getComputedStyle(s).listStyleType]")
    assert style[0] != "0px" and style[1] == "none", style
    choices.first.click()
    check = live.locator(".knackpy-check").first
    # the "toggle" event that checks.js listens to comes a moment after the click
    page.wait_for_function(
        "(check) => ['right', 'wrong', 'retry'].includes(check.dataset.state)",
        arg=check.element_handle(),
        timeout=5_000,
    )
    page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('knackpy-check:')).forEach((k) => localStorage.removeItem(k))"
    )
    # Pyodide started with the click (knackpy-live.js creates the kernel's worker, knackpy-page-worker.js), and
    # the kernel took that worker and that Pyodide: one Pyodide for the page, not a second one
    kernel_workers = [urlsplit(url).path for url in workers if urlsplit(url).path.startswith("/live/")]
    assert kernel_workers == ["/live/knackpy-page-worker.js"], workers
    assert EARLY_PYODIDE_USED in console.messages, console.messages
    # "start live" fetched the kernel's start files at once, from this site (knackpy-preload.json)
    assert any(urlsplit(url).path.endswith("/live/knackpy-preload.json") for url in recorder.local)
    print(f"\n[{lang}/{widget}] click on 'start live' to the lesson run: {seconds:.1f} s")
    assert console.errors == [], console.errors
    assert any("/live/static/pyodide/knackpy-" in url for url in recorder.local)
    recorder.check()
    page.close()


#: the kept start of the page's Python (tools/lite/knackpy-pyodide.mjs): its cache and the entries there
SNAPSHOT_KEPT = """async () => (await (await caches.open('knackpy-snapshots')).keys()).map((r) => r.url).sort()"""
SNAPSHOT_RESTORED = "knackpy: Pyodide restored from its snapshot"


def _wait_until_kept(page, wanted: list[str], seconds: float = 30) -> None:
    """Waits until the worker has kept exactly ``wanted`` (it keeps the start once the lesson has run and the page
    has been quiet for a moment).  Not ``wait_for_function``: it takes an async check's promise for a true answer."""
    deadline = time.monotonic() + seconds
    while page.evaluate(SNAPSHOT_KEPT) != wanted:
        assert time.monotonic() < deadline, f"the snapshot was not kept within {seconds} s"
        page.wait_for_timeout(200)


def test_the_next_start_restores_python_from_the_first_ones_snapshot(base_url, browser, site):
    """The warm start: once a lesson has run, the page's Python worker keeps a memory snapshot of Pyodide and
    the files of its packages (named after this build's lock file); the next start restores them instead of
    starting Python and importing IPython again, and the lesson works as before."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    try:
        page.goto(_lesson_url(base_url, "de", LESSONS["hand_lab"]), wait_until="load")
        _start_live(page, "de")
        name = re.search(
            r'snapshot: \{"name": "([0-9a-f]{16})"', (site / "live" / "knackpy-page-worker.js").read_text()
        )
        app = f"{base_url}live/static/pyodide/"
        wanted = [f"{app}snapshot-{name.group(1)}-files.bin", f"{app}snapshot-{name.group(1)}.bin"]
        _wait_until_kept(page, wanted)
        restored_before = console.messages.count(SNAPSHOT_RESTORED)

        page.reload(wait_until="load")
        _start_live(page, "de")
        assert console.messages.count(SNAPSHOT_RESTORED) == restored_before + 1, console.messages
        assert EARLY_PYODIDE_USED in console.messages
        _the_hand_lab_answers(page)
        assert page.evaluate(SNAPSHOT_KEPT) == wanted  # one snapshot, this build's
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "live-warm-failed.png"), full_page=True)
        raise
    assert console.errors == [], console.errors
    recorder.check()
    page.close()


def test_a_lesson_that_cannot_start_says_so(base_url, browser):
    """When the lesson's notebook cannot be loaded (here the server answers 404), the page says in its language
    that it did not work and what to do, the static lesson stays as it was, and nothing is half live."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    page.route("**/live/files/de/*.ipynb", lambda route: route.fulfill(status=404, body="not found"))
    page.goto(_lesson_url(base_url, "de", LESSONS["hand_lab"]), wait_until="load")
    static_outputs = page.locator(".jp-Cell-outputWrapper > .jp-OutputArea").count()
    page.locator("button[data-knackpy=live-start]").click()
    page.wait_for_function("document.body.dataset.knackpyLive === 'failed'", polling=100, timeout=60_000)
    status = page.locator("[data-knackpy=live-status]").inner_text()
    assert status == "Das hat nicht geklappt. Lade die Seite neu und versuch es noch einmal.", status
    assert page.locator("[data-knackpy=live-progress]").is_hidden()
    assert page.locator(LIVE).count() == 0
    assert page.locator(".jp-Cell-outputWrapper > .jp-OutputArea").count() == static_outputs
    assert any("de/02_knack_counting_a_hand.ipynb: 404" in error for error in console.errors), console.errors
    page.close()


def _assert_pictures_named(page, lang: str, lesson: str) -> None:
    """Every picture the live lesson shows has a name (an ``alt``, a widget's ``aria-label``), and the knackpy
    pictures are those of the saved lesson, in its language."""
    saved = json.loads((ROOT / "course" / lang / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    names = saved_picture_names(saved)
    assert names, lesson
    shown = pictures_in_notebook(page, len(names))
    assert [p["name"] for p in shown if p["knackpy"]] == names, shown
    assert all(p["name"] and p["drawn"] for p in shown), [p for p in shown if not (p["name"] and p["drawn"])]


def _the_hand_lab_answers(page) -> None:
    """A click on the live hand lab's first card changes what the lab shows (Python answered)."""
    card = page.locator(f"{LIVE} .knackpy-widget-picker button").first
    output = card.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea-output')][1]")
    before = output.inner_text()
    card.click()
    _wait_until_changed(output, before)


def _wait_until_changed(output, before: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if output.inner_text() != before:
            return
        time.sleep(0.1)
    raise AssertionError(f"the widget did not change after the click; it shows: {before[:300]!r}")


def _guided_todo(guided: GuidedGame, lang: str) -> str:
    """What the guided game asks for now, in the widget's own words (its step data and the catalogue)."""
    return i18n.text("guided.todo", lang, action=guided.expected.label(lang), why=guided.why())


def _wait_for_text(locator, wanted: str, *, present: bool = True, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (wanted in locator.inner_text()) is present:
            return
        time.sleep(0.1)
    raise AssertionError(
        f"{wanted!r} {'never appeared' if present else 'stayed'}; shown: {locator.inner_text()[:400]!r}"
    )


@pytest.mark.parametrize(("lang", "lesson", "ruleset"), GUIDED)
def test_guided_game_explains_a_wrong_click_and_follows_the_right_one(base_url, browser, lang, lesson, ruleset):
    """Live, the guided game does in the browser what tests/test_guided_game.py checks in Python: a wrong
    click is explained and changes nothing, the click the page asks for moves on to the next instruction."""
    oracle = GuidedGame(ruleset, lang=lang)  # the same stacked deal and script, to know the texts to expect
    first = _guided_todo(oracle, lang)
    right = oracle.expected
    wrong = next(action for action in oracle.game.legal_actions() if action != right)
    explained = i18n.text("guided.other", lang, clicked=wrong.label(lang), action=right.label(lang), why=oracle.why())
    assert oracle.click(wrong.label("en")) is False and oracle.click(right.label("en")) is True
    second = _guided_todo(oracle, lang)

    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    page.goto(_lesson_url(base_url, lang, lesson), wait_until="load")
    try:
        seconds = _start_live(page, lang)
        game = page.locator(f"{LIVE} .knackpy-widget.knackpy-widget-guided-game").first
        game.wait_for(timeout=60_000)
        game.scroll_into_view_if_needed()
        _wait_for_text(game, first)
        board = game.locator(".widget-html").nth(2)  # style sheet, title, board, instruction: the board is third
        board_before = board.inner_html()

        game.get_by_role("button", name=wrong.label(lang), exact=True).click()
        _wait_for_text(game.locator(".knackpy-widget-message"), explained)
        assert first in game.inner_text() and board.inner_html() == board_before  # nothing applied

        game.get_by_role("button", name=right.label(lang), exact=True).click()
        _wait_for_text(game, second)
        assert first not in game.inner_text()
        assert explained not in game.inner_text()  # the explanation went with the step it was about
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"live-{lang}-{ruleset}-guided-failed.png"), full_page=True)
        raise
    print(f"\n[{lang}/guided {lesson}] click on 'start live' to the lesson run: {seconds:.1f} s")
    assert console.errors == [], console.errors
    recorder.check()
    page.close()


def test_a_ticked_box_starts_every_lesson_live_by_itself(base_url, browser):
    """ "Jede Lektion sofort live starten": ticked once, the next lesson page goes live without a click;
    unticked, the next one stays as it is.  The box is unticked again however the test ends, so the other
    tests of this profile keep their clicks.  The first lesson shows card pictures of its own: live, each is an
    image with its name."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    try:
        page.goto(_lesson_url(base_url, "de", PICTURES), wait_until="load")
        assert page.evaluate("document.body.dataset.knackpyLive") is None  # nothing starts unasked
        box = page.locator("input[data-knackpy=live-auto]")
        assert not box.is_checked()
        box.check()  # ticking it starts this lesson, too
        page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=100, timeout=180_000)
        _assert_pictures_named(page, "de", PICTURES)
        saved = json.loads((ROOT / "course" / "de" / f"{PICTURES}.ipynb").read_text(encoding="utf-8"))
        own = page.locator(f"{LIVE} .jp-OutputArea-output > img.knackpy-picture")  # an output that is one picture
        assert own.evaluate_all("(imgs) => imgs.map((img) => img.alt)") == [
            read_picture(shown)[0] for shown in saved_pictures(saved)
        ]

        page.goto(_lesson_url(base_url, "de", LESSONS["turn_trainer"]), wait_until="load")
        assert page.locator("input[data-knackpy=live-auto]").is_checked()
        page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=100, timeout=180_000)
        assert page.locator("button[data-knackpy=live-start]").is_disabled()
        assert page.locator(LIVE).count() > 0

        page.locator("input[data-knackpy=live-auto]").uncheck()
        page.goto(_lesson_url(base_url, "de", LESSONS["game_table"]), wait_until="load")
        # knackpy-live.js decides at DOMContentLoaded, before "load": an auto start would have begun by now
        assert page.evaluate("document.body.dataset.knackpyLive") is None
        assert page.locator(LIVE).count() == 0
        assert console.errors == []
    finally:
        page.evaluate("window.localStorage.removeItem('knackpy-live:auto')")
        page.close()


# --- ready before the learner asks (issue 33): intent starts Python before the click -----------------------

#: on the page: why the live mode's Python was started before the click (<body data-knackpy-warm>), or null
WARM = "document.body.dataset.knackpyWarm || null"
#: the static widgets are drawn (the site's widget manager has put the hand lab's picture on the page)
STATIC_WIDGET_DRAWN = "document.querySelector('.knackpy-widget') !== null"


def _page_workers(page) -> list[str]:
    """Every Python worker the page starts, from now on (a list that fills as they come; the offline service
    worker's own fetches of the script are not workers of the page)."""
    seen: list[str] = []
    page.on("worker", lambda worker: seen.append(worker.url) if "knackpy-page-worker.js" in worker.url else None)
    return seen


def test_pointing_at_start_live_starts_python_and_the_click_finds_it_up(base_url, browser):
    """The pointer on "Live starten" starts the page's Python (the worker, the live mode, the kernel) before
    the click; nothing starts while the page is only read; the click then runs the lesson with that Python
    (one worker), and the lesson answers."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    workers = _page_workers(page)
    page.goto(_lesson_url(base_url, "de", LESSONS["hand_lab"]), wait_until="load")
    page.wait_for_function(STATIC_WIDGET_DRAWN, polling=100, timeout=30_000)
    assert page.evaluate(WARM) is None and workers == []  # read, not started

    page.locator("button[data-knackpy=live-start]").hover()
    assert page.evaluate(WARM) == "pointer"
    # the kernel has taken the Python that started with the pointer, before any click
    _wait_for_console(page, console, EARLY_PYODIDE_USED)
    assert page.evaluate("document.body.dataset.knackpyLive") is None  # no cell has run, the page is as it was
    assert page.locator(LIVE).count() == 0

    _start_live(page, "de")
    assert len(workers) == 1
    _the_hand_lab_answers(page)
    assert console.errors == [], console.errors
    recorder.check()
    page.close()


def _wait_for_console(page, console, line: str, timeout: float = 180.0) -> None:
    """Waits until the page (or its worker) has said `line` on the console (Playwright delivers the page's events
    only while it is called, so none can come between the look at `console` and the wait)."""
    if line not in console.messages:
        page.wait_for_event("console", predicate=lambda message: message.text == line, timeout=timeout * 1000)


def test_a_widget_scrolled_into_view_starts_python_but_reading_the_top_does_not(base_url, browser):
    """Scrolling the lesson's first widget into view is intent, too; a page opened and not scrolled is not."""
    context, recorder = browser
    page = context.new_page()
    workers = _page_workers(page)
    page.goto(_lesson_url(base_url, "de", LESSONS["game_table"]), wait_until="load")
    page.wait_for_function(STATIC_WIDGET_DRAWN, polling=100, timeout=30_000)
    assert page.evaluate(WARM) is None and workers == []
    page.locator(".knackpy-widget").first.scroll_into_view_if_needed()
    page.wait_for_function(f"{WARM} === 'widget'", polling=100, timeout=30_000)
    if not workers:
        page.wait_for_event("worker", predicate=lambda worker: "knackpy-page-worker.js" in worker.url)
    assert len(workers) == 1
    page.close()


def test_nothing_starts_before_the_click_where_the_learner_saves_data(base_url, browser):
    """With navigator.connection.saveData (a metered connection), neither the pointer, the keyboard's focus nor a
    widget in view starts anything, and the ticked "start every lesson live" waits for the click as well; the
    click itself works as always."""
    context, recorder = browser
    page = context.new_page()
    page.add_init_script("Object.defineProperty(navigator, 'connection', { value: { saveData: true } })")
    workers = _page_workers(page)
    try:
        page.goto(_lesson_url(base_url, "de", LESSONS["turn_trainer"]), wait_until="load")
        page.evaluate("window.localStorage.setItem('knackpy-live:auto', '1')")
        page.reload(wait_until="load")
        page.wait_for_function(STATIC_WIDGET_DRAWN, polling=100, timeout=30_000)
        button = page.locator("button[data-knackpy=live-start]")
        button.hover()
        button.focus()
        page.locator(".knackpy-widget").first.scroll_into_view_if_needed()
        # the handlers run as the events are dispatched: a start would have marked the page by now
        assert page.evaluate(WARM) is None and page.evaluate("document.body.dataset.knackpyLive") is None
        assert workers == []
        _start_live(page, "de")
        assert page.evaluate(WARM) == "click" and len(workers) == 1
    finally:
        page.evaluate("window.localStorage.removeItem('knackpy-live:auto')")
        page.close()
    recorder.check()


def test_a_page_bundle_for_another_kernel_starts_the_plain_way_and_says_why(base_url, browser):
    """The lesson page's kernel adapter (tools/live-page/src/adapters.js) uses the early worker only with the
    app's kernel of the version it was written for.  Here the app says another one: the page lets the early
    worker go, says so in one console line, starts the kernel's own worker the plain way, and the lesson works."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)

    def other_kernel(route):
        runtime = json.loads(route.fetch().text())
        runtime["versions"]["pyodide-kernel"] = "0.8.99"
        route.fulfill(status=200, content_type="application/json", body=json.dumps(runtime))

    page.route("**/live/knackpy-runtime.json", other_kernel)
    page.goto(_lesson_url(base_url, "de", LESSONS["hand_lab"]), wait_until="load")
    _start_live(page, "de")
    bundled = json.loads((ROOT / "tools" / "live-page" / "package.json").read_text())["dependencies"]
    page_kernel = bundled["@jupyterlite/pyodide-kernel"]
    plain = f"knackpy: the app's pyodide-kernel 0.8.99 is not the page's {page_kernel}: the lesson's Python starts the plain way"
    assert console.messages.count(plain) == 1, console.messages
    assert EARLY_PYODIDE_USED not in console.messages  # the kernel's own worker, with pyodide.mjs itself
    _the_hand_lab_answers(page)
    assert console.errors == [], console.errors
    recorder.check()
    page.close()
