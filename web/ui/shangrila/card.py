"""Shangri-La's picture on the start screen: a game of four players, 30 moves in."""

from __future__ import annotations

import random

from game import shangrila
from web.ui.shangrila.view import thumbnail


def picture() -> str:
    """A game under way (the same every time), drawn by the board view."""
    game = shangrila.new_game("rbyv", seed=7)
    choose = random.Random(7).choice
    for _turn in range(30):
        if game.is_over():
            break
        game.play(choose(game.legal_moves()))
    return thumbnail(game)
