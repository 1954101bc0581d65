"""Lesson 12 (Charakir): cards, goal and the deal."""

from course_build import check, code, md, parameters, picture_language

CELLS = [
    md(
        de="""
# 12 Charakir: Karten, Ziel und Geben

**Lernziele**

* Du kennst das Blatt (**C1**) und die Punkte der Karten in Charakir (**C2**) – hier ist wenig gut!
* Du weißt, wie viele mitspielen (**C3**), wer zuerst gibt (**C4**) und wie ausgeteilt wird (**C5**).
* Du weißt, wer anfängt (**C6**).
""",
        en="""
# 12 Charakir: cards, goal and the deal

**Goals**

* You know the deck (**C1**) and the card points in Charakir (**C2**): here, few points are good!
* You know how many can play (**C3**), who deals first (**C4**) and how the cards are dealt (**C5**).
* You know who starts (**C6**).
""",
    ),
    parameters(),
    picture_language(),
    code(
        """
import knackpy
from knackpy.display import rule_boxes

charakir = knackpy.rules("charakir")
display(rule_boxes(("C1", "C2", "C3"), lang=LANG, rules=charakir))
"""
    ),
    md(
        de="""
## Das Ziel: möglichst wenige Punkte

In Charakir willst du **wenige** Punkte auf der Hand haben. Das Ass zählt nur 1, die Zwei bis Neun zählen ihre
Zahl, und die Zehn und alle Bilder zählen 10. Am Ende gewinnt, wer insgesamt die **wenigsten** Punkte hat.
""",
        en="""
## The goal: as few points as possible

In Charakir you want **few** points in your hand. The ace counts just 1, two to nine count their number, and
the ten and all picture cards count 10. In the end the player with the **fewest** points overall wins.
""",
    ),
    check(
        """
from knackpy import checks

checks.value("A♠ 3♦ 9♥ Q♣", rules="charakir", lang=LANG)
"""
    ),
    code(
        """
hand = knackpy.parse_cards("A♠ 3♦ 9♥ Q♣")
print(knackpy.hand_value(hand, charakir).explain(LANG))
hand
"""
    ),
    check(
        """
checks.value("K♠ 2♦ A♥ 5♣", rules="charakir", lang=LANG)
"""
    ),
    md(
        de="""
## Probier es aus: das Handlabor

In Charakir darfst du beliebig viele Karten anklicken. Das Labor zählt die Summe.
""",
        en="""
## Try it: the hand lab

In Charakir you may click as many cards as you like. The lab adds up the total.
""",
    ),
    code(
        """
from knackpy.widgets import HandLab

HandLab(rules="charakir", cards="A♠ 3♦ 9♥ Q♣", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    check(
        """
checks.more_likely(["at_most:10", "at_least:30"], rules="charakir", lang=LANG)
"""
    ),
    md(
        de="""
## Wer gibt? Wie wird gegeben?

Zu Beginn zieht jeder eine Karte. Wer die **höchste** hat, gibt zuerst; dabei ist das Ass die niedrigste und
der König die höchste Karte. Bei Gleichstand ziehen die Betroffenen noch einmal (**C4**). Jeder bekommt vier
verdeckte Karten, die oberste Karte des Stapels wird aufgedeckt und beginnt die Ablage (**C5**). Los geht es
links vom Geber, dann im Uhrzeigersinn (**C6**).
""",
        en="""
## Who deals? How are the cards dealt?

At the start everybody draws a card. The **highest** card deals first; for this draw the ace is lowest and the
king highest. Tied players draw again (**C4**). Everybody gets four cards face down, and the top card of the
pile is turned up to start the discard pile (**C5**). Play begins on the dealer's left and goes clockwise (**C6**).
""",
    ),
    code(
        """
game = knackpy.new_game(charakir, players=4, seed=12)
for line in game.history_text(LANG):
    print(line)
mover = game.to_move
print(game.names[mover], "|", knackpy.format_cards(game.hand(mover), LANG), "|", game.discard_top.name(LANG))
"""
    ),
    check(
        """
checks.value("2♠ A♦ 3♥ 4♣", rules="charakir", lang=LANG)
"""
    ),
    md(
        de="""
## Jetzt du

1. Wie viele Punkte zählt die Hand König, Ass, Ass, Zwei?
2. Beim Ziehen um den Geber hat Anna ein Ass und Ben eine Zwei. Wer gibt?
3. Wie viele Karten bleiben bei vier Spielern nach dem Geben im Stapel?

<details><summary>Lösung</summary>

1. 10 + 1 + 1 + 2 = 14 (C2).
2. Ben, denn das Ass ist beim Ziehen die niedrigste Karte (C4).
3. 52 − 16 − 1 = 35 Karten (C5).

</details>

**Regeln dieser Lektion:** C1, C2, C3, C4, C5, C6.
""",
        en="""
## Now you try

1. How many points is the hand king, ace, ace, two worth?
2. In the draw for the deal, Anna has an ace and Ben a two. Who deals?
3. With four players, how many cards are left in the pile after the deal?

<details><summary>Answer</summary>

1. 10 + 1 + 1 + 2 = 14 (C2).
2. Ben, because the ace is the lowest card in this draw (C4).
3. 52 − 16 − 1 = 35 cards (C5).

</details>

**Rules in this lesson:** C1, C2, C3, C4, C5, C6.
""",
    ),
]
