"""Lesson 05 (Knack, children's track): Knack, Feuer and the end of a round — K14, K16, K17 (K8 again)."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 05 Knack: „Knack!“ rufen und wer verliert

Eine Runde endet, wenn jemand 31 hat, wenn jemand Feuer hat oder wenn nach dem Passen alle noch einmal dran
waren. Dann wird gezählt.

**Das lernst du heute**

* Wer 31 hat, ruft sofort „Knack!“ (Regel **K14**).
* Wer am Ende am wenigsten Punkte hat, verliert ein Leben (Regel **K16**).
* Was bei Gleichstand passiert (Regel **K17**).
""",
        en="""
# 05 Knack: calling "Knack!" and who loses

A round ends when someone has 31, when someone has Feuer, or when everyone has moved once more after a
close. Then the hands are counted.

**What you learn today**

* Whoever has 31 calls "Knack!" at once (rule **K14**).
* Whoever has the fewest points at the end loses a life (rule **K16**).
* What happens on a tie (rule **K17**).
""",
    ),
    parameters(),
    hidden(
        """
from IPython.display import Markdown

import knackpy
from knackpy import checks
from knackpy.display import rule_box
from knackpy.engine.knack import setup_game

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

knack = knackpy.rules("knack")


def result(game):
    return Markdown(game.round_results[0].text(LANG).replace("\\n", "  \\n"))


game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"), seed=3).apply("keep")
after_swap = game.apply(game.swap("7♠", "Q♥"))
rule_box("K14", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 1: „Knack!“ rufen

Ben hatte Herz-Ass, Herz-König und Pik-7 und hat die Pik-7 gegen die Herz-Dame getauscht. Jetzt hat Ben
Herz-Ass, Herz-König und Herz-Dame: genau 31! Darf Ben jetzt „Knack!“ rufen?
""",
        en="""
## Step 1: calling "Knack!"

Ben had the ace and king of hearts and the 7 of spades. Ben swapped the 7 of spades for the queen of hearts.
Now Ben has the ace, king and queen of hearts: exactly 31! May Ben call "Knack!" now?
""",
    ),
    check(
        """
checks.legal(after_swap, "knack", rule_id="K14", lang=LANG)
"""
    ),
    md(
        de="""
Ben ruft „Knack!“. Die Runde ist sofort vorbei, und es wird gezählt:
""",
        en="""
Ben calls "Knack!". The round is over at once, and the hands are counted:
""",
    ),
    hidden(
        """
result(after_swap.apply("knack"))
"""
    ),
    md(
        de="""
## Spiel mit: Feuer

Alle Karten sind vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum. Diesmal sammelst du drei Asse. Mit „Nochmal“ bekommst du neue Karten. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Play along: Feuer

All the cards are set up. At every step the page says what to click and why. This time you collect three aces. “Play again” gives you new cards. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("knack", topic="feuer", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Schritt 2: Vergessen kostet

Wer 31 hat und **nicht** ruft, hat es vergessen. Dann verliert diese Person die Runde, ganz egal, wie viele
Punkte die anderen haben. Das gilt auch, wenn sie die 31 später wieder wegtauscht. Hier hat Ben nicht gerufen, und danach hat Clara gepasst:
""",
        en="""
## Step 2: forgetting costs

Whoever has 31 and does **not** call has forgotten it. Then that player loses the round, however many points
the others have. That holds even if they swap the 31 away later. Here Ben did not call, and then Clara closed:
""",
    ),
    hidden(
        """
result(after_swap.apply("end").apply("close").apply("push").apply("push"))
"""
    ),
    md(
        de="""
Ben hat in diesem Spiel noch Herz-Ass, Herz-König und Pik-7, nur 21 Punkte. Darf Ben „Knack!“ rufen?
""",
        en="""
In this game Ben still has the ace and king of hearts and the 7 of spades, only 21 points. May Ben call
"Knack!"?
""",
    ),
    check(
        """
checks.legal(game, "knack", rule_id="K14", lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 3: Wer verliert ein Leben?

Am Ende zeigen alle ihre Karten. Wer am **wenigsten** Punkte hat, verliert ein Leben. Zähle zuerst selbst:
""",
        en="""
## Step 3: who loses a life?

At the end everyone shows their cards. Whoever has the **fewest** points loses a life. Count for yourself
first:
""",
    ),
    check(
        """
checks.loser({"Anna": "A♥ K♥ Q♥", "Ben": "8♣ 8♦ 9♠", "Clara": "10♣ J♣ 7♣"}, rules=knack, lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K16", lang=LANG, rules=knack)
"""
    ),
    check(
        """
checks.loser({"Anna": "A♠ 7♥ 8♦", "Ben": "9♣ 9♦ 9♠", "Clara": "K♦ Q♦ 7♣"}, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 4: Gleichstand

Haben zwei gleich wenig Punkte, ziehen beide eine Karte vom Stapel. Wer die kleinere Karte zieht, verliert.
Das heißt **Stechen**. Hier haben Ben und Clara beide 9 Punkte:
""",
        en="""
## Step 4: a tie

If two players have equally few points, each draws a card from the pile. Whoever draws the lower card loses.
This is called the **tie-break** (in German "Stechen"). Here Ben and Clara both have 9 points:
""",
    ),
    hidden(
        """
tie = setup_game(knack, players=3, dealer=0, hands=[None, "8♥ 9♠ 7♦", "8♣ 9♦ 7♠"],
                 dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♥"), seed=3).apply("keep")
display(rule_box("K17", lang=LANG, rules=knack))
result(tie.apply("close").apply("push").apply("push"))
"""
    ),
    md(
        de="""
## Spiel mit: Stechen

Alle Karten sind vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum. Am Ende haben Ben und Clara gleich wenig Punkte. Schau, wie das Stechen ausgeht. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Play along: the tie-break

All the cards are set up. At every step the page says what to click and why. At the end Ben and Clara have equally few points. Watch how the tie-break turns out. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("knack", topic="tie", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
**Mach mit:** Spielt eine Runde mit echten Karten. Wer 31 bekommt, ruft laut „Knack!“. Wer verliert ein
Leben? Wer hat gewonnen?

## Probier es aus: der Zugtrainer

Ben hat gerade 31 bekommen. Probier, was passiert, wenn Ben ruft und wenn Ben es vergisst. (Auf der Webseite
drückst du dafür erst oben „Live starten“.)
""",
        en="""
**Your turn:** play a round with real cards. Whoever gets 31 calls "Knack!" out loud. Who loses a life?
Who won?

## Try it: the turn trainer

Ben has just reached 31. Try what happens when Ben calls and when Ben forgets. (On the website, press “Start
live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets import TurnTrainer

TurnTrainer(game=after_swap, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Geschafft!

* Wer durch einen Tausch 31 hat, ruft sofort „Knack!“. Wer es vergisst, verliert die Runde (**K14**).
* Feuer beendet die Runde auch sofort, dann verlieren alle anderen ein Leben (**K8**).
* Sonst verliert, wer am wenigsten Punkte hat, ein Leben (**K16**). Bei Gleichstand entscheidet das
  Stechen (**K17**).
""",
        en="""
## Well done!

* Whoever reaches 31 by a swap calls "Knack!" at once. Whoever forgets loses the round (**K14**).
* Feuer ends the round at once too, and then everyone else loses a life (**K8**).
* Otherwise whoever has the fewest points loses a life (**K16**). On a tie the tie-break decides (**K17**).
""",
    ),
]
