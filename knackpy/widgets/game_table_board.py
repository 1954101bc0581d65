"""What the game table draws, as HTML from the learner's view (E5): the board, standings, prompt, hints, log.

Plain functions of the game, its view and the table's settings (``rules``, the learner's seat ``human``,
the seats' ``levels``, the coach's ``hints``, ``lang``); :class:`~knackpy.widgets.game_table.GameTable`
puts what they return into its widgets.  Other players' hands are only counted; a table that is watched
(no seat for the learner) shows the teacher's view with every hand.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from .. import i18n
from . import game_table_texts  # noqa: F401  (the texts drawn here)
from .common import CARD_WIDTH, CSS_CLASS, STYLE, esc, rule_ids_text, svg_html, texts_in
from .play_settings import HUMAN, capitalised

_BACK_WIDTH = 46  # other players' face-down cards: small, they only show a count
_LOG_LINES = 60

# the moves with a tooltip of their own (``widgets.game_table.tip.<kind>``), by ``action.kind``
_TOOLTIP_KINDS = frozenset(
    {"keep", "throw", "swap", "swap_all", "push", "close", "call", "end_turn", "new_table"}
    | {"draw", "take", "pair", "discard", "knock", "no_knock"}
)


# --- texts for moves and round results ----------------------------------------------------------------------


def move_tooltip(action: Any, rules: Any, lang: str) -> str:
    """A move's tooltip: what it does and its rule in this ruleset (the action knows it: K5 or O4, K13 or O5, ...)."""
    if action.kind not in _TOOLTIP_KINDS:
        return capitalised(action.label(lang))
    return i18n.text(f"widgets.game_table.tip.{action.kind}", lang, rule=action.rule_id(rules))


def round_lines(result: Any, lang: str) -> list[str]:
    """A round result in sentences: the engine's ``explain(lang)`` (Knack) or ``text(lang)`` (Charakir)."""
    explain = getattr(result, "explain", None)
    lines = explain(lang) if callable(explain) else result.text(lang)
    if isinstance(lines, str):
        lines = lines.splitlines()
    lines = list(lines)
    totals = getattr(result, "totals", None)
    if totals is not None and not callable(explain):  # Charakir: add the running totals
        standings = ", ".join(f"{name} {total}" for name, total in zip(result.names, totals, strict=True))
        lines.append(i18n.text("widgets.game_table.totals_after", lang, standings=standings))
    return lines


def hand_markup(
    cards: tuple[Any, ...] | int,
    *,
    width: float,
    face_down: bool = False,
    overlap: bool = False,
    highlight: tuple[Any, ...] = (),
    lang: str = "de",
) -> str:
    """:func:`knackpy.svg.hand_svg` as a string in the session's suit colours, remembered: a click redraws the
    same few hands again and again."""
    from .. import svg

    scheme = "four" if svg.suit_colours() is svg.FOUR_COLOURS else "standard"
    return _hand_markup(cards, width, face_down, overlap, highlight, lang, scheme)


@functools.lru_cache(maxsize=1024)
def _hand_markup(
    cards: tuple[Any, ...] | int,
    width: float,
    face_down: bool,
    overlap: bool,
    highlight: tuple[Any, ...],
    lang: str,
    scheme: str,
) -> str:
    from .. import svg

    return str(
        svg.hand_svg(
            cards,
            width=width,
            face_down=face_down,
            overlap=overlap,
            highlight=highlight,
            lang=lang,
            suit_colours=scheme,
        )
    )


def hint_reason(hint: Any, lang: str) -> str:
    """The coach's reason without repeating the move's name in front, with the rule IDs it rests on."""
    reason = hint.reason(lang)
    label = hint.action.label(lang)
    if reason.lower().startswith(label.lower() + ":"):
        reason = capitalised(reason[len(label) + 1 :].strip())
    ids = tuple(getattr(hint, "rule_ids", ()) or ())
    if ids and not all(rule_id in reason for rule_id in ids):
        reason += f" ({rule_ids_text(ids, lang)})"
    return reason


def points_text(points: Any) -> str:
    from ..scoring import format_points

    return format_points(points)


def box_html(kind: str, title: str, lines: Sequence[str], *, bullets: bool = True) -> str:
    """A message box (``kind``: ``"info"``, ``"success"``, ...) with a bold title and one item per line."""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    style = "margin:4px 0 2px 18px;padding:0" if bullets else "margin:4px 0 2px 0;padding:0;list-style:none"
    return (
        f'<div class="{CSS_CLASS}-{kind}" style="{STYLE["text"]};{STYLE[kind]};padding:6px 12px;margin:4px 0;'
        f'border-radius:4px"><div style="font-weight:700">{esc(title)}</div>'
        f'<ul style="{style}">{items}</ul></div>'
    )


def count_text(n: int, lang: str) -> str:
    """``1 Karte`` / ``3 Karten``."""
    if n == 1:
        return i18n.text("widgets.game_table.cards_one", lang)
    return i18n.text("widgets.game_table.cards_many", lang, n=n)


# --- the board --------------------------------------------------------------------------------------------------


def board_html(
    game: Any, view: Any, *, rules: Any, human: int | None, levels: Sequence[str], hints: Sequence[Any], lang: str
) -> str:
    """The whole board: the other hands (counted, or all of them when watching), the middle, the learner's hand."""
    others = _others_html(game, view, rules=rules, human=human, levels=levels, lang=lang)
    middle = middle_html(view, rules=rules, lang=lang)
    mine = own_html(game, view, rules=rules, human=human, hints=hints, lang=lang) if human is not None else ""
    return (
        f'<div class="{CSS_CLASS}-board" style="{STYLE["text"]};border:1px solid #CCCCCC;border-radius:6px;'
        f'padding:8px 12px;background:#F7FAF7">{others}{middle}{mine}</div>'
    )


def _others_html(game: Any, view: Any, *, rules: Any, human: int | None, levels: Sequence[str], lang: str) -> str:
    from .. import bots as bots_module

    t = texts_in(lang)

    watching = human is None
    blocks = []
    for seat in range(game.n_players):
        if seat == human:
            continue
        name = game.names[seat]
        caption = name
        level = levels[seat]
        if level != HUMAN:
            caption += " · " + t("widgets.play.bot_level", level=bots_module.level_name(level, lang))
        if rules.variant.has_table and not view.in_game[seat]:
            cards_svg, note = "", t("widgets.game_table.out")
        elif watching:
            hand = view.hands[seat] if view.hands[seat] else ()
            if rules.variant.has_table and view.phase == "choose" and seat == view.chooser:
                hand = view.chooser_hands[0]
            cards_svg = hand_markup(hand, width=_BACK_WIDTH + 10, lang=lang)
            note = count_text(len(hand), lang)
        else:
            if rules.variant.has_table:
                two = view.phase == "choose" and seat == view.chooser
                count = 6 if two else 3
                note = t("widgets.game_table.two_hands") if two else count_text(3, lang)
            else:
                count = view.hand_sizes[seat]
                note = count_text(count, lang)
            cards_svg = hand_markup(count, width=_BACK_WIDTH, face_down=True, overlap=True, lang=lang) if count else ""
        marker = " ▶" if view.to_move == seat else ""
        group = esc(t("widgets.game_table.hand_of", name=name))
        blocks.append(
            f'<div role="group" aria-label="{group}" style="margin:0 18px 8px 0"><div style="{STYLE["text"]};font-weight:600">{esc(caption)}{marker}</div>'
            f'<div style="{STYLE["muted"]}">{esc(note)}</div>{svg_html(cards_svg) if cards_svg else ""}</div>'
        )
    return f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start">{"".join(blocks)}</div>'


def middle_html(view: Any, *, rules: Any, lang: str) -> str:
    """Knack: the table's cards (or who chooses first), the pile and the pot; Charakir: the discard and the pile."""

    t = texts_in(lang)

    parts = []
    if rules.variant.has_table:
        table = view.table
        caption = esc(t("widgets.game_table.table"))
        parts.append(f'<div role="group" aria-label="{caption}"><div style="font-weight:600">{caption}</div>')
        if table:
            parts.append(svg_html(hand_markup(tuple(table), width=CARD_WIDTH, lang=lang)))
        else:
            rule = rules.rule_id("choose")
            player = view.names[view.chooser]
            parts.append(f"<div>{esc(t('widgets.game_table.table_empty', player=player, rule=rule))}</div>")
        pile = t("widgets.game_table.pile", cards=count_text(view.pile_size, lang))
        pot = t("widgets.game_table.pot", n=view.pot) if rules.variant.has_coins else ""
        parts.append(f'<div style="{STYLE["muted"]}">{esc(pile)}{" · " + esc(pot) if pot else ""}</div></div>')
    else:
        top = view.discard_top
        size = view.pile_size
        discard = hand_markup((top,) if top is not None else (), width=CARD_WIDTH, lang=lang)
        pile = hand_markup(min(size, 1), width=CARD_WIDTH, face_down=True, lang=lang)
        discard_caption = esc(t("widgets.game_table.discard"))
        pile_caption = esc(t("widgets.game_table.pile", cards=count_text(size, lang)))
        parts.append(
            '<div style="display:flex;flex-wrap:wrap;gap:24px">'
            f'<div role="group" aria-label="{discard_caption}"><div style="font-weight:600">{discard_caption}</div>'
            f"{svg_html(str(discard))}</div>"
            f'<div role="group" aria-label="{pile_caption}"><div style="font-weight:600">{pile_caption}</div>'
            f"{svg_html(str(pile))}</div></div>"
        )
    return f'<div style="margin:6px 0">{"".join(parts)}</div>'


def own_html(game: Any, view: Any, *, rules: Any, human: int, hints: Sequence[Any], lang: str) -> str:
    """The learner's hand face up with its value (the cards of the best hint raised), or "out"."""
    from ..scoring import hand_value

    t = texts_in(lang)

    name = game.names[human]
    title = t("widgets.game_table.you", name=name)
    if rules.variant.has_table and not view.in_game[human]:
        body = f"<div>{esc(t('widgets.game_table.out'))}</div>"
        return f'<div style="margin-top:6px"><div style="font-weight:700">{esc(title)}</div>{body}</div>'
    hand = view.hand
    highlight = hint_cards(hints, hand)
    cards = hand_markup(tuple(hand), width=CARD_WIDTH + 10, highlight=highlight, lang=lang)
    label = t("widgets.game_table.your_hand")
    extra = ""
    if rules.variant.has_table and view.phase == "choose" and view.chooser == human:
        label = t("widgets.game_table.looked_at")
        other = hand_markup(3, width=CARD_WIDTH, face_down=True, lang=lang)
        other_caption = esc(t("widgets.game_table.other_hand"))
        extra = (
            f'<div role="group" aria-label="{other_caption}"><div style="font-weight:600">{other_caption}</div>'
            f"{svg_html(str(other))}</div>"
        )
    value = ""
    if hand:
        value = t("widgets.game_table.value", value=hand_value(hand, rules).explain(lang))
    return (
        f'<div style="margin-top:6px"><div style="font-weight:700">{esc(title)}</div>'
        f'<div style="display:flex;flex-wrap:wrap;gap:24px"><div role="group" aria-label="{esc(label)}">'
        f'<div style="font-weight:600">{esc(label)}</div>'
        f"{svg_html(str(cards))}</div>{extra}</div>"
        f'<div style="{STYLE["value"]};font-size:18px">{esc(value)}</div></div>'
    )


def hint_cards(hints: Sequence[Any], hand: tuple[Any, ...]) -> tuple[Any, ...]:
    """The hand cards the best hinted move uses (drawn raised with a ring)."""
    if not hints:
        return ()
    action = hints[0].action
    cards = [getattr(action, name, None) for name in ("give", "card", "a", "b")]
    return tuple(c for c in cards if c is not None and c in hand)


# --- standings, prompt, hints, log ------------------------------------------------------------------------------


def standings_html(game: Any, view: Any, *, rules: Any, human: int | None, lang: str) -> str:
    """Lives, coins or points per player and what each one is doing right now (the final standings at the end)."""

    t = texts_in(lang)

    if rules.variant.has_lives:
        column, values = "widgets.game_table.col_lives", view.lives
    elif rules.variant.has_coins:
        column, values = "widgets.game_table.col_coins", view.coins
    else:
        column, values = "widgets.game_table.col_points", view.totals
    outcome = game.outcome() if game.is_over() else None
    winners = set(outcome.winners) if outcome is not None else set()
    if outcome is not None:  # the final standings: in the Oberlausitz the winner has taken the pot (O13)
        values = outcome.standings
    head = (
        f'<tr><th style="text-align:left;padding:2px 10px">{esc(t("widgets.game_table.col_player"))}</th>'
        f'<th style="text-align:right;padding:2px 10px">{esc(t(column))}</th>'
        f'<th style="text-align:left;padding:2px 10px">{esc(t("widgets.game_table.col_status"))}</th></tr>'
    )
    rows = []
    for seat in range(game.n_players):
        name = game.names[seat]
        if seat == human:
            name = t("widgets.game_table.you", name=name)
        status = _status(game, view, seat, rules=rules, winners=winners, lang=lang)
        weight = "font-weight:700;" if seat == human else ""
        rows.append(
            f'<tr style="{weight}"><td style="padding:2px 10px">{esc(name)}</td>'
            f'<td style="text-align:right;padding:2px 10px">{esc(values[seat])}</td>'
            f'<td style="padding:2px 10px">{esc(", ".join(status))}</td></tr>'
        )
    return (
        f'<table class="{CSS_CLASS}-standings" style="{STYLE["text"]};border-collapse:collapse">'
        f"{head}{''.join(rows)}</table>"
    )


def _status(game: Any, view: Any, seat: int, *, rules: Any, winners: set[int], lang: str) -> list[str]:
    """What one seat is doing right now: wins, to move, deals, has two hands, swims, has knocked, is out."""

    t = texts_in(lang)

    status = []
    if seat in winners:
        status.append(t("widgets.game_table.winner"))
    if not game.is_over():
        if view.to_move == seat:
            status.append(t("widgets.game_table.to_move"))
        if view.dealer == seat:
            status.append(t("widgets.game_table.dealer"))
        if rules.variant.has_table:
            if view.phase == "choose" and view.chooser == seat:
                status.append(t("widgets.game_table.chooser"))
            if view.swimming[seat]:
                status.append(t("widgets.game_table.swimming"))
        elif view.knocker == seat:
            status.append(t("widgets.game_table.knocked"))
    if rules.variant.has_table and not view.in_game[seat]:
        status.append(t("widgets.game_table.out"))
    return status


def prompt_text(game: Any, view: Any, *, rules: Any, human: int | None, can_move: bool, lang: str) -> str:
    """What the learner decides now, with the rules it rests on ("" when the game is over)."""

    t = texts_in(lang)

    if game.is_over():
        return ""
    if human is None:
        return t("widgets.game_table.watching")
    if not can_move:
        return t("widgets.game_table.you_are_out")
    phase = game.phase
    if rules.variant.has_table:
        lausitz = rules.variant.has_coins
        if phase == "choose":
            return t("widgets.game_table.prompt.choose", rule=rules.rule_id("choose"))
        if phase == "call":
            value = view.view.value
            rule = rules.rule_id("top" if value == 33 else "call")
            return t("widgets.game_table.prompt.call", points=points_text(value), rule=rule)
        if game.closer is not None:
            closed = "zugemacht" if lausitz else "gepasst"
            return t(
                "widgets.game_table.prompt.turn_closed",
                player=game.names[game.closer],
                closed=closed,
                closed_en="closed",
                rule=rules.rule_id("close"),
            )
        return t(
            "widgets.game_table.prompt.turn",
            close="zumachen" if lausitz else "passen",
            close_en="close",
            rule=rules.rule_id("close"),
        )
    if phase == "knock":
        text = t("widgets.game_table.prompt.knock", points=game.hand_points(human))
    else:
        text = t(f"widgets.game_table.prompt.{phase}")
    if game.knocker is not None and phase == "draw":
        text = t("widgets.game_table.prompt.knocked", player=game.names[game.knocker]) + " " + text
    return text


def prompt_html(text: str) -> str:
    return f'<div style="{STYLE["text"]};font-weight:600;margin:4px 0">{esc(text)}</div>'


def hints_html(hints: Sequence[Any], lang: str) -> str:
    """The coach's options, best first: the move and its estimate in bold, the reason (with rule IDs) below."""
    if not hints:
        return ""
    items = []
    for hint in hints[:6]:
        action = capitalised(hint.action.label(lang))
        line = i18n.text("widgets.game_table.hint_line", lang, action=action, value=hint.value_text(lang))
        reason = hint_reason(hint, lang)
        items.append(
            f'<li style="margin:2px 0"><b>{hint.rank}. {esc(line)}</b>'
            f'<div style="{STYLE["muted"]};margin-left:18px">{esc(reason)}</div></li>'
        )
    title = esc(i18n.text("widgets.game_table.hint_title", lang))
    return (
        f'<div class="{CSS_CLASS}-info" style="{STYLE["text"]};{STYLE["info"]};padding:6px 12px;margin:4px 0;'
        f'border-radius:4px"><div style="font-weight:700">{title}</div>'
        f'<ol style="margin:4px 0 2px 0;padding:0;list-style:none">{"".join(items)}</ol></div>'
    )


def log_html(lines: Sequence[str], lang: str) -> str:
    """The running log, newest at the bottom: its last lines and how many earlier ones are left out."""
    shown = lines[-_LOG_LINES:]
    more = len(lines) - len(shown)
    items = "".join(f"<div>{esc(line)}</div>" for line in shown)
    log = esc(i18n.text("widgets.game_table.log", lang))
    if more:
        key = "widgets.game_table.log_one_more" if more == 1 else "widgets.game_table.log_more"
        earlier = esc(i18n.text(key, lang, n=more))
        items = f'<div style="{STYLE["muted"]}">{earlier}</div>' + items
    # column-reverse keeps the box scrolled to its newest line without any script
    return (
        f'<details open><summary style="{STYLE["heading"]}">{log}</summary>'
        f'<div class="{CSS_CLASS}-log" role="log" tabindex="0" aria-label="{log}" '
        f'style="{STYLE["text"]};font-size:14px;max-height:220px;overflow-y:auto;'
        f'display:flex;flex-direction:column-reverse;border:1px solid #DDDDDD;padding:4px 8px">'
        f"<div>{items}</div></div></details>"
    )
