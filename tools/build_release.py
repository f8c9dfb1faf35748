"""Build, check and zip the standalone app for the machine it runs on (one release workflow job).

    python tools/build_release.py [--out release] [--glibc-max 2.35] [--tag v0.1.0] [--skip-build]

1. checks that the tag (if any) names pyproject's version;
2. builds the one-folder app and the one-file app with build.spec (macOS: spidergames.app only);
3. on Linux, checks the glibc floor (tools/glibc_floor.py, failing above --glibc-max);
4. macOS: signs the finished .app ad hoc, after the last change to it (PyInstaller's stripping and
   bundling come before), and verifies the signature: a broken one shows "damaged" instead of the
   "Open Anyway" path the README describes;
5. runs both headless (tools/smoke_frozen.py: --version, --screenshot menu, one --autoplay per game);
6. checks what each build ships: its own notices cover everything it bundles (tools/check_notices.py),
   nothing a player never uses is inside (tools/bundle_report.py), and the one-folder build lets a
   user swap the LGPL PyTMX (tools/check_replaceable.py);
7. zips each with LICENSE, the notices read out of that very build, and a .sha256 (tools/package_zip.py).
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from tools import bundle_report, check_notices, check_replaceable, glibc_floor, package_zip, smoke_frozen  # noqa: E402

SYSTEMS = {"windows": "windows", "darwin": "macos", "linux": "linux"}
MACHINES = {"amd64": "x86_64", "x86_64": "x86_64", "x64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def project_version(root: Path = ROOT) -> str:
    return tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def check_tag(tag: str | None, version: str) -> None:
    """A release tag must be `v` + the version in pyproject.toml (or the zips would lie)."""
    if tag and tag != f"v{version}":
        raise SystemExit(f"build_release: tag {tag} does not match pyproject's version {version} (expected v{version})")


def platform_tag(system: str = platform.system(), machine: str = platform.machine()) -> str:
    return f"{SYSTEMS.get(system.lower(), system.lower())}-{MACHINES.get(machine.lower(), machine.lower())}"


def artifact_name(version: str, tag: str, kind: str) -> str:
    """`spidergames-0.1.0-windows-x86_64` for the one-folder zip, `...-onefile` for the single file."""
    return f"spidergames-{version}-{tag}" + ("" if kind == "onefolder" else "-onefile")


def builds(dist: Path, system: str = platform.system()) -> dict[str, tuple[Path, Path]]:
    """For each kind: (what goes in the zip, the executable to run)."""
    system = system.lower()
    exe = "spidergames.exe" if system == "windows" else "spidergames"
    if system == "darwin":  # the .app only: a bare one-file executable would open in Terminal
        app = dist / "onefolder" / "spidergames.app"
        return {"onefolder": (app, app / "Contents" / "MacOS" / "spidergames")}
    folder = dist / "onefolder" / "spidergames"
    onefile = dist / "onefile" / exe
    return {"onefolder": (folder, folder / exe), "onefile": (onefile, onefile)}


def notices_in(build: Path, out: Path) -> Path:
    """The notices that `build` itself ships (read out of a one-file app's archive), as a file for its zip."""
    text, _ = check_notices.shipped(build)
    path = out / build.name / check_notices.NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def sign_mac_app(app: Path, run: Callable[..., object] = subprocess.run) -> None:
    """Sign the finished .app ad hoc and verify it: the last step that changes the bundle."""
    run(["codesign", "--force", "--deep", "--sign", "-", str(app)], check=True)
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)], check=True)


def pyinstaller(dist: Path, onefile: bool) -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", str(ROOT / "build.spec"),
           "--distpath", str(dist / ("onefile" if onefile else "onefolder")),
           "--workpath", str(ROOT / "build" / ("onefile" if onefile else "onefolder"))]
    if onefile:
        cmd += ["--", "--onefile"]
    subprocess.run(cmd, check=True, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "release")
    p.add_argument("--dist", type=Path, default=ROOT / "dist")
    p.add_argument("--tag", default=None, help="the git tag being released (GITHUB_REF_NAME)")
    p.add_argument("--glibc-max", type=glibc_floor.parse_version, default=None,
                   help="Linux: fail if the build needs a newer glibc (2.35 for releases)")
    p.add_argument("--skip-build", action="store_true", help="check and zip the builds already in --dist")
    args = p.parse_args(argv)
    version = project_version()
    check_tag(args.tag, version)
    made = builds(args.dist)
    if not args.skip_build:
        for kind in made:
            pyinstaller(args.dist, onefile=kind == "onefile")
    folder = made["onefolder"][0]
    if platform.system() == "Linux":
        floor_args = [str(folder)] + (["--max", glibc_floor.show(args.glibc_max)] if args.glibc_max else [])
        if glibc_floor.main(floor_args) != 0:
            return 1
    if platform.system() == "Darwin":
        sign_mac_app(folder)
    for kind, (_, exe) in made.items():
        print(f"== {kind}: {exe}")
        if smoke_frozen.main([str(exe), "--expect-version", version]) != 0:
            return 1
    contents = [content for content, _ in made.values()]
    if check_notices.main([str(c) for c in contents]) or bundle_report.main([str(c) for c in contents]):
        return 1
    if platform.system() != "Darwin" and check_replaceable.main([str(folder)]) != 0:
        return 1
    tag = platform_tag()
    for kind, (content, _) in made.items():
        extras = [ROOT / "LICENSE", notices_in(content, ROOT / "build" / "notices" / kind)]
        package_zip.main([str(content), "--name", artifact_name(version, tag, kind), "--out", str(args.out),
                          *(f"--extra={e}" for e in extras)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
