"""The page's play loop as messages: events go into :meth:`web.ui.app.App.update`,
commands come out, and ``web/main.py`` carries the commands out (in the Elm way).

Events are what happened: a click, a key, a form input, a computer's answer, a
timer, the outcome of a save or of a copy to the clipboard. Commands are what
the page must do beyond drawing the screen again: write storage, ask a computer
player for a move, wait, copy a link, scroll or focus.

A computer's answer and a timer carry the ``token`` of the request they answer:
the app drops one whose game has moved on (an undo, the menu, another game).
"""

from __future__ import annotations

from dataclasses import dataclass

from web.ui.saves import Record

# -- events ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Opened:
    """The page was opened (or its address's fragment changed) with ``fragment``;
    ``problem`` says if the browser refuses to keep saves."""

    fragment: str
    problem: str = ""
    #: The browser asks for reduced motion: moves are marked, not animated.
    still: bool = False


@dataclass(frozen=True)
class Action:
    """A button with ``data-action`` (and ``data-arg``) was pressed."""

    name: str
    arg: str = ""


@dataclass(frozen=True)
class Target:
    """A board or panel element with ``data-target`` was clicked, or chosen by key
    (``enter``: with Enter, which confirms a move that is ready)."""

    target: str
    enter: bool = False


@dataclass(frozen=True)
class Key:
    """A key was pressed on the game screen, outside any form control."""

    name: str


@dataclass(frozen=True)
class Field:
    """An input of the start screen's form changed (``data-field`` and its value)."""

    name: str
    value: str


@dataclass(frozen=True)
class LanguageLoaded:
    """The compiled catalog of ``language`` arrived (``None``: it could not be loaded)."""

    language: str
    catalog: bytes | None


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
    """The wait of :class:`Wait` ``token`` is over."""

    token: int


@dataclass(frozen=True)
class SaveFailed:
    """Storage refused to keep a record (full or blocked); ``stored`` is the version
    that storage still holds (None if it holds none)."""

    stored: int | None


@dataclass(frozen=True)
class SaveRefused:
    """A save was not written because another tab changed it: ``newer`` is what
    storage holds now (None if the save was deleted there)."""

    newer: Record | None


@dataclass(frozen=True)
class StorageChanged:
    """Another tab changed storage."""


@dataclass(frozen=True)
class LinkCopied:
    """The outcome of :class:`SendLink`: sent (shared or copied) or not."""

    url: str
    done: bool
    shared: bool = False  # through the device's share sheet, not the clipboard


Event = (
    Opened
    | Action
    | Target
    | Key
    | Field
    | BotMoved
    | BotProgress
    | HintFound
    | BotFailed
    | TimerDone
    | SaveFailed
    | SaveRefused
    | StorageChanged
    | LinkCopied
    | LanguageLoaded
)

# -- commands -------------------------------------------------------------------------


@dataclass(frozen=True)
class Save:
    """Store ``record`` (and, if ``current``, make it the game a reload resumes) in
    place of the stored version ``replaces`` (None: whatever is stored); answer
    :class:`SaveRefused` if storage holds another version, :class:`SaveFailed` if
    it refuses to write."""

    record: Record
    current: bool = True
    replaces: int | None = None


@dataclass(frozen=True)
class KeepTables:
    """Keep the last table with computers of each game (for the quick start)."""

    tables: dict[str, object]


@dataclass(frozen=True)
class ForgetCurrent:
    """A reload opens the menu, not the last game (which stays saved)."""


@dataclass(frozen=True)
class Delete:
    """Remove a save, by id or by storage key."""

    key: str


@dataclass(frozen=True)
class AskBot:
    """Ask the computer players for the move of ``level`` in the encoded ``game``;
    answer :class:`BotMoved` or :class:`BotFailed` with ``token``, after
    :class:`BotProgress` reports while a hard search runs. A ``hint`` is hard's move
    for a person, answered by :class:`HintFound`."""

    token: int
    game: str
    level: str
    seed: int
    hint: bool = False


@dataclass(frozen=True)
class ShowProgress:
    """Show how far the search on screen has come (0 to 1) in its progress bar
    (``#progress``), without drawing anything else."""

    value: float


@dataclass(frozen=True)
class StartBots:
    """Start the computer players' worker now, in the background (a game with a
    computer seat is on screen), so that their first move is as quick as the others."""


@dataclass(frozen=True)
class Wait:
    """Answer :class:`TimerDone` with ``token`` after ``ms`` milliseconds."""

    token: int
    ms: int


@dataclass(frozen=True)
class SendLink:
    """Send the page's address with ``fragment``: through the device's share sheet
    when ``share`` and the browser has one (phones), else copied to the clipboard;
    answer :class:`LinkCopied`."""

    fragment: str
    share: bool = False


@dataclass(frozen=True)
class DrawQr:
    """Draw the QR code of the page's address with ``fragment`` into ``#qr-code``."""

    fragment: str


@dataclass(frozen=True)
class DropFragment:
    """Take the game link out of the address bar (a reload then resumes the save)."""


@dataclass(frozen=True)
class Unchanged:
    """The screen already shows the change (text typed into a field): no drawing."""


@dataclass(frozen=True)
class FollowLog:
    """The move log changed: show its last line."""


@dataclass(frozen=True)
class ScrollTop:
    """A new screen: show it from its top, the status line in view."""


@dataclass(frozen=True)
class LoadLanguage:
    """Fetch the compiled catalog of ``language`` and give it back as LanguageLoaded."""

    language: str


@dataclass(frozen=True)
class SetLanguage:
    """Keep ``language`` on this device and mark the page as written in it."""

    language: str


@dataclass(frozen=True)
class SetTheme:
    """Keep ``theme`` on this device and show the page in it ("" follows the system)."""

    theme: str


@dataclass(frozen=True)
class Focus:
    """Put the keyboard focus on the element that ``selector`` finds."""

    selector: str


Command = (
    Save
    | ForgetCurrent
    | KeepTables
    | Delete
    | AskBot
    | ShowProgress
    | StartBots
    | Wait
    | SendLink
    | DrawQr
    | DropFragment
    | Unchanged
    | FollowLog
    | ScrollTop
    | SetTheme
    | LoadLanguage
    | SetLanguage
    | Focus
)
