"""Charakir (source 002): four cards, a discard pile, the lowest total wins, a round ends by knocking (C1-C13)."""

from __future__ import annotations

from .. import i18n
from .base import Variant

VARIANT = Variant(
    name="charakir",
    aliases=(),
    engine="knackpy.engine.charakir:CharakirGame",
    decks=("french52",),
    options={
        "deck": "french52",
        "turn_cap": 200,
        "pair_may_use_taken_card": True,
        "pair_by_points": False,
        "may_discard_taken_card": True,
        "knocker_scores_hand": False,
        "last_turns_without_pile": False,
        "limit": 100,
        "rounds": None,
    },
    max_players=lambda size: (size - 2) // 4,  # C3: four each, one discard, at least one to draw
    rule_ids={
        "deck": "C1",
        "points": "C2",
        "value": "C2",
        "players": "C3",
        "dealer": "C4",
        "deal": "C5",
        "first": "C6",
        "draw": "C7",
        "pair": "C8",
        "discard": "C9",
        "knock": "C10",
        "score": "C11",
        "no_knock": "C12",
        "end": "C13",
    },
    card_layout=(
        ("deck", ("C1", "C2")),
        ("players", ("C3", "C4", "C5")),
        ("goal", ()),
        ("turn", ("C6", "C7", "C8", "C9", "C10")),
        ("end", ("C12",)),
        ("scoring", ("C11", "C13")),
    ),
    goal_ids=("C13",),
    loss_ids=("C11", "C12"),
    needs_one_of=("limit", "rounds"),
    has_discard_pile=True,
    ends_by_knock=True,
    hand_size=None,
    ace_points=1,
    lowest_wins=True,
)

i18n.catalogue({"rules.name.charakir": ("Charakir", "Charakir")})
