"""Signed moves at a live table (see :class:`web.ui.live.table.Table`).

Each move made at a keyed table from its move ``start`` is signed by the key of the
seat that made it, or, for a computer's move, by the key of a person's seat whose
device played it. What is signed names the table's room and every move up to the one
signed, so a signature cannot be moved to another table, another position or another
line of play after an undo. A device takes a move it lacks only with a signature that
checks against a seat allowed to make it: nobody can play another seat's moves, in a
move message or in a greeting.

>>> from web.ui.live.table import new_table
>>> table = new_table(["person", "person"], [0, 1], lambda n: "k" * n)
>>> table = sign(table, ["a", "b"], lambda index: index % 2)
>>> checked(table, ["a", "b"], 0, table.signed, lambda index: {index % 2})
('0:...', '1:...')
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from game.i18n import _
from web.ui import ed25519
from web.ui.live.table import Table, b64, seat_key, unb64


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
) -> tuple[str, ...]:
    """The signatures of ``moves`` (a peer's, with its ``signed``) once the moves from
    ``at`` (those this device lacks) are checked: each must carry a signature by a seat
    of ``allowed(index)`` that holds; ValueError in the page's words otherwise. The
    moves before ``at`` keep this device's signatures where it has some, else take the
    peer's that hold."""
    if not table.keyed:
        return table.signed
    words = _digests(table, moves)
    mine, entries = table.signed, []
    for index in range(table.start, len(moves)):
        at_sign = index - table.start
        ours = mine[at_sign] if at_sign < len(mine) and index < at else ""
        theirs = signed[at_sign] if at_sign < len(signed) else ""
        if ours:
            entries.append(ours)
        elif _holds(table, theirs, words[index], allowed(index)):
            entries.append(theirs)
        elif index >= at:
            raise ValueError(_("a move without the signature of a player who may make it"))
        else:
            entries.append("")
    return tuple(entries)


def _holds(table: Table, entry: str, words: bytes, seats: Collection[int]) -> bool:
    """True when ``entry`` (``"seat:signature"``) is a signature of ``words`` by one of
    ``seats``."""
    seat_text, _colon, signature = entry.partition(":")
    if not (seat_text.isdigit() and int(seat_text) in seats):
        return False
    seat = int(seat_text)
    if not (0 <= seat < len(table.commits) and table.commits[seat]):
        return False
    try:
        key, raw = unb64(table.commits[seat]), unb64(signature)
    except ValueError:
        return False
    return ed25519.verify(key, words, raw)
