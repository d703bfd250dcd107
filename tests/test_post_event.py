"""Nostr events (web/ui/post/event.py): NIP-01's serialization and id, an event signed
and checked, and what is read from a relay refused with a reason when it is not an
event of its form, within its bounds, its id and signature holding."""

from __future__ import annotations

import contextlib
import doctest
import hashlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.ui import secp256k1
from web.ui.post import event
from web.ui.post.event import BadEvent

SECRET = bytes(31) + b"\x2a"
EVENT = event.signed(
    SECRET, 1_764_600_000, event.KIND, (("d", "x"), ("t", "y")), "z", aux=bytes(32)
)


def test_docstring_examples() -> None:
    assert doctest.testmod(event).failed == 0


def test_the_id_is_the_hash_of_nip_01_s_compact_array() -> None:
    tags = (("t", "a"), ("e", "b", "wss://r"))
    content = 'line\nbreak "quoted" \\ tab\t é ☃ \u2028'
    text = event.serialized("ab" * 32, 1, 30078, tags, content).decode()
    assert text == (
        '[0,"' + "ab" * 32 + '",1,30078,[["t","a"],["e","b","wss://r"]],'
        '"line\\nbreak \\"quoted\\" \\\\ tab\\t é ☃ \u2028"]'
    )
    assert (
        event.event_id("ab" * 32, 1, 30078, tags, content)
        == hashlib.sha256(text.encode()).hexdigest()
    )


def test_a_signed_event_checks_and_its_data_is_json() -> None:
    assert EVENT.pubkey == secp256k1.public_key(SECRET).hex()
    assert secp256k1.verify(
        bytes.fromhex(EVENT.pubkey), bytes.fromhex(EVENT.id), bytes.fromhex(EVENT.sig)
    )
    data = json.loads(json.dumps(EVENT.data()))
    assert event.checked(data) == EVENT
    assert EVENT.tag("d") == "x" and EVENT.tag("t") == "y" and EVENT.tag("p") is None


def changed(**fields: object) -> dict[str, object]:
    return {**EVENT.data(), **fields}


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ("not a dict", "not an event"),
        ([], "not an event"),
        (changed(id="AB" * 32), "its id, author or signature is not of their form"),
        (changed(pubkey=EVENT.pubkey[:-1]), "its id, author or signature is not of their form"),
        (changed(sig=None), "its id, author or signature is not of their form"),
        (changed(created_at=True), "its time or kind is not of their form"),
        (changed(created_at=-1), "its time or kind is not of their form"),
        (changed(created_at=2**41), "its time or kind is not of their form"),
        (changed(created_at=1.5), "its time or kind is not of their form"),
        (changed(kind=70_000), "its time or kind is not of their form"),
        (changed(content=None), "its content is not a text, or a longer one than is read"),
        (changed(content="x" * 5_000), "its content is not a text, or a longer one than is read"),
        (changed(tags={}), "its tags are not of their form, or more than are read"),
        (changed(tags=[[]]), "its tags are not of their form, or more than are read"),
        (changed(tags=[["t", 1]]), "its tags are not of their form, or more than are read"),
        (changed(tags=[["t"]] * 17), "its tags are not of their form, or more than are read"),
        (changed(tags=[["t", "x" * 300]]), "its tags are not of their form, or more than are read"),
        (changed(content="\ud800"), "it has a text that is not Unicode"),
        (changed(content="zz"), "its id is not the hash of what it says"),
        (changed(created_at=EVENT.created_at + 1), "its id is not the hash of what it says"),
        (changed(tags=[["d", "x"]]), "its id is not the hash of what it says"),
        (
            changed(sig=EVENT.sig[:-1] + ("0" if EVENT.sig[-1] != "0" else "1")),
            "its signature does not hold",
        ),
    ],
)
def test_what_is_not_a_sound_event_is_refused_with_its_reason(data: object, reason: str) -> None:
    with pytest.raises(BadEvent) as refused:
        event.checked(data)
    assert str(refused.value) == reason


def test_an_event_signed_by_another_key_than_its_author_is_refused() -> None:
    other = event.signed(bytes(31) + b"\x07", EVENT.created_at, EVENT.kind, EVENT.tags, "z")
    forged = {**EVENT.data(), "sig": other.sig}
    with pytest.raises(BadEvent, match="signature"):
        event.checked(forged)
    assert event.checked(forged, verify=False).sig == other.sig  # (only the shape)


@settings(max_examples=100, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    ),
    st.dictionaries(
        st.sampled_from(sorted(EVENT.data())),
        st.none() | st.integers() | st.text(max_size=4),
        max_size=3,
    ),
)
def test_nothing_read_raises_anything_but_bad_event(
    junk: object, fields: dict[str, object]
) -> None:
    for data in (junk, {**EVENT.data(), **fields}):
        with contextlib.suppress(BadEvent):
            event.checked(data, verify=False)


def test_the_table_s_tags_are_hashes_of_room_and_password() -> None:
    tags = event.table_tags("room-id", "password", "device-1")
    assert [name for name, _value in tags] == ["d", "t"]
    assert tags[1][1] == event.table_tag("room-id", "password")
    assert tags[0][1] != event.device_tag("room-id", "password", "device-2")
    assert event.table_tag("room-id", "password") != event.table_tag("room-id", "another")
    for _name, value in tags:
        assert len(value) == 64 and "room" not in value
    table_event = event.table_event(SECRET, tags, "sealed", 5)
    assert table_event.kind == 30078 and event.of_table(table_event, tags[1][1])
    assert not event.of_table(table_event, "another table")
    assert not event.of_table(EVENT, tags[1][1])


def test_the_newest_of_each_author_and_d_tag() -> None:
    def at(time: int, d: str, secret: bytes = SECRET) -> event.Event:
        return event.signed(secret, time, event.KIND, (("d", d),), "", aux=bytes(32))

    old, new, other, theirs = at(1, "a"), at(2, "a"), at(1, "b"), at(1, "a", bytes(31) + b"\x05")
    assert set(event.newest([new, old, other, theirs])) == {new, other, theirs}
    twin = at(2, "a")  # the same time: the lower id is kept, as NIP-01 says
    twin2 = event.signed(SECRET, 2, event.KIND, (("d", "a"),), "other", aux=bytes(32))
    assert event.newest([twin, twin2]) == (min(twin, twin2, key=lambda e: e.id),)
