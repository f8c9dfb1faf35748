"""The log file: it rotates as the standard library's `RotatingFileHandler` does, without its start-up cost.

`logging.handlers` brings sockets, pickling and queues with it (5-8 ms before the menu's first
frame) for a rollover that most runs never reach. `RotatingLog` writes as a plain file handler and
asks the standard library's handler to roll the files over only when the file is full.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path


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
