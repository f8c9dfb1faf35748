"""The release job's plan: names, the tag check and where each system's build lands."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import build_release

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


@pytest.mark.parametrize(("system", "machine", "tag"), [
    ("Windows", "AMD64", "windows-x86_64"), ("Darwin", "arm64", "macos-arm64"), ("Darwin", "x86_64", "macos-x86_64"),
    ("Linux", "x86_64", "linux-x86_64"), ("Linux", "aarch64", "linux-arm64"),
])
def test_platform_tags(system: str, machine: str, tag: str) -> None:
    assert build_release.platform_tag(system, machine) == tag


def test_artifact_names() -> None:
    assert build_release.artifact_name("0.2.0rc1", "linux-x86_64", "onefolder") == "spidergames-0.2.0rc1-linux-x86_64"
    assert build_release.artifact_name("1.0", "windows-x86_64", "onefile") == "spidergames-1.0-windows-x86_64-onefile"


def test_the_tag_must_name_the_version() -> None:
    build_release.check_tag("v1.2.0", "1.2.0")
    build_release.check_tag(None, "1.2.0")  # a manual run without a tag
    with pytest.raises(SystemExit):
        build_release.check_tag("v1.2.1", "1.2.0")


def test_where_each_system_build_lands(tmp_path: Path) -> None:
    win = build_release.builds(tmp_path, "Windows")
    assert win["onefolder"][1] == tmp_path / "onefolder" / "spidergames" / "spidergames.exe"
    assert win["onefile"][1] == tmp_path / "onefile" / "spidergames.exe"
    mac = build_release.builds(tmp_path, "Darwin")
    assert set(mac) == {"onefolder"}  # macOS ships the .app only: a bare executable opens a Terminal
    assert mac["onefolder"][0].name == "spidergames.app"
    assert mac["onefolder"][1] == tmp_path / "onefolder" / "spidergames.app" / "Contents" / "MacOS" / "spidergames"
    linux = build_release.builds(tmp_path, "Linux")
    assert linux["onefolder"] == (tmp_path / "onefolder" / "spidergames",
                                  tmp_path / "onefolder" / "spidergames" / "spidergames")


def test_the_workflow_stays_thin_and_calls_the_scripts() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "tags:" in text and '"v*"' in text
    for runner in ("windows-latest", "macos-14", "ubuntu-22.04"):
        assert runner in text, runner
    assert "python tools/build_release.py" in text and "--glibc-max 2.35" in text
    assert "sha256" in text and "softprops/action-gh-release" in text
    run_lines = [line.strip() for line in text.splitlines() if line.strip().startswith("run:")]
    assert len(run_lines) <= 6, "logic belongs in tools/, where it is tested"
    tests = run_lines.index("run: python -m pytest")  # every system's job tests before it builds
    assert tests < next(i for i, line in enumerate(run_lines) if "build_release.py" in line)


def test_the_mac_app_is_signed_last_and_the_signature_checked(tmp_path: Path) -> None:
    commands: list[list[str]] = []
    build_release.sign_mac_app(tmp_path / "spidergames.app", run=lambda cmd, check: commands.append(cmd))
    assert [c[:2] for c in commands] == [["codesign", "--force"], ["codesign", "--verify"]]
    assert commands[0][-3:] == ["--sign", "-", str(tmp_path / "spidergames.app")]
    source = Path(build_release.__file__).read_text(encoding="utf-8").split("def main")[1]
    assert source.index("sign_mac_app(folder)") < source.index("smoke_frozen.main")  # the app tested is the signed one
    assert source.index("pyinstaller(args.dist") < source.index("sign_mac_app(folder)")


def test_each_zip_carries_the_notices_its_own_build_ships(tmp_path: Path) -> None:
    build = tmp_path / "dist" / "spidergames"
    (build / "_internal").mkdir(parents=True)
    (build / "_internal" / "THIRD-PARTY-NOTICES.txt").write_text("the folder's own notices", encoding="utf-8")
    path = build_release.notices_in(build, tmp_path / "out")
    assert path.name == "THIRD-PARTY-NOTICES.txt" and path.read_text(encoding="utf-8") == "the folder's own notices"
