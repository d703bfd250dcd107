"""What follows a game's events: the features that subscribe to them, each called by
the table's step (:mod:`web.ui.update.table`) through this one interface, in the order
:mod:`web.ui.update.follow` registers them.

Three events, each with its list of subscribers (plain functions returning their
commands): a game :data:`Opened` on screen (as it was saved or linked), a move
:data:`Moved` (played or taken back), and a game :data:`Ended` (after its last move or
act, with how it ended). A feature subscribes only to the events it acts on, so that a
move enters only the modules with something to do.

The core never names a feature here: the features' subscribers are declared in one
place, :mod:`web.ui.update.follow`, which the router imports.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.session import Ending, Session

if TYPE_CHECKING:
    from web.ui.model import Model

#: A subscriber to a game opened on screen, or to a move played or taken back.
Opened = Callable[["Model", Session], list[Command]]
Moved = Callable[["Model", Session], list[Command]]
#: A subscriber to a game's end (how it ended is the third argument).
Ended = Callable[["Model", Session, Ending], list[Command]]

#: The subscribers to each event, in the order they are called.
OPENED: list[Opened] = []
MOVED: list[Moved] = []
ENDED: list[Ended] = []


def register(
    *, opened: tuple[Opened, ...], moved: tuple[Moved, ...], ended: tuple[Ended, ...]
) -> None:
    """Call these subscribers (each list in its order) from now on, in place of any before."""
    OPENED[:], MOVED[:], ENDED[:] = opened, moved, ended
