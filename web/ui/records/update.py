"""The record of games on this device (:mod:`web.ui.records`): kept when a game ends,
shown on its page (the finished saved games it lacks added once, as the page opens),
exported as a file and merged with an imported one. Storage is read and written by
commands; a file is read whole and checked (:func:`~web.ui.records.book.read_book`)
before anything is kept, and the record in storage is never written over by a file
or an entry that cannot be read."""

from __future__ import annotations

from typing import assert_never

from game.i18n import _, ngettext
from web.ui.commands import Command
from web.ui.model import Model
from web.ui.records.book import book_json, read_book
from web.ui.records.commands import DownloadBook, KeepResults, ReadBook
from web.ui.records.messages import (
    BookFile,
    BookKept,
    BookRead,
    CloseRecords,
    ExportBook,
    Exported,
    Intent,
    OpenRecords,
    Results,
)
from web.ui.records.model import FILE_LIMIT, Records, file_name
from web.ui.records.result import missing
from web.ui.start.model import Start


def act(model: Model, message: Intent) -> list[Command]:
    """A button of the record, or the one that opens it."""
    screen = model.screen
    match message:
        case OpenRecords():
            model.screen = Records(model.env.today().isoformat())  # (the daily challenges' day)
            return [ReadBook()]
        case CloseRecords():
            model.screen = Start()
            return []
        case ExportBook() if isinstance(screen, Records) and screen.book is not None:
            return [DownloadBook(file_name(screen.today), book_json(screen.book))]
        case ExportBook():
            return []
        case _:
            assert_never(message)


def answered(model: Model, message: Results) -> list[Command]:
    """A file chosen to import, or storage's answer."""
    screen = model.screen
    match message:
        case BookFile(size, text):
            return _imported(model, size, text)
        case BookRead(book, saves, problem):
            if not isinstance(screen, Records):
                return []
            model.screen = Records(screen.today, book, problem)
            found = [] if book is None else missing(book, list(saves), screen.today)
            return [KeepResults(tuple(found))] if found else []
        case BookKept(added, book, problem, imported):
            _kept(model, added, problem, imported)
            if book is not None and isinstance(screen, Records):
                model.screen = Records(screen.today, book)
            return []
        case Exported(done):
            if done:
                model.notice = _("The record was handed to your browser to download.")
            else:
                model.alert = _("The record could not be downloaded.")
            return []
        case _:
            assert_never(message)


def _imported(model: Model, size: int, text: str | None) -> list[Command]:
    """A file chosen to import: read whole and checked, or refused in words."""
    if text is None or size > FILE_LIMIT:
        model.alert = _(
            "That file is too large to be a record of games (at most {n} MB). "
            "Nothing was changed."
        ).format(n=FILE_LIMIT // 1_000_000)
        return []
    try:
        book = read_book(text)
    except ValueError as reason:
        model.alert = _("That file was not imported: {reason} Nothing was changed.").format(
            reason=reason
        )
        return []
    return [KeepResults(book.results, imported=True)]


def _kept(model: Model, added: int, problem: str, imported: bool) -> None:
    """What the person is told once results were added to the record, or not."""
    if problem:
        model.alert = problem + " " + (
            _("Nothing was imported; the record is left as it was.")
            if imported
            else _("Nothing was added to it; the record is left as it was.")
        )
    elif imported:
        model.notice = ngettext(
            "{n} game from the file added to the record.",
            "{n} games from the file added to the record.",
            added,
        ).format(n=added)
    elif added and isinstance(model.screen, Records):
        model.notice = ngettext(
            "{n} finished saved game added to the record.",
            "{n} finished saved games added to the record.",
            added,
        ).format(n=added)
