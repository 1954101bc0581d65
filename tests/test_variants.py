"""One variant object per ruleset (issue 32): the registry, and no code outside knackpy/variants asks a ruleset's name.

The scan reads every module of ``knackpy`` with ``ast``: a comparison of a ruleset's name or alias (``rules.game ==
"charakir"``, ``ruleset != "knack"``, ``game in ("knack", ...)``), a table looked up by a ruleset's name
(``IDS[rules.game]``) or the old ``is_knack`` all mean that a fourth game would be taken for one of the three.
Such code asks the variant instead: ``rules.variant.has_lives``, ``rules.rule_id(topic)``, ``variant.card_layout``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import knackpy
from knackpy import variants
from knackpy.errors import RulesError

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "knackpy"
VARIANTS = PACKAGE / "variants"

#: every name and alias of a built-in ruleset, as people type them
NAMES = {variants.lookup_key(n) for v in variants.BUILT_IN for n in (v.name, *v.aliases)}
#: "knack" is also a call, a hand's kind and an ending: compared with those it is no ruleset name
AMBIGUOUS = {"knack"}
#: what holds a ruleset's name (``rules.game``, ``result.ruleset``, a ``game`` argument, ...)
NAME_HOLDERS = {"game", "ruleset", "game_name", "chosen"}


def _holds_a_name(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in NAME_HOLDERS
    return isinstance(node, ast.Name) and node.id in NAME_HOLDERS


def _is_a_fact_table(node: ast.AST) -> bool:
    """A table of facts by ruleset: a constant (``RULE_IDS``, ``_CARD_LAYOUT``), a dict written out, ``.defaults``.

    The registry's own look-up (``variants.get(result.ruleset)``) and a mapping handed in as an argument are not.
    """
    if isinstance(node, ast.Dict):
        return True
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name == "defaults" or (name.lstrip("_").isupper() and name != "variants")


def _read_from_rules(node: ast.AST) -> bool:
    """``rules.game``, ``result.ruleset``: a name read off a game's rules.  A lesson's content per ruleset
    (``SHEETS[ruleset]``, a worksheet's tasks) is looked up by the name it is handed, like a text."""
    return isinstance(node, ast.Attribute) and _holds_a_name(node)


def _names_in(node: ast.AST) -> set[str]:
    """The ruleset names a constant (or a tuple/list/set of constants) spells."""
    items = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [node]
    return {i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str) and i.value in NAMES}


def name_checks(source: str) -> list[tuple[int, str]]:
    """``(line, what)`` for every place in ``source`` that asks which ruleset it is by name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            spelled = set().union(*(_names_in(o) for o in operands))
            if spelled - AMBIGUOUS or (spelled and any(_holds_a_name(o) for o in operands)):
                found.append((node.lineno, f"compares the ruleset name {sorted(spelled)}"))
        elif isinstance(node, ast.Attribute) and node.attr == "is_knack":
            found.append((node.lineno, "asks is_knack"))
        elif (
            isinstance(node, ast.Subscript)
            and _is_a_fact_table(node.value)
            and _read_from_rules(node.slice)
            or (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "get"
                and _is_a_fact_table(node.func.value)
                and node.args
                and _read_from_rules(node.args[0])
            )
        ):
            found.append((node.lineno, "looks a table up by the ruleset's name"))
    return found


def test_no_code_outside_the_variants_asks_a_rulesets_name():
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.is_relative_to(VARIANTS) or path.name == "rules.py" and path.parent == PACKAGE:
            continue  # the variants state the facts; rules.py reads them by the name it was given
        for line, what in name_checks(path.read_text(encoding="utf-8")):
            wrong.append(f"{path.relative_to(ROOT)}:{line} {what}")
    assert not wrong, "ask the variant (rules.variant.has_lives, rules.rule_id(topic), ...):\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    "source",
    [
        'if rules.game == "charakir": pass',
        'knack = self.ruleset != "knack"',
        'x = rules.game in ("knack", "knack_oberlausitz")',
        "y = rules.is_knack",
        "z = IDS[rules.game]",
        'w = {"knack": 1}.get(rules.game, 2)',
        "v = OPTIONS[name].defaults[r.game]",
        'if "oberlausitz" == name: pass',
    ],
)
def test_the_scan_finds_every_way_of_asking(source):
    assert name_checks(source), source


@pytest.mark.parametrize(
    "source",
    [
        'if action.call != "knack": pass',  # a call word, not a ruleset
        'kind = "knack" if points == 31 else "suit_sum"',
        'key = f"widgets.name.{rules.game}"',  # a text key per ruleset: its texts come with the variant
        "if rules.variant.has_lives: pass",
        "v = variants.get(result.ruleset).has_coins",
    ],
)
def test_the_scan_leaves_other_words_alone(source):
    assert not name_checks(source), source


def test_the_registry_knows_the_three_rulesets_in_order():
    assert [v.name for v in variants.all()][:3] == ["knack", "knack_oberlausitz", "charakir"]
    assert variants.names()[:3] == (
        "knack",
        "knack_oberlausitz",
        "charakir",
    )
    assert variants.get(" Knack-Oberlausitz ").name == "knack_oberlausitz"
    assert variants.get("skat") is None


@pytest.mark.parametrize("variant", variants.BUILT_IN, ids=lambda v: v.name)
def test_each_variant_states_its_facts_once(variant):
    r = knackpy.rules(variant.name)
    assert r.variant is variant and r.deck.key == variant.default_deck
    assert set(r.options()) == set(variant.options)
    assert r.max_players == variant.max_players(len(r.deck)) and r.min_players == variant.min_players
    assert all(r.rule_id(topic) == rule_id for topic, rule_id in variant.rule_ids.items())
    assert r.name("de") and r.name("en")  # its texts come with it
    for alias in variant.aliases:
        assert knackpy.rules(alias).variant is variant


@pytest.mark.parametrize("variant", variants.BUILT_IN, ids=lambda v: v.name)
def test_the_rule_card_follows_the_variants_layout(variant):
    from knackpy.registry import rule_card, rule_ids

    card = rule_card(knackpy.rules(variant.name), "en")
    shown = [rule_id for _, ids in variant.card_layout for rule_id in ids]
    assert all(f"({rule_id})" in card for rule_id in shown)
    game_rules = {i for i in rule_ids(variant.name) if not i.startswith("E")}
    assert set(shown) == game_rules  # every game rule once, no engine rule


def test_what_each_variant_has():
    knack, lausitz, charakir = variants.BUILT_IN
    assert (knack.has_lives, knack.has_coins, knack.has_table, knack.has_discard_pile) == (True, False, True, False)
    assert (lausitz.has_lives, lausitz.has_coins, lausitz.has_table) == (False, True, True)
    assert (charakir.has_table, charakir.has_discard_pile, charakir.ends_by_knock, charakir.lowest_wins) == (
        False,
        True,
        True,
        True,
    )


def test_a_name_taken_twice_is_refused():
    clash = variants.Variant(
        name="clash",
        aliases=("31",),
        engine="knackpy.engine.knack:KnackGame",
        decks=("french32",),
        options={"deck": "french32"},
        max_players=lambda size: 2,
        rule_ids={},
        card_layout=(),
        goal_ids=(),
        loss_ids=(),
    )
    with pytest.raises(ValueError, match="31"):
        variants.register(clash)
    assert variants.get("31").name == "knack" and variants.get("clash") is None


def test_an_unknown_ruleset_still_says_what_is_accepted():
    with pytest.raises(RulesError, match="knack, knack_oberlausitz, charakir"):
        knackpy.rules("skat")


@pytest.mark.parametrize("variant", variants.BUILT_IN, ids=lambda v: v.name)
def test_variations_set_each_option_value_once(variant):
    from knackpy.rules import option_choices, variations

    found = variations(variant.name)
    for option, value, r in found:
        assert (getattr(r, option).key if option == "deck" else getattr(r, option)) == value
        assert set(r.changed_options()) <= {option}
    for option in variant.options:
        assert option_choices(variant.name, option)[0] == variant.options[option]  # the default first
        assert any(o == option for o, _, _ in found)
