"""The day's challenge of each game, the same for everyone on a given date (UTC), made
from the date alone, so that it needs no server and works offline.

- Tsuro: the day's solo deal, with :data:`SOLO_PAWNS` pawns, scored as any solo game
  (the tiles placed, all 35 a win).
- Shangri-La: the day's table of three from a random start drawn from the date, the
  player first against two Medium computers, which play the same moves to the same
  moves for everyone (a bot's move depends on the game and its seed alone).

>>> day = date(2026, 11, 28)
>>> challenge("tsuro", day) == challenge("tsuro", day)
True
>>> challenge("tsuro", day).seed != challenge("tsuro", day + timedelta(days=1)).seed
True
>>> challenge("tsuro", day).start().options["variant"]
'solo'
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from game.core import Game
from web.ui.games import GAMES, OptionValue

#: The pawns of the day's Tsuro solo.
SOLO_PAWNS = 2
#: The computers of the day's Shangri-La table (the player takes the first seat).
SHANGRILA_SEATS = ("person", "medium", "medium")
#: The first day with a challenge; the calendar offers no earlier one.
FIRST_DAY = date(2026, 11, 1)
#: What the day's seed is drawn from, so that another project's dates give other deals.
_SALT = "shangrila-tsuro daily"


@dataclass(frozen=True)
class Challenge:
    """One game's challenge on one day: its table and seed."""

    kind: str
    day: date
    players: int
    seats: tuple[str, ...]
    options: Mapping[str, OptionValue] = field(hash=False)
    seed: int
    colours: str = ""

    def start(self) -> Game:
        """The challenge's game, before its first move."""
        return GAMES[self.kind].start(self.colours, self.players, self.options, self.seed)


def today(now: datetime) -> date:
    """The challenge's date at ``now``: the date in UTC, the same everywhere at once.

    >>> from datetime import timezone
    >>> today(datetime(2026, 11, 28, 23, 30, tzinfo=timezone(timedelta(hours=-5))))
    datetime.date(2026, 11, 29)
    """
    return now.astimezone(UTC).date()


def day_seed(kind: str, day: date) -> int:
    """The day's seed for a game (0 to 2**32 - 1): from a hash of the date, so that
    neighbouring days give unrelated deals.

    >>> day_seed("tsuro", date(2026, 11, 28)) == day_seed("tsuro", date(2026, 11, 28))
    True
    """
    digest = hashlib.sha256(f"{_SALT}/{kind}/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def challenge(kind: str, day: date) -> Challenge:
    """The challenge of game ``kind`` on ``day``; ValueError for a day out of range
    (before :data:`FIRST_DAY`)."""
    if day < FIRST_DAY:
        raise ValueError(f"no challenge before {FIRST_DAY.isoformat()}")
    seed = day_seed(kind, day)
    defaults = GAMES[kind].defaults()
    if kind == "tsuro":
        options = {**defaults, "variant": "solo"}
        return Challenge(kind, day, SOLO_PAWNS, ("person",) * SOLO_PAWNS, options, seed)
    if kind == "shangrila":
        options = {**defaults, "start": "random"}
        players = len(SHANGRILA_SEATS)
        colours = "".join(GAMES[kind].colours)[:players]
        return Challenge(kind, day, players, SHANGRILA_SEATS, options, seed, colours)
    raise ValueError(f"no daily challenge for {kind!r}")


def days(until: date, count: int) -> list[date]:
    """The last ``count`` days with a challenge up to ``until``, latest first (for the
    calendar of earlier days).

    >>> days(date(2026, 11, 3), 7)
    [datetime.date(2026, 11, 3), datetime.date(2026, 11, 2), datetime.date(2026, 11, 1)]
    """
    return [
        until - timedelta(days=back)
        for back in range(count)
        if until - timedelta(days=back) >= FIRST_DAY
    ]
