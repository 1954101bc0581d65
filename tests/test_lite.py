"""The live app of the course (tools/lite/build.py), checked on what the build writes (no browser).

The app and the website with the app are built once per session (tools/lite/litetest.py); the
browser test (test_lite_browser.py) runs a lesson in it.  Without the build tools these tests are
skipped, except when the environment variable CI is set: then they fail.
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import sys
import tomllib
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "lite"))
sys.path.insert(0, str(ROOT / "tools" / "site"))

import build  # noqa: E402
import litetest  # noqa: E402
import sitegen  # noqa: E402

PINS = build.load_pins()
LANGS = build.LANGS
#: the app (Pyodide, JupyterLab, the wheels) must stay small enough for a school network
MAX_APP_BYTES = 60_000_000


@pytest.fixture(scope="session")
def tools():
    missing = litetest.missing_tools()
    if missing:
        message = "the live app's build needs " + ", ".join(missing) + " (pip install -e '.[lite,docs]')"
        if os.environ.get("CI"):
            pytest.fail(f"{message} -- CI must run these tests", pytrace=False)
        pytest.skip(message)


@pytest.fixture(scope="session")
def app(tools) -> Path:
    return litetest.built_app()


@pytest.fixture(scope="session")
def site(tools) -> Path:
    return litetest.built_site()


def lite_config(app: Path) -> dict:
    return json.loads((app / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]


def lessons(lang: str) -> list[str]:
    return [lesson.name for lesson in sitegen.lessons(ROOT / "course", lang)]


# --- pins ---------------------------------------------------------------------------------------------


def test_pins_are_exact_and_match_the_kernel():
    from jupyterlite_pyodide_kernel import constants

    # the tools that `pip install -e ".[lite]"` installs (tools/lite/upgrade.py moves both together)
    lite_extra = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    assert {f"{name}=={wanted}" for name, wanted in PINS["tools"].items()} <= set(lite_extra["lite"])
    # the npm package pyodide of the release line the kernel was made for (314.0.x: a newer patch release is taken
    # by tools/lite/upgrade.py when the smoke test passes, whatever CDN version the kernel names)
    assert PINS["pyodide"]["version"].split(".")[:2] == constants.PYODIDE_VERSION.split(".")[:2]
    assert PINS["pyodide"]["python"] == constants.PYODIDE_PYTHON_VERSION
    assert re.fullmatch(r"sha512-[A-Za-z0-9+/]{86}==", PINS["pyodide"]["integrity"])
    for group in ("wheels", "extensions"):
        for name, pin in PINS[group].items():
            assert re.fullmatch(r"\d+(\.\d+)+", pin["version"]), name
            assert re.fullmatch(r"[0-9a-f]{64}", pin["sha256"]), name
    assert PINS["extensions"]["jupyterlite-pyodide-kernel"]["version"] == PINS["tools"]["jupyterlite-pyodide-kernel"]


def test_the_kernels_start_packages_are_pinned():
    # what the Pyodide kernel 0.8.6 loads when it starts (worker.ts: micropip, then ipython, jedi, comm
    # from the lock file; piplite, pyodide-kernel and ipykernel come in its own wheel) and what the lessons
    # import besides knackpy
    for name in ("micropip", "ipython", "jedi", "comm", "ipywidgets", "traitlets", "pygments"):
        assert name in PINS["wheels"], name
    assert PINS["knackpy"] == {"imports": ["knackpy"], "depends": ["ipywidgets"]}


def test_language_packs_are_pinned_for_the_lessons_languages():
    packs = PINS["language-packs"]
    assert {pack["lang"] for pack in packs.values()} == {"de"}  # English is JupyterLab's own language
    for name, pack in packs.items():
        assert name == build.normalize(name) and name.startswith("jupyterlab-language-pack-"), name
        assert re.fullmatch(r"\d+\.\d+\.post\d+", pack["version"]), name
        assert re.fullmatch(r"[0-9a-f]{64}", pack["sha256"]), name
        assert pack["lang"] in LANGS and pack["locale"].startswith(pack["lang"] + "_")
        assert pack["display_name"] and pack["native_name"]
    assert build.lesson_locales(PINS) == {"de": "de_DE", "en": "en"}


# --- the app ------------------------------------------------------------------------------------------


def test_kernel_settings_use_local_pyodide_and_no_pypi(app):
    settings = lite_config(app)["litePluginSettings"][build.KERNEL_PLUGIN]
    # the app's own Pyodide, through the module that hands the kernel the Pyodide started with the page
    assert settings["pyodideUrl"] == f"./static/pyodide/{build.EARLY_PYODIDE}"
    assert (app / "static" / "pyodide" / build.EARLY_PYODIDE).read_text(encoding="utf-8") == (
        litetest.HERE / build.EARLY_PYODIDE
    ).read_text(encoding="utf-8")
    assert settings["disablePyPIFallback"] is True
    assert settings["pipliteUrls"] and all(url.startswith("./extensions/") for url in settings["pipliteUrls"])
    for url in settings["pipliteUrls"]:
        assert (app / urlsplit(url).path).is_file(), url
    assert (app / "static" / "pyodide" / "pyodide.mjs").is_file()
    assert lite_config(app)["contentsStorageName"] == build.STORAGE_NAME


def _config_files(app: Path) -> list[Path]:
    names = ("jupyter-lite.json", "jupyter-lite.ipynb", "all.json", "pyodide-lock.json", "package.json")
    return [p for p in app.rglob("*") if p.name in names or p.name == "overrides.json"]


def test_no_external_urls_in_the_configs(app):
    """Every URL the app is configured with is relative; package metadata (homepage, repository) aside."""
    problems = []
    for path in _config_files(app):
        data = json.loads(path.read_text(encoding="utf-8"))
        if path.suffix == ".ipynb":  # a notebook that documents the settings: its metadata holds them
            data = data["metadata"].get("jupyter-lite", {})
        elif path.name == "package.json":
            # only the fields the app loads from: JupyterLab's federated extension entries
            data = {key: data.get(key) for key in ("jupyterlab", "piplite")}
        for url in re.findall(r"(?:https?:)?//[^\s\"']+", json.dumps(data)):
            if not url.startswith(("http://json-schema.org", "https://json-schema.org")):
                problems.append(f"{path.relative_to(app)}: {url}")
    assert problems == []


def test_lock_lists_exactly_the_shipped_wheels_with_their_hashes(app):
    folder = app / "static" / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    shipped = {p.name for p in folder.glob("*.whl")}
    assert {entry["file_name"] for entry in packages.values()} == shipped
    for key, entry in packages.items():
        wheel = folder / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], key
        assert key == build.normalize(entry["name"]), key
        assert all(dep in packages for dep in entry["depends"]), (key, entry["depends"])
        assert entry["package_type"] == "package" and entry["install_dir"] == "site"
        assert wheel.name.endswith("-none-any.whl"), f"{wheel.name}: only pure-Python wheels work here"
    for name, pin in PINS["wheels"].items():
        assert packages[name]["version"] == pin["version"]
    for name in build.KERNEL_WHEELS:  # the kernel's own, out of the pinned extension wheel
        assert packages[name]["file_name"].startswith(name.replace("-", "_") + "-")
    assert packages["knackpy"]["depends"] == ["ipywidgets"] and packages["knackpy"]["imports"] == ["knackpy"]
    assert lock["info"]["python"].startswith(PINS["pyodide"]["python"] + ".")


#: a .pyc header: the magic number of the Python that wrote it, then its flags (1: checked by a hash of
#: its source, never against the source itself: "unchecked-hash", the same bytes in every build)
UNCHECKED_HASH = (1).to_bytes(4, "little")


def test_shipped_wheels_are_the_pinned_ones_with_the_start_modules_compiled(app):
    """Step 3b of the build: each file of the pinned wheel is there unchanged, or compiled beside it."""
    folder = app / "static" / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    pinned = build.fetch_wheels(PINS, build.CACHE / "downloads")  # checked against pins.toml's hashes
    dropped = [re.compile(pattern) for pattern in build.dropped_files({"packages": lock})]
    compiled_total, magic, left_out = 0, set(), set()
    for name in PINS["wheels"]:
        with zipfile.ZipFile(pinned[name]) as original, zipfile.ZipFile(folder / lock[name]["file_name"]) as shipped:
            ours = set(shipped.namelist())
            for member in original.namelist():
                if member.endswith(".dist-info/RECORD") or member.endswith("/"):
                    continue
                if any(pattern.match(member) for pattern in dropped):
                    assert member not in ours and member + "c" not in ours, member
                    left_out.add(member)
                    continue
                if member in ours:
                    assert shipped.read(member) == original.read(member), (name, member)
                else:
                    code = shipped.read(member + "c")  # a module the kernel's start imports: only its bytecode
                    assert member.endswith(".py") and code[4:8] == UNCHECKED_HASH, (name, member)
                    magic.add(code[:4])
                    compiled_total += 1
            assert ours - set(original.namelist()) == {m + "c" for m in original.namelist() if m + "c" in ours}
    assert len(magic) == 1, "one Python wrote all bytecode"
    # only jedi's stubs for libraries the app does not ship and pygments' lexers of other languages are left
    # out; the standard library's and six's stubs stay, and so do the Python lexers
    assert left_out and all(member.startswith(("jedi/third_party/", "pygments/lexers/")) for member in left_out)
    assert any("/requests/" in member for member in left_out) and any("django-stubs" in m for m in left_out)
    assert "pygments/lexers/html.py" in left_out and len([m for m in left_out if m.startswith("pygments/")]) > 200
    with zipfile.ZipFile(folder / lock["pygments"]["file_name"]) as shipped:
        lexers = {name for name in shipped.namelist() if name.startswith("pygments/lexers/")}
        assert {name.removesuffix("c") for name in lexers} == {
            f"pygments/lexers/{module}.py" for module in build.PYGMENTS_LEXERS
        }
    with zipfile.ZipFile(folder / lock["jedi"]["file_name"]) as shipped:
        names = set(shipped.namelist())
        assert "jedi/third_party/typeshed/stdlib/3/builtins.pyi" in names
        assert "jedi/third_party/typeshed/third_party/2and3/decorator.pyi" in names
        assert "jedi/third_party/typeshed/third_party/3/six/__init__.pyi" in names
    assert compiled_total > 100  # IPython, prompt_toolkit, pygments, traitlets ... (about 300 modules)
    with zipfile.ZipFile(folder / lock["ipython"]["file_name"]) as shipped:
        assert "IPython/core/interactiveshell.pyc" in shipped.namelist()
    with zipfile.ZipFile(next(folder.glob("knackpy-*.whl"))) as shipped:  # what `import knackpy` imports
        for module in build.knackpy_modules():  # every module, so no lesson compiles one in the browser
            path = module.replace(".", "/")
            name = f"{path}/__init__.pyc" if (ROOT / path).is_dir() else f"{path}.pyc"
            code = shipped.read(name)
            assert code[:4] in magic and code[4:8] == UNCHECKED_HASH, name
        assert "knackpy/serve/app.py" in shipped.namelist()  # the classroom server (not for Pyodide): as it is


def test_the_standard_library_modules_of_the_start_ship_compiled(app):
    """Step 3b: Pyodide's standard library zip ships sources; the modules that the start imports are bytecode
    in place of their source (each was compiled on every cold start), every other entry is unchanged."""
    npm = build.fetch_pyodide(PINS, build.CACHE / "downloads")
    with (
        zipfile.ZipFile(npm / "python_stdlib.zip") as original,
        zipfile.ZipFile(app / "static" / "pyodide" / "python_stdlib.zip") as shipped,
    ):
        ours = set(shipped.namelist())
        compiled = set()
        for member in original.namelist():
            if member in ours:
                assert shipped.read(member) == original.read(member), member
            else:
                code = shipped.read(member + "c")
                assert member.endswith(".py") and code[4:8] == UNCHECKED_HASH, member
                compiled.add(member)
        assert len(ours) == len(original.namelist())
    assert {"pdb.py", "argparse.py", "logging/__init__.py", "email/message.py"} <= compiled  # IPython's imports
    assert "antigravity.py" not in compiled and len(compiled) > 150


def test_pyodide_loads_what_the_kernel_needs_at_once(app):
    """Step 3: the kernel's start packages are loaded by Pyodide as it starts, not installed one by one."""
    settings = lite_config(app)["litePluginSettings"][build.KERNEL_PLUGIN]
    wanted = settings["loadPyodideOptions"]["packages"]
    # worker.ts of the kernel 0.8.6 installs each of these unless loadPyodideOptions.packages names it
    assert {"micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"} <= set(wanted)
    assert {"knackpy", "ipywidgets"} <= set(wanted)
    lock = json.loads((app / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    assert all(build.normalize(name) in lock for name in wanted)


def test_preload_list_names_what_the_kernel_loads_at_start(app):
    """``knackpy-preload.json`` (step 8): a lesson page fetches these at "start live", while the app loads."""
    files = json.loads((app / build.PRELOAD_FILE).read_text(encoding="utf-8"))["files"]
    assert len(files) == len(set(files))
    for name in files:
        assert not re.match(r"(?:[a-z]+:)?//", name) and (app / name).is_file(), name
    lock = json.loads((app / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    wheels = {f"static/pyodide/{entry['file_name']}" for entry in lock.values()}
    runtime = {f"static/pyodide/{name}" for name in PINS["pyodide"]["files"] if name != "pyodide.js"}
    assert wheels | runtime | {"static/pyodide/pyodide-lock.json"} <= set(files)
    assert [name for name in files if name.startswith("extensions/")] == [
        next(p for p in files if "/pyodide-kernel-extension/static/comlink.worker." in p)
    ]
    # the biggest first: the runtime is what the kernel waits for before anything else
    assert files[0] == "static/pyodide/pyodide.asm.wasm"


def test_pyodide_runtime_is_the_pinned_npm_package_without_source_maps(app):
    folder = app / "static" / "pyodide"
    files = {p.name for p in folder.iterdir() if not p.name.endswith(".whl")}
    assert files == {*PINS["pyodide"]["files"], "pyodide-lock.json", build.EARLY_PYODIDE}
    assert f'"{PINS["pyodide"]["version"]}"' in (folder / "pyodide.mjs").read_text(encoding="utf-8")
    assert list(app.rglob("*.map")) == []


def test_knackpy_wheel_is_the_working_tree(app):
    folder = app / "static" / "pyodide"
    (wheel,) = folder.glob("knackpy-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        # every module of the tree: its source as it is, or (imported at the start) its bytecode (step 3b)
        names = {n for n in archive.namelist() if n.endswith(".py")}
        compiled = {n[:-1] for n in archive.namelist() if n.endswith(".pyc")}
        expected = {p.relative_to(ROOT).as_posix() for p in (ROOT / "knackpy").rglob("*.py")}
        assert names | compiled == expected and not names & compiled
        for name in sorted(names):
            assert archive.read(name) == (ROOT / name).read_bytes(), name
        for name in sorted(compiled):  # the bytecode knows its file, so a traceback names it
            assert (ROOT / name).name.encode() in archive.read(name + "c"), name
        metadata = archive.read(next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA")))
    requires = [line for line in metadata.decode().splitlines() if line.startswith("Requires-Dist:")]
    assert [line for line in requires if "extra ==" not in line] == []  # the standard library only (Pyodide)


def test_only_the_pinned_extensions_are_in_the_app(app):
    names = sorted(e["name"] for e in lite_config(app)["federated_extensions"])
    assert names == ["@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension"]
    found = sorted(
        p.parent.relative_to(app / "extensions").as_posix() for p in (app / "extensions").rglob("package.json")
    )
    assert found == names


def test_every_lesson_is_in_the_app_cleared_and_with_the_pyodide_kernel(app):
    contents = json.loads((app / "api" / "contents" / "all.json").read_text(encoding="utf-8"))
    assert sorted(item["name"] for item in contents["content"]) == sorted(LANGS)
    for lang in LANGS:
        names = lessons(lang)
        assert names
        listing = json.loads((app / "api" / "contents" / lang / "all.json").read_text(encoding="utf-8"))
        assert sorted(item["name"] for item in listing["content"]) == [f"{n}.ipynb" for n in names]
        for name in names:
            nb = json.loads((app / "files" / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
            original = json.loads((ROOT / "course" / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
            assert nb["metadata"]["kernelspec"]["name"] == "python"
            assert "widgets" not in nb["metadata"]
            assert all(c.get("outputs", []) == [] for c in nb["cells"])
            note, *cells = nb["cells"]
            assert note["id"] == "knackpy-live-note" and note["cell_type"] == "markdown"
            assert note["source"] == build.t("cell", lang)
            assert [c["source"] for c in cells] == [c["source"] for c in original["cells"]]


def test_size_is_reported_and_bounded(app):
    size, count = build.folder_size(app)
    print(f"\nlive app: {size / 1e6:.1f} MB in {count} files")
    assert size < MAX_APP_BYTES


def test_landing_and_reset_pages(app):
    landing = (app / "index.html").read_text(encoding="utf-8")
    assert 'id="jupyter-config-data"' in landing  # the apps read their base configuration from it
    reset = (app / "reset.html").read_text(encoding="utf-8")
    assert json.dumps(build.STORAGE_NAME) in reset
    for lang in LANGS:
        for name in lessons(lang):
            path = f"{lang}/{name}.ipynb"
            assert f'href="{lang}/notebooks/index.html?path={path}"' in landing
            assert f'href="reset.html?path={path}"' in landing
            assert f'"{path}"' in reset
    assert re.findall(r"https?://", landing + reset) == []


# --- the website with the app -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_page_links_to_its_own_live_notebook(site, lang):
    bs4 = pytest.importorskip("bs4")
    for name in lessons(lang):
        page = site / litetest.page_dir(lang) / "course" / name / "index.html"
        doc = bs4.BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        note = doc.select_one("[data-knackpy=widget-note]")
        notebook = json.loads((ROOT / "course" / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
        if "widgets" not in notebook.get("metadata", {}):  # issue 28: nothing to start, no "Live starten"
            assert note is None and doc.select("[data-knackpy=live-start]") == [], f"{lang}/{name}"
            continue
        link = note.select_one("a[data-knackpy=live-link]")
        reset = note.select_one("a[data-knackpy=live-reset]")
        start = note.select_one("button[data-knackpy=live-start]")  # issue 14: the lesson runs in place
        assert (
            start.get_text(strip=True)
            == sitegen.t("live.start", lang)
            == ("Live starten", "Start live")[LANGS.index(lang)]
        )
        assert start["data-live-path"] == f"{lang}/{name}.ipynb"
        app = Path(os.path.normpath(page.parent / start["data-live-app"]))
        assert app == site / "live" and (app / build.PAGE_BUNDLE).is_file()  # the page's live mode (step 8c)
        auto = note.select_one("label input[type=checkbox][data-knackpy=live-auto]")  # "start every lesson live"
        assert auto.parent.get_text(strip=True) == sitegen.t("live.auto", lang) and not auto.has_attr("checked")
        script = note.select_one("script[data-knackpy=live-script]")
        assert Path(os.path.normpath(page.parent / script["src"])) == site / sitegen.LIVE_SCRIPT
        assert link.get_text(strip=True) == sitegen.t("live.link", lang)
        assert reset.get_text(strip=True) == sitegen.t("live.reset", lang)
        # the row of buttons and links wraps (a flex box): a loose separator such as "·" would start a line
        row = start.parent
        assert [text for text in row.find_all(string=True, recursive=False) if text.strip()] == []
        assert row.select_one("a[download]")["href"] == f"{name}.ipynb"
        # the lesson's own language app (its menus in the lesson's language), for the "whole lesson" link
        notebooks = Path(os.path.normpath(page.parent / start["data-live-notebooks"]))
        assert notebooks == site / "live" / lang / "notebooks" and (notebooks / "index.html").is_file()
        for anchor, target in ((link, f"{lang}/notebooks/index.html"), (reset, "reset.html")):
            href = urlsplit(anchor["href"])
            resolved = Path(os.path.normpath(page.parent / href.path))
            assert resolved == site / "live" / target and resolved.is_file(), anchor["href"]
            assert parse_qs(href.query) == {"path": [f"{lang}/{name}.ipynb"]}
            assert (site / "live" / "files" / lang / f"{name}.ipynb").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_home_and_teachers_pages_say_the_live_version_is_there(site, lang):
    """Built with the app: both pages say so and the home page links the app (tests/test_site.py: without)."""
    bs4 = pytest.importorskip("bs4")
    home = site / litetest.page_dir(lang) / "index.html"
    doc = bs4.BeautifulSoup(home.read_text(encoding="utf-8"), "html.parser")
    link = doc.select_one("article a[data-knackpy=live-home]")
    assert Path(os.path.normpath(home.parent / link["href"])) == site / "live" / "index.html"
    for page in (home, site / litetest.page_dir(lang) / "teachers" / "index.html"):
        text = " ".join(
            bs4.BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser").article.get_text(" ").split()
        )
        assert sitegen.t("live.start", lang) in text
        for stale in ("in Arbeit", "später", "being built", "later", "ohne die Browser-Version", "built without"):
            assert stale not in text, f"{page}: {stale!r}"


def test_lessons_open_trusted_collapsed_and_run_themselves(app):
    """Issue 14, point 3: trusted cells, inputs collapsed as in the course, the autorun script in the app."""
    for lang in LANGS:
        for name in lessons(lang):
            nb = json.loads((app / "files" / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
            assert all(cell["metadata"].get("trusted") is True for cell in nb["cells"])
            code = [c for c in nb["cells"] if c["cell_type"] == "code"]
            assert code and all(c["metadata"]["jupyter"]["source_hidden"] for c in code)
    page = (app / "notebooks" / "index.html").read_text(encoding="utf-8")
    tag = re.search(
        r'<script src="\.\./knackpy-live\.js" data-knackpy="live" data-knackpy-runtime="([^"]*)"></script>', page
    )
    # the script's adapter learns from its tag what the app was built with (issue 33)
    runtime = json.loads((app / build.RUNTIME_FILE).read_text(encoding="utf-8"))
    assert json.loads(html.unescape(tag[1])) == {**runtime["versions"], "kernelWorker": runtime["kernelWorker"]}
    assert (app / "knackpy-live.js").read_text(encoding="utf-8") == (litetest.HERE / "knackpy-live.js").read_text(
        encoding="utf-8"
    )
    config = json.loads((app / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    assert config["exposeAppInBrowser"] is True
    # rule boxes and checks look as on the website: its own stylesheet, which the script links
    assert (app / build.APP_OUTPUTS_CSS).read_bytes() == build.OUTPUTS_CSS.read_bytes()
    assert f'"{build.APP_OUTPUTS_CSS}"' in (app / "knackpy-live.js").read_text(encoding="utf-8")


def test_the_kernels_worker_starts_pyodide_with_the_kernels_own_settings(app):
    """Step 8b: the worker a lesson's page starts is the kernel's worker script plus an early start of Pyodide
    with exactly the kernel's options (else the kernel would not take it), importing what looks for a kernel
    when imported (ipywidgets) only after the kernel itself (pyodide_kernel)."""
    script = (app / build.EARLY_WORKER).read_text(encoding="utf-8")
    imported = re.findall(r'^import (?:\{ startEarly \} from )?"\./([^"]+)";$', script, flags=re.M)
    assert imported == [f"static/pyodide/{build.EARLY_PYODIDE}", build.kernel_worker(app).relative_to(app).as_posix()]
    assert all((app / name).is_file() for name in imported)
    call = re.search(
        r"startEarly\(\{ indexURL: (.+?), \.\.\.(\{.*\}) \}, \{ snapshot: (\{.*?\}), imports: (\[.*\]) \}\);", script
    )
    assert call, script
    assert call.group(1) == 'new URL("./static/pyodide/", import.meta.url).href'
    settings = lite_config(app)["litePluginSettings"][build.KERNEL_PLUGIN]
    assert json.loads(call.group(2)) == settings["loadPyodideOptions"]
    snapshot, imports = json.loads(call.group(3)), json.loads(call.group(4))
    assert imports == build.EARLY_IMPORTS and "ipywidgets" not in imports
    assert snapshot["imports"].index("pyodide_kernel") < snapshot["imports"].index("ipywidgets")
    # the warm start's snapshot is named after the lock file (every wheel's hash) and what it imports
    assert snapshot == {
        "name": build.snapshot_name(app, settings),
        "before": build.SNAPSHOT_BEFORE,
        "imports": build.snapshot_imports(),
        "prepare": build.SNAPSHOT_PREPARE,
    }
    # piplite (and micropip) only when used: its stand-in comes before the imports, the module is not among them
    assert 'stand_in("piplite", "piplite", "install")' in snapshot["before"]
    assert "piplite.piplite" not in snapshot["imports"]
    assert {"IPython", "knackpy", "knackpy.widgets.hand_lab"} <= set(snapshot["imports"])
    assert re.fullmatch(r"[0-9a-f]{16}", snapshot["name"])
    assert not re.search(r"\{(kernel_worker|load_options|snapshot|imports)\}", script)  # the template is filled in
    # the lesson pages' copy, under a name of its own for the site's offline worker (tools/site/knackpy-offline.js)
    assert (app / build.PAGE_WORKER).read_text(encoding="utf-8") == script
    page = (app / "knackpy-live.js").read_text(encoding="utf-8")
    assert f'new URL("{build.EARLY_WORKER}", script.src)' in page


def test_the_lesson_pages_live_mode_is_bundled_from_pinned_packages(app):
    """Step 8c: live/knackpy-page.js is esbuild's bundle of tools/live-page, from exact npm versions that the
    lock file pins with their hashes, with the same Pyodide kernel as the app; it uses the app's worker, settings
    and wheels (nothing of its own to download)."""
    sources = build.PAGE_SOURCES
    package = json.loads((sources / "package.json").read_text(encoding="utf-8"))
    wanted = {**package["dependencies"], **package["devDependencies"]}
    assert all(re.fullmatch(r"\d+\.\d+\.\d+", version) for version in wanted.values()), wanted
    assert wanted["@jupyterlite/pyodide-kernel"] == PINS["tools"]["jupyterlite-pyodide-kernel"]
    lock = json.loads((sources / "package-lock.json").read_text(encoding="utf-8"))
    installed = {path: entry for path, entry in lock["packages"].items() if path}
    assert all(installed[f"node_modules/{name}"]["version"] == version for name, version in wanted.items())
    for path, entry in installed.items():
        # npm leaves out the address of a package from the default registry (npmjs.org)
        assert entry.get("resolved", "https://registry.npmjs.org/").startswith("https://registry.npmjs.org/"), path
        assert entry["integrity"].startswith("sha512-"), path
    bundle = (app / build.PAGE_BUNDLE).read_text(encoding="utf-8")
    assert (app / f"{build.PAGE_BUNDLE}.LEGAL.txt").is_file()  # the bundled packages' licence comments
    assert "export{" in bundle.replace(" ", "")  # an ES module: the page imports startLesson from it
    for used in (
        build.PAGE_WORKER,
        "jupyter-lite.json",
        "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi/",
    ):
        assert used in bundle, used
    version = wanted["@jupyterlite/pyodide-kernel"]
    assert (
        app / "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi" / f"piplite-{version}-py3-none-any.whl"
    ).is_file()
    assert not (sources / "node_modules").exists() or "node_modules/" in (ROOT / ".gitignore").read_text()


def test_the_site_has_an_offline_worker_named_after_this_build_of_the_app(site):
    """Offline after the first visit: the site's root has the lesson folders' service worker, its cache named
    after a hash of every file of the app (a new build, a new cache); it keeps only what the lesson pages load
    from live/, never the app's own requests (JupyterLite's service worker has those)."""
    pytest.importorskip("mkdocs")
    import hooks  # tools/site/hooks.py

    worker = (site / hooks.OFFLINE_WORKER).read_text(encoding="utf-8")
    assert f'const VERSION = "{hooks.app_version(site / "live")}";' in worker and "{version}" not in worker
    kept = json.loads(re.search(r"const RUNTIME_PATHS = (\[.*?\]);", worker, flags=re.S).group(1).replace(",\n]", "]"))
    for path in kept:
        assert (site / "live" / path).exists(), path  # each is a file or folder of the app
    assert build.PAGE_WORKER in kept and build.EARLY_WORKER not in kept and "service-worker.js" not in kept
    assert build.RUNTIME_FILE in kept  # the live mode's adapters read it before Python starts, offline too
    page = (ROOT / "docs" / "assets" / "javascripts" / "knackpy-live.js").read_text(encoding="utf-8")
    assert "knackpy-offline.js" in page and f"{{app}}{build.PAGE_WORKER}" in page


def test_site_without_the_app_has_no_live_links():
    """The hook adds the links only with KNACKPY_LITE_APP (the site tests build without it); the page has
    controls (saved widget state), since a page without any gets no note at all (issue 28)."""
    pytest.importorskip("mkdocs_jupyter")
    html = '<h1>T</h1><p>x</p><script type="application/vnd.jupyter.widget-state+json">{}</script>'
    known = {"de": {"00_a"}, "en": {"00_a"}}
    without = sitegen.fix_notebook_html(html, lang="de", name="00_a", known_lessons=known, root="../../")
    assert "live-link" not in without.html and sitegen.t("note.body", "de", home="../../")[:40] in without.html
    with_app = sitegen.fix_notebook_html(
        html, lang="en", name="00_a", known_lessons=known, root="../../../", live="live/"
    )
    assert 'href="../../../live/en/notebooks/index.html?path=en/00_a.ipynb"' in with_app.html
    assert 'href="../../../live/reset.html?path=en/00_a.ipynb"' in with_app.html
    assert with_app.html.index("</h1>") < with_app.html.index("live-link")


def test_app_settings_show_lessons_whole_and_save_often(app):
    """The app's own settings (overrides.json): no virtual scrolling and no scrolling output boxes, so a widget
    is shown whole in a lesson page's frame (issue 14); frequent autosave keeps a learner's edits."""
    found = [json.loads(p.read_text(encoding="utf-8")) for p in app.rglob("overrides.json")]
    assert found, "the app has no overrides.json"
    settings = found[0]
    assert settings["@jupyter-notebook/notebook-extension:scroll-output"] == {"autoScrollOutputs": False}
    assert settings["@jupyterlab/notebook-extension:tracker"]["windowingMode"] == "none"
    assert settings["@jupyterlab/docmanager-extension:plugin"]["autosave"] is True


# --- menus in the lesson's language (build.py, step 9) -------------------------------------------------


def _page_references(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    refs = re.findall(r'(?:href|src)="([^"#?]+)', text) + re.findall(r"import\(\s*'([^'?]+)", text)
    return [ref for ref in refs if not ref.startswith(("http:", "https:", "data:"))]


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_language_has_a_small_notebook_app_with_its_locale(app, lang):
    level = json.loads((app / lang / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    locale = build.lesson_locales(PINS)[lang]
    assert level["settingsOverrides"] == {build.TRANSLATION_PLUGIN: {"locale": locale}}
    # its own settings (a language picked in one app stays there), the same lessons and saved copies
    assert level["settingsStorageName"] not in {lite_config(app)["settingsStorageName"], ""}
    assert "contentsStorageName" not in level and "baseUrl" not in level
    page = app / lang / "notebooks" / "index.html"
    assert 'data-jupyter-lite-root="../.."' in page.read_text(encoding="utf-8")
    refs = _page_references(page)
    assert "../../knackpy-live.js" in refs  # the lesson runs itself there too
    for ref in refs:
        assert (page.parent / ref).resolve().is_file(), ref
    config = json.loads((page.parent / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    assert config["appUrl"] == f"/{lang}/notebooks"
    for key in ("fullStaticUrl", "settingsUrl", "faviconUrl"):
        assert (page.parent / config[key]).resolve().exists(), key
    assert (page.parent / config["fullStaticUrl"]).resolve() == app / "build"
    # pages and settings only: a few kB, not a second app
    size, count = build.folder_size(app / lang)
    assert size < 50_000 and count == 6, (size, count)


def test_the_german_catalogue_is_the_pinned_packs(app):
    folder = app / "api" / "translations"
    listing = json.loads((folder / "all.json").read_text(encoding="utf-8"))["data"]
    assert set(listing) == {"en", "de_DE"}
    assert listing["de_DE"] == {"displayName": "German (Germany)", "nativeName": "Deutsch (Deutschland)"}
    catalogue = json.loads((folder / "de_DE.json").read_text(encoding="utf-8"))["data"]
    assert catalogue["jupyterlab"]["menu\x04File"] == ["Datei"]
    assert catalogue["jupyterlab"]["Run All Cells"] == ["Alle Zellen ausführen"]
    ((name, pin),) = PINS["language-packs"].items()
    wheel = next((build.CACHE / "downloads" / "wheels").glob(f"{name.replace('-', '_')}-{pin['version']}-*.whl"))
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == pin["sha256"]
    with zipfile.ZipFile(wheel) as archive:
        original = json.loads(archive.read("jupyterlab_language_pack_de_DE/locale/de_DE/LC_MESSAGES/jupyterlab.json"))
    assert catalogue["jupyterlab"] == original
    assert (folder / "de_DE.json").stat().st_size < 300_000


def test_the_app_says_what_it_was_built_with(app):
    """knackpy-runtime.json (issue 33): the versions of the outside runtimes, read from what was built, the
    kernel's worker script, and the early start's options, which the adapters and the smoke test use."""
    runtime = json.loads((app / build.RUNTIME_FILE).read_text(encoding="utf-8"))
    assert runtime["versions"] == {
        "pyodide": PINS["pyodide"]["version"],
        "jupyterlite": PINS["tools"]["jupyterlite-core"],
        "pyodide-kernel": PINS["extensions"]["jupyterlite-pyodide-kernel"]["version"],
        "jupyterlab-manager": json.loads(
            (app / "extensions" / "@jupyter-widgets" / "jupyterlab-manager" / "package.json").read_text()
        )["version"],
    }
    assert runtime["kernelWorker"] == build.kernel_worker(app).relative_to(app).as_posix()
    kernel = lite_config(app)["litePluginSettings"][build.KERNEL_PLUGIN]
    assert runtime["early"]["loadPyodideOptions"] == kernel["loadPyodideOptions"]
    assert runtime["early"]["snapshot"] == build.snapshot_spec(app, kernel)
    # the adapters were written for these versions (tools/lite/upgrade.py moves them together)
    pyodide_adapter = (litetest.HERE / build.EARLY_PYODIDE).read_text(encoding="utf-8")
    assert f'export const WRITTEN_FOR = "{runtime["versions"]["pyodide"]}";' in pyodide_adapter
    app_adapter = (litetest.HERE / build.LIVE_SCRIPT).read_text(encoding="utf-8")
    versions = runtime["versions"]
    assert (
        f'WRITTEN_FOR = {{ jupyterlite: "{versions["jupyterlite"]}", "pyodide-kernel": "{versions["pyodide-kernel"]}" }}'
        in app_adapter
    )
