"""The live table's room: ``web/live.mjs``, imported when live play is first chosen,
and the hosts it contacts, kept on this device."""

import contextlib
import json

from pyodide.ffi import to_js
from pyscript import document, window

from web.ui.hosts import AGREED, HOSTS


class Room:
    """The runner's effects on the live room. ``news`` is called with the room's news
    (``kind, peer, text``, read by :func:`web.ui.intents.read_room`)."""

    def __init__(self, news) -> None:
        self.news = news
        self.live = None  # web/live.mjs, once imported

    def join_room(self, room: str, key: str, relays, ice: str) -> None:
        self.spawn(self._join(room, key, list(relays), ice))

    async def _join(self, room: str, key: str, relays: list, ice: str) -> None:
        from pyodide.code import run_js

        if self.live is None:  # its address from the page's, not from Pyodide's module
            address = window.URL.new("./web/live.mjs", document.baseURI).href
            self.live = await run_js(f"import({json.dumps(address)})")
        self.live.join(room, key, to_js(relays), ice, self.news)

    def say(self, text: str, peer: str | None) -> None:
        if self.live is not None:
            self.live.say(text, peer)

    def leave_room(self) -> None:
        if self.live is not None:
            self.live.leave()

    def keep_hosts(self, hosts: str) -> None:
        with contextlib.suppress(Exception):  # not kept: asked again next time
            self.storage.set(AGREED, hosts)

    def set_hosts(self, hosts: str | None) -> None:
        with contextlib.suppress(Exception):  # not kept: used until the page is left
            self.storage.set(HOSTS, hosts) if hosts else self.storage.remove(HOSTS)
