"""A finished game as one line of the record: :func:`result_of` builds the
:class:`~web.ui.records.book.Result` of a saved game (a save, or the game on screen)
as the person at this device played it.

The rule: a game is the record of one person, the one person who played it at this
device. A game with one person here (against computers, people at other devices by
link or live, or both) is kept, its opponents each a computer level or
``person:<name>``. Tsuro's solo is the record of the person who moved every pawn.
A game played by several people at this one device (pass and play), or by nobody
here (a live table watched, computers alone), is nobody's record and is not kept.

A game is kept under an id made of its save's id and a digest of its table (game,
options, seed, names and seats), so that it is counted once however often it ends:
a move taken back after the end and played otherwise does not count again.

>>> from game import tsuro
>>> from web.ui.saved import Record
>>> game = tsuro.new_game(2, seed=3)
>>> record = Record("12", game.encode(), ["Ann", "Bot"], ["person", "hard"], "", here=[0])
>>> result_of(record, game, "2026-11-28") is None  # not over yet
True
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Hashable, Iterable
from dataclasses import replace

from game import decode
from game.core import Game
from game.levels import is_level
from game.shangrila import ShangriLa
from game.tsuro import Tsuro
from game.tsuro.engine import SCORED
from web.ui.commands import Command
from web.ui.records.book import Book, Result, is_day
from web.ui.records.commands import KeepResults
from web.ui.saved import Record
from web.ui.session import Session, ending_of


def game_id(record: Record) -> str:
    """The id a game is kept under: its save's id and a digest of its table.

    >>> game_id(Record("7", "T1.AwIAB64RMT8", ["Ann", "Bo"], ["person", "easy"], ""))[:2]
    '7-'
    """
    table = repr((record.identity, tuple(record.here or ())))
    digest = hashlib.sha256(table.encode()).digest()[:9]
    return f"{record.id}-{base64.urlsafe_b64encode(digest).decode()}"


def result_of(
    record: Record, game: Game, day: str, *, daily: str = "", practice: bool = False
) -> Result | None:
    """The result of ``game`` (saved as ``record``) for the person who played it at
    this device, ended on ``day`` (ISO); None if it is not over or is nobody's record
    (see the module docstring). ``daily``: the day of the daily challenge it was;
    ``practice``: a practice round of it; by default, as the save's daily mark says)."""
    ending = ending_of(record, game)
    if ending is None:
        return None
    here = record.here or []
    solo = isinstance(game, Tsuro) and game.variant == "solo"
    if not here or (not solo and len(here) != 1):
        return None  # (no seat here: watched, or a friend's daily game kept to review)
    if record.daily is not None and not daily:
        daily, practice = record.daily.day.isoformat(), record.daily.practice
    kind, variant = _kind(game)
    players, score = len(game.players), None
    opponents: tuple[str, ...]
    if solo and isinstance(game, Tsuro):
        place, opponents, score = (1 if game.winners() else 2), (), game.placed_count()
    else:
        seat = here[0]
        place = players if ending.early else places(game)[game.players[seat]]  # early: last
        opponents = tuple(_opponent(record, index) for index in range(players) if index != seat)
    return Result(
        game_id(record), kind, variant, players, opponents, place, day, daily, practice, score
    )


def ahead_made_practice(
    results: Iterable[Result], ahead: frozenset[tuple[str, str]]
) -> tuple[Result, ...]:
    """``results`` with each scored daily challenge of a day this device played ahead
    of its time (``ahead``: ``(kind, ISO day)``, see :mod:`web.ui.daily.kept`) made
    practice: such an attempt never counts as a day's score.

    >>> won = Result("1-a", "tsuro", "classic", 2, ("easy",), 1, "2026-11-29", "2026-11-29")
    >>> [r.practice for r in ahead_made_practice([won], frozenset({("tsuro", "2026-11-29")}))]
    [True]
    """
    return tuple(
        replace(r, practice=True) if r.daily and (r.kind, r.daily) in ahead else r for r in results
    )


def missing(
    book: Book, saves: list[Record], today: str, seen: frozenset[str] = frozenset()
) -> tuple[list[Result], frozenset[str]]:
    """The results of the finished games among ``saves`` that ``book`` lacks (each
    dated by its last move, or ``today`` if its date is not one), and the index of the
    saves looked at: a save whose :func:`seen_key` is in ``seen`` was looked at as it
    is and is not replayed again (a save changed since has another key). The index
    holds the saves that are no result (not over, or nobody's record); a finished
    game is found in ``book`` by its id."""
    found, looked = [], set()
    for record in saves:
        key = seen_key(record)
        if key in seen:
            looked.add(key)
            continue
        if game_id(record) in book:
            continue
        try:
            game = decode(record.game)
        except ValueError:
            looked.add(key)
            continue
        day = record.date[:10] if is_day(record.date[:10]) else today
        result = result_of(record, game, day)
        if result is None:
            looked.add(key)
        else:
            found.append(result)
    return found, frozenset(looked)


def seen_key(record: Record) -> str:
    """A save as it is now, in the index of saves looked at: its id and a digest of
    its game, moves and seats.

    >>> seen_key(Record("7", "T1.AwIAB64RMT8", ["Ann", "Bo"], ["person", "easy"], ""))[:2]
    '7:'
    """
    save = repr((record.game, record.names, record.seats, record.here, record.daily))
    save += f" {record.ended}" if record.ended else ""  # (the key of a save not ended early stays)
    digest = hashlib.sha256(save.encode()).digest()[:9]
    return f"{record.id}:{base64.urlsafe_b64encode(digest).decode()}"


def places(game: Game) -> dict[Hashable, int]:
    """Each player's place at the end (1: won; tied players share a place, counted as
    1 + the players strictly ahead): in Shangri-La by masters then villages, as the
    rules name the winners; in Tsuro's scored variants by score; in the others, the
    winners first, then the pawns in the reverse order they left the board (those out
    on the same move share a place)."""
    winners = set(game.winners())
    keys: dict[Hashable, tuple[int, ...]]
    if isinstance(game, ShangriLa):
        scores, presence = game.scores(), game.presence()
        keys = {p: (p in winners, scores[str(p)], presence[str(p)]) for p in game.players}
    elif isinstance(game, Tsuro) and game.variant in SCORED:
        keys = {p: (p in winners, game.score(p)) for p in range(len(game.players))}
    elif isinstance(game, Tsuro):
        left = _left_at(game)
        still = len(game.history) + 1
        keys = {p: (p in winners, left.get(p, still)) for p in range(len(game.players))}
    else:
        keys = {p: (p in winners,) for p in game.players}
    return {p: 1 + sum(other > keys[p] for other in keys.values()) for p in game.players}


def _left_at(game: Tsuro) -> dict[int, int]:
    """The number of moves played when each pawn out of ``game`` left the board (pawns
    that left on the same move share it), found by taking the moves back on a copy."""
    replay, left = game.copy(), {}
    while replay.history:
        out = set(replay.eliminated())
        moves = len(replay.history)
        replay.undo()
        left.update(dict.fromkeys(out - set(replay.eliminated()), moves))
    return left


def _kind(game: Game) -> tuple[str, str]:
    if isinstance(game, Tsuro):
        return "tsuro", game.variant
    return "shangrila", ""


def _opponent(record: Record, index: int) -> str:
    """A seat as an opponent: its computer level, or ``person:<name>``."""
    seat = record.seats[index]
    return seat if is_level(seat) else f"person:{record.names[index]}"


def ended(session: Session, day: str, *, daily: str = "", practice: bool = False) -> list[Command]:
    """The command keeping the game on screen in the record, if it is over and is the
    record of the person here, on ``day`` (``daily``, ``practice``: see :func:`result_of`)."""
    result = result_of(session.record, session.game, day, daily=daily, practice=practice)
    return [] if result is None else [KeepResults((result,))]
