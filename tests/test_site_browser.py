"""The course website in a real browser: Debian's Chromium, driven by Python Playwright.

The site is built (with one extra lesson that has saved ipywidgets state, so
the widget embedding is always exercised) and served on 127.0.0.1 from a
thread.  Every request the browser makes is recorded, and any that would leave
127.0.0.1 is blocked and fails the test.

Needs ``/usr/bin/chromium`` (``apt-get install chromium``) and the Python
package ``playwright`` (its own browser download is not used).  Without them
these tests are skipped, except when the environment variable CI is set: then
they fail, because CI must run them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))

import sitetest  # noqa: E402
from browser_support import Console, chromium, missing_browser, missing_site_tools, require  # noqa: E402
from picture_support import saved_picture_names, saved_pictures  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts"
START = "00_start"


@pytest.fixture(scope="module")
def requirements():
    require(missing_browser() + missing_site_tools(), "browser tests")


@pytest.fixture(scope="module")
def site(requirements, shared_site) -> Path:
    """The session's site (tests/conftest.py), with one extra lesson that has saved ipywidgets state."""
    return shared_site.site


@pytest.fixture(scope="module")
def course(shared_site) -> Path:
    """The course folder the site was built from."""
    return shared_site.course


@pytest.fixture(scope="module")
def base_url(site):
    with sitetest.serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser(base_url, tmp_path_factory):
    with chromium(base_url, tmp_path_factory.mktemp("chromium-profile"), service_workers="block") as pair:
        yield pair


def _open(page, url: str) -> None:
    response = page.goto(url, wait_until="load")
    assert response is not None and response.ok, f"{url}: HTTP {response.status if response else '-'}"


def _page_urls(site: Path, base_url: str) -> list[str]:
    return [base_url + p.relative_to(site).as_posix().removesuffix("index.html") for p in sitetest.content_pages(site)]


def test_an_old_lesson_address_forwards_to_the_new_lesson(site, base_url, browser):
    """Issue 15 renumbered the lessons; an old address still leads a reader to the lesson (at once)."""
    context, _ = browser
    page = context.new_page()
    for lang in sitetest.LANGS:
        page.goto(f"{base_url}{sitetest.page_dir(lang)}course/06_knack_lives_and_pot/", wait_until="load")
        page.wait_for_url(f"**/{sitetest.page_dir(lang)}course/06_knack_lives/", timeout=15_000)
        assert page.locator("article h1").first.inner_text().strip()
    page.close()


def _lesson_url(base_url: str, lang: str, name: str) -> str:
    return f"{base_url}{sitetest.page_dir(lang)}course/{name}/"


def _visible(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["width"] > 0 and box["height"] > 0


# --- the tests ----------------------------------------------------------------------------------------


def test_every_page_loads_with_a_heading_and_no_console_errors(site, base_url, browser):
    context, recorder = browser
    page = context.new_page()
    console = Console(page)
    urls = _page_urls(site, base_url)
    assert len(urls) > 20
    for url in urls:
        console.errors.clear()
        _open(page, url)
        heading = page.locator("article h1").first
        assert heading.count() == 1 and heading.inner_text().strip().rstrip("¶").strip(), f"no heading on {url}"
        assert _visible(heading), url
        # every image on the page was loaded and decoded (card SVGs, charts, icons)
        broken = page.evaluate(
            "[...document.images].filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src.slice(0, 80))"
        )
        assert broken == [], f"{url}: images not drawn {broken}"
        assert console.errors == [], f"{url}: {console.errors}"
    page.close()
    assert len(recorder.local) > len(urls)  # the recorder saw the pages and their assets
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_cards_and_charts_are_visible_on_the_start_lesson(site, course, base_url, browser, lang):
    context, recorder = browser
    page = context.new_page()
    _open(page, _lesson_url(base_url, lang, START))
    nb = json.loads((course / lang / f"{START}.ipynb").read_text(encoding="utf-8"))
    pictures = len(saved_picture_names(nb))  # the hands, and the checks' cards
    drawings = page.locator(".jp-OutputArea-output img.knackpy-picture")
    assert len(saved_pictures(nb)) > 0 and drawings.count() == pictures
    for index in range(drawings.count()):
        drawing = drawings.nth(index)
        drawing.scroll_into_view_if_needed()
        assert _visible(drawing), f"drawing {index} of the {lang} start lesson has no size"
    # the start lesson has no controls: no note about them, nothing to start (issue 28), but its progress line
    assert "widgets" not in nb["metadata"] and page.locator("[data-knackpy=widget-note]").count() == 0
    progress = page.locator("[data-knackpy=progress]")
    assert _visible(progress) and str(page.locator(".knackpy-check").count()) in progress.inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"site-{lang}-{START}.png"), full_page=True)
    page.close()
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_outputs_line_up_with_the_lesson_text(site, base_url, browser, lang):
    """Rule boxes, checks and pictures start where the lesson's text starts: the output prompt ("Out[3]:"),
    which the site does not show, takes no room either (at 1280 px it used to push every output 80 px in)."""
    context, recorder = browser
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    _open(page, _lesson_url(base_url, lang, "02_knack_counting_a_hand"))
    text = page.locator(".jp-MarkdownCell p").first.bounding_box()["x"]
    outputs = page.locator(".jp-OutputArea-output")
    assert outputs.count() >= 5 and page.locator(".jp-OutputArea-output .knackpy-rule").count() >= 1
    for index in range(outputs.count()):
        box = outputs.nth(index).bounding_box()
        assert box is not None and abs(box["x"] - text) <= 8, f"output {index} starts at {box} (text: {text})"
    page.close()
    recorder.check()


def test_saved_widget_views_are_drawn(site, course, base_url, browser):
    context, recorder = browser
    with_widgets = []
    for lang in sitetest.LANGS:
        for path in sorted((course / lang).glob("*.ipynb")):
            nb = json.loads(path.read_text(encoding="utf-8"))
            views = sum(
                1
                for c in nb["cells"]
                for o in c.get("outputs", ())
                if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
            )
            if "application/vnd.jupyter.widget-state+json" in nb.get("metadata", {}).get("widgets", {}) and views:
                with_widgets.append((lang, path.stem, views))
    assert {(lang, name) for lang, name, _ in with_widgets} >= {
        (lang, sitetest.WIDGET_LESSON) for lang in sitetest.LANGS
    }
    page = context.new_page()
    console = Console(page)
    for lang, name, views in with_widgets:
        console.errors.clear()
        _open(page, _lesson_url(base_url, lang, name))
        areas = page.locator(".jupyter-widgets .widget-subarea")
        areas.first.wait_for(state="attached", timeout=15_000)
        page.wait_for_function(f"document.querySelectorAll('.jupyter-widgets .widget-subarea').length >= {views}")
        for index in range(areas.count()):
            areas.nth(index).scroll_into_view_if_needed()
            assert _visible(areas.nth(index)), f"{lang}/{name}: widget view {index} has no size"
        assert console.errors == [], f"{lang}/{name}: {console.errors}"
        if name == sitetest.WIDGET_LESSON:
            text, drawn = sitetest.WIDGET_TEXT, page.locator(".widget-subarea")
            assert _visible(drawn.get_by_role("button", name=text["button"]))
            assert _visible(drawn.locator(".widget-slider").first)
            assert _visible(drawn.get_by_text(text["html"], exact=True))
            ARTIFACTS.mkdir(exist_ok=True)
            page.locator(".jupyter-widgets").first.screenshot(path=str(ARTIFACTS / f"site-{lang}-widgets.png"))
    page.close()
    recorder.check()


def test_language_switch_goes_to_the_same_lesson(site, course, base_url, browser):
    context, recorder = browser
    page = context.new_page()
    titles = {
        (lang, path.stem): _first_heading(path) for lang in sitetest.LANGS for path in (course / lang).glob("*.ipynb")
    }
    for index, name in enumerate(sorted({name for _, name in titles})):
        # every lesson once, the directions taking turns (test_site.py checks every link of every page)
        for lang, other in [("de", "en"), ("en", "de")][index % 2 : index % 2 + 1]:
            _open(page, _lesson_url(base_url, lang, name))
            page.locator(".md-header__option .md-select").hover()
            page.locator(f"a.md-select__link[hreflang={other}]").click()
            page.wait_for_load_state("load")
            assert page.url == _lesson_url(base_url, other, name), f"{lang}/{name} -> {page.url}"
            assert page.locator("html").get_attribute("lang") == other
            assert page.locator("article h1").first.inner_text().strip().rstrip("¶").strip() == titles[(other, name)]
    page.close()
    recorder.check()


def test_home_page_switch_works_from_a_sub_path(site, base_url, browser):
    """The switch uses relative links, so the site also works from a folder (no '/' or '/en/')."""
    context, recorder = browser
    page = context.new_page()
    _open(page, base_url + "en/")
    page.locator(".md-header__option .md-select").hover()
    page.locator("a.md-select__link[hreflang=de]").click()
    page.wait_for_load_state("load")
    assert page.url == base_url and page.locator("html").get_attribute("lang") == "de"
    page.close()
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_rule_cards_print_on_one_page(base_url, browser, lang):
    context, recorder = browser
    page = context.new_page()
    for ruleset in ("knack", "knack_oberlausitz", "charakir"):
        _open(page, f"{base_url}{sitetest.page_dir(lang)}teachers/card-{ruleset}/")
        pdf = page.pdf(prefer_css_page_size=True, print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
        assert pages == 1, f"the {lang} rule card of {ruleset} prints on {pages} pages"
    page.close()
    recorder.check()


def _first_heading(path: Path) -> str:
    import sitegen

    return sitegen.notebook_title(path)
