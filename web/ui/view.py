"""The contract between a game's board view and the page's controller.

A board view is a module (:mod:`web.ui.shangrila.view`, :mod:`web.ui.tsuro.view`)
of pure functions, in the manner of ``chess.svg``: it never holds a game. The
controller keeps the game and an opaque selection (what the player has chosen
so far; ``empty()`` at first) and:

1. draws with ``draw(scene, selection)``: a :class:`Drawing` whose status,
   board and panel it puts on the page;
2. on a click, or Enter/Space, on an element carrying ``data-target``, calls
   ``click(scene, selection, target)``; on any other key,
   ``key(scene, selection, name)``; both give the new selection and, once the
   player's choice is complete, a move in notation;
3. plays that move, then starts again from ``empty()`` (after every move and
   every undo, so a selection always belongs to the position drawn);
4. before a computer's move is played, shows it with ``showing(scene, move)``.

Every element with ``data-target`` also has a ``role``, an ``aria-label`` and a
``tabindex`` so that it is reachable from the keyboard and found by tests by
role and name. With ``Scene.offered`` False the view offers nothing: no
targets, no buttons, and a status line that asks no one to act (a board that
may scroll in its frame is then itself a tab stop, to pan it from the keyboard).
What both views do alike is written once in :mod:`web.ui.board`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.core import Game


@dataclass(frozen=True)
class Scene:
    """What a view draws and reads clicks against."""

    game: Game
    names: Mapping[Hashable, str]  # each player's display name, by player
    viewer: Hashable | None  # whose secret hand may be shown (Tsuro); None: no hand shown
    offered: bool  # True when the board takes the viewer's input now
    #: How many of the last moves to mark on the board (those since the viewer's
    #: last move), and whether they were just played (then they are animated).
    recent: int = 0
    fresh: bool = False
    #: The only person at this device, whom the words address as "you" (None: several
    #: people or none).
    you: Hashable | None = None

    def before_recent(self) -> Game:
        """A copy of the game before its marked recent moves."""
        game = self.game.copy()
        for _ in range(min(self.recent, len(game.history))):
            game.undo()
        return game


@dataclass(frozen=True)
class Drawing:
    """A view's markup for one scene and selection."""

    status: str  # one line of plain text (the page escapes it)
    board: str  # the board as one <svg> element
    panel: str  # the side panel's HTML: what the turn asks, the selection's controls
    table: str = ""  # the panel's rest, below the turn's controls: the players, the supply


class BoardView(Protocol):
    """What each view module provides; selections are opaque to the controller."""

    def empty(self) -> Any:
        """The selection with nothing chosen."""

    def click(self, scene: Scene, selection: Any, target: str) -> tuple[Any, str | None]:
        """The selection after a click on ``target``, and the move it completes, if any."""

    def key(self, scene: Scene, selection: Any, name: str) -> tuple[Any, str | None]:
        """The selection after a key (``event.key``), and the move it completes, if any."""

    def kept(self, selection: Any) -> Any:
        """What of ``selection`` lasts past a move (a view's setting, never a choice)."""

    def showing(self, scene: Scene, move: str, now: Any = None) -> Any:
        """A selection that shows ``move`` (a computer's) before it is played, keeping
        what lasts of the selection ``now``."""

    def suggesting(self, scene: Scene, move: str) -> Any:
        """A selection that shows the mover's ``move`` on a board that takes no move
        (a review's better move)."""

    def draw(self, scene: Scene, selection: Any) -> Drawing:
        """The status line, board and side panel of ``scene`` with ``selection``."""

    def thumbnail(self, game: Any) -> str:
        """A small picture of ``game``'s position that is only looked at (SVG)."""
