"""Lesson 07 (Knack, children's track): a whole game against the computer, with the coach — K13, K16, K18."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 07 Knack: Ein ganzes Spiel gegen den Computer

Jetzt spielst du ein ganzes Spiel Knack gegen den Computer. Wenn du nicht weiterweißt, fragst du den
**Coach**.

**Das lernst du heute**

* Du spielst ein ganzes Spiel mit allen Regeln, die du kennst.
* Du fragst den Coach mit dem Knopf „Tipp“, welcher Zug wie gut ist und warum.
* Du überlegst, wann sich das Passen lohnt (Regeln **K13** und **K16**).
""",
        en="""
# 07 Knack: a whole game against the computer

Now you play a whole game of Knack against the computer. When you are stuck, you ask the **coach**.

**What you learn today**

* You play a whole game with all the rules you know.
* You ask the coach with the "Hint" button which move is how good, and why.
* You think about when closing pays off (rules **K13** and **K16**).
""",
    ),
    parameters(),
    md(
        de="""
## Zuerst: dein erstes Spiel, Schritt für Schritt

Hier sind alle Karten vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum. Klickst du etwas
anderes, passiert nichts Schlimmes: Du liest, warum der andere Zug hier besser ist, und probierst noch einmal.
(Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## First: your first game, step by step

All the cards are set up here. At every step the page says what to click and why. If you click something
else, nothing bad happens: you read why the other move is better here and try again. (On the website, press
“Start live” at the top first.)
""",
    ),
    hidden(
        """
import knackpy
from knackpy.widgets.guided_game import GuidedGame

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

GuidedGame("knack", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## So geht's

Du sitzt auf Platz 1. Deine Karten und der Stock liegen offen, die Karten der anderen siehst du nicht. Jeder
erlaubte Zug ist ein Knopf. „Tipp“ zeigt dir alle Züge, den besten zuerst, mit einer kurzen Begründung. Die
Computer-Gegner gibt es in vier Stufen: **Zufall**, **Einfach**, **Stark** und **Profi**. (Auf der Webseite drückst du
dafür erst oben „Live starten“.)
""",
        en="""
## How it works

You sit in seat 1. Your cards and the table are face up; you cannot see the other players' cards. Every
legal move is a button. "Hint" shows you all moves, best first, with a short reason. The computer opponents
come in four levels: **random**, **simple**, **strong** and **expert**. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from IPython.display import Markdown

import knackpy
from knackpy import checks, odds
from knackpy.hints import hint
from knackpy.widgets import GameTable

knack = knackpy.rules("knack")
GameTable(rules="knack", players=3, bots=("simple", "strong"), seed=1, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Schritt 1: Erst du, dann der Coach

Bevor du den Coach fragst, überlege selbst. Welcher Tausch bringt hier die meisten Punkte?
""",
        en="""
## Step 1: you first, then the coach

Before you ask the coach, think for yourself. Which swap gives the most points here?
""",
    ),
    check(
        """
checks.best_swap("A♦ 9♦ 8♠", "K♦ 7♥ 10♣", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 2: Was sagt der Coach?

Der Coach sieht nur, was du auch siehst: deine Hand, den Stock und was alle gesehen haben. Für jeden Zug
schätzt er, wie wahrscheinlich du am Ende der Runde ein Leben verlierst. Hier ist Clara dran. Welchen Tausch
würdest du wählen?
""",
        en="""
## Step 2: what does the coach say?

The coach only sees what you see: your hand, the table and what everyone has seen. For every move it
estimates how likely you are to lose a life at the end of the round. Here it is Clara's turn. Which swap
would you choose?
""",
    ),
    check(
        """
game = knackpy.new_game(knack, players=3, seed=10)
game = game.apply("keep")
checks.best_swap(game.hand(game.to_move), game.table, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
Und das sagt der Coach. Er denkt nicht nur an die Punkte jetzt, sondern auch daran, was die anderen noch
tun können. Beim ersten Tipp steht, warum er besser ist als der zweite, oder dass beide gleich gut sind:
""",
        en="""
And this is what the coach says. It thinks not only about the points now but also about what the others
can still do. The first tip says why it is better than the second, or that both are equally good:
""",
    ),
    hidden(
        """
Markdown("\\n".join(
    f"{option.rank}. {option.reason(LANG, numbers=False)}" for option in hint(game, seed=1)[:4]
))
"""
    ),
    md(
        de="""
## Schritt 3: Wann lohnt sich das Passen?

Wer passt, ist fertig. Das lohnt sich, wenn wahrscheinlich jemand anderes weniger Punkte hat als du. Die
Tabelle zeigt für einige Werte, wie oft eine zufällige Hand **weniger** wert ist als deine. Je
höher deine Hand, desto sicherer bist du. Aber denk daran: Die anderen tauschen auch, ihre Hände werden im
Lauf der Runde besser.
""",
        en="""
## Step 3: when does closing pay off?

Whoever closes is done. That pays off when someone else probably has fewer points than you. The table shows,
for a few values, how often a random hand is worth **less** than yours. The higher your hand, the
safer you are. But remember: the others swap too, and their hands get better during the round.
""",
    ),
    hidden(
        """
from knackpy.figures import chance_words

dist = odds.value_distribution(knack)
head = {"de": "| deine Punkte | Wie oft hat eine andere Hand weniger? |",
        "en": "| your points | How often is another hand worth less? |"}[LANG]
rows = [f"| {points} | {chance_words(1 - dist.at_least(points).probability, LANG)} |" for points in (11, 17, 20, 22)]
Markdown("\\n".join([head, "| --- | --- |", *rows]))
"""
    ),
    check(
        """
checks.legal(game, "close", rule_id="K13", lang=LANG)
"""
    ),
    md(
        de="""
Am Ende der Runde zeigen alle ihre Karten. Wer verliert hier ein Leben?
""",
        en="""
At the end of the round everyone shows their cards. Who loses a life here?
""",
    ),
    check(
        """
checks.loser({"Anna": "Q♠ K♠ 9♦", "Ben": "A♥ 10♥ 8♣", "Clara": "7♣ 8♦ 9♥"}, rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
**Mach mit:** Spiele ein ganzes Spiel am Spieltisch oben. Frag den Coach ein paarmal. Hat er immer den Zug
empfohlen, den du gewählt hättest?

## Geschafft!

* Du kannst ein ganzes Spiel Knack spielen: Tauschen, Schieben, Passen, „Knack!“ rufen, Leben zählen.
* Passen lohnt sich, wenn deine Hand hoch ist: Dann haben die meisten anderen Hände weniger Punkte (**K13**,
  **K16**). Wer am Ende als Letztes noch Leben hat, gewinnt (**K18**).

Das war der Kinderkurs zu Knack. Wer mag, rechnet in Lektion 08 nach, wie wahrscheinlich die Hände sind.
""",
        en="""
**Your turn:** play a whole game at the game table above. Ask the coach a few times. Did it always suggest
the move you would have chosen?

## Well done!

* You can play a whole game of Knack: swapping, pushing, closing, calling "Knack!", counting lives.
* Closing pays off when your hand is high: then most other hands are worth less (**K13**, **K16**). The last
  player with lives wins (**K18**).

That was the children's track for Knack. If you like, lesson 08 works out how likely each hand is.
""",
    ),
]
