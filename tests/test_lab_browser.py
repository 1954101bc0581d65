"""The quick start's JupyterLab in a real browser: a lesson runs and its widget answers a click.

The README's first line installs the course and opens ``jupyter lab``.  This test starts that
JupyterLab (``jupyter lab --no-browser`` on 127.0.0.1, a token, a copy of ``course/`` so that
running cells never writes into the repository), opens a lesson in Debian's Chromium, runs every
cell and clicks the hand lab, like a learner.  It checks what the other browser tests cannot: that
the widgets of the installed ``jupyterlab_widgets`` extension draw and answer in desktop JupyterLab,
talking to a real ipykernel.

Needs ``/usr/bin/chromium``, the Python package ``playwright`` and JupyterLab (the ``course`` extra, which
the ``test`` extra includes); without them the test is skipped,
except when the environment variable CI is set: then it fails.
"""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browser_support import chromium, missing_browser, pictures_in_notebook, require
from picture_support import saved_picture_names

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
LESSON = "02_knack_counting_a_hand"
#: a lesson whose outputs include plain pictures (a hand of French and one of German cards) and checks with cards
PICTURES_LESSON = "00_start"
TEXT = {"value": ("Wert:", "Value:"), "pick_more": ("Noch eine Karte", "Pick one more card")}

#: ready means idle after having been seen starting (the indicator reads "idle" before a kernel exists)
KERNEL_READY = """() => {
    const status = document.querySelector(".jp-Notebook-ExecutionIndicator")?.dataset.status;
    if (status && status !== "idle") window.__knackpyKernelStarting = true;
    return window.__knackpyKernelStarting === true && status === "idle";
}"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on a copy of the course; yields its base URL and token."""
    missing = missing_browser()
    if importlib.util.find_spec("jupyterlab") is None or importlib.util.find_spec("jupyterlab_widgets") is None:
        missing.append("JupyterLab with its widgets extension (pip install -e '.[course]')")
    require(missing, "the JupyterLab browser test")
    root = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "course", root / "course", ignore=shutil.ignore_patterns("source", "*.py"))
    port, token = _free_port(), secrets.token_hex(16)
    log = open(root / "jupyter.log", "w")  # noqa: SIM115 - closed below, after the server
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            f"--ServerApp.root_dir={root / 'course'}",
            f"--IdentityProvider.token={token}",
            "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env={
            **os.environ,
            "JUPYTER_CONFIG_DIR": str(root / "config"),
            "JUPYTERLAB_SETTINGS_DIR": str(root / "settings"),
        },
    )
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{url}api/status?token={token}", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    pytest.fail(f"jupyter lab did not start:\n{(root / 'jupyter.log').read_text()[-3000:]}")
                time.sleep(0.5)
        yield url, token
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def _menu(page, menu: str, item: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click()
    page.locator(".lm-Menu-item:visible", has_text=item).first.click()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_lesson_runs_in_jupyterlab_and_its_widget_answers(lab, tmp_path, lang):
    url, token = lab
    pick = ["de", "en"].index(lang)
    with chromium(url, tmp_path / "chromium-profile", service_workers="block") as (context, recorder):
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        # a workspace of its own, so JupyterLab does not reopen what an earlier test left open
        page.goto(f"{url}lab/workspaces/test-{lang}/tree/{lang}/{LESSON}.ipynb?token={token}", wait_until="load")
        try:
            page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
            page.wait_for_function(KERNEL_READY, polling=100, timeout=120_000)
            _menu(page, "Edit", "Clear Outputs of All Cells")  # the committed outputs must not count
            first = page.locator(".jp-CodeCell").filter(has_text="import knackpy").first
            assert first.locator(".jp-OutputArea-output").count() == 0
            _menu(page, "Run", "Run All Cells")
            # JupyterLab renders cells outside the viewport lazily: wait until attached, then scroll to them
            first.locator(".jp-OutputArea-output").first.wait_for(state="attached", timeout=60_000)
            assert "K6" in first.locator(".jp-OutputArea").text_content()  # printed by knackpy in the kernel

            hand_lab = page.locator(".knackpy-widget").first
            hand_lab.wait_for(state="attached", timeout=60_000)
            hand_lab.scroll_into_view_if_needed()
            hand_lab.wait_for(timeout=30_000)
            value = hand_lab.locator(".widget-html-content", has_text=TEXT["value"][pick]).first
            value.wait_for(timeout=30_000)
            chosen = hand_lab.locator(".knackpy-widget-picker button.mod-active").first
            chosen.scroll_into_view_if_needed()
            chosen.click()  # a card of the hand is put back: the lab asks for one more
            hand_lab.get_by_text(TEXT["pick_more"][pick]).wait_for(timeout=30_000)
            assert hand_lab.locator(".knackpy-widget-picker button.mod-active").count() == 2
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"lab-{lang}-failed.png"), full_page=True)
            raise
        ARTIFACTS.mkdir(exist_ok=True)
        hand_lab.screenshot(path=str(ARTIFACTS / f"lab-{lang}-handlab.png"))
        assert errors == [], errors
        assert not page.get_by_text("Error displaying widget").count()
        assert not page.get_by_text("Traceback").count()
    recorder.check()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_picture_has_its_name_in_jupyterlab_trusted_or_not(lab, tmp_path, lang):
    """A screen reader hears each picture's name (its ``alt``), in the lesson's language: in the lesson as it
    opens (not trusted: JupyterLab sanitizes its HTML and would not draw an ``image/svg+xml`` at all) and after
    the learner has run it (trusted)."""
    url, token = lab
    saved = json.loads((ROOT / "course" / lang / f"{PICTURES_LESSON}.ipynb").read_text(encoding="utf-8"))
    names = saved_picture_names(saved)  # the hands and the checks' cards
    assert names and all(names)
    with chromium(url, tmp_path / "chromium-profile", service_workers="block") as (context, recorder):
        page = context.new_page()
        page.goto(
            f"{url}lab/workspaces/pictures-{lang}/tree/{lang}/{PICTURES_LESSON}.ipynb?token={token}", wait_until="load"
        )
        try:
            page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
            page.wait_for_function(KERNEL_READY, polling=100, timeout=120_000)
            opened = pictures_in_notebook(page, len(names))
            assert not page.locator(".jp-Notebook .jp-mod-trusted").count()  # as opened: not trusted
            assert [p["name"] for p in opened if p["knackpy"]] == names, opened
            assert all(p["name"] and p["drawn"] for p in opened), opened

            _menu(page, "Edit", "Clear Outputs of All Cells")
            _menu(page, "Run", "Run All Cells")
            ran = pictures_in_notebook(page, len(names))
            assert page.locator(".jp-Notebook .jp-OutputArea-output.jp-mod-trusted").count()  # the kernel's own
            assert [p["name"] for p in ran if p["knackpy"]] == names, ran
            assert all(p["name"] and p["drawn"] for p in ran), ran
            # Playwright sees them as a browser's accessibility tree does: images with these names
            assert page.get_by_role("img", name=names[0], exact=True).count() >= 1
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"lab-{lang}-pictures-failed.png"), full_page=True)
            raise
    recorder.check()
