"""The turn trainer: every legal move a button, illegal tries explained, step, undo and replay.

The learner plays every seat in turn (the player to move), sees that
player's hand face up and the others face down (E5).  Besides the legal
moves, the "try it yourself" row lets the learner attempt anything: select
cards and press "swap" (two cards give the K10 reason), take the discard
without a pair (C8), knock at the wrong time (C10) ... and read the engine's
``why_not`` text with its rule ID.  Works for all three rulesets.
"""

from __future__ import annotations

from typing import Any

from .. import svg
from ..errors import KnackpyError
from . import turn_trainer_texts  # noqa: F401  (the trainer's texts)
from .common import (
    CARD_BUTTON_WIDTH,
    CARD_WIDTH,
    CSS_CLASS,
    STYLE,
    Component,
    LiveRegion,
    box,
    button,
    card_label,
    esc,
    heading_html,
    html_output,
    resolve_rules,
    suit_colours_switch,
    svg_html,
    toggle,
)

__all__ = ["TurnTrainer"]


class TurnTrainer(Component):
    """A prepared (``game=``) or random situation (``rules=``, ``players=``, ``seed=``) to move through.

    State for tests: ``.game`` (the current state), ``.states`` (every state
    since the start, the undo stack and the replay), ``.legal_buttons`` (one per
    legal action), ``.hand_toggles`` / ``.table_toggles`` (card selection),
    ``.try_buttons`` (action name -> button), ``.live`` (the ARIA live region
    that reads out what each move did).  Methods: :meth:`play`,
    :meth:`try_action`, :meth:`try_selection`, :meth:`undo`, :meth:`step`,
    :meth:`select`.
    """

    def __init__(
        self,
        *,
        game: Any = None,
        rules: Any = "knack",
        players: int = 3,
        seed: int = 0,
        bot_level: Any = None,
        lang: str = "de",
    ) -> None:
        super().__init__(lang=lang)
        if game is None:
            from .. import new_game

            game = new_game(resolve_rules(rules), players=players, seed=seed)
        self.rules = game.rules
        self.bot_level = bot_level
        self.states: list[Any] = [game]
        self.moves: list[Any] = [None]  # the action that led to each state
        self.game = game
        self.knack = self.rules.variant.has_table
        self.title = html_output(heading_html(self.t("widgets.turn_trainer.title", name=self.rules.name(self.lang))))
        self.intro = html_output(f'<div style="{STYLE["text"]}">{esc(self.t("widgets.turn_trainer.intro"))}</div>')
        self.status_view = html_output()
        self.table_view = html_output()
        self.log_view = html_output()
        self.legal_box = box([], vertical=False, wrap=True)
        self.legal_box.add_class(f"{CSS_CLASS}-moves")
        self.hand_row = box([], vertical=False, wrap=True, gap="4px")
        self.table_row = box([], vertical=False, wrap=True, gap="4px")
        self.legal_buttons: list[Any] = []
        self.hand_toggles: dict[Any, Any] = {}
        self.table_toggles: dict[Any, Any] = {}
        self._legal_actions: tuple[Any, ...] = ()
        self._legal_pool: list[Any] = []
        self._hand_pool: list[Any] = []
        self._table_pool: list[Any] = []
        self._quiet = False
        self._hand_label = html_output(
            f'<span style="{STYLE["text"]}">{esc(self.t("widgets.turn_trainer.hand_cards"))}</span>'
        )
        self._table_label = html_output(
            f'<span style="{STYLE["text"]}">{esc(self.t("widgets.turn_trainer.table_cards"))}</span>'
        )
        self.try_buttons: dict[str, Any] = {}
        self.undo_button = button(
            self.t("widgets.turn_trainer.undo"),
            tooltip=self.t("widgets.turn_trainer.undo_tooltip"),
            icon="undo",
            on_click=self.guard(lambda _b: self.undo()),
        )
        self.step_button = button(
            self.t("widgets.turn_trainer.step"),
            tooltip=self.t("widgets.turn_trainer.step_tooltip"),
            icon="play",
            on_click=self.guard(lambda _b: self.step()),
        )
        w = self.w
        # a number field, not a slider: ipywidgets' slider handle has no accessible name (WCAG 4.1.2)
        self.replay_position = w.BoundedIntText(
            value=0,
            min=0,
            max=0,
            description=self.t("widgets.turn_trainer.replay_slider"),
            tooltip=self.t("widgets.turn_trainer.replay_tooltip"),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.replay_position.add_class(CSS_CLASS)
        self.replay_position.observe(self.guard(lambda _c: self._render_replay()), names="value")
        self.live = LiveRegion(self.lang)
        self.colour_switch = suit_colours_switch(self.lang, self.guard(self._redraw_cards))
        self.back_button = button(
            self.t("widgets.turn_trainer.back"),
            tooltip=self.t("widgets.turn_trainer.back_tooltip"),
            on_click=self.guard(lambda _b: self._replay_by(-1)),
        )
        self.forward_button = button(
            self.t("widgets.turn_trainer.forward"),
            tooltip=self.t("widgets.turn_trainer.forward_tooltip"),
            on_click=self.guard(lambda _b: self._replay_by(1)),
        )
        self.replay_view = html_output()
        try_row = self._build_try_row()
        hint_key = "widgets.turn_trainer.try_hint_knack" if self.knack else "widgets.turn_trainer.try_hint_charakir"
        self.widget = self.frame(
            [
                self.title,
                self.intro,
                self.colour_switch,
                self.status_view,
                self.table_view,
                html_output(heading_html(self.t("widgets.turn_trainer.legal"))),
                self.legal_box,
                html_output(
                    heading_html(self.t("widgets.turn_trainer.try"))
                    + f'<div style="{STYLE["muted"]}">{esc(self.t(hint_key))}</div>'
                ),
                self.hand_row,
                self.table_row,
                try_row,
                self.messages.widget,
                self.live.widget,
                box([self.undo_button, self.step_button], vertical=False, wrap=True),
                self.log_view,
                html_output(heading_html(self.t("widgets.turn_trainer.replay"))),
                box([self.back_button, self.replay_position, self.forward_button], vertical=False, wrap=True),
                self.replay_view,
            ]
        )
        self.widget.add_class(CSS_CLASS)
        self._update()

    # --- building -------------------------------------------------------------------------------------------------
    def _try_actions(self) -> list[tuple[str, Any]]:
        """The fixed "try" moves of the ruleset (card moves come from the selection)."""
        if self.knack:
            from ..engine import knack as k

            close = k.Close(self.rules.variant.close_word)
            return [
                ("keep", k.Keep()),
                ("throw", k.Throw()),
                ("swap_all", k.SwapAll()),
                ("push", k.Push()),
                ("close", close),
                ("call", k.CallKnack("knack")),
                ("new_table", k.NewTable()),
            ]
        from ..engine import charakir as c

        return [("draw", c.DrawPile()), ("take", c.TakeDiscard()), ("knock", c.Knock()), ("no_knock", c.NoKnock())]

    def _build_try_row(self) -> Any:
        children = []
        if self.knack:
            self.try_buttons["swap"] = button(
                self.t("widgets.turn_trainer.swap"),
                tooltip=self.t("widgets.turn_trainer.swap_tooltip"),
                style="primary",
                icon="exchange",
                on_click=self.guard(lambda _b: self.try_selection("swap")),
            )
        else:
            self.try_buttons["pair"] = button(
                self.t("widgets.turn_trainer.pair"),
                tooltip=self.t("widgets.turn_trainer.pair_tooltip"),
                style="primary",
                on_click=self.guard(lambda _b: self.try_selection("pair")),
            )
            self.try_buttons["discard"] = button(
                self.t("widgets.turn_trainer.discard_button"),
                tooltip=self.t("widgets.turn_trainer.discard_tooltip"),
                style="primary",
                on_click=self.guard(lambda _b: self.try_selection("discard")),
            )
        children.extend(self.try_buttons.values())
        for name, action in self._try_actions():
            label = action.label(self.lang)
            self.try_buttons[name] = button(
                label,
                tooltip=self.t("widgets.turn_trainer.try_tooltip", action=label),
                on_click=self.guard(lambda _b, a=action: self.try_action(a)),
            )
            children.append(self.try_buttons[name])
        return box(children, vertical=False, wrap=True)

    # --- public API ---------------------------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        """Apply a legal action (an action object or its text) and show what happened."""
        game = self.game
        before = len(game.history)
        results_before = len(game.round_results)
        new = game.apply(action)
        checked = game.check(action) if isinstance(action, str) else action
        self.states.append(new)
        self.moves.append(checked)
        self.game = new
        events = new.history_text(self.lang)[before:]
        # what happened, as the history says it ("Anna tauscht Pik-7 gegen Karo-König (K10)")
        self.messages.success(events[0] if events else checked.label(self.lang))
        self._update(new_events=events, new_results=len(new.round_results) > results_before)
        self.live.say(events)
        self._focus_next_move()

    def _focus_next_move(self) -> None:
        """After a move the keyboard focus goes to the first move of the next decision (not to the page top)."""
        if self.legal_buttons:
            self.legal_buttons[0].focus()
        else:
            self.undo_button.focus()

    def try_action(self, action: Any) -> bool:
        """Apply ``action`` if it is legal (True); otherwise show why not, with the rule ID (False)."""
        try:
            reason = self.game.why_not(action, self.lang)
        except KnackpyError as error:
            self.messages.exception(error)
            return False
        if reason is not None:
            self.messages.error(reason)
            return False
        self.play(action)
        return True

    def select(self, *cards: Any) -> None:
        """Select cards (hand or table) as clicks on their toggles would; text such as ``"7♥"`` works too."""
        from ..cards import parse_cards

        for value in cards:
            for c in parse_cards(value, self.rules) if isinstance(value, str) else (value,):
                toggle_ = self.hand_toggles.get(c) or self.table_toggles.get(c)
                if toggle_ is None:
                    raise KeyError(c)
                toggle_.value = True

    @property
    def selected_hand(self) -> tuple[Any, ...]:
        return tuple(c for c, t in self.hand_toggles.items() if t.value)

    @property
    def selected_table(self) -> tuple[Any, ...]:
        return tuple(c for c, t in self.table_toggles.items() if t.value)

    def try_selection(self, kind: str) -> bool:
        """``"swap"`` (Knack), ``"pair"`` or ``"discard"`` (Charakir) with the selected cards."""
        hand, table = self.selected_hand, self.selected_table
        if kind == "swap":
            if not hand or not table:
                self.messages.error(self.t("widgets.turn_trainer.select_first"), rule_ids=(self.rules.rule_id("swap"),))
                return False
            text = f"swap {' '.join(c.short for c in hand)} for {' '.join(c.short for c in table)}"
            try:
                action = self.game.parse_action(text)
            except KnackpyError as error:  # two for two: the K10 reason
                self.messages.exception(error)
                return False
            return self.try_action(action)
        from ..engine import charakir as c

        if kind == "pair":
            if len(hand) != 2:
                self.messages.error(
                    self.t("widgets.turn_trainer.pair_needs_two", count=len(hand)),
                    rule_ids=(self.rules.rule_id("pair"),),
                )
                return False
            return self.try_action(c.LayPair(*hand))
        if len(hand) != 1:
            self.messages.error(
                self.t("widgets.turn_trainer.discard_needs_one", count=len(hand)),
                rule_ids=(self.rules.rule_id("discard"),),
            )
            return False
        return self.try_action(c.Discard(hand[0]))

    def undo(self) -> bool:
        """Take back the last move (the start of the trainer cannot be undone)."""
        if len(self.states) == 1:
            self.messages.info(self.t("widgets.turn_trainer.nothing_to_undo"))
            return False
        self.states.pop()
        move = self.moves.pop()
        self.game = self.states[-1]
        self.messages.info(self.t("widgets.turn_trainer.undone", action=move.label(self.lang)))
        self._update()
        self.live.say([self.messages.message])
        return True

    def step(self) -> None:
        """Let a bot (or, without the bots module, the first legal action) move for the player to move."""
        if self.game.is_over():
            self._show_over()
            return
        action = None
        try:
            from ..bots import make_bot
        except ImportError:
            make_bot = None
        if make_bot is not None:
            level = self.bot_level if self.bot_level is not None else "simple"
            action = make_bot(level, self.rules, seed=len(self.states)).act(self.game)
        if action is None:
            action = self.game.legal_actions()[0]
        self.play(action)

    # --- rendering --------------------------------------------------------------------------------------------------
    def _update(self, new_events: list[str] | None = None, new_results: bool = False) -> None:
        game = self.game
        self._render_status()
        self._render_table()
        self._render_legal()
        self._render_selection()
        self._render_log(new_events, new_results)
        self.undo_button.disabled = len(self.states) == 1
        self.step_button.disabled = game.is_over()
        last = len(self.states) - 1
        self.replay_position.max = last
        if self.replay_position.value != last:
            self.replay_position.value = last  # renders the replay through its observer
        else:
            self._render_replay()
        if game.is_over():
            self._show_over()

    def _show_over(self) -> None:
        outcome = self.game.outcome()
        if outcome is not None:
            self.messages.info(self.t("widgets.turn_trainer.over", outcome=outcome.text(self.lang)))

    def _hand_of_mover(self, game: Any) -> tuple[Any, ...]:
        mover = game.to_move
        if mover is None:
            return ()
        return tuple(game.view(mover).hand)

    def _render_status(self) -> None:
        game, lang = self.game, self.lang
        mover = game.to_move
        parts = []
        if mover is not None:
            parts.append(f"<b>{esc(self.t('widgets.turn_trainer.to_move', player=game.names[mover]))}</b>")
        phase = self.t(f"widgets.turn_trainer.phase.{game.phase}")
        parts.append(esc(self.t("widgets.turn_trainer.phase_line", phase=phase)))
        hand = self._hand_of_mover(game)
        if mover is not None and (len(hand) == 3 or not self.knack):
            from ..scoring import hand_value

            value = hand_value(hand, self.rules)
            key = "widgets.turn_trainer.value" if self.knack else "widgets.turn_trainer.points"
            parts.append(esc(self.t(key, explain=value.explain(lang))))
        self.status_view.value = f'<div style="{STYLE["text"]}">' + "<br>".join(parts) + "</div>"

    def _rows(self, game: Any, highlight: tuple[Any, ...] = ()) -> list[tuple]:
        lang = self.lang
        mover = game.to_move
        rows: list[tuple] = []
        for p in range(game.n_players):
            if p == mover:
                continue
            size = len(game.hands[p]) if hasattr(game, "hands") else 3
            if self.knack and game.phase == "choose" and p == game.chooser:
                size = 3
            rows.append((self.t("widgets.turn_trainer.other_hand", player=game.names[p]), size, True))
        if self.knack:
            if game.phase == "choose" and mover is not None:
                rows.append(
                    (self.t("widgets.turn_trainer.looked", player=game.names[mover]), game.view(mover).hand, False)
                )
                rows.append((self.t("widgets.turn_trainer.second", player=game.names[mover]), 3, True))
                return rows
            rows.append((self.t("widgets.turn_trainer.table"), game.table, False, self._in(game.table, highlight)))
        else:
            top = game.discard_top
            caption = (
                self.t("widgets.turn_trainer.discard", card=top.name(lang))
                if top is not None
                else self.t("widgets.turn_trainer.discard_empty")
            )
            rows.append((caption, (top,) if top is not None else (), False))
            pile = len(game.pile)
            key = "widgets.turn_trainer.pile_one" if pile == 1 else "widgets.turn_trainer.pile"
            rows.append((self.t(key, count=pile), min(pile, 1), True))
        if mover is not None:
            hand = self._hand_of_mover(game)
            rows.append(
                (self.t("widgets.turn_trainer.hand", player=game.names[mover]), hand, False, self._in(hand, highlight))
            )
        return rows

    @staticmethod
    def _in(cards: tuple[Any, ...], chosen: tuple[Any, ...]) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(cards) if c in chosen)

    def _render_table(self) -> None:
        chosen = self.selected_hand + self.selected_table
        picture = svg.table_svg(self._rows(self.game, chosen), width=CARD_WIDTH, lang=self.lang)
        self.table_view.value = svg_html(str(picture))

    def _render_legal(self) -> None:
        """One button per legal action; buttons are pooled and relabelled, so a move creates no new widgets."""
        actions = self.game.legal_actions()
        self._legal_actions = actions
        pool = self._legal_pool
        while len(pool) < len(actions):
            index = len(pool)
            pool.append(
                button(
                    "",
                    style="success",
                    on_click=self.guard(lambda _b, i=index: self.play(self._legal_actions[i])),
                )
            )
        for b, action in zip(pool, actions, strict=False):
            label = action.label(self.lang)
            if b.description != label:
                b.description = label
                b.tooltip = self.t("widgets.turn_trainer.legal_tooltip", action=label)
        self.legal_buttons = pool[: len(actions)]
        if tuple(self.legal_box.children) != tuple(self.legal_buttons):
            self.legal_box.children = self.legal_buttons

    def _render_selection(self) -> None:
        game = self.game
        hand = self._hand_of_mover(game)
        table = tuple(game.table) if self.knack and game.phase != "choose" else ()
        self.hand_toggles = self._toggles(hand, self._hand_pool)
        self.table_toggles = self._toggles(table, self._table_pool)
        self.hand_row.children = [self._hand_label, *self.hand_toggles.values()] if hand else []
        self.table_row.children = [self._table_label, *self.table_toggles.values()] if table else []
        selectable = bool(hand)
        for name in ("swap", "pair", "discard"):
            if name in self.try_buttons:
                self.try_buttons[name].disabled = not selectable

    def _toggles(self, cards: tuple[Any, ...], pool: list[Any]) -> dict[Any, Any]:
        """Card toggles from a pool: relabelled and reset to "not selected" without redrawing each time."""
        while len(pool) < len(cards):
            card_toggle = toggle("", width="auto", on_change=self.guard(self._on_toggle))
            card_toggle.layout.min_width = CARD_BUTTON_WIDTH  # grows for a long label such as "acorn-10"
            pool.append(card_toggle)
        out = {}
        self._quiet = True
        try:
            for t, c in zip(pool, cards, strict=False):
                label = card_label(c, self.lang)
                if t.description != label:
                    t.description = label
                    t.tooltip = self.t("widgets.turn_trainer.select_tooltip", card=c.name(self.lang))
                    t.style.text_color = svg.suit_colours().get(c.suit.key, "#1A1A1A")
                if t.value:
                    t.value = False
                out[c] = t
        finally:
            self._quiet = False
        return out

    def _on_toggle(self, _change: Any) -> None:
        if not self._quiet:
            self._render_table()

    def _render_log(self, new_events: list[str] | None, new_results: bool) -> None:
        lines = new_events if new_events is not None else self.game.history_text(self.lang)[-3:]
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        extra = ""
        if new_results and self.game.round_results:
            extra = (
                heading_html(self.t("widgets.turn_trainer.results"))
                + "<ul>"
                + "".join(f"<li>{esc(line)}</li>" for line in _result_lines(self.game.round_results[-1], self.lang))
                + "</ul>"
            )
        self.log_view.value = (
            f'<div class="{CSS_CLASS}-log" style="{STYLE["text"]}">'
            f"{heading_html(self.t('widgets.turn_trainer.log'))}<ul>{items}</ul>{extra}</div>"
        )

    def _replay_by(self, delta: int) -> None:
        self.replay_position.value = max(0, min(self.replay_position.max, self.replay_position.value + delta))

    def _redraw_cards(self) -> None:
        """The suit colours changed: draw the cards again (the selection stays)."""
        self._render_table()
        self._render_replay()
        inks = svg.suit_colours()
        for card, toggle_ in {**self.hand_toggles, **self.table_toggles}.items():
            toggle_.style.text_color = inks.get(card.suit.key, "#1A1A1A")

    def _render_replay(self) -> None:
        index = min(self.replay_position.value, len(self.states) - 1)
        state = self.states[index]
        move = self.moves[index]
        action = move.label(self.lang) if move is not None else self.t("widgets.turn_trainer.replay_start")
        lines = state.history_text(self.lang)
        before = len(self.states[index - 1].history) if index > 0 else len(lines)
        items = "".join(
            f"<li><b>{esc(line)}</b></li>" if i >= before else f"<li>{esc(line)}</li>" for i, line in enumerate(lines)
        )
        picture = svg.table_svg(self._rows(state), width=56, lang=self.lang)
        head = self.t("widgets.turn_trainer.replay_head", index=index, last=len(self.states) - 1, action=action)
        self.replay_view.value = (
            f'<div class="{CSS_CLASS}-replay" style="{STYLE["text"]}"><p><b>{esc(head)}</b></p>'
            f'{svg_html(str(picture))}<ol tabindex="0" aria-label="{esc(head)}" '
            f'style="{STYLE["muted"]};max-height:14em;overflow-y:auto">{items}</ol></div>'
        )
        self.back_button.disabled = index == 0
        self.forward_button.disabled = index >= len(self.states) - 1


def _result_lines(result: Any, lang: str) -> list[str]:
    """A round result in sentences (Knack: ``explain``, Charakir: ``text``)."""
    explain = getattr(result, "explain", None)
    if callable(explain):
        return list(explain(lang))
    return list(result.text(lang))
