"""Knack as played in the Oberlausitz (source 001): coins and a pot, a chooser, Superknack (O1-O13).

The Knack engine plays it: with ``has_coins`` it reads the Oberlausitz text wherever it differs from 31
(the chooser left of the dealer O4, Superknack O9, "zumachen" O5, everyone with the lowest hand pays O12).
"""

from __future__ import annotations

from .. import i18n
from .base import Variant

VARIANT = Variant(
    name="knack_oberlausitz",
    aliases=("oberlausitz", "lausitz", "oberlausitzer_knack"),
    engine="knackpy.engine.knack:KnackGame",
    decks=("german32", "french32"),
    options={
        "deck": "german32",
        "coins": 3,
        "blank_may_drop_out": False,
        "same_rank_adds": True,
        "knack_is_ace_flush": True,
        "announce_knack": True,
        "renew_stock_when_all_push": False,
        "seven_eight_nine": False,
        "turn_cap": 200,
    },
    max_players=lambda size: min(9, size // 3 - 1),  # O2
    rule_ids={
        "deck": "O1",
        "points": "K2",
        "players": "O2",
        "deal": "O4",
        "choose": "O4",
        "value": "O6",
        "ace_flush": "O7",
        "triple": "O8",
        "top": "O9",
        "first": "O4",
        "swap": "K10",
        "push": "K11",
        "renew": "O5",
        "close": "O5",
        "call": "O10",
        "missed_top": "O11",
        "deal_call": "K15",
        "lose": "O12",
        "stakes": "O3",
        "blank": "O13",
        "seven_eight_nine": "K19",
    },
    card_layout=(
        ("deck", ("O1", "K2")),
        ("players", ("O2", "O3", "O4")),
        ("goal", ("O6", "O7", "O8", "O9")),
        ("turn", ("O5", "K10", "K11", "K13", "K19")),
        ("end", ("O10", "O11", "K15")),
        ("scoring", ("O12", "O13")),
    ),
    goal_ids=("O12", "O13"),
    loss_ids=("O12",),
    # "knack" without knack_is_ace_flush: an ace-flush only adds up (O6) -- see knackpy.odds.inputs
    odds_ids={
        "aces": ("O9",),
        "knack": ("O7",),
        "knack_adds_up": ("O6", "O7"),
        "three": ("O8",),
        "values": ("O6", "O7", "O8", "O9"),
        "swap": ("O5",),
    },
    value_options=("same_rank_adds", "knack_is_ace_flush"),
    has_coins=True,
    has_table=True,
    close_word="zumachen",
    top_call="superknack",
)

i18n.catalogue({"rules.name.knack_oberlausitz": ("Knack aus der Oberlausitz", "Knack as played in the Oberlausitz")})
