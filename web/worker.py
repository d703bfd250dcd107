"""The computer players of the page, run in a PyScript worker off the main thread.

The page declares this file as a named worker (with the ``game`` package among
its files) and asks it for a move while it shows that the computer is
thinking::

    bots = await workers["bots"]
    move = await bots.choose_move(game.encode(), "hard", seed)

Only text and numbers cross between the threads. The worker rebuilds the game
from its encoding and, for a game with hidden tiles, hands the bot only the
mover's view of it. A hard search stops after :data:`TIME_LIMIT` seconds even if
its iteration budget is not spent, so a slow device still gets a move in time.
"""

from __future__ import annotations

from game import decode
from game.bots import choose

#: The longest a hard search may think in the page, in seconds.
TIME_LIMIT = 1.5


def choose_move(encoded_game: str, level: str, seed: int) -> str:
    """The move a computer at ``level`` plays in the encoded game.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=1)
    >>> choose_move(g.encode(), "medium", 4) in g.legal_moves()
    True
    """
    game = decode(encoded_game)
    view = getattr(game, "view", None)
    if view is not None:
        game = view(game.to_move, seed)
    return choose(game, level, int(seed), time_limit=TIME_LIMIT)


__export__ = ["choose_move"]
