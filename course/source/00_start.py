"""Lesson 00: start — how the course works, the three games, the two decks."""

from course_build import check, code, md, parameters, picture_language

CELLS = [
    md(
        de="""
# Start: Willkommen zum Kartenkurs

In diesem Kurs lernst du drei deutsche Kartenspiele, Schritt für Schritt und zum Mitmachen:

| Spiel | worum es geht | Quelle |
| --- | --- | --- |
| **Knack** (auch „31“) | drei Karten einer Farbe sammeln, möglichst nah an 31 Punkte | eine Spielanleitung für Kinder |
| **Knack aus der Oberlausitz** | dieselbe Idee mit dem Altenburger Blatt, Münzen im Pott und „Schwimmen“ | ein Lexikonartikel zur Oberlausitz |
| **Charakir** | möglichst *wenige* Punkte auf der Hand behalten und im richtigen Moment klopfen | eine Spielbeschreibung |

**Lernziele dieser Seite**

* Du weißt, wie der Kurs aufgebaut ist und wie du ihn benutzt.
* Du kennst die beiden Kartenblätter und die Namen der Karten auf Deutsch und Englisch.
""",
        en="""
# Start: welcome to the card course

This course teaches three German card games, step by step and hands-on:

| game | what it is about | source |
| --- | --- | --- |
| **Knack** (also "31") | collect three cards of one suit, as close to 31 points as possible | a game guide written for children |
| **Knack as played in the Oberlausitz** | the same idea with the German-suited Altenburg deck, coins in a pot and "swimming" | an encyclopedia article about the Oberlausitz |
| **Charakir** | keep as *few* points in your hand as you can and knock at the right moment | a game description |

**Goals of this page**

* You know how the course is organised and how to use it.
* You know the two kinds of deck and the card names in German and English.
""",
    ),
    parameters(),
    picture_language(),
    md(
        de="""
## So benutzt du den Kurs

* **Lernende:** Lies Schritt für Schritt und probiere alles aus. Wo Code steht, führst du ihn der Reihe nach aus
  (Umschalt+Enter). In jeder Lektion warten unterwegs kleine Aufgaben auf dich: Erst antwortest du, dann sagt
  dir die Seite sofort, ob es stimmt und warum, mit der Nummer der Regel.
* **Lehrkräfte:** Jede Lektion passt in eine Doppelstunde oder weniger. Die Regelnummern (etwa **K10**) stehen
  überall dabei, damit alle dieselbe Regel nachschlagen können.
* Die Regeln sind nummeriert: **E** für die Spielmaschine, **K** für Knack, **O** für die Oberlausitz, **C** für
  Charakir. Wo eine Quelle zwei Lesarten zulässt, kannst du beide ausprobieren.
""",
        en="""
## How to use the course

* **Learners:** read step by step and try everything out. Where there is code, run it in order (Shift+Enter).
  Every lesson has short checks along the way: you answer first, and the page tells you at once whether you
  are right and why, with the number of the rule.
* **Teachers:** each lesson fits into a double period or less. Rule numbers (such as **K10**) appear everywhere,
  so the whole class can look up the same rule.
* The rules are numbered: **E** for the game engine, **K** for Knack, **O** for the Oberlausitz, **C** for
  Charakir. Where a source can be read in two ways, you can try both.
""",
    ),
    code(
        """
import knackpy

knackpy.__version__
"""
    ),
    md(
        de="""
## Die beiden Kartenblätter

Knack spielt man mit dem **französischen Blatt** zu 32 Karten (7 bis Ass, wie beim Skat). Die Farben heißen
Kreuz, Pik, Herz und Karo. Charakir braucht das volle französische Blatt mit 52 Karten (2 bis Ass).
""",
        en="""
## The two kinds of deck

Knack is played with the **French deck** of 32 cards (7 to ace, as in Skat). The suits are clubs, spades,
hearts and diamonds. Charakir needs the full French deck of 52 cards (2 to ace).
""",
    ),
    check(
        """
from knackpy import checks

checks.card("Q♦", rules="knack", lang=LANG)
"""
    ),
    code(
        """
french = knackpy.deck("french32")
print(french.name(LANG))
knackpy.parse_cards("A♣ K♠ Q♥ J♦ 10♣ 9♠ 8♥ 7♦")
"""
    ),
    md(
        de="""
In der Oberlausitz nimmt man das **Altenburger Blatt** mit deutschen Farben: Eichel, Grün (auch Blatt),
Rot (auch Herz) und Schellen. Statt Bube und Dame gibt es **Unter** und **Ober**.
""",
        en="""
In the Oberlausitz people use the **Altenburg deck** with German suits: acorns (Eichel), leaves (Grün),
hearts (Rot) and bells (Schellen). Instead of jack and queen it has the **under** (Unter) and the **over** (Ober).
""",
    ),
    check(
        """
checks.card("Eichel-Unter", rules="knack_oberlausitz", lang=LANG)
"""
    ),
    code(
        """
german = knackpy.deck("german32")
print(german.name(LANG))
knackpy.parse_cards("Eichel-Ass Grün-König Rot-Ober Schellen-Unter Eichel-10 Grün-9 Rot-8 Schellen-7")
"""
    ),
    md(
        de="""
## Karten beim Namen nennen

Du kannst Karten kurz (`A♥`, `D♦`, `10s`) oder lang (`Herz-Ass`, `ace of hearts`) schreiben. Das Programm
versteht beides und nennt jede Karte in beiden Sprachen. Kurz steht **B** für Bube, **D** für Dame, **K** für
König und **A** für Ass; im Altenburger Blatt **U** für Unter und **O** für Ober, davor der Anfangsbuchstabe der
Farbe: `E-U` ist der Eichel-Unter, `S-7` die Schellen-7.
""",
        en="""
## Calling cards by their names

You can write cards short (`A♥`, `Q♦`, `10s`) or long (`Herz-Ass`, `ace of hearts`). The program understands
both and names every card in both languages. Short, **J** is the jack, **Q** the queen, **K** the king and **A**
the ace; in the Altenburg deck **U** is the under and **O** the over, after the suit in English: `acorn-U` is the
under of acorns, `bell-7` the 7 of bells. (German books write these `E-U` and `S-7`; the program reads both.)
""",
    ),
    check(
        """
checks.card("A♥", rules="charakir", lang=LANG)
"""
    ),
    code(
        """
for card in knackpy.parse_cards("Herz-Ass, 10s, queen of diamonds"):
    print(f"{card.label('de'):7} {card.name('de'):12} | {card.label('en'):7} {card.name('en')}")
for card in knackpy.parse_cards("Eichel-Unter, Schellen 7, over of leaves"):
    print(f"{card.label('de'):7} {card.name('de'):12} | {card.label('en'):7} {card.name('en')}")
"""
    ),
    md(
        de="""
Ein Hinweis zum Namen: In manchen Lexika heißt auch ein ganz anderes Spiel „Charakir“, eine Art Poker.
Dieser Kurs lehrt das Klopfspiel mit möglichst wenigen Punkten aus unserer Quelle.

## Jetzt du

1. Wie heißt die Karte `D♦` mit vollem Namen?
2. Welche zwei Karten hat das Altenburger Blatt statt Bube und Dame?

<details><summary>Lösung</summary>

1. Karo-Dame.
2. Unter und Ober.

</details>

**Regeln auf dieser Seite:** K1 (französisches Blatt), O1 (Altenburger Blatt), C1 (52 Karten).
""",
        en="""
A note on the name: some encyclopedias use "Charakir" for a completely different game, a kind of poker.
This course teaches the low-score knocking game of our source.

## Now you try

1. What is the card `Q♦` called in German?
2. Which two cards does the Altenburg deck have instead of jack and queen?

<details><summary>Answer</summary>

1. Karo-Dame (queen of diamonds).
2. Unter and Ober (under and over).

</details>

**Rules on this page:** K1 (French deck), O1 (Altenburg deck), C1 (52 cards).
""",
    ),
    check(
        """
checks.value("A♥ K♥ 7♥", rules="knack", lang=LANG)
"""
    ),
]
