"""What can happen with the puzzles (:mod:`web.ui.puzzles`): their buttons, and
storage's answer about the puzzles solved on this device. :mod:`web.ui.messages`
builds the page's unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class ShowPuzzles:
    """The list of ``game``'s puzzles, of ``theme`` only (""; every theme), at ``page``
    (the first is 0), of difficulty ``level`` only (""; every one)."""

    game: str
    theme: str = ""
    page: int = 0
    level: str = ""


@dataclass(frozen=True)
class OpenPuzzle:
    """Open ``game``'s puzzle ``puzzle`` (its id)."""

    game: str
    puzzle: str


@dataclass(frozen=True)
class DailyPuzzle:
    """Open the puzzle of the day of ``game``."""

    game: str


@dataclass(frozen=True)
class PuzzleHint:
    """Show the puzzle's next hint."""

    action: ClassVar[str] = "puzzle-hint"


@dataclass(frozen=True)
class GiveUp:
    """Show the puzzle's answer."""

    action: ClassVar[str] = "puzzle-give-up"


@dataclass(frozen=True)
class NextPuzzle:
    """Open the next puzzle of the list the puzzle on screen came from."""

    action: ClassVar[str] = "puzzle-next"


@dataclass(frozen=True)
class LineOn:
    """Play the next move of the search's line on the board (once solved or shown)."""

    action: ClassVar[str] = "puzzle-line-on"


@dataclass(frozen=True)
class LineBack:
    """Take the last move of the search's line back off the board."""

    action: ClassVar[str] = "puzzle-line-back"


@dataclass(frozen=True)
class CopyPuzzleLink:
    """Copy the link to the puzzle on screen."""

    action: ClassVar[str] = "puzzle-copy-link"


@dataclass(frozen=True)
class BackToPuzzles:
    """Leave the puzzle on screen for its list."""

    action: ClassVar[str] = "puzzle-list"


@dataclass(frozen=True)
class LeavePuzzles:
    """Leave the puzzles for the start screen."""

    action: ClassVar[str] = "puzzles-close"


@dataclass(frozen=True)
class SolvedRead:
    """The puzzles solved on this device, as storage holds them (``problem``: why the
    entry could not be read, then none)."""

    solved: frozenset[str]
    problem: str = ""


Plain = (
    PuzzleHint
    | GiveUp
    | NextPuzzle
    | LineOn
    | LineBack
    | CopyPuzzleLink
    | BackToPuzzles
    | LeavePuzzles
)
"""The puzzles' buttons with nothing to say beyond their ``action``."""

Intent = Plain | ShowPuzzles | OpenPuzzle | DailyPuzzle
"""The puzzles' buttons."""

Results = SolvedRead
"""Storage's answers to the puzzles' commands."""
