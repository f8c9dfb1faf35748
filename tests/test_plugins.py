"""Games are plugins: the registry finds them through entry points (or the built-in folders from a
checkout), the core and the app name none, and the layers hold (import-linter's contracts)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import spidergames

ROOT = Path(spidergames.__file__).resolve().parent.parent
BUILT_IN = ("yahtzee", "labyrinth", "webrace", "somethingwild")
TOY = '''
from pathlib import Path
from spidergames.core.gameinfo import GameInfo
from spidergames.core.plugin import GameEntry
from spidergames.core.registry import load_game

INFO = GameInfo(id="toy", title="Toy", tagline="A toy", min_players=2, max_players=2, first_player="anyone",
                order=5)
ENTRY = GameEntry(INFO, lambda: load_game("yahtzee"), lambda level: None, Path(__file__).with_name("rules.md"))
'''


def distribution(site: Path, name: str, points: dict[str, str]) -> None:
    """An installed distribution `name` on the folder `site`, declaring `points` as games."""
    info = site / f"{name}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n", encoding="utf-8")
    lines = "".join(f"{k} = {v}\n" for k, v in points.items())
    (info / "entry_points.txt").write_text(f"[spidergames.games]\n{lines}", encoding="utf-8")


def run(code: str, site: Path | None = None) -> str:
    """`code`'s output in a fresh Python; with `site`, one whose only installed distributions are the
    ones on `site`: not the environment's site-packages (-S), nor the checkout's own egg-info that an
    editable install leaves beside the package (the package is linked into `site` instead)."""
    env, flags, cwd = dict(os.environ), [], ROOT
    if site is not None:
        (site / "spidergames").symlink_to(ROOT / "spidergames", target_is_directory=True)
        env["PYTHONPATH"], flags, cwd = str(site), ["-S"], site
    out = subprocess.run([sys.executable, *flags, "-c", code], capture_output=True, text=True, check=True, cwd=cwd,
                         env=env)
    return out.stdout.strip()


GAME_IDS = "from spidergames.core.registry import game_ids\nprint(' '.join(game_ids()))"


def test_the_built_in_games_in_menu_order() -> None:
    assert run(GAME_IDS).split() == list(BUILT_IN)


def test_a_game_in_its_own_package_joins_through_its_entry_point(tmp_path: Path) -> None:
    (tmp_path / "toygame").mkdir()
    (tmp_path / "toygame" / "__init__.py").write_text(TOY, encoding="utf-8")
    distribution(tmp_path, "toygame", {"toy": "toygame:ENTRY"})
    assert run(GAME_IDS, tmp_path).split() == ["toy", *BUILT_IN]  # its order, 5, puts it first


def test_a_game_that_cannot_load_leaves_the_others_playable(tmp_path: Path) -> None:
    distribution(tmp_path, "brokengame", {"broken": "no_such_module:ENTRY", "odd": "os:sep"})
    assert run(GAME_IDS, tmp_path).split() == list(BUILT_IN)


def test_installed_the_games_come_from_the_entry_points_alone(tmp_path: Path) -> None:
    """Installed (a wheel, the frozen app's dist-info), the folders are not searched: the entry
    points pyproject.toml declares are the registration."""
    distribution(tmp_path, "spidergames", {"webrace": "spidergames.games.webrace.plugin:ENTRY"})
    assert run(GAME_IDS, tmp_path).split() == ["webrace"]


def test_the_entry_points_are_read_as_importlib_metadata_reads_them(tmp_path: Path) -> None:
    """The registry reads `entry_points.txt` itself (importing `importlib.metadata` slows the start):
    the same points, in the same order, the first of two copies of a distribution winning, other
    groups, comments and extras as the standard library takes them."""
    distribution(tmp_path, "toygame", {"toy": "toygame:ENTRY", "other": "toygame.sub:THING.inner [extra]"})
    (tmp_path / "ToyGame-2.0.dist-info").mkdir()  # the same distribution again: the first one wins
    (tmp_path / "ToyGame-2.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: ToyGame\n"
                                                                  "Version: 2.0\n", encoding="utf-8")
    (tmp_path / "ToyGame-2.0.dist-info" / "entry_points.txt").write_text(
        "[spidergames.games]\nshadow = toygame:ENTRY\n", encoding="utf-8")
    info = tmp_path / "zeta-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: zeta\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[console_scripts]\nz = zeta:main\n\n[spidergames.games]\n"
                                           "# a comment\nzed = zeta.plugin:ENTRY\n", encoding="utf-8")
    code = ("from importlib.metadata import entry_points\n"
            "from spidergames.core.registry import GROUP, declared\n"
            "print([(p.name, p.value) for p in entry_points(group=GROUP)])\n"
            "print([(p.name, p.value) for p in declared(GROUP)])\n")
    theirs, ours = run(code, tmp_path).splitlines()
    assert ours == theirs
    first = next(n for n in os.listdir(tmp_path) if n.lower().startswith("toygame"))  # in the folder's own
    assert "zed" in ours and ("shadow" in ours) is first.startswith("ToyGame-2.0")  # order (tmpfs: the newest)


def test_pyproject_declares_every_built_in_game() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    points = project["entry-points"]["spidergames.games"]
    assert points == {g: f"spidergames.games.{g}.plugin:ENTRY" for g in BUILT_IN}


def test_the_core_and_the_app_load_no_game() -> None:
    """Importing the match, the words, the menu and the command line loads no game module; listing the
    games loads only their registrations and cards."""
    code = ("import sys\n"
            "import spidergames.core.match, spidergames.app.words, spidergames.app.scenes.menu, spidergames.cli\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('spidergames.games'))))\n")
    assert run(code) == ""


def test_each_game_gives_its_words_spoken_values_art_and_bench() -> None:
    from spidergames.core.registry import entries

    for e in entries():
        assert e.words is not None and e.words().texts, e.id
        assert all(key.startswith(f"{e.id}.") for key in e.words().texts), e.id
        assert e.spoken is not None and e.art is not None and e.bench is not None, e.id
        assert (e.folder / "rules.md").is_file() and (e.folder / "plugin.py").is_file(), e.id


@pytest.mark.skipif(shutil.which("lint-imports", path=str(Path(sys.executable).parent)) is None,
                    reason="import-linter is not installed (pip install -e .[dev])")
def test_the_layers_hold() -> None:
    """pyproject's [tool.importlinter] contracts: the core imports nothing above it and no pygame; rules,
    bots and boards import no pygame and nothing of the app; the app, cli and tools import no game."""
    lint = str(Path(sys.executable).parent / "lint-imports")
    out = subprocess.run([lint, "--no-cache"], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout[-4000:]
    assert "0 broken" in out.stdout
