"""axe-core (from the npm lockfile) finds no accessibility violation on the start
screen, both boards, the hand-over screen and the guide, at desktop and phone size, in
the light, dark and high-contrast themes (colour contrast included)."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT
from pagehelp import Watch, button, expect_screen, open_page
from playwright.sync_api import Browser, Page
from test_page import DESKTOP, PHONE, start_game, start_shangrila

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def violations(page: Page) -> list[str]:
    """What axe reports on the page as it is now, one line per rule and element."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations.map("
        "(v) => [v.id, v.impact, v.nodes.map((n) => n.target.join(' ') + ': '"
        " + n.failureSummary).slice(0, 3)]))"
    )
    return [json.dumps(item) for item in found]


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
def test_no_accessibility_violations(browser: Browser, site: str, options: dict) -> None:
    watch = Watch(site)
    context = browser.new_context(**options)
    watch.attach(context)
    page = context.new_page()
    open_page(page, site)
    theme = options.get("color_scheme", "contrast" if "contrast" in options else "light")
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    seen = {"start": violations(page)}
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
    context.close()
    watch.check()
    assert {screen: found for screen, found in seen.items() if found} == {}
