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
    run_lines = [line for line in text.splitlines() if line.strip().startswith("run:")]
    assert len(run_lines) <= 6, "logic belongs in tools/, where it is tested"
