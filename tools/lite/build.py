"""Build the live version of the course: JupyterLite with the Pyodide kernel, knackpy and every lesson.

    python tools/lite/build.py                 # the app into .cache/lite/app, prints its size
    python tools/lite/build.py --site site     # the app, then `mkdocs build --strict` into site/ with the app
                                               # in site/live/ and a "Try it live" link on every lesson page
    python tools/lite/build.py --out DIR       # the app somewhere else

Every input is pinned in ``pins.toml`` (beside this file) by version and hash; downloads are kept in
``.cache/lite/downloads`` and checked against those hashes each time.  The steps:

1. **Tools.**  ``jupyterlite-core`` and ``jupyterlite-pyodide-kernel`` must be installed at the pinned
   versions (``pip install -e ".[lite]"``, see the README of this folder).
2. **Pyodide, served by the site.**  The kernel loads Pyodide from a CDN unless the app has its own copy
   in ``static/pyodide/``.  That copy is the npm package ``pyodide`` at exactly the version the kernel
   expects (``npm pack``, integrity checked), without source maps, type stubs and demo pages.
3. **Wheels next to Pyodide.**  The npm package has the lock file (``pyodide-lock.json``) but not the
   wheels the kernel loads at start (micropip, ipython, jedi and their dependencies).  PyPI's wheels of
   the same versions work; they are downloaded with ``pip download --require-hashes`` and the lock's
   ``sha256`` entries are rewritten for them (Pyodide checks each wheel against its lock entry).
   ipywidgets, comm and the knackpy wheel of the working tree (``pip wheel --no-deps``) are added to
   the lock as well; every other entry is removed, so the lock lists exactly the wheels the app ships
   and nothing can be fetched from elsewhere.
   The kernel's own wheels (piplite, pyodide-kernel and its ipykernel stand-in, from the pinned
   jupyterlite-pyodide-kernel wheel) are added to the lock, too, and the kernel's setting
   ``loadPyodideOptions.packages`` names everything it needs at start plus knackpy: Pyodide then loads
   all of it at once while it starts, instead of the kernel installing five packages one after the other.
3b. **Bytecode.**  The modules that the kernel's start and ``import knackpy`` import are compiled for
   Pyodide's Python at build time (``compile_wheels.mjs``, run by Node with the pinned Pyodide), so the
   browser does not compile them on every start (as in Pyodide's own packages, the bytecode replaces the
   source; without column positions, which makes it a third smaller).  jedi's type stubs for libraries
   the app does not ship are left out (``dropped_files``).
4. **knackpy without typing anything.**  The Pyodide kernel loads, before each cell runs, the lock's
   packages that the cell imports (``loadPackagesFromImports``).  knackpy's lock entry depends on
   ipywidgets, so the lessons' ``import knackpy`` brings both: no install cell, and it works in any
   order of cells and after a kernel restart.  ``%pip install`` goes through piplite, whose fallback to
   PyPI is switched off (``disablePyPIFallback``); it finds knackpy and ipywidgets in the lock, too.
5. **The lessons.**  Copies of ``course/de/*.ipynb`` and ``course/en/*.ipynb`` (in ``de/`` and ``en/``
   of the app) with the outputs cleared, the Pyodide kernel set, and a first Markdown cell that says
   where the learner's edits are kept and how to get the original back.
6. **jupyter lite build** with the extensions from pinned wheels only (the Pyodide kernel and the
   ipywidgets manager; ``ignore_sys_prefix``: nothing else installed on the machine gets in), no source
   maps, the apps ``lab``, ``notebooks`` and ``tree``.
7. **The landing page and the reset page.**  ``index.html`` of the app lists the lessons of both
   languages; ``reset.html?path=de/02_....ipynb`` deletes the learner's saved copy of one lesson from
   the browser's storage (IndexedDB, the database named by ``contentsStorageName``) and opens the
   original.  Edits are saved there by JupyterLite itself (autosave every 10 s, or Ctrl+S).

8. **Lessons that run themselves.**  ``knackpy-live.js`` (beside this file) is served as
   ``live/knackpy-live.js`` and loaded by ``notebooks/index.html``: through the app's own API
   (``exposeAppInBrowser``) it runs every cell with "Run All Cells" once the kernel is up.  Lessons open
   trusted and with their inputs collapsed (the cell metadata ``jupyter.source_hidden`` from course/build.py).

8b. **Pyodide starts with the page.**  ``knackpy-live.js`` creates the kernel's worker as the lesson's page
   loads (``knackpy-kernel-worker.js``, written from the template beside this file: the kernel's own worker
   script, imported unchanged, and a call that starts Pyodide with the kernel's ``loadPyodideOptions`` and
   imports what the kernel's start imports).  JupyterLab creates the kernel only once the notebook is open,
   3-4 s later; the kernel then gets that worker, and its setting ``pyodideUrl`` points at
   ``static/pyodide/knackpy-pyodide.mjs`` (beside this file), which hands it the Pyodide already started.

8c. **The lesson pages' live mode.**  ``knackpy-page.js``, esbuild's bundle of ``tools/live-page/`` (the
   Pyodide kernel of the pinned version, JupyterLab's output area and the Jupyter widget manager, from the
   npm packages its ``package-lock.json`` pins): a lesson page's "Live starten" runs the lesson with it on the
   page itself, in the worker of step 8b, with this app's kernel settings, Pyodide and wheels.

9. **Menus in the lesson's language.**  ``de/notebooks/`` and ``en/notebooks/`` are the notebook app
   once more, only its page and settings (a few kB): JupyterLite merges the ``jupyter-lite.json`` of
   every folder from the page up to the app's root, so they share the root's build, Pyodide, lessons and
   saved copies, and ``<lang>/jupyter-lite.json`` sets JupyterLab's locale (``de_DE``, ``en``) and a
   settings storage of its own.  The German catalogues (``api/translations/de_DE.json``) are read from
   the pinned wheel of ``jupyterlab-language-pack-de-DE`` (jupyterlite-core's translation addon would
   take installed packs, which the build ignores).  The lesson pages link ``<lang>/notebooks/``.

The app makes no request to any other host: tests/test_lite.py checks the configuration and the lock,
tests/test_lite_browser.py runs a lesson in Chromium and blocks everything that leaves 127.0.0.1.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PINS_FILE = HERE / "pins.toml"
CACHE = ROOT / ".cache" / "lite"
DEFAULT_OUT = CACHE / "app"
LANGS = ("de", "en")
#: the folder of the website the app is copied into (tools/site/hooks.py, KNACKPY_LITE_APP)
SITE_FOLDER = "live"
#: the IndexedDB database of the learners' copies (JupyterLite's contentsStorageName)
STORAGE_NAME = "knackpy-course"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
APPS = ("lab", "notebooks", "tree")
#: the kernel's own wheels, shipped in the jupyterlite-pyodide-kernel wheel: lock name -> import names
KERNEL_WHEELS = {"piplite": ["piplite"], "pyodide-kernel": ["pyodide_kernel"], "ipykernel": ["ipykernel"]}
#: what Pyodide loads as it starts (``loadPyodideOptions.packages``): what the kernel 0.8.6 would install
#: one by one otherwise (worker.ts: micropip, piplite, ipykernel, comm, pyodide-kernel, jedi, ipython), and
#: what every lesson imports
START_PACKAGES = [
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "knackpy",
]
#: what runs in Node to find the modules worth compiling: the kernel's start, ipywidgets and all of knackpy
START_IMPORTS = "import piplite.piplite, pyodide_kernel, ipywidgets"
#: knackpy's modules that cannot run in Pyodide (the classroom server needs starlette and a network)
NOT_IN_PYODIDE = ("knackpy.serve", "knackpy.__main__")


def knackpy_modules(root: Path = ROOT) -> list[str]:
    """Every module of knackpy that the lessons may import in the browser (all are compiled, step 3b)."""
    names = []
    for path in sorted((root / "knackpy").rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        if not name.startswith(NOT_IN_PYODIDE):
            names.append(name)
    return names


#: zip timestamps of the knackpy wheel and JupyterLite's outputs (1980-01-01, the zip format's first day)
SOURCE_DATE_EPOCH = 315532800
#: what the cell at the top of each live lesson says, and the texts of the landing and reset pages
TEXT = {
    "cell": (
        "> **Browser-Version dieser Lektion.** Python läuft hier in deinem Browser (Pyodide), ohne "
        "Installation; der erste Start dauert einige Sekunden. Die Lektion läuft beim Öffnen von selbst; "
        "den Code einer Zelle zeigt ein Klick auf „…“. `knackpy` ist schon da.\n>\n"
        "> Deine Änderungen werden in diesem Browser gespeichert (automatisch alle 10 Sekunden oder mit "
        "Strg+S) und sind nach dem Neuladen noch da. **Zurück zur Originalfassung:** der Link "
        "„Originalfassung wiederherstellen“ auf der Seite der Lektion oder auf der Startseite der "
        "Browser-Version.",
        "> **In-browser version of this lesson.** Python runs right here in your browser (Pyodide), with "
        "nothing to install; the first start takes a few seconds. The lesson runs by itself when it opens; "
        "click “…” to see a cell's code. `knackpy` is already there.\n>\n"
        "> Your changes are saved in this browser (automatically every 10 seconds, or with Ctrl+S) and are "
        "still there after a reload. **Back to the original:** the link “Back to the original lesson” on "
        "the lesson's page or on the start page of the in-browser version.",
    ),
    "title": ("Knack, 31 & Charakir – live im Browser", "Knack, 31 & Charakir – live in the browser"),
    "intro": (
        "Jede Lektion läuft hier als Notebook in deinem Browser: Python (Pyodide) und knackpy sind "
        "dabei, nichts wird installiert, und nach dem Laden geht nichts mehr über das Netz. Der erste "
        "Start einer Lektion dauert einige Sekunden.",
        "Every lesson runs here as a notebook in your browser: Python (Pyodide) and knackpy are included, "
        "nothing is installed, and nothing goes over the network once the page has loaded. The first start "
        "of a lesson takes a few seconds.",
    ),
    "storage": (
        "Deine Änderungen bleiben in diesem Browser gespeichert (automatisch alle 10 Sekunden oder mit "
        "Strg+S), auch nach dem Neuladen. „Originalfassung wiederherstellen“ löscht deine gespeicherte Fassung einer "
        "Lektion und öffnet sie wie neu; „Alle zurücksetzen“ tut das für alle Lektionen.",
        "Your changes stay saved in this browser (automatically every 10 seconds, or with Ctrl+S), also "
        "after a reload. “Back to the original lesson” deletes your saved copy of a lesson and opens it as new; “Reset all” "
        "does that for every lesson.",
    ),
    "lessons": ("Lektionen", "Lessons"),
    "open": ("öffnen", "open"),
    "original": ("Originalfassung wiederherstellen", "Back to the original lesson"),
    "reset_all": ("Alle zurücksetzen", "Reset all"),
    "lab": ("Alle Dateien in JupyterLab", "All files in JupyterLab"),
    "reset.title": ("Originalfassung wiederherstellen", "Back to the original lesson"),
    "reset.busy": ("Deine gespeicherte Fassung wird gelöscht …", "Deleting your saved copy …"),
    "reset.done": ("Gelöscht. Die Originalfassung wird geöffnet.", "Deleted. Opening the original."),
    "reset.none": ("Es gab keine gespeicherte Fassung.", "There was no saved copy."),
    "reset.unknown": ("Diese Lektion gibt es nicht.", "There is no such lesson."),
}


def t(key: str, lang: str, **params: object) -> str:
    text = TEXT[key][LANGS.index(lang)]
    return text.format(**params) if params else text


class BuildError(RuntimeError):
    """A step of the build failed; the message says which and what to do."""


def load_pins(path: Path = PINS_FILE) -> dict:
    with path.open("rb") as file:
        return tomllib.load(file)


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(map(str, cmd))} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def normalize(name: str) -> str:
    """A project name as PEP 503 writes it (``prompt_toolkit`` -> ``prompt-toolkit``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


# --- 1. tools ---------------------------------------------------------------------------------------


def check_tools(pins: dict) -> None:
    wrong = []
    for name, wanted in pins["tools"].items():
        try:
            have = version(name)
        except PackageNotFoundError:
            have = None
        if have != wanted:
            wrong.append(f"{name}=={wanted} (installed: {have or 'none'})")
    if wrong:
        raise BuildError(f"the build needs {', '.join(wrong)}: pip install -e '.[lite]'")


# --- 2. Pyodide from npm ----------------------------------------------------------------------------


def fetch_pyodide(pins: dict, downloads: Path) -> Path:
    """The npm package ``pyodide`` at the pinned version, integrity checked, unpacked; returns its folder."""
    wanted = pins["pyodide"]
    tarball = downloads / f"pyodide-{wanted['version']}.tgz"
    if not tarball.exists():
        downloads.mkdir(parents=True, exist_ok=True)
        if shutil.which("npm") is None:
            raise BuildError("npm is needed to fetch the pyodide package (apt-get install npm)")
        log(f"npm pack pyodide@{wanted['version']}")
        run(["npm", "pack", f"pyodide@{wanted['version']}", "--pack-destination", str(downloads)])
    integrity = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    if integrity != wanted["integrity"]:
        tarball.unlink()
        raise BuildError(f"{tarball.name}: integrity {integrity} is not the pinned {wanted['integrity']}")
    unpacked = downloads / f"pyodide-{wanted['version']}"
    if not (unpacked / "package" / "pyodide-lock.json").exists():
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tarball) as archive:
            archive.extractall(unpacked, filter="data")
    return unpacked / "package"


# --- 3. wheels --------------------------------------------------------------------------------------


def wheel_pins(pins: dict) -> dict[str, dict]:
    return {**pins["wheels"], **pins["extensions"], **pins.get("language-packs", {})}


def fetch_wheels(pins: dict, downloads: Path) -> dict[str, Path]:
    """Every pinned wheel, by normalized project name (``pip download --require-hashes``)."""
    folder = downloads / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    wanted = wheel_pins(pins)
    found = _wheels_in(folder, wanted)
    missing = [name for name in wanted if name not in found]
    if missing:
        log(f"pip download {len(missing)} wheels")
        with tempfile.TemporaryDirectory() as tmp:
            requirements = Path(tmp) / "requirements.txt"
            requirements.write_text(
                "".join(
                    f"{name}=={wanted[name]['version']} --hash=sha256:{wanted[name]['sha256']}\n" for name in missing
                )
            )
            # pure-Python wheels for the Python of Pyodide; --require-hashes checks every download
            cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:"]
            cmd += ["--python-version", pins["pyodide"].get("python", "3.14"), "--require-hashes"]
            cmd += ["-r", str(requirements), "-d", str(folder), "--disable-pip-version-check", "--quiet"]
            run(cmd)
        found = _wheels_in(folder, wanted)
    for name, pin in wanted.items():
        if name not in found:
            raise BuildError(f"no wheel of {name}=={pin['version']} in {folder}")
        if sha256(found[name]) != pin["sha256"]:
            found[name].unlink()
            raise BuildError(f"{found[name].name}: sha256 is not the pinned one (deleted; run the build again)")
    return found


def _wheels_in(folder: Path, wanted: dict[str, dict]) -> dict[str, Path]:
    found = {}
    for path in folder.glob("*.whl"):
        name, wheel_version = path.name.split("-")[:2]
        name = normalize(name)
        if name in wanted and wheel_version == wanted[name]["version"] and path.name.endswith("-none-any.whl"):
            found[name] = path
    return found


def build_knackpy_wheel(dest: Path) -> Path:
    """``pip wheel --no-deps`` of a clean copy of the working tree (nothing is written into the tree)."""
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "knackpy-src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        shutil.copytree(ROOT / "knackpy", src / "knackpy", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        env = {**os.environ, "SOURCE_DATE_EPOCH": str(SOURCE_DATE_EPOCH), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dest), str(src)], env=env)
    wheels = sorted(dest.glob("knackpy-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one pure-Python knackpy wheel in {dest}, found {[w.name for w in wheels]}")
    return wheels[0]


def make_pyodide(pins: dict, npm: Path, wheels: dict[str, Path], knackpy_wheel: Path, dest: Path) -> dict:
    """``static/pyodide/``: the runtime, the wheels, and a lock file that lists exactly those wheels."""
    dest.mkdir(parents=True)
    for name in pins["pyodide"]["files"]:
        shutil.copy2(npm / name, dest / name)
    lock = json.loads((npm / "pyodide-lock.json").read_text(encoding="utf-8"))
    original = lock["packages"]
    by_name = {normalize(key): key for key in original}
    packages = {}
    for name, pin in pins["wheels"].items():
        wheel = wheels[name]
        if pin.get("add"):
            entry = _new_entry(name, pin["version"], wheel, pin["imports"], pin["depends"])
        else:
            if name not in by_name:
                raise BuildError(f"{name} is not in the lock file of pyodide {pins['pyodide']['version']}")
            entry = dict(original[by_name[name]])
            if entry["version"] != pin["version"]:
                raise BuildError(f"pins.toml has {name} {pin['version']}, Pyodide's lock file {entry['version']}")
        entry["file_name"] = wheel.name
        entry["sha256"] = sha256(wheel)
        packages[by_name.get(name, name)] = entry  # the lock's keys are normalized names
        shutil.copy2(wheel, dest / wheel.name)
    knackpy_version = knackpy_wheel.name.split("-")[1]
    packages["knackpy"] = _new_entry(
        "knackpy", knackpy_version, knackpy_wheel, pins["knackpy"]["imports"], pins["knackpy"]["depends"]
    )
    shutil.copy2(knackpy_wheel, dest / knackpy_wheel.name)
    packages.update(kernel_wheels(wheels["jupyterlite-pyodide-kernel"], dest))
    # lock keys are the names Pyodide uses; dependencies must point at keys that are there
    keys = {normalize(key): key for key in packages}
    for entry in packages.values():
        missing = [d for d in entry["depends"] if normalize(d) not in keys]
        if missing:
            raise BuildError(f"{entry['name']} depends on {missing}, which the app does not ship")
        entry["depends"] = [keys[normalize(d)] for d in entry["depends"]]
    lock["packages"] = dict(sorted(packages.items()))
    write_lock(lock, dest)
    compile_wheels(dest, lock)
    for entry in packages.values():  # the compiled wheels, by their own hashes
        entry["sha256"] = sha256(dest / entry["file_name"])
    write_lock(lock, dest)
    return lock


def write_lock(lock: dict, dest: Path) -> None:
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def kernel_wheels(extension: Path, dest: Path) -> dict[str, dict]:
    """The kernel's own wheels out of the (pinned) extension wheel, copied to ``dest``: their lock entries."""
    entries = {}
    with zipfile.ZipFile(extension) as archive:
        inside = {Path(n).name: n for n in archive.namelist() if "/static/pypi/" in n and n.endswith(".whl")}
        for name, imports in KERNEL_WHEELS.items():
            found = [file for file in inside if normalize(file.split("-")[0]) == name]
            if len(found) != 1:
                raise BuildError(f"{extension.name} should hold one wheel of {name}, it holds {found}")
            (dest / found[0]).write_bytes(archive.read(inside[found[0]]))
            entries[name] = _new_entry(
                name, found[0].split("-")[1], dest / found[0], imports, requires(dest / found[0])
            )
    return entries


def requires(wheel: Path) -> list[str]:
    """The dependencies a wheel declares (``Requires-Dist`` without extras or markers), normalized."""
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        lines = archive.read(metadata).decode("utf-8").splitlines()
    found = [line.split(":", 1)[1].strip() for line in lines if line.startswith("Requires-Dist:")]
    return [normalize(re.split(r"[\s;<>=!~\[(]", item, maxsplit=1)[0]) for item in found if ";" not in item]


def dropped_files(lock: dict) -> list[str]:
    """What the wheels need not bring: stubs for libraries this app does not ship (step 3b).

    jedi (the kernel's completion) carries type stubs for Django and for dozens of libraries from typeshed
    (requests, flask, boto, ...), about 0.4 MB; it reads one only when that library is imported, which
    cannot happen here (no PyPI).  The stubs of the shipped packages (six, decorator) and of the standard
    library stay.

    pygments (IPython's highlighting) brings lexers for about 600 languages, 1.0 of its 1.3 MB on the wire
    (issue 33: a cold lesson page was 13.1 MB, its goal 13 MB).  IPython's tracebacks and its Python display
    use only the Python lexer; the others are loaded only by name (``IPython.display.Code`` with another
    language, ``guess_lexer``), which no lesson does.  The lexers' table (``_mapping``) and package stay, so
    ``get_lexer_by_name("python")`` works (tests/test_pyodide_runtime.py) and another name fails with an
    ImportError that names the module."""
    shipped = sorted({name for entry in lock["packages"].values() for name in entry["imports"]})
    keep = "|".join(re.escape(name) for name in shipped)
    return [
        r"jedi/third_party/django-stubs/",
        rf"jedi/third_party/typeshed/third_party/[^/]+/(?!(?:{keep})(?:/|\.pyi$))",
        rf"pygments/lexers/(?!(?:{'|'.join(PYGMENTS_LEXERS)})\.py$)[^/]+$",
    ]


#: the modules of pygments.lexers the app ships (dropped_files): the package, its table, the Python lexers
PYGMENTS_LEXERS = ("__init__", "_mapping", "python")


def compile_wheels(dest: Path, lock: dict) -> None:
    """Byte-compile, in place, the modules of ``dest``'s wheels that the kernel's start imports (step 3b)."""
    if shutil.which("node") is None:
        raise BuildError("node is needed to compile the wheels for Pyodide (apt-get install nodejs)")
    wheels = sorted(dest.glob("*.whl"))
    stdlib = (dest / "python_stdlib.zip").resolve()
    jobs = {
        "packages": START_PACKAGES,
        "imports": "\n".join([START_IMPORTS, *(f"import {name}" for name in knackpy_modules())]),
        "drop": dropped_files(lock),
        "wheels": [{"src": str(w), "dst": str(w)} for w in wheels],
        # and the standard library's modules that the start imports (its zip ships sources: 1.9 s of CPU a cold start)
        "stdlib": {"src": str(stdlib), "dst": str(stdlib)},
    }
    with tempfile.TemporaryDirectory() as tmp:
        jobs_file = Path(tmp) / "jobs.json"
        jobs_file.write_text(json.dumps(jobs), encoding="utf-8")
        log(f"compile {len(wheels)} wheels for Pyodide's Python (node)")
        run(["node", str(HERE / "compile_wheels.mjs"), str(dest.resolve()), str(jobs_file)])


def _new_entry(name: str, entry_version: str, wheel: Path, imports: list[str], depends: list[str]) -> dict:
    return {
        "name": name,
        "version": entry_version,
        "file_name": wheel.name,
        "install_dir": "site",
        "package_type": "package",
        "imports": list(imports),
        "depends": list(depends),
        "sha256": sha256(wheel),
        "unvendored_tests": False,
    }


# --- 5. lessons -------------------------------------------------------------------------------------


def lesson_paths(course: Path) -> dict[str, list[Path]]:
    return {lang: sorted(p for p in (course / lang).glob("*.ipynb") if not p.name.startswith(".")) for lang in LANGS}


def live_notebook(path: Path, lang: str) -> dict:
    """The lesson as the live app serves it: no outputs, the Pyodide kernel, a note on top."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        # the course's own lessons: trusted, so their outputs (SVG, rule boxes, widgets) show as made
        cell["metadata"]["trusted"] = True
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    nb["metadata"].pop("widgets", None)
    nb["metadata"]["kernelspec"] = dict(KERNELSPEC)
    note = {
        "cell_type": "markdown",
        "id": "knackpy-live-note",
        "metadata": {"tags": ["knackpy-live"], "editable": False, "deletable": False, "trusted": True},
        "source": t("cell", lang),
    }
    nb["cells"].insert(0, note)
    nb["nbformat"], nb["nbformat_minor"] = 4, max(nb.get("nbformat_minor", 5), 5)
    return nb


def make_contents(course: Path, dest: Path) -> dict[str, list[str]]:
    names = {}
    for lang, paths in lesson_paths(course).items():
        (dest / lang).mkdir(parents=True)
        for path in paths:
            nb = live_notebook(path, lang)
            (dest / lang / path.name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        names[lang] = [p.stem for p in paths]
    return names


# --- 6. jupyter lite build --------------------------------------------------------------------------


def lite_config(wheels: dict[str, Path], pins: dict, contents: Path, out: Path) -> dict:
    return {
        "LiteBuildConfig": {
            "apps": list(APPS),
            "contents": [str(contents)],
            "federated_extensions": [str(wheels[name]) for name in pins["extensions"]],
            "ignore_sys_prefix": True,
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            "output_dir": str(out),
            "source_date_epoch": SOURCE_DATE_EPOCH,
        },
        # no wheels of our own through piplite: they are all in Pyodide's lock file (see step 4)
        "PipliteAddon": {"piplite_urls": []},
    }


def jupyter_lite_json(title: str) -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": title,
            "contentsStorageName": STORAGE_NAME,
            "settingsStorageName": f"{STORAGE_NAME}-settings",
            "workspacesStorageName": f"{STORAGE_NAME}-workspaces",
            "litePluginSettings": {
                KERNEL_PLUGIN: {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": START_PACKAGES}}
            },
            # window.jupyterapp, which knackpy-live.js drives (run all cells once the kernel is up)
            "exposeAppInBrowser": True,
            # swaps the tab icon for /static/favicons/... at the server's root, outside the app: 404s
            "disabledExtensions": ["@jupyter-notebook/notebook-extension:tab-icon"],
        },
    }


#: JupyterLab settings of the app (overrides.json): save often, so a reload keeps the learner's edits
OVERRIDES = {
    "@jupyterlab/docmanager-extension:plugin": {"autosave": True, "autosaveInterval": 10},
    # every cell is in the page (no virtual scrolling): a lesson embedded in its page is as tall as it is
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    # a widget is never squeezed into a small scrolling box (the notebook app scrolls long outputs by default)
    "@jupyter-notebook/notebook-extension:scroll-output": {"autoScrollOutputs": False},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def jupyter_lite_build(lite: Path, out: Path) -> None:
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(SOURCE_DATE_EPOCH)}
    env.pop("JUPYTERLITE_PYODIDE_URL", None)  # the local static/pyodide/ is used, never a download
    cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite), "--output-dir", str(out)]
    log("jupyter lite build")
    run(cmd, cwd=lite, env=env)


# --- 7. landing and reset pages ---------------------------------------------------------------------


_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }}
h1 {{ font-size: 1.6rem; }} h2 {{ margin-top: 2rem; }} li {{ margin: .3rem 0; }}
a {{ color: #2e7d32; }} .actions a {{ margin-left: .6rem; font-size: .9em; }}
</style>
</head>
<body>
{body}
</body>
</html>
"""


_CONFIG_SCRIPT = re.compile(r'<script id="jupyter-config-data"[^>]*>.*?</script>', re.S)


def landing_page(course: Path, names: dict[str, list[str]], original: str) -> str:
    """The app's ``index.html``: the lessons of both languages with "open" and "original" links.

    It replaces JupyterLite's own root page, which only redirects to ``lab/``; its
    ``jupyter-config-data`` script is kept, because every app reads it from here.
    """
    config = _CONFIG_SCRIPT.search(original)
    if config is None:
        raise BuildError("JupyterLite's index.html has no jupyter-config-data script (app changed?)")
    sys.path.insert(0, str(ROOT / "tools" / "site"))
    import sitegen  # the lessons' titles, as the website shows them

    parts = []
    for lang in LANGS:
        parts.append(f'<section lang="{lang}" id="{lang}">')
        parts.append(f"<h1>{html.escape(t('title', lang))}</h1>")
        parts.append(f"<p>{html.escape(t('intro', lang))}</p>")
        parts.append(f"<p>{html.escape(t('storage', lang))}</p>")
        parts.append(f"<h2>{html.escape(t('lessons', lang))}</h2>\n<ol>")
        for name in names[lang]:
            title = sitegen.notebook_title(course / lang / f"{name}.ipynb")
            path = f"{lang}/{name}.ipynb"
            parts.append(
                f'<li data-lesson="{path}"><a href="{lang}/notebooks/index.html?path={path}">{html.escape(title)}</a>'
                f'<span class="actions"><a href="reset.html?path={path}" data-reset="{path}">'
                f"{html.escape(t('original', lang))}</a></span></li>"
            )
        parts.append("</ol>")
        parts.append(
            f'<p><a href="reset.html?all={lang}" data-reset-all="{lang}">{html.escape(t("reset_all", lang))}</a> · '
            f'<a href="lab/index.html">{html.escape(t("lab", lang))}</a></p>'
        )
        parts.append("</section>")
    parts.append(config.group(0))
    title = html.escape(" / ".join(t("title", lang) for lang in LANGS))
    return _PAGE.format(lang=LANGS[0], title=title, body="\n".join(parts))


_RESET_SCRIPT = """
const LESSONS = %(lessons)s;
const STORAGE = %(storage)s;
const TEXT = %(text)s;
const params = new URLSearchParams(location.search);
const all = params.get("all");
const one = params.get("path");
const paths = all ? LESSONS.filter((p) => p.startsWith(all + "/")) : LESSONS.filter((p) => p === one);
const lang = (all || one || "de").slice(0, 2) === "en" ? "en" : "de";
const say = (key) => { document.getElementById("status").textContent = TEXT[key][lang]; };
document.documentElement.lang = lang;
document.title = TEXT.title[lang];
document.getElementById("title").textContent = TEXT.title[lang];

function openDb() {
  // the database JupyterLite keeps the learners' files in; do not create it when it is not there
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(STORAGE);
    request.onupgradeneeded = () => { request.transaction.abort(); };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function reset() {
  if (paths.length === 0) { say("unknown"); return; }
  say("busy");
  const db = await openDb();
  let deleted = 0;
  if (db) {
    const stores = ["files", "checkpoints"].filter((s) => db.objectStoreNames.contains(s));
    if (stores.length) {
      await new Promise((resolve, reject) => {
        const tx = db.transaction(stores, "readwrite");
        for (const store of stores) {
          for (const path of paths) {
            const count = tx.objectStore(store).count(path);
            count.onsuccess = () => { if (store === "files") deleted += count.result; };
            tx.objectStore(store).delete(path);
          }
        }
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }
  document.body.dataset.deleted = String(deleted);
  say(deleted ? "done" : "none");
  const target = one ? lang + "/notebooks/index.html?path=" + encodeURIComponent(one) : "index.html#" + lang;
  document.getElementById("next").href = target;
  document.body.dataset.done = "1";
  if (!params.has("stay")) { setTimeout(() => location.replace(target), 600); }
}
reset().catch((error) => { document.getElementById("status").textContent = String(error); });
"""


def reset_page(names: dict[str, list[str]]) -> str:
    lessons = [f"{lang}/{name}.ipynb" for lang in LANGS for name in names[lang]]
    keys = ("title", "busy", "done", "none", "unknown")
    text = {key: {lang: t(key if key == "title" else f"reset.{key}", lang) for lang in LANGS} for key in keys}
    text["title"] = {lang: t("reset.title", lang) for lang in LANGS}
    script = _RESET_SCRIPT % {
        "lessons": json.dumps(lessons),
        "storage": json.dumps(STORAGE_NAME),
        "text": json.dumps(text, ensure_ascii=False),
    }
    body = (
        '<h1 id="title"></h1>\n<p id="status" role="status"></p>\n<p><a id="next" href="index.html">→</a></p>\n'
        f"<script>{script}</script>"
    )
    return _PAGE.format(lang=LANGS[0], title=html.escape(t("reset.title", LANGS[0])), body=body)


# --- 8. lessons that run themselves ----------------------------------------------------------------

LIVE_SCRIPT = "knackpy-live.js"


#: how rule boxes and checks look, the website's own stylesheet: knackpy-live.js links it in the app
OUTPUTS_CSS = ROOT / "docs" / "assets" / "stylesheets" / "outputs.css"
APP_OUTPUTS_CSS = "knackpy-outputs.css"


def add_live_script(built: Path, runtime: dict) -> None:
    """``knackpy-live.js`` beside the apps, loaded by the notebook app: lessons run on open, embed mode; and the
    stylesheet of the lessons' rule boxes and checks that it links (the same file as on the website).  The
    script tag carries what the app was built with (``runtime``): the script compares it with the versions it
    was written for before it uses JupyterLite's internals (issue 33)."""
    shutil.copy2(HERE / LIVE_SCRIPT, built / LIVE_SCRIPT)
    shutil.copy2(OUTPUTS_CSS, built / APP_OUTPUTS_CSS)
    page = built / "notebooks" / "index.html"
    text = page.read_text(encoding="utf-8")
    if "</body>" not in text:
        raise BuildError(f"{page} has no </body> (JupyterLite's page changed?)")
    versions = html.escape(json.dumps({**runtime["versions"], "kernelWorker": runtime["kernelWorker"]}), quote=True)
    tag = f'<script src="../{LIVE_SCRIPT}" data-knackpy="live" data-knackpy-runtime="{versions}"></script>\n'
    page.write_text(text.replace("</body>", tag + "</body>", 1), encoding="utf-8")


# --- what the app was built with (issue 33: the adapters compare it with what they were written for) --------

#: written beside the apps: the versions of the outside runtimes, the kernel's worker script and the early start
RUNTIME_FILE = "knackpy-runtime.json"


def _package_version(built: Path, extension: str) -> str:
    return json.loads((built / "extensions" / extension / "package.json").read_text(encoding="utf-8"))["version"]


def write_runtime(built: Path, pins: dict) -> dict:
    """``knackpy-runtime.json``: the versions the app was built with, read from what was built (the npm package
    of Pyodide, JupyterLite's own configuration, the extensions' package.json), the path of the kernel's worker
    script, and the early start's options.  The lesson pages' live mode reads it (tools/live-page/src/adapters.js),
    and tests/test_pyodide_runtime.py starts the real Pyodide with the same options."""
    config = json.loads((built / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"][KERNEL_PLUGIN]
    runtime = {
        "versions": {
            "pyodide": pins["pyodide"]["version"],
            "jupyterlite": config["appVersion"],
            "pyodide-kernel": _package_version(built, "@jupyterlite/pyodide-kernel-extension"),
            "jupyterlab-manager": _package_version(built, "@jupyter-widgets/jupyterlab-manager"),
        },
        "kernelWorker": kernel_worker(built).relative_to(built).as_posix(),
        "early": {
            "loadPyodideOptions": kernel["loadPyodideOptions"],
            "snapshot": snapshot_spec(built, kernel),
            "imports": EARLY_IMPORTS,
        },
    }
    _write_json(built / RUNTIME_FILE, runtime)
    return runtime


# --- 8b. Pyodide starts with the page ---------------------------------------------------------------

#: the kernel's worker that a lesson's page starts as it loads, and the Pyodide module the kernel imports
EARLY_WORKER = "knackpy-kernel-worker.js"
#: the same worker under the name a lesson page uses: the site's offline worker (tools/site/knackpy-offline.js)
#: covers this name, so that it keeps the page's Python for offline visits, while the app's kernels
#: (EARLY_WORKER) stay with JupyterLite's service worker, which their files need
PAGE_WORKER = "knackpy-page-worker.js"
EARLY_PYODIDE = "knackpy-pyodide.mjs"
#: what the early start imports besides loading the packages: what the kernel's start and the lessons import
#: first.  snapshot_imports() are imported before Pyodide's memory snapshot is taken (the warm start,
#: knackpy-pyodide.mjs), EARLY_IMPORTS after it (none now: what would hold on to a JavaScript object that the
#: snapshot cannot name would go there).
EARLY_IMPORTS: list[str] = []

#: the kernel's own start (tools/lite/README.md, "Start-up", point 7): IPython and the kernel itself
#: (``pyodide_kernel`` builds its IPython shell as it is imported; the kernel's start, which imports it once more,
#: then finds it done), then ipywidgets, which registers its comm targets with that kernel as it is imported
#: (so it must come after ``pyodide_kernel``, never before it).  Not ``piplite.piplite``: SNAPSHOT_BEFORE puts a
#: stand-in in its place, which imports it (and micropip) when ``%pip`` or ``piplite.install`` first need it.
KERNEL_START_IMPORTS = ["IPython", "pyodide_kernel", "ipywidgets"]

#: Python run before the snapshot's imports: piplite's stand-in (lazy_piplite.py)
SNAPSHOT_BEFORE = (HERE / "lazy_piplite.py").read_text(encoding="utf-8")


def snapshot_imports() -> list[str]:
    """What the snapshot holds imported: the kernel's start, ipywidgets and all of knackpy (a lesson's first
    cells, its first widget included, then import nothing)."""
    return [*KERNEL_START_IMPORTS, *knackpy_modules()]


#: run before the snapshot, after its imports: the score tables of the two Knack games (every 3-card hand),
#: which the first hand that a lesson scores would otherwise build (about 0.1 s each)
SNAPSHOT_PREPARE = 'for game in ("knack", "knack_oberlausitz"):\n    knackpy.score_table(knackpy.rules(game))'


KERNEL_WORKER_GLOB = "@jupyterlite/pyodide-kernel-extension/static/comlink.worker.*.js"


def kernel_worker(built: Path) -> Path:
    """The Pyodide kernel's worker script without cross-origin isolation (a static host such as GitHub Pages)."""
    workers = sorted((built / "extensions").glob(KERNEL_WORKER_GLOB))
    if len(workers) != 1:
        raise BuildError(f"expected one worker script of the Pyodide kernel in the app, found {workers}")
    return workers[0]


def snapshot_name(built: Path, kernel: dict) -> str:
    """The name of the warm start's snapshot: it changes with every wheel (their hashes are in the lock file),
    with Pyodide and with what is loaded and imported before the snapshot, so a snapshot never outlives them."""
    state = {
        "lock": sha256(built / "static" / "pyodide" / "pyodide-lock.json"),
        # the zip's directory is in the memory: a snapshot must not outlive the zip it was taken with
        "stdlib": sha256(built / "static" / "pyodide" / "python_stdlib.zip"),
        "load": kernel["loadPyodideOptions"],
        "before": SNAPSHOT_BEFORE,
        "imports": snapshot_imports(),
        "prepare": SNAPSHOT_PREPARE,
    }
    return hashlib.sha256(json.dumps(state, sort_keys=True).encode()).hexdigest()[:16]


def snapshot_spec(built: Path, kernel: dict) -> dict:
    """What the early start's worker is told about the warm start's snapshot (knackpy-pyodide.mjs)."""
    return {
        "name": snapshot_name(built, kernel),
        "before": SNAPSHOT_BEFORE,
        "imports": snapshot_imports(),
        "prepare": SNAPSHOT_PREPARE,
    }


def add_early_start(built: Path) -> None:
    """Pyodide starts as the lesson's page loads, not when JupyterLab has created the kernel (3-4 s later).

    ``knackpy-live.js`` creates the kernel's worker (``knackpy-kernel-worker.js``: the kernel's own worker script
    and a call that starts Pyodide with the kernel's settings) and hands it to the kernel when the kernel asks
    for its worker; the kernel's setting ``pyodideUrl`` points at ``static/pyodide/knackpy-pyodide.mjs``,
    which gives the kernel the Pyodide already started when the options are the same."""
    config_file = built / "jupyter-lite.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise BuildError(f"the kernel's pyodideUrl is {kernel.get('pyodideUrl')!r}, not the app's own Pyodide")
    kernel["pyodideUrl"] = f"./static/pyodide/{EARLY_PYODIDE}"
    _write_json(config_file, config)
    shutil.copy2(HERE / EARLY_PYODIDE, built / "static" / "pyodide" / EARLY_PYODIDE)
    template = (HERE / EARLY_WORKER).read_text(encoding="utf-8")
    script = (
        template.replace("{kernel_worker}", kernel_worker(built).relative_to(built).as_posix())
        .replace("{load_options}", json.dumps(kernel["loadPyodideOptions"]))
        .replace("{snapshot}", json.dumps(snapshot_spec(built, kernel)))
        .replace("{imports}", json.dumps(EARLY_IMPORTS))
    )
    (built / EARLY_WORKER).write_text(script, encoding="utf-8")
    (built / PAGE_WORKER).write_text(script, encoding="utf-8")


# --- 8c. the lesson pages' live mode -----------------------------------------------------------------

#: the lesson pages' live mode (tools/live-page/): the Pyodide kernel, the output area and the widget manager,
#: bundled by esbuild from the npm packages that its package-lock.json pins
PAGE_SOURCES = ROOT / "tools" / "live-page"
PAGE_BUNDLE = "knackpy-page.js"


def add_page_bundle(built: Path, cache: Path) -> None:
    """``knackpy-page.js`` beside the apps: what a lesson page's "Live starten" loads (tools/live-page/README.md).

    ``npm ci`` installs exactly the lock file's packages (integrity checked) into a copy of tools/live-page in
    the cache, again only when the lock file changed; install scripts are not run (esbuild's binary comes as a
    package of its own)."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        raise BuildError("npm and node are needed to bundle the lesson pages' live mode (apt-get install npm)")
    work = cache / "live-page"
    work.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json", "build.mjs"):
        shutil.copy2(PAGE_SOURCES / name, work / name)
    shutil.copytree(PAGE_SOURCES / "src", work / "src", dirs_exist_ok=True)
    stamp = work / "node_modules" / ".knackpy-lock-sha256"
    lock_hash = sha256(work / "package-lock.json")
    if not stamp.is_file() or stamp.read_text(encoding="utf-8") != lock_hash:
        log("npm ci (the lesson pages' live mode)")
        run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=work)
        stamp.write_text(lock_hash, encoding="utf-8")
    run(["node", "build.mjs", str(built.resolve())], cwd=work)
    if not (built / PAGE_BUNDLE).is_file():
        raise BuildError(f"esbuild wrote no {PAGE_BUNDLE}")


# --- 9. menus in the lesson's language --------------------------------------------------------------

TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
#: the apps every lesson language has a copy of in ``<lang>/`` (its lessons open there)
LANG_APPS = ("notebooks",)
#: settings JupyterLite joins with the app's root (config-utils.js, UNPREFIXED_PATHS): the same from any folder
_ROOT_JOINED = ("licensesUrl", "themesUrl")


def lesson_locales(pins: dict) -> dict[str, str]:
    """The JupyterLab locale of each lesson language: English is JupyterLab's own, the others need a pack."""
    locales = {lang: "en" for lang in LANGS}
    locales.update({pack["lang"]: pack["locale"] for pack in pins.get("language-packs", {}).values()})
    return locales


def add_translations(built: Path, pins: dict, wheels: dict[str, Path]) -> None:
    """``api/translations/<locale>.json`` of every pinned language pack, listed in ``all.json``.

    This is what jupyterlite-core's translation addon writes for installed packs (one catalogue per
    domain, as jupyterlab_server's ``get_language_pack``); the build ignores what is installed
    (``ignore_sys_prefix``), so the catalogues come from the pinned wheel instead.
    """
    folder = built / "api" / "translations"
    listing = json.loads((folder / "all.json").read_text(encoding="utf-8"))
    for name, pack in pins.get("language-packs", {}).items():
        catalogues = _language_catalogues(wheels[name], pack["locale"])
        if "jupyterlab" not in catalogues:
            raise BuildError(f"{wheels[name].name} has no jupyterlab catalogue for {pack['locale']}")
        _write_json(folder / f"{pack['locale']}.json", {"data": catalogues, "message": ""})
        listing["data"][pack["locale"]] = {"displayName": pack["display_name"], "nativeName": pack["native_name"]}
    _write_json(folder / "all.json", listing)


def _language_catalogues(wheel: Path, locale: str) -> dict[str, dict]:
    member = re.compile(rf"[^/]+/locale/{re.escape(locale)}/LC_MESSAGES/(?P<domain>[^/]+)\.json")
    with zipfile.ZipFile(wheel) as archive:
        found = [(m["domain"], m.string) for m in map(member.fullmatch, archive.namelist()) if m]
        return {domain: json.loads(archive.read(name)) for domain, name in sorted(found)}


def _write_json(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def add_language_apps(built: Path, pins: dict) -> None:
    """``<lang>/notebooks/``: the notebook app once more per lesson language, with menus in that language.

    Only the app's page and configuration are copied, one folder deeper (a few kB).  JupyterLite merges
    the ``jupyter-lite.json`` of every folder from the page up to the app's root, so the copy shares the
    root's build, extensions, Pyodide, lessons and the learner's saved copies (``contentsStorageName``);
    ``<lang>/jupyter-lite.json`` adds the locale and a settings storage of its own, so that a language
    picked in one app (Settings > Language) does not switch the other.
    """
    blank = _blank_lite_notebook(built / "jupyter-lite.ipynb")
    for lang, locale in lesson_locales(pins).items():
        folder = built / lang
        folder.mkdir()
        level = {
            "settingsStorageName": f"{STORAGE_NAME}-settings-{lang}",
            "settingsOverrides": {TRANSLATION_PLUGIN: {"locale": locale}},
        }
        _write_json(folder / "jupyter-lite.json", {"jupyter-lite-schema-version": 0, "jupyter-config-data": level})
        (folder / "jupyter-lite.ipynb").write_text(blank, encoding="utf-8")
        (folder / "index.html").write_text(_language_index(lang), encoding="utf-8")
        for app in LANG_APPS:
            source, dest = built / app, folder / app
            dest.mkdir()
            config = json.loads((source / "jupyter-lite.json").read_text(encoding="utf-8"))
            data = config["jupyter-config-data"]
            config["jupyter-config-data"] = {key: _one_folder_deeper(key, data[key], app, lang) for key in data}
            _write_json(dest / "jupyter-lite.json", config)
            own = _blank_lite_notebook(source / "jupyter-lite.ipynb")
            (dest / "jupyter-lite.ipynb").write_text(own, encoding="utf-8")
            page = (source / "index.html").read_text(encoding="utf-8")
            (dest / "index.html").write_text(_page_one_folder_deeper(page), encoding="utf-8")


def _blank_lite_notebook(path: Path) -> str:
    """JupyterLite's ``jupyter-lite.ipynb`` (config-utils.js reads it in every folder), checked to hold no settings."""
    text = path.read_text(encoding="utf-8")
    if json.loads(text)["metadata"]["jupyter-lite"].get("jupyter-config-data"):
        raise BuildError(f"{path} holds settings now (JupyterLite changed?): the language apps would miss them")
    return text


def _one_folder_deeper(key: str, value: object, app: str, lang: str) -> object:
    """A setting of ``<app>/jupyter-lite.json`` as ``<lang>/<app>/jupyter-lite.json`` must say it."""
    if key == "appUrl":
        return f"/{lang}{value}"
    if not isinstance(value, str) or key in _ROOT_JOINED:
        return value
    if value.startswith("../"):
        return "../" + value
    if value.startswith("./"):  # a file of the app's own folder (its favicon)
        return f"../../{app}/{value[2:]}"
    return value


def _page_one_folder_deeper(page: str) -> str:
    """The app's ``index.html`` one folder deeper: its links to the build, config-utils.js and the root."""
    deeper = re.sub(r"""(["'])\.\./""", r"\1../../", page)
    root = 'data-jupyter-lite-root=".."'
    if root not in deeper:
        raise BuildError("the app's index.html has no data-jupyter-lite-root (JupyterLite changed?)")
    return deeper.replace(root, 'data-jupyter-lite-root="../.."')


def _language_index(lang: str) -> str:
    """``<lang>/index.html``: JupyterLite reads settings from it (empty); a visitor is sent to the landing page."""
    target = f"../index.html#{lang}"
    body = (
        f'<p><a href="{target}">{html.escape(t("title", lang))}</a></p>\n'
        f'<script id="jupyter-config-data" type="application/json">{{}}</script>\n'
        f"<script>location.replace({json.dumps(target)});</script>"
    )
    return _PAGE.format(lang=lang, title=html.escape(t("title", lang)), body=body)


#: the list of what the kernel loads as it starts, which a lesson page fetches at "start live" (step 8)
PRELOAD_FILE = "knackpy-preload.json"


def write_preload_list(built: Path) -> list[str]:
    """``knackpy-preload.json``: the runtime, the lock file, every wheel and the kernel's worker scripts.

    The lesson page fetches these into the browser's cache as soon as the learner clicks "start live", while
    the notebook app itself is still loading; the kernel then finds them there instead of asking for each
    one only when it gets to it (several MB on a school's network)."""
    pyodide = built / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    files = [f"static/pyodide/{name}" for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs")]
    files += ["static/pyodide/pyodide.mjs", "static/pyodide/pyodide-lock.json"]
    files += sorted(f"static/pyodide/{entry['file_name']}" for entry in lock["packages"].values())
    # the kernel's worker, started by the lesson's page, and the scripts it imports (step 8b)
    files += [PAGE_WORKER, f"static/pyodide/{EARLY_PYODIDE}", kernel_worker(built).relative_to(built).as_posix()]
    missing = [name for name in files if not (built / name).is_file()]
    if missing:
        raise BuildError(f"the preload list names files the app does not have: {missing}")
    (built / PRELOAD_FILE).write_text(json.dumps({"files": files}, indent=1) + "\n", encoding="utf-8")
    return files


# --- the whole build --------------------------------------------------------------------------------


#: Material for MkDocs prints an end-of-life notice on every build that reads like an error; this variable is the
#: only switch it has (no setting in mkdocs.yml: squidfunk/mkdocs-material#8581). README, "Mitmachen", says so.
QUIET_MKDOCS = {"NO_MKDOCS_2_WARNING": "1"}


def folder_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def build(out: Path = DEFAULT_OUT, *, course: Path | None = None, cache: Path = CACHE) -> Path:
    pins = load_pins()
    check_tools(pins)
    course = course or ROOT / "course"
    downloads = cache / "downloads"
    npm = fetch_pyodide(pins, downloads)
    wheels = fetch_wheels(pins, downloads)
    with tempfile.TemporaryDirectory(prefix="knackpy-lite-") as tmp:
        work = Path(tmp)
        knackpy_wheel = build_knackpy_wheel(work / "knackpy-wheel")
        log(f"built {knackpy_wheel.name}")
        lite = work / "lite"
        make_pyodide(pins, npm, wheels, knackpy_wheel, lite / "static" / "pyodide")
        names = make_contents(course, work / "contents")
        title = " / ".join(t("title", lang) for lang in LANGS)
        (lite / "jupyter-lite.json").write_text(json.dumps(jupyter_lite_json(title), indent=2), encoding="utf-8")
        (lite / "overrides.json").write_text(json.dumps(OVERRIDES, indent=2), encoding="utf-8")
        config = lite_config(wheels, pins, work / "contents", work / "out")
        (lite / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
        jupyter_lite_build(lite, work / "out")
        built = work / "out"
        for stale in [*built.rglob("*.map"), *built.rglob(".jupyterlite.doit.db")]:
            stale.unlink()
        original = (built / "index.html").read_text(encoding="utf-8")
        (built / "index.html").write_text(landing_page(course, names, original), encoding="utf-8")
        (built / "reset.html").write_text(reset_page(names), encoding="utf-8")
        add_early_start(built)
        add_live_script(built, write_runtime(built, pins))
        add_page_bundle(built, cache)
        write_preload_list(built)
        add_translations(built, pins, wheels)
        add_language_apps(built, pins)
        (built / "knackpy-lite.json").write_text(
            json.dumps({"pins": pins, "knackpy_wheel": knackpy_wheel.name, "lessons": names}, indent=2) + "\n",
            encoding="utf-8",
        )
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(built, out)
    size, count = folder_size(out)
    log(f"app in {out}: {size / 1e6:.1f} MB in {count} files")
    return out


def build_site(app: Path, site: Path) -> None:
    """``mkdocs build --strict`` with the app: tools/site/hooks.py copies it into ``site/live/``."""
    env = {**os.environ, "KNACKPY_LITE_APP": str(app.resolve()), **QUIET_MKDOCS}
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)]
    log("mkdocs build --strict (with the live app)")
    run(cmd, cwd=ROOT, env=env)
    size, count = folder_size(site)
    log(f"site in {site}: {size / 1e6:.1f} MB in {count} files (the app in {site / SITE_FOLDER})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"where the app goes (default {DEFAULT_OUT})")
    parser.add_argument("--site", type=Path, help="then build the website into this folder, with the app in live/")
    parser.add_argument("--course", type=Path, help="the course folder (default course/)")
    args = parser.parse_args(argv)
    try:
        app = build(args.out.resolve(), course=args.course.resolve() if args.course else None)
        if args.site:
            build_site(app, args.site.resolve())
    except BuildError as error:
        print(f"[lite] error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
