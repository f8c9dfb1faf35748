"""The player's settings, persisted as JSON in the user folder."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import storage

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0}


@dataclass
class Settings:
    """Everything the Settings screen changes. Unknown or bad values fall back to defaults."""

    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    curtain: bool = True  # "pass the device" curtain before secret information
    large_text: bool = False

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    @classmethod
    def from_data(cls, data: Any) -> Settings:
        """Read what can be read; a wrong-typed value keeps its default."""
        settings = cls()
        if not isinstance(data, dict):
            raise ValueError("settings are not a JSON object")
        for f in dataclasses.fields(cls):
            value = data.get(f.name, getattr(settings, f.name))
            default = getattr(settings, f.name)
            if isinstance(default, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
                value = min(1.0, max(0.0, float(value)))
            if type(value) is not type(default):
                continue
            if f.name == "animation" and value not in ANIMATION_SPEEDS:
                continue
            setattr(settings, f.name, value)
        return settings


class SettingsStore:
    """Loads and saves settings and each game's last setup; remembers one warning for the menu."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "settings.json"
        self.setups_path = folder / "setups.json"
        self.warning: str | None = None
        self.settings = self._load()
        self.setups: dict[str, Any] = self._load_setups()

    def _load(self) -> Settings:
        try:
            data = storage.read_json(self.path)
            return Settings() if data is None else Settings.from_data(data)
        except storage.Damaged as damaged:
            self.warning = f"Your settings file was damaged, so we started fresh. ({damaged.aside.name})"
        except ValueError:
            self.warning = "Your settings file looked odd, so we started fresh."
            storage.set_aside(self.path, "not a settings object")
        return Settings()

    def _load_setups(self) -> dict[str, Any]:
        try:
            data = storage.read_json(self.setups_path)
        except storage.Damaged:
            return {}
        return data if isinstance(data, dict) else {}

    def save(self) -> None:
        storage.write_json(self.path, dataclasses.asdict(self.settings))

    def remember_setup(self, game_id: str, data: Any) -> None:
        self.setups[game_id] = data
        storage.write_json(self.setups_path, self.setups)

    def take_warning(self) -> str | None:
        """The damaged-file warning, once."""
        warning, self.warning = self.warning, None
        return warning
