"""The sdist/wheel content check, on small stand-in archives (CI runs it on the real build)."""

from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path

from tools import check_dist


def make(folder: Path, wheel_names: list[str], sdist_names: list[str], metadata: str) -> None:
    folder.mkdir(exist_ok=True)
    with zipfile.ZipFile(folder / "spidergames-1.0-py3-none-any.whl", "w") as zf:
        for name in wheel_names:
            zf.writestr(name, "x")
        zf.writestr("spidergames-1.0.dist-info/METADATA", metadata)
    with tarfile.open(folder / "spidergames-1.0.tar.gz", "w:gz") as tf:
        for name in sdist_names:
            info = tarfile.TarInfo(f"spidergames-1.0/{name}")
            info.size = 1
            tf.addfile(info, io.BytesIO(b"x"))


def test_a_complete_pair_passes(tmp_path: Path) -> None:
    wheel = [*check_dist.WHEEL_NEEDS, "spidergames-1.0.dist-info/licenses/LICENSE"]
    make(tmp_path / "ok", wheel, list(check_dist.SDIST_NEEDS),
         "Name: spidergames\nLicense-Expression: MIT\nClassifier: Operating System :: MacOS\n"
         "Classifier: Topic :: Games/Entertainment :: Board Games\n")
    assert check_dist.check(tmp_path / "ok") == []
    assert check_dist.main([str(tmp_path / "ok")]) == 0


def test_what_broke_installs_is_caught(tmp_path: Path) -> None:
    wheel = [n for n in check_dist.WHEEL_NEEDS if "data/" not in n and "/voice/" not in n] + [
        "tests/conftest.py", "spidergames/artgen/voice.py"]
    sdist = [n for n in check_dist.SDIST_NEEDS if n not in ("build.spec", "LICENSE")]
    make(tmp_path / "bad", wheel, sdist, "License: MIT\n")
    problems = check_dist.check(tmp_path / "bad")
    assert "wheel lacks spidergames/data/maps/webrace.tmx" in problems
    assert "wheel lacks spidergames/games/labyrinth/voice/de.zip" in problems  # a game's own clips
    assert "wheel carries tests/conftest.py" in problems
    assert "wheel carries spidergames/artgen/voice.py" in problems  # a developers' tool
    assert "wheel metadata has no 'Classifier: Topic :: Games/Entertainment :: Board Games'" in problems
    assert "wheel lacks its LICENSE in the dist-info" in problems
    assert "wheel metadata has no 'License-Expression: MIT'" in problems
    assert {"sdist lacks build.spec", "sdist lacks LICENSE"} <= set(problems)
    assert check_dist.main([str(tmp_path / "bad")]) == 1
