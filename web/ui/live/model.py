"""Live play: a table whose people play from their own devices at once, peer to peer.

The page finds the other devices through public Nostr relays (``web/live.mjs``, with
Trystero) and then talks to them directly; the transport only carries text. This
module is everything else, in plain Python: the table's room and seat keys, the hosts
contacted, and what peers say to each other, read with nothing trusted.

- A live table has a random room id and password (:class:`Table`), carried in the
  link's fragment (never sent to a relay in clear: Trystero encrypts its offers with
  the password). Each person's seat has a random secret, the seed of its Ed25519 key;
  every link carries each seat's public key (the commitments), and an invitation
  carries its seat's secret. A device proves it holds a seat by a signature, which
  everyone checks against the seat's key: a reload keeps the seat, a forged claim is
  refused. Its moves are signed too (:mod:`web.ui.signing`). A table saved before
  seats had keys commits to a short hash of each secret and proves a seat by showing it.
- Peers say three things (:func:`read`): :class:`Hello` (the seats this device holds,
  with their proofs, and its whole game, sent to each peer that joins), :class:`Moved`
  (the game after moves made on this device), both with their moves' signatures, and
  :class:`Said` (a quick phrase from a
  fixed set, never free text). A game is its options, seed and moves, so peers always
  send the whole encoded game and the receiver compares it with its own.
- :class:`Peer` keeps what a peer proved and how fast it talks: more than
  :data:`FLOOD_COUNT` messages in :data:`FLOOD_SECONDS` are refused, each in constant
  time (the last few times kept in a bounded deque); past :data:`MAX_PEERS` peers,
  new ones are ignored.
- The hosts (:class:`Hosts`): the defaults, or those typed in the page's form
  (:func:`hosts_from_lines`: every line checked, the first wrong one named) and kept on
  this device (:func:`read_hosts`: checked by the same rules).
- :func:`computer_device`: which device plays a computer's seat, as devices leave.

>>> table = new_table(["person", "person", "easy"], [0], lambda n: "k" * n)
>>> table.commits == (public_of("k" * 22), public_of("k" * 22), "") and table.keyed
True
>>> read('{"t":"say","p":"gg"}')
Said(phrase='gg')
>>> read('{"t":"say","p":"anything"}')
Traceback (most recent call last):
ValueError: a quick message that is not one of the page's
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections import deque
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from game.i18n import N_, _
from web.ui.bounded import read_json

#: The hosts live play contacts, if changed from the defaults (``{"relays": [...],
#: "stun": [...]}``), and the hosts the player agreed to contact (the same text).
HOSTS = "shangrila-tsuro/live-hosts"
AGREED = "shangrila-tsuro/live-agreed"
#: The longest message read from a peer (a long game's text is a few hundred
#: characters, its moves' signatures 88 each; a link's limit is 16,000).
MAX_MESSAGE = 64_000
#: More than this many messages from one peer within FLOOD_SECONDS are refused.
FLOOD_COUNT = 40
FLOOD_SECONDS = 10.0
#: A peer's refusals are drawn at most once in this many seconds (one that comes sooner
#: is noted at once and drawn when they have passed).
NOTE_SECONDS = 0.25
#: The most peers listened to at once (8 seats and their watchers); others are ignored.
MAX_PEERS = 32
#: Lengths of the random room id, password and seat secrets, and of a commitment
#: (tables set up before moves were signed); of a seat's secret, public key and move
#: signature (base64url); the most signed moves kept.
ROOM_LENGTH, KEY_LENGTH, SECRET_LENGTH, COMMIT_LENGTH = 16, 22, 16, 16
SEAT_KEY_LENGTH, PUBLIC_LENGTH, SIGNATURE_LENGTH, MAX_SIGNED = 22, 43, 86, 600
#: The most relays and STUN servers kept, and the longest address.
MAX_HOSTS, HOST_LENGTH = 12, 200
#: How a relay line names an MQTT broker: ``mqtt wss://broker.example.org:8084/mqtt``.
MQTT = "mqtt "
_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
_HEX = frozenset("0123456789abcdef")

#: The quick messages, by the key peers send.
PHRASES: dict[str, str] = {
    "gg": N_("Well played!"),
    "turn": N_("Your turn!"),
    "wait": N_("Thinking, one moment…"),
    "again": N_("Rematch?"),
    "hi": N_("Hello!"),
}

# -- the hosts contacted ------------------------------------------------------------------


@dataclass(frozen=True)
class Hosts:
    """The relays that carry the encrypted offers (Nostr relays, and MQTT brokers as
    ``mqtt wss://host[:port]/path``: a second way to meet), and the STUN servers that tell
    a device its public address (none: only devices on one network connect), among them
    TURN servers (``turn:host[:port] username credential``), which pass a connection on
    when no direct one can be made."""

    relays: tuple[str, ...]
    stun: tuple[str, ...]

    def names(self) -> list[str]:
        """The host names contacted, for the notice."""
        return [_host_of(url) for url in (*self.relays, *self.stun)]

    def brokers(self) -> tuple[str, ...]:
        """The MQTT brokers among :attr:`relays` (their lines, ``mqtt`` and address)."""
        return tuple(line for line in self.relays if line.startswith(MQTT))

    def turn(self) -> tuple[str, ...]:
        """The TURN servers among :attr:`stun` (as typed, with their credentials)."""
        return tuple(line for line in self.stun if line.startswith("turn"))

    def ice_servers(self) -> str:
        """The servers a connection may use, as WebRTC's ``iceServers`` (JSON text).

        >>> Hosts((), ("stun:a.org", "turn:b.org:3478 bo s3cret")).ice_servers()
        '[{"urls": ["stun:a.org"]}, {"urls": "turn:b.org:3478", "username": "bo", \
"credential": "s3cret"}]'
        """
        stun = [line for line in self.stun if not line.startswith("turn")]
        servers: list[dict[str, object]] = [{"urls": stun}] if stun else []
        for line in self.turn():
            url, username, credential = line.split()
            servers.append({"urls": url, "username": username, "credential": credential})
        return json.dumps(servers)


#: Several public relays and two MQTT brokers (from the pinned Trystero's own lists, kept
#: up by its maintainers: tests/test_trystero.py) and STUN servers.
DEFAULT_HOSTS = Hosts(
    relays=(
        "wss://nos.lol",
        "wss://relay.mostr.pub",
        "wss://purplerelay.com",
        "wss://nostr.data.haus",
        "wss://relay.agorist.space",
        "mqtt wss://broker.emqx.io:8084/mqtt",
        "mqtt wss://broker.hivemq.com:8884/mqtt",
    ),
    stun=("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"),
)


def _host_of(url: str) -> str:
    rest = url.removeprefix(MQTT).split()[0].split("://", 1)[-1]
    for scheme in ("stuns:", "stun:", "turns:", "turn:"):
        rest = rest.removeprefix(scheme)
    return rest.split("/", 1)[0].split("?", 1)[0]


_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_NAME = rf"(?:{_LABEL}\.)*{_LABEL}"
_HOST = rf"(?:{_NAME}|\[(?P<ip6>[0-9A-Fa-f:.]{{2,45}})\])"
_PORT = r"(?::(?P<port>[0-9]{1,5}))?"
#: A relay: ``wss://host[:port][/path]``, or ``ws://`` to this machine (a local relay);
#: an MQTT broker likewise, after :data:`MQTT`.
_RELAY = re.compile(
    rf"(?:wss://{_HOST}|ws://(?:127\.0\.0\.1|localhost|\[::1\])){_PORT}(?:/[!-~]*)?"
)
#: A STUN server: ``stun:host[:port]`` or ``stuns:host[:port]``; a TURN server,
#: ``turn:`` or ``turns:`` likewise (its transport may be named), then its username and
#: credential.
_STUN = re.compile(rf"stuns?:{_HOST}{_PORT}")
_TURN = re.compile(rf"turns?:{_HOST}{_PORT}(?:\?transport=(?:udp|tcp))?")
_CREDENTIAL = re.compile(r"[!-~]{1,128}")


def is_relay(url: str) -> bool:
    """True for an address this page can use as a relay, or for an MQTT broker's.

    >>> is_relay("wss://relay.example.org"), is_relay("ws://127.0.0.1:7000/")
    (True, True)
    >>> is_relay("ws://relay.example.org"), is_relay("https://relay.example.org")
    (False, False)
    >>> is_relay("mqtt wss://broker.example.org:8084/mqtt"), is_relay("mqtt  wss://b.org")
    (True, False)
    """
    return _address(_RELAY, url.removeprefix(MQTT)) and len(url) <= HOST_LENGTH


def is_stun(url: str) -> bool:
    """True for an address this page can use as a STUN server, or for a TURN server's
    address followed by its username and credential.

    >>> is_stun("stun:stun.example.org:3478"), is_stun("stuns:stun.example.org")
    (True, True)
    >>> is_stun("turn:turn.example.org"), is_stun("stun:x.org:99999")
    (False, False)
    >>> is_stun("stun:[2001:db8::1]:3478"), is_stun("stun:[::::::::::::::::::::::::::]")
    (True, False)
    >>> is_stun("turns:turn.example.org:5349?transport=tcp bo s3cret")
    True
    """
    if not url.startswith("turn"):
        return _address(_STUN, url)
    parts = url.split(" ")
    return len(parts) == 3 and _address(_TURN, parts[0]) and all(
        _CREDENTIAL.fullmatch(part) for part in parts[1:]
    )


def _address(pattern: re.Pattern[str], url: str) -> bool:
    if len(url) > HOST_LENGTH or not url.isascii() or "#" in url:
        return False
    found = pattern.fullmatch(url)
    if found is None:
        return False
    port, literal = found.group("port"), found.group("ip6")
    return (port is None or 0 < int(port) < 65_536) and (
        literal is None or _is_ip6(literal)
    )


def _is_ip6(text: str) -> bool:
    """True if ``text`` is an IPv6 address (what a URL may put in brackets)."""
    import ipaddress  # here: only an address in brackets needs it

    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


def read_hosts(text: str | None) -> Hosts:
    """The hosts kept on this device (``{"relays": [...], "stun": [...]}``); the
    defaults for nothing kept, ValueError for something unreadable."""
    if text is None:
        return DEFAULT_HOSTS
    damaged = ValueError(_("the list of relays kept on this device is damaged"))
    try:
        data = read_json(text, MAX_HOSTS * 2 * (HOST_LENGTH + 2 * 128 + 8))
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise damaged
    relays, stun = data.get("relays"), data.get("stun")
    for urls, check in ((relays, is_relay), (stun, is_stun)):
        if not (isinstance(urls, list) and len(urls) <= MAX_HOSTS):
            raise damaged
        if not all(isinstance(url, str) and check(url) for url in urls):
            raise damaged
    if not (isinstance(relays, list) and relays and isinstance(stun, list)):
        raise damaged
    return Hosts(tuple(map(str, relays)), tuple(map(str, stun)))


def hosts_from_lines(relays: str, stun: str) -> Hosts:
    """The hosts typed in the page, one address a line (blank lines skipped); a
    ValueError in the page's words naming the first line that is not an address, or
    saying what is missing or too much."""
    picked = _lines(
        (" ".join(line.split()) for line in relays.splitlines()),
        is_relay,
        _("Relays, line {line}: “{text}” is neither a relay's address "
          "(wss://relay.example.org) nor an MQTT broker's after the word mqtt "
          "(mqtt wss://broker.example.org:8084/mqtt)."),
        _("At most {n} relays."),
    )
    servers = _lines(
        (" ".join(line.split()) for line in stun.splitlines()),
        is_stun,
        _("STUN and TURN servers, line {line}: “{text}” is neither a STUN server's address "
          "(stun:stun.example.org:3478) nor a TURN server's with its username and "
          "password (turn:turn.example.org:3478 name password)."),
        _("At most {n} STUN and TURN servers."),
    )
    if not picked:
        raise ValueError(_("Give at least one relay."))
    return Hosts(tuple(picked), tuple(servers))


def _lines(
    lines: Iterable[str], check: Callable[[str], bool], wrong: str, too_many: str
) -> list[str]:
    """The addresses of ``lines``, each checked, each kept once, in the order typed
    (``wrong``: the words for a line that is not one; ``too_many``: for more than
    :data:`MAX_HOSTS`, said as soon as one too many is read). One pass over the lines."""
    urls: dict[str, None] = {}  # a set that keeps the order typed
    for number, line in enumerate(lines, 1):
        url = line.strip()
        if not url:
            continue
        if not check(url):
            shown = url if len(url) <= 60 else url[:59] + "…"
            raise ValueError(wrong.format(line=number, text=shown))
        urls[url] = None
        if len(urls) > MAX_HOSTS:
            raise ValueError(too_many.format(n=MAX_HOSTS))
    return list(urls)


def hosts_lines(hosts: Hosts) -> tuple[str, str]:
    """The hosts as the form shows them: the relays, then the STUN servers, one a line."""
    return "\n".join(hosts.relays), "\n".join(hosts.stun)


def hosts_json(hosts: Hosts) -> str:
    """The hosts as kept on this device."""
    return json.dumps({"relays": list(hosts.relays), "stun": list(hosts.stun)})


@dataclass(frozen=True)
class HostsForm:
    """The form that changes the hosts, open: what is typed in it, and why it was not
    kept ("" before Save)."""

    relays: str
    stun: str
    problem: str = ""


# -- the table ----------------------------------------------------------------------------


def commit(secret: str) -> str:
    """The commitment to a seat's secret that every link carries."""
    return hashlib.sha256(secret.encode()).hexdigest()[:COMMIT_LENGTH]


@dataclass(frozen=True)
class Table:
    """A live table: its room, the room's password, each seat's commitment ("" for a
    computer's seat) and the secrets of the seats this device holds or invites to
    (``(seat, secret)``; the device that set the table up knows them all).

    A table set up since moves are signed (:attr:`keyed`) commits to each person's seat
    with the public key of an Ed25519 key whose seed is the hash of the seat's secret:
    the seat's device signs its moves (``signed``, one ``"seat:signature"`` a move from
    move ``start``, the first made at the live table; "" where this device has none)
    and proves its seat by a signature, never showing the secret. An older table
    commits with a hash of the secret (:func:`commit`) and signs nothing.
    """

    room: str
    key: str
    commits: tuple[str, ...]
    secrets: tuple[tuple[int, str], ...] = ()
    start: int = 0
    signed: tuple[str, ...] = ()

    @property
    def keyed(self) -> bool:
        """True for a table whose seats have keys (whose moves are signed)."""
        return any(len(kept) == PUBLIC_LENGTH for kept in self.commits)

    def secret(self, seat: int) -> str | None:
        """The secret of ``seat``, if this device knows it."""
        return next((s for i, s in self.secrets if i == seat), None)

    def only(self, seats: list[int]) -> Table:
        """This table with only the secrets of ``seats`` (for a device that plays them)."""
        return replace(self, secrets=tuple((i, s) for i, s in self.secrets if i in seats))

    def fields(self, to: int | None) -> list[tuple[str, str]]:
        """The link fields of this table (with the secret of seat ``to``, if given)."""
        fields = [("r", self.room), ("k", self.key), ("c", ".".join(self.commits))]
        secret = None if to is None else self.secret(to)
        return [*fields, ("sk", secret)] if secret else fields

    @classmethod
    def from_fields(
        cls, room: str, key: str, commits: str, secret: str, to: int | None, seats: list[str]
    ) -> Table:
        """The table a link carries (ValueError saying what is wrong)."""
        table = cls.from_data(
            {"room": room, "key": key, "commits": commits.split("."), "secrets": []}, seats
        )
        if not secret:
            return table
        if to is None or not proves(secret, table.commits[to]):
            raise ValueError(_("its seat key does not match its seat"))
        return replace(table, secrets=((to, secret),))

    @classmethod
    def from_data(cls, data: object, seats: list[str]) -> Table:
        """The table kept in a save (or read from a link), checked against its ``seats``."""
        problem = ValueError(_("its live table is damaged"))
        if not isinstance(data, dict):
            raise problem
        room, key, commits, secrets = (data.get(k) for k in ("room", "key", "commits", "secrets"))
        if not (_token(room, ROOM_LENGTH) and _token(key, KEY_LENGTH)):
            raise problem
        if not (isinstance(commits, list) and len(commits) == len(seats)):
            raise problem
        keyed = any(isinstance(kept, str) and len(kept) == PUBLIC_LENGTH for kept in commits)
        length, letters = (PUBLIC_LENGTH, _SAFE) if keyed else (COMMIT_LENGTH, _HEX)
        for seat, kept in zip(seats, commits, strict=True):
            person = seat == "person"
            if not (isinstance(kept, str) and (len(kept) == length) == person):
                raise problem
            if (person and not set(kept) <= letters) or (not person and kept):
                raise problem
        if not isinstance(secrets, list) or len(secrets) > len(seats):
            raise problem
        pairs = []
        for pair in secrets:
            if not (isinstance(pair, list | tuple) and len(pair) == 2):
                raise problem
            seat, secret = pair
            if not (type(seat) is int and 0 <= seat < len(seats)):
                raise problem
            # a key's secret is checked where it comes from a link (a key costs time)
            if keyed and not _token(secret, SEAT_KEY_LENGTH):
                raise problem
            hashed = _token(secret, SECRET_LENGTH) and commit(secret) == commits[seat]
            if not keyed and not hashed:
                raise problem
            pairs.append((seat, secret))
        start, signed = data.get("start", 0), data.get("signed", [])
        if not (type(start) is int and 0 <= start <= MAX_SIGNED and isinstance(signed, list)):
            raise problem
        if len(signed) > MAX_SIGNED or not all(_signature(entry, keyed) for entry in signed):
            raise problem
        return cls(str(room), str(key), tuple(commits), tuple(pairs), start, tuple(signed))


def _token(value: object, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and set(value) <= _SAFE


def _signature(entry: object, keyed: bool) -> bool:
    """True for a kept move signature: ``"seat:signature"``, or "" (none here)."""
    if not isinstance(entry, str):
        return False
    if entry == "":
        return True
    seat, _colon, signature = entry.partition(":")
    return keyed and seat.isascii() and seat.isdigit() and len(seat) == 1 and _token(
        signature, SIGNATURE_LENGTH
    )


def seat_key(secret: str) -> bytes:
    """The seed of the Ed25519 key of a seat whose secret is ``secret``."""
    return hashlib.sha256(secret.encode()).digest()


def public_of(secret: str) -> str:
    """The public key (base64url, unpadded) of the seat whose secret is ``secret``."""
    from web.ui import ed25519

    return b64(ed25519.public_key(seat_key(secret)))


def b64(data: bytes) -> str:
    """``data`` in unpadded base64url."""
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def unb64(text: str) -> bytes:
    """The bytes of unpadded base64url ``text`` (ValueError if it is not)."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError):
        raise ValueError(text) from None


def proves(secret: str, kept: str) -> bool:
    """True when ``secret`` is the secret of a seat committed to as ``kept`` (a public
    key, or an older table's hash)."""
    if len(kept) == PUBLIC_LENGTH:
        return _token(secret, SEAT_KEY_LENGTH) and public_of(secret) == kept
    return _token(secret, SECRET_LENGTH) and commit(secret) == kept


def new_table(
    seats: list[str], here: list[int], token: Callable[[int], str], start: int = 0
) -> Table:
    """A new live table for ``seats``: a random room and password, and a key for each
    person's seat (``token(n)``: n random URL-safe characters); its moves are signed
    from move ``start``."""
    secrets = tuple(
        (i, token(SEAT_KEY_LENGTH)) for i, seat in enumerate(seats) if seat == "person"
    )
    known = dict(secrets)
    commits = tuple(public_of(known[i]) if i in known else "" for i in range(len(seats)))
    return Table(token(ROOM_LENGTH), token(KEY_LENGTH), commits, secrets, start)


# -- what peers say -----------------------------------------------------------------------


@dataclass(frozen=True)
class Hello:
    """A peer's greeting: the seats it proves it holds (``(seat, proof)``: a signature
    by the seat's key, or an older table's secret), its game and its moves' signatures
    (see :class:`Table`)."""

    seats: tuple[tuple[int, str], ...]
    game: str
    signed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Moved:
    """A peer's game after moves made on its device, and its moves' signatures."""

    game: str
    signed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Said:
    """A quick phrase (a key of :data:`PHRASES`)."""

    phrase: str


PeerMessage = Hello | Moved | Said


def read(text: str) -> PeerMessage:
    """What a peer's text says, or ValueError in the page's words."""
    if len(text) > MAX_MESSAGE:
        raise ValueError(_("a message far longer than any game"))
    try:
        data = read_json(text, MAX_MESSAGE)  # nesting bounded before parsing
    except ValueError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise ValueError(_("a message that is not one of the page's"))
    kind, game, signed = data["t"], data.get("game"), data.get("sigs", [])
    if kind in ("hello", "move") and not isinstance(game, str):
        raise ValueError(_("a message that is not one of the page's"))
    if not (
        isinstance(signed, list) and len(signed) <= MAX_SIGNED
        and all(_signature(entry, True) for entry in signed)
    ):
        raise ValueError(_("a message that is not one of the page's"))
    match kind:
        case "hello":
            seats = data.get("seats")
            if not (
                isinstance(seats, list)
                and len(seats) <= 8
                and all(
                    isinstance(p, list) and len(p) == 2 and type(p[0]) is int
                    and isinstance(p[1], str)
                    for p in seats
                )
            ):
                raise ValueError(_("a message that is not one of the page's"))
            claims = tuple((int(p[0]), str(p[1])) for p in seats)
            return Hello(claims, str(game), tuple(signed))
        case "move":
            return Moved(str(game), tuple(signed))
        case "say":
            phrase = data.get("p")
            if not isinstance(phrase, str) or phrase not in PHRASES:
                raise ValueError(_("a quick message that is not one of the page's"))
            return Said(phrase)
    raise ValueError(_("a message that is not one of the page's"))


def encode(message: PeerMessage) -> str:
    """The text sent to peers for ``message``."""
    match message:
        case Hello(seats, game, signed):
            data: dict[str, object] = {
                "t": "hello", "seats": [list(p) for p in seats], "game": game
            }
        case Moved(game, signed):
            data = {"t": "move", "game": game}
        case Said(phrase):
            data, signed = {"t": "say", "p": phrase}, ()
    if signed:
        data["sigs"] = list(signed)
    return json.dumps(data, separators=(",", ":"))


def seat_words(table: Table, seat: int) -> bytes:
    """What a seat's device signs to prove that it holds the seat."""
    return f"seat\n{table.room}\n{seat}".encode()


def proof(table: Table, seat: int, secret: str) -> str:
    """What proves that this device holds ``seat``: a signature by the seat's key (an
    older table: the secret itself)."""
    if not table.keyed:
        return secret
    from web.ui import ed25519

    return b64(ed25519.sign(seat_key(secret), seat_words(table, seat)))


def _proof_holds(table: Table, seat: int, shown: str) -> bool:
    if not table.keyed:
        return commit(shown) == table.commits[seat]
    from web.ui import ed25519

    try:
        key, signature = unb64(table.commits[seat]), unb64(shown)
    except ValueError:
        return False
    return ed25519.verify(key, seat_words(table, seat), signature)


def claimed(table: Table, claims: tuple[tuple[int, str], ...], here: list[int]) -> tuple[int, ...]:
    """The seats a peer proves it holds, or ValueError: a secret that does not match its
    seat's commitment, or a claim on a seat played on this device."""
    seats = []
    for seat, proof in claims:
        if not (0 <= seat < len(table.commits)) or not table.commits[seat]:
            raise ValueError(_("a claim on a seat the table does not have"))
        if not _proof_holds(table, seat, proof):
            raise ValueError(_("a claim on a seat without its key"))
        if seat in here:
            raise ValueError(_("a claim on a seat played on this device"))
        seats.append(seat)
    return tuple(sorted(set(seats)))


# -- the peers, as this device sees them ----------------------------------------------------


def computer_device(
    persons: Sequence[bool], computer: int, gone: Collection[int] = ()
) -> int | None:
    """The seat of the person whose device plays the computer at seat ``computer``
    (``persons``: which seats are persons'): the nearest person before it, while that
    person's device is at the table; once it left (``gone``: the seats whose device left
    the table), the first person after the computer in seat order whose device did not;
    None when the game has no person. Every device of the table that saw the same
    departures comes to the same seat.

    >>> table = [True, False, True, True]  # a person, a computer, two persons
    >>> computer_device(table, 1), computer_device(table, 1, {0}), computer_device(table, 1, {0, 2})
    (0, 2, 3)
    >>> computer_device([False, True], 0, {1})  # no one left: still its person's
    1
    """
    count = len(persons)
    owner = next((at for k in range(1, count + 1) if persons[at := (computer - k) % count]), None)
    if owner is None or owner not in gone:
        return owner
    after = ((computer + k) % count for k in range(1, count + 1))
    return next((at for at in after if persons[at] and at not in gone), owner)


@dataclass
class Peer:
    """A connected device: the seats it proved (none: it watches, or has not said
    hello), whether it said hello, and when it last spoke (for the flood limit)."""

    seats: tuple[int, ...] = ()
    hello: bool = False
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
    #: it played is then played by another device: :func:`computer_device`).
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
    #: ``live.update._rejoin``).
    joined: float = float("-inf")
    #: When each seat's device was last connected (the time of day, ``HH:MM``), for
    #: the seats whose device left.
    seen: dict[int, str] = field(default_factory=dict)

    def holder(self, seat: int) -> str | None:
        """The peer that holds ``seat``, if one is connected."""
        return next((p for p, peer in self.peers.items() if seat in peer.seats), None)

    def left(self, peer_id: str, at: str = "") -> None:
        """The peer ``peer_id`` left the room (at ``at``, the time of day): its seats
        are gone unless another connected peer holds them."""
        peer = self.peers.pop(peer_id, None)
        if peer is not None:
            gone = {seat for seat in peer.seats if self.holder(seat) is None}
            self.gone |= gone
            self.seen.update((seat, at) for seat in gone if at)

    def company(self) -> bool:
        """True when another device of the table is connected (and said hello)."""
        return any(peer.hello for peer in self.peers.values())

    def watchers(self) -> int:
        """How many connected peers hold no seat (once they said hello)."""
        return sum(1 for peer in self.peers.values() if peer.hello and not peer.seats)

    def note(self, words: str) -> None:
        """Keep a refusal, in words (the last few)."""
        self.refused = [*self.refused[-4:], words]

    def hear(self, who: str, phrase: str) -> None:
        """Keep a quick message (the last few)."""
        self.said = [*self.said[-4:], (who, phrase)]
