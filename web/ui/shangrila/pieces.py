"""The things on Shangri-La's board as SVG: villages on their walled plateaus, spaces
with their masters and students, each clan's mark; each a pure function of a few
values, cached, so that redrawing the board mostly joins strings already made.

>>> mark("b", 7, 0, 0)
'<circle class="mark" cx="0" cy="0" r="7"/>'
"""

from __future__ import annotations

from functools import cache, lru_cache

from game.i18n import N_, _
from game.shangrila.board import RED_VILLAGE, VILLAGES, discipline_name
from game.shangrila.journey import colour_name
from web.ui.shangrila.geometry import RADIUS, SPACE_AT, TILE, centre
from web.ui.svg import Attrs, described, esc, fmt, interactive, tag

ICON = 22  # a discipline's icon on a master
FREE_ICON = 26  # a discipline's icon on a free space

#: A shape per player colour, so that colour is never the only cue.
SHAPES = {"r": "square", "b": "circle", "y": "diamond", "v": "hexagon"}
SHAPE_SIGNS = {"square": "■", "circle": "●", "diamond": "◆", "hexagon": "⬢"}

#: A stone: a boulder on the village's name (and the glint on its top).
BOULDER = "M-27 7C-29-8-17-21-2-21 14-22 27-11 27 3 27 14 18 20 5 20H-17C-23 20-26 15-27 7z"
SHINE = "M-15-12c4-3 9-5 14-4"


@lru_cache(maxsize=1024)
def village_svg(
    village: str,
    role: str,
    origin: str | None,
    pressed: bool,
    offered: bool,
    stone: bool,
    three: bool,
    lang: str = "",
) -> str:
    """A village on its walled plateau: a target when ``offered`` and it has a ``role``
    in a journey (``"start"``, ``"origin"``, ``"destination"``); ``pressed`` when it is
    the journey's chosen origin or destination. Named in language ``lang`` (the one in
    use, part of the cache's key)."""
    x, y = centre(village)
    css = ["village"]
    if village == RED_VILLAGE:
        css.append("red-walls")
    if stone:
        css.append("stoned")
    label = _village_label(village, role, origin, stone)
    if offered and role:
        attrs = interactive(
            f"village:{village}", label, pressed=pressed if role != "start" else None
        )
        css.append("target")
    else:
        attrs = described(label)
    if pressed:
        css.append("selected")
    attrs["class"] = " ".join(css)
    return tag("g", attrs, _plateau(village, x, y, stone, three))


def _village_label(village: str, role: str, origin: str | None, stone: bool) -> str:
    """A village's name, with its part in a journey."""
    if stone:
        label = _("Village {village}, stone").format(village=village)
    else:
        label = _("Village {village}").format(village=village)
    if role == "origin":
        # Translators: {village} is a village's name, e.g. "Village E" or "Village E, stone".
        label = _("{village}, journey origin").format(village=label)
    elif role == "destination":
        label = _("{village}, journey from {origin} to here").format(village=label, origin=origin)
    elif role == "start":
        label = _("{village}, start a journey here").format(village=label)
    return label


def _plateau(village: str, x: float, y: float, stone: bool, three: bool) -> str:
    """A village's plateau, its wall and its name, under a stone if it has one."""
    cx, cy = fmt(x), fmt(y)
    parts = [
        f'<circle class="plateau" cx="{cx}" cy="{cy}" r="{RADIUS}"/>'
        f'<circle class="wall" cx="{cx}" cy="{cy}" r="{RADIUS + 3}"/>'
    ]
    lx, ly = fmt(x - RADIUS * 0.76), fmt(y - RADIUS * 0.76)
    if stone:
        parts.append(f'<path class="stone" transform="translate({lx},{ly})" d="{BOULDER}"/>')
    else:
        parts.append(f'<circle class="badge" cx="{lx}" cy="{ly}" r="19"/>')
    parts.append(f'<text class="village-name" x="{lx}" y="{ly}">{esc(village)}</text>')
    if stone:
        parts.append(f'<path class="shine" transform="translate({lx},{ly})" d="{SHINE}"/>')
    if village == RED_VILLAGE and stone and three:
        parts.append(
            f'<text class="note" x="{cx}" y="{fmt(y + RADIUS + 18)}">{esc(_("out of play"))}</text>'
        )
    return "".join(parts)


#: A space's part in the previewed journey, added to its name ({space}: e.g. "Healer
#: space, village E, red master with student"); translated where shown.
JOURNEY_WORDS = {
    "leaving": N_("{space}, its student travels"),
    "arriving": N_("{space}, a student arrives"),
}


@cache
def space_svg(
    village: str,
    discipline: str,
    occupant: tuple[str, bool] | None,
    state: str,
    offered: bool,
    journey: str,
    recent: bool = False,
    lang: str = "",
) -> str:
    """A space with its master and student; ``state`` names what a click on it would do
    (``"place"``, ``"recruit"``, ``"chosen"``: a target when ``offered``), ``journey``
    its part in the previewed journey (``"leaving"``, ``"arriving"`` or ""), ``recent``
    whether the moves since the viewer's last one changed it; named in language
    ``lang`` (the one in use, part of the cache's key)."""
    words = _space_words(village, discipline, occupant, journey, recent)
    css = f"space disc-{discipline}" + (f" {journey}" if journey else "")
    css += " recent" if recent else ""
    if state and offered:
        attrs: Attrs = interactive(
            f"space:{village}:{discipline}", words, pressed=(state == "chosen") or None
        )
        css += f" target {state}"
    else:
        attrs = described(words)
        css += f" {state}" if state else ""
    attrs.update({"class": css, "transform": SPACE_AT[village, discipline]})
    half = TILE // 2
    body = [f'<rect class="field" x="-{half}" y="-{half}" width="{TILE}" height="{TILE}" rx="7"/>']
    if occupant is None:
        body.append(_icon(discipline, FREE_ICON, "free", 0, 0))
    else:
        colour, has_student = occupant
        body.append(master(colour, discipline))
        if has_student:
            body.append(student(colour, *STUDENT_AT))
    return tag("g", attrs, "".join(body))


def _space_words(
    village: str, discipline: str, occupant: tuple[str, bool] | None, journey: str, recent: bool
) -> str:
    """A space's name: its discipline, its village, who holds it, and what just changed."""
    if occupant is None:
        who = _("empty")
    else:
        colour, has_student = occupant
        who = colour_name(colour).lower()
        if has_student:
            # Translators: who holds a space, e.g. "red master with student".
            who = _("{colour} master with student").format(colour=who)
        else:
            who = _("{colour} master").format(colour=who)
    # Translators: {occupant} is "empty" or who holds the space, e.g. "red master".
    words = _("{discipline} space, village {village}, {occupant}").format(
        discipline=discipline_name(discipline), village=village, occupant=who
    )
    if journey:
        words = _(JOURNEY_WORDS[journey]).format(space=words)
    if recent:
        words = _("{space}, changed since your last move").format(space=words)
    return words


def _icon(discipline: str, size: float, css: str, x: float, y: float) -> str:
    """A discipline's icon (its ``<symbol>`` in the page's sprite), centred on (x, y)."""
    return (
        f'<use href="#sl-{discipline}" class="icon {css}" x="{fmt(x - size / 2)}" '
        f'y="{fmt(y - size / 2)}" width="{size:g}" height="{size:g}"/>'
    )


#: A master's body, a shield that carries its discipline's icon (its head, above,
#: is its clan's mark); a student stands at ``STUDENT_AT`` beside it.
BODY = "M-16 -8h28v12c0 8-6 13-14 16-8-3-14-8-14-16z"
HEAD_AT = (-2, -14)
STUDENT_AT = (13, 12)


@cache
def master(colour: str, discipline: str) -> str:
    """A master: a tall figure in its player's colour, its head the clan's mark, its
    body bearing the discipline's icon."""
    return (
        f'<g class="piece master p-{colour}"><path class="body" d="{BODY}"/>'
        f"{mark(colour, 6, *HEAD_AT)}{_icon(discipline, ICON, 'on', -2, 4)}</g>"
    )


def student(colour: str, x: float, y: float) -> str:
    """A student: a small token of its clan's mark, in its player's colour."""
    return f'<g class="piece student p-{colour}">{mark(colour, 7.5, x, y)}</g>'


def mark(colour: str, r: float, x: float, y: float) -> str:
    """The mark of a player's clan (:data:`SHAPES`), of radius about ``r``, at (x, y)."""
    shape = SHAPES[colour]
    if shape == "circle":
        return f'<circle class="mark" cx="{fmt(x)}" cy="{fmt(y)}" r="{r:g}"/>'
    if shape == "square":
        s = r * 0.9
        return (
            f'<rect class="mark" x="{fmt(x - s)}" y="{fmt(y - s)}" '
            f'width="{fmt(2 * s)}" height="{fmt(2 * s)}"/>'
        )
    if shape == "diamond":
        s = r * 1.25
        return (
            f'<path class="mark" d="M{fmt(x)} {fmt(y - s)}l{fmt(s)} {fmt(s)}'
            f'-{fmt(s)} {fmt(s)}-{fmt(s)}-{fmt(s)}z"/>'
        )
    h, w = r * 1.1, r * 0.95
    return (
        f'<path class="mark" d="M{fmt(x)} {fmt(y - h)}l{fmt(w)} {fmt(h / 2)}v{fmt(h)}'
        f'l-{fmt(w)} {fmt(h / 2)}-{fmt(w)}-{fmt(h / 2)}v-{fmt(h)}z"/>'
    )


#: The land, placed from the page's sprite.
LAND = '<use href="#sl-land" class="land" width="1000" height="1000" aria-hidden="true"/>'


@cache
def plateaus() -> str:
    """Every village's plateau and wall, without names (for the thumbnail)."""
    return "".join(
        f'<circle class="plateau" cx="{fmt(x)}" cy="{fmt(y)}" r="{RADIUS}"/>'
        f'<circle class="wall" cx="{fmt(x)}" cy="{fmt(y)}" r="{RADIUS + 3}"/>'
        for x, y in map(centre, VILLAGES)
    )
