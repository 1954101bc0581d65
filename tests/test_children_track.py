"""The children's track (lessons 01-07, issue 28): a 10-year-old follows it alone.

No fraction, no percent sign, no count of cases and no programming word anywhere a child reads: the lessons'
text, every output the notebooks show (card pictures' names, checks, tables, the widgets' saved texts), the
guided rounds of Knack and the dealing lab in its children's mode. Chances are said in words
("etwa jedes vierte Mal"). The German and English home pages have a clear entry for children.

The notebooks are read as committed: after a change to a lesson, run ``python course/build.py`` first.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from knackpy import checks
from knackpy.figures import chance_words

ROOT = Path(__file__).resolve().parents[1]
LESSONS = [f"{n:02d}" for n in range(1, 8)]

#: what a child must not meet: numbers a 10-year-old cannot read, and words from programming
NUMBERS = {
    "fraction": r"(?<![\d.,])\d+\s*/\s*\d+(?![\d.,])",
    "percent": r"%|\bProzent\b|\bper ?cent\b",
    "case count": r"\bvon \d[\d.]* Fällen\b|\bof \d[\d,]* cases\b|\bin \d[\d.,]* (von|of) \d",
}
WORDS = {
    "de": [
        r"\bPython\b",
        r"\bNotebooks?\b",
        r"\bKernel\b",
        r"\bCode\b",
        r"\bAusgaben?\b",
        r"\bStartwert\b",
        r"\bSeed\b",
        r"\bDeals?\b",
        r"\bDeal Nr\.",
        r"Zug Nummer",
        r"\bnoch 0\b",
        r"\bBibliothek\b",
        r"\bParameter\b",
    ],
    "en": [
        r"\bPython\b",
        r"\bnotebooks?\b",
        r"\bkernel\b",
        r"\bcode\b",
        r"\boutputs?\b",
        r"\bseed\b",
        r"\bdeal no\.",
        r"move number",
        r"\b0 left\b",
        r"\blibrary\b",
        r"\bparameter\b",
    ],
}


def problems(text: str, lang: str) -> list[str]:
    """Every forbidden number or word in ``text``, with a little context."""
    found = []
    patterns = {**NUMBERS, **{word: word for word in WORDS[lang]}}
    for name, pattern in patterns.items():
        for match in re.finditer(pattern, text, flags=re.I if name in NUMBERS else 0):
            found.append(f"{name}: …{text[max(0, match.start() - 40) : match.end() + 30]}…")
    return found


_ALT = re.compile(r'\b(?:alt|aria-label|title)="([^"]*)"')


def readable(markup: str) -> str:
    """The text a reader meets in HTML or Markdown: visible text and the names of pictures, no markup."""
    names = " ".join(_ALT.findall(markup))
    text = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S)
    text = re.sub(r'src="data:[^"]*"', " ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"```.*?```", " ", text, flags=re.S)  # a code block is not read by a child
    return html.unescape(f"{text} {names}")


def notebook_texts(path: Path):
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] == "markdown":
            yield f"cell {index}", readable("".join(cell["source"]))
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            for kind in ("text/html", "text/markdown"):
                if kind in data:
                    yield f"cell {index} {kind}", readable("".join(data[kind]))
            shown_as_text = not {"text/html", "text/markdown", "application/vnd.jupyter.widget-view+json"} & set(data)
            if shown_as_text and "text/plain" in data:
                yield f"cell {index} text", "".join(data["text/plain"])
            if "text" in output:
                yield f"cell {index} stream", "".join(output["text"])
    states = notebook["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in states.get("state", {}).values():
        state = model.get("state", {})
        for key in ("value", "description", "tooltip", "placeholder"):
            if isinstance(state.get(key), str):
                yield f"widget {key}", readable(state[key])
        for label in state.get("_options_labels") or ():
            yield "widget option", label


@pytest.mark.parametrize("lang", ("de", "en"))
@pytest.mark.parametrize("lesson", LESSONS)
def test_the_childrens_lessons_have_no_fractions_percent_or_programming_words(lesson, lang):
    (path,) = (ROOT / "course" / lang).glob(f"{lesson}_*.ipynb")
    found = [f"{where}: {problem}" for where, text in notebook_texts(path) for problem in problems(text, lang)]
    assert found == [], "\n".join(found)


def test_the_checker_finds_what_it_must_find():
    """The patterns are not too weak: each kind of number and word from the issue is caught."""
    for text in ("517/1827 ≈ 28,3 %", "in 1034 von 3654 Fällen", "0,08 %", "Deal Nr. 1", "Startwert (Seed)"):
        assert problems(text, "de"), text
    for text in ("Stand (Zug Nummer)", "Clara verliert ein Leben, noch 0", "Das ist Python-Code"):
        assert problems(text, "de"), text
    for text in ("65/609 ≈ 10.7%", "deal no. 1", "seed 3", "the notebook's outputs"):
        assert problems(text, "en"), text
    for text in ("11+8 = 19 (K6)", "30½ Punkte", "A♦ 8♣ 8♦", "etwa jedes vierte Mal", "K5, K10"):
        assert problems(text, "de") == [], text
    assert problems("The deal moves one seat on every round.", "en") == []  # "deal" is a card player's word


@pytest.mark.parametrize("lang", ("de", "en"))
def test_the_knack_guided_rounds_speak_to_children(lang):
    pytest.importorskip("ipywidgets")
    from knackpy.widgets.guided_game import GuidedGame
    from knackpy.widgets.guided_rounds import ROUNDS

    for found in ROUNDS["knack"]:
        guided = GuidedGame("knack", topic=found.topic, lang=lang)
        texts = [readable(guided.title.value)]
        while not guided.finished:
            texts += [readable(guided.instruction.value), readable(guided.board.value), *guided.narration]
            texts += [b.description for b in guided.buttons.children]
            guided.click(guided.expected.label("en"))
        texts += [readable(guided.instruction.value), guided.again_button.description]
        assert [p for text in texts for p in problems(text, lang)] == [], found.topic


@pytest.mark.parametrize("lang", ("de", "en"))
def test_the_deal_lab_says_chances_in_words_for_children_and_exactly_for_adults(lang):
    pytest.importorskip("ipywidgets")
    from knackpy.widgets import DealLab

    children = DealLab(rules="knack", players=4, seed=1, lang=lang, in_words=True)
    adults = DealLab(rules="knack", players=4, seed=1, lang=lang)
    for lab in (children, adults):
        lab.choose("keep")
    shown = readable(children.snapshot()) + " " + children.new_button.tooltip
    assert problems(shown, lang) == []
    assert chance_words(children.odds.better.probability, lang) in shown
    exact = readable(adults.snapshot())
    assert "517/1827" in exact and "%" in exact  # the adult lessons keep the exact count


def test_chance_in_words_covers_every_share():
    words_de = [chance_words(p / 1000, "de") for p in range(0, 1001)]
    assert words_de[0] == "nie" and words_de[-1] == "immer"
    assert "etwa jedes vierte Mal" in words_de and "meistens" in words_de
    assert all(problems(w, "de") == [] for w in set(words_de))
    assert chance_words(1 / 1240, "en") == "almost never" and chance_words(0.5, "en") == "about every other time"


@pytest.mark.parametrize("lang", ("de", "en"))
def test_which_is_more_likely_in_words(lang):
    check = checks.more_likely(["feuer", "exactly:30.5"], rules="knack", lang=lang, in_words=True)
    assert chance_words(1 / 1240, lang) in check.explanation
    assert problems(readable(check._repr_html_()), lang) == []
    exact = checks.more_likely(["feuer", "exactly:30.5"], rules="knack", lang=lang)
    assert "%" in readable(exact._repr_html_())


@pytest.mark.parametrize(("lang", "title"), (("de", "Für Kinder: hier starten"), ("en", "For children: start here")))
def test_the_home_page_has_an_entry_for_children(lang, title):
    page = (ROOT / "docs" / lang / "index.md").read_text(encoding="utf-8")
    box = page.split(f'!!! tip "{title}"', 1)[1].split("\n\n", 3)
    assert "course/01_knack_cards_and_points.ipynb" in "\n".join(box[:3])
    assert problems(readable("\n".join(box[:3])), lang) == []
