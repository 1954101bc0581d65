"""The rule registry: every rule of the rule reference (docs/en/rules/reference.md), in both languages, following
the options."""

import fnmatch
import re
import string
import tomllib
from pathlib import Path

import pytest

from knackpy import i18n, registry
from knackpy.errors import KnackpyError, RulesError
from knackpy.registry import REGISTRY, describe, diff, entry, flags, rule_card, rule_ids, rule_text, rule_title
from knackpy.rules import rules

# The markers below name the rules whose registry entry (text, mapping, options) a test checks.  They are
# given as tuples on purpose: tests/test_traceability.py counts only literal IDs, as proof that the
# engine enforces a rule, and a test of rule *text* is no such proof.

# Hard-coded from the rule reference (docs/en/rules/reference.md), so a rule that goes missing fails here.
E_IDS = [f"E{n}" for n in range(1, 7)]
K_IDS = [f"K{n}" for n in range(1, 20)]
O_IDS = [f"O{n}" for n in range(1, 14)]
C_IDS = [f"C{n}" for n in range(1, 14)]
ALL_IDS = E_IDS + K_IDS + O_IDS + C_IDS


def ids(text):
    """Rule IDs for a marker, e.g. ``ids("K1 K3")``."""
    return tuple(text.split())


# The mapping decided in registry.py: which K rules also hold in the Oberlausitz.
K_IN_OBERLAUSITZ = ["K2", "K10", "K11", "K13", "K15", "K19"]
EXPECTED = {
    "knack": E_IDS + K_IDS,
    "knack_oberlausitz": E_IDS + K_IN_OBERLAUSITZ + O_IDS,
    "charakir": E_IDS + C_IDS,
}
GAMES = list(EXPECTED)
LANGS = ("de", "en")

# (ruleset, base options, option, new value, the rules whose text must change)
FLIPS = [
    ("knack_oberlausitz", {}, "same_rank_adds", False, {"O6"}),
    ("knack_oberlausitz", {}, "knack_is_ace_flush", False, {"O7"}),
    ("knack_oberlausitz", {}, "announce_knack", False, {"O10"}),
    ("knack", {}, "renew_stock_when_all_push", False, {"K12"}),
    ("knack_oberlausitz", {}, "renew_stock_when_all_push", True, {"O5"}),
    ("knack", {}, "seven_eight_nine", True, {"K19"}),
    ("knack_oberlausitz", {}, "seven_eight_nine", True, {"K19"}),
    ("charakir", {}, "pair_may_use_taken_card", False, {"C8"}),
    ("charakir", {}, "pair_by_points", True, {"C8"}),
    ("charakir", {}, "may_discard_taken_card", False, {"C9"}),
    ("charakir", {}, "knocker_scores_hand", True, {"C11"}),
    ("charakir", {}, "last_turns_without_pile", True, {"C12"}),
    ("knack", {}, "feuer_ends_round", False, {"K8"}),
    ("knack", {}, "feuer_shown_as_33", False, {"K8"}),
    ("knack_oberlausitz", {}, "blank_may_drop_out", True, {"O13"}),
    ("knack", {}, "forgotten_cleared_by_swap", True, {"K14"}),
    ("knack", {}, "lives", 5, {"K18"}),
    ("knack", {}, "lives", 1, {"K18"}),
    ("knack_oberlausitz", {}, "coins", 5, {"O3"}),
    ("charakir", {}, "limit", 50, {"C13"}),
    ("charakir", {"rounds": 7}, "limit", None, {"C13"}),
    ("charakir", {}, "rounds", 9, {"C13"}),
    ("charakir", {"rounds": 9}, "rounds", None, {"C13"}),
    ("knack", {}, "deck", "french52", {"K1", "K3"}),  # K3: the deck decides how many can play
    ("knack_oberlausitz", {}, "deck", "french32", {"O1", "K2"}),  # K2 names the face cards of the deck
    ("knack", {}, "turn_cap", 50, {"E4"}),
    ("knack_oberlausitz", {}, "turn_cap", 50, {"E4"}),
    ("charakir", {}, "turn_cap", 50, {"E4"}),
]


def flip_id(case):
    game, base, option, value, _ = case
    return f"{game}-{option}={value}" + ("-" + "-".join(f"{k}={v}" for k, v in base.items()) if base else "")


@pytest.mark.rule(*ALL_IDS)
def test_registry_holds_every_rule_of_rules_md_in_order():
    assert list(REGISTRY) == ALL_IDS
    assert rule_ids() == tuple(ALL_IDS)
    for rule_id, e in REGISTRY.items():
        assert e.id == rule_id
        assert e.rulesets and set(e.rulesets) <= set(GAMES)


@pytest.mark.rule(*ALL_IDS)
@pytest.mark.parametrize("game", GAMES)
def test_rule_ids_per_ruleset_follow_the_documented_mapping(game):
    assert rule_ids(game) == tuple(EXPECTED[game])
    assert rule_ids(rules(game)) == tuple(EXPECTED[game])


@pytest.mark.rule(*E_IDS)
def test_engine_rules_belong_to_every_ruleset():
    for rule_id in E_IDS:
        assert entry(rule_id).rulesets == tuple(GAMES)


@pytest.mark.rule(*ids("K1 K3 K4 K5 K6 K7 K8 K9 K12 K14 K16 K17 K18"))
def test_replaced_knack_rules_do_not_hold_in_the_oberlausitz():
    for rule_id in ("K1", "K3", "K4", "K5", "K6", "K7", "K8", "K9", "K12", "K14", "K16", "K17", "K18"):
        assert "knack_oberlausitz" not in entry(rule_id).rulesets, rule_id


@pytest.mark.rule(*ALL_IDS)
def test_every_entry_has_titles_texts_and_flag_readings_in_both_languages():
    for rule_id, e in REGISTRY.items():
        for field in ("title_de", "title_en", "text_de", "text_en"):
            assert getattr(e, field).strip(), (rule_id, field)
        assert "\n" not in e.text_de and "\n" not in e.text_en
        if e.is_flag:
            assert e.other_de.strip() and e.other_en.strip(), rule_id
            assert e.note_de.strip() and e.note_en.strip(), rule_id
            assert e.reading != e.other_value, rule_id
        else:
            assert not e.other_de and not e.other_en, rule_id
        assert bool(e.note_de) == bool(e.note_en), rule_id


@pytest.mark.rule(*ids("K1 K8 K12 K14 K19 O1 O5 O6 O7 O10 O13 C8 C9 C11 C12"))
def test_the_flag_rules_are_the_reading_flags_of_rules_md():
    flagged = {rule_id: e.option for rule_id, e in REGISTRY.items() if e.is_flag}
    assert flagged == {
        "K1": "deck",
        "K12": "renew_stock_when_all_push",
        "K19": "seven_eight_nine",
        "O1": "deck",
        "O5": "renew_stock_when_all_push",
        "O6": "same_rank_adds",
        "O7": "knack_is_ace_flush",
        "O10": "announce_knack",
        "C8": "pair_may_use_taken_card",
        "K8": "feuer_ends_round",
        "K14": "forgotten_cleared_by_swap",
        "C11": "knocker_scores_hand",
        "C12": "last_turns_without_pile",
        "O13": "blank_may_drop_out",
        "C9": "may_discard_taken_card",
    }


@pytest.mark.rule(*ALL_IDS)
def test_german_and_english_differ():
    for rule_id, e in REGISTRY.items():
        assert e.title_de != e.title_en, rule_id
        assert e.text_de != e.text_en, rule_id
        assert e.other_de != e.other_en or not e.is_flag, rule_id
        assert e.note_de != e.note_en or not e.note_de, rule_id
    for game in GAMES:
        for (rule_id, de), (_, en) in zip(describe(rules(game), "de"), describe(rules(game), "en"), strict=True):
            assert de != en, rule_id


@pytest.mark.rule(*ALL_IDS)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_describe_lists_the_rulesets_ids_game_rules_first(game, lang):
    lines = describe(rules(game), lang)
    ids = [rule_id for rule_id, _ in lines]
    assert ids == [i for i in EXPECTED[game] if not i.startswith("E")] + E_IDS
    assert rules(game).describe(lang) == lines
    assert describe(game, lang) == lines  # a ruleset name works too
    for rule_id, text in lines:
        assert text.strip() and "\n" not in text, rule_id
        assert "{" not in text and "}" not in text, rule_id
        assert text == rule_text(rule_id, lang, rules(game))


@pytest.mark.rule(*ids("K1 K2 K3 K12 K18 K19 O1 O3 O5 O6 O7 O10 C8 C13 E4"))
@pytest.mark.parametrize("case", FLIPS, ids=[flip_id(c) for c in FLIPS])
def test_switching_an_option_changes_exactly_its_rules(case):
    game, base, option, value, changed = case
    before = rules(game, **base)
    after = before.replace(**{option: value})
    for lang in LANGS:
        old, new = dict(describe(before, lang)), dict(describe(after, lang))
        assert {i for i in old if old[i] != new[i]} == changed, lang
        found = diff(before, after, lang)
        assert {rule_id for rule_id, _, _ in found} == changed, lang
        for rule_id, text_a, text_b in found:
            assert (text_a, text_b) == (old[rule_id], new[rule_id])
    # the options a text depends on are declared on the entry
    for rule_id in changed:
        e = entry(rule_id)
        assert e.option == option or option in e.depends, rule_id


@pytest.mark.rule(*ids("K1 K3 K18 O3 C13 E4"))
def test_numbers_and_the_deck_appear_in_the_texts():
    assert "52" in rule_text("K1", "de", rules("knack", deck="french52"))
    assert "32" in rule_text("K1", "en", rules("knack"))
    assert "16" in rule_text("K3", "en", rules("knack", deck="french52"))
    assert "2 bis 9" in rule_text("K3", "de", rules("knack"))
    assert "7 Leben" in rule_text("K18", "de", rules("knack", lives=7))
    assert "1 life;" in rule_text("K18", "en", rules("knack", lives=1))
    assert "4 Münzen" in rule_text("O3", "de", rules("oberlausitz", coins=4))
    assert "1 coin " in rule_text("O3", "en", rules("oberlausitz", coins=1))
    assert "Unter, Ober" in rule_text("K2", "de", rules("oberlausitz"))
    assert "Bube, Dame" in rule_text("K2", "de", rules("oberlausitz", deck="french32"))
    assert "Pik" in rule_text("O1", "de", rules("oberlausitz", deck="french32"))
    assert "137" in rule_text("E4", "de", rules("charakir", turn_cap=137))
    both = rule_text("C13", "de", rules("charakir", limit=80, rounds=9))
    assert "80 Punkte" in both and "9 Runden" in both
    only_rounds = rule_text("C13", "en", rules("charakir", limit=None, rounds=7))
    assert "after 7 rounds" in only_rounds and "points," not in only_rounds
    assert "1 Runde." in rule_text("C13", "de", rules("charakir", limit=None, rounds=1))
    assert "über 100 Punkte" in rule_text("C13", "de", rules("charakir"))


@pytest.mark.rule(*ids("K13 K15"))
def test_shared_knack_rules_speak_the_rulesets_words():
    assert "passen" in rule_text("K13", "de", rules("knack"))
    assert "zumachen" in rule_text("K13", "de", rules("oberlausitz"))
    assert "Feuer" in rule_text("K15", "en", rules("knack"))
    assert "Superknack" in rule_text("K15", "en", rules("oberlausitz"))


@pytest.mark.rule(*ids("K1 O6"))
def test_rule_text_without_rules_or_with_foreign_rules_uses_the_rules_own_defaults():
    assert rule_text("O6", "de") == rule_text("O6", "de", rules("knack_oberlausitz"))
    assert rule_text("O6", "de", rules("knack")) == rule_text("O6", "de")
    assert rule_text("K1", "en", rules("charakir")) == rule_text("K1", "en", rules("knack"))
    assert rule_text("k1") == rule_text("K1")


@pytest.mark.rule(*ids("K1 K8 K12 K14 K19 O1 O5 O6 O7 O10 O13 C8 C9 C11 C12"))
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_flags_give_the_current_and_the_other_reading(game, lang):
    r = rules(game)
    found = flags(r, lang)
    assert found, game
    for option, rule_id, current, other in found:
        e = entry(rule_id)
        assert e.option == option and rule_id in rule_ids(game)
        assert current == rule_text(rule_id, lang, r)
        assert current != other
        # switched, the two readings trade places
        value = getattr(r, option)
        flipped = r.replace(**{option: e.other_value if getattr(value, "key", value) == e.reading else e.reading})
        again = {f[1]: f for f in flags(flipped, lang)}[rule_id]
        assert (again[2], again[3]) == (other, current)
    expected_options = {
        "knack": {
            "deck",
            "renew_stock_when_all_push",
            "seven_eight_nine",
            "feuer_ends_round",
            "forgotten_cleared_by_swap",
        },
        "knack_oberlausitz": {
            "deck",
            "renew_stock_when_all_push",
            "seven_eight_nine",
            "same_rank_adds",
            "knack_is_ace_flush",
            "announce_knack",
            "blank_may_drop_out",
        },
        "charakir": {
            "pair_may_use_taken_card",
            "may_discard_taken_card",
            "knocker_scores_hand",
            "last_turns_without_pile",
        },
    }[game]
    assert {f[0] for f in found} == expected_options


def test_unknown_ids_raise_a_bilingual_error():
    for bad in ("K20", "X1", "", "E0", None, 7):
        with pytest.raises(KnackpyError) as info:
            entry(bad)
        assert info.value.de != info.value.en
        assert "K1-K19" in info.value.de and "K1-K19" in info.value.en
    with pytest.raises(KnackpyError):
        rule_text("O14")
    with pytest.raises(KnackpyError):
        rule_title("C0", "en")
    with pytest.raises(RulesError):
        rule_ids("skat")
    with pytest.raises(KnackpyError):
        describe(42)
    with pytest.raises(KnackpyError):
        rule_text("K1", "fr")


@pytest.mark.rule(*ids("K10 K11"))
def test_titles():
    assert rule_title("K10") == "Tauschen" and rule_title("K10", "en") == "Swapping"
    assert entry("K11").title("en") == rule_title("K11", "en")


@pytest.mark.rule(*ALL_IDS)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_rule_card_cites_every_relevant_rule(game, lang):
    card = rule_card(rules(game), lang)
    assert card.startswith(f"# {rules(game).name(lang)}")
    cited = set(re.findall(r"\b([EKOC]\d{1,2})\b", card))
    relevant = {rule_id for rule_id in EXPECTED[game] if not rule_id.startswith("E")}  # a card is for players
    assert relevant == cited
    for rule_id in relevant - set(rules(game).variant.goal_ids):
        assert f"{rule_text(rule_id, lang, rules(game))} ({rule_id})" in card


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_rule_card_says_house_rules_in_players_words(game, lang):
    """Issue 28: every house rule as a sentence a player says; no option name, no engine limit (E4, turn cap)."""
    card = rule_card(rules(game), lang)
    assert "`" not in card and "E4" not in card and "200" not in card
    for option in rules(game).options():
        assert f"`{option}`" not in card and ("_" not in option or option not in card)
        if option != "turn_cap":
            assert registry.house_rule(rules(game), option, lang) in card
    for flag in (n for n, v in rules(game).options().items() if isinstance(v, bool)):
        flipped = rules(game, **{flag: not getattr(rules(game), flag)})
        assert registry.house_rule(flipped, flag, lang) != registry.house_rule(rules(game), flag, lang)
        assert registry.house_rule(flipped, flag, lang) in rule_card(flipped, lang)


@pytest.mark.rule(*ids("K19 O6 C13"))
def test_rule_card_follows_the_chosen_flags():
    assert rule_card(rules("knack")) != rule_card(rules("knack", seven_eight_nine=True))
    card = rule_card(rules("oberlausitz", same_rank_adds=False), "en")
    assert rule_text("O6", "en", rules("oberlausitz", same_rank_adds=False)) in card
    assert "house rule" in card and "Only cards of the same suit add up." in card
    assert "9 Runden" in rule_card(rules("charakir", rounds=9), "de")


@pytest.mark.rule(*ids("K1 O1 C1"))
def test_diff_across_rulesets_marks_missing_rules_with_an_empty_text():
    found = {rule_id: (a, b) for rule_id, a, b in diff(rules("knack"), rules("charakir"), "en")}
    assert found["K1"][1] == "" and found["C1"][0] == ""
    assert "E1" not in found and "E4" not in found
    assert diff(rules("charakir"), rules("charakir")) == []


@pytest.mark.rule(*ids("E4 K12 O6 C8"))
def test_notes_explain_the_resolved_ambiguities():
    for lang in LANGS:
        found = registry.notes(lang)
        assert {rule_id for rule_id, _, _ in found} >= {e.id for e in REGISTRY.values() if e.is_flag}
        assert all(note for _, _, note in found)
    assert [n[0] for n in registry.notes("de", "charakir")][0] == "E4"


def test_registry_messages_and_option_labels_exist_in_both_languages():
    entries = i18n.all_entries()
    keys = [k for k in entries if k.startswith("registry.")]
    assert "registry.unknown_rule" in keys
    for key in keys:
        de, en = entries[key]
        assert i18n.placeholders(de) == i18n.placeholders(en), key
    for option in ("deck", "lives", "coins", "limit", "rounds", "turn_cap", "same_rank_adds"):
        assert registry.option_label(option, "de") != registry.option_label(option, "en")


# --- the data files that hold the words of the rules -------------------------------------------------------------

DATA = Path(registry.__file__).parent / "data"


def _data(lang):
    return tomllib.loads((DATA / f"rules.{lang}.toml").read_text(encoding="utf-8"))


def _placeholders(template):
    return sorted({name for _, name, _, _ in string.Formatter().parse(template) if name is not None})


# word forms only one language needs: German says "gepasst"/"zugemacht" ({closed}) where English says "closed"
ONE_LANGUAGE_FORMS = {"closed"}


def test_every_rule_has_its_words_in_both_data_files_with_the_same_fields_and_placeholders():
    de, en = _data("de"), _data("en")
    assert list(de) == list(en) == ALL_IDS
    for rule_id in ALL_IDS:
        assert set(de[rule_id]) == set(en[rule_id]), rule_id
        assert {"title", "text"} <= set(de[rule_id]) <= {"title", "text", "other", "note"}, rule_id
        for field in de[rule_id]:
            assert de[rule_id][field].strip() and en[rule_id][field].strip(), (rule_id, field)
            de_names, en_names = _placeholders(de[rule_id][field]), _placeholders(en[rule_id][field])
            assert set(de_names) - ONE_LANGUAGE_FORMS == set(en_names) - ONE_LANGUAGE_FORMS, (rule_id, field)


def test_the_data_files_fill_the_registry_and_every_placeholder_is_known():
    known = set(registry._values(rules("knack"), "de"))
    for rule_id, words in _data("en").items():
        e = entry(rule_id)
        assert e.title_en == " ".join(words["title"].split()) and e.text_en == " ".join(words["text"].split())
        assert e.is_flag == ("other" in words), rule_id  # a flag rule keeps the text of its other reading
        for template in words.values():
            assert set(_placeholders(template)) <= known, (rule_id, template)


def test_the_data_files_are_package_data_so_a_wheel_and_pyodide_get_them():
    pyproject = tomllib.loads((Path(registry.__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["knackpy"]
    for lang in LANGS:
        assert any(fnmatch.fnmatch(f"data/rules.{lang}.toml", pattern) for pattern in patterns), patterns
