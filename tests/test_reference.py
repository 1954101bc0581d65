"""The project's own rule reference (docs/<lang>/rules/reference.md, knackpy.reference): complete, up to date, and
the only rule reference anything cites (issue 27)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from knackpy import KnackpyError, reference, registry
from knackpy.i18n import LANGS
from knackpy.rules import OPTIONS, RULESETS

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("reference_tool", ROOT / "tools" / "site" / "reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_pages_are_what_knackpy_generates():
    assert _tool().stale_pages() == [], "run: python tools/site/reference.py"


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_setting_is_explained(lang):
    for name in OPTIONS:
        doc = reference.option_doc(name, lang)
        assert doc.what and doc.other and doc.why, (name, lang)
    assert set(reference._options(lang)) == set(OPTIONS), "explained options that knackpy.rules does not have"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_lists_every_option_with_its_default_in_every_ruleset(lang):
    page = reference.reference_markdown(lang)
    for name, option in OPTIONS.items():
        heading = f"### `{name}` · "
        assert heading in page, f"the reference does not explain {name}"
        section = page.split(heading, 1)[1].split("\n### ", 1)[0]
        for game in RULESETS:
            row = re.search(rf"^\| `{game}` \| `([^`]*)` \|", section, re.M)
            if game in option.defaults:
                assert row, (name, game)
                default = option.defaults[game]
                assert row.group(1) == (f'"{default}"' if isinstance(default, str) else repr(default)), (name, game)
            else:
                assert row is None, (name, game)
        assert reference.option_doc(name, lang).why in section


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_has_every_rule_with_its_text_and_its_source(lang):
    page = reference.reference_markdown(lang)
    for rule_id in registry.rule_ids():
        assert f"### {rule_id} · {registry.rule_title(rule_id, lang)} {{ #{rule_id} }}" in page
        assert registry.rule_text(rule_id, lang) in page
        quote = reference.source(rule_id).quote
        if quote:
            assert f"> {quote}" in page


def test_every_rule_names_its_source_and_a_silent_source_has_a_reading():
    assert list(reference._sources()) == list(registry.rule_ids())
    for rule_id in registry.rule_ids():
        origin = reference.source(rule_id)
        if rule_id.startswith("E"):
            assert origin.source == "", rule_id  # engine rules read no source
            continue
        assert origin.source in reference.SOURCES, rule_id
        if not origin.quote:
            assert registry.entry(rule_id).note_de, f"{rule_id}: the source is silent, so the reading must be given"


@pytest.mark.rule("K14")
def test_the_reference_quotes_the_unconditional_k14_sentence_and_the_house_rule():
    page = reference.reference_markdown("en")
    k14 = page.split("### K14 ", 1)[1].split("\n### ", 1)[0]
    assert "> Es ist wichtig, „Knack“ zu rufen. Vergisst er das, verliert er die Runde." in k14
    assert "Option `forgotten_cleared_by_swap` (default `False`)" in k14


def test_an_unknown_option_is_a_clear_error():
    with pytest.raises(KnackpyError) as caught:
        reference.option_doc("jokers", "en")
    assert "jokers" in caught.value.en and "lives" in caught.value.de


def test_nothing_cites_a_rule_file_from_outside_the_repository():
    outside = "RULES" + ".md"  # spelled in two parts so that this test does not find itself
    places = [ROOT / "pyproject.toml", ROOT / "ARCHITECTURE.md", ROOT / "README.md"]
    for folder, pattern in (("knackpy", "*.py"), ("knackpy", "*.toml"), ("tests", "*.py"), ("tools", "*.py")):
        places += sorted((ROOT / folder).rglob(pattern))
    places += sorted((ROOT / "course" / "source").glob("*.py")) + sorted((ROOT / "docs").rglob("*.md"))
    citing = [str(p.relative_to(ROOT)) for p in places if p.is_file() and outside in p.read_text(encoding="utf-8")]
    assert citing == [], f"cite the project's rule reference ({reference.PAGE['en']}) instead: {citing}"
