"""Signed moves at a live table (see :class:`web.ui.table_keys.Table`).

Each move made at a keyed table from its move ``start`` is signed by the key of the
seat that made it, or, for a computer's move, by the key of a person's seat whose
device played it. What is signed names the table's room and every move up to the one
signed, so a signature cannot be moved to another table, another position or another
line of play after an undo. A device takes a move it lacks only with a signature that
checks against a seat allowed to make it, on that move or on a later one (a device
signs a move only on top of a game it took through the same check): nobody can play
another seat's moves, in a move message, a greeting or a game that went another way,
and a greeting of a hundred moves costs at most one check a seat.

>>> from web.ui.table_keys import new_table
>>> table = new_table(["person", "person"], [0, 1], lambda n: "k" * n)
>>> table = sign(table, ["a", "b"], lambda index: index % 2)
>>> checked(table, ["a", "b"], 0, table.signed, lambda index: {index % 2})
('0:...', '1:...')
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from game.i18n import _
from web.ui import ed25519
from web.ui.table_keys import Table, b64, seat_key, unb64


def _digests(table: Table, moves: Sequence[str]) -> list[bytes]:
    """For each move, what its signature signs: the room and every move up to it."""
    digest, words = hashlib.sha256(table.room.encode()).digest(), []
    for move in moves:
        digest = hashlib.sha256(digest + b"\n" + move.encode()).digest()
        words.append(b"move\n" + digest)
    return words


def sign(table: Table, moves: Sequence[str], signer: Callable[[int], int | None]) -> Table:
    """``table`` with a signature for each move beyond those it has signatures for:
    ``signer(index)`` is the seat whose key signs it (None: not made here, or no key
    here: no signature). Signatures beyond the moves (taken back) are dropped."""
    if not table.keyed:
        return table
    count = max(len(moves) - table.start, 0)
    entries = list(table.signed[:count])
    words = None
    for at in range(len(entries), count):
        index = table.start + at
        seat = signer(index)
        secret = None if seat is None else table.secret(seat)
        entry = ""
        if seat is not None and secret is not None:
            words = words or _digests(table, moves)
            entry = f"{seat}:{b64(ed25519.sign(seat_key(secret), words[index]))}"
        entries.append(entry)
    return replace(table, signed=tuple(entries))


def checked(
    table: Table,
    moves: Sequence[str],
    at: int,
    signed: Sequence[str],
    allowed: Callable[[int], Collection[int]],
    spend: Callable[[], None] = lambda: None,
) -> tuple[str, ...]:
    """The signatures to keep for ``moves`` (a peer's game, with its ``signed``) once the
    moves from ``at`` (those this device lacks) are found signed: each needs a signature
    that holds, by a seat of ``allowed(index)``, on that move or on a later one (a
    signature signs every move up to its own, and a seat's device signs a move only on
    top of a game it took through this same check). So only the last signature of each
    seat among the moves from ``at`` is checked: at most one a seat, however many moves
    came. ``spend()`` is called before each signature actually checked (it raises
    ValueError when the peer has had its share). ValueError in the page's words if a move
    lacks its signature. The moves before ``at`` keep this device's signatures (a
    peer's signatures of moves this device has are taken by :func:`covered`)."""
    if not table.keyed:
        return table.signed
    mine, start = table.signed, table.start
    entries = []
    for index in range(start, len(moves)):
        at_sign = index - start
        if index < at:
            entries.append(mine[at_sign] if at_sign < len(mine) else "")
        else:
            entries.append(signed[at_sign] if at_sign < len(signed) else "")
    holds = _cover(table, moves, max(at, start), entries, allowed, spend)
    if not holds:
        raise ValueError(_("a move without the signature of a player who may make it"))
    return tuple(entries)


def covered(
    table: Table,
    moves: Sequence[str],
    signed: Sequence[str],
    allowed: Callable[[int], Collection[int]],
    spend: Callable[[], None] = lambda: None,
) -> bool:
    """True when every move of ``moves`` from the table's ``start`` is signed, by
    ``signed`` alone, as :func:`checked` asks (a peer's signatures of moves this device
    has, or a link's)."""
    start = table.start
    count = max(len(moves) - start, 0)
    entries = [*signed[:count], *[""] * (count - len(signed))]
    return _cover(table, moves, start, entries, allowed, spend)


def _cover(
    table: Table,
    moves: Sequence[str],
    at: int,
    entries: Sequence[str],
    allowed: Callable[[int], Collection[int]],
    spend: Callable[[], None],
) -> bool:
    """True when each move from ``at`` has a signature that holds, in ``entries`` (one
    a move from the table's start), by an allowed seat, on it or a later move."""
    start = table.start
    last: dict[int, int] = {}  # a seat -> the last move from ``at`` it signed
    for index in range(max(at, start), len(moves)):
        seat = _seat_of(entries[index - start])
        if seat is not None:
            last[seat] = index
    holding: dict[int, bool] = {}
    words: list[bytes] | None = None
    for index in range(max(at, start), len(moves)):
        signers = sorted(
            (seat for seat in allowed(index) if last.get(seat, -1) >= index),
            key=lambda seat: -last[seat],
        )
        for seat in signers:
            if seat not in holding:
                words = words or _digests(table, moves)
                signature = entries[last[seat] - start].partition(":")[2]
                holding[seat] = _holds(table, seat, signature, words[last[seat]], spend)
            if holding[seat]:
                break
        else:
            return False
    return True


def _seat_of(entry: str) -> int | None:
    """The seat an entry (``"seat:signature"``) names, or None ("": none)."""
    seat, colon, _signature = entry.partition(":")
    return int(seat) if colon and seat.isascii() and seat.isdigit() and len(seat) == 1 else None


def _holds(
    table: Table, seat: int, signature: str, words: bytes, spend: Callable[[], None]
) -> bool:
    """True when ``signature`` is one of ``words`` by ``seat``'s key."""
    if not (0 <= seat < len(table.commits) and table.commits[seat]):
        return False
    try:
        key, raw = unb64(table.commits[seat]), unb64(signature)
    except ValueError:
        return False
    return verified(key, words, raw, spend)


#: The signatures checked lately and their answers, newest last (a bounded cache).
_CHECKED: OrderedDict[tuple[bytes, bytes, bytes], bool] = OrderedDict()
_CHECKED_MOST = 512


def verified(key: bytes, words: bytes, signature: bytes, spend: Callable[[], None]) -> bool:
    """True when ``signature`` of ``words`` holds for ``key``. ``spend()`` is called
    first, unless the same check was made lately: its answer is kept, so a signature
    sent again costs nothing."""
    asked = (key, words, signature)
    if asked in _CHECKED:
        _CHECKED.move_to_end(asked)
        return _CHECKED[asked]
    spend()
    _CHECKED[asked] = answer = ed25519.verify(key, words, signature)
    if len(_CHECKED) > _CHECKED_MOST:
        _CHECKED.popitem(last=False)
    return answer
