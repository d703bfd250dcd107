"""The record of games on this device (:mod:`web.ui.records`): kept when a game ends,
shown on its page (the finished saved games it lacks added once, as the page opens),
exported as a file and merged with an imported one. Storage is read and written by
commands; a file is read whole and checked (:func:`~web.ui.records.book.read_book`)
before anything is kept, and the record in storage is never written over by a file
or an entry that cannot be read."""

from __future__ import annotations

from datetime import date, timedelta
from typing import assert_never

from game.i18n import _, ngettext, number
from web.ui.outcome import GoStart, Outcome
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


def act(screen: Records | None, today: date, message: Intent) -> Outcome[Records | None]:
    """A button of the record (``screen``, None when another is on show), or the one
    that opens it on ``today``, the daily challenges' day."""
    match message:
        case OpenRecords():
            return Outcome(Records(today.isoformat()), [ReadBook()])
        case CloseRecords():
            return Outcome(screen, go=GoStart())
        case ExportBook() if screen is not None and screen.book is not None:
            return Outcome(screen, [DownloadBook(file_name(screen.today), book_json(screen.book))])
        case ExportBook() if screen is not None and screen.kept:
            return Outcome(screen, [DownloadBook(file_name(screen.today), screen.kept)])  # as it is
        case ExportBook():
            return Outcome(screen)
        case _:
            assert_never(message)


def answered(screen: Records | None, today: date, message: Results) -> Outcome[Records | None]:
    """A file chosen to import, or storage's answer (the record's ``screen``, None when
    another is on show)."""
    match message:
        case BookFile(size, text):
            return _imported(screen, today, size, text)
        case BookRead(book, saves, problem, seen, kept):
            if screen is None:
                return Outcome(screen)
            screen = Records(screen.today, book, problem, kept)
            if book is None:
                return Outcome(screen)
            found, looked = missing(book, list(saves), screen.today, seen)
            keep = found or looked != seen
            return Outcome(screen, [KeepResults(tuple(found), seen=looked)] if keep else [])
        case BookKept():
            if message.book is not None and screen is not None:
                screen = Records(screen.today, message.book)
            return _kept(screen, message)
        case Exported(done):
            if done:
                return Outcome(
                    screen, notice=_("The record was handed to your browser to download.")
                )
            return Outcome(screen, alert=_("The record could not be downloaded."))
        case _:
            assert_never(message)


def _imported(
    screen: Records | None, today: date, size: int, text: str | None
) -> Outcome[Records | None]:
    """A file chosen to import: read whole and checked, or refused in words."""
    if text is None or size > FILE_LIMIT:
        return Outcome(
            screen,
            alert=_(
                "That file is too large to be a record of games (at most {n} MB). Nothing "
                "was changed."
            ).format(n=FILE_LIMIT // 1_000_000),
        )
    tomorrow = today + timedelta(days=1)  # (east of UTC, a device's day)
    try:
        book = read_book(text, tomorrow.isoformat())
    except ValueError as reason:
        return Outcome(
            screen,
            alert=_("That file was not imported: {reason} Nothing was changed.").format(
                reason=reason
            ),
        )
    return Outcome(screen, [KeepResults(book.results, imported=True)])


def _kept(screen: Records | None, kept: BookKept) -> Outcome[Records | None]:
    """What the person is told once results were added to the record, or not."""
    if kept.problem:
        return Outcome(
            screen,
            alert=kept.problem
            + " "
            + (
                _("Nothing was imported; the record is left as it was.")
                if kept.imported
                else _("Nothing was added to it; the record is left as it was.")
            ),
        )
    words = []
    if kept.imported:
        words.append(
            ngettext(
                "{n} game from the file added to the record.",
                "{n} games from the file added to the record.",
                kept.added,
            ).format(n=kept.added)
        )
    elif kept.added and screen is not None:
        words.append(
            ngettext(
                "{n} finished saved game added to the record.",
                "{n} finished saved games added to the record.",
                kept.added,
            ).format(n=kept.added)
        )
    words += _limits(kept)
    return Outcome(screen, notice=" ".join(words) if words else None)


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
