"""The daily challenge in Chromium, with Playwright's clock at a fixed date (UTC): today's
Tsuro challenge played to its end through the page's controls (no hint, undo, sandbox
or analysis during it, and the page says why), its result shared, the link opened in a
second browser context that gets the same deal (the link cut to a plain game link is
refused in words; the friend's result is kept though the friend leaves and reloads
before playing), plays it, and then sees both results and reviews the other's game,
read-only and never reopened as theirs; the first player, given the second's link,
sees both too; and the next day's date gives another deal. West of UTC (Los Angeles at
18:00, already the next day in UTC) the challenge, the calendar and the streak keep
the UTC day.

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
    wait_ready,
)
from playwright.sync_api import Browser, Page, expect

from game.core import Game
from web.ui.challenge import challenge
from web.ui.daily.model import HELD, score

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


def play_to_the_end(page: Page, last: bool = False, start: int = 0) -> tuple[Game, list[str]]:
    """Play the daily game on screen to its end, a legal move at a time through the
    board's controls (the same start marks, then the first legal tile, or the ``last``),
    from move ``start``; the game, and the hand shown once both pawns stood on the
    board."""
    hand: list[str] = []
    settled(page, moves=start)
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


def the_attempt_holds(page: Page) -> None:
    """During the scored attempt: no Hint, Undo or link, no sandbox, analysis or link in
    the review, and the page says why where each would be (two start marks played
    first)."""
    expect(page.get_by_text(HELD)).to_have_count(1)
    for name in ("Undo", "Hint", "Copy link", "QR code"):
        expect(page.get_by_role("button", name=name)).to_have_count(0)
    for move in range(2):
        click_tsuro_move(page, current_game(page).legal_moves()[0])
        settled(page, moves=move + 1)
    button(page, "Review")
    expect(page.get_by_role("heading", name="Review")).to_be_visible()
    for name in ("Try a move here", "Analyse", "Copy a link to this move"):
        expect(page.get_by_role("button", name=name)).to_have_count(0)
    expect(page.get_by_text(HELD)).to_have_count(2)  # where each of them would be
    button(page, "Back to the game")


def test_todays_challenge_shared_played_by_a_friend_then_both_results(devices) -> None:
    ann, bo = devices
    button(ann, "Daily challenge")
    expect_screen(ann, "daily")
    expect(ann.get_by_role("heading", name="Daily challenge: Today’s challenges")).to_be_visible()
    calendar = ann.get_by_role("navigation", name=re.compile("^Earlier days"))
    expect(calendar.get_by_role("button")).to_have_count(28)  # 1 to 28 November, no later
    button(ann, "Play Tsuro’s challenge")
    expect(ann.get_by_text("Daily challenge of 2026-11-28: your scored attempt.")).to_be_visible()
    the_attempt_holds(ann)
    ann_game, ann_hand = play_to_the_end(ann, start=2)
    assert ann_game.options["seed"] == challenge("tsuro", DAY).seed
    expect(ann.locator(".daily-box")).to_contain_text(f"Your result: {score(ann_game)}.")
    link = share(ann)
    expect(ann.locator(".daily-share")).to_contain_text(
        f"Tsuro, daily challenge of 2026-11-28: {score(ann_game)}."
    )

    # the link cut to a plain game link: refused in words, Ann's moves never shown
    open_page(bo, link.replace("daily=2&day=2026-11-28&", "", 1))
    expect(bo.get_by_text(re.compile("its beginning is missing or changed"))).to_be_visible()
    expect_screen(bo, "daily")
    expect(bo.locator(".daily-waiting")).to_have_count(0)

    # Bo opens the link and leaves at once (the menu, a reload): Ann's result is kept,
    # out of sight until Bo's attempt is over
    open_page(bo, link)
    expect_screen(bo, "daily")
    expect(bo.locator(".daily-waiting")).to_be_visible()
    button(bo, "Back to menu")
    expect_screen(bo, "start")
    bo.reload()
    wait_ready(bo)
    button(bo, "Daily challenge")
    expect(bo.locator(".daily-waiting")).to_be_visible()
    expect(bo.get_by_text("Your friend’s result")).to_have_count(0)
    button(bo, "Play Tsuro’s challenge")
    bo_game, bo_hand = play_to_the_end(bo, last=True)
    assert bo_game.options["seed"] == ann_game.options["seed"]  # the same deal
    assert bo_hand == ann_hand and bo_hand
    assert bo_game.history != ann_game.history  # another game of the same deal
    expect(bo.locator(".daily-box")).to_contain_text(f"Your friend’s result: {score(ann_game)}.")
    back = share(bo)
    results = bo.locator(".daily-results")
    expect(results).to_contain_text(score(bo_game))
    expect(results).to_contain_text(score(ann_game))
    button(bo, "Review your friend’s game of Tsuro")
    expect(bo.locator("body")).to_have_attribute("data-review", str(len(ann_game.history)))
    button(bo, "Back to the game")  # Ann's game: read-only, named as hers, not saved
    expect(bo.locator(".daily-box")).to_contain_text("Your friend’s game of the daily challenge")
    expect(bo.locator(".held-note")).to_contain_text("never played or saved as yours")
    expect(bo.get_by_text("Not saved: it is your friend’s game.")).to_be_visible()
    expect(bo.get_by_role("button", name="Undo")).to_have_count(0)
    bo.reload()  # never reopened as Bo's game
    wait_ready(bo)
    expect(bo.locator(".daily-box")).to_have_count(0)

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


def test_west_of_utc_the_challenge_calendar_and_streak_keep_the_utc_day(
    browser: Browser, site: str
) -> None:
    """Los Angeles at 18:00 on 1 December is 2 December in UTC: today's challenge is the
    2nd's, the calendar reaches the 2nd, and playing it makes a streak of 1 (it said 0
    days in a row: finding 4 of issue 60)."""
    with contextlib.ExitStack() as stack:
        watch = Watch(site)
        context = new_context(
            browser, visited=site, viewport=PHONE, has_touch=True, timezone_id="America/Los_Angeles"
        )
        watch.attach(context)
        stack.callback(watch.check)
        stack.callback(context.close)
        page = context.new_page()
        page.clock.install(time=datetime(2026, 12, 2, 2, 0, tzinfo=UTC))
        open_page(page, site)
        button(page, "Daily challenge")
        expect(
            page.get_by_role("heading", name="Daily challenge: Today’s challenges")
        ).to_be_visible()
        calendar = page.get_by_role("navigation", name="Earlier days: December 2026")
        expect(calendar.get_by_role("button", name=re.compile(r"^2 ?: 2026-12-02"))).to_be_visible()
        expect(calendar.get_by_role("button", name=re.compile(r"^3 ?:"))).to_have_count(0)
        button(page, "Play Tsuro’s challenge")
        expect(
            page.get_by_text("Daily challenge of 2026-12-02: your scored attempt.")
        ).to_be_visible()
        game, _hand = play_to_the_end(page)
        assert game.options["seed"] == challenge("tsuro", date(2026, 12, 2)).seed
        button(page, "Back to menu")
        button(page, "Show your record")
        expect(page.get_by_text(re.compile("1 day in a row"))).to_be_visible()
