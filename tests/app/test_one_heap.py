"""The app's start limits glibc to one heap before its first helper thread (the log's, the lock's): a
thread's first allocation makes it a heap of its own otherwise, which later helper threads (a game scene
built beside the frame loop) go on using, and which is trimmed poorly."""

from __future__ import annotations

import threading

import pytest

from spidergames import cli
from spidergames.app import heap, lazy_log, lock, runs


def test_the_start_keeps_one_heap_before_any_helper_thread(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    order: list[str] = []
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    monkeypatch.setattr(heap, "one_heap", lambda: order.append("one heap"))
    real_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        order.append(f"thread {thread.name}")
        real_start(thread)

    monkeypatch.setattr(threading.Thread, "start", start)

    def interactive(**kwargs: object) -> int:  # what the real one does first: the lock, then the log
        lock.acquire(tmp_path)
        lock.release()
        lazy_log.begin()  # (once the first frame shows: app/lazy_log.py)
        return 0

    monkeypatch.setattr(runs, "interactive", interactive)
    assert cli.start(fullscreen=False) == 0
    assert order[0] == "one heap" and "thread spidergames-lock" in order and "thread spidergames-log" in order, order
