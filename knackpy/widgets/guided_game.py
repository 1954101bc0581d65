"""GuidedGame: a first game with a stacked deal, where the page says what to click and why (issue 15).

In the style of a board-game tutorial: every card is known in advance (the deal is stacked with the
engine's ``setup_game`` / ``stack_deck``), the other players' moves are scripted, and at each of your
steps the widget says which button to press and why, naming the rule.  A different click is never
applied and never punished: the widget explains why the suggested move is the better one here and
waits.  Each game has its own short script in :data:`TUTORIALS`.

>>> from knackpy.widgets.guided_game import tutorial_steps
>>> [step.action for step in tutorial_steps("knack") if step.seat == 0]
['keep this hand', 'swap 7 of clubs for ace of clubs', 'Knack!']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import i18n
from ..errors import KnackpyError
from ..rules import rules as make_rules
from .common import (
    CSS_CLASS,
    Component,
    MessageArea,
    box,
    button,
    esc,
    hand_html,
    heading_html,
    html_output,
    require_widgets,
)

__all__ = ["GuidedGame", "Step", "TUTORIALS", "tutorial_game", "tutorial_steps"]

YOU = 0  # the learner's seat in every tutorial


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the script: who moves, the move (its English label in the engine), and for the
    learner's own steps the i18n key that says what to click and why."""

    seat: int
    action: str
    say: str = ""


TUTORIALS: dict[str, tuple[Step, ...]] = {
    "knack": (
        Step(YOU, "keep this hand", "guided.knack.keep"),
        Step(1, "push"),
        Step(2, "push"),
        Step(YOU, "swap 7 of clubs for ace of clubs", "guided.knack.swap"),
        Step(YOU, "Knack!", "guided.knack.call"),
    ),
    "knack_oberlausitz": (
        Step(YOU, "keep this hand", "guided.lausitz.keep"),
        Step(1, "push"),
        Step(2, "push"),
        Step(YOU, "swap 7 of acorns for ace of acorns", "guided.lausitz.swap"),
        Step(YOU, "Knack!", "guided.lausitz.call"),
    ),
    "charakir": (
        Step(YOU, "take the discard", "guided.charakir.take"),
        Step(YOU, "lay the pair K♦ K♠", "guided.charakir.pair"),
        Step(YOU, "discard 5♠", "guided.charakir.discard"),
        Step(YOU, "knock", "guided.charakir.knock"),
        Step(1, "draw from the pile"),
        Step(1, "discard Q♣"),
        Step(2, "draw from the pile"),
        Step(2, "discard J♠"),
    ),
}

i18n.catalogue(
    {
        "guided.error.ruleset": (
            "Einen geführten ersten Spielzug gibt es für {value} nicht; möglich sind: {accepted}",
            "There is no guided first game for {value}; available: {accepted}",
        ),
        "guided.error.move": (
            "Den Zug {move} gibt es hier nicht; möglich sind: {accepted} (E2)",
            "There is no move {move} here; possible: {accepted} (E2)",
        ),
        "guided.title": ("Dein erstes Spiel: {name}", "Your first game: {name}"),
        "guided.you": ("Du", "You"),
        "guided.intro": (
            "Du sitzt auf Platz 1; im Spiel heißt du Anna. Alle Karten sind für dieses erste Spiel vorbereitet.",
            "You sit in seat 1; in the game your name is Anna. All cards are set up for this first game.",
        ),
        "guided.your_hand": ("Deine Hand", "Your hand"),
        "guided.table": ("Stock", "Table"),
        "guided.discard": ("Offene Karte", "Face-up card"),
        "guided.todo": ("Klick auf „{action}“. {why}", "Click “{action}”. {why}"),
        "guided.other": (
            "„{clicked}“ ginge auch, aber probier jetzt „{action}“: {why}",
            "“{clicked}” would be allowed too, but try “{action}” now: {why}",
        ),
        "guided.done": ("Geschafft! So endet die Runde:", "Well done! This is how the round ends:"),
        "guided.knack.keep": (
            "Du gibst und siehst eine deiner zwei Hände: Kreuz-10, Kreuz-Bube, Kreuz-7, zusammen 27 Punkte. Das ist "
            "gut, also behältst du sie; die andere Hand kommt offen als Stock auf den Tisch (K5).",
            "You are the dealer and see one of your two hands: 10, jack and 7 of clubs, 27 points together. That "
            "is good, so you keep it; the other hand goes face up as the table (K5).",
        ),
        "guided.knack.swap": (
            "Im Stock liegt das Kreuz-Ass. Es zählt 11 und passt zu deinen Kreuz-Karten. Tausch deine Kreuz-7 "
            "dagegen: Dann hast du 10 + 10 + 11 = 31 (K6, K10).",
            "The ace of clubs is on the table. It counts 11 and matches your clubs. Swap your 7 of clubs for it: "
            "then you have 10 + 10 + 11 = 31 (K6, K10).",
        ),
        "guided.knack.call": (
            "Du hast 31! Ruf sofort „Knack!“, sonst verlierst du die Runde (K14).",
            "You have 31! Call 'Knack!' at once, or you lose the round (K14).",
        ),
        "guided.lausitz.keep": (
            "Du bist der Wähler links vom Geber und siehst eine deiner zwei Hände: Eichel-10, Eichel-Unter, "
            "Eichel-7, zusammen 27 Punkte. Behalte sie; die andere Hand kommt offen als Stock auf den Tisch (O4).",
            "You are the chooser on the dealer's left and see one of your two hands: 10, under and 7 of acorns, "
            "27 points together. Keep it; the other hand goes face up on the table (O4).",
        ),
        "guided.lausitz.swap": (
            "Im Stock liegt das Eichel-Ass. Tausch deine Eichel-7 dagegen: drei Eicheln mit Ass sind ein Knack (O7).",
            "The ace of acorns is on the table. Swap your 7 of acorns for it: three acorns with an ace are a Knack "
            "(O7).",
        ),
        "guided.lausitz.call": (
            "Du hast einen Knack. Zeig ihn sofort, dann ist das Spiel vorbei (O10).",
            "You have a Knack. Show it at once, and the game is over (O10).",
        ),
        "guided.charakir.take": (
            "Offen liegt der Pik-König, und du hast den Karo-König: ein Paar. Nimm die offene Karte (C7, C8).",
            "The king of spades lies face up, and you hold the king of diamonds: a pair. Take the face-up card "
            "(C7, C8).",
        ),
        "guided.charakir.pair": (
            "Wer die offene Karte nimmt, legt sofort ein Paar ab. Leg die beiden Könige ab: Sie zählen je 10, so "
            "wirst du 20 Punkte los (C8).",
            "Whoever takes the face-up card lays down a pair at once. Lay down the two kings: they count 10 each, "
            "so you get rid of 20 points (C8).",
        ),
        "guided.charakir.discard": (
            "Jetzt legst du eine Karte ab. Leg eine Fünf ab; dann bleiben Herz-5 und Kreuz-2, nur 7 Punkte (C9).",
            "Now you discard one card. Discard a five; then the 5 of hearts and the 2 of clubs are left, only 7 "
            "points (C9).",
        ),
        "guided.charakir.knock": (
            "Du hast 10 Punkte oder weniger, also darfst du klopfen. Die anderen sind dann noch einmal dran (C10).",
            "You have 10 points or less, so you may knock. The others then move once more (C10).",
        ),
    }
)


def _knack_setup(rules):
    from ..engine.knack import setup_game

    return setup_game(
        rules,
        players=3,
        dealer=0,
        hands=[None, "A♥ 8♠ 7♦", "8♣ 8♦ 9♠"],
        dealer_hands=("10♣ J♣ 7♣", "A♣ 8♥ 9♥"),
        seed=3,
    )


def _lausitz_setup(rules):
    from ..engine.knack import setup_game

    return setup_game(
        rules,
        players=3,
        dealer=2,
        hands=[None, "Grün-Ass Schellen-8 Rot-7", "Schellen-9 Rot-8 Grün-7"],
        dealer_hands=("Eichel-10 Eichel-Unter Eichel-7", "Eichel-Ass Grün-8 Rot-9"),
        seed=3,
    )


def _charakir_setup(rules):
    from .. import new_game
    from ..engine.charakir import stack_deck

    order = stack_deck(
        rules,
        players=3,
        dealer=2,
        hands=["5♥ 5♠ K♦ 2♣", "A♠ 3♦ 9♥ Q♣", "7♥ 7♦ J♠ 4♣"],
        discard="K♠",
        pile="8♠ 9♦ 6♣ 3♠",
    )
    return new_game(rules, players=3, seed=1, deck_order=order, first_dealer=2)


_SETUPS = {"knack": _knack_setup, "knack_oberlausitz": _lausitz_setup, "charakir": _charakir_setup}


def _check_ruleset(ruleset: object) -> str:
    if ruleset not in TUTORIALS:
        raise KnackpyError("guided.error.ruleset", value=repr(ruleset), accepted=", ".join(TUTORIALS))
    return ruleset


def tutorial_game(ruleset: str = "knack"):
    """The stacked start of a tutorial: every card is known in advance."""
    name = _check_ruleset(ruleset)
    return _SETUPS[name](make_rules(name))


def tutorial_steps(ruleset: str = "knack") -> tuple[Step, ...]:
    return TUTORIALS[_check_ruleset(ruleset)]


def find_action(game, label: str):
    """The legal action whose English label is ``label`` (the script names moves by their labels)."""
    for action in game.legal_actions():
        if action.label("en") == label:
            return action
    labels = ", ".join(a.label("en") for a in game.legal_actions())
    raise KnackpyError("guided.error.move", move=repr(label), accepted=labels)


class GuidedGame(Component):
    """Play a first game step by step; ``click(label)`` is what a button press does (for tests too)."""

    def __init__(self, ruleset: str = "knack", *, lang: str = "de") -> None:
        super().__init__(lang=lang)
        self.ruleset = _check_ruleset(ruleset)
        self.rules = make_rules(ruleset)
        self.game = tutorial_game(ruleset)
        self.steps = tutorial_steps(ruleset)
        self.index = 0
        self.narration: list[str] = []
        self._build_widgets()
        self._play_others()
        self._refresh()

    # --- state --------------------------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def expected(self):
        """The action the script asks for now (``None`` when the tutorial is over)."""
        return None if self.finished else find_action(self.game, self.steps[self.index].action)

    def _play_others(self) -> None:
        """Apply the scripted moves of the other players, each told in the engine's words."""
        while not self.finished and self.steps[self.index].seat != YOU:
            self._apply(self.expected)

    def _apply(self, action) -> None:
        """Apply the script's current move and tell it: who did what."""
        seat = self.steps[self.index].seat
        who = self.t("guided.you") if seat == YOU else self.game.names[seat]
        self.narration.append(f"{who}: {action.label(self.lang)}")
        self.game = self.game.apply(action)
        self.index += 1

    def click(self, label: str) -> bool:
        """Press the button of the move ``label`` (English label).  Returns whether it was applied."""
        if self.finished:
            return False
        step, expected = self.steps[self.index], self.expected
        chosen = find_action(self.game, label)
        why = self.t(step.say)
        if chosen != expected:
            self.messages.info(
                self.t("guided.other", clicked=chosen.label(self.lang), action=expected.label(self.lang), why=why)
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
        self.messages = MessageArea(self.lang)
        self.widget = box([self.title, self.board, self.instruction, self.buttons, self.messages.widget])
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
        if self.finished:
            result = self.game.round_results[-1].text(self.lang) if self.game.round_results else ""
            lines = "".join(f"<li>{esc(line)}</li>" for line in result.splitlines())
            self.instruction.value = (
                f"<ul>{story}</ul><p><strong>{esc(self.t('guided.done'))}</strong></p><ul>{lines}</ul>"
            )
            self.buttons.children = ()
            return
        step = self.steps[self.index]
        todo = self.t("guided.todo", action=self.expected.label(self.lang), why=self.t(step.say))
        self.instruction.value = f"<ul>{story}</ul><p><strong>{esc(todo)}</strong></p>"
        self.buttons.children = tuple(self._button(action) for action in self.game.legal_actions())

    def _button(self, action) -> Any:
        label, english = action.label(self.lang), action.label("en")
        widget = button(label, tooltip=label)
        widget.on_click(self.guard(lambda _button: self.click(english)))
        return widget
