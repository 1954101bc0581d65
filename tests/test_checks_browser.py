"""Checks on the static website in Chromium: a wrong and a right answer in one lesson per game and language.

The feedback must appear at once, say right or not, and name the rule; after a
reload the page remembers the answer (localStorage).  In lesson 02 (built anew
from its source, so its checks have the markup knackpy.checks makes now): a
wrong answer gets a hint and a second try, never the answer; the answer comes
after the second wrong try or on "Lösung zeigen"; the progress on the lesson
page and on the home page follows, also after a reload, and by keyboard.  Also
prints how many checks each built lesson page has and on how many lesson pages
code is visible.
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
SECOND_TRY = LESSONS["knack"]  # lesson 02: the second try and the progress
RIGHT_IS = {"de": "Richtig ist:", "en": "The right answer:"}
PROGRESS = {"de": "{done} von {total} Fragen", "en": "{done} of {total} questions"}


@pytest.fixture(scope="module")
def site(shared_site) -> Path:
    """The session's site (tests/conftest.py): lesson 02 is built anew from its source there."""
    require(missing_browser(), "browser tests of the checks")
    assert SECOND_TRY in sitetest.FRESH_LESSONS  # its checks have the markup knackpy.checks makes now
    return shared_site.site


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
    assert _state(first, "retry")  # checks.js marked it: one wrong try, another may follow
    right = _answer(second, right=True)
    assert right.startswith(right_word) and second.get_attribute("data-rule") in right, right
    page.reload(wait_until="load")
    remembered = page.locator(".knackpy-check").nth(1)
    assert remembered.get_attribute("data-state") == "right"
    assert remembered.locator(".knackpy-check-remembered").is_visible()
    assert errors == []
    page.close()
    recorder.check()


def _fresh_page(context, base_url: str, lang: str, name: str = SECOND_TRY):
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(_url(base_url, lang, name), wait_until="load")
    page.evaluate("localStorage.clear()")  # nothing remembered from another test
    page.reload(wait_until="load")
    return page, errors


def _label(choice) -> str:
    return choice.locator("summary").inner_text().split(") ", 1)[1]


def _said(check) -> str:
    """What the check's live region says (checks.js fills it a moment after the click)."""
    status = check.locator(".knackpy-check-status[role=status][aria-live=polite]")
    status.page.wait_for_function("(node) => node.textContent.trim() !== ''", arg=status.element_handle())
    return status.inner_text()


def _state(check, expected: str) -> bool:
    """Whether the check reaches the state ``expected`` (a <details> says it was toggled a moment later)."""
    handle = check.element_handle()
    check.page.wait_for_function(
        "([node, state]) => node.dataset.state === state", arg=[handle, expected], timeout=5000
    )
    return check.get_attribute("data-state") == expected


def _progress(page) -> str:
    return page.locator("[data-knackpy=progress]").inner_text()


def _home_entry(page, base_url: str, lang: str, name: str = SECOND_TRY):
    page.goto(f"{base_url}{sitetest.page_dir(lang)}", wait_until="load")
    return page.locator(f'[data-knackpy=lessons] li[data-lesson="{name}"]')


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_a_wrong_answer_gets_a_hint_and_a_second_try_and_the_answer_comes_last(base_url, browser, lang):
    context, recorder = browser
    page, errors = _fresh_page(context, base_url, lang)
    right_word, wrong_word = VERDICT[lang]
    check = page.locator(".knackpy-check").first
    right = check.locator('.knackpy-check-choice[data-result="right"]')
    wrong = check.locator('.knackpy-check-choice[data-result="wrong"]')
    answer = _label(right)
    solution = check.locator(".knackpy-check-answer")
    # the first wrong try: a hint that names the rule once, no answer, and a second try
    wrong.nth(0).locator("summary").click()
    feedback = wrong.nth(0).locator(".knackpy-check-feedback")
    feedback.wait_for(state="visible")
    text = feedback.inner_text()
    assert text.startswith(wrong_word) and check.locator(".knackpy-check-tip").first.is_visible(), text
    assert RIGHT_IS[lang] not in text and answer not in text.replace(wrong_word, ""), text
    rule = check.get_attribute("data-rule")
    assert text.count(rule) == 1 and f"({rule})" not in text, text
    assert _state(check, "retry") and not solution.is_visible()
    assert wrong_word in _said(check)
    # the second wrong try: now the answer, with the focus on it
    wrong.nth(1).locator("summary").click()
    solution.wait_for(state="visible")
    assert solution.inner_text().startswith(f"{RIGHT_IS[lang]} {answer}")
    assert _state(check, "shown")
    assert page.evaluate("document.activeElement.classList.contains('knackpy-check-answer')")
    assert RIGHT_IS[lang] in _said(check)
    # another check: "Lösung zeigen" / "Show answer" at once
    other = page.locator(".knackpy-check").nth(1)
    other.locator(".knackpy-check-solution > summary").click()
    other.locator(".knackpy-check-answer").wait_for(state="visible")
    assert _state(other, "shown")
    assert errors == []
    page.close()
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_progress_shows_on_the_lesson_and_the_home_page_and_survives_a_reload(base_url, browser, lang):
    context, recorder = browser
    page, errors = _fresh_page(context, base_url, lang)
    total = page.locator(".knackpy-check").count()
    assert PROGRESS[lang].format(done=0, total=total) in _progress(page)
    assert ("nichts wird verschickt", "nothing is sent anywhere")[sitetest.LANGS.index(lang)] in _progress(page)
    check = page.locator(".knackpy-check").nth(2)
    check.locator('.knackpy-check-choice[data-result="wrong"] summary').first.click()
    assert _state(check, "retry")
    check.locator('.knackpy-check-choice[data-result="right"] summary').click()  # right on the second try
    assert _state(check, "right")
    done = PROGRESS[lang].format(done=1, total=total)
    assert done in _progress(page)
    page.reload(wait_until="load")
    assert done in _progress(page)
    assert page.locator(".knackpy-check").nth(2).get_attribute("data-state") == "right"
    entry = _home_entry(page, base_url, lang)
    assert done in entry.inner_text() and entry.inner_text().startswith("02 ")
    page.reload(wait_until="load")
    assert done in _home_entry(page, base_url, lang).inner_text()
    # "Neu anfangen" / "Start again" forgets every answer in this browser
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("[data-knackpy=progress-reset]").click()
    assert done not in _home_entry(page, base_url, lang).inner_text()
    page.goto(_url(base_url, lang, SECOND_TRY), wait_until="load")
    assert PROGRESS[lang].format(done=0, total=total) in _progress(page)
    assert errors == []
    page.close()
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_a_check_works_by_keyboard(base_url, browser, lang):
    context, recorder = browser
    page, errors = _fresh_page(context, base_url, lang)
    check = page.locator(".knackpy-check").first
    check.locator('.knackpy-check-choice[data-result="wrong"] summary').first.focus()
    page.keyboard.press("Enter")
    assert _state(check, "retry") and VERDICT[lang][1] in _said(check)
    for _ in range(len(check.locator(".knackpy-check-choice").all())):  # Tab on to the right choice
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.parentElement.dataset.result") == "right":
            break
    page.keyboard.press("Space")
    assert _state(check, "right")
    assert PROGRESS[lang].format(done=1, total=page.locator(".knackpy-check").count()) in _progress(page)
    other = page.locator(".knackpy-check").nth(1)
    other.locator(".knackpy-check-solution > summary").focus()
    page.keyboard.press("Enter")
    assert _state(other, "shown") and other.locator(".knackpy-check-answer").is_visible()
    assert errors == []
    page.close()
    recorder.check()


@pytest.mark.parametrize("lang", sitetest.LANGS)
def test_one_four_colour_switch_per_page(base_url, browser, lang):
    """The header's switch recolours the widgets too; the widgets' own checkbox (for JupyterLab) is not shown."""
    from knackpy import i18n
    from knackpy.widgets import common  # noqa: F401 (its texts)

    context, recorder = browser
    page, errors = _fresh_page(context, base_url, lang)
    widget_switch = page.locator(".knackpy-suit-colours-switch")
    widget_switch.first.wait_for(state="attached", timeout=30_000)  # drawn from the saved widget state
    label = i18n.text("widgets.common.four_colours", lang)
    assert widget_switch.count() >= 1 and label in widget_switch.first.inner_text()
    assert page.locator(".knackpy-suit-colours-switch:visible").count() == 0
    assert page.locator(".knackpy-colour-switch").is_visible()
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
