"""One card: its face or its back, the selection ring, and :func:`card_svg`."""

from __future__ import annotations

import numbers

from .. import i18n
from ..cards import Card, Rank, card_from_id, parse_cards
from .colours import SUIT_COLOUR_SCHEMES, _scheme
from .markup import _FONT, SVG, _error, _n, _positive, _root, _text
from .suits import _suit_symbol

_CARD_W, _CARD_H, _CARD_R = 100.0, 140.0, 7.0
_RING = 6.0  # room around a card for the selection ring
_RING_COLOUR = "#E69F00"
_RING_DARK = "#7A4B00"
_COURT = {"jack", "queen", "king", "under", "over"}


def _index(rank: Rank, lang: str) -> str:
    """The rank as printed in a card's corner: ``A``, ``K``, ``B``/``J``, ``U``, ``10``."""
    return rank.abbr(lang)


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
        assert card is not None  # only a face-down card may be left out
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
    title = i18n.text("svg.face_down", lang) if face_down or value is None else value.name(lang)
    scale = width / _CARD_W
    ring = _RING if highlight else 0.0  # room for the selection ring
    view = (-ring, -ring, _CARD_W + 2 * ring, _CARD_H + 2 * ring)
    # body[0] is the card's own <title>: the root carries it instead.
    return _root(view[2] * scale, view[3] * scale, view, title, body[1:], suit=_suit_of(value, face_down))


def _suit_of(card: Card | None, hidden: bool) -> str:
    """``data-suit`` of a drawn card (the site's colour switch finds cards by it); nothing for a back."""
    return "" if hidden or card is None else card.suit.key


def suit_colour_map(scheme: str = "four") -> dict[str, dict[str, str]]:
    """How a standard drawing turns into ``scheme``: ``{suit: {standard colour: new colour}}``.

    Worked out by drawing an ace, a seven and a court card of every suit in both schemes and pairing the
    colours attribute by attribute; the website's colour switch recolours saved pictures with it.
    """
    import xml.etree.ElementTree as ET

    from ..cards import DECKS

    table: dict[str, dict[str, str]] = {}
    cards = {c for d in DECKS.values() for c in d.cards if c.rank.key in ("ace", "queen", "over") or c.rank.order == 7}
    for card in sorted(cards, key=lambda c: c.key):
        old = ET.fromstring(card_svg(card, suit_colours="standard")).iter()
        new = ET.fromstring(card_svg(card, suit_colours=scheme)).iter()
        pairs = table.setdefault(card.suit.key, {})
        for a, b in zip(old, new, strict=True):
            for attr in ("fill", "stroke"):
                if a.get(attr) != b.get(attr):  # both drawings have the attribute, or neither
                    pairs[a.get(attr, "")] = b.get(attr, "")
    return {suit: dict(sorted(pairs.items())) for suit, pairs in sorted(table.items())}
