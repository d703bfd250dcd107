"""The table's step, which every feature shares: a game's save, and what follows a
move, a game's end or a game's opening, each feature's part called through
:mod:`web.ui.follow` (its subscribers declared in :mod:`web.ui.update.follow`).

This module imports no feature: only the core's commands, model and session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.ui.commands import Command, FollowLog, Save
from web.ui.follow import ENDED, MOVED, OPENED
from web.ui.saved import Record
from web.ui.session import Session

if TYPE_CHECKING:
    from web.ui.model import Model


def save(session: Session, record: Record, *, current: bool = True) -> list[Command]:
    """Save ``record`` in place of the version this tab knows is stored (nothing while
    the game is kept apart)."""
    if session.apart is not None:
        return []
    command = Save(record, current, replaces=session.stored)
    session.record, session.stored = record, record.version
    session.saved, session.save_failed = len(session.game.history), False
    return [command]


def changed(model: Model, session: Session) -> list[Command]:
    """After a move, an undo or the game's end: each subscriber's part, in their order
    (sign and tell a live table, save, the next turn; then, if the game ended, keep
    its result and the daily's attempt over)."""
    commands: list[Command] = [FollowLog()]
    for moved in MOVED:
        commands += moved(model, session)
    if (ending := session.ending()) is not None:
        for ended in ENDED:
            commands += ended(model, session, ending)
    return commands


def opened(model: Model, session: Session) -> list[Command]:
    """A game just opened on screen: each subscriber's part (join a live table's room,
    keep the result of a game opened finished)."""
    commands: list[Command] = []
    for subscriber in OPENED:
        commands += subscriber(model, session)
    return commands
