"""A whole game at the game table with the keyboard only, in desktop JupyterLab (issue 17).

Lesson 07 runs in the JupyterLab of the quick start (the server of tests/test_lab_browser.py), then the
learner plays: Tab reaches the first move, Tab and Shift+Tab walk along the moves, Enter and Space make
them.  After every move the focus must sit on a visible button of the game table with a visible focus
ring (never on the page itself), and a screen reader's live region must say what happened, in the
same words as the game log.  At the end the focus is on "New game".

Needs what tests/test_lab_browser.py needs; skipped without it, except in CI.
"""

from __future__ import annotations

import pytest
import test_lab_browser
from browser_support import chromium, settle
from test_lab_browser import ARTIFACTS, KERNEL_READY, _menu

lab = test_lab_browser.lab  # the JupyterLab server of the quick start, as a fixture of this module too

LESSON = "07_knack_play_a_game"
GAME_END = {"de": "Spielende", "en": "End of the game"}
MAX_MOVES = 400

#: what has the keyboard focus: a button of the game table?  Its label, and whether its focus ring shows.
FOCUS = """() => {
    const e = document.activeElement;
    const table = e && e.closest(".knackpy-widget-game-table");
    const style = e ? getComputedStyle(e) : null;
    const box = e ? e.getBoundingClientRect() : null;
    return {
        inTable: !!table, tag: e ? e.tagName : "", text: e ? e.textContent.trim() : "",
        move: !!(e && e.closest(".knackpy-widget-moves")),
        ring: !!style && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        visible: !!box && box.width > 0 && box.height >= 44,
    };
}"""

_STATE = """(table) => {
    const root = document.querySelectorAll(".knackpy-widget-game-table")[table];
    const live = root.querySelector(".knackpy-widget-live [role=status]");
    const log = root.querySelector(".knackpy-widget-log");
    return {live: live ? live.textContent : "", log: log ? log.textContent : ""};
}"""

#: after a move: the log has changed, the live region names a line of it, the focus is on a button of the table
_MOVE_SETTLED = f"""([table, log]) => {{
    const state = ({_STATE})(table), focus = ({FOCUS})();
    return state.log !== log && state.live !== "" && state.log.includes(state.live.split(" ")[0])
        && focus.inTable && focus.tag === "BUTTON";
}}"""


@pytest.mark.parametrize("lang", ["de"])
def test_a_whole_game_with_the_keyboard_only(lab, tmp_path, lang):
    url, token = lab
    with chromium(url, tmp_path / "chromium-profile", service_workers="block") as (context, recorder):
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        page.goto(f"{url}lab/workspaces/keyboard-{lang}/tree/{lang}/{LESSON}.ipynb?token={token}", wait_until="load")
        try:
            page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
            page.wait_for_function(KERNEL_READY, polling=100, timeout=120_000)
            _menu(page, "Edit", "Clear Outputs of All Cells")
            _menu(page, "Run", "Run All Cells")
            table = page.locator(".knackpy-widget-game-table").first
            table.wait_for(state="attached", timeout=120_000)
            table.scroll_into_view_if_needed()
            table.locator(".knackpy-widget-moves .jupyter-button").first.wait_for(timeout=60_000)
            moves = _play(page, table, lang)
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"keyboard-{lang}-failed.png"), full_page=True)
            raise
        ARTIFACTS.mkdir(exist_ok=True)
        table.screenshot(path=str(ARTIFACTS / f"keyboard-{lang}-game-over.png"))
        assert moves >= 3
        assert errors == [], errors
    recorder.check()


def _focus_first_move(page, table) -> None:
    """Into the game table with Tab alone: from the widget's first control to its first move button."""
    table.locator("input[type=checkbox]").first.focus()  # the start point: the four-colour switch
    first = table.locator(".knackpy-widget-moves .jupyter-button").first.inner_text().strip()
    for _ in range(12):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUS)
        if focus["move"] and focus["text"] == first:
            return
    raise AssertionError(f"Tab did not reach the first move: {page.evaluate(FOCUS)}")


def _wait_for_change(page, before: dict) -> dict:
    page.wait_for_function(
        "([table, log]) => { const e = document.querySelectorAll('.knackpy-widget-game-table')[table]"
        ".querySelector('.knackpy-widget-log'); return e && e.textContent !== log; }",
        arg=[0, before["log"]],
        timeout=60_000,
    )
    settle(page, _MOVE_SETTLED, [0, before["log"]])  # the focus and the live region follow the redraw
    return page.evaluate(_STATE, 0)


def _play(page, table, lang: str) -> int:
    _focus_first_move(page, table)
    # Tab and Shift+Tab walk along the moves
    first = page.evaluate(FOCUS)
    page.keyboard.press("Tab")
    second = page.evaluate(FOCUS)
    assert second["move"] and second["text"] != first["text"]
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUS)["text"] == first["text"]
    moves = 0
    keys = ("Enter", " ")
    while not table.get_by_text(GAME_END[lang], exact=True).count():
        assert moves < MAX_MOVES, "the game did not end"
        focus = page.evaluate(FOCUS)
        assert focus["inTable"] and focus["tag"] == "BUTTON", f"move {moves}: the focus left the game table: {focus}"
        assert focus["ring"] and focus["visible"], f"move {moves}: no visible focus ring on {focus}"
        if focus["text"] in ("Nächster Zug", "Next move"):
            page.keyboard.press("Tab")  # out of the game: Tab to "Play to the end"
        before = page.evaluate(_STATE, 0)
        page.keyboard.press(keys[moves % 2])  # Enter and Space take turns
        after = _wait_for_change(page, before)
        new_lines = after["log"][len(before["log"]) :] if after["log"].startswith(before["log"]) else after["log"]
        assert after["live"] and after["live"].split(" ")[0] in new_lines + after["log"], (after["live"], new_lines)
        moves += 1
    settle(page, f"() => ['Neues Spiel', 'New game'].includes(({FOCUS})().text)")
    focus = page.evaluate(FOCUS)
    assert focus["inTable"] and focus["text"] in ("Neues Spiel", "New game"), focus
    return moves


def _tab_to(page, text: str, *, back: bool = False, limit: int = 80) -> None:
    """Tab (or Shift+Tab) until the focus is on a button whose label is ``text``."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        focus = page.evaluate(FOCUS_ANY)
        if focus["tag"] == "BUTTON" and focus["text"] == text:
            assert focus["ring"], f"no visible focus ring on {text}"
            return
    raise AssertionError(f"Tab did not reach {text!r}; the focus is on {page.evaluate(FOCUS_ANY)}")


FOCUS_ANY = """() => {
    const e = document.activeElement, style = getComputedStyle(e);
    return {tag: e.tagName, text: e.textContent.trim(), pressed: e.classList.contains("mod-active"),
            check: !!e.querySelector(".fa-check"), move: !!e.closest(".knackpy-widget-moves"),
            ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2};
}"""


def _run_lesson(page, url: str, token: str, lesson: str, workspace: str) -> None:
    page.goto(f"{url}lab/workspaces/{workspace}/tree/de/{lesson}.ipynb?token={token}", wait_until="load")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    page.wait_for_function(KERNEL_READY, polling=100, timeout=120_000)
    _menu(page, "Edit", "Clear Outputs of All Cells")
    _menu(page, "Run", "Run All Cells")


def test_cards_in_the_hand_lab_and_a_swap_in_the_turn_trainer_with_the_keyboard(lab, tmp_path):
    """Tab to a card, Space/Enter picks it (a check mark shows it, not only a colour); in the turn trainer a
    hand card and a table card picked this way and "Tauschen" make the swap, and the focus goes to the next move."""
    url, token = lab
    with chromium(url, tmp_path / "chromium-profile", service_workers="block") as (context, recorder):
        page = context.new_page()
        try:
            _run_lesson(page, url, token, "02_knack_counting_a_hand", "keyboard-hand-lab")
            lab_widget = page.locator(".knackpy-widget-picker").first
            lab_widget.wait_for(state="attached", timeout=120_000)
            lab_widget.scroll_into_view_if_needed()
            page.locator(".knackpy-widget input[type=checkbox]").first.focus()  # the four-colour switch
            _tab_to(page, "A♥")
            assert page.evaluate(FOCUS_ANY)["pressed"] and page.evaluate(FOCUS_ANY)["check"]
            page.keyboard.press(" ")  # put the ace back
            page.get_by_text("Noch eine Karte").first.wait_for(timeout=30_000)
            _tab_to(page, "D♥", back=True)
            page.keyboard.press("Enter")  # take the queen: K♥ 7♥ D♥
            page.get_by_text("alle drei Karten sind Herz, 10+7+10 = 27").first.wait_for(timeout=30_000)
            assert page.evaluate(FOCUS_ANY)["check"]

            _run_lesson(page, url, token, "04_knack_your_turn", "keyboard-trainer")
            trainer = page.locator(".knackpy-widget-moves").first
            trainer.wait_for(state="attached", timeout=120_000)
            trainer.scroll_into_view_if_needed()
            trainer.locator("button").first.focus()
            _tab_to(page, "7♠")  # the hand row of "try it yourself"
            page.keyboard.press(" ")
            _tab_to(page, "K♦")  # the table row
            page.keyboard.press(" ")
            _tab_to(page, "Tauschen")
            page.keyboard.press("Enter")
            page.locator(".knackpy-widget-success", has_text="Pik-7").first.wait_for(timeout=30_000)
            settle(page, f"() => {{ const f = ({FOCUS_ANY})(); return f.move && f.tag === 'BUTTON' && f.ring; }}")
            focus = page.evaluate(FOCUS_ANY)
            assert focus["move"] and focus["tag"] == "BUTTON" and focus["ring"], focus
            live = page.locator(".knackpy-widget-live [role=status]").first.text_content()
            assert "Pik-7" in live and "Karo-König" in live, live
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "keyboard-labs-failed.png"), full_page=True)
            raise
    recorder.check()
