"""Messages read like a person wrote them, in both languages: grammar, no guessed gender, one style for garbage.

Each test would have caught one of the slips of issue #13.
"""

from __future__ import annotations

import io
import re

import pytest

import knackpy
from knackpy import KnackpyError, hand_value, i18n, parse_cards
from knackpy.cli import TerminalGame, main
from knackpy.engine import (
    charakir,  # noqa: F401  (registers the Charakir messages)
    new_game,
)
from knackpy.engine.core import Event, render_params
from knackpy.engine.knack import Close, Keep, Push, setup_game

RULESETS = ("knack", "knack_oberlausitz", "charakir")


# --- German grammar ----------------------------------------------------------------------------------------------------


@pytest.mark.rule("K1", "O1", "C1")
@pytest.mark.parametrize(("deck", "foreign"), [("french32", "2♥"), ("french52", "E-U"), ("german32", "Pik-7")])
def test_the_deck_name_is_declined_after_im_and_zum(deck, foreign):
    with pytest.raises(KnackpyError) as caught:
        parse_cards(foreign, deck)
    assert re.search(r"\b(im|zum) (französischen|deutschen|Altenburger) ", caught.value.de), caught.value.de
    assert "Französisches" not in caught.value.de and "Blatt," not in caught.value.de
    assert re.search(r"the (French|German-suited \(Altenburg\)|Altenburg) deck", caught.value.en), caught.value.en


@pytest.mark.rule("K1")
def test_a_card_of_another_deck_in_a_hand_names_the_deck_in_the_dative():
    with pytest.raises(KnackpyError) as caught:
        hand_value(parse_cards("2♥ 7h 8h", "french52"), knackpy.rules("knack"))
    assert "gehört nicht zum französischen Blatt mit 32 Karten (7 bis Ass)" in caught.value.de
    assert "is not part of the French deck of 32 cards (7 to ace)" in caught.value.en


def lausitz_round(dealer_hand, chooser_hands, third):
    r = knackpy.rules("knack_oberlausitz")
    game = setup_game(r, players=3, hands=[dealer_hand, None, third], dealer_hands=chooser_hands)
    game = game.apply(Keep()).apply(Close("zumachen")).apply(Push()).apply(Push())
    return game.round_results[-1]


@pytest.mark.rule("O12")
def test_one_payer_and_several_payers_get_their_own_sentence():
    one = lausitz_round("S-10 S-8 R-9", ("G-K G-O G-7", "E-7 E-8 R-8"), "E-9 G-8 S-7")
    two = lausitz_round("S-9 G-8 R-7", ("G-K G-O G-7", "E-7 E-8 E-10"), "E-9 S-7 R-8")
    assert len(one.losers) == 1 and len(two.losers) == 2
    one_de, one_en = "\n".join(one.explain("de")), "\n".join(one.explain("en"))
    two_de, two_en = "\n".join(two.explain("de")), "\n".join(two.explain("en"))
    assert "hat Clara und zahlt eine Münze" in one_de and "Clara pays a coin" in one_en
    assert "haben" in two_de and "alle zahlen" in two_de and "each pay" in two_en
    for text in (one_de, one_en, two_de, two_en):
        assert "(r)" not in text and "(s)" not in text


# --- no gender guessed from a name ---------------------------------------------------------------------------------------

GUESSES = re.compile(r"\(r\)|\(s\)|\bals (Erster|Erste|Letzter|Letzte)\b|\b(he|she|his|him|her) looked\b")


def test_no_message_of_the_catalogue_guesses_a_gender_or_hedges_with_brackets():
    import knackpy.bots
    import knackpy.cli
    import knackpy.hints  # noqa: F401 - every catalogue is registered

    for key, pair in i18n.all_entries().items():
        for text in pair:
            if "{player" in text or "{winner" in text:  # a message about a named person
                assert not GUESSES.search(text), (key, text)
                assert not re.search(r"\b(he|his|him|er|sein|seine|ihm|ihn)\b", text), (key, text)


@pytest.mark.rule("K18", "O13", "C4", "K5")
def test_the_game_end_and_the_first_dealer_speak_neutrally_about_anna():
    names = ("Anna", "Ben")
    for ruleset in RULESETS:
        game = new_game(knackpy.rules(ruleset), players=2, seed=4, names=names)
        lines = game.history_text("de") + game.history_text("en")
        while not game.is_over():
            game = game.apply(game.legal_actions()[-1] if ruleset != "charakir" else game.legal_actions()[0])
            lines = game.history_text("de") + game.history_text("en")
        text = "\n".join(lines) + game.outcome().text("de") + game.outcome().text("en")
        assert not GUESSES.search(text), text
        assert " he " not in text and "(r)" not in text


# --- English -----------------------------------------------------------------------------------------------------------


@pytest.mark.rule("E2")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_garbage_gets_the_same_answer_in_every_game(ruleset):
    game = new_game(knackpy.rules(ruleset), players=3, seed=2)
    if ruleset != "charakir":
        game = game.apply(Keep())
    assert game.why_not("blah", "de").startswith("'blah' ist kein Zug; zum Beispiel:")
    assert game.why_not("blah", "en").startswith("'blah' is not an action; for example:")
    if ruleset == "knack_oberlausitz":  # examples with cards of the game's own deck
        assert "E-7" in game.why_not("blah", "de") and "7h" not in game.why_not("blah", "de")
        assert "under of acorns" in game.why_not("tausche E-7 gegen Zq", "en")
    else:
        assert "Eichel" not in game.why_not("tausche 7h gegen Zq", "de")
        assert "acorns" not in game.why_not("tausche 7h gegen Zq", "en")


# --- the terminal game: du, the prompt, the hint -------------------------------------------------------------------------


def terminal(ruleset, lines, *, lang="de", seed=7):
    out = io.StringIO()
    game = TerminalGame(
        knackpy.rules(ruleset), bots=["simple", "simple"], seed=seed, lang=lang, inp=io.StringIO(lines), out=out
    )
    game.run()
    return out.getvalue()


@pytest.mark.rule("K5", "K10")
def test_the_terminal_speaks_to_the_player_with_du():
    for seed in range(40):
        game = new_game(knackpy.rules("knack"), players=3, seed=seed, names=("Anna", "Ben", "Clara"))
        if game.chooser == 0:
            continue
        hidden = game.pile[0]  # a card Anna certainly does not hold when her first turn comes
        typed = f"tausche {hidden.short} gegen {hidden.short}\n"
        out_de = terminal("knack", typed + "q\n", seed=seed)
        out_en = terminal("knack", typed + "q\n", seed=seed, lang="en")
        assert "hast du nicht auf der Hand" in out_de and "hat Anna nicht auf der Hand" not in out_de
        assert "You do not hold" in out_en and "Anna does not hold" not in out_en
        break
    else:
        pytest.fail("no seed where Anna does not choose")
    for seed in range(40):
        game = new_game(knackpy.rules("knack"), players=3, seed=seed, names=("Anna", "Ben", "Clara"))
        if game.chooser == 0:
            out = terminal("knack", "schieben\nq\n", seed=seed)
            assert "Zuerst entscheidest du" in out and "entscheidet Anna" not in out
            return
    pytest.fail("no seed where Anna chooses first")


@pytest.mark.rule("C7", "C8")
def test_the_charakir_prompt_offers_exactly_the_legal_draws():
    for seed in range(40):
        out = terminal("charakir", "q\n", seed=seed)
        game = new_game(knackpy.rules("charakir"), players=3, seed=seed, names=("Anna", "Ben", "Clara"))
        if game.to_move != 0:
            continue
        only_pile = [a.to_text() for a in game.legal_actions()] == ["draw"]
        assert ("oder die offene Karte" in out) is not only_pile, seed
        if only_pile:
            assert "Zieh eine Karte vom Stapel; die offene Karte darfst du nur mit einem Paar nehmen" in out
            return
    pytest.fail("no seed where Anna moves first and may only draw")


@pytest.mark.rule("E2")
def test_every_help_page_is_in_the_chosen_language(capsys, monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")  # a German reader's terminal: German without --lang
    for argv in (["--help"], ["rules", "--help"], ["play", "--help"], ["simulate", "--help"], ["course", "--help"]):
        assert main(argv) == 0
        german = capsys.readouterr().out
        assert main([*argv, "--lang", "en"]) == 0
        english = capsys.readouterr().out
        for word in ("usage:", "options:", "positional arguments", "show this help", "NAME=VALUE", "LEVEL"):
            assert word not in german, (argv, word)
        assert german.startswith("Aufruf:") and "Optionen:" in german and "diese Hilfe zeigen" in german
        assert english.startswith("usage:") and "options:" in english and "show this help message" in english


def test_tied_hints_share_their_places_and_the_hint_is_called_tipp():
    from knackpy.cli import _place
    from knackpy.hints import Hint

    a, b, c = (Hint(action=None, value=v, measure="m", rule_ids=(), rank=r) for v, r in ((0.1, 1), (0.1, 1), (0.3, 3)))
    assert [_place(h, (a, b, c)) for h in (a, b, c)] == ["1.–2.", "1.–2.", "3."]
    out = terminal("knack", "?\nq\n")
    assert "Tipp (der beste Zug zuerst):" in out and "Coach" not in out
    out = terminal("knack", "?\nq\n", lang="en")
    assert "Hint (the best move first):" in out and "coach" not in out.lower()


@pytest.mark.rule("K10")
def test_a_hint_that_lowers_the_hand_says_why_it_is_still_best():
    from knackpy import hints

    for seed in range(200):
        game = new_game(knackpy.rules("knack"), players=3, seed=seed).apply("keep")
        ranked = hints.hint(game, seed=1, samples=16)
        best = ranked[0]
        if best.kind.startswith("knack.swap_worse"):
            assert best.kind == "knack.swap_worse_best"
            assert "und doch ist das hier der beste Zug" in best.reason("de")
            assert "still this is the best move" in best.reason("en")
            assert all(h.kind != "knack.swap_worse_best" for h in ranked[1:] if h.rank > 1)
            return
    pytest.skip("no deal among 200 where the best hint lowers the hand")  # pragma: no cover


# --- issue 27: names joined as a sentence, the missed Superknack, one word for one hand ---------------------------------

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
