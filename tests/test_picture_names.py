"""Every picture Jupyter draws by itself names itself for screen readers, in the lesson's language.

What knackpy hands to Jupyter as ``image/svg+xml`` (a card, a hand, a game's state, a chart) is an ``<svg>``
whose root has ``role="img"``, an ``aria-label`` and, as its first child, a ``<title>`` (a chart's label adds
its figures to the title).  That is what a screen reader reads where the SVG is part of the page (the widgets,
and the website, which turns the label into the image's ``alt``: tests/test_a11y_browser.py).

JupyterLab itself draws an ``image/svg+xml`` output as ``<img src="data:...">`` without ``alt``; the names
inside the picture do not reach a screen reader there.  That needs a ``text/html`` form of the picture
(``<img alt="...">``), which belongs to knackpy/svg.py's ``SVG`` class.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import knackpy

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


@pytest.mark.parametrize("ruleset", ("knack", "knack_oberlausitz", "charakir"))
def test_what_jupyter_draws_by_itself_is_named_in_german_first(ruleset):
    rules = knackpy.rules(ruleset)
    game = knackpy.new_game(rules, players=3, seed=4)
    hand = knackpy.Hand(game.view(0).hand)  # parse_cards gives one too
    card = hand[0]
    assert named(card._repr_svg_()) == card.name("de")
    assert all(c.name("de") in named(hand._repr_svg_()) for c in hand)
    assert named(knackpy.svg.hand(hand)._repr_svg_()) == named(hand._repr_svg_())
    state = named(game._repr_svg_())
    assert rules.name("de") in state and all(name in state for name in game.names)


def test_a_picture_is_named_in_the_language_asked_for():
    from knackpy.engine.picture import state_svg

    game = knackpy.new_game(knackpy.rules("knack"), players=2, seed=4)
    card = game.view(0).hand[0]
    assert named(knackpy.svg.card_svg(card, lang="en")) == card.name("en") != card.name("de")
    assert "round 1" in named(state_svg(game, lang="en")) and "Runde 1" in named(state_svg(game, lang="de"))


def _saved_pictures(lang: str) -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "course" / lang).glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", ()):
                markup = output.get("data", {}).get("image/svg+xml")
                if markup is not None:
                    found.append((path.stem, "".join(markup) if isinstance(markup, list) else markup))
    return found


def test_every_picture_saved_in_the_lessons_is_named_in_its_language():
    german, english = _saved_pictures("de"), _saved_pictures("en")
    assert german and [lesson for lesson, _ in german] == [lesson for lesson, _ in english]
    for (lesson, de), (_, en) in zip(german, english, strict=True):
        assert named(de) != named(en), lesson  # the English lesson does not show the German name
