"""Computer players for both games, at three levels, through the common game API.

- ``easy``: a random legal move.
- ``medium``: the best move one move ahead by a documented heuristic
  (:mod:`game.bots.shangrila`, :mod:`game.bots.tsuro`).
- ``hard``: Monte Carlo tree search (:mod:`game.bots.mcts`) within an iteration
  budget calibrated to stay under a second a move in CPython; an optional time
  limit caps it further. The budget may be shared among several searches with
  seeds of their own (*parts*), whose root tallies are added up (root
  parallelism): :func:`plan` says how many make a move, one but in Tsuro with more
  than four pawns on the board, where the page runs them in several workers at
  once (see docs/computer-players.md); the arena tries other splits.

A bot is deterministic: the same game, level and seed give the same move (the
move number is mixed into the seed, so one seed serves a whole game). A Tsuro
bot searches only on the mover's view of the game, in which the tiles it
cannot see are dealt at random, so it never learns other hands or the pile.

>>> from game import tsuro
>>> g = tsuro.new_game(2, seed=7)
>>> choose(g, "easy", seed=1) == choose(g, "easy", seed=1)
True
>>> computer = make("tsuro", "hard", seed=1, iterations=20)
>>> computer(g) in g.legal_moves()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable
from typing import Any

from game import GAMES
from game.bots import mcts, shangrila, tsuro
from game.core import Game
from game.levels import LEVELS
from game.shangrila.engine import ShangriLa
from game.tsuro.engine import Tsuro


def choose(
    game: Game,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    parts: int | None = None,
    time_limit: float | None = None,
) -> str:
    """The move a computer player at ``level`` makes now in ``game`` (left unchanged).

    ``iterations`` replaces the hard level's budget and ``parts`` the number of
    searches that share it (see :func:`plan` and :func:`share`); ``time_limit``
    (seconds) stops the search early, at the cost of determinism.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=4)
    >>> tree = search(g, 3)
    >>> tree.run(60), choose(g, "hard", 3, iterations=60, parts=1) == tree.best()
    (60, True)
    """
    _check_level(level)
    if level == "hard":
        return hard_tally(
            game, seed, iterations=iterations, parts=parts, time_limit=time_limit
        ).best()
    rng = _rng(game, seed)
    if level == "easy":
        return rng.choice(game.legal_moves())
    if isinstance(game, ShangriLa):
        return shangrila.medium(game, rng)
    if isinstance(game, Tsuro):
        return tsuro.medium(game, rng)
    raise ValueError(f"no medium computer player knows {type(game).__name__}")


def hard_tally(
    game: Game,
    seed: int,
    *,
    iterations: int | None = None,
    parts: int | None = None,
    time_limit: float | None = None,
) -> mcts.Tally:
    """What the hard level's search of ``game`` finds: its parts (:func:`plan`) run one
    after the other, each within its share of ``time_limit``, their tallies added up
    (``best()`` is hard's move, ``chances()`` each player's chance in turn order).
    ``iterations`` and ``parts`` replace the plan's, as in :func:`choose`.

    >>> from game import tsuro
    >>> g = tsuro.new_game(8, seed=4)
    >>> found = hard_tally(g, 3, iterations=30)
    >>> found.done, found.best() == choose(g, "hard", 3, iterations=30)
    (30, True)
    """
    planned, rounds = plan(game)
    parts, total = parts or planned, iterations or rounds
    start = time.perf_counter()
    tallies = []
    for part in range(parts):
        tree = search(game, seed, part)
        deadline = None if time_limit is None else start + time_limit * (part + 1) / parts
        tree.run(share(total, parts, part), deadline)
        tallies.append(tree.tally())
    return mcts.merge(tallies)


def search(game: Game, seed: int, part: int = 0) -> mcts.Search[Any]:
    """The hard level's search for the mover of ``game``, not run yet: run it in
    steps (``run``) to report progress, then read its ``best()`` move and each
    player's ``chances()``; :func:`budget` rounds make the hard level's move.
    Part ``k`` of a search split in parts draws its own randomness from the seed
    (part 0 that of the whole search); their ``tally()`` add up (``mcts.merge``).

    >>> from game import tsuro
    >>> g = tsuro.new_game(3, seed=2)
    >>> tree = search(g, seed=5)
    >>> tree.run(40), tree.best() in g.legal_moves()
    (40, True)
    >>> sorted(tree.chances()) == sorted(g.players)
    True
    """
    rng = _rng(game, seed) if part == 0 else _rng(game, seed, f"/{part}")
    if isinstance(game, ShangriLa):
        return shangrila.hard(game, rng)
    if isinstance(game, Tsuro):
        return tsuro.hard(game, rng)
    raise ValueError(f"no hard computer player knows {type(game).__name__}")


def ended(game: Game) -> mcts.Outcome:
    """Each player's share of a finished game, as a chance to win: each winner's share
    of the win (``mcts.win_shares``), but in solo Tsuro, where every pawn is the same
    person's, all of it to every pawn of a won game (none of a lost one)."""
    if isinstance(game, Tsuro) and game.variant == "solo":
        return dict.fromkeys(game.winners(), 1.0)
    return mcts.win_shares(game)


def budget(game: Game) -> int:
    """How many rounds of :func:`search` make a hard move in ``game`` (in Tsuro, fewer
    once its playouts are Medium's moves: :func:`game.bots.tsuro.budget`)."""
    if isinstance(game, ShangriLa):
        return shangrila.HARD_ITERATIONS
    if isinstance(game, Tsuro):
        return tsuro.budget(game)
    raise ValueError(f"no hard computer player knows {type(game).__name__}")


def plan(game: Game) -> tuple[int, int]:
    """How many parts (searches with seeds of their own, :func:`search`'s ``part``)
    make a hard move in ``game``, and how many rounds they share (:func:`budget`).

    >>> from game import tsuro
    >>> plan(tsuro.new_game(2)) == (1, budget(tsuro.new_game(2)))
    True
    >>> plan(tsuro.new_game(8))
    (2, 1000)
    """
    return (tsuro.parts(game) if isinstance(game, Tsuro) else 1), budget(game)


def share(total: int, parts: int, part: int) -> int:
    """Part ``part``'s rounds when ``parts`` searches share ``total`` rounds evenly.

    >>> [share(10, 4, part) for part in range(4)]
    [3, 3, 2, 2]
    """
    return total // parts + (part < total % parts)


def _rng(game: Game, seed: int, suffix: str = "") -> random.Random:
    """The bot's randomness for this move: the move number is mixed into the seed."""
    if game.is_over():
        raise ValueError("the game is over: there is no move to choose")
    return random.Random(f"{seed}/{len(game.history)}{suffix}")


def make(
    game_name: str,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    parts: int | None = None,
    time_limit: float | None = None,
) -> Callable[[Game], str]:
    """A computer player for ``game_name``: a function from a game to its move."""
    if game_name not in GAMES.values():
        raise ValueError(f"unknown game {game_name!r}: choose one of {sorted(GAMES.values())}")
    _check_level(level)

    def player(game: Game) -> str:
        return choose(game, level, seed, iterations=iterations, parts=parts, time_limit=time_limit)

    return player


def seated(
    game: Game, seats: str, seed: int | None = None
) -> dict[Hashable, Callable[[Game], str]]:
    """The computer players of a table written as one word per seat in turn order,
    ``human`` or a level, e.g. ``"human,easy,hard"``; a random seed if ``seed`` is None.

    >>> from game import tsuro
    >>> sorted(seated(tsuro.new_game(3), "human,easy,hard", seed=1))
    [1, 2]
    """
    words = [word.strip().lower() for word in seats.split(",")]
    if len(words) != len(game.players):
        raise ValueError(f"{len(words)} seats given for {len(game.players)} players")
    for word in words:
        if word != "human" and word not in LEVELS:
            raise ValueError(f"a seat is 'human' or a level ({', '.join(LEVELS)}), not {word!r}")
    seed = random.randrange(2**32) if seed is None else seed
    return {
        player: make(GAMES[game.CODE], word, seed)
        for player, word in zip(game.players, words, strict=True)
        if word != "human"
    }


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
