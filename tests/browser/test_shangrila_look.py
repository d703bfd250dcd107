"""Shangri-La's drawn board on a 390 x 844 phone: the zoomed view keeps every icon at
least 20 CSS px and every text at least 12 px, every target still clickable and
reachable by Tab, moves still made by clicks, the key z doing as the button; icons
and texts keep their contrast in the light, dark and high-contrast themes (and
axe-core finds nothing wrong on the board)."""

from __future__ import annotations

import random

from pagehelp import (
    KeptDevices,
    click_shangrila_move,
    current_game,
    expect_screen,
    open_page,
    settled,
)
from playwright.sync_api import Page
from test_accessibility import AXE

from game import shangrila
from web.ui.links import make_fragment

PHONE = {"width": 390, "height": 844}

#: Per element kind, the smallest size on screen (CSS px): each icon's larger side,
#: and each text's font size times the board's scale.
SIZES = """() => {
    const board = document.querySelector('#board svg.board');
    const scale = board.getBoundingClientRect().width / board.viewBox.baseVal.width;
    const icons = [...board.querySelectorAll('use.icon')].map((e) => {
        const r = e.getBoundingClientRect(); return Math.max(r.width, r.height); });
    const texts = [...board.querySelectorAll('text')].map((e) => Math.min(
        e.getBoundingClientRect().height,
        parseFloat(getComputedStyle(e).fontSize) * scale));
    return {icons: Math.min(...icons), texts: Math.min(...texts), count: icons.length};
}"""

#: The board's targets that a click at their own point does not reach (a space at
#: its middle, a village on its rim), after scrolling each into the frame.
UNREACHABLE = """() => [...document.querySelectorAll('#board [data-target]')].filter((e) => {
    e.scrollIntoView({block: 'center', inline: 'center'});
    const r = e.getBoundingClientRect();
    const village = e.dataset.target.startsWith('village');
    const x = r.left + r.width / 2, y = village ? r.top + r.height * 0.04 : r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return !(hit && hit.closest('[data-target]') === e && e.tabIndex === 0);
}).map((e) => e.dataset.target)"""

#: The lowest contrast ratio of each pair (text or icon, what is behind it) on the board.
CONTRASTS = """() => {
    const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05); };
    const style = (e) => getComputedStyle(e);
    const lowest = {names: 99, free: 99, masters: 99};
    for (const name of document.querySelectorAll('#board .village-name')) {
        const behind = name.previousElementSibling;
        lowest.names = Math.min(lowest.names, ratio(style(name).fill, style(behind).fill));
    }
    for (const icon of document.querySelectorAll('#board use.icon.free')) {
        const field = icon.parentElement.querySelector('.field');
        lowest.free = Math.min(lowest.free, ratio(style(icon).color, style(field).fill));
    }
    for (const icon of document.querySelectorAll('#board use.icon.on')) {
        const body = icon.parentElement.querySelector('.body');
        lowest.masters = Math.min(lowest.masters, ratio(style(icon).color, style(body).fill));
    }
    return lowest;
}"""


def board_violations(page: Page) -> list[str]:
    """What axe-core reports on the board and its frame, one line per rule and element."""
    page.add_script_tag(path=str(AXE))
    return page.evaluate(
        "axe.run('#board', {resultTypes: ['violations']}).then((r) => r.violations.map("
        "(v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')))"
    )


def position(moves: int) -> shangrila.ShangriLa:
    """A four-player game after ``moves`` random legal moves (seeded)."""
    game, rng = shangrila.new_game("rbyv", seed=3), random.Random(3)
    for _ in range(moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def open_position(page: Page, site: str, game: shangrila.ShangriLa) -> None:
    """Open ``game`` from a link sent to the player whose turn it is."""
    names = ["Ann", "Bo", "Cy", "Di"][: len(game.colours)]
    seat = game.colours.index(game.to_move)
    fragment = make_fragment(game.encode(), names, ["person"] * len(names), seat)
    open_page(page, f"{site}#{fragment}")
    expect_screen(page, "game")
    page.wait_for_selector("#board svg.board.shangrila [data-target]")


def test_the_zoomed_board_is_legible_on_a_phone_and_still_plays(kept: KeptDevices, site: str):
    with kept.page(viewport=PHONE, has_touch=True, is_mobile=True) as page:
        zoomed_and_played(page, site)


def zoomed_and_played(page: Page, site: str) -> None:
    game = position(60)
    open_position(page, site, game)
    before = page.evaluate(SIZES)
    targets = page.eval_on_selector_all("#board [data-target]", "(es) => es.length")

    page.get_by_role("button", name="Zoom in (Z): the board drawn large").click()
    page.wait_for_selector("#board svg.board.zoomed")
    sizes = page.evaluate(SIZES)
    assert sizes["count"] == before["count"] == 13 * 7
    assert sizes["icons"] >= 20 > before["icons"], (before, sizes)
    assert sizes["texts"] >= 12, sizes
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.eval_on_selector_all("#board [data-target]", "(es) => es.length") == targets
    assert page.evaluate(UNREACHABLE) == []

    for theme in ("light", "dark", "contrast"):
        page.evaluate(f"document.documentElement.dataset.theme = {theme!r}")
        lowest = page.evaluate(CONTRASTS)
        assert lowest["names"] >= 4.5 and lowest["masters"] >= 4.5, (theme, lowest)
        assert lowest["free"] >= 3, (theme, lowest)  # icons of 20 px and more
        found = board_violations(page)
        assert found == [], f"{theme}: " + "\n".join(found)

    page.keyboard.press("z")  # the key does as the button
    page.wait_for_selector("#board svg.board:not(.zoomed)")
    page.keyboard.press("z")
    page.wait_for_selector("#board svg.board.zoomed")

    move = next(m for m in game.legal_moves() if m.startswith("recruit"))
    click_shangrila_move(page, move)  # by clicks on the zoomed board
    game.play(move)
    settled(page, len(game.history))
    assert current_game(page).history == game.history
