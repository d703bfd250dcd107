"""The daily challenge in Chromium, with Playwright's clock at a fixed date (UTC): today's
Tsuro challenge played to its end through the page's controls, its result shared, the
link opened in a second browser context that gets the same deal, plays it, and then
sees both results (and can review the other's game); the first player, given the
second's link, sees both too; and the next day's date gives another deal.

It needs its own browser contexts (the clock is installed before the page starts), on
a phone's screen (390 x 844)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

import pytest
from pagehelp import (
    Watch,
    button,
    click_tsuro_move,
    current_game,
    expect_screen,
    new_context,
    open_page,
    settled,
)
from playwright.sync_api import Browser, Page, expect

from game.core import Game
from web.ui.daily.challenge import challenge
from web.ui.daily.model import score

PHONE = {"width": 390, "height": 844}
DAY = date(2026, 11, 28)
#: The page's clock: the afternoon of DAY in UTC.
NOON = datetime(2026, 11, 28, 13, 30, tzinfo=UTC)


@pytest.fixture
def devices(browser: Browser, site: str) -> Iterator[tuple[Page, Page]]:
    """Ann's and Bo's phones, each a browser context of its own whose clock reads NOON."""
    with contextlib.ExitStack() as stack:
        pages = []
        for _ in range(2):
            watch = Watch(site)
            context = new_context(browser, visited=site, viewport=PHONE, has_touch=True)
            context.grant_permissions(["clipboard-read", "clipboard-write"])
            watch.attach(context)
            stack.callback(watch.check)
            stack.callback(context.close)
            page = context.new_page()
            page.clock.install(time=NOON)
            pages.append(page)
        for page in pages:
            open_page(page, site)
        yield pages[0], pages[1]


def shown_hand(page: Page) -> list[str]:
    """The names of the tiles in the hand on screen."""
    return page.locator(".hand-tile").evaluate_all("(els) => els.map((e) => e.ariaLabel)")


def play_to_the_end(page: Page, last: bool = False) -> tuple[Game, list[str]]:
    """Play the daily game on screen to its end, a legal move at a time through the
    board's controls (the same start marks, then the first legal tile, or the ``last``);
    the game, and the hand shown once both pawns stood on the board."""
    hand: list[str] = []
    settled(page, moves=0)
    while True:
        game = current_game(page)
        if game.is_over():
            return game, hand
        if len(game.history) == 2:
            hand = shown_hand(page)
        moves = game.legal_moves()
        click_tsuro_move(page, moves[-1 if last and len(game.history) >= 2 else 0])
        settled(page, moves=len(game.history) + 1)


def share(page: Page) -> str:
    """From the game's end, to the results, then share: the link shown."""
    button(page, "Results and sharing")
    expect_screen(page, "daily")
    button(page, "Share your result at Tsuro")
    field = page.get_by_label("Challenge link")
    expect(field).to_have_value(re.compile(r"#daily=2&day=2026-11-28&dg=T"))
    return field.input_value()


def test_todays_challenge_shared_played_by_a_friend_then_both_results(devices) -> None:
    ann, bo = devices
    button(ann, "Daily challenge")
    expect_screen(ann, "daily")
    expect(ann.get_by_role("heading", name="Daily challenge: Today’s challenges")).to_be_visible()
    calendar = ann.get_by_role("navigation", name=re.compile("^Earlier days"))
    expect(calendar.get_by_role("button")).to_have_count(28)  # 1 to 28 November, no later
    button(ann, "Play Tsuro’s challenge")
    expect(ann.get_by_text("Daily challenge of 2026-11-28: your scored attempt.")).to_be_visible()
    ann_game, ann_hand = play_to_the_end(ann)
    assert ann_game.options["seed"] == challenge("tsuro", DAY).seed
    expect(ann.locator(".daily-box")).to_contain_text(f"Your result: {score(ann_game)}.")
    link = share(ann)
    expect(ann.locator(".daily-share")).to_contain_text(
        f"Tsuro, daily challenge of 2026-11-28: {score(ann_game)}."
    )

    # Bo opens the link: the challenge, and Ann's result kept out of sight until played
    open_page(bo, link)
    expect_screen(bo, "daily")
    expect(bo.locator(".daily-waiting")).to_be_visible()
    expect(bo.get_by_text("Your friend’s result")).to_have_count(0)
    button(bo, "Play Tsuro’s challenge")
    bo_game, bo_hand = play_to_the_end(bo, last=True)
    assert bo_game.options["seed"] == ann_game.options["seed"]  # the same deal
    assert bo_hand == ann_hand and bo_hand
    assert bo_game.history != ann_game.history  # another game of the same deal
    expect(bo.locator(".daily-box")).to_contain_text(
        f"Your friend’s result: {score(ann_game)}."
    )
    back = share(bo)
    results = bo.locator(".daily-results")
    expect(results).to_contain_text(score(bo_game))
    expect(results).to_contain_text(score(ann_game))
    button(bo, "Review your friend’s game of Tsuro")
    expect(bo.locator("body")).to_have_attribute("data-review", str(len(ann_game.history)))

    # Bo's link brings Bo's game to Ann: both results there too
    ann.goto(back)
    expect(ann.locator(".daily-results")).to_contain_text("Your friend’s result")
    expect(ann.locator(".daily-results")).to_contain_text(score(bo_game))
    expect(ann.locator(".daily-results")).to_contain_text(score(ann_game))

    # the next day (UTC), another deal
    ann.clock.set_system_time(NOON + timedelta(days=1))
    button(ann, "Back to menu")
    expect_screen(ann, "start")
    button(ann, "Daily challenge")
    expect(ann.get_by_role("button", name=re.compile("^29 ?: 2026-11-29"))).to_have_count(1)
    button(ann, "Play Tsuro’s challenge")
    settled(ann, moves=0)
    tomorrow = current_game(ann)
    assert tomorrow.options["seed"] == challenge("tsuro", DAY + timedelta(days=1)).seed
    assert tomorrow.options["seed"] != ann_game.options["seed"]
