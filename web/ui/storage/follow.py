"""The saves' part in what follows a move (:class:`Saving`): the game saved."""

from __future__ import annotations

from web.ui.commands import Command
from web.ui.follow import Follower
from web.ui.model import Model
from web.ui.session import Session
from web.ui.update.table import save


class Saving(Follower):
    """After each move or undo, the game on screen saved."""

    def moved(self, model: Model, session: Session) -> list[Command]:
        return save(model, session, session.snapshot(model.env.clock()))
