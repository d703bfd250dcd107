"""Play by post's own state in the page's model (:class:`Post`): this device's secret,
the tables it keeps on relays (from its saves), the connections, and the games that
wait for a person here."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from game import decode
from web.ui.hosts import MQTT, Hosts
from web.ui.post.store import LIMIT, Kept
from web.ui.saved import Record
from web.ui.stores import Storage
from web.ui.table_keys import is_token

#: Where this device keeps its secret for play by post (every site's page on this
#: device the same: the tables it keeps on relays are in its saves).
DEVICE = "shangrila-tsuro/post-device"
#: The length of that secret as kept: random URL-safe characters (about 256 bits).
DEVICE_TEXT = 43

#: s: how often the relays are asked again while the page is open.
FETCH_SECONDS = 180
#: The most tables by post this device keeps on relays (its newest saves first).
MAX_TABLES = 40
#: The most events read from one relay between two requests (each costs a signature's
#: check): twice what a request asks for, so a relay that floods the page is not read
#: past it until it is asked again.
MAX_READ = 2 * LIMIT


@dataclass(frozen=True)
class Waiting:
    """A game by post that waits for a person here: its save's ``record`` id, its
    game's ``kind`` key, the players' ``names``, who is to move (``to_move``, a name)
    and since when (``since``: the save's date when its last move arrived)."""

    record: str
    kind: str
    names: tuple[str, ...]
    to_move: str
    since: str


@dataclass(frozen=True)
class Post:
    """Play by post's state: this ``device``'s random secret (kept in its storage;
    b"": none, nothing is kept on relays), each table it keeps on relays
    (``tables``, :class:`~web.ui.post.store.Kept`) with its save as last read
    (``saves``), the relays it asked to be connected to (``relays``) and those open
    (``up``), the games waiting for a person here (``waiting``), whether the player
    allowed notifications (``notify``), the number of the next fetch's timer
    (``tick``, 0: none set), and how many events each relay sent since it was last
    asked (``read``: past :data:`MAX_READ`, the rest is not read)."""

    device: bytes = field(default=b"", repr=False)
    tables: tuple[Kept, ...] = ()
    saves: tuple[Record, ...] = ()
    relays: tuple[str, ...] = ()
    up: frozenset[str] = frozenset()
    waiting: tuple[Waiting, ...] = ()
    notify: bool = False
    tick: int = 0
    read: tuple[tuple[str, int], ...] = ()

    def events_read(self, relay: str) -> int:
        """How many events ``relay`` sent since it was last asked."""
        return next((n for name, n in self.read if name == relay), 0)

    @property
    def device_id(self) -> str:
        """This device's id in its events' ``d`` tags (hashed again there with the
        table: relays never see it)."""
        return hashlib.sha256(b"post device\n" + self.device).hexdigest()[:24]

    def table(self, room: str) -> Kept | None:
        """The table in ``room``, if this device keeps it on relays."""
        return next((kept for kept in self.tables if kept.room == room), None)

    def save(self, room: str) -> Record | None:
        """The save of the table in ``room``, as last read."""
        return next((r for r in self.saves if r.live is not None and r.live.room == room), None)

    def wanted(self) -> tuple[str, ...]:
        """Every relay of every table kept, in order, each once."""
        return tuple(dict.fromkeys(relay for kept in self.tables for relay in kept.relays))


def nostr_relays(hosts: Hosts) -> tuple[str, ...]:
    """The Nostr relays among ``hosts``' relays (not the MQTT brokers): those play by
    post keeps its tables on."""
    return tuple(relay for relay in hosts.relays if not relay.startswith(MQTT))


def waiting_in(record: Record) -> Waiting | None:
    """``record``'s game by post if it waits for a person here: not over, and its
    player to move one of this device's seats."""
    if record.live is None or not record.live.post or record.ended:
        return None
    try:
        game = decode(record.game)
    except ValueError:
        return None
    if game.is_over():
        return None
    seat = game.players.index(game.to_move)
    if seat not in (record.here or []):
        return None
    names = tuple(record.names)
    return Waiting(record.id, record.kind, names, names[seat], record.date)


def read_device(storage: Storage) -> bytes:
    """This device's secret for play by post, as ``storage`` keeps it (b"": none yet,
    made when a table by post is first kept: :func:`made_device`)."""
    kept = storage.get(DEVICE) or ""
    return device_of(kept)


def device_of(text: str) -> bytes:
    """The secret that ``text`` (as kept) is; b"" if it is not one."""
    if len(text) != DEVICE_TEXT or not is_token(text):
        return b""
    return hashlib.sha256(b"post device secret\n" + text.encode()).digest()
