"""The computer's view of a game under review, in Chromium: "Analyse" runs Hard's
search over every position of a short Tsuro game in the worker, draws the chart and
marks turning points, each a button to its position with the better move; "Stop"
keeps what was found; the saved game is never changed; axe finds nothing, on a
desktop in the light theme and on a phone in the dark one (one analysis, the page
resized and its colour scheme changed: each analysis is a search of every
position)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pagehelp import TURN_TIMEOUT, KeptDevices, button, open_page, saved, settled
from playwright.sync_api import Page, expect
from test_accessibility import violations
from test_page import DESKTOP, PHONE

from game import tsuro
from game.core import Game
from web.ui.links import make_fragment

CHART = "Each player’s chance to win, move by move"
BOX = "The computer’s view of the game"
TURNING_POINT = re.compile(r"^Move \d+, (Ann|Bo): \d+% to \d+%$")


def short_game() -> Game:
    """A two-player Tsuro game of 14 random moves, to its end (its last but one move
    throws a game away: a turning point whatever the search's noise)."""
    game = tsuro.new_game(2, seed=5)
    rng = random.Random(5)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


def open_review(page: Page, site: str) -> tuple[Game, dict]:
    game = short_game()
    fragment = make_fragment(game.encode(), ["Ann", "Bo"], ["person", "easy"])
    page.goto(site + "#" + fragment)
    settled(page, len(game.history))
    before = saved(page)
    button(page, "Review")
    expect(page.locator("body")).to_have_attribute("data-review", str(len(game.history)))
    return game, before


@pytest.fixture
def page(kept: KeptDevices, site: str) -> Iterator[Page]:
    with kept.page(viewport=DESKTOP) as page:
        open_page(page, site)
        yield page


def test_an_analysis_draws_the_chart_and_marks_turning_points(page: Page, site: str) -> None:
    game, before = open_review(page, site)
    total = len(game.history)
    button(page, "Analyse")
    body = page.locator("body")
    expect(body).to_have_attribute("data-analysis", "running")
    expect(page.get_by_role("button", name="Stop")).to_be_focused()
    box = page.get_by_role("region", name=BOX)
    expect(box.get_by_text(re.compile(rf"^Analysing move \d+ of {total}…$"))).to_be_visible()
    expect(body).to_have_attribute("data-analysis", "done", timeout=TURN_TIMEOUT)
    done = "Analysis done: every position of the game was searched."
    expect(box.get_by_text(done)).to_be_visible()
    # the Stop button went with the focus: the focus is on the box's heading
    expect(page.get_by_role("heading", name=BOX)).to_be_focused()
    expect(page.get_by_role("img", name=CHART)).to_be_visible()
    assert violations(page) == []
    turns = page.get_by_role("button", name=TURNING_POINT)
    assert turns.count() >= 1
    name = turns.last.inner_text()
    move = int(name.split(",")[0].split()[1])
    turns.last.click()
    expect(body).to_have_attribute("data-review", str(move - 1))
    heading = page.get_by_role("heading", name=f"Turning point: move {move}")
    expect(heading).to_be_focused()
    expect(page.locator(".hint-box")).to_contain_text("The hard computer would have played:")
    assert violations(page) == []
    on_a_phone_in_the_dark(page)
    button(page, "Back to the game")
    expect(body).to_have_attribute("data-analysis", "")
    assert saved(page)["game"] == before["game"]


def on_a_phone_in_the_dark(page: Page) -> None:
    """The analysed game on a phone's screen in the dark theme: the chart fits the
    screen, and axe finds nothing there or at a turning point."""
    page.set_viewport_size(PHONE)
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    chart = page.get_by_role("img", name=CHART)
    chart.scroll_into_view_if_needed()
    box = chart.bounding_box()
    assert box is not None and box["width"] <= PHONE["width"]
    assert violations(page) == []
    page.get_by_role("button", name=TURNING_POINT).first.click()
    expect(page.get_by_role("heading", name=re.compile("^Turning point: move"))).to_be_focused()
    assert violations(page) == []


def test_stop_keeps_what_was_analysed(page: Page, site: str) -> None:
    open_review(page, site)
    button(page, "Analyse")
    box = page.get_by_role("region", name=BOX)
    expect(box.get_by_text(re.compile(r"^Analysing move [3-9] of"))).to_be_visible(
        timeout=TURN_TIMEOUT
    )
    button(page, "Stop")
    body = page.locator("body")
    expect(body).to_have_attribute("data-analysis", "stopped")
    stopped = re.compile(r"^Analysis stopped after \d+ of 15 positions\.$")
    expect(box.get_by_text(stopped)).to_be_visible()
    expect(page.get_by_role("img", name=CHART)).to_be_visible()
    expect(page.get_by_role("button", name="Analyse again")).to_be_visible()
