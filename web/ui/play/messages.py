"""What can happen in a game on screen (:mod:`web.ui.play`): the board's clicks and
keys, the turn's buttons (hint, undo, reveal, retry), the game's menu (its link, its
QR code, leaving), and the computers' answers and timers. :mod:`web.ui.messages`
builds the page's unions from the ones here.

A computer's answer and a timer carry the ``token`` of the request they answer: the
update drops one whose game has moved on (an undo, the menu, another game)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Undo:
    """Take back the last move (and the computers' since this device's last turn)."""

    action: ClassVar[str] = "undo"


@dataclass(frozen=True)
class ConfirmUndo:
    """Yes, take back a move that was already sent in a link."""

    action: ClassVar[str] = "undo-yes"


@dataclass(frozen=True)
class KeepMove:
    """No, keep the move that was already sent."""

    action: ClassVar[str] = "undo-no"


@dataclass(frozen=True)
class Resign:
    """Resign the game on screen against the computers (asked first)."""

    action: ClassVar[str] = "resign"


@dataclass(frozen=True)
class ConfirmResign:
    """Yes, resign: the game ends, lost."""

    action: ClassVar[str] = "resign-yes"


@dataclass(frozen=True)
class KeepPlaying:
    """No, keep playing the game."""

    action: ClassVar[str] = "resign-no"


@dataclass(frozen=True)
class Reveal:
    """The person to move holds the device: show their hand."""

    action: ClassVar[str] = "reveal"


@dataclass(frozen=True)
class Retry:
    """Ask the computer players again after they failed."""

    action: ClassVar[str] = "retry"


@dataclass(frozen=True)
class AskHint:
    """Ask the hard computer which move it would play for the person to move."""

    action: ClassVar[str] = "hint"


@dataclass(frozen=True)
class PlayHint:
    """Play the move the hint shows."""

    action: ClassVar[str] = "play-hint"


@dataclass(frozen=True)
class CopyLink:
    """Copy the link to the game on screen."""

    action: ClassVar[str] = "copy-link"


@dataclass(frozen=True)
class ToggleQr:
    """Show or hide the QR code of the game's link."""

    action: ClassVar[str] = "qr"


@dataclass(frozen=True)
class SendToWaiting:
    """Send the link to the person the game waits for."""

    action: ClassVar[str] = "send"


@dataclass(frozen=True)
class BackToMenu:
    """Leave the game (it stays saved) for the start screen."""

    action: ClassVar[str] = "menu"


@dataclass(frozen=True)
class Rematch:
    """Start the same table again."""

    action: ClassVar[str] = "rematch"


@dataclass(frozen=True)
class ChangeTable:
    """Leave the game for the form, set like its table."""

    action: ClassVar[str] = "new-game"


@dataclass(frozen=True)
class BoardClick:
    """A board or panel element with ``data-target`` was clicked, or chosen by key
    (``enter``: with Enter, which confirms a move that is ready)."""

    target: str
    enter: bool = False


@dataclass(frozen=True)
class Key:
    """A key was pressed on the game screen, outside any form control."""

    name: str


@dataclass(frozen=True)
class LinkCopied:
    """The outcome of sending a link: sent (shared or copied) or not."""

    url: str
    done: bool
    shared: bool = False  # through the device's share sheet, not the clipboard


@dataclass(frozen=True)
class BotMoved:
    """A computer player answered request ``token`` with ``move``."""

    token: int
    move: str


@dataclass(frozen=True)
class BotProgress:
    """Hard's search for request ``token`` has run ``done`` of its ``budget`` rounds."""

    token: int
    done: int
    budget: int


@dataclass(frozen=True)
class HintFound:
    """The hint asked for with ``token``: hard's ``move`` for the person to move, and
    each player's chance to win as the search sees it, ``(player, share)`` in turn
    order (players as text)."""

    token: int
    move: str
    chances: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class BotFailed:
    """A computer player could not answer request ``token``."""

    token: int
    reason: str


@dataclass(frozen=True)
class TimerDone:
    """The wait with ``token`` is over."""

    token: int


Plain = (
    Undo
    | ConfirmUndo
    | KeepMove
    | Resign
    | ConfirmResign
    | KeepPlaying
    | Reveal
    | Retry
    | AskHint
    | PlayHint
    | CopyLink
    | ToggleQr
    | SendToWaiting
    | BackToMenu
    | Rematch
    | ChangeTable
)
"""Its buttons (none has an argument)."""

TurnAct = BoardClick | Key | Reveal | Retry | AskHint | PlayHint
"""A person's act on the turn of the game on screen."""

Sharing = CopyLink | ToggleQr | SendToWaiting | LinkCopied
"""The game's link: copied, sent, shown as a QR code."""

Leaving = BackToMenu | Rematch | ChangeTable
"""The ways back from the game on screen."""

#: Resigning a game against the computers, asked first.
Resigning = Resign | ConfirmResign | KeepPlaying

OnScreen = TurnAct | Undo | ConfirmUndo | KeepMove | Resigning | Sharing | Leaving
"""Everything about the game on screen (the router drops it once the game is left)."""

Awaited = BotMoved | BotProgress | HintFound | BotFailed | TimerDone
"""The computers' answers and the timers."""
