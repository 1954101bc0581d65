"""SVG pictures: cards, hands, a game table and small charts for the course.

Standard library only (the course also runs in the browser's Pyodide).  Every
function returns an :class:`SVG`, a ``str`` that Jupyter draws by itself, named
for screen readers (``_repr_html_``: an ``<img>`` whose ``alt`` is the picture's
name, :func:`picture_html`); ``str(picture)`` and ``picture.save(path)`` give
the SVG markup.
Suit symbols are drawn as vector paths, never as font glyphs, so they look the
same everywhere; each suit has its own shape, so no one needs colour to tell
suits apart.  Two colour schemes (``suit_colours=``):

* ``"standard"`` (the default): French suits in four colours (hearts red,
  diamonds blue, clubs teal, spades black); German suits in their traditional
  colours (acorns brown, leaves green, hearts red, bells yellow).
* ``"four"``: the four-colour deck for colour-blind players, the same four inks
  for both decks (black, blue, red, ochre: spades/acorns, clubs/leaves,
  hearts, diamonds/bells), chosen to stay apart with every common kind of
  colour blindness.  :func:`set_suit_colours` makes it the default of the
  session (the course widgets' "four-colour deck" switch does that).

Every ink has a contrast of at least 4.5:1 against white (tests/test_svg.py
measures it).  Every picture has ``role="img"`` and a name in ``lang``
(``aria-label`` and ``<title>``: "Herz-Dame", "queen of hearts"); a chart's
name also carries its figures, so it has a text alternative.  A chart's
format string writes its figures the way ``lang`` does (``13,6`` and ``25 %``
in German, ``13.6`` and ``25%`` in English).

The output is deterministic: the same input gives the identical string, and
no element needs an ``id``, so any number of pictures can share one page.

Import from the package (``knackpy.svg.card_svg``); its modules are the layout:
``markup`` (the :class:`SVG` string, escaping, the root element), ``colours``
(the inks and the session's choices), ``suits`` (the suit symbols), ``card``
(one card), ``hands`` (hands and tables), ``frame`` (what the charts share),
``charts`` (the three charts) and ``texts`` (their words in both languages).

>>> from knackpy import parse_cards
>>> markup = card_svg(parse_cards("Herz-Ass")[0], width=60)
>>> markup.startswith("<svg") and "<title>Herz-Ass</title>" in markup
True
>>> "keine Karten" in hand_svg([]), "no cards" in hand_svg([], lang="en")
(True, True)
"""

from __future__ import annotations

from . import texts  # noqa: F401  (the catalogue of the pictures' texts)
from .card import card_svg, suit_colour_map
from .charts import bar_chart_svg, grouped_bar_chart_svg, line_chart_svg
from .colours import (
    FOUR_COLOURS,
    SUIT_COLOUR_SCHEMES,
    SUIT_COLOURS,
    picture_language,
    set_language,
    set_suit_colours,
    suit_colours,
    suit_ink_map,
)
from .frame import SERIES_COLOURS
from .hands import hand, hand_svg, table_svg
from .markup import PICTURE_CLASS, SVG, HandSVG, picture_html

__all__ = [
    "SVG",
    "HandSVG",
    "PICTURE_CLASS",
    "picture_html",
    "card_svg",
    "hand_svg",
    "hand",
    "table_svg",
    "bar_chart_svg",
    "grouped_bar_chart_svg",
    "line_chart_svg",
    "SUIT_COLOURS",
    "FOUR_COLOURS",
    "SUIT_COLOUR_SCHEMES",
    "suit_colours",
    "set_suit_colours",
    "suit_colour_map",
    "suit_ink_map",
    "set_language",
    "picture_language",
    "SERIES_COLOURS",
]
