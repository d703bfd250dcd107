"""The puzzles solved on this device: one storage entry, a JSON list of ``game/id``
texts, read by the bounded reader and checked before anything of it is used.

>>> read(None)
(frozenset(), '')
>>> read('["tsuro/0123456789", "shangrila/abcdef0123"]')[0] == {
...     "tsuro/0123456789", "shangrila/abcdef0123"}
True
>>> read('{"tsuro": 1}')
(frozenset(), 'it is not a list of puzzles')
>>> read('["tsuro/0123456789", 7]')[1]
'it is not a list of puzzles'
>>> encode(frozenset({"tsuro/0123456789"}))
'["tsuro/0123456789"]'
"""

from __future__ import annotations

import json
import re

from game.i18n import _
from web.ui.bounded import read_json

#: The entry's key (after the site's namespace).
KEY = "shangrila-tsuro/puzzles-solved"
#: The most puzzles kept as solved (more than are shipped).
MOST = 2_000
#: The longest entry read.
LENGTH = MOST * 24
#: A puzzle as the entry names it.
_NAME = re.compile(r"(tsuro|shangrila)/[0-9a-f]{10}")


def read(text: str | None) -> tuple[frozenset[str], str]:
    """The puzzles solved that ``text`` (the entry, None: none) names, and why it could
    not be read ("" if it could): a damaged entry counts as none."""
    if text is None:
        return frozenset(), ""
    try:
        data = read_json(text, LENGTH)
    except ValueError as reason:
        return frozenset(), str(reason)
    if (
        not isinstance(data, list)
        or len(data) > MOST
        or not all(isinstance(name, str) and _NAME.fullmatch(name) for name in data)
    ):
        return frozenset(), _("it is not a list of puzzles")
    return frozenset(data), ""


def encode(solved: frozenset[str]) -> str:
    """The entry for ``solved`` (the first :data:`MOST` in order)."""
    return json.dumps(sorted(solved)[:MOST])
