"""Lesson 03 (Knack, children's track): dealing and the dealer's choice — K3, K4, K5, K9, K15."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 03 Knack: Austeilen und die Wahl des Gebers

Bevor es losgeht, werden die Karten verteilt. Wer austeilt, heißt **Geber**.

**Das lernst du heute**

* Wie viele mitspielen können (Regel **K3**) und wie ausgeteilt wird (Regel **K4**).
* Die Wahl des Gebers: behalten oder blind nehmen (Regel **K5**).
* Wer anfängt (Regel **K9**) und was passiert, wenn jemand schon beim Austeilen 31 hat (Regel **K15**).
""",
        en="""
# 03 Knack: dealing and the dealer's choice

Before the game starts, the cards are dealt. Whoever deals is called the **dealer**.

**What you learn today**

* How many can play (rule **K3**) and how the cards are dealt (rule **K4**).
* The dealer's choice: keep, or take the other hand blind (rule **K5**).
* Who starts (rule **K9**), and what happens if someone has 31 straight after the deal (rule **K15**).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import checks
from knackpy.display import rule_box
from knackpy.engine.knack import setup_game

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

knack = knackpy.rules("knack")
rule_box("K3", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 1: Austeilen

Der Geber gibt jedem eine Karte nach der anderen, reihum, bis alle drei Karten haben. Sich selbst gibt der
Geber **zwei** Hände zu je drei Karten.

**Mach mit:** Spielt zu dritt. Eine Person teilt aus: jedem drei Karten, sich selbst zweimal drei.
""",
        en="""
## Step 1: dealing

The dealer gives everyone one card at a time, round the table, until everyone has three cards. The dealer
gets **two** hands of three cards.

**Your turn:** play with three people. One of you deals: three cards for each of the others, and two
hands of three for the dealer.
""",
    ),
    hidden(
        """
rule_box("K4", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 2: Die Wahl des Gebers

Anna gibt. Anna schaut **eine** der beiden Hände an, die andere nicht. Das ist die angeschaute Hand. Was ist
sie wert?
""",
        en="""
## Step 2: the dealer's choice

Anna deals. Anna looks at **one** of the two hands, not at the other. This is the hand Anna sees. What is it
worth?
""",
    ),
    check(
        """
game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"), seed=3)
checks.value(game.view(0).hand, rules=knack, lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K5", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
Anna kann die Hand **behalten**. Dann kommt die andere Hand offen auf den Tisch: Sie ist der Stock. Oder
Anna legt die angeschaute Hand offen hin und nimmt die andere, **ohne sie vorher zu sehen**. Darf jemand
anderes schon spielen, bevor Anna gewählt hat?
""",
        en="""
Anna can **keep** the hand. Then the other hand goes face up on the table: it becomes the table cards. Or
Anna lays the hand already seen face up and takes the other one **without looking at it first**. May anyone else
play before Anna has chosen?
""",
    ),
    check(
        """
checks.legal(game, "push", rule_id="K5", lang=LANG)
"""
    ),
    md(
        de="""
So geht es aus, je nachdem, wie Anna wählt:
""",
        en="""
This is how it turns out, depending on what Anna chooses:
""",
    ),
    hidden(
        """
from IPython.display import Markdown

lines = []
for choice in ("keep", "throw"):
    after = game.apply(choice)
    lines.append(f"* {after.history_text(LANG)[-1]}  \\n  {knackpy.hand_value(after.hand(0), knack).explain(LANG)}")
Markdown("\\n".join(lines))
"""
    ),
    md(
        de="""
Diesmal hätte sich der blinde Tausch gelohnt. Aber das weiß Anna vorher nicht: Meistens ist die unbekannte
Hand schlechter als eine gute Hand, die man schon kennt.

**Mach mit:** Wenn du die Geberin oder der Geber bist, schau eine Hand an. Behältst du sie?

## Schritt 3: Wer fängt an?

Gespielt wird im Uhrzeigersinn. Den ersten Zug hat, wer **links vom Geber** sitzt. Anna hat die
angeschaute Hand behalten. Links von Anna sitzt Ben. Darf Ben jetzt schon schieben?
""",
        en="""
This time the blind swap would have paid off. But Anna cannot know that beforehand: most of the time the
unseen hand is worse than a good hand you already know.

**Your turn:** when you are the dealer, look at one hand. Do you keep it?

## Step 3: who starts?

Play goes clockwise. The player **on the dealer's left** moves first. Anna has kept the hand already
seen. Ben sits on Anna's left. May Ben push now?
""",
    ),
    check(
        """
checks.legal(game.apply("keep"), "push", rule_id="K9", lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K9", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 4: 31 schon beim Austeilen

Manchmal hat jemand gleich nach dem Austeilen 31 oder Feuer. Dann ist die Runde sofort vorbei. Ben hat diese
Karten bekommen. Was sind sie wert?
""",
        en="""
## Step 4: 31 straight from the deal

Sometimes someone has 31 or Feuer straight after the deal. Then the round is over at once. Ben has been
dealt these cards. What are they worth?
""",
    ),
    check(
        """
checks.value("A♠ K♠ Q♠", rules=knack, lang=LANG)
"""
    ),
    hidden(
        """
lucky = setup_game(knack, players=3, dealer=0, hands=[None, "A♠ K♠ Q♠", "8♣ 8♦ 9♠"],
                   dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"), seed=3)
Markdown(lucky.apply("keep").round_results[0].text(LANG).replace("\\n", "  \\n"))
"""
    ),
    hidden(
        """
rule_box("K15", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Probier es aus: Geben und wählen

Teile aus, schau dir die eine Hand an und entscheide. Danach siehst du, was die andere Wahl gebracht
hätte. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Try it: deal and choose

Deal, look at one hand and decide. Afterwards you see what the other choice would have given. (On the website,
press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets import DealLab

DealLab(rules="knack", players=4, seed=1, lang=LANG, in_words=True)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Geschafft!

* Mit 32 Karten spielen 2 bis 9 Personen (**K3**). Jeder bekommt drei Karten, der Geber zwei Hände (**K4**).
* Der Geber behält die angeschaute Hand oder nimmt die andere blind; drei Karten liegen danach offen als
  Stock (**K5**).
* Wer links vom Geber sitzt, fängt an (**K9**). Wer schon beim Austeilen 31 oder Feuer hat, beendet die
  Runde sofort (**K15**).
""",
        en="""
## Well done!

* With 32 cards, 2 to 9 people can play (**K3**). Everyone gets three cards, the dealer two hands (**K4**).
* The dealer keeps the hand they looked at or takes the other one blind; then three cards lie face up as the
  table (**K5**).
* The player on the dealer's left starts (**K9**). Whoever has 31 or Feuer straight after the deal ends the
  round at once (**K15**).
""",
    ),
]
