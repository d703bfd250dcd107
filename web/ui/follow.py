"""What follows a move, a game's end and a game's opening: the features that subscribe
(:class:`Follower`), each called by the table's step (:mod:`web.ui.update.table`)
through this one interface, in the order :mod:`web.ui.update.follow` registers them.

The core never names a feature here: the features' followers are declared in one
place, :mod:`web.ui.update.follow`, which the router imports.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.session import Ending, Session

if TYPE_CHECKING:
    from web.ui.model import Model


class Follower:
    """A feature's part in what follows a game's events; each returns its commands
    (by default none)."""

    def opened(self, model: Model, session: Session) -> list[Command]:
        """The game was opened on screen (as it was saved or linked)."""
        return []

    def moved(self, model: Model, session: Session) -> list[Command]:
        """A move was played or taken back in the game on screen."""
        return []

    def ended(self, model: Model, session: Session, ending: Ending) -> list[Command]:
        """The game on screen ended (``ending`` says how), after its last move or act."""
        return []


#: The followers, in the order they are called.
FOLLOWERS: list[Follower] = []


def register(*followers: Follower) -> None:
    """Call ``followers`` (in this order) from now on, in place of any before."""
    FOLLOWERS[:] = followers
