"""The games the page offers, each described once as data (like OpenSpiel's game facts).

Everything the page does differently for one game goes through its
:class:`GameKind`: the title, the player limits, the rule options of the start
screen, how to start a game, how to put a move into
words, and its board view.

>>> GAMES["tsuro"].limits, GAMES["shangrila"].colours["v"]
((2, 8), 'Violet')
>>> game = GAMES["tsuro"].start("", 3, {"elimination_bonus": True}, 5)
>>> kind_of(game).title, game.options["elimination_bonus"]
('Tsuro', True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

import game as engines
from game import shangrila, tsuro
from game.core import Game
from game.i18n import N_
from web.ui.shangrila import card as shangrila_card
from web.ui.shangrila import view as shangrila_view
from web.ui.tsuro import card as tsuro_card
from web.ui.tsuro import view as tsuro_view
from web.ui.tsuro.status import solo_end

if TYPE_CHECKING:
    from web.ui.view import BoardView

#: An option's value on the start screen: a choice's key, or a toggle's state.
OptionValue = str | bool


@dataclass(frozen=True)
class Choice:
    """A rule option with one of several values (radio buttons)."""

    key: str
    legend: str
    values: Mapping[str, str]  # value -> words
    default: str


@dataclass(frozen=True)
class Toggle:
    """A rule option that is on or off (a checkbox); ``fewest``: players it needs."""

    key: str
    text: str
    fewest: int = 0

    def allowed(self, players: int) -> bool:
        return players >= self.fewest


Option = Choice | Toggle


class Describe(Protocol):
    """A move in words: (move, player, player's name) -> sentence; with ``you``, said
    to that player, the person at this device."""

    def __call__(
        self, move: str, player: Any, name: str | None = None, /, *, you: bool = False
    ) -> str: ...


def _no_result(_game: Game, _best: tuple[int, int | None] | None) -> str | None:
    return None


@dataclass(frozen=True)
class GameKind:
    """What the page knows of one game."""

    key: str
    title: str
    #: The game in one line, for the start screen's card.
    tagline: str
    limits: tuple[int, int]
    usual: int  # the number of seats the start screen offers first
    #: Players' colours chosen on the start screen (letter -> name); empty if none.
    colours: Mapping[str, str]
    options: tuple[Option, ...]
    #: A new game: (the seats' colours, the number of players, options, seed) -> game.
    start: Callable[[str, int, Mapping[str, OptionValue], int], Game]
    #: A move in words (said to the person at this device with ``you``).
    describe: Describe
    #: What a move did beyond itself, in sentences: (game before, game after, names,
    #: the player said to as "you", if any).
    news: Callable[[Any, Any, Mapping[Any, str], Any], list[str]]
    view: BoardView = field(repr=False)
    #: The end of a game in words where naming winners does not say it (Tsuro's
    #: solo), given the best result kept on this device (pawns, best); else None.
    result: Callable[[Game, tuple[int, int | None] | None], str | None] = _no_result

    def defaults(self) -> dict[str, OptionValue]:
        """Every option at its default value."""
        return {
            option.key: option.default if isinstance(option, Choice) else False
            for option in self.options
        }


def _start_shangrila(colours: str, _: int, options: Mapping[str, OptionValue], seed: int) -> Game:
    return shangrila.new_game(
        colours,
        start=str(options["start"]),
        tie_to_origin=bool(options["tie_to_origin"]),
        seed=seed,
    )


def _start_tsuro(_: str, players: int, options: Mapping[str, OptionValue], seed: int) -> Game:
    variant = str(options.get("variant", "classic"))
    bonus = bool(options["elimination_bonus"]) and variant not in tsuro.SHARED_HAND
    return tsuro.new_game(players, seed=seed, elimination_bonus=bonus, variant=variant)


def _tsuro_result(game: Game, best: tuple[int, int | None] | None) -> str | None:
    if not isinstance(game, tsuro.Tsuro) or game.variant != "solo":
        return None
    return solo_end(game, best)


SHANGRILA = GameKind(
    key="shangrila",
    title=N_("The Bridges of Shangri-La"),
    tagline=N_(
        "Masters teach in the villages of a mountain valley; students cross the bridges to "
        "win villages over, and every journey brings a bridge down behind them."
    ),
    limits=(3, 4),
    usual=4,
    colours={"r": N_("Red"), "b": N_("Blue"), "y": N_("Yellow"), "v": N_("Violet")},
    options=(
        Choice(
            "start",
            N_("Start"),
            {
                "free": N_("Free placement"),
                "suggested": N_("Suggested start (not official)"),
                "random": N_("Random start"),
            },
            "free",
        ),
        Toggle(
            "tie_to_origin", N_("A full tie in a journey goes to the origin (French rule book)")
        ),
    ),
    start=_start_shangrila,
    describe=shangrila.describe,
    news=shangrila.news,
    view=shangrila_view,
)

TSURO = GameKind(
    key="tsuro",
    title=N_("Tsuro"),
    tagline=N_(
        "Lay a tile, follow the path it makes, and be the last one still on the board "
        "when the paths run out."
    ),
    limits=(2, 8),
    usual=2,
    colours={},
    options=(
        Choice(
            "variant",
            N_("Variant"),
            {
                "classic": N_("Classic: the last pawn on the board wins"),
                "longest": N_("Longest path: the longest trail wins, on the board or not"),
                "crossings": N_("Most crossings: the trail that crosses itself most often wins"),
                "open": N_("Open tiles: everyone plays from one hand of three, face up"),
                "solo": N_(
                    "Solo: you move every pawn; place all 35 tiles with every pawn "
                    "still on the board"
                ),
            },
            "classic",
        ),
        Toggle(
            "elimination_bonus",
            N_("Elimination bonus: take tiles from eliminated players’ hands (3 or more players)"),
            fewest=3,
        ),
    ),
    start=_start_tsuro,
    describe=tsuro.describe,
    news=tsuro.news,
    view=tsuro_view,
    result=_tsuro_result,
)

#: The games by key, in the order the start screen lists them.
GAMES: dict[str, GameKind] = {kind.key: kind for kind in (SHANGRILA, TSURO)}


#: Each game's picture on the start screen, by key: a game under way, drawn by its view.
PICTURES = {"shangrila": shangrila_card.picture, "tsuro": tsuro_card.picture}


@cache
def pictures() -> dict[str, str]:
    """A picture of each game under way (the same every time), drawn by its own view."""
    return {key: PICTURES[key]() for key in GAMES}


def kind_of(game: Game) -> GameKind:
    """The description of ``game``'s kind."""
    return GAMES[engines.GAMES[game.CODE]]
