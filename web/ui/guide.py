"""How to play each game, in the page: short sections in the project's own words,
illustrated by the board views drawing real positions.

>>> html = guide("tsuro")
>>> "How to play Tsuro" in html and "<svg" in html
True
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache
from html import escape
from typing import Any

from game.core import Game
from game.i18n import _, language
from web.ui.examples import Example
from web.ui.games import GAMES
from web.ui.intents import button
from web.ui.messages import CloseGuide, GuideStep
from web.ui.shangrila import guide as shangrila_guide
from web.ui.tsuro import guide as tsuro_guide
from web.ui.view import Scene

#: Each game's sections, by key: (title, paragraphs).
SECTIONS: dict[str, list[tuple[str, list[str]]]] = {
    "shangrila": shangrila_guide.SECTIONS,
    "tsuro": tsuro_guide.SECTIONS,
}
#: Each game's worked examples, by key.
EXAMPLES: dict[str, tuple[Example, ...]] = {
    "shangrila": shangrila_guide.EXAMPLES,
    "tsuro": tsuro_guide.EXAMPLES,
}
#: Each game's picture of a real position, with its caption, by key.
PICTURES: dict[str, Callable[[], str]] = {
    "shangrila": shangrila_guide.picture,
    "tsuro": tsuro_guide.picture,
}


def guide(key: str, step: int = 0) -> str:
    """The guide of game ``key`` as a section of HTML, its worked examples shown at
    ``step`` (counted through all of them)."""
    kind = GAMES[key]
    parts = [
        '<section class="guide" aria-labelledby="guide-title">'
        f'<h2 id="guide-title" tabindex="-1">'
        f"{escape(_('How to play {game}').format(game=_(kind.title)))}</h2>"
    ]
    for title, paragraphs in SECTIONS[key]:
        text = "".join(f"<p>{escape(_(paragraph))}</p>" for paragraph in paragraphs)
        parts.append(f"<h3>{escape(_(title))}</h3>{text}")
    parts.append(_picture(key, language()))
    parts.append(_example(key, step))
    parts.append(button(CloseGuide(), _("Back"), primary=True))
    return "".join(parts) + "</section>"


def steps(key: str) -> int:
    """How many steps the worked examples of game ``key`` have in all (each example's
    position before its first move counts as one)."""
    return sum(len(example.steps) + 1 for example in EXAMPLES[key])


def _example(key: str, step: int) -> str:
    """The worked examples, at ``step``: the position and what the last move showed,
    with buttons to step back and forth."""
    step = max(0, min(step, steps(key) - 1))
    at = step
    for example in EXAMPLES[key]:
        if at <= len(example.steps):
            break
        at -= len(example.steps) + 1
    game = example.start()
    for move, _words in example.steps[:at]:
        game.play(move)
    words = _(example.steps[at - 1][1] if at else example.intro)
    shown: Any = None
    view = GAMES[key].view
    scene = Scene(game, _names(game), None, False, min(at, 1), False)
    if at < len(example.steps):
        shown = view.showing(scene, example.steps[at][0])
    drawing = view.draw(scene, view.empty() if shown is None else shown)
    buttons = button(
        GuideStep(-1), _("Previous step"), more="" if step > 0 else " disabled"
    ) + button(GuideStep(1), _("Next step"), more="" if step < steps(key) - 1 else " disabled")
    where = _("step {n} of {total}").format(n=at + 1, total=len(example.steps) + 1)
    return (
        f'<h3>{_("Worked examples")}</h3><div class="example" aria-live="polite">'
        f"<p><strong>{escape(_(example.title))}</strong>, {where}: {escape(words)}</p>"
        f'<figure class="guide-picture">{drawing.board}</figure>'
        f'<div class="choices">{buttons}</div></div>'
    )


def _names(game: Game) -> dict[Hashable, str]:
    return {p: _("Player {n}").format(n=i + 1) for i, p in enumerate(game.players)}


@cache
def _picture(key: str, language: str) -> str:
    """A real position drawn by the game's board view, with its caption (in
    ``language``, the one in use)."""
    return PICTURES[key]()
