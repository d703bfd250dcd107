"""Play by post's effects in Chromium (``web/browser/relays.py`` and
``web/browser/notify.py``), driven by Python run in the page's own interpreter (a
``<script type="py">`` added to the page, as tests/browser/test_page_stdlib.py does):
the relays' connections against a real storing relay (PyPI's nostr-relay,
tests/nostr_relay.py), a table's event published and read back through them, and the
app's badge and notifications against the browser's APIs."""

from __future__ import annotations

import itertools
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import DESKTOP
from pagehelp import KeptDevices, open_page
from playwright.sync_api import Page, WebSocket

from web.ui.post import store, wire

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nostr_relay import NostrRelay, free_port

#: ms: the relay answering, or a connection closing.
RELAY_TIMEOUT = 30_000
#: What Chromium writes to the console as an error when a WebSocket cannot connect.
REFUSED = ("WebSocket connection to",)
#: A URL the browser refuses to open a WebSocket to (a SyntaxError).
NOT_A_RELAY = "ftp://relay.example"
_RUNS = itertools.count(1)

#: Run first: a :class:`web.browser.relays.Relays` whose news is written on ``<body>``
#: (``data-relay-news``: a JSON list of ``[kind, relay, text]``), given as web/main.py
#: gives it (a proxy, as for the browser's events).
HEARD = """
import json
from pyodide.ffi import create_proxy
from web.browser.relays import Relays

post_heard = []

def post_news(kind, relay, text):
    post_heard.append([kind, relay, text])
    document.body.dataset.relayNews = json.dumps(post_heard)

post_relays = Relays(create_proxy(post_news))
"""
#: Run to keep the handlers of the connection to ``relay`` (to check them later with
#: :data:`DESTROYED`).
HANDLERS = "post_handlers = list(post_relays.relays[{relay!r}].handlers.values())"
#: Run to write on ``<body>`` (``data-destroyed``) whether the handlers kept are
#: destroyed (a call to one raises), after letting the event loop run what it has
#: queued: the handlers of a closed connection are destroyed that way.
DESTROYED = """
import asyncio
await asyncio.sleep(0)
post_destroyed = []
for handler in post_handlers:
    try:
        handler(None)
        post_destroyed.append(False)
    except Exception as problem:
        post_destroyed.append("destroyed" in str(problem))
document.body.dataset.destroyed = str(post_destroyed)
"""


def in_page(page: Page, code: str) -> None:
    """Run ``code`` in the page's Python (its globals are web/main.py's: ``browser``,
    ``document``, ``window``) and wait until it has run; fail with its trace if it
    raised."""
    run = str(next(_RUNS))
    body = "".join(f"    {line}\n" for line in code.strip().splitlines())
    script = (
        "from pyscript import document\n"
        "try:\n"
        f"{body}"
        f"    document.body.dataset.pyRan = {run!r}\n"
        "except BaseException:\n"
        "    import traceback\n"
        "    document.body.dataset.pyFailed = traceback.format_exc()\n"
    )
    page.evaluate(
        """(code) => {
            const script = document.createElement("script");
            script.type = "py";
            script.textContent = code;
            document.body.append(script);
        }""",
        script,
    )
    page.wait_for_function(
        "(run) => document.body.dataset.pyRan === run || 'pyFailed' in document.body.dataset",
        arg=run,
    )
    assert page.evaluate("document.body.dataset.pyFailed") is None


def news(page: Page, count: int) -> list[list[str]]:
    """The relays' news, once there are ``count``."""
    page.wait_for_function(
        "(count) => JSON.parse(document.body.dataset.relayNews || '[]').length >= count",
        arg=count,
        timeout=RELAY_TIMEOUT,
    )
    return json.loads(page.evaluate("document.body.dataset.relayNews"))


def destroyed(page: Page) -> list[bool]:
    """Whether each handler kept by :data:`HANDLERS` is destroyed."""
    in_page(page, DESTROYED)
    return json.loads(page.evaluate("document.body.dataset.destroyed").lower())


def closed(socket: WebSocket) -> None:
    """Wait until the page's ``socket`` has closed."""
    if not socket.is_closed():
        socket.wait_for_event("close", timeout=RELAY_TIMEOUT)


@pytest.fixture
def relay(tmp_path: Path) -> Iterator[NostrRelay]:
    with NostrRelay(tmp_path) as running:
        yield running


def test_the_relays_connections_carry_a_table_s_event_and_report_their_ends(
    kept: KeptDevices, site: str, relay: NostrRelay
) -> None:
    url, dead = relay.url, f"ws://127.0.0.1:{free_port()}"
    ann = store.posted(
        store.keep("Rr" * 8, "Kk" * 11, "ann", b"ann" * 8, [url]), "T1.g", (), int(time.time())
    )
    assert ann.ours is not None
    sub = store.subscription(ann)
    with kept.page(viewport=DESKTOP, relays=frozenset({url, dead}), expected=REFUSED) as page:
        sockets: list[WebSocket] = []
        page.on("websocket", lambda socket: sockets.append(socket))
        open_page(page, site)
        in_page(page, HEARD)

        # One connection to each relay: one up, one refused, one the browser will not open.
        in_page(page, f"post_relays.open_relays({(url, dead, NOT_A_RELAY)!r})")
        assert sorted(news(page, 3)) == [
            ["down", NOT_A_RELAY, ""],
            ["down", dead, ""],
            ["up", url, ""],
        ]
        ours = [socket for socket in sockets if socket.url.rstrip("/") == url]
        assert len(ours) == 1

        # The table's event published, then asked for: the relay's answers, read as the
        # update will read them.
        in_page(page, f"post_relays.to_relay({url!r}, {wire.publish(ann.ours)!r})")
        said = news(page, 4)[3]
        assert said[:2] == ["message", url]
        assert wire.read(said[2]) == wire.Accepted(ann.ours.id, True, "")
        in_page(page, f"post_relays.to_relay({url!r}, {wire.request(sub, store.ask(ann))!r})")
        found, ended = (wire.read(text) for _, _, text in news(page, 6)[4:6])
        assert found == wire.Found(sub, ann.ours)
        assert ended == wire.Stored(sub)

        # Sent on no connection: dropped, nothing raised. Asked again: left as it is.
        in_page(page, f"post_relays.to_relay({dead!r}, '[]'); post_relays.to_relay('x', '[]')")
        in_page(page, f"post_relays.open_relays(({url!r},))")

        # Closed on purpose, by leaving it out and by closing all: nothing told, and
        # the handlers freed.
        in_page(page, HANDLERS.format(relay=url))
        in_page(page, "post_relays.open_relays(())")
        closed(ours[0])
        assert destroyed(page) == [True] * 4
        in_page(page, f"post_relays.open_relays(({url!r},))")
        assert news(page, 7)[6] == ["up", url, ""]
        in_page(page, "post_relays.close_relays()")
        ours = [socket for socket in sockets if socket.url.rstrip("/") == url]
        assert len(ours) == 2
        closed(ours[1])
        in_page(page, f"post_relays.open_relays(({url!r},))")
        assert news(page, 8)[7] == ["up", url, ""]

        # The relay gone: told once, forgotten, and tried again only when asked.
        in_page(page, HANDLERS.format(relay=url))
        relay.stop()
        assert news(page, 9)[8] == ["down", url, ""]
        assert destroyed(page) == [True] * 4
        in_page(page, f"post_relays.to_relay({url!r}, '[]')")
        in_page(page, f"post_relays.open_relays(({url!r},))")
        assert news(page, 10)[9] == ["down", url, ""]
        in_page(page, "document.body.dataset.relaysOpen = str(len(post_relays.relays))")
        assert page.evaluate("document.body.dataset.relaysOpen") == "0"
        assert len(news(page, 10)) == 10
        assert len([s for s in sockets if s.url.rstrip("/") == url]) == 4


#: Stand-ins for the browser's APIs that record what the page asks of them: the badge's
#: (each promise refused, as a browser may: nothing must reach the console), and the
#: notifications' (the real ones, each shown recorded), the page hidden or not.
RECORDING = """() => {
    window.badges = [];
    const refused = (count) => { badges.push(count); return Promise.reject(new Error("no")); };
    navigator.setAppBadge = refused;
    navigator.clearAppBadge = () => refused(0);
    window.shown = [];
    window.Notification = class extends Notification {
        constructor(title, options) {
            shown.push([title, options.body, options.tag]);
            super(title, options);
        }
    };
}"""
#: Makes the page say it is hidden, or not.
HIDDEN = """(hidden) => Object.defineProperty(document, "hidden", {
    configurable: true, get: () => hidden,
})"""


def test_the_badge_and_notifications_go_to_the_browser_s_apis(kept: KeptDevices, site: str) -> None:
    with kept.page(viewport=DESKTOP, permissions=("notifications",)) as page:
        open_page(page, site)
        in_page(page, "document.body.dataset.granted = str(await browser.ask_notifications())")
        assert page.evaluate("document.body.dataset.granted") == "True"

        page.evaluate(RECORDING)
        page.evaluate(HIDDEN, False)
        in_page(page, "browser.set_badge(3); browser.set_badge(0)")
        page.wait_for_function("badges.length === 2")
        assert page.evaluate("badges") == [3, 0]
        in_page(page, "browser.notify('Your turn', 'Ann moved', 'table-1')")  # not hidden
        page.evaluate(HIDDEN, True)
        in_page(page, "browser.notify('Your turn', 'Bo moved', 'table-1')")
        assert page.evaluate("shown") == [["Your turn", "Bo moved", "table-1"]]

        # A browser without them: nothing shown, nothing raised, and the answer is no.
        page.evaluate("navigator.setAppBadge = undefined; delete window.Notification")
        in_page(page, "browser.set_badge(1); browser.notify('t', 'b', 'g')")
        assert page.evaluate("[badges, shown]") == [[3, 0], [["Your turn", "Bo moved", "table-1"]]]
        in_page(page, "document.body.dataset.granted = str(await browser.ask_notifications())")
        assert page.evaluate("document.body.dataset.granted") == "False"


def test_the_browser_s_online_event_reaches_the_update(kept: KeptDevices, site: str) -> None:
    """web/main.py gives the window's ``online`` event to the update (``WentOnline``):
    with no table by post, nothing is asked of the relays, and nothing fails."""
    with kept.page(viewport=DESKTOP) as page:
        sockets: list[WebSocket] = []
        page.on("websocket", lambda socket: sockets.append(socket))
        open_page(page, site)
        page.evaluate("window.dispatchEvent(new Event('online'))")  # handled before it returns
        in_page(page, "pass")  # and the page's Python still runs after it
        assert page.get_by_text("Something went wrong in the page").count() == 0
        assert sockets == []
