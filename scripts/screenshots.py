"""Take the README's pictures of both games (docs/shangrila.png, docs/tsuro.png).

    .venv/bin/python scripts/screenshots.py

A Shangri-La game under way with a journey previewed (light theme) and a Tsuro game
under way (dark theme), each replayed from its seed and opened through a link in
Debian's Chromium (as the page tests do), then kept in 256 colours.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "browser"), str(ROOT)]

from conftest import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from pagehelp import open_page, settled, village  # noqa: E402
from PIL import Image  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_look import never, random_game  # noqa: E402

from game import shangrila, tsuro  # noqa: E402
from web.ui.links import make_fragment  # noqa: E402

NAMES = ["Ann", "Bo", "Cy", "Di"]


def main() -> None:
    games = {
        "shangrila": (
            random_game(shangrila.new_game("rbyv", start="random", seed=31), 44, 31, never),
            "light",
        ),
        "tsuro": (random_game(tsuro.new_game(4, seed=32), 30, 32, never), "dark"),
    }
    with serve(ROOT) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, (game, theme) in games.items():
            context = browser.new_context(
                viewport={"width": 1280, "height": 820}, color_scheme=theme, reduced_motion="reduce"
            )
            page = context.new_page()
            open_page(page, site)
            to = list(game.players).index(game.to_move)
            fragment = make_fragment(game.encode(), NAMES, ["person"] * 4, to=to)
            page.evaluate("(f) => { location.hash = f; }", fragment)
            settled(page, len(game.history))
            journey = next((m for m in game.legal_moves() if m.startswith("journey")), None)
            if name == "shangrila" and journey:
                origin, destination = journey.split()[1]
                village(page, re.compile(f"^Village {origin}, start a journey"))
                village(page, re.compile(f"^Village {destination}, journey from"))
            path = ROOT / "docs" / f"{name}.png"
            page.locator(".play").screenshot(path=path, style=".messages{display:none!important}")
            image = Image.open(path).convert("RGB")
            image.quantize(256, Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
                path, optimize=True
            )
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
