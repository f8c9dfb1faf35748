"""Installs, version, log, quiet start, temporary folders, About: the app as a packaged program."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import spidergames
from spidergames.app import about, paths
from spidergames.app.logfile import OpeningLog, RotatingLog

ROOT = Path(spidergames.__file__).resolve().parent.parent


def test_one_version_source() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert spidergames.__version__ == metadata.version("spidergames") == declared
    assert "__version__ =" not in (ROOT / "spidergames" / "__init__.py").read_text(encoding="utf-8")


def test_version_from_a_bundled_dist_info(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the frozen app does: build.spec bundles spidergames-X.dist-info/METADATA on sys.path."""
    info = tmp_path / "spidergames-7.0rc1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.4\nName: spidergames\nVersion: 7.0rc1\n\nbody\n")
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    spidergames.version.cache_clear()
    try:
        assert spidergames.version() == "7.0rc1"
    finally:
        spidergames.version.cache_clear()


def test_data_from_a_zip_is_unpacked_once(tmp_path: Path) -> None:
    """Imported from a zip (zipapp, zipimport), the data is copied to a real folder, removed at exit."""
    import zipfile

    archive = tmp_path / "app.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in (ROOT / "spidergames").rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                zf.write(path, path.relative_to(ROOT))
    code = ("import sys; sys.path.insert(0, sys.argv[1])\n"
            "from spidergames.app import paths\n"
            "assert paths.__file__.startswith(sys.argv[1]), paths.__file__\n"
            "print(paths.assets_dir()); print((paths.assets_dir() / 'palette.json').is_file(), "
            "(paths.maps_dir() / 'webrace.tmx').is_file())")
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code, str(archive)], capture_output=True, text=True, env=env,
                         cwd=tmp_path, check=True)
    folder, found = out.stdout.splitlines()
    assert found == "True True"
    assert not Path(folder).exists(), "the unpacked copy is removed when the program ends"


def test_the_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spidergames import cli

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    cli.setup_logging()
    try:
        opening = next(h for h in logging.getLogger().handlers if isinstance(h, OpeningLog))
        assert opening.opened.wait(10)
        handler = opening.target
        assert isinstance(handler, RotatingLog)
        assert Path(handler.baseFilename) == paths.log_file() == tmp_path / "spidergames.log"
        assert handler.maxBytes == cli.LOG_BYTES and handler.backupCount == cli.LOG_BACKUPS
        line = "x" * 1000
        for _ in range(cli.LOG_BYTES * 3 // 1000):
            logging.getLogger("spidergames.test").info(line)
        logs = sorted(p.name for p in tmp_path.glob("spidergames.log*"))
        assert logs == ["spidergames.log", "spidergames.log.1", "spidergames.log.2"]
        assert all(p.stat().st_size <= cli.LOG_BYTES + 2000 for p in tmp_path.glob("spidergames.log*"))
    finally:
        logging.shutdown()
        logging.getLogger().handlers.clear()


def test_a_full_log_from_an_earlier_run_rolls_over_at_the_first_line(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from spidergames import cli

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    (tmp_path / "spidergames.log").write_text("old\n" * (cli.LOG_BYTES // 4), encoding="utf-8")
    (tmp_path / "spidergames.log.1").write_text("older\n", encoding="utf-8")
    cli.setup_logging()
    try:
        logging.getLogger("spidergames.test").info("new run")
    finally:
        logging.shutdown()
        logging.getLogger().handlers.clear()
    assert "new run" in (tmp_path / "spidergames.log").read_text(encoding="utf-8")
    assert (tmp_path / "spidergames.log.1").read_text(encoding="utf-8").startswith("old\n")
    assert (tmp_path / "spidergames.log.2").read_text(encoding="utf-8") == "older\n"


def run_app(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("SDL_AUDIODRIVER", "SPIDERGAMES_HOME")}
    base |= {"SDL_VIDEODRIVER": "dummy", "TMPDIR": str(tmp_path / "tmp"), **env}
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return subprocess.run([sys.executable, "-m", "spidergames", *args], capture_output=True, text=True,
                          env=base, cwd=tmp_path, timeout=300)


def test_headless_runs_leave_no_temporary_folder(tmp_path: Path) -> None:
    out = run_app(["--screenshot", "menu", str(tmp_path / "menu.png")], tmp_path)
    assert out.returncode == 0, out.stderr
    out = run_app(["--autoplay", "yahtzee", "--seed", "1"], tmp_path)
    assert out.returncode == 0 and "RESULT game=yahtzee" in out.stdout, out.stderr
    assert list((tmp_path / "tmp").iterdir()) == []


def test_no_sound_card_no_noise(tmp_path: Path) -> None:
    """SDL's own audio driver choice (no SDL_AUDIODRIVER): without a sound card, nothing on stderr."""
    out = run_app([], tmp_path, SPIDERGAMES_HOME=str(tmp_path / "home"), SPIDERGAMES_BENCH_FIRST_FRAME="1")
    assert out.returncode == 0 and out.stdout.strip() == "first frame"
    assert out.stderr == ""


def test_about_facts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    assert about.log_path_text() == str(tmp_path / "spidergames.log")
    assert about.version() == spidergames.__version__
    assert "MIT" in about.LICENCE
    assert paths.notices_file() is None and "pip-licenses" in about.notices_text()
    (tmp_path / "THIRD-PARTY-NOTICES.txt").write_text("notices")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert about.notices_text() == str(tmp_path / "THIRD-PARTY-NOTICES.txt")


def test_copy_and_open_folder(app, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[list[str]] = []
    monkeypatch.setattr(about.subprocess, "Popen", lambda cmd, **_: opened.append(cmd))
    monkeypatch.setattr(about.sys, "platform", "linux")
    assert about.open_folder(tmp_path / "spidergames.log") is True
    assert opened == [["xdg-open", str(tmp_path)]]
    assert isinstance(about.copy_text("/some/path/spidergames.log"), bool)  # never raises, clipboard or not


def test_settings_about_and_error_screens_show_the_log_path(app) -> None:
    import pygame

    from spidergames.app.scenes.about_scene import AboutScene
    from spidergames.app.scenes.error import ErrorScene
    from spidergames.app.scenes.settings_scene import SettingsScene

    settings = SettingsScene(app)
    app.scenes.push(settings)
    about_button = next(b for b in settings.focus.buttons if b.label == "About")
    about_button.on_click()
    assert isinstance(app.scenes.top, AboutScene)
    screen = app.scenes.top
    screen.draw(app.screen)
    labels = [b.label for b in screen.focus.buttons]
    assert "Copy log path" in labels and "Open log folder" in labels
    error = ErrorScene(app, "Traceback\nValueError: boom")
    error.draw(app.screen)
    assert {"Copy log path", "Open log folder"} <= {b.label for b in error.focus.buttons}
    next(b for b in error.focus.buttons if b.label == "Copy log path").on_click()
    assert error.status
    assert pygame.display.get_surface() is not None


def test_bench_counts_each_file_once(tmp_path: Path) -> None:
    from spidergames.bench.frozen import folder_size_mb

    folder = tmp_path / "build"
    folder.mkdir()
    (folder / "lib.so").write_bytes(b"x" * 1_000_000)
    os.link(folder / "lib.so", folder / "lib.so.1")  # a hard link: the same bytes once
    os.symlink("lib.so", folder / "lib.so.2")  # a symlink: only the link itself
    size = folder_size_mb(folder) * 1e6
    assert 1_000_000 < size < 1_010_000
    du = subprocess.run(["du", "-sb", str(folder)], capture_output=True, text=True)
    if du.returncode == 0:
        assert int(du.stdout.split()[0]) == round(size)  # size is MB times 1e6: 1000105.99999 is 1000106 bytes
