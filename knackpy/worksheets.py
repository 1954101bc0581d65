"""Printable worksheets for the classroom: card pictures, answer lines, and a separate answer key.

The tasks of every sheet are listed once here (:data:`SHEETS`); the sheet and
the answer key are both drawn from that list, and every answer is computed by
knackpy, so a key can never disagree with its sheet.  Each sheet is one HTML
block (class ``knackpy-sheet``) sized to fit on one A4 page when printed
(``docs/assets/stylesheets/worksheets.css``).

>>> key = answers("charakir", lang="en")
>>> [row.answer for row in key][:2]
['10 points: may knock', '22 points: may not knock']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

from . import i18n
from .cards import Card, parse_cards
from .rules import Rules
from .rules import rules as make_rules
from .scoring import HandValue, format_points, hand_value
from .svg import hand_svg, picture_html

__all__ = ["SHEETS", "Answer", "sheet", "answers", "answer_key", "examples"]

#: ruleset -> tasks (kind, cards); kinds: "value" (what is it worth), "knock" (Charakir: may you knock?),
#: "swap" (cards "hand | table": which swap gives the most points?)
SHEETS: dict[str, tuple[tuple[str, str], ...]] = {
    "knack": (
        ("value", "A♥ K♥ 7♥"),
        ("value", "K♠ 10♠ 9♦"),
        ("value", "8♣ 8♦ 8♥"),
        ("value", "A♦ 10♣ 7♠"),
        ("value", "A♣ K♣ Q♣"),
        ("value", "9♥ 8♥ 7♦"),
        ("value", "A♠ A♥ A♦"),
        ("swap", "A♥ K♥ 7♠ | Q♥ 8♣ 9♦"),
        ("swap", "10♦ 9♦ 8♠ | A♦ 7♣ Q♠"),
    ),
    "knack_oberlausitz": (
        ("value", "Eichel-Ass Grün-Ass Rot-7"),
        ("value", "Rot-Ass Rot-8 Rot-7"),
        ("value", "Schellen-8 Grün-8 Eichel-8"),
        ("value", "Eichel-König Eichel-Ober Grün-9"),
        ("value", "Grün-10 Rot-9 Schellen-7"),
        ("value", "Eichel-Ass Grün-Ass Schellen-Ass"),
        ("value", "Schellen-Unter Schellen-10 Schellen-7"),
        ("swap", "Rot-König Rot-9 Eichel-7 | Rot-Ass Grün-8 Schellen-Ober"),
    ),
    "charakir": (
        ("knock", "A♥ 2♠ 3♦ 4♣"),
        ("knock", "K♠ 5♦ 4♥ 3♣"),
        ("knock", "A♣ A♦ 2♥ 3♠"),
        ("knock", "2♣ 3♦ 2♠ 5♥"),
        ("knock", "A♠ 2♦ 3♣ 3♥"),
        ("knock", "Q♥ J♦ A♣ 2♠"),
        ("knock", "A♥ A♠ 2♣ A♦"),
        ("knock", "5♣ 3♦ 2♥ A♠"),
    ),
}

i18n.catalogue(
    {
        "sheet.title.knack": ("Arbeitsblatt Knack (31): Hände zählen", "Worksheet Knack (31): counting hands"),
        "sheet.title.knack_oberlausitz": (
            "Arbeitsblatt Oberlausitz: Hände zählen",
            "Worksheet Oberlausitz: counting hands",
        ),
        "sheet.title.charakir": ("Arbeitsblatt Charakir: Darfst du klopfen?", "Worksheet Charakir: may you knock?"),
        "sheet.name": (
            "Name: ____________________   Datum: __________",
            "Name: ____________________   Date: __________",
        ),
        "sheet.value": ("Wie viele Punkte? ________", "How many points? ________"),
        "sheet.knock": (
            "Punkte: ______   Klopfen erlaubt?  ja / nein",
            "Points: ______   May you knock?  yes / no",
        ),
        "sheet.swap": (
            "Oben deine Hand, unten der Stock. Welche Karte tauschst du gegen welche? ________________  "
            "Punkte danach: ______",
            "Your hand on top, the table below. Which card do you swap for which? ________________  "
            "Points after: ______",
        ),
        "sheet.key.title": ("Lösungen zu den Arbeitsblättern", "Answer key for the worksheets"),
        "sheet.key.points": ("{points} Punkte", "{points} points"),
        "sheet.key.may": ("{points} Punkte: darf klopfen", "{points} points: may knock"),
        "sheet.key.may_not": ("{points} Punkte: darf nicht klopfen", "{points} points: may not knock"),
        "sheet.key.swap": ("{give} gegen {take}: {points} Punkte", "{give} for {take}: {points} points"),
        "sheet.key.swap_all": ("alle drei tauschen: {points} Punkte", "swap all three: {points} points"),
    }
)


@dataclass(frozen=True, slots=True)
class Answer:
    """One task's answer: its number on the sheet, the answer text, the rule IDs behind it."""

    number: int
    answer: str
    rule_ids: tuple[str, ...]


def _split(kind: str, cards: str, rules: Rules) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    if kind != "swap":
        return parse_cards(cards, rules), ()
    hand, table = cards.split("|")
    return parse_cards(hand, rules), parse_cards(table, rules)


def _best_swap(
    hand: tuple[Card, ...], table: tuple[Card, ...], rules: Rules
) -> tuple[tuple[Card, ...], tuple[Card, ...], HandValue]:
    """The swap (K10) with the most points: (given cards, taken cards, value)."""
    options: list[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]] = [
        ((give,), (take,), tuple(take if c == give else c for c in hand)) for give in hand for take in table
    ]
    options.append((hand, table, table))
    give, take, after = max(options, key=lambda o: hand_value(o[2], rules).points)
    return give, take, hand_value(after, rules)


def _answer(number: int, kind: str, cards: str, rules: Rules, lang: str) -> Answer:
    hand, table = _split(kind, cards, rules)
    if kind == "swap":
        give, take, value = _best_swap(hand, table, rules)
        points = format_points(value.points)
        if len(give) == 3:
            return Answer(number, i18n.text("sheet.key.swap_all", lang, points=points), ("K10", *value.rule_ids))
        text = i18n.text("sheet.key.swap", lang, give=give[0].name(lang), take=take[0].name(lang), points=points)
        return Answer(number, text, ("K10", *value.rule_ids))
    value = hand_value(hand, rules)
    points = format_points(value.points)
    if kind == "knock":
        key = "sheet.key.may" if value.points <= rules.knock_limit else "sheet.key.may_not"
        return Answer(number, i18n.text(key, lang, points=points), ("C2", "C10"))
    return Answer(number, i18n.text("sheet.key.points", lang, points=points), value.rule_ids)


def answers(ruleset: str, *, lang: str = "de") -> list[Answer]:
    """The computed answers of one sheet, in task order."""
    rules = make_rules(ruleset)
    return [_answer(n, kind, cards, rules, lang) for n, (kind, cards) in enumerate(SHEETS[ruleset], start=1)]


class _Html(str):
    """A string Jupyter shows as HTML."""

    def _repr_html_(self) -> str:
        return str(self)


def _task_html(number: int, kind: str, cards: str, rules: Rules, lang: str) -> str:
    hand, table = _split(kind, cards, rules)
    pictures = picture_html(hand_svg(list(hand), width=44, lang=lang))
    if table:
        pictures += "<br>" + picture_html(hand_svg(list(table), width=44, lang=lang))
    line = i18n.text(f"sheet.{kind}", lang)
    wide = " knackpy-sheet-wide" if kind == "swap" else ""
    return (
        f'<li class="knackpy-sheet-task{wide}"><span class="knackpy-sheet-number">{number}</span>'
        f'<div class="knackpy-sheet-cards">{pictures}</div><p class="knackpy-sheet-line">{escape(line)}</p></li>'
    )


def sheet(ruleset: str, *, lang: str = "de") -> _Html:
    """The worksheet of one game: title, a name line, and its tasks with card pictures and answer lines."""
    i18n.check_lang(lang)
    rules = make_rules(ruleset)
    tasks = "".join(_task_html(n, k, c, rules, lang) for n, (k, c) in enumerate(SHEETS[ruleset], start=1))
    return _Html(
        f'<div class="knackpy-sheet" data-sheet="{ruleset}" lang="{lang}">'
        f'<p class="knackpy-sheet-name">{escape(i18n.text("sheet.name", lang))}</p>'
        f'<ol class="knackpy-sheet-tasks">{tasks}</ol></div>'
    )


def answer_key(*, lang: str = "de") -> _Html:
    """All answers of all sheets on one page (print it separately from the sheets)."""
    i18n.check_lang(lang)
    parts = []
    for ruleset in SHEETS:
        rows = "".join(
            f"<li>{escape(a.answer)} <small>({escape(', '.join(a.rule_ids))})</small></li>"
            for a in answers(ruleset, lang=lang)
        )
        parts.append(f"<h2>{escape(i18n.text(f'sheet.title.{ruleset}', lang))}</h2><ol>{rows}</ol>")
    return _Html(f'<div class="knackpy-sheet knackpy-sheet-key" lang="{lang}">{"".join(parts)}</div>')


def examples(hands: Iterable[str], ruleset: str, *, lang: str = "de") -> _Html:
    """Small pictures of hands, each captioned with its value as knackpy counts it (for the rule sheets)."""
    i18n.check_lang(lang)
    rules = make_rules(ruleset)
    figures = []
    for text in hands:
        cards = parse_cards(text, rules)
        points = i18n.text("sheet.key.points", lang, points=format_points(hand_value(cards, rules).points))
        figures.append(
            f'<figure class="knackpy-check-seat knackpy-kids-svg">{picture_html(hand_svg(list(cards), width=40, lang=lang))}'
            f"<figcaption>{escape(points)}</figcaption></figure>"
        )
    return _Html(f'<div class="knackpy-kids-examples">{"".join(figures)}</div>')
