"""The German and English texts of :mod:`knackpy.simulate` (one catalogue table)."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "sim.bad_number": (
            "{name}={value} geht nicht; erwartet wird eine ganze Zahl ab {low}",
            "{name}={value} is not accepted; expected a whole number from {low}",
        ),
        "sim.bad_flag": ("{name}={value}: erwartet wird True oder False", "{name}={value}: expected True or False"),
        "sim.no_bots": (
            "Keine Bots angegeben ({value}); erwartet wird eine Liste wie ['simple', 'strong']",
            "No bots given ({value}); expected a list such as ['simple', 'strong']",
        ),
        "sim.bad_bot": (
            "Unbekannter Bot {value}; erlaubt sind die Stufen {accepted}, ein Bot-Objekt oder eine Funktion, die einen Bot baut",
            "Unknown bot {value}; accepted are the levels {accepted}, a bot object or a function that makes a bot",
        ),
        "sim.too_many_bots": (
            "{bots} Bots, aber nur {players} Plätze am Tisch",
            "{bots} bots, but only {players} seats at the table",
        ),
        "sim.bad_progress": (
            "progress={value} geht nicht; erlaubt sind None, 'text', 'auto' oder eine Funktion f(fertig, gesamt)",
            "progress={value} is not accepted; use None, 'text', 'auto' or a function f(done, total)",
        ),
        "sim.not_picklable": (
            "Für mehrere Prozesse müssen sich die Bots kopieren lassen (pickle): {reason}; mit workers=1 geht es ohne",
            "For several processes the bots must be picklable: {reason}; workers=1 works without",
        ),
        "sim.bad_by": (
            "by={value} geht nicht; erlaubt sind: {accepted}",
            "by={value} is not accepted; use: {accepted}",
        ),
        "sim.bad_rows": (
            "Zeilen der Art {value} gibt es nicht; erlaubt sind: {accepted}",
            "There are no rows of kind {value}; accepted: {accepted}",
        ),
        "sim.bad_chart": (
            "Ein Diagramm {value} gibt es nicht; erlaubt sind: {accepted}",
            "There is no chart {value}; accepted: {accepted}",
        ),
        # how rounds end
        "sim.ending.closed": ("zugemacht/gepasst", "closed"),
        "sim.ending.knack": ("Knack angesagt", "Knack called"),
        "sim.ending.feuer": ("Feuer angesagt", "Feuer called"),
        "sim.ending.superknack": ("Superknack angesagt", "Superknack called"),
        "sim.ending.deal": ("schon beim Geben", "on the deal"),
        "sim.ending.renewal_exhausted": ("Stapel zu kurz für einen neuen Stock", "pile too short for a new table"),
        "sim.ending.turn_cap": ("Zuggrenze", "turn cap"),
        "sim.ending.knock": ("nach dem Klopfen", "after a knock"),
        "sim.ending.pile_empty": ("Stapel leer", "pile empty"),
        # table columns
        "sim.col.player": ("Spieler", "Player"),
        "sim.col.level": ("Stufe", "Level"),
        "sim.col.games": ("Spiele", "Games"),
        "sim.col.wins": ("Siege", "Wins"),
        "sim.col.share": ("Siegquote", "Win share"),
        "sim.col.lives": ("Leben verloren je Spiel", "Lives lost per game"),
        "sim.col.coins": ("Münzen gezahlt je Spiel", "Coins paid per game"),
        "sim.col.points": ("Punkte je Spiel", "Points per game"),
        "sim.col.rounds_lost": ("Runden verloren", "Rounds lost"),
        "sim.col.value": ("Ø Handwert", "Mean hand value"),
        "sim.col.turns": ("Ø Züge je Runde", "Mean turns per round"),
        # summary
        "sim.summary.head": (
            "{games} Spiele {game} mit {players} Spielern ({bots}), Seed {seed}.",
            "{games} games of {game} with {players} players ({bots}), seed {seed}.",
        ),
        "sim.summary.rounds_only": (
            "{games} einzelne Runden {game} mit {players} Spielern ({bots}), Seed {seed}.",
            "{games} single rounds of {game} with {players} players ({bots}), seed {seed}.",
        ),
        "sim.summary.interrupted": (
            "Abgebrochen nach {done} von {total} Spielen; alle Zahlen gelten für die gespielten Spiele.",
            "Interrupted after {done} of {total} games; all figures are for the games played.",
        ),
        "sim.summary.empty": ("Es wurde kein Spiel zu Ende gespielt.", "No game was played to the end."),
        "sim.summary.best": (
            "Am häufigsten gewinnt {player}: {share} der Spiele.",
            "{player} wins most often: {share} of the games.",
        ),
        "sim.summary.best_rounds": (
            "Die meisten Runden gewinnt {player}: {share}.",
            "{player} wins the most rounds: {share}.",
        ),
        "sim.summary.rounds": (
            "{rounds} Runden, im Schnitt {turns} Züge lang; so endeten sie: {endings}.",
            "{rounds} rounds, {turns} turns long on average; how they ended: {endings}.",
        ),
        "sim.summary.seats": (
            "Die Plätze wechseln von Spiel zu Spiel reihum, damit niemand immer zuerst dran ist.",
            "Seats rotate from game to game, so nobody always moves first.",
        ),
        "sim.summary.time_one": (
            "Dauer {seconds} s, {rate} Spiele pro Sekunde in einem Prozess.",
            "Took {seconds} s, {rate} games per second in one process.",
        ),
        "sim.summary.time_many": (
            "Dauer {seconds} s, {rate} Spiele pro Sekunde in {workers} Prozessen.",
            "Took {seconds} s, {rate} games per second in {workers} processes.",
        ),
        # charts
        "sim.chart.wins": ("Siegquote je Spieler", "Win share per player"),
        "sim.chart.lives": ("Verlorene Leben je Spiel", "Lives lost per game"),
        "sim.chart.coins": ("Gezahlte Münzen je Spiel", "Coins paid per game"),
        "sim.chart.points": ("Punkte je Spiel (weniger ist besser)", "Points per game (fewer is better)"),
        "sim.chart.endings": ("So enden die Runden", "How rounds end"),
        "sim.chart.turns": ("Züge je Runde im Schnitt", "Mean turns per round"),
    }
)
