"""What can happen on the start screen (:mod:`web.ui.start`): a game started from its
form or at once against the computer, the form changed, the last table with computers
read. :mod:`web.ui.messages` builds the page's unions from the ones here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class StartGame:
    """Start the table set up on the form."""

    action: ClassVar[str] = "start"


@dataclass(frozen=True)
class QuickStart:
    """Play ``game`` against the computer at once (the last such table, or the usual)."""

    game: str


@dataclass(frozen=True)
class SetUp:
    """Go to the form, set to ``game``."""

    game: str


@dataclass(frozen=True)
class MoveUp:
    """Swap the form's seat ``index`` with the one before it."""

    index: int


@dataclass(frozen=True)
class ChooseGame:
    """The form's game changed."""

    game: str


@dataclass(frozen=True)
class FormField:
    """Another input of the form changed (its ``data-field`` and value)."""

    name: str
    value: str


@dataclass(frozen=True)
class TableRead:
    """The last table with computers kept for ``game`` (None: none, or unreadable)."""

    game: str
    table: object


Plain = StartGame
"""Its buttons with nothing to say beyond their name."""

Intent = QuickStart | SetUp | MoveUp
"""Its buttons with an argument."""

Form = Plain | Intent | TableRead | ChooseGame | FormField
"""Everything that happens to the form (:func:`web.ui.start.update.form`)."""
