"""A release's README and metadata get absolute links; the repository keeps its relative ones."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tools import check_dist, release_links

ROOT = Path(__file__).resolve().parents[2]
REPO, REF = "example/spidergames", "v0.2.0"


def test_every_picture_and_page_of_the_readme_gets_an_absolute_link_to_a_real_file() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert release_links.relative_links(readme), "the README has relative links to rewrite"
    released = release_links.absolute_readme(readme, REPO, REF)
    assert release_links.relative_links(released) == []
    raw = f"https://raw.githubusercontent.com/{REPO}/{REF}/"
    pictures = [f["target"] for f in release_links.LINK.finditer(released) if f["bang"]]
    assert pictures and all(p.startswith(raw) for p in pictures), pictures
    assert all((ROOT / p.removeprefix(raw)).is_file() for p in pictures), "a picture's file is missing"
    assert "](#spoken-prompts)" in released, "anchors on the same page are left alone"


def test_links_and_addresses_are_rewritten_only_where_relative() -> None:
    text = ('![menu](./docs/a.png "The menu") [notes](docs/NOTES.md) [site](https://example.org) '
            "[mail](mailto:a@b.c) [up](#top)")
    assert release_links.absolute_readme(text, REPO, REF) == (
        f'![menu](https://raw.githubusercontent.com/{REPO}/{REF}/docs/a.png "The menu") '
        f"[notes](https://github.com/{REPO}/blob/{REF}/docs/NOTES.md) [site](https://example.org) "
        "[mail](mailto:a@b.c) [up](#top)")


def test_the_metadata_gets_the_projects_links_once() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    released = tomllib.loads(release_links.with_urls(pyproject, REPO))
    assert released["project"]["urls"]["Source"] == f"https://github.com/{REPO}"
    assert released["project"]["urls"]["Issues"] == f"https://github.com/{REPO}/issues"
    assert released["project"]["dependencies"] == tomllib.loads(pyproject)["project"]["dependencies"]
    with pytest.raises(ValueError, match="already"):
        release_links.with_urls(release_links.with_urls(pyproject, REPO), REPO)


def test_the_script_rewrites_a_checkout_and_refuses_odd_names(tmp_path: Path) -> None:
    for name in ("README.md", "pyproject.toml"):
        (tmp_path / name).write_text((ROOT / name).read_text(encoding="utf-8"), encoding="utf-8")
    assert release_links.main(["--repo", "a b/c", "--ref", REF, "--root", str(tmp_path)]) == 2
    assert release_links.main(["--repo", REPO, "--ref", REF, "--root", str(tmp_path)]) == 0
    assert release_links.relative_links((tmp_path / "README.md").read_text(encoding="utf-8")) == []


def test_a_release_wheel_with_a_relative_picture_or_no_links_is_refused() -> None:
    head = "Name: spidergames\nLicense-Expression: MIT\n"
    relative = head + "\n![The main menu](docs/screenshots/menu.png)\n"
    assert check_dist.link_problems(relative) == [
        "wheel description links to 'docs/screenshots/menu.png', relative",
        "wheel metadata has no 'Project-URL: Source'"]
    released = (head + f"Project-URL: Source, https://github.com/{REPO}\n\n"
                + release_links.absolute_readme("![The main menu](docs/screenshots/menu.png)\n", REPO, REF))
    assert check_dist.link_problems(released) == []
