"""Bad input never crashes: bounded, safe messages; seeds and names checked; a property-based fuzz of every entry point.

Every error a user can trigger is a :class:`~knackpy.KnackpyError` (a ``ValueError``)
with a German and an English message, and the state it was raised on is unchanged.
"""

from __future__ import annotations

import io
import json
import sys

import pytest
from fast_loop import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knackpy
from knackpy import KnackpyError, hints, parse_cards
from knackpy.cli import main
from knackpy.engine import load_game, new_game
from knackpy.engine.core import NAME_MAX, SEED_MAX
from knackpy.engine.knack import KnackGame
from knackpy.errors import summarize

RULESETS = ("knack", "knack_oberlausitz", "charakir")


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def assert_bilingual(err: KnackpyError, limit: int = 2000) -> None:
    assert isinstance(err, ValueError)
    assert err.de and err.en and err.de != err.en
    assert len(err.de) < limit and len(err.en) < limit


# --- one helper for quoting bad input ---------------------------------------------------------------------------------


@pytest.mark.rule("E2")
def test_summaries_are_short_and_name_the_type_of_what_is_not_text():
    assert summarize("Xq") == "'Xq'"
    assert len(summarize("x" * 5_000_000)) < 80
    assert summarize(nested(50_000)).endswith("(list)")
    assert summarize({"a": 1}).endswith("(dict)") and summarize(b"7h").endswith("(bytes)")
    assert summarize(3) == "3" and summarize(None) == "None"

    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")

    assert summarize(Broken()).endswith("(Broken)")


DEEP = nested(100_000)
HUGE = "7h " + "x" * 50_000_000


@pytest.mark.rule("E2", "E6")
@pytest.mark.parametrize(
    "call",
    [
        lambda: knackpy.rules(DEEP),
        lambda: knackpy.rules("knack", lives=DEEP),
        lambda: knackpy.rules("knack", **{"x" * 1000: 1}),
        lambda: knackpy.rules(HUGE),
        lambda: parse_cards(DEEP),
        lambda: parse_cards(HUGE),
        lambda: load_game(DEEP),
        lambda: load_game({"format": DEEP}),
        lambda: load_game(json.dumps({"format": "x" * 10_000_000})),
        lambda: load_game("[" * 100_000),
        lambda: new_game(knackpy.rules("knack"), players=3, seed=1).apply(DEEP),
        lambda: new_game(knackpy.rules("knack"), players=3, seed=1).apply(HUGE),
        lambda: new_game(knackpy.rules("charakir"), players=3, seed=1).apply(HUGE),
        lambda: new_game(knackpy.rules("charakir"), players=3, seed=1).apply(DEEP),
        lambda: new_game(knackpy.rules("knack"), players=DEEP),
        lambda: new_game(knackpy.rules("knack"), players=3, names=DEEP),
    ],
)
def test_deep_or_huge_input_gives_a_short_bilingual_error(call):
    with pytest.raises(KnackpyError) as caught:
        call()
    assert_bilingual(caught.value)


@pytest.mark.rule("E2")
def test_a_value_that_is_not_text_is_named_by_its_type():
    with pytest.raises(KnackpyError) as caught:
        knackpy.rules("knack", lives=[3])
    assert "[3] (list)" in caught.value.de and "[3] (list)" in caught.value.en
    with pytest.raises(KnackpyError) as caught:
        parse_cards(b"7h")
    assert "(bytes)" in caught.value.en


# --- seeds and names ---------------------------------------------------------------------------------------------------


@pytest.mark.rule("E1")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_seeds_have_a_documented_range(ruleset):
    r = knackpy.rules(ruleset)
    assert new_game(r, players=2, seed=SEED_MAX).seed == SEED_MAX
    assert new_game(r, players=2, seed=0).seed == 0
    for bad in (SEED_MAX + 1, 10**5000, -1):
        with pytest.raises(KnackpyError) as caught:
            new_game(r, players=2, seed=bad)
        assert_bilingual(caught.value)
        assert "Seed" in caught.value.de and "seed" in caught.value.en
        assert str(SEED_MAX) in caught.value.de and str(SEED_MAX) in caught.value.en
    with pytest.raises(KnackpyError) as caught:
        new_game(r, players=2, seed=10**5000)
    assert "≈10^5000" in caught.value.en  # the seed is named, by its size


@pytest.mark.rule("E6")
@pytest.mark.parametrize(
    "names",
    [
        ["A" * (NAME_MAX + 1), "Ben"],
        ["Anna\nBen", "Clara"],
        ["Anna\x1b[31m", "Ben"],
        ["", "Ben"],
        [3, "Ben"],
        "AB",
    ],
)
def test_player_names_are_bounded_and_printable(names):
    with pytest.raises(KnackpyError) as caught:
        new_game(knackpy.rules("knack"), players=2, names=names, seed=1)
    assert_bilingual(caught.value)
    assert str(NAME_MAX) in caught.value.de


@pytest.mark.rule("E6")
def test_a_saved_game_with_a_bad_name_is_refused():
    data = json.loads(new_game(knackpy.rules("knack"), players=2, seed=3, names=["Anna", "Ben"]).to_json())
    assert load_game(json.dumps(data)).names == ("Anna", "Ben")
    for bad in ("B" * 10_000, "Ben\u2028Anna", "\x00", "Ben\u202e"):
        data["names"] = ["Anna", bad]
        with pytest.raises(KnackpyError) as caught:
            load_game(json.dumps(data))
        assert_bilingual(caught.value)
    data["names"], data["seed"] = ["Anna", "Ben"], 10**30
    with pytest.raises(KnackpyError) as caught:
        load_game(json.dumps(data))
    assert "seed" in caught.value.en.lower()


# --- the fuzz: every public entry point, any input, only KnackpyError ---------------------------------------------------

ODD = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=30)
    | st.binary(max_size=10)
    | st.sampled_from(["7h", "A♠", "Kd", "E-U", "knack", "charakir", "tausche 7h gegen As", "push", "nimm", "31"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FUZZ = settings(max_examples=examples(60), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


def only_knackpy_errors(call, *args, **kwargs):
    try:
        return call(*args, **kwargs)
    except KnackpyError as err:
        assert_bilingual(err, limit=3000)
        return None


@pytest.mark.rule("E2")
@FUZZ
@given(value=ODD, other=ODD)
def test_fuzz_cards_rules_and_scoring(value, other):
    only_knackpy_errors(parse_cards, value)
    only_knackpy_errors(parse_cards, value, other)
    only_knackpy_errors(knackpy.rules, value)
    only_knackpy_errors(knackpy.rules, "knack", lives=value)
    if isinstance(value, dict):
        only_knackpy_errors(knackpy.rules, "charakir", **{str(k): v for k, v in value.items()})
    for ruleset in RULESETS:
        only_knackpy_errors(knackpy.hand_value, value, knackpy.rules(ruleset))


@pytest.mark.rule("E2", "E6")
@FUZZ
@given(value=ODD, players=ODD, seed=ODD)
def test_fuzz_new_game_and_load_game(value, players, seed):
    for ruleset in RULESETS:
        only_knackpy_errors(new_game, knackpy.rules(ruleset), players=players, seed=seed)
        only_knackpy_errors(new_game, knackpy.rules(ruleset), players=2, seed=1, names=value)
    only_knackpy_errors(new_game, value, players=2)
    only_knackpy_errors(load_game, value)
    if isinstance(value, str | bytes):
        return
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        return
    only_knackpy_errors(load_game, text)


SAVED = [new_game(knackpy.rules(r), players=3, seed=5).to_json() for r in RULESETS]


@pytest.mark.rule("E2", "E6")
@FUZZ
@given(
    index=st.integers(0, 2),
    key=st.sampled_from(
        ["players", "names", "seed", "options", "actions", "deck_order", "first_dealer", "ruleset", "version"]
    ),
    value=ODD,
)
def test_fuzz_a_saved_game_with_one_field_changed(index, key, value):
    data = json.loads(SAVED[index])
    data[key] = value
    try:
        text = json.dumps(data)
    except (TypeError, ValueError):
        return
    only_knackpy_errors(load_game, text)


@pytest.mark.rule("E2")
@FUZZ
@given(index=st.integers(0, 2), steps=st.integers(0, 25), action=ODD, lang=ODD)
def test_fuzz_apply_why_not_and_hint_leave_the_state_unchanged(index, steps, action, lang):
    game = load_game(SAVED[index])
    for step in range(steps):
        if game.is_over():
            break
        game = game.apply(game.legal_actions()[step % len(game.legal_actions())])
    before = game.to_json()
    only_knackpy_errors(game.apply, action)
    only_knackpy_errors(game.why_not, action)
    only_knackpy_errors(game.why_not, action, lang)
    only_knackpy_errors(game.can, action)
    only_knackpy_errors(game.view, action)
    only_knackpy_errors(game.history_text, lang)
    only_knackpy_errors(hints.hint, game, player=action)
    only_knackpy_errors(hints.hint, action)
    assert game.to_json() == before


ARGV_WORDS = st.sampled_from(
    [
        "rules",
        "play",
        "simulate",
        "knack",
        "charakir",
        "oberlausitz",
        "--lang",
        "en",
        "de",
        "xx",
        "--option",
        "lives=99",
        "seven_eight_nine=vielleicht",
        "=",
        "--seed",
        "-1",
        "1" * 30,
        "--players",
        "0",
        "--games",
        "-3",
        "--bots",
        "strong,,",
        "--card",
        "--help",
        "-h",
        "--workers",
        "999999",
        "\x00",
        "ä",
    ]
)


@pytest.mark.rule("E2")
@settings(max_examples=examples(40), deadline=None, database=None)
@given(argv=st.lists(ARGV_WORDS | st.text(max_size=12), max_size=6))
def test_fuzz_the_command_line(argv):
    if any(word in argv for word in ("play", "simulate")) and not any(w in argv for w in ("--help", "-h")):
        argv = [w for w in argv if w not in ("play", "simulate")] or ["rules"]  # no interactive game, no long run
    out, err = io.StringIO(), io.StringIO()
    saved_err, saved_in = sys.stderr, sys.stdin
    sys.stderr, sys.stdin = err, io.StringIO("")
    try:
        code = main(argv, out=out)
    finally:
        sys.stderr, sys.stdin = saved_err, saved_in
    assert code in (0, 1, 2)
    assert "Traceback" not in err.getvalue()


@pytest.mark.rule("E2")
@settings(max_examples=examples(25), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=ODD, other=ODD)
def test_fuzz_the_registry_decks_bots_and_action_texts(value, other):
    from knackpy import bots, format_cards, registry
    from knackpy.cards import deck

    only_knackpy_errors(registry.rule_text, value)
    only_knackpy_errors(registry.rule_text, "K8", value)
    only_knackpy_errors(registry.rule_text, "K8", "de", value)
    only_knackpy_errors(registry.describe, value)
    only_knackpy_errors(registry.rule_card, value)
    only_knackpy_errors(deck, value)
    only_knackpy_errors(format_cards, value)
    only_knackpy_errors(bots.make_bot, value, "knack")
    only_knackpy_errors(bots.make_bot, "simple", value)
    only_knackpy_errors(bots.make_bot, "simple", "knack", seed=value)
    for saved in SAVED:
        game = load_game(saved)
        only_knackpy_errors(game.parse_action, value)
        if isinstance(game, KnackGame):
            only_knackpy_errors(game.label, value)
            only_knackpy_errors(game.label, value, other)
