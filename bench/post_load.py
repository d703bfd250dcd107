"""What play by post costs the relays, in CPython: whole games played by post with the
page's own runner (``tests/fakepage.py``) and relays in memory that keep events as a
relay does (``tests/post_net.py``), each player's device online only on its turn.

``python3 bench/post_load.py [--seed N]`` plays a two-player Tsuro game and a
four-player Shangri-La game (seeds N and N + 1; 9 by default) and prints, for each: the
moves, the events the relays were sent (in all, and a move and relay), their messages'
size (on average and at most, in bytes), and the events each relay keeps at the end
(one a device and table). Figures, not timings: docs/live-play.md quotes them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from test_post_play import play_by_post  # noqa: E402

from game import decode  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=9)
    seed = parser.parse_args().seed
    tables = (("tsuro", ["Ann", "Bo"]), ("shangrila", ["Ann", "Bo", "Cy", "Di"]))
    for offset, (game, names) in enumerate(tables):
        net, pages = play_by_post(game, names, seed + offset)
        session = pages[0].model.session
        assert session is not None
        moves = len(decode(session.game.encode()).history)
        relays = list(net.relays.values())
        events = sum(r.events for r in relays)
        sizes = sum(r.bytes for r in relays)
        kept = [len(r.stored) for r in relays]
        print(
            f"{game} ({len(names)} players, seed {seed + offset}): {moves} moves, "
            f"{events} events to {len(relays)} relays ({events / moves / len(relays):.2f} "
            f"a move and relay), {sizes / events:.0f} bytes a message on average, "
            f"{max(r.largest for r in relays)} at most; kept at the end: {kept}"
        )


if __name__ == "__main__":
    main()
