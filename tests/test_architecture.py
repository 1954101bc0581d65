"""The shape ARCHITECTURE.md describes, enforced: layers, import direction, no import loops, module sizes.

Imports are read with ``ast`` from every module of ``knackpy`` (late imports
inside functions included), so a loop cannot hide behind a function-level
import.  When you add a module, give it a layer in ``LAYERS`` (and a line in
ARCHITECTURE.md); the test says so if you forget.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "knackpy"

# Bottom to top.  A module may import a module of a LOWER layer, or one of its own package (siblings inside
# knackpy.odds, knackpy.engine, ...), never one above it.  "pkg.*" is a package with all its modules.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("texts", ("knackpy.i18n",)),
    ("errors and number formats", ("knackpy.errors", "knackpy.figures")),
    ("card words", ("knackpy.card_words",)),
    ("cards", ("knackpy.cards",)),
    ("variants", ("knackpy.variants.*",)),
    ("rulesets, house rules in words", ("knackpy.rules", "knackpy.house_rules")),
    ("rule texts, hand values, pictures", ("knackpy.registry", "knackpy.scoring", "knackpy.svg.*")),
    ("rule boxes, the rule reference, exact odds", ("knackpy.display", "knackpy.reference", "knackpy.odds.*")),
    ("engines", ("knackpy.engine.*",)),
    ("evaluation", ("knackpy.evaluation",)),
    ("bots", ("knackpy.bots.*",)),
    ("coach", ("knackpy.hints",)),
    ("simulation", ("knackpy.simulate.*",)),
    ("check texts", ("knackpy.check_texts",)),
    ("checks and worksheets", ("knackpy.checks", "knackpy.worksheets")),
    ("the package's front door", ("knackpy",)),
    ("quick-start lines and menu", ("knackpy.quickstart",)),
    ("classroom server", ("knackpy.serve.*",)),  # issue 18, built in parallel; the terminal starts it
    ("front ends", ("knackpy.cli.*", "knackpy.widgets.*")),
    ("python -m knackpy", ("knackpy.__main__",)),
)

# The one kind of import that points up: a lower class's method that presents it through a module above, imported
# inside the method when it is called (python-chess's Board._repr_svg_ does the same), so what a class can do never
# depends on what else was imported.  (importer, imported package, method); nowhere else, never at module level.
PRESENTATION_IMPORTS: frozenset[tuple[str, str, str]] = frozenset(
    {
        ("knackpy.rules", "knackpy.registry", "describe"),  # Rules.describe: the rule texts
        ("knackpy.cards", "knackpy.svg", "_repr_html_"),  # Card and Hand draw themselves in Jupyter
    }
)

# Private names imported from another package: none (issue 16 moved what hints shared with bots to knackpy.evaluation).
KNOWN_PRIVATE_IMPORTS: set[tuple[str, str, str]] = set()

# The engines' own modules, which only the engines and their package may read as a whole: everyone else reads the
# typed observations and asks an action its ``kind`` and ``rule_ids()``, so nothing outside branches on engine classes.
ENGINE_MODULES = ("knackpy.engine.knack", "knackpy.engine.charakir")
# Widgets that BUILD fixed moves from the action classes (no branching on them); a parse by text would also do.
BUILDS_ACTIONS = {"knackpy.widgets.turn_trainer", "knackpy.widgets.deal_lab"}

# Modules longer than about 600 lines, each with its plan in ARCHITECTURE.md ("Module sizes"): none today.
KNOWN_LARGE: set[str] = {"knackpy.engine.knack"}  # ARCHITECTURE.md, Module sizes: the state's typed fields
MAX_LINES = 650  # "about 600"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def package_of(name: str) -> str:
    """The package a module belongs to (a package's ``__init__`` belongs to itself)."""
    return name if modules()[name].name == "__init__.py" else name.rpartition(".")[0]


def resolve(importer: str, node: ast.ImportFrom | ast.Import) -> list[tuple[str, str | None, int]]:
    """``(module, imported name or None, line)`` for every knackpy module an import statement reads."""
    found = []
    if isinstance(node, ast.Import):
        return [(a.name, None, node.lineno) for a in node.names if a.name in modules()]
    if node.level:
        base = package_of(importer).split(".")
        base = base[: len(base) - node.level + 1]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    if target not in modules():
        return []
    for alias in node.names:
        submodule = f"{target}.{alias.name}"
        if submodule in modules():
            found.append((submodule, None, node.lineno))
        else:
            found.append((target, alias.name, node.lineno))
    return found


@cache
def imports() -> dict[str, list[tuple[str, str | None, int]]]:
    """Every knackpy import of every module, module level and inside functions alike."""
    out = {}
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                found += [item for item in resolve(name, node) if item[0] != name]
        out[name] = found
    return out


def type_checking_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """The imports under ``if TYPE_CHECKING:``: the type checker reads them, Python never runs them."""
    return [
        child
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        for child in node.body
        if isinstance(child, ast.Import | ast.ImportFrom)
    ]


@cache
def type_only_imports() -> set[tuple[str, str, int]]:
    """``(importer, module, line)`` of every import for the type checker only (a helper module that names the engine
    class importing it makes no loop when Python loads them)."""
    out = set()
    for name, path in modules().items():
        for node in type_checking_imports(ast.parse(path.read_text(encoding="utf-8"))):
            out.update((name, target, line) for target, _, line in resolve(name, node))
    return out


def presentation_imports(name: str, tree: ast.AST) -> set[tuple[str, str, int]]:
    """``(importer, module, line)`` of the late imports of ``name`` that :data:`PRESENTATION_IMPORTS` allows."""
    out = set()
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for target, _, line in resolve(name, node):
                    package = next((p for i, p, f in PRESENTATION_IMPORTS if i == name and f == function.name), None)
                    if package and (target == package or target.startswith(package + ".")):
                        out.add((name, target, line))
    return out


@cache
def allowed_upward() -> set[tuple[str, str, int]]:
    """Every presentation import of the package (a method's import of the module that presents its class)."""
    out: set[tuple[str, str, int]] = set()
    for name, path in modules().items():
        out |= presentation_imports(name, ast.parse(path.read_text(encoding="utf-8")))
    return out


def layer_of(name: str) -> int | None:
    for index, (_, members) in enumerate(LAYERS):
        for member in members:
            if member == name or (member.endswith(".*") and (name == member[:-2] or name.startswith(member[:-1]))):
                return index
    return None


def test_every_module_has_a_layer():
    missing = [name for name in modules() if layer_of(name) is None]
    assert not missing, f"give these modules a layer in tests/test_architecture.py and ARCHITECTURE.md: {missing}"


def same_package(a: str, b: str) -> bool:
    """Siblings inside a subpackage (knackpy.odds.knack and knackpy.odds.results) share their private names."""
    return package_of(a) == package_of(b) != "knackpy"


def same_layer_package(a: str, b: str) -> bool:
    """Modules of one subpackage of knackpy, nested ones included (knackpy.engine.knack.turns and
    knackpy.engine.core), import each other freely as far as the layers go; ARCHITECTURE.md gives their order."""
    top_a, top_b = package_of(a).split(".")[:2], package_of(b).split(".")[:2]
    return top_a == top_b and len(top_a) == 2


def test_imports_point_down_the_layers():
    wrong = []
    for importer, found in imports().items():
        for target, _, line in found:
            if same_layer_package(importer, target) or (importer, target, line) in allowed_upward():
                continue
            low, high = layer_of(target), layer_of(importer)
            if low is None or high is None or low >= high:
                wrong.append(
                    f"{importer}:{line} imports {target} ({LAYERS[low][0]!r} is not below {LAYERS[high][0]!r})"
                )
    assert not wrong, "\n".join(wrong)


def test_no_import_loops():
    type_only = type_only_imports() | allowed_upward()  # neither runs while the modules load
    graph = {
        name: sorted({target for target, _, line in found if (name, target, line) not in type_only})
        for name, found in imports().items()
    }
    state: dict[str, int] = {}
    loops = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in graph.get(node, ()):
            if state.get(nxt) == 1:
                loops.append(" -> ".join(path[path.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for name in graph:
        if name not in state:
            visit(name, [name])
    assert not loops, "import loops:\n" + "\n".join(loops)


def test_a_loop_is_found_even_behind_a_late_import():
    """The checker itself: a function-level import back is an edge like any other."""
    tree = ast.parse("def later():\n    from . import svg\n")
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom))
    assert resolve("knackpy.cards", node) == [("knackpy.svg", None, 2)]
    assert layer_of("knackpy.svg") > layer_of("knackpy.cards")  # so cards -> svg would be reported


def test_presentation_imports_are_exactly_the_listed_methods():
    """Each listed method imports its presenter when called; an import of the same module at module level, or in
    another function, is still an import upwards (the checker's own case)."""
    used = {
        (importer, package)
        for importer, package, _ in PRESENTATION_IMPORTS
        for name, target, _ in allowed_upward()
        if name == importer and (target == package or target.startswith(package + "."))
    }
    assert used == {(importer, package) for importer, package, _ in PRESENTATION_IMPORTS}  # none listed in vain
    assert presentation_imports("knackpy.rules", ast.parse("from .registry import describe\n")) == set()
    tree = ast.parse("def elsewhere():\n    from .registry import describe\n")
    assert presentation_imports("knackpy.rules", tree) == set()
    tree = ast.parse("def describe(self):\n    from .registry import describe\n")
    assert presentation_imports("knackpy.rules", tree) == {("knackpy.rules", "knackpy.registry", 2)}


def test_private_names_stay_inside_their_package():
    found = set()
    for importer, items in imports().items():
        for target, name, _ in items:
            if name and name.startswith("_") and not same_package(importer, target):
                found.add((importer, target, name))
    assert found <= KNOWN_PRIVATE_IMPORTS, f"import a public name instead: {sorted(found - KNOWN_PRIVATE_IMPORTS)}"


def test_nothing_outside_the_engines_branches_on_their_classes():
    """Bots, hints, the terminal and the widgets read observations and action kinds, not engine classes (issue 16)."""
    import importlib

    wrong = []
    for importer, items in imports().items():
        if importer.startswith("knackpy.engine") or importer in BUILDS_ACTIONS:
            continue
        for target, name, line in items:
            if target not in ENGINE_MODULES:
                continue
            value = getattr(importlib.import_module(target), name) if name else None
            if name is None or isinstance(value, type):  # the whole module (``_kn.Swap``) or a class
                wrong.append(f"{importer}:{line} imports {target}{'.' + name if name else ''}")
    assert not wrong, "read the observation's fields and action.kind instead:\n" + "\n".join(wrong)


def test_engine_classes_are_not_named_outside_the_engines():
    """The old branching (``_kn.Swap``, ``type(action).__name__ == "Swap"``) is gone from bots, hints and widgets."""
    import re

    pattern = re.compile(r"\b_(?:kn|ck)\.[A-Z]|__name__\)? *(?:==|in) *\(?[\"'](?:Keep|Swap|Push|DrawPile|Knock)")
    found = [
        f"{name}:{number}"
        for name, path in modules().items()
        if not name.startswith("knackpy.engine")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert not found, found


def test_modules_read_in_one_sitting():
    sizes = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()}
    too_long = {name: n for name, n in sizes.items() if n > MAX_LINES and name not in KNOWN_LARGE}
    assert not too_long, f"split these (or say in ARCHITECTURE.md why they must be one piece): {too_long}"


def test_the_page_describes_this_shape():
    page = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    for section in (
        "## Layers",
        "## Import rules",
        "## Where things go",
        "## Module sizes",
        "## Next step of issue 16",
    ):
        assert section in page, section
    for _, members in LAYERS:
        for member in members:
            assert f"`{member.removesuffix('.*')}" in page, member
    assert "tests/test_architecture.py" in page
    assert "ARCHITECTURE.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_package_is_in_the_wheel():
    """pyproject.toml lists packages one by one: a package missing there is missing from the wheel and Pyodide."""
    import tomllib

    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    found = {name for name, path in modules().items() if path.name == "__init__.py"}
    assert found == listed, (
        f"add to [tool.setuptools] packages: {sorted(found - listed)}; gone: {sorted(listed - found)}"
    )


def test_the_loop_check_leaves_out_only_the_imports_for_the_type_checker():
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "from .core import Event\n"
        "if TYPE_CHECKING:\n"
        "    from .game import KnackGame as Game\n"
        "if DEBUG:\n"
        "    from .legal import LegalActions\n"
    )
    (node,) = type_checking_imports(tree)
    assert resolve("knackpy.engine.knack.turns", node) == [("knackpy.engine.knack.game", "KnackGame", 4)]


# --- what a class can do does not depend on what was imported (issue 32) ------------------------------------------

FRESH_INTERPRETER = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("knackpy", sys.argv[1], submodule_search_locations=[sys.argv[2]])
sys.modules["knackpy"] = importlib.util.module_from_spec(spec)  # its __init__, which imports everything, never runs
from knackpy.cards import parse_cards
from knackpy.rules import rules
before = sorted(name for name in ("knackpy.registry", "knackpy.svg") if name in sys.modules)
described = rules("charakir").describe("en")[0][0]
card, hand = parse_cards("A♥")[0]._repr_html_(), parse_cards("A♥ 7♥")._repr_html_()
from knackpy.engine.knack.actions import Close
from knackpy.engine.legal import LegalActions
print(before, described, card[:4], hand[:4], "passen" in LegalActions((Close(),)), "Hand" in LegalActions((Close(),)))
"""


def test_a_fresh_interpreter_importing_only_rules_cards_and_an_engine_has_every_method():
    """``Rules.describe``, the Jupyter pictures of cards and hands and the legal actions' texts are the classes' own:
    nothing above them has to be imported first (they used to be attached by knackpy.registry and knackpy.svg)."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", FRESH_INTERPRETER, str(PACKAGE / "__init__.py"), str(PACKAGE)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]", "C1", "<img", "<img", "True", "False"]


def test_the_engine_reading_an_actions_text_comes_from_the_variants():
    """No subclass hook fills a table: a new engine class is not read until a variant names it."""
    from knackpy import variants
    from knackpy.engine import engine_class
    from knackpy.engine.knack import KnackGame
    from knackpy.engine.legal import engine_for

    for variant in variants.all():
        engine = engine_class(variant)
        assert engine_for(engine.family) is engine

    class Unregistered(KnackGame):
        __slots__ = ()
        family = "unregistered"

    assert engine_for("unregistered") is None and engine_for("knack") is KnackGame
