"""Saving and leaving: storage that refused a write, other tabs' changes, links sent
(their moves now on other devices too), and the ways back to the start screen."""

from __future__ import annotations

from dataclasses import replace

import game as engines
from game.i18n import _
from web.ui.commands import CheckStored, Command, SendLink
from web.ui.form import setup_like
from web.ui.messages import (
    BackToMenu,
    ChangeTable,
    CopyLink,
    LinkCopied,
    Opening,
    Rematch,
    SaveFailed,
    SaveRefused,
    SendToWaiting,
    StorageChanged,
    StoredNow,
    ToggleQr,
)
from web.ui.model import Model, Start
from web.ui.saves import Record
from web.ui.session import Session
from web.ui.update.start import new_game
from web.ui.update.table import close, enter, leave, write

Sharing = CopyLink | ToggleQr | SendToWaiting | LinkCopied


def share(model: Model, session: Session, message: Sharing) -> list[Command]:
    """The game's link: copied, sent to the player it waits for, or shown as a QR code."""
    match message:
        case CopyLink():
            return [SendLink(model.share_fragment())]
        case ToggleQr():
            session.qr = not session.qr
        case SendToWaiting() if (to := session.waiting_for()) is not None:
            return [SendLink(model.share_fragment(session.game.players.index(to)), share=True)]
        case LinkCopied(url, done, shared):
            session.link = url
            if not done:
                model.notice = _("Copy the link below to share this game.")
                return []
            model.notice = _("Link sent.") if shared else _("Link copied.")
            moves = len(session.game.history)
            if session.record.sent != moves:  # these moves now exist on other devices too
                session.record = replace(session.record, sent=moves)
                return write(model, session, session.snapshot(model.env.clock()))
    return []


Leaving = BackToMenu | Rematch | ChangeTable


def leave_game(model: Model, session: Session, message: Leaving) -> list[Command]:
    """Back to the start screen, the game saved (with a rematch, into the same table)."""
    if isinstance(message, BackToMenu):
        commands = leave(model, session)
        model.notice = _("Your game is saved: continue it from the list of saved games.")
        return commands
    record = session.record
    model.setup = setup_like(
        session.game, record.names, record.seats, record.here or [], record.hints,
        live=record.live is not None,
    )
    commands = leave(model, session)
    if isinstance(message, Rematch):
        commands += new_game(model)
        model.notice = _("A new game with the same table: the last one stays saved.")
    else:
        model.notice = _("The last game stays in your saved games.")
    return commands


Stored = SaveFailed | SaveRefused | StorageChanged | StoredNow


def stored(model: Model, message: Stored) -> list[Command]:
    """What storage did with a save, or another tab did to it."""
    session = model.session
    match message:
        case SaveFailed(version):
            model.notice = ""
            if session is None:
                model.alert = _(
                    "This browser did not keep the game's last moves: its storage is full."
                )
                return []
            session.stored, session.saved, session.save_failed = version, -1, True
            model.alert = _(
                "This browser did not keep the last move: its storage is full. The game goes "
                "on here and is saved again at the next move; to make room, delete old games "
                "from the menu, or copy the link to keep this one."
            )
        case SaveRefused(newer):
            return _replaced(model, newer)
        case StorageChanged():
            if isinstance(model.screen, Start):
                model.screen = Start(model.screen.deleting)  # its saves are read anew
            elif session is not None and session.stored is not None:
                return [CheckStored(session.record.id)]
        case StoredNow(version, record) if session is not None and session.stored is not None:
            if version is None:
                return _replaced(model, None)
            if version > session.stored:
                return _replaced(model, record)
    return []


def _replaced(model: Model, newer: Record | None) -> list[Command]:
    """Another tab changed the game on screen: show its newer position, or the menu if
    it was deleted there. This tab never writes over it."""
    model.notice = ""
    if model.session is None:  # left meanwhile: stay on the start screen
        model.notice = _("This game went on in another tab: its saved game has those moves.")
        return []
    if newer is None:
        close(model)
        model.alert = _("This game was deleted in another tab.")
        return []
    try:
        game = engines.decode(newer.game)
    except ValueError:
        close(model)
        model.alert = _("This game was changed in another tab and can no longer be read.")
        return []
    opening = Opening(
        _("This game was changed in another tab"),
        _("This game went on in another tab: here is its latest position."),
        replaces=newer.version,
    )
    return enter(model, newer, game, opening)
