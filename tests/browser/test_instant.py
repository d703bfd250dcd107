"""The page before Python runs: the start screen from the first paint (a choice made on
it is acted on once Python runs), a game in progress shown from its snapshot, and
the loading screen when the snapshot cannot be trusted; then Python started from the
page's memory snapshot (web/start.mjs), or afresh when that cannot be read.

Python is held back by routing Pyodide's requests and answering them only when the
test says so; every wait is on the page's own state (``body[data-boot]``, written by
web/boot.js, and ``body[data-ready]``, written by Python).
"""

from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from conftest import DESKTOP
from pagehelp import (
    Watch,
    click_shangrila_move,
    click_tsuro_move,
    current_game,
    expect_screen,
    new_context,
    open_page,
    saved,
    wait_ready,
    wait_saved,
)
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect
from test_page import start_game, start_shangrila

from game import GAMES, codec, tsuro
from web.ui.links import make_fragment
from web.ui.saves import CURRENT, PREFIX, namespace_of
from web.ui.snapshot import KEY

RUNTIME = "**/web/runtime/pyodide/**"
MEMORY_SNAPSHOT = "**/web/page-*.snapshot.gz"

pytestmark = pytest.mark.first_visit  # the context fixture is a device's first visit


class Held:
    """Pyodide's requests of a page (or those ``pattern`` matches), kept waiting until
    :meth:`release`."""

    def __init__(self, page: Page, pattern: str = RUNTIME) -> None:
        self.routes: list[Route] = []
        self.released = False
        page.route(pattern, self._hold)

    def _hold(self, route: Route) -> None:
        if self.released:
            route.fallback()
        else:
            self.routes.append(route)

    def release(self) -> None:
        self.released = True
        for route in self.routes:
            route.fallback()
        self.routes.clear()


def held_page(context: BrowserContext, url: str) -> tuple[Page, Held]:
    """A page opened at ``url`` with Python held back, once web/boot.js has run."""
    page = context.new_page()
    held = Held(page)
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_selector("body[data-boot]", state="attached")
    assert page.locator("body[data-ready]").count() == 0
    return page, held


def stored(page: Page, key: str) -> str | None:
    return page.evaluate(f"localStorage.getItem({json.dumps(key)})")


def namespace(page: Page) -> str:
    return namespace_of(urlsplit(page.url).path)


def a_game_in_progress(context: BrowserContext, site: str) -> tuple[Page, str]:
    """A Shangri-La game with one move played, saved: the page and its board's markup."""
    page = context.new_page()
    open_page(page, site)
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    game = current_game(page)
    move = game.legal_moves()[0]
    click_shangrila_move(page, move)
    game.play(move)
    wait_saved(page, game)
    return page, page.inner_html("#board")


def test_the_start_screen_is_there_before_python_and_a_choice_made_on_it_is_kept(
    context: BrowserContext, site: str
) -> None:
    page, held = held_page(context, site)
    expect(page.locator("body")).to_have_attribute("data-boot", "start")
    expect_screen(page, "start")
    expect(page.get_by_role("status")).to_contain_text("Loading")
    start = page.locator('#app [data-action="start"]')
    expect(start).to_be_visible()
    expect(start).to_be_enabled()
    page.locator('#app input[data-field="game"][value="tsuro"]').check()
    start.click()
    start.click()  # twice: the second finds a game on screen and is dropped
    assert page.locator("body[data-ready]").count() == 0  # still held: the choices wait
    held.release()
    wait_ready(page)
    expect(page.locator("body")).to_have_attribute("data-screen", re.compile("^(game|handoff)$"))
    assert GAMES[codec.game_code(saved(page)["game"])] == "tsuro"
    prefix = json.dumps(namespace(page) + PREFIX)
    found = page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith({prefix}))")
    assert len(found) == 1  # one game, whatever id it drew


def test_a_game_in_progress_is_shown_from_its_snapshot_before_python(
    context: BrowserContext, site: str
) -> None:
    first, board = a_game_in_progress(context, site)
    first.close()
    page, held = held_page(context, site)
    expect(page.locator("body")).to_have_attribute("data-boot", "game")
    expect_screen(page, "game")
    expect(page.locator("body")).to_have_attribute("data-moves", "1")
    assert page.inner_html("#board") == board
    expect(page.locator("#app")).to_have_attribute("aria-busy", "true")
    expect(page.get_by_role("status").first).to_contain_text("Loading")
    for control in page.locator("#app button").all():
        expect(control).to_be_disabled()
    held.release()
    wait_ready(page)
    expect(page.locator("#app")).to_have_attribute("aria-busy", "false")
    assert len(current_game(page).history) == 1
    expect(page.locator("#app button").first).to_be_enabled()


@pytest.mark.parametrize("damage", ["{not json", "other version"])
def test_a_snapshot_that_cannot_be_trusted_falls_back_to_the_loading_screen(
    context: BrowserContext, site: str, damage: str
) -> None:
    first, _ = a_game_in_progress(context, site)
    key = namespace(first) + KEY
    if damage == "other version":
        data = json.loads(stored(first, key) or "")
        damaged = json.dumps({**data, "page": "another"})
    else:
        damaged = damage
    first.evaluate(f"localStorage.setItem({json.dumps(key)}, {json.dumps(damaged)})")
    save_key = namespace(first) + PREFIX + (stored(first, namespace(first) + CURRENT) or "")
    save = stored(first, save_key)
    first.close()

    page, held = held_page(context, site)
    expect(page.locator("body")).to_have_attribute("data-boot", "loading")
    expect(page.locator(".loading")).to_be_visible()
    assert page.locator("#board").count() == 0
    held.release()
    wait_ready(page)
    expect_screen(page, "game")
    assert stored(page, save_key) == save
    assert len(current_game(page).history) == 1
    assert stored(page, key) != damaged  # Python kept a new snapshot


def a_new_games_seed(page: Page, site: str) -> object:
    open_page(page, site)
    start_game(page, "Tsuro", ["Ann", "Bo"])
    return current_game(page).options["seed"]


def test_python_starts_from_the_memory_snapshot_with_its_own_randomness(
    context: BrowserContext, site: str
) -> None:
    seeds, fetched = [], []
    context.on("request", lambda request: fetched.append(urlsplit(request.url).path))
    for visit in range(3):
        page = context.new_page()
        seeds.append(a_new_games_seed(page, site))
        if visit == 0:  # a first visit starts afresh, then keeps the snapshot for the next
            expect(page.locator("body")).to_have_attribute("data-python", "afresh")
            expect(page.locator("body")).to_have_attribute("data-snapshot", "kept")
        else:
            expect(page.locator("body")).to_have_attribute("data-python", "snapshot")
        page.evaluate("localStorage.clear()")  # the next page opens on the start screen
        page.close()
    assert seeds[1] != seeds[2]  # the snapshot's random generator was seeded anew
    # fetched once: a return visit starts from the snapshot it keeps, and fetches none
    assert len([path for path in fetched if path.endswith(".snapshot.gz")]) == 1


@pytest.mark.parametrize("answer", [404, b"\x1f\x8b\x08\x00 cut short"])
def test_python_starts_afresh_when_the_memory_snapshot_cannot_be_read(
    browser: Browser, site: str, answer: int | bytes
) -> None:
    """No snapshot to keep, or one kept that does not unpack (a gzip header, then too
    little: bytes that are not gzip at all fail in the same place, web/start.mjs's
    ``kept``)."""
    watch = Watch(site)
    context = new_context(browser, viewport=DESKTOP)
    watch.attach(context)
    if isinstance(answer, int):
        context.route(MEMORY_SNAPSHOT, lambda route: route.fulfill(status=answer))
    else:
        context.route(MEMORY_SNAPSHOT, lambda route: route.fulfill(status=200, body=answer))
    page = context.new_page()
    open_page(page, site)  # a first visit: afresh, and the snapshot is fetched once ready
    if isinstance(answer, bytes):
        expect(page.locator("body")).to_have_attribute("data-snapshot", "kept")
    page.evaluate("localStorage.clear()")
    page.close()
    page = context.new_page()  # the next visit cannot read what it kept, or kept nothing
    a_new_games_seed(page, site)
    expect(page.locator("body")).to_have_attribute("data-python", "afresh")
    game = current_game(page)
    move = game.legal_moves()[0]
    click_tsuro_move(page, move)
    game.play(move)
    wait_saved(page, game)
    context.close()
    missing = f"the server responded with a status of {answer}"
    watch.errors = [error for error in watch.errors if missing not in error]  # the one expected
    watch.check()


def test_a_links_first_visit_says_who_is_invited_to_what_while_python_loads(
    context: BrowserContext, site: str
) -> None:
    game = tsuro.new_game(3, seed=5)
    names = ["Ann", "Bo <i>", "Cy"]
    fragment = make_fragment(game.encode(), names, ["person", "person", "hard"], to=1)
    page = context.new_page()
    held = Held(page, "**/web/page.zip")  # Pyodide's files come, but Python cannot run
    page.goto(f"{site}#{fragment}", wait_until="domcontentloaded")
    expect(page.locator("body")).to_have_attribute("data-boot", "link")
    heading = page.get_by_role("heading", name="Bo <i>, you are invited to play Tsuro")
    expect(heading).to_be_visible()
    expect(page.get_by_role("listitem")).to_have_text(["Ann", "Cy (Computer (hard))"])
    expect(page.locator("[data-progress]")).to_have_text(
        re.compile(r"^\d+\.\d of \d+\.\d MB loaded$")
    )
    expect(page.locator(".notice [role=status]")).to_have_text(
        "Loading Python… The game opens as soon as it runs."
    )
    held.release()
    wait_ready(page)
    expect(heading).to_have_count(0)
    page.close()
    page = context.new_page()  # a fragment that does not read as a game: the loading screen
    page.goto(f"{site}#v=1&g=Q1.xyz&s=pp&n=A&n=B", wait_until="domcontentloaded")
    expect(page.locator("body")).to_have_attribute("data-boot", "loading")


def test_the_computers_worker_starts_when_their_game_is_chosen_before_python_runs(
    context: BrowserContext, site: str
) -> None:
    page, held = held_page(context, site)
    expect(page.locator("[data-progress]")).to_have_count(1)  # the start screen's note
    with page.expect_request("**/web/bots.zip"):  # asked for at once, while Python is held
        page.get_by_role("button", name="Play Tsuro against the computer").click()
    assert page.locator('script[type="py"][name="bots"]').count() == 1
    held.release()
    wait_ready(page)
    expect_screen(page, "game")
    game = current_game(page)
    click_tsuro_move(page, game.legal_moves()[0])
    page.wait_for_selector('body[data-moves="4"]', state="attached")  # the computers too
    assert page.locator('script[type="py"][name="bots"]').count() == 1
