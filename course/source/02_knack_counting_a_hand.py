"""Lesson 02 (Knack): counting a hand — K6-K8, O6-O9 and the reading flags."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 02 Knack: Eine Hand zählen

**Lernziele**

* Du zählst eine Hand aus drei Karten: Nur Karten **einer Farbe** zählen zusammen (**K6**).
* Du erkennst die besonderen Hände: drei Gleiche (**K7**) und Feuer (**K8**).
* Du kennst die Zählweise der Oberlausitz (**O6**–**O9**) und ihre zwei Lesarten.
""",
        en="""
# 02 Knack: counting a hand

**Goals**

* You can count a hand of three cards: only cards of **one suit** add up (**K6**).
* You recognise the special hands: three of a kind (**K7**) and Feuer (**K8**).
* You know how the Oberlausitz counts (**O6**–**O9**) and its two readings.
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry

knack = knackpy.rules("knack")
for rule_id in ("K6", "K7", "K8"):
    print(rule_id, registry.rule_text(rule_id, LANG, knack))
"""
    ),
    md(
        de="""
## Die beste Farbe zählt

Du zählst die Punkte jeder Farbe auf deiner Hand getrennt. Die Farbe mit den meisten Punkten ist der Wert
deiner Hand. Drei Karten derselben Farbe mit Ass und zwei Zehnerkarten ergeben das Höchste: **31**.
""",
        en="""
## The best suit counts

Add up the points of each suit in your hand separately. The suit with the most points is the value of your
hand. Three cards of one suit with an ace and two ten-point cards make the top score: **31**.
""",
    ),
    code(
        """
for text in ("A♥ K♥ 7♥", "K♥ 10♥ 9♠", "A♥ 10♠ 7♦", "A♣ K♣ Q♣"):
    print(knackpy.hand_value(text, knack).explain(LANG))
"""
    ),
    md(
        de="""
## Drei Gleiche und Feuer

Drei Karten vom selben Rang (zum Beispiel drei Achten) zählen immer **30½** – egal, wie viel die Karten
sonst wert wären. Drei Asse heißen **Feuer** und zählen 33: Dann ist die Runde sofort vorbei.
""",
        en="""
## Three of a kind and Feuer

Three cards of the same rank (three eights, say) are always worth **30½**, whatever the cards would
otherwise be worth. Three aces are called **Feuer** (fire) and count 33: the round is over at once.
""",
    ),
    code(
        """
for text in ("8♠ 8♥ 8♣", "A♠ A♥ A♣"):
    print(knackpy.hand_value(text, knack).explain(LANG))
"""
    ),
    md(
        de="""
## Probier es aus: das Hand-Labor

Klicke drei Karten an. Das Labor zeigt die Hand, ihren Wert und die Begründung mit der Regelnummer.
Eine vierte Karte nimmt es nicht an – eine Knack-Hand hat genau drei Karten.
""",
        en="""
## Try it: the hand lab

Click three cards. The lab shows the hand, its value and the reason with the rule number. It will not take
a fourth card: a Knack hand has exactly three.
""",
    ),
    code(
        """
from knackpy.widgets import HandLab

HandLab(rules="knack", cards="A♥ K♥ 7♥", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## So zählt die Oberlausitz

Das Lexikon der Oberlausitz zählt etwas anders:

* Karten **derselben Farbe** zählen zusammen, und laut Text auch Karten **desselben Werts** (**O6**):
  Zwei Asse verschiedener Farbe ergeben dann 22.
* Drei Karten einer Farbe **mit einem Ass** heißen dort Knack und zählen 31 (**O7**), auch wenn die Summe kleiner ist.
* Drei Gleiche zählen 30½ (**O8**), drei Asse sind ein **Superknack** mit 33 (**O9**).

Beide Sätze kann man auch anders lesen. Deshalb gibt es zwei Schalter: `same_rank_adds` und
`knack_is_ace_flush`. Vergleiche:
""",
        en="""
## How the Oberlausitz counts

The Oberlausitz article counts a little differently:

* Cards of **the same suit** add up, and according to the text so do cards of **the same rank** (**O6**):
  two aces of different suits then make 22.
* Three cards of one suit **including an ace** are called Knack there and count 31 (**O7**), even if they add
  up to less.
* Three of a kind count 30½ (**O8**), three aces are a **Superknack** worth 33 (**O9**).

Both sentences can be read another way, so there are two switches: `same_rank_adds` and
`knack_is_ace_flush`. Compare:
""",
    ),
    code(
        """
lausitz = knackpy.rules("knack_oberlausitz")
strict = lausitz.replace(same_rank_adds=False, knack_is_ace_flush=False)
for text in ("Eichel-Ass Grün-Ass Rot-7", "Eichel-Ass Eichel-7 Eichel-8", "Schellen-8 Grün-8 Eichel-8", "Eichel-Ass Grün-Ass Rot-Ass"):
    print(knackpy.hand_value(text, lausitz).explain(LANG))
    print("   ->", knackpy.hand_value(text, strict).explain(LANG))
"""
    ),
    code(
        """
HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Grün-Ass Rot-7", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Jetzt du

Zähle selbst, dann klappe die Lösung auf.

1. Knack: Pik-Ass, Pik-Bube, Herz-Zehn
2. Knack: Kreuz-9, Karo-9, Herz-9
3. Oberlausitz (beide Schalter an): Rot-Ass, Rot-8, Rot-7
4. Oberlausitz (beide Schalter aus): Eichel-König, Grün-König, Schellen-10

<details><summary>Lösung</summary>

1. 21: nur Pik zählt, 11 + 10 (K6).
2. 30½: drei Gleiche (K7).
3. 31: drei Karten einer Farbe mit Ass sind ein Knack (O7).
4. 10: ohne `same_rank_adds` zählt nur eine Farbe, und jede Farbe hat hier nur eine Karte (O6).

</details>

**Regeln dieser Lektion:** K6, K7, K8, O6, O7, O8, O9.
""",
        en="""
## Now you try

Count first, then open the answer.

1. Knack: ace of spades, jack of spades, ten of hearts
2. Knack: nine of clubs, nine of diamonds, nine of hearts
3. Oberlausitz (both switches on): ace, eight and seven of hearts
4. Oberlausitz (both switches off): king of acorns, king of leaves, ten of bells

<details><summary>Answer</summary>

1. 21: only spades count, 11 + 10 (K6).
2. 30½: three of a kind (K7).
3. 31: three cards of one suit including an ace are a Knack (O7).
4. 10: without `same_rank_adds` only one suit counts, and every suit has a single card here (O6).

</details>

**Rules in this lesson:** K6, K7, K8, O6, O7, O8, O9.
""",
    ),
]
