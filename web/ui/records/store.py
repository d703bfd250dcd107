"""The record in the browser's storage, under the site's namespace and
:data:`~web.ui.records.book.KEY`: read, added to, written. A record in storage that
cannot be read is never written over: the answer says why, and it stays as it is.
Beside it, under :data:`SEEN`, the index of the saved games already looked at (see
:func:`~web.ui.records.result.missing`): only a shortcut, read as empty if it is not one.
A scored daily challenge of a day the daily challenges' entry marks as played ahead of
its time (:mod:`web.ui.daily.kept`) is kept as practice, and one kept before the day
was so marked is made practice when the record is read.

>>> from web.ui.records.book import Result
>>> from web.ui.saves import SaveStore
>>> from web.ui.stores import MemoryStorage
>>> saves = SaveStore(MemoryStorage())
>>> won = Result("1-a", "tsuro", "classic", 2, ("easy",), 1, "2026-11-28")
>>> carry_out(KeepResults((won, won)), saves).added
1
>>> carry_out(KeepResults((won,)), saves).added
0
>>> saves.storage.set(KEY, "{")
>>> kept = carry_out(KeepResults((won,)), saves)
>>> kept.book is None, saves.storage.get(KEY)
(True, '{')
"""

from __future__ import annotations

import json
from contextlib import suppress
from functools import lru_cache
from typing import assert_never

from game.i18n import _
from web.ui.bounded import read_json
from web.ui.daily import kept as daily_kept
from web.ui.records.book import KEY, Book, book_json, read_book
from web.ui.records.commands import BookCommand, KeepResults, ReadBook
from web.ui.records.messages import BookKept, BookRead
from web.ui.records.result import ahead_made_practice
from web.ui.saves import PREFIX, SaveStore

#: The storage key of the index of saves looked at, beside the record's.
SEEN = KEY + "-seen"
#: The longest index read: 100,000 saves' keys.
SEEN_LIMIT = 100_000 * 40


def key_of(saves: SaveStore) -> str:
    """The record's storage key, in the namespace of ``saves``."""
    return saves.prefix.removesuffix(PREFIX) + KEY


def carry_out(command: BookCommand, saves: SaveStore) -> BookRead | BookKept:
    """Carry out a command on the record kept beside ``saves``; its answer."""
    storage, key = saves.storage, key_of(saves)
    try:
        book = _read(storage.get(key))
    except ValueError as reason:
        problem = _("The record of games on this device cannot be read ({reason}).").format(
            reason=str(reason).rstrip(".")
        )
        if isinstance(command, ReadBook):
            return BookRead(None, problem=problem, kept=storage.get(key) or "")
        return BookKept(0, None, problem, command.imported)
    match command:
        case ReadBook():
            book = _without_ahead(saves, book)
            return BookRead(book, tuple(saves.read_all()[0]), seen=_seen(saves))
        case KeepResults(results, imported, seen):
            if not imported:  # (another device's results: its own days)
                results = ahead_made_practice(results, _ahead(saves))
            merge = book.merged(Book(results), make_room=not imported)
            if merge.added:
                try:
                    storage.set(key, book_json(merge.book))
                except Exception:  # storage full or blocked
                    problem = _("The record could not be written: this browser’s storage is full.")
                    return BookKept(0, None, problem, imported)
            if seen is not None and seen != _seen(saves):
                _keep_seen(saves, seen)
            return BookKept(
                merge.added, merge.book, "", imported, merge.practice, merge.left_out, merge.let_go
            )
        case _:
            assert_never(command)


def _ahead(saves: SaveStore) -> frozenset[tuple[str, str]]:
    """The days this device played ahead of their time, ``(kind, ISO day)``, as the
    daily challenges' entry keeps them (none if it cannot be read)."""
    kept, _problem = daily_kept.read(saves.storage.get(saves.namespace + daily_kept.KEY))
    return frozenset(
        (kind, day.isoformat())
        for kind, days in kept.days.items()
        for day, state in days.items()
        if state == "ahead"
    )


def _without_ahead(saves: SaveStore, book: Book) -> Book:
    """``book`` with its scored daily challenges of days played ahead made practice,
    and so kept."""
    ahead = _ahead(saves)
    if not any(r.daily and not r.practice and (r.kind, r.daily) in ahead for r in book.results):
        return book
    fixed = Book(ahead_made_practice(book.results, ahead))
    with suppress(Exception):  # storage full or blocked: made so again at the next read
        saves.storage.set(key_of(saves), book_json(fixed))
    return fixed


@lru_cache(maxsize=2)
def _read(text: str | None) -> Book:
    """The record of ``text`` (:func:`read_book`, a pure function of it), read again
    only when the text changed: each open of the page reads the same record."""
    return read_book(text)


def _seen(saves: SaveStore) -> frozenset[str]:
    """The index of saves looked at, as kept (empty if it is not one)."""
    try:
        text = saves.storage.get(saves.prefix.removesuffix(PREFIX) + SEEN)
        data = read_json(text or "[]", SEEN_LIMIT, nesting=1)
    except ValueError:
        return frozenset()
    if not isinstance(data, list):
        return frozenset()
    return frozenset(entry for entry in data if isinstance(entry, str))


def _keep_seen(saves: SaveStore, seen: frozenset[str]) -> None:
    """Keep the index of saves looked at; a storage that refuses it loses only time."""
    try:
        key = saves.prefix.removesuffix(PREFIX) + SEEN
        saves.storage.set(key, json.dumps(sorted(seen), separators=(",", ":")))
    except Exception:  # storage full or blocked: the saves are looked at again next time
        return
