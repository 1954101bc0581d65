"""Headless tests of the course labs: HandLab, DealLab, TurnTrainer, OddsExplorer (issue 6).

Every scenario clicks through the widgets as a learner would (``button.click()``,
setting ``.value``) and checks the state and the rendered HTML/SVG in German and
English.  The last tests check that nothing visible stays untranslated.
"""

from __future__ import annotations

import re
import subprocess
import sys
from fractions import Fraction

import pytest

import knackpy
from knackpy import i18n, parse_cards, registry
from knackpy.cards import DECKS
from knackpy.engine import charakir as ch
from knackpy.engine import knack as kn
from knackpy.engine.core import DEFAULT_NAMES
from knackpy.errors import KnackpyError
from knackpy.odds import unseen_hand_odds, value_distribution

widgets = pytest.importorskip("ipywidgets")

from knackpy.widgets import (  # noqa: E402
    DealLab,
    HandLab,
    OddsExplorer,
    TurnTrainer,
    common,
)

LANGS = ("de", "en")
RULESETS = ("knack", "knack_oberlausitz", "charakir")


def cards(text, rules="knack"):
    return parse_cards(text, knackpy.rules(rules))


# --- the package without ipywidgets ----------------------------------------------------------------------------


def test_import_does_not_load_ipywidgets():
    code = (
        "import sys, knackpy, knackpy.widgets as w; "
        "assert 'ipywidgets' not in sys.modules, 'imported too early'; "
        "assert sorted(w.__all__)[0] == 'DealLab'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_without_ipywidgets_a_component_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "ipywidgets", None)  # makes "import ipywidgets" fail
    monkeypatch.setattr(common, "_WIDGETS", None)
    with pytest.raises(KnackpyError) as info:
        HandLab(rules="knack")
    assert 'pip install -e ".[course]"' in info.value.de
    assert 'pip install -e ".[course]"' in info.value.en


def test_lazy_attributes_of_the_package():
    import knackpy.widgets as w

    assert w.HandLab is HandLab
    with pytest.raises(AttributeError):
        w.NoSuchLab  # noqa: B018


@pytest.mark.parametrize("lang", LANGS)
def test_components_display_themselves(lang):
    lab = HandLab(rules="knack", lang=lang)
    bundle = lab._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == lab.widget.model_id


# --- HandLab -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("K6", "K4")
@pytest.mark.parametrize("lang", LANGS)
def test_hand_lab_three_clicks_a_value_and_a_friendly_fourth(lang):
    lab = HandLab(rules="knack", lang=lang)
    assert lab.value is None
    for c in cards("A♥ K♥ 7♥"):
        lab.picker.buttons[c].value = True  # a click on the toggle
    assert lab.cards == cards("A♥ K♥ 7♥")
    assert lab.value.points == 28 and lab.value.rule_ids == ("K6",)
    shot = lab.snapshot()
    assert lab.value.explain(lang) in shot
    assert "<svg" in shot and "K6" in shot
    assert ("Wert: 28" if lang == "de" else "Value: 28") in shot
    fourth = cards("8♥")[0]
    lab.picker.click(fourth)  # a fourth card: refused with a message, never a traceback
    assert lab.picker.buttons[fourth].value is False
    assert lab.cards == cards("A♥ K♥ 7♥")
    assert lab.messages.kind == "error"
    assert ("drei Karten" if lang == "de" else "three cards") in lab.messages.message
    assert "K4" in lab.messages.message
    assert common.esc(lab.messages.message) in lab.snapshot()
    lab.picker.click(cards("7♥")[0])  # deselect: the value disappears
    assert lab.value is None and lab.messages.kind == ""


@pytest.mark.rule("O6")
@pytest.mark.parametrize("lang", LANGS)
def test_hand_lab_same_rank_adds_changes_value_and_rule_text(lang):
    lab = HandLab(rules="knack_oberlausitz", lang=lang)
    lab.set_cards("Eichel-Ass Grün-Ass Rot-7")
    assert lab.value.points == 22 and lab.value.kind == "same_rank_sum"
    on_text = registry.rule_text("O6", lang, knackpy.rules("knack_oberlausitz"))
    assert on_text in lab.snapshot()
    checkbox = lab.flag_controls["same_rank_adds"]
    assert checkbox.value is True
    checkbox.value = False  # the learner unticks the flag
    assert lab.rules.same_rank_adds is False
    assert lab.value.points == 11
    off_text = registry.rule_text("O6", lang, knackpy.rules("knack_oberlausitz", same_rank_adds=False))
    shot = lab.snapshot()
    assert off_text in shot and on_text not in shot
    assert ("Wert: 11" if lang == "de" else "Value: 11") in shot
    checkbox.value = True
    assert lab.value.points == 22


@pytest.mark.rule("O7")
def test_hand_lab_ace_flush_flag():
    lab = HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Eichel-7 Eichel-8", lang="de")
    assert lab.value.points == 31 and "O7" in lab.value.rule_ids
    lab.set_flag("knack_is_ace_flush", False)
    assert lab.value.points == 26
    assert registry.rule_text("O7", "de", lab.rules) in lab.snapshot()


@pytest.mark.rule("K1", "O1")
def test_hand_lab_deck_choice_rebuilds_the_picker():
    lab = HandLab(rules="knack", cards="A♥ K♥ 7♥", lang="en")
    assert len(lab.picker.buttons) == 32
    lab.flag_controls["deck"].value = "french52"
    assert len(lab.picker.buttons) == 52 and lab.rules.deck.key == "french52"
    assert lab.cards == cards("A♥ K♥ 7♥") and lab.value.points == 28  # the hand survives
    lab.picker.click(cards("7♥")[0])
    lab.picker.click(parse_cards("2♥")[0])
    assert lab.value.points == 23
    lausitz = HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Grün-Ass Rot-7", lang="de")
    lausitz.set_flag("deck", "french32")
    assert lausitz.cards == () and len(lausitz.picker.buttons) == 32  # no German card in a French deck
    assert "Französisches Blatt" in lausitz.messages.message


@pytest.mark.rule("C2")
@pytest.mark.parametrize("lang", LANGS)
def test_hand_lab_charakir_takes_any_number_of_cards(lang):
    lab = HandLab(rules="charakir", lang=lang)
    assert lab.value.points == 0
    lab.set_cards("A♥ K♥ 7♥ 8♥ 2♠")
    assert lab.value.points == 1 + 10 + 7 + 8 + 2
    assert "C2" in lab.snapshot()
    assert not lab.flag_controls  # no reading flag changes a Charakir value


@pytest.mark.parametrize("lang", LANGS)
def test_hand_lab_bad_text_is_a_friendly_message(lang):
    lab = HandLab(rules="knack", cards="A♥ K♥ 7♥", lang=lang)
    assert lab.set_cards("A♥ Xq") == cards("A♥ K♥ 7♥")  # unchanged
    assert lab.messages.kind == "error" and "Xq" in lab.messages.message
    assert "Traceback" not in lab.snapshot()
    lab.set_cards("A♥ K♥ 7♥ 8♥")
    assert lab.messages.kind == "error" and "4" in lab.messages.message
    lab.set_cards("A♥ A♥ 7♥")
    assert lab.messages.kind == "error"
    lab.set_cards(["not a card"])
    assert lab.messages.kind == "error"


# --- DealLab -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("K4", "K5")
@pytest.mark.parametrize("lang", LANGS)
def test_deal_lab_keep_and_throw(lang):
    lab = DealLab(rules="knack", players=4, seed=0, lang=lang)
    game = lab.game
    assert game.phase == "choose" and game.chooser == game.dealer  # K5: the dealer holds two hands
    assert lab.seen == game.chooser_hands[0] and lab.other == game.chooser_hands[1]
    odds = unseen_hand_odds(lab.seen, lab.rules)
    assert lab.odds.better == odds.better
    shot = lab.snapshot()
    assert odds.explain(lang) in shot
    assert common.fraction_text(odds.better.probability, lang) in shot
    other_names = {c.name(lang) for c in lab.other}
    assert not any(f"<title>{n}</title>" in shot for n in other_names)  # the second hand is face down
    lab.keep_button.click()
    assert lab.choice == "keep" and lab.keep_button.disabled and lab.throw_button.disabled
    assert lab.after.table == lab.other and lab.after.hand(game.chooser) == lab.seen
    shot = lab.snapshot()
    for hand in (lab.seen, lab.other):
        assert knackpy.hand_value(hand, lab.rules).explain(lang) in shot
    assert lab.after.history_text(lang)[-1] in shot
    lab.throw_button.click()  # a second choice is ignored
    assert lab.choice == "keep"
    lab.new_button.click()
    assert lab.seed == 1 and lab.choice is None and not lab.keep_button.disabled
    lab.throw_button.click()
    assert lab.choice == "throw"
    assert lab.after.hand(lab.game.chooser) == lab.other


@pytest.mark.rule("O4")
@pytest.mark.parametrize("lang", LANGS)
def test_deal_lab_oberlausitz_chooser(lang):
    lab = DealLab(rules="knack_oberlausitz", players=3, seed=5, lang=lang)
    game = lab.game
    assert game.chooser == (game.dealer + 1) % 3
    assert game.names[game.chooser] in lab.snapshot()
    assert "O4" in lab.messages.message
    lab.throw_button.click()
    assert lab.choice == "throw"
    mine, other = knackpy.hand_value(lab.other, lab.rules), knackpy.hand_value(lab.seen, lab.rules)
    assert mine.explain(lang) in lab.snapshot() and other.explain(lang) in lab.snapshot()
    assert lab.messages.kind in ("success", "info")


def test_deal_lab_is_for_knack_only():
    with pytest.raises(KnackpyError):
        DealLab(rules="charakir")


# --- TurnTrainer -------------------------------------------------------------------------------------------------


def stacked_knack(lang="de"):
    r = knackpy.rules("knack")
    order = kn.stack_deck(
        r,
        players=3,
        dealer=0,
        hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
        dealer_hands=("10♣ J♣ 7♣", "A♦ K♦ 9♦"),
    )
    game = knackpy.new_game(r, players=3, seed=1, deck_order=order, first_dealer=0)
    return TurnTrainer(game=game, lang=lang)


@pytest.mark.rule("K10", "K5", "E2")
@pytest.mark.parametrize("lang", LANGS)
def test_turn_trainer_knack_scenario(lang):
    trainer = stacked_knack(lang)
    labels = [b.description for b in trainer.legal_buttons]
    assert labels == [a.label(lang) for a in trainer.game.legal_actions()]
    trainer.legal_buttons[0].click()  # keep
    assert trainer.game.phase == "turn" and trainer.game.to_move == 1
    assert trainer.game.table == cards("A♦ K♦ 9♦")
    before = trainer.game
    # an illegal two-card swap: the K10 reason, the state untouched
    trainer.select("7♠", "K♥", "A♦", "K♦")
    trainer.try_buttons["swap"].click()
    assert trainer.game is before
    assert trainer.messages.kind == "error" and "K10" in trainer.messages.message
    assert ("nicht 2" if lang == "de" else "not 2") in trainer.messages.message
    assert common.esc(trainer.messages.message) in trainer.snapshot()
    # a legal swap changes the state
    for t in (*trainer.hand_toggles.values(), *trainer.table_toggles.values()):
        t.value = False
    trainer.select("7♠", "A♦")
    trainer.try_buttons["swap"].click()
    assert trainer.game.hands[1] == cards("A♥ K♥ A♦")
    assert trainer.game.history_text(lang)[-1] in trainer.snapshot()
    # an illegal fixed move: the choice was made already (K5)
    trainer.try_buttons["keep"].click()
    assert trainer.messages.kind == "error" and "K5" in trainer.messages.message
    # undo restores the state before the swap
    trainer.undo_button.click()
    assert trainer.game is before and trainer.game.hands[1] == cards("A♥ K♥ 7♠")
    # replay: position 0 is the start, position 1 the keep
    assert trainer.replay_position.max == 1
    trainer.replay_position.value = 0
    assert ("Ausgangslage" if lang == "de" else "starting position") in trainer.replay_view.value
    trainer.forward_button.click()
    assert trainer.replay_position.value == 1
    assert kn.Keep().label(lang) in trainer.replay_view.value
    assert trainer.states[1].history_text(lang)[-1] in trainer.replay_view.value


@pytest.mark.rule("K10")
def test_turn_trainer_swap_needs_a_selection():
    trainer = stacked_knack("en")
    trainer.legal_buttons[0].click()
    trainer.select("7♠")
    trainer.try_buttons["swap"].click()
    assert trainer.messages.kind == "error" and "K10" in trainer.messages.message
    trainer.select("K♥", "A♥", "A♦", "K♦", "9♦")
    trainer.try_buttons["swap"].click()  # three for three is swapping all (K10)
    assert trainer.game.hands[1] == cards("A♦ K♦ 9♦")


@pytest.mark.rule("C8", "C10", "C9")
@pytest.mark.parametrize("lang", LANGS)
def test_turn_trainer_charakir_scenario(lang):
    r = knackpy.rules("charakir")
    order = ch.stack_deck(r, players=2, dealer=1, hands=["5h 6s Kd 2c", "9h 9c 8d 7s"], discard="4d", pile="3c")
    trainer = TurnTrainer(game=knackpy.new_game(r, players=2, seed=1, deck_order=order, first_dealer=1), lang=lang)
    start = trainer.game
    trainer.try_buttons["take"].click()  # no pair: C8
    assert trainer.game is start and trainer.messages.kind == "error" and "C8" in trainer.messages.message
    trainer.try_buttons["knock"].click()  # not now: C10
    assert "C10" in trainer.messages.message
    trainer.try_buttons["draw"].click()
    assert trainer.game.phase == "discard" and trainer.messages.kind == "success"
    trainer.select("5h", "6s")
    trainer.try_buttons["pair"].click()  # no pair after drawing from the pile
    assert "C8" in trainer.messages.message
    trainer.try_buttons["discard"].click()  # two selected: one card only
    assert "C9" in trainer.messages.message
    for t in trainer.hand_toggles.values():
        t.value = False
    trainer.select("Kd")
    trainer.try_buttons["discard"].click()
    assert cards("K♦", "charakir")[0] == trainer.game.discard_top
    assert trainer.game.to_move == 1
    trainer.undo_button.click()
    trainer.undo_button.click()
    assert trainer.game is start
    trainer.undo_button.click()
    assert trainer.messages.kind == "info"  # nothing left to undo


@pytest.mark.rule("E2", "E5")
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_turn_trainer_random_games_step_and_stay_friendly(ruleset, lang):
    trainer = TurnTrainer(rules=ruleset, players=3, seed=4, lang=lang)
    for _ in range(12):
        trainer.step_button.click()
        assert trainer.messages.kind in ("success", "info"), trainer.messages.message
        for name, b in trainer.try_buttons.items():
            if name not in ("swap", "pair", "discard"):
                b.click()  # legal or not: never an exception
        assert trainer.messages.kind in ("success", "info", "error")
        assert "Traceback" not in trainer.snapshot()
    # hidden hands: only the mover's cards are named in the picture
    game = trainer.game
    shot = trainer.table_view.value
    for p in range(game.n_players):
        if p != game.to_move and game.hands[p]:
            assert all(f'data-card="{c.key}"' not in shot for c in game.hands[p])


# --- OddsExplorer ------------------------------------------------------------------------------------------------


@pytest.mark.rule("K12", "K10")
@pytest.mark.parametrize("lang", LANGS)
def test_odds_explorer_known_swap_situation(lang):
    explorer = OddsExplorer(rules="knack", mode="swap", lang=lang)
    explorer.hand_input.value = "A♥ K♥ 7♠"
    explorer.table_input.value = "8♦ 9♦ 10♣"
    explorer.at_least_input.value = 31
    explorer.compute_button.click()
    assert explorer.rows[0][1] == Fraction(13, 40)
    shot = explorer.snapshot()
    assert ("13/40 ≈ 32,5 %" if lang == "de" else "13/40 ≈ 32.5%") in shot
    assert explorer.result.explain(lang) in shot
    assert "<svg" in explorer.chart_view.value and 'class="bar"' in explorer.chart_view.value


@pytest.mark.rule("K8", "K7")
@pytest.mark.parametrize("lang", LANGS)
def test_odds_explorer_deal(lang):
    explorer = OddsExplorer(rules="knack", lang=lang)
    rows = dict(explorer.rows)
    assert list(rows.values())[0] == Fraction(1, 1240)
    assert Fraction(1, 155) in rows.values()
    assert "1/1240" in explorer.snapshot()
    explorer.at_least_input.value = 30.5
    assert explorer.rows[-1][1] == value_distribution(knackpy.rules("knack")).at_least(30.5).probability


@pytest.mark.rule("O4", "K5")
def test_odds_explorer_unseen_hand():
    explorer = OddsExplorer(rules="knack", mode="unseen", hand="A♥ K♥ 9♠", lang="de")
    assert [p for _, p in explorer.rows] == [Fraction(190, 3654), Fraction(256, 3654), Fraction(3208, 3654)]


@pytest.mark.rule("C10", "C2", "C5")
@pytest.mark.parametrize("lang", LANGS)
def test_odds_explorer_charakir(lang):
    explorer = OddsExplorer(rules="charakir", lang=lang)
    assert explorer.rows[0][1] == Fraction(1522, 270725)
    explorer.mode_input.value = "knock"
    explorer.hand_input.value = "A♠ 2♥ 3♦ K♣"
    explorer.discard_input.value = ""
    assert explorer.rows[0][1] == Fraction(13, 48)
    assert "13/48" in explorer.snapshot()


@pytest.mark.parametrize("lang", LANGS)
def test_odds_explorer_impossible_input_is_a_friendly_message(lang):
    explorer = OddsExplorer(rules="knack", mode="swap", lang=lang)
    explorer.table_input.value = "A♥ 9♦ 10♣"  # A♥ is in the hand too
    assert explorer.result is None and explorer.rows == []
    assert explorer.messages.kind == "error"
    assert ("nur an einem Ort" if lang == "de" else "only be in one place") in explorer.messages.message
    explorer.hand_input.value = "A♥ K♥"
    assert explorer.messages.kind == "error"
    explorer.table_input.value = "8♦ 9♦ 10♣"
    explorer.hand_input.value = "A♥ K♥ 7♠"
    assert explorer.messages.kind == "success" and explorer.rows


def test_odds_explorer_wrong_mode():
    with pytest.raises(KnackpyError):
        OddsExplorer(rules="charakir", mode="swap")


# --- no untranslated text --------------------------------------------------------------------------------------

_NEUTRAL = re.compile(r"^[\s0-9AKQJBDUO♥♦♠♣½\-–.,:;()/%≈…+=◀▶]*$")


def _scenario_hand(lang):
    lab = HandLab(rules="knack_oberlausitz", cards="Eichel-Ass Grün-Ass Rot-7", lang=lang)
    lab.set_flag("same_rank_adds", False)
    lab.picker.click(parse_cards("Eichel-7", lab.rules)[0])  # the friendly "full" message
    return lab


def _scenario_hand_knack(lang):
    lab = HandLab(rules="knack", lang=lang)
    lab.set_cards("A♥ K♥")
    return lab


def _scenario_deal(lang):
    lab = DealLab(rules="knack", players=3, seed=2, lang=lang)
    lab.keep_button.click()
    return lab


def _scenario_deal_lausitz(lang):
    return DealLab(rules="knack_oberlausitz", players=4, seed=1, lang=lang)


def _scenario_trainer(lang):
    trainer = stacked_knack(lang)
    trainer.legal_buttons[0].click()
    trainer.select("7♠", "K♥", "A♦", "K♦")
    trainer.try_buttons["swap"].click()
    return trainer


def _scenario_trainer_charakir(lang):
    trainer = TurnTrainer(rules="charakir", players=3, seed=2, lang=lang)
    trainer.try_buttons["knock"].click()
    return trainer


def _scenario_trainer_lausitz(lang):
    trainer = TurnTrainer(rules="knack_oberlausitz", players=3, seed=2, lang=lang)
    trainer.step_button.click()
    return trainer


def _scenario_odds(lang):
    return OddsExplorer(rules="knack", mode="swap", lang=lang)


def _scenario_odds_lausitz(lang):
    explorer = OddsExplorer(rules="knack_oberlausitz", mode="unseen", lang=lang)
    explorer.hand_input.value = "nonsense"
    return explorer


def _scenario_odds_charakir(lang):
    explorer = OddsExplorer(rules="charakir", lang=lang)
    explorer.mode_input.value = "knock"
    return explorer


SCENARIOS = [
    _scenario_hand,
    _scenario_hand_knack,
    _scenario_deal,
    _scenario_deal_lausitz,
    _scenario_trainer,
    _scenario_trainer_charakir,
    _scenario_trainer_lausitz,
    _scenario_odds,
    _scenario_odds_lausitz,
    _scenario_odds_charakir,
]


def _plain(html):
    return re.sub(r"<[^>]+>", " ", html)


def _same_in_both_languages():
    return {de for de, en in i18n.all_entries().values() if de == en}


def _texts_by_position(component):
    """Every visible text with its position in the tree, so German and English can be compared pairwise."""
    out = []
    for index, node in enumerate(common.walk(component.widget)):
        for text in common.visible_texts(node) if not getattr(node, "children", None) else ():
            out.append((index, text))
    return out


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda f: f.__name__)
def test_every_visible_text_is_translated(scenario):
    de, en = scenario("de"), scenario("en")
    de_texts, en_texts = _texts_by_position(de), _texts_by_position(en)
    assert [i for i, _ in de_texts] == [i for i, _ in en_texts], "both languages build the same widgets"
    allowed = _same_in_both_languages() | set(DEFAULT_NAMES) | {c.short for d in DECKS.values() for c in d}
    for (_, a), (_, b) in zip(de_texts, en_texts, strict=True):
        if a != b:
            continue
        words = _plain(a).strip()
        assert _NEUTRAL.match(words) or words in allowed, f"same text in German and English: {words!r}"
    # no German catalogue text in the English rendering, no English sentence in the German one
    # (a word in brackets is the other language's name on purpose: "leaves (Grün or Blatt)")
    en_all = re.sub(r"\([^()]*\)", " ", "\n".join(t for _, t in en_texts))
    de_all = re.sub(r"\([^()]*\)", " ", "\n".join(t for _, t in de_texts))
    for key, (german, english) in i18n.all_entries().items():
        if german == english or "{" in german:
            continue
        # (the plain `in` first: the same answer when the text is absent, without compiling a pattern per entry)
        if len(german) >= 5 and german in en_all and re.search(rf"(?<!\w){re.escape(german)}(?!\w)", en_all):
            pytest.fail(f"German text of {key!r} in the English rendering: {german!r}")
        if " " in english and english in de_all and re.search(rf"(?<!\w){re.escape(english)}(?!\w)", de_all):
            pytest.fail(f"English text of {key!r} in the German rendering: {english!r}")


def test_every_widget_text_of_the_labs_exists_in_both_languages():
    entries = i18n.all_entries()
    keys = [
        k
        for k in entries
        if k.startswith(
            ("widgets.common.", "widgets.hand_lab.", "widgets.deal_lab.", "widgets.turn_trainer.", "widgets.odds.")
        )
    ]
    assert len(keys) > 100
    for key in keys:
        german, english = entries[key]
        assert german.strip() and english.strip()
