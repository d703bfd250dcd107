"""The computer players of the page, run in a PyScript worker off the main thread.

The page declares this file as a named worker (with the ``game`` package among
its files). Easy and medium answer at once::

    bots = await workers["bots"]
    move = await bots.choose_move(game.encode(), "medium", seed)

Hard's search (a computer's move, or a hint for a person) runs in steps, so that
the page can show its progress and stays free meanwhile. It is made of parts,
searches with seeds of their own (``bots.plan``: one, but two in Tsuro with more
than four pawns on the board); with ``n`` workers, worker ``i`` runs parts ``i``,
``i + n``, ... (none if there are fewer parts than workers). Once all have finished,
the page hands the other workers' tallies (:func:`tallies`) to the first, which
adds them up with its own (``game.bots.mcts.merge``) and answers the move and each
player's chance; the page itself never loads the computer players::

    await bots.begin(token, game.encode(), seed, i, n)
    while not json.loads(await bots.think(token, 0.1))["finished"]:
        ...  # show the progress
    others = [json.loads(await helper.tallies(token)) for helper in helpers]  # lists
    found = json.loads(await bots.answer(token, json.dumps(sum(others, []))))
    # {"move": ..., "chances": [[player, share], ...]}

Only text and numbers cross between the threads. The worker rebuilds the game
from its encoding and, for a game with hidden tiles, searches only the mover's
view of it. A search stops after :data:`TIME_LIMIT` seconds even if its budget of
rounds is not spent, so a slow device still gets a move in time (a worker that
runs several parts gives each its share of that time). One search runs
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
from game.bots.mcts import Search, Tally, merge
from game.core import Game
from game.levels import LEVELS

#: The longest a hard search may think in the page, in seconds: with the messages
#: between the threads, a computer's turn stays within 1.5 s (bench/hard.py).
TIME_LIMIT = 1.3


@dataclass
class _Part:
    """One part of a search: its tree, its rounds and the time it must stop by."""

    tree: Search[Any]
    budget: int
    deadline: float


@dataclass
class _Thinking:
    key: int
    game: Game
    parts: list[_Part]

    @property
    def done(self) -> int:
        return sum(part.tree.done for part in self.parts)

    @property
    def budget(self) -> int:
        return sum(part.budget for part in self.parts)


_thinking: _Thinking | None = None


def choose_move(encoded_game: str, level: str, seed: int) -> str:
    """The move a computer at ``level`` plays in the encoded game, found at once.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=1)
    >>> choose_move(g.encode(), "medium", 4) in g.legal_moves()
    True
    """
    return _choose(decode(encoded_game), level, int(seed))


def _choose(game: Game, level: str, seed: int) -> str:
    """The move a computer at ``level`` plays in ``game`` as its mover sees it."""
    return bots.choose(_seen_by_mover(game, seed), level, seed, time_limit=TIME_LIMIT)


def begin(key: int, encoded_game: str, seed: int, worker: int = 0, workers: int = 1) -> int:
    """Begin hard's search for the mover of the encoded game under ``key`` (abandoning
    any other): the parts of it that ``worker`` of ``workers`` runs; the number of
    rounds they will run unless time runs out first.

    >>> from game import tsuro
    >>> g = tsuro.new_game(3, seed=2)
    >>> begin(1, g.encode(), 7) == bots.budget(g)
    True
    >>> while not json.loads(think(1, 0.05))["finished"]:
    ...     pass
    >>> [t["moves"] == g.legal_moves() for t in json.loads(tallies(1))]
    [True]
    >>> found = json.loads(answer(1))
    >>> found["move"] in g.legal_moves(), [p for p, _ in found["chances"]]
    (True, ['0', '1', '2'])
    >>> eight = tsuro.new_game(8, seed=2)
    >>> [begin(2, eight.encode(), 7, i, 2) for i in (0, 1)]  # one part each
    [500, 500]
    >>> begin(3, g.encode(), 7, 1, 2)  # the only part is worker 0's
    0
    """
    global _thinking
    game = _mover_view(encoded_game, seed)
    count, total = bots.plan(game)
    mine = range(int(worker), count, max(1, int(workers)))
    total = total if len(game.legal_moves()) > 1 else 0
    start = time.perf_counter()
    parts = [
        _Part(
            bots.search(game, int(seed), part),
            bots.share(total, count, part),
            start + TIME_LIMIT * (index + 1) / len(mine),
        )
        for index, part in enumerate(mine)
    ]
    _thinking = _Thinking(int(key), game, parts)
    return _thinking.budget


def think(key: int, seconds: float) -> str:
    """Search for about ``seconds`` more; JSON ``{"done", "budget", "finished"}``
    (finished at once for a search that another has replaced)."""
    thinking = _thinking
    if thinking is None or thinking.key != int(key):
        return json.dumps({"done": 0, "budget": 0, "finished": True})
    step = time.perf_counter() + float(seconds)
    for part in thinking.parts:
        now = time.perf_counter()
        if part.tree.done < part.budget and now < part.deadline:
            if now >= step:
                break
            part.tree.run(part.budget - part.tree.done, min(step, part.deadline))
    now = time.perf_counter()
    finished = all(p.tree.done >= p.budget or now >= p.deadline for p in thinking.parts)
    return json.dumps({"done": thinking.done, "budget": thinking.budget, "finished": finished})


def tallies(key: int) -> str:
    """What this worker's parts of the search found, for the first worker's
    :func:`answer`: JSON, one ``mcts.Tally.as_json()`` a part; ValueError if another
    search has replaced it."""
    return json.dumps([part.tree.tally().as_json() for part in _search(key).parts])


def answer(key: int, others: str = "[]") -> str:
    """The search's move and each player's chance to win (in turn order, as text),
    from this worker's parts and the ``others`` workers' (JSON, a list of their
    :func:`tallies`) added up: JSON ``{"move": ..., "chances": [[player, share], ...]}``;
    ValueError if another search has replaced it (or a tally does not fit)."""
    thinking = _search(key)
    found = [part.tree.tally() for part in thinking.parts]
    merged = merge(found + [Tally.from_json(data) for data in json.loads(others)])
    shares = zip(thinking.game.players, merged.chances(), strict=True)
    return json.dumps(
        {"move": merged.best(), "chances": [[str(p), round(share, 4)] for p, share in shares]}
    )


def _search(key: int) -> _Thinking:
    """The search under ``key``; ValueError if another has replaced it."""
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
        moves = game.legal_moves()
        if len(moves) > 1:
            left = max(0.0, deadline - time.perf_counter())
            found = bots.hard_tally(game, int(seed), time_limit=left)
            chances = dict(zip(game.players, found.chances(), strict=True))
            move = found.best() if move is None else move
            break
        move = moves[0] if move is None else move
        game.play(moves[0])  # forced: its chances are those of the next position
    else:
        chances = dict(bots.ended(game))
    return json.dumps(
        {"move": move, "chances": [[str(p), round(chances.get(p, 0.0), 4)] for p in players]}
    )


def computers(encoded_game: str, seats: str, base: int) -> int:
    """The first move of the encoded game that a computer seat played (``seats``: one
    letter a seat, ``e``/``m``/``h`` its level) and that its level would not have
    played with the seed the page gives it (``base * 100_003`` plus the moves before);
    -1 if every computer's move is its level's. A daily challenge's link is checked so,
    as its computers play alike for everyone (``web.ui.update.table.seed``).

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=1)
    >>> first = choose_move(g.encode(), "easy", 7 * 100_003)
    >>> other = next(move for move in g.legal_moves() if move != first)
    >>> played, forged = g.copy(), g.copy()
    >>> _news, _also = played.play(first), forged.play(other)
    >>> computers(played.encode(), "ep", 7), computers(forged.encode(), "ep", 7)
    (-1, 0)
    """
    levels = {level[0]: level for level in LEVELS}
    game = decode(encoded_game)
    played = list(game.history)
    for _move in played:
        game.undo()
    for at, move in enumerate(played):
        level = levels.get(seats[game.players.index(game.to_move)])
        if level is not None and _choose(game, level, base * 100_003 + at) != move:
            return at
        game.play(move)
    return -1


def _mover_view(encoded_game: str, seed: int) -> Game:
    """The game as its mover sees it: in a game with hidden tiles, those are dealt anew."""
    return _seen_by_mover(decode(encoded_game), seed)


def _seen_by_mover(game: Game, seed: int) -> Game:
    """``game`` as its mover sees it (itself where no tile is hidden)."""
    view = getattr(game, "view", None)
    return game if view is None else view(game.to_move, int(seed))


__export__ = ["choose_move", "begin", "think", "tallies", "answer", "analyse", "computers"]
