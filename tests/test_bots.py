"""Bots: every level plays every ruleset legally to the end, deterministically, from its view only (E5),
and the levels are ordered: strong beats simple, simple beats random."""

import re

import pytest

import knackpy
from knackpy import bots
from knackpy.bots import LEVELS, level_name, make_bot, tournament
from knackpy.engine import charakir as ck
from knackpy.engine import knack as kn
from knackpy.errors import KnackpyError

RULESETS = ("knack", "knack_oberlausitz", "charakir")
RULE_ID = re.compile(r"\b[EKOC]\d+\b")


def play(rules, levels, seed, players=None):
    """Play a seeded game with one bot per seat; check every action is legal when chosen (E2)."""
    players = players or len(levels)
    game = knackpy.new_game(rules, players=players, seed=seed)
    seats = [make_bot(levels[s % len(levels)], rules, seed=seed + s) for s in range(players)]
    while not game.is_over():
        action = seats[game.to_move].act(game)
        assert action in game.legal_actions()
        game = game.apply(action)
    return game


class OnlyTheView:
    """A game stand-in that lets a bot see the view of the player to move and nothing else (E5)."""

    def __init__(self, game):
        self._game = game

    @property
    def to_move(self):
        return self._game.to_move

    def view(self, player):
        assert player == self._game.to_move
        return self._game.view(player)

    def __getattr__(self, name):
        raise AssertionError(f"the bot looked at game.{name}")


# --- names and construction --------------------------------------------------------------------------------------


def test_levels_and_names_in_both_languages():
    assert LEVELS == ("random", "simple", "strong", "expert")
    assert [level_name(x, "de") for x in LEVELS] == ["Zufall", "Einfach", "Stark", "Profi"]
    assert [level_name(x, "en") for x in LEVELS] == ["random", "simple", "strong", "expert"]
    bot = make_bot("strong", knackpy.rules("knack"), seed=5)
    assert (bot.level, bot.seed, bot.rules.game) == ("strong", 5, "knack")
    assert bot.name("de") == "Stark" and bot.name() == "Stark" and bot.name("en") == "strong"


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_make_bot_for_every_level_and_ruleset(level, ruleset):
    bot = make_bot(level, knackpy.rules(ruleset), seed=3)
    assert isinstance(bot, bots.Bot) and bot.level == level and bot.rules.game == ruleset
    assert bot.explain_last("de") is None  # nothing chosen yet
    assert make_bot(level, ruleset).rules == knackpy.rules(ruleset)  # a ruleset name works too


def test_unknown_level_is_a_bilingual_error_listing_the_levels():
    with pytest.raises(KnackpyError) as info:
        make_bot("clever", knackpy.rules("knack"))
    for text in (info.value.de, info.value.en):
        assert "clever" in text and "random, simple, strong, expert" in text
    with pytest.raises(KnackpyError):
        level_name("medium")


def test_a_bot_refuses_a_view_without_actions_or_of_another_game():
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
    bot = make_bot("simple", knackpy.rules("knack"))
    other = (game.to_move + 1) % 3
    with pytest.raises(KnackpyError):
        bot.choose(game.view(other))  # not his turn: no legal actions
    with pytest.raises(KnackpyError):
        make_bot("simple", knackpy.rules("charakir")).choose(game.view(game.to_move))


# --- whole games -------------------------------------------------------------------------------------------------


@pytest.mark.rule("E2", "K18", "O13", "C13")
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_with_legal_actions_only(level, ruleset):
    rules = knackpy.rules(ruleset)
    game = play(rules, [level] * 3, seed=11)
    outcome = game.outcome()
    assert game.is_over() and outcome is not None and outcome.winners
    assert game.round_results


@pytest.mark.rule("E2")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_mixed_tables_and_other_options_play_to_the_end(ruleset):
    rules = knackpy.rules(ruleset)
    if ruleset == "knack":
        rules = rules.replace(deck="french52", seven_eight_nine=True)
    elif ruleset == "knack_oberlausitz":
        rules = rules.replace(announce_knack=False, same_rank_adds=False, knack_is_ace_flush=False)
    else:
        rules = rules.replace(pair_may_use_taken_card=False, limit=60)
    game = play(rules, ["strong", "random", "simple", "simple"], seed=3)
    assert game.is_over()


@pytest.mark.rule("E1")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_same_seed_same_game_and_other_seeds_differ(ruleset):
    rules = knackpy.rules(ruleset)
    levels = ["random", "strong", "simple"]
    first = play(rules, levels, seed=21)
    again = play(rules, levels, seed=21)
    assert first.to_json() == again.to_json()
    randoms = {play(rules, ["random"] * 2, seed=s).to_json() for s in (1, 2)}
    assert len(randoms) == 2


@pytest.mark.rule("E1", "E6")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_replayed_game_gets_the_same_decisions(ruleset):
    """Decisions depend on the seed and the view, not on the bot's past: a loaded game continues identically."""
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=8)
    seats = [make_bot(level, rules, seed=40 + s) for s, level in enumerate(LEVELS)]
    for _ in range(25):
        game = game.apply(seats[game.to_move].act(game))
    saved = game.to_json()
    fresh = [make_bot(level, rules, seed=40 + s) for s, level in enumerate(LEVELS)]
    loaded = knackpy.load_game(saved)
    for _ in range(40):
        if game.is_over():
            break
        a, b = seats[game.to_move].act(game), fresh[loaded.to_move].act(loaded)
        assert a == b
        game, loaded = game.apply(a), loaded.apply(b)


# --- E5: the bot sees only the view ---------------------------------------------------------------------------------


def knack_twins(ruleset):
    """Two games whose hidden cards differ but whose view for the player to move is the same."""
    rules = knackpy.rules(ruleset)
    if ruleset == "knack":
        mine, dealer, theirs = "A♥ K♥ 7♠", ("10♣ J♣ 9♣", "10♥ 8♦ 9♦"), ("8♣ 8♠ 9♠", "7♦ Q♠ Q♦")
    else:  # Oberlausitz: seat 1 is the chooser (left of dealer 0), seat 2 moves first
        mine, dealer, theirs = "R-A R-K E-7", ("E-10 E-U E-9", "R-10 G-8 G-9"), ("E-8 S-8 S-9", "S-7 S-O G-O")
    games = []
    for other in theirs:
        hands = [None, mine, other] if ruleset == "knack" else [other, None, mine]
        game = kn.setup_game(rules, players=3, dealer=0, hands=hands, dealer_hands=dealer, seed=5)
        games.append(game.apply("keep"))
    return games


def charakir_twins():
    rules = knackpy.rules("charakir")
    games = []
    for other in (["9h 9c 8d 7s", "Kh Qh Jh 10h"], ["2h 3c 4d 6s", "Ac As 3h 3s"]):
        order = ck.stack_deck(rules, players=3, dealer=2, hands=["5h 5s Kd 2c", *other], discard="Kc", seed=1)
        games.append(knackpy.new_game(rules, players=3, seed=9, deck_order=order, first_dealer=2))
    return games


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_decision_depends_only_on_the_view(ruleset):
    first, second = charakir_twins() if ruleset == "charakir" else knack_twins(ruleset)
    player = first.to_move
    assert second.to_move == player
    assert first.view(None) != second.view(None)  # the hidden cards differ ...
    assert first.view(player) == second.view(player)  # ... the player's view does not
    rules = first.rules
    for level in LEVELS:
        for seed in (0, 1, 2):
            assert make_bot(level, rules, seed=seed).act(first) == make_bot(level, rules, seed=seed).act(second)


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_act_asks_the_game_for_the_view_and_nothing_else(level, ruleset):
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=2)
    seats = [make_bot(level, rules, seed=s) for s in range(3)]
    for _ in range(30):
        if game.is_over():
            break
        action = seats[game.to_move].act(OnlyTheView(game))
        game = game.apply(action)


@pytest.mark.rule("E5")
def test_the_view_a_bot_gets_shows_no_hidden_cards():
    for ruleset in RULESETS:
        game = knackpy.new_game(knackpy.rules(ruleset), players=3, seed=4)
        view = game.view(game.to_move)
        assert not {"hands", "pile", "values", "chooser_hands"} & set(view.data)


# --- the simple rule of thumb ---------------------------------------------------------------------------------------


@pytest.mark.rule("K10", "K14")
def test_simple_bot_swaps_to_31_and_calls_at_once():
    rules = knackpy.rules("knack")
    game = kn.setup_game(rules, players=2, dealer=0, hands=[None, "A♥ K♥ 7♠"], dealer_hands=("10♣ J♣ 9♣", "10♥ 8♦ 9♦"))
    dealer_bot, bot = make_bot("simple", rules), make_bot("simple", rules)
    keep = dealer_bot.act(game)
    assert keep == kn.Keep()  # 29 >= 20 (K5)
    assert "K5" in dealer_bot.explain_last("de") and "29" in dealer_bot.explain_last("en")
    game = game.apply(keep)
    swap = bot.act(game)
    assert swap == kn.Swap("7♠", "10♥")
    game = game.apply(swap)
    assert game.phase == "call"
    call = bot.act(game)
    assert isinstance(call, kn.CallKnack)
    assert "K14" in bot.explain_last("de") and "31" in bot.explain_last("en")
    assert game.apply(call).round_results[-1].ended == "call"
    assert make_bot("strong", rules).act(game) == call


@pytest.mark.rule("K5", "K13", "K11")
def test_simple_bot_throws_a_poor_hand_closes_high_and_pushes_when_stuck():
    rules = knackpy.rules("knack")
    game = kn.setup_game(rules, players=2, dealer=0, hands=[None, "A♥ K♥ 9♥"], dealer_hands=("7♣ 8♦ 9♠", "10♥ 8♣ 9♦"))
    bot = make_bot("simple", rules)
    assert bot.act(game) == kn.Throw()  # 9 points < 20
    assert "K5" in bot.explain_last("en")
    game = game.apply("throw")  # table: 7♣ 8♦ 9♠; seat 1 holds 30 (A K 9 of hearts)
    action = bot.act(game)
    assert isinstance(action, kn.Close)  # 30 >= 26 (K13)
    assert "K13" in bot.explain_last("de")
    low = kn.setup_game(rules, players=2, dealer=0, hands=[None, "A♥ K♥ 8♠"], dealer_hands=("10♣ J♣ 9♣", "7♦ 8♣ 7♠"))
    low = low.apply("keep")  # table 7♦ 8♣ 7♠: no swap improves 21, too little to close
    assert bot.act(low) == kn.Push()
    assert "K11" in bot.explain_last("de")


@pytest.mark.rule("O10", "O9")
def test_simple_bot_announces_a_knack_in_the_oberlausitz():
    rules = knackpy.rules("knack_oberlausitz")
    game = kn.setup_game(
        rules, players=2, dealer=0, hands=["R-A R-7 E-7", None], dealer_hands=("E-10 E-U E-9", "R-8 G-8 G-9")
    )
    bot = make_bot("simple", rules)
    game = game.apply(bot.act(game))  # the chooser keeps 29
    swap = bot.act(game)  # seat 0: R-7 R-8 with R-A makes three Rot with an ace: a Knack (O7)
    game = game.apply(swap)
    assert game.phase == "call"
    call = bot.act(game)
    assert isinstance(call, kn.CallKnack) and "O10" in bot.explain_last("de")


@pytest.mark.rule("C8", "C9", "C10")
def test_simple_charakir_bot_takes_only_with_a_pair_discards_high_knocks_low():
    rules = knackpy.rules("charakir")
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["As 2d Kc Qh", "9h 9c 8d 7s"], discard="Kd", pile="3c")
    game = knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1)
    bot = make_bot("simple", rules)
    assert bot.act(game) == ck.TakeDiscard()
    assert "C8" in bot.explain_last("de")
    game = game.apply("take")
    pair = bot.act(game)
    assert isinstance(pair, ck.LayPair) and {pair.a.rank.key, pair.b.rank.key} == {"king"}
    game = game.apply(pair)
    assert bot.act(game) == ck.Discard("Qh")  # the highest card (C9)
    game = game.apply("discard Qh")
    assert game.phase == "knock" and game.hand_points(0) == 3
    assert bot.act(game) == ck.Knock()
    assert "C10" in bot.explain_last("en")
    # no pair with the open card: draw from the pile (taking is not even legal)
    order = ck.stack_deck(rules, players=2, dealer=1, hands=["As 2d Jc Qh", "9h 9c 8d 7s"], discard="Kd", pile="3c")
    game = knackpy.new_game(rules, players=2, seed=1, deck_order=order, first_dealer=1)
    assert game.legal_actions() == (ck.DrawPile(),)
    assert bot.act(game) == ck.DrawPile()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_simple_and_strong_explain_their_last_choice_in_both_languages_with_rule_ids(ruleset):
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=6)
    seats = [make_bot(level, rules, seed=s) for s, level in enumerate(("simple", "strong", "random"))]
    seen = set()
    while not game.is_over() and len(seen) < 3:
        bot = seats[game.to_move]
        game = game.apply(bot.act(game))
        de, en = bot.explain_last("de"), bot.explain_last("en")
        assert de and en and de != en
        assert RULE_ID.search(de) and RULE_ID.search(en)
        seen.add(bot.level)


# --- the levels are ordered --------------------------------------------------------------------------------------


# Duels with the seats rotated (the games of bots.tournament.play_game).  Over many games (see the README) the strong
# bot loses about 40 % of the rounds against the simple bot in Knack, 46 % in the Oberlausitz (where tied players
# all pay), and scores about 5 points per Charakir round against the simple bot's 8.  With these sample sizes the
# margins below leave two to three standard errors of room.


@pytest.mark.slow  # tournaments of hundreds of games
@pytest.mark.rule("K16", "K18")
def test_knack_strong_beats_simple_beats_random():
    rules = knackpy.rules("knack")
    duel = tournament(rules, ("simple", "random"), games=20, seed=7)
    assert duel["simple"].win_share >= 0.9
    assert duel["simple"].loss_rate < duel["random"].loss_rate - 0.5
    duel = tournament(rules, ("strong", "simple"), games=120, seed=7)
    strong, simple = duel["strong"], duel["simple"]
    assert strong.rounds > 300
    assert strong.loss_rate < 0.47 < simple.loss_rate
    assert strong.win_share > 0.55


@pytest.mark.slow
@pytest.mark.rule("O12", "O13")
def test_oberlausitz_strong_beats_simple_beats_random():
    rules = knackpy.rules("knack_oberlausitz")
    duel = tournament(rules, ("simple", "random"), games=20, seed=7)
    assert duel["simple"].win_share >= 0.9
    assert duel["simple"].loss_rate < duel["random"].loss_rate - 0.5
    duel = tournament(rules, ("strong", "simple"), games=120, seed=7)
    strong, simple = duel["strong"], duel["simple"]
    assert strong.rounds > 300
    assert strong.loss_rate < simple.loss_rate - 0.04
    assert strong.win_share > 0.55


@pytest.mark.slow
@pytest.mark.rule("C11", "C12", "C13")
def test_charakir_strong_beats_simple_beats_random():
    rules = knackpy.rules("charakir")
    duel = tournament(rules, ("simple", "random"), games=10, seed=7)
    assert duel["simple"].points_per_round < duel["random"].points_per_round - 5
    assert duel["simple"].win_share >= 0.8
    duel = tournament(rules, ("strong", "simple"), games=30, seed=7)
    strong, simple = duel["strong"], duel["simple"]
    assert strong.rounds > 250
    assert strong.points_per_round < simple.points_per_round - 1.5
    assert strong.win_share > 0.55


# --- the tournament helper -----------------------------------------------------------------------------------------


def test_tournament_rotates_seats_reports_intervals_and_progress():
    calls = []
    result = tournament("knack", ("simple", "random", "simple"), games=6, seed=2, progress=lambda d, t: calls.append(d))
    assert calls == [1, 2, 3, 4, 5, 6]
    assert [row.level for row in result.levels] == ["simple", "random"]
    assert result["simple"].games == 12 and result["random"].games == 6
    assert sum(row.wins for row in result.levels) == pytest.approx(6)
    for row in result.levels:
        low, high = row.win_interval()
        assert 0 <= low <= row.win_share <= high <= 1
        low, high = row.loss_interval()
        assert low <= row.loss_rate <= high
    assert "Einfach" in result.text("de") and "simple" in result.text("en")
    assert "verlorene Runden" in str(result)
    with pytest.raises(KeyError):
        result["strong"]
    charakir = tournament("charakir", ("simple", "random"), games=2, seed=1)
    low, high = charakir["simple"].points_interval()
    assert low <= charakir["simple"].points_per_round <= high
    assert "Punkte je Runde" in charakir.text("de")
    with pytest.raises(KnackpyError):
        tournament("knack", (), games=1)
    with pytest.raises(KnackpyError):
        tournament("knack", ("simple", "genius"), games=1)


def test_evaluate_needs_the_view_of_the_player_to_move():
    rules = knackpy.rules("knack")
    game = knackpy.new_game(rules, players=3, seed=1)
    with pytest.raises(KnackpyError):
        bots.evaluate(game.view(None), rules, game.legal_actions())
    values = bots.evaluate(game.view(game.to_move), rules, worlds=8)
    assert len(values) == len(game.legal_actions()) and all(0 <= v <= 1 for v in values)
    assert bots.evaluate(game.view((game.to_move + 1) % 3), rules) == []


def test_value_texts():
    assert bots.value_text("lose_chance", 0.12, "knack", "de") == "Risiko, ein Leben zu verlieren: 12 %"
    assert bots.value_text("lose_chance", 0.12, "knack", "en") == "risk of losing a life: 12%"
    assert bots.value_text("lose_chance", 0.5, "knack_oberlausitz", "de") == "Risiko, eine Münze zu zahlen: 50 %"
    assert bots.value_text("expected_points", 7.25, "charakir", "de") == "erwartete Punkte in dieser Runde: 7,2"
    assert bots.value_text("hand_value", 30.5, "knack", "en") == "hand value afterwards: 30½"
    assert bots.percent_text(0.001, "en") == "<1%" and bots.percent_text(0.999) == ">99 %"
    with pytest.raises(KnackpyError):
        bots.value_text("luck", 1.0, "knack")


# Every public name knackpy/bots.py had before it became a package (issue 16); lessons and front ends import them.
FORMER_NAMES = (
    *("LEVELS", "level_name", "Bot", "RandomBot", "SimpleBot", "StrongBot", "make_bot", "evaluate", "decision_key"),
    *("tournament", "TournamentResult", "LevelResult", "KEEP_AT_LEAST", "CLOSE_AT_LEAST", "KNOCK_AT_MOST"),
    *("percent_text", "decimal_text", "value_text", "KNACK_BUDGET", "KNACK_MAX_SWAPS", "CHARAKIR_BUDGET"),
    *("MIN_WORLDS", "MAX_WORLDS", "PROPOSALS", "ROLLOUT_CIRCLES", "RECORDS"),
)


def test_the_package_keeps_every_name_of_the_former_module():
    assert [name for name in FORMER_NAMES if not hasattr(bots, name)] == []
    assert set(bots.__all__) <= set(FORMER_NAMES)
    assert make_bot("strong", "knack").budget == bots.KNACK_BUDGET
    assert make_bot("strong", "charakir").budget == bots.CHARAKIR_BUDGET
    assert isinstance(make_bot("simple", "knack"), bots.SimpleBot)


@pytest.mark.rule("C9")
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_charakir_when_the_taken_card_must_stay(level):
    """may_discard_taken_card=False: the simple rule of thumb once picked the taken card to discard and found no move."""
    rules = knackpy.rules("charakir", may_discard_taken_card=False, limit=60)
    for seed in range(3):
        assert play(rules, [level] * 3, seed=seed).is_over()
