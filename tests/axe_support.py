"""axe-core, the standard accessibility engine, for the browser tests (issue 17).

The engine is the npm package ``axe-core`` at a pinned version: ``npm pack`` fetches it once into
``.cache/axe/`` (npm comes with ``.ci/run``), its sha512 is checked against :data:`INTEGRITY`, and
``axe.min.js`` is injected into a page with Playwright's ``add_script_tag``.  Only the WCAG 2.1 A
and AA rules run (:data:`TAGS`): that is what BITV 2.0 asks for.

:class:`AxeReport` collects the results of many pages and prints the figures the issue asks for:
pages checked, rules checked, violations.
"""

from __future__ import annotations

import base64
import hashlib
import shutil
import subprocess
import tarfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "axe"
VERSION = "4.11.1"
#: npm's dist.integrity of axe-core@VERSION (``npm view axe-core@4.11.1 dist.integrity``)
INTEGRITY = "sha512-BASOg+YwO2C+346x3LZOeoovTIoTrRqEsqMa6fmfAV0P+U9mFr9NsyOEpiYvFjbc64NMrSswhV50WdXzdb/Z5A=="
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")


def missing_axe() -> list[str]:
    """What the machine lacks to get axe-core (empty when it is cached or npm can fetch it)."""
    if (CACHE / f"axe-core-{VERSION}.tgz").exists() or shutil.which("npm"):
        return []
    return ["npm (apt-get install npm), to fetch the axe-core package"]


def _integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def axe_script() -> Path:
    """``axe.min.js`` of the pinned axe-core, fetched with ``npm pack`` once and checked by its hash."""
    script = CACHE / VERSION / "axe.min.js"
    if script.exists():
        return script
    CACHE.mkdir(parents=True, exist_ok=True)
    tgz = CACHE / f"axe-core-{VERSION}.tgz"
    if not tgz.exists():
        subprocess.run(
            ["npm", "pack", f"axe-core@{VERSION}", "--pack-destination", str(CACHE)],
            check=True,
            capture_output=True,
            timeout=300,
        )
    if _integrity(tgz) != INTEGRITY:
        tgz.unlink()
        raise RuntimeError(f"axe-core-{VERSION}.tgz does not match the pinned integrity; deleted, try again")
    with tarfile.open(tgz) as archive:
        member = archive.extractfile("package/axe.min.js")
        script.parent.mkdir(parents=True, exist_ok=True)
        script.write_bytes(member.read())
    return script


_RUN = """async ([tags, include]) => {
    if (include && !document.querySelector(include)) throw new Error("nothing to check: no " + include);
    const context = include ? {include: [include]} : document;
    const result = await axe.run(context, {runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]});
    return {
        rules: [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map(r => r.id),
        violations: result.violations.map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ") + " :: " + n.failureSummary.slice(0, 300)),
        })),
    };
}"""


@dataclass
class AxeReport:
    """The results of every page checked so far."""

    pages: list[str] = field(default_factory=list)
    rules: set[str] = field(default_factory=set)
    violations: list[tuple[str, dict]] = field(default_factory=list)

    def check(self, page, name: str, *, include: str = "") -> list[dict]:
        """Run axe's WCAG 2.1 A/AA rules on the page as it is now (``include``: only the parts this CSS selector
        finds); returns its violations."""
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            page.add_script_tag(path=str(axe_script()))
        result = page.evaluate(_RUN, [list(TAGS), include])
        self.pages.append(name)
        self.rules.update(result["rules"])
        self.violations += [(name, v) for v in result["violations"]]
        return result["violations"]

    def summary(self) -> str:
        lines = [
            f"axe-core {VERSION} ({', '.join(TAGS)}): {len(self.pages)} pages checked, "
            f"{len(self.rules)} rules checked, {len(self.violations)} violations"
        ]
        for name, v in self.violations:
            lines.append(f"  {name}: {v['id']} ({v['impact']}) {v['help']}")
            lines += [f"      {node}" for node in v["nodes"]]
        return "\n".join(lines)
