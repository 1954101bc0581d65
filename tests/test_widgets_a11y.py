"""Accessibility of the course widgets (issue 17), headless: live regions, labelled board parts, focus after a
move, touch-sized buttons, the four-colour deck switch and the contrast of every text colour pair.

The same widgets in a real browser, played by keyboard only: tests/test_a11y_browser.py.
"""

from __future__ import annotations

import re

import pytest

from knackpy import svg
from knackpy.widgets import (
    DealLab,
    GameTable,
    HandLab,
    OddsExplorer,
    SimulationDashboard,
    TurnTrainer,
    VariantLab,
    common,
)

widgets = pytest.importorskip("ipywidgets")

from colour_check import contrast  # noqa: E402

LANGS = ("de", "en")


@pytest.fixture(autouse=True)
def standard_colours():
    """Every test starts and ends with the standard suit colours (the switch sets them for the session)."""
    svg.set_suit_colours("standard")
    yield
    svg.set_suit_colours("standard")


def _live(component) -> str:
    markup = component.live.widget.value
    assert 'role="status"' in markup and 'aria-live="polite"' in markup
    return component.live.text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", ["knack", "charakir"])
def test_turn_trainer_reads_out_each_move_like_the_history(ruleset, lang):
    trainer = TurnTrainer(rules=ruleset, players=3, seed=4, lang=lang)
    before = len(trainer.game.history)
    trainer.legal_buttons[0].click()
    new_lines = trainer.game.history_text(lang)[before:]
    assert new_lines and _live(trainer) == " ".join(new_lines)
    assert all(line in trainer.log_view.value for line in new_lines)
    trainer.undo_button.click()
    assert _live(trainer) == trainer.messages.message


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_game_table_reads_out_the_new_log_lines_and_labels_the_board(ruleset, lang):
    table = GameTable(rules=ruleset, players=3, bots="simple", seed=2, lang=lang)
    seen = len(table.log_lines())
    table.move_buttons[0].click()
    new_lines = table.log_lines()[seen:]
    assert new_lines and _live(table) == " ".join(new_lines)
    groups = re.findall(r'role="group" aria-label="([^"]+)"', table.board.value)
    if ruleset == "charakir":
        assert common.esc(table.t("widgets.game_table.discard")) in groups
        assert any(g.startswith(table.t("widgets.game_table.pile", cards="")[:5]) for g in groups)
    else:
        assert common.esc(table.t("widgets.game_table.table")) in groups
    names = [table.game.names[s] for s in range(3) if s != table.human]
    assert all(common.esc(table.t("widgets.game_table.hand_of", name=n)) in groups for n in names)
    # the scrolling log is reachable by keyboard and announced as a log
    assert 'role="log" tabindex="0"' in table.log_view.value


def _focus_recorder(monkeypatch) -> list:
    focused: list = []
    monkeypatch.setattr(widgets.Button, "focus", lambda self: focused.append(self), raising=False)
    return focused


def test_focus_goes_to_the_next_move_after_a_click_and_to_new_game_at_the_end(monkeypatch):
    focused = _focus_recorder(monkeypatch)
    table = GameTable(rules="charakir", players=2, bots="simple", seed=3, lang="en")
    while not table.game.is_over():
        table.move_buttons[0].click()
        assert focused, "a move left the focus nowhere"
        if table.game.is_over():
            assert focused[-1] is table.new_game_button and table.settings.selected_index == 0
        else:
            visible = [b for b in table.move_buttons if b.layout.display != "none"]
            assert focused[-1] is visible[0]
        focused.clear()


def test_trainer_focus_moves_to_the_first_legal_move(monkeypatch):
    focused = _focus_recorder(monkeypatch)
    trainer = TurnTrainer(rules="knack", players=3, seed=1)
    trainer.legal_buttons[-1].click()
    assert focused == [trainer.legal_buttons[0]]


def _components(lang: str) -> list:
    return [
        HandLab(lang=lang),
        DealLab(lang=lang),
        TurnTrainer(lang=lang),
        OddsExplorer(lang=lang),
        GameTable(lang=lang),
        VariantLab(lang=lang),
        SimulationDashboard(lang=lang, games=4),
    ]


def test_every_component_carries_its_style_sheet_and_touch_sized_buttons():
    for component in _components("de"):
        sheet = component.widget.children[0]
        assert sheet.value == f"<style>{common.WIDGET_CSS}</style>" and sheet.layout.display == "none"
        for node in common.walk(component.widget):
            if isinstance(node, widgets.Button | widgets.ToggleButton):
                assert node.layout.min_height == common.TOUCH_SIZE, (type(component).__name__, node.description)
            # ipywidgets' slider handle has no accessible name (axe: aria-input-field-name)
            assert not isinstance(node, widgets.widgets.widget_int._IntRange | widgets.IntSlider | widgets.FloatSlider)
        assert common.TOUCH_SIZE in common.WIDGET_CSS and "focus-visible" in common.WIDGET_CSS


def test_text_colour_pairs_have_at_least_4_5_to_1():
    """WCAG 1.4.3, measured: message boxes, muted text, buttons (both suit schemes are tested in test_svg.py)."""
    pairs = [("#FFFFFF", colour, f"button {kind}") for kind, colour in common.BUTTON_COLOURS.items()]
    pairs += [("#1A1A1A", "#EEEEEE", "button"), ("#1A1A1A", common.TOGGLE_BACKGROUND, "toggle")]
    for kind in ("info", "success", "error"):
        style = dict(part.split(":", 1) for part in common.STYLE[kind].split(";"))
        pairs.append((style["color"], style["background"], kind))
    for key in ("text", "muted", "heading", "value"):
        colour = re.search(r"color:(#[0-9A-Fa-f]{6})", common.STYLE[key]).group(1)
        pairs.append((colour, "#FFFFFF", key))
        pairs.append((colour, "#F7FAF7", f"{key} on the game board"))
    for foreground, background, what in pairs:
        assert contrast(foreground, background) >= 4.5, (what, foreground, background, contrast(foreground, background))
    for ink in (*svg.SUIT_COLOURS.values(), *svg.FOUR_COLOURS.values()):  # card buttons: the ink on their white
        assert contrast(ink, common.TOGGLE_BACKGROUND) >= 4.5, ink
    assert f"widget-toggle-button.mod-active{{background-color:{common.TOGGLE_BACKGROUND}" in common.WIDGET_CSS


@pytest.mark.parametrize("lang", LANGS)
def test_four_colour_switch_redraws_and_is_remembered_for_the_session(lang):
    lab = HandLab(rules="knack", cards="Herz-Ass Kreuz-König Karo-7", lang=lang)
    assert svg.SUIT_COLOURS["clubs"] in lab.hand_view.value
    lab.colour_switch.value = True
    assert svg.suit_colours() is svg.FOUR_COLOURS
    assert svg.FOUR_COLOURS["clubs"] in lab.hand_view.value and svg.SUIT_COLOURS["clubs"] not in lab.hand_view.value
    assert lab.cards == tuple(lab.picker.selected) and len(lab.cards) == 3  # the choice stays
    row_label = lab.picker.widget.children[0].children[0].value
    assert svg.FOUR_COLOURS[lab.picker.cards[0].suit.key] in row_label
    # remembered: a component built later starts with the four-colour deck, its switch on
    table = GameTable(rules="knack", players=3, seed=1, lang=lang)
    assert table.colour_switch.value is True
    assert not {svg.SUIT_COLOURS[k] for k in ("hearts", "diamonds", "clubs")} & set(
        re.findall("#[0-9A-F]{6}", table.board.value)
    )
    assert {svg.FOUR_COLOURS[k] for k in ("hearts", "diamonds", "clubs")} & set(
        re.findall("#[0-9A-F]{6}", table.board.value)
    )
    trainer = TurnTrainer(rules="knack_oberlausitz", seed=2, lang=lang)
    assert trainer.colour_switch.value is True and svg.FOUR_COLOURS["acorns"] in trainer.table_view.value
    trainer.colour_switch.value = False
    assert svg.suit_colours() is svg.SUIT_COLOURS
    assert svg.SUIT_COLOURS["acorns"] in trainer.table_view.value
    table.colour_switch.value = False  # already standard: redrawing changes nothing
    assert not {svg.FOUR_COLOURS[k] for k in ("hearts", "diamonds", "clubs")} & set(
        re.findall("#[0-9A-F]{6}", table.board.value)
    )


def test_pressed_card_buttons_show_a_check_mark_not_only_a_colour():
    lab = HandLab(rules="knack")
    card = lab.picker.cards[0]
    button = lab.picker.buttons[card]
    assert button.icon == ""
    lab.picker.click(card)
    assert button.value and button.icon == "check"
    lab.picker.click(card)
    assert button.icon == ""
