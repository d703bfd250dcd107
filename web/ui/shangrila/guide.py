"""Shangri-La's part of the guide: how to play in the project's own words, the rule
book's worked examples of a journey, and a journey previewed."""

from __future__ import annotations

import random

from game import shangrila
from game.i18n import N_, _
from game.shangrila.positions import position
from web.ui.examples import Example, figure
from web.ui.shangrila import view
from web.ui.view import Scene

#: The guide's sections: (title, paragraphs).
SECTIONS: list[tuple[str, list[str]]] = [
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
]

#: The rule book's worked examples.
EXAMPLES: tuple[Example, ...] = (
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
)


def picture() -> str:
    """A journey previewed, with its caption."""
    game = shangrila.new_game("rby", start="suggested", seed=3)
    rng = random.Random(3)
    while not any(m.startswith("journey") for m in game.legal_moves()):
        game.play(rng.choice(game.legal_moves()))
    move = next(m for m in game.legal_moves() if m.startswith("journey"))
    scene = Scene(game, {c: c.upper() for c in game.players}, None, False)
    drawing = view.draw(scene, view.showing(scene, move))
    caption = _("A journey previewed: the strength test and what happens to each student.")
    return figure(drawing.board + drawing.panel + drawing.table, caption)
