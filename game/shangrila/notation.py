"""Moves as values: :func:`parse` reads a move's text, ``str(move)`` writes it back,
and :func:`describe` says it in plain words, for a move log.

>>> parse("  Recruit yf  re ")
Recruit(masters=(('R', 'E'), ('Y', 'F')))
>>> str(parse("  Recruit yf  re "))
'recruit RE YF'
>>> parse("journey EH").destination
'H'
>>> describe("place RE", "r")
'Red places a Rainmaker master in village E'
>>> describe("recruit RE YF", "b")
'Blue recruits a Rainmaker student in village E and a Yeti-Whisperer student in village F'
>>> describe("place AB", "r")
'Red places an Astrologer master in village B'
>>> describe("journey EH", "y")
'Yellow sends the students of village E across the bridge to village H'
>>> describe("pass", "v")
'Violet passes: no action is possible'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from game.core import IllegalMove
from game.shangrila.board import DISCIPLINES, VILLAGES
from game.shangrila.journey import colour_name

_VILLAGES = "".join(VILLAGES)
_TARGET = re.compile(f"[{''.join(DISCIPLINES)}][{_VILLAGES}]")
_ROUTE = re.compile(f"[{_VILLAGES}]{{2}}")


@dataclass(frozen=True, slots=True)
class Place:
    """A master of ``discipline`` placed in ``village``: ``place RE``."""

    discipline: str
    village: str

    def __str__(self) -> str:
        return f"place {self.discipline}{self.village}"


@dataclass(frozen=True, slots=True)
class Recruit:
    """Students for one or two masters, each ``(discipline, village)``, in ascending
    order as :func:`parse` gives them: ``recruit RE YF``."""

    masters: tuple[tuple[str, str], ...]

    def __str__(self) -> str:
        return "recruit " + " ".join(d + v for d, v in self.masters)


@dataclass(frozen=True, slots=True)
class Journey:
    """The students of ``origin`` cross the bridge to ``destination``: ``journey EH``."""

    origin: str
    destination: str

    def __str__(self) -> str:
        return f"journey {self.origin}{self.destination}"


@dataclass(frozen=True, slots=True)
class Pass:
    """No action is possible: ``pass``."""

    def __str__(self) -> str:
        return "pass"


Move = Place | Recruit | Journey | Pass


@lru_cache(maxsize=4096)
def parse(text: str) -> Move:
    """The move ``text`` writes, whether legal now or not; IllegalMove if it is not
    readable. Words may be in any case and spaced at will; recruit's masters may
    come in any order.

    >>> parse("PLACE re")
    Place(discipline='R', village='E')
    >>> parse("pass now")
    Traceback (most recent call last):
    ...
    game.core.IllegalMove: write 'pass' alone, not 'pass now'
    """
    word, *args = text.split() or [""]
    word = word.lower()
    args = [arg.upper() for arg in args]
    if word == "pass":
        if args:
            raise IllegalMove(f"write 'pass' alone, not {text.strip()!r}")
        return Pass()
    if word == "journey":
        if len(args) != 1 or not _ROUTE.fullmatch(args[0]):
            raise IllegalMove(
                "a journey names two neighbouring villages, from and to, e.g. 'journey EH'"
            )
        return Journey(args[0][0], args[0][1])
    if word not in ("place", "recruit"):
        raise IllegalMove(
            f"{text.strip()!r} is not a move: write e.g. 'place RE', 'recruit RE YF', "
            "'journey EH' or 'pass'"
        )
    if not args or not all(_TARGET.fullmatch(arg) for arg in args):
        raise IllegalMove(
            f"{word} takes a discipline letter (R P Y A D H F) and a village letter "
            f"(A-M), e.g. '{word} RE'"
        )
    if word == "place":
        if len(args) != 1:
            raise IllegalMove("place puts exactly one master on the board, e.g. 'place RE'")
        return Place(args[0][0], args[0][1])
    if len(args) > 2:
        raise IllegalMove("recruit places one or two students")
    return Recruit(tuple((arg[0], arg[1]) for arg in sorted(args)))


def describe(move: str, colour: str, name: str | None = None) -> str:
    """``move`` (in the notation of ``legal_moves()``) played by ``colour``, in words;
    with the player's ``name`` it starts ``"Ann: Red ..."``."""
    who = colour_name(colour) if name is None else f"{name}: {colour_name(colour)}"
    match parse(move):
        case Place(discipline, village):
            return f"{who} places {_tile(discipline, village, 'master')}"
        case Recruit(masters):
            return f"{who} recruits " + " and ".join(_tile(d, v, "student") for d, v in masters)
        case Journey(origin, destination):
            return (
                f"{who} sends the students of village {origin} across the bridge "
                f"to village {destination}"
            )
        case Pass():
            return f"{who} passes: no action is possible"


def _tile(discipline: str, village: str, kind: str) -> str:
    name = DISCIPLINES[discipline]
    article = "an" if name[0] in "AEIOU" else "a"
    return f"{article} {name} {kind} in village {village}"
