"""Tsuro moves in plain English, for a move log.

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

_TURNS = ("unturned", "turned once", "turned twice", "turned three times")


def describe(move: str, player: int, name: str | None = None) -> str:
    """A sentence saying what ``player`` (called ``name`` if given) did with the
    normalised ``move``."""
    who = f"Player {player}" if name is None else name
    kind, _, rest = move.partition(" ")
    if kind == "start":
        return f"{who} starts at {rest}"
    if kind == "play":
        number, rotation = rest.split("r")
        return f"{who} plays tile {number} {_TURNS[int(rotation)]}"
    if kind == "pass":
        return f"{who} passes, holding no tile"
    if kind == "swap":
        if rest == "none":
            return f"{who} keeps their hand"
        swaps = [pair.split(">") for pair in rest.split()]
        return f"{who} swaps " + " and ".join(f"tile {g} for {t}" for g, t in swaps)
    raise ValueError(f"not a Tsuro move: {move!r}")
