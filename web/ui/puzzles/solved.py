"""The puzzles solved on this device: one storage entry, a JSON list of ``game/id``
texts, read by the bounded reader and checked before anything of it is used. Names of
puzzles the page does not ship (made up, or of puzzles since taken out) are left out
as it is read, so that the marks always fit and a real solve is always kept.

>>> known = frozenset({"tsuro/0123456789", "shangrila/abcdef0123"})
>>> read(None, known)
(frozenset(), '')
>>> read('["tsuro/0123456789", "shangrila/abcdef0123"]', known)[0] == known
True
>>> read('{"tsuro": 1}', known)[1]  # doctest: +ELLIPSIS
'The puzzles solved on this device could not be read (it is not a list of puzzles): ...'
>>> marks, said = read('["tsuro/0123456789", "tsuro/ffffffffff"]', known)
>>> marks, said  # doctest: +ELLIPSIS
(frozenset({'tsuro/0123456789'}), '1 puzzle marked as solved on this device is not among ...')
>>> encode(frozenset({"tsuro/0123456789"}))
'["tsuro/0123456789"]'
"""

from __future__ import annotations

import json
import re

from game.i18n import _, ngettext
from web.ui.bounded import read_json
from web.ui.puzzles.model import name, puzzles

#: The entry's key (after the site's namespace).
KEY = "shangrila-tsuro/puzzles-solved"
#: The most puzzles kept as solved (more than are shipped).
MOST = 2_000
#: The longest entry read.
LENGTH = MOST * 24
#: A puzzle as the entry names it.
_NAME = re.compile(r"(tsuro|shangrila)/[0-9a-f]{10}")


def read(text: str | None, known: frozenset[str] | None = None) -> tuple[frozenset[str], str]:
    """The puzzles solved that ``text`` (the entry, None: none) names among ``known``
    (by default every shipped puzzle), and what was wrong with it in a sentence (""
    if nothing): a damaged entry counts as none, names of other puzzles are left out."""
    if text is None:
        return frozenset(), ""
    try:
        data = read_json(text, LENGTH)
    except ValueError as reason:
        return frozenset(), _damaged(str(reason))
    if (
        not isinstance(data, list)
        or len(data) > MOST
        or not all(isinstance(name, str) and _NAME.fullmatch(name) for name in data)
    ):
        return frozenset(), _damaged(_("it is not a list of puzzles"))
    names = frozenset(data)
    kept = names & (shipped() if known is None else known)
    if len(kept) == len(names):
        return kept, ""
    dropped = len(names) - len(kept)
    return kept, ngettext(
        "{n} puzzle marked as solved on this device is not among this page’s puzzles:"
        " its mark was left out.",
        "{n} puzzles marked as solved on this device are not among this page’s puzzles:"
        " their marks were left out.",
        dropped,
    ).format(n=dropped)


def _damaged(reason: str) -> str:
    """The sentence that says the entry could not be read, and why."""
    return _(
        "The puzzles solved on this device could not be read ({reason}): "
        "they are shown as not solved."
    ).format(reason=reason)


def shipped() -> frozenset[str]:
    """Every shipped puzzle, named as the entry names them."""
    return frozenset(name(p) for game in ("tsuro", "shangrila") for p in puzzles(game))


def encode(solved: frozenset[str]) -> str:
    """The entry for ``solved`` (the first :data:`MOST` in order)."""
    return json.dumps(sorted(solved)[:MOST])
