"""The journey of the students, worked out before it happens.

:func:`plan` says, for a journey from one village to a neighbour, which village
is stronger and why, what becomes of each travelling student, which villages
get a stone and whether the game then ends. The engine plays a journey by
carrying out this plan, and the page shows it as a preview.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, _, ngettext
from game.shangrila.board import COLOUR_NAMES, VILLAGES, bridge, discipline_name
from game.shangrila.state import (
    DISCIPLINE_IDS,
    STUDENT,
    V_INDEX,
    State,
    space_has_student,
    space_owner,
)

#: Stones on the board when the game ends (two villages stay without one).
LAST_STONE = len(VILLAGES) - 2


def colour_name(colour: str) -> str:
    """``"Red"`` for ``"r"``, in the player's language."""
    return _(COLOUR_NAMES[colour])


#: Why the stronger village of a journey is stronger (:attr:`JourneyPreview.reason`),
#: as players read it.
REASONS = {
    "more tiles": N_("more tiles"),
    "more masters": N_("more masters"),
    "tie: destination wins": N_("tie: destination wins"),
    "tie: origin wins": N_("tie: origin wins"),
}


@dataclass(frozen=True)
class StudentFate:
    """What happens to one travelling student.

    ``outcome`` is ``"master"`` (takes the empty space), ``"student"`` (joins
    its own master), ``"supply"`` (goes back to its owner's supply) or
    ``"takes over"`` (the tiles of ``displaced`` go back to supply, with a
    student when ``displaced_student``, and the traveller becomes the master).
    """

    colour: str
    discipline: str
    outcome: str
    displaced: str | None = None
    displaced_student: bool = False

    @property
    def text(self) -> str:
        """The fate in words, e.g. ``"becomes a master"``."""
        if self.outcome == "master":
            return _("becomes a master")
        if self.outcome == "student":
            return _("becomes a student of its own master")
        if self.outcome == "supply":
            return _("returns to supply")
        owner = colour_name(self.displaced or "")
        if self.displaced_student:
            return _("takes over: {owner}'s master and student return to supply").format(
                owner=owner
            )
        return _("takes over: {owner}'s master returns to supply").format(owner=owner)


@dataclass(frozen=True)
class JourneyPreview:
    """A legal journey described before it is played.

    ``reason`` says why the stronger village is stronger: ``"more tiles"``,
    ``"more masters"``, ``"tie: destination wins"`` or ``"tie: origin wins"``.
    ``students`` lists the travellers in discipline order; ``stones`` the
    villages that get a stone; ``ends_game`` whether that stone is the last.
    """

    origin: str
    destination: str
    origin_tiles: int
    origin_masters: int
    destination_tiles: int
    destination_masters: int
    origin_stronger: bool
    reason: str
    students: tuple[StudentFate, ...]
    stones: tuple[str, ...]
    ends_game: bool

    @property
    def text(self) -> str:
        """The whole journey in a few lines of words."""
        if self.origin_stronger:
            headline = _("Journey {origin} -> {destination}: the origin is stronger ({reason})")
        else:
            headline = _(
                "Journey {origin} -> {destination}: the destination is stronger ({reason})"
            )
        reason = _(REASONS[self.reason]) if self.reason in REASONS else self.reason
        lines = [
            headline.format(origin=self.origin, destination=self.destination, reason=reason),
            "  "
            + _("{origin}: {origin_strength}; {destination}: {destination_strength}").format(
                origin=self.origin,
                origin_strength=_strength_words(self.origin_tiles, self.origin_masters),
                destination=self.destination,
                destination_strength=_strength_words(
                    self.destination_tiles, self.destination_masters
                ),
            ),
        ]
        for fate in self.students:
            # Translators: one travelling student, e.g. "Red Yeti-Whisperer becomes a
            # master"; {fate} is one of the student's fates (e.g. "becomes a master").
            line = _("{colour} {discipline} {fate}").format(
                colour=colour_name(fate.colour),
                discipline=discipline_name(fate.discipline),
                fate=fate.text,
            )
            lines.append("  " + line)
        if len(self.stones) == 1:
            lines.append("  " + _("Stone on {village}").format(village=self.stones[0]))
        elif self.stones:
            lines.append(
                "  "
                + _("Stones on {first} and {second}").format(
                    first=", ".join(self.stones[:-1]), second=self.stones[-1]
                )
            )
        if self.ends_game:
            lines.append("  " + _("This places the last stone: the game ends."))
        return "\n".join(lines)


def _strength_words(tiles: int, masters: int) -> str:
    """``"4 tiles, 3 masters"``: a village's strength in words."""
    # Translators: a village's strength, e.g. "4 tiles, 3 masters".
    return _("{tiles}, {masters}").format(
        tiles=ngettext("{n} tile", "{n} tiles", tiles).format(n=tiles),
        masters=ngettext("{n} master", "{n} masters", masters).format(n=masters),
    )


def strength(spaces: list[int], village: str) -> tuple[int, int]:
    """``(tiles, masters)`` in ``village``: its strength before any tie-break."""
    base = V_INDEX[village] * 7
    tiles = masters = 0
    for value in spaces[base : base + 7]:
        if value:
            masters += 1
            tiles += 2 if value > STUDENT else 1
    return tiles, masters


def plan(state: State, origin: str, destination: str, tie_to_origin: bool) -> JourneyPreview:
    """The journey from ``origin`` to ``destination`` (assumed legal), worked out."""
    spaces = state.spaces
    o_tiles, o_masters = strength(spaces, origin)
    d_tiles, d_masters = strength(spaces, destination)
    if o_tiles != d_tiles:
        stronger, reason = o_tiles > d_tiles, "more tiles"
    elif o_masters != d_masters:
        stronger, reason = o_masters > d_masters, "more masters"
    elif tie_to_origin:
        stronger, reason = True, "tie: origin wins"
    else:
        stronger, reason = False, "tie: destination wins"
    o_base, d_base = V_INDEX[origin] * 7, V_INDEX[destination] * 7
    fates = []
    for d, discipline in enumerate(DISCIPLINE_IDS):
        value = spaces[o_base + d]
        if not space_has_student(value):
            continue
        colour = space_owner(value)
        there = spaces[d_base + d]
        if not there:
            fates.append(StudentFate(colour, discipline, "master"))
        elif not stronger:
            fates.append(StudentFate(colour, discipline, "supply"))
        elif space_owner(there) != colour:
            owner, student = space_owner(there), space_has_student(there)
            fates.append(StudentFate(colour, discipline, "takes over", owner, student))
        elif space_has_student(there):
            fates.append(StudentFate(colour, discipline, "supply"))
        else:
            fates.append(StudentFate(colour, discipline, "student"))
    crossed = bridge(origin, destination)
    stones = tuple(
        v
        for v in sorted((origin, destination))
        if not any(b != crossed and v in b for b in state.bridges)
    )
    return JourneyPreview(
        origin,
        destination,
        o_tiles,
        o_masters,
        d_tiles,
        d_masters,
        stronger,
        reason,
        tuple(fates),
        stones,
        len(state.stones) + len(stones) >= LAST_STONE,
    )
