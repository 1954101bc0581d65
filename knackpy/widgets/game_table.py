"""The game table: a whole game of Knack, Oberlausitz Knack or Charakir against bots (issue 6, component 4).

>>> from knackpy.widgets import GameTable
>>> table = GameTable(rules="charakir", players=3, bots=("simple", "random"), seed=0, lang="en")
>>> [button.description for button in table.move_buttons]
['Draw from the pile', 'Take the discard']
>>> clicks = table.play_through()  # always the first move button, until the game is over
>>> table.game.is_over(), table.game.outcome().text("en") in table.outcome_view.value
(True, True)

What the learner sees, top to bottom:

* a heading with the ruleset and the round, and a collapsed "Settings" section
  (ruleset, number of players, seed, who plays each seat: you or a bot of a
  level) with the "New game" button;
* the board (SVG cards): the other players' hands face down with their card
  counts, the table (Knack) or the discard pile and the draw pile (Charakir),
  and the learner's own hand face up with its value and the rule IDs;
* lives, coins or points per player, who deals and who is to move;
* the learner's legal moves as buttons (labels and tooltips from the engine
  and the catalogue, so Tab/Enter work), and a "Tipp / Hint" button that
  shows the coach's ranked options with reasons and values;
* the end of the last round, explained by the engine's round result, and the
  final outcome;
* the running log (the engine's public history, newest at the bottom).

After every move of the learner the bots move at once until it is the
learner's turn again or the game is over.  What is drawn comes from the
learner's view (E5): other hands are never shown, only counted.  A learner who
is out (Knack: no lives left) or ``human=None`` watches: "Next move" lets one
bot move, "Play to the end" finishes the game.

Bad input (an unknown ruleset, too many players for the deck, an unknown bot
level, a move that is not legal) shows a friendly message in the widget, in
the learner's language and with the rule ID; nothing raises out of a handler.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..errors import KnackpyError
from .common import (
    CSS_CLASS,
    STYLE,
    Component,
    LiveRegion,
    box,
    button,
    dropdown,
    esc,
    heading_html,
    html_output,
    resolve_rules,
    suit_colours_switch,
)
from .game_table_board import (  # noqa: F401  (hand_markup, move_tooltip, ... still importable from here)
    board_html,
    box_html,
    hand_markup,
    hint_reason,
    hints_html,
    log_html,
    move_tooltip,
    prompt_html,
    prompt_text,
    round_lines,
    standings_html,
)
from .play_settings import (  # noqa: F401  (check_seed, seat_names, ... still importable from here)
    HUMAN,
    MAX_SEATS,
    SeatPicker,
    capitalised,
    check_int,
    check_levels,
    check_seed,
    int_field,
    level_options,
    ruleset_options,
    seat_names,
)

__all__ = ["GameTable", "SeatPicker", "int_field", "level_options", "check_levels", "HUMAN"]

_MAX_BOT_MOVES = 20_000  # safety net against a bot that never ends a round (the engine caps rounds anyway, E4)


# --- the component --------------------------------------------------------------------------------------------


class GameTable(Component):
    """A whole game against bots, for ``knack``, ``knack_oberlausitz`` and ``charakir``.

    ``rules``: a ruleset name or a rules object (its options are kept);
    ``players``: 2 up to what the deck allows; ``bots``: one level of
    :data:`knackpy.bots.LEVELS` for every other seat, in seat order (a single
    level, or a shorter list, is repeated); ``human``: the learner's seat, or
    ``None`` to watch the bots; ``seed`` fixes every card and every bot (E1).
    ``hint_samples`` is passed to :func:`knackpy.hints.hint` (``None``: its
    default); ``show_bot_reasons`` shows why each bot moved as it did (off by
    default: the reasons may talk about the bot's hidden cards).

    Keyboard and screen readers: every move is a button (Tab, Enter/Space);
    after a move the focus goes to the first button of the next decision (at
    the end of the game to "New game"), and ``.live``, an ARIA live region,
    reads out the new lines of the game log.  Each part of the board (every
    hand, the table, the piles) is a labelled group.

    For tests and lessons: :meth:`play_human` plays a move of the learner (an
    action or its text, e.g. ``"schieben"``), :meth:`play_through` clicks the
    first move button until the game is over, :meth:`show_hint` is the hint
    button, :meth:`new_game` starts over with other settings.
    """

    def __init__(
        self,
        *,
        rules: Any = "knack",
        players: int = 3,
        bots: str | Sequence[str] = ("simple", "strong"),
        seed: int = 0,
        human: int | None = 0,
        names: Sequence[str] | None = None,
        hint_samples: int | None = None,
        show_bot_reasons: bool = False,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        self.game: Any = None
        self.rules: Any = None
        self.human: int | None = None
        self.levels: tuple[str, ...] = ()
        self.bots: dict[int, Any] = {}
        self.seed = seed
        self.names = names
        self.hint_samples = hint_samples
        self.show_bot_reasons = bool(show_bot_reasons)
        self.hints: tuple[Any, ...] = ()
        self.bot_reasons: list[str] = []
        self.last_round: Any = None
        self._rounds_seen = 0
        self._events_seen = 0
        self._log: list[str] = []
        self.move_actions: tuple[Any, ...] = ()
        self._build(rules, players, bots, seed, human)
        self.new_game(rules=rules, players=players, bots=bots, seed=seed, human=human)

    # --- building the widgets ---------------------------------------------------------------------------------
    def _build(self, rules: Any, players: Any, bots: Any, seed: Any, human: Any) -> None:
        w = self.w
        t = self.t
        game_name = rules if isinstance(rules, str) else getattr(rules, "game", "knack")
        try:
            game_name = resolve_rules(game_name).game
        except KnackpyError:
            game_name = "knack"
        self.title = html_output()
        self.ruleset = dropdown(
            ruleset_options(self.lang),
            value=game_name,
            description=t("widgets.common.ruleset"),
            tooltip=t("widgets.common.ruleset_tooltip"),
        )
        count = players if isinstance(players, int) and not isinstance(players, bool) else 3
        self.players_field = int_field(t("widgets.play.players"), count, tooltip=t("widgets.play.players_tooltip"))
        self.seed_field = int_field(
            t("widgets.play.seed"), seed if isinstance(seed, int) else 0, tooltip=t("widgets.play.seed_tooltip")
        )
        try:
            seats = self._seat_levels(max(2, min(count, MAX_SEATS)), bots, human)
        except KnackpyError:
            seats = [HUMAN] + ["simple"] * (max(2, min(count, MAX_SEATS)) - 1)
        self.seats = SeatPicker(seats, lang=self.lang, allow_human=True)
        self.players_field.observe(lambda change: self.seats.set_count(change["new"]), names="value")
        self.new_game_button = button(
            t("widgets.game_table.new_game"),
            tooltip=t("widgets.game_table.new_game_tooltip"),
            on_click=self.guard(self._on_new_game),
            style="primary",
            icon="refresh",
        )
        settings = box(
            [
                box([self.ruleset, self.players_field, self.seed_field], vertical=False, wrap=True),
                html_output(f'<div style="{STYLE["muted"]}">{esc(t("widgets.play.seats"))}</div>'),
                self.seats.widget,
                self.new_game_button,
            ]
        )
        self.settings = w.Accordion(children=[settings], titles=(t("widgets.game_table.settings"),))
        self.settings.selected_index = None
        self.board = html_output()
        self.standings = html_output()
        self.prompt = html_output()
        self.move_box = w.HBox([], layout=w.Layout(flex_flow="row wrap", grid_gap="6px"))
        self.move_box.add_class(f"{CSS_CLASS}-moves")
        self.move_buttons: list[Any] = []
        self.hint_button = button(
            t("widgets.game_table.hint"),
            tooltip=t("widgets.game_table.hint_tooltip"),
            on_click=self.guard(lambda _: self.show_hint()),
            style="info",
            icon="lightbulb-o",
        )
        self.step_button = button(
            t("widgets.game_table.step"),
            tooltip=t("widgets.game_table.step_tooltip"),
            on_click=self.guard(lambda _: self.step() and self._focus_next()),
            icon="step-forward",
        )
        self.finish_button = button(
            t("widgets.game_table.finish"),
            tooltip=t("widgets.game_table.finish_tooltip"),
            on_click=self.guard(lambda _: self.finish() and self._focus_next()),
            icon="fast-forward",
        )
        self.tools = box([self.hint_button, self.step_button, self.finish_button], vertical=False, wrap=True)
        self.hint_view = html_output()
        self.reasons_view = html_output()
        self.round_view = html_output()
        self.outcome_view = html_output()
        self.log_view = html_output()
        self.live = LiveRegion(self.lang)
        self.colour_switch = suit_colours_switch(self.lang, self.guard(self._render))
        self.widget = self.frame(
            [
                self.title,
                self.settings,
                self.colour_switch,
                self.messages.widget,
                self.live.widget,
                self.board,
                self.standings,
                self.prompt,
                self.move_box,
                self.tools,
                self.hint_view,
                self.reasons_view,
                self.outcome_view,
                self.round_view,
                self.log_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self.widget.add_class(f"{CSS_CLASS}-game-table")

    # --- starting a game ------------------------------------------------------------------------------------
    def _seat_levels(self, players: int, bots: Any, human: Any) -> list[str]:
        """The level of every seat (:data:`HUMAN` for the learner) from the constructor's options."""
        if human is not None and (isinstance(human, bool) or not isinstance(human, int) or not 0 <= human < players):
            raise KnackpyError("widgets.game_table.bad_human", value=repr(human)[:20], high=players - 1)
        if isinstance(bots, str):
            bots = (bots,)
        bots = tuple(bots or ())
        if not bots and players - (human is not None) > 0:
            raise KnackpyError("widgets.play.need_bots", players=players)
        check_levels(bots)
        out, k = [], 0
        for seat in range(players):
            if seat == human:
                out.append(HUMAN)
            else:
                out.append(bots[k % len(bots)])
                k += 1
        return out

    def new_game(
        self,
        *,
        rules: Any = None,
        players: int | None = None,
        bots: str | Sequence[str] | None = None,
        seed: int | None = None,
        human: Any = "same",
        seats: Sequence[str] | None = None,
    ) -> bool:
        """Start a new game; options left out keep their current value.  ``seats`` gives every seat at once
        (bot levels and :data:`HUMAN`).  Returns ``False`` (with a message in the widget) for bad settings."""
        try:
            ruleset = resolve_rules(rules if rules is not None else (self.rules or self.ruleset.value))
            n = players if players is not None else (self.game.n_players if self.game else len(self.seats.values))
            from ..engine.core import check_players

            check_players(ruleset, n)
            seed = check_seed(self.seed if seed is None else seed)
            if seats is None:
                if human == "same":
                    human = self.human if self.game is not None or self.human is not None else 0
                if bots is None:
                    bots = tuple(level for level in self.levels if level != HUMAN) or ("simple",)
                seats = self._seat_levels(n, bots, human)
            seats = check_levels(seats)
            if len(seats) != n:
                raise KnackpyError(
                    "widgets.play.bad_number", field=self.t("widgets.play.players"), value=n, low=2, high=len(seats)
                )
            humans = [s for s, level in enumerate(seats) if level == HUMAN]
            if len(humans) > 1:
                raise KnackpyError("widgets.game_table.two_humans")
            self._start(ruleset, tuple(seats), humans[0] if humans else None, seed)
        except KnackpyError as error:
            self.messages.exception(error)
            self.settings.selected_index = 0  # open the settings so the learner can fix them
            self._render()
            return False
        return True

    def _start(self, ruleset: Any, seats: tuple[str, ...], human: int | None, seed: int) -> None:
        import knackpy

        from .. import bots as bots_module

        game = knackpy.new_game(ruleset, players=len(seats), seed=seed, names=self.names)
        self.bots = {
            seat: bots_module.make_bot(level, ruleset, seed=seed * 97 + seat + 1)
            for seat, level in enumerate(seats)
            if level != HUMAN
        }
        self.game, self.rules, self.levels, self.human, self.seed = game, ruleset, seats, human, seed
        self.hints, self.bot_reasons, self.last_round = (), [], None
        self._rounds_seen = self._events_seen = 0
        self._log = []
        # the settings show what is being played
        self.ruleset.value = ruleset.game
        self.players_field.value = len(seats)
        self.seed_field.value = seed
        self.seats.set_values(seats)
        self.messages.info(
            self.t("widgets.game_table.started", game=ruleset.name(self.lang), players=len(seats), seed=seed)
        )
        self._advance()
        self._render()

    def _on_new_game(self, _: Any = None) -> None:
        chosen = self.ruleset.value
        ruleset = self.rules if self.rules is not None and self.rules.game == chosen else chosen
        self.new_game(
            rules=ruleset, players=self.players_field.value, seed=self.seed_field.value, seats=self.seats.values
        )

    # --- playing ---------------------------------------------------------------------------------------------
    @property
    def human_can_move(self) -> bool:
        """True while the learner still takes part (Knack: has lives or coins left; Charakir: always)."""
        game = self.game
        if game is None or self.human is None or game.is_over():
            return False
        in_game = getattr(game, "in_game", None)
        return in_game is None or bool(in_game[self.human])

    def _bot_move(self) -> None:
        from .. import bots as bots_module

        game = self.game
        seat = game.to_move
        bot = self.bots[seat]
        action = bot.act(game)
        self.game = game.apply(action)
        if self.show_bot_reasons:
            explain = getattr(bot, "explain_last", None)
            reason = explain(self.lang) if callable(explain) else ""
            self.bot_reasons.append(
                self.t(
                    "widgets.game_table.bot_reason",
                    name=game.names[seat],
                    level=bots_module.level_name(self.levels[seat], self.lang),
                    action=capitalised(action.label(self.lang)),
                    reason=reason or "–",
                )
            )

    def _advance(self) -> None:
        """Let the bots move until it is the learner's turn, the learner is out, or the game is over."""
        for _ in range(_MAX_BOT_MOVES):
            game = self.game
            if game is None or game.is_over() or not self.human_can_move or game.to_move == self.human:
                return
            self._bot_move()

    def play_human(self, action: Any) -> bool:
        """Play the learner's move (an action, or its text such as ``"schieben"`` or ``"swap 7h As"``), then
        let the bots reply.  Returns ``False`` and explains why in the widget if the move is not possible."""
        game = self.game
        self.messages.clear()
        if game is None:
            self.messages.error(self.t("widgets.game_table.no_game"))
            return False
        if game.is_over():
            self.messages.info(self.t("widgets.game_table.game_over"))
            return False
        if not self.human_can_move or game.to_move != self.human:
            self.messages.error(self.t("widgets.game_table.not_your_turn", player=game.names[game.to_move]))
            return False
        try:
            checked = game.check(action)
        except KnackpyError as error:
            self.messages.exception(error)
            return False
        self.bot_reasons = []
        self.game = game.apply(checked)
        self.hints = ()
        self._advance()
        self._render()
        return True

    def step(self) -> bool:
        """Let the next bot make one move (when the learner is out or watches)."""
        game = self.game
        if game is None or game.is_over() or (self.human_can_move and game.to_move == self.human):
            return False
        self.bot_reasons = []
        self._bot_move()
        self._advance()
        self._render()
        return True

    def finish(self) -> bool:
        """Let the bots play the game to its end (when the learner is out or watches)."""
        game = self.game
        if game is None or game.is_over() or self.human_can_move:
            return False
        self.bot_reasons = []
        for _ in range(_MAX_BOT_MOVES * 10):
            if self.game.is_over():
                break
            self._bot_move()
        self._render()
        return True

    def show_hint(self) -> tuple[Any, ...]:
        """The hint button: the coach's ranked options for the learner's current decision."""
        from .. import hints as hints_module

        game = self.game
        if game is None or game.is_over() or not self.human_can_move or game.to_move != self.human:
            self.hints = ()
            self.hint_view.value = box_html(
                "info", self.t("widgets.game_table.hint_title"), [self.t("widgets.game_table.hint_none")]
            )
            return ()
        options: dict[str, Any] = {"player": self.human, "seed": self.seed}
        if self.hint_samples is not None:
            options["samples"] = self.hint_samples
        self.hints = tuple(hints_module.hint(game, **options))
        self._render_hints()
        self._render_moves()
        return self.hints

    def play_through(self, *, hint_every: int = 0, max_clicks: int = 100_000) -> int:
        """Click through a whole game as a learner would: always the first move button (every ``hint_every``-th
        time the hint button first); when the learner is out, "Play to the end".  Returns the number of clicks."""
        clicks = 0
        while self.game is not None and not self.game.is_over() and clicks < max_clicks:
            visible = [b for b in self.move_buttons if b.layout.display != "none"]
            if visible:
                if hint_every and clicks % hint_every == 0:
                    self.hint_button.click()
                visible[0].click()
            elif self.finish_button.layout.display != "none":
                self.finish_button.click()
            else:  # nothing to click: the game cannot go on (should not happen)
                break
            clicks += 1
        return clicks

    # --- rendering ------------------------------------------------------------------------------------------------
    def _render(self) -> None:
        game = self.game
        self._render_title()
        if game is None:
            self.board.value = self.standings.value = self.prompt.value = ""
            self.hint_view.value = self.reasons_view.value = self.round_view.value = ""
            self.outcome_view.value = self.log_view.value = ""
            self.move_actions = ()
            self._render_moves()
            self._show_tools(hint=False, watch=False)
            return
        view = self._view()
        self._render_board(view)
        self._render_standings(view)
        self._render_prompt(view)
        self._render_round()
        self._render_outcome()
        self._render_log(view)
        self._render_hints()
        self.reasons_view.value = (
            box_html("info", self.t("widgets.game_table.log"), self.bot_reasons) if self.bot_reasons else ""
        )
        mine = self.human_can_move and game.to_move == self.human
        self.move_actions = tuple(game.legal_actions()) if mine else ()
        self._render_moves()
        watch = not game.is_over() and not self.human_can_move
        self._show_tools(hint=mine, watch=watch)

    def _show_tools(self, *, hint: bool, watch: bool) -> None:
        self.hint_button.layout.display = None if hint else "none"
        self.step_button.layout.display = None if watch else "none"
        self.finish_button.layout.display = None if watch else "none"

    def _render_title(self) -> None:
        rules = self.rules
        name = rules.name(self.lang) if rules is not None else "–"
        title = heading_html(self.t("widgets.game_table.title", game=name))
        game = self.game
        if game is not None:
            key = "widgets.game_table.round_lausitz" if rules.variant.has_coins else "widgets.game_table.round"
            number = game.round_no if rules.variant.has_table else game.round_no + 1
            sub = self.t(key, round=number) if not game.is_over() else self.t("widgets.game_table.game_end")
            title += f'<div style="{STYLE["muted"]}">{esc(sub)}</div>'
        self.title.value = title

    def _view(self) -> Any:
        """What the learner may see (E5); watching (no seat, or out) shows the teacher's view with every hand."""
        game = self.game
        if self.human is None:
            return game.view(None)
        return game.view(self.human)

    def _render_board(self, view: Any) -> None:
        self.board.value = board_html(
            self.game, view, rules=self.rules, human=self.human, levels=self.levels, hints=self.hints, lang=self.lang
        )

    def _render_standings(self, view: Any) -> None:
        self.standings.value = standings_html(self.game, view, rules=self.rules, human=self.human, lang=self.lang)

    def _render_prompt(self, view: Any) -> None:
        text = prompt_text(
            self.game, view, rules=self.rules, human=self.human, can_move=self.human_can_move, lang=self.lang
        )
        self.prompt.value = prompt_html(text) if text else ""

    def _render_moves(self) -> None:
        """One button per legal move; buttons are reused (creating widgets is the slow part of a click)."""
        actions = self.move_actions
        while len(self.move_buttons) < len(actions):
            index = len(self.move_buttons)
            self.move_buttons.append(button("…", on_click=self.guard(self._move_handler(index))))
        best = self.hints[0].action if self.hints else None
        for index, widget in enumerate(self.move_buttons):
            if index < len(actions):
                action = actions[index]
                tooltip = move_tooltip(action, self.rules, self.lang)
                if action == best:
                    tooltip = f"{self.t('widgets.game_table.tip.best')}: {tooltip}"
                widget.description = capitalised(action.label(self.lang))
                widget.tooltip = tooltip
                widget.button_style = "success" if action == best else ""
                widget.icon = "star" if action == best else ""
                widget.layout.display = None
            else:
                widget.layout.display = "none"
        if list(self.move_box.children) != self.move_buttons:
            self.move_box.children = self.move_buttons

    def _move_handler(self, index: int) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            if index < len(self.move_actions):
                self.play_human(self.move_actions[index])
                self._focus_next()

        return handler

    def _focus_next(self) -> None:
        """Keyboard focus after a move: the first move of the next decision, else what lets the game go on."""
        visible = [b for b in self.move_buttons if b.layout.display != "none"]
        if visible:
            visible[0].focus()
        elif self.game is not None and not self.game.is_over() and self.finish_button.layout.display != "none":
            self.step_button.focus()
        else:  # the game is over: open the settings and offer a new game
            self.settings.selected_index = 0
            self.new_game_button.focus()

    def _render_hints(self) -> None:
        self.hint_view.value = hints_html(self.hints, self.lang)

    def _render_round(self) -> None:
        results = self.game.round_results
        if len(results) > self._rounds_seen:
            self._rounds_seen = len(results)
            self.last_round = results[-1]
        if self.last_round is None:
            self.round_view.value = ""
            return
        result = self.last_round
        if self.rules.variant.has_table:
            title = self.t("widgets.game_table.round_end")
        else:
            title = self.t("widgets.game_table.round_end_charakir", round=result.round)
        self.round_view.value = box_html("info", title, round_lines(result, self.lang))

    def _render_outcome(self) -> None:
        game = self.game
        if not game.is_over():
            self.outcome_view.value = ""
            return
        outcome = game.outcome()
        lines = [outcome.text(self.lang)]
        if self.human is not None:
            won = self.human in outcome.winners
            lines.append(self.t("widgets.game_table.you_won" if won else "widgets.game_table.you_lost"))
        self.outcome_view.value = box_html("success", self.t("widgets.game_table.game_end"), lines)

    def _render_log(self, view: Any) -> None:
        """The public history (E5); only new events are turned into text."""
        history = view.history
        names = view.names
        new = [event.text(self.lang, names) for event in history[self._events_seen :]]
        self._log.extend(new)
        self._events_seen = len(history)
        if new:
            self.live.say(new)  # the same words as the log, read out by a screen reader
        self.log_view.value = log_html(self._log, self.lang)

    # --- for tests -----------------------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """Every line of the running log so far, oldest first."""
        return list(self._log)
