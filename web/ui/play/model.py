"""The screens of a game being played (:mod:`web.ui.play`): the game on screen, and
the hand-over before a secret hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from web.ui.session import Session


@dataclass(frozen=True)
class HandOver:
    """A secret hand waits until the person to move says they hold the device."""

    name: ClassVar[str] = "handoff"
    session: Session


@dataclass(frozen=True)
class Playing:
    """A game on screen."""

    name: ClassVar[str] = "game"
    session: Session
