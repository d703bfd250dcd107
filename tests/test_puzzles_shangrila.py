"""The shipped Shangri-La puzzles: every one loads, its answer is legal in its position
and its recorded margin meets the threshold; the confirming search, run again on a
small fixed sample, finds the recorded figures exactly; the data is read by the
bounded reader (damaged data refused), and the puzzle of the day is stable for a date."""

import json
from datetime import date, timedelta

import pytest

from game.shangrila.notation import Journey, Place, Recruit, parse
from web.ui.bounded import Unreadable
from web.ui.puzzles import proof
from web.ui.puzzles import shangrila as puzzles
from web.ui.puzzles.shangrila import (
    DATA,
    THEMES,
    THRESHOLD,
    check,
    hints,
    load,
    position,
    puzzle_of_the_day,
    shipped,
    theme,
)

PUZZLES = shipped()
#: A well-formed row of the data file (the first shipped puzzle's).
ROW = json.loads(DATA.read_text(encoding="utf-8"))["puzzles"][0]


def test_at_least_a_hundred_puzzles_are_shipped_each_of_its_own_position() -> None:
    assert len(PUZZLES) >= 100
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert len({(p.colours, p.seed, p.moves) for p in PUZZLES}) == len(PUZZLES)
    assert json.loads(DATA.read_text(encoding="utf-8"))["version"] == puzzles.VERSION
    keys = [(len(p.colours), p.seed, len(p.moves), list(p.moves)) for p in PUZZLES]
    assert keys == sorted(keys)


def test_every_answer_is_legal_and_ahead_by_the_recorded_margins() -> None:
    """Ahead by the threshold in the confirming search and in the second one."""
    for puzzle in PUZZLES:
        game = position(puzzle)
        assert game.phase == "play", puzzle.id
        moves = game.legal_moves()
        assert puzzle.answer in moves and len(moves) == puzzle.legal >= 4, puzzle.id
        assert puzzle.margin == puzzle.best - puzzle.runner_up, puzzle.id
        assert puzzle.margin >= THRESHOLD and 0 <= puzzle.runner_up < puzzle.best <= 1
        assert puzzle.confirmed >= THRESHOLD, puzzle.id
        assert puzzle.theme == theme(game, puzzle.answer), puzzle.id
        assert puzzle.mover == game.to_move


#: The sample searched again: the two puzzles with the fewest legal moves (the
#: cheapest searches), a fixed choice.
SAMPLE = sorted(PUZZLES, key=lambda p: (p.legal, p.id))[:2]


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_the_confirming_search_finds_the_recorded_figures_again(
    puzzle: puzzles.Puzzle,
) -> None:
    answer, best, runner_up = proof.confirm(position(puzzle), puzzle.id)
    assert (answer, best, runner_up) == (puzzle.answer, puzzle.best, puzzle.runner_up)


def test_the_answer_is_never_the_only_move_of_its_kind() -> None:
    """Issue 60: a puzzle whose answer was the one journey among 4 legal moves gave
    itself away. Another move of the answer's kind (journey, placement, recruitment)
    is legal in every puzzle."""
    for puzzle in PUZZLES:
        kind = type(parse(puzzle.answer))
        others = [m for m in position(puzzle).legal_moves() if m != puzzle.answer]
        assert any(type(parse(m)) is kind for m in others), puzzle.id


def test_no_two_puzzles_share_their_game_and_answer() -> None:
    games = [(p.colours, p.seed, p.answer) for p in PUZZLES]
    assert len(set(games)) == len(games)


def test_each_has_a_line_a_difficulty_and_a_goal_from_its_search() -> None:
    """The line after the answer is playable; the others' ratings are below the
    answer's, the best of them the runner-up; the difficulty says how many are close."""
    for puzzle in PUZZLES:
        game = position(puzzle)
        for move in (puzzle.answer, *puzzle.line):
            game.play(move)
        others = list(puzzle.others)
        assert others == sorted(others, reverse=True), puzzle.id
        assert round(puzzle.runner_up, 4) == others[0] < puzzle.best, puzzle.id
        close = sum(puzzle.best - v <= 0.1 for v in others)
        margin = puzzle.best - others[0]
        level = "easy" if margin >= 0.15 else "hard" if margin < 0.08 or close >= 2 else "medium"
        assert puzzle.difficulty == level, puzzle.id
        assert f"{round(puzzle.margin * 100)} points ahead" in puzzles.goal(puzzle)
    assert {p.difficulty for p in PUZZLES} == {"easy", "medium", "hard"}
    assert sum(bool(p.line) for p in PUZZLES) > len(PUZZLES) * 0.9


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_the_confirming_search_finds_the_recorded_line_again(puzzle: puzzles.Puzzle) -> None:
    answer, rated, line = proof.confirmed(position(puzzle), puzzle.id)
    others = sorted((v for m, v in rated.items() if m != answer), reverse=True)
    assert (answer, line) == (puzzle.answer, list(puzzle.line))
    assert [round(v, 4) for v in others[: len(puzzle.others)]] == list(puzzle.others)


def test_check_takes_the_answer_written_any_way_and_nothing_else() -> None:
    recruit = next(p for p in PUZZLES if p.answer.startswith("recruit") and " " in p.answer[8:])
    first, second = recruit.answer.split()[1:]
    assert check(recruit, f"Recruit {second.lower()} {first}")
    assert check(recruit, recruit.answer)
    game = position(recruit)
    assert not any(check(recruit, m) for m in game.legal_moves() if m != recruit.answer)
    assert not check(recruit, "journey QQ") and not check(recruit, "")


def test_each_theme_has_words_and_every_hint_names_the_village() -> None:
    assert {p.theme for p in PUZZLES} <= set(THEMES)
    for puzzle in PUZZLES[:40]:
        words = hints(puzzle)
        assert len(words) == 3 and words[0] == THEMES[puzzle.theme][1]
        move = parse(puzzle.answer)
        villages = (
            [move.origin]
            if isinstance(move, Journey)
            else [move.village]
            if isinstance(move, Place)
            else [v for _d, v in move.masters]
            if isinstance(move, Recruit)
            else []
        )
        assert villages and all(f" {v}" in words[1] for v in villages), puzzle.id


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        '{"version": 1, "puzzles": []}',
        '{"version": 3, "puzzles": []}',
        '{"version": 2, "puzzles": [{"id": "x"}]}',
        '{"version": 2, "puzzles": {}}',
        json.dumps({"version": 2, "puzzles": [{"id": "x", "best": 1}]}),
        json.dumps({"version": 2, "puzzles": [{**ROW, "difficulty": "trivial"}]}),
        json.dumps({"version": 2, "puzzles": [{**ROW, "line": "place RE"}]}),
        json.dumps({"version": 2, "puzzles": [{**ROW, "others": [True]}]}),
        "[" * 10_000,
        "x" * (puzzles.MAX_LENGTH + 1),
    ],
)
def test_damaged_data_is_refused(text: str) -> None:
    with pytest.raises(Unreadable):
        load(text)


def test_the_puzzle_of_the_day_is_one_of_them_and_changes_each_day() -> None:
    day = date(2026, 11, 28)
    days = [puzzle_of_the_day(day + timedelta(days=n)) for n in range(len(PUZZLES))]
    assert len({p.id for p in days}) == len(PUZZLES)  # each has its day before any again
    assert puzzle_of_the_day(day) == puzzle_of_the_day(day)
