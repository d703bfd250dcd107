"""The start screen's form as a model: the game, its seats and its rule options.

>>> setup = default_setup("shangrila")
>>> [seat.colour for seat in setup.seats]
['r', 'b', 'y', 'v']
>>> setup.change("colour-0", "v"), [seat.colour for seat in setup.seats]
(True, ['v', 'b', 'y', 'r'])
>>> setup = setup.change_game("tsuro")
>>> len(setup.seats), setup.options
(2, {'variant': 'classic', 'elimination_bonus': False})
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Game
from game.i18n import _
from game.levels import LEVELS
from web.ui.games import GAMES, Choice, GameKind, OptionValue, Toggle, kind_of
from web.ui.saved import NAME_LENGTH, clean_name

#: Who can play a seat on the start screen: a person here, a person on another
#: device (playing by link, live, or by post: turn-based through the relays), or a
#: computer.
FORM_KINDS = ("person", "remote", "live", "post", *LEVELS)
#: The form's kinds of a person on another device.
ELSEWHERE = ("remote", "live", "post")


@dataclass
class Seat:
    """One player on the start screen: a name, who plays, and (Shangri-La) a colour."""

    name: str
    kind: str = "person"
    colour: str = ""


@dataclass
class Setup:
    """The start screen's choices."""

    game: str = "shangrila"
    seats: list[Seat] = field(default_factory=list)
    options: dict[str, OptionValue] = field(default_factory=dict)
    #: Hints asked for or refused; None: offered unless someone plays on another device.
    hints: bool | None = None

    def offers_hints(self) -> bool:
        """True if the game will offer hints (in a game by link, all must agree to them,
        so they are off there until switched on)."""
        if self.hints is not None:
            return self.hints
        return self.solo() or not any(seat.kind in ELSEWHERE for seat in self.seats)

    @property
    def kind(self) -> GameKind:
        return GAMES[self.game]

    def resize(self, count: int) -> None:
        """Keep ``count`` seats (within the game's limits), adding or dropping at the end."""
        low, high = self.kind.limits
        count = max(low, min(high, count))
        del self.seats[count:]
        while len(self.seats) < count:
            self.seats.append(Seat(_("Player {n}").format(n=len(self.seats) + 1)))
        colours = self.kind.colours
        if colours:
            taken: set[str] = set()
            for seat in self.seats:
                if seat.colour not in colours or seat.colour in taken:
                    held = {s.colour for s in self.seats}
                    seat.colour = next(c for c in colours if c not in taken | held)
                taken.add(seat.colour)

    def change_game(self, key: str) -> Setup:
        """The form for another game, keeping the names and who plays each seat."""
        setup = default_setup(key)
        for seat, old in zip(setup.seats, self.seats, strict=False):
            seat.name, seat.kind = old.name, old.kind
        return setup

    def change(self, name: str, value: str) -> bool:
        """An input of the form changed (``data-field`` and its value); True when the
        form must be drawn again (a choice changed what else it offers)."""
        kind, _, index = name.partition("-")
        seat = self._seat(index)
        if kind == "count" and value.isascii() and value.isdigit():
            self.resize(int(value))
            return True
        if kind == "name" and seat is not None:
            seat.name = value[:NAME_LENGTH]
        elif kind == "kind" and seat is not None and value in FORM_KINDS:
            seat.kind = value
            return self.hints is None  # whether hints are offered may follow
        elif kind == "hints":
            self.hints = value in ("true", "on", "1")
        elif kind == "colour" and seat is not None and value in self.kind.colours:
            for other in self.seats:
                if other.colour == value:
                    other.colour = seat.colour
            seat.colour = value
            return True
        else:
            solo = self.solo()
            self._set_option(kind, value)
            return self.solo() != solo  # solo asks for pawns, not players
        return False

    def move_up(self, index: str) -> None:
        """Swap a seat with the one before it (the first player starts)."""
        seat = self._seat(index)
        if seat is not None:
            i = self.seats.index(seat)
            if i > 0:
                self.seats[i - 1], self.seats[i] = seat, self.seats[i - 1]

    def chosen_options(self) -> dict[str, OptionValue]:
        """The options the game is started with (a toggle needing more players is off)."""
        chosen = dict(self.options)
        for option in self.kind.options:
            if isinstance(option, Toggle) and not option.allowed(len(self.seats)):
                chosen[option.key] = False
        return chosen

    def solo(self) -> bool:
        """True for Tsuro's solo, where the person here plays every seat (pawn)."""
        return self.options.get("variant") == "solo"

    def seat_kinds(self) -> list[str]:
        """Who plays each seat, as saved: a person (wherever they are) or a level."""
        if self.solo():
            return ["person"] * len(self.seats)
        return ["person" if seat.kind in ELSEWHERE else seat.kind for seat in self.seats]

    def live(self) -> bool:
        """True when someone plays live or by post from another device: the table is
        live (a table by post is live too, whenever two of its devices are online)."""
        return not self.solo() and any(seat.kind in ("live", "post") for seat in self.seats)

    def post(self) -> bool:
        """True when someone plays by post from another device: the table is also kept
        on the relays (:mod:`web.ui.post`)."""
        return not self.solo() and any(seat.kind == "post" for seat in self.seats)

    def here(self) -> list[int]:
        """The seats of the people on this device (in solo, every seat)."""
        if self.solo():
            return list(range(len(self.seats)))
        return [i for i, seat in enumerate(self.seats) if seat.kind == "person"]

    def names(self) -> list[str]:
        """The players' names (see :func:`web.ui.saved.clean_name`), a blank one
        replaced by "Player N"; in solo, the pawns' ("Pawn N")."""
        if self.solo():
            return [_("Pawn {n}").format(n=i + 1) for i in range(len(self.seats))]
        return [
            clean_name(seat.name) or _("Player {n}").format(n=i + 1)
            for i, seat in enumerate(self.seats)
        ]

    def _seat(self, index: str) -> Seat | None:
        if index.isascii() and index.isdigit() and int(index) < len(self.seats):
            return self.seats[int(index)]
        return None

    def _set_option(self, key: str, value: str) -> None:
        for option in self.kind.options:
            if option.key != key:
                continue
            if isinstance(option, Choice) and value in option.values:
                self.options[key] = value
            elif isinstance(option, Toggle):
                self.options[key] = value in ("true", "on", "1")


def setup_like(
    game: Game,
    names: list[str],
    seats: list[str],
    here: list[int],
    hints: bool | None = None,
    live: bool = False,
    post: bool = False,
) -> Setup:
    """The form that starts a game like ``game``: its players, seats, options and hints
    (the people elsewhere playing by ``post``, ``live`` or by link)."""
    kind = kind_of(game)
    setup = Setup(game=kind.key, options=kind.defaults(), hints=hints)
    for key, default in setup.options.items():
        value = game.options.get(key, default)
        if isinstance(value, str | bool):
            setup.options[key] = value
    for i, (player, name, seat) in enumerate(zip(game.players, names, seats, strict=True)):
        if seat == "person" and i not in here:
            seat = "post" if post else "live" if live else "remote"
        setup.seats.append(Seat(name, seat, str(player) if kind.colours else ""))
    return setup


def table_to_text(setup: Setup) -> list[list[str]]:
    """A table as plain data to keep: each seat's name, kind and colour, then the
    options as field and value."""
    seats = [[seat.name, seat.kind, seat.colour] for seat in setup.seats]
    options = [[key, str(value).lower()] for key, value in setup.options.items()]
    if setup.hints is not None:
        options.append(["hints", str(setup.hints).lower()])
    return [*seats, ["options", *(item for pair in options for item in pair)]]


def table_from_text(key: str, data: object) -> Setup | None:
    """The table kept by :func:`table_to_text`, read back through the form's own checks
    (anything the form would refuse is dropped); None if it is not a table."""
    if key not in GAMES or not isinstance(data, list) or not data:
        return None
    *seats, options = data
    if not all(
        isinstance(s, list) and len(s) == 3 and all(isinstance(v, str) for v in s) for s in seats
    ):
        return None
    setup = default_setup(key)
    setup.resize(len(seats))
    for index, (name, kind, colour) in enumerate(seats[: len(setup.seats)]):
        for field_name, value in (("name", name), ("kind", kind), ("colour", colour)):
            setup.change(f"{field_name}-{index}", value)
    if isinstance(options, list) and options[:1] == ["options"]:
        values = [v for v in options[1:] if isinstance(v, str)]
        for field_name, value in zip(values[::2], values[1::2], strict=False):
            setup.change(field_name, value)
    return setup


def computer_table(key: str) -> Setup:
    """A quick game against the computer: you first, Medium opponents, each named by
    its seat's number ("Computer 2" is player 2)."""
    setup = default_setup(key)
    setup.resize(4)
    setup.seats[0].name = _("You")
    for number, seat in enumerate(setup.seats[1:], 2):
        seat.name, seat.kind = _("Computer {n}").format(n=number), "medium"
    return setup


def default_setup(key: str = "shangrila") -> Setup:
    """The start screen's first choices for a game: its usual table, all persons."""
    setup = Setup(game=key, options=GAMES[key].defaults())
    setup.resize(GAMES[key].usual)
    return setup
