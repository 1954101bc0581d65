"""Checks for the lessons: predict first, then see the engine do it.

A :class:`Check` is one multiple-choice question whose choices, correct answer,
explanations and hints are computed here from the rules, never typed by hand.
The lesson shows it as HTML: one ``<details>`` element per choice, so opening a
choice shows its feedback in JupyterLab, on the static website and without any
JavaScript.  A wrong choice shows a hint (what to look at, and the rule), never
the answer; the answer is in a ``<details>`` of its own ("Lösung zeigen" /
"Show answer").  On the website and the live page a small script
(``docs/assets/javascripts/checks.js``) gives a second try: it opens the
answer by itself after :data:`~knackpy.check_texts.TRIES_BEFORE_ANSWER` wrong
tries, says each step in a live region and remembers it in the browser
(``localStorage``), for the progress shown on the lesson and home pages.

Each check carries ``spec``, the plain facts it was computed from (ruleset,
cards, game JSON); it is written into the page as ``data-spec`` so a test can
recompute every answer with the engine.

>>> import knackpy
>>> check = value("A♥ K♥ 7♥", rules=knackpy.rules("knack"), lang="en")
>>> check.kind, check.choices[check.answer], check.rule_id
('value', '28', 'K6')
>>> 'class="knackpy-check"' in check._repr_html_()
True
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from . import i18n, odds, registry
from .cards import Card, Hand, parse_cards
from .check_texts import TRIES_BEFORE_ANSWER
from .errors import KnackpyError
from .figures import chance_words
from .registry import house_rule
from .rules import Rules
from .rules import rules as make_rules
from .scoring import HandValue, format_points, hand_value
from .svg import hand_svg, picture_html

__all__ = ["Check", "KINDS", "card", "value", "best_swap", "legal", "loser", "more_likely", "may_knock", "knock_score"]

#: The kinds of checks, each a question a player asks at the table.
KINDS = ("card", "value", "swap", "legal", "loser", "likely", "knock", "score")


@dataclass(frozen=True, slots=True)
class Check:
    """One question with computed choices; ``answer`` is the index of the right choice.

    ``feedback[i]`` is a note on choice ``i`` (what it gives); ``hints[i]`` is
    the hint a wrong choice ``i`` gets: what to look at, never the answer;
    ``explanation`` says why the right answer is right and names ``rule_id``;
    ``spec`` holds the facts the answer was computed from (for the test that
    recomputes it).
    """

    kind: str
    lang: str
    question: str
    choices: tuple[str, ...]
    answer: int
    explanation: str
    rule_id: str
    spec: tuple[tuple[str, object], ...]
    picture: str = ""
    feedback: tuple[str, ...] = ()
    hints: tuple[str, ...] = ()

    @property
    def check_id(self) -> str:
        """A stable ID from the kind and the facts: the same check in both languages shares it."""
        facts = json.dumps([self.kind, list(self.spec)], ensure_ascii=False, sort_keys=True, default=str)
        return hashlib.sha256(facts.encode()).hexdigest()[:10]

    @property
    def correct(self) -> str:
        return self.choices[self.answer]

    def __str__(self) -> str:
        lines = [self.question, *(f"  {chr(65 + i)}) {c}" for i, c in enumerate(self.choices))]
        return "\n".join([*lines, f"-> {self.correct}: {self.explanation}"])

    def __repr__(self) -> str:
        return str(self)

    def _rule_badges(self, *texts: str) -> str:
        """The rules the feedback rests on, each named once: the check's rule first, then any the texts cite."""
        ids = dict.fromkeys([self.rule_id, *(i for t in texts for i in rule_refs(t))])
        return " ".join(f'<span class="knackpy-check-rule">{escape(_rule_name(i, self.lang))}</span>' for i in ids)

    def _choice_html(self, index: int, label: str) -> str:
        t = self.lang
        if index == self.answer:
            note = self.feedback[index] if index < len(self.feedback) else ""
            parts = [f"<strong>{escape(i18n.text('check.right', t))}</strong>", escape(without_rule_refs(note))]
            parts += [escape(without_rule_refs(self.explanation)), self._rule_badges(note, self.explanation)]
            state = "right"
        else:
            hint = self.hints[index] if index < len(self.hints) else ""
            parts = [f"<strong>{escape(i18n.text('check.wrong', t))}</strong>"]
            parts.append(f'<span class="knackpy-check-tip">{escape(without_rule_refs(hint))}</span>' if hint else "")
            parts.append(f'<span class="knackpy-check-again">{escape(i18n.text("check.again", t))}</span>')
            parts.append(self._rule_badges(hint))
            state = "wrong"
        return (
            f'<details class="knackpy-check-choice" data-choice="{index}" data-result="{state}">'
            f"<summary>{chr(65 + index)}) {escape(label)}</summary>"
            f'<p class="knackpy-check-feedback">{" ".join(p for p in parts if p)}</p></details>'
        )

    def _solution_html(self) -> str:
        """The answer behind "Lösung zeigen": opened by the learner, or by checks.js after the last wrong try."""
        t = self.lang
        parts = [escape(i18n.text("check.right_is", t, answer=self.correct))]
        parts += [escape(without_rule_refs(self.explanation)), self._rule_badges(self.explanation)]
        return (
            f'<details class="knackpy-check-solution"><summary>{escape(i18n.text("check.show_answer", t))}</summary>'
            f'<p class="knackpy-check-answer" tabindex="-1">{" ".join(p for p in parts if p)}</p></details>'
        )

    def _repr_html_(self) -> str:
        spec = escape(json.dumps(dict(self.spec), ensure_ascii=False, default=str))
        choices = "".join(self._choice_html(i, c) for i, c in enumerate(self.choices))
        picture = f'<div class="knackpy-check-picture">{self.picture}</div>' if self.picture else ""
        return (
            f'<div class="knackpy-check" data-check="{self.check_id}" data-kind="{self.kind}" '
            f'data-answer="{self.answer}" data-rule="{escape(self.rule_id)}" data-spec="{spec}" lang="{self.lang}" '
            f'data-tries="{TRIES_BEFORE_ANSWER}" data-answered="{escape(i18n.text("check.answered", self.lang))}">'
            f'<p class="knackpy-check-question">{escape(self.question)}</p>{picture}'
            f'<p class="knackpy-check-hint">{escape(i18n.text("check.label", self.lang))}</p>'
            f'<div class="knackpy-check-choices">{choices}</div>{self._solution_html()}</div>'
        )


# --- helpers ----------------------------------------------------------------------------------------------


_RULE_ID = r"[EKOC]\d+[a-z]?"
#: a rule cited in parentheses at the end of a sentence: " (K6)", " (K6, K14)"
_RULE_REFS = re.compile(rf"\s*\(({_RULE_ID}(?:,\s*{_RULE_ID})*)\)")


def rule_refs(text: str) -> list[str]:
    """The rule IDs a text cites in parentheses, in order: ``"... = 31 (K6, K14)"`` -> ``["K6", "K14"]``."""
    return [i.strip() for refs in _RULE_REFS.findall(text) for i in refs.split(",")]


def without_rule_refs(text: str) -> str:
    """The text without its "(K6)" citations: a check names each rule once, in its badge."""
    return _RULE_REFS.sub("", text).strip()


def _rule_name(rule_id: str, lang: str) -> str:
    entry = registry.REGISTRY.get(rule_id)
    if entry is None:
        return i18n.text("check.rule", lang, rule=rule_id)
    return i18n.text("check.rule_named", lang, rule=rule_id, title=entry.title(lang))


def _counted(groups: Counter, lang: str, *, verbs: tuple[str, str]) -> str:
    """ "Zwei Karten sind Herz, eine ist Pik" / "two cards are hearts, one is spades": cards per suit or rank."""
    parts: list[str] = []
    for what, count in groups.most_common():
        verb = i18n.text(verbs[0] if count == 1 else verbs[1], lang)
        number = i18n.text(f"check.count.{count}", lang) if count <= 4 else str(count)
        if parts:
            parts.append(i18n.text("check.count.more", lang, count=number, verb=verb, what=what))
            continue
        if len(groups) == 1 and count > 1:  # "alle drei Karten sind Herz"
            number = i18n.text("check.count.all", lang, count=number)
        cards = i18n.text("check.count.card" if count == 1 else "check.count.cards", lang)
        first = i18n.text("check.count.first", lang, count=number, cards=cards, verb=verb, what=what)
        parts.append(first[0].upper() + first[1:] if lang == "de" else first)  # a sentence after the colon
    return ", ".join(parts)


def _value_tip(result: HandValue, hand: tuple[Card, ...], rules: Rules, lang: str) -> str:
    """What to look at in a hand: the suits (and ranks) that add up, or a rule of its own (never the points)."""
    if result.kind == "total":  # Charakir: every card counts
        return i18n.text("check.tip.total", lang, cards=i18n.text(f"check.count.{len(hand)}", lang))
    suits = _counted(Counter(c.suit.name(lang) for c in hand), lang, verbs=("check.count.is", "check.count.are"))
    ranks = _counted(Counter(c.rank.name(lang) for c in hand), lang, verbs=("check.count.has", "check.count.have"))
    by_rank = bool(getattr(rules, "same_rank_adds", False))
    if result.kind in ("three_of_a_kind", "feuer"):
        return f"{i18n.text('check.tip.ranks', lang, counts=ranks)} {i18n.text('check.tip.own_rule', lang)}"
    tip = i18n.text("check.tip.suits", lang, counts=suits)
    if by_rank:
        tip += " " + i18n.text("check.tip.ranks", lang, counts=ranks)
    if result.kind in ("suit_sum", "same_rank_sum") or (result.kind == "knack" and rules.variant.has_lives):
        return f"{tip} {i18n.text('check.tip.suit_or_rank_adds' if by_rank else 'check.tip.suit_adds', lang)}"
    return f"{tip} {i18n.text('check.tip.own_rule', lang)}"


def _wrong_only(tips: Sequence[str], answer: int) -> tuple[str, ...]:
    """Per-choice hints with none for the right choice (it gets the explanation)."""
    return tuple("" if i == answer else tip for i, tip in enumerate(tips))


def _rules(rules: Rules | str) -> Rules:
    return make_rules(rules) if isinstance(rules, str) else rules


def _spec_rules(rules: Rules) -> dict[str, Any]:
    """The ruleset and the options that differ from its defaults, as plain JSON."""
    default = make_rules(rules.game)
    options = {k: v for k, v in rules.to_dict().get("options", {}).items() if default.to_dict()["options"].get(k) != v}
    return {"ruleset": rules.game, "options": options}


def _cards(cards: str | Iterable[Card], rules: Rules) -> tuple[Card, ...]:
    return tuple(parse_cards(cards, rules) if isinstance(cards, str) else cards)


def _short(cards: Sequence[Card]) -> str:
    return " ".join(c.short for c in cards)


def _points(cards: str | Iterable[Card], rules: Rules) -> int | float:
    return hand_value(cards, rules).points


def _no_answer(why: str, why_en: str | None = None) -> KnackpyError:
    return KnackpyError("check.error.no_answer", why=why, why_en=why if why_en is None else why_en)


def _picture(cards: Iterable[Card], lang: str, **kw: Any) -> str:
    # an <img> named like the picture, not inline <svg>: an untrusted notebook drops inline SVG (ARCHITECTURE.md)
    return picture_html(hand_svg(list(cards), width=kw.pop("width", 64), lang=lang, **kw))


def _seat(caption: str, cards: Iterable[Card], lang: str) -> str:
    """Cards with a caption above them (a player's name, "table")."""
    return (
        f'<figure class="knackpy-check-seat"><figcaption>{escape(caption)}</figcaption>'
        f"{_picture(cards, lang, width=48)}</figure>"
    )


def _context(rules: Rules | None, lang: str) -> str:
    """Which game the question is about, when it is not plain Knack, and any switched reading."""
    if rules is None or rules == make_rules("knack"):  # plain Knack (31), the checks' home game
        return ""
    options = _spec_rules(rules)["options"]
    # a switched reading in players' words (issue 28), never the option's name
    switched = " ".join(house_rule(rules, name, lang) for name in options if name != "turn_cap")
    return f"{rules.name(lang)}" + (f" ({switched})" if switched else "") + ": "


def _build(
    kind: str,
    lang: str,
    question: str,
    choices: Iterable[str],
    answer: int,
    explanation: str,
    rule_id: str,
    spec: dict[str, Any],
    *,
    rules: Rules | None = None,
    **extra: Any,
) -> Check:
    i18n.check_lang(lang)
    return Check(
        kind=kind,
        lang=lang,
        question=_context(rules, lang) + question,
        choices=tuple(choices),
        answer=answer,
        explanation=explanation,
        rule_id=rule_id,
        spec=tuple(spec.items()),
        **extra,
    )


# --- the kinds -------------------------------------------------------------------------------------------


def value(cards: str | Iterable[Card], *, rules: Rules | str, lang: str = "de") -> Check:
    """What is this hand worth?  Wrong choices are the usual slips: adding every card, one card only, 31."""
    rules = _rules(rules)
    hand = _cards(cards, rules)
    result = hand_value(hand, rules)
    from .scoring import card_points

    slips: set[int | float] = {sum(card_points(c, rules) for c in hand), max(card_points(c, rules) for c in hand)}
    slips |= {31, 21, 30.5} if rules.variant.has_table else {result.points + 10, result.points - 1}
    wrong = sorted(p for p in slips if p != result.points and p > 0)[:3]
    options = sorted({result.points, *wrong})
    labels = [format_points(p) for p in options]
    spec = {**_spec_rules(rules), "cards": _short(hand)}
    answer = options.index(result.points)
    tip = _value_tip(result, hand, rules, lang)
    return _build(
        "value",
        lang,
        i18n.text("check.value.q", lang),
        labels,
        answer,
        result.explain(lang),
        result.rule_ids[0],
        spec,
        rules=rules,
        picture=_picture(hand, lang),
        hints=_wrong_only([tip] * len(options), answer),
    )


def card(text: str | Iterable[Card], *, rules: Rules | str, lang: str = "de") -> Check:
    """How many points does one card count (K2, C2)?  Wrong choices are the other values of the game."""
    from .scoring import card_points

    rules = _rules(rules)
    (one,) = _cards(text, rules)
    points = card_points(one, rules)
    options = sorted({points, 1, 10, 11})
    rule_id = rules.rule_id("points")
    tip = i18n.text("check.tip.card", lang, rank=one.rank.name(lang))
    return _build(
        "card",
        lang,
        i18n.text("check.card.q", lang),
        [str(p) for p in options],
        options.index(points),
        i18n.text(
            "check.card.why_one" if points == 1 else "check.card.why",
            lang,
            card=one.name(lang),
            points=points,
            rule=rule_id,
        ),
        rule_id,
        {**_spec_rules(rules), "cards": one.short},
        rules=rules,
        picture=_picture([one], lang),
        hints=_wrong_only([tip] * len(options), options.index(points)),
    )


def _swaps(
    hand: tuple[Card, ...], table: tuple[Card, ...]
) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]]:
    """Every swap K10 allows: one hand card for one table card, or all three."""
    for give in hand:
        for take in table:
            yield (give,), (take,), tuple(c if c != give else take for c in hand)
    yield hand, table, table


def best_swap(
    hand: str | Iterable[Card], table: str | Iterable[Card], *, rules: Rules | str, lang: str = "de", choices: int = 4
) -> Check:
    """Which swap gives the most points?  Offers the best swap and others with fewer points (K10, K6)."""
    rules = _rules(rules)
    hand, table = _cards(hand, rules), _cards(table, rules)
    ranked = sorted(_swaps(hand, table), key=lambda s: -_points(s[2], rules))
    best = _points(ranked[0][2], rules)
    if _points(ranked[1][2], rules) == best:
        raise _no_answer(
            *(f"{Hand(ranked[0][0]).label(lang)} / {Hand(ranked[1][0]).label(lang)}" for lang in i18n.LANGS)
        )
    offered, seen = [ranked[0]], {best}
    for swap in ranked[1:]:
        if len(offered) == choices:
            break
        if _points(swap[2], rules) not in seen:
            offered.append(swap)
            seen.add(_points(swap[2], rules))
    offered.sort(key=lambda s: (len(s[0]), _short(s[0]), _short(s[1])))

    def label(swap: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]) -> str:
        if len(swap[0]) == 3:
            return i18n.text("check.swap.all", lang)
        return i18n.text("check.swap.one", lang, give=swap[0][0].name(lang), take=swap[1][0].name(lang))

    notes = [i18n.text("check.swap.after", lang, points=format_points(_points(s[2], rules))) for s in offered]
    answer = offered.index(ranked[0])
    tips = [i18n.text("check.tip.swap", lang, points=format_points(_points(s[2], rules))) for s in offered]
    spec = {**_spec_rules(rules), "hand": _short(hand), "table": _short(table)}
    picture = _seat(i18n.text("check.your_hand", lang), hand, lang) + _seat(i18n.text("check.table", lang), table, lang)
    return _build(
        "swap",
        lang,
        i18n.text("check.swap.q", lang),
        [label(s) for s in offered],
        answer,
        hand_value(ranked[0][2], rules).explain(lang),
        rules.rule_id("swap"),
        spec,
        rules=rules,
        picture=picture,
        feedback=tuple(notes),
        hints=_wrong_only(tips, answer),
    )


def _move_label(game: Any, move: str | dict[str, str], lang: str) -> str:
    """The move in the page's language: the engine's label, or the lesson's text if it cannot even be read."""
    if isinstance(move, dict):
        return move[lang]
    try:
        return game.parse_action(move).label(lang)
    except KnackpyError:
        return move


def legal(game: Any, move: str | dict[str, str], *, lang: str = "de", rule_id: str) -> Check:  # a state of any game
    """Is this move legal now?  The engine answers (E2); ``rule_id`` is the rule that allows or forbids it.

    ``move`` is a text the engine reads (such as ``"swap 7♠ for Q♥"`` or ``"push"``), or, for a move the
    engine cannot even read as one move, ``{"de": ..., "en": ...}``: the page shows its own language, the
    engine reads the English text.
    """
    text = move["en"] if isinstance(move, dict) else move
    reason = game.why_not(text, lang)
    name = game.names[game.to_move]
    legal_now = reason is None
    explanation = i18n.text("check.legal.ok", lang, rule=rule_id) if reason is None else reason
    spec = {"game": game.to_json(), "move": text}
    picture = _seat(i18n.text("check.hand_of", lang, name=name), game.hand(game.to_move), lang)
    where = ""
    if getattr(game, "table", None):
        picture += _seat(i18n.text("check.table", lang), game.table, lang)
        where = i18n.text("check.tip.legal.table", lang)
    elif getattr(game, "discard_top", None):
        picture += _seat(i18n.text("check.discard", lang), [game.discard_top], lang)
        where = i18n.text("check.tip.legal.discard", lang)
    label = _move_label(game, move, lang)
    tip = i18n.text("check.tip.legal", lang, name=name, where=where)
    return _build(
        "legal",
        lang,
        i18n.text("check.legal.q", lang, name=name, move=label),
        [i18n.text("check.yes", lang), i18n.text("check.no", lang)],
        0 if legal_now else 1,
        explanation,
        rule_id,
        spec,
        rules=game.rules,
        picture=picture,
        hints=_wrong_only([tip, tip], 0 if legal_now else 1),
    )


def loser(hands: Mapping[str, Any], *, rules: Rules | str, lang: str = "de") -> Check:
    """Who loses a life (K16) or pays a coin (O12)?  The lowest hand; a tie has no single answer here."""
    rules = _rules(rules)
    hands = {name: _cards(cards, rules) for name, cards in hands.items()}
    values = {name: _points(cards, rules) for name, cards in hands.items()}
    lowest = min(values.values())
    losers = [name for name, points in values.items() if points == lowest]
    if len(losers) > 1:
        raise _no_answer(", ".join(losers))
    coins = rules.variant.has_coins
    rule_id = rules.rule_id("lose")
    names = list(hands)
    rows = "".join(_seat(n, c, lang) for n, c in hands.items())
    explanation = i18n.text("check.loser.why", lang, name=losers[0], points=format_points(lowest), rule=rule_id)
    tips = [i18n.text("check.tip.loser", lang, name=n, points=format_points(values[n])) for n in names]
    spec = {**_spec_rules(rules), "hands": {n: _short(c) for n, c in hands.items()}}
    return _build(
        "loser",
        lang,
        i18n.text("check.loser.q.coins" if coins else "check.loser.q.lives", lang),
        names,
        names.index(losers[0]),
        explanation,
        rule_id,
        spec,
        rules=rules,
        picture=rows,
        hints=_wrong_only(tips, names.index(losers[0])),
    )


def _event_chance(event: str, rules: Rules) -> Any:  # a Fraction, or a Chance's probability
    """The exact chance of a named event for a freshly dealt hand (see :mod:`knackpy.odds`)."""
    kind, _, number = event.partition(":")
    if kind == "feuer":
        return odds.deal_odds(rules).feuer.probability
    dist = odds.value_distribution(rules) if rules.variant.has_table else odds.charakir_total_distribution(rules)
    points = float(number) if "." in number else int(number)
    if kind == "at_least":
        return dist.at_least(points).probability
    if kind == "at_most":
        return dist.at_most(points).probability
    if kind == "exactly":
        return dist[points]
    raise _no_answer(event)


def _event_label(event: str, lang: str) -> str:
    kind, _, number = event.partition(":")
    if kind == "feuer":
        return i18n.text("check.event.feuer", lang)
    return i18n.text(f"check.event.{kind}", lang, points=format_points(float(number)))


def _likely_why(labels: list[str], chances: list, best: int, lang: str, in_words: bool = False) -> str:
    """One sentence that names every event once: the likeliest, then the others, then the chances in that order."""
    others = [i for i in range(len(labels)) if i != best]

    def said(p: Any) -> str:
        return chance_words(p, lang) if in_words else odds.chance_percent(p, lang)

    sentence = i18n.text(
        "check.likely.why",
        lang,
        best=labels[best],
        others=i18n.join_names((labels[i] for i in others), lang),
        chance=said(chances[best]),
        other_chances=i18n.join_names((said(chances[i]) for i in others), lang),
    )
    return sentence[:1].upper() + sentence[1:]


def more_likely(events: Sequence[str], *, rules: Rules | str, lang: str = "de", in_words: bool = False) -> Check:
    """Which is more likely?  ``events`` like ``"at_least:30"``, ``"exactly:31"``, ``"feuer"``; exact odds decide.

    ``in_words=True`` (the children's track) says each chance in words ("etwa jedes vierte Mal"), not in percent.
    """
    rules = _rules(rules)
    chances = [_event_chance(e, rules) for e in events]
    if len(set(chances)) < len(chances):
        raise _no_answer(", ".join(events))
    best = chances.index(max(chances))
    labels = [_event_label(e, lang) for e in events]
    explanation = _likely_why(labels, chances, best, lang, in_words)
    rule_id = rules.rule_id("top" if rules.variant.has_table and "feuer" in events else "value")
    question = "check.likely.q" if rules.variant.has_table else "check.likely.q4"
    others = i18n.text("check.tip.likely.other" if len(events) == 2 else "check.tip.likely.others", lang)
    tips = [i18n.text("check.tip.likely", lang, event=label, others=others) for label in labels]
    return _build(
        "likely",
        lang,
        i18n.text(question, lang),
        labels,
        best,
        explanation,
        rule_id,
        {**_spec_rules(rules), "events": list(events)},
        rules=rules,
        hints=_wrong_only(tips, best),
    )


def may_knock(cards: str | Iterable[Card], *, rules: Rules | str = "charakir", lang: str = "de") -> Check:
    """Charakir: may you knock with this hand (C10)?"""
    rules = _rules(rules)
    hand = _cards(cards, rules)
    points = _points(hand, rules)
    allowed = points <= rules.knock_limit
    why = i18n.text(
        "check.knock.why", lang, points=format_points(points), limit=rules.knock_limit, rule=rules.rule_id("knock")
    )
    tip = i18n.text("check.tip.knock", lang, limit=rules.knock_limit)
    return _build(
        "knock",
        lang,
        i18n.text("check.knock.q", lang),
        [i18n.text("check.yes", lang), i18n.text("check.no", lang)],
        0 if allowed else 1,
        why,
        rules.rule_id("knock"),
        {**_spec_rules(rules), "cards": _short(hand)},
        picture=_picture(hand, lang),
        hints=_wrong_only([tip, tip], 0 if allowed else 1),
    )


def knock_score(knocker: str, hands: Mapping[str, Any], *, rules: Rules | str = "charakir", lang: str = "de") -> Check:
    """Charakir: how many points does the knocker get (C11)?  0 if everyone else is higher, else 25."""
    rules = _rules(rules)
    hands = {name: _cards(cards, rules) for name, cards in hands.items()}
    values = {name: _points(cards, rules) for name, cards in hands.items()}
    own = values[knocker]
    beaten = [n for n, p in values.items() if n != knocker and p <= own]
    if beaten:
        other = beaten[0]
        why = i18n.text(
            "check.score.beaten",
            lang,
            other=other,
            points=values[other],
            name=knocker,
            own=own,
            rule=rules.rule_id("score"),
        )
    else:
        why = i18n.text("check.score.won", lang, name=knocker, own=own, rule=rules.rule_id("score"))
    options = sorted({0, 25, own} - ({own} if own in (0, 25) else set()) | {0, 25})
    points = 25 if beaten else 0
    tip = i18n.text("check.tip.score", lang, name=knocker)
    rows = "".join(_seat(n, c, lang) for n, c in hands.items())
    spec = {**_spec_rules(rules), "knocker": knocker, "hands": {n: _short(c) for n, c in hands.items()}}
    return _build(
        "score",
        lang,
        i18n.text("check.score.q", lang, name=knocker),
        [str(p) for p in options],
        options.index(points),
        why,
        rules.rule_id("score"),
        spec,
        rules=rules,
        picture=rows,
        hints=_wrong_only([tip] * len(options), options.index(points)),
    )


def describe(checks: Sequence[Check]) -> str:
    """One line per kind, for scripts: how many checks of each kind."""
    counts = {kind: sum(1 for c in checks if c.kind == kind) for kind in KINDS}
    return ", ".join(f"{k} {n}" for k, n in counts.items() if n)
