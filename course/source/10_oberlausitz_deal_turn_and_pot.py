"""Lesson 10 (Oberlausitz, adults): the chooser, the turn, announcing, coins, pot and swimming — O2-O5, O9-O13."""

from course_build import check, code, hidden, md, parameters

CELLS = [
    md(
        de="""
# 10 Oberlausitz: Wähler, Zug, Münzen und Schwimmen

**Lernziele**

* Du weißt, wie viele mitspielen (**O2**), wer zwei Hände bekommt und wählt (**O4**) und welche Züge es gibt
  (**O5**).
* Du kennst die Regeln zum Ansagen: Knack und Superknack (**O9**, **O10**, **O11**).
* Du weißt, wer zahlt (**O3**, **O12**) und was „blank“ und „schwimmen“ heißen (**O13**).
""",
        en="""
# 10 Oberlausitz: the chooser, the turn, coins and swimming

**Goals**

* You know how many can play (**O2**), who gets two hands and chooses (**O4**), and which moves there are
  (**O5**).
* You know the rules on announcing: Knack and Superknack (**O9**, **O10**, **O11**).
* You know who pays (**O3**, **O12**) and what "blank" and "swimming" mean (**O13**).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import checks
from knackpy.bots import make_bot
from knackpy.display import rule_boxes

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

lausitz = knackpy.rules("knack_oberlausitz")
rule_boxes(("O2", "O4"), lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Der Wähler

Bei Knack (31) bekommt der Geber zwei Hände. In der Oberlausitz bekommt sie sein **linker Nachbar**, der
Wähler. Er schaut eine Hand an und nimmt sie, oder er „haut sie raus“: offen in die Tischmitte, dann nimmt er
die andere blind. Danach beginnt, wer links vom Wähler sitzt. Hier gibt Clara, David ist der Wähler. Darf
David schon schieben?
""",
        en="""
## The chooser

In Knack (31) the dealer gets two hands. In the Oberlausitz the player on the dealer's **left** gets them:
the chooser. The chooser looks at one hand and takes it, or "knocks it out": face up onto the table, and then
takes the other one blind. Then the player left of the chooser starts. Here Clara deals and David is the
chooser. May David push already?
""",
    ),
    check(
        """
game = knackpy.new_game(lausitz, players=4, seed=5)
checks.legal(game, "push", rule_id="O4", lang=LANG)
"""
    ),
    code(
        """
print(game.names[game.dealer], "->", game.names[game.chooser], "|", game.legal_actions().text(LANG))
"""
    ),
    md(
        de="""
## Der Zug

Wer dran ist, tauscht eine Karte oder alle drei, schiebt, macht zu (wie das Passen bei Knack) oder macht mit
Knack oder Superknack fertig (**O5**). Schieben alle reihum, gibt es **keine** neuen Stockkarten, denn die
Quelle kennt das nicht. Damit eine Runde trotzdem endet, wertet die Spielmaschine sie nach höchstens 200
Zügen, als hätte jemand zugemacht (**E4**). Das ist keine Spielregel, nur eine Sicherung des Programms.

David behält die angeschaute Hand, Anna ist dran. Darf Anna zumachen?
""",
        en="""
## The turn

The player to move swaps one card or all three, pushes, closes ("zumachen", like closing in Knack), or
finishes with a Knack or Superknack (**O5**). If everyone pushes in turn, there are **no** new table cards:
the source does not have that rule. So that a round still ends, the engine scores it after at most 200 turns
as if someone had closed (**E4**). That is not a game rule, only a safeguard of the program.

David keeps the hand already seen, and Anna is to move. May Anna close?
""",
    ),
    check(
        """
after = game.apply("keep")
checks.legal(after, "close", rule_id="O5", lang=LANG)
"""
    ),
    hidden(
        """
rule_boxes(("O5",), lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Ansagen: Knack und Superknack

* Ein **Knack** muss sofort gezeigt werden und beendet das Spiel (**O10**; in der anderen Lesart,
  `announce_knack=False`, spielt man weiter, bis jemand zumacht). Wer einen Knack hält und ihn nicht zeigt,
  verliert dieses Spiel allein und zahlt.
* Drei Asse sind ein **Superknack** (**O9**): sofort ansagen, dann zahlt jeder andere eine Münze.
* Wer einen Superknack verschläft, zahlt **alle** Münzen und ist draußen (**O11**).

Was ist diese Hand wert?
""",
        en="""
## Announcing: Knack and Superknack

* A **Knack** must be shown at once and ends the game (**O10**; in the other reading, `announce_knack=False`,
  play goes on until somebody closes). Whoever holds a Knack and does not show it loses that game alone and
  pays.
* Three aces are a **Superknack** (**O9**): announce it at once, and everyone else pays a coin.
* Whoever misses a Superknack pays **all** their coins and is out (**O11**).

What is this hand worth?
""",
    ),
    check(
        """
checks.value("Eichel-Ass Grün-Ass Schellen-Ass", rules=lausitz, lang=LANG)
"""
    ),
    hidden(
        """
rule_boxes(("O9", "O10", "O11"), lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Münzen, Pott und Schwimmen

Jeder legt drei Münzen vor sich hin, am Tischrand steht der **Pott** (**O3**). Wer nach einem Spiel den
niedrigsten Wert hat, zahlt eine Münze hinein. Haben mehrere gleich wenig, zahlen **alle**, ein Stechen gibt
es nicht (**O12**). Wer zahlt hier?
""",
        en="""
## Coins, pot and swimming

Everyone puts three coins in front of them, and the **pot** stands at the edge of the table (**O3**). Whoever
has the lowest value after a game pays one coin into it. If several have equally little, **all** of them pay;
there is no tie-break (**O12**). Who pays here?
""",
    ),
    check(
        """
checks.loser({"Anna": "Eichel-7 Grün-8 Rot-9", "Ben": "Eichel-Ass Eichel-10 Grün-7",
               "Clara": "Schellen-König Schellen-Ober Rot-7"}, rules=lausitz, lang=LANG)
"""
    ),
    md(
        de="""
Wer keine Münze mehr hat, ist **blank**. Wer blank ist, darf ohne Geld weiterspielen, man sagt: **schwimmen**.
Wer beim Schwimmen noch einmal verliert, ist raus. Wer übrig bleibt, bekommt den ganzen Pott (**O13**).
Hier spielen vier Computer-Spieler ein ganzes Spiel:
""",
        en="""
A player with no coins left is **blank**. They may play on without money: this is called **swimming**.
Whoever loses again while swimming is out. The last one left takes the whole pot (**O13**). Here four
computer players play a whole game:
""",
    ),
    code(
        """
def play(rules, players=4, seed=11):
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot("simple", rules, seed=seat) for seat in range(players)]
    while not game.is_over():
        game = game.apply(bots[game.to_move].act(game))
    return game


whole = play(lausitz)
for result in whole.round_results[:6]:
    print(result.text(LANG).splitlines()[-1])
print("...")
print(whole.outcome().text(LANG))
"""
    ),
    hidden(
        """
rule_boxes(("O3", "O12", "O13"), lang=LANG, rules=lausitz)
"""
    ),
    md(
        de="""
## Ein geführtes erstes Spiel

Alle Karten sind vorbereitet; bei jedem Schritt steht da, was du klickst und warum. Ein anderer Klick wird
erklärt, nicht bestraft. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## A guided first game

All the cards are set up; at every step the page says what to click and why. A different click is explained,
not punished. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("knack_oberlausitz", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Probier es aus: ein ganzes Spiel

Am Spieltisch spielst du Oberlausitzer Knack gegen drei Computer-Gegner, mit Münzen und Pott. Der Coach
hilft mit dem Knopf „Tipp“. (Der Spieltisch braucht JupyterLab oder die Live-Version.)
""",
        en="""
## Try it: a whole game

At the game table you play Oberlausitz Knack against three computer opponents, with coins and the pot. The
coach helps with the "Hint" button. (The game table needs JupyterLab or the live version.)
""",
    ),
    hidden(
        """
from knackpy.widgets import GameTable

GameTable(rules="knack_oberlausitz", players=4, bots=("simple", "simple", "strong"), seed=2, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Zusammengefasst

* 2 bis 9 Personen spielen (**O2**). Der Wähler links vom Geber bekommt zwei Hände (**O4**).
* Züge: tauschen, schieben, zumachen, fertig machen; kein neuer Stock, wenn alle schieben (**O5**, **E4**).
* Knack und Superknack werden sofort gezeigt; wer sie verschläft, zahlt (**O9**, **O10**, **O11**).
* Alle mit dem niedrigsten Wert zahlen eine Münze in den Pott; ohne Münzen schwimmt man, wer übrig bleibt,
  bekommt den Pott (**O3**, **O12**, **O13**).

Lektion 11 vergleicht die beiden Regelwerke und ihre Lesarten in Simulationen.
""",
        en="""
## Summary

* 2 to 9 people play (**O2**). The chooser on the dealer's left gets two hands (**O4**).
* Moves: swap, push, close, finish; no new table cards when everyone pushes (**O5**, **E4**).
* Knack and Superknack are shown at once; whoever misses them pays (**O9**, **O10**, **O11**).
* Everyone with the lowest value pays a coin into the pot; without coins you swim, and the last one left
  takes the pot (**O3**, **O12**, **O13**).

Lesson 11 compares the two rulesets and their readings in simulations.
""",
    ),
]
