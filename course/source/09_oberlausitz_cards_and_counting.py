"""Lesson 09 (Oberlausitz, adults): what is different, the Altenburg deck and the count — O1, O6-O9."""

from course_build import check, code, hidden, md, parameters

CELLS = [
    md(
        de="""
# 09 Oberlausitz: Was anders ist, das Blatt und das Zählen

Du kennst Knack (31) aus den Lektionen 01 bis 07. In der Oberlausitz spielt man dieselbe Idee mit anderen
Karten, mit Münzen statt Leben und mit ein paar eigenen Regeln. Diese und die nächste Lektion sind für
Erwachsene und Jugendliche gedacht; die Quelle ist ein Lexikonartikel über die Oberlausitz.

**Was ist anders? Die Übersicht**

| | Knack (31) | Knack aus der Oberlausitz |
| --- | --- | --- |
| Blatt | Skatblatt, französische Farben (K1) | Altenburger Blatt, deutsche Farben (O1) |
| Zählen | nur Karten einer Farbe (K6) | Karten einer Farbe, laut Text auch gleichen Rangs (O6) |
| Knack | genau 31 Punkte (K14) | drei Karten einer Farbe mit Ass zählen 31 (O7) |
| Drei Asse | Feuer, 33 (K8) | Superknack, 33 (O9) |
| Geben | der Geber bekommt zwei Hände (K5) | der Wähler links vom Geber bekommt sie (O4) |
| Zug | tauschen, schieben, passen; neuer Stock, wenn alle schieben (K10–K13) | tauschen, schieben, zumachen, fertig machen; kein neuer Stock (O5) |
| Verlieren | ein Leben, bei Gleichstand Stechen (K16–K18) | eine Münze in den Pott, alle mit dem niedrigsten Wert zahlen; blank und schwimmen (O3, O12, O13) |

**Lernziele**

* Du kennst das Altenburger Blatt und seine Punkte (**O1**).
* Du zählst eine Hand nach Oberlausitzer Art (**O6**–**O9**) und kennst die zwei Lesarten des Textes.
""",
        en="""
# 09 Oberlausitz: what is different, the deck and the count

You know Knack (31) from lessons 01 to 07. In the Oberlausitz people play the same idea with different
cards, with coins instead of lives and with a few rules of their own. This lesson and the next are meant for
adults and teenagers; the source is an encyclopedia article about the Oberlausitz.

**What is different? The overview**

| | Knack (31) | Knack as played in the Oberlausitz |
| --- | --- | --- |
| deck | Skat deck, French suits (K1) | Altenburg deck, German suits (O1) |
| counting | only cards of one suit (K6) | cards of one suit, and by the text also of one rank (O6) |
| Knack | exactly 31 points (K14) | three cards of one suit with an ace count 31 (O7) |
| three aces | Feuer, 33 (K8) | Superknack, 33 (O9) |
| deal | the dealer gets two hands (K5) | the chooser on the dealer's left gets them (O4) |
| turn | swap, push, close; new table cards when everyone pushes (K10–K13) | swap, push, close (zumachen), finish; no new table cards (O5) |
| losing | one life, tie-break on a tie (K16–K18) | one coin into the pot, everyone with the lowest value pays; blank and swimming (O3, O12, O13) |

**Goals**

* You know the Altenburg deck and its points (**O1**).
* You count a hand the Oberlausitz way (**O6**–**O9**) and know the two readings of the text.
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import checks, svg
from knackpy.display import rule_box

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

lausitz = knackpy.rules("knack_oberlausitz")
rule_box("O1", lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Das Altenburger Blatt

Die Farben heißen **Eichel**, **Grün** (auch Blatt), **Rot** (auch Herz) und **Schellen**. Statt Bube und
Dame gibt es **Unter** und **Ober**. Was zählt der Unter?
""",
        en="""
## The Altenburg deck

The suits are **acorns** (Eichel), **leaves** (Grün or Blatt), **hearts** (Rot or Herz) and **bells**
(Schellen). Instead of jack and queen there are the **under** (Unter) and the **over** (Ober). What does the
under count?
""",
    ),
    check(
        """
checks.card("Eichel-Unter", rules=lausitz, lang=LANG)
"""
    ),
    hidden(
        """
acorns = knackpy.parse_cards("Eichel-7 Eichel-8 Eichel-9 Eichel-10 Eichel-Unter Eichel-Ober Eichel-König Eichel-Ass")
svg.hand(acorns, width=64, labels=[str(knackpy.card_points(card, lausitz)) for card in acorns], lang=LANG)
"""
    ),
    md(
        de="""
## Zählen: Farbe und, laut Text, auch gleicher Rang

Der Artikel sagt, es zählen Karten derselben Farbe „oder aber des gleichen Wertes“. Der Kurs liest das
wörtlich: Auch zwei Asse verschiedener Farbe zählen zusammen (**O6**). Was ist diese Hand dann wert?
""",
        en="""
## Counting: suit and, by the text, also rank

The article says cards of the same suit count "or else of the same value". The course reads that literally:
two aces of different suits add up too (**O6**). What is this hand worth then?
""",
    ),
    check(
        """
checks.value("Eichel-Ass Grün-Ass Rot-7", rules=lausitz, lang=LANG)
"""
    ),
    hidden(
        """
rule_box("O6", lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
Man kann den Satz auch so lesen, dass nur die Farbe zählt, wie bei Knack. Diese zweite Lesart stellst du mit
`same_rank_adds=False` ein. Was ist dieselbe Hand dann wert?
""",
        en="""
You can also read the sentence so that only the suit counts, as in Knack. You choose this second reading with
`same_rank_adds=False`. What is the same hand worth then?
""",
    ),
    check(
        """
checks.value("Eichel-Ass Grün-Ass Rot-7", rules=lausitz.replace(same_rank_adds=False), lang=LANG)
"""
    ),
    md(
        de="""
## Knack, drei Gleiche und Superknack

Drei Karten einer Farbe **mit einem Ass** heißen in der Oberlausitz Knack und zählen 31, auch wenn die Summe
kleiner ist (**O7**; die andere Lesart: `knack_is_ace_flush=False`). Drei Gleiche zählen 30½ (**O8**), drei
Asse sind ein **Superknack** mit 33 (**O9**). Rechne zuerst selbst:
""",
        en="""
## Knack, three of a kind and Superknack

Three cards of one suit **with an ace** are called Knack in the Oberlausitz and count 31, even if they add up
to less (**O7**; the other reading: `knack_is_ace_flush=False`). Three of a kind count 30½ (**O8**), three
aces are a **Superknack** worth 33 (**O9**). Work it out yourself first:
""",
    ),
    check(
        """
checks.value("Rot-Ass Rot-8 Rot-7", rules=lausitz, lang=LANG)
"""
    ),
    check(
        """
checks.value("Schellen-8 Grün-8 Eichel-8", rules=lausitz, lang=LANG)
"""
    ),
    md(
        de="""
Hier rechnet das Programm dieselben Hände in beiden Lesarten, oben die des Kurses, darunter die andere:
""",
        en="""
Here the program counts the same hands in both readings, the course's reading first, the other below:
""",
    ),
    code(
        """
strict = lausitz.replace(same_rank_adds=False, knack_is_ace_flush=False)
for text in ("Eichel-Ass Grün-Ass Rot-7", "Eichel-Ass Eichel-7 Eichel-8", "Eichel-Ass Grün-Ass Rot-Ass"):
    print(knackpy.hand_value(text, lausitz).explain(LANG))
    print("   ", knackpy.hand_value(text, strict).explain(LANG))
"""
    ),
    hidden(
        """
from knackpy.display import rule_boxes

rule_boxes(("O7", "O8", "O9"), lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Probier es aus: das Handlabor

Klicke drei Karten an; das Handlabor zählt nach Oberlausitzer Art und nennt die Regel. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Try it: the hand lab

Click three cards; the hand lab counts the Oberlausitz way and names the rule. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets import HandLab

HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Grün-Ass Rot-7", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Zusammengefasst

* Altenburger Blatt: Unter, Ober und König zählen 10, das Ass (Daus) 11 (**O1**).
* Es zählen Karten einer Farbe und, in der Lesart des Kurses, auch Karten gleichen Rangs (**O6**).
* Eine Farbe mit Ass ist ein Knack mit 31 (**O7**), drei Gleiche zählen 30½ (**O8**), drei Asse sind ein
  Superknack mit 33 (**O9**).

Die nächste Lektion zeigt das Geben, den Zug und die Münzen.
""",
        en="""
## Summary

* Altenburg deck: under, over and king count 10, the ace (Daus) 11 (**O1**).
* Cards of one suit add up and, in the course's reading, so do cards of one rank (**O6**).
* A suit with an ace is a Knack worth 31 (**O7**), three of a kind count 30½ (**O8**), three aces are a
  Superknack worth 33 (**O9**).

The next lesson shows the deal, the turn and the coins.
""",
    ),
]
