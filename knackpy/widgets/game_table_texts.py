"""The game table's texts in German and English: buttons, the board, standings, prompts, move tooltips, hints, log."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        # the game table
        "widgets.game_table.title": ("Spieltisch: {game}", "Game table: {game}"),
        "widgets.game_table.settings": ("Einstellungen für ein neues Spiel", "Settings for a new game"),
        "widgets.game_table.new_game": ("Neues Spiel", "New game"),
        "widgets.game_table.new_game_tooltip": (
            "Mit den Einstellungen ein neues Spiel beginnen",
            "Start a new game with these settings",
        ),
        "widgets.game_table.started": (
            "Neues Spiel: {game}, {players} Spieler, Kartenmischung Nr. {seed}.",
            "New game: {game}, {players} players, shuffle no. {seed}.",
        ),
        "widgets.game_table.hint": ("Tipp", "Hint"),
        "widgets.game_table.hint_tooltip": (
            "Ein Tipp zeigt deine Möglichkeiten, die beste zuerst, mit Begründung",
            "A hint shows your options, best first, with reasons",
        ),
        "widgets.game_table.step": ("Nächster Zug", "Next move"),
        "widgets.game_table.step_tooltip": (
            "Den nächsten Spieler einen Zug machen lassen",
            "Let the next player make one move",
        ),
        "widgets.game_table.finish": ("Bis zum Ende", "Play to the end"),
        "widgets.game_table.finish_tooltip": (
            "Die Bots spielen das Spiel ohne dich zu Ende",
            "The bots finish the game without you",
        ),
        "widgets.game_table.two_humans": (
            "Nur ein Platz kann deiner sein; auf den anderen spielen Bots.",
            "Only one seat can be yours; bots play the others.",
        ),
        "widgets.game_table.bad_human": (
            "Einen Platz {value} gibt es nicht; erlaubt ist 0 bis {high} (oder None zum Zuschauen)",
            "There is no seat {value}; use 0 to {high} (or None to watch)",
        ),
        "widgets.game_table.no_game": (
            "Gerade läuft kein Spiel. Passe die Einstellungen an und klicke auf „Neues Spiel“.",
            "No game is running. Adjust the settings and click “New game”.",
        ),
        "widgets.game_table.game_over": (
            "Das Spiel ist vorbei; „Neues Spiel“ beginnt eine neue Partie.",
            "The game is over; “New game” starts another one.",
        ),
        "widgets.game_table.not_your_turn": (
            "Jetzt ist {player} am Zug, nicht du.",
            "It is {player}'s turn, not yours.",
        ),
        "widgets.game_table.you_moved": ("Du: {action}", "You: {action}"),
        "widgets.game_table.you_are_out": (
            "Du bist ausgeschieden. Die Bots spielen weiter: schau Zug für Zug zu oder bis zum Ende.",
            "You are out. The bots play on: watch move by move or to the end.",
        ),
        "widgets.game_table.watching": (
            "Du schaust zu: die Bots spielen allein. Du siehst alle Karten.",
            "You are watching: the bots play on their own. You see every card.",
        ),
        # the board
        "widgets.game_table.you": ("{name} (du)", "{name} (you)"),
        "widgets.game_table.cards_one": ("1 Karte", "1 card"),
        "widgets.game_table.cards_many": ("{n} Karten", "{n} cards"),
        "widgets.game_table.two_hands": ("zwei Hände, noch nicht gewählt", "two hands, not chosen yet"),
        "widgets.game_table.no_cards": ("keine Karten", "no cards"),
        "widgets.game_table.out": ("ausgeschieden", "out"),
        "widgets.game_table.table": ("Stock", "Table"),
        "widgets.game_table.table_empty": (
            "Noch leer: erst wählt {player} eine der zwei Hände ({rule})",
            "Still empty: first {player} chooses one of the two hands ({rule})",
        ),
        "widgets.game_table.pile": ("Stapel: {cards}", "Pile: {cards}"),
        "widgets.game_table.discard": ("Ablagestapel, oben:", "Discard pile, top card:"),
        "widgets.game_table.your_hand": ("Deine Hand", "Your hand"),
        "widgets.game_table.hand_of": ("Hand von {name}", "{name}'s hand"),
        "widgets.game_table.looked_at": ("Die Hand, die du ansiehst", "The hand you look at"),
        "widgets.game_table.other_hand": ("Die andere Hand (verdeckt)", "The other hand (face down)"),
        "widgets.game_table.value": ("Wert: {value}", "Value: {value}"),
        # standings
        "widgets.game_table.col_player": ("Spieler", "Player"),
        "widgets.game_table.col_lives": ("Leben", "Lives"),
        "widgets.game_table.col_coins": ("Münzen", "Coins"),
        "widgets.game_table.col_points": ("Punkte", "Points"),
        "widgets.game_table.col_status": ("Im Moment", "Right now"),
        "widgets.game_table.to_move": ("▶ am Zug", "▶ to move"),
        "widgets.game_table.dealer": ("gibt", "deals"),
        "widgets.game_table.chooser": ("hat zwei Hände", "has two hands"),
        "widgets.game_table.swimming": ("schwimmt", "swimming"),
        "widgets.game_table.knocked": ("hat geklopft", "has knocked"),
        "widgets.game_table.winner": ("★ gewinnt", "★ wins"),
        "widgets.game_table.pot": ("Im Pott: {n} Münzen (O3, O12)", "In the pot: {n} coins (O3, O12)"),
        "widgets.game_table.round": ("Runde {round}", "Round {round}"),
        "widgets.game_table.round_lausitz": ("Spiel {round}", "Round {round}"),
        # prompts: what the learner decides now
        "widgets.game_table.prompt.choose": (
            "Du bekommst zwei Hände und siehst dir eine an: behalten, oder offen hinlegen und die andere "
            "blind nehmen? ({rule})",
            "You get two hands and look at one: keep it, or lay it face up and take the other one blind? ({rule})",
        ),
        "widgets.game_table.prompt.turn": (
            "Du bist dran: eine Karte oder alle drei tauschen, schieben oder {close}? (K10, K11, {rule})",
            "Your turn: swap one card or all three, push, or {close_en}? (K10, K11, {rule})",
        ),
        "widgets.game_table.prompt.turn_closed": (
            "{player} hat {closed}: dein letzter Zug – tauschen oder schieben. (K10, K11, {rule})",
            "{player} has {closed_en}: your last turn – swap or push. (K10, K11, {rule})",
        ),
        "widgets.game_table.prompt.call": (
            "Du hast {points}! Sag es an – wer nicht ansagt, verliert die Runde. ({rule})",
            "You hold {points}! Call it – whoever does not call loses the round. ({rule})",
        ),
        "widgets.game_table.prompt.draw": (
            "Du bist dran: ziehe vom Stapel oder nimm die offene Karte (nur mit einem Paar). (C7, C8)",
            "Your turn: draw from the pile or take the discard (only with a pair). (C7, C8)",
        ),
        "widgets.game_table.prompt.pair": (
            "Du hast die offene Karte genommen: lege jetzt ein Paar ab. (C8)",
            "You took the discard: now lay down a pair. (C8)",
        ),
        "widgets.game_table.prompt.discard": ("Lege eine Karte offen ab. (C9)", "Discard one card face up. (C9)"),
        "widgets.game_table.prompt.knock": (
            "Deine Hand zählt {points}: klopfen oder nicht? (C10)",
            "Your hand counts {points}: knock or not? (C10)",
        ),
        "widgets.game_table.prompt.knocked": (
            "{player} hat geklopft: das ist dein letzter Zug. (C10)",
            "{player} has knocked: this is your last turn. (C10)",
        ),
        # move tooltips (the rule each move belongs to)
        "widgets.game_table.tip.keep": (
            "Die angesehene Hand behalten; die andere kommt offen als Stock auf den Tisch ({rule})",
            "Keep the hand you looked at; the other one goes face up as the table ({rule})",
        ),
        "widgets.game_table.tip.throw": (
            "Diese Hand offen als Stock auf den Tisch legen und die andere blind nehmen ({rule})",
            "Lay this hand face up as the table and take the other one blind ({rule})",
        ),
        "widgets.game_table.tip.swap": (
            "Eine Karte der Hand gegen eine Karte aus dem Stock tauschen ({rule})",
            "Swap one card of your hand for one card on the table ({rule})",
        ),
        "widgets.game_table.tip.swap_all": (
            "Alle drei Handkarten gegen die drei Stockkarten tauschen ({rule})",
            "Swap all three cards of your hand for the three table cards ({rule})",
        ),
        "widgets.game_table.tip.push": (
            "Nichts tauschen, der Nächste ist dran ({rule})",
            "Swap nothing; the next player moves ({rule})",
        ),
        "widgets.game_table.tip.close": (
            "Die Runde beenden: alle anderen sind noch einmal dran, du nicht mehr ({rule})",
            "End the round: everyone else moves once more, you do not ({rule})",
        ),
        "widgets.game_table.tip.call": (
            "Jetzt ansagen: die Runde endet sofort und wird gewertet ({rule})",
            "Call it now: the round ends at once and is scored ({rule})",
        ),
        "widgets.game_table.tip.end_turn": (
            "Den Zug beenden, ohne anzusagen – wer es nicht ansagt, verliert die Runde ({rule})",
            "End the turn without calling – whoever does not call loses the round ({rule})",
        ),
        "widgets.game_table.tip.new_table": (
            "7, 8 und 9 liegen im Stock: drei neue Stockkarten verlangen ({rule})",
            "7, 8 and 9 lie on the table: ask for three new table cards ({rule})",
        ),
        "widgets.game_table.tip.draw": (
            "Die oberste Karte vom verdeckten Stapel ziehen ({rule})",
            "Draw the top card of the face-down pile ({rule})",
        ),
        "widgets.game_table.tip.take": (
            "Die offene Karte nehmen – danach legst du sofort ein Paar ab ({rule})",
            "Take the face-up card – then you lay down a pair at once ({rule})",
        ),
        "widgets.game_table.tip.pair": (
            "Zwei Karten gleichen Rangs auf den Ablagestapel legen ({rule})",
            "Lay two cards of the same rank onto the discard pile ({rule})",
        ),
        "widgets.game_table.tip.discard": (
            "Diese Karte offen ablegen ({rule})",
            "Discard this card face up ({rule})",
        ),
        "widgets.game_table.tip.knock": (
            "Klopfen: alle anderen haben noch einen letzten Zug, dann wird gewertet ({rule})",
            "Knock: everyone else has one last turn, then the round is scored ({rule})",
        ),
        "widgets.game_table.tip.no_knock": (
            "Nicht klopfen; dein Zug ist zu Ende ({rule})",
            "Do not knock; your turn is over ({rule})",
        ),
        "widgets.game_table.tip.best": ("Bester Tipp", "Best hint"),
        # hints
        "widgets.game_table.hint_title": (
            "Tipp (der beste Zug zuerst)",
            "Hint (the best move first)",
        ),
        "widgets.game_table.hint_none": (
            "Gerade hast du nichts zu entscheiden.",
            "There is nothing for you to decide right now.",
        ),
        "widgets.game_table.hint_line": ("{action} – {value}", "{action} – {value}"),
        # round end, outcome, log
        "widgets.game_table.round_end": ("Rundenende", "End of the round"),
        "widgets.game_table.round_end_charakir": ("Runde {round} ist gewertet", "Round {round} is scored"),
        "widgets.game_table.totals_after": ("Punkte danach: {standings} (C13)", "Totals after: {standings} (C13)"),
        "widgets.game_table.game_end": ("Spielende", "End of the game"),
        "widgets.game_table.you_won": ("Glückwunsch, du hast gewonnen!", "Congratulations, you won!"),
        "widgets.game_table.you_lost": (
            "Diesmal hat es nicht gereicht – noch ein Spiel?",
            "Not this time – another game?",
        ),
        "widgets.game_table.log": ("Spielverlauf", "Game log"),
        "widgets.game_table.log_more": ("… und {n} frühere Einträge", "… and {n} earlier entries"),
        "widgets.game_table.log_one_more": ("… und ein früherer Eintrag", "… and one earlier entry"),
        "widgets.game_table.bot_reason": (
            "{name} ({level}): {action} – {reason}",
            "{name} ({level}): {action} – {reason}",
        ),
    }
)
