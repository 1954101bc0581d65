"""GuidedGame: a guided round with a prepared deal, where the page says what to click and why (issues 15, 28).

In the style of Board Game Arena's tutorials: every card is known in advance (the deal is stacked with the
engine's ``setup_game`` / ``stack_deck``), the other players' moves are scripted, and at each of your
steps the widget says which button to press and why, naming the rule.  A different click is never
applied and never punished: the widget explains why the suggested move is the better one here and
waits.  At the end a closing line says what the learner did well, and "Nochmal" / "Play again" deals a new
prepared round on the same topic.  The rounds themselves are data in :mod:`knackpy.widgets.guided_rounds`:
one per rule (Knack: swap and call, push and the new table, close and a lost life, Feuer, the tie-break
draw; the Oberlausitz: the chooser, Superknack, paying and swimming; Charakir: a pair from the discard and
knocking, the knocker's 25 points).

>>> from knackpy.widgets.guided_game import tutorial_steps
>>> [step.kind for step in tutorial_steps("knack") if step.seat == 0]
['keep', 'swap', 'call']
"""

from __future__ import annotations

from typing import Any

from ..errors import KnackpyError
from .common import (
    CSS_CLASS,
    Component,
    box,
    button,
    esc,
    hand_html,
    heading_html,
    html_output,
    require_widgets,
)
from .guided_rounds import ROUNDS, YOU, GuidedRound, Move, cards_of, find_round, suit_turn

__all__ = ["GuidedGame", "ROUNDS", "Move", "YOU", "deal_round", "find_action", "tutorial_game", "tutorial_steps"]

#: how many different deals "Nochmal" goes through before it starts again (one per suit turn)
DEALS = 4


def _check_turn(turn: object) -> int:
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 0:
        raise KnackpyError("guided.error.turn", value=repr(turn))
    return turn % DEALS


def deal_round(guided: GuidedRound, turn: int = 0):
    """The game of ``guided`` dealt as prepared, its suits turned ``turn`` places (0: as written)."""
    rules = guided.rules
    turned = suit_turn(rules, _check_turn(turn))

    def cards(value):
        return None if value is None else cards_of(value, rules, turned)

    deal = dict(guided.deal)
    dealer = deal.pop("dealer", 0)
    if rules.variant.has_discard_pile:
        from .. import new_game
        from ..engine.charakir import stack_deck

        order = stack_deck(
            rules,
            players=3,
            dealer=dealer,
            hands=[cards(hand) for hand in deal["hands"]],
            discard=cards(deal.get("discard")),
            pile=cards(deal.get("pile", "")),
        )
        return new_game(rules, players=3, seed=1, deck_order=order, first_dealer=dealer)
    from ..engine.knack import setup_game

    return setup_game(
        rules,
        players=3,
        dealer=dealer,
        hands=[cards(hand) for hand in deal["hands"]],
        dealer_hands=tuple(cards(hand) for hand in deal["dealer_hands"]),
        pile=cards(deal.get("pile")),
        seed=3,
    )


def tutorial_game(ruleset: str = "knack", topic: str | None = None, turn: int = 0):
    """The prepared start of a guided round: every card is known in advance."""
    return deal_round(find_round(ruleset, topic), turn)


def tutorial_steps(ruleset: str = "knack", topic: str | None = None) -> tuple[Move, ...]:
    return find_round(ruleset, topic).steps


_CARD_FIELDS = ("give", "take", "a", "b", "card")


def _action_cards(action) -> frozenset:
    return frozenset(getattr(action, name) for name in _CARD_FIELDS if hasattr(action, name))


def find_action(game, move: Move, turned=None):
    """The legal action the script's ``move`` means (its kind and its cards, suits turned as dealt)."""
    rules = game.rules
    wanted = frozenset(cards_of(" ".join(move.cards), rules, turned or suit_turn(rules, 0))) if move.cards else None
    for action in game.legal_actions():
        if action.kind == move.kind and (wanted is None or _action_cards(action) == wanted):
            return action
    labels = ", ".join(a.label("en") for a in game.legal_actions())
    raise KnackpyError("guided.error.move", move=repr(" ".join((move.kind, *move.cards))), accepted=labels)


def _card_names(text: str, rules, turned, lang: str) -> str:
    return ", ".join(card.name(lang) for card in cards_of(text, rules, turned))


class GuidedGame(Component):
    """Play a guided round step by step; ``click(label)`` is what a button press does (for tests too).

    ``topic`` picks the round (see :data:`ROUNDS`; the ruleset's first round without it), ``turn`` which of
    its prepared deals comes first; :meth:`again` ("Nochmal") deals the next one.
    """

    def __init__(self, ruleset: str = "knack", *, topic: str | None = None, turn: int = 0, lang: str = "de") -> None:
        super().__init__(lang=lang)
        self.round = find_round(ruleset, topic)
        self.ruleset = self.round.ruleset
        self.rules = self.round.rules
        self.steps = self.round.steps
        self._build_widgets()
        self._deal(_check_turn(turn))

    # --- state --------------------------------------------------------------------------------------------

    def _deal(self, turn: int) -> None:
        self.turn = turn
        self._turned = suit_turn(self.rules, turn)
        self.game = deal_round(self.round, turn)
        self.index = 0
        self.narration: list[str] = []
        self.messages.clear()
        self._play_others()
        self._refresh()

    def again(self) -> None:
        """ "Nochmal": a new prepared round on the same topic (the next suit turn), from its first step."""
        self._deal((self.turn + 1) % DEALS)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def expected(self):
        """The action the script asks for now (``None`` when the round is over)."""
        return None if self.finished else find_action(self.game, self.steps[self.index], self._turned)

    def facts(self) -> dict[str, str]:
        """The cards and suits the sentences name, in this deal and this language."""
        named = dict(self.round.facts)
        if "dealer_hands" in self.round.deal:
            named.setdefault("hand", self.round.deal["dealer_hands"][0])
        out = {}
        for name, value in named.items():
            if value.startswith("suit:"):
                (card,) = cards_of(value[5:], self.rules, self._turned)
                out[name] = card.suit.name(self.lang)
            else:
                out[name] = _card_names(value, self.rules, self._turned, self.lang)
        return out

    def why(self) -> str:
        """What the current step asks for and why, in this deal's cards."""
        return "" if self.finished else self.t(self.steps[self.index].say, **self.facts())

    def closing(self) -> str:
        """The closing line: what the learner did well."""
        return self.t(self.round.done, **self.facts())

    def _play_others(self) -> None:
        """Apply the scripted moves of the other players, each told in the engine's words."""
        while not self.finished and self.steps[self.index].seat != YOU:
            self._apply(self.expected)

    def _apply(self, action) -> None:
        """Apply the script's current move and tell it in the engine's words (the next round's deal left out)."""
        told, rounds = len(self.game.history_text(self.lang)), len(self.game.round_results)
        self.game = self.game.apply(action)
        lines = self.game.history_text(self.lang)[told:]
        if len(self.game.round_results) > rounds and not self.game.is_over():
            lines = lines[:-1]  # "Runde 2: ... gibt": the guided round ends with its own round
        self.narration.extend(lines)
        self.index += 1

    def click(self, label: str) -> bool:
        """Press the button of the move ``label`` (its English label).  Returns whether it was applied."""
        if self.finished:
            return False
        expected = self.expected
        chosen = next((a for a in self.game.legal_actions() if a.label("en") == label), None)
        if chosen is None:
            labels = ", ".join(a.label("en") for a in self.game.legal_actions())
            raise KnackpyError("guided.error.move", move=repr(label), accepted=labels)
        if chosen != expected:
            self.messages.info(
                self.t(
                    "guided.other", clicked=chosen.label(self.lang), action=expected.label(self.lang), why=self.why()
                )
            )
            return False
        self.narration = []
        self.messages.clear()  # the explanation of an earlier wrong click no longer fits the new step
        self._apply(chosen)
        self._play_others()
        self._refresh()
        return True

    # --- view ---------------------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        require_widgets()
        title = heading_html(self.t("guided.title", name=self.rules.name(self.lang)))
        self.title = html_output(f"{title}<p>{esc(self.t('guided.intro'))}</p>")
        self.board = html_output()
        self.instruction = html_output()
        self.buttons = box([], vertical=False, wrap=True)
        self.buttons.add_class(f"{CSS_CLASS}-moves")  # three columns, as at the game table
        self.again_button = button(self.t("guided.again"), tooltip=self.t("guided.again_tip"))
        self.again_button.on_click(self.guard(lambda _button: self.again()))
        # frame(): the components' style sheet travels with this widget too (wrapped labels, moves in columns)
        self.widget = self.frame([self.title, self.board, self.instruction, self.buttons, self.messages.widget])
        self.widget.add_class(CSS_CLASS)
        self.widget.add_class(f"{CSS_CLASS}-guided-game")  # a stable hook for the browser tests and the site CSS

    def _board_html(self) -> str:
        parts = [
            f"<p><strong>{esc(self.t('guided.your_hand'))}</strong></p>",
            # the learner's own view: while choosing (K5, O4) that is the hand looked at, not an empty one
            hand_html(self.game.view(YOU).hand, lang=self.lang),
        ]
        table = getattr(self.game, "table", ())
        top = getattr(self.game, "discard_top", None)
        if table:
            parts += [f"<p><strong>{esc(self.t('guided.table'))}</strong></p>", hand_html(table, lang=self.lang)]
        elif top is not None:
            parts += [f"<p><strong>{esc(self.t('guided.discard'))}</strong></p>", hand_html([top], lang=self.lang)]
        return "".join(parts)

    def _refresh(self) -> None:
        self.board.value = "" if self.finished else self._board_html()
        story = "".join(f"<li>{esc(line)}</li>" for line in self.narration)
        story = f"<ul>{story}</ul>" if story else ""
        if self.finished:
            done = f"<p><strong>{esc(self.t('guided.done'))}</strong> {esc(self.closing())}</p>"
            self.instruction.value = story + done
            self.buttons.children = (self.again_button,)
            return
        todo = self.t("guided.todo", action=self.expected.label(self.lang), why=self.why())
        self.instruction.value = f"{story}<p><strong>{esc(todo)}</strong></p>"
        self.buttons.children = tuple(self._button(action) for action in self.game.legal_actions())

    def _button(self, action) -> Any:
        label, english = action.label(self.lang), action.label("en")
        widget = button(label, tooltip=label)
        widget.on_click(self.guard(lambda _button: self.click(english)))
        return widget
