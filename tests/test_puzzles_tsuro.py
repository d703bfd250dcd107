"""The shipped Tsuro puzzles: every answer proven by exact search, the data read by the
bounded reader (damaged data refused), and the puzzle of the day stable for a date."""

import json
from datetime import date, timedelta
from itertools import pairwise

import pytest

from game.bots import exact
from game.bots.mcts import win_shares
from game.bots.tsuro import open_end
from game.i18n import use
from game.tsuro.engine import Tsuro
from web.ui.bounded import Unreadable
from web.ui.puzzles import tsuro as puzzles
from web.ui.puzzles.tsuro import DATA, THEMES, Puzzle, check, hints, load, position, shipped

PUZZLES = shipped()


def proven(game: Tsuro) -> list[float]:
    """What each legal move is sure to give the mover, searched to the end by
    exact.solve here, apart from the module's own search: in solo the game's worth (a
    win 1, else the tiles placed before the pawn left), else the mover's share of the
    win with every other player against it."""
    me = game.to_move
    assert me is not None
    if game.variant == "solo":
        found = exact.solve(
            game,
            lambda done: dict.fromkeys(
                done.players, 1.0 if done.winners() else (done.placed_count() - 1) / 35
            ),
            10**6,
            total=None,
        )
    else:

        def against(done: Tsuro) -> dict[object, float]:
            mine = win_shares(done).get(me, 0.0)
            return {p: mine if p == me else 1.0 - mine for p in done.players}

        found = exact.solve(game, against, 10**6, total=None)
    assert found is not None
    return [outcome[me] for outcome in found]


def test_a_few_hundred_puzzles_are_shipped_each_of_its_own_position() -> None:
    assert len(PUZZLES) >= 100
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert len({(p.variant, p.players, p.seed, p.moves) for p in PUZZLES}) == len(PUZZLES)
    text = DATA.read_text(encoding="utf-8")
    assert json.loads(text)["version"] == puzzles.VERSION
    keys = [(p.variant, p.players, p.seed, len(p.moves), list(p.moves)) for p in PUZZLES]
    assert keys == sorted(keys)


def test_every_answer_is_the_one_best_move_searched_to_the_end() -> None:
    """Exhaustively, for every shipped puzzle: the position is open (nothing hidden, no
    chance), the answer gets the most the mover can be sure of, every other legal move
    strictly less; and the theme says what the answer does."""
    for puzzle in PUZZLES:
        game = position(puzzle)
        assert open_end(game), puzzle.id
        moves = game.legal_moves()
        assert len(moves) == puzzle.legal >= 4 and puzzle.answer in moves, puzzle.id
        values = proven(game)
        best = values[moves.index(puzzle.answer)]
        assert all(v < best for m, v in zip(moves, values, strict=True) if m != puzzle.answer)
        if puzzle.theme == "solo_win":
            assert best == 1.0
        elif puzzle.theme in ("win_now", "two_off", "win_later"):
            assert best == 1.0, puzzle.id
        elif puzzle.theme == "share":
            assert 0 < best < 1, puzzle.id


def test_no_two_puzzles_share_their_game_and_answer_or_their_hand_and_answer() -> None:
    """Issue 60: three puzzles of one game with one hand and one answer were one
    puzzle shown three times."""
    games = [(p.variant, p.players, p.seed, p.answer) for p in PUZZLES]
    assert len(set(games)) == len(games)
    hands = []
    for puzzle in PUZZLES:
        game = position(puzzle)
        hand = game.shared_hand() or game.hand(puzzle.mover)
        hands.append((puzzle.variant, tuple(sorted(hand)), puzzle.answer))
    assert len(set(hands)) == len(hands)


def test_the_line_is_best_play_to_the_end_and_the_difficulty_is_the_searchs() -> None:
    """The line after the answer is what best play gives (the mover's best, every other
    player's worst for the mover, the first of equals), played to the end; the
    difficulty comes from the finished games the search looked at."""
    from web.ui.puzzles.proof import best_line, counted

    for puzzle in PUZZLES:
        game = position(puzzle)
        values, endings = counted(game)
        assert values is not None and endings == puzzle.endings, puzzle.id
        assert best_line(game, puzzle.answer) == list(puzzle.line), puzzle.id
        for move in (puzzle.answer, *puzzle.line):
            game.play(move)
        assert game.is_over(), puzzle.id
        level = "easy" if endings < 20 else "medium" if endings < 40 else "hard"
        assert puzzle.difficulty == level, puzzle.id
    assert {p.difficulty for p in PUZZLES} == {"easy", "medium", "hard"}


def test_each_puzzle_states_its_goal_with_how_far_its_line_goes() -> None:
    by_theme = {p.theme: p for p in PUZZLES}
    later = by_theme["win_later"]
    assert puzzles.goal(later).startswith(f"Win in {1 + len(later.line)} tiles: ")
    longest = by_theme["solo_longest"]
    assert f"for {len(longest.line)} more tile" in puzzles.goal(longest)
    assert "shared win" in puzzles.goal(by_theme["share"])
    assert len({puzzles.goal(p) for p in by_theme.values()}) == len(by_theme)
    try:
        use("fr")
        assert not puzzles.goal(later).startswith("Win in")
    finally:
        use("en")


def test_check_takes_the_answer_in_any_equivalent_rotation_and_nothing_else() -> None:
    puzzle = PUZZLES[0]
    assert check(puzzle, puzzle.answer)
    assert check(puzzle, puzzle.answer.upper().replace("PLAY", " play"))
    game = position(puzzle)
    assert not any(check(puzzle, m) for m in game.legal_moves() if m != puzzle.answer)
    assert not check(puzzle, "swap none") and not check(puzzle, "play 0r9")


def test_hints_never_name_the_answers_tile_and_are_translated() -> None:
    for puzzle in PUZZLES[:: max(1, len(PUZZLES) // 40)]:
        words = hints(puzzle)
        assert len(words) >= 2 and words[0] == THEMES[puzzle.theme][1]
        tile = puzzle.answer.split()[1].split("r")[0]
        assert f"tile {tile}" not in " ".join(words[:2])
    try:
        use("it")
        assert hints(PUZZLES[0])[0] != THEMES[PUZZLES[0].theme][1]
        assert puzzles.title(PUZZLES[0]) != THEMES[PUZZLES[0].theme][0]
    finally:
        use("en")


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "[" * 50_000,
        "x" * (puzzles.MAX_LENGTH + 1),
        '{"version": 1, "puzzles": []}',
        '{"version": 3, "puzzles": []}',
        '{"version": 2, "puzzles": {}}',
        '{"version": 2, "puzzles": [3]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": 2, "seed": 1, "variant": "classic",'
        ' "moves": "start a1.0", "answer": "play 1r0", "theme": "win_now", "legal": 4,'
        ' "line": [], "endings": 4, "difficulty": "easy"}]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": true, "seed": 1, "variant": "x",'
        ' "moves": [], "answer": "play 1r0", "theme": "win_now", "legal": 4,'
        ' "line": [], "endings": 4, "difficulty": "easy"}]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": 2, "seed": 1, "variant": "classic",'
        ' "moves": [], "answer": "play 1r0", "theme": "no such theme", "legal": 4,'
        ' "line": [], "endings": 4, "difficulty": "easy"}]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": 2, "seed": 1, "variant": "classic",'
        ' "moves": [], "answer": "play 1r0", "theme": "win_now", "legal": 4,'
        ' "line": [], "endings": 4, "difficulty": "trivial"}]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": 2, "seed": 1, "variant": "classic",'
        ' "moves": [], "answer": "play 1r0", "theme": "win_now", "legal": 4,'
        ' "line": "play 2r0", "endings": 4, "difficulty": "easy"}]}',
        '{"version": 2, "puzzles": [{"id": "a", "players": 2, "seed": 1, "variant": "classic",'
        ' "moves": [], "answer": "play 1r0", "theme": "win_now", "legal": 4,'
        ' "line": [], "difficulty": "easy"}]}',
    ],
)
def test_damaged_data_is_refused(text: str | None) -> None:
    with pytest.raises(Unreadable):
        load(text)


def test_the_shipped_file_loads_through_the_bounded_reader() -> None:
    assert load(DATA.read_text(encoding="utf-8")) == PUZZLES


def test_a_puzzle_whose_moves_are_not_legal_is_refused_when_rebuilt() -> None:
    bad = Puzzle("x", 2, 1, "classic", ("start a1.0", "start a1.0"), "play 1r0", "win_now", 4)
    with pytest.raises(ValueError):
        position(bad)


def test_the_puzzle_of_the_day_is_stable_for_a_date_and_changes_across_dates() -> None:
    day = date(2026, 11, 28)
    assert puzzles.puzzle_of_the_day(day) == puzzles.puzzle_of_the_day(date(2026, 11, 28))
    days = [puzzles.puzzle_of_the_day(day + timedelta(days=n)) for n in range(len(PUZZLES))]
    assert all(a != b for a, b in pairwise(days))
    assert len({p.id for p in days}) == len(PUZZLES)  # every puzzle once in a cycle
