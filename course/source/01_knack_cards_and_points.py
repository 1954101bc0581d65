"""Lesson 01 (Knack): cards and points."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 01 Knack: Karten und Punkte

**Lernziele**

* Du kennst das Skatblatt mit 32 Karten, mit dem man Knack spielt (Regel **K1**).
* Du weißt, wie viele Punkte jede Karte zählt (Regel **K2**).
* Du kennst das Altenburger Blatt der Oberlausitz und seine Punkte (Regel **O1**).
""",
        en="""
# 01 Knack: cards and points

**Goals**

* You know the 32-card Skat deck that Knack is played with (rule **K1**).
* You know how many points each card is worth (rule **K2**).
* You know the Altenburg deck of the Oberlausitz and its points (rule **O1**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry

knack = knackpy.rules("knack")
lausitz = knackpy.rules("knack_oberlausitz")
for rule_id in ("K1", "K2"):
    print(rule_id, registry.rule_text(rule_id, LANG, knack))
"""
    ),
    md(
        de="""
## Das Blatt

Ein Skatblatt hat vier Farben mit je acht Karten: Sieben, Acht, Neun, Zehn, Bube, Dame, König und Ass.
So sieht eine Farbe aus:
""",
        en="""
## The deck

A Skat deck has four suits with eight cards each: seven, eight, nine, ten, jack, queen, king and ace.
This is one suit:
""",
    ),
    code(
        """
knackpy.parse_cards("7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥")
"""
    ),
    md(
        de="""
## Was jede Karte zählt

Zahlenkarten zählen so viel, wie draufsteht. Bube, Dame und König zählen je **10**, das Ass zählt **11**.
Die Tabelle rechnet die Bibliothek selbst aus:
""",
        en="""
## What each card is worth

Number cards count what is printed on them. Jack, queen and king count **10** each, the ace counts **11**.
The library works out the table itself:
""",
    ),
    code(
        """
for card in knackpy.parse_cards("7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥"):
    print(f"{card.name(LANG):18} {knackpy.card_points(card, knack):>3}")
"""
    ),
    md(
        de="""
## Das Altenburger Blatt (Oberlausitz)

In der Oberlausitz spielt man meist mit deutschen Farben: **Eichel**, **Grün**, **Rot** und **Schellen**.
Statt Bube und Dame gibt es **Unter** und **Ober**; sie zählen ebenfalls 10. Das Ass (auch „Daus“) zählt 11.
""",
        en="""
## The Altenburg deck (Oberlausitz)

In the Oberlausitz people usually play with German suits: **acorns**, **leaves**, **hearts** and **bells**.
Instead of jack and queen there are the **under** (Unter) and the **over** (Ober); they count 10 as well.
The ace (also called "Daus") counts 11.
""",
    ),
    code(
        """
german = knackpy.parse_cards("Eichel-7 Eichel-8 Eichel-9 Eichel-10 Eichel-Unter Eichel-Ober Eichel-König Eichel-Ass")
print(registry.rule_text("O1", LANG, lausitz))
print([knackpy.card_points(card, lausitz) for card in german])
german
"""
    ),
    md(
        de="""
## Jetzt du

1. Wie viele Punkte zählen Herz-Dame und Herz-Neun zusammen?
2. Welche Karte zählt am meisten?
3. Wie viele Karten hat das Skatblatt, und wie viele davon zählen 10?

<details><summary>Lösung</summary>

1. 10 + 9 = 19 (K2).
2. Das Ass mit 11 Punkten (K2, O1).
3. 32 Karten (K1); je Farbe zählen Zehn, Bube, Dame und König 10, also 16 Karten.

</details>

**Regeln dieser Lektion:** K1, K2, O1.
""",
        en="""
## Now you try

1. How many points do the queen of hearts and the nine of hearts make together?
2. Which card is worth the most?
3. How many cards does the Skat deck have, and how many of them count 10?

<details><summary>Answer</summary>

1. 10 + 9 = 19 (K2).
2. The ace, with 11 points (K2, O1).
3. 32 cards (K1); in each suit the ten, jack, queen and king count 10, so 16 cards.

</details>

**Rules in this lesson:** K1, K2, O1.
""",
    ),
]
