"""Moves in plain words, for a move log.

>>> describe("place RE", "r")
'Red places a Rainmaker master in village E'
>>> describe("recruit RE YF", "b")
'Blue recruits a Rainmaker student in village E and a Yeti-Whisperer student in village F'
>>> describe("journey EH", "y")
'Yellow sends the students of village E across the bridge to village H'
>>> describe("pass", "v")
'Violet passes: no action is possible'
"""

from __future__ import annotations

from game.shangrila.board import DISCIPLINES
from game.shangrila.journey import colour_name


def describe(move: str, colour: str, name: str | None = None) -> str:
    """``move`` (in the notation of ``legal_moves()``) played by ``colour``, in words;
    with the player's ``name`` it starts ``"Ann: Red ..."``."""
    word, *args = move.split()
    who = colour_name(colour) if name is None else f"{name}: {colour_name(colour)}"
    if word == "place":
        return f"{who} places {_tile(args[0], 'master')}"
    if word == "recruit":
        return f"{who} recruits " + " and ".join(_tile(target, "student") for target in args)
    if word == "journey":
        origin, destination = args[0]
        return (
            f"{who} sends the students of village {origin} across the bridge "
            f"to village {destination}"
        )
    if word == "pass":
        return f"{who} passes: no action is possible"
    raise ValueError(f"not a move of this game: {move!r}")


def _tile(target: str, kind: str) -> str:
    return f"a {DISCIPLINES[target[0]]} {kind} in village {target[1]}"
