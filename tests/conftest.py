"""Settings for every test, and the fixtures of the page's end-to-end tests
(``tests/browser``): a local static server and Debian's Chromium.

Hypothesis checks no example against a clock: the suite runs in one process per core
beside Chromium, and a busy machine is not a bug.

The page tests need the runtime files in ``web/runtime/`` (``bash
scripts/setup-runtime.sh``). Every test in ``tests/browser`` is marked ``browser``;
``pytest -m "not browser"`` leaves them out.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]
BROWSER_TESTS = ROOT / "tests/browser"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # WebRTC candidates as plain addresses, not mDNS names, so that live play connects
    # between browser contexts with no STUN server (tests/browser/test_live.py)
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
ARTIFACTS = ROOT / "test-results"
DESKTOP = {"width": 1280, "height": 900}

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves the project folder without logging every request."""

    def log_message(self, format: str, *args) -> None:
        pass


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(item.fspath).is_relative_to(BROWSER_TESTS):
            item.add_marker(pytest.mark.browser)


@contextlib.contextmanager
def serve(directory: Path, handler: type[SimpleHTTPRequestHandler] = QuietHandler) -> Iterator[str]:
    """Serve ``directory`` on a free local port for the time of the block: its address."""
    server = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(directory))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The project served on a free local port: the page's base address."""
    if not (ROOT / "web/runtime/pyodide/pyodide.mjs").exists():
        pytest.fail("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    with serve(ROOT) as address:
        yield address


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's Chromium (Playwright cannot download its own here)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def kept(browser, site: str) -> Iterator:
    """The worker's kept browser contexts, a page each (``pagehelp.KeptDevices``):
    for the tests that need no new context."""
    from pagehelp import KeptDevices

    devices = KeptDevices(browser, site)
    yield devices
    devices.close()


@pytest.fixture
def context(browser, site: str, request: pytest.FixtureRequest) -> Iterator:
    """A new browser context at desktop size, watched for errors and requests leaving
    the site (checked when it closes); in place of pytest-playwright's. It has nothing
    stored but the page's memory snapshot (``pagehelp.new_context``), and not even that
    for a test marked ``first_visit``."""
    from pagehelp import Watch, new_context

    watch = Watch(site)
    first = request.node.get_closest_marker("first_visit") is not None
    context = new_context(browser, visited="" if first else site, viewport=DESKTOP)
    watch.attach(context)
    yield context
    context.close()
    watch.check()
