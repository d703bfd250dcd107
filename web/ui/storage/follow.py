"""The saves' part in what follows a move (:mod:`web.ui.follow`): the game saved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.session import Session
from web.ui.update.table import save

if TYPE_CHECKING:
    from web.ui.model import Model


def moved(model: Model, session: Session) -> list[Command]:
    """After each move or undo, the game on screen saved."""
    return save(session, session.snapshot(model.env.clock()))
