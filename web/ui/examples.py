"""What each game's part of the guide is made of, besides its words: worked examples
of the rule book, and captioned pictures of real positions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from game.core import Game


@dataclass(frozen=True)
class Example:
    """A worked example of the rule book: a position, then moves, each with words."""

    title: str
    start: Callable[[], Game]
    steps: tuple[tuple[str, str], ...]  # (move, what it shows)
    intro: str


def figure(body: str, caption: str) -> str:
    """A picture (a board's markup) with its caption."""
    return (
        f'<figure class="guide-picture">{body}<figcaption>{escape(caption)}</figcaption></figure>'
    )
