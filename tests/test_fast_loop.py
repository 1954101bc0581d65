"""The fast loop (issue 32): markers from what a test uses, the pytest cache on, hypothesis lighter, no fixed sleeps."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from types import SimpleNamespace

import fast_loop
import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
FAST_COMMAND = 'pytest -n auto -m "not browser and not site and not slow"'


def _item(file: str, fixtures=(), calls=()):
    def test():  # a test function whose code names ``calls``
        pass

    test.__code__ = test.__code__.replace(co_names=tuple(calls))
    return SimpleNamespace(path=ROOT / "tests" / file, fixturenames=list(fixtures), function=test)


def _config(markexpr: str):
    return SimpleNamespace(getoption=lambda name, default=None: markexpr if name == "markexpr" else default)


def test_the_markers_are_registered_and_the_cache_is_on():
    options = PYPROJECT["tool"]["pytest"]["ini_options"]
    registered = {line.split(":")[0].split("(")[0] for line in options["markers"]}
    assert {"browser", "site", "slow", "rule"} <= registered
    assert "no:cacheprovider" not in options["addopts"]  # --lf and --sw need the cache
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert options["cache_dir"].strip("/") + "/" in ignored


@pytest.mark.parametrize(
    ("item", "expected"),
    [
        (_item("test_new_thing_browser.py"), ["browser"]),  # a new *browser* file, without a line of its own
        (_item("test_course_command.py", calls=["chromium"]), ["browser"]),
        (_item("test_site.py", fixtures=["site"]), ["site"]),
        (_item("test_new_site_check.py", fixtures=["shared_site", "tmp_path"]), ["site"]),
        (_item("test_lite.py", fixtures=["tools", "app"]), ["site"]),
        (_item("test_a11y_browser.py", fixtures=["site", "browser"]), ["browser", "site"]),
        (_item("test_quickstart.py", fixtures=["course_from_a_clean_clone"], calls=["chromium"]), ["browser", "slow"]),
        (_item("test_rules.py", fixtures=["tmp_path"], calls=["rules"]), []),
    ],
    ids=lambda value: "-".join(value) or "none" if isinstance(value, list) else value.path.name,
)
def test_a_test_gets_its_markers_from_what_it_uses(item, expected):
    assert fast_loop.markers_for(item) == expected


@pytest.mark.parametrize(
    ("markexpr", "left_out"),
    [
        ("", False),
        ("not browser and not site and not slow", True),
        ("not slow", True),
        ("slow", False),
        ("not browser", False),
        ("rule", True),
    ],
)
def test_slow_is_left_out_exactly_when_the_expression_deselects_it(markexpr, left_out):
    assert fast_loop.slow_left_out(_config(markexpr)) is left_out


def test_hypothesis_is_lighter_in_the_fast_loop_and_whole_otherwise(monkeypatch):
    from hypothesis import settings

    before = fast_loop._loaded[0]
    try:
        monkeypatch.delenv(fast_loop.ENV, raising=False)
        assert fast_loop.choose_profile(_config("not slow")) == fast_loop.FAST
        assert fast_loop.examples(300) == 30 and fast_loop.examples(25) == fast_loop.FAST_MINIMUM
        assert settings().max_examples == settings.get_profile("default").max_examples // fast_loop.FAST_SHARE
        assert fast_loop.choose_profile(_config("")) == fast_loop.FULL
        assert (
            fast_loop.examples(300) == 300 and settings().max_examples == settings.get_profile("default").max_examples
        )
        monkeypatch.setenv(fast_loop.ENV, "full")
        assert fast_loop.choose_profile(_config("not slow")) == fast_loop.FULL
        monkeypatch.setenv(fast_loop.ENV, "fast")
        assert fast_loop.choose_profile(_config("")) == fast_loop.FAST
    finally:
        settings.load_profile(before)
        fast_loop._loaded[0] = before


#: a pause of a fixed length in a browser test (a polling interval below 100 ms inside a bounded loop is not one)
_FIXED_PAUSE = re.compile(r"wait_for_timeout\(\s*([\d_]+)\s*\)|time\.sleep\(\s*([\d.]+)\s*\)")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _in_a_loop(lines: list[str], index: int) -> bool:
    """Whether line ``index`` is inside a ``while`` or a ``for _ in ...`` of its function (a poll, not a pause)."""
    depth = _indent(lines[index])
    for earlier in reversed(lines[:index]):
        if not earlier.strip() or _indent(earlier) >= depth:
            continue
        depth = _indent(earlier)
        if re.match(r"\s*(while\b|for\s+_\s+in\b)", earlier):  # a poll; a loop over pages pauses on each
            return True
        if re.match(r"\s*(def|class)\b", earlier):
            return False
    return False


def _fixed_pauses(path: Path) -> list[str]:
    found = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines):
        for match in _FIXED_PAUSE.finditer(line):
            milliseconds, seconds = match.groups()
            pause = float(milliseconds.replace("_", "")) if milliseconds else float(seconds) * 1000
            if pause >= 100 and not _in_a_loop(lines, index):
                found.append(f"{path.name}:{index + 1}: {line.strip()}")
    return found


def test_browser_tests_wait_on_conditions_not_on_the_clock():
    files = [
        *ROOT.glob("tests/*browser*.py"),
        ROOT / "tests" / "test_quickstart.py",
        ROOT / "tests" / "test_course_command.py",
    ]
    assert len(files) > 10
    assert [pause for path in sorted(files) for pause in _fixed_pauses(path)] == []


def test_the_fast_command_is_documented_and_ci_lints_and_checks_types_before_the_tests():
    assert FAST_COMMAND in (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    assert (ROOT / "README.md").read_text(encoding="utf-8").count(FAST_COMMAND.replace("pytest", "pytest -q")) == 2
    test_extra = PYPROJECT["project"]["optional-dependencies"]["test"]
    assert any(requirement.startswith("pytest-xdist") for requirement in test_extra)  # -n auto
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    lint = ci.index("ruff check . && ruff format --check . && mypy")
    assert ci.index('pip install -e ".[lint,serve]"') < lint < ci.index('pip install -e ".[test]" && pytest')
    pinned = PYPROJECT["project"]["optional-dependencies"]["lint"]
    assert any(requirement.startswith("ruff==") for requirement in pinned)
    assert any(requirement.startswith("mypy==") for requirement in pinned)


def test_mypy_checks_the_library_without_the_widgets_and_strictly():
    """``mypy`` alone (as .ci/run calls it) reads its settings: knackpy/ for Python 3.11, the widgets left out."""
    settings = PYPROJECT["tool"]["mypy"]
    assert settings["files"] == ["knackpy"] and settings["python_version"] == "3.11"
    assert settings["exclude"] == ["^knackpy/widgets/"]
    strict = ("check_untyped_defs", "disallow_untyped_defs", "disallow_incomplete_defs", "warn_unused_ignores")
    assert all(settings[name] is True for name in strict)
    assert "ignore-without-code" in settings["enable_error_code"]  # every ignore names its error code
