"""Nothing lost: SIGKILL the server in the middle of two games, restart it on the same file, and play on (E6)."""

from __future__ import annotations

import sqlite3

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')
pytest.importorskip("websockets")

from serve_support import Pupil, ServeProcess, make_moves, play_whole_game, quick_move


def stored(db, table):
    con = sqlite3.connect(db)
    try:
        return [
            t for (t,) in con.execute("SELECT text FROM actions WHERE table_id = ? ORDER BY game_no, idx", (table,))
        ]
    finally:
        con.close()


@pytest.mark.slow  # a fault test: kills the server mid-game and starts it again
@pytest.mark.rule("E6")
def test_sigkill_mid_game_then_restart_every_game_resumes_and_no_action_is_lost(tmp_path):
    db = tmp_path / "class.sqlite"
    server = ServeProcess(db, bot_delay=0.02)
    seats = {}
    try:
        code, token = server.code, server.token
        setups = [("knack", {"lives": 2}), ("charakir", {"rounds": 2, "limit": None, "turn_cap": 10})]
        for ruleset, options in setups:
            table = server.teacher("create", {"ruleset": ruleset, "players": 3, "bots": ["simple"], "options": options})
            tokens = [server.join(f"{ruleset[:4]}{n}") for n in ("A", "B")]
            pupils = [Pupil(server, t) for t in tokens]
            for seat, pupil in enumerate(pupils):
                pupil.until(lambda m: m["type"] == "lobby")
                pupil.send({"type": "sit", "table": table["table"], "seat": seat})
            seats[table["table"]] = (tokens, pupils)
        for _, pupils in seats.values():
            make_moves(pupils, 3)
        # one more move is on its way when the server dies
        tokens, pupils = next(iter(seats.values()))
        current = pupils[0].at_least(0)
        if current["to_move"] in (0, 1) and not current["over"]:
            mine = pupils[current["to_move"]].at_least(current["version"])
            pupils[current["to_move"]].send({"type": "act", "action": quick_move(mine), "version": mine["version"]})
        server.kill()
        seen = {
            table: max(m["version"] for p in pupils for m in p.received if m["type"] == "state")
            for table, (_, pupils) in seats.items()
        }
        before = {table: stored(db, table) for table in seats}
        for table in seats:
            assert seen[table] <= len(before[table])  # whatever a browser was shown is in the file
            assert seen[table] >= 3
    finally:
        server.stop()

    again = ServeProcess(db, bot_delay=0.02)
    try:
        assert again.code == code and again.token != token  # a new teacher link each start (only its hash is kept)
        for table, (tokens, _) in seats.items():
            pupils = [Pupil(again, t) for t in tokens]  # the same seat tokens, kept by the browsers
            states = [p.state() for p in pupils]
            assert [s["seat"] for s in states] == [0, 1] and all(s["table"] == table for s in states)
            assert min(s["version"] for s in states) >= len(before[table])
            play_whole_game(pupils)
            after = stored(db, table)
            assert after[: len(before[table])] == before[table]  # no action lost, none changed
            assert pupils[0].last_state["over"] and pupils[0].last_state["version"] == len(after)
            for pupil in pupils:
                pupil.close()
        rows = again.get("api/teacher/results.csv", token=again.token)[1].splitlines()
        assert len(rows) == 1 + 3 * len(seats)
    finally:
        again.stop()
