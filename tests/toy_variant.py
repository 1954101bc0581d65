"""A test-only ruleset, built the way ARCHITECTURE.md ("A new ruleset") shows: one module and its texts.

"Schnellknack" is Knack (31) dealt from 52 cards for two to four players, with one life each: the first
lost round ends the game.  It reuses the Knack engine and the rules of 31 (K1-K19), so it needs nothing
but this module; importing it registers the variant (``knackpy.rules("schnellknack")`` works from then on).
"""

from __future__ import annotations

from knackpy import i18n, variants

KNACK = variants.get("knack")

VARIANT = variants.Variant(
    name="quick_knack",
    aliases=("schnellknack",),
    engine="knackpy.engine.knack:KnackGame",  # the engine that plays it: Knack's
    decks=("french52",),
    options={
        "deck": "french52",
        "lives": 1,
        "renew_stock_when_all_push": True,
        "seven_eight_nine": False,
        "feuer_ends_round": True,
        "feuer_shown_as_33": True,
        "forgotten_cleared_by_swap": False,
        "turn_cap": 100,
    },
    max_players=lambda size: 4,
    rule_ids=KNACK.rule_ids,  # the rules of 31: K6 for a hand's value, K14 for calling, ...
    card_layout=KNACK.card_layout,
    goal_ids=KNACK.goal_ids,
    loss_ids=KNACK.loss_ids,
    odds_ids=KNACK.odds_ids,
    has_lives=True,
    has_table=True,
    close_word="passen",
    top_call="feuer",
)

if variants.get(VARIANT.name) is None:  # imported once per test session, whichever test comes first
    variants.register(VARIANT)

i18n.catalogue(
    {
        "rules.name.quick_knack": ("Schnellknack", "Quick Knack"),
        "registry.card.goal.quick_knack": (
            "Mit drei Karten möglichst nah an 31 kommen. Wer die schwächste Hand hat, verliert sein einziges Leben.",
            "Get as close to 31 as you can with three cards. The weakest hand loses its only life.",
        ),
    }
)
