"""A game open on the page: its saved record, the game, the log, and what is going on.

A :class:`Session` exists only while a game is on screen; the start screen has
none. It knows who plays each seat, whose hand may be shown, the selection on
the board, and where a computer's turn stands (``turn``: :data:`Turn`).

>>> from game import tsuro
>>> from web.ui.saved import Record
>>> game = tsuro.new_game(2, seed=1)
>>> record = Record("1", game.encode(), ["Ann", "Bot"], ["person", "easy"], "2026-11-23", here=[0])
>>> session = Session.open(record, game)
>>> session.viewer, session.computer(1), session.names[0]
(0, 'easy', 'Ann')
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from game.core import Game
from game.i18n import _
from game.levels import Level, is_level
from web.ui.games import GameKind, kind_of
from web.ui.saved import Record
from web.ui.view import Scene

if TYPE_CHECKING:  # the state of two features a session holds, named for the types only
    from web.ui.live.model import Live
    from web.ui.review.model import Review


def computer_device(
    persons: Sequence[bool], computer: int, gone: Collection[int] = ()
) -> int | None:
    """The seat of the person whose device plays the computer at seat ``computer``
    (``persons``: which seats are persons'): the nearest person before it, while that
    person's device is at the table; once it left (``gone``: the seats whose device left
    the table), the first person after the computer in seat order whose device did not;
    None when the game has no person. Every device of the table that saw the same
    departures comes to the same seat.

    >>> table = [True, False, True, True]  # a person, a computer, two persons
    >>> computer_device(table, 1), computer_device(table, 1, {0}), computer_device(table, 1, {0, 2})
    (0, 2, 3)
    >>> computer_device([False, True], 0, {1})  # no one left: still its person's
    1
    """
    count = len(persons)
    owner = next((at for k in range(1, count + 1) if persons[at := (computer - k) % count]), None)
    if owner is None or owner not in gone:
        return owner
    after = ((computer + k) % count for k in range(1, count + 1))
    return next((at for at in after if persons[at] and at not in gone), owner)


@dataclass(frozen=True)
class Idle:
    """Nobody is asked for a move: a person's turn, a wait for a link, or the end."""

    name: ClassVar[str] = "idle"


@dataclass(frozen=True)
class Thinking:
    """A computer at ``level`` was asked for its move with ``token``; its hard search
    has come ``progress`` (0 to 1) of its way."""

    name: ClassVar[str] = "thinking"

    token: int
    level: Level
    progress: float = 0.0


@dataclass(frozen=True)
class Showing:
    """A computer's ``move`` is on show before it is played, at the end of wait ``token``."""

    name: ClassVar[str] = "showing"

    token: int
    move: str


@dataclass(frozen=True)
class Failed:
    """The computer players could not move (``reason``): a person may try again."""

    name: ClassVar[str] = "failed"

    reason: str


#: Where a computer's turn stands.
Turn = Idle | Thinking | Showing | Failed


@dataclass(frozen=True)
class Ending:
    """How a game ended: ``finished`` by the rules, or the way its player ended it
    early, a word the save keeps (:attr:`~web.ui.saved.Record.ended`).

    >>> Ending("finished").early, Ending("conceded").early
    (False, True)
    """

    kind: str

    @property
    def early(self) -> bool:
        """True when the player ended it before the rules did (it is lost for them)."""
        return self.kind != "finished"


def ending_of(record: Record, game: Game) -> Ending | None:
    """How the game of ``record``, at ``game``'s position, ended (None: it goes on):
    the one place the page asks whether a game is over.

    >>> from game import tsuro
    >>> game = tsuro.new_game(2, seed=1)
    >>> ending_of(Record("1", game.encode(), ["A", "B"], ["person", "easy"], ""), game) is None
    True
    """
    if record.ended:
        return Ending(record.ended)
    return Ending("finished") if game.is_over() else None


@dataclass(frozen=True)
class Hint:
    """A hint for the person to move: asked for with ``token`` and searched for
    (``progress`` 0 to 1) until its ``move`` is found, with each player's chance to
    win as ``(player as text, share)`` in turn order."""

    token: int
    progress: float = 0.0
    move: str | None = None
    chances: tuple[tuple[str, float], ...] = ()


@dataclass
class Session:
    """One open game (see the module docstring)."""

    record: Record
    game: Game
    kind: GameKind
    names: dict[Hashable, str]
    log: list[tuple[str, str]]
    selection: Any
    #: The person whose secret hand may be shown (None: nobody's, until one says who).
    viewer: Hashable | None = None
    turn: Turn = Idle()
    #: The version of the save in storage as far as this tab knows (None: none yet),
    #: the moves it holds, and whether the last write failed.
    stored: int | None = None
    saved: int = 0
    save_failed: bool = False
    #: Why the game is kept apart from storage (another tab put something else in its
    #: place), until the player keeps it as a new save or leaves it; None: it is not.
    apart: str | None = None
    link: str = ""
    #: The QR code of the game's link is on screen.
    qr: bool = False
    #: Where the moves that came in a link since the last visit start in the log.
    new_since: int | None = None
    #: A move was just played and not drawn yet since a person acted (it is animated).
    fresh: bool = False
    #: The hint asked for in this turn, if any (a move or an undo drops it).
    hint: Hint | None = None
    #: The live table, its connection and peers (None: not played live here).
    live: Live | None = None
    #: The game looked back over (None: it is played); meanwhile no computer moves.
    review: Review | None = None
    #: A solo game of Tsuro ended here: its number of pawns and this device's best
    #: result before it (None: none); None before then.
    solo_best: tuple[int, int | None] | None = None
    #: The person here is asked whether to end the game early (the game's menu asks it,
    #: and their next act answers it).
    ending_asked: bool = False

    @classmethod
    def open(cls, record: Record, game: Game) -> Session:
        """The session of a game read from ``record``; ValueError if they do not fit."""
        check_table(game, record.names)
        kind = kind_of(game)
        names = dict(zip(game.players, record.names, strict=True))
        session = cls(record, game, kind, names, [], kind.view.empty())
        session.viewer = session.you()
        session.retell()
        return session

    # -- seats ------------------------------------------------------------------------

    def computer(self, player: Hashable) -> Level | None:
        """The level of the computer playing ``player``, or None for a person."""
        seat = self.record.seats[self.game.players.index(player)]
        return seat if is_level(seat) else None

    def here(self, player: Hashable) -> bool:
        """True if ``player`` is a person playing on this device."""
        return self.game.players.index(player) in (self.record.here or ())

    def watching(self) -> bool:
        """True for a live table's watcher: a device that plays no seat of it."""
        return self.live is not None and not self.record.here

    def people(self) -> list[Hashable]:
        """The people playing on this device, in turn order."""
        return [p for p in self.game.players if self.here(p)]

    def you(self) -> Hashable | None:
        """The only person playing on this device, spoken to as "you" (None when several
        or none play here)."""
        people = self.people()
        return people[0] if len(people) == 1 else None

    def against_computers(self) -> bool:
        """True when one person plays at this device and every other seat is a
        computer's (not a live table, not a game by link, not pass and play)."""
        you = self.you()
        others = [p for p in self.game.players if p != you]
        return you is not None and self.live is None and all(map(self.computer, others))

    def may_end(self) -> bool:
        """True when the person here may end the game on screen before the rules do
        (:attr:`~web.ui.saved.Record.ended`): against computers only, going on, played
        (not reviewed), and not a daily challenge's game."""
        return (
            self.against_computers()
            and self.record.daily is None
            and self.review is None
            and self.ending() is None
        )

    def player_of(self, player: Hashable) -> Hashable | None:
        """The person whose device plays ``player``'s moves: a person plays their own,
        a computer is played by the device of the nearest person before it, and at a
        live table, once that device left, by the next connected one after it
        (:func:`computer_device`; None if the game has no person)."""
        players = self.game.players
        at = players.index(player)
        if self.computer(player) is None:
            return player
        persons = [self.computer(p) is None for p in players]
        seat = computer_device(persons, at, self.live.gone if self.live is not None else ())
        return None if seat is None else players[seat]

    def plays_here(self, player: Hashable) -> bool:
        """True when ``player``'s moves are made on this device."""
        person = self.player_of(player)
        return person is None or self.here(person)

    def ending(self) -> Ending | None:
        """How the game on screen ended (None: it goes on)."""
        return ending_of(self.record, self.game)

    def computer_to_move(self) -> Level | None:
        """The level of the computer whose turn it is, if this device plays it now."""
        game = self.game
        if self.ending() is not None or not self.plays_here(game.to_move):
            return None
        return self.computer(game.to_move)

    def waiting_for(self) -> Hashable | None:
        """The person on another device whose move the game waits for, if any."""
        game = self.game
        if self.ending() is not None or self.plays_here(game.to_move):
            return None
        return self.player_of(game.to_move)

    def hands_hidden_here(self) -> bool:
        """True while hands are secret from the other people at this device (a game
        under way with secret hands and several people here)."""
        game = self.game
        return game.hands_secret() and self.ending() is None and len(self.people()) >= 2

    def needs_hand_over(self) -> bool:
        """True when a person must say who they are before their secret hand is shown."""
        game = self.game
        return self.hands_hidden_here() and self.here(game.to_move) and self.viewer != game.to_move

    # -- moves ------------------------------------------------------------------------

    def play(self, move: str) -> list[str]:
        """Play ``move`` (IllegalMove if it is not legal), log it, clear the selection;
        what else the move did, in sentences (also written in the log)."""
        player, before = self.game.to_move, self.game.copy()
        move = self.game.play(move)
        self.fresh, self.hint = True, None
        news = self.kind.news(before, self.game, self.names, self.you())
        self.log.append((move, logged(self.describe(move, player), news)))
        self.selection = self.kind.view.kept(self.selection)
        return news

    def retell(self) -> None:
        """Write the log again (in the language now in use)."""
        self.log = _log_of(self.game, self.kind, self.names, self.you())

    def take_back(self) -> None:
        """Undo the last move, from the game and the log."""
        self.game.undo()
        self.log.pop()
        self.hint = None
        self.selection = self.kind.view.kept(self.selection)

    def describe(self, move: str, player: Hashable) -> str:
        """``move`` of ``player`` in words, with the player's name ("you" for the only
        person at this device)."""
        return self.kind.describe(move, player, self.names[player], you=player == self.you())

    def scene(self, offered: bool, *, still: bool = False) -> Scene:
        """What the board view draws: this game, for this viewer, its recent moves
        marked (animated if just played, unless ``still``)."""
        fresh = self.fresh and not still
        viewer, mover = self.viewer, self.game.to_move
        if not self.game.hands_secret() and mover is not None and self.here(mover):
            viewer = mover  # nothing is secret: the hand shown is the mover's
        return Scene(self.game, self.names, viewer, offered, self.recent(), fresh, self.you())

    def recent(self) -> int:
        """How many of the last moves are new to this device's people: those since one
        of them last moved (at least the last move, at most a round)."""
        game, count = self.game.copy(), 0
        while game.history and count < len(game.players):
            game.undo()
            if self.here(game.to_move):
                break
            count += 1
        return max(count, 1) if self.game.history else 0

    def snapshot(self, date: str) -> Record:
        """The record to store now, one version after the stored one."""
        version = 0 if self.stored is None else self.stored + 1
        return replace(self.record, game=self.game.encode(), date=date, version=version)


def check_table(game: Game, names: list[str]) -> None:
    """ValueError unless there is one name for each player of ``game``."""
    if len(names) != len(game.players):
        raise ValueError(
            _("it names {names} players for a game of {players}").format(
                names=len(names), players=len(game.players)
            )
        )


def _log_of(
    game: Game, kind: GameKind, names: dict[Hashable, str], you: Hashable | None
) -> list[tuple[str, str]]:
    """The move log of a game read from a save or a link (replayed backwards on a copy),
    the moves of ``you`` said to them."""
    replay, log = game.copy(), []
    while replay.history:
        after = replay.copy()
        move = replay.undo()
        news = kind.news(replay, after, names, you)
        player = replay.to_move
        words = kind.describe(move, player, names[player], you=player == you)
        log.append((move, logged(words, news)))
    return log[::-1]


def logged(words: str, news: list[str]) -> str:
    """A move's line in the log: its ``words``, then what else it did (``news``), each a
    sentence of its own (the last one as it is: the log ends it).

    >>> logged("Cy plays tile 27 unturned", ["Ann is out: off the edge at b1.0."])
    'Cy plays tile 27 unturned. Ann is out: off the edge at b1.0.'
    >>> logged("Bo plays tile 3 unturned", [])
    'Bo plays tile 3 unturned'
    """
    *before, last = [part for part in [words, *news] if part] or [""]
    return " ".join([*(sentence(part) for part in before), last])


def sentence(words: str) -> str:
    """``words`` as a sentence: ended by a full stop unless they end in punctuation
    already.

    >>> sentence("Ann plays tile 3 unturned"), sentence("Bo passes."), sentence("")
    ('Ann plays tile 3 unturned.', 'Bo passes.', '')
    """
    if not words or words[-1] in ".!?…)»":
        return words
    return words + "."
