"""The frozen-app smoke check, run here against the app from source dressed as an executable."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tools import smoke_frozen

ROOT = Path(__file__).resolve().parents[2]


def fake_app(tmp_path: Path, body: str) -> Path:
    app = tmp_path / "spidergames"
    app.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(ROOT)!r})\n{body}\n")
    app.chmod(0o755)
    return app


@pytest.mark.skipif(os.name == "nt", reason="the stand-in executable is a script with a #! line")
def test_the_real_app_passes(tmp_path: Path) -> None:
    app = fake_app(tmp_path, "from spidergames.cli import main\nraise SystemExit(main())")
    lines: list[str] = []
    smoke_frozen.smoke(app, games=("yahtzee",), log=lines.append)
    assert lines[0].startswith("spidergames ") and lines[-2].startswith("RESULT game=yahtzee seed=1 ")
    assert lines[-1].startswith("listening on 127.0.0.1:"), "the room server answered"


@pytest.mark.skipif(os.name == "nt", reason="the stand-in executable is a script with a #! line")
@pytest.mark.parametrize(("body", "complaint"), [
    ("print('spidergames 9.9')", "expected spidergames 1.0"),
    ("print('spidergames 1.0'); print('ALSA lib pcm.c: noise', file=sys.stderr)", "printed on stderr"),
    ("import os, sys\nif '--version' in sys.argv: print('spidergames 1.0')\n"
     "else: open(os.path.join(os.environ['TMPDIR'], 'left-behind'), 'w'); sys.exit(3)", "exit 3"),
])
def test_failures_are_reported(tmp_path: Path, body: str, complaint: str) -> None:
    app = fake_app(tmp_path, body)
    with pytest.raises(smoke_frozen.SmokeFailure, match=complaint):
        smoke_frozen.smoke(app, games=("yahtzee",), expect_version="1.0", log=lambda _: None)


@pytest.mark.skipif(os.name == "nt", reason="the stand-in executable is a script with a #! line")
def test_leftover_temporary_files_fail(tmp_path: Path) -> None:
    body = ("import os, sys\nif '--version' in sys.argv: print('spidergames 1.0')\n"
            "elif '--screenshot' in sys.argv: open(sys.argv[-1], 'wb').write(b'x' * 20000)\n"
            "else: print('RESULT game=yahtzee seed=1'); os.mkdir(os.path.join(os.environ['TMPDIR'], 'spidergames-x'))")
    with pytest.raises(smoke_frozen.SmokeFailure, match="left temporary files behind"):
        smoke_frozen.smoke(fake_app(tmp_path, body), games=("yahtzee",), log=lambda _: None)
