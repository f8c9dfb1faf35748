"""Build, check and zip the standalone app for the machine it runs on (one release workflow job).

    python tools/build_release.py [--out release] [--glibc-max 2.35] [--tag v0.1.0] [--skip-build]

1. checks that the tag (if any) names pyproject's version;
2. builds the one-folder app and the one-file app with build.spec (macOS: spidergames.app only);
3. on Linux, checks the glibc floor (tools/glibc_floor.py, failing above --glibc-max);
4. runs both headless (tools/smoke_frozen.py: --version, --screenshot menu, one --autoplay per game);
5. zips each with LICENSE and THIRD-PARTY-NOTICES.txt and a .sha256 (tools/package_zip.py).
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from tools import glibc_floor, package_zip, smoke_frozen  # noqa: E402

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


def notices_in(build: Path) -> Path:
    found = sorted(build.rglob("THIRD-PARTY-NOTICES.txt"))
    if not found:
        raise SystemExit(f"build_release: no THIRD-PARTY-NOTICES.txt in {build}")
    return found[0]


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
    for kind, (_, exe) in made.items():
        print(f"== {kind}: {exe}")
        if smoke_frozen.main([str(exe), "--expect-version", version]) != 0:
            return 1
    extras = [ROOT / "LICENSE", notices_in(folder)]
    tag = platform_tag()
    for kind, (content, _) in made.items():
        package_zip.main([str(content), "--name", artifact_name(version, tag, kind), "--out", str(args.out),
                          *(f"--extra={e}" for e in extras)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
