"""Puzzles from real games: positions where one move is clearly best, found by the
computers in seeded games and proven, shipped as data (``tsuro.json``)."""
