"""How often one pupil or one address may do something: a sliding window per key, a token bucket per seat."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

__all__ = ["Throttle", "RateLimit"]


class Throttle:
    """At most ``limit`` events per ``window`` seconds per key (e.g. wrong join codes per address)."""

    def __init__(self, limit: int, window: float, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self.events: dict[str, deque] = {}

    def blocked(self, key: str) -> bool:
        """True while ``key`` has ``limit`` events inside the window."""
        events = self.events.get(key)
        if not events:
            return False
        now = self.clock()
        while events and now - events[0] > self.window:
            events.popleft()
        return len(events) >= self.limit

    def add(self, key: str) -> None:
        self.events.setdefault(key, deque()).append(self.clock())


class RateLimit:
    """A token bucket (the server keeps one per seat, shared by its connections): ``rate`` messages a second, bursts up to ``burst``."""

    def __init__(self, rate: float = 8.0, burst: float = 16.0, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.last = clock()
        self.refused = 0

    def allow(self, share: int = 1) -> bool:
        """One message; ``share``: the number of places that spend this budget at once (each gets its part)."""
        now = self.clock()
        self.tokens = min(self.burst / share, self.tokens + (now - self.last) * self.rate / share)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.refused += 1
        return False
