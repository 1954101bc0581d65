"""The course beside the tables in Chromium (issue 31, point 1): one address for lessons and tables.

The join page links to the lessons when ``knackpy serve --course`` serves them (and only then); a lesson page
served by the classroom links back to the tables, the same page on a plain web server does not; a lesson starts
live from the classroom with every request answered by the teacher's machine.  No request leaves 127.0.0.1.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')

from browser_support import CHROMIUM, CHROMIUM_ARGS, Console, Recorder, missing_browser, require, wait_until_quiet
from serve_support import ServeProcess

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools" / "lite"))

import litetest  # noqa: E402
import sitetest  # noqa: E402

LESSON = "course/02_knack_counting_a_hand/"
TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def browser():
    require(missing_browser(), "the classroom's course browser tests")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture(scope="module")
def classroom(shared_site, tmp_path_factory):
    process = ServeProcess(
        tmp_path_factory.mktemp("serve-course") / "class.sqlite",
        lang="de",
        extra=("--course", "--site", str(shared_site.site)),
    )
    yield process
    process.stop()


def open_page(browser, base_url: str, url: str, recorders: list):
    context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="de-DE", service_workers="block")
    recorder = Recorder(base_url)
    context.route("**/*", recorder.route)
    context.on("request", recorder.seen)
    recorders.append(recorder)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    console = Console(page)
    page.goto(url)
    return page, console


def test_join_page_to_the_lessons_and_back_to_the_tables(browser, classroom):
    recorders: list = []
    page, console = open_page(browser, classroom.url, classroom.url, recorders)
    link = page.locator("#course-link a")
    link.wait_for(state="visible")
    assert link.inner_text() == "Zu den Lektionen" and link.get_attribute("href") == "/kurs/"
    page.locator("button[data-lang=en]").click()
    page.wait_for_function("document.querySelector('#course-link a').getAttribute('href') === '/kurs/en/'")
    assert link.inner_text() == "To the lessons"
    page.locator("button[data-lang=de]").click()
    page.wait_for_function("document.querySelector('#course-link a').getAttribute('href') === '/kurs/'")
    link.click()
    page.wait_for_url(classroom.url + "kurs/")
    page.goto(classroom.url + "kurs/" + LESSON)
    back = page.locator("[data-knackpy=classroom-link] a")
    back.wait_for(state="visible")
    assert back.inner_text() == "Zurück zu den Spieltischen"
    back.click()
    page.wait_for_url(classroom.url)
    page.locator("#join").wait_for(state="visible")  # the join page again, its form ready
    page.goto(classroom.url + "kurs/en/" + LESSON)
    assert page.locator("[data-knackpy=classroom-link] a").inner_text() == "Back to the game tables"
    assert console.errors == []
    for recorder in recorders:
        recorder.check()


def test_without_course_the_join_page_shows_no_lesson_link(browser, tmp_path):
    tables_only = ServeProcess(tmp_path / "class.sqlite", lang="de")
    try:
        recorders: list = []
        page, console = open_page(browser, tables_only.url, tables_only.url, recorders)
        with page.expect_response("**/api/course"):
            page.reload()
        wait_until_quiet(page)
        assert page.locator("#course-link").is_hidden()
        assert console.errors == []
        recorders[0].check()
    finally:
        tables_only.stop()


def test_the_public_site_shows_no_link_back_and_no_failed_request(browser, shared_site):
    """On any other web server the site's knackpy-classroom.json says "no tables": nothing shown, nothing failed."""
    recorders: list = []
    with sitetest.serve(shared_site.site) as url:
        page, console = open_page(browser, url, url + LESSON, recorders)
        with page.expect_response("**/knackpy-classroom.json") as answer:
            page.reload()
        assert answer.value.status == 200
        wait_until_quiet(page)
        assert page.locator("[data-knackpy=classroom-link]").count() == 0
        assert console.errors == []
    recorders[0].check()


@pytest.mark.site  # the website with the live app (tools/lite/litetest.py, once per session)
@pytest.mark.slow  # builds the live app once per session (minutes) and starts Pyodide
def test_a_lesson_starts_live_from_the_classroom(browser, tmp_path):
    """Pyodide, the wheels and the lesson come from the teacher's machine: no request leaves 127.0.0.1."""
    require(litetest.missing_tools(), "the live lesson through the classroom")
    classroom = ServeProcess(
        tmp_path / "class.sqlite", lang="de", extra=("--course", "--site", str(litetest.built_site()))
    )
    try:
        recorders: list = []
        page, console = open_page(browser, classroom.url, classroom.url + "kurs/" + LESSON, recorders)
        page.locator("button[data-knackpy=live-start]").click()
        page.wait_for_function(
            "['ready', 'failed'].includes(document.body.dataset.knackpyLive)", polling=200, timeout=240_000
        )
        assert page.evaluate("document.body.dataset.knackpyLive") == "ready"
        assert page.locator("[data-knackpy=classroom-link] a").inner_text() == "Zurück zu den Spieltischen"
        assert any("/kurs/live/static/pyodide/" in url for url in recorders[0].local)
        recorders[0].check()
    finally:
        classroom.stop()
