"""The board view of The Bridges of Shangri-La: SVG board, side panel, clicks to moves.

The view only remembers what the player has selected (masters to recruit onto,
a journey's origin and destination); the game changes only when the page plays
the move that :meth:`ShangrilaView.activate` returns. Targets (``data-target``):

- ``space:E:H``: the Healer space of village E (a free space to place on, or
  one of your masters to recruit onto);
- ``village:E``: a village, to start a journey there or to travel to it;
- ``confirm``, ``cancel`` and ``pass`` in the side panel.

>>> from game import shangrila
>>> view = ShangrilaView(shangrila.new_game("rby", seed=1), {"r": "Ann"})
>>> view.activate("space:A:R")
'place RA'
>>> view.status()
'Ann (red): place a master (setup, 7 left)'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from game.shangrila import ShangriLa
from game.shangrila.board import (
    BRIDGES,
    COLOURS,
    DISCIPLINES,
    RED_VILLAGE,
    SPACE_GRID,
    VILLAGES,
)
from web.ui.svg import Attrs, button, described, esc, fmt, interactive, listing, svg, tag

SIZE = 1000  # the board is drawn in a 1000 x 1000 square
RADIUS = 84  # a village's circle
STEP = 46  # between the centres of neighbouring spaces
TILE = 40  # a space's side

#: A shape per player colour, so that colour is never the only cue.
SHAPES = {"r": "square", "b": "circle", "y": "diamond", "v": "hexagon"}
SHAPE_SIGNS = {"square": "■", "circle": "●", "diamond": "◆", "hexagon": "⬢"}


def _offsets() -> dict[str, tuple[float, float]]:
    """Where each discipline's space sits from its village's centre (the 2-3-2 grid)."""
    places = {}
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


@dataclass
class _Options:
    """What the legal moves allow now, split by kind of action."""

    places: set[tuple[str, str]] = field(default_factory=set)  # (village, discipline)
    recruits: dict[frozenset[str], str] = field(default_factory=dict)  # {"RE", ..} -> move
    journeys: dict[str, set[str]] = field(default_factory=dict)  # origin -> destinations
    can_pass: bool = False

    @classmethod
    def of(cls, moves: list[str]) -> _Options:
        options = cls()
        for move in moves:
            kind, *args = move.split()
            if kind == "place":
                options.places.add((args[0][1], args[0][0]))
            elif kind == "recruit":
                options.recruits[frozenset(args)] = move
            elif kind == "journey":
                options.journeys.setdefault(args[0][0], set()).add(args[0][1])
            else:
                options.can_pass = True
        return options

    def recruit_targets(self, chosen: list[str]) -> set[str]:
        """The masters (``"RE"``) that can still be added to ``chosen``."""
        picked = set(chosen)
        return {
            master for targets in self.recruits if picked < targets for master in targets - picked
        }


class ShangrilaView:
    """Draws a Shangri-La game and turns clicks into moves (see the module docstring)."""

    def __init__(self, game: ShangriLa, names: dict[str, str]) -> None:
        self.game = game
        self.names = names
        self.recruit: list[str] = []  # chosen masters, as discipline + village ("RE")
        self.origin: str | None = None
        self.destination: str | None = None
        self.message = ""
        self._seen: list[str] | None = None  # the position the selection and options are of
        self._options = _Options()

    # -- selection ----------------------------------------------------------------

    def _sync(self) -> _Options:
        """What the legal moves allow, worked out once per position; a selection made
        on another position is forgotten (after a move or an undo)."""
        if self.game.history != self._seen:
            self._seen = list(self.game.history)
            self._clear()
            self.message = ""
            self._options = _Options.of(self.game.legal_moves())
        return self._options

    def _clear(self) -> None:
        self.recruit, self.origin, self.destination = [], None, None

    def activate(self, target: str) -> str | None:
        """Handle a click on ``target``: a move to play, or None (the selection changed)."""
        options = self._sync()
        self.message = ""
        kind, _, rest = target.partition(":")
        if kind == "space":
            village, _, discipline = rest.partition(":")
            return self._space(options, village, discipline)
        if kind == "village":
            self._village(options, rest)
            return None
        if kind == "confirm":
            return self._confirm(options)
        if kind == "cancel":
            self._clear()
            return None
        if kind == "pass" and options.can_pass:
            return "pass"
        self.message = "That cannot be done now."
        return None

    def _space(self, options: _Options, village: str, discipline: str) -> str | None:
        if (village, discipline) in options.places:
            self._clear()
            return f"place {discipline}{village}"
        master = discipline + village
        if master in self.recruit:
            self.recruit.remove(master)
        elif master in options.recruit_targets(self.recruit):
            self.origin = self.destination = None
            self.recruit.append(master)
        else:
            self.message = "That space cannot be used now."
        return None

    def _village(self, options: _Options, village: str) -> None:
        if village == self.origin:
            self.origin = self.destination = None
        elif self.origin and village in options.journeys.get(self.origin, ()):
            self.destination = village
        elif village in options.journeys:
            self.recruit = []
            self.origin, self.destination = village, None
        else:
            self.message = f"No journey can start in village {village} now."

    def _confirm(self, options: _Options) -> str | None:
        if self.origin and self.destination:
            return f"journey {self.origin}{self.destination}"
        move = options.recruits.get(frozenset(self.recruit))
        if move is None:
            self.message = "Choose what to do first."
        return move

    def select(self, move: str) -> None:
        """Show ``move`` as chosen, without playing it (a computer's move before it is
        played): a recruit's masters, or a journey with its preview."""
        self._sync()
        word, *args = move.split()
        if word == "recruit":
            self._clear()
            self.recruit = args
        elif word == "journey":
            self._clear()
            self.origin, self.destination = args[0]

    def key(self, name: str) -> str | None:
        """Escape cancels the selection and Enter confirms it; other keys do nothing."""
        if name == "Escape":
            return self.activate("cancel")
        if name == "Enter":
            return self.activate("confirm")
        return None

    # -- words --------------------------------------------------------------------

    def _name(self, colour: str) -> str:
        name = self.names.get(colour)
        return f"{name} ({COLOURS[colour]})" if name else COLOURS[colour].capitalize()

    def status(self) -> str:
        """One line for the status bar: whose turn and what to do."""
        game = self.game
        options = self._sync()
        if game.phase == "over":
            return "Game over: " + _winners_text(game, self._name)
        who = self._name(game.to_move)
        if game.phase == "setup":
            left = len(game.setup_remaining(game.to_move))
            return f"{who}: place a master (setup, {left} left)"
        if options.can_pass:
            return f"{who}: no action is possible, pass"
        if self.origin and self.destination:
            return f"{who}: confirm the journey {self.origin} to {self.destination} or cancel"
        if self.origin:
            return f"{who}: choose where the students of {self.origin} travel"
        if self.recruit:
            return f"{who}: confirm the recruit or choose another master"
        return f"{who}: place a master, recruit students or start a journey"

    # -- the board ----------------------------------------------------------------

    def board_svg(self) -> str:
        """The board: bridges, villages with their spaces, stones; targets highlighted."""
        options = self._sync()
        game = self.game
        intact, stones = game.bridges(), game.stones()
        destinations = options.journeys.get(self.origin, set()) if self.origin else set()
        origins = set(options.journeys)
        recruitable = options.recruit_targets(self.recruit)
        parts = ['<rect class="ground" x="0" y="0" width="1000" height="1000"/>']
        ends = {self.destination} if self.destination else destinations
        travelling = set()  # the disciplines of the students on the previewed journey
        if self.destination:
            travelling = {d for d in DISCIPLINES if (game.space(self.origin, d) or ("", False))[1]}
        for name in BRIDGES:
            route = bool(self.origin) and self.origin in name and bool(set(name) & ends)
            parts.append(_bridge(name, name in intact, route))
        for village in VILLAGES:
            if village == self.origin:
                role = "origin"
            elif village in destinations:
                role = "destination"
            elif village in origins:
                role = "start"
            else:
                role = ""
            parts.append(self._village_svg(village, village in stones, role))
            for discipline in DISCIPLINES:
                master = discipline + village
                if (village, discipline) in options.places:
                    state = "place"
                elif master in self.recruit:
                    state = "chosen"
                elif master in recruitable:
                    state = "recruit"
                else:
                    state = ""
                journey = ""
                if discipline in travelling:
                    journey = "leaving" if village == self.origin else ""
                    journey = "arriving" if village == self.destination else journey
                occupant = game.space(village, discipline)
                parts.append(_space_svg(village, discipline, occupant, state, journey))
        return svg(SIZE, SIZE, "".join(parts), "Board of Shangri-La", "shangrila")

    def _village_svg(self, village: str, stone: bool, role: str) -> str:
        x, y = _centre(village)
        css = ["village"]
        if village == RED_VILLAGE:
            css.append("red-walls")
        if stone:
            css.append("stoned")
        words = f"Village {village}" + (", stone" if stone else "")
        if role == "origin":
            attrs = interactive(f"village:{village}", f"{words}, journey origin", pressed=True)
            css += ["target", "selected"]
        elif role == "destination":
            label = f"{words}, journey from {self.origin} to here"
            attrs = interactive(f"village:{village}", label, pressed=self.destination == village)
            css += ["target"] + (["selected"] if self.destination == village else [])
        elif role == "start":
            attrs = interactive(f"village:{village}", f"{words}, start a journey here")
            css.append("target")
        else:
            attrs = described(words)
        attrs.update(cx=fmt(x), cy=fmt(y), r=RADIUS, **{"class": " ".join(css)})
        parts = [tag("circle", attrs)]
        lx, ly = x - RADIUS * 0.78, y - RADIUS * 0.78
        if stone:
            parts.append(f'<ellipse class="stone" cx="{fmt(lx)}" cy="{fmt(ly)}" rx="22" ry="17"/>')
        parts.append(
            f'<text class="village-name" x="{fmt(lx)}" y="{fmt(ly)}">{esc(village)}</text>'
        )
        if village == RED_VILLAGE and stone and len(self.game.colours) == 3:
            parts.append(
                f'<text class="note" x="{fmt(x)}" y="{fmt(y + RADIUS + 16)}">out of play</text>'
            )
        return "".join(parts)

    # -- the side panel -----------------------------------------------------------

    def panel_html(self) -> str:
        """Players' supplies and masters, whose turn, and the current action's controls."""
        options = self._sync()
        parts = [self._players_html()]
        if self.game.phase == "over":
            parts.append(self._scores_html())
        elif self.game.phase == "setup":
            parts.append(self._setup_html(options))
        elif options.can_pass:
            parts.append(
                '<div class="action pass-forced">'
                f"<p>{esc(self._pass_reason())}</p>"
                + button("pass", "Pass", "Pass: no action is possible")
                + "</div>"
            )
        elif self.origin:
            parts.append(self._journey_html(options))
        elif self.recruit:
            parts.append(self._recruit_html(options))
        else:
            parts.append(
                '<p class="hint">Choose a highlighted free space to place a master, '
                "one of your masters to recruit a student onto it, or a village with "
                "your students to start a journey.</p>"
            )
        if self.message:
            parts.append(f'<p class="message" role="alert">{esc(self.message)}</p>')
        return "".join(parts)

    def _players_html(self) -> str:
        game = self.game
        scores = game.scores()
        head = "".join(
            f'<th scope="col" class="disc-{d}" title="{esc(n)}">{d}</th>'
            for d, n in DISCIPLINES.items()
        )
        rows = []
        for colour in game.colours:
            masters = scores[colour]
            sign = SHAPE_SIGNS[SHAPES[colour]]
            turn = colour == game.to_move and game.phase != "over"
            cells = "".join(f"<td>{game.supply(colour, d)}</td>" for d in DISCIPLINES)
            rows.append(
                f'<tr class="player p-{colour}{" to-move" if turn else ""}">'
                f'<th scope="row"><span class="sign p-{colour}">{sign}</span> '
                f"{esc(self._name(colour))}{' ◀' if turn else ''}</th>"
                f"{cells}<td>{masters}</td></tr>"
            )
        return (
            '<table class="players"><caption>Supply per discipline and masters on board'
            f'</caption><tr><th scope="col">Player</th>{head}<th scope="col">Masters</th></tr>'
            + "".join(rows)
            + "</table>"
        )

    def _setup_html(self, options: _Options) -> str:
        game = self.game
        per_colour, in_all = game.setup_limits()
        still = ", ".join(DISCIPLINES[d] for d in game.setup_remaining(game.to_move))
        text = (
            "<p>Setup: place your masters one at a time, one of each discipline; at most "
            f"{per_colour} of a colour and {in_all} in all per village.</p>"
            f"<p>Still to place: {esc(still)}.</p>"
        )
        if _limits_lifted(game, options, per_colour, in_all):
            text += (
                "<p>No free space fits these limits: for this placement only they are lifted.</p>"
            )
        return f'<div class="action setup">{text}</div>'

    def _recruit_html(self, options: _Options) -> str:
        chosen = listing([f"{DISCIPLINES[m[0]]} in {m[1]}" for m in self.recruit])
        move = options.recruits.get(frozenset(self.recruit))
        more = " You may choose one more master." if options.recruit_targets(self.recruit) else ""
        controls = button("cancel", "Cancel", "Cancel the recruit")
        if move:
            controls = button("confirm", "Recruit", f"Confirm recruit: {chosen}") + controls
        return (
            f'<div class="action recruit"><p>Students onto your {esc(chosen)}.{more}</p>'
            f"{controls}</div>"
        )

    def _journey_html(self, options: _Options) -> str:
        cancel = button("cancel", "Cancel", "Cancel the journey")
        if not self.destination:
            where = ", ".join(sorted(options.journeys[self.origin]))
            return (
                f'<div class="action journey"><p>Journey from {self.origin}: choose a '
                f"neighbour across an intact bridge ({where}).</p>{cancel}</div>"
            )
        move = f"journey {self.origin}{self.destination}"
        lines = journey_lines(self.game, move)
        items = "".join(f"<li>{esc(line)}</li>" for line in lines[1:])
        confirm = button(
            "confirm", "Confirm", f"Confirm journey {self.origin} to {self.destination}"
        )
        return (
            f'<div class="action journey preview"><p>{esc(lines[0])}</p><ul>{items}</ul>'
            f"{confirm}{cancel}</div>"
        )

    def _pass_reason(self) -> str:
        game, colour = self.game, self.game.to_move
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

    def _scores_html(self) -> str:
        """The final scores (the page's end section names the winners, and the status
        line the tie-break)."""
        game = self.game
        scores, presence = game.scores(), game.presence()
        rows = "".join(
            f"<li>{esc(self._name(c))}: {scores[c]} masters, present in {presence[c]} villages</li>"
            for c in sorted(game.colours, key=lambda c: -scores[c])
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
    village: str, discipline: str, occupant: tuple[str, bool] | None, state: str, journey: str
) -> str:
    """A space with its master and student; ``state`` names what a click on it would do,
    ``journey`` its part in the previewed journey (``"leaving"``, ``"arriving"`` or "").

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
    if state:
        attrs: Attrs = interactive(
            f"space:{village}:{discipline}", words, pressed=(state == "chosen") or None
        )
        css += f" target {state}"
    else:
        attrs = described(words)
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


def _bridge(name: str, intact: bool, route: bool) -> str:
    state = "intact" if intact else "broken"
    attrs = described(f"Bridge {name[0]} to {name[1]}, {state}")
    attrs["class"] = f"bridge {state}" + (" route" if route else "")
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
    for village, _ in options.places:
        occupants = [o[0] for d in DISCIPLINES if (o := game.space(village, d)) is not None]
        if occupants.count(game.to_move) >= per_colour or len(occupants) >= in_all:
            return True
    return False


def _winners_text(game: ShangriLa, name: Callable[[str], str]) -> str:
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
