"""The first ten minutes: the README's quick start is the one CI runs and the site shows, and it works.

The quick-start lines live in ``knackpy.quickstart`` only; README.md, ``.ci/run`` and the site's start
pages must show them word for word.  The last test does what a newcomer does: a clean clone, a fresh
virtual environment, the README's lines pasted one by one (the package registry is used, as in CI; pip's
cache makes a second run quick), then the course in Debian's Chromium: the server answers, its start page
leads to both languages in one click each, and JupyterLab does not ask about its news feed.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browser_support import chromium, missing_browser, require, wait_until_quiet

from knackpy import quickstart
from knackpy.quickstart import COURSE, FIRST_GAME, PLAY_NOW, QUICK_START, START_PAGE, TESTS, VENV

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
SITE_PAGES = [ROOT / "docs" / lang / "index.md" for lang in ("de", "en")]
NEWS_PROMPT = "official Jupyter news"


def code_blocks(markdown: str, language: str = "bash") -> list[list[str]]:
    """The lines of every fenced ``language`` block, comments and blank lines left out."""
    blocks = re.findall(rf"^```{language}\n(.*?)^```", markdown, flags=re.MULTILINE | re.DOTALL)
    return [[line for line in block.splitlines() if line.strip() and not line.startswith("#")] for block in blocks]


def blocks_with(markdown: str, line: str) -> list[list[str]]:
    """The README's code blocks that hold ``line``."""
    return [block for block in code_blocks(markdown) if line in block]


README = ROOT / "README.md"


@pytest.mark.parametrize(
    ("line", "block"),
    [(FIRST_GAME, PLAY_NOW), (COURSE, QUICK_START), (TESTS, (TESTS,))],
    ids=["game", "course", "tests"],
)
def test_the_readme_shows_the_quick_start_lines_word_for_word_in_both_languages(line, block):
    shown = blocks_with(README.read_text(encoding="utf-8"), line)
    assert shown == [list(block)] * 2, shown  # the German part, then the English one, the same lines


def test_the_readme_is_german_first_with_english_beside_it():
    readme = README.read_text(encoding="utf-8")
    english = readme.index("\n## English\n")
    german_headings = re.findall(r"^## (.+)$", readme[:english], flags=re.MULTILINE)
    english_headings = re.findall(r"^### (.+)$", readme[english:], flags=re.MULTILINE)
    assert german_headings[:2] == ["In 30 Sekunden: ein Spiel im Terminal", "Schnellstart: der Kurs in JupyterLab"]
    assert english_headings[:2] == ["In 30 seconds: a game in the terminal", "Quick start: the course in JupyterLab"]
    assert len(german_headings) == len(english_headings)  # every German section has its English one
    for picture in re.findall(r"!\[[^\]]+\]\(([^)]+)\)", readme):  # the two screenshots, real and small
        path = ROOT / picture
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size < 100_000, picture


def test_ci_runs_the_readme_lines_word_for_word():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert VENV in lines and TESTS in lines
    assert lines.index(VENV) < lines.index(TESTS)
    assert "pytest" not in " ".join(lines[lines.index(TESTS) + 1 :])  # the suite runs once, through that line


@pytest.mark.parametrize("page", SITE_PAGES, ids=lambda p: p.parent.name)
def test_the_site_shows_the_readme_lines(page):
    blocks = code_blocks(page.read_text(encoding="utf-8"))
    shown = [block for block in blocks if COURSE in block]
    assert shown, f"{page.relative_to(ROOT)} does not show {COURSE!r}"
    assert shown[0] == [VENV, COURSE]  # the same lines as the README, nothing of its own


def test_the_start_page_leads_to_both_languages():
    course = ROOT / "course"
    links = re.findall(r"\]\(([^)]+)\)", (course / START_PAGE).read_text(encoding="utf-8"))
    assert links[:2] == ["de/00_start.ipynb", "en/00_start.ipynb"]
    assert all((course / link).is_file() for link in links)


def test_the_course_settings_switch_the_news_prompt_off():
    overrides = json.loads((ROOT / "course" / quickstart.LAB_SETTINGS / "overrides.json").read_text("utf-8"))
    notification = overrides["@jupyterlab/apputils-extension:notification"]
    assert notification["fetchNews"] == "false"  # "none" (JupyterLab's default) asks; "false" means never
    schemas = Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas"
    if schemas.is_dir():  # the names must be those the installed JupyterLab knows, or they are ignored
        for plugin, values in overrides.items():
            package, name = plugin.split(":")
            schema = json.loads((schemas / package / f"{name}.json").read_text("utf-8"))
            assert set(values) <= set(schema["properties"]), plugin
        fetch_news = json.loads((schemas / "@jupyterlab/apputils-extension/notification.json").read_text("utf-8"))
        assert {"const": "false", "title": "Never"} in fetch_news["properties"]["fetchNews"]["oneOf"]


def test_knackpy_course_opens_the_start_page_with_the_course_settings(tmp_path):
    course = tmp_path / "course"
    command = quickstart.lab_command("/venv/bin/python", course, as_root=True)
    assert command[:3] == ["/venv/bin/python", "-m", "jupyterlab"]  # the JupyterLab beside knackpy
    assert command[-2:] == [str(course / START_PAGE), "--allow-root"]
    assert f"--ServerApp.root_dir={course}" in command  # both languages below the root, not only course/de
    assert f"--LabApp.app_settings_dir={course / quickstart.LAB_SETTINGS}" in command
    assert f"--LabApp.default_url={quickstart.START_URL}" in command  # printed and opened: the start page
    assert "--ContentsManager.hide_globs=source" in command  # the lesson sources are not for learners
    assert "--allow-root" not in quickstart.lab_command("python", course, as_root=False)


# --- the quick start, for real ------------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _newcomer_env(home: Path, port: int, token: str) -> dict[str, str]:
    """The environment of a fresh terminal: no PYTHONPATH or active venv, Jupyter's own folders empty.

    The server's address and token come from a config file in a Jupyter config folder of the test's own,
    so that the README's line runs unchanged on a free port; nothing there touches the news setting.
    """
    config = home / "jupyter-config"
    config.mkdir()
    server = {"ip": "127.0.0.1", "port": port, "port_retries": 0, "open_browser": False}
    (config / "jupyter_server_config.json").write_text(
        json.dumps({"ServerApp": server, "IdentityProvider": {"token": token}}), encoding="utf-8"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "LC_ALL")}
    env.pop("LC_MESSAGES", None)
    if "VIRTUAL_ENV" in os.environ:  # the active venv's bin first on PATH would shadow the new one's python3
        bin_dir = str(Path(os.environ["VIRTUAL_ENV"]) / "bin")
        env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if p != bin_dir)
    env.update(
        JUPYTER_CONFIG_DIR=str(config),
        JUPYTER_DATA_DIR=str(home / "jupyter-data"),
        JUPYTER_RUNTIME_DIR=str(home / "jupyter-runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "lab-user-settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "lab-workspaces"),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        PIP_PROGRESS_BAR="off",
        LANG="de_DE.UTF-8",  # a German reader's terminal (LC_ALL and LC_MESSAGES would win: not set)
    )
    return env


def _wait_for_server(url: str, token: str, process: subprocess.Popen, log: Path) -> float:
    """Seconds until the server answers; fails with the log's tail if the quick start stops first."""
    started = time.monotonic()
    while True:
        try:
            with urllib.request.urlopen(f"{url}api/status?token={token}", timeout=2) as answer:
                if answer.status == 200:
                    return time.monotonic() - started
        except OSError:
            if process.poll() is not None or time.monotonic() - started > 1200:
                pytest.fail(f"the quick start did not bring the course up:\n{log.read_text()[-4000:]}")
            time.sleep(1)


def _settings(url: str, token: str, plugin: str) -> dict:
    with urllib.request.urlopen(f"{url}lab/api/settings/{plugin}?token={token}", timeout=10) as answer:
        return json.load(answer)


def _server_info(runtime: Path) -> dict:
    """What the running server wrote about itself (``jpserver-<pid>.json``): its pid, root folder, URL."""
    (info,) = runtime.glob("jpserver-*.json")
    return json.loads(info.read_text(encoding="utf-8"))


def _first_heading(notebook: Path) -> str:
    cell = json.loads(notebook.read_text(encoding="utf-8"))["cells"][0]
    return "".join(cell["source"]).splitlines()[0].lstrip("# ").strip()


@pytest.fixture(scope="module")
def course_from_a_clean_clone(tmp_path_factory):
    """The README's quick start pasted into a fresh terminal; yields (url, token, clone, process, log)."""
    require(missing_browser(), "the quick-start test")
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.fail("the quick-start test clones the project: it needs git and a git checkout", pytrace=False)
    home = tmp_path_factory.mktemp("newcomer")
    clone = home / "knackpy"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    port, token = _free_port(), secrets.token_hex(16)
    log = home / "terminal.log"
    # the README's lines one after the other, as typed; the course line keeps running (until Ctrl+C)
    script = "set -e\n" + "\n".join(QUICK_START) + "\n"
    started = time.monotonic()
    with open(log, "w") as terminal:
        process = subprocess.Popen(
            ["bash", "-c", script],
            cwd=clone,
            env=_newcomer_env(home, port, token),
            stdout=terminal,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: stopped below as a whole, like Ctrl+C
        )
    url = f"http://127.0.0.1:{port}/"
    try:
        _wait_for_server(url, token, process, log)
        print(f"quick start: clone to a running course in {time.monotonic() - started:.1f} s")
        yield url, token, clone, process, log
    finally:
        stop_with_ctrl_c(process)


def stop_with_ctrl_c(process: subprocess.Popen) -> None:
    """Ctrl+C to the course's process group (one press stops it: answer_yes), a kill if it does not stop."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_the_quick_start_opens_the_course_at_its_start_page_in_both_languages(course_from_a_clean_clone, tmp_path):
    url, token, clone, process, log = course_from_a_clean_clone
    # the server is the clone's: started from the new virtual environment, serving the whole course folder
    info = _server_info(clone.parent / "jupyter-runtime")
    assert Path(info["root_dir"]) == clone / "course"
    interpreter = Path(os.fsdecode(Path(f"/proc/{info['pid']}/cmdline").read_bytes().split(b"\0")[0]))
    assert interpreter.parent == clone / ".venv" / "bin", interpreter
    # the course's own settings reach the server: the news setting's default is "never", not "ask"
    schema = _settings(url, token, "@jupyterlab/apputils-extension:notification")["schema"]
    assert schema["properties"]["fetchNews"]["default"] == "false"
    headings = {lang: _first_heading(clone / "course" / lang / "00_start.ipynb") for lang in ("de", "en")}
    links = {"de": "Deutsch", "en": "English"}
    with chromium(url, tmp_path / "chromium-profile", service_workers="block") as (context, _recorder):
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        page.goto(f"{url}lab/tree/{START_PAGE}?token={token}", wait_until="load")  # what `knackpy course` opens
        try:
            start = page.locator(".jp-RenderedMarkdown").filter(has_text=links["de"]).first
            start.wait_for(timeout=90_000)  # shown rendered, not as Markdown source
            listed = page.locator(".jp-DirListing-itemName").all_text_contents()
            assert {"de", "en", START_PAGE} <= set(listed) and not {"source", "build.py"} & set(listed), listed
            for lang in ("de", "en"):
                page.locator(".lm-TabBar-tab", has_text=START_PAGE).first.click()
                start.get_by_role("link", name=re.compile(links[lang])).click()
                heading = page.locator(".jp-Notebook .jp-RenderedMarkdown h1", has_text=headings[lang])
                heading.first.wait_for(timeout=60_000)
            # both lessons are open (the kernels started meanwhile): by now JupyterLab would have asked
            wait_until_quiet(page, quiet=1_000)
            assert page.get_by_text(NEWS_PROMPT).count() == 0
            assert page.locator(".Toastify__toast").count() == 0  # no other prompt in the corner either
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "quickstart-failed.png"), full_page=True)
            raise
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "quickstart-course.png"))
        assert errors == [], errors
    # the terminal says how to stop, in the reader's language, and JupyterLab prints the start page's address
    said = log.read_text()
    assert quickstart.stop_hint("de") in said
    assert re.search(r"http://127\.0\.0\.1:\d+" + re.escape(quickstart.START_URL) + r"\?token=", said), said[-2000:]
    # one Ctrl+C stops the course (no "Shut down this Jupyter server?" question)
    os.killpg(process.pid, signal.SIGINT)
    assert process.wait(timeout=60) == 0, log.read_text()[-2000:]
