"""SVG pictures: cards, hands, a game table and small charts for the course.

Standard library only (the course also runs in the browser's Pyodide).  Every
function returns an :class:`SVG`, a ``str`` that Jupyter draws by itself.
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
name also carries its figures, so it has a text alternative.

The output is deterministic: the same input gives the identical string, and
no element needs an ``id``, so any number of pictures can share one page.

>>> from knackpy import parse_cards
>>> markup = card_svg(parse_cards("Herz-Ass")[0], width=60)
>>> markup.startswith("<svg") and "<title>Herz-Ass</title>" in markup
True
>>> "keine Karten" in hand_svg([]), "no cards" in hand_svg([], lang="en")
(True, True)
"""

from __future__ import annotations

import html
import math
import numbers
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence

from . import i18n
from .cards import Card, Hand, Rank, card_from_id, parse_cards
from .errors import KnackpyError

__all__ = [
    "SVG",
    "HandSVG",
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

_NS = "http://www.w3.org/2000/svg"
_FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"

# --- markup helpers ------------------------------------------------------------


class SVG(str):
    """SVG markup: a plain ``str`` that Jupyter (and IPython) draws as a picture."""

    def _repr_svg_(self) -> str:
        return str.__str__(self)

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


def _error(key: str, **params: object) -> KnackpyError:
    return KnackpyError(key, **params)


def _positive(value: object, name: str, minimum: float = 0.0) -> float:
    ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(float(value))
    if not ok or float(value) <= 0:
        raise _error("svg.bad_size", name=name, value=repr(value))
    if float(value) < minimum:
        raise _error("svg.too_small", name=name, value=repr(value), minimum=_n(minimum))
    return float(value)


def _est_width(text: str, size: float, bold: bool = False) -> float:
    """A rough width of ``text`` in a sans-serif font (no font metrics in Pyodide)."""
    return len(text) * size * (0.6 if bold else 0.56)


# --- suits ---------------------------------------------------------------------

#: Text colour ("ink") of each suit in the standard scheme, by ``Suit.key``.
SUIT_COLOURS = {
    "diamonds": "#1565C0",
    "hearts": "#CC3311",
    "spades": "#1A1A1A",
    "clubs": "#00796B",
    "bells": "#A15C00",
    "german_hearts": "#C0182B",
    "leaves": "#2E7D32",
    "acorns": "#6B3F1D",
}

#: The four-colour deck: one ink per suit, the same four for both decks (Kreuz/Eichel black,
#: Pik/Grün blue, Herz red, Karo/Schellen ochre), apart for protan, deutan and tritan vision.
FOUR_COLOURS = {
    "spades": "#1A1A1A",
    "clubs": "#0062B1",
    "hearts": "#C2185B",
    "diamonds": "#8A5A00",
    "acorns": "#1A1A1A",
    "leaves": "#0062B1",
    "german_hearts": "#C2185B",
    "bells": "#8A5A00",
}
SUIT_COLOUR_SCHEMES = {"standard": SUIT_COLOURS, "four": FOUR_COLOURS}
_session = {"suit_colours": "standard", "lang": i18n.DEFAULT_LANG}


def set_language(lang: str) -> str:
    """The language of cards and hands that Jupyter draws by themselves (``parse_cards("A♥ K♥")`` at the end
    of a cell names its pictures in it); returns the language before.  A lesson sets it to its own language."""
    before, _session["lang"] = _session["lang"], i18n.check_lang(lang)
    return before


def picture_language() -> str:
    """The language set by :func:`set_language` (German unless changed)."""
    return _session["lang"]


def suit_colours(scheme: str | None = None) -> Mapping[str, str]:
    """The ink of every suit in ``scheme`` (``"standard"`` or ``"four"``; ``None``: the session's choice)."""
    return SUIT_COLOUR_SCHEMES[_scheme(scheme)]


def set_suit_colours(scheme: str) -> str:
    """Make ``scheme`` the default of every later drawing in this session; returns the scheme before."""
    before, _session["suit_colours"] = _session["suit_colours"], _scheme(scheme)
    return before


def suit_colour_map(scheme: str = "four") -> dict[str, dict[str, str]]:
    """How a standard drawing turns into ``scheme``: ``{suit: {standard colour: new colour}}``.

    Worked out by drawing an ace, a seven and a court card of every suit in both schemes and pairing the
    colours attribute by attribute; the website's colour switch recolours saved pictures with it.
    """
    import xml.etree.ElementTree as ET

    from .cards import DECKS

    table: dict[str, dict[str, str]] = {}
    cards = {c for d in DECKS.values() for c in d.cards if c.rank.key in ("ace", "queen", "over") or c.rank.order == 7}
    for card in sorted(cards, key=lambda c: c.key):
        old = ET.fromstring(card_svg(card, suit_colours="standard")).iter()
        new = ET.fromstring(card_svg(card, suit_colours=scheme)).iter()
        pairs = table.setdefault(card.suit.key, {})
        for a, b in zip(old, new, strict=True):
            for attr in ("fill", "stroke"):
                if a.get(attr) != b.get(attr):
                    pairs[a.get(attr)] = b.get(attr)
    return {suit: dict(sorted(pairs.items())) for suit, pairs in sorted(table.items())}


def suit_ink_map(scheme: str = "four") -> dict[str, str]:
    """``{standard ink: ink in scheme}`` for the inks that change (every standard ink belongs to one suit)."""
    new = SUIT_COLOUR_SCHEMES[_scheme(scheme)]
    return {ink: new[suit] for suit, ink in sorted(SUIT_COLOURS.items()) if new[suit] != ink}


def _scheme(scheme: str | None) -> str:
    if scheme is None:
        return _session["suit_colours"]
    if scheme not in SUIT_COLOUR_SCHEMES:
        raise _error("svg.bad_scheme", value=repr(scheme)[:40], accepted=", ".join(SUIT_COLOUR_SCHEMES))
    return scheme


# Each symbol lives in a 100 x 100 box centred on (0, 0).  A part is
# (path, fill, role): role "body" gets the outline, "line" is stroked only,
# "detail" is left out when the symbol is drawn small.
_CIRCLE = "M{x0},{y} A{r},{r} 0 1,1 {x1},{y} A{r},{r} 0 1,1 {x0},{y}Z"


def _circle(cx: float, cy: float, r: float) -> str:
    return _CIRCLE.format(x0=_n(cx - r), x1=_n(cx + r), y=_n(cy), r=_n(r))


_FRENCH_SHAPES = {
    "diamonds": "M0,-50 C8,-34 22,-14 36,0 C22,14 8,34 0,50 C-8,34 -22,14 -36,0 C-22,-14 -8,-34 0,-50Z",
    "hearts": (
        "M0,44 C-8,34 -46,8 -46,-18 C-46,-36 -33,-46 -21,-46 C-10,-46 -3,-39 0,-30 "
        "C3,-39 10,-46 21,-46 C33,-46 46,-36 46,-18 C46,8 8,34 0,44Z"
    ),
    "spades": (
        "M0,-48 C6,-36 46,-14 46,10 C46,26 35,34 23,34 C13,34 6,29 3,24 C4,36 9,44 16,48 "
        "L-16,48 C-9,44 -4,36 -3,24 C-6,29 -13,34 -23,34 C-35,34 -46,26 -46,10 C-46,-14 -6,-36 0,-48Z"
    ),
    "clubs": " ".join(
        (
            _circle(0, -24, 21),
            _circle(-23, 12, 21),
            _circle(23, 12, 21),
            "M0,-8 L18,18 L-18,18Z",
            "M-3,10 L3,10 C4,28 9,40 16,48 L-16,48 C-9,40 -4,28 -3,10Z",
        )
    ),
}

_WHITE_SHINE = "#FFFFFF"

_GERMAN_SHAPES: dict[str, dict[str, object]] = {
    "german_hearts": {
        "outline": "#6E0D18",
        "parts": (
            (
                "M0,46 C-10,36 -48,12 -48,-16 C-48,-36 -35,-47 -22,-47 C-11,-47 -3,-40 0,-31 "
                "C3,-40 11,-47 22,-47 C35,-47 48,-36 48,-16 C48,12 10,36 0,46Z",
                "#D7263D",
                "body",
            ),
            ("M-36,-20 C-36,-31 -29,-38 -21,-38 C-27,-34 -31,-28 -31,-18Z", _WHITE_SHINE, "shine"),
        ),
    },
    "leaves": {
        "outline": "#1B4D17",
        "parts": (
            ("M-2,22 C-2,34 -5,42 -10,49 L-5,50 C0,43 2,34 2,22Z", "#1B4D17", "body"),
            (
                "M0,-50 C12,-36 44,-20 44,4 C44,24 26,34 10,30 C5,29 2,27 0,24 "
                "C-2,27 -5,29 -10,30 C-26,34 -44,24 -44,4 C-44,-20 -12,-36 0,-50Z",
                "#3E9B35",
                "body",
            ),
            (
                "M0,-40 L0,24 M0,-22 Q-9,-16 -17,-6 M0,-22 Q9,-16 17,-6 M0,-5 Q-14,1 -28,8 "
                "M0,-5 Q14,1 28,8 M0,11 Q-10,16 -19,23 M0,11 Q10,16 19,23",
                "#D9F0C4",
                "line",
            ),
        ),
    },
    "acorns": {
        "outline": "#3A2412",
        "parts": (
            ("M-2,-28 C-3,-37 -1,-44 4,-50 L8,-47 C4,-42 2,-36 3,-28Z", "#6B3F1D", "body"),
            ("M-20,-4 C-22,22 -10,40 0,48 C10,40 22,22 20,-4Z", "#D08C3C", "body"),
            ("M-12,6 C-13,18 -8,30 -3,37 C-10,30 -15,18 -15,6Z", _WHITE_SHINE, "shine"),
            ("M-27,0 C-28,-20 -15,-31 0,-31 C15,-31 28,-20 27,0 C18,5 -18,5 -27,0Z", "#6B3F1D", "body"),
            (
                "M-19,-6 L-8,-24 M-8,-3 L5,-27 M5,-3 L16,-21 M-21,-13 L-13,-3 M-14,-24 L5,-3 M-2,-29 L18,-4",
                "#B98550",
                "line",
            ),
        ),
    },
    "bells": {
        "outline": "#3D2800",
        "parts": (
            (_circle(0, -38, 7), "none", "ring"),
            (_circle(0, 4, 38), "#F2B705", "body"),
            (
                "M-36.66,-6 Q0,4 36.66,-6 A38,38 0 0,1 37.95,6 Q0,16 -37.95,6 A38,38 0 0,1 -36.66,-6Z",
                "#D9541E",
                "body",
            ),
            (
                "M-23,-14 C-21,-22 -14,-27 -6,-28 C-13,-24 -18,-19 -19,-12Z",
                _WHITE_SHINE,
                "shine",
            ),
            (
                _circle(-13, 25, 5.5) + " " + _circle(13, 25, 5.5) + " M-13,23.2 L13,23.2 L13,26.8 L-13,26.8Z",
                "#3D2800",
                "hole",
            ),
        ),
    },
}


# In the four-colour deck the German symbols keep their shapes and shading but take the suit's ink:
# each traditional colour becomes the ink ("ink"), a darker ("dark") or a lighter ("light", "pale") shade of it.
_GERMAN_FOUR_SHADES = {
    "german_hearts": {"#D7263D": "ink", "#6E0D18": "dark"},
    "leaves": {"#3E9B35": "ink", "#1B4D17": "dark", "#D9F0C4": "pale"},
    "acorns": {"#6B3F1D": "ink", "#D08C3C": "light", "#3A2412": "dark", "#B98550": "pale"},
    "bells": {"#F2B705": "light", "#D9541E": "ink", "#3D2800": "dark"},
}
_SHADE_MIX = {"ink": ("#FFFFFF", 0.0), "dark": ("#000000", 0.5), "light": ("#FFFFFF", 0.45), "pale": ("#FFFFFF", 0.8)}


def _mix(colour: str, other: str, share: float) -> str:
    """``colour`` with ``share`` (0..1) of ``other`` mixed in, as ``#RRGGBB``."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * share):02X}" for x, y in zip(a, b, strict=True))


def _german_colour(suit_key: str, colour: str, scheme: str) -> str:
    """A colour of a German symbol in ``scheme`` (the standard scheme keeps the traditional colours)."""
    if scheme == "standard" or colour == "none" or colour == _WHITE_SHINE:
        return colour
    base, share = _SHADE_MIX[_GERMAN_FOUR_SHADES[suit_key][colour]]
    return _mix(SUIT_COLOUR_SCHEMES[scheme][suit_key], base, share)


def _suit_symbol(suit_key: str, cx: float, cy: float, size: float, scheme: str = "standard") -> str:
    """The symbol of a suit, ``size`` units wide, centred on (cx, cy), in the colours of ``scheme``."""
    scale = size / 100
    head = f'<g class="suit" data-suit="{suit_key}" transform="translate({_n(cx)} {_n(cy)}) scale({_s(scale)})">'
    if suit_key in _FRENCH_SHAPES:
        return head + f'<path d="{_FRENCH_SHAPES[suit_key]}" fill="{SUIT_COLOUR_SCHEMES[scheme][suit_key]}"/></g>'
    shape = _GERMAN_SHAPES[suit_key]
    outline = _german_colour(suit_key, shape["outline"], scheme)
    stroke = _n(max(2.6, 70 / size))
    parts = []
    for d, traditional, role in shape["parts"]:
        fill = _german_colour(suit_key, traditional, scheme)
        if role == "body":
            parts.append(
                f'<path d="{d}" fill="{fill}" stroke="{outline}" stroke-width="{stroke}" stroke-linejoin="round"/>'
            )
        elif role == "ring":
            parts.append(f'<path d="{d}" fill="none" stroke="{outline}" stroke-width="{_n(max(3.5, 80 / size))}"/>')
        elif role == "hole":
            parts.append(f'<path d="{d}" fill="{fill}"/>')
        elif role == "line":
            parts.append(
                f'<path d="{d}" fill="none" stroke="{fill}" stroke-width="{_n(max(2.2, 40 / size))}" stroke-linecap="round"/>'
            )
        elif size >= 24 and role == "shine":
            parts.append(f'<path d="{d}" fill="{fill}" fill-opacity="0.5"/>')
    return head + "".join(parts) + "</g>"


# --- cards ---------------------------------------------------------------------

_CARD_W, _CARD_H, _CARD_R = 100.0, 140.0, 7.0
_RING = 6.0  # room around a card for the selection ring
_RING_COLOUR = "#E69F00"
_RING_DARK = "#7A4B00"
_INDEX_DE = {"jack": "B", "queen": "D"}  # German indices of the French deck: Bube, Dame
_COURT = {"jack", "queen", "king", "under", "over"}


def _index(rank: Rank, lang: str) -> str:
    """The rank as printed in a card's corner: ``A``, ``K``, ``B``/``J``, ``U``, ``10``."""
    if lang == "de":
        return _INDEX_DE.get(rank.key, rank.short)
    return rank.short


def _rank_text(text: str, x: float, y: float, size: float, ink: str) -> str:
    squeeze = f' textLength="{_n(size * 0.98)}" lengthAdjust="spacingAndGlyphs"' if len(text) > 1 else ""
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-family="{_FONT}" font-size="{_n(size)}" font-weight="700" '
        f'text-anchor="middle" fill="{ink}"{squeeze}>{_text(text)}</text>'
    )


def _card_back() -> list[str]:
    """A face-down card: a blue lattice with a white border, no ids needed."""
    x0, y0, x1, y1 = 7.0, 7.0, 93.0, 133.0
    out = [
        f'<rect x="0.75" y="0.75" width="98.5" height="138.5" rx="{_n(_CARD_R)}" fill="#FFFFFF" stroke="#5B5B5B" '
        'stroke-width="1.5"/>',
        f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(x1 - x0)}" height="{_n(y1 - y0)}" rx="4" fill="#1F4E8C"/>',
    ]
    lines = []
    step, wide, high = 9.0, x1 - x0, y1 - y0
    # 45-degree lines clipped to the inner rectangle by hand (a clipPath would need an id):
    # x = x0 + k + t or x = x1 - k - t at height y0 + t, for t in [max(0, -k), min(high, wide - k)].
    for sign in (1, -1):
        k = -high + step / 2
        while k < wide:
            ta, tb = max(0.0, -k), min(high, wide - k)
            if tb > ta:
                xa, xb = (x0 + k + ta, x0 + k + tb) if sign == 1 else (x1 - k - ta, x1 - k - tb)
                lines.append(f"M{_n(xa)},{_n(y0 + ta)} L{_n(xb)},{_n(y0 + tb)}")
            k += step
    out.append(f'<path d="{" ".join(lines)}" stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="1.6" fill="none"/>')
    out.append(
        f'<rect x="{_n(x0 + 4)}" y="{_n(y0 + 4)}" width="{_n(x1 - x0 - 8)}" height="{_n(y1 - y0 - 8)}" rx="2.5" '
        'fill="none" stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="1.4"/>'
    )
    out.append(
        '<path d="M50,48 L72,70 L50,92 L28,70Z" fill="#1F4E8C" stroke="#FFFFFF" stroke-width="2.4" '
        'stroke-linejoin="round"/>'
    )
    out.append('<path d="M50,58 L62,70 L50,82 L38,70Z" fill="#FFFFFF" fill-opacity="0.85"/>')
    return out


def _card_face(card: Card, lang: str, scheme: str) -> list[str]:
    suit, rank = card.suit, card.rank
    ink = SUIT_COLOUR_SCHEMES[scheme][suit.key]
    label = _index(rank, lang)
    out = [
        f'<rect x="0.75" y="0.75" width="98.5" height="138.5" rx="{_n(_CARD_R)}" fill="#FFFFFF" stroke="#5B5B5B" '
        'stroke-width="1.5"/>'
    ]
    if rank.key in _COURT:  # picture cards get a frame: they are worth 10 in Knack
        out.append(
            f'<rect x="24" y="11" width="52" height="118" rx="5" fill="{ink}" fill-opacity="0.07" stroke="{ink}" '
            'stroke-opacity="0.55" stroke-width="1.2"/>'
        )
    elif rank.key == "ace":
        out.append(f'<circle cx="50" cy="70" r="31" fill="{ink}" fill-opacity="0.07"/>')
    corner = _rank_text(label, 12.5, 25, 22, ink) + _suit_symbol(suit.key, 12.5, 38.5, 15, scheme)
    out.append(corner)
    out.append(f'<g transform="rotate(180 50 70)">{corner}</g>')
    if rank.key == "ace":
        out.append(_suit_symbol(suit.key, 50, 70, 52, scheme))
    else:
        out.append(_rank_text(label, 50, 64, 42, ink))
        out.append(_suit_symbol(suit.key, 50, 93, 36, scheme))
    return out


def _card_body(card: Card | None, face_down: bool, highlight: bool, lang: str, scheme: str) -> list[str]:
    """The card in its own 100 x 140 units, with its ``<title>`` (a tooltip in a hand)."""
    if face_down:
        out = [f"<title>{_text(i18n.text('svg.face_down', lang))}</title>"] + _card_back()
    else:
        out = [f"<title>{_text(card.name(lang))}</title>"] + _card_face(card, lang, scheme)
    if highlight:  # a wide amber ring with a thin dark edge: visible on white and on any card colour
        out.append(
            f'<rect class="highlight" x="-3.5" y="-3.5" width="107" height="147" rx="{_n(_CARD_R + 3.5)}" fill="none" '
            f'stroke="{_RING_COLOUR}" stroke-width="5"/>'
        )
        out.append(
            f'<rect x="-5.75" y="-5.75" width="111.5" height="151.5" rx="{_n(_CARD_R + 5.75)}" fill="none" '
            f'stroke="{_RING_DARK}" stroke-width="0.8"/>'
        )
    return out


def _one_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        found = parse_cards(value)
        if len(found) != 1:
            raise _error("svg.one_card", value=repr(value), count=len(found))
        return found[0]
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return card_from_id(int(value))
    raise _error("svg.not_a_card", value=repr(value)[:60])


def card_svg(
    card: Card | str | None,
    *,
    width: float = 80,
    face_down: bool = False,
    highlight: bool = False,
    lang: str = "de",
    suit_colours: str | None = None,
) -> SVG:
    """One card, ``width`` pixels wide (height 1.4 times that).

    The rank stands in two corners and large in the middle, the suit is a drawn
    symbol.  ``face_down=True`` shows the back (``card`` may then be ``None``);
    ``highlight=True`` adds a selection ring around the card (the picture grows
    by 6 % on each side for it).  The ``<title>`` names the card in ``lang``;
    a face-down card's title does not give it away.  ``suit_colours``:
    ``"standard"`` or ``"four"`` (the four-colour deck); ``None`` is the
    session's choice (:func:`set_suit_colours`).
    """
    lang = i18n.check_lang(lang)
    scheme = _scheme(suit_colours)
    width = _positive(width, "width")
    if card is None and not face_down:
        raise _error("svg.card_needed")
    value = None if card is None else _one_card(card)
    body = _card_body(value, bool(face_down), bool(highlight), lang, scheme)
    title = i18n.text("svg.face_down", lang) if face_down else value.name(lang)
    scale = width / _CARD_W
    ring = _RING if highlight else 0.0  # room for the selection ring
    view = (-ring, -ring, _CARD_W + 2 * ring, _CARD_H + 2 * ring)
    # body[0] is the card's own <title>: the root carries it instead.
    return _root(view[2] * scale, view[3] * scale, view, title, body[1:], suit=_suit_of(value, face_down))


def _suit_of(card: Card | None, hidden: bool) -> str:
    """``data-suit`` of a drawn card (the site's colour switch finds cards by it); nothing for a back."""
    return "" if hidden or card is None else card.suit.key


# --- hands and tables ------------------------------------------------------------


def _as_cards(cards: object, face_down: bool) -> tuple[Card | None, ...]:
    """Cards from a list, a text (``"A♥ 10s"``), one card, or a count of face-down cards."""
    if isinstance(cards, Card):
        return (cards,)
    if isinstance(cards, str):
        return tuple(parse_cards(cards)) if cards.strip() else ()
    if isinstance(cards, numbers.Integral) and not isinstance(cards, bool):
        if not face_down or int(cards) < 0:
            raise _error("svg.count_face_up", value=repr(cards))
        return (None,) * int(cards)
    if cards is None or not isinstance(cards, Iterable):
        raise _error("svg.not_cards", value=repr(cards)[:60])
    return tuple(_one_card(c) for c in cards)


def _highlight_set(highlight: object, cards: tuple[Card | None, ...]) -> set[int]:
    if highlight is None:
        return set()
    items = (highlight,) if isinstance(highlight, (Card, str)) or not isinstance(highlight, Iterable) else highlight
    chosen: set[int] = set()
    for item in items:
        if isinstance(item, str):
            item = _one_card(item)
        if isinstance(item, Card):
            if item not in cards:
                raise _error("svg.bad_highlight", value=repr(item), last=len(cards) - 1)
            chosen.add(cards.index(item))
        elif isinstance(item, numbers.Integral) and not isinstance(item, bool) and -len(cards) <= item < len(cards):
            chosen.add(int(item) % len(cards))
        else:
            raise _error("svg.bad_highlight", value=repr(item), last=len(cards) - 1)
    return chosen


def _hand_body(
    cards: object,
    *,
    width: float,
    overlap: bool,
    labels: Sequence[str] | None,
    highlight: object,
    face_down: bool,
    lang: str,
    suit_colours: str | None,
) -> tuple[list[str], float, float, str]:
    """A hand drawn at (0, 0): its elements, width, height and description."""
    lang = i18n.check_lang(lang)
    scheme = _scheme(suit_colours)
    width = _positive(width, "width")
    items = _as_cards(cards, face_down)
    if labels is not None:
        if isinstance(labels, str) or not isinstance(labels, Sequence):
            raise _error("svg.bad_labels", value=repr(labels)[:60])
        if len(labels) != len(items):
            raise _error("svg.labels_mismatch", labels=len(labels), cards=len(items))
    chosen = _highlight_set(highlight, items)
    scale = width / _CARD_W
    pad = _RING * scale
    card_h = _CARD_H * scale
    if not items:  # a small dashed box saying "no cards"
        box_w, box_h = max(width * 1.3, 96.0), max(card_h * 0.5, 44.0)
        size = max(11.0, width * 0.15)
        text = i18n.text("svg.no_cards", lang)
        out = [
            f'<rect x="{_n(pad)}" y="{_n(pad)}" width="{_n(box_w)}" height="{_n(box_h)}" rx="{_n(_CARD_R * scale)}" '
            'fill="#F6F6F6" stroke="#9A9A9A" stroke-width="1.5" stroke-dasharray="5 4"/>',
            f'<text x="{_n(pad + box_w / 2)}" y="{_n(pad + box_h / 2 + size * 0.35)}" font-family="{_FONT}" '
            f'font-size="{_n(size)}" font-style="italic" text-anchor="middle" fill="#555555">{_text(text)}</text>',
        ]
        return out, box_w + 2 * pad, box_h + 2 * pad, text
    step = width * (0.36 if overlap else 1.1)
    lift = 0.1 * card_h if chosen else 0.0  # chosen cards also stand out by position, not colour alone
    label_size = max(11.0, width * 0.15)
    label_h = label_size * 1.7 if labels is not None else 0.0
    out = []
    for i, value in enumerate(items):
        x = pad + i * step
        y = pad + lift - (lift if i in chosen else 0.0)
        hidden = face_down or value is None
        data = "" if hidden else f' data-card="{value.key}" data-suit="{value.suit.key}"'
        body = "".join(_card_body(value, hidden, i in chosen, lang, scheme))
        out.append(f'<g class="card"{data} transform="translate({_n(x)} {_n(y)}) scale({_s(scale)})">{body}</g>')
    if labels is not None:
        for i, label in enumerate(labels):
            # under the visible strip of a fanned card, under the middle of a whole one
            visible = step if overlap and i < len(items) - 1 else width
            cx = pad + i * step + visible / 2
            out.append(
                f'<text x="{_n(cx)}" y="{_n(pad + lift + card_h + pad + label_size)}" font-family="{_FONT}" '
                f'font-size="{_n(label_size)}" text-anchor="middle" fill="#222222">{_text(label)}</text>'
            )
    total_w = 2 * pad + (len(items) - 1) * step + width
    total_h = 2 * pad + lift + card_h + label_h
    if face_down or any(v is None for v in items):
        desc = i18n.text("svg.face_down_n", lang, n=len(items))
    else:
        desc = ", ".join(v.name(lang) for v in items)
    return out, total_w, total_h, desc


def hand_svg(
    cards: object,
    *,
    width: float = 80,
    overlap: bool = False,
    labels: Sequence[str] | None = None,
    highlight: object = (),
    face_down: bool = False,
    lang: str = "de",
    suit_colours: str | None = None,
) -> SVG:
    """A row of cards, each ``width`` pixels wide.

    ``cards``: a list of cards, a text such as ``"A♥ 10s Qd"``, or (with
    ``face_down=True``) a number of backs.  ``overlap=True`` fans the cards so
    that only their left corner shows.  ``labels``: one caption per card,
    drawn below it.  ``highlight``: positions (``0``, ``-1``) or cards to mark;
    they get a ring and stand a little higher.  An empty hand is a small box
    saying "keine Karten" / "no cards".  ``suit_colours`` as in :func:`card_svg`.
    """
    body, w, h, desc = _hand_body(
        cards,
        width=width,
        overlap=overlap,
        labels=labels,
        highlight=highlight,
        face_down=face_down,
        lang=lang,
        suit_colours=suit_colours,
    )
    title = i18n.text("svg.hand_title", lang, cards=desc)
    return _root(w, h, (0.0, 0.0, w, h), title, body)


def hand(cards: object, **kw: object) -> HandSVG:
    """A hand for Jupyter: ``hand("A♥ K♥ 7♠")`` shows the cards; ``.cards`` keeps them."""
    markup = hand_svg(cards, **kw)
    items = _as_cards(cards, bool(kw.get("face_down", False)))
    return HandSVG(markup, tuple(c for c in items if c is not None))


def table_svg(
    rows: Sequence[tuple],
    *,
    width: float = 80,
    overlap: bool = False,
    title: str = "",
    lang: str = "de",
    suit_colours: str | None = None,
) -> SVG:
    """A game table: labelled rows of cards, one above the other.

    Each row is ``(caption, cards, face_down)`` or ``(caption, cards,
    face_down, highlight)``; ``cards`` as in :func:`hand_svg` (a number of
    backs works for a stock).  Example: ``[("Anna", anna, True), ("Tisch",
    middle, False), ("Du", mine, False)]``.  ``suit_colours`` as in :func:`card_svg`.
    """
    lang = i18n.check_lang(lang)
    width = _positive(width, "width")
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Iterable):
        raise _error("svg.bad_row", value=repr(rows)[:60])
    caption_size = max(12.0, width * 0.17)
    margin = 8.0
    y = margin
    if title:
        y += caption_size * 1.3
    out: list[str] = []
    if title:
        out.append(
            f'<text x="{_n(margin)}" y="{_n(margin + caption_size * 1.05)}" font-family="{_FONT}" '
            f'font-size="{_n(caption_size * 1.2)}" font-weight="700" fill="#1A1A1A">{_text(title)}</text>'
        )
        y += caption_size * 0.3
    total_w = 2 * margin + 100.0
    descs = []
    for row in rows:
        if not isinstance(row, (tuple, list)) or len(row) not in (3, 4) or not isinstance(row[0], str):
            raise _error("svg.bad_row", value=repr(row)[:60])
        caption, cards, face_down = row[0], row[1], bool(row[2])
        chosen = row[3] if len(row) == 4 else ()
        body, w, h, desc = _hand_body(
            cards,
            width=width,
            overlap=overlap,
            labels=None,
            highlight=chosen,
            face_down=face_down,
            lang=lang,
            suit_colours=suit_colours,
        )
        out.append(
            f'<text x="{_n(margin)}" y="{_n(y + caption_size)}" font-family="{_FONT}" font-size="{_n(caption_size)}" '
            f'font-weight="600" fill="#333333">{_text(caption)}</text>'
        )
        y += caption_size * 1.25
        out.append(
            f'<g class="row" transform="translate({_n(margin - _RING * width / _CARD_W)} {_n(y)})">{"".join(body)}</g>'
        )
        y += h + margin * 0.5
        total_w = max(total_w, w + 2 * margin)
        descs.append(f"{caption}: {desc}")
    total_h = y + margin * 0.5
    label = title or i18n.text("svg.table_title", lang)
    full_title = f"{label} – {'; '.join(descs)}" if descs else label
    return _root(total_w, total_h, (0.0, 0.0, total_w, total_h), full_title, out)


# --- charts --------------------------------------------------------------------

#: Series colours (Okabe-Ito: told apart with the common kinds of colour blindness).
SERIES_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
_DASHES = ("", "7 4", "2 3", "9 3 2 3", "4 4", "12 4")
_GRID = "#E2E2E2"
_AXIS = "#444444"
_TEXT = "#222222"


def _formatter(value_format: str | Callable[[float], str]) -> Callable[[float], str]:
    if callable(value_format):
        fmt = value_format
    elif isinstance(value_format, str):
        fmt = value_format.format
    else:
        raise _error("svg.bad_format", value=repr(value_format)[:60], error="str or callable")

    def run(value: float) -> str:
        try:
            return str(fmt(value))
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise _error("svg.bad_format", value=repr(value_format)[:60], error=str(err)) from None

    return run


def _numbers(values: object, name: str, allow_none: bool = False) -> list[float | None]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise _error("svg.not_a_number", value=repr(values)[:60], name=name, index=0)
    out: list[float | None] = []
    for i, value in enumerate(values):
        if value is None and allow_none:
            out.append(None)
            continue
        ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(float(value))
        if not ok:
            raise _error("svg.not_a_number", value=repr(value)[:60], name=name, index=i)
        out.append(float(value))
    return out


def _labels(labels: object) -> list[str]:
    if isinstance(labels, (str, bytes)) or not isinstance(labels, Iterable):
        raise _error("svg.bad_labels", value=repr(labels)[:60])
    return [str(label) for label in labels]


def _colours(colours: object, count: int) -> list[str]:
    if colours is None:
        palette: Sequence[str] = SERIES_COLOURS
    elif isinstance(colours, str):
        palette = (colours,)
    elif isinstance(colours, Sequence) and colours and all(isinstance(c, str) and c for c in colours):
        palette = colours
    else:
        raise _error("svg.bad_colours", value=repr(colours)[:60])
    return [palette[i % len(palette)] for i in range(count)]


def _nice_step(span: float, count: int) -> float:
    raw = span / max(count, 1)
    mag = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 2.5, 5, 10):
        if mult * mag >= raw - 1e-12:
            return mult * mag
    return 10 * mag


def _scale(
    lo: float, hi: float, y_min: float | None, y_max: float | None, count: int = 5
) -> tuple[float, float, list[float]]:
    """Axis limits and ticks: nice round numbers around ``lo``-``hi``; 0 always included."""
    for name, given in (("y_min", y_min), ("y_max", y_max)):
        if given is not None:
            _numbers([given], name)
    lo = min(lo, 0.0) if y_min is None else float(y_min)
    hi = max(hi, 0.0) if y_max is None else float(y_max)
    if hi <= lo:
        if y_min is not None and y_max is not None:
            raise _error("svg.bad_range", low=_n(lo), high=_n(hi))
        hi = lo + 1.0
    step = _nice_step(hi - lo, count)
    if y_min is None:
        lo = math.floor(lo / step + 1e-9) * step
    if y_max is None:
        hi = math.ceil(hi / step - 1e-9) * step
    first = math.ceil(lo / step - 1e-9) * step
    ticks = []
    k = 0
    while first + k * step <= hi + step * 1e-9:
        ticks.append(round(first + k * step, 10))
        k += 1
    return lo, hi, ticks


def _wrap(text: str, room: float, size: float, lines: int = 3) -> list[str]:
    chars = max(3, int(room / (size * 0.56)))
    wrapped = textwrap.wrap(text, chars) or [""]
    if len(wrapped) > lines:
        wrapped = wrapped[: lines - 1] + [" ".join(wrapped[lines - 1 :])]
    return wrapped


def _multiline(lines: list[str], x: float, y: float, size: float, anchor: str = "middle", fill: str = _TEXT) -> str:
    spans = "".join(
        f'<tspan x="{_n(x)}" dy="{_n(0 if i == 0 else size * 1.15)}">{_text(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-family="{_FONT}" font-size="{_n(size)}" text-anchor="{anchor}" '
        f'fill="{fill}">{spans}</text>'
    )


class _Frame:
    """Shared layout of the charts: title, legend, axes, grid and tick labels."""

    def __init__(
        self,
        *,
        title: str,
        width: float,
        height: float,
        ticks: list[float],
        lo: float,
        hi: float,
        fmt: Callable[[float], str],
        x_lines: int,
        legend: list[tuple[str, str, str, str]],
        x_label: str,
        y_label: str,
    ) -> None:
        self.width, self.height = width, height
        self.size = 12.0
        self.title_size = 15.0
        self.out: list[str] = [f'<rect width="{_n(width)}" height="{_n(height)}" fill="#FFFFFF"/>']
        top = 10.0
        if title:
            for line in _wrap(title, width - 20, self.title_size, 2):
                top += self.title_size
                self.out.append(
                    f'<text x="{_n(width / 2)}" y="{_n(top)}" font-family="{_FONT}" font-size="{_n(self.title_size)}" '
                    f'font-weight="700" text-anchor="middle" fill="{_TEXT}">{_text(line)}</text>'
                )
                top += 3
            top += 6
        if legend:
            top = self._legend(legend, top) + 4
        self.tick_text = [fmt(t) for t in ticks]
        left = 10 + max(_est_width(t, self.size) for t in self.tick_text) + 8
        if y_label:
            left += self.size + 6
        bottom = height - 8 - x_lines * self.size * 1.15 - 6
        if x_label:
            bottom -= self.size + 6
        below = 16.0 if lo < 0 else 0.0  # room below the plot for labels of negative values
        self.x0, self.x1 = left, width - 14
        self.y0, self.y1 = top + 16, bottom - below  # room above the plot for value labels
        self.label_top = self.y1 + below + 6
        if self.y1 - self.y0 < 30 or self.x1 - self.x0 < 40:
            raise _error("svg.crowded", value=f"{_n(width)} x {_n(height)}")
        self.lo, self.hi = lo, hi
        for tick, text in zip(ticks, self.tick_text, strict=True):
            y = self.y(tick)
            colour = _AXIS if tick == 0 else _GRID
            self.out.append(
                f'<line x1="{_n(self.x0)}" y1="{_n(y)}" x2="{_n(self.x1)}" y2="{_n(y)}" stroke="{colour}" stroke-width="1"/>'
            )
            self.out.append(
                f'<text x="{_n(self.x0 - 6)}" y="{_n(y + self.size * 0.35)}" font-family="{_FONT}" '
                f'font-size="{_n(self.size)}" text-anchor="end" fill="#555555">{_text(text)}</text>'
            )
        self.out.append(
            f'<line x1="{_n(self.x0)}" y1="{_n(self.y0 - 6)}" x2="{_n(self.x0)}" y2="{_n(self.y1)}" stroke="{_AXIS}" '
            'stroke-width="1"/>'
        )
        if lo > 0 or hi < 0:  # no zero line: close the plot at the bottom
            self.out.append(
                f'<line x1="{_n(self.x0)}" y1="{_n(self.y1)}" x2="{_n(self.x1)}" y2="{_n(self.y1)}" stroke="{_AXIS}"/>'
            )
        if x_label:
            self.out.append(
                f'<text x="{_n((self.x0 + self.x1) / 2)}" y="{_n(height - 8)}" font-family="{_FONT}" '
                f'font-size="{_n(self.size)}" font-weight="600" text-anchor="middle" fill="{_TEXT}">{_text(x_label)}</text>'
            )
        if y_label:
            cy = (self.y0 + self.y1) / 2
            self.out.append(
                f'<text x="{_n(10 + self.size)}" y="{_n(cy)}" transform="rotate(-90 {_n(10 + self.size)} {_n(cy)})" '
                f'font-family="{_FONT}" font-size="{_n(self.size)}" font-weight="600" text-anchor="middle" '
                f'fill="{_TEXT}">{_text(y_label)}</text>'
            )

    def _legend(self, items: list[tuple[str, str, str, str]], top: float) -> float:
        """Legend entries (name, colour, kind, dash) in rows; returns the y below it."""
        size = self.size
        widths = [size * 2.6 + _est_width(name, size) + 14 for name, *_ in items]
        rows: list[list[int]] = [[]]
        used = 0.0
        for i, w in enumerate(widths):
            if rows[-1] and used + w > self.width - 20:
                rows.append([])
                used = 0.0
            rows[-1].append(i)
            used += w
        y = top
        for row in rows:
            x = (self.width - sum(widths[i] for i in row)) / 2
            cy = y + size * 0.7
            for i in row:
                name, colour, kind, dash = items[i]
                if kind == "bar":
                    self.out.append(
                        f'<rect x="{_n(x)}" y="{_n(cy - size * 0.45)}" width="{_n(size * 1.8)}" height="{_n(size * 0.9)}" '
                        f'rx="2" fill="{_attr(colour)}"/>'
                    )
                else:
                    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
                    self.out.append(
                        f'<line x1="{_n(x)}" y1="{_n(cy)}" x2="{_n(x + size * 2.2)}" y2="{_n(cy)}" '
                        f'stroke="{_attr(colour)}" stroke-width="2.5"{dash_attr}/>'
                    )
                    self.out.append(_marker(i, x + size * 1.1, cy, colour))
                self.out.append(
                    f'<text x="{_n(x + size * 2.6)}" y="{_n(cy + size * 0.35)}" font-family="{_FONT}" '
                    f'font-size="{_n(size)}" fill="{_TEXT}">{_text(name)}</text>'
                )
                x += widths[i]
            y += size * 1.5
        return y

    def y(self, value: float) -> float:
        value = min(max(value, self.lo), self.hi)
        return self.y1 - (value - self.lo) / (self.hi - self.lo) * (self.y1 - self.y0)

    def x_labels(self, labels: list[str], centres: list[float], room: float) -> None:
        for label, cx in zip(labels, centres, strict=True):
            lines = _wrap(label, room, self.size)
            self.out.append(_multiline(lines, cx, self.label_top + self.size, self.size))


def _x_lines(labels: list[str], room: float, size: float = 12.0) -> int:
    return max((len(_wrap(label, room, size)) for label in labels), default=1)


def _marker(index: int, x: float, y: float, colour: str) -> str:
    """A point marker: circle, square, triangle, diamond ... one shape per series."""
    r = 4.2
    colour = _attr(colour)
    kind = index % 5
    if kind == 0:
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{colour}" stroke="#FFFFFF" stroke-width="1"/>'
    if kind == 1:
        return (
            f'<rect x="{_n(x - r)}" y="{_n(y - r)}" width="{_n(2 * r)}" height="{_n(2 * r)}" fill="{colour}" '
            'stroke="#FFFFFF" stroke-width="1"/>'
        )
    if kind == 2:
        d = f"M{_n(x)},{_n(y - r * 1.25)} L{_n(x + r * 1.15)},{_n(y + r * 0.85)} L{_n(x - r * 1.15)},{_n(y + r * 0.85)}Z"
    elif kind == 3:
        d = f"M{_n(x)},{_n(y - r * 1.3)} L{_n(x + r * 1.1)},{_n(y)} L{_n(x)},{_n(y + r * 1.3)} L{_n(x - r * 1.1)},{_n(y)}Z"
    else:
        d = f"M{_n(x - r)},{_n(y - r)} L{_n(x + r)},{_n(y + r)} M{_n(x + r)},{_n(y - r)} L{_n(x - r)},{_n(y + r)}"
        return f'<path d="{d}" stroke="{colour}" stroke-width="2.4" fill="none"/>'
    return f'<path d="{d}" fill="{colour}" stroke="#FFFFFF" stroke-width="1"/>'


def _series(series: object, count: int) -> dict[str, list[float | None]]:
    if not isinstance(series, Mapping) or not series:
        raise _error("svg.no_series", value=repr(series)[:60])
    out = {}
    for name, values in series.items():
        numbers_ = _numbers(values, str(name), allow_none=True)
        if len(numbers_) != count:
            raise _error("svg.series_mismatch", series=str(name), values=len(numbers_), labels=count)
        out[str(name)] = numbers_
    return out


def _desc(labels: list[str], series: dict[str, list[float | None]], fmt: Callable[[float], str]) -> str:
    parts = []
    for name, values in series.items():
        cells = ", ".join(f"{label}: {'–' if v is None else fmt(v)}" for label, v in zip(labels, values, strict=True))
        parts.append(f"{name}: {cells}" if name else cells)
    return "; ".join(parts)


def _chart_root(width: float, height: float, title: str, kind: str, lang: str, desc: str, body: list[str]) -> SVG:
    """A chart's ``<svg>``: its name carries the figures too (the text alternative of the picture)."""
    name = title or i18n.text(kind, lang)
    label = f"{name}: {desc}" if desc else name
    return _root(width, height, (0.0, 0.0, width, height), name, [f"<desc>{_text(desc)}</desc>"] + body, label=label)


def _value_label(text: str, x: float, y: float, size: float, above: bool) -> str:
    return (
        f'<text class="value" x="{_n(x)}" y="{_n(y - 4 if above else y + size + 2)}" font-family="{_FONT}" '
        f'font-size="{_n(size)}" text-anchor="middle" fill="{_TEXT}">{_text(text)}</text>'
    )


def bar_chart_svg(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    title: str = "",
    width: float = 480,
    height: float = 260,
    value_format: str | Callable[[float], str] = "{:.0%}",
    colours: str | Sequence[str] | None = None,
    y_min: float | None = None,
    y_max: float | None = None,
    x_label: str = "",
    y_label: str = "",
    show_values: bool = True,
    lang: str = "de",
) -> SVG:
    """Vertical bars with a value above each bar (below, for negative values).

    ``value_format`` formats values and axis ticks: a format string
    (``"{:.0%}"``, ``"{:.1f}"``) or a function.  ``colours``: one colour for
    all bars, or a list used bar by bar (repeated if short).

    >>> svg = bar_chart_svg(["Knack", "Feuer"], [0.25, 0.5], title="Wie oft?")
    >>> "Feuer" in svg and "50%" in svg
    True
    """
    lang = i18n.check_lang(lang)
    width, height = _positive(width, "width", 160), _positive(height, "height", 120)
    names = _labels(labels)
    data = _numbers(values, "values")
    if len(names) != len(data):
        raise _error("svg.values_mismatch", labels=len(names), values=len(data))
    if not data:
        raise _error("svg.no_data")
    fmt = _formatter(value_format)
    lo, hi, ticks = _scale(min(data), max(data), y_min, y_max)
    probe = width - 60
    room = probe / len(data)
    frame = _Frame(
        title=title,
        width=width,
        height=height,
        ticks=ticks,
        lo=lo,
        hi=hi,
        fmt=fmt,
        x_lines=_x_lines(names, room * 0.95),
        legend=[],
        x_label=x_label,
        y_label=y_label,
    )
    slot = (frame.x1 - frame.x0) / len(data)
    bar_w = min(slot * 0.64, 90.0)
    fills = _colours(colours if colours is not None else SERIES_COLOURS[0], len(data))
    zero = frame.y(0.0) if lo <= 0 <= hi else frame.y1
    value_size = 12.0 if len(data) <= 12 else 10.0
    centres = []
    for i, (value, fill) in enumerate(zip(data, fills, strict=True)):
        cx = frame.x0 + slot * (i + 0.5)
        centres.append(cx)
        top, bottom = sorted((frame.y(value), zero))
        frame.out.append(
            f'<rect class="bar" x="{_n(cx - bar_w / 2)}" y="{_n(top)}" width="{_n(bar_w)}" height="{_n(bottom - top)}" '
            f'fill="{_attr(fill)}"/>'
        )
        if show_values:
            frame.out.append(_value_label(fmt(value), cx, frame.y(value), value_size, value >= 0))
    frame.x_labels(names, centres, slot * 0.95)
    desc = _desc(names, {"": data}, fmt)
    return _chart_root(width, height, title, "svg.bar_chart", lang, desc, frame.out)


def grouped_bar_chart_svg(
    labels: Sequence[str],
    series: Mapping[str, Sequence[float]],
    *,
    title: str = "",
    width: float = 480,
    height: float = 260,
    value_format: str | Callable[[float], str] = "{:.0%}",
    colours: Sequence[str] | None = None,
    y_min: float | None = None,
    y_max: float | None = None,
    x_label: str = "",
    y_label: str = "",
    show_values: bool = True,
    lang: str = "de",
) -> SVG:
    """Bars in groups: one group per label, one bar (and legend entry) per series.

    ``series`` maps a name to one value per label, e.g. ``{"Knack": [...],
    "Oberlausitz": [...]}``.  Value labels are left out where the bars are too
    narrow for them.
    """
    lang = i18n.check_lang(lang)
    width, height = _positive(width, "width", 160), _positive(height, "height", 120)
    names = _labels(labels)
    if not names:
        raise _error("svg.no_data")
    data = _series(series, len(names))
    fmt = _formatter(value_format)
    every = [v for values in data.values() for v in values if v is not None]
    if not every:
        raise _error("svg.no_data")
    lo, hi, ticks = _scale(min(every), max(every), y_min, y_max)
    fills = _colours(colours, len(data))
    legend = [(name, fill, "bar", "") for name, fill in zip(data, fills, strict=True)]
    room = (width - 60) / len(names)
    frame = _Frame(
        title=title,
        width=width,
        height=height,
        ticks=ticks,
        lo=lo,
        hi=hi,
        fmt=fmt,
        x_lines=_x_lines(names, room * 0.95),
        legend=legend,
        x_label=x_label,
        y_label=y_label,
    )
    slot = (frame.x1 - frame.x0) / len(names)
    group_w = slot * 0.8
    bar_w = min(group_w / len(data), 60.0)
    group_w = bar_w * len(data)
    zero = frame.y(0.0) if lo <= 0 <= hi else frame.y1
    value_size = 11.0
    texts = [fmt(v) for values in data.values() for v in values if v is not None]
    fits = show_values and max(_est_width(t, value_size) for t in texts) <= bar_w * 1.1
    centres = []
    for i in range(len(names)):
        cx = frame.x0 + slot * (i + 0.5)
        centres.append(cx)
        for k, (values, fill) in enumerate(zip(data.values(), fills, strict=True)):
            value = values[i]
            if value is None:
                continue
            bx = cx - group_w / 2 + k * bar_w
            top, bottom = sorted((frame.y(value), zero))
            frame.out.append(
                f'<rect class="bar" x="{_n(bx + 0.5)}" y="{_n(top)}" width="{_n(max(bar_w - 1, 0.5))}" '
                f'height="{_n(bottom - top)}" fill="{_attr(fill)}"/>'
            )
            if fits:
                frame.out.append(_value_label(fmt(value), bx + bar_w / 2, frame.y(value), value_size, value >= 0))
    frame.x_labels(names, centres, slot * 0.95)
    desc = _desc(names, data, fmt)
    return _chart_root(width, height, title, "svg.grouped_bar_chart", lang, desc, frame.out)


def line_chart_svg(
    xs: Sequence[float | str],
    series: Mapping[str, Sequence[float | None]],
    *,
    title: str = "",
    width: float = 480,
    height: float = 260,
    value_format: str | Callable[[float], str] = "{:.0%}",
    x_format: str | Callable[[float], str] = "{:g}",
    colours: Sequence[str] | None = None,
    y_min: float | None = None,
    y_max: float | None = None,
    x_label: str = "",
    y_label: str = "",
    show_values: bool = False,
    lang: str = "de",
) -> SVG:
    """Lines over ``xs``: numbers (spaced by value) or texts (evenly spaced).

    Each series has its own colour, dash pattern and marker shape, so the
    lines stay apart in black and white too; ``None`` leaves a gap.
    """
    lang = i18n.check_lang(lang)
    width, height = _positive(width, "width", 160), _positive(height, "height", 120)
    if isinstance(xs, (str, bytes)) or not isinstance(xs, Iterable):
        raise _error("svg.bad_labels", value=repr(xs)[:60])
    xs = list(xs)
    if not xs:
        raise _error("svg.no_data")
    numeric = all(isinstance(x, numbers.Real) and not isinstance(x, bool) for x in xs)
    if numeric:
        xv = _numbers(xs, "xs")
        x_fmt = _formatter(x_format)
        x_text = [x_fmt(x) for x in xv]
    else:
        xv = [float(i) for i in range(len(xs))]
        x_text = [str(x) for x in xs]
    data = _series(series, len(xs))
    fmt = _formatter(value_format)
    every = [v for values in data.values() for v in values if v is not None]
    if not every:
        raise _error("svg.no_data")
    lo, hi, ticks = _scale(min(every), max(every), y_min, y_max)
    fills = _colours(colours, len(data))
    legend = [
        (name, fill, "line", _DASHES[k % len(_DASHES)]) for k, (name, fill) in enumerate(zip(data, fills, strict=True))
    ]
    x_lo, x_hi = min(xv), max(xv)
    if x_hi == x_lo:
        x_lo, x_hi = x_lo - 1, x_hi + 1
    if numeric and len(xv) > 12:  # too many points to label each: round ticks instead
        step = _nice_step(x_hi - x_lo, 8)
        first = math.ceil(x_lo / step - 1e-9) * step
        tick_x = [round(first + k * step, 10) for k in range(int((x_hi - first) / step + 1e-9) + 1)]
        tick_text = [x_fmt(t) for t in tick_x]
    else:
        tick_x, tick_text = xv, x_text
    room = (width - 80) / max(len(tick_x), 1)
    frame = _Frame(
        title=title,
        width=width,
        height=height,
        ticks=ticks,
        lo=lo,
        hi=hi,
        fmt=fmt,
        x_lines=_x_lines(tick_text, room),
        legend=legend,
        x_label=x_label,
        y_label=y_label,
    )
    inset = 12.0 if numeric else (frame.x1 - frame.x0) / (2 * len(xv))

    def px(x: float) -> float:
        return frame.x0 + inset + (x - x_lo) / (x_hi - x_lo) * (frame.x1 - frame.x0 - 2 * inset)

    if not numeric and len(xv) == 1:
        px = lambda x: (frame.x0 + frame.x1) / 2  # noqa: E731
    for tx in tick_x:
        frame.out.append(
            f'<line x1="{_n(px(tx))}" y1="{_n(frame.y1)}" x2="{_n(px(tx))}" y2="{_n(frame.y1 + 4)}" stroke="{_AXIS}"/>'
        )
    frame.x_labels(tick_text, [px(t) for t in tick_x], room)
    for k, ((name, values), fill) in enumerate(zip(data.items(), fills, strict=True)):
        segments: list[list[tuple[float, float]]] = [[]]
        for x, v in zip(xv, values, strict=True):
            if v is None:
                segments.append([])
            else:
                segments[-1].append((px(x), frame.y(v)))
        d = " ".join("M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in seg) for seg in segments if seg)
        dash = _DASHES[k % len(_DASHES)]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        frame.out.append(
            f'<path class="line" data-series="{_attr(name)}" d="{d}" fill="none" stroke="{_attr(fill)}" '
            f'stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"{dash_attr}/>'
        )
        points = [p for seg in segments for p in seg]
        if len(points) <= 40:
            frame.out.extend(_marker(k, x, y, fill) for x, y in points)
        if show_values:
            for x, v in zip(xv, values, strict=True):
                if v is not None:
                    frame.out.append(_value_label(fmt(v), px(x), frame.y(v) - 4, 11.0, True))
    desc = _desc(x_text, data, fmt)
    return _chart_root(width, height, title, "svg.line_chart", lang, desc, frame.out)


i18n.catalogue(
    {
        "svg.no_cards": ("keine Karten", "no cards"),
        "svg.face_down": ("verdeckte Karte", "face-down card"),
        "svg.face_down_n": ("{n} verdeckte Karten", "{n} face-down cards"),
        "svg.hand_title": ("Karten: {cards}", "Cards: {cards}"),
        "svg.table_title": ("Spieltisch", "Game table"),
        "svg.bar_chart": ("Balkendiagramm", "Bar chart"),
        "svg.grouped_bar_chart": ("Gruppiertes Balkendiagramm", "Grouped bar chart"),
        "svg.line_chart": ("Liniendiagramm", "Line chart"),
        "svg.bad_scheme": (
            "Das Farbschema {value} gibt es nicht; zur Wahl stehen: {accepted}",
            "There is no colour scheme {value}; choose from: {accepted}",
        ),
        "svg.bad_size": (
            "{name} muss eine positive Zahl sein, nicht {value}",
            "{name} must be a positive number, not {value}",
        ),
        "svg.too_small": (
            "{name} ist zu klein für ein lesbares Bild: {value}, mindestens {minimum}",
            "{name} is too small for a readable picture: {value}, at least {minimum}",
        ),
        "svg.crowded": (
            "Zu wenig Platz für das Diagramm ({value} Pixel): width/height größer oder Beschriftungen kürzer wählen",
            "Too little room for the chart ({value} pixels): choose a larger width/height or shorter labels",
        ),
        "svg.not_a_card": ("{value} ist keine Karte", "{value} is not a card"),
        "svg.one_card": (
            "Hier ist genau eine Karte gefragt, {value} sind {count}",
            "Exactly one card is needed here, {value} are {count}",
        ),
        "svg.card_needed": (
            "Ohne Karte (None) lässt sich nur eine verdeckte Karte zeichnen: face_down=True",
            "Without a card (None) only a face-down card can be drawn: face_down=True",
        ),
        "svg.not_cards": (
            "Erwartet werden Karten (eine Liste oder ein Text wie 'A♥ 10s'), nicht {value}",
            "Cards are expected (a list or a text such as 'A♥ 10s'), not {value}",
        ),
        "svg.count_face_up": (
            "Eine Anzahl ({value}) statt Karten geht nur für verdeckte Karten (face_down=True) und nicht negativ",
            "A number ({value}) instead of cards works only for face-down cards (face_down=True), and not below 0",
        ),
        "svg.bad_labels": (
            "Beschriftungen werden als Liste von Texten angegeben, nicht als {value}",
            "Labels are given as a list of texts, not as {value}",
        ),
        "svg.labels_mismatch": (
            "{labels} Beschriftungen für {cards} Karten: es braucht genau eine Beschriftung je Karte",
            "{labels} labels for {cards} cards: exactly one label per card is needed",
        ),
        "svg.bad_highlight": (
            "highlight: {value} ist weder eine Position (0 bis {last}) noch eine Karte dieser Hand",
            "highlight: {value} is neither a position (0 to {last}) nor a card of this hand",
        ),
        "svg.bad_row": (
            "Eine Tischzeile ist (Überschrift, Karten, verdeckt), nicht {value}",
            "A table row is (caption, cards, face_down), not {value}",
        ),
        "svg.values_mismatch": (
            "{labels} Beschriftungen, aber {values} Werte: es braucht genau einen Wert je Beschriftung",
            "{labels} labels but {values} values: exactly one value per label is needed",
        ),
        "svg.series_mismatch": (
            "Reihe {series!r}: {values} Werte für {labels} Beschriftungen; es braucht genau einen Wert je Beschriftung",
            "Series {series!r}: {values} values for {labels} labels; exactly one value per label is needed",
        ),
        "svg.no_series": (
            "Die Reihen werden als Wörterbuch {{Name: Werte}} angegeben, mit mindestens einer Reihe, nicht {value}",
            "Series are given as a dict {{name: values}} with at least one series, not {value}",
        ),
        "svg.no_data": ("Das Diagramm hat keine Daten", "The chart has no data"),
        "svg.not_a_number": (
            "{name}: {value} (Nummer {index}) ist keine endliche Zahl",
            "{name}: {value} (number {index}) is not a finite number",
        ),
        "svg.bad_format": (
            "Das Zahlenformat {value} passt nicht zu den Werten ({error})",
            "The number format {value} does not fit the values ({error})",
        ),
        "svg.bad_colours": (
            "colours: eine Farbe oder eine Liste von Farben (Texte wie '#0072B2'), nicht {value}",
            "colours: one colour or a list of colours (texts such as '#0072B2'), not {value}",
        ),
        "svg.bad_range": (
            "y_min ({low}) muss kleiner als y_max ({high}) sein",
            "y_min ({low}) must be smaller than y_max ({high})",
        ),
    }
)


# Cards and hands draw themselves in Jupyter.  This module sits above knackpy.cards (it imports it), so it
# gives them their pictures here instead of cards importing svg back; knackpy/__init__ imports this module.
def _card_picture(card: Card) -> SVG:
    return card_svg(card, lang=picture_language())


def _hand_picture(cards: Hand) -> SVG:
    return hand_svg(cards, lang=picture_language())


Card._repr_svg_ = _card_picture
Hand._repr_svg_ = _hand_picture
