"""What the daily challenge asks of the browser."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ShareResult:
    """Copy ``text`` followed by the page's address with ``fragment`` (a daily link) to
    the clipboard: answer ``DailyShared`` with the address."""

    game: str
    text: str
    fragment: str


DailyCommand = ShareResult
"""The daily challenge's commands."""
