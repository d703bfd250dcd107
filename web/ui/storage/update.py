"""Saving and leaving: storage that refused a write, other tabs' changes, links sent
(their moves now on other devices too), and the ways back to the start screen."""

from __future__ import annotations

from dataclasses import replace

import game as engines
from game.i18n import _
from web.ui.commands import CheckStored, Command, Refresh, SaveCopy, SendLink
from web.ui.form import setup_like
from web.ui.messages import (
    BackToMenu,
    ChangeTable,
    CopyLink,
    CopySaved,
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
from web.ui.saves import PREFIX, Record
from web.ui.session import Session
from web.ui.update.start import new_game
from web.ui.update.table import close, enter, leave, save

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
                return save(model, session, session.snapshot(model.env.clock()))
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


Stored = SaveFailed | SaveRefused | CopySaved | StorageChanged | StoredNow


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
        case SaveRefused(tried, replaced, newer, problem):
            if session is None or session.record.identity != tried.identity:
                return _left_behind(model, tried, newer, problem)
            return _elsewhere(model, session, newer, problem, replaced)
        case CopySaved(record):
            if session is None or session.record.identity != record.identity:
                model.notice = _(
                    "Your game is kept as a new saved game: another tab had put something "
                    "else in its place."
                )
                return []
            session.record, session.stored, session.apart = record, record.version, None
            session.saved, session.save_failed = len(session.game.history), False
            model.alert, model.notice = "", _("Your game is saved as a new game.")
        case StorageChanged(key):
            commands: list[Command] = [Refresh(key)]
            if isinstance(model.screen, Start):
                model.screen = replace(model.screen, saves=None)  # listed anew
            elif session is not None and (key is None or key.endswith(PREFIX + session.record.id)):
                commands.append(CheckStored(session.record.id))
            return commands
        case StoredNow(record, problem) if session is not None:
            return _elsewhere(model, session, record, problem, session.stored)
    return []


def save_as_new(model: Model, session: Session) -> list[Command]:
    """Keep the game on screen as a new save, its own place being taken elsewhere."""
    if session.apart is None:
        return []
    return [SaveCopy(session.snapshot(model.env.clock()))]


def _elsewhere(
    model: Model, session: Session, newer: Record | None, problem: str, known: int | None
) -> list[Command]:
    """Another tab changed the place of the game on screen, where this tab knows
    version ``known`` (None: nothing) is stored: ``newer`` is there now, or nothing
    (deleted, or unreadable as ``problem`` says). This tab never writes over it: it
    follows the same game's newer moves, closes a game deleted there, takes a new
    place for a game it never stored, and otherwise keeps the game apart for the
    player to keep as a new save or leave."""
    if session.apart is not None:
        return []
    if newer is None and not problem:
        if known is None:  # nothing was stored here yet: nothing was deleted
            return []
        close(model)
        model.notice, model.alert = "", _("This game was deleted in another tab.")
        return []
    if newer is None:
        return _apart(
            model,
            session,
            _("another version of the page changed it, and this one cannot read it ({problem})")
            .format(problem=problem),
        )
    if newer.identity != session.record.identity:
        if known is None:
            return [SaveCopy(session.snapshot(model.env.clock()))]
        return _apart(model, session, _("another tab saved a different game in its place"))
    if newer.version == known:
        return []
    if known is None or newer.version > known:
        return _went_on(model, newer)
    return _apart(model, session, _("another tab set it back to an earlier position"))


def _apart(model: Model, session: Session, reason: str) -> list[Command]:
    """Keep the game on screen apart from storage until the player chooses."""
    session.apart, session.save_failed = reason, True
    model.notice = ""
    model.alert = _(
        "This game's save was changed elsewhere: {reason}. Your game stays here as it is: "
        "keep it as a new saved game, or go back to the menu and leave it."
    ).format(reason=reason)
    return []


def _left_behind(
    model: Model, tried: Record, newer: Record | None, problem: str
) -> list[Command]:
    """A game left for the menu could not be saved in its place: it went on or was
    deleted in another tab (as that tab has it), or is kept as a new save."""
    if newer is not None and newer.identity == tried.identity:
        model.notice = _("This game went on in another tab: its saved game has those moves.")
        return []
    if newer is None and not problem:
        model.notice = _("This game was deleted in another tab.")
        return []
    return [SaveCopy(tried, current=False)]


def _went_on(model: Model, newer: Record) -> list[Command]:
    """Another tab went on with the game on screen: show its newer position."""
    model.notice = ""
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
