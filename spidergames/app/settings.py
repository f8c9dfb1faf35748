"""The player's settings, persisted as JSON in the user folder."""

from __future__ import annotations

import dataclasses
import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import i18n, storage
from .i18n import N_, _
from .music import QUIET
from .paths import SETTINGS_NAME

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0}
SCAN_PACES = (0.0, 1.0, 1.5, 2.5, 4.0)
"""One switch (app/switch_scan.py): seconds the focus rests on each choice; 0 is off (a grown-up's choice)."""
BREAK_MINUTES = (0, 15, 20, 30, 45)  # the gentle break reminder's choices; 0: none (app/breaks.py)

NO_HOME = N_("This computer gave spidergames no home folder, so your progress is kept in {folder} for now. "
             "It may be lost when the computer restarts.")


@dataclass
class Settings:
    """Everything the Settings screen changes. Unknown or bad values fall back to defaults."""

    volume: float = 0.8
    muted: bool = False
    fullscreen: bool = False
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    curtain: bool = True  # "pass the device" curtain before secret information
    large_text: bool = False
    calm: bool = False  # Calm motion: nothing shakes, bounces, spins or flashes (app/motion.py)
    voice: bool = True  # captions spoken aloud (app/speech.py)
    spoken_focus: bool = True  # the voice names the choice the keys or a pad move the focus onto (with voice on)
    voice_volume: float = 1.0  # the voice's own volume, apart from the effects' (the mute silences both)
    music_volume: float = QUIET  # the music's own volume (app/music.py); 0: no music
    demo_music: bool = True  # the classroom demo plays the music softly (False: none), the teacher's choice
    language: str = ""  # a key of i18n.LANGUAGES chosen in Settings; "" follows the computer's language
    scan_pace: float = 0.0  # one switch: a value of SCAN_PACES, the seconds the scan rests on each choice
    break_minutes: int = 0  # a gentle break reminder after this much play (a grown-up's choice); 0: none

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def spoken_language(self) -> str:
        """The language to speak: the one chosen, else the computer's (if we speak it), else English."""
        return self.language or i18n.system_language()

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
            if f.name == "scan_pace":  # one of the paces offered, not a share of something
                settings.scan_pace = float(value) if value in SCAN_PACES and not isinstance(value, bool) else default
                continue
            if isinstance(default, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
                try:
                    value = float(value)  # 1 followed by 400 zeros is an int no float can hold
                except OverflowError:
                    value = math.inf if value > 0 else -math.inf
                value = default if math.isnan(value) else min(1.0, max(0.0, value))
            if type(value) is not type(default):
                continue
            if f.name == "animation" and value not in ANIMATION_SPEEDS:
                continue
            if f.name == "language" and value not in i18n.LANGUAGES:
                continue
            if f.name == "break_minutes" and value not in BREAK_MINUTES:
                continue
            setattr(settings, f.name, value)
        return settings


class SettingsStore:
    """Loads and saves settings and each game's last setup; remembers warnings for the menu.

    Nothing here raises: a damaged file is set aside and reported, one that cannot be read (a folder,
    a named pipe, no permission) is reported and never written over, and a file that cannot be
    written (read-only folder, full disk) is reported once with `storage.CANNOT_SAVE`. Warnings
    are kept untranslated until they are shown: the language itself comes from these settings.
    """

    def __init__(self, folder: Path) -> None:
        self.path = folder / SETTINGS_NAME
        self.setups_path = folder / "setups.json"
        self.warnings: list[tuple[str, dict[str, str]]] = []  # (English template, its values)
        self.cannot_save = False
        self.left_alone: set[Path] = set()  # files that could not be read: never written over
        self.settings = self._load()
        self.setups: dict[str, Any] = self._load_setups()

    def _load(self) -> Settings:
        try:
            data = storage.read_json(self.path)
            return Settings() if data is None else Settings.from_data(data)
        except storage.Unreadable as exc:
            self._leave_alone(exc, N_("Your settings file could not be opened ({reason}), so it was left as it "
                                      "is. Changes to the settings won't be kept this time."))
        except storage.Damaged as damaged:
            self.warn(N_("Your settings file was damaged, so we started fresh. ({aside})"), aside=damaged.aside.name)
        except ValueError as exc:
            self.warn(N_("Your settings file looked odd, so we started fresh."))
            storage.set_aside(self.path, str(exc))
        return Settings()

    def _load_setups(self) -> dict[str, Any]:
        """Each game's remembered setup, checked now so no setup screen trips over it later."""
        from ..core.registry import game_ids, load_info

        try:
            data = storage.read_json(self.setups_path)
        except storage.Unreadable as exc:
            self._leave_alone(exc, N_("The players you chose last time could not be opened ({reason}), so the "
                                      "file was left as it is."))
            return {}
        except storage.Damaged:
            self.warn(N_("The players you chose last time were lost, so we start fresh."))
            return {}
        if data is None:
            return {}
        good = {g: data[g] for g in game_ids() if isinstance(data, dict) and valid_setup(load_info(g), data.get(g))}
        known = isinstance(data, dict) and set(data) <= set(game_ids())
        if not known or len(good) != sum(1 for g in game_ids() if g in data):
            storage.set_aside(self.setups_path, "a remembered setup made no sense")
            self.warn(N_("Some of the players you chose last time could not be read, so we start fresh."))
        return good

    def warn(self, template: str, **params: str) -> None:
        self.warnings.append((template, params))

    def _leave_alone(self, exc: storage.Unreadable, template: str) -> None:
        """A file that is there but cannot be read is not damaged: say why, and never write over it."""
        log.warning("%s", exc)
        self.left_alone.add(exc.path)
        self.warn(template, reason=exc.reason)

    def _write(self, path: Path, data: Any) -> None:
        if path in self.left_alone:
            return  # what could not be read is the family's; a grown-up may still rescue it
        try:
            storage.write_json(path, data)
        except OSError as exc:
            if not self.cannot_save:
                log.error("could not save %s: %s", path.name, exc)
                self.cannot_save = True
                self.warn(storage.CANNOT_SAVE)

    def save(self) -> None:
        self._write(self.path, dataclasses.asdict(self.settings))

    def remember_setup(self, game_id: str, data: Any) -> None:
        self.setups[game_id] = data
        self._write(self.setups_path, self.setups)

    def forget_profile(self, profile_id: str) -> None:
        """A child's profile was deleted: the remembered seats keep nothing of them (their seat becomes
        a numbered player, as a new seat is)."""
        from .seat_names import default_name

        changed = False
        for setup in self.setups.values():
            for seat in (seat for seat in setup["seats"] if seat.get("profile") == profile_id):
                taken = {other["name"] for other in setup["seats"]}
                free = next(name for name in (default_name(False, n) for n in range(1, 99)) if name not in taken)
                seat.update(name=free, profile="")
                changed = True
        if changed:
            self._write(self.setups_path, self.setups)

    def take_warning(self) -> str | None:
        """The damaged-file or cannot-save warnings, once, in the current language (their values too:
        a reason is a message, a file name has no translation and stays as it is)."""
        warnings, self.warnings = self.warnings, []
        return "\n".join(_(template).format(**{k: _(v) if v else v for k, v in params.items()})
                         for template, params in warnings) or None


def valid_setup(info: Any, data: Any) -> bool:
    """True if a remembered setup (seats and variants) fits the game `info` describes exactly."""
    from ..core.protocol import HUMAN, LEVELS
    from .ui.theme import COLOUR_NAMES

    if not isinstance(data, dict) or not set(data) <= {"seats", "variants"}:
        return False
    seats, variants = data.get("seats", []), data.get("variants", {})
    if not isinstance(seats, list) or not isinstance(variants, dict):
        return False
    if not info.min_players <= len(seats) <= info.max_players:
        return False
    for seat in seats:
        if not (isinstance(seat, dict) and {"name", "controller", "colour", "character"} <= set(seat)
                and set(seat) <= {"name", "controller", "colour", "character", "profile"}
                and isinstance(seat.get("profile", ""), str) and len(seat.get("profile", "")) <= 12
                and isinstance(seat["name"], str) and len(seat["name"]) <= 64
                and seat["controller"] in (HUMAN, *LEVELS) and seat["colour"] in COLOUR_NAMES
                and seat["character"] in info.characters):
            return False
    if len({seat["colour"] for seat in seats}) != len(seats):
        return False
    choices = {v.key: v.choices for v in info.variants}
    return all(isinstance(k, str) and k in choices and v in choices[k] for k, v in variants.items())
