"""What a first visit fetches in Chromium: not the puzzles' data (web/ui/lazy.py), which
comes, once, when the puzzles are first opened, the page saying so meanwhile; a fetch
that fails says why and leaves the start screen as it was, and the next try opens them.
The record and the daily challenge open too. (Offline after a first visit online:
tests/browser/test_offline_site.py.)"""

from __future__ import annotations

import re

import pytest
from conftest import DESKTOP
from pagehelp import Watch, button, expect_screen, new_context, open_page
from playwright.sync_api import Browser, Request, expect

from web.ui.lazy import PUZZLES
from web.ui.puzzles.link import fragment
from web.ui.puzzles.model import puzzles

ARCHIVE = PUZZLES.archive
#: Keeps, in the page, what ``body[data-fetching]`` and the notice said at each change
#: (set before the click, so that a fetch that ends at once is seen too).
WATCH_LOADING = """() => {
    window.seenLoading = [];
    new MutationObserver(() => window.seenLoading.push([
        document.body.dataset.fetching,
        document.querySelector("#messages .notice")?.textContent ?? "",
    ])).observe(document.body, {attributes: true, childList: true, subtree: true});
}"""


def _lazy(urls: list[str]) -> list[str]:
    """The requests among ``urls`` for the puzzles' data, in any form."""
    return [url for url in urls if ARCHIVE in url or url.split("?")[0].endswith(".json")]


@pytest.mark.first_visit
def test_a_first_visit_fetches_the_puzzles_only_when_they_are_opened(
    browser: Browser, site: str
) -> None:
    watch = Watch(site)
    context = new_context(browser, viewport=DESKTOP)  # nothing cached or stored
    watch.attach(context)
    page = context.new_page()
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    open_page(page, site)
    button(page, "Play Tsuro against the computer")
    expect_screen(page, "game")
    expect(page.get_by_role("button", name=re.compile("^Start mark ")).first).to_be_enabled()
    assert any(url.endswith("web/page.zip") for url in requested)
    assert _lazy(requested) == []

    button(page, "Back to menu")
    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    expect(page.locator("body")).to_have_attribute("data-fetching", "")
    assert [url.removeprefix(site) for url in _lazy(requested)] == [ARCHIVE]
    button(page, re.compile(r"^Puzzle 1: "))  # here now: no fetch
    expect_screen(page, "puzzle")
    assert len(_lazy(requested)) == 1

    for name, screen in [("Show your record", "records"), ("Daily challenge", "daily")]:
        open_page(page, site)
        button(page, name)
        expect_screen(page, screen)
    context.close()
    watch.check()


@pytest.mark.first_visit
def test_a_failed_fetch_says_why_and_the_next_try_opens_the_puzzles(
    browser: Browser, site: str
) -> None:
    watch = Watch(site, expected=["Failed to load resource"])
    context = new_context(browser, viewport=DESKTOP)
    watch.attach(context)
    page = context.new_page()
    open_page(page, site)
    page.route(f"**/{ARCHIVE}", lambda route: route.fulfill(status=503))  # the site fails
    page.evaluate(WATCH_LOADING)
    button(page, "Every puzzle: Tsuro")
    alert = page.get_by_role("alert")
    expect(alert).to_have_text(
        "The puzzles could not be loaded (the site did not answer). "
        "Check the connection, then try again."
    )
    expect(page.locator("body")).to_have_attribute("data-fetching", "")
    expect_screen(page, "start")
    seen = page.evaluate("window.seenLoading")  # what the page said meanwhile
    assert ["puzzles", "Loading the puzzles…"] in seen

    page.unroute(f"**/{ARCHIVE}")
    fetched: list[Request] = []
    page.on("request", lambda request: fetched.append(request) if ARCHIVE in request.url else 0)
    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    expect(page.get_by_role("alert")).to_have_count(0)
    assert len(fetched) == 1
    context.close()
    watch.check()


@pytest.mark.first_visit
def test_a_puzzles_link_opens_its_puzzle_on_a_first_visit(browser: Browser, site: str) -> None:
    """The link waits for the puzzles' data, then opens its puzzle."""
    watch = Watch(site)
    context = new_context(browser, viewport={"width": 390, "height": 844})
    watch.attach(context)
    page = context.new_page()
    chosen = puzzles("tsuro")[0]
    open_page(page, f"{site}#{fragment('tsuro', chosen.id)}")
    expect_screen(page, "puzzle")
    expect(page.locator("body")).to_have_attribute("data-fetching", "")
    context.close()
    watch.check()
