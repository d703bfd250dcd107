"""Tsuro's part of the guide: how to play in the project's own words, the rule book's
example of play, and a game under way."""

from __future__ import annotations

import random
from collections.abc import Hashable

from game import tsuro
from game.core import Game
from game.i18n import N_, _
from web.ui.examples import Example, figure
from web.ui.tsuro import view
from web.ui.view import Scene

#: The guide's sections: (title, paragraphs).
SECTIONS: list[tuple[str, list[str]]] = [
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
    (
        N_("Variants"),
        [
            N_(
                "Longest path: play as usual, but the longest trail wins when the game "
                "ends, whether its pawn is still on the board or not. Each player's trail "
                "is counted in tile sections beside their name."
            ),
            N_(
                "Most crossings: the same, but the trail that crosses itself most often "
                "wins (each time it runs through a tile it crossed before, across its "
                "earlier path)."
            ),
            N_(
                "Open tiles: there is one hand of three tiles, face up, and every player "
                "plays from it in turn; it is refilled from the pile after each tile. "
                "Nothing is secret, and there is no dragon tile."
            ),
            N_(
                "Solo: you place every pawn on the board (2 to 8), then play a tile for "
                "each in turn from one hand of three. You win if all 35 tiles are placed "
                "with every pawn still on the board; the page counts the tiles you place "
                "and keeps your best result for each number of pawns. You may not send "
                "any pawn off while another tile or turn keeps them all on."
            ),
        ],
    ),
]


def _example_start() -> Game:
    return tsuro.new_game(3, seed=0, deck=DECK)


#: The deck that deals the Tsuro rule book's example of play (three players).
DECK = (
    *(33, 29, 8, 13, 27, 32, 21, 25, 20, 19, 34, 4, 1, 10, 23, 14, 5, 28),
    *(9, 2, 12, 17, 24, 3, 15, 35, 22, 6, 31, 30, 26, 7, 16, 11, 18),
)

#: The rule book's example of play.
EXAMPLES: tuple[Example, ...] = (
    Example(
        N_("An example of play"),
        _example_start,
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
)


def picture() -> str:
    """A game under way, with its caption."""
    game = tsuro.new_game(3, seed=5)
    rng = random.Random(5)
    for _turn in range(12):
        game.play(rng.choice(game.legal_moves()))
    names: dict[Hashable, str] = {p: _("Player {n}").format(n=p + 1) for p in game.players}
    drawing = view.draw(Scene(game, names, None, False), view.empty())
    caption = _("A game under way: each pawn’s trail follows the paths of the tiles it crossed.")
    return figure(drawing.board, caption)
