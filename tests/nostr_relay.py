"""A real storing Nostr relay for the tests: PyPI's ``nostr-relay`` (pinned in
requirements-relay.txt, installed by scripts/test.sh in its own virtualenv,
``.venv-relay``), started on a free port of 127.0.0.1 with its own config file and a
sqlite database in a temporary folder, and stopped after.

Unlike tests/relay.py (a small relay in memory that keeps nothing), this one keeps
events, replaces addressable ones, and checks what it is sent as public relays do:
signatures, content size (4,096 characters), ``created_at`` (no older than a year, no
more than an hour ahead: mind a test clock). Nothing is skipped: a relay that is not
installed or does not answer fails the test with its output.

    with NostrRelay(tmp_path) as relay:
        relay.url   # ws://127.0.0.1:PORT

Options for the tests of relays that misbehave: ``port`` (another relay started anew on
the port of one stopped: the same address, an empty database) and ``kinds`` (the
only kinds of events it takes, with the program's own ``is_certain_kind`` check: a
relay that refuses every other, as public relays refuse kinds they do not know).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from pathlib import Path
from types import TracebackType

import pytest
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
PROGRAM = ROOT / ".venv-relay" / "bin" / "nostr-relay"
#: How long the relay has to answer once started (it imports a web framework and
#: sets its database up: about a second here, more on a busy machine).
STARTING = 30.0

CONFIG = """\
DEBUG: false
relay_name: test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{folder}/nostr.sqlite3
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent{more_validators}
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
garbage_collector:
  collect_interval: 3600
authentication:
  enabled: false
message_timeout: 600
subscription_limit: 32
max_limit: 6000{more_config}
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class NostrRelay:
    """``nostr-relay`` serving on 127.0.0.1 (see the module): :attr:`url` once
    started."""

    def __init__(
        self, folder: Path, *, port: int | None = None, kinds: tuple[int, ...] | None = None
    ) -> None:
        self.folder = folder
        self.port = free_port() if port is None else port
        self.kinds = kinds
        self.url = f"ws://127.0.0.1:{self.port}"
        self.log = folder / "relay.log"
        self.process: subprocess.Popen[bytes] | None = None

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def __enter__(self) -> NostrRelay:
        if not PROGRAM.exists():
            pytest.fail(f"{PROGRAM} is missing: scripts/test.sh installs it", pytrace=False)
        config = self.folder / "relay.yaml"
        kinds = "" if self.kinds is None else "\n    - nostr_relay.validators.is_certain_kind"
        only = "" if self.kinds is None else f"\nvalid_kinds: {list(self.kinds)}"
        config.write_text(
            CONFIG.format(
                folder=self.folder, port=self.port, more_validators=kinds, more_config=only
            )
        )
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [str(PROGRAM), "-c", str(config), "serve", "--use-uvicorn"],
                cwd=self.folder,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # its own group, stopped whole
            )
        deadline = time.monotonic() + STARTING
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"nostr-relay exited at once:\n{self.output()}", pytrace=False)
            try:
                with connect(self.url, open_timeout=2, close_timeout=1) as socket_:
                    socket_.send('["CLOSE","ready"]')
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        pytest.fail(f"nostr-relay did not answer in {STARTING} s:\n{self.output()}", pytrace=False)

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        os.killpg(process.pid, signal.SIGTERM)  # the group of the process started here
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
