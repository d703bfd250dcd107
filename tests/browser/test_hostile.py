"""Hostile input in a real browser: a link with the wrong players, a crafted save id,
full storage, two tabs on one game, and a save nested 20,000 levels deep. The page
starts, says so, and loses nothing."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from conftest import DESKTOP
from pagehelp import (
    KeptDevices,
    button,
    click_shangrila_move,
    current_game,
    expect_screen,
    open_page,
    seed_saves,
    settled,
    store_all,
)
from playwright.sync_api import Page, expect
from test_page import start_shangrila

from web.ui.saves import PREFIX

#: Makes localStorage refuse writes while ``window.storageFull`` is set.
FULL_STORAGE = """
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (window.storageFull) throw new DOMException("full", "QuotaExceededError");
  return setItem.call(this, key, value);
};
"""


@pytest.fixture
def page(kept: KeptDevices) -> Iterator[Page]:
    with kept.page(viewport=DESKTOP) as page:
        yield page


def test_a_link_with_the_wrong_players_and_a_crafted_save_id(page: Page, site: str) -> None:
    crafted = PREFIX + '" autofocus onfocus="window.__xss=1'
    store_all(page, {crafted: "{}"})  # stored before the page starts
    open_page(page, site + "#v=1&g=T1.AwIABQAAS11Chg&s=ppp&n=A&n=B&n=C")
    expect(page.get_by_role("alert").first).to_contain_text("This link could not be opened")
    expect_screen(page, "start")
    expect(page.locator(".save.damaged")).to_contain_text("not one this page gives its saves")
    assert page.evaluate("window.__xss") is None
    open_page(page, site)  # the plain address afterwards
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def test_full_storage_lets_the_game_go_on_and_says_so(context, site: str) -> None:
    context.add_init_script(FULL_STORAGE)
    page = context.new_page()
    open_page(page, site)
    page.evaluate("window.storageFull = true")
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    expect(page.get_by_role("alert")).to_contain_text("storage is full")
    expect(page.locator("body")).to_have_attribute("data-save", "failed")
    click_shangrila_move(page, "place RA")
    expect(page.locator("#log li")).to_have_count(1)
    page.evaluate("window.storageFull = false")
    click_shangrila_move(page, "place PA")
    settled(page, moves=2)
    assert current_game(page).history == ["place RA", "place PA"]


def test_two_tabs_on_one_game_never_lose_a_move(page: Page, site: str) -> None:
    first = page
    open_page(first, site)
    start_shangrila(first, ["Ann", "Bo", "Cy"], start="Free placement")
    game = current_game(first)

    def play(page) -> None:
        move = game.legal_moves()[0]
        click_shangrila_move(page, move)
        game.play(move)
        settled(page, moves=len(game.history))

    play(first)
    second = first.context.new_page()
    open_page(second, site)
    settled(second, moves=1)
    play(first)
    settled(second, moves=2)  # it follows the other tab's move
    play(second)
    settled(first, moves=3)
    assert current_game(first).history == game.history
    button(first, "Back to menu")
    row = f"The Bridges of Shangri-La: Ann, Bo, Cy, 3 moves, {_date(first)}"
    button(first, f"Delete {row}")
    button(first, f"Yes, delete {row}")
    expect_screen(second, "start")  # the deleted game is not written back
    expect(second.get_by_role("alert")).to_contain_text("deleted in another tab")
    assert first.evaluate("localStorage.length") == 0


def _date(page) -> str:
    return page.locator(".save-date").first.inner_text()


def test_the_page_starts_with_a_deeply_nested_save_and_lists_it_as_damaged(
    page: Page, site: str
) -> None:
    open_page(page, site)
    seed_saves(page, 2)
    page.evaluate(
        """deep => { localStorage.setItem(deep.key, deep.text);
        localStorage.setItem('shangrila-tsuro/current', '7');
        localStorage.setItem('shangrila-tsuro/tables', deep.text);
        localStorage.setItem('shangrila-tsuro/solo', deep.text);
        localStorage.setItem('shangrila-tsuro/live-hosts', deep.text);
        localStorage.setItem('shangrila-tsuro/snapshot', deep.closed); }""",
        {"key": PREFIX + "7", "text": "[" * 20_000, "closed": "[" * 20_000 + "]" * 20_000},
    )
    open_page(page, site)
    expect_screen(page, "start")
    damaged = page.locator(".save.damaged")
    expect(damaged).to_contain_text("nested too deeply")
    expect(page.get_by_role("button", name=re.compile("^Continue Tsuro: A1, B1"))).to_be_visible()
    damaged.get_by_role("button", name="Delete the damaged save").click()
    page.get_by_role("button", name="Yes, delete").click()
    expect(damaged).to_have_count(0)
    assert page.evaluate(f"localStorage.getItem({json.dumps(PREFIX + '7')})") is None
    page.get_by_role("button", name=re.compile("^Continue Tsuro: A1, B1")).click()
    expect_screen(page, "game")
