"""What every test module shares: the markers of the fast loop, the hypothesis profiles and the built site.

The fast loop (ARCHITECTURE.md, "Tests") leaves out what needs Chromium, a built website or minutes, and runs
on every core (pytest-xdist: each worker process has its own session fixtures, e.g. its own PostgreSQL)::

    pytest -n auto -m "not browser and not site and not slow"

The markers are set here, from what a test is, so that a new test file gets them without a line of its own:

* ``browser``: every test in a ``*browser*`` file, and every test that starts Chromium itself
  (it calls ``browser_support.chromium``) or uses a ``browser`` fixture;
* ``site``: every test that uses a built website or live app (a fixture in ``fast_loop.SITE_FIXTURES``);
* ``slow``: the tests that start JupyterLab or the clean-clone quick start (``fast_loop.SLOW_FIXTURES``) and
  the tests marked ``@pytest.mark.slow`` by hand (the longest of ``--durations``, e.g. the fault tests that kill
  a server or restart PostgreSQL); course/conftest.py marks the notebooks (nbval) ``slow``.  Leave ``-n`` out
  when the notebooks run: a notebook's cells must run in order in one kernel.

Hypothesis runs a tenth of its examples when ``slow`` tests are left out, at full strength otherwise
(tests/fast_loop.py; ``KNACKPY_HYPOTHESIS=full`` or ``fast`` overrides).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools" / "site"))

import sitetest  # noqa: E402
from fast_loop import choose_profile, markers_for  # noqa: E402

#: not a module for --doctest-modules: imported as "conftest" a second time it would clash with course/conftest.py
collect_ignore = ["conftest.py"]


def pytest_configure(config: pytest.Config) -> None:
    choose_profile(config)  # before the test modules are imported: they read examples() there


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for name in markers_for(item):
            item.add_marker(name)


# --- the website, built once per session ------------------------------------------------------------------------


@pytest.fixture(scope="session")
def shared_site(tmp_path_factory) -> sitetest.SharedSite:
    """The website built once for every test that reads it (test_site, the site's browser and a11y tests, the checks).

    Built from a copy of the course with one lesson that has saved ipywidgets state (``sitetest.WIDGET_LESSON``)
    and the lessons of ``sitetest.FRESH_LESSONS`` executed anew from their sources; ``course`` is that copy, so a
    test compares the pages with the notebooks they were made from.  Skipped (failed under CI) without the site
    tools.
    """
    from browser_support import missing_site_tools, require

    require(missing_site_tools(), "the website's tests")
    return sitetest.shared_site(tmp_path_factory.mktemp("shared-site"))


# --- PostgreSQL, started once per session (the school-wide classroom server, issue 31) ---------------------------


@pytest.fixture(scope="session")
def postgres():
    """A throwaway PostgreSQL cluster (tests/pg_support.py); skipped without it, failed under CI."""
    from browser_support import require
    from pg_support import PostgresCluster, missing_postgres

    require(missing_postgres(), "the PostgreSQL tests")
    cluster = PostgresCluster()
    yield cluster
    cluster.destroy()
