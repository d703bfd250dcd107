"""The daily challenge's part in what follows a game's end (:mod:`web.ui.follow`): the
day's scored attempt kept as over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.daily.commands import KeepDaily
from web.ui.session import Ending, Session

if TYPE_CHECKING:
    from web.ui.model import Model


def ended(model: Model, session: Session, ending: Ending) -> list[Command]:
    """A daily game's scored attempt that ended, kept as over for its day."""
    mark = session.record.daily
    if mark is None or mark.practice:
        return []
    return [KeepDaily("over", session.kind.key, mark.day)]
