"""One helper per repeated job (issue 16): each call site keeps its own output through keyword options."""

from fractions import Fraction

import pytest

import knackpy
from knackpy import KnackpyError, RulesError, bots, figures, odds, registry
from knackpy.bots import percent_text as bot_percent
from knackpy.engine import core
from knackpy.rules import as_rules, ruleset_name
from knackpy.widgets.common import percent_text as widget_percent
from knackpy.widgets.common import resolve_rules


def test_ruleset_names_and_aliases_have_one_table():
    assert [ruleset_name(n) for n in ("31", "Knack-Oberlausitz", " charakir ", "skat", 31)] == [
        "knack",
        "knack_oberlausitz",
        "charakir",
        None,
        None,
    ]
    assert registry.rule_ids("Oberlausitz") == registry.rule_ids("knack_oberlausitz")


def test_as_rules_keeps_each_callers_error():
    charakir = knackpy.rules("charakir")
    assert as_rules(charakir) is charakir and as_rules("31").game == "knack"
    assert resolve_rules("lausitz").game == "knack_oberlausitz"
    with pytest.raises(RulesError, match="Unknown ruleset 42"):
        resolve_rules(42)  # the widgets let rules() say what is wrong
    with pytest.raises(KnackpyError, match=r"Expected a ruleset: its name such as 'knack' or knackpy.rules"):
        bots.make_bot("simple", 42)
    with pytest.raises(KnackpyError, match="Expected a rules object"):
        registry.describe(42)
    with pytest.raises(KnackpyError, match="knackpy.rules"):
        odds.deal_odds(42)
    assert odds.deal_odds("31").three_aces == odds.deal_odds(knackpy.rules("knack")).three_aces  # names too


@pytest.mark.parametrize("p", [0, 1, 0.001, 0.004, 0.005, 0.123, 0.125, 0.5, 0.9949, 0.995, 0.9999, Fraction(1, 3)])
def test_one_percent_function_keeps_both_call_sites(p):
    for lang in ("de", "en"):
        assert bot_percent(p, lang) == figures.percent_text(p, lang, bounds=True)
        assert widget_percent(p, lang) == figures.percent_text(p, lang, decimals=1)
    assert (bot_percent(0.001), widget_percent(0.001), widget_percent(0.00001)) == ("<1 %", "0,1 %", "0,001 %")
    assert (bot_percent(0.998, "en"), widget_percent(Fraction(3, 8), "en")) == (">99%", "37.5%")


def test_one_seed_check_with_the_widgets_wording():
    assert core.check_seed(7) == 7 and isinstance(core.check_seed(None), int)
    with pytest.raises(KnackpyError, match="accepted: a whole number from 0"):
        core.check_seed(-1)
    from knackpy.widgets.game_table import check_seed

    assert check_seed(0) == 0
    for bad in (None, -3, True, 1.5):
        with pytest.raises(KnackpyError, match="The shuffle number must be a whole number from 0 to"):
            check_seed(bad)
