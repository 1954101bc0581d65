"""The prepared rounds of the guided games (issue 28): one short round per rule, every card known in advance.

A :class:`GuidedRound` is data: the deal (cards as text, dealt exactly so by the engine's ``setup_game`` /
``stack_deck``), the script of moves (the learner's moves and the other players'), the sentences that say
what to click and why, and the closing line that says what the learner did well.  The real engine plays
every move; nothing here decides a game.

"Nochmal" deals the same round with the suits swapped round (:func:`suit_turn`): every value, every rule
and every sentence stay the same, the cards look new.  The sentences name cards through ``facts`` (a card
or, written ``suit:<card>``, the card's suit), so they follow the turned suits in both languages.

>>> [round.topic for round in ROUNDS["knack"]]
['swap', 'push', 'close', 'feuer', 'tie']
>>> [move.kind for move in ROUNDS["charakir"][1].steps if move.seat == YOU]
['draw', 'discard', 'knock']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, parse_cards
from ..errors import KnackpyError
from ..rules import rules as make_rules
from . import guided_rounds_texts  # noqa: F401  (registers the sentences of the rounds)

__all__ = ["GuidedRound", "Move", "ROUNDS", "YOU", "find_round", "suit_turn"]

YOU = 0  # the learner's seat in every guided round; in the game the learner is called Anna


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the script: who moves, what kind of move (an engine action's ``kind``), its cards as text,
    and for the learner's own moves the text key that says what to click and why."""

    seat: int
    kind: str
    cards: tuple[str, ...] = ()
    say: str = ""


def you(kind: str, *cards: str, say: str) -> Move:
    return Move(YOU, kind, cards, say)


def other(seat: int, kind: str, *cards: str) -> Move:
    return Move(seat, kind, cards)


@dataclass(frozen=True)
class GuidedRound:
    """One guided round: the ruleset (and house rules for it), the deal, the script and the closing line."""

    ruleset: str
    topic: str
    deal: dict[str, Any]
    steps: tuple[Move, ...]
    done: str  # the text key of the closing line: what the learner did well
    rule_ids: tuple[str, ...]  # the rules the round teaches
    facts: dict[str, str] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def rules(self):
        return make_rules(self.ruleset, **self.options)


_KNACK_OTHERS = [None, "A♥ 8♠ 7♦", "8♣ 8♦ 9♠"]

ROUNDS: dict[str, tuple[GuidedRound, ...]] = {
    "knack": (
        GuidedRound(
            "knack",
            "swap",
            dict(hands=_KNACK_OTHERS, dealer_hands=("10♣ J♣ 7♣", "A♣ 8♥ 9♥")),
            (
                you("keep", say="guided.knack.keep"),
                other(1, "push"),
                other(2, "push"),
                you("swap", "7♣", "A♣", say="guided.knack.swap"),
                you("call", say="guided.knack.call"),
            ),
            "guided.knack.swap.done",
            ("K5", "K6", "K10", "K14"),
            facts={"low": "7♣", "ace": "A♣", "suit": "suit:A♣"},
        ),
        GuidedRound(
            "knack",
            "push",
            dict(hands=_KNACK_OTHERS, dealer_hands=("10♣ J♣ 7♣", "7♥ 8♥ 9♦"), pile="A♣ Q♥ 7♠"),
            (
                you("keep", say="guided.push.keep"),
                other(1, "push"),
                other(2, "push"),
                you("push", say="guided.push.push"),
                other(1, "swap", "8♠", "Q♥"),
                other(2, "push"),
                you("swap", "7♣", "A♣", say="guided.push.swap"),
                you("call", say="guided.push.call"),
            ),
            "guided.push.done",
            ("K11", "K12", "K14"),
            facts={"low": "7♣", "ace": "A♣", "suit": "suit:A♣"},
        ),
        GuidedRound(
            "knack",
            "close",
            dict(hands=[None, "A♥ 8♥ 7♦", "8♣ 8♦ 9♣"], dealer_hands=("A♠ K♠ 8♠", "7♥ Q♥ 9♦"), pile="A♣ Q♦ 7♠"),
            (
                you("keep", say="guided.close.keep"),
                other(1, "swap", "7♦", "7♥"),
                other(2, "push"),
                you("close", say="guided.close.close"),
                other(1, "push"),
                other(2, "swap", "8♣", "9♦"),
            ),
            "guided.close.done",
            ("K13", "K16", "K18"),
            facts={"suit": "suit:A♠"},
        ),
        GuidedRound(
            "knack",
            "feuer",
            dict(hands=[None, "K♥ 8♠ 7♦", "8♣ 8♦ 9♠"], dealer_hands=("A♠ A♥ 9♦", "A♣ Q♥ 10♦"), pile="J♣ Q♦ 7♠"),
            (
                you("keep", say="guided.feuer.keep"),
                other(1, "push"),
                other(2, "push"),
                you("swap", "9♦", "A♣", say="guided.feuer.swap"),
                you("call", say="guided.feuer.call"),
            ),
            "guided.feuer.done",
            ("K8", "K14"),
            facts={"low": "9♦", "ace": "A♣"},
        ),
        GuidedRound(
            "knack",
            "tie",
            dict(hands=[None, "K♥ 8♣ 7♦", "10♣ 8♦ 7♠"], dealer_hands=("A♠ K♠ 9♠", "7♥ 8♠ 9♣"), pile="Q♣ 7♣ 10♦"),
            (
                you("keep", say="guided.tie.keep"),
                other(1, "push"),
                other(2, "push"),
                you("close", say="guided.tie.close"),
                other(1, "push"),
                other(2, "push"),
            ),
            "guided.tie.done",
            ("K13", "K16", "K17"),
            facts={"high": "Q♣", "low": "7♣"},
        ),
    ),
    "knack_oberlausitz": (
        GuidedRound(
            "knack_oberlausitz",
            "chooser",
            dict(
                dealer=2,
                hands=[None, "Grün-Ass Schellen-8 Rot-7", "Schellen-9 Rot-8 Grün-7"],
                dealer_hands=("Eichel-10 Eichel-Unter Eichel-7", "Eichel-Ass Grün-8 Rot-9"),
            ),
            (
                you("keep", say="guided.lausitz.keep"),
                other(1, "push"),
                other(2, "push"),
                you("swap", "Eichel-7", "Eichel-Ass", say="guided.lausitz.swap"),
                you("call", say="guided.lausitz.call"),
            ),
            "guided.lausitz.done",
            ("O4", "O7", "O10"),
            facts={"low": "Eichel-7", "ace": "Eichel-Ass", "suit": "suit:Eichel-Ass"},
        ),
        GuidedRound(
            "knack_oberlausitz",
            "superknack",
            dict(
                dealer=2,
                hands=[None, "Grün-10 Schellen-8 Rot-7", "Schellen-9 Rot-8 Grün-7"],
                dealer_hands=("Eichel-Ass Grün-Ass Rot-9", "Schellen-Ass Eichel-8 Grün-9"),
            ),
            (
                you("keep", say="guided.superknack.keep"),
                other(1, "push"),
                other(2, "push"),
                you("swap", "Rot-9", "Schellen-Ass", say="guided.superknack.swap"),
                you("call", say="guided.superknack.call"),
            ),
            "guided.superknack.done",
            ("O9",),
            facts={"low": "Rot-9", "ace": "Schellen-Ass"},
        ),
        GuidedRound(
            "knack_oberlausitz",
            "swim",
            dict(
                dealer=2,
                hands=[None, "Grün-10 Schellen-8 Rot-7", "Schellen-9 Rot-Ober Schellen-7"],
                dealer_hands=("Eichel-König Eichel-10 Eichel-8", "Schellen-Ass Eichel-9 Grün-9"),
            ),
            (
                you("keep", say="guided.swim.keep"),
                other(1, "push"),
                other(2, "push"),
                you("close", say="guided.swim.close"),
                other(1, "push"),
                other(2, "push"),
            ),
            "guided.swim.done",
            ("O5", "O12", "O13"),
            facts={"suit": "suit:Eichel-König"},
            options={"coins": 1},
        ),
    ),
    "charakir": (
        GuidedRound(
            "charakir",
            "pair",
            dict(dealer=2, hands=["5♥ 5♠ K♦ 2♣", "A♠ 3♦ 9♥ Q♣", "7♥ 7♦ J♠ 4♣"], discard="K♠", pile="8♠ 9♦ 6♣ 3♠"),
            (
                you("take", say="guided.charakir.take"),
                you("pair", "K♦", "K♠", say="guided.charakir.pair"),
                you("discard", "5♠", say="guided.charakir.discard"),
                you("knock", say="guided.charakir.knock"),
                other(1, "draw"),
                other(1, "discard", "Q♣"),
                other(2, "draw"),
                other(2, "discard", "J♠"),
            ),
            "guided.charakir.done",
            ("C7", "C8", "C9", "C10", "C11"),
            facts={"top": "K♠", "king": "K♦", "five": "5♠", "left": "5♥", "two": "2♣"},
        ),
        GuidedRound(
            "charakir",
            "penalty",
            dict(dealer=2, hands=["A♥ 3♠ 4♦ 9♣", "A♠ 2♦ 3♥ Q♣", "7♥ 7♦ J♠ 4♣"], discard="K♠", pile="2♠ A♣ 9♦ 3♣"),
            (
                you("draw", say="guided.penalty.draw"),
                you("discard", "9♣", say="guided.penalty.discard"),
                you("knock", say="guided.penalty.knock"),
                other(1, "draw"),
                other(1, "discard", "Q♣"),
                other(2, "draw"),
                other(2, "discard", "J♠"),
            ),
            "guided.penalty.done",
            ("C10", "C11"),
            facts={"top": "K♠", "nine": "9♣"},
        ),
    ),
}


def find_round(ruleset: object, topic: object = None) -> GuidedRound:
    """The guided round of ``ruleset`` about ``topic`` (its first round without one)."""
    if ruleset not in ROUNDS:
        raise KnackpyError("guided.error.ruleset", value=repr(ruleset), accepted=", ".join(ROUNDS))
    rounds = ROUNDS[ruleset]
    if topic is None:
        return rounds[0]
    for found in rounds:
        if found.topic == topic:
            return found
    raise KnackpyError("guided.error.topic", value=repr(topic), accepted=", ".join(r.topic for r in rounds))


def suit_turn(rules, turn: int):
    """The card map of deal number ``turn``: every suit moved ``turn`` places on in the deck's order (0: as
    written).  Values and rules do not depend on which suit is which, so the round plays the same."""
    suits = rules.deck.suits
    by_place = {(card.suit, card.rank): card for card in rules.deck.cards}

    def turned(card: Card) -> Card:
        suit = suits[(suits.index(card.suit) + turn) % len(suits)]
        return by_place[(suit, card.rank)]

    return turned


def cards_of(text: str, rules, turned) -> tuple[Card, ...]:
    """The cards of ``text`` in this deal (suits turned)."""
    return tuple(turned(card) for card in parse_cards(text, rules.deck))
