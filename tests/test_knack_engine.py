"""Scenario tests of the Knack engine: every rule E1-E6, K1-K19, O1-O13 acting on a fixed card order.

Seats: with ``dealer=0`` and three players the deal goes 1, 2, 0 (K4).  In
``knack`` the dealer (seat 0) holds two hands and seat 1 moves first; in the
Oberlausitz the chooser (seat 1) holds two hands and seat 2 moves first (O4).
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass

import pytest

import knackpy
from knackpy import IllegalActionError, KnackpyError, LoadError, ParseError, i18n, parse_cards
from knackpy.engine import core, load_game, new_game
from knackpy.engine.knack import (
    CallKnack,
    Close,
    EndTurn,
    Keep,
    KnackGame,
    NewTable,
    Push,
    Swap,
    SwapAll,
    Throw,
    setup_game,
    stack_deck,
)

KNACK = knackpy.rules("knack")
LAUSITZ = knackpy.rules("knack_oberlausitz")

# --- helpers ---------------------------------------------------------------------------------------------------------


def knack(hands, dealer_hands, *, players=3, pile=None, seed=0, **options):
    """A ``knack`` game dealt as given, dealer at seat 0."""
    return setup_game(
        knackpy.rules("knack", **options), players=players, hands=hands, dealer_hands=dealer_hands, pile=pile, seed=seed
    )


def lausitz(hands, chooser_hands, *, players=3, pile=None, seed=0, **options):
    """An Oberlausitz game dealt as given, dealer at seat 0, chooser at seat 1."""
    return setup_game(
        knackpy.rules("knack_oberlausitz", **options),
        players=players,
        hands=hands,
        dealer_hands=chooser_hands,
        pile=pile,
        seed=seed,
    )


def cards(text, rules=KNACK):
    return parse_cards(text, rules)


def play(game, *actions):
    for action in actions:
        game = game.apply(action)
    return game


def assert_rejected(game, action, rule, error=IllegalActionError):
    """E2: the action raises a bilingual error naming ``rule``; the state is exactly as before."""
    before, legal = game.to_json(), game.legal_actions()
    with pytest.raises(error) as caught:
        game.apply(action)
    assert game.to_json() == before and game.legal_actions() == legal
    if rule is not None:
        assert caught.value.rule == rule
        assert f"({rule})" in caught.value.de and f"({rule})" in caught.value.en
    assert caught.value.de != caught.value.en
    return caught.value


def places_ok(game):
    """E3: every card of the deck in exactly one place."""
    found = [c for where in game.card_places().values() for c in where]
    return sorted(found) == sorted(game.rules.deck.cards)


# The base knack deal: Ben (1) A♥ K♥ 7♠ = 21, Clara (2) 8♣ 9♣ 7♦ = 17, Anna (0) looks at 10♣ J♣ 7♣ = 27,
# her other hand Q♥ 8♦ 9♦ becomes the table when she keeps.
BASE_HANDS = [None, "A♥ K♥ 7♠", "8♣ 9♣ 7♦"]
BASE_DEALER = ("10♣ J♣ 7♣", "Q♥ 8♦ 9♦")


def base(**options):
    return knack(BASE_HANDS, BASE_DEALER, **options)


def base_kept(**options):
    return base(**options).apply(Keep())


# The base Oberlausitz deal: Anna (0, dealer) S-10 S-8 R-9 = 18, Ben (1, chooser) looks at G-K G-O G-7 = 27,
# his other hand E-7 E-8 R-8, Clara (2) moves first.
L_DEALER = "S-10 S-8 R-9"
L_CHOOSER = ("G-K G-O G-7", "E-7 E-8 R-8")


# --- E: the engine ---------------------------------------------------------------------------------------------------


@pytest.mark.rule("E1")
def test_same_seed_and_actions_give_the_same_game():
    def run(seed):
        game, rng = new_game(KNACK, players=4, seed=seed), random.Random(5)
        for _ in range(120):
            if game.is_over():
                break
            game = game.apply(rng.choice(game.legal_actions()))
        return game

    first, second = run(11), run(11)
    assert first == second and first.to_json() == second.to_json()
    assert first.history_text("en") == second.history_text("en")
    assert new_game(KNACK, players=4, seed=11).hands != new_game(KNACK, players=4, seed=12).hands


@pytest.mark.rule("E1")
def test_no_global_random_state_is_used():
    random.seed(1)
    one = new_game(LAUSITZ, players=5, seed=3)
    random.seed(2)
    two = new_game(LAUSITZ, players=5, seed=3)
    assert one.hands == two.hands and one.pile == two.pile and one.dealer == two.dealer


@pytest.mark.rule("E1")
def test_later_rounds_come_from_the_seed_not_from_the_stacked_order():
    one = play(base(seed=1), Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    two = play(base(seed=1), Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    three = play(base(seed=2), Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    assert one.round_no == 2 and one.hands == two.hands and one.chooser_hands == two.chooser_hands
    assert (one.hands, one.chooser_hands) != (three.hands, three.chooser_hands)


@pytest.mark.rule("E2")
def test_legal_actions_are_listed_in_a_stable_order():
    game = base_kept()
    legal = game.legal_actions()
    assert legal == game.legal_actions() == base_kept().legal_actions()
    assert legal[:9] == tuple(Swap(h, t) for h in game.hand(1) for t in game.table)
    assert legal[9:] == (SwapAll(), Push(), Close("passen"))
    assert all(isinstance(a, knackpy.engine.Action) for a in legal)


@pytest.mark.rule("E2", "K10")
def test_illegal_actions_name_the_rule_and_change_nothing():
    game = base_kept()
    err = assert_rejected(game, Swap(cards("8♣")[0], cards("Q♥")[0]), "K10")
    assert "Kreuz-8" in err.de and "8 of clubs" in err.en
    assert_rejected(game, Swap(cards("7♠")[0], cards("A♣")[0]), "K10")
    assert_rejected(game, Keep(), "K5")
    assert_rejected(game, EndTurn(), "K14")
    assert_rejected(game, CallKnack(), "K14")
    assert_rejected(game, NewTable(), "K19")
    assert_rejected(base(), Push(), "K5")  # Anna must choose first


@pytest.mark.rule("E2")
def test_garbage_raises_knackpy_errors_never_type_or_attribute_errors():
    @dataclass(frozen=True)
    class Draw(core.Action):  # looks like a Charakir action
        family = "charakir"

        def label(self, lang="de"):
            return "ziehen"

        def to_text(self):
            return "draw"

    game = base_kept()
    before = game.to_json()
    for garbage in (
        None,
        42,
        3.5,
        "bla",
        "",
        "   ",
        [],
        {},
        ("swap",),
        b"push",
        Draw(),
        object(),
        "tausche",
        "swap 7♠",
    ):
        with pytest.raises(KnackpyError):
            game.apply(garbage)
        assert not game.can(garbage)
        assert game.why_not(garbage, "en")
    assert game.to_json() == before
    with pytest.raises(KnackpyError):
        Swap(None, 7)
    with pytest.raises(KnackpyError):
        Close("maybe")
    assert game.why_not(Push()) is None


@pytest.mark.rule("E2")
def test_a_finished_game_offers_nothing_and_rejects_everything():
    game = base_kept(lives=1)  # Clara loses her only life: with three players the game goes on
    game = play(game, Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    assert not game.is_over() and game.in_game == (True, True, False)
    two = knack([None, "A♥ K♥ 7♠"], BASE_DEALER, players=2, lives=1)
    over = play(two, Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    assert over.is_over() and over.legal_actions() == () and over.to_move is None
    assert_rejected(over, Push(), "E2")


@pytest.mark.rule("E3")
def test_every_card_is_in_exactly_one_place():
    game = base(seven_eight_nine=True)
    assert places_ok(game) and len(game.chooser_hands[0]) == 3 and game.table == ()
    game = game.apply(Keep())
    assert places_ok(game)
    game = play(game, Push(), Push(), Push())  # K12: the table is renewed
    assert len(game.out_of_play) == 3 and places_ok(game)
    game = play(game, SwapAll(), Close("passen"))
    assert places_ok(game)


@pytest.mark.rule("E4")
def test_the_turn_cap_scores_the_round_as_if_closed():
    capped = play(base_kept(turn_cap=5, renew_stock_when_all_push=False), *[Push()] * 5)
    result = capped.round_results[-1]
    assert result.ended == "turn_cap" and capped.round_no == 2
    assert result.losers == (2,)  # Clara's 17 is lowest
    assert any("(E4)" in line for line in capped.history_text("de"))
    roomy = play(base_kept(turn_cap=6, renew_stock_when_all_push=False), *[Push()] * 5)
    assert roomy.round_no == 1 and roomy.turns == 5 and roomy.to_move == 0


@pytest.mark.rule("E4")
def test_every_random_game_ends():
    rng = random.Random(3)
    for seed in range(20):
        game = new_game(knackpy.rules("knack", turn_cap=7), players=3, seed=seed)
        while not game.is_over():
            legal = game.legal_actions()
            # a stubborn table: nobody closes or calls, so only the cap and K12 end rounds
            calm = [a for a in legal if not isinstance(a, Close | CallKnack)] or list(legal)
            game = game.apply(rng.choice(calm))
        assert game.outcome() is not None


@pytest.mark.rule("E5")
def test_a_player_sees_his_hand_the_table_and_the_history_only():
    game = base()
    dealer_view = game.view(0)
    assert dealer_view.phase == "choose" and dealer_view.hand == cards("10♣ J♣ 7♣")  # only the hand he looks at
    assert (
        "hands" not in dealer_view.data and "pile" not in dealer_view.data and "chooser_hands" not in dealer_view.data
    )
    assert dealer_view.legal_actions == (Keep(), Throw())
    ben = game.view(1)
    assert ben.hand == cards("A♥ K♥ 7♠") and ben.legal_actions == () and ben["table"] == ()
    text = repr(ben)
    assert "Kreuz-10" not in text and "Herz-Dame" not in text  # nothing of Anna's two hands
    teacher = game.view(None)
    assert teacher.data["chooser_hands"] == (cards("10♣ J♣ 7♣"), cards("Q♥ 8♦ 9♦"))
    assert teacher.data["pile"] == game.pile and teacher.data["hands"][2] == cards("8♣ 9♣ 7♦")
    with pytest.raises(KnackpyError):
        game.view(3)
    with pytest.raises(KnackpyError):
        game.view("Anna")


@pytest.mark.rule("E5", "K14")
def test_the_others_do_not_see_that_the_mover_could_call():
    game = play(base_kept(), Swap(cards("7♠")[0], cards("Q♥")[0]))
    assert game.phase == "call"
    assert game.view(1).phase == "call" and game.view(1).legal_actions == (CallKnack("knack"), EndTurn())
    assert game.view(2).phase == "turn" and game.view(2).to_move == 1
    after = game.apply(EndTurn())
    assert after.history == game.history  # forgetting leaves no public trace
    assert after.view(None).data["forgotten"] == (1,) and "forgotten" not in after.view(2).data


@pytest.mark.rule("E5")
def test_the_history_replays_a_round_in_both_languages():
    game = play(base_kept(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    german, english = game.history_text("de"), game.history_text("en")
    assert len(german) == len(english) == len(game.history)
    assert "Ben tauscht Pik-7 gegen Herz-Dame (K10)" in german
    assert "Ben swaps 7 of spades for queen of hearts (K10)" in english
    assert any("Knack!" in line and "(K14)" in line for line in german)
    assert all(isinstance(e, core.Event) and e.kind.startswith("knack_") for e in game.history)


@pytest.mark.rule("E6")
def test_a_saved_game_loads_back_identically():
    game = play(base_kept(seven_eight_nine=True), Push(), Swap(cards("8♣")[0], cards("Q♥")[0]), Close("passen"))
    text = game.to_json()
    loaded = load_game(text)
    assert loaded == game and loaded.to_json() == text
    assert loaded.history == game.history and loaded.legal_actions() == game.legal_actions()
    assert load_game(json.loads(text)) == game
    fresh = load_game(new_game(LAUSITZ, players=4, seed=8).to_json())
    assert fresh == new_game(LAUSITZ, players=4, seed=8)


@pytest.mark.rule("E6")
@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(ruleset="skat"),
        lambda d: d.update(ruleset="charakir"),
        lambda d: d.update(ruleset=7),
        lambda d: d.update(options={"limit": 100}),
        lambda d: d.update(options=[]),
        lambda d: d.update(players="three"),
        lambda d: d.update(players=12),
        lambda d: d.update(seed="seven"),
        lambda d: d.update(seed=None),
        lambda d: d.update(names=["Anna"]),
        lambda d: d.update(first_dealer=9),
        lambda d: d.update(first_dealer="0"),
        lambda d: d.update(deck_order=d["deck_order"][:-1]),
        lambda d: d.update(deck_order=d["deck_order"][:-1] + d["deck_order"][:1]),
        lambda d: d.update(deck_order=[1, 2, 3]),
        lambda d: d.update(deck_order="7♥"),
        lambda d: d.update(actions="keep"),
        lambda d: d.update(actions=[None]),
        lambda d: d.update(actions=["keep", "keep"]),
        lambda d: d.update(actions=["keep", "swap 8♣ Q♥"]),  # Ben does not hold 8♣
        lambda d: d.update(actions=["keep", "end"]),
        lambda d: d.update(actions=["keep", "flip the table"]),
        lambda d: d.pop("seed"),
        lambda d: d.update(extra=1),
        lambda d: d.update(format="chess"),
        lambda d: d.update(version=99),
    ],
)
def test_a_corrupted_save_raises_a_load_error(change):
    data = base().to_dict()
    change(data)
    with pytest.raises(LoadError):
        load_game(json.dumps(data))


@pytest.mark.rule("E6")
def test_a_save_from_the_old_shuffle_says_so():
    data = base().to_dict()
    data["version"] = 1
    with pytest.raises(LoadError) as caught:
        load_game(json.dumps(data))
    assert (
        "Format 1" in str(caught.value)
        and "format 1" in str(caught.value)
        and "shuffled differently" in str(caught.value)
    )


@pytest.mark.rule("E6")
def test_load_rejects_text_that_is_no_saved_game():
    for text in ("", "{", "[]", "42", "null", '"knack"', 42, None, b"\xff"):
        with pytest.raises(LoadError):
            load_game(text)


@pytest.mark.rule("E6")
def test_bad_new_game_arguments_raise_knackpy_errors():
    for kwargs in (
        {"players": 1},
        {"players": 10},
        {"players": "4"},
        {"players": True},
        {"players": 3, "seed": -1},
        {"players": 3, "seed": "x"},
        {"players": 3, "seed": 1.5},
        {"players": 3, "names": ["A", "B"]},
        {"players": 3, "names": "ABC"},
        {"players": 3, "names": ["A", "", "C"]},
        {"players": 3, "first_dealer": 3},
        {"players": 3, "first_dealer": True},
        {"players": 3, "first_dealer": "0"},
        {"players": 3, "deck_order": "7♥ 8♥"},
        {"players": 3, "deck_order": [None] * 32},
        {"players": 3, "deck_order": 42},
        {"players": 3, "deck_order": KNACK.deck.cards[:-1] + KNACK.deck.cards[:1]},
        {"players": 3, "deck_order": LAUSITZ.deck.cards},
    ):
        with pytest.raises(KnackpyError):
            new_game(KNACK, **kwargs)
    with pytest.raises(KnackpyError):
        new_game(31, players=3)  # the name "31" would do (issue 29), the number does not
    with pytest.raises(KnackpyError):
        KnackGame.start(knackpy.rules("charakir"), players=3)


# --- K: knack (source 000) -------------------------------------------------------------------------------------------


@pytest.mark.rule("K1")
def test_the_deck_has_32_cards_or_52_as_an_option():
    small = new_game(KNACK, players=4, seed=1)
    assert len(small.rules.deck) == 32 and all((c & 15) >= 7 for c in small.pile)
    big = new_game(knackpy.rules("knack", deck="french52"), players=4, seed=1)
    found = [c for where in big.card_places().values() for c in where]
    assert len(found) == 52 and any((c & 15) < 7 for c in found)
    assert {c.suit.de for c in found} == {"Karo", "Herz", "Pik", "Kreuz"}


@pytest.mark.rule("K2", "K6")
def test_pictures_count_ten_aces_eleven_and_only_one_suit_adds_up():
    # Ben K♥ 10♥ 9♠ = 20 (K6's example), Clara A♠ J♠ 7♦ = 21, Anna Q♦ K♦ 7♣ = 20 -> tie, K17 draws.
    game = knack([None, "K♥ 10♥ 9♠", "A♠ J♠ 7♦"], ("Q♦ K♦ 7♣", "8♥ 8♣ 9♦"), pile="A♥ 7♥")
    game = play(game, Keep(), Close("passen"), Push(), Push())
    result = game.round_results[-1]
    assert result.points == (20, 20, 21)
    assert "11+10 = 21 (K6)" in result.values()[2].explain("de")
    assert result.draws == ((1, cards("A♥")[0]), (0, cards("7♥")[0]))  # Ben 11 beats Anna 7
    assert result.losers == (0,) and result.why == "lowest_stich"


@pytest.mark.rule("K3")
def test_two_to_nine_players_with_32_cards_sixteen_with_52():
    for players in (2, 9):
        game = new_game(KNACK, players=players, seed=1)
        assert places_ok(game) and len(game.pile) == 32 - 3 * players - 3
    assert len(new_game(knackpy.rules("knack", deck="french52"), players=16, seed=1).pile) == 1
    for players, rules in ((1, KNACK), (10, KNACK), (17, knackpy.rules("knack", deck="french52"))):
        with pytest.raises(KnackpyError) as caught:
            new_game(rules, players=players, seed=1)
        assert "players" in caught.value.en


@pytest.mark.rule("K4")
def test_one_card_at_a_time_clockwise_the_dealer_gets_two_hands():
    order = KNACK.deck.cards  # Karo 7 first
    game = new_game(KNACK, players=3, seed=1, deck_order=order, first_dealer=0)
    assert game.hand(1) == (order[0], order[4], order[8])
    assert game.hand(2) == (order[1], order[5], order[9])
    assert game.chooser_hands == ((order[2], order[6], order[10]), (order[3], order[7], order[11]))
    assert game.pile == order[12:] and game.dealer == game.chooser == 0
    assert "Anna gibt" in game.history_text("de")[0]


@pytest.mark.rule("K4")
def test_stack_deck_builds_the_order_and_checks_its_input():
    order = stack_deck(KNACK, players=3, hands=BASE_HANDS, dealer_hands=BASE_DEALER, pile="A♠ A♣")
    assert order[:4] == cards("A♥ 8♣ 10♣ Q♥") and order[12:14] == cards("A♠ A♣")
    assert sorted(order) == sorted(KNACK.deck.cards)
    for bad in (
        {"hands": ["7♥ 8♥ 9♥", None, None]},  # the dealer's seat takes dealer_hands
        {"hands": [None, "7♥ 8♥", None]},
        {"hands": [None, "7♥ 8♥ 9♥"]},
        {"hands": [None, "7♥ 8♥ 9♥", "7♥ 10♠ J♠"]},
        {"dealer_hands": ("7♥ 8♥ 9♥",)},
        {"hands": [None, "2♥ 8♥ 9♥", None]},
        {"pile": 7},
    ):
        with pytest.raises(KnackpyError):
            stack_deck(KNACK, players=3, **bad)


@pytest.mark.rule("K5")
def test_the_dealer_keeps_the_hand_he_looked_at_or_takes_the_other_blind():
    kept = base().apply(Keep())
    assert kept.hand(0) == cards("10♣ J♣ 7♣") and kept.table == cards("Q♥ 8♦ 9♦")
    thrown = base().apply("rauswerfen")
    assert thrown.hand(0) == cards("Q♥ 8♦ 9♦") and thrown.table == cards("10♣ J♣ 7♣")
    assert "(K5)" in thrown.history_text("de")[-1] and "blind" in thrown.history_text("en")[-1]
    assert kept.to_move == thrown.to_move == 1
    assert_rejected(base(), Push(), "K5")


@pytest.mark.rule("K7")
def test_three_of_a_kind_count_30_and_a_half():
    game = knack([None, "8♣ 8♦ 8♠"], ("K♥ Q♥ J♥", "7♠ 9♠ 10♦"), players=2)
    game = play(game, Keep(), Close("passen"), Push())
    result = game.round_results[-1]
    assert result.points == (30, 30.5) and result.losers == (0,) and result.winners == (1,)
    assert "30½" in " ".join(result.explain("de"))


@pytest.mark.rule("K8")
def test_feuer_ends_the_round_and_every_other_player_loses_a_life():
    game = knack([None, "A♥ A♠ 7♣", "8♣ 9♣ 7♦"], ("10♣ J♣ Q♣", "A♦ 8♦ 9♦"))
    game = play(game, Keep(), Swap(cards("7♣")[0], cards("A♦")[0]))
    assert game.legal_actions() == (CallKnack("feuer"), EndTurn())
    assert game.legal_actions()[0].label("de") == "Feuer!"
    game = game.apply("Feuer!")
    result = game.round_results[-1]
    assert result.why == "feuer" and result.losers == (2, 0) and result.winners == (1,)
    assert game.lives == (2, 3, 2)


@pytest.mark.rule("K8", "K15")
def test_feuer_on_the_deal_ends_the_round_after_the_dealers_choice():
    game = knack([None, "A♥ A♠ A♣", "8♣ 9♣ 7♦"], BASE_DEALER)
    assert game.legal_actions() == (Keep(), Throw())
    game = game.apply(Keep())
    assert game.round_results[-1].why == "feuer" and game.lives == (2, 3, 2)


@pytest.mark.rule("K9")
def test_play_goes_clockwise_from_the_dealers_left():
    game = new_game(KNACK, players=4, seed=5, first_dealer=2).apply(Keep())
    movers = []
    for _ in range(8):
        movers.append(game.to_move)
        game = game.apply(Push())
    assert movers == [3, 0, 1, 2, 3, 0, 1, 2]


@pytest.mark.rule("K10")
def test_swap_one_card_or_all_three_never_two():
    game = base_kept()
    one = game.apply("tausche 7♠ gegen 9♦")
    assert one.hand(1) == cards("A♥ K♥ 9♦") and one.table == cards("Q♥ 8♦ 7♠") and one.to_move == 2
    every = game.apply("alle")
    assert every.hand(1) == cards("Q♥ 8♦ 9♦") and every.table == cards("A♥ K♥ 7♠")
    err = assert_rejected(game, "tausche 7♠ K♥ gegen Q♥ 8♦", "K10")
    assert "Du darfst nur eine oder alle drei Karten tauschen" in err.de
    assert_rejected(game, "swap 7♠ 9♦ 8♦", None, ParseError)
    assert_rejected(game, Swap(cards("Q♥")[0], cards("7♠")[0]), "K10")  # reversed: Q♥ is on the table
    assert game.apply("swap A♥ K♥ 7♠ for Q♥ 8♦ 9♦") is not None
    assert_rejected(game, "swap A♥ K♥ 8♣ for Q♥ 8♦ 9♦", "K10")


@pytest.mark.rule("K11")
def test_pushing_passes_the_turn_and_changes_nothing_else():
    game = base_kept()
    pushed = game.apply("schieben")
    assert pushed.to_move == 2 and pushed.hands == game.hands and pushed.table == game.table
    assert pushed.history_text("en")[-1] == "Ben pushes (K11)"


@pytest.mark.rule("K12")
def test_a_full_circle_of_pushes_renews_the_table():
    game = knack(BASE_HANDS, BASE_DEALER, pile="7♥ 8♥ 9♥ 10♥")
    game = play(game, Keep(), Push(), Push())
    assert game.table == cards("Q♥ 8♦ 9♦")
    game = game.apply(Push())
    assert game.table == cards("7♥ 8♥ 9♥") and game.out_of_play == cards("Q♥ 8♦ 9♦")
    assert game.pile[0] == cards("10♥")[0] and game.to_move == 1
    assert "(K12)" in game.history_text("de")[-1]
    off = play(base_kept(renew_stock_when_all_push=False), Push(), Push(), Push(), Push())
    assert off.table == cards("Q♥ 8♦ 9♦") and off.out_of_play == ()


@pytest.mark.rule("K12")
def test_a_swap_breaks_the_circle_of_pushes():
    game = play(base_kept(), Push(), Swap(cards("9♣")[0], cards("9♦")[0]), Push(), Push())
    assert game.out_of_play == () and game.to_move == 2


# Nine players: 27 + 3 cards dealt, only K♣ A♣ left on the pile.  Ben, Clara, David hold 10 each.
NINE_HANDS = [None, "7♦ 8♥ 10♠", "7♥ 8♠ 10♣", "7♠ 8♣ 10♦", "9♦ J♦ Q♦", "9♥ J♥ Q♥", "9♠ J♠ Q♠", "9♣ J♣ Q♣", "K♦ A♦ 7♣"]
NINE_DEALER = ("K♥ A♥ 8♦", "K♠ A♠ 10♥")


@pytest.mark.rule("K12", "K3")
def test_a_short_pile_ends_the_round_when_all_push():
    game = knack(NINE_HANDS, NINE_DEALER, players=9).apply(Keep())
    assert len(game.pile) == 2
    game = play(game, *[Push()] * 8)
    assert game.round_no == 1 and game.to_move == 0
    game = game.apply(Push())
    assert game.round_results[-1].ended == "stock_empty" and game.round_no == 2
    assert "keine drei Karten" in " ".join(game.history_text("de"))


@pytest.mark.rule("K13")
def test_after_passen_everyone_else_moves_once_and_the_closer_never_again():
    game = base_kept().apply("passen")
    assert game.closer == 1 and game.to_move == 2 and Close("passen") not in game.legal_actions()
    assert "Ben passt" in game.history_text("de")[-1]
    err = assert_rejected(game, "zu", "K13")
    assert "schon gepasst" in err.de
    game = game.apply(Push())
    assert game.to_move == 0 and game.round_no == 1
    game = game.apply(Push())
    assert game.round_no == 2 and game.round_results[-1].ended == "closed" and game.round_results[-1].ender == 1
    assert game.round_results[-1].losers == (2,)


@pytest.mark.rule("K13")
def test_close_is_accepted_in_either_word():
    game = base_kept()
    assert game.apply(Close("zumachen")) == game.apply(Close("passen")) == game.apply("zumachen")
    assert Close("passen").label("de") == "passen" and Close("zumachen").label("de") == "zumachen"


@pytest.mark.rule("K14")
def test_reaching_31_by_a_swap_must_be_called_and_ends_the_round():
    game = play(base_kept(), Swap(cards("7♠")[0], cards("Q♥")[0]))
    assert game.phase == "call" and game.to_move == 1
    assert_rejected(game, Push(), "K14")
    called = game.apply("Knack!")
    result = called.round_results[-1]
    assert result.ended == "call" and result.ender == 1 and result.losers == (2,) and result.winners == (1,)
    assert called.lives == (3, 3, 2)


@pytest.mark.rule("K14")
def test_a_forgotten_knack_loses_the_round_whatever_the_points():
    game = play(base_kept(), Swap(cards("7♠")[0], cards("Q♥")[0]), EndTurn())
    assert game.to_move == 2 and game.forgotten == (1,)
    assert CallKnack("knack") not in game.legal_actions()  # Clara has nothing to call
    game = play(game, Close("passen"), Push())  # Anna moves once more, then Ben
    assert game.to_move == 1 and game.legal_actions()[0] == CallKnack("knack")  # a late call is possible...
    game = game.apply(Push())
    result = game.round_results[-1]
    assert result.why == "forgot" and result.losers == (1,) and result.points[1] == 31
    assert game.lives == (3, 2, 3)
    assert any("nicht angesagt" in line for line in game.history_text("de"))


@pytest.mark.rule("K14")
def test_neither_a_late_call_nor_a_new_swap_undoes_forgetting():
    late = play(base_kept(), Swap(cards("7♠")[0], cards("Q♥")[0]), EndTurn(), Push(), Push(), CallKnack())
    assert late.round_results[-1].why == "forgot" and late.round_results[-1].losers == (1,)
    # Ben forgets, then swaps away and back into another 31 and calls properly: forgotten is forgotten (source 000)
    game = knack([None, "A♥ K♥ 7♠", "8♣ 9♣ 7♦"], ("10♣ J♣ 7♣", "Q♥ J♥ 9♦"))
    game = play(game, Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), EndTurn(), Push(), Push())
    game = play(game, Swap(cards("Q♥")[0], cards("J♥")[0]))
    assert game.phase == "call" and game.forgotten == (1,)
    game = game.apply(CallKnack())
    assert game.round_results[-1].why == "forgot" and game.round_results[-1].losers == (1,)


@pytest.mark.rule("K14")
def test_with_the_forgiving_house_rule_a_new_swap_gives_a_fresh_start():
    game = knack([None, "A♥ K♥ 7♠", "8♣ 9♣ 7♦"], ("10♣ J♣ 7♣", "Q♥ J♥ 9♦"), forgotten_cleared_by_swap=True)
    game = play(game, Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), EndTurn(), Push(), Push())
    game = play(game, Swap(cards("Q♥")[0], cards("J♥")[0]))
    assert game.phase == "call" and game.forgotten == ()
    game = game.apply(CallKnack())
    assert game.round_results[-1].why == "lowest" and game.round_results[-1].losers == (2,)


@pytest.mark.rule("K15")
def test_knack_on_the_deal_ends_the_round_after_the_dealers_choice():
    game = knack([None, "A♣ K♣ Q♣", "8♦ 9♦ 7♥"], ("10♣ J♣ 7♣", "Q♥ 8♠ 9♠"))
    assert any("schon beim Geben" in line for line in game.history_text("de"))
    assert game.legal_actions() == (Keep(), Throw())  # the dealer may still exchange
    game = game.apply(Throw())
    result = game.round_results[-1]
    assert result.ended == "deal_call" and result.hands[0] == cards("Q♥ 8♠ 9♠")
    assert result.points == (17, 31, 17) and result.why == "lowest_stich"


@pytest.mark.rule("K15")
def test_the_dealers_own_knack_on_the_deal_counts_at_once():
    game = knack(BASE_HANDS, ("A♣ K♣ Q♣", "Q♥ 8♦ 9♦")).apply(Keep())
    result = game.round_results[-1]
    assert result.ended == "deal_call" and result.points[0] == 31 and result.losers == (2,)


@pytest.mark.rule("K16", "K18")
def test_the_lowest_value_loses_a_life_and_the_deal_moves_on():
    game = play(base_kept(), Close("passen"), Push(), Push())
    assert game.lives == (3, 3, 2) and game.round_results[-1].after == (3, 3, 2)
    assert game.round_results[-1].before == (3, 3, 3)
    assert game.dealer == 1 and game.round_no == 2


@pytest.mark.rule("K17")
def test_a_tie_for_lowest_is_decided_by_drawing_equal_points_draw_again():
    # Ben A♥ K♥ 7♠ = 21 and Clara A♠ K♠ 7♦ = 21 tie; Anna holds 27.  Draws: K♦/10♦ tie (10 each), then 8♥ vs 9♥.
    game = knack([None, "A♥ K♥ 7♠", "A♠ K♠ 7♦"], BASE_DEALER, pile="K♦ 10♥ 8♥ 9♥")
    game = play(game, Keep(), Close("passen"), Push(), Push())
    result = game.round_results[-1]
    assert [c.short for _, c in result.draws] == ["K♦", "10♥", "8♥", "9♥"]
    assert result.losers == (1,) and result.why == "lowest_stich" and "K17" in result.rule_ids
    assert any("Stich: Ben zieht Herz-8" in line for line in game.history_text("de"))


@pytest.mark.rule("K17")
def test_a_tie_for_the_win_is_drawn_too():
    game = knack([None, "A♥ K♥ 7♠", "A♠ K♠ 7♦"], ("7♣ 8♣ 10♦", "Q♥ 8♦ 9♦"), pile="7♥ J♥")  # Anna 15
    game = play(game, Keep(), Close("passen"), Push(), Push())
    result = game.round_results[-1]
    assert result.losers == (0,) and result.draws == ((1, cards("7♥")[0]), (2, cards("J♥")[0]))
    assert result.winners == (2,)


@pytest.mark.rule("K17", "K3")
def test_when_the_pile_runs_out_the_out_of_play_cards_are_shuffled_in():
    game = knack(NINE_HANDS, NINE_DEALER, players=9, seed=3)
    assert game.pile == cards("K♣ A♣")
    game = play(game, Keep(), Close("passen"), *[Push()] * 8)
    result = game.round_results[-1]
    tied = (1, 2, 3)
    assert result.points[1] == result.points[2] == result.points[3] == 10
    assert [p for p, _ in result.draws[:3]] == [1, 2, 3]
    assert [c.short for _, c in result.draws[:2]] == ["K♣", "A♣"]
    assert set(c for _, c in result.draws[2:]) <= set(cards("K♠ A♠ 10♥ K♣ A♣"))  # table + drawn, reshuffled
    assert result.losers[0] in tied and result.losers[0] != 2  # Ben's ace beat everybody's card
    again = play(knack(NINE_HANDS, NINE_DEALER, players=9, seed=3), Keep(), Close("passen"), *[Push()] * 8)
    assert again.round_results[-1] == result  # E1: the reshuffle comes from the seed


@pytest.mark.rule("K18")
def test_lives_run_out_and_the_last_player_with_lives_wins():
    game = knack([None, "A♥ K♥ 7♠"], BASE_DEALER, players=2, lives=2)
    game = play(game, Keep(), Swap(cards("7♠")[0], cards("Q♥")[0]), CallKnack())
    assert game.lives == (1, 2) and not game.is_over() and game.dealer == 1
    rng = random.Random(1)
    while not game.is_over():
        game = game.apply(rng.choice(game.legal_actions()))
    outcome = game.outcome()
    assert outcome.rule_ids == ("K18",) and len(outcome.winners) == 1
    assert outcome.standings == game.lives and outcome.standings[outcome.winner] > 0
    assert "gewinnt" in outcome.text("de") and "wins" in outcome.text("en")
    assert base().outcome() is None


@pytest.mark.rule("K18")
def test_three_lives_by_default_and_one_loss_per_round():
    game = base()
    assert game.lives == (3, 3, 3) and game.coins is None and game.pot == 0
    assert [s["lives"] for s in game.standings()] == [3, 3, 3]


@pytest.mark.rule("K19")
def test_seven_eight_nine_on_the_table_may_be_renewed_on_demand():
    hands, dealer = [None, "A♥ K♥ 10♠", "A♣ K♣ J♦"], ("Q♣ J♣ 10♣", "7♦ 8♠ 9♥")
    game = knack(hands, dealer, pile="A♦ A♠ J♠ Q♠", seven_eight_nine=True).apply(Keep())
    assert game.legal_actions()[0] == NewTable()
    renewed = game.apply("7-8-9")
    assert renewed.table == cards("A♦ A♠ J♠") and renewed.out_of_play == cards("7♦ 8♠ 9♥")
    assert renewed.to_move == 1 and renewed.turns == 0 and NewTable() not in renewed.legal_actions()
    assert "(K19)" in renewed.history_text("de")[-1]
    off = knack(hands, dealer).apply(Keep())
    assert NewTable() not in off.legal_actions()
    assert "7-8-9" in assert_rejected(off, NewTable(), "K19").de
    assert_rejected(base_kept(seven_eight_nine=True), NewTable(), "K19")  # Q♥ 8♦ 9♦ is no 7-8-9


# --- O: knack_oberlausitz (source 001) -------------------------------------------------------------------------------


@pytest.mark.rule("O1")
def test_the_oberlausitz_plays_german_suits_by_default():
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER).apply(Keep())
    assert game.hand(2) == cards("E-A G-A S-7", LAUSITZ)
    assert {c.suit.de for c in game.rules.deck} == {"Eichel", "Grün", "Rot", "Schellen"}
    swap = game.swap("S-7", "E-8")
    assert (
        swap.label("de") == "Tausche Schellen-7 gegen Eichel-8"
        and swap.label("en") == "swap 7 of bells for 8 of acorns"
    )
    assert game.apply(swap).hand(2) == cards("E-A G-A E-8", LAUSITZ)
    french = new_game(knackpy.rules("knack_oberlausitz", deck="french32"), players=3, seed=1)
    assert french.pile[0].suit.family == "french"


@pytest.mark.rule("O2")
def test_two_to_nine_players():
    assert new_game(LAUSITZ, players=2, seed=1).chooser == 1 - new_game(LAUSITZ, players=2, seed=1).dealer
    assert len(new_game(LAUSITZ, players=9, seed=1).pile) == 2
    for players in (1, 10):
        with pytest.raises(KnackpyError):
            new_game(LAUSITZ, players=players, seed=1)


@pytest.mark.rule("O3")
def test_everyone_starts_with_three_coins_and_an_empty_pot():
    game = new_game(LAUSITZ, players=4, seed=2)
    assert game.coins == (3, 3, 3, 3) and game.pot == 0 and game.lives is None
    assert new_game(knackpy.rules("knack_oberlausitz", coins=5), players=2, seed=2).coins == (5, 5)


@pytest.mark.rule("O4")
def test_the_player_left_of_the_dealer_chooses_and_play_starts_left_of_him():
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER)
    assert game.dealer == 0 and game.chooser == 1 and game.to_move == 1
    assert game.view(1).hand == cards("G-K G-O G-7", LAUSITZ) and game.hand(0) == cards(L_DEALER, LAUSITZ)
    order = LAUSITZ.deck.cards
    raw = new_game(LAUSITZ, players=3, seed=1, deck_order=order, first_dealer=0)
    assert raw.chooser_hands == ((order[0], order[4], order[8]), (order[1], order[5], order[9]))
    kept = game.apply("nimm")
    assert kept.to_move == 2 and kept.table == cards("E-7 E-8 R-8", LAUSITZ)
    thrown = game.apply("raus")
    assert thrown.hand(1) == cards("E-7 E-8 R-8", LAUSITZ) and thrown.table == cards("G-K G-O G-7", LAUSITZ)
    assert "(O4)" in kept.history_text("de")[0] and "Ben bekommt zwei Hände" in kept.history_text("de")[0]
    assert_rejected(game, Push(), "O4")


@pytest.mark.rule("O5")
def test_zumachen_and_no_table_renewal_by_default():
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER).apply(Keep())
    closed = game.apply("mach zu")
    assert closed.closer == 2 and "Clara macht zu" in closed.history_text("de")[-1]
    assert closed.history[-1].rule == "O5" and game.legal_actions()[-1].label("de") == "zumachen"
    assert "schon zugemacht" in assert_rejected(closed, Close(), "O5").de
    pushed = play(game, Push(), Push(), Push(), Push())
    assert pushed.table == game.table and pushed.out_of_play == ()
    renewing = lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER, renew_stock_when_all_push=True).apply(Keep())
    assert play(renewing, Push(), Push(), Push()).out_of_play == game.table


@pytest.mark.rule("O6")
@pytest.mark.parametrize(("same_rank_adds", "payer", "value"), [(True, 0, 22), (False, 2, 11)])
def test_same_rank_adds_decides_who_pays(same_rank_adds, payer, value):
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER, same_rank_adds=same_rank_adds)
    game = play(game, Keep(), Close(), Push(), Push())
    result = game.round_results[-1]
    assert result.points[2] == value and result.losers == (payer,)
    assert game.coins[payer] == 2 and game.pot == 1


@pytest.mark.rule("O7")
@pytest.mark.parametrize("ace_flush", [True, False])
def test_three_of_a_suit_with_an_ace_is_a_knack(ace_flush):
    game = lausitz(["S-10 S-8 S-9", None, "R-A R-7 G-8"], ("G-K G-O G-7", "R-8 E-7 E-9"), knack_is_ace_flush=ace_flush)
    game = play(game, Keep(), "tausche G-8 gegen R-8")
    if ace_flush:
        assert game.phase == "call" and game.legal_actions() == (CallKnack("knack"), EndTurn())
        game = game.apply("fertig")
        assert game.round_results[-1].points[2] == 31 and game.round_results[-1].ended == "call"
    else:
        assert game.phase == "turn" and game.to_move == 0 and game.view(None).data["values"][2] == 26


@pytest.mark.rule("O8")
def test_three_of_a_kind_beats_thirty():
    game = lausitz(["S-8 G-8 E-8", None], ("G-K G-O G-U", "R-7 R-9 S-9"), players=2)
    assert game.to_move == 1 and game.chooser == 1
    game = play(game, Keep(), Close(), Push())
    assert game.round_results[-1].points == (30.5, 30) and game.round_results[-1].losers == (1,)


@pytest.mark.rule("O9")
def test_superknack_is_called_and_every_other_player_pays():
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], ("G-K G-O G-7", "R-A E-7 E-8"))
    game = play(game, Keep(), Swap(*cards("S-7 R-A", LAUSITZ)))
    assert game.legal_actions() == (CallKnack("superknack"), EndTurn())
    game = game.apply("Superknack!")
    result = game.round_results[-1]
    assert result.why == "superknack" and result.losers == (1, 0) and result.rule_ids == ("O9",)
    assert game.coins == (2, 2, 3) and game.pot == 2


@pytest.mark.rule("O9", "K15")
def test_superknack_on_the_deal_ends_the_game_even_without_announcing():
    game = lausitz([L_DEALER, None, "E-A G-A S-A"], L_CHOOSER, announce_knack=False).apply(Keep())
    assert game.round_results[-1].why == "superknack" and game.coins == (2, 2, 3)


@pytest.mark.rule("O10")
def test_with_announcing_a_forgotten_knack_pays_alone():
    game = lausitz(["S-10 S-8 S-9", None, "R-A R-7 G-8"], ("G-K G-O G-7", "R-8 E-7 E-9"))
    game = play(game, Keep(), "tausche G-8 gegen R-8", "ende", Close(), Push(), Push())
    result = game.round_results[-1]
    assert result.why == "forgot" and result.losers == (2,) and result.points[2] == 31
    assert game.coins == (3, 3, 2)
    assert "nicht angesagt" in " ".join(game.history_text("de"))


@pytest.mark.rule("O10")
def test_without_announcing_a_knack_is_not_called_and_play_goes_on():
    game = lausitz(["S-10 S-8 R-9", None, "R-A R-7 G-8"], ("G-K G-O G-7", "R-8 E-7 E-9"), announce_knack=False)
    game = play(game, Keep(), "tausche G-8 gegen R-8")
    assert game.phase == "turn" and game.to_move == 0
    game = play(game, Push(), Push())
    assert game.to_move == 2 and CallKnack() not in game.legal_actions()
    assert "zumachen" in assert_rejected(game, "knack", "O10").de
    game = play(game, Close(), Push(), Push())
    result = game.round_results[-1]
    assert result.why == "lowest" and result.losers == (0,) and result.forgetters == ()  # S-10 S-8 R-9 = 18


@pytest.mark.rule("O10", "K15")
@pytest.mark.parametrize("announce", [True, False])
def test_a_knack_on_the_deal_ends_the_game_only_with_announcing(announce):
    game = lausitz([L_DEALER, None, "R-A R-7 R-U"], L_CHOOSER, announce_knack=announce).apply(Keep())
    assert (game.round_no == 2) is announce


@pytest.mark.rule("O11")
@pytest.mark.parametrize("announce", [True, False])
def test_a_missed_superknack_pays_everything_and_is_out(announce):
    game = lausitz([L_DEALER, None, "E-A G-A S-7"], ("G-K G-O G-7", "R-A E-7 E-8"), announce_knack=announce)
    game = play(game, Keep(), Swap(*cards("S-7 R-A", LAUSITZ)), EndTurn(), Close(), Push(), Push())
    result = game.round_results[-1]
    assert result.why == "forgot" and result.losers == (2,) and "O11" in result.rule_ids
    assert game.coins == (3, 3, 0) and game.pot == 3 and game.in_game == (True, True, False)
    assert any("Clara hat den Superknack verschlafen" in line for line in game.history_text("de"))


@pytest.mark.rule("O12")
def test_all_players_tied_for_lowest_pay_without_a_tie_break():
    game = lausitz([L_DEALER, None, "G-10 G-8 E-9"], L_CHOOSER)
    game = play(game, Keep(), Close(), Push(), Push())
    result = game.round_results[-1]
    assert result.points[0] == result.points[2] == 18 and result.losers == (2, 0) and result.draws == ()
    assert game.coins == (2, 3, 2) and game.pot == 2 and result.rule_ids == ("O12",)


@pytest.mark.rule("O13")
def test_blank_players_swim_and_go_out_when_they_lose_again():
    # Round 1 (stacked): Anna pays her only coin and swims.  Round 2 (seed 1): Ben deals, Anna chooses and
    # keeps R-7 S-U G-9 = 10 against Ben's E-O E-A S-O = 21: she loses again, is out, and Ben takes the pot.
    game = lausitz(["S-10 S-8 R-9", None], ("G-K G-O G-7", "E-7 E-8 R-8"), players=2, seed=1, coins=1)
    game = play(game, Keep(), Close(), Push())
    assert game.coins == (0, 1) and game.swimming == (True, False) and game.in_game == (True, True)
    assert any("schwimmt" in line for line in game.history_text("de"))
    assert game.dealer == 1 and game.chooser == 0
    game = play(game, Keep())
    assert game.view(None).data["values"] == (10, 21)
    game = play(game, Close(), Push())
    assert game.is_over() and game.in_game == (False, True)
    outcome = game.outcome()
    assert outcome.winners == (1,) and outcome.rule_ids == ("O13",) and outcome.standings == (0, 2)
    assert "Pott" in outcome.text("de") and "pot" in outcome.text("en")


@pytest.mark.rule("O13", "O12")
def test_if_everyone_left_goes_out_at_once_they_share_the_pot():
    # Round 1 (stacked): both hold 18 and pay their only coin.  Round 2 (seed 13): both hold 20 and sink together.
    game = lausitz(["S-10 S-8 R-9", None], ("G-10 G-8 E-7", "E-9 E-8 R-8"), players=2, seed=13, coins=1)
    game = play(game, Keep(), Close(), Push())
    assert game.coins == (0, 0) and game.swimming == (True, True) and game.pot == 2
    game = game.apply(Keep())
    assert game.view(None).data["values"] == (20, 20)
    game = play(game, Close(), Push())
    outcome = game.outcome()
    assert game.is_over() and outcome.winners == (0, 1) and outcome.winner is None
    assert outcome.standings == (1, 1) and outcome.reason == "lausitz_shared"
    assert "teilen sich den Pott" in outcome.text("de")


@pytest.mark.rule("K18", "K14")
def test_if_the_last_two_lose_their_last_lives_at_once_they_share_the_win():
    # Both forget a Knack: each alone would lose, so both lose their only life.
    game = knack([None, "A♥ K♥ 7♠"], ("A♣ K♣ 7♦", "Q♥ Q♣ 9♦"), players=2, lives=1).apply(Keep())
    game = play(game, Swap(*cards("7♠ Q♥")), EndTurn(), Swap(*cards("7♦ Q♣")), EndTurn(), Close("passen"), Push())
    assert game.round_results[-1].forgetters == (1, 0) and game.is_over()
    outcome = game.outcome()
    assert outcome.winners == (1, 0) and outcome.reason == "knack_shared" and outcome.standings == (0, 0)


# --- actions as text -------------------------------------------------------------------------------------------------


def test_every_action_reads_back_from_its_text_and_has_two_labels():
    for game in (base_kept(seven_eight_nine=True), lausitz([L_DEALER, None, "E-A G-A S-7"], L_CHOOSER).apply(Keep())):
        universe = (*game.legal_actions(), Keep(), Throw(), EndTurn(), NewTable(), CallKnack("feuer"))
        for action in universe:
            assert game.parse_action(action.to_text()) is action or type(action) in (Close, CallKnack)
            assert action.label("de") and action.label("en") and str(action) == action.label("de")
    assert Swap(*cards("7♥ A♠")).label("de") == "Tausche Herz-7 gegen Pik-Ass"
    assert Swap(*cards("7♥ A♠")).label("en") == "swap 7 of hearts for ace of spades"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tausche 7♠ gegen Q♥", ("7♠", "Q♥")),
        ("Tausche Pik-7 gegen Herz-Dame", ("7♠", "Q♥")),
        ("swap 7s for Qh", ("7♠", "Q♥")),
        ("swap 7 of spades with queen of hearts", ("7♠", "Q♥")),
        ("7s Qh", ("7♠", "Q♥")),
        ("7s -> Qh", ("7♠", "Q♥")),
        ("nimm Qh für 7s", ("7♠", "Q♥")),
        ("take Qh for 7s", ("7♠", "Q♥")),
        ("swap 7♠ Q♥", ("7♠", "Q♥")),
    ],
)
def test_people_can_type_swaps_in_many_ways(text, expected):
    assert KnackGame.parse_action(text) is Swap(*cards(" ".join(expected)))
    assert base_kept().parse_action(text) is base_kept().swap(*expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("alle", SwapAll()),
        ("All three", SwapAll()),
        ("schieben", Push()),
        ("ich schiebe", Push()),
        ("push", Push()),
        ("zu", Close("zumachen")),
        ("passen", Close("passen")),
        ("close", Close("zumachen")),
        ("Knack!", CallKnack("knack")),
        ("Feuer!", CallKnack("feuer")),
        ("superknack", CallKnack("superknack")),
        ("behalten", Keep()),
        ("throw", Throw()),
        ("end turn", EndTurn()),
        ("neuer Stock", NewTable()),
    ],
)
def test_people_can_type_words_in_german_or_english(text, expected):
    assert KnackGame.parse_action(text) is expected


def test_text_that_is_no_action_raises_a_bilingual_parse_error():
    for text in ("bla", "", "tausche", "tausche 7♠", "pass", "swap 7♠ X♥", "tausche Pik-Unter gegen 7♥"):
        with pytest.raises(ParseError) as caught:
            base_kept().parse_action(text)
        assert caught.value.de and caught.value.en and caught.value.de != caught.value.en
    with pytest.raises(ParseError):
        KnackGame.parse_action(None)
    with pytest.raises(ParseError):
        base_kept().swap("7♠", None)


def test_actions_are_small_immutable_interned_values():
    import copy
    import pickle

    swap = Swap(*cards("7♠ Q♥"))
    assert swap is Swap(give=cards("7♠")[0], take=cards("Q♥")[0]) is KnackGame.swap("7s", "Qh")
    assert copy.deepcopy(swap) is swap and pickle.loads(pickle.dumps(swap)) is swap
    assert hash(swap) == hash(Swap(*cards("7♠ Q♥"))) and swap != Swap(*cards("Q♥ 7♠"))
    with pytest.raises(AttributeError):
        swap.give = cards("8♠")[0]
    assert sys.getsizeof(swap) < 64


# --- round results, standings, texts -----------------------------------------------------------------------------------


def test_round_results_explain_the_round_in_both_languages():
    game = play(base_kept(), Close("passen"), Push(), Push())
    result = game.round_results[0]
    german, english = result.explain("de"), result.explain("en")
    assert german[0] == "Runde 1: Ben hat gepasst, alle waren noch einmal dran"
    assert english[0] == "Round 1: Ben closed, everyone moved once more"
    assert "Clara" in german[-3] and "17" in german[-3]
    assert english[-1] == "Lives after: Anna 3, Ben 3, Clara 2 (K16)"
    assert str(result) == result.text("de")


def test_every_text_of_the_engine_exists_in_german_and_english():
    entries = {
        k: v
        for k, v in i18n.all_entries().items()
        if k.startswith(("knack.", "event.knack_", "outcome.knack", "outcome.lausitz"))
    }
    assert len(entries) > 80
    for key, (german, english) in entries.items():
        names = {n.removesuffix("_en") for n in i18n.placeholders(german) | i18n.placeholders(english)}
        assert {n.removesuffix("_en") for n in i18n.placeholders(german)} == names, key
        assert {n.removesuffix("_en") for n in i18n.placeholders(english)} == names, key
        assert german != english or german.endswith("!") or key.endswith(".name"), key


# --- traceability --------------------------------------------------------------------------------------------------

ALL_IDS = {f"E{i}" for i in range(1, 7)} | {f"K{i}" for i in range(1, 20)} | {f"O{i}" for i in range(1, 14)}


def test_every_rule_id_has_a_scenario_test():
    covered = set()
    for name, obj in globals().items():
        if name.startswith("test_"):
            for mark in getattr(obj, "pytestmark", []):
                if mark.name == "rule":
                    covered.update(mark.args)
    assert ALL_IDS - covered == set()
