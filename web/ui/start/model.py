"""The start screen's state (:mod:`web.ui.start`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from web.ui.storage.messages import SavesListed


@dataclass(frozen=True)
class Start:
    """The start screen: the games, the saved games (once read: ``saves``) and the
    form; ``deleting`` is the save whose deletion waits for a yes; ``page`` the page
    of the list of every save on show (None: only the most recent ones)."""

    name: ClassVar[str] = "start"
    deleting: str | None = None
    saves: SavesListed | None = None
    page: int | None = None
