"""What the page must do beyond drawing the screen again: the update returns these and
:class:`web.ui.runner.Runner` carries them out (storage, the computer players, timers,
the clipboard, scrolling and focus). A command that reads something answers with a
message (:mod:`web.ui.messages`), which goes back to the update at once.

Every command is a :class:`Command`: the core's are here (:data:`CoreCommand`), each
feature's in its own ``commands.py``. This module imports no feature: the union of
every command the runner carries out is assembled above the features, in
:data:`web.ui.runner.Performed`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Game
from game.levels import Level
from web.ui.links import Link
from web.ui.prefs import Pace, Theme
from web.ui.saved import Record


class Command:
    """A command of the page, the core's or a feature's (each a frozen dataclass)."""

    __slots__ = ()


# -- storage ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Save(Command):
    """Store ``record`` (and, if ``current``, make it the game a reload resumes) in
    place of the stored version ``replaces`` (None: where nothing is stored); answer
    ``SaveRefused`` if storage holds anything else, ``SaveFailed`` if it refuses
    to write (the runner tries once more without the page's snapshot first)."""

    record: Record
    current: bool = True
    replaces: int | None = None


@dataclass(frozen=True)
class SaveCopy(Command):
    """Store ``record`` as a new save, under an id no save uses: answer ``CopySaved``
    (or ``SaveFailed``)."""

    record: Record
    current: bool = True


@dataclass(frozen=True)
class Refresh(Command):
    """Read again the storage entry another tab changed (None: every save)."""

    key: str | None


@dataclass(frozen=True)
class ListSaves(Command):
    """Read every save: answer ``SavesListed``."""


@dataclass(frozen=True)
class ReadSave(Command):
    """Read the save ``record_id`` (None: the game a reload resumes, if any), to
    ``review`` or to play: answer ``Loaded``."""

    record_id: str | None
    review: bool = False


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
class MakeRecord(Command):
    """Give ``draft`` an id that no stored entry uses: answer ``RecordMade``."""

    draft: Record
    game: Game
    opening: Opening


@dataclass(frozen=True)
class FindSave(Command):
    """Look for the save of the same table as the link's ``theirs``: answer
    ``LinkMatched``."""

    link: Link
    game: Game
    theirs: Record


@dataclass(frozen=True)
class CheckStored(Command):
    """Read what storage holds now of save ``record_id``: answer ``StoredNow``."""

    record_id: str


@dataclass(frozen=True)
class ReadTable(Command):
    """Read the last table with computers kept for ``game``: answer ``TableRead``."""

    game: str


@dataclass(frozen=True)
class KeepTable(Command):
    """Keep ``table`` as the last table with computers of ``game`` (for the quick start)."""

    game: str
    table: list[list[str]]


@dataclass(frozen=True)
class KeepSolo(Command):
    """Keep a solo result of ``placed`` tiles with ``pawns`` pawns if it is this
    device's best: answer ``SoloKept``."""

    pawns: int
    placed: int


@dataclass(frozen=True)
class ForgetCurrent(Command):
    """A reload opens the menu, not the last game (which stays saved)."""


@dataclass(frozen=True)
class Delete(Command):
    """Remove a save, by id or by storage key; with ``shown`` (the game as listed, by
    its :attr:`~web.ui.saved.Record.identity`), only if the save still holds that game:
    another tab may have put another game in its place."""

    key: str
    shown: tuple[object, ...] | None = None


# -- the computer players -----------------------------------------------------------------


#: Above how many players a table's hard searches start split in parts, as
#: ``game.bots.plan`` says (not imported: the page does not load the computer
#: players; ``tests/test_web_runner.py`` checks that they agree).
SPLIT_ABOVE = 4


@dataclass(frozen=True)
class StartBots(Command):
    """Start the computer players' worker now, in the background (a game with a
    computer seat is on screen), so that their first move is as quick as the others;
    with ``every``, also the other workers that share a search split in parts (a
    table of more than :data:`SPLIT_ABOVE` players)."""

    every: bool = False


@dataclass(frozen=True)
class AskBot(Command):
    """Ask the computer players for the move of ``level`` in the encoded ``game``;
    answer ``BotMoved`` or ``BotFailed`` with ``token``, after ``BotProgress`` reports
    while a hard search runs. A ``hint`` is hard's move for a person, answered by
    ``HintFound``."""

    token: int
    game: str
    level: Level
    seed: int
    hint: bool = False


@dataclass(frozen=True)
class AskAnalysis(Command):
    """Search position ``at`` of a game under review (the encoded ``game`` after its
    first ``at`` moves) for at most ``seconds``, seeing what ``viewer`` may see (-1:
    the mover): answer ``Analysed`` or ``AnalysisFailed`` with ``token``."""

    token: int
    at: int
    game: str
    seed: int
    viewer: int
    seconds: float


@dataclass(frozen=True)
class Wait(Command):
    """Answer ``TimerDone`` with ``token`` after ``ms`` milliseconds."""

    token: int
    ms: int


# -- the tab's title ---------------------------------------------------------------------


@dataclass(frozen=True)
class SetTitle(Command):
    """Begin the tab's title with ``words`` (nothing: the page's own title)."""

    words: str


# -- the page and the device ------------------------------------------------------------


@dataclass(frozen=True)
class ShowProgress(Command):
    """Show how far the search on screen has come (0 to 1) in its progress bar
    (``#progress``), without drawing anything else."""

    value: float


@dataclass(frozen=True)
class SendLink(Command):
    """Send the page's address with ``fragment``: through the device's share sheet
    when ``share`` and the browser has one (phones), else copied to the clipboard;
    answer ``LinkCopied``."""

    fragment: str
    share: bool = False


@dataclass(frozen=True)
class SendRecord(Command):
    """Copy a game's record to the clipboard (or, with ``download``, save it as the
    file ``name``): the page's address with ``fragment`` on its first line, then
    ``text``; answer ``RecordSent``."""

    fragment: str
    text: str
    download: bool = False
    name: str = ""


@dataclass(frozen=True)
class DrawQr(Command):
    """Draw the QR code of the page's address with ``fragment`` into the element whose
    id is ``target`` (the game's link's, or a live table's invitation's)."""

    fragment: str
    target: str = "qr-code"


@dataclass(frozen=True)
class DropFragment(Command):
    """Take the game link out of the address bar (a reload then resumes the save)."""


@dataclass(frozen=True)
class LoadLanguage(Command):
    """Fetch the compiled catalog of ``language``: answer ``LanguageLoaded``."""

    language: str


@dataclass(frozen=True)
class SetLanguage(Command):
    """Keep ``language`` on this device and mark the page as written in it."""

    language: str


@dataclass(frozen=True)
class SetTheme(Command):
    """Keep ``theme`` on this device and show the page in it ("" follows the system)."""

    theme: Theme


@dataclass(frozen=True)
class SetPace(Command):
    """Keep ``pace`` of the computers' moves on this device."""

    pace: Pace


@dataclass(frozen=True)
class Unchanged(Command):
    """The screen already shows the change (text typed into a field): no drawing."""


@dataclass(frozen=True)
class FollowLog(Command):
    """After the draw: the move log changed, show its last line."""


@dataclass(frozen=True)
class ScrollTop(Command):
    """After the draw: a new screen, show it from its top, the status line in view."""


@dataclass(frozen=True)
class Focus(Command):
    """After the draw: put the keyboard focus on the element that ``selector`` finds
    (if ``lost``, only where the draw took away the control that had it)."""

    selector: str
    lost: bool = False


#: The commands on the saves (carried out by :mod:`web.ui.storing`).
StoreCommand = (
    Save
    | SaveCopy
    | Refresh
    | ListSaves
    | ReadSave
    | MakeRecord
    | FindSave
    | CheckStored
    | ReadTable
    | KeepTable
    | KeepSolo
    | ForgetCurrent
    | Delete
)
#: The core's commands (each feature's are in its ``commands.py``).
CoreCommand = (
    StoreCommand
    | StartBots
    | AskBot
    | AskAnalysis
    | Wait
    | SetTitle
    | ShowProgress
    | SendLink
    | SendRecord
    | DrawQr
    | DropFragment
    | LoadLanguage
    | SetLanguage
    | SetTheme
    | SetPace
    | Unchanged
    | FollowLog
    | ScrollTop
    | Focus
)
