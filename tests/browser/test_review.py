"""Reviewing games in Chromium: a finished game of each kind stepped through with the
board's pieces checked against the engine, a sandbox that leaves the saved game as it
was, a review link that opens at its move, and a game under way by link reviewed by the
second player without the first player's tiles."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pagehelp import KeptDevices, button, open_page, saved, settled
from playwright.sync_api import Page, expect
from test_accessibility import violations
from test_page import DESKTOP, PHONE

from game import shangrila, tsuro
from game.core import Game
from web.ui.links import make_fragment


@pytest.fixture
def page(kept: KeptDevices, site: str) -> Iterator[Page]:
    clipboard = ("clipboard-read", "clipboard-write")
    with kept.page(viewport=DESKTOP, permissions=clipboard) as page:
        open_page(page, site)
        yield page


def played(game: Game, moves: int | None = None) -> Game:
    rng = random.Random(5)
    while not game.is_over() and (moves is None or len(game.history) < moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def at_move(game: Game, at: int) -> Game:
    position = game.copy()
    while len(position.history) > at:
        position.undo()
    return position


def expect_review(page: Page, at: int, total: int) -> None:
    expect(page.locator("body")).to_have_attribute("data-review", str(at))
    expect(page.locator("#announce")).to_contain_text(
        f"Move {at} of {total}" if at else "The start of the game"
    )


def masters_on_board(page: Page) -> int:
    return page.locator("#board .piece.master").count()


def test_review_a_finished_shangrila_game(page: Page, site: str) -> None:
    game = played(shangrila.new_game("rby", start="random", seed=9))
    total = len(game.history)
    fragment = make_fragment(game.encode(), ["Ann", "Bo", "Cy"], ["person", "hard", "hard"])
    page.goto(site + "#" + fragment)
    settled(page, total)
    before = saved(page)
    button(page, "Review")
    expect_review(page, total, total)
    button(page, "First position")
    expect_review(page, 0, total)
    for at in (1, total // 2, total - 1):
        page.get_by_label("Move", exact=True).fill(str(at))
        expect_review(page, at, total)
        position = at_move(game, at)
        masters = sum(1 for code in position.space_codes() if code)  # type: ignore[attr-defined]
        assert masters_on_board(page) == masters
        assert page.locator("#log li").count() == at
    page.locator("#status").focus()
    page.keyboard.press("ArrowRight")
    expect_review(page, total, total)
    button(page, "Back to the game")
    expect(page.locator("body")).to_have_attribute("data-review", "")
    assert saved(page)["game"] == before["game"]


def test_review_a_finished_tsuro_game_and_a_sandbox(page: Page, site: str) -> None:
    game = played(tsuro.new_game(3, seed=4))
    total = len(game.history)
    fragment = make_fragment(game.encode(), ["Ann", "Bo", "Cy"], ["person", "easy", "easy"])
    page.goto(site + "#" + fragment)
    settled(page, total)
    before = saved(page)["game"]
    button(page, "Review")
    for at in (2, total // 2, total - 1):
        page.get_by_label("Move", exact=True).fill(str(at))
        expect_review(page, at, total)
        position = at_move(game, at)
        assert page.locator("#board .tile").count() == position.placed_count()
        hand = page.locator(".hand-tile").evaluate_all("(els) => els.map((e) => e.ariaLabel)")
        shown = {int(label.split(",")[0].split()[1]) for label in hand}
        assert shown == set(position.hand(position.to_move))
    button(page, "Try a move here")
    expect(page.locator("body")).to_have_attribute("data-review", "sandbox")
    expect(page.get_by_role("heading", name="Sandbox")).to_be_visible()
    tile = page.get_by_role("button", name=re.compile(r"^Tile \d+, rotation")).first
    tile.click()
    page.get_by_role("button", name=re.compile("^Confirm tile")).click()
    expect(page.locator("#log li.new")).to_have_count(1)
    button(page, "Throw the sandbox away")
    expect(page.locator("body")).to_have_attribute("data-review", str(total - 1))
    button(page, "Back to the game")
    assert saved(page)["game"] == before


def test_a_review_link_opens_at_its_move(page: Page, site: str) -> None:
    game = played(shangrila.new_game("rbyv", start="random", seed=3), 30)
    names = ["Ann", "Bo", "Cy", "Di"]
    fragment = make_fragment(game.encode(), names, ["person", "easy", "easy", "easy"], review=12)
    page.goto(site + "#" + fragment)
    expect_review(page, 12, 30)
    expect(page.get_by_role("heading", name="Review")).to_be_focused()
    button(page, "Copy a link to this move")
    expect(page.locator(".notice")).to_contain_text("Link copied")


def test_a_game_under_way_reviewed_by_the_second_player(page: Page, site: str) -> None:
    game = played(tsuro.new_game(2, seed=8), 5)
    assert not game.is_over()
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person", "person"], to=1)
    page.goto(site + "#" + fragment)
    expect(page.locator("body")).to_have_attribute("data-moves", str(len(game.history)))
    button(page, "Review")
    for at in range(len(game.history) + 1):
        page.get_by_label("Move", exact=True).fill(str(at))
        expect(page.locator("body")).to_have_attribute("data-review", str(at))
        position = at_move(game, at)
        hand = page.locator(".hand-tile").evaluate_all("(els) => els.map((e) => e.ariaLabel)")
        shown = {int(label.split(",")[0].split()[1]) for label in hand}
        assert not shown & set(position.hand(0))
        assert shown == set(position.hand(1))
    button(page, "Try a move here")
    expect(page.locator("body")).to_have_attribute("data-review", "sandbox")
    expect(page.get_by_role("button", name="Keep as a new saved game")).to_have_count(0)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_no_accessibility_violations_in_a_review(kept: KeptDevices, site: str, viewport) -> None:
    with kept.page(viewport=viewport, color_scheme="dark") as page:
        open_page(page, site)
        review_without_violations(page, site)


def review_without_violations(page: Page, site: str) -> None:
    game = played(tsuro.new_game(2, seed=8), 5)
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person", "person"], to=1, review=3)
    page.goto(site + "#" + fragment)
    expect(page.locator("body")).to_have_attribute("data-review", "3")
    assert violations(page) == []
    button(page, "Try a move here")
    expect(page.locator("body")).to_have_attribute("data-review", "sandbox")
    assert violations(page) == []
