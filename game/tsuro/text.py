"""A Tsuro position as text, for the terminal game.

The frame shows the 48 start marks (``·`` free, or the number of the player
whose pawn stands there); each square shows its tile as ``17r2`` and the
pawns facing it as ``player@point``. Only the viewer's hand is shown.

>>> from game.tsuro import new_game
>>> g = new_game(2, deck=range(1, 36))
>>> played = g.play("start a1.0")
>>> print(render(g, 1).splitlines()[1])
       0 ·     · ·     · ·     · ·     · ·     · ·
"""

from __future__ import annotations

from collections.abc import Hashable

from game.i18n import _, ngettext
from game.tsuro.engine import Tsuro
from game.tsuro.tiles import COLUMNS, SIZE, SQUARES, TILES, parse_place

_WIDTH = 8


def render(game: Tsuro, viewer: Hashable | None = None) -> str:
    """The board, the pawns, the pile and the dragon, and the hand of ``viewer`` (a
    player of ``game``, or None for no hand) only."""
    at_mark: dict[tuple[int, int], str] = {}
    facing: dict[int, list[str]] = {}
    for player in game.players:
        place = game.pawn(player)
        if place is not None:
            square, point = parse_place(place)
            at_mark[square, point] = str(player)
            facing.setdefault(square, []).append(f"{player}@{point}")

    def mark(square: int, point: int) -> str:
        return at_mark.get((square, point), "·")

    def marks(row: int, points: tuple[int, int]) -> str:
        return "     " + " ".join(
            f"{mark(row * SIZE + c, points[0])} {mark(row * SIZE + c, points[1])}".center(
                _WIDTH - 1
            )
            for c in range(SIZE)
        )

    rule = "    +" + "+".join("-" * (_WIDTH - 1) for _column in range(SIZE)) + "+"
    lines = ["     " + " ".join(c.center(_WIDTH - 1) for c in COLUMNS), marks(0, (0, 1)), rule]
    for row in range(SIZE):
        first, second = [], []
        for column in range(SIZE):
            square = row * SIZE + column
            tile = game.tile_at(SQUARES[square])
            first.append((f"{tile[0]}r{tile[1]}" if tile else "").center(_WIDTH - 1))
            second.append(" ".join(facing.get(square, [])).center(_WIDTH - 1)[: _WIDTH - 1])
        left, right = row * SIZE, row * SIZE + SIZE - 1
        lines.append(f"{row + 1:>2} {mark(left, 7)}|" + "|".join(first) + f"|{mark(right, 2)}")
        lines.append(f"   {mark(left, 6)}|" + "|".join(second) + f"|{mark(right, 3)}")
        lines.append(rule)
    lines.append(marks(SIZE - 1, (5, 4)))
    lines.append("")
    lines.extend(_pawn_line(game, player) for player in game.players)
    size = game.pile_size()
    pile = ngettext("Pile: {count} tile.", "Pile: {count} tiles.", size).format(count=size)
    if game.dragon is None:
        dragon = _("Dragon: beside the board.")
    else:
        dragon = _("Dragon: held by player {number}.").format(number=game.dragon)
    lines.append(f"{pile} {dragon}")
    if viewer is not None:
        player = game.players.index(viewer)  # as a number: players are 0..n-1
        lines.append(
            # Translators: 'play 17r2' is a move as typed: keep it in English.
            _(
                "Your hand, player {number}: the points each tile joins at rotation 0"
                " ('play 17r2' turns tile 17 two quarter turns clockwise):"
            ).format(number=player)
        )
        lines.extend(
            f"  {n:>2}: " + " ".join(f"{a}-{b}" for a, b in TILES[n])
            for n in sorted(game.hand(player))
        )
        if player == game.to_move and game.swap_offer():
            lines.append(_("Tiles you may take: {tiles}").format(tiles=game.swap_offer()))
    return "\n".join(line.rstrip() for line in lines)


def _pawn_line(game: Tsuro, player: int) -> str:
    place, fate = game.pawn(player), game.elimination(player)
    if fate is not None:
        reason, where = fate
        if reason == "edge":
            return _("Player {number}: out (edge at {place})").format(number=player, place=where)
        return _("Player {number}: out (collision at {place})").format(number=player, place=where)
    if place is None:
        return _("Player {number}: not on the board yet").format(number=player)
    count = len(game.hand(player))
    return ngettext(
        "Player {number}: {place}, {count} tile in hand",
        "Player {number}: {place}, {count} tiles in hand",
        count,
    ).format(number=player, place=place, count=count)
