"""Shangri-La puzzles: positions of seeded games in which one move is clearly best,
confirmed by a search of ten times Hard's rounds, shipped as data in
``shangrila.json``.

Nothing in The Bridges of Shangri-La is hidden or left to chance once the game is
under way, so the mover of a puzzle sees all there is. The computers played the game
up to the position (:data:`Puzzle.moves`, in the game's notation). The confirming
search (:func:`web.ui.puzzles.proof.confirm`) is Hard's own with every legal move at
its root and ten times Hard's rounds; it rates each move by the mover's mean share of
the win. The answer (:data:`Puzzle.answer`) is the move it visits most; the position
is a puzzle when that move's rating (:data:`Puzzle.best`) is ahead of every other
move's (the best of them :data:`Puzzle.runner_up`) by :data:`THRESHOLD` or more, and a
second search with a seed of its own finds the same answer ahead by as much
(:data:`Puzzle.confirmed`). Each search is seeded from the puzzle's id, so it finds
the same figures every time. Made by
``scripts/make_shangrila_puzzles.py``.

>>> puzzles = shipped()
>>> len(puzzles) >= 100
True
>>> puzzle = puzzles[0]
>>> check(puzzle, puzzle.answer), position(puzzle).to_move == puzzle.mover
(True, True)
>>> wrong = next(move for move in position(puzzle).legal_moves() if move != puzzle.answer)
>>> check(puzzle, wrong), check(puzzle, "journey ZZ")
(False, False)
>>> puzzle.margin >= THRESHOLD and puzzle.confirmed >= THRESHOLD
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path

from game.i18n import N_, _
from game.shangrila.engine import ShangriLa, new_game
from game.shangrila.notation import Journey, Place, Recruit, parse
from web.ui.bounded import Unreadable, read_json
from web.ui.puzzles.levels import DIFFICULTIES
from web.ui.svg import listing

#: The version of the data file's format.
VERSION = 2
#: The shipped puzzles.
DATA = Path(__file__).with_name("shangrila.json")
#: The longest data file read (the shipped one is a fraction of it).
MAX_LENGTH = 2_000_000
#: How far ahead of every other move (in the mover's share of the win, 0 to 1) the
#: answer must be rated (chosen on the tuning seeds, see docs/puzzles.md).
THRESHOLD = 0.05
#: What the puzzle of the day is drawn from, so that its order is this project's own.
_SALT = "shangrila-tsuro puzzles/shangrila"

#: What each theme asks, as the puzzle's goal.
GOALS = {
    "finish": N_("Find the journey that ends the game while it is in your favour."),
    "capture": N_("Find the journey that wins masters over from the other colours."),
    "stone": N_("Find the journey that closes a village."),
    "journey": N_("Find the journey to make."),
    "recruit": N_("Find the students to recruit."),
    "place": N_("Find the master to place."),
}

#: Each theme's title and the first hint (what the answer does, not which move it is).
THEMES = {
    "finish": (
        N_("The journey that ends the game"),
        N_(
            "One journey ends the game at once, while it is in your favour; after any"
            " other move the others play on."
        ),
    ),
    "capture": (
        N_("The journey that wins masters over"),
        N_(
            "One journey sends students into a weaker village, where they take the"
            " places of other colours' masters."
        ),
    ),
    "stone": (
        N_("The journey that closes a village"),
        N_(
            "One journey takes the last bridge of a village: a stone then keeps that"
            " village as it is for the rest of the game."
        ),
    ),
    "journey": (
        N_("The journey to make"),
        N_(
            "One journey is clearly better than any other move: look for students that"
            " can become masters across a bridge."
        ),
    ),
    "recruit": (
        N_("The students to recruit"),
        N_(
            "Students make a village stronger: recruiting the right ones keeps your"
            " masters safe, or readies a journey."
        ),
    ),
    "place": (
        N_("The master to place"),
        N_("One new master is clearly best: it counts for the score and strengthens its village."),
    ),
}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the game (the players' colours in turn order, the seed), the moves
    played up to the position, the answer, its theme (a key of :data:`THEMES`), how
    many legal moves the position has, and what the confirming search found: the
    answer's rating, the best other move's and the margin between them; and the margin
    a second search, with a seed of its own, found for the same answer; the ``line``
    the search expects after the answer, the best ratings of the other moves
    (``others``, the best first) and the ``difficulty`` they give (easy, medium, hard:
    how many other moves it rated close to the answer)."""

    id: str
    colours: str
    seed: int
    moves: tuple[str, ...]
    answer: str
    theme: str
    legal: int
    best: float
    runner_up: float
    margin: float
    confirmed: float
    line: tuple[str, ...] = ()
    others: tuple[float, ...] = ()
    difficulty: str = "easy"

    @property
    def mover(self) -> str:
        """The colour to move in the puzzle's position."""
        return position(self).to_move


def position(puzzle: Puzzle) -> ShangriLa:
    """The puzzle's position, rebuilt through the engine from its game and moves;
    ValueError (:class:`game.core.IllegalMove`) if a move is not legal there."""
    game = new_game(puzzle.colours, seed=puzzle.seed)
    for move in puzzle.moves:
        game.play(move)
    return game


def check(puzzle: Puzzle, move: str) -> bool:
    """True if ``move`` (in the game's notation, written any way it reads) is the
    puzzle's answer; False for another move, legal or not."""
    game = position(puzzle)
    try:
        return game.play(move) == puzzle.answer
    except ValueError:  # IllegalMove, or not a move at all
        return False


def theme(game: ShangriLa, answer: str) -> str:
    """What ``answer`` does in ``game`` (a key of :data:`THEMES`)."""
    move = parse(answer)
    if isinstance(move, Recruit):
        return "recruit"
    if isinstance(move, Place):
        return "place"
    me = game.to_move
    scores, stones = game.scores(), len(game.stones())
    game.play(answer)
    over = game.is_over()
    taken = any(game.scores()[c] < n for c, n in scores.items() if c != me)
    closed = len(game.stones()) > stones
    game.undo()
    if over:
        return "finish"
    return "capture" if taken else "stone" if closed else "journey"


def load(text: str | None) -> tuple[Puzzle, ...]:
    """The puzzles of a data file's ``text``, read by the bounded reader and checked;
    :class:`web.ui.bounded.Unreadable` (a ValueError) for anything else.

    >>> load('{"version": 2, "puzzles": []}')
    ()
    >>> load('{"version": 2, "puzzles": [{"id": "x"}]}')
    Traceback (most recent call last):
    web.ui.bounded.Unreadable: it is not readable (damaged data)
    """
    data = read_json(text, MAX_LENGTH)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise Unreadable(_("it is not readable (damaged data)"))
    rows = data.get("puzzles")
    if not isinstance(rows, list):
        raise Unreadable(_("it is not readable (damaged data)"))
    return tuple(_puzzle(row) for row in rows)


def _puzzle(row: object) -> Puzzle:
    """One puzzle of the data, its fields checked."""
    damaged = Unreadable(_("it is not readable (damaged data)"))
    if not isinstance(row, dict):
        raise damaged
    ints = [row.get(key) for key in ("seed", "legal")]
    reals = [row.get(key) for key in ("best", "runner_up", "margin", "confirmed")]
    texts = [row.get(key) for key in ("id", "colours", "answer", "theme")]
    moves, line, others = row.get("moves"), row.get("line"), row.get("others")
    if (
        not all(isinstance(x, int) and not isinstance(x, bool) for x in ints)
        or not all(isinstance(x, float) for x in reals)
        or not all(isinstance(x, str) for x in texts)
        or not all(
            isinstance(x, list) and all(isinstance(m, str) for m in x) for x in (moves, line)
        )
        or not isinstance(others, list)
        or not all(isinstance(x, float | int) and not isinstance(x, bool) for x in others)
        or row.get("theme") not in THEMES
        or row.get("difficulty") not in DIFFICULTIES
    ):
        raise damaged
    return Puzzle(
        str(row["id"]),
        str(row["colours"]),
        int(row["seed"]),
        tuple(moves),  # type: ignore[arg-type]
        str(row["answer"]),
        str(row["theme"]),
        int(row["legal"]),
        float(row["best"]),
        float(row["runner_up"]),
        float(row["margin"]),
        float(row["confirmed"]),
        tuple(line),  # type: ignore[arg-type]
        tuple(float(x) for x in others),
        str(row["difficulty"]),
    )


@cache
def shipped() -> tuple[Puzzle, ...]:
    """The puzzles shipped with the page (:data:`DATA`), read once."""
    return load(DATA.read_text(encoding="utf-8"))


def puzzle_of_the_day(day: date, puzzles: Sequence[Puzzle] | None = None) -> Puzzle:
    """The puzzle of ``day`` (a date in UTC), the same for everyone: the puzzles in an
    order of their own (a hash of each one's id), one a day in turn.

    >>> day = date(2026, 11, 28)
    >>> from datetime import timedelta
    >>> puzzle_of_the_day(day) != puzzle_of_the_day(day + timedelta(days=1))
    True
    """
    chosen = shipped() if puzzles is None else puzzles
    if not chosen:
        raise ValueError("no puzzles to choose from")
    order = sorted(chosen, key=lambda p: hashlib.sha256(f"{_SALT}/{p.id}".encode()).digest())
    return order[day.toordinal() % len(order)]


def title(puzzle: Puzzle) -> str:
    """The puzzle's theme in words, as its title."""
    return _(THEMES[puzzle.theme][0])


def hints(puzzle: Puzzle, names: Sequence[str] | None = None) -> list[str]:
    """Hints, the gentlest first: what the answer does (its theme), then where to
    look (the village it starts from or is made in), then what the confirming search
    makes of it. ``names`` is unused (Shangri-La's players are their colours).

    >>> hints(Puzzle("x", "rby", 1, (), "place RE", "place", 5, 0.6, 0.5, 0.1, 0.1))[1]
    'Look at village E.'
    """
    move = parse(puzzle.answer)
    if isinstance(move, Journey):
        villages = [move.origin]
    elif isinstance(move, Place):
        villages = [move.village]
    elif isinstance(move, Recruit):
        villages = sorted({village for _d, village in move.masters})
    else:  # a pass is never an answer
        villages = []
    where = (
        _("Look at village {village}.").format(village=villages[0])
        if len(villages) == 1
        else _("Look at villages {villages}.").format(villages=listing(villages))
    )
    return [
        _(THEMES[puzzle.theme][1]),
        where,
        _(
            "A long search by the computer gives the best move a winning chance of"
            " {best}%, and no other move more than {other}%."
        ).format(best=round(puzzle.best * 100), other=round(puzzle.runner_up * 100)),
    ]


def goal(puzzle: Puzzle) -> str:
    """What the puzzle asks, in words, and what "best" means for it: the move a search
    ten times as long as Hard's rates as the mover's best chance to win, ahead of every
    other by the puzzle's margin (in points of a hundred)."""
    best = _(
        "Best means: a search ten times as long as the Hard computer's rates it your best"
        " chance to win, {points} points ahead of any other move."
    ).format(points=round(puzzle.margin * 100))
    return f"{_(GOALS[puzzle.theme])} {best}"
