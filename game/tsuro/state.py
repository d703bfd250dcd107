"""The whole position of a Tsuro game in one quickly copied object."""

from __future__ import annotations

import random

from game.tsuro.paths import Section

HAND_SIZE = 3


def rng(seed: int, count: int) -> random.Random:
    """The random source of a game's ``count``-th shuffle (0 is the deal).

    Seeded from text, so the same on every Python (CPython, Pyodide).
    """
    return random.Random(f"tsuro/{seed}/{count}")


class State:
    """Board, pawns, hands, pile, dragon and turn; everything :class:`Tsuro` plays on.

    ``board``: a tile code (``number * 4 + rotation``) or -1 per square;
    ``pawns``: a place code (``square * 8 + point``) or -1 per player;
    ``hands``: tile numbers per player, in the order received; ``pile``: the next tile drawn is
    last; ``out``: players in order of elimination; ``pending``: the eliminated
    players whose hands the mover may swap with (elimination bonus), else empty;
    ``moves``: the legal moves once worked out, else None (a cache, left out of
    equality; whatever changes the position sets it back to None).
    """

    __slots__ = (
        "board",
        "dragon",
        "fates",
        "hands",
        "moves",
        "out",
        "pawns",
        "pending",
        "phase",
        "pile",
        "placed",
        "shuffles",
        "trails",
        "turn",
        "won",
    )

    def __init__(self, hands: list[list[int]], pile: list[int]) -> None:
        players = len(hands)
        self.board = [-1] * 36
        self.pawns = [-1] * players
        self.hands = hands
        self.pile = pile
        self.dragon: int | None = None
        self.out: list[int] = []
        self.fates: list[tuple[str, str] | None] = [None] * players
        self.trails: list[tuple[Section, ...]] = [()] * players
        self.turn = 0
        self.phase = "start"
        self.won: list[int] = []
        self.placed = 0
        self.shuffles = 0
        self.pending: tuple[int, ...] = ()
        self.moves: list[str] | None = None

    def copy(self) -> State:
        """A copy that moves can change without changing this state: tuples and
        strings inside are shared, never changed, and so are the hands, ``out``,
        ``fates`` and ``won``, which the engine replaces rather than changes in place."""
        other = State.__new__(State)
        other.board = self.board[:]
        other.pawns = self.pawns[:]
        other.hands = self.hands[:]
        other.pile = self.pile[:]
        other.dragon = self.dragon
        other.out = self.out
        other.fates = self.fates
        other.trails = self.trails[:]
        other.turn = self.turn
        other.phase = self.phase
        other.won = self.won
        other.placed = self.placed
        other.shuffles = self.shuffles
        other.pending = self.pending
        other.moves = self.moves  # replaced, never changed in place
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        compared = (name for name in State.__slots__ if name != "moves")
        return all(getattr(self, name) == getattr(other, name) for name in compared)

    __hash__ = None  # type: ignore[assignment]  # unhashable: it changes (typeshed wants a method)

    def alive(self) -> list[int]:
        """Players whose pawn is on the board, in turn order."""
        return [p for p, code in enumerate(self.pawns) if code >= 0]

    def next_alive(self, player: int) -> int:
        """The first player after ``player`` clockwise whose pawn is on the board."""
        count = len(self.pawns)
        for step in range(1, count + 1):
            other = (player + step) % count
            if self.pawns[other] >= 0:
                return other
        return player
