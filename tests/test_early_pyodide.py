"""tools/lite/knackpy-pyodide.mjs in Node, against a stand-in for Pyodide: the kernel gets the Pyodide started
with the page only when it asks with the same options, only once, and a failed early start costs nothing but
the time (step 8b of tools/lite/build.py).  The browser tests (test_live_browser.py) check the real thing."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from browser_support import require

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "tools" / "lite" / "knackpy-pyodide.mjs"

#: a Pyodide that counts its starts, remembers its options and output callbacks, and fails when told to
FAKE_PYODIDE = """
export const version = "0.0-test";
export const started = [];
export async function loadPyodide(options) {
  if (options.fail) throw new Error("no runtime");
  const pyodide = {
    number: started.length + 1, options, ran: [], stdout: null, stderr: null,
    async runPythonAsync(code) { this.ran.push(code); },
    setStdout({ batched }) { this.stdout = batched; },
    setStderr({ batched }) { this.stderr = batched; },
  };
  started.push(pyodide);
  return pyodide;
}
"""

INDEX = "http://127.0.0.1:8000/live/static/pyodide/"


def run(tmp_path: Path, scenario: str, *, pyodide: str | None = None) -> dict:
    """Runs `scenario` in Node with the module beside a stand-in for pyodide.mjs (FAKE_PYODIDE, or the file
    `pyodide` of tmp_path), and returns what it put in `result`, with the starts and what the module said."""
    require([] if shutil.which("node") else ["node"], "the early start's tests")
    shutil.copy2(MODULE, tmp_path / MODULE.name)
    if pyodide:
        shutil.copy2(tmp_path / pyodide, tmp_path / "pyodide.mjs")
    else:
        (tmp_path / "pyodide.mjs").write_text(FAKE_PYODIDE, encoding="utf-8")
    script = tmp_path / "scenario.mjs"
    script.write_text(
        textwrap.dedent(
            f"""
            import {{ startEarly, loadPyodide, version, KEEPING }} from "./{MODULE.name}";
            import {{ started }} from "./pyodide.mjs";
            const out = [];
            console.info = (text) => out.push(text);
            console.warn = (text) => out.push(text);
            const INDEX = {json.dumps(INDEX)};
            const result = {{}};
            {textwrap.dedent(scenario)}
            result.starts = started.length;
            result.version = version;
            result.said = out;
            console.log(JSON.stringify(result));
            """
        ),
        encoding="utf-8",
    )
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_kernel_gets_the_early_pyodide_with_its_output_callbacks(tmp_path):
    result = run(
        tmp_path,
        """
        startEarly({ indexURL: INDEX, packages: ["ipython", "knackpy"] }, { imports: ["IPython", "knackpy"] });
        const stdout = () => {}, stderr = () => {};
        const pyodide = await loadPyodide({ indexURL: INDEX, stdout, stderr, packages: ["ipython", "knackpy"] });
        result.number = pyodide.number;
        result.ran = pyodide.ran;
        result.callbacks = pyodide.stdout === stdout && pyodide.stderr === stderr;
        """,
    )
    assert result["starts"] == 1 and result["number"] == 1
    assert result["ran"] == ["import IPython\nimport knackpy"]
    assert result["callbacks"] is True
    assert result["version"] == "0.0-test"  # the module stands in for pyodide.mjs
    assert result["said"] == ["knackpy: the kernel uses the Pyodide that started with the page"]


def test_other_options_or_a_second_kernel_get_a_pyodide_of_their_own(tmp_path):
    result = run(
        tmp_path,
        """
        startEarly({ indexURL: INDEX, packages: ["ipython"] });
        const other = await loadPyodide({ indexURL: INDEX, packages: ["ipython", "numpy"] });
        const again = await loadPyodide({ indexURL: INDEX, packages: ["ipython"] });
        result.numbers = [other.number, again.number];
        result.options = other.options.packages;
        """,
    )
    # the early one (1) is not handed out for other packages, and not later either: it was offered once
    assert result["starts"] == 3 and result["numbers"] == [2, 3]
    assert result["options"] == ["ipython", "numpy"]
    assert result["said"] == []


@pytest.mark.parametrize(
    ("index", "same"),
    [
        ("http://127.0.0.1:8000/live/static/../static/pyodide/", True),  # the same folder, written otherwise
        ("http://127.0.0.1:8000/live/other/pyodide/", False),
    ],
)
def test_the_index_counts_as_the_folder_it_names(tmp_path, index, same):
    result = run(
        tmp_path,
        f"""
        startEarly({{ indexURL: INDEX, packages: [] }});
        const pyodide = await loadPyodide({{ packages: [], indexURL: {json.dumps(index)} }});
        result.number = pyodide.number;
        """,
    )
    assert result["number"] == (1 if same else 2)


def test_a_failed_early_start_lets_the_kernel_start_pyodide_itself(tmp_path):
    result = run(
        tmp_path,
        """
        startEarly({ indexURL: INDEX, packages: [], fail: true });
        let caught = null;
        try { await loadPyodide({ indexURL: INDEX, packages: [], fail: true }); } catch (error) { caught = String(error); }
        result.caught = caught;
        const pyodide = await loadPyodide({ indexURL: INDEX, packages: [] });
        result.number = pyodide.number;
        """,
    )
    # the early start failed and the kernel's own start with the same (failing) options fails as it would
    # have anyway; with working options the next start works
    assert result["caught"] == "Error: no runtime" and result["number"] == 1
    assert result["said"] == ["knackpy: the early start of Pyodide failed, the kernel starts it again"]


# --- the warm start: a memory snapshot and the packages' files, kept in the browser's cache storage ---------

#: the Pyodide the adapter was written for (its warm start is used only with that one)
WRITTEN_FOR = re.search(r'export const WRITTEN_FOR = "([^"]+)";', MODULE.read_text(encoding="utf-8"))[1]

#: a Pyodide with packages (their files in a small file system), imports, memory snapshots and restores; of the
#: version the adapter was written for, unless a test says otherwise
SNAPSHOT_PYODIDE = """
export const version = "{version}";
export const started = [];
const SITE = "/lib/python/site-packages";
const PROFILE = "/home/pyodide/.ipython";
function fileSystem() {
  const nodes = new Map([[SITE, "dir"]]);
  return {
    nodes,
    streams: [{ path: "/dev/stdin" }, { path: "/dev/stdout" }, { path: "/dev/stderr" }],
    readdir(dir) {
      const names = new Set([".", ".."]);
      for (const path of nodes.keys()) if (path.startsWith(dir + "/")) names.add(path.slice(dir.length + 1).split("/")[0]);
      return [...names];
    },
    lstat: (path) => ({ mode: nodes.get(path) === "dir" ? 1 : 2 }),
    isDir: (mode) => mode === 1,
    isFile: (mode) => mode === 2,
    readFile: (path) => nodes.get(path),
    analyzePath: (path) => ({ exists: nodes.has(path) }),
    mkdirTree(path) { nodes.set(path, "dir"); },
    writeFile(path, data) { nodes.set(path, new Uint8Array(data)); },
  };
}
export async function loadPyodide(options) {
  // as Pyodide does, the snapshot may be a promise of its bytes
  const snapshot = options._loadSnapshot ? new TextDecoder().decode(await options._loadSnapshot) : null;
  if (snapshot === "broken") throw new Error("Snapshot has invalid magic number");
  const pyodide = {
    number: started.length + 1, options, ran: [], restoredFrom: snapshot, loadedPackages: {}, FS: fileSystem(),
    _api: { sitepackages: SITE },
    async runPythonAsync(code) { this.ran.push(code); },
    runPython(code) { this.ran.push(code); return code.includes("expanduser('~/.ipython')") ? PROFILE : undefined; },
    setStdout() {}, setStderr() {},
    makeMemorySnapshot() {
      if (!options._makeSnapshot) throw new Error("Can only use pyodide.makeMemorySnapshot with _makeSnapshot");
      const state = { from: this.number, ran: this.ran, loaded: Object.keys(this.loadedPackages) };
      return new TextEncoder().encode(JSON.stringify(state));
    },
  };
  if (options.openFile) pyodide.FS.streams[3] = { path: options.openFile };
  if (!snapshot) {  // IPython's profile, made as the kernel's shell starts: a file outside site-packages
    pyodide.FS.nodes.set(PROFILE, "dir");
    pyodide.FS.nodes.set(`${PROFILE}/profile_default`, "dir");
    pyodide.FS.nodes.set(`${PROFILE}/profile_default/README`, new TextEncoder().encode("profile"));
  }
  for (const name of options.packages || []) {
    pyodide.FS.nodes.set(`${SITE}/${name}`, "dir");
    pyodide.FS.nodes.set(`${SITE}/${name}/__init__.py`, new TextEncoder().encode(`# ${name}`));
    pyodide.loadedPackages[name] = "default channel";
  }
  for (const name of options.moved || []) delete pyodide[name];
  started.push(pyodide);
  return pyodide;
}
"""

#: the browser's cache storage, as far as the module uses it, kept in a Map
FAKE_CACHES = """
const stored = new Map();
globalThis.caches = { async open(name) { return {
  async match(url) { const bytes = stored.get(`${name} ${url}`); return bytes ? new Response(bytes) : undefined; },
  async put(url, response) { stored.set(`${name} ${url}`, new Uint8Array(await response.arrayBuffer())); },
  async keys() { return [...stored.keys()].filter((key) => key.startsWith(name + " ")).map((key) => ({ url: key.slice(name.length + 1) })); },
  async delete(request) { return stored.delete(`${name} ${request.url || request}`); },
}; } };
const kept = async () => (await (await caches.open("knackpy-snapshots")).keys()).map((request) => request.url).sort();
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
KEEPING.idleMs = 0; // kept as soon as the page says the lesson has run (the wait for quiet: its own test)
// the worker's global scope, where the page's messages arrive
const scope = new EventTarget();
globalThis.addEventListener = scope.addEventListener.bind(scope);
globalThis.removeEventListener = scope.removeEventListener.bind(scope);
const pageSays = (data) => scope.dispatchEvent(new MessageEvent("message", { data }));
const OPTIONS = { indexURL: INDEX, packages: ["ipython", "knackpy"] };
const SNAPSHOT = { name: "b1", imports: ["IPython", "knackpy"], prepare: "knackpy.score_table(rules)" };
const start = async () => {
  startEarly(OPTIONS, { snapshot: SNAPSHOT, imports: ["piplite.piplite"] });
  const pyodide = await loadPyodide(OPTIONS);
  pageSays({ knackpy: "lesson-has-run" });
  await settle();
  return pyodide;
};
const files = (pyodide) => Object.fromEntries([...pyodide.FS.nodes].sort().map(([path, node]) => [path, node === "dir" ? node : new TextDecoder().decode(node)]));
"""


def run_snapshot(tmp_path: Path, scenario: str, *, version: str = WRITTEN_FOR) -> dict:
    (tmp_path / "fake.mjs").write_text(SNAPSHOT_PYODIDE.replace("{version}", version), encoding="utf-8")
    return run(tmp_path, FAKE_CACHES + scenario, pyodide="fake.mjs")


def test_the_first_start_keeps_a_snapshot_taken_after_the_snapshot_imports(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        const pyodide = await start();
        result.made = pyodide.options._makeSnapshot === true;
        result.ran = pyodide.ran;
        result.loaded = Object.keys(pyodide.loadedPackages);
        result.kept = await kept();
        const cache = await caches.open("knackpy-snapshots");
        const memory = await (await cache.match(INDEX + "snapshot-b1.bin")).text();
        result.memory = JSON.parse(memory);
        """,
    )
    assert result["made"] is True
    # imported before the snapshot: the snapshot imports; after it: the others (piplite holds JS objects)
    # before the snapshot, importlib's caches let go of the files they hold open
    assert result["ran"] == [
        "import IPython\nimport knackpy",
        "knackpy.score_table(rules)",
        "import gc, importlib; importlib.invalidate_caches(); gc.collect()",
        "__import__('os').path.expanduser('~/.ipython')",  # where IPython's profile is, for the files
        "import piplite.piplite",
    ]
    assert result["memory"]["from"] == 1 and result["memory"]["loaded"] == []
    assert result["loaded"] == ["ipython", "knackpy"]  # the table of packages is back after the snapshot
    assert result["kept"] == [INDEX + "snapshot-b1-files.bin", INDEX + "snapshot-b1.bin"]


def test_the_next_start_restores_the_snapshot_and_the_packages_files(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        const first = await start();
        const second = await start();
        result.starts_before = 2;
        result.restoredFrom = JSON.parse(second.restoredFrom);
        result.packages = second.options.packages;
        result.made = second.options._makeSnapshot === true;
        result.same_files = JSON.stringify(files(first)) === JSON.stringify(files(second));
        result.file = files(second)["/lib/python/site-packages/knackpy/__init__.py"];
        result.profile = files(second)["/home/pyodide/.ipython/profile_default/README"];
        result.loaded = second.loadedPackages;
        result.ran = second.ran;
        """,
    )
    assert result["starts"] == 2
    assert result["restoredFrom"]["from"] == 1
    # the restored Pyodide loads no packages: their files and their table come from the kept start
    assert result["packages"] == [] and result["made"] is False
    assert result["same_files"] is True and result["file"] == "# knackpy" and result["profile"] == "profile"
    assert result["loaded"] == {"ipython": "default channel", "knackpy": "default channel"}
    # nothing imported again but what the snapshot could not keep; Python sees the new files
    # and `random` gets a fresh seed: the snapshot's state would give every learner the same
    assert result["ran"] == [
        "import importlib; importlib.invalidate_caches()",
        "import random; random.seed()",
        "import piplite.piplite",
    ]
    assert "knackpy: Pyodide restored from its snapshot" in result["said"]


def test_a_snapshot_that_does_not_restore_is_replaced_by_a_fresh_start(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        const cache = await caches.open("knackpy-snapshots");
        await cache.put(INDEX + "snapshot-b1.bin", new Response("broken"));
        await cache.put(INDEX + "snapshot-b1-files.bin", new Response(new Uint8Array(8)));
        const pyodide = await start();
        result.made = pyodide.options._makeSnapshot === true;
        result.packages = pyodide.options.packages;
        result.memory = JSON.parse(await (await cache.match(INDEX + "snapshot-b1.bin")).text());
        """,
    )
    assert result["starts"] == 1 and result["made"] is True and result["packages"] == ["ipython", "knackpy"]
    assert result["memory"]["from"] == 1  # the broken one is gone, the fresh start's snapshot is kept
    assert "knackpy: the saved snapshot of Pyodide does not restore, Pyodide starts afresh" in result["said"]


@pytest.mark.parametrize("left", ["memory only", "another build"])
def test_only_a_whole_snapshot_of_this_build_is_used_and_kept(tmp_path, left):
    setup = (
        'await cache.put(INDEX + "snapshot-b1.bin", new Response("{}"));'
        if left == "memory only"
        else 'await cache.put(INDEX + "snapshot-old.bin", new Response("{}")); '
        'await cache.put(INDEX + "snapshot-old-files.bin", new Response("{}"));'
    )
    result = run_snapshot(
        tmp_path,
        f"""
        const cache = await caches.open("knackpy-snapshots");
        {setup}
        const pyodide = await start();
        result.made = pyodide.options._makeSnapshot === true;
        result.kept = await kept();
        """,
    )
    assert result["made"] is True and result["starts"] == 1
    assert result["kept"] == [INDEX + "snapshot-b1-files.bin", INDEX + "snapshot-b1.bin"]


def test_without_cache_storage_every_start_is_a_fresh_one(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        delete globalThis.caches;
        const first = await start();
        const second = await start();
        result.made = [first.options._makeSnapshot, second.options._makeSnapshot];
        result.restored = [first.restoredFrom, second.restoredFrom];
        """,
    )
    assert result["starts"] == 2 and result["made"] == [True, True] and result["restored"] == [None, None]


def test_the_snapshot_is_kept_once_the_page_says_the_lesson_has_run(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        startEarly(OPTIONS, { snapshot: SNAPSHOT, imports: [] });
        await loadPyodide(OPTIONS);
        await settle();
        result.before = await kept();
        pageSays({ id: "a comlink message", type: "GET", path: [] });  // the kernel's messages are not the word
        await settle();
        result.other = await kept();
        pageSays({ knackpy: "lesson-has-run" });
        await settle();
        result.after = await kept();
        """,
    )
    # writing 60 MB while the lesson runs would slow it down: the snapshot waits for the page's word
    assert result["before"] == [] and result["other"] == []
    assert result["after"] == [INDEX + "snapshot-b1-files.bin", INDEX + "snapshot-b1.bin"]


def test_the_snapshot_is_kept_only_once_the_page_has_been_quiet_for_a_while(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        KEEPING.idleMs = 300;
        startEarly(OPTIONS, { snapshot: SNAPSHOT, imports: [] });
        await loadPyodide(OPTIONS);
        pageSays({ knackpy: "lesson-has-run" });
        await new Promise((resolve) => setTimeout(resolve, 200));
        pageSays({ id: "the learner's first click", type: "GET", path: [] });
        await new Promise((resolve) => setTimeout(resolve, 200));
        result.busy = await kept();  // 400 ms after the word, 200 ms after the click
        await new Promise((resolve) => setTimeout(resolve, 350));
        result.quiet = await kept();
        """,
    )
    # the learner's first clicks come right after the lesson has run: they must not wait behind 60 MB of writing
    assert result["busy"] == []
    assert result["quiet"] == [INDEX + "snapshot-b1-files.bin", INDEX + "snapshot-b1.bin"]


def test_the_files_are_packed_when_the_start_is_kept_not_before_the_first_answer(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        startEarly(OPTIONS, { snapshot: SNAPSHOT, imports: [] });
        const first = await loadPyodide(OPTIONS);
        // a package that a cell loads while the lesson runs: after the memory snapshot, before the word
        first.FS.nodes.set("/lib/python/site-packages/later", "dir");
        first.FS.nodes.set("/lib/python/site-packages/later/__init__.py", new TextEncoder().encode("# later"));
        first.loadedPackages.later = "default channel";
        pageSays({ knackpy: "lesson-has-run" });
        await settle();
        const second = await start();
        result.file = files(second)["/lib/python/site-packages/later/__init__.py"];
        result.loaded = second.loadedPackages;
        result.memory = JSON.parse(second.restoredFrom);
        """,
    )
    # the memory is the one of the moment before the kernel ran anything; the files are those of the moment the
    # start was kept, which the restored Python finds as they were then
    assert result["memory"]["from"] == 1 and "later" not in result["memory"]["loaded"]
    assert result["file"] == "# later" and result["loaded"]["later"] == "default channel"


def test_no_snapshot_while_python_has_a_file_open(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        OPTIONS.openFile = "/lib/python314.zip";
        const pyodide = await start();
        result.kept = await kept();
        result.ran = pyodide.ran.length;
        """,
    )
    # the restored Python would hold a descriptor that the new file system does not have: no snapshot, and the
    # start itself goes on as usual
    assert result["kept"] == [] and result["ran"] == 4
    assert any("no snapshot of Pyodide" in said for said in result["said"])


# --- the adapter's checks (issue 33): another Pyodide, or an internal that moved, means the plain path -------


def test_another_pyodide_starts_the_plain_way_and_says_why_in_one_line(tmp_path):
    result = run_snapshot(
        tmp_path,
        """
        const first = await start();
        const second = await start();
        result.made = [first.options._makeSnapshot, second.options._makeSnapshot];
        result.restored = [first.restoredFrom, second.restoredFrom];
        result.ran = first.ran;
        result.kept = await kept();
        """,
        version="314.9.9",
    )
    # no snapshot taken, none restored; the kernel still gets the early Pyodide, imports and all
    assert result["made"] == [None, None] and result["restored"] == [None, None] and result["kept"] == []
    assert result["ran"] == ["import piplite.piplite"]
    plain = f"knackpy: Pyodide 314.9.9 is not {WRITTEN_FOR}, the version its snapshot code was written for: "
    plain += "Python starts the plain way, without a snapshot"
    assert [line for line in result["said"] if "plain" in line] == [plain, plain]  # one line per start


@pytest.mark.parametrize(
    ("moved", "named"),
    [
        ("makeMemorySnapshot", "pyodide.makeMemorySnapshot"),
        ("_api", "pyodide._api, pyodide._api.sitepackages"),
        ("loadedPackages", "pyodide.loadedPackages"),
    ],
)
def test_an_internal_that_moved_means_no_snapshot_and_a_line_that_names_it(tmp_path, moved, named):
    result = run_snapshot(
        tmp_path,
        f"""
        OPTIONS.moved = [{json.dumps(moved)}];
        const pyodide = await start();
        result.kept = await kept();
        result.ran = pyodide.ran;
        """,
    )
    assert result["kept"] == []
    assert result["ran"][-1] == "import piplite.piplite"  # the start itself goes on
    line = f"knackpy: Pyodide {WRITTEN_FOR} has no {named}: no snapshot, Python starts the plain way"
    assert line in result["said"]
    assert sum("no snapshot" in said for said in result["said"]) == 1
