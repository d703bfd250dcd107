"""Tsuro: the rules engine (see :mod:`game.tsuro.tiles` for the board and tiles)."""

from game.tsuro.tiles import START_MARKS, TILES

__all__ = ["START_MARKS", "TILES"]
