"""A table kept on a real storing relay (PyPI's nostr-relay, started once for this
module by tests/nostr_relay.py): a sealed table event signed by the page's secp256k1
published and read back, replaced by its next version, every device's event of a table
found by one request, a tampered event refused by the relay and by the page, and
another table's password refused when unsealing."""

from __future__ import annotations

import contextlib
import itertools
import json
import time
from collections.abc import Iterator

import pytest
from nostr_relay import NostrRelay
from websockets.sync.client import ClientConnection, connect

from web.ui.post import event, store, wire
from web.ui.post.event import BadEvent, Event
from web.ui.post.store import NotAGame

ROOM, PASSWORD = "Rr" * 8, "Kk" * 11
_SUBS = itertools.count()


@pytest.fixture(scope="module")
def relay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NostrRelay]:
    with NostrRelay(tmp_path_factory.mktemp("nostr-relay")) as running:
        yield running


@pytest.fixture
def socket(relay: NostrRelay) -> Iterator[ClientConnection]:
    with connect(relay.url, open_timeout=5) as connection:
        yield connection


def device(name: str, room: str = ROOM, password: str = PASSWORD) -> store.Kept:
    return store.keep(room, password, name, name.encode() * 8, ["relay"])


def receive(socket: ClientConnection) -> wire.RelayMessage:
    text = socket.recv(timeout=5)
    assert isinstance(text, str)
    return wire.read(text)


def publish(socket: ClientConnection, data: dict[str, object]) -> wire.Accepted:
    socket.send(json.dumps(["EVENT", data]))
    answer = receive(socket)
    assert isinstance(answer, wire.Accepted), answer
    # a refusal names no event (nostr-relay 1.14 answers ["OK", "", false, reason])
    assert answer.event_id == (data["id"] if answer.ok else ""), answer
    return answer


def refused(relay: NostrRelay, events: list[dict[str, object]]) -> list[wire.Accepted]:
    """The relay's answers to ``events``, each sent on a connection of its own, all at
    once: after a refusal nostr-relay 1.14 waits 2 s before it answers, and twice as
    long at each message after on that connection."""
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(connect(relay.url, open_timeout=5)) for _ in events]
        for socket, data in zip(sockets, events, strict=True):
            socket.send(json.dumps(["EVENT", data]))
        answers = [receive(socket) for socket in sockets]
    assert all(isinstance(answer, wire.Accepted) for answer in answers), answers
    return [answer for answer in answers if isinstance(answer, wire.Accepted)]


def fetch(socket: ClientConnection, wanted: wire.Filter) -> list[Event]:
    """The events the relay stores that ``wanted`` asks for (up to its EOSE)."""
    sub = f"s{next(_SUBS)}"
    socket.send(wire.request(sub, wanted))
    events = []
    while True:
        answer = receive(socket)
        if isinstance(answer, wire.Stored) and answer.sub == sub:
            socket.send(wire.close(sub))
            return events
        assert isinstance(answer, wire.Found) and answer.sub == sub, answer
        events.append(answer.event)


def by_device(kept: store.Kept) -> wire.Filter:
    return wire.Filter(kinds=(event.KIND,), tags=(("d", (kept.tags[0][1],)),))


def test_a_sealed_table_event_is_kept_and_read_back(socket: ClientConnection) -> None:
    ann = store.posted(device("ann"), "T1.ann's game", ("0:" + "A" * 86,), now=int(time.time()))
    assert ann.ours is not None
    assert publish(socket, ann.ours.data()) == wire.Accepted(ann.ours.id, True, "")
    assert fetch(socket, by_device(ann)) == [ann.ours]
    found = store.candidate(device("bo"), ann.ours)
    assert (found.game, found.signed) == ("T1.ann's game", ("0:" + "A" * 86,))


def test_a_second_version_with_the_same_d_tag_replaces_the_first(
    socket: ClientConnection,
) -> None:
    now = int(time.time())
    ann = store.posted(device("cy"), "T1.first", (), now=now - 20)
    first = ann.ours
    ann = store.posted(ann, "T1.second", (), now=now - 10)
    second = ann.ours
    assert first is not None and second is not None
    publish(socket, first.data())
    assert publish(socket, second.data()).ok
    assert fetch(socket, by_device(ann)) == [second]
    assert store.candidate(device("bo"), second).game == "T1.second"


def test_what_the_relay_does_with_versions_out_of_order(socket: ClientConnection) -> None:
    """nostr-relay 1.14 replaces a version only by a strictly later one, and keeps an
    older version that comes after a newer one beside it (NIP-01 says the older one is
    to be dropped): why :func:`web.ui.post.store.posted` dates each version at least a
    second after the last, and a device reads only the newest of each author."""
    now = int(time.time())
    ann = store.posted(device("di"), "T1.old", (), now=now - 30)
    old = ann.ours
    ann = store.posted(ann, "T1.new", (), now=now - 25)
    new = ann.ours
    assert old is not None and new is not None
    publish(socket, new.data())
    assert publish(socket, old.data()).ok  # taken, not refused
    kept = fetch(socket, by_device(ann))
    assert sorted(kept, key=lambda e: e.created_at) == [old, new]
    assert event.newest(kept) == (new,)
    assert store.others(device("bo"), kept) == (new,)


def test_every_device_s_event_of_a_table_is_found_by_one_request(
    socket: ClientConnection,
) -> None:
    now = int(time.time())
    room = "Tt" * 8  # a table of its own
    ann = store.posted(device("ann", room), "T1.a", (), now=now)
    bo = store.posted(device("bo", room), "T1.b", (), now=now)
    stranger = store.posted(device("ann", "Uu" * 8), "T1.s", (), now=now)
    for kept in (ann, bo, stranger):
        assert kept.ours is not None
        publish(socket, kept.ours.data())
    found = fetch(socket, store.ask(ann))
    assert {e.id for e in found} == {ann.ours.id, bo.ours.id}  # type: ignore[union-attr]
    assert store.others(ann, found) == (bo.ours,)
    # what the table keeps of the relay: it holds ann's newest, so nothing to republish
    kept = store.asking(ann, "relay")
    for each in found:
        kept = store.found(kept, "relay", each)
    kept = store.stored(kept, "relay")
    assert store.holding(kept) == ("relay",) and store.lacking(kept) == ()


def test_an_event_tampered_after_signing_is_refused_by_the_relay_and_the_page(
    relay: NostrRelay, socket: ClientConnection
) -> None:
    ann = store.posted(device("eve"), "T1.e", (), now=int(time.time()))
    assert ann.ours is not None
    honest = ann.ours.data()
    content = str(honest["content"])[:-2] + "AA"
    same_id = {**honest, "content": content}
    new_id = {
        **same_id,
        "id": event.event_id(
            ann.ours.pubkey, ann.ours.created_at, ann.ours.kind, ann.ours.tags, content
        ),
    }
    old = store.posted(device("old"), "T1.o", (), now=int(time.time()) - 400 * 86_400).ours
    assert old is not None
    answers = refused(relay, [same_id, new_id, old.data()])
    assert answers == [
        wire.Accepted("", False, "invalid: Bad signature"),  # (the hash of what it says)
        wire.Accepted("", False, "invalid: Bad signature"),
        wire.Accepted("", False, f"invalid: {old.created_at} is too old"),  # over a year
    ]
    for tampered, reason in [
        (same_id, "its id is not the hash of what it says"),
        (new_id, "its signature does not hold"),
    ]:
        with pytest.raises(BadEvent) as refusal:
            event.checked(tampered)
        assert str(refusal.value) == reason
    assert fetch(socket, by_device(ann)) == []


def test_an_event_sealed_with_another_table_s_password_is_refused_when_unsealed(
    socket: ClientConnection,
) -> None:
    """Someone who knows the room but not its password: the relay keeps the event
    (it cannot tell), the page does not take it."""
    eve = store.posted(device("eve", ROOM, "Xx" * 11), "T1.forged", (), now=int(time.time()))
    assert eve.ours is not None
    ann = device("ann")
    forged = event.table_event(
        eve.secret,
        (*ann.tags[:1], (event.TABLE_TAG, ann.table)),
        eve.ours.content,
        eve.ours.created_at,
    )
    assert publish(socket, forged.data()).ok
    assert forged in fetch(socket, store.ask(ann))
    with pytest.raises(NotAGame, match="does not unseal with this table's password"):
        store.candidate(ann, forged)


def test_the_relay_keeps_an_event_whose_id_is_not_its_hash_and_the_page_refuses_it(
    socket: ClientConnection,
) -> None:
    """nostr-relay 1.14 checks the signature against the hash of what an event says,
    never that its ``id`` is that hash: an event with a made-up id is stored and sent
    under it (so a relay's ids are not to be trusted; :func:`web.ui.post.event.checked`
    hashes every event read)."""
    ann = store.posted(device("fay"), "T1.f", (), now=int(time.time()))
    assert ann.ours is not None
    made_up = {**ann.ours.data(), "id": "00" * 31 + "01"}
    assert publish(socket, made_up) == wire.Accepted("00" * 31 + "01", True, "")
    socket.send(wire.request("false-id", by_device(ann)))
    texts = [socket.recv(timeout=5), socket.recv(timeout=5)]
    assert json.loads(texts[0])[2]["id"] == made_up["id"]
    assert [wire.read(str(text)) for text in texts] == [
        wire.Ignored("an event not read: its id is not the hash of what it says"),
        wire.Stored("false-id"),
    ]
