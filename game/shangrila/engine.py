"""The rules of The Bridges of Shangri-La: :class:`ShangriLa` and :func:`new_game`.

>>> g = new_game("rby", start="suggested", seed=1)
>>> g.phase, g.to_move, g.space("A", "R"), g.supply("b", "R")
('play', 'r', ('b', False), 5)
>>> g.play("recruit ya")
'recruit YA'
>>> g.space("A", "Y"), g.to_move
(('r', True), 'b')
>>> for move in ("place PA", "recruit FF", "journey AB"):
...     played = g.play(move)
>>> g.space("B", "Y"), g.space("A", "Y"), "AB" in g.bridges()
(('r', False), ('r', False), False)

Rulings where the rule books and the project's rulings are silent (a referee's
decisions):

- The game also ends when every player, one after the other, has had to pass:
  after a full round of passes nothing can change any more.
- When a player has no setup placement within the setup limits, the limits are
  lifted for that placement (the rulings say so for 3 players; the engine does
  the same with 4 players, should it ever happen).
- Two students of the same discipline can be recruited in one turn only if the
  supply holds two tiles of it.
- ``start="suggested"`` and ``start="random"`` put all starting masters on the
  board at once: the game begins in the ``"play"`` phase with no moves in its
  history. The suggested positions are given for red, blue, yellow (and
  violet); with other colours, the n-th colour of the card (in the order red,
  blue, yellow, violet) goes to the n-th colour in play, in that same order.
- A journey's destination never has a stone: a village with a stone has no
  intact bridge left to cross.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Hashable
from typing import Self, TypedDict, TypeVar, final

from game.core import SEEDS, Game, IllegalMove, quote
from game.i18n import _, ngettext
from game.shangrila import journey
from game.shangrila.board import BRIDGES, COLOURS, RED_VILLAGE, VILLAGES, discipline_name
from game.shangrila.journey import JourneyPreview, colour_name
from game.shangrila.notation import Journey, Move, Pass, Place, Recruit, parse
from game.shangrila.starts import SUGGESTED
from game.shangrila.state import (
    C_INDEX,
    D_INDEX,
    DISCIPLINE_IDS,
    ROUTES,
    SPACES,
    STUDENT,
    V_INDEX,
    VILLAGE_COUNT,
    VILLAGE_IDS,
    State,
    space_has_student,
    space_owner,
)

T = TypeVar("T")

STARTS = ("free", "suggested", "random")
#: Setup limits per village, by number of players: (tiles of one colour, tiles in all).
SETUP_LIMITS = {3: (1, 2), 4: (2, 3)}
_TOUCHING = {v: tuple(b for b in BRIDGES if v in b) for v in VILLAGE_IDS}
# The texts of the moves legal_moves() lists, written by the notation once each:
# per village, placing each discipline there.
_PLACES = {v: tuple(str(Place(d, v)) for d in DISCIPLINE_IDS) for v in VILLAGE_IDS}
#: Per mask, how many bits it has set.
_COUNT = tuple(bin(mask).count("1") for mask in range(128))
# Recruit texts by the rank of their masters (a space ``v * 7 + d``) in the order
# recruits list them: by discipline letter, then village letter (so the targets
# of one discipline follow each other, 13 ranks a discipline).
_TARGETS = sorted((d, v) for d in DISCIPLINE_IDS for v in VILLAGE_IDS)
_RANK = tuple(
    _TARGETS.index((DISCIPLINE_IDS[i % 7], VILLAGE_IDS[i // 7])) for i in range(len(_TARGETS))
)
_RANK_DISCIPLINE = tuple(D_INDEX[d] for d, _village in _TARGETS)
_RECRUIT_ONE = tuple(str(Recruit((t,))) for t in _TARGETS)
#: By the ranks of two targets, the first lower: the recruit of both ("" otherwise).
_RECRUIT_TWO = tuple(
    tuple(str(Recruit((a, b))) if a < b else "" for b in _TARGETS) for a in _TARGETS
)


def _subsets(items: tuple[T, ...]) -> tuple[tuple[T, ...], ...]:
    """Per bit mask (bit i set: ``items[i]`` chosen), the chosen items in order."""
    table: list[tuple[T, ...]] = [()]
    for item in items:  # the masks with this item's bit set follow those without it
        table += [(*chosen, item) for chosen in table]
    return tuple(table)


#: Per village: its index, the index of its first space, and per mask of disciplines
#: (bit d) the moves placing them there and the ranks of its spaces of them as
#: recruit targets.
_VILLAGE_SETS = tuple(
    (i, i * 7, _subsets(_PLACES[v]), _subsets(_RANK[i * 7 : i * 7 + 7]))
    for i, v in enumerate(VILLAGE_IDS)
)
#: Per mask of villages (bit v), those villages' rows of :data:`_VILLAGE_SETS`.
_VILLAGES_OF = _subsets(_VILLAGE_SETS)


def _master(rank: int) -> tuple[int, int]:
    """The space and discipline of the recruit target of ``rank``."""
    discipline, village = _TARGETS[rank]
    return V_INDEX[village] * 7 + D_INDEX[discipline], D_INDEX[discipline]


# What each move legal_moves() lists does, by its text (read by _apply).
#: A place move's space and discipline.
_PLACE_AT = {
    text: (V_INDEX[v] * 7 + d, d) for v in VILLAGE_IDS for d, text in enumerate(_PLACES[v])
}
#: A recruit move's masters, each (space, discipline).
_RECRUITED: dict[str, tuple[tuple[int, int], ...]] = {
    text: (_master(a),) for a, text in enumerate(_RECRUIT_ONE)
}
_RECRUITED.update(
    (text, _RECRUITED[_RECRUIT_ONE[a]] + _RECRUITED[_RECRUIT_ONE[b]])
    for a, row in enumerate(_RECRUIT_TWO)
    for b, text in enumerate(row)
    if a < b
)
#: A journey move's origin and destination (village indices), bridge and the move back.
_CROSSING = {
    text: (V_INDEX[text[-2]], V_INDEX[text[-1]], b, f"journey {text[-1]}{text[-2]}")
    for routes in ROUTES
    for b, text in routes
}


#: Tiles on a space by its value: none, a master, a master and its student.
_TILES = (0,) + (1,) * STUDENT + (2,) * STUDENT


def _strength(cells: list[int]) -> tuple[int, int]:
    """``(tiles, masters)`` of a village's spaces (as :func:`journey.strength`)."""
    return sum(map(_TILES.__getitem__, cells)), 7 - cells.count(0)


class Options(TypedDict):
    """The options a game was made with, the seed included."""

    colours: str
    start: str
    tie_to_origin: bool
    seed: int


@final
class ShangriLa(Game):
    """A game of The Bridges of Shangri-La; make one with :func:`new_game`."""

    CODE = "S"
    VERSION = 1

    _state: State

    def __init__(self, colours: str, start: str, tie_to_origin: bool, seed: int) -> None:
        super().__init__()
        self.colours = colours
        self._seat_colours = tuple(C_INDEX[c] for c in colours)  # colour index per seat
        self.tie_to_origin = tie_to_origin
        self._options: Options = {
            "colours": colours,
            "start": start,
            "tie_to_origin": tie_to_origin,
            "seed": seed,
        }
        if len(colours) == 3:
            red = set(_TOUCHING[RED_VILLAGE])
            self._state = State(3, frozenset(BRIDGES) - red, frozenset(RED_VILLAGE))
        else:
            self._state = State(4, frozenset(BRIDGES), frozenset())
        if start == "suggested":
            self._suggested_start()
        elif start == "random":
            self._random_start(random.Random(seed))

    # -- the API ------------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        """The colours in seating (and turn) order."""
        return tuple(self.colours)

    def player_name(self, player: Hashable) -> str:
        """The colour's name: ``"Red"`` for ``"r"``."""
        return colour_name(str(player))

    @property
    def to_move(self) -> str:
        """The colour whose turn it is."""
        return self.colours[self._state.turn]

    @property
    def phase(self) -> str:
        """``"setup"``, ``"play"`` or ``"over"``."""
        return self._state.phase

    def space(self, village: str, discipline: str) -> tuple[str, bool] | None:
        """``None`` for an empty space, else ``(colour, has_student)``.

        >>> new_game("rbyv").space("E", "R") is None
        True
        """
        value = self._state.spaces[V_INDEX[village] * 7 + D_INDEX[discipline]]
        return (space_owner(value), space_has_student(value)) if value else None

    def space_codes(self) -> tuple[int, ...]:
        """Every space at once, for bots: space ``village * 7 + discipline`` (both in
        board order) holds 0 when empty, ``1 + colour`` for a master alone and
        ``5 + colour`` for a master with its student (colours in ``rbyv`` order).

        >>> g = new_game("rby", start="suggested", seed=1)
        >>> g.space_codes()[0:7], g.space("A", "R")
        ((2, 0, 1, 0, 0, 0, 0), ('b', False))
        """
        return tuple(self._state.spaces)

    def supply(self, colour: str, discipline: str) -> int:
        """Tiles of ``discipline`` left in ``colour``'s supply."""
        return self._state.supply[C_INDEX[colour] * 7 + D_INDEX[discipline]]

    def bridges(self) -> set[str]:
        """The intact bridges, e.g. ``{"AB", "AD", ...}``."""
        return set(self._state.bridges)

    def stones(self) -> set[str]:
        """The villages with a stone."""
        return set(self._state.stones)

    def setup_remaining(self, colour: str) -> str:
        """The disciplines ``colour`` has still to place in setup, in board order.

        >>> g = new_game("rby")
        >>> played = g.play("place AE")
        >>> g.setup_remaining("r"), g.setup_remaining("b")
        ('RPYDHF', 'RPYADHF')
        """
        placed = self._state.placed[self.colours.index(colour)]
        return "".join(d for i, d in enumerate(DISCIPLINE_IDS) if not placed >> i & 1)

    def setup_limits(self) -> tuple[int, int]:
        """Setup limits per village: (tiles of one colour, tiles in all)."""
        return SETUP_LIMITS[len(self.colours)]

    def scores(self) -> dict[str, int]:
        """Masters on the board per colour (students do not count)."""
        return {
            c: sum(1 for v in self._state.spaces if v and space_owner(v) == c) for c in self.colours
        }

    def presence(self) -> dict[str, int]:
        """Villages where each colour has at least one master (the tie-break)."""
        spaces = self._state.spaces
        return {
            c: sum(
                any(v and space_owner(v) == c for v in spaces[i * 7 : i * 7 + 7])
                for i in range(len(VILLAGE_IDS))
            )
            for c in self.colours
        }

    def winners(self) -> list[str]:
        """The winners once the game is over: most masters, then most villages."""
        if not self.is_over():
            return []
        scores, presence = self.scores(), self.presence()
        best = max((scores[c], presence[c]) for c in self.colours)
        return [c for c in self.colours if (scores[c], presence[c]) == best]

    @property
    def options(self) -> Options:
        """The options this game was made with, the seed included."""
        return self._options

    def legal_moves(self) -> list[str]:
        """Every legal move now, in a fixed order: places, recruits, journeys (or pass)."""
        return list(self._moves())

    def _moves(self) -> list[str]:
        """The legal moves, worked out once per state (not to be changed)."""
        state = self._state
        if state.moves is None:
            if state.phase == "setup":
                state.moves = self._setup_moves()
            elif state.phase == "play":
                state.moves = self._play_moves() or [str(Pass())]
            else:
                state.moves = []
        return state.moves

    def journey_preview(self, move: str) -> JourneyPreview:
        """What the journey ``move`` would do, before it is played.

        >>> g = new_game("rby", start="suggested", seed=1)
        >>> for move in ("recruit YA", "place PA", "recruit FF"):
        ...     played = g.play(move)
        >>> preview = g.journey_preview("journey AB")
        >>> preview.origin_stronger, preview.reason, preview.stones
        (True, 'more tiles', ())
        >>> print(preview.text)
        Journey A -> B: the origin is stronger (more tiles)
          A: 4 tiles, 3 masters; B: 0 tiles, 0 masters
          Red Yeti-Whisperer becomes a master
        """
        legal = self._legal(move)
        if not isinstance(legal, Journey):
            raise IllegalMove(_("{move} is not a journey").format(move=quote(str(legal))))
        return journey.plan(self._state, legal.origin, legal.destination, self.tie_to_origin)

    # -- Game's hooks -------------------------------------------------------------

    def _normalise(self, move: str) -> str:
        if move in self._moves():  # already in normal form
            return move
        return str(self._legal(move))

    def _legal(self, text: str) -> Move:
        """The move ``text`` if it is legal now, else IllegalMove saying why not."""
        if self._state.phase == "over":
            raise IllegalMove(_("the game is over"))
        move = parse(text)
        if str(move) in self._moves():
            return move
        raise IllegalMove(self._why_not(move))

    def _apply(self, move: str) -> None:
        state = self._state
        state.moves = None
        seat = state.turn
        colour = self._seat_colours[seat]
        supply = state.supply
        passes, state.passes = state.passes, 0
        place = _PLACE_AT.get(move)
        if place is not None:
            space, d = place
            state.spaces[space] = 1 + colour
            state.filled |= 1 << space
            state.alone |= 1 << colour * SPACES + space
            state.present |= 1 << colour * VILLAGE_COUNT + space // 7
            supply[colour * 7 + d] -= 1
            if not supply[colour * 7 + d]:
                state.stocked &= ~(1 << colour * 7 + d)
            if state.phase == "setup":
                state.placed[seat] |= 1 << d
        elif move in _RECRUITED:
            for space, d in _RECRUITED[move]:
                state.spaces[space] += STUDENT
                state.alone &= ~(1 << colour * SPACES + space)
                state.schooled |= 1 << colour * VILLAGE_COUNT + space // 7
                supply[colour * 7 + d] -= 1
                if not supply[colour * 7 + d]:
                    state.stocked &= ~(1 << colour * 7 + d)
        elif move in _CROSSING:
            self._travel(*_CROSSING[move], move)
        else:  # a pass
            state.passes = passes + 1
        state.turn = (seat + 1) % len(self.colours)
        if state.phase == "setup":
            if all(p == 0x7F for p in state.placed):
                state.phase = "play"
        elif len(state.stones) >= journey.LAST_STONE or state.passes == len(self.colours):
            state.phase = "over"

    def _header(self) -> list[int]:
        """Seating (the colours as base-5 digits 1..4, the first seat lowest), start,
        tie rule and seed."""
        number = 0
        for letter in reversed(self.colours):
            number = number * 5 + C_INDEX[letter] + 1
        start = STARTS.index(self.options["start"])
        return [number, start, int(self.tie_to_origin), self.options["seed"]]

    @classmethod
    def _from_header(cls, header: list[int]) -> Self:
        if len(header) != 4:
            raise ValueError(_("the saved game is damaged: its options are incomplete"))
        number, start, tie, seed = header
        if number >= 5 ** len(COLOURS) or start >= len(STARTS) or tie > 1 or seed not in SEEDS:
            raise ValueError(_("the saved game is damaged: its options are not valid"))
        colours = ""
        while number:
            number, digit = divmod(number, 5)
            colours += "?rbyv"[digit]
        if len(colours) not in (3, 4) or "?" in colours or len(set(colours)) != len(colours):
            raise ValueError(_("the saved game is damaged: its players' colours are not valid"))
        return cls(colours, STARTS[start], bool(tie), seed)

    # -- moves --------------------------------------------------------------------

    def _setup_moves(self) -> list[str]:
        state = self._state
        colour = self._seat_colours[state.turn]
        unplaced = ~state.placed[state.turn] & 0x7F
        own_limit, total_limit = SETUP_LIMITS[len(self.colours)]
        filled, own = state.filled, state.alone >> colour * SPACES  # no students in setup
        rows = _VILLAGES_OF[state.open]
        moves: list[str] = []
        for _v, base, places, _ranks in rows:
            cells = filled >> base & 0x7F
            if _COUNT[cells] < total_limit and _COUNT[own >> base & 0x7F] < own_limit:
                moves += places[~cells & unplaced]
        if not moves:  # without a placement within the limits, the limits are lifted
            for _v, base, places, _ranks in rows:
                moves += places[~(filled >> base) & unplaced]
        return moves

    def _play_moves(self) -> list[str]:
        """Places, then recruits (one master, then two), then journeys, read from the
        state's masks (see :class:`State`) through the tables above."""
        state = self._state
        colour = self._seat_colours[state.turn]
        stocked = state.stocked >> colour * 7 & 0x7F
        filled, alone = state.filled, state.alone >> colour * SPACES
        moves: list[str] = []
        targets: list[int] = []
        mine = state.open & state.present >> colour * VILLAGE_COUNT
        for _v, base, places, ranks in _VILLAGES_OF[mine]:
            moves += places[~(filled >> base) & stocked]
            targets += ranks[alone >> base & stocked]
        if targets:
            targets.sort()
            moves += map(_RECRUIT_ONE.__getitem__, targets)
            supply, last = state.supply[colour * 7 : colour * 7 + 7], len(targets)
            for after, first in enumerate(targets, 1):
                if supply[_RANK_DISCIPLINE[first]] < 2:  # no second of this discipline:
                    after = bisect_left(targets, first // 13 * 13 + 13, after)  # skip it
                if after < last:
                    moves += map(_RECRUIT_TWO[first].__getitem__, targets[after:])
        routes = state.routes
        for v, _base, _places, _ranks in _VILLAGES_OF[
            state.open & state.schooled >> colour * VILLAGE_COUNT
        ]:
            moves += routes[v]
        return moves

    def _travel(self, origin: int, destination: int, crossed: str, back: str, move: str) -> None:
        """The students of village ``origin`` cross the bridge ``crossed`` (the journey
        ``move``, or ``back`` the other way) to ``destination``; as :func:`journey.plan`
        says, worked out here without its words."""
        state = self._state
        spaces, supply = state.spaces, state.supply
        filled, alone, present, schooled = state.filled, state.alone, state.present, state.schooled
        o_base, d_base = origin * 7, destination * 7
        o_tiles, o_masters = _strength(spaces[o_base : o_base + 7])
        d_tiles, d_masters = _strength(spaces[d_base : d_base + 7])
        if o_tiles != d_tiles:
            stronger = o_tiles > d_tiles
        elif o_masters != d_masters:
            stronger = o_masters > d_masters
        else:
            stronger = self.tie_to_origin
        taken = False
        for d in range(7):
            value = spaces[o_base + d]
            if value <= STUDENT:  # empty, or a master alone
                continue
            colour = (value - 1) % 4
            spaces[o_base + d] = value - STUDENT
            alone |= 1 << colour * SPACES + o_base + d
            schooled &= ~(1 << colour * VILLAGE_COUNT + origin)  # every student leaves
            there = spaces[d_base + d]
            if not there:  # becomes a master
                spaces[d_base + d] = 1 + colour
                filled |= 1 << d_base + d
                alone |= 1 << colour * SPACES + d_base + d
                present |= 1 << colour * VILLAGE_COUNT + destination
            elif not stronger or there == 1 + colour + STUDENT:  # returns to supply
                supply[colour * 7 + d] += 1
                state.stocked |= 1 << colour * 7 + d
            elif there == 1 + colour:  # becomes a student of its own master
                spaces[d_base + d] = there + STUDENT
                alone &= ~(1 << colour * SPACES + d_base + d)
                schooled |= 1 << colour * VILLAGE_COUNT + destination
            else:  # takes over: the tiles there return to their owner's supply
                owner = (there - 1) % 4
                supply[owner * 7 + d] += 1 + (there > STUDENT)
                state.stocked |= 1 << owner * 7 + d
                spaces[d_base + d] = 1 + colour
                taken = True
        state.filled, state.alone, state.present, state.schooled = filled, alone, present, schooled
        if taken:
            state.survey_village(destination)
        routes = list(state.routes)
        stones = [v for v in sorted((origin, destination)) if len(routes[v]) == 1]
        routes[origin] = tuple(route for route in routes[origin] if route != move)
        routes[destination] = tuple(route for route in routes[destination] if route != back)
        state.routes = tuple(routes)
        state.bridges = state.bridges - {crossed}
        if stones:
            state.stones = state.stones | {VILLAGE_IDS[v] for v in stones}
            for v in stones:
                state.open &= ~(1 << v)

    def _suggested_start(self) -> None:
        card = [c for c in COLOURS if any(t[0] == c for t in SUGGESTED[len(self.colours)])]
        in_play = [c for c in COLOURS if c in self.colours]
        seat_of = dict(zip(card, in_play, strict=True))
        for tile in SUGGESTED[len(self.colours)]:
            self._put_master(seat_of[tile[0]], tile[1], tile[2])
        self._state.phase = "play"
        self._state.survey()

    def _random_start(self, rng: random.Random) -> None:
        while self._state.phase == "setup":
            self._apply(rng.choice(self.legal_moves()))

    def _put_master(self, colour: str, discipline: str, village: str) -> None:
        state, c, d = self._state, C_INDEX[colour], D_INDEX[discipline]
        state.spaces[V_INDEX[village] * 7 + d] = 1 + c
        state.supply[c * 7 + d] -= 1
        state.placed[self.colours.index(colour)] |= 1 << d

    # -- reasons --------------------------------------------------------------------

    def _why_not(self, move: Move) -> str:
        """Why ``move``, read but not legal, cannot be played now."""
        state = self._state
        who = colour_name(self.to_move)
        if isinstance(move, Pass):
            return _("{who} can still act, and may pass only when nothing else is legal").format(
                who=who
            )
        if state.phase == "setup" and not isinstance(move, Place):
            return _("in setup each player only places masters (recruits and journeys come later)")
        if isinstance(move, Journey):
            return self._why_not_journey(move)
        targets = ((move.discipline, move.village),) if isinstance(move, Place) else move.masters
        if len(set(targets)) < len(targets):
            return _("a master may have no more than one student")
        for discipline, village in targets:
            reason = self._why_not_target(isinstance(move, Place), discipline, village)
            if reason:
                return reason
        return _("{who} has only one {discipline} left in supply, not two").format(
            who=who, discipline=discipline_name(targets[0][0])
        )

    def _why_not_target(self, place: bool, discipline: str, village: str) -> str | None:
        state = self._state
        name = discipline_name(discipline)
        who = colour_name(self.to_move)
        value = state.spaces[V_INDEX[village] * 7 + D_INDEX[discipline]]
        if village in state.stones:
            return _("village {village} has a stone: nothing may happen there").format(
                village=village
            )
        if self.supply(self.to_move, discipline) == 0:
            return _("{who} has no {discipline} left in supply").format(who=who, discipline=name)
        if place:
            if state.phase == "setup":
                if discipline not in self.setup_remaining(self.to_move):
                    return _(
                        "{who} has already placed a master ({discipline}) in setup "
                        "(one of each discipline)"
                    ).format(who=who, discipline=name)
                if not value:
                    own, total = self.setup_limits()
                    return ngettext(
                        "during setup a village may hold at most {own} tile of one colour "
                        "and {total} in all",
                        "during setup a village may hold at most {own} tiles of one colour "
                        "and {total} in all",
                        own,
                    ).format(own=own, total=total)
            if value:
                return _("the {discipline} space of village {village} is taken").format(
                    discipline=name, village=village
                )
            return _("{who} has no master in village {village} yet").format(
                who=who, village=village
            )
        if not value or space_owner(value) != self.to_move:
            return _(
                "{who} has no {discipline} master in village {village} to take a student"
            ).format(who=who, discipline=name, village=village)
        if space_has_student(value):
            return _("{who}'s {discipline} in village {village} already has a student").format(
                who=who, discipline=name, village=village
            )
        return None

    def _why_not_journey(self, move: Journey) -> str:
        state = self._state
        origin, destination = move.origin, move.destination
        who = colour_name(self.to_move)
        if origin in state.stones:
            return _("village {village} has a stone: nothing may happen there").format(
                village=origin
            )
        base = V_INDEX[origin] * 7
        students = [v for v in state.spaces[base : base + 7] if v > STUDENT]
        if not any(space_owner(v) == self.to_move for v in students):
            return _("{who} has no student in village {village}").format(who=who, village=origin)
        if destination not in VILLAGES[origin].neighbours:
            return _("villages {origin} and {destination} are not neighbours").format(
                origin=origin, destination=destination
            )
        return _("the bridge between {origin} and {destination} is broken").format(
            origin=origin, destination=destination
        )


def new_game(
    colours: str = "rbyv", start: str = "free", tie_to_origin: bool = False, seed: int | None = None
) -> ShangriLa:
    """A new game: ``colours`` is the seating and turn order (3 or 4 of r, b, y, v).

    ``start`` is ``"free"`` (players place their masters), ``"suggested"`` or
    ``"random"`` (a random legal setup from ``seed``); ``tie_to_origin`` makes the
    origin win a tie of strength. ``seed`` is in :data:`game.core.SEEDS` (0 to
    2**32 - 1); ``seed=None`` picks one, kept in ``options``.

    >>> g = new_game("vry", seed=7)
    >>> g.players, g.to_move, g.phase, len(g.bridges()), g.stones()
    (('v', 'r', 'y'), 'v', 'setup', 20, {'C'})
    """
    if not isinstance(colours, str) or len(colours) not in (3, 4):
        raise ValueError(
            _("colours must be 3 or 4 of the letters r, b, y, v, not {colours}").format(
                colours=quote(str(colours))
            )
        )
    colours = colours.lower()
    if set(colours) - set(COLOURS) or len(set(colours)) != len(colours):
        raise ValueError(
            _("colours must be 3 or 4 different letters of r, b, y, v, not {colours}").format(
                colours=quote(colours)
            )
        )
    if start not in STARTS:
        raise ValueError(
            _("start must be one of {starts}, not {start}").format(
                starts=", ".join(STARTS), start=quote(start)
            )
        )
    if seed is None:
        seed = random.choice(SEEDS)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed not in SEEDS:
        raise ValueError(_("the seed must be a whole number from 0 to 2**32 - 1"))
    return ShangriLa(colours, start, bool(tie_to_origin), seed)
