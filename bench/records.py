"""The record page's speed in Debian's Chromium, against the same page with an empty
record, both measured in the same run.

``python3 bench/records.py [--opens N] [--results N] [--people N] [--saves N]`` serves
the project on a free local port (the runtime must be in ``web/runtime/``: ``bash
scripts/setup-runtime.sh``) and times, from the click on "Show your record" to the frame
after the page has drawn the record's figures (medians of N opens, each from the start
screen):

- an empty record and no saved games (the baseline);
- ``--results`` results (4,000 by default) against the three computer levels and
  ``--people`` people (7; ``--distinct``: 7 people in each game, met there only), with
  ``--saves`` saved games under way (1,000): the first
  open (every save looked at once) and the next ones (the saves already looked at are
  known by their index, not replayed). Goal: under 300 ms.

It also times the same page in CPython (``view.page`` alone, and the whole record of the
same size against an empty one), for a figure that a machine's browser does not blur.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler, serve  # noqa: E402
from pagehelp import button, expect_screen, open_page, seed_saves, store_all  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from game.levels import LEVELS  # noqa: E402
from web.ui.records import view  # noqa: E402
from web.ui.records.book import KEY, Book, Result, book_json  # noqa: E402
from web.ui.records.model import Records  # noqa: E402

VIEWPORT = {"width": 1280, "height": 900}
#: The record's figures on screen: a game's heading, or the words of an empty record.
DRAWN = "section.records :is(section.record-game, p:has-text('No finished game yet'))"


def a_record(results: int, people: int, seed: int = 1, *, distinct: bool = False) -> Book:
    """``results`` games of Tsuro and Shangri-La over about three years, each against a
    computer level and one of ``people`` people (``distinct``: Tsuro's against 7 people
    met in that game only)."""
    rng = random.Random(seed)
    names = [f"person:Friend {n}" for n in range(people)]
    lines = []
    for n in range(results):
        day = f"{2024 + n * 3 // results}-{1 + n % 12:02}-{1 + n % 28:02}"
        level = rng.choice(LEVELS)
        if distinct:
            opponents = tuple(f"person:P{n}-{i}" for i in range(7))
            lines.append(Result(f"{n}-b", "tsuro", "classic", 8, opponents, rng.randint(1, 8), day))
        elif n % 3:
            lines.append(
                Result(
                    f"{n}-b",
                    "tsuro",
                    "classic",
                    3,
                    (level, rng.choice(names)),
                    rng.randint(1, 3),
                    day,
                )
            )
        else:
            opponents = (level, rng.choice(names), rng.choice(names))
            lines.append(Result(f"{n}-b", "shangrila", "", 4, opponents, rng.randint(1, 4), day))
    return Book(tuple(sorted(lines, key=lambda r: r.day)))


def open_record(page: Page) -> float:
    """Milliseconds from the click on "Show your record" to the frame after its
    figures are drawn; back to the start screen after."""
    start = page.evaluate("performance.now()")
    button(page, "Show your record")
    page.wait_for_selector(DRAWN, state="attached", timeout=120_000)
    took = page.evaluate(
        "start => new Promise(done => requestAnimationFrame(() => "
        "setTimeout(() => done(performance.now() - start))))",
        start,
    )
    button(page, "Back to menu")
    expect_screen(page, "start")
    return float(took)


def in_chromium(base: str, book: Book, saves: int, opens: int) -> tuple[float, list[float]]:
    """The first open of ``book`` with ``saves`` saved games, and the next ``opens``."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport=VIEWPORT).new_page()
        open_page(page, base)
        if saves:
            seed_saves(page, saves)
        if book.results:
            store_all(page, {KEY: book_json(book)})
        open_page(page, base)
        first = open_record(page)
        return first, [open_record(page) for _ in range(opens)]


def in_cpython(book: Book, repeats: int = 5) -> float:
    """Seconds to draw the record page of ``book`` in CPython (best of ``repeats``)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        view.page(Records("2026-12-31", book))
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opens", type=int, default=5, help="opens of the page timed")
    parser.add_argument("--results", type=int, default=4000, help="results in the record")
    parser.add_argument("--people", type=int, default=7, help="people played against")
    parser.add_argument("--saves", type=int, default=1000, help="saved games under way")
    parser.add_argument(
        "--distinct", action="store_true", help="each game against 7 people met only there"
    )
    args = parser.parse_args()
    big = a_record(args.results, args.people, distinct=args.distinct)
    empty = in_cpython(Book((big.results[0],)))
    full = in_cpython(big)
    print(
        f"CPython, page of 1 result: {empty * 1000:.1f} ms; of {args.results}: "
        f"{full * 1000:.1f} ms ({full / empty:.0f} times)"
    )
    if not (ROOT / "web/runtime/pyodide/pyodide.mjs").exists():
        sys.exit("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    with serve(ROOT, QuietHandler) as address:
        base = address.rstrip("/") + "/"
        _first, baseline = in_chromium(base, Book(), 0, args.opens)
        first, again = in_chromium(base, big, args.saves, args.opens)
    base_ms = statistics.median(baseline)
    print(f"Chromium, empty record, no saves (baseline): median {base_ms:.0f} ms")
    people = "7 new people each" if args.distinct else f"{args.people} people"
    label = f"{args.results} results from {people}, {args.saves} saves"
    print(f"Chromium, {label}, first open: {first:.0f} ms ({first / base_ms:.1f} times)")
    median = statistics.median(again)
    print(
        f"Chromium, {label}, next opens: median {median:.0f} ms, most {max(again):.0f} ms "
        f"({median / base_ms:.1f} times the baseline; goal under 300 ms)"
    )


if __name__ == "__main__":
    main()
