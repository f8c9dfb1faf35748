"""A test in a network namespace of its own (issue #28: "a real zeroconf only inside a network namespace the
test creates itself"): the test function runs again, alone, in a new process under `unshare` (a new user
and network namespace: no root needed), whose only interface is a loopback brought up here. (So such a
test takes no fixtures.) Its multicast reaches
nothing of this computer's networks, nor another test's. Where the system gives no namespace (not Linux,
or user namespaces refused) the test is skipped, saying so.
"""

from __future__ import annotations

import fcntl
import functools
import os
import shutil
import socket
import struct
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

INSIDE = "SPIDERGAMES_TEST_OWN_NETWORK"  # set in the process that runs inside the namespace
ROOT = Path(__file__).resolve().parents[2]
WAIT = 120.0  # seconds the process inside may take (its pytest start, then the test's own bounded waits)
SIOCGIFFLAGS, SIOCSIFFLAGS, IFF_UP = 0x8913, 0x8914, 0x1


def inside() -> bool:
    return os.environ.get(INSIDE) == "1"


def loopback_up() -> None:
    """Bring up the new namespace's loopback (it starts down): what `ip link set lo up` does."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sh22x", b"lo", 0)  # struct ifreq: the name, then the flags
        flags = struct.unpack("16sh22x", fcntl.ioctl(sock, SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock, SIOCSIFFLAGS, struct.pack("16sh22x", b"lo", flags | IFF_UP))


def own_network(test: Callable[[], None]) -> Callable[[], None]:
    """Run `test` (no fixtures) in a network namespace of its own; the outer test passes when it does."""

    @functools.wraps(test)
    def run() -> None:
        if inside():
            loopback_up()
            test()
            return
        unshare = shutil.which("unshare")
        if not sys.platform.startswith("linux") or unshare is None:
            pytest.skip("no network namespace here (Linux's unshare): zeroconf is not run outside one")
        if subprocess.run([unshare, "-rn", "true"], capture_output=True, timeout=WAIT).returncode != 0:
            pytest.skip("this system refuses a user and network namespace (unshare -rn): zeroconf not run")
        module = test.__module__  # (a test module under tests/, which is on the path: network.test_discovery)
        script = f"import {module} as tests\ntests.{test.__name__}()\n"  # no pytest inside: a second quicker
        path = os.pathsep.join([str(ROOT / "tests"), str(ROOT), os.environ.get("PYTHONPATH", "")])
        done = subprocess.run([unshare, "-rn", sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                              text=True, timeout=WAIT, env={**os.environ, INSIDE: "1", "PYTHONPATH": path})
        assert done.returncode == 0, f"in a network of its own:\n{done.stdout[-4000:]}{done.stderr[-2000:]}"

    return run
