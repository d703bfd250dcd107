"""The puzzles' screens through the fake page (web/ui/puzzles): the puzzle of the day
and the list from the start screen, a puzzle solved with the board's own clicks, a
wrong move then hints then the answer, giving up, the solved marks kept in storage
(a damaged entry refused in words), and both games."""

from __future__ import annotations

import json

import pytest
from fakepage import FakePage, words

from web.ui import intents
from web.ui.arrival.messages import Opened
from web.ui.play.messages import Key
from web.ui.puzzles import solved
from web.ui.puzzles.model import (
    Attempt,
    Puzzles,
    Solving,
    difficulty,
    goal,
    hints,
    name,
    puzzles,
)
from web.ui.stores import MemoryStorage


def opened(storage: MemoryStorage | None = None) -> FakePage:
    """A page on its start screen."""
    page = FakePage(storage)
    page.send(Opened(""))
    return page


def attempt(page: FakePage) -> Attempt:
    screen = page.model.screen
    assert isinstance(screen, Solving)
    return screen.attempt


def clicks(game: str, move: str) -> list[str]:
    """The board's clicks that make ``move`` (as tests/fakepage.py's ``clicks_for``)."""
    word, _, rest = move.partition(" ")
    if game == "shangrila":
        args = rest.split()
        if word == "place":
            return [f"space:{args[0][1]}:{args[0][0]}", "confirm"]
        if word == "recruit":
            return [f"space:{a[1]}:{a[0]}" for a in args] + ["confirm"]
        return [f"village:{rest[0]}", f"village:{rest[1]}", "confirm"]
    tile, rotation = rest.split("r")
    return [f"tile:{tile}"] + ["rotate:cw"] * int(rotation) + ["confirm"]


def make(page: FakePage, move: str) -> None:
    """Make ``move`` on the puzzle's board with its clicks."""
    page.click(*clicks(attempt(page).kind.key, move))


def wrong_move(page: FakePage) -> str:
    """A legal move of the puzzle on screen that is not its answer."""
    current = attempt(page)
    return next(m for m in current.board.legal_moves() if m != current.puzzle.answer)


@pytest.mark.parametrize("game", ["tsuro", "shangrila"])
def test_the_puzzle_of_the_day_is_solved_with_the_boards_clicks(game: str) -> None:
    page = opened()
    page.press("puzzle-of-the-day", game)
    current = attempt(page)
    assert page.state["screen"] == "puzzle" and page.focused[-1] == "#puzzle-title"
    assert "Puzzle of the day" in words(page.screen["panel"])
    assert "to move" in words(page.screen["status"])
    make(page, current.puzzle.answer)
    assert current.state == "solved"
    assert "Right!" in words(page.screen["panel"]) and "Right!" in page.screen["announce"]
    assert json.loads(page.storage.get(solved.KEY) or "") == [name(current.puzzle)]
    assert "data-target" not in page.screen["board"]  # nothing more to play


@pytest.mark.parametrize("game", ["tsuro", "shangrila"])
def test_a_wrong_move_then_the_hints_one_at_a_time_then_the_answer(game: str) -> None:
    page = opened()
    page.press("puzzles", f"{game}::0")
    first = puzzles(game)[0]
    page.press("puzzle", f"{game}:{first.id}")
    current = attempt(page)
    before = list(current.board.history)
    make(page, wrong_move(page))
    assert current.state == "wrong" and current.board.history == before
    assert "Try again" in words(page.screen["panel"])
    every = hints(first)
    for shown in range(1, len(every) + 1):
        page.press("puzzle-hint")
        assert every[shown - 1] in words(page.screen["panel"])
        assert page.focused[-1] == f"#puzzle-hint-{shown}"
    assert 'data-action="puzzle-hint"' not in page.markup()  # no more hints
    make(page, first.answer)
    assert current.state == "solved"
    assert page.storage.get(solved.KEY) == json.dumps([name(first)])


def test_giving_up_shows_the_answer_on_the_board_and_marks_nothing() -> None:
    page = opened()
    page.press("puzzle-of-the-day", "shangrila")
    current = attempt(page)
    page.press("puzzle-give-up")
    assert current.state == "shown" and current.board.history[-1] == current.puzzle.answer
    assert "The answer:" in words(page.screen["panel"])
    assert 'data-action="puzzle-give-up"' not in page.markup()
    assert page.storage.get(solved.KEY) is None


@pytest.mark.parametrize("game", ["tsuro", "shangrila"])
def test_the_goal_is_said_and_the_searchs_line_shown_after_solving(game: str) -> None:
    page = opened()
    page.press("puzzle-of-the-day", game)
    current = attempt(page)
    panel = words(page.screen["panel"])
    assert goal(current.puzzle) in panel and difficulty(current.puzzle) in panel
    assert "The line the search found" not in panel  # not before it is solved
    make(page, current.puzzle.answer)
    panel = page.screen["panel"]
    assert "The line the search found" in words(panel)
    line = panel.split('class="puzzle-line"')[1].split("</ol>")[0]
    assert line.count("<li") == 1 + len(current.puzzle.line)
    assert current.solution()[0] in line


def test_giving_up_shows_the_whole_line_in_words() -> None:
    page = opened()
    index, first = next((i, p) for i, p in enumerate(puzzles("tsuro")) if len(p.line) >= 3)
    page.press("puzzles", f"tsuro::{index // 20}")
    page.press("puzzle", f"tsuro:{first.id}")
    page.press("puzzle-give-up")
    items = page.screen["panel"].split('class="puzzle-line"')[1].split("</ol>")[0]
    assert items.count("<li") == 1 + len(first.line)
    assert "You play tile" in items and "Player" in items
    board = attempt(page).board
    page.press("puzzle-line-on")
    page.press("puzzle-line-on")
    assert board.history[-3:] == [first.answer, *first.line[:2]]
    assert page.focused[-1] == "#puzzle-line-title"
    assert words(page.screen["panel"].split('aria-current="step">')[1]).startswith(
        attempt(page).solution()[2]
    )
    page.press("puzzle-line-back")
    assert board.history[-2:] == [first.answer, first.line[0]]
    for _ in first.line:
        page.send(intents.read("puzzle-line-on") or Opened(""))
    assert board.history[-1] == first.line[-1] and board.is_over()
    assert 'data-action="puzzle-line-on" aria-label="Next move" disabled' in page.markup()


def test_the_status_says_where_in_the_line_the_board_is() -> None:
    """Issue 60: stepping through the solution line, the status still said "<mover> to
    move"."""
    page = opened()
    index, first = next((i, p) for i, p in enumerate(puzzles("tsuro")) if len(p.line) >= 2)
    page.press("puzzles", f"tsuro::{index // 20}")
    page.press("puzzle", f"tsuro:{first.id}")
    assert words(page.screen["status"]).endswith("to move")
    page.press("puzzle-give-up")
    total = len(first.line) + 1
    assert words(page.screen["status"]).endswith(f": the line, move 1 of {total}")
    page.press("puzzle-line-on")
    page.press("puzzle-line-on")
    assert words(page.screen["status"]).endswith(f": the line, move 3 of {total}")
    assert "to move" not in words(page.screen["status"])
    page.press("puzzle-line-back")
    assert words(page.screen["status"]).endswith(f": the line, move 2 of {total}")


def test_the_list_filters_by_difficulty_and_keeps_it_through_themes_and_pages() -> None:
    page = opened()
    page.press("puzzles", "tsuro::0")
    page.press("puzzles", "tsuro::0:hard")
    screen = page.model.screen
    assert isinstance(screen, Puzzles) and screen.level == "hard"
    hard = [p for p in puzzles("tsuro") if p.difficulty == "hard"]
    assert screen.listed() == tuple(hard) and 0 < len(hard) < len(puzzles("tsuro"))
    assert f"0 of {len(hard)} puzzles solved" in words(page.screen["screen"])
    assert words(page.screen["screen"]).count("; Hard)") == min(len(hard), 20)
    theme = hard[0].theme
    page.press("puzzles", f"tsuro:{theme}:0:hard")
    screen = page.model.screen
    assert isinstance(screen, Puzzles)
    assert {(p.theme, p.difficulty) for p in screen.listed()} == {(theme, "hard")}
    page.send(intents.read("puzzles", "tsuro::0:impossible") or Opened(""))  # no such level
    assert page.model.screen == screen


def test_a_link_to_a_puzzle_opens_it_and_saves_nothing() -> None:
    first = puzzles("shangrila")[3]
    page = FakePage()
    page.send(Opened(f"#puzzle=shangrila/{first.id}"))
    assert attempt(page).puzzle == first and page.fragment_dropped
    assert page.storage.get(solved.KEY) is None
    assert page.storage.stored_keys() == []  # nothing saved
    page.press("puzzle-copy-link")
    assert f"http://127.0.0.1/#puzzle=shangrila/{first.id}" in page.screen["panel"]
    assert "was copied" in words(page.screen["messages"])


@pytest.mark.parametrize(
    ("fragment", "said"),
    [
        ("#puzzle=tsuro/0000000000", "this page has no such puzzle"),
        ("#puzzle=chess/0123456789", "it names no puzzle"),
        ("#puzzle=tsuro/../../x", "it names no puzzle"),
        ("#puzzle=tsuro/" + "a" * 5000, "it names no puzzle"),
    ],
)
def test_a_link_to_no_puzzle_is_refused_in_words(fragment: str, said: str) -> None:
    page = FakePage()
    page.send(Opened(fragment))
    assert page.state["screen"] == "start"
    assert "This puzzle link could not be opened" in words(page.screen["messages"])
    assert said in words(page.screen["messages"])


def test_made_up_solved_marks_never_push_out_a_real_solve() -> None:
    """Issue 60: 2,000 made-up names in the entry made a real solve silently not kept.
    Names of puzzles the page does not have are left out as the entry is read (said
    in words), so a solve always fits."""
    storage = MemoryStorage()
    made_up = [f"tsuro/{n:010x}" for n in range(solved.MOST)]
    storage.set(solved.KEY, json.dumps(made_up))
    page = opened(storage)
    page.press("puzzles", "tsuro::0")
    assert "2000 puzzles marked as solved" in words(page.screen["messages"])
    first = puzzles("tsuro")[0]
    page.press("puzzle", f"tsuro:{first.id}")
    make(page, first.answer)
    assert json.loads(storage.get(solved.KEY) or "") == [name(first)]
    page.press("puzzle-list")
    assert "1 of 300 puzzles solved" in words(page.screen["screen"])


def test_solved_marks_show_in_the_list_and_last_across_visits() -> None:
    page = opened()
    page.press("puzzles", "tsuro::0")
    assert "0 of 300 puzzles solved" in words(page.screen["screen"])
    first = puzzles("tsuro")[0]
    page.press("puzzle", f"tsuro:{first.id}")
    make(page, first.answer)
    page.press("puzzle-list")
    assert "1 of 300 puzzles solved" in words(page.screen["screen"])
    assert words(page.screen["screen"]).count("solved") == 2  # the count and the mark
    again = opened(page.storage)
    again.press("puzzles", "tsuro::0")
    assert "1 of 300 puzzles solved" in words(again.screen["screen"])


def test_the_list_filters_by_theme_and_pages_and_goes_on_to_the_next() -> None:
    page = opened()
    page.press("puzzles", "shangrila::0")
    screen = page.model.screen
    assert isinstance(screen, Puzzles)
    theme = screen.listed()[0].theme
    page.press("puzzles", f"shangrila:{theme}:0")
    screen = page.model.screen
    assert isinstance(screen, Puzzles) and {p.theme for p in screen.listed()} == {theme}
    assert 'aria-pressed="true"' in page.screen["screen"]
    page.press("puzzles", "tsuro::0")
    page.press("puzzles", "tsuro::1")
    assert "Page 2 of 15" in words(page.screen["screen"])
    page.press("puzzle", f"tsuro:{puzzles('tsuro')[20].id}")
    page.press("puzzle-next")
    assert attempt(page).puzzle == puzzles("tsuro")[21]
    page.press("puzzles-close")
    assert page.state["screen"] == "start"


@pytest.mark.parametrize(
    "entry", ["not json", '{"a": 1}', '["tsuro/<script>"]', json.dumps(["x"] * 3000)]
)
def test_a_damaged_solved_entry_is_refused_in_words_and_replaced_once_one_is_solved(
    entry: str,
) -> None:
    storage = MemoryStorage()
    storage.set(solved.KEY, entry)
    page = opened(storage)
    page.press("puzzle-of-the-day", "tsuro")
    assert "could not be read" in words(page.screen["messages"])
    make(page, attempt(page).puzzle.answer)
    assert json.loads(storage.get(solved.KEY) or "") == [name(attempt(page).puzzle)]


def test_an_unknown_puzzle_or_game_opens_nothing() -> None:
    page = opened()
    page.send(intents.read("puzzle", "tsuro:0000000000") or Opened(""))
    assert page.state["screen"] == "start" and "no such puzzle" in words(page.markup())
    page.send(intents.read("puzzles", "chess::0") or Opened(""))
    assert page.state["screen"] == "start"


def test_a_tsuro_puzzle_is_solved_by_the_keyboard_alone() -> None:
    page = opened()
    first = puzzles("tsuro")[0]
    page.press("puzzles", "tsuro::0")
    page.press("puzzle", f"tsuro:{first.id}")
    game = attempt(page).board
    tile, rotation = (int(part) for part in first.answer.removeprefix("play ").split("r"))
    page.send(Key(str(game.hand(game.to_move).index(tile) + 1)))  # type: ignore[attr-defined]
    for _ in range(rotation):
        page.send(Key("r"))
    page.send(Key("Enter"))
    assert attempt(page).state == "solved"
