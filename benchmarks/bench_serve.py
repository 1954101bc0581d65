"""Load benchmark of the classroom server (not a test): simulated pupils at tables with bots, on loopback.

    python benchmarks/bench_serve.py                      # 120, 300 and 600 pupils, four at a table, 30 s each
    python benchmarks/bench_serve.py --sizes 600 --duration 60
    python benchmarks/bench_serve.py --sizes 12 --tables 4 --duration 10
    python benchmarks/bench_serve.py --sizes 300,600 --setups sqlite,pg1,pg2   # issue 31's figures

``--setups``: ``sqlite`` (one process, the embedded default), ``pgN`` (N workers on
one port, ``--workers N``, on a throwaway PostgreSQL cluster of Debian's
``postgresql`` package, tests/pg_support.py; each run a classroom of its own).

For each size a real ``knackpy serve`` process runs on 127.0.0.1 (a free port,
a temporary database whose tables and pupils are set up beforehand with
:class:`~knackpy.serve.room.Classroom`, as a teacher and the joins would; the
join throttles are the server's business, not the benchmark's).  Each
simulated pupil is one WebSocket: when its view offers moves
it waits a short "thinking" time, then plays one of them.  Printed: moves per
second (all seats, and the pupils' own), the move-to-update latency (from a
pupil sending a move to each pupil at that table receiving the new view:
p50/p95/p99; goal p95 <= 100 ms on the 2-core machine), errors (refused
moves, lost connections; goal 0), the server's CPU time per move (all its
workers, from /proc: the figure to compare on a shared machine) and its
memory (resident now and at its peak, from /proc).  Finished games are restarted by the "teacher" so
every table keeps playing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from serve_support import ServeProcess  # noqa: E402

RULESETS = ("knack", "knack_oberlausitz", "charakir")
SEATS = 5


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.pupil_moves = 0
        self.errors: list[str] = []
        self.sent: dict[tuple[str, int, int], float] = {}  # (table, game, version the move was made at) -> time sent


async def pupil(server: ServeProcess, token: str, stats: Stats, stop: float, *, think: float, rng: random.Random):
    import websockets

    async with websockets.connect(server.ws_url, max_size=2**22, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token, "lang": rng.choice(("de", "en"))}))
        seen_version: dict[tuple, int] = {}
        last_sent = None
        while time.monotonic() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.05, stop - time.monotonic()))
            except TimeoutError:
                break
            now = time.monotonic()
            message = json.loads(raw)
            if message["type"] == "refused":
                stats.errors.append(f"{message['reason']} after {last_sent}")
                continue
            if message["type"] != "state":
                continue
            table, version = (message["table"], message["game_no"]), message["version"]
            for v in range(seen_version.get(table, version), version):  # moves this view is the answer to
                sent = stats.sent.get((*table, v))
                if sent is not None:
                    stats.latencies.append(now - sent)
            seen_version[table] = version
            if message["actions"] and not message["over"] and stats.sent.get((*table, version)) is None:
                # (a view sent again, e.g. after a lobby change, is not a new turn)
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                action = rng.choice(message["actions"])["text"]
                stats.sent[(*table, version)] = time.monotonic()
                last_sent = (table, version, message["to_move"], message["seat"])
                await ws.send(json.dumps({"type": "act", "action": action, "version": version}))
                stats.pupil_moves += 1


async def teacher(server: ServeProcess, stop: float) -> int:
    """Restart every finished table once a second; returns how many games finished."""
    finished = 0
    while time.monotonic() < stop:
        await asyncio.sleep(1.0)
        state = await asyncio.to_thread(server.teacher, "state")
        for table in state["tables"]:
            if table["status"] == "over":
                finished += 1
                await asyncio.to_thread(server.teacher, "restart", {"table": table["id"]})
    return finished


def seat_everyone(store, pupils: int, tables: int) -> list[str]:
    """``tables`` tables of five seats, set up in the database before the server starts; the pupils spread
    over them, bots take the other seats.  Returns the pupils' seat tokens."""
    from knackpy.serve.room import Classroom

    room = Classroom(store, joins_per_address=(10**6, 1.0), joins_per_classroom=(10**6, 1.0))
    per_table = [pupils // tables + (1 if i < pupils % tables else 0) for i in range(tables)]
    tokens = []
    for number, humans in enumerate(per_table):
        ruleset = RULESETS[number % len(RULESETS)]
        options = {"rounds": 3, "limit": None} if ruleset == "charakir" else {}
        table = room.create_table(ruleset=ruleset, players=SEATS, bots=["simple"] * (SEATS - humans), options=options)
        for seat in range(humans):
            pupil, token = room.join(room.code, f"Kind {len(tokens) + 1}", address=f"bench-{len(tokens)}")
            room.sit(pupil, table.id, seat)
            tokens.append(token)
    store.close()
    return tokens


def cpu_per_move(browsers: int, *, tables: int = 30, rounds: int = 30) -> float:
    """The server's own work per move, in CPU milliseconds (steady under other load, unlike latency): the
    move and the new views of a table's four pupils, each with ``browsers`` open, in one process."""
    from knackpy.serve.room import Classroom
    from knackpy.serve.store import SQLiteStore

    with tempfile.TemporaryDirectory() as tmp:
        store = SQLiteStore(Path(tmp) / "cpu.sqlite")
        room = Classroom(store, joins_per_address=(10**6, 1.0), joins_per_classroom=(10**6, 1.0))
        seated = []
        for n in range(tables):
            ruleset = RULESETS[n % len(RULESETS)]
            options = {"rounds": 3, "limit": None} if ruleset == "charakir" else {}
            table = room.create_table(ruleset=ruleset, players=SEATS, bots=["simple"], options=options)
            pupils = []
            for seat in range(SEATS - 1):
                pupil, _ = room.join(room.code, f"Kind {n}-{seat}", address=f"cpu-{n}-{seat}")
                room.sit(pupil, table.id, seat)
                pupils.append(pupil)
            seated.append((table, pupils))
        rng = random.Random(1)
        start = time.process_time()
        for _ in range(rounds):
            for table, pupils in seated:
                if table.game.is_over():
                    room.restart_table(table.id)
                    continue
                seat = table.game.to_move
                if seat == SEATS - 1:
                    room.apply_bot(table, table.bot_players[seat].choose(table.game.view(seat)))
                else:
                    room.act(pupils[seat], rng.choice(table.game.legal_actions()).to_text(), version=table.version)
                for i, pupil in enumerate(pupils):
                    for _ in range(browsers):
                        room.message_text(pupil, ("de", "en")[i % 2])
        spent = time.process_time() - start
        store.close()
    return spent / (rounds * tables) * 1000


def server_memory(server: ServeProcess) -> tuple[float, float]:
    """The server's resident memory now and at its peak, in MiB (Linux /proc; with workers: theirs, summed)."""
    totals = [0.0, 0.0]
    for pid in server.workers or [server.proc.pid]:
        status = Path(f"/proc/{pid}/status")
        if not status.exists():
            return float("nan"), float("nan")
        fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
        for i, key in enumerate(("VmRSS", "VmHWM")):
            totals[i] += int(fields.get(key, "0 kB").split()[0]) / 1024
    return totals[0], totals[1]


def server_cpu(server: ServeProcess) -> float:
    """CPU seconds (user and system) the server has spent so far: its workers summed (Linux /proc).  Per move
    it stays steady when other programs share the cores, unlike the latency."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in [server.proc.pid, *server.workers]:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


class Setup:
    """Where the server keeps the classroom: an SQLite file (one process) or PostgreSQL with N workers."""

    def __init__(self, name: str, cluster=None) -> None:
        self.name = name
        self.workers = int(name[2:]) if name.startswith("pg") else 1
        self.cluster = cluster
        self.runs = 0

    def open(self, tmp: Path):
        """A new classroom: its store (for the set-up), what ``--db`` gets, and the extra arguments."""
        self.runs += 1
        if self.cluster is None:
            from knackpy.serve.store import SQLiteStore

            db = tmp / "bench.sqlite"
            return SQLiteStore(db), db, ()
        from knackpy.serve.pgstore import PostgresStore

        classroom = f"bench-{self.name}-{self.runs}"
        extra = ("--room", classroom, "--workers", str(self.workers))
        return PostgresStore(self.cluster.url, classroom), self.cluster.url, extra

    def stored_actions(self, db, extra) -> int:
        if self.cluster is None:
            con = sqlite3.connect(db)
            try:
                return con.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            finally:
                con.close()
        import psycopg

        with psycopg.connect(self.cluster.url) as con:
            sql = "SELECT COUNT(*) FROM knackpy_actions WHERE classroom = %s"
            return con.execute(sql, (extra[1],)).fetchone()[0]

    def describe(self) -> str:
        if self.cluster is None:
            return "1 worker, SQLite"
        return f"{self.workers} worker{'s' if self.workers > 1 else ''}, PostgreSQL"


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def run(args, pupils: int, setup: Setup) -> None:
    tables = args.tables or max(1, pupils // 4)
    with tempfile.TemporaryDirectory() as tmp:
        store, db, extra = setup.open(Path(tmp))
        tokens = seat_everyone(store, pupils, tables)
        server = ServeProcess(db, bot_delay=args.bot_delay, extra=extra)
        try:
            start_actions = setup.stored_actions(db, extra)
            start_cpu = server_cpu(server)
            stats = Stats()
            rng = random.Random(args.seed)
            start = time.monotonic()
            stop = start + args.duration
            tasks = [pupil(server, t, stats, stop, think=args.think, rng=random.Random(rng.random())) for t in tokens]
            results = await asyncio.gather(teacher(server, stop), *tasks, return_exceptions=True)
            elapsed = time.monotonic() - start
            rss, peak = server_memory(server)
            cpu = server_cpu(server) - start_cpu
            finished = results[0] if isinstance(results[0], int) else 0
            stats.errors += [repr(r) for r in results if isinstance(r, BaseException)]
            moves = setup.stored_actions(db, extra) - start_actions
        finally:
            server.stop()
    lat_ms = [x * 1000 for x in stats.latencies]
    print(
        f"{setup.describe()}: pupils {pupils} at {tables} tables of {SEATS} seats (bots in the others), {elapsed:.0f} s"
    )
    print(f"moves/s (every seat): {moves / elapsed:.1f}   pupils' moves/s: {stats.pupil_moves / elapsed:.1f}")
    print(f"games finished: {finished}")
    print(
        f"server CPU: {cpu / elapsed * 100:.0f} % of one core, {cpu / max(moves, 1) * 1000:.2f} ms per move "
        "(all workers; steady when other programs share the cores)"
    )
    print(
        f"move-to-update latency (ms, {len(lat_ms)} updates): p50 {percentile(lat_ms, 50):.1f}  "
        f"p95 {percentile(lat_ms, 95):.1f}  p99 {percentile(lat_ms, 99):.1f}  "
        f"mean {statistics.fmean(lat_ms) if lat_ms else float('nan'):.1f}   (goal p95 <= 100)"
    )
    print(f"errors: {len(stats.errors)}   (goal 0)" + (f"  e.g. {stats.errors[:3]}" if stats.errors else ""))
    print(f"server memory: {rss:.0f} MiB resident, {peak:.0f} MiB at its peak")
    print(flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of play per size (default 30)")
    parser.add_argument("--sizes", default="120,300,600", help="numbers of pupils, one run each (default 120,300,600)")
    parser.add_argument("--tables", type=int, default=0, help="tables (default: a quarter of the pupils)")
    parser.add_argument("--think", type=float, default=0.5, help="a pupil's mean thinking time in seconds")
    parser.add_argument("--bot-delay", type=float, default=0.3, help="seconds a bot waits before its move")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument(
        "--setups", default="sqlite", help="sqlite and/or pgN (N workers on PostgreSQL), e.g. sqlite,pg1,pg2"
    )
    parser.add_argument("--skip-cpu", action="store_true", help="leave out the CPU-per-move figure")
    args = parser.parse_args()
    urllib.request.getproxies = dict  # loopback only: never a proxy
    if not args.skip_cpu:
        print(
            f"server CPU per move (a move and the new views of a table's 4 pupils): {cpu_per_move(1):.2f} ms with "
            f"one browser per pupil, {cpu_per_move(3):.2f} ms with three"
        )
        print()
    names = args.setups.split(",")
    cluster = None
    if any(name.startswith("pg") for name in names):
        from pg_support import PostgresCluster

        cluster = PostgresCluster()
    try:
        for name in names:
            setup = Setup(name, cluster if name.startswith("pg") else None)
            for size in (int(n) for n in args.sizes.split(",")):
                asyncio.run(run(args, size, setup))
    finally:
        if cluster is not None:
            cluster.destroy()


if __name__ == "__main__":
    main()
