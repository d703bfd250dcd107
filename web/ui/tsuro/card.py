"""Tsuro's picture on the start screen: a game of four players, 24 moves in."""

from __future__ import annotations

import random

from game import tsuro
from web.ui.tsuro.view import thumbnail


def picture() -> str:
    """A game under way (the same every time), drawn by the board view."""
    game = tsuro.new_game(4, seed=7)
    choose = random.Random(7).choice
    for _turn in range(24):
        if game.is_over():
            break
        game.play(choose(game.legal_moves()))
    return thumbnail(game)
