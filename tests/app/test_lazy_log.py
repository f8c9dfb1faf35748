"""The modules a start's first frame needs log through `LazyLog`: Python's logging loads, and the app's log
begins, at their first record or once the first frame shows, whichever comes first; no record is lost."""

from __future__ import annotations

import logging

import pytest

from spidergames.app import lazy_log
from spidergames.app.lazy_log import LazyLog


@pytest.fixture
def log_begun() -> list[str]:
    """The calls of a log set-up that `lazy_log` was asked to make at the first record: what it saw."""
    calls: list[str] = []
    lazy_log.begin_at_first_record(lambda: calls.append("begun"))
    yield calls
    lazy_log.begin()  # nothing left waiting for the next test


def test_the_log_begins_once_the_first_frame_shows_and_only_once(log_begun) -> None:
    assert log_begun == []
    lazy_log.begin()
    lazy_log.begin()
    assert log_begun == ["begun"]


def test_a_record_before_the_first_frame_begins_the_log_and_is_kept(log_begun, caplog) -> None:
    """The first record sets the log up before it is written, so the record reaches the log's handlers."""
    seen: list[tuple[str, list[str]]] = []

    class Seen(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append((record.getMessage(), list(log_begun)))

    handler = Seen()
    logging.getLogger("spidergames.test").addHandler(handler)
    try:
        with caplog.at_level(logging.INFO):
            LazyLog("spidergames.test").info("the menu's kept picture is cut short: %s", "painting it")
    finally:
        logging.getLogger("spidergames.test").removeHandler(handler)
    assert seen == [("the menu's kept picture is cut short: painting it", ["begun"])]
    lazy_log.begin()
    assert log_begun == ["begun"]  # not twice


def test_a_record_names_the_function_that_made_it(caplog) -> None:
    def no_window_icon() -> None:
        LazyLog("spidergames.test").warning("no window icon: %s", "gone")

    with caplog.at_level(logging.INFO):
        no_window_icon()
        LazyLog("spidergames.test").error("the disk did not answer")
    assert [(r.levelname, r.funcName, r.getMessage()) for r in caplog.records] == [
        ("WARNING", "no_window_icon", "no window icon: gone"),
        ("ERROR", "test_a_record_names_the_function_that_made_it", "the disk did not answer")]
