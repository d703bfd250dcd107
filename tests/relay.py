"""A small in-memory Nostr relay for the live-play tests, on ``websockets``.

It speaks the part of NIP-01 that Trystero uses: ``["EVENT", event]`` is answered
``["OK", id, true, ""]`` and sent to every open subscription whose filter matches it;
``["REQ", id, filter...]`` opens a subscription (answered ``["EOSE", id]``: nothing is
stored), ``["CLOSE", id]`` ends one. Signatures are not checked: the page does not
trust the relay either. ``Relay`` runs it on 127.0.0.1 in a thread and counts the events
it carried, and :meth:`Relay.stop` takes it down (for "the relay is down" tests).

    with Relay() as relay:
        relay.url   # ws://127.0.0.1:PORT
"""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve


def matches(event: dict[str, Any], wanted: dict[str, Any]) -> bool:
    """True when ``event`` passes one NIP-01 filter (ids, authors, kinds, since, until,
    ``#x`` tags)."""
    for key, value in wanted.items():
        if key == "ids" and event.get("id") not in value:
            return False
        if key == "authors" and event.get("pubkey") not in value:
            return False
        if key == "kinds" and event.get("kind") not in value:
            return False
        if key == "since" and event.get("created_at", 0) < value:
            return False
        if key == "until" and event.get("created_at", 0) > value:
            return False
        if key.startswith("#"):
            tags = {t[1] for t in event.get("tags", []) if len(t) > 1 and t[0] == key[1:]}
            if not tags & set(value):
                return False
    return True


class Relay:
    """The relay on a free port of 127.0.0.1, in its own thread (see the module)."""

    def __init__(self, port: int = 0) -> None:
        """``port``: 0 for a free one (a relay back after :meth:`stop` takes its old
        port)."""
        self.wanted = port
        self.loop = asyncio.new_event_loop()
        self.server: Server | None = None
        self.subscriptions: dict[tuple[ServerConnection, str], list[dict[str, Any]]] = {}
        self.events = 0
        self.carried = threading.Condition()  # notified at each event carried
        self.port = 0
        started = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(started,), daemon=True)
        self.thread.start()
        started.wait(10)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def _run(self, started: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        self.server = self.loop.run_until_complete(self._start())
        self.port = next(iter(self.server.sockets)).getsockname()[1]
        started.set()
        self.loop.run_forever()

    async def _start(self) -> Server:
        return await serve(self._connection, "127.0.0.1", self.wanted, max_size=2**20)

    async def _connection(self, socket: ServerConnection) -> None:
        try:
            async for text in socket:
                try:
                    kind, *rest = json.loads(text)
                except (ValueError, TypeError):
                    continue
                if kind == "EVENT" and rest and isinstance(rest[0], dict):
                    await self._event(socket, rest[0])
                elif kind == "REQ" and rest:
                    self.subscriptions[socket, str(rest[0])] = [
                        f for f in rest[1:] if isinstance(f, dict)
                    ]
                    await socket.send(json.dumps(["EOSE", rest[0]]))
                elif kind == "CLOSE" and rest:
                    self.subscriptions.pop((socket, str(rest[0])), None)
        except Exception:  # a connection that closed badly ends like one that closed
            pass
        finally:
            for key in [key for key in self.subscriptions if key[0] is socket]:
                del self.subscriptions[key]

    async def _event(self, socket: ServerConnection, event: dict[str, Any]) -> None:
        with self.carried:
            self.events += 1
            self.carried.notify_all()
        await socket.send(json.dumps(["OK", event.get("id", ""), True, ""]))
        for (other, sub_id), filters in list(self.subscriptions.items()):
            if any(matches(event, f) for f in filters):
                try:
                    await other.send(json.dumps(["EVENT", sub_id, event]))
                except Exception:
                    self.subscriptions.pop((other, sub_id), None)

    def wait_events(self, count: int, timeout: float) -> bool:
        """Wait until the relay has carried ``count`` events (False: not in ``timeout``
        seconds)."""
        with self.carried:
            return self.carried.wait_for(lambda: self.events >= count, timeout)

    def stop(self) -> None:
        """Close every connection and the server, and end the thread."""
        if self.server is not None:
            server = self.server
            self.server = None

            async def close() -> None:
                server.close()
                await server.wait_closed()

            asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    def __enter__(self) -> Relay:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
