"""Exact odds (knackpy.odds): values counted by hand, brute force over every case, seeded simulations."""

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

import knackpy
from knackpy import KnackpyError, hand_value, odds, parse_cards
from knackpy.scoring import card_points

KNACK = knackpy.rules("knack")
KNACK52 = knackpy.rules("knack", deck="french52")
LAUSITZ = knackpy.rules("knack_oberlausitz")
LAUSITZ_OFF = LAUSITZ.replace(same_rank_adds=False, knack_is_ace_flush=False)
CHARAKIR = knackpy.rules("charakir")

# every deck with every flag setting that changes hand values
ALL_KNACK_RULES = [KNACK, KNACK52] + [
    knackpy.rules("knack_oberlausitz", deck=deck, same_rank_adds=same, knack_is_ace_flush=flush)
    for deck in ("german32", "french32")
    for same in (True, False)
    for flush in (True, False)
]
HANDS_32 = math.comb(32, 3)  # 4960
HANDS_52 = math.comb(52, 3)  # 22100


def cards(text, rules=KNACK):
    return parse_cards(text, rules)


# --- 1. the deal -------------------------------------------------------------------


@pytest.mark.rule("K8", "K1")
def test_three_aces_from_32_cards_is_1_in_1240():
    result = odds.deal_odds(KNACK)
    # C(4,3) = 4 hands of three aces among C(32,3) = 4960
    assert result.three_aces.probability == Fraction(4, 4960) == Fraction(1, 1240)
    assert result.feuer is result.three_aces
    assert (result.three_aces.favourable, result.three_aces.total) == (4, 4960)
    assert (
        result.three_aces.explain("de") == "Drei Asse (Feuer) aus 32 Karten: 4 von 4960 Händen = 1/1240 ≈ 0,08 % (K8)"
    )
    assert result.three_aces.explain("en") == "Three aces (Feuer) from 32 cards: 4 of 4,960 hands = 1/1240 ≈ 0.08% (K8)"
    assert result.three_aces.percent == pytest.approx(100 / 1240)
    assert odds.deal_odds(KNACK52).three_aces.probability == Fraction(4, HANDS_52)


@pytest.mark.rule("O9", "O1")
def test_superknack_in_the_oberlausitz():
    result = odds.deal_odds(LAUSITZ)
    assert result.superknack.probability == Fraction(1, 1240)
    assert "Superknack" in result.superknack.explain("de") and "(O9)" in result.superknack.explain("en")


@pytest.mark.rule("K7", "O8")
def test_three_of_a_kind():
    for rules in (KNACK, LAUSITZ, LAUSITZ_OFF):
        result = odds.deal_odds(rules)
        # 8 ranks, C(4,3) = 4 ways each; three aces included
        assert result.three_of_a_kind.probability == Fraction(8 * 4, 4960)
        # worth 30½: all ranks but the aces (three aces are Feuer/Superknack, 33)
        assert result.thirty_and_a_half.probability == Fraction(7 * 4, 4960)
    result = odds.deal_odds(KNACK52)
    assert result.three_of_a_kind.probability == Fraction(13 * 4, HANDS_52)
    assert result.thirty_and_a_half.probability == Fraction(12 * 4, HANDS_52)
    assert "30½" in result.thirty_and_a_half.explain("de")


@pytest.mark.rule("K6", "K14")
def test_knack_31_counted_by_hand():
    # per suit: the ace plus two of {10, J, Q, K}: C(4,2) = 6 combos, times 4 suits
    assert odds.deal_odds(KNACK).knack.probability == Fraction(6 * 4, 4960)
    # the 52-card deck adds no way to make 31 (2-9 are too small beside an ace and a ten)
    assert odds.deal_odds(KNACK52).knack.probability == Fraction(6 * 4, HANDS_52)
    assert "(K6, K14)" in odds.deal_odds(KNACK).knack.explain("en")


@pytest.mark.rule("O7")
def test_oberlausitz_ace_flush_knack():
    # per suit: the ace plus any 2 of the 7 others: C(7,2) = 21, times 4 suits; no hand is counted twice
    for deck in ("german32", "french32"):
        result = odds.deal_odds(LAUSITZ.replace(deck=deck))
        assert result.knack.probability == Fraction(21 * 4, 4960)
        assert result.knack.favourable == 84
    # flag off: only a true sum of 31, as in knack
    assert odds.deal_odds(LAUSITZ_OFF).knack.probability == Fraction(24, 4960)
    assert "Ass" in odds.deal_odds(LAUSITZ).knack.explain("de")


@pytest.mark.rule("K8", "K7", "K14")
def test_deal_odds_explains_all_in_one_sentence():
    text = odds.deal_odds(KNACK).explain("de")
    assert text.startswith("Eine Hand aus 32 Karten (4960 mögliche Hände)")
    assert "1/1240 ≈ 0,08 %" in text and "(K8)" in text and "(K7)" in text and "." not in text
    english = odds.deal_odds(KNACK).explain("en")
    # counts as English writes them (the lesson's text says "4,960" too); fractions stay as they are
    assert english.startswith("One hand from 32 cards (4,960 possible hands)") and "1/1240 ≈ 0.08%" in english
    assert set(odds.deal_odds(KNACK).probabilities) == {"three_aces", "knack", "three_of_a_kind", "thirty_and_a_half"}


# --- 2. value distributions ----------------------------------------------------------


def brute_force_values(rules):
    """The same distribution through the slow, explained path: hand_value for every hand."""
    counts = Counter(hand_value(hand, rules).points for hand in itertools.combinations(rules.deck.cards, 3))
    total = sum(counts.values())
    return {value: Fraction(n, total) for value, n in counts.items()}


@pytest.mark.rule("K6", "K7", "K8", "O6", "O7", "O8", "O9", "K1", "O1")
@pytest.mark.parametrize("rules", ALL_KNACK_RULES, ids=repr)
def test_value_distribution_every_deck_and_flag(rules):
    dist = odds.value_distribution(rules)
    assert sum(dist.values()) == 1
    assert dist.total == math.comb(len(rules.deck), 3)
    assert dist == brute_force_values(rules)
    assert dist[33] == Fraction(4, dist.total)  # three aces
    assert dist[30.5] == Fraction(4 * (len(rules.deck) // 4 - 1), dist.total)  # three of a kind, aces excepted
    assert list(dist) == sorted(dist)
    assert odds.expected_value(rules) == sum(Fraction(v) * p for v, p in dist.items())


@pytest.mark.rule("K6", "K7", "K8")
def test_value_distribution_hand_counted_entries():
    dist = odds.value_distribution(KNACK)
    assert (dist.min, dist.max) == (8, 33)  # 7♦ 7♥ 8♠ is the weakest: only the 8 counts
    assert dist[31] == Fraction(24, 4960)
    assert dist.at_least(31).probability == Fraction(24 + 4, 4960)
    assert dist.at_most(8).probability == dist[8]
    assert dist.count(33) == 4
    # worth 8: three different suits, only 7s and 8s, not three of a kind: 4 suit choices x (2**3 - 2) rank patterns
    assert dist[8] == Fraction(4 * (2**3 - 2), 4960)
    assert sum(dist.percent.values()) == pytest.approx(100)
    assert "Mittelwert 39199/2480 ≈ 15,81" in dist.explain("de")
    assert "mean 39199/2480 ≈ 15.81" in dist.explain("en")


@pytest.mark.rule("O6")
def test_same_rank_adds_raises_the_floor():
    # with same_rank_adds two sevens count 14, so the weakest hand is three suits without a pair: 7-8-9 -> 9
    assert odds.value_distribution(LAUSITZ).min == 9
    assert odds.value_distribution(LAUSITZ_OFF).min == 8


@pytest.mark.rule("C2", "C5", "C1")
def test_charakir_four_card_totals():
    dist = odds.charakir_total_distribution(CHARAKIR)
    total = math.comb(52, 4)
    assert dist.total == total
    assert sum(dist.values()) == 1
    assert (dist.min, dist.max) == (4, 40)
    assert dist[4] == Fraction(1, total)  # four aces
    assert dist[40] == Fraction(math.comb(16, 4), total)  # four of the 16 ten-point cards
    assert dist[5] == Fraction(math.comb(4, 3) * 4, total)  # three aces and a two
    # mean card: (4 * (1+2+...+9) + 16 * 10) / 52 = 85/13
    assert dist.mean == odds.expected_value(CHARAKIR) == 4 * Fraction(85, 13)
    assert odds.value_distribution(CHARAKIR) == dist
    assert "(C2, C5)" in dist.explain("en")


@pytest.mark.rule("C2")
@pytest.mark.parametrize("size", [1, 2, 4])
def test_charakir_totals_match_brute_force(size):
    points = [card_points(c, CHARAKIR) for c in CHARAKIR.deck.cards]
    counts = Counter(map(sum, itertools.combinations(points, size)))
    total = sum(counts.values())
    assert odds.charakir_total_distribution(CHARAKIR, size) == {v: Fraction(n, total) for v, n in counts.items()}


# --- 3. swaps, a fresh table, the unseen hand -----------------------------------------


@pytest.mark.rule("K10")
def test_best_swap_now():
    result = odds.swap_odds("A♥ K♥ 7♠", "Q♥ 9♦ 10♣", KNACK, at_least=31)
    assert result.current == 21
    assert len(result.swaps) == 10  # 3 x 3 single swaps and all three (K10)
    assert result.best.give == cards("7♠") and result.best.take == cards("Q♥")
    assert result.best.points == 31 and result.best.kind == "knack" and result.reaches_now
    assert result.reaching_now == (result.best,)
    everything = [s for s in result.swaps if s.all_three]
    assert len(everything) == 1 and everything[0].points == hand_value("Q♥ 9♦ 10♣", KNACK).points
    assert result.best.explain("de") == "7♠ gegen D♥ tauschen: A♥ K♥ D♥ zählt dann 31 (K10)"
    assert result.best.explain("en") == "Swap 7♠ for Q♥: A♥ K♥ Q♥ is then worth 31 (K10)"


@pytest.mark.rule("K10", "K11")
def test_when_no_swap_helps():
    result = odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK, at_least=31)
    assert result.best.points == 21 and not result.reaches_now and not result.holds_now
    assert "nicht besser als Schieben (K11)" in result.explain("de")


@pytest.mark.rule("K12")
def test_fresh_table_chance_counted_by_hand():
    result = odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK, at_least=31)
    unseen = 32 - 3 - 3
    tables = math.comb(unseen, 3)
    # a table with Q♥, J♥ or 10♥ lets me swap 7♠ for it: 31
    with_a_heart_ten = tables - math.comb(unseen - 3, 3)
    # otherwise only a table worth 31 or more itself (swap all three):
    # ace + two tens of diamonds (10♦ J♦ Q♦ K♦ unseen: 6), of spades (6), of clubs (10♣ is gone: J♣ Q♣ K♣: 3),
    # and the three other aces (33): 1
    whole_tables = 6 + 6 + 3 + 1
    assert result.renewal.total == tables == 2600
    assert result.renewal.probability == Fraction(with_a_heart_ten + whole_tables, tables) == Fraction(13, 40)
    assert result.probability == result.renewal.probability and result.percent == pytest.approx(32.5)
    assert result.renewal_applies
    assert "(K12)" in result.explain("de") and "13/40 ≈ 32,50 %" in result.explain("de")
    assert "13/40 ≈ 32.50%" in result.explain("en")


def brute_force_renewal(hand, table, rules, at_least, known=()):
    excluded = set(hand) | set(table) | set(known)
    unseen = [c for c in rules.deck.cards if c not in excluded]
    hits = total = 0
    for fresh in itertools.combinations(unseen, 3):
        options = [fresh] + [hand[:i] + (t,) + hand[i + 1 :] for i in range(3) for t in fresh]
        total += 1
        hits += max(hand_value(o, rules).points for o in options) >= at_least
    return Fraction(hits, total)


@pytest.mark.rule("K12", "K10", "O5")
@pytest.mark.parametrize(
    ("rules", "hand", "table", "at_least"),
    [
        (KNACK, "A♥ K♥ 7♠", "8♦ 9♦ 10♣", 31),
        (KNACK, "7♣ 8♦ 9♥", "10♠ J♠ Q♠", 30.5),
        (LAUSITZ, "Eichel-Ass Eichel-7 Rot-8", "Grün-9 Grün-10 Schellen-Ober", 30),
    ],
)
def test_fresh_table_matches_brute_force(rules, hand, table, at_least):
    hand, table = parse_cards(hand, rules), parse_cards(table, rules)
    result = odds.swap_odds(hand, table, rules, at_least=at_least)
    assert result.renewal.probability == brute_force_renewal(hand, table, rules, at_least)
    assert sum(result.renewal_best.values()) == 1
    assert result.renewal_best.at_least(at_least).probability == result.renewal.probability


@pytest.mark.rule("K12")
def test_known_cards_are_not_in_a_fresh_table():
    known = "Q♥ J♥ 10♥"  # e.g. seen going out of play earlier
    result = odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK, at_least=31, known=known)
    assert result.renewal.probability == Fraction(16, math.comb(23, 3))  # only the 16 whole tables are left
    assert result.renewal.probability == brute_force_renewal(
        cards("A♥ K♥ 7♠"), cards("8♦ 9♦ 10♣"), KNACK, 31, cards(known)
    )


@pytest.mark.rule("K12", "K19", "O5")
def test_which_rulesets_renew_the_table():
    lausitz = odds.swap_odds("Eichel-Ass Eichel-7 Rot-8", "Grün-9 Grün-10 Schellen-Ober", LAUSITZ, at_least=31)
    assert not lausitz.renewal_applies
    assert "nur zum Vergleich" in lausitz.explain("de") and "(O5)" in lausitz.explain("de")
    assert "for comparison only" in lausitz.renewal.explain("en")
    no_renewal = KNACK.replace(renew_stock_when_all_push=False, seven_eight_nine=True)
    assert not odds.swap_odds("A♥ K♥ 7♠", "8♦ 9♦ 10♣", no_renewal, at_least=31).renewal_applies
    seven_eight_nine = odds.swap_odds("A♥ K♥ Q♠", "7♦ 8♣ 9♦", no_renewal, at_least=31)
    assert seven_eight_nine.renewal_applies and "K19" in seven_eight_nine.renewal.rule_ids


@pytest.mark.rule("K14")
def test_holding_it_already_and_fractional_targets():
    result = odds.swap_odds("A♥ K♥ Q♥", "7♦ 8♣ 9♦", KNACK, at_least=Fraction(61, 2))
    assert result.holds_now and result.current == 31
    assert odds.swap_odds("A♥ K♥ Q♥", "7♦ 8♣ 9♦", KNACK, at_least=33).renewal.probability == Fraction(
        1, math.comb(26, 3)
    )  # only A♦ A♠ A♣ as a whole table


@pytest.mark.rule("K5")
def test_unseen_hand_counted_by_hand():
    result = odds.unseen_hand_odds("A♥ K♥ Q♥", KNACK)
    total = math.comb(29, 3)
    assert result.better.total == total == 3654
    assert result.better.probability == Fraction(1, total)  # only A♦ A♠ A♣ (Feuer) beats 31
    # an equal 31 needs an ace and two tens of one other suit: 6 per suit, and hearts has no ace left
    assert result.equal.probability == Fraction(18, total)
    assert result.worse.probability == 1 - Fraction(19, total)
    assert result.seen_points == 31
    assert sum(result.distribution.values()) == 1
    assert result.distribution.at_least(31).probability == Fraction(19, total)
    assert "(K5)" in result.explain("de") and "in 1 von 3654 Fällen besser" in result.explain("de")
    # every count as English writes it, the total and the three parts alike
    assert "better in 1 of 3,654 cases" in result.explain("en") and "worse in 3,635 (" in result.explain("en")


@pytest.mark.rule("K5", "O4")
@pytest.mark.parametrize(("rules", "hand"), [(KNACK, "A♥ K♥ 9♠"), (LAUSITZ, "Eichel-Ass Rot-Ass Grün-7")])
def test_unseen_hand_matches_brute_force(rules, hand):
    seen = parse_cards(hand, rules)
    known = parse_cards("Schellen-7" if rules is LAUSITZ else "7♦", rules)
    mine = hand_value(seen, rules).points
    unseen = [c for c in rules.deck.cards if c not in seen and c not in known]
    values = [hand_value(h, rules).points for h in itertools.combinations(unseen, 3)]
    result = odds.unseen_hand_odds(seen, rules, known=known)
    assert result.better.probability == Fraction(sum(v > mine for v in values), len(values))
    assert result.equal.probability == Fraction(sum(v == mine for v in values), len(values))
    assert result.worse.probability == Fraction(sum(v < mine for v in values), len(values))
    assert ("(O4)" if rules is LAUSITZ else "(K5)") in result.better.explain("en")


# --- 4. Charakir: knocking after one draw ------------------------------------------------


@pytest.mark.rule("C7", "C9", "C10")
def test_knock_after_draw_counted_by_hand():
    result = odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣", CHARAKIR)
    # draw, discard the king: 1 + 2 + 3 + x <= 10 needs x <= 4: three aces, three 2s, three 3s, four 4s
    assert result.draw.probability == Fraction(3 + 3 + 3 + 4, 48)
    assert result.take is None and result.best == "draw" and result.probability == Fraction(13, 48)
    assert sum(result.draw_totals.values()) == 1
    assert "13/48 ≈ 27,08 %" in result.explain("de") and "(C7, C9, C10)" in result.explain("en")


@pytest.mark.rule("C7", "C9", "C10")
def test_knock_after_draw_with_known_cards():
    result = odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣", CHARAKIR, discard_top="4♣", known="A♦ 2♦")
    assert result.draw.probability == Fraction(2 + 2 + 3 + 3, 52 - 4 - 1 - 2)


@pytest.mark.rule("C8", "C9", "C10")
def test_taking_the_discard_with_a_pair():
    # K♥ pairs with K♣ (the taken card counts as a hand card): lay K♣ K♥, discard 5♠, keep 4♥ 3♦ = 7
    result = odds.knock_after_draw_odds("5♠ 4♥ 3♦ K♣", CHARAKIR, discard_top="K♥")
    assert result.draw.probability == 0  # drawing keeps at least 5 + 4 + 3 + 1 = 13
    assert result.take.possible and result.take.can_knock
    assert set(result.take.pair) == set(parse_cards("K♣ K♥")) and result.take.total == 7
    assert result.best == "take" and result.probability == 1
    assert "sicher klopfen (C8, C9, C10)" in result.explain("de")
    # flag off: the pair must come from the hand itself
    strict = CHARAKIR.replace(pair_may_use_taken_card=False)
    result = odds.knock_after_draw_odds("5♠ 4♥ 3♦ K♣", strict, discard_top="K♥")
    assert not result.take.possible and result.best == "draw"
    assert "(C8)" in result.take.explain("en")
    result = odds.knock_after_draw_odds("5♠ 5♥ 3♦ K♣", strict, discard_top="2♦")
    assert result.take.can_knock and result.take.total == 3 + 2 and result.best == "take"


@pytest.mark.rule("C8")
def test_taking_is_only_better_when_it_is():
    # no pair with the 9: taking is not allowed; a small draw may still allow the knock
    result = odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣", CHARAKIR, discard_top="9♥")
    assert not result.take.possible and result.best == "draw"
    # laying A♠ A♥ keeps 2♦ Q♣ 9♥, discard Q♣: 11, too many; drawing a card of 6 or less allows the knock
    result = odds.knock_after_draw_odds("A♠ A♥ 2♦ Q♣", CHARAKIR, discard_top="9♥")
    assert result.take.possible and result.take.total == 11 and not result.take.can_knock
    assert result.draw.probability == Fraction(2 + 3 + 4 + 4 + 4 + 4, 47) and result.best == "draw"
    assert "zu viel zum Klopfen" in result.explain("de") and "better: draw from the pile" in result.explain("en")
    # neither option allows a knock: the lower total decides (15 after taking against at least 25 after drawing)
    result = odds.knock_after_draw_odds("9♠ 9♥ 8♦ 7♣", CHARAKIR, discard_top="8♥")
    assert result.take.possible and result.take.total == 15 and result.draw.probability == 0
    assert result.best == "take" and result.probability == 0


# --- 5. bad input --------------------------------------------------------------------------


def bilingual(info):
    err = info.value
    assert err.de != err.en and err.de and err.en
    return err


@pytest.mark.rule("K1", "O1")
def test_wrong_deck_names_what_is_accepted():
    with pytest.raises(KnackpyError) as info:
        odds.swap_odds(parse_cards("2♠ K♥ A♥", "french52"), "Q♥ 9♦ 10♣", KNACK, at_least=31)
    err = bilingual(info)
    assert "2♠" in err.de and "7 bis Ass" in err.de and "7 to ace" in err.en
    with pytest.raises(KnackpyError) as info:
        odds.unseen_hand_odds(cards("A♥ K♥ Q♥"), LAUSITZ)  # French cards in a German-suited game
    assert "Eichel" in bilingual(info).de and "acorns" in info.value.en


@pytest.mark.rule("E3")
def test_duplicate_and_overlapping_cards():
    ace = cards("A♥")[0]
    with pytest.raises(KnackpyError) as info:
        odds.unseen_hand_odds((ace, ace, cards("K♥")[0]), KNACK)
    assert "A♥" in bilingual(info).en
    with pytest.raises(KnackpyError) as info:
        odds.swap_odds("A♥ K♥ 7♠", "A♥ 9♦ 10♣", KNACK, at_least=31)
    assert "Stock" in bilingual(info).de and "table" in info.value.en
    with pytest.raises(KnackpyError):
        odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣", CHARAKIR, discard_top="K♣")


@pytest.mark.rule("K4", "C5")
def test_wrong_hand_sizes():
    with pytest.raises(KnackpyError) as info:
        odds.swap_odds("A♥ K♥", "Q♥ 9♦ 10♣", KNACK, at_least=31)
    assert "3" in bilingual(info).en and "2" in info.value.en
    with pytest.raises(KnackpyError) as info:
        odds.knock_after_draw_odds("A♠ 2♥ 3♦ K♣ 5♥", CHARAKIR)
    assert "1-4" in bilingual(info).de
    with pytest.raises(KnackpyError):
        odds.knock_after_draw_odds("A♠ 2♥ 3♦", CHARAKIR, discard_top="K♣ K♦")
    with pytest.raises(KnackpyError) as info:
        odds.charakir_total_distribution(CHARAKIR, 0)
    assert "1" in bilingual(info).en and "52" in info.value.en


@pytest.mark.rule("K6")
@pytest.mark.parametrize("at_least", [34, 7, -1, "31", True, None, float("nan")])
def test_at_least_out_of_range(at_least):
    with pytest.raises(KnackpyError) as info:
        odds.swap_odds("A♥ K♥ 7♠", "Q♥ 9♦ 10♣", KNACK, at_least=at_least)
    err = bilingual(info)
    assert "8" in err.de and "33" in err.de and "at_least" in err.en


@pytest.mark.rule("K1", "C1")
def test_wrong_ruleset_or_arguments():
    with pytest.raises(KnackpyError) as info:
        odds.deal_odds(CHARAKIR)
    assert "knack_oberlausitz" in bilingual(info).en
    with pytest.raises(KnackpyError) as info:
        odds.knock_after_draw_odds("A♠ 2♥ 3♦", KNACK)
    assert "charakir" in bilingual(info).de
    with pytest.raises(KnackpyError):
        odds.value_distribution(42)  # a ruleset's name would do (issue 29), a number does not
    with pytest.raises(KnackpyError):
        odds.swap_odds(42, "Q♥ 9♦ 10♣", KNACK, at_least=31)
    with pytest.raises(KnackpyError) as info:
        odds.simulate_check(odds.expected_value, KNACK)
    assert "deal_odds" in bilingual(info).en
    with pytest.raises(KnackpyError):
        odds.simulate_check(odds.deal_odds, KNACK, samples=0)
    with pytest.raises(KnackpyError):
        odds.simulate_check(odds.deal_odds, KNACK, seed=1.5)


# --- Monte-Carlo checks (fixed seeds: deterministic, cannot flake) ------------------------


@pytest.mark.rule("E1", "K8", "K7", "K14", "O7")
@pytest.mark.parametrize(
    ("function", "args", "kwargs"),
    [
        (odds.deal_odds, (KNACK,), {}),
        (odds.deal_odds, (LAUSITZ,), {}),
        (odds.value_distribution, (KNACK52,), {}),
        (odds.value_distribution, (LAUSITZ,), {}),
        (odds.charakir_total_distribution, (CHARAKIR,), {"cards": 4}),
        (odds.swap_odds, ("A♥ K♥ 7♠", "8♦ 9♦ 10♣", KNACK), {"at_least": 31}),
        (odds.unseen_hand_odds, ("A♥ K♥ 9♠", KNACK), {}),
        (odds.knock_after_draw_odds, ("A♠ 2♥ 3♦ K♣", CHARAKIR), {"discard_top": "4♣"}),
    ],
    ids=lambda v: getattr(v, "__name__", ""),
)
def test_simulation_agrees_with_the_exact_answer(function, args, kwargs):
    check = odds.simulate_check(function, *args, samples=20_000, seed=2024, **kwargs)
    assert check.ok(5.0), [(r.name, r.exact, r.estimate, r.z) for r in check.rows if abs(r.z) > 5]
    assert len(check.rows) >= 1 and all(r.samples == 20_000 for r in check.rows)


@pytest.mark.rule("E1")
def test_a_wrong_exact_value_is_caught():
    check = odds.simulate_check(odds.unseen_hand_odds, "A♥ K♥ 9♠", KNACK, samples=20_000, seed=3)
    worse = next(r for r in check.rows if r.name == "worse")
    wrong = odds.CheckRow("worse", worse.exact - Fraction(1, 20), worse.hits, worse.samples)
    bad = odds.MonteCarloCheck(check.function, check.samples, check.seed, (wrong,))
    assert not bad.ok() and "check the exact result" in bad.explain("en")


@pytest.mark.rule("E1")
def test_simulation_is_seeded_and_leaves_the_global_rng_alone():
    state = random.getstate()
    first = odds.simulate_check("deal_odds", KNACK, samples=3000, seed=7)
    second = odds.simulate_check(odds.deal_odds, KNACK, samples=3000, seed=7)
    assert random.getstate() == state
    assert first == second
    assert odds.simulate_check(odds.deal_odds, KNACK, samples=3000, seed=8) != first
    assert "Startwert 7" in first.explain("de") and "(E1)" in first.explain("en")


# --- results print nicely -------------------------------------------------------------------


@pytest.mark.rule("K8")
def test_results_print_in_both_languages():
    chance = odds.deal_odds(KNACK).three_aces
    assert str(chance) == chance.explain("de")
    assert float(chance) == 1 / 1240
    assert "Chance(1/1240" in repr(chance)
    dist = odds.value_distribution(KNACK)
    assert repr(dist).startswith("Distribution({8: 3/620")
    with pytest.raises(KnackpyError):
        chance.explain("fr")
    with pytest.raises(TypeError):
        dist[8] = Fraction(1)  # read-only
    # tiny chances keep a significant digit; German uses a decimal comma
    four_aces = odds.charakir_total_distribution(CHARAKIR).at_most(4)
    assert "1/270725 ≈ 0,0004 %" in four_aces.explain("de") and "1/270725 ≈ 0.0004%" in four_aces.explain("en")
