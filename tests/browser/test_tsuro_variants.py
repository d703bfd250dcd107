"""Tsuro's variants in Chromium: one game of each played to its end by clicking,
solo included (its best result kept on this device)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest
from conftest import DESKTOP
from pagehelp import (
    button,
    click_tsuro_move,
    computers_at_once,
    current_game,
    expect_screen,
    wait_for_turn,
    wait_saved,
    watched_page,
)
from playwright.sync_api import Browser, Page, expect

from game import tsuro
from web.ui.saves import SOLO

#: Each variant's line on the start form, as the radio button is named.
LINES = {
    "longest": "^Longest path:",
    "crossings": "^Most crossings:",
    "open": "^Open tiles:",
    "solo": "^Solo:",
}


@pytest.fixture(scope="module")
def page(browser: Browser, site: str) -> Iterator[Page]:
    with watched_page(browser, site, viewport=DESKTOP) as page:
        yield page


def start(page: Page, variant: str, names: list[str], seats: list[str] | None = None) -> None:
    """Set up a Tsuro table in ``variant`` (people here unless ``seats`` say) and start it."""
    if page.locator("body").get_attribute("data-screen") != "start":
        button(page, "Back to menu")
    expect_screen(page, "start")
    page.get_by_role("radio", name="Tsuro").check()
    page.get_by_role("combobox", name="Number of players").select_option(str(len(names)))
    for number, name in enumerate(names, 1):
        page.get_by_role("textbox", name=f"Name of player {number}").fill(name)
        kind = seats[number - 1] if seats else "person"
        page.get_by_role("combobox", name=f"Player {number} played by").select_option(kind)
    page.get_by_role("radio", name=re.compile(LINES[variant])).check()
    button(page, "Start game")
    expect(page.locator("body")).to_have_attribute("data-screen", re.compile("^(game|handoff)$"))


def play_to_the_end(page: Page, seed: int, computers: bool = False) -> tsuro.Tsuro:
    """Click random legal moves for the people until the game ends (with
    ``computers``, player 0 is the only person); the game as played."""
    game, rng = current_game(page), random.Random(seed)
    assert isinstance(game, tsuro.Tsuro)
    secret = game.variant not in tsuro.SHARED_HAND
    while not game.is_over():
        assert secret or page.locator("body").get_attribute("data-screen") == "game"
        move = rng.choice(game.legal_moves())
        click_tsuro_move(page, move)
        if computers:
            game = wait_for_turn(page, 0)
        else:
            game.play(move)
            wait_saved(page, game)
        assert isinstance(game, tsuro.Tsuro)
        shown = page.locator("body").get_attribute("data-screen") == "game"
        if game.variant in tsuro.SCORED and shown:
            expect_scores(page, game)  # as they grow
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    if game.variant in tsuro.SCORED:
        expect_scores(page, game)
    return game


def expect_scores(page: Page, game: tsuro.Tsuro) -> None:
    """Each player's score in the panel as the game has it."""
    scores = page.locator(".players .score")
    expect(scores).to_have_count(len(game.players))
    for player in game.players:
        expect(scores.nth(player)).to_have_attribute("data-score", str(game.score(player)))


@pytest.mark.parametrize("variant", ["longest", "crossings"])
def test_a_scored_variant_is_won_by_the_top_score(page: Page, variant: str) -> None:
    computers_at_once(page)
    start(page, variant, ["Ann", "Bot"], seats=["person", "easy"])
    game = play_to_the_end(page, 1, computers=True)
    said = page.locator(".winners")
    if game.winners() == [0]:
        expect(said).to_contain_text("You win")
    for winner in game.winners() if game.winners() != [0] else []:
        expect(said).to_contain_text(["Ann", "Bot"][winner])
    top = max(game.score(p) for p in game.players)
    status = page.locator("#status")
    expect(status).to_contain_text("longest trail" if variant == "longest" else "most crossings")
    expect(status).to_contain_text(str(top))


def test_open_tiles_show_one_hand_and_never_hand_over(page: Page) -> None:
    start(page, "open", ["Ann", "Bo", "Cy"])
    expect_screen(page, "game")
    game = current_game(page)
    for mark in ("a1.0", "f6.4", "c1.0"):
        click_tsuro_move(page, f"start {mark}")
        game.play(f"start {mark}")
        wait_saved(page, game)
    expect(page.get_by_text("The hand everyone plays from, face up:")).to_be_visible()
    game = play_to_the_end(page, 2)
    assert game.winners()


def test_solo_is_played_to_its_end_and_its_best_kept(page: Page) -> None:
    start(page, "solo", ["Ann", "Bo"])
    expect_screen(page, "game")
    game = play_to_the_end(page, 3)
    placed = game.placed_count()
    expect(page.locator(".winners")).to_contain_text(
        "You won" if game.winners() else f"You lost: a pawn left the board after {placed} tile"
    )
    expect(page.locator(".winners")).to_contain_text(f"best with 2 pawns on this device: {placed}")
    kept = page.evaluate(
        "key => Object.keys(localStorage).filter(k => k.endsWith(key))"
        ".map(k => localStorage.getItem(k))",
        SOLO,
    )
    assert [json.loads(text) for text in kept] == [{"2": placed}]
