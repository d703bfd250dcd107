"""The record's part in what follows a game's events (:mod:`web.ui.follow`): a game
kept as a result in the record of the person here, once it ended here or was opened
ended (counted once either way)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.records.result import ended as result
from web.ui.session import Ending, Session

if TYPE_CHECKING:
    from web.ui.model import Model


def opened(model: Model, session: Session) -> list[Command]:
    """A game opened on screen, kept if it is over."""
    if session.ending() is None:
        return []
    return result(session, model.env.clock()[:10])


def ended(model: Model, session: Session, ending: Ending) -> list[Command]:
    """A game that ended here, kept."""
    return result(session, model.env.clock()[:10])
