"""The browser's side of the page, run by PyScript with ``web/main.py``: the effects
that :class:`web.ui.runner.Runner` asks for (:class:`web.ui.effects.Effects`), one
module per concern, gathered in :class:`Browser`.

These modules import ``pyscript`` and ``pyodide``, so CPython cannot import them:
``scripts/page_files.py`` ships them in the page's archive by name.
"""

import asyncio

from web.browser.address import Address
from web.browser.computers import Computers
from web.browser.dom import Drawing
from web.browser.kept import Kept
from web.browser.notify import Notices
from web.browser.relays import Relays
from web.browser.room import Room


class Browser(Drawing, Computers, Room, Relays, Notices, Address, Kept):
    """The browser's effects: drawing and focus (:mod:`~web.browser.dom`), the computer
    players' workers (:mod:`~web.browser.computers`), the live room
    (:mod:`~web.browser.room`), play by post's relays (:mod:`~web.browser.relays`),
    the app's badge and notifications (:mod:`~web.browser.notify`), the address, links
    and records (:mod:`~web.browser.address`), what this device keeps
    (:mod:`~web.browser.kept`). ``news`` is called with the live room's news (``kind,
    peer, text``), ``relay_news`` with the relays' (``kind, relay, text``)."""

    def __init__(self, storage, news, relay_news) -> None:
        self.storage = storage
        self.tasks: set = set()
        Drawing.__init__(self)
        Computers.__init__(self)
        Room.__init__(self, news)
        Relays.__init__(self, relay_news)
        Address.__init__(self)

    def spawn(self, work) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)  # kept until it ends
        task.add_done_callback(self.tasks.discard)

    async def sleep(self, ms: int) -> None:
        await asyncio.sleep(ms / 1000)
