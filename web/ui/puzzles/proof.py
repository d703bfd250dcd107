"""The searches behind the shipped puzzles, for ``scripts/make_puzzles.py``,
``scripts/make_shangrila_puzzles.py`` and the tests (the page never imports them: they
need the computer players).

- :func:`worths`: Tsuro, every legal move searched to the end (:mod:`game.bots.exact`);
- :func:`confirm`: Shangri-La, the confirming search of ten times Hard's rounds
  (:data:`ROUNDS`), Hard's own (:func:`game.bots.shangrila.hard`: its favourite
  replies, judgement and bias) but with every legal move at its root.
"""

from __future__ import annotations

import random

from game.bots import exact, greedy, mcts
from game.bots import shangrila as bot
from game.bots.mcts import Outcome, win_shares
from game.shangrila.engine import ShangriLa
from game.tsuro.engine import Tsuro
from game.tsuro.tiles import TILES

#: The most positions :func:`worths` searches (the shipped puzzles need far fewer).
NODES = 400_000
#: The confirming search's rounds: ten times Hard's.
ROUNDS = 10 * bot.HARD_ITERATIONS


def worths(game: Tsuro, nodes: int = NODES, me: int | None = None) -> list[float] | None:
    """What each of ``game.legal_moves()`` (in that order) is sure to give ``me`` (the
    mover unless said),
    searched to the end by :func:`game.bots.exact.solve`: in solo the finished game's
    worth (1 for a win, else the tiles placed before the pawn left, out of 35); else
    the mover's share of the win (1, shared 1/k, or 0) when every other player plays
    against ``me`` (with two pawns on the board, plain minimax). None past
    ``nodes`` positions.

    >>> from game.tsuro.engine import new_game
    >>> g = new_game(2, seed=1)
    >>> worths(g, 100) is None
    True
    """
    if me is None:
        me = game.to_move
    assert me is not None, "the game is over"
    if game.variant == "solo":

        def solo(done: Tsuro) -> Outcome:
            placed = done.placed_count()
            worth = 1.0 if done.winners() else (placed - 1) / len(TILES)
            return dict.fromkeys(done.players, worth)

        found = exact.solve(game, solo, nodes, total=None)
    else:

        def against(done: Tsuro) -> Outcome:
            share = win_shares(done).get(me, 0.0)
            return {player: share if player == me else 1.0 - share for player in done.players}

        pawns = len(game.players) - len(game.eliminated())
        found = exact.solve(game, against, nodes, total=1.0 if pawns <= 2 else None)
    return None if found is None else [outcome[me] for outcome in found]


def confirm(game: ShangriLa, key: str, rounds: int = ROUNDS) -> tuple[str, float, float]:
    """The confirming search of ``game`` (see the module), seeded by ``key``: the move
    it visits most, that move's rating and the best rating of any other move (each
    the mover's mean share of the win over the rounds through the move)."""
    ranking = greedy.rated(game, lambda after: bot.value(after, game.to_move))
    tree = mcts.Search(
        game,
        random.Random(f"puzzle/{key}"),
        bias=greedy.bias(ranking, bot.BIAS, bot.SPREAD),
        depth=0,
        evaluate=bot.shares,
        shortlist=bot.shortlist,
        shortlist_depth=bot.SHORTLIST_DEPTH,
    )
    tree.run(rounds)
    tally = tree.tally()
    answer = tally.best()
    rated = {
        move: reward / visits
        for move, visits, reward in zip(tally.moves, tally.visits, tally.rewards, strict=True)
        if visits
    }
    return answer, rated[answer], max(v for m, v in rated.items() if m != answer)


