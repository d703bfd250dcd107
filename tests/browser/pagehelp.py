"""What the page tests share: watching a browser context, reading the saved game,
and playing a move of either game by clicking elements found by role and name."""

from __future__ import annotations

import contextlib
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

import game as games
from game import tsuro
from game.core import Game
from game.shangrila.board import DISCIPLINES
from web.ui.saves import CURRENT, PREFIX, SaveStore, namespace_of
from web.ui.stores import MemoryStorage

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import page_files

# The page loads its Python as archives (git-ignored): made anew from the code as it is.
_SOURCES = page_files.write_archives(page_files.ROOT)
#: The page's memory snapshot, relative to the site, and the cache where the page keeps
#: it for the next visit (``web/start.mjs``'s ``SNAPSHOTS``).
SNAPSHOT = page_files.snapshot_path(
    page_files.page_version(_SOURCES[page_files.archive_path("pyscript.toml")])
)
SNAPSHOTS = "shangrila-tsuro/python-memory"

READY = "body[data-ready]"
LOAD_TIMEOUT = 90_000  # ms: a cold Pyodide start on a busy 2-core machine
#: ms: the computers' turns in a row, the bots worker starting included.
TURN_TIMEOUT = 90_000
#: ms: how long an ``expect`` waits for the page (Playwright's own 5 s is short for a
#: machine that runs other tests beside it, one process per core).
expect.set_options(timeout=15_000)


@dataclass
class Watch:
    """Everything a context did that a test must fail on: errors and off-site requests."""

    origin: str
    errors: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    #: WebSocket connections opened (a request leaving the origin unless to a relay
    #: the test allows), and the console errors a test expects (as parts of them).
    sockets: list[str] = field(default_factory=list)
    relays: set[str] = field(default_factory=set)
    expected: list[str] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> None:
        context.route("**/*", self._route)
        context.on("page", self.attach_page)
        context.on("weberror", lambda error: self.errors.append(str(error.error)))

    def attach_page(self, page: Page) -> None:
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on("websocket", lambda socket: self.sockets.append(socket.url.rstrip("/")))

    def _route(self, route: Route) -> None:
        url = route.request.url
        if url.startswith(self.origin) or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def _console(self, message) -> None:
        if message.type == "error" and not any(part in message.text for part in self.expected):
            self.errors.append(f"console error: {message.text[:500]}")

    def reset(self) -> None:
        """Forget what was seen and allowed: for a kept context's next test."""
        for seen in (self.errors, self.outside, self.sockets, self.expected):
            seen.clear()
        self.relays.clear()

    def check(self) -> None:
        assert self.outside == [], f"requests left the local origin: {self.outside}"
        elsewhere = [url for url in self.sockets if url not in self.relays]
        assert elsewhere == [], f"connections left the local origin: {elsewhere}"
        assert self.errors == [], "\n".join(self.errors)


def new_context(browser: Browser, *, visited: str = "", **options: object) -> BrowserContext:
    """A new browser context (``options`` as for ``new_context``) that prefers reduced
    motion unless they say otherwise: the moves' animations take about a quarter of the
    processor time of a game played in the page, and only the tests of motion need them
    (``reduced_motion="no-preference"``).

    With ``visited`` (the site's address) it is a device that has opened the page
    before: it keeps the page's memory snapshot as a first visit leaves it, so Python
    starts from it (in about a third of a first start's processor time). First visits
    have tests of their own."""
    context = browser.new_context(**{"reduced_motion": "reduce", **options})  # type: ignore[arg-type]
    if visited:
        page = context.new_page()
        page.goto(visited + "web/style.css")  # a file of the site, for its origin's cache
        page.evaluate(
            "async ([name, url]) => (await caches.open(name)).put(url, await fetch(url))",
            [SNAPSHOTS, visited + SNAPSHOT],
        )
        page.close()
    return context


@contextlib.contextmanager
def watched_page(browser: Browser, site: str, **options: object) -> Iterator[Page]:
    """A page of a new browser context (``options`` as for ``new_context``), watched
    (:class:`Watch`) and open at ``site``; closed and checked after the block."""
    watch = Watch(site)
    context = new_context(browser, visited=site, **options)
    watch.attach(context)
    page = context.new_page()
    open_page(page, site)
    yield page
    context.close()
    watch.check()


#: The media a new context emulates unless told otherwise (Playwright's defaults, and
#: reduced motion as :func:`new_context` prefers it).
MEDIA = {"color_scheme": "light", "contrast": "no-preference", "reduced_motion": "reduce"}


class KeptDevices:
    """Browser contexts kept for a worker's whole session, one per kind of device
    (touch and mobile or not), each with one page: a device that has visited the site
    (:func:`new_context`'s ``visited``), whose memory snapshot, runtime files and their
    compiled code are at hand after its first test. A test that needs no new context
    (it does not test the start itself, a first visit, init scripts, routes or the
    clock) takes one with :meth:`page`, reset to what a new context would give it: off
    the page (its Python and workers stopped), storage cleared, no other tab, the
    viewport, media and permissions asked for, and nothing seen by its :class:`Watch`.
    Opening the page then costs a Python start from the snapshot, not a new profile's
    first load (about half the time)."""

    def __init__(self, browser: Browser, site: str) -> None:
        self.browser, self.site = browser, site
        self.kept: dict[tuple[bool, bool, int], tuple[BrowserContext, Page, Watch]] = {}

    @contextlib.contextmanager
    def page(
        self,
        *,
        viewport: dict[str, int],
        has_touch: bool = False,
        is_mobile: bool = False,
        permissions: tuple[str, ...] = (),
        device: int = 0,
        relays: frozenset[str] = frozenset(),
        expected: tuple[str, ...] = (),
        **media: str,
    ) -> Iterator[Page]:
        """A kept page, reset, on a blank document of the site (``open_page`` it);
        checked (:meth:`Watch.check`) after the block. ``media`` as for
        ``emulate_media`` (``color_scheme``, ``contrast``, ``reduced_motion``);
        ``device``: another device of the same kind (for a test of several);
        ``relays`` and ``expected`` as for :class:`Watch`. A kept context a test
        closed (a device that dropped) is made anew."""
        key = (has_touch, is_mobile, device)
        if key in self.kept and self.kept[key][1].is_closed():
            del self.kept[key]
        if key not in self.kept:
            context = new_context(
                self.browser,
                visited=self.site,
                viewport=viewport,
                has_touch=has_touch,
                is_mobile=is_mobile,
            )
            watch = Watch(self.site)
            watch.attach(context)
            self.kept[key] = (context, context.new_page(), watch)
        context, page, watch = self.kept[key]
        for other in context.pages:
            if other != page:
                other.close()
        page.goto(self.site + "web/style.css")  # a file of the site, away from the page
        page.evaluate("localStorage.clear(); sessionStorage.clear()")
        context.clear_permissions()
        if permissions:
            context.grant_permissions(list(permissions))
        page.set_viewport_size(viewport)
        page.emulate_media(media="screen", forced_colors="none", **{**MEDIA, **media})  # type: ignore[arg-type]
        watch.reset()
        watch.relays.update(relays)
        watch.expected.extend(expected)
        yield page
        watch.check()

    def close(self) -> None:
        for context, page, _ in self.kept.values():
            if not page.is_closed():
                context.close()


def open_page(page: Page, url: str) -> None:
    """Go to ``url`` and wait until Python has drawn the first screen."""
    page.goto(url)
    wait_ready(page)


def wait_ready(page: Page) -> None:
    """Wait until Python has drawn the page's first screen (after a load or a reload)."""
    page.wait_for_selector(READY, state="attached", timeout=LOAD_TIMEOUT)


def settled(page: Page, moves: int | None = None, turn: object = None) -> None:
    """Wait until the page says it is idle with the game on screen saved: after
    ``moves`` moves if given, and on ``turn`` (a player, or the end) if given.

    The page writes what it is doing on ``<body>`` (``data-activity``, ``data-save``,
    ``data-moves``, ``data-turn``) when it draws, so this waits for the page itself,
    never for time or for storage.
    """
    selector = 'body[data-activity="idle"][data-save="saved"]'
    if moves is not None:
        selector += f'[data-moves="{moves}"]'
    if turn is not None:
        selector += f':is([data-turn="{turn}"], [data-turn="over"])'
    page.wait_for_selector(selector, state="attached", timeout=TURN_TIMEOUT)


def saved(page: Page) -> dict:
    """The saved record of the game on screen (read once the page says it is saved)."""
    namespace = namespace_of(urlsplit(page.url).path)
    record_id = page.evaluate(f"localStorage.getItem({json.dumps(namespace + CURRENT)})")
    assert record_id, "no current game saved"
    key = json.dumps(namespace + PREFIX + record_id)
    return json.loads(page.evaluate(f"localStorage.getItem({key})"))


def current_game(page: Page) -> Game:
    """The game on screen, once the page has settled, read back from its save."""
    settled(page)
    return games.decode(saved(page)["game"])


def wait_saved(page: Page, game: Game) -> None:
    """Wait until the page shows ``game``'s position, idle and saved."""
    settled(page, len(game.history))
    assert current_game(page).history == game.history


def wait_for_turn(page: Page, player: object) -> Game:
    """The game, once it is ``player``'s turn or over (the computers have moved)."""
    settled(page, turn=player)
    return current_game(page)


def button(page: Page, name: str | re.Pattern) -> None:
    """Click the one element with role button and this accessible name."""
    page.get_by_role("button", name=name, exact=isinstance(name, str)).click()


def village(page: Page, name: re.Pattern) -> None:
    """Click a village on its rim, where no space covers it (as a person would)."""
    circle = page.get_by_role("button", name=name)
    box = circle.bounding_box()
    circle.click(position={"x": box["width"] / 2, "y": box["height"] * 0.04})


def click_shangrila_move(page: Page, move: str) -> None:
    """Play a Shangri-La move as a person would: the spaces, villages and buttons."""
    word, *args = move.split()
    if word == "pass":
        button(page, "Pass: no action is possible")
        return
    if word == "place":
        button(page, space_name(args[0]))
        button(page, re.compile("^Confirm placing"))
        return
    if word == "recruit":
        for target in args:
            button(page, space_name(target))
        button(page, re.compile("^Confirm recruit"))
        return
    origin, destination = args[0]
    village(page, re.compile(f"^Village {origin}, start a journey"))
    village(page, re.compile(f"^Village {destination}, journey from {origin}"))
    button(page, f"Confirm journey {origin} to {destination}")


def space_name(target: str) -> re.Pattern:
    discipline, village = target[0], target[1]
    return re.compile(f"^{DISCIPLINES[discipline]} space, village {village},")


def pick_shangrila_move(game: Game) -> str:
    """A move that ends games quickly and uses every kind: journey, recruit, place."""
    moves = game.legal_moves()
    for word in ("journey", "recruit", "place"):
        for move in moves:
            if move.startswith(word):
                return move
    return moves[0]


def click_tsuro_move(page: Page, move: str) -> None:
    """Play a Tsuro move as a person would: hand over the device, pick, turn, confirm."""
    if page.locator("body").get_attribute("data-screen") == "handoff":
        button(page, re.compile("^I am .*: show my tiles$"))
        expect_screen(page, "game")
    word, _, rest = move.partition(" ")
    if word == "start":
        button(page, f"Start mark {rest}")
        button(page, f"Confirm start mark {rest}")
        return
    if word == "pass":
        button(page, "Pass: no tile in hand")
        return
    number, rotation = (int(part) for part in rest.split("r"))
    tile = page.get_by_role("button", name=re.compile(f"^Tile {number}, rotation"))
    tile.click()
    shown = int(tile.get_attribute("aria-label").rsplit(" ", 1)[1])
    for _ in range((rotation - shown) % 4):
        button(page, "Rotate clockwise (R)")
    button(page, re.compile(f"^Confirm tile {number}, rotation {rotation}, on "))


def computers_at_once(page: Page, at_once: bool = True) -> None:
    """Have the computers play their moves at once (the tools' choice, kept on the
    device; ``at_once=False``: each shown first, as a new device has it): for the
    tests that watch many of their moves, each otherwise shown for 0.7 s."""
    choice = page.get_by_role("combobox", name="Computer moves")
    choice.select_option("quick" if at_once else "")


def expect_screen(page: Page, screen: str) -> None:
    expect(page.locator("body")).to_have_attribute("data-screen", screen)


def store_all(page: Page, entries: dict[str, str]) -> None:
    """Put ``entries`` in the page's local storage."""
    page.evaluate(
        "entries => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }",
        entries,
    )


def seed_saves(page: Page, count: int) -> None:
    """Store ``count`` saved games of two players, dated apart, in the page's storage."""
    storage = MemoryStorage()
    store = SaveStore(storage, ids=iter(range(1, count + 1)).__next__)
    game = tsuro.new_game(2, seed=3)
    game.play(game.legal_moves()[0])
    for i in range(count):
        date = f"2026-{1 + i % 12:02}-{1 + i % 28:02} {i % 24:02}:{i % 60:02}"
        record = store.new_record(game.encode(), [f"A{i}", f"B{i}"], ["person"] * 2, date)
        store.write(record, current=False)
    store_all(page, storage.data)
