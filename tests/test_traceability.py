"""Every rule ID of the registry is proven by at least one test (``@pytest.mark.rule``)."""

import ast
from pathlib import Path

from knackpy.registry import REGISTRY

TESTS = Path(__file__).parent


def cited_rule_ids() -> dict[str, set[str]]:
    """rule ID -> test files that cite it in a ``pytest.mark.rule(...)`` marker."""
    cited: dict[str, set[str]] = {}
    for path in TESTS.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "rule":
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        cited.setdefault(arg.value, set()).add(path.name)
    return cited


def test_every_rule_id_is_cited_by_a_test():
    missing = sorted(set(REGISTRY) - set(cited_rule_ids()), key=lambda i: (i[0], int(i[1:])))
    assert not missing, f"rule IDs without a test: {missing}"


def test_every_cited_id_exists():
    unknown = sorted(set(cited_rule_ids()) - set(REGISTRY))
    assert not unknown, f"tests cite unknown rule IDs: {unknown}"
