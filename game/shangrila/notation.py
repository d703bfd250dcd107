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
>>> describe("place RE", "r", "Ann", you=True)
'You place a master (Rainmaker) in village E'

:func:`news` says what else a move did: the stones it laid.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from game.core import IllegalMove, quote
from game.i18n import N_, _
from game.shangrila.board import DISCIPLINES, VILLAGES, discipline_name
from game.shangrila.journey import colour_name

if TYPE_CHECKING:
    from game.shangrila.engine import ShangriLa

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
            raise IllegalMove(_("write 'pass' alone, not {text}").format(text=quote(text.strip())))
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
            ).format(text=quote(text.strip()))
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


def describe(move: str, colour: str, name: str | None = None, *, you: bool = False) -> str:
    """``move`` (in the notation of ``legal_moves()``) played by ``colour``, in words
    in the player's language; with the player's ``name`` it starts ``"Ann: Red ..."``.
    With ``you``, it is said to that player, the person at this device, in the second
    person (``"You ..."``: neither colour nor name).

    >>> describe("journey EH", "y", "Ann", you=True)
    'You send the students of village E across the bridge to village H'
    """
    who = colour_name(colour)
    if name is not None:
        # Translators: a player's name and colour, e.g. "Ann: Red".
        who = _("{name}: {colour}").format(name=name, colour=who)
    match parse(move):
        case Place(discipline, village):
            return _say(
                you,
                # Translators: in the sentences of moves, {who} is a colour ("Red") or a
                # name and a colour ("Ann: Red"); {discipline} names a discipline ("Rainmaker").
                N_("{who} places a master ({discipline}) in village {village}"),
                # Translators: the sentences of moves that start with "You" are about the
                # person at this device: say them to that person, as the rest of the page does.
                N_("You place a master ({discipline}) in village {village}"),
                who=who,
                discipline=discipline_name(discipline),
                village=village,
            )
        case Recruit(((discipline, village),)):
            return _say(
                you,
                N_("{who} recruits a student ({discipline}) in village {village}"),
                N_("You recruit a student ({discipline}) in village {village}"),
                who=who,
                discipline=discipline_name(discipline),
                village=village,
            )
        case Recruit(masters):
            (first, first_village), (second, second_village) = masters
            return _say(
                you,
                N_(
                    "{who} recruits two students: {first} in village {first_village} "
                    "and {second} in village {second_village}"
                ),
                N_(
                    "You recruit two students: {first} in village {first_village} "
                    "and {second} in village {second_village}"
                ),
                who=who,
                first=discipline_name(first),
                first_village=first_village,
                second=discipline_name(second),
                second_village=second_village,
            )
        case Journey(origin, destination):
            return _say(
                you,
                N_(
                    "{who} sends the students of village {origin} across the bridge "
                    "to village {destination}"
                ),
                N_(
                    "You send the students of village {origin} across the bridge "
                    "to village {destination}"
                ),
                who=who,
                origin=origin,
                destination=destination,
            )
        case Pass():
            return _say(
                you,
                N_("{who} passes: no action is possible"),
                N_("You pass: no action is possible"),
                who=who,
            )


def news(
    before: ShangriLa, after: ShangriLa, names: Mapping[str, str], you: str | None = None
) -> list[str]:
    """What the move from ``before`` to ``after`` did beyond itself, in sentences for
    a move log: the stones a journey laid. ``names`` and ``you`` (the player at this
    device) are there to match Tsuro's :func:`game.tsuro.news`: no stone names a player.

    >>> from game.shangrila import decode
    >>> before = decode("S1.BFYBABkxPiwsNRUSJhELB0AOKx8SG3Dq1Ww")
    >>> after = before.copy()
    >>> after.play("journey JI")
    'journey JI'
    >>> news(before, after, {"r": "Ann", "b": "Bo", "y": "Cy"}, you="y")
    ['A stone now lies on village J.']
    """
    return [
        _("A stone now lies on village {village}.").format(village=village)
        for village in sorted(after.stones() - before.stones())
    ]


def _say(you: bool, said_of: str, said_to: str, **values: object) -> str:
    """The sentence ``said_of`` a player (third person) or, with ``you``, ``said_to``
    them (second person), translated, its placeholders filled in from ``values``."""
    return _(said_to if you else said_of).format(**values)
