"""What can happen to the page, one type per intent: :func:`web.ui.update.update` takes
one of these and returns the commands to carry out (:mod:`web.ui.commands`).

Three kinds of messages come in:

- a person's intent, from a button (written into the markup and read back by
  :mod:`web.ui.intents`, the only place a string from the page becomes a message),
  a form field, a click or a key on the board;
- the world's answer to a command: a computer's move, a timer, a save refused,
  a saved game read from storage;
- the browser's news: the page opened with an address, another tab changed storage.

A computer's answer and a timer carry the ``token`` of the request they answer: the
update drops one whose game has moved on (an undo, the menu, another game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from game.core import Game
from web.ui.links import Link
from web.ui.live import messages as live
from web.ui.puzzles import messages as puzzles
from web.ui.review import messages as review
from web.ui.saves import Record

# -- the buttons: a person's intents -----------------------------------------------------


@dataclass(frozen=True)
class StartGame:
    """Start the table set up on the form."""

    action: ClassVar[str] = "start"


@dataclass(frozen=True)
class QuickStart:
    """Play ``game`` against the computer at once (the last such table, or the usual)."""

    game: str


@dataclass(frozen=True)
class SetUp:
    """Go to the form, set to ``game``."""

    game: str


@dataclass(frozen=True)
class Continue:
    """Open the saved game ``record_id`` where it was left."""

    record_id: str


@dataclass(frozen=True)
class MoveUp:
    """Swap the form's seat ``index`` with the one before it."""

    index: int


#: What :class:`AskDelete` asks about to delete every damaged save listed (neither an
#: id, which is a number, nor a storage key, which begins with the saves' prefix).
EVERY_DAMAGED = "damaged"


@dataclass(frozen=True)
class AskDelete:
    """Ask before deleting the save with this id (or storage key, if damaged; or
    :data:`EVERY_DAMAGED`: every damaged one)."""

    key: str


@dataclass(frozen=True)
class ConfirmDelete:
    """Yes, delete the save asked about."""

    action: ClassVar[str] = "delete-yes"


@dataclass(frozen=True)
class KeepSave:
    """No, keep the save asked about."""

    action: ClassVar[str] = "delete-no"


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
class SaveAsNew:
    """Keep the game on screen as a new save (its own was replaced elsewhere)."""

    action: ClassVar[str] = "save-as-new"













@dataclass(frozen=True)
class ShowSaves:
    """Show the list of every saved game at ``page`` (the first is 0)."""

    page: int


@dataclass(frozen=True)
class FewerSaves:
    """Show only the most recent saved games again."""

    action: ClassVar[str] = "fewer-saves"


@dataclass(frozen=True)
class OpenGuide:
    """Open the how-to-play guide of ``game`` (None: the game on screen's)."""

    game: str | None = None


@dataclass(frozen=True)
class GuideStep:
    """Go one step forward (1) or back (-1) in the guide's example."""

    by: Literal[-1, 1]


@dataclass(frozen=True)
class CloseGuide:
    """Close the guide."""

    action: ClassVar[str] = "close-guide"


@dataclass(frozen=True)
class ChooseSeat:
    """A link's game: this device plays ``seat`` (None: all its people play here)."""

    seat: int | None


@dataclass(frozen=True)
class KeepBranch:
    """A link and the saved game went different ways: which one to keep."""

    which: Literal["mine", "theirs", "both"]













Plain = (
    StartGame
    | ConfirmDelete
    | KeepSave
    | Undo
    | ConfirmUndo
    | KeepMove
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
    | SaveAsNew
    | FewerSaves
    | CloseGuide
    | review.Plain
    | live.Plain
    | puzzles.Plain
)
"""The intents with nothing to say beyond their name: the button's ``data-action`` is the
class's ``action`` (:mod:`web.ui.intents` reads every one of them back)."""

Intent = (
    Plain
    | QuickStart
    | SetUp
    | Continue
    | MoveUp
    | AskDelete
    | ShowSaves
    | OpenGuide
    | GuideStep
    | ChooseSeat
    | KeepBranch
    | review.Intent
    | live.Intent
    | puzzles.Intent
)
"""A button's intent (written into and read from the markup by :mod:`web.ui.intents`)."""

# -- the form, the board and the keyboard -------------------------------------------------


@dataclass(frozen=True)
class ChooseLanguage:
    """The page should speak ``language``."""

    language: str


@dataclass(frozen=True)
class ChooseTheme:
    """The page should be drawn in ``theme`` ("" follows the system)."""

    theme: str


@dataclass(frozen=True)
class ChooseGame:
    """The form's game changed."""

    game: str


@dataclass(frozen=True)
class FormField:
    """Another input of the form changed (its ``data-field`` and value)."""

    name: str
    value: str



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


# -- the world's answers ------------------------------------------------------------------


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


@dataclass(frozen=True)
class SaveFailed:
    """Storage refused to keep a record (full or blocked); ``stored`` is the version
    that storage still holds (None if it holds none)."""

    stored: int | None


@dataclass(frozen=True)
class SaveRefused:
    """Save ``tried`` was not written in place of version ``replaces`` (None: a new
    save) because another tab changed its place: ``newer`` is what storage holds now
    (None: deleted there, or unreadable: ``problem``)."""

    tried: Record
    replaces: int | None
    newer: Record | None
    problem: str = ""


@dataclass(frozen=True)
class CopySaved:
    """A game was saved anew, as ``record`` (a new id)."""

    record: Record


@dataclass(frozen=True)
class LinkCopied:
    """The outcome of sending a link: sent (shared or copied) or not."""

    url: str
    done: bool
    shared: bool = False  # through the device's share sheet, not the clipboard



@dataclass(frozen=True)
class LanguageLoaded:
    """The compiled catalog of ``language`` arrived (``None``: it could not be loaded)."""

    language: str
    catalog: bytes | None


@dataclass(frozen=True)
class SavesListed:
    """The saved games as storage holds them: readable ones newest first, and
    ``(key, reason)`` for each damaged one."""

    records: tuple[Record, ...]
    problems: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class TableRead:
    """The last table with computers kept for ``game`` (None: none, or unreadable)."""

    game: str
    table: object


@dataclass(frozen=True)
class SoloKept:
    """A solo result of Tsuro was kept: the best with ``pawns`` pawns before it (None:
    none)."""

    pawns: int
    best: int | None


@dataclass(frozen=True)
class Opening:
    """How to open a game once its record is at hand: the words of a failure, a notice
    once open, the stored version it replaces (None: a new save), where the moves
    new to this device start in its log, and the move to review, if any."""

    failure: str
    notice: str = ""
    replaces: int | None = None
    new_since: int | None = None
    #: Open the review at this move once the game is open (None: play it).
    review: int | None = None


@dataclass(frozen=True)
class RecordMade:
    """A new save for ``game`` got an id no stored entry uses (not yet written)."""

    record: Record
    game: Game
    opening: Opening


@dataclass(frozen=True)
class Loaded:
    """A saved game read from storage (``record`` None: ``problem`` says why not);
    ``resumed``: it was the game a reload comes back to."""

    record: Record | None
    problem: str = ""
    resumed: bool = False
    #: It was read to be reviewed.
    review: bool = False


@dataclass(frozen=True)
class LinkMatched:
    """The saved game of the same table as a link's (``mine``, None if there is none)."""

    link: Link
    game: Game
    theirs: Record
    mine: Record | None


@dataclass(frozen=True)
class StoredNow:
    """What storage holds now in the place of the game on screen: ``record``, or None
    (deleted, or unreadable: ``problem`` says why)."""

    record: Record | None
    problem: str = ""








# -- the browser ------------------------------------------------------------------------


@dataclass(frozen=True)
class Opened:
    """The page was opened (or its address's fragment changed) with ``fragment``;
    ``problem`` says if the browser refuses to keep saves."""

    fragment: str
    problem: str = ""
    #: The browser asks for reduced motion: moves are marked, not animated.
    still: bool = False


@dataclass(frozen=True)
class StorageChanged:
    """Another tab changed the entry under ``key`` in storage (None: it cleared all)."""

    key: str | None = None


@dataclass(frozen=True)
class Crashed:
    """Carrying out an event failed in the page (``problem`` says how)."""

    problem: str


@dataclass(frozen=True)
class Overflowed:
    """Carrying out an event ran out of stack (Python's recursion limit, or the
    browser's): something from outside the page nested too deeply, refused."""


Message = (
    Intent
    | ChooseLanguage
    | ChooseTheme
    | ChooseGame
    | FormField
    | BoardClick
    | Key
    | BotMoved
    | BotProgress
    | HintFound
    | BotFailed
    | TimerDone
    | SaveFailed
    | SaveRefused
    | CopySaved
    | LinkCopied
    | LanguageLoaded
    | SavesListed
    | TableRead
    | SoloKept
    | RecordMade
    | Loaded
    | LinkMatched
    | StoredNow
    | Opened
    | StorageChanged
    | Crashed
    | Overflowed
    | review.Results
    | puzzles.Results
    | live.HostsMessage
    | live.News
)
