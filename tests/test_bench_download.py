"""The bench's one-file size goal is the download's: the release's zip of the file, which bundle_report
prints too (the file itself is stored unpacked for a quicker start, about twice that)."""

from __future__ import annotations

import os
from pathlib import Path

from spidergames.bench.frozen import zipped_mb
from tools.bundle_report import zipped_size


def test_the_one_file_download_is_measured_as_the_release_zips_it(tmp_path: Path) -> None:
    app = tmp_path / "spidergames"
    app.write_bytes(b"spider " * 200_000 + os.urandom(300_000))  # 1.7 MB: words that shrink, bytes that do not
    assert 0.30 < zipped_mb(app) < 0.32
    assert abs(zipped_mb(app) - zipped_size(app) / 1e6) < 0.001  # the bench and the size report agree
