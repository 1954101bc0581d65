"""Offline after the first visit (issue 14, point 6): the site's service worker for the lesson folders.

A module of its own, with a browser that does not route requests: Playwright's request routing stands between
the page and its service worker (requests that the worker answers from its cache are reported as failed once
the browser is offline), which no learner's browser does.  Requests are still recorded, and Chromium resolves
no host name but 127.0.0.1.  The site is the one tests/test_live_browser.py uses (tools/lite/litetest.py).
"""

from __future__ import annotations

import re

import pytest
import test_live_browser as live
from browser_support import Console, chromium
from test_live_browser import ARTIFACTS, LESSONS, LIVE, NO_OTHER_HOSTS, _lesson_url, _start_live, _wait_until_changed

#: the same built site and server as tests/test_live_browser.py (one build per session: tools/lite/litetest.py)
site = live.site
base_url = live.base_url


@pytest.fixture(scope="module")
def browser(base_url, tmp_path_factory):
    profile = tmp_path_factory.mktemp("chromium-offline")
    with chromium(base_url, profile, service_workers="allow", extra_args=NO_OTHER_HOSTS, intercept=False) as pair:
        yield pair


#: the site's service worker for the lesson folders (tools/site/knackpy-offline.js, written by tools/site/hooks.py)
OFFLINE_WORKER = "knackpy-offline.js"
#: the lesson page has handed the worker what it loaded before the worker existed, and the page itself is kept
PAGE_KEPT = """async () => {
    const page = location.href.split('#')[0];
    return !!navigator.serviceWorker.controller && !!(await caches.match(page, { cacheName: 'knackpy-pages' }));
}"""


#: everything "Live starten" fetched at once (live/knackpy-preload.json: Pyodide, the wheels, the worker) is kept
RUNTIME_KEPT = """async (name) => {
    const app = new URL(document.querySelector('[data-knackpy=live-start]').dataset.liveApp, document.baseURI);
    const { files } = await (await fetch(new URL('knackpy-preload.json', app))).json();
    const cache = await caches.open(name);
    const kept = await Promise.all(files.map((file) => cache.match(new URL(file, app).href)));
    return kept.every(Boolean);
}"""


def test_a_lesson_works_offline_after_the_first_visit(base_url, browser, site):
    """Issue 14, point 6: once a lesson has been live, the page opens and goes live again without a network.
    The worker covers the lesson folders only (the live app's own pages keep JupyterLite's), and its runtime
    cache is named after this build of the app."""
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    url = _lesson_url(base_url, "en", LESSONS["hand_lab"])
    try:
        page.goto(url, wait_until="load")
        page.wait_for_function(PAGE_KEPT, polling=200, timeout=30_000)
        _start_live(page, "en")
        scopes = page.evaluate("navigator.serviceWorker.getRegistrations().then((all) => all.map((r) => r.scope))")
        # the lesson folder and the page's Python worker; the live app's own pages are not the site worker's
        assert f"{base_url}en/course/" in scopes and f"{base_url}live/knackpy-page-worker.js" in scopes, scopes
        assert all(scope.endswith(("/course/", "/live/knackpy-page-worker.js")) for scope in scopes), scopes
        version = re.search(r'const VERSION = "([0-9a-f]{16})";', (site / OFFLINE_WORKER).read_text()).group(1)
        assert f"knackpy-runtime-{version}" in page.evaluate("caches.keys()")
        # once live, the page has handed the worker Python and the lesson to keep (copies from the browser's cache)
        page.wait_for_function(RUNTIME_KEPT, arg=f"knackpy-runtime-{version}", polling=200, timeout=30_000)

        context.set_offline(True)
        page.reload(wait_until="load")
        _start_live(page, "en")
        card = page.locator(f"{LIVE} .knackpy-widget-picker button").first
        output = card.locator("xpath=ancestor::div[contains(@class, 'jp-OutputArea-output')][1]")
        before = output.inner_text()
        card.click()
        _wait_until_changed(output, before)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "live-offline-failed.png"), full_page=True)
        raise
    finally:
        context.set_offline(False)
    # the site's search (MkDocs Material's worker, its index and its stemmers) is not kept offline: only its
    # worker may complain that it cannot load its scripts (tools/live-page/README.md, "Offline")
    errors = [e for e in console.errors if "/assets/javascripts/lunr/" not in e and "search_index.json" not in e]
    assert errors == [], console.errors
    recorder.check()
    page.close()
