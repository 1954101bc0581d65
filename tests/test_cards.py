"""Cards, decks and parsing (K1, O1, C1)."""

import pytest

import knackpy
from knackpy import KnackpyError, ParseError, parse_cards
from knackpy.cards import DECKS, SUITS, card


@pytest.mark.rule("K1", "O1", "C1")
def test_decks_have_the_right_cards():
    assert len(knackpy.deck("french32")) == 32
    assert len(knackpy.deck("french52")) == 52
    assert len(knackpy.deck("german32")) == 32
    assert {c.rank.short for c in knackpy.deck("french32")} == {"7", "8", "9", "10", "J", "Q", "K", "A"}
    assert {c.rank.de for c in knackpy.deck("german32")} == {"7", "8", "9", "10", "Unter", "Ober", "König", "Ass"}
    assert {c.suit.de for c in knackpy.deck("german32")} == {"Eichel", "Grün", "Rot", "Schellen"}
    assert {c.suit.de for c in knackpy.deck("french52")} == {"Karo", "Herz", "Pik", "Kreuz"}


@pytest.mark.rule("K1", "O1")
def test_every_suit_and_rank_has_both_names():
    pairs = {(s.de, s.en) for s in SUITS}
    assert ("Herz", "hearts") in pairs and ("Eichel", "acorns") in pairs and ("Grün", "leaves") in pairs
    assert ("Schellen", "bells") in pairs and ("Rot", "hearts") in pairs and ("Kreuz", "clubs") in pairs
    for deck in DECKS.values():
        for c in deck:
            assert c.rank.de and c.rank.en and c.suit.de and c.suit.en


def test_cards_print_in_both_languages():
    ace = parse_cards("Herz-Ass")[0]
    assert ace.name("de") == "Herz-Ass"
    assert ace.name("en") == "ace of hearts"
    assert str(ace) == "Herz-Ass"
    under = card("acorns", "under")
    assert under.name("de") == "Eichel-Unter" and under.name("en") == "under of acorns"
    assert under.short == "E-U"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A♥ 10s Qd", ["Herz-Ass", "Pik-10", "Karo-Dame"]),
        ("A♥,10s,Qd", ["Herz-Ass", "Pik-10", "Karo-Dame"]),
        ("Kc, jh", ["Kreuz-König", "Herz-Bube"]),
        ("Herz-Ass Pik-Bube", ["Herz-Ass", "Pik-Bube"]),
        ("Schellen 7, Eichel-Unter", ["Schellen-7", "Eichel-Unter"]),
        ("ace of hearts, over of acorns", ["Rot-Ass", "Eichel-Ober"]),
        ("ace of hearts, 7 of spades", ["Herz-Ass", "Pik-7"]),
        ("Eichel-König Eichel-10 Herz-9", ["Eichel-König", "Eichel-10", "Rot-9"]),
        ("E-U R-A", ["Eichel-Unter", "Rot-Ass"]),
        ("Grün-Daus", ["Grün-Ass"]),
    ],
)
def test_parse_forms(text, expected):
    assert [c.name("de") for c in parse_cards(text)] == expected


def test_deck_argument_decides_hearts():
    german = knackpy.rules("knack_oberlausitz")
    assert parse_cards("Herz-Ass", german)[0].suit.key == "german_hearts"
    assert parse_cards("Herz-Ass", "french32")[0].suit.key == "hearts"
    assert parse_cards("Herz-Ass", knackpy.deck("german32"))[0].name("de") == "Rot-Ass"


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("Xq", "Xq"),
        ("Herz-Zwölf", "Zwölf"),
        ("Blau-Ass", "Blau"),
        ("A♥ A♥", "A♥"),
        ("Pik-Unter", "Pik-Unter"),
        ("Eichel-Bube", "Eichel-Bube"),
        ("Pik-Ass Eichel-König", "Pik-Ass"),
    ],
)
def test_bad_text_quotes_the_token_in_both_languages(text, token):
    with pytest.raises(ParseError) as info:
        parse_cards(text)
    err = info.value
    assert isinstance(err, KnackpyError) and isinstance(err, ValueError)
    assert token in err.de and token in err.en
    assert err.de != err.en


def test_card_not_in_the_chosen_deck():
    with pytest.raises(ParseError, match="2h"):
        parse_cards("2h", "french32")
    assert parse_cards("2h", "french52")[0].name("en") == "2 of hearts"


@pytest.mark.parametrize("bad", [None, 42, b"A\xe2", ["A♥"], ""])
def test_non_text_and_empty_input_is_a_knackpy_error(bad):
    with pytest.raises(KnackpyError):
        parse_cards(bad)


def test_error_language_on_request():
    with pytest.raises(ParseError) as info:
        parse_cards("Xq", lang="en")
    assert str(info.value).startswith("Unknown card")
    with pytest.raises(ParseError) as info:
        parse_cards("Xq", lang="de")
    assert str(info.value).startswith("Unbekannte Karte")


def test_bad_deck_names():
    with pytest.raises(KnackpyError, match="skat"):
        knackpy.deck("skat")
    with pytest.raises(KnackpyError):
        parse_cards("A♥", deck=3.5)


def test_cards_are_interned_ints_that_pickle_and_copy():
    import copy
    import pickle

    ace = parse_cards("A♠")[0]
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert copy.deepcopy(ace) is ace
    assert sorted(parse_cards("A♠ 7♠ 10♠")) == list(parse_cards("7♠ 10♠ A♠"))
    assert repr(ace) == "Card('Pik-Ass')"
