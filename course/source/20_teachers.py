"""Lesson 20: for teachers — 45-minute plans, rule cards, worksheets with answers."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# Für Lehrkräfte: Stundenpläne, Regelkarten, Arbeitsblätter

Diese Seite hilft dir, eine Unterrichtsstunde (45 Minuten) zu einem der Spiele zu halten. Alles hier wird aus
derselben Regelbibliothek erzeugt wie die Lektionen – Regelkarte und Lösungen stimmen also immer mit dem Spiel
überein.

**Lernziele für die Klasse**

* Die Schülerinnen und Schüler erklären die Regeln eines Spiels in eigenen Worten und nennen die Regelnummer.
* Sie zählen Hände sicher aus und begründen ihre Züge.
* Sie schätzen Wahrscheinlichkeiten ab und prüfen sie mit einer Simulation (ab Klasse 7).
""",
        en="""
# For teachers: lesson plans, rule cards, worksheets

This page helps you teach a 45-minute lesson on one of the games. Everything here is generated from the same
rules library as the lessons, so the rule card and the answers always agree with the game.

**Learning goals for the class**

* Pupils explain the rules of a game in their own words and name the rule number.
* They count hands reliably and give reasons for their moves.
* They estimate probabilities and check them with a simulation (from about age 12).
""",
    ),
    parameters(),
    md(
        de="""
## Ablauf: 45 Minuten Knack

| Minuten | Was passiert | Lektion |
| --- | --- | --- |
| 0–5 | Einstieg: Wer kennt „31“ oder „Schwimmen“? Karten zeigen. | 00, 01 |
| 5–15 | Hände zählen: gemeinsam drei Beispiele, dann Arbeitsblatt Teil A. | 02 |
| 15–20 | Geben und Wahl des Gebers vormachen (eine Gruppe am Beamer). | 03 |
| 20–35 | In Vierergruppen spielen, Regelkarte auf dem Tisch; bei Streit die Regelnummer nachschlagen. | 04, 05 |
| 35–42 | Auswertung: Wie selten ist Feuer? Zahlen aus Lektion 08. | 08 |
| 42–45 | Zusammenfassung: drei Regeln, die heute wichtig waren. | – |

## Ablauf: 45 Minuten Charakir

| Minuten | Was passiert | Lektion |
| --- | --- | --- |
| 0–5 | Einstieg: ein Spiel, bei dem wenige Punkte gewinnen. | 10 |
| 5–15 | Der Spielzug: Ziehen, Paar, Ablegen – an einem Beispiel vormachen. | 11 |
| 15–30 | In Dreier- bis Fünfergruppen spielen, Punkte auf Papier notieren. | 12 |
| 30–40 | Klopfen: Wann lohnt es sich? Die Simulation aus Lektion 13 gemeinsam ansehen. | 13 |
| 40–45 | Arbeitsblatt Teil B als Hausaufgabe. | – |
""",
        en="""
## Plan: 45 minutes of Knack

| minutes | what happens | lesson |
| --- | --- | --- |
| 0–5 | Warm-up: who knows "31" or "Schwimmen"? Show the cards. | 00, 01 |
| 5–15 | Counting hands: three examples together, then worksheet part A. | 02 |
| 15–20 | Demonstrate the deal and the dealer's choice (one group at the projector). | 03 |
| 20–35 | Play in groups of four with the rule card on the table; in a dispute, look up the rule number. | 04, 05 |
| 35–42 | Review: how rare is Feuer? Numbers from lesson 08. | 08 |
| 42–45 | Summary: three rules that mattered today. | – |

## Plan: 45 minutes of Charakir

| minutes | what happens | lesson |
| --- | --- | --- |
| 0–5 | Warm-up: a game where few points win. | 10 |
| 5–15 | The turn: draw, pair, discard, shown on an example. | 11 |
| 15–30 | Play in groups of three to five and note the points on paper. | 12 |
| 30–40 | Knocking: when does it pay? Look at the simulation of lesson 13 together. | 13 |
| 40–45 | Worksheet part B as homework. | – |
""",
    ),
    md(
        de="""
## Regelkarten zum Ausdrucken

Jede Regelkarte passt auf eine Seite. Hausregeln kannst du über die Schalter einstellen – die Karte schreibt
sie dann mit hinein, zum Beispiel die 7-8-9-Regel:
""",
        en="""
## Rule cards to print

Each rule card fits on one page. You can set house rules with the switches, and the card then includes them,
for example the 7-8-9 rule:
""",
    ),
    code(
        """
from IPython.display import Markdown

import knackpy
from knackpy import registry

Markdown(registry.rule_card(knackpy.rules("knack", seven_eight_nine=True), LANG))
"""
    ),
    code(
        """
Markdown(registry.rule_card(knackpy.rules("knack_oberlausitz"), LANG))
"""
    ),
    code(
        """
Markdown(registry.rule_card(knackpy.rules("charakir", rounds=7), LANG))
"""
    ),
    md(
        de="""
## Arbeitsblatt mit Lösungen

Die Aufgaben entstehen aus einem festen Zufallswert: Mit derselben Zahl bekommst du dasselbe Blatt. Teil A:
Knack-Hände zählen. Teil B: Charakir-Hände zählen und entscheiden, ob man klopfen darf.
""",
        en="""
## Worksheet with answers

The exercises come from a fixed random seed: the same number gives the same sheet. Part A: count Knack hands.
Part B: count Charakir hands and decide whether one may knock.
""",
    ),
    code(
        """
from knackpy.engine.core import shuffled


def worksheet(rules, *, cards, count, seed):
    deck = shuffled(rules.deck.cards, seed, "worksheet")
    return [knackpy.hand_value(deck[i * cards:(i + 1) * cards], rules) for i in range(count)]


knack_sheet = worksheet(knackpy.rules("knack"), cards=3, count=6, seed=2026)
charakir_sheet = worksheet(knackpy.rules("charakir"), cards=4, count=6, seed=7)
for number, value in enumerate(knack_sheet, 1):
    print(f"A{number}.", " ".join(card.short for card in value.cards))
for number, value in enumerate(charakir_sheet, 1):
    print(f"B{number}.", " ".join(card.short for card in value.cards))
"""
    ),
    md(
        de="""
<details><summary>Lösungen (zum Aufklappen)</summary>

Die nächste Zelle druckt die Lösungen mit Begründung und Regelnummer.

</details>
""",
        en="""
<details><summary>Answers (click to open)</summary>

The next cell prints the answers with reasons and rule numbers.

</details>
""",
    ),
    code(
        """
for number, value in enumerate(knack_sheet, 1):
    print(f"A{number}.", value.explain(LANG))
for number, value in enumerate(charakir_sheet, 1):
    print(f"B{number}.", value.explain(LANG), "->", "C10 ✓" if value.points <= 10 else "C10 ✗")
""",
        tags=("hide-input",),
    ),
    md(
        de="""
**Alle Regeln im Überblick:** Die Regelkarten oben nennen jede Regel mit ihrer Nummer (K…, O…, C…); die Lektionen
00 bis 13 erklären sie einzeln.
""",
        en="""
**All rules at a glance:** the rule cards above name every rule with its number (K…, O…, C…); lessons 00 to 13
explain them one by one.
""",
    ),
]
