"""The course website: `mkdocs build --strict` and what it writes (no browser; see test_site_browser.py).

Builds the site once into a temporary folder and checks the rendered HTML, not
just the exit code: the stack has known ways to fail silently (notebooks
copied as raw JSON, a language switch that lands on a fallback page, scripts
from CDNs).  Each workaround in tools/site/ has a test here.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))

try:
    import bs4
    import mkdocs  # noqa: F401
    import mkdocs_jupyter  # noqa: F401
    import mkdocs_static_i18n  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the machine
    if os.environ.get("CI"):
        raise
    pytest.skip(f"the site tools are not installed ({error}); pip install -e '.[docs,test]'", allow_module_level=True)

import sitegen  # noqa: E402
import sitetest  # noqa: E402
import vendor_widgets  # noqa: E402
from picture_support import saved_pictures  # noqa: E402

from knackpy import registry  # noqa: E402
from knackpy.rules import RULESETS  # noqa: E402
from knackpy.rules import rules as make_rules  # noqa: E402

LANGS = sitetest.LANGS
# Hosts a page may link to with a plain <a href> that a reader clicks.  Prefer none; nothing is loaded.
ALLOWED_LINK_HOSTS: set[str] = set()


@pytest.fixture(scope="module")
def site(shared_site) -> Path:
    """The session's site (tests/conftest.py): strict build, no warning."""
    return shared_site.site


@pytest.fixture(scope="module")
def course(shared_site) -> Path:
    """The course folder the site was built from (a copy of course/, see sitetest.shared_site)."""
    return shared_site.course


def soup(path: Path) -> bs4.BeautifulSoup:
    return bs4.BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def lesson_page(site: Path, lang: str, name: str) -> Path:
    return site / sitetest.page_dir(lang) / "course" / name / "index.html"


def resolve_link(page: Path, href: str) -> Path:
    """The file a relative link of ``page`` leads to (a folder means its index.html)."""
    path = urlsplit(href).path
    assert not href.startswith(("/", "http:", "https:")), f"not a relative link: {href}"
    target = Path(os.path.normpath(page.parent / path)) if path else page
    return (target / "index.html" if target.is_dir() else target).resolve()


def words(text: str) -> str:
    return " ".join(text.split())


def all_lessons() -> list[tuple[str, str]]:
    """The course's lessons (the site's copy adds sitetest.WIDGET_LESSON, a test page that is no lesson)."""
    return [(lang, name) for lang in LANGS for name in sitetest.lesson_names(lang)]


# --- the build ----------------------------------------------------------------------------------------


def test_strict_build_is_clean_and_uses_the_notebook_cache(site, course, tmp_path):
    """A second build renders nothing again: mkdocs-jupyter's cache works with i18n (one folder per language).

    The cache is shared with every other build of the session (the live app's site is built from course/ itself,
    whose saved widget ids differ from the session's copy, and evicts the copy's entries), so this test builds
    the copy once more before the build it checks."""
    first = sitetest.build_site(tmp_path / "first", course_dir=course)
    assert first.returncode == 0 and first.problems == [], first.log[-3000:]
    again = sitetest.build_site(tmp_path / "again", course_dir=course)
    assert again.returncode == 0 and again.problems == [], again.log[-3000:]
    hits = re.findall(r"Cache hit: (\S+)", again.log)
    assert "Cache miss" not in again.log
    expected = {str(course / lang / f"{name}.ipynb") for lang in LANGS for name in sitetest.lesson_names(lang, course)}
    assert set(hits) == expected


def test_every_lesson_is_a_rendered_page_not_raw_json(site, course):
    """mkdocs-static-i18n issue #198: with the plugins alone a notebook comes out as a copied .ipynb."""
    assert all_lessons(), "no lessons found in course/"
    for lang, name in all_lessons():
        page = lesson_page(site, lang, name)
        assert page.exists(), f"no page for course/{lang}/{name}.ipynb"
        doc = soup(page)
        nb = json.loads((course / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
        rendered = [cell["id"] for cell in doc.select('.jupyter-wrapper .jp-Cell[id^="cell-id="]')]
        assert rendered == [f"cell-id={cell['id']}" for cell in nb["cells"]], page
        text = doc.select_one("article").get_text()
        assert '"cell_type"' not in text and '"nbformat"' not in text, f"raw notebook JSON on {page}"
        assert words(doc.select_one("article h1").get_text()).rstrip("¶") == sitegen.notebook_title(
            course / lang / f"{name}.ipynb"
        )
        outputs = sum(len(cell.get("outputs", ())) for cell in nb["cells"])
        if outputs:
            assert doc.select(".jp-OutputArea-output"), f"outputs missing on {page}"
        drawn = doc.select(".jp-OutputArea-output > img.knackpy-picture[src^='data:image/svg+xml,<svg ']")
        assert len(drawn) == len(saved_pictures(nb)), page  # cards and charts, as knackpy hands them to Jupyter
        # the notebook itself is served beside the page (download link of the note)
        assert (page.parent / f"{name}.ipynb").exists()


def test_lessons_are_in_the_nav_by_file_name_with_their_titles(site, course):
    for lang in LANGS:
        home = soup(site / sitetest.page_dir(lang) / "index.html")
        links = [a for a in home.select("nav.md-nav--primary a.md-nav__link[href]") if "course/" in a["href"]]
        names = [urlsplit(a["href"]).path.rstrip("/").split("/")[-1] for a in links]
        expected = sitetest.lesson_names(lang, course)  # with the test page of saved widgets
        assert sorted(set(names)) == expected and names == sorted(names, key=lambda n: (n[:1] not in "01", n))
        for a in links:
            name = urlsplit(a["href"]).path.rstrip("/").split("/")[-1]
            assert words(a.get_text()) == sitegen.notebook_title(course / lang / f"{name}.ipynb")
        # the home page lists the learners' lessons too, in their own numbering, without the teachers' material
        items = home.select("article [data-knackpy=lessons] > li")
        listed = [item.a["href"].rstrip("/").split("/")[-1] for item in items]
        assert listed == [n for n in expected if sitegen.is_pupils_lesson(n)] and "23_answer_key" not in listed
        for item, name in zip(items, listed, strict=True):
            assert (site / sitetest.page_dir(lang) / item.a["href"] / "index.html").is_file()
            assert words(item.a.get_text()) == sitegen.notebook_title(course / lang / f"{name}.ipynb")
            page = (course / lang / f"{name}.ipynb").read_text(encoding="utf-8")
            assert item["data-checks"].split() == sitegen.check_ids(page), name
            assert item["data-checks"] or name == sitetest.WIDGET_LESSON, name  # every lesson has checks
        assert home.select("article ol a[href*='course/']") == []  # no "2. 01 Knack ..." numbering


def test_every_page_has_its_counterpart_and_the_switch_leads_there(site):
    pages = [p for p in sitetest.html_pages(site) if p.name == "index.html"]
    assert len(pages) > 20
    for page in pages:
        lang = sitetest.page_lang(site, page)
        doc = soup(page)
        assert doc.html["lang"] == lang, page
        for other in LANGS:
            twin = sitetest.counterpart(site, page, other)
            assert twin.exists(), f"{page} has no {other} counterpart {twin}"
            links = doc.select(f"a.md-select__link[hreflang={other}]")
            assert len(links) == 1, page
            target = resolve_link(page, links[0]["href"])
            assert target == twin.resolve(), f"{page}: switch to {other} goes to {links[0]['href']}"
        # Material's sitemap-based switch script is off (it needs these tags): see hooks.py, point 3
        assert not doc.select("link[rel=alternate][hreflang]"), page


def test_every_relative_link_and_anchor_resolves(site):
    """MkDocs checks Markdown links only; this covers the lessons' HTML and what the hook adds."""
    ids: dict[Path, set[str]] = {}

    def ids_of(path: Path) -> set[str]:
        if path not in ids:
            ids[path] = {tag["id"] for tag in soup(path).find_all(id=True)} if path.suffix == ".html" else set()
        return ids[path]

    broken = []
    for page in sitetest.html_pages(site):
        if page.name == "404.html":
            continue  # served at any address: links from the root
        for tag in soup(page).find_all(["a", "link", "script", "img"]):
            href = tag.get("href") or tag.get("src")
            if not href or re.match(r"^[a-z]+:", href) or href.startswith("//"):
                continue
            target = resolve_link(page, href)
            fragment = urlsplit(href).fragment
            if not target.exists():
                broken.append(f"{page.relative_to(site)}: {href}")
            elif fragment and tag.name == "a" and fragment not in ids_of(target):
                broken.append(f"{page.relative_to(site)}: {href} (no such anchor)")
    assert broken == []


def _links_of_404(site: Path, root: str) -> list[str]:
    """The styles, scripts, pictures and links of the site's 404.html that do not lead, from the site's root
    ``root`` ("/", or the folder of the public site's address), to a file of the site: empty when every one does."""
    broken = []
    for tag in soup(site / "404.html").find_all(["a", "link", "script", "img"]):
        href = tag.get("href") or tag.get("src")
        if not href or href.startswith("#") or re.match(r"^[a-z]+:", href) or href.startswith("//"):
            continue
        path = urlsplit(href).path
        if not path.startswith(root):
            broken.append(f"{href}: not from the site's root {root}")
            continue
        target = site / path[len(root) :]
        if not (target / "index.html" if target.is_dir() else target).is_file():
            broken.append(f"{href}: no such file")
    return broken


def test_the_404_page_links_from_the_sites_root_at_any_address(site):
    """404.html is served at any address without a page (/de/lektionen/x/y/), so no link of it may be relative
    to that address: each starts at the site's root and leads to a file of the site."""
    assert _links_of_404(site, "/") == []


@pytest.mark.site
def test_the_404_page_of_a_site_in_a_folder_links_from_that_folder(tmp_path, monkeypatch):
    """A public site in a folder of its host (https://example.org/knackpy/, KNACKPY_SITE_URL, mkdocs'
    site_url): the 404 page's styles, scripts and links start there, not at the host's root."""
    monkeypatch.setenv("KNACKPY_SITE_URL", "https://example.org/knackpy/")
    build = sitetest.build_site(tmp_path / "site")
    assert build.returncode == 0, build.log[-3000:]
    assert _links_of_404(build.site, "/knackpy/") == []
    stylesheets = [tag["href"] for tag in soup(build.site / "404.html").find_all("link", rel="stylesheet")]
    assert stylesheets and all(href.startswith("/knackpy/assets/") for href in stylesheets)


# --- content from knackpy -----------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_rules_reference_has_every_rule_with_the_registry_text(site, ruleset, lang):
    doc = soup(site / sitetest.page_dir(lang) / "rules" / ruleset / "index.html")
    shown = {p["data-rule"]: words(p.get_text()) for p in doc.select("p.knackpy-rule-text[data-rule]")}
    expected = dict(registry.describe(make_rules(ruleset), lang))
    assert list(shown) == [rule_id for rule_id, _ in registry.describe(make_rules(ruleset), lang)]
    assert set(shown) == set(registry.rule_ids(ruleset))
    for rule_id, text in expected.items():
        assert shown[rule_id] == words(text), rule_id
        heading = doc.find(id=rule_id)
        assert heading is not None and registry.rule_title(rule_id, lang) in heading.get_text()
    others = {p["data-rule"]: words(p.get_text()) for p in doc.select("p.knackpy-rule-other[data-rule]")}
    flags = registry.flags(make_rules(ruleset), lang)
    assert set(others) == {rule_id for _, rule_id, _, _ in flags}
    for option, rule_id, _now, other in flags:
        assert others[rule_id] == words(other), rule_id
        assert option in doc.select_one(f'p.knackpy-rule-other[data-rule="{rule_id}"]')["data-option"]


@pytest.mark.parametrize("lang", LANGS)
def test_sources_page_has_every_note(site, lang):
    doc = soup(site / sitetest.page_dir(lang) / "sources" / "index.html")
    text = words(doc.select_one("article").get_text())
    for rule_id, _title, note in registry.notes(lang):
        assert words(note) in text, rule_id
        assert doc.find(id=rule_id.lower()) is not None


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", LANGS)
def test_rule_card_is_the_registry_card(site, ruleset, lang):
    doc = soup(site / sitetest.page_dir(lang) / "teachers" / f"card-{ruleset}" / "index.html")
    card = doc.select_one(f'.knackpy-rule-card[data-ruleset="{ruleset}"]')
    assert card is not None
    text = words(card.get_text())
    markdown = registry.rule_card(make_rules(ruleset), lang)
    for line in markdown.splitlines()[1:]:
        plain = words(re.sub(r"^[-#]+\s*|\*\*|\*|`", "", line))
        if plain:
            assert plain in text, line
    assert words(doc.select_one("article h1").get_text()).rstrip("¶") == markdown.splitlines()[0][2:]


def test_no_marker_is_left_unexpanded(site):
    for page in sitetest.html_pages(site):
        assert "knackpy:" not in page.read_text(encoding="utf-8"), page


# --- notebook pages -----------------------------------------------------------------------------------


def _has_widgets(course: Path, lang: str, name: str) -> bool:
    nb = json.loads((course / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
    return "widgets" in nb.get("metadata", {})


def test_widget_note_on_every_notebook_page_with_controls(site, course):
    """Issue 28: only a page with controls gets the note (lesson 01 and the worksheets have nothing to start)."""
    for lang, name in all_lessons():
        page = lesson_page(site, lang, name)
        note = soup(page).select_one("article [data-knackpy=widget-note]")
        if not _has_widgets(course, lang, name):
            assert note is None, f"{lang}/{name}: a note about controls on a page without any"
            download = soup(page).select_one("article .knackpy-download a[download]")
            assert (download is not None) == (not sitegen.is_pupils_lesson(name)), f"{lang}/{name}"
            continue
        assert note is not None, page
        assert words(note.get_text()).startswith(sitegen.t(sitegen.note_key("note.title", name), lang))
        assert "JupyterLab" in note.get_text()
        download = note.select_one("a[download]")
        assert (page.parent / download["href"]).exists()


def test_learner_view_no_tags_and_code_collapsed(site, course):
    """Issue 14: no cell tag on any lesson page; every input the notebook marks source_hidden is collapsed."""
    for lang, name in all_lessons():
        page = soup(lesson_page(site, lang, name))
        assert page.select(".cell-tag, .celltoolbar") == [], f"{lang}/{name}: cell tags on the page"
        nb = json.loads((course / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
        hidden = [c for c in nb["cells"] if c.get("metadata", {}).get("jupyter", {}).get("source_hidden")]
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        assert hidden == code, f"{lang}/{name}: course/build.py collapses every code cell"
        toggles = page.select("details.knackpy-code:not([open])")
        shown_on_request = [c for c in hidden if "hide-input" not in c.get("metadata", {}).get("tags", ())]
        assert len(toggles) == len(shown_on_request), f"{lang}/{name}"  # "hide-input" cells show no code at all
        dropped = len(hidden) - len(shown_on_request)
        assert len(page.select(".jp-CodeCell")) - len(toggles) >= dropped, f"{lang}/{name}"
        assert {words(t.summary.get_text(" ")) for t in toggles} <= {
            words(sitegen.t("code.show", lang) + " " + sitegen.t("code.hide", lang))
        }
        for toggle in toggles:
            assert toggle.select_one(".jp-InputArea") is not None
        # the rule texts are rule boxes now, not printed text
        assert page.select(".jp-OutputArea .knackpy-rule[data-rule]") or "rule_box" not in json.dumps(nb)


@pytest.mark.parametrize("lang", LANGS)
def test_home_and_teachers_pages_say_there_is_no_live_version(site, lang):
    """This site is built without the app (KNACKPY_LITE_APP unset): the pages say so, no stale 'later'."""
    for rel in ("index.html", "teachers/index.html"):
        page = soup(site / sitetest.page_dir(lang) / rel)
        text = words(page.select_one("article").get_text(" "))
        assert page.select("[data-knackpy=live-home], [data-knackpy=live-start]") == []
        assert not (site / "knackpy-offline.js").exists()  # nothing to keep offline without the live version
        assert ("ohne die Browser-Version gebaut", "built without the in-browser version")[LANGS.index(lang)] in text
        for stale in ("in Arbeit", "später", "being built", "later"):
            assert stale not in text, f"{lang}/{rel}: {stale!r}"


def test_live_statement_follows_the_build():
    for lang in LANGS:
        assert 'data-knackpy="live-home"' in sitegen.live_statement("home", lang, live=True)
        assert "live-home" not in sitegen.live_statement("home", lang, live=False)
        assert sitegen.live_statement("teachers", lang, live=True) != sitegen.live_statement(
            "teachers", lang, live=False
        )
    with pytest.raises(sitegen.MarkerError):
        sitegen.expand_markers("<!-- knackpy:live nowhere -->", "de", sitetest.COURSE, live=True)


def test_notebook_html_fixes(tmp_path):
    """The post-processing of fix_notebook_html on nbconvert's real markup (see hooks.py, points 5 and 6)."""
    import nbformat
    from mkdocs_jupyter.nbconvert2 import nb2html

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["widgets"] = {
        "application/vnd.jupyter.widget-state+json": {"version_major": 2, "version_minor": 0, "state": {}}
    }
    nb.cells = [
        nbformat.v4.new_markdown_cell(
            "# Title\n\n[next](01_next.ipynb#part) [english](../en/00_a.ipynb) [missing](07_gone.ipynb) "
            "[readme](../../README.md) [web](#here)"
        ),
        nbformat.v4.new_code_cell('LANG = "de"', metadata={"tags": ["parameters"], "jupyter": {"source_hidden": True}}),
        nbformat.v4.new_code_cell("1 + 1", metadata={"tags": ["nbval-ignore-output"]}),
    ]
    nb.cells[1].id, nb.cells[2].id = "c001", "c002"
    path = tmp_path / "00_a.ipynb"
    nbformat.write(nb, path)
    raw = nb2html(str(path), custom_mathjax_url="")
    assert "unpkg.com" in raw and "cdnjs" in raw  # what nbconvert would load from CDNs
    known = {"de": {"00_a", "01_next"}, "en": {"00_a"}}
    assert raw.count('class="cell-tag"') == 2  # mkdocs-jupyter shows the tags above the inputs
    fixed = sitegen.fix_notebook_html(
        raw, lang="de", name="00_a", known_lessons=known, root="../../", hidden_inputs=frozenset({"c001"})
    )
    assert 'class="cell-tag"' not in fixed.html and "parameters</span>" not in fixed.html
    assert fixed.html.count('<details class="knackpy-code"') == 1  # only the cell marked source_hidden
    collapsed = fixed.html[fixed.html.index('<details class="knackpy-code"') :]
    assert collapsed.index("LANG") < collapsed.index("</details>") < collapsed.index("1</span>")
    assert "unpkg.com" not in fixed.html and "cdnjs" not in fixed.html and 'src=""' not in fixed.html
    assert 'href="../01_next/#part"' in fixed.html
    assert 'href="../../en/course/00_a/"' in fixed.html
    assert f'src="../../{sitegen.WIDGET_EMBED_SCRIPT}"' in fixed.html
    assert fixed.problems == [
        "link to a lesson that does not exist: 07_gone.ipynb",
        "relative link that only works in JupyterLab: ../../README.md",
    ]
    assert fixed.html.index("</h1>") < fixed.html.index("widget-note")
    # if nbconvert's markup changes, the hook says so instead of letting a CDN script through
    assert sitegen.fix_notebook_html("<p>x</p>", lang="en", name="x", known_lessons=known, root="").problems


def test_hook_nav_patterns_and_counterpart_check(tmp_path, caplog):
    """Lessons are placed by the nav patterns in file-name order; a page in one language only is a warning."""
    from types import SimpleNamespace

    import hooks

    names = ["00_start", "01_cards", "20_teachers", "30_extra"]
    nav = [{"Home": "index.md"}, {"Lessons": "course/[01]?_*.ipynb"}, {"Teachers": ["t.md", "course/2?_*.ipynb"]}]
    unmatched = set(names)
    assert hooks._expand_nav(nav, names, unmatched) == [
        {"Home": "index.md"},
        {"Lessons": ["course/00_start.ipynb", "course/01_cards.ipynb"]},
        {"Teachers": ["t.md", "course/20_teachers.ipynb"]},
    ]
    assert unmatched == {"30_extra"}
    for lang in LANGS:
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "both.md").write_text("# x", encoding="utf-8")
    (tmp_path / "de" / "only-de.md").write_text("# x", encoding="utf-8")
    config = SimpleNamespace(docs_dir=str(tmp_path), plugins={"i18n": SimpleNamespace(current_language="de")})
    with caplog.at_level("WARNING"):
        hooks._check_counterparts(config)
    assert "docs/de/only-de.md has no counterpart docs/en/only-de.md" in caplog.text
    assert "both.md" not in caplog.text


def test_vendored_widget_embed_script(site):
    assert vendor_widgets.check() == []
    assert (site / sitegen.WIDGET_EMBED_SCRIPT).exists()
    assert (site / sitegen.WIDGET_EMBED_DIR / "LICENSE").exists()


# --- nothing from other hosts -------------------------------------------------------------------------

_EXTERNAL = re.compile(r"^\s*(https?:)?//", re.I)
_CSS_URL = re.compile(r"""(?:@import\s+(?:url\()?|url\()\s*["']?\s*((?:https?:)?//[^"')\s]+)""", re.I)
_JS_LOAD = re.compile(
    r"""(?:import\s*\(|importScripts\s*\(|\.src\s*=|fetch\s*\(|["']src["']\s*,)\s*["'`]((?:https?:)?//[^"'`]+)""", re.I
)
_URL_ATTRS = ("src", "href", "srcset", "action", "formaction", "poster", "data", "xlink:href", "background")


def _external_in_html(page: Path) -> list[str]:
    found = []
    doc = soup(page)
    for tag in doc.find_all(True):
        for attr in _URL_ATTRS:
            value = tag.get(attr)
            if not value:
                continue
            for url in [v.strip().split(" ")[0] for v in value.split(",")] if attr == "srcset" else [value]:
                if _EXTERNAL.match(url):
                    if tag.name == "a" and attr == "href" and urlsplit(url).hostname in ALLOWED_LINK_HOSTS:
                        continue
                    found.append(f"<{tag.name} {attr}={url}>")
        style = tag.get("style") or ""
        found += [f"style url {u}" for u in _CSS_URL.findall(style)]
    for style in doc.find_all("style"):
        found += [f"<style> {u}" for u in _CSS_URL.findall(style.get_text())]
    for script in doc.find_all("script"):
        if script.get("type", "text/javascript") in ("text/javascript", "module", "application/javascript"):
            found += [f"<script> {u}" for u in re.findall(r"https?://[^\s\"'`)]+", script.get_text())]
    return found


def test_no_external_urls_in_pages_css_or_js(site):
    problems = []
    for page in sitetest.html_pages(site):
        problems += [f"{page.relative_to(site)}: {item}" for item in _external_in_html(page)]
    for css in site.rglob("*.css"):
        problems += [f"{css.relative_to(site)}: {u}" for u in _CSS_URL.findall(css.read_text(encoding="utf-8"))]
    for js in site.rglob("*.js"):
        problems += [f"{js.relative_to(site)}: {u}" for u in _JS_LOAD.findall(js.read_text(encoding="utf-8"))]
    assert problems == []
    # and no Google Fonts (theme.font: false): the browser test proves no request leaves the machine
    assert "fonts.googleapis" not in (site / "index.html").read_text(encoding="utf-8")
