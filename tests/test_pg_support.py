"""The throwaway PostgreSQL of the school-server tests (tests/pg_support.py) starts even when its port was taken.

Under ``pytest -n auto`` several test processes probe for a free port at about the same time; a port that was
free when probed can be bound by another process before the server binds it.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pg_support
import pytest
from browser_support import require


def test_a_taken_port_is_given_up_for_another(monkeypatch: pytest.MonkeyPatch) -> None:
    require(pg_support.missing_postgres(), "the PostgreSQL tests")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        ports = iter([taken.getsockname()[1], pg_support._free_port()])
        monkeypatch.setattr(pg_support, "_free_port", lambda: next(ports))
        cluster = pg_support.PostgresCluster()
        try:
            assert cluster.port != taken.getsockname()[1]
            assert f":{cluster.port}/" in cluster.url
            cluster.restart()  # the same port again, as the tests that restart the server expect
            assert f":{cluster.port}/" in cluster.url
        finally:
            cluster.destroy()


def test_another_failure_is_not_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    require(pg_support.missing_postgres(), "the PostgreSQL tests")
    monkeypatch.setattr(pg_support.PostgresCluster, "start", lambda self: (_ for _ in ()).throw(RuntimeError("x")))
    made: list[str] = []
    real_mkdtemp = pg_support.tempfile.mkdtemp
    monkeypatch.setattr(pg_support.tempfile, "mkdtemp", lambda **kw: made.append(real_mkdtemp(**kw)) or made[-1])
    with pytest.raises(RuntimeError, match="^x$"):
        pg_support.PostgresCluster()
    assert made and not any(Path(folder).exists() for folder in made)  # nothing left behind
