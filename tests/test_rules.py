"""Rules objects: presets, aliases, validation."""

import pytest

import knackpy
from knackpy import RulesError
from knackpy.rules import OPTIONS


@pytest.mark.parametrize("alias", ["knack", "31", "KNACK", " Einunddreißig ", "thirty-one"])
def test_aliases(alias):
    assert knackpy.rules(alias).game == "knack"


@pytest.mark.rule("K1", "K18", "K12", "K19", "E4")
def test_knack_defaults():
    r = knackpy.rules("knack")
    assert (r.deck.key, r.lives, r.renew_stock_when_all_push, r.seven_eight_nine, r.turn_cap) == (
        "french32",
        3,
        True,
        False,
        200,
    )
    assert r.same_rank_adds is None and r.limit is None


@pytest.mark.rule("K3", "O2", "C3")
def test_player_limits_follow_the_deck():
    assert knackpy.rules("knack").max_players == 9
    assert knackpy.rules("knack", deck="french52").max_players == 16
    assert knackpy.rules("oberlausitz").max_players == 9
    assert knackpy.rules("charakir").max_players == 12


@pytest.mark.rule("O1", "O3", "O6", "O7", "O10")
def test_oberlausitz_defaults():
    r = knackpy.rules("Oberlausitz")
    assert r.game == "knack_oberlausitz" and r.deck.key == "german32" and r.coins == 3
    assert r.same_rank_adds and r.knack_is_ace_flush and r.announce_knack
    assert r.renew_stock_when_all_push is False


@pytest.mark.rule("C1", "C8", "C13")
def test_charakir_defaults():
    r = knackpy.rules("charakir")
    assert (r.deck.key, r.limit, r.rounds, r.pair_may_use_taken_card, r.knock_limit) == (
        "french52",
        100,
        None,
        True,
        10,
    )


def test_rules_are_frozen_and_replace_validates():
    r = knackpy.rules("knack")
    with pytest.raises(AttributeError):
        r.lives = 5
    assert r.replace(lives=5).lives == 5 and r.lives == 3
    with pytest.raises(RulesError):
        r.replace(lives=0)


@pytest.mark.parametrize(
    ("name", "options", "needle"),
    [
        ("skat", {}, "skat"),
        ("knack", {"limit": 50}, "limit"),
        ("knack", {"lives": "3"}, "lives"),
        ("knack", {"lives": True}, "lives"),
        ("knack", {"deck": "german32"}, "deck"),
        ("charakir", {"pair_may_use_taken_card": 1}, "pair_may_use_taken_card"),
        ("charakir", {"limit": None, "rounds": None}, "limit"),
        ("oberlausitz", {"coins": 0}, "coins"),
        (None, {}, "None"),
    ],
)
def test_bad_options_name_the_option_and_what_is_allowed(name, options, needle):
    with pytest.raises(RulesError) as info:
        knackpy.rules(name, **options)
    assert needle in info.value.de and needle in info.value.en


def test_unknown_option_lists_allowed_ones():
    with pytest.raises(RulesError) as info:
        knackpy.rules("knack", colour="red")
    assert "lives" in info.value.en and "seven_eight_nine" in info.value.de


def test_options_round_trip():
    for game in ("knack", "knack_oberlausitz", "charakir"):
        r = knackpy.rules(game)
        assert knackpy.rules(game, **r.options()) == r
        assert set(r.options()) == {k for k, o in OPTIONS.items() if game in o.defaults}
    assert knackpy.rules("charakir", rounds=7).changed_options() == {"rounds": 7}
    assert repr(knackpy.rules("charakir", rounds=7)) == "rules('charakir', rounds=7)"


def test_names_in_both_languages():
    r = knackpy.rules("oberlausitz")
    assert r.name("de") == "Knack aus der Oberlausitz"
    assert r.name("en") == "Knack as played in the Oberlausitz"
