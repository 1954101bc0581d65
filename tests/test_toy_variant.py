"""A ruleset added as one module (tests/toy_variant.py) plays like the three of the library (issue 32).

It is found by name and alias, its options and limits are its own, and a simple simulation loop plays it
to the end under every value of its options: random legal moves, the cards conserved (E3), a save and a
load after some moves (E6), a player's view without the others' cards (E5), and the library's bots.
"""

from __future__ import annotations

import random

import pytest
import toy_variant  # noqa: F401  (registers "quick_knack")

import knackpy
from knackpy import variants
from knackpy.errors import RulesError
from knackpy.rules import RULESETS, variations
from knackpy.simulate import simulate

TOY = variants.get("quick_knack")


def test_the_toy_is_registered_beside_the_three():
    assert TOY in variants.all() and [v.name for v in variants.all()][:3] == list(RULESETS)
    r = knackpy.rules("Schnellknack")
    assert r.variant is TOY and r.game == "quick_knack" and r.lives == 1 and r.deck.key == "french52"
    assert r.max_players == 4 and r.name("de") == "Schnellknack" and r.name("en") == "Quick Knack"
    assert knackpy.new_game(r, players=4, seed=1).n_players == 4


def test_the_toys_options_are_checked_like_any_others():
    with pytest.raises(RulesError, match="french52"):
        knackpy.rules("quick_knack", deck="french32")
    with pytest.raises(RulesError, match="coins"):
        knackpy.rules("quick_knack", coins=3)
    with pytest.raises(knackpy.KnackpyError):
        knackpy.new_game("quick_knack", players=5)


def _cards_in_play(view) -> list:
    """Every card a teacher's view shows: hands (the chooser's second one too), table, pile, the cards out."""
    hands = [*(view.hands or ()), *(view.chooser_hands or ())]
    return [c for hand in hands for c in hand] + [*(view.table or ()), *(view.pile or ()), *view.out_of_play]


def play_through(rules, *, players: int, seed: int) -> knackpy.Game:
    """One game of random legal moves, checked after every move."""
    rng = random.Random(seed)
    game = knackpy.new_game(rules, players=players, seed=seed)
    for step in range(5_000):
        if game.is_over():
            return game
        legal = game.legal_actions()
        assert legal, "a game that is not over has a legal move"
        game = game.apply(rng.choice(legal))
        if not game.is_over():  # E3: every card of the deck once, wherever it is
            cards = _cards_in_play(game.view(None))
            assert sorted(cards) == sorted(rules.deck.cards), step
        if step % 7 == 0:  # E6: saved and loaded, the same game
            again = knackpy.load_game(game.to_json())
            assert again.to_json() == game.to_json() and again.legal_actions() == game.legal_actions()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("option", "value", "rules"), variations("quick_knack"), ids=lambda x: str(x)[:20])
def test_the_toy_plays_through_under_every_option_value(option, value, rules):
    for seed in range(3):
        game = play_through(rules, players=2 + seed, seed=seed)
        outcome = game.outcome()
        assert outcome.winners and set(outcome.winners) <= set(range(game.n_players))


def test_a_players_view_hides_the_other_hands():
    game = knackpy.new_game("quick_knack", players=3, seed=4)
    game = game.apply(game.legal_actions()[0])
    view, teacher = game.view(0), game.view(None)
    assert view.game == "quick_knack" and view.hand == teacher.hands[0]
    assert view.hands is None and view.pile is None and view.values is None  # E5: nothing of the others


def test_the_bots_play_the_toy():
    result = simulate("quick_knack", bots=["random", "simple", "strong"], games=3, seed=2)
    assert result.ruleset == "quick_knack" and round(sum(s.win_score for s in result.stats())) == 3
    assert "Schnellknack" in result.summary("de") and "Quick Knack" in result.summary("en")


def test_the_rule_card_odds_and_coach_know_the_toy():
    from knackpy import odds, registry
    from knackpy.hints import hint

    r = knackpy.rules("quick_knack")
    card = registry.rule_card(r, "en")
    assert card.startswith("# Quick Knack") and "only life" in card and "(K10)" in card
    assert dict(r.describe("en"))["K18"].count("1 life") == 1  # its own option in the rule's words
    assert "52" in str(odds.deal_odds(r).three_aces)
    game = knackpy.new_game(r, players=3, seed=1)
    best = hint(game, samples=40)[0]
    assert best.action in game.legal_actions() and best.ruleset == "quick_knack" and best.measure == "lose_chance"
    assert best.reason("en")
