"""What happens to the saved games (:mod:`web.ui.storage`): the list of saves on the
start screen (continued, deleted, paged), a save read or made, and storage's answers
(a save refused, another tab's change, a copy saved, a solo result kept).
:mod:`web.ui.messages` builds the page's unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import Game
from web.ui.commands import Opening
from web.ui.saved import Record


@dataclass(frozen=True)
class Continue:
    """Open the saved game ``record_id`` where it was left."""

    record_id: str


#: What :class:`AskDelete` asks about to delete every damaged save listed (neither an
#: id, which is a number, nor a storage key, which begins with the saves' prefix).
EVERY_DAMAGED = "damaged"


@dataclass(frozen=True)
class AskDelete:
    """Ask before deleting the save with this id (or storage key, if damaged; or
    :data:`EVERY_DAMAGED`: every damaged one)."""

    key: str


@dataclass(frozen=True)
class ConfirmDelete:
    """Yes, delete the save asked about."""

    action: ClassVar[str] = "delete-yes"


@dataclass(frozen=True)
class KeepSave:
    """No, keep the save asked about."""

    action: ClassVar[str] = "delete-no"


@dataclass(frozen=True)
class ShowSaves:
    """Show the list of every saved game at ``page`` (the first is 0)."""

    page: int


@dataclass(frozen=True)
class FewerSaves:
    """Show only the most recent saved games again."""

    action: ClassVar[str] = "fewer-saves"


@dataclass(frozen=True)
class SaveAsNew:
    """Keep the game on screen as a new save (its own was replaced elsewhere)."""

    action: ClassVar[str] = "save-as-new"


@dataclass(frozen=True)
class SavesListed:
    """The saved games as storage holds them: readable ones newest first, and
    ``(key, reason)`` for each damaged one."""

    records: tuple[Record, ...]
    problems: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class RecordMade:
    """A new save for ``game`` got an id no stored entry uses (not yet written)."""

    record: Record
    game: Game
    opening: Opening


@dataclass(frozen=True)
class Loaded:
    """A saved game read from storage (``record`` None: ``problem`` says why not);
    ``resumed``: it was the game a reload comes back to."""

    record: Record | None
    problem: str = ""
    resumed: bool = False
    #: It was read to be reviewed.
    review: bool = False


@dataclass(frozen=True)
class SaveFailed:
    """Storage refused to keep a record (full or blocked); ``stored`` is the version
    that storage still holds (None if it holds none)."""

    stored: int | None


@dataclass(frozen=True)
class SaveRefused:
    """Save ``tried`` was not written in place of version ``replaces`` (None: a new
    save) because another tab changed its place: ``newer`` is what storage holds now
    (None: deleted there, or unreadable: ``problem``)."""

    tried: Record
    replaces: int | None
    newer: Record | None
    problem: str = ""


@dataclass(frozen=True)
class CopySaved:
    """A game was saved anew, as ``record`` (a new id)."""

    record: Record


@dataclass(frozen=True)
class DeleteRefused:
    """A save was not deleted: another tab had put another game in its place."""


@dataclass(frozen=True)
class StorageChanged:
    """Another tab changed the entry under ``key`` in storage (None: it cleared all)."""

    key: str | None = None


@dataclass(frozen=True)
class StoredNow:
    """What storage holds now in the place of the game on screen: ``record``, or None
    (deleted, or unreadable: ``problem`` says why)."""

    record: Record | None
    problem: str = ""


@dataclass(frozen=True)
class SoloKept:
    """A solo result of Tsuro was kept: the best with ``pawns`` pawns before it (None:
    none)."""

    pawns: int
    best: int | None


Plain = ConfirmDelete | KeepSave | FewerSaves | SaveAsNew
"""Its buttons with nothing to say beyond their name."""

Intent = Continue | AskDelete | ShowSaves
"""Its buttons with an argument."""

OnScreen = SaveAsNew
"""Its button in the game on screen's menu."""

Saves = (
    Continue
    | Loaded
    | RecordMade
    | SavesListed
    | AskDelete
    | ConfirmDelete
    | KeepSave
    | ShowSaves
    | FewerSaves
)
"""The saved games listed, read, made, continued or deleted
(:func:`web.ui.storage.update.saves`)."""

Stored = SaveFailed | SaveRefused | CopySaved | StorageChanged | StoredNow | DeleteRefused
"""Storage's answers about the game on screen, and other tabs' changes
(:func:`web.ui.storage.update.stored`)."""
