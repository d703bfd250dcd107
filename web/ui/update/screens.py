"""The core's side of a feature's :class:`~web.ui.outcome.Outcome`: what happened said,
the screen chosen (the feature's own, or where it went), its commands returned. The
converted features never set ``model.screen``; this module and the router do."""

from __future__ import annotations

from typing import TypeVar

from web.ui.commands import Command
from web.ui.model import Model, Screen
from web.ui.outcome import GoStart, Outcome
from web.ui.start.model import Start

S = TypeVar("S")


def own(screen: Screen, kind: type[S]) -> S | None:
    """``screen`` if it is a ``kind`` (the feature's), else None."""
    return screen if isinstance(screen, kind) else None


def settle(model: Model, outcome: Outcome[Screen | None]) -> list[Command]:
    """Carry out ``outcome`` on ``model``: its words, then its screen or where it went."""
    if outcome.notice is not None:
        model.notice = outcome.notice
    if outcome.alert is not None:
        model.alert = outcome.alert
    match outcome.go:
        case GoStart(page):
            model.screen = Start(page=page)
        case None if outcome.screen is not None:
            model.screen = outcome.screen
    return outcome.commands
