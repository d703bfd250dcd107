"""Tsuro puzzles: endgames of seeded games in which one placement is best, proven by
exact search (:mod:`game.bots.exact`), shipped as data in ``tsuro.json``.

Each puzzle is a position where nothing left is hidden from the mover or left to
chance (:func:`game.bots.tsuro.open_end`): the computers played the game up to it
(:data:`Puzzle.moves`, in the game's notation), and exactly one legal move
(:data:`Puzzle.answer`) gives the mover the most it can be sure of, every other
strictly less (:func:`web.ui.puzzles.proof.worths`). Made by ``scripts/make_puzzles.py``.

>>> puzzles = shipped()
>>> len(puzzles) >= 100
True
>>> puzzle = puzzles[0]
>>> check(puzzle, puzzle.answer), position(puzzle).to_move == puzzle.mover
(True, True)
>>> wrong = next(move for move in position(puzzle).legal_moves() if move != puzzle.answer)
>>> check(puzzle, wrong), check(puzzle, "play 99r0")
(False, False)
>>> puzzle_of_the_day(date(2026, 11, 28)) == puzzle_of_the_day(date(2026, 11, 28))
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path

from game.i18n import N_, _, ngettext
from game.tsuro.engine import VARIANTS, Tsuro, new_game
from game.tsuro.tiles import TILES
from web.ui.bounded import Unreadable, read_json
from web.ui.puzzles.levels import DIFFICULTIES

#: The version of the data file's format.
VERSION = 2
#: The shipped puzzles.
DATA = Path(__file__).with_name("tsuro.json")
#: The longest data file read (the shipped one is a fraction of it).
MAX_LENGTH = 2_000_000
#: What the puzzle of the day is drawn from, so that its order is this project's own.
_SALT = "shangrila-tsuro puzzles"

#: Each theme's title, the first hint (which says what the answer does, not which
#: tile it is) and the second (which points at the pawns to watch).
THEMES = {
    "win_now": (
        N_("The placement that wins"),
        N_("One placement wins the game at once; after any other you cannot be sure to win."),
    ),
    "two_off": (
        N_("The placement that sends two pawns off"),
        N_("One placement sends two pawns off the board at once and keeps yours on."),
    ),
    "win_later": (
        N_("The placement that wins in the end"),
        N_(
            "Every placement keeps your pawn on the board for now, but only one wins"
            " whatever the others play; after any other you can be made to lose or share."
        ),
    ),
    "share": (
        N_("Keep your pawn alive"),
        N_(
            "No placement wins outright, but one keeps your pawn in the game to a shared"
            " win whatever the others play; after any other you can be made to lose."
        ),
    ),
    "solo_win": (
        N_("Every pawn to the end"),
        N_(
            "One placement lets you lay every tile with all your pawns on the board;"
            " after any other a pawn must leave."
        ),
    ),
    "solo_longest": (
        N_("Keep your pawns on longest"),
        N_(
            "No placement saves every pawn, but one keeps them all on the board for"
            " more tiles than any other."
        ),
    ),
}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the game (players, seed, variant), the moves played up to the
    position, the answer, its theme (a key of :data:`THEMES`), how many legal moves
    the position has, and ``danger``: the pawn that leaves the board first after the
    wrong moves (the one most often, under best play), if any does; the ``line`` after
    the answer to the end under best play, how many finished games the search looked
    at (``endings``) and the ``difficulty`` that gives (easy, medium, hard)."""

    id: str
    players: int
    seed: int
    variant: str
    moves: tuple[str, ...]
    answer: str
    theme: str
    legal: int
    danger: int | None = None
    line: tuple[str, ...] = ()
    endings: int = 0
    difficulty: str = "easy"

    @property
    def mover(self) -> int:
        """The player (in solo: the pawn) to move in the puzzle's position."""
        return position(self).to_move or 0


def position(puzzle: Puzzle) -> Tsuro:
    """The puzzle's position, rebuilt through the engine from its game and moves;
    ValueError (:class:`game.core.IllegalMove`) if a move is not legal there."""
    game = new_game(puzzle.players, puzzle.seed, variant=puzzle.variant)
    for move in puzzle.moves:
        game.play(move)
    return game


def check(puzzle: Puzzle, move: str) -> bool:
    """True if ``move`` (in the game's notation, any equivalent rotation) is the
    puzzle's answer; False for another move, legal or not."""
    game = position(puzzle)
    try:
        return game.play(move) == puzzle.answer
    except ValueError:  # IllegalMove, or not a move at all
        return False


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
    ints = [row.get(key) for key in ("players", "seed", "legal", "endings")]
    texts = [row.get(key) for key in ("id", "variant", "answer", "theme")]
    moves, danger, line = row.get("moves"), row.get("danger"), row.get("line")
    if (
        not all(isinstance(x, int) and not isinstance(x, bool) for x in ints)
        or not all(isinstance(x, str) for x in texts)
        or not all(
            isinstance(x, list) and all(isinstance(m, str) for m in x) for x in (moves, line)
        )
        or row.get("difficulty") not in DIFFICULTIES
        or not (danger is None or (isinstance(danger, int) and not isinstance(danger, bool)))
        or row.get("variant") not in VARIANTS
        or row.get("theme") not in THEMES
    ):
        raise damaged
    return Puzzle(
        str(row["id"]),
        int(row["players"]),
        int(row["seed"]),
        str(row["variant"]),
        tuple(moves),  # type: ignore[arg-type]
        str(row["answer"]),
        str(row["theme"]),
        int(row["legal"]),
        danger,
        tuple(line),  # type: ignore[arg-type]
        int(row["endings"]),
        str(row["difficulty"]),
    )


@cache
def shipped() -> tuple[Puzzle, ...]:
    """The puzzles shipped with the page (:data:`DATA`), read once."""
    return load(DATA.read_text(encoding="utf-8"))


def puzzle_of_the_day(day: date, puzzles: Sequence[Puzzle] | None = None) -> Puzzle:
    """The puzzle of ``day`` (a date in UTC), the same for everyone: the puzzles in an
    order of their own (a hash of each one's id), one a day in turn, so that no
    puzzle comes back before every other has had its day.

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
    """Hints, the gentlest first: what the answer does (its theme, never its tile),
    then which pawns to watch, then what tiles are left to play. ``names``: the
    players' names (in solo the pawns'), by default as the page names them when
    nobody has: "Player 1", "Pawn 1" and so on.

    >>> hints(Puzzle("x", 2, 1, "classic", (), "play 1r0", "win_now", 3))
    ['One placement wins the game at once; after any other you cannot be sure to win.']
    """
    hint = [_(THEMES[puzzle.theme][1])]
    if not puzzle.moves:
        return hint
    game = position(puzzle)
    me = game.to_move
    if puzzle.theme in ("win_now", "two_off"):
        before = set(game.eliminated())
        game.play(puzzle.answer)
        off = [p for p in game.eliminated() if p not in before and p != me]
        game.undo()
        places = [f"{_pawn_name(game, p, names)} ({game.pawn(p)})" for p in off]
        hint.append(
            ngettext(
                "Follow the path of {pawns}: the right tile sends it off the board.",
                "Follow the paths of {pawns}: the right tile sends them off the board.",
                len(places),
            ).format(pawns=_and(places))
        )
    elif puzzle.danger is not None and (puzzle.variant == "solo" or puzzle.danger != me):
        hint.append(
            _(
                "Watch {pawn} ({place}): after the wrong placements it is the first to leave."
            ).format(pawn=_pawn_name(game, puzzle.danger, names), place=game.pawn(puzzle.danger))
        )
    elif puzzle.danger is not None:
        hint.append(
            _("Watch your own pawn ({place}): after the wrong placements it is sent off.").format(
                place=game.pawn(puzzle.danger)
            )
        )
    left = _tiles_left(game)
    hint.append(_("The tiles still to be played: {tiles}.").format(tiles=", ".join(map(str, left))))
    return hint


def _pawn_name(game: Tsuro, player: int, names: Sequence[str] | None) -> str:
    """A pawn as the hints name it: in solo the pawn's name, else its player's pawn."""
    if game.variant == "solo":
        return names[player] if names else _("Pawn {n}").format(n=player + 1)
    name = names[player] if names else _("Player {n}").format(n=player + 1)
    return _("{name}'s pawn").format(name=name)


def _and(items: list[str]) -> str:
    """``items`` as a list in words: ``a``, ``a and b``, ``a, b and c``."""
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _tiles_left(game: Tsuro) -> list[int]:
    """The tiles not on the board yet, ascending: every hand and the pile, which the
    mover knows (every tile it cannot see is one of them)."""
    placed = {code >> 2 for code in game.board_codes() if code >= 0}
    return [tile for tile in TILES if tile not in placed]


def goal(puzzle: Puzzle) -> str:
    """What the puzzle asks, in words, with how far its line goes: the tiles to the end
    (the answer's among them), or in "keep your pawns on longest" how many keep every
    pawn on the board."""
    tiles = 1 + len(puzzle.line)
    match puzzle.theme:
        case "win_now":
            return _("Find the only placement that wins the game at once.")
        case "two_off":
            return _("Find the only placement that sends two pawns off at once and keeps yours on.")
        case "win_later":
            return ngettext(
                "Win in {n} tile: find the only placement that makes sure you win,"
                " whatever the others play.",
                "Win in {n} tiles: find the only placement that makes sure you win,"
                " whatever the others play.",
                tiles,
            ).format(n=tiles)
        case "share":
            return ngettext(
                "Find the only placement that keeps your pawn on the board to a shared win"
                " {n} tile from now, whatever the others play.",
                "Find the only placement that keeps your pawn on the board to a shared win"
                " {n} tiles from now, whatever the others play.",
                tiles,
            ).format(n=tiles)
        case "solo_win":
            return ngettext(
                "Find the only placement that lets you lay the last {n} tile with every"
                " pawn on the board.",
                "Find the only placement that lets you lay the last {n} tiles with every"
                " pawn on the board.",
                tiles,
            ).format(n=tiles)
    kept = tiles - 1
    return ngettext(
        "Find the only placement that keeps all your pawns on the board for {n} more"
        " tile: after any other, a pawn leaves sooner.",
        "Find the only placement that keeps all your pawns on the board for {n} more"
        " tiles: after any other, a pawn leaves sooner.",
        kept,
    ).format(n=kept)
