"""A file the app ships (a map, a tileset, the palette) that is missing or cannot be used.

Not the family's fault and not their save's: the error screen says the app needs installing again
and keeps the save where it is (a save set aside would only be lost; the same game plays once the
app is whole). Pure Python, so the rules' own map readers can say it too.
"""

from __future__ import annotations


class AppFileDamaged(Exception):
    """One of the app's own files is missing or damaged; `file` names it (e.g. "maps/webrace.tmx")."""

    def __init__(self, file: str, reason: str) -> None:
        super().__init__(f"the app's file {file} is damaged or missing: {reason}")
        self.file = file
