"""The Bridges of Shangri-La: the rules engine.

>>> from game import shangrila
>>> g = shangrila.new_game("rbyv", seed=1)
>>> g.phase, g.to_move, g.legal_moves()[:2]
('setup', 'r', ['place RA', 'place PA'])
>>> g.play("place RE")
'place RE'
>>> g.space("E", "R")
('r', False)
>>> h = shangrila.decode(g.encode())
>>> h.history
['place RE']
>>> shangrila.parse("place re")
Place(discipline='R', village='E')
"""

from __future__ import annotations

from game.core import IllegalMove
from game.shangrila.engine import ShangriLa, new_game
from game.shangrila.journey import JourneyPreview, StudentFate
from game.shangrila.notation import Journey, Move, Pass, Place, Recruit, describe, news, parse

decode = ShangriLa.decode

__all__ = [
    "IllegalMove",
    "Journey",
    "JourneyPreview",
    "Move",
    "Pass",
    "Place",
    "Recruit",
    "ShangriLa",
    "StudentFate",
    "decode",
    "describe",
    "new_game",
    "news",
    "parse",
]
