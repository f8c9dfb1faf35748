"""Play across computers works in a copy of Python without OpenSSL, as the standalone app is built (issue #26).

Every address the app makes is http:// (`net.hosting.url_of`), so build.spec leaves OpenSSL out; engineio
still imports `ssl`, which `net/sio.py` answers. Each side runs in a process of its own where `ssl` and
`_ssl` cannot be imported, as in the frozen app.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from spidergames.net import wire
from spidergames.net.hosting import url_of

from .netkit import ROOT, WAIT, _lines, free_port

NO_TLS = "import sys; sys.modules['ssl'] = sys.modules['_ssl'] = None  # as in the frozen app\n"


def run(code: str, **kwargs: object) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", NO_TLS + code], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)  # type: ignore[call-overload]


def test_without_openssl_a_server_answers_a_client() -> None:
    port = free_port()
    server = run("from spidergames.cli import main\n"
                 f"sys.exit(main(['serve', '--host', '127.0.0.1', '--port', '{port}', '--robot-pause', '0']))")
    try:
        assert any(line.startswith("listening on ") for line in _lines(server, time.monotonic() + WAIT))
        client = run("import json\n"
                     "from spidergames.net import sio\n"
                     "from spidergames.net.peek import Peek\n"
                     "assert sys.modules.get('ssl') is None and isinstance(sio.socketio.AsyncClient, type)\n"
                     f"peek = Peek({url_of(f'127.0.0.1:{port}')!r})\n"
                     "print(json.dumps(peek.look('K7QD-M3XA').result(30)))\n"
                     "peek.close()\n")
        out, err = client.communicate(timeout=WAIT * 2)
        assert client.returncode == 0, err
        reply = json.loads(out.strip().splitlines()[-1])
        assert reply["refused"] == wire.NO_ROOM.key  # the server's own answer: the round trip was made
    finally:
        server.kill()
        server.communicate()


def test_an_address_is_never_one_that_needs_tls() -> None:
    """What makes leaving OpenSSL out safe: every address the app makes is plain http://."""
    for typed in ("192.168.1.20", "school-server:7428", "host.local"):
        assert (url_of(typed) or "").startswith("http://")
    for typed in ("https://school.example.org", "wss://school.example.org:443", "https://x/"):
        assert url_of(typed) is None
