"""Engine speed: random legal games per workload, against a fixed reference workload.

``python3 bench/engine.py [--games N] [--seed S]`` first times a fixed piece of
pure Python (the reference, about half a second), then for each entry of
:data:`WORKLOADS` plays N random legal games from seed S and prints games/s,
moves/s and the median time of one ``legal_moves()`` call (on a fresh
position), each also relative to the reference so that figures from different
machines compare. A workload is a function from a seeded ``random.Random`` to
a new game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import shangrila, tsuro
from game.core import Game

WORKLOADS: dict[str, Callable[[random.Random], Game]] = {
    "shangrila 3p": lambda rng: shangrila.new_game("rby", seed=rng.randrange(2**32)),
    "shangrila 4p": lambda rng: shangrila.new_game("rbyv", seed=rng.randrange(2**32)),
    "tsuro 2p": lambda rng: tsuro.new_game(2, seed=rng.randrange(2**32)),
    "tsuro 4p": lambda rng: tsuro.new_game(4, seed=rng.randrange(2**32)),
    "tsuro 8p": lambda rng: tsuro.new_game(8, seed=rng.randrange(2**32)),
}


def reference() -> float:
    """Seconds taken by a fixed, deterministic piece of pure Python."""
    start = time.perf_counter()
    table: dict[int, int] = {}
    value = 1
    for i in range(600_000):
        value = (value * 1103515245 + 12345) % 2**31
        table[value & 1023] = table.get(value & 1023, 0) + i
        if value & 7 == 0:
            _ = sorted([value % 97, i % 89, value % 83])
    return time.perf_counter() - start


def play_games(make: Callable[[random.Random], Game], games: int, seed: int) -> tuple:
    """Play ``games`` random games: (seconds, moves, legal_moves() times)."""
    rng = random.Random(seed)
    moves, calls, elapsed = 0, [], 0.0
    for _ in range(games):
        start = time.perf_counter()
        game = make(rng)
        while not game.is_over():
            before = time.perf_counter()
            legal = game.legal_moves()
            calls.append(time.perf_counter() - before)
            game.play(rng.choice(legal))
            moves += 1
        elapsed += time.perf_counter() - start
    return elapsed, moves, calls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per workload (200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games (1)")
    args = parser.parse_args(argv)
    ref = min(reference() for _ in range(3))
    print(f"reference workload: {ref * 1000:.1f} ms (1 ref = its speed, {1 / ref:.2f} runs/s)")
    print(
        f"{'workload':<14} {'games/s':>9} {'x ref':>8} {'moves/s':>10} {'x ref':>9}"
        f" {'legal_moves':>12} {'x ref':>9}"
    )
    for name, make in WORKLOADS.items():
        elapsed, moves, calls = play_games(make, args.games, args.seed)
        games_s, moves_s = args.games / elapsed, moves / elapsed
        median = statistics.median(calls)
        print(
            f"{name:<14} {games_s:>9.1f} {games_s * ref:>8.2f} {moves_s:>10.0f} "
            f"{moves_s * ref:>9.0f} {median * 1e6:>10.1f}us {median / ref:>9.2e}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
