"""Give a release's README and metadata absolute links before its wheel and sdist are built.

    python tools/release_links.py --repo OWNER/NAME --ref v0.2.0   # rewrites README.md and pyproject.toml

The wheel's long description is read away from the repository (PyPI, `pip show`, a package index's
page), where a relative picture path such as `docs/screenshots/menu.png` shows nothing and a relative
link leads nowhere. The repository itself keeps relative links (they work on GitHub and in a clone,
for any fork); the release workflow knows where it runs (`github.repository`, the tag), so it runs this
in its throwaway checkout, then builds. The project's links (source, issues, releases) are written
into the metadata the same way, so no address is typed by hand for a host the project may move from.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path

LINK = re.compile(r"(?P<bang>!?)\[(?P<words>[^\]]*)\]\((?P<target>[^)\s]+)(?P<title>\s+\"[^\"]*\")?\)")
"""A Markdown link or picture: `[words](target "title")`, `![words](target)`."""


def is_relative(target: str) -> bool:
    """A path inside the repository: not an address, not an anchor on the same page."""
    return not (target.startswith("#") or re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE))


def absolute_readme(text: str, repo: str, ref: str) -> str:
    """`text` with every relative picture pointing at the file's raw bytes at `ref`, and every relative
    link at its page on the repository's site; anchors and addresses are left as they are."""
    def rewrite(found: re.Match[str]) -> str:
        target = found["target"]
        if not is_relative(target):
            return found[0]
        path = target.removeprefix("./")
        url = (f"https://raw.githubusercontent.com/{repo}/{ref}/{path}" if found["bang"]
               else f"https://github.com/{repo}/blob/{ref}/{path}")
        return f"{found['bang']}[{found['words']}]({url}{found['title'] or ''})"
    return LINK.sub(rewrite, text)


def project_urls(repo: str) -> dict[str, str]:
    """The links a package index shows beside the project, all on the repository's own site."""
    home = f"https://github.com/{repo}"
    return {"Homepage": home, "Source": home, "Issues": f"{home}/issues", "Releases": f"{home}/releases"}


def with_urls(pyproject: str, repo: str) -> str:
    """`pyproject` with a `[project.urls]` table added (a pyproject that already has one is refused:
    the links would say two things)."""
    if "urls" in tomllib.loads(pyproject).get("project", {}):
        raise ValueError("pyproject.toml already has [project.urls]")
    table = "\n".join(f'{name} = "{url}"' for name, url in project_urls(repo).items())
    return f"{pyproject.rstrip()}\n\n[project.urls]\n{table}\n"


def relative_links(text: str) -> list[str]:
    """The relative targets left in `text` (what a built package's description must not have)."""
    return [found["target"] for found in LINK.finditer(text) if is_relative(found["target"])]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repo", required=True, help="OWNER/NAME on GitHub")
    p.add_argument("--ref", required=True, help="the tag or commit the links point at")
    p.add_argument("--root", type=Path, default=Path("."), help="the checkout to rewrite")
    args = p.parse_args(argv)
    if not re.fullmatch(r"[\w.-]+/[\w.-]+", args.repo) or not re.fullmatch(r"[\w./-]+", args.ref):
        print(f"release_links: not a repository and ref: {args.repo!r} {args.ref!r}", file=sys.stderr)
        return 2
    readme, pyproject = args.root / "README.md", args.root / "pyproject.toml"
    readme.write_text(absolute_readme(readme.read_text(encoding="utf-8"), args.repo, args.ref), encoding="utf-8")
    pyproject.write_text(with_urls(pyproject.read_text(encoding="utf-8"), args.repo), encoding="utf-8")
    print(f"release_links: README.md and pyproject.toml point at {args.repo} {args.ref}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
