"""piplite's stand-in in the early start (tools/lite/lazy_piplite.py): the kernel's start imports piplite and
sets its settings without importing micropip; the first real use imports it with those settings, ``%pip``'s
submodule still imports, and a look at every module (inspect, tracebacks) imports nothing."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

LAZY = Path(__file__).resolve().parents[1] / "tools" / "lite" / "lazy_piplite.py"

#: a piplite as 0.8.6 is built: the package takes ``install`` from its module, which imports micropip
FAKE_PIPLITE = {
    "piplite/__init__.py": 'from .piplite import install\n__version__ = "0.8.6"\n',
    "piplite/piplite.py": textwrap.dedent(
        """
        import micropip
        _PIPLITE_URLS = []
        _PIPLITE_DISABLE_PYPI = False
        def install(name):
            return {"name": name, "urls": _PIPLITE_URLS, "no_pypi": _PIPLITE_DISABLE_PYPI}
        """
    ),
    "piplite/cli.py": "import piplite\nPIP = 'piplite.cli'\n",
    "micropip.py": "LOADED = True\n",
}


def run(tmp_path: Path, code: str) -> dict:
    for name, text in FAKE_PIPLITE.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    script = f"import sys, json\nsys.path.insert(0, {str(tmp_path)!r})\nexec(open({str(LAZY)!r}).read())\n" + code
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# what the Pyodide kernel's start runs (initPackageManager of @jupyterlite/pyodide-kernel 0.8.6)
KERNEL_START = """
import piplite.piplite
piplite.piplite._PIPLITE_DISABLE_PYPI = True
piplite.piplite._PIPLITE_URLS = ["./pypi/all.json"]
"""


def test_the_kernels_start_sets_piplites_settings_without_importing_micropip(tmp_path):
    result = run(
        tmp_path,
        KERNEL_START
        + textwrap.dedent(
            """
            import inspect
            inspect.getmodule(inspect)  # looks at every module's __file__
            loaded = "micropip" in sys.modules
            answer = piplite.install("knackpy")
            print(json.dumps({"before": loaded, "after": "micropip" in sys.modules, "answer": answer,
                              "module": piplite.piplite.install("x")["urls"], "version": piplite.__version__}))
            """
        ),
    )
    assert result["before"] is False
    # the first install imports piplite's module, which has the settings the kernel gave the stand-in
    assert result["after"] is True
    assert result["answer"] == {"name": "knackpy", "urls": ["./pypi/all.json"], "no_pypi": True}
    assert result["module"] == ["./pypi/all.json"] and result["version"] == "0.8.6"


def test_pip_magic_submodule_and_settings_after_the_import_reach_the_real_module(tmp_path):
    result = run(
        tmp_path,
        KERNEL_START
        + textwrap.dedent(
            """
            import piplite.cli  # what %pip imports
            cli_alone = "micropip" in sys.modules
            read = piplite.piplite._PIPLITE_URLS  # reading a setting is a use: the real module, with it
            piplite.piplite._PIPLITE_URLS = ["later"]
            print(json.dumps({"cli": piplite.cli.PIP, "cli_alone": cli_alone, "read": read,
                              "later": sys.modules["piplite.piplite"]._PIPLITE_URLS}))
            """
        ),
    )
    assert result == {"cli": "piplite.cli", "cli_alone": False, "read": ["./pypi/all.json"], "later": ["later"]}
