"""Lesson 03 (Knack): dealing and the dealer's or chooser's choice."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 03 Knack: Geben und die Wahl des Gebers

**Lernziele**

* Du weißt, wie viele mitspielen können (**K3**, **O2**) und wie ausgeteilt wird (**K4**).
* Du triffst die Wahl des Gebers: behalten oder blind tauschen (**K5**), und kennst die Oberlausitzer
  Variante mit dem Wähler links vom Geber (**O4**).
* Du weißt, wer anfängt (**K9**) und was bei 31 oder Feuer direkt nach dem Geben passiert (**K15**).
""",
        en="""
# 03 Knack: dealing and the dealer's choice

**Goals**

* You know how many can play (**K3**, **O2**) and how the cards are dealt (**K4**).
* You make the dealer's choice: keep, or swap blind (**K5**), and know the Oberlausitz version with the
  chooser on the dealer's left (**O4**).
* You know who starts (**K9**) and what happens with 31 or Feuer straight after the deal (**K15**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry

knack = knackpy.rules("knack")
lausitz = knackpy.rules("knack_oberlausitz")
for rule_id in ("K3", "K4", "K5", "K9"):
    print(rule_id, registry.rule_text(rule_id, LANG, knack))
"""
    ),
    md(
        de="""
## Zwei Hände für den Geber

Jeder bekommt drei Karten, einzeln und reihum. Der Geber teilt sich selbst **zwei** Hände aus. Er schaut sich
nur **eine** davon an. Gefällt sie ihm, behält er sie, und die andere kommt ungesehen offen auf den Tisch.
Sonst legt er die angeschaute offen hin und nimmt die andere blind. Die drei offenen Karten heißen **Stock**.

Im Beispiel ist Anna die Geberin. Sie sieht nur ihre erste Hand:
""",
        en="""
## Two hands for the dealer

Everyone gets three cards, one at a time, round the table. The dealer deals himself **two** hands and looks
at only **one** of them. If he likes it, he keeps it, and the other goes face up on the table unseen.
Otherwise he lays the one he looked at face up and takes the other blind. The three face-up cards are
called the **stock**.

In the example Anna is the dealer. She sees only her first hand:
""",
    ),
    code(
        """
from knackpy import svg
from knackpy.engine.knack import setup_game

game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"), seed=3)
view = game.view(0)
print([a.label(LANG) for a in game.legal_actions()])
svg.hand(view.hand, lang=LANG)
"""
    ),
    code(
        """
for choice in ("keep", "throw"):
    after = game.apply(choice)
    print(choice, "->", knackpy.hand_value(after.hand(0), knack).explain(LANG))
    print("   ", after.history_text(LANG)[-1])
"""
    ),
    md(
        de="""
## Probier es aus: das Geber-Labor

Teile aus, schau dir die eine Hand an und entscheide. Danach zeigt das Labor, was die andere Wahl gebracht
hätte – und vorher, wie wahrscheinlich die unbekannte Hand besser ist.
""",
        en="""
## Try it: the deal lab

Deal, look at the one hand and decide. Afterwards the lab shows what the other choice would have given, and
before you decide, how likely the unseen hand is to be better.
""",
    ),
    code(
        """
from knackpy.widgets import DealLab

DealLab(rules="knack", players=4, seed=1, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Wer fängt an?

Gespielt wird im Uhrzeigersinn. Den ersten Zug hat der Spieler links vom Geber (**K9**).

## In der Oberlausitz: der Wähler

In der Oberlausitz bekommt nicht der Geber, sondern sein **linker Nachbar** zwei Hände (**O4**). Er ist der
Wähler: Er nimmt die angeschaute Hand oder „haut sie raus“. Danach beginnt der Spieler links vom Wähler.
Es können 2 bis 9 Personen mitspielen (**O2**).
""",
        en="""
## Who starts?

Play goes clockwise. The player on the dealer's left moves first (**K9**).

## In the Oberlausitz: the chooser

In the Oberlausitz it is not the dealer but the player on his **left** who gets two hands (**O4**). He is
the chooser: he takes the hand he looked at or "throws it out". Then the player left of the chooser begins.
Two to nine people can play (**O2**).
""",
    ),
    code(
        """
for rule_id in ("O2", "O4"):
    print(rule_id, registry.rule_text(rule_id, LANG, lausitz))
game = knackpy.new_game(lausitz, players=4, seed=5)
print(game.names[game.dealer], "->", game.names[game.chooser])
"""
    ),
    md(
        de="""
## 31 oder Feuer schon beim Geben

Hält jemand direkt nach dem Austeilen 31 oder drei Asse, ist die Runde sofort vorbei (**K15**). Hat der Geber
seine Wahl noch nicht getroffen, darf er sie noch treffen; danach wird gezählt.
""",
        en="""
## 31 or Feuer on the deal

If someone holds 31 or three aces right after the deal, the round is over at once (**K15**). If the dealer has
not made his choice yet, he may still make it; then the hands are counted.
""",
    ),
    code(
        """
print("K15", registry.rule_text("K15", LANG, knack))
lucky = setup_game(knack, players=3, dealer=0, hands=[None, "A♠ K♠ Q♠", "8♣ 8♦ 9♠"],
                   dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"), seed=3)
after = lucky.apply("keep")
print(after.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
## Jetzt du

1. Wie viele Karten liegen bei vier Spielern nach dem Geben auf dem Tisch, und wie viele hat der Geber angesehen?
2. Anna gibt, Ben sitzt links von ihr. Wer beginnt bei Knack, wer in der Oberlausitz?
3. Warum kann bei 32 Karten nicht mit zehn Personen Knack gespielt werden?

<details><summary>Lösung</summary>

1. Drei offene Karten, der Stock; der Geber hat genau eine Hand mit drei Karten angesehen (K5).
2. Bei Knack Ben, der links vom Geber sitzt (K9). In der Oberlausitz ist Ben der Wähler, also beginnt der
   Spieler links von Ben (O4).
3. Zehn Hände und die zweite Hand des Gebers wären 33 Karten – mehr als das Blatt hat (K3).

</details>

**Regeln dieser Lektion:** K3, K4, K5, K9, K15, O2, O4.
""",
        en="""
## Now you try

1. With four players, how many cards lie on the table after the deal, and how many did the dealer look at?
2. Anna deals, Ben sits on her left. Who starts in Knack, and who in the Oberlausitz?
3. Why can't ten people play Knack with 32 cards?

<details><summary>Answer</summary>

1. Three face-up cards, the stock; the dealer looked at exactly one hand of three cards (K5).
2. In Knack Ben, on the dealer's left (K9). In the Oberlausitz Ben is the chooser, so the player left of Ben
   starts (O4).
3. Ten hands plus the dealer's second hand would need 33 cards, more than the deck has (K3).

</details>

**Rules in this lesson:** K3, K4, K5, K9, K15, O2, O4.
""",
    ),
]
