"""axe-core (from the npm lockfile) finds no accessibility violation on the start
screen, both boards, the hand-over screen and the guide, at desktop and phone size, in
the light, dark and high-contrast themes (colour contrast included); nor on a phone
while a computer thinks and while its move is shown."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT
from pagehelp import KeptDevices, Watch, button, expect_screen, new_context, open_page
from playwright.sync_api import Browser, Page, Route
from test_page import DESKTOP, PHONE, start_game, start_shangrila

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: The computer players' archive: the worker cannot start while it is held back.
BOTS = "**/web/bots.zip"


def violations(page: Page) -> list[str]:
    """What axe reports on the page as it is now, one line per rule and element; with
    the page's clock paused (:func:`hold_time`), on the browser's own timers for the
    while, so that axe runs and the page's timers stay held."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """() => {
            const held = {setTimeout: window.setTimeout, clearTimeout: window.clearTimeout};
            Object.assign(window, window.ownTimers || {});
            return axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations.map(
                (v) => [v.id, v.impact, v.nodes.map((n) => n.target.join(' ') + ': '
                + n.failureSummary).slice(0, 3)])).finally(() => Object.assign(window, held));
        }"""
    )
    return [json.dumps(item) for item in found]


def hold_time(page: Page) -> None:
    """Install the page's clock, which can then be paused (time flows until it is),
    keeping the browser's own timers for axe."""
    page.add_init_script(
        "window.ownTimers = {setTimeout: window.setTimeout, clearTimeout: window.clearTimeout};"
    )
    page.clock.install()


def tab_stops_before_the_board(page: Page) -> int:
    """How many Tab presses lie between the top of the page and the board's first target."""
    return page.evaluate(
        """() => {
            const all = [...document.querySelectorAll(
                'a[href], button:not([disabled]), input, select, textarea, [tabindex]')]
                .filter((e) => e.tabIndex >= 0);
            return all.indexOf(document.querySelector('#board [data-target]'));
        }"""
    )


#: Each theme the page follows from the system (index.html picks it before any paint),
#: at the size where it matters most.
THEMES = {
    "light-desktop": {"viewport": DESKTOP},
    "light-phone": {"viewport": PHONE},
    "dark-desktop": {"viewport": DESKTOP, "color_scheme": "dark"},
    "contrast-phone": {"viewport": PHONE, "contrast": "more"},
}


@pytest.mark.parametrize("options", list(THEMES.values()), ids=list(THEMES))
def test_no_accessibility_violations(kept: KeptDevices, site: str, options: dict) -> None:
    with kept.page(**options) as page:
        open_page(page, site)
        seen = seen_on_every_screen(page, options)
    assert {screen: found for screen, found in seen.items() if found} == {}


def seen_on_every_screen(page: Page, options: dict) -> dict[str, list[str]]:
    """What axe finds on the start screen, the daily challenge's, the guide, both boards
    and the hand-over."""
    theme = options.get("color_scheme", "contrast" if "contrast" in options else "light")
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    seen = {"start": violations(page)}
    button(page, "Daily challenge")
    expect_screen(page, "daily")
    seen["daily"] = violations(page)
    button(page, "Back to menu")
    expect_screen(page, "start")
    button(page, "How to play The Bridges of Shangri-La")
    expect_screen(page, "guide")
    seen["guide"] = violations(page)
    button(page, "Back")
    start_shangrila(page, ["Ann", "Bo", "Cy"], start="Free placement")
    seen["shangrila"] = violations(page)
    assert tab_stops_before_the_board(page) <= 15
    button(page, "Back to menu")
    start_game(page, "Tsuro", ["Ann", "Bo"])
    expect_screen(page, "handoff")
    seen["handoff"] = violations(page)
    button(page, "I am Ann: show my tiles")
    seen["tsuro"] = violations(page)
    return seen


def test_no_accessibility_violations_while_a_computer_thinks_and_shows_its_move(
    browser: Browser, site: str
) -> None:
    # a Shangri-La board on a phone pans in its frame, here with nothing to click
    watch = Watch(site)
    context = new_context(browser, visited=site, viewport={"width": 390, "height": 844})
    watch.attach(context)
    held: list[Route] = []
    context.route(BOTS, lambda route: held.append(route))  # the computer thinks meanwhile
    page = context.new_page()
    hold_time(page)
    open_page(page, site)
    start_shangrila(page, ["Ann", "Bo", "Cy"], seats=["easy", "person", "person"])
    page.wait_for_selector('body[data-activity="thinking"]', state="attached")
    seen = {"thinking": violations(page)}
    page.locator("#board svg.board").focus()  # the board, with nothing to click, pans
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.getElementById('board').scrollLeft > 0")
    page.clock.pause_at(page.evaluate("Date.now()") + 1)  # its move, once found, stays shown
    context.unroute(BOTS)
    for route in held:
        route.fallback()
    page.wait_for_selector('body[data-activity="showing"]', state="attached")
    seen["showing"] = violations(page)
    page.clock.resume()
    page.wait_for_selector('body[data-activity="idle"][data-moves="1"]', state="attached")
    context.close()
    watch.check()
    assert {state: found for state, found in seen.items() if found} == {}
