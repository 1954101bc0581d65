"""The command line end to end: stdin fed in, wrong input, EOF, both languages, exit codes."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knackpy.cli import main

ROOT = Path(__file__).resolve().parent.parent
WRONG = ["?", "hilfe", "", "99", "tausche Xq gegen 7h", "0", "verlauf", "menü", "ziehen ab"]
RULESETS = ("knack", "knack_oberlausitz", "charakir")


@pytest.fixture(autouse=True)
def german_reader(monkeypatch):
    """These tests read the terminal as a reader whose locale is German (``test_front_door.py``: other locales)."""
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")


def run(monkeypatch, capsys, argv, lines=()):
    """``main(argv)`` with ``lines`` as the keyboard; returns (exit code, stdout, stderr)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    code = main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_whole_game_with_wrong_input_in_between(monkeypatch, capsys, ruleset):
    lines = WRONG + ["1"] * 3 + WRONG[:5] + ["1"] * 4000
    code, out, err = run(monkeypatch, capsys, ["play", ruleset, "--seed", "7", "--bots", "simple,random"], lines)
    assert code == 0 and err == ""
    assert out.startswith("Willkommen bei") and "Deine Gegner: Ben (Bot: Einfach), Clara (Bot: Zufall)" in out
    assert "=== Spielende ===" in out and ("Glückwunsch" in out or "Diesmal" in out)
    assert "Tschüss" not in out  # the game ended, not the input
    assert "ist kein Zug; zum Beispiel:" in out  # the reason, in German, the same in every game, then the prompt again
    assert "99 steht nicht in der Liste" in out and "0 steht nicht in der Liste" in out
    assert "Bitte gib eine Nummer" in out and "Befehle:" in out
    assert "Tipp (der beste Zug zuerst):\n  1." in out  # ranked, with the menu number to type
    assert "Anna, dein Zug> 1" in out  # typed lines are echoed when the input is not a terminal
    assert "Runde 1" in out and "===" in out
    if ruleset == "charakir":
        assert "Du hast gezogen:" in out and "Punktestand:" in out
    else:
        assert ("Leben danach" in out) == (ruleset == "knack") and ("Münzen danach" in out) != (ruleset == "knack")


def test_typed_moves_are_understood(monkeypatch, capsys):
    lines = ["behalten", "schieben", "q"]  # knack, seed 3, four players: the human keeps, then pushes
    code, out, _ = run(
        monkeypatch, capsys, ["play", "knack", "--seed", "1", "--players", "2", "--bots", "simple"], lines
    )
    assert code == 0 and "Tschüss" in out
    assert "Anna behält" in out or "Anna schiebt" in out or "ist nicht erlaubt" in out or "Zuerst" in out


def test_charakir_moves_as_text(monkeypatch, capsys):
    code, out, _ = run(
        monkeypatch, capsys, ["play", "charakir", "--seed", "3", "--players", "2"], ["ziehen", "klopfen"]
    )
    assert code == 0 and "Anna zieht vom Stapel" in out and "Tschüss" in out


def test_eof_in_the_middle_leaves_cleanly(monkeypatch, capsys):
    code, out, err = run(monkeypatch, capsys, ["play", "knack", "--seed", "5"], ["1", "1"])
    assert code == 0 and out.rstrip().endswith("Tschüss! Das Spiel wurde abgebrochen.") and err == ""
    assert "Spielende" not in out


def test_ctrl_c_leaves_cleanly(monkeypatch, capsys):
    class CtrlC(io.StringIO):
        def readline(self, *args):
            raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stdin", CtrlC())
    assert main(["play", "charakir", "--lang", "en"]) == 0
    assert "Goodbye! The game was stopped." in capsys.readouterr().out


def test_english(monkeypatch, capsys):
    code, out, _ = run(
        monkeypatch,
        capsys,
        ["--lang", "en", "play", "knack_oberlausitz", "--seed", "4", "--name", "Zoe"],
        ["?", "help", "swap Xq for 7h", "5", "42", "1"] + ["1"] * 3000,
    )
    assert code == 0 and "Welcome to Knack as played in the Oberlausitz! You play as Zoe." in out
    assert "Zoe, your move>" in out and "42 is not in the list" in out and "Unknown card 'Xq'" in out
    assert "=== Game over ===" in out and "Coins after" in out
    assert "Willkommen" not in out and "Spielende" not in out
    code, out, _ = run(monkeypatch, capsys, ["play", "charakir", "--lang", "en", "--bots", "strong"], ["1", "help"])
    assert code == 0 and "Your opponents: Ben (bot: strong)." in out and "Goodbye" in out


def test_rules_with_options(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["rules", "knack", "--option", "seven_eight_nine=true"])
    assert code == 0 and "K19" in out and out.startswith("Knack (31)")
    code, out, _ = run(monkeypatch, capsys, ["rules", "charakir", "-o", "limit=50", "--lang", "en"])
    assert code == 0 and "C13" in out and "50" in out
    code, out, _ = run(monkeypatch, capsys, ["rules", "oberlausitz", "--card"])
    assert code == 0 and "O6" in out


def test_simulate_prints_a_table(monkeypatch, capsys):
    argv = ["simulate", "knack", "--games", "6", "--bots", "random,simple", "--players", "3", "--seed", "1"]
    code, out, err = run(monkeypatch, capsys, argv)
    assert code == 0 and "6/6" in err  # the progress bar
    assert "6 Spiele Knack (31) mit 3 Spielern" in out and "Siegquote" in out and "Zufall" in out
    code, out, err = run(monkeypatch, capsys, [*argv, "--lang", "en", "--by", "level", "--quiet", "--workers", "2"])
    assert code == 0 and err == "" and "Win share" in out and "Level" in out
    code, out, _ = run(monkeypatch, capsys, ["simulate", "charakir", "-g", "4", "-b", "simple", "--rounds-only"])
    assert code == 0 and "4 einzelne Runden Charakir" in out


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["rules", "knack", "--option", "nonsense=1"], "nonsense"),
        (["rules", "knack", "--option", "lives"], "NAME=WERT"),
        (["rules", "poker"], "Unbekanntes Regelwerk"),
        (["play", "knack", "--bots", "godlike"], "Unbekannter Bot"),
        (["play", "knack", "--players", "12"], "12 Spieler"),
        (["play", "knack", "--players", "2", "--bots", "simple,strong"], "2 Bots passen nicht"),
        (["play", "knack", "--seed", "-1"], "Seed"),
        (["play", "charakir", "-o", "limit=0"], "limit"),
        (["simulate", "knack", "--games", "-3"], "games=-3"),
        (["simulate", "knack", "--games", "many"], "kein gültiger Wert"),
        (["play"], "Es fehlt"),
        (["dance"], "gibt es nicht"),
        (["rules", "knack", "--colour"], "Unbekannte Angaben"),
    ],
)
def test_bad_input_exits_2_with_the_reason(monkeypatch, capsys, argv, reason):
    code, out, err = run(monkeypatch, capsys, argv)
    assert code == 2 and reason in err


def test_bad_input_in_english(monkeypatch, capsys):
    code, _, err = run(monkeypatch, capsys, ["--lang", "en", "rules", "knack", "-o", "nonsense=1"])
    assert code == 2 and "knack has no option 'nonsense'" in err
    code, _, err = run(monkeypatch, capsys, ["simulate", "knack", "--games", "x", "--lang", "en"])
    assert code == 2 and "is not a valid value" in err
    code, _, err = run(monkeypatch, capsys, ["play", "knack", "--bots", "godlike", "--lang", "en"])
    assert code == 2 and "Unknown bot" in err


def test_help_exits_0(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["--help"])
    assert code == 0 and "play" in out and "simulate" in out
    code, out, _ = run(monkeypatch, capsys, ["--lang", "en", "simulate", "--help"])
    assert code == 0 and "number of games" in out


def python_m_knackpy(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run(
        [sys.executable, "-m", "knackpy", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def test_python_m_knackpy_plays_a_whole_game():
    done = python_m_knackpy("play", "charakir", "--seed", "5", "--lang", "en", stdin="?\nnonsense\n" + "1\n" * 3000)
    assert done.returncode == 0 and "=== Game over ===" in done.stdout and "Traceback" not in done.stderr
    assert "'nonsense' is not an action; for example:" in done.stdout
    assert "Hint (the best move first):" in done.stdout and "expected points this round" in done.stdout


def test_python_m_knackpy_eof_and_errors():
    done = python_m_knackpy("play", "knack", "--seed", "5", stdin="1\n")
    assert done.returncode == 0 and "Tschüss" in done.stdout and done.stderr == ""
    done = python_m_knackpy("rules", "knack", "--option", "lives=99")
    assert done.returncode == 2 and "lives" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_stops_a_simulation_with_processes_and_keeps_the_results():
    """Ctrl-C as a terminal sends it, to the whole process group (the workers too): the results so far, exit
    code 0, no traceback, no "Exception ignored" from a thread of the pool, no hang (issue 32)."""
    import signal

    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    process = subprocess.Popen(
        [sys.executable, "-m", "knackpy", "simulate", "knack", "-g", "100000", "-w", "2", "-b", "random"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
        start_new_session=True,  # a process group of its own, as a terminal's foreground job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # a background shell may ignore Ctrl-C
    )
    try:
        progress = process.stderr.read(1)  # the progress bar has started: the workers are playing
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)  # a hang fails here
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # nothing of it outlives the test
    text, err = out.decode("utf-8"), (progress + err).decode("utf-8", "replace")
    assert process.returncode == 0, err
    assert "Traceback" not in err and "Exception ignored" not in err and "Error" not in err, err
    assert "Abgebrochen nach" in text and "von 100.000 Spielen" in text and "Siegquote" in text


# --- `knackpy` alone: what to do next ----------------------------------------------------------------------------


def _subcommand_helps(lang):
    import argparse

    from knackpy.cli import build_parser

    action = next(a for a in build_parser(lang)._actions if isinstance(a, argparse._SubParsersAction))
    return {choice.dest: choice.help for choice in action._choices_actions}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_knackpy_alone_prints_a_menu_of_every_command_in_the_readers_language(monkeypatch, capsys, lang):
    monkeypatch.setenv("LANG", {"de": "de_DE.UTF-8", "en": "en_US.UTF-8"}[lang])
    code, out, err = run(monkeypatch, capsys, [])
    assert code == 0 and err == ""
    question = {"de": "Was möchtest du tun?", "en": "What would you like to do?"}
    assert question[lang] in out and question[{"de": "en", "en": "de"}[lang]] not in out
    for name, help_text in _subcommand_helps(lang).items():
        assert f"knackpy {name}" in out and help_text in out, (name, lang)
    assert "knackpy play knack" in out and "knackpy course knack" not in out  # a ruleset where one is needed
    assert out.index("knackpy course") < out.index("knackpy play") < out.index("knackpy rules")
    assert "knack_oberlausitz" in out and "--help" in out


def test_knackpy_with_only_a_language_prints_the_menu_in_that_language(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["--lang", "en"])
    assert code == 0 and "What would you like to do?" in out and "Was möchtest" not in out
    assert not any(text in out for text in _subcommand_helps("de").values())
    code, out, err = run(monkeypatch, capsys, ["--lang", "fr"])
    assert code == 2 and "fr" in err and out == ""  # a wrong language is still an error, not a menu


def test_a_subcommand_added_later_shows_up_in_the_menu(monkeypatch, capsys):
    import argparse

    from knackpy import cli

    real = cli.build_parser

    def with_league(lang="de"):
        parser = real(lang)
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        action.add_parser("league", help={"de": "eine Liga austragen", "en": "run a league"}[lang])
        return parser

    monkeypatch.setattr(cli, "build_parser", with_league)
    _, out, _ = run(monkeypatch, capsys, [])
    assert "knackpy league" in out and "eine Liga austragen" in out
    _, out, _ = run(monkeypatch, capsys, ["--lang", "en"])
    assert "knackpy league" in out and "run a league" in out


def test_the_menu_lists_the_classroom_server(monkeypatch, capsys):
    _, out, _ = run(monkeypatch, capsys, [])
    assert "knackpy serve" in out


def test_knackpy_course_opens_the_whole_course_at_its_start_page(monkeypatch, capsys):
    code, out, _ = run(monkeypatch, capsys, ["course", "--dry-run"])
    course = ROOT / "course"
    assert code == 0 and out.startswith(f"{sys.executable} -m jupyterlab ")
    assert f"--ServerApp.root_dir={course}" in out and out.split()[-1 if os.geteuid() else -2].endswith("START.md")
    assert f"--LabApp.app_settings_dir={course / '.jupyterlab' / 'settings'}" in out
    assert ("--allow-root" in out) == (os.geteuid() == 0)
    monkeypatch.setattr("knackpy.quickstart.COURSE_MODULES", ("no_such_module_for_the_course",))
    code, _, err = run(monkeypatch, capsys, ["course", "--dry-run", "--lang", "en"])
    assert code == 2 and err.startswith("The course needs JupyterLab in this Python")


def test_the_package_keeps_the_names_of_the_former_module():
    """knackpy/cli.py became a package (issue 16): the entry point `knackpy.cli:main` and its names stay."""
    import importlib

    from knackpy import cli

    assert cli.__all__ == ["main", "build_parser", "parse_option", "TerminalGame"]
    assert all(callable(getattr(cli, name)) for name in cli.__all__)
    assert cli.parse_option("limit=50") == ("limit", 50)
    entry = "knackpy.cli:main"  # [project.scripts] in pyproject.toml
    assert entry in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    module, _, name = entry.partition(":")
    assert getattr(importlib.import_module(module), name) is main
