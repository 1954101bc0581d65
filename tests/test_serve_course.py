"""The course beside the tables (issue 31, point 1): ``knackpy serve --course`` and ``knackpy course build``.

A tiny built site (the files the real build writes that matter here) stands in for the 90 MB one in the unit
tests; ``test_the_real_site_through_the_classroom`` serves the session's shared site (``site`` marker).
"""

from __future__ import annotations

import json
import re
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason='the classroom server needs pip install -e ".[serve]"')

from serve_support import ServeProcess
from starlette.testclient import TestClient

from knackpy.cli import main
from knackpy.errors import KnackpyError
from knackpy.serve import course_site
from knackpy.serve.app import SECURITY_HEADERS, Server, build_app
from knackpy.serve.course_site import check_site
from knackpy.serve.room import Classroom
from knackpy.serve.store import SQLiteStore

LESSON = "course/02_knack_counting_a_hand/index.html"
#: file -> the media type the browser must get (wasm streams only as application/wasm, modules need JavaScript)
TYPES = {
    "live/static/pyodide/pyodide.asm.wasm": "application/wasm",
    "live/static/pyodide/pyodide.mjs": "text/javascript",
    "live/knackpy-page.js": "text/javascript",
    "knackpy-offline.js": "text/javascript",
    "live/static/pyodide/knackpy-0.1-py3-none-any.whl": "application/zip",
    "live/files/de/02_knack_counting_a_hand.ipynb": "application/json",
    "live/static/pyodide/pyodide-lock.json": "application/json",
    LESSON: "text/html",
}


def fake_site(folder: Path, *, live: bool = True) -> Path:
    """The parts of a built site this module needs: both start pages, a lesson, the live files, the theme."""
    pages = {
        "index.html": "<html lang='de'><body>Start</body></html>",
        "en/index.html": "<html lang='en'><body>Start</body></html>",
        LESSON: '<html lang="de"><script src="../../assets/javascripts/classroom.js"></script><article></article>',
        "assets/knackpy-classroom.json": '{"tables": null}',
        "assets/javascripts/bundle.a5f9d56c.min.js": "// the theme",
        "knackpy-offline.js": "// the service worker",
    }
    if live:
        pages |= {name: f"{name} " * 200 for name in TYPES if name.startswith("live/")}  # a few kB each
    for name, text in pages.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def site(tmp_path) -> Path:
    return fake_site(tmp_path / "site")


def classroom_client(tmp_path, course: Path | None) -> TestClient:
    server = Server(Classroom(SQLiteStore(tmp_path / "class.sqlite")), bot_delay=0.0, report=lambda text: None)
    return TestClient(build_app(server, course=course))


# --- the site beside the tables ----------------------------------------------------------------------------------


def test_the_lessons_are_served_under_kurs_in_both_languages(tmp_path, site):
    with classroom_client(tmp_path, site) as client:
        assert client.get("/kurs/").text == (site / "index.html").read_text()
        assert client.get("/kurs/en/").text == (site / "en/index.html").read_text()
        assert client.get("/kurs/course/02_knack_counting_a_hand/").status_code == 200  # directory URLs, as MkDocs
        moved = client.get("/kurs", follow_redirects=False)
        assert moved.status_code in (307, 308) and moved.headers["location"].endswith("/kurs/")
        assert client.get("/kurs/no-such-page/").status_code == 404
        assert client.get("/kurs/..%2f..%2fetc/passwd").status_code == 404  # nothing outside the site's folder
        assert client.get("/").status_code == 200  # the tables stay where they were
        assert "course_link" in client.get("/api/texts").json()["de"]


@pytest.mark.parametrize("name", sorted(TYPES))
def test_each_file_has_the_type_browsers_insist_on(tmp_path, site, name):
    with classroom_client(tmp_path, site) as client:
        answer = client.get("/kurs/" + name)
    assert answer.status_code == 200
    assert answer.headers["content-type"].split(";")[0] == TYPES[name]
    assert answer.headers["x-content-type-options"] == "nosniff"


def test_files_are_checked_again_and_hashed_bundles_kept(tmp_path, site):
    """A new build is seen at once (no-cache, an ETag), an unchanged file costs a 304, the theme's bundles a year."""
    with classroom_client(tmp_path, site) as client:
        wasm = client.get("/kurs/live/static/pyodide/pyodide.asm.wasm")
        assert wasm.headers["cache-control"] == "no-cache" and wasm.headers["etag"]
        again = client.get(
            "/kurs/live/static/pyodide/pyodide.asm.wasm", headers={"if-none-match": wasm.headers["etag"]}
        )
        assert again.status_code == 304
        assert client.get("/kurs/knackpy-offline.js").headers["cache-control"] == "no-cache"  # the service worker
        bundle = client.get("/kurs/assets/javascripts/bundle.a5f9d56c.min.js")
        assert bundle.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_a_browser_that_takes_gzip_gets_the_copy_made_by_the_build(tmp_path, site):
    wasm = "live/static/pyodide/pyodide.asm.wasm"
    made = course_site.precompress(site)
    assert (site / (wasm + ".gz")).is_file() and not (site / "index.html.gz").exists()  # a few bytes: no copy
    assert not list(site.rglob("*.whl.gz")) and made == len(list(site.rglob("*.gz")))
    with classroom_client(tmp_path, site) as client:
        packed = client.get("/kurs/" + wasm, headers={"accept-encoding": "gzip"})
        assert packed.headers["content-encoding"] == "gzip" and packed.headers["vary"] == "accept-encoding"
        assert packed.headers["content-type"] == "application/wasm"
        assert int(packed.headers["content-length"]) < (site / wasm).stat().st_size
        assert packed.content == (site / wasm).read_bytes()  # the same bytes, unpacked by the client
        plain = client.get("/kurs/" + wasm, headers={"accept-encoding": "identity"})
        assert "content-encoding" not in plain.headers and plain.content == (site / wasm).read_bytes()
        part = client.get("/kurs/" + wasm, headers={"accept-encoding": "gzip", "range": "bytes=0-9"})
        assert part.status_code == 206 and "content-encoding" not in part.headers
        assert part.content == (site / wasm).read_bytes()[:10]
        lesson = client.get("/kurs/course/02_knack_counting_a_hand/", headers={"accept-encoding": "gzip"})
        assert lesson.status_code == 200 and "content-encoding" not in lesson.headers  # too small for a copy


def test_the_site_runs_its_own_scripts_the_tables_keep_their_strict_headers(tmp_path, site):
    """The classroom's CSP would stop the site's inline scripts and WebAssembly; the tables' pages keep it."""
    with classroom_client(tmp_path, site) as client:
        lesson = client.get("/kurs/" + LESSON)
        assert "content-security-policy" not in lesson.headers
        assert lesson.headers["referrer-policy"] == "no-referrer"
        for path in ("/", "/teacher", "/api/course"):
            headers = client.get(path).headers
            assert headers["content-security-policy"] == SECURITY_HEADERS["content-security-policy"]
            assert headers["cache-control"] == "no-store"


def test_the_join_page_learns_where_the_lessons_are(tmp_path, site):
    with classroom_client(tmp_path, site) as client:
        assert client.get("/api/course").json() == {"lessons": {"de": "/kurs/", "en": "/kurs/en/"}}
        page = client.get("/").text
    assert 'id="course-link"' in page and "/static/course.js" in page


def test_without_course_there_are_no_lessons_and_no_link(tmp_path):
    with classroom_client(tmp_path, None) as client:
        assert client.get("/api/course").json() == {"lessons": None}  # the join page keeps its link hidden
        assert client.get("/kurs/").status_code == 404


def test_the_classroom_answers_the_sites_question_with_the_tables(tmp_path, site):
    """The public site's knackpy-classroom.json says "no tables"; served here it names them, in both languages."""
    assert json.loads((site / "assets/knackpy-classroom.json").read_text()) == {"tables": None}
    with classroom_client(tmp_path, site) as client:
        answer = client.get("/kurs/assets/knackpy-classroom.json")
    assert answer.status_code == 200 and answer.headers["cache-control"] == "no-cache"
    assert answer.json() == {
        "tables": "/",
        "label": {"de": "Zurück zu den Spieltischen", "en": "Back to the game tables"},
    }


def test_the_sites_own_file_says_no_tables():
    """What the public website ships (docs/assets/), so its pages show no link that leads nowhere."""
    root = Path(__file__).resolve().parents[1]
    assert json.loads((root / "docs/assets/knackpy-classroom.json").read_text()) == {"tables": None}
    script = (root / "docs/assets/javascripts/classroom.js").read_text()
    assert "../knackpy-classroom.json" in script and 'typeof classroom.tables === "string"' in script
    assert "assets/javascripts/classroom.js" in (root / "mkdocs.yml").read_text()


# --- finding the built site ------------------------------------------------------------------------------------------


def test_a_folder_without_a_built_site_says_how_to_build_one(tmp_path):
    with pytest.raises(KnackpyError) as caught:
        check_site(tmp_path / "nowhere")
    for lang in ("de", "en"):
        assert "knackpy course build" in caught.value.message(lang) and "--site" in caught.value.message(lang)
    assert "Internet" in caught.value.message("de") and "internet" in caught.value.message("en")


def test_a_site_is_live_when_its_live_mode_is_there(tmp_path):
    assert check_site(fake_site(tmp_path / "a")).live
    plain = check_site(fake_site(tmp_path / "b", live=False))
    assert not plain.live and plain.built is None
    (tmp_path / "b" / course_site.MARKER).write_text('{"built": "2026-12-02 13:00", "knackpy": "0.1"}')
    assert check_site(tmp_path / "b").built == "2026-12-02 13:00"


def test_the_default_folder_is_the_users_data_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(course_site.sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert course_site.default_site_dir() == tmp_path / "knackpy" / "site"


def test_serve_course_without_a_built_site_stops_with_the_way_to_build_it(tmp_path, capsys):
    code = main(["serve", "--course", "--site", str(tmp_path / "empty"), "--port", "0", "--lang", "de"])
    error = capsys.readouterr().err
    assert code == 2 and "knackpy course build" in error and "Internet" in error


def test_serve_course_says_where_the_lessons_are(tmp_path, site):
    server = ServeProcess(tmp_path / "class.sqlite", extra=("--course", "--site", str(site)))
    try:
        assert f"Lessons:        {server.url}kurs/" in server.output
        assert f"Website:        {site}" in server.output
        status, page = server.get("kurs/")
        assert status == 200 and page == (site / "index.html").read_text()
    finally:
        server.stop()


def test_serve_course_warns_about_a_site_without_live_mode(tmp_path):
    plain = fake_site(tmp_path / "plain", live=False)
    server = ServeProcess(tmp_path / "class.sqlite", extra=("--site", str(plain)))  # --site alone means --course
    try:
        assert "“Start live” is missing" in server.output and "knackpy course build" in server.output
    finally:
        server.stop()


# --- knackpy course build ----------------------------------------------------------------------------------------------


def test_course_build_without_the_extras_names_what_to_install(monkeypatch, tmp_path, capsys):
    real_find_spec = course_site.importlib.util.find_spec
    monkeypatch.setattr(
        course_site.importlib.util,
        "find_spec",
        lambda name: None if name.startswith("mkdocs") else real_find_spec(name),
    )
    monkeypatch.setattr(course_site.shutil, "which", lambda name: None)
    for lang, words in (("de", "Installieren Sie einmal (mit Internet)"), ("en", "Install once (with the internet)")):
        code = main(["course", "build", "--site", str(tmp_path / "site"), "--lang", lang])
        error = capsys.readouterr().err
        assert code == 2 and words in error
        assert "mkdocs, mkdocs_jupyter, mkdocs_static_i18n" in error and "npm, node" in error
        assert 'pip install -e ".[docs,lite]"' in error and "sudo apt install npm" in error
    assert not (tmp_path / "site").exists()


def test_course_build_outside_the_projects_folder_says_so(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(course_site, "PROJECT", tmp_path)
    assert main(["course", "build", "--lang", "en"]) == 2
    assert "needs the project's folder" in capsys.readouterr().err


def fake_build(monkeypatch, returncode: int, calls: list):
    def run(command, **kwargs):
        calls.append(command)
        fresh = Path(command[command.index("--site") + 1])
        fake_site(fresh)
        (fresh / "index.html").write_text("new", encoding="utf-8")
        return subprocess.CompletedProcess(command, returncode)

    monkeypatch.setattr(course_site, "missing_build_tools", lambda: [])
    monkeypatch.setattr(course_site.subprocess, "run", run)


def test_course_build_runs_the_projects_site_build_and_replaces_the_old_site(monkeypatch, tmp_path, capsys):
    target = fake_site(tmp_path / "site")
    calls: list = []
    fake_build(monkeypatch, 0, calls)
    assert main(["course", "build", "--site", str(target), "--lang", "en"]) == 0
    (command,) = calls
    assert command[1] == str(course_site.PROJECT / "tools/lite/build.py")
    assert command[2:] == ["--out", str(tmp_path / "site.app"), "--site", str(tmp_path / "site.new")]
    assert (target / "index.html").read_text() == "new"
    assert (target / "live/static/pyodide/pyodide.asm.wasm.gz").is_file()  # the copies for gzip, made once
    info = check_site(target)
    assert info.live and re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", info.built)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # no .new or .old left behind
    out = capsys.readouterr().out
    assert "needs the internet" in out and "knackpy serve --course --lan" in out


def test_a_failed_build_keeps_the_site_that_was_there(monkeypatch, tmp_path, capsys):
    target = fake_site(tmp_path / "site")
    before = (target / "index.html").read_text()
    fake_build(monkeypatch, 1, [])
    assert main(["course", "build", "--site", str(target), "--lang", "de"]) == 2
    assert "gescheitert" in capsys.readouterr().err
    assert (target / "index.html").read_text() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


# --- the real site ---------------------------------------------------------------------------------------------------


class Resources(HTMLParser):
    """What a page makes the browser load: scripts, stylesheets, pictures, frames (not the links one may click)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "img", "iframe", "source", "audio", "video") and attrs.get("src"):
            self.urls.append(attrs["src"])
        if tag == "link" and attrs.get("rel") != "alternate" and attrs.get("href"):
            self.urls.append(attrs["href"])


def test_the_real_site_through_the_classroom(tmp_path, shared_site):
    """Every page of the built site comes from the classroom and loads nothing from another host."""
    site = shared_site.site
    pages = sorted(p for p in site.rglob("*.html") if "live" not in p.relative_to(site).parts[:1])
    assert len(pages) > 50
    with classroom_client(tmp_path, site) as client:
        for page in pages:
            answer = client.get("/kurs/" + page.relative_to(site).as_posix())
            assert answer.status_code == 200, page
            found = Resources()
            found.feed(answer.text)
            outside = [url for url in found.urls if re.match(r"(https?:)?//", url)]
            assert outside == [], (page, outside)
        assert client.get("/kurs/assets/javascripts/classroom.js").status_code == 200
        lesson = client.get("/kurs/course/02_knack_counting_a_hand/").text
        assert "assets/javascripts/classroom.js" in lesson


def test_a_folder_that_cannot_be_written_is_an_error_not_a_crash(monkeypatch, tmp_path, capsys):
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setattr(course_site, "missing_build_tools", lambda: [])
    assert main(["course", "build", "--site", str(tmp_path / "a-file" / "site"), "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert "Cannot write to" in error and "choose another folder with --site" in error
