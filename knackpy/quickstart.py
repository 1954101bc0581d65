"""The first ten minutes: the quick-start lines, the course's JupyterLab command, and the menu of ``knackpy``.

The lines a newcomer types live here and nowhere else: README.md shows them (in German and in English),
``.ci/run`` runs the test line and the website's start page shows the course lines, each word for word
(``tests/test_quickstart.py`` checks them and runs the course's lines in a fresh virtual environment from a
clean clone; ``tests/test_front_door.py`` runs the first game's).

>>> FIRST_GAME
'pip install -e . && knackpy play knack'
>>> COURSE
'pip install -e ".[course]" && knackpy course'
"""

from __future__ import annotations

import argparse
import importlib.util
from collections.abc import Callable
from pathlib import Path

from . import i18n

__all__ = [
    "VENV",
    "FIRST_GAME",
    "COURSE",
    "TESTS",
    "PLAY_NOW",
    "QUICK_START",
    "START_PAGE",
    "START_URL",
    "COURSE_MODULES",
    "LAB_SETTINGS",
    "LAB_EXTENSIONS",
    "HIDDEN_FILES",
    "lab_command",
    "missing_course_modules",
    "stop_hint",
    "menu",
]

#: a virtual environment in the project folder, switched on for this terminal (Debian: ``apt install python3-venv``)
VENV = "python3 -m venv .venv && . .venv/bin/activate"
#: the 30-second path: the library alone (standard library only, a few seconds) and a game in the terminal
FIRST_GAME = "pip install -e . && knackpy play knack"
#: installs the library with JupyterLab and opens the course; keeps running until Ctrl+C
COURSE = 'pip install -e ".[course]" && knackpy course'
#: installs the test tools and runs every test (what ``.ci/run`` runs; about 15 minutes)
TESTS = 'pip install -e ".[test]" && pytest'
#: the README's first block: a game in the terminal
PLAY_NOW = (VENV, FIRST_GAME)
#: the README's and the website's course block: the course in JupyterLab
QUICK_START = (VENV, COURSE)

#: the course's landing page (relative to ``course/``): both languages one click away
START_PAGE = "START.md"
#: JupyterLab's application settings shipped with the course: ``overrides.json`` turns the news prompt off
#: and shows Markdown rendered; the user's own settings (``~/.jupyter``) stay untouched
LAB_SETTINGS = ".jupyterlab/settings"
#: federated JupyterLab extensions of the course, looked up before the installed ones: the first of a name wins.
#: One stands in for JupyterLite's in-browser kernel (installed by the ``lite`` and ``test`` extras), whose entry
#: JupyterLab cannot load ("Shared module @jupyterlite/services doesn't exist"); JupyterLab loads every extension
#: it finds, disabled or not, so only another of the same name keeps it out of the course's JupyterLab
LAB_EXTENSIONS = ".jupyterlab/labextensions"
#: what a learner never needs in JupyterLab's file browser: the lesson sources and the build script
#: (Jupyter's own hidden names first: the option replaces its default list)
HIDDEN_FILES = ("__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~", "source", "build.py", "conftest.py")


#: the address JupyterLab opens and prints: the start page, not its launcher (also where ``/`` leads)
START_URL = f"/lab/tree/{START_PAGE}"
#: what the course needs in the Python that runs ``knackpy course`` (the ``course`` extra): module names
COURSE_MODULES = ("jupyterlab", "ipywidgets")

i18n.catalogue(
    {
        "start.course.stop": (
            "Der Kurs läuft in JupyterLab, bis du hier Strg+C drückst.",
            "The course runs in JupyterLab until you press Ctrl+C here.",
        ),
        "start.course.address": (
            "Er öffnet sich im Browser auf seiner Startseite. Wenn nicht, öffne die Adresse mit {path} "
            "aus den Zeilen unten.",
            "It opens in your browser at its start page. If it does not, open the address with {path} "
            "from the lines below.",
        ),
        "start.course.missing": (
            "Für den Kurs fehlt JupyterLab in diesem Python ({python}; es fehlt: {missing}). "
            'Installiere es im Ordner des Projekts mit: pip install -e ".[course]"',
            "The course needs JupyterLab in this Python ({python}; missing: {missing}). "
            'Install it in the project\'s folder with: pip install -e ".[course]"',
        ),
    }
)


def stop_hint(lang: str) -> str:
    """What ``knackpy course`` says before JupyterLab's own log fills the terminal: how to stop, where to go."""
    return "\n".join((i18n.text("start.course.stop", lang), i18n.text("start.course.address", lang, path=START_URL)))


def missing_course_modules() -> list[str]:
    """The modules of the ``course`` extra this Python lacks (none once ``pip install -e ".[course]"`` ran)."""
    return [name for name in COURSE_MODULES if importlib.util.find_spec(name) is None]


def lab_command(python: str, course: Path, *, as_root: bool) -> list[str]:
    """JupyterLab of ``python`` on the whole course folder, opened at the start page, with the course's settings.

    ``python -m jupyterlab`` runs the JupyterLab installed beside knackpy, whatever ``jupyter`` comes first on
    PATH (``python -m jupyter lab`` would still look ``jupyter-lab`` up there).  The course's settings folder
    takes the place of the environment's ``share/jupyter/lab/settings`` (empty in a pip install) for this
    session only; the learner's own settings apply on top as usual.  The course's extensions folder keeps the
    in-browser kernel of the ``lite`` extra out (see ``LAB_EXTENSIONS``).
    """
    command = [
        python,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={course}",
        f"--LabApp.app_settings_dir={course / LAB_SETTINGS}",
        f"--LabApp.extra_labextensions_path={course / LAB_EXTENSIONS}",
        f"--LabApp.default_url={START_URL}",  # the address printed and opened: the start page, not the launcher
        "--ServerApp.answer_yes=True",  # one Ctrl+C stops the course, no "Shut down? (y/[n])" question
        *(f"--ContentsManager.hide_globs={pattern}" for pattern in HIDDEN_FILES),
        str(course / START_PAGE),
    ]
    if as_root:
        command.append("--allow-root")  # JupyterLab refuses to run as root without it
    return command


# --- `knackpy` alone: what to do next ----------------------------------------------------------------------------

#: the menu's order; subcommands not named here (added later) follow in the parser's order
_MENU_ORDER = ("course", "play", "rules", "simulate", "serve")
_EXAMPLE_RULESET = "knack"

i18n.catalogue(
    {
        "start.menu.question": ("Was möchtest du tun?", "What would you like to do?"),
        "start.menu.games": ("Spiele", "Games"),
        "start.menu.more": (
            "Mehr zu jedem Befehl: knackpy play --help (auf Englisch: --lang en)",
            "More on each command: knackpy play --help (in German: --lang de)",
        ),
    }
)


def _subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, str, bool]]:
    """``(name, help, takes a ruleset)`` of every subcommand the parser has right now."""
    found = []
    for action in parser._actions:  # argparse offers no public way to list subcommands
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                sub = action.choices[choice.dest]
                takes_ruleset = any(a.dest == "ruleset" for a in sub._actions)
                found.append((choice.dest, choice.help or "", takes_ruleset))
    rank = {name: i for i, name in enumerate(_MENU_ORDER)}
    return sorted(found, key=lambda entry: rank.get(entry[0], len(rank)))


def menu(lang: str | None = None, *, build_parser: Callable[[str], argparse.ArgumentParser]) -> str:
    """The short map printed by ``knackpy`` without arguments: German and English, or only ``lang``.

    ``build_parser(lang)`` is the terminal's own parser factory (passed in, so this module stays below the
    terminal in the layers of ARCHITECTURE.md): the menu lists whatever subcommands it has.
    """
    from .rules import RULESETS

    langs = i18n.LANGS if lang is None else (i18n.check_lang(lang),)
    parsers = {code: build_parser(code) for code in langs}
    commands = {code: _subcommands(parser) for code, parser in parsers.items()}
    examples = [
        f"knackpy {name} {_EXAMPLE_RULESET}" if takes_ruleset else f"knackpy {name}"
        for name, _, takes_ruleset in commands[langs[0]]
    ]
    width = max(map(len, examples)) + 2
    lines = [f"knackpy: {parsers[code].description}" for code in langs]
    lines.append(" / ".join(i18n.text("start.menu.question", code) for code in langs))
    lines.append("")
    for row, example in enumerate(examples):
        helps = [commands[code][row][1] for code in langs]
        lines.append(f"  {example:<{width}}{helps[0]}")
        lines.extend(f"  {'':<{width}}{text}" for text in helps[1:])
    lines.append("")
    lines.append(" / ".join(i18n.text("start.menu.games", code) for code in langs) + ": " + ", ".join(RULESETS))
    lines.extend(i18n.text("start.menu.more", code) for code in langs)
    return "\n".join(lines)
