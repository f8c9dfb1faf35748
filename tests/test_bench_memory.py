"""The bench measures memory in the process the app would be: the C library's heaps limited to one before
any helper thread, as the app's start does (`heap.one_heap`)."""

from __future__ import annotations

from spidergames.app import heap
from spidergames.bench import __main__ as bench


def test_the_bench_limits_the_heap_before_its_first_section_starts_a_thread(monkeypatch) -> None:
    done: list[str] = []

    def shell(quick: bool, python: str | None) -> list[object]:
        done.append("shell")  # the first section: it starts watchdog threads
        return []

    monkeypatch.setattr(heap, "one_heap", lambda: done.append("one heap"))
    monkeypatch.setattr(bench, "run_shell", shell)
    bench.main(["--quick", "--only", "shell"])
    assert done == ["one heap", "shell"]
