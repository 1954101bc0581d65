"""Checks for the lessons: predict first, then see the engine do it.

A :class:`Check` is one multiple-choice question whose choices, correct answer
and explanations are computed here from the rules, never typed by hand.  The
lesson shows it as HTML: one ``<details>`` element per choice, so opening a
choice shows its feedback (right or not, why, and the rule ID) in JupyterLab,
on the static website and without any JavaScript.  On the website a small
script (``docs/assets/javascripts/checks.js``) also marks the answer and
remembers it in the browser (``localStorage``).

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
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from . import i18n, odds
from .cards import Card, Hand, parse_cards
from .errors import KnackpyError
from .registry import option_label
from .rules import Rules
from .rules import rules as make_rules
from .scoring import format_points, hand_value
from .svg import hand_svg, picture_html

__all__ = ["Check", "KINDS", "card", "value", "best_swap", "legal", "loser", "more_likely", "may_knock", "knock_score"]

#: The kinds of checks, each a question a player asks at the table.
KINDS = ("card", "value", "swap", "legal", "loser", "likely", "knock", "score")

i18n.catalogue(
    {
        "check.label": ("Überlege zuerst, dann klick auf deine Antwort.", "Think first, then click your answer."),
        "check.right": ("Richtig!", "Right!"),
        "check.wrong": ("Nicht ganz.", "Not quite."),
        "check.answered": ("Schon beantwortet – du kannst es noch einmal versuchen.", "Answered before – try again."),
        "check.rule": ("Regel {rule}", "Rule {rule}"),
        "check.right_is": ("Richtig ist: {answer}.", "The right answer: {answer}."),
        "check.card.q": ("Wie viele Punkte zählt diese Karte?", "How many points does this card count?"),
        "check.card.why": ("{card} zählt {points} Punkte ({rule}).", "The {card} counts {points} points ({rule})."),
        "check.card.why_one": ("{card} zählt {points} Punkt ({rule}).", "The {card} counts {points} point ({rule})."),
        "check.value.q": ("Wie viele Punkte ist diese Hand wert?", "How many points is this hand worth?"),
        "check.swap.q": (
            "Welcher Tausch bringt dir die meisten Punkte?",
            "Which swap gives you the most points?",
        ),
        "check.swap.one": ("{give} gegen {take}", "{give} for {take}"),
        "check.swap.all": ("alle drei tauschen", "swap all three"),
        "check.swap.after": ("Danach hat deine Hand {points} Punkte.", "Your hand is then worth {points} points."),
        "check.legal.q": (
            "{name} ist dran. Ist dieser Zug erlaubt: „{move}“?",
            "{name} is to move. Is this move legal: “{move}”?",
        ),
        "check.yes": ("Ja, erlaubt", "Yes, legal"),
        "check.no": ("Nein, nicht erlaubt", "No, not legal"),
        "check.legal.ok": ("Der Zug ist erlaubt ({rule}).", "The move is legal ({rule})."),
        "check.loser.q.lives": (
            "Die Runde ist vorbei, die Karten liegen offen. Wer verliert ein Leben?",
            "The round is over and the cards are face up. Who loses a life?",
        ),
        "check.loser.q.coins": (
            "Das Spiel ist vorbei, die Karten liegen offen. Wer zahlt eine Münze in den Pott?",
            "The round is over and the cards are face up. Who pays a coin into the pot?",
        ),
        "check.loser.hand": ("{name} hat {points} Punkte.", "{name} has {points} points."),
        "check.loser.why": (
            "{name} hat mit {points} Punkten die wenigsten ({rule}).",
            "{name} has the fewest points, {points} ({rule}).",
        ),
        "check.likely.q": (
            "Was ist wahrscheinlicher, wenn du drei Karten bekommst?",
            "Which is more likely when you are dealt three cards?",
        ),
        "check.likely.q4": (
            "Was ist wahrscheinlicher, wenn du vier Karten bekommst?",
            "Which is more likely when you are dealt four cards?",
        ),
        "check.likely.why": (
            "{best} ist wahrscheinlicher als {others}: {chance} gegenüber {other_chances}.",
            "{best} is more likely than {others}: {chance} against {other_chances}.",
        ),
        "check.event.at_least": ("eine Hand mit {points} Punkten oder mehr", "a hand worth {points} points or more"),
        "check.event.at_most": ("eine Hand mit {points} Punkten oder weniger", "a hand worth {points} points or less"),
        "check.event.exactly": ("eine Hand mit genau {points} Punkten", "a hand worth exactly {points} points"),
        "check.event.feuer": ("Feuer (drei Asse)", "Feuer (three aces)"),
        "check.knock.q": ("Du hast diese Hand. Darfst du jetzt klopfen?", "This is your hand. May you knock now?"),
        "check.knock.why": (
            "Deine Hand zählt {points} Punkte. Klopfen darf, wer {limit} oder weniger hat ({rule}).",
            "Your hand counts {points} points. You may knock with {limit} or less ({rule}).",
        ),
        "check.score.q": (
            "{name} klopft. Danach zeigen alle ihre Karten. Wie viele Punkte bekommt {name}?",
            "{name} knocks. Then everyone shows their cards. How many points does {name} get?",
        ),
        "check.score.beaten": (
            "{other} hat {points} Punkte, nicht mehr als {name} ({own}). Dann bekommt {name} 25 ({rule}).",
            "{other} has {points} points, no more than {name} ({own}). So {name} gets 25 ({rule}).",
        ),
        "check.score.won": (
            "Alle anderen haben mehr als {name} ({own}). Dann bekommt {name} 0 Punkte ({rule}).",
            "Everyone else has more than {name} ({own}). So {name} gets 0 points ({rule}).",
        ),
        "check.hand_of": ("Hand von {name}", "{name}'s hand"),
        "check.table": ("Stock", "Table"),
        "check.your_hand": ("Deine Hand", "Your hand"),
        "check.discard": ("Offene Karte", "Face-up card"),
        "check.on": ("an", "on"),
        "check.off": ("aus", "off"),
        "check.error.no_answer": (
            "Diese Frage hat keine eindeutige Antwort: {why}",
            "This question has no single right answer: {why_en}",
        ),
    }
)


@dataclass(frozen=True, slots=True)
class Check:
    """One question with computed choices; ``answer`` is the index of the right choice.

    ``feedback[i]`` explains choice ``i``; ``explanation`` says why the right
    answer is right and names ``rule_id``; ``spec`` holds the facts the answer
    was computed from (for the test that recomputes it).
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

    def _choice_html(self, index: int, label: str) -> str:
        right = index == self.answer
        verdict = i18n.text("check.right" if right else "check.wrong", self.lang)
        note = self.feedback[index] if index < len(self.feedback) else ""
        parts = [f"<strong>{escape(verdict)}</strong>", escape(note)]
        if not right:
            parts.append(escape(i18n.text("check.right_is", self.lang, answer=self.correct)))
        parts.append(escape(self.explanation))
        rule = i18n.text("check.rule", self.lang, rule=self.rule_id)
        parts.append(f'<span class="knackpy-check-rule">{escape(rule)}</span>')
        state = "right" if right else "wrong"
        return (
            f'<details class="knackpy-check-choice" data-choice="{index}" data-result="{state}">'
            f"<summary>{chr(65 + index)}) {escape(label)}</summary>"
            f'<p class="knackpy-check-feedback">{" ".join(p for p in parts if p)}</p></details>'
        )

    def _repr_html_(self) -> str:
        spec = escape(json.dumps(dict(self.spec), ensure_ascii=False, default=str))
        choices = "".join(self._choice_html(i, c) for i, c in enumerate(self.choices))
        picture = f'<div class="knackpy-check-picture">{self.picture}</div>' if self.picture else ""
        return (
            f'<div class="knackpy-check" data-check="{self.check_id}" data-kind="{self.kind}" '
            f'data-answer="{self.answer}" data-rule="{escape(self.rule_id)}" data-spec="{spec}" lang="{self.lang}" '
            f'data-answered="{escape(i18n.text("check.answered", self.lang))}">'
            f'<p class="knackpy-check-question">{escape(self.question)}</p>{picture}'
            f'<p class="knackpy-check-hint">{escape(i18n.text("check.label", self.lang))}</p>'
            f'<div class="knackpy-check-choices">{choices}</div></div>'
        )


# --- helpers ----------------------------------------------------------------------------------------------


def _rules(rules: Rules | str) -> Rules:
    return make_rules(rules) if isinstance(rules, str) else rules


def _spec_rules(rules: Rules) -> dict[str, object]:
    """The ruleset and the options that differ from its defaults, as plain JSON."""
    default = make_rules(rules.game)
    options = {k: v for k, v in rules.to_dict().get("options", {}).items() if default.to_dict()["options"].get(k) != v}
    return {"ruleset": rules.game, "options": options}


def _cards(cards, rules: Rules) -> tuple[Card, ...]:
    return tuple(parse_cards(cards, rules) if isinstance(cards, str) else cards)


def _short(cards: Sequence[Card]) -> str:
    return " ".join(c.short for c in cards)


def _points(cards, rules: Rules):
    return hand_value(cards, rules).points


def _no_answer(why: str, why_en: str | None = None) -> KnackpyError:
    return KnackpyError("check.error.no_answer", why=why, why_en=why if why_en is None else why_en)


def _picture(cards, lang: str, **kw) -> str:
    # an <img> named like the picture, not inline <svg>: an untrusted notebook drops inline SVG (ARCHITECTURE.md)
    return picture_html(hand_svg(list(cards), width=kw.pop("width", 64), lang=lang, **kw))


def _seat(caption: str, cards, lang: str) -> str:
    """Cards with a caption above them (a player's name, "table")."""
    return (
        f'<figure class="knackpy-check-seat"><figcaption>{escape(caption)}</figcaption>'
        f"{_picture(cards, lang, width=48)}</figure>"
    )


def _context(rules: Rules | None, lang: str) -> str:
    """Which game the question is about, when it is not plain Knack, and any switched reading."""
    if rules is None or (rules.game == "knack" and not _spec_rules(rules)["options"]):
        return ""
    options = _spec_rules(rules)["options"]

    def shown(value):
        return i18n.text("check.on" if value else "check.off", lang) if isinstance(value, bool) else value

    switched = ", ".join(f"{option_label(k, lang)}: {shown(v)}" for k, v in options.items())  # players' words
    return f"{rules.name(lang)}" + (f" ({switched})" if switched else "") + ": "


def _build(kind, lang, question, choices, answer, explanation, rule_id, spec, *, rules=None, **extra) -> Check:
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


def value(cards, *, rules: Rules | str, lang: str = "de") -> Check:
    """What is this hand worth?  Wrong choices are the usual slips: adding every card, one card only, 31."""
    rules = _rules(rules)
    hand = _cards(cards, rules)
    result = hand_value(hand, rules)
    from .scoring import card_points

    slips = {sum(card_points(c, rules) for c in hand), max(card_points(c, rules) for c in hand)}
    slips |= {31, 21, 30.5} if rules.is_knack else {result.points + 10, result.points - 1}
    wrong = sorted(p for p in slips if p != result.points and p > 0)[:3]
    options = sorted({result.points, *wrong})
    labels = [format_points(p) for p in options]
    spec = {**_spec_rules(rules), "cards": _short(hand)}
    return _build(
        "value",
        lang,
        i18n.text("check.value.q", lang),
        labels,
        options.index(result.points),
        result.explain(lang),
        result.rule_ids[0],
        spec,
        rules=rules,
        picture=_picture(hand, lang),
    )


def card(text, *, rules: Rules | str, lang: str = "de") -> Check:
    """How many points does one card count (K2, O1, C2)?  Wrong choices are the other values of the game."""
    from .scoring import card_points

    rules = _rules(rules)
    (one,) = _cards(text, rules)
    points = card_points(one, rules)
    options = sorted({points, 1, 10, 11})
    rule_id = {"knack": "K2", "knack_oberlausitz": "O1"}.get(rules.game, "C2")
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
    )


def _swaps(hand: tuple[Card, ...], table: tuple[Card, ...]):
    """Every swap K10 allows: one hand card for one table card, or all three."""
    for give in hand:
        for take in table:
            yield (give,), (take,), tuple(c if c != give else take for c in hand)
    yield hand, table, table


def best_swap(hand, table, *, rules: Rules | str, lang: str = "de", choices: int = 4) -> Check:
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

    def label(swap) -> str:
        if len(swap[0]) == 3:
            return i18n.text("check.swap.all", lang)
        return i18n.text("check.swap.one", lang, give=swap[0][0].name(lang), take=swap[1][0].name(lang))

    notes = [i18n.text("check.swap.after", lang, points=format_points(_points(s[2], rules))) for s in offered]
    answer = offered.index(ranked[0])
    spec = {**_spec_rules(rules), "hand": _short(hand), "table": _short(table)}
    picture = _seat(i18n.text("check.your_hand", lang), hand, lang) + _seat(i18n.text("check.table", lang), table, lang)
    return _build(
        "swap",
        lang,
        i18n.text("check.swap.q", lang),
        [label(s) for s in offered],
        answer,
        hand_value(ranked[0][2], rules).explain(lang),
        "K10",
        spec,
        rules=rules,
        picture=picture,
        feedback=tuple(notes),
    )


def _move_label(game, move, lang: str) -> str:
    """The move in the page's language: the engine's label, or the lesson's text if it cannot even be read."""
    if isinstance(move, dict):
        return move[lang]
    try:
        return game.parse_action(move).label(lang)
    except KnackpyError:
        return move


def legal(game, move, *, lang: str = "de", rule_id: str) -> Check:
    """Is this move legal now?  The engine answers (E2); ``rule_id`` is the rule that allows or forbids it.

    ``move`` is a text the engine reads (such as ``"swap 7♠ for Q♥"`` or ``"push"``), or, for a move the
    engine cannot even read as one move, ``{"de": ..., "en": ...}``: the page shows its own language, the
    engine reads the English text.
    """
    text = move["en"] if isinstance(move, dict) else move
    reason = game.why_not(text, lang)
    name = game.names[game.to_move]
    legal_now = reason is None
    explanation = i18n.text("check.legal.ok", lang, rule=rule_id) if legal_now else reason
    spec = {"game": game.to_json(), "move": text}
    picture = _seat(i18n.text("check.hand_of", lang, name=name), game.hand(game.to_move), lang)
    if getattr(game, "table", None):
        picture += _seat(i18n.text("check.table", lang), game.table, lang)
    elif getattr(game, "discard_top", None):
        picture += _seat(i18n.text("check.discard", lang), [game.discard_top], lang)
    label = _move_label(game, move, lang)
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
    )


def loser(hands: dict[str, str], *, rules: Rules | str, lang: str = "de") -> Check:
    """Who loses a life (K16) or pays a coin (O12)?  The lowest hand; a tie has no single answer here."""
    rules = _rules(rules)
    hands = {name: _cards(cards, rules) for name, cards in hands.items()}
    values = {name: _points(cards, rules) for name, cards in hands.items()}
    lowest = min(values.values())
    losers = [name for name, points in values.items() if points == lowest]
    if len(losers) > 1:
        raise _no_answer(", ".join(losers))
    coins = rules.game == "knack_oberlausitz"
    rule_id = "O12" if coins else "K16"
    names = list(hands)
    rows = "".join(_seat(n, c, lang) for n, c in hands.items())
    explanation = i18n.text("check.loser.why", lang, name=losers[0], points=format_points(lowest), rule=rule_id)
    notes = tuple(i18n.text("check.loser.hand", lang, name=n, points=format_points(values[n])) for n in names)
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
        feedback=notes,
    )


def _event_chance(event: str, rules: Rules):
    """The exact chance of a named event for a freshly dealt hand (see :mod:`knackpy.odds`)."""
    kind, _, number = event.partition(":")
    if kind == "feuer":
        return odds.deal_odds(rules).feuer.probability
    dist = odds.value_distribution(rules) if rules.is_knack else odds.charakir_total_distribution(rules)
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


def _likely_why(labels: list[str], chances: list, best: int, lang: str) -> str:
    """One sentence that names every event once: the likeliest, then the others, then the chances in that order."""
    others = [i for i in range(len(labels)) if i != best]
    sentence = i18n.text(
        "check.likely.why",
        lang,
        best=labels[best],
        others=i18n.and_list((labels[i] for i in others), lang),
        chance=odds.chance_percent(chances[best], lang),
        other_chances=i18n.and_list((odds.chance_percent(chances[i], lang) for i in others), lang),
    )
    return sentence[:1].upper() + sentence[1:]


def more_likely(events: Sequence[str], *, rules: Rules | str, lang: str = "de") -> Check:
    """Which is more likely?  ``events`` like ``"at_least:30"``, ``"exactly:31"``, ``"feuer"``; exact odds decide."""
    rules = _rules(rules)
    chances = [_event_chance(e, rules) for e in events]
    if len(set(chances)) < len(chances):
        raise _no_answer(", ".join(events))
    best = chances.index(max(chances))
    labels = [_event_label(e, lang) for e in events]
    explanation = _likely_why(labels, chances, best, lang)
    rule_id = "C2" if not rules.is_knack else ("K8" if "feuer" in events else "K6")
    question = "check.likely.q" if rules.is_knack else "check.likely.q4"
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
    )


def may_knock(cards, *, rules: Rules | str = "charakir", lang: str = "de") -> Check:
    """Charakir: may you knock with this hand (C10)?"""
    rules = _rules(rules)
    hand = _cards(cards, rules)
    points = _points(hand, rules)
    allowed = points <= rules.knock_limit
    why = i18n.text("check.knock.why", lang, points=format_points(points), limit=rules.knock_limit, rule="C10")
    return _build(
        "knock",
        lang,
        i18n.text("check.knock.q", lang),
        [i18n.text("check.yes", lang), i18n.text("check.no", lang)],
        0 if allowed else 1,
        why,
        "C10",
        {**_spec_rules(rules), "cards": _short(hand)},
        picture=_picture(hand, lang),
    )


def knock_score(knocker: str, hands: dict[str, str], *, rules: Rules | str = "charakir", lang: str = "de") -> Check:
    """Charakir: how many points does the knocker get (C11)?  0 if everyone else is higher, else 25."""
    rules = _rules(rules)
    hands = {name: _cards(cards, rules) for name, cards in hands.items()}
    values = {name: _points(cards, rules) for name, cards in hands.items()}
    own = values[knocker]
    beaten = [n for n, p in values.items() if n != knocker and p <= own]
    if beaten:
        other = beaten[0]
        why = i18n.text(
            "check.score.beaten", lang, other=other, points=values[other], name=knocker, own=own, rule="C11"
        )
    else:
        why = i18n.text("check.score.won", lang, name=knocker, own=own, rule="C11")
    options = sorted({0, 25, own} - ({own} if own in (0, 25) else set()) | {0, 25})
    points = 25 if beaten else 0
    rows = "".join(_seat(n, c, lang) for n, c in hands.items())
    spec = {**_spec_rules(rules), "knocker": knocker, "hands": {n: _short(c) for n, c in hands.items()}}
    return _build(
        "score",
        lang,
        i18n.text("check.score.q", lang, name=knocker),
        [str(p) for p in options],
        options.index(points),
        why,
        "C11",
        spec,
        rules=rules,
        picture=rows,
    )


def describe(checks: Sequence[Check]) -> str:
    """One line per kind, for scripts: how many checks of each kind."""
    counts = {kind: sum(1 for c in checks if c.kind == kind) for kind in KINDS}
    return ", ".join(f"{k} {n}" for k, n in counts.items() if n)
