"""The ``knackpy`` command: rules, the course, a terminal game against bots, and simulations.

In the reader's language (``LANG=de_DE.UTF-8``: German, ``en_*`` and anything else: English), or the one
``--lang`` names::

    knackpy rules knack --option seven_eight_nine=true
    knackpy play knack --players 3 --bots simple,strong --seed 7
    knackpy simulate charakir --games 1000 --bots random,simple,strong --workers 2
    knackpy course --lang en

Every error prints its reason in the chosen language and exits with 2; Ctrl-C
or the end of the input leaves a game cleanly (exit 0).

The package: ``parser`` (the argument parser, its help in both languages), ``commands`` (one
``cmd_<name>`` per subcommand), ``play`` (the terminal game), ``terminal`` (the reader's language, signs the
terminal cannot show) and ``texts`` (the catalogue).
:func:`main` lives here, and reads :func:`build_parser` from here.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from typing import TextIO

from .. import i18n
from ..errors import KnackpyError
from . import texts  # noqa: F401 - the catalogue
from .commands import parse_option
from .parser import Parser, UsageError, build_parser, usage_message
from .play import TerminalGame, _place  # noqa: F401 - _place: the tests read it here
from .terminal import fit_to_encoding, reader_lang

__all__ = ["main", "build_parser", "parse_option", "TerminalGame"]


def main(
    argv: Sequence[str] | None = None, *, out: TextIO | None = None, environ: Mapping[str, str] | None = None
) -> int:
    """Run the command line; errors print their reason in the chosen language (exit 2), never a traceback.

    The language is the reader's (``LC_ALL``, ``LC_MESSAGES``, ``LANG`` of ``environ``, the process's own by
    default); ``--lang`` wins.  Signs the terminal cannot show come out as letters (``A♥`` as ``Ah``).
    """
    fit_to_encoding(sys.stdout, sys.stderr)
    try:
        return _run(list(sys.argv[1:] if argv is None else argv), out or sys.stdout, environ)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps Python's exit flush from failing
        return 0


def _run(argv: list[str], out: TextIO, environ: Mapping[str, str] | None) -> int:
    early = Parser(add_help=False)
    early.add_argument("--lang")
    try:
        chosen, rest = early.parse_known_args(argv)
    except UsageError:  # e.g. a bare `--lang`: the real parser below says what is wrong
        chosen, rest = argparse.Namespace(lang=None), argv
    lang = chosen.lang if chosen.lang in i18n.LANGS else reader_lang(environ)  # the help texts follow it too
    if not rest and chosen.lang in (None, *i18n.LANGS):  # `knackpy` alone: a short map of what to do next
        from ..quickstart import menu

        print(menu(lang, build_parser=build_parser), file=out)
        return 0
    try:
        args = build_parser(lang).parse_args(argv)
    except UsageError as err:
        print(err.usage.rstrip(), file=sys.stderr)
        print(usage_message(err.message, lang), file=sys.stderr)
        return 2
    except SystemExit as exit_:  # --help
        return exit_.code if isinstance(exit_.code, int) else 0
    try:
        return args.func(args, out)
    except KnackpyError as err:
        print(err.message(args.lang), file=sys.stderr)
        return 2
