"""Colour arithmetic for the accessibility tests (issue 17): WCAG contrast and colour-blind vision.

* :func:`contrast`: the WCAG 2.1 contrast ratio of two sRGB colours (1.4.3 asks for 4.5:1 for text).
* :func:`simulate`: a colour as seen with protanopia, deuteranopia or tritanopia (Machado, Oliveira and
  Fernandes 2009, severity 1.0, applied to linear RGB).
* :func:`distance`: the CIE76 colour difference (Delta E) of two colours, optionally as seen with a deficiency.
"""

from __future__ import annotations

import math

_MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(_MACHADO)


def _linear(colour: str) -> tuple[float, float, float]:
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)


def _luminance(linear: tuple[float, float, float]) -> float:
    r, g, b = linear
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground: str, background: str = "#FFFFFF") -> float:
    """WCAG 2.1 contrast ratio, 1 to 21."""
    a, b = _luminance(_linear(foreground)), _luminance(_linear(background))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def simulate(colour: str, deficiency: str | None) -> tuple[float, float, float]:
    """Linear RGB of ``colour`` as seen with ``deficiency`` (``None``: normal vision)."""
    linear = _linear(colour)
    if deficiency is None:
        return linear
    return tuple(
        max(0.0, min(1.0, sum(m * c for m, c in zip(row, linear, strict=True)))) for row in _MACHADO[deficiency]
    )


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: str, b: str, deficiency: str | None = None) -> float:
    """CIE76 Delta E of two colours as seen with ``deficiency`` (about 2.3 is just noticeable)."""
    return math.dist(_lab(simulate(a, deficiency)), _lab(simulate(b, deficiency)))
