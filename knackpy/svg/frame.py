"""What the three charts share: checked inputs, a nice scale, wrapped labels, markers and the frame (axes, grid, legend)."""

from __future__ import annotations

import functools
import math
import numbers
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Literal, overload

from .. import i18n
from ..figures import figure_text
from .markup import _FONT, SVG, _attr, _error, _est_width, _n, _root, _text

#: Series colours (Okabe-Ito: told apart with the common kinds of colour blindness).
SERIES_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
_DASHES = ("", "7 4", "2 3", "9 3 2 3", "4 4", "12 4")
_GRID = "#E2E2E2"
_AXIS = "#444444"
_TEXT = "#222222"


def _formatter(value_format: str | Callable[[float], str], lang: str) -> Callable[[float], str]:
    """A function writing the chart's figures; a format string writes them the way ``lang`` does (13,6 / 13.6)."""
    if callable(value_format):
        fmt = value_format
    elif isinstance(value_format, str):
        fmt = functools.partial(figure_text, value_format, lang=lang)
    else:
        raise _error("svg.bad_format", value=repr(value_format)[:60], error="str or callable")

    def run(value: float) -> str:
        try:
            return str(fmt(value))
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise _error("svg.bad_format", value=repr(value_format)[:60], error=str(err)) from None

    return run


@overload
def _numbers(values: object, name: str, allow_none: Literal[False] = False) -> list[float]: ...
@overload
def _numbers(values: object, name: str, allow_none: Literal[True]) -> list[float | None]: ...


def _numbers(values: object, name: str, allow_none: bool = False) -> list[float] | list[float | None]:
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


def _desc(labels: list[str], series: Mapping[str, Sequence[float | None]], fmt: Callable[[float], str]) -> str:
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
