"""A game state draws itself in Jupyter: every hand face up, the table or the discard pile, the stock.

``Game._repr_html_`` shows :func:`state_svg` (German, the course's first
language) as a named picture; call it yourself for English or for the SVG markup.  It is built from the teacher's view
(``view(None)``) and :func:`knackpy.svg.table_svg`, so it shows exactly what a
teacher may see and reads only public fields.

>>> import knackpy
>>> game = knackpy.new_game(knackpy.rules("charakir"), players=2, seed=3)
>>> picture = state_svg(game, lang="en")
>>> picture.startswith("<svg") and "Draw pile (43 cards)" in picture
True
"""

from __future__ import annotations

from typing import Any

from .. import i18n, svg

__all__ = ["state_svg"]


def state_svg(game: Any, *, lang: str = "de", width: float = 56) -> svg.SVG:
    """The whole state of ``game`` as one SVG picture, ``width`` pixels per card."""
    view = game.view(None)
    data, names = view.data, view.names
    rows: list[tuple] = []
    chooser_hands = data.get("chooser_hands")
    for player, hand in enumerate(data["hands"]):
        if chooser_hands and player == data.get("chooser"):
            rows.append((_text("first_hand", lang, player=names[player]), chooser_hands[0], False))
            rows.append((_text("second_hand", lang, player=names[player]), chooser_hands[1], False))
            continue
        key = "to_move" if player == view.to_move else "player"
        rows.append((_text(key, lang, player=names[player]), hand, False))
    if "table" in data:  # Knack: the three open cards in the middle
        rows.append((_text("table", lang), data["table"], False))
    if "discard_top" in data:  # Charakir: the open discard pile
        top = data["discard_top"]
        caption = _text("discard", lang, card=top.name(lang)) if top is not None else _text("discard_empty", lang)
        rows.append((caption, (top,) if top is not None else (), False))
    pile = data["pile_size"]
    rows.append((_text("pile_one" if pile == 1 else "pile", lang, count=pile), min(pile, 1), True))
    title = _text("over" if game.is_over() else "title", lang, game=game.rules.name(lang), round=data["round"])
    return svg.table_svg(rows, width=width, title=title, lang=lang)


def _text(key: str, lang: str, **params: object) -> str:
    return i18n.text(f"engine.picture.{key}", lang, **params)


i18n.catalogue(
    {
        "engine.picture.title": ("{game}, Runde {round}", "{game}, round {round}"),
        "engine.picture.over": ("{game}: Das Spiel ist vorbei", "{game}: the game is over"),
        "engine.picture.player": ("{player}", "{player}"),
        "engine.picture.to_move": ("{player} (am Zug)", "{player} (to move)"),
        "engine.picture.first_hand": ("{player}: erste Hand", "{player}: first hand"),
        "engine.picture.second_hand": ("{player}: zweite Hand", "{player}: second hand"),
        "engine.picture.table": ("Stock (offen)", "Table (face up)"),
        "engine.picture.discard": ("Ablage (oben: {card})", "Discard pile (top: {card})"),
        "engine.picture.discard_empty": ("Ablage (leer)", "Discard pile (empty)"),
        "engine.picture.pile": ("Stapel ({count} Karten)", "Draw pile ({count} cards)"),
        "engine.picture.pile_one": ("Stapel (1 Karte)", "Draw pile (1 card)"),
    }
)
