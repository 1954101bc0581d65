"""Lesson 13 (Charakir): the turn — draw, pair, discard."""

from course_build import check, code, hidden, md, parameters, picture_language

CELLS = [
    md(
        de="""
# 13 Charakir: Der Spielzug

**Lernziele**

* Du ziehst genau eine Karte: vom Stapel oder von der Ablage (**C7**).
* Du weißt, dass man die offene Karte nur mit einem Paar nehmen darf (**C8**), und kennst die Einstellung dazu.
* Du legst am Ende deines Zuges eine Karte ab (**C9**).
""",
        en="""
# 13 Charakir: the turn

**Goals**

* You draw exactly one card: from the pile or from the discard pile (**C7**).
* You know that the face-up card may only be taken with a pair (**C8**), and you know the setting for it.
* You discard one card at the end of your turn (**C9**).
""",
    ),
    parameters(),
    picture_language(),
    code(
        """
import knackpy
from knackpy.display import rule_boxes
from knackpy.engine.charakir import stack_deck

charakir = knackpy.rules("charakir")
display(rule_boxes(("C7", "C8", "C9"), lang=LANG, rules=charakir))
"""
    ),
    md(
        de="""
## Ziehen: Stapel oder offene Karte

Ben ist dran. Ben hat zwei Fünfen auf der Hand, offen liegt der Pik-König. Mit einem Paar auf der Hand darf
Ben den König nehmen, muss dann aber sofort ein Paar ablegen. Dafür zählt der neue König mit: Pik-König und
Karo-König sind auch ein Paar.
""",
        en="""
## Drawing: the pile or the face-up card

It is Ben's turn. Ben has two fives in hand, and the king of spades lies face up. With a pair in hand, Ben may
take the king, but must then lay down a pair at once. The new king counts for that: the king of spades and the
king of diamonds are a pair too.
""",
    ),
    code(
        """
order = stack_deck(charakir, players=3, dealer=0, hands=["7♥ 7♦ J♠ 4♣", "5♥ 5♠ K♦ 2♣", "A♠ 3♦ 9♥ Q♣"],
                   discard="K♠", pile="A♥ 8♠ 2♦")
game = knackpy.new_game(charakir, players=3, seed=1, deck_order=order, first_dealer=0)
print(game.names[game.to_move], "|", knackpy.format_cards(game.hand(game.to_move), LANG), "|", game.discard_top.name(LANG))
taken = game.apply("take")
print(taken.legal_actions().text(LANG))
"""
    ),
    check(
        """
from knackpy import checks

checks.legal(game, "take", rule_id="C8", lang=LANG)
"""
    ),
    code(
        """
paired = taken.apply(taken.legal_actions()[1])
discarded = paired.apply("discard 2♣")
print(discarded.legal_actions().text(LANG))
done = discarded.apply("no-knock")
for line in done.history_text(LANG)[-4:]:
    print(line)
"""
    ),
    md(
        de="""
## Ohne Paar keine offene Karte

Clara hat kein Paar – auch nicht mit der offenen Karte. Also darf Clara nur vom Stapel ziehen:
""",
        en="""
## No pair, no face-up card

Clara has no pair, not even with the face-up card. So Clara may only draw from the pile:
""",
    ),
    check(
        """
checks.legal(done, "draw", rule_id="C7", lang=LANG)
"""
    ),
    check(
        """
checks.legal(done, "take", rule_id="C8", lang=LANG)
"""
    ),
    code(
        """
print(done.names[done.to_move], "|", knackpy.format_cards(done.hand(done.to_move), LANG), "|", done.discard_top.name(LANG))
print(done.why_not("take", LANG))
"""
    ),
    md(
        de="""
Die Quelle sagt nicht eindeutig, ob die gerade genommene Karte Teil des Paars sein darf. Der Kurs erlaubt es;
mit der Einstellung `pair_may_use_taken_card=False` muss das Paar schon vorher auf der Hand gewesen sein.

## Probier es aus: der Zugtrainer

Versuche auch, die offene Karte ohne Paar zu nehmen – der Zugtrainer erklärt, warum das nicht geht.
""",
        en="""
The source does not say clearly whether the card just taken may be part of the pair. The course allows it;
with the setting `pair_may_use_taken_card=False` the pair must already have been in the hand.

## Try it: the turn trainer

Also try taking the face-up card without a pair: the turn trainer explains why that does not work.
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
## Dein erstes Spiel, Schritt für Schritt

Alle Karten sind vorbereitet. Bei jedem Schritt steht da, worauf du klickst und warum: ziehen, ein Paar
ablegen, eine Karte ablegen, klopfen. Ein anderer Klick wird erklärt, nicht bestraft. (Auf der Webseite
drückst du dafür erst oben „Live starten“.)
""",
        en="""
## Your first game, step by step

All the cards are set up. At every step the page says what to click and why: draw, lay down a pair, discard,
knock. A different click is explained, not punished. (On the website, press “Start live” at the top first.)
""",
    ),
    hidden(
        """
from knackpy.widgets.guided_game import GuidedGame

GuidedGame("charakir", lang=LANG)
""",
        tags=("nbval-ignore-output",),
    ),
    check(
        """
checks.may_knock("A♠ 3♦ 2♥ 4♣", lang=LANG)
"""
    ),
    md(
        de="""
## Jetzt du

1. Du hast 4♥ 4♣ 9♠ K♦, offen liegt die 9♦. Welche Paare darfst du nach dem Nehmen ablegen?
2. Wie viele Karten hast du danach am Ende deines Zuges?
3. Darfst du nach dem Ziehen vom Stapel ein Paar ablegen?

<details><summary>Lösung</summary>

1. Die Vieren oder – weil die genommene Karte mitzählt – die Neunen (C8).
2. 4 + 1 − 2 − 1 = 2 Karten (C8, C9).
3. Nein, ein Paar gibt es nur beim Nehmen der offenen Karte (C8).

</details>

**Regeln dieser Lektion:** C7, C8, C9.
""",
        en="""
## Now you try

1. You hold 4♥ 4♣ 9♠ K♦, and the 9♦ lies face up. Which pairs may you lay after taking it?
2. How many cards do you hold at the end of that turn?
3. May you lay a pair after drawing from the pile?

<details><summary>Answer</summary>

1. The fours, or, because the card you took counts, the nines (C8).
2. 4 + 1 − 2 − 1 = 2 cards (C8, C9).
3. No, a pair is laid only when taking the face-up card (C8).

</details>

**Rules in this lesson:** C7, C8, C9.
""",
    ),
]
