"""A Babel extractor that reads Python with Python's own parser.

Babel's built-in extractor tokenizes, and Python 3.11's tokenizer sees an f-string as
one token, so a message inside an f-string (``f"<h2>{_('Moves')}</h2>"``) would be
missed; :func:`ast.parse` sees every call. ``babel.cfg`` names it (``scripts/`` is on
``PYTHONPATH`` when ``scripts/catalogs.sh`` runs Babel).
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any


def extract(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[tuple[int, str, Any, list[str]]]:
    """Every call of a gettext keyword (``_``, ``ngettext``…), in the form Babel expects:
    line, function, its arguments (``None`` where not a literal), translator comments."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    lines = source.splitlines()
    calls = [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in keywords
    ]
    for call in sorted(calls, key=lambda c: (c.lineno, c.col_offset)):
        arguments = tuple(
            a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
            for a in call.args
        )
        if not arguments:
            continue
        messages = arguments[0] if len(arguments) == 1 else arguments
        yield call.lineno, call.func.id, messages, _comments(lines, call.lineno, comment_tags)


def _comments(lines: list[str], lineno: int, tags: Collection[str]) -> list[str]:
    """The comment lines just above line ``lineno`` that start with a tag."""
    found: list[str] = []
    index = lineno - 2
    while index >= 0 and lines[index].strip().startswith("#"):
        found.insert(0, lines[index].strip().lstrip("#").strip())
        index -= 1
    for at, text in enumerate(found):
        if any(text.startswith(tag) for tag in tags):
            return found[at:]
    return []
