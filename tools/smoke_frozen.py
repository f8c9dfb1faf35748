"""Run a frozen app headless the way CI and the release workflow check it, from a folder away from the checkout.

    python tools/smoke_frozen.py dist/onefolder/spidergames/spidergames [--expect-version 0.1.0]

Runs `--version`, `--screenshot menu`, one `--autoplay GAME --seed 1` per game and `serve` (the room server
of play across computers: a standalone app without the network fails here), with SDL's dummy
video and audio drivers, in an empty working folder and a private TMPDIR. Fails if a run fails, if
the version or a RESULT line is missing, if anything is printed on stderr (ALSA noise, warnings)
or if a run leaves files behind in its temporary folder.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

GAMES = ("yahtzee", "labyrinth", "webrace", "somethingwild")
TIMEOUT = 600


class SmokeFailure(Exception):
    pass


def run(app: Path, args: list[str], *, cwd: Path, env: dict[str, str]) -> str:
    out = subprocess.run([str(app), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    shown = " ".join(args)
    if out.returncode != 0:
        raise SmokeFailure(f"{shown}: exit {out.returncode}\n{out.stdout}\n{out.stderr}")
    if out.stderr.strip():
        raise SmokeFailure(f"{shown}: printed on stderr:\n{out.stderr}")
    return out.stdout


def serve(app: Path, *, cwd: Path, env: dict[str, str]) -> str:
    """Start `serve` on a free port and ask it for an engine.io session, as a joining computer's first
    request does: the frozen app then carries asyncio, aiohttp, socketio and engineio's aiohttp driver."""
    command = [str(app), "serve", "--host", "127.0.0.1", "--port", "0", "--rooms", str(cwd / "rooms")]
    server = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline().strip()  # "listening on 127.0.0.1:PORT", or nothing if it stopped
        if not line.startswith("listening on 127.0.0.1:"):
            server.kill()
            raise SmokeFailure(f"serve: {line!r} (exit {server.wait(TIMEOUT)})\n{server.communicate()[1]}")
        url = f"http://{line.removeprefix('listening on ')}/socket.io/?EIO=4&transport=polling"
        with urllib.request.urlopen(url, timeout=30) as answer:
            opened = answer.read().decode()
        if not opened.startswith('0{"sid":'):
            raise SmokeFailure(f"serve: {url} answered {opened!r}, not an engine.io session")
        return line
    finally:
        if server.poll() is None:
            server.terminate()
            server.communicate(timeout=TIMEOUT)


def smoke(app: Path, *, games: tuple[str, ...] = GAMES, expect_version: str | None = None,
          log=print) -> None:
    app = app.resolve()
    with tempfile.TemporaryDirectory(prefix="spidergames-smoke-") as work:
        cwd, tmp = Path(work) / "cwd", Path(work) / "tmp"
        cwd.mkdir()
        tmp.mkdir()
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(tmp),
               "TMP": str(tmp), "TEMP": str(tmp), "SPIDERGAMES_HOME": str(Path(work) / "home")}
        version = run(app, ["--version"], cwd=cwd, env=env).strip()
        log(version)
        if not version.startswith("spidergames ") or (expect_version and version != f"spidergames {expect_version}"):
            raise SmokeFailure(f"--version said {version!r}, expected spidergames {expect_version or 'X'}")
        shot = cwd / "menu.png"
        log(run(app, ["--screenshot", "menu", str(shot)], cwd=cwd, env=env).strip())
        if not shot.is_file() or shot.stat().st_size < 10_000:
            raise SmokeFailure("--screenshot menu wrote no picture")
        for game in games:
            result = run(app, ["--autoplay", game, "--seed", "1"], cwd=cwd, env=env)
            line = next((s for s in result.splitlines() if s.startswith(f"RESULT game={game} ")), None)
            if line is None:
                raise SmokeFailure(f"--autoplay {game}: no RESULT line in\n{result}")
            log(line)
        nothing_left(tmp)
        log(serve(app, cwd=cwd, env=env))
        nothing_left(tmp)


def nothing_left(tmp: Path) -> None:
    """Fail if the runs so far left anything in the temporary folder (after the games, and again after
    the room server: a run that fails later must not hide what an earlier one left)."""
    left = sorted(p.name for p in tmp.iterdir() if not p.name.startswith("_MEI"))
    if left:  # a one-file build unpacks to _MEIxxxx and removes it itself when it can
        raise SmokeFailure(f"runs left temporary files behind: {left}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("app", type=Path, help="the frozen executable")
    p.add_argument("--expect-version")
    p.add_argument("--games", nargs="*", default=list(GAMES))
    args = p.parse_args(argv)
    try:
        smoke(args.app, games=tuple(args.games), expect_version=args.expect_version)
    except (SmokeFailure, subprocess.TimeoutExpired, OSError) as exc:
        print(f"smoke_frozen: FAIL: {exc}", file=sys.stderr)
        return 1
    print(f"smoke_frozen: {args.app} OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
