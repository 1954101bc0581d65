"""Benchmark of ``knackpy serve --course`` (not a test): a class pressing "Live starten" at once, on loopback.

    python benchmarks/bench_course.py                          # the site of knackpy course build; 10 and 30 pupils
    python benchmarks/bench_course.py --site /tmp/site --sizes 30 --plain

A real ``knackpy serve --course`` runs on 127.0.0.1.  Each simulated pupil fetches what a lesson page's live mode
loads from the teacher's machine (``live/knackpy-preload.json``, the files it lists, the page's live mode and its
worker), one file after the other, as a browser that takes gzip (``--plain``: one that does not); all pupils start
together.  Meanwhile a prober asks the classroom's ``/api/texts`` every 50 ms, as the tables' pages are answered
by the same process.  Printed per size: bytes on the wire, the time until the last pupil has everything, the
server's CPU seconds for it, and the prober's latency (p50/p95/max) while the downloads run.  Loopback has no
Wi-Fi's limit: the time is the server's and the machine's, the bytes say what a Wi-Fi must carry.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from serve_support import ServeProcess  # noqa: E402

from knackpy.serve.course_site import check_site, default_site_dir  # noqa: E402

PROBE_EVERY = 0.05  # seconds between two questions of the prober


def live_files(base: str) -> list[str]:
    """What "Live starten" fetches from the app: the preload list's files, the live mode and its worker."""
    with urllib.request.urlopen(base + "kurs/live/knackpy-preload.json", timeout=30) as answer:
        files = json.load(answer)["files"]
    return ["knackpy-preload.json", "knackpy-page.js", "knackpy-page-worker.js", *files]


def fetch_all(base: str, files: list[str], gzip: bool, wire: list[int]) -> None:
    headers = {"accept-encoding": "gzip"} if gzip else {}
    for name in files:
        request = urllib.request.Request(base + "kurs/live/" + name, headers=headers)
        with urllib.request.urlopen(request, timeout=300) as answer:
            wire.append(len(answer.read()))  # urllib does not unpack: these are the bytes on the wire


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def probe(base: str, until: threading.Event, latencies: list[float]) -> None:
    while not until.is_set():
        start = time.perf_counter()
        with urllib.request.urlopen(base + "api/texts", timeout=30) as answer:
            answer.read()
        latencies.append(time.perf_counter() - start)
        time.sleep(PROBE_EVERY)


def run(site: Path, pupils: int, gzip: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = ServeProcess(Path(tmp) / "class.sqlite", extra=("--course", "--site", str(site)))
        try:
            files = live_files(server.url)
            wire: list[int] = []
            latencies: list[float] = []
            done = threading.Event()
            prober = threading.Thread(target=probe, args=(server.url, done, latencies))
            prober.start()
            time.sleep(1.0)
            quiet = list(latencies)
            cpu = cpu_seconds(server.proc.pid)
            start = time.perf_counter()
            threads = [threading.Thread(target=fetch_all, args=(server.url, files, gzip, wire)) for _ in range(pupils)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(server.proc.pid) - cpu
            done.set()
            prober.join()
        finally:
            server.stop()
    busy = sorted(latencies[len(quiet) :])
    print(
        f"{pupils:>3} pupils {'gzip ' if gzip else 'plain'}: {sum(wire) / 1e6:7.1f} MB on the wire "
        f"({sum(wire) / pupils / 1e6:.1f} MB each) in {elapsed:5.1f} s, server CPU {cpu:5.1f} s; "
        f"/api/texts meanwhile p50 {statistics.median(busy) * 1e3:.0f} ms, "
        f"p95 {busy[int(len(busy) * 0.95)] * 1e3:.0f} ms, max {busy[-1] * 1e3:.0f} ms "
        f"(before: p50 {statistics.median(quiet) * 1e3:.0f} ms)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=default_site_dir(), help="a built site (knackpy course build)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 30], help="pupils pressing Live starten at once")
    parser.add_argument("--plain", action="store_true", help="also as browsers that do not take gzip")
    args = parser.parse_args()
    site = check_site(args.site).path
    for pupils in args.sizes:
        for gzip in (True, False) if args.plain else (True,):
            run(site, pupils, gzip)
    return 0


if __name__ == "__main__":
    sys.exit(main())
