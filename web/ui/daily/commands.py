"""What the daily challenge asks of the browser."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from web.ui.commands import Command


@dataclass(frozen=True)
class ShareResult(Command):
    """Copy ``text`` followed by the page's address with ``fragment`` (a daily link) to
    the clipboard: answer ``DailyShared`` with the address."""

    game: str
    text: str
    fragment: str


@dataclass(frozen=True)
class KeepDaily(Command):
    """Read what this device keeps of the daily challenges (:mod:`web.ui.daily.kept`),
    changed first by ``change`` if any: the scored attempt of ``kind``'s challenge of
    ``day`` ``"started"`` or ``"over"``, today ``"seen"``, or a ``"friend"``'s ``game``
    kept. Answer ``DailyRead``."""

    change: Literal["", "started", "over", "seen", "friend"] = ""
    kind: str = ""
    day: date | None = None
    game: str = ""


@dataclass(frozen=True)
class CheckComputers(Command):
    """Ask the computer players whether every computer's move of a friend's ``game``
    of ``kind``'s challenge of ``day`` is the one the day's computers play there:
    answer ``ComputersChecked``."""

    kind: str
    day: date
    game: str


DailyCommand = ShareResult | KeepDaily | CheckComputers
"""The daily challenge's commands."""
