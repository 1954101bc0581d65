"""Lesson 08 (Knack): strategy and probability."""

from course_build import check, code, md, parameters

CELLS = [
    md(
        de="""
# 08 Knack: Strategie und Wahrscheinlichkeit

**Lernziele**

* Du berechnest, wie selten Feuer, Knack und drei Gleiche beim Geben sind (**K7**, **K8**, **K14**).
* Du liest die Verteilung der Handwerte ab und weißt, welcher Wert „gut“ ist (**K6**).
* Du schätzt ab, ob sich ein Tausch, eine Wahl des Gebers oder das Passen lohnt (**K5**, **K10**, **K13**).
* Du verstehst, wie der starke Computer-Gegner entscheidet – und warum er den einfachen schlägt.
""",
        en="""
# 08 Knack: strategy and probability

**Goals**

* You work out how rare Feuer, Knack and three of a kind are on the deal (**K7**, **K8**, **K14**).
* You read the distribution of hand values and know which value is "good" (**K6**).
* You judge whether a swap, a dealer's choice or closing pays off (**K5**, **K10**, **K13**).
* You understand how the strong computer opponent decides, and why it beats the simple one.
""",
    ),
    parameters(),
    check(
        """
import knackpy
from knackpy import checks

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

checks.more_likely(["feuer", "exactly:31"], rules="knack", lang=LANG)
"""
    ),
    md(
        de="""
## Wie selten ist Feuer?

Aus 32 Karten gibt es 4960 verschiedene Hände mit drei Karten. Nur 4 davon bestehen aus drei Assen. Das
Programm zählt alle Hände genau durch und rechnet mit Brüchen:
""",
        en="""
## How rare is Feuer?

From 32 cards there are 4,960 different hands of three. Only 4 of them are three aces. The program counts
every hand exactly and works with fractions:
""",
    ),
    code(
        """
import knackpy
from knackpy import odds, svg

knack = knackpy.rules("knack")
deal = odds.deal_odds(knack)
print(deal.explain(LANG))
print(deal.three_aces.probability)  # an exact fraction: 1/1240
"""
    ),
    check(
        """
checks.more_likely(["at_least:30", "at_most:11"], rules="knack", lang=LANG)
"""
    ),
    md(
        de="""
## Welche Werte sind häufig?

Die Grafik zeigt, wie oft jeder Wert direkt beim Geben vorkommt. Die meisten Hände liegen unter 20 – wer 25
oder mehr hat, steht schon recht gut da.
""",
        en="""
## Which values are common?

The chart shows how often each value turns up straight from the deal. Most hands are below 20: a hand of
25 or more is already quite strong.
""",
    ),
    code(
        """
dist = odds.value_distribution(knack)
labels = [knackpy.scoring.format_points(v) for v in dist]
print(dist.explain(LANG))
print(dist.at_least(25).explain(LANG))
svg.bar_chart_svg(labels, [float(p) for p in dist.values()], width=640, show_values=False,
                  title={"de": "Handwerte beim Geben (32 Karten)", "en": "Hand values on the deal (32 cards)"}[LANG],
                  lang=LANG)
"""
    ),
    check(
        """
checks.best_swap("A♥ K♥ 7♠", "Q♦ 8♣ 9♥", rules="knack", lang=LANG)
"""
    ),
    md(
        de="""
## Lohnt sich der Tausch?

Du hältst Herz-Ass, Herz-König und Pik-7, im Stock liegen Karo-Dame, Kreuz-8 und Herz-9. Das Programm sucht
den besten Tausch und rechnet aus, wie oft ein neuer Stock dir mindestens 30 bringen würde:
""",
        en="""
## Is the swap worth it?

You hold the ace and king of hearts and the seven of spades; the table shows the queen of diamonds, the eight
of clubs and the nine of hearts. The program finds the best swap and works out how often new table cards would
give you at least 30:
""",
    ),
    code(
        """
print(odds.swap_odds("A♥ K♥ 7♠", "Q♦ 8♣ 9♥", knack, at_least=30).explain(LANG))
print(odds.unseen_hand_odds("10♣ J♣ 7♣", knack).explain(LANG))
"""
    ),
    md(
        de="""
## Probier es aus: der Wahrscheinlichkeits-Rechner

Gib eine Hand und einen Stock ein und sieh dir die genauen Chancen an.
""",
        en="""
## Try it: the odds explorer

Enter a hand and table cards and look at the exact chances.
""",
    ),
    code(
        """
from knackpy.widgets import OddsExplorer

OddsExplorer(rules="knack", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    check(
        """
checks.more_likely(["exactly:21", "exactly:31"], rules="knack", lang=LANG)
"""
    ),
    md(
        de="""
## Wie spielt der starke Gegner?

Der **einfache** Gegner folgt festen Faustregeln: Er tauscht zur besten Hand, die er bekommen kann, und passt
ab einem festen Wert. Der **starke** Gegner spielt viele mögliche Verläufe im Kopf durch: Er verteilt die
Karten, die er nicht sieht, immer wieder zufällig auf die anderen und schätzt so, wie wahrscheinlich er am
Ende den niedrigsten Wert hat. Er schummelt nicht – er kennt nur seine eigene Sicht (**E5**).

Ein kleines Turnier mit festen Zufallszahlen zeigt den Unterschied:
""",
        en="""
## How does the strong opponent play?

The **simple** opponent follows fixed rules of thumb: it swaps to the best hand it can get and closes from a
fixed value. The **strong** opponent plays through many possible futures: it deals the cards it cannot see to
the others again and again at random, and so estimates how likely it is to end with the lowest value. It does
not cheat: it knows only its own view (**E5**).

A small tournament with fixed random numbers shows the difference:
""",
    ),
    code(
        """
from knackpy.simulate import simulate

result = simulate(knack, bots=["random", "simple", "strong"], games=60, seed=8)
print(result.table(LANG))
"""
    ),
    md(
        de="""
## Jetzt du

1. Wie wahrscheinlich sind drei Gleiche (ohne Asse) beim Geben, ungefähr in Prozent?
2. Du hast 27 Punkte und darfst als Geber die zweite Hand blind nehmen. Lohnt sich das?
3. Warum gewinnt der starke Gegner nicht jedes Spiel?

<details><summary>Lösung</summary>

1. 28 von 4960 Händen, also etwa 0,56 % (K7).
2. Nein: Die unbekannte Hand ist nur in etwa 4 % der Fälle besser (K5).
3. Knack ist auch ein Glücksspiel: Die Karten werden zufällig gegeben, und auch der beste Plan verliert manchmal.

</details>

**Regeln dieser Lektion:** K5, K6, K7, K8, K10, K13, K14, E5.
""",
        en="""
## Now you try

1. How likely is three of a kind (not aces) on the deal, roughly in percent?
2. You have 27 points and, as the dealer, may take the second hand blind. Is it worth it?
3. Why does the strong opponent not win every game?

<details><summary>Answer</summary>

1. 28 of 4,960 hands, so about 0.56% (K7).
2. No: the unseen hand is better in only about 4% of cases (K5).
3. Knack is also a game of luck: the cards are dealt at random, and even the best plan loses sometimes.

</details>

**Rules in this lesson:** K5, K6, K7, K8, K10, K13, K14, E5.
""",
    ),
]
