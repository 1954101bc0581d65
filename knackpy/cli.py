"""The ``knackpy`` command: rules, the course, a terminal game against bots, and simulations.

German by default, ``--lang en`` for English::

    knackpy rules knack --option seven_eight_nine=true
    knackpy play knack --players 3 --bots simple,strong --seed 7
    knackpy simulate charakir --games 1000 --bots random,simple,strong --workers 2
    knackpy course --lang en

Every error prints its reason in the chosen language and exits with 2; Ctrl-C
or the end of the input leaves a game cleanly (exit 0).
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import i18n
from .errors import KnackpyError, summarize
from .rules import OPTIONS, RULESETS, rules

__all__ = ["main", "build_parser", "parse_option", "TerminalGame"]


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


def _rules_from_args(args: argparse.Namespace):
    options = dict(parse_option(o) for o in args.option or ())
    return rules(args.ruleset, **options)


def cmd_rules(args: argparse.Namespace, out) -> int:
    """Print the rules in force, in the chosen language."""
    r = _rules_from_args(args)
    from . import registry

    if args.card:
        print(registry.rule_card(r, args.lang), file=out)
        return 0
    print(f"{r.name(args.lang)}", file=out)
    print("=" * len(r.name(args.lang)), file=out)
    for rule_id, text in r.describe(args.lang):
        print(f"{rule_id:>4}  {text}", file=out)
    return 0


def course_dir() -> Path:
    """The ``course/`` folder of a source checkout (an editable install)."""
    return Path(__file__).resolve().parent.parent / "course"


def cmd_course(args: argparse.Namespace, out) -> int:
    """Open JupyterLab on the whole course at its start page (both languages), with the course's settings."""
    from .quickstart import START_PAGE, lab_command, stop_hint

    start = course_dir() / START_PAGE
    if not start.exists():
        raise KnackpyError("cli.no_course", path=str(start))
    jupyter = shutil.which("jupyter")
    if jupyter is None:
        raise KnackpyError("cli.no_jupyter")
    command = lab_command(jupyter, course_dir(), as_root=hasattr(os, "geteuid") and os.geteuid() == 0)
    if args.dry_run:
        print(shlex.join(command), file=out)
        return 0
    print(stop_hint(), file=out, flush=True)
    os.execv(jupyter, command)  # pragma: no cover - replaces this process


# --- play: a human against bots in the terminal ------------------------------------------------------------------

_HINT_WORDS = {"?", "tipp", "tip", "hint", "hinweis", "coach", "rat", "hilf mir"}
_HELP_WORDS = {"hilfe", "help", "h", "befehle", "commands"}
_QUIT_WORDS = {"q", "quit", "exit", "aufhören", "aufhoeren", "tschüss", "tschuess", "bye", "abbrechen"}
_MENU_WORDS = {"menü", "menue", "menu", "m", "zeigen", "show", "stand", "status"}
_HISTORY_WORDS = {"verlauf", "history", "protokoll", "log"}

# Events the round result block tells in one piece (printed instead of them).
_RESULT_EVENTS = frozenset(
    {
        "knack_show",
        "knack_forgot",
        "knack_draw",
        "knack_round_winner",
        "knack_life",
        "knack_pay",
        "knack_game_won",
        "knack_game_won_lausitz",
        "knack_game_shared",
        "charakir_standings",
        "charakir_limit_win",
        "charakir_limit_shared",
        "charakir_rounds_win",
        "charakir_rounds_shared",
    }
)


class _Quit(Exception):
    """The player typed a quit word."""


class TerminalGame:
    """One game in the terminal: the human at seat 0, bots at the other seats.

    ``inp`` and ``out`` are text streams (``sys.stdin``/``sys.stdout`` by
    default); when the input is not a terminal each typed line is echoed, so a
    transcript reads like a session.
    """

    def __init__(
        self,
        ruleset: Any,
        *,
        bots: Sequence[str],
        seed: int | None = None,
        name: str | None = None,
        lang: str = "de",
        inp: Any = None,
        out: Any = None,
        hint_samples: int | None = None,
    ) -> None:
        from . import bots as bot_module
        from .engine import new_game
        from .engine.core import DEFAULT_NAMES, new_seed
        from .simulate import derive_seed

        self.lang = i18n.check_lang(lang)
        self.rules = ruleset
        self.inp = inp if inp is not None else sys.stdin
        self.out = out if out is not None else sys.stdout
        self.seed = new_seed() if seed is None else seed
        self.levels = list(bots)
        human = (name or DEFAULT_NAMES[0]).strip()
        if not human:
            raise KnackpyError("cli.bad_name", value=summarize(name))
        others = [n for n in DEFAULT_NAMES if n.lower() != human.lower()]
        self.names = (human, *others[: len(self.levels)])
        self.bots = [None] + [
            bot_module.make_bot(level, ruleset, seed=derive_seed(self.seed, "bot", seat))
            for seat, level in enumerate(self.levels, start=1)
        ]
        self.game = new_game(ruleset, players=len(self.names), seed=self.seed, names=self.names)
        self.hint_samples = hint_samples
        self.shown_events = 0
        self.shown_results = 0
        self.echo = not _isatty(self.inp)

    # --- output -------------------------------------------------------------------------------------------------
    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def t(self, key: str, **params: Any) -> str:
        return i18n.text(key, self.lang, **params)

    def cards(self, cards: Sequence[Any]) -> str:
        """``A♥ K♥ 7♠ (Herz-Ass, Herz-König, Pik-7)``: short forms and names."""
        if not cards:
            return self.t("cli.play.no_cards")
        return " ".join(c.short for c in cards) + "  (" + ", ".join(c.name(self.lang) for c in cards) + ")"

    def label(self, action: Any) -> str:
        """The action's button text, with card names where the label has only short forms."""
        text = action.label(self.lang)
        named = [getattr(action, f) for f in ("card", "a", "b") if hasattr(action, f)]
        if named and self.rules.game == "charakir":
            text += "  (" + ", ".join(c.name(self.lang) for c in named) + ")"
        return text

    def show_news(self) -> None:
        """Print the history since last time; round results as one block, in the chosen language."""
        game = self.game
        events = game.history
        results = game.round_results
        pending = list(results[self.shown_results :])
        for event in events[self.shown_events :]:
            if event.kind in _RESULT_EVENTS or event.kind.startswith("charakir_score_"):
                if pending:
                    self.show_result(pending.pop(0))
                continue
            self.say("  " + event.text(self.lang, game.names))
        for result in pending:  # pragma: no cover - every scored round has scoring events
            self.show_result(result)
        self.shown_events = len(events)
        self.shown_results = len(results)

    def show_result(self, result: Any) -> None:
        self.say()
        if self.rules.is_knack:
            lines = result.explain(self.lang)
            self.say("=== " + lines[0] + " ===")
            for line in lines[1:]:
                self.say("  " + line)
        else:
            ended = self.t(f"cli.play.charakir_end.{result.ended_by}") if result.ended_by else ""
            self.say("=== " + self.t("cli.play.round_over", round=result.round, ended=ended) + " ===")
            for line in _result_lines(result, self.lang):
                self.say("  " + line)
            totals = ", ".join(f"{n} {t}" for n, t in zip(result.names, result.totals, strict=True))
            self.say("  " + self.t("cli.play.totals", totals=totals))
        self.say()

    def show_state(self) -> None:
        """The table, the human's hand and the standings, then the numbered menu."""
        view = self.game.view(0)
        self.say()
        if self.rules.is_knack:
            self._show_knack(view)
        else:
            self._show_charakir(view)
        self.say(self.t("cli.play.menu_head"))
        for number, action in enumerate(view.legal_actions, start=1):
            self.say(f"  {number:>2}) {self.label(action)}")
        self.say(self.t("cli.play.menu_foot"))

    def _show_knack(self, view: Any) -> None:
        from .scoring import hand_value

        game = self.game
        names = game.names
        self.say(self.t("cli.play.knack_head", round=view.round, dealer=names[view.dealer], pile=view.pile_size))
        if view.phase == "choose":
            self.say(self.t("cli.play.two_hands"))
        else:
            self.say(self.t("cli.play.table", cards=self.cards(view.table)))
        hand = view.hand
        self.say(self.t("cli.play.hand", cards=self.cards(hand)))
        if hand:
            self.say("  " + hand_value(hand, self.rules).explain(self.lang))
        stakes = view.stakes
        parts = []
        for p, name in enumerate(names):
            if not view.in_game[p]:
                parts.append(f"{name} {self.t('cli.play.out')}")
            elif view.swimming[p]:
                parts.append(f"{name} {stakes[p]} {self.t('cli.play.swimming')}")
            else:
                parts.append(f"{name} {stakes[p]}")
        if view.coins is not None:
            self.say(self.t("cli.play.coins", standings=" · ".join(parts), pot=view.pot))
        else:
            self.say(self.t("cli.play.lives", standings=" · ".join(parts)))
        if view.closer is not None:
            self.say(self.t(f"cli.play.closed.{self.rules.game}", player=names[view.closer]))
        if view.phase == "call":
            self.say(self.t("cli.play.call_now"))

    def _show_charakir(self, view: Any) -> None:
        names = self.game.names
        top = view.discard_top
        self.say(self.t("cli.play.charakir_head", round=view.round, dealer=names[view.dealer], pile=view.pile_size))
        self.say(self.t("cli.play.discard", cards=self.cards((top,) if top is not None else ())))
        self.say(self.t("cli.play.charakir_hand", cards=self.cards(view.hand), points=view.value))
        totals = " · ".join(f"{n} {t}" for n, t in zip(names, view.totals, strict=True))
        limit = self.rules.limit
        self.say(
            self.t("cli.play.charakir_totals", totals=totals, limit=limit)
            if limit is not None
            else self.t("cli.play.charakir_totals_rounds", totals=totals, rounds=self.rules.rounds)
        )
        if view.knocker is not None:
            self.say(self.t("cli.play.knocked", player=names[view.knocker]))
        self.say(self.t(_phase_key(view)))

    def show_help(self) -> None:
        self.say(self.t("cli.play.help"))
        examples = "cli.play.examples_knack" if self.rules.is_knack else "cli.play.examples_charakir"
        self.say(self.t(examples))

    def show_hints(self) -> None:
        try:
            from . import hints
        except ImportError:  # pragma: no cover - the hints module is part of the package
            self.say(self.t("cli.play.no_hints"))
            return
        legal = self.game.legal_actions()
        try:
            extra = {} if self.hint_samples is None else {"samples": self.hint_samples}
            ranked = hints.hint(self.game, player=0, seed=self.seed, **extra)
        except KnackpyError as err:
            self.say(err.message(self.lang))
            return
        self.say(self.t("cli.play.hints_head"))
        for h in ranked[:6]:
            try:
                number = f"[{legal.index(h.action) + 1}]"
            except ValueError:
                number = "[-]"
            self.say(f"  {_place(h, ranked)} {number} {self.label(h.action)} · {h.value_text(self.lang)}")
            self.say(f"        {h.reason(self.lang)}")

    def show_history(self) -> None:
        for line in self.game.history_text(self.lang)[-20:]:
            self.say("  " + line)

    # --- input ----------------------------------------------------------------------------------------------------
    def read(self, prompt: str) -> str:
        """One line of input; ``EOFError`` at the end."""
        if self.echo or self.out is not sys.stdout:
            self.out.write(prompt)
            self.out.flush()
            line = self.inp.readline()
            if not line:
                raise EOFError
            if self.echo:
                self.out.write(line if line.endswith("\n") else line + "\n")
            return line.strip()
        return input(prompt).strip()  # pragma: no cover - a real terminal (line editing)

    def ask(self) -> Any:
        """Ask the human until a legal action comes: a menu number or a typed move."""
        self.show_state()
        legal = self.game.legal_actions()
        prompt = self.t("cli.play.prompt", player=self.game.names[0])
        while True:
            text = self.read(prompt)
            word = text.lower().rstrip(".!)")
            if not text:
                self.say(self.t("cli.play.empty"))
            elif word in _HINT_WORDS:
                self.show_hints()
            elif word in _HELP_WORDS:
                self.show_help()
            elif word in _QUIT_WORDS:
                raise _Quit
            elif word in _MENU_WORDS:
                self.show_state()
            elif word in _HISTORY_WORDS:
                self.show_history()
            elif word.isdigit():
                number = int(word)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                self.say(self.t("cli.play.bad_number", number=number, high=len(legal)))
            else:
                try:
                    return self.game.check(text)
                except KnackpyError as err:
                    self.say(err.message_to_you(self.lang))

    # --- the game -------------------------------------------------------------------------------------------------
    def run(self) -> int:
        """Play to the end; Ctrl-C, end of input or a quit word leave cleanly.  Returns the exit code (0)."""
        try:
            self.intro()
            self.show_news()
            while not self.game.is_over():
                seat = self.game.to_move
                action = self.ask() if seat == 0 else self.bots[seat].act(self.game)
                was_in = self._in_game()
                self.game = self.game.apply(action)
                self.show_news()
                if was_in and not self._in_game() and not self.game.is_over():
                    self.say(self.t("cli.play.you_are_out"))
                if seat == 0 and action.to_text() == "draw" and self.game.to_move == 0:  # C7: only he sees the card
                    self.say(self.t("cli.play.drew", cards=self.cards(self.game.view(0).hand[-1:])))
            self.finish()
        except (EOFError, KeyboardInterrupt, _Quit):
            self.say()
            self.say(self.t("cli.play.goodbye"))
        return 0

    def _in_game(self) -> bool:
        in_game = getattr(self.game, "in_game", None)
        return True if in_game is None else bool(in_game[0])

    def intro(self) -> None:
        from . import bots

        r = self.rules
        self.say(self.t("cli.play.welcome", game=r.name(self.lang), name=self.names[0]))
        others = ", ".join(
            self.t("cli.play.opponent", name=n, level=bots.level_name(level, self.lang))
            for n, level in zip(self.names[1:], self.levels, strict=True)
        )
        self.say(self.t("cli.play.opponents", opponents=others))
        self.say(self.t("cli.play.seed", seed=self.seed))
        self.say(self.t("cli.play.how"))
        self.say()

    def finish(self) -> None:
        outcome = self.game.outcome()
        self.say("=== " + self.t("cli.play.game_over") + " ===")
        self.say(outcome.text(self.lang))
        self.say(self.t("cli.play.won" if 0 in outcome.winners else "cli.play.lost"))


def _phase_key(view: Any) -> str:
    """What to do now, offering exactly the legal actions (C7/C8: the discard only with a pair, C12: only it)."""
    if view.phase != "draw":
        return f"cli.play.phase.{view.phase}"
    kinds = {a.to_text() for a in view.legal_actions}
    if kinds == {"draw"}:
        return "cli.play.phase.draw_pile_only"
    if kinds == {"take"}:
        return "cli.play.phase.draw_discard_only"
    return "cli.play.phase.draw"


def _place(hint: Any, ranked: Sequence[Any]) -> str:
    """``3.`` for a place of its own; tied hints share their places: ``1.–2.`` for both of two equally good ones."""
    tied = sum(1 for other in ranked if other.rank == hint.rank)
    return f"{hint.rank}." if tied == 1 else f"{hint.rank}.–{hint.rank + tied - 1}."


def _result_lines(result: Any, lang: str) -> list[str]:
    """A round result as sentences (``explain`` gives a list; ``text`` a list or lines of text)."""
    explain = getattr(result, "explain", None)
    lines = explain(lang) if explain is not None else result.text(lang)
    return lines.splitlines() if isinstance(lines, str) else list(lines)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _levels(text: str | None, default: str) -> list[str]:
    from .simulate import level_key

    words = [w for w in (text if text is not None else default).split(",") if w.strip()]
    if not words:
        raise KnackpyError("cli.no_bots")
    return [level_key(w) for w in words]


def cmd_play(args: argparse.Namespace, out) -> int:
    """A human (seat 0) against bots, in the terminal."""
    r = _rules_from_args(args)
    levels = _levels(args.bots, "simple")
    players = args.players
    if players is None:
        players = len(levels) + 1 if args.bots is not None else 3
    if not r.min_players <= players <= r.max_players:
        raise KnackpyError("engine.bad_players", value=players, low=r.min_players, high=r.max_players, game=r.game)
    if len(levels) > players - 1:
        raise KnackpyError("cli.too_many_bots", bots=len(levels), players=players)
    levels = [levels[i % len(levels)] for i in range(players - 1)]
    game = TerminalGame(r, bots=levels, seed=args.seed, name=args.name, lang=args.lang, out=out)
    return game.run()


# --- simulate --------------------------------------------------------------------------------------------------------


def cmd_simulate(args: argparse.Namespace, out) -> int:
    """A tournament between bots: a progress bar on stderr, the results table on stdout."""
    from .simulate import simulate

    r = _rules_from_args(args)
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


# --- the parser --------------------------------------------------------------------------------------------------


class _UsageError(Exception):
    def __init__(self, message: str, usage: str) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout with its one fixed word, "usage:", in the parser's language."""

    def __init__(self, prog: str, *, lang: str = "de") -> None:
        super().__init__(prog)
        self.lang = lang

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        super().add_usage(
            usage, actions, groups, i18n.text("cli.argparse.usage", self.lang) if prefix is None else prefix
        )


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports mistakes to :func:`main` instead of exiting, its own words in ``lang``.

    Subcommands get the same class (argparse's default), so every help page, added by whoever, speaks ``lang``:
    the headings ("positional arguments", "options"), "usage:" and the help of ``-h``.
    """

    lang = "de"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        add_help = kwargs.pop("add_help", True)
        super().__init__(*args, add_help=False, **kwargs)
        self._positionals.title = i18n.text("cli.argparse.positionals", self.lang)
        self._optionals.title = i18n.text("cli.argparse.options", self.lang)
        if add_help:
            self.add_argument(
                "-h", "--help", action="help", default=argparse.SUPPRESS, help=i18n.text("cli.argparse.help", self.lang)
            )

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _Formatter(prog=self.prog, lang=self.lang)

    def error(self, message: str):  # type: ignore[override]
        raise _UsageError(message, self.format_usage())


def _parser_class(lang: str) -> type[_Parser]:
    """A :class:`_Parser` whose help is in ``lang``."""
    return type(f"_Parser_{lang}", (_Parser,), {"lang": lang})


# argparse's own messages (English), said in German too
_ARGPARSE_MESSAGES = (
    (r"the following arguments are required: (?P<args>.+)", "cli.argparse.required"),
    (r"argument (?P<arg>\S+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)", "cli.argparse.choice"),
    (r"argument (?P<arg>\S+): invalid (?P<type>\w+) value: (?P<value>.+)", "cli.argparse.type"),
    (r"argument (?P<arg>\S+): expected one argument", "cli.argparse.one_value"),
    (r"unrecognized arguments: (?P<args>.+)", "cli.argparse.unknown"),
    (r"ambiguous option: (?P<arg>\S+) could match (?P<choices>.+)", "cli.argparse.ambiguous"),
)


def _usage_message(message: str, lang: str) -> str:
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
    """The argument parser, its help in ``lang``."""
    parser = _parser_class(lang)(prog="knackpy", description=i18n.text("cli.description", lang))
    parser.add_argument("--lang", choices=i18n.LANGS, default="de", help=i18n.text("cli.help.lang", lang))
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

    p_course = sub.add_parser("course", help=i18n.text("cli.help.course", lang))
    p_course.add_argument(
        "--lang", choices=i18n.LANGS, default=argparse.SUPPRESS, help=i18n.text("cli.help.lang", lang)
    )
    p_course.add_argument("--dry-run", action="store_true", help=i18n.text("cli.help.dry_run", lang))
    p_course.set_defaults(func=cmd_course)

    from .serve.command import add_parser as add_serve_parser  # standard library; the web packages load on start

    add_serve_parser(sub, lang)
    return parser


def main(argv: Sequence[str] | None = None, *, out=None) -> int:
    """Run the command line; errors print their reason in the chosen language (exit 2), never a traceback."""
    out = out or sys.stdout
    argv = list(sys.argv[1:] if argv is None else argv)
    early = _Parser(add_help=False)
    early.add_argument("--lang")
    try:
        chosen, rest = early.parse_known_args(argv)
    except _UsageError:  # e.g. a bare `--lang`: the real parser below says what is wrong
        chosen, rest = argparse.Namespace(lang="de"), argv
    lang = chosen.lang if chosen.lang in i18n.LANGS else "de"  # the help texts follow --lang too
    if not rest and chosen.lang in (None, *i18n.LANGS):  # `knackpy` alone: a short map of what to do next
        from .quickstart import menu

        print(menu(chosen.lang, build_parser=build_parser), file=out)
        return 0
    try:
        args = build_parser(lang).parse_args(argv)
    except _UsageError as err:
        print(err.usage.rstrip(), file=sys.stderr)
        print(_usage_message(err.message, lang), file=sys.stderr)
        return 2
    except SystemExit as exit_:  # --help
        return exit_.code if isinstance(exit_.code, int) else 0
    try:
        return args.func(args, out)
    except KnackpyError as err:
        print(err.message(args.lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps Python's exit flush from failing
        return 0


i18n.catalogue(
    {
        "cli.description": (
            "Knack (31), Knack aus der Oberlausitz und Charakir: Regeln, Spiel und Kurs",
            "Knack (31), Knack as played in the Oberlausitz and Charakir: rules, play and course",
        ),
        "cli.help.lang": ("Sprache: de oder en", "language: de or en"),
        "cli.help.rules": ("die geltenden Regeln zeigen", "show the rules in force"),
        "cli.help.option": ("mehrfach möglich", "may be repeated"),
        "cli.help.card": ("als einseitige Regelkarte (Markdown)", "as a one-page rule card (Markdown)"),
        "cli.help.course": ("den Kurs in JupyterLab öffnen", "open the course in JupyterLab"),
        "cli.help.dry_run": ("nur den Befehl zeigen", "only show the command"),
        "cli.bad_option": (
            "Option {value!r}: erwartet wird NAME=WERT, z. B. seven_eight_nine=true",
            "Option {value!r}: expected NAME=VALUE, e.g. seven_eight_nine=true",
        ),
        "cli.no_course": (
            "Kurs nicht gefunden ({path}); der Kurs liegt im Quellordner des Projekts",
            "Course not found ({path}); the course lives in the project's source folder",
        ),
        "cli.no_jupyter": (
            'JupyterLab fehlt; installiere es mit: pip install -e ".[course]"',
            'JupyterLab is missing; install it with: pip install -e ".[course]"',
        ),
    }
)

i18n.catalogue(
    {
        "cli.help.play": ("gegen Bots im Terminal spielen", "play against bots in the terminal"),
        "cli.help.simulate": ("ein Turnier zwischen Bots simulieren", "simulate a tournament between bots"),
        "cli.help.players": (
            "Anzahl der Spieler mit dir (Vorgabe: 3, oder du plus die Bots)",
            "number of players including you (default: 3, or you plus the bots)",
        ),
        "cli.help.play_bots": (
            "Stufen der Gegner, mit Komma getrennt: random, simple, strong (Vorgabe: simple)",
            "levels of the opponents, comma-separated: random, simple, strong (default: simple)",
        ),
        "cli.help.sim_bots": (
            "Stufen der Bots, mit Komma getrennt (Vorgabe: random,simple,strong)",
            "levels of the bots, comma-separated (default: random,simple,strong)",
        ),
        "cli.help.sim_players": (
            "Anzahl der Spieler; die Bot-Liste wird wiederholt, bis alle Plätze besetzt sind",
            "number of players; the list of bots is repeated until every seat is taken",
        ),
        "cli.help.seed": (
            "Seed für Karten und Bots, eine ganze Zahl von 0 bis 2**64-1: gleicher Seed, gleiches Spiel",
            "seed for cards and bots, a whole number from 0 to 2**64-1: same seed, same game",
        ),
        "cli.help.name": ("dein Name am Tisch", "your name at the table"),
        "cli.help.games": ("Anzahl der Spiele (Vorgabe: 100)", "number of games (default: 100)"),
        "cli.help.workers": (
            "Anzahl der Prozesse (0 = alle Kerne); das Ergebnis bleibt gleich",
            "number of processes (0 = all cores); the result stays the same",
        ),
        "cli.help.rounds_only": (
            "jedes Spiel endet nach seiner ersten Runde",
            "every game stops after its first round",
        ),
        "cli.help.by": ("Tabelle je Spieler oder je Stufe", "table per player or per level"),
        "cli.help.quiet": ("ohne Fortschrittsbalken", "without a progress bar"),
        "cli.bad_name": ("Ungültiger Name {value}", "Bad name {value}"),
        "cli.no_bots": (
            "Keine Bots angegeben; zum Beispiel: --bots simple,strong",
            "No bots given; for example: --bots simple,strong",
        ),
        "cli.too_many_bots": (
            "{bots} Bots passen nicht an einen Tisch mit {players} Plätzen (einer ist deiner)",
            "{bots} bots do not fit a table of {players} seats (one of them is yours)",
        ),
        # argparse's messages in both languages
        "cli.argparse.required": ("Es fehlt: {args}", "Missing: {args}"),
        "cli.argparse.usage": ("Aufruf: ", "usage: "),
        "cli.metavar.ruleset": ("REGELWERK", "RULESET"),
        "cli.metavar.option": ("NAME=WERT", "NAME=VALUE"),
        "cli.metavar.count": ("ANZAHL", "NUMBER"),
        "cli.metavar.levels": ("STUFE,...", "LEVEL,..."),
        "cli.argparse.positionals": ("Angaben", "positional arguments"),
        "cli.argparse.options": ("Optionen", "options"),
        "cli.argparse.help": ("diese Hilfe zeigen und beenden", "show this help message and exit"),
        "cli.argparse.choice": (
            "{arg}: {value} gibt es nicht; erlaubt sind: {choices}",
            "{arg}: {value} is not available; accepted: {choices}",
        ),
        "cli.argparse.type": (
            "{arg}: {value} ist kein gültiger Wert (erwartet: {type})",
            "{arg}: {value} is not a valid value (expected: {type})",
        ),
        "cli.argparse.one_value": ("{arg} braucht einen Wert", "{arg} needs a value"),
        "cli.argparse.unknown": ("Unbekannte Angaben: {args}", "Unknown arguments: {args}"),
        "cli.argparse.ambiguous": (
            "{arg} ist mehrdeutig; gemeint sein kann: {choices}",
            "{arg} is ambiguous; it could mean: {choices}",
        ),
        "cli.argparse.other": ("Fehler in der Befehlszeile: {message}", "Command line error: {message}"),
        # the terminal game
        "cli.play.welcome": ("Willkommen bei {game}! Du spielst als {name}.", "Welcome to {game}! You play as {name}."),
        "cli.play.opponent": ("{name} (Bot: {level})", "{name} (bot: {level})"),
        "cli.play.opponents": ("Deine Gegner: {opponents}.", "Your opponents: {opponents}."),
        "cli.play.seed": (
            "Seed {seed}: mit --seed {seed} lässt sich dieses Spiel wiederholen.",
            "Seed {seed}: --seed {seed} replays this game.",
        ),
        "cli.play.how": (
            "Wähle einen Zug mit seiner Nummer oder tippe ihn ein; ? gibt einen Tipp, hilfe zeigt alle Befehle.",
            "Pick a move by its number or type it; ? asks for a hint, help lists every command.",
        ),
        "cli.play.no_cards": ("keine Karten", "no cards"),
        "cli.play.drew": ("Du hast gezogen: {cards}", "You drew: {cards}"),
        "cli.play.knack_head": (
            "--- Runde {round} · Geber: {dealer} · im Stapel: {pile} Karten ---",
            "--- Round {round} · dealer: {dealer} · {pile} cards in the pile ---",
        ),
        "cli.play.two_hands": (
            "Du hast zwei Hände bekommen und siehst dir eine an. Behältst du sie, kommt die andere offen als Stock auf den Tisch; legst du sie offen hin, nimmst du die andere blind.",
            "You were dealt two hands and look at one. If you keep it, the other goes face up as the table; if you lay it face up, you take the other one blind.",
        ),
        "cli.play.table": ("Stock:       {cards}", "Table:      {cards}"),
        "cli.play.hand": ("Deine Hand:  {cards}", "Your hand:  {cards}"),
        "cli.play.lives": ("Leben: {standings}", "Lives: {standings}"),
        "cli.play.coins": ("Münzen: {standings} · im Pott: {pot}", "Coins: {standings} · in the pot: {pot}"),
        "cli.play.out": ("(raus)", "(out)"),
        "cli.play.swimming": ("(schwimmt)", "(swimming)"),
        "cli.play.closed.knack": (
            "{player} hat gepasst: alle anderen sind noch ein letztes Mal dran.",
            "{player} has closed: everyone else moves one last time.",
        ),
        "cli.play.closed.knack_oberlausitz": (
            "{player} hat zugemacht: alle anderen sind noch ein letztes Mal dran.",
            "{player} has closed: everyone else moves one last time.",
        ),
        "cli.play.call_now": (
            "Nach deinem Tausch kannst du ansagen – oder den Zug beenden, ohne etwas zu sagen.",
            "After your swap you can call it – or end the turn without calling.",
        ),
        "cli.play.charakir_head": (
            "--- Runde {round} · Geber: {dealer} · im Stapel: {pile} Karten ---",
            "--- Round {round} · dealer: {dealer} · {pile} cards in the pile ---",
        ),
        "cli.play.discard": ("Offen liegt:  {cards}", "Discard:     {cards}"),
        "cli.play.charakir_hand": ("Deine Hand:   {cards} = {points} Punkte", "Your hand:   {cards} = {points} points"),
        "cli.play.charakir_totals": (
            "Punkte: {totals} (das Spiel endet, wenn jemand über {limit} kommt; wenige Punkte sind gut)",
            "Points: {totals} (the game ends when someone passes {limit}; few points are good)",
        ),
        "cli.play.charakir_totals_rounds": (
            "Punkte: {totals} (das Spiel dauert {rounds} Runden; wenige Punkte sind gut)",
            "Points: {totals} (the game lasts {rounds} rounds; few points are good)",
        ),
        "cli.play.knocked": (
            "{player} hat geklopft: das ist dein letzter Zug in dieser Runde.",
            "{player} has knocked: this is your last turn this round.",
        ),
        "cli.play.phase.draw": (
            "Zieh eine Karte: vom Stapel oder die offene Karte (C7).",
            "Draw a card: from the pile or the discard (C7).",
        ),
        "cli.play.phase.draw_pile_only": (
            "Zieh eine Karte vom Stapel; die offene Karte darfst du nur mit einem Paar nehmen (C7, C8).",
            "Draw a card from the pile; you may take the discard only with a pair (C7, C8).",
        ),
        "cli.play.phase.draw_discard_only": (
            "Der Stapel ist leer: nimm die offene Karte (C7, C12).",
            "The pile is empty: take the discard (C7, C12).",
        ),
        "cli.play.phase.pair": (
            "Du hast die offene Karte genommen: leg jetzt ein Paar ab (C8).",
            "You took the discard: now lay down a pair (C8).",
        ),
        "cli.play.phase.discard": ("Leg eine Karte offen ab (C9).", "Discard one card face up (C9)."),
        "cli.play.phase.knock": (
            "Du hast höchstens 10 Punkte: willst du klopfen (C10)?",
            "You hold 10 points or less: do you want to knock (C10)?",
        ),
        "cli.play.phase.over": ("Das Spiel ist aus.", "The game is over."),
        "cli.play.menu_head": ("Deine Möglichkeiten:", "Your options:"),
        "cli.play.menu_foot": (
            "Nummer oder Zug eintippen · ? Tipp · hilfe · q beendet das Spiel",
            "type a number or a move · ? hint · help · q quits",
        ),
        "cli.play.prompt": ("{player}, dein Zug> ", "{player}, your move> "),
        "cli.play.empty": (
            "Bitte gib eine Nummer aus der Liste oder einen Zug ein (hilfe zeigt alle Befehle).",
            "Please type a number from the list or a move (help lists every command).",
        ),
        "cli.play.bad_number": (
            "{number} steht nicht in der Liste; erlaubt sind 1 bis {high}.",
            "{number} is not in the list; choose 1 to {high}.",
        ),
        "cli.play.help": (
            "Befehle: eine Nummer aus der Liste wählt diesen Zug · einen Zug als Text eintippen · "
            "? oder tipp: ein Tipp ordnet alle Züge, den besten zuerst, und sagt warum · menü: Tisch und Liste noch einmal · "
            "verlauf: was bisher geschah · q: Spiel beenden (Strg-C geht auch)",
            "Commands: a number from the list picks that move · type a move as text · "
            "? or hint: a hint ranks every move, best first, and says why · menu: show the table and the list again · "
            "history: what happened so far · q: quit (Ctrl-C works too)",
        ),
        "cli.play.examples_knack": (
            "Züge als Text, zum Beispiel: tausche 7h gegen As · alle · schieben · zumachen (oder passen) · knack · behalten · rauswerfen",
            "Moves as text, for example: swap 7h for As · all · push · close · knack · keep · throw",
        ),
        "cli.play.examples_charakir": (
            "Züge als Text, zum Beispiel: ziehen · nehmen · paar 5h 5s · ablegen Kd · klopfen · nicht klopfen",
            "Moves as text, for example: draw · take · pair 5h 5s · discard Kd · knock · no knock",
        ),
        "cli.play.no_hints": ("Tipps gibt es gerade nicht.", "Hints are not available."),
        "cli.play.hints_head": (
            "Tipp (der beste Zug zuerst):",
            "Hint (the best move first):",
        ),
        "cli.play.round_over": ("Runde {round} ist vorbei: {ended}", "Round {round} is over: {ended}"),
        "cli.play.charakir_end.last_turns": (
            "nach dem Klopfen waren alle noch einmal dran (C11)",
            "after the knock everyone had a last turn (C11)",
        ),
        "cli.play.charakir_end.pile_empty": ("der Stapel ist leer (C12)", "the pile is empty (C12)"),
        "cli.play.charakir_end.turn_cap": ("die Zuggrenze ist erreicht (E4)", "the turn cap is reached (E4)"),
        "cli.play.totals": ("Punktestand: {totals}", "Totals: {totals}"),
        "cli.play.game_over": ("Spielende", "Game over"),
        "cli.play.you_are_out": (
            "Du bist ausgeschieden; die Bots spielen das Spiel zu Ende.",
            "You are out; the bots play the game to the end.",
        ),
        "cli.play.won": ("Glückwunsch, du hast gewonnen!", "Congratulations, you won!"),
        "cli.play.lost": ("Diesmal hat es nicht gereicht – auf ein Neues!", "Not this time – have another go!"),
        "cli.play.goodbye": (
            "Tschüss! Das Spiel wurde abgebrochen.",
            "Goodbye! The game was stopped.",
        ),
    }
)
