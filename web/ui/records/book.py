"""The results kept on this device: one line a finished game, counted by game, variant,
number of players and opponent, with streaks and a rating against the computers.

A result is kept once per game (its id), so a game counted twice (a reload, an import of
a file already imported) counts once. The book is kept as JSON under :data:`KEY`, and
exported and imported as the same text; anything read from outside is checked line by
line and limited before anything is kept.

>>> book = Book()
>>> book = book.add(Result("g1", "tsuro", "classic", 2, ("hard",), 1, "2026-11-27"))
>>> book = book.add(Result("g2", "tsuro", "classic", 2, ("hard",), 2, "2026-11-28"))
>>> book.add(book.results[0]) == book  # the same game again: counted once
True
>>> book.tally().played, book.tally().won, book.tally(opponent="hard").won
(2, 1, 1)
>>> read_book(book_json(book)) == book
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TypeGuard

from game.i18n import _
from web.ui.bounded import read_json
from web.ui.records.rating import Rating, rated

#: The storage key of the book.
KEY = "shangrila-tsuro/records"
#: The format's version, written in every book.
VERSION = 1
#: The most results kept (the oldest go first): about ten games a day for three years.
MAX_RESULTS = 10_000
#: A computer's level as an opponent; a person is ``person:<name>``.
LEVELS = ("easy", "medium", "hard")
#: Each level's fixed rating, per game, from the arena's win shares (docs/records.md):
#: Plackett-Luce strengths, whose pairwise odds are Elo's, Medium at 1500.
LEVEL_RATINGS: Mapping[str, Mapping[str, float]] = {
    "tsuro": {"easy": 1293.0, "medium": 1500.0, "hard": 1789.0},
    "shangrila": {"easy": 934.0, "medium": 1500.0, "hard": 1800.0},
}
#: A level's deviation: its rating is a measured fact, not a guess.
LEVEL_DEVIATION = 30.0
_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_OPPONENT = re.compile(r"(?:easy|medium|hard|person:[^\x00-\x1f]{1,40})")
_KINDS = {"tsuro": ("classic", "longest", "crossings", "open", "solo"), "shangrila": ("",)}


@dataclass(frozen=True)
class Result:
    """One finished game as the person at this device played it: the game's id, its
    kind and variant ("" for Shangri-La), the number of players, the opponents (each a
    level or ``person:<name>``), the place reached (1: won, shared places alike), the
    day it ended (ISO), and for a daily challenge its day and whether it was practice."""

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


@dataclass(frozen=True)
class Tally:
    """Games played and won, and the longest and the current run of wins."""

    played: int
    won: int
    best_streak: int
    streak: int


@dataclass(frozen=True)
class Book:
    """Every result kept, oldest first."""

    results: tuple[Result, ...] = ()
    _ids: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ids", frozenset(r.game for r in self.results))

    def add(self, result: Result) -> Book:
        """The book with ``result`` kept, unless its game is kept already."""
        return self if result.game in self._ids else _kept([*self.results, result])

    def __contains__(self, game: object) -> bool:
        """True if the game with this id is kept."""
        return game in self._ids

    def merged(self, other: Book) -> Book:
        """This book with the results of ``other`` it lacks (an import), by day."""
        new = {r.game: r for r in other.results if r.game not in self._ids}
        return _kept(sorted([*self.results, *new.values()], key=lambda r: r.day))

    def tally(self, **match: object) -> Tally:
        """The games whose fields equal ``match`` (e.g. ``kind="tsuro"``), and
        ``opponent=``: the games against that opponent among others."""
        opponent = match.pop("opponent", None)
        picked = [
            r
            for r in self.results
            if all(getattr(r, key) == value for key, value in match.items())
            and (opponent is None or opponent in r.opponents)
            and not r.practice
        ]
        best = run = 0
        for result in picked:
            run = run + 1 if result.won else 0
            best = max(best, run)
        return Tally(len(picked), sum(r.won for r in picked), best, run)

    def rating(self, kind: str) -> Rating:
        """The person's rating in ``kind`` against the computer levels: one period a
        day, each game a result against each computer at the table, scored by the share
        of the other seats the person finished ahead of (1 for a win, 0 for last).

        >>> won = Result("a", "shangrila", "", 3, ("medium", "medium"), 1, "2026-11-28")
        >>> round(Book((won,)).rating("shangrila").value) > 1500
        True
        """
        history = self.ratings(kind)
        return history[-1][1] if history else Rating()

    def ratings(self, kind: str) -> list[tuple[str, Rating]]:
        """The rating in ``kind`` after each day with a rated game, oldest first."""
        rating = Rating()
        by_day: dict[str, list[tuple[Rating, float]]] = {}
        for result in self.results:
            if result.kind != kind or result.practice or result.variant == "solo":
                continue
            computers = [o for o in result.opponents if o in LEVELS]
            if not computers:
                continue
            score = (result.players - result.place) / (result.players - 1)
            by_day.setdefault(result.day, []).extend(
                (Rating(LEVEL_RATINGS[kind][level], LEVEL_DEVIATION), score)
                for level in computers
            )
        history = []
        for day in sorted(by_day):
            rating = rated(rating, by_day[day])
            history.append((day, rating))
        return history

    def daily_streak(self, today: date) -> int:
        """The days in a row, up to ``today`` (or yesterday), with a daily challenge
        played for its score."""
        days = {r.daily for r in self.results if r.daily and not r.practice}
        day = today if today.isoformat() in days else today - timedelta(days=1)
        count = 0
        while day.isoformat() in days:
            count += 1
            day -= timedelta(days=1)
        return count


def book_json(book: Book) -> str:
    """The book as kept on this device and exported."""
    return json.dumps(
        {"v": VERSION, "results": [_result_json(r) for r in book.results]},
        separators=(",", ":"),
        ensure_ascii=False,
    )


def read_book(text: str | None) -> Book:
    """The book kept or imported (an empty one for nothing kept); a ValueError in the
    page's words for a text that is not one, so that nothing is kept from it."""
    if text is None:
        return Book()
    damaged = ValueError(_("This is not a record of games from this page."))
    try:
        data = read_json(text, MAX_RESULTS * 400, nesting=4)
    except ValueError:
        raise damaged from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise damaged
    entries = data.get("results")
    if not isinstance(entries, list) or len(entries) > MAX_RESULTS:
        raise damaged
    results: dict[str, Result] = {}
    for entry in entries:
        result = _read_result(entry)
        if result is None:
            raise damaged
        results.setdefault(result.game, result)
    return Book(tuple(results.values()))


def _kept(results: list[Result]) -> Book:
    """A book of ``results`` (each game once), the oldest past :data:`MAX_RESULTS` left."""
    return Book(tuple(results[-MAX_RESULTS:]))


def _result_json(result: Result) -> dict[str, object]:
    data: dict[str, object] = {
        "g": result.game, "k": result.kind, "va": result.variant, "n": result.players,
        "o": list(result.opponents), "p": result.place, "d": result.day,
    }
    if result.daily:
        data["dc"] = result.daily
    if result.practice:
        data["pr"] = True
    if result.score is not None:
        data["s"] = result.score
    return data


def _read_result(entry: object) -> Result | None:
    """A result read from outside, or None if any field is not one this page writes."""
    if not isinstance(entry, dict):
        return None
    game, kind, variant = entry.get("g"), entry.get("k"), entry.get("va")
    players, opponents, place = entry.get("n"), entry.get("o"), entry.get("p")
    day, daily = entry.get("d"), entry.get("dc", "")
    practice, score = entry.get("pr", False), entry.get("s")
    if not (
        isinstance(game, str) and _ID.fullmatch(game)
        and isinstance(kind, str) and kind in _KINDS
        and isinstance(variant, str) and variant in _KINDS[kind]
        and _count(players, 1, 8)
        and isinstance(opponents, list) and len(opponents) < 8
        and all(isinstance(o, str) and _OPPONENT.fullmatch(o) for o in opponents)
        and _count(place, 1, 8)
        and isinstance(day, str) and is_day(day)
        and isinstance(daily, str) and (daily == "" or is_day(daily))
        and isinstance(practice, bool)
        and (score is None or _count(score, 0, 1_000))
    ):
        return None
    return Result(game, kind, variant, players, tuple(opponents), place, day, daily,
                  practice, score)


def _count(value: object, low: int, high: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def is_day(text: str) -> bool:
    """True if ``text`` is a day as ISO writes it (``2026-11-28``)."""
    try:
        return len(text) == 10 and date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False

