"""The solo personal best, kept in the user folder (written atomically, a damaged file set aside)."""

from __future__ import annotations

import logging
from pathlib import Path

from spidergames.app import storage
from spidergames.app.paths import user_dir

log = logging.getLogger(__name__)

FILE_NAME = "yahtzee-best.json"


class PersonalBest:
    """The best solo total so far; read once, then kept in memory."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or user_dir()) / FILE_NAME
        self._value: int | None = None
        self._loaded = False
        self._left_alone = False

    def get(self) -> int | None:
        if not self._loaded:
            self._loaded = True
            try:
                data = storage.read_json(self.path)
            except (storage.Damaged, storage.Unreadable) as bad:
                log.warning("%s", bad)
                self._left_alone = isinstance(bad, storage.Unreadable)  # never written over
                data = None
            best = data.get("best") if isinstance(data, dict) else None
            self._value = best if isinstance(best, int) else None
        return self._value

    def offer(self, score: int) -> bool:
        """Record `score` if it beats the best; True when it is a new best."""
        best = self.get()
        if best is not None and score <= best:
            return False
        self._value = score
        if self._left_alone:
            return True
        try:
            storage.write_json(self.path, {"best": score})
        except OSError as exc:
            log.error("could not save the personal best: %s", exc)
        return True
