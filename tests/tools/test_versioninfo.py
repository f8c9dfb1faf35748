"""The Windows version resource: four numbers 0..65535 for any PEP 440 version."""

from __future__ import annotations

import pytest
from packaging.version import InvalidVersion

from tools.versioninfo import windows_version


@pytest.mark.parametrize(("text", "expected"), [
    ("1.0", (1, 0, 0, 0)),
    ("0.1.0", (0, 1, 0, 0)),
    ("0.2.0rc1", (0, 2, 0, 0)),
    ("1.2.3.post4", (1, 2, 3, 4)),
    ("1.2.3.4", (1, 2, 3, 4)),
    ("1.2.3.4.5", (1, 2, 3, 4)),
    ("2", (2, 0, 0, 0)),
    ("1!2.0", (2, 0, 0, 0)),
    ("1.0.dev3", (1, 0, 0, 0)),
    ("1.0+local.7", (1, 0, 0, 0)),
    ("v1.5", (1, 5, 0, 0)),
    ("2026.70000.1", (2026, 65535, 1, 0)),
])
def test_any_pep440_version_fits(text: str, expected: tuple[int, int, int, int]) -> None:
    parts = windows_version(text)
    assert parts == expected
    assert len(parts) == 4 and all(0 <= n <= 0xFFFF for n in parts)


def test_not_a_version_is_refused() -> None:
    with pytest.raises(InvalidVersion):
        windows_version("banana")


def test_the_projects_own_version_fits() -> None:
    from tools.build_release import project_version

    assert len(windows_version(project_version())) == 4
