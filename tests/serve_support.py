"""What the classroom-server tests share: a real `knackpy serve` process on 127.0.0.1 and a free port.

The server runs as its own process (so a test can SIGKILL it) and stops when
the test is done; every wait is bounded.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 20.0


class ServeProcess:
    """``python -m knackpy serve --port 0`` on a database file; address, code and token read from its output."""

    def __init__(
        self,
        db: Path,
        *,
        bot_delay: float = 0.0,
        lang: str = "en",
        proxy: bool = True,
        away_after: float = 60.0,
        extra: tuple[str, ...] = (),
    ) -> None:
        """``proxy``: started with ``--proxy``, and every :meth:`join` comes from an address of its own (as
        in a class, one device each), named in X-Forwarded-For; without it, every request is from 127.0.0.1."""
        self.db_path = db
        self.proxy = proxy
        self.joined = 0
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "knackpy",
                "serve",
                "--db",
                str(db),  # a file, or a postgresql:// address (then with --room in ``extra``)
                "--port",
                "0",
                "--lang",
                lang,
                "--bot-delay",
                str(bot_delay),
                "--away-after",
                str(away_after),
                *(["--proxy"] if proxy else []),
                *extra,
            ],  # fmt: skip
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.output = self._read_until(("Ctrl-C", "Strg-C"))
        self.workers = [int(pid) for pid in re.findall(r"Worker \d+:\s+(?:process|Prozess) (\d+)", self.output)]
        self.url = re.search(r"http://127\.0\.0\.1:\d+/", self.output).group(0)
        self.code = re.search(r"(?:Join code|Code zum Mitspielen):\s+(\S+)", self.output).group(1)
        self.token = re.search(r"/teacher#(\S+)", self.output).group(1)
        self._wait_ready()

    def _read_until(self, markers: tuple[str, ...]) -> str:
        lines: list[str] = []
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("server ended early: " + "".join(lines) + self.proc.stderr.read())
            lines.append(line)
            if any(marker in line for marker in markers):
                return "".join(lines)
        raise RuntimeError("server did not start: " + "".join(lines))

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "api/texts", timeout=2).read()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("server does not answer")

    @property
    def ws_url(self) -> str:
        return self.url.replace("http://", "ws://") + "ws"

    # --- HTTP helpers ---
    def post(
        self, path: str, body: object, *, token: str | None = None, forwarded_for: str | None = None
    ) -> tuple[int, dict]:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        headers = {"content-type": "application/json"}
        if token is not None:
            headers["x-teacher-token"] = token
        if forwarded_for is not None:
            headers["x-forwarded-for"] = forwarded_for
        request = urllib.request.Request(self.url + path.lstrip("/"), data=data, headers=headers, method="POST")
        return _open(request)

    def get(self, path: str, *, token: str | None = None) -> tuple[int, str]:
        headers = {"x-teacher-token": token} if token is not None else {}
        request = urllib.request.Request(self.url + path.lstrip("/"), headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as err:
            return err.code, err.read().decode()

    def teacher(self, what: str, body: dict | None = None) -> dict:
        if body is None:
            status, text = self.get(f"api/teacher/{what}", token=self.token)
            assert status == 200, text
            return json.loads(text)
        status, answer = self.post(f"api/teacher/{what}", body, token=self.token)
        assert status == 200, answer
        return answer

    def join(self, name: str) -> str:
        self.joined += 1
        device = f"10.1.{self.joined // 200}.{self.joined % 200 + 1}" if self.proxy else None
        status, answer = self.post("api/join", {"code": self.code, "name": name}, forwarded_for=device)
        assert status == 200, answer
        return answer["token"]

    # --- life cycle ---
    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def terminate(self) -> int:
        """SIGTERM, as a service manager or ``kill`` sends it; the exit status."""
        self.proc.terminate()
        return self.proc.wait(timeout=15)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        for stream in (self.proc.stdout, self.proc.stderr):
            stream.close()


def _open(request) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"{}")


class Pupil:
    """One pupil's WebSocket (the websockets library's sync client), with bounded waits for messages."""

    def __init__(self, server: ServeProcess, token: str, *, lang: str = "en") -> None:
        from websockets.sync.client import connect

        self.token = token
        self._connect = connect(server.ws_url, open_timeout=10, max_size=2**22)
        self.ws = self._connect.__enter__()
        self.received: list[dict] = []
        self.last_state: dict | None = None
        self.send({"type": "hello", "token": token, "lang": lang})

    def send(self, message: dict | str | bytes) -> None:
        self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    def recv(self, timeout: float = 10.0) -> dict:
        message = json.loads(self.ws.recv(timeout=timeout))
        self.received.append(message)
        if message.get("type") == "state":
            self.last_state = message
        return message

    def until(self, test, timeout: float = 15.0) -> dict:
        """The first message for which ``test(message)`` holds (the others are kept in ``received``)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no such message; last: {self.received[-1:]}")
            message = self.recv(timeout=left)
            if test(message):
                return message

    def state(self, timeout: float = 15.0) -> dict:
        return self.until(lambda m: m.get("type") == "state", timeout)

    def at_least(self, version: int, timeout: float = 15.0) -> dict:
        """The newest state seen, once its version is ``version`` or later (views may skip: newest wins)."""
        if self.last_state is not None and self.last_state["version"] >= version:
            return self.last_state
        return self.until(lambda m: m.get("type") == "state" and m["version"] >= version, timeout)

    def close(self) -> None:
        self.ws.close()


def quick_move(state):
    """A move that ends the round soon (close, knock, knack) when there is one, else the first offered."""
    texts = [a["text"] for a in state["actions"]]
    return next((t for t in texts if t.split()[0] in ("close", "knock", "knack")), texts[0])


def play_whole_game(pupils, limit=500):
    """Each pupil plays their first offered move when it is their turn; the bot plays itself."""
    current = pupils[0].at_least(0)
    for _ in range(limit):
        if current["over"]:
            for pupil in pupils[1:]:
                if not pupil.at_least(current["version"])["over"]:
                    pupil.until(lambda m: m["type"] == "state" and m["over"])
            return
        seat = current["to_move"]
        if seat in range(len(pupils)):
            mine = pupils[seat].at_least(current["version"])
            if mine["version"] == current["version"]:
                pupils[seat].send({"type": "act", "action": quick_move(mine), "version": mine["version"]})
        current = pupils[0].at_least(current["version"] + 1)
    raise AssertionError("the game did not end")


def make_moves(pupils, count):
    """The pupils play ``count`` of their own moves (the bot plays between them); the newest state."""
    made = 0
    current = pupils[0].at_least(0)
    for _ in range(200):
        if made >= count or current["over"]:
            return current
        seat = current["to_move"]
        if seat in range(len(pupils)):
            mine = pupils[seat].at_least(current["version"])
            if mine["version"] == current["version"] and not mine["over"]:
                pupils[seat].send({"type": "act", "action": quick_move(mine), "version": mine["version"]})
                made += 1
        current = pupils[0].at_least(current["version"] + 1)
    raise AssertionError("no progress")
