"""tools/live-page/src/cells.js in Node: the batches in which a lesson page sends the lesson's code cells to the
kernel.  Every cell is sent once, in the lesson's order; a batch ends with each cell whose static output is a
widget, so that the kernel runs the cells before a widget without a round trip each, and the widget's first
clicks come before the cells after it (tools/live-page/README.md, "What happens on the page", step 4)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from browser_support import require

ROOT = Path(__file__).resolve().parents[1]
CELLS = ROOT / "tools" / "live-page" / "src" / "cells.js"


def batches(cells: list[str], widgets: set[str]) -> list[list[str]]:
    """The batches of `cells` (ids) when the cells `widgets` show a widget, as cells.js makes them."""
    require([] if shutil.which("node") else ["node"], "the live page's cell order test")
    script = (
        f"const {{ batches }} = await import({json.dumps(CELLS.as_uri())});\n"
        f"const cells = {json.dumps([{'id': cell, 'source': ''} for cell in cells])};\n"
        f"const widgets = new Set({json.dumps(sorted(widgets))});\n"
        "const found = batches(cells, (cell) => widgets.has(cell.id));\n"
        "console.log(JSON.stringify(found.map((batch) => batch.map((cell) => cell.id))));\n"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60, check=True
    )
    return json.loads(done.stdout)


@pytest.mark.parametrize(
    ("widgets", "expected"),
    [
        (set(), [["a", "b", "c", "d"]]),  # no widget: one batch
        ({"c"}, [["a", "b", "c"], ["d"]]),  # the hand lab (lesson 02): the check after it waits for it
        ({"a", "c"}, [["a"], ["b", "c"], ["d"]]),
        ({"d"}, [["a", "b", "c", "d"]]),  # a widget last: nothing after it
    ],
)
def test_cells_go_to_the_kernel_in_order_in_batches_that_end_with_a_widget(widgets, expected):
    found = batches(["a", "b", "c", "d"], widgets)
    assert found == expected
    assert [cell for batch in found for cell in batch] == ["a", "b", "c", "d"]  # each once, in the lesson's order


def test_a_lesson_without_code_cells_sends_nothing():
    assert batches([], set()) == []
