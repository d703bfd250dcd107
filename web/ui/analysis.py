"""The computer's view of a game under review: Hard's search run over each of its
positions (in the worker, a position at a time, at most :data:`SECONDS` each), each
player's chance to win along the game, and its turning points: the moves where the
mover's chance fell the most, each with the move the computer would have played.

A search sees its own mover's chances through rosier glasses than the others' (it
searches the mover's choices deepest), so a player's chance is only ever compared
with itself as seen at that player's own turns: the chart draws each player's line
through the positions where they were to move (and the end), and a move is judged
by its player's chance at that turn and at their next one (or at the end).

Everything here is a plain function of the numbers the searches found; the chart is
SVG drawn from them, as the boards are.

>>> found = {0: Found((("r", 0.5), ("b", 0.5)), "place AA"),
...          1: Found((("r", 0.2), ("b", 0.8)), "place BB"),
...          2: Found((("r", 0.25), ("b", 0.75)), "pass")}
>>> played = [("r", "place CC"), ("b", "place BB")]
>>> [(t.move, t.player, t.before, t.after, t.instead) for t in turning_points(found, played)]
[(1, 'r', 0.5, 0.25, 'place AA')]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Literal

from game.i18n import _, number

#: The longest Hard's search looks at one position, in seconds: a 48-move game is
#: analysed within a minute in the page (bench/analysis.py).
SECONDS = 0.8
#: At most this many turning points are marked...
MOST = 3
#: ...and only where the mover's chance fell by at least this share.
LEAST = 0.1

#: Where an analysis stands.
State = Literal["running", "done", "stopped", "failed"]


@dataclass(frozen=True)
class Found:
    """What the search found at one position: each player's chance to win, ``(player
    as text, share)`` in turn order, and the move it would play (None: the game is
    over there)."""

    chances: tuple[tuple[str, float], ...]
    move: str | None

    def chance(self, player: str) -> float:
        """``player``'s chance to win here (0 if the search did not name them)."""
        return dict(self.chances).get(player, 0.0)


@dataclass(frozen=True)
class TurningPoint:
    """A turning point: move number ``move`` (1 for the first), played by ``player``,
    took their chance from ``before`` to ``after`` (as seen at position ``until``,
    their next turn or the end); the search would have played ``instead`` there."""

    move: int
    player: str
    before: float
    after: float
    instead: str
    until: int

    @property
    def fall(self) -> float:
        return self.before - self.after


@dataclass
class Analysis:
    """An analysis of a game of ``total`` moves asked for with ``token``: each move's
    player and move (``played``), the positions found so far, by position (0: before
    the first move), and where it stands."""

    token: int
    total: int
    played: list[tuple[str, str]]
    found: dict[int, Found] = field(default_factory=dict)
    state: State = "running"

    def next(self) -> int | None:
        """The position to analyse next (None: every one is)."""
        return next((at for at in range(self.total + 1) if at not in self.found), None)

    def add(self, at: int, found: Found) -> int | None:
        """Keep what the search found at position ``at``; the next to ask for (None,
        and the analysis is done, once every position is)."""
        self.found[at] = found
        following = self.next()
        if following is None:
            self.state = "done"
        return following


def next_turn(played: Sequence[tuple[str, str]], player: str, at: int) -> int:
    """The first position after ``at`` where ``player`` is to move (past the last
    move: the end of the game, ``len(played)``).

    >>> next_turn([("a", "x"), ("b", "y"), ("a", "z")], "a", 0)
    2
    >>> next_turn([("a", "x"), ("b", "y"), ("a", "z")], "b", 1)
    3
    """
    return next((k for k in range(at + 1, len(played)) if played[k][0] == player), len(played))


def turning_points(
    found: Mapping[int, Found],
    played: Sequence[tuple[str, str]],
    *,
    most: int = MOST,
    least: float = LEAST,
    shown: Callable[[int, str], bool] = lambda move, player: True,
) -> list[TurningPoint]:
    """The moves where the mover's chance fell the most, in the order of the game.

    ``found``: what the search found at each position analysed (position ``k`` is the
    game after its first ``k`` moves); ``played``: each move's player and move, in
    order. Move ``k`` is judged by its player's chance at their turn (position
    ``k - 1``) and at their next turn, or the end (:func:`next_turn`); a move the
    search would have played itself, or one whose positions are not analysed, is
    never a turning point, nor is one that ``shown(move, player)`` refuses (a move
    whose hand may not be shown). At most ``most`` of them, each a fall of at least
    ``least``; the largest first if more fell, and the earlier of equal falls.

    >>> def at(*chances):
    ...     return Found(tuple(zip("ab", chances)), "best")
    >>> found = {0: at(0.5, 0.5), 1: at(0.3, 0.6), 2: at(0.3, 0.4), 3: at(0.2, 0.4),
    ...          4: at(0.0, 1.0)}
    >>> played = [("a", "w"), ("b", "x"), ("a", "y"), ("b", "z")]
    >>> [(t.move, round(t.fall, 2), t.until) for t in turning_points(found, played)]
    [(1, 0.2, 2), (2, 0.2, 3), (3, 0.3, 4)]
    >>> [t.move for t in turning_points(found, played, most=2)]
    [1, 3]
    >>> [t.move for t in turning_points(found, played, least=0.25)]
    [3]
    >>> [t.move for t in turning_points(found, played, shown=lambda m, p: p == "b")]
    [2]
    >>> del found[3]   # not analysed: moves 2 and 4 cannot be judged
    >>> [t.move for t in turning_points(found, played)]
    [1, 3]
    >>> turning_points({0: at(0.5, 0.5), 1: at(0.1, 0.9)}, [("a", "best")])
    []
    """
    turns = []
    for move, (player, words) in enumerate(played, 1):
        until = next_turn(played, player, move - 1)
        before, after = found.get(move - 1), found.get(until)
        if before is None or after is None or before.move in (None, words):
            continue
        if not shown(move, player):
            continue
        chances = before.chance(player), after.chance(player)
        turn = TurningPoint(move, player, *chances, before.move, until)
        if turn.fall >= least - 1e-9:
            turns.append(turn)
    kept = sorted(turns, key=lambda turn: (-turn.fall, turn.move))[:most]
    return sorted(kept, key=lambda turn: turn.move)


# -- the chart ---------------------------------------------------------------------------

WIDTH, HEIGHT = 320.0, 120.0
LEFT, RIGHT, TOP, BOTTOM = 32.0, 6.0, 18.0, 16.0
#: Each player's line has its own dash pattern, so that no line is told by colour alone.
DASHES = ("", "6 3", "2 3", "9 3 2 3", "1 4", "12 4", "4 2 1 2", "3 6")


def player_class(player: str) -> str:
    """The CSS class of a player's colour: ``p-r`` for Shangri-La's red, ``p0`` for
    Tsuro's first pawn."""
    return f"p{player}" if player.isdigit() else f"p-{player}"


def chart(
    found: Mapping[int, Found],
    played: Sequence[tuple[str, str]],
    players: Sequence[tuple[str, str]],
    at: int,
    turns: Sequence[TurningPoint],
    together: bool = False,
) -> str:
    """Each player's chance to win along a game (``played``: each move's player and
    move) as an SVG chart: one line a player (``(player, name)`` in turn order)
    through the positions found where that player was to move and the end, the
    position ``at`` shown marked, and a ring on each turning point's fall; its axes
    say the move and the chance in per cent. ``together``: the players win or lose
    together (Tsuro's solo), so one line, the first player's, runs through every
    position. Its title and description say what it shows in words.

    >>> found = {0: Found((("r", 0.5), ("b", 0.5)), "x"), 1: Found((("r", 0.3), ("b", 0.6)), "y"),
    ...          2: Found((("r", 1.0), ("b", 0.0)), None)}
    >>> svg = chart(found, [("r", "x"), ("b", "z")], [("r", "Ann"), ("b", "Bo")], 1, [])
    >>> 'points="32.0,61.0 314.0,18.0"' in svg, 'points="173.0,52.4 314.0,104.0"' in svg
    (True, True)
    >>> ">100%</text>" in svg, ">Chance to win</text>" in svg, ">Move</text>" in svg
    (True, True, True)
    >>> solo = chart(found, [("r", "x"), ("b", "z")], [("r", "Ann"), ("b", "Bo")], 1, [], True)
    >>> solo.count("<polyline"), 'points="32.0,61.0 173.0,78.2 314.0,18.0"' in solo
    (1, True)
    >>> "After move 2: Ann 100%, Bo 0%." in svg
    True
    """
    total = len(played)
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(position: int) -> float:
        return round(LEFT + inner_w * position / max(total, 1), 1)

    def y(share: float) -> float:
        return round(TOP + inner_h * (1 - share), 1)

    parts = _scale(y)
    parts.append(f'<line class="at" x1="{x(at)}" x2="{x(at)}" y1="{TOP}" y2="{HEIGHT - BOTTOM}"/>')
    parts += _lines(found, played, [player for player, _name in players], x, y, together)
    parts += (
        f'<circle class="turn {player_class(turn.player)}" cx="{x(turn.until)}" '
        f'cy="{y(turn.after)}" r="4.5"/>'
        for turn in turns
    )
    parts.append(
        f'<text x="{LEFT}" y="{HEIGHT - 3}">0</text>'
        f'<text x="{WIDTH - RIGHT}" y="{HEIGHT - 3}" text-anchor="end">{total}</text>'
    )
    title = _("Each player’s chance to win, move by move")
    desc = _chances_words(found, dict(players))
    return (
        f'<svg class="chances" viewBox="0 0 {WIDTH:.0f} {HEIGHT:.0f}" role="img" '
        'aria-labelledby="chances-title chances-desc">'
        f'<title id="chances-title">{escape(title)}</title>'
        f'<desc id="chances-desc">{escape(desc)}</desc>{"".join(parts)}</svg>'
    )


def _scale(y: Callable[[float], float]) -> list[str]:
    """The chart's scale (``y``: a share's place): its levels of chance, and its axes
    in words, the chance to win above the scale and the moves along the bottom."""
    parts = [
        f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(level)}" y2="{y(level)}"/>'
        f'<text x="{LEFT - 3}" y="{y(level) + 3}" text-anchor="end">'
        f"{escape(_('{percent}%').format(percent=int(level * 100)))}</text>"
        for level in (0.0, 0.5, 1.0)
    ]
    parts.append(f'<text class="axis" x="{LEFT}" y="{TOP - 5}">{escape(_("Chance to win"))}</text>')
    middle = LEFT + (WIDTH - LEFT - RIGHT) / 2
    parts.append(
        f'<text class="axis" x="{middle}" y="{HEIGHT - 3}" text-anchor="middle">'
        f"{escape(_('Move'))}</text>"
    )
    return parts


def _lines(
    found: Mapping[int, Found],
    played: Sequence[tuple[str, str]],
    players: Sequence[str],
    x: Callable[[int], float],
    y: Callable[[float], float],
    together: bool = False,
) -> list[str]:
    """The chart's line of each player, through the positions found where that player
    was to move and the end (``x`` and ``y``: a position's and a share's place);
    ``together``: one line, the first player's, through every position."""
    total, lines = len(played), []
    for index, player in enumerate(players[:1] if together else players):
        own = [p for p in sorted(found) if together or p == total or played[p][0] == player]
        points = " ".join(f"{x(p)},{y(found[p].chance(player))}" for p in own)
        dash = DASHES[index % len(DASHES)]
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        lines.append(f'<polyline class="line {player_class(player)}" points="{points}"{dashes}/>')
    return lines


def _chances_words(found: Mapping[int, Found], names: Mapping[str, str]) -> str:
    """The chart's description: each player's chance at the last position found."""
    if not found:
        return _("Nothing analysed yet.")
    last = max(found)
    odds = ", ".join(
        f"{names[p]} {_('{percent}%').format(percent=number(100 * share))}"
        for p, share in found[last].chances
        if p in names
    )
    return _("After move {at}: {chances}.").format(at=last, chances=odds)


def legend(players: Sequence[tuple[str, str]]) -> str:
    """Which line is whose: each name beside a sample of its line (hidden from screen
    readers, which read the names)."""
    items = []
    for index, (player, name) in enumerate(players):
        dash = DASHES[index % len(DASHES)]
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        sample = (
            '<svg class="sample" viewBox="0 0 24 8" aria-hidden="true" focusable="false">'
            f'<line class="line {player_class(player)}" x1="0" x2="24" y1="4" y2="4"{dashes}/>'
            "</svg>"
        )
        items.append(f"<li>{sample} <bdi>{escape(name)}</bdi></li>")
    return f'<ul class="legend">{"".join(items)}</ul>'
