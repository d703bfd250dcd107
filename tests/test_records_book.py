"""The record of games on this device: each game once, counts, streaks, a rating, and
files from outside checked before anything is kept."""

import json
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web.ui.records.book import (
    MAX_RESULTS,
    Book,
    Result,
    book_json,
    read_book,
)


def result(n: int, place: int = 1, **fields: object) -> Result:
    base: dict[str, object] = {
        "game": f"g{n}", "kind": "tsuro", "variant": "classic", "players": 2,
        "opponents": ("hard",), "place": place, "day": f"2026-11-{n % 28 + 1:02d}",
    }
    return Result(**{**base, **fields})  # type: ignore[arg-type]


def test_counts_by_game_variant_players_and_opponent() -> None:
    book = Book()
    for n, (place, fields) in enumerate([
        (1, {}),
        (2, {}),
        (1, {"variant": "longest"}),
        (1, {"kind": "shangrila", "variant": "", "players": 3,
             "opponents": ("medium", "medium")}),
        (2, {"opponents": ("person:Bo",)}),
    ]):
        book = book.add(result(n, place, **fields))
    assert book.tally().played == 5 and book.tally().won == 3
    assert book.tally(kind="tsuro", variant="classic").played == 3
    assert book.tally(players=3).won == 1
    assert book.tally(opponent="person:Bo").played == 1
    assert book.tally(opponent="hard").won == 2


def test_streaks_of_wins_and_of_daily_challenges() -> None:
    places = [1, 1, 2, 1, 1, 1]
    book = Book()
    for n, place in enumerate(places):
        book = book.add(result(n, place))
    tally = book.tally()
    assert (tally.best_streak, tally.streak) == (3, 3)
    daily = Book()
    for n, day in enumerate(["2026-11-25", "2026-11-26", "2026-11-27"]):
        daily = daily.add(result(n, daily=day, day=day))
    assert daily.daily_streak(date(2026, 11, 28)) == 3  # today's not played yet
    assert daily.daily_streak(date(2026, 11, 29)) == 0
    practice = daily.add(result(9, daily="2026-11-28", day="2026-11-28", practice=True))
    assert practice.daily_streak(date(2026, 11, 28)) == 3  # practice does not count
    assert practice.tally().played == 3


def test_the_rating_rises_with_wins_against_hard_and_falls_with_losses() -> None:
    wins = Book()
    losses = Book()
    for n in range(10):
        wins = wins.add(result(n, 1))
        losses = losses.add(result(n, 2))
    assert wins.rating("tsuro").value > 1789 > 1500 > losses.rating("tsuro").value
    assert wins.rating("tsuro").deviation < 350
    assert Book().rating("tsuro").value == 1500
    people = Book((result(1, opponents=("person:Bo",)),))
    assert people.rating("tsuro").value == 1500  # only games against computers count


def test_export_and_import_keep_every_result_once() -> None:
    book = Book()
    for n in range(5):
        book = book.add(result(n, 1 + n % 2, score=n if n % 2 else None))
    text = book_json(book)
    assert read_book(text) == book
    other = Book((result(7), result(1)))
    merged = other.merged(read_book(text))
    assert merged.tally().played == 6
    assert merged.merged(book) == merged


@pytest.mark.parametrize(
    "text",
    [
        "", "[]", "{}", '{"v": 2, "results": []}', '{"v": 1, "results": {}}',
        "[" * 50_000,
        '{"v": 1, "results": [{"g": "x"}]}',
        json.dumps({"v": 1, "results": [{**json.loads(book_json(Book((result(1),))))
                                         ["results"][0], "p": 0}]}),
        json.dumps({"v": 1, "results": [{**json.loads(book_json(Book((result(1),))))
                                         ["results"][0], "o": ["robot"]}]}),
        json.dumps({"v": 1, "results": [{**json.loads(book_json(Book((result(1),))))
                                         ["results"][0], "d": "2026-02-30"}]}),
        json.dumps({"v": 1, "results": [{**json.loads(book_json(Book((result(1),))))
                                         ["results"][0], "n": True}]}),
    ],
)
def test_a_damaged_file_is_refused_in_words(text: str) -> None:
    with pytest.raises(ValueError, match="not a record of games"):
        read_book(text)


def test_the_oldest_results_go_past_the_limit() -> None:
    book = Book(tuple(result(n) for n in range(MAX_RESULTS)))
    book = book.add(result(MAX_RESULTS))
    assert len(book.results) == MAX_RESULTS and book.results[0].game == "g1"


@given(st.lists(st.tuples(st.integers(0, 30), st.integers(1, 2)), max_size=40))
def test_any_book_reads_back_as_written(games: list[tuple[int, int]]) -> None:
    book = Book()
    for n, place in games:
        book = book.add(result(n, place))
    assert read_book(book_json(book)) == book
    assert book.tally().played == len({n for n, _ in games})
