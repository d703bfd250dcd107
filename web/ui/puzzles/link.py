"""A link to one puzzle: the page's address with ``#puzzle=<game>/<id>``. It opens that
puzzle and nothing else: it carries no game and saves nothing.

>>> fragment("tsuro", "0123456789")
'puzzle=tsuro/0123456789'
>>> is_puzzle_link("#puzzle=tsuro/0123456789"), is_puzzle_link("#v=1&g=T1.x")
(True, False)
>>> read("#puzzle=tsuro/0123456789")
('tsuro', '0123456789')
>>> read("#puzzle=tsuro/<b>")
Traceback (most recent call last):
ValueError: this link is damaged: it names no puzzle
"""

from __future__ import annotations

import re

from game.i18n import _

#: How a puzzle link's fragment begins.
PREFIX = "puzzle="
#: The longest fragment read as a puzzle link.
MAX_LENGTH = 64
#: A puzzle as a link names it (as the solved marks do).
_NAME = re.compile(r"(tsuro|shangrila)/([0-9a-f]{10})")


def fragment(game: str, id: str) -> str:
    """The fragment (without ``#``) of the link to ``game``'s puzzle ``id``."""
    return f"{PREFIX}{game}/{id}"


def is_puzzle_link(address: str) -> bool:
    """True when a URL fragment is meant as a puzzle link (even a damaged one)."""
    return address.lstrip("#")[: len(PREFIX)].lower() == PREFIX


def read(address: str) -> tuple[str, str]:
    """The game and id a puzzle link names, or ValueError saying what is wrong (the
    caller checks that the puzzle exists)."""
    text = address.lstrip("#")
    named = _NAME.fullmatch(text[len(PREFIX) :]) if len(text) <= MAX_LENGTH else None
    if named is None:
        raise ValueError(_("this link is damaged: it names no puzzle"))
    return named[1], named[2]
