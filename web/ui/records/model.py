"""The record page's state: :class:`Records`, a screen of the page (see
:data:`web.ui.model.Screen`), and the limits of a file imported."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from web.ui.records.book import MAX_RESULTS, Book

#: The largest file read as a record to import, as much as a record may be (a full
#: record of :data:`~web.ui.records.book.MAX_RESULTS` games is about a megabyte).
FILE_LIMIT = MAX_RESULTS * 400


@dataclass(frozen=True)
class Records:
    """The record page: the record once read (``book``; None until then, or when it
    cannot be read: ``problem`` says why, and ``kept`` is its text as stored, which
    can still be exported), as of ``today`` (ISO)."""

    name: ClassVar[str] = "records"
    today: str
    book: Book | None = None
    problem: str = ""
    kept: str = ""


def file_name(today: str) -> str:
    """The name of the record's file exported on ``today``.

    >>> file_name("2026-11-28")
    'shangrila-tsuro-record-2026-11-28.json'
    """
    return f"shangrila-tsuro-record-{today}.json"
