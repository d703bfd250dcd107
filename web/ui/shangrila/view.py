"""The board view of The Bridges of Shangri-La: SVG board, side panel, clicks to moves.

Pure functions (see :mod:`web.ui.view`): :func:`draw` turns a scene and a
:class:`Selection` (masters chosen to recruit onto, a journey's origin and
destination) into markup; :func:`click` and :func:`key` give the next selection
and, once it is complete, the move to play. Targets (``data-target``):

- ``space:E:H``: the Healer space of village E (a free space to place on, or
  one of your masters to recruit onto); a free space shows the master placed there,
  and a second click on it (or ``confirm``) places it: no single click ends a turn.
  While a journey's origin is chosen, a space stands for its village;
- ``village:E``: a village, to start a journey there or to travel to it;
- ``confirm``, ``cancel`` and ``pass`` in the side panel;
- ``zoom`` in the side panel (or the key ``z``): the board drawn large (every icon
  at least 20 CSS px, every text at least 12) in a frame to pan, or back to its
  usual size; ``whole``, shown on a phone only (where the usual size is drawn for a
  finger, wider than the screen): the whole board fitted to the screen's width, or
  back to its usual size.

>>> from game import shangrila
>>> scene = Scene(shangrila.new_game("rby", seed=1), {"r": "Ann"}, None, offered=True)
>>> chosen, move = click(scene, empty(), "space:A:R")
>>> chosen.place, move
(('R', 'A'), None)
>>> click(scene, chosen, "confirm")[1], click(scene, chosen, "space:A:R")[1]
('place RA', 'place RA')
>>> click(scene, empty(), "village:A")[0].message
'No journey can start in village A now.'
>>> draw(scene, empty()).status
'Ann (red): place a master (setup, 7 left)'
>>> draw(replace(scene, offered=False), empty()).status
'Ann (red) to play'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import replace
from functools import partial

from game.i18n import _, language, ngettext
from game.shangrila import Journey, Pass, Place, Recruit, ShangriLa, parse
from game.shangrila.board import BRIDGES, DISCIPLINES, VILLAGES, discipline_name
from game.shangrila.journey import colour_name
from web.ui import board
from web.ui.board import Reaction
from web.ui.shangrila.bridges import BRIDGE_SHAPES, bridge
from web.ui.shangrila.geometry import OFFSETS, RADIUS, SIZE, centre
from web.ui.shangrila.motion import crossings
from web.ui.shangrila.panel import panel, table
from web.ui.shangrila.pieces import BOULDER, LAND, mark, plateaus, space_svg, village_svg
from web.ui.shangrila.selection import Master, Options, Selection, offers
from web.ui.shangrila.words import Namer
from web.ui.svg import fmt, svg
from web.ui.view import Drawing, Scene

#: The view's own keys, each as a click on a target (besides Escape and Enter).
KEYS = {"z": "zoom", "Z": "zoom"}


# -- selection ----------------------------------------------------------------------


def empty() -> Selection:
    """Nothing chosen."""
    return Selection()


def kept(selection: Selection) -> Selection:
    """What of ``selection`` lasts past a move: the zoom, never a choice."""
    return Selection(zoom=selection.zoom, whole=selection.whole)


def click(scene: Scene, selection: Selection, target: str) -> Reaction[Selection]:
    """The selection after a click on ``target``, and the move it completes, if any."""
    return board.click(scene, selection, target, _act)


def _act(scene: Scene, chosen: Selection, kind: str, rest: str) -> Reaction[Selection] | None:
    """A click on an offered board, by the target's kind (None: refused)."""
    options = offers(scene)
    if kind == "space":
        village, _colon, discipline = rest.partition(":")
        if chosen.origin:  # a journey under way: the space stands for its village
            return _village(options, chosen, village), None
        return _space(options, chosen, (discipline, village))
    if kind == "village":
        return _village(options, chosen, rest), None
    if kind == "confirm":
        return _confirm(options, chosen)
    if kind == "cancel":
        return kept(chosen), None
    if kind == "zoom":  # drawn large, or back to its usual size
        return replace(chosen, zoom=not chosen.zoom, whole=False), None
    if kind == "whole":  # on a phone: the whole board, or back to its usual size
        return replace(chosen, whole=not chosen.whole, zoom=False), None
    if kind == "pass" and options.can_pass:
        return kept(chosen), str(Pass())
    return None


def _space(options: Options, chosen: Selection, master: Master) -> Reaction[Selection]:
    if master in options.places:
        if chosen.place == master:  # the master shown, clicked again: placed
            return kept(chosen), str(Place(*master))
        return replace(kept(chosen), place=master), None
    if master in chosen.recruit:
        return replace(chosen, recruit=tuple(m for m in chosen.recruit if m != master)), None
    if master in options.recruit_targets(chosen.recruit):
        return replace(kept(chosen), recruit=(*chosen.recruit, master)), None
    return replace(chosen, message=_("That space cannot be used now.")), None


def _village(options: Options, chosen: Selection, village: str) -> Selection:
    if village == chosen.origin:
        return replace(chosen, origin=None, destination=None)
    if chosen.origin and village in options.journeys.get(chosen.origin, ()):
        return replace(chosen, destination=village)
    if village in options.journeys:
        return replace(kept(chosen), origin=village)
    return replace(
        chosen, message=_("No journey can start in village {village} now.").format(village=village)
    )


def _confirm(options: Options, chosen: Selection) -> Reaction[Selection]:
    if chosen.place in options.places:
        return kept(chosen), str(Place(*chosen.place))
    if chosen.journey:
        return kept(chosen), str(chosen.journey)
    move = options.recruits.get(frozenset(chosen.recruit))
    if move is None:
        return replace(chosen, message=_("Choose what to do first.")), None
    return kept(chosen), str(move)


def key(scene: Scene, selection: Selection, name: str) -> Reaction[Selection]:
    """Escape cancels the selection, Enter confirms it and ``z`` zooms in or out; other
    keys, and every key while the board is not offered, do nothing."""
    return board.key(scene, selection, name, click, KEYS) or (selection, None)


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


def suggesting(scene: Scene, move: str) -> Selection:
    """The selection that shows ``move`` on a board that takes no move (a review's
    better move): as a computer's move is shown."""
    return showing(scene, move)


# -- drawing --------------------------------------------------------------------------


def draw(scene: Scene, selection: Selection) -> Drawing:
    """The status line, the board and the side panel of ``scene`` with ``selection``."""
    game, options = board.game_of(scene, ShangriLa), offers(scene)
    name = partial(_name, scene.names)
    return Drawing(
        _status(game, selection, options, name, scene.offered, scene.you),
        _board(scene, game, selection, options),
        panel(game, selection, options, name, scene.offered),
        table(game, name),
    )


def _name(names: Mapping[Hashable, str], colour: str) -> str:
    def qualified(name: str) -> str:
        # Translators: a player's name and colour, e.g. "Ann (red)".
        return _("{name} ({colour})").format(name=name, colour=colour_name(colour).lower())

    return board.player_name(names, colour, colour_name(colour), qualified)


def _status(
    game: ShangriLa,
    chosen: Selection,
    options: Options,
    name: Namer,
    offered: bool,
    you: Hashable | None = None,
) -> str:
    """Whose turn and, when the board is offered, what to do."""
    waiting = board.waiting(game, offered, name, partial(_winners_text, game, name, you))
    if waiting:
        return waiting
    who = name(game.to_move)
    if game.phase == "setup" and not chosen.place:
        left = len(game.setup_remaining(game.to_move))
        return _("{name}: place a master (setup, {left} left)").format(name=who, left=left)
    if options.can_pass:
        return _("{name}: no action is possible, pass").format(name=who)
    if chosen.place:
        discipline, village = chosen.place
        return _("{name}: confirm the {discipline} master in village {village} or cancel").format(
            name=who, discipline=discipline_name(discipline).lower(), village=village
        )
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


def _board(scene: Scene, game: ShangriLa, chosen: Selection, options: Options) -> str:
    """The board: the land, bridges, villages with their spaces, stones; targets marked."""
    intact = game.bridges()
    origin, destination = chosen.origin, chosen.destination
    destinations = options.journeys.get(origin, frozenset()) if origin else frozenset()
    parts = [LAND]
    changed_spaces, fallen = _recent_changes(scene)
    ends = {destination} if destination else destinations
    for name in BRIDGES:
        route = origin is not None and origin in name and bool(set(name) & ends)
        parts.append(bridge(name, name in intact, route, name in fallen))
    parts += _villages(scene, game, chosen, options, changed_spaces)
    if scene.fresh:
        parts.append(crossings(scene))
    kind = "shangrila " + ("zoomed" if chosen.zoom else "whole" if chosen.whole else "")
    kind = kind.rstrip()
    # its frame scrolls on a phone and when zoomed: with nothing to click, the board
    # itself takes the focus, so that the keyboard pans it
    focusable = not options.on_board()
    label = _("Board of Shangri-La")
    return svg(SIZE, SIZE, "".join(parts), label, kind, scene.fresh, focusable)


def _villages(
    scene: Scene, game: ShangriLa, chosen: Selection, options: Options, changed: set[Master]
) -> list[str]:
    """Each village, then its spaces: their parts in the choice under way, and which
    spaces the recent moves ``changed``."""
    origin, destination, offered = chosen.origin, chosen.destination, scene.offered
    stones, three = game.stones(), len(game.colours) == 3
    recruitable = options.recruit_targets(chosen.recruit)
    travelling = set()  # the disciplines of the students on the previewed journey
    if origin and destination:
        travelling = {d for d in DISCIPLINES if (game.space(origin, d) or ("", False))[1]}
    parts = []
    for village in VILLAGES:
        role = _role(village, chosen, options)
        pressed = role == "origin" or (role == "destination" and village == destination)
        stone = village in stones
        parts.append(village_svg(village, role, origin, pressed, offered, stone, three, language()))
        for discipline in DISCIPLINES:
            master = (discipline, village)
            journey = ""
            if discipline in travelling:
                journey = "leaving" if village == origin else ""
                journey = "arriving" if village == destination else journey
            occupant = game.space(village, discipline)
            if master == chosen.place and occupant is None:
                occupant = (game.to_move, False)  # the master to place, shown
            state = _state(master, chosen, options, recruitable)
            recent = master in changed
            parts.append(
                space_svg(
                    village, discipline, occupant, state, offered, journey, recent, language()
                )
            )
    return parts


def _role(village: str, chosen: Selection, options: Options) -> str:
    """A village's part in the journey under way: ``origin``, ``destination``, ``start``
    (a journey can start there) or ""."""
    origin = chosen.origin
    destinations = options.journeys.get(origin, frozenset()) if origin else frozenset()
    if village == origin:
        return "origin"
    if village == chosen.destination or village in destinations:
        return "destination"
    if village in options.journeys:
        return "start"
    return ""


def _state(master: Master, chosen: Selection, options: Options, recruitable: set[Master]) -> str:
    """What a click on a space would do: ``place``, ``chosen`` or ``recruit``; "" if nothing."""
    if master == chosen.place:
        return "chosen"
    if master in options.places:
        return "place"
    if master in chosen.recruit:
        return "chosen"
    if master in recruitable:
        return "recruit"
    return ""


def _recent_changes(scene: Scene) -> tuple[set[Master], set[str]]:
    """The spaces (discipline, village) and the bridges that the recent moves changed."""
    if not scene.recent:
        return set(), set()
    game, before = board.game_of(scene, ShangriLa), scene.before_recent()
    assert isinstance(before, ShangriLa)
    spaces = {
        (d, v) for v in VILLAGES for d in DISCIPLINES if game.space(v, d) != before.space(v, d)
    }
    return spaces, before.bridges() - game.bridges()


def thumbnail(game: ShangriLa) -> str:
    """A small picture of ``game``'s position, only to look at: the land, the bridges
    (broken or not), the villages, stones, and each master as its clan's mark."""
    intact, stones = game.bridges(), game.stones()
    parts = [LAND]
    for name in BRIDGES:
        state = "intact" if name in intact else "broken"
        parts.append(f'<g class="bridge {state}">{BRIDGE_SHAPES[name][name not in intact]}</g>')
    parts.append(plateaus())
    for village in VILLAGES:
        x, y = centre(village)
        for discipline, (dx, dy) in OFFSETS.items():
            occupant = game.space(village, discipline)
            if occupant is not None:
                colour = occupant[0]
                parts.append(f'<g class="piece p-{colour}">{mark(colour, 21, x + dx, y + dy)}</g>')
    for village in sorted(stones):  # over the pieces
        x, y = centre(village)
        corner = f"{fmt(x - RADIUS * 0.7)},{fmt(y - RADIUS * 0.7)}"
        parts.append(
            f'<path class="stone" transform="translate({corner}) scale(1.6)" d="{BOULDER}"/>'
        )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" class="thumb" '
        f'aria-hidden="true" focusable="false">{"".join(parts)}</svg>'
    )


def _winners_text(game: ShangriLa, name: Namer, you: Hashable | None = None) -> str:
    """Who won: most masters, then presence in more villages on a tie (said to ``you``,
    the only person here, if they won alone)."""
    names, winners = board.winner_names(game, name), game.winners()
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
    if len(winners) > 1:
        return text + _("{names} share the win.").format(names=names)
    if winners == [you]:
        return text + ngettext(
            "You win with {n} master.", "You win with {n} masters.", best
        ).format(n=best)
    return text + ngettext(
        "{names} wins with {n} master.", "{names} wins with {n} masters.", best
    ).format(names=names, n=best)
