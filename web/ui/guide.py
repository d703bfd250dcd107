"""How to play each game, in the page: short sections in the project's own words,
illustrated by the board views drawing real positions.

>>> html = guide("tsuro")
>>> "How to play Tsuro" in html and "<svg" in html
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Any

from game import shangrila, tsuro
from game.core import Game
from game.i18n import N_, _, language
from game.shangrila.positions import position
from web.ui.games import GAMES
from web.ui.shangrila import view as shangrila_view
from web.ui.tsuro import view as tsuro_view
from web.ui.view import Scene

#: Each game's sections: (title, paragraphs).
SECTIONS: dict[str, list[tuple[str, list[str]]]] = {
    "shangrila": [
        (
            N_("The goal"),
            [
                N_(
                    "Each player leads the masters of seven disciplines across thirteen "
                    "villages. When the game ends, whoever has the most masters on the board "
                    "wins; between tied players, the one present in more villages wins."
                ),
            ],
        ),
        (
            N_("Setting up"),
            [
                N_(
                    "In turn, each player places one master at a time, one of each "
                    "discipline, on a free space of that discipline. A village holds only a "
                    "few masters at first: with four players at most two of one colour and "
                    "three in all, with three players one and two (and village C, behind red "
                    "walls, is out of play). The page shows what each player still has to "
                    "place, or choose a suggested or random start on the start screen."
                ),
            ],
        ),
        (
            N_("A turn: one action"),
            [
                N_(
                    "Place a master: from your supply onto the free space of its discipline, "
                    "in a village where you already have a master."
                ),
                N_(
                    "Recruit students: one or two, each onto one of your masters that has "
                    "none yet, from your supply."
                ),
                N_(
                    "Journey: choose a village where you have a student and an intact bridge "
                    "out of it. Every student in that village, whatever its colour, crosses "
                    "to the neighbour."
                ),
            ],
        ),
        (
            N_("Which village is stronger"),
            [
                N_(
                    "Before anyone moves, count the tiles (masters and students) in both "
                    "villages: more tiles is stronger; equal, more masters; still equal, the "
                    "destination (a rule option gives it to the origin)."
                ),
                N_(
                    "If the travellers' village is stronger, each student takes the space of "
                    "its discipline: it becomes the master of an empty space, the student of "
                    "its own master, or it sends another colour's master and student home "
                    "and takes their place. If it is weaker, a student only settles on an "
                    "empty space; everywhere else it goes home to its supply."
                ),
                N_(
                    "Then the bridge falls. A village left without bridges gets a stone, and "
                    "nothing happens there again. The page previews every journey before you "
                    "confirm it, as below."
                ),
            ],
        ),
        (
            N_("The end"),
            [
                N_(
                    "The game ends when the eleventh stone is laid (one bridge is left), or "
                    "when nobody can act in a whole round. A player who cannot act passes."
                ),
            ],
        ),
    ],
    "tsuro": [
        (
            N_("The goal"),
            [
                N_(
                    "Keep your pawn on the board longer than everyone else. The last pawn "
                    "standing wins; pawns that leave together share the win."
                ),
            ],
        ),
        (
            N_("Starting"),
            [
                N_(
                    "Each player holds three tiles that nobody else sees, and in turn puts "
                    "a pawn on a free start mark at the edge of the board."
                ),
            ],
        ),
        (
            N_("A turn"),
            [
                N_(
                    "Play a tile from your hand, turned as you like, onto the square your "
                    "pawn faces. Your pawn follows its path to the end, and so does every "
                    "other pawn standing at the edge of that tile. Then draw a tile."
                ),
                N_(
                    "The page shows the chosen tile on the board before you confirm, and says "
                    "where each pawn would go."
                ),
            ],
        ),
        (
            N_("Leaving the board"),
            [
                N_(
                    "A pawn whose path runs off the edge is out, and so are two pawns that "
                    "meet. You may not play a tile that sends your own pawn out while another "
                    "tile or turn in your hand keeps it on; if every choice does, you must "
                    "still play one."
                ),
            ],
        ),
        (
            N_("The dragon tile"),
            [
                N_(
                    "When the pile is empty, the first player who cannot draw takes the "
                    "dragon tile, and draws first when tiles come back (the hand of a player "
                    "who is out is shuffled into the pile). There is no dragon tile with two "
                    "players. A player holding no tile passes."
                ),
            ],
        ),
    ],
}


@dataclass(frozen=True)
class Example:
    """A worked example of the rule book: a position, then moves, each with words."""

    title: str
    start: Callable[[], Game]
    steps: tuple[tuple[str, str], ...]  # (move, what it shows)
    intro: str


def _tsuro_example_start() -> Game:
    return tsuro.new_game(3, seed=0, deck=TSURO_DECK)


#: The deck that deals the Tsuro rule book's example of play (three players).
TSURO_DECK = (
    *(33, 29, 8, 13, 27, 32, 21, 25, 20, 19, 34, 4, 1, 10, 23, 14, 5, 28),
    *(9, 2, 12, 17, 24, 3, 15, 35, 22, 6, 31, 30, 26, 7, 16, 11, 18),
)

EXAMPLES: dict[str, tuple[Example, ...]] = {
    "shangrila": (
        Example(
            N_("The stronger village"),
            lambda: position("rDA+ rRA+ vHA+ yPA bFA yRB+ bHB yYB bPB", to_move="r"),
            (
                (
                    "journey AB",
                    N_(
                        "A (8 tiles) is stronger than B (5): red's Dragonbreeder takes the empty "
                        "space, red's Rainmaker sends yellow's master and student home, violet's "
                        "Healer replaces blue's master; the bridge falls."
                    ),
                ),
            ),
            N_("Red sends the students of village A to village B."),
        ),
        Example(
            N_("The weaker village"),
            lambda: position("vHA+ rRA+ bPA yYA vFA bRB+ yPB+ bYB+ yAB rDB bFB", to_move="v"),
            (
                (
                    "journey AB",
                    N_(
                        "A (7 tiles) is weaker than B (9): violet's Healer settles on the empty "
                        "space; red's Rainmaker finds its space taken and goes home."
                    ),
                ),
            ),
            N_("Violet sends the students of village A to village B."),
        ),
    ),
    "tsuro": (
        Example(
            N_("An example of play"),
            _tsuro_example_start,
            (
                ("start b6.5", N_("Player 1 puts a pawn on a start mark.")),
                ("start a6.6", N_("Player 2 does the same.")),
                ("start b6.4", N_("Player 3 too: every pawn is on the board.")),
                ("play 8r3", N_("Player 1's tile moves player 1, and player 3 who faced it.")),
                ("play 27r0", N_("Player 2's path runs onto player 1's tile.")),
                ("play 21r1", N_("Player 3 plays a tile.")),
                ("play 19r1", N_("A second tile each: nobody is out.")),
                ("play 13r1", N_("Player 2 goes on.")),
                ("play 4r0", N_("Player 3 goes on.")),
                ("play 29r2", N_("Player 1's third tile brings it beside player 2.")),
                ("play 10r1", N_("Player 2's tile moves both: player 1 heads for player 3.")),
                ("play 20r1", N_("Player 3's tile leads player 1 off the edge: player 1 is out.")),
            ),
            N_("Three players, from the rule book's pictures."),
        ),
    ),
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
    parts.append(
        f'<button type="button" class="primary" data-action="close-guide">{_("Back")}</button>'
    )
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
    buttons = "".join(
        f'<button type="button" data-action="guide-step" data-arg="{arg}"'
        f"{' disabled' if not ok else ''}>{text}</button>"
        for arg, text, ok in (
            ("-1", _("Previous step"), step > 0),
            ("1", _("Next step"), step < steps(key) - 1),
        )
    )
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


def _shangrila_picture() -> str:
    game = shangrila.new_game("rby", start="suggested", seed=3)
    rng = random.Random(3)
    while not any(m.startswith("journey") for m in game.legal_moves()):
        game.play(rng.choice(game.legal_moves()))
    move = next(m for m in game.legal_moves() if m.startswith("journey"))
    scene = Scene(game, {c: c.upper() for c in game.players}, None, False)
    drawing = shangrila_view.draw(scene, shangrila_view.showing(scene, move))
    caption = _("A journey previewed: the strength test and what happens to each student.")
    return _figure(drawing.board + drawing.panel, caption)


def _tsuro_picture() -> str:
    game = tsuro.new_game(3, seed=5)
    rng = random.Random(5)
    for _turn in range(12):
        game.play(rng.choice(game.legal_moves()))
    names: dict[Hashable, str] = {p: _("Player {n}").format(n=p + 1) for p in game.players}
    drawing = tsuro_view.draw(Scene(game, names, None, False), tsuro_view.empty())
    caption = _("A game under way: each pawn’s trail follows the paths of the tiles it crossed.")
    return _figure(drawing.board, caption)


PICTURES = {"shangrila": _shangrila_picture, "tsuro": _tsuro_picture}


def _figure(body: str, caption: str) -> str:
    return (
        f'<figure class="guide-picture">{body}<figcaption>{escape(caption)}</figcaption></figure>'
    )
