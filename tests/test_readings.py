"""The readings the sources leave open: each is an option, and each value is tested in a scenario.

K8 ``feuer_ends_round``, K14 ``forgotten_cleared_by_swap``, C8 ``pair_by_points``,
C11 ``knocker_scores_hand``, C12 ``last_turns_without_pile``.
"""

from __future__ import annotations

import pytest

import knackpy
from knackpy import IllegalActionError, parse_cards, registry
from knackpy.engine import new_game
from knackpy.engine.charakir import Discard, DrawPile, Knock, LayPair, NoKnock, TakeDiscard
from knackpy.engine.charakir import stack_deck as charakir_deck
from knackpy.engine.knack import CallKnack, Close, EndTurn, Keep, Push, Swap, setup_game


def knack(hands, dealer_hands, **options):
    return setup_game(knackpy.rules("knack", **options), players=3, hands=hands, dealer_hands=dealer_hands)


def card(text, ruleset="knack"):
    return parse_cards(text, knackpy.rules(ruleset))[0]


def swap(give, take):
    return Swap(card(give), card(take))


# --- K8: does Feuer end the round at once? ---------------------------------------------------------------------------

FEUER_HANDS = [None, "A♥ A♠ 7♠", "8♣ 9♣ 7♦"]
FEUER_DEALER = ("10♣ J♣ 7♣", "A♦ 8♦ 9♦")  # kept: A♦ 8♦ 9♦ is the table


@pytest.mark.rule("K8")
def test_feuer_is_called_and_ends_the_round_at_once_by_default():
    game = knack(FEUER_HANDS, FEUER_DEALER).apply(Keep()).apply(swap("7♠", "A♦"))
    assert game.phase == "call" and CallKnack("feuer") in game.legal_actions()
    game = game.apply(CallKnack("feuer"))
    result = game.round_results[-1]
    assert result.ended == "call" and result.why == "feuer" and set(result.losers) == {0, 2}


@pytest.mark.rule("K8")
def test_without_feuer_ends_round_three_aces_wait_for_the_scoring():
    game = knack(FEUER_HANDS, FEUER_DEALER, feuer_ends_round=False).apply(Keep()).apply(swap("7♠", "A♦"))
    assert game.phase == "turn" and game.to_move == 2  # no call: the turn passes
    assert not any(isinstance(a, CallKnack) for a in game.legal_actions())
    game = game.apply(Close("passen")).apply(Push())
    assert not any(isinstance(a, CallKnack) for a in game.legal_actions())  # Ben may not call it later either
    game = game.apply(Push())
    result = game.round_results[-1]
    assert result.ended == "closed" and result.why == "feuer" and set(result.losers) == {0, 2}
    assert result.forgetters == ()  # holding Feuer without calling is no mistake here


# --- K14: does swapping away from 31 save a forgotten call? ----------------------------------------------------------

BASE_HANDS = [None, "A♥ K♥ 7♠", "8♣ 9♣ 7♦"]
BASE_DEALER = ("10♣ J♣ 7♣", "Q♥ 8♦ 9♦")


def forget_then_swap_away(**options):
    game = knack(BASE_HANDS, BASE_DEALER, **options).apply(Keep())
    game = game.apply(swap("7♠", "Q♥")).apply(EndTurn())  # Ben holds 31 and forgets to call
    game = game.apply(Push()).apply(Push())
    game = game.apply(swap("K♥", "8♦"))  # Ben: A♥ Q♥ 8♦, no longer 31
    return game.apply(Close("passen")).apply(Push()).apply(Push())


@pytest.mark.rule("K14")
def test_a_forgotten_call_loses_even_after_swapping_away_by_default():
    """Source 000: "Vergisst er das, verliert er die Runde" - unconditional, so the default."""
    game = forget_then_swap_away()
    result = game.round_results[-1]
    assert result.forgetters == (1,) and result.why == "forgot" and result.losers == (1,)
    assert result.points[1] < 31  # he no longer holds 31, and still loses
    assert any("vorhin eine Ansage verschlafen" in line for line in game.history_text("de"))
    assert any("forgot to call earlier" in line for line in game.history_text("en"))


@pytest.mark.rule("K14")
def test_the_forgiving_house_rule_lets_a_swap_away_clear_the_forgotten_call():
    result = forget_then_swap_away(forgotten_cleared_by_swap=True).round_results[-1]
    assert result.forgetters == () and result.why != "forgot" and 1 not in result.losers


# --- C8: a pair of the same rank, or of the same points? -------------------------------------------------------------

CHARAKIR = knackpy.rules("charakir")


def charakir(hands, discard="5d", pile=(), **options):
    r = knackpy.rules("charakir", **options)
    order = charakir_deck(r, players=2, dealer=1, hands=hands, discard=discard, pile=pile)
    return new_game(r, players=2, seed=1, deck_order=order, first_dealer=1)


@pytest.mark.rule("C8")
def test_king_and_queen_are_no_pair_by_default():
    game = charakir(["Kh Qs 2c 3d", "9h 9c 8d 7s"])
    assert game.legal_actions() == (DrawPile(),)
    with pytest.raises(IllegalActionError) as caught:
        game.apply(TakeDiscard())
    assert caught.value.rule == "C8"


@pytest.mark.rule("C8")
def test_king_and_queen_are_a_pair_with_pair_by_points():
    game = charakir(["Kh Qs 2c 3d", "9h 9c 8d 7s"], pair_by_points=True)
    assert TakeDiscard() in game.legal_actions()
    game = game.apply(TakeDiscard())
    assert LayPair(card("Kh", "charakir"), card("Qs", "charakir")) in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply("paar 2c 3d")
    assert caught.value.rule == "C8" and "Punkte" in caught.value.de and "points" in caught.value.en
    assert game.to_json() == before
    game = game.apply(LayPair(card("Kh", "charakir"), card("Qs", "charakir")))
    assert game.phase == "discard"


# --- C11: what a winning knocker scores ------------------------------------------------------------------------------


def knock_at_once(**options):
    """Anna (seat 0) holds A♣ 2♣ 3♣ 4♣ = 10, draws and throws away the card, knocks; Ben stays above her."""
    game = charakir(["Ac 2c 3c 4c", "Kh Ks Qh Qs"], discard="9d", pile="8d 7d", **options)
    game = game.apply(DrawPile()).apply(Discard(card("8d", "charakir"))).apply(Knock())
    return game.apply(DrawPile()).apply(Discard(card("7d", "charakir")))


@pytest.mark.rule("C11")
def test_a_winning_knocker_scores_zero_by_default():
    result = knock_at_once().round_results[-1]
    assert result.knocker == 0 and result.scores == (0, 40)


@pytest.mark.rule("C11")
def test_a_winning_knocker_scores_the_hand_with_knocker_scores_hand():
    game = knock_at_once(knocker_scores_hand=True)
    result = game.round_results[-1]
    assert result.scores == (10, 40)
    assert "10 Handpunkte" in result.why(0, "de") and "hand's 10 points" in result.why(0, "en")


# --- C10/C12: a knock on the turn that draws the last card -----------------------------------------------------------


def knock_on_the_last_card(**options):
    """Anna and Ben draw and throw away the drawn card until Anna draws the pile's last card and knocks."""
    game = charakir(["Ac 2c 3c 4c", "Kh Ks Qh Qs"], discard="9d", **options)
    while True:
        player = game.to_move
        game = game.apply(DrawPile())
        game = game.apply(Discard(game.hands[player][-1]))
        if game.view(None).data["pile_size"] == 0:
            return game.apply(Knock())
        if game.phase == "knock":
            game = game.apply(NoKnock())


@pytest.mark.rule("C10", "C12")
def test_a_knock_with_the_last_card_ends_the_round_at_once_by_default():
    game = knock_on_the_last_card()
    result = game.round_results[-1]
    assert result.knocker == 0 and result.ended_by == "pile_empty" and result.scores == (0, 40)


@pytest.mark.rule("C10", "C12")
def test_with_last_turns_without_pile_the_others_may_still_take_the_discard():
    game = knock_on_the_last_card(last_turns_without_pile=True)
    assert game.to_move == 1 and game.legal_actions() == (TakeDiscard(),)  # no pile: only the discard
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply(DrawPile())
    assert caught.value.rule == "C12" and game.to_json() == before
    game = game.apply(TakeDiscard()).apply(LayPair(card("Kh", "charakir"), card("Ks", "charakir")))
    game = game.apply(Discard(card("Qh", "charakir")))
    result = game.round_results[-1]
    assert result.ended_by == "last_turns" and result.players[1].hand_points > 10
    assert result.scores == (0, result.players[1].hand_points)


@pytest.mark.rule("C10", "C12")
def test_a_player_without_a_pair_has_no_last_turn_without_a_pile():
    game = charakir(["Ac 2c 3c 4c", "Kh 9s 8h 7s"], discard="6d", last_turns_without_pile=True)
    while game.view(None).data["pile_size"] > 0 or game.phase != "knock":
        if game.phase == "knock":
            game = game.apply(NoKnock())
            continue
        player = game.to_move
        game = game.apply(DrawPile()).apply(Discard(game.hands[player][-1]))
    game = game.apply(Knock())
    result = game.round_results[-1]
    assert result.ended_by == "last_turns"
    assert any(e.kind == "charakir_no_last_turn" and e.player == 1 for e in game.history)


# --- every reading is documented in both languages -------------------------------------------------------------------

READINGS = [
    ("knack", "feuer_ends_round", "K8"),
    ("knack", "forgotten_cleared_by_swap", "K14"),
    ("knack", "feuer_shown_as_33", "K8"),
    ("charakir", "pair_by_points", "C8"),
    ("charakir", "may_discard_taken_card", "C9"),
    ("charakir", "knocker_scores_hand", "C11"),
    ("charakir", "last_turns_without_pile", "C12"),
    ("knack_oberlausitz", "blank_may_drop_out", "O13"),
]


@pytest.mark.rule("K8", "K14", "C8", "C9", "C11", "C12", "O13")
@pytest.mark.parametrize(("ruleset", "option", "rule_id"), READINGS)
def test_every_reading_has_a_text_for_both_values_and_a_note_naming_it(ruleset, option, rule_id):
    default = knackpy.rules(ruleset)
    other = default.replace(**{option: not getattr(default, option)})
    for lang in ("de", "en"):
        assert registry.rule_text(rule_id, lang, default) != registry.rule_text(rule_id, lang, other)
        assert option in registry.entry(rule_id).note(lang)
        assert registry.option_label(option, lang) != option
        assert (option, rule_id) in [(o, i) for o, i, _, _ in registry.readings(default, lang)]  # lesson 09 lists it
    assert registry.rule_text(rule_id, "de", other) != registry.rule_text(rule_id, "en", other)


# --- O13: may a blank player drop out instead of swimming? -----------------------------------------------------------


def clara_goes_blank(**options):
    """Oberlausitz with one coin each: Clara (seat 2) has the lowest hand, pays her coin and is blank."""
    r = knackpy.rules("knack_oberlausitz", coins=1, **options)
    game = setup_game(
        r, players=3, hands=["S-10 S-8 R-9", None, "E-9 G-8 S-7"], dealer_hands=("G-K G-O G-7", "E-7 E-8 R-8")
    )
    game = game.apply(Keep()).apply(Close("zumachen")).apply(Push()).apply(Push())
    assert game.round_results[-1].losers == (2,) and game.coins[2] == 0
    return game


@pytest.mark.rule("O13")
def test_a_blank_player_always_swims_by_default():
    game = clara_goes_blank()
    assert game.phase == "choose" and game.round_no == 2
    assert game.swimming == (False, False, True) and game.in_game == (True, True, True)
    assert any("ist blank und schwimmt" in line for line in game.history_text("de"))


@pytest.mark.rule("O13")
def test_with_blank_may_drop_out_the_blank_player_chooses_swim_or_drop_out():
    game = clara_goes_blank(blank_may_drop_out=True)
    assert game.phase == "swim" and game.to_move == 2 and game.round_no == 1
    assert [a.label("de") for a in game.legal_actions()] == ["Weiter schwimmen", "Aussteigen"]
    assert game.view(0).legal_actions == ()  # only Clara decides
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply(Push())
    assert caught.value.rule == "O13" and game.to_json() == before
    swam = game.apply("schwimmen")
    assert swam.phase == "choose" and swam.round_no == 2 and swam.swimming == (False, False, True)
    left = game.apply("aussteigen")
    assert left.phase == "choose" and left.round_no == 2 and left.in_game == (True, True, False)
    assert left.hands[2] == () and "Clara drops out instead of swimming (O13)" in left.history_text("en")
    assert knackpy.load_game(left.to_json()) == left  # the choice is saved like every action (E6)


@pytest.mark.rule("O13")
def test_swim_and_drop_out_are_refused_when_nobody_is_blank():
    game = clara_goes_blank(blank_may_drop_out=True).apply("schwimmen")
    with pytest.raises(IllegalActionError) as caught:
        game.apply("aussteigen")
    assert caught.value.rule in ("O4", "O13")


@pytest.mark.rule("K8")
def test_feuer_is_shown_as_33_by_default_and_by_name_without_feuer_shown_as_33():
    for shown, expected_de, expected_en in ((True, "33", "33"), (False, "schlagen jede andere Hand", "beat every")):
        r = knackpy.rules("knack", feuer_shown_as_33=shown)
        value = knackpy.hand_value("A♥ A♠ A♦", r)
        assert value.points == 33  # it still ranks above everything (K8)
        assert expected_de in value.explain("de") and expected_en in value.explain("en")
        assert expected_de in registry.rule_text("K8", "de", r)
        game = knack(FEUER_HANDS, FEUER_DEALER, feuer_shown_as_33=shown).apply(Keep()).apply(swap("7♠", "A♦"))
        shows = [line for line in game.apply(CallKnack("feuer")).history_text("en") if "Ben shows" in line]
        assert shows and shows[0].endswith(": 33 (K8)" if shown else ": Feuer (K8)")  # three aces rest on K8


@pytest.mark.rule("O13")
def test_the_hint_explains_swimming_and_dropping_out():
    from knackpy import hints

    ranked = hints.hint(clara_goes_blank(blank_may_drop_out=True), samples=8)
    reasons = {h.action.to_text(): h.reason("de") for h in ranked}
    assert set(reasons) == {"swim", "drop out"}
    assert "Pott noch gewinnen" in reasons["swim"] and "(O13" in reasons["swim"]
    assert "sofort draußen" in reasons["drop out"]
    assert ranked[0].action.to_text() == "swim"  # on equal estimates swimming comes first


# --- C9: may the card just taken go straight back onto the discard pile? ----------------------------------------------


def taken_five(**options):
    """Anna takes the open 5♦ with her pair of fives and lays 5♥ 5♠; now she discards."""
    game = charakir(["5h 5s Kd 2c", "9h 9c 8d 7s"], **options)
    return game.apply(TakeDiscard()).apply(LayPair(card("5h", "charakir"), card("5s", "charakir")))


@pytest.mark.rule("C9")
def test_the_taken_card_may_be_discarded_again_by_default():
    game = taken_five()
    assert Discard(card("5d", "charakir")) in game.legal_actions()


@pytest.mark.rule("C9")
def test_without_may_discard_taken_card_the_taken_card_stays_in_the_hand():
    game = taken_five(may_discard_taken_card=False)
    assert Discard(card("5d", "charakir")) not in game.legal_actions()
    assert Discard(card("Kd", "charakir")) in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError) as caught:
        game.apply("ablegen 5d")
    assert caught.value.rule == "C9" and "gerade von der Ablage genommen" in caught.value.de
    assert game.to_json() == before
