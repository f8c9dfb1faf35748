"""Each child's profile: a picture, a first name, their settings, robot levels and wins, one file each.

A profile lives in the user folder as `profiles/profile-<id>.json`, one file per child, so a damaged
file costs that one child's profile (set aside for a grown-up, and said on the menu) and nothing else.
Files are read through `storage` (bounded in size and time, a folder or pipe left alone) and checked
completely: anything impossible (a wrong type, a picture we have not drawn, a game not on this
computer, a level that does not exist) sets the file aside. An exported profile is the same data in
one file; importing one checks it the same way and refuses it kindly, changing nothing, if it is bad.

Nothing here collects anything: wins against robots by level, and the run of wins that earns the
offer of a stronger robot, are kept for the child's next game and nothing else.
"""

from __future__ import annotations

import dataclasses
import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.protocol import HUMAN, LEVELS
from ..core.translatable import N_
from . import storage

if TYPE_CHECKING:
    from ..core.seat_link import SeatLink
    from .settings import Settings

log = logging.getLogger(__name__)

FOLDER = "profiles"
FORMAT = 1
MOST_PROFILES = 60
"""Profiles one computer keeps: a class of 30 and their brothers and sisters (at least 40 are promised)."""
MOST_BYTES = 64 * 1024
"""A profile is a few hundred bytes: a file bigger than this is not one."""
CLASS = "class"
"""The key of a whole class's file: every child's profile in one file, for a teacher moving computers."""
RUN_FOR_OFFER = 3
"""Wins running against robots of one level that earn the offer of the next level up."""
MOST_COUNT = 1_000_000
ID = re.compile(r"[0-9a-f]{12}")
WEEK = re.compile(r"[0-9]{4}-W[0-9]{2}")
GAME_ID = re.compile(r"[a-z][a-z0-9_-]{0,31}")
KEYS = {"format", "id", "made", "name", "picture", "colour", "language", "large_text", "voice", "levels",
        "offer_next", "wins", "played", "run", "stickers", "won", "hints", "week"}
LATER = {"stickers", "won", "hints", "week"}
"""Keys a profile made before them does not have: it loads with none yet."""

DAMAGED = N_("A child's profile was damaged, so it was put aside ({aside}).")
LEFT_ALONE = N_("A child's profile could not be opened ({reason}), so it was left as it is.")
NOT_A_PROFILE = N_("That file is not a profile we can read, so nothing was changed.")
TOO_MANY = N_("There is no room for more profiles on this computer.")


@cache
def portraits() -> tuple[str, ...]:
    """Every picture a child may choose: each character of the four games that has a portrait."""
    from .paths import assets_dir

    return tuple(sorted(p.stem for p in (assets_dir() / "portraits").glob("*.png")))


@dataclass
class Profile:
    """One child: who they are at the table and what the app remembers for them."""

    id: str
    name: str = ""  # a first name, or none: the picture is enough
    picture: str = "spider-man"  # a portrait (`portraits()`)
    colour: str = "red"  # the seat colour they like (COLOUR_NAMES)
    made: int = 0  # the order profiles were made in: the "Who's playing?" pages keep it
    language: str = ""  # a key of i18n.LANGUAGES; "" keeps the computer's choice
    large_text: bool = False
    voice: bool = True
    levels: dict[str, str] = field(default_factory=dict)  # game id -> the robots' level they play against
    offer_next: bool = True  # offer a stronger robot after RUN_FOR_OFFER wins running (a grown-up may say no)
    wins: dict[str, dict[str, int]] = field(default_factory=dict)  # game id -> level -> wins against robots
    played: dict[str, int] = field(default_factory=dict)  # game id -> games finished
    run: dict[str, list[Any]] = field(default_factory=dict)  # game id -> [level, wins running at that level]
    stickers: list[str] = field(default_factory=list)  # the ids of the stickers earned, in the order earned
    won: dict[str, int] = field(default_factory=dict)  # game id -> games won, against robots or people
    hints: dict[str, int] = field(default_factory=dict)  # game id -> hints asked for (the grown-ups' records)
    week: list[Any] = field(default_factory=list)  # ["2026-W49", seconds at a game table that week], or []

    def seconds_this_week(self, today: date) -> int:
        """Time at a game table in the week of `today` (a week gone by counts nothing)."""
        return int(self.week[1]) if self.week and self.week[0] == week_of(today) else 0

    def add_time(self, seconds: float, today: date) -> None:
        """`seconds` more at a game table in the week of `today`; only this week is kept."""
        self.week = [week_of(today), min(MOST_COUNT, self.seconds_this_week(today) + max(0, round(seconds)))]

    def level(self, game_id: str) -> str | None:
        return self.levels.get(game_id)

    def offer(self, game_id: str) -> str | None:
        """The level to offer before this child's next game of `game_id`, if they have earned one."""
        level, wins = self.run.get(game_id, ["", 0])
        if not self.offer_next or wins < RUN_FOR_OFFER or level not in LEVELS[:-1]:
            return None
        return LEVELS[LEVELS.index(level) + 1]

    def answer_offer(self, game_id: str, accepted: bool) -> None:
        """Yes: the robots are one level stronger from now on. Either way the run starts again."""
        offered = self.offer(game_id)
        if offered is not None and accepted:
            self.levels[game_id] = offered
        self.run.pop(game_id, None)

    def to_data(self) -> dict[str, Any]:
        return {"format": FORMAT, **dataclasses.asdict(self)}


def from_data(data: Any, games: tuple[str, ...]) -> Profile:
    """A profile from its file's data, checked completely; raises ValueError if anything is off."""
    from . import i18n, stickers
    from .seat_names import NAME_MAX
    from .ui.theme import COLOUR_NAMES

    if not isinstance(data, dict) or not KEYS - LATER <= set(data) <= KEYS or data["format"] != FORMAT:
        raise ValueError("not a profile")
    data = {"stickers": [], "won": {}, "hints": {}, "week": [], **data}
    checks: dict[str, Callable[[Any], bool]] = {
        "id": lambda v: isinstance(v, str) and ID.fullmatch(v) is not None,
        "made": lambda v: type(v) is int and 0 <= v <= MOST_COUNT,
        "name": lambda v: isinstance(v, str) and len(v) <= NAME_MAX and v == v.strip(),
        "picture": lambda v: v in portraits(),
        "colour": lambda v: v in COLOUR_NAMES,
        "language": lambda v: v == "" or v in i18n.LANGUAGES,
        "large_text": lambda v: type(v) is bool,
        "voice": lambda v: type(v) is bool,
        "offer_next": lambda v: type(v) is bool,
        "levels": lambda v: _per_game(v, games, lambda level: level in LEVELS),
        "played": lambda v: _per_game(v, games, _count),
        "won": lambda v: _per_game(v, games, _count),
        "hints": lambda v: _per_game(v, games, _count),
        "week": lambda v: v == [] or (isinstance(v, list) and len(v) == 2 and isinstance(v[0], str)
                                      and WEEK.fullmatch(v[0]) is not None and _count(v[1])),
        "wins": lambda v: _per_game(v, games, lambda w: isinstance(w, dict) and set(w) <= set(LEVELS)
                                    and all(_count(n) for n in w.values())),
        "run": lambda v: _per_game(v, games, lambda r: isinstance(r, list) and len(r) == 2
                                   and r[0] in LEVELS and _count(r[1])),
        "stickers": lambda v: isinstance(v, list) and len(set(v)) == len(v) and set(v) <= set(stickers.by_id(games)),
    }
    wrong = [key for key, check in checks.items() if not check(data[key])]
    if wrong:
        raise ValueError(f"impossible {', '.join(wrong)}")
    values = {f.name: data[f.name] for f in dataclasses.fields(Profile)}
    return Profile(**values)


def _count(value: Any) -> bool:
    return type(value) is int and 0 <= value <= MOST_COUNT


def _per_game(value: Any, games: tuple[str, ...], check: Callable[[Any], bool]) -> bool:
    """A dict keyed by game ids known on this computer, every value passing `check`."""
    return isinstance(value, dict) and all(k in games and check(v) for k, v in value.items())


class ProfileStore:
    """Every child's profile on this computer. Never raises: what cannot be read or written is said
    through `warn` (the settings store's list, shown on the menu) and the children go on playing."""

    def __init__(self, folder: Path, warn: Callable[..., None]) -> None:
        from ..core.registry import game_ids

        self.folder = folder / FOLDER
        self.warn = warn
        self.games = game_ids()
        self.cannot_save = False
        self.left_alone: set[str] = set()  # profiles whose file could not be read: never written over
        self.profiles: dict[str, Profile] = {}
        for path in self._files():
            profile = self._load(path)
            if profile is not None:
                self.profiles[profile.id] = profile

    def _files(self) -> list[Path]:
        try:
            found = sorted(p for p in self.folder.iterdir() if p.name.startswith("profile-") and p.suffix == ".json")
        except OSError:
            return []
        if len(found) > MOST_PROFILES:
            log.warning("%d profile files: only the first %d are read", len(found), MOST_PROFILES)
        return found[:MOST_PROFILES]

    def _load(self, path: Path) -> Profile | None:
        try:
            data = storage.read_json(path, limit=MOST_BYTES)
        except storage.Unreadable as exc:
            log.warning("%s", exc)
            self.left_alone.add(path.name)
            self.warn(LEFT_ALONE, reason=exc.reason)
            return None
        except storage.Damaged as damaged:
            self.warn(DAMAGED, aside=damaged.aside.name)
            return None
        try:
            profile = from_data(data, self.games)
            if path.name != _file_name(profile.id):
                raise ValueError("its name is not its id")
        except ValueError as exc:
            self.warn(DAMAGED, aside=storage.set_aside(path, str(exc)).aside.name)
            return None
        return profile

    # -- the children ---------------------------------------------------------------------------
    def in_order(self) -> list[Profile]:
        """The profiles in the order they were made (the pages of "Who's playing?" keep it)."""
        return sorted(self.profiles.values(), key=lambda p: (p.made, p.id))

    @property
    def full(self) -> bool:
        return len(self.profiles) >= MOST_PROFILES

    def make(self, name: str, picture: str, colour: str, like: Settings | None = None) -> Profile | None:
        """A new child's profile, kept at once, with the language, text size and voice of the settings
        `like` (what the computer is set to as they make it); None if there is no room for one more."""
        if self.full:
            self.warn(TOO_MANY)
            return None
        made = max((p.made for p in self.profiles.values()), default=0) + 1
        profile = Profile(_new_id(self.profiles), name, picture, colour, made=made)
        if like is not None:
            profile.language, profile.large_text, profile.voice = like.language, like.large_text, like.voice
        self.profiles[profile.id] = profile
        self.save(profile)
        return profile

    def save(self, profile: Profile) -> None:
        if _file_name(profile.id) in self.left_alone:
            return
        try:
            storage.write_json(self.folder / _file_name(profile.id), profile.to_data())
        except OSError as exc:
            if not self.cannot_save:
                log.error("could not save a profile: %s", exc)
                self.cannot_save = True
                self.warn(storage.CANNOT_SAVE)

    def delete(self, profile_id: str) -> bool:
        """Forget a child completely: their file goes, and with it everything kept for them."""
        self.profiles.pop(profile_id, None)
        try:
            (self.folder / _file_name(profile_id)).unlink(missing_ok=True)
        except OSError as exc:
            log.error("could not delete a profile: %s", exc)
            return False
        return True

    # -- one file to carry to another computer ----------------------------------------------------
    def export(self, profile_id: str, path: Path) -> bool:
        """Write one child's profile to `path` (a memory stick, another folder); False if it cannot."""
        try:
            storage.write_json(path, self.profiles[profile_id].to_data())
        except (OSError, KeyError) as exc:
            log.error("could not export a profile: %s", exc)
            return False
        return True

    def export_class(self, path: Path) -> bool:
        """Write every child's profile into one file at `path`; False if it cannot be written."""
        try:
            storage.write_json(path, {"format": FORMAT, CLASS: [p.to_data() for p in self.in_order()]})
        except OSError as exc:
            log.error("could not export the class: %s", exc)
            return False
        return True

    def import_file(self, path: Path) -> Profile | str:
        """Read an exported profile and keep it as a new child here: the profile, or why not (a message,
        untranslated) with nothing changed. The file brought in is never moved or written."""
        read = read_children(path, self.games)
        if isinstance(read, str):
            return read
        return self.take(read[0]) if len(read) == 1 else NOT_A_PROFILE

    def import_class(self, path: Path) -> list[Profile] | str:
        """Every child in a class's file (or a single child's), kept here as new children: them, or why
        not (a message) with nothing changed: a class that does not fit whole is not split."""
        read = read_children(path, self.games)
        if isinstance(read, str):
            return read
        if len(self.profiles) + len(read) > MOST_PROFILES:
            return TOO_MANY
        return [kept for child in read if isinstance(kept := self.take(child), Profile)]

    def take(self, profile: Profile) -> Profile | str:
        """Keep `profile`, read from a file, as a new child here (a new id and name if either is taken)."""
        if self.full:
            return TOO_MANY
        if profile.id in self.profiles:  # the same child imported twice: a second profile, not a clash
            profile.id = _new_id(self.profiles)
        profile.name = _free_name(profile.name, {p.name for p in self.profiles.values()})
        profile.made = max((p.made for p in self.profiles.values()), default=0) + 1
        self.profiles[profile.id] = profile
        self.save(profile)
        return profile

    # -- what a finished game leaves behind -------------------------------------------------------
    def record(self, match: SeatLink[Any, Any, Any, Any]) -> list[Profile]:
        """Keep a finished game for every child whose profile sat at the table; returns them."""
        outcome = match.outcome
        if outcome is None:
            return []
        seats = match.config.seats
        game = match.game.info.id
        robots = [s.controller for s in seats if s.controller != HUMAN]
        strongest = max(robots, key=LEVELS.index, default=None)
        kept = []
        for i, seat in enumerate(seats):
            profile = self.profiles.get(seat.profile)
            if profile is None or not seat.is_human or game not in self.games:
                continue
            record_game(profile, game, strongest, won=i in outcome.winners, hints=match.hints[i])
            self.save(profile)
            kept.append(profile)
        return kept

    def add_time(self, profile_ids: list[str], seconds: float, today: date) -> None:
        """`seconds` at a game table for each child here (the records' time played this week)."""
        for profile_id in dict.fromkeys(profile_ids):
            profile = self.profiles.get(profile_id)
            if profile is not None and seconds > 0:
                profile.add_time(seconds, today)
                self.save(profile)

    def award(self, match: SeatLink[Any, Any, Any, Any]) -> dict[int, list[str]]:
        """Give each child at the finished table the stickers they earned and had not yet; returns the
        new ones by seat (the results show and say them), and keeps them in the profiles."""
        from . import stickers

        new: dict[int, list[str]] = {}
        for i, seat in enumerate(match.config.seats):
            profile = self.profiles.get(seat.profile)
            if profile is None or not seat.is_human or match.game.info.id not in self.games:
                continue
            fresh = [s for s in stickers.earned(match, i) if s not in profile.stickers]
            if fresh:
                profile.stickers += fresh
                self.save(profile)
                new[i] = fresh
        return new


def read_children(path: Path, games: tuple[str, ...]) -> list[Profile] | str:
    """The children in an exported file: one child's profile, or a class's (`CLASS`), every one checked
    completely; NOT_A_PROFILE if anything in it is off. The file is only glanced at, never changed."""
    try:
        raw = storage.read_bytes(path, glance=True, limit=MOST_BYTES * MOST_PROFILES)
        if raw is None:
            return NOT_A_PROFILE
        data = storage.parse_json(raw)
        if isinstance(data, dict) and set(data) == {"format", CLASS} and data["format"] == FORMAT:
            children = data[CLASS]
            if not isinstance(children, list) or not 0 < len(children) <= MOST_PROFILES:
                raise ValueError("not a class")
            return [from_data(child, games) for child in children]
        if len(raw) > MOST_BYTES:
            raise ValueError("too large for a profile")
        return [from_data(data, games)]
    except (storage.Unreadable, storage.Damaged, ValueError) as exc:
        log.warning("%s refused: %s", path, exc)
        return NOT_A_PROFILE


def record_game(profile: Profile, game: str, robots: str | None, *, won: bool, hints: int = 0) -> None:
    """One finished game of `game` for `profile`: against robots whose strongest plays at `robots`
    (None: only people), with `hints` asked for. Every game and win and hint counts for the grown-ups'
    records; a win against robots also counts by level and adds to the run at that level; a loss, or a
    game at another level, starts the run again."""
    profile.played[game] = min(MOST_COUNT, profile.played.get(game, 0) + 1)
    profile.won[game] = min(MOST_COUNT, profile.won.get(game, 0) + int(won))
    profile.hints[game] = min(MOST_COUNT, profile.hints.get(game, 0) + max(0, hints))
    if robots is None:
        return
    level, wins = profile.run.get(game, [robots, 0])
    if won:
        by_level = profile.wins.setdefault(game, {})
        by_level[robots] = min(MOST_COUNT, by_level.get(robots, 0) + 1)
        profile.run[game] = [robots, min(MOST_COUNT, wins + 1 if level == robots else 1)]
    else:
        profile.run.pop(game, None)


def week_of(today: date) -> str:
    """The ISO week of `today`, as a profile keeps it ("2026-W49")."""
    year, week, _ = today.isocalendar()
    return f"{year}-W{week:02d}"


def _free_name(name: str, taken: set[str]) -> str:
    """`name`, or if a child here has it already "name 2" (3, ...), cut to fit: two children brought
    together never share a name a grown-up tells them apart by. No name stays no name (pictures differ)."""
    from .seat_names import NAME_MAX

    if not name or name not in taken:
        return name
    n = 2
    while (free := f"{name[:NAME_MAX - len(str(n)) - 1].rstrip()} {n}") in taken:
        n += 1
    return free


def _file_name(profile_id: str) -> str:
    return f"profile-{profile_id}.json"


def _new_id(taken: dict[str, Profile]) -> str:
    while (new := uuid.uuid4().hex[:12]) in taken:
        pass
    return new
