"""The page on a phone (390 x 844, touch): no screen wider than the screen, and no
single tap that ends a turn without a preview the player confirms."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pagehelp import button, expect_screen, settled, watched_page
from playwright.sync_api import Browser, Page, expect

from game import shangrila, tsuro
from game.core import Game
from web.ui.links import make_fragment

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser: Browser, site: str) -> Iterator[Page]:
    with watched_page(browser, site, viewport=PHONE, has_touch=True, is_mobile=True) as page:
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
    show(page, played(tsuro.new_game(4, seed=22), 16), ["A", "B", "C", "D"])
    wide["Tsuro"] = overflow(page)
    finished = played(tsuro.new_game(3, seed=4))
    show(page, finished, ["A", "B", "C"])
    wide["Tsuro's end"] = overflow(page)
    button(page, "Review")
    expect(page.locator("body")).to_have_attribute("data-review", str(len(finished.history)))
    wide["review"] = overflow(page)
    assert {screen: px for screen, px in wide.items() if px > 0} == {}
