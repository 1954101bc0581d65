"""Lesson 06 (Knack, children's track): three lives and a whole game — K18 (coins and pot: lesson 10)."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 06 Knack: Drei Leben und ein ganzes Spiel

Ein Spiel Knack hat viele Runden. Wer gewinnt, entscheiden die **Leben**.

**Das lernst du heute**

* Jeder hat drei Leben. Wer keins mehr hat, ist raus. Wer als Letztes noch Leben hat, gewinnt (Regel **K18**).
* Das Geben wandert jede Runde einen Platz weiter (auch Regel **K18**).
""",
        en="""
# 06 Knack: three lives and a whole game

A game of Knack has many rounds. The **lives** decide who wins.

**What you learn today**

* Everyone has three lives. Whoever has none left is out. The last player with lives wins (rule **K18**).
* The deal moves one seat on every round (rule **K18** too).
""",
    ),
    parameters(),
    hidden(
        """
from IPython.display import Markdown

import knackpy
from knackpy import checks, svg
from knackpy.bots import make_bot
from knackpy.display import rule_box

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

knack = knackpy.rules("knack")
rule_box("K18", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Spiel mit: Passen und ein Leben verlieren

Alle Karten sind vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum. Du passt mit einer guten Hand, die anderen sind noch einmal dran, und wer am wenigsten hat, verliert ein Leben. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Play along: closing and losing a life

All the cards are set up. At every step the page says what to click and why. You close with a good hand, the others move once more, and whoever has the least loses a life. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("knack", topic="close", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Schritt 1: Wer verliert ein Leben?

Zum Aufwärmen: Vier Kinder spielen. Die Runde ist vorbei, alle zeigen ihre Karten.
""",
        en="""
## Step 1: who loses a life?

To warm up: four children are playing. The round is over, and everyone shows their cards.
""",
    ),
    check(
        """
checks.loser({"Anna": "A♥ 9♥ 7♠", "Ben": "8♣ K♣ 7♦", "Clara": "10♦ J♦ Q♠", "David": "Q♥ 7♣ 9♠"}, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 2: Ein ganzes Spiel

Hier spielen vier Computer-Spieler ein ganzes Spiel. Die Grafik zeigt, wie viele Leben jeder nach jeder
Runde noch hat. Wer bei null ankommt, ist raus.
""",
        en="""
## Step 2: a whole game

Here four computer players play a whole game. The chart shows how many lives each of them has left after
every round. Whoever reaches zero is out.
""",
    ),
    hidden(
        """
def play(rules, players=4, seed=7):
    game = knackpy.new_game(rules, players=players, seed=seed)
    bots = [make_bot("simple", rules, seed=seat) for seat in range(players)]
    while not game.is_over():
        game = game.apply(bots[game.to_move].act(game))
    return game


game = play(knack)
rounds = list(range(len(game.round_results) + 1))
lives = {name: [3] for name in game.names}
for result in game.round_results:
    for name, left in zip(game.names, result.after, strict=True):
        lives[name].append(left)
svg.line_chart_svg(rounds, lives, title={"de": "Leben nach jeder Runde", "en": "Lives after each round"}[LANG],
                   x_label={"de": "Runde", "en": "round"}[LANG], value_format="{:.0f}", y_min=0, lang=LANG)
"""
    ),
    hidden(
        """
Markdown(game.outcome().text(LANG))
"""
    ),
    md(
        de="""
**Mach mit:** Schau in der Grafik nach: In welcher Runde ist der erste Spieler ausgeschieden?

## Schritt 3: Wie lange dauert es, bis jemand raus ist?

Jede verlorene Runde kostet genau ein Leben, auch bei Feuer: Dann verliert jeder andere ein Leben, aber
niemand mehr als eins. Wie viele Runden muss man also mindestens verlieren, um rauszufliegen? Ja: drei.

Noch zwei Übungen zum Zählen:
""",
        en="""
**Your turn:** look at the chart: in which round was the first player out?

## Step 3: how long until someone is out?

Every lost round costs exactly one life, even with Feuer: then everyone else loses a life, but nobody loses
more than one. So how many rounds must you lose at least to be out? Yes: three.

Two more counting exercises:
""",
    ),
    check(
        """
checks.value("J♣ Q♣ K♣", rules=knack, lang=LANG)
"""
    ),
    check(
        """
checks.loser({"Anna": "8♠ 9♠ 10♥", "Ben": "A♦ 7♦ 8♣", "Clara": "K♣ Q♣ 7♥"}, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 4: Was kommt öfter vor?

Wenn du drei Karten bekommst: Was passiert häufiger?
""",
        en="""
## Step 4: which happens more often?

When you are dealt three cards, which is more common?
""",
    ),
    check(
        """
checks.more_likely(["at_least:25", "at_most:15"], rules=knack, lang=LANG, in_words=True)
"""
    ),
    md(
        de="""
**Mach mit:** Spielt ein ganzes Spiel mit drei Leben. Jeder legt drei Münzen, Steine oder Streichhölzer als
Leben vor sich hin. Nach jeder Runde gibt das Geben einen Platz weiter.

## Geschafft!

* Jeder hat drei Leben. Jede verlorene Runde kostet eines. Wer keins mehr hat, ist raus (**K18**).
* Wer als Letztes noch Leben hat, gewinnt. Das Geben wandert jede Runde einen Platz weiter (**K18**).

Jetzt kennst du alle Regeln von Knack. In der nächsten Lektion spielst du gegen den Computer.
""",
        en="""
**Your turn:** play a whole game with three lives. Each of you puts three coins, pebbles or matches in front
of you as lives. After each round the deal moves one seat on.

## Well done!

* Everyone has three lives. Every lost round costs one. Whoever has none left is out (**K18**).
* The last player with lives wins. The deal moves one seat on every round (**K18**).

Now you know all the rules of Knack. In the next lesson you play against the computer.
""",
    ),
]
