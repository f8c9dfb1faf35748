"""The one game in progress, saved after every action so Continue survives a killed app."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core.registry import UnknownGame, load_game
from . import storage

if TYPE_CHECKING:
    from ..core.match import Match

SAVE_NAME = "savegame.json"


class SaveSlot:
    """Reads and writes the saved game in the user folder."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SAVE_NAME
        self.warning: str | None = None

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, match: Match) -> None:
        storage.write_json(self.path, match.to_dict())

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)

    def game_id(self) -> str | None:
        """Which game the save holds (for the Continue button), None if unreadable."""
        try:
            data = storage.read_json(self.path)
        except storage.Damaged as damaged:
            self.warning = f"Your saved game was damaged, so it was put aside ({damaged.aside.name})."
            return None
        return data.get("game") if isinstance(data, dict) else None

    def load(self) -> Match | None:
        """The saved match, or None (a damaged save is set aside and `warning` says so)."""
        from ..core.match import Match  # the menu starts without the match machinery

        try:
            data = storage.read_json(self.path)
            if data is None:
                return None
            return Match.from_dict(load_game(str(data.get("game"))), data)
        except storage.Damaged as damaged:
            self.warning = f"Your saved game was damaged, so it was put aside ({damaged.aside.name})."
        except (ValueError, UnknownGame, AttributeError) as exc:
            aside = storage.set_aside(self.path, str(exc))
            self.warning = f"Your saved game could not be read, so it was put aside ({aside.aside.name})."
        return None
