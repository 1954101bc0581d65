"""Lesson 11 (Charakir): the turn — draw, pair, discard."""

from course_build import code, md, parameters

CELLS = [
    md(
        de="""
# 11 Charakir: Der Spielzug

**Lernziele**

* Du ziehst genau eine Karte: vom Stapel oder von der Ablage (**C7**).
* Du weißt, dass man die offene Karte nur mit einem Paar nehmen darf (**C8**), und kennst den Schalter dazu.
* Du legst am Ende deines Zuges eine Karte ab (**C9**).
""",
        en="""
# 11 Charakir: the turn

**Goals**

* You draw exactly one card: from the pile or from the discard pile (**C7**).
* You know that the face-up card may only be taken with a pair (**C8**), and you know the switch for it.
* You discard one card at the end of your turn (**C9**).
""",
    ),
    parameters(),
    code(
        """
import knackpy
from knackpy import registry
from knackpy.engine.charakir import stack_deck

charakir = knackpy.rules("charakir")
for rule_id in ("C7", "C8", "C9"):
    print(rule_id, registry.rule_text(rule_id, LANG, charakir))
"""
    ),
    md(
        de="""
## Ziehen: Stapel oder offene Karte

Ben ist dran. Er hat zwei Fünfen auf der Hand, offen liegt der Pik-König. Weil er ein Paar hat, darf er den
König nehmen – muss dann aber sofort ein Paar ablegen. Das kann sogar der König mit seinem Karo-König sein:
""",
        en="""
## Drawing: the pile or the face-up card

It is Ben's turn. He has two fives in his hand, and the king of spades lies face up. Because he has a pair, he
may take the king, but then he must lay a pair at once. That can even be the king with his king of diamonds:
""",
    ),
    code(
        """
order = stack_deck(charakir, players=3, dealer=0, hands=["7♥ 7♦ J♠ 4♣", "5♥ 5♠ K♦ 2♣", "A♠ 3♦ 9♥ Q♣"],
                   discard="K♠", pile="A♥ 8♠ 2♦")
game = knackpy.new_game(charakir, players=3, seed=1, deck_order=order, first_dealer=0)
print(game.names[game.to_move], "|", knackpy.format_cards(game.hand(game.to_move), LANG), "|", game.discard_top.name(LANG))
taken = game.apply("take")
[a.label(LANG) for a in taken.legal_actions()]
"""
    ),
    code(
        """
paired = taken.apply(taken.legal_actions()[1])
discarded = paired.apply("discard 2♣")
print([a.label(LANG) for a in discarded.legal_actions()])  # 10 points left: he may knock (lesson 12)
done = discarded.apply("no-knock")
for line in done.history_text(LANG)[-4:]:
    print(line)
"""
    ),
    md(
        de="""
## Ohne Paar keine offene Karte

Clara hat kein Paar – auch nicht mit der offenen Karte. Also darf sie nur vom Stapel ziehen:
""",
        en="""
## No pair, no face-up card

Clara has no pair, not even with the face-up card. So she may only draw from the pile:
""",
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
mit dem Schalter `pair_may_use_taken_card=False` muss das Paar schon vorher auf der Hand gewesen sein.

## Probier es aus: der Zug-Trainer

Versuche auch, die offene Karte ohne Paar zu nehmen – der Trainer erklärt, warum das nicht geht.
""",
        en="""
The source does not say clearly whether the card just taken may be part of the pair. The course allows it;
with the switch `pair_may_use_taken_card=False` the pair must already have been in the hand.

## Try it: the turn trainer

Also try taking the face-up card without a pair: the trainer explains why that does not work.
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
