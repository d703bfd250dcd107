"""The searches behind the shipped puzzles, for ``scripts/make_puzzles.py``,
``scripts/make_shangrila_puzzles.py`` and the tests (the page never imports them: they
need the computer players).

- :func:`worths`: Tsuro, every legal move searched to the end (:mod:`game.bots.exact`),
  :func:`counted` with the finished games it looked at, :func:`best_line` the line after
  the answer;
- :func:`confirm`: Shangri-La, the confirming search of ten times Hard's rounds
  (:data:`ROUNDS`), Hard's own (:func:`game.bots.shangrila.hard`: its favourite
  replies, judgement and bias) but with every legal move at its root; :func:`confirmed`
  with every move's rating and the line it expects after the answer.
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
#: The fewest rounds through a reply for the line after the answer to go on with it.
LINE_VISITS = 100
#: The longest line after the answer.
LINE_MOVES = 6


def worths(game: Tsuro, nodes: int = NODES, me: int | None = None) -> list[float] | None:
    """What each of ``game.legal_moves()`` (in that order) is sure to give ``me`` (the
    mover unless said), searched to the end by :func:`game.bots.exact.solve`: in solo
    the finished game's worth (1 for a win, else the tiles placed before the pawn left,
    out of 35); else the mover's share of the win (1, shared 1/k, or 0) when every
    other player plays against ``me`` (with two pawns on the board, plain minimax).
    None past ``nodes`` positions.

    >>> from game.tsuro.engine import new_game
    >>> g = new_game(2, seed=1)
    >>> worths(g, 100) is None
    True
    """
    return counted(game, nodes, me)[0]


def counted(
    game: Tsuro, nodes: int = NODES, me: int | None = None
) -> tuple[list[float] | None, int]:
    """:func:`worths`, and how many finished games the search looked at."""
    if me is None:
        me = game.to_move
    assert me is not None, "the game is over"
    endings = [0]
    if game.variant == "solo":

        def solo(done: Tsuro) -> Outcome:
            endings[0] += 1
            placed = done.placed_count()
            worth = 1.0 if done.winners() else (placed - 1) / len(TILES)
            return dict.fromkeys(done.players, worth)

        found = exact.solve(game, solo, nodes, total=None)
    else:

        def against(done: Tsuro) -> Outcome:
            endings[0] += 1
            share = win_shares(done).get(me, 0.0)
            return {player: share if player == me else 1.0 - share for player in done.players}

        pawns = len(game.players) - len(game.eliminated())
        found = exact.solve(game, against, nodes, total=1.0 if pawns <= 2 else None)
    return (None if found is None else [outcome[me] for outcome in found]), endings[0]


def best_line(game: Tsuro, answer: str, nodes: int = NODES) -> list[str]:
    """The moves after ``answer`` to the end under best play, as :func:`worths` sees
    it: the mover (in solo, the person) takes its best move, every other player the
    move worst for the mover (the first of equals). The game is left as it was."""
    me = game.to_move
    assert me is not None, "the game is over"
    game.play(answer)
    line: list[str] = []
    while not game.is_over():
        values = worths(game, nodes, me)
        assert values is not None, "a puzzle's line is searched to the end"
        pick = max if game.variant == "solo" or game.to_move == me else min
        line.append(game.legal_moves()[values.index(pick(values))])
        game.play(line[-1])
    for _move in range(len(line) + 1):
        game.undo()
    return line


def confirm(game: ShangriLa, key: str, rounds: int = ROUNDS) -> tuple[str, float, float]:
    """The confirming search of ``game`` (see the module), seeded by ``key``: the move
    it visits most, that move's rating and the best rating of any other move (each
    the mover's mean share of the win over the rounds through the move)."""
    answer, rated, _line = confirmed(game, key, rounds)
    return answer, rated[answer], max(v for m, v in rated.items() if m != answer)


def confirmed(
    game: ShangriLa, key: str, rounds: int = ROUNDS
) -> tuple[str, dict[str, float], list[str]]:
    """The confirming search of ``game`` seeded by ``key``: the move it visits most,
    every root move's rating (the mover's mean share of the win through it, for the
    moves it visited), and the line it expects after that move (from each position on,
    the reply it visited most, while visited :data:`LINE_VISITS` times or more, at
    most :data:`LINE_MOVES` moves)."""
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
    line: list[str] = []
    node = tree.root.children[answer]
    while node.children and len(line) < LINE_MOVES:
        move, child = max(node.children.items(), key=lambda item: item[1].visits)
        if child.visits < LINE_VISITS:
            break
        line.append(move)
        node = child
    return answer, rated, line
