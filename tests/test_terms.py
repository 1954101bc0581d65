"""One term per concept: the lesson texts and the site use the words of course/terms.toml.

Reads the texts where they are: the markdown cells of every lesson source (both languages), the site's
Markdown pages, and the catalogue entries of the course's own modules (knackpy.checks, knackpy.worksheets).
Other modules' entries are checked too; the ones still to be aligned by their owners are listed in PENDING,
and the test fails when that list is out of date, so it can only shrink.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TERMS = tomllib.loads((ROOT / "course" / "terms.toml").read_text(encoding="utf-8"))
EXPLAINING_PAGES = {"glossary.md", "sources.md"}  # they name the other words on purpose
CHILDREN = {f"{n:02d}" for n in range(1, 8)}

# catalogue entries of other modules that still use an avoided word: key -> what to change. Empty now; the test
# fails when a new one appears, so a text that needs an exception must be listed here with its reason.
PENDING: dict[str, str] = {}


def _build():
    spec = importlib.util.spec_from_file_location("course_build", ROOT / "course" / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["course_build"] = module
    spec.loader.exec_module(module)
    return module


def lesson_texts() -> list[tuple[str, str, str]]:
    """(where, language, text) for every markdown cell of every lesson source."""
    build = _build()
    found = []
    for path in build.lessons():
        for index, cell in enumerate(build.load_cells(path)):
            if cell.kind == "markdown":
                for lang, text in cell.text.items():
                    found.append((f"{path.stem} cell {index}", lang, _prose(text)))
    return found


def site_texts() -> list[tuple[str, str, str]]:
    found = []
    for lang in ("de", "en"):
        for page in sorted((ROOT / "docs" / lang).rglob("*.md")):
            if page.name not in EXPLAINING_PAGES:
                found.append((f"docs/{lang}/{page.relative_to(ROOT / 'docs' / lang)}", lang, _prose(page.read_text())))
    return found


def catalogue_texts(prefixes: tuple[str, ...]) -> list[tuple[str, str, str]]:
    import knackpy.checks  # noqa: F401  (registers its texts)
    import knackpy.worksheets  # noqa: F401
    from knackpy import i18n

    return [
        (key, lang, text)
        for key, pair in i18n.all_entries().items()
        if key.startswith(prefixes)
        for lang, text in zip(("de", "en"), pair, strict=True)
    ]


def _prose(text: str) -> str:
    """Text without code spans, code blocks and HTML comments (option names are not words on screen)."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    return re.sub(r"`[^`]*`", " ", text)


def violations(texts, patterns_of) -> list[str]:
    found = []
    for where, lang, text in texts:
        for pattern in patterns_of(lang, where):
            for match in re.finditer(pattern, text):
                found.append(f"{where} [{lang}]: {match.group(0)!r} (pattern {pattern})")
    return found


def _term_patterns(lang: str, where: str) -> list[str]:
    return [p for term in TERMS["term"] for p in term[f"avoid_{lang}"]]


def _children_patterns(lang: str, where: str) -> list[str]:
    return TERMS["children"][f"avoid_{lang}"] if where[:2] in CHILDREN else []


def test_every_term_has_both_languages_and_valid_patterns():
    assert len(TERMS["term"]) >= 4
    for term in TERMS["term"]:
        assert term["de"] and term["en"] and term["concept"]
        for pattern in term["avoid_de"] + term["avoid_en"]:
            re.compile(pattern)
        assert not any(re.search(p, term["de"]) for p in term["avoid_de"]), term
        assert not any(re.search(p, term["en"]) for p in term["avoid_en"]), term


def test_lessons_use_one_term_per_concept():
    assert violations(lesson_texts(), _term_patterns) == []


def test_the_childrens_track_has_no_library_jargon():
    assert violations(lesson_texts(), _children_patterns) == []


def test_site_pages_use_one_term_per_concept():
    assert violations(site_texts(), _term_patterns) == []


def test_the_course_modules_texts_use_one_term_per_concept():
    assert violations(catalogue_texts(("check.", "sheet.")), _term_patterns) == []


def test_every_other_interface_text_agrees_or_is_listed_as_pending():
    """Every catalogue entry of every module (the engine's messages, the coach, the widgets, the terminal, the
    classroom server, ...), not only the course's own."""
    import importlib
    import pkgutil

    import knackpy

    for info in pkgutil.walk_packages(knackpy.__path__, "knackpy."):
        if info.name != "knackpy.__main__":
            importlib.import_module(info.name)
    texts = [t for t in catalogue_texts(("",)) if not t[0].startswith(("check.", "sheet."))]
    assert {key.split(".")[0] for key, _, _ in texts} >= {"widgets", "cli", "knack", "event", "hints", "odds", "serve"}
    found = {v.split(" [")[0] for v in violations(texts, _term_patterns)}
    assert found == set(PENDING), f"new: {sorted(found - set(PENDING))}; fixed: {sorted(set(PENDING) - found)}"


def site_note_texts() -> list[tuple[str, str, str]]:
    """The note the site puts below every lesson's title, without and with the in-browser app (tools/site), on a
    page with controls (saved widget state: a page without any has no note, issue 28)."""
    sys.path.insert(0, str(ROOT / "tools" / "site"))
    import sitegen

    page = '<h1>T</h1><script type="application/vnd.jupyter.widget-state+json">{}</script>'
    found = []
    for path in _build().lessons():
        for lang in ("de", "en"):
            for live in (None, "live/"):
                html = sitegen.fix_notebook_html(
                    page, lang=lang, name=path.stem, known_lessons={}, root="../../", live=live
                ).html
                note = re.sub(r"<script.*?</script>|<[^>]+>", " ", html.split("</h1>", 1)[1], flags=re.S)
                found.append((f"{path.stem} note {'live' if live else 'static'}", lang, note))
    return found


def test_the_site_note_above_a_lesson_speaks_to_its_reader():
    """Children's track (01-07): no tool words; learners read "du", teachers (20-29) "Sie"."""
    notes = site_note_texts()
    assert len(notes) == 4 * len(_build().lessons()) and all(text.split() for _, _, text in notes)
    assert violations(notes, _children_patterns) == []
    assert violations(notes, _term_patterns) == []
    du = re.compile(r"\b(du|dich|dir|dein|deine|deinem|deinen|deiner)\b", re.I)
    for where, lang, text in notes:
        if lang == "de":
            assert bool(du.search(text)) == (not where.startswith("2")), where
            assert where.startswith("2") == (" Sie " in text), where


def test_teachers_pages_say_sie_and_learners_pages_say_du():
    """Teachers are addressed with "Sie" (docs/de/teachers/, the teachers' hints in notebooks 20-29),
    learners with "du" (the lessons)."""
    du = re.compile(r"\b(du|dich|dir|dein|deine|deinen|deiner)\b")
    for page in sorted((ROOT / "docs" / "de" / "teachers").glob("*.md")):
        assert not du.search(_prose(page.read_text(encoding="utf-8"))), page.name
    for where, lang, text in lesson_texts():
        if lang == "de" and where.startswith("2"):
            for hint in re.findall(r'<p class="knackpy-print-hint">(.*?)</p>', text, flags=re.S):
                assert "Sie" in hint and not du.search(hint), where


def registry_texts() -> list[tuple[str, str, str]]:
    """Every text of every rule (title, text, the other reading, the note): the lessons show them in rule boxes,
    the site's sources page shows the notes and both readings."""
    from knackpy import registry

    found = []
    for rule_id, e in registry.REGISTRY.items():
        for lang in ("de", "en"):
            parts = (e.title(lang), e.text(lang), getattr(e, f"other_{lang}"), e.note(lang))
            found.append((rule_id, lang, " ".join(parts)))
    return found


# rule texts that still use an avoided word (see PENDING above); empty, and it can only stay so
PENDING_RULES: set[str] = set()


def test_rule_texts_agree_or_are_listed_as_pending():
    found = {v.split(" [")[0] for v in violations(registry_texts(), _term_patterns)}
    assert found == PENDING_RULES, f"new: {sorted(found - PENDING_RULES)}; fixed: {sorted(PENDING_RULES - found)}"


def test_english_texts_never_guess_a_gender():
    """A player is "they" (or named again), never "he" or "she": not in the rule texts, the lessons, the site or
    any interface text (German rephrases instead; "der Spieler ... er" follows the grammar, not a person)."""
    import importlib
    import pkgutil

    import knackpy

    for info in pkgutil.walk_packages(knackpy.__path__, "knackpy."):
        if info.name != "knackpy.__main__":
            importlib.import_module(info.name)
    gendered = [r"(?i)\b(he|him|his|himself|she|her|hers|herself)\b"]
    texts = registry_texts() + lesson_texts() + site_texts() + catalogue_texts(("",))
    assert violations(texts, lambda lang, where: gendered if lang == "en" else []) == []
