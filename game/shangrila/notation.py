"""Moves as values: :func:`parse` reads a move's text, ``str(move)`` writes it back,
and :func:`describe` says it in plain words, for a move log.

>>> parse("  Recruit yf  re ")
Recruit(masters=(('R', 'E'), ('Y', 'F')))
>>> str(parse("  Recruit yf  re "))
'recruit RE YF'
>>> parse("journey EH").destination
'H'
>>> describe("place RE", "r")
'Red places a master (Rainmaker) in village E'
>>> describe("recruit RE YF", "b")
'Blue recruits two students: Rainmaker in village E and Yeti-Whisperer in village F'
>>> describe("recruit AB", "r", "Ann")
'Ann: Red recruits a student (Astrologer) in village B'
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
from game.i18n import _
from game.shangrila.board import DISCIPLINES, VILLAGES, discipline_name
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
            raise IllegalMove(_("write 'pass' alone, not {text}").format(text=repr(text.strip())))
        return Pass()
    if word == "journey":
        if len(args) != 1 or not _ROUTE.fullmatch(args[0]):
            raise IllegalMove(
                _("a journey names two neighbouring villages, from and to, e.g. 'journey EH'")
            )
        return Journey(args[0][0], args[0][1])
    if word not in ("place", "recruit"):
        raise IllegalMove(
            # Translators: the words in quotes are moves as typed: keep them in English.
            _(
                "{text} is not a move: write e.g. 'place RE', 'recruit RE YF', "
                "'journey EH' or 'pass'"
            ).format(text=repr(text.strip()))
        )
    if not args or not all(_TARGET.fullmatch(arg) for arg in args):
        raise IllegalMove(
            # Translators: {word} is the move's word as typed, "place" or "recruit".
            _(
                "{word} takes a discipline letter (R P Y A D H F) and a village letter "
                "(A-M), e.g. '{word} RE'"
            ).format(word=word)
        )
    if word == "place":
        if len(args) != 1:
            raise IllegalMove(_("place puts exactly one master on the board, e.g. 'place RE'"))
        return Place(args[0][0], args[0][1])
    if len(args) > 2:
        raise IllegalMove(_("recruit places one or two students"))
    return Recruit(tuple((arg[0], arg[1]) for arg in sorted(args)))


def describe(move: str, colour: str, name: str | None = None) -> str:
    """``move`` (in the notation of ``legal_moves()``) played by ``colour``, in words
    in the player's language; with the player's ``name`` it starts ``"Ann: Red ..."``."""
    who = colour_name(colour)
    if name is not None:
        # Translators: a player's name and colour, e.g. "Ann: Red".
        who = _("{name}: {colour}").format(name=name, colour=who)
    match parse(move):
        case Place(discipline, village):
            # Translators: in the sentences of moves, {who} is a colour ("Red") or a
            # name and a colour ("Ann: Red"); {discipline} names a discipline ("Rainmaker").
            return _("{who} places a master ({discipline}) in village {village}").format(
                who=who, discipline=discipline_name(discipline), village=village
            )
        case Recruit(((discipline, village),)):
            return _("{who} recruits a student ({discipline}) in village {village}").format(
                who=who, discipline=discipline_name(discipline), village=village
            )
        case Recruit(masters):
            (first, first_village), (second, second_village) = masters
            return _(
                "{who} recruits two students: {first} in village {first_village} "
                "and {second} in village {second_village}"
            ).format(
                who=who,
                first=discipline_name(first),
                first_village=first_village,
                second=discipline_name(second),
                second_village=second_village,
            )
        case Journey(origin, destination):
            return _(
                "{who} sends the students of village {origin} across the bridge "
                "to village {destination}"
            ).format(who=who, origin=origin, destination=destination)
        case Pass():
            return _("{who} passes: no action is possible").format(who=who)
