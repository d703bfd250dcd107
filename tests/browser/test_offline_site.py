"""The built site (scripts/build.py) under a sub-path: it plays both games, works
offline after one visit (computer players included), and picks up a new build
through its update banner.

The site is built into a temporary folder and served at ``/shangrila-tsuro/``, as
GitHub Pages serves a project site.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ROOT, serve
from pagehelp import (
    Watch,
    button,
    click_shangrila_move,
    click_tsuro_move,
    current_game,
    expect_screen,
    new_context,
    open_page,
    wait_for_turn,
    wait_ready,
    wait_saved,
)
from playwright.sync_api import Browser, Page, expect
from test_page import start_game, start_shangrila

sys.path.insert(0, str(ROOT / "scripts"))
import build

SUB_PATH = "shangrila-tsuro/"


@pytest.fixture(scope="module")
def hosted(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The built site served under a sub-path: its address and its folder."""
    www = tmp_path_factory.mktemp("www")
    out = www / SUB_PATH
    build.build(out)
    with serve(www) as address:
        yield address + SUB_PATH, out


def _cached_and_controlled(page: Page) -> None:
    """Wait until the service worker has cached the site and controls the page."""
    page.evaluate("navigator.serviceWorker.ready")
    if not page.evaluate("!!navigator.serviceWorker.controller"):
        page.reload()
        wait_ready(page)
    assert page.evaluate("!!navigator.serviceWorker.controller")


def _version(page: Page) -> str:
    return page.evaluate(
        """() => new Promise((resolve) => {
            navigator.serviceWorker.addEventListener(
                "message", (event) => resolve(event.data.version), { once: true });
            navigator.serviceWorker.controller.postMessage("version");
        })"""
    )


def _rebuild_changed(out: Path, tmp: Path) -> str:
    """Build a changed copy of the project into ``out``; return the new version."""
    root = build.copy_sources(tmp / "changed")
    with (root / "web" / "style.css").open("a") as css:
        css.write("\n/* a new build */\n")
    return build.build(out, root)["version"]


def test_the_hosted_site_plays_offline_after_one_visit_and_updates(
    browser: Browser, hosted: tuple[str, Path], tmp_path: Path
) -> None:
    url, out = hosted
    watch = Watch(url.split(SUB_PATH)[0])
    context = new_context(browser, viewport={"width": 1280, "height": 900})
    watch.attach(context)
    page = context.new_page()
    open_page(page, url)
    _cached_and_controlled(page)
    first_version = _version(page)

    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    game = current_game(page)
    move = game.legal_moves()[0]
    click_shangrila_move(page, move)
    game.play(move)
    wait_saved(page, game)

    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert current_game(page).history == game.history
    move = game.legal_moves()[0]
    click_shangrila_move(page, move)
    game.play(move)
    wait_saved(page, game)

    # Tsuro against a computer, offline: the bots worker comes from the cache too.
    button(page, "Back to menu")
    start_game(page, "Tsuro", ["Ann", "Bot"], seats=["person", "easy"])
    tsuro_game, rng = current_game(page), random.Random(2)
    while len(tsuro_game.history) < 6 and not tsuro_game.is_over():
        click_tsuro_move(page, rng.choice(tsuro_game.legal_moves()))
        tsuro_game = wait_for_turn(page, 0)
    assert len(tsuro_game.history) >= 4  # both starts and a tile each at least

    tab = context.new_page()
    open_page(tab, url)
    expect_screen(tab, "game")  # a new tab resumes the current game, offline too
    assert current_game(tab).history == tsuro_game.history
    tab.close()
    context.set_offline(False)

    new_version = _rebuild_changed(out, tmp_path)
    assert new_version != first_version
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    bar = page.get_by_role("status").filter(has_text="A new version of the game is ready")
    expect(bar).to_be_visible(timeout=30_000)
    with page.expect_event("load"):
        bar.get_by_role("button", name="Reload now").click()
    wait_ready(page)
    assert _version(page) == new_version
    assert current_game(page).history == tsuro_game.history

    # Every screen opens offline, of the new version too: the puzzles, whose data a
    # first visit does not fetch (web/ui/lazy.py), come from the service worker's cache.
    context.set_offline(True)
    button(page, "Back to menu")
    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    for name, screen in [("Show your record", "records"), ("Daily challenge", "daily")]:
        open_page(page, url)  # the start screen: the game was left
        button(page, name)
        expect_screen(page, screen)
    context.close()
    watch.check()
