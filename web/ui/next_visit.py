"""Which screen the next visit opens on: :func:`decide` tells the snapshot keeper
(:class:`web.ui.snapshot.Keeper`) what to do with the screen just drawn. It reads every
feature's screen, so it sits above the features, beside the runner that asks it.
"""

from __future__ import annotations

from web.ui.arrival.model import BranchChoice, SeatChoice
from web.ui.daily.model import Daily
from web.ui.model import Model
from web.ui.play.model import HandOver, Playing
from web.ui.records.model import Records
from web.ui.saves import SaveStore
from web.ui.session import Showing
from web.ui.snapshot import DROP, KEEP, LEAVE
from web.ui.start.model import Start


def decide(model: Model, store: SaveStore) -> str:
    """:data:`KEEP` the screen on show when it is what the page opens on next time: the
    start screen with saved games on it (without any, index.html has it: :data:`DROP`
    the snapshot, as from the daily challenge's screen), or the current game as saved.
    :data:`LEAVE` the last one as it is over a guide, a link's question, a review, a
    computer's move being shown or a secret hand among several people at this device
    (the screen before it still holds)."""
    screen = model.screen
    if model.guide is not None or isinstance(screen, SeatChoice | BranchChoice | Records):
        return LEAVE
    if isinstance(screen, Daily):
        return DROP  # the next visit opens on the start screen (or the current game)
    if isinstance(screen, Start):
        if store.current() is not None or screen.page is not None:
            return LEAVE
        return KEEP if store.fingerprint() else DROP
    if not isinstance(screen, HandOver | Playing):  # the puzzles
        return LEAVE
    session = screen.session
    record = session.record
    if (
        session.review is None
        and (isinstance(screen, HandOver) or not session.hands_hidden_here())
        and not isinstance(session.turn, Showing)
        and not session.save_failed
        and store.current() == record.id
        and store.version(record.id) == record.version
    ):
        return KEEP
    return LEAVE
