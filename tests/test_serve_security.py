"""A cheeky pupil against a real `knackpy serve`: crafted, foreign, garbage, oversized and flooding messages,
guessed join codes and teacher calls without the token.  Each is refused and the state stays as it was (E5)."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')
pytest.importorskip("websockets")

from serve_support import Pupil, ServeProcess, play_whole_game

import knackpy

FAST_KNACK = {"lives": 1}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(request, tmp_path_factory):
    """The classroom on an SQLite file (one process), and on PostgreSQL with two workers behind one port (the
    pupils' sockets land on either: every check holds across workers)."""
    if request.param == "sqlite":
        process = ServeProcess(tmp_path_factory.mktemp("serve") / "class.sqlite")
    else:
        url = request.getfixturevalue("postgres").url
        process = ServeProcess(url, extra=("--room", "security", "--workers", "2"))
    yield process
    process.stop()


def table_with_two(server, ruleset="knack", options=FAST_KNACK, bots=("simple",)):
    """A table of Mia, Ben and ``bots``; returns the table id and the two pupils' sockets, both seated."""
    settings = {"ruleset": ruleset, "players": 2 + len(bots), "bots": list(bots), "options": options}
    table = server.teacher("create", settings)["table"]
    pupils = [Pupil(server, server.join(name)) for name in ("Mia", "Ben")]
    for seat, pupil in enumerate(pupils):
        pupil.until(lambda m: m["type"] == "lobby")
        pupil.send({"type": "sit", "table": table, "seat": seat})
    states = [p.state() for p in pupils]
    return table, pupils, states


def stored_rows(server, what: str, table_name: str, table: str, order: str) -> list[tuple]:
    """``SELECT what FROM table_name`` for one table, from the SQLite file or the PostgreSQL classroom."""
    if str(server.db_path).startswith("postgresql://"):
        import psycopg

        sql = f"SELECT {what} FROM knackpy_{table_name} WHERE classroom = 'security' AND table_id = %s ORDER BY {order}"
        with psycopg.connect(str(server.db_path)) as db:
            return db.execute(sql, (table,)).fetchall()
    db = sqlite3.connect(server.db_path)
    try:
        return db.execute(f"SELECT {what} FROM {table_name} WHERE table_id = ? ORDER BY {order}", (table,)).fetchall()
    finally:
        db.close()


def stored_actions(server, table):
    return [t for (t,) in stored_rows(server, "text", "actions", table, "game_no, idx")]


def mover_and_other(pupils, states):
    current = max(states, key=lambda s: s["version"])
    seat = current["to_move"]
    return (pupils[seat], pupils[1 - seat], current) if seat in (0, 1) else (None, None, current)


def refused(pupil):
    return pupil.until(lambda m: m["type"] == "refused")


@pytest.mark.rule("E2")
def test_crafted_messages_for_another_seat_or_table_are_refused_and_change_nothing(server):
    table, pupils, states = table_with_two(server)
    other_table, *_ = table_with_two(server, bots=())  # no bot: nobody there moves, so its log must stay as it is
    mover, other, state = mover_and_other(pupils, states)
    if mover is None:  # the bot moves first: wait for a pupil's turn
        state = pupils[0].until(lambda m: m["type"] == "state" and m["to_move"] in (0, 1))
        mover, other = pupils[state["to_move"]], pupils[1 - state["to_move"]]
    action = state["actions"][0]["text"] if state["actions"] else None
    before = stored_actions(server, table)
    before_other = stored_actions(server, other_table)
    legal_text = action or "keep"
    crafted = [
        {"type": "act", "action": legal_text, "seat": pupils.index(mover)},  # sent by the other pupil
        {"type": "act", "action": legal_text},  # not the other pupil's turn
        {"type": "act", "action": legal_text, "table": other_table},
        {"type": "act", "action": legal_text, "player": 0},
        {"type": "hello", "token": mover.token},
    ]
    answers = []
    for message in crafted:
        other.send(message)
        answers.append(refused(other))
    assert [("E2" in a["reason"]) for a in answers][:2] == [False, True]
    assert "own seat" in answers[0]["reason"] and "own table" in answers[2]["reason"]
    assert stored_actions(server, table) == before
    assert stored_actions(server, other_table) == before_other
    for pupil in pupils:
        pupil.close()


def test_garbage_oversized_frames_and_floods_are_refused(server):
    table, pupils, states = table_with_two(server)
    mia = pupils[0]
    if states[0]["to_move"] not in (0, 1):  # the bot is about to move: wait for a pupil's turn
        pupils[0].until(lambda m: m["type"] == "state" and m["to_move"] in (0, 1))
    before = stored_actions(server, table)
    for garbage in [
        "nonsense",
        "[]",
        "{}",
        '{"type": 3}',
        b"\x00\xff binary",
        json.dumps({"type": "act", "action": ""}),
    ]:
        mia.send(garbage)
        answer = refused(mia)
        assert answer["reason"] and answer["rule"] is None
    mia.send(json.dumps({"type": "act", "action": "x" * 3000}))  # too long for a message, short for a frame
    assert "too long" in refused(mia)["reason"]
    mia.send("x" * 100_000)  # a frame over the limit closes the connection
    with pytest.raises(Exception):  # noqa: B017 - websockets raises ConnectionClosed subclasses
        for _ in range(50):
            mia.recv(timeout=5)
    flooder = Pupil(server, mia.token)
    flooder.state()
    for _ in range(300):
        try:
            flooder.send({"type": "ping"})
        except Exception:  # noqa: BLE001 - the server may close the flood mid-way
            break
    seen = []
    with pytest.raises(Exception):  # noqa: B017 - the flood is cut off
        for _ in range(400):
            seen.append(flooder.recv(timeout=5))
    assert any(m.get("type") == "refused" and "Too many" in m["reason"] for m in seen)
    assert sum(m.get("type") == "pong" for m in seen) < 100
    assert stored_actions(server, table) == before
    back = Pupil(server, mia.token)  # the same seat again after all that
    assert back.state()["seat"] == 0
    back.close()
    pupils[1].close()


def test_teacher_actions_need_the_token(server):
    table = server.teacher("create", {"ruleset": "charakir", "players": 2, "bots": ["simple"],
                                      "options": {"rounds": 1, "limit": None}})["table"]  # fmt: skip
    for token in (None, "", "wrong", server.token[:-1]):
        status, answer = server.post("api/teacher/end", {"table": table}, token=token)
        assert status == 403 and "Lehrkraft" in answer["reason"]
        assert server.get("api/teacher/results.csv", token=token)[0] == 403
        assert server.get("api/teacher/state", token=token)[0] == 403
    deadline = time.monotonic() + 10  # (with workers, the one asked may hear of the new table a moment later)
    while (
        table not in (mine := {t["id"]: t for t in server.teacher("state")["tables"]}) and time.monotonic() < deadline
    ):
        time.sleep(0.05)
    assert mine[table]["status"] == "waiting"


def test_unknown_seat_tokens_get_no_view(server):
    stranger = Pupil(server, "made-up-token")
    answer = stranger.recv()
    assert answer["type"] == "refused" and answer.get("unknown") is True
    with pytest.raises(Exception):  # noqa: B017 - closed after the refusal
        stranger.recv(timeout=5)


def test_names_reach_the_pages_only_as_text(server):
    status, answer = server.post("api/join", {"code": server.code, "name": "<img src=x onerror=alert(1)>"})
    assert status == 400 and "name" in answer["reason"].lower()
    html = server.get("/")[1] + server.get("/static/pupil.js")[1] + server.get("/static/teacher.js")[1]
    assert "innerHTML = svg" in html  # the only markup the pages insert is the server's card pictures …
    assert html.count("innerHTML") == 2  # … and the QR code drawn by segno
    headers = _headers(server.url)
    assert "script-src 'self'" in headers["content-security-policy"]


def _headers(url):
    import urllib.request

    with urllib.request.urlopen(url, timeout=10) as response:
        return {k.lower(): v for k, v in response.headers.items()}


@pytest.mark.rule("E5")
def test_no_message_on_the_wire_shows_another_seats_cards_over_a_whole_game(server):
    """Two pupils play a whole game of each ruleset; each message is checked against the stored log."""
    for ruleset, options in [
        ("knack", {"lives": 1}),
        ("knack_oberlausitz", {"coins": 1, "turn_cap": 12}),
        ("charakir", {"rounds": 1, "limit": None, "turn_cap": 6}),
    ]:
        table, pupils, states = table_with_two(server, ruleset, options)
        play_whole_game(pupils)
        log = stored_actions(server, table)
        start = _start(server, table)
        checked = 0
        for index, pupil in enumerate(pupils):
            for message in (m for m in pupil.received if m["type"] == "state" and m["table"] == table):
                game = knackpy.load_game(dict(start, actions=log[: message["version"]]))
                assert [c["id"] for c in message["hand"]] == [c.short for c in game.view(index).hand]
                shown = {c["id"] for c in message["hand"] + message["table_cards"]}
                for seat in range(game.n_players):
                    if seat != index:
                        hidden = {c.short for c in game.view(seat).hand}
                        assert not hidden & shown, (ruleset, seat, hidden & shown)
                        assert not any(
                            f"<title>{c.name('en')}</title>" in message["hand_svg"] for c in game.view(seat).hand
                        )
                checked += 1
        assert checked >= 4, ruleset
        for pupil in pupils:
            pupil.close()


def _start(server, table):
    return json.loads(stored_rows(server, "start", "games", table, "game_no DESC")[0][0])


def test_without_lan_the_server_listens_on_loopback_only(server):
    """``knackpy serve`` without ``--lan`` binds 127.0.0.1: the classroom network cannot reach it."""
    from pathlib import Path

    table = Path("/proc/net/tcp")
    if not table.exists():
        pytest.skip("needs Linux's /proc/net/tcp to see the listening address")
    port = int(server.url.rsplit(":", 1)[1].strip("/"))
    listening = [
        line.split()[1]
        for line in table.read_text().splitlines()[1:]
        if line.split()[3] == "0A" and int(line.split()[1].split(":")[1], 16) == port  # 0A: LISTEN
    ]
    assert listening == ["0100007F:" + f"{port:04X}"]  # 127.0.0.1, little-endian hex


# last in the file: afterwards this address may not join for a minute
def test_guessing_join_codes_is_throttled_and_creates_no_pupil(server):
    pupils_before = len(server.teacher("state")["pupils"])
    answers = []
    for guess in range(12):
        status, answer = server.post("api/join", {"code": f"ZZZZ{guess:02d}", "name": "Eve"})
        answers.append(status)
    assert answers[:5] == [403] * 5 and set(answers[5:]) == {429}
    status, _ = server.post("api/join", {"code": server.code, "name": "Eve"})
    assert status == 429  # even the right code waits a minute after so many wrong ones
    for body in [b"not json", b"[1]", json.dumps({"code": server.code}).encode(), b"{" * 10_000]:
        status, _ = server.post("api/join", body)
        assert status in (400, 429)
    assert len(server.teacher("state")["pupils"]) == pupils_before
