"""Play by post's part in what follows a game's events (:mod:`web.ui.follow`): a
table by post opened, kept on relays (:func:`opened`); a move this device made there,
published to the table's relays (its newest game, sealed, as this device's event of
the table: :func:`moved`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from web.ui.commands import Command
from web.ui.post import seal, store, wire
from web.ui.post.commands import ToRelay
from web.ui.post.update import Reading, sync
from web.ui.session import Session

if TYPE_CHECKING:
    from web.ui.model import Model


def moved(model: Model, session: Session) -> list[Command]:
    """After a move made on this device (by a person here, or a computer it plays) at a
    table by post: the table's newest game published to each of its relays that is
    open (the others get it when they next answer, as it lacks it); after a move that
    came from another device, nothing (that device publishes its own)."""
    table = session.record.live
    if table is None or not table.post or not session.game.history:
        return []
    before = session.game.copy()
    before.undo()
    if not session.plays_here(before.to_move):
        return []
    reading = Reading(model.env, model.token, model.network, session)
    post, commands = sync(model.post, reading)
    kept = post.table(table.room)
    if kept is None:  # (its hosts not agreed to: nothing leaves the page)
        model.post = post
        return commands
    when = int(model.env.epoch())
    try:
        kept = store.posted(kept, session.game.encode(), table.signed, when)
    except seal.Unsealable:  # (a game longer than a relay keeps: it goes on by link)
        model.post = post
        return commands
    post = replace(post, tables=tuple(kept if k.room == kept.room else k for k in post.tables))
    model.post = post
    assert kept.ours is not None
    text = wire.publish(kept.ours)
    return [*commands, *(ToRelay(relay, text) for relay in kept.relays if relay in post.up)]


def opened(model: Model, session: Session) -> list[Command]:
    """A game opened on screen: a table by post among those kept on relays (asked for
    at once where a relay is open), if its hosts were agreed to."""
    table = session.record.live
    if table is None or not table.post:
        return []
    reading = Reading(model.env, model.token, model.network, session)
    model.post, commands = sync(model.post, reading)
    return commands
