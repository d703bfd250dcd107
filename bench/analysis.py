"""The review's analysis in the page, in Debian's Chromium: how long "Analyse" takes
over a 48-move game of Shangri-La (goal: under 60 s).

``python3 bench/analysis.py [--moves 48] [--runs 1] [--screenshot DIR]`` serves the
project on a free local port (the runtime must be in ``web/runtime/``:
``bash scripts/setup-runtime.sh``), opens by link a three-player Shangri-La game of
``--moves`` random moves (seed 9, the same each run), reviews it and presses
"Analyse", timing from the click to the page's ``data-analysis`` turning ``done``
(Hard's search of each of the 49 positions in the worker, at most
``web.ui.analysis.SECONDS`` each, and the messages between the threads). It prints
each run's time, the time per position and the turning points marked; with
``--screenshot`` it keeps a picture of the analysed review, on a desktop and a phone.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler, serve  # noqa: E402
from pagehelp import button, open_page, settled  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from game import shangrila  # noqa: E402
from web.ui.analysis import SECONDS  # noqa: E402
from web.ui.links import make_fragment  # noqa: E402

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 667}
#: ms: the longest a run may take before the benchmark gives up.
LIMIT = 300_000


def game_of(moves: int) -> shangrila.ShangriLa:
    """A three-player game of ``moves`` random moves (fewer if it ends first)."""
    game = shangrila.new_game("rby", start="random", seed=9)
    rng = random.Random(5)
    while not game.is_over() and len(game.history) < moves:
        game.play(rng.choice(game.legal_moves()))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=48)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--screenshot", type=Path, default=None)
    args = parser.parse_args()
    game = game_of(args.moves)
    total = len(game.history)
    fragment = make_fragment(game.encode(), ["Ann", "Bo", "Cy"], ["person", "hard", "hard"])
    print(
        f"Shangri-La, 3 players, {total} moves ({total + 1} positions), "
        f"at most {SECONDS} s of search each"
    )
    with serve(ROOT, QuietHandler) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for run in range(args.runs):
            viewports = [("desktop", DESKTOP)]
            if args.screenshot is not None and run == 0:
                viewports.append(("phone", PHONE))
            for label, viewport in viewports:
                context = browser.new_context(viewport=viewport)
                page = context.new_page()
                open_page(page, site)
                page.goto(site + "#" + fragment)
                settled(page, total)
                button(page, "Review")
                page.wait_for_selector(f'body[data-review="{total}"]')
                start = time.perf_counter()
                button(page, "Analyse")
                page.wait_for_selector('body[data-analysis="done"]', timeout=LIMIT)
                took = time.perf_counter() - start
                turns = page.locator(".turns button").count()
                if label == "desktop":
                    print(
                        f"run {run + 1}: {took:.1f} s ({took / (total + 1):.2f} s a position), "
                        f"{turns} turning points"
                    )
                if args.screenshot is not None and run == 0:
                    args.screenshot.mkdir(parents=True, exist_ok=True)
                    page.locator("#analysis").screenshot(
                        path=str(args.screenshot / f"analysis-{label}.png")
                    )
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
