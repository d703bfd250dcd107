"""Hard's moves in the page, in Debian's Chromium: how long the computer thinks, and
whether the page stays quick meanwhile.

``python3 bench/hard.py [--moves N] [--workers 1,2] [--tables S3,S4,T2,T4,T8]``
serves the project on a free local port (the runtime must be in ``web/runtime/``:
``bash scripts/setup-runtime.sh``) and, for each number of workers (the page is told
the device has as many cores: it searches in at most two, and only at tables of
more than four players, where hard's search is split in two parts) and each table
(by default Shangri-La at 3 and 4 players and Tsuro at 2, 4 and 8), sets up a table
of a person and hard computers (the workers start as the seats are given to
computers) and plays until the computers have made N moves, the person playing
random moves after a first look of :data:`FIRST_LOOK` seconds at the board. It
prints:

- the rounds of search each computer move reached against its budget (read from the
  page's progress bar, the rounds done over the budget, when the search ends): the
  median and the moves that reached the whole budget (goal: all of them, within the
  1.3 s cap);
- the time each computer move spent thinking, from the page's ``data-activity``
  turning ``thinking`` to ``showing`` (the worker's search in steps, the messages
  between the threads and the progress reports included): median, p95 and longest,
  the first move of each table apart (goal: p95 at most 1.5 s, and the first no
  slower than the others);
- click to redrawn menu: clicks on "QR code" all along (each redraws the game's
  tools), split by whether a computer was thinking at the click, median and p95
  (goal: the p95 while thinking no worse than the p95 otherwise, as the search
  runs in the worker).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / part) for part in ("", "bench", "tests", "tests/browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler, serve  # noqa: E402
from page import VIEWPORT, p95  # noqa: E402
from pagehelp import (  # noqa: E402
    button,
    click_shangrila_move,
    click_tsuro_move,
    current_game,
    expect_screen,
    open_page,
)
from playwright.sync_api import Page, sync_playwright  # noqa: E402

#: Records, in the page, each computer's thinking time and the click-to-frame time of
#: clicks on the game's tools, with what the page was doing at the click.
PROBE = """
window.thinks = []; window.reached = []; window.clicks = []; window.pending = null;
let since = null, most = 0;
// Every value the page gives its progress bar (the last, 1, comes just before the move).
const shown = Object.getOwnPropertyDescriptor(HTMLProgressElement.prototype, "value");
Object.defineProperty(HTMLProgressElement.prototype, "value", {
    get() { return shown.get.call(this); },
    set(value) { if (since !== null) most = Math.max(most, value); shown.set.call(this, value); },
});
new MutationObserver(() => {
    const activity = document.body.dataset.activity;
    if (activity === "thinking" && since === null) { since = performance.now(); most = 0; }
    else if (activity !== "thinking" && since !== null) {
        thinks.push(performance.now() - since);
        reached.push(most);
        since = null;
    }
}).observe(document.body, { attributes: true, attributeFilter: ["data-activity"] });
addEventListener("click", () => {
    pending = { at: performance.now(), activity: document.body.dataset.activity };
}, true);
new MutationObserver(() => {
    const click = pending;
    if (click === null) return;
    pending = null;
    requestAnimationFrame(() => setTimeout(() => {
        clicks.push([click.activity, performance.now() - click.at]);
    }));
}).observe(document.getElementById("app"), { subtree: true, childList: true });
"""

#: Tells the page how many logical processors the device has.
CORES = "Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => %d })"

#: How long the person looks at a new game before the first move (s).
FIRST_LOOK = 3

#: The tables played, by their short name: the game's title and the number of players.
TABLES = {
    "S3": ("The Bridges of Shangri-La", 3),
    "S4": ("The Bridges of Shangri-La", 4),
    "T2": ("Tsuro", 2),
    "T4": ("Tsuro", 4),
    "T8": ("Tsuro", 8),
}


def hard_table(page: Page, title: str, players: int) -> None:
    """Start a table of a person and hard computers (Shangri-La from a random start)."""
    page.get_by_role("radio", name=title).check()
    page.get_by_role("combobox", name="Number of players").select_option(str(players))
    for number in range(2, players + 1):
        page.get_by_role("combobox", name=f"Player {number} played by").select_option("hard")
    if title != "Tsuro":
        page.get_by_role("radio", name="Random start").check()
    button(page, "Start game")
    expect_screen(page, "game")


def watch(page: Page, moves: int, title: str) -> tuple[list[float], list[float], list[list]]:
    """Thinking times of the first ``moves`` computer moves (or to the end of the game)
    and the share of the budget each reached, the person playing at random and
    clicking the tools' "QR code" while computers think; and the clicks' times."""
    rng = random.Random(1)
    page.wait_for_timeout(FIRST_LOOK * 1000)
    while True:
        body = page.locator("body")
        if page.evaluate("thinks.length") >= moves or body.get_attribute("data-turn") == "over":
            break
        game = current_game(page) if body.get_attribute("data-activity") == "idle" else None
        if game is not None and not game.is_over() and game.to_move == game.players[0]:
            move = rng.choice(game.legal_moves())
            (click_tsuro_move if title == "Tsuro" else click_shangrila_move)(page, move)
            page.wait_for_function(
                f"document.body.dataset.moves !== '{len(game.history)}'", timeout=30_000
            )
            continue
        clicks = page.evaluate("clicks.length")
        button(page, "QR code")
        page.wait_for_function(f"clicks.length > {clicks}", timeout=30_000)
        page.wait_for_timeout(40)
    return page.evaluate("thinks"), page.evaluate("reached"), page.evaluate("clicks")


def describe(values: list[float]) -> str:
    if not values:
        return "none"
    top = f"p95 {p95(values):5.0f} ms" if len(values) >= 2 else ""
    return f"median {statistics.median(values):5.0f} ms, {top}, longest {max(values):5.0f} ms"


def rounds(reached: list[float]) -> str:
    """The rounds reached against each move's budget (which in Tsuro depends on the
    pawns left, ``bots.budget``): the median share, and the moves with all of it."""
    whole = sum(share >= 1 for share in reached)
    median = statistics.median(reached) if reached else 0.0
    each = " ".join(f"{share:.0%}" for share in reached)
    return f"median {median:4.0%} of the budget, whole budget in {whole} of {len(reached)} ({each})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=20, help="computer moves timed per table")
    parser.add_argument("--workers", default="1,2", help="the cores the page is told of, each run")
    parser.add_argument(
        "--tables", default=",".join(TABLES), help=f"the tables played, of {', '.join(TABLES)}"
    )
    args = parser.parse_args()
    tables = [TABLES[name.strip().upper()] for name in args.tables.split(",")]
    if not (ROOT / "web/runtime/pyodide/pyodide.mjs").exists():
        sys.exit("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    with serve(ROOT, QuietHandler) as address, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for cores in (int(text) for text in args.workers.split(",")):
            every: list[float] = []
            clicks: dict[bool, list[float]] = {True: [], False: []}
            print(f"A device of {cores} core(s) ({os.cpu_count()} here):")
            for title, players in tables:
                context = browser.new_context(viewport=VIEWPORT)
                context.add_init_script(CORES % cores)
                page = context.new_page()
                open_page(page, address)
                page.evaluate(PROBE)
                hard_table(page, title, players)
                thinks, reached, clicked = watch(page, args.moves + 1, title)
                first, rest = thinks[0], thinks[1:]
                every += rest
                for activity, took in clicked:
                    clicks[activity == "thinking"].append(took)
                print(f"  {title}, {players} players: first computer move {first:5.0f} ms")
                print(f"    next {len(rest)} moves thinking: {describe(rest)}")
                print(f"    rounds reached: {rounds(reached)}")
                context.close()
            print(f"  all tables, {len(every)} moves: {describe(every)} (goal: p95 <= 1500 ms)")
            for thinking, name in ((True, "while a computer thinks"), (False, "otherwise")):
                print(
                    f"  click to redrawn menu {name} ({len(clicks[thinking])}): "
                    f"{describe(clicks[thinking])}"
                )
        browser.close()


if __name__ == "__main__":
    main()
