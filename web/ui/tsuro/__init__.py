"""Tsuro in the page.

- ``view``: the board view (:mod:`web.ui.view`'s contract): clicks and keys to moves,
  the scene drawn; ``selection``: what the player has chosen, what the board takes;
- ``tiles``: squares and tiles as SVG; ``pieces``: the frame, start marks, pawns and
  the ghosted tile; ``panel``: the side panel; ``words``: pawns and previews in words;
- ``art``: the drawings the page holds once (the dragon tile, a tile's back, marks);
- ``guide``: its part of the how-to-play guide; ``card``: its start-screen picture.
"""
