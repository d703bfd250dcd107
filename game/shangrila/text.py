"""The position as plain text, for the terminal.

Each village is one line: its stone or its intact bridges, then its seven
spaces in board order, each a discipline letter followed by the master's colour
letter (``+`` when it has a student) or ``.`` when empty.

>>> from game.shangrila import new_game
>>> g = new_game("rby", start="suggested", seed=1)
>>> print(render(g).splitlines()[2])
A  bridges to B D E G   Rb  P.  Yr  A.  D.  H.  F.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.shangrila.board import DISCIPLINES, VILLAGES
from game.shangrila.engine import ShangriLa
from game.shangrila.journey import LAST_STONE, colour_name


def render(game: ShangriLa, viewer: Hashable | None = None) -> str:
    """The whole position as text (there are no secrets: ``viewer`` is ignored)."""
    lines = [
        "Village            Spaces (discipline, then colour r/b/y/v, + = student, . = empty)",
        "",
    ]
    bridges, stones = game.bridges(), game.stones()
    for village in VILLAGES:
        if village in stones:
            where = "stone"
        else:
            ends = sorted(b.replace(village, "") for b in bridges if village in b)
            where = "bridges to " + " ".join(ends)
        lines.append(f"{village}  {where:<20} {_spaces(game, village)}")
    lines += ["", "Supply      " + "  ".join(DISCIPLINES)]
    for colour in game.colours:
        counts = "  ".join(str(game.supply(colour, d)) for d in DISCIPLINES)
        lines.append(f"{colour_name(colour):<11} {counts}")
    scores = game.scores()
    lines.append("")
    lines.append(
        "Masters on the board: " + ", ".join(f"{colour_name(c)} {scores[c]}" for c in game.colours)
    )
    lines.append(f"Stones: {len(stones)} of {LAST_STONE}")
    lines.append(_status(game))
    return "\n".join(lines)


def _spaces(game: ShangriLa, village: str) -> str:
    cells = []
    for discipline in DISCIPLINES:
        tile = game.space(village, discipline)
        mark = "." if tile is None else tile[0] + ("+" if tile[1] else "")
        cells.append(f"{discipline}{mark:<2}")
    return " ".join(cells).rstrip()


def _status(game: ShangriLa) -> str:
    if game.phase == "over":
        winners = game.winners()
        names = " and ".join(colour_name(c) for c in winners)
        return f"The game is over: {names} {'wins' if len(winners) == 1 else 'share the win'}."
    who = colour_name(game.to_move)
    if game.phase == "setup":
        own, total = game.setup_limits()
        remaining = " ".join(game.setup_remaining(game.to_move))
        return (
            f"Setup: at most {own} tile(s) of one colour and {total} in all per village; "
            f"{who} still places {remaining}."
        )
    return f"{who}: place a master, recruit students or send students on a journey."
