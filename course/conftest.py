"""pytest collects only the lesson notebooks here (nbval); the build script and sources are not tests.

Every notebook item is marked ``slow`` here (tests/conftest.py marks the other tests); when ``-m`` leaves out
``slow`` tests, as the fast loop does, the notebooks are not even read (a few seconds of collection saved).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from fast_loop import slow_left_out  # noqa: E402  (the fast loop's one definition of "slow is left out")

collect_ignore_glob = ["*.py", "source/*"]


def pytest_ignore_collect(collection_path, config):
    if collection_path.suffix == ".ipynb" and slow_left_out(config):
        return True
    return None


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.path.suffix == ".ipynb":  # nbval's cells (and the item of a notebook without cells)
            item.add_marker(pytest.mark.slow)
