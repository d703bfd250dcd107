"""The record in the browser's storage, under the site's namespace and
:data:`~web.ui.records.book.KEY`: read, added to, written. A record in storage that
cannot be read is never written over: the answer says why, and it stays as it is.

>>> from web.ui.records.book import Result
>>> from web.ui.saves import MemoryStorage, SaveStore
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

from typing import assert_never

from game.i18n import _
from web.ui.records.book import KEY, Book, book_json, read_book
from web.ui.records.commands import BookCommand, KeepResults, ReadBook
from web.ui.records.messages import BookKept, BookRead
from web.ui.saves import PREFIX, SaveStore


def key_of(saves: SaveStore) -> str:
    """The record's storage key, in the namespace of ``saves``."""
    return saves.prefix.removesuffix(PREFIX) + KEY


def carry_out(command: BookCommand, saves: SaveStore) -> BookRead | BookKept:
    """Carry out a command on the record kept beside ``saves``; its answer."""
    storage, key = saves.storage, key_of(saves)
    try:
        book = read_book(storage.get(key))
    except ValueError as reason:
        problem = _("The record of games on this device cannot be read ({reason}).").format(
            reason=str(reason).rstrip(".")
        )
        if isinstance(command, ReadBook):
            return BookRead(None, problem=problem)
        return BookKept(0, None, problem, command.imported)
    match command:
        case ReadBook():
            return BookRead(book, tuple(saves.read_all()[0]))
        case KeepResults(results, imported):
            after = book.merged(Book(results))
            added = sum(result.game not in book for result in after.results)
            if added:
                try:
                    storage.set(key, book_json(after))
                except Exception:  # storage full or blocked
                    problem = _("The record could not be written: this browser’s storage is full.")
                    return BookKept(0, None, problem, imported)
            return BookKept(added, after, "", imported)
        case _:
            assert_never(command)
