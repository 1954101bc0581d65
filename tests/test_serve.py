"""The classroom server's logic without a browser: seats, views (E5), the action log (E6), messages, texts."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')

import knackpy
from knackpy import bots, i18n
from knackpy.serve import protocol
from knackpy.serve.room import CODE_ALPHABET, Classroom, Refused, Throttle, check_name, pupil_view, refusal
from knackpy.serve.store import ActionConflict, SQLiteStore
from knackpy.serve.texts import ui_texts

FAST = {
    "knack": {"lives": 1},
    "knack_oberlausitz": {"coins": 1, "turn_cap": 30},
    "charakir": {"rounds": 1, "limit": None, "turn_cap": 8},
}


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def pytest_generate_tests(metafunc):
    """Every test of a classroom with a database runs twice: on an SQLite file and on PostgreSQL."""
    if "tmp_path" in metafunc.fixturenames and "backend" in metafunc.fixturenames:
        metafunc.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


BACKEND: dict[str, object] = {"store": SQLiteStore}


@pytest.fixture(autouse=True)
def backend(request):
    """The store the test's classrooms use; on PostgreSQL each file name is a classroom of its own."""
    if getattr(request, "param", "sqlite") == "postgresql":
        from pg_support import classroom_for

        from knackpy.serve.pgstore import PostgresStore

        url = request.getfixturevalue("postgres").url
        BACKEND["store"] = lambda path: PostgresStore(url, classroom_for(str(path)))
    yield getattr(request, "param", "sqlite")
    BACKEND["store"] = SQLiteStore


def make_store(path):
    return BACKEND["store"](path)


def stored_text(store) -> bytes:
    """Everything the store holds, as bytes (the SQLite files, or the classroom's rows)."""
    if isinstance(store, SQLiteStore):
        return b"".join(f.read_bytes() for f in store.path.parent.glob(store.path.name + "*"))
    tables = ("knackpy_meta", "knackpy_tables", "knackpy_pupils", "knackpy_games", "knackpy_actions")
    rows = [store._rows(f"SELECT t::text FROM {name} t WHERE classroom = %s", (store.classroom,)) for name in tables]
    return repr(rows).encode()


def room_at(tmp_path, name="class.sqlite", **kw) -> Classroom:
    return Classroom(make_store(tmp_path / name), **kw)


def seated_table(room: Classroom, ruleset: str, names=("Mia", "Ben"), bot_levels=("simple",)):
    table = room.create_table(ruleset=ruleset, options=FAST[ruleset], players=len(names) + len(bot_levels),
                              bots=list(bot_levels))  # fmt: skip
    pupils = []
    for seat, name in enumerate(names):
        pupil, _ = room.join(room.code, name, address="10.0.0.1")
        room.sit(pupil, table.id, seat)
        pupils.append(pupil)
    return table, pupils


def play_out(room: Classroom, table, pupils, *, each_step=None, limit=3000):
    """Play to the end: pupils move like a simple bot from their own view, bots move themselves."""
    helpers = {p.seat: bots.make_bot("simple", table.rules, seed=p.seat) for p in pupils}
    by_seat = {p.seat: p for p in pupils}
    for _ in range(limit):
        if each_step:
            each_step()
        if table.game.is_over():
            return
        seat = table.game.to_move
        if seat in by_seat:
            action = helpers[seat].choose(table.game.view(seat))
            room.act(by_seat[seat], action.to_text(), version=table.version)
        else:
            room.apply_bot(table, table.bot_players[seat].choose(table.game.view(seat)))
    raise AssertionError("the game did not end")


def test_join_code_survives_a_restart_and_the_teacher_token_is_kept_only_as_a_hash(tmp_path):
    """Finding 11: the file alone opens nothing; every start prints a new teacher link."""
    room = room_at(tmp_path)
    assert len(room.code) == 6 and set(room.code) <= set(CODE_ALPHABET)
    assert len(room.teacher_token) >= 32
    room.store.close()
    raw = stored_text(make_store(tmp_path / "class.sqlite"))
    assert room.teacher_token.encode() not in raw
    again = room_at(tmp_path)
    assert again.code == room.code and again.teacher_token != room.teacher_token
    again.check_teacher(again.teacher_token)
    with pytest.raises(Refused):
        again.check_teacher(room.teacher_token)  # the old link stops working
    assert room_at(tmp_path, "other.sqlite").code != room.code or room_at(tmp_path, "third.sqlite").code != room.code


def test_a_pupil_gets_a_seat_token_that_is_stored_only_as_a_hash(tmp_path):
    room = room_at(tmp_path)
    pupil, token = room.join(room.code.lower(), "  Mia   K. ", address="a")
    assert pupil.name == "Mia K."
    assert room.pupil_for_token(token) is pupil
    assert room.pupil_for_token("x" + token) is None
    raw = stored_text(room.store)
    assert token.encode() not in raw
    second, _ = room.join(room.code, "mia k.", address="a")
    assert second.name == "mia k. 2"  # two pupils never share a name at a table


@pytest.mark.parametrize("name", ["", "   ", "<script>alert(1)</script>", "a" * 25, "=SUM(A1)", 7, None, "Mia\u0000"])
def test_bad_names_are_refused_in_both_languages(name):
    with pytest.raises(Refused) as err:
        check_name(name)
    assert "Name" in err.value.de and "name" in err.value.en


def test_wrong_codes_are_throttled_per_address_even_for_the_right_code_afterwards(tmp_path):
    clock = Clock()
    room = room_at(tmp_path, clock=clock)
    wrong = "AAAAAA" if room.code != "AAAAAA" else "BBBBBB"
    for _ in range(5):
        with pytest.raises(Refused, match="Code"):
            room.join(wrong, "Mia", address="10.0.0.9")
    with pytest.raises(Refused) as err:
        room.join(room.code, "Mia", address="10.0.0.9")
    assert err.value.key == "serve.err.throttled"
    assert room.pupils == {}
    room.join(room.code, "Ben", address="10.0.0.10")  # another address is not affected
    clock.now += 61
    room.join(room.code, "Mia", address="10.0.0.9")  # after a minute the address may try again
    assert sorted(p.name for p in room.pupils.values()) == ["Ben", "Mia"]


def test_throttle_counts_inside_its_window_only():
    clock = Clock()
    throttle = Throttle(2, 10.0, clock=clock)
    throttle.add("x")
    throttle.add("x")
    assert throttle.blocked("x") and not throttle.blocked("y")
    clock.now = 10.5
    assert not throttle.blocked("x")


@pytest.mark.rule("E2")
def test_a_pupil_acts_only_on_their_own_turn_and_a_refusal_names_the_rule(tmp_path):
    room = room_at(tmp_path)
    table, (mia, ben) = seated_table(room, "knack", bot_levels=())
    mover = mia if table.game.to_move == mia.seat else ben
    other = ben if mover is mia else mia
    before = table.game.to_json()
    with pytest.raises(Refused) as err:
        room.act(other, table.game.legal_actions()[0].to_text())
    assert err.value.rule == "E2" and "(E2)" in err.value.en
    with pytest.raises(knackpy.IllegalActionError) as illegal:
        room.act(mover, "tausche 7h gegen As")  # the choose phase comes first (K5)
    assert illegal.value.rule.startswith("K")
    said = refusal(illegal.value, "de")["reason"]  # the pupil is the mover: spoken to as "du", not by name
    assert " du" in said and mover.name not in said
    with pytest.raises(Refused, match="Stand|state"):
        room.act(mover, table.game.legal_actions()[0].to_text(), version=table.version + 1)
    assert table.game.to_json() == before and table.version == 0


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", list(FAST))
def test_no_pupil_ever_sees_another_seats_cards_over_a_whole_game(tmp_path, ruleset):
    room = room_at(tmp_path)
    table, pupils = seated_table(room, ruleset, names=("Mia", "Ben", "Ida"), bot_levels=("simple",))
    checked = 0

    def check():
        nonlocal checked
        game = table.game
        for pupil in pupils:
            for lang in ("de", "en"):
                message = room.message_for(pupil, lang)
                assert message["type"] == "state"
                own = game.view(pupil.seat).hand
                assert [c["id"] for c in message["hand"]] == [c.short for c in own]
                shown = {c["id"] for c in message["hand"] + message["table_cards"]}
                svg = message["hand_svg"] + message["table_svg"]
                for seat in range(game.n_players):
                    if seat == pupil.seat:
                        continue
                    for card in game.view(seat).hand:
                        assert card.short not in shown, (seat, card)
                        assert f"<title>{card.name(lang)}</title>" not in svg
                        assert card.name(lang) not in ", ".join(svg.split("<title>")[1:2])  # the picture's title
                assert message["actions"] == [] or game.to_move == pupil.seat
                checked += 1

    play_out(room, table, pupils, each_step=check)
    assert checked > 20 and table.status == "over"


@pytest.mark.rule("E6")
def test_every_table_is_its_action_log_and_a_restart_replays_it(tmp_path):
    room = room_at(tmp_path)
    table, pupils = seated_table(room, "charakir")
    for _ in range(7):
        seat = table.game.to_move
        pupil = next((p for p in pupils if p.seat == seat), None)
        if pupil is None:
            room.apply_bot(table, table.bot_players[seat].choose(table.game.view(seat)))
        else:
            room.act(pupil, table.game.legal_actions()[0].to_text())
    saved = table.game.to_json()
    again = room_at(tmp_path)
    copy = again.tables[table.id]
    assert copy.game.to_json() == saved and copy.version == 7
    assert {p.name: (p.table_id, p.seat) for p in again.pupils.values()} == {"Mia": (table.id, 0), "Ben": (table.id, 1)}
    store = make_store(tmp_path / "class.sqlite")
    game = next(g for g in store.games() if g["table_id"] == table.id)
    assert json.loads(saved)["actions"] == game["actions"]
    with pytest.raises(ActionConflict):
        store.append_action(table.id, game["game_no"], 0, "draw")  # a number is written once only


def test_a_log_that_no_longer_replays_ends_its_table_and_the_others_go_on(tmp_path):
    room = room_at(tmp_path)
    broken, _ = seated_table(room, "knack", names=("Mia",), bot_levels=("simple",))
    fine, _ = seated_table(room, "charakir", names=("Ben",), bot_levels=("simple",))
    store = make_store(tmp_path / "class.sqlite")
    store.append_action(broken.id, broken.game_no, broken.version, "tausche 7h gegen 8h")  # impossible here
    again = room_at(tmp_path)
    assert again.tables[broken.id].status == "ended" and again.tables[fine.id].status == "playing"
    assert len(again.load_errors) == 1 and again.load_errors[0].startswith("1: ")
    assert again.tables[fine.id].game.to_json() == fine.game.to_json()


def test_teacher_ends_and_restarts_a_table_and_the_results_keep_both_games(tmp_path):
    room = room_at(tmp_path)
    table, pupils = seated_table(room, "knack")
    first_seed = table.game.seed
    room.restart_table(table.id)
    assert table.status == "playing" and table.game_no == 2 and table.version == 0
    play_out(room, table, pupils)
    room.end_table(table.id)
    rows = list(csv.DictReader(io.StringIO(room.results_csv())))
    assert [(r["game"], r["status"]) for r in rows] == [("1", "ended")] * 3 + [("2", "over")] * 3
    assert rows[0]["seed"] == str(first_seed)
    assert sum(r["winner"] == "yes" for r in rows[3:]) >= 1
    seen_by_teacher = room.teacher_state("en")["tables"][0]
    assert seen_by_teacher["standings"] == [int(r["standing"]) for r in rows[3:]]  # lives at the end (K18)
    assert len(seen_by_teacher["hands"]) == 3 and seen_by_teacher["history"]
    with pytest.raises(Refused):
        room.act(pupils[0], "keep")


def test_a_table_ended_mid_game_offers_no_moves(tmp_path):
    room = room_at(tmp_path)
    table, pupils = seated_table(room, "knack", bot_levels=())
    mover = next(p for p in pupils if p.seat == table.game.to_move)
    assert room.message_for(mover, "en")["actions"]
    room.end_table(table.id)
    message = room.message_for(mover, "en")
    assert message["status"] == "ended" and message["actions"] == []
    with pytest.raises(Refused, match="No game"):
        room.act(mover, table.game.legal_actions()[0].to_text())


def test_results_csv_defuses_formula_names(tmp_path):
    room = room_at(tmp_path)
    table = room.create_table(ruleset="knack", players=2, bots=["random"])
    pupil, _ = room.join(room.code, "Mia", address="a")
    pupil.name = "=HYPERLINK()"  # as if an older version had let it through
    room.sit(pupil, table.id, 0)
    assert "'=HYPERLINK()" in room.results_csv()


def test_lobby_and_teacher_show_the_bot_levels_in_the_chosen_language(tmp_path):
    room = room_at(tmp_path)
    room.create_table(ruleset="knack", players=4, bots=["random", "simple", "strong"])
    pupil, _ = room.join(room.code, "Mia", address="a")
    for lang, names in (("de", ["Zufall", "Einfach", "Stark"]), ("en", ["random", "simple", "strong"])):
        for seats in (room.lobby(pupil, lang)["tables"][0]["seats"], room.teacher_state(lang)["tables"][0]["seats"]):
            assert [seat["level"] for seat in seats] == [None, *names]
            assert [seat["bot"] for seat in seats] == [None, "random", "simple", "strong"]  # the level's id stays
    for page in ("pupil.js", "teacher.js"):  # the pages show the translated name, not the id
        source = (Path(knackpy.__file__).parent / "serve" / "static" / page).read_text()
        assert "seat.level" in source and '" + seat.bot + "' not in source, page


def test_teacher_moves_a_pupil_and_bad_tables_are_refused(tmp_path):
    room = room_at(tmp_path)
    one = room.create_table(ruleset="knack", players=3, bots=["simple"])
    two = room.create_table(ruleset="charakir", players=2, bots=[], options={"rounds": 2, "limit": None})
    pupil, _ = room.join(room.code, "Mia", address="a")
    room.move_pupil(pupil.id, one.id, 0)
    room.move_pupil(pupil.id, two.id, 1)
    assert (pupil.table_id, pupil.seat) == (two.id, 1)
    with pytest.raises(Refused):
        room.move_pupil(pupil.id, one.id, 2)  # a bot's seat
    for bad in [
        {"ruleset": "poker"},
        {"ruleset": "knack", "players": 1},
        {"ruleset": "knack", "players": 3, "bots": ["genius"]},
        {"ruleset": "knack", "players": 2, "bots": ["simple", "simple"]},
        {"ruleset": "knack", "options": {"lives": 0}},
        {"ruleset": "knack", "options": "lives=1"},
    ]:
        with pytest.raises(Refused) as err:
            room.create_table(**bad)
        assert err.value.de != err.value.en
    with pytest.raises(Refused):
        room.check_teacher("wrong")
    room.check_teacher(room.teacher_token)


def test_coach_answers_from_the_pupils_view_when_allowed(tmp_path):
    room = room_at(tmp_path)
    table, pupils = seated_table(room, "charakir", bot_levels=())
    mover = next(p for p in pupils if p.seat == table.game.to_move)
    view, seed = room.hint_view(mover)
    assert view.player == mover.seat
    ranked = room.rank_hints(view, seed, "en", samples=4)
    assert ranked and {r["action"] for r in ranked} <= {a.to_text() for a in table.game.legal_actions()}
    table.hints = False
    with pytest.raises(Refused, match="coach"):
        room.hint_view(mover)


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        "[1, 2]",
        '{"type": "fly"}',
        '{"action": "keep"}',
        '{"type": "act"}',
        '{"type": "act", "action": 5}',
        '{"type": "act", "action": "keep", "extra": 1}',
        '{"type": "act", "action": "keep", "version": -1}',
        '{"type": "act", "action": "keep", "version": true}',
        '{"type": "sit", "table": "t", "seat": "0"}',
        '{"type": "act", "action": "' + "x" * 300 + '"}',
        "{" * 5000,
        b"\x00\x01",
    ],
)
def test_every_malformed_message_is_refused_with_a_reason(raw):
    with pytest.raises(Refused) as err:
        protocol.parse(raw)
    assert err.value.de and err.value.en and err.value.de != err.value.en


def test_rate_limit_allows_bursts_then_refuses_until_time_passes():
    clock = Clock()
    limit = protocol.RateLimit(rate=2, burst=3, clock=clock)
    assert [limit.allow() for _ in range(5)] == [True, True, True, False, False]
    clock.now += 1.0
    assert [limit.allow() for _ in range(3)] == [True, True, False]


def test_pupil_view_is_plain_json_in_the_chosen_language():
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=5)
    de, en = pupil_view(game, game.to_move, "de"), pupil_view(game, game.to_move, "en")
    json.dumps(de)
    assert de["actions"] and de["actions"][0]["text"] == en["actions"][0]["text"]
    assert de["actions"][0]["label"] != en["actions"][0]["label"]
    assert pupil_view(game, (game.to_move + 1) % 3, "de")["actions"] == []


def test_every_page_text_exists_in_both_languages():
    texts = ui_texts()
    assert set(texts) == set(i18n.LANGS) and texts["de"].keys() == texts["en"].keys()
    assert len(texts["de"]) > 40
    for key in texts["de"]:
        assert texts["de"][key].strip() and texts["en"][key].strip(), key
        assert i18n.placeholders(texts["de"][key]) == i18n.placeholders(texts["en"][key]), key


def test_every_text_key_the_pages_use_is_in_the_catalogue():
    import re
    from pathlib import Path

    static = Path(knackpy.__file__).parent / "serve" / "static"
    used = set()
    for path in static.iterdir():
        source = path.read_text()
        used |= set(re.findall(r'data-t(?:-placeholder)?="([\w.]*\w)"', source))
        used |= set(re.findall(r'K\.t\("([\w.]*\w)"', source))
        if 'K.t("status."' in source:
            used |= {"status." + s for s in ("waiting", "playing", "over", "ended")}
        if 'K.t("stake."' in source:
            used |= {"stake." + s for s in ("lives", "coins", "points")}
    assert used and used <= set(ui_texts()["de"]), used - set(ui_texts()["de"])


def test_the_pages_load_nothing_from_another_host():
    from pathlib import Path

    static = Path(knackpy.__file__).parent / "serve" / "static"
    for path in static.iterdir():
        text = path.read_text()
        assert "http://" not in text and "https://" not in text and "//cdn" not in text, path.name


def test_the_command_line_knows_serve_in_both_languages(capsys):
    from knackpy.cli import main

    for lang, word in (("de", "Schulnetz"), ("en", "school network")):
        assert main(["--lang", lang, "serve", "--help"]) == 0
        assert word in capsys.readouterr().out


def test_serve_without_its_packages_says_how_to_install_them(monkeypatch, capsys, tmp_path):
    import importlib.util

    from knackpy.cli import main

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "segno" else real(name, *a))
    assert main(["serve", "--lang", "en", "--db", str(tmp_path / "x.sqlite")]) == 2
    err = capsys.readouterr().err
    assert "segno" in err and 'pip install -e ".[serve]"' in err
    assert not (tmp_path / "x.sqlite").exists()


def test_a_busy_port_or_a_file_that_is_no_database_is_a_clear_error(capsys, tmp_path):
    import socket

    from knackpy.cli import main

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--lang", "en", "--port", str(port), "--db", str(tmp_path / "a.sqlite")]) == 2
    assert f"Port {port} cannot be used" in capsys.readouterr().err
    junk = tmp_path / "junk.sqlite"
    junk.write_text("this is not a database" * 100)
    assert main(["serve", "--lang", "en", "--port", "0", "--db", str(junk)]) == 2
    assert "not a classroom database" in capsys.readouterr().err


def test_knackpy_itself_stays_standard_library_only():
    import subprocess
    import sys

    code = "import knackpy, knackpy.cli, sys; print(sorted(m for m in ('starlette', 'uvicorn', 'segno', 'websockets') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
