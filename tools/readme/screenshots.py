"""The README's two pictures, made from the real thing: the terminal game and a lesson page running live.

    python tools/readme/screenshots.py terminal               # tmux runs `knackpy play`, its screen as a PNG
    python tools/readme/screenshots.py lesson --site site     # lesson 02 of a built site, live, in Chromium

Needs tmux (terminal), pngquant (optional: smaller files) and Playwright with Debian's Chromium (both; see tests/browser_support.py). The terminal's
screen is captured as text (``tmux capture-pane``) and drawn in a monospaced font by Chromium, as a terminal
would; the lesson page is served from 127.0.0.1 and started with its "Live starten" button. The PNGs land in
docs/assets/readme/, small enough for the repository (a narrow window, a flat palette).
"""

from __future__ import annotations

import argparse
import functools
import html
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "docs" / "assets" / "readme"
sys.path.insert(0, str(ROOT / "tests"))  # the tests' Chromium settings

#: the terminal game as the README shows it: a German reader, a fixed seed, the coach asked once
TERMINAL_GAME = ("play", "knack", "--seed", "3", "--bots", "simple,strong")
TERMINAL_SIZE = (110, 44)
TERMINAL_PAGE = """<!doctype html><meta charset="utf-8"><style>
body {{ margin: 0; background: #fff; }}
.window {{ display: inline-block; margin: 0; border-radius: 8px; overflow: hidden; background: #1d1f21; }}
.bar {{ background: #3a3d41; color: #d0d0d0; font: 13px sans-serif; padding: 6px 12px; }}
pre {{ margin: 0; padding: 10px 14px; color: #e8e8e8; font: 14px/1.3 "DejaVu Sans Mono", monospace; }}
</style><div class="window"><div class="bar">{title}</div><pre>{screen}</pre></div>"""


def _small(path: Path) -> None:
    """Fewer colours, the same picture to the eye (pngquant, Debian's ``pngquant``), if it is installed."""
    if shutil.which("pngquant"):
        subprocess.run(["pngquant", "--force", "--skip-if-larger", "--ext", ".png", "32", str(path)], check=False)


def _browser():
    from browser_support import CHROMIUM, CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
    return playwright, browser


def terminal_screen() -> str:
    """The screen of a terminal running the README's game, after the player typed ``?`` (the coach)."""
    session = f"knackpy-readme-{os.getpid()}"
    width, height = TERMINAL_SIZE
    command = f"LANG=de_DE.UTF-8 PYTHONPATH={ROOT} {sys.executable} -m knackpy {' '.join(TERMINAL_GAME)}; sleep 60"
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", str(width), "-y", str(height), command], check=True
    )
    try:
        time.sleep(3)
        subprocess.run(["tmux", "send-keys", "-t", session, "?", "Enter"], check=True)
        time.sleep(8)  # the coach plays each move out a few hundred times
        screen = subprocess.run(
            ["tmux", "capture-pane", "-p", "-t", session], check=True, capture_output=True, text=True
        )
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)
    return screen.stdout.rstrip() + "\n"


def terminal_picture(path: Path) -> None:
    screen = terminal_screen()
    title = "knackpy " + " ".join(TERMINAL_GAME)
    playwright, browser = _browser()
    try:
        page = browser.new_page(viewport={"width": 1000, "height": 700})
        page.set_content(TERMINAL_PAGE.format(title=html.escape(title), screen=html.escape(screen)))
        page.locator(".window").screenshot(path=str(path))
    finally:
        browser.close()
        playwright.stop()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass


def lesson_picture(site: Path, path: Path, lesson: str = "course/02_knack_counting_a_hand/") -> None:
    """Lesson 02 of a built site (German), live: the button pressed, two clicks in the page's hand lab."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    playwright, browser = _browser()
    try:
        page = browser.new_page(viewport={"width": 1100, "height": 1000})
        page.goto(f"http://127.0.0.1:{server.server_port}/{lesson}", wait_until="load")
        page.locator("button[data-knackpy=live-start]").click()
        page.wait_for_function("document.body.dataset.knackpyLive === 'ready'", polling=100, timeout=180_000)
        lab = page.locator(".knackpy-widget").first
        top = lab.evaluate("element => element.getBoundingClientRect().top + window.scrollY")
        page.evaluate(f"window.scrollTo(0, {top} - 70)")  # the lab under the site's header, its answer in view
        for card in ("7♥", "10♥"):  # Python answers on the page: 7♥ out, 10♥ in, the hand is worth 31
            lab.locator("button", has_text=card).first.click()
            page.wait_for_timeout(500)
        lab.get_by_text("31", exact=False).first.wait_for(timeout=10_000)
        page.wait_for_timeout(500)
        page.screenshot(path=str(path))
    finally:
        browser.close()
        playwright.stop()
        server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("terminal", "lesson"))
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="a site built with tools/lite/build.py")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.what == "terminal":
        path = OUT / "terminal-game.png"
        terminal_picture(path)
    else:
        path = OUT / "lesson-live.png"
        lesson_picture(args.site, path)
    _small(path)
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
