"""The guided first game (knackpy.widgets.guided_game): a stacked deal, a scripted tutorial per game.

Every tutorial is clicked through as a learner would, with a wrong click first: the wrong click is
explained and not applied, the right one is applied and the page moves on to the next instruction.
"""

from __future__ import annotations

import html

import pytest

from knackpy import i18n
from knackpy.errors import KnackpyError

pytest.importorskip("ipywidgets")

from knackpy.widgets.guided_game import YOU, GuidedGame, find_action, tutorial_game, tutorial_steps  # noqa: E402

RULESETS = ("knack", "knack_oberlausitz", "charakir")
RULES_OF = {"knack": ("K5", "K14"), "knack_oberlausitz": ("O4", "O10"), "charakir": ("C8", "C10")}


def _buttons(game):
    return [b.description for b in game.buttons.children]


@pytest.mark.rule("E2")
@pytest.mark.parametrize("lang", ("de", "en"))
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_learner_clicks_through_with_one_wrong_click_per_step(ruleset, lang):
    guided = GuidedGame(ruleset, lang=lang)
    for step in (s for s in tutorial_steps(ruleset) if s.seat == YOU):
        expected = guided.expected
        assert expected.label("en") == step.action
        assert html.escape(expected.label(lang)) in guided.instruction.value  # the page says what to click
        assert expected.label(lang) in _buttons(guided)
        other = next((a for a in guided.game.legal_actions() if a != expected), None)
        if other is not None:
            before = guided.game
            assert guided.click(other.label("en")) is False  # explained, not applied
            assert guided.game is before
            assert html.escape(other.label(lang)) in guided.messages.widget.value
        assert guided.click(step.action) is True
    assert guided.finished and _buttons(guided) == []
    done = i18n.text("guided.done", lang)
    assert html.escape(done) in guided.instruction.value


@pytest.mark.rule("K5")
@pytest.mark.rule("O4")
@pytest.mark.parametrize("ruleset", [r for r in RULESETS if r != "charakir"])  # Charakir has no such choice
def test_the_first_choice_shows_the_hand_looked_at(ruleset):
    """K5/O4: the learner decides about the hand they look at, so the board shows its three cards."""
    guided = GuidedGame(ruleset, lang="en")
    looked_at = guided.game.chooser_hands[0]
    assert len(looked_at) == 3
    board = guided.board.value
    assert "no cards" not in board
    for card in looked_at:
        assert html.escape(card.name("en")) in board, card


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_instruction_names_its_rule(ruleset):
    for step in tutorial_steps(ruleset):
        if step.seat == YOU:
            for lang in ("de", "en"):
                assert any(rule in i18n.text(step.say, lang) for rule in ("K", "O", "C"))
    texts = " ".join(i18n.text(s.say, "en") for s in tutorial_steps(ruleset) if s.say)
    assert all(rule in texts for rule in RULES_OF[ruleset])


@pytest.mark.rule("K14")
def test_the_knack_tutorial_ends_with_a_knack_call_and_clara_losing_a_life():
    guided = GuidedGame("knack", lang="en")
    for step in tutorial_steps("knack"):
        if step.seat == YOU:
            guided.click(step.action)
    result = guided.game.round_results[0]
    assert "Knack" in result.text("en") and result.after[2] == 2


def test_the_stacked_deal_is_the_same_every_time():
    for ruleset in RULESETS:
        assert tutorial_game(ruleset).to_json() == tutorial_game(ruleset).to_json()


def test_bad_input_is_a_clear_bilingual_error():
    with pytest.raises(KnackpyError) as info:
        GuidedGame("poker", lang="de")
    assert "poker" in info.value.de and "poker" in info.value.en
    with pytest.raises(KnackpyError) as info:
        find_action(tutorial_game("knack"), "swap two cards")
    assert "keep this hand" in info.value.en


def test_the_root_has_stable_classes_and_a_right_click_clears_the_old_explanation():
    guided = GuidedGame("knack", lang="en")
    assert {"knackpy-widget", "knackpy-widget-guided-game"} <= set(guided.widget._dom_classes)
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
    step, right = guided.steps[guided.index], guided.expected
    first = i18n.text("guided.todo", lang, action=right.label(lang), why=i18n.text(step.say, lang))
    wrong = next(action for action in guided.game.legal_actions() if action != right)
    explained = i18n.text(
        "guided.other", lang, clicked=wrong.label(lang), action=right.label(lang), why=i18n.text(step.say, lang)
    )
    assert html.escape(first) in guided.instruction.value and guided.messages.widget.value == ""
    board, before = guided.board.value, guided.game

    _press(guided, wrong.label(lang))
    assert html.escape(explained) in guided.messages.widget.value
    assert html.escape(first) in guided.instruction.value
    assert guided.board.value == board and guided.game is before  # nothing applied

    _press(guided, right.label(lang))
    step = guided.steps[guided.index]
    second = i18n.text("guided.todo", lang, action=guided.expected.label(lang), why=i18n.text(step.say, lang))
    assert html.escape(second) in guided.instruction.value and html.escape(first) not in guided.instruction.value
    assert guided.messages.widget.value == ""  # the explanation went with the step it was about
    assert guided.board.value != board


@pytest.mark.parametrize("lang", ("de", "en"))
def test_lesson_10_page_shows_the_oberlausitz_guided_game_at_its_first_step(lang):
    """The saved view the website draws on lesson 10's page is this game's first instruction."""
    import json
    from pathlib import Path

    notebook = Path(__file__).resolve().parents[1] / "course" / lang / "10_oberlausitz_deal_turn_and_pot.ipynb"
    state = json.loads(notebook.read_text(encoding="utf-8"))["metadata"]["widgets"]
    values = [m["state"].get("value") for m in state["application/vnd.jupyter.widget-state+json"]["state"].values()]
    assert GuidedGame("knack_oberlausitz", lang=lang).instruction.value in values
