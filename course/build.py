"""Build the German and English lesson notebooks from one bilingual source each.

Each lesson is a Python file in ``course/source/`` defining ``CELLS``, a list
made with :func:`md` (German and English text) and :func:`code` (one code
for both languages; the first code cell sets ``LANG``).  This script writes
``course/de/<name>.ipynb`` and ``course/en/<name>.ipynb`` with the same cells,
code and tags, and executes them so the committed outputs are the outputs the
code makes.  The code of a lesson therefore cannot drift between languages.

Usage::

    python course/build.py            # write and execute every lesson
    python course/build.py --check    # fail if a committed notebook's cells differ from its source
    python course/build.py 00_start   # only some lessons
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "source"
LANGS = ("de", "en")
KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
#: standard notebook metadata of every code cell: the input starts collapsed (JupyterLab, the live app
#: and the website honour it; a "show code" toggle opens it), so code stays out of a learner's way
CODE_CELL_METADATA = {"jupyter": {"source_hidden": True}}


@dataclass(frozen=True)
class Cell:
    kind: str  # "markdown" or "code"
    text: dict[str, str]  # language -> source
    tags: tuple[str, ...] = field(default=())


#: the sentence that sends a learner on the static website to "Live starten" first; once the lesson is live (the
#: live app, tools/lite/knackpy-live.js) it is stale, so :func:`md` wraps it in a span the live app hides
LIVE_HINT = {
    "de": re.compile(r"\(Auf der Webseite\s+drückst\s+du\s+dafür\s+erst\s+oben\s+„Live\s+starten“\.\)"),
    "en": re.compile(r"\(On\s+the\s+website,\s+press\s+“Start\s+live”\s+at\s+the\s+top\s+first\.\)"),
}
STATIC_ONLY = "knackpy-static-only"


def md(*, de: str, en: str, tags: tuple[str, ...] = ()) -> Cell:
    """A text cell, German and English (the "Live starten" hint marked as for the static page only)."""
    texts = {"de": de.strip("\n"), "en": en.strip("\n")}
    for lang, hint in LIVE_HINT.items():
        texts[lang] = hint.sub(lambda found: f'<span class="{STATIC_ONLY}">{found.group(0)}</span>', texts[lang])
    return Cell("markdown", texts, tags)


def code(source: str, *, tags: tuple[str, ...] = ()) -> Cell:
    """A code cell: the same code in both languages (it reads ``LANG``)."""
    text = source.strip("\n")
    return Cell("code", {"de": text, "en": text}, tags)


def hidden(source: str, *, tags: tuple[str, ...] = ()) -> Cell:
    """A code cell the learner sees only the output of (the children's track, checks)."""
    return code(source, tags=("hide-input", *tags))


def picture_language() -> Cell:
    """The hidden cell after :func:`parameters` in lessons with card pictures: they name their cards in
    the lesson's language."""
    return hidden(
        """
import knackpy

_ = knackpy.svg.set_language(LANG)  # card pictures name their cards in the lesson's language
"""
    )


def check(source: str) -> Cell:
    """A check (:mod:`knackpy.checks`): the learner sees the question, not its code."""
    return hidden(source)


def parameters() -> Cell:
    """The first code cell: the language of this copy of the lesson."""
    return Cell("code", {lang: f'LANG = "{lang}"' for lang in LANGS}, ("parameters", "hide-input"))


def lessons() -> list[Path]:
    return sorted(p for p in SOURCE.glob("[0-9]*.py"))


def load_cells(path: Path) -> list[Cell]:
    spec = importlib.util.spec_from_file_location(f"lesson_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("course_build", sys.modules[__name__])
    spec.loader.exec_module(module)
    return list(module.CELLS)


def notebook(cells: list[Cell], lang: str):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = KERNEL
    nb.metadata["language_info"] = {"name": "python"}
    for index, cell in enumerate(cells):
        make = nbformat.v4.new_markdown_cell if cell.kind == "markdown" else nbformat.v4.new_code_cell
        new = make(cell.text[lang])
        new.id = f"c{index:03d}"  # stable ids: the same in both languages and across builds
        if cell.tags:
            new.metadata["tags"] = list(cell.tags)
        if cell.kind == "code":  # every input collapsed; the site drops "hide-input" ones (mkdocs.yml)
            new.metadata.update(copy.deepcopy(CODE_CELL_METADATA))
        nb.cells.append(new)
    return nb


def execute(nb, cwd: Path):
    from nbclient import NotebookClient

    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(cwd)}})
    client.execute()
    for cell in nb.cells:  # execution counts and timings make diffs noisy
        cell.metadata.pop("execution", None)
    return nb


def comparable(nb) -> list[tuple]:
    return [
        (c.cell_type, c.source, tuple(c.metadata.get("tags", ())), c.metadata.get("jupyter", {}).get("source_hidden"))
        for c in nb.cells
    ]


def build(names: list[str] | None, *, check: bool, run: bool = True) -> int:
    import nbformat

    problems = 0
    for path in lessons():
        if names and path.stem not in names:
            continue
        cells = load_cells(path)
        for lang in LANGS:
            target = HERE / lang / f"{path.stem}.ipynb"
            fresh = notebook(cells, lang)
            if check:
                if not target.exists() or comparable(nbformat.read(target, as_version=4)) != comparable(fresh):
                    print(f"out of date: {target.relative_to(HERE.parent)} (run python course/build.py)")
                    problems += 1
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if run:
                execute(fresh, target.parent)
            nbformat.write(fresh, target)
            print(f"wrote {target.relative_to(HERE.parent)}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="lesson file names without .py (default: all)")
    parser.add_argument("--check", action="store_true", help="only compare committed notebooks with their sources")
    parser.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    args = parser.parse_args(argv)
    return 1 if build(args.names, check=args.check, run=not args.no_execute) else 0


if __name__ == "__main__":
    sys.exit(main())
