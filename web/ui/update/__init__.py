"""The page's update: ``update(model, message) -> (model, commands)``.

One ``match`` routes every message (:data:`web.ui.messages.Message`) to the module of
its concern, and ends in ``assert_never``: mypy fails if a message has no case.

- :mod:`~web.ui.update.start`: the start screen, its form and the saved games;
- :mod:`~web.ui.update.arrivals`: links arriving (merged, or a question asked);
- :mod:`~web.ui.update.turns`: a game's turns (board, computers, hints, undo);
- :mod:`~web.ui.review.update`: a game looked back over, and its sandbox;
- :mod:`~web.ui.puzzles.update`: the puzzles, their list and the one on screen;
- :mod:`~web.ui.update.saving`: storage's answers, other tabs, links sent, leaving;
- :mod:`~web.ui.update.preferences`: language, theme and the guide.

Before the ``match``, :func:`_dismiss` does what any act of a person does first (the
notice cleared, the question on screen closed); nothing else changes the model before
a message reaches its module.

The model is changed in place (a game is a mutable engine object) and returned.
The update reads nothing from outside but the messages and the model's clock and
seed source: storage is read by commands whose answers come back as messages.

>>> from web.ui.model import Env
>>> from web.ui.messages import StartGame
>>> model, commands = update(Model(env=Env(clock=lambda: "2026-11-23")), StartGame())
>>> [type(c).__name__ for c in commands]   # the saves are read for the start screen
['MakeRecord', 'ListSaves']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import assert_never

from game.i18n import _
from web.ui.commands import Command, DrawQr, Focus, ListSaves, ScrollTop, SetTitle, Unchanged
from web.ui.live import messages as live_messages
from web.ui.live import update as live
from web.ui.messages import (
    AskDelete,
    AskHint,
    BackToMenu,
    BoardClick,
    BotFailed,
    BotMoved,
    BotProgress,
    ChangeTable,
    ChooseGame,
    ChooseLanguage,
    ChooseSeat,
    ChooseTheme,
    CloseGuide,
    ConfirmDelete,
    ConfirmUndo,
    Continue,
    CopyLink,
    CopySaved,
    Crashed,
    FewerSaves,
    FormField,
    GuideStep,
    HintFound,
    Intent,
    KeepBranch,
    KeepMove,
    KeepSave,
    Key,
    LanguageLoaded,
    LinkCopied,
    LinkMatched,
    Loaded,
    Message,
    MoveUp,
    Opened,
    OpenGuide,
    Overflowed,
    PlayHint,
    QuickStart,
    RecordMade,
    Rematch,
    Retry,
    Reveal,
    SaveAsNew,
    SaveFailed,
    SaveRefused,
    SavesListed,
    SendToWaiting,
    SetUp,
    ShowSaves,
    SoloKept,
    StartGame,
    StorageChanged,
    StoredNow,
    TableRead,
    TimerDone,
    ToggleQr,
    Undo,
)
from web.ui.model import QR_LIMIT, BranchChoice, Model, SeatChoice, Start
from web.ui.puzzles import messages as puzzle_messages
from web.ui.puzzles import update as puzzles
from web.ui.puzzles.model import Solving
from web.ui.review import messages as review_messages
from web.ui.review import update as reviewing
from web.ui.review.messages import Analysed, AnalysisFailed, RecordSent, ReviewSave
from web.ui.session import Session
from web.ui.update import arrivals, preferences, saving, start, turns

#: Where the keyboard focus goes when a screen opens.
FIRST_FOCUS = {
    "start": "#start-title",
    "seat": "#seat-title",
    "branch": "#branch-title",
    "handoff": "#handoff-title",
    "game": "#status",
    "puzzles": "#puzzles-title",
    "puzzle": "#puzzle-title",
}


def update(model: Model, message: Message) -> tuple[Model, list[Command]]:
    """Handle ``message``: the model, changed, and the commands to carry out in order."""
    before = model.screen.name, model.guide.game if model.guide else None
    dismissed = _dismiss(model, message)
    if isinstance(message, ConfirmUndo) and not dismissed.undo:
        return model, []  # a stale "yes" from a question no longer asked
    screen, guiding = model.screen, isinstance(message, OpenGuide | GuideStep | CloseGuide)
    if isinstance(screen, SeatChoice | BranchChoice) and isinstance(message, Intent):
        # a link's question is answered (the guide opens over it)
        commands = (
            _route(model, message, dismissed.deleting)
            if guiding
            else arrivals.answered(model, screen, message)
        )
    else:
        commands = _route(model, message, dismissed.deleting)
    return model, commands + _after(model, before, commands)


@dataclass(frozen=True)
class Dismissed:
    """The questions a person's act closed: the save whose deletion was being asked
    (``deleting``), and whether taking back a move was being asked (``undo``)."""

    deleting: str | None = None
    undo: bool = False


def _dismiss(model: Model, message: Message) -> Dismissed:
    """What any act of a person does before its own handling, the one change made to
    the model before routing: a button pressed clears the notice and the alert and
    closes the question on screen (a save to delete, a move to take back), which the
    button may be the answer to (the :class:`Dismissed` returned); a button, a click
    or a key on the board stops the last moves from moving."""
    dismissed = Dismissed()
    if isinstance(message, Intent):
        model.notice = model.alert = ""
        deleting = model.screen.deleting if isinstance(model.screen, Start) else None
        if isinstance(model.screen, Start):
            model.screen = replace(model.screen, deleting=None)
        dismissed = Dismissed(deleting, model.confirming_undo)
        model.confirming_undo = False
    if model.session is not None and isinstance(message, Intent | BoardClick | Key):
        model.session.fresh = False
    return dismissed


InGame = (
    BoardClick | Key | Reveal | Retry | AskHint | PlayHint | Undo | ConfirmUndo | KeepMove
    | CopyLink | ToggleQr | SendToWaiting | LinkCopied | BackToMenu | Rematch | ChangeTable
    | SaveAsNew | live_messages.OnScreen | review_messages.OnScreen
)
"""The messages about the game on screen (:func:`_in_game` routes them)."""


def _route(model: Model, message: Message, deleting: str | None) -> list[Command]:
    """The commands of the module whose concern ``message`` is."""
    session = model.session
    if isinstance(message, puzzle_messages.Intent | puzzle_messages.Results):
        return puzzles.act(model, message)
    if isinstance(model.screen, Solving) and isinstance(message, BoardClick | Key):
        return puzzles.board(model, model.screen, message)
    if isinstance(message, InGame):
        # a game's button pressed after its game was left does nothing
        return [] if session is None else _in_game(model, session, message)
    if isinstance(message, live_messages.News):
        return live.news(model, session, message)
    if isinstance(message, live_messages.HostsMessage):
        return live.hosts(model, session, message)
    match message:
        case (
            ChooseLanguage() | LanguageLoaded() | ChooseTheme() | OpenGuide() | GuideStep()
            | CloseGuide()
        ):
            return preferences.prefer(model, message)
        case Opened():
            return arrivals.opened(model, message)
        case LinkMatched():
            return arrivals.matched(model, message)
        case ChooseSeat() | KeepBranch():
            return []  # their screen has gone
        case StartGame() | QuickStart() | TableRead() | SetUp() | MoveUp() | ChooseGame():
            return start.form(model, message)
        case FormField():
            return start.form(model, message)
        case (
            Continue() | Loaded() | RecordMade() | SavesListed() | AskDelete() | ConfirmDelete()
            | KeepSave() | ShowSaves() | FewerSaves()
        ):
            return start.saves(model, message, deleting)
        case BotMoved() | BotProgress() | HintFound() | BotFailed() | TimerDone():
            return turns.answer(model, session, message)
        case SaveFailed() | SaveRefused() | CopySaved() | StorageChanged() | StoredNow():
            return saving.stored(model, message)
        case ReviewSave():
            return reviewing.from_card(message)
        case Analysed() | AnalysisFailed():
            return [] if session is None else reviewing.analysed(model, session, message)
        case RecordSent():
            return reviewing.sent(model, message)
        case SoloKept(pawns, best):
            if session is not None:
                session.solo_best = (pawns, best)
            return []
        case Crashed(problem):
            model.alert = _(
                "Something went wrong in the page ({problem}). Your saved games are safe; "
                "reload the page if it does not behave as it should."
            ).format(problem=problem)
            return []
        case Overflowed():
            model.alert = _(
                "Something from outside the page was nested too deeply to be read, and was "
                "refused. Your saved games are safe."
            )
            return []
        case _:
            assert_never(message)


def _in_game(model: Model, session: Session, message: InGame) -> list[Command]:
    """The commands of a message about the game on screen (under review, only the
    review's own and leaving)."""
    if isinstance(message, review_messages.OnScreen) or (
        session.review is not None and isinstance(message, BoardClick | Key)
    ):
        return reviewing.review(model, session, message)
    if isinstance(message, live_messages.OnScreen):
        return live.act(model, session, message)
    match message:
        case BoardClick() | Key() | Reveal() | Retry() | AskHint() | PlayHint():
            return turns.choose(model, session, message)
        case Undo() | ConfirmUndo():
            return turns.undo(model, session, confirmed=isinstance(message, ConfirmUndo))
        case KeepMove():
            model.notice = _("Nothing was taken back.")
            return []
        case CopyLink() | ToggleQr() | SendToWaiting() | LinkCopied():
            return saving.share(model, session, message)
        case BackToMenu() | Rematch() | ChangeTable():
            return saving.leave_game(model, session, message)
        case SaveAsNew():
            return saving.save_as_new(model, session)
        case _:
            assert_never(message)


def _after(model: Model, before: tuple[str, str | None], commands: list[Command]) -> list[Command]:
    """What every change of screen needs: the saves read for the start screen, the QR
    code drawn anew (or hidden on another screen), the new screen from its top."""
    after: list[Command] = []
    session = model.session
    if isinstance(model.screen, Start) and model.screen.saves is None:
        after.append(ListSaves())
    if session is not None and session.qr and model.screen.name != before[0]:
        session.qr = False
    redrawn = not any(isinstance(command, Unchanged) for command in commands)
    if redrawn and model.qr_shown():
        after.append(DrawQr(model.share_fragment()))  # drawn anew with its tools
    live = session.live if session is not None else None
    if redrawn and live is not None and live.invitation_qr and live.invitation is not None:
        invitation = model.invite_fragment(*live.invitation)
        if len(invitation) <= QR_LIMIT:  # drawn anew with the live table's box
            after.append(DrawQr(invitation, "invite-qr"))
    title = _title(model)
    if title != model.title:
        model.title = title
        after.append(SetTitle(title))
    guide = model.guide.game if model.guide else None
    if (model.screen.name, guide) != before:
        first = "#review-title" if session and session.review else FIRST_FOCUS[model.screen.name]
        after += [ScrollTop(), Focus("#guide-title" if guide else first)]
    return after


def _title(model: Model) -> str:
    """What the tab's title begins with: "Your turn" when a live game waits for a
    person here (seen from another tab, too)."""
    session = model.session
    if session is None or session.live is None or session.live.status == "asking":
        return ""
    return _("Your turn") if model.offered() and session.here(session.game.to_move) else ""
