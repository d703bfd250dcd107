"""Puzzles in Chromium, on a phone's screen: from the start screen to a puzzle of each
game, solved with the board's own controls (Tsuro after a wrong move and a hint, by
the keyboard alone), the solved mark in the list, and the puzzle of the day opened; a
puzzle opened by its link, with its goal, its line after giving up and its link
copied; a link to no puzzle refused; the list filtered by difficulty."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from pagehelp import (
    KeptDevices,
    button,
    click_shangrila_move,
    click_tsuro_move,
    expect_screen,
    open_page,
)
from playwright.sync_api import Page, expect
from test_accessibility import violations

from web.ui.puzzles.model import difficulty, goal, hints, puzzles
from web.ui.puzzles.tsuro import Puzzle, position

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def page(kept: KeptDevices, site: str) -> Iterator[Page]:
    with kept.page(viewport=PHONE) as page:
        open_page(page, site)
        yield page


def verdict(page: Page):
    return page.locator("#puzzle-verdict")


def solve_by_keys(page: Page, puzzle: Puzzle) -> None:
    """Make the answer with the keyboard alone: the tile's number in the hand, R to
    turn it, Enter to confirm."""
    game = position(puzzle)
    tile, rotation = (int(part) for part in puzzle.answer.removeprefix("play ").split("r"))
    page.keyboard.press(str(game.hand(game.to_move).index(tile) + 1))
    label = page.get_by_role("button", name=re.compile(f"^Tile {tile}, rotation"))
    expect(label).to_have_attribute("aria-pressed", "true")
    shown = int((label.get_attribute("aria-label") or "").rsplit(" ", 1)[1])
    for _ in range((rotation - shown) % 4):
        page.keyboard.press("r")
    named = re.compile(f"^Confirm tile {tile}, rotation {rotation}, ")
    confirm = page.get_by_role("button", name=named)
    expect(confirm).to_be_enabled()
    page.keyboard.press("Enter")


def test_a_tsuro_puzzle_solved_after_a_wrong_move_and_a_hint(page: Page) -> None:
    first = puzzles("tsuro")[0]
    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    button(page, re.compile(r"^Puzzle 1: "))
    expect_screen(page, "puzzle")
    expect(page.locator("#status")).to_contain_text(" to move")
    wrong = next(move for move in position(first).legal_moves() if move != first.answer)
    click_tsuro_move(page, wrong)
    expect(verdict(page)).to_contain_text("Try again")
    button(page, "Hint")
    expect(page.locator("#puzzle-hint-1")).to_have_text(hints(first)[0])
    solve_by_keys(page, first)
    expect(verdict(page)).to_contain_text("Right!")
    button(page, "Back to the puzzles")
    expect(page.locator(".puzzle-list li").first).to_contain_text("solved")
    expect(page.locator(".puzzle-count")).to_contain_text("1 of 300 puzzles solved")


def test_a_shangrila_puzzle_solved_and_the_puzzle_of_the_day(page: Page) -> None:
    first = puzzles("shangrila")[0]
    button(page, "Every puzzle: The Bridges of Shangri-La")
    expect_screen(page, "puzzles")
    assert violations(page) == []
    button(page, re.compile(r"^Puzzle 1: "))
    expect_screen(page, "puzzle")
    expect(page.locator("#status")).to_contain_text("to move")
    assert violations(page) == []
    click_shangrila_move(page, first.answer)
    expect(verdict(page)).to_contain_text("Right!")
    button(page, "Back to menu")
    expect_screen(page, "start")
    button(page, "Puzzle of the day: The Bridges of Shangri-La")
    expect_screen(page, "puzzle")
    expect(page.locator("#puzzle-title")).to_contain_text("Puzzle of the day")
    button(page, "Give up")
    expect(verdict(page)).to_contain_text("The answer:")


def test_a_link_opens_a_puzzle_that_states_its_goal_and_shows_its_line_after_giving_up(
    kept: KeptDevices, site: str
) -> None:
    """Issue 60: a puzzle's goal in words, the search's whole line once given up, the
    link to the puzzle copied, and a link to no puzzle refused in words."""
    chosen = next(p for p in puzzles("tsuro") if len(p.line) >= 2)
    clipboard = ("clipboard-read", "clipboard-write")
    with kept.page(viewport=PHONE, permissions=clipboard) as page:
        open_page(page, f"{site}#puzzle=tsuro/{chosen.id}")
        expect_screen(page, "puzzle")
        expect(page.locator(".puzzle-goal")).to_have_text(goal(chosen))
        expect(page.locator(".puzzle-table")).to_contain_text(difficulty(chosen))
        button(page, "Give up")
        expect(verdict(page)).to_contain_text("The answer:")
        line = page.get_by_role("list", name="The line the search found")
        expect(line.get_by_role("listitem")).to_have_count(1 + len(chosen.line))
        button(page, "Link to this puzzle")
        expect(page.locator("#messages")).to_contain_text("was copied")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied.endswith(f"#puzzle=tsuro/{chosen.id}")
        assert violations(page) == []
        open_page(page, f"{site}#puzzle=tsuro/0000000000")
        expect_screen(page, "start")
        expect(page.locator("#messages")).to_contain_text(
            "This puzzle link could not be opened: this page has no such puzzle."
        )


def test_the_list_is_filtered_by_difficulty(page: Page) -> None:
    hard = [p for p in puzzles("tsuro") if p.difficulty == "hard"]
    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    filters = page.get_by_role("group", name="Difficulty")
    filters.get_by_role("button", name="Hard").click()
    expect(filters.get_by_role("button", name="Hard")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".puzzle-count")).to_contain_text(f"0 of {len(hard)} puzzles solved")
    items = page.locator(".puzzle-list li")
    expect(items).to_have_count(min(len(hard), 20))
    expect(items.first).to_contain_text("; Hard)")
    assert violations(page) == []
