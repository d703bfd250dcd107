"""What a flood of peers' messages costs the page's loop, in CPython.

``python3 bench/flood.py [--messages N] [--rounds R]`` sets up a live Tsuro table of three
in the tests' fake pages (``tests/fakepage.py``: the page's own runner, update and
drawing), then times the host's page given N messages at once (default 10,000), each
kind R times (default 3, the best kept):

- one peer's junk (``{not json``), quick phrases, and texts nested 10,000 levels deep
  (refused before parsing);
- messages from N / 5 made-up peer ids (past the limit of peers, ignored, not greeted);
- nested texts from every peer the page listens to, each up to its flood limit;
- the reader alone given N nested texts, the flood counter alone 3 N messages, the
  relays form 4 N lines.

Each is printed in seconds and as a ratio to the reference measured in the same run
(``bench/engine.py``'s fixed piece of pure Python, about half a second), so that figures
from different machines compare; one drawing of the page at that table (what each
refused message cost before issue 49) is printed beside it. The goal: N = 10,000
messages well under 1 s of the loop.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "bench")]

from engine import reference  # noqa: E402
from fakepage import FakePage  # noqa: E402
from test_web_live import Room, host, invite, join  # noqa: E402

from web.ui import hosts as live_hosts  # noqa: E402
from web.ui.live import model as live  # noqa: E402
from web.ui.live import wire as live_wire  # noqa: E402
from web.ui.live.messages import PeerText  # noqa: E402


def table() -> FakePage:
    """The host's page at a live table of three, Bo's device joined."""
    ann = host("tsuro", ["person", "live", "live"], ["Ann", "Bo", "Cy"])
    room = Room()
    room.enter("ann", ann)
    room.enter("bo", join(invite(ann, 1)))
    return ann


def best(work: Callable[[], None], rounds: int) -> float:
    """The shortest of ``rounds`` runs of ``work`` (s)."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def flood(texts: Callable[[int], tuple[str, str]], count: int) -> Callable[[], None]:
    """Work that gives a new table's host ``count`` messages, ``texts(i)``: (peer, text)."""

    def work() -> None:
        page = table()
        messages = [PeerText(*texts(i)) for i in range(count)]
        start = time.perf_counter()
        for message in messages:
            page.send(message)
        timed.append(time.perf_counter() - start)

    timed: list[float] = []
    work.timed = timed  # type: ignore[attr-defined]
    return work


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    count, rounds = args.messages, args.rounds
    ref = min(reference() for _ in range(rounds))
    print(f"reference: {ref:.3f} s")
    page = table()
    draws = []
    for _ in range(30):
        start = time.perf_counter()
        page.runner.draw()
        draws.append(time.perf_counter() - start)
    baseline = statistics.median(draws)
    print(f"one drawing of the page at the table: {baseline * 1e3:.2f} ms")
    deep = "[" * 10_000
    kinds: dict[str, Callable[[int], tuple[str, str]]] = {
        "junk from one peer": lambda i: ("bo", "{not json"),
        "quick phrases from one peer": lambda i: ("bo", '{"t":"say","p":"hi"}'),
        "nested 10,000 deep from one peer": lambda i: ("bo", deep),
        f"from {count // 5:,} made-up peers": lambda i: (f"p{i % (count // 5)}", "{not json"),
        "nested, from every peer listened to": lambda i: (f"p{i % live.MAX_PEERS}", deep),
    }
    for name, texts in kinds.items():
        work = flood(texts, count)
        for _ in range(rounds):
            work()
        seconds = min(work.timed)  # type: ignore[attr-defined]
        print(
            f"{count:,} messages, {name}: {seconds:.3f} s "
            f"({seconds / count * 1e6:.1f} µs each; {seconds / ref:.3f} reference)"
        )
    seconds = best(lambda: [_refused(lambda: live_wire.read(deep)) for _ in range(count)], rounds)
    print(
        f"reader alone, {count:,} texts nested 10,000 deep: {seconds:.3f} s "
        f"({seconds / ref:.3f} reference)"
    )
    peer = live.Peer()
    moments = iter(range(10**9))
    seconds = best(lambda: [peer.flood(next(moments) * 1e-4) for _ in range(3 * count)], rounds)
    print(
        f"flood counter alone, {3 * count:,} messages: {seconds:.4f} s "
        f"({seconds / ref:.4f} reference)"
    )
    lines = "\n".join(f"wss://relay{i}.example.org" for i in range(4 * count))
    seconds = best(lambda: _refused(lambda: live_hosts.hosts_from_lines(lines, "")), rounds)
    print(f"relays form, {4 * count:,} lines: {seconds:.4f} s ({seconds / ref:.4f} reference)")
    return 0


def _refused(work: Callable[[], object]) -> None:
    with contextlib.suppress(ValueError):
        work()


if __name__ == "__main__":
    sys.exit(main())
