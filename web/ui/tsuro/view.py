"""The board view of Tsuro: SVG board, the viewer's hand, clicks and keys to moves.

Pure functions (see :mod:`web.ui.view`): :func:`draw` turns a scene and a
:class:`Selection` (a tile of the viewer's hand and its rotation, or the tiles
picked for an elimination-bonus swap) into markup; :func:`click` and :func:`key`
give the next selection and, once it is complete, the move to play.
Targets (``data-target``):

- ``start:a1.0``: a free start mark, in the start phase;
- ``tile:17``: a tile of the viewer's hand (select it; it is then ghosted on
  the square the pawn faces); ``rotate:cw`` and ``rotate:ccw`` turn it;
- ``confirm`` (play the ghosted tile, or the swap), ``cancel`` and ``pass``;
- ``give:7`` and ``take:21``: tiles to swap under the elimination bonus.

Keys: ``r`` turns clockwise, ``R`` (Shift+R) or ``e`` anticlockwise, ``1``..``3``
select a tile of the hand, Enter confirms and Escape cancels.

>>> from game import tsuro
>>> game = tsuro.new_game(2, deck=range(1, 36))
>>> scene = Scene(game, {0: "Ann", 1: "Bo"}, viewer=0, offered=True)
>>> click(scene, empty(), "start:c1.0")
(Selection(tile=None, rotation=0, give=(), take=(), message=''), 'start c1.0')
>>> for move in ("start c1.0", "start f6.4"):
...     played = game.play(move)
>>> chosen, move = key(scene, empty(), "2")
>>> chosen, move = key(scene, chosen, "r")
>>> chosen.tile, chosen.rotation, move
(2, 1, None)
>>> draw(scene, chosen).status
'Ann (player 1): tile 2, rotation 1; confirm or change it'
>>> draw(replace(scene, offered=False), chosen).status
'Ann (player 1) to play'
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache, partial
from typing import NamedTuple

from game.i18n import N_, _, language, ngettext
from game.tsuro import Pass, Play, Preview, Start, Swap, Tsuro, parse
from game.tsuro.paths import Section
from game.tsuro.tiles import SQUARES, START_MARKS, TILES, parse_place, rotated
from web.ui.svg import Attrs, button, described, esc, fmt, interactive, listing, svg, tag
from web.ui.view import Drawing, Scene

Namer = Callable[[int], str]  # a player's name in the page's words, e.g. "Ann (player 1)"

CELL = 100  # a square's side
MARGIN = 40  # the frame around the squares, where the start marks are
SIZE = 6 * CELL + 2 * MARGIN
PAWN = 19  # a pawn's radius: its number stays 12 px tall on a 390 px phone
MARK = 15  # a start mark's radius: 24 px on a phone, where they are targets
DRAGON = 42  # the side of the dragon tile drawn beside its holder's pawn (20 px on a phone)

#: Where the 8 points of a square are, as fractions of its side, and the way
#: into the square from each (for drawing curves).
POINTS = ((1, 0), (2, 0), (3, 1), (3, 2), (2, 3), (1, 3), (0, 2), (0, 1))
INWARD = ((0, 1), (0, 1), (-1, 0), (-1, 0), (0, -1), (0, -1), (1, 0), (1, 0))

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


def _corner(square: str) -> tuple[int, int]:
    """The top left corner of ``square`` on the board."""
    index = SQUARES.index(square)
    return MARGIN + (index % 6) * CELL, MARGIN + (index // 6) * CELL


def _point(square: str, point: int) -> tuple[float, float]:
    """The board coordinates of ``point`` of ``square``."""
    x, y = _corner(square)
    fx, fy = POINTS[point]
    return x + fx * CELL / 3, y + fy * CELL / 3


def _curve(square: str, a: int, b: int, move: bool) -> str:
    """Path data of the line on ``square`` from point ``a`` to point ``b``."""
    (ax, ay), (bx, by) = _point(square, a), _point(square, b)
    pull = CELL * (0.22 if a // 2 == b // 2 else 0.4)
    (nax, nay), (nbx, nby) = INWARD[a], INWARD[b]
    start = f"M{fmt(ax)} {fmt(ay)}" if move else ""
    return (
        f"{start}C{fmt(ax + nax * pull)} {fmt(ay + nay * pull)} "
        f"{fmt(bx + nbx * pull)} {fmt(by + nby * pull)} {fmt(bx)} {fmt(by)}"
    )


def path_data(sections) -> str:
    """One SVG path through tile sections ``(square, from, to)`` travelled in order.

    >>> path_data([("a1", 0, 7)])
    'M73.3 40C73.3 80 80 73.3 40 73.3'
    """
    return "".join(_curve(s, a, b, i == 0) for i, (s, a, b) in enumerate(sections))


@lru_cache(maxsize=512)
def _trail_data(sections: tuple[Section, ...]) -> str:
    """:func:`path_data` of a trail, kept: trails only grow, and are drawn at every redraw."""
    return path_data(sections)


@cache
def tile_svg(number: int, rotation: int, square: str) -> str:
    """Tile ``number`` at ``rotation`` drawn on ``square``: its face (a rounded tile
    on the board's dark bed) and its 4 paths, as one path."""
    x, y = _corner(square)
    lines = "".join(path_data([(square, a, b)]) for a, b in rotated(TILES[number], rotation))
    return (
        f'<rect class="tile-face" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" '
        f'height="{CELL - 4}" rx="6"/><path class="path" d="{lines}"/>'
    )


@cache
def hand_tile_svg(number: int, rotation: int) -> str:
    """A tile of the hand as a small stand-alone SVG (the a1 square, cropped)."""
    return (
        f'<svg viewBox="{MARGIN} {MARGIN} {CELL} {CELL}" class="tile-icon" aria-hidden="true">'
        f"{tile_svg(number, rotation, 'a1')}</svg>"
    )


def icon(symbol: str, css: str) -> str:
    """A drawing of the sprite (``ts-dragon``, ``ts-back``) as a small inline image."""
    return (
        f'<svg class="{css}" viewBox="0 0 40 40" aria-hidden="true" focusable="false">'
        f'<use href="#{symbol}"/></svg>'
    )


REFUSED = N_("That cannot be done now.")


@dataclass(frozen=True)
class Selection:
    """What the viewer has chosen so far: a tile of their hand and its rotation (the
    rotation stays when the tile changes), or the tiles to give and take in an
    elimination-bonus swap; ``message`` says why the last click did nothing."""

    tile: int | None = None
    rotation: int = 0
    give: tuple[int, ...] = ()
    take: tuple[int, ...] = ()
    message: str = ""


class _Turn(NamedTuple):
    """What the board takes from the viewer now."""

    offered: bool
    starts: frozenset[str]  # the free start marks offered
    passing: bool  # the player to move holds no tile, and a pass is offered
    bonus: bool  # the player to move answers an elimination bonus, and a swap is offered
    mover: int | None  # the viewer, when the board takes a tile of their hand now
    swapper: int | None  # the viewer, when the board takes their elimination-bonus swap


def _game(scene: Scene) -> Tsuro:
    assert isinstance(scene.game, Tsuro), scene.game
    return scene.game


def _turn(scene: Scene) -> _Turn:
    game = _game(scene)
    if not scene.offered:
        return _Turn(False, frozenset(), False, False, None, None)
    moves = [parse(move) for move in game.legal_moves()]
    starts = frozenset(move.mark for move in moves if isinstance(move, Start))
    bonus = any(isinstance(move, Swap) for move in moves)
    viewer = game.to_move if game.phase == "play" and scene.viewer == game.to_move else None
    if bonus:
        return _Turn(True, starts, False, True, None, viewer)
    return _Turn(True, starts, Pass() in moves, False, viewer, None)


def _choice(game: Tsuro, chosen: Selection, turn: _Turn) -> Preview | None:
    """The preview of the chosen tile and rotation, or None."""
    if chosen.tile is None or turn.mover is None or chosen.tile not in game.hand(turn.mover):
        return None
    return game.preview(str(Play(chosen.tile, chosen.rotation)))


def _swap_move(chosen: Selection) -> str:
    """The chosen swap (as many tiles given as taken), or keeping the hand."""
    return str(Swap(tuple(zip(sorted(chosen.give), sorted(chosen.take), strict=True))))


# -- selection ----------------------------------------------------------------------


def empty() -> Selection:
    """Nothing chosen."""
    return Selection()


def kept(selection: Selection) -> Selection:
    """What of ``selection`` lasts past a move: nothing (every choice is the move's)."""
    return empty()


def click(scene: Scene, selection: Selection, target: str) -> tuple[Selection, str | None]:
    """The selection after a click on ``target``, and the move it completes, if any."""
    if not scene.offered:
        return replace(selection, message=_(REFUSED)), None
    game, turn = _game(scene), _turn(scene)
    chosen = replace(selection, message="")
    kind, _sep, rest = target.partition(":")
    number = int(rest) if rest.isdigit() else None
    if kind == "start" and rest in turn.starts:
        return empty(), str(Start(rest))
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
        return replace(chosen, tile=None, give=(), take=()), None
    if kind == "confirm":
        return _confirm(game, chosen, turn)
    return replace(chosen, message=_(REFUSED)), None


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


def _confirm(game: Tsuro, chosen: Selection, turn: _Turn) -> tuple[Selection, str | None]:
    if turn.swapper is not None:
        if len(chosen.give) != len(chosen.take):
            return replace(chosen, message=_("Give as many tiles as you take.")), None
        return empty(), _swap_move(chosen)
    preview = _choice(game, chosen, turn)
    if preview is None:
        return replace(chosen, message=_("Choose a tile of your hand first.")), None
    if not preview.legal:
        return replace(chosen, message=_(_BANNED)), None
    return empty(), preview.move


def key(scene: Scene, selection: Selection, name: str) -> tuple[Selection, str | None]:
    """``r``/``R``/``e`` rotate, ``1``..``3`` pick a tile, Enter confirms, Escape
    cancels; other keys, and every key while the board is not offered, do nothing."""
    if not scene.offered:
        return selection, None
    if name in ("r", "R", "e"):
        return click(scene, selection, "rotate:cw" if name == "r" else "rotate:ccw")
    if name == "Escape":
        return click(scene, selection, "cancel")
    if name == "Enter":
        return click(scene, selection, "confirm")
    turn = _turn(scene)
    if name in ("1", "2", "3") and turn.mover is not None:
        hand = _game(scene).hand(turn.mover)
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


def draw(scene: Scene, selection: Selection) -> Drawing:
    """The status line, the board and the side panel of ``scene`` with ``selection``."""
    game, turn = _game(scene), _turn(scene)
    name = partial(_name, scene.names)
    choice = _choice(game, selection, turn)
    return Drawing(
        _status(game, selection, turn, name),
        _board(scene, game, selection, turn, choice),
        _panel(game, selection, turn, choice, scene.viewer, name),
    )


def _name(names: Mapping[Hashable, str], player: int) -> str:
    number = player + 1
    plain = _("Player {n}").format(n=number)
    name = names.get(player)
    if not name or name in (plain, f"Player {number}"):
        return plain
    # Translators: a player's name and seat, e.g. "Ann (player 1)".
    return _("{name} (player {n})").format(name=name, n=number)


def _status(game: Tsuro, chosen: Selection, turn: _Turn, name: Namer) -> str:
    """Whose turn and, when the board is offered, what to do."""
    if game.to_move is None:
        # Translators: {result} says who won and why.
        return _("Game over: {result}").format(result=_winners_text(game, name))
    who = name(game.to_move)
    if not turn.offered:
        return _("{name} to play").format(name=who)
    if game.phase == "start":
        return _("{name}: choose a start mark for your pawn").format(name=who)
    if turn.passing:
        return _("{name}: no tile in hand, pass").format(name=who)
    if turn.bonus:
        return _("{name}: elimination bonus, swap tiles or keep your hand").format(name=who)
    if turn.mover is None:
        return _("{name} to play a tile").format(name=who)
    if chosen.tile is None:
        return _("{name}: choose a tile, turn it, then confirm").format(name=who)
    return _("{name}: tile {tile}, rotation {rotation}; confirm or change it").format(
        name=who, tile=chosen.tile, rotation=chosen.rotation
    )


def _winners_text(game: Tsuro, name: Namer) -> str:
    """Who won, and why."""
    winners = game.winners()
    names = listing([name(p) for p in winners])
    if len(winners) == 1:
        return _("{names} wins: the last pawn on the board").format(names=names)
    if all(game.pawn(p) for p in winners):
        return _("{names} share the win: every tile is on the board and their pawns stand").format(
            names=names
        )
    return _("{names} share the win: their pawns left the board together, last of all").format(
        names=names
    )


def _fate(game: Tsuro, player: int) -> str:
    """Where a player's pawn is, in words."""
    place = game.pawn(player)
    if place:
        # Translators: where a pawn stands; {place} is notation such as c1.0.
        return _("at {place}").format(place=place)
    out = game.elimination(player)
    if out is None:
        return _("not on the board yet")
    why, at = out
    if why == "edge":
        return _("out, off the edge at {place}").format(place=at)
    return _("out, in a collision at {place}").format(place=at)


def _board(
    scene: Scene,
    game: Tsuro,
    chosen: Selection,
    turn: _Turn,
    choice: Preview | None,
) -> str:
    """The board: frame, squares, tiles, trails, start marks, pawns, the dragon tile by
    its holder, and the ghosted tile; the tiles of the recent moves marked, and their
    pawns' travel animated when fresh."""
    names = scene.names
    before = scene.before_recent() if scene.recent else game
    assert isinstance(before, Tsuro)
    parts = [_frame()]
    mover = game.to_move
    place = game.pawn(mover) if mover is not None and game.phase == "play" else None
    facing = place.partition(".")[0] if place else None
    for square in SQUARES:
        placed = game.tile_at(square)
        if placed is None:
            parts.append(_cell_svg(square, square == facing, language()))
        else:
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
    parts.append(_studs())
    if choice is not None:
        parts.append(_ghost_svg(chosen, choice))
    parts.append(_trails_svg(game))
    parts.append(_marks_svg(turn.starts, language()))
    for player in game.players:
        travel = game.trail(player)[len(before.trail(player)) :] if scene.fresh else []
        parts.append(_pawn_svg(game, player, names, travel))
    kind = "tsuro starts" if turn.starts else "tsuro"  # (larger on a phone, for the marks)
    return svg(SIZE, SIZE, "".join(parts), _("Board of Tsuro"), kind, scene.fresh)


def thumbnail(game: Tsuro) -> str:
    """A small picture of ``game``'s position (tiles, trails, pawns): nothing in it is
    named, focusable or clickable, so that several can stand on one screen; it needs
    nothing else from the page (no drawing of the sprite)."""
    parts = [_frame(ornate=False)]
    for square in SQUARES:
        placed = game.tile_at(square)
        if placed is None:
            x, y = _corner(square)
            parts.append(f'<rect class="cell" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>')
        else:
            parts.append(tile_svg(*placed, square))
    parts.append(_trails_svg(game))
    for player in game.players:
        where = game.pawn(player)
        if where:
            index, point = parse_place(where)
            cx, cy = _point(SQUARES[index], point)
            parts.append(
                f'<circle class="pawn p{player}" cx="{fmt(cx)}" cy="{fmt(cy)}" r="{PAWN + 6}"/>'
            )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" '
        f'class="thumb tsuro" aria-hidden="true" focusable="false">{"".join(parts)}</svg>'
    )


@cache
def _frame(ornate: bool = True) -> str:
    """The board's lacquered frame, its gold lines and (``ornate``) corner frets, and the
    dark bed the tiles lie on: the same in every position."""
    corners = "".join(
        f'<use href="#ts-corner" width="{MARGIN}" height="{MARGIN}" '
        f'transform="rotate({angle} {SIZE / 2:g} {SIZE / 2:g})"/>'
        for angle in ((0, 90, 180, 270) if ornate else ())
    )
    inner = 6 * CELL
    return (
        f'<rect class="frame" width="{SIZE}" height="{SIZE}" rx="18"/>'
        f'<rect class="frame-line" x="4" y="4" width="{SIZE - 8}" height="{SIZE - 8}" rx="14"/>'
        f'<rect class="bed" x="{MARGIN - 3}" y="{MARGIN - 3}" width="{inner + 6}" '
        f'height="{inner + 6}" rx="4"/>{corners}'
    )


@cache
def _studs() -> str:
    """Gold studs where four squares meet, between the tiles' rounded corners."""
    dots = "".join(
        f"M{MARGIN + i * CELL} {MARGIN + j * CELL}h0" for i in range(1, 6) for j in range(1, 6)
    )
    return f'<path class="studs" d="{dots}"/>'


@cache
def _cell_svg(square: str, facing: bool, lang: str) -> str:
    """An empty square; ``facing``: the one the pawn to move faces, where its tile goes;
    named in language ``lang`` (the one in use, part of the cache's key)."""
    x, y = _corner(square)
    if facing:
        words = _("Square {square}, empty, where the next tile goes")
    else:
        words = _("Square {square}, empty")
    attrs = described(words.format(square=square))
    attrs.update({"class": "cell facing" if facing else "cell", "x": x, "y": y})
    attrs.update({"width": CELL, "height": CELL})
    return tag("rect", attrs)


def _trails_svg(game: Tsuro) -> str:
    """Each pawn's trail in its colour and dash pattern, edged in its number's colour
    so that it stands out from the tiles' own paths, light or dark."""
    parts = []
    for player in game.players:
        trail = game.trail(player)
        if trail:
            data = _trail_data(tuple(trail))
            parts.append(
                f'<path class="trail-edge p{player}" d="{data}"/>'
                f'<path class="trail p{player}" stroke-dasharray="{DASHES[player]}" '
                f'd="{data}"/>'
            )
    return "".join(parts)


def _ghost_svg(chosen: Selection, preview: Preview) -> str:
    """The chosen tile drawn on the square the mover faces, with the mover's path."""
    number, rotation = chosen.tile, chosen.rotation
    if preview.mover_out:
        words = _("Tile {number}, rotation {rotation}, ghosted on {square}, would eliminate you")
    else:
        words = _("Tile {number}, rotation {rotation}, ghosted on {square}")
    attrs = described(words.format(number=number, rotation=rotation, square=preview.square))
    attrs["class"] = "ghost deadly" if preview.mover_out else "ghost"
    body = tile_svg(number, rotation, preview.square)
    body += f'<path class="move" d="{path_data(preview.path)}"/>'
    return tag("g", attrs, body)


#: Which way a start mark's arrow turns (it is drawn pointing down, into the top edge).
_TURN = {(0, 1): 0, (-1, 0): 90, (0, -1): 180, (1, 0): 270}


@lru_cache(maxsize=64)
def _marks_svg(starts: frozenset[str], lang: str) -> str:
    """The 48 start marks in the frame, each an arrow into the board; the free ones
    are targets while pawns are placed (named in language ``lang``, the one in use)."""
    return "".join(_mark_svg(mark, mark in starts, lang) for mark in START_MARKS)


@cache
def _mark_svg(mark: str, free: bool, lang: str) -> str:
    square, point = parse_place(mark)
    x, y = _point(SQUARES[square], point)
    dx, dy = INWARD[point]
    x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2  # out in the frame
    if free:
        attrs: Attrs = interactive(f"start:{mark}", _("Start mark {mark}").format(mark=mark))
        attrs["class"] = "mark target"
    else:
        attrs = {"class": "mark", "aria-hidden": "true"}
    cx, cy = fmt(x), fmt(y)
    arrow = MARK + 1
    body = (
        f'<circle cx="{cx}" cy="{cy}" r="{MARK}"/>'
        f'<use href="#ts-start" x="{fmt(x - arrow / 2)}" y="{fmt(y - arrow / 2)}" '
        f'width="{arrow}" height="{arrow}" transform="rotate({_TURN[dx, dy]} {cx} {cy})"/>'
    )
    return tag("g", attrs, body)


#: How long a pawn takes to cross one tile when its move is shown (seconds).
STEP_TIME = 0.25


def _pawn_svg(
    game: Tsuro, player: int, names: Mapping[Hashable, str], travel: list[Section]
) -> str:
    """A pawn where it stands (or left the board), with the dragon tile beside it if
    its player holds it; ``travel``: the path sections it just followed, along which
    it is animated."""
    place = game.pawn(player)
    out = game.elimination(player)
    where = place or (out[1] if out else None)
    if where is None:
        return ""
    square, point = parse_place(where)
    x, y = _point(SQUARES[square], point)
    if place is None:
        # an eliminated pawn is drawn where it left, pushed out of the way, and pawns
        # that collided there side by side
        dx, dy = INWARD[point]
        x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2
        there = [p for p in game.players if (game.elimination(p) or ("", ""))[1] == where]
        shift = (there.index(player) - (len(there) - 1) / 2) * (2 * PAWN + 4)
        x, y = x - dy * shift, y + dx * shift
    fate, who = _fate(game, player), names.get(player)
    if who is None:
        label = _("Pawn {n}, player, {fate}").format(n=player + 1, fate=fate)
    else:
        label = _("Pawn {n}, {name}, {fate}").format(n=player + 1, name=who, fate=fate)
    arm = PAWN - 3
    cross = (
        f'<path class="out" d="M{fmt(x - arm)} {fmt(y - arm)}L{fmt(x + arm)} {fmt(y + arm)}'
        f'M{fmt(x + arm)} {fmt(y - arm)}L{fmt(x - arm)} {fmt(y + arm)}"/>'
        if place is None
        else ""
    )
    attrs = described(label)
    attrs["class"] = f"pawn-mark p{player}" + (" eliminated" if place is None else "")
    body = (
        f'<circle class="pawn" cx="{fmt(x)}" cy="{fmt(y)}" r="{PAWN}"/>'
        f'<text class="pawn-letter" x="{fmt(x)}" y="{fmt(y)}">{player + 1}</text>{cross}'
    )
    if place is not None and game.dragon == player:
        # up and to the right of the pawn, kept on the board
        left = min(x + PAWN - 6, SIZE - DRAGON - 4)
        top = max(y - PAWN - DRAGON + 6, 4.0)
        body += (
            f'<use class="dragon" href="#ts-dragon" x="{fmt(left)}" y="{fmt(top)}" '
            f'width="{DRAGON}" height="{DRAGON}"/>'
        )
    if travel:
        # the pawn drawn at the origin and carried along its path, then left at its end
        end_x, end_y = _point(*_end_of(travel))
        body = (
            f'<g transform="translate({fmt(x - end_x)},{fmt(y - end_y)})">'
            f'<g transform="translate({fmt(-x)},{fmt(-y)})">{body}</g>'
            f'<animateMotion dur="{STEP_TIME * len(travel):g}s" fill="freeze" '
            f'path="{path_data(travel)}"/></g>'
        )
    return tag("g", attrs, body)


def _end_of(travel: list[Section]) -> tuple[str, int]:
    """The square and point where a travel ends."""
    square, _start, point = travel[-1]
    return square, point


def _panel(
    game: Tsuro,
    chosen: Selection,
    turn: _Turn,
    choice: Preview | None,
    viewer: Hashable | None,
    name: Namer,
) -> str:
    """Players, pile and dragon, the viewer's hand and the current action's controls."""
    parts = []  # the action first, right below the board on a phone; then the table
    if game.to_move is None:
        pass  # the game is over: the page's end section names the winners
    elif turn.passing:
        text = _("{name} holds no tile, so passes this turn.").format(name=name(game.to_move))
        parts.append(f"<p>{esc(text)}</p>" + button("pass", _("Pass"), _("Pass: no tile in hand")))
    elif turn.swapper is not None:
        parts.append(_swap_html(game, chosen, turn.swapper))
    else:
        parts.append(_hand_html(game, chosen, turn, choice, viewer, name))
    if chosen.message:
        parts.append(f'<p class="message" role="alert">{esc(chosen.message)}</p>')
    parts.append(_players_html(game, name))
    return "".join(parts)


def _players_html(game: Tsuro, name: Namer) -> str:
    """Each player's pawn sign, name, fate and tiles; the pile, and where the dragon
    tile lies: drawn by its holder's name, or by the pile when no one holds it."""
    rows = []
    for player in game.players:
        mark = " ◀" if player == game.to_move else ""
        held = len(game.hand(player))
        tiles = ngettext("{n} tile", "{n} tiles", held).format(n=held)
        if game.dragon == player:
            # Translators: a player in the list; {icon} is a picture of the dragon tile.
            row = _("{name}: {fate}, {tiles}, holds the dragon tile {icon}")
        else:
            # Translators: a player in the list, e.g. "Ann (player 1): at c1.0, 3 tiles".
            row = _("{name}: {fate}, {tiles}")
        text = esc(row).format(
            name=esc(name(player)) + mark,
            fate=esc(_fate(game, player)),
            tiles=esc(tiles),
            icon=icon("ts-dragon", "dragon-icon"),
        )
        rows.append(
            f'<li class="player p{player}"><span class="pawn-sign">{player + 1}</span> {text}</li>'
        )
    if len(game.players) == 2:
        dragon = esc(_("No dragon tile with 2 players."))
    elif game.dragon is None:
        words = esc(_("The dragon tile lies beside the board."))
        dragon = f"{icon('ts-dragon', 'dragon-icon')} {words}"
    else:
        dragon = esc(_("The dragon tile: {name}.").format(name=name(game.dragon)))
    size = game.pile_size()
    pile = _("Pile: {tiles}.").format(tiles=ngettext("{n} tile", "{n} tiles", size).format(n=size))
    return (
        f'<ul class="players">{"".join(rows)}</ul>'
        f'<p class="pile">{icon("ts-back", "back-icon")} '
        f"{esc(pile)} {dragon}</p>"
    )


def _hand_html(
    game: Tsuro,
    chosen: Selection,
    turn: _Turn,
    choice: Preview | None,
    viewer: Hashable | None,
    name: Namer,
) -> str:
    """The viewer's hand: targets with the rotation controls on their turn, else images."""
    if not isinstance(viewer, int):
        return f"<p>{esc(_('Hands are hidden.'))}</p>"
    mine = turn.mover is not None
    tiles = []
    for number in game.hand(viewer):
        rotation = chosen.rotation if mine else 0
        label = _("Tile {number}, rotation {rotation}").format(number=number, rotation=rotation)
        picture = hand_tile_svg(number, rotation)
        if mine:
            attrs = interactive(f"tile:{number}", label, pressed=chosen.tile == number)
            attrs["class"] = "hand-tile" + (" selected" if chosen.tile == number else "")
        else:
            attrs = {"class": "hand-tile", "role": "img", "aria-label": label}
        tiles.append(tag("span", attrs, picture))
    if game.dragon == viewer:  # the dragon tile lies with its holder's tiles
        label = _("The dragon tile: you draw first when tiles come back")
        tiles.append(
            tag(
                "span",
                {"class": "dragon-held", "role": "img", "aria-label": label},
                icon("ts-dragon", "tile-icon"),
            )
        )
    if viewer == game.to_move:
        title = _("Your hand:")
    else:
        title = _("Hand of {name}:").format(name=name(viewer))
    shown = "".join(tiles) or esc(_("(empty)"))
    hand = f'<p>{esc(title)}</p><div class="hand-tiles">{shown}</div>'
    if not mine:
        return hand
    controls = button("rotate:ccw", "⟲", _("Rotate anticlockwise (Shift+R)")) + button(
        "rotate:cw", "⟳", _("Rotate clockwise (R)")
    )
    return hand + controls + _choice_html(chosen, choice, name)


def _choice_html(chosen: Selection, preview: Preview | None, name: Namer) -> str:
    """What the chosen tile would do, with Confirm (unless banned) and Cancel."""
    if preview is None:
        return f"<p>{esc(_('Choose a tile: it is shown on the square your pawn faces.'))}</p>"
    items = "".join(f"<li>{esc(line)}</li>" for line in preview_lines(preview, name))
    cancel = button("cancel", _("Cancel"), _("Cancel the tile choice"))
    label = _("Confirm tile {tile}, rotation {rotation}, on {square}").format(
        tile=chosen.tile, rotation=chosen.rotation, square=preview.square
    )
    if not preview.legal:
        warning = f'<p class="warning" role="alert">{esc(_(_BANNED))}</p>'
        confirm = tag(
            "button",
            {"type": "button", "disabled": "disabled", "aria-label": label},
            esc(_("Confirm")),
        )
    elif preview.mover_out:
        words = _(
            "Every tile and rotation in your hand eliminates you: this one is allowed, "
            "and your pawn leaves the board."
        )
        warning = f'<p class="warning" role="alert">{esc(words)}</p>'
        confirm = button("confirm", _("Confirm"), label)
    else:
        warning, confirm = "", button("confirm", _("Confirm"), label)
    return f'<div class="action preview"><ul>{items}</ul>{warning}{confirm}{cancel}</div>'


def _swap_html(game: Tsuro, chosen: Selection, swapper: int) -> str:
    """The elimination bonus: tiles to give and to take, as toggles."""
    give = "".join(_pick("give", n, chosen.give) for n in game.hand(swapper))
    take = "".join(_pick("take", n, chosen.take) for n in game.swap_offer())
    if len(chosen.give) == len(chosen.take):
        move = _swap_move(chosen)
        if chosen.give:
            # Translators: {move} is notation, such as "swap 3>21".
            confirm = button("confirm", _("Swap"), _("Confirm {move}").format(move=move))
        else:
            confirm = button("confirm", _("Keep my hand"), _("Keep my hand"))
    else:
        confirm = f"<p>{esc(_('Choose as many tiles to give as to take.'))}</p>"
    bonus = _(
        "Elimination bonus: you may swap tiles of your hand for tiles of the hands "
        "of the players you just eliminated (shown face up)."
    )
    clear = button("cancel", _("Clear"), _("Clear the swap choice"))
    return (
        f'<div class="action swap"><p>{esc(bonus)}</p>'
        f'<p>{esc(_("Give:"))}</p><div class="hand-tiles">{give}</div>'
        f'<p>{esc(_("Take:"))}</p><div class="hand-tiles">{take}</div>'
        f"{confirm}{clear}</div>"
    )


def _pick(kind: str, number: int, chosen: tuple[int, ...]) -> str:
    """A tile to give or take in a swap, as a toggle."""
    if kind == "give":
        label = _("Give tile {number}").format(number=number)
    else:
        label = _("Take tile {number}").format(number=number)
    attrs = interactive(f"{kind}:{number}", label, pressed=number in chosen)
    attrs["class"] = "hand-tile" + (" selected" if number in chosen else "")
    return tag("span", attrs, hand_tile_svg(number, 0))


_BANNED = N_(
    "Not allowed: this tile and rotation would eliminate you, while another tile or "
    "rotation in your hand keeps your pawn on the board."
)


def preview_lines(preview: Preview, name: Callable[[int], str]) -> list[str]:
    """What a placement would do to each pawn that moves, in plain words."""
    lines = []
    for step in preview.steps:
        who = name(step.player)
        if step.out == "edge":
            line = _("{name} would leave the board at {place}: eliminated.").format(
                name=who, place=step.at
            )
        elif step.out == "collision":
            line = _("{name} would collide at {place}: eliminated.").format(name=who, place=step.at)
        else:
            line = _("{name} moves to {place}.").format(name=who, place=step.place)
        lines.append(line)
    return lines
