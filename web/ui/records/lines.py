"""One line of the record: :class:`Result`, a finished game as the person at this device
played it, and its text as kept and exported, read back only if it keeps its game's
rules (:func:`read_result`).

A line from outside (a file, or storage any page of this site can write) is read field
by field: each field of a kind this page writes, and together a game that can be
played: as many players as the game allows, a place among them, one opponent per other
player (each a computer level or a person's name of at most 40 characters), a solo only
in Tsuro and with no opponent, a real day, not after the ``latest`` day when given
(tomorrow in UTC: a day as the device counts it, east of UTC, may be a day ahead).

>>> line = result_json(Result("1-a", "tsuro", "classic", 2, ("hard",), 1, "2026-11-28"))
>>> read_result(line) is not None
True
>>> read_result({**line, "p": 3}) is None, read_result({**line, "n": 1}) is None
(True, True)
>>> read_result(line, latest="2026-11-27") is None  # a day still to come
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import TypeGuard

from game.levels import LEVELS

#: Each game's variants ("" for Shangri-La's one game), and the players it takes.
VARIANTS: Mapping[str, tuple[str, ...]] = {
    "tsuro": ("classic", "longest", "crossings", "open", "solo"),
    "shangrila": ("",),
}
PLAYERS: Mapping[str, tuple[int, int]] = {"tsuro": (2, 8), "shangrila": (3, 4)}
#: Tsuro's tiles: a solo's score (tiles placed) is at most this.
TILES = 35
_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
#: An opponent: a computer's level, or ``person:<name>``.
_OPPONENT = re.compile(rf"(?:{'|'.join(LEVELS)}|person:[^\x00-\x1f\x7f]{{1,40}})")


@dataclass(frozen=True)
class Result:
    """One finished game as the person at this device played it: the game's id, its
    kind and variant ("" for Shangri-La), the number of players (in a solo: pawns), the
    opponents (each a level or ``person:<name>``), the place reached (1: won, shared
    places alike), the day it ended (ISO), and for a daily challenge its day and
    whether it was practice."""

    game: str
    kind: str
    variant: str
    players: int
    opponents: tuple[str, ...]
    place: int
    day: str
    daily: str = ""
    practice: bool = False
    #: The score where the game has one beyond the place (Tsuro's solo: tiles placed).
    score: int | None = None

    @property
    def won(self) -> bool:
        return self.place == 1

    @property
    def solo(self) -> bool:
        return self.variant == "solo"


def result_json(result: Result) -> dict[str, object]:
    """The line as kept and exported."""
    data: dict[str, object] = {
        "g": result.game,
        "k": result.kind,
        "va": result.variant,
        "n": result.players,
        "o": list(result.opponents),
        "p": result.place,
        "d": result.day,
    }
    if result.daily:
        data["dc"] = result.daily
    if result.practice:
        data["pr"] = True
    if result.score is not None:
        data["s"] = result.score
    return data


def read_result(entry: object, latest: str | None = None) -> Result | None:
    """A line read from outside, or None if any field is not one this page writes or
    the game it tells could not have been played (days after ``latest`` too)."""
    if not isinstance(entry, dict):
        return None
    game, kind, variant = entry.get("g"), entry.get("k"), entry.get("va")
    players, opponents, place = entry.get("n"), entry.get("o"), entry.get("p")
    day, daily = entry.get("d"), entry.get("dc", "")
    practice, score = entry.get("pr", False), entry.get("s")
    if not (
        isinstance(game, str)
        and _ID.fullmatch(game)
        and isinstance(kind, str)
        and kind in VARIANTS
        and isinstance(variant, str)
        and variant in VARIANTS[kind]
        and _count(players, *PLAYERS[kind])
        and isinstance(opponents, list)
        and all(isinstance(o, str) and _OPPONENT.fullmatch(o) for o in opponents)
        and _count(place, 1, players)
        and isinstance(day, str)
        and _day(day, latest)
        and isinstance(daily, str)
        and (daily == "" or _day(daily, latest))
        and isinstance(practice, bool)
        and (daily or not practice)
        and (score is None or _count(score, 0, TILES))
    ):
        return None
    if variant == "solo":
        if opponents or place > 2:
            return None
    elif len(opponents) != players - 1 or score is not None:
        return None
    return Result(
        game, kind, variant, players, tuple(opponents), place, day, daily, practice, score
    )


def _count(value: object, low: int, high: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _day(text: str, latest: str | None) -> bool:
    return is_day(text) and (latest is None or text <= latest)


def is_day(text: str) -> bool:
    """True if ``text`` is a day as ISO writes it (``2026-11-28``)."""
    try:
        return len(text) == 10 and date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False
