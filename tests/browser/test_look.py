"""Visual regression: fixed positions of both games, drawn in Chromium and compared with
reviewed reference images (tests/browser/looks/) by a tolerant pixel comparison.

Each position is a game replayed from its seed (opened through a link sent to the
player to move), in the light and dark themes, at desktop and phone size; on a phone,
each game's guide too. A drawing change updates the references on purpose:

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
from pathlib import Path

import numpy
import pytest
from conftest import ARTIFACTS
from pagehelp import KeptDevices, button, expect_screen, open_page, settled, village
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
from pixelmatch.utils import antialiased, color_delta
from playwright.sync_api import Page

from game import shangrila, tsuro
from game.core import Game
from web.ui.links import make_fragment

LOOKS = Path(__file__).parent / "looks"
#: How far two pixels' colours may differ before they count as different (0 to 1),
#: and the share of pixels that may differ: room for anti-aliasing and text
#: rendering, none for a piece that moved or changed colour.
THRESHOLD = 0.12
MAX_CHANGED = 0.002
#: References are kept in so many colours (about 60 kB each instead of 250).
COLOURS = 96
VIEWPORTS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
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


def compare(page: Page, name: str, update: bool, part: str = ".play") -> str | None:
    """Screenshot the game's table (or ``part``, or else the start screen as it opens)
    and compare it with its reference: what is wrong, or None."""
    table = page.locator(part)
    screen = table if table.count() else page  # the start screen: what shows first
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


@pytest.fixture(params=["light", "dark"])
def theme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(params=list(VIEWPORTS))
def looking(kept: KeptDevices, theme: str, request: pytest.FixtureRequest) -> Iterator:
    with kept.page(viewport=VIEWPORTS[request.param], color_scheme=theme) as page:
        yield page, f"{theme}-{request.param}"


def test_both_games_look_as_reviewed(looking, site: str, fixed, update: bool) -> None:
    page, variant = looking
    open_page(page, site)
    problems = [compare(page, f"start-screen-{variant}", update)]
    if variant.endswith("phone"):  # each game's guide, whole, as a phone shows it
        for key, title in (("shangrila", "The Bridges of Shangri-La"), ("tsuro", "Tsuro")):
            button(page, f"How to play {title}")
            expect_screen(page, "guide")
            problems.append(compare(page, f"guide-{key}-{variant}", update, ".guide"))
            button(page, "Back")
            expect_screen(page, "start")
    for name, (game, names) in fixed.items():
        show(page, game, names)
        if name == "shangrila-journey":
            journey = next(m for m in game.legal_moves() if m.startswith("journey"))
            origin, destination = journey.split()[1]
            village(page, re.compile(f"^Village {origin}, start a journey"))
            village(page, re.compile(f"^Village {destination}, journey from"))
        problems.append(compare(page, f"{name}-{variant}", update))
        button(page, "Back to menu")
        expect_screen(page, "start")
    assert [problem for problem in problems if problem] == []
