"""Live play's speed in Debian's Chromium, through the small relay of the tests on
127.0.0.1 and no STUN server (loopback).

``python3 bench/live.py [--players N] [--seed S]`` serves the project on a free local
port (the runtime must be in ``web/runtime/``: ``bash scripts/setup-runtime.sh``), sets
up a Tsuro table of N people (2 to 8) in N browser contexts of one Chromium, each
joining by its invitation, plays a whole game with random moves, and prints:

- join: from an invited page ready (Python running) to the host's box saying it is
  connected (goal: under 3 s);
- move to other board: from the click that plays a move to the frame after the last
  other board shows it (the page's ``data-moves``), p50 and p95 over the game (goal:
  p95 under 250 ms), timed in the pages themselves (one machine, one clock), and split
  into the mover's work (click to the move sent on the data channel), the way there
  (sent to the last board's arrival), the last board's work (arrival to its
  ``data-moves`` set) and its frame; and each other board's own time, from the move's
  arrival to its frame (what a device alone on its machine would take). All N pages
  share this machine's cores, so the last board also waits for the others' work;
- move to other board as the test's driver sees it (Playwright polling each page in
  turn: slower, and kept only for comparison with earlier runs);
- bytes per move: the text one device sends to each peer after its move.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from conftest import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from pagehelp import click_tsuro_move, current_game, open_page  # noqa: E402
from playwright.sync_api import Page, expect, sync_playwright  # noqa: E402
from relay import Relay  # noqa: E402

from web.ui.hosts import AGREED, HOSTS  # noqa: E402
from web.ui.live.wire import Moved, encode  # noqa: E402

#: Times kept in each page (ms since the epoch, from ``performance``): its clicks, what
#: it sent and received on its data channels, and when each new ``data-moves`` was
#: set and the frame after it.
PROBE = """
const probe = window.probe = { clicks: [], sent: [], arrived: [], set: {}, shown: {} };
const now = () => performance.timeOrigin + performance.now();
addEventListener("click", (e) => probe.clicks.push(performance.timeOrigin + e.timeStamp), true);
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
    probe.sent.push(now());
    return send.call(this, data);
};
const onmessage = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
    get() { return onmessage.get.call(this); },
    set(handler) {
        onmessage.set.call(this, (e) => { probe.arrived.push(now()); return handler(e); });
    },
});
new MutationObserver(() => {
    const moves = document.body && document.body.dataset.moves;
    if (moves && !(moves in probe.set)) {
        probe.set[moves] = now();
        requestAnimationFrame(() => { probe.shown[moves] = now(); });
    }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-moves"] });
"""


def after(times: list[float], moment: float) -> float:
    """The first of ``times`` at or after ``moment``."""
    return min(t for t in times if t >= moment)


def spread(values: list[float]) -> str:
    """The median and the 95th percentile of ``values`` (ms)."""
    return f"p50 {percentile(values, 0.5):.0f} ms, p95 {percentile(values, 0.95):.0f} ms"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=range(2, 9))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    names = [f"P{i + 1}" for i in range(args.players)]
    with Relay() as relay, serve(ROOT) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        hosts = json.dumps({"relays": [relay.url], "stun": []})
        script = (
            "try { localStorage.setItem(" + json.dumps(HOSTS) + ", " + json.dumps(hosts) + ");"
            " localStorage.setItem(" + json.dumps(AGREED) + ", " + json.dumps(hosts) + "); }"
            " catch (error) {}"
        )

        def device(url: str = "") -> Page:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.grant_permissions(["clipboard-read", "clipboard-write"])
            context.add_init_script(script)
            context.add_init_script(PROBE)
            page = context.new_page()
            open_page(page, site + url)
            return page

        host = device()
        host.get_by_role("radio", name="Tsuro").check()
        host.get_by_role("combobox", name="Number of players").select_option(str(args.players))
        for number, name in enumerate(names, 1):
            host.get_by_role("textbox", name=f"Name of player {number}").fill(name)
            kind = "person" if number == 1 else "live"
            host.get_by_role("combobox", name=f"Player {number} played by").select_option(kind)
        host.get_by_role("button", name="Start game").click()
        box = host.get_by_role("region", name="Live table")
        expect(box).to_contain_text("Connected to the relays.")
        pages, joins = {0: host}, []
        field = host.get_by_label("Share link")
        for seat, name in enumerate(names[1:], 1):
            before = field.input_value() if field.count() else ""
            host.get_by_role("button", name=f"Invite {name}", exact=True).click()
            expect(field).not_to_have_value(before)
            pages[seat] = device("#" + field.input_value().split("#", 1)[1])
            ready = time.perf_counter()
            expect(box).to_contain_text(f"{name}: connected", timeout=30_000)
            joins.append(time.perf_counter() - ready)
        rng = random.Random(args.seed)
        game = current_game(host)
        delays, sizes, played = [], [], []
        while not game.is_over():
            mover = pages[game.to_move]
            moves = len(game.history) + 1
            click_tsuro_move(mover, rng.choice(game.legal_moves()))
            clicked = time.perf_counter()
            for page in pages.values():
                if page is not mover:
                    page.wait_for_selector(
                        f'body[data-moves="{moves}"]', state="attached", timeout=30_000
                    )
            delays.append((time.perf_counter() - clicked) * 1000)
            played.append((game.to_move, moves))
            game = current_game(mover)
            sizes.append(len(encode(Moved(game.encode())).encode()))
        probes = {seat: page.evaluate("window.probe") for seat, page in pages.items()}
        browser.close()
    total, mover, way, last_work, frame, each_work = [], [], [], [], [], []
    for seat, moves in played:
        probe, key = probes[seat], str(moves)
        click = max(t for t in probe["clicks"] if t <= probe["set"][key])
        sent = after(probe["sent"], click)
        others = [p for s, p in probes.items() if s != seat]
        last = max(others, key=lambda p: p["shown"][key])
        arrived = after(last["arrived"], sent)
        total.append(last["shown"][key] - click)
        mover.append(sent - click)
        way.append(arrived - sent)
        last_work.append(last["set"][key] - arrived)
        frame.append(last["shown"][key] - last["set"][key])
        each_work += [p["shown"][key] - after(p["arrived"], sent) for p in others]
    print(f"Tsuro, {args.players} players live, {len(delays)} moves, relay events {relay.events}")
    print(f"join: median {statistics.median(joins):.2f} s, worst {max(joins):.2f} s (goal < 3 s)")
    print(f"move to other board, timed in the pages: {spread(total)} (goal p95 < 250 ms)")
    print(
        f"  the mover's work {spread(mover)}; the way {spread(way)};"
        f" the last board's work {spread(last_work)}, then its frame {spread(frame)}"
    )
    print(f"  each other board, from the move's arrival to its frame: {spread(each_work)}")
    print(f"move to other board, seen by the test's driver: {spread(delays)}")
    print(f"bytes per move to each peer: mean {statistics.mean(sizes):.0f}, max {max(sizes)}")


if __name__ == "__main__":
    main()
