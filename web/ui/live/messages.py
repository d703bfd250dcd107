"""What can happen at a live table (:mod:`web.ui.live`): its buttons, the hosts' form,
and the room's news. :mod:`web.ui.messages` builds the page's unions from the ones
here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal


@dataclass(frozen=True)
class GoLive:
    """Play the game on screen live (the player agreed to the hosts listed), or try
    connecting again."""

    action: ClassVar[str] = "go-live"


@dataclass(frozen=True)
class ByLink:
    """Go on by link from this position: the table is no longer live on this device."""

    action: ClassVar[str] = "by-link"


@dataclass(frozen=True)
class Invite:
    """Send the link that joins the live table at ``seat`` (None: a link to watch it):
    through the share sheet where there is one (``send``), to the clipboard (``copy``),
    or show or hide its QR code (``qr``)."""

    seat: int | None
    how: Literal["send", "copy", "qr"] = "send"


@dataclass(frozen=True)
class Say:
    """Send the quick message ``phrase`` (a key of :data:`web.ui.live.wire.PHRASES`) to the
    live table."""

    phrase: str


@dataclass(frozen=True)
class EditHosts:
    """Open the form that changes the relays and STUN servers live play contacts."""

    action: ClassVar[str] = "hosts"


@dataclass(frozen=True)
class SaveHosts:
    """Keep the relays and STUN servers typed in the form (if they are addresses)."""

    action: ClassVar[str] = "hosts-save"


@dataclass(frozen=True)
class DefaultHosts:
    """Go back to the page's own relays and STUN servers."""

    action: ClassVar[str] = "hosts-default"


@dataclass(frozen=True)
class CloseHosts:
    """Close the form of relays and STUN servers, keeping nothing."""

    action: ClassVar[str] = "hosts-close"


@dataclass(frozen=True)
class HostsTyped:
    """The form of relays and STUN servers: the text of ``field`` changed."""

    field: Literal["relays", "stun"]
    text: str


@dataclass(frozen=True)
class TurnInLinks:
    """The form of relays and STUN servers: whether this device's invitations are to
    carry its TURN servers, with their usernames and passwords (its checkbox)."""

    on: bool


@dataclass(frozen=True)
class PeerJoined:
    """Another device joined the live table's room (``peer``: its id for this visit)."""

    peer: str


@dataclass(frozen=True)
class InRoom:
    """This device joined the live table's room as ``me`` (its id there, which the
    proofs of seats sent to it name)."""

    me: str


@dataclass(frozen=True)
class PeerLeft:
    """A device left the live table's room (or its connection dropped)."""

    peer: str


@dataclass(frozen=True)
class PeerText:
    """A device of the live table sent ``text`` (read by :func:`web.ui.live.wire.read`)."""

    peer: str
    text: str


@dataclass(frozen=True)
class RelaysAnswered:
    """After joining the room: how many relays answer now (``online``: one did since
    the room was joined; ``count`` may fall to 0 and rise again), or none did in time."""

    online: bool
    count: int = 0


@dataclass(frozen=True)
class PeersUnreachable:
    """A device of the room answered through the relays, but no direct connection
    opened in time (a network that blocks peer-to-peer connections)."""


@dataclass(frozen=True)
class DeviceBack:
    """The device is back: online again, its tab shown again, or its page resumed after
    it was frozen (its relays are already being tried again)."""


Plain = GoLive | ByLink | EditHosts | SaveHosts | DefaultHosts | CloseHosts
"""Live play's buttons with nothing to say beyond their ``action``."""

OnScreen = GoLive | ByLink | Invite | Say
"""The buttons of the live table of the game on screen."""

HostsMessage = EditHosts | SaveHosts | DefaultHosts | CloseHosts | HostsTyped | TurnInLinks
"""The form of the relays and STUN servers (its buttons, its text and its checkbox)."""

Intent = OnScreen | EditHosts | SaveHosts | DefaultHosts | CloseHosts
"""Live play's buttons."""

News = InRoom | PeerJoined | PeerLeft | PeerText | RelaysAnswered | PeersUnreachable | DeviceBack
"""The room's news (``web/live.mjs``, read by :func:`web.ui.intents.read_room`)."""
