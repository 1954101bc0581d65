"""Checks in the lessons (knackpy.checks): every answer recomputed with the engine, at least four per lesson.

The notebook test reads the committed outputs, so it checks what learners see.
Run with ``-s`` to print the checks per lesson and their kinds.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

import knackpy
from knackpy import checks, load_game, odds
from knackpy.errors import KnackpyError
from knackpy.scoring import format_points

COURSE = Path(__file__).resolve().parents[1] / "course"
LESSON = re.compile(r"^[01]\d_")  # lessons 00-19; 2x are teachers' notebooks


class _CheckParser(HTMLParser):
    """Collects each knackpy-check element: its data attributes, choice labels and feedback texts."""

    def __init__(self):
        super().__init__()
        self.found: list[dict] = []
        self._field: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if "knackpy-check" in classes:
            self.found.append({**attrs, "labels": [], "feedback": [], "results": []})
        elif self.found and "knackpy-check-choice" in classes:
            self.found[-1]["results"].append(attrs["data-result"])
        elif self.found and tag == "summary":
            self._field = "labels"
            self.found[-1]["labels"].append("")
        elif self.found and "knackpy-check-feedback" in classes:
            self._field = "feedback"
            self.found[-1]["feedback"].append("")

    def handle_endtag(self, tag):
        if tag in ("summary", "p"):
            self._field = None

    def handle_data(self, data):
        if self._field:
            self.found[-1][self._field][-1] += data


def checks_in(path: Path) -> list[tuple[int, dict]]:
    """(cell index, check) for every check in a notebook's outputs."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    found = []
    for index, cell in enumerate(nb["cells"]):
        for output in cell.get("outputs", []):
            html = "".join(output.get("data", {}).get("text/html", ""))
            if "knackpy-check" in html:
                parser = _CheckParser()
                parser.feed(html)
                found += [(index, c) for c in parser.found]
    return found


def lesson_paths() -> list[Path]:
    return sorted(p for lang in ("de", "en") for p in (COURSE / lang).glob("*.ipynb") if LESSON.match(p.name))


def _rules(spec: dict):
    return knackpy.rules(spec["ruleset"], **spec["options"])


def _label_points(label: str) -> str:
    return label.split(") ", 1)[1]


def _swap_results(hand, table, rules):
    for give in hand:
        for take in table:
            yield knackpy.hand_value([take if c == give else c for c in hand], rules).points
    yield knackpy.hand_value(table, rules).points


def _chance(event: str, rules):
    kind, _, number = event.partition(":")
    if kind == "feuer":
        return odds.deal_odds(rules).feuer.probability
    dist = odds.value_distribution(rules) if rules.is_knack else odds.charakir_total_distribution(rules)
    points = float(number) if "." in number else int(number)
    if kind == "exactly":
        return dist[points]
    return {"at_least": dist.at_least, "at_most": dist.at_most}[kind](points).probability


def verify(check: dict) -> None:
    """Recompute the answer of one check from its data-spec with the engine; fail if it differs."""
    spec = json.loads(check["data-spec"])
    answer = int(check["data-answer"])
    kind = check["data-kind"]
    assert check["results"].count("right") == 1 and check["results"][answer] == "right"
    assert check["data-rule"] in " ".join(check["feedback"]), "every feedback names the rule"
    if kind == "legal":
        game = load_game(spec["game"])
        assert game.can(spec["move"]) == (answer == 0)
        return
    rules = _rules(spec)
    if kind == "card":
        (card,) = knackpy.parse_cards(spec["cards"], rules)
        assert _label_points(check["labels"][answer]) == str(knackpy.card_points(card, rules))
    elif kind == "value":
        points = knackpy.hand_value(knackpy.parse_cards(spec["cards"], rules), rules).points
        assert _label_points(check["labels"][answer]) == format_points(points)
    elif kind == "swap":
        hand, table = (knackpy.parse_cards(spec[k], rules) for k in ("hand", "table"))
        best = max(_swap_results(hand, table, rules))
        assert f" {format_points(best)} " in check["feedback"][answer]
    elif kind == "loser":
        values = {n: knackpy.hand_value(knackpy.parse_cards(c, rules), rules).points for n, c in spec["hands"].items()}
        assert _label_points(check["labels"][answer]) == min(values, key=values.get)
    elif kind == "likely":
        chances = [_chance(e, rules) for e in spec["events"]]
        assert chances[answer] == max(chances)
    elif kind == "knock":
        points = knackpy.hand_value(knackpy.parse_cards(spec["cards"], rules), rules).points
        assert (points <= rules.knock_limit) == (answer == 0)
    elif kind == "score":
        values = {n: knackpy.hand_value(knackpy.parse_cards(c, rules), rules).points for n, c in spec["hands"].items()}
        own = values.pop(spec["knocker"])
        expected = 25 if any(p <= own for p in values.values()) else 0  # C11
        assert _label_points(check["labels"][answer]) == str(expected)
    else:
        pytest.fail(f"unknown kind of check: {kind}")


# --- the module -------------------------------------------------------------------------------------------


@pytest.mark.rule("K6")
def test_value_check_is_the_engines_value_in_both_languages():
    for lang in ("de", "en"):
        check = checks.value("A♥ K♥ 7♥", rules="knack", lang=lang)
        assert check.correct == "28" and check.rule_id == "K6" and check.lang == lang
    assert checks.value("8♠ 8♥ 8♣", rules="knack").correct == "30½"


@pytest.mark.rule("K10")
def test_swap_check_offers_the_best_swap_and_says_what_each_gives():
    check = checks.best_swap("A♥ K♥ 7♠", "Q♥ 8♣ 9♦", rules="knack", lang="en")
    assert check.correct == "7 of spades for queen of hearts"
    assert "31" in check.feedback[check.answer]
    assert len(set(check.feedback)) == len(check.choices)  # every choice ends on a different value


def _kept_game():
    """Knack, three players: the dealer has kept the hand, Anna (seat 1) is to move."""
    from knackpy.engine.knack import setup_game

    return setup_game(
        knackpy.rules("knack"),
        players=3,
        dealer=0,
        hands=[None, "A♥ K♥ 7♠", "8♣ 8♦ 9♠"],
        dealer_hands=("10♣ J♣ 7♣", "Q♥ K♦ 9♦"),
        seed=3,
    ).apply("keep")


@pytest.mark.rule("K10")
def test_legal_check_asks_the_engine():
    game = _kept_game()
    assert checks.legal(game, "swap 7♠ for Q♥", rule_id="K10").answer == 0
    wrong = checks.legal(game, "swap 7♠ for 8♣", rule_id="K10", lang="en")
    assert wrong.answer == 1 and "K10" in wrong.explanation and "8 of clubs" in wrong.question


@pytest.mark.rule("K16")
@pytest.mark.rule("O12")
def test_loser_check_names_the_lowest_hand_and_refuses_a_tie():
    hands = {"Anna": "A♥ K♥ 7♠", "Ben": "8♣ 8♦ 9♠", "Cem": "10♣ J♣ 7♣"}
    assert checks.loser(hands, rules="knack").correct == "Ben"
    assert (
        checks.loser(
            {"Anna": "Eichel-7 Grün-8 Rot-9", "Ben": "Eichel-Ass Eichel-10 Grün-7"}, rules="knack_oberlausitz"
        ).rule_id
        == "O12"
    )
    with pytest.raises(KnackpyError) as info:
        checks.loser({"Anna": "7♥ 8♠ 9♦", "Ben": "7♣ 8♦ 9♥"}, rules="knack")
    assert "Anna" in info.value.de and "Anna" in info.value.en


@pytest.mark.rule("C10")
@pytest.mark.rule("C11")
def test_charakir_checks_knock_and_score():
    assert checks.may_knock("A♥ 2♠ 3♦ 4♣").correct == checks.may_knock("A♥ 2♠ 3♦ 4♣").choices[0]
    assert checks.may_knock("A♥ 2♠ 3♦ 5♣").answer == 1
    hands = {"Anna": "A♥ 2♠ 3♦ 4♣", "Ben": "A♣ 2♣ 3♣ 2♦", "Cem": "K♥ K♠ 9♦ 8♣"}
    assert checks.knock_score("Anna", hands).correct == "25"
    assert checks.knock_score("Ben", hands).correct == "0"


@pytest.mark.rule("K2")
@pytest.mark.rule("C2")
def test_card_check_counts_the_ace_per_game():
    assert checks.card("A♥", rules="knack").correct == "11"
    assert checks.card("A♥", rules="charakir").correct == "1"
    # K2 holds in the Oberlausitz too (its text names Unter and Ober); O1 is the deck, not the points
    assert checks.card("Eichel-Unter", rules="knack_oberlausitz", lang="en").rule_id == "K2"


def test_likely_check_uses_exact_odds():
    check = checks.more_likely(["feuer", "exactly:31"], rules="knack")
    assert check.correct == checks.more_likely(["feuer", "exactly:31"], rules="knack").choices[1]
    assert check.rule_id == "K8"


def test_a_check_is_html_with_one_details_per_choice_and_a_stable_id():
    check = checks.value("A♥ K♥ 7♥", rules="knack", lang="de")
    html = check._repr_html_()
    assert html.count('<details class="knackpy-check-choice"') == len(check.choices)
    assert html.count('data-result="right"') == 1
    assert check.check_id == checks.value("A♥ K♥ 7♥", rules="knack", lang="en").check_id
    assert check.check_id != checks.value("A♥ K♥ 8♥", rules="knack").check_id


def _every_kind(lang: str) -> list:
    """One check of each kind, in all three games, as the lessons make them."""
    game = _kept_game()
    lausitz = knackpy.rules("knack_oberlausitz")
    return [
        checks.card("Q♦", rules="knack", lang=lang),
        checks.card("A♥", rules="charakir", lang=lang),
        checks.card("Eichel-Unter", rules=lausitz, lang=lang),
        checks.value("K♥ 10♥ 9♠", rules="knack", lang=lang),
        checks.value("8♠ 8♥ 8♣", rules="knack", lang=lang),
        checks.value("A♠ A♥ A♦", rules="knack", lang=lang),
        checks.value("A♥ 10♥ K♥", rules="knack", lang=lang),
        checks.value("Eichel-Ass Grün-Ass Rot-7", rules=lausitz, lang=lang),
        checks.value("Eichel-Ass Grün-Ass Rot-7", rules=lausitz.replace(same_rank_adds=False), lang=lang),
        checks.value("Rot-Ass Rot-8 Rot-7", rules=lausitz, lang=lang),
        checks.value("A♠ 3♦ 9♥ Q♣", rules="charakir", lang=lang),
        checks.best_swap("A♣ K♣ 7♠", "8♦ Q♣ 9♥", rules="knack", lang=lang),
        checks.legal(game, "swap 7♠ for Q♥", rule_id="K10", lang=lang),
        checks.legal(game, "swap 7♠ for 8♣", rule_id="K10", lang=lang),
        checks.loser({"Anna": "Q♠ K♠ 9♦", "Ben": "A♥ 10♥ 8♣", "Clara": "7♣ 8♦ 9♥"}, rules="knack", lang=lang),
        checks.more_likely(["feuer", "exactly:30.5"], rules="knack", lang=lang),
        checks.more_likely(["at_least:30", "at_most:11", "exactly:21"], rules="knack", lang=lang),
        checks.may_knock("K♥ 9♦ J♠ 4♣", lang=lang),
        checks.may_knock("A♥ 2♠ 3♦ 4♣", lang=lang),
        checks.knock_score("Anna", {"Anna": "A♥ 2♠ 3♦ 4♣", "Ben": "K♥ 9♦ J♠ 6♣", "Clara": "6♠ 3♣ 9♥ 8♣"}, lang=lang),
    ]


class _Parts(HTMLParser):
    """The text of each choice's feedback and of the answer behind "Lösung zeigen"."""

    def __init__(self):
        super().__init__()
        self.parts: list[list[str]] = []  # [kind, text]
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if "knackpy-check-feedback" in classes or "knackpy-check-answer" in classes:
            self.parts.append(["answer" if "knackpy-check-answer" in classes else "feedback", ""])
            self._depth = 1
        elif self._depth and tag == "p":
            self._depth += 1

    def handle_endtag(self, tag):
        if self._depth and tag == "p":
            self._depth -= 1

    def handle_data(self, data):
        if self._depth:
            self.parts[-1][1] += data


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_wrong_choice_gets_a_hint_and_never_the_answer(lang):
    for check in _every_kind(lang):
        assert len(check.hints) == len(check.choices), check.kind
        for index, hint in enumerate(check.hints):
            if index == check.answer:
                assert hint == "", check.kind
                continue
            assert hint, f"{check.kind}: choice {index} has no hint"
            named = re.search(rf"(?<![\w½]){re.escape(check.correct)}(?![\w½])", hint)
            assert not named and check.explanation not in hint, (check.kind, hint)
            assert "Richtig ist" not in hint and "right answer" not in hint
            assert not re.search(r"\(([EKOC]\d+)\)", hint), f"the rule is named in the badge, not the hint: {hint}"
        if lang == "de":  # plain "du" German, no formal address
            assert not re.search(r"\b(Sie|Ihre?n?)\b", " ".join(check.hints)), check.hints


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_feedback_names_each_rule_once_and_the_answer_waits_behind_show_answer(lang):
    from knackpy import i18n

    for check in _every_kind(lang):
        parser = _Parts()
        parser.feed(check._repr_html_())
        feedback = [text for kind, text in parser.parts if kind == "feedback"]
        (answer,) = [text for kind, text in parser.parts if kind == "answer"]
        assert len(feedback) == len(check.choices)
        for index, text in enumerate(feedback):
            ids = re.findall(r"\b[EKOC]\d+\b", text)
            assert ids and len(ids) == len(set(ids)) and check.rule_id in ids, (check.kind, text)
            assert f"({check.rule_id})" not in text, text
            if index != check.answer:
                assert i18n.text("check.again", lang) in text
                assert i18n.text("check.right_is", lang, answer=check.correct) not in text
        assert answer.startswith(i18n.text("check.right_is", lang, answer=check.correct)), answer
        assert len(re.findall(rf"\b{check.rule_id}\b", answer)) == 1, answer
        html = check._repr_html_()
        assert f"<summary>{i18n.text('check.show_answer', lang)}</summary>" in html
        assert 'data-tries="2"' in html


def test_the_hint_says_what_to_look_at_in_the_hand():
    hint = checks.value("K♥ 10♥ 9♠", rules="knack", lang="de").hints[0]
    assert "Zwei Karten sind Herz, eine ist Pik" in hint
    assert "two cards are hearts, one is spades" in checks.value("K♥ 10♥ 9♠", rules="knack", lang="en").hints[0]
    assert "Alle drei Karten haben den Rang 8" in checks.value("8♠ 8♥ 8♣", rules="knack", lang="de").hints[0]
    lausitz = checks.value("Eichel-Ass Grün-Ass Rot-7", rules="knack_oberlausitz", lang="de").hints[0]
    assert "Rang" in lausitz and "Farbe" in lausitz  # O6: the same rank adds up too
    swap = checks.best_swap("A♣ K♣ 7♠", "8♦ Q♣ 9♥", rules="knack", lang="en")
    worse = [i for i in range(len(swap.choices)) if i != swap.answer]
    assert all(swap.feedback[i].split()[-2] in swap.hints[i] for i in worse)  # what the chosen swap gives


def test_bad_language_is_a_clear_error():
    with pytest.raises(KnackpyError):
        checks.value("A♥ K♥ 7♥", rules="knack", lang="fr")


# --- the lessons ------------------------------------------------------------------------------------------


def test_every_check_in_every_lesson_matches_the_engine():
    total = 0
    for path in lesson_paths():
        for _, check in checks_in(path):
            verify(check)
            total += 1
    assert total > 0


def test_every_lesson_has_four_checks_spread_through_it_and_the_course_uses_several_kinds(capsys):
    kinds: Counter = Counter()
    short = []
    rows = []
    for path in lesson_paths():
        found = checks_in(path)
        cells = len(json.loads(path.read_text(encoding="utf-8"))["cells"])
        kinds.update(c["data-kind"] for _, c in found)
        lesson_kinds = sorted({c["data-kind"] for _, c in found})
        rows.append(f"{path.parent.name}/{path.stem}: {len(found)} checks ({', '.join(lesson_kinds)})")
        if len(found) < 4 or len(lesson_kinds) < 2 or min(i for i, _ in found) > cells // 2:
            short.append(path.name)
    with capsys.disabled():
        print("\n" + "\n".join(rows))
        print("kinds:", dict(sorted(kinds.items())))
    assert not short, f"lessons with fewer than 4 checks, one kind only, or none in the first half: {short}"
    assert len(kinds) >= 5


# --- worksheets -------------------------------------------------------------------------------------------


@pytest.mark.rule("C10")
def test_worksheet_answers_are_varied_and_charakir_has_knockable_hands():
    from knackpy import worksheets

    for ruleset in worksheets.SHEETS:
        texts = [a.answer for a in worksheets.answers(ruleset, lang="de")]
        assert len(set(texts)) == len(texts), f"{ruleset}: two tasks share an answer: {texts}"
    charakir = [a.answer for a in worksheets.answers("charakir", lang="en")]
    assert sum("may knock" in a for a in charakir) >= 3 and sum("may not" in a for a in charakir) >= 3


def test_a_worksheet_shows_no_answers_and_the_key_shows_them_all():
    from knackpy import worksheets

    for lang in ("de", "en"):
        for ruleset in worksheets.SHEETS:
            sheet = worksheets.sheet(ruleset, lang=lang)
            assert sheet.count('<li class="knackpy-sheet-task') == len(worksheets.SHEETS[ruleset])
            for answer in worksheets.answers(ruleset, lang=lang):
                assert answer.answer not in sheet
                assert answer.answer in worksheets.answer_key(lang=lang)


# --- lesson 15: the strong-bot figure -----------------------------------------------------------------------


def _benchmark():
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "charakir_knock_threshold.py"
    spec = importlib.util.spec_from_file_location("charakir_knock_threshold", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.rule("C10")
@pytest.mark.rule("C11")
def test_lesson_15_strong_bot_figure_comes_from_the_benchmark_script():
    """The stored run is against strong bots, large enough, consistent, and re-plays to the same points."""
    bench = _benchmark()
    source = bench.LESSON.read_text(encoding="utf-8")
    start, end = bench.MARKERS
    stored = json.loads(source.split(start, 1)[1].split(end, 1)[0].split("STRONG_RUN = ", 1)[1])
    assert stored["opponents"] == "strong" and stored["rounds"] >= 200
    assert stored["best"] == stored["thresholds"][stored["mean"].index(min(stored["mean"]))]
    for mean, low, high in zip(stored["mean"], stored["low"], stored["high"], strict=True):
        assert low <= mean <= high
    for threshold in (stored["best"], 10):
        for seed, points in enumerate(stored["sample"][str(threshold)][:2]):
            assert bench.round_points(threshold, seed, opponents="strong") == points
