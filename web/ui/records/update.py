"""The record of games on this device (:mod:`web.ui.records`): kept when a game ends,
shown on its page (the finished saved games it lacks added once, as the page opens),
exported as a file and merged with an imported one. Storage is read and written by
commands; a file is read whole and checked (:func:`~web.ui.records.book.read_book`)
before anything is kept, and the record in storage is never written over by a file
or an entry that cannot be read."""

from __future__ import annotations

from datetime import timedelta
from typing import assert_never

from game.i18n import _, ngettext, number
from web.ui.commands import Command
from web.ui.model import Model
from web.ui.records.book import MAX_RESULTS, book_json, read_book
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
        case ExportBook() if isinstance(screen, Records) and screen.kept:
            return [DownloadBook(file_name(screen.today), screen.kept)]  # as it is
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
        case BookRead(book, saves, problem, seen, kept):
            if not isinstance(screen, Records):
                return []
            model.screen = Records(screen.today, book, problem, kept)
            if book is None:
                return []
            found, looked = missing(book, list(saves), screen.today, seen)
            return [KeepResults(tuple(found), seen=looked)] if found or looked != seen else []
        case BookKept():
            _kept(model, message)
            if message.book is not None and isinstance(screen, Records):
                model.screen = Records(screen.today, message.book)
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
            "That file is too large to be a record of games (at most {n} MB). Nothing was changed."
        ).format(n=FILE_LIMIT // 1_000_000)
        return []
    tomorrow = model.env.today() + timedelta(days=1)  # (east of UTC, a device's day)
    try:
        book = read_book(text, tomorrow.isoformat())
    except ValueError as reason:
        model.alert = _("That file was not imported: {reason} Nothing was changed.").format(
            reason=reason
        )
        return []
    return [KeepResults(book.results, imported=True)]


def _kept(model: Model, kept: BookKept) -> None:
    """What the person is told once results were added to the record, or not."""
    if kept.problem:
        model.alert = (
            kept.problem
            + " "
            + (
                _("Nothing was imported; the record is left as it was.")
                if kept.imported
                else _("Nothing was added to it; the record is left as it was.")
            )
        )
        return
    words = []
    if kept.imported:
        words.append(
            ngettext(
                "{n} game from the file added to the record.",
                "{n} games from the file added to the record.",
                kept.added,
            ).format(n=kept.added)
        )
    elif kept.added and isinstance(model.screen, Records):
        words.append(
            ngettext(
                "{n} finished saved game added to the record.",
                "{n} finished saved games added to the record.",
                kept.added,
            ).format(n=kept.added)
        )
    words += _limits(kept)
    if words:
        model.notice = " ".join(words)


def _limits(kept: BookKept) -> list[str]:
    """What a merge did beyond adding games: dailies made practice, games left out or
    let go for the record's limit, in sentences."""
    words = []
    if kept.practice:
        words.append(
            ngettext(
                "{n} daily challenge was already scored for its game and day: it is kept as "
                "practice.",
                "{n} daily challenges were already scored for their game and day: they are "
                "kept as practice.",
                kept.practice,
            ).format(n=kept.practice)
        )
    if kept.left_out:
        words.append(
            ngettext(
                "{n} game from the file was left out: the record keeps at most {most} games, "
                "and every game it held stays.",
                "{n} games from the file were left out: the record keeps at most {most} "
                "games, and every game it held stays.",
                kept.left_out,
            ).format(n=kept.left_out, most=number(MAX_RESULTS))
        )
    if kept.let_go:
        words.append(
            ngettext(
                "The record keeps at most {most} games: its oldest game was let go.",
                "The record keeps at most {most} games: its {n} oldest games were let go.",
                kept.let_go,
            ).format(n=kept.let_go, most=number(MAX_RESULTS))
        )
    return words
