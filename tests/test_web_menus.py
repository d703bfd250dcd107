"""Every screen has the Theme and Language menus (issue 60: the puzzle list, a puzzle
and the record had none), a puzzle is told anew in the language chosen there, and the
way back to the start screen has one name."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from fakepage import FakePage, set_up, words
from test_catalogs import catalog
from test_web_puzzles import attempt, make, wrong_move

from game import i18n, tsuro
from web.ui.arrival.messages import Opened
from web.ui.intents import read_field
from web.ui.links import make_fragment
from web.ui.messages import LanguageLoaded
from web.ui.puzzles.model import hints
from web.ui.stores import MemoryStorage

ROOT = Path(__file__).resolve().parent.parent
MENUS = ('<select data-field="theme">', '<select data-field="language">')


def page_on(screen: str) -> FakePage:
    """A page showing ``screen``, reached as a person would."""
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    presses = {
        "start": [],
        "guide": [("guide", "tsuro")],
        "daily": [("daily", "")],
        "records": [("records", "")],
        "puzzles": [("puzzles", "tsuro::0")],
        "puzzle": [("puzzle-of-the-day", "tsuro")],
        "game": [("quick", "tsuro")],
    }
    if screen == "seat":  # a link for two people at one device: which one is here?
        game = tsuro.new_game(2, seed=5)
        page.send(Opened("#" + make_fragment(game.encode(), ["Ann", "Bo"], ["person"] * 2)))
    for action, arg in presses.get(screen, []):
        page.press(action, arg)
    assert page.state["screen"] == screen
    return page


@pytest.mark.parametrize(
    "screen", ["start", "guide", "seat", "daily", "records", "puzzles", "puzzle", "game"]
)
def test_every_screen_has_the_theme_and_language_menus(screen: str) -> None:
    tools = page_on(screen).screen["tools"]
    assert all(menu in tools for menu in MENUS), tools


def test_the_way_to_the_start_screen_has_one_name() -> None:
    """Every button that leads to the start screen says "Back to menu"."""
    names = set()
    for path in (ROOT / "web/ui").rglob("*.py"):
        names |= set(re.findall(r"""_\(\s*["'](Back to [^"']*)["']""", path.read_text()))
    elsewhere = {"Back to the game", "Back to the puzzles", "Back to the defaults"}
    assert names - elsewhere == {"Back to menu"}


def test_a_puzzle_told_anew_in_the_language_chosen_on_its_screen() -> None:
    compiled = io.BytesIO()
    write_mo(compiled, catalog("it"))
    page = page_on("puzzle")
    assert "Player 1 starts at" in page.screen["log"]
    try:
        page.send(LanguageLoaded("it", compiled.getvalue()))
        assert page.model.language == "it"
        assert "Player 1" not in page.screen["log"] and "Giocatore 1" in page.screen["log"]
    finally:
        i18n.use("en")


def italian(page: FakePage) -> None:
    """Switch ``page`` to Italian as the Language menu does (its catalog arrived)."""
    compiled = io.BytesIO()
    write_mo(compiled, catalog("it"))
    page.send(LanguageLoaded("it", compiled.getvalue()))
    assert page.model.language == "it"


def test_a_wrong_answer_the_hints_and_the_line_follow_the_language_chosen() -> None:
    """Issue 60: a wrong answer's words stayed English after a switch to Italian."""
    page = page_on("puzzle")
    current = attempt(page)
    make(page, wrong_move(page))
    page.press("puzzle-hint")
    assert "Try again" in words(page.screen["panel"])
    try:
        italian(page)
        panel = words(page.screen["panel"])
        assert f"Non è la mossa migliore: {current.describe(current.wrong)}" in panel
        assert "You play" not in panel and "Giochi la tessera" in panel
        assert hints(current.puzzle)[0] in words(page.screen["panel"])
        page.press("puzzle-give-up")
        line = page.screen["panel"].split('class="puzzle-line"')[1].split("</ol>")[0]
        assert all(step in words(line) for step in current.solution())
        assert "You play" not in line and "Player" not in line
    finally:
        i18n.use("en")


def reviewing(sandbox: bool) -> FakePage:
    """A Tsuro game against a computer under review at its third move (in a sandbox
    from there, two moves tried, if ``sandbox``)."""
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    set_up(page, "tsuro", ["person", "easy"], ["Ann", "Bo"])
    page.settle()
    for _ in range(3):  # Ann's moves, each answered by Bo's
        page.play(page.model.session.game.legal_moves()[0])  # type: ignore[union-attr]
        page.settle()
    page.press("review")
    page.send(read_field("review-move", "3"))
    if sandbox:
        page.press("try-here")
        line = page.model.session.review.sandbox  # type: ignore[union-attr]
        for _ in range(2):
            page.play(line.game.legal_moves()[0])
    assert page.state["review"] == ("sandbox" if sandbox else "3")
    return page


@pytest.mark.parametrize("sandbox", [False, True])
def test_a_review_and_its_sandbox_have_the_menus_and_follow_the_language(sandbox: bool) -> None:
    """Issue 60: the review had no Theme or Language menu (its log kept the words of
    the language in use when it opened)."""
    page = reviewing(sandbox)
    assert all(menu in page.screen["tools"] for menu in MENUS)
    assert "starts at" in page.screen["log"]
    try:
        italian(page)
        review = page.model.session.review  # type: ignore[union-attr]
        assert review.log == page.model.session.log  # type: ignore[union-attr]
        log = page.screen["log"]
        assert "starts at" not in log and "play tile" not in log and "plays tile" not in log
        assert "parte da" in log and "tessera" in log
        assert log.count("<li") == 3 + 2 * sandbox
        said = page.screen["announce"]
        assert "tessera" in said and "tile" not in said
        assert page.state["review"] == ("sandbox" if sandbox else "3")
    finally:
        i18n.use("en")
