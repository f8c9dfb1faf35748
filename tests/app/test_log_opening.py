"""The log file opens beside the start: the first frame never waits for the disk, and nothing logged
before the file is open is lost."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from spidergames import cli
from spidergames.app import logfile


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    yield tmp_path
    logging.shutdown()
    logging.getLogger().handlers.clear()


def opening_log() -> logfile.OpeningLog:
    return next(h for h in logging.getLogger().handlers if isinstance(h, logfile.OpeningLog))


def test_the_start_does_not_wait_for_the_log_file_and_loses_nothing(home: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    disk = threading.Event()  # a slow disk: the log file opens when it is set
    real = logfile.RotatingLog

    def slow(*args: object) -> logfile.RotatingLog:
        assert disk.wait(30)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(logfile, "RotatingLog", slow)
    start = time.perf_counter()
    cli.setup_logging()
    logging.getLogger("spidergames.test").info("said before the file opened")
    assert time.perf_counter() - start < 1, "the start waited for the disk"
    assert not (home / "spidergames.log").exists()
    disk.set()
    assert opening_log().opened.wait(10)
    logging.getLogger("spidergames.test").warning("said after")
    logging.shutdown()
    lines = (home / "spidergames.log").read_text(encoding="utf-8").splitlines()
    assert [line.split(" ", 2)[2] for line in lines] == [
        "INFO spidergames.test: said before the file opened", "WARNING spidergames.test: said after"]


def test_a_log_that_cannot_open_is_said_once_on_stderr(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (home / "spidergames.log").mkdir()  # a folder where the file should be
    cli.setup_logging()
    assert opening_log().opened.wait(10)
    logging.getLogger("spidergames.test").warning("still said on stderr")
    err = capsys.readouterr().err
    assert "no log file:" in err and "is not an ordinary file" in err and "still said on stderr" in err
    assert opening_log().target is None and opening_log().kept is None


def test_a_log_that_never_opens_keeps_a_bounded_number_of_records(home: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    hung = threading.Event()

    def never(*args: object) -> logfile.RotatingLog:
        hung.wait(30)
        raise OSError("the disk went away")

    monkeypatch.setattr(logfile, "RotatingLog", never)
    monkeypatch.setattr(logfile, "DISK_SECONDS", 0.1)  # the exit waits no longer for a hung disk
    cli.setup_logging()
    for n in range(logfile.KEPT_RECORDS + 50):
        logging.getLogger("spidergames.test").info("line %d", n)
    assert len(opening_log().kept or []) == logfile.KEPT_RECORDS
    hung.set()
