"""The terminal game: a human at seat 0 against bots, moves by number or as text, hints on request."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from .. import i18n
from ..cards import format_cards
from ..errors import KnackpyError, summarize

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
        "knack_forgot_earlier",
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
        from .. import bots as bot_module
        from ..engine import new_game
        from ..engine.core import DEFAULT_NAMES, new_seed
        from ..simulate import derive_seed

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
        """``A♥ D♥ 7♠ (Herz-Ass, Herz-Dame, Pik-7)``: short forms and names, both in the player's language."""
        if not cards:
            return self.t("cli.play.no_cards")
        return format_cards(cards, self.lang, short=True) + "  (" + format_cards(cards, self.lang) + ")"

    def label(self, action: Any) -> str:
        """The action's button text, with card names where the label has only short forms."""
        text = action.label(self.lang)
        named = [getattr(action, f) for f in ("card", "a", "b") if hasattr(action, f)]
        if named and self.rules.variant.has_discard_pile:
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
        if self.rules.variant.has_table:
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
        if self.rules.variant.has_table:
            self._show_knack(view)
        else:
            self._show_charakir(view)
        self.say(self.t("cli.play.menu_head"))
        for number, action in enumerate(view.legal_actions, start=1):
            self.say(f"  {number:>2}) {self.label(action)}")
        self.say(self.t("cli.play.menu_foot"))

    def _show_knack(self, view: Any) -> None:
        from ..scoring import hand_value

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
        examples = "cli.play.examples_knack" if self.rules.variant.has_table else "cli.play.examples_charakir"
        self.say(self.t(examples))

    def show_hints(self) -> None:
        try:
            from .. import hints
        except ImportError:  # pragma: no cover - the hints module is part of the package
            self.say(self.t("cli.play.no_hints"))
            return
        legal = self.game.legal_actions()
        try:
            extra: dict[str, Any] = {} if self.hint_samples is None else {"samples": self.hint_samples}
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
                action = self.ask() if seat == 0 else self.bots[seat].act(self.game)  # type: ignore[union-attr, index]  # seat 0 is the player, each other seat has a bot
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
        from .. import bots

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
        assert outcome is not None  # the game is over
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
