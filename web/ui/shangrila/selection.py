"""What a player of Shangri-La has chosen on the board so far, and what the legal moves
let them choose."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from game.shangrila import Journey, Pass, Place, Recruit, parse
from web.ui.view import Scene

Master = tuple[str, str]  # a master's space: (discipline, village), e.g. ("R", "E")


@dataclass(frozen=True)
class Selection:
    """What the player has chosen so far: a free space to place a master on (shown
    before it is confirmed), masters to recruit onto (in the order chosen), or a
    journey's origin and destination; ``message`` says why the last click did nothing."""

    recruit: tuple[Master, ...] = ()
    origin: str | None = None
    destination: str | None = None
    message: str = ""
    zoom: bool = False  # the board drawn large, in a frame to pan
    whole: bool = False  # on a phone, the whole board fitted to the screen's width
    place: Master | None = None  # the free space chosen, its master shown, to confirm

    @property
    def journey(self) -> Journey | None:
        """The chosen journey, once both its villages are chosen."""
        if self.origin and self.destination:
            return Journey(self.origin, self.destination)
        return None


@dataclass(frozen=True)
class Options:
    """What the legal moves allow now, split by kind of action."""

    places: frozenset[Master] = frozenset()
    recruits: Mapping[frozenset[Master], Recruit] = field(default_factory=dict)  # by masters
    journeys: Mapping[str, frozenset[str]] = field(default_factory=dict)  # origin -> destinations
    can_pass: bool = False

    def on_board(self) -> bool:
        """True when the board holds targets: spaces or villages to click."""
        return bool(self.places or self.recruits or self.journeys)

    def recruit_targets(self, chosen: tuple[Master, ...]) -> set[Master]:
        """The masters that can still be added to ``chosen``."""
        picked = set(chosen)
        return {
            master for targets in self.recruits if picked < targets for master in targets - picked
        }


@lru_cache(maxsize=4)
def _options(moves: tuple[str, ...]) -> Options:
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
    return Options(
        frozenset(places),
        recruits,
        {origin: frozenset(ends) for origin, ends in journeys.items()},
        can_pass,
    )


def offers(scene: Scene) -> Options:
    """What the board offers: the legal moves' options, or nothing."""
    return _options(tuple(scene.game.legal_moves())) if scene.offered else Options()
