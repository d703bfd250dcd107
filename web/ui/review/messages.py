"""What can happen in a review (:mod:`web.ui.review`): its buttons, and the answers to
its commands. :mod:`web.ui.messages` builds the page's unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class OpenReview:
    """Look back over the game on screen, move by move."""

    action: ClassVar[str] = "review"


@dataclass(frozen=True)
class ReviewSave:
    """Look back over the saved game ``record_id`` (opened at its last move)."""

    record_id: str


@dataclass(frozen=True)
class ReviewTo:
    """Show the position after move ``at`` of the game reviewed (0: before any)."""

    at: int


@dataclass(frozen=True)
class CloseReview:
    """Leave the review for the game as it stands."""

    action: ClassVar[str] = "review-close"


@dataclass(frozen=True)
class TryHere:
    """Open a sandbox from the position reviewed, to try another line."""

    action: ClassVar[str] = "try-here"


@dataclass(frozen=True)
class UndoTry:
    """Take back the sandbox's last move."""

    action: ClassVar[str] = "try-undo"


@dataclass(frozen=True)
class KeepTry:
    """Keep the sandbox's line as a new saved game."""

    action: ClassVar[str] = "try-keep"


@dataclass(frozen=True)
class DropTry:
    """Throw the sandbox away, back to the review."""

    action: ClassVar[str] = "try-drop"


@dataclass(frozen=True)
class CopyRecord:
    """Copy the game's record as text (its link, then one move a line)."""

    action: ClassVar[str] = "copy-record"


@dataclass(frozen=True)
class DownloadRecord:
    """Download the game's record as a text file."""

    action: ClassVar[str] = "download-record"


@dataclass(frozen=True)
class CopyReviewLink:
    """Copy a link that opens the review at the move shown."""

    action: ClassVar[str] = "review-link"


@dataclass(frozen=True)
class Analyse:
    """Run the computer's analysis over every position of the game under review."""

    action: ClassVar[str] = "analyse"


@dataclass(frozen=True)
class StopAnalysis:
    """Stop the analysis, keeping what it found so far."""

    action: ClassVar[str] = "analysis-stop"


@dataclass(frozen=True)
class ShowTurn:
    """Go to the position before turning point ``move`` and show the better move."""

    move: int


@dataclass(frozen=True)
class Analysed:
    """The analysis asked for with ``token`` searched position ``at``: the ``move`` the
    search would play there (None: the game is over) and each player's chance to
    win, ``(player, share)`` in turn order (players as text)."""

    token: int
    at: int
    move: str | None
    chances: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class AnalysisFailed:
    """The analysis asked for with ``token`` could not search (``reason``)."""

    token: int
    reason: str


@dataclass(frozen=True)
class RecordSent:
    """The outcome of copying (or downloading) a game's record: done or not."""

    done: bool
    download: bool


Plain = (
    OpenReview
    | CloseReview
    | TryHere
    | UndoTry
    | KeepTry
    | DropTry
    | CopyRecord
    | DownloadRecord
    | CopyReviewLink
    | Analyse
    | StopAnalysis
)
"""The review's buttons with nothing to say beyond their ``action``."""

OnScreen = Plain | ReviewTo | ShowTurn
"""The buttons of the review of the game on screen."""

Intent = OnScreen | ReviewSave
"""The review's buttons (a saved game's card opens a review, too)."""

Results = Analysed | AnalysisFailed | RecordSent
"""The world's answers to the review's commands."""
