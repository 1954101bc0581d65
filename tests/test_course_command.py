"""``knackpy course``: the JupyterLab of the Python that runs it, at the course's start page, in the reader's language.

The last test starts the course for real in this environment, where the ``test`` and ``lite`` extras are installed
beside the ``course`` extra (the in-browser kernel's JupyterLab extension among them): the address JupyterLab prints
opens the start page in Chromium, and the page logs no error. The course without its extra is tested in
``tests/test_front_door.py`` (a fresh virtual environment with the library alone).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from browser_support import Console, chromium, missing_browser, require, wait_until_quiet
from test_quickstart import _free_port, stop_with_ctrl_c

from knackpy import quickstart
from knackpy.cli import main
from knackpy.quickstart import START_PAGE, START_URL

ROOT = Path(__file__).resolve().parents[1]
COURSE = ROOT / "course"
ARTIFACTS = ROOT / "test-artifacts"


def test_the_course_runs_the_jupyterlab_of_this_python(capsys):
    assert main(["course", "--dry-run"]) == 0
    command = capsys.readouterr().out.split()
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]  # not the `jupyter` that comes first on PATH
    assert f"--ServerApp.root_dir={COURSE}" in command
    assert f"--LabApp.app_settings_dir={COURSE / quickstart.LAB_SETTINGS}" in command
    assert f"--LabApp.default_url={START_URL}" in command  # what JupyterLab prints and "/" leads to
    assert command[-1 if os.geteuid() else -2] == str(COURSE / START_PAGE)
    assert ("--allow-root" in command) == (os.geteuid() == 0)


def test_the_course_says_what_to_install_in_the_readers_language(monkeypatch, capsys):
    monkeypatch.setattr(quickstart, "COURSE_MODULES", ("jupyterlab", "no_such_module_for_the_course"))
    for environ, expected in (({"LANG": "de_DE.UTF-8"}, "Für den Kurs fehlt JupyterLab"), ({}, "The course needs")):
        assert main(["course"], environ=environ) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.startswith(expected), err
        assert sys.executable in err and "no_such_module_for_the_course" in err
        assert 'pip install -e ".[course]"' in err and "jupyterlab," not in err  # only what is missing


def test_the_course_keeps_the_in_browser_kernel_out_of_its_jupyterlab(capsys):
    """The ``lite`` extra installs JupyterLite's kernel as a JupyterLab extension; JupyterLab cannot load it."""
    assert main(["course", "--dry-run"]) == 0
    extensions = COURSE / quickstart.LAB_EXTENSIONS
    assert f"--LabApp.extra_labextensions_path={extensions}" in capsys.readouterr().out.split()
    stand_in = json.loads((extensions / "@jupyterlite" / "pyodide-kernel-extension" / "package.json").read_text())
    build = stand_in["jupyterlab"]["_build"]
    assert "extension" not in build and "mimeExtension" not in build and "style" not in build  # nothing to load
    assert (extensions / "@jupyterlite" / "pyodide-kernel-extension" / build["load"]).is_file()
    installed = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    if installed.is_dir():  # the name must be the one of the installed extension, or it shadows nothing
        assert json.loads((installed / "package.json").read_text())["name"] == stand_in["name"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_stop_hint_names_the_start_page(lang):
    hint = quickstart.stop_hint(lang)
    assert START_URL in hint and ("Strg+C" if lang == "de" else "Ctrl+C") in hint


# --- the course for real ------------------------------------------------------------------------------------------


def _printed_start_url(log: Path, process: subprocess.Popen) -> str:
    """The start page's address as JupyterLab prints it (with the token it made up), once the server is up."""
    pattern = re.compile(r"http://127\.0\.0\.1:\d+" + re.escape(START_URL) + r"\?token=[0-9a-f]+")
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        found = pattern.search(log.read_text(encoding="utf-8", errors="replace"))
        if found:
            return found.group(0)
        if process.poll() is not None:
            break
        time.sleep(0.5)
    pytest.fail(f"knackpy course printed no address of the start page:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def running_course(tmp_path_factory):
    """``knackpy course`` in this environment, an English reader's terminal; yields (start URL, log, process)."""
    require(missing_browser(), "the course's browser test")
    if quickstart.missing_course_modules():
        pytest.skip("the course extra is not installed")
    home = tmp_path_factory.mktemp("course")
    config = home / "jupyter-config"
    config.mkdir()
    server = {"ip": "127.0.0.1", "port": _free_port(), "port_retries": 0, "open_browser": False}
    (config / "jupyter_server_config.json").write_text(json.dumps({"ServerApp": server}), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "JUPYTER"))}
    env.update(
        LANG="en_US.UTF-8",
        PYTHONPATH=str(ROOT),
        JUPYTER_CONFIG_DIR=str(config),
        JUPYTER_DATA_DIR=str(home / "jupyter-data"),
        JUPYTER_RUNTIME_DIR=str(home / "jupyter-runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "lab-user-settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "lab-workspaces"),
    )
    log = home / "terminal.log"
    with open(log, "w") as terminal:
        process = subprocess.Popen(
            [sys.executable, "-m", "knackpy", "course"],
            cwd=home,
            env=env,
            stdout=terminal,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    try:
        yield _printed_start_url(log, process), log, process
    finally:
        stop_with_ctrl_c(process)


def test_the_printed_address_opens_the_start_page_without_a_console_error(running_course, tmp_path):
    url, log, process = running_course
    said = log.read_text(encoding="utf-8")
    assert said.startswith(quickstart.stop_hint("en")), said[:500]  # the reader's language, before JupyterLab's log
    with chromium(url, tmp_path / "profile", service_workers="block") as (context, _recorder):
        page = context.new_page()
        console = Console(page)
        page.goto(url, wait_until="load")
        try:
            start = page.locator(".jp-RenderedMarkdown").filter(has_text="English").first
            start.wait_for(timeout=90_000)  # the start page itself, shown rendered, not the launcher
            assert page.locator(".jp-Launcher").count() == 0
            wait_until_quiet(page, quiet=1_000)  # JupyterLab's extensions have loaded, and would have logged
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "course-start-failed.png"))
            raise
        assert console.errors == [], console.errors
        assert not any("@jupyterlite" in message for message in console.messages), console.messages
    assert process.poll() is None  # still serving until Ctrl+C
