"""Relays in memory for the CPython tests of play by post, and the pages connected to
them (:class:`Net`).

Each :class:`MemoryRelay` keeps events as NIP-01 says a relay keeps addressable events
(the newest of each author, kind and ``d`` tag; an older version that comes later is
kept beside it, as PyPI nostr-relay 1.14 does), answers ``EVENT`` with ``OK``, ``REQ``
with the stored events that match and ``EOSE``, and sends each new event to the open
subscriptions of the other pages connected. It can forget everything (:meth:`lose`),
refuse every event (``refusing``), and counts what it was sent (``events``, ``bytes``).
Nothing is checked here: the page trusts no relay. A :class:`Net` delivers what each
page sent until no page has anything left to send, so a test runs without waiting.
"""

from __future__ import annotations

import json
from typing import Any

from fakepage import FakePage
from relay import matches

from web.ui.post.messages import RelayDown, RelayText, RelayUp


class MemoryRelay:
    """One relay, at ``url``."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.stored: list[dict[str, Any]] = []
        self.refusing = False
        #: The events it was sent, their messages' length in characters, the longest.
        self.events = 0
        self.bytes = 0
        self.largest = 0
        #: The subscriptions open: (page, id) -> filters.
        self.subs: dict[tuple[int, str], list[dict[str, Any]]] = {}

    def lose(self) -> None:
        """Forget every event (a relay that cleans up, or lost its disk)."""
        self.stored = []

    def keep(self, event: dict[str, Any]) -> None:
        """Keep ``event`` as a relay keeps an addressable one."""
        d = next((t[1] for t in event.get("tags", []) if t and t[0] == "d"), "")
        same = [
            e
            for e in self.stored
            if (e["pubkey"], e["kind"], next((t[1] for t in e["tags"] if t[0] == "d"), ""))
            == (event["pubkey"], event["kind"], d)
        ]
        if any(e["id"] == event["id"] for e in same):
            return
        newer = [e for e in same if e["created_at"] >= event["created_at"]]
        if not newer:
            self.stored = [e for e in self.stored if e not in same]
        self.stored.append(event)

    def handle(self, page: int, text: str) -> list[tuple[int | None, str]]:
        """What the relay answers ``text`` from ``page``: (page, text) pairs, None for
        the sender; an event is also sent to the others' matching subscriptions."""
        message = json.loads(text)
        kind = message[0]
        if kind == "EVENT":
            event = message[1]
            self.events += 1
            self.bytes += len(text)
            self.largest = max(self.largest, len(text))
            if self.refusing:
                return [(None, json.dumps(["OK", "", False, "blocked: not taken here"]))]
            self.keep(event)
            out: list[tuple[int | None, str]] = [(None, json.dumps(["OK", event["id"], True, ""]))]
            for (other, sub), filters in self.subs.items():
                if other != page and any(matches(event, f) for f in filters):
                    out.append((other, json.dumps(["EVENT", sub, event])))
            return out
        if kind == "REQ":
            sub, filters = message[1], message[2:]
            self.subs[(page, sub)] = filters
            found = [e for e in self.stored if any(matches(e, f) for f in filters)]
            return [(None, json.dumps(["EVENT", sub, e])) for e in found] + [
                (None, json.dumps(["EOSE", sub]))
            ]
        if kind == "CLOSE":
            self.subs.pop((page, message[1]), None)
        return []

    def drop(self, page: int) -> None:
        """``page``'s connection closed: its subscriptions end."""
        self.subs = {key: f for key, f in self.subs.items() if key[0] != page}


class Net:
    """Relays, and the pages online: a page online gets its relays' connections
    (those of its relays this net has); :meth:`flush` carries every message."""

    def __init__(self, *urls: str) -> None:
        self.relays = {url: MemoryRelay(url) for url in urls}
        self.pages: dict[int, FakePage] = {}
        self.up: dict[int, set[str]] = {}

    def online(self, page: FakePage) -> None:
        """``page`` is online: its relays' connections open, and everything flows."""
        self.pages[id(page)] = page
        self.up.setdefault(id(page), set())
        self.flush()

    def offline(self, page: FakePage) -> None:
        """``page`` went offline, once what it sent has reached the relays: its
        connections close (it is told)."""
        self.flush()
        for url in self.up.pop(id(page), set()):
            self.relays[url].drop(id(page))
            page.send(RelayDown(url))
        self.pages.pop(id(page), None)

    def _connect(self) -> bool:
        """Open the connections the pages online asked for; True if any opened."""
        opened = False
        for key, page in list(self.pages.items()):
            up = self.up[key]
            for url in [u for u in up if u not in page.relays_open]:
                up.discard(url)
                self.relays[url].drop(key)
            for url in page.relays_open:
                if url in self.relays and url not in up:
                    up.add(url)
                    opened = True
                    page.send(RelayUp(url))
        return opened

    def flush(self, limit: int = 10_000) -> None:
        """Deliver every message until no page has anything to send."""
        for _ in range(limit):
            moved = self._connect()
            for key, page in list(self.pages.items()):
                sent, page.to_relays = page.to_relays, []
                for url, text in sent:
                    if url not in self.up.get(key, set()):
                        continue  # (not connected: dropped, as the browser drops it)
                    moved = True
                    for to, answer in self.relays[url].handle(key, text):
                        target = page if to is None else self.pages.get(to)
                        if target is not None and url in self.up.get(id(target), set()):
                            target.send(RelayText(url, answer))
            if not moved:
                return
        raise AssertionError("the relays never stopped talking")
