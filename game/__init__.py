"""Rules engines for The Bridges of Shangri-La and Tsuro, in pure Python.

Both games share one API (see :class:`game.core.Game`)::

    from game import shangrila
    g = shangrila.new_game("rbyv")
    g.play(g.legal_moves()[0])    # a move in the game's notation
    g.undo()                      # take it back
    game.decode(g.encode())       # the same game again, from a short text

:func:`decode` reads the encoded text of either game, and only the exact text
``encode()`` writes (see :mod:`game.codec`).
"""

from __future__ import annotations

from game.codec import game_code
from game.core import Game, IllegalMove
from game.i18n import _

#: The games, by the letter that starts their encoded text.
GAMES = {"S": "shangrila", "T": "tsuro"}

__all__ = ["GAMES", "Game", "IllegalMove", "decode"]


def decode(text: str, known: Game | None = None) -> Game:
    """The game of either kind that ``text`` encodes, or ValueError saying why not
    (``known``: a game that may begin as it does, see :meth:`Game.decode`)."""
    from game.shangrila import ShangriLa  # imported here, as the engines import this package
    from game.tsuro import Tsuro

    code = game_code(text)
    for kind in (ShangriLa, Tsuro):
        if code == kind.CODE:
            return kind.decode(text, known)
    raise ValueError(_("this is a saved game of a kind this version does not know"))
