"""The position of a game of Shangri-La in one small, quickly copied object.

Spaces are numbered ``village * 7 + discipline`` (both in board order) and hold
``0`` when empty, ``1 + colour`` for a master alone and ``5 + colour`` for a
master with its student, colours numbered in :data:`COLOURS` order.

>>> space_value("b", student=True), space_owner(6), space_has_student(6)
(6, 'b', True)
"""

from __future__ import annotations

from game.shangrila.board import COLOURS, DISCIPLINES, TILES_PER_DISCIPLINE, VILLAGES

VILLAGE_IDS = tuple(VILLAGES)
DISCIPLINE_IDS = tuple(DISCIPLINES)
COLOUR_IDS = tuple(COLOURS)
V_INDEX = {v: i for i, v in enumerate(VILLAGE_IDS)}
D_INDEX = {d: i for i, d in enumerate(DISCIPLINE_IDS)}
C_INDEX = {c: i for i, c in enumerate(COLOUR_IDS)}
STUDENT = 4  # added to a space's value when its master has a student


def space_value(colour: str, student: bool = False) -> int:
    """The value of a space holding ``colour``'s master (and its student)."""
    return 1 + C_INDEX[colour] + (STUDENT if student else 0)


def space_owner(value: int) -> str:
    """The colour of the tiles in a non-empty space."""
    return COLOUR_IDS[(value - 1) % 4]


def space_has_student(value: int) -> bool:
    """Whether a non-empty space's master has a student."""
    return value > STUDENT


class State:
    """Everything that changes during a game; ``copy()`` is cheap."""

    __slots__ = (
        "bridges",
        "moves",
        "passes",
        "phase",
        "placed",
        "spaces",
        "stones",
        "supply",
        "turn",
    )

    def __init__(self, seats: int, bridges: frozenset[str], stones: frozenset[str]) -> None:
        self.spaces = [0] * (len(VILLAGE_IDS) * 7)
        self.supply = [TILES_PER_DISCIPLINE] * (4 * 7)  # colour * 7 + discipline
        self.bridges = bridges  # replaced, never changed in place
        self.stones = stones  # replaced, never changed in place
        self.turn = 0  # seat index
        self.placed = [0] * seats  # per seat: bit mask of disciplines placed in setup
        self.phase = "setup"
        self.passes = 0  # passes in a row
        self.moves: list[str] | None = None  # cache of the legal moves

    def copy(self) -> State:
        clone = State.__new__(State)
        clone.spaces = self.spaces[:]
        clone.supply = self.supply[:]
        clone.bridges = self.bridges
        clone.stones = self.stones
        clone.turn = self.turn
        clone.placed = self.placed[:]
        clone.phase = self.phase
        clone.passes = self.passes
        clone.moves = self.moves
        return clone
