"""E5 over random games: no view ever holds a card its player may not see at that moment.

A card is visible to a player if it is in his hand (for the chooser before his
choice: the hand he looks at), on the table or the discard pile, out of play,
or if it lay face up at some earlier moment of the round.  Every other card of
the round (other hands, the pile, the chooser's unseen hand) is hidden; a
view's hand, data, legal actions and the round's history must name none of them.
"""

from __future__ import annotations

import random

import pytest

import knackpy
from knackpy.cards import Card
from knackpy.engine import new_game
from knackpy.engine.knack import Keep, setup_game

ROUND_STARTS = {"knack_round", "knack_round_lausitz", "charakir_deal"}


def cards_in(value, found: set) -> set:
    """Every card inside a value (tuples, lists, dicts, events, actions)."""
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            cards_in(item, found)
    elif isinstance(value, tuple | list):
        for item in value:
            cards_in(item, found)
    elif hasattr(value, "__dataclass_fields__"):  # actions
        for name in value.__dataclass_fields__:
            cards_in(getattr(value, name), found)
    return found


def current_round(history) -> list:
    events = list(history)
    starts = [i for i, e in enumerate(events) if e.kind in ROUND_STARTS]
    return events[starts[-1] :] if starts else events


def shown_cards(view) -> set:
    """The cards a view names, this round (past rounds' results were shown at their scoring)."""
    found: set = set()
    cards_in(view.hand, found)
    cards_in({k: v for k, v in view.data.items() if k not in ("results", "rules")}, found)
    cards_in(view.legal_actions, found)
    for event in current_round(view.history):
        cards_in(event.params, found)
    return found


def hidden_from(game, player: int) -> set:
    """The cards of this round that ``player`` cannot see now."""
    places = game.card_places()
    hidden = set(places.get("pile", ()))
    if (
        game.is_over() or game.phase == "swim"
    ):  # the last round was scored: hands are shown (K16, C11), tie-break draws too (K17)
        drawn = cards_in([e.params for e in current_round(game.history) if e.kind == "knack_draw"], set())
        return hidden - drawn
    for place, where in places.items():
        if place.startswith("hand ") and place != f"hand {player}":
            hidden |= set(where)
    if "chooser other" in places:
        hidden |= set(places["chooser other"])
        if game.chooser != player:
            hidden |= set(places["chooser looks at"])
    return hidden


def face_up(game) -> set:
    places = game.card_places()
    return set(places.get("table", ())) | set(places.get("discard", ())) | set(places.get("out of play", ()))


def round_key(game):
    return game.round_no


def assert_no_leak(game, seen: set) -> None:
    for player in range(game.n_players):
        leaked = shown_cards(game.view(player)) & (hidden_from(game, player) - seen)
        assert not leaked, (game, player, sorted(c.short for c in leaked))


def play_and_scan(rules, seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    game = new_game(rules, players=players, seed=seed)
    seen, current = set(), round_key(game)
    for _ in range(steps):
        if round_key(game) != current:
            seen, current = set(), round_key(game)
        seen |= face_up(game)
        assert_no_leak(game, seen)
        if game.is_over():
            break
        game = game.apply(rng.choice(game.legal_actions()))


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_no_view_of_a_random_game_names_a_hidden_card(ruleset):
    rules = knackpy.rules(ruleset)
    for seed in range(12):
        play_and_scan(rules, seed, players=2 + seed % 4, steps=160)


@pytest.mark.rule("E5", "K15")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz"])
def test_a_knack_on_the_deal_shows_its_cards_only_after_the_choice(ruleset):
    rules = knackpy.rules(ruleset)
    deck = "french32" if ruleset == "knack" else "german32"
    knack = "A♣ K♣ Q♣" if deck == "french32" else "E-A E-K E-O"
    others = ("10♣ J♣ 7♣", "Q♥ 8♠ 9♠") if deck == "french32" else ("G-K G-O G-7", "S-7 S-8 R-8")
    third = "8♦ 9♦ 7♥" if deck == "french32" else "S-10 S-9 R-9"
    hands = [None, knack, third] if ruleset == "knack" else [third, None, knack]
    game = setup_game(rules, players=3, hands=hands, dealer_hands=others)
    caller = 1 if ruleset == "knack" else 2
    before = game.view(game.chooser)
    assert not shown_cards(before) & set(game.hand(caller))
    announced = [e for e in current_round(before.history) if e.kind == "knack_deal_call_announced"]
    assert [e.player for e in announced] == [caller]  # the chooser knows the round will end (K15)
    de = [e.text("de") for e in announced][0]
    assert "31" in de and "nach der Wahl" in de
    after = game.apply(Keep())
    shown = [e for e in after.history if e.kind == "knack_deal_call" and e.player == caller]
    assert shown and set(dict(shown[0].params)["cards"]) == set(knackpy.parse_cards(knack, rules))


@pytest.mark.rule("E5", "K8", "K14", "C8", "C11", "C12", "O13")
@pytest.mark.parametrize(
    ("ruleset", "options"),
    [
        ("knack", {"feuer_ends_round": False, "forgotten_cleared_by_swap": False, "feuer_shown_as_33": False}),
        ("knack_oberlausitz", {"blank_may_drop_out": True, "coins": 1}),
        (
            "charakir",
            {
                "pair_by_points": True,
                "knocker_scores_hand": True,
                "last_turns_without_pile": True,
                "may_discard_taken_card": False,
            },
        ),
    ],
)
def test_the_other_readings_leak_nothing_either(ruleset, options):
    rules = knackpy.rules(ruleset, **options)
    for seed in range(6):
        play_and_scan(rules, seed, players=2 + seed % 3, steps=300)
