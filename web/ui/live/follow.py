"""Live play's part in what follows a game's events (:mod:`web.ui.follow`): on
opening a live table's game, its room joined (:func:`go_live`); after a move, the moves
made here signed and sent to the table's peers (:func:`moved`)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core import Game
from web.ui import signing
from web.ui.commands import Command
from web.ui.hosts import Network
from web.ui.live.commands import JoinRoom, SendPeers
from web.ui.live.model import Live
from web.ui.live.wire import Moved, encode
from web.ui.session import Session

if TYPE_CHECKING:
    from web.ui.model import Model


def moved(model: Model, session: Session) -> list[Command]:
    """After a move at a live table: each move made here signed and sent to the peers."""
    if session.live is None:
        return []
    _sign(session)
    return share(session)


def go_live(model: Model, session: Session) -> list[Command]:
    """A live table's game opened: join its room if the player has agreed to the hosts
    it contacts (its own yes for a table's own hosts; else the page asks first)."""
    table = session.record.live
    if table is None:
        return []
    moves = len(session.game.history)
    agreed = model.network.agreed_to(table)
    session.live = Live(table, "connecting" if agreed else "asking", peers_have=moves)
    return [join(model.network, session.live)] if agreed else []


def join(network: Network, live: Live) -> JoinRoom:
    """The command that joins a live table's room through its hosts: those its link
    named, for a table that keeps its own, else this device's."""
    hosts = network.for_table(live.table)
    return JoinRoom(live.table.room, live.table.key, hosts.relays, hosts.ice_servers())


def share(session: Session) -> list[Command]:
    """The moves made here that the live table's peers do not have yet, sent to them
    (once one has said hello; else they get the game when they do)."""
    live, moves = session.live, len(session.game.history)
    if live is None or moves == live.peers_have:
        return []
    if moves < live.peers_have or not any(peer.hello for peer in live.peers.values()):
        live.peers_have = min(live.peers_have, moves)  # taken back here: the next move differs
        return []
    live.peers_have = moves
    session.record.sent = moves  # other devices have them now: undo asks first
    table = session.record.live
    signed = table.signed if table is not None else ()
    return [SendPeers(encode(Moved(session.game.encode(), signed)))]


def _sign(session: Session) -> None:
    """Sign, with a key of this device's seats, each move of a live table's game made
    here that has no signature yet (a person's here, or a computer's this device plays);
    drop the signatures of moves taken back."""
    table = session.record.live
    if session.live is None or table is None or not table.keyed:
        return
    here = sorted(session.record.here or [])
    if not here:
        return  # a watcher signs nothing
    game = session.game
    movers = _movers_from(game, table.start + len(table.signed))

    def signer(index: int) -> int | None:
        mover = movers.get(index)
        if mover is None:
            return None
        seat = game.players.index(mover)
        if session.here(mover):
            return seat
        return here[0] if session.plays_here(mover) else None

    signed = signing.sign(table, game.history, signer)
    if signed != table:
        session.record = replace(session.record, live=signed)


def _movers_from(game: Game, start: int) -> dict[int, Hashable]:
    """Who made each move of ``game`` from move ``start`` on, by index."""
    replay, movers = game.copy(), {}
    count = len(game.history)
    for _move in range(max(count - start, 0)):
        replay.undo()
    for index in range(max(start, 0), count):
        movers[index] = replay.to_move
        replay.play(game.history[index])
    return movers
