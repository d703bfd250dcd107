"""The board view of The Bridges of Shangri-La: SVG board, side panel, clicks to moves.

Pure functions (see :mod:`web.ui.view`): :func:`draw` turns a scene and a
:class:`Selection` (masters chosen to recruit onto, a journey's origin and
destination) into markup; :func:`click` and :func:`key` give the next selection
and, once it is complete, the move to play. Targets (``data-target``):

- ``space:E:H``: the Healer space of village E (a free space to place on, or
  one of your masters to recruit onto);
- ``village:E``: a village, to start a journey there or to travel to it;
- ``confirm``, ``cancel`` and ``pass`` in the side panel;
- ``zoom`` in the side panel (or the key ``z``): the board drawn large (every icon
  at least 20 CSS px, every text at least 12) in a frame to pan, or back to its
  usual size.

>>> from game import shangrila
>>> scene = Scene(shangrila.new_game("rby", seed=1), {"r": "Ann"}, None, offered=True)
>>> click(scene, empty(), "space:A:R")
(Selection(recruit=(), origin=None, destination=None, message='', zoom=False), 'place RA')
>>> click(scene, empty(), "village:A")[0].message
'No journey can start in village A now.'
>>> draw(scene, empty()).status
'Ann (red): place a master (setup, 7 left)'
>>> draw(replace(scene, offered=False), empty()).status
'Ann (red) to play'
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache, partial
from itertools import pairwise

from game.i18n import N_, _, language, ngettext, npgettext
from game.shangrila import Journey, Pass, Place, Recruit, ShangriLa, parse
from game.shangrila.board import (
    BRIDGES,
    DISCIPLINES,
    RED_VILLAGE,
    SPACE_GRID,
    VILLAGES,
    discipline_name,
)
from game.shangrila.journey import colour_name
from web.ui.svg import (
    Attrs,
    button,
    described,
    esc,
    fmt,
    interactive,
    listing,
    svg,
    tag,
)
from web.ui.view import Drawing, Scene

Namer = Callable[[str], str]  # a colour's name in the page's words, e.g. "Ann (red)"

SIZE = 1000  # the board is drawn in a 1000 x 1000 square
RADIUS = 84  # a village's plateau
STEP = 46  # between the centres of neighbouring spaces
TILE = 40  # a space's side
ICON = 22  # a discipline's icon on a master
FREE_ICON = 26  # a discipline's icon on a free space

#: A shape per player colour, so that colour is never the only cue.
SHAPES = {"r": "square", "b": "circle", "y": "diamond", "v": "hexagon"}
SHAPE_SIGNS = {"square": "■", "circle": "●", "diamond": "◆", "hexagon": "⬢"}


def _offsets() -> dict[str, tuple[float, float]]:
    """Where each discipline's space sits from its village's centre (the 2-3-2 grid)."""
    places: dict[str, tuple[float, float]] = {}
    for row, letters in enumerate(SPACE_GRID):
        for column, letter in enumerate(letters):
            places[letter] = ((column - (len(letters) - 1) / 2) * STEP, (row - 1) * STEP)
    return places


def _centre(village: str) -> tuple[float, float]:
    spot = VILLAGES[village]
    return spot.x * SIZE, spot.y * SIZE


#: Where each space is drawn: ``SPACE_AT["E", "H"]`` is a ``transform`` value.
SPACE_AT = {
    (
        village,
        discipline,
    ): f"translate({fmt(_centre(village)[0] + dx)},{fmt(_centre(village)[1] + dy)})"
    for village in VILLAGES
    for discipline, (dx, dy) in _offsets().items()
}


Master = tuple[str, str]  # a master's space: (discipline, village), e.g. ("R", "E")

REFUSED = N_("That cannot be done now.")


@dataclass(frozen=True)
class Selection:
    """What the player has chosen so far: masters to recruit onto (in the order
    chosen), or a journey's origin and destination; ``message`` says why the last
    click did nothing."""

    recruit: tuple[Master, ...] = ()
    origin: str | None = None
    destination: str | None = None
    message: str = ""
    zoom: bool = False  # the board drawn large, in a frame to pan

    @property
    def journey(self) -> Journey | None:
        """The chosen journey, once both its villages are chosen."""
        if self.origin and self.destination:
            return Journey(self.origin, self.destination)
        return None


@dataclass(frozen=True)
class _Options:
    """What the legal moves allow now, split by kind of action."""

    places: frozenset[Master] = frozenset()
    recruits: Mapping[frozenset[Master], Recruit] = field(default_factory=dict)  # by masters
    journeys: Mapping[str, frozenset[str]] = field(default_factory=dict)  # origin -> destinations
    can_pass: bool = False

    def recruit_targets(self, chosen: tuple[Master, ...]) -> set[Master]:
        """The masters that can still be added to ``chosen``."""
        picked = set(chosen)
        return {
            master for targets in self.recruits if picked < targets for master in targets - picked
        }


@lru_cache(maxsize=4)
def _options(moves: tuple[str, ...]) -> _Options:
    """The options of a position's legal moves (a click and the drawing after it
    share one position, so this is worked out once for both)."""
    places: set[Master] = set()
    recruits: dict[frozenset[Master], Recruit] = {}
    journeys: dict[str, set[str]] = {}
    can_pass = False
    for text in moves:
        match move := parse(text):
            case Place(discipline, village):
                places.add((discipline, village))
            case Recruit(masters):
                recruits[frozenset(masters)] = move
            case Journey(origin, destination):
                journeys.setdefault(origin, set()).add(destination)
            case Pass():
                can_pass = True
    return _Options(
        frozenset(places),
        recruits,
        {origin: frozenset(ends) for origin, ends in journeys.items()},
        can_pass,
    )


def _game(scene: Scene) -> ShangriLa:
    assert isinstance(scene.game, ShangriLa), scene.game
    return scene.game


def _offers(scene: Scene) -> _Options:
    """What the board offers: the legal moves' options, or nothing."""
    return _options(tuple(scene.game.legal_moves())) if scene.offered else _Options()


# -- selection ----------------------------------------------------------------------


def empty() -> Selection:
    """Nothing chosen."""
    return Selection()


def kept(selection: Selection) -> Selection:
    """What of ``selection`` lasts past a move: the zoom, never a choice."""
    return Selection(zoom=selection.zoom)


def click(scene: Scene, selection: Selection, target: str) -> tuple[Selection, str | None]:
    """The selection after a click on ``target``, and the move it completes, if any."""
    if not scene.offered:
        return replace(selection, message=_(REFUSED)), None
    options = _offers(scene)
    selection = replace(selection, message="")
    kind, _colon, rest = target.partition(":")
    if kind == "space":
        village, _colon, discipline = rest.partition(":")
        return _space(options, selection, (discipline, village))
    if kind == "village":
        return _village(options, selection, rest), None
    if kind == "confirm":
        return _confirm(options, selection)
    if kind == "cancel":
        return kept(selection), None
    if kind == "zoom":
        return replace(selection, zoom=not selection.zoom), None
    if kind == "pass" and options.can_pass:
        return kept(selection), str(Pass())
    return replace(selection, message=_(REFUSED)), None


def _space(options: _Options, chosen: Selection, master: Master) -> tuple[Selection, str | None]:
    if master in options.places:
        return kept(chosen), str(Place(*master))
    if master in chosen.recruit:
        return replace(chosen, recruit=tuple(m for m in chosen.recruit if m != master)), None
    if master in options.recruit_targets(chosen.recruit):
        return Selection(recruit=(*chosen.recruit, master), zoom=chosen.zoom), None
    return replace(chosen, message=_("That space cannot be used now.")), None


def _village(options: _Options, chosen: Selection, village: str) -> Selection:
    if village == chosen.origin:
        return replace(chosen, origin=None, destination=None)
    if chosen.origin and village in options.journeys.get(chosen.origin, ()):
        return replace(chosen, destination=village)
    if village in options.journeys:
        return Selection(origin=village, zoom=chosen.zoom)
    return replace(
        chosen, message=_("No journey can start in village {village} now.").format(village=village)
    )


def _confirm(options: _Options, chosen: Selection) -> tuple[Selection, str | None]:
    if chosen.journey:
        return kept(chosen), str(chosen.journey)
    move = options.recruits.get(frozenset(chosen.recruit))
    if move is None:
        return replace(chosen, message=_("Choose what to do first.")), None
    return kept(chosen), str(move)


def key(scene: Scene, selection: Selection, name: str) -> tuple[Selection, str | None]:
    """Escape cancels the selection, Enter confirms it and ``z`` zooms in or out; other
    keys, and every key while the board is not offered, do nothing."""
    if not scene.offered:
        return selection, None
    if name == "Escape":
        return click(scene, selection, "cancel")
    if name == "Enter":
        return click(scene, selection, "confirm")
    if name in ("z", "Z"):
        return click(scene, selection, "zoom")
    return selection, None


def showing(scene: Scene, move: str, now: Selection | None = None) -> Selection:
    """The selection that shows ``move`` before it is played (a computer's move): a
    recruit's masters, or a journey with its preview; nothing for a place or a pass
    (what lasts of the selection ``now``, the zoom, is kept)."""
    base = kept(now or empty())
    match parse(move):
        case Recruit(masters):
            return replace(base, recruit=masters)
        case Journey(origin, destination):
            return replace(base, origin=origin, destination=destination)
    return base


# -- drawing --------------------------------------------------------------------------


def draw(scene: Scene, selection: Selection) -> Drawing:
    """The status line, the board and the side panel of ``scene`` with ``selection``."""
    game, options = _game(scene), _offers(scene)
    name = partial(_name, scene.names)
    return Drawing(
        _status(game, selection, options, name, scene.offered),
        _board(scene, game, selection, options),
        _panel(game, selection, options, name, scene.offered),
    )


def _name(names: Mapping[Hashable, str], colour: str) -> str:
    name = names.get(colour)
    if not name:
        return colour_name(colour)
    # Translators: a player's name and colour, e.g. "Ann (red)".
    return _("{name} ({colour})").format(name=name, colour=colour_name(colour).lower())


def _status(
    game: ShangriLa, chosen: Selection, options: _Options, name: Namer, offered: bool
) -> str:
    """Whose turn and, when the board is offered, what to do."""
    if game.phase == "over":
        return _("Game over: {result}").format(result=_winners_text(game, name))
    who = name(game.to_move)
    if not offered:
        return _("{name} to play").format(name=who)
    if game.phase == "setup":
        left = len(game.setup_remaining(game.to_move))
        return _("{name}: place a master (setup, {left} left)").format(name=who, left=left)
    if options.can_pass:
        return _("{name}: no action is possible, pass").format(name=who)
    if chosen.journey:
        return _("{name}: confirm the journey {origin} to {destination} or cancel").format(
            name=who, origin=chosen.origin, destination=chosen.destination
        )
    if chosen.origin:
        return _("{name}: choose where the students of {origin} travel").format(
            name=who, origin=chosen.origin
        )
    if chosen.recruit:
        return _("{name}: confirm the recruit or choose another master").format(name=who)
    return _("{name}: place a master, recruit students or start a journey").format(name=who)


def _board(scene: Scene, game: ShangriLa, chosen: Selection, options: _Options) -> str:
    """The board: the land, bridges, villages with their spaces, stones; targets marked."""
    intact, stones = game.bridges(), game.stones()
    origin, destination = chosen.origin, chosen.destination
    destinations = options.journeys.get(origin, frozenset()) if origin else frozenset()
    recruitable = options.recruit_targets(chosen.recruit)
    offered = scene.offered
    parts = [LAND]
    changed_spaces, fallen = _recent_changes(scene)
    ends = {destination} if destination else destinations
    travelling = set()  # the disciplines of the students on the previewed journey
    if origin and destination:
        travelling = {d for d in DISCIPLINES if (game.space(origin, d) or ("", False))[1]}
    for bridge in BRIDGES:
        route = origin is not None and origin in bridge and bool(set(bridge) & ends)
        parts.append(_bridge(bridge, bridge in intact, route, bridge in fallen))
    three = len(game.colours) == 3
    for village in VILLAGES:
        if village == origin:
            role = "origin"
        elif village == destination or village in destinations:
            role = "destination"
        elif village in options.journeys:
            role = "start"
        else:
            role = ""
        pressed = role == "origin" or (role == "destination" and village == destination)
        stone = village in stones
        parts.append(
            _village_svg(village, role, origin, pressed, offered, stone, three, language())
        )
        for discipline in DISCIPLINES:
            master = (discipline, village)
            if master in options.places:
                state = "place"
            elif master in chosen.recruit:
                state = "chosen"
            elif master in recruitable:
                state = "recruit"
            else:
                state = ""
            journey = ""
            if discipline in travelling:
                journey = "leaving" if village == origin else ""
                journey = "arriving" if village == destination else journey
            occupant = game.space(village, discipline)
            recent = master in changed_spaces
            parts.append(
                _space_svg(
                    village, discipline, occupant, state, offered, journey, recent, language()
                )
            )
    if scene.fresh:
        parts.append(_crossings(scene))
    kind = "shangrila zoomed" if chosen.zoom else "shangrila"
    return svg(SIZE, SIZE, "".join(parts), _("Board of Shangri-La"), kind, scene.fresh)


#: How long the students of a journey just played take to cross their bridge (seconds).
CROSSING_TIME = 0.9


def _crossings(scene: Scene) -> str:
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
        f"<g>{_master(colour, discipline)}"
        f'<animateTransform attributeName="transform" type="translate" values="0 0;0 -40" '
        f'dur="{CROSSING_TIME:g}s" fill="freeze"/>'
        f'<animate attributeName="opacity" values="1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/></g></g>'
    )


def _crossing(colour: str, discipline: str, origin: str, destination: str) -> str:
    """One student's trip over the bridge, then out of sight (its fate is on the board)."""
    (ax, ay), (bx, by) = _centre(origin), _centre(destination)
    dx, dy = _offsets()[discipline]
    sx, sy = STUDENT_AT
    route = f"M{fmt(ax + dx + sx)} {fmt(ay + dy + sy)}L{fmt(bx + dx + sx)} {fmt(by + dy + sy)}"
    return (
        '<g class="crossing" aria-hidden="true">'
        f'<animateMotion dur="{CROSSING_TIME:g}s" fill="freeze" path="{route}"/>'
        f'<animate attributeName="opacity" values="1;1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/>{_student(colour, 0, 0)}</g>'
    )


def _recent_changes(scene: Scene) -> tuple[set[tuple[str, str]], set[str]]:
    """The spaces (discipline, village) and the bridges that the recent moves changed."""
    if not scene.recent:
        return set(), set()
    game, before = _game(scene), scene.before_recent()
    assert isinstance(before, ShangriLa)
    spaces = {
        (d, v) for v in VILLAGES for d in DISCIPLINES if game.space(v, d) != before.space(v, d)
    }
    return spaces, before.bridges() - game.bridges()


#: A stone: a boulder on the village's name (and the glint on its top).
BOULDER = "M-27 7C-29-8-17-21-2-21 14-22 27-11 27 3 27 14 18 20 5 20H-17C-23 20-26 15-27 7z"
SHINE = "M-15-12c4-3 9-5 14-4"


@lru_cache(maxsize=1024)
def _village_svg(
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
    x, y = _centre(village)
    css = ["village"]
    if village == RED_VILLAGE:
        css.append("red-walls")
    if stone:
        css.append("stoned")
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
    return tag("g", attrs, "".join(parts))


def _panel(
    game: ShangriLa, chosen: Selection, options: _Options, name: Namer, offered: bool
) -> str:
    """Players' supplies and masters, and the current action: its controls when
    ``offered``, else only the selection shown (a computer's recruit or journey)."""
    parts = []  # the action first, right below the board on a phone; then the table
    if game.phase == "over":
        parts.append(_scores_html(game, name))
    elif not offered:
        parts.append(_shown_html(game, chosen, name))
    elif game.phase == "setup":
        parts.append(_setup_html(game, options))
    elif options.can_pass:
        parts.append(
            '<div class="action pass-forced">'
            f"<p>{esc(_pass_reason(game))}</p>"
            + button("pass", _("Pass"), _("Pass: no action is possible"))
            + "</div>"
        )
    elif chosen.origin:
        parts.append(_journey_html(game, chosen, options))
    elif chosen.recruit:
        parts.append(_recruit_html(chosen, options))
    else:
        hint = _(
            "Choose a highlighted free space to place a master, one of your masters to "
            "recruit a student onto it, or a village with your students to start a journey."
        )
        parts.append(f'<p class="hint">{esc(hint)}</p>')
    if offered and game.phase != "over":
        parts.append(_zoom_html(chosen.zoom))
    if chosen.message:
        parts.append(f'<p class="message" role="alert">{esc(chosen.message)}</p>')
    parts.append(_players_html(game, name))
    return "".join(parts)


def _zoom_html(zoomed: bool) -> str:
    """The switch between the whole board and the board drawn large to pan."""
    if zoomed:
        return button("zoom", _("Zoom out (Z)"), _("Zoom out (Z): the whole board"))
    return button("zoom", _("Zoom in (Z)"), _("Zoom in (Z): the board drawn large"))


def _players_html(game: ShangriLa, name: Namer) -> str:
    scores = game.scores()
    head = "".join(
        f'<th scope="col" class="disc-{d}" title="{esc(discipline_name(d))}">{d}</th>'
        for d in DISCIPLINES
    )
    rows = []
    for colour in game.colours:
        sign = SHAPE_SIGNS[SHAPES[colour]]
        turn = colour == game.to_move and game.phase != "over"
        cells = "".join(f"<td>{game.supply(colour, d)}</td>" for d in DISCIPLINES)
        rows.append(
            f'<tr class="player p-{colour}{" to-move" if turn else ""}">'
            f'<th scope="row"><span class="sign p-{colour}">{sign}</span> '
            f"{esc(name(colour))}{' ◀' if turn else ''}</th>"
            f"{cells}<td>{scores[colour]}</td></tr>"
        )
    caption = esc(_("Supply per discipline and masters on board"))
    return (
        f'<table class="players"><caption>{caption}</caption><tr>'
        f'<th scope="col">{esc(_("Player"))}</th>{head}'
        f'<th scope="col">{esc(_("Masters"))}</th></tr>' + "".join(rows) + "</table>"
    )


def _setup_html(game: ShangriLa, options: _Options) -> str:
    per_colour, in_all = game.setup_limits()
    still = ", ".join(discipline_name(d) for d in game.setup_remaining(game.to_move))
    rule = _(
        "Setup: place your masters one at a time, one of each discipline; at most "
        "{per_colour} of a colour and {in_all} in all per village."
    ).format(per_colour=per_colour, in_all=in_all)
    text = f"<p>{esc(rule)}</p>"
    text += f"<p>{esc(_('Still to place: {disciplines}.').format(disciplines=still))}</p>"
    if _limits_lifted(game, options, per_colour, in_all):
        lifted = _("No free space fits these limits: for this placement only they are lifted.")
        text += f"<p>{esc(lifted)}</p>"
    return f'<div class="action setup">{text}</div>'


def _masters(chosen: Selection) -> str:
    """The chosen masters in words, e.g. "Rainmaker in E and Healer in F"."""
    return listing(
        [
            # Translators: a master chosen for a recruit, e.g. "Healer in F".
            _("{discipline} in {village}").format(discipline=discipline_name(d), village=v)
            for d, v in chosen.recruit
        ]
    )


def _recruit_html(chosen: Selection, options: _Options) -> str:
    masters = _masters(chosen)
    move = options.recruits.get(frozenset(chosen.recruit))
    words = _("Students onto your {masters}.").format(masters=masters)
    if options.recruit_targets(chosen.recruit):
        words += " " + _("You may choose one more master.")
    controls = button("cancel", _("Cancel"), _("Cancel the recruit"))
    if move:
        label = _("Confirm recruit: {masters}").format(masters=masters)
        controls = button("confirm", _("Recruit"), label) + controls
    return f'<div class="action recruit"><p>{esc(words)}</p>{controls}</div>'


def _journey_html(game: ShangriLa, chosen: Selection, options: _Options) -> str:
    cancel = button("cancel", _("Cancel"), _("Cancel the journey"))
    journey = chosen.journey
    if journey is None:
        where = ", ".join(sorted(options.journeys.get(chosen.origin or "", ())))
        words = _(
            "Journey from {origin}: choose a neighbour across an intact bridge ({villages})."
        ).format(origin=chosen.origin, villages=where)
        return f'<div class="action journey"><p>{esc(words)}</p>{cancel}</div>'
    label = _("Confirm journey {origin} to {destination}").format(
        origin=journey.origin, destination=journey.destination
    )
    return _preview_html(game, journey, button("confirm", _("Confirm"), label) + cancel)


def _preview_html(game: ShangriLa, journey: Journey, controls: str) -> str:
    """A journey's preview, followed by ``controls``."""
    lines = journey_lines(game, str(journey))
    items = "".join(f"<li>{esc(line)}</li>" for line in lines[1:])
    return (
        f'<div class="action journey preview"><p>{esc(lines[0])}</p><ul>{items}</ul>'
        f"{controls}</div>"
    )


def _shown_html(game: ShangriLa, chosen: Selection, name: Namer) -> str:
    """A selection shown while the board is not offered: a journey's preview or the
    masters of a recruit, without controls."""
    if chosen.journey:
        return _preview_html(game, chosen.journey, "")
    if chosen.recruit:
        words = _("{name} recruits students onto {masters}.").format(
            name=name(game.to_move), masters=_masters(chosen)
        )
        return f'<div class="action recruit"><p>{esc(words)}</p></div>'
    return ""


def _pass_reason(game: ShangriLa) -> str:
    colour = game.to_move
    supply = sum(game.supply(colour, d) for d in DISCIPLINES)
    if supply == 0:
        return _(
            "You must pass: your supply is empty, so you can neither place nor recruit; "
            "you have no student in a village without a stone."
        )
    return _(
        "You must pass: no free space of a discipline left in your supply is in a village "
        "without a stone where you have a master; none of your masters without a student "
        "can get one from your supply; you have no student in a village without a stone."
    )


def _scores_html(game: ShangriLa, name: Namer) -> str:
    """The final ranking, in the rule book's order: most masters on the board, then
    presence in most villages (the page's end section names the winners)."""
    scores, presence = game.scores(), game.presence()
    ranked = sorted(game.colours, key=lambda c: (-scores[c], -presence[c]))
    rows = "".join(
        "<li>"
        + esc(
            _("{name}: {masters}, present in {villages}").format(
                name=name(c),
                masters=ngettext("{n} master", "{n} masters", scores[c]).format(n=scores[c]),
                villages=ngettext("{n} village", "{n} villages", presence[c]).format(n=presence[c]),
            )
        )
        + "</li>"
        for c in ranked
    )
    return f'<div class="action scores"><ol>{rows}</ol></div>'


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
    for fate in p.students:
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
            line = _(
                "{colour} {discipline} student meets {owner}'s master in {village}: it {fate}."
            )
        lines.append(
            line.format(
                colour=colour_name(fate.colour),
                discipline=discipline_name(fate.discipline),
                owner=colour_name(met[0]).lower() if met else "",
                village=destination,
                fate=fate.text,
            )
        )
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


#: A space's part in the previewed journey, added to its name ({space}: e.g. "Healer
#: space, village E, red master with student"); translated where shown.
JOURNEY_WORDS = {
    "leaving": N_("{space}, its student travels"),
    "arriving": N_("{space}, a student arrives"),
}


@cache
def _space_svg(
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
    ``lang`` (the one in use, part of the cache's key).

    A pure function of few values, so it is cached: redrawing the board then
    mostly joins strings already made.
    """
    if occupant is None:
        who = _("empty")
    else:
        colour, student = occupant
        who = colour_name(colour).lower()
        if student:
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
    css = f"space disc-{discipline}" + (f" {journey}" if journey else "")
    css += " recent" if recent else ""
    if recent:
        words = _("{space}, changed since your last move").format(space=words)
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
        colour, student = occupant
        body.append(_master(colour, discipline))
        if student:
            body.append(_student(colour, *STUDENT_AT))
    return tag("g", attrs, "".join(body))


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
def _master(colour: str, discipline: str) -> str:
    """A master: a tall figure in its player's colour, its head the clan's mark, its
    body bearing the discipline's icon."""
    return (
        f'<g class="piece master p-{colour}"><path class="body" d="{BODY}"/>'
        f"{_mark(colour, 6, *HEAD_AT)}{_icon(discipline, ICON, 'on', -2, 4)}</g>"
    )


def _student(colour: str, x: float, y: float) -> str:
    """A student: a small token of its clan's mark, in its player's colour."""
    return f'<g class="piece student p-{colour}">{_mark(colour, 7.5, x, y)}</g>'


def _mark(colour: str, r: float, x: float, y: float) -> str:
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


# -- the land and its bridges: drawn once, then reused ---------------------------------

Point = tuple[float, float]
Peak = tuple[float, float, float, float]


def _p(point: Point) -> str:
    return f"{fmt(point[0])} {fmt(point[1])}"


def _whole(point: Point) -> str:
    """A point of the land, to the nearest unit (it is drawn once, kept short)."""
    return f"{round(point[0])} {round(point[1])}"


def _quad(a: Point, c: Point, b: Point) -> str:
    """A path's quadratic curve from ``a`` to ``b``, pulled towards ``c``."""
    return f"M{_p(a)}Q{_p(c)} {_p(b)}"


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _split(a: Point, c: Point, b: Point, t: float) -> tuple[tuple[Point, Point, Point], ...]:
    """A quadratic curve cut in two at ``t``."""
    ac, cb = _lerp(a, c, t), _lerp(c, b, t)
    m = _lerp(ac, cb, t)
    return (a, ac, m), (m, cb, b)


def _normal(a: Point, b: Point) -> Point:
    """The unit vector square to the direction from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    return -dy / length, dx / length


def _beside(a: Point, c: Point, b: Point, w: float) -> str:
    """A curve about ``w`` beside the curve (a, c, b): a bridge's rail."""
    na, nc, nb = _normal(a, c), _normal(a, b), _normal(c, b)
    return _quad(
        (a[0] + na[0] * w, a[1] + na[1] * w),
        (c[0] + nc[0] * w, c[1] + nc[1] * w),
        (b[0] + nb[0] * w, b[1] + nb[1] * w),
    )


def _bridge_shapes(name: str) -> tuple[str, str]:
    """A bridge from one village to the other through its break in the path: planks
    between two rope rails when intact; broken, two halves with a gap, their ropes
    hanging and planks falling."""
    a, b = _centre(name[0]), _centre(name[1])
    p = BRIDGES[name][0] * SIZE, BRIDGES[name][1] * SIZE
    c = 2 * p[0] - (a[0] + b[0]) / 2, 2 * p[1] - (a[1] + b[1]) / 2  # through p at t = 1/2

    def span(curves: tuple[tuple[Point, Point, Point], ...]) -> str:
        deck = "".join(_quad(*curve) for curve in curves)
        rails = "".join(_beside(*curve, w) for curve in curves for w in (-9, 9))
        return (
            f'<path class="deck" d="{deck}"/><path class="planks" d="{deck}"/>'
            f'<path class="rail" d="{rails}"/>'
        )

    left, right = _split(a, c, b, 0.4)[0], _split(a, c, b, 0.6)[1]
    ropes = []
    for end, curve in ((left[2], left), (right[0], right)):
        n = _normal(curve[0], curve[2])
        for w in (-9, 9):
            x, y = end[0] + n[0] * w, end[1] + n[1] * w
            ropes.append(f"M{fmt(x)} {fmt(y)}q4 10-1 19")
    px, py = p
    debris = (
        f'<path class="debris" d="M{fmt(px - 12)} {fmt(py + 10)}l10 3-2 5-10-3z'
        f'M{fmt(px + 3)} {fmt(py + 22)}l9-5 3 4-9 5z"/>'
    )
    broken = span((left, right)) + f'<path class="rope" d="{"".join(ropes)}"/>' + debris
    return span(((a, c, b),)), broken


#: Each bridge drawn intact and broken, ready to use (drawing is then string joining).
BRIDGE_SHAPES = {name: _bridge_shapes(name) for name in BRIDGES}


def _bridge(name: str, intact: bool, route: bool, fallen: bool = False) -> str:
    state = "intact" if intact else "broken"
    if intact:
        words = _("Bridge {a} to {b}, intact")
    elif fallen:
        words = _("Bridge {a} to {b}, broken since your last move")
    else:
        words = _("Bridge {a} to {b}, broken")
    attrs = described(words.format(a=name[0], b=name[1]))
    attrs["class"] = f"bridge {state}" + (" route" if route else "") + (" recent" if fallen else "")
    return tag("g", attrs, BRIDGE_SHAPES[name][0 if intact else 1])


def _valleys() -> list[tuple[Point, Point]]:
    """The valleys: where the land of a village meets its neighbour's (the edges of
    the villages' Voronoi cells within the board). Bridges span them."""
    centres = [_centre(v) for v in sorted(VILLAGES)]
    edges = []
    for i, (ax, ay) in enumerate(centres):
        for bx, by in centres[i + 1 :]:
            mx, my = (ax + bx) / 2, (ay + by) / 2
            dx, dy = ay - by, bx - ax  # along the line between the two lands
            # the points m + t d closer to a (and b) than to any other village, on the board
            limits = [(-dx, mx), (dx, SIZE - mx), (-dy, my), (dy, SIZE - my)]
            for cx, cy in centres:
                if (cx, cy) not in ((ax, ay), (bx, by)):
                    ux, uy = cx - ax, cy - ay
                    limits.append(
                        (
                            2 * (dx * ux + dy * uy),
                            cx * cx + cy * cy - ax * ax - ay * ay - 2 * (mx * ux + my * uy),
                        )
                    )
            low, high = -math.inf, math.inf
            for k, r in limits:
                if k > 1e-9:
                    high = min(high, r / k)
                elif k < -1e-9:
                    low = max(low, r / k)
                elif r < 0:
                    low, high = 1, 0
            if high - low > 1e-6:
                edges.append(((mx + low * dx, my + low * dy), (mx + high * dx, my + high * dy)))
    return edges


def _wander(a: Point, b: Point, rng: random.Random, sway: float) -> str:
    """A hand-drawn line from ``a`` to ``b``: a smooth curve through wobbling points."""
    steps = max(2, round(math.dist(a, b) / 45))
    nx, ny = _normal(a, b)
    points = [a]
    for i in range(1, steps):
        side = rng.uniform(-sway, sway)
        x, y = _lerp(a, b, i / steps)
        points.append((x + nx * side, y + ny * side))
    points.append(b)
    d = f"M{_whole(a)}"
    for here, after in pairwise(points[1:]):
        d += f"Q{_whole(here)} {_whole(_lerp(here, after, 0.5))}"
    return d + f"L{_whole(b)}"


def _ring(centre: Point, radius: float, rng: random.Random, sway: float) -> str:
    """A hand-drawn closed round outline."""
    points = []
    for i in range(16):
        angle = i * math.pi / 8
        r = radius + rng.uniform(-sway, sway)
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    d = f"M{_whole(_lerp(points[-1], points[0], 0.5))}"
    for here, after in zip(points, points[1:] + points[:1], strict=True):
        d += f"Q{_whole(here)} {_whole(_lerp(here, after, 0.5))}"
    return d + "z"


def _distance(p: Point, a: Point, b: Point) -> float:
    """From ``p`` to the segment from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)
    return math.dist(p, _lerp(a, b, min(1, max(0, t))))


def _bridge_lines() -> list[tuple[Point, Point]]:
    """Every bridge's curve as short straight pieces (to keep the land's drawings off it)."""
    lines: list[tuple[Point, Point]] = []
    for name, (px, py) in BRIDGES.items():
        a, b = _centre(name[0]), _centre(name[1])
        c = 2 * px * SIZE - (a[0] + b[0]) / 2, 2 * py * SIZE - (a[1] + b[1]) / 2
        points = [_lerp(_lerp(a, c, t / 8), _lerp(c, b, t / 8), t / 8) for t in range(9)]
        lines += pairwise(points)
    return lines


def _scenery(valleys: list[tuple[Point, Point]]) -> tuple[list[list[Peak]], list[Point]]:
    """The mountains (the middle of the foot, half-width, height), row by row from the
    back, on the land left free by the villages, the bridges and the valleys: large
    where there is room, smaller towards the valleys; and pines along the valleys (the
    foot of each)."""
    rng = random.Random("Shangri-La peaks")
    bridges = _bridge_lines()
    centres = [_centre(v) for v in VILLAGES]

    def clear(point: Point, margin: float) -> bool:
        return all(math.dist(point, c) > RADIUS + margin for c in centres) and all(
            _distance(point, a, b) > margin for a, b in bridges
        )

    peaks: list[list[Peak]] = []
    for row, gy in enumerate(range(24, SIZE + 30, 38)):
        peaks.append([])
        for gx in range(0, SIZE, 42):
            x, y = gx + 21 * (row % 2) + rng.uniform(-12, 12), gy + rng.uniform(-9, 9)
            steep = rng.uniform(1.1, 1.6)
            for w in (rng.uniform(30, 40), rng.uniform(20, 28), rng.uniform(13, 18)):
                h = w * steep
                middle = (x, y - h / 2)
                if (
                    w < x < SIZE - w
                    and h + 4 < y < SIZE + 6
                    and clear(middle, w + 10)
                    and all(
                        _distance((x, y), a, b) > 18 and _distance(middle, a, b) > w
                        for a, b in valleys
                    )
                ):
                    peaks[row].append((x, y, w, h))
                    break
    pines = []
    for a, b in valleys:
        nx, ny = _normal(a, b)
        for i in range(int(math.dist(a, b) // 16)):
            x, y = _lerp(a, b, (i + rng.random()) * 16 / math.dist(a, b))
            side = rng.choice((-1, 1)) * rng.uniform(20, 30)
            foot = (x + nx * side, y + ny * side)
            if (
                rng.random() < 0.6
                and clear(foot, 14)
                and 8 < foot[0] < SIZE - 8
                and 14 < foot[1] < SIZE
            ):
                pines.append(foot)
    return peaks, pines


@cache
def landscape() -> str:
    """The land under the board, drawn once: ground, valleys with their rivers,
    mountains with snow, pines, the cliffs under the villages' plateaus, a frame. The page
    holds it once, as the symbol ``#sl-land`` (:mod:`web.ui.shangrila_art`)."""
    rng = random.Random("Shangri-La land")
    valleys = _valleys()
    courses = "".join(_wander(a, b, rng, 9) for a, b in valleys)
    peaks, pines = _scenery(valleys)
    ranges = []
    for row in peaks:  # each row of mountains in front of the rows behind it
        rock, shade, snow = [], [], []
        for x, y, w, h in row:
            lean = w * rng.uniform(-0.3, 0.3)  # the summit, off the middle of the foot
            tx, ty = x + lean, y - h
            top = f"M{_whole((tx, ty))}"
            rock.append(f"{top}L{_whole((x + w, y))}H{round(x - w)}z")
            shade.append(f"{top}L{_whole((x + w, y))}H{round(tx + w * 0.2)}z")
            right, left = tx + (x + w - tx) * 0.33, tx - (tx - x + w) * 0.33
            span, line = right - left, ty + h * 0.33
            snow.append(
                f"{top}L{_whole((right, line))}L{_whole((right - span * 0.3, line - h * 0.08))}"
                f"L{_whole((right - span * 0.55, line + h * 0.04))}"
                f"L{_whole((right - span * 0.78, line - h * 0.07))}L{_whole((left, line))}z"
            )
        if row:
            ranges.append(
                f'<path class="rock" d="{"".join(rock)}"/><path class="shade" '
                f'd="{"".join(shade)}"/><path class="snow" d="{"".join(snow)}"/>'
            )
    trees = "".join(f"M{_whole((x, y - 13))}l6 13h-12z" for x, y in pines)
    cliffs = "".join(_ring((x + 3, y + 10), RADIUS + 4, rng, 3) for x, y in map(_centre, VILLAGES))
    return (
        '<g class="land" aria-hidden="true">'
        f'<rect class="ground" x="0" y="0" width="{SIZE}" height="{SIZE}"/>'
        f'<path class="valley" d="{courses}"/><path class="river" d="{courses}"/>'
        f'{"".join(ranges)}<path class="pines" d="{trees}"/>'
        f'<path class="cliff" d="{cliffs}"/>'
        f'<rect class="frame" x="4" y="4" width="{SIZE - 8}" height="{SIZE - 8}" rx="14"/></g>'
    )


#: The land, placed from the page's sprite.
LAND = '<use href="#sl-land" class="land" width="1000" height="1000" aria-hidden="true"/>'


def thumbnail(game: ShangriLa) -> str:
    """A small picture of ``game``'s position, only to look at: the land, the bridges
    (broken or not), the villages, stones, and each master as its clan's mark."""
    intact, stones = game.bridges(), game.stones()
    parts = [LAND]
    for name in BRIDGES:
        state = "intact" if name in intact else "broken"
        parts.append(f'<g class="bridge {state}">{BRIDGE_SHAPES[name][name not in intact]}</g>')
    parts.append(_plateaus())
    offsets = _offsets()
    for village in VILLAGES:
        x, y = _centre(village)
        for discipline, (dx, dy) in offsets.items():
            occupant = game.space(village, discipline)
            if occupant is not None:
                colour = occupant[0]
                parts.append(f'<g class="piece p-{colour}">{_mark(colour, 21, x + dx, y + dy)}</g>')
    for village in sorted(stones):  # over the pieces
        x, y = _centre(village)
        corner = f"{fmt(x - RADIUS * 0.7)},{fmt(y - RADIUS * 0.7)}"
        parts.append(
            f'<path class="stone" transform="translate({corner}) scale(1.6)" d="{BOULDER}"/>'
        )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" class="thumb" '
        f'aria-hidden="true" focusable="false">{"".join(parts)}</svg>'
    )


@cache
def _plateaus() -> str:
    """Every village's plateau and wall, without names (for :func:`thumbnail`)."""
    return "".join(
        f'<circle class="plateau" cx="{fmt(x)}" cy="{fmt(y)}" r="{RADIUS}"/>'
        f'<circle class="wall" cx="{fmt(x)}" cy="{fmt(y)}" r="{RADIUS + 3}"/>'
        for x, y in map(_centre, VILLAGES)
    )


def _limits_lifted(game: ShangriLa, options: _Options, per_colour: int, in_all: int) -> bool:
    """True when a legal setup placement breaks the limits (they were lifted)."""
    for _discipline, village in options.places:
        occupants = [o[0] for d in DISCIPLINES if (o := game.space(village, d)) is not None]
        if occupants.count(game.to_move) >= per_colour or len(occupants) >= in_all:
            return True
    return False


def _winners_text(game: ShangriLa, name: Namer) -> str:
    winners = game.winners()
    scores = game.scores()
    best = max(scores.values())
    tied = [c for c in game.colours if scores[c] == best]
    text = ""
    if len(tied) > 1:
        presence = game.presence()
        counts = ", ".join(f"{name(c)} {presence[c]}" for c in tied)
        text = ngettext(
            "Tied at {n} master; tie-break, present in more villages: {counts}.",
            "Tied at {n} masters; tie-break, present in more villages: {counts}.",
            best,
        ).format(n=best, counts=counts)
        text += " "
    names = listing([name(c) for c in winners])
    if len(winners) > 1:
        return text + _("{names} share the win.").format(names=names)
    return text + ngettext(
        "{names} wins with {n} master.", "{names} wins with {n} masters.", best
    ).format(names=names, n=best)
