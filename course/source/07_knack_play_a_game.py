"""Lesson 07 (Knack): play a whole game against the computer, with the coach."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 07 Knack: Ein ganzes Spiel gegen den Computer

**Lernziele**

* Du spielst ein ganzes Spiel Knack oder Oberlausitzer Knack gegen Computer-Gegner.
* Du fragst den Trainer („Tipp“), welcher Zug wie gut ist und warum.
* Du verstehst die Erklärung am Ende jeder Runde (**K16**, **K18**, **O12**).
""",
        en="""
# 07 Knack: a whole game against the computer

**Goals**

* You play a whole game of Knack or Oberlausitz Knack against computer opponents.
* You ask the coach ("Hint") which move is how good, and why.
* You understand the explanation at the end of each round (**K16**, **K18**, **O12**).
""",
    ),
    parameters(),
    md(
        de="""
## So geht's

Du sitzt auf Platz 1. Deine Karten und der Stock sind offen, die Gegner spielen verdeckt. Jeder erlaubte Zug
ist ein Knopf. „Tipp“ zeigt dir alle Züge, nach Güte sortiert, mit einer kurzen Begründung. Die
Computer-Gegner gibt es in drei Stufen: **Zufall**, **Einfach** und **Stark**.
""",
        en="""
## How it works

You sit in seat 1. Your cards and the stock are face up; the opponents play face down. Every legal move is a
button. "Hint" shows you all moves, best first, with a short reason. The computer opponents come in three
levels: **random**, **simple** and **strong**.
""",
    ),
    code(
        """
import knackpy
from knackpy.widgets import GameTable

GameTable(rules="knack", players=3, bots=("simple", "strong"), seed=1, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Was sagt der Trainer?

Der Trainer sieht nur, was du auch siehst (Regel **E5**): deine Hand, den Stock und was bisher öffentlich
passiert ist. Für jeden Zug schätzt er, wie wahrscheinlich du am Ende der Runde ein Leben verlierst.
""",
        en="""
## What does the coach say?

The coach sees only what you see (rule **E5**): your hand, the stock and what has happened in public. For
each move it estimates how likely you are to lose a life at the end of the round.
""",
    ),
    code(
        """
from knackpy.hints import hint

game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=10)
game = game.apply(game.legal_actions()[0])  # the dealer keeps his hand
for option in hint(game, seed=1)[:4]:
    print(option.rank, option.action.label(LANG), "|", option.value_text(LANG))
    print("   ", option.reason(LANG))
"""
    ),
    md(
        de="""
## Oberlausitzer Knack spielen

Dieselbe Spielfläche spielt auch die Oberlausitzer Regeln: mit Münzen, Pott und Superknack.
""",
        en="""
## Playing Oberlausitz Knack

The same table also plays the Oberlausitz rules: with coins, the pot and the Superknack.
""",
    ),
    code(
        """
GameTable(rules="knack_oberlausitz", players=4, bots=("simple", "simple", "strong"), seed=2, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Jetzt du

1. Spiele ein ganzes Spiel. Wie oft hat der Trainer einen anderen Zug empfohlen als den, den du gewählt hast?
2. Wann lohnt es sich, zu passen, obwohl du noch keine 31 hast?

<details><summary>Lösung</summary>

1. Das hängt von deinem Spiel ab – vergleiche deine Züge mit dem ersten Vorschlag des Trainers.
2. Wenn deine Hand so hoch ist, dass wahrscheinlich jemand anderes den niedrigsten Wert hat, zum Beispiel ab
   etwa 26 Punkten oder mit drei Gleichen (K13, K16).

</details>

**Regeln dieser Lektion:** K13, K16, K18, O12, E5.
""",
        en="""
## Now you try

1. Play a whole game. How often did the coach recommend a different move from the one you chose?
2. When is it worth closing even though you do not have 31 yet?

<details><summary>Answer</summary>

1. That depends on your game: compare your moves with the coach's first suggestion.
2. When your hand is so high that somebody else probably has the lowest value, for example from about 26
   points or with three of a kind (K13, K16).

</details>

**Rules in this lesson:** K13, K16, K18, O12, E5.
""",
    ),
]
