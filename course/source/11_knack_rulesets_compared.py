"""Lesson 11 (Knack): the two Knack rulesets compared, and the reading flags."""

from course_build import check, code, md, parameters, picture_language

CELLS = [
    md(
        de="""
# 11 Knack: Die beiden Regelwerke im Vergleich

**Lernziele**

* Du kennst die Unterschiede zwischen Knack (31) und Knack aus der Oberlausitz (**K1**–**K19**, **O1**–**O13**).
* Du weißt, wo die Quellen zwei Lesarten zulassen, wie dieser Kurs sie liest und wie du umschaltest
  (**O6**, **O7**, **O10**, **O13**, **K8**, **K12**, **K14**, **K19**).
* Du siehst in einer Simulation, was eine andere Lesart am Spiel ändert.
""",
        en="""
# 11 Knack: the two rulesets compared

**Goals**

* You know the differences between Knack (31) and Knack as played in the Oberlausitz (**K1**–**K19**, **O1**–**O13**).
* You know where the sources allow two readings, how this course reads them and how to switch
  (**O6**, **O7**, **O10**, **O13**, **K8**, **K12**, **K14**, **K19**).
* You see in a simulation what another reading changes in the game.
""",
    ),
    parameters(),
    picture_language(),
    code(
        """
import knackpy
from knackpy import registry

knack = knackpy.rules("knack")
lausitz = knackpy.rules("knack_oberlausitz")
for rule_id, left, right in registry.diff(knack, lausitz, LANG)[:8]:
    print(f"{rule_id}: {left or '–'}")
    print(f"{'':4}{right or '–'}")
"""
    ),
    check(
        """
from knackpy import checks

checks.value("Eichel-Ass Grün-Ass Rot-7", rules=knackpy.rules("knack_oberlausitz", same_rank_adds=False), lang=LANG)
"""
    ),
    check(
        """
checks.value("Eichel-Ass Grün-Ass Rot-7", rules="knack_oberlausitz", lang=LANG)
"""
    ),
    md(
        de="""
## Was die Quelle sagt, wie wir lesen, was sich ändert

Manche Sätze der Quellen lassen sich auf zwei Arten verstehen. Der Kurs wählt eine Lesart als Standard und
bietet die andere als Einstellung an (in Klammern ihr Name im Programm). Hier stehen alle Lesarten, auch
die von Charakir: „+“ ist der Standard, „-“ die andere Lesart.
""",
        en="""
## What the source says, how we read it, what changes

Some sentences of the sources can be understood in two ways. The course picks one reading as the default and
offers the other as a setting (its name in the program in brackets). Here is every reading, Charakir's too:
"+" is the default, "-" the other reading.
""",
    ),
    code(
        """
for ruleset in (knack, lausitz, knackpy.rules("charakir")):
    print(f"== {ruleset.name(LANG)} ==")
    for option, rule_id, ours, other in registry.readings(ruleset, LANG):
        print(f"{rule_id} ({option})")
        print("  +", ours)
        print("  -", other)
"""
    ),
    check(
        """
checks.value("Rot-Ass Rot-8 Rot-7", rules="knack_oberlausitz", lang=LANG)
"""
    ),
    md(
        de="""
## Probier es aus: das Regel-Labor

Stelle links und rechts zwei Regelwerke ein. Das Labor hebt die Regeln hervor, die sich unterscheiden, und
vergleicht in einer kurzen Simulation, wie oft Runden mit Knack oder durch Passen enden und wie lang sie sind.
""",
        en="""
## Try it: the variant lab

Set up two rulesets on the left and right. The lab highlights the rules that differ and compares, in a short
simulation, how often rounds end with a Knack or by closing, and how long they last.
""",
    ),
    code(
        """
from knackpy.widgets import VariantLab

VariantLab(left=lausitz, right=lausitz.replace(knack_is_ace_flush=False), games=100, seed=3, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    check(
        """
checks.loser({"Anna": "Eichel-7 Grün-8 Rot-9", "Ben": "Eichel-Ass Eichel-10 Grün-7", "Clara": "Schellen-König Schellen-Ober Rot-7"}, rules="knack_oberlausitz", lang=LANG)
"""
    ),
    md(
        de="""
## Jetzt du

1. Nenne drei Unterschiede zwischen den beiden Regelwerken.
2. Welche Lesart von „oder aber des gleichen Wertes“ wählt der Kurs, und wie heißt der Schalter?
3. Was ändert sich, wenn `knack_is_ace_flush` ausgeschaltet ist?

<details><summary>Lösung</summary>

1. Zum Beispiel: Altenburger statt französischem Blatt (O1); Münzen und Pott statt Leben (O3, O12); der Wähler
   links vom Geber statt des Gebers (O4); kein neuer Stock, wenn alle schieben (O5); kein Stich bei Gleichstand (O12).
2. Gleichrangige Karten zählen auch zusammen; Schalter `same_rank_adds` (O6).
3. Dann ist nur eine echte Summe von 31 ein Knack; Ass-Hände einer Farbe zählen ihre Punkte (O7).

</details>

**Regeln dieser Lektion:** K1, K8, K12, K14, K17, K18, K19, O1, O3, O4, O5, O6, O7, O10, O12, O13.
""",
        en="""
## Now you try

1. Name three differences between the two rulesets.
2. Which reading of "or of the same value" does the course choose, and what is the switch called?
3. What changes when `knack_is_ace_flush` is off?

<details><summary>Answer</summary>

1. For example: the Altenburg instead of the French deck (O1); coins and a pot instead of lives (O3, O12); the
   chooser left of the dealer instead of the dealer (O4); no new table cards when everyone pushes (O5); no tie-break (O12).
2. Cards of the same rank add up too; switch `same_rank_adds` (O6).
3. Then only a true sum of 31 is a Knack; one-suit hands with an ace count their points (O7).

</details>

**Rules in this lesson:** K1, K8, K12, K14, K17, K18, K19, O1, O3, O4, O5, O6, O7, O10, O12, O13.
""",
    ),
]
