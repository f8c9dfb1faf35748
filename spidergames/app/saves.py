"""The one game in progress, saved after every action so Continue survives a killed app.

A save is checked completely when it is loaded: the seats must be ones the setup screen could have
made, and the history must replay from the seed to exactly the saved position. Anything else is set
aside (`savegame.damaged-*.json`) and reported, so no damaged save can crash the game later.

Saving is incremental: each action's JSON is made once and kept, so a long game costs one short
encoding per action plus writing the (compact) file, not re-encoding the whole history every time.
A start glances at the save before its first frame (`menu_picture.save_on_the_menu`), without this
module; the warnings are put into words (i18n loaded) only when there is one.
"""

from __future__ import annotations

import logging
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.damaged import AppFileDamaged
from ..core.translatable import N_
from . import storage
from .bounded import bounded
from .paths import SAVE_NAME

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.protocol import Seat

log = logging.getLogger(__name__)

NAME_LIMIT = 64
MOST_SEATS_NUMBER = 99  # the highest N of a default name "Player N" a save may mark

DAMAGED = N_("Your saved game was damaged, so it was put aside ({aside}).")
UNREADABLE = N_("Your saved game could not be read, so it was put aside ({aside}).")
LEFT_ALONE = N_("Your saved game could not be opened ({reason}), so it was left as it is. "
                "New games can't be saved until a grown-up sorts it out.")
CRASHED = N_("The game that went wrong was put aside ({aside}), so it can't go wrong again. "
             "Start a new game from the menu!")


class SaveSlot:
    """Reads and writes the saved game in the user folder. Never raises."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SAVE_NAME
        self.warning: str | None = None
        self.cannot_save = False
        self._rejected: tuple[int, int] | None = None  # a bad save that could not be moved aside
        self._left_alone = False  # a save that could not be read: never written over, removed or set aside
        self._owner: Match[Any, Any] | None = None  # the match whose history `_parts` encodes
        self._parts: list[str] = []

    def forget_profile(self, profile_id: str) -> None:
        """A deleted child leaves nothing in the saved game: their seat plays on as a numbered player
        ("Player 2"), as a new seat is named. A save that cannot be read is left to `load` to report."""
        from .seat_names import default_name

        if self._left_alone or self._is_rejected():
            return
        try:
            data: Any = storage.read_json(self.path)
            seats = data["config"]["seats"]
            taken = {seat["name"] for seat in seats}
            gone = [seat for seat in seats if seat.get("profile") == profile_id]
        except (storage.Unreadable, storage.Damaged, KeyError, TypeError, AttributeError):
            return
        for seat in gone:
            number = next(n for n in range(1, MOST_SEATS_NUMBER + 1) if default_name(False, n) not in taken)
            seat.update(name=default_name(False, number), default=number, profile="")
            taken.add(seat["name"])
        if gone:
            import json

            try:
                storage.write_text(self.path, json.dumps(data, separators=(",", ":"), allow_nan=False))
            except OSError as exc:
                log.error("could not take a deleted child out of the saved game: %s", exc)
            self._owner, self._parts = None, []

    # -- writing --------------------------------------------------------------------------------
    def exists(self) -> bool:
        if self._left_alone or self._is_rejected():
            return False
        try:
            mode = bounded(self.path.stat, storage.READ_SECONDS).st_mode
        except TimeoutError:  # a network folder that does not answer: the menu must still show
            self._leave_alone(storage.Unreadable(self.path, storage.TOO_SLOW))
            return False
        except OSError:
            return False
        if not stat.S_ISREG(mode):  # a folder or a named pipe where the save should be
            self._leave_alone(storage.Unreadable(
                self.path, storage.IS_A_FOLDER if stat.S_ISDIR(mode) else storage.NOT_A_FILE))
            return False
        return True

    def save(self, match: Match[Any, Any]) -> bool:
        """Write the match; False (and a one-time warning for the menu) if the disk refuses."""
        if self._left_alone:
            return False
        try:
            text = self.encode(match)
        except Exception:  # noqa: BLE001 - a bug in encoding must not stop the game
            log.exception("could not encode the game for saving")
            return False
        try:
            storage.write_text(self.path, text)
        except OSError as exc:
            if not self.cannot_save:
                from .i18n import _

                log.error("could not save the game: %s", exc)
                self.cannot_save = True
                self.warning = _(storage.CANNOT_SAVE)
            return False
        self._rejected = None
        return True

    def encode(self, match: Match[Any, Any]) -> str:
        """The save file's text; only actions played since the last save are encoded."""
        history = match.history
        if self._owner is not match or len(self._parts) > len(history) or (
                self._parts and self._parts[-1] != self._action_json(match, history[len(self._parts) - 1])):
            self._owner, self._parts = match, []
        for action in history[len(self._parts):]:
            self._parts.append(self._action_json(match, action))
        import json  # loaded only now: the start's first frame needs none (`menu_picture.save_on_the_menu`)

        head = json.dumps(match.to_dict(history=False), separators=(",", ":"), allow_nan=False)
        return f'{head[:-1]},"history":[{",".join(self._parts)}]}}'

    @staticmethod
    def _action_json(match: Match[Any, Any], action: Any) -> str:
        import json

        return json.dumps(match.game.action_to_dict(action), separators=(",", ":"), allow_nan=False)

    def clear(self) -> None:
        self._owner, self._parts = None, []
        if self._left_alone:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:  # a read-only folder: the finished game stays, Continue shows its end
            log.warning("could not remove the finished game's save: %s", exc)

    # -- reading --------------------------------------------------------------------------------
    def game_id(self) -> str | None:
        """Which game the save holds (for the Continue button), None if there is none or it is bad.

        A quick look only; `load` checks the whole save when Continue is pressed.
        """
        from ..core.registry import game_ids

        if self._left_alone or self._is_rejected():
            return None
        try:
            data = storage.read_json(self.path)
        except storage.Unreadable as exc:
            self._leave_alone(exc)
            return None
        except storage.Damaged as damaged:
            self._reject(damaged, DAMAGED)
            return None
        game = data.get("game") if isinstance(data, dict) else None
        if data is not None and game not in game_ids():
            self._reject(storage.set_aside(self.path, f"unknown game {game!r}"), UNREADABLE)
            return None
        return game

    def seats_and_moves(self) -> tuple[tuple[Seat, ...], int]:
        """The saved game's seats (default names in today's language) and how many moves it has gone (a
        quick look for the Continue button and the "start a new game?" question; `load` checks all).
        Anything odd reads as no seats, no moves."""
        from ..core.protocol import Seat
        from ..core.registry import load_info
        from .seat_names import named_today
        from .ui.theme import COLOUR_NAMES

        if self._left_alone or self._is_rejected():
            return (), 0
        try:
            data: Any = storage.read_json(self.path)
            characters = load_info(str(data["game"])).characters
            seats = named_today(tuple(Seat(str(s["name"]), str(s["controller"]), str(s["colour"]), str(s["character"]),
                                           _default_mark(s.get("default"))) for s in data["config"]["seats"]))
            if any(s.colour not in COLOUR_NAMES or s.character not in characters for s in seats):
                return (), 0  # a picture of it would fail: `load` sets it aside and says why
            return seats, len(data["history"])
        except storage.Unreadable as exc:
            self._leave_alone(exc)
            return (), 0
        except (storage.Damaged, KeyError, TypeError):
            return (), 0

    def load(self) -> Match[Any, Any] | None:
        """The saved match, fully checked; or None (a bad save is set aside and `warning` says so).

        Raises AppFileDamaged, the save left in place, when one of the app's own files is what fails.
        """
        if self._left_alone or self._is_rejected():
            return None
        try:
            data = storage.read_json(self.path)
        except storage.Unreadable as exc:
            self._leave_alone(exc)
            return None
        except storage.Damaged as damaged:
            self._reject(damaged, DAMAGED)
            return None
        if data is None:
            return None
        try:
            return checked_match(data)
        except AppFileDamaged:  # the app's own map is what is wrong: the save stays for when it is whole
            raise
        except Exception as exc:  # noqa: BLE001 - anything at all wrong with the save: set it aside
            log.warning("saved game rejected: %s: %s", type(exc).__name__, exc)
            self._reject(storage.set_aside(self.path, f"{type(exc).__name__}: {exc}"), UNREADABLE)
            return None

    def set_aside_after_error(self) -> None:
        """An unexpected error happened during play: put the save aside so Continue cannot repeat it."""
        self._owner, self._parts = None, []
        if self.path.is_file() and not self._left_alone:
            self._reject(storage.set_aside(self.path, "an error happened while it was played"), CRASHED)

    def _leave_alone(self, exc: storage.Unreadable) -> None:
        """Not damaged, only unreadable (a folder, a pipe, no permission): say why and never touch it."""
        from .i18n import _

        log.warning("%s", exc)
        self._left_alone = True
        self.warning = _(LEFT_ALONE).format(reason=_(exc.reason))

    def _reject(self, damaged: storage.Damaged, message: str) -> None:
        from .i18n import _

        self.warning = _(message).format(aside=damaged.aside.name if damaged.moved else _("it could not be moved"))
        if not damaged.moved:
            self._rejected = self._signature()

    def _signature(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size)

    def _is_rejected(self) -> bool:
        return self._rejected is not None and self._rejected == self._signature()


def checked_match(data: Any) -> Match[Any, Any]:
    """Rebuild a saved match and check it completely; raises (any exception) if anything is off."""
    from ..core.match import Match
    from ..core.protocol import HUMAN, LEVELS
    from ..core.registry import load_game
    from .ui.theme import COLOUR_NAMES

    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ValueError("not a saved game")
    if type(data.get("seed")) is not int or not isinstance(data.get("history"), list):
        raise ValueError("the seed or the history has the wrong type")
    game = load_game(data["game"])
    match = Match.from_dict(game, data)
    info, config = game.info, match.config
    if not info.min_players <= len(config.seats) <= info.max_players:
        raise ValueError(f"{len(config.seats)} seats")
    for seat in config.seats:
        if (not isinstance(seat.name, str) or len(seat.name) > NAME_LIMIT or seat.controller not in (HUMAN, *LEVELS)
                or seat.colour not in COLOUR_NAMES or seat.character not in info.characters
                or _default_mark(seat.default) != seat.default or not _profile_mark(seat)):
            raise ValueError(f"impossible seat {seat!r}")
    if len({seat.colour for seat in config.seats}) != len(config.seats):
        raise ValueError("two seats share a colour")
    profiles = [seat.profile for seat in config.seats if seat.profile]
    if len(set(profiles)) != len(profiles):
        raise ValueError("one child sits in two seats")
    choices = {v.key: v.choices for v in info.variants}
    if not all(key in choices and value in choices[key] for key, value in config.variants):
        raise ValueError(f"unknown variant in {config.variants!r}")
    replay = Match(game, config, match.seed)
    for action in match.history:
        replay.play(action)  # IllegalAction if the history does not replay
    if replay.state != match.state or replay.rng.getstate() != match.rng.getstate():
        raise ValueError("the history does not lead to the saved position")
    if not match.is_over and (not 0 <= match.current_player < len(config.seats) or not match.legal_actions()):
        raise ValueError("nobody can move")
    return match


def _profile_mark(seat: Seat) -> bool:
    """True if the seat's profile id is none, or one a child's profile could have, at a person's seat."""
    from .profiles import ID

    return seat.profile == "" or (isinstance(seat.profile, str) and seat.is_human
                                  and ID.fullmatch(seat.profile) is not None)


def _default_mark(value: object) -> int | None:
    """A seat's saved default-name mark (`Seat.default`) if it is one; else None (the name's words tell)."""
    return value if type(value) is int and 0 <= value <= MOST_SEATS_NUMBER else None
