"""The front door: the terminal in the reader's language, signs it cannot show as letters, the 30-second path.

The last test is what the README's first lines promise: a fresh virtual environment with the library alone
(``pip install -e .``, no extras), a first game in the terminal, and ``knackpy course`` saying what to install.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from knackpy.cli import main
from knackpy.cli.terminal import reader_lang
from knackpy.quickstart import PLAY_NOW

ROOT = Path(__file__).resolve().parents[1]
GERMAN = {"LANG": "de_DE.UTF-8"}
ENGLISH = {"LANG": "en_US.UTF-8"}


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        (GERMAN, "de"),
        ({"LANG": "de_CH"}, "de"),
        ({"LANG": "de"}, "de"),
        (ENGLISH, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LC_ALL": "", "LANG": "de_AT.UTF-8"}, "de"),  # an empty variable is not set
    ],
)
def test_the_readers_language_comes_from_the_locale(environ, expected):
    assert reader_lang(environ) == expected


# Each subcommand, with something it says in words of its own language (German, English).
SAID = [
    (["rules", "knack"], "out", " Karten ", " cards "),
    (["rules", "--help"], "out", "Aufruf:", "usage:"),
    (["play", "knack", "--seed", "3"], "out", "Willkommen bei Knack", "Welcome to Knack"),
    (["simulate", "knack", "--games", "2", "--quiet"], "out", "Siegquote", "Win share"),
    (["course", "--help"], "out", "den Kurs in JupyterLab öffnen", "open the course in JupyterLab"),
    (["serve", "--help"], "out", "Klassenraum", "classroom"),
    (["play", "skat"], "err", "Unbekanntes Regelwerk", "Unknown ruleset"),
]


@pytest.mark.parametrize(
    ("argv", "stream", "german", "english"), SAID, ids=lambda v: " ".join(v) if isinstance(v, list) else None
)
def test_every_subcommand_speaks_the_readers_language(monkeypatch, capsys, argv, stream, german, english):
    monkeypatch.setattr(sys, "stdin", __import__("io").StringIO(""))
    for environ, wanted, unwanted in ((GERMAN, german, english), (ENGLISH, english, german)):
        main(argv, environ=environ)
        said = capsys.readouterr()._asdict()[stream]
        assert wanted in said and unwanted not in said, (environ, said[:400])


@pytest.mark.parametrize(("flag", "wanted"), [("en", "Welcome to Knack"), ("de", "Willkommen bei Knack")])
def test_lang_wins_over_the_locale(monkeypatch, capsys, flag, wanted):
    monkeypatch.setattr(sys, "stdin", __import__("io").StringIO(""))
    for environ in (GERMAN, ENGLISH):
        assert main(["play", "knack", "--lang", flag], environ=environ) == 0
        assert capsys.readouterr().out.startswith(wanted)


def test_the_classroom_server_speaks_the_readers_language(capsys, tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = str(busy.getsockname()[1])
        assert main(["serve", "--port", port, "--db", str(tmp_path / "a.sqlite")], environ=ENGLISH) == 2
        assert f"Port {port} cannot be used" in capsys.readouterr().err
        assert main(["serve", "--port", port, "--db", str(tmp_path / "a.sqlite")], environ=GERMAN) == 2
        assert f"Port {port} cannot be used" not in capsys.readouterr().err


# --- in a real terminal ---------------------------------------------------------------------------------------------


def knackpy(
    *args: str, env: dict[str, str], stdin: str = "", python: str = sys.executable
) -> subprocess.CompletedProcess:
    """``python -m knackpy`` with only the locale and encoding of ``env`` (the rest of this process's own)."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIOENCODING"))}
    base["PYTHONPATH"] = str(ROOT)
    return subprocess.run(
        [python, "-m", "knackpy", *args],
        input=stdin.encode(),
        capture_output=True,
        env={**base, **env},
        cwd=ROOT,
        timeout=300,
    )


@pytest.mark.parametrize(
    ("locale", "question"), [("en_US.UTF-8", "What would you like to do?"), ("de_DE.UTF-8", "Was möchtest du tun?")]
)
def test_knackpy_alone_follows_lang(locale, question):
    done = knackpy(env={"LANG": locale})
    assert done.returncode == 0 and question in done.stdout.decode("utf-8")


def test_a_terminal_without_card_signs_plays_a_whole_game_in_letters():
    done = knackpy("play", "knack", "--seed", "3", env={"PYTHONIOENCODING": "cp1252", **ENGLISH}, stdin="1\n" * 400)
    out, err = done.stdout.decode("cp1252"), done.stderr.decode("cp1252")
    assert done.returncode == 0 and "Traceback" not in err and err == "", err[-2000:]
    assert "=== Game over ===" in out
    assert "Your hand:  8c 9s Kc  (8 of clubs, 9 of spades, king of clubs)" in out  # ♣ as c, ♠ as s
    assert "?" not in out.replace("? asks", "").replace("? hint", "")  # every sign said in letters
    german = knackpy("rules", "knack", "--card", env={"PYTHONIOENCODING": "ascii", **GERMAN})
    text = german.stdout.decode("ascii")
    assert german.returncode == 0 and german.stderr == b"" and "Koenig" in text  # ö as oe where ASCII has none


@pytest.mark.slow  # a new virtual environment and pip
def test_the_30_second_path_in_a_venv_with_the_library_alone(tmp_path):
    """The README's first two lines in a fresh terminal: a venv, ``pip install -e .`` (no extras), a whole game.

    Then ``knackpy course`` in that venv says, in the reader's language, what to install (exit 2).
    """
    project = tmp_path / "knackpy"
    listed = ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
    tracked = subprocess.run(listed, cwd=ROOT, capture_output=True, check=True).stdout
    for name in tracked.decode().split("\0"):
        if name and (ROOT / name).is_file():  # the working tree as it is, without any build output
            (project / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, project / name)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "LC_ALL")}
    if "VIRTUAL_ENV" in os.environ:  # a fresh terminal: this test's own venv is not switched on
        bin_dir = str(Path(os.environ["VIRTUAL_ENV"]) / "bin")
        env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if p != bin_dir)
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_PROGRESS_BAR="off", **GERMAN)
    env.pop("LC_MESSAGES", None)
    started = time.monotonic()
    game = subprocess.run(
        ["bash", "-c", "set -e\n" + "\n".join(PLAY_NOW) + "\n"],
        input="1\n" * 400, capture_output=True, text=True, cwd=project, env=env, timeout=900,
    )  # fmt: skip
    print(f"30-second path: venv, pip install -e . and a whole game in {time.monotonic() - started:.1f} s")
    assert game.returncode == 0 and "Traceback" not in game.stderr, game.stderr[-3000:]
    assert "Willkommen bei Knack (31)!" in game.stdout and "=== Spielende ===" in game.stdout, game.stdout[-2000:]
    venv = project / ".venv" / "bin"
    for module in ("jupyterlab", "ipywidgets", "pytest"):  # the library alone, nothing of the extras
        assert subprocess.run([venv / "python", "-c", f"import {module}"], capture_output=True).returncode != 0
    for locale, message in ((GERMAN, "Für den Kurs fehlt JupyterLab"), (ENGLISH, "The course needs JupyterLab")):
        course = subprocess.run(
            [venv / "knackpy", "course"], capture_output=True, text=True, cwd=project, env={**env, **locale}
        )
        assert course.returncode == 2 and course.stdout == "", course.stdout
        assert course.stderr.startswith(message) and 'pip install -e ".[course]"' in course.stderr, course.stderr
        assert str(venv / "python") in course.stderr and "jupyter-lab" not in course.stderr


# --- for learners in Python -----------------------------------------------------------------------------------------


def _with_name_and_with_rules():
    """(what, call with a ruleset's name, the same call with its rules object) for every function taking rules."""
    import knackpy
    from knackpy import odds
    from knackpy.engine.charakir import stack_deck as charakir_deck
    from knackpy.engine.knack import stack_deck as knack_deck

    hand = "A♥ K♥ 7♥"
    ace = knackpy.parse_cards("A♠")[0]
    calls = {
        "hand_value": lambda r: knackpy.hand_value(hand, r).explain("en"),
        "card_points": lambda r: knackpy.card_points(ace, r),
        "score_table": lambda r: knackpy.score_table(r).points[tuple(knackpy.parse_cards(hand))],
        "new_game": lambda r: knackpy.new_game(r, players=4, seed=7).history_text("en"),
        "parse_cards": lambda r: knackpy.parse_cards("Herz-Ass, Pik-7", r),
        "value_distribution": lambda r: odds.value_distribution(r),
        "knack stack_deck": lambda r: knack_deck(r, players=3, dealer=0, hands=[None, "A♥ K♥ 7♥", None]),
        "charakir stack_deck": lambda r: charakir_deck(r, players=2, dealer=1, hands=["Ah 2h 3h 4h"]),
        "charakir_total_distribution": lambda r: odds.charakir_total_distribution(r),
    }
    rulesets = {"charakir stack_deck": "charakir", "charakir_total_distribution": "charakir", "card_points": "31"}
    return [(what, call, rulesets.get(what, "knack")) for what, call in calls.items()]


@pytest.mark.parametrize(
    ("what", "call", "name"),
    _with_name_and_with_rules(),
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_a_ruleset_name_works_wherever_a_rules_object_does(what, call, name):
    from knackpy import rules

    assert call(name) == call(rules(name)), what


def test_a_new_game_needs_only_its_ruleset():
    import knackpy

    for name in ("knack", "knack_oberlausitz", "charakir"):
        game = knackpy.new_game(name)
        assert game.n_players == 3 and game.rules == knackpy.rules(name) and not game.is_over()
    assert (
        knackpy.new_game("31", seed=4).to_json()
        == knackpy.new_game(knackpy.rules("knack"), players=3, seed=4).to_json()
    )


@pytest.mark.parametrize("wrong", [42, None, ["knack"], "skat"])
def test_what_is_no_ruleset_is_a_clear_error_in_both_languages(wrong):
    import knackpy

    for call in (lambda: knackpy.new_game(wrong), lambda: knackpy.hand_value("A♥ K♥ 7♥", wrong)):
        with pytest.raises(knackpy.KnackpyError) as caught:
            call()
        de, en = caught.value.message("de"), caught.value.message("en")
        assert "knack" in de and "knack" in en and de != en  # what is accepted, said in each language


# --- the website's build ---------------------------------------------------------------------------------------------


def _mkdocs_stderr(folder: Path, env: dict[str, str]) -> str:
    """``python -m mkdocs build`` of a one-page site with the Material theme: what it prints on stderr."""
    (folder / "docs").mkdir(parents=True, exist_ok=True)
    (folder / "docs" / "index.md").write_text("# Knack\n", encoding="utf-8")
    (folder / "mkdocs.yml").write_text("site_name: Knack\ntheme:\n  name: material\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--quiet"], cwd=folder, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stderr


def test_the_site_build_hides_materials_end_of_life_box(tmp_path, monkeypatch):
    pytest.importorskip("material")
    monkeypatch.syspath_prepend(str(ROOT / "tools" / "lite"))
    import build

    env = {k: v for k, v in os.environ.items() if k != "NO_MKDOCS_2_WARNING"}
    assert "end of life" in _mkdocs_stderr(tmp_path / "plain", env)  # what a learner meets with `mkdocs serve`
    assert "end of life" not in _mkdocs_stderr(tmp_path / "quiet", {**env, **build.QUIET_MKDOCS})
    seen = {}
    monkeypatch.setattr(build, "run", lambda cmd, **kwargs: seen.update(kwargs))
    (tmp_path / "site").mkdir()
    build.build_site(tmp_path / "app", tmp_path / "site")
    assert seen["env"]["NO_MKDOCS_2_WARNING"] == "1"  # the site build passes it to mkdocs
