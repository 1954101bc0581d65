"""The course: German and English notebooks come from one source and stay in step."""

import importlib.util
import json
import sys
from pathlib import Path

COURSE = Path(__file__).resolve().parents[1] / "course"


def _load_build():
    """course/build.py under its own name (tools/lite has a build.py too)."""
    spec = importlib.util.spec_from_file_location("course_build", COURSE / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["course_build"] = module
    spec.loader.exec_module(module)
    return module


build = _load_build()


def test_every_lesson_exists_in_both_languages_with_the_same_name():
    german = sorted(p.name for p in (COURSE / "de").glob("*.ipynb"))
    english = sorted(p.name for p in (COURSE / "en").glob("*.ipynb"))
    assert german == english
    assert german == sorted(f"{p.stem}.ipynb" for p in build.lessons())


def test_committed_notebooks_match_their_source():
    assert build.build(None, check=True) == 0


def test_german_and_english_have_the_same_cells_code_and_tags():
    for german in (COURSE / "de").glob("*.ipynb"):
        de = json.loads(german.read_text(encoding="utf-8"))
        en = json.loads((COURSE / "en" / german.name).read_text(encoding="utf-8"))
        assert len(de["cells"]) == len(en["cells"]), german.name
        for a, b in zip(de["cells"], en["cells"], strict=True):
            assert a["cell_type"] == b["cell_type"]
            assert a["metadata"].get("tags") == b["metadata"].get("tags")
            if a["cell_type"] == "code" and "parameters" not in a["metadata"].get("tags", []):
                assert a["source"] == b["source"]
            if a["cell_type"] == "markdown":
                assert a["source"] != b["source"], "a text cell must be written in each language"


def test_the_start_live_hint_is_marked_for_the_static_page_only():
    """ "(Auf der Webseite drückst du dafür erst oben „Live starten“.)" is stale once a lesson is live, so it sits
    in a span the live app hides (tools/lite/knackpy-live.js); every lesson that says it has it marked."""
    found = {"de": 0, "en": 0}
    for lang, hint in build.LIVE_HINT.items():
        for path in (COURSE / lang).glob("*.ipynb"):
            nb = json.loads(path.read_text(encoding="utf-8"))
            for cell in (c for c in nb["cells"] if c["cell_type"] == "markdown"):
                text = "".join(cell["source"])
                for match in hint.finditer(text):
                    found[lang] += 1
                    assert text[: match.start()].endswith(f'<span class="{build.STATIC_ONLY}">'), path.name
                    assert text[match.end() :].startswith("</span>"), path.name
    assert found["de"] == found["en"] >= 6


def test_notebooks_are_executed():
    for path in COURSE.glob("*/*.ipynb"):
        nb = json.loads(path.read_text(encoding="utf-8"))
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        assert code and all(c["execution_count"] for c in code), path.name


def test_every_rule_is_taught_in_each_language():
    """Every rule ID of the registry (except the engine rules E1-E6) is named in a lesson's text, per language."""
    import re

    from knackpy.registry import REGISTRY

    wanted = {rule_id for rule_id in REGISTRY if not rule_id.startswith("E")}
    for lang in ("de", "en"):
        taught = set()
        for path in (COURSE / lang).glob("*.ipynb"):
            nb = json.loads(path.read_text(encoding="utf-8"))
            for cell in nb["cells"]:
                if cell["cell_type"] == "markdown":
                    taught |= set(re.findall(r"\b[KOC]\d{1,2}\b", "".join(cell["source"])))
        assert not wanted - taught, f"{lang}: rules not taught in any lesson: {sorted(wanted - taught)}"


def test_every_lesson_names_its_card_pictures_in_its_own_language():
    """The first code cell after the parameters sets the language of card pictures that Jupyter draws by
    themselves (``knackpy.svg.set_language``), hidden, so an English lesson never shows a German card name."""
    for path in build.lessons():
        cells = [c for c in build.load_cells(path) if c.kind == "code" and "parameters" not in c.tags]
        first = cells[0]
        assert "hide-input" in first.tags, path.name
        assert "knackpy.svg.set_language(LANG)" in first.text["de"], path.name


def test_an_english_lesson_names_a_bare_card_picture_in_english():
    """What that cell changes: a hand left at the end of a cell is drawn with English names after it."""
    from picture_support import shown_svg

    import knackpy
    from knackpy import svg

    before = svg.set_language("en")
    try:
        picture = shown_svg(knackpy.parse_cards("A♥ K♥"))
    finally:
        svg.set_language(before)
    assert "ace of hearts" in picture and "Herz-Ass" not in picture
