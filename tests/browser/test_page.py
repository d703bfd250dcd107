"""The page end to end in Chromium: load, play whole games, reload, links, storage, fit.

One desktop page is loaded once and reused by the tests that can share it (a
Pyodide start takes seconds); tests that need a fresh browser make their own.
Every context is watched: no request may leave the local origin, and no error
may reach the console.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest
from conftest import ARTIFACTS, DESKTOP
from pagehelp import (
    TURN_TIMEOUT,
    KeptDevices,
    Watch,
    button,
    click_shangrila_move,
    click_tsuro_move,
    computers_at_once,
    current_game,
    expect_screen,
    new_context,
    open_page,
    pick_shangrila_move,
    saved,
    settled,
    space_name,
    store_all,
    wait_for_turn,
    wait_ready,
    wait_saved,
)
from playwright.sync_api import Browser, Page, expect

from game import shangrila
from game.core import Game
from web.ui.links import make_fragment
from web.ui.saves import SaveStore
from web.ui.stores import MemoryStorage

PHONE = {"width": 375, "height": 667}


@pytest.fixture
def fresh(browser: Browser, site: str) -> Iterator:
    """A function that opens a new, watched browser context (checked at the end): of a
    device that has visited the site, unless given ``visited=""``."""
    contexts = []

    def make(**options):
        watch = Watch(site)
        context = new_context(browser, **{"viewport": DESKTOP, "visited": site, **options})
        watch.attach(context)
        contexts.append((context, watch))
        return context, watch

    yield make
    for context, watch in contexts:
        context.close()
        watch.check()


@pytest.fixture(scope="module")
def desktop(browser: Browser, site: str) -> Iterator[tuple[Page, Watch]]:
    """One loaded desktop page, shared by the tests of this module that can share it."""
    watch = Watch(site)
    context = new_context(browser, visited=site, viewport=DESKTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    watch.attach(context)
    page = context.new_page()
    open_page(page, site)
    yield page, watch
    context.close()
    watch.check()


@pytest.fixture
def menu(desktop: tuple[Page, Watch]) -> Iterator[Page]:
    """The shared page on its start screen; the test's errors are checked after it."""
    page, watch = desktop
    if page.locator("body").get_attribute("data-screen") != "start":
        button(page, "Back to menu")
    expect_screen(page, "start")
    computers_at_once(page, False)  # as on a new device, whatever a test before chose
    yield page
    watch.check()


def start_game(
    page: Page, title: str, names: list[str], seats: list[str] | None = None, start: str = ""
) -> None:
    """Fill in the start screen (every choice, whatever the last game was) and start."""
    page.get_by_role("radio", name=title).check()
    page.get_by_role("combobox", name="Number of players").select_option(str(len(names)))
    for number, name in enumerate(names, 1):
        page.get_by_role("textbox", name=f"Name of player {number}").fill(name)
        kind = seats[number - 1] if seats else "person"
        page.get_by_role("combobox", name=f"Player {number} played by").select_option(kind)
    if start:
        page.get_by_role("radio", name=start).check()
    button(page, "Start game")
    expect(page.locator("body")).to_have_attribute("data-screen", re.compile("^(game|handoff)$"))


def start_shangrila(
    page: Page, names: list[str], start: str = "Random start", seats: list[str] | None = None
) -> None:
    start_game(page, "The Bridges of Shangri-La", names, seats, start)


def test_the_frame_and_a_progress_indicator_show_before_python(fresh, site: str) -> None:
    context, _ = fresh(visited="")  # a first visit: nothing kept
    page = context.new_page()
    page.goto(site, wait_until="domcontentloaded")
    expect(page.get_by_role("status")).to_contain_text("Loading")
    expect(page.get_by_role("heading", name="Shangri-La & Tsuro")).to_be_visible()
    wait_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.locator("#app")).to_have_attribute("aria-busy", "false")


def test_a_whole_shangrila_game_played_by_clicking(menu: Page) -> None:
    page = menu
    start_shangrila(page, ["Ann", "Bo", "Cy", "Di"])
    game = current_game(page)
    assert game.phase == "play" and not game.history
    while not game.is_over():
        move = pick_shangrila_move(game)
        click_shangrila_move(page, move)
        game.play(move)
        wait_saved(page, game)
        if len(game.history) == 10:
            page.screenshot(path=ARTIFACTS / "shangrila-desktop.png", full_page=True)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    names = dict(zip(game.players, ["Ann", "Bo", "Cy", "Di"], strict=True))
    winners = " and ".join(names[c] for c in game.winners())
    expect(page.locator(".winners")).to_contain_text(winners)
    expect(page.locator("#log li")).to_have_count(len(game.history))
    page.screenshot(path=ARTIFACTS / "shangrila-end-desktop.png", full_page=True)


def test_a_whole_tsuro_game_played_by_clicking_with_hand_over(menu: Page) -> None:
    page = menu
    start_game(page, "Tsuro", ["Ann", "Bo", "Cy"])
    game, rng = current_game(page), random.Random(3)
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        click_tsuro_move(page, move)
        game.play(move)
        wait_saved(page, game)
        if len(game.history) == 6:
            page.screenshot(path=ARTIFACTS / "tsuro-desktop.png", full_page=True)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    names = dict(zip(game.players, ["Ann", "Bo", "Cy"], strict=True))
    for winner in game.winners():
        expect(page.locator(".winners")).to_contain_text(names[winner])
    expect(page.locator("#log li")).to_have_count(len(game.history))
    page.screenshot(path=ARTIFACTS / "tsuro-end-desktop.png", full_page=True)


def near_its_end(seed: int, moves: int) -> Game:
    """A random-start Shangri-La game of Ann, Bot and Robot, ``moves`` moves before the
    end it reaches when every player plays :func:`pick_shangrila_move`, on Ann's turn."""
    ended = shangrila.new_game("rby", start="random", seed=seed)
    while not ended.is_over():
        ended.play(pick_shangrila_move(ended))
    game = shangrila.new_game("rby", start="random", seed=seed)
    for move in ended.history[: len(ended.history) - moves]:
        game.play(move)
    while game.to_move != "r":
        game.play(pick_shangrila_move(game))
    return game


def test_a_person_plays_against_computers_to_the_end_of_each_game(menu: Page, site: str) -> None:
    """Tsuro from its start, then Shangri-La from a link near its end (its Easy
    computers' random moves would make a whole game about three times as long; whole
    Shangri-La games against each level reach their end through the page's own loop
    in test_web_loop, and a whole one by clicking is below)."""
    page = menu
    computers_at_once(page)
    start_game(page, "Tsuro", ["Ann", "Bot"], seats=["person", "easy"])
    click_tsuro_move(page, "start a1.0")
    button(page, "Undo")  # at once, while the computer thinks (or has just moved)
    settled(page, moves=0, turn=0)
    expect(page.get_by_role("button", name="Start mark a1.0")).to_be_visible()
    game, rng = current_game(page), random.Random(5)
    while not game.is_over():
        click_tsuro_move(page, rng.choice(game.legal_moves()))
        game = wait_for_turn(page, 0)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    button(page, "Back to menu")

    game = near_its_end(seed=4, moves=10)
    seats = ["person", "easy", "easy"]
    page.goto(site + "#" + make_fragment(game.encode(), ["Ann", "Bot", "Robot"], seats, to=0))
    settled(page, len(game.history), turn="r")
    while not game.is_over():
        click_shangrila_move(page, pick_shangrila_move(game))
        game = wait_for_turn(page, "r")
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()


def test_a_move_redraws_only_what_changed_and_the_pawns_travel_from_the_start(
    kept: KeptDevices, site: str
) -> None:
    """Drawing a move keeps the board's unchanged nodes (the browser lays out and
    paints only what changed), and a pawn's travel still plays from its start: its
    drawing's clock, stopped at 5 s here, is set back to 0."""
    with kept.page(viewport=DESKTOP, reduced_motion="no-preference") as page:
        redrawn_in_part(page, site)


def redrawn_in_part(page: Page, site: str) -> None:
    open_page(page, site)
    start_game(page, "Tsuro", ["Ann", "Bot"], seats=["person", "easy"])
    click_tsuro_move(page, "start a1.0")
    game = wait_for_turn(page, 0)
    page.evaluate(
        """() => {
            const svg = document.querySelector("#board svg");
            svg.kept = svg.querySelector(".bed").kept = true;
            svg.pauseAnimations();
            svg.setCurrentTime(5);
        }"""
    )
    click_tsuro_move(page, next(m for m in game.legal_moves() if m.startswith("play")))
    wait_for_turn(page, 0)
    kept, bed, clock, travels = page.evaluate(
        """() => {
            const svg = document.querySelector("#board svg");
            return [svg.kept === true, svg.querySelector(".bed").kept === true,
                    svg.getCurrentTime(), svg.querySelectorAll("animateMotion").length];
        }"""
    )
    assert kept and bed, "the board was drawn anew"
    assert travels and clock == 0, "the pawns' travel did not start again"


def watch_search(page: Page) -> None:
    """Have the page note when the computer's search shows its progress bar (it is on
    screen only while the search runs, which may end before a test looks for it on a
    busy machine): ``window.searchShown`` turns true then."""
    page.evaluate(
        """() => {
            window.searchShown = false;
            const seen = () => {
                const bar = document.querySelector('progress#progress');
                if (bar && bar.getAttribute('aria-label') === 'The computer’s search') {
                    window.searchShown = true;
                }
            };
            new MutationObserver(seen).observe(document.body, {childList: true, subtree: true});
        }"""
    )


def test_hints_and_the_progress_of_a_hard_computer_in_both_games(menu: Page) -> None:
    page = menu
    start_shangrila(page, ["Ann", "Bo", "Hal"], seats=["person", "person", "hard"])
    button(page, "Hint")
    hint = page.get_by_role("region", name="Hint")
    play = hint.get_by_role("button", name="Play this move")
    expect(play).to_be_visible(timeout=TURN_TIMEOUT)
    expect(hint).to_contain_text("The hard computer suggests: Ann")
    expect(hint.get_by_role("listitem")).to_have_count(3)
    expect(page.get_by_role("button", name="Hint")).to_have_count(0)  # one a turn
    play.click()
    game = current_game(page)
    assert len(game.history) == 1
    watch_search(page)
    click_shangrila_move(page, pick_shangrila_move(game))
    page.wait_for_function("window.searchShown")
    settled(page, moves=3)

    button(page, "Back to menu")
    start_game(page, "Tsuro", ["Ann", "Hal"], seats=["person", "hard"])
    watch_search(page)
    click_tsuro_move(page, "start a1.0")
    page.wait_for_function("window.searchShown")
    wait_for_turn(page, 0)
    button(page, "Hint")
    expect(page.get_by_role("button", name="Play this move")).to_be_visible(timeout=TURN_TIMEOUT)
    # the hinted tile is chosen in the hand, turned and ghosted on the board, ready to confirm
    expect(page.get_by_role("button", name=re.compile("^Confirm tile .* on "))).to_be_visible()
    expect(page.locator("#board .ghost")).to_have_count(1)
    button(page, "Play this move")
    settled(page, moves=4, turn=0)


def test_a_hard_computer_at_a_table_of_five_searches_in_two_workers(fresh, site: str) -> None:
    """With more than four pawns on the board hard's search is split in two parts,
    which a device of two cores runs in two workers, the second started with the
    table; their tallies are added up in the first (the runner's test checks the
    move is the one search's)."""
    context, _ = fresh()
    cores = "Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 })"
    context.add_init_script(cores)
    page = context.new_page()
    open_page(page, site)
    computers_at_once(page)
    start_game(page, "Tsuro", ["Ann", "B", "C", "D", "E"], seats=["person", "hard"] + ["easy"] * 3)
    expect(page.locator('script[type="py"][name="bots-1"]')).to_be_attached()
    watch_search(page)
    click_tsuro_move(page, "start a1.0")
    page.wait_for_function("window.searchShown")
    settled(page, moves=5, turn=0)
    assert all(move.startswith("start") for move in current_game(page).history)


def test_undo_takes_back_moves_one_by_one(menu: Page) -> None:
    page = menu
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    game = current_game(page)
    for _ in range(2):
        move = game.legal_moves()[0]
        click_shangrila_move(page, move)
        game.play(move)
    wait_saved(page, game)
    for _ in range(2):
        button(page, "Undo")
        game.undo()
        wait_saved(page, game)
    expect(page.get_by_role("button", name="Undo")).to_be_disabled()
    expect(page.locator("#log li")).to_have_count(0)


def test_the_keyboard_reaches_and_plays_the_board(menu: Page) -> None:
    page = menu
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    first = page.locator("#board [data-target]").first
    first.focus()
    page.keyboard.press("Enter")  # its master shown, then placed by the key again
    expect(page.get_by_role("button", name=re.compile("^Confirm placing"))).to_be_visible()
    page.keyboard.press("Enter")
    expect(page.locator("#log li")).to_have_count(1)
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    expect(page.get_by_role("button", name=re.compile("^Confirm placing"))).to_be_visible()
    page.keyboard.press("Space")
    expect(page.locator("#log li")).to_have_count(2)
    page.locator("#board [data-target]").first.focus()
    first_focused = page.evaluate("document.activeElement.dataset.target")
    page.keyboard.press("ArrowDown")  # arrows move between the board's targets
    moved = page.evaluate("document.activeElement.dataset.target")
    assert moved and moved != first_focused
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.target") == first_focused


def test_reloading_comes_back_to_the_game_exactly(kept: KeptDevices, site: str) -> None:
    with kept.page(viewport=DESKTOP) as page:
        reloaded_exactly(page, site)


def reloaded_exactly(page: Page, site: str) -> None:
    open_page(page, site)
    start_shangrila(page, ["Ann", "Bo", "Cy", "Di"], start="Free placement")
    game = current_game(page)
    for _ in range(3):
        move = game.legal_moves()[-1]
        click_shangrila_move(page, move)
        game.play(move)
    wait_saved(page, game)
    computers_at_once(page)  # a choice of the tools, kept on the device
    board, log = page.inner_html("#board"), page.inner_html("#log")
    page.reload()
    wait_ready(page)
    expect_screen(page, "game")
    expect(page.get_by_role("combobox", name="Computer moves")).to_have_value("quick")
    assert page.inner_html("#board") == board.replace(" fresh", "", 1)
    assert page.inner_html("#log") == log
    assert current_game(page).history == game.history


def test_a_share_link_opens_the_same_game_in_a_fresh_browser(menu: Page, kept: KeptDevices) -> None:
    page = menu
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Suggested start (not official)")
    game = current_game(page)
    for _ in range(4):
        move = pick_shangrila_move(game)
        click_shangrila_move(page, move)
        game.play(move)
    wait_saved(page, game)
    button(page, "Copy link")
    link = page.get_by_label("Share link").input_value()
    assert page.evaluate("navigator.clipboard.readText()") == link
    assert "#v=1&g=" in link and len(link) < 2000
    board = page.inner_html("#board")
    with kept.page(viewport=DESKTOP) as friend:  # another device, nothing stored
        opened_by_a_friend(friend, link, game, board)


def opened_by_a_friend(friend: Page, link: str, game: Game, board: str) -> None:
    open_page(friend, link)
    expect_screen(friend, "seat")  # a link to a game of several people asks who you are
    button(friend, "We all play on this device")
    expect_screen(friend, "game")
    expect(friend.locator(".notice")).to_contain_text("now in your saved games")
    assert friend.inner_html("#board") == board
    assert current_game(friend).history == game.history
    assert saved(friend)["names"] == ["Ann", "Bo", "Cy"]
    assert "#" not in friend.url
    button(friend, "Back to menu")
    expect(friend.get_by_role("button", name="Continue", exact=False)).to_have_count(1)


@pytest.mark.parametrize(
    "fragment",
    ["#v=1&g=S1.AwQAB", "#v=1&g=S1.AQABAm7t6BQ&s=pp&n=A&n=B", "#v=9&g=x"],
    ids=["truncated", "wrong-players", "unknown-version"],
)
def test_a_broken_link_gives_a_clear_message_and_the_start_screen(
    menu: Page, site: str, fragment: str
) -> None:
    page = menu
    page.goto(site + fragment)  # the same page: only the fragment changes
    expect(page.get_by_role("alert")).to_contain_text("This link could not be opened")
    expect_screen(page, "start")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()


def test_a_corrupt_save_is_reported_and_the_others_still_open(kept: KeptDevices, site: str) -> None:
    storage = MemoryStorage()
    store = SaveStore(storage)
    game = shangrila.new_game("rby", seed=4)
    game.play(game.legal_moves()[0])
    store.write(store.new_record(game.encode(), ["Ann", "Bo", "Cy"], ["person"] * 3, "2026-1"))
    storage.set("shangrila-tsuro/save/2", '{"format": 1, "id": "2", "game": "S1.AAA"')
    storage.set("shangrila-tsuro/save/3", json.dumps({"format": 42, "id": "3"}))
    storage.remove("shangrila-tsuro/current")
    with kept.page(viewport=DESKTOP) as page:
        store_all(page, storage.data)  # stored before the page starts
        open_with_a_corrupt_save(page, site, game)


def open_with_a_corrupt_save(page: Page, site: str, game: Game) -> None:
    open_page(page, site)
    damaged = page.locator(".save.damaged")
    expect(damaged).to_have_count(2)
    expect(damaged.nth(0)).to_contain_text("not readable")
    expect(damaged.nth(1)).to_contain_text("a format this version does not read")
    page.get_by_role("button", name="Continue", exact=False).click()
    expect_screen(page, "game")
    assert current_game(page).history == game.history


def test_phone_size_fits_and_plays_by_touch(kept: KeptDevices, site: str) -> None:
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        fits_and_plays_by_touch(page, site)


def fits_and_plays_by_touch(page: Page, site: str) -> None:
    open_page(page, site)
    page.screenshot(path=ARTIFACTS / "start-phone.png", full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    game = current_game(page)
    move = game.legal_moves()[0]
    page.get_by_role("button", name=space_name(move.split()[1])).tap()
    page.get_by_role("button", name=re.compile("^Confirm placing")).tap()
    game.play(move)
    wait_saved(page, game)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=ARTIFACTS / "shangrila-phone.png", full_page=True)


PHONE_390 = {"width": 390, "height": 844}


def small_targets(page: Page) -> list[str]:
    """Board targets smaller than 24 px either way, by name."""
    return page.evaluate(
        """() => [...document.querySelectorAll('#board [data-target]')]
            .filter((e) => { const r = e.getBoundingClientRect();
                             return r.width < 24 || r.height < 24; })
            .map((e) => e.getAttribute('aria-label'))"""
    )


def in_view(page: Page, name: str | re.Pattern) -> bool:
    box = page.get_by_role("button", name=name).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE_390["height"]


def test_both_games_play_by_touch_on_a_phone_with_targets_a_finger_can_hit(
    kept: KeptDevices, site: str
) -> None:
    with kept.page(viewport=PHONE_390, has_touch=True, is_mobile=True) as page:
        both_games_by_touch(page, site)


def both_games_by_touch(page: Page, site: str) -> None:
    open_page(page, site)
    computers_at_once(page)
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Suggested start (not official)")
    game = current_game(page)
    recruit = next(m for m in game.legal_moves() if m.startswith("recruit"))
    for target in recruit.split()[1:]:
        page.get_by_role("button", name=space_name(target)).tap()
    assert in_view(page, re.compile("^Confirm recruit"))  # on screen with the board
    page.get_by_role("button", name=re.compile("^Confirm recruit")).tap()
    game.play(recruit)
    wait_saved(page, game)
    page.screenshot(path=ARTIFACTS / "shangrila-phone-play.png")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]

    button(page, "Back to menu")  # against computers, until each kind of move is made
    start_shangrila(page, ["Ann", "Bot", "Robot"], seats=["person", "easy", "easy"])
    game, kinds = current_game(page), {"journey", "recruit", "place"}
    while kinds and not game.is_over():
        assert small_targets(page) == []
        new = [move for move in game.legal_moves() if move.split()[0] in kinds]
        move = new[0] if new else pick_shangrila_move(game)
        click_shangrila_move(page, move)
        kinds.discard(move.split()[0])
        game = wait_for_turn(page, "r")
    assert not kinds  # (whole games against computers: test_a_person_plays_against_...)

    button(page, "Back to menu")
    start_game(page, "Tsuro", ["Ann", "Bot"], seats=["person", "easy"])
    game, rng = current_game(page), random.Random(8)
    while not game.is_over():
        assert small_targets(page) == []
        move = rng.choice(game.legal_moves())
        if move.startswith("play"):
            assert in_view(page, "Rotate clockwise (R)")  # the hand's controls are in view
            page.screenshot(path=ARTIFACTS / "tsuro-phone-play.png")
        click_tsuro_move(page, move)
        game = wait_for_turn(page, 0)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]


def test_a_whole_game_with_the_keyboard_alone(menu: Page) -> None:
    page = menu
    computers_at_once(page)
    start_game(page, "Tsuro", ["Ann", "Bot"], seats=["person", "easy"])
    game, rng = current_game(page), random.Random(9)
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        word, _, rest = move.partition(" ")
        if word == "start":
            page.get_by_role("button", name=f"Start mark {rest}").focus()
            page.keyboard.press("Enter")  # chosen, then taken by the key again
            expect(page.get_by_role("button", name=f"Confirm start mark {rest}")).to_be_visible()
            page.keyboard.press("Enter")
        elif word == "pass":
            page.get_by_role("button", name="Pass: no tile in hand").focus()
            page.keyboard.press("Enter")
        else:
            number, rotation = (int(part) for part in rest.split("r"))
            tile = page.get_by_role("button", name=re.compile(f"^Tile {number}, rotation"))
            tile.focus()
            page.keyboard.press("Space")  # choose it
            shown = int(tile.get_attribute("aria-label").rsplit(" ", 1)[1])
            for _ in range((rotation - shown) % 4):
                page.keyboard.press("r")
            page.keyboard.press("Enter")  # Enter plays the move that is ready
        game = wait_for_turn(page, 0)
    expect(page.get_by_role("heading", name="Game over")).to_be_visible()
