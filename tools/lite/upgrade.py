"""Move the live app's runtimes to the newest patch releases of their pinned lines (issue 33; README, "Upgrading").

    python tools/lite/upgrade.py --check     # what is newest; changes nothing
    python tools/lite/upgrade.py             # bump the pins, rebuild, run the smoke test and the live browser tests
    python tools/lite/upgrade.py --pyodide 314.0.8 --no-browser   # one version by hand; only the fast tests

The lines stay (Pyodide 314.0.x, JupyterLite and the kernel 0.8.x); only their newest patch release is taken.
The kernel is taken only in a version that is on PyPI (the app's extension) and on npm (the lesson pages'
bundle, tools/live-page/), so both halves of the kernel are always the same release.  The steps:

1. **Pins.**  pins.toml gets the new versions: Pyodide with npm's ``dist.integrity``; the wheels of Pyodide's
   lock file at the lock's versions, each with the sha256 of its PyPI wheel (``pip download --require-hashes``
   checks it in every build); the kernel's extension wheel; the tools.  The kernel on npm goes into
   tools/live-page/package.json (and its lock, ``npm install --ignore-scripts``), the tools into pyproject's
   ``lite`` extra, and they are installed into this Python (``pip install``).
2. **The adapters** (knackpy-pyodide.mjs, knackpy-live.js, live-page/src/adapters.js) are told they are written
   for the new versions (``WRITTEN_FOR``), so that the tests check their internals against them.
3. **Tests**: the Node tests (the stand-in ones and tests/test_pyodide_runtime.py, the real-runtime smoke test,
   which builds the app), test_lite.py, then the browser tests of the live pages and the app.
4. **When the smoke test fails**, an internal moved: the adapters go back to the versions they were written
   for, so the new runtime runs the plain way (one console line says why), and the script says which internal
   the test names.  The pins stay new; the adapter needs work before it uses the new runtime's internals.

The figures before and after: ``python benchmarks/bench_live.py`` with the old and the new build (README).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import build  # noqa: E402  (tools/lite/build.py)

PINS = HERE / "pins.toml"
PAGE_PACKAGE = ROOT / "tools" / "live-page" / "package.json"
PYPROJECT = ROOT / "pyproject.toml"
#: where each adapter says what it was written for: file, and a pattern whose group 1 is the version
ADAPTERS = {
    "pyodide": [(HERE / "knackpy-pyodide.mjs", r'export const WRITTEN_FOR = "([^"]+)";')],
    "jupyterlite": [(HERE / "knackpy-live.js", r'WRITTEN_FOR = \{ jupyterlite: "([^"]+)"')],
    "pyodide-kernel": [
        (HERE / "knackpy-live.js", r'WRITTEN_FOR = \{ jupyterlite: "[^"]+", "pyodide-kernel": "([^"]+)"'),
        (ROOT / "tools" / "live-page" / "src" / "adapters.js", r'WRITTEN_FOR = \{ "pyodide-kernel": "([^"]+)"'),
    ],
}
FAST_TESTS = ["tests/test_early_pyodide.py", "tests/test_pyodide_runtime.py", "tests/test_lite.py"]
BROWSER_TESTS = ["tests/test_live_browser.py", "tests/test_lite_browser.py"]
SMOKE_TEST = "tests/test_pyodide_runtime.py"


def say(message: str) -> None:
    print(f"[upgrade] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> str:
    return build.run([str(part) for part in cmd], **kwargs).stdout


# --- what is newest -----------------------------------------------------------------------------------


def release_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def newest_in_line(versions: list[str], pinned: str) -> str:
    """The newest final release with the same major and minor version as ``pinned`` (no alphas, no .post)."""
    line = pinned.split(".")[:2]
    same = [v for v in versions if re.fullmatch(r"\d+\.\d+\.\d+", v) and v.split(".")[:2] == line]
    return max(same, key=release_key, default=pinned)


def npm_versions(package: str) -> list[str]:
    return json.loads(run(["npm", "view", package, "versions", "--json"]))


def pypi_versions(project: str) -> list[str]:
    """The versions PyPI has (``pip index versions``: the one pip command that lists them)."""
    out = run([sys.executable, "-m", "pip", "index", "versions", project, "--disable-pip-version-check"])
    listed = re.search(r"Available versions: (.*)", out)
    return [v.strip() for v in listed[1].split(",")] if listed else []


def plan(pins: dict) -> dict[str, str]:
    """The newest patch release of each pinned line; the kernel only in a version on both PyPI and npm."""
    kernel_pin = pins["tools"]["jupyterlite-pyodide-kernel"]
    on_pypi = pypi_versions("jupyterlite-pyodide-kernel")
    both = set(on_pypi) & set(npm_versions("@jupyterlite/pyodide-kernel"))
    if newest_in_line(on_pypi, kernel_pin) != newest_in_line(sorted(both), kernel_pin):
        say(f"pyodide-kernel {newest_in_line(on_pypi, kernel_pin)} is on PyPI but not on npm: not taken")
    return {
        "pyodide": newest_in_line(npm_versions("pyodide"), pins["pyodide"]["version"]),
        "jupyterlite": newest_in_line(pypi_versions("jupyterlite-core"), pins["tools"]["jupyterlite-core"]),
        "pyodide-kernel": newest_in_line(sorted(both), kernel_pin),
    }


def current(pins: dict) -> dict[str, str]:
    return {
        "pyodide": pins["pyodide"]["version"],
        "jupyterlite": pins["tools"]["jupyterlite-core"],
        "pyodide-kernel": pins["tools"]["jupyterlite-pyodide-kernel"],
    }


# --- 1. the pins ------------------------------------------------------------------------------------


def wheel_sha256(project: str, version: str, python: str) -> str:
    """The sha256 of PyPI's pure-Python wheel of ``project`` ``version`` (downloaded into a temporary folder)."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--quiet"]
        cmd += ["--python-version", python, "-d", tmp, f"{project}=={version}", "--disable-pip-version-check"]
        run(cmd)
        wheels = list(Path(tmp).glob("*-none-any.whl"))
        if len(wheels) != 1:
            raise build.BuildError(f"PyPI has no pure-Python wheel of {project} {version}")
        return hashlib.sha256(wheels[0].read_bytes()).hexdigest()


def set_pin(text: str, table: str, key: str, version: str, sha: str | None = None) -> str:
    """``text`` (pins.toml) with ``key`` of ``[table]`` at ``version`` (and ``sha256``), comments kept."""
    start = text.index(f"[{table}]\n")
    end = text.find("\n[", start + 1)
    end = len(text) if end < 0 else end
    section = text[start:end]
    if sha is None:
        new = re.sub(rf'(?m)^{re.escape(key)} = "[^"]*"', f'{key} = "{version}"', section)
    else:
        pattern = rf'(?m)^({re.escape(key)} = \{{ version = )"[^"]*", sha256 = "[0-9a-f]*"'
        new = re.sub(pattern, rf'\g<1>"{version}", sha256 = "{sha}"', section)
    if new == section and (f'"{version}"' not in section):
        raise build.BuildError(f"pins.toml: no {key} in [{table}]")
    return text[:start] + new + text[end:]


def bump_pyodide(text: str, pins: dict, version: str) -> str:
    """Pyodide at ``version``: its integrity, the lock's versions of the wheels, each wheel's hash."""
    integrity = run(["npm", "view", f"pyodide@{version}", "dist.integrity"]).strip()
    start = text.index("[pyodide]\n")
    section_end = text.index("\n[", start + 1)
    section = text[start:section_end]
    section = re.sub(r'(?m)^version = "[^"]*"', f'version = "{version}"', section)
    section = re.sub(r'(?m)^integrity = "[^"]*"', f'integrity = "{integrity}"', section)
    text = text[:start] + section + text[section_end:]
    pins = {**pins, "pyodide": {**pins["pyodide"], "version": version, "integrity": integrity}}
    with tempfile.TemporaryDirectory() as tmp:
        npm = build.fetch_pyodide(pins, Path(tmp))
        lock = json.loads((npm / "pyodide-lock.json").read_text(encoding="utf-8"))
    python = ".".join(lock["info"]["python"].split(".")[:2])
    text = re.sub(r'(?m)^python = "[^"]*"', f'python = "{python}"', text, count=1)
    by_name = {build.normalize(key): entry for key, entry in lock["packages"].items()}
    for name, pin in pins["wheels"].items():
        if pin.get("add"):
            continue
        if name not in by_name:
            raise build.BuildError(f"the lock file of Pyodide {version} has no {name}")
        wanted = by_name[name]["version"]
        if wanted != pin["version"]:
            say(f"{name}: {pin['version']} -> {wanted} (Pyodide {version}'s lock file)")
            text = set_pin(text, "wheels", name, wanted, wheel_sha256(name, wanted, python))
    return text


def bump_kernel(text: str, pins: dict, version: str) -> str:
    python = pins["pyodide"].get("python", "3.14")
    text = set_pin(text, "tools", "jupyterlite-pyodide-kernel", version)
    sha = wheel_sha256("jupyterlite-pyodide-kernel", version, python)
    text = set_pin(text, "extensions", "jupyterlite-pyodide-kernel", version, sha)
    package = PAGE_PACKAGE.read_text(encoding="utf-8")
    PAGE_PACKAGE.write_text(
        re.sub(r'"@jupyterlite/pyodide-kernel": "[^"]*"', f'"@jupyterlite/pyodide-kernel": "{version}"', package),
        encoding="utf-8",
    )
    say(f"npm install @jupyterlite/pyodide-kernel@{version} (tools/live-page/package-lock.json)")
    run(["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=PAGE_PACKAGE.parent)
    return text


def bump_tools(versions: dict[str, str]) -> None:
    """pyproject's ``lite`` extra at the new versions, installed into this Python."""
    wanted = {"jupyterlite-core": versions["jupyterlite"], "jupyterlite-pyodide-kernel": versions["pyodide-kernel"]}
    text = PYPROJECT.read_text(encoding="utf-8")
    for name, version in wanted.items():
        text = re.sub(rf'"{name}==[^"]*"', f'"{name}=={version}"', text)
    PYPROJECT.write_text(text, encoding="utf-8")
    run([sys.executable, "-m", "pip", "install", "--quiet", *(f"{n}=={v}" for n, v in wanted.items())])


# --- 2. the adapters ----------------------------------------------------------------------------------


def written_for() -> dict[str, str]:
    found = {}
    for runtime, places in ADAPTERS.items():
        for path, pattern in places:
            found[runtime] = re.search(pattern, path.read_text(encoding="utf-8"))[1]
    return found


def set_written_for(versions: dict[str, str]) -> None:
    for runtime, places in ADAPTERS.items():
        for path, pattern in places:
            text = path.read_text(encoding="utf-8")
            match = re.search(pattern, text)
            text = text[: match.start(1)] + versions[runtime] + text[match.end(1) :]
            path.write_text(text, encoding="utf-8")


# --- 3. tests -----------------------------------------------------------------------------------------


def pytest(files: list[str]) -> bool:
    say("pytest " + " ".join(files))
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *files], cwd=ROOT)
    return done.returncode == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say what is newest")
    parser.add_argument("--pyodide", help="this Pyodide instead of the newest 314.0.x")
    parser.add_argument("--kernel", help="this jupyterlite-pyodide-kernel instead of the newest on PyPI and npm")
    parser.add_argument("--jupyterlite", help="this jupyterlite-core instead of the newest 0.8.x")
    parser.add_argument("--no-browser", action="store_true", help="leave out the browser tests")
    args = parser.parse_args(argv)
    pins = build.load_pins(PINS)
    before = current(pins)
    target = plan(pins)
    for runtime, wanted in (
        ("pyodide", args.pyodide),
        ("pyodide-kernel", args.kernel),
        ("jupyterlite", args.jupyterlite),
    ):
        target[runtime] = wanted or target[runtime]
    for runtime in before:
        note = "newest already" if before[runtime] == target[runtime] else f"-> {target[runtime]}"
        say(f"{runtime}: {before[runtime]} {note}")
    if args.check or target == before:
        return 0
    try:
        text = PINS.read_text(encoding="utf-8")
        if target["pyodide"] != before["pyodide"]:
            text = bump_pyodide(text, pins, target["pyodide"])
        if target["pyodide-kernel"] != before["pyodide-kernel"]:
            text = bump_kernel(text, pins, target["pyodide-kernel"])
        if target["jupyterlite"] != before["jupyterlite"]:
            text = set_pin(text, "tools", "jupyterlite-core", target["jupyterlite"])
        PINS.write_text(text, encoding="utf-8")
        if target["pyodide-kernel"] != before["pyodide-kernel"] or target["jupyterlite"] != before["jupyterlite"]:
            bump_tools(target)
    except build.BuildError as error:
        say(f"error: {error}")
        return 1
    old_adapters = written_for()
    set_written_for(target)
    if not pytest([SMOKE_TEST]):
        set_written_for(old_adapters)
        say(
            "the smoke test failed (above: which internal moved): the adapters stay written for "
            f"{old_adapters}, so the new runtime runs the plain way until the adapter is brought up to date"
        )
        return 1
    ok = pytest(FAST_TESTS) and (args.no_browser or pytest(BROWSER_TESTS))
    say("done: commit pins.toml, the adapters, and the figures of bench_live.py" if ok else "tests failed (above)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
