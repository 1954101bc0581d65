"""A throwaway PostgreSQL for the tests: Debian's ``postgresql`` package, a cluster in a temporary folder.

The cluster is made with ``initdb`` and run with ``pg_ctl`` on 127.0.0.1 and a
free port; it can be stopped and started again (the restart test) and is
deleted at the end.  PostgreSQL refuses to run as root: on a fresh CI machine
(root) the cluster belongs to the user ``nobody``.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import zlib
from pathlib import Path

__all__ = ["PostgresCluster", "missing_postgres", "classroom_for"]


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def missing_postgres() -> list[str]:
    """What is missing to run the PostgreSQL tests (empty: nothing)."""
    missing = []
    if _bin_dir() is None:
        missing.append("PostgreSQL (apt-get install postgresql)")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        missing.append('psycopg (pip install -e ".[school]")')
    return missing


def classroom_for(key: str) -> str:
    """A classroom name of its own for each test (all share one database, as a school's classrooms do)."""
    return f"t{zlib.crc32(key.encode()):08x}"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresCluster:
    """``initdb`` in a temporary folder, then ``pg_ctl start``; :meth:`restart` and :meth:`destroy`."""

    def __init__(self) -> None:
        self.bin = _bin_dir()
        self.base = Path(tempfile.mkdtemp(prefix="knackpy-pg-"))
        self.data = self.base / "data"
        self.port = 0
        self.url = ""
        self.user = "nobody" if os.geteuid() == 0 else None
        if self.user:
            os.chmod(self.base, 0o755)
            shutil.chown(self.base, self.user)
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "knackpy", "-E", "UTF8", "--no-sync")
        try:
            self._start_on_a_free_port()
        except RuntimeError:
            shutil.rmtree(self.base, ignore_errors=True)
            raise

    def _start_on_a_free_port(self, tries: int = 5) -> None:
        # The port is free when probed, but another test process (pytest -n auto) may take it before the
        # server binds it: then the server's log says so, and another port is tried.
        for _ in range(tries):
            self.port = _free_port()
            self.url = f"postgresql://knackpy@127.0.0.1:{self.port}/postgres"
            try:
                self.start()
                return
            except RuntimeError:
                if "already in use" not in self._log():
                    raise
        raise RuntimeError(f"no free port for PostgreSQL after {tries} tries: {self._log()}")

    def _log(self) -> str:
        log = self.base / "log"
        return log.read_text(errors="replace") if log.exists() else ""

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bin / tool), *args]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(f"{tool} failed: {result.stdout}{result.stderr}")

    def start(self) -> None:
        options = f"-k {self.base} -c listen_addresses=127.0.0.1 -p {self.port} -c fsync=off -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.base / "log"), "-w", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def restart(self) -> None:
        self.stop()
        self.start()

    def destroy(self) -> None:
        with contextlib.suppress(RuntimeError):  # stopped already
            self.stop("immediate")
        shutil.rmtree(self.base, ignore_errors=True)
