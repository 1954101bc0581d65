"""The live app in a real browser: Debian's Chromium, driven by Python Playwright, like test_site_browser.py.

The website is built with the app in ``live/`` (tools/lite/litetest.py, once per session) and served
on 127.0.0.1 from a thread.  From a lesson page, "Live ausprobieren / Try it live" opens the lesson
in JupyterLite; it runs, a widget answers a click, edits survive a reload and the reset page brings
the original back.  Every request is recorded; any that would leave 127.0.0.1 is blocked and fails
the test (and Chromium resolves no other host name at all).

Service workers are allowed here, unlike in test_site_browser.py: JupyterLite's kernel reaches the
notebook's folder through its service worker, and without it the kernel does not start.  Playwright
is asked to report the service worker's requests too (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS).

Needs ``/usr/bin/chromium``, the Python package ``playwright`` and the build tools of the app; without
them these tests are skipped, except when the environment variable CI is set: then they fail.
"""

from __future__ import annotations

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
from browser_support import chromium, missing_browser, require, wait_until  # noqa: E402

#: a second fence behind the request router: no host name but the test server's resolves
NO_OTHER_HOSTS = ("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",)
ARTIFACTS = ROOT / "test-artifacts"
WIDGET_LESSON = "02_knack_counting_a_hand"
EDIT_LESSON = "00_start"
#: a lesson with controls, so its page links to the app (a page with nothing to start has no link, issue 28)
MENU_LESSON = "02_knack_counting_a_hand"
TEXT = {
    "value": ("Wert:", "Value:"),
    "pick_more": ("Noch eine Karte", "Pick one more card"),
}


def _missing() -> list[str]:
    return missing_browser() + litetest.missing_tools()


@pytest.fixture(scope="module")
def requirements():
    require(_missing(), "the live app's browser tests")


@pytest.fixture(scope="module")
def site(requirements) -> Path:
    return litetest.built_site()


@pytest.fixture(scope="module")
def base_url(site):
    with litetest.serve(site) as url:
        yield url


@pytest.fixture
def browser(base_url, tmp_path):
    """A fresh Chromium profile per test: every test starts cold, with empty browser storage."""
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
    # JupyterLite needs its service worker: without it the kernel's contents requests get 501 and it never starts
    with chromium(base_url, tmp_path / "chromium-profile", service_workers="allow", extra_args=NO_OTHER_HOSTS) as pair:
        yield pair


def _lesson_page(base_url: str, lang: str, name: str) -> str:
    return f"{base_url}{litetest.page_dir(lang)}course/{name}/"


def _notebook(page):
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    return page.locator(".jp-Notebook")


LESSON_RAN = "['ready', 'failed'].includes(document.documentElement.dataset.knackpyLive)"
#: the notebook as JupyterLite's contents service has stored it (in the browser's storage), as text
_STORED_TEXT = """async (path) => JSON.stringify(
    (await window.jupyterapp.serviceManager.contents.get(path, { content: true })).content)"""


def _first_output_cell(page):
    """The first code cell with printed output: the lesson's ``import knackpy`` cell."""
    return page.locator(".jp-CodeCell").filter(has_text="import knackpy").first


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lesson_runs_live_and_a_widget_answers(base_url, browser, lang):
    context, recorder = browser
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
    page.goto(_lesson_page(base_url, lang, WIDGET_LESSON), wait_until="load")
    link = page.locator("a[data-knackpy=live-link]")
    assert (
        link.inner_text().strip()
        == ("Ganze Lektion in der Browser-Version", "Whole lesson in the in-browser version")[["de", "en"].index(lang)]
    )

    start = time.monotonic()
    link.click()
    page.wait_for_url(f"**/live/{lang}/notebooks/index.html?path={lang}/{WIDGET_LESSON}.ipynb")
    _notebook(page)
    shown = time.monotonic() - start
    try:
        # the lesson runs by itself (live/knackpy-live.js), nothing to click
        page.wait_for_function(LESSON_RAN, polling=100, timeout=180_000)
        assert page.evaluate("document.documentElement.dataset.knackpyLive") == "ready"
        # issue 28: the app opens at the lesson's start, not scrolled to the last cell "Run All Cells" leaves active
        assert page.evaluate("document.documentElement.dataset.knackpyScrolled") == "top"
        title = page.locator(".jp-Notebook .jp-Cell").first
        assert title.evaluate(
            "(c) => { const r = c.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; }"
        )
        cell = _first_output_cell(page)
        cell.locator(".jp-OutputArea-output").first.wait_for(timeout=120_000)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)  # what the page showed, for whoever reads the failure
        page.screenshot(path=str(ARTIFACTS / f"lite-{lang}-no-output.png"), full_page=True)
        raise
    first_output = time.monotonic() - start
    assert "K6" in cell.locator(".jp-OutputArea").inner_text()  # registry.rule_text, printed by knackpy
    print(f"\n[{lang}] notebook shown after {shown:.1f} s, first output after {first_output:.1f} s (cold; budget 20 s)")

    # the hand lab: its value line answers a click on a card of the hand
    lab = page.locator(".knackpy-widget").first
    lab.wait_for(timeout=60_000)
    value = lab.locator(".widget-html-content", has_text=TEXT["value"][["de", "en"].index(lang)]).first
    value.wait_for(timeout=30_000)
    before = value.inner_text()
    chosen = lab.locator(".knackpy-widget-picker button.mod-active").first
    chosen.scroll_into_view_if_needed()
    chosen.click()
    answer = lab.get_by_text(TEXT["pick_more"][["de", "en"].index(lang)])
    answer.wait_for(timeout=30_000)
    assert before.strip() and answer.is_visible()
    assert lab.locator(".knackpy-widget-picker button.mod-active").count() == 2
    ARTIFACTS.mkdir(exist_ok=True)
    lab.screenshot(path=str(ARTIFACTS / f"lite-{lang}-handlab.png"))
    assert errors == [], errors
    assert any("/live/static/pyodide/knackpy-" in url for url in recorder.local)
    recorder.check()
    # No assertion on wall-clock time (tests never do): the figure is printed above and recorded in the README.


#: runs code in the open notebook's kernel and returns what it printed
RUN_IN_KERNEL = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code });
  let printed = "";
  future.onIOPub = (message) => { if (message.header.msg_type === "stream") printed += message.content.text; };
  await future.done;
  return printed;
}"""


def test_a_restarted_kernel_starts_a_pyodide_of_its_own(base_url, browser):
    """The kernel takes the worker that started Pyodide with the page (build.py, step 8b) once; after a restart
    the new kernel has a worker and a Pyodide of its own, as in JupyterLite without that early start."""
    context, recorder = browser
    page = context.new_page()
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(urlsplit(worker.url).path))
    page.goto(f"{base_url}live/en/notebooks/index.html?path=en/{WIDGET_LESSON}.ipynb", wait_until="load")
    page.wait_for_function(LESSON_RAN, polling=100, timeout=180_000)
    assert page.evaluate("document.documentElement.dataset.knackpyWorker") == "early"
    assert page.evaluate(RUN_IN_KERNEL, "print(LANG)") == "en\n"  # the lesson's own variables
    page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.restartKernel()")
    page.wait_for_function(
        "window.jupyterapp.shell.currentWidget.sessionContext.kernelDisplayStatus === 'idle'", timeout=120_000
    )
    printed = page.evaluate(RUN_IN_KERNEL, "print('LANG' in globals()); import knackpy; print(knackpy.__name__)")
    assert printed == "False\nknackpy\n"  # a new Python: the lesson's variables are gone, knackpy is there
    kernel_workers = [path for path in workers if path.startswith("/live/")]
    assert kernel_workers[0] == "/live/knackpy-kernel-worker.js" and len(kernel_workers) == 2, workers
    assert re.fullmatch(
        r"/live/extensions/@jupyterlite/pyodide-kernel-extension/static/comlink\.worker\.\w+\.js", kernel_workers[1]
    )
    recorder.check()


def test_another_jupyterlite_runs_the_plain_way_and_says_why(base_url, browser):
    """The app's adapter (live/knackpy-live.js) uses JupyterLite's internals only with the versions it was written
    for.  Here the build says another JupyterLite: no early worker, no run on open, one console line that says
    why, and the notebook works as JupyterLite's own (the kernel starts its own worker; a cell runs)."""
    context, recorder = browser
    page = context.new_page()
    said: list[str] = []
    page.on("console", lambda message: said.append(message.text))
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(urlsplit(worker.url).path))

    def other_jupyterlite(route):
        html = route.fetch().text()
        route.fulfill(
            status=200,
            content_type="text/html",
            body=html.replace("&quot;jupyterlite&quot;: &quot;", "&quot;jupyterlite&quot;: &quot;9.", 1),
        )

    page.route(lambda url: urlsplit(url).path == "/live/en/notebooks/index.html", other_jupyterlite)
    page.goto(f"{base_url}live/en/notebooks/index.html?path=en/{WIDGET_LESSON}.ipynb", wait_until="load")
    page.wait_for_function("document.documentElement.dataset.knackpyLive === 'plain'", polling=100, timeout=60_000)
    why = page.evaluate("document.documentElement.dataset.knackpyPlain")
    assert re.fullmatch(r"jupyterlite 9\.[\d.]+ is not [\d.]+", why), why
    assert said.count(f"knackpy: {why}: the app runs the plain way") == 1, said
    _notebook(page)
    page.wait_for_function(
        "window.jupyterapp.shell.currentWidget.sessionContext.kernelDisplayStatus === 'idle'", timeout=180_000
    )
    assert page.evaluate(RUN_IN_KERNEL, "import knackpy; print(knackpy.__name__)") == "knackpy\n"
    kernel_workers = [path for path in workers if path.startswith("/live/")]
    assert len(kernel_workers) == 1 and "comlink.worker" in kernel_workers[0], workers  # JupyterLite's own
    assert page.evaluate("document.documentElement.dataset.knackpyWorker") is None
    recorder.check()


#: the menu bar of the notebook app, German for a German lesson (the pinned language pack), English for an English one
MENUS = {
    "de": ["Datei", "Bearbeiten", "Anzeigen", "Ausführen", "Kernel", "Einstellungen", "Hilfe"],
    "en": ["File", "Edit", "View", "Run", "Kernel", "Settings", "Help"],
}
MENU_LABELS = "#menu-panel .lm-MenuBar-itemLabel"
CATALOGUE = {"de": "de_DE.json", "en": "en.json"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lessons_app_has_menus_in_the_lessons_language(base_url, browser, lang):
    """tools/lite/build.py, add_language_apps: live/<lang>/notebooks/ is the notebook app with that locale."""
    context, recorder = browser
    page = context.new_page()
    page.goto(_lesson_page(base_url, lang, MENU_LESSON), wait_until="load")
    page.locator("a[data-knackpy=live-link]").click()
    page.wait_for_url(f"**/live/{lang}/notebooks/index.html?path={lang}/{MENU_LESSON}.ipynb")
    _notebook(page)
    page.locator(MENU_LABELS).first.wait_for(timeout=60_000)
    assert page.locator(MENU_LABELS).all_inner_texts() == MENUS[lang]
    assert page.evaluate("document.documentElement.lang").split("-")[0] == lang  # JupyterLab sets it: screen readers
    # the catalogue of the lesson's locale came from the site (JupyterLite's "all.json" lists the languages)
    fetched = {
        url.split("/live/api/translations/")[1].split("?")[0] for url in recorder.local if "/translations/" in url
    }
    assert fetched - {"all.json"} == {CATALOGUE[lang]}
    # the other language's app, in the same browser, keeps its own menus (a settings storage of its own)
    other = "en" if lang == "de" else "de"
    page.goto(f"{base_url}live/{other}/notebooks/index.html?path={other}/{MENU_LESSON}.ipynb", wait_until="load")
    page.locator(MENU_LABELS).first.wait_for(timeout=60_000)
    assert page.locator(MENU_LABELS).all_inner_texts() == MENUS[other]
    recorder.check()


def test_edits_survive_a_reload_and_reset_brings_the_original_back(base_url, browser):
    context, recorder = browser
    page = context.new_page()
    url = f"{base_url}live/notebooks/index.html?path=en/{EDIT_LESSON}.ipynb"
    page.goto(url, wait_until="load")
    _notebook(page)
    marker = "# my own note, kept in this browser"
    page.wait_for_function(LESSON_RAN, polling=100, timeout=180_000)
    # the run on open is no edit of the learner's: nothing is waiting to be saved into the browser's copy
    assert page.evaluate("window.jupyterapp.shell.currentWidget.context.model.dirty") is False
    page.locator(".jp-CodeCell .jp-InputPlaceholder").first.click()  # the code starts collapsed: open it
    editor = page.locator(".jp-CodeCell .cm-content").first
    editor.click()
    page.keyboard.press("ControlOrMeta+Home")
    page.keyboard.type(marker + "\n")
    page.keyboard.press("ControlOrMeta+s")
    page.wait_for_function(
        # the document is saved (cells that ran and were edited keep their own "edited" mark, jp-mod-dirty)
        "() => window.jupyterapp.shell.currentWidget.context.model.dirty === false",
        timeout=30_000,
    )
    wait_until(  # and the browser's copy has it (what the reload below reads)
        lambda: marker in page.evaluate(_STORED_TEXT, f"en/{EDIT_LESSON}.ipynb"),
        timeout=30,
        what="the edit in the browser's copy of the lesson",
    )

    page.reload(wait_until="load")
    _notebook(page)
    page.get_by_text(marker).first.wait_for(state="attached", timeout=30_000)  # it came back from browser storage

    # the reset page (linked from the lesson page and the landing page) deletes the stored copy
    page.goto(f"{base_url}live/reset.html?path=en/{EDIT_LESSON}.ipynb&stay=1", wait_until="load")
    page.wait_for_selector("body[data-done]", timeout=30_000)
    assert page.locator("body").get_attribute("data-deleted") == "1"  # one stored copy was there
    page.locator("#next").click()
    page.wait_for_url("**/live/en/notebooks/index.html?path=en%2F00_start.ipynb", timeout=30_000)
    _notebook(page)
    page.get_by_text('LANG = "en"').first.wait_for(state="attached", timeout=30_000)
    assert page.get_by_text(marker).count() == 0
    # and without `stay` it opens the original by itself
    page.goto(f"{base_url}live/reset.html?path=en/{EDIT_LESSON}.ipynb", wait_until="load")
    page.wait_for_url("**/live/en/notebooks/index.html?path=en%2F00_start.ipynb", timeout=30_000)
    recorder.check()


def test_landing_page_lists_both_languages_and_resets_all(base_url, browser):
    context, recorder = browser
    page = context.new_page()
    page.goto(f"{base_url}live/", wait_until="load")
    for lang in ("de", "en"):
        section = page.locator(f"section#{lang}")
        assert section.locator("li[data-lesson]").count() == len(litetest.sitetest.lesson_names(lang))
    page.locator("a[data-reset-all=de]").click()
    page.wait_for_url("**/live/index.html#de", timeout=30_000)
    recorder.check()
