"""One simulation test for every variant and every option value (OpenSpiel's ``games_sim_test``).

For each ruleset with its defaults, and for each value of each of its options (every deck, both values of
a switch, the lowest and highest number): seeded random games, played to their end, from two players up to
the most the deck allows.  After every step: every card in exactly one place (E3), no view names a card
its player may not see (E5), every legal action allowed by ``can`` and a few actions of other moments
refused by ``apply`` without a change (E2).  At many steps (and right after the first rounds' ends): the game survives
``to_json``/``load_game`` (E6), each observation has exactly its fields (teacher-only ones for the teacher),
and every legal action reads back from its text.  At the end: the game is over within the turn caps (E4),
has winners and no legal action, and the same seed and actions give the same game (E1).

Rule-specific harnesses stay beside it: tests/test_knack_playout.py (a hypothesis state machine, illegal
swaps of cards out of place), tests/test_charakir_playout.py (C7-C13 at every round's end),
tests/test_views_leak.py (the deal call, K15).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
import toy_variant  # noqa: F401 - registers the test-only ruleset, played here like the library's own
from observation_support import LeakWatch, same_history

import knackpy
from knackpy import KnackpyError
from knackpy import variants as registry
from knackpy.engine import load_game, new_game
from knackpy.errors import RulesError
from knackpy.rules import OPTIONS, option_values


def variants() -> list[tuple[str, dict, str | None]]:
    """Every (ruleset, options, rule ID of the option) the test plays: each ruleset with its defaults, then
    each value of each option that differs from its default, alone.

    The one place that enumerates variants: every registered one (``knackpy.variants.all()``, the
    library's three and the test-only toy of tests/toy_variant.py) with the options it declares.  A value that is only valid with another option (Charakir's ``limit=None`` needs ``rounds``) is
    played with the first value of another option that makes the ruleset valid.
    """
    found = []
    for variant in registry.all():
        ruleset = variant.name
        found.append((ruleset, {}, None))
        names = list(variant.options)
        for name in names:
            for value in _values(ruleset, name):
                options = _valid_with(ruleset, {name: value}, names)
                found.append((ruleset, options, OPTIONS[name].rule))
    return found


def _values(ruleset: str, name: str) -> list:
    option = OPTIONS[name]
    if option.kind == "deck":
        values = option_values(ruleset, name).split(", ")
    elif option.kind == "bool":
        values = [False, True]
    else:
        values = [option.low, option.high] + ([None] if option.kind == "int_or_none" else [])
    return [v for v in values if v != registry.named(ruleset).options[name]]


def _valid_with(ruleset: str, options: dict, names: list[str]) -> dict:
    try:
        knackpy.rules(ruleset, **options)
        return options
    except RulesError:
        for other in (n for n in names if n not in options):
            for value in _values(ruleset, other):
                try:
                    knackpy.rules(ruleset, **options, **{other: value})
                    return {**options, other: value}
                except RulesError:
                    pass
    raise AssertionError(f"no valid ruleset with {ruleset} {options}")


# Games that last ten times as long as the others (the most lives or coins, thousands of points or rounds):
# the slow suite plays them.
LONG_GAMES = {("lives", 20), ("coins", 20), ("limit", 10_000), ("rounds", 1_000)}
GAMES = 3  # per variant, with 2, 3 and the most players the deck allows
CHECK_EVERY = 9  # steps between save/load and observation checks early on (see checkpoint)
MAX_STEPS = 100_000  # E4: far above any capped game; reaching it means a game that does not end
ENDING_KINDS = {"close", "call", "knock"}  # a patient player rarely ends a round: renewals, turn caps, empty piles


def _params():
    params = []
    for ruleset, options, rule in variants():
        marks = [pytest.mark.rule(rule)] if rule else []
        if LONG_GAMES & set(options.items()):
            marks.append(pytest.mark.slow)
        label = "-".join(f"{k}={v}" for k, v in options.items()) or "defaults"
        params.append(pytest.param(ruleset, options, marks=marks, id=f"{ruleset}-{label}"))
    return params


def conserved(game) -> None:
    """E3: the deck's cards, each in exactly one place."""
    everywhere = [c for cards in game.card_places().values() for c in cards]
    assert sorted(everywhere) == sorted(game.rules.deck.cards), game.card_places()


def allowed_and_refused(game, legal, pool: list, rng: random.Random) -> None:
    """E2: ``can`` allows every legal action; an action of another moment that ``can`` refuses, ``apply``
    refuses too, with the state as it was (one that ``can`` allows is another word for a legal one)."""
    assert len(set(legal)) == len(legal)
    assert all(game.can(action) for action in legal)
    others = [a for a in rng.sample(pool, min(3, len(pool))) if a not in legal]
    for action in others:
        if game.can(action):
            game.apply(action)
            continue
        with pytest.raises(KnackpyError):
            game.apply(action)
        assert game.legal_actions() == legal


def observed_and_saved(game, legal) -> None:
    """E6: saved and loaded, the same game; E5: every observation has exactly its fields; actions read back."""
    loaded = load_game(game.to_json())
    assert loaded == game and loaded.legal_actions() == legal
    cls = type(game.view(None))
    names = {f.name for f in dataclasses.fields(cls)}
    required = {f.name for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING}
    for seat in (None, *range(game.n_players)):
        seen = game.view(seat)
        assert type(seen) is cls and required <= set(vars(seen)) <= names  # the engine names only fields
        assert seat is not None or set(cls.TEACHER) <= set(vars(seen))
        assert seen == loaded.view(seat)
        assert seen.legal_actions == (legal if seat in (None, game.to_move) else ())
        for key, value in seen.data.items():
            assert seen[key] is value and getattr(seen, key) is value and key in seen
        for key in cls.TEACHER:
            assert (key in seen.data) == (seat is None)
            if seat is not None:
                assert getattr(seen, key) is None
                with pytest.raises(KeyError):
                    seen[key]
    for action in legal:
        assert game.parse_action(action.to_text()) == action
    assert same_history(game)  # what LeakWatch relies on


def checkpoint(step: int) -> bool:
    """Every few steps early on, then at ever longer spacing: loading replays the whole game, so checking at
    a fixed spacing would make a long game's test quadratic."""
    return step % CHECK_EVERY == 0 if step < 10 * CHECK_EVERY else step & (step - 1) == 0


def choose(legal, rng: random.Random, patient: bool):
    if patient and rng.random() < 0.7:
        calm = [a for a in legal if a.kind not in ENDING_KINDS]
        if calm:
            return rng.choice(calm)
    return rng.choice(legal)


def playout(rules, players: int, seed: int, pool: list):
    """One random game with every check; the actions of every moment go into ``pool``."""
    rng = random.Random(seed)
    game = new_game(rules, players=players, seed=seed)
    patient = seed % 3 == 1  # the three-player game
    watch = LeakWatch()
    rounds = 0
    for step in range(MAX_STEPS):
        conserved(game)
        watch.check(game)
        legal = game.legal_actions()
        if game.is_over():
            break
        allowed_and_refused(game, legal, pool, rng)
        if checkpoint(step) or rounds < len(game.round_results) <= 4:  # and right after the first rounds' ends
            observed_and_saved(game, legal)
        rounds = len(game.round_results)
        pool.extend(legal[:4])
        game = game.apply(choose(legal, rng, patient))
    assert game.is_over(), "E4: the game did not end"
    return game


def replayed(rules, game):
    again = new_game(rules, players=game.n_players, seed=game.seed)
    for action in game.actions:
        again = again.apply(action)
    return again


@pytest.mark.rule("E1", "E2", "E3", "E4", "E5", "E6")
@pytest.mark.parametrize(("ruleset", "options"), _params())
def test_random_games_keep_every_invariant(ruleset, options):
    rules = knackpy.rules(ruleset, **options)
    pool: list = []
    ended = []
    for seed in range(GAMES):
        players = min((2, 3, rules.max_players)[seed % 3], rules.max_players)
        game = playout(rules, players, seed, pool)
        observed_and_saved(game, ())
        outcome = game.outcome()
        assert outcome is not None and outcome.winners and game.legal_actions() == ()
        assert len(game.history_text("de")) == len(game.history_text("en")) == len(game.history)
        again = replayed(rules, game)
        assert again.to_json() == game.to_json() and again.history == game.history
        ended.append(len(game.round_results))
    assert all(ended)  # every game scored at least one round


@pytest.mark.rule("E1")
@pytest.mark.parametrize("ruleset", registry.names())
def test_every_alias_plays_the_same_game_as_its_name(ruleset):
    aliases = [ruleset, *registry.named(ruleset).aliases]
    games = {alias: replayed(knackpy.rules(alias), playout(knackpy.rules(alias), 3, 5, [])) for alias in aliases}
    assert len({g.to_json() for g in games.values()}) == 1


def test_the_variants_cover_every_option_value():
    played = {(ruleset, name, value) for ruleset, options, _ in variants() for name, value in options.items()}
    for variant in registry.all():
        for name in variant.options:
            assert all((variant.name, name, v) in played for v in _values(variant.name, name)), (variant.name, name)
    assert "quick_knack" in {ruleset for ruleset, _, _ in variants()}  # the toy ruleset plays here too
    assert len({(r, tuple(o.items())) for r, o, _ in variants()}) == len(variants())
