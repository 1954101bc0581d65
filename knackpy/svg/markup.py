"""The markup every picture shares: the :class:`SVG` string, numbers, escaping, the root element, size checks."""

from __future__ import annotations

import html
import math
import numbers
import re
from collections.abc import Iterable
from typing import Any

from ..cards import Card
from ..errors import KnackpyError

_NS = "http://www.w3.org/2000/svg"
_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"
#: the class of a picture's ``<img>`` in Jupyter's output (the website's styles and the browser tests find it)
PICTURE_CLASS = "knackpy-picture"
_LABEL = re.compile(r'<svg\b[^>]*?\saria-label="([^"]*)"')
# The SVG as a data: URL in a quoted attribute: only what would end or change it is escaped (% starts an escape,
# # ends the URL, " the attribute, & starts an HTML character reference; a URL drops tabs and line breaks).
# Base64 would be a third larger than the SVG; this is a few percent, which keeps the notebooks small.
_IN_URL = str.maketrans({c: f"%{ord(c):02X}" for c in '%#"&\t\n\r'})


class SVG(str):
    """SVG markup: a plain ``str`` that Jupyter draws as a picture with its name (:func:`picture_html`).

    ``str(picture)`` and :meth:`save` give the markup itself, for a file or a web page.
    """

    def _repr_html_(self) -> str:
        return picture_html(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(<svg>, {len(self)} characters)"

    def save(self, path: str) -> None:
        """Write the markup to ``path`` (UTF-8), e.g. ``hand.svg``."""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(str.__str__(self))


class HandSVG(SVG):
    """A drawn hand that remembers its cards; made by :func:`hand`.

    (Not to be confused with :class:`knackpy.cards.Hand`, the tuple of cards itself.)
    """

    cards: tuple[Card, ...]

    def __new__(cls, markup: str, cards: tuple[Card, ...] = ()) -> HandSVG:
        obj = super().__new__(cls, markup)
        obj.cards = tuple(cards)
        return obj

    def __repr__(self) -> str:
        return f"HandSVG({', '.join(c.short for c in self.cards)!r})"


def picture_html(markup: str) -> str:
    """How Jupyter shows a picture: an ``<img>`` of the SVG whose ``alt`` is the picture's ``aria-label``.

    JupyterLab and JupyterLite draw ``image/svg+xml`` as an ``<img>`` without ``alt`` (a screen reader hears
    nothing) and not at all in a notebook that is not trusted; this ``text/html`` keeps the name everywhere,
    the website included (ARCHITECTURE.md, "Pictures in Jupyter").

    >>> from knackpy import parse_cards
    >>> from knackpy.svg import card_svg
    >>> picture_html(card_svg(parse_cards("Herz-Ass")[0]))[:100]
    '<img class="knackpy-picture" alt="Herz-Ass" src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/'
    """
    found = _LABEL.match(markup)
    alt = found.group(1) if found else ""  # already escaped for an attribute (_root)
    return f'<img class="{PICTURE_CLASS}" alt="{alt}" src="data:image/svg+xml,{markup.translate(_IN_URL)}">'


def _n(value: float) -> str:
    """A coordinate, rounded to 2 decimals without trailing zeros (deterministic)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _s(value: float) -> str:
    """A scale factor, with 4 decimals."""
    return f"{value:.4f}".rstrip("0").rstrip(".")


# Control characters are not allowed in XML 1.0: they are dropped, so the markup always parses.
_NO_CONTROL = {c: None for c in range(32) if c not in (9, 10, 13)}


def _text(value: object) -> str:
    """Text for an element or an attribute: ``& < > " '`` escaped (html.escape: light enough for Pyodide)."""
    return html.escape(str(value).translate(_NO_CONTROL), quote=True)


_attr = _text


def _root(
    width: float,
    height: float,
    view: tuple[float, float, float, float],
    title: str,
    body: Iterable[str],
    *,
    label: str = "",
    suit: str = "",
) -> SVG:
    """The ``<svg>`` element: ``role="img"``, named by ``label`` (default: ``title``), with a ``<title>``."""
    vx, vy, vw, vh = view
    data = f' data-suit="{suit}"' if suit else ""
    head = (
        f'<svg xmlns="{_NS}" width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="{_n(vx)} {_n(vy)} {_n(vw)} {_n(vh)}" role="img" aria-label="{_attr(label or title)}"{data}>'
    )
    return SVG(head + f"<title>{_text(title)}</title>" + "".join(body) + "</svg>")


def _error(key: str, **params: Any) -> KnackpyError:
    return KnackpyError(key, **params)


def _positive(value: Any, name: str, minimum: float = 0.0) -> float:  # any input: a wrong one gets a clear error
    ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(float(value))
    if not ok or float(value) <= 0:
        raise _error("svg.bad_size", name=name, value=repr(value))
    if float(value) < minimum:
        raise _error("svg.too_small", name=name, value=repr(value), minimum=_n(minimum))
    return float(value)


def _est_width(text: str, size: float, bold: bool = False) -> float:
    """A rough width of ``text`` in a sans-serif font (no font metrics in Pyodide)."""
    return len(text) * size * (0.6 if bold else 0.56)
