"""The page on a phone (390 x 844, touch): no screen wider than the screen, and no
single tap that ends a turn without a preview the player confirms."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pagehelp import (
    KeptDevices,
    button,
    click_tsuro_move,
    current_game,
    expect_screen,
    open_page,
    settled,
    space_name,
    village,
)
from playwright.sync_api import Page, expect

from game import shangrila, tsuro
from game.core import Game
from web.ui.links import make_fragment

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(kept: KeptDevices, site: str) -> Iterator[Page]:
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        open_page(page, site)
        yield page


def played(game: Game, moves: int | None = None, seed: int = 5) -> Game:
    """``game`` after random moves from ``seed``: to its end, or ``moves`` of them."""
    rng = random.Random(seed)
    while not game.is_over() and (moves is None or len(game.history) < moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def show(page: Page, game: Game, names: list[str]) -> None:
    """Open ``game`` through a link sent to its first player, once drawn."""
    fragment = make_fragment(game.encode(), names, ["person"] * len(names), to=0)
    page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
    settled(page, len(game.history))


def overflow(page: Page) -> int:
    """How many pixels the page is wider than its viewport (0 when it fits)."""
    return int(
        page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    )


def test_no_screen_is_wider_than_a_phone(phone: Page) -> None:
    page = phone
    wide = {"start": overflow(page)}
    for title in ("The Bridges of Shangri-La", "Tsuro"):
        button(page, f"How to play {title}")
        expect_screen(page, "guide")
        wide[f"guide of {title}"] = overflow(page)
        button(page, "Next step")
        wide[f"guide of {title}, a worked step"] = overflow(page)
        button(page, "Back")
        expect_screen(page, "start")
    show(
        page, played(shangrila.new_game("rbyv", start="random", seed=12), 40), ["A", "B", "C", "D"]
    )
    wide["Shangri-La"] = overflow(page)
    expect(page.locator(".pan-hint")).to_be_visible()  # its board is wider: it says it pans
    page.get_by_role("button", name="Whole board: the board fitted to the screen's width").tap()
    expect(page.locator(".pan-hint")).to_have_count(0)  # its smallest zoom: the whole board
    whole = page.locator("#board svg.board.whole").bounding_box()
    assert whole is not None and whole["x"] >= 0 and whole["x"] + whole["width"] <= PHONE["width"]
    show(page, played(tsuro.new_game(4, seed=22), 16), ["A", "B", "C", "D"])
    wide["Tsuro"] = overflow(page)
    finished = played(tsuro.new_game(3, seed=4))
    show(page, finished, ["A", "B", "C"])
    wide["Tsuro's end"] = overflow(page)
    button(page, "Review")
    expect(page.locator("body")).to_have_attribute("data-review", str(len(finished.history)))
    wide["review"] = overflow(page)
    steps = page.get_by_role("button", name="Previous move").bounding_box()
    assert steps is not None and steps["y"] + steps["height"] <= PHONE["height"]  # by the board
    assert {screen: px for screen, px in wide.items() if px > 0} == {}


def test_a_tap_in_a_village_during_a_journey_never_ends_the_turn(phone: Page) -> None:
    page = phone
    game = shangrila.new_game("rby", start="random", seed=14)
    rng = random.Random(14)
    while not any(move.startswith("journey") for move in game.legal_moves()):
        game.play(rng.choice(game.legal_moves()))
    show(page, game, ["Ann", "Bo", "Cy"])
    zoom = page.locator('[data-target="zoom"]')
    expect(zoom).to_have_text("Zoom in (Z)")
    expect(zoom.locator(".key-hint")).to_be_hidden()  # no keyboard on a touch screen
    origin, destination = next(m for m in game.legal_moves() if m.startswith("journey")).split()[1]
    village(page, re.compile(f"^Village {origin}, start a journey"))
    target = page.get_by_role("button", name=re.compile(f"^Village {destination}, journey from"))
    box = target.bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(
        page.get_by_role("button", name=f"Confirm journey {origin} to {destination}")
    ).to_be_visible()
    assert page.locator("body").get_attribute("data-moves") == str(len(game.history))
    button(page, "Cancel the journey")  # and a free space: its master shown, then placed
    place = next(m for m in game.legal_moves() if m.startswith("place"))
    page.get_by_role("button", name=space_name(place.split()[1])).tap()
    expect(page.get_by_role("button", name=re.compile("^Confirm placing"))).to_be_visible()
    assert page.locator("body").get_attribute("data-moves") == str(len(game.history))
    page.get_by_role("button", name=space_name(place.split()[1])).tap()
    game.play(place)
    settled(page, len(game.history))


def test_a_notice_goes_away_and_leaves_the_buttons_beneath_in_view(phone: Page) -> None:
    page = phone
    show(page, played(tsuro.new_game(2, seed=8), 5), ["Ann", "Bo"])
    button(page, "Back to menu")
    expect_screen(page, "start")
    notice = page.locator(".messages .notice")
    expect(notice).to_contain_text("Your game is saved")
    expect(notice).to_be_visible()
    expect(notice).to_be_hidden(timeout=15_000)  # it fades after 7 s: nothing covered


def test_solo_on_a_phone_shows_its_progress_and_ends_won_or_lost(phone: Page) -> None:
    page = phone
    page.get_by_role("radio", name="Tsuro").check()
    page.get_by_role("radio", name=re.compile("^Solo:")).check()
    page.get_by_role("combobox", name="Number of pawns").select_option("2")
    expect(page.get_by_role("textbox", name="Name of player 1")).to_have_count(0)
    button(page, "Start game")
    expect_screen(page, "game")
    progress = page.locator(".solo-progress")
    expect(progress).to_have_text("Tiles placed: 0 of 35")
    game, rng = current_game(page), random.Random(6)
    expect(page.locator("#panel")).to_contain_text("Pawn 2")
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        click_tsuro_move(page, move)
        game.play(move)
        settled(page, len(game.history))
        expect(progress).to_have_text(f"Tiles placed: {game.placed_count()} of 35")
    placed = game.placed_count()
    expect(page.locator(".winners")).to_contain_text(
        "You won" if game.winners() else f"You lost: a pawn left the board after {placed} tile"
    )
    expect(page.locator(".winners")).to_contain_text(f"2 pawns on this device: {placed}")
    assert overflow(page) == 0


def in_view(page: Page, name: str | re.Pattern) -> bool:
    """True when the (first) button ``name`` lies wholly on the phone's screen as it is."""
    box = page.get_by_role("button", name=name).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def test_a_tsuro_turn_needs_no_scroll_and_undo_brings_the_board_back(phone: Page) -> None:
    page = phone
    game = played(tsuro.new_game(2, seed=3), 2)  # both pawns placed: the first tile's turn
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person"] * 2, to=0, hints=True)
    page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
    settled(page, 2)
    expect(page.get_by_role("button", name="Hint")).to_be_visible()
    # the hand, the buttons that turn it, Hint and Undo: all on the screen as the turn starts
    for name in (re.compile("^Tile "), "Rotate clockwise (R)", "Hint", "Undo"):
        assert in_view(page, name), name
    move = next(m for m in game.legal_moves() if m.endswith("r0") and not game.preview(m).mover_out)
    number = move.split()[1].split("r")[0]
    page.get_by_role("button", name=re.compile(f"^Tile {number}, rotation")).tap()
    assert in_view(page, re.compile(f"^Confirm tile {number}, "))  # and its Confirm
    page.get_by_role("button", name=re.compile(f"^Confirm tile {number}, ")).tap()
    settled(page, 3)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # the log read, then
    button(page, "Undo")
    settled(page, 2)
    board = page.locator("#board").bounding_box()
    assert board is not None and 0 <= board["y"] < PHONE["height"] / 2  # the board in view
