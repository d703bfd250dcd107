"""The core's side of a feature's :class:`~web.ui.outcome.Outcome`: what happened said,
the screen chosen (the feature's own, or where it went; a game on screen left, and
saved, first), its commands returned. The converted features never set
``model.screen``; this module and the router do."""

from __future__ import annotations

from typing import TypeVar

from web.ui.commands import Command
from web.ui.model import Model, Screen
from web.ui.outcome import GoClosed, GoGame, GoOpen, GoStart, Outcome
from web.ui.play.model import HandOver, Playing
from web.ui.play.turns import close, enter, leave, show_turn
from web.ui.start.model import Start

S = TypeVar("S")


def own(screen: Screen, kind: type[S]) -> S | None:
    """``screen`` if it is a ``kind`` (the feature's), else None."""
    return screen if isinstance(screen, kind) else None


def settle(model: Model, outcome: Outcome[Screen | None]) -> list[Command]:
    """Carry out ``outcome`` on ``model``: its words, then its screen or where it went
    (leaving the game on screen for another screen: the game saved, its room left)."""
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
    session = model.session
    left = (
        [] if session is None or isinstance(screen, HandOver | Playing) else leave(model, session)
    )
    model.screen = screen
    return left + outcome.commands
