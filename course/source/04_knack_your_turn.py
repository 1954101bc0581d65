"""Lesson 04 (Knack): your turn — swap one or three, push, close, new table, 7-8-9."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 04 Knack: Du bist dran

**Lernziele**

* Du kennst die Züge: **eine** oder **alle drei** Karten tauschen (**K10**), schieben (**K11**),
  passen bzw. zumachen (**K13**, **O5**).
* Du weißt, wann der Stock erneuert wird (**K12**) und was die 7-8-9-Regel erlaubt (**K19**).
* Du weißt, warum die Software eine Runde nach vielen Zügen beendet (**E4**).
""",
        en="""
# 04 Knack: your turn

**Goals**

* You know the moves: swap **one** or **all three** cards (**K10**), push (**K11**), close (**K13**, **O5**).
* You know when the stock is renewed (**K12**) and what the 7-8-9 rule allows (**K19**).
* You know why the software ends a round after many turns (**E4**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry
from knackpy.engine.knack import setup_game

knack = knackpy.rules("knack")
for rule_id in ("K10", "K11", "K12", "K13"):
    print(rule_id, registry.rule_text(rule_id, LANG, knack))
"""
    ),
    md(
        de="""
## Tauschen: eine oder alle drei

Wer dran ist, tauscht **genau eine** Karte mit dem Stock – oder **alle drei** auf einmal. Zwei Karten zu
tauschen ist nicht erlaubt. Die Spielmaschine prüft jeden Zug und sagt dir, warum einer nicht geht:
""",
        en="""
## Swapping: one or all three

The player to move swaps **exactly one** card with the stock, or **all three** at once. Swapping two is not
allowed. The engine checks every move and tells you why one is not possible:
""",
    ),
    code(
        """
game = setup_game(knack, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
                  dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"), seed=3).apply("keep")
mover = game.to_move
print(game.names[mover], "|", knackpy.format_cards(game.hand(mover), LANG), "|", knackpy.format_cards(game.table, LANG))
for action in game.legal_actions():
    print("-", action.label(LANG))
"""
    ),
    code(
        """
print(game.can("tausche 7♠ gegen Q♥"))
try:
    game.apply("tausche 7♠ gegen 8♣")
except knackpy.IllegalActionError as err:
    print(err.rule, "|", err.message(LANG))
"""
    ),
    md(
        de="""
## Schieben und passen

* **Schieben:** Du tauschst nichts, der Nächste ist dran (**K11**).
* **Passen** (in der Oberlausitz „zumachen“): Du bist zufrieden. Alle anderen haben noch genau einen Zug,
  dann wird gezählt. Du selbst ziehst nicht mehr (**K13**, **O5**).
* Schieben **alle** eine ganze Runde lang, kommen die drei Stockkarten aus dem Spiel, und drei neue werden
  aufgedeckt (**K12**). In der Oberlausitz gibt es das nicht: dort wird nur geschoben, bis jemand zumacht.

## Probier es aus: der Zug-Trainer

Jeder erlaubte Zug ist ein Knopf. Du kannst auch Unerlaubtes versuchen – etwa zwei Karten markieren und
tauschen. Der Trainer erklärt, warum das nicht geht. Mit „Zurück“ nimmst du einen Zug zurück.
""",
        en="""
## Pushing and closing

* **Push:** you swap nothing, and the next player moves (**K11**).
* **Close** ("passen" in Knack, "zumachen" in the Oberlausitz): you are happy with your hand. Everybody else
  gets exactly one more turn, then the hands are counted. You do not move again (**K13**, **O5**).
* If **everyone** pushes for a whole circle, the three stock cards leave the game and three new ones are
  turned up (**K12**). The Oberlausitz has no such rule: there, players push until somebody closes.

## Try it: the turn trainer

Every legal move is a button. You may also try something illegal, such as marking two cards and swapping
them. The trainer explains why that does not work. "Back" takes a move back.
""",
    ),
    code(
        """
from knackpy.widgets import TurnTrainer

TurnTrainer(game=game, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Die 7-8-9-Regel

Als Sonderregel kann man vereinbaren: Liegen Sieben, Acht und Neun zusammen im Stock, darf der Spieler, der
dran ist, einen neuen Stock verlangen – und zieht danach ganz normal (**K19**). Im Regelobjekt heißt der
Schalter `seven_eight_nine`.
""",
        en="""
## The 7-8-9 rule

As a house rule you may agree: if a seven, an eight and a nine lie together in the stock, the player to move
may demand a new stock, and then takes his turn as usual (**K19**). The switch in the rules object is
called `seven_eight_nine`.
""",
    ),
    code(
        """
from knackpy.engine.knack import NewTable

house = knack.replace(seven_eight_nine=True)
print("K19", registry.rule_text("K19", LANG, house))
table_789 = setup_game(house, players=3, dealer=0, hands=[None, "A♥ K♥ 10♠", "Q♣ Q♦ 9♠"],
                       dealer_hands=("10♣ J♣ 7♣", "7♦ 8♥ 9♦"), seed=3).apply("keep")
print(NewTable() in table_789.legal_actions(), NewTable().label(LANG))
renewed = table_789.apply("new table")
print(renewed.history_text(LANG)[-1])
"""
    ),
    md(
        de="""
## Eine Sicherung der Software

Im echten Spiel könnten alle endlos tauschen. Die Spielmaschine beendet deshalb eine Runde nach höchstens
200 Zügen und wertet sie, als hätte jemand gepasst (**E4**). Das ist keine Spielregel, nur eine Sicherung.

## Jetzt du

1. Du hast Herz-Ass, Herz-König, Pik-7. Im Stock liegt Herz-Dame. Welcher Tausch bringt 31?
2. Darfst du zwei Karten gegen zwei Stockkarten tauschen?
3. Alle drei Spieler haben nacheinander geschoben. Was passiert bei Knack, was in der Oberlausitz?

<details><summary>Lösung</summary>

1. Pik-7 gegen Herz-Dame: 11 + 10 + 10 = 31 (K6, K10).
2. Nein, nur eine oder alle drei (K10).
3. Bei Knack kommt ein neuer Stock vom Stapel (K12); in der Oberlausitz geht es einfach weiter (O5).

</details>

**Regeln dieser Lektion:** K10, K11, K12, K13, K19, O5, E4.
""",
        en="""
## A safeguard of the software

In a real game everyone could swap forever. The engine therefore ends a round after at most 200 turns and
scores it as if someone had closed (**E4**). That is not a rule of the game, only a safeguard.

## Now you try

1. You hold the ace of hearts, king of hearts, seven of spades. The queen of hearts lies in the stock.
   Which swap makes 31?
2. May you swap two cards for two stock cards?
3. All three players have pushed one after the other. What happens in Knack, and in the Oberlausitz?

<details><summary>Answer</summary>

1. The seven of spades for the queen of hearts: 11 + 10 + 10 = 31 (K6, K10).
2. No, only one or all three (K10).
3. In Knack a new stock comes from the pile (K12); in the Oberlausitz play simply goes on (O5).

</details>

**Rules in this lesson:** K10, K11, K12, K13, K19, O5, E4.
""",
    ),
]
