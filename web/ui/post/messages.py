"""What can happen to the tables kept on relays (:mod:`web.ui.post`): the relays'
connections and what they say, the device coming online, and the player's answer
about notifications. :mod:`web.ui.messages` builds the page's unions from the ones
here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class RelayUp:
    """The connection to ``relay`` opened."""

    relay: str


@dataclass(frozen=True)
class RelayText:
    """``relay`` sent ``text`` (a NIP-01 message, read by :mod:`web.ui.post.wire`)."""

    relay: str
    text: str


@dataclass(frozen=True)
class RelayDown:
    """The connection to ``relay`` closed, or could not open."""

    relay: str


@dataclass(frozen=True)
class WentOnline:
    """The browser says the device is online again."""


@dataclass(frozen=True)
class AskNotify:
    """The player asks to be told, while the page is in the background, when a game
    by post waits for them (the browser asks their leave first)."""

    action: ClassVar[str] = "post-notify"


@dataclass(frozen=True)
class NotifyAnswered:
    """The browser's answer about notifications: ``granted`` or not."""

    granted: bool


Relays = RelayUp | RelayText | RelayDown | WentOnline | NotifyAnswered
"""What the browser tells of the relays and notifications."""

Plain = AskNotify
"""The player's acts about play by post (buttons with nothing to say but their name)."""
