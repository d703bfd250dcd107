"""Random legal play, shared by the tests of both games."""

from __future__ import annotations

import random

from game.core import Game


def advance(game: Game, rng: random.Random, moves: int) -> Game:
    """Play random legal moves until ``game`` has ``moves`` in its history or is over."""
    while len(game.history) < moves and not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game
