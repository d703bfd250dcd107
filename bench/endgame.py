"""Tsuro's endgames with nothing hidden, in CPython: what Hard's exact search of them
(``game.bots.exact``, used where ``game.bots.tsuro.open_end`` holds) costs against the
Monte Carlo search it replaces there, and how often the two choose a move worth less.

``python3 bench/endgame.py [--games 40] [--seed 1] [--rounds 0]`` plays games of each
kind (solo with 2 and 3 pawns, open tiles and the classic game at 2 players) with
Medium's moves (with ``--rounds N``, Hard's at N rounds: more solo games reach their
end) until their endgame is open, then times, at every open position to the end, Hard's move
as it is (``bots.hard_tally`` at its budget) and with the exact search turned off
(``EXACT_NODES = 0``: the search as it was), in turn, in the same run. It prints the
positions, their median and largest count of positions searched, the total and
median time of each and their ratio, and how many of the Monte Carlo search's moves
were worth less than the best under best play (each lost a won endgame, or lost
earlier than it had to in solo).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from game import bots, tsuro  # noqa: E402
from game.bots import exact, mcts  # noqa: E402
from game.bots import tsuro as tsuro_bots  # noqa: E402

KINDS = (("solo", 2), ("solo", 3), ("open", 2), ("classic", 2))


def positions(variant: str, pawns: int, games: int, seed: int, rounds: int) -> list[tsuro.Tsuro]:
    """Every open endgame position (with a choice) of ``games`` games of Medium (of
    Hard at ``rounds`` rounds, if not 0)."""
    found = []
    for number in range(seed, seed + games):
        game = tsuro.new_game(pawns, seed=number, variant=variant)
        while not game.is_over():
            if tsuro_bots.open_end(game) and len(game.legal_moves()) > 1:
                found.append(game.copy())
            if rounds:
                game.play(bots.choose(game, "hard", number, iterations=rounds))
            else:
                game.play(bots.choose(game, "medium", number))
    return found


def searched(game: tsuro.Tsuro) -> int:
    """How many positions the exact search of ``game`` reaches."""
    worth = tsuro_bots.solo_shares if game.variant == "solo" else mcts.win_shares
    total = None if game.variant == "solo" else 1.0
    for nodes in (10, 100, 1_000, 10_000, 100_000):
        if exact.solve(game.view(game.to_move, 0), worth, nodes, total=total) is not None:
            return nodes
    return 1_000_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=0)
    args = parser.parse_args()
    budget = tsuro_bots.EXACT_NODES
    for variant, pawns in KINDS:
        games = positions(variant, pawns, args.games, args.seed, args.rounds)
        if not games:
            print(f"{variant} {pawns}: no open endgame")
            continue
        exact_times, search_times, worse, unsolved = [], [], 0, 0
        for game in games:
            seed = len(game.history)
            tsuro_bots.EXACT_NODES = budget
            start = time.process_time()
            solved = bots.hard_tally(game, seed)
            exact_times.append(time.process_time() - start)
            tsuro_bots.EXACT_NODES = 0
            start = time.process_time()
            chosen = bots.hard_tally(game, seed).best()
            search_times.append(time.process_time() - start)
            if set(solved.visits) != {solved.done}:
                unsolved += 1  # past the exact search's budget: both are Monte Carlo
                continue
            worth = dict(zip(solved.moves, solved.rewards, strict=True))
            worse += worth[chosen] < max(worth.values()) - 1e-9
        tsuro_bots.EXACT_NODES = budget
        sizes = sorted(searched(game) for game in games)
        ms = 1000
        print(
            f"{variant} {pawns}: {len(games)} positions, searched at most "
            f"{statistics.median(sizes)} (median) / {sizes[-1]} positions; "
            f"exact {sum(exact_times) * ms:.0f} ms in all, median "
            f"{statistics.median(exact_times) * ms:.1f} ms; Monte Carlo "
            f"{sum(search_times) * ms:.0f} ms, median "
            f"{statistics.median(search_times) * ms:.1f} ms; "
            f"ratio exact / Monte Carlo {sum(exact_times) / sum(search_times):.3f}; "
            f"Monte Carlo's move worth less: {worse}; past the budget: {unsolved}"
        )


if __name__ == "__main__":
    main()
