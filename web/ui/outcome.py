"""What a converted feature's update gives back to the core (docs/architecture.md, "The
cut"): an :class:`Outcome`, its own screen as it is now, its commands, what happened
(the notice or the alert), and, when it leaves its screen, where to (a :data:`Go`).
Only the core (:mod:`web.ui.update.screens`) sets the page's screen.

>>> Outcome(None, go=GoStart()).go
GoStart(page=None)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from game.core import Game
from web.ui.commands import Command, Opening
from web.ui.saved import Record
from web.ui.session import Session

S = TypeVar("S", covariant=True)


@dataclass(frozen=True)
class GoStart:
    """Back to the start screen (its saved games at ``page``)."""

    page: int | None = None


@dataclass(frozen=True)
class GoGame:
    """To ``session``'s game, at the screen of its player to move."""

    session: Session


@dataclass(frozen=True)
class GoOpen:
    """To ``record``'s ``game``, opened and saved as ``opening`` says (the start screen
    and its words for the failure if it cannot be)."""

    record: Record
    game: Game
    opening: Opening
    #: The commands carried out only if it cannot be opened.
    or_else: tuple[Command, ...] = ()


@dataclass(frozen=True)
class GoClosed:
    """To the start screen, the game on screen dropped as it is, nothing of it saved
    (deleted in another tab, or no longer readable)."""


#: Where a feature's screen is left for: the core chooses the screen.
Go = GoStart | GoGame | GoOpen | GoClosed


#: What became of the game on screen, for the core to carry on: ``"moved"``, moves
#: were played or taken back (what follows a move is called); ``"turn"``, who plays the
#: turn may have changed (a computer's move is asked for if this device plays it now).
Carry = Literal["moved", "turn"]


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """A feature's update done: its ``screen`` now (None: the page shows another, left
    as it is), its ``commands``, the ``notice`` or ``alert`` it says (None: as they
    were), what the core carries on for the game on screen (``follow``, after the
    commands) and, to leave its screen, where to (``go``, which wins over ``screen``)."""

    screen: S
    commands: list[Command] = field(default_factory=list)
    notice: str | None = None
    alert: str | None = None
    go: Go | None = None
    follow: Carry | None = None
