"""Messages as a player reads them (issue 27): names joined as a sentence does, the missed Superknack's summary,
one word for one hand of the Oberlausitz game."""

from __future__ import annotations

import pytest

import knackpy
from knackpy import i18n
from knackpy.engine import charakir_texts  # noqa: F401  (registers the Charakir messages)
from knackpy.engine.core import Event, render_params
from knackpy.engine.knack import setup_game

NAMES = ("Anna", "Ben", "Clara", "David")


@pytest.mark.parametrize(
    ("names", "de", "en"),
    [
        ([], "", ""),
        (["Anna"], "Anna", "Anna"),
        (["Anna", "David"], "Anna und David", "Anna and David"),
        (["Anna", "Ben", "David"], "Anna, Ben und David", "Anna, Ben and David"),
        (["A", "B", "C", "D"], "A, B, C und D", "A, B, C and D"),
    ],
)
def test_names_are_joined_as_a_sentence_lists_them(names, de, en):
    assert i18n.join_names(names, "de") == de
    assert i18n.join_names(names, "en") == en


def test_joining_names_in_an_unknown_language_is_a_clear_error():
    with pytest.raises(knackpy.KnackpyError):
        i18n.join_names(["Anna", "Ben"], "fr")


@pytest.mark.rule("C4")
def test_a_tie_for_the_first_deal_names_the_players_with_und_and_and():
    event = Event("charakir_dealer_tie", None, (("players", (0, 3)),), "C4")
    assert event.text("de", NAMES) == "Gleichstand zwischen Anna und David: sie ziehen noch einmal (C4)"
    assert event.text("en", NAMES) == "Anna and David tie: they draw again (C4)"
    assert render_params((("players", (0, 1, 3)),), "de", NAMES)["players"] == "Anna, Ben und David"


def _lausitz(hands, chooser_hands, **options):
    return setup_game(
        knackpy.rules("knack_oberlausitz", **options), players=3, hands=hands, dealer_hands=chooser_hands, seed=0
    )


@pytest.mark.rule("O11")
def test_the_summary_of_a_missed_superknack_says_all_coins_and_out():
    game = _lausitz(["S-10 S-8 R-9", None, "E-A G-A S-7"], ("G-K G-O G-7", "R-A E-7 E-8"))
    for move in ("behalten", "tausche S-7 gegen R-A", "end", "zumachen", "schieben", "schieben"):
        game = game.apply(move)
    result = game.round_results[-1]
    de, en = result.text("de"), result.text("en")
    assert "Clara hat den Superknack nicht angesagt: zahlt alle Münzen in den Pott und ist raus" in de
    assert "Clara did not announce the Superknack: pays all remaining coins into the pot and is out" in en
    assert "verliert allein und zahlt" not in de


@pytest.mark.rule("O4")
def test_the_oberlausitz_history_says_runde_like_its_results():
    game = _lausitz(["S-10 S-8 R-9", None, "G-10 G-8 E-9"], ("G-K G-O G-7", "E-7 E-8 R-8"))
    assert game.history_text("de")[0].startswith("Runde 1:")
    assert game.history_text("en")[0].startswith("Round 1:")
    game = game.apply("behalten").apply("zumachen").apply("schieben").apply("schieben")
    assert game.round_results[-1].text("de").startswith("Runde 1:")
    assert not any(line.startswith("Spiel ") for line in game.history_text("de"))


@pytest.mark.rule("O12")
def test_several_payers_are_named_with_und():
    game = _lausitz(["S-10 S-8 R-9", None, "G-10 G-8 E-9"], ("G-K G-O G-7", "E-7 E-8 R-8"))
    game = game.apply("behalten").apply("zumachen").apply("schieben").apply("schieben")
    result = game.round_results[-1]
    if len(result.losers) > 1:
        names = i18n.join_names([result.names[p] for p in result.losers], "de")
        assert names in result.text("de") and " und " in names
    else:  # the stacked hands must tie; if they do not, the test itself is wrong
        pytest.fail(f"expected a tie for the lowest hand, got {result.points}")


@pytest.mark.rule("O13")
def test_the_pot_is_told_without_a_wrong_plural():
    game = _lausitz(["S-10 S-8 R-9", None, "G-10 G-8 E-9"], ("G-K G-O G-7", "E-7 E-8 R-8"), coins=1)
    game = game.apply("behalten").apply("zumachen").apply("schieben").apply("schieben")
    while not game.is_over():  # closing at once: the lowest hand pays, a swimmer who loses again is out
        game = game.apply(game.legal_actions()[0] if game.phase != "turn" else "zumachen")
        while not game.is_over() and game.phase == "turn" and game.closer is not None:
            game = game.apply("schieben")
    texts = game.history_text("de") + [game.outcome().text("de")]
    assert not any(" 1 Münzen" in line for line in texts), texts
    assert any("Münzen darin:" in line for line in texts)
