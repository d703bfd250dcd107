"""The saved games: listed on the start screen, continued, made, deleted; and storage's
answers about the game on screen (a write refused, other tabs' changes, a copy kept
apart). ``saves`` and ``stored`` return an :class:`~web.ui.outcome.Outcome`: the start
screen as it is now, or where a game goes (opened, or closed), which the core carries
out."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

import game as engines
from game.i18n import _, ngettext
from web.ui.commands import (
    CheckStored,
    Command,
    Delete,
    ForgetCurrent,
    Opening,
    ReadSave,
    Refresh,
    SaveCopy,
)
from web.ui.daily.model import friends
from web.ui.env import Env
from web.ui.outcome import GoClosed, GoOpen, Outcome
from web.ui.saved import Record
from web.ui.saves import PREFIX
from web.ui.session import Session
from web.ui.start.model import Start
from web.ui.storage.messages import (
    EVERY_DAMAGED,
    AskDelete,
    ConfirmDelete,
    Continue,
    CopySaved,
    DeleteRefused,
    FewerSaves,
    KeepSave,
    Loaded,
    RecordMade,
    SaveFailed,
    SaveRefused,
    Saves,
    SavesListed,
    ShowSaves,
    StorageChanged,
    Stored,
    StoredNow,
)

if TYPE_CHECKING:
    from web.ui.model import Model

#: What a save's message comes to: the start screen now, or where a game goes.
Stood = Outcome[Start | None]


def stored(model: Model, message: Stored) -> Stood:
    """What storage did with a save, or another tab did to it."""
    session = model.session
    match message:
        case SaveFailed(version):
            model.notice = ""
            if session is None:
                model.alert = _(
                    "This browser did not keep the game's last moves: its storage is full."
                )
                return Outcome(None)
            session.stored, session.saved, session.save_failed = version, -1, True
            model.alert = _(
                "This browser did not keep the last move: its storage is full. The game goes "
                "on here and is saved again at the next move; to make room, delete old games "
                "from the menu, or copy the link to keep this one."
            )
        case SaveRefused(tried, replaced, newer, problem):
            if session is None or session.record.identity != tried.identity:
                return Outcome(None, _left_behind(model, tried, newer, problem))
            return _elsewhere(model, session, newer, problem, replaced)
        case CopySaved(record):
            if session is None or session.record.identity != record.identity:
                model.notice = _(
                    "Your game is kept as a new saved game: another tab had put something "
                    "else in its place."
                )
                return Outcome(None)
            session.record, session.stored, session.apart = record, record.version, None
            session.saved, session.save_failed = len(session.game.history), False
            model.alert, model.notice = "", _("Your game is saved as a new game.")
        case StorageChanged(key):
            if isinstance(model.screen, Start):  # listed anew
                return Outcome(replace(model.screen, saves=None), [Refresh(key)])
            if session is not None and (key is None or key.endswith(PREFIX + session.record.id)):
                return Outcome(None, [Refresh(key), CheckStored(session.record.id)])
            return Outcome(None, [Refresh(key)])
        case DeleteRefused():
            model.notice = _(
                "Nothing was deleted: another tab had put another game in the place of"
                " the one you chose. The list is shown anew."
            )
            start = model.screen if isinstance(model.screen, Start) else None
            return Outcome(None if start is None else replace(start, saves=None), [Refresh(None)])
        case StoredNow(record, problem) if session is not None:
            return _elsewhere(model, session, record, problem, session.stored)
    return Outcome(None)


def save_as_new(model: Model, session: Session) -> list[Command]:
    """Keep the game on screen as a new save, its own place being taken elsewhere."""
    if session.apart is None or friends(session.record):  # (a friend's game: never kept)
        return []
    return [SaveCopy(session.snapshot(model.env.clock()))]


def _elsewhere(
    model: Model, session: Session, newer: Record | None, problem: str, known: int | None
) -> Stood:
    """Another tab changed the place of the game on screen, where this tab knows
    version ``known`` (None: nothing) is stored: ``newer`` is there now, or nothing
    (deleted, or unreadable as ``problem`` says). This tab never writes over it: it
    follows the same game's newer moves, closes a game deleted there, takes a new
    place for a game it never stored, and otherwise keeps the game apart for the
    player to keep as a new save or leave."""
    if session.apart is not None:
        return Outcome(None)
    if newer is None and not problem:
        if known is None:  # nothing was stored here yet: nothing was deleted
            return Outcome(None)
        alert = _("This game was deleted in another tab.")
        return Outcome(None, notice="", alert=alert, go=GoClosed())
    if newer is None:
        return _apart(
            model,
            session,
            _(
                "another version of the page changed it, and this one cannot read it ({problem})"
            ).format(problem=problem),
        )
    if newer.identity != session.record.identity:
        if known is None:
            return Outcome(None, [SaveCopy(session.snapshot(model.env.clock()))])
        return _apart(model, session, _("another tab saved a different game in its place"))
    if newer.version == known:
        return Outcome(None)
    if known is None or newer.version > known:
        return _went_on(newer)
    return _apart(model, session, _("another tab set it back to an earlier position"))


def _apart(model: Model, session: Session, reason: str) -> Stood:
    """Keep the game on screen apart from storage until the player chooses."""
    session.apart, session.save_failed = reason, True
    model.notice = ""
    model.alert = _(
        "This game's save was changed elsewhere: {reason}. Your game stays here as it is: "
        "keep it as a new saved game, or go back to the menu and leave it."
    ).format(reason=reason)
    return Outcome(None)


def _left_behind(model: Model, tried: Record, newer: Record | None, problem: str) -> list[Command]:
    """A game left for the menu could not be saved in its place: it went on or was
    deleted in another tab (as that tab has it), or is kept as a new save."""
    if newer is not None and newer.identity == tried.identity:
        model.notice = _("This game went on in another tab: its saved game has those moves.")
        return []
    if newer is None and not problem:
        model.notice = _("This game was deleted in another tab.")
        return []
    return [SaveCopy(tried, current=False)]


def _went_on(newer: Record) -> Stood:
    """Another tab went on with the game on screen: show its newer position."""
    try:
        game = engines.decode(newer.game)
    except ValueError:
        alert = _("This game was changed in another tab and can no longer be read.")
        return Outcome(None, notice="", alert=alert, go=GoClosed())
    opening = Opening(
        _("This game was changed in another tab"),
        _("This game went on in another tab: here is its latest position."),
        replaces=newer.version,
    )
    return Outcome(None, notice="", go=GoOpen(newer, game, opening))


def saves(screen: Start | None, env: Env, message: Saves, deleting: str | None) -> Stood:
    """The saved games: listed on the start ``screen`` (None: another is on show),
    opened, made, deleted (``deleting`` is the one asked about before this message)."""
    match message:
        case Continue(record_id):
            return Outcome(None, [ReadSave(record_id)])
        case Loaded(record, problem, resumed, review):
            return _continue(env.today(), record, problem, resumed, review)
        case RecordMade(record, game, opening):
            return Outcome(None, go=GoOpen(record, game, opening))
        case SavesListed() if screen is not None:
            return Outcome(replace(screen, saves=message))
        case AskDelete(key) if screen is not None:
            return Outcome(replace(screen, deleting=key))
        case ConfirmDelete() if deleting == EVERY_DAMAGED and screen is not None:
            damaged = [key for key, _reason in screen.saves.problems] if screen.saves else []
            notice = ngettext(
                "{n} damaged save was deleted.", "{n} damaged saves were deleted.", len(damaged)
            ).format(n=len(damaged))
            return Outcome(Start(page=screen.page), [Delete(key) for key in damaged], notice)
        case ConfirmDelete() if deleting and screen is not None:
            listed = screen.saves.records if screen.saves else ()
            shown = next((r.identity for r in listed if r.id == deleting), None)
            notice = _("The saved game was deleted.")
            return Outcome(Start(page=screen.page), [Delete(deleting, shown)], notice)
        case KeepSave():
            return Outcome(None, notice=_("Nothing was deleted."))
        case ShowSaves(page) if screen is not None:
            return Outcome(replace(screen, page=max(page, 0)))
        case FewerSaves() if screen is not None:
            return Outcome(replace(screen, page=None))
    return Outcome(None)


def _continue(
    today: date, record: Record | None, problem: str, resumed: bool, review: bool = False
) -> Stood:
    """Open a saved game where it was left, to play or to ``review`` from its last move
    (a message if it cannot be)."""
    forget: list[Command] = [ForgetCurrent()] if resumed else []
    try:
        if record is None:
            raise ValueError(problem)
        if record.daily is not None and record.daily.day > today and not review:
            raise ValueError(_("its daily challenge’s day has not come yet by this device’s clock"))
        game = engines.decode(record.game)
    except ValueError as reason:
        alert = _("That saved game could not be opened: {reason}.").format(reason=reason)
        return Outcome(None, forget, alert=alert, go=GoClosed())
    opening = Opening(
        _("That saved game could not be opened"),
        replaces=record.version,
        review=len(game.history) if review else None,
    )
    return Outcome(None, go=GoOpen(record, game, opening, tuple(forget)))
