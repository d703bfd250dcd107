"""Tsuro: the rules engine.

>>> from game import tsuro
>>> g = tsuro.new_game(2, seed=7)
>>> g.play("start a1.0"), g.play("start f6.4")
('start a1.0', 'start f6.4')
>>> g.phase, g.to_move, len(g.hand(0))
('play', 0, 3)
>>> move = g.legal_moves()[0]
>>> move, tsuro.parse(move)
('play 5r3', Play(tile=5, rotation=3))
>>> g.preview(move).legal
True
>>> played = g.play(move)
>>> tsuro.decode(g.encode()).history == g.history
True
"""

from __future__ import annotations

from game.core import IllegalMove
from game.tsuro.engine import SCORED, SHARED_HAND, VARIANTS, Preview, Tsuro, new_game
from game.tsuro.notation import Move, Pass, Play, Start, Swap, describe, news, parse
from game.tsuro.paths import PawnMove
from game.tsuro.tiles import START_MARKS, TILES

decode = Tsuro.decode

__all__ = [
    "SCORED",
    "SHARED_HAND",
    "START_MARKS",
    "TILES",
    "VARIANTS",
    "IllegalMove",
    "Move",
    "Pass",
    "PawnMove",
    "Play",
    "Preview",
    "Start",
    "Swap",
    "Tsuro",
    "decode",
    "describe",
    "new_game",
    "news",
    "parse",
]
