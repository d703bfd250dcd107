"""The daily challenge's mark on a saved game: the day whose challenge it is, whether it
is the day's scored attempt or practice, and, once a friend's link brought one, the
friend's game of the same challenge (shown beside this one once it is over).

The mark is kept in the save as ``"daily": {"v": 1, "day": "2026-11-28", "practice":
false, "rival": "<encoded game>"}`` (``rival`` only when there is one). A save without
``daily`` (every save made before the challenge) is not a challenge's. What is read is
checked: the version, a real day with a challenge, the flag, and that the saved game
and the friend's are both that day's challenge (the same options and seed); anything
else is a ValueError in the page's words.

>>> game = challenge("tsuro", date(2026, 11, 28)).start().encode()
>>> mark = Marker(date(2026, 11, 28), practice=False)
>>> marker_data(mark)
{'v': 1, 'day': '2026-11-28', 'practice': False}
>>> read_marker(marker_data(mark), game) == mark
True
>>> read_marker({"v": 2, "day": "2026-11-28", "practice": False}, game)
Traceback (most recent call last):
ValueError: its daily challenge mark was written by another version of the page
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from game import codec
from game.i18n import _
from web.ui.challenge import FIRST_DAY, challenge

#: The version of the mark's layout.
VERSION = 1
#: The longest friend's game kept (a link's limit: see web.ui.links.MAX_LENGTH).
RIVAL_LENGTH = 16_000
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: The games with a daily challenge, by their code in an encoded game.
KINDS = {"S": "shangrila", "T": "tsuro"}


@dataclass(frozen=True)
class Marker:
    """A saved game is ``day``'s challenge: its scored attempt, or ``practice``;
    ``rival`` is a friend's game of the same challenge (encoded), if a link brought one.
    ``friend``: the game is a friend's, opened to be looked back over and never saved
    (so never in the save's mark)."""

    day: date
    practice: bool
    rival: str | None = None
    friend: bool = False


def marker_data(marker: Marker) -> dict[str, object]:
    """The mark as the save keeps it (JSON data)."""
    data: dict[str, object] = {"v": VERSION, "day": marker.day.isoformat()}
    data["practice"] = marker.practice
    if marker.rival is not None:
        data["rival"] = marker.rival
    return data


def read_day(text: object) -> date:
    """A day with a challenge written as ``2026-11-28``; ValueError otherwise."""
    if not (isinstance(text, str) and _DAY.fullmatch(text)):
        raise ValueError(_("its day is not a date"))
    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise ValueError(_("its day is not a date")) from None
    if day < FIRST_DAY:
        raise ValueError(_("there was no daily challenge on {day}").format(day=text))
    return day


def kind_of_code(game: str) -> str:
    """The game (``"tsuro"`` or ``"shangrila"``) an encoded game is; ValueError for another."""
    kind = KINDS.get(codec.game_code(game))
    if kind is None:
        raise ValueError(_("it holds a game this page does not know"))
    return kind


def is_challenge(game: str, day: date) -> bool:
    """True if the encoded ``game`` is ``day``'s challenge of its kind (the same options
    and seed, whatever its moves); ValueError if it cannot be read at all."""
    version, header, _moves = codec.unpack(game, codec.game_code(game))
    return (version, tuple(header)) == _header(kind_of_code(game), day)


@lru_cache(maxsize=32)
def _header(kind: str, day: date) -> tuple[int, tuple[int, ...]]:
    """The encoding's version and header (options and seed) of ``day``'s challenge."""
    expected = challenge(kind, day).start().encode()
    version, header, _moves = codec.unpack(expected, codec.game_code(expected))
    return version, tuple(header)


def read_marker(data: object, game: str) -> Marker:
    """The mark of a save holding the encoded ``game``; ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(_("its daily challenge mark is not readable"))
    if data.get("v") != VERSION:
        raise ValueError(_("its daily challenge mark was written by another version of the page"))
    day, practice, rival = read_day(data.get("day")), data.get("practice"), data.get("rival")
    if not isinstance(practice, bool) or set(data) - {"v", "day", "practice", "rival"}:
        raise ValueError(_("its daily challenge mark is not readable"))
    if not is_challenge(game, day):
        raise ValueError(_("its game is not the daily challenge it claims to be"))
    if rival is not None:
        if not isinstance(rival, str) or len(rival) > RIVAL_LENGTH:
            raise ValueError(_("its friend’s game is not readable"))
        try:
            same = kind_of_code(rival) == kind_of_code(game) and is_challenge(rival, day)
        except ValueError:
            same = False
        if not same:
            raise ValueError(_("its friend’s game is not the same challenge"))
    return Marker(day, practice, rival)
