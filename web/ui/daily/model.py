"""The daily challenge's screen and what it shows: each game's attempts of a day, read
from the saved games' marks (:mod:`web.ui.daily_mark`), and a game's score in words.

The first game started of a day's challenge is its scored attempt; any later one is
practice, and so is every game of a day this device keeps as played for its score
(:mod:`web.ui.daily.kept`: the scored attempt's save deleted, or played ahead of its
time). A friend's game that came in a link is kept at once in that entry, shown once
this device's scored attempt of its day is over, and kept in that attempt's mark.

>>> from web.ui.challenge import challenge
>>> game = challenge("tsuro", date(2026, 11, 28)).start()
>>> score(game)
'not finished'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import ClassVar

import game as engines
from game.core import Game
from game.i18n import N_, _, ngettext
from game.shangrila import ShangriLa
from game.tsuro import Tsuro
from web.ui.daily.kept import Kept
from web.ui.daily_mark import kind_of_code
from web.ui.saved import Record
from web.ui.session import ending_of

#: The games with a daily challenge, in the order the screen shows them.
GAMES = ("tsuro", "shangrila")


@dataclass(frozen=True)
class Daily:
    """The daily challenge's screen: the challenges of ``day`` (``today`` is the last
    day the calendar offers), the saves of daily challenges once read (``saves``), what
    this device keeps of the daily challenges once read (``kept``: the days played and
    the friends' games); ``shared``: the game whose result was just shared, and its
    link's address."""

    name: ClassVar[str] = "daily"
    day: date
    today: date
    saves: tuple[Record, ...] | None = None
    kept: Kept | None = None
    shared: tuple[str, str] | None = None

    def friends(self, kind: str) -> tuple[str, ...]:
        """The friends' games of the shown day's challenge of ``kind`` (none of them a
        game of this device's)."""
        if self.kept is None:
            return ()
        own = {record.game for record in self.saves or ()}
        return tuple(g for g in self.kept.brought(kind, self.day) if g not in own)

    def scored(self, kind: str) -> Record | None:
        """The save of the shown day's scored attempt of ``kind`` (None: none, or its
        day was played ahead of its time, which is never scored)."""
        if self.saves is None or (self.kept and self.kept.played(kind, self.day) == "ahead"):
            return None
        return attempts(self.saves, kind, self.day).scored

    def held_back(self, kind: str) -> str | None:
        """What the entry says of the shown day's scored attempt of ``kind`` when no
        save of it is here: ``"started"`` or ``"over"`` (its save deleted: the day
        stays played), ``"ahead"`` (played before its day: not scored); None if the
        save is here or nothing was played."""
        if self.kept is None or self.saves is None:
            return None
        state = self.kept.played(kind, self.day)
        if state == "ahead":
            return state
        return state if attempts(self.saves, kind, self.day).scored is None else None


@dataclass(frozen=True)
class Attempts:
    """A day's attempts of one game on this device: its scored one (None: not played
    yet) and how many practice games."""

    scored: Record | None
    practice: int = 0


def takes_back(record: Record) -> bool:
    """False for a daily challenge's scored attempt, whose moves are never taken back
    (else a lost game could be played again from before the loss), and for a friend's
    game looked back over; True otherwise."""
    return record.daily is None or (record.daily.practice and not record.daily.friend)


def friends(record: Record) -> bool:
    """True for a friend's game of a daily challenge, opened to be looked back over."""
    return record.daily is not None and record.daily.friend


def held(record: Record, game: Game) -> bool:
    """True while ``game`` is a daily challenge's scored attempt under way: no hint,
    undo, sandbox or analysis then (practice has them all)."""
    return not takes_back(record) and ending_of(record, game) is None


HELD = N_(
    "No hints, undo, analysis or links to the game during the scored attempt: practise after it."
)
"""Why a scored attempt under way offers none of them, said where they would be."""
FRIENDS = N_("This is your friend’s game: looked back over here, never played or saved as yours.")
"""Why a friend's game offers no undo and is not saved, said where undo would be."""


def attempts(records: Iterable[Record], kind: str, day: date) -> Attempts:
    """The attempts of ``kind``'s challenge of ``day`` among ``records``: the first
    scored one counts (should two tabs have started one each)."""
    scored: list[Record] = []
    practice = 0
    for record in records:
        mark = record.daily
        if mark is None or mark.day != day or kind_of_code(record.game) != kind:
            continue
        if mark.practice:
            practice += 1
        else:
            scored.append(record)
    first = min(scored, key=lambda r: (r.date, int(r.id)), default=None)
    return Attempts(first, practice)


@lru_cache(maxsize=64)
def played(encoded: str) -> Game:
    """The game of a saved daily challenge, replayed once (not to be changed)."""
    return engines.decode(encoded)


def score(game: Game) -> str:
    """A daily challenge's result in words: Tsuro's tiles placed of 35 with both pawns,
    Shangri-La's place of the first seat and its masters ("not finished" before the
    end)."""
    if not game.is_over():
        return _("not finished")
    if isinstance(game, Tsuro):
        placed = game.placed_count()
        if game.winners():
            return _("all 35 tiles placed with {pawns} pawns: solved").format(
                pawns=len(game.players)
            )
        return ngettext(
            "{n} tile of 35 placed with {pawns} pawns",
            "{n} tiles of 35 placed with {pawns} pawns",
            placed,
        ).format(n=placed, pawns=len(game.players))
    if isinstance(game, ShangriLa):
        return _shangrila_score(game)
    raise ValueError(f"no daily challenge for {type(game).__name__}")


def _shangrila_score(game: ShangriLa) -> str:
    """The first seat's place (ties share it) and masters, at a finished game's end."""
    scores, presence = game.scores(), game.presence()
    mine = game.colours[0]
    ours = (scores[mine], presence[mine])
    place = 1 + sum((scores[c], presence[c]) > ours for c in game.colours)
    masters = ngettext("{n} master", "{n} masters", scores[mine]).format(n=scores[mine])
    return _("place {place} of {players}, {masters}").format(
        place=place, players=len(game.colours), masters=masters
    )
