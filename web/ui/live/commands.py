"""What live play asks of the browser (:mod:`web.ui.live`): join, speak in and leave
the room, keep the hosts. :data:`web.ui.runner.Performed` lists :data:`RoomCommand`
among the commands it carries out; the browser's side is ``web/browser/room.py`` and
``web/live.mjs``."""

from __future__ import annotations

from dataclasses import dataclass

from web.ui.commands import Command


@dataclass(frozen=True)
class JoinRoom(Command):
    """Join the live table's room through ``relays`` (``ice``: the STUN and TURN servers
    as WebRTC's ``iceServers``, JSON text), leaving any
    other: peers then answer ``PeerJoined``, ``PeerLeft`` and ``PeerText``, and the
    relays ``RelaysAnswered``. Only this command makes the page contact other hosts."""

    room: str
    key: str
    relays: tuple[str, ...]
    ice: str


@dataclass(frozen=True)
class SendPeers(Command):
    """Send ``text`` to the peer ``peer`` (None: to every peer in the room)."""

    text: str
    peer: str | None = None


@dataclass(frozen=True)
class LeaveRoom(Command):
    """Leave the live table's room, if in one."""


@dataclass(frozen=True)
class KeepHosts(Command):
    """Keep on this device the hosts agreed to (``hosts``: :func:`web.ui.hosts.hosts_json`)."""

    hosts: str


@dataclass(frozen=True)
class SetHosts(Command):
    """Keep on this device the hosts live play contacts (``hosts``:
    :func:`web.ui.hosts.hosts_json`; None: back to the page's own)."""

    hosts: str | None


RoomCommand = JoinRoom | SendPeers | LeaveRoom | KeepHosts | SetHosts
"""Live play's commands."""
