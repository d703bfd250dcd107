"""What the record asks of the world (:mod:`web.ui.records`): storage read and written
by the runner (:func:`web.ui.records.store.carry_out`), and a file to download."""

from __future__ import annotations

from dataclasses import dataclass

from web.ui.commands import Command
from web.ui.records.book import Result


@dataclass(frozen=True)
class ReadBook(Command):
    """Read the record and every saved game: answer ``BookRead``."""


@dataclass(frozen=True)
class KeepResults(Command):
    """Add ``results`` to the record kept on this device (those of games it has
    already are left out; ``imported``: from a file, whose games never take the place
    of those kept), and keep ``seen`` as the index of the saves looked at (None: as it
    is): answer ``BookKept``. A record in storage that cannot be read is left as it
    is, and nothing is written."""

    results: tuple[Result, ...]
    imported: bool = False
    seen: frozenset[str] | None = None


@dataclass(frozen=True)
class DownloadBook(Command):
    """Hand ``text`` to the browser to save as the file ``name``: answer ``Exported``."""

    name: str
    text: str


BookCommand = ReadBook | KeepResults
"""The record's commands on storage."""

RecordCommand = BookCommand | DownloadBook
"""Every command of the record."""
