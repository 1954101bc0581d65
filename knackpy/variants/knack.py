"""Knack ("31", source 000): three cards, a face-up table, three lives each (K1-K19)."""

from __future__ import annotations

from .. import i18n
from .base import Variant

VARIANT = Variant(
    name="knack",
    aliases=("31", "einunddreissig", "einunddreißig", "thirty_one", "schwimmen"),
    engine="knackpy.engine.knack:KnackGame",
    decks=("french32", "french52"),
    options={
        "deck": "french32",
        "lives": 3,
        "renew_stock_when_all_push": True,
        "seven_eight_nine": False,
        "feuer_ends_round": True,
        "feuer_shown_as_33": True,
        "forgotten_cleared_by_swap": False,
        "turn_cap": 200,
    },
    max_players=lambda size: size // 3 - 1,  # K3: three cards each plus the dealer's second hand
    rule_ids={
        "deck": "K1",
        "points": "K2",
        "players": "K3",
        "deal": "K4",
        "choose": "K5",
        "value": "K6",
        "triple": "K7",
        "top": "K8",
        "first": "K9",
        "swap": "K10",
        "push": "K11",
        "renew": "K12",
        "close": "K13",
        "call": "K14",
        "deal_call": "K15",
        "lose": "K16",
        "tie": "K17",
        "stakes": "K18",
        "seven_eight_nine": "K19",
    },
    card_layout=(
        ("deck", ("K1", "K2")),
        ("players", ("K3", "K4", "K5")),
        ("goal", ("K6", "K7", "K8")),
        ("turn", ("K9", "K10", "K11", "K12", "K13", "K14", "K19")),
        ("end", ("K15",)),
        ("scoring", ("K16", "K17", "K18")),
    ),
    goal_ids=("K16", "K18"),
    loss_ids=("K16",),
    odds_ids={
        "aces": ("K8",),
        "knack": ("K6", "K14"),
        "three": ("K7",),
        "values": ("K6", "K7", "K8"),
        "swap": ("K10",),
    },
    has_lives=True,
    has_table=True,
    close_word="passen",
    top_call="feuer",
)

i18n.catalogue({"rules.name.knack": ("Knack (31)", "Knack (31)")})
