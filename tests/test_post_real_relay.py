"""Play by post against a real storing relay (PyPI nostr-relay, tests/nostr_relay.py):
the page's own runner in CPython (tests/fakepage.py), its messages to the relays
carried over real WebSockets, two people who are never online at once playing a
whole game of Tsuro, and what the relay holds at the end."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator

import pytest
from fakepage import FakePage, set_up
from nostr_relay import NostrRelay
from test_post_play import play_own_turns
from test_web_live import invite
from websockets.sync.client import ClientConnection, connect

from game import decode
from web.ui.arrival.messages import Opened
from web.ui.hosts import Hosts, Network
from web.ui.post import wire
from web.ui.post.messages import RelayDown, RelayText, RelayUp
from web.ui.stores import MemoryStorage

#: s: the most a test waits for the relay's answer (a failure guard, never a pause).
ANSWER = 30.0


@pytest.fixture(scope="module")
def relay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NostrRelay]:
    with NostrRelay(tmp_path_factory.mktemp("post-real")) as running:
        yield running


class Online:
    """A page online: one real connection to each of its relays, every message it
    sends carried there and every answer given back to it."""

    def __init__(self, page: FakePage) -> None:
        self.page = page
        self.sockets: dict[str, ClientConnection] = {}
        self.opened = contextlib.ExitStack()
        self.flush()

    def flush(self) -> None:
        """Open the connections the page asks for, then carry messages until each
        request was answered to its end (EOSE) and each event published was (OK)."""
        page = self.page
        for _ in range(1_000):
            for url in page.relays_open:
                if url not in self.sockets:
                    self.sockets[url] = self.opened.enter_context(connect(url))
                    page.send(RelayUp(url))
            sent, page.to_relays = page.to_relays, []
            if not sent:
                return
            for url, text in sent:
                socket = self.sockets[url]
                socket.send(text)
                ends = wire.Stored if text.startswith('["REQ"') else wire.Accepted
                while True:
                    answer = str(socket.recv(timeout=ANSWER))
                    page.send(RelayText(url, answer))
                    if isinstance(wire.read(answer), ends):
                        break
        raise AssertionError("the page never stopped talking to the relay")

    def close(self) -> None:
        self.flush()
        self.opened.close()
        for url in self.sockets:
            self.page.send(RelayDown(url))


def device(url: str, storage: MemoryStorage | None = None) -> FakePage:
    page = FakePage(storage if storage is not None else MemoryStorage())
    page.model.network = Network(Hosts((url,), ()), agreed=True)
    page.send(Opened(""))
    return page


def test_two_people_play_tsuro_by_post_through_a_real_relay(relay: NostrRelay) -> None:
    rng = random.Random(9)
    ann = device(relay.url)
    set_up(ann, "tsuro", ["person", "post"], ["Ann", "Bo"])
    link = invite(ann, 1)
    online = Online(ann)
    play_own_turns(ann, rng)
    online.close()
    storages = {0: ann.storage, 1: MemoryStorage()}
    bo = device(relay.url, storages[1])
    bo.send(Opened(link))
    pages = {0: ann, 1: bo}
    online = Online(bo)
    for _turn in range(200):
        page = pages[max(pages, key=lambda s: len(pages[s].model.session.game.history))]  # type: ignore[union-attr]
        session = page.model.session
        assert session is not None
        if session.game.is_over():
            break
        online.close()
        seat = session.game.players.index(session.game.to_move)
        pages[seat] = device(relay.url, storages[seat])  # opened anew, the next day
        online = Online(pages[seat])
        assert play_own_turns(pages[seat], rng) > 0
    online.close()
    last = device(relay.url, storages[0])  # Ann opens the page once more
    Online(last).close()
    game = decode(last.model.session.game.encode())  # type: ignore[union-attr]
    assert game.is_over() and len(game.history) >= 10
    assert game.encode() == max(
        (p.model.session.game.encode() for p in pages.values()),  # type: ignore[union-attr]
        key=len,
    )
