"""Accessibility of the live app in a real browser (issue 17): axe-core on its landing and reset pages, on
the outputs of live lessons once their widgets run, and on lesson pages of the website made live in place.

A module of its own: the site's tests in tests/test_a11y_browser.py keep one Playwright open for the whole
module, and a second one cannot start while it runs.  Needs what tests/test_a11y_browser.py needs plus the
build tools of the app; without them the test is skipped, except when the environment variable CI is set.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))
sys.path.insert(0, str(ROOT / "tools" / "lite"))

import sitetest  # noqa: E402
from axe_support import AxeReport, missing_axe  # noqa: E402
from browser_support import chromium, missing_browser, missing_site_tools, require, wait_until_quiet  # noqa: E402
from test_a11y_browser import report_axe  # noqa: E402

#: pages of the live app (tools/lite), relative to the app: the landing page and the reset page (which stays
#: on the page with ``stay=1`` instead of opening the lesson)
LIVE_APP_PAGES = ("index.html", "reset.html?path=de/00_start.ipynb&stay=1", "reset.html?all=en&stay=1")
#: live lesson pages (issue 14): ``(page relative to the app, CSS selector that is there once the lesson's widgets
#: run)``.  axe checks the lesson's outputs there (:data:`LIVE_OUTPUTS`); the editor around them is JupyterLite's.
LIVE_LESSON_PAGES: tuple[tuple[str, str], ...] = (
    ("notebooks/index.html?path=de/02_knack_counting_a_hand.ipynb", ".knackpy-widget-picker"),
    ("notebooks/index.html?path=en/04_knack_your_turn.ipynb", ".knackpy-widget-moves"),
    ("notebooks/index.html?path=de/07_knack_play_a_game.ipynb", ".knackpy-widget-game-table"),
)
LIVE_OUTPUTS = ".jp-OutputArea"
#: lesson pages of the website, made live in place with "Live starten / Start live" (issue 14): axe checks the
#: whole page once it is live, the note with its status line and every live output included
LIVE_SITE_PAGES = (
    "course/02_knack_counting_a_hand/",
    "en/course/04_knack_your_turn/",
    "course/07_knack_play_a_game/",
)


@pytest.fixture(scope="module")
def requirements():
    require(missing_browser() + missing_site_tools() + missing_axe(), "the accessibility browser tests")


@pytest.fixture(scope="module")
def live_site(requirements):
    import litetest

    require(litetest.missing_tools(), "the live lesson pages' accessibility test")
    with sitetest.serve(litetest.built_site()) as url:
        yield url


@pytest.fixture(scope="module")
def live_app(requirements):
    import litetest

    missing = litetest.missing_tools()
    require(missing, "the live app's accessibility test")
    with sitetest.serve(litetest.built_app()) as url:
        yield url


_KERNEL_READY = """() => {
    const status = document.querySelector(".jp-Notebook-ExecutionIndicator")?.dataset.status;
    if (status && status !== "idle") window.__knackpyKernelStarting = true;
    return window.__knackpyKernelStarting === true && status === "idle";
}"""
#: the kernel is idle and no cell waits to run (its prompt shows "[*]" until it has run)
_KERNEL_IDLE = """() => document.querySelector(".jp-Notebook-ExecutionIndicator")?.dataset.status === "idle"
    && ![...document.querySelectorAll(".jp-InputPrompt")].some((prompt) => prompt.textContent.includes("*"))"""


def test_live_app_pages_pass_axe(live_app, tmp_path, capsys):
    """The live app's landing page and reset page, and the outputs of live lessons once their widgets run."""
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    report = AxeReport()
    with chromium(live_app, tmp_path / "profile", service_workers="allow") as (context, recorder):
        page = context.new_page()
        for path in LIVE_APP_PAGES:
            page.goto(live_app + path, wait_until="load")
            page.wait_for_load_state("networkidle")
            report.check(page, f"live/{path}")
        for path, ready in LIVE_LESSON_PAGES:
            page.goto(live_app + path, wait_until="load")
            page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
            page.wait_for_function(_KERNEL_READY, polling=200, timeout=180_000)
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator(".lm-Menu-item:visible", has_text="Run All Cells").first.click()
            page.locator(ready).first.wait_for(state="attached", timeout=180_000)
            page.wait_for_function(_KERNEL_IDLE, polling=100, timeout=60_000)  # every cell has run
            wait_until_quiet(page)  # and its outputs are drawn
            report.check(page, f"live/{path}", include=LIVE_OUTPUTS)
        page.close()
    report_axe(capsys, report, "live app")
    assert len(report.pages) == len(LIVE_APP_PAGES) + len(LIVE_LESSON_PAGES)
    assert report.violations == [], report.summary()
    recorder.check()


def test_lesson_pages_made_live_in_place_pass_axe(live_site, tmp_path, capsys):
    """A lesson page after "Live starten": the live outputs (widgets, checks, rule boxes) and the note around
    them, which now says the lesson is live, with no violation."""
    report = AxeReport()
    with chromium(live_site, tmp_path / "profile", service_workers="block") as (context, recorder):
        page = context.new_page()
        for path in LIVE_SITE_PAGES:
            page.goto(live_site + path, wait_until="load")
            page.locator("button[data-knackpy=live-start]").click()
            page.wait_for_function(
                "['ready', 'failed'].includes(document.body.dataset.knackpyLive)", polling=100, timeout=180_000
            )
            assert page.evaluate("document.body.dataset.knackpyLive") == "ready", path
            wait_until_quiet(page)  # the live outputs are drawn
            report.check(page, path)
        page.close()
    report_axe(capsys, report, "live lesson pages")
    assert len(report.pages) == len(LIVE_SITE_PAGES)
    assert report.violations == [], report.summary()
    recorder.check()
