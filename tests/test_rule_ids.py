"""Every rule ID right: the one table of IDs by topic (knackpy.rules.RULE_IDS), and no ID typed by hand where it
differs between rulesets (issue 27)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import knackpy
from knackpy import checks, registry
from knackpy.engine.knack import setup_game
from knackpy.errors import RulesError
from knackpy.rules import RULE_IDS, RULESETS

ROOT = Path(__file__).resolve().parent.parent

# Modules that show rules of whichever ruleset they are given: an ID typed there is right for one ruleset only.
READ_FROM_THE_TABLE = (
    "knackpy/checks.py",
    "knackpy/widgets/deal_lab.py",
    "knackpy/widgets/hand_lab.py",
    "knackpy/widgets/game_table_board.py",
    "knackpy/widgets/turn_trainer.py",
)
_RULE_ID = re.compile(r"[EKOC]\d{1,2}")


def test_every_id_in_the_table_is_a_rule_of_its_ruleset():
    assert set(RULE_IDS) == set(RULESETS)
    for game, row in RULE_IDS.items():
        in_force = set(registry.rule_ids(game))
        assert set(row.values()) <= in_force, (game, set(row.values()) - in_force)


def test_the_topics_that_differ_between_the_knack_rulesets_differ_in_the_table():
    knack, lausitz = RULE_IDS["knack"], RULE_IDS["knack_oberlausitz"]
    assert (knack["value"], lausitz["value"]) == ("K6", "O6")
    assert (knack["choose"], lausitz["choose"]) == ("K5", "O4")
    assert (knack["top"], lausitz["top"]) == ("K8", "O9")
    assert (knack["call"], lausitz["call"]) == ("K14", "O10")
    assert (knack["lose"], lausitz["lose"]) == ("K16", "O12")
    assert knack["points"] == lausitz["points"] == "K2"  # K2 is kept in the Oberlausitz (named after its deck)


def test_a_topic_a_ruleset_does_not_have_is_a_clear_error():
    with pytest.raises(RulesError) as caught:
        knackpy.rules("knack").rule_id("knock")
    assert "knock" in caught.value.de and "knock" in caught.value.en and "value" in caught.value.en


@pytest.mark.parametrize("path", READ_FROM_THE_TABLE)
def test_no_rule_id_is_typed_by_hand(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    typed = [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _RULE_ID.fullmatch(node.value)
    ]
    assert typed == [], f"{path} types rule IDs; read them with rules.rule_id(topic): {typed}"


@pytest.mark.rule("O6")
def test_more_likely_cites_the_hand_value_rule_of_its_ruleset():
    events = ["at_least:30", "exactly:31"]
    assert checks.more_likely(events, rules="knack").rule_id == "K6"
    assert checks.more_likely(events, rules="knack_oberlausitz").rule_id == "O6"
    assert checks.more_likely(["feuer", "exactly:31"], rules="knack").rule_id == "K8"
    assert checks.more_likely(["feuer", "exactly:31"], rules="knack_oberlausitz").rule_id == "O9"


@pytest.mark.rule("O7")
def test_an_ace_flush_knack_is_shown_with_o7():
    r = knackpy.rules("knack_oberlausitz")
    game = setup_game(
        r,
        players=3,
        hands=["G-K G-O R-7", None, "E-A E-K S-7"],
        dealer_hands=("G-8 G-9 R-10", "E-7 S-8 R-9"),
        seed=0,
    )
    game = game.apply("behalten").apply("tausche S-7 gegen E-7")
    assert game.phase == "call"
    game = game.apply(game.legal_actions()[0])  # the call: Eichel-Ass, -König, -7 is a Knack by O7
    shows = [line for line in game.history_text("de") if "zeigt Eichel-Ass" in line and ": 31" in line]
    assert shows and shows[0].endswith(": 31 (O7)"), shows
    plain = [line for line in game.history_text("de") if " zeigt " in line and "Eichel-Ass" not in line]
    assert plain and all(line.endswith("(O6)") for line in plain), plain


@pytest.mark.rule("K7")
def test_three_of_a_kind_is_shown_with_its_own_rule():
    r = knackpy.rules("knack")
    game = setup_game(
        r, players=3, hands=[None, "8♣ 8♦ 9♠", "A♥ K♥ 7♠"], dealer_hands=("10♣ J♣ 7♣", "8♥ 9♦ Q♦"), seed=0
    )
    game = game.apply("behalten").apply("tausche 9♠ gegen 8♥").apply("passen").apply("schieben").apply("schieben")
    shows = [line for line in game.history_text("en") if "shows" in line and "8 of clubs" in line]
    assert shows and shows[0].endswith("30½ (K7)"), shows
