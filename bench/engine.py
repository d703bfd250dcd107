"""Engine speed: random legal games per workload, against a fixed reference workload.

``python3 bench/engine.py [--games N] [--seed S]`` first times a fixed piece of
pure Python (the reference, about half a second), then for each entry of
:data:`WORKLOADS` plays N random legal games from seed S and prints games/s,
moves/s and the median time of one ``legal_moves()`` call (on a fresh
position), each also relative to the reference so that figures from different
machines compare. A workload is a function from a seeded ``random.Random`` to
a new game.

``python3 bench/engine.py --against DIR [--pairs P] [--cpu]`` compares these
engines with those of another checkout side by side in one run, e.g. a worktree
of an older commit (``git worktree add /tmp/old <commit>``): P pairs of runs, each
a fresh process playing every workload with one checkout's ``game`` package, the
two checkouts taking turns at going first. It prints each side's best games/s per
workload, their ratio and the range of the ratios within pairs. With ``--cpu``
games are timed in CPU time, which other work on the machine disturbs less.
``--root DIR`` plays another checkout's engines in this process (what the pairs
run).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
# The checkout whose engines are played: this one, or the one after --root.
ROOT = Path(sys.argv[sys.argv.index("--root") + 1]) if "--root" in sys.argv[:-1] else HERE
sys.path.insert(0, str(ROOT.resolve()))

from game import shangrila, tsuro  # noqa: E402
from game.core import Game  # noqa: E402

WORKLOADS: dict[str, Callable[[random.Random], Game]] = {
    "shangrila 3p": lambda rng: shangrila.new_game("rby", seed=rng.randrange(2**32)),
    "shangrila 4p": lambda rng: shangrila.new_game("rbyv", seed=rng.randrange(2**32)),
    "tsuro 2p": lambda rng: tsuro.new_game(2, seed=rng.randrange(2**32)),
    "tsuro 4p": lambda rng: tsuro.new_game(4, seed=rng.randrange(2**32)),
    "tsuro 8p": lambda rng: tsuro.new_game(8, seed=rng.randrange(2**32)),
}


def reference(clock: Callable[[], float] = time.perf_counter) -> float:
    """Seconds taken by a fixed, deterministic piece of pure Python."""
    start = clock()
    table: dict[int, int] = {}
    value = 1
    for i in range(600_000):
        value = (value * 1103515245 + 12345) % 2**31
        table[value & 1023] = table.get(value & 1023, 0) + i
        if value & 7 == 0:
            _ = sorted([value % 97, i % 89, value % 83])
    return clock() - start


def play_games(
    make: Callable[[random.Random], Game],
    games: int,
    seed: int,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple:
    """Play ``games`` random games: (seconds by ``clock``, moves, legal_moves() times)."""
    rng = random.Random(seed)
    moves, calls, elapsed = 0, [], 0.0
    for _ in range(games):
        start = clock()
        game = make(rng)
        while not game.is_over():
            before = time.perf_counter()
            legal = game.legal_moves()
            calls.append(time.perf_counter() - before)
            game.play(rng.choice(legal))
            moves += 1
        elapsed += clock() - start
    return elapsed, moves, calls


def side_by_side(other: Path, pairs: int, games: int, seed: int, cpu: bool) -> None:
    """Games/s of this checkout's engines and ``other``'s, in alternating processes."""
    runs: dict[str, list[dict[str, float]]] = {"this": [], "other": []}
    roots = {"this": HERE, "other": other}
    for pair in range(pairs):
        for side in ("this", "other") if pair % 2 == 0 else ("other", "this"):
            command = [sys.executable, __file__, "--root", str(roots[side]), "--json"]
            command += ["--games", str(games), "--seed", str(seed)] + (["--cpu"] if cpu else [])
            result = subprocess.run(command, capture_output=True, text=True, check=True)
            runs[side].append(json.loads(result.stdout))
    print(f"games/s, best of {pairs} pairs ({'CPU' if cpu else 'wall'} time); other: {other}")
    print(f"{'workload':<14} {'this':>9} {'other':>9} {'ratio':>7} {'in pairs':>12}")
    for name in WORKLOADS:
        this = max(run[name] for run in runs["this"])
        that = max(run[name] for run in runs["other"])
        ratios = [a[name] / b[name] for a, b in zip(runs["this"], runs["other"], strict=True)]
        print(
            f"{name:<14} {this:>9.1f} {that:>9.1f} {this / that:>7.2f}"
            f" {min(ratios):>5.2f}-{max(ratios):.2f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per workload (200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games (1)")
    parser.add_argument("--against", type=Path, help="another checkout to compare with")
    parser.add_argument("--pairs", type=int, default=5, help="pairs of runs with --against (5)")
    parser.add_argument("--cpu", action="store_true", help="time games in CPU time")
    parser.add_argument("--root", type=Path, help="play the engines of this checkout")
    parser.add_argument("--json", action="store_true", help="print only games/s, as JSON")
    args = parser.parse_args(argv)
    if args.against is not None:
        side_by_side(args.against.resolve(), args.pairs, args.games, args.seed, args.cpu)
        return 0
    clock = time.process_time if args.cpu else time.perf_counter
    if args.json:
        speeds = {
            name: args.games / play_games(make, args.games, args.seed, clock)[0]
            for name, make in WORKLOADS.items()
        }
        print(json.dumps(speeds))
        return 0
    ref = min(reference(clock) for _ in range(3))
    print(f"reference workload: {ref * 1000:.1f} ms (1 ref = its speed, {1 / ref:.2f} runs/s)")
    print(
        f"{'workload':<14} {'games/s':>9} {'x ref':>8} {'moves/s':>10} {'x ref':>9}"
        f" {'legal_moves':>12} {'x ref':>9}"
    )
    for name, make in WORKLOADS.items():
        elapsed, moves, calls = play_games(make, args.games, args.seed, clock)
        games_s, moves_s = args.games / elapsed, moves / elapsed
        median = statistics.median(calls)
        print(
            f"{name:<14} {games_s:>9.1f} {games_s * ref:>8.2f} {moves_s:>10.0f} "
            f"{moves_s * ref:>9.0f} {median * 1e6:>10.1f}us {median / ref:>9.2e}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
