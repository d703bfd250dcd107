"""The board view of Tsuro: SVG board, the viewer's hand, clicks and keys to moves.

Pure functions (see :mod:`web.ui.view`): :func:`draw` turns a scene and a
:class:`Selection` (a tile of the viewer's hand and its rotation, or the tiles
picked for an elimination-bonus swap) into markup; :func:`click` and :func:`key`
give the next selection and, once it is complete, the move to play.
Targets (``data-target``):

- ``start:a1.0``: a free start mark, in the start phase: chosen, then taken by a
  second click on it (or ``confirm``), so that no single click ends a turn;
- ``tile:17``: a tile of the viewer's hand (select it; it is then ghosted on
  the square the pawn faces); ``rotate:cw`` and ``rotate:ccw`` turn it;
- ``confirm`` (play the ghosted tile, or the swap), ``cancel`` and ``pass``;
- ``give:7`` and ``take:21``: tiles to swap under the elimination bonus.

Keys: ``r`` turns clockwise, ``R`` (Shift+R) or ``e`` anticlockwise, ``1``..``3``
select a tile of the hand, Enter confirms and Escape cancels.

>>> from game import tsuro
>>> game = tsuro.new_game(2, deck=range(1, 36))
>>> scene = Scene(game, {0: "Ann", 1: "Bo"}, viewer=0, offered=True)
>>> chosen, move = click(scene, empty(), "start:c1.0")
>>> chosen.start, move
('c1.0', None)
>>> click(scene, chosen, "start:c1.0")[1], click(scene, chosen, "confirm")[1]
('start c1.0', 'start c1.0')
>>> for move in ("start c1.0", "start f6.4"):
...     played = game.play(move)
>>> chosen, move = key(scene, empty(), "2")
>>> chosen, move = key(scene, chosen, "r")
>>> chosen.tile, chosen.rotation, move
(2, 1, None)
>>> draw(scene, chosen).status
'Ann (player 1): the tile chosen, turned once; confirm or change it'
>>> draw(replace(scene, offered=False), chosen).status
'Ann (player 1) to play'
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from game.i18n import _, language
from game.tsuro import Pass, Play, Preview, Start, Swap, Tsuro, parse
from game.tsuro.tiles import SQUARES, parse_place
from web.ui import board
from web.ui.board import Reaction
from web.ui.svg import described, fmt, svg, tag
from web.ui.tsuro.panel import panel, table
from web.ui.tsuro.pieces import (
    PAWN,
    cell_svg,
    frame,
    ghost_svg,
    marks_svg,
    pawn_svg,
    studs,
)
from web.ui.tsuro.selection import Offer, Selection, choice, offer_of, swap_move
from web.ui.tsuro.status import player_name, status
from web.ui.tsuro.tiles import CELL, SIZE, corner, point_at, tile_svg, trail_data
from web.ui.tsuro.words import BANNED
from web.ui.view import Drawing, Scene

#: The view's own keys, each as a click on a target (besides Escape and Enter).
KEYS = {"r": "rotate:cw", "R": "rotate:ccw", "e": "rotate:ccw"}

#: A dash pattern per player, so that trails differ by more than colour: solid, long
#: dashes, dots, dash-dot, short dashes, dash-dot-dot, very long dashes, pairs of dots.
#: Trails have round caps 6 wide, so a 0 dash is a dot and every gap is at least 11.
DASHES = (
    "none",
    "20 14",
    "0 13",
    "20 13 0 13",
    "6 15",
    "20 13 0 13 0 13",
    "44 14",
    "0 11 0 26",
)


# -- selection ----------------------------------------------------------------------


def empty() -> Selection:
    """Nothing chosen."""
    return Selection()


def kept(selection: Selection) -> Selection:
    """What of ``selection`` lasts past a move: nothing (every choice is the move's)."""
    return empty()


def click(scene: Scene, selection: Selection, target: str) -> Reaction[Selection]:
    """The selection after a click on ``target``, and the move it completes, if any."""
    return board.click(scene, selection, target, _act)


def _act(scene: Scene, chosen: Selection, kind: str, rest: str) -> Reaction[Selection] | None:
    """A click on an offered board, by the target's kind (None: refused)."""
    game, turn = board.game_of(scene, Tsuro), offer_of(scene)
    number = int(rest) if rest.isdigit() else None
    if kind == "start" and rest in turn.starts:  # chosen, then taken by a second click
        if chosen.start == rest:
            return empty(), str(Start(rest))
        return Selection(start=rest), None
    if kind == "confirm" and chosen.start in turn.starts:
        return empty(), str(Start(chosen.start))
    if kind == "pass" and turn.passing:
        return empty(), str(Pass())
    playable = game.hand(turn.mover) if turn.mover is not None else []
    if kind == "tile" and number in playable:
        return replace(chosen, tile=None if chosen.tile == number else number), None
    if kind == "rotate" and rest in ("cw", "ccw"):
        return replace(chosen, rotation=(chosen.rotation + (1 if rest == "cw" else 3)) % 4), None
    if kind in ("give", "take") and turn.swapper is not None and number is not None:
        return _toggle_swap(game, turn.swapper, chosen, kind, number), None
    if kind == "cancel":
        return replace(chosen, tile=None, give=(), take=(), start=None), None
    if kind == "confirm":
        return _confirm(game, chosen, turn)
    return None


def _toggle_swap(game: Tsuro, swapper: int, chosen: Selection, kind: str, number: int) -> Selection:
    """Add a tile to the swap, or take it back out."""
    if kind == "give":
        picked, pool = chosen.give, game.hand(swapper)
    else:
        picked, pool = chosen.take, game.swap_offer()
    if number in picked:
        picked = tuple(n for n in picked if n != number)
    elif number in pool:
        picked = (*picked, number)
    else:
        return replace(chosen, message=_("Tile {number} cannot be swapped.").format(number=number))
    return replace(chosen, give=picked) if kind == "give" else replace(chosen, take=picked)


def _confirm(game: Tsuro, chosen: Selection, turn: Offer) -> Reaction[Selection]:
    if turn.swapper is not None:
        if len(chosen.give) != len(chosen.take):
            return replace(chosen, message=_("Give as many tiles as you take.")), None
        return empty(), swap_move(chosen)
    preview = choice(game, chosen, turn)
    if preview is None:
        return replace(chosen, message=_("Choose a tile of your hand first.")), None
    if not preview.legal:
        return replace(chosen, message=_(BANNED)), None
    return empty(), preview.move


def key(scene: Scene, selection: Selection, name: str) -> Reaction[Selection]:
    """``r``/``R``/``e`` rotate, ``1``..``3`` pick a tile, Enter confirms, Escape
    cancels; other keys, and every key while the board is not offered, do nothing."""
    answer = board.key(scene, selection, name, click, KEYS)
    if answer is not None:
        return answer
    turn = offer_of(scene)
    if name in ("1", "2", "3") and turn.mover is not None:
        hand = board.game_of(scene, Tsuro).hand(turn.mover)
        if int(name) <= len(hand):
            return replace(selection, tile=hand[int(name) - 1], message=""), None
    return selection, None


def showing(scene: Scene, move: str, now: Selection | None = None) -> Selection:
    """The selection that shows ``move`` before it is played. The viewer's own move (a
    hint, on a board offered to them) is their tile turned as it would be laid,
    ghosted where it goes, or the tiles of their swap; another player's move shows
    nothing, as their hand is hidden.

    >>> from game import tsuro
    >>> game = tsuro.new_game(2, deck=range(1, 36))
    >>> for move in ("start c1.0", "start f6.4"):
    ...     played = game.play(move)
    >>> scene = Scene(game, {0: "Ann", 1: "Bo"}, viewer=0, offered=True)
    >>> showing(scene, "play 2r3").tile, showing(scene, "play 2r3").rotation
    (2, 3)
    >>> showing(replace(scene, viewer=1), "play 2r3") == empty()
    True
    """
    if not scene.offered or scene.viewer is None or scene.viewer != scene.game.to_move:
        return empty()
    match parse(move):
        case Play(tile, rotation):
            return Selection(tile=tile, rotation=rotation)
        case Swap(pairs):
            return Selection(give=tuple(g for g, _ in pairs), take=tuple(t for _, t in pairs))
    return empty()


# -- drawing --------------------------------------------------------------------------


def suggesting(scene: Scene, move: str) -> Selection:
    """The selection that shows the mover's ``move`` on a board that takes no move (a
    review's better move, where the mover's hand is shown): ghosted as a hint is.

    >>> from game import tsuro
    >>> game = tsuro.new_game(2, deck=range(1, 36))
    >>> for move in ("start c1.0", "start f6.4"):
    ...     played = game.play(move)
    >>> scene = Scene(game, {0: "Ann", 1: "Bo"}, viewer=0, offered=False)
    >>> "ghost" in draw(scene, suggesting(scene, "play 2r3")).board
    True
    >>> suggesting(replace(scene, viewer=1), "play 2r3") == empty()
    True
    """
    if scene.viewer is None or scene.viewer != scene.game.to_move:
        return empty()
    return replace(showing(replace(scene, offered=True), move), shown=True)


def draw(scene: Scene, selection: Selection) -> Drawing:
    """The status line, the board and the side panel of ``scene`` with ``selection``."""
    game, turn = board.game_of(scene, Tsuro), offer_of(scene)
    name = partial(player_name, scene.names)
    chosen = choice(game, selection, turn)
    if chosen is None and selection.shown and not turn.offered:
        # a move shown on a board that takes none (a review's better move)
        chosen = choice(game, selection, turn._replace(mover=game.to_move))
    return Drawing(
        status(game, selection, turn, name, scene.you),
        _board(scene, game, selection, turn, chosen),
        panel(game, selection, turn, chosen, scene.viewer, name),
        table(game, name),
    )


def _board(
    scene: Scene,
    game: Tsuro,
    chosen: Selection,
    turn: Offer,
    preview: Preview | None,
) -> str:
    """The board: frame, squares, tiles, trails, start marks, pawns, the dragon tile by
    its holder, and the ghosted tile; the tiles of the recent moves marked, and their
    pawns' travel animated when fresh."""
    names = scene.names
    before = scene.before_recent() if scene.recent else game
    assert isinstance(before, Tsuro)
    parts = [frame(), *_squares(game, before), studs()]
    if preview is not None:
        parts.append(ghost_svg(chosen, preview))
    parts.append(_trails_svg(game))
    parts.append(marks_svg(turn.starts, language(), chosen.start))
    for player in game.players:
        travel = game.trail(player)[len(before.trail(player)) :] if scene.fresh else []
        parts.append(pawn_svg(game, player, names, travel))
    kind = "tsuro starts" if turn.starts else "tsuro"  # (larger on a phone, for the marks)
    return svg(SIZE, SIZE, "".join(parts), _("Board of Tsuro"), kind, scene.fresh)


def _squares(game: Tsuro, before: Tsuro) -> list[str]:
    """Each square: empty (the one the pawn to move faces marked), or its tile, marked
    if it was laid since ``before``."""
    mover = game.to_move
    place = game.pawn(mover) if mover is not None and game.phase == "play" else None
    facing = place.partition(".")[0] if place else None
    parts = []
    for square in SQUARES:
        placed = game.tile_at(square)
        if placed is None:
            parts.append(cell_svg(square, square == facing, language()))
            continue
        number, rotation = placed
        recent = before.tile_at(square) is None
        if recent:
            words = _(
                "Tile {number}, rotation {rotation}, on {square}, played since your last move"
            )
        else:
            words = _("Tile {number}, rotation {rotation}, on {square}")
        words = words.format(number=number, rotation=rotation, square=square)
        attrs = described(words)
        attrs["class"] = "tile recent" if recent else "tile"
        parts.append(tag("g", attrs, tile_svg(number, rotation, square)))
    return parts


def thumbnail(game: Tsuro) -> str:
    """A small picture of ``game``'s position (tiles, trails, pawns): nothing in it is
    named, focusable or clickable, so that several can stand on one screen; it needs
    nothing else from the page (no drawing of the sprite)."""
    parts = [frame(ornate=False)]
    for square in SQUARES:
        placed = game.tile_at(square)
        if placed is None:
            x, y = corner(square)
            parts.append(f'<rect class="cell" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>')
        else:
            parts.append(tile_svg(*placed, square))
    parts.append(_trails_svg(game))
    for player in game.players:
        where = game.pawn(player)
        if where:
            index, spot = parse_place(where)
            cx, cy = point_at(SQUARES[index], spot)
            parts.append(
                f'<circle class="pawn p{player}" cx="{fmt(cx)}" cy="{fmt(cy)}" r="{PAWN + 6}"/>'
            )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" '
        f'class="thumb tsuro" aria-hidden="true" focusable="false">{"".join(parts)}</svg>'
    )


def _trails_svg(game: Tsuro) -> str:
    """Each pawn's trail in its colour and dash pattern, edged in its number's colour
    so that it stands out from the tiles' own paths, light or dark."""
    parts = []
    for player in game.players:
        trail = game.trail(player)
        if trail:
            data = trail_data(tuple(trail))
            parts.append(
                f'<path class="trail-edge p{player}" d="{data}"/>'
                f'<path class="trail p{player}" stroke-dasharray="{DASHES[player]}" '
                f'd="{data}"/>'
            )
    return "".join(parts)
