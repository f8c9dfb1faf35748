"""The log file: it rotates as the standard library's `RotatingFileHandler` does, without its start-up cost,
and the start does not wait for it to open (`OpeningLog`).

`logging.handlers` brings sockets, pickling and queues with it (5-8 ms before the menu's first
frame) for a rollover that most runs never reach. `RotatingLog` writes as a plain file handler and
asks the standard library's handler to roll the files over only when the file is full.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path

from .bounded import DISK_SECONDS


class RotatingLog(logging.FileHandler):
    """`spidergames.log`, rolled over to `.1`, `.2`... (`backupCount` of them) before it passes `maxBytes`."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.maxBytes = max_bytes
        self.backupCount = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._roll_over()
        except Exception:  # noqa: BLE001 - as logging does: a log that cannot be written never stops the app
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        """The record would take the file to `maxBytes` (never for what is not an ordinary file)."""
        if self.stream is None:
            self.stream = self._open()
        self.stream.seek(0, os.SEEK_END)  # Windows does not report the end in append mode
        full = self.stream.tell() + len(f"{self.format(record)}\n") >= self.maxBytes
        return full and os.path.isfile(self.baseFilename)

    def _roll_over(self) -> None:
        """Close the file, let the standard library's handler rename the old ones, open a fresh one."""
        from logging.handlers import RotatingFileHandler

        if self.stream is not None:
            self.stream.close()  # Windows renames no open file
            self.stream = None  # logging's own way to say "closed"
        roller = RotatingFileHandler(self.baseFilename, maxBytes=self.maxBytes, backupCount=self.backupCount,
                                     encoding=self.encoding, delay=True)
        try:
            roller.doRollover()  # delay=True: it renames the files and opens nothing
        finally:
            roller.close()
        self.stream = self._open()


KEPT_RECORDS = 1000
"""Records kept for a log file that is still opening (a hung disk would otherwise keep them all)."""


class OpeningLog(logging.Handler):
    """The log file, opened on a helper thread so that the start never waits for the disk (a thread's
    start and the wait for it cost 1-60 ms of the first frame on a busy computer). What is logged before
    the file is open is kept and written to it once it is; a file that cannot be opened (`open_log`
    raises OSError) is said once, through the other handlers, and the records kept are dropped."""

    def __init__(self, open_log: Callable[[], logging.Handler], formatter: logging.Formatter, name: str) -> None:
        super().__init__()
        self.setFormatter(formatter)  # before the file can open: it is given the same
        self.target: logging.Handler | None = None
        self.kept: list[logging.LogRecord] | None = []  # None: the file will never open
        self.opened = threading.Event()
        # not the handler's own lock: `logging.shutdown` holds that while it closes the handler, which
        # waits for the file to open (`close`)
        self.handover = threading.Lock()
        self._opener = threading.Thread(target=self._open, args=(open_log,), name=name, daemon=True)

    def start(self) -> None:
        """Open the file, once the handler is in place: a file that cannot open is said through the others."""
        self._opener.start()

    def _open(self, open_log: Callable[[], logging.Handler]) -> None:
        try:
            target = open_log()
        except OSError as exc:
            with self.handover:
                self.kept = None
            logging.getLogger("spidergames").warning("no log file: %s", exc)
            self.opened.set()
            return
        with self.handover:
            target.setFormatter(self.formatter)
            for record in self.kept or ():
                target.handle(record)
            self.target, self.kept = target, None
        self.opened.set()

    def emit(self, record: logging.LogRecord) -> None:
        with self.handover:
            if self.target is not None:
                self.target.handle(record)
            elif self.kept is not None and len(self.kept) < KEPT_RECORDS:
                self.kept.append(record)

    def flush(self) -> None:
        if self.target is not None:
            self.target.flush()

    def close(self) -> None:
        """At exit: the file gets what was kept for it if it opens in time (a hung disk: `DISK_SECONDS` at most)."""
        if self._opener.ident is not None:  # started
            self.opened.wait(DISK_SECONDS)
        if self.target is not None:
            self.target.close()
        super().close()
