"""Write (or check) the project's rule reference, docs/de/rules/reference.md and docs/en/rules/reference.md.

    python tools/site/reference.py          # write both pages from knackpy
    python tools/site/reference.py --check  # exit 1 if a page differs from what knackpy generates

The pages are generated from ``knackpy.reference`` (rule texts, source quotes, option texts); edit those, not the
pages.  tests/test_reference.py runs the check.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from knackpy import reference  # noqa: E402  (the repository's own knackpy, not an installed one)


def stale_pages() -> list[str]:
    """The pages whose text differs from what knackpy generates."""
    return [
        path
        for lang, path in reference.PAGE.items()
        if not (ROOT / path).is_file()
        or (ROOT / path).read_text(encoding="utf-8") != reference.reference_markdown(lang)
    ]


def write_pages() -> None:
    for lang, path in reference.PAGE.items():
        (ROOT / path).write_text(reference.reference_markdown(lang), encoding="utf-8")


def main(argv: list[str]) -> int:
    if "--check" in argv:
        stale = stale_pages()
        for path in stale:
            print(f"{path} is out of date: run python tools/site/reference.py")
        return 1 if stale else 0
    write_pages()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
