"""Tsuro moves as values: :func:`parse` reads a move's text, ``str(move)`` writes
it back, and :func:`describe` says it in plain words, for a move log.

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
>>> describe("play 17r0", 0, name="Ann", you=True)
'You play tile 17 unturned'

:func:`news` says what else a move did: pawns out, the dragon tile changing hands.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from game.core import IllegalMove, quote
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.tsuro.engine import Tsuro

#: The sentence of a play, by the tile's rotation: said of a player, and to the
#: player at this device.
_PLAYS = (
    (N_("{who} plays tile {tile} unturned"), N_("You play tile {tile} unturned")),
    (N_("{who} plays tile {tile} turned once"), N_("You play tile {tile} turned once")),
    (N_("{who} plays tile {tile} turned twice"), N_("You play tile {tile} turned twice")),
    (
        N_("{who} plays tile {tile} turned three times"),
        N_("You play tile {tile} turned three times"),
    ),
)
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
            raise IllegalMove(_("write 'pass' alone, not {text}").format(text=quote(text.strip())))
        return Pass()
    if word == "start":
        if len(args) != 1 or not _PLACE.fullmatch(args[0]):
            raise IllegalMove(
                _("write a start mark like 'start a1.0', not {text}").format(
                    text=quote(text.strip())
                )
            )
        return Start(args[0])
    if word == "play":
        found = _PLAY.fullmatch(args[0]) if len(args) == 1 else None
        if found is None:
            raise IllegalMove(
                _("write a tile and its rotation 0..3 like 'play 17r2', not {text}").format(
                    text=quote(text)
                )
            )
        return Play(_number(found[1]), int(found[2]))
    if word == "swap":
        if args == ["none"]:
            return Swap(())
        pairs = [found.groups() for arg in args if (found := _PAIR.fullmatch(arg))]
        if not args or len(pairs) < len(args):
            raise IllegalMove(_("write swaps like 'swap 7>21 12>30', or 'swap none'"))
        give = sorted(_number(given) for given, _taken in pairs)
        take = sorted(_number(taken) for _given, taken in pairs)
        return Swap(tuple(zip(give, take, strict=True)))
    raise IllegalMove(
        # Translators: the words in quotes are moves as typed: keep them in English.
        _(
            "{text} is not a move: write e.g. 'start a1.0', 'play 17r2', "
            "'swap 7>21 12>30', 'swap none' or 'pass'"
        ).format(text=quote(text.strip()))
    )


def _number(digits: str) -> int:
    """The number written in ASCII ``digits``; IllegalMove if it is too long to be a tile."""
    if len(digits.lstrip("0")) > 9:
        raise IllegalMove(_("there is no tile with {count} digits").format(count=len(digits)))
    return int(digits)


def describe(move: str, player: int, name: str | None = None, *, you: bool = False) -> str:
    """A sentence, in the player's language, saying what ``player`` (called ``name``
    if given) did with the normalised ``move``; with ``you``, said to that player, the
    person at this device, in the second person (``name`` is then not used).

    >>> describe("swap 7>21", 1, you=True)
    'You swap tile 7 for 21'
    """
    who = _("Player {number}").format(number=player) if name is None else name
    match parse(move):
        case Start(mark):
            return _say(
                you,
                # Translators: in the sentences of moves, {who} is a player's name or
                # "Player 2"; {mark} is a start mark as typed ("a1.0").
                N_("{who} starts at {mark}"),
                # Translators: the sentences of moves and news that start with "You" are
                # about the person at this device: say them to that person, as the rest of
                # the page does.
                N_("You start at {mark}"),
                who=who,
                mark=mark,
            )
        case Play(tile, rotation):
            return _say(you, *_PLAYS[rotation], who=who, tile=tile)
        case Pass():
            return _say(
                you,
                N_("{who} passes, holding no tile"),
                N_("You pass, holding no tile"),
                who=who,
            )
        case Swap(pairs):
            if not pairs:
                return _say(you, N_("{who} keeps their hand"), N_("You keep your hand"), who=who)
            swaps = [_("tile {given} for {taken}").format(given=g, taken=t) for g, t in pairs]
            if len(swaps) == 1:
                return _say(
                    you, N_("{who} swaps {swap}"), N_("You swap {swap}"), who=who, swap=swaps[0]
                )
            return _say(
                you,
                N_("{who} swaps {swaps} and {last}"),
                N_("You swap {swaps} and {last}"),
                who=who,
                swaps=", ".join(swaps[:-1]),
                last=swaps[-1],
            )


def news(
    before: Tsuro, after: Tsuro, names: Mapping[int, str], you: int | None = None
) -> list[str]:
    """What the move from ``before`` to ``after`` did beyond itself, in sentences for
    a move log: pawns that left the board, and the dragon tile changing hands.
    ``names`` names every player; ``you`` is the player at this device, if any, told
    in the second person.

    >>> from game.tsuro import decode
    >>> before = decode("T1.AwIAeBkYnxiIyw")
    >>> before.history
    ['start f6.5', 'start f6.4']
    >>> after = before.copy()
    >>> after.play("play 11r0")
    'play 11r0'
    >>> news(before, after, {0: "Ann", 1: "Bo"})
    ['Bo is out: off the edge at f6.3.']
    >>> news(before, after, {0: "Ann", 1: "Bo"}, you=1)
    ['You are out: off the edge at f6.3.']
    """
    said = []
    for player in after.players:
        out = after.elimination(player)
        if out is not None and before.elimination(player) is None:
            why, at = out
            if why == "edge":
                text = _say(
                    player == you,
                    N_("{name} is out: off the edge at {square}."),
                    N_("You are out: off the edge at {square}."),
                    name=names[player],
                    square=at,
                )
            else:
                text = _say(
                    player == you,
                    N_("{name} is out: in a collision at {square}."),
                    N_("You are out: in a collision at {square}."),
                    name=names[player],
                    square=at,
                )
            said.append(text)
    if after.dragon != before.dragon:
        if after.dragon is None:
            said.append(_("The dragon tile goes back beside the board."))
        else:
            said.append(
                _say(
                    after.dragon == you,
                    N_("{name} now holds the dragon tile."),
                    N_("You now hold the dragon tile."),
                    name=names[after.dragon],
                )
            )
    return said


def _say(you: bool, said_of: str, said_to: str, **values: object) -> str:
    """The sentence ``said_of`` a player (third person) or, with ``you``, ``said_to``
    them (second person), translated, its placeholders filled in from ``values``."""
    return _(said_to if you else said_of).format(**values)
