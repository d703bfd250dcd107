"""What happens when a link arrives (:mod:`web.ui.arrival`): the page opened with an
address, the saved game of the same table found, and the answers to a link's
questions (which seat, which line of play). :mod:`web.ui.messages` builds the page's
unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.core import Game
from web.ui.links import Link
from web.ui.saved import Record


@dataclass(frozen=True)
class ChooseSeat:
    """A link's game: this device plays ``seat`` (None: all its people play here)."""

    seat: int | None


@dataclass(frozen=True)
class KeepBranch:
    """A link and the saved game went different ways: which one to keep."""

    which: Literal["mine", "theirs", "both"]


@dataclass(frozen=True)
class Opened:
    """The page was opened (or its address's fragment changed) with ``fragment``;
    ``problem`` says if the browser refuses to keep saves."""

    fragment: str
    problem: str = ""
    #: The browser asks for reduced motion: moves are marked, not animated.
    still: bool = False


@dataclass(frozen=True)
class LinkMatched:
    """The saved game of the same table as a link's (``mine``, None if there is none)."""

    link: Link
    game: Game
    theirs: Record
    mine: Record | None


Intent = ChooseSeat | KeepBranch
"""The answers to a link's questions."""

Arriving = Opened | LinkMatched
"""An address opened, and what storage holds of its table."""
