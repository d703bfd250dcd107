"""The puzzles as the page holds them: both games' shipped puzzles behind one
interface (:func:`puzzles`, :func:`find`, :func:`daily`, :func:`title`, :func:`hints`),
the two screens (:class:`Puzzles`, the list, and :class:`Solving`, one puzzle on the
board) and an :class:`Attempt` at a puzzle.

>>> attempt = Attempt.of(puzzles("tsuro")[0])
>>> attempt.state, attempt.hints, attempt.scene().offered
('trying', 0, True)
>>> attempt.judge(attempt.puzzle.answer), attempt.state
(True, 'solved')
>>> attempt.scene().offered, len(attempt.board.history) == len(attempt.puzzle.moves) + 1
(False, True)
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, ClassVar, Literal

from game.core import Game
from game.i18n import _, ngettext
from game.shangrila.engine import ShangriLa
from game.shangrila.journey import colour_name
from web.ui.games import GAMES, GameKind
from web.ui.puzzles import shangrila, tsuro
from web.ui.puzzles.levels import DIFFICULTIES
from web.ui.view import Scene

AnyPuzzle = tsuro.Puzzle | shangrila.Puzzle
#: How many puzzles a page of the list shows.
PAGE = 20


def puzzles(game: str) -> tuple[AnyPuzzle, ...]:
    """``game``'s shipped puzzles (none for a game without)."""
    if game == "tsuro":
        return tsuro.shipped()
    if game == "shangrila":
        return shangrila.shipped()
    return ()


def themes(game: str) -> tuple[str, ...]:
    """The themes of ``game``'s puzzles, in the order their module gives them."""
    module_themes = tsuro.THEMES if game == "tsuro" else shangrila.THEMES
    present = {p.theme for p in puzzles(game)}
    return tuple(theme for theme in module_themes if theme in present)


def theme_title(game: str, theme: str) -> str:
    """A theme's title in words."""
    return _((tsuro.THEMES if game == "tsuro" else shangrila.THEMES)[theme][0])


def game_of(puzzle: AnyPuzzle) -> str:
    """The key of the game a puzzle is of."""
    return "tsuro" if isinstance(puzzle, tsuro.Puzzle) else "shangrila"


def name(puzzle: AnyPuzzle) -> str:
    """How storage names a puzzle: ``game/id``."""
    return f"{game_of(puzzle)}/{puzzle.id}"


def find(game: str, id: str) -> AnyPuzzle | None:
    """``game``'s puzzle ``id``, if it has one."""
    return next((p for p in puzzles(game) if p.id == id), None)


def daily(game: str, day: date) -> AnyPuzzle:
    """``game``'s puzzle of ``day``."""
    if game == "tsuro":
        return tsuro.puzzle_of_the_day(day)
    return shangrila.puzzle_of_the_day(day)


def title(puzzle: AnyPuzzle) -> str:
    """The puzzle's title: its theme in words."""
    return theme_title(game_of(puzzle), puzzle.theme)


def position(puzzle: AnyPuzzle) -> Game:
    """The puzzle's position, rebuilt through the engine."""
    if isinstance(puzzle, tsuro.Puzzle):
        return tsuro.position(puzzle)
    return shangrila.position(puzzle)


def goal(puzzle: AnyPuzzle) -> str:
    """What the puzzle asks, in words (how far its line goes, what "best" means)."""
    if isinstance(puzzle, tsuro.Puzzle):
        return tsuro.goal(puzzle)
    return shangrila.goal(puzzle)


def difficulty(puzzle: AnyPuzzle) -> str:
    """How hard the puzzle is, in words."""
    return _(DIFFICULTIES[puzzle.difficulty])


def hints(puzzle: AnyPuzzle) -> list[str]:
    """The puzzle's hints, the gentlest first."""
    if isinstance(puzzle, tsuro.Puzzle):
        return tsuro.hints(puzzle)
    return shangrila.hints(puzzle)


def table(puzzle: AnyPuzzle) -> str:
    """The puzzle's table in words: "3 players", "Solo, 2 pawns"."""
    if isinstance(puzzle, shangrila.Puzzle):
        players = len(puzzle.colours)
    else:
        players = puzzle.players
        if puzzle.variant == "solo":
            return ngettext("Solo, {n} pawn", "Solo, {n} pawns", players).format(n=players)
        if puzzle.variant == "open":
            return ngettext("Open tiles, {n} player", "Open tiles, {n} players", players).format(
                n=players
            )
    return ngettext("{n} player", "{n} players", players).format(n=players)


def names(game: Game) -> dict[Hashable, str]:
    """The players' names in a puzzle: none in Shangri-La (the board names each by its
    colour), else "Player 1" and so on ("Pawn 1" in solo)."""
    if isinstance(game, ShangriLa):
        return {}
    solo = getattr(game, "variant", "") == "solo"
    words = _("Pawn {n}") if solo else _("Player {n}")
    return {p: words.format(n=i + 1) for i, p in enumerate(game.players)}


State = Literal["trying", "wrong", "solved", "shown"]


@dataclass
class Attempt:
    """A puzzle being solved: its position on the board (the answer played on it once
    solved or shown), the view's selection, where the attempt stands, how many hints
    are shown, and the last wrong move in the notation (worded by the view, in the
    language in use)."""

    puzzle: AnyPuzzle
    board: Game
    kind: GameKind
    selection: Any
    state: State = "trying"
    hints: int = 0
    wrong: str = ""
    #: The moves up to the position, each in the notation and in words.
    log: list[tuple[str, str]] = field(default_factory=list)
    #: How many moves of the search's line after the answer are on the board.
    step: int = 0

    @classmethod
    def of(cls, puzzle: AnyPuzzle) -> Attempt:
        """A first attempt at ``puzzle``."""
        board = position(puzzle)
        kind = GAMES[game_of(puzzle)]
        attempt = cls(puzzle, board, kind, kind.view.empty())
        replay, called = board.copy(), names(board)
        for _move in puzzle.moves:
            replay.undo()
        for move in puzzle.moves:
            player = replay.to_move
            attempt.log.append((move, kind.describe(move, player, called.get(player))))
            replay.play(move)
        return attempt

    @property
    def mover(self) -> Hashable:
        """The player to move in the puzzle."""
        return self.puzzle.mover

    def scene(self) -> Scene:
        """The board: the mover's move is asked for until the puzzle is solved or its
        answer shown (then marked on the board)."""
        done = self.state in ("solved", "shown")
        game = self.board
        return Scene(game, names(game), self.mover, not done, 1 if done else 0, you=self.mover)

    def who(self) -> str:
        """The mover's name (in Shangri-La, its colour)."""
        return names(self.board).get(self.mover) or colour_name(str(self.mover))

    def describe(self, move: str) -> str:
        """``move`` of the mover, in words."""
        return self.kind.describe(move, self.mover, names(self.board).get(self.mover), you=True)

    def judge(self, move: str) -> bool:
        """Whether ``move`` is the answer: if so it is played and the puzzle solved, else
        it is noted as wrong (the position stays)."""
        self.selection = self.kind.view.kept(self.selection)
        right = self.board.copy()
        try:
            played = right.play(move)
        except ValueError:
            played = ""
        if played == self.puzzle.answer:
            self.board.play(move)
            self.state = "solved"
            return True
        self.state, self.wrong = "wrong", played
        return False

    def solution(self) -> list[str]:
        """The answer and the line the search found after it, each move in words."""
        replay = position(self.puzzle)
        called, words = names(replay), []
        for move in (self.puzzle.answer, *self.puzzle.line):
            player = replay.to_move
            you = player == self.mover
            words.append(self.kind.describe(move, player, called.get(player), you=you))
            replay.play(move)
        return words

    def follow(self, by: int) -> None:
        """Once solved or shown, the search's line one move further on the board (``by``
        1) or one move back (-1), within the line."""
        if self.state not in ("solved", "shown") or not 0 <= self.step + by <= len(
            self.puzzle.line
        ):
            return
        if by > 0:
            self.board.play(self.puzzle.line[self.step])
        else:
            self.board.undo()
        self.step += by

    def give_up(self) -> None:
        """Show the answer, played on the board."""
        if self.state in ("solved", "shown"):
            return
        self.selection = self.kind.view.kept(self.selection)
        self.board.play(self.puzzle.answer)
        self.state = "shown"


@dataclass(frozen=True)
class Puzzles:
    """The list of ``game``'s puzzles (of ``theme`` only, "" every one; of difficulty
    ``level`` only, "" every one) at ``page``, with the puzzles solved on this device
    (``game/id``)."""

    name: ClassVar[str] = "puzzles"
    game: str
    theme: str = ""
    page: int = 0
    solved: frozenset[str] = frozenset()
    level: str = ""

    def listed(self) -> tuple[AnyPuzzle, ...]:
        """The puzzles of the list, every page."""
        return tuple(
            p
            for p in puzzles(self.game)
            if (not self.theme or p.theme == self.theme)
            and (not self.level or p.difficulty == self.level)
        )

    def shown(self) -> tuple[AnyPuzzle, ...]:
        """The puzzles of the page on show."""
        return self.listed()[self.page * PAGE : (self.page + 1) * PAGE]


@dataclass(frozen=True)
class Solving:
    """One puzzle on screen, and the list it was opened from (to go back, and on)."""

    name: ClassVar[str] = "puzzle"
    attempt: Attempt
    listing: Puzzles
    #: It is the puzzle of the day.
    daily: bool = False
    #: The link to the puzzle, once the person asked for it.
    link: str = ""
