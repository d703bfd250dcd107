"""The Bridges of Shangri-La in the page.

- ``view``: the board view (:mod:`web.ui.view`'s contract): clicks and keys to moves,
  the scene drawn; ``selection``: what the player has chosen, what the moves allow;
- ``pieces``, ``bridges``, ``motion``: the board's things as SVG, the moves just
  played animated; ``panel``: the side panel; ``words``: names and previews in words;
- ``geometry``: where things lie on the board, for the view and the land alike;
- ``art``: the drawings the page holds once (icons, and the land from ``land``);
- ``guide``: its part of the how-to-play guide; ``card``: its start-screen picture.
"""
