"""The coach: every legal action ranked, best first, with an estimate and a reason in both languages (E5)."""

import dataclasses
import re

import pytest

import knackpy
from knackpy.bots import make_bot
from knackpy.engine import charakir as ck
from knackpy.engine import knack as kn
from knackpy.errors import KnackpyError
from knackpy.hints import MARGINS, Hint, hint

RULESETS = ("knack", "knack_oberlausitz", "charakir")
RULE_ID = re.compile(r"\(([EKOC]\d+)(, [EKOC]\d+)*\)$")


def states(ruleset, seed=3, limit=40):
    """States of a seeded game with simple and strong bots, every one with a player to move."""
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=seed)
    seats = [make_bot(level, rules, seed=s) for s, level in enumerate(("simple", "strong", "random"))]
    out = []
    while not game.is_over() and len(out) < limit:
        out.append(game)
        game = game.apply(seats[game.to_move].act(game))
    return out


def check_ranking(hints, game):
    legal = game.legal_actions()
    assert len(hints) == len(legal)
    assert {h.action for h in hints} == set(legal) and len({id(h.action) for h in hints}) == len(legal)
    assert [h.rank for h in hints] == list(range(1, len(hints) + 1))  # every place once: no "5." twice
    tiers = [h.tier for h in hints]
    assert tiers[0] == 1 and tiers == sorted(tiers) and set(tiers) == set(range(1, max(tiers) + 1))
    margin = MARGINS[hints[0].measure]
    for tier in set(tiers):
        group = [h.value for h in hints if h.tier == tier]
        assert max(group) - min(group) < margin  # equally good: closer than a learner would notice
        later = [h.value for h in hints if h.tier > tier]
        assert all(v >= min(group) + margin for v in later)  # every later group is worse by the margin


@pytest.mark.rule("E2", "E5")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_ranking_covers_exactly_the_legal_actions_best_first(ruleset):
    for game in states(ruleset)[::3]:
        hints = hint(game, samples=16, seed=2)
        check_ranking(hints, game)
        measure = "expected_points" if ruleset == "charakir" else "lose_chance"
        assert all(h.measure == measure for h in hints)
        if measure == "lose_chance":
            assert all(0.0 <= h.value <= 1.0 for h in hints)
        else:
            assert all(0.0 <= h.value <= 25.0 for h in hints)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_reasons_and_values_in_both_languages_name_the_rules(ruleset):
    for game in states(ruleset, seed=5)[::4]:
        for h in hint(game, samples=8, seed=1):
            de, en = h.reason("de"), h.reason("en")
            assert de != en and de[:1].isupper() and en[:1].isupper()
            assert RULE_ID.search(de) and RULE_ID.search(en)
            for rule_id in h.rule_ids:
                assert rule_id in de and rule_id in en
            assert h.value_text("de") != h.value_text("en")
            assert h.action.label("de") in h.text("de") and h.action.label("en") in h.text("en")
            assert str(h) == h.text("de")
            if ruleset == "knack":
                assert h.value_text("de").startswith("Risiko, ein Leben zu verlieren: ") and " %" in h.value_text("de")
                assert h.value_text("en").startswith("risk of losing a life: ") and h.value_text("en").endswith("%")
            elif ruleset == "knack_oberlausitz":
                assert "Münze" in h.value_text("de") and "coin" in h.value_text("en")
            else:
                assert h.value_text("en").startswith("expected points this round: ")


def swap_to_31():
    """Seat 1 holds A♥ K♥ 7♠; after the dealer keeps, 10♥ lies on the table: a swap makes 31."""
    rules = knackpy.rules("knack")
    game = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♠ 9♠"], dealer_hands=("10♣ J♣ 9♣", "10♥ 8♦ 9♦")
    )
    return game.apply("keep")


@pytest.mark.rule("K14", "K10")
def test_a_swap_to_31_ranks_first_and_then_the_call_ranks_first():
    game = swap_to_31()
    hints = hint(game, seed=3)
    assert hints[0].action == kn.Swap("7♠", "10♥")
    assert hints[0].value == 0.0
    assert "31" in hints[0].reason("de") and "K14" in hints[0].rule_ids
    game = game.apply(hints[0].action)
    assert game.phase == "call"
    hints = hint(game, seed=3)
    assert isinstance(hints[0].action, kn.CallKnack) and hints[0].rank == 1
    assert hints[-1].action == kn.EndTurn() and hints[-1].value == pytest.approx(1.0)
    assert "verschlafen" in hints[-1].reason("de") and "forgetting" in hints[-1].reason("en")
    assert "K14" in hints[0].reason("en")


@pytest.mark.rule("K13", "K16")
def test_closing_with_a_top_hand_is_safer_than_closing_with_a_poor_one():
    rules = knackpy.rules("knack")
    high = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "A♥ K♥ 9♥", "8♣ 8♠ 9♠"], dealer_hands=("10♣ J♣ 9♣", "7♦ 8♦ 7♠")
    )
    low = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "7♥ 8♣ 9♠", "A♠ K♠ 10♦"], dealer_hands=("10♣ J♣ 9♣", "7♦ 8♦ 7♠")
    )
    close_high = next(h for h in hint(high.apply("keep"), seed=1) if isinstance(h.action, kn.Close))
    close_low = next(h for h in hint(low.apply("keep"), seed=1) if isinstance(h.action, kn.Close))
    assert close_high.value < 0.2 < 0.8 < close_low.value
    assert close_high.rank == 1
    assert "K13" in close_high.reason("de") and "30" in close_high.reason("en")


@pytest.mark.rule("K5")
def test_keep_or_throw_for_the_dealer():
    rules = knackpy.rules("knack")
    good = kn.setup_game(rules, players=3, dealer=0, dealer_hands=("A♣ K♣ 9♣", "7♦ 8♥ 9♠"))
    hints = hint(good, seed=1)
    assert [type(h.action) for h in hints] == [kn.Keep, kn.Throw]
    assert "K5" in hints[0].rule_ids and "30" in hints[0].reason("de")
    poor = kn.setup_game(rules, players=3, dealer=0, dealer_hands=("7♦ 8♥ 9♠", "A♣ K♣ 9♣"))
    assert type(hint(poor, seed=1)[0].action) is kn.Throw


def knock_with_three():
    """Seat 0 takes K♦ with a pair of kings, lays them, discards Q♥: 3 points left, the knock is offered."""
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["As 2d Kc Qh", "9h 9c 8d 7s"], discard="Kd", pile="3c")
    game = knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1)
    return game


@pytest.mark.rule("C10", "C11", "C8")
def test_charakir_obvious_situations():
    game = knock_with_three()
    first = hint(game, seed=1)
    assert type(first[0].action) is ck.TakeDiscard  # a pair of kings goes away (C8)
    assert "C8" in first[0].reason("de")
    game = game.apply("take")
    game = game.apply(hint(game, seed=1)[0].action)  # the pair of kings
    discard = hint(game, seed=1)
    assert discard[0].action == ck.Discard("Qh")
    game = game.apply("discard Qh")
    assert game.phase == "knock" and game.hand_points(0) == 3
    hints = hint(game, seed=1)
    assert type(hints[0].action) is ck.Knock and hints[0].rank == 1
    assert hints[0].value < hints[1].value
    assert "C11" in hints[0].reason("de") and "25" in hints[0].reason("en")


@pytest.mark.rule("C8")
def test_taking_the_discard_without_a_pair_never_appears():
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["As 2d Jc Qh", "9h 9c 8d 7s"], discard="Kd", pile="3c")
    game = knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1)
    hints = hint(game, seed=1)
    assert [h.action for h in hints] == [ck.DrawPile()]
    assert hints[0].rank == 1


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_hint_of_the_view_equals_hint_of_the_game(ruleset):
    for game in states(ruleset, seed=8)[::7]:
        view = game.view(game.to_move)
        assert hint(view, samples=12, seed=4) == hint(game, samples=12, seed=4)
        assert hint(game, player=game.to_move, samples=12, seed=4) == hint(game, samples=12, seed=4)


@pytest.mark.rule("E5")
def test_hints_do_not_depend_on_hidden_cards():
    rules = knackpy.rules("knack")
    first = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "8♣ 8♠ 9♠"], dealer_hands=("10♣ J♣ 9♣", "10♥ 8♦ 9♦")
    )
    second = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "A♥ K♥ 7♠", "7♦ Q♠ Q♦"], dealer_hands=("10♣ J♣ 9♣", "10♥ 8♦ 9♦")
    )
    first, second = first.apply("keep"), second.apply("keep")
    assert first.view(None) != second.view(None)
    assert hint(first, seed=2) == hint(second, seed=2)


def test_determinism_and_seeds():
    game = states("knack", seed=2)[5]
    assert hint(game, seed=1) == hint(game, seed=1)
    assert all(isinstance(h, Hint) for h in hint(game))
    with pytest.raises(dataclasses.FrozenInstanceError):
        hint(game)[0].rank = 2


def test_no_hints_when_over_or_not_to_move_and_errors():
    rules = knackpy.rules("knack")
    game = knackpy.new_game(rules, players=2, seed=1)
    seats = [make_bot("simple", rules), make_bot("simple", rules)]
    start = game
    while not game.is_over():
        game = game.apply(seats[game.to_move].act(game))
    assert hint(game) == ()
    other = 1 - start.to_move
    assert hint(start, player=other) == ()
    assert hint(start.view(other)) == ()
    with pytest.raises(KnackpyError):
        hint(start.view(None))  # the teacher's view shows every card: no hint from it
    with pytest.raises(KnackpyError):
        hint("knack")
    with pytest.raises(KnackpyError):
        hint(start, samples=0)
    with pytest.raises(KnackpyError):
        hint(start.view(start.to_move), player=other)
    with pytest.raises(KnackpyError):
        hint(start.view(start.to_move), rules=knackpy.rules("charakir"))


def test_hints_follow_the_rules_options():
    """A view carries the options in force (they are public), so a hint from the view alone uses them."""
    rules = knackpy.rules("knack_oberlausitz", announce_knack=False)
    game = knackpy.new_game(rules, players=3, seed=3).apply("keep")
    view = game.view(game.to_move)
    assert view["rules"] == rules and game.view(None)["rules"] == rules
    assert hint(view, seed=1) == hint(game, seed=1) == hint(view, rules=rules, seed=1)
    # With O10 off a 31 is no call, so the round goes on: the defaults (O10 on) would judge the hand differently.
    called = kn.setup_game(rules, players=3, dealer=0, hands=[None, None, "E-A E-K E-10"]).apply("keep")
    assert called.to_move == 2 and called.view(2)["value"] == 31
    defaults = knackpy.rules("knack_oberlausitz")
    assert hint(called.view(2), seed=1) != hint(called.view(2), rules=defaults, seed=1)
    assert hint(view, seed=1) != hint(view, rules=defaults, seed=1)
    charakir = knackpy.rules("charakir", limit=50)
    table = knackpy.new_game(charakir, players=3, seed=1)
    assert table.view(table.to_move)["rules"] == charakir


@pytest.mark.rule("K10", "K6")
def test_swap_reasons_say_whether_the_hand_goes_up_stays_or_drops():
    rules = knackpy.rules("knack")
    game = kn.setup_game(
        rules, players=3, dealer=0, hands=[None, "8♣ 9♠ K♣", None], dealer_hands=("Q♦ Q♥ 7♥", "7♦ 10♥ J♠")
    ).apply("keep")
    by_action = {h.action: h for h in hint(game, samples=8, seed=1)}
    up, same, down = (game.parse_action(text) for text in ("swap 8♣ J♠", "swap 9♠ J♠", "swap 8♣ 10♥"))
    assert by_action[up].reason("de").endswith("deine Hand steigt von 18 auf 19 Punkte (K10, K6, K16)")
    assert by_action[up].reason("en").endswith("your hand goes up from 18 to 19 (K10, K6, K16)")
    assert "bleibt bei 18 Punkten" in by_action[same].reason("de")
    assert "stays at 18" in by_action[same].reason("en")
    assert "sinkt von 18 auf 10 Punkte" in by_action[down].reason("de")
    assert "drops from 18 to 10" in by_action[down].reason("en")


# --- steady advice and the obvious cases (issue 34) ---------------------------------------------------------------


def anna_drew_three_of_clubs():
    """Charakir, two players: Anna holds K♥ Q♠ A♣ 2♣ and has just drawn 3♣ (the case of issue 34)."""
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["Kh Qs Ac 2c", "9h 9c 8d 7s"], discard="5d", pile="3c")
    return knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1).apply("draw")


@pytest.mark.rule("C9", "C2", "C12")
def test_charakir_sheds_a_king_rather_than_the_three_it_drew_whatever_the_seed():
    game = anna_drew_three_of_clubs()
    assert game.phase == "discard" and len(game.hand(0)) == 5
    for seed in range(1, 7):
        hints = hint(game, seed=seed)
        check_ranking(hints, game)
        # a king or the queen out (16 points left), never the three just drawn (23 left)
        assert hints[0].action in (ck.Discard("Kh"), ck.Discard("Qs"))
        by_card = {h.action.card.short: h for h in hints}
        assert by_card["K♥"].rank < by_card["3♣"].rank and by_card["Q♠"].rank < by_card["3♣"].rank
        assert "16" in hints[0].reason("de") and "16" in hints[0].reason("en")


@pytest.mark.rule("C9", "C2")
def test_charakir_a_king_goes_before_a_three_when_both_are_held():
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=3, dealer=2, hands=["Kc 3d 5h 8s", "9h 9c 8d 7s", "2h 4c 6d Js"], pile="Ad")
    game = knackpy.new_game(rules, players=3, seed=2, deck_order=order, first_dealer=2).apply("draw")
    for seed in (1, 2, 3):
        hints = hint(game, seed=seed)
        place = {h.action.card.short: h for h in hints}
        assert place["K♣"].rank < place["3♦"].rank and place["K♣"].tier < place["3♦"].tier


@pytest.mark.rule("K14", "K10")
def test_the_swap_to_31_is_the_first_advice_for_every_seed():
    game = swap_to_31()
    for seed in range(1, 6):
        hints = hint(game, seed=seed)
        assert hints[0].action == kn.Swap("7♠", "10♥") and hints[0].tier == 1
        assert all(h.tier > 1 for h in hints[1:])  # nothing else is as good: no "equally good" here
        assert "31" in hints[0].reason("de") and "31" in hints[0].reason("en")


@pytest.mark.rule("K14")
def test_calling_knack_beats_ending_the_turn_for_every_seed():
    game = swap_to_31().apply("swap 7♠ 10♥")
    for seed in range(1, 6):
        hints = hint(game, seed=seed)
        assert hints[0].action.kind == "call" and hints[-1].action == kn.EndTurn()
        assert hints[0].value + MARGINS["lose_chance"] <= hints[-1].value


def holding_thirty_and_a_half(dealer_choice=False):
    """Seat 1 holds three sevens (30½, K7); the table offers nothing better."""
    rules = knackpy.rules("knack")
    hands = [None, "7♥ 7♠ 7♦", "8♣ 8♠ 9♠"]
    game = kn.setup_game(rules, players=3, dealer=0, hands=hands, dealer_hands=("A♣ K♣ 9♦", "10♥ 8♦ 9♣"))
    return game.apply("keep")


@pytest.mark.rule("K7", "K13")
def test_thirty_and_a_half_is_kept_not_swapped_away():
    game = holding_thirty_and_a_half()
    assert game.view(game.to_move)["value"] == 30.5
    for seed in (1, 2, 3):
        hints = hint(game, seed=seed)
        assert hints[0].action.kind in ("close", "push")
        assert "30½" in hints[0].reason("de") and "30½" in hints[0].reason("en")
        swaps = [h for h in hints if h.action.kind in ("swap", "swap_all")]
        assert all(h.tier > hints[0].tier for h in swaps)
    rules = knackpy.rules("knack")
    dealer = kn.setup_game(rules, players=3, dealer=0, dealer_hands=("7♥ 7♠ 7♦", "A♣ 8♦ 9♠"))
    assert hint(dealer, seed=1)[0].action == kn.Keep()


def _after(hint_, view, rules):
    """The hand value the action leaves (Knack: higher is better; Charakir: lower), or None if no number says it."""
    from knackpy.evaluation import CHARAKIR_POINTS, swapped_hand
    from knackpy.scoring import score_table

    action = hint_.action
    if rules.is_knack:
        if action.kind in ("swap", "swap_all"):
            return score_table(rules).points[swapped_hand(view.hand, view.table, action)[0]]
        if action.kind in ("push", "close"):
            return score_table(rules).points[view.hand]
        return None
    if action.kind == "discard":
        return -(sum(CHARAKIR_POINTS[c] for c in view.hand) - CHARAKIR_POINTS[action.card])
    return None


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_never_a_worse_hand_first_when_an_equally_good_move_keeps_a_better_one(ruleset):
    rules = knackpy.rules(ruleset)
    checked = 0
    for game in states(ruleset, seed=6, limit=60)[::2]:
        hints = hint(game, seed=1, samples=256)
        check_ranking(hints, game)
        view = game.view(game.to_move)
        first = _after(hints[0], view, rules)
        if first is None:
            continue
        for other in hints[1:]:
            value = _after(other, view, rules)
            if value is not None and other.value <= hints[0].value + MARGINS[hints[0].measure] / 2:
                assert other.tier == hints[0].tier and value <= first, (hints[0], other)
                checked += 1
    assert checked


def lesson_07_position():
    """Knack, 3 players, seed 1, first dealer 1: Ben throws, Clara swaps all three; Anna holds Pik-König, Pik-7,
    Kreuz-9 and the table is Kreuz-König, Pik-Bube, Kreuz-8 (lesson 07)."""
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1, first_dealer=1).apply("throw")
    return game.apply(game.parse_action("swap all"))


@pytest.mark.rule("K10", "K16")
def test_the_first_tip_says_what_it_leaves_on_the_table_for_the_next_player():
    game = lesson_07_position()
    assert set(game.hand(0)) == set(knackpy.parse_cards("K♠ 7♠ 9♣"))
    for seed in (1, 2, 3):
        first, second = hint(game, seed=seed)[:2]
        assert first.action == kn.Swap("7♠", "J♠") and second.action == kn.Swap("9♣", "J♠")
        assert first.tier < second.tier
        de, en = first.reason("de"), first.reason("en")
        assert "Besser als „Tausche Kreuz-9 gegen Pik-Bube“" in de and "27 Punkte" in de and "Stock" in de
        assert "Better than “swap 9 of clubs for jack of spades”" in en and "27 for the next player" in en
        assert de.endswith("(K10, K6, K16)") and en.endswith("(K10, K6, K16)")
        assert "Besser als" not in second.reason("de")  # only the first tip compares


@pytest.mark.rule("C2", "C9")
def test_equally_good_moves_are_said_to_be_equally_good():
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["Kh Ks 4c 2c", "9h 9c 8d 7s"], discard="5d", pile="3c")
    game = knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1).apply("draw")
    hints = hint(game, seed=1)
    kings = [h for h in hints if h.action.kind == "discard" and h.action.card.rank.key == "king"]
    assert len(kings) == 2 and kings[0].value == kings[1].value and kings[0].tier == kings[1].tier  # suits: C2
    told = 0
    for seed in range(1, 7):
        hints = hint(anna_drew_three_of_clubs(), seed=seed)
        assert hints[0].equally_good == (hints[1].tier == hints[0].tier)
        assert not any(h.equally_good for h in hints[1:])
        if hints[0].equally_good:
            told += 1
            de, en = hints[0].reason("de"), hints[0].reason("en")
            assert de.count("Gleich gut wie „") == 1 and "Just as good as “" in en
            assert de.endswith("(C9, C2, C11, C12)") and en.endswith("(C9, C2, C11, C12)")
        else:
            assert "Besser als „" in hints[0].reason("de") and "Better than “" in hints[0].reason("en")
    assert told


@pytest.mark.rule("K10", "K16")
@pytest.mark.parametrize(
    ("deal", "de", "en"),
    [
        (2, "so ist deine Hand mehr wert, 29 statt 20 Punkte", "this way your hand is worth more, 29 instead of 20"),
        (3, "danach lägen Pik-Dame, Pik-7, Pik-9 im Stock, 26 Punkte", "26 for the next player"),
        (11, "den Unterschied würdest du nicht merken", "you would not notice the difference"),
        (29, "du sammelst Kreuz", "you are collecting clubs"),
    ],
)
def test_the_first_tip_says_why_in_words_the_learner_knows(deal, de, en):
    """Seeded Knack deals after the dealer keeps: the hand, the table for the next player, equally good, a suit."""
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=deal).apply("keep")
    first, second = hint(game, seed=1, samples=256)[:2]
    assert de in first.reason("de") and en in first.reason("en")
    other = ("Gleich gut wie „", "Just as good as “") if first.equally_good else ("Besser als „", "Better than “")
    assert f"{other[0]}{second.action.label('de')}“" in first.reason("de")
    assert f"{other[1]}{second.action.label('en')}”" in first.reason("en")
    assert second.value_text("de") in first.reason("de") and second.value_text("en") in first.reason("en")


@pytest.mark.rule("K10", "K16")
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_why_without_numbers_leaves_the_estimate_out_and_keeps_the_words(lang):
    """The children's track (lesson 07) shows the coach's reasons without percentages."""
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=2).apply("keep")
    first, second = hint(game, seed=1, samples=256)[:2]
    plain = first.reason(lang, numbers=False)
    assert second.value_text(lang) in first.reason(lang) and second.value_text(lang) not in plain
    assert "%" not in plain and "()" not in plain and "\x00" not in plain
    assert first.reason(lang).replace(f" ({second.value_text(lang)})", "") == plain


def _simple_game_after(ruleset: str, seed: int, moves: int):
    """A seeded 3-player game of simple bots, ``moves`` decisions in."""
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=seed)
    bots = [make_bot("simple", rules, seed=seed) for _ in range(3)]
    for _ in range(moves):
        game = game.apply(bots[game.to_move].act(game))
    return game


@pytest.mark.rule("K10", "K16")
def test_the_first_tip_says_when_what_the_others_probably_hold_decides():
    """The others swapped and pushed; weighed by that, closing with 20 is clearly safer than the swap of the king of
    spades, while dealt as if their moves told nothing the swap looks at least as good: the tip says so in both
    languages, naming an opponent, and the estimate behind it shows the same with many more deals."""
    import random

    from knackpy.bots import outcomes
    from knackpy.hints import KNOCK_AT

    game = _simple_game_after("knack", 0, 13)
    first, second = hint(game, seed=1)[:2]
    assert first.why[0] == ("key", "others_knack") and first.tier < second.tier
    de, en = first.reason("de"), first.reason("en")
    opponents = [name for seat, name in enumerate(game.names) if seat != game.to_move]
    named = re.search(r"verrät etwas über ihre Karten: (\w+) hat wohl etwa \d+ Punkte\.", de)
    assert f"Besser als „{second.action.label('de')}“" in de and named and named.group(1) in opponents
    assert f"Ohne diesen Hinweis sähe „{second.action.label('de')}“ mindestens so gut aus" in de
    assert f"tells something about their cards: {named.group(1)} probably holds about" in en
    assert f"Without that clue, “{second.action.label('en')}” would look at least as good" in en
    assert de.endswith("(K13, K16)") and en.endswith("(K13, K16)")
    assert "%" not in first.reason("de", numbers=False) and named.group(0) in first.reason("de", numbers=False)
    view = game.view(game.to_move)
    rules = game.rules
    pair = [first.action, second.action]
    told = outcomes(view, rules, pair, 3000, random.Random(7), 3000, KNOCK_AT)
    blind = outcomes(view, rules, pair, 3000, random.Random(7), 3000, KNOCK_AT, informed=False)
    margin = MARGINS["lose_chance"]
    assert (sum(told[1]) - sum(told[0])) / 3000 >= margin
    assert (sum(blind[1]) - sum(blind[0])) / 3000 < margin


@pytest.mark.parametrize("ruleset", ["knack", "charakir"])
def test_the_others_reason_only_where_the_weighed_deals_decide(ruleset):
    """Over positions of seeded games: whenever the first tip names what the others probably hold, the two tips
    are in different groups and an opponent's name is given; the first decision of a round (nobody has moved
    yet, so nothing is known about anybody's cards) never gets that reason."""
    seen = checked = 0
    for seed in range(4):
        for moves in range(0, 14, 2):
            game = _simple_game_after(ruleset, seed, moves)
            if game.is_over() or len(game.legal_actions()) < 2:
                continue
            hints = hint(game, seed=1, samples=256)
            first = hints[0]
            checked += 1
            if first.why and first.why[0][1].startswith("others"):
                seen += 1
                assert first.tier < hints[1].tier
                assert any(name in first.reason("en") for name in game.names if name != game.names[game.to_move])
            if moves == 0:
                assert not (first.why and first.why[0][1].startswith("others"))
    assert checked >= 12 and seen < checked
