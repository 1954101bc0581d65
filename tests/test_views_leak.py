"""E5 at the deal call: the chooser learns that the round will end, the caller's cards only after the choice.

Every view of random games of every variant, at every step, is checked in tests/test_simulation.py
(with tests/observation_support.py, which says which cards a player may see).
"""

from __future__ import annotations

import pytest
from observation_support import current_round, shown_cards

import knackpy
from knackpy.engine.knack import Keep, setup_game


@pytest.mark.rule("E5", "K15")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_a_knack_on_the_deal_shows_its_cards_only_after_the_choice(ruleset):
    rules = knackpy.rules(ruleset)
    deck = "french32" if ruleset == "knack" else "german32"
    knack = "A♣ K♣ Q♣" if deck == "french32" else "E-A E-K E-O"
    others = ("10♣ J♣ 7♣", "Q♥ 8♠ 9♠") if deck == "french32" else ("G-K G-O G-7", "S-7 S-8 R-8")
    third = "8♦ 9♦ 7♥" if deck == "french32" else "S-10 S-9 R-9"
    hands = [None, knack, third] if ruleset == "knack" else [third, None, knack]
    game = setup_game(rules, players=3, hands=hands, dealer_hands=others)
    caller = 1 if ruleset == "knack" else 2
    before = game.view(game.chooser)
    assert not shown_cards(before) & set(game.hand(caller))
    announced = [e for e in current_round(before.history) if e.kind == "knack_deal_call_announced"]
    assert [e.player for e in announced] == [caller]  # the chooser knows the round will end (K15)
    de = [e.text("de") for e in announced][0]
    assert "31" in de and "nach der Wahl" in de
    after = game.apply(Keep())
    shown = [e for e in after.history if e.kind == "knack_deal_call" and e.player == caller]
    assert shown and set(dict(shown[0].params)["cards"]) == set(knackpy.parse_cards(knack, rules))
