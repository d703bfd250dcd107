"""The contract between a game's board view and the page.

A view turns a game (and what the player has selected so far) into markup,
and turns a player's click or key press into either a new selection or a
finished move. The page (:class:`web.ui.app.App`) only:

1. puts ``view.status()`` into the status line, ``view.board_svg()`` into the
   board area and ``view.panel_html()`` into the side panel (after its own
   end-of-game section, which names the winners);
2. on a click, or Enter/Space, on an element carrying ``data-target``, calls
   ``view.activate(target)``; on any other key, ``view.key(name)``;
3. when either returns a move, plays it, logs it, saves the game and draws
   again (the view sees the new position and forgets its selection);
4. before a computer's move is played, calls ``view.select(move)`` to show it.

Every element with ``data-target`` also has a ``role``, an ``aria-label`` and a
``tabindex`` so that it is reachable from the keyboard and found by tests by
role and name.
"""

from __future__ import annotations

from typing import Protocol

from game.core import Game


class BoardView(Protocol):
    """What the page needs from a game's view."""

    game: Game

    def board_svg(self) -> str:
        """The board as one ``<svg>`` element, with its interactive parts."""

    def panel_html(self) -> str:
        """The side panel: whose turn, supplies or hand, preview, confirm/cancel."""

    def activate(self, target: str) -> str | None:
        """Handle a click on ``target``; return a move to play, or None."""

    def key(self, name: str) -> str | None:
        """Handle a key (``event.key``), e.g. ``"r"`` to rotate; a move or None."""

    def select(self, move: str) -> None:
        """Show ``move`` as chosen, without playing it, where the view can."""

    def status(self) -> str:
        """One line for the status bar, e.g. "Blue: place a master (setup 3 of 7)"."""
