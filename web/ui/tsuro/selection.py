"""What a player of Tsuro has chosen on the board so far, and what the board takes
from them now."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from game.tsuro import Pass, Play, Preview, Start, Swap, Tsuro, parse
from web.ui.board import game_of
from web.ui.view import Scene


@dataclass(frozen=True)
class Selection:
    """What the viewer has chosen so far: a start mark (shown before it is confirmed),
    a tile of their hand and its rotation (the rotation stays when the tile changes),
    or the tiles to give and take in an elimination-bonus swap; ``message`` says why
    the last click did nothing.
    ``shown``: the tile is a move shown on a board that takes no move (a turning
    point's better move in a review), ghosted all the same."""

    tile: int | None = None
    rotation: int = 0
    give: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    message: str = ""
    shown: bool = field(default=False, repr=False)
    start: str | None = field(default=None, repr=False)  # a start mark chosen, to confirm


class Offer(NamedTuple):
    """What the board takes from the viewer now."""

    offered: bool
    starts: frozenset[str]  # the free start marks offered
    passing: bool  # the player to move holds no tile, and a pass is offered
    bonus: bool  # the player to move answers an elimination bonus, and a swap is offered
    mover: int | None  # the viewer, when the board takes a tile of their hand now
    swapper: int | None  # the viewer, when the board takes their elimination-bonus swap


def offer_of(scene: Scene) -> Offer:
    """What the board takes from the viewer in ``scene``."""
    game = game_of(scene, Tsuro)
    if not scene.offered:
        return Offer(False, frozenset(), False, False, None, None)
    moves = [parse(move) for move in game.legal_moves()]
    starts = frozenset(move.mark for move in moves if isinstance(move, Start))
    bonus = any(isinstance(move, Swap) for move in moves)
    viewer = game.to_move if game.phase == "play" and scene.viewer == game.to_move else None
    if bonus:
        return Offer(True, starts, False, True, None, viewer)
    return Offer(True, starts, Pass() in moves, False, viewer, None)


def choice(game: Tsuro, chosen: Selection, turn: Offer) -> Preview | None:
    """The preview of the chosen tile and rotation, or None."""
    if chosen.tile is None or turn.mover is None or chosen.tile not in game.hand(turn.mover):
        return None
    return game.preview(str(Play(chosen.tile, chosen.rotation)))


def swap_move(chosen: Selection) -> str:
    """The chosen swap (as many tiles given as taken), or keeping the hand."""
    return str(Swap(tuple(zip(sorted(chosen.give), sorted(chosen.take), strict=True))))
