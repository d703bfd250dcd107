"""Two people on two devices (two browser contexts, Ann's and Bo's) play whole games by
sending each other links only: each sees only their own tiles, keeps one save per
game, and the page always says whose turn it is."""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import Iterator

import pytest
from pagehelp import (
    KeptDevices,
    button,
    click_shangrila_move,
    click_tsuro_move,
    computers_at_once,
    current_game,
    expect_screen,
    pick_shangrila_move,
    settled,
    wait_ready,
)
from playwright.sync_api import Page, expect
from test_page import DESKTOP, near_its_end, start_game

from game import tsuro
from game.core import Game
from web.ui.links import make_fragment


@pytest.fixture
def devices(kept: KeptDevices, site: str) -> Iterator[tuple[Page, Page]]:
    """Ann's and Bo's pages, each in a browser context of its own (both start at once)."""
    clipboard = ("clipboard-read", "clipboard-write")
    with contextlib.ExitStack() as stack:
        pages = [
            stack.enter_context(kept.page(viewport=DESKTOP, permissions=clipboard, device=n))
            for n in range(2)
        ]
        for page in pages:
            page.goto(site)
        for page in pages:
            wait_ready(page)
        yield pages[0], pages[1]


def send(page: Page, to: str) -> str:
    """Press "Send to <to>" and return the link it gave."""
    expect(page.get_by_role("status").first).to_contain_text(f"Waiting for {to}")
    field = page.get_by_label("Share link")
    before = field.input_value() if field.count() else ""
    button(page, f"Send to {to}")
    expect(field).not_to_have_value(before)
    expect(field).to_have_value(re.compile("#v=1&g="))
    return field.input_value()


def receive(page: Page, link: str, moves: int) -> Game:
    page.goto(link)  # the same page: only the fragment changes
    settled(page, moves=moves)
    return current_game(page)


def saves(page: Page) -> int:
    return page.evaluate(
        "Object.keys(localStorage).filter((k) => k.includes('shangrila-tsuro/save/')).length"
    )


def shown_hand(page: Page) -> set[int]:
    labels = page.locator(".hand-tile").evaluate_all("(els) => els.map((e) => e.ariaLabel)")
    return {int(label.split(",")[0].split()[1]) for label in labels}


def test_a_whole_tsuro_game_by_links_only(devices) -> None:
    ann, bo = devices
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "remote"])
    button(ann, "QR code")  # for a player sitting nearby
    expect(
        ann.get_by_role("img", name="QR code of the link to this game").locator("svg")
    ).to_be_visible()
    button(ann, "QR code")
    rng = random.Random(11)
    pages, names = {0: ann, 1: bo}, {0: "Ann", 1: "Bo"}
    game = current_game(ann)
    links = []
    while True:
        me = game.to_move
        page = pages[me]
        assert shown_hand(page) <= set(game.hand(me))  # only the mover's own tiles
        click_tsuro_move(page, rng.choice(game.legal_moves()))
        settled(page, moves=len(game.history) + 1)
        game = current_game(page)
        if game.is_over():
            break
        links.append(send(page, names[game.to_move]))
        game = receive(pages[game.to_move], links[-1], len(game.history))
        assert not shown_hand(pages[game.to_move]) & set(game.hand(me))
    other = bo if page is ann else ann
    button(page, "Copy link")
    receive(other, page.get_by_label("Share link").input_value(), len(game.history))
    for each in (ann, bo):
        expect(each.get_by_role("heading", name="Game over")).to_be_visible()
        assert saves(each) == 1
    receive(bo, links[0], len(game.history))  # a stale link changes nothing
    expect(bo.locator(".notice")).to_contain_text("older than your game")
    assert saves(bo) == 1


def test_a_shangrila_game_with_a_computer_by_links_only_to_its_end(devices, site: str) -> None:
    """From a link to Ann of a game some twenty moves before its end (the whole game
    from the start screen by links is Tsuro's, above; a whole Shangri-La game played
    by clicking is test_page's): Ann and Bo send each other links, the computer plays
    on the device of the link's receiver, each keeps one save."""
    ann, bo = devices
    for page in (ann, bo):
        computers_at_once(page)
    game = near_its_end(seed=7, moves=20)
    seats = ["person", "person", "easy"]
    ann.goto(site + "#" + make_fragment(game.encode(), ["Ann", "Bo", "Cy"], seats, to=0))
    settled(ann, len(game.history), turn="r")
    pages, names = {"r": ann, "b": bo}, {"r": "Ann", "b": "Bo"}
    while True:
        me = game.to_move
        click_shangrila_move(pages[me], pick_shangrila_move(game))
        game = current_game(pages[me])  # on Bo's device, after Cy's move too
        if game.is_over():
            break
        link = send(pages[me], names[game.to_move])
        game = receive(pages[game.to_move], link, len(game.history))
    other = bo if pages[me] is ann else ann
    button(pages[me], "Copy link")
    receive(other, pages[me].get_by_label("Share link").input_value(), len(game.history))
    for page in (ann, bo):
        expect(page.get_by_role("heading", name="Game over")).to_be_visible()
        assert saves(page) == 1


def test_a_branched_link_offers_the_choice(devices) -> None:
    ann, bo = devices
    start_game(ann, "Tsuro", ["Ann", "Bo"], seats=["person", "remote"])
    click_tsuro_move(ann, "start a1.0")
    receive(bo, send(ann, "Bo"), 1)
    click_tsuro_move(bo, "start f6.4")
    settled(bo, moves=2)
    game = receive(ann, send(bo, "Ann"), 2)
    moves = game.legal_moves()
    click_tsuro_move(ann, moves[0])
    receive(bo, send(ann, "Bo"), 3)
    button(ann, "Undo")  # Bo already has that move: Ann is asked first
    expect(ann.get_by_role("alert")).to_contain_text("already been sent")
    button(ann, "Take it back")
    settled(ann, moves=2)
    click_tsuro_move(ann, moves[-1])
    bo.goto(send(ann, "Bo"))
    expect_screen(bo, "branch")
    button(bo, "Keep both")
    settled(bo, moves=3)
    assert saves(bo) == 2


def test_a_long_link_still_opens(devices) -> None:
    ann, _ = devices
    game = tsuro.new_game(8, seed=4)
    rng = random.Random(4)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    names = ["🐉" * 22 + f"{i:02}" for i in range(8)]  # 24 characters, 12 in a link each
    link = ann.url.split("#")[0] + "#" + make_fragment(game.encode(), names, ["person"] * 8, to=0)
    assert len(link) > 2000
    ann.goto(link)
    settled(ann, moves=len(game.history))
    expect(ann.get_by_role("heading", name="Game over")).to_be_visible()
