"""The Pyodide adapter (tools/lite/knackpy-pyodide.mjs) against the real, pinned Pyodide, in Node (issue 33).

tests/test_early_pyodide.py checks the adapter's logic against a stand-in; this test runs tools/lite/smoke.mjs
with the built app's own Pyodide, lock file and wheels: every internal the adapter uses is there, a snapshot is
taken and restored, knackpy answers after the restore, and a restored Python does not hand every learner the
same chance (fresh seeds, `secrets` and `random` differ between two restores; a game with a seed deals the same
in every start).  When a new Pyodide moved an internal, the failure names it.  One build of the app per session
(tools/lite/litetest.py); about a minute of Node besides.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "lite"))

import build  # noqa: E402
import litetest  # noqa: E402

SMOKE = ROOT / "tools" / "lite" / "smoke.mjs"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="session")
def app() -> Path:
    missing = litetest.missing_tools() + ([] if shutil.which("node") else ["node"])
    if missing:
        message = "the real-runtime smoke test needs " + ", ".join(missing)
        if os.environ.get("CI"):
            pytest.fail(f"{message} -- CI must run it", pytrace=False)
        pytest.skip(message)
    return litetest.built_app()


@pytest.fixture(scope="session")
def smoke(app) -> dict:
    done = subprocess.run(["node", str(SMOKE), str(app)], capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_adapter_is_written_for_the_pinned_pyodide(smoke):
    pinned = build.load_pins()["pyodide"]["version"]
    assert smoke["version"] == pinned
    # a new Pyodide needs the adapter checked (tools/lite/upgrade.py moves WRITTEN_FOR once this test passes)
    assert smoke["writtenFor"] == pinned, f"knackpy-pyodide.mjs was written for {smoke['writtenFor']}, not {pinned}"
    assert smoke["whyPlain"] is None


def test_every_internal_of_the_warm_start_is_there(smoke):
    for number, start in enumerate(smoke["starts"], 1):
        assert start["missing"] == [], f"start {number}: Pyodide {smoke['version']} moved {start['missing']}"


def test_a_snapshot_is_kept_and_the_next_starts_restore_it(smoke):
    first, second, third = smoke["starts"]
    assert not first["restored"] and second["restored"] and third["restored"], [s["said"] for s in smoke["starts"]]
    assert sorted(name.endswith("-files.bin") for name in smoke["kept"]) == [False, True]
    # nothing went wrong on the way: no line but the restores' and the hand-overs of the early Pyodide
    lines = [line for start in smoke["starts"] for line in start["said"]]
    handed = "knackpy: the kernel uses the Pyodide that started with the page"
    assert [line for line in lines if line != handed] == ["knackpy: Pyodide restored from its snapshot"] * 2
    assert lines.count(handed) == 3


def test_the_snapshot_is_kept_with_its_size_so_the_restore_reads_it_while_pyodide_starts(smoke):
    # with the size, the restores read the memory into its buffer while Pyodide creates its module (and the
    # restores above succeeded that way: a buffer not yet filled would not restore)
    assert len(smoke["keptSizes"]) == 2
    assert all(length == size > 1_000_000 for length, size in smoke["keptSizes"]), smoke["keptSizes"]


def test_piplite_and_micropip_are_imported_only_when_used_in_every_start(smoke):
    """The start imports piplite's stand-in (tools/lite/lazy_piplite.py), not micropip; the first use imports
    the real module, fresh or restored."""
    for start in smoke["starts"]:
        answers = start["answers"]
        assert answers["micropip_at_start"] is False and answers["piplite_stand_in"] == "LazyModule"
        assert answers["piplite_when_used"] == "piplite.piplite" and answers["micropip_when_used"] is True


def test_knackpy_answers_after_the_restore(smoke):
    for start in smoke["starts"]:
        assert start["answers"]["score"].endswith("31 (K6, K14)")


def test_the_widgets_comm_targets_are_registered_with_the_kernel_in_every_start(smoke):
    """ipywidgets is in the snapshot, imported after the kernel (pyodide_kernel): it registered its comm targets
    with that kernel, and a restored kernel still has them, so the lesson's widgets reach Python."""
    for start in smoke["starts"]:
        assert start["answers"]["widget_targets"] == ["jupyter.widget", "jupyter.widget.control"]


def test_ipython_highlights_python_with_the_lexers_the_app_ships(smoke):
    for start in smoke["starts"]:
        assert start["answers"]["lexer"] == "PythonLexer" and start["answers"]["code_html"] is True


def test_a_game_with_a_seed_deals_the_same_in_every_start(smoke):
    deals = {start["answers"]["seeded_deal"] for start in smoke["starts"]}
    assert len(deals) == 1 and "hand 0" in deals.pop()


@pytest.mark.parametrize("answer", ["fresh_seed", "secret", "random"])
def test_two_restores_do_not_share_their_chance(smoke, answer):
    values = [start["answers"][answer] for start in smoke["starts"]]
    # the two restored starts (and the fresh one) differ: the snapshot holds no learner's shuffles
    assert len(set(values)) == 3, values
