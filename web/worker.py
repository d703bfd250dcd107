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

On a device too slow for the whole budget within the time limit, other workers
(helpers) search the same position too, each as its own part of the search (``part``
1, 2, ...: seeds of their own); the first adds up their tallies to its own (root
parallelism, ``game.bots.mcts.merge``), so the page itself never loads the computer
players::

    await helper.begin(token, game.encode(), seed, 1)
    ...  # both think, step by step
    others = json.loads(await helper.tallies(token))
    answer = json.loads(await bots.answer(token, json.dumps(others)))

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
from game.bots.mcts import Search, Tally, merge, win_shares
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


def begin(key: int, encoded_game: str, seed: int, part: int = 0) -> int:
    """Begin hard's search for the mover of the encoded game under ``key`` (abandoning
    any other), or its part ``part`` (a helper's, with a seed of its own); the number
    of rounds it will run unless time runs out first.

    >>> from game import tsuro
    >>> g = tsuro.new_game(3, seed=2)
    >>> begin(1, g.encode(), 7) > 0
    True
    >>> while not json.loads(think(1, 0.05))["finished"]:
    ...     pass
    >>> found = json.loads(answer(1))
    >>> found["move"] in g.legal_moves(), [p for p, _ in found["chances"]]
    (True, ['0', '1', '2'])
    >>> helper = begin(2, g.encode(), 7, 1)  # what a helper found, as the first gets it
    >>> think(2, 0.05) and [t["moves"] == g.legal_moves() for t in json.loads(tallies(2))]
    [True]
    """
    global _thinking
    game = _mover_view(encoded_game, seed)
    tree = bots.search(game, int(seed), int(part))
    budget = bots.budget(game) if len(tree.moves) > 1 else 0
    _thinking = _Thinking(int(key), tree, budget, time.perf_counter() + TIME_LIMIT)
    return budget


def think(key: int, seconds: float) -> str:
    """Search for about ``seconds`` more; JSON ``{"done", "budget", "finished",
    "behind"}``, behind while the rounds so far, at the pace so far, would not reach
    the budget within :data:`TIME_LIMIT` (finished at once for a search that another
    has replaced)."""
    thinking = _thinking
    if thinking is None or thinking.key != int(key):
        return json.dumps({"done": 0, "budget": 0, "finished": True, "behind": False})
    tree, budget = thinking.tree, thinking.budget
    deadline = min(time.perf_counter() + float(seconds), thinking.deadline)
    tree.run(budget - tree.done, deadline)
    now = time.perf_counter()
    finished = tree.done >= budget or now >= thinking.deadline
    elapsed = now - (thinking.deadline - TIME_LIMIT)
    behind = not finished and tree.done * TIME_LIMIT < budget * elapsed
    return json.dumps({"done": tree.done, "budget": budget, "finished": finished, "behind": behind})


def tallies(key: int) -> str:
    """What this worker's part of the search found, for the first worker's
    :func:`answer`: JSON, a list of one ``mcts.Tally.as_json()``; ValueError if
    another search has replaced it."""
    return json.dumps([_search(key).tree.tally().as_json()])


def answer(key: int, others: str = "[]") -> str:
    """The search's move and each player's chance to win (in turn order, as text),
    from this worker's tally and the helpers' (``others``: JSON, their
    :func:`tallies` in one list) added up: JSON ``{"move": ..., "chances": [[player,
    share], ...]}``; ValueError if another search has replaced it, or a tally does
    not fit."""
    tree = _search(key).tree
    # (with no helpers' tallies, the search alone: the arena's hard move)
    tally = merge([tree.tally(), *(Tally.from_json(data) for data in json.loads(others))])
    chances = zip(tree.game.players, tally.chances(), strict=True)
    return json.dumps(
        {"move": tally.best(), "chances": [[str(p), round(share, 4)] for p, share in chances]}
    )


def _search(key: int) -> _Thinking:
    thinking = _thinking
    if thinking is None or thinking.key != int(key):
        raise ValueError("another search has begun")
    return thinking


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


__export__ = ["choose_move", "begin", "think", "tallies", "answer", "analyse"]
