"""Lesson 13 (Charakir): a whole game, and when to knock."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 13 Charakir: Ein ganzes Spiel und die Frage nach dem Klopfen

**Lernziele**

* Du weißt, wann ein Spiel endet und wer gewinnt (**C13**).
* Du spielst ein ganzes Spiel gegen den Computer, mit Tipps vom Trainer.
* Du findest mit einer Simulation heraus, bei wie vielen Punkten sich das Klopfen lohnt (**C10**, **C11**).
""",
        en="""
# 13 Charakir: a whole game, and when to knock

**Goals**

* You know when a game ends and who wins (**C13**).
* You play a whole game against the computer, with tips from the coach.
* You find out with a simulation at how many points knocking pays off (**C10**, **C11**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry

charakir = knackpy.rules("charakir")
print("C13", registry.rule_text("C13", LANG, charakir))
print("C13", registry.rule_text("C13", LANG, charakir.replace(limit=None, rounds=7)))
"""
    ),
    md(
        de="""
## Spielende

Ein Spiel endet, sobald jemand mehr als 100 Punkte hat – oder, wenn ihr das vorher ausmacht, nach einer festen
Zahl von Runden (zum Beispiel 7 oder 9). Es gewinnt, wer die **wenigsten** Punkte hat; bei Gleichstand teilen
sich die Besten den Sieg (**C13**).

## Spiel gegen den Computer
""",
        en="""
## End of the game

A game ends as soon as somebody has more than 100 points, or, if you agree on it beforehand, after a fixed
number of rounds (for example 7 or 9). The player with the **fewest** points wins; on a tie the best share the
win (**C13**).

## Play against the computer
""",
    ),
    code(
        """
from knackpy.widgets import GameTable

GameTable(rules="charakir", players=3, bots=("simple", "strong"), seed=5, lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Wann lohnt sich das Klopfen? Eine Simulation

Wer früh klopft, riskiert 25 Strafpunkte. Wer zu lange wartet, schreibt vielleicht selbst viele Punkte auf. Wir
lassen eine einfache Spielerin sehr viele Runden spielen: Sie zieht immer vom Stapel, legt ihre höchste Karte ab
und klopft, sobald sie höchstens **S** Punkte hat. Ihre Gegner sind einfache Computer-Spieler. Für jede
Schwelle S messen wir, wie viele Punkte sie im Schnitt pro Runde bekommt – weniger ist besser.
""",
        en="""
## When does knocking pay off? A simulation

Knocking early risks 25 penalty points. Waiting too long may leave you with many points yourself. We let a
simple player play a great many rounds: she always draws from the pile, discards her highest card and knocks
as soon as she holds at most **S** points. Her opponents are simple computer players. For each threshold S we
measure how many points she scores per round on average; fewer is better.
""",
    ),
    code(
        """
from knackpy import svg
from knackpy.bots import make_bot
from knackpy.engine.charakir import Discard, DrawPile, Knock, NoKnock

one_round = charakir.replace(limit=None, rounds=1)


def threshold_move(view, threshold):
    legal = view.legal_actions
    if Knock() in legal:
        points = sum(knackpy.card_points(card, charakir) for card in view.hand)
        return Knock() if points <= threshold else NoKnock()
    if DrawPile() in legal:
        return DrawPile()
    discards = [a for a in legal if isinstance(a, Discard)]
    return max(discards, key=lambda a: knackpy.card_points(a.card, charakir))


def average_points(threshold, rounds=150):
    total = 0
    for seed in range(rounds):
        game = knackpy.new_game(one_round, players=3, seed=seed)
        bots = {seat: make_bot("simple", one_round, seed=seed + seat) for seat in (1, 2)}
        while not game.is_over():
            seat = game.to_move
            view = game.view(seat)
            game = game.apply(threshold_move(view, threshold) if seat == 0 else bots[seat].choose(view))
        total += game.totals[0]
    return total / rounds


thresholds = list(range(1, 11))
averages = [average_points(t) for t in thresholds]
best = thresholds[averages.index(min(averages))]
print(best, [round(a, 1) for a in averages])
svg.bar_chart_svg([str(t) for t in thresholds], averages, value_format="{:.1f}",
                  title={"de": "Punkte pro Runde je Klopf-Schwelle", "en": "Points per round by knocking threshold"}[LANG],
                  x_label={"de": "klopft bei höchstens … Punkten", "en": "knocks at … points or fewer"}[LANG], lang=LANG)
"""
    ),
    md(
        de="""
Lies die Grafik: Je niedriger der Balken, desto besser die Schwelle. Gegen diese Gegner schneidet die
**vorsichtige** Spielerin am besten ab, die fast nie klopft: Sie sammelt kleine Karten, und wenn ein Gegner klopft,
hat sie oft gleich viele oder weniger Punkte – dann bekommt *er* die 25 (**C11**). Wer schon bei 10 Punkten klopft,
schreibt im Schnitt etwa dreieinhalb Punkte pro Runde mehr auf. Ändere die Gegner (zum Beispiel `"strong"`) oder die Zahl
der Runden und prüfe, ob die Antwort gleich bleibt.

## Jetzt du

1. Das Spiel geht bis 100 Punkte. Anna hat 96, Ben 101, Clara 40. Wer gewinnt?
2. Nach 7 Runden haben Anna und Clara beide 38 Punkte, Ben 52. Wer gewinnt?
3. Warum ist Klopfen mit 10 Punkten oft riskant?

<details><summary>Lösung</summary>

1. Ben hat die 100 überschritten, das Spiel ist aus; Clara hat die wenigsten Punkte und gewinnt (C13).
2. Anna und Clara teilen sich den Sieg (C13).
3. Weil dann oft ein anderer gleich viele oder weniger Punkte hat – und der Klopfer bekommt 25 (C11).

</details>

**Regeln dieser Lektion:** C10, C11, C13.
""",
        en="""
Read the chart: the lower the bar, the better the threshold. Against these opponents the **cautious** player who
hardly ever knocks does best: she collects small cards, and when an opponent knocks she often has the same or
fewer points, so *he* gets the 25 (**C11**). Knocking at 10 points costs about three and a half points per
round more on average. Change the opponents (for example to `"strong"`) or the number of rounds and check whether the answer
stays the same.

## Now you try

1. The game goes to 100 points. Anna has 96, Ben 101, Clara 40. Who wins?
2. After 7 rounds Anna and Clara both have 38 points, Ben 52. Who wins?
3. Why is knocking with 10 points often risky?

<details><summary>Answer</summary>

1. Ben has passed 100, so the game is over; Clara has the fewest points and wins (C13).
2. Anna and Clara share the win (C13).
3. Because somebody else often has the same or fewer points, and then the knocker gets 25 (C11).

</details>

**Rules in this lesson:** C10, C11, C13.
""",
    ),
]
