"""The school-wide classroom server (issue 31): several workers on one PostgreSQL classroom, and its faults.

Real ``knackpy serve`` processes on a throwaway PostgreSQL (tests/pg_support.py):
a table's owner worker is SIGKILLed mid-game and another takes it over with no
acknowledged move lost; PostgreSQL restarting is a clear message and a recovery.
"""

from __future__ import annotations

import json
import os
import signal
import time

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')
pytest.importorskip("websockets")
pytest.importorskip("psycopg", reason='the school server needs pip install -e ".[school]"')

from pg_support import PostgresCluster, classroom_for, missing_postgres
from serve_support import Pupil, ServeProcess, make_moves, play_whole_game, quick_move

WAIT = 20.0  # seconds any step may take at most (the machine is shared; nothing here measures time)


def school(url: str, classroom: str, *, workers: int = 1, **kw) -> ServeProcess:
    return ServeProcess(url, extra=("--room", classroom, "--workers", str(workers)), **kw)


def query(url: str, sql: str, params: tuple = ()) -> list[tuple]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        return db.execute(sql, params).fetchall()


def stored(url: str, classroom: str, table: str) -> list[str]:
    sql = "SELECT text FROM knackpy_actions WHERE classroom = %s AND table_id = %s ORDER BY game_no, idx"
    return [t for (t,) in query(url, sql, (classroom, table))]


def owner_pid(url: str, classroom: str, table: str) -> int | None:
    """The process id of the worker holding the table's advisory lock (from its application name)."""
    sql = (
        "SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
        "WHERE l.locktype = 'advisory' AND l.granted "
        "AND l.classid = (hashtext(%s)::bigint & 4294967295)::oid AND l.objid = (hashtext(%s)::bigint & 4294967295)::oid"
    )
    rows = query(url, sql, (classroom, table))
    return int(rows[0][0].rsplit(":", 1)[1]) if rows else None


def wait_for(test, what: str):
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"not within {WAIT} s: {what}")


def seat(server: ServeProcess, pupils: list[Pupil], table: str) -> None:
    for number, pupil in enumerate(pupils):
        pupil.until(lambda m: m["type"] in ("lobby", "waiting"))
        pupil.send({"type": "sit", "table": table, "seat": number})


def seen_version(pupils: list[Pupil]) -> int:
    return max(m["version"] for p in pupils for m in p.received if m["type"] == "state")


def test_workers_without_postgres_a_bad_classroom_or_an_unreachable_database_are_clear_errors(capsys, tmp_path):
    import socket

    from knackpy.cli import main

    assert main(["serve", "--lang", "en", "--port", "0", "--workers", "2", "--db", str(tmp_path / "a.sqlite")]) == 2
    assert "Several workers (2) share one database" in capsys.readouterr().err
    assert not (tmp_path / "a.sqlite").exists()
    url = "postgresql://knackpy:secret@127.0.0.1:{}/knackpy"
    assert main(["serve", "--lang", "de", "--port", "0", "--db", url.format(1), "--room", "7B!"]) == 2
    assert "Klassenraum „7B!“ geht nicht" in capsys.readouterr().err
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound, not listening: nothing answers there
        assert main(["serve", "--lang", "en", "--port", "0", "--db", url.format(port)]) == 2
    err = capsys.readouterr().err
    assert "cannot be reached" in err and "secret" not in err  # the password is never printed


def test_two_classrooms_in_one_database_each_have_their_own_code_token_and_tables(postgres):
    first = school(postgres.url, classroom_for("two-a"))
    second = school(postgres.url, classroom_for("two-b"))
    try:
        assert first.code != second.code and first.token != second.token
        first.teacher("create", {"ruleset": "knack", "players": 2, "bots": ["simple"]})
        assert len(first.teacher("state")["tables"]) == 1 and second.teacher("state")["tables"] == []
        status, _ = second.get("api/teacher/state", token=first.token)
        assert status == 403  # one classroom's teacher link opens no other
        status, answer = second.post("api/join", {"code": first.code, "name": "Mia"}, forwarded_for="10.9.0.1")
        assert status == 403 and "Code" in answer["reason"]
    finally:
        first.stop()
        second.stop()


@pytest.mark.slow  # a fault test: kills a worker and waits out the takeover (seconds of waiting)
@pytest.mark.rule("E6")
def test_sigkill_of_the_owning_worker_another_takes_the_table_over_and_no_move_is_lost(postgres):
    """Two workers of one classroom (one command each, as on two machines): the pupil at the surviving worker
    plays on, the pupil at the killed one comes back at the survivor, the bot's table gets a new owner."""
    classroom = classroom_for("sigkill")
    one = school(postgres.url, classroom, bot_delay=0.02)
    two = school(postgres.url, classroom, bot_delay=0.02)
    try:
        assert one.code == two.code  # one classroom
        table = two.teacher("create", {"ruleset": "knack", "players": 3, "bots": ["simple"], "options": {"lives": 3}})
        tokens = [one.join("Mia"), two.join("Ben")]
        by_server = {one: 0, two: 1}
        pupils = [Pupil(one, tokens[0]), Pupil(two, tokens[1])]  # Mia at worker one, Ben at worker two
        seat(one, pupils, table["table"])
        make_moves(pupils, 3)
        owner = wait_for(lambda: owner_pid(postgres.url, classroom, table["table"]), "a worker owns the table")
        dead = one if owner in one.workers else two
        alive = two if dead is one else one
        # a move on its way when the owner dies
        current = pupils[0].at_least(0)
        if current["to_move"] in (0, 1) and not current["over"]:
            mover = pupils[current["to_move"]]
            mine = mover.at_least(current["version"])
            mover.send({"type": "act", "action": quick_move(mine), "version": mine["version"]})
        os.kill(owner, signal.SIGKILL)
        acknowledged = seen_version(pupils)
        before = stored(postgres.url, classroom, table["table"])
        assert acknowledged <= len(before)  # whatever a browser was shown is stored
        new_owner = wait_for(
            lambda: (pid := owner_pid(postgres.url, classroom, table["table"])) not in (None, owner) and pid,
            "another worker takes the table over",
        )
        assert new_owner in alive.workers
        survivor = pupils[by_server[alive]]  # still connected: it never noticed
        pupils[by_server[dead]].close()
        pupils[by_server[dead]] = Pupil(alive, tokens[by_server[dead]])  # the browser reconnects (same token)
        states = [p.at_least(len(before)) for p in pupils]  # every stored move is shown, at both workers
        assert all(s["table"] == table["table"] for s in states) and survivor.ws.state.name == "OPEN"
        play_whole_game(pupils)
        after = stored(postgres.url, classroom, table["table"])
        assert after[: len(before)] == before  # no action lost, none changed
        assert pupils[0].last_state["over"] and pupils[0].last_state["version"] == len(after)
    finally:
        one.stop()
        two.stop()


@pytest.mark.slow  # a fault test: kills a worker and waits for the supervisor to start another
def test_workers_share_one_port_and_a_killed_worker_is_replaced(postgres):
    """``--workers 2``: two processes behind one port; SIGKILL of one, its supervisor starts a new one and the
    browsers that were connected to it reconnect on the same address."""
    classroom = classroom_for("one-port")
    server = school(postgres.url, classroom, workers=2, bot_delay=0.02)
    try:
        assert len(server.workers) == 2
        table = server.teacher("create", {"ruleset": "charakir", "players": 3, "bots": ["simple"],
                                          "options": {"rounds": 2, "limit": None, "turn_cap": 10}})  # fmt: skip
        tokens = [server.join(name) for name in ("Mia", "Ben")]
        pupils = [Pupil(server, t) for t in tokens]
        seat(server, pupils, table["table"])
        make_moves(pupils, 2)
        owner = wait_for(lambda: owner_pid(postgres.url, classroom, table["table"]), "a worker owns the table")
        before = stored(postgres.url, classroom, table["table"])
        os.kill(owner, signal.SIGKILL)
        for pupil in pupils:
            pupil.close()
        pupils = [Pupil(server, t) for t in tokens]
        play_whole_game(pupils)
        after = stored(postgres.url, classroom, table["table"])
        assert after[: len(before)] == before and pupils[0].last_state["over"]
        restarted = server._read_until(("a new one starts",))  # the supervisor tells of it and starts another
        assert f"(process {owner}) ended (signal 9)" in restarted
    finally:
        server.stop()
    assert query(postgres.url, "SELECT count(*) FROM knackpy_games WHERE classroom = %s", (classroom,))[0][0] == 1


def test_joins_are_limited_for_the_whole_classroom_across_workers(postgres):
    """The classroom's join limit is kept in the database: two workers together allow it once, not twice."""
    classroom = classroom_for("limits")
    one = school(postgres.url, classroom)
    two = school(postgres.url, classroom)
    try:
        statuses = []
        for n in range(14):
            server = (one, two)[n % 2]
            status, _ = server.post("api/join", {"code": one.code, "name": f"Kind {n}"}, forwarded_for="10.5.5.5")
            statuses.append(status)
        assert statuses.count(200) == 10 and statuses[10:] == [429] * 4  # ten joins a minute per address, in all
    finally:
        one.stop()
        two.stop()


@pytest.fixture
def own_postgres():
    """A cluster of its own: this test stops and starts it."""
    if missing_postgres() and not os.environ.get("CI"):
        pytest.skip("the PostgreSQL tests need " + " and ".join(missing_postgres()))
    cluster = PostgresCluster()
    yield cluster
    cluster.destroy()


@pytest.mark.slow  # a fault test: a cluster of its own, stopped and started again (the longest of the library's tests)
def test_postgres_restarting_is_a_clear_message_then_the_game_goes_on(own_postgres):
    classroom = classroom_for("restart")
    server = school(own_postgres.url, classroom, bot_delay=0.02)
    try:
        table = server.teacher(
            "create", {"ruleset": "knack", "players": 3, "bots": ["simple"], "options": {"lives": 2}}
        )
        tokens = [server.join(name) for name in ("Mia", "Ben")]
        pupils = [Pupil(server, t, lang="de") for t in tokens]
        seat(server, pupils, table["table"])
        current = make_moves(pupils, 2)
        if current["to_move"] not in (0, 1):  # the database stops on a pupil's turn (a bot would only wait)
            current = pupils[0].until(lambda m: m["type"] == "state" and m["to_move"] in (0, 1))
        before = stored(own_postgres.url, classroom, table["table"])
        own_postgres.stop()
        mover = pupils[current["to_move"]]
        mine = mover.at_least(current["version"])
        mover.send({"type": "act", "action": quick_move(mine), "version": mine["version"]})
        refused = mover.until(lambda m: m["type"] == "refused", timeout=WAIT)
        assert refused is not None and refused["type"] == "refused"
        assert "Datenbank" in refused["reason"] and "zählt nicht" in refused["reason"]
        state = json.loads(server.get("api/teacher/state?lang=en", token=server.token)[1])
        assert state["store_problem"] == "offline" and "PostgreSQL" in state["store_problem_text"]
        assert server.proc.poll() is None  # no crash
        own_postgres.start()
        wait_for(
            lambda: json.loads(server.get("api/teacher/state", token=server.token)[1])["store_problem"] is None,
            "the worker notices the database is back",
        )
        play_whole_game(pupils)
        after = stored(own_postgres.url, classroom, table["table"])
        assert after[: len(before)] == before and pupils[0].last_state["over"]
    finally:
        server.stop()


# --- two workers' classrooms in one process: the catching up, step by step ----------------------------------------


def two_workers(url: str, name: str):
    from knackpy.serve.pgstore import PostgresStore
    from knackpy.serve.room import Classroom

    limits = {"joins_per_address": (100, 60.0)}
    first = Classroom(PostgresStore(url, classroom_for(name)), **limits)
    second = Classroom(PostgresStore(url, classroom_for(name)), new_teacher_token=False, **limits)
    return first, second


@pytest.mark.rule("E6")
def test_a_worker_catches_up_with_the_others_moves_and_a_race_is_won_once(postgres):
    from knackpy.serve.room import Refused

    first, second = two_workers(postgres.url, "catch-up")
    second.check_teacher(first.teacher_token)  # one teacher link for every worker
    mia, mia_token = first.join(first.code, "Mia", address="10.0.0.1")
    assert second.pupil_for_token(mia_token) is None and second.fetch_pupil(mia_token).name == "Mia"
    table = first.create_table(ruleset="knack", players=2, bots=["simple"])
    first.sit(mia, table.id, 0)
    second.refresh_pupil(mia.id)  # what the messages "pupil" and "table" make the second worker do
    here = second.refresh_table(table.id)
    assert second.seated(table.id)[0].name == "Mia"
    assert here.status == "playing" and here.game.to_json() == table.game.to_json()
    # a move stored by the first worker reaches the second as a message: applied when it is the next one
    mover = table.game.to_move
    if mover == 0:
        first.act(first.pupils[mia.id], table.game.legal_actions()[0].to_text())
    else:
        first.apply_bot(table, table.bot_players[mover].choose(table.game.view(mover)))
    text = first.store.actions_since(table.id, table.game_no, 0)[0]
    assert second.next_remote_action(table.id, table.game_no, 1, text) is None  # a gap: read from the store
    assert second.next_remote_action(table.id, table.game_no, 0, "no such move") is None  # the log decides
    assert second.tables[table.id].version == 0
    assert second.remote_action(table.id, table.game_no, 0, text).version == 1
    assert second.remote_action(table.id, table.game_no, 0, text).version == 1  # heard twice: applied once
    # both workers try the next move with the same number: the database takes one, the other worker shows it
    seat = table.game.to_move
    first_pick, second_pick = table.game.legal_actions()[0], here.game.legal_actions()[-1]
    if seat == 0:
        first.act(first.pupils[mia.id], first_pick.to_text())
        with pytest.raises(Refused) as err:
            second.act(second.pupils[mia.id], second_pick.to_text())
    else:
        first.apply_bot(table, first_pick)
        with pytest.raises(Refused) as err:
            second.apply_bot(here, second_pick)
    assert err.value.key == "serve.err.stale"
    assert here.version == table.version == 2 and here.game.to_json() == table.game.to_json()
    assert len(first.store.actions_since(table.id, table.game_no, 0)) == 2


def test_one_seat_taken_at_two_workers_at_once_goes_to_one_pupil_and_one_game_starts(postgres):
    from knackpy.serve.room import Refused

    first, second = two_workers(postgres.url, "seat-race")
    table = first.create_table(ruleset="charakir", players=3, bots=["simple"])
    mia, _ = first.join(first.code, "Mia", address="10.0.0.1")
    ben, ben_token = second.join(first.code, "Ben", address="10.0.0.2")
    ben_there = second.fetch_pupil(ben_token)
    second.refresh_table(table.id)
    first.refresh_pupil(ben.id)
    first.sit(mia, table.id, 0)
    with pytest.raises(Refused) as err:  # the second worker has not heard yet that seat 0 is Mia's
        second.sit(ben_there, table.id, 0)
    assert err.value.key == "serve.err.seat_taken" and second.seated(table.id)[0].name == "Mia"
    second.sit(ben_there, table.id, 1)  # the last free seat: this worker starts the game
    first.refresh_pupil(ben.id)
    first.start_if_full(first.tables[table.id])  # the owner, had it not heard of the start yet: no second game
    assert first.tables[table.id].game.to_json() == second.tables[table.id].game.to_json()
    games = query(
        postgres.url, "SELECT count(*) FROM knackpy_games WHERE classroom = %s", (classroom_for("seat-race"),)
    )
    assert games[0][0] == 1


def test_a_supervisor_killed_leaves_no_worker_behind(postgres):
    """SIGKILL of the process that started the workers (no shutdown code runs): its workers end too."""

    def running(pid: int) -> bool:
        try:
            return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False

    server = school(postgres.url, classroom_for("orphans"), workers=2)
    try:
        assert len(server.workers) == 2 and all(running(pid) for pid in server.workers)
        server.kill()
        wait_for(lambda: not any(running(pid) for pid in server.workers), "the workers end with their supervisor")
    finally:
        server.stop()


def test_a_seat_keeps_three_browsers_at_most_across_workers_and_the_newest_wins(postgres):
    classroom = classroom_for("three-browsers")
    one = school(postgres.url, classroom)
    two = school(postgres.url, classroom)
    try:
        token = one.join("Mia")
        first, second = Pupil(one, token), Pupil(one, token)
        for browser in (first, second):
            browser.until(lambda m: m["type"] == "lobby")
        third = Pupil(two, token)
        third.until(lambda m: m["type"] == "lobby")
        fourth = Pupil(two, token)  # a fourth browser, at the other worker: the oldest (at worker one) is closed
        fourth.until(lambda m: m["type"] == "lobby")
        replaced = first.until(lambda m: m.get("replaced"))
        assert "another window" in replaced["reason"]
        for browser in (second, third, fourth):
            browser.send({"type": "ping"})
            assert browser.until(lambda m: m["type"] == "pong")
    finally:
        one.stop()
        two.stop()


def test_a_seats_message_budget_is_shared_by_the_workers_it_is_open_at():
    from knackpy.serve.limits import RateLimit

    clock = [0.0]
    alone, shared = RateLimit(clock=lambda: clock[0]), RateLimit(clock=lambda: clock[0])
    assert sum(alone.allow() for _ in range(40)) == 16  # the burst of one place
    assert sum(shared.allow(share=2) for _ in range(40)) == 8  # half of it at each of two workers
    clock[0] += 1.0
    assert sum(alone.allow() for _ in range(40)) == 8 and sum(shared.allow(share=2) for _ in range(40)) == 4


def test_two_teachers_creating_tables_at_two_workers_at_once_get_different_numbers(postgres):
    """The unique (classroom, number) index: the worker that has not heard of the other's table yet takes the
    next number instead of a second table 1."""
    first, second = two_workers(postgres.url, "number-race")
    one = first.create_table(ruleset="knack", players=2, bots=["simple"])
    two = second.create_table(ruleset="charakir", players=3, bots=["simple"])  # second had not heard of "one"
    assert (one.number, two.number) == (1, 2)
    assert sorted(t.number for t in second.tables.values()) == [1, 2]  # it read the other table on the way
    rows = query(
        postgres.url,
        "SELECT number FROM knackpy_tables WHERE classroom = %s ORDER BY number",
        (classroom_for("number-race"),),
    )
    assert rows == [(1,), (2,)]


def test_two_pupils_joining_with_one_name_at_two_workers_at_once_are_told_apart(postgres):
    """The unique (classroom, name) index: of two "Mia" joining at two workers at the same moment, one is "Mia"
    and the other "Mia 2", as at one worker; a look-alike ("Міа" in Cyrillic letters) gets the bilingual
    look-alike message, and nothing of it is stored."""
    from knackpy import i18n
    from knackpy.serve.room import Refused

    first, second = two_workers(postgres.url, "name-race")
    mia, _ = first.join(first.code, "Mia", address="10.0.0.1")
    other, _ = second.join(first.code, "mia", address="10.0.0.2")  # second had not heard of Mia yet
    assert (mia.name, other.name) == ("Mia", "mia 2")
    ben, _ = first.join(first.code, "Ben", address="10.0.0.1")
    with pytest.raises(Refused) as err:
        second.join(first.code, "Веn", address="10.0.0.2")  # Cyrillic В and е: looks just like "Ben"
    assert err.value.key == "serve.err.look_alike" and "Ben" in err.value.message("de")
    assert "looks just like" in i18n.text("serve.err.look_alike", "en", name="Веn", other="Ben")
    names = query(postgres.url, "SELECT data FROM knackpy_pupils WHERE classroom = %s", (classroom_for("name-race"),))
    assert sorted(json.loads(d)["name"] for (d,) in names) == ["Ben", "Mia", "mia 2"]


def test_joins_with_one_name_at_two_real_workers_at_the_same_moment_give_one_name_once(postgres):
    """Eight browsers join as "Lea" at once, spread over two workers on one port: eight different names."""
    from concurrent.futures import ThreadPoolExecutor

    server = school(postgres.url, classroom_for("name-race-live"), workers=2)
    try:

        def join(n: int) -> str:
            status, answer = server.post("api/join", {"code": server.code, "name": "Lea"}, forwarded_for=f"10.2.0.{n}")
            assert status == 200, answer
            return answer["name"]

        with ThreadPoolExecutor(8) as pool:
            names = list(pool.map(join, range(1, 9)))
        assert sorted(names) == ["Lea", *(f"Lea {n}" for n in range(2, 9))]
    finally:
        server.stop()


def test_an_older_database_with_a_number_twice_is_renumbered_before_the_unique_index_is_made(postgres):
    import psycopg

    from knackpy.serve.pgstore import PostgresStore

    classroom = classroom_for("renumber")
    PostgresStore(postgres.url, classroom).close()
    record = {"number": 1, "ruleset": "knack", "options": {}, "players": 2, "bots": [None, "simple"], "hints": True,
              "status": "waiting", "game_no": 0}  # fmt: skip
    with psycopg.connect(postgres.url, autocommit=True) as db:
        db.execute("DROP INDEX knackpy_tables_number; DROP INDEX knackpy_pupils_name")  # as before issue 31
        for table_id in ("aaaa", "bbbb"):
            data = json.dumps({**record, "id": table_id})
            db.execute("INSERT INTO knackpy_tables VALUES (%s, %s, 1, %s)", (classroom, table_id, data))
    store = PostgresStore(postgres.url, classroom)  # what a worker of the new version does when it starts
    try:
        assert sorted((t["id"], t["number"]) for t in store.tables()) == [("aaaa", 1), ("bbbb", 2)]
    finally:
        store.close()


def test_messages_heard_in_a_burst_wake_the_loop_once_and_the_next_move_is_acted_on_at_once():
    """The listener thread's hand-off: messages heard while the loop is busy are taken in one wake-up, in the
    order heard; the ones ``at_once`` acts on (another worker's next move) skip the queue."""
    import asyncio

    from knackpy.serve.school import Handoff

    async def burst() -> tuple[list[dict], list[dict], int]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue = asyncio.Queue()
        acted: list[dict] = []
        wakeups = 0
        original = loop.call_soon_threadsafe

        def counted(callback, *args):
            nonlocal wakeups
            wakeups += callback == handoff._drain
            return original(callback, *args)

        loop.call_soon_threadsafe = counted  # type: ignore[method-assign]

        def at_once(message: dict) -> bool:
            if message.get("boom"):
                raise KeyError("boom")  # acting on it failed: it goes into the queue, the others go on
            acted.append(message)
            return message["k"] == "act"

        handoff = Handoff(loop, queue, at_once)
        messages = [{"k": "table", "t": "a"}, {"k": "act", "i": 0}, {"k": "act", "boom": 1}, {"k": "act", "i": 1}]
        import threading

        listener = threading.Thread(target=lambda: [handoff(m) for m in messages])  # the listener's thread
        listener.start()
        listener.join()  # meanwhile the loop is busy (here: waiting for it)
        await asyncio.sleep(0)
        handoff({"k": "here", "p": "c"})  # after the loop took the burst: a wake-up of its own
        await asyncio.sleep(0)
        return [queue.get_nowait() for _ in range(queue.qsize())], acted, wakeups

    queued, acted, wakeups = asyncio.run(burst())
    assert [m["k"] for m in queued] == ["table", "act", "here"] and queued[1] == {"k": "act", "boom": 1}
    assert [m.get("i") for m in acted if m["k"] == "act"] == [0, 1]
    assert wakeups == 2


def test_a_number_or_name_lost_to_other_workers_again_and_again_is_a_clear_refusal_and_nothing_is_kept(tmp_path):
    """When every try loses the race (the store always answers ActionConflict), the teacher and the pupil get a
    bilingual message to try again, and the classroom is as it was."""
    from knackpy.serve.catchup import RACE_TRIES
    from knackpy.serve.room import Classroom, Refused
    from knackpy.serve.store import ActionConflict, SQLiteStore

    class AlwaysTaken(SQLiteStore):
        tries = 0

        def _taken(self, record):
            AlwaysTaken.tries += 1
            raise ActionConflict("taken")

        save_table = save_pupil = _taken

    room = Classroom(AlwaysTaken(tmp_path / "race.sqlite"))
    with pytest.raises(Refused) as err:
        room.create_table(ruleset="knack", players=2, bots=["simple"])
    assert err.value.key == "serve.err.table_race" and "noch einmal" in err.value.message("de")
    assert "again" in err.value.message("en") and room.tables == {}
    with pytest.raises(Refused) as err:
        room.join(room.code, "Mia", address="10.0.0.1")
    assert err.value.key == "serve.err.too_many_joins" and room.pupils == {}
    assert AlwaysTaken.tries == 2 * RACE_TRIES


def test_a_late_here_message_closes_no_browser_opened_after_the_ones_it_tells_of(tmp_path):
    """A fourth browser of a seat closes the oldest one across the workers; when another worker's "here" (its
    browsers and when its newest opened) arrives late, only browsers opened before that close here."""
    import asyncio

    from knackpy.serve.app import REPLACED, Connection, Server
    from knackpy.serve.room import Classroom
    from knackpy.serve.store import SQLiteStore

    class Socket:
        closed = None

        async def send_text(self, text: str) -> None:
            pass

        async def close(self, code: int) -> None:
            self.closed = code

    async def trim(before: float) -> list[int | None]:
        room = Classroom(SQLiteStore(tmp_path / f"late-{before}.sqlite"))
        server = Server(room)
        pupil, _ = room.join(room.code, "Mia", address="10.0.0.1")
        conns = [Connection(Socket(), pupil, "en") for _ in range(2)]  # type: ignore[arg-type]
        conns[0].opened, conns[1].opened = 10.0, 20.0
        server.by_pupil[pupil.id] = list(conns)
        await server.trim_seat(pupil, elsewhere=2, before=before)  # two browsers at another worker
        return [conn.ws.closed for conn in conns]

    assert asyncio.run(trim(15.0)) == [REPLACED, None]  # the oldest of the four, opened before the others' newest
    assert asyncio.run(trim(5.0)) == [None, None]  # both newer than what the late message tells of: they stay
    assert asyncio.run(trim(float("inf"))) == [REPLACED, None]  # no time said: as before
