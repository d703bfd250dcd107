"""Tsuro's board in words: where a pawn is, what a tile would do, why it is banned."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from game.i18n import N_, _
from game.tsuro import PawnMove, Preview, Tsuro

Namer = Callable[[int], str]  # a player's name in the page's words, e.g. "Ann (player 1)"

#: Why the chosen tile and rotation may not be played (translated where shown).
BANNED = N_(
    "Not allowed: this tile and rotation would eliminate you, while another tile or "
    "rotation in your hand keeps your pawn on the board."
)


def fate_words(game: Tsuro, player: int) -> str:
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


def preview_lines(
    preview: Preview, name: Callable[[int], str], you: Hashable | None = None
) -> list[str]:
    """What a placement would do to each pawn that moves, in plain words (said to
    ``you``, the person choosing, about their own pawn)."""
    lines = []
    for step in preview.steps:
        who = name(step.player)
        if step.player == you:
            line = _said_to_you(step)
        elif step.out == "edge":
            line = _("{name} would leave the board at {place}: eliminated.").format(
                name=who, place=step.at
            )
        elif step.out == "collision":
            line = _("{name} would collide at {place}: eliminated.").format(name=who, place=step.at)
        else:
            line = _("{name} moves to {place}.").format(name=who, place=step.place)
        lines.append(line)
    return lines


def _said_to_you(step: PawnMove) -> str:
    """What a placement would do to the pawn of the person choosing it."""
    if step.out == "edge":
        return _("You would leave the board at {place}: eliminated.").format(place=step.at)
    if step.out == "collision":
        return _("You would collide at {place}: eliminated.").format(place=step.at)
    return _("You move to {place}.").format(place=step.place)


def solo_progress(game: Tsuro) -> str:
    """A solo game's progress: the tiles placed so far, of the 35 to place."""
    # Translators: solo's progress while playing, e.g. "Tiles placed: 12 of 35".
    return _("Tiles placed: {n} of 35").format(n=game.placed_count())
