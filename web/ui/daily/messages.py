"""What can happen to the daily challenge (:mod:`web.ui.daily`): its buttons, and the
answer to sharing a result. :mod:`web.ui.messages` builds the page's unions from the
ones here."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import ClassVar

from web.ui.daily.kept import Kept


@dataclass(frozen=True)
class OpenDaily:
    """Show today's challenges (from the start screen)."""

    action: ClassVar[str] = "daily"


@dataclass(frozen=True)
class CloseDaily:
    """Leave the daily challenge for the start screen."""

    action: ClassVar[str] = "daily-close"


@dataclass(frozen=True)
class ShowDay:
    """Show the challenges of ``day`` (``2026-11-28``), from the calendar or a game."""

    day: str


@dataclass(frozen=True)
class PlayDaily:
    """Play the shown day's challenge of ``game``: its scored attempt, continued if under
    way, or practice once it is over."""

    game: str


@dataclass(frozen=True)
class Practise:
    """Play the shown day's challenge of ``game`` again, as practice."""

    game: str


@dataclass(frozen=True)
class ShareDaily:
    """Copy (or share) the result of the shown day's scored attempt of ``game``: a
    short text and the link that opens the same challenge."""

    game: str


@dataclass(frozen=True)
class ReviewRival:
    """Look back over the friend's game of the shown day's challenge of ``game``."""

    game: str


@dataclass(frozen=True)
class DailyShared:
    """The outcome of sharing the result of ``game``: its link's address, and whether
    it was copied."""

    game: str
    url: str
    done: bool


@dataclass(frozen=True)
class DailyRead:
    """What this device keeps of the daily challenges (``problem``: why it could not be
    read, or why a change was not kept)."""

    kept: Kept
    problem: str = ""


@dataclass(frozen=True)
class ComputersChecked:
    """The computer players replayed a friend's ``game`` of ``kind``'s challenge of
    ``day``: ``at`` is its first computer's move that is not the day's computer's (-1:
    none); ``problem``: why they could not."""

    kind: str
    day: date
    game: str
    at: int
    problem: str = ""


Plain = OpenDaily | CloseDaily
"""The daily challenge's buttons with nothing to say beyond their name."""

Intent = Plain | ShowDay | PlayDaily | Practise | ShareDaily | ReviewRival
"""The daily challenge's buttons."""

Results = DailyShared | DailyRead | ComputersChecked
"""The answers to the daily challenge's commands."""
