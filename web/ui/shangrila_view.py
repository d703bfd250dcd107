"""The board view of The Bridges of Shangri-La: SVG board, side panel, clicks to moves.

Pure functions (see :mod:`web.ui.view`): :func:`draw` turns a scene and a
:class:`Selection` (masters chosen to recruit onto, a journey's origin and
destination) into markup; :func:`click` and :func:`key` give the next selection
and, once it is complete, the move to play. Targets (``data-target``):

- ``space:E:H``: the Healer space of village E (a free space to place on, or
  one of your masters to recruit onto);
- ``village:E``: a village, to start a journey there or to travel to it;
- ``confirm``, ``cancel`` and ``pass`` in the side panel.

>>> from game import shangrila
>>> scene = Scene(shangrila.new_game("rby", seed=1), {"r": "Ann"}, None, offered=True)
>>> click(scene, empty(), "space:A:R")
(Selection(recruit=(), origin=None, destination=None, message=''), 'place RA')
>>> click(scene, empty(), "village:A")[0].message
'No journey can start in village A now.'
>>> draw(scene, empty()).status
'Ann (red): place a master (setup, 7 left)'
>>> draw(replace(scene, offered=False), empty()).status
'Ann (red) to play'
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache, partial

from game.shangrila import Journey, Pass, Place, Recruit, ShangriLa, parse
from game.shangrila.board import (
    BRIDGES,
    COLOURS,
    DISCIPLINES,
    RED_VILLAGE,
    SPACE_GRID,
    VILLAGES,
)
from web.ui.svg import (
    Attrs,
    button,
    count,
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
RADIUS = 84  # a village's circle
STEP = 46  # between the centres of neighbouring spaces
TILE = 40  # a space's side

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

REFUSED = "That cannot be done now."


@dataclass(frozen=True)
class Selection:
    """What the player has chosen so far: masters to recruit onto (in the order
    chosen), or a journey's origin and destination; ``message`` says why the last
    click did nothing."""

    recruit: tuple[Master, ...] = ()
    origin: str | None = None
    destination: str | None = None
    message: str = ""

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


def click(scene: Scene, selection: Selection, target: str) -> tuple[Selection, str | None]:
    """The selection after a click on ``target``, and the move it completes, if any."""
    if not scene.offered:
        return replace(selection, message=REFUSED), None
    options = _offers(scene)
    selection = replace(selection, message="")
    kind, _, rest = target.partition(":")
    if kind == "space":
        village, _, discipline = rest.partition(":")
        return _space(options, selection, (discipline, village))
    if kind == "village":
        return _village(options, selection, rest), None
    if kind == "confirm":
        return _confirm(options, selection)
    if kind == "cancel":
        return empty(), None
    if kind == "pass" and options.can_pass:
        return empty(), str(Pass())
    return replace(selection, message=REFUSED), None


def _space(options: _Options, chosen: Selection, master: Master) -> tuple[Selection, str | None]:
    if master in options.places:
        return empty(), str(Place(*master))
    if master in chosen.recruit:
        return replace(chosen, recruit=tuple(m for m in chosen.recruit if m != master)), None
    if master in options.recruit_targets(chosen.recruit):
        return Selection(recruit=(*chosen.recruit, master)), None
    return replace(chosen, message="That space cannot be used now."), None


def _village(options: _Options, chosen: Selection, village: str) -> Selection:
    if village == chosen.origin:
        return replace(chosen, origin=None, destination=None)
    if chosen.origin and village in options.journeys.get(chosen.origin, ()):
        return replace(chosen, destination=village)
    if village in options.journeys:
        return Selection(origin=village)
    return replace(chosen, message=f"No journey can start in village {village} now.")


def _confirm(options: _Options, chosen: Selection) -> tuple[Selection, str | None]:
    if chosen.journey:
        return empty(), str(chosen.journey)
    move = options.recruits.get(frozenset(chosen.recruit))
    if move is None:
        return replace(chosen, message="Choose what to do first."), None
    return empty(), str(move)


def key(scene: Scene, selection: Selection, name: str) -> tuple[Selection, str | None]:
    """Escape cancels the selection and Enter confirms it; other keys, and every key
    while the board is not offered, do nothing."""
    if not scene.offered:
        return selection, None
    if name == "Escape":
        return click(scene, selection, "cancel")
    if name == "Enter":
        return click(scene, selection, "confirm")
    return selection, None


def showing(scene: Scene, move: str) -> Selection:
    """The selection that shows ``move`` before it is played (a computer's move): a
    recruit's masters, or a journey with its preview; nothing for a place or a pass."""
    match parse(move):
        case Recruit(masters):
            return Selection(recruit=masters)
        case Journey(origin, destination):
            return Selection(origin=origin, destination=destination)
    return empty()


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
    return f"{name} ({COLOURS[colour]})" if name else COLOURS[colour].capitalize()


def _status(
    game: ShangriLa, chosen: Selection, options: _Options, name: Namer, offered: bool
) -> str:
    """Whose turn and, when the board is offered, what to do."""
    if game.phase == "over":
        return "Game over: " + _winners_text(game, name)
    who = name(game.to_move)
    if not offered:
        return f"{who} to play"
    if game.phase == "setup":
        left = len(game.setup_remaining(game.to_move))
        return f"{who}: place a master (setup, {left} left)"
    if options.can_pass:
        return f"{who}: no action is possible, pass"
    if chosen.journey:
        return f"{who}: confirm the journey {chosen.origin} to {chosen.destination} or cancel"
    if chosen.origin:
        return f"{who}: choose where the students of {chosen.origin} travel"
    if chosen.recruit:
        return f"{who}: confirm the recruit or choose another master"
    return f"{who}: place a master, recruit students or start a journey"


def _board(scene: Scene, game: ShangriLa, chosen: Selection, options: _Options) -> str:
    """The board: bridges, villages with their spaces, stones; targets highlighted."""
    intact, stones = game.bridges(), game.stones()
    origin, destination = chosen.origin, chosen.destination
    destinations = options.journeys.get(origin, frozenset()) if origin else frozenset()
    recruitable = options.recruit_targets(chosen.recruit)
    offered = scene.offered
    parts = ['<rect class="ground" x="0" y="0" width="1000" height="1000"/>']
    changed_spaces, fallen = _recent_changes(scene)
    ends = {destination} if destination else destinations
    travelling = set()  # the disciplines of the students on the previewed journey
    if origin and destination:
        travelling = {d for d in DISCIPLINES if (game.space(origin, d) or ("", False))[1]}
    for bridge in BRIDGES:
        route = origin is not None and origin in bridge and bool(set(bridge) & ends)
        parts.append(_bridge(bridge, bridge in intact, route, bridge in fallen))
    for village in VILLAGES:
        if village == origin:
            role = "origin"
        elif village == destination or village in destinations:
            role = "destination"
        elif village in options.journeys:
            role = "start"
        else:
            role = ""
        parts.append(_village_svg(game, village, role, chosen, offered, village in stones))
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
            parts.append(_space_svg(village, discipline, occupant, state, offered, journey, recent))
    if scene.fresh:
        parts.append(_crossings(scene))
    return svg(SIZE, SIZE, "".join(parts), "Board of Shangri-La", "shangrila", scene.fresh)


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
        f"<g>{_shape(colour, 16, 'master')}"
        f'<animateTransform attributeName="transform" type="translate" values="0 0;0 -40" '
        f'dur="{CROSSING_TIME:g}s" fill="freeze"/>'
        f'<animate attributeName="opacity" values="1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/></g></g>'
    )


def _crossing(colour: str, discipline: str, origin: str, destination: str) -> str:
    """One student's trip over the bridge, then out of sight (its fate is on the board)."""
    (ax, ay), (bx, by) = _centre(origin), _centre(destination)
    dx, dy = _offsets()[discipline]
    route = f"M{fmt(ax + dx + 12)} {fmt(ay + dy + 12)}L{fmt(bx + dx + 12)} {fmt(by + dy + 12)}"
    return (
        '<g class="crossing" aria-hidden="true">'
        f'<animateMotion dur="{CROSSING_TIME:g}s" fill="freeze" path="{route}"/>'
        f'<animate attributeName="opacity" values="1;1;0" dur="{CROSSING_TIME:g}s" '
        f'fill="freeze"/>{_shape(colour, 9, "student")}</g>'
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


def _village_svg(
    game: ShangriLa, village: str, role: str, chosen: Selection, offered: bool, stone: bool
) -> str:
    """A village: a target when ``offered`` and it has a ``role`` in a journey."""
    x, y = _centre(village)
    css = ["village"]
    if village == RED_VILLAGE:
        css.append("red-walls")
    if stone:
        css.append("stoned")
    label = f"Village {village}" + (", stone" if stone else "")
    pressed = None
    if role == "origin":
        label, pressed = f"{label}, journey origin", True
    elif role == "destination":
        label = f"{label}, journey from {chosen.origin} to here"
        pressed = chosen.destination == village
    elif role == "start":
        label += ", start a journey here"
    if offered and role:
        attrs = interactive(f"village:{village}", label, pressed=pressed)
        css.append("target")
    else:
        attrs = described(label)
    if pressed:
        css.append("selected")
    attrs.update(cx=fmt(x), cy=fmt(y), r=RADIUS, **{"class": " ".join(css)})
    parts = [tag("circle", attrs)]
    lx, ly = x - RADIUS * 0.78, y - RADIUS * 0.78
    if stone:
        parts.append(f'<ellipse class="stone" cx="{fmt(lx)}" cy="{fmt(ly)}" rx="22" ry="17"/>')
    parts.append(f'<text class="village-name" x="{fmt(lx)}" y="{fmt(ly)}">{esc(village)}</text>')
    if village == RED_VILLAGE and stone and len(game.colours) == 3:
        parts.append(
            f'<text class="note" x="{fmt(x)}" y="{fmt(y + RADIUS + 16)}">out of play</text>'
        )
    return "".join(parts)


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
            + button("pass", "Pass", "Pass: no action is possible")
            + "</div>"
        )
    elif chosen.origin:
        parts.append(_journey_html(game, chosen, options))
    elif chosen.recruit:
        parts.append(_recruit_html(chosen, options))
    else:
        parts.append(
            '<p class="hint">Choose a highlighted free space to place a master, '
            "one of your masters to recruit a student onto it, or a village with "
            "your students to start a journey.</p>"
        )
    if chosen.message:
        parts.append(f'<p class="message" role="alert">{esc(chosen.message)}</p>')
    parts.append(_players_html(game, name))
    return "".join(parts)


def _players_html(game: ShangriLa, name: Namer) -> str:
    scores = game.scores()
    head = "".join(
        f'<th scope="col" class="disc-{d}" title="{esc(n)}">{d}</th>'
        for d, n in DISCIPLINES.items()
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
    return (
        '<table class="players"><caption>Supply per discipline and masters on board'
        f'</caption><tr><th scope="col">Player</th>{head}<th scope="col">Masters</th></tr>'
        + "".join(rows)
        + "</table>"
    )


def _setup_html(game: ShangriLa, options: _Options) -> str:
    per_colour, in_all = game.setup_limits()
    still = ", ".join(DISCIPLINES[d] for d in game.setup_remaining(game.to_move))
    text = (
        "<p>Setup: place your masters one at a time, one of each discipline; at most "
        f"{per_colour} of a colour and {in_all} in all per village.</p>"
        f"<p>Still to place: {esc(still)}.</p>"
    )
    if _limits_lifted(game, options, per_colour, in_all):
        text += "<p>No free space fits these limits: for this placement only they are lifted.</p>"
    return f'<div class="action setup">{text}</div>'


def _masters(chosen: Selection) -> str:
    """The chosen masters in words, e.g. "Rainmaker in E and Healer in F"."""
    return listing([f"{DISCIPLINES[d]} in {v}" for d, v in chosen.recruit])


def _recruit_html(chosen: Selection, options: _Options) -> str:
    masters = _masters(chosen)
    move = options.recruits.get(frozenset(chosen.recruit))
    more = " You may choose one more master." if options.recruit_targets(chosen.recruit) else ""
    controls = button("cancel", "Cancel", "Cancel the recruit")
    if move:
        controls = button("confirm", "Recruit", f"Confirm recruit: {masters}") + controls
    return (
        f'<div class="action recruit"><p>Students onto your {esc(masters)}.{more}</p>'
        f"{controls}</div>"
    )


def _journey_html(game: ShangriLa, chosen: Selection, options: _Options) -> str:
    cancel = button("cancel", "Cancel", "Cancel the journey")
    journey = chosen.journey
    if journey is None:
        where = ", ".join(sorted(options.journeys.get(chosen.origin or "", ())))
        return (
            f'<div class="action journey"><p>Journey from {chosen.origin}: choose a '
            f"neighbour across an intact bridge ({where}).</p>{cancel}</div>"
        )
    label = f"Confirm journey {journey.origin} to {journey.destination}"
    return _preview_html(game, journey, button("confirm", "Confirm", label) + cancel)


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
        who = name(game.to_move)
        return (
            f'<div class="action recruit"><p>{esc(who)} recruits students onto '
            f"{esc(_masters(chosen))}.</p></div>"
        )
    return ""


def _pass_reason(game: ShangriLa) -> str:
    colour = game.to_move
    supply = sum(game.supply(colour, d) for d in DISCIPLINES)
    why = []
    if supply == 0:
        why.append("your supply is empty, so you can neither place nor recruit")
    else:
        why.append(
            "no free space of a discipline left in your supply is in a village "
            "without a stone where you have a master"
        )
        why.append("none of your masters without a student can get one from your supply")
    why.append("you have no student in a village without a stone")
    return "You must pass: " + "; ".join(why) + "."


def _scores_html(game: ShangriLa, name: Namer) -> str:
    """The final ranking, in the rule book's order: most masters on the board, then
    presence in most villages (the page's end section names the winners)."""
    scores, presence = game.scores(), game.presence()
    ranked = sorted(game.colours, key=lambda c: (-scores[c], -presence[c]))
    rows = "".join(
        f"<li>{esc(name(c))}: {count(scores[c], 'master')}, "
        f"present in {count(presence[c], 'village')}</li>"
        for c in ranked
    )
    return f'<div class="action scores"><ol>{rows}</ol></div>'


REASONS = {
    "more tiles": "it has more tiles",
    "more masters": "the tiles are equal and it has more masters",
    "tie: destination wins": (
        "equal in tiles and masters: the tie-break gives it to the destination"
    ),
    "tie: origin wins": "equal in tiles and masters: the tie-break option gives it to the origin",
}


def journey_lines(game: ShangriLa, move: str) -> list[str]:
    """The preview of a journey in plain words: the verdict first, then each effect."""
    p = game.journey_preview(move)
    origin, destination = p.origin, p.destination
    winner = origin if p.origin_stronger else destination
    lines = [
        f"{origin} has {p.origin_tiles} tiles ({p.origin_masters} masters), "
        f"{destination} has {p.destination_tiles} tiles ({p.destination_masters} masters): "
        f"{winner} is stronger, {REASONS.get(p.reason, p.reason)}."
    ]
    for fate in p.students:
        met = game.space(destination, fate.discipline)
        if met is None:
            meets = "an empty space"
        else:
            owner = "its own" if met[0] == fate.colour else f"{COLOURS[met[0]]}'s"
            meets = f"{owner} master" + (" with a student" if met[1] else "")
        lines.append(
            f"{COLOURS[fate.colour].capitalize()} {DISCIPLINES[fate.discipline]} student "
            f"meets {meets} in {destination}: it {fate.text}."
        )
    lines.append(f"The bridge {origin}–{destination} is then removed.")
    if p.stones:
        lines.append(f"A stone goes on {listing(list(p.stones))}.")
    if p.ends_game:
        lines.append("That is the last stone: the game ends.")
    return lines


JOURNEY_WORDS = {"": "", "leaving": ", its student travels", "arriving": ", a student arrives"}


@cache
def _space_svg(
    village: str,
    discipline: str,
    occupant: tuple[str, bool] | None,
    state: str,
    offered: bool,
    journey: str,
    recent: bool = False,
) -> str:
    """A space with its master and student; ``state`` names what a click on it would do
    (``"place"``, ``"recruit"``, ``"chosen"``: a target when ``offered``), ``journey``
    its part in the previewed journey (``"leaving"``, ``"arriving"`` or ""), ``recent``
    whether the moves since the viewer's last one changed it.

    A pure function of few values, so it is cached: redrawing the board then
    mostly joins strings already made.
    """
    words = f"{DISCIPLINES[discipline]} space, village {village}, "
    if occupant is None:
        words += "empty"
    else:
        colour, student = occupant
        words += f"{COLOURS[colour]} master" + (" with student" if student else "")
    words += JOURNEY_WORDS[journey]
    css = f"space disc-{discipline}" + (f" {journey}" if journey else "")
    css += " recent" if recent else ""
    words += ", changed since your last move" if recent else ""
    if state and offered:
        attrs: Attrs = interactive(
            f"space:{village}:{discipline}", words, pressed=(state == "chosen") or None
        )
        css += f" target {state}"
    else:
        attrs = described(words)
        css += f" {state}" if state else ""
    attrs.update({"class": css, "transform": SPACE_AT[village, discipline]})
    half = TILE / 2
    body = [f'<rect class="field" x="-{half:g}" y="-{half:g}" width="{TILE}" height="{TILE}"/>']
    if occupant is None:
        body.append(f'<text class="letter free">{discipline}</text>')
    else:
        colour, student = occupant
        body.append(_shape(colour, 16, "master"))
        body.append(f'<text class="letter on-{colour}">{discipline}</text>')
        if student:
            body.append(f'<g transform="translate(12,12)">{_shape(colour, 9, "student")}</g>')
    return tag("g", attrs, "".join(body))


def _bridge_shapes(name: str) -> tuple[str, str]:
    """A bridge's path from one village through its break to the other: (intact, broken)."""
    (ax, ay), (bx, by) = _centre(name[0]), _centre(name[1])
    px, py = BRIDGES[name][0] * SIZE, BRIDGES[name][1] * SIZE
    cx, cy = 2 * px - (ax + bx) / 2, 2 * py - (ay + by) / 2  # the curve passes through p
    line = f'<path d="M{fmt(ax)} {fmt(ay)}Q{fmt(cx)} {fmt(cy)} {fmt(bx)} {fmt(by)}"/>'
    plank = f'<rect class="plank" x="{fmt(px - 14)}" y="{fmt(py - 7)}" width="28" height="14"/>'
    gap = (
        f'<path class="gap" d="M{fmt(px - 10)} {fmt(py - 10)}L{fmt(px + 10)} {fmt(py + 10)}'
        f'M{fmt(px + 10)} {fmt(py - 10)}L{fmt(px - 10)} {fmt(py + 10)}"/>'
    )
    return line + plank, line + gap


#: Each bridge drawn intact and broken, ready to use (drawing is then string joining).
BRIDGE_SHAPES = {name: _bridge_shapes(name) for name in BRIDGES}


def _bridge(name: str, intact: bool, route: bool, fallen: bool = False) -> str:
    state = "intact" if intact else "broken"
    words = f"Bridge {name[0]} to {name[1]}, {state}"
    attrs = described(words + (" since your last move" if fallen else ""))
    attrs["class"] = f"bridge {state}" + (" route" if route else "") + (" recent" if fallen else "")
    return tag("g", attrs, BRIDGE_SHAPES[name][0 if intact else 1])


def _shape(colour: str, r: float, css: str) -> str:
    """A player's piece: its colour and its own shape."""
    shape = SHAPES[colour]
    cls = f"piece {css} p-{colour}"
    if shape == "circle":
        return f'<circle class="{cls}" r="{r:g}"/>'
    if shape == "square":
        return f'<rect class="{cls}" x="-{r:g}" y="-{r:g}" width="{2 * r:g}" height="{2 * r:g}"/>'
    if shape == "diamond":
        s = r * 1.3
        return f'<path class="{cls}" d="M0 -{s:g}L{s:g} 0L0 {s:g}L-{s:g} 0Z"/>'
    h, w = r * 1.1, r * 0.95
    return (
        f'<path class="{cls}" d="M0 -{h:g}L{w:g} -{h / 2:g}L{w:g} {h / 2:g}'
        f'L0 {h:g}L-{w:g} {h / 2:g}L-{w:g} -{h / 2:g}Z"/>'
    )


def _limits_lifted(game: ShangriLa, options: _Options, per_colour: int, in_all: int) -> bool:
    """True when a legal setup placement breaks the limits (they were lifted)."""
    for _, village in options.places:
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
        text = f"Tied at {best} masters; tie-break, present in more villages: {counts}. "
    names = listing([name(c) for c in winners])
    if len(winners) > 1:
        return text + f"{names} share the win."
    return text + f"{names} wins with {best} masters."
