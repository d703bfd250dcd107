"""The computer players find the same numbers in the page's Python (Pyodide 3.14, run
in Node) as in CPython: the same searches give the same visits, rewards and totals to
the last digit, so the page's Hard plays the moves the arena measured."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Searches of both games at several tables, each tally's numbers printed exactly
#: (softmax shares over three or more players are where float sums could differ).
SEARCHES = """
import random
from game import bots, shangrila, tsuro

def tallies():
    games = []
    for players in (2, 4, 8):
        for seed in range(3):
            game = tsuro.new_game(players, seed=seed)
            rng = random.Random(seed)
            for _ in range(players + 4 + seed):
                game.play(rng.choice(game.legal_moves()))
            games.append(game)
    for colours in ("rby", "rbyv"):
        for seed in range(2):
            game = shangrila.new_game(colours, seed=seed)
            rng = random.Random(seed)
            for _ in range(10 + seed):
                game.play(rng.choice(game.legal_moves()))
            games.append(game)
    for game in games:
        if not game.is_over():
            tree = bots.search(game, 5)
            tree.run(100)
            tally = tree.tally()
            print(repr((tally.visits, tally.rewards, tally.totals)))
"""


def test_searches_give_the_same_numbers_in_pyodide_as_in_cpython() -> None:
    code = SEARCHES + "\ntallies()\n"
    cpython = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    pyodide = subprocess.run(
        ["node", str(ROOT / "tests/pyodide_run.mjs"), code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert cpython.count("\n") >= 10
    assert pyodide == cpython
