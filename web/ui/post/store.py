"""The state of one table kept on relays (:class:`Kept`), as an immutable value and
functions of it; no I/O: the page's effects will carry the messages (phase 2).

- after a move, :func:`posted` makes this device's new event: the newest game and the
  last signature of each seat, sealed with the table's password
  (:mod:`web.ui.post.seal`) and signed by this device's key for this table;
- :func:`ask` says what to ask each relay for (one filter: every device's event of
  the table), :func:`found`, :func:`stored` and :func:`accepted` take the relays'
  answers, so the value knows which relays hold which events (by id and time);
- :func:`lacking` names the relays that answered without this device's newest event
  (they forgot it, or refused it): it is to be published to them again;
  :func:`holding` names those that hold it;
- :func:`others` gives the newest event of each other device, and :func:`candidate`
  makes one a candidate game, unsealed and decoded, which the caller passes to
  :func:`web.ui.live.gate.judge` as live play passes a peer's game: at a keyed table,
  with ``strict=False`` and every person's seat not played on this device (the
  signatures vouch for each move; a table whose moves are not signed is not kept on
  relays).

What a real relay does (nostr-relay 1.14, tests/test_post_relay.py), which this
module and phase 2 must allow for:

- it may keep two versions of one device's event: it replaces one only by a strictly
  later ``created_at``, and keeps an older one that comes after a newer; so a
  device's versions always go forward by at least a second (:func:`posted`) and only
  the newest of each author is read (:func:`others`);
- it answers a refused event with ``["OK", "", false, reason]``, naming no event: a
  device publishes one event at a time on a connection and takes the answer for it;
- after a refusal it waits 2 s before each answer on that connection, twice as long
  after each further refusal: a device opens a new connection rather than go on;
- it checks an event's signature against the hash of what it says, never that its
  ``id`` is that hash, and keeps and sends an event under a made-up id: every event
  read is hashed again (:func:`web.ui.post.event.checked`);
- it refuses an event dated more than an hour ahead or more than a year back.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace

from web.ui import secp256k1
from web.ui.bounded import read_json
from web.ui.post import seal
from web.ui.post.event import KIND, Event, Tags, of_table, table_event, table_tag, table_tags
from web.ui.post.wire import Filter
from web.ui.table_keys import MAX_SEATS, MAX_SIGNED, is_signature

#: The most events kept of one relay (newest of each author; a table has at most 8
#: devices that play, and a relay may send more: the rest are dropped), and the most
#: a request asks for.
MAX_HELD, LIMIT = 32, 64
#: The version of the sealed payload.
PAYLOAD = 1


class NotAGame(ValueError):
    """A fetched event that is no candidate game of this table: another table's, not
    unsealed by its password, or its payload malformed (the message says which, for a
    log; never shown to the player)."""


@dataclass(frozen=True)
class Seen:
    """An event of the table that a relay holds: its author, ``d`` tag, id and time."""

    author: str
    device: str
    id: str
    created_at: int


@dataclass(frozen=True)
class Candidate:
    """A game fetched from a relay, unsealed: its text and its moves' signatures (as
    :func:`web.ui.live.gate.judge` takes them), its author (a device's key for this
    table) and when it was published (the author's clock)."""

    game: str
    signed: tuple[str, ...]
    author: str
    created_at: int


@dataclass(frozen=True)
class Kept:
    """One table kept on ``relays``: its ``room`` and ``password``, this ``device``'s
    id, its key for this table (``secret``), the events each relay is known to hold
    (``held``: newest of each author and ``d`` tag, by relay), the relays whose
    stored events are all in (``answered``, since they were last asked), and this
    device's newest event (``ours``, None: none yet)."""

    room: str
    password: str = field(repr=False)
    device: str
    secret: bytes = field(repr=False)
    relays: tuple[str, ...]
    held: tuple[tuple[str, tuple[Seen, ...]], ...] = ()
    answered: frozenset[str] = frozenset()
    ours: Event | None = None

    @property
    def table(self) -> str:
        """The hashed table id that tags every device's event of the table."""
        return table_tag(self.room, self.password)

    @property
    def tags(self) -> Tags:
        """The tags of this device's event."""
        return table_tags(self.room, self.password, self.device)

    def of(self, relay: str) -> tuple[Seen, ...]:
        """The events ``relay`` is known to hold."""
        return next((seen for name, seen in self.held if name == relay), ())


def author_key(device_secret: bytes, room: str) -> bytes:
    """This device's Nostr key for the table in ``room``, made from the device's own
    random secret (kept in its storage): one key per table, so that relays cannot link
    a device's tables, and the same key for every version of its event, so that each
    replaces the one before."""
    digest = hashlib.sha256(b"post author\n" + device_secret + room.encode()).digest()
    while not 0 < int.from_bytes(digest, "big") < secp256k1.N:
        digest = hashlib.sha256(digest).digest()  # (a chance of one in 2**128)
    return digest


def keep(room: str, password: str, device: str, device_secret: bytes, relays: list[str]) -> Kept:
    """A table newly kept on ``relays`` by ``device`` (whose own secret is
    ``device_secret``), nothing known of them yet."""
    return Kept(room, password, device, author_key(device_secret, room), tuple(relays))


def payload(game: str, signed: tuple[str, ...]) -> str:
    """What is sealed: the game's text and the last signature of each seat with its
    place (they vouch for every move before them, :mod:`web.ui.signing`), as a
    link carries them."""
    last = {entry.partition(":")[0]: at for at, entry in enumerate(signed) if entry}
    marks = [f"{at}:{signed[at]}" for at in sorted(last.values())]
    return json.dumps({"v": PAYLOAD, "g": game, "s": marks}, separators=(",", ":"))


def read_payload(text: str) -> tuple[str, tuple[str, ...]]:
    """The game and signatures (one a move, "" where none is sent) of a payload;
    :class:`NotAGame` if it is not one."""
    try:
        data = read_json(text, seal.MAX_PLAIN, nesting=2)
    except ValueError:
        raise NotAGame("its payload is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != PAYLOAD:
        raise NotAGame("its payload is not of this version")
    game, marks = data.get("g"), data.get("s")
    if not isinstance(game, str) or not isinstance(marks, list) or len(marks) > MAX_SEATS:
        raise NotAGame("its payload is not of its form")
    placed: dict[int, str] = {}
    for mark in marks:
        number, _colon, entry = mark.partition(":") if isinstance(mark, str) else ("", "", "")
        if not (number.isascii() and number.isdigit() and len(number) <= 3):
            raise NotAGame("its payload's signatures are not of their form")
        if not (entry and is_signature(entry, True) and int(number) < MAX_SIGNED):
            raise NotAGame("its payload's signatures are not of their form")
        placed[int(number)] = entry
    signed = tuple(placed.get(at, "") for at in range(max(placed) + 1)) if placed else ()
    return game, signed


def posted(
    kept: Kept,
    game: str,
    signed: tuple[str, ...],
    now: int,
    *,
    nonce: bytes | None = None,
    aux: bytes | None = None,
) -> Kept:
    """``kept`` once this device has moved: its new event (``kept.ours``, to publish to
    every relay) holds ``game`` and its signatures ``signed``, sealed, dated ``now``
    or a second after the previous version if that is later (so it replaces it).
    :class:`web.ui.post.seal.Unsealable` for a game too long to keep on relays."""
    tags = kept.tags
    content = seal.seal(payload(game, signed), _keys(kept), bound=tags[0][1], nonce=nonce)
    created_at = now if kept.ours is None else max(now, kept.ours.created_at + 1)
    return replace(kept, ours=table_event(kept.secret, tags, content, created_at, aux=aux))


def _keys(kept: Kept) -> seal.Keys:
    return seal.table_keys(kept.room, kept.password)


def ask(kept: Kept) -> Filter:
    """What to ask each relay for: every device's event of the table (this one's too,
    to learn whether the relay holds it)."""
    return Filter(kinds=(KIND,), tags=(("t", (kept.table,)),), limit=LIMIT)


def subscription(kept: Kept) -> str:
    """The subscription id of the table's request (a relay sees it: a hash again)."""
    return "post-" + kept.table[:16]


def _held(kept: Kept, relay: str, seen: tuple[Seen, ...]) -> Kept:
    held = tuple((name, events) for name, events in kept.held if name != relay)
    return replace(kept, held=(*held, (relay, seen)))


def asking(kept: Kept, relay: str) -> Kept:
    """``kept`` once ``relay`` is asked again: what it holds is learnt anew."""
    return replace(_held(kept, relay, ()), answered=kept.answered - {relay})


def found(kept: Kept, relay: str, event: Event) -> Kept:
    """``kept`` once ``relay`` sent ``event`` (checked by :mod:`web.ui.post.wire`): an
    event of another table is left out, and so is one older than what the relay is
    known to hold of that author."""
    if relay not in kept.relays or not of_table(event, kept.table):
        return kept
    device = event.tag("d") or ""
    seen = Seen(event.pubkey, device, event.id, event.created_at)
    events = kept.of(relay)
    same = [s for s in events if (s.author, s.device) == (seen.author, seen.device)]
    if any((s.created_at, seen.id) >= (seen.created_at, s.id) for s in same):
        return kept  # an older version (or the same), which the relay keeps too
    others = tuple(s for s in events if s not in same)
    if len(others) >= MAX_HELD:
        return kept
    return _held(kept, relay, (*others, seen))


def stored(kept: Kept, relay: str) -> Kept:
    """``kept`` once ``relay`` said it has sent all it stores (EOSE)."""
    return replace(kept, answered=kept.answered | {relay}) if relay in kept.relays else kept


def accepted(kept: Kept, relay: str, event_id: str, ok: bool) -> Kept:
    """``kept`` once ``relay`` answered the publishing of ``event_id``: if it took this
    device's newest event, it holds it."""
    ours = kept.ours
    if not ok or ours is None or event_id != ours.id or relay not in kept.relays:
        return kept
    return found(kept, relay, ours)


def holding(kept: Kept) -> tuple[str, ...]:
    """The relays known to hold this device's newest event."""
    ours = kept.ours
    if ours is None:
        return ()
    return tuple(r for r in kept.relays if any(s.id == ours.id for s in kept.of(r)))


def lacking(kept: Kept) -> tuple[str, ...]:
    """The relays that answered (all their stored events sent) without this device's
    newest event: it is to be published to them again."""
    held = holding(kept)
    if kept.ours is None:
        return ()
    return tuple(r for r in kept.relays if r in kept.answered and r not in held)


def others(kept: Kept, events: list[Event]) -> tuple[Event, ...]:
    """Of ``events`` (those the relays sent), the newest of each other device of this
    table, newest first."""
    mine = secp256k1.public_key(kept.secret).hex()
    newest: dict[str, Event] = {}
    for event in events:
        if event.pubkey == mine or not of_table(event, kept.table):
            continue
        held = newest.get(event.pubkey)
        if held is None or (event.created_at, held.id) > (held.created_at, event.id):
            newest[event.pubkey] = event
    return tuple(sorted(newest.values(), key=lambda e: (-e.created_at, e.id)))


def candidate(kept: Kept, event: Event) -> Candidate:
    """The game that ``event`` (another device's event of this table) holds, unsealed
    and decoded; :class:`NotAGame` if it does not."""
    if not of_table(event, kept.table):
        raise NotAGame("an event of another table")
    try:
        text = seal.unseal(event.content, _keys(kept), bound=event.tag("d") or "")
    except seal.Unsealable as reason:
        raise NotAGame(str(reason)) from None
    game, signed = read_payload(text)
    return Candidate(game, signed, event.pubkey, event.created_at)
