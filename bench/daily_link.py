"""A friend's daily challenge link checked in Debian's Chromium: a Shangri-La game
replayed against the day's Medium computers in the computers' worker, against a Tsuro
link (no computers to check) as the baseline, both measured in the same run.

``python3 bench/daily_link.py [--opens N]`` serves the project on a free local port
(the runtime must be in ``web/runtime/``: ``bash scripts/setup-runtime.sh``) and times,
from the link's address set to the page's words that the friend's result is kept
(medians of N opens, each from the start screen of the same page, the worker started
by a first, untimed, Shangri-La link). It also times the worker's replay in CPython
(``web.worker.computers``) against the game's plain replay (``game.decode``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from datetime import UTC, date, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler, serve  # noqa: E402
from pagehelp import button, expect_screen, open_page  # noqa: E402
from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402

from game import decode  # noqa: E402
from game.bots import choose  # noqa: E402
from game.core import Game  # noqa: E402
from web import worker  # noqa: E402
from web.ui.challenge import challenge, day_seed  # noqa: E402
from web.ui.daily.share import link_fragment  # noqa: E402

DAY = date(2026, 11, 28)
#: The page's clock: the afternoon of DAY in UTC.
NOON = datetime(2026, 11, 28, 13, 30, tzinfo=UTC)
KEPT = "A friend shared their result"


def shangrila(seed: int = 2) -> Game:
    """The day's Shangri-La challenge to its end: random moves of the person, the day's
    Medium computers' moves."""
    game, rng = challenge("shangrila", DAY).start(), random.Random(seed)
    base = day_seed("shangrila", DAY)
    while not game.is_over():
        seed_now = base * 100_003 + len(game.history)
        person = game.players.index(game.to_move) == 0
        game.play(rng.choice(game.legal_moves()) if person else choose(game, "medium", seed_now))
    return game


def tsuro(seed: int = 5) -> Game:
    """The day's Tsuro challenge to its end, with random moves."""
    game, rng = challenge("tsuro", DAY).start(), random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


def opened(page: Page, base: str, fragment: str) -> float:
    """Seconds from the link's address set to the friend's result kept, from the start
    screen."""
    button(page, "Back to menu")
    expect_screen(page, "start")
    start = time.perf_counter()
    page.goto(base + "#" + fragment)
    expect(page.get_by_text(KEPT)).to_be_visible(timeout=60_000)
    return time.perf_counter() - start


def in_cpython(game: Game) -> tuple[float, float]:
    """Seconds of the worker's replay against the computers, and of a plain replay."""
    start = time.perf_counter()
    assert worker.computers(game.encode(), "pmm", day_seed("shangrila", DAY)) == -1
    checked = time.perf_counter() - start
    start = time.perf_counter()
    decode(game.encode())
    return checked, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opens", type=int, default=3, help="opens of each link timed")
    args = parser.parse_args()
    big, small = shangrila(), tsuro()
    checked, plain = in_cpython(big)
    moves = len(big.history)
    print(
        f"CPython, a Shangri-La game of {moves} moves: checked in {checked * 1000:.0f} ms, "
        f"replayed in {plain * 1000:.1f} ms ({checked / plain:.0f} times)"
    )
    links = {
        "shangrila": link_fragment(DAY, big.encode(), ["You", "C1", "C2"], ["person"] * 3),
        "tsuro": link_fragment(DAY, small.encode(), ["Pawn 1", "Pawn 2"], ["person"] * 2),
    }
    if not (ROOT / "web/runtime/pyodide/pyodide.mjs").exists():
        sys.exit("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    times: dict[str, list[float]] = {"shangrila": [], "tsuro": []}
    with serve(ROOT, QuietHandler) as address, sync_playwright() as playwright:
        base = address.rstrip("/") + "/"
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.clock.install(time=NOON)
        open_page(page, base + "#" + links["shangrila"])  # the worker started, untimed
        expect(page.get_by_text(KEPT)).to_be_visible(timeout=120_000)
        for _round in range(args.opens):
            for kind in ("tsuro", "shangrila"):
                times[kind].append(opened(page, base, links[kind]))
        browser.close()
    baseline, checked_ms = statistics.median(times["tsuro"]), statistics.median(times["shangrila"])
    print(f"Chromium, a Tsuro link kept (baseline): median {baseline * 1000:.0f} ms")
    print(
        f"Chromium, a Shangri-La link of {moves} moves checked and kept: median "
        f"{checked_ms * 1000:.0f} ms, most {max(times['shangrila']) * 1000:.0f} ms "
        f"({checked_ms / baseline:.0f} times the baseline)"
    )


if __name__ == "__main__":
    main()
