"""Accessibility of the website and the live app in a real browser (issue 17): axe-core, phones, the colour switch, print.

* **axe-core** (tests/axe_support.py: the npm package at a pinned version and hash) runs its WCAG 2.1 A and
  AA rules on every page of the site in both languages, with the saved widget views drawn.  The test prints
  the pages and rules checked and every violation; the goal is 0.  The live app's pages are checked in
  tests/test_a11y_live_browser.py (a browser of their own: one Playwright at a time per process).
* **Phones:** at 390 px every lesson page has no horizontal scrolling, widget buttons are at least 44 px
  high and cards shrink to the screen.
* **The four-colour deck switch** of the site recolours the card pictures and is remembered (localStorage).
* **Print:** rule cards keep their meaning in black and white.

Needs ``/usr/bin/chromium``, the Python package ``playwright``, the site tools and npm (for axe-core); the
live app's pages also need the build tools of the app.  Without them these tests are skipped, except when
the environment variable CI is set: then they fail.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))
sys.path.insert(0, str(ROOT / "tools" / "lite"))

import sitetest  # noqa: E402
from axe_support import AxeReport, missing_axe  # noqa: E402
from browser_support import chromium, missing_browser, missing_site_tools, require  # noqa: E402
from picture_support import pictures_in  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts"
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def requirements():
    require(missing_browser() + missing_site_tools() + missing_axe(), "the accessibility browser tests")


@pytest.fixture(scope="module")
def site(requirements, shared_site) -> Path:
    """The session's site (tests/conftest.py; ``KNACKPY_SITE_COURSE=DIR``: of a course folder with re-executed lessons)."""
    return shared_site.site


@pytest.fixture(scope="module")
def base_url(site):
    with sitetest.serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser(base_url, tmp_path_factory):
    with chromium(base_url, tmp_path_factory.mktemp("chromium-profile"), service_workers="block") as pair:
        yield pair


def _pages(site: Path) -> list[str]:
    """Every page of the site, relative to its root ("" is the German home page); not the session's test page
    with bare ipywidgets (sitetest.WIDGET_LESSON), which no reader ever sees."""
    pages = [p.relative_to(site).as_posix().removesuffix("index.html") for p in sitetest.content_pages(site)]
    return [page for page in pages if sitetest.WIDGET_LESSON not in page]


def _lesson_pages(site: Path) -> list[str]:
    return [page for page in _pages(site) if "course/" in page]


_WIDGETS_DRAWN = """() => {
    const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]').length;
    return document.querySelectorAll(".jupyter-widgets .widget-subarea").length >= views;
}"""


def _open(page, url: str) -> None:
    response = page.goto(url, wait_until="load")
    assert response is not None and response.ok, f"{url}: HTTP {response.status if response else '-'}"
    page.wait_for_function(_WIDGETS_DRAWN, timeout=30_000)  # the saved widget views are drawn


def report_axe(capsys, report: AxeReport, what: str) -> None:
    with capsys.disabled():
        print(f"\n{what}: {report.summary()}")


def test_every_site_page_passes_axe_in_both_languages(site, base_url, browser, capsys):
    """WCAG 2.1 A + AA on every page (German and English), the saved widget views (static widget output) drawn."""
    context, recorder = browser
    page = context.new_page()
    report = AxeReport()
    pages = _pages(site)
    assert len(pages) > 40 and any(p.startswith("en/") for p in pages)
    for path in pages:
        _open(page, base_url + path)
        report.check(page, path or "/")
    page.close()
    report_axe(capsys, report, "site")
    assert len(report.rules) > 40
    assert report.violations == [], report.summary()
    recorder.check()


_OVERFLOW = """() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("article *")].filter(e => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !e.closest("[data-knackpy-scrolls]");
    });
    return {
        scroll: document.documentElement.scrollWidth, width,
        wide: wide.slice(0, 5).map(e => e.tagName + "." + [...e.classList].join(".") + " " + Math.round(e.getBoundingClientRect().right)),
    };
}"""

_SMALL_BUTTONS = """() => [...document.querySelectorAll(".knackpy-widget.jupyter-button, .knackpy-widget .jupyter-button")]
    .filter(b => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
    .map(b => b.textContent.trim() + " " + b.getBoundingClientRect().height)"""

_CARDS_FIT = """() => [...document.querySelectorAll(".knackpy-widget-svg svg, img.knackpy-picture")]
    .filter(e => e.getBoundingClientRect().width > document.documentElement.clientWidth)
    .map(e => (e.getAttribute("aria-label") || e.alt || "").slice(0, 60))"""


_CUT_OFF = """() => [...document.querySelectorAll(
        ".knackpy-widget.jupyter-button, .knackpy-widget .jupyter-button, .knackpy-widget select")]
    .filter(e => e.offsetParent !== null && (e.scrollWidth > e.clientWidth + 1
        || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1))
    .map(e => (e.textContent || e.value || "").trim().slice(0, 50))"""

_MOVES_TOWER = """() => [...document.querySelectorAll(".knackpy-widget-moves")]
    .filter(box => box.offsetParent !== null)
    .map(box => [...box.children].filter(b => b.offsetParent !== null))
    .filter(buttons => buttons.length >= 9)
    .filter(buttons => new Set(buttons.map(b => Math.round(b.getBoundingClientRect().left))).size < 2)
    .map(buttons => buttons.length)"""


def test_lesson_pages_fit_a_phone(site, base_url, browser):
    """390 px wide: no horizontal scrolling, widget buttons at least 44 px high, no label cut off (buttons, the
    "Blatt" dropdown), moves side by side rather than one tower of buttons, card pictures inside the screen."""
    context, recorder = browser
    page = context.new_page()
    page.set_viewport_size(PHONE)
    lessons = _lesson_pages(site)
    assert len(lessons) >= 28
    problems = []
    for path in lessons:
        _open(page, base_url + path)
        overflow = page.evaluate(_OVERFLOW)
        if overflow["scroll"] > overflow["width"] or overflow["wide"]:
            problems.append(f"{path}: {overflow}")
        small = page.evaluate(_SMALL_BUTTONS)
        if small:
            problems.append(f"{path}: buttons lower than 44 px: {small[:5]}")
        cut_off = page.evaluate(_CUT_OFF)
        if cut_off:
            problems.append(f"{path}: labels cut off: {cut_off[:5]}")
        tower = page.evaluate(_MOVES_TOWER)
        if tower:
            problems.append(f"{path}: moves stacked one under the other: {tower}")
        too_wide = page.evaluate(_CARDS_FIT)
        if too_wide:
            problems.append(f"{path}: pictures wider than the screen: {too_wide[:3]}")
    ARTIFACTS.mkdir(exist_ok=True)
    for lang in sitetest.LANGS:
        _open(page, f"{base_url}{sitetest.page_dir(lang)}course/07_knack_play_a_game/")
        page.screenshot(path=str(ARTIFACTS / f"phone-{lang}-07_knack_play_a_game.png"), full_page=True)
    page.close()
    assert problems == [], "\n".join(problems)
    recorder.check()


_IMAGE_SVG = """(index) => {
    const img = [...document.querySelectorAll('.jp-OutputArea-output > img.knackpy-picture')][index];
    const [head, data] = [img.src.slice(0, img.src.indexOf(",")), img.src.slice(img.src.indexOf(",") + 1)];
    if (!head.endsWith(";base64")) return decodeURIComponent(data);  // as knackpy.svg.picture_html writes it
    return new TextDecoder().decode(Uint8Array.from(atob(data), c => c.charCodeAt(0)));  // as the switch does
}"""


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_the_four_colour_switch_recolours_cards_and_is_remembered(base_url, browser, lang):
    from knackpy import svg

    context, recorder = browser
    page = context.new_page()
    url = f"{base_url}{sitetest.page_dir(lang)}course/00_start/"
    _open(page, url)
    page.evaluate("localStorage.removeItem('knackpy-suit-colours')")
    page.reload(wait_until="load")
    switch = page.locator(".knackpy-colour-switch")
    assert switch.get_attribute("aria-pressed") == "false"
    assert switch.inner_text().strip() == ("4 Farben" if lang == "de" else "4 colours")
    assert svg.SUIT_COLOURS["hearts"] in page.evaluate(_IMAGE_SVG, 0)
    switch.focus()
    page.keyboard.press("Enter")  # a button: Enter and Space work
    assert switch.get_attribute("aria-pressed") == "true"
    four = page.evaluate(_IMAGE_SVG, 0)
    drawn = set(re.findall(r'(?<![-\w])(?:fill|stroke)="(#[0-9A-F]{6})"', four))  # not the kept data-knackpy-fill
    assert svg.FOUR_COLOURS["hearts"] in drawn and svg.SUIT_COLOURS["hearts"] not in drawn
    assert 'role="img"' in four  # still a named picture
    page.goto(f"{base_url}{sitetest.page_dir(lang)}course/02_knack_counting_a_hand/", wait_until="load")
    page.wait_for_function(_WIDGETS_DRAWN, timeout=30_000)
    widget_svg = page.locator(".knackpy-widget-svg svg [data-suit=hearts] text").first
    widget_svg.wait_for(state="attached", timeout=30_000)
    assert widget_svg.get_attribute("fill") == svg.FOUR_COLOURS["hearts"]  # remembered on the next page
    card_button = page.locator(".knackpy-widget-picker button", has_text="7♥").first
    assert card_button.evaluate("b => b.style.color") == _rgb(svg.FOUR_COLOURS["hearts"])  # the buttons' ink too
    page.locator(".knackpy-colour-switch").press(" ")
    assert widget_svg.get_attribute("fill") == svg.SUIT_COLOURS["hearts"]
    assert card_button.evaluate("b => b.style.color") == _rgb(svg.SUIT_COLOURS["hearts"])
    assert page.evaluate("localStorage.getItem('knackpy-suit-colours')") == "standard"
    page.close()
    recorder.check()


def _rgb(colour: str) -> str:
    return "rgb({}, {}, {})".format(*(int(colour[i : i + 2], 16) for i in (1, 3, 5)))


def test_the_switch_knows_the_library_colours():
    """The site's table of colours is knackpy.svg.suit_colour_map("four") (one source for both)."""
    from knackpy import svg

    script = (ROOT / "docs" / "assets" / "javascripts" / "suit-colours.js").read_text(encoding="utf-8")

    def table(marker: str) -> dict:
        line = next(line for line in script.splitlines() if f"knackpy:{marker}" in line)
        return json.loads(line.split("*/", 1)[1].strip().rstrip(";"))

    assert table("suit-colour-map") == svg.suit_colour_map("four"), "regenerate MAP from svg.suit_colour_map()"
    assert table("suit-inks") == svg.suit_ink_map("four"), "regenerate INKS from svg.suit_ink_map()"


_GREY_TEXT = """() => {
    // every text of the rule card, its colour and the colour behind it, as printed without backgrounds
    const out = [];
    for (const e of document.querySelectorAll("article *")) {
        if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
        const style = getComputedStyle(e);
        if (style.display === "none" || style.visibility === "hidden") continue;
        out.push([e.tagName + "." + e.className, style.color]);
    }
    return out;
}"""


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_rule_cards_keep_their_meaning_in_black_and_white(base_url, browser, lang):
    """Printed in black and white without backgrounds: every text is dark on the white paper (4.5:1 as grey)."""
    from colour_check import contrast

    context, recorder = browser
    page = context.new_page()
    page.emulate_media(media="print")
    for ruleset in ("knack", "knack_oberlausitz", "charakir"):
        page.goto(f"{base_url}{sitetest.page_dir(lang)}teachers/card-{ruleset}/", wait_until="load")
        texts = page.evaluate(_GREY_TEXT)
        assert len(texts) > 10
        for where, colour in texts:
            parts = [float(x) for x in colour[colour.index("(") + 1 : colour.index(")")].split(",")]
            alpha = parts[3] if len(parts) == 4 else 1.0  # a see-through colour prints lighter, on white paper
            hex_colour = "#" + "".join(f"{round(c * alpha + 255 * (1 - alpha)):02X}" for c in parts[:3])
            assert contrast(hex_colour, "#FFFFFF") >= 4.5, (ruleset, where, colour)
        ids = page.locator(".knackpy-rule-id")
        if ids.count():  # rule IDs stay readable without their coloured badge
            assert (
                page.evaluate("getComputedStyle(document.querySelector('.knackpy-rule-id')).borderTopStyle") != "none"
            )
    page.close()
    recorder.check()


def test_svg_images_on_the_site_carry_the_pictures_own_names(site):
    """Every picture of a lesson page is an <img> named like the picture itself ("Karten: Herz-Dame, ..."): knackpy
    hands Jupyter ``text/html`` (knackpy.svg.picture_html), so nbconvert's English "No description" never shows."""
    named = 0
    for lang in sitetest.LANGS:
        for name in sitetest.lesson_names(lang):
            page = (site / sitetest.page_dir(lang) / "course" / name / "index.html").read_text(encoding="utf-8")
            assert "No description has been provided" not in page
            pictures = pictures_in(page)  # every SVG image is a knackpy picture
            for alt, picture in pictures:
                label = re.search(r'<svg[^>]*aria-label="([^"]*)"', picture).group(1)
                assert 'role="img"' in picture and alt and alt == html.unescape(label), (name, alt)
            named += len(pictures)
    assert named >= 18  # cards and charts of lessons 00, 01, 06, 08, 09, 12 and 15, in both languages
    german = (site / "course" / "00_start" / "index.html").read_text(encoding="utf-8")
    assert 'alt="Karten: Kreuz-Ass, Pik-König, Herz-Dame' in german
