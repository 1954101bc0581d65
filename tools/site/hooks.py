"""MkDocs hooks of the course website (``hooks:`` in mkdocs.yml).

What they do, and which pitfall of this stack each step answers (every one is
covered by tests/test_site.py or tests/test_site_browser.py):

1. **Lessons without copying.**  ``course/<lang>/*.ipynb`` become pages
   ``course/<name>/`` (German, the default language, at the site root) and
   ``en/course/<name>/``.  In the language's ``nav`` of mkdocs.yml, patterns
   such as ``course/[01]?_*.ipynb`` are expanded to the matching lessons,
   ordered by file name (a lesson that no pattern matches is a warning); the
   page title is the notebook's first heading (mkdocs-jupyter sets it).
2. **Raw JSON instead of a page (mkdocs-static-i18n issue #198).**  i18n
   re-creates every File in its ``on_files`` (priority -100) as a plain
   ``File``, dropping mkdocs-jupyter's ``NotebookFile`` wrapper: a notebook
   in docs/ ends up as ``<name>/index.html`` holding the notebook's raw JSON,
   and ``--strict`` exits 0 (seen with i18n 1.3.1 and mkdocs-jupyter 0.26.3).
   The lessons are therefore added *after* i18n (priority -110) and wrapped
   by mkdocs-jupyter's own ``on_files`` then, with the i18n attributes
   (locale, alternates) set by hand.
3. **Language switch landing on a fallback page.**  Every lesson has the same
   file name in both languages, and its ``alternates`` point to the page of
   the same name in the other language (a Markdown page without a
   counterpart is a build warning).  Two more fixes keep the switch on the
   same page: i18n leaves absolute links ("/", "/en/") on the home pages,
   which break when the site is served from a folder or a sub-path, so every
   page's switch links are set from its alternates; and Material's own
   switcher script, switched on by ``<link rel="alternate" hreflang>`` in the
   head, fetches ``sitemap.xml`` relative to each alternate (404 errors on
   lesson pages) and remaps the path through a sitemap that holds no usable
   URLs without ``site_url``, falling back to the alternate's root.  Those
   tags are removed, so the plain links are used.
4. **mkdocs-jupyter's cache misses on every build with i18n.**  Its
   ``on_post_build`` evicts every cache file the build did not use, and i18n
   builds one language after the other, so each language evicts the other's
   entries.  The hook gives each language its own cache folder (and one per
   mkdocs-jupyter/nbconvert version, since its cache key ignores them).
5. **Links inside notebooks** are neither rewritten nor checked by MkDocs:
   links between lessons (``01_knack.ipynb``) are rewritten to the pages,
   anything else relative is a build warning.
6. **CDN scripts and widgets.**  nbconvert's HTML loads MathJax, Mermaid and
   the ipywidgets embed script from CDNs; those are removed, and pages with
   saved widget state load the embed script of @jupyter-widgets/html-manager
   that the site serves itself (docs/assets/vendor/).
7. **Pages generated from knackpy.**  Markers like ``<!-- knackpy:rules knack -->``
   in ``docs/<lang>/*.md`` are expanded from ``knackpy.registry`` at build time.
8. **Live (issues 9 and 14).**  With the environment variable ``KNACKPY_LITE_APP``
   set to an app built by ``tools/lite/build.py`` (which sets it itself with
   ``--site``), the app is copied into ``live/`` of the site and every lesson
   page gets the "Live starten / Start live" button (the lesson runs in place,
   docs/assets/javascripts/knackpy-live.js) and links to its notebook in the
   app and to the reset page, and the site's root gets ``knackpy-offline.js``, the
   service worker that keeps the lessons working offline after the first visit.
   Without it the site has neither the app nor the button (the site tests build
   it so).  :func:`live_app` is the one place that
   decides: the home and teachers' pages say what it decided
   (``<!-- knackpy:live home -->``, ``<!-- knackpy:live teachers -->``).
9. **Progress and nothing to start (issue 28).**  A lesson page with checks gets
   a progress line (sitegen.progress_line, filled in by checks.js from
   localStorage); the note about controls and "Live starten" only appear on a
   page whose notebook has saved widget state.
10. **Learner view (issue 14).**  No cell tags on the page; code inputs whose
   cell metadata says ``jupyter.source_hidden`` (course/build.py sets it) start
   collapsed behind "Code zeigen / Show code".

The course folder can be moved with the environment variable
``KNACKPY_COURSE_DIR`` (the browser tests build a copy with an extra widget
lesson that way).
"""

from __future__ import annotations

import copy
import fnmatch
import hashlib
import os
import re
import shutil
from importlib.metadata import version
from pathlib import Path

import sitegen  # beside this file: MkDocs puts the hook's folder on sys.path while loading it
from mkdocs.plugins import event_priority, get_plugin_logger
from mkdocs.structure.files import File, Files

log = get_plugin_logger("knackpy-site")

# i18n runs its on_config/on_files at priority -100; these hooks must come after it.
AFTER_I18N = -110
LESSON_FOLDER = "course"  # the lessons' folder in the site, the same in every language


def _project_dir(config) -> Path:
    return Path(config.config_file_path).resolve().parent


def course_dir(config) -> Path:
    override = os.environ.get("KNACKPY_COURSE_DIR")
    return Path(override).resolve() if override else _project_dir(config) / "course"


def _i18n(config):
    return config.plugins["i18n"]


def _lang(config) -> str:
    return _i18n(config).current_language


def _other_langs(lang: str) -> list[str]:
    return [other for other in sitegen.LANGS if other != lang]


def _lesson_src_uri(lang: str, name: str) -> str:
    # The same layout as i18n's folder mode: the default language at the root, the others under /<lang>/.
    prefix = "" if lang == sitegen.DEFAULT_LANG else f"{lang}/"
    return f"{prefix}{_lesson_path(name)}"


# --- 1. + 4. configuration ----------------------------------------------------------------------------


@event_priority(AFTER_I18N)
def on_config(config):
    lang = _lang(config)
    names = [lesson.name for lesson in sitegen.lessons(course_dir(config), lang)]
    # 1. expand "course/*.ipynb" patterns in the nav i18n has just put in place (into a copy: i18n keeps
    #    the original for the next language and for `mkdocs serve` rebuilds)
    unmatched = set(names)
    config.nav = _expand_nav(copy.deepcopy(config.nav), names, unmatched)
    for name in sorted(unmatched):
        log.warning(f"lesson course/{lang}/{name}.ipynb matches no 'course/...' pattern of the {lang} nav")
    # 4. one mkdocs-jupyter cache per language and per version of the renderer
    jupyter = config.plugins["mkdocs-jupyter"]
    if jupyter.config["cache"]:
        versions = f"mkdocs-jupyter-{version('mkdocs-jupyter')}-nbconvert-{version('nbconvert')}"
        cache = _project_dir(config) / ".cache" / "mkdocs-jupyter" / versions / lang
        jupyter.config["cache_dir"] = str(cache)
    return config


def _lesson_path(name: str) -> str:
    return f"{LESSON_FOLDER}/{name}.ipynb"


def _is_pattern(item) -> bool:
    return isinstance(item, str) and item.startswith(f"{LESSON_FOLDER}/") and any(c in item for c in "*?[")


def _expand_nav(items, names: list[str], unmatched: set[str]):
    """Replace each lesson pattern (``course/*.ipynb``, ``course/2?_*.ipynb``) by the matching lessons."""
    if isinstance(items, dict):
        return {key: _expand_nav(value, names, unmatched) for key, value in items.items()}
    if isinstance(items, list):
        out = []
        for item in items:
            if _is_pattern(item):
                matched = [name for name in names if fnmatch.fnmatchcase(_lesson_path(name), item)]
                unmatched.difference_update(matched)
                out.extend(_lesson_path(name) for name in matched)
            else:
                out.append(_expand_nav(item, names, unmatched))
        return out
    if _is_pattern(items):  # "Lessons: course/*.ipynb" -> a section
        return _expand_nav([items], names, unmatched)
    return items


def on_serve(server, config, builder):
    server.watch(str(course_dir(config)))  # new or rebuilt lessons show up in `mkdocs serve`
    server.watch(str(Path(__file__).parent))
    return server


# --- 1. + 2. + 3. files -------------------------------------------------------------------------------


@event_priority(AFTER_I18N)
def on_files(files: Files, config):
    i18n = _i18n(config)
    lang = _lang(config)
    _check_counterparts(config)
    folder = course_dir(config)
    jupyter = config.plugins["mkdocs-jupyter"]
    lessons = {code: {lesson.name: lesson for lesson in sitegen.lessons(folder, code)} for code in sitegen.LANGS}
    added = []
    for name, lesson in lessons[lang].items():
        page_file = File.generated(config, _lesson_src_uri(lang, name), abs_src_path=str(lesson.path))
        # 2. wrap it the way mkdocs-jupyter does, after i18n has had its turn
        (page_file,) = jupyter.on_files(Files([page_file]), config=config)
        if not page_file.is_documentation_page():
            log.warning(f"mkdocs-jupyter did not take {lesson.path} (check its include/ignore settings)")
            continue
        page_file.abs_src_path = str(lesson.path)  # the wrapper does not pass a generated file's source on
        # 3. what i18n's folder mode would have set: locale and the same page in every language
        page_file.locale = page_file.locale_alternate_of = page_file.localization = lang
        page_file.norm_src_uri = _lesson_path(name)
        page_file.alternates = {lang: page_file}
        for other in _other_langs(lang):
            if name in lessons[other]:
                page_file.alternates[other] = File(
                    _lesson_src_uri(other, name)[: -len(".ipynb")] + ".md", None, config.site_dir, True
                )
            else:
                log.warning(f"lesson {lang}/{name}.ipynb has no {other} counterpart in {folder / other}")
        files.append(page_file)
        added.append(page_file)
    # the sitemap of i18n lists pages per language from its own on_files: add the lessons there too
    pages = i18n.i18n_files_per_language.get(lang)
    if pages is not None:
        i18n.i18n_files_per_language[lang] = [*pages, *added]
    return files


def _check_counterparts(config):
    """Every Markdown page exists in every language (else i18n would silently show a fallback)."""
    docs = Path(config.docs_dir)
    pages = {
        code: {p.relative_to(docs / code).as_posix() for p in (docs / code).rglob("*.md")} for code in sitegen.LANGS
    }
    lang = _lang(config)
    for other in _other_langs(lang):
        for missing in sorted(pages[lang] - pages[other]):
            log.warning(f"docs/{lang}/{missing} has no counterpart docs/{other}/{missing}")


# --- 7. generated Markdown ----------------------------------------------------------------------------


def _is_notebook(page) -> bool:
    return (page.file.abs_src_path or "").endswith(".ipynb")


def on_page_markdown(markdown: str, page, config, files):
    if _is_notebook(page):
        return markdown  # the notebook's JSON; mkdocs-jupyter renders it
    lang = getattr(page.file, "locale", None) or _lang(config)
    try:
        return sitegen.expand_markers(markdown, lang, course_dir(config), live=live_app() is not None)
    except sitegen.MarkerError as error:
        log.warning(f"{page.file.src_uri}: {error}")
        return markdown


# --- 5. + 6. notebook pages ---------------------------------------------------------------------------


def on_page_content(html: str, page, config, files):
    if not _is_notebook(page):
        return html
    lang = page.file.locale
    folder = course_dir(config)
    known = {code: {lesson.name for lesson in sitegen.lessons(folder, code)} for code in sitegen.LANGS}
    name = Path(page.file.abs_src_path).stem
    depth = page.file.url.rstrip("/").count("/") + 1  # "course/x/" -> 2, "en/course/x/" -> 3
    live = f"{LIVE_FOLDER}/" if live_app() else None  # 8.
    hidden = sitegen.hidden_input_ids(Path(page.file.abs_src_path))
    fixed = sitegen.fix_notebook_html(
        html, lang=lang, name=name, known_lessons=known, root="../" * depth, live=live, hidden_inputs=hidden
    )
    for problem in fixed.problems:
        log.warning(f"{lang}/{name}.ipynb: {problem}")
    return fixed.html


# --- 3. the language switch ---------------------------------------------------------------------------


@event_priority(AFTER_I18N)
def on_page_context(context, page, config, nav):
    # i18n points the switch at the page's alternates, except on the home pages, where it keeps its
    # absolute defaults ("/", "/en/"), which break when the site is served from a folder or a sub-path.
    # Every page has its alternates (Markdown pages from i18n, lessons from on_files): use them.
    alternates = getattr(page.file, "alternates", None) or {}
    for alternate in _switch_links(config):
        other = alternates.get(alternate.get("lang"))
        if other is not None:
            alternate["link"] = other.url  # relative to the site root; Material's `url` filter makes it relative
    return context


def on_template_context(context, template_name, config):
    if template_name == "404.html":  # served at any address: the languages' home pages, from the root
        config.extra.alternate = copy.deepcopy(_i18n(config).extra_alternate)
    return context


def _switch_links(config) -> list[dict]:
    # i18n sets the per-page list as an attribute of config.extra (which the template reads first),
    # and the initial one as an item
    links = getattr(config.extra, "alternate", None)
    return links if links is not None else config.extra.get("alternate", [])


_HREFLANG_LINK = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output: str, page, config):
    # Material's switcher script reads these to look pages up in sitemap.xml; without them it leaves the
    # switcher's links alone, and those already lead to the same page in the other language.
    return _HREFLANG_LINK.sub("", output)


def on_post_template(output: str, template_name: str, config):
    return _HREFLANG_LINK.sub("", output) if template_name.endswith(".html") else output  # 404.html


# --- 8. the live app (issue 9, tools/lite/) -----------------------------------------------------------

LIVE_FOLDER = "live"  # the app's folder in the site


def live_app() -> Path | None:
    value = os.environ.get("KNACKPY_LITE_APP")
    return Path(value).resolve() if value else None


def on_post_build(config):
    app = live_app()
    # i18n builds the other languages into sub-folders from its own on_post_build, after this one
    if app is None or _lang(config) != sitegen.DEFAULT_LANG:
        return
    if not (app / "jupyter-lite.json").is_file() or not (app / "reset.html").is_file():
        log.warning(f"KNACKPY_LITE_APP={app} is not an app of tools/lite/build.py")
        return
    target = Path(config.site_dir) / LIVE_FOLDER
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(app, target)
    write_offline_worker(Path(config.site_dir), target)


#: the service worker of the lesson folders (issue 14, offline after the first visit), at the site's root
OFFLINE_WORKER = "knackpy-offline.js"


def app_version(app: Path) -> str:
    """A hash of every file of the app: the offline worker's runtime cache is named after it, so a new build
    brings a new worker, which deletes the old cache."""
    digest = hashlib.sha256()
    for path in sorted(p for p in app.rglob("*") if p.is_file()):
        digest.update(path.relative_to(app).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_offline_worker(site: Path, app: Path) -> None:
    template = (Path(__file__).parent / OFFLINE_WORKER).read_text(encoding="utf-8")
    (site / OFFLINE_WORKER).write_text(template.replace("{version}", app_version(app)), encoding="utf-8")
