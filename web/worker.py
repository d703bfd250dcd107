"""The computer players of the page, run in a PyScript worker off the main thread.

The page declares this file as a named worker (with the ``game`` package among
its files). Easy and medium answer at once::

    bots = await workers["bots"]
    move = await bots.choose_move(game.encode(), "medium", seed)

Hard's search (a computer's move, or a hint for a person) runs in steps, so that
the page can show its progress and stays free meanwhile::

    await bots.begin(token, game.encode(), seed)
    while not json.loads(await bots.think(token, 0.1))["finished"]:
        ...  # show the progress
    answer = json.loads(await bots.answer(token))  # {"move": ..., "chances": [...]}

Only text and numbers cross between the threads. The worker rebuilds the game
from its encoding and, for a game with hidden tiles, searches only the mover's
view of it. A search stops after :data:`TIME_LIMIT` seconds even if its budget of
rounds is not spent, so a slow device still gets a move in time. One search runs
at a time: beginning another abandons the one before.

The review's analysis asks for one position at a time, each searched for at most
the ``seconds`` it gives (:func:`analyse`)::

    found = json.loads(await bots.analyse(position.encode(), seed, 0.8, viewer))
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from game import bots, decode
from game.bots.mcts import Search, win_shares
from game.core import Game

#: The longest a hard search may think in the page, in seconds: with the messages
#: between the threads, a computer's turn stays within 1.5 s (bench/hard.py).
TIME_LIMIT = 1.3


@dataclass
class _Thinking:
    key: int
    tree: Search[Any]
    budget: int
    deadline: float


_thinking: _Thinking | None = None


def choose_move(encoded_game: str, level: str, seed: int) -> str:
    """The move a computer at ``level`` plays in the encoded game, found at once.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=1)
    >>> choose_move(g.encode(), "medium", 4) in g.legal_moves()
    True
    """
    return bots.choose(_mover_view(encoded_game, seed), level, int(seed), time_limit=TIME_LIMIT)


def begin(key: int, encoded_game: str, seed: int) -> int:
    """Begin hard's search for the mover of the encoded game under ``key`` (abandoning
    any other); the number of rounds it will run unless time runs out first.

    >>> from game import tsuro
    >>> g = tsuro.new_game(3, seed=2)
    >>> begin(1, g.encode(), 7) > 0
    True
    >>> while not json.loads(think(1, 0.05))["finished"]:
    ...     pass
    >>> found = json.loads(answer(1))
    >>> found["move"] in g.legal_moves(), [p for p, _ in found["chances"]]
    (True, ['0', '1', '2'])
    """
    global _thinking
    game = _mover_view(encoded_game, seed)
    tree = bots.search(game, int(seed))
    budget = bots.budget(game) if len(tree.moves) > 1 else 0
    _thinking = _Thinking(int(key), tree, budget, time.perf_counter() + TIME_LIMIT)
    return budget


def think(key: int, seconds: float) -> str:
    """Search for about ``seconds`` more; JSON ``{"done", "budget", "finished"}``
    (finished at once for a search that another has replaced)."""
    thinking = _thinking
    if thinking is None or thinking.key != int(key):
        return json.dumps({"done": 0, "budget": 0, "finished": True})
    tree, budget = thinking.tree, thinking.budget
    deadline = min(time.perf_counter() + float(seconds), thinking.deadline)
    tree.run(budget - tree.done, deadline)
    finished = tree.done >= budget or time.perf_counter() >= thinking.deadline
    return json.dumps({"done": tree.done, "budget": budget, "finished": finished})


def answer(key: int) -> str:
    """The search's move and each player's chance to win (in turn order, as text):
    JSON ``{"move": ..., "chances": [[player, share], ...]}``; ValueError if
    another search has replaced it."""
    thinking = _thinking
    if thinking is None or thinking.key != int(key):
        raise ValueError("another search has begun")
    tree = thinking.tree
    chances = tree.chances()
    return json.dumps(
        {
            "move": tree.best(),
            "chances": [[str(p), round(chances.get(p, 0.0), 4)] for p in tree.game.players],
        }
    )


def analyse(encoded_game: str, seed: int, seconds: float, viewer: int = -1) -> str:
    """Hard's search of one position of a game under review, for at most ``seconds``:
    JSON ``{"move": ..., "chances": [[player, share], ...]}`` (move None where the
    game is over). The search sees what ``viewer`` could see (-1: the mover, as a
    computer does); a move forced on the mover is played and the search looks at
    the position after it, so that its chances are not an even guess.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=2)
    >>> found = json.loads(analyse(g.encode(), 3, 0.05))
    >>> found["move"] in g.legal_moves(), [p for p, _ in found["chances"]]
    (True, ['0', '1'])
    """
    deadline = time.perf_counter() + float(seconds)
    game = decode(encoded_game)
    players = game.players
    view = getattr(game, "view", None)
    if view is not None and not game.is_over():
        game = view(game.to_move if int(viewer) < 0 else int(viewer), int(seed))
    move: str | None = None
    chances: dict[Any, float] = {}
    while not game.is_over():
        tree = bots.search(game, int(seed))
        if len(tree.moves) > 1:
            tree.run(bots.budget(game), deadline)
            chances = tree.chances()
            move = tree.best() if move is None else move
            break
        move = tree.moves[0] if move is None else move
        game.play(tree.moves[0])  # forced: its chances are those of the next position
    else:
        chances = dict(win_shares(game))
    return json.dumps(
        {"move": move, "chances": [[str(p), round(chances.get(p, 0.0), 4)] for p in players]}
    )


def _mover_view(encoded_game: str, seed: int) -> Game:
    """The game as its mover sees it: in a game with hidden tiles, those are dealt anew."""
    game = decode(encoded_game)
    view = getattr(game, "view", None)
    return game if view is None else view(game.to_move, int(seed))


__export__ = ["choose_move", "begin", "think", "answer", "analyse"]
