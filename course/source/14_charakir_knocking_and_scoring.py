"""Lesson 14 (Charakir): knocking and scoring."""

from course_build import check, code, hidden, md, parameters, picture_language

CELLS = [
    md(
        de="""
# 14 Charakir: Klopfen und Punkte

**Lernziele**

* Du weißt, wann du klopfen darfst: mit höchstens 10 Punkten, nach dem Ablegen (**C10**).
* Du rechnest die Punkte nach einem Klopfen aus – auch die 25 Strafpunkte (**C11**).
* Du weißt, wie eine Runde ohne Klopfen endet (**C12**).
""",
        en="""
# 14 Charakir: knocking and scoring

**Goals**

* You know when you may knock: with 10 points or fewer, after discarding (**C10**).
* You work out the points after a knock, including the 25-point penalty (**C11**).
* You know how a round ends when nobody knocks (**C12**).
""",
    ),
    parameters(),
    picture_language(),
    code(
        """
import knackpy
from knackpy.display import rule_boxes
from knackpy.engine.charakir import stack_deck

charakir = knackpy.rules("charakir")
display(rule_boxes(("C10", "C11", "C12"), lang=LANG, rules=charakir))
"""
    ),
    md(
        de="""
## Klopfen

Ben zieht ein Ass, legt die Kreuz-Dame ab und hat nur noch 7 Punkte. Jetzt darf Ben klopfen. Danach haben alle
anderen noch **einen** letzten Zug, Ben selbst zieht nicht mehr.
""",
        en="""
## Knocking

Ben draws an ace, discards the queen of clubs and has only 7 points left. Now Ben may knock. After that
everybody else has **one** last turn; Ben does not move again.
""",
    ),
    check(
        """
from knackpy import checks

checks.may_knock("K♥ 9♦ J♠ 4♣", lang=LANG)
"""
    ),
    code(
        """
order = stack_deck(charakir, players=3, dealer=0, hands=["K♥ 9♦ J♠ 4♣", "A♥ 2♠ 3♦ Q♣", "6♠ 3♣ 9♥ 8♣"],
                   discard="K♠", pile="A♣ 8♠ 2♦ 5♦ 7♣")
game = knackpy.new_game(charakir, players=3, seed=1, deck_order=order, first_dealer=0)
ready = game.apply("draw").apply("discard Qc")
print(knackpy.hand_value(ready.hand(1), charakir).explain(LANG))
print(ready.legal_actions().text(LANG))
knocked = ready.apply("knock")
print(knocked.history_text(LANG)[-1])
"""
    ),
    check(
        """
checks.may_knock("A♥ 2♠ 3♦ 4♣", lang=LANG)
"""
    ),
    md(
        de="""
## Die Wertung nach dem Klopfen

* Haben **alle anderen mehr** Punkte als der Klopfer, bekommt jeder von ihnen seine Punkte aufgeschrieben und der
  Klopfer 0.
* Hat **irgendwer gleich viele oder weniger**, bekommt der Klopfer 25 Strafpunkte und alle anderen 0 (**C11**).
""",
        en="""
## Scoring after a knock

* If **everybody else has more** points than the knocker, each of them scores their points and the knocker 0.
* If **anybody has the same or fewer**, the knocker scores a 25-point penalty and everybody else 0 (**C11**).
""",
    ),
    check(
        """
checks.knock_score("Anna", {"Anna": "A♥ 2♠ 3♦ 4♣", "Ben": "K♥ 9♦ J♠ 6♣", "Clara": "6♠ 3♣ 9♥ 8♣"}, lang=LANG)
"""
    ),
    code(
        """
finished = knocked.apply("draw").apply("discard 9h").apply("draw").apply("discard Kh")
print(finished.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
Und wenn sich Ben verschätzt? Hier hat Clara am Ende weniger Punkte als Ben:
""",
        en="""
And if Ben misjudges? Here Clara ends up with fewer points than Ben:
""",
    ),
    check(
        """
checks.knock_score("Ben", {"Anna": "A♠ 2♣ A♦ 3♣", "Ben": "A♥ 2♠ 3♦ 4♣", "Clara": "6♠ 3♣ 9♥ 8♣"}, lang=LANG)
"""
    ),
    code(
        """
order = stack_deck(charakir, players=3, dealer=0, hands=["K♥ 9♦ J♠ 4♣", "A♥ 2♠ 3♦ Q♣", "A♠ 2♣ A♦ 8♣"],
                   discard="K♠", pile="A♣ 2♦ 8♠ 5♦ 7♣")
game = knackpy.new_game(charakir, players=3, seed=1, deck_order=order, first_dealer=0)
risky = game.apply("draw").apply("discard Qc").apply("knock")
risky = risky.apply("draw").apply("discard 8c").apply("draw").apply("discard Kh")
print(risky.round_results[0].text(LANG))
"""
    ),
    md(
        de="""
## Geführt: die 25 Strafpunkte

Du klopfst mit 10 Punkten, und dann hat jemand weniger. Spiel es durch und schau, wer die 25 Punkte bekommt. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Guided: the 25 penalty points

You knock with 10 points, and then someone has fewer. Play it through and see who gets the 25 points. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("charakir", topic="penalty", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Ohne Klopfen

Klopft niemand, endet die Runde, sobald der Stapel leer ist: Nach diesem Zug schreibt jeder die Punkte seiner
Hand auf (**C12**). Geht der Stapel während der letzten Züge nach einem Klopfen aus, endet die Runde sofort und
wird wie nach einem Klopfen gewertet.

## Jetzt du

1. Du hast nach dem Ablegen 9♣ 2♥: Darfst du klopfen?
2. Klopfer 6 Punkte; Anna 6, Ben 12. Wer bekommt wie viele Punkte?
3. Klopfer 4 Punkte; Anna 5, Ben 12. Wer bekommt wie viele Punkte?

<details><summary>Lösung</summary>

1. Nein, 11 Punkte sind mehr als 10 (C10).
2. Anna hat gleich viele, also 25 für den Klopfer, 0 für Anna und Ben (C11).
3. Alle anderen haben mehr: Anna 5, Ben 12, der Klopfer 0 (C11).

</details>

**Regeln dieser Lektion:** C10, C11, C12.
""",
        en="""
## No knock

If nobody knocks, the round ends as soon as the pile is empty: after that turn everyone scores the points in
their hand (**C12**). If the pile runs out during the last turns after a knock, the round ends at once and is
scored as after a knock.

## Now you try

1. After discarding you hold 9♣ 2♥. May you knock?
2. Knocker 6 points; Anna 6, Ben 12. Who scores how many points?
3. Knocker 4 points; Anna 5, Ben 12. Who scores how many points?

<details><summary>Answer</summary>

1. No, 11 points are more than 10 (C10).
2. Anna has the same, so 25 for the knocker, 0 for Anna and Ben (C11).
3. Everybody else has more: Anna 5, Ben 12, the knocker 0 (C11).

</details>

**Rules in this lesson:** C10, C11, C12.
""",
    ),
]
