"""Checks on the static website in Chromium: a wrong and a right answer in one lesson per game and language.

The feedback must appear at once, say right or not, and name the rule; after a
reload the page remembers the answer (localStorage).  Also prints how many
checks each built lesson page has and on how many lesson pages code is visible.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))

import sitetest  # noqa: E402
from browser_support import chromium, missing_browser, require  # noqa: E402

# one lesson per game, the same file name in both languages
LESSONS = {
    "knack": "02_knack_counting_a_hand",
    "knack_oberlausitz": "09_oberlausitz_cards_and_counting",
    "charakir": "14_charakir_knocking_and_scoring",
}
CHILDREN = {f"{n:02d}" for n in range(1, 8)}  # lessons 01-07: the Knack / 31 children's track
VERDICT = {"de": ("Richtig!", "Nicht ganz."), "en": ("Right!", "Not quite.")}


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    missing = missing_browser()
    try:
        import mkdocs_jupyter  # noqa: F401
    except ImportError as error:
        missing.append(f"the site tools ({error})")
    require(missing, "browser tests of the checks")
    built = sitetest.build_site(tmp_path_factory.mktemp("site") / "site")
    assert built.returncode == 0 and built.problems == [], built.log[-5000:]
    return built.site


@pytest.fixture(scope="module")
def base_url(site):
    with sitetest.serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser(base_url, tmp_path_factory):
    with chromium(base_url, tmp_path_factory.mktemp("chromium-profile"), service_workers="block") as pair:
        yield pair


def _url(base_url: str, lang: str, name: str) -> str:
    return f"{base_url}{sitetest.page_dir(lang)}course/{name}/"


def _answer(check, *, right: bool) -> str:
    choice = check.locator(f'.knackpy-check-choice[data-result="{"right" if right else "wrong"}"]').first
    choice.locator("summary").click()
    feedback = choice.locator(".knackpy-check-feedback")
    feedback.wait_for(state="visible", timeout=5000)
    return feedback.inner_text()


@pytest.mark.parametrize("lang", sitetest.LANGS)
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_a_wrong_and_a_right_answer_get_feedback_that_names_the_rule(base_url, browser, lang, game):
    context, recorder = browser
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(_url(base_url, lang, LESSONS[game]), wait_until="load")
    page.evaluate("localStorage.clear()")  # a check has one ID in both languages: start fresh
    page.reload(wait_until="load")
    checks = page.locator(".knackpy-check")
    assert checks.count() >= 4
    right_word, wrong_word = VERDICT[lang]
    first, second = checks.nth(0), checks.nth(1)
    wrong = _answer(first, right=False)
    assert wrong.startswith(wrong_word) and first.get_attribute("data-rule") in wrong, wrong
    assert first.get_attribute("data-state") == "wrong"  # checks.js marked it
    right = _answer(second, right=True)
    assert right.startswith(right_word) and second.get_attribute("data-rule") in right, right
    page.reload(wait_until="load")
    remembered = page.locator(".knackpy-check").nth(1)
    assert remembered.get_attribute("data-state") == "right"
    assert remembered.locator(".knackpy-check-remembered").is_visible()
    assert errors == []
    page.close()
    recorder.check()


def test_checks_and_visible_code_per_lesson_page(site, capsys):
    """Counts on the built site: checks per lesson page, and lesson pages that show code to learners."""
    import bs4

    rows, with_code = [], []
    for lang in sitetest.LANGS:
        for name in (n for n in sitetest.lesson_names(lang) if n[:2] < "20"):  # 2x: teachers' notebooks
            page = site / sitetest.page_dir(lang) / "course" / name / "index.html"
            soup = bs4.BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
            count = len(soup.select(".knackpy-check"))
            code = len(soup.select(".jp-CodeCell .jp-InputArea"))
            rows.append(f"{lang}/{name}: {count} checks, {code} code cells shown")
            if code:
                with_code.append(f"{lang}/{name}")
            assert count >= 4, f"{lang}/{name} has {count} checks on the site"
            if name[:2] in CHILDREN:
                assert code == 0, f"the children's track shows code on {lang}/{name}"
    with capsys.disabled():
        print("\n" + "\n".join(rows))
        print(f"lesson pages with visible code: {len(with_code)} of {len(rows)}")


def test_old_lesson_addresses_lead_to_the_renamed_lessons(site):
    import redirects

    for lang in sitetest.LANGS:
        for old, new in redirects.RENAMED.items():
            page = site / sitetest.page_dir(lang) / "course" / old / "index.html"
            assert page.is_file(), f"no forwarding page at {lang}/course/{old}/"
            assert f'url=../{new}/"' in page.read_text(encoding="utf-8")
            assert (site / sitetest.page_dir(lang) / "course" / new / "index.html").is_file()


TEACHERS = (
    "20_worksheet_knack",
    "21_worksheet_oberlausitz",
    "22_worksheet_charakir",
    "23_answer_key",
    "24_rule_sheet_knack",
    "25_rule_sheet_oberlausitz",
    "26_rule_sheet_charakir",
)


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_each_worksheet_and_rule_sheet_prints_on_one_a4_page_without_code(base_url, browser, lang, capsys):
    import re

    context, recorder = browser
    page = context.new_page()
    counts = {}
    for name in TEACHERS:
        page.goto(_url(base_url, lang, name), wait_until="load")
        page.emulate_media(media="print")
        assert (
            page.locator(".jp-CodeCell .jp-InputArea:visible, .md-sidebar:visible, .md-header:visible").count() == 0
        ), name
        # still under print media, as with a teacher's Ctrl+P
        pdf = page.pdf(format="A4", prefer_css_page_size=True, print_background=True)
        counts[name] = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    page.close()
    with capsys.disabled():
        print(f"\nprinted A4 pages ({lang}):", counts)
    assert all(n == 1 for n in counts.values()), counts
    recorder.check()
