"""The computer players' workers (``web/worker.py`` in PyScript workers): the first
started once, in the background; the others that share a search split in parts
started when a table needs them."""

import asyncio
import contextlib

from pyscript import document, window

from web.ui.computers import workers_for


class Computers:
    """The runner's effects on the computer players' workers."""

    def __init__(self) -> None:
        self.worker = None
        self.helpers: list = []  # the other workers of a search split in parts, as they start

    def start_bots(self, every: bool) -> None:
        if self.worker is None:  # started once, in the background
            self.worker = asyncio.ensure_future(self._start_worker("bots"))
        count = workers_for(window.navigator.hardwareConcurrency) if every else 1
        while len(self.helpers) < count - 1:
            name = f"bots-{len(self.helpers) + 1}"
            self.helpers.append(asyncio.ensure_future(self._start_worker(name)))

    async def bots(self):
        self.start_bots(False)
        try:
            return await self.worker
        except Exception:
            self.worker = None  # it never started: "Try again" starts it anew
            failed = document.querySelector('script[type="py"][name="bots"]')
            if failed is not None:
                failed.remove()
            raise

    async def searchers(self):
        ready = [await self.bots()]
        for helper in self.helpers:
            with contextlib.suppress(Exception):  # one that failed to start is left out
                ready.append(await helper)
        return ready

    async def _start_worker(self, worker: str):
        from pyscript import workers

        window.startBots(worker)  # web/boot.js: each once, the first perhaps before Python ran
        return await workers[worker]
