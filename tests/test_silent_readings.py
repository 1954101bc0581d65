"""Where the sources are silent (issue 27): each reading decided, documented in the rule reference, and played.

Each test plays the case and checks that the reference says what the engine does.
"""

from __future__ import annotations

import pytest

import knackpy
from knackpy import registry
from knackpy.engine import new_game
from knackpy.engine.charakir import stack_deck as charakir_deck
from knackpy.engine.knack import setup_game


def note(rule_id, lang="en"):
    return " ".join(registry.entry(rule_id).note(lang).split())


def play(game, *moves):
    for move in moves:
        game = game.apply(move)
    return game


def oberlausitz_swimmer(seed, **options):
    """Two players, one coin each: round 1 is stacked so that Anna (seat 0) pays her only coin and swims.
    Round 2 is dealt from ``seed``: Ben deals, Anna chooses."""
    r = knackpy.rules("knack_oberlausitz", coins=1, **options)
    game = setup_game(
        r, players=2, hands=["S-10 S-8 R-9", None], dealer_hands=("G-K G-O G-7", "E-7 E-8 R-8"), seed=seed
    )
    game = play(game, "behalten", "zumachen", "schieben")
    assert game.coins == (0, 1) and game.swimming == (True, False) and game.round_no == 2
    return game


@pytest.mark.rule("O13")
def test_a_swimmer_who_survives_a_game_keeps_swimming():
    game = oberlausitz_swimmer(seed=3)  # round 2: Anna keeps 11, Ben holds 10
    game = play(game, "behalten", "zumachen", "schieben")  # Ben closes, Anna pushes: Ben has the lowest hand
    assert game.round_results[-1].losers == (1,)
    assert game.in_game == (True, True) and game.swimming == (True, True) and game.coins == (0, 0)
    assert not game.is_over() and game.round_no == 3  # Anna swims on into a third game
    assert "keep swimming, game after game, until they lose once more" in note("O13")
    assert "schwimmt er weiter, Spiel für Spiel" in note("O13", "de")


@pytest.mark.rule("O13", "O9")
def test_a_swimmer_who_must_pay_for_a_superknack_is_out():
    game = oberlausitz_swimmer(seed=115)  # round 2: Ben is dealt three aces
    game = game.apply("behalten")  # the Superknack on the deal ends the game once Anna has chosen (K15, O9)
    result = game.round_results[-1]
    assert result.why == "superknack" and result.losers == (0,)
    assert game.in_game == (False, True) and game.is_over() and game.outcome().winners == (1,)
    assert any("Anna verliert beim Schwimmen und ist raus (O13)" in line for line in game.history_text("de"))
    assert "someone else's Superknack (O9) puts them out" in note("O13")


@pytest.mark.rule("O10", "K15")
@pytest.mark.parametrize("announce", [True, False])
def test_a_knack_on_the_deal_in_the_oberlausitz_follows_announcing(announce):
    r = knackpy.rules("knack_oberlausitz", announce_knack=announce)
    game = setup_game(
        r, players=3, hands=["S-10 S-8 R-9", None, "R-A R-7 R-U"], dealer_hands=("G-K G-O G-7", "E-7 E-8 R-8"), seed=0
    )
    game = game.apply("behalten")
    if announce:
        assert game.round_no == 2 and game.round_results[-1].ended == "deal_call"
    else:  # play goes on; the Knack (Rot-Ass, -7, -Unter: 31 by O7) counts at scoring and is nobody's mistake
        assert game.round_no == 1 and game.phase == "turn"
        game = play(game, "zumachen", "schieben", "schieben")
        result = game.round_results[-1]
        assert result.points[2] == 31 and result.forgetters == () and 2 not in result.losers
    assert "not announced, play goes on and the Knack counts at scoring" in note("O10")


def charakir(hands, discard, pile, players=None, **options):
    r = knackpy.rules("charakir", **options)
    n = players or len(hands)
    order = charakir_deck(r, players=n, dealer=n - 1, hands=hands, discard=discard, pile=pile)
    return new_game(r, players=n, seed=1, deck_order=order, first_dealer=n - 1)


@pytest.mark.rule("C8", "C9", "C10")
def test_a_charakir_hand_can_shrink_to_nothing_and_may_knock_then():
    game = charakir(["5h 5s Kd 3d", "9h 9c 8d 3c"], discard="Kc", pile="Qs 7c 8c 9s")
    game = play(game, "take", "pair Kd Kc", "discard 5s", "no-knock", "draw", "discard 3c")
    game = play(game, "take", "pair 3d 3c", "discard 5h")  # Anna: 4 -> 2 -> 0 cards
    assert game.hands[0] == () and game.hand_points(0) == 0 and game.phase == "knock"
    game = play(game, "knock", "draw", "discard Qs")  # Ben's last turn
    result = game.round_results[-1]
    assert result.knocker == 0 and result.rule == "C11"
    assert "An empty hand counts 0 and may knock" in note("C9")


@pytest.mark.rule("C10", "C12")
@pytest.mark.parametrize("last_turns", [False, True])
def test_a_knock_on_the_turn_that_empties_the_pile(last_turns):
    # twelve players: after the deal exactly three cards are left to draw, and Clara draws the last one
    hands = ["Kc Qc Jc 10c", "Kd Qd Jd 10d", "Ac 2c 3c 9h"]
    game = charakir(hands, discard=None, pile="Ks Kh Ad", players=12, last_turns_without_pile=last_turns)
    game = play(game, "draw", "discard Ks", "draw", "discard Kh", "draw", "discard 9h", "knock")
    if last_turns:  # the promised last turns, with only the discard to take; David has no pair for it
        assert game.round_results == () and game.phase == "draw"
        assert game.history_text("en")[-1].startswith("David cannot draw without a pile and has no pair")
    else:  # the empty pile ends the round; the knock counts as it stands (C11)
        result = game.round_results[0]
        assert result.knocker == 2 and result.ended_by == "pile_empty" and result.rule == "C11"
    assert "the knock counts, and the others keep the hands they have" in note("C12")
