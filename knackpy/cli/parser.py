"""The argument parser: its help and argparse's own words in the chosen language, mistakes reported, not exited."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterable
from typing import Any, NoReturn

from .. import i18n
from ..rules import OPTIONS, RULESETS
from .commands import cmd_course, cmd_play, cmd_rules, cmd_simulate


class UsageError(Exception):
    def __init__(self, message: str, usage: str) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout with its one fixed word, "usage:", in the parser's language."""

    def __init__(self, prog: str, *, lang: str = "de") -> None:
        super().__init__(prog)
        self.lang = lang

    def add_usage(
        self, usage: str | None, actions: Iterable[argparse.Action], groups: Iterable[Any], prefix: str | None = None
    ) -> None:
        super().add_usage(
            usage, actions, groups, i18n.text("cli.argparse.usage", self.lang) if prefix is None else prefix
        )


class Parser(argparse.ArgumentParser):
    """An argument parser that reports mistakes to :func:`main` instead of exiting, its own words in ``lang``.

    Subcommands get the same class (argparse's default), so every help page, added by whoever, speaks ``lang``:
    the headings ("positional arguments", "options"), "usage:" and the help of ``-h``.
    """

    lang = "de"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)  # type: ignore[misc]  # add_help is popped from kwargs above
        self._positionals.title = i18n.text("cli.argparse.positionals", self.lang)
        self._optionals.title = i18n.text("cli.argparse.options", self.lang)
        if add_help:
            self.add_argument(
                "-h", "--help", action="help", default=argparse.SUPPRESS, help=i18n.text("cli.argparse.help", self.lang)
            )

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _Formatter(prog=self.prog, lang=self.lang)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.format_usage())


def _parser_class(lang: str) -> type[Parser]:
    """A :class:`Parser` whose help is in ``lang``."""
    return type(f"_Parser_{lang}", (Parser,), {"lang": lang})


# argparse's own messages (English), said in German too
_ARGPARSE_MESSAGES = (
    (r"the following arguments are required: (?P<args>.+)", "cli.argparse.required"),
    (r"argument (?P<arg>\S+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)", "cli.argparse.choice"),
    (r"argument (?P<arg>\S+): invalid (?P<type>\w+) value: (?P<value>.+)", "cli.argparse.type"),
    (r"argument (?P<arg>\S+): expected one argument", "cli.argparse.one_value"),
    (r"unrecognized arguments: (?P<args>.+)", "cli.argparse.unknown"),
    (r"ambiguous option: (?P<arg>\S+) could match (?P<choices>.+)", "cli.argparse.ambiguous"),
)


def usage_message(message: str, lang: str) -> str:
    for pattern, key in _ARGPARSE_MESSAGES:
        match = re.fullmatch(pattern, message)
        if match:
            return i18n.text(key, lang, **match.groupdict())
    return i18n.text("cli.argparse.other", lang, message=message)


def _add_common(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("ruleset", metavar=i18n.text("cli.metavar.ruleset", lang), help=", ".join(RULESETS))
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        metavar=i18n.text("cli.metavar.option", lang),
        help=", ".join(OPTIONS) + " (" + i18n.text("cli.help.option", lang) + ")",
    )
    parser.add_argument("--lang", choices=i18n.LANGS, default=argparse.SUPPRESS, help=i18n.text("cli.help.lang", lang))


def build_parser(lang: str = "de") -> argparse.ArgumentParser:
    """The argument parser, its help in ``lang``, which is also the language of a command without ``--lang``."""
    parser = _parser_class(lang)(prog="knackpy", description=i18n.text("cli.description", lang))
    parser.add_argument("--lang", choices=i18n.LANGS, default=lang, help=i18n.text("cli.help.lang", lang))
    sub = parser.add_subparsers(dest="command", required=True)

    p_rules = sub.add_parser("rules", help=i18n.text("cli.help.rules", lang))
    _add_common(p_rules, lang)
    p_rules.add_argument("--card", action="store_true", help=i18n.text("cli.help.card", lang))
    p_rules.set_defaults(func=cmd_rules)

    p_play = sub.add_parser("play", help=i18n.text("cli.help.play", lang))
    _add_common(p_play, lang)
    count, levels = i18n.text("cli.metavar.count", lang), i18n.text("cli.metavar.levels", lang)
    p_play.add_argument("--players", "-p", type=int, metavar=count, help=i18n.text("cli.help.players", lang))
    p_play.add_argument("--bots", "-b", metavar=levels, help=i18n.text("cli.help.play_bots", lang))
    p_play.add_argument("--seed", "-s", type=int, help=i18n.text("cli.help.seed", lang))
    p_play.add_argument("--name", "-n", help=i18n.text("cli.help.name", lang))
    p_play.set_defaults(func=cmd_play)

    p_sim = sub.add_parser("simulate", help=i18n.text("cli.help.simulate", lang))
    _add_common(p_sim, lang)
    p_sim.add_argument("--games", "-g", type=int, default=100, metavar=count, help=i18n.text("cli.help.games", lang))
    p_sim.add_argument("--bots", "-b", metavar=levels, help=i18n.text("cli.help.sim_bots", lang))
    p_sim.add_argument("--players", "-p", type=int, metavar=count, help=i18n.text("cli.help.sim_players", lang))
    p_sim.add_argument("--seed", "-s", type=int, default=0, help=i18n.text("cli.help.seed", lang))
    p_sim.add_argument("--workers", "-w", type=int, default=1, metavar=count, help=i18n.text("cli.help.workers", lang))
    p_sim.add_argument("--rounds-only", action="store_true", help=i18n.text("cli.help.rounds_only", lang))
    p_sim.add_argument("--by", choices=("player", "level"), default="player", help=i18n.text("cli.help.by", lang))
    p_sim.add_argument("--quiet", "-q", action="store_true", help=i18n.text("cli.help.quiet", lang))
    p_sim.set_defaults(func=cmd_simulate)

    course_help = i18n.text("cli.help.course", lang)
    p_course = sub.add_parser("course", help=course_help, description=course_help)
    p_course.add_argument(
        "--lang", choices=i18n.LANGS, default=argparse.SUPPRESS, help=i18n.text("cli.help.lang", lang)
    )
    p_course.add_argument("--dry-run", action="store_true", help=i18n.text("cli.help.dry_run", lang))
    p_course.set_defaults(func=cmd_course)

    from ..serve.command import add_parser as add_serve_parser  # standard library; the web packages load on start
    from ..serve.course_site import add_build_parser  # knackpy course build: the website for serve --course

    add_build_parser(p_course, lang)

    add_serve_parser(sub, lang)
    return parser
