"""knackpy: the rules of Knack ("31"), Knack as played in the Oberlausitz, and Charakir.

German first, English beside it: every card, rule, move and error speaks both.

A ruleset's name works wherever a rules object does (``knackpy.rules(name, **options)`` makes one with
options), and a new game has three players unless told otherwise:

>>> import knackpy
>>> knackpy.hand_value("Eichel-Unter Eichel-10 Eichel-7", "knack_oberlausitz").points
27
>>> knackpy.new_game("charakir", seed=5).names
('Anna', 'Ben', 'Clara')
"""

# knackpy.registry and knackpy.svg are part of the front door (the lessons call knackpy.svg.set_language).
from . import registry, svg  # noqa: F401
from .cards import Card, Deck, Hand, card, deck, format_cards, parse_cards
from .engine import Action, Event, Game, Outcome, View, load_game, new_game
from .errors import IllegalActionError, KnackpyError, LoadError, ParseError, RulesError
from .rules import Rules, rules
from .scoring import HandValue, card_points, hand_value, score_table

__version__ = "0.1.0"

__all__ = [
    "Card",
    "Deck",
    "Hand",
    "card",
    "deck",
    "format_cards",
    "parse_cards",
    "KnackpyError",
    "IllegalActionError",
    "LoadError",
    "ParseError",
    "RulesError",
    "Rules",
    "rules",
    "HandValue",
    "card_points",
    "hand_value",
    "score_table",
    "new_game",
    "load_game",
    "Action",
    "Event",
    "Game",
    "Outcome",
    "View",
]
