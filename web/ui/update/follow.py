"""The one list of what follows a move, a game's end and a game's opening: the
features' followers (:class:`~web.ui.follow.Follower`), in the order they are called.
A live table's moves are signed and sent before the save (which keeps what was
sent), the result is kept before the daily's attempt, and the next turn comes last."""

from __future__ import annotations

from web.ui.commands import Command
from web.ui.daily.follow import Attempting
from web.ui.follow import Follower
from web.ui.live.follow import Sharing
from web.ui.model import Model
from web.ui.records.follow import Keeping
from web.ui.session import Session
from web.ui.storage.follow import Saving
from web.ui.update.screens import show_turn


class Turns(Follower):
    """After a move: the screen of the player to move, and a computer asked."""

    def moved(self, model: Model, session: Session) -> list[Command]:
        return show_turn(model, session)


#: The followers, registered by the router (:mod:`web.ui.update`).
FOLLOWING: tuple[Follower, ...] = (Sharing(), Saving(), Keeping(), Attempting(), Turns())
