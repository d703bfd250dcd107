"""Visual regression: every screen of the page drawn in Chromium and compared with
reviewed reference images (tests/browser/looks/) by a tolerant pixel comparison, in the
light, dark and high-contrast themes, at desktop and phone size, each theme chosen in
the screen's own Theme menu, beside its Language menu (every screen has both).

The start screen; on a phone, each game's guide; fixed positions of both games, each
replayed from its seed (opened through a link sent to the player to move); then, on a
page whose clock reads a fixed day (so that the day's challenges stay the same), the
daily challenge's screen and its calendar, a game's puzzles, a puzzle solved, and the
record with 1 game and with 1,000. One page per size; the theme changes in place. A
drawing change updates the references on purpose:

    UPDATE_LOOKS=1 bash scripts/test.sh tests/browser/test_look.py

then look at the new images (``git diff --stat``, an image viewer) before committing.
On a failure, the image drawn now and a picture of the differences are written to
``test-results/looks/``.
"""

from __future__ import annotations

import io
import os
import random
import re
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy
import pytest
from conftest import ARTIFACTS
from pagehelp import (
    KeptDevices,
    Watch,
    button,
    click_tsuro_move,
    expect_screen,
    new_context,
    open_page,
    settled,
    store_all,
    village,
)
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
from pixelmatch.utils import antialiased, color_delta
from playwright.sync_api import Browser, Page, expect

from game import shangrila, tsuro
from game.core import Game
from web.ui.links import make_fragment
from web.ui.puzzles.model import puzzles
from web.ui.records.book import KEY, Book, Result, book_json

LOOKS = Path(__file__).parent / "looks"
#: How far two pixels' colours may differ before they count as different (0 to 1),
#: and the share of pixels that may differ: room for anti-aliasing and text
#: rendering, none for a piece that moved or changed colour.
THRESHOLD = 0.12
MAX_CHANGED = 0.002
#: References are kept in so many colours (about 60 kB each instead of 250).
COLOURS = 96
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
THEMES = ("light", "dark", "contrast")
#: The page's clock on the screens that depend on the day: the afternoon of 2026-11-28 (UTC).
NOON = datetime(2026, 11, 28, 13, 30, tzinfo=UTC)
#: Floating messages come and go: they are not part of the drawing.
HIDE = ".messages { display: none !important; }"


def random_game(game: Game, moves: int, seed: int, stop: Callable[[Game], bool]) -> Game:
    """``game`` after at most ``moves`` random moves from ``seed``, or once ``stop`` holds."""
    choose = random.Random(seed).choice
    for _ in range(moves):
        if game.is_over() or stop(game):
            break
        game.play(choose(game.legal_moves()))
    return game


def never(_: Game) -> bool:
    return False


def journey_to_choose(game: Game) -> bool:
    return game.phase == "play" and any(m.startswith("journey") for m in game.legal_moves())


def someone_out(game: Game) -> bool:
    return any(game.elimination(p) is not None for p in game.players)


def positions() -> dict[str, tuple[Game, list[str]]]:
    """Each position by name: the game, and the players' names."""
    names3, names4 = ["Ann", "Bo", "Cy"], ["Ann", "Bo", "Cy", "Di"]
    return {
        "shangrila-start": (shangrila.new_game("rby", seed=11), names3),
        "shangrila-middle": (
            random_game(shangrila.new_game("rbyv", start="random", seed=12), 40, 12, never),
            names4,
        ),
        "shangrila-end": (
            random_game(shangrila.new_game("rby", start="random", seed=13), 10_000, 13, never),
            names3,
        ),
        "shangrila-journey": (
            random_game(
                shangrila.new_game("rby", start="random", seed=14), 10_000, 14, journey_to_choose
            ),
            names3,
        ),
        "tsuro-start": (tsuro.new_game(4, seed=21), names4),
        "tsuro-middle": (random_game(tsuro.new_game(4, seed=22), 16, 22, never), names4),
        "tsuro-end": (random_game(tsuro.new_game(3, seed=23), 10_000, 23, never), names3),
        "tsuro-elimination": (
            random_game(tsuro.new_game(4, seed=24), 10_000, 24, someone_out),
            names4,
        ),
    }


def show(page: Page, game: Game, names: list[str]) -> None:
    """Open ``game`` from the start screen through a link sent to the player to move,
    and wait until it is drawn."""
    to = 0 if game.is_over() else list(game.players).index(game.to_move)
    fragment = make_fragment(game.encode(), names, ["person"] * len(names), to=to)
    page.evaluate("(fragment) => { location.hash = fragment; }", fragment)
    settled(page, len(game.history))


def compare(page: Page, name: str, update: bool, part: str) -> str | None:
    """Screenshot ``part`` of the page (a selector; "": what the page shows first) and
    compare it with its reference: what is wrong, or None."""
    screen = page.locator(part) if part else page
    drawn = flattened(screen.screenshot(style=HIDE, animations="disabled"))
    reference = LOOKS / f"{name}.png"
    if update or not reference.exists():
        LOOKS.mkdir(exist_ok=True)
        drawn.save(reference, optimize=True)
        return None if update else f"{name}: no reference yet (written now: review it)"
    expected = Image.open(reference)
    failed = ARTIFACTS / "looks"
    if expected.size != drawn.size:
        failed.mkdir(parents=True, exist_ok=True)
        drawn.save(failed / f"{name}.png")
        return f"{name}: drawn {drawn.size}, reference {expected.size}"
    expected, drawn = expected.convert("RGBA"), drawn.convert("RGBA")
    share = changed_pixels(expected, drawn) / (drawn.width * drawn.height)
    if share > MAX_CHANGED:
        difference = Image.new("RGBA", drawn.size)
        pixelmatch(expected, drawn, difference, threshold=THRESHOLD, includeAA=False)
        failed.mkdir(parents=True, exist_ok=True)
        drawn.save(failed / f"{name}.png")
        difference.save(failed / f"{name}-difference.png")
        return f"{name}: {share:.2%} of the pixels differ"
    return None


def changed_pixels(expected: Image.Image, drawn: Image.Image) -> int:
    """How many pixels pixelmatch finds changed between two RGBA images of one size
    (:data:`THRESHOLD`, anti-aliasing not counted), its tests run only where the pixels
    differ at all: its pure-Python loop over a whole screenshot takes seconds, and a
    pixel that is the same in both images never counts. The count is pixelmatch's."""
    width, height = drawn.size
    one, two = expected.tobytes(), drawn.tobytes()
    most = 35215 * THRESHOLD * THRESHOLD  # pixelmatch's largest YIQ delta that matches
    changed = 0
    differ = numpy.frombuffer(one, numpy.uint32) != numpy.frombuffer(two, numpy.uint32)
    for index in numpy.flatnonzero(differ).tolist():
        x, y, at = index % width, index // width, 4 * index
        if color_delta(one, two, at, at) > most and not (
            antialiased(one, x, y, width, height, two) or antialiased(two, x, y, width, height, one)
        ):
            changed += 1
    return changed


def flattened(png: bytes) -> Image.Image:
    """A screenshot in at most :data:`COLOURS` colours, as the references are kept."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return image.quantize(COLOURS, Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


@pytest.fixture(scope="module")
def fixed() -> dict[str, tuple[Game, list[str]]]:
    return positions()


@pytest.fixture
def update() -> bool:
    """True when the references are to be written anew (``UPDATE_LOOKS=1``)."""
    return os.environ.get("UPDATE_LOOKS") == "1"


def in_themes(page: Page, name: str, size: str, update: bool, part: str) -> list:
    """Compare what ``part`` shows in each theme, chosen in the screen's Theme menu
    (beside its Language menu), with its reference (named ``name``, the theme and
    ``size``): the problems."""
    problems = []
    expect(page.get_by_role("combobox", name="Language")).to_have_count(1)
    for theme in THEMES:
        page.get_by_role("combobox", name="Theme").select_option(theme)
        expect(page.locator("html")).to_have_attribute("data-theme", theme)
        problems.append(compare(page, f"{name}-{theme}-{size}", update, part))
    return problems


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_both_games_look_as_reviewed(
    kept: KeptDevices, site: str, fixed, update: bool, size: str
) -> None:
    with kept.page(viewport=VIEWPORTS[size]) as page:
        open_page(page, site)
        problems = in_themes(page, "start-screen", size, update, "")
        if size == "phone":  # each game's guide, whole, as a phone shows it
            for key, title in (("shangrila", "The Bridges of Shangri-La"), ("tsuro", "Tsuro")):
                button(page, f"How to play {title}")
                expect_screen(page, "guide")
                problems += in_themes(page, f"guide-{key}", size, update, ".guide")
                button(page, "Back")
                expect_screen(page, "start")
        for name, (game, names) in fixed.items():
            show(page, game, names)
            if name == "shangrila-journey":
                journey = next(m for m in game.legal_moves() if m.startswith("journey"))
                origin, destination = journey.split()[1]
                village(page, re.compile(f"^Village {origin}, start a journey"))
                village(page, re.compile(f"^Village {destination}, journey from"))
            problems += in_themes(page, name, size, update, ".play")
            button(page, "Back to menu")
            expect_screen(page, "start")
    assert [problem for problem in problems if problem] == []


def one_game() -> Book:
    """The record after one game: Tsuro against a Medium computer, won."""
    return Book((Result("1-a", "tsuro", "classic", 2, ("medium",), 1, "2026-11-27"),))


def a_thousand_games() -> Book:
    """1,000 games over 500 days up to the day before :data:`NOON`: Tsuro's variants and
    Shangri-La against each computer, some with a person, one Shangri-La daily
    challenge in three days."""
    rng, results = random.Random(60), []
    for i in range(1000):
        day = (NOON.date() - timedelta(days=1 + i // 2)).isoformat()
        levels = [rng.choice(["easy", "medium", "hard"]) for _ in range(3)]
        if i % 3 == 0 and i % 2:
            result = Result(
                f"{i}-d",
                "shangrila",
                "",
                3,
                ("medium", "medium"),
                rng.randint(1, 3),
                day,
                daily=day,
            )
        elif i % 4 == 0:
            result = Result(f"{i}-s", "shangrila", "", 3, tuple(levels[:2]), rng.randint(1, 3), day)
        else:
            opponents = tuple(levels[: rng.randint(1, 3)]) + (("person:Zoë",) if i % 7 == 0 else ())
            variant = rng.choice(["classic", "longest"])
            players = len(opponents) + 1
            result = Result(
                f"{i}-t", "tsuro", variant, players, opponents, rng.randint(1, players), day
            )
        results.append(result)
    return Book(tuple(results))


@pytest.fixture(params=list(VIEWPORTS))
def fixed_day(browser: Browser, site: str, request: pytest.FixtureRequest) -> Iterator:
    """A page of its own (its clock installed before the page starts) whose clock reads
    :data:`NOON`, at one of :data:`VIEWPORTS`' sizes, and that size's name."""
    watch = Watch(site)
    context = new_context(browser, visited=site, viewport=VIEWPORTS[request.param])
    watch.attach(context)
    page = context.new_page()
    page.clock.install(time=NOON)
    open_page(page, site)
    yield page, request.param
    context.close()
    watch.check()


def test_every_screen_looks_as_reviewed_and_has_the_menus(fixed_day, update: bool) -> None:
    """The daily challenge, its calendar, a game's puzzles, a puzzle solved and the
    record with 1 and 1,000 games, in each theme chosen in the screen's own menu."""
    page, size = fixed_day
    button(page, "Daily challenge")
    expect(page.locator(".daily-game")).to_have_count(2)
    expect(page.locator("section.daily")).not_to_contain_text("Reading your games")
    problems = in_themes(page, "daily", size, update, "section.daily")
    page.locator(".daily-calendar").get_by_role("button", name=re.compile(r"^20\b")).click()
    expect(page.locator("#daily-title")).to_contain_text("Challenges of")
    problems += in_themes(page, "calendar", size, update, ".daily-calendar")
    button(page, "Back to menu")

    button(page, "Every puzzle: Tsuro")
    expect_screen(page, "puzzles")
    problems += in_themes(page, "puzzles", size, update, "section.puzzles")
    first = puzzles("tsuro")[0]
    button(page, re.compile(r"^Puzzle 1: "))
    expect_screen(page, "puzzle")
    click_tsuro_move(page, first.answer)
    expect(page.locator("#puzzle-verdict")).to_contain_text("Right!")
    problems += in_themes(page, "puzzle-solved", size, update, ".play")
    button(page, "Back to menu")

    for name, book in (("record-1", one_game()), ("record-1000", a_thousand_games())):
        expect_screen(page, "start")
        store_all(page, {KEY: book_json(book)})
        button(page, "Show your record")
        expect(page.locator("section.records").get_by_role("heading", name="Tsuro")).to_be_visible()
        problems += in_themes(page, name, size, update, "section.records")
        button(page, "Back to menu")
    assert [problem for problem in problems if problem] == []
