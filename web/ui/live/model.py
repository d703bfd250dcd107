"""Live play: a table whose people play from their own devices at once, peer to peer.

The page finds the other devices through public relays (``web/live.mjs``, with
Trystero) and then talks to them directly; the transport only carries text. The
table's room and seat keys are in :mod:`web.ui.table_keys`, the hosts contacted in
:mod:`web.ui.hosts`, what peers say in :mod:`web.ui.live.wire`; this module holds
the peers as this device sees them:

- :class:`Peer` keeps what a peer proved and how fast it talks: more than
  :data:`FLOOD_COUNT` messages in :data:`FLOOD_SECONDS` are refused, each in constant
  time (the last few times kept in a bounded deque); past :data:`MAX_PEERS` peers,
  new ones are ignored.
- :class:`Live`: a live table on screen, its connection and its peers.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Literal

from web.ui.table_keys import Table

#: More than this many messages from one peer within FLOOD_SECONDS are refused.
FLOOD_COUNT = 40
FLOOD_SECONDS = 10.0
#: A peer's refusals are drawn at most once in this many seconds (one that comes sooner
#: is noted at once and drawn when they have passed).
NOTE_SECONDS = 0.25
#: The most peers listened to at once (8 seats, their watchers and newcomers): a peer
#: that comes when they are all taken is listened to in place of one that holds no seat
#: (silent the longest, else the watcher there the longest).
MAX_PEERS = 32
#: The most watchers listened to: one more is let go once it says it holds no seat.
MAX_WATCHERS = 8
#: A peer that has not greeted this device within this many seconds is let go.
SILENT_SECONDS = 5.0
#: Once this many signatures were checked for one peer within CHECK_SECONDS (seat
#: proofs and moves; about 1 ms each in CPython, 2 ms in the page), its next messages
#: wait (see :meth:`Peer.ready`). One message checks at most MESSAGE_CHECKS (a proof, a
#: move and a signature filled in, for each of 8 seats), so no more than CHECK_COUNT +
#: MESSAGE_CHECKS are checked within CHECK_SECONDS.
CHECK_COUNT, CHECK_SECONDS, MESSAGE_CHECKS = 24, 10.0, 24
#: How long a peer's messages that wait are kept before they are read again (s).
WAIT_SECONDS = 2.5
#: The most time the page's thread may spend on one peer's messages within
#: CHECK_SECONDS: past it, its messages are refused at once until the time has passed.
BUSY_SECONDS = 0.1
#: The most peer ids remembered as gone (their late messages are dropped).
MAX_GONE = 256


@dataclass
class Peer:
    """A connected device: the seats it proved on this connection (none: it watches, or
    has not answered this device's challenge yet), whether it said hello, and when it
    last spoke (for the flood limit) and had its signatures checked."""

    #: When it came (``Env.now``): it is let go if silent SILENT_SECONDS later.
    since: float = 0.0
    #: This device's challenge to it (a proof of a seat signs it).
    challenge: str = ""
    #: Its own challenge, once heard and answered.
    heard: str = ""
    #: It answered this device's challenge: the seats it proved are all it holds.
    answered: bool = False
    seats: tuple[int, ...] = ()
    hello: bool = False
    #: When its last signatures were checked, oldest first.
    checks: deque[float] = field(default_factory=lambda: deque(maxlen=CHECK_COUNT + MESSAGE_CHECKS))
    #: Its last greeting and its last move message that wait to be read (see
    #: :meth:`ready`), by kind; the timer that will read them (None: none).
    waiting: dict[str, str] = field(default_factory=dict)
    wake: int | None = None
    #: What its last messages cost the page's thread: ``(when, seconds)``, oldest first.
    busy: deque[tuple[float, float]] = field(default_factory=lambda: deque(maxlen=FLOOD_COUNT + 1))
    #: The times of its last FLOOD_COUNT + 1 messages, oldest first.
    times: deque[float] = field(default_factory=lambda: deque(maxlen=FLOOD_COUNT + 1))
    #: The flood was reported in its current window (reported once).
    flooding: bool = False
    #: When its refusals were last drawn, or will be (see :data:`NOTE_SECONDS`).
    noted: float = float("-inf")

    def flood(self, now: float) -> bool:
        """Count a message at time ``now`` (seconds); True when it is one too many:
        the :data:`FLOOD_COUNT` messages before it all came within
        :data:`FLOOD_SECONDS`. Constant time, whatever came before.

        >>> peer = Peer()
        >>> [peer.flood(0.1 * i) for i in range(FLOOD_COUNT + 1)][-2:], peer.flood(99.0)
        ([False, True], False)
        """
        times = self.times
        times.append(now)
        if len(times) <= FLOOD_COUNT or now - times[0] >= FLOOD_SECONDS:
            self.flooding = False
            return False
        return True

    def spend(self, now: float) -> None:
        """Count a signature checked for this peer at ``now``."""
        self.checks.append(now)

    def ready(self, now: float) -> bool:
        """False while this peer had :data:`CHECK_COUNT` signatures checked, or its
        messages took :data:`BUSY_SECONDS` of the page's thread, within
        :data:`CHECK_SECONDS`: its next greeting and move message wait (the last of
        each is kept, and each brings the whole game, so nothing is lost), anything
        else is refused.

        >>> peer = Peer()
        >>> for i in range(CHECK_COUNT):
        ...     peer.spend(0.1 * i)
        >>> peer.ready(3.0), peer.ready(12.5)
        (False, True)
        >>> peer.worked(20.0, 0.06); peer.worked(21.0, 0.05)
        >>> peer.ready(22.0), peer.ready(30.5)
        (False, True)
        """
        recent = sum(1 for at in self.checks if now - at < CHECK_SECONDS)
        spent = sum(cost for at, cost in self.busy if now - at < CHECK_SECONDS)
        return recent < CHECK_COUNT and spent < BUSY_SECONDS

    def worked(self, now: float, seconds: float) -> None:
        """Count what a message of this peer cost the page's thread."""
        self.busy.append((now, seconds))

    def drawing(self, now: float) -> float | None:
        """In how many seconds a refusal at ``now`` is drawn: 0 at once, more once a
        drawing of its refusals was less than :data:`NOTE_SECONDS` ago (a drawing to
        ask for then), None when one is already on its way.

        >>> peer = Peer()
        >>> peer.drawing(10.0), peer.drawing(10.1), peer.drawing(10.2), peer.drawing(10.3)
        (0.0, 0.15, None, 0.2)
        >>> peer.drawing(11.0)
        0.0
        """
        if now < self.noted:
            return None
        if now >= self.noted + NOTE_SECONDS:
            self.noted = now
            return 0.0
        self.noted += NOTE_SECONDS
        return round(self.noted - now, 6)


#: Where the connection stands: waiting for the player's yes to the notice, looking for
#: relays, online (a relay answered), or offline (none did).
Status = Literal["asking", "connecting", "online", "offline"]


@dataclass
class Live:
    """A live table on screen: its :class:`Table`, the connection, the peers, the moves
    the peers already have (``peers_have``), the quick messages and the refusals."""

    table: Table
    status: Status = "asking"
    peers: dict[str, Peer] = field(default_factory=dict)
    #: How many of the game's moves the peers already have, sent from here or received
    #: from them: this device sends its game only when it holds more moves than that
    #: (``update.table.share``), so a move a peer sent is not echoed back to the room;
    #: a move taken back here lowers it, so that the next move is sent.
    peers_have: int = 0
    said: list[tuple[str, str]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    #: The seats whose device left the room while this device was in it (a computer
    #: it played is then played by another device: :func:`web.ui.session.computer_device`).
    gone: set[int] = field(default_factory=set)
    #: A device answered through the relays but no direct connection opened (the
    #: network seems to block them), and none is connected since.
    blocked: bool = False
    #: How many relays answer now (once online: it may fall to 0 and rise again).
    relays: int = 0
    #: The invitation shown in the box (the seat it joins, None for a link to watch;
    #: absent: none), its address once sent or copied, and whether its QR code shows.
    invitation: tuple[int | None] | None = None
    invitation_url: str = ""
    invitation_qr: bool = False
    #: When this device last joined the room anew (``Env.now``; see
    #: ``live.room._rejoin``).
    joined: float = float("-inf")
    #: When each seat's device was last connected (the time of day, ``HH:MM``), for
    #: the seats whose device left.
    seen: dict[int, str] = field(default_factory=dict)
    #: This device's id in the room (what a proof of a seat to it names).
    me: str = ""
    #: The timers of peers' waiting messages: a timer's token -> its peer.
    wakes: dict[int, str] = field(default_factory=dict)
    #: The peers that left or were let go, newest last: their late messages are dropped
    #: (at most MAX_GONE kept).
    gone_peers: dict[str, None] = field(default_factory=dict)

    def holder(self, seat: int) -> str | None:
        """The peer that holds ``seat``, if one is connected."""
        return next((p for p, peer in self.peers.items() if seat in peer.seats), None)

    def admit(self, peer_id: str, now: float) -> Peer | None:
        """The peer ``peer_id``, listened to from now on if it is new (None: it left, or
        was turned away as a watcher too many). Peers silent for SILENT_SECONDS are let
        go, and when every slot is taken, the newcomer is listened to in place of a peer
        that holds no seat (see :data:`MAX_PEERS`): a device coming back to its seat
        always is."""
        if peer_id in self.peers:
            return self.peers[peer_id]
        if peer_id in self.gone_peers:
            return None
        for other, peer in list(self.peers.items()):  # the silent ones are let go
            if not peer.hello and now - peer.since >= SILENT_SECONDS:
                del self.peers[other]  # (heard again if it ever speaks)
        seatless = [(p.hello, p.since, i) for i, p in self.peers.items() if not p.seats]
        if len(self.peers) >= MAX_PEERS and seatless:
            del self.peers[min(seatless)[2]]
        self.peers[peer_id] = peer = Peer(since=now)
        return peer

    def left(self, peer_id: str, at: str = "") -> None:
        """The peer ``peer_id`` left the room (at ``at``, the time of day): its seats
        are gone unless another connected peer holds them; its late messages are dropped."""
        self.gone_peers[peer_id] = None
        if len(self.gone_peers) > MAX_GONE:
            del self.gone_peers[next(iter(self.gone_peers))]
        peer = self.peers.pop(peer_id, None)
        if peer is not None:
            gone = {seat for seat in peer.seats if self.holder(seat) is None}
            self.gone |= gone
            self.seen.update((seat, at) for seat in gone if at)

    def company(self) -> bool:
        """True when another device of the table is connected (and said hello)."""
        return any(peer.hello for peer in self.peers.values())

    def watchers(self) -> int:
        """How many connected peers hold no seat (once they answered this device's
        challenge, proving none)."""
        return sum(1 for peer in self.peers.values() if peer.answered and not peer.seats)

    def note(self, words: str) -> None:
        """Keep a refusal, in words (the last few; words already kept move to the end
        rather than show twice: the same event refused at each fetch from the relays is
        said once)."""
        others = [kept for kept in self.refused if kept != words]
        self.refused = [*others[-4:], words]

    def hear(self, who: str, phrase: str) -> None:
        """Keep a quick message (the last few)."""
        self.said = [*self.said[-4:], (who, phrase)]
