"""Three small charts for the course: bars, grouped bars and lines (each with its figures as text alternative)."""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Iterable, Mapping, Sequence

from .. import i18n
from .frame import (
    _AXIS,
    _DASHES,
    SERIES_COLOURS,
    _chart_root,
    _colours,
    _desc,
    _formatter,
    _Frame,
    _labels,
    _marker,
    _nice_step,
    _numbers,
    _scale,
    _series,
    _value_label,
    _x_lines,
)
from .markup import SVG, _attr, _error, _est_width, _n, _positive


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
    (``"{:.0%}"``, ``"{:.1f}"``), which writes numbers the way ``lang`` does
    (``25 %``, ``13,6`` in German; see :func:`knackpy.figures.figure_text`),
    or a function.  ``colours``: one colour for
    all bars, or a list used bar by bar (repeated if short).

    >>> svg = bar_chart_svg(["Knack", "Feuer"], [0.25, 0.5], title="Wie oft?")
    >>> "Feuer" in svg and "50 %" in svg
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
    fmt = _formatter(value_format, lang)
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
    fmt = _formatter(value_format, lang)
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
        x_fmt = _formatter(x_format, lang)
        x_text = [x_fmt(x) for x in xv]
    else:
        xv = [float(i) for i in range(len(xs))]
        x_text = [str(x) for x in xs]
    data = _series(series, len(xs))
    fmt = _formatter(value_format, lang)
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
