"""A live table's room and seats: its random room id and password, each person's
seat key (the public keys every link carries, the secret an invitation carries), and
how a device proves a seat (see :class:`Table`).

>>> table = new_table(["person", "person", "easy"], [0], lambda n: "k" * n)
>>> table.commits == (public_of("k" * 22), public_of("k" * 22), "") and table.keyed
True
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, replace

from game.i18n import _
from web.ui.hosts import Hosts, hosts_of_data

#: Lengths of the random room id, password and seat secrets, and of a commitment
#: (tables set up before moves were signed); of a seat's secret, public key and move
#: signature (base64url); the most signed moves kept.
ROOM_LENGTH, KEY_LENGTH, SECRET_LENGTH, COMMIT_LENGTH = 16, 22, 16, 16
SEAT_KEY_LENGTH, PUBLIC_LENGTH, SIGNATURE_LENGTH, MAX_SIGNED = 22, 43, 86, 600
#: The most seats a table has.
MAX_SEATS = 8
_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
_HEX = frozenset("0123456789abcdef")


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

    ``hosts``: the relays and STUN servers named by the link that brought the table,
    when they are not this device's own (None: this device's own); they are this
    table's alone, and ``agreed`` says whether the player agreed to contact them (a yes
    that counts for this table only).

    ``post``: the table is also kept on its relays, for play by post (:mod:`web.ui.post`):
    every device that plays it publishes its newest game there, and takes the others'
    (a keyed table only: the signatures vouch for every move a relay brings).
    """

    room: str
    key: str
    commits: tuple[str, ...]
    secrets: tuple[tuple[int, str], ...] = ()
    start: int = 0
    signed: tuple[str, ...] = ()
    hosts: Hosts | None = None
    agreed: bool = False
    post: bool = False

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
        """The link fields of this table (with the secret of seat ``to``, if given): its
        room, password and seat keys, the move its signatures start at (if not the
        first) and the last signature of each seat (with its move's number), which
        vouch for every move before them (:mod:`web.ui.signing`)."""
        fields = [("r", self.room), ("k", self.key), ("c", ".".join(self.commits))]
        if self.start:
            fields.append(("ts", str(self.start)))
        last = {entry.partition(":")[0]: at for at, entry in enumerate(self.signed) if entry}
        if last:
            signed = (f"{at}:{self.signed[at]}" for at in sorted(last.values()))
            fields.append(("sg", ".".join(signed)))
        if self.post:
            fields.append(("pt", "1"))
        secret = None if to is None else self.secret(to)
        return [*fields, ("sk", secret)] if secret else fields

    @classmethod
    def from_fields(
        cls,
        fields: dict[str, str],
        to: int | None,
        seats: list[str],
    ) -> Table:
        """The table a link carries (its fields ``r``, ``k``, ``c``, ``ts``, ``sg``,
        ``pt`` and ``sk``; ValueError saying what is wrong): its seat keys must be points
        of the curve, one for each person, none shared."""
        commits = fields.get("c", "").split(".")
        start = fields.get("ts") or "0"
        if not (start.isascii() and start.isdigit() and len(start) <= 3):
            raise ValueError(_("its live table is damaged"))
        table = cls.from_data(
            {
                "room": fields.get("r", ""),
                "key": fields.get("k", ""),
                "commits": commits,
                "secrets": [],
                "start": int(start),
                "signed": _spread(fields.get("sg", "")),
                "post": _flag(fields.get("pt", "")),
            },
            seats,
        )
        if table.keyed:
            from web.ui import ed25519

            keys = [kept for kept in table.commits if kept]
            if len(set(keys)) < len(keys):
                raise ValueError(_("two of its seats share one key"))
            if not all(ed25519.is_public_key(unb64(kept)) for kept in keys):
                raise ValueError(_("one of its seat keys is not a key"))
        secret = fields.get("sk", "")
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
        if len(signed) > MAX_SIGNED or not all(is_signature(entry, keyed) for entry in signed):
            raise problem
        kept, agreed, post = data.get("hosts"), data.get("agreed", False), data.get("post", False)
        hosts = None if kept is None else hosts_of_data(kept)
        if (kept is not None and hosts is None) or type(agreed) is not bool:
            raise problem
        if type(post) is not bool or (post and not keyed):  # (by post: signed moves only)
            raise problem
        return cls(
            str(room),
            str(key),
            tuple(commits),
            tuple(pairs),
            start,
            tuple(signed),
            hosts,
            agreed,
            post,
        )


def _flag(text: str) -> bool:
    """A link's yes-or-no field: "1" or nothing; ValueError for anything else."""
    if text not in ("", "1"):
        raise ValueError(_("its live table is damaged"))
    return text == "1"


def _spread(text: str) -> list[str]:
    """A link's signatures (``number:seat:signature`` joined by dots), each put at its
    move's place ("" between them); ValueError if it is damaged."""
    if not text:
        return []
    parts = text.split(".", MAX_SEATS)
    if len(parts) > MAX_SEATS:
        raise ValueError(_("its live table is damaged"))
    placed: dict[int, str] = {}
    for part in parts:
        number, _colon, entry = part.partition(":")
        if not (number.isascii() and number.isdigit() and len(number) <= 3):
            raise ValueError(_("its live table is damaged"))
        if not is_signature(entry, True) or not entry or int(number) >= MAX_SIGNED:
            raise ValueError(_("its live table is damaged"))
        placed[int(number)] = entry
    return [placed.get(at, "") for at in range(max(placed) + 1)]


def _token(value: object, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and is_token(value)


def is_token(text: str) -> bool:
    """True for a text of URL-safe characters only (what random tokens are made of)."""
    return set(text) <= _SAFE


def is_signature(entry: object, keyed: bool) -> bool:
    """True for a kept move signature: ``"seat:signature"``, or "" (none here)."""
    if not isinstance(entry, str):
        return False
    if entry == "":
        return True
    seat, _colon, signature = entry.partition(":")
    return (
        keyed
        and seat.isascii()
        and seat.isdigit()
        and len(seat) == 1
        and _token(signature, SIGNATURE_LENGTH)
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
    secrets = tuple((i, token(SEAT_KEY_LENGTH)) for i, seat in enumerate(seats) if seat == "person")
    known = dict(secrets)
    commits = tuple(public_of(known[i]) if i in known else "" for i in range(len(seats)))
    return Table(token(ROOM_LENGTH), token(KEY_LENGTH), commits, secrets, start)


def seat_words(table: Table, seat: int, challenge: str, verifier: str) -> bytes:
    """What a seat's device signs to prove that it holds the seat, to the device
    ``verifier`` (its id in the room), which asked with the random ``challenge``: a
    proof holds on that one connection only, so a proof passed on proves nothing."""
    return f"seat\n{table.room}\n{seat}\n{challenge}\n{verifier}".encode()


def proof(table: Table, seat: int, secret: str, challenge: str, verifier: str) -> str:
    """What proves to ``verifier`` that this device holds ``seat``: a signature by the
    seat's key of its ``challenge`` (an older table: the secret itself)."""
    if not table.keyed:
        return secret
    from web.ui import ed25519

    words = seat_words(table, seat, challenge, verifier)
    return b64(ed25519.sign(seat_key(secret), words))


def claimed(
    table: Table,
    claims: tuple[tuple[int, str], ...],
    here: list[int],
    challenge: str,
    me: str,
    spend: Callable[[], None] = lambda: None,
) -> tuple[int, ...]:
    """The seats a peer proves it holds, answering this device's (``me``) ``challenge``,
    or ValueError in the page's words: more claims than the table has people, a seat
    claimed twice, a seat the table does not have or played on this device, or a proof
    that does not hold. ``spend()`` is called before each signature checked."""
    from web.ui.signing import verified

    seats = [seat for seat, _proof in claims]
    if len(seats) > sum(1 for kept in table.commits if kept):
        raise ValueError(_("a claim on more seats than the table has people"))
    if len(set(seats)) < len(seats):
        raise ValueError(_("a claim on the same seat twice"))
    for seat in seats:
        if not (0 <= seat < len(table.commits)) or not table.commits[seat]:
            raise ValueError(_("a claim on a seat the table does not have"))
        if seat in here:
            raise ValueError(_("a claim on a seat played on this device"))
    for seat, shown in claims:
        if not table.keyed:
            holds = commit(shown) == table.commits[seat]
        else:
            try:
                key, signature = unb64(table.commits[seat]), unb64(shown)
            except ValueError:
                holds = False
            else:
                words = seat_words(table, seat, challenge, me)
                holds = verified(key, words, signature, spend)
        if not holds:
            raise ValueError(_("a claim on a seat without its key"))
    return tuple(sorted(seats))
