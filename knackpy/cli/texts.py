"""The terminal's texts in German and English: help, argparse's own messages, the terminal game."""

from __future__ import annotations

from .. import i18n

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
            "Stufen der Gegner, mit Komma getrennt: random, simple, strong, expert (Vorgabe: simple)",
            "levels of the opponents, comma-separated: random, simple, strong, expert (default: simple)",
        ),
        "cli.help.sim_bots": (
            "Stufen der Bots, mit Komma getrennt: random, simple, strong, expert (Vorgabe: random,simple,strong)",
            "levels of the bots, comma-separated: random, simple, strong, expert (default: random,simple,strong)",
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
