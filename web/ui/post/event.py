"""A Nostr event (NIP-01) as a value: its serialization and id (:func:`event_id`), made
and signed with a device's key (:func:`signed`), checked when read from a relay
(:func:`checked`), and the table's own event (:func:`table_event`).

An event's id is the SHA-256 of ``[0,pubkey,created_at,kind,tags,content]`` as compact
JSON in UTF-8, and its ``sig`` the BIP-340 signature of the id by ``pubkey``
(:mod:`web.ui.secp256k1`). A table keeps its game on relays as one event per device:
kind 30078 (NIP-78, an application's own data), addressable (NIP-01: a relay keeps
the newest one per author, kind and ``d`` tag), tagged ``d`` with a hash of the
table and the device and ``t`` with a hash of the table alone (every single-letter
tag is indexed by NIP-01 relays, nostr-relay 1.14 included, so a ``#t`` filter finds
every device's event of the table in one request). Both hashes are of the room id and
the table's password together, so that the relays never see the room id.

>>> secret = bytes(31) + b"\\x01"
>>> event = signed(secret, 1_700_000_000, 1, (("t", "x"),), "hi", aux=bytes(32))
>>> checked(event.data()) == event
True
>>> checked({**event.data(), "content": "ho"})
Traceback (most recent call last):
web.ui.post.event.BadEvent: its id is not the hash of what it says
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from web.ui import secp256k1

#: The kind of a table's event: NIP-78's application data, addressable.
KIND = 30078
#: The longest content read (characters; a relay's stock limit is 4,096), the most
#: tags, the most texts in a tag and the longest of them.
MAX_CONTENT, MAX_TAGS, MAX_TAG_ITEMS, MAX_TAG_TEXT = 4_096, 16, 4, 256
#: The latest ``created_at`` read (seconds since 1970: the year 36812).
MAX_TIME = 2**40
#: The texts that tag a table's event.
TABLE_TAG, DEVICE_TAG = "t", "d"
_HEX = frozenset("0123456789abcdef")

Tags = tuple[tuple[str, ...], ...]


class BadEvent(ValueError):
    """An event that is not read: malformed, too large, its id not its hash or its
    signature not holding (the message says which, for a log; never shown to the
    player)."""


@dataclass(frozen=True)
class Event:
    """A signed Nostr event (every field as NIP-01 names it)."""

    id: str
    pubkey: str
    created_at: int
    kind: int
    tags: Tags
    content: str
    sig: str

    def data(self) -> dict[str, object]:
        """The event as JSON data, as relays send and take it."""
        return {
            "id": self.id,
            "pubkey": self.pubkey,
            "created_at": self.created_at,
            "kind": self.kind,
            "tags": [list(tag) for tag in self.tags],
            "content": self.content,
            "sig": self.sig,
        }

    def tag(self, name: str) -> str | None:
        """The value of the event's first tag ``name`` (None: no such tag)."""
        return next((tag[1] for tag in self.tags if tag[0] == name and len(tag) > 1), None)


def serialized(pubkey: str, created_at: int, kind: int, tags: Tags, content: str) -> bytes:
    """What an event's id hashes: NIP-01's array as compact JSON, in UTF-8 (the
    characters NIP-01 names escaped, the others verbatim). UnicodeEncodeError (a
    ValueError) for a text with a lone surrogate, which no UTF-8 holds."""
    array = [0, pubkey, created_at, kind, [list(tag) for tag in tags], content]
    return json.dumps(array, separators=(",", ":"), ensure_ascii=False).encode()


def event_id(pubkey: str, created_at: int, kind: int, tags: Tags, content: str) -> str:
    """The id (hexadecimal SHA-256) of an event with these fields."""
    return hashlib.sha256(serialized(pubkey, created_at, kind, tags, content)).hexdigest()


def signed(
    secret: bytes,
    created_at: int,
    kind: int,
    tags: Tags,
    content: str,
    *,
    aux: bytes | None = None,
) -> Event:
    """The event of these fields signed by ``secret`` (a device's 32-byte Nostr key);
    ``aux``: BIP-340's 32 random bytes, random unless given (a test's)."""
    pubkey = secp256k1.public_key(secret).hex()
    ident = event_id(pubkey, created_at, kind, tags, content)
    aux = secrets.token_bytes(32) if aux is None else aux
    signature = secp256k1.sign(bytes.fromhex(ident), secret, aux)
    return Event(ident, pubkey, created_at, kind, tags, content, signature.hex())


def _hex(value: object, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and set(value) <= _HEX


def _number(value: object, most: int) -> bool:
    return type(value) is int and 0 <= value <= most


def _tags(value: object) -> Tags | None:
    if not isinstance(value, list) or len(value) > MAX_TAGS:
        return None
    tags = []
    for tag in value:
        if not isinstance(tag, list) or not 0 < len(tag) <= MAX_TAG_ITEMS:
            return None
        if not all(isinstance(text, str) and len(text) <= MAX_TAG_TEXT for text in tag):
            return None
        tags.append(tuple(str(text) for text in tag))
    return tuple(tags)


def checked(
    data: object, *, verify: bool = True, spend: Callable[[], None] = lambda: None
) -> Event:
    """The event that ``data`` (JSON data read from a relay) is, if it is one: every
    field of its type and within bounds, its id the hash of its fields and (unless not
    ``verify``) its signature holding for its ``pubkey``; :class:`BadEvent` otherwise,
    and nothing else. ``spend()`` is called before the signature is checked."""
    if not isinstance(data, dict):
        raise BadEvent("not an event")
    ident, pubkey, sig = data.get("id"), data.get("pubkey"), data.get("sig")
    if not (_hex(ident, 64) and _hex(pubkey, 64) and _hex(sig, 128)):
        raise BadEvent("its id, author or signature is not of their form")
    created_at, kind, content = data.get("created_at"), data.get("kind"), data.get("content")
    if not (_number(created_at, MAX_TIME) and _number(kind, 65_535)):
        raise BadEvent("its time or kind is not of their form")
    if not isinstance(content, str) or len(content) > MAX_CONTENT:
        raise BadEvent("its content is not a text, or a longer one than is read")
    tags = _tags(data.get("tags"))
    if tags is None:
        raise BadEvent("its tags are not of their form, or more than are read")
    assert isinstance(ident, str) and isinstance(pubkey, str) and isinstance(sig, str)
    assert type(created_at) is int and type(kind) is int
    try:
        found = event_id(pubkey, created_at, kind, tags, content)
    except ValueError:  # a lone surrogate
        raise BadEvent("it has a text that is not Unicode") from None
    if found != ident:
        raise BadEvent("its id is not the hash of what it says")
    if verify:
        spend()
        if not secp256k1.verify(bytes.fromhex(pubkey), bytes.fromhex(ident), bytes.fromhex(sig)):
            raise BadEvent("its signature does not hold")
    return Event(ident, pubkey, created_at, kind, tags, content, sig)


def _hashed(*parts: str) -> str:
    """A hexadecimal SHA-256 of ``parts`` (each length-prefixed, so no two lists of
    parts give the same text)."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode()
        digest.update(len(data).to_bytes(4, "big") + data)
    return digest.hexdigest()


def table_tag(room: str, password: str) -> str:
    """The hashed table id that tags every device's event of a table (``t``)."""
    return _hashed("shangri-la-tsuro post table", room, password)


def device_tag(room: str, password: str, device: str) -> str:
    """The ``d`` tag of ``device``'s event of a table (each device its own)."""
    return _hashed("shangri-la-tsuro post device", room, password, device)


def table_tags(room: str, password: str, device: str) -> Tags:
    """The tags of ``device``'s event of a table."""
    return (
        (DEVICE_TAG, device_tag(room, password, device)),
        (TABLE_TAG, table_tag(room, password)),
    )


def table_event(
    secret: bytes,
    tags: Tags,
    content: str,
    created_at: int,
    *,
    aux: bytes | None = None,
) -> Event:
    """A device's event of a table: kind :data:`KIND`, ``tags`` (see
    :func:`table_tags`), its sealed game ``content``, signed by ``secret``."""
    return signed(secret, created_at, KIND, tags, content, aux=aux)


def of_table(event: Event, table: str) -> bool:
    """True when ``event`` is a device's event of the table tagged ``table``: kind
    :data:`KIND`, that ``t`` tag and a ``d`` tag."""
    return event.kind == KIND and event.tag(TABLE_TAG) == table and bool(event.tag(DEVICE_TAG))


def newest(events: Sequence[Event]) -> tuple[Event, ...]:
    """Of ``events``, the newest of each author and ``d`` tag (as NIP-01 says a relay
    keeps them: the latest ``created_at``, then the lowest id), in the order of their
    authors and tags."""
    kept: dict[tuple[str, str], Event] = {}
    for event in events:
        key = (event.pubkey, event.tag(DEVICE_TAG) or "")
        held = kept.get(key)
        if held is None or (-event.created_at, event.id) < (-held.created_at, held.id):
            kept[key] = event
    return tuple(kept[key] for key in sorted(kept))
