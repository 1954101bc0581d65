"""tools/lite/knackpy-pyodide.mjs in Node, against a stand-in for Pyodide: the kernel gets the Pyodide started
with the page only when it asks with the same options, only once, and a failed early start costs nothing but
the time (step 8b of tools/lite/build.py).  The browser tests (test_live_browser.py) check the real thing."""

from __future__ import annotations

import json
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


def run(tmp_path: Path, scenario: str) -> dict:
    require([] if shutil.which("node") else ["node"], "the early start's tests")
    shutil.copy2(MODULE, tmp_path / MODULE.name)
    (tmp_path / "pyodide.mjs").write_text(FAKE_PYODIDE, encoding="utf-8")
    script = tmp_path / "scenario.mjs"
    script.write_text(
        textwrap.dedent(
            f"""
            import {{ startEarly, loadPyodide, version }} from "./{MODULE.name}";
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
