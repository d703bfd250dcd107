"""A game from another device carried out on the game on screen, once the gate
(:mod:`web.ui.live.gate`) judged it: its moves played in place of this device's
(:func:`played_in`), its signatures kept (:func:`keep_signed`), or the question which
line to keep (:func:`diverged`); and what two of them come to, one after the other
(:func:`then`, :func:`joined`). Live play's room and play by post's relays both take
games so."""

from __future__ import annotations

from dataclasses import replace

import game as engines
from game.i18n import _
from web.ui.arrival.model import Arrival, BranchChoice
from web.ui.commands import Command
from web.ui.links import Link
from web.ui.live.gate import Diverged, Taken
from web.ui.outcome import Outcome
from web.ui.session import Idle, Session

#: What another device's game comes to: commands and words, the question which line
#: to keep, or moves taken into the game on screen (``follow``).
Heard = Outcome[BranchChoice | None]


def played_in(session: Session, taken: Taken) -> None:
    """Play the game that came in place of the one on screen (from ``taken.at``), its
    signatures kept; other devices have these moves now (taking one back asks first)."""
    for _move in session.game.history[taken.at :]:
        session.take_back()
    for move in taken.moves:
        session.play(move)
    keep_signed(session, taken.signed)
    session.turn = Idle()
    session.record.sent = len(session.game.history)


def keep_signed(session: Session, signed: tuple[str, ...] | None) -> None:
    """Keep the table's moves' signatures (those of moves beyond them kept too)."""
    table = session.record.live
    if signed is None or table is None:
        return
    kept = (*signed, *table.signed[len(signed) :])
    if kept != table.signed:
        session.record = replace(session.record, live=replace(table, signed=kept))


def diverged(session: Session, sender: str, branch: Diverged) -> Heard:
    """The question which line to keep, when the game ``sender`` (in words) brought and
    the one on screen went different ways, every move of theirs from there signed."""
    record = session.record
    table = record.live
    if table is not None and branch.signed is not None:
        table = replace(table, signed=branch.signed)
    link = Link(
        branch.theirs, list(record.names), list(record.seats), hints=record.hints, live=table
    )
    game = engines.decode(branch.theirs)
    arrival_record = replace(record, game=branch.theirs, id="", version=0, live=table)
    question = BranchChoice(Arrival(link, game, arrival_record), record, sender, branch.at)
    return Outcome(question, notice=_("Another device of this live table has a different game."))


def then(commands: list[Command], heard: Heard) -> Heard:
    """``commands``, then ``heard``'s."""
    return replace(heard, commands=[*commands, *heard.commands])


def joined(first: Heard, then: Heard) -> Heard:
    """What two of a peer's messages read one after the other come to: both's commands,
    the later's question and words where it has them, and moves taken by either
    followed (``follow``)."""
    follow = "moved" if "moved" in (first.follow, then.follow) else first.follow or then.follow
    return replace(
        then,
        commands=[*first.commands, *then.commands],
        notice=then.notice if then.notice is not None else first.notice,
        follow=follow,
    )
