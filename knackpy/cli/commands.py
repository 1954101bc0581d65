"""The subcommands ``rules``, ``course``, ``play`` and ``simulate``: ``cmd_<name>(args, out)`` returns the exit code."""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import TextIO

from ..engine import DEFAULT_PLAYERS
from ..errors import KnackpyError
from ..quickstart import START_PAGE
from ..rules import Rules, rules
from .play import TerminalGame


def parse_option(text: str) -> tuple[str, object]:
    """``name=value`` from the command line: ``true``/``false``, whole numbers, ``none``, or text."""
    if "=" not in text:
        raise KnackpyError("cli.bad_option", value=text)
    name, raw = (part.strip() for part in text.split("=", 1))
    low = raw.lower()
    value: object
    if low in ("true", "ja", "an", "on", "yes"):
        value = True
    elif low in ("false", "nein", "aus", "off", "no"):
        value = False
    elif low in ("none", "keine", "-"):
        value = None
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    else:
        value = raw
    return name, value


def rules_from_args(args: argparse.Namespace) -> Rules:
    options = dict(parse_option(o) for o in args.option or ())
    return rules(args.ruleset, **options)


def cmd_rules(args: argparse.Namespace, out: TextIO) -> int:
    """Print the rules in force, in the chosen language."""
    r = rules_from_args(args)
    from .. import registry

    if args.card:
        print(registry.rule_card(r, args.lang), file=out)
        return 0
    print(f"{r.name(args.lang)}", file=out)
    print("=" * len(r.name(args.lang)), file=out)
    for rule_id, text in registry.describe(r, args.lang):
        print(f"{rule_id:>4}  {text}", file=out)
    return 0


def course_dir() -> Path:
    """The ``course/`` folder of a source checkout (an editable install)."""
    return Path(__file__).resolve().parents[2] / "course"


def cmd_course(args: argparse.Namespace, out: TextIO) -> int:
    """Open this Python's JupyterLab on the whole course at its start page (both languages), with its settings."""
    from ..quickstart import lab_command, missing_course_modules, stop_hint

    course = course_dir()
    if not (course / START_PAGE).exists():
        raise KnackpyError("cli.no_course", path=str(course / START_PAGE))
    missing = missing_course_modules()
    if missing:
        raise KnackpyError("start.course.missing", python=sys.executable, missing=", ".join(missing))
    command = lab_command(sys.executable, course, as_root=hasattr(os, "geteuid") and os.geteuid() == 0)
    if args.dry_run:
        print(shlex.join(command), file=out)
        return 0
    print(stop_hint(args.lang), file=out, flush=True)
    if os.name == "nt":  # pragma: no cover - Windows: exec would leave the terminal before JupyterLab ends
        return subprocess.call(command)
    os.execv(sys.executable, command)  # pragma: no cover - replaces this process


def _levels(text: str | None, default: str) -> list[str]:
    from ..simulate import level_key

    words = [w for w in (text if text is not None else default).split(",") if w.strip()]
    if not words:
        raise KnackpyError("cli.no_bots")
    return [level_key(w) for w in words]


def cmd_play(args: argparse.Namespace, out: TextIO) -> int:
    """A human (seat 0) against bots, in the terminal."""
    r = rules_from_args(args)
    levels = _levels(args.bots, "simple")
    players = args.players
    if players is None:
        players = len(levels) + 1 if args.bots is not None else DEFAULT_PLAYERS
    if not r.min_players <= players <= r.max_players:
        raise KnackpyError("engine.bad_players", value=players, low=r.min_players, high=r.max_players, game=r.game)
    if len(levels) > players - 1:
        raise KnackpyError("cli.too_many_bots", bots=len(levels), players=players)
    levels = [levels[i % len(levels)] for i in range(players - 1)]
    game = TerminalGame(r, bots=levels, seed=args.seed, name=args.name, lang=args.lang, out=out)
    return game.run()


# --- simulate --------------------------------------------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    """A tournament between bots: a progress bar on stderr, the results table on stdout."""
    from ..simulate import simulate

    r = rules_from_args(args)
    levels = _levels(args.bots, "random,simple,strong")
    result = simulate(
        r,
        bots=levels,
        games=args.games,
        seed=args.seed,
        players=args.players,
        workers=args.workers,
        progress=None if args.quiet else "text",
        rounds_only=args.rounds_only,
    )
    print(result.summary(args.lang), file=out)
    print(file=out)
    print(result.table(args.lang, by=args.by), file=out)
    return 0
