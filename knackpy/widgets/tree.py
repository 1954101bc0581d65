"""Walking a widget tree: what a learner can read in a component (tests and benchmarks use this too)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def walk(widget: Any) -> Iterator[Any]:
    """Every widget of a tree, depth first, the root included."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from walk(child)


def html_values(widget: Any) -> list[str]:
    """The ``value`` of every HTML widget of a tree (what is rendered as HTML/SVG)."""
    import ipywidgets as w  # a widget tree exists, so ipywidgets is there

    return [node.value for node in walk(widget) if isinstance(node, (w.HTML, w.HTMLMath)) and node.value]


def visible_texts(widget: Any) -> list[str]:
    """Every text a learner can read in a tree: descriptions, tooltips, placeholders, option labels,
    tab titles, labels and HTML values (HTML values as they are, markup included)."""
    import ipywidgets as w  # a widget tree exists, so ipywidgets is there

    out: list[str] = []
    for node in walk(widget):
        if getattr(node, "layout", None) is not None and node.layout.display == "none":
            continue
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(node, attr, None)
            if isinstance(value, str) and value.strip("\u200b \n"):  # HTML's default placeholder is a zero-width space
                out.append(value)
        if isinstance(node, (w.HTML, w.HTMLMath, w.Label)) and node.value:
            out.append(node.value)
        labels = getattr(node, "_options_labels", None)
        if labels:
            out.extend(str(label) for label in labels)
        titles = getattr(node, "titles", None)
        if titles:
            out.extend(t for t in titles if t)
    return out
