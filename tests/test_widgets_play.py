"""Headless tests of the play components: GameTable, VariantLab, SimulationDashboard (issue 6).

Every scenario clicks through the widgets as a learner would (``button.click()``,
setting ``.value``) and checks the state and the rendered HTML/SVG in German and
English.  The last tests check that nothing visible stays untranslated and that
every control can be reached and read by a keyboard user.
"""

from __future__ import annotations

import html
import re

import pytest

import knackpy
from knackpy import i18n, registry
from knackpy.cards import DECKS
from knackpy.engine.core import DEFAULT_NAMES

widgets = pytest.importorskip("ipywidgets")

from knackpy.widgets import GameTable, SimulationDashboard, VariantLab, common  # noqa: E402

LANGS = ("de", "en")
RULESETS = ("knack", "knack_oberlausitz", "charakir")


def shown(component):
    """Every rendered HTML/SVG text of a component, tags and entities resolved into plain text."""
    return html.unescape(re.sub(r"<[^>]+>", " ", component.snapshot()))


def visible_buttons(component):
    return [b for b in common.walk(component.widget) if isinstance(b, widgets.Button) and b.layout.display != "none"]


# --- GameTable -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_game_table_builds_for_every_ruleset(ruleset, lang):
    table = GameTable(rules=ruleset, players=3, bots=("simple", "strong"), seed=1, lang=lang)
    text = shown(table)
    assert ("Spieltisch" if lang == "de" else "Game table") in text
    assert knackpy.rules(ruleset).name(lang) in text
    assert "<svg" in table.board.value
    assert table.game.to_move == 0 and table.move_actions == table.game.legal_actions()
    labels = [b.description for b in visible_buttons(table)]
    for action in table.move_actions:
        assert any(label.lower() == action.label(lang).lower() for label in labels), action
    column = {"knack": ("Leben", "Lives"), "knack_oberlausitz": ("Münzen", "Coins"), "charakir": ("Punkte", "Points")}
    assert column[ruleset][LANGS.index(lang)] in table.standings.value


@pytest.mark.rule("K16", "K18", "O12", "O13", "C11", "C13", "E1")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_game_table_full_game_through_clicks(ruleset, lang):
    table = GameTable(rules=ruleset, players=3, bots=("simple", "strong"), seed=3, hint_samples=8, lang=lang)
    hint_clicks = []
    clicks = 0
    while not table.game.is_over():
        assert clicks < 2000, "the game must end"
        buttons = [b for b in table.move_buttons if b.layout.display != "none"]
        if buttons:
            if clicks % 9 == 0:  # sometimes ask the coach first
                table.hint_button.click()
                assert table.hints, "the coach has an answer"
                assert table.hints[0].action in table.move_actions
                best = [b for b in buttons if b.button_style == "success"]
                assert len(best) == 1 and best[0].icon == "star"
                hint_clicks.append(clicks)
            buttons[0].click()
        else:
            table.finish_button.click()
        assert table.messages.kind != "error", table.messages.message
        clicks += 1
    assert hint_clicks
    game = table.game
    outcome = game.outcome()
    text = shown(table)
    assert outcome.text(lang) in text
    assert ("Spielende" if lang == "de" else "End of the game") in text
    assert not [b for b in table.move_buttons if b.layout.display != "none"], "no moves after the end"
    # the last round is explained with the engine's own sentences
    last = game.round_results[-1]
    lines = last.explain(lang) if game.rules.is_knack else last.text(lang)
    for line in lines:
        assert line in text
    if game.rules.is_knack:  # the loser and the rule behind it (K16 lowest value, O12 paying)
        assert any(rule in text for rule in last.rule_ids)
        assert all(game.names[p] in text for p in last.losers)
    else:
        assert "(C11)" in text or "(C12)" in text
        assert "(C13)" in text
    # lives, coins or points per player, as the engine counts them
    for name, value in zip(game.names, outcome.standings, strict=True):
        assert re.search(rf"{name}.*?{value}", html.unescape(table.standings.value), re.S)
    # the log is the public history, newest last
    assert table.log_lines() == game.history_text(lang)
    if lang == "en":
        return
    # E1: the same seed and the same clicks give the same game in the other language
    other = GameTable(rules=ruleset, players=3, bots=("simple", "strong"), seed=3, lang="en" if lang == "de" else "de")
    assert other.play_through() == clicks
    assert other.game.actions == game.actions and other.game.outcome().winners == outcome.winners


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_game_table_never_shows_other_hands(ruleset):
    table = GameTable(rules=ruleset, players=4, bots="simple", seed=5)
    for _ in range(6):
        if table.game.is_over() or not table.move_actions:
            break
        board = table.board.value
        game = table.game
        shown_cards = set(re.findall(r'data-card="([^"]+)"', board))
        for seat in range(1, game.n_players):
            for card in game.hands[seat]:
                assert card.key not in shown_cards, "another player's card is on the board"
        own = table.game.view(0).hand
        assert {c.key for c in own} <= shown_cards
        table.move_buttons[0].click()


@pytest.mark.rule("E2", "K5", "K10")
@pytest.mark.parametrize("lang", LANGS)
def test_game_table_play_human_by_text_and_illegal_moves(lang):
    table = GameTable(rules="knack", players=3, bots="simple", seed=2, lang=lang)
    before = table.game
    assert table.play_human("fly to the moon") is False
    assert table.messages.kind == "error" and table.game is before
    phase = before.phase
    wrong = "schieben" if phase == "choose" else "behalten"
    assert table.play_human(wrong) is False
    assert table.messages.kind == "error"
    assert "K5" in table.messages.message
    assert table.game is before, "an illegal move changes nothing"
    right = before.legal_actions()[0].to_text()
    assert table.play_human(right) is True
    assert table.game is not before
    assert table.game.is_over() or table.game.to_move == 0 or not table.human_can_move


@pytest.mark.parametrize("lang", LANGS)
def test_game_table_bad_settings_are_friendly_messages(lang):
    too_many = GameTable(rules="knack", players=12, lang=lang)
    assert too_many.game is None and too_many.messages.kind == "error"
    assert "12" in too_many.messages.message and "9" in too_many.messages.message
    assert too_many.settings.selected_index == 0, "the settings open so the learner can fix them"
    too_many.players_field.value = 4  # the learner fixes it and starts
    assert len(too_many.seats.values) == 4
    too_many.new_game_button.click()
    assert too_many.game is not None and too_many.game.n_players == 4
    assert too_many.messages.kind == "info"
    for kwargs in ({"rules": "poker"}, {"bots": ("genius",)}, {"seed": -1}, {"human": 7}, {"players": 1}):
        table = GameTable(lang=lang, **kwargs)
        assert table.game is None and table.messages.kind == "error", kwargs
        assert "Traceback" not in table.messages.message
    table = GameTable(lang=lang)
    table.seats.dropdowns[1].value = "human"
    table.new_game_button.click()
    assert table.messages.kind == "error" and table.game is not None  # two humans: the old game stays
    table.game = None
    assert table.play_human("schieben") is False and table.messages.kind == "error"


@pytest.mark.parametrize("lang", LANGS)
def test_game_table_new_game_from_the_settings(lang):
    table = GameTable(rules="knack", players=3, seed=1, lang=lang)
    table.ruleset.value = "charakir"
    table.players_field.value = 4
    table.seed_field.value = 9
    table.seats.dropdowns[3].value = "random"
    table.new_game_button.click()
    assert table.rules.game == "charakir" and table.game.n_players == 4 and table.seed == 9
    assert table.levels == ("human", "simple", "strong", "random")
    assert table.game.to_move == 0 or table.game.is_over()
    # a rules object keeps its options while its ruleset stays chosen
    table.new_game(rules=knackpy.rules("charakir", limit=30), players=3)
    table.new_game_button.click()
    assert table.rules.limit == 30


@pytest.mark.parametrize("lang", LANGS)
def test_game_table_watching_and_being_out(lang):
    table = GameTable(rules="knack_oberlausitz", players=3, bots=("simple", "random"), human=None, lang=lang)
    assert not table.move_actions and table.step_button.layout.display != "none"
    hands = sum(len(h) for h in table.game.hands)
    assert len(re.findall(r'data-card="', table.board.value)) >= hands, "a watcher sees every hand"
    before = len(table.game.actions)
    table.step_button.click()
    assert len(table.game.actions) == before + 1
    table.finish_button.click()
    assert table.game.is_over() and table.game.outcome().text(lang) in shown(table)


def test_game_table_show_bot_reasons():
    table = GameTable(rules="charakir", players=3, bots="strong", seed=0, show_bot_reasons=True, lang="en")
    while not table.bot_reasons:  # draw, discard (and maybe knock): then the bots move
        table.move_buttons[0].click()
    assert "Ben" in table.reasons_view.value and len(table.bot_reasons) >= 2


# --- VariantLab ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_variant_lab_builds_for_every_ruleset(ruleset, lang):
    lab = VariantLab(left=ruleset, right=knackpy.rules(ruleset), games=10, lang=lang)
    assert lab.highlighted_ids() == () == lab.differing_ids()
    text = shown(lab)
    assert ("Beide Seiten haben genau dieselben Regeln" if lang == "de" else "exactly the same rules") in text
    for rule_id, line in knackpy.rules(ruleset).describe(lang):
        assert line in text and rule_id in text


@pytest.mark.rule("O6", "O7", "O10", "K12", "K19", "C8")
@pytest.mark.parametrize("lang", LANGS)
def test_variant_lab_flipping_a_flag_highlights_exactly_the_differences(lang):
    lab = VariantLab(left="knack_oberlausitz", right="knack_oberlausitz", lang=lang)
    side = lab.sides["b"]
    for option in ("same_rank_adds", "knack_is_ace_flush", "announce_knack", "renew_stock_when_all_push"):
        side.controls[option].value = not side.controls[option].value  # a click on the checkbox
        expected = {d[0] for d in registry.diff(lab.left, lab.right, lang)}
        assert expected and set(lab.highlighted_ids()) == expected
        rows = dict(re.findall(r'data-rule="([A-Z]\d+)" data-diff="(\d)"', lab.texts.value))
        assert {i for i, d in rows.items() if d == "1"} == expected
    assert set(lab.highlighted_ids()) == {"O6", "O7", "O10", "O5"}
    # the switched texts are the other readings of the registry
    for option, rule_id, now, _other in registry.flags(lab.right, lang):
        if option in ("same_rank_adds", "knack_is_ace_flush", "announce_knack"):
            assert html.escape(now) in lab.texts.value, rule_id
    lab.only_differences.value = True
    assert len(re.findall(r"<tr data-rule=", lab.texts.value)) == 4
    side.controls["same_rank_adds"].value = not side.controls["same_rank_adds"].value  # and back
    assert "O6" not in lab.highlighted_ids()
    # the 7-8-9 house rule on the left side, and a whole other ruleset
    lab.sides["a"].controls["seven_eight_nine"].value = True
    assert "K19" in lab.highlighted_ids()
    lab.sides["a"].ruleset.value = "charakir"
    assert lab.left.game == "charakir" and "pair_may_use_taken_card" in lab.sides["a"].controls
    assert {"C8", "C13", "O6"} <= set(lab.highlighted_ids())
    lab.sides["a"].controls["pair_may_use_taken_card"].value = False
    assert lab.left.pair_may_use_taken_card is False


@pytest.mark.parametrize("lang", LANGS)
def test_variant_lab_compare_draws_the_charts(lang):
    lab = VariantLab(
        left=knackpy.rules("knack"), right=knackpy.rules("knack", renew_stock_when_all_push=False), games=12, lang=lang
    )
    lab.compare_button.click()
    assert lab.messages.kind == "success", lab.messages.message
    charts = lab.snapshot_charts()
    assert len(charts) == 3 and all(c.startswith("<svg") for c in charts)
    assert lab.progress.value == lab.progress.max == 24
    a, b = lab.stats
    assert a["games"] == b["games"] == 12
    assert sum(a["positions"]) == pytest.approx(1.0) and sum(a["endings"].values()) == pytest.approx(1.0)
    text = shown(lab)
    assert ("So enden die Runden" if lang == "de" else "How rounds end") in text
    assert ("Siegquote nach Platz" if lang == "de" else "Win share by position") in text
    assert ("Variante A" if lang == "de" else "Variant A") in text
    assert set(lab.timings) == {"simulation", "ui"}
    lab.set_option("b", "seven_eight_nine", True)
    assert lab.messages.kind == "info"  # the charts are from the old rules: say so


@pytest.mark.parametrize("lang", LANGS)
def test_variant_lab_bad_input_is_friendly(lang):
    lab = VariantLab(left="knack", right="charakir", games=0, lang=lang)
    lab.compare_button.click()
    assert lab.messages.kind == "error" and lab.results is None
    lab.games_field.value = 5
    lab.players_field.value = 12  # too many for the 32-card deck
    lab.compare_button.click()
    assert lab.messages.kind == "error" and "12" in lab.messages.message
    lab.set_option("a", "lives", 0)
    assert lab.messages.kind == "error" and lab.left.lives == 3
    assert VariantLab(left="poker", lang=lang).messages.kind == "error"
    assert VariantLab(bots="genius", lang=lang).messages.kind == "error"


# --- SimulationDashboard ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_dashboard_builds_for_every_ruleset(ruleset, lang):
    dash = SimulationDashboard(rules=ruleset, bots=("simple", "random"), games=5, lang=lang)
    assert dash.seats.values == ("simple", "random") and dash.players_field.value == 2
    assert ("Simulation" if lang == "de" else "Simulation") in shown(dash)
    assert dash.messages.kind == ""


@pytest.mark.parametrize("lang", LANGS)
def test_dashboard_small_run_fills_table_and_progress(lang):
    dash = SimulationDashboard(rules="knack", bots=("simple", "random", "simple"), games=20, seed=1, lang=lang)
    result = dash.run_button.click() or dash.result
    assert result is not None and len(result.games) == 20 and not result.interrupted
    assert dash.progress.value == dash.progress.max == 20
    assert dash.progress.bar_style == "success"
    assert dash.messages.kind == "success"
    rows = re.findall(r"<tr>(.*?)</tr>", dash.tables.value)
    assert len(rows) == (1 + 3) + (1 + 2)  # per player, and per level (two players share "simple")
    text = shown(dash)
    for stats in result.stats("player", lang):
        assert stats.label in text
    assert ("Siegquote" if lang == "de" else "Win share") in text
    assert dash.charts.value.count("<svg") == 4
    assert result.summary(lang).splitlines()[0] in text
    assert set(dash.timings) == {"simulation", "ui"}


def test_dashboard_settings_and_level_table():
    dash = SimulationDashboard(rules="charakir", bots=("simple", "simple"), games=4, lang="en")
    dash.players_field.value = 4
    assert dash.seats.values == ("simple", "simple", "simple", "simple")
    dash.seats.dropdowns[3].value = "random"
    dash.run()
    assert dash.result.levels == ("simple", "simple", "simple", "random")
    assert 'data-by="level"' in dash.tables.value
    assert dash.progress.value == 4


@pytest.mark.parametrize("lang", LANGS)
def test_dashboard_bad_input_is_friendly(lang):
    dash = SimulationDashboard(games=0, lang=lang)
    dash.run_button.click()
    assert dash.messages.kind == "error" and dash.result is None
    dash.games_field.value = 3
    dash.players_field.value = 20
    dash.run_button.click()
    assert dash.messages.kind == "error" and "20" in dash.messages.message
    dash.players_field.value = 3
    dash.seed_field.value = -4
    dash.run_button.click()
    assert dash.messages.kind == "error"
    dash.seed_field.value = 0
    dash.workers_field.value = 0
    dash.run_button.click()
    assert dash.messages.kind == "error"
    assert SimulationDashboard(bots=("genius",), lang=lang).messages.kind == "error"


def test_dashboard_stop_button_in_the_background():
    dash = SimulationDashboard(rules="charakir", bots=("random", "random"), games=100_000, background=True, lang="en")
    assert dash.stop_button.layout.display != "none"
    dash.run_button.click()
    assert dash.run_button.disabled and not dash.stop_button.disabled
    dash.run_button.click()  # a second click while it runs: ignored  (the button is disabled in the browser)
    dash.stop_button.click()
    result = dash.wait(timeout=60)
    assert result is not None and result.interrupted and len(result.games) < 100_000
    assert dash.progress.bar_style == "warning"
    assert "Stopped" in dash.messages.message
    assert not dash.run_button.disabled and dash.stop_button.disabled


# --- no untranslated text, keyboard access ---------------------------------------------------------------------------


def _scenario_table(lang):
    table = GameTable(rules="knack", players=3, seed=2, hint_samples=8, lang=lang)
    table.hint_button.click()
    table.move_buttons[0].click()
    table.play_human("fly")
    return table


def _scenario_table_lausitz_over(lang):
    table = GameTable(rules="knack_oberlausitz", players=2, bots="random", seed=4, lang=lang)
    table.play_through()
    return table


def _scenario_table_charakir(lang):
    table = GameTable(rules="charakir", players=3, seed=1, hint_samples=8, lang=lang)
    for _ in range(4):
        table.move_buttons[0].click()
    table.hint_button.click()
    return table


def _scenario_table_bad(lang):
    return GameTable(rules="knack", players=14, lang=lang)


def _scenario_lab(lang):
    lab = VariantLab(games=6, lang=lang)
    lab.sides["a"].controls["announce_knack"].value = False
    lab.compare()
    return lab


def _scenario_lab_charakir(lang):
    lab = VariantLab(left="charakir", right="knack", games=0, lang=lang)
    lab.compare()
    return lab


def _scenario_dashboard(lang):
    dash = SimulationDashboard(rules="knack_oberlausitz", bots=("simple", "random"), games=6, lang=lang)
    dash.run()
    return dash


def _scenario_dashboard_charakir(lang):
    dash = SimulationDashboard(rules="charakir", bots=("simple", "simple", "random"), games=4, lang=lang)
    dash.run()
    dash.players_field.value = 30
    dash.run()
    return dash


SCENARIOS = [
    _scenario_table,
    _scenario_table_lausitz_over,
    _scenario_table_charakir,
    _scenario_table_bad,
    _scenario_lab,
    _scenario_lab_charakir,
    _scenario_dashboard,
    _scenario_dashboard_charakir,
]


def _plain(text):
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


def _words(text):
    return {w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", text)}


def _vocabulary():
    """Words that only the German texts of the catalogue use, and words only the English ones use."""
    entries = list(i18n.all_entries().values())
    entries += [
        (e.text_de + " " + e.other_de + " " + e.title_de, e.text_en + " " + e.other_en + " " + e.title_en)
        for e in registry.REGISTRY.values()
    ]
    german = set().union(*(_words(re.sub(r"\{[^}]*\}", " ", de)) for de, _ in entries))
    english = set().union(*(_words(re.sub(r"\{[^}]*\}", " ", en)) for _, en in entries))
    names = {n.lower() for n in DEFAULT_NAMES}
    cards = set().union(*(_words(f"{c.name('de')} {c.name('en')}") for d in DECKS.values() for c in d))
    return german - english - names - cards, english - german - names - cards


def _texts_by_position(component):
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
    same = {a for a, b in i18n.all_entries().values() if a == b}
    allowed = same | set(DEFAULT_NAMES) | {c.short for d in DECKS.values() for c in d}
    neutral = re.compile(r"^[\s0-9AKQJBDUO♥♦♠♣½\-–.,:;()/%≈…+=◀▶★·]*$")
    for (_, a), (_, b) in zip(de_texts, en_texts, strict=True):
        if a == b:
            words = _plain(a).strip()
            assert neutral.match(words) or words in allowed, f"the same text in German and English: {words!r}"
    # no word that only German texts use in the English rendering, and the other way round
    german_only, english_only = _vocabulary()
    en_words = _words(re.sub(r"\([^()]*\)", " ", _plain("\n".join(t for _, t in en_texts))))
    de_words = _words(re.sub(r"\([^()]*\)", " ", _plain("\n".join(t for _, t in de_texts))))
    assert not en_words & german_only, f"German words in the English rendering: {sorted(en_words & german_only)}"
    assert not de_words & english_only, f"English words in the German rendering: {sorted(de_words & english_only)}"


@pytest.mark.parametrize("scenario", SCENARIOS[:1] + SCENARIOS[4:5] + SCENARIOS[6:7], ids=lambda f: f.__name__)
@pytest.mark.parametrize("lang", LANGS)
def test_every_control_has_a_label_and_a_tooltip(scenario, lang):
    component = scenario(lang)
    controls = [
        node
        for node in common.walk(component.widget)
        if isinstance(
            node, widgets.Button | widgets.Checkbox | widgets.Dropdown | widgets.IntText | widgets.ToggleButton
        )
        and node.layout.display != "none"
    ]
    assert len(controls) >= 5
    for node in controls:
        assert node.description.strip(), node
        assert node.tooltip and node.tooltip.strip(), node.description


def test_every_widget_text_of_the_play_components_exists_in_both_languages():
    entries = i18n.all_entries()
    keys = [
        k
        for k in entries
        if k.startswith(("widgets.play.", "widgets.game_table.", "widgets.variant_lab.", "widgets.dashboard."))
    ]
    assert len(keys) > 120
    for key in keys:
        german, english = entries[key]
        assert german.strip() and english.strip() and i18n.placeholders(german) >= set() and english


def test_the_split_game_table_and_variant_lab_keep_their_import_paths():
    """Issue 16 cut both into modules; every name the lessons, tests and widgets imported is still where it was."""
    from knackpy.widgets import game_table, game_table_board, play_settings, variant_figures, variant_lab

    assert set(game_table.__all__) == {"GameTable", "SeatPicker", "int_field", "level_options", "check_levels", "HUMAN"}
    for name in ("SeatPicker", "HUMAN", "int_field", "level_options", "check_levels", "check_int", "check_seed"):
        assert getattr(game_table, name) is getattr(play_settings, name), name
    for name in ("ruleset_options", "seat_names", "capitalised"):
        assert getattr(game_table, name) is getattr(play_settings, name), name
    for name in ("hand_markup", "hint_reason", "move_tooltip", "round_lines"):
        assert getattr(game_table, name) is getattr(game_table_board, name), name
    assert variant_lab.variant_stats is variant_figures.variant_stats
    assert set(variant_lab.__all__) == {"VariantLab", "variant_stats"}
    assert game_table.GameTable is GameTable and variant_lab.VariantLab is VariantLab
