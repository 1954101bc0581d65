"""Hand values: K2, K6-K8, O1, O6-O9, C2 (worked examples, the sources' own examples, properties)."""

import itertools

import pytest
from fast_loop import examples
from hypothesis import given, settings
from hypothesis import strategies as st

import knackpy
from knackpy import KnackpyError, hand_value, parse_cards
from knackpy.scoring import card_points, format_points, score_table

KNACK = knackpy.rules("knack")
LAUSITZ = knackpy.rules("knack_oberlausitz")
LAUSITZ_LITERAL_OFF = LAUSITZ.replace(same_rank_adds=False, knack_is_ace_flush=False)
CHARAKIR = knackpy.rules("charakir")


@pytest.mark.rule("K2")
def test_knack_card_points():
    points = [card_points(c, KNACK) for c in parse_cards("7h 8h 9h 10h Jh Qh Kh Ah")]
    assert points == [7, 8, 9, 10, 10, 10, 10, 11]
    assert [card_points(c, KNACK) for c in parse_cards("2s 5s", "french52")] == [2, 5]


@pytest.mark.rule("O1")
def test_oberlausitz_card_points():
    cards = parse_cards("Eichel-7 Eichel-8 Eichel-9 Eichel-10 Eichel-Unter Eichel-Ober Eichel-König Eichel-Ass")
    assert [card_points(c, LAUSITZ) for c in cards] == [7, 8, 9, 10, 10, 10, 10, 11]


@pytest.mark.rule("C2")
def test_charakir_card_points():
    cards = parse_cards("Ah 2h 5h 9h 10h Jh Qh Kh")
    assert [card_points(c, CHARAKIR) for c in cards] == [1, 2, 5, 9, 10, 10, 10, 10]


@pytest.mark.rule("K6")
@pytest.mark.parametrize(
    ("hand", "points"),
    [("A♥ K♥ 7♥", 28), ("K♥ 10♥ 9♠", 20), ("A♥ 10♠ 7♦", 11), ("7♣ 8♣ 9♣", 24), ("A♠ Q♠ 10♦", 21)],
)
def test_knack_only_one_suit_counts(hand, points):
    value = hand_value(hand, KNACK)
    assert value.points == points and value.kind == "suit_sum"
    assert "(K6)" in value.explain("de") and "(K6)" in value.explain("en")


@pytest.mark.rule("K6", "K14")
def test_knack_31_is_a_knack():
    value = hand_value("A♥ K♥ Q♥", KNACK)
    assert value.points == 31 and value.kind == "knack"
    assert "K14" in value.rule_ids


@pytest.mark.rule("K7")
def test_three_of_a_kind_is_thirty_and_a_half():
    value = hand_value("8♠ 8♥ 8♣", KNACK)
    assert value.points == 30.5 and value.kind == "three_of_a_kind"
    assert "30½" in value.explain("de") and "(K7)" in value.explain("en")


@pytest.mark.rule("K8")
def test_three_aces_are_feuer():
    value = hand_value("A♠ A♥ A♣", KNACK)
    assert value.points == 33 and value.kind == "feuer"
    assert "Feuer" in value.explain("de")


@pytest.mark.rule("O6")
def test_source_examples_oberlausitz():
    # the article's own examples: Eichel-Unter, -Zehn, -Sieben = 27; Eichel-König, -Zehn, Herz-Neun = 20
    assert hand_value("Eichel-Unter Eichel-10 Eichel-7", LAUSITZ).points == 27
    assert hand_value("Eichel-König Eichel-Zehn Herz-Neun", LAUSITZ).points == 20


@pytest.mark.rule("O6")
def test_same_rank_adds_flag():
    assert hand_value("Eichel-Ass Grün-Ass Rot-7", LAUSITZ).points == 22
    assert hand_value("Eichel-Ass Grün-Ass Rot-7", LAUSITZ).kind == "same_rank_sum"
    assert hand_value("Eichel-Ass Grün-Ass Rot-7", LAUSITZ_LITERAL_OFF).points == 11
    # a pair only wins when it beats the suit sum
    assert hand_value("Eichel-7 Grün-7 Eichel-Ass", LAUSITZ).points == 18


@pytest.mark.rule("O7")
def test_ace_flush_knack_flag():
    value = hand_value("E-A E-7 E-8", LAUSITZ)
    assert value.points == 31 and value.kind == "knack" and "O7" in value.rule_ids
    off = hand_value("E-A E-7 E-8", LAUSITZ_LITERAL_OFF)
    assert off.points == 26 and off.kind == "suit_sum"
    assert hand_value("E-A E-K E-O", LAUSITZ_LITERAL_OFF).kind == "knack"


@pytest.mark.rule("O8")
def test_oberlausitz_three_of_a_kind():
    value = hand_value("Schellen-8 Grün-8 Eichel-8", LAUSITZ)  # the article's example
    assert value.points == 30.5 and "(O8)" in value.explain("en")


@pytest.mark.rule("O9")
def test_superknack():
    value = hand_value("E-A G-A R-A", LAUSITZ)
    assert value.points == 33 and value.kind == "superknack"
    assert "Superknack" in value.explain("de")


@pytest.mark.rule("C2")
def test_charakir_totals_any_size():
    assert hand_value("A♠ 5♥ K♦", CHARAKIR).points == 16
    assert hand_value([], CHARAKIR).points == 0
    assert "0" in hand_value([], CHARAKIR).explain("en")
    assert hand_value("A♠ A♥ A♦ A♣ 2s", CHARAKIR).points == 6


def test_explanations_in_both_languages():
    value = hand_value("A♥ K♥ 7♥", KNACK)
    assert value.explain("de") == "A♥ K♥ 7♥: alle drei Karten sind Herz, 11+10+7 = 28 (K6)"
    assert value.explain("en") == "A♥ K♥ 7♥: all three cards are hearts, 11+10+7 = 28 (K6)"
    assert hand_value("K♥ 10♥ 9♠", KNACK).explain("de") == "K♥ 10♥ 9♠: nur Herz zählt, 10+10 = 20 (K6)"


@pytest.mark.parametrize(
    ("cards", "rules"),
    [
        ("A♥ K♥", KNACK),
        ("A♥ K♥ 7♥ 8♥", KNACK),
        ("2♥ K♥ 7♥", KNACK),
        ("E-A E-7 E-8", KNACK),
        (["A♥", "K♥", "7♥"], KNACK),
        (42, KNACK),
    ],
)
def test_bad_hands_raise_knackpy_error(cards, rules):
    with pytest.raises(KnackpyError):
        hand_value(cards, rules)


def test_duplicate_card_and_bad_rules():
    ace = parse_cards("A♥")[0]
    with pytest.raises(KnackpyError, match="zweimal|doppelt"):
        hand_value([ace, ace, parse_cards("7♥")[0]], KNACK)
    assert hand_value("A♥ K♥ 7♥", "knack") == hand_value("A♥ K♥ 7♥", KNACK)  # a ruleset's name works too
    with pytest.raises(KnackpyError, match="Expected a ruleset"):
        hand_value("A♥ K♥ 7♥", 31)


def test_format_points():
    assert format_points(30.5) == "30½" and format_points(31) == "31"


# --- properties over every 3-card hand -----------------------------------------------------

ALL_RULES = [KNACK, knackpy.rules("knack", deck="french52"), LAUSITZ, LAUSITZ_LITERAL_OFF]


@pytest.mark.rule("K6", "K7", "K8", "O6", "O7", "O8", "O9")
@pytest.mark.parametrize("rules", ALL_RULES, ids=repr)
def test_table_agrees_with_rich_value_for_every_hand(rules):
    table = score_table(rules)
    for combo in itertools.combinations(rules.deck.cards, 3):
        value = hand_value(combo, rules)
        for perm in itertools.permutations(combo):
            assert table.points[perm] == value.points and table.kind[perm] == value.kind
    assert len(table.points) == len(list(itertools.combinations(rules.deck.cards, 3))) * 6


def hands(rules):
    return st.lists(st.sampled_from(rules.deck.cards), min_size=3, max_size=3, unique=True)


@pytest.mark.rule("K6", "K7", "K8")
@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_property_bounds_order_and_special_hands(data):
    rules = data.draw(st.sampled_from(ALL_RULES))
    hand = data.draw(hands(rules))
    value = hand_value(hand, rules)
    lausitz = rules.game == "knack_oberlausitz"
    assert min(card_points(c, rules) for c in rules.deck) <= value.points <= 33
    assert value.points <= 31 or value.kind in ("feuer", "superknack")
    shuffled = data.draw(st.permutations(hand))
    assert hand_value(shuffled, rules).points == value.points
    ranks = {c.rank for c in hand}
    if len(ranks) == 1:
        expected = ("superknack" if lausitz else "feuer") if hand[0].rank.key == "ace" else "three_of_a_kind"
        assert value.kind == expected
        assert value.points == (33 if hand[0].rank.key == "ace" else 30.5)
    else:
        assert value.kind not in ("feuer", "superknack", "three_of_a_kind")
        assert value.points != 30.5
    # the value is at least the best single card and the counted cards really add up
    assert value.points >= max(card_points(c, rules) for c in hand)
    if value.kind in ("suit_sum", "same_rank_sum"):
        assert value.points == sum(card_points(c, rules) for c in value.counted)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.sampled_from(CHARAKIR.deck.cards), max_size=10, unique=True))
def test_property_charakir_total(hand):
    value = hand_value(hand, CHARAKIR)
    assert value.points == sum(card_points(c, CHARAKIR) for c in hand)
    assert 0 <= value.points <= 10 * len(hand)


@pytest.mark.rule("K6", "O6", "O7")
@pytest.mark.parametrize(
    "rules",
    [KNACK, knackpy.rules("knack", deck="french52"), LAUSITZ, LAUSITZ_LITERAL_OFF, LAUSITZ.replace(deck="french32")],
    ids=["knack", "knack52", "lausitz", "lausitz_literal", "lausitz_french"],
)
def test_points_first_explanation_later_is_the_same_value(rules):
    """hand_value reads points from the table and explains later: every field, the text and == stay as before."""
    from knackpy.scoring import _knack_value

    flags = (bool(rules.same_rank_adds), bool(rules.knack_is_ace_flush))
    for combo in itertools.combinations(rules.deck.cards, 3):
        later = hand_value(combo, rules)
        assert later._details is None  # nothing explained yet
        eager = _knack_value(combo, rules.game, *flags)
        assert (later.points, later.kind) == (eager.points, eager.kind)
        assert later == eager and hash(later) == hash(eager) and repr(later) == repr(eager)
        assert later.explain("en") == eager.explain("en") and later._details is not None


def test_a_value_stays_frozen_and_pickles():
    import dataclasses
    import pickle

    value = hand_value("A♥ K♥ 7♥", KNACK)
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.points = 31
    copy = pickle.loads(pickle.dumps(value))
    assert copy == value and copy.explain("de") == value.explain("de")


def test_plain_numbers_are_not_cards_even_when_they_equal_one():
    ace, king, seven = parse_cards("A♥ K♥ 7♥")
    with pytest.raises(KnackpyError, match="Expected cards"):
        hand_value([int(ace), int(king), int(seven)], KNACK)
    with pytest.raises(KnackpyError, match="Expected cards"):
        hand_value(iter([[1], [2], [3]]), KNACK)


def test_a_value_matches_like_the_dataclass_did():
    match hand_value("A♥ K♥ 7♥", KNACK):
        case knackpy.HandValue(points, kind):
            assert (points, kind) == (28, "suit_sum")
        case _:
            pytest.fail("HandValue no longer matches positionally")
