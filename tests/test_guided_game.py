"""The guided rounds (knackpy.widgets.guided_game, guided_rounds): prepared deals, one round per rule (issue 28).

Every round is clicked through as a learner would, with a wrong click first at every step where there is one:
the wrong click is explained and not applied, the right one is applied and the page moves on. At the end a
closing line says what the learner did well, and "Nochmal" deals a new prepared round of the same topic.
"""

from __future__ import annotations

import html

import pytest

from knackpy import i18n
from knackpy.errors import KnackpyError

pytest.importorskip("ipywidgets")

from knackpy.widgets.guided_game import (  # noqa: E402
    DEALS,
    YOU,
    GuidedGame,
    find_action,
    tutorial_game,
    tutorial_steps,
)
from knackpy.widgets.guided_rounds import ROUNDS, Move, find_round  # noqa: E402

ROUND_KEYS = [(ruleset, r.topic) for ruleset, rounds in ROUNDS.items() for r in rounds]


def _buttons(game):
    return [b.description for b in game.buttons.children]


def _outcome(result) -> tuple:
    """Who scored what and what everyone has left, for both games' round results."""
    return tuple(getattr(result, name, None) for name in ("points", "after", "pot", "scores", "totals"))


def _play(guided: GuidedGame, *, wrong_first: bool = True) -> int:
    """Click the round to its end (a wrong click first where there is one); the number of wrong clicks."""
    wrong_clicks = 0
    while not guided.finished:
        expected = guided.expected
        assert html.escape(expected.label(guided.lang)) in guided.instruction.value  # the page says what to click
        assert expected.label(guided.lang) in _buttons(guided)
        other = next((a for a in guided.game.legal_actions() if a != expected), None)
        if wrong_first and other is not None:
            before, index = guided.game, guided.index
            assert guided.click(other.label("en")) is False  # explained, not applied, not punished
            assert guided.game is before and guided.index == index
            shown = guided.messages.widget.value
            assert html.escape(other.label(guided.lang)) in shown and html.escape(guided.why()) in shown
            wrong_clicks += 1
        assert guided.click(expected.label("en")) is True
        assert guided.messages.widget.value == ""  # the explanation went with the step it was about
    return wrong_clicks


@pytest.mark.rule("E2")
@pytest.mark.parametrize("lang", ("de", "en"))
@pytest.mark.parametrize(("ruleset", "topic"), ROUND_KEYS)
def test_every_round_is_played_to_its_end_with_wrong_clicks_explained(ruleset, topic, lang):
    guided = GuidedGame(ruleset, topic=topic, lang=lang)
    assert _play(guided) >= 1
    assert guided.finished and _buttons(guided) == [i18n.text("guided.again", lang)]
    assert html.escape(guided.closing()) in guided.instruction.value  # what the learner did well
    assert guided.game.round_results, "every guided round ends with its round scored"
    assert guided.narration and not any(
        line.startswith(("Runde 2", "Round 2", "Spiel 2", "Game 2")) for line in guided.narration
    )


@pytest.mark.parametrize(("ruleset", "topic"), ROUND_KEYS)
def test_play_again_deals_a_new_prepared_round_that_plays_the_same_way(ruleset, topic):
    guided = GuidedGame(ruleset, topic=topic, lang="de")
    first_deal = guided.game.to_json()
    first_why = guided.why()
    _play(guided, wrong_first=False)
    first_closing = guided.closing()
    (again,) = guided.buttons.children
    again.click()  # "Nochmal", through its own handler as the page does
    assert guided.turn == 1 and guided.index == 0 and not guided.finished
    assert guided.game.to_json() != first_deal and guided.why() != first_why  # other cards, named in the text
    assert guided.messages.message == ""
    _play(guided)
    assert guided.closing() != "" and guided.finished
    outcome = guided.game.round_results[-1]
    # the suits turned round, the values did not: the same players win and lose the same way
    for turn in range(DEALS):
        other = GuidedGame(ruleset, topic=topic, turn=turn, lang="de")
        _play(other, wrong_first=False)
        result = other.game.round_results[-1]
        assert _outcome(result) == _outcome(outcome)
    assert first_closing.startswith("Gut gemacht")


@pytest.mark.parametrize(("ruleset", "topic"), ROUND_KEYS)
def test_every_instruction_names_its_rule_and_the_cards_of_its_deal(ruleset, topic):
    found = find_round(ruleset, topic)
    for lang in ("de", "en"):
        guided = GuidedGame(ruleset, topic=topic, lang=lang)
        seen = []
        while not guided.finished:
            why = guided.why()
            assert "{" not in why and any(rule in why for rule in ("K", "O", "C"))
            seen.append(why)
            guided.click(guided.expected.label("en"))
        assert "{" not in guided.closing()
    texts = " ".join(
        i18n.text(key, "en", **GuidedGame(ruleset, topic=topic, lang="en").facts())
        for key in [s.say for s in found.steps if s.say] + [found.done]
    )
    assert all(rule in texts for rule in found.rule_ids)


@pytest.mark.rule("K14")
def test_knack_swap_round_ends_with_a_knack_call_and_clara_losing_a_life():
    guided = GuidedGame("knack", lang="en")
    _play(guided)
    result = guided.game.round_results[0]
    assert "Knack" in result.text("en") and result.after == (3, 3, 2)


@pytest.mark.rule("K11")
@pytest.mark.rule("K12")
def test_knack_push_round_shows_the_new_table_when_everyone_pushed():
    guided = GuidedGame("knack", topic="push", lang="de")
    table = guided.game.table
    while guided.expected.kind != "push":
        guided.click(guided.expected.label("en"))
    guided.click(guided.expected.label("en"))  # the learner pushes last: everyone has pushed
    assert set(guided.game.table).isdisjoint(table)  # three new cards (K12)
    assert any("(K12)" in line for line in guided.narration)
    _play(guided)
    assert guided.game.round_results[0].after == (3, 3, 2)


@pytest.mark.rule("K13")
@pytest.mark.rule("K16")
@pytest.mark.rule("K18")
def test_knack_close_round_gives_the_others_one_more_turn_and_the_lowest_loses_a_life():
    guided = GuidedGame("knack", topic="close", lang="de")
    _play(guided)
    lines = guided.narration
    assert lines[0].startswith("Anna passt") and "Ben" in lines[1] and "Clara" in lines[2]
    assert guided.game.round_results[0].after == (3, 3, 2)


@pytest.mark.rule("K8")
def test_knack_feuer_round_costs_everyone_else_a_life():
    guided = GuidedGame("knack", topic="feuer", lang="de")
    _play(guided)
    assert guided.game.round_results[0].after == (3, 2, 2)


@pytest.mark.rule("K17")
def test_knack_tie_round_ends_in_a_draw_from_the_pile():
    guided = GuidedGame("knack", topic="tie", turn=2, lang="en")
    _play(guided)
    result = guided.game.round_results[0]
    assert result.draws and result.after == (3, 3, 2)
    assert sum("Tie-break" in line for line in guided.narration) == 2
    for name in guided.facts()["high"], guided.facts()["low"]:
        assert name in guided.closing() and any(name in line for line in guided.narration)


@pytest.mark.rule("O4")
@pytest.mark.rule("O9")
def test_oberlausitz_superknack_round_makes_the_others_pay():
    guided = GuidedGame("knack_oberlausitz", topic="superknack", lang="de")
    _play(guided)
    assert guided.game.coins == (3, 2, 2) and guided.game.pot == 2


@pytest.mark.rule("O12")
@pytest.mark.rule("O13")
def test_oberlausitz_swim_round_leaves_ben_blank_and_swimming():
    guided = GuidedGame("knack_oberlausitz", topic="swim", lang="en")
    _play(guided)
    assert guided.game.coins[1] == 0 and guided.game.swimming == (False, True, False)
    assert all(guided.game.in_game)


@pytest.mark.rule("C8")
@pytest.mark.rule("C10")
@pytest.mark.rule("C11")
def test_charakir_rounds_end_with_the_knocker_scoring_0_or_25():
    pair = GuidedGame("charakir", topic="pair", lang="de")
    _play(pair)
    assert pair.game.round_results[0].scores[0] == 0
    penalty = GuidedGame("charakir", topic="penalty", lang="de")
    _play(penalty)
    assert penalty.game.round_results[0].scores == (25, 0, 0)


@pytest.mark.rule("K5")
@pytest.mark.rule("O4")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])  # Charakir has no such choice
def test_the_first_choice_shows_the_hand_looked_at(ruleset):
    """K5/O4: the learner decides about the hand they look at, so the board shows its three cards."""
    guided = GuidedGame(ruleset, lang="en")
    looked_at = guided.game.chooser_hands[0]
    assert len(looked_at) == 3
    board = guided.board.value
    assert "no cards" not in board
    for card in looked_at:
        assert html.escape(card.name("en")) in board, card


def test_the_prepared_deal_is_the_same_every_time():
    for ruleset, topic in ROUND_KEYS:
        assert tutorial_game(ruleset, topic).to_json() == tutorial_game(ruleset, topic).to_json()
        assert tutorial_game(ruleset, topic, 1).to_json() != tutorial_game(ruleset, topic).to_json()


def test_bad_input_is_a_clear_bilingual_error():
    with pytest.raises(KnackpyError) as info:
        GuidedGame("poker", lang="de")
    assert "poker" in info.value.de and "poker" in info.value.en
    with pytest.raises(KnackpyError) as info:
        GuidedGame("knack", topic="bluff", lang="de")
    assert "bluff" in info.value.en and "push" in info.value.en
    for turn in (-1, "2", 1.5, True):
        with pytest.raises(KnackpyError):
            GuidedGame("knack", turn=turn)
    with pytest.raises(KnackpyError) as info:
        find_action(tutorial_game("knack"), Move(YOU, "swap", ("7♣", "8♣")))
    assert "keep this hand" in info.value.en
    guided = GuidedGame("knack", lang="en")
    with pytest.raises(KnackpyError):
        guided.click("swap two cards")
    assert guided.index == 0  # nothing changed
    assert tutorial_steps("knack")[0].kind == "keep"


def test_the_root_has_stable_classes_and_a_right_click_clears_the_old_explanation():
    guided = GuidedGame("knack", lang="en")
    assert {"knackpy-widget", "knackpy-widget-guided-game"} <= set(guided.widget._dom_classes)
    assert "knackpy-widget-moves" in guided.buttons._dom_classes  # the moves in columns on a phone (style sheet)
    assert ".knackpy-widget-moves{display:grid" in guided.widget.children[0].value  # the sheet travels with it
    wrong = next(a for a in guided.game.legal_actions() if a != guided.expected)
    guided.click(wrong.label("en"))
    assert guided.messages.message  # the wrong click is explained ...
    guided.click(guided.expected.label("en"))
    assert guided.messages.message == "" and guided.messages.widget.value == ""  # ... and the hint goes with it


def _press(guided: GuidedGame, label: str) -> None:
    """Press the shown button with this (translated) label, through its own click handler, as the page does."""
    (pressed,) = [b for b in guided.buttons.children if b.description == label]
    pressed.click()


@pytest.mark.rule("O4")
@pytest.mark.parametrize("lang", ("de", "en"))
def test_lesson_10_guided_game_explains_a_wrong_click_and_follows_the_right_one(lang):
    """What tests/test_live_browser.py checks live for lessons 07 and 13, for lesson 10's Oberlausitz game: its
    page cannot run the widget without the live app, so the same steps go through the buttons' own handlers."""
    guided = GuidedGame("knack_oberlausitz", lang=lang)
    right = guided.expected
    first = i18n.text("guided.todo", lang, action=right.label(lang), why=guided.why())
    wrong = next(action for action in guided.game.legal_actions() if action != right)
    explained = i18n.text("guided.other", lang, clicked=wrong.label(lang), action=right.label(lang), why=guided.why())
    assert html.escape(first) in guided.instruction.value and guided.messages.widget.value == ""
    board, before = guided.board.value, guided.game

    _press(guided, wrong.label(lang))
    assert html.escape(explained) in guided.messages.widget.value
    assert html.escape(first) in guided.instruction.value
    assert guided.board.value == board and guided.game is before  # nothing applied

    _press(guided, right.label(lang))
    second = i18n.text("guided.todo", lang, action=guided.expected.label(lang), why=guided.why())
    assert html.escape(second) in guided.instruction.value and html.escape(first) not in guided.instruction.value
    assert guided.messages.widget.value == ""  # the explanation went with the step it was about
    assert guided.board.value != board


@pytest.mark.parametrize("lang", ("de", "en"))
def test_lesson_10_page_shows_the_oberlausitz_guided_game_at_its_first_step(lang):
    """The saved view the website draws on lesson 10's page is this game's first instruction (after
    ``python course/build.py 10_oberlausitz_deal_turn_and_pot``), and so are its two other guided rounds."""
    import json
    from pathlib import Path

    notebook = Path(__file__).resolve().parents[1] / "course" / lang / "10_oberlausitz_deal_turn_and_pot.ipynb"
    state = json.loads(notebook.read_text(encoding="utf-8"))["metadata"]["widgets"]
    values = [m["state"].get("value") for m in state["application/vnd.jupyter.widget-state+json"]["state"].values()]
    for topic in ("chooser", "superknack", "swim"):
        assert GuidedGame("knack_oberlausitz", topic=topic, lang=lang).instruction.value in values, topic
