"""Progress of a long run: a text bar on stderr, an ipywidgets bar in Jupyter, or the caller's function."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from typing import Any

from ..errors import KnackpyError

# --- progress ------------------------------------------------------------------------------------------------------


class TextProgress:
    """A text progress bar (on stderr by default): ``[#####-----] 500/1000  812/s  1 s left``."""

    def __init__(self, stream: Any = None, width: int = 30, interval: float = 0.1) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.interval = interval
        self.start = time.perf_counter()
        self.last = -math.inf
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < self.interval:
            return
        self.last = now
        filled = self.width * done // total if total else self.width
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        left = f"  {math.ceil((total - done) / rate)} s" if rate > 0 and done < total else ""
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total}  {rate:.0f}/s{left}   ")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def _in_jupyter() -> bool:
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return False
    try:
        shell = ipython.get_ipython()
    except Exception:  # noqa: BLE001 - any trouble means: not in a notebook
        return False
    return shell is not None and (type(shell).__name__ == "ZMQInteractiveShell" or hasattr(shell, "kernel"))


class _WidgetProgress:
    """An ipywidgets progress bar (imported only when asked for)."""

    def __init__(self, total: int) -> None:
        import ipywidgets
        from IPython.display import display

        self.bar = ipywidgets.IntProgress(min=0, max=max(total, 1), value=0)
        self.text = ipywidgets.Label(f"0/{total}")
        self.start = time.perf_counter()
        self.last = -math.inf
        display(ipywidgets.HBox([self.bar, self.text]))

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        elapsed = now - self.start
        self.bar.value = done
        self.text.value = f"{done}/{total}  {done / elapsed:.0f}/s" if elapsed > 0 else f"{done}/{total}"

    def close(self) -> None:
        self.bar.bar_style = "success" if self.bar.value >= self.bar.max else "warning"


def _progress(progress: object, total: int) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """The progress callback and what to call at the end."""
    if progress is None or progress is False:
        return None, lambda: None
    if isinstance(progress, str) and progress == "auto" and _in_jupyter():
        try:
            bar = _WidgetProgress(total)
            return bar, bar.close
        except Exception:  # noqa: BLE001 - no ipywidgets (or no front end): fall back to text
            pass
    if progress is True or (isinstance(progress, str) and progress in ("text", "auto")):
        text = TextProgress()
        return text, text.close
    if callable(progress):
        return progress, lambda: None
    raise KnackpyError("sim.bad_progress", value=repr(progress)[:60])
