"""Simulations: plain records that add up, determinism, processes, progress and interruption."""

from __future__ import annotations

import os
import re
import signal
import sys
import time
import xml.etree.ElementTree as ET

import pytest
from picture_support import pictures_in, shown_svg

from knackpy import rules
from knackpy.bots import make_bot, tournament
from knackpy.errors import KnackpyError
from knackpy.simulate import ENDINGS, SimulationResult, derive_seed, simulate, simulate_rounds

RULESETS = ("knack", "knack_oberlausitz", "charakir")
pytestmark = pytest.mark.rule("E1")


@pytest.fixture(scope="module")
def runs() -> dict[str, SimulationResult]:
    """One small run per ruleset, shared by the consistency tests (random and simple bots: fast)."""
    return {rs: simulate(rs, bots=["random", "simple", "simple"], games=8, seed=3) for rs in RULESETS}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_records_add_up(runs, ruleset):
    result = runs[ruleset]
    n = result.n_players
    assert len(result.games) == result.requested == 8 and not result.interrupted
    stats = result.players
    assert sum(s.win_score for s in stats) == pytest.approx(8)
    assert sum(s.wins for s in stats) >= 8
    assert all(s.games == 8 for s in stats)
    r = rules(ruleset)
    for index, game in enumerate(result.games):
        assert game.index == index and game.seed == derive_seed(3, "game", index)
        assert game.seating == tuple((s + index) % n for s in range(n))  # seats rotate
        assert game.finished and game.winners and game.rounds
        assert [rd.round for rd in game.rounds] == list(range(1, len(game.rounds) + 1))
        for rd in game.rounds:
            assert rd.ending in ENDINGS and rd.rule and rd.why
            assert rd.turns >= 0 and set(rd.losers) <= set(range(n))
            assert len(rd.values) == len(rd.lost) == len(rd.points) == n
        lost = [sum(rd.lost[p] for rd in game.rounds) for p in range(n)]
        points = [sum(rd.points[p] for rd in game.rounds) for p in range(n)]
        if ruleset == "knack":
            assert [r.lives - left for left in game.standings] == lost  # K18: every lost life is in a round
        elif ruleset == "charakir":
            assert list(game.standings) == points  # C13: totals are the sum of the rounds
            assert min(points) == min(points[w] for w in game.winners)
        else:
            assert sum(game.standings) == n * r.coins  # O13: the winner takes the pot
    # per-player figures are sums over the records
    for p, s in enumerate(stats):
        assert s.rounds == sum(1 for rd in result.rounds if rd.values[p] is not None)
        assert s.rounds_lost == sum(1 for rd in result.rounds if p in rd.losers)
        assert sum(s.ended.values()) == sum(1 for rd in result.rounds if rd.ender == p)
    assert sum(result.endings().values()) == len(result.rounds)


def test_levels_add_up(runs):
    result = runs["knack"]
    by_player, by_level = result.stats("player"), result.stats("level")
    assert [s.level for s in by_level] == ["random", "simple"] and [s.seats for s in by_level] == [1, 2]
    assert by_level[1].win_score == pytest.approx(by_player[1].win_score + by_player[2].win_score)
    assert by_level[1].lost == by_player[1].lost + by_player[2].lost
    assert sum(s.win_share for s in by_level) == pytest.approx(1)


def test_rows_for_a_notebook(runs):
    result = runs["charakir"]
    players, levels = result.rows(), result.rows("levels")
    assert len(players) == 3 and len(levels) == 2
    assert {"player", "wins", "win_share", "points", "mean_round_turns", "ended_knock"} <= set(players[0])
    games, rounds = result.rows("games", lang="en"), result.rows("rounds")
    assert len(games) == 8 and len(rounds) == len(result.rounds)
    assert games[0]["seating"].startswith("random") and rounds[0]["ending"] in ENDINGS
    with pytest.raises(KnackpyError):
        result.rows("everything")


def test_table_and_summary_in_both_languages(runs):
    result = runs["knack"]
    de, en = result.table("de"), result.table("en")
    assert de.splitlines()[0].startswith("Spieler") and "Siegquote" in de and "Leben verloren" in de
    assert en.splitlines()[0].startswith("Player") and "Win share" in en and "Lives lost" in en
    assert len(de.splitlines()) == 2 + 3
    assert "Stufe" in result.table("de", by="level") and "Level" in result.table("en", by="level")
    assert "Münzen" in runs["knack_oberlausitz"].table("de") and "Points" in runs["charakir"].table("en")
    assert "8 Spiele" in result.summary("de") and "Plätze" in result.summary("de")
    assert "8 games" in result.summary("en") and "Seats rotate" in result.summary("en")
    assert "%" in result.summary("de") and str(result).startswith("8 Spiele")
    page = result._repr_html_()
    assert "<table>" in page and "<th>Siegquote</th>" in page
    chart = str(result.chart_svg("de"))
    assert pictures_in(page) == [(ET.fromstring(chart).get("aria-label"), chart)]  # the chart, as a named <img>
    assert "<th>Win share</th>" in result.html("en")


@pytest.mark.parametrize("what", ["wins", "lost", "endings", "turns"])
def test_charts(runs, what):
    chart = runs["knack"].chart_svg("en", what)
    assert chart.startswith("<svg") and shown_svg(chart) == str(chart)
    with pytest.raises(KnackpyError):
        runs["knack"].chart_svg("de", "pie")


def test_charts_write_the_figures_of_their_language(runs):
    """The mean round length is "4,5" in a German chart and "4.5" in an English one; shares "25 %" and "25%"."""

    def figures(lang, what):
        return ET.fromstring(runs["knack"].chart_svg(lang, what)).get("aria-label").rsplit(": ", 1)[-1]

    assert re.fullmatch(r"\d+,\d", figures("de", "turns")) and re.fullmatch(r"\d+\.\d", figures("en", "turns"))
    assert figures("de", "turns").replace(",", ".") == figures("en", "turns")
    assert re.fullmatch(r"(<1|\d+) %", figures("de", "wins")) and re.fullmatch(r"(<1|\d+)%", figures("en", "wins"))


def test_same_seed_same_result_and_other_seed_other_games():
    a = simulate("knack", bots=["random", "simple"], games=5, seed=11)
    b = simulate("knack", bots=["random", "simple"], games=5, seed=11)
    c = simulate("knack", bots=["random", "simple"], games=5, seed=12)
    assert a == b and a.rows("rounds") == b.rows("rounds")
    assert a.games != c.games


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_tournament_plays_the_games_of_a_simulation_with_the_same_seed(ruleset):
    """One runner, one seeding scheme: the bots' tournament and simulate give the same figures per level."""
    duel = tournament(ruleset, ("simple", "random", "random"), games=6, seed=5)
    run = simulate(ruleset, bots=["simple", "random", "random"], games=6, seed=5)
    for stats in run.stats("level"):
        row = duel[stats.level]
        assert row.wins == pytest.approx(stats.win_score)
        assert row.rounds == stats.rounds and row.points == (stats.points or 0)
        if stats.lost is not None:  # rounds lost: a life or a coin (Knack); Charakir counts points
            assert row.rounds_lost == stats.rounds_lost


@pytest.mark.parametrize("ruleset", ["knack", "charakir"])
def test_result_does_not_depend_on_the_number_of_processes(ruleset):
    one = simulate(ruleset, bots=["simple", "random"], games=24, seed=5, workers=1)
    two = simulate(ruleset, bots=["simple", "random"], games=24, seed=5, workers=2)
    assert two.workers == 2 and one.workers == 1
    assert one == two and one.rows("rounds") == two.rows("rounds") and one.table("en") == two.table("en")


def test_progress_callback_counts_every_game():
    calls = []
    simulate("charakir", bots=["simple"], games=6, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(i, 6) for i in range(1, 7)]
    calls.clear()
    simulate("charakir", bots=["simple"], games=12, workers=2, progress=lambda d, t: calls.append((d, t)))
    assert calls[-1] == (12, 12) and [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_text_progress_bar_on_stderr(capsys):
    simulate("knack", bots=["simple"], games=3, progress="text")
    err = capsys.readouterr().err
    assert "3/3" in err and "#" in err
    simulate("knack", bots=["simple"], games=2, progress="auto")  # not in Jupyter: the text bar
    assert "2/2" in capsys.readouterr().err


def test_ctrl_c_returns_the_games_so_far():
    def stop(done, total):
        if done == 3:
            raise KeyboardInterrupt

    result = simulate("knack", bots=["random", "simple"], games=10, seed=2, progress=stop)
    assert result.interrupted and len(result.games) == 3 and result.requested == 10
    assert result.games == simulate("knack", bots=["random", "simple"], games=3, seed=2).games
    assert "Abgebrochen nach 3 von 10" in result.summary("de") and "Interrupted" in result.summary("en")


def test_ctrl_c_with_processes_keeps_a_prefix():
    def stop(done, total):
        raise KeyboardInterrupt

    result = simulate("charakir", bots=["random"], games=40, seed=2, workers=2, progress=stop)
    assert result.interrupted and len(result.games) < 40
    assert [g.index for g in result.games] == list(range(len(result.games)))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_is_held_back_while_the_workers_start_and_stop():
    """A worker forked while Ctrl-C is pressed must not see it; a second Ctrl-C must not break off the shutdown."""
    from knackpy.simulate.play import _holding_ctrl_c

    before = signal.getsignal(signal.SIGINT)
    with _holding_ctrl_c() as pressed:
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # the handler runs in the main thread at its next step
            if pressed:
                break
            time.sleep(0.001)
    assert pressed == [True] and signal.getsignal(signal.SIGINT) is before


def test_single_rounds():
    result = simulate_rounds("knack_oberlausitz", bots=["simple", "random"], rounds=10, seed=4)
    assert result.rounds_only and len(result.rounds) == 10
    assert all(len(g.rounds) == 1 and g.winners == g.rounds[0].winners for g in result.games)
    assert "einzelne Runden" in result.summary("de") and "single rounds" in result.summary("en")
    charakir = simulate("charakir", bots=["simple"], players=3, games=5, rounds_only=True)
    assert all(not g.finished and list(g.standings) == list(g.rounds[0].points) for g in charakir.games)


def test_bot_objects_and_factories():
    r = rules("knack")
    bot = make_bot("simple", r, seed=9)
    by_object = simulate(r, bots=[bot, "random"], games=4, seed=1)
    assert by_object == simulate(r, bots=[bot, "random"], games=4, seed=1)  # copied per game, never worn out
    assert by_object.levels == ("simple", "random") and by_object.label(0, "en") == bot.name("en")

    def factory(rules, *, seed):
        return make_bot("simple", rules, seed=seed)

    by_factory = simulate(r, bots=[factory, "simple"], games=4, seed=1)
    assert by_factory.games == simulate(r, bots=["simple", "simple"], games=4, seed=1).games


def test_bots_fill_the_table_and_names_are_numbered():
    result = simulate("knack", bots="simple,random", players=4, games=1, seed=1)
    assert result.levels == ("simple", "random", "simple", "random")
    assert [result.label(p, "en") for p in range(4)] == ["simple 1", "random 1", "simple 2", "random 2"]
    assert simulate("knack", bots=["Zufall"], games=1).levels == ("random", "random")  # German names work too


@pytest.mark.parametrize(
    "kwargs",
    [
        {"games": -1},
        {"games": "10"},
        {"games": True},
        {"seed": -5},
        {"workers": -1},
        {"bots": []},
        {"bots": ["godlike"]},
        {"bots": [42]},
        {"bots": ["simple"] * 10},
        {"players": 11},
        {"players": 2, "bots": ["simple", "simple", "simple"]},
        {"progress": "bar"},
        {"rounds_only": "yes"},
    ],
)
def test_bad_arguments_are_bilingual_errors(kwargs):
    args = {"bots": ["simple"], "games": 1} | kwargs
    with pytest.raises(KnackpyError) as info:
        simulate("knack", **args)
    assert info.value.de != info.value.en


def test_bad_rules():
    with pytest.raises(KnackpyError):
        simulate("poker", bots=["simple"], games=1)
    with pytest.raises(KnackpyError):
        simulate(42, bots=["simple"], games=1)


def test_no_games_and_seeds():
    result = simulate("knack", bots=["simple"], games=0)
    assert result.games == () and "kein Spiel" in result.summary("de")
    assert derive_seed(0, "game", 0) == derive_seed(0, "game", 0) != derive_seed(0, "game", 1)
    assert 0 <= derive_seed(123, "bot", 4, 2) < 2**63


def test_processes_need_picklable_bots():
    with pytest.raises(KnackpyError) as info:
        simulate("knack", bots=[lambda rules, seed: make_bot("simple", rules, seed=seed)], games=4, workers=2)
    assert "pickle" in info.value.de and "workers=1" in info.value.en


def test_auto_progress_uses_a_widget_in_jupyter(monkeypatch, capsys):
    pytest.importorskip("ipywidgets")
    import knackpy.simulate.progress as sim

    monkeypatch.setattr(sim, "_in_jupyter", lambda: True)
    result = simulate("knack", bots=["simple"], games=3, progress="auto")
    assert len(result.games) == 3 and "3/3" not in capsys.readouterr().err  # no text bar
