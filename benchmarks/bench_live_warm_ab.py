"""Warm starts of two builds of the site in turns (issue 33, point 4): A, B, B, A, A, B, ...

On a shared machine one warm start says little (the load moves it by tenths of a second); many warm starts of
both builds, one after the other in the same minutes, give medians that compare.  Both sites are served at
once and opened in one browser (their caches are apart: another port is another origin); each first gets one
cold start, and the warm start waits until the page's worker has kept its snapshot.  Printed per build: the
first answer of the hand lab (median and every run) and the medians of the marks (bench_live.py --timeline).

    python benchmarks/bench_live_warm_ab.py SITE_A SITE_B --rounds 6
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_live  # noqa: E402 (it puts tests/ and tools/ on the path)
import sitetest  # noqa: E402
from browser_support import chromium  # noqa: E402

#: the marks whose medians are printed (seconds after the click)
SHOWN_MARKS = ("python-ready", "cell-9", "cell-10", "cell-11", "bench-click")


def marks_of(line: str) -> dict[str, float]:
    """ "worker-started 0.16, ..." as a dict."""
    return {name: float(at) for name, at in re.findall(r"([a-z0-9-]+) ([0-9.]+)", line)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", type=Path, nargs=2, help="two sites built by tools/lite/build.py --site")
    parser.add_argument("--rounds", type=int, default=6, help="warm starts of each build (default 6)")
    args = parser.parse_args(argv)
    names = [f"{site.name} ({'AB'[index]})" for index, site in enumerate(args.sites)]
    answers: dict[str, list[float]] = {name: [] for name in names}
    marks: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    with tempfile.TemporaryDirectory(prefix="knackpy-bench-warm-") as tmp, ExitStack() as stack:
        lessons = {}
        for name, site in zip(names, args.sites, strict=True):
            bench_live.CountingHandler.compress_all(site.resolve())
            base = stack.enter_context(sitetest.serve(site.resolve(), handler_class=bench_live.CountingHandler))
            lessons[name] = f"{base}course/{bench_live.LESSONS['hand lab']}/"
        first = next(iter(lessons.values()))
        context, _recorder = stack.enter_context(
            chromium(
                first,
                Path(tmp) / "profile",
                service_workers="allow",
                extra_args=bench_live.NO_OTHER_HOSTS,
                intercept=False,
            )
        )
        for name, lesson in lessons.items():  # the cold start that keeps the snapshot
            page = context.new_page()
            bench_live.start_live(page, lesson)
            if not bench_live.wait_for_snapshot(page):
                print(f"{name}: no snapshot kept, the warm starts are fresh ones")
            page.close()
        for turn in range(args.rounds):
            for name in names if turn % 2 == 0 else names[::-1]:
                page = context.new_page()
                timeline: list[str] = []
                answers[name].append(bench_live.start_live(page, lessons[name], timeline)[0])
                marks[name].append(marks_of(timeline[0]))
                page.close()
    for name in names:
        every = " ".join(f"{seconds:.2f}" for seconds in answers[name])
        print(f"{name}: warm first answer, median {statistics.median(answers[name]):.2f} s ({every})")
        medians = [
            f"{mark} {statistics.median(run[mark] for run in marks[name] if mark in run):.2f}"
            for mark in SHOWN_MARKS
            if any(mark in run for run in marks[name])
        ]
        print(f"  medians of the marks (s after the click): {', '.join(medians)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
