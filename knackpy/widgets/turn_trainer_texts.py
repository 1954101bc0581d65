"""The turn trainer's texts in German and English: its buttons, the try-it-yourself row, replay and scoring."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "widgets.turn_trainer.title": ("Zugtrainer: {name}", "Turn trainer: {name}"),
        "widgets.turn_trainer.intro": (
            "Du spielst reihum für alle Plätze. Du siehst immer die Hand dessen, der am Zug ist.",
            "You play every seat in turn. You always see the hand of the player whose turn it is.",
        ),
        "widgets.turn_trainer.to_move": ("Am Zug: {player}", "To move: {player}"),
        "widgets.turn_trainer.phase.choose": ("Wahl der Hand", "choosing a hand"),
        "widgets.turn_trainer.phase.turn": ("Zug", "turn"),
        "widgets.turn_trainer.phase.call": ("Ansagen oder Zug beenden", "call or end the turn"),
        "widgets.turn_trainer.phase.draw": ("Ziehen", "draw"),
        "widgets.turn_trainer.phase.pair": ("Paar ablegen", "lay a pair"),
        "widgets.turn_trainer.phase.discard": ("Ablegen", "discard"),
        "widgets.turn_trainer.phase.knock": ("Klopfen oder nicht", "knock or not"),
        "widgets.turn_trainer.phase.over": ("Spiel vorbei", "game over"),
        "widgets.turn_trainer.phase_line": ("Schritt: {phase}", "Step: {phase}"),
        "widgets.turn_trainer.hand": ("{player} (am Zug)", "{player} (to move)"),
        "widgets.turn_trainer.other_hand": ("{player}", "{player}"),
        "widgets.turn_trainer.looked": ("{player}: angesehene Hand", "{player}: the hand looked at"),
        "widgets.turn_trainer.second": ("{player}: zweite Hand (verdeckt)", "{player}: second hand (face down)"),
        "widgets.turn_trainer.table": ("Stock", "Table"),
        "widgets.turn_trainer.discard": ("Ablage (oben: {card})", "Discard pile (top: {card})"),
        "widgets.turn_trainer.discard_empty": ("Ablage (leer)", "Discard pile (empty)"),
        "widgets.turn_trainer.pile": ("Stapel ({count} Karten)", "Draw pile ({count} cards)"),
        "widgets.turn_trainer.pile_one": ("Stapel (1 Karte)", "Draw pile (1 card)"),
        "widgets.turn_trainer.value": ("Wert der Hand: {explain}", "Value of the hand: {explain}"),
        "widgets.turn_trainer.points": ("Punkte der Hand: {explain}", "Points in hand: {explain}"),
        "widgets.turn_trainer.legal": ("Erlaubte Züge", "Legal moves"),
        "widgets.turn_trainer.legal_tooltip": (
            "Diesen erlaubten Zug machen: {action}",
            "Make this legal move: {action}",
        ),
        "widgets.turn_trainer.try": ("Selbst probieren – auch Verbotenes", "Try it yourself – forbidden moves too"),
        "widgets.turn_trainer.try_hint_knack": (
            "Wähle Karten auf der Hand und im Stock und drück „Tauschen“ – oder probier einen anderen Zug.",
            "Select cards in the hand and on the table and press “Swap” – or try another move.",
        ),
        "widgets.turn_trainer.try_hint_charakir": (
            "Wähle Karten auf der Hand und drück „Paar ablegen“ oder „Ablegen“ – oder probier einen anderen Zug.",
            "Select cards in your hand and press “Lay a pair” or “Discard” – or try another move.",
        ),
        "widgets.turn_trainer.try_tooltip": (
            "Ausprobieren: {action} (ist es erlaubt?)",
            "Try it: {action} (is it allowed?)",
        ),
        "widgets.turn_trainer.select_tooltip": ("{card} auswählen", "Select the {card}"),
        "widgets.turn_trainer.hand_cards": ("Hand:", "Hand:"),
        "widgets.turn_trainer.table_cards": ("Stock:", "Table:"),
        "widgets.turn_trainer.swap": ("Tauschen", "Swap"),
        "widgets.turn_trainer.swap_tooltip": (
            "Die gewählten Handkarten gegen die gewählten Stockkarten tauschen",
            "Swap the selected hand cards for the selected table cards",
        ),
        "widgets.turn_trainer.pair": ("Paar ablegen", "Lay a pair"),
        "widgets.turn_trainer.pair_tooltip": (
            "Die zwei gewählten Karten als Paar ablegen",
            "Lay the two selected cards as a pair",
        ),
        "widgets.turn_trainer.discard_button": ("Ablegen", "Discard"),
        "widgets.turn_trainer.discard_tooltip": ("Die gewählte Karte ablegen", "Discard the selected card"),
        "widgets.turn_trainer.select_first": (
            "Wähle zuerst mindestens eine Karte auf der Hand und eine im Stock.",
            "First select at least one card in the hand and one on the table.",
        ),
        "widgets.turn_trainer.pair_needs_two": (
            "Für ein Paar wählst du genau zwei Karten, nicht {count}.",
            "A pair is exactly two cards, not {count}.",
        ),
        "widgets.turn_trainer.discard_needs_one": (
            "Abgelegt wird genau eine Karte, nicht {count}.",
            "You discard exactly one card, not {count}.",
        ),
        "widgets.turn_trainer.undo": ("Rückgängig", "Undo"),
        "widgets.turn_trainer.undo_tooltip": ("Den letzten Zug zurücknehmen", "Take back the last move"),
        "widgets.turn_trainer.undone": ("Zurückgenommen: {action}", "Taken back: {action}"),
        "widgets.turn_trainer.nothing_to_undo": (
            "Es gibt keinen Zug zum Zurücknehmen.",
            "There is no move to take back.",
        ),
        "widgets.turn_trainer.step": ("Computer zieht", "Computer moves"),
        "widgets.turn_trainer.step_tooltip": (
            "Den Computer einen Zug für den Spieler am Zug machen lassen",
            "Let the computer make one move for the player to move",
        ),
        "widgets.turn_trainer.over": ("Das Spiel ist vorbei: {outcome}", "The game is over: {outcome}"),
        "widgets.turn_trainer.log": ("Was passiert ist", "What happened"),
        "widgets.turn_trainer.replay": ("Verlauf nachspielen", "Replay the history"),
        "widgets.turn_trainer.replay_slider": ("Nach Zug", "After move"),
        "widgets.turn_trainer.replay_tooltip": (
            "Den Spielverlauf Zug für Zug durchgehen",
            "Step through the game move by move",
        ),
        "widgets.turn_trainer.back": ("◀ Zurück", "◀ Back"),
        "widgets.turn_trainer.back_tooltip": ("Im Verlauf einen Zug zurück", "One move back in the history"),
        "widgets.turn_trainer.forward": ("Vor ▶", "Forward ▶"),
        "widgets.turn_trainer.forward_tooltip": ("Im Verlauf einen Zug vor", "One move forward in the history"),
        "widgets.turn_trainer.replay_head": (
            "Stand {index} von {last}: {action}",
            "Position {index} of {last}: {action}",
        ),
        "widgets.turn_trainer.replay_start": ("Ausgangslage", "starting position"),
        "widgets.turn_trainer.results": ("Wertung der Runde", "Scoring of the round"),
    }
)
