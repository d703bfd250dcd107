"""The page's speed in Debian's Chromium: start-up against a bare Pyodide page, and
the time from a click to the updated board.

``python3 bench/page.py [--loads N] [--moves N]`` serves the project on a free local
port (the runtime must be in ``web/runtime/``: ``bash scripts/setup-runtime.sh``) and
prints, each against a bare page that loads the same Pyodide as npm installs it
(``node_modules/pyodide/``: its files as they come, the whole standard library) and
runs one line of Python, the two pages loaded alternately in the same run (medians of N loads):

- first visit (a new browser context, nothing cached or stored): navigation to the
  first usable control of the start screen (goal: at most 0.25 times the bare
  page's time to run Python, cold);
- return visit with a game in progress (the same context, a new tab: cache and
  storage kept): navigation to its board on screen (goal: at most 0.15 times the
  bare page's time, warm), and to the page ready for a move (goal: at most 1.1);
- time to a playable board on a cold load of a game's link (the figure of before);
- click to updated board: from a click that makes a move to the frame after the
  board was redrawn, median and p95 over N moves of each game (goal: p95 < 100 ms);
- many saves (``--saves``, 1,000 by default): a return visit to the start screen with
  that many saved games against one with none, to the page ready (goal: at most 1.2
  times), and from a click on the start screen's form to its redraw (goal: p95 <
  100 ms).

``--first-visit`` measures only a first visit on a phone network: a browser with a new
profile, its network slowed by DevTools to 4G (9 Mbit/s down, 60 ms) and slow 4G
(1.6 Mbit/s, 150 ms), with the processor as it is and 4 times slower (``--cpu``);
"Play Tsuro against the computer" clicked as soon as it shows and a start mark as soon
as one can be clicked: the time to a playable move and the megabytes the tab received by
then (goal: at most 0.85 times the bare page's, through the same throttle), and the
time to the first computer move after the person's (goal: within 1.5 s, which includes
the 0.7 s a computer's move is shown before it is played).

The page marks these moments itself (``performance.mark``): ``boot-start`` or
``boot-game`` in the frame web/boot.js shows a screen, ``playable`` once Python runs.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import re
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, QuietHandler, serve  # noqa: E402
from pagehelp import (  # noqa: E402
    LOAD_TIMEOUT,
    button,
    click_shangrila_move,
    click_tsuro_move,
    current_game,
    expect_screen,
    open_page,
    seed_saves,
    wait_ready,
    wait_saved,
)
from playwright.sync_api import (  # noqa: E402
    Browser,
    Page,
    Playwright,
    TimeoutError,
    expect,
    sync_playwright,
)

from game import shangrila  # noqa: E402
from web.ui.links import make_fragment  # noqa: E402

BARE = "/bench-bare.html"
BARE_PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import { loadPyodide } from "./node_modules/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./node_modules/pyodide/" });
pyodide.runPython("1 + 1");
performance.mark("playable");
document.body.dataset.ready = "1";
</script></head><body>bare Pyodide</body></html>"""

#: Records, in the page, the time from the last click to the frame after the next
#: change of the game screen (the page redraws every region in one go).
LATENCY_PROBE = """
window.latencies = {};
window.clicks = 0;
addEventListener("click", () => { clicks += 1; window.clickedAt = performance.now(); }, true);
new MutationObserver(() => {
    const start = window.clickedAt, click = clicks;
    if (start === undefined) return;
    window.clickedAt = undefined;
    requestAnimationFrame(() => setTimeout(() => {
        latencies[click] = performance.now() - start;
    }));
}).observe(document.getElementById("app"), { subtree: true, childList: true });
"""


class BenchHandler(QuietHandler):
    """The project's files, plus the bare Pyodide page."""

    def do_GET(self) -> None:
        if self.path == BARE:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(BARE_PAGE)))
            self.end_headers()
            self.wfile.write(BARE_PAGE)
        else:
            super().do_GET()


VIEWPORT = {"width": 1280, "height": 900}


def mark(page: Page, name: str) -> float:
    """Milliseconds from navigation to the page's mark ``name``, once it is made."""
    page.wait_for_function(f"performance.getEntriesByName({name!r}).length > 0", timeout=90_000)
    return page.evaluate(f"performance.getEntriesByName({name!r})[0].startTime")


def cold_load(browser: Browser, url: str, name: str = "playable") -> float:
    """Milliseconds from navigation to the mark ``name``, in a new context."""
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.goto(url)
        return mark(page, name)
    finally:
        context.close()


def kept_memory(page: Page) -> None:
    """Wait until the page has kept Python's memory snapshot for the next visit (or
    started from it: it has it already)."""
    page.wait_for_selector(
        'body:is([data-snapshot="kept"], [data-python="snapshot"], :not([data-python]))',
        state="attached",
        timeout=LOAD_TIMEOUT,
    )


def return_visit(browser: Browser, first: str, again: str, names: list[str]) -> list[float]:
    """Milliseconds to each mark of ``names`` when ``again`` is opened in a new tab of a
    context that has opened ``first`` (until ready and saved, if it is the app)."""
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        open_page(page, first)
        if page.locator("body[data-screen]").count():
            current_game(page)  # settled and saved: the screen's snapshot is kept
        kept_memory(page)
        page.close()
        page = context.new_page()
        page.goto(again)
        found = [mark(page, name) for name in names]
        wait_ready(page)
        return found
    finally:
        context.close()


def latencies(page: Page, moves: int, play_one) -> list[float]:
    """Click-to-board milliseconds of the last click of each of ``moves`` moves."""
    page.evaluate(LATENCY_PROBE)
    found = []
    for _ in range(moves):
        if not play_one():
            break
        page.wait_for_function("latencies[clicks] !== undefined")
        found.append(page.evaluate("latencies[clicks]"))
    return found


def random_moves(page: Page, moves: int, click_move) -> list[float]:
    """Click-to-board milliseconds of random moves of the game on screen, each played
    by ``click_move(page, move)``."""
    game, rng = current_game(page), random.Random(1)

    def play_one() -> bool:
        if game.is_over():
            return False
        move = rng.choice(game.legal_moves())
        click_move(page, move)
        game.play(move)
        wait_saved(page, game)
        return True

    return latencies(page, moves, play_one)


def shangrila_moves(page: Page, moves: int) -> list[float]:
    """Placements of a free setup, then actions: each a click on the board or a confirm."""
    page.get_by_role("radio", name="The Bridges of Shangri-La").check()
    page.get_by_role("radio", name="Free placement").check()
    button(page, "Start game")
    expect_screen(page, "game")
    return random_moves(page, moves, click_shangrila_move)


def tsuro_moves(page: Page, moves: int) -> list[float]:
    """Start marks, then tiles: each move's last click (a mark or the confirm button).

    Four people at one device: the hand-over screens come in between, untimed."""
    page.get_by_role("radio", name="Tsuro").check()
    page.get_by_role("combobox", name="Number of players").select_option("4")
    button(page, "Start game")
    expect_screen(page, "handoff")
    return random_moves(page, moves, click_tsuro_move)


def with_saves(
    browser: Browser, base: str, count: int, clicks: int = 0
) -> tuple[float, list[float]]:
    """A return visit to the start screen with ``count`` saved games (the page has
    shown them once, and kept its snapshot): milliseconds to the page ready, and
    from each of ``clicks`` clicks on the form to its redraw."""
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        open_page(page, base)
        seed_saves(page, count)
        open_page(page, base)
        kept_memory(page)
        page.close()
        page = context.new_page()
        page.goto(base)
        ready = mark(page, "playable")
        wait_ready(page)
        games = ("Tsuro", "The Bridges of Shangri-La")
        radios = [page.get_by_role("radio", name=name) for name in games]
        done = 0

        def click_one() -> bool:
            nonlocal done
            if done == clicks:
                return False
            radios[done % 2].click()
            done += 1
            return True

        return ready, latencies(page, clicks, click_one)
    finally:
        context.close()


#: Network profiles of a first visit (DevTools' presets): download and upload in
#: bit/s, round trip in ms.
PROFILES = {"4G": (9e6, 1.5e6, 60), "slow 4G": (1.6e6, 0.75e6, 150)}
#: How long a first visit may take (ms): minutes on a slow network and processor.
SLOW = 600_000
#: How long the first computer move may take (ms) before the visit is reported without it.
COMPUTER = 120_000


class Received:
    """The bytes a tab has received over the network so far (as DevTools counts them,
    after the throttle: the page's requests; a worker's are not seen, and the
    computers' worker finds its files in the browser's cache), in all and by file."""

    def __init__(self, base: str = "") -> None:
        self.bytes = 0
        self.base = base
        self.urls: dict[str, str] = {}
        self.by_request: dict[str, int] = {}

    def sent(self, event: dict) -> None:
        self.urls[event["requestId"]] = event["request"]["url"]

    def add(self, event: dict) -> None:
        self.bytes += event["encodedDataLength"]
        request = event["requestId"]
        self.by_request[request] = self.by_request.get(request, 0) + event["encodedDataLength"]

    def finished(self, event: dict) -> None:
        """A response received whole: its size as DevTools reports it then (the
        document's chunks are not all reported as they come)."""
        request = event["requestId"]
        self.by_request[request] = max(self.by_request.get(request, 0), event["encodedDataLength"])

    def by_file(self) -> dict[str, int]:
        """The bytes received so far for each file (its address without the site's)."""
        files: dict[str, int] = {}
        for request, size in self.by_request.items():
            url = self.urls.get(request, "?").split("?")[0].removeprefix(self.base)
            files[url] = files.get(url, 0) + size
        return files

    @property
    def megabytes(self) -> float:
        return self.bytes / 1e6


@contextlib.contextmanager
def throttled(playwright: Playwright, profile: str, cpu: int) -> Iterator[tuple[Page, Received]]:
    """A tab of a browser with a new profile (nothing cached or stored; a cache on disk,
    as a phone's browser has), its network slowed to ``profile`` and its processor
    ``cpu`` times; and what it has received."""
    with tempfile.TemporaryDirectory() as folder:
        context = playwright.chromium.launch_persistent_context(
            folder, executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport=VIEWPORT
        )
        try:
            page = context.pages[0] if context.pages else context.new_page()
            session = context.new_cdp_session(page)
            down, up, latency = PROFILES[profile]
            received = Received()
            session.on("Network.requestWillBeSent", received.sent)
            session.on("Network.dataReceived", received.add)
            session.on("Network.loadingFinished", received.finished)
            session.send("Network.enable")
            session.send(
                "Network.emulateNetworkConditions",
                {
                    "offline": False,
                    "latency": latency,
                    "downloadThroughput": down / 8,
                    "uploadThroughput": up / 8,
                },
            )
            if cpu > 1:
                session.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
            yield page, received
        finally:
            context.close()


def now(page: Page) -> float:
    return page.evaluate("performance.now()")


def first_visit(playwright: Playwright, url: str, profile: str, cpu: int) -> dict[str, float]:
    """A first visit to the page: "Play Tsuro against the computer" clicked as soon as
    it shows, then a start mark as soon as one can be clicked, and confirmed.
    Milliseconds from navigation to a playable move and to the first computer move
    (from the confirmation), the megabytes the tab received by then, and the bytes of
    each file received by the time a move could be played."""
    with throttled(playwright, profile, cpu) as (page, received):
        page.goto(url, timeout=SLOW)
        page.get_by_role("button", name="Play Tsuro against the computer").click(timeout=SLOW)
        mark = page.get_by_role("button", name=re.compile("^Start mark ")).first
        expect(mark).to_be_enabled(timeout=SLOW)
        found = {"playable": now(page), "MB playable": received.megabytes}
        for name, size in received.by_file().items():
            if name.startswith(("blob:", "data:")):
                continue  # made in the page, not received
            found[f"file {name.removeprefix(url) or 'index.html'}"] = size
        mark.click()
        confirm = page.get_by_role("button", name=re.compile("^Confirm start mark "))
        confirm.click(timeout=SLOW)  # no single tap ends a turn: the mark is confirmed
        clicked = now(page)
        try:
            page.wait_for_selector('body[data-moves="2"]', state="attached", timeout=COMPUTER)
        except TimeoutError:
            print("  (no computer move within 2 minutes)", file=sys.stderr)
            return found
        found["first computer move"] = now(page)
        found["computer after the move"] = found["first computer move"] - clicked
        found["MB computer moved"] = received.megabytes
        return found


def bare_first_visit(playwright: Playwright, url: str, profile: str, cpu: int) -> dict[str, float]:
    """The bare Pyodide page through the same throttle: milliseconds to Python running
    one line, and megabytes received by then."""
    with throttled(playwright, profile, cpu) as (page, received):
        page.goto(url, timeout=SLOW)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=SLOW)
        return {"playable": now(page), "MB playable": received.megabytes}


def first_visits(
    playwright: Playwright, base: str, loads: int, cpus: list[int], profiles: list[str]
) -> None:
    """Print first visits against the bare page, each profile and processor speed, and
    the bytes each file took by the time a move could be played."""
    for profile in profiles:
        for cpu in cpus:
            page: dict[str, list[float]] = {}
            bare: dict[str, list[float]] = {}
            for _ in range(loads):  # alternately, so both see the same machine
                for name, took in first_visit(playwright, base + "/", profile, cpu).items():
                    page.setdefault(name, []).append(took)
                for name, took in bare_first_visit(playwright, base + BARE, profile, cpu).items():
                    bare.setdefault(name, []).append(took)
            median = {name: statistics.median(found) for name, found in page.items()}
            cold = {name: statistics.median(found) for name, found in bare.items()}
            print(f"first visit, {profile}, processor {cpu}x slower ({loads} loads, medians):")
            print(
                f"  playable move {median['playable'] / 1000:6.1f} s, "
                f"{median['MB playable']:5.1f} MB; bare Pyodide {cold['playable'] / 1000:6.1f} s, "
                f"{cold['MB playable']:5.1f} MB; ratio {median['playable'] / cold['playable']:.2f}"
                f" (bytes {median['MB playable'] / cold['MB playable']:.2f}; goal <= 0.85)"
            )
            if "first computer move" in median:
                print(
                    f"  first computer move {median['first computer move'] / 1000:6.1f} s "
                    f"(ratio {median['first computer move'] / cold['playable']:.2f}), "
                    f"{median['computer after the move'] / 1000:.1f} s after the person's move "
                    f"(goal <= 1.5 s), {median['MB computer moved']:5.1f} MB by then"
                )
            files = {k.removeprefix("file "): v for k, v in median.items() if k.startswith("file ")}
            for name, size in sorted(files.items(), key=lambda item: -item[1]):
                print(f"  {size / 1000:9.1f} kB  {name}")


def spread(values: list[float]) -> str:
    return f"{min(values):.0f} to {max(values):.0f} ms"


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loads", type=int, default=5, help="cold loads of each page")
    parser.add_argument("--moves", type=int, default=30, help="moves timed in each game")
    parser.add_argument("--saves", type=int, default=1000, help="saved games on the start screen")
    parser.add_argument(
        "--first-visit",
        action="store_true",
        help="only first visits through throttled networks (4G, slow 4G), against the bare page",
    )
    parser.add_argument(
        "--cpu", default="1,4", help="with --first-visit: how many times slower the processor is"
    )
    parser.add_argument(
        "--network",
        default=",".join(PROFILES),
        help=f"with --first-visit: the networks, of {', '.join(PROFILES)} (comma-separated)",
    )
    args = parser.parse_args()
    if not (ROOT / "web/runtime/pyodide/pyodide.mjs").exists():
        sys.exit("the page's runtime is missing: run bash scripts/setup-runtime.sh")
    game = shangrila.new_game("rbyv", seed=3)
    for _ in range(12):
        game.play(game.legal_moves()[0])
    with serve(ROOT, BenchHandler) as address, sync_playwright() as playwright:
        base = address.rstrip("/")
        fragment = make_fragment(game.encode(), list("ABCD"), ["person"] * 4, to=0)
        link = f"{base}/#{fragment}"  # sent to one player: no seat to choose first
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        cold_load(browser, base + BARE)  # warm the disk cache and the server once
        if args.first_visit:
            cpus = [int(cpu) for cpu in args.cpu.split(",")]
            first_visits(playwright, base, args.loads, cpus, args.network.split(","))
            browser.close()
            return
        times: dict[str, list[float]] = {}
        for _ in range(args.loads):
            for name, took in [
                ("first visit, first usable control", cold_load(browser, base, "boot-start")),
                ("bare page, cold", cold_load(browser, base + BARE)),
                ("cold link, playable board", cold_load(browser, link)),
                *zip(
                    ("return visit, board shown", "return visit, playable"),
                    return_visit(browser, link, base + "/", ["boot-game", "playable"]),
                    strict=True,
                ),
                ("bare page, warm", *return_visit(browser, base + BARE, base + BARE, ["playable"])),
            ]:
                times.setdefault(name, []).append(took)
        median = {name: statistics.median(found) for name, found in times.items()}
        print(f"loads: {args.loads} of each (median, range)")
        for name, found in times.items():
            print(f"  {name + ':':36} {median[name]:7.0f} ms  ({spread(found)})")
        cold, warm = median["bare page, cold"], median["bare page, warm"]
        for name, bare, goal in [
            ("first visit, first usable control", cold, 0.25),
            ("return visit, board shown", warm, 0.15),
            ("return visit, playable", warm, 1.1),
            ("cold link, playable board", cold, 1.25),
        ]:
            print(f"  ratio {name + ':':30} {median[name] / bare:5.2f}  (goal <= {goal})")
        many, none, clicked = [], [], []
        for _ in range(args.loads):
            ready, found = with_saves(browser, base + "/", args.saves, clicks=10)
            many.append(ready)
            clicked += found
            none.append(with_saves(browser, base + "/", 0)[0])
        print(
            f"return visit to the start screen, ready: {statistics.median(none):.0f} ms with no "
            f"save, {statistics.median(many):.0f} ms with {args.saves}; ratio "
            f"{statistics.median(many) / statistics.median(none):.2f} (goal <= 1.2)"
        )
        print(
            f"click to redrawn start screen with {args.saves} saves ({len(clicked)} clicks): "
            f"median {statistics.median(clicked):5.1f} ms, p95 {p95(clicked):5.1f} ms "
            "(goal p95 < 100 ms)"
        )
        for name, run in (("shangrila", shangrila_moves), ("tsuro", tsuro_moves)):
            context = browser.new_context(viewport=VIEWPORT)
            page = context.new_page()
            open_page(page, base + "/")
            found = run(page, args.moves)
            print(
                f"click to updated board, {name} ({len(found)} moves): "
                f"median {statistics.median(found):5.1f} ms, p95 {p95(found):5.1f} ms "
                "(goal p95 < 100 ms)"
            )
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
