"""Helpers of tests/test_lite.py and tests/test_lite_browser.py: one build of the app and of the site per session.

Both test modules import this module, so the cached functions below build the app
(``tools/lite/build.py``) and the website with the app (``mkdocs build --strict``
with ``KNACKPY_LITE_APP``) once per pytest session, into a temporary folder.  The
downloads are cached in ``.cache/lite/downloads`` across sessions.
"""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "site"))

import build  # noqa: E402  (tools/lite/build.py)
import sitetest  # noqa: E402  (tools/site/sitetest.py)


def missing_tools() -> list[str]:
    """What the build needs and this machine lacks (empty when it can build)."""
    missing = []
    for name, wanted in build.load_pins()["tools"].items():
        try:
            have = version(name)
        except PackageNotFoundError:
            have = None
        if have != wanted:
            missing.append(f"{name}=={wanted} (installed: {have or 'none'})")
    for name in ("jupyter_server", "mkdocs", "mkdocs_jupyter", "mkdocs_static_i18n"):
        try:
            __import__(name)
        except ImportError:
            missing.append(f"the Python package {name}")
    pyodide = build.load_pins()["pyodide"]["version"]
    if shutil.which("npm") is None and not (build.CACHE / "downloads" / f"pyodide-{pyodide}.tgz").exists():
        missing.append("npm (apt-get install npm), to fetch the pyodide package")
    return missing


def _tmp() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="knackpy-lite-test-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


@functools.cache
def built_app() -> Path:
    """The app, built once per session by ``tools/lite/build.py`` (as ``python tools/lite/build.py --out``)."""
    return build.build(_tmp() / "app")


@functools.cache
def built_site() -> Path:
    """The website with the app in ``live/`` and the "Try it live" links, built once per session."""
    app = built_app()
    site = _tmp() / "site"
    env = {**os.environ, "KNACKPY_LITE_APP": str(app), "NO_MKDOCS_2_WARNING": "1"}
    env.pop("KNACKPY_COURSE_DIR", None)
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(build.ROOT / "mkdocs.yml"), "-d", str(site)]
    done = subprocess.run(cmd, cwd=build.ROOT, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"mkdocs build with the live app failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return site


serve = sitetest.serve
page_dir = sitetest.page_dir
