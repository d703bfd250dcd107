"""The table's step, which every feature shares: a game's save, and what follows a
move or a game's opening, each feature's part called through
:class:`~web.ui.follow.Follower` (declared in :mod:`web.ui.update.follow`).

This module imports no feature: only the core's commands, model and session.
"""

from __future__ import annotations

from web.ui.commands import Command, FollowLog, Save
from web.ui.follow import FOLLOWERS
from web.ui.model import Model
from web.ui.saved import Record
from web.ui.session import Session


def save(model: Model, session: Session, record: Record, *, current: bool = True) -> list[Command]:
    """Save ``record`` in place of the version this tab knows is stored (nothing while
    the game is kept apart)."""
    if session.apart is not None:
        return []
    command = Save(record, current, replaces=session.stored)
    session.record, session.stored = record, record.version
    session.saved, session.save_failed = len(session.game.history), False
    return [command]


def changed(model: Model, session: Session) -> list[Command]:
    """After a move, an undo or the game's end: each follower's part, in their order
    (sign and tell a live table, save, keep the result of a game that ended, the
    daily's attempt over, the next turn)."""
    ending = session.ending()
    commands: list[Command] = [FollowLog()]
    for follower in FOLLOWERS:
        commands += follower.moved(model, session)
        if ending is not None:
            commands += follower.ended(model, session, ending)
    return commands


def opened(model: Model, session: Session) -> list[Command]:
    """A game just opened on screen: each follower's part (join a live table's room,
    keep the result of a game opened finished)."""
    commands: list[Command] = []
    for follower in FOLLOWERS:
        commands += follower.opened(model, session)
    return commands
