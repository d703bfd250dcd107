"""What can happen on the record page (:mod:`web.ui.records`): its buttons, the file
chosen to import, and the answers to its commands. :mod:`web.ui.messages` builds the
page's unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from web.ui.records.book import Book
from web.ui.saved import Record


@dataclass(frozen=True)
class OpenRecords:
    """Show the record of the games played on this device."""

    action: ClassVar[str] = "records"


@dataclass(frozen=True)
class CloseRecords:
    """Leave the record for the start screen."""

    action: ClassVar[str] = "records-close"


@dataclass(frozen=True)
class ExportBook:
    """Download the record as a file."""

    action: ClassVar[str] = "records-export"


@dataclass(frozen=True)
class BookFile:
    """A file was chosen to import: its ``size`` in bytes and its ``text`` (None: the
    browser did not read it, as it is larger than the page reads, or unreadable)."""

    size: int
    text: str | None


@dataclass(frozen=True)
class BookRead:
    """The record as storage holds it (``book`` None: ``problem`` says why it cannot be
    read, and ``kept`` is its text as stored, to export as it is), with the saved
    games, to count the finished ones it lacks, and the index of
    the saves already looked at as they are (``seen``: see
    :func:`~web.ui.records.result.missing`)."""

    book: Book | None
    saves: tuple[Record, ...] = ()
    problem: str = ""
    seen: frozenset[str] = frozenset()
    kept: str = ""


@dataclass(frozen=True)
class BookKept:
    """Results were added to the record: ``added`` of them were new, and ``book`` is the
    record now; ``book`` None: nothing was written (``problem`` says why).
    ``imported``: they came from a file. ``practice``, ``left_out``, ``let_go``: see
    :class:`~web.ui.records.book.Merge`."""

    added: int
    book: Book | None
    problem: str = ""
    imported: bool = False
    practice: int = 0
    left_out: int = 0
    let_go: int = 0


@dataclass(frozen=True)
class Exported:
    """The record's file was handed to the browser to download (``done``) or not."""

    done: bool


Plain = OpenRecords | CloseRecords | ExportBook
"""The record's buttons, each with nothing to say beyond its ``action``."""

Intent = Plain
"""The record's buttons."""

Results = BookFile | BookRead | BookKept | Exported
"""The file chosen to import, and the world's answers to the record's commands."""
