"""Lesson 04 (Knack, children's track): your turn — K10, K11, K12, K13 and the extra rule K19."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 04 Knack: Du bist dran

Jetzt wird gespielt! Wer dran ist, hat genau einen Zug.

**Das lernst du heute**

* Tauschen: **eine** Karte oder **alle drei** (Regel **K10**).
* Schieben (Regel **K11**) und was passiert, wenn alle schieben (Regel **K12**).
* Passen: die Runde zu Ende bringen (Regel **K13**).
""",
        en="""
# 04 Knack: your turn

Now you play! Whoever is to move has exactly one move.

**What you learn today**

* Swapping: **one** card or **all three** (rule **K10**).
* Pushing (rule **K11**), and what happens when everyone pushes (rule **K12**).
* Closing: bringing the round to an end (rule **K13**).
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
game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"), seed=3).apply("keep")
rule_box("K10", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 1: Eine Karte tauschen oder alle drei

Anna hat ausgeteilt, jetzt ist Ben dran. Ben tauscht **eine** Karte von der Hand gegen eine Karte im Stock.
Oder Ben tauscht **alle drei** auf einmal. Zwei Karten zu tauschen ist nicht erlaubt. Darf Ben das?
""",
        en="""
## Step 1: swap one card, or all three

Anna dealt, and now it is Ben's turn. Ben swaps **one** card from the hand for one card on the table. Or Ben
swaps **all three** at once. Swapping two cards is not allowed. May Ben do this?
""",
    ),
    check(
        """
checks.legal(game, {"de": "tausche A♥ K♥ gegen D♥ K♦", "en": "swap A♥ K♥ for Q♥ K♦"}, rule_id="K10", lang=LANG)
"""
    ),
    md(
        de="""
Getauscht wird nur mit den Karten, die im Stock liegen. Und dieser Tausch?
""",
        en="""
You can only swap with the cards that lie on the table. And this swap?
""",
    ),
    check(
        """
checks.legal(game, "swap 7♠ for 8♣", rule_id="K10", lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 2: Der beste Tausch

Jetzt du an Bens Stelle: Welcher Tausch bringt die meisten Punkte?
""",
        en="""
## Step 2: the best swap

Now you are in Ben's place: which swap gives the most points?
""",
    ),
    check(
        """
checks.best_swap(game.hand(game.to_move), game.table, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
**Mach mit:** Legt drei Karten offen als Stock in die Tischmitte. Jede Person tauscht reihum genau eine
Karte. Wer hat nach zwei Runden die meisten Punkte?

## Schritt 3: Schieben

Gefällt dir keine Karte im Stock, kannst du **schieben**: Du tauschst nichts, und der oder die Nächste ist
dran.
""",
        en="""
**Your turn:** lay three cards face up on the table. Each of you swaps exactly one card in turn. Who has the
most points after two rounds?

## Step 3: pushing

If you do not like any card on the table, you can **push**: you swap nothing, and the next player moves.
""",
    ),
    hidden(
        """
rule_box("K11", lang=LANG, rules=knack)
"""
    ),
    check(
        """
checks.legal(game, "push", rule_id="K11", lang=LANG)
"""
    ),
    md(
        de="""
Schieben **alle** einmal reihum, ist der Stock wohl für niemanden gut. Dann kommen die drei Karten aus dem
Spiel, und drei neue werden aufgedeckt:
""",
        en="""
If **everyone** pushes once round the table, the table cards are probably no good to anyone. Then those
three cards leave the game, and three new ones are turned up:
""",
    ),
    hidden(
        """
rule_box("K12", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Spiel mit: Alle schieben

Alle Karten sind vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum. Hier siehst du, wie ein neuer Stock kommt, wenn alle schieben. Mit „Nochmal“ bekommst du neue Karten. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Play along: everyone pushes

All the cards are set up. At every step the page says what to click and why. Here you see new table cards come when everyone pushes. “Play again” gives you new cards. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("knack", topic="push", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Schritt 4: Passen

Bist du mit deiner Hand zufrieden, kannst du **passen**. Achtung: Bei Knack heißt passen nicht „aussetzen“.
Es heißt: „Ich bin fertig!“ Alle anderen haben dann noch genau einen Zug, du selbst nicht mehr. Danach wird
gezählt. Darf Ben gleich passen?
""",
        en="""
## Step 4: closing

If you are happy with your hand, you can **close** (in German "passen"). Careful: in Knack this does not
mean "skip a turn". It means "I am done!" Everyone else then gets exactly one more move, and you get none.
Then the hands are counted. May Ben close straight away?
""",
    ),
    check(
        """
checks.legal(game, "close", rule_id="K13", lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K13", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Probier es aus: der Zugtrainer

Jeder erlaubte Zug ist ein Knopf. Du darfst auch etwas Unerlaubtes versuchen, etwa zwei Karten markieren und
tauschen. Der Zugtrainer erklärt dir dann, warum das nicht geht. Mit „Zurück“ nimmst du einen Zug zurück.
(Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Try it: the turn trainer

Every legal move is a button. You may also try something that is not allowed, such as marking two cards and
swapping them. The turn trainer then explains why that does not work. "Back" takes a move back. (On the
website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets import TurnTrainer

TurnTrainer(game=game, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Extra: die 7-8-9-Regel

Diese Regel gilt nur, wenn ihr sie vor dem Spiel vereinbart. Liegen Sieben, Acht und Neun zusammen im
Stock, darf, wer dran ist, einen neuen Stock verlangen und dann ziehen:
""",
        en="""
## Extra: the 7-8-9 rule

This rule only counts if you agree on it before the game. If a seven, an eight and a nine lie on the
table together, the player to move may ask for new table cards and then takes the turn:
""",
    ),
    hidden(
        """
from IPython.display import Markdown

house = knack.replace(seven_eight_nine=True)
table_789 = setup_game(house, players=3, dealer=0, hands=[None, "A♥ K♥ 10♠", "Q♣ Q♦ 9♠"],
                       dealer_hands=("10♣ J♣ 7♣", "7♦ 8♥ 9♦"), seed=3).apply("keep")
display(rule_box("K19", lang=LANG, rules=house))
Markdown(table_789.apply("new table").history_text(LANG)[-1])
"""
    ),
    md(
        de="""
## Geschafft!

* Du tauschst genau eine Karte oder alle drei mit dem Stock, nie zwei (**K10**).
* Du kannst schieben (**K11**). Schieben alle reihum, kommt ein neuer Stock (**K12**).
* Wer passt, ist fertig: Alle anderen sind noch einmal dran, dann wird gezählt (**K13**).
* Die 7-8-9-Regel gilt nur, wenn ihr sie vereinbart (**K19**).
""",
        en="""
## Well done!

* You swap exactly one card or all three with the table, never two (**K10**).
* You can push (**K11**). If everyone pushes in turn, new table cards come (**K12**).
* Whoever closes is done: everyone else moves once more, then the hands are counted (**K13**).
* The 7-8-9 rule only counts if you agree on it (**K19**).
""",
    ),
]
