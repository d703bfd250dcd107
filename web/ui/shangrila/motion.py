"""The moves just played on Shangri-La's board, animated once: the students of a
journey crossing their bridge, the masters it pushed out going home."""

from __future__ import annotations

from game.shangrila import Journey, ShangriLa, parse
from game.shangrila.board import DISCIPLINES
from web.ui.shangrila.geometry import OFFSETS, SPACE_AT, centre
from web.ui.shangrila.pieces import STUDENT_AT, master, student
from web.ui.svg import fmt
from web.ui.view import Scene

#: How long the students of a journey just played take to cross their bridge (seconds).
CROSSING_TIME = 0.9


def crossings(scene: Scene) -> str:
    """The students of the journeys among the recent moves, crossing their bridges
    from their spaces in the origin to their spaces in the destination (drawn once,
    when the moves were just played)."""
    game = scene.before_recent()
    assert isinstance(game, ShangriLa)
    parts = []
    for text in scene.game.history[len(game.history) :]:
        move = parse(text)
        if isinstance(move, Journey):
            parts.extend(_journey_motion(game, move))
        game.play(text)
    return "".join(parts)


def _journey_motion(game: ShangriLa, journey: Journey) -> list[str]:
    """A journey about to be played on ``game``: its students crossing, and the masters
    it will push out of the destination going home."""
    origin, destination = journey.origin, journey.destination
    after = game.copy()
    after.play(str(journey))
    parts = []
    for discipline in DISCIPLINES:
        traveller = game.space(origin, discipline)
        if traveller is not None and traveller[1]:
            parts.append(_crossing(traveller[0], discipline, origin, destination))
        was, now = game.space(destination, discipline), after.space(destination, discipline)
        if was is not None and (now is None or now[0] != was[0]):
            parts.append(_leaving(was[0], discipline, destination))
    return parts


def _leaving(colour: str, discipline: str, village: str) -> str:
    """A master pushed out by a stronger journey, going home to its owner's supply."""
    return (
        f'<g class="leaving-home" aria-hidden="true" transform="{SPACE_AT[village, discipline]}">'
        f"<g>{master(colour, discipline)}"
        f'<animateTransform attributeName="transform" type="translate" values="0 0;0 -40" '
        f'dur="{CROSSING_TIME:g}s" fill="freeze"/>'
        f'<animate attributeName="opacity" values="1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/></g></g>'
    )


def _crossing(colour: str, discipline: str, origin: str, destination: str) -> str:
    """One student's trip over the bridge, then out of sight (its fate is on the board)."""
    (ax, ay), (bx, by) = centre(origin), centre(destination)
    dx, dy = OFFSETS[discipline]
    sx, sy = STUDENT_AT
    route = f"M{fmt(ax + dx + sx)} {fmt(ay + dy + sy)}L{fmt(bx + dx + sx)} {fmt(by + dy + sy)}"
    return (
        '<g class="crossing" aria-hidden="true">'
        f'<animateMotion dur="{CROSSING_TIME:g}s" fill="freeze" path="{route}"/>'
        f'<animate attributeName="opacity" values="1;1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/>{student(colour, 0, 0)}</g>'
    )
