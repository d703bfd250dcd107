"""A link waiting for the player's answer (:mod:`web.ui.arrival`): the screens that
ask which seat is theirs and which line of play to keep."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import Game
from web.ui.links import Link
from web.ui.saved import Record


@dataclass(frozen=True)
class Arrival:
    """A link waiting for the player's choice, its game and the new save it would be."""

    link: Link
    game: Game
    theirs: Record


@dataclass(frozen=True)
class SeatChoice:
    """A link to a new game asks which of its people plays on this device."""

    name: ClassVar[str] = "seat"
    arrival: Arrival


@dataclass(frozen=True)
class BranchChoice:
    """A link and the saved game ``mine`` went different ways: which one to keep. At a
    live table the game came from another device (``sender``: its seats' names, in
    words) and went its own way from move ``at`` (each of its moves from there signed)."""

    name: ClassVar[str] = "branch"
    arrival: Arrival
    mine: Record
    sender: str = ""
    at: int = 0
