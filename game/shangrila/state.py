"""The position of a game of Shangri-La in one small, quickly copied object.

Spaces are numbered ``village * 7 + discipline`` (both in board order) and hold
``0`` when empty, ``1 + colour`` for a master alone and ``5 + colour`` for a
master with its student, colours numbered in :data:`COLOURS` order.

>>> space_value("b", student=True), space_owner(6), space_has_student(6)
(6, 'b', True)
"""

from __future__ import annotations

from game.shangrila.board import BRIDGES, COLOURS, DISCIPLINES, TILES_PER_DISCIPLINE, VILLAGES

VILLAGE_IDS = tuple(VILLAGES)
DISCIPLINE_IDS = tuple(DISCIPLINES)
COLOUR_IDS = tuple(COLOURS)
V_INDEX = {v: i for i, v in enumerate(VILLAGE_IDS)}
D_INDEX = {d: i for i, d in enumerate(DISCIPLINE_IDS)}
C_INDEX = {c: i for i, c in enumerate(COLOUR_IDS)}
STUDENT = 4  # added to a space's value when its master has a student
#: Per village (board order): each bridge touching it (in board order) with the
#: journey over it, written as the notation writes it.
ROUTES = tuple(
    tuple((b, f"journey {v}{b.replace(v, '')}") for b in BRIDGES if v in b) for v in VILLAGE_IDS
)


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
    """Everything that changes during a game; ``copy()`` is cheap.

    Beside the spaces, supplies, bridges and stones it keeps what the legal
    moves are read from, kept up to date by every move (see :meth:`survey`):

    - ``filled``: bit ``space`` set for every occupied space;
    - ``alone[colour]``: bit ``space`` set for each of the colour's masters without
      a student;
    - ``present[colour]``, ``schooled[colour]``: bit ``village`` set where the
      colour has a master, a student;
    - ``stocked[colour]``: bit ``discipline`` set while its supply holds a tile;
    - ``open``: bit ``village`` set for every village without a stone;
    - ``routes[village]``: the journey moves from the village over its intact
      bridges.
    """

    __slots__ = (
        "alone",
        "bridges",
        "filled",
        "moves",
        "open",
        "passes",
        "phase",
        "placed",
        "present",
        "routes",
        "schooled",
        "spaces",
        "stocked",
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
        self.filled = 0
        self.alone = [0] * 4
        self.present = [0] * 4
        self.schooled = [0] * 4
        self.stocked = [0] * 4
        self.open = 0
        self.routes: tuple[tuple[str, ...], ...] = ()  # replaced, never changed in place
        self.survey()

    def survey(self) -> None:
        """Work out the masks, the open villages and the routes anew from the spaces,
        supplies, bridges and stones (after they were written directly)."""
        self.filled = 0
        self.alone = [0] * 4
        self.present = [0] * 4
        self.schooled = [0] * 4
        for v in range(len(VILLAGE_IDS)):
            self.survey_village(v)
        self.stocked = [sum(1 << d for d in range(7) if self.supply[c * 7 + d]) for c in range(4)]
        self.open = sum(
            1 << v for v, village in enumerate(VILLAGE_IDS) if village not in self.stones
        )
        self.routes = tuple(
            tuple(move for bridge, move in ROUTES[v] if bridge in self.bridges)
            for v in range(len(VILLAGE_IDS))
        )

    def survey_village(self, v: int) -> None:
        """Work out the masks of village ``v`` anew from its spaces."""
        base, bit = v * 7, 1 << v
        block = 127 << base
        self.filled &= ~block
        alone, present, schooled = self.alone, self.present, self.schooled
        for c in range(4):
            alone[c] &= ~block
            present[c] &= ~bit
            schooled[c] &= ~bit
        for space in range(base, base + 7):
            value = self.spaces[space]
            if value:
                c = (value - 1) % 4
                self.filled |= 1 << space
                present[c] |= bit
                if value > STUDENT:
                    schooled[c] |= bit
                else:
                    alone[c] |= 1 << space

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
        clone.filled = self.filled
        clone.alone = self.alone[:]
        clone.present = self.present[:]
        clone.schooled = self.schooled[:]
        clone.stocked = self.stocked[:]
        clone.open = self.open
        clone.routes = self.routes
        return clone
