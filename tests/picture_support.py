"""What Jupyter shows of a knackpy picture (``knackpy.svg.picture_html``), read back by the tests.

A picture's ``text/html`` is one ``<img class="knackpy-picture" alt="..." src="data:image/svg+xml,...">`` (the SVG
with ``% # " &`` and line breaks percent-escaped): these helpers give its name (the ``alt``) and the SVG inside,
from an object, a page or a saved notebook.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from urllib.parse import unquote

PICTURE = re.compile(
    r'<img class="knackpy-picture" alt="(?P<alt>[^"]*)" src="data:image/svg\+xml,(?P<data><svg [^"]*)">'
)
SVG_URL = "data:image/svg+xml,"


def read_picture(shown: str) -> tuple[str, str]:
    """``(name, svg markup)`` of a picture's ``text/html``; fails unless that is exactly one knackpy picture."""
    found = PICTURE.fullmatch(shown)
    assert found, shown[:200]
    return html.unescape(found["alt"]), unquote(found["data"])


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "img":
            self.images.append({name: value or "" for name, value in attrs})


def svg_images_in(page: str) -> list[dict[str, str]]:
    """The attributes of every ``<img>`` of a page's HTML whose source is SVG data (in any attribute order)."""
    parser = _Images()
    parser.feed(page)
    return [img for img in parser.images if img.get("src", "").startswith("data:image/svg+xml")]


def pictures_in(page: str) -> list[tuple[str, str]]:
    """``(name, svg markup)`` of every knackpy picture in a page's HTML; fails on an SVG image that is none."""
    found = []
    for img in svg_images_in(page):
        assert img.get("class") == "knackpy-picture" and img["src"].startswith(SVG_URL), img
        found.append((img.get("alt", ""), unquote(img["src"].removeprefix(SVG_URL))))
    return found


def shown_picture(obj: object) -> tuple[str, str]:
    """``(name, svg markup)`` of what Jupyter shows for ``obj``."""
    return read_picture(obj._repr_html_())


def shown_svg(obj: object) -> str:
    """The SVG markup of what Jupyter shows for ``obj``."""
    return shown_picture(obj)[1]


def _saved_html(notebook: dict) -> list[str]:
    found = []
    for cell in notebook["cells"]:
        for output in cell.get("outputs", ()):
            shown = output.get("data", {}).get("text/html")
            if shown:
                found.append("".join(shown) if isinstance(shown, list) else shown)
    return found


def saved_pictures(notebook: dict) -> list[str]:
    """The ``text/html`` of every output of a notebook that is one picture (a card, a hand, a chart), in order."""
    return [shown.strip() for shown in _saved_html(notebook) if PICTURE.fullmatch(shown.strip())]


def saved_picture_names(notebook: dict) -> list[str]:
    """The names of all knackpy pictures in a notebook's saved outputs, in order: those above and the pictures
    inside other HTML (the checks' cards, the worksheets')."""
    return [name for shown in _saved_html(notebook) for name, _ in pictures_in(shown)]
