"""The variant lab's texts in German and English: the two sides, the rule table, the comparison and its figures."""

from __future__ import annotations

from .. import i18n

i18n.catalogue(
    {
        "widgets.variant_lab.title": ("Regelvarianten vergleichen", "Compare rule variants"),
        "widgets.variant_lab.side": ("Variante {side}", "Variant {side}"),
        "widgets.variant_lab.flags": ("Lesarten und Hausregeln", "Readings and house rules"),
        "widgets.variant_lab.flag_tooltip": (
            "{rule}: umschalten auf „{other}“",
            "{rule}: switch to “{other}”",
        ),
        "widgets.variant_lab.deck_tooltip": ("Mit welchem Blatt gespielt wird ({rule})", "Which deck is used ({rule})"),
        "widgets.variant_lab.no_flags": ("Keine Schalter für dieses Regelwerk.", "No switches for this ruleset."),
        "widgets.variant_lab.changed": ("Geändert: {options}", "Changed: {options}"),
        "widgets.variant_lab.defaults": ("Alles wie vorgegeben.", "Everything as by default."),
        "widgets.variant_lab.on": ("an", "on"),
        "widgets.variant_lab.off": ("aus", "off"),
        "widgets.variant_lab.col_rule": ("Regel", "Rule"),
        "widgets.variant_lab.rules_region": ("Die Regeln beider Fassungen", "The rules of both versions"),
        "widgets.variant_lab.not_in_force": ("– gilt hier nicht –", "– not part of this ruleset –"),
        "widgets.variant_lab.differences": (
            "Unterschiede ({n}): {ids}",
            "Differences ({n}): {ids}",
        ),
        "widgets.variant_lab.no_differences": (
            "Beide Seiten haben genau dieselben Regeln.",
            "Both sides have exactly the same rules.",
        ),
        "widgets.variant_lab.diff_mark": ("≠ unterschiedlich", "≠ different"),
        "widgets.variant_lab.only_differences": ("Nur Unterschiede zeigen", "Show only the differences"),
        "widgets.variant_lab.only_differences_tooltip": (
            "Blendet die Regeln aus, die auf beiden Seiten gleich sind",
            "Hides the rules that are the same on both sides",
        ),
        "widgets.variant_lab.games": ("Spiele je Seite", "Games per side"),
        "widgets.variant_lab.games_tooltip": (
            "Wie viele Spiele für jede Variante simuliert werden (mehr Spiele: genauere Zahlen, längere Wartezeit)",
            "How many games are simulated for each variant (more games: more exact figures, longer wait)",
        ),
        "widgets.variant_lab.bots": ("Alle spielen als", "Everyone plays as"),
        "widgets.variant_lab.bots_tooltip": (
            "Alle Plätze bekommen denselben Bot, damit nur die Regeln den Unterschied machen",
            "Every seat gets the same bot, so only the rules make the difference",
        ),
        "widgets.variant_lab.compare": ("Vergleichen", "Compare"),
        "widgets.variant_lab.compare_tooltip": (
            "Beide Varianten mit denselben Bots und demselben Startwert simulieren und die Ergebnisse zeichnen",
            "Simulate both variants with the same bots and the same seed and chart the results",
        ),
        "widgets.variant_lab.running": ("Simuliere Variante {side} …", "Simulating variant {side} …"),
        "widgets.variant_lab.done": (
            "Fertig: {games} Spiele je Seite in {seconds} s.",
            "Done: {games} games per side in {seconds} s.",
        ),
        "widgets.variant_lab.stale": (
            "Die Regeln haben sich geändert: „Vergleichen“ rechnet die Diagramme neu.",
            "The rules have changed: “Compare” redraws the charts.",
        ),
        "widgets.variant_lab.chart_endings": (
            "So enden die Runden (Anteil aller Runden)",
            "How rounds end (share of all rounds)",
        ),
        "widgets.variant_lab.chart_turns": ("Züge je Runde im Schnitt", "Mean turns per round"),
        "widgets.variant_lab.chart_seats": (
            "Siegquote nach Platz (Platz 1 zieht in der ersten Runde zuerst)",
            "Win share by position (position 1 moves first in the first round)",
        ),
        "widgets.variant_lab.position": ("Platz {n}", "Position {n}"),
        "widgets.variant_lab.fair": ("gleich verteilt: {share}", "even: {share}"),
        "widgets.variant_lab.measure": ("Kennzahl", "Figure"),
        "widgets.variant_lab.rounds": ("Gespielte Runden", "Rounds played"),
        "widgets.variant_lab.turns": ("Züge je Runde im Schnitt", "Mean turns per round"),
        "widgets.variant_lab.ending": ("Runde endet: {ending}", "Round ends: {ending}"),
        "widgets.variant_lab.first_wins": (
            "Siege von Platz 1 (zieht zuerst)",
            "Wins of position 1 (moves first)",
        ),
        "widgets.variant_lab.bad_side": (
            "Eine Seite {value} gibt es nicht; erlaubt sind a (links) und b (rechts)",
            "There is no side {value}; use a (left) or b (right)",
        ),
    }
)
