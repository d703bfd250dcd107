"""What every screen has: the frame of regions the page fills, the messages, the
choice of theme and language, and the drawings both boards reuse (written once into
``index.html``).

>>> print(messages("", "Link copied."))
<p class="notice fades">Link copied.</p>
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape
from typing import TypeVar

from game.i18n import LANGUAGES, _
from web.ui.prefs import PACES, THEMES
from web.ui.shangrila import art as shangrila_art
from web.ui.tsuro import art as tsuro_art

Key = TypeVar("Key", bound=str)


def sprite() -> str:
    """The drawings both boards reuse, once in the page (boards ``<use>`` them by id):
    ``scripts/page_files.py`` writes it into ``index.html``, outside the screens, so
    that the page never draws it again."""
    return (
        '<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">'
        f"<defs>{shangrila_art.symbols()}{tsuro_art.SYMBOLS}</defs></svg>"
    )


def layout(game: bool) -> str:
    """A screen's frame (a game's, or any other): empty regions, by id, to fill."""
    if game:
        return (
            '<div class="game-screen">'
            '<div id="messages" class="messages" aria-live="polite"></div>'
            '<div id="announce" class="sr-only" aria-live="polite"></div>'
            '<div id="status" class="status" role="status" tabindex="-1"></div>'
            '<div class="play"><div id="board" class="board"></div>'
            '<aside id="panel" class="panel"></aside>'
            '<div id="analysis" class="analysis"></div></div>'
            '<div id="analysis-said" class="sr-only" aria-live="polite"></div>'
            '<div id="tools" class="tools"></div>'
            f'<section id="log" class="log" tabindex="0" aria-label="{_("Moves")}"></section>'
            "</div>"
        )
    return (
        '<div id="messages" class="messages" aria-live="polite"></div>'
        '<div id="screen"></div><div id="tools" class="tools"></div>'
    )


def fill(layout: str, regions: dict[str, str]) -> str:
    """The screen's whole markup: ``layout`` with each region's HTML inside the empty
    element of its id (what the page shows once it has drawn them).

    >>> fill('<div id="a" class="x"></div><p id="b"></p>', {"a": "<b>1</b>", "b": "2"})
    '<div id="a" class="x"><b>1</b></div><p id="b">2</p>'
    """
    return _REGION.sub(lambda m: m[1] + regions.get(m[3], "") + m[4], layout)


#: An empty region of a layout: its opening tag (and the id in it), its closing tag.
_REGION = re.compile(r'(<(\w+) id="([\w-]+)"[^>]*>)(</\2>)')


def messages(alert: str, notice: str) -> str:
    """The alert (something went wrong) and the notice (something happened): the
    notice fades away after a few seconds (``fades``, web/style.css), so that it never
    stays over the controls beneath; the alert stays until the next action."""
    parts = []
    if alert:
        parts.append(f'<p class="alert" role="alert">{escape(alert)}</p>')
    if notice:
        parts.append(f'<p class="notice fades">{escape(notice)}</p>')
    return "".join(parts)


def preferences(theme: str, language: str, pace: str | None = None) -> str:
    """The choice of theme and of language (kept on this device), which every screen
    has, and where computers play (the start screen, a game, the daily challenge) the
    choice of their ``pace``. Each language is named in itself."""
    themes = _options(THEMES, theme)
    languages = "".join(
        f'<option value="{key}" lang="{key}"{" selected" if key == language else ""}>'
        f"{words}</option>"
        for key, words in LANGUAGES.items()
    )
    paces = (
        f'<label class="pace">{_("Computer moves")} '
        f'<select data-field="pace">{_options(PACES, pace)}</select></label>'
        if pace is not None
        else ""
    )
    return (
        f'<label class="theme">{_("Theme")} <select data-field="theme">{themes}</select></label>'
        f'<label class="language">{_("Language")} '
        f'<select data-field="language">{languages}</select></label>{paces}'
    )


def _options(choices: Mapping[Key, str], chosen: str) -> str:
    """``choices`` (value: words to translate) as a select's options, ``chosen`` selected."""
    return "".join(
        f'<option value="{key}"{" selected" if key == chosen else ""}>{_(words)}</option>'
        for key, words in choices.items()
    )


def named(template: str, **names: str) -> str:
    """``template`` (words) as HTML with each of ``names`` put in, isolated in ``<bdi>``
    so that a name written right to left never turns the sentence around it.

    >>> named("Waiting for {name}.", name="<Ann>")
    'Waiting for <bdi>&lt;Ann&gt;</bdi>.'
    """
    return escape(template).format(**{key: bdi(name) for key, name in names.items()})


def bdi(name: str) -> str:
    """A name as HTML, isolated from the words around it."""
    return f"<bdi>{escape(name)}</bdi>"
