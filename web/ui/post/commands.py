"""What play by post asks of the browser (:mod:`web.ui.post`): connections to the
relays, a message to one, the app's badge and notifications, and this device's secret
kept.
:data:`web.ui.runner.Performed` lists :data:`PostCommand` among the commands it carries
out; the browser's side is ``web/browser/relays.py``."""

from __future__ import annotations

from dataclasses import dataclass

from web.ui.commands import Command


@dataclass(frozen=True)
class OpenRelays(Command):
    """Keep one connection open to each of ``relays`` (and close any other): each
    answers ``RelayUp`` once open, ``RelayText`` for each message, ``RelayDown`` when it
    closes or fails (it is not opened again until asked). With the hosts agreed to,
    only this command makes the page contact the relays for play by post."""

    relays: tuple[str, ...]


@dataclass(frozen=True)
class ToRelay(Command):
    """Send ``text`` to ``relay`` (dropped if its connection is not open)."""

    relay: str
    text: str


@dataclass(frozen=True)
class CloseRelays(Command):
    """Close every connection to the relays."""


@dataclass(frozen=True)
class SetBadge(Command):
    """Show ``count`` on the installed app's icon (0: nothing), where the browser can."""

    count: int


@dataclass(frozen=True)
class Notify(Command):
    """Tell the player ``body`` under ``title`` in a notification, if they allowed them
    and the page is in the background (``tag``: a later one with the same replaces it)."""

    title: str
    body: str
    tag: str


@dataclass(frozen=True)
class AskNotifications(Command):
    """Ask the browser whether the page may notify (it asks the player once):
    answered ``NotifyAnswered``."""


@dataclass(frozen=True)
class KeepDevice(Command):
    """Keep this device's secret for play by post (``text``, random characters) in its
    storage: made when a table by post is first kept, the same ever after."""

    text: str


PostCommand = OpenRelays | ToRelay | CloseRelays | SetBadge | Notify | AskNotifications | KeepDevice
"""Play by post's commands."""
