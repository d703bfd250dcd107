"""The board view of Tsuro: SVG board, the viewer's hand, clicks and keys to moves.

The view remembers only the selection (a tile of the hand and its rotation, or
the tiles picked for an elimination-bonus swap); the game changes only when the
page plays the move returned by :meth:`TsuroView.activate` or :meth:`TsuroView.key`.
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
>>> view = TsuroView(game, {0: "Ann", 1: "Bo"}, viewer=0)
>>> view.activate("start:c1.0")
'start c1.0'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.tsuro import Preview, Tsuro
from game.tsuro.tiles import SQUARES, START_MARKS, TILES, parse_place, rotated
from web.ui.svg import Attrs, button, described, esc, fmt, interactive, listing, svg, tag

CELL = 100  # a square's side
MARGIN = 40  # the frame around the squares, where the start marks are
SIZE = 6 * CELL + 2 * MARGIN

#: Where the 8 points of a square are, as fractions of its side, and the way
#: into the square from each (for drawing curves).
POINTS = ((1, 0), (2, 0), (3, 1), (3, 2), (2, 3), (1, 3), (0, 2), (0, 1))
INWARD = ((0, 1), (0, 1), (-1, 0), (-1, 0), (0, -1), (0, -1), (1, 0), (1, 0))

#: A dash pattern per player, so that trails differ by more than colour.
DASHES = ("none", "14 6", "4 5", "18 5 4 5", "10 10", "2 8", "24 6", "8 4 2 4")


def _point(square: str, point: int) -> tuple[float, float]:
    """The board coordinates of ``point`` of ``square``."""
    index = SQUARES.index(square)
    fx, fy = POINTS[point]
    return (
        MARGIN + (index % 6) * CELL + fx * CELL / 3,
        MARGIN + (index // 6) * CELL + fy * CELL / 3,
    )


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


@cache
def tile_svg(number: int, rotation: int, square: str) -> str:
    """Tile ``number`` at ``rotation`` drawn on ``square``: its face and 4 paths."""
    index = SQUARES.index(square)
    x, y = MARGIN + (index % 6) * CELL, MARGIN + (index // 6) * CELL
    paths = "".join(
        f'<path class="path" d="{path_data([(square, a, b)])}"/>'
        for a, b in rotated(TILES[number], rotation)
    )
    return f'<rect class="tile-face" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>{paths}'


@cache
def hand_tile_svg(number: int, rotation: int) -> str:
    """A tile of the hand as a small stand-alone SVG (the a1 square, cropped)."""
    return (
        f'<svg viewBox="{MARGIN} {MARGIN} {CELL} {CELL}" class="tile-icon" aria-hidden="true">'
        f"{tile_svg(number, rotation, 'a1')}</svg>"
    )


class TsuroView:
    """Draws a Tsuro game for ``viewer`` and turns clicks into moves (see the module)."""

    def __init__(self, game: Tsuro, names: dict[int, str], viewer: int | None) -> None:
        self.game = game
        self.names = names
        self.viewer = viewer
        self.tile: int | None = None
        self.rotation = 0
        self.give: list[int] = []
        self.take: list[int] = []
        self.message = ""
        self._seen: list[str] | None = None  # the position the selection and moves are of
        self._moves: list[str] = []

    # -- selection ----------------------------------------------------------------

    def _sync(self) -> list[str]:
        """The legal moves, worked out once per position; a selection made on another
        position is forgotten (after a move or an undo)."""
        if self.game.history != self._seen:
            self._seen = list(self.game.history)
            self.tile, self.give, self.take, self.message = None, [], [], ""
            self._moves = self.game.legal_moves()
        return self._moves

    def _my_turn(self) -> bool:
        return self.game.phase == "play" and self.viewer == self.game.to_move

    def _swapping(self, moves: list[str]) -> bool:
        return self._my_turn() and "swap none" in moves

    def _choice(self) -> Preview | None:
        """The preview of the selected tile and rotation, or None."""
        if self.tile is None or not self._my_turn() or self.tile not in self.game.hand(self.viewer):
            return None
        return self.game.preview(f"play {self.tile}r{self.rotation}")

    def _swap_move(self) -> str:
        if not self.give:
            return "swap none"
        pairs = zip(sorted(self.give), sorted(self.take), strict=False)
        return "swap " + " ".join(f"{g}>{t}" for g, t in pairs)

    def activate(self, target: str) -> str | None:
        """Handle a click on ``target``: a move to play, or None (the selection changed)."""
        moves = self._sync()
        self.message = ""
        kind, _, rest = target.partition(":")
        if kind == "start" and f"start {rest}" in moves:
            return f"start {rest}"
        if kind == "pass" and "pass" in moves:
            return "pass"
        if kind == "tile" and self._my_turn() and rest.isdigit():
            number = int(rest)
            if number in self.game.hand(self.viewer) and not self._swapping(moves):
                self.tile = None if self.tile == number else number
                return None
        if kind == "rotate" and rest in ("cw", "ccw"):
            self.rotation = (self.rotation + (1 if rest == "cw" else 3)) % 4
            return None
        if kind in ("give", "take") and self._swapping(moves) and rest.isdigit():
            self._toggle_swap(kind, int(rest))
            return None
        if kind == "cancel":
            self.tile, self.give, self.take = None, [], []
            return None
        if kind == "confirm":
            return self._confirm(moves)
        self.message = "That cannot be done now."
        return None

    def _toggle_swap(self, kind: str, number: int) -> None:
        """Add a tile to the swap, or take it back out."""
        chosen = self.give if kind == "give" else self.take
        pool = self.game.hand(self.viewer) if kind == "give" else self.game.swap_offer()
        if number in chosen:
            chosen.remove(number)
        elif number in pool:
            chosen.append(number)
        else:
            self.message = f"Tile {number} cannot be swapped."

    def _confirm(self, moves: list[str]) -> str | None:
        if self._swapping(moves):
            if len(self.give) != len(self.take):
                self.message = "Give as many tiles as you take."
                return None
            return self._swap_move()
        preview = self._choice()
        if preview is None:
            self.message = "Choose a tile of your hand first."
            return None
        if not preview.legal:
            self.message = _BANNED
            return None
        return preview.move

    def select(self, move: str) -> None:
        """Nothing to show before another player's move is played: their hand is hidden."""

    def key(self, name: str) -> str | None:
        """``r``/``R``/``e`` rotate, ``1``..``3`` pick a tile, Enter confirms, Escape cancels."""
        moves = self._sync()
        if name in ("r", "R", "e"):
            return self.activate("rotate:cw" if name == "r" else "rotate:ccw")
        if name == "Escape":
            return self.activate("cancel")
        if name == "Enter":
            return self.activate("confirm")
        if name in ("1", "2", "3") and self._my_turn() and not self._swapping(moves):
            hand = self.game.hand(self.viewer)
            if int(name) <= len(hand):
                self.tile = hand[int(name) - 1]
        return None

    # -- words --------------------------------------------------------------------

    def _name(self, player: int) -> str:
        number = f"Player {player + 1}"
        name = self.names.get(player)
        return f"{name} ({number.lower()})" if name and name != number else number

    def status(self) -> str:
        """One line for the status bar: whose turn and what to do."""
        game = self.game
        moves = self._sync()
        if game.phase == "over":
            return "Game over: " + self._winners_text()
        who = self._name(game.to_move)
        if game.phase == "start":
            return f"{who}: choose a start mark for your pawn"
        if moves == ["pass"]:
            return f"{who}: no tile in hand, pass"
        if "swap none" in moves:
            return f"{who}: elimination bonus, swap tiles or keep your hand"
        if self.viewer != game.to_move:
            return f"{who} to play a tile"
        if self.tile is None:
            return f"{who}: choose a tile, turn it, then confirm"
        return f"{who}: tile {self.tile}, rotation {self.rotation}; confirm or change it"

    def _winners_text(self) -> str:
        winners = self.game.winners()
        names = listing([self._name(p) for p in winners])
        return f"{names} share the win" if len(winners) > 1 else f"{names} wins"

    def _fate(self, player: int) -> str:
        """Where a player's pawn is, in words."""
        place = self.game.pawn(player)
        if place:
            return f"at {place}"
        out = self.game.elimination(player)
        if out is None:
            return "not on the board yet"
        why, at = out
        return f"out, {'off the edge' if why == 'edge' else 'in a collision'} at {at}"

    # -- the board ----------------------------------------------------------------

    def board_svg(self) -> str:
        """The board: squares, tiles, trails, start marks, pawns, and the ghosted tile."""
        moves = self._sync()
        game = self.game
        parts = [f'<rect class="frame" x="0" y="0" width="{SIZE}" height="{SIZE}"/>']
        place = game.pawn(game.to_move) if game.phase == "play" else None
        facing = place.partition(".")[0] if place else None
        for square in SQUARES:
            placed = game.tile_at(square)
            if placed is None:
                index = SQUARES.index(square)
                x, y = MARGIN + (index % 6) * CELL, MARGIN + (index // 6) * CELL
                words = f"Square {square}, empty"
                attrs = described(
                    words + (", where the next tile goes" if square == facing else "")
                )
                css = "cell facing" if square == facing else "cell"
                attrs.update({"class": css, "x": x, "y": y, "width": CELL, "height": CELL})
                parts.append(tag("rect", attrs))
            else:
                number, rotation = placed
                attrs = described(f"Tile {number}, rotation {rotation}, on {square}")
                attrs["class"] = "tile"
                parts.append(tag("g", attrs, tile_svg(number, rotation, square)))
        ghost = self._choice()
        if ghost is not None:
            parts.append(self._ghost_svg(ghost))
        for player in game.players:
            trail = game.trail(player)
            if trail:
                parts.append(
                    f'<path class="trail p{player}" stroke-dasharray="{DASHES[player]}" '
                    f'd="{path_data(trail)}"/>'
                )
        parts.append(self._marks_svg(moves))
        for player in game.players:
            parts.append(self._pawn_svg(player))
        return svg(SIZE, SIZE, "".join(parts), "Board of Tsuro", "tsuro")

    def _ghost_svg(self, preview: Preview) -> str:
        deadly = preview.mover_out
        words = f"Tile {self.tile}, rotation {self.rotation}, ghosted on {preview.square}"
        if deadly:
            words += ", would eliminate you"
        attrs = described(words)
        attrs["class"] = "ghost deadly" if deadly else "ghost"
        body = tile_svg(self.tile, self.rotation, preview.square)
        body += f'<path class="move" d="{path_data(preview.path)}"/>'
        return tag("g", attrs, body)

    def _marks_svg(self, moves: list[str]) -> str:
        parts = []
        for mark in START_MARKS:
            square, point = parse_place(mark)
            x, y = _point(SQUARES[square], point)
            dx, dy = INWARD[point]
            x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2  # out in the frame
            if f"start {mark}" in moves:
                attrs: Attrs = interactive(f"start:{mark}", f"Start mark {mark}")
                attrs["class"] = "mark target"
            else:
                attrs = {"class": "mark", "aria-hidden": "true"}
            attrs.update(cx=fmt(x), cy=fmt(y), r=14)
            parts.append(tag("circle", attrs))
        return "".join(parts)

    def _pawn_svg(self, player: int) -> str:
        game = self.game
        place = game.pawn(player)
        out = game.elimination(player)
        if place is None and out is None:
            return ""
        square, point = parse_place(place or out[1])
        x, y = _point(SQUARES[square], point)
        if place is None:
            # an eliminated pawn is drawn where it left, pushed out of the way
            dx, dy = INWARD[point]
            x, y = x - dx * MARGIN / 2, y - dy * MARGIN / 2
        label = f"Pawn {player + 1}, {self.names.get(player, 'player')}, {self._fate(player)}"
        cross = (
            f'<path class="out" d="M{fmt(x - 15)} {fmt(y - 15)}L{fmt(x + 15)} {fmt(y + 15)}'
            f'M{fmt(x + 15)} {fmt(y - 15)}L{fmt(x - 15)} {fmt(y + 15)}"/>'
            if place is None
            else ""
        )
        attrs = described(label)
        attrs["class"] = f"pawn-mark p{player}" + (" eliminated" if place is None else "")
        return tag(
            "g",
            attrs,
            f'<circle class="pawn" cx="{fmt(x)}" cy="{fmt(y)}" r="16"/>'
            f'<text class="pawn-letter" x="{fmt(x)}" y="{fmt(y)}">{player + 1}</text>{cross}',
        )

    # -- the side panel -----------------------------------------------------------

    def panel_html(self) -> str:
        """Players, pile and dragon, the viewer's hand and the current action's controls."""
        moves = self._sync()
        game = self.game
        parts = [self._players_html()]
        if game.phase == "over":
            pass  # the page's end section names the winners
        elif moves == ["pass"]:
            who = esc(self._name(game.to_move))
            parts.append(
                f"<p>{who} holds no tile, so passes this turn.</p>"
                + button("pass", "Pass", "Pass: no tile in hand")
            )
        elif self._swapping(moves):
            parts.append(self._swap_html())
        else:
            parts.append(self._hand_html())
        if self.message:
            parts.append(f'<p class="message" role="alert">{esc(self.message)}</p>')
        return "".join(parts)

    def _players_html(self) -> str:
        game = self.game
        rows = []
        for player in game.players:
            mark = " ◀" if player == game.to_move else ""
            dragon = ", holds the dragon tile" if game.dragon == player else ""
            tiles = len(game.hand(player))
            rows.append(
                f'<li class="player p{player}"><span class="pawn-sign">{player + 1}</span> '
                f"{esc(self._name(player))}{mark}: {esc(self._fate(player))}, "
                f"{tiles} tile{'s' if tiles != 1 else ''}{dragon}</li>"
            )
        if len(game.players) == 2:
            dragon = "No dragon tile with 2 players."
        elif game.dragon is None:
            dragon = "The dragon tile lies beside the board."
        else:
            dragon = f"The dragon tile: {esc(self._name(game.dragon))}."
        return (
            f'<ul class="players">{"".join(rows)}</ul>'
            f'<p class="pile">Pile: {game.pile_size()} tiles. {dragon}</p>'
        )

    def _hand_html(self) -> str:
        game = self.game
        if self.viewer is None:
            return "<p>Hands are hidden.</p>"
        mine = self._my_turn()
        tiles = []
        for number in game.hand(self.viewer):
            rotation = self.rotation if mine else 0
            label = f"Tile {number}, rotation {rotation}"
            icon = hand_tile_svg(number, rotation)
            if mine:
                attrs = interactive(f"tile:{number}", label, pressed=self.tile == number)
                attrs["class"] = "hand-tile" + (" selected" if self.tile == number else "")
            else:
                attrs = {"class": "hand-tile", "role": "img", "aria-label": label}
            tiles.append(tag("span", attrs, icon))
        own = self.viewer == game.to_move
        title = "Your hand" if own else f"Hand of {esc(self._name(self.viewer))}"
        hand = f'<p>{title}:</p><div class="hand-tiles">{"".join(tiles) or "(empty)"}</div>'
        if not mine:
            return hand
        controls = button("rotate:ccw", "⟲", "Rotate anticlockwise (Shift+R)") + button(
            "rotate:cw", "⟳", "Rotate clockwise (R)"
        )
        return hand + controls + self._choice_html()

    def _choice_html(self) -> str:
        preview = self._choice()
        if preview is None:
            return "<p>Choose a tile: it is shown on the square your pawn faces.</p>"
        lines = preview_lines(preview, self._name)
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        cancel = button("cancel", "Cancel", "Cancel the tile choice")
        label = f"Confirm tile {self.tile}, rotation {self.rotation}, on {preview.square}"
        if not preview.legal:
            warning = f'<p class="warning" role="alert">{esc(_BANNED)}</p>'
            confirm = tag(
                "button", {"type": "button", "disabled": "disabled", "aria-label": label}, "Confirm"
            )
        elif preview.mover_out:
            warning = (
                '<p class="warning" role="alert">Every tile and rotation in your hand '
                "eliminates you: this one is allowed, and your pawn leaves the board.</p>"
            )
            confirm = button("confirm", "Confirm", label)
        else:
            warning, confirm = "", button("confirm", "Confirm", label)
        return f'<div class="action preview"><ul>{items}</ul>{warning}{confirm}{cancel}</div>'

    def _swap_html(self) -> str:
        game = self.game
        give = "".join(self._pick("give", n, self.give) for n in game.hand(self.viewer))
        take = "".join(self._pick("take", n, self.take) for n in game.swap_offer())
        if len(self.give) == len(self.take):
            move = self._swap_move()
            text = "Keep my hand" if move == "swap none" else "Swap"
            confirm = button(
                "confirm", text, "Keep my hand" if not self.give else f"Confirm {move}"
            )
        else:
            confirm = "<p>Choose as many tiles to give as to take.</p>"
        return (
            '<div class="action swap"><p>Elimination bonus: you may swap tiles of your hand '
            "for tiles of the hands of the players you just eliminated (shown face up).</p>"
            f'<p>Give:</p><div class="hand-tiles">{give}</div>'
            f'<p>Take:</p><div class="hand-tiles">{take}</div>'
            f"{confirm}{button('cancel', 'Clear', 'Clear the swap choice')}</div>"
        )

    @staticmethod
    def _pick(kind: str, number: int, chosen: list[int]) -> str:
        """A tile to give or take in a swap, as a toggle."""
        attrs = interactive(
            f"{kind}:{number}", f"{kind.capitalize()} tile {number}", pressed=number in chosen
        )
        attrs["class"] = "hand-tile" + (" selected" if number in chosen else "")
        return tag("span", attrs, hand_tile_svg(number, 0))


_BANNED = (
    "Not allowed: this tile and rotation would eliminate you, while another tile or "
    "rotation in your hand keeps your pawn on the board."
)


def preview_lines(preview: Preview, name: Callable[[int], str]) -> list[str]:
    """What a placement would do to each pawn that moves, in plain words."""
    lines = []
    for step in preview.steps:
        who = name(step.player)
        if step.out == "edge":
            lines.append(f"{who} would leave the board at {step.at}: eliminated.")
        elif step.out == "collision":
            lines.append(f"{who} would collide at {step.at}: eliminated.")
        else:
            lines.append(f"{who} moves to {step.place}.")
    return lines
