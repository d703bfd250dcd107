"""Tsuro moves as values: :func:`parse` reads a move's text, ``str(move)`` writes
it back, and :func:`describe` says it in plain English, for a move log.

>>> parse(" PLAY 17R2 ")
Play(tile=17, rotation=2)
>>> str(parse("swap 12>30 7>21"))
'swap 7>21 12>30'
>>> describe("play 17r2", 1)
'Player 1 plays tile 17 turned twice'
>>> describe("start a1.0", 0)
'Player 0 starts at a1.0'
>>> describe("start a1.0", 0, name="Ann")
'Ann starts at a1.0'
>>> describe("swap 7>21 12>30", 2)
'Player 2 swaps tile 7 for 21 and tile 12 for 30'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game.core import IllegalMove

_TURNS = ("unturned", "turned once", "turned twice", "turned three times")
_PLACE = re.compile(r"[a-f][1-6]\.[0-7]")
_PLAY = re.compile(r"([0-9]+)r([0-3])")
_PAIR = re.compile(r"([0-9]+)>([0-9]+)")


@dataclass(frozen=True, slots=True)
class Start:
    """The pawn goes on start mark ``mark``: ``start a1.0``."""

    mark: str

    def __str__(self) -> str:
        return f"start {self.mark}"


@dataclass(frozen=True, slots=True)
class Play:
    """Tile ``tile`` laid turned ``rotation`` quarter turns clockwise: ``play 17r2``."""

    tile: int
    rotation: int

    def __str__(self) -> str:
        return f"play {self.tile}r{self.rotation}"


@dataclass(frozen=True, slots=True)
class Swap:
    """The answer to the elimination bonus: ``(given, taken)`` tile pairs, the given
    tiles ascending paired with the taken tiles ascending as :func:`parse` gives them:
    ``swap 7>21 12>30``; no pairs is ``swap none``."""

    pairs: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        if not self.pairs:
            return "swap none"
        return "swap " + " ".join(f"{give}>{take}" for give, take in self.pairs)


@dataclass(frozen=True, slots=True)
class Pass:
    """A player holding no tile passes: ``pass``."""

    def __str__(self) -> str:
        return "pass"


Move = Start | Play | Swap | Pass


@lru_cache(maxsize=4096)
def parse(text: str) -> Move:
    """The move ``text`` writes, whether legal now or not; IllegalMove if it is not
    readable. Words may be in any case and spaced at will; numbers are ASCII digits.

    >>> parse("swap none")
    Swap(pairs=())
    >>> parse("play ²r0")
    Traceback (most recent call last):
    ...
    game.core.IllegalMove: write a tile and its rotation 0..3 like 'play 17r2', not 'play ²r0'
    """
    word, *args = text.lower().split() or [""]
    if word == "pass":
        if args:
            raise IllegalMove(f"write 'pass' alone, not {text.strip()!r}")
        return Pass()
    if word == "start":
        if len(args) != 1 or not _PLACE.fullmatch(args[0]):
            raise IllegalMove(f"write a start mark like 'start a1.0', not {text.strip()!r}")
        return Start(args[0])
    if word == "play":
        found = _PLAY.fullmatch(args[0]) if len(args) == 1 else None
        if found is None:
            raise IllegalMove(f"write a tile and its rotation 0..3 like 'play 17r2', not {text!r}")
        return Play(_number(found[1]), int(found[2]))
    if word == "swap":
        if args == ["none"]:
            return Swap(())
        pairs = [found.groups() for arg in args if (found := _PAIR.fullmatch(arg))]
        if not args or len(pairs) < len(args):
            raise IllegalMove("write swaps like 'swap 7>21 12>30', or 'swap none'")
        give = sorted(_number(given) for given, _ in pairs)
        take = sorted(_number(taken) for _, taken in pairs)
        return Swap(tuple(zip(give, take, strict=True)))
    raise IllegalMove(
        f"{text.strip()!r} is not a move: write e.g. 'start a1.0', 'play 17r2', "
        "'swap 7>21 12>30', 'swap none' or 'pass'"
    )


def _number(digits: str) -> int:
    """The number written in ASCII ``digits``; IllegalMove if it is too long to be a tile."""
    if len(digits.lstrip("0")) > 9:
        raise IllegalMove(f"there is no tile with {len(digits)} digits")
    return int(digits)


def describe(move: str, player: int, name: str | None = None) -> str:
    """A sentence saying what ``player`` (called ``name`` if given) did with the
    normalised ``move``."""
    who = f"Player {player}" if name is None else name
    match parse(move):
        case Start(mark):
            return f"{who} starts at {mark}"
        case Play(tile, rotation):
            return f"{who} plays tile {tile} {_TURNS[rotation]}"
        case Pass():
            return f"{who} passes, holding no tile"
        case Swap(pairs):
            if not pairs:
                return f"{who} keeps their hand"
            return f"{who} swaps " + " and ".join(f"tile {g} for {t}" for g, t in pairs)
