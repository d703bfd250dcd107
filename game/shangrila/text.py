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

from game.i18n import _, ngettext
from game.shangrila.board import DISCIPLINES, VILLAGES
from game.shangrila.engine import ShangriLa
from game.shangrila.journey import LAST_STONE, colour_name


def render(game: ShangriLa, viewer: Hashable | None = None) -> str:
    """The whole position as text (there are no secrets: ``viewer`` is ignored)."""
    lines = [
        # Translators: the heading of the position as text; the letters r/b/y/v and
        # the marks + and . are as shown on the board: keep them.
        _("Village            Spaces (discipline, then colour r/b/y/v, + = student, . = empty)"),
        "",
    ]
    bridges, stones = game.bridges(), game.stones()
    for village in VILLAGES:
        if village in stones:
            where = _("stone")
        else:
            ends = sorted(b.replace(village, "") for b in bridges if village in b)
            where = _("bridges to {villages}").format(villages=" ".join(ends))
        lines.append(f"{village}  {where:<20} {_spaces(game, village)}")
    lines += ["", f"{_('Supply'):<11} " + "  ".join(DISCIPLINES)]
    for colour in game.colours:
        counts = "  ".join(str(game.supply(colour, d)) for d in DISCIPLINES)
        lines.append(f"{colour_name(colour):<11} {counts}")
    scores = game.scores()
    lines.append("")
    lines.append(
        _("Masters on the board: {scores}").format(
            scores=", ".join(f"{colour_name(c)} {scores[c]}" for c in game.colours)
        )
    )
    lines.append(_("Stones: {count} of {last}").format(count=len(stones), last=LAST_STONE))
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
        winners = [colour_name(c) for c in game.winners()]
        if len(winners) == 1:
            return _("The game is over: {winner} wins.").format(winner=winners[0])
        return _("The game is over: {winners} and {last} share the win.").format(
            winners=", ".join(winners[:-1]), last=winners[-1]
        )
    who = colour_name(game.to_move)
    if game.phase == "setup":
        own, total = game.setup_limits()
        remaining = " ".join(game.setup_remaining(game.to_move))
        return ngettext(
            "Setup: at most {own} tile of one colour and {total} in all per village; "
            "{who} still places {remaining}.",
            "Setup: at most {own} tiles of one colour and {total} in all per village; "
            "{who} still places {remaining}.",
            own,
        ).format(own=own, total=total, who=who, remaining=remaining)
    return _("{who}: place a master, recruit students or send students on a journey.").format(
        who=who
    )
