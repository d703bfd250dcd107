"""The one reader of JSON text from outside the running page: storage entries (any page
of the same origin can write them), peers' messages, the workers' answers.

Python's ``json`` parser recurses once per level of nesting: 20,000 ``[`` overflow
the browser's stack, a fatal error for Pyodide that no ``except`` catches. So the text's
length and nesting are checked first, by a scan that costs one pass over the text and
never recurses (none at all for a text with fewer brackets than the limit); anything
wrong is an :class:`Unreadable` (a ValueError) in the page's words.

>>> read_json('{"a": [1, "[[["]}', 100)
{'a': [1, '[[[']}
>>> read_json("[" * 20_000, 100_000)
Traceback (most recent call last):
web.ui.bounded.Unreadable: it is nested too deeply to be anything this page writes
>>> read_json("x" * 101, 100)
Traceback (most recent call last):
web.ui.bounded.Unreadable: it is far longer than anything this page writes
>>> depth('{"a": [[]], "b": "]]]]"}'), depth("[[[", limit=1)
(3, 2)
"""

from __future__ import annotations

import json
import re

from game.i18n import _

#: The deepest nesting read: what this page writes nests at most four levels.
MAX_DEPTH = 32
#: A JSON string (its closing quote optional, so that an unclosed one is matched at
#: once rather than tried again from every quote after it).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
#: A bracket.
_BRACKET = re.compile(r"[\[\]{}]")


class Unreadable(ValueError):
    """A text from outside the page that is not read: too long, nested too deeply, or
    not JSON (the message says which, in the page's words)."""


def depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply ``text``'s brackets nest outside its strings; the scan stops once
    past ``limit`` (then the result is ``limit + 1``). Its strings are taken out by one
    regular expression, then only its brackets are looked at."""
    level = deepest = 0
    for found in _BRACKET.finditer(_STRING.sub("", text)):
        if found.group() in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if deepest > limit:
                    break
        elif level:
            level -= 1
    return deepest


def read_json(text: str | None, length: int, nesting: int = MAX_DEPTH) -> object:
    """``text`` parsed, if it is at most ``length`` characters long and nests at most
    ``nesting`` levels; :class:`Unreadable` otherwise (and for no text or not JSON)."""
    if text is None:
        raise Unreadable(_("it is not readable (damaged data)"))
    if len(text) > length:
        raise Unreadable(_("it is far longer than anything this page writes"))
    brackets = text.count("[") + text.count("{")  # (those in strings too: at least as many)
    if brackets > nesting and depth(text, nesting) > nesting:
        raise Unreadable(_("it is nested too deeply to be anything this page writes"))
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise Unreadable(_("it is not readable (damaged data)")) from None
