"""Looking back over a game: its positions move by move, what this device may see of
them, and a sandbox to try another line from any of them.

A :class:`Review` holds a copy of the game as it was when the review opened: the
game on screen (and its save) is never changed by it. Position ``at`` is the game
after its first ``at`` moves (0: before any). A :class:`Sight` says whose secret hand
may be shown: every player's once the game is over and this device played every seat
(each position then shows the hand of the player to move), else only what the one
person here could see then. A :class:`Sandbox` plays on from a position, any seat's
moves, with undo; where not every hand may be seen, it plays on the engine's own view
of that person (the tiles they could not see dealt again at random), so it never
shows another player's real tiles.

>>> from game import tsuro
>>> from web.ui.saved import Record
>>> from web.ui.session import Session
>>> game = tsuro.new_game(2, seed=1)
>>> for move in ("start a1.0", "start f6.2", "play 8r1"):
...     move = game.play(move)
>>> record = Record("1", game.encode(), ["Ann", "Bo"], ["person", "person"], "", here=[1])
>>> review = Review.of(Session.open(record, game))
>>> review.total, review.at, review.sight
(3, 3, Sight(everyone=False, seat=1))
>>> review.go(1).position().history
['start a1.0']
>>> review.announcement()
'Move 1 of 3: Ann starts at a1.0'
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from typing import Any

from game.core import Game, IllegalMove
from game.i18n import _
from game.tsuro import Tsuro
from web.ui.analysis import Analysis, TurningPoint, turning_points
from web.ui.daily.model import held
from web.ui.games import GameKind
from web.ui.saved import Record
from web.ui.session import Session, logged
from web.ui.view import Scene


@dataclass(frozen=True)
class Sight:
    """Whose secret hand a review shows: everyone's (at each position the hand of the
    player to move), or only ``seat``'s (None: nobody's)."""

    everyone: bool
    seat: Hashable | None = None

    def viewer(self, game: Game) -> Hashable | None:
        """The player whose hand is shown at ``game``'s position."""
        return game.to_move if self.everyone else self.seat


def sight_of(session: Session) -> Sight:
    """What this device may see of the game on screen: every hand in a game without
    secrets, or one over whose every seat was played here; else the one person here
    (with several, the one who holds the device now)."""
    game = session.game
    if not game.hands_secret():
        return Sight(True)
    if session.ending() is not None and all(session.plays_here(p) for p in game.players):
        return Sight(True)
    you = session.you()
    return Sight(False, you if you is not None else session.viewer)


@dataclass
class Sandbox:
    """Another line tried from move ``start`` of a review: any seat moves, with undo.
    ``real``: its hidden tiles are the game's own (so it may be kept as a saved game);
    else they were dealt again for the person reviewing."""

    game: Game
    start: int
    real: bool
    selection: Any
    log: list[tuple[str, str]] = field(default_factory=list)

    def play(self, kind: GameKind, names: dict[Hashable, str], move: str) -> list[str]:
        """Play ``move`` (IllegalMove if it is not legal) and log it; its news."""
        news = _told(kind, names, self.game, move, self.log)
        self.selection = kind.view.kept(self.selection)
        return news

    def retell(self, kind: GameKind, names: dict[Hashable, str]) -> None:
        """Write the line's log again (in the language now in use)."""
        replay, moves = self.game.copy(), self.game.history[self.start :]
        for _move in moves:
            replay.undo()
        self.log = []
        for move in moves:
            _told(kind, names, replay, move, self.log)

    def undo(self, kind: GameKind) -> bool:
        """Take back the line's last move; False if it has none."""
        if len(self.game.history) <= self.start:
            return False
        self.game.undo()
        self.log.pop()
        self.selection = kind.view.kept(self.selection)
        return True

    def tried(self) -> int:
        """How many moves the line has."""
        return len(self.game.history) - self.start

    def scene(self, names: dict[Hashable, str]) -> Scene:
        """The sandbox's board: every seat is offered its move, its last move marked."""
        game = self.game
        return Scene(game, names, game.to_move, not game.is_over(), min(self.tried(), 1))


def _told(
    kind: GameKind, names: dict[Hashable, str], game: Game, move: str, log: list[tuple[str, str]]
) -> list[str]:
    """Play ``move`` on ``game`` and add it to ``log`` in words; its news."""
    player, before = game.to_move, game.copy()
    move = game.play(move)
    news = kind.news(before, game, names, None)
    log.append((move, logged(kind.describe(move, player, names[player]), news)))
    return news


@dataclass
class Review:
    """A game looked back over (see the module docstring)."""

    game: Game
    kind: GameKind
    names: dict[Hashable, str]
    you: Hashable | None
    sight: Sight
    #: Each move in the notation and in words, as the game's log says it.
    log: list[tuple[str, str]]
    record: Record
    at: int = 0
    sandbox: Sandbox | None = None
    #: The computer's analysis of the game, if asked for (dropped with the review).
    analysis: Analysis | None = None
    #: A turning point's better move, shown at its position (None: nothing shown).
    shown: str | None = None

    @classmethod
    def of(cls, session: Session, at: int | None = None) -> Review:
        """The review of the game on screen, at move ``at`` (None: its last)."""
        game = session.game.copy()
        review = cls(
            game,
            session.kind,
            dict(session.names),
            session.you(),
            sight_of(session),
            list(session.log),
            session.record,
        )
        return review.go(len(game.history) if at is None else at)

    def retell(self, log: list[tuple[str, str]]) -> None:
        """Its words again in the language now in use: the game's ``log`` (told anew by
        its session) and the sandbox's."""
        self.log = list(log)
        if self.sandbox is not None:
            self.sandbox.retell(self.kind, self.names)

    @property
    def total(self) -> int:
        """How many moves the game has."""
        return len(self.game.history)

    def go(self, at: int) -> Review:
        """Move this review to move ``at`` (kept between 0 and the last move), forgetting
        the better move shown, and return it: the review is changed in place."""
        self.at = max(0, min(at, self.total))
        self.shown = None
        return self

    def position(self, at: int | None = None) -> Game:
        """The game after its first ``at`` moves (a copy; None: the review's move)."""
        position = self.game.copy()
        for _move in range(self.total - (self.at if at is None else at)):
            position.undo()
        return position

    def scene(self) -> Scene:
        """The board at this position, for the sight allowed, its last move marked;
        nothing is offered."""
        game = self.position()
        viewer = self.sight.viewer(game)
        return Scene(game, self.names, viewer, False, min(self.at, 1), False, self.you)

    def announcement(self) -> str:
        """The position in words, for screen readers: "Move 12 of 48: ..."."""
        if self.at == 0:
            return _("The start of the game, before its {total} moves.").format(total=self.total)
        return _("Move {at} of {total}: {move}").format(
            at=self.at, total=self.total, move=self.log[self.at - 1][1]
        )

    def describe(self, move: str, player: str) -> str:
        """``move`` of the player named ``player`` as text, in words."""
        real = next(p for p in self.game.players if str(p) == player)
        return self.kind.describe(move, real, self.names[real], you=real == self.you)

    @property
    def held(self) -> bool:
        """True while the game is a daily challenge's scored attempt under way: no
        sandbox and no analysis then."""
        return held(self.record, self.game)

    def analyser(self) -> int | None:
        """Whose sight the analysis searches with: -1 for each position's mover (every
        hand may be seen), a seat, or None if no hand may be shown here (then the
        game is not analysed)."""
        if self.sight.everyone:
            return -1
        return self.sight.seat if isinstance(self.sight.seat, int) else None

    def turns(self) -> list[TurningPoint]:
        """The analysis's turning points so far: only moves whose player's hand this
        device may see, as their better move is in that hand."""
        if self.analysis is None:
            return []
        seat = self.sight.seat
        return turning_points(
            self.analysis.found,
            self.analysis.played,
            shown=lambda move, player: self.sight.everyone or player == str(seat),
        )

    def analyse(self, token: int) -> Analysis:
        """A new analysis of the game (asked for with ``token``), from its start."""
        position, movers = self.game.copy(), []
        for _move in range(self.total):
            position.undo()
            movers.append(str(position.to_move))
        played = list(zip(movers[::-1], self.game.history, strict=True))
        self.analysis = Analysis(token, self.total, played)
        return self.analysis

    def try_here(self, seed: int) -> Sandbox:
        """A sandbox from this position (IllegalMove if the game is over there; with
        nobody's hand to show in a game with secret hands, ValueError)."""
        position = self.position()
        if position.is_over():
            raise IllegalMove(_("the game is over at this move"))
        if self.sight.everyone:
            line, real = position, True
        elif isinstance(position, Tsuro) and isinstance(self.sight.seat, int):
            line, real = position.view(self.sight.seat, seed), False
        else:
            raise ValueError(_("no player's tiles may be shown on this device"))
        self.sandbox = Sandbox(line, self.at, real, self.kind.view.empty())
        return self.sandbox

    def kept(self, date: str) -> tuple[Record, Game]:
        """A new saved game of the sandbox's line (ValueError if its tiles are not
        the game's own): the same table, every person playing at this device."""
        sandbox = self.sandbox
        if sandbox is None or not sandbox.real:
            raise ValueError(_("other players' tiles in this sandbox were made up"))
        record = self.record
        here = [i for i, seat in enumerate(record.seats) if seat == "person"]
        draft = replace(
            record,
            id="",
            game=sandbox.game.encode(),
            date=date,
            version=0,
            here=here,
            sent=0,
            live=None,
            daily=None,  # (another line: no daily challenge's attempt)
        )
        return draft, sandbox.game.copy()

    def text(self) -> str:
        """The game's record as text (after its link): the game, its players one a line
        and numbered (so that no name reads as more players or as moves), a blank line,
        then one move a line, numbered, in the notation and in words as anyone sees
        them: every player by name, never "you" (the record leaves this device)."""
        players, names, kind = self.game.players, self.names, self.kind
        lines = [_(kind.title)]
        lines += [
            _("Player {n}: {name}").format(n=number, name=names[player])
            for number, player in enumerate(players, 1)
        ]
        lines.append("")
        position = self.position(0)
        for number, move in enumerate(self.game.history, 1):
            player, before = position.to_move, position.copy()
            position.play(move)
            news = kind.news(before, position, names, None)
            words = logged(kind.describe(move, player, names[player]), news)
            lines.append(f"{number}. {move} \N{EM DASH} {words}")
        return "\n".join(lines) + "\n"
