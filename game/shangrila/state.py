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
VILLAGE_COUNT = len(VILLAGE_IDS)
SPACES = VILLAGE_COUNT * 7  # space village * 7 + discipline
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
    moves are read from, as bit masks (integers) that every move keeps up to date
    (:meth:`survey` works them out anew):

    - ``filled``: bit ``space`` for every occupied space;
    - ``alone``: bit ``colour * SPACES + space`` for each master without a student;
    - ``present``, ``schooled``: bit ``colour * VILLAGE_COUNT + village`` where the
      colour has a master, a student;
    - ``stocked``: bit ``colour * 7 + discipline`` while that supply holds a tile;
    - ``open``: bit ``village`` for every village without a stone;

    and ``routes``: per village, the journey moves from it over its intact bridges.
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
        self.spaces = [0] * SPACES
        self.supply = [TILES_PER_DISCIPLINE] * (4 * 7)  # colour * 7 + discipline
        self.bridges = bridges  # replaced, never changed in place
        self.stones = stones  # replaced, never changed in place
        self.turn = 0  # seat index
        self.placed = [0] * seats  # per seat: bit mask of disciplines placed in setup
        self.phase = "setup"
        self.passes = 0  # passes in a row
        self.moves: list[str] | None = None  # cache of the legal moves
        self.filled = self.alone = self.present = self.schooled = self.stocked = self.open = 0
        self.routes: tuple[tuple[str, ...], ...] = ()  # replaced, never changed in place
        self.survey()

    def survey(self) -> None:
        """Work out the masks and routes anew from the spaces, supplies, bridges and
        stones (after these were written directly)."""
        self.filled = self.alone = self.present = self.schooled = 0
        for v in range(VILLAGE_COUNT):
            self.survey_village(v)
        self.stocked = sum(1 << i for i, tiles in enumerate(self.supply) if tiles)
        self.open = sum(1 << v for v, name in enumerate(VILLAGE_IDS) if name not in self.stones)
        self.routes = tuple(
            tuple(move for bridge, move in ROUTES[v] if bridge in self.bridges)
            for v in range(VILLAGE_COUNT)
        )

    def survey_village(self, v: int) -> None:
        """Work out the masks of village ``v`` anew from its spaces."""
        filled, alone, present, schooled = self.filled, self.alone, self.present, self.schooled
        base = v * 7
        filled &= ~(127 << base)
        for c in range(4):
            alone &= ~(127 << c * SPACES + base)
            present &= ~(1 << c * VILLAGE_COUNT + v)
            schooled &= ~(1 << c * VILLAGE_COUNT + v)
        for space in range(base, base + 7):
            value = self.spaces[space]
            if value:
                c = (value - 1) % 4
                filled |= 1 << space
                present |= 1 << c * VILLAGE_COUNT + v
                if value > STUDENT:
                    schooled |= 1 << c * VILLAGE_COUNT + v
                else:
                    alone |= 1 << c * SPACES + space
        self.filled, self.alone, self.present, self.schooled = filled, alone, present, schooled

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
        clone.alone = self.alone
        clone.present = self.present
        clone.schooled = self.schooled
        clone.stocked = self.stocked
        clone.open = self.open
        clone.routes = self.routes
        return clone
