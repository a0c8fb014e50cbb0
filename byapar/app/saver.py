"""Saves written on a worker thread, so a turn's autosave (a write and two fsyncs) never holds
up a frame.

The game is read, and its save encoded, on the main thread (`Session.save`); only the
finished text crosses to the worker. One worker writes one file at a time, in the order
asked; when a game asks again before its last write has begun, only the newer text is
written. Each write reports how it went (None, or the OSError) to the one who asked.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from . import store

Report = Callable[[BaseException | None], None]


class Saver:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="saver")
        self._guard = threading.Lock()
        self._waiting: dict[Path, tuple[store.Encoded, Report]] = {}  # asked, not begun
        self._last: Future | None = None

    def write(self, path: Path, text: store.Encoded, report: Report) -> None:
        """Write `text` to `path` on the worker; `report` is called there when it is done."""
        with self._guard:
            queued = path in self._waiting
            self._waiting[path] = (text, report)
        if not queued:
            self._last = self._pool.submit(self._write, path)

    def wait(self, timeout: float | None = None) -> None:
        """Block until every write asked so far is done (the one worker runs them in order)."""
        last = self._last
        if last is not None:
            last.result(timeout=timeout)

    def close(self) -> None:
        """Write what is asked, then end the worker (the app is closing)."""
        self._pool.shutdown(wait=True)

    def _write(self, path: Path) -> None:
        with self._guard:
            text, report = self._waiting.pop(path)
        try:
            store.write_save(path, text)
        except (OSError, ValueError) as e:
            report(e)
        else:
            report(None)
