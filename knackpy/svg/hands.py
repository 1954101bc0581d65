"""Rows of cards: a hand (:func:`hand_svg`, :func:`hand`) and a game table of labelled rows (:func:`table_svg`)."""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Sequence
from typing import Any

from .. import i18n
from ..cards import Card, parse_cards
from .card import _CARD_H, _CARD_R, _CARD_W, _RING, _card_body, _one_card
from .colours import _scheme
from .markup import _FONT, SVG, HandSVG, _error, _n, _positive, _root, _s, _text


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


def _face_down_text(count: int, lang: str = "de") -> str:
    """``1 verdeckte Karte``, ``3 verdeckte Karten`` (``1 face-down card``, ``3 face-down cards``)."""
    if count == 1:
        return i18n.text("svg.face_down_one", lang)
    return i18n.text("svg.face_down_n", lang, n=count)


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
        elif (
            isinstance(item, numbers.Integral) and not isinstance(item, bool) and -len(cards) <= int(item) < len(cards)
        ):
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
        data = "" if face_down or value is None else f' data-card="{value.key}" data-suit="{value.suit.key}"'
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
        desc = _face_down_text(len(items), lang)
    else:
        desc = ", ".join(v.name(lang) for v in items if v is not None)  # none is None here
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


def hand(cards: object, **kw: Any) -> HandSVG:
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
