"""The record of games on this device: each game once, counts, streaks, a rating, and
files from outside checked before anything is kept."""

import json
import math
import random
from collections.abc import Iterator
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web.ui.records import view
from web.ui.records.book import (
    MAX_RESULTS,
    Book,
    Result,
    book_json,
    read_book,
)
from web.ui.records.model import Records


def result(n: int, place: int = 1, **fields: object) -> Result:
    base: dict[str, object] = {
        "game": f"g{n}",
        "kind": "tsuro",
        "variant": "classic",
        "players": 2,
        "opponents": ("hard",),
        "place": place,
        "day": f"2026-11-{n % 28 + 1:02d}",
    }
    return Result(**{**base, **fields})  # type: ignore[arg-type]


def test_counts_by_game_variant_players_and_opponent() -> None:
    book = Book()
    for n, (place, fields) in enumerate(
        [
            (1, {}),
            (2, {}),
            (1, {"variant": "longest"}),
            (
                1,
                {
                    "kind": "shangrila",
                    "variant": "",
                    "players": 3,
                    "opponents": ("medium", "medium"),
                },
            ),
            (2, {"opponents": ("person:Bo",)}),
        ]
    ):
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
        solo = {"variant": "solo", "opponents": (), "score": n} if n % 2 else {}
        book = book.add(result(n, 1 + n % 2, **solo))
    text = book_json(book)
    assert read_book(text) == book
    other = Book((result(7), result(1)))
    merged = other.merged(read_book(text)).book
    assert merged.tally().played == 6
    assert merged.merged(book).book == merged


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{}",
        '{"v": 2, "results": []}',
        '{"v": 1, "results": {}}',
        "[" * 50_000,
        '{"v": 1, "results": [{"g": "x"}]}',
        json.dumps(
            {
                "v": 1,
                "results": [{**json.loads(book_json(Book((result(1),))))["results"][0], "p": 0}],
            }
        ),
        json.dumps(
            {
                "v": 1,
                "results": [
                    {**json.loads(book_json(Book((result(1),))))["results"][0], "o": ["robot"]}
                ],
            }
        ),
        json.dumps(
            {
                "v": 1,
                "results": [
                    {**json.loads(book_json(Book((result(1),))))["results"][0], "d": "2026-02-30"}
                ],
            }
        ),
        json.dumps(
            {
                "v": 1,
                "results": [{**json.loads(book_json(Book((result(1),))))["results"][0], "n": True}],
            }
        ),
    ],
)
def test_a_damaged_file_is_refused_in_words(text: str) -> None:
    with pytest.raises(ValueError, match=r"not a record of games|not one this page could"):
        read_book(text)


def test_a_game_played_on_a_full_record_lets_the_oldest_go_and_says_so() -> None:
    book = Book(tuple(result(n, day="2026-01-01") for n in range(MAX_RESULTS)))
    merge = book.merged(Book((result(MAX_RESULTS),)), make_room=True)
    assert (merge.added, merge.let_go, merge.left_out) == (1, 1, 0)
    assert len(merge.book.results) == MAX_RESULTS and merge.book.results[0].game == "g1"


def test_an_import_never_drops_what_is_kept_past_the_limit() -> None:
    kept = Book(tuple(result(n, day="2026-01-01") for n in range(MAX_RESULTS - 3)))
    later = Book(tuple(result(n, day="2026-11-28") for n in range(MAX_RESULTS, 2 * MAX_RESULTS)))
    merge = kept.merged(later)  # 10,000 games of today: only 3 fit
    assert (merge.added, merge.left_out, merge.let_go) == (3, MAX_RESULTS - 3, 0)
    assert merge.book.results[: MAX_RESULTS - 3] == kept.results
    full = merge.book.merged(later)  # again, on a full record: nothing goes
    assert (full.added, full.left_out, full.book) == (0, MAX_RESULTS - 3, merge.book)


LINE = json.loads(book_json(Book((result(1),))))["results"][0]


@pytest.mark.parametrize(
    "fields",
    [
        {"n": 1},  # one player against a computer: the rating divided by zero
        {"n": 3, "p": 4},  # a place beyond the players
        {"p": 3},
        {"n": 3},  # two opponents needed
        {"k": "shangrila", "va": "", "n": 2},  # Shangri-La takes 3 or 4
        {"k": "shangrila", "va": "", "n": 5, "o": ["easy"] * 4},
        {"n": 9, "o": ["easy"] * 8},
        {"o": ["person:" + "x" * 41]},  # a name past 40 characters
        {"o": ["person:\x7f"]},
        {"d": "2026-11-29"},  # after today
        {"dc": "2026-11-29"},
        {"pr": True},  # practice of no daily challenge
        {"va": "solo"},  # a solo has no opponent
        {"va": "solo", "o": [], "p": 3},
        {"va": "solo", "o": [], "s": 36},
        {"s": 12},  # a score only in a solo
        {"k": "shangrila", "va": "solo", "n": 3, "o": []},
    ],
)
def test_a_line_is_checked_against_its_games_rules(fields: dict[str, object]) -> None:
    text = json.dumps({"v": 1, "results": [{**LINE, **fields}]})
    with pytest.raises(ValueError, match="Game 1 in it is not one"):
        read_book(text, latest="2026-11-28")
    good = json.dumps({"v": 1, "results": [LINE, {**LINE, "g": "g2", "d": "2026-11-28"}]})
    assert len(read_book(good, latest="2026-11-28").results) == 2
    solo = {**LINE, "va": "solo", "o": [], "p": 2, "s": 35, "n": 4}
    assert read_book(json.dumps({"v": 1, "results": [solo]})).results[0].solo


any_result = st.builds(
    Result,
    st.text("abc", min_size=1, max_size=3),
    st.sampled_from(["tsuro", "shangrila", "other"]),
    st.sampled_from(["classic", "solo", ""]),
    st.integers(-2, 9),
    st.lists(st.sampled_from(["easy", "medium", "hard", "person:Bo"]), max_size=8).map(tuple),
    st.integers(-2, 12),
    st.sampled_from(["2026-11-27", "2026-11-28"]),
)


@given(st.lists(any_result, max_size=30))
def test_no_line_can_break_the_ratings_arithmetic(results: list[Result]) -> None:
    book = Book(tuple(results))
    for kind in ("tsuro", "shangrila", "other"):
        for _day, rating in book.ratings(kind):
            assert all(map(math.isfinite, (rating.value, rating.deviation, rating.volatility)))
            assert 0 < rating.deviation <= 350


def test_a_place_beyond_the_players_cannot_sink_the_rating() -> None:
    lines = tuple(result(n, place=8) for n in range(3))  # as a file could once say
    assert Book(lines).rating("tsuro").value > 1000


def test_one_scored_daily_per_game_and_day_across_devices() -> None:
    here = Book((result(1, 2, daily="2026-11-27", day="2026-11-27"),))
    there = Book(
        (
            result(2, 1, daily="2026-11-27", day="2026-11-27"),  # the same day's, won elsewhere
            result(
                3,
                1,
                daily="2026-11-27",
                day="2026-11-27",
                kind="shangrila",
                variant="",
                players=3,
                opponents=("easy", "easy"),
            ),  # the other game's: scored
            result(4, 1, daily="2026-11-26", day="2026-11-26"),
        )
    )
    merge = here.merged(there)
    assert (merge.added, merge.practice) == (3, 1)
    dailies = [r for r in merge.book.results if r.daily and not r.practice]
    assert sorted(r.game for r in dailies) == ["g1", "g3", "g4"]  # the one kept first stays
    assert merge.book.tally(kind="tsuro").played == 2
    twice = Book((*there.results, result(5, 1, daily="2026-11-26", day="2026-11-26")))
    assert read_book(book_json(twice)).tally().played == 3  # one file, one score a day


class Counted(tuple[Result, ...]):
    """The results, counting each one read."""

    reads = 0

    def __iter__(self) -> Iterator[Result]:
        for item in super().__iter__():
            Counted.reads += 1
            yield item


@pytest.mark.parametrize("games", [500, 2_000])
def test_the_record_page_reads_each_result_a_few_times_however_many_opponents(
    games: int,
) -> None:
    rng = random.Random(games)
    lines = tuple(
        result(
            n,
            rng.randint(1, 8),
            players=8,
            day=f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}",
            opponents=(rng.choice(["easy", "hard"]), *(f"person:P{n}-{i}" for i in range(6))),
        )  # 6 people a game
        for n in range(games)
    )
    book = Book(Counted(sorted(lines, key=lambda r: r.day)))
    Counted.reads = 0
    page = view.page(Records("2026-12-31", book))
    assert Counted.reads <= 12 * games  # linear: 7 opponents each, thousands of people
    assert f"{6 * games - 6:,} other people" in page  # six named, the others together


@given(st.lists(st.tuples(st.integers(0, 30), st.integers(1, 2)), max_size=40))
def test_any_book_reads_back_as_written(games: list[tuple[int, int]]) -> None:
    book = Book()
    for n, place in games:
        book = book.add(result(n, place))
    assert read_book(book_json(book)) == book
    assert book.tally().played == len({n for n, _ in games})
