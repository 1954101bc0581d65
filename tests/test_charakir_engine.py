"""Charakir engine: one scenario per rule (C1-C13, E1-E6 as they apply), errors, parsing, saving.

Situations are dealt exactly with ``stack_deck``.  Unless a test says
otherwise the last seat deals, so seat 0 (Anna) moves first; the default
names are Anna, Ben, Clara, ...
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

import knackpy
from knackpy import Card, IllegalActionError, KnackpyError, LoadError, ParseError, parse_cards
from knackpy.engine import Action, load_game, new_game
from knackpy.engine.charakir import (
    CharakirGame,
    Discard,
    DrawPile,
    Knock,
    LayPair,
    NoKnock,
    TakeDiscard,
    all_actions,
    stack_deck,
)

CHARAKIR = knackpy.rules("charakir")
HIGH = ["Kc Qc Jc 10c", "Kd Qd Jd 10d", "Kh Qh Jh 10h"]  # 40 points each, no pairs: never a knock step


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text, "french52")


def card(text: str) -> Card:
    return cards(text)[0]


def deal(hands, discard=None, pile=(), *, players=None, dealer=None, seed=1, **options):
    """A game dealt exactly as given (hands by seat); seat 0 moves first unless ``dealer`` says otherwise."""
    rules = knackpy.rules("charakir", **options)
    n = players or len(hands)
    dealer = n - 1 if dealer is None else dealer
    order = stack_deck(rules, players=n, dealer=dealer, hands=hands, discard=discard, pile=pile)
    return new_game(rules, players=n, seed=seed, deck_order=order, first_dealer=dealer)


def play(game, *steps):
    for step in steps:
        game = game.apply(step)
    return game


def texts(actions) -> list[str]:
    return [a.to_text() for a in actions]


def rejected(game, action, rule: str) -> IllegalActionError:
    """Apply an illegal action: it names ``rule``, speaks both languages and changes nothing (E2)."""
    before = game.to_json()
    legal = game.legal_actions()
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    err = info.value
    assert err.rule == rule
    assert err.de.endswith(f"({rule})") and err.en.endswith(f"({rule})") and err.de != err.en
    assert game.to_json() == before and game.legal_actions() == legal
    assert not game.can(action) and game.why_not(action, "en") == err.en
    return err


# --- C1-C3: deck, points, players ---------------------------------------------------------------


@pytest.mark.rule("C1", "E3")
def test_a_52_card_deck_and_every_card_in_exactly_one_place():
    game = new_game(CHARAKIR, players=4, seed=3)
    places = game.card_locations()
    assert CHARAKIR.deck.key == "french52" and len(CHARAKIR.deck) == 52
    assert set(places) == set(CHARAKIR.deck.cards)
    kinds = [p.split()[0] for p in places.values()]
    assert (kinds.count("hand"), kinds.count("discard"), kinds.count("pile")) == (16, 1, 35)


@pytest.mark.rule("C2")
def test_card_points_make_the_hand_total():
    game = deal(["Ah 9c Kd 10s", "2h 3h Jc Qc"])
    assert game.hand_points(0) == 1 + 9 + 10 + 10
    assert game.hand_points(1) == 2 + 3 + 10 + 10
    assert game.view(1)["value"] == 25 and game.value(1).points == 25


@pytest.mark.rule("C3")
@pytest.mark.parametrize("players", [2, 3, 5, 12])
def test_two_to_twelve_players(players):
    game = new_game(CHARAKIR, players=players, seed=5)
    assert len(game.hands) == players and all(len(h) == 4 for h in game.hands)
    assert len(game.pile) == 52 - 4 * players - 1 >= 3


@pytest.mark.rule("C3")
@pytest.mark.parametrize("players", [0, 1, 13, 2.0, "3", None, True])
def test_bad_player_counts_are_refused(players):
    with pytest.raises(KnackpyError) as info:
        new_game(CHARAKIR, players=players, seed=1)
    assert "12" in info.value.de and "12" in info.value.en


# --- C4: the first dealer, and the deal moving on -------------------------------------------------


def ace_low(c: Card) -> int:
    return 1 if c & 15 == 14 else c & 15


def replay_dealer_draw(game) -> tuple[int, bool, bool]:
    """Check the public C4 draw event by event; return (dealer, a tie happened, an ace lost as lowest)."""
    contenders, drawn, tie_seen, ace_lost = list(range(game.n_players)), {}, False, False
    for event in game.history:
        if event.kind == "charakir_dealer_draw":
            drawn[event.player] = dict(event.params)["card"]
        elif event.kind in ("charakir_dealer_tie", "charakir_first_dealer"):
            assert sorted(drawn) == contenders  # exactly the players still in the draw drew, once each
            top = max(ace_low(c) for c in drawn.values())
            best = [p for p in contenders if ace_low(drawn[p]) == top]
            ace_lost |= any(c & 15 == 14 for c in drawn.values()) and top > 1  # ace high would have won
            if event.kind == "charakir_first_dealer":
                assert best == [event.player]
                return event.player, tie_seen, ace_lost
            assert dict(event.params)["players"] == tuple(best) and len(best) > 1
            contenders, drawn, tie_seen = best, {}, True
    raise AssertionError("no first dealer in the history")


@pytest.mark.rule("C4")
def test_first_dealer_is_the_highest_card_ace_low_ties_draw_again():
    ties = aces_lost = 0
    for seed in range(80):
        game = new_game(CHARAKIR, players=5, seed=seed)
        dealer, tie, ace_lost = replay_dealer_draw(game)
        assert game.dealer == dealer and game.to_move == (dealer + 1) % 5
        ties += tie
        aces_lost += ace_lost
    assert ties and aces_lost  # both situations occur in these seeds


@pytest.mark.rule("C4")
def test_the_draw_is_in_the_history_in_both_languages():
    for seed in range(100):
        game = new_game(CHARAKIR, players=5, seed=seed)
        if any(e.kind == "charakir_dealer_tie" for e in game.history):
            break
    de, en = "\n".join(game.history_text("de")), "\n".join(game.history_text("en"))
    assert "zieht" in de and "für die Geberwahl" in de and "ziehen noch einmal" in de
    assert "to find the dealer" in en and "draw again" in en and "deals first" in en


@pytest.mark.rule("C4")
def test_a_given_first_dealer_skips_the_draw_and_the_deal_moves_clockwise():
    rules = knackpy.rules("charakir", rounds=4, limit=None, turn_cap=1)
    game = new_game(rules, players=3, seed=9, first_dealer=2)
    assert [e.kind for e in game.history] == ["charakir_first_dealer_given", "charakir_deal"]
    while not game.is_over():
        game = game.apply(game.legal_actions()[0])
    assert [r.dealer for r in game.round_results] == [2, 0, 1, 2]


@pytest.mark.rule("C4")
@pytest.mark.parametrize("dealer", [-1, 3, "0", 1.0, True])
def test_a_bad_first_dealer_is_refused(dealer):
    with pytest.raises(KnackpyError):
        new_game(CHARAKIR, players=3, seed=1, first_dealer=dealer)


# --- C5, C6: the deal and the order -------------------------------------------------------------


@pytest.mark.rule("C5")
def test_four_cards_each_one_face_up_the_rest_is_the_pile():
    game = deal(["Ah 2h 3h 4h", "5c 6c 7c 8c", "9d 10d Jd Qd"], discard="Ks", pile="Qs Js")
    assert game.hands == (cards("Ah 2h 3h 4h"), cards("5c 6c 7c 8c"), cards("9d 10d Jd Qd"))
    assert game.discard_pile == (card("Ks"),) and game.discard_top == card("Ks")
    assert game.pile[:2] == cards("Qs Js") and len(game.pile) == 52 - 12 - 1
    assert game.history[-1].kind == "charakir_deal" and game.history[-1].rule == "C5"
    assert "Pik-König" in game.history_text("de")[-1] and "39 cards" in game.history_text("en")[-1]


@pytest.mark.rule("C5")
def test_stack_deck_deals_one_card_at_a_time_from_the_dealers_left():
    order = stack_deck(CHARAKIR, players=3, dealer=0, hands=["Ah 2h 3h 4h", "5c 6c 7c 8c", "9d 10d Jd Qd"])
    assert order[:6] == cards("5c 9d Ah 6c 10d 2h")
    assert sorted(stack_deck(CHARAKIR, players=4, dealer=1, seed=3)) == sorted(CHARAKIR.deck.cards)
    for bad in (
        {"hands": ["Ah 2h 3h 4h 5h"]},
        {"hands": ["Ah"], "discard": "Ah"},
        {"hands": "Ah"},
        {"hands": [42]},
        {"discard": "Ah Kh"},
        {"pile": " ".join(c.short for c in CHARAKIR.deck.cards[:44])},
    ):
        with pytest.raises(KnackpyError):
            stack_deck(CHARAKIR, players=2, dealer=0, **bad)
    with pytest.raises(KnackpyError):
        stack_deck(knackpy.rules("knack"), players=2, dealer=0)


@pytest.mark.rule("C6")
def test_the_dealers_left_neighbour_starts_then_clockwise():
    game = deal(HIGH, dealer=1)
    order = []
    for _ in range(4):
        order.append(game.to_move)
        game = game.apply("draw")
        game = game.apply(game.legal_actions()[0])
    assert order == [2, 0, 1, 2]


# --- C7: exactly one draw -----------------------------------------------------------------------


@pytest.mark.rule("C7")
def test_a_turn_starts_with_exactly_one_card_from_the_pile():
    game = deal(["Kc Qc Jc 10c", "Kd Qd Jd 10d"], discard="2s", pile="3s 4s")
    assert game.legal_actions() == (DrawPile(),)  # no pair: taking is not offered (C8)
    err = rejected(game, Discard(card("Kc")), "C7")
    assert err.de.startswith("Erst wird gezogen")
    game = game.apply(DrawPile())
    assert game.hands[0] == cards("Kc Qc Jc 10c 3s") and game.pile[0] == card("4s")
    assert game.phase == "discard"
    rejected(game, DrawPile(), "C7")
    rejected(game, TakeDiscard(), "C7")
    assert game.history_text("de")[-1] == "Anna zieht vom Stapel (C7)"


@pytest.mark.rule("C7", "C8")
def test_taking_the_discard_takes_its_top_card():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="Qd")
    game = game.apply(TakeDiscard())
    assert game.hands[0][-1] == card("Qd") and game.phase == "pair" and game.discard_pile == ()
    assert game.history_text("en")[-1] == "Anna takes the discard, queen of diamonds (C7)"


# --- C8: the pair, both readings ------------------------------------------------------------------


@pytest.mark.rule("C8")
def test_no_pair_no_taking_with_the_reason():
    game = deal(["5h 6s Kd 2c", "9h 9c 8d 7s"], discard="Qd")
    assert TakeDiscard() not in game.legal_actions()
    err = rejected(game, TakeDiscard(), "C8")
    assert err.de.startswith("Kein Paar auf der Hand") and err.de.endswith(
        "du darfst die offene Karte nicht nehmen (C8)"
    )
    assert err.en.endswith("you may not take the discard (C8)")


@pytest.mark.rule("C8")
def test_the_taken_card_counts_for_the_pair_by_default():
    game = deal(["5h 6s Kd 2c", "9h 9c 8d 7s"], discard="5d")
    assert CHARAKIR.pair_may_use_taken_card is True
    assert texts(game.legal_actions()) == ["draw", "take"]
    game = game.apply("take")
    assert texts(game.legal_actions()) == ["pair 5d 5h"]
    game = game.apply(LayPair(card("5h"), card("5d")))  # either order names the same pair
    assert game.hands[0] == cards("6s Kd 2c") and game.discard_pile[-2:] == cards("5d 5h")
    assert game.phase == "discard" and game.history_text("de")[-1] == "Anna legt das Paar Karo-5, Herz-5 ab (C8)"


@pytest.mark.rule("C8")
def test_flag_on_any_pair_of_the_hand_may_pay_for_the_discard():
    game = deal(["Kh Ks 6s 2c", "9h 9c 8d 7s"], discard="5d")
    game = game.apply("take")
    assert texts(game.legal_actions()) == ["pair Kh Ks"]
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d").apply("take")
    assert texts(game.legal_actions()) == ["pair 5h 5s", "pair 5d 5h", "pair 5d 5s"]


@pytest.mark.rule("C8")
def test_flag_off_the_pair_must_be_in_the_hand_already():
    game = deal(["5h 6s Kd 2c", "9h 9c 8d 7s"], discard="5d", pair_may_use_taken_card=False)
    assert texts(game.legal_actions()) == ["draw"]
    err = rejected(game, TakeDiscard(), "C8")
    assert "5♦" in err.de and "zählt bei dieser Regel nicht" in err.de

    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d", pair_may_use_taken_card=False)
    game = game.apply("take")
    assert texts(game.legal_actions()) == ["pair 5h 5s"]
    err = rejected(game, LayPair(card("5h"), card("5d")), "C8")
    assert "from your own cards, without the taken 5♦" in err.en and "pair_may_use_taken_card" not in err.message()
    game = play(game, "pair 5h 5s", "discard 5d")  # the taken card may go straight back
    assert game.hands[0] == cards("Kd 2c") and game.discard_top == card("5d")


@pytest.mark.rule("C8")
def test_after_taking_the_pair_comes_at_once_and_only_once():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d").apply("take")
    err = rejected(game, Discard(card("Kd")), "C8")
    assert "sofort zwei Karten gleichen Rangs" in err.de
    rejected(game, DrawPile(), "C8")
    rejected(game, Knock(), "C10")
    rejected(game, LayPair(card("5h"), card("Kd")), "C8")
    rejected(game, LayPair(card("9h"), card("9c")), "C8")
    rejected(game, LayPair(card("5h"), card("5h")), "C8")
    game = game.apply("paar 5h 5s")
    err = rejected(game, LayPair(card("5d"), card("Kd")), "C8")
    assert "genau ein Paar" in err.de


@pytest.mark.rule("C8")
def test_never_a_pair_after_drawing_from_the_pile():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="Qd", pile="3c").apply("draw")
    assert all(isinstance(a, Discard) for a in game.legal_actions())
    err = rejected(game, LayPair(card("5h"), card("5s")), "C8")
    assert "Nach dem Ziehen vom Stapel" in err.de and "after drawing from the pile" in err.en


# --- C9: one discard, and empty hands -------------------------------------------------------------


@pytest.mark.rule("C9")
def test_discard_exactly_one_own_card():
    game = deal(["Kc Qc Jc 10c", "Kd Qd Jd 10d"], pile="3s").apply("draw")
    assert texts(game.legal_actions()) == ["discard Kc", "discard Qc", "discard Jc", "discard 10c", "discard 3s"]
    rejected(game, Discard(card("Kd")), "C9")
    game = game.apply("ablegen Kc")
    assert game.discard_top == card("Kc") and game.hands[0] == cards("Qc Jc 10c 3s")
    assert game.to_move == 1 and game.phase == "draw"  # 33 points: no knock step, the turn is over
    rejected(game, Discard(card("Qc")), "C7")


@pytest.mark.rule("C9", "C8", "C10")
def test_a_hand_can_run_empty_and_nothing_breaks():
    game = deal(["5h 5s Kd 3d", "9h 9c 8d 3c"], discard="Kc", pile="Qs 7c 8c 9s")
    game = play(game, "take", "pair Kd Kc", "discard 5s")  # Anna: 5♥ 3♦ = 8
    assert game.phase == "knock"
    game = play(game, "no-knock", "draw", "discard 3c")  # Ben throws a 3
    game = play(game, "take", "pair 3d 3c")  # Anna: 5♥ left, the discard is still possible (C9)
    assert game.hands[0] == cards("5h") and texts(game.legal_actions()) == ["discard 5h"]
    game = game.apply("discard 5h")
    assert game.hands[0] == () and game.hand_points(0) == 0 and game.phase == "knock"
    game = play(game, "no-knock", "draw", "discard Qs")
    assert texts(game.legal_actions()) == ["draw"]  # an empty hand has no pair
    game = game.apply("draw")
    assert texts(game.legal_actions()) == ["discard 8c"]  # it throws the card it drew
    game = play(game, "discard 8c", "no-knock")
    assert game.hands[0] == () and game.view(0).hand == () and game.view(1)["hand_sizes"] == (0, 4)


# --- C10: knocking -------------------------------------------------------------------------------


@pytest.mark.rule("C10")
def test_knocking_only_after_the_discard_and_at_ten_or_less():
    game = deal(["Ac 2c 3c Kd", "9h 9c 8d 7s"], pile="5d 6s")
    rejected(game, Knock(), "C10")
    game = game.apply("draw")
    err = rejected(game, Knock(), "C10")
    assert "höchstens 10 Punkten" in err.de and "10 points or less" in err.en
    game = game.apply("discard 5d")  # A+2+3+K = 16: the turn just ends
    assert game.to_move == 1 and game.phase == "draw" and game.knocker is None
    rejected(game, NoKnock(), "C10")

    game = deal(["Ac 2c 3c Kd", "9h 9c 8d 7s"], pile="4d")
    game = play(game, "draw", "discard Kd")  # A+2+3+4 = 10
    assert game.phase == "knock" and game.legal_actions() == (Knock(), NoKnock())
    err = rejected(game, Discard(card("Ac")), "C10")
    assert "10 Punkte" in err.de
    rejected(game, DrawPile(), "C10")
    rejected(game, LayPair(card("Ac"), card("Ad")), "C10")
    knocked = game.apply("klopfen")
    assert knocked.knocker == 0 and knocked.to_move == 1
    assert knocked.history_text("de")[-1] == "Anna klopft: alle anderen haben noch einen letzten Zug (C10)"
    passed = game.apply("nicht klopfen")
    assert passed.knocker is None and passed.history_text("en")[-1] == "Anna does not knock (C10)"


@pytest.mark.rule("C10")
def test_after_a_knock_everyone_else_has_one_last_turn_and_only_one_knock():
    game = deal(["Ac 2c 3c Kd", "Ah 2h 3h Ks", "As 2s 3s Kh"], pile="4d 4h 4s 5c 6c")
    game = play(game, "draw", "discard Kd", "knock")
    assert game.knocker == 0 and game.to_move == 1 and game.view(1)["last_turns"] == (1, 2)
    game = play(game, "draw", "discard Ks")  # Ben has 10 too, but there is only one knock per round
    assert game.phase == "draw" and game.to_move == 2
    err = rejected(game, Knock(), "C10")
    assert err.de.startswith("Anna hat schon geklopft")
    game = play(game, "draw", "discard Kh")  # Clara's last turn; Anna does not move again
    result = game.round_results[0]
    assert result.knocker == 0 and result.ended_by == "last_turns" and game.round_no == 1


# --- C11: scoring after a knock --------------------------------------------------------------------


@pytest.mark.rule("C11")
def test_knocker_lowest_scores_zero_the_others_their_totals():
    game = deal(["Ac 2c 3c Kd", "9h 9c 8d 7s", "Kh Qh Jh 10h"], pile="As Ks Qs")
    game = play(game, "draw", "discard Kd", "knock")  # Anna: A 2 3 A = 7
    game = play(game, "draw", "discard Ks")  # Ben 33
    game = play(game, "draw", "discard Qs")  # Clara 40
    result = game.round_results[0]
    assert result.scores == (0, 33, 40) and result.rule == "C11" and game.totals == (0, 33, 40)
    assert result.why(0, "de") == "Klopfer Anna 7, alle anderen haben mehr: 0 Punkte für den Klopfer (C11)"
    assert result.why(1, "en") == "Ben 33: more than knocker Anna (7), so 33 points (C11)"
    assert result.players[1].hand == cards("9h 9c 8d 7s") and result.players[1].hand_points == 33


def knock_then_anna_ends_with(anna: str):
    """Ben knocks with A♥ 2♥ 2♠ A♠ = 6; Clara draws and throws; Anna, last, pays the Q♠ with K♣ K♦."""
    game = deal(["Ac Kc Kd " + anna, "Ah 2h 2s Ks", "Kh Qh Jh 10h"], pile="As Qs", dealer=0)
    game = play(game, "draw", "discard Ks", "knock")
    game = play(game, "draw", "discard Qs")  # Clara 40
    return play(game, "take", "pair Kd Kc", "discard Qs")  # Anna: A♣ and her fourth card


@pytest.mark.rule("C11")
def test_fewer_points_than_the_knocker_cost_him_25_the_sources_example():
    game = knock_then_anna_ends_with("4c")  # Anna A♣ 4♣ = 5
    result = game.round_results[0]
    assert result.scores == (0, 25, 0) and game.totals == (0, 25, 0)
    assert result.why(1, "de") == "Klopfer Ben 6: Anna hat weniger (5), also 25 für den Klopfer (C11)"
    assert result.why(1, "en") == "Knocker Ben 6: Anna has fewer (5), so 25 for the knocker (C11)"
    assert result.why(2, "de") == "Clara 40: 0 Punkte, denn Klopfer Ben (6) bekommt die 25 (C11)"


@pytest.mark.rule("C11")
def test_the_same_points_as_the_knocker_cost_him_25_too():
    game = knock_then_anna_ends_with("5c")  # Anna A♣ 5♣ = 6
    result = game.round_results[0]
    assert result.scores == (0, 25, 0)
    assert result.why(1, "de") == "Klopfer Ben 6: Anna hat gleich viele (6), also 25 für den Klopfer (C11)"
    assert result.explain("en")[0] == "Anna 6: 0 points, since knocker Ben (6) takes the 25 (C11)"


# --- C12: no knock, and the pile running out -----------------------------------------------------------


@pytest.mark.rule("C12")
def test_no_knock_the_pile_runs_out_everyone_scores_his_hand():
    game = deal(HIGH, players=12, pile="9s 8s 7s")
    assert len(game.pile) == 3
    game = play(game, "draw", "discard 9s", "draw", "discard 8s", "draw", "discard 7s")
    result = game.round_results[0]
    assert result.ended_by == "pile_empty" and result.knocker is None and result.rule == "C12"
    assert result.scores == tuple(p.hand_points for p in result.players)
    assert result.scores[:3] == (40, 40, 40) and game.totals == result.scores
    assert result.why(0, "de") == "Anna: K♣ D♣ B♣ 10♣ = 40; niemand hat geklopft, also 40 Punkte (C12)"
    assert result.why(0, "en") == "Anna: K♣ Q♣ J♣ 10♣ = 40; nobody knocked, so 40 points (C12)"
    assert "Der Stapel ist leer" in "\n".join(game.history_text("de"))
    assert game.round_no == 1 and game.dealer == 0 and game.to_move == 1  # the next round is dealt


@pytest.mark.rule("C12", "C11")
def test_the_pile_running_out_in_the_last_turns_ends_the_round_scored_as_after_a_knock():
    game = deal(["Ac 2c 3c Kc", "Qd Jd 10d 9d", "Qh Jh 10h 9h"], players=12, pile="Ad Kd Kh")
    game = play(game, "draw", "discard Kc", "knock")  # Anna 7
    game = play(game, "draw", "discard Kd", "draw", "discard Kh")  # the pile is empty after Clara
    result = game.round_results[0]
    assert result.ended_by == "pile_empty" and result.knocker == 0 and result.rule == "C11"
    others = [p.hand_points for p in result.players[1:]]
    expected = (0, *others) if min(others) > 7 else (25,) + (0,) * 11
    assert result.scores == expected


@pytest.mark.rule("C12", "C10")
def test_knocking_on_the_turn_that_empties_the_pile_is_scored_at_once():
    game = deal(["Kc Qc Jc 10c", "Kd Qd Jd 10d", "Ac 2c 3c 9h"], players=12, pile="Ks Kh Ad")
    game = play(game, "draw", "discard Ks", "draw", "discard Kh", "draw", "discard 9h")
    assert game.phase == "knock"  # the pile is empty, but the knock is the last step of this turn
    game = game.apply("knock")
    result = game.round_results[0]
    assert result.knocker == 2 and result.ended_by == "pile_empty" and result.rule == "C11"


# --- C13: the end of the game ------------------------------------------------------------------------


def one_turn_rounds(limit, rounds=None, hands=("Kc Qc Jc 10c", "Kd Qd Jd 9d")):
    """A game whose first round is one turn (turn cap 1): Anna 40, Ben 39 (unless hands say otherwise)."""
    game = deal(list(hands), pile="9s", turn_cap=1, limit=limit, rounds=rounds)
    return play(game, "draw", "discard 9s")


@pytest.mark.rule("C13")
def test_the_game_ends_when_a_total_passes_the_limit():
    game = one_turn_rounds(limit=40)
    assert game.totals == (40, 39) and not game.is_over() and game.outcome() is None  # 40 is not past 40
    game = one_turn_rounds(limit=39)
    assert game.is_over() and game.legal_actions() == ()
    outcome = game.outcome()
    assert outcome.winners == (1,) and outcome.winner == 1 and outcome.standings == (40, 39)
    assert outcome.rule_ids == ("C13",)
    assert outcome.text("de") == "Anna über 39 Punkten, Spielende; Ben gewinnt mit 39 Punkten, den wenigsten (C13)"
    assert outcome.text("en") == "Anna over 39 points, game over; Ben wins with 39 points, the fewest (C13)"
    before = game.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(DrawPile())
    assert info.value.rule == "E2" and "schon zu Ende" in info.value.de and game.to_json() == before


@pytest.mark.rule("C13")
def test_the_game_ends_after_the_number_of_rounds_lowest_total_wins():
    rules = knackpy.rules("charakir", rounds=3, limit=None, turn_cap=2)
    game = new_game(rules, players=3, seed=4)
    while not game.is_over():
        game = game.apply(game.legal_actions()[-1])
    assert len(game.round_results) == 3 and game.totals == game.round_results[-1].totals
    low = min(game.totals)
    assert game.outcome().winners == tuple(p for p, t in enumerate(game.totals) if t == low)
    assert game.outcome().reason.startswith("charakir_rounds")
    assert game.outcome().text("de").startswith("Spielende nach Runde 3: ")


@pytest.mark.rule("C13")
def test_equal_lowest_totals_share_the_win():
    game = one_turn_rounds(limit=None, rounds=1, hands=("Kc Qc Jc 10c", "2h 3h 4h 5h", "2s 3s 4s 5s"))
    outcome = game.outcome()
    assert game.totals == (40, 14, 14) and outcome.winners == (1, 2) and outcome.winner is None
    assert outcome.text("de") == "Spielende nach Runde 1: Ben und Clara teilen sich den Sieg mit je 14 Punkten (C13)"
    assert outcome.text("en") == "Game over after round 1: Ben and Clara share the win with 14 points each (C13)"
    assert game.history_text("en")[-1] == "Ben and Clara share the win with 14 points each (C13)"


@pytest.mark.rule("C13")
def test_limit_and_rounds_together_whichever_comes_first():
    game = one_turn_rounds(limit=39, rounds=5)
    assert game.is_over() and len(game.round_results) == 1 and game.outcome().reason == "charakir_limit_win"
    game = one_turn_rounds(limit=1000, rounds=1)
    assert game.is_over() and game.outcome().reason == "charakir_rounds_win"


# --- E1: determinism ----------------------------------------------------------------------------------


def random_game(seed: int, steps: int, players: int = 4, chooser_seed: int = 0):
    rng = random.Random(chooser_seed)
    game = new_game(CHARAKIR, players=players, seed=seed)
    for _ in range(steps):
        if game.is_over():
            break
        game = game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.rule("E1")
def test_same_seed_and_actions_give_the_same_game_whatever_the_global_rng():
    random.seed(1)
    first = random_game(seed=77, steps=300)
    random.seed(2)
    random.random()
    second = random_game(seed=77, steps=300)
    assert first.to_json() == second.to_json() and first == second
    assert first.hands == second.hands and first.pile == second.pile and first.totals == second.totals
    other = new_game(CHARAKIR, players=4, seed=78)
    assert other.hands != new_game(CHARAKIR, players=4, seed=77).hands


@pytest.mark.rule("E1", "C5")
def test_each_round_is_shuffled_from_the_seed():
    rules = knackpy.rules("charakir", rounds=3, limit=None, turn_cap=1)
    game = new_game(rules, players=2, seed=5)
    hands = [game.hands]
    while not game.is_over():
        before = game.round_no
        game = game.apply(game.legal_actions()[0])
        if game.round_no != before:
            hands.append(game.hands)
    assert len(hands) == 3 and len(set(hands)) == 3


# --- E2: legal actions, illegal actions, garbage -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForeignAction(Action):
    family: ClassVar[str] = "knack"

    def label(self, lang: str = "de") -> str:
        return "fremd"

    def to_text(self) -> str:
        return "foreign"


def knack_action():
    game = new_game(knackpy.rules("knack"), players=2, seed=1)
    return game.legal_actions()[0]


@pytest.mark.rule("E2")
def test_legal_actions_are_stable_and_apply_leaves_the_old_state_valid():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d")
    assert game.legal_actions() == game.legal_actions() == (DrawPile(), TakeDiscard())
    before = game.to_json()
    after = game.apply("take")
    assert game.to_json() == before and game.phase == "draw" and after.phase == "pair"
    assert len(after.actions) == 1 and game.actions == ()


@pytest.mark.rule("E2")
@pytest.mark.parametrize(
    "garbage",
    [None, 42, 3.5, b"draw", object(), [DrawPile()], "garbage", "", "klopfen Kd", ForeignAction(), "knock knock Kd"],
)
def test_garbage_raises_a_knackpy_error_and_changes_nothing(garbage):
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d")
    before = game.to_json()
    with pytest.raises(KnackpyError) as info:
        game.apply(garbage)
    assert info.value.de and info.value.en and not isinstance(info.value, IllegalActionError)
    assert game.to_json() == before and not game.can(garbage)


@pytest.mark.rule("E2")
def test_an_action_of_the_knack_engine_is_refused():
    action = knack_action()
    game = new_game(CHARAKIR, players=3, seed=2)
    with pytest.raises(KnackpyError) as info:
        game.apply(action)
    assert "charakir" in info.value.en
    assert not game.can(action)


@pytest.mark.rule("E2")
@pytest.mark.parametrize(
    "build", [lambda: LayPair("x", "y"), lambda: Discard(None), lambda: Discard(7), lambda: LayPair(1, 2)]
)
def test_actions_built_from_garbage_raise_a_parse_error(build):
    with pytest.raises(ParseError):
        build()


@pytest.mark.rule("E2")
def test_actions_may_be_built_from_text():
    assert Discard("Kd") is not None and Discard("Kd") == Discard(card("Kd"))
    assert LayPair("5s", "5h") == LayPair(card("5h"), card("5s"))
    with pytest.raises(ParseError):
        Discard(knackpy.parse_cards("Eichel-Unter")[0])


# --- E4: the turn cap -------------------------------------------------------------------------------------


@pytest.mark.rule("E4", "C12")
def test_the_turn_cap_scores_the_round_as_if_the_pile_ran_out():
    game = deal(HIGH[:2], turn_cap=3)
    game = play(game, "draw", "discard Kc", "draw", "discard Kd", "draw")  # draws 3♦, 4♦, 5♦
    assert not game.round_results
    game = game.apply("discard Qc")
    result = game.round_results[0]
    assert result.ended_by == "turn_cap" and result.rule == "C12" and result.scores == (28, 34)
    assert any("Zuggrenze" in t for t in game.history_text("de")) and game.round_no == 1


@pytest.mark.rule("E4", "C11")
def test_the_turn_cap_after_a_knock_scores_as_after_a_knock():
    game = deal(["Ac 2c 3c Kd", HIGH[0], HIGH[2]], pile="Ad 3d", turn_cap=2)
    game = play(game, "draw", "discard Kd", "knock", "draw", "discard Kc")  # Clara's last turn is cut off
    result = game.round_results[0]
    assert result.ended_by == "turn_cap" and result.rule == "C11" and result.scores == (0, 33, 40)


# --- E5: what a player sees ----------------------------------------------------------------------------


def visible_cards(view) -> set[Card]:
    seen: set[Card] = set(view.hand)

    def walk(value):
        if isinstance(value, Card):
            seen.add(value)
        elif isinstance(value, tuple | list):
            for v in value:
                walk(v)

    for key, value in view.data.items():
        if key != "results":
            walk(value)
    for event in view.history:
        walk([v for _, v in event.params])
    return seen


@pytest.mark.rule("E5")
def test_a_player_sees_his_hand_the_discards_and_counts_never_other_hands_or_the_pile():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s", "Ah Ac 3d 4d"], discard="Qd", pile="6c 7c")
    game = game.apply("draw")  # Anna draws the 6♣: nobody else may learn it
    ben = game.view(1)
    assert ben.hand == cards("9h 9c 8d 7s") and ben.player == 1 and ben.legal_actions == ()
    assert ben["hand_sizes"] == (5, 4, 4) and ben["pile_size"] == len(game.pile)
    assert ben["discard_top"] == card("Qd") and "hands" not in ben.data and "pile" not in ben.data
    secret = set(game.hands[0]) | set(game.hands[2]) | set(game.pile)
    assert not visible_cards(ben) & secret
    assert not any("Kreuz-6" in t.text("de", game.names) for t in ben.history)
    anna = game.view(0)
    assert anna.hand == cards("5h 5s Kd 2c 6c") and anna.legal_actions == game.legal_actions()
    teacher = game.view(None)
    assert teacher["hands"] == game.hands and teacher["pile"] == game.pile and teacher.hand == ()
    for bad in (3, -1, "0", True):
        with pytest.raises(KnackpyError):
            game.view(bad)


@pytest.mark.rule("E5", "C11")
def test_hands_become_public_at_scoring():
    game = knock_then_anna_ends_with("4c")
    view = game.view(2)
    shown = view["results"][0].players[0].hand
    assert shown == cards("Ac 4c")


# --- E6: saving and loading -------------------------------------------------------------------------------


@pytest.mark.rule("E6")
def test_save_and_load_round_trip_to_the_identical_state():
    game = random_game(seed=21, steps=150, players=3, chooser_seed=4)
    text = game.to_json()
    data = json.loads(text)
    assert data["ruleset"] == "charakir" and data["seed"] == 21 and len(data["actions"]) == len(game.actions) > 50
    loaded = load_game(text)
    assert isinstance(loaded, CharakirGame) and loaded == game and loaded.to_json() == text
    assert loaded.hands == game.hands and loaded.legal_actions() == game.legal_actions()
    assert loaded.history_text("en") == game.history_text("en") and loaded.totals == game.totals
    stacked = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d", pair_may_use_taken_card=False, limit=50)
    stacked = play(stacked, "draw", "discard Kd")
    again = load_game(stacked.to_json())
    assert again == stacked and again.rules == stacked.rules and again.deck_order == stacked.deck_order


def corrupt(data: dict, **changes) -> str:
    return json.dumps({**data, **changes})


@pytest.mark.rule("E6")
def test_corrupted_saves_raise_load_errors():
    game = deal(["5h 5s Kd 2c", "9h 9c 8d 7s"], discard="5d")
    game = play(game, "take", "pair 5h 5s", "discard Kd")
    good = game.to_json()
    data = json.loads(good)
    bad_files = [
        "not json",
        "[1, 2]",
        corrupt(data, format="other"),
        corrupt(data, ruleset="skat"),
        corrupt(data, options={"limit": "hundred", **{k: v for k, v in data["options"].items() if k != "limit"}}),
        corrupt(data, players=1),
        corrupt(data, players="2"),
        corrupt(data, seed=-1),
        corrupt(data, seed=None),
        corrupt(data, names=["Anna"]),
        corrupt(data, deck_order=data["deck_order"][:-1]),
        corrupt(data, deck_order=data["deck_order"][:-1] + [data["deck_order"][0]]),
        corrupt(data, deck_order=["Xx"] * 52),
        corrupt(data, first_dealer=7),
        corrupt(data, actions=["knock"]),
        corrupt(data, actions=["take", "pair 5h 5s", "discard 9h"]),
        corrupt(data, actions=["take", "pair 5h 5s", 42]),
        corrupt(data, actions=["hello"]),
        corrupt(data, actions="take"),
        json.dumps({k: v for k, v in data.items() if k != "seed"}),
        json.dumps({**data, "extra": 1}),
    ]
    for text in bad_files:
        with pytest.raises(LoadError) as info:
            load_game(text)
        assert info.value.de and info.value.en
    assert game.to_json() == good and load_game(good) == game


@pytest.mark.rule("E6")
def test_a_load_error_names_the_bad_action_and_why():
    data = json.loads(deal(["5h 6s Kd 2c", "9h 8c 7d 4s"], discard="Qd").to_json())
    data["actions"] = ["draw", "discard 2c", "take"]
    with pytest.raises(LoadError) as info:
        load_game(json.dumps(data))
    assert "Nr. 2" in info.value.de and "take" in info.value.en


# --- parsing and labels ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("ziehen", "draw"),
        ("Ziehen!", "draw"),
        ("vom Stapel ziehen", "draw"),
        ("draw from the pile", "draw"),
        ("nehmen", "take"),
        ("Offene Karte nehmen", "take"),
        ("take the discard", "take"),
        ("vom Ablagestapel ziehen", "take"),
        ("draw from the discard", "take"),
        ("paar 5h 5s", "pair 5h 5s"),
        ("Paar ablegen: 5♥ 5♠", "pair 5h 5s"),
        ("lay the pair 5♠ 5♥", "pair 5h 5s"),
        ("pair five of hearts, 5s", "pair 5h 5s"),
        ("5h 5s", "pair 5h 5s"),
        ("ablegen Kd", "discard Kd"),
        ("discard Kd", "discard Kd"),
        ("Ablegen: K♦", "discard Kd"),
        ("lege Karo-König ab", "discard Kd"),
        ("discard the king of diamonds", "discard Kd"),
        ("Kd", "discard Kd"),
        ("klopfen", "knock"),
        ("Ich klopfe!", "knock"),
        ("KNOCK", "knock"),
        ("nicht klopfen", "no-knock"),
        ("don't knock", "no-knock"),
        ("no-knock", "no-knock"),
        ("kein Klopfen", "no-knock"),
    ],
)
def test_typed_actions_in_german_and_english(typed, canonical):
    assert CharakirGame.parse_action(typed).to_text() == canonical


@pytest.mark.parametrize(
    "typed",
    [
        "",
        "   ",
        "hallo",
        "ziehen Kd",
        "paar 5h",
        "paar 5h 6s 7c",
        "klopfen Kd",
        "nehmen 5h",
        "Xq",
        "nicht",
        "ablegen Kd Qd",
        "discard Zz",
    ],
)
def test_text_that_is_no_action_is_a_bilingual_parse_error(typed):
    with pytest.raises(ParseError) as info:
        CharakirGame.parse_action(typed)
    assert info.value.de != info.value.en


def test_every_action_reads_back_from_its_text_and_its_labels():
    universe = all_actions()
    assert len(universe) == len(set(universe)) == 2 + 78 + 52 + 2
    for action in universe:
        assert CharakirGame.parse_action(action.to_text()) is action
        assert CharakirGame.parse_action(action.label("de")) == action
        assert CharakirGame.parse_action(action.label("en")) == action


def test_labels_in_german_and_english():
    pair = LayPair(card("5h"), card("5s"))
    assert [DrawPile().label("de"), TakeDiscard().label("de"), pair.label("de"), Discard(card("Kd")).label("de")] == [
        "Vom Stapel ziehen",
        "Offene Karte nehmen",
        "Paar ablegen: 5♥ 5♠",
        "Ablegen: K♦",
    ]
    assert [DrawPile().label("en"), TakeDiscard().label("en"), pair.label("en"), Knock().label("en")] == [
        "draw from the pile",
        "take the discard",
        "lay the pair 5♥ 5♠",
        "knock",
    ]
    assert str(Knock()) == "Klopfen" and NoKnock().label("de") == "Nicht klopfen"


def test_wrong_rules_are_refused():
    with pytest.raises(KnackpyError):
        CharakirGame.start(knackpy.rules("knack"), players=2, seed=1)
    with pytest.raises(KnackpyError):
        CharakirGame.start("knack", players=2, seed=1)  # a name, but of the other game


@pytest.mark.rule("C11")
def test_the_round_summary_names_everyone_who_beat_the_knocker_once():
    r = knackpy.rules("charakir")
    order = stack_deck(
        r, players=3, dealer=2, hands=["Ac 2c 3c 4c", "As 2s 3s 4h", "Ah 2h 3h 4d"], discard="9d", pile="8d 7d 6d"
    )
    game = new_game(r, players=3, seed=1, deck_order=order, first_dealer=2)
    for text in ("ziehen", "ablegen 8d", "klopfen", "ziehen", "ablegen 7d", "ziehen", "ablegen 6d"):
        game = game.apply(text)
    result = game.round_results[-1]
    for lang in ("de", "en"):
        knocker_line = result.why(0, lang)
        assert "Ben" in knocker_line and "Clara" in knocker_line and "25" in knocker_line  # why the knocker gets 25
        for line in result.explain(lang):
            for name in game.names:
                assert line.count(name) <= 1, line  # nobody is named twice in a line
