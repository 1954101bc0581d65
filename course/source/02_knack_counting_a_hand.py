"""Lesson 02 (Knack, children's track): counting a hand — K6, K7, K8 (the Oberlausitz count: lesson 09)."""

from course_build import check, hidden, md, parameters

CELLS = [
    md(
        de="""
# 02 Knack: Eine Hand zählen

Jetzt zählst du eine ganze Hand aus drei Karten, auch wenn die Farben gemischt sind.

**Das lernst du heute**

* Nur Karten **einer Farbe** zählen zusammen, und die beste Farbe gilt (Regel **K6**).
* Drei Gleiche, zum Beispiel drei Achten, zählen 30½ (Regel **K7**).
* Drei Asse heißen **Feuer** (Regel **K8**).
""",
        en="""
# 02 Knack: counting a hand

Now you count a whole hand of three cards, even when the suits are mixed.

**What you learn today**

* Only cards of **one suit** add up, and the best suit counts (rule **K6**).
* Three of a kind, such as three eights, count 30½ (rule **K7**).
* Three aces are called **Feuer**, fire (rule **K8**).
""",
    ),
    parameters(),
    hidden(
        """
import knackpy
from knackpy import checks
from knackpy.display import rule_box

knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language

knack = knackpy.rules("knack")
rule_box("K6", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 1: Nur eine Farbe zählt

Schau dir die Hand an. Zwei Karten sind Herz, eine ist Pik. Die Pik-Karte zählt nicht mit, denn sie hat eine
andere Farbe. Was ist die Hand wert?
""",
        en="""
## Step 1: only one suit counts

Look at the hand. Two cards are hearts, one is spades. The spade does not count, because it is a different
suit. What is the hand worth?
""",
    ),
    check(
        """
checks.value("K♥ 10♥ 9♠", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Schritt 2: Die beste Farbe gewinnt

Hast du zwei Farben auf der Hand, zählst du jede für sich. Die Farbe mit mehr Punkten ist der Wert deiner
Hand. Haben alle drei Karten verschiedene Farben, zählt nur die beste Karte.
""",
        en="""
## Step 2: the best suit wins

If you have two suits in your hand, count each on its own. The suit with more points is the value of your
hand. If all three cards have different suits, only the best card counts.
""",
    ),
    hidden(
        """
from IPython.display import Markdown

hands = ("A♥ K♥ 7♥", "A♣ K♣ 9♦", "A♥ 10♠ 7♦")
Markdown("\\n".join(f"* {knackpy.hand_value(hand, knack).explain(LANG)}" for hand in hands))
"""
    ),
    check(
        """
checks.value("Q♦ 8♣ 9♣", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
**Mach mit:** Ziehe drei Karten aus deinem Spiel und zähle sie. Dann tausche eine davon so aus, dass die
Hand mehr wert wird.

## Schritt 3: Drei Gleiche

Drei Karten mit demselben Bild oder derselben Zahl, zum Beispiel drei Achten, sind etwas Besonderes. Was
meinst du, was sie wert sind?
""",
        en="""
**Your turn:** draw three cards from your deck and count them. Then swap one of them so that the hand is
worth more.

## Step 3: three of a kind

Three cards with the same picture or number, three eights for example, are special. What do you think they
are worth?
""",
    ),
    check(
        """
checks.value("8♠ 8♥ 8♣", rules=knack, lang=LANG)
"""
    ),
    hidden(
        """
rule_box("K7", lang=LANG, rules=knack)
"""
    ),
    md(
        de="""
## Schritt 4: Feuer

Mit einer Farbe kommst du höchstens auf **31**: ein Ass und zwei Zehnerkarten. Nur eine Hand ist noch
mehr wert: **drei Asse**. Sie heißen **Feuer** und zählen 33. Wer Feuer hat, beendet die Runde sofort.
""",
        en="""
## Step 4: Feuer

With one suit you can reach at most **31**: an ace and two ten-point cards. Only one hand is worth even
more: **three aces**. They are called **Feuer** (fire) and count 33. Whoever has Feuer ends the round at once.
""",
    ),
    hidden(
        """
rule_box("K8", lang=LANG, rules=knack)
"""
    ),
    check(
        """
checks.more_likely(["feuer", "exactly:30.5"], rules=knack, lang=LANG, in_words=True)
"""
    ),
    md(
        de="""
## Schritt 5: Probier es im Handlabor

Klicke drei Karten an. Das Handlabor zeigt dir den Wert und sagt, warum. Eine vierte Karte nimmt es nicht
an, denn eine Knack-Hand hat genau drei Karten. (Auf der Webseite drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Step 5: try it in the hand lab

Click three cards. The hand lab shows you the value and says why. It will not take a fourth card, because a
Knack hand has exactly three. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets import HandLab

HandLab(rules="knack", cards="A♥ K♥ 7♥", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    md(
        de="""
## Zum Schluss: Welcher Tausch ist am besten?

Im Spiel liegen drei Karten offen, für alle zu sehen: der **Stock**. Du darfst eine deiner Karten gegen
eine Stockkarte tauschen. Welcher Tausch bringt dir die meisten Punkte? (Wie das Tauschen genau geht,
lernst du in Lektion 04.)
""",
        en="""
## Last of all: which swap is best?

In the game three cards lie face up for everyone to see: the **table**. You may swap one of your cards for one of
the table cards. Which swap gives you the most points? (Lesson 04 shows exactly how swapping works.)
""",
    ),
    check(
        """
checks.best_swap("A♣ K♣ 7♠", "8♦ Q♣ 9♥", rules=knack, lang=LANG)
"""
    ),
    md(
        de="""
## Geschafft!

* Nur Karten einer Farbe zählen zusammen, die beste Farbe gilt (**K6**).
* Drei Gleiche zählen 30½ (**K7**).
* Drei Asse sind Feuer: 33, die Runde ist sofort vorbei (**K8**).
""",
        en="""
## Well done!

* Only cards of one suit add up, and the best suit counts (**K6**).
* Three of a kind count 30½ (**K7**).
* Three aces are Feuer: 33, and the round is over at once (**K8**).
""",
    ),
]
