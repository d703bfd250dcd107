"""What live play asks of the browser (:mod:`web.ui.live`): join, speak in and leave
the room, keep the hosts. :mod:`web.ui.commands` builds the page's ``Command`` union
from :data:`RoomCommand` here; the browser's side is ``web/browser/room.py`` and
``web/live.mjs``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class JoinRoom:
    """Join the live table's room through ``relays`` (``ice``: the STUN and TURN servers
    as WebRTC's ``iceServers``, JSON text), leaving any
    other: peers then answer ``PeerJoined``, ``PeerLeft`` and ``PeerText``, and the
    relays ``RelaysAnswered``. Only this command makes the page contact other hosts."""

    room: str
    key: str
    relays: tuple[str, ...]
    ice: str


@dataclass(frozen=True)
class SendPeers:
    """Send ``text`` to the peer ``peer`` (None: to every peer in the room)."""

    text: str
    peer: str | None = None


@dataclass(frozen=True)
class LeaveRoom:
    """Leave the live table's room, if in one."""


@dataclass(frozen=True)
class KeepHosts:
    """Keep on this device the hosts agreed to (``hosts``: :func:`web.ui.live.hosts.hosts_json`)."""

    hosts: str


@dataclass(frozen=True)
class SetHosts:
    """Keep on this device the hosts live play contacts (``hosts``:
    :func:`web.ui.live.hosts.hosts_json`; None: back to the page's own)."""

    hosts: str | None


RoomCommand = JoinRoom | SendPeers | LeaveRoom | KeepHosts | SetHosts
"""Live play's commands."""
