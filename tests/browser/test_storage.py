"""Storage in a real browser, with two tabs: full storage never lets one tab's game
overwrite the other's, a save rewritten by another version of the page keeps the
open game and asks, and a thousand saves leave the start screen short."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from conftest import DESKTOP
from pagehelp import (
    KeptDevices,
    click_shangrila_move,
    current_game,
    open_page,
    seed_saves,
    settled,
)
from playwright.sync_api import Page, expect
from test_hostile import FULL_STORAGE
from test_page import start_shangrila

from game.core import Game
from web.ui.saves import PREFIX, SaveStore
from web.ui.stores import MemoryStorage

NAMES = ["Ann", "Bo", "Cy"]


def play(page: Page, count: int = 1, game: Game | None = None) -> None:
    """Play ``count`` moves of ``game`` (by default the one saved as current)."""
    game = game or current_game(page)
    for _ in range(count):
        move = game.legal_moves()[0]
        click_shangrila_move(page, move)
        game.play(move)
        settled(page, moves=len(game.history))


def stored(page: Page) -> SaveStore:
    """The saves as the browser holds them."""
    storage = MemoryStorage()
    storage.data = json.loads(page.evaluate("JSON.stringify({...localStorage})"))
    return SaveStore(storage)


def test_full_storage_and_two_tabs_keep_both_games(context, site: str) -> None:
    context.add_init_script(FULL_STORAGE)
    first, second = context.new_page(), context.new_page()
    open_page(first, site)
    first.evaluate("window.storageFull = true")
    start_shangrila(first, NAMES, start="Free placement")
    expect(first.get_by_role("alert")).to_contain_text("storage is full")
    open_page(second, site)
    start_shangrila(second, ["Di", "Ed", "Flo"], start="Free placement")
    theirs = current_game(second)
    play(second, 2, theirs)
    first.evaluate("window.storageFull = false")
    click_shangrila_move(first, "place RA")  # its game was never saved: no reading it back
    settled(first, moves=1)
    play(second, 1, theirs)
    expect(second.locator("body")).to_have_attribute("data-save", "saved")
    expect(second.locator("#messages")).not_to_contain_text("another tab")
    games = {tuple(record.names): record.move_count for record in stored(first).read_all()[0]}
    assert games == {tuple(NAMES): 1, ("Di", "Ed", "Flo"): 3}


@pytest.fixture
def page(kept: KeptDevices) -> Iterator[Page]:
    with kept.page(viewport=DESKTOP) as page:
        yield page


def test_a_newer_format_under_the_open_game_keeps_it_and_asks(page: Page, site: str) -> None:
    first, second = page, page.context.new_page()
    open_page(first, site)
    start_shangrila(first, NAMES, start="Free placement")
    play(first)
    open_page(second, site)
    key = PREFIX + first.evaluate(f"localStorage.getItem({json.dumps('shangrila-tsuro/current')})")
    second.evaluate(
        """key => { const data = JSON.parse(localStorage.getItem(key));
        localStorage.setItem(key, JSON.stringify({...data, format: 2, version: 40})); }""",
        key,
    )
    expect(first.get_by_role("alert")).to_contain_text("another version of the page changed it")
    expect(first.locator("body")).to_have_attribute("data-screen", "game")
    game = current_game(second)  # (its moves; the format aside, the save is readable here)
    click_shangrila_move(first, game.legal_moves()[0])  # the game goes on here
    expect(first.locator("#log li")).to_have_count(2)
    assert json.loads(second.evaluate("key => localStorage.getItem(key)", key))["format"] == 2
    first.get_by_role("button", name="Keep it as a new saved game").click()
    expect(first.locator("#messages")).to_contain_text("saved as a new game")
    expect(first.locator("body")).to_have_attribute("data-save", "saved")
    records, problems = stored(first).read_all()
    assert [r.move_count for r in records] == [2] and len(problems) == 1


def test_a_thousand_saves_show_a_few_pictures_and_pages_of_the_rest(page: Page, site: str) -> None:
    open_page(page, site)
    seed_saves(page, 1000)
    open_page(page, site)
    expect(page.locator(".save-picture")).to_have_count(4)
    page.get_by_role("button", name="Show all 1000 saved games").click()
    expect(page.get_by_role("heading", name="All saved games")).to_be_visible()
    expect(page.locator(".page-of")).to_have_text("Page 1 of 40")
    page.get_by_role("button", name="Next page").click()
    expect(page.locator(".page-of")).to_have_text("Page 2 of 40")
    page.get_by_role("button", name="Show fewer").click()
    expect(page.get_by_role("heading", name="All saved games")).to_have_count(0)
    kept = page.evaluate("localStorage.getItem('shangrila-tsuro/snapshot')")
    assert kept is not None and len(kept) < 400_000
