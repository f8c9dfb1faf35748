"""The Windows version resource's four numbers for any PEP 440 version.

Windows wants `(major, minor, micro, build)`, each 0..65535. PEP 440 allows fewer or more release
numbers, an epoch, pre/post/dev parts and local labels: `1.0`, `0.2.0rc1`, `1.2.3.post4`. The
release numbers fill the first three places (missing ones are 0, a fourth and later one are dropped
into the build number only if there is no post release), the post release number goes to `build`;
pre, dev and local parts do not fit and are left to the version *strings*, which keep the full text.

    >>> windows_version("1.0")
    (1, 0, 0, 0)
    >>> windows_version("0.2.0rc1")
    (0, 2, 0, 0)
    >>> windows_version("1.2.3.post4")
    (1, 2, 3, 4)
"""

from __future__ import annotations

import sys

from packaging.version import Version

LIMIT = 0xFFFF


def windows_version(text: str) -> tuple[int, int, int, int]:
    """Four numbers within 0..65535 (raises packaging's InvalidVersion for a non-PEP 440 text)."""
    version = Version(text)
    release = list(version.release) + [0, 0, 0, 0]
    build = version.post if version.post is not None else release[3]
    return tuple(min(n, LIMIT) for n in (release[0], release[1], release[2], build))  # type: ignore[return-value]


if __name__ == "__main__":
    print(".".join(str(n) for n in windows_version(sys.argv[1])))
