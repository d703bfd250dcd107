"""The things on Tsuro's board as SVG: its lacquered frame, the empty squares, the
start marks, the pawns (carried along their paths when they just moved) and the
chosen tile ghosted where it would go.

>>> frame(ornate=False).count("<rect")
3
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import cache, lru_cache

from game.i18n import _
from game.tsuro import Preview, Tsuro
from game.tsuro.paths import Section
from game.tsuro.tiles import SQUARES, START_MARKS, parse_place
from web.ui.svg import Attrs, described, fmt, interactive, tag
from web.ui.tsuro.selection import Selection
from web.ui.tsuro.tiles import CELL, INWARD, MARGIN, SIZE, corner, path_data, point_at, tile_svg
from web.ui.tsuro.words import fate_words

PAWN = 19  # a pawn's radius: its number stays 12 px tall on a 390 px phone
MARK = 15  # a start mark's radius: 24 px on a phone, where they are targets
DRAGON = 42  # the side of the dragon tile drawn beside its holder's pawn (20 px on a phone)


@cache
def frame(ornate: bool = True) -> str:
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
def studs() -> str:
    """Gold studs where four squares meet, between the tiles' rounded corners."""
    dots = "".join(
        f"M{MARGIN + i * CELL} {MARGIN + j * CELL}h0" for i in range(1, 6) for j in range(1, 6)
    )
    return f'<path class="studs" d="{dots}"/>'


@cache
def cell_svg(square: str, facing: bool, lang: str) -> str:
    """An empty square; ``facing``: the one the pawn to move faces, where its tile goes;
    named in language ``lang`` (the one in use, part of the cache's key)."""
    x, y = corner(square)
    if facing:
        words = _("Square {square}, empty, where the next tile goes")
    else:
        words = _("Square {square}, empty")
    attrs = described(words.format(square=square))
    attrs.update({"class": "cell facing" if facing else "cell", "x": x, "y": y})
    attrs.update({"width": CELL, "height": CELL})
    return tag("rect", attrs)


def ghost_svg(chosen: Selection, preview: Preview) -> str:
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
def marks_svg(starts: frozenset[str], lang: str, chosen: str | None = None) -> str:
    """The 48 start marks in the frame, each an arrow into the board; the free ones
    are targets while pawns are placed (named in language ``lang``, the one in use),
    the one ``chosen`` pressed until it is confirmed."""
    return "".join(_mark_svg(mark, mark in starts, lang, mark == chosen) for mark in START_MARKS)


@cache
def _mark_svg(mark: str, free: bool, lang: str, chosen: bool = False) -> str:
    square, point = parse_place(mark)
    x, y = point_at(SQUARES[square], point)
    dx, dy = INWARD[point]
    x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2  # out in the frame
    if free:
        attrs: Attrs = interactive(
            f"start:{mark}", _("Start mark {mark}").format(mark=mark), pressed=chosen or None
        )
        attrs["class"] = "mark target" + (" chosen" if chosen else "")
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


def pawn_svg(game: Tsuro, player: int, names: Mapping[Hashable, str], travel: list[Section]) -> str:
    """A pawn where it stands (or left the board), with the dragon tile beside it if
    its player holds it; ``travel``: the path sections it just followed, along which
    it is animated."""
    place = game.pawn(player)
    out = game.elimination(player)
    where = place or (out[1] if out else None)
    if where is None:
        return ""
    x, y = _pawn_at(game, player, where, out=place is None)
    fate, who = fate_words(game, player), names.get(player)
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
        end_x, end_y = point_at(*_end_of(travel))
        body = (
            f'<g transform="translate({fmt(x - end_x)},{fmt(y - end_y)})">'
            f'<g transform="translate({fmt(-x)},{fmt(-y)})">{body}</g>'
            f'<animateMotion dur="{STEP_TIME * len(travel):g}s" fill="freeze" '
            f'path="{path_data(travel)}"/></g>'
        )
    return tag("g", attrs, body)


def _pawn_at(game: Tsuro, player: int, where: str, out: bool) -> tuple[float, float]:
    """Where a pawn is drawn: at its place; ``out`` (eliminated), where it left, pushed
    out of the way, and pawns that collided there side by side."""
    square, point = parse_place(where)
    x, y = point_at(SQUARES[square], point)
    if out:
        dx, dy = INWARD[point]
        x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2
        there = [p for p in game.players if (game.elimination(p) or ("", ""))[1] == where]
        shift = (there.index(player) - (len(there) - 1) / 2) * (2 * PAWN + 4)
        x, y = x - dy * shift, y + dx * shift
    return x, y


def _end_of(travel: list[Section]) -> tuple[str, int]:
    """The square and point where a travel ends."""
    square, _start, point = travel[-1]
    return square, point
