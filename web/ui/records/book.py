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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta

from game.i18n import _
from web.ui.bounded import read_json
from web.ui.records.lines import Result, is_day, read_result, result_json
from web.ui.records.rating import Rating, rated

__all__ = [
    "KEY",
    "MAX_RESULTS",
    "Book",
    "Merge",
    "Result",
    "Tally",
    "book_json",
    "is_day",
    "read_book",
]

#: The storage key of the book.
KEY = "shangrila-tsuro/records"
#: The format's version, written in every book.
VERSION = 1
#: The most results kept: about ten games a day for three years.
MAX_RESULTS = 10_000
#: Each level's fixed rating, per game, from the arena's win shares (docs/records.md):
#: Plackett-Luce strengths, whose pairwise odds are Elo's, Medium at 1500.
LEVEL_RATINGS: Mapping[str, Mapping[str, float]] = {
    "tsuro": {"easy": 1293.0, "medium": 1500.0, "hard": 1789.0},
    "shangrila": {"easy": 934.0, "medium": 1500.0, "hard": 1800.0},
}
#: A level's deviation: its rating is a measured fact, not a guess.
LEVEL_DEVIATION = 30.0


@dataclass(frozen=True)
class Tally:
    """Games played and won, and the longest and the current run of wins."""

    played: int
    won: int
    best_streak: int
    streak: int


@dataclass(frozen=True)
class Merge:
    """What a merge did: the ``book`` after it, the games ``added``, the scored daily
    challenges of a game and day already scored that were kept as ``practice``, the new
    games ``left_out`` for want of room, and the oldest kept games ``let_go``."""

    book: Book
    added: int
    practice: int = 0
    left_out: int = 0
    let_go: int = 0


@dataclass(frozen=True)
class Book:
    """Every result kept, oldest first."""

    results: tuple[Result, ...] = ()
    _ids: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ids", frozenset(r.game for r in self.results))

    def add(self, result: Result) -> Book:
        """The book with ``result`` kept, unless its game is kept already (the oldest
        game let go if the book is full)."""
        return self.merged(Book((result,)), make_room=True).book

    def __contains__(self, game: object) -> bool:
        """True if the game with this id is kept."""
        return game in self._ids

    def merged(self, other: Book, *, make_room: bool = False) -> Merge:
        """This book with the results of ``other`` it lacks, by day. What is kept
        stays: past :data:`MAX_RESULTS`, the new results are left out, the oldest of
        them first (``make_room``: the oldest kept are let go instead, for a game just
        played). A scored daily challenge of a game and day already scored here is
        kept as practice: the one kept first stays the day's score."""
        ids, new = set(self._ids), []
        for result in other.results:
            if result.game not in ids:
                ids.add(result.game)
                new.append(result)
        room = max(MAX_RESULTS - len(self.results), 0)
        left_out = 0 if make_room else max(len(new) - room, 0)
        if left_out:
            new = sorted(new, key=lambda r: r.day)[left_out:]
        scored = {(r.kind, r.daily) for r in self.results if r.daily and not r.practice}
        new, practice = _one_scored_daily(new, scored)
        results = sorted([*self.results, *new], key=lambda r: r.day)
        let_go = max(len(results) - MAX_RESULTS, 0)
        book = Book(tuple(results[let_go:]))
        added = sum(r.game in book for r in new)
        return Merge(book, added, practice, left_out, let_go)

    def tally(self, **match: object) -> Tally:
        """The games whose fields equal ``match`` (e.g. ``kind="tsuro"``), and
        ``opponent=``: the games against that opponent among others."""
        opponent = match.pop("opponent", None)
        return _tally(
            r
            for r in self.results
            if all(getattr(r, key) == value for key, value in match.items())
            and (opponent is None or opponent in r.opponents)
            and not r.practice
        )

    def tallies(self, kind: str, keys: Callable[[Result], Iterable[str]]) -> dict[str, Tally]:
        """Each key's tally among the games of ``kind`` (practice aside), in one pass
        over the book: a game counts once for each key ``keys`` gives it."""
        counts: dict[str, list[int]] = {}
        for result in self.results:
            if result.kind != kind or result.practice:
                continue
            for key in set(keys(result)):
                played, won, best, run = counts.setdefault(key, [0, 0, 0, 0])
                run = run + 1 if result.won else 0
                counts[key] = [played + 1, won + result.won, max(best, run), run]
        return {key: Tally(*figures) for key, figures in counts.items()}

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
        """The rating in ``kind`` after each day with a rated game, oldest first. Any
        line gives a finite rating: a game of fewer than two players is not rated, and
        a score is always between 0 and 1."""
        rating = Rating()
        by_day: dict[str, list[tuple[Rating, float]]] = {}
        levels = LEVEL_RATINGS.get(kind, {})
        for result in self.results:
            if result.kind != kind or result.practice or result.solo or result.players < 2:
                continue
            computers = [o for o in result.opponents if o in levels]
            if not computers:
                continue
            share = (result.players - result.place) / (result.players - 1)
            score = min(max(share, 0.0), 1.0)
            by_day.setdefault(result.day, []).extend(
                (Rating(levels[level], LEVEL_DEVIATION), score) for level in computers
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
        {"v": VERSION, "results": [result_json(r) for r in book.results]},
        separators=(",", ":"),
        ensure_ascii=False,
    )


def read_book(text: str | None, latest: str | None = None) -> Book:
    """The book kept or imported (an empty one for nothing kept); a ValueError in the
    page's words for a text that is not one, or that holds a line that is not a game
    this page could have kept (one played after the ``latest`` day, if given), so that nothing
    is kept from it. Of two scored daily challenges of one game and day, the first
    stays scored and the other is practice (see :meth:`Book.merged`)."""
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
    for number, entry in enumerate(entries, 1):
        result = read_result(entry, latest)
        if result is None:
            raise ValueError(
                _("Game {n} in it is not one this page could have kept.").format(n=number)
            )
        results.setdefault(result.game, result)
    return Book(tuple(_one_scored_daily(list(results.values()), set())[0]))


def _tally(results: Iterable[Result]) -> Tally:
    played = won = best = run = 0
    for result in results:
        played, won = played + 1, won + result.won
        run = run + 1 if result.won else 0
        best = max(best, run)
    return Tally(played, won, best, run)


def _one_scored_daily(
    results: list[Result], scored: set[tuple[str, str]]
) -> tuple[list[Result], int]:
    """``results`` with each scored daily challenge of a game and day in ``scored`` or
    met before made practice; and how many were."""
    kept, made = [], 0
    for result in results:
        if result.daily and not result.practice:
            if (result.kind, result.daily) in scored:
                result, made = replace(result, practice=True), made + 1
            scored.add((result.kind, result.daily))
        kept.append(result)
    return kept, made
