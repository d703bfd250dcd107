"""Small helpers that both board views use to write SVG and HTML as text.

Markup is built as strings (fast in Pyodide, no DOM needed in tests). Every
interactive element gets the same four attributes, so the page and the tests
find it by role and name:

>>> tag("rect", {"x": 1, "class": "space"})
'<rect x="1" class="space"/>'
>>> tag("g", interactive("village:E", "Village E"), "…")
'<g role="button" tabindex="0" data-target="village:E" aria-label="Village E">…</g>'
>>> button("cancel", "Cancel", "Cancel the journey")  # doctest: +NORMALIZE_WHITESPACE
'<button type="button" class="cancel" data-target="cancel"
  aria-label="Cancel the journey">Cancel</button>'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from game.i18n import _

Attrs = dict[str, object]


def esc(text: object) -> str:
    """``text`` made safe inside an element or an attribute value.

    >>> esc('a<b & "c"')
    'a&lt;b &amp; &quot;c&quot;'
    """
    text = str(text)
    return escape(text, quote=True) if _SPECIAL.search(text) else text


_SPECIAL = re.compile("[&<>\"']")


def tag(name: str, attrs: Attrs | None = None, body: str | None = None) -> str:
    """One element; ``None`` attribute values are left out, ``body=None`` closes it empty."""
    parts = [name]
    for key, value in (attrs or {}).items():
        if isinstance(value, str):
            parts.append(f'{key}="{esc(value)}"')
        elif value is not None:
            parts.append(f'{key}="{value}"')
    opening = " ".join(parts)
    if body is None:
        return f"<{opening}/>"
    return f"<{opening}>{body}</{name}>"


def interactive(target: str, label: str, *, pressed: bool | None = None) -> Attrs:
    """The attributes of a clickable board element (``pressed``: a toggled selection)."""
    return {
        "role": "button",
        "tabindex": "0",
        "data-target": target,
        "aria-label": label,
        "aria-pressed": None if pressed is None else str(pressed).lower(),
    }


def described(label: str) -> Attrs:
    """The attributes of a board element that is only looked at: an image with a name."""
    return {"role": "img", "aria-label": label}


def button(
    target: str, text: str, label: str | None = None, css: str | None = None, key: str = ""
) -> str:
    """An HTML button for the side panel, found by ``data-target`` and by its name;
    ``key``, the key that does the same, is shown after its text where there is a
    keyboard (web/style.css hides it on a touch screen)."""
    attrs: Attrs = {
        "type": "button",
        "class": css or target.split(":")[0],
        "data-target": target,
        "aria-label": label,
    }
    shown = f' <span class="key-hint">({esc(key)})</span>' if key else ""
    return tag("button", attrs, esc(text) + shown)


def svg(
    width: float,
    height: float,
    body: str,
    label: str,
    kind: str,
    fresh: bool = False,
    focusable: bool = False,
) -> str:
    """A root ``<svg>`` that scales to its container (a viewBox, no pixel size);
    ``fresh`` when it shows moves just played (their marks are then animated);
    ``focusable``: a tab stop itself (a board with no target, in a frame that may
    scroll: the keyboard then pans it).

    >>> svg(10, 5, "", "Board", "demo")  # doctest: +ELLIPSIS
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" class="board demo" ...></svg>'
    """
    attrs: Attrs = {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"0 0 {width:g} {height:g}",
        "class": f"board {kind}" + (" fresh" if fresh else ""),
        "role": "group",
        "aria-label": label,
        "tabindex": "0" if focusable else None,
        "preserveAspectRatio": "xMidYMid meet",
    }
    return tag("svg", attrs, body)


def listing(words: Sequence[str]) -> str:
    """Words joined for a sentence.

    >>> listing(["Ann"]), listing(["Ann", "Bo"]), listing(["Ann", "Bo", "Cy"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Cy')
    """
    if len(words) < 2:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def count(number: int, word: str) -> str:
    """``number`` and ``word``, plural unless it is one.

    >>> count(1, "move"), count(3, "tile"), count(0, "village")
    ('1 move', '3 tiles', '0 villages')
    """
    return f"{number} {word}{'' if number == 1 else 's'}"


def fmt(number: float) -> str:
    """A coordinate with at most one decimal, as short as possible.

    >>> fmt(12.0), fmt(3.14159), fmt(-0.04)
    ('12', '3.1', '0')
    """
    text = f"{number:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text
