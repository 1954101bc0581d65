"""Helpers for the site tests (tests/conftest.py builds the one site of a session; tests/test_site*.py read it).

Build the site exactly as a person does (``python -m mkdocs build --strict``),
look at the HTML it wrote, serve it on 127.0.0.1, and make a copy of the
course with one extra lesson that has saved ipywidgets state.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
COURSE = ROOT / "course"
LANGS = ("de", "en")
DEFAULT_LANG = "de"

# Lines of MkDocs' log that make a build unacceptable (strict mode turns warnings into an abort, but
# the log says which; errors of plugins can also show up without failing the build).
_PROBLEM = re.compile(r"^(WARNING|ERROR)\b|Traceback \(most recent call last\)", re.M)


@dataclass
class Build:
    site: Path
    returncode: int
    log: str

    @property
    def problems(self) -> list[str]:
        return [line for line in self.log.splitlines() if _PROBLEM.search(line)]


def build_site(site: Path, *, course_dir: Path | None = None, timeout: float = 300) -> Build:
    """``mkdocs build --strict`` of the project's mkdocs.yml into ``site``."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONUNBUFFERED": "1"}
    if course_dir is not None:
        env["KNACKPY_COURSE_DIR"] = str(course_dir)
    else:
        env.pop("KNACKPY_COURSE_DIR", None)
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean"]
    cmd += ["-f", str(ROOT / "mkdocs.yml"), "-d", str(site)]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    return Build(site, done.returncode, done.stdout + done.stderr)


def page_dir(lang: str) -> str:
    """Where a language's pages live in the site ("" for the default language)."""
    return "" if lang == DEFAULT_LANG else f"{lang}/"


def lesson_names(lang: str, course_dir: Path = COURSE) -> list[str]:
    return sorted(p.stem for p in (course_dir / lang).glob("*.ipynb"))


def html_pages(site: Path) -> list[Path]:
    """Every page of the site (404.html included), sorted."""
    return sorted(site.rglob("*.html"))


def is_forwarding_page(page: Path) -> bool:
    """A page that only sends the reader on to a lesson's new address (tools/site/redirects.py)."""
    return 'http-equiv="refresh"' in page.read_text(encoding="utf-8")[:600]


def content_pages(site: Path) -> list[Path]:
    """Every page a reader stays on: index pages and 404.html, without the forwarding pages of old addresses."""
    pages = [p for p in html_pages(site) if p.name == "index.html"] + [site / "404.html"]
    return [p for p in pages if not is_forwarding_page(p)]


def page_lang(site: Path, page: Path) -> str:
    rel = page.relative_to(site).as_posix()
    for lang in LANGS:
        if lang != DEFAULT_LANG and rel.startswith(f"{lang}/"):
            return lang
    return DEFAULT_LANG


def counterpart(site: Path, page: Path, lang: str) -> Path:
    """The same page in another language (same relative path below the language's folder)."""
    rel = page.relative_to(site).as_posix()
    own = page_lang(site, page)
    if own != DEFAULT_LANG:
        rel = rel[len(own) + 1 :]
    return site / page_dir(lang) / rel


# --- serving ----------------------------------------------------------------------------------------


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the name http.server uses
        pass


@contextlib.contextmanager
def serve(site: Path, *, handler_class: type[http.server.SimpleHTTPRequestHandler] = QuietHandler):
    """Serve ``site`` on 127.0.0.1 on a free port, from a thread; yields the base URL."""
    handler = functools.partial(handler_class, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


# --- a course copy with saved widget state ----------------------------------------------------------

WIDGET_LESSON = "19_zz_widget_check"
_WIDGET_TITLE = {"de": "Prüfseite: gespeicherte Bedienelemente", "en": "Check page: saved controls"}
#: what the saved widgets show (one kernel run serves both languages, so the labels are bilingual)
WIDGET_TEXT = {"button": "Karte ziehen / draw a card", "slider": "Leben / lives", "html": "noch nichts / nothing yet"}
_WIDGET_CODE = """\
import ipywidgets as widgets

widgets.VBox([
    widgets.Button(description="{button}", button_style="success", layout=widgets.Layout(width="16em")),
    widgets.IntSlider(value=3, min=1, max=5, description="{slider}"),
    widgets.HTML(value="<b>{html}</b>"),
])""".format(**WIDGET_TEXT)


def add_widget_lesson(course: Path) -> None:
    """Writes lesson ``WIDGET_LESSON`` with saved ipywidgets state into ``course/<lang>/``.

    The widgets are real: the notebook runs in a kernel with ipywidgets, and
    nbclient stores the widget state the way course/build.py does.
    """
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_markdown_cell("# title"), nbformat.v4.new_code_cell(_WIDGET_CODE)]
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    if "widgets" not in nb.metadata:
        raise RuntimeError("nbclient stored no widget state")
    for lang in LANGS:
        nb.cells[0].source = f"# {_WIDGET_TITLE[lang]}"
        nbformat.write(nb, course / lang / f"{WIDGET_LESSON}.ipynb")


# --- a course copy with freshly executed lessons ------------------------------------------------------


def fresh_course(target: Path, names: tuple[str, ...], base: Path = COURSE) -> Path:
    """A copy of ``base/<lang>/`` whose lessons ``names`` are built and executed anew from course/source/."""
    for lang in LANGS:
        shutil.copytree(base / lang, target / lang)
    refresh_lessons(target, names)
    return target


def refresh_lessons(course: Path, names: tuple[str, ...]) -> None:
    """Builds and executes the lessons ``names`` anew from course/source/ into ``course/<lang>/``.

    The committed notebooks keep the outputs of their last build; a test of how a check behaves on the site
    needs the markup knackpy.checks makes now (course/build.py's own steps, into the copy).
    """
    import importlib.util

    import nbformat

    spec = importlib.util.spec_from_file_location("course_build", COURSE / "build.py")
    build = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("course_build", build)
    spec.loader.exec_module(build)
    for name in names:
        cells = build.load_cells(build.SOURCE / f"{name}.py")
        for lang in LANGS:
            nb = build.execute(build.notebook(cells, lang), course / lang)
            nbformat.write(nb, course / lang / f"{name}.ipynb")


# --- the one site of a test session -------------------------------------------------------------------

#: lessons the shared site shows as built now from course/source/ (tests/test_checks_browser.py: lesson 02's checks)
FRESH_LESSONS = ("02_knack_counting_a_hand",)


@dataclass(frozen=True)
class SharedSite:
    """The site every site test reads (tests/conftest.py builds it once per session) and the course it shows."""

    site: Path
    course: Path
    log: str

    def lesson_names(self, lang: str) -> list[str]:
        return lesson_names(lang, self.course)

    def notebook(self, lang: str, name: str) -> Path:
        return self.course / lang / f"{name}.ipynb"


def base_course() -> Path:
    """The course the shared site starts from: course/, or a folder of re-executed lessons.

    ``KNACKPY_SITE_COURSE=DIR`` (``KNACKPY_A11Y_COURSE``, its old name, works too) checks the site of a course
    folder whose lessons were executed anew, before they are committed.
    """
    chosen = os.environ.get("KNACKPY_SITE_COURSE") or os.environ.get("KNACKPY_A11Y_COURSE")
    return Path(chosen).resolve() if chosen else COURSE


def shared_site(target: Path) -> SharedSite:
    """``base_course()`` copied, with ``WIDGET_LESSON`` added and ``FRESH_LESSONS`` executed anew, built strictly."""
    course = fresh_course(target / "course", FRESH_LESSONS, base=base_course())
    add_widget_lesson(course)
    built = build_site(target / "site", course_dir=course)
    if built.returncode != 0 or built.problems:
        raise AssertionError("the site's build failed:\n" + "\n".join(built.problems) + "\n" + built.log[-5000:])
    return SharedSite(built.site, course, built.log)
