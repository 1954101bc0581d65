"""Classroom play in Chromium: a teacher and four pupils (five browser contexts) play a whole game of each ruleset.

The teacher sets the tables up and moves the pupils on its page; the pupils join
with the code, play by clicking their moves, see a refused move explained with
its rule ID, switch language, reload in the middle of a game and keep their
seat.  No request leaves 127.0.0.1.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')

from browser_support import CHROMIUM, CHROMIUM_ARGS, Recorder, missing_browser, require
from serve_support import ServeProcess

NAMES = ("Mia", "Ben", "Ida", "Noah")
GAMES = [  # small limits keep a whole game short (K18, O3, C13, E4): the form's choices, as it shows them
    ("knack", 5, {"lives": "1"}),
    ("knack_oberlausitz", 5, {"coins": "1", "turn_cap": "10"}),
    ("charakir", 5, {"rounds": "1", "limit": "ohne Grenze", "turn_cap": "10"}),
]
QUICK = ("close", "knock", "knack")
STEP_LIMIT = 600
TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    require(missing_browser(), "The classroom browser tests")
    process = ServeProcess(tmp_path_factory.mktemp("serve") / "class.sqlite", bot_delay=0.0, lang="de")
    yield process
    process.stop()


@pytest.fixture(scope="module")
def browser(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


def open_page(browser, server, recorders, path):
    context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="de-DE")
    recorder = Recorder(server.url)
    context.route("**/*", recorder.route)
    context.on("request", recorder.seen)
    recorders.append(recorder)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server.url.rstrip("/") + path)
    return page


def create_table(teacher, ruleset, players, options):
    count = teacher.locator(".teacher-table").count()
    teacher.select_option("#ruleset", ruleset)
    teacher.select_option("#players", str(players))  # the last seat is a simple bot unless chosen otherwise
    seats = teacher.eval_on_selector_all("#seats select", "ss => ss.map(s => s.value)")
    assert seats == [""] * (players - 1) + ["simple"]
    for name, label in options.items():  # every option is a choice in words, with its rule's text below it
        teacher.select_option(f"#options select[data-option='{name}']", label=label)
    teacher.click("#create")
    teacher.locator(".teacher-table").nth(count).wait_for()
    return teacher.locator(".teacher-table").nth(count).get_attribute("data-table")


def move_pupils_to(teacher, table_id, number):
    """The teacher puts the four pupils at the table, seats 1 to 4 (the fifth is the bot)."""
    for seat, name in enumerate(NAMES):
        row = teacher.locator(f'#pupils li[data-name="{name}"]')
        row.locator("select").select_option(f"{table_id}:{seat}")
        row.locator("button").click()
        teacher.wait_for_function(
            "([t, s, n]) => document.querySelector(`#pupils li[data-name='${n}'] select`).value === t + ':' + s",
            arg=[table_id, seat, name],
        )


def my_turn(page) -> bool:
    return page.get_attribute("#status", "data-mine") == "true" and page.locator("#actions button").count() > 0


def click_a_move(page) -> None:
    version = page.get_attribute("#game", "data-version")
    texts = page.eval_on_selector_all("#actions button", "bs => bs.map(b => b.dataset.action)")
    choice = next((t for t in texts if t.split()[0] in QUICK), texts[0])
    page.click(f'#actions button[data-action="{choice}"]')
    page.wait_for_function("v => document.getElementById('game').dataset.version !== v", arg=version)


def play_to_the_end(pages, teacher, table_id, *, on_move=None) -> int:
    moves = 0
    for _ in range(STEP_LIMIT):
        if all(p.locator("#outcome").is_visible() for p in pages):
            return moves
        for page in pages:
            if my_turn(page):
                if on_move:
                    on_move(page, moves)
                if my_turn(page):
                    click_a_move(page)
                    moves += 1
        pages[0].wait_for_timeout(20)
    raise AssertionError(f"table {table_id}: no end after {moves} moves")


def test_four_pupils_and_a_bot_play_each_ruleset_with_the_teacher_watching(server, browser):
    recorders = []
    teacher = open_page(browser, server, recorders, f"/teacher#{server.token}")
    teacher.locator("#code").wait_for()
    assert teacher.text_content("#code") == server.code
    teacher.locator("#qr svg").wait_for()  # the QR code of the join address, drawn by the server

    pupils = []
    for name in NAMES:
        page = open_page(browser, server, recorders, f"/?code={server.code}")
        page.fill("#join-name", name)
        page.click("#join-button")
        page.locator("#lobby").wait_for()
        pupils.append(page)
    pupils[1].click('button[data-lang="en"]')  # Ben plays in English

    refusal_seen = reload_done = False
    for number, (ruleset, players, options) in enumerate(GAMES, start=1):
        table_id = create_table(teacher, ruleset, players, options)
        move_pupils_to(teacher, table_id, number)
        for page in pupils:
            page.wait_for_function("t => document.getElementById('game').dataset.table === t", arg=table_id)
            page.locator("#game").wait_for(state="visible")

        def on_move(page, moves, ruleset=ruleset, table_id=table_id):
            nonlocal refusal_seen, reload_done
            if ruleset == "knack" and not refusal_seen:  # a typed move the rules do not allow: reason and rule ID
                held = (page.get_attribute("#hand", "data-cards") or "").split()
                table = (page.get_attribute("#table-cards", "data-cards") or "").split()
                other = next(c for c in ("7♥", "8♥", "9♥", "10♥", "J♥") if c not in held + table)
                page.fill("#move-input", f"tausche {other} gegen {(table or held)[0]}")
                page.click("#move-send")
                page.locator("#refused").wait_for(state="visible")
                text, rule = page.text_content("#refused-text"), page.get_attribute("#refused", "data-rule")
                assert re.fullmatch(r"[EK]\d+", rule) and rule in text, (rule, text)  # e.g. K10 or K5
                refusal_seen = True
            elif not reload_done and moves >= 2:  # a reload mid-game comes back to the same seat
                seat, version = page.get_attribute("#game", "data-seat"), page.get_attribute("#game", "data-version")
                page.reload()
                page.locator("#game").wait_for(state="visible")
                assert page.get_attribute("#game", "data-seat") == seat
                assert page.get_attribute("#game", "data-version") == version
                assert page.get_attribute("#game", "data-table") == table_id
                reload_done = True

        moves = play_to_the_end(pupils, teacher, table_id, on_move=on_move)
        assert moves >= 2, ruleset
        section = teacher.locator(f'.teacher-table[data-table="{table_id}"]')
        teacher.wait_for_function(
            "t => document.querySelector(`.teacher-table[data-table='${t}']`).dataset.status === 'over'", arg=table_id
        )
        assert section.locator(".outcome").count() == 1
        assert "Das Spiel ist aus." in pupils[0].text_content("#status")
        assert "The game is over." in pupils[1].text_content("#status")
    assert refusal_seen and reload_done

    with teacher.expect_download() as download:
        teacher.click("#download")
    rows = Path(download.value.path()).read_text(encoding="utf-8").splitlines()
    assert rows[0].startswith("table,game,ruleset") and len(rows) == 1 + sum(p for _, p, _ in GAMES)
    assert all(any(name in row for row in rows) for name in NAMES)
    for recorder in recorders:
        recorder.check()
        assert recorder.local


def test_coach_hint_shows_on_the_pupils_turn_when_allowed(server, browser):
    recorders = []
    page = open_page(browser, server, recorders, f"/?code={server.code}")
    page.fill("#join-name", "Emma")
    page.click("#join-button")
    page.locator("#lobby").wait_for()
    table = server.teacher("create", {"ruleset": "charakir", "players": 2, "bots": ["simple"],
                                      "options": {"rounds": 1, "limit": None}, "hints": True})["table"]  # fmt: skip
    lobby_table = page.locator(f'li.table[data-table="{table}"]')
    lobby_table.get_by_text("Bot (Einfach)").wait_for()  # the bot's level in the page's language ...
    page.click('button[data-lang="en"]')
    lobby_table.get_by_text("bot (simple)").wait_for()  # ... and in the other one, after the switch
    page.locator(f'button.sit[data-table="{table}"]').click()
    page.locator("#game").wait_for(state="visible")
    page.wait_for_function("() => document.getElementById('status').dataset.mine === 'true'")
    page.click("#hint")
    page.locator("#hints li").first.wait_for()
    assert page.locator("#hints li").count() >= 1
    assert re.search(r"\(C\d+", page.text_content("#hints"))
    for recorder in recorders:
        recorder.check()
