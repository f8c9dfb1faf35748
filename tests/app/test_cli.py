"""The command line: version, screenshots of every scene, errors for unknown names."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

import spidergames
from spidergames import __version__
from spidergames.app import i18n
from spidergames.cli import main, screenshot_targets


def test_version() -> None:
    out = subprocess.run([sys.executable, "-m", "spidergames", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and __version__ in out.stdout


COUNTS = {"en": "four", "es": "cuatro", "fr": "quatre", "de": "vier"}
"""The number of the built-in games in each language: a game in its own package makes it five."""


@pytest.mark.parametrize("language", sorted(COUNTS))
def test_the_help_does_not_count_the_games(language: str, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Games are plugins (issue #27): how many there are depends on what is installed, so neither `--help`
    nor the package's own description says a number."""
    monkeypatch.setenv(i18n.LANGUAGE_ENV, language)  # the language the command line speaks
    with pytest.raises(SystemExit):
        main(["--help"])
    described = capsys.readouterr().out.split("\n\n")[1]  # after the usage lines, before the options
    english = described == "Spider-Man family board games for children."
    assert "Spider-Man" in described and english is (language == "en"), described
    assert COUNTS[language] not in described.lower(), described
    assert "four" not in (spidergames.__doc__ or "").lower()


@pytest.mark.parametrize("args", [["--screenshot", "nowhere", "x.png"], ["--autoplay", "chess"]])
def test_unknown_names_exit_2_listing_valid_ones(args, capsys) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "yahtzee" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("target", [t for t in screenshot_targets() if ":" not in t or t.startswith("setup")][:3]
                         + ["rules:yahtzee"])
def test_screenshot_writes_a_logical_size_png(tmp_path, target: str) -> None:
    out = tmp_path / "shot.png"
    assert main(["--screenshot", target, str(out)]) == 0
    pygame.init()
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    assert len({image.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}) > 20
    pygame.quit()
