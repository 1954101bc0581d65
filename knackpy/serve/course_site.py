"""The course website for the classroom: where ``knackpy course build`` puts it and how the server finds it.

Standard library only (the command line imports it for its help even without the ``serve`` extra).  The build
is the project's own site build (``tools/lite/build.py --site``: the live app, then ``mkdocs build --strict``),
run once from the project's folder; it needs the ``docs`` and ``lite`` extras, Node.js with npm, and a network
for its downloads.  ``knackpy serve --course`` then serves the finished folder and needs no network at all
(:mod:`knackpy.serve.course`).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from .. import i18n
from ..errors import KnackpyError
from . import texts  # noqa: F401 - registers the texts

__all__ = [
    "BUILD_MODULES",
    "PREFIX",
    "SiteInfo",
    "add_build_parser",
    "check_site",
    "cmd_course_build",
    "default_site_dir",
    "missing_build_tools",
]

#: the Python modules of the ``docs`` and ``lite`` extras the build runs (import names)
BUILD_MODULES = (
    "mkdocs",
    "material",
    "mkdocs_jupyter",
    "mkdocs_static_i18n",
    "nbconvert",
    "jupyterlite_core",
    "jupyterlite_pyodide_kernel",
    "jupyter_server",
)
#: the programs the build calls: npm fetches Pyodide and the live mode's packages, node bundles and compiles
BUILD_PROGRAMS = ("npm", "node")
#: written by ``knackpy course build`` beside the site's index.html: what was built, when, by which knackpy
MARKER = "knackpy-site.json"
#: the lesson pages' live mode in a site built with the in-browser Python (tools/lite/build.py, SITE_FOLDER)
LIVE_MODE = Path("live") / "knackpy-page.js"
#: files worth a gzip copy beside them (text and WebAssembly; wheels, pictures and fonts are compressed already)
COMPRESSED_SUFFIXES = frozenset({".wasm", ".js", ".mjs", ".json", ".html", ".css", ".svg", ".ipynb", ".txt", ".xml"})
COMPRESS_FROM = 1024  # bytes: below this a gzip copy saves less than the headers cost
#: where the classroom server serves the site (German at its root, English under en/, as on the public website)
PREFIX = "/kurs"
#: the project's folder of a source checkout (knackpy course build runs the build there)
PROJECT = Path(__file__).resolve().parents[2]


def default_site_dir() -> Path:
    """Where ``knackpy course build`` writes the site and ``knackpy serve --course`` looks for it: this user's data
    folder (``$XDG_DATA_HOME`` or ``~/.local/share`` on Linux, ``~/Library/Application Support`` on macOS,
    ``%LOCALAPPDATA%`` on Windows), subfolder ``knackpy/site``."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "knackpy" / "site"


@dataclass(frozen=True)
class SiteInfo:
    """A built course website: its folder, whether its lessons can start live, when it was built (if known)."""

    path: Path
    live: bool
    built: str | None


def check_site(path: Path) -> SiteInfo:
    """The built site in ``path``, or a :class:`KnackpyError` that says how to build one."""
    path = Path(path).expanduser().resolve()
    if not (path / "index.html").is_file() or not (path / "en" / "index.html").is_file():
        raise KnackpyError("serve.course.no_site", path=path)
    built = None
    # a site built by hand (tools/lite/build.py --site) has no marker; it is served all the same
    with contextlib.suppress(OSError, ValueError, AttributeError):
        built = json.loads((path / MARKER).read_text(encoding="utf-8")).get("built")
    return SiteInfo(path, (path / LIVE_MODE).is_file(), built if isinstance(built, str) else None)


def missing_build_tools(project: Path | None = None) -> list[str]:
    """What ``knackpy course build`` needs and this machine lacks: Python modules and programs, by name."""
    project = project or PROJECT
    if not (project / "tools" / "lite" / "build.py").is_file() or not (project / "mkdocs.yml").is_file():
        raise KnackpyError("serve.course.no_project", path=project)
    modules = [name for name in BUILD_MODULES if importlib.util.find_spec(name) is None]
    return modules + [name for name in BUILD_PROGRAMS if shutil.which(name) is None]


def add_serve_arguments(parser: argparse.ArgumentParser, lang: str) -> None:
    """``knackpy serve --course [--site DIR]``."""
    parser.add_argument("--course", action="store_true", help=i18n.text("serve.help.course", lang))
    parser.add_argument("--site", type=Path, default=None, metavar="DIR", help=i18n.text("serve.help.site", lang))


def site_from_args(args: argparse.Namespace) -> SiteInfo | None:
    """The site ``knackpy serve`` is to serve: with ``--course`` or ``--site DIR``; ``None`` for the tables alone."""
    site = getattr(args, "site", None)
    if not getattr(args, "course", False) and site is None:
        return None
    return check_site(site if site is not None else default_site_dir())


def course_lines(site: SiteInfo | None, url: str) -> list[tuple[str, dict[str, object]]]:
    """What ``knackpy serve`` says about the site at its start: (text key, parameters) for each line."""
    if site is None:
        return []
    lines: list[tuple[str, dict[str, object]]] = [("serve.course.address", {"url": url.rstrip("/") + PREFIX + "/"})]
    if site.built:
        lines.append(("serve.course.folder", {"path": site.path, "built": site.built}))
    else:
        lines.append(("serve.course.folder_undated", {"path": site.path}))
    if not site.live:
        lines.append(("serve.course.not_live", {}))
    return lines


def add_build_parser(course_parser: argparse.ArgumentParser, lang: str) -> None:
    """``knackpy course build [--site DIR]`` under ``knackpy course`` (which without it opens JupyterLab)."""
    sub = course_parser.add_subparsers(dest="course_command", metavar="build")
    text = i18n.text("serve.course.help.build", lang)
    build = sub.add_parser("build", help=text, description=text)
    site_help = i18n.text("serve.course.help.site", lang, default=default_site_dir())
    build.add_argument("--site", type=Path, default=None, metavar="DIR", help=site_help)
    build.add_argument("--lang", choices=i18n.LANGS, default=argparse.SUPPRESS, help=i18n.text("cli.help.lang", lang))
    build.set_defaults(func=cmd_course_build)


def cmd_course_build(args: argparse.Namespace, out: TextIO) -> int:
    """Build the website with its live lessons into the site folder (the old one stays until the new one is done)."""
    lang = args.lang
    target = Path(args.site).expanduser().resolve() if args.site else default_site_dir()
    missing = missing_build_tools()
    if missing:
        raise KnackpyError("serve.course.build_missing", missing=", ".join(missing))
    print(i18n.text("serve.course.building", lang, path=target), file=out, flush=True)
    fresh, app = target.with_name(target.name + ".new"), target.with_name(target.name + ".app")
    for stale in (fresh, app):
        shutil.rmtree(stale, ignore_errors=True)
    try:
        fresh.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise KnackpyError("serve.course.cannot_write", path=fresh.parent, reason=str(err)[:80]) from None
    # the app goes beside the site and away after it (the site holds a copy in live/), not into the project
    build = [sys.executable, str(PROJECT / "tools" / "lite" / "build.py"), "--out", str(app), "--site", str(fresh)]
    done = subprocess.run(build, cwd=PROJECT, env={**os.environ, "PYTHONPATH": str(PROJECT)})
    shutil.rmtree(app, ignore_errors=True)
    if done.returncode != 0 or not (fresh / "index.html").is_file():
        shutil.rmtree(fresh, ignore_errors=True)
        raise KnackpyError("serve.course.build_failed", code=done.returncode)
    try:
        precompress(fresh)
        marker = {"built": time.strftime("%Y-%m-%d %H:%M"), "knackpy": _knackpy_version()}
        (fresh / MARKER).write_text(json.dumps(marker) + "\n", encoding="utf-8")
        _replace(target, fresh)
    except OSError as err:  # e.g. the disk is full: the old site stays where it was
        shutil.rmtree(fresh, ignore_errors=True)
        raise KnackpyError("serve.course.cannot_write", path=target, reason=str(err)[:80]) from None
    print(i18n.text("serve.course.built", lang, path=target), file=out, flush=True)
    return 0


def precompress(site: Path) -> int:
    """A ``.gz`` copy beside every file of :data:`COMPRESSED_SUFFIXES` from :data:`COMPRESS_FROM` bytes on, made
    once here so the classroom sends it to every browser that takes gzip at no cost of CPU (a live start is about
    20 MB plain, 12 MB so; thirty pupils share the classroom's Wi-Fi).  Returns how many copies were made."""
    made = 0
    for path in site.rglob("*"):
        if path.suffix in COMPRESSED_SUFFIXES and path.is_file() and path.stat().st_size >= COMPRESS_FROM:
            packed = gzip.compress(path.read_bytes(), compresslevel=9, mtime=0)
            if len(packed) < path.stat().st_size:
                path.with_name(path.name + ".gz").write_bytes(packed)
                made += 1
    return made


def _replace(target: Path, fresh: Path) -> None:
    """``fresh`` becomes ``target``; the old site is removed only once the new one is in its place."""
    old = target.with_name(target.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    fresh.rename(target)
    shutil.rmtree(old, ignore_errors=True)


def _knackpy_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("knackpy")
    except PackageNotFoundError:
        return "?"
