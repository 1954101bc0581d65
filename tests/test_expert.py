"""The level ``expert`` (Profi, issue 34 point 5): the strong bot's search with every swap and more deals.

Legal whole games for every ruleset and E5 come from the level-parametrized tests of ``test_bots.py``; here:
it is deterministic per seed, it weighs every swap, it spends more deals on close decisions, and it does
decide differently from the strong bot.  Its strength is measured, not tested (``benchmarks/README.md``).
"""

import pytest

import knackpy
from knackpy.bots import StrongBot, level_name, make_bot
from knackpy.bots.expert import EXPERT_CHARAKIR_MOST, EXPERT_MOST, ExpertBot
from knackpy.bots.strong import MAX_WORLDS
from knackpy.bots.strong_knack import knack_candidates
from knackpy.evaluation import knack_measures

KNACK_RULESETS = ("knack", "knack_oberlausitz")


def decisions(ruleset, seed, players=2):
    """Every view of a seeded game between expert bots, with the expert's action."""
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=players, seed=seed)
    seats = [make_bot("expert", rules, seed=seed + s) for s in range(players)]
    out = []
    while not game.is_over():
        view = game.view(game.to_move)
        action = seats[game.to_move].choose(view)
        assert action in game.legal_actions()
        out.append((view, action, seats[game.to_move]._why))
        game = game.apply(action)
    return game, out


def test_the_level_has_a_name_in_both_languages_and_is_a_strong_bot():
    assert (level_name("expert", "de"), level_name("expert", "en")) == ("Profi", "expert")
    bot = make_bot("expert", "knack", seed=2)
    assert isinstance(bot, ExpertBot) and isinstance(bot, StrongBot) and bot.name() == "Profi"
    assert bot.race.swaps == 10 and bot.race.most == EXPERT_MOST > StrongBot.race.most
    assert bot.budget == bot.race.total > StrongBot.race.total


@pytest.mark.rule("E1")
@pytest.mark.parametrize("ruleset", (*KNACK_RULESETS, "charakir"))
def test_same_seed_same_game(ruleset):
    first, _ = decisions(ruleset, seed=5)
    again, _ = decisions(ruleset, seed=5)
    assert first.to_json() == again.to_json()


@pytest.mark.parametrize("ruleset", KNACK_RULESETS)
def test_it_weighs_every_swap_where_the_strong_bot_weighs_four(ruleset):
    ctx = knack_measures(knackpy.rules(ruleset))
    _, seen = decisions(ruleset, seed=3)
    wide = 0
    for view, _action, _why in seen:
        legal = view.legal_actions
        swaps = [a for a in legal if a.kind in ("swap", "swap_all")]
        strong, forced = knack_candidates(view, legal, ctx, StrongBot.race.swaps)
        expert, _ = knack_candidates(view, legal, ctx, ExpertBot.race.swaps)
        if forced is None and len(swaps) == 10:  # nine single swaps and swapping all (K10)
            assert set(swaps) <= set(expert) and len(set(swaps) & set(strong)) <= 5
            wide += 1
    assert wide > 5


@pytest.mark.parametrize("ruleset", KNACK_RULESETS)
def test_close_decisions_get_more_deals_than_the_strong_bot_could_give(ruleset):
    samples = []
    for seed in (1, 2):
        _, seen = decisions(ruleset, seed=seed)
        samples += [dict(why[1])["samples"] for _view, _action, why in seen if why[0] == "bots.why.strong"]
    assert max(samples) > StrongBot.race.most
    assert max(samples) <= EXPERT_MOST


def test_charakir_decisions_get_four_times_the_strong_bots_deals():
    """Charakir: the strong bot's search, over more deals per candidate than the strong bot may give."""
    samples = []
    for seed in (1, 2):
        _, seen = decisions("charakir", seed=seed)
        samples += [dict(why[1])["samples"] for _view, _action, why in seen if why[0] == "bots.why.strong"]
    assert samples and min(samples) > MAX_WORLDS
    assert max(samples) <= EXPERT_CHARAKIR_MOST


@pytest.mark.parametrize("ruleset", (*KNACK_RULESETS, "charakir"))
def test_it_decides_differently_from_the_strong_bot_somewhere(ruleset):
    rules = knackpy.rules(ruleset)
    differ = 0
    for seed in (1, 2, 3):
        _, seen = decisions(ruleset, seed=seed)
        strong = StrongBot(rules, seed=seed)
        differ += sum(strong.choose(view) != action for view, action, _why in seen)
    assert differ > 0


def test_a_move_off_the_rule_of_thumb_weighs_miss_in_the_likelihood():
    """The expert believes less firmly that the others follow the rule of thumb (a strong opponent does not):
    every move the rule of thumb would not make weighs ``miss``; with ``miss=1`` no hand is less likely."""
    import random

    from knackpy.bots.knack_deals import likelihood
    from knackpy.bots.knack_info import _knack_info
    from knackpy.bots.sampling import MISS

    rules = knackpy.rules("knack")
    ctx = knack_measures(rules)
    rng = random.Random(1)
    assert ExpertBot.race.miss > MISS == StrongBot.race.miss
    weighed = 0
    for seed in (1, 2):
        _, seen = decisions("knack", seed=seed, players=3)
        for view, _action, _why in seen:
            info = _knack_info(view, ctx)
            for seat, known, k in info.slots:
                recs = info.records.get(seat)
                if not recs or k <= 0:
                    continue
                for _ in range(5):
                    hand = known + tuple(rng.sample(info.pool, k))
                    strong = likelihood(ctx, recs, hand)
                    expert = likelihood(ctx, recs, hand, ExpertBot.race.miss)
                    assert likelihood(ctx, recs, hand, 1.0) == 1.0
                    assert expert >= strong and (expert > strong) == (strong < 1.0)
                    weighed += strong < 1.0
    assert weighed > 10


def test_it_is_offered_wherever_levels_are_chosen():
    """The terminal (``--bots profi`` or ``expert``), simulations and the widgets' level chooser know it."""
    import knackpy.cli.texts  # noqa: F401 - the terminal's help texts
    from knackpy.i18n import text
    from knackpy.simulate import level_key
    from knackpy.widgets.play_settings import level_options

    assert level_key("Profi") == level_key("expert") == level_key(" EXPERT ") == "expert"
    assert ("Bot: Profi", "expert") in [(label.replace("\u00a0", " "), v) for label, v in level_options("de")]
    assert "expert" in dict((v, label) for label, v in level_options("en"))
    for key in ("cli.help.play_bots", "cli.help.sim_bots"):
        assert "expert" in text(key, "de") and "expert" in text(key, "en")
