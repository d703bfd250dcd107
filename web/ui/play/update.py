"""A game's turns: the board's clicks and keys, the computers' moves (asked, shown, then
played), hints, undo, and the hand-over before a secret hand."""

from __future__ import annotations

from dataclasses import replace

from game.i18n import _
from web.ui.commands import Command, Focus, ScrollTop, ShowProgress, Unchanged, Wait
from web.ui.intents import attributes
from web.ui.messages import (
    AskHint,
    BoardClick,
    BotFailed,
    BotMoved,
    BotProgress,
    HintFound,
    Key,
    PlayHint,
    Retry,
    Reveal,
    TimerDone,
)
from web.ui.model import HandOver, Model, Playing
from web.ui.session import Failed, Hint, Idle, Session, Showing, Thinking
from web.ui.update.table import ask_bot, changed, next_turn, play

#: How long a computer's move is shown before it is played (ms).
SHOW_MOVE = 700

TurnAct = BoardClick | Key | Reveal | Retry | AskHint | PlayHint
"""A person's act on the turn of the game on screen."""


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
        case Reveal() if isinstance(model.screen, HandOver):
            session.viewer = session.game.to_move
            model.screen = Playing(session)
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


Awaited = BotMoved | BotProgress | HintFound | BotFailed | TimerDone
"""What a turn waits for: a computer's answer (a move, its progress, a hint, a
failure) or a timer."""


def answer(model: Model, session: Session | None, message: Awaited) -> list[Command]:
    """The computer players answered, or a computer's move was shown long enough;
    an answer to a request the game no longer waits for is dropped."""
    match message:
        case BotProgress(token, done, budget):
            return [Unchanged(), *_progress(model, session, token, done / max(budget, 1))]
        case BotMoved(token, move) if session and _thinking(session, token):
            if move not in session.game.legal_moves():
                return _failed(model, session, _("it chose an illegal move"))
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
                model.alert = _(
                    "No hint this time: the computer chose a move that is not allowed."
                )
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
