"""Patch the copy of Trystero 0.25.4 that the page serves (web/runtime/trystero/), as
scripts/setup-runtime.sh copies it from the npm lockfile's package. One change, kept as
small as it can be and checked against the exact text it replaces:

- ``nostr/index.mjs``: an announcement that could not be sent (the relay's connection
  is closed) is tried again after Trystero's own first interval (5.3 s), rather than
  doubling a back-off meant for relays that rate-limit (60 s, then up to 15 minutes).
  Unpatched, every device that was at the table during a relay outage stays silent for
  minutes after the relay is back, and a device that comes back meanwhile finds no one
  (tests/browser/test_live.py, the outage test, fails without it). Nothing more is sent
  to a relay: an announcement is only sent on an open connection.

    python3 scripts/patch_trystero.py [RUNTIME]   # default: web/runtime
"""

from __future__ import annotations

import sys
from pathlib import Path

#: (file under the runtime's trystero folder, text of 0.25.4, the text that replaces it)
PATCHES = [
    (
        "nostr/index.mjs",
        "if (!didSend) return nextAnnounce(backoffRelay(client));",
        "if (!didSend) return nextAnnounce(5333); // patched: scripts/patch_trystero.py",
    ),
]


def patch(runtime: Path) -> None:
    """Apply every patch to the copy under ``runtime`` (SystemExit if one does not
    apply: the pinned version changed)."""
    for name, old, new in PATCHES:
        path = runtime / "trystero" / name
        text = path.read_text()
        if new in text:
            continue
        if text.count(old) != 1:
            raise SystemExit(f"{path}: the text to patch is not there once; see {__file__}")
        path.write_text(text.replace(old, new))


if __name__ == "__main__":
    default = Path(__file__).resolve().parents[1] / "web/runtime"
    patch(Path(sys.argv[1]) if len(sys.argv) > 1 else default)
