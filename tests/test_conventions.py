"""Python conventions (issue 16): legal actions that understand text, a state that draws itself in Jupyter.

The engines return a ``LegalActions`` themselves (issue 16): ``"keep" in game.legal_actions()`` reads text as
python-chess's ``move in board.legal_moves``, and so does a player's view (``view.legal_actions``).
"""

import pickle
import random
import xml.etree.ElementTree as ET

import pytest
from picture_support import shown_svg

import knackpy
from knackpy.engine.legal import LegalActions
from knackpy.engine.picture import state_svg

WORDS = (
    "keep",
    "behalten",
    "throw",
    "rauswerfen",
    "push",
    "schieben",
    "close",
    "zu",
    "passen",
    "zumachen",
    "knack",
    "Feuer!",
    "superknack",
    "alle",
    "swap all",
    "new table",
    "ziehen",
    "Offene Karte nehmen",
    "klopfen",
    "nicht klopfen",
    "no action at all",
    "",
    "tausche 7h gegen As",
)


def states(ruleset, *, games=4, seed=0, players=3):
    rules = knackpy.rules(ruleset)
    rng = random.Random(seed)
    for number in range(games):
        game = knackpy.new_game(rules, players=players, seed=seed * 1000 + number)
        while not game.is_over():
            yield game
            game = game.apply(rng.choice(game.legal_actions()))
        yield game


@pytest.mark.rule("E2")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_text_is_in_legal_actions_exactly_when_the_game_accepts_it(ruleset):
    checked = 0
    for game in states(ruleset):
        legal = game.legal_actions()
        assert type(legal) is LegalActions and legal is game.legal_actions()  # built once per state
        texts = [a.to_text() for a in legal] + list(WORDS)
        for text in texts:
            assert (text in legal) == game.can(text), (text, legal)
            checked += 1
        for action in legal:
            assert action in legal
    assert checked > 500


@pytest.mark.rule("E5")
@pytest.mark.parametrize("ruleset", ["knack", "knack_oberlausitz", "charakir"])
def test_a_players_view_reads_text_too_and_the_others_see_no_actions(ruleset):
    for game in states(ruleset, games=1):
        if game.is_over():
            assert "keep" not in game.legal_actions() and game.view(0).legal_actions == ()
            continue
        mover = game.to_move
        seen = game.view(mover).legal_actions
        assert type(seen) is LegalActions and seen == game.legal_actions()
        assert all((a.to_text() in seen) for a in seen)
        other = game.view((mover + 1) % game.n_players).legal_actions
        assert type(other) is LegalActions and other == () and not any(a.to_text() in other for a in seen)


def test_a_plain_tuple_of_actions_can_still_be_wrapped():
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
    plain = tuple(game.legal_actions())
    assert type(plain) is tuple and "keep" in LegalActions(plain) and "keep" not in plain


def test_a_legal_tuple_stays_a_tuple():
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
    legal = game.legal_actions()
    keep, throw = legal
    assert legal == (keep, throw) and (keep, throw) == legal and hash(legal) == hash((keep, throw))
    assert legal[0] is keep and legal[-1:] == (throw,) and len(legal) == 2 and list(legal) == [keep, throw]
    assert repr(legal) == repr((keep, throw))
    assert 42 not in legal and None not in legal and isinstance(legal, tuple)
    assert pickle.loads(pickle.dumps(legal)) == legal and "keep" in pickle.loads(pickle.dumps(legal))
    over = next(g for g in states("knack", games=1) if g.is_over())
    assert over.legal_actions() == () and "keep" not in over.legal_actions()


def test_german_cards_by_their_own_names():
    game = knackpy.new_game(knackpy.rules("knack_oberlausitz"), players=3, seed=2).apply("keep")
    swap = next(a for a in game.legal_actions() if type(a).__name__ == "Swap")
    typed = f"tausche {swap.give.name('de')} gegen {swap.take.name('de')}"
    assert typed in game.legal_actions() and game.can(typed)


def _svg_text(picture):
    root = ET.fromstring(str(picture))  # well-formed XML
    return " ".join(t.text or "" for t in root.iter() if t.tag.endswith("text"))


def test_a_knack_state_draws_itself():
    game = knackpy.new_game(knackpy.rules("knack"), players=3, seed=1)
    choosing = _svg_text(shown_svg(game))
    chooser = game.names[game.chooser]
    assert "Knack (31), Runde 1" in choosing and f"{chooser}: erste Hand" in choosing
    assert f"{chooser}: zweite Hand" in choosing and "Stapel (20 Karten)" in choosing
    playing = game.apply("keep")
    words = _svg_text(state_svg(playing, lang="en"))
    assert f"{playing.names[playing.to_move]} (to move)" in words and "Table (face up)" in words
    assert all(
        card.short in str(state_svg(playing)) or card.name("de") in str(state_svg(playing)) for card in playing.table
    )


def test_a_charakir_state_and_a_finished_game_draw_themselves():
    game = knackpy.new_game(knackpy.rules("charakir", rounds=1), players=2, seed=3)
    words = _svg_text(shown_svg(game))
    assert "Ablage (oben:" in words and "Stapel (43 Karten)" in words
    over = next(g for g in states("charakir", games=1, players=2) if g.is_over())
    assert "Das Spiel ist vorbei" in _svg_text(shown_svg(over))
