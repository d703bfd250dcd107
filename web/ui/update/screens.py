"""The core's side of a feature's :class:`~web.ui.outcome.Outcome`: what happened said,
the screen chosen (the feature's own, or where it went; a game on screen left, and
saved, first), its commands returned; and the game's screens: a game opened, its turn
shown (the hand-over before a secret hand, or the board), the game left. No feature
sets ``model.screen``; this module and the router do."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from game.core import Game
from game.i18n import _
from web.ui.commands import SPLIT_ABOVE, Command, FollowLog, ForgetCurrent, Opening, StartBots
from web.ui.live.commands import LeaveRoom
from web.ui.model import Model, Screen
from web.ui.outcome import GoClosed, GoGame, GoOpen, GoStart, Outcome
from web.ui.play.model import HandOver, Playing
from web.ui.play.turns import news_since, next_turn
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Session
from web.ui.start.model import Start
from web.ui.update.table import changed, opened, save

S = TypeVar("S")


def own(screen: Screen, kind: type[S]) -> S | None:
    """``screen`` if it is a ``kind`` (the feature's), else None."""
    return screen if isinstance(screen, kind) else None


def settle(model: Model, outcome: Outcome[Screen | None]) -> list[Command]:
    """Carry out ``outcome`` on ``model``: its words, then its screen or where it went
    (leaving the game on screen for another screen: the game saved, its room left)."""
    session = model.session
    if outcome.follow is not None and session is not None:
        moved = outcome.follow == "moved"
        carried = changed(model, session) if moved else next_turn(model, session)
        outcome = replace(outcome, commands=[*outcome.commands, *carried])
    if outcome.notice is not None:
        model.notice = outcome.notice
    if outcome.alert is not None:
        model.alert = outcome.alert
    screen: Screen | None = outcome.screen
    match outcome.go:
        case GoStart(page):
            screen = Start(page=page)
        case GoGame(game):
            return outcome.commands + show_turn(model, game)
        case GoOpen(record, game, opening, or_else):
            opened = outcome.commands + enter(model, record, game, opening)
            return opened if model.session is not None else [*opened, *or_else]
        case GoClosed():
            close(model)
            return outcome.commands
    if screen is None:
        return outcome.commands
    left = (
        [] if session is None or isinstance(screen, HandOver | Playing) else leave(model, session)
    )
    model.screen = screen
    return left + outcome.commands


def enter(model: Model, record: Record, game: Game, opening: Opening) -> list[Command]:
    """Open ``game`` of ``record``, saving it over the stored version the opening
    replaces; on a failure, the start screen and the opening's words for it."""
    try:
        session = Session.open(record, game)
    except ValueError as reason:
        close(model)
        model.alert = _("{failure}: {reason}.").format(failure=opening.failure, reason=reason)
        return []
    session.stored, session.new_since = opening.replaces, opening.new_since
    model.screen = Playing(session)
    commands: list[Command] = []
    here = [session.computer(p) for p in game.players if session.plays_here(p)]
    if any(here):  # a computer plays here: its worker starts (and the others of a split search)
        commands.append(StartBots("hard" in here and len(game.players) > SPLIT_ABOVE))
    commands += save(session, record)
    commands += opened(model, session)  # a live table's room; a game opened finished kept
    commands.append(FollowLog())
    if opening.new_since is not None:
        model.notice = news_since(session, opening.new_since)
    elif opening.notice:
        model.notice = opening.notice
    if opening.review is not None:
        session.review = Review.of(session, opening.review)
    return commands + show_turn(model, session)


def leave(model: Model, session: Session) -> list[Command]:
    """Back to the start screen; the game stays saved (written now if it was not)."""
    commands: list[Command] = [LeaveRoom()] if session.live is not None else []
    if session.saved != len(session.game.history):
        commands = save(session, session.snapshot(model.env.clock()), current=False)
    close(model)
    return [*commands, ForgetCurrent()]


def close(model: Model) -> None:
    """The start screen (its saves read anew; the form of live hosts closed)."""
    model.screen = Start()
    model.network = replace(model.network, form=None)


def show_turn(model: Model, session: Session) -> list[Command]:
    """The screen of the player to move, and a computer's turn asked for."""
    model.screen = HandOver(session) if session.needs_hand_over() else Playing(session)
    return next_turn(model, session)
