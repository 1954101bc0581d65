"""The suit symbols, drawn as vector paths (never font glyphs): one shape per suit, in either colour scheme."""

from __future__ import annotations

from typing import Any

from .colours import SUIT_COLOUR_SCHEMES
from .markup import _n, _s

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

_GERMAN_SHAPES: dict[str, dict[str, Any]] = {  # outline colour, parts (path, colour, role)
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
