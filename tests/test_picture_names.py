"""Every picture Jupyter draws by itself names itself for screen readers, in the lesson's language.

A knackpy picture (a card, a hand, a game's state, a chart) is an ``<svg>`` whose root has ``role="img"``,
an ``aria-label`` and, as its first child, a ``<title>`` (a chart's label adds its figures to the title).
JupyterLab and JupyterLite draw an ``image/svg+xml`` output as ``<img src="data:...">`` without ``alt``, so
knackpy hands Jupyter ``text/html`` instead: ``<img class="knackpy-picture" alt="<the aria-label>"
src="data:image/svg+xml,<svg ...>">`` (knackpy.svg.picture_html), and no ``image/svg+xml`` beside it, so a
notebook stores each picture once.  The browser tests check what the reader gets: tests/test_lab_browser.py
(desktop JupyterLab), tests/test_live_browser.py (the live lesson pages), tests/test_a11y_browser.py (the site).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from picture_support import read_picture, saved_pictures, shown_picture

import knackpy
from knackpy import svg
from knackpy.engine.picture import state_svg

ROOT = Path(__file__).resolve().parents[1]
TITLE = "{http://www.w3.org/2000/svg}title"


def named(markup: str) -> str:
    """The picture's name; fails unless the root is a named image with its ``<title>`` first."""
    root = ET.fromstring(markup)
    label = root.get("aria-label")
    assert root.get("role") == "img" and label, markup[:200]
    assert len(root) and root[0].tag == TITLE and root[0].text, markup[:200]
    assert label == root[0].text or label.startswith(root[0].text + ": "), (label, root[0].text)
    return label


def jupyter_shows(obj: object) -> tuple[str, str]:
    """``(name, svg)`` of what IPython hands Jupyter for ``obj``: one named picture as ``text/html``, nothing else."""
    from IPython.core.formatters import DisplayFormatter

    data, _ = DisplayFormatter().format(obj)
    assert sorted(data) == ["text/html", "text/plain"], sorted(data)  # no image/svg+xml: stored once
    name, markup = read_picture(data["text/html"])
    assert name and name == named(markup), (name, markup[:200])
    return name, markup


@pytest.mark.parametrize("ruleset", ("knack", "knack_oberlausitz", "charakir"))
def test_what_jupyter_draws_by_itself_is_named_in_german_first(ruleset):
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=4)
    hand = knackpy.Hand(game.view(0).hand)  # parse_cards gives one too
    card = hand[0]
    assert jupyter_shows(card) == (card.name("de"), svg.card_svg(card))
    name, markup = jupyter_shows(hand)
    assert markup == svg.hand_svg(hand) and all(c.name("de") in name for c in hand)
    assert jupyter_shows(svg.hand(hand)) == (name, markup)
    state, markup = jupyter_shows(game)
    assert markup == state_svg(game)  # the picture itself is unchanged, only handed over differently
    assert rules.name("de") in state and all(name in state for name in game.names)


def test_every_kind_of_chart_and_table_is_shown_named():
    cards = knackpy.parse_cards("A♥ K♥")
    pictures = [
        svg.bar_chart_svg(["Anna", "Ben"], [0.6, 0.4], title='Wer gewinnt? "Anna & Ben" <3 #1, 100%'),
        svg.grouped_bar_chart_svg(["1", "2"], {"Anna": [1, 2], "Ben": [2, 1]}, title="Punkte"),
        svg.line_chart_svg([1, 2, 3], {"Anna": [3, 2, 1]}, title="Leben"),
        svg.table_svg([("Anna", cards, False)], title="Tisch"),
    ]
    for picture in pictures:
        name, markup = jupyter_shows(picture)
        assert markup == str(picture)
    # what would end or change the URL or the attribute is escaped, and read back whole
    assert jupyter_shows(pictures[0])[0].startswith('Wer gewinnt? "Anna & Ben" <3 #1, 100%')
    lines = svg.bar_chart_svg(["Anna"], [1], title="Zwei\nZeilen\tund Tab")
    assert "\n" in str(lines) and shown_picture(lines)[1] == str(lines)
    for picture in (pictures[0], lines):
        url = picture._repr_html_().split(' src="', 1)[1].removesuffix('">')
        assert url.startswith("data:image/svg+xml,<svg ") and not set('"#&\n\t').intersection(url)


def test_a_picture_shown_in_jupyter_is_an_img_with_the_svg_inside():
    card = knackpy.parse_cards("Pik-Dame")[0]
    shown = card._repr_html_()
    assert shown.startswith('<img class="knackpy-picture" alt="Pik-Dame" src="data:image/svg+xml,<svg xmlns=%22http')
    assert shown_picture(card) == ("Pik-Dame", svg.card_svg(card))
    picture = svg.card_svg(card, lang="en")
    assert str(picture).startswith("<svg") and shown_picture(picture) == ("queen of spades", str(picture))


def test_a_picture_is_named_in_the_language_asked_for():
    from knackpy.engine.picture import state_svg

    game = knackpy.new_game(knackpy.rules("knack"), players=2, seed=4)
    card = game.view(0).hand[0]
    assert named(knackpy.svg.card_svg(card, lang="en")) == card.name("en") != card.name("de")
    assert "round 1" in named(state_svg(game, lang="en")) and "Runde 1" in named(state_svg(game, lang="de"))


def _saved_pictures(lang: str) -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "course" / lang).glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        assert not any("image/svg+xml" in o.get("data", {}) for c in notebook["cells"] for o in c.get("outputs", ()))
        found += [(path.stem, shown) for shown in saved_pictures(notebook)]
    return found


def test_every_picture_saved_in_the_lessons_is_named_in_its_language():
    german, english = _saved_pictures("de"), _saved_pictures("en")
    assert german and [lesson for lesson, _ in german] == [lesson for lesson, _ in english]
    for (lesson, de), (_, en) in zip(german, english, strict=True):
        (de_name, de_svg), (en_name, en_svg) = read_picture(de), read_picture(en)
        assert de_name == named(de_svg) and en_name == named(en_svg), lesson
        assert de_name != en_name, lesson  # the English lesson does not show the German name
