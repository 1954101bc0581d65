"""Lesson 01 (Knack, children's track): the cards and their points — K1, K2."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 01 Knack: Karten und Punkte

Willkommen bei **Knack**, das viele auch **31** nennen! Du brauchst ein Skatblatt. Wenn du eins hast, leg es
neben dich: Bei jedem Schritt gibt es etwas zu tun.

**Das lernst du heute**

* Du kennst die 32 Karten, mit denen man Knack spielt (Regel **K1**).
* Du weißt, wie viele Punkte jede Karte zählt (Regel **K2**).
""",
        en="""
# 01 Knack: cards and points

Welcome to **Knack**, which many people call **31**! You need a Skat deck. If you have one, put it next to
you: every step has something for you to do.

**What you learn today**

* You know the 32 cards that Knack is played with (rule **K1**).
* You know how many points each card counts (rule **K2**).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import checks, svg
from knackpy.display import rule_box

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

knack = knackpy.rules("knack")
rule_box("K1", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 1: Die Karten

Ein Skatblatt hat vier **Farben**: Kreuz, Pik, Herz und Karo. Von jeder Farbe gibt es acht Karten: Sieben,
Acht, Neun, Zehn, Bube, Dame, König und Ass. So sehen die Herz-Karten aus:
""",
        en="""
## Step 1: the cards

A Skat deck has four **suits**: clubs, spades, hearts and diamonds. Each suit has eight cards: seven,
eight, nine, ten, jack, queen, king and ace. These are the hearts:
""",
    ),
    hidden(
        """
svg.hand("7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥", width=64, lang=LANG)
"""
    ),
    md(
        de="""
**Mach mit:** Sortiere dein Kartenspiel nach Farben. Liegen vor dir vier Häufchen mit je acht Karten?
Dann ist dein Spiel vollständig.
""",
        en="""
**Your turn:** sort your deck by suit. Do you have four piles of eight cards each? Then your deck is
complete.
""",
    ),
    md(
        de="""
## Schritt 2: Was jede Karte zählt

Jede Karte bringt Punkte. Was meinst du: Wie viel ist die Dame wert? Klick auf deine Antwort.
""",
        en="""
## Step 2: what each card counts

Every card is worth points. What do you think: how much is the queen worth? Click your answer.
""",
    ),
    check(
        """
checks.card("Q♦", rules=knack, lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K2", lang=LANG, rules=knack)
"""
    ),
    hidden(
        """
hearts = knackpy.parse_cards("7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥")
svg.hand(hearts, width=64, labels=[str(knackpy.card_points(card, knack)) for card in hearts], lang=LANG)
"""
    ),
    md(
        de="""
Die Zahl unter jeder Karte sind ihre Punkte. Bube, Dame und König zählen alle 10, das **Ass zählt 11**:
Es ist die wertvollste Karte.
""",
        en="""
The number under each card is its points. Jack, queen and king all count 10; the **ace counts 11**: it is
the most valuable card.
""",
    ),
    check(
        """
checks.card("A♠", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 3: Punkte zusammenzählen

Bei Knack hast du drei Karten auf der Hand. Sind alle drei von **derselben Farbe**, zählst du ihre Punkte
zusammen. Probier es: Was sind diese drei Karten zusammen wert?
""",
        en="""
## Step 3: adding up points

In Knack you hold three cards. If all three are of **the same suit**, you add up their points. Try it:
what are these three cards worth together?
""",
    ),
    check(
        """
checks.value("K♥ Q♥ J♥", rules=knack, lang=LANG)
"""
    ),
    check(
        """
checks.value("A♠ 10♠ 9♠", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
**Mach mit:** Nimm drei Karten derselben Farbe aus deinem Spiel und zähle sie zusammen. Schaffst du es,
genau 31 zu legen? (Kleiner Hinweis: Du brauchst das Ass.)

## Geschafft!

* Ein Skatblatt hat 32 Karten in vier Farben (**K1**).
* Zahlenkarten zählen ihre Zahl, Bube, Dame und König 10, das Ass 11 (**K2**).

In der nächsten Lektion lernst du, was passiert, wenn deine drei Karten **nicht** alle dieselbe Farbe haben.
""",
        en="""
**Your turn:** take three cards of the same suit from your deck and add them up. Can you make exactly 31?
(A hint: you need the ace.)

## Well done!

* A Skat deck has 32 cards in four suits (**K1**).
* Number cards count their number, jack, queen and king 10, the ace 11 (**K2**).

In the next lesson you find out what happens when your three cards are **not** all of the same suit.
""",
    ),
]
