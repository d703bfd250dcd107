"""Shangri-La's board in words: players' names, a journey's preview, chosen masters.

>>> from game.shangrila.positions import position
>>> journey_lines(position("rRA+ bRB", to_move="r"), "journey AB")[0]
'A has 2 tiles (1 master), B has 1 tile (1 master): A is stronger, it has more tiles.'
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_, _, ngettext, npgettext
from game.shangrila import ShangriLa
from game.shangrila.board import discipline_name
from game.shangrila.journey import StudentFate, colour_name
from web.ui.shangrila.selection import Selection
from web.ui.svg import listing

Namer = Callable[[str], str]  # a colour's name in the page's words, e.g. "Ann (red)"


def chosen_masters(chosen: Selection) -> str:
    """The chosen masters in words, e.g. "Rainmaker in E and Healer in F"."""
    return listing(
        [
            # Translators: a master chosen for a recruit, e.g. "Healer in F".
            _("{discipline} in {village}").format(discipline=discipline_name(d), village=v)
            for d, v in chosen.recruit
        ]
    )


#: Why the stronger village of a journey is stronger, by the preview's reason, in
#: words that end the verdict's sentence (translated where shown).
REASONS = {
    "more tiles": N_("it has more tiles"),
    "more masters": N_("the tiles are equal and it has more masters"),
    "tie: destination wins": N_(
        "equal in tiles and masters: the tie-break gives it to the destination"
    ),
    "tie: origin wins": N_(
        "equal in tiles and masters: the tie-break option gives it to the origin"
    ),
}


def _village_count(village: str, tiles: int, masters: int) -> str:
    """How many tiles and masters a village of a journey has, in words."""
    return _("{village} has {tiles} ({masters})").format(
        village=village,
        tiles=npgettext("Shangri-La", "{n} tile", "{n} tiles", tiles).format(n=tiles),
        masters=ngettext("{n} master", "{n} masters", masters).format(n=masters),
    )


def journey_lines(game: ShangriLa, move: str) -> list[str]:
    """The preview of a journey in plain words: the verdict first, then each effect."""
    p = game.journey_preview(move)
    origin, destination = p.origin, p.destination
    winner = origin if p.origin_stronger else destination
    reason = _(REASONS[p.reason]) if p.reason in REASONS else p.reason
    # Translators: {origin_count} and {destination_count} are each "E has 3 tiles (2
    # masters)"; {reason} is why the stronger village is, e.g. "it has more tiles".
    verdict = _("{origin_count}, {destination_count}: {winner} is stronger, {reason}.")
    lines = [
        verdict.format(
            origin_count=_village_count(origin, p.origin_tiles, p.origin_masters),
            destination_count=_village_count(
                destination, p.destination_tiles, p.destination_masters
            ),
            winner=winner,
            reason=reason,
        )
    ]
    lines += [_student_line(game, destination, fate) for fate in p.students]
    lines.append(
        _("The bridge {origin}–{destination} is then removed.").format(
            origin=origin, destination=destination
        )
    )
    if p.stones:
        lines.append(_("A stone goes on {villages}.").format(villages=listing(list(p.stones))))
    if p.ends_game:
        lines.append(_("That is the last stone: the game ends."))
    return lines


def _student_line(game: ShangriLa, destination: str, fate: StudentFate) -> str:
    """What a travelling student meets in the destination, and what becomes of it."""
    met = game.space(destination, fate.discipline)
    if met is None:
        # Translators: {fate} is what becomes of the student, e.g. "becomes a master".
        line = _("{colour} {discipline} student meets an empty space in {village}: it {fate}.")
    elif met[0] == fate.colour and met[1]:
        line = _(
            "{colour} {discipline} student meets its own master with a student in "
            "{village}: it {fate}."
        )
    elif met[0] == fate.colour:
        line = _("{colour} {discipline} student meets its own master in {village}: it {fate}.")
    elif met[1]:
        line = _(
            "{colour} {discipline} student meets {owner}'s master with a student in "
            "{village}: it {fate}."
        )
    else:
        line = _("{colour} {discipline} student meets {owner}'s master in {village}: it {fate}.")
    return line.format(
        colour=colour_name(fate.colour),
        discipline=discipline_name(fate.discipline),
        owner=colour_name(met[0]).lower() if met else "",
        village=destination,
        fate=fate.text,
    )
