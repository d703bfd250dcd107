"""A game on screen: its turns (the board's clicks and keys, the computers' moves asked,
shown, then played, hints, undo, the hand-over before a secret hand), its link sent
(its moves then on other devices too) or shown as a QR code, and the ways back to the
start screen."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, assert_never

from game.i18n import _
from web.ui.commands import (
    Command,
    Focus,
    ScrollTop,
    SendLink,
    ShowProgress,
    Unchanged,
    Wait,
)
from web.ui.daily import update as daily
from web.ui.daily.model import FRIENDS, HELD, friends, held, takes_back
from web.ui.intents import attributes
from web.ui.outcome import GoGame, GoStart, Outcome
from web.ui.play.messages import (
    AskHint,
    Awaited,
    BackToMenu,
    BoardClick,
    BotFailed,
    BotMoved,
    BotProgress,
    ConfirmResign,
    ConfirmUndo,
    CopyLink,
    HintFound,
    KeepMove,
    KeepPlaying,
    Key,
    Leaving,
    LinkCopied,
    PlayHint,
    Rematch,
    Resign,
    Resigning,
    Retry,
    Reveal,
    SendToWaiting,
    Sharing,
    TimerDone,
    ToggleQr,
    TurnAct,
    Undo,
)
from web.ui.play.model import HandOver
from web.ui.play.turns import ask_bot, next_turn, play
from web.ui.session import Failed, Hint, Idle, Session, Showing, Thinking
from web.ui.start.form import setup_like
from web.ui.start.update import new_game
from web.ui.update.table import changed, save

if TYPE_CHECKING:
    from web.ui.model import Model

#: How long a computer's move is shown before it is played (ms), unless this device
#: plays the computers' moves at once (``Model.pace``).
SHOW_MOVE = 700

#: A person's acts in the game on screen that keep its screen.
Staying = (
    BoardClick
    | Key
    | Retry
    | AskHint
    | PlayHint
    | Undo
    | ConfirmUndo
    | KeepMove
    | Resigning
    | Sharing
)


def choose(model: Model, session: Session, message: TurnAct) -> list[Command]:
    """A person acts in the game on screen."""
    match message:
        case BoardClick(target, enter) if model.offered():
            model.notice = model.alert = ""
            view, scene = session.kind.view, session.scene(True)
            if enter:  # Enter plays a move that is ready, wherever the focus is
                selection, move = view.key(scene, session.selection, "Enter")
                if move is not None:
                    session.selection = selection
                    return play(model, session, move)
            session.selection, move = view.click(scene, session.selection, target)
            return [] if move is None else play(model, session, move)
        case Key(name) if model.offered():
            view = session.kind.view
            session.selection, move = view.key(session.scene(True), session.selection, name)
            return [] if move is None else play(model, session, move)
        case Retry() if isinstance(session.turn, Failed):
            session.turn = Idle()
            return next_turn(model, session)
        case AskHint() if model.hints_offered():
            token = model.token()
            session.hint = Hint(token)
            # the button goes: the hint box takes the focus
            return [*ask_bot(session, token, "hard", hint=True), Focus("#hint-title")]
        case PlayHint() if session.hint and session.hint.move and model.offered():
            return play(model, session, session.hint.move)
    return []


def answer(model: Model, session: Session | None, message: Awaited) -> list[Command]:
    """The computer players answered, or a computer's move was shown long enough;
    an answer to a request the game no longer waits for is dropped."""
    match message:
        case BotProgress(token, done, budget):
            return [Unchanged(), *_progress(model, session, token, done / max(budget, 1))]
        case BotMoved(token, move) if session and _thinking(session, token):
            if move not in session.game.legal_moves():
                return _failed(model, session, _("it chose an illegal move"))
            if model.pace == "quick":  # played at once (marked as the last move)
                session.turn = Idle()
                return play(model, session, move)
            session.turn = Showing(model.token(), move)
            session.selection = session.kind.view.showing(
                session.scene(False), move, session.selection
            )
            return [Wait(session.turn.token, SHOW_MOVE)]
        case HintFound(token, move, chances) if session and session.hint:
            if session.hint.token != token or not model.offered():
                return []
            if move not in session.game.legal_moves():
                session.hint = None
                model.alert = _("No hint this time: the computer chose a move that is not allowed.")
                return []
            session.hint = replace(session.hint, progress=1.0, move=move, chances=chances)
            session.selection = session.kind.view.showing(
                session.scene(True), move, session.selection
            )
            return [Focus(f"[{attributes(PlayHint())}]")]
        case BotFailed(token, reason) if session and session.hint and session.hint.token == token:
            session.hint = None
            model.alert = _("No hint this time: the computer could not search ({reason}).").format(
                reason=reason
            )
        case BotFailed(token, reason) if session and _thinking(session, token):
            return _failed(model, session, reason)
        case TimerDone(token) if session and isinstance(session.turn, Showing):
            if session.turn.token != token:
                return []
            move = session.turn.move
            session.turn = Idle()
            return play(model, session, move)
    return []


def _thinking(session: Session, token: int) -> bool:
    return isinstance(session.turn, Thinking) and session.turn.token == token


def _progress(model: Model, session: Session | None, token: int, share: float) -> list[Command]:
    """Hard's search has come ``share`` of its way: only its progress bar moves."""
    if session is None:
        return []
    turn, hint = session.turn, session.hint
    if isinstance(turn, Thinking) and turn.token == token:
        session.turn = replace(turn, progress=share)
        return [ShowProgress(share)]
    if hint and hint.token == token and hint.move is None:
        session.hint = replace(hint, progress=share)
        return [ShowProgress(share)]
    return []


def _failed(model: Model, session: Session, reason: str) -> list[Command]:
    session.turn = Failed(reason)
    model.alert = _(
        "The computer player could not move ({reason}). Try again, undo, or go back to the menu."
    ).format(reason=reason)
    return []


def undo(model: Model, session: Session, *, confirmed: bool) -> list[Command]:
    """Take back the last move, and the moves since this device's last turn (asking
    first if that takes back a move that other devices have)."""
    game = session.game
    if session.watching():
        model.alert = _("You are watching this table: only its players take moves back.")
        return []
    if friends(session.record):
        model.alert = _(FRIENDS)
        return []
    if (ending := session.ending()) is not None and ending.early:
        model.alert = _("You resigned this game: no move is taken back.")
        return []
    if not takes_back(session.record):
        model.alert = _("In the daily challenge’s scored attempt, no move is taken back.")
        return []
    if not game.history:
        model.alert = _("There is no move to take back.")
        return []
    if not confirmed and len(game.history) <= session.record.sent:
        model.confirming_undo = True
        model.alert = _(
            "This move has already been sent in a link: taking it back makes your game "
            "differ from the others’. Take it back anyway?"
        )
        return []
    session.turn = Idle()
    session.take_back()
    while game.history and not session.here(game.to_move) and session.people():
        session.take_back()
    sent = min(session.record.sent, len(game.history))
    session.record = replace(session.record, sent=sent)
    return [*changed(model, session), ScrollTop()]  # the board in view again (on a phone)


def share(model: Model, session: Session, message: Sharing) -> list[Command]:
    """The game's link: copied, sent to the player it waits for, or shown as a QR code
    (none during a daily challenge's scored attempt: opened elsewhere, it would be a
    plain game there, with undo and a sandbox)."""
    if not isinstance(message, LinkCopied) and held(session.record, session.game):
        model.alert = _(HELD)
        return []
    match message:
        case CopyLink():
            return [SendLink(model.share_fragment())]
        case ToggleQr():
            session.qr = not session.qr
        case SendToWaiting() if (to := session.waiting_for()) is not None:
            return [SendLink(model.share_fragment(session.game.players.index(to)), share=True)]
        case LinkCopied(url, done, shared):
            session.link = url
            live = session.live
            invitation = None if live is None else live.invitation
            fragment = "" if invitation is None else model.invite_fragment(*invitation)
            if live is not None and fragment and url.endswith("#" + fragment):
                live.invitation_url = url  # shown in the live table's box
            if not done:
                model.notice = _("Copy the link below to share this game.")
                return []
            model.notice = _("Link sent.") if shared else _("Link copied.")
            moves = len(session.game.history)
            if session.record.sent != moves:  # these moves now exist on other devices too
                session.record = replace(session.record, sent=moves)
                return save(session, session.snapshot(model.env.clock()))
    return []


def resign(model: Model, session: Session, message: Resigning, *, asked: bool) -> list[Command]:
    """Resign the game on screen against the computers: asked first (``asked``: the
    question was on screen), then the game ends, kept as lost and saved."""
    if not session.may_end():
        model.alert = _("Only a game against the computers, still going on, can be resigned.")
        return []
    if isinstance(message, Resign):
        session.ending_asked = True
        return [Focus(f"[{attributes(KeepPlaying())}]")]
    if isinstance(message, KeepPlaying) or not asked:
        return []
    session.turn, session.hint = Idle(), None  # a computer's search or a hint is dropped
    session.record = replace(session.record, ended="resigned")
    return changed(model, session)  # saved, kept as lost: the status says so


def moving_on(model: Model, session: Session, message: Leaving | Reveal) -> Outcome[None]:
    """The game's screen left for another: the hand-over's secret hand shown to the
    player to move, or the start screen, the game saved (with a rematch, into the same
    table)."""
    session.ending_asked = False  # any act answers the question
    if isinstance(message, Reveal):
        if not isinstance(model.screen, HandOver):
            return Outcome(None)
        session.viewer = session.game.to_move
        return Outcome(None, go=GoGame(session))
    if isinstance(message, BackToMenu):
        notice = _("Your game is saved: continue it from the list of saved games.")
        return Outcome(None, notice=notice, go=GoStart())
    record = session.record
    if isinstance(message, Rematch) and record.daily is not None:  # the day's again
        again = replace(record.daily, practice=True, rival=None, friend=False)
        return Outcome(None, daily.start(model.env.clock(), session.kind.key, again), go=GoStart())
    model.setup = setup_like(
        session.game,
        record.names,
        record.seats,
        record.here or [],
        record.hints,
        live=record.live is not None,
        post=record.live is not None and record.live.post,
    )
    if isinstance(message, Rematch):
        notice = _("A new game with the same table: the last one stays saved.")
        started = new_game(model.setup, model.env)
        return Outcome(None, started.commands, notice, started.alert, go=GoStart())
    return Outcome(None, notice=_("The last game stays in your saved games."), go=GoStart())


def on_screen(model: Model, session: Session, message: Staying) -> list[Command]:
    """The commands of a person's act in the game on screen (or a link sent) that
    keeps its screen (:func:`moving_on` has the others)."""
    asked, session.ending_asked = session.ending_asked, False  # any act answers the question
    match message:
        case BoardClick() | Key() | Retry() | AskHint() | PlayHint():
            return choose(model, session, message)
        case Undo() | ConfirmUndo():
            return undo(model, session, confirmed=isinstance(message, ConfirmUndo))
        case KeepMove():
            model.notice = _("Nothing was taken back.")
            return []
        case Resign() | ConfirmResign() | KeepPlaying():
            return resign(model, session, message, asked=asked)
        case CopyLink() | ToggleQr() | SendToWaiting() | LinkCopied():
            return share(model, session, message)
        case _:
            assert_never(message)
