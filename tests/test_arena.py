"""The arena: seats rotate, results add up, intervals are sound."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_bots import Race

from game import arena


def test_points_add_up_to_the_number_of_games() -> None:
    seats = [arena.Seat("easy") for _ in range(3)]
    arena.play_games(lambda seed: Race(players=3, goal=5 + seed % 7), seats, 30, seed=4)
    assert sum(seat.points for seat in seats) == pytest.approx(30)
    assert sum(seat.wins for seat in seats) == 30
    assert all(seat.moves > 0 and 0 <= seat.longest <= seat.seconds for seat in seats)


def test_seats_take_turns_at_going_first() -> None:
    # With goal 1 the first player always wins at once: each seat must win its share.
    seats = [arena.Seat("easy") for _ in range(4)]
    arena.play_games(lambda seed: Race(players=4, goal=1), seats, 8, seed=1)
    assert [seat.wins for seat in seats] == [2, 2, 2, 2]


def test_a_run_repeats_exactly_from_its_seed() -> None:
    def run() -> list[float]:
        seats = [arena.Seat("easy"), arena.Seat("easy")]
        arena.play_games(lambda seed: Race(goal=20 + seed % 5), seats, 20, seed=9)
        return [seat.points for seat in seats]

    assert run() == run()


def _race(seed: int) -> Race:
    return Race(goal=10 + seed % 9)


def test_games_played_side_by_side_add_up_the_same() -> None:
    def run(jobs: int) -> list[tuple[float, int, int]]:
        seats = [arena.Seat("easy"), arena.Seat("easy")]
        arena.play_games(_race, seats, 12, seed=3, jobs=jobs)
        return [(seat.points, seat.wins, seat.moves) for seat in seats]

    assert run(2) == run(1)


def test_seat_count_must_match_the_game() -> None:
    with pytest.raises(ValueError, match="3 seats"):
        arena.play_games(lambda seed: Race(players=2), [arena.Seat("easy")] * 3, 1, seed=1)


@pytest.mark.parametrize(
    ("text", "message"),
    [("wizard", "unknown level"), ("hard:0", "positive"), ("hard:x", "positive")],
)
def test_bad_seats_are_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        arena.Seat.parse(text)


@settings(deadline=None)
@given(st.integers(0, 500), st.integers(1, 500))
def test_the_wilson_interval_holds_the_share(wins: int, games: int) -> None:
    share = min(wins, games) / games
    low, high = arena.wilson(share, games)
    assert 0 <= low <= share <= high <= 1
    assert high - low <= 2 * arena.Z95 / (2 * games**0.5) + 1e-9


def test_the_report_shows_share_interval_and_time() -> None:
    seat = arena.Seat("hard", 50, points=30.5, wins=30, shared=1, moves=10, seconds=2.0)
    seat.longest = 0.5
    line = arena.report([seat], 50).splitlines()[1]
    assert line.split()[:3] == ["1", "hard:50", "0.610"]
    assert "[0.472, 0.733]" in line and line.split()[-2:] == ["200.0", "500"]


def test_the_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["tsuro", "--seats", "easy,medium", "--games", "4", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("tsuro, 2 players, 4 games, seed 1")
    assert [line.split()[1] for line in lines[2:]] == ["easy", "medium"]


def test_the_command_refuses_a_wrong_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["shangrila", "--seats", "hard,medium"])
    assert "3 or 4 seats" in capsys.readouterr().err


def test_several_seeds_pool_the_runs_of_each() -> None:
    def seats() -> list[arena.Seat]:
        return [arena.Seat("easy"), arena.Seat("easy")]

    pooled = seats()
    by_seed = arena.play_seeds(_race, pooled, 12, [5, 6, 7], jobs=1)
    alone = []
    for seed in (5, 6, 7):
        one = seats()
        arena.play_games(_race, one, 4, seed)
        alone.append(one)
    assert by_seed == [one[0].points / 4 for one in alone]
    assert [seat.points for seat in pooled] == [sum(one[i].points for one in alone) for i in (0, 1)]
    assert [seat.moves for seat in pooled] == [sum(one[i].moves for one in alone) for i in (0, 1)]


def test_games_must_split_evenly_among_seeds() -> None:
    with pytest.raises(ValueError, match="split evenly"):
        arena.play_seeds(_race, [arena.Seat("easy")] * 2, 10, [1, 2, 3])


@pytest.mark.parametrize(
    ("text", "seeds"), [("7", [7]), ("100-103", [100, 101, 102, 103]), ("1, 4,9-10", [1, 4, 9, 10])]
)
def test_seeds_are_numbers_ranges_and_lists(text: str, seeds: list[int]) -> None:
    assert arena.parse_seeds(text) == seeds


@pytest.mark.parametrize(
    ("text", "message"),
    [("x", "a seed is"), ("5-", "a seed is"), ("9-3", "empty"), ("1,1", "repeated")],
)
def test_bad_seeds_are_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        arena.parse_seeds(text)


def test_the_command_reports_several_seeds(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tsuro", "--seats", "easy,medium", "--games", "4", "--seed", "3-4", "--quiet"]
    assert arena.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("tsuro, 2 players, 4 games, seeds 3-4 (2)")
    assert lines[-1].startswith("seat 1 by seed (2 games each): 3: ")


def test_the_command_refuses_an_uneven_split(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["tsuro", "--seats", "easy,medium", "--games", "5", "--seed", "1-2"])
    assert "split evenly" in capsys.readouterr().err


def test_a_seat_may_split_its_budget_in_parts() -> None:
    seat = arena.Seat.parse("hard:900/3")
    assert (seat.level, seat.iterations, seat.parts, seat.name) == ("hard", 900, 3, "hard:900/3")
    with pytest.raises(ValueError, match="parts"):
        arena.Seat.parse("hard/0")


def test_parts_play_in_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tsuro", "--seats", "hard:40/2,hard:40", "--games", "2", "--quiet"]
    assert arena.main(argv) == 0
    assert capsys.readouterr().out.splitlines()[2].split()[1] == "hard:40/2"
