"""User files that are there but cannot be read: a named pipe, a folder, a file this user may not
open, a disk that does not answer. None of them is damaged: each is said kindly, left exactly as it
is (never set aside, never written over), and none may hang the start: a copy with no window would
hold the one-copy lock, and pygame turns a polite SIGTERM into a quit event nobody reads.
"""

from __future__ import annotations

import errno
import io
import os
import stat
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from spidergames.app import storage
from spidergames.app.saves import SaveSlot
from spidergames.app.settings import Settings, SettingsStore

T = TypeVar("T")

USER_FILES = ("settings.json", "setups.json", "savegame.json")


def within(seconds: float, call: Callable[[], T]) -> T:
    """`call()` on a daemon thread, failing the test (not hanging it) if it takes longer."""
    result: list[Any] = []
    thread = threading.Thread(target=lambda: result.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still blocked after {seconds} s"
    assert result, "it raised (see the thread's exception above)"
    return result[0]


def left_alone(folder: Path) -> None:
    assert not list(folder.glob("*.damaged-*")), "nothing unreadable is set aside as damaged"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_named_pipes_are_said_and_left_alone_without_waiting(tmp_path: Path) -> None:
    for name in USER_FILES:
        os.mkfifo(tmp_path / name)
    store = within(10, lambda: SettingsStore(tmp_path))
    saves = SaveSlot(tmp_path)
    assert store.settings == Settings()
    assert within(10, saves.exists) is False and within(10, saves.game_id) is None
    warning = store.take_warning() or ""
    assert "not an ordinary file" in warning and "damaged" not in warning
    assert saves.warning and "not an ordinary file" in saves.warning
    store.settings.volume = 0.2
    store.save()
    store.remember_setup("yahtzee", {"seats": [], "variants": {}})
    left_alone(tmp_path)
    assert all(stat.S_ISFIFO((tmp_path / name).stat().st_mode) for name in USER_FILES), "never written over"


def test_a_save_path_that_is_a_folder_is_said_to_be_a_folder(tmp_path: Path) -> None:
    (tmp_path / "savegame.json").mkdir()
    (tmp_path / "savegame.json" / "keep.txt").write_text("a grown-up's note")
    saves = SaveSlot(tmp_path)
    assert saves.exists() is False and saves.game_id() is None and saves.load() is None
    assert saves.warning and "folder" in saves.warning and "damaged" not in saves.warning
    assert (tmp_path / "savegame.json" / "keep.txt").read_text() == "a grown-up's note"
    left_alone(tmp_path)


@pytest.fixture
def forbidden(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """Names this user may not open (the tests run as root here, where chmod 000 forbids nothing)."""
    names: set[str] = set()
    real_os_open, real_io_open = os.open, io.open

    def refuse(path: Any) -> None:
        if isinstance(path, (str, os.PathLike)) and Path(path).name in names:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))

    def os_open(path: Any, *args: Any, **kwargs: Any) -> int:
        refuse(path)
        return real_os_open(path, *args, **kwargs)

    def io_open(path: Any, *args: Any, **kwargs: Any) -> Any:
        refuse(path)
        return real_io_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(io, "open", io_open)
    yield names


def test_settings_this_user_may_not_read_are_not_reset_or_set_aside(tmp_path: Path, forbidden: set[str]) -> None:
    mine = '{"volume": 0.1, "language": "de"}'
    (tmp_path / "settings.json").write_text(mine)
    forbidden.add("settings.json")
    store = SettingsStore(tmp_path)
    warning = store.take_warning() or ""
    assert "could not be opened" in warning and "may not open it" in warning and "damaged" not in warning
    store.settings.volume = 0.9
    store.save()  # a change in Settings: kept for this session only
    forbidden.clear()
    assert (tmp_path / "settings.json").read_text() == mine, "the family's settings are not written over"
    left_alone(tmp_path)


def test_a_save_this_user_may_not_read_is_never_written_over(tmp_path: Path, forbidden: set[str]) -> None:
    from spidergames.core.match import Match
    from spidergames.core.protocol import GameConfig, Seat
    from spidergames.core.registry import load_game

    saves = SaveSlot(tmp_path)
    match = Match(load_game("yahtzee"), GameConfig((Seat("Ann", "human", "red", "spider-man"),)), 3)
    assert saves.save(match)
    kept = saves.path.read_text()
    forbidden.add("savegame.json")
    later = SaveSlot(tmp_path)
    assert later.game_id() is None and later.load() is None
    assert later.warning and "may not open it" in later.warning and "put aside" not in later.warning
    assert not later.save(match), "a new game is not saved over the one that could not be read"
    later.clear()
    later.set_aside_after_error()
    forbidden.clear()
    assert saves.path.read_text() == kept
    left_alone(tmp_path)


def test_a_disk_that_does_not_answer_is_given_up_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hung network home folder: the read is abandoned after READ_SECONDS, the file left alone."""
    (tmp_path / "settings.json").write_text('{"volume": 0.1}')
    hung, real_stat = threading.Event(), os.stat

    def stat_(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if Path(path).name == "settings.json":
            hung.wait(30)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(storage, "READ_SECONDS", 0.3, raising=False)
    monkeypatch.setattr(os, "stat", stat_)
    try:
        store = within(5, lambda: SettingsStore(tmp_path))
    finally:
        hung.set()
    assert store.settings == Settings()
    assert "did not answer" in (store.take_warning() or "")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("name", [*USER_FILES, "spidergames.log", "spidergames.lock"])
def test_the_app_starts_with_a_named_pipe_for_a_user_file(tmp_path: Path, name: str) -> None:
    """The real app, first frame and out: with any of its files a named pipe it still shows its window."""
    os.mkfifo(tmp_path / name)
    env = {**os.environ, "SPIDERGAMES_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SPIDERGAMES_BENCH_FIRST_FRAME": "1"}
    app = subprocess.Popen([sys.executable, "-m", "spidergames"], env=env, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = app.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        app.kill()
        app.communicate()
        raise AssertionError(f"the start hung on a named pipe {name}") from None
    assert app.returncode == 0 and "first frame" in out, err
    assert "Traceback" not in err
    assert stat.S_ISFIFO((tmp_path / name).stat().st_mode)
    left_alone(tmp_path)


def test_a_personal_best_this_user_may_not_read_is_not_written_over(tmp_path: Path, forbidden: set[str]) -> None:
    from spidergames.games.yahtzee.records import FILE_NAME, PersonalBest

    (tmp_path / FILE_NAME).write_text('{"best": 300}')
    forbidden.add(FILE_NAME)
    best = PersonalBest(tmp_path)
    assert best.get() is None
    assert best.offer(120)  # a new best for this session...
    forbidden.clear()
    assert (tmp_path / FILE_NAME).read_text() == '{"best": 300}'  # ...not over the one it could not read
    left_alone(tmp_path)


def test_a_save_folder_that_does_not_answer_still_shows_the_menu(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "savegame.json").write_text("{}")
    hung, real_stat = threading.Event(), Path.stat

    def stat_(path: Path, *args: Any, **kwargs: Any) -> os.stat_result:
        if path.name == "savegame.json":
            hung.wait(30)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(storage, "READ_SECONDS", 0.3, raising=False)
    monkeypatch.setattr(Path, "stat", stat_)
    try:
        saves = SaveSlot(tmp_path)
        assert within(5, saves.exists) is False
    finally:
        hung.set()
    assert saves.warning and "did not answer" in saves.warning
    assert not saves.save(object())  # type: ignore[arg-type]  # and never written over
