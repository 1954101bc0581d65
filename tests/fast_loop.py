"""The fast loop (ARCHITECTURE.md, "Tests"): which tests are `browser`, `site` or `slow`, and hypothesis' strength.

``pytest -n auto -m "not browser and not site and not slow"`` leaves out the ``slow`` tests; then the notebooks
are not even collected (course/conftest.py) and hypothesis loads the profile ``fast`` (in every worker process):
a test that sets its own number of examples writes ``max_examples=examples(300)``, 300 at full strength, a tenth
(at least ``FAST_MINIMUM``) in the fast loop.  ``KNACKPY_HYPOTHESIS=full`` or ``=fast`` chooses the profile whatever ``-m`` says.  The example database
replays a failure found once in either profile.
"""

from __future__ import annotations

import os

from hypothesis import settings

ENV = "KNACKPY_HYPOTHESIS"
FULL, FAST = "full", "fast"
FAST_SHARE = 10  # the fast loop runs one example in this many
FAST_MINIMUM = 5

settings.register_profile(FULL, settings.get_profile("default"))
settings.register_profile(FAST, max_examples=settings.get_profile("default").max_examples // FAST_SHARE)
_loaded = [FULL]

#: fixtures that stand for a built website or live app: their tests are `site`
SITE_FIXTURES = frozenset({"site", "shared_site", "app"})
#: fixtures that start JupyterLab or a clean clone of the project: their tests are `slow`
SLOW_FIXTURES = frozenset({"course_from_a_clean_clone", "running_course"})
#: names a test calls to start Chromium itself (tests/browser_support.py)
BROWSER_CALLS = frozenset({"chromium"})


def markers_for(item) -> list[str]:
    """The markers a test gets from what it is (tests/conftest.py sets them at collection), sorted."""
    fixtures = set(getattr(item, "fixturenames", ()))
    markers = set()
    if "browser" in item.path.name or "browser" in fixtures or _calls(item, BROWSER_CALLS):
        markers.add("browser")
    if fixtures & SITE_FIXTURES:
        markers.add("site")
    if fixtures & SLOW_FIXTURES:
        markers.add("slow")
    return sorted(markers)


def _calls(item, names: frozenset[str]) -> bool:
    code = getattr(getattr(item, "function", None), "__code__", None)
    return code is not None and not names.isdisjoint(code.co_names)


def slow_left_out(config) -> bool:
    """Whether ``-m`` deselects a test whose only marker is ``slow`` (as the fast loop's expression does)."""
    expression = config.getoption("markexpr", default="")
    if not expression:
        return False
    try:
        from _pytest.mark.expression import Expression  # what -m itself uses; no public API evaluates it
    except ImportError:  # pragma: no cover - a pytest that moved it: everything is collected, -m still selects
        return False
    return not Expression.compile(expression).evaluate(lambda name, **_: name == "slow")


def choose_profile(config) -> str:
    """The profile for this run: ``KNACKPY_HYPOTHESIS`` if set, else ``fast`` exactly when ``slow`` is left out."""
    chosen = os.environ.get(ENV, "").strip().lower()
    if chosen not in (FULL, FAST):
        chosen = FAST if slow_left_out(config) else FULL
    settings.load_profile(chosen)
    _loaded[0] = chosen
    return chosen


def examples(full: int) -> int:
    """A test's own number of examples under the chosen profile."""
    return full if _loaded[0] == FULL else max(FAST_MINIMUM, full // FAST_SHARE)
