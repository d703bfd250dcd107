"""The record's part in what follows a game's end (:class:`Keeping`): the game kept
as a result, once it ended here or was opened ended (counted once either way)."""

from __future__ import annotations

from web.ui.commands import Command
from web.ui.follow import Follower
from web.ui.model import Model
from web.ui.records.result import ended
from web.ui.session import Ending, Session


class Keeping(Follower):
    """A game that ended kept in the record of the person here."""

    def opened(self, model: Model, session: Session) -> list[Command]:
        if session.ending() is None:
            return []
        return ended(session, model.env.clock()[:10])

    def ended(self, model: Model, session: Session, ending: Ending) -> list[Command]:
        return ended(session, model.env.clock()[:10])
