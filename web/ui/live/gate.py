"""The gate every move from another device passes before it is shown, asked about or
saved: a move message, a greeting, a game that went another way, a link to a live
table (:func:`signed_game`).

A peer's game is judged against the one on screen (:func:`judge`): it must be the same
table's, every move this device lacks must be one the rules allow, and, at a table whose
moves are signed, signed by a seat allowed to make it (:func:`web.ui.signing.checked`:
on that move or a later one, at most one check a seat). A move message may bring only
the moves of the seats its sender proved (and of the computers its device plays); a
greeting may bring any signed move (a device back from its link gets its own moves back
from the table). A game that went another way is a question for the player only when
every move of it from where the two part is signed, and never when it changes moves
made before the table went live. A table set up before moves were signed checks no
signatures: a peer's game may then bring only the moves of the seats its sender proved.
Nothing here changes the game; the caller carries the :data:`Verdict` out.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import game as engines
from game.core import Game
from game.i18n import _
from web.ui import signing
from web.ui.session import Session, computer_device
from web.ui.table_keys import Table


@dataclass(frozen=True)
class Behind:
    """The peer's game is this device's, or behind it (a late or repeated message):
    the peer has ``moves`` of ours; ``signed``: the signatures to keep now (the
    peer's of moves this device had none for; None: none to change)."""

    moves: int
    signed: tuple[str, ...] | None


@dataclass(frozen=True)
class OursKept:
    """The two games raced over a computer's turn, and both devices keep this one."""


@dataclass(frozen=True)
class Diverged:
    """The two games went different ways from move ``at`` (the peer's game, encoded as
    ``theirs``, every move of it from there signed: ``signed``, None at a table that
    signs nothing): a question for the player."""

    theirs: str
    at: int
    signed: tuple[str, ...] | None


@dataclass(frozen=True)
class Taken:
    """The peer's game is taken: this device's moves from ``at`` give way to
    ``moves``, with the signatures ``signed``; ``raced``: this device's computers'
    moves given up in a race; ``own``: moves for this device's seats it lacked."""

    at: int
    moves: tuple[str, ...]
    signed: tuple[str, ...] | None
    raced: int
    own: int


Verdict = Behind | OursKept | Diverged | Taken
"""What :func:`judge` finds of a peer's game against the one on screen."""


def judge(
    session: Session,
    seats: tuple[int, ...],
    text: str,
    signed: tuple[str, ...],
    *,
    strict: bool,
    spend: Callable[[], None] = lambda: None,
) -> Verdict:
    """A peer's game ``text`` (its moves' signatures ``signed``; ``seats``: the seats
    its sender proved; ``strict``: a move message) against the one on screen, changing
    neither. ValueError (its reason in words) when it is refused; ``spend()`` is called
    before each signature checked."""
    ours = session.game
    try:
        theirs = engines.decode(text, known=ours)  # only the moves ours lacks are played
    except ValueError as reason:
        rules = _("a game the rules do not allow ({reason})").format(reason=reason)
        raise ValueError(rules) from None
    if _header(text) != _header(ours.encode()):
        raise ValueError(_("a game of another table"))
    table = session.record.live
    keyed = table is not None and table.keyed
    mine, their_moves = ours.history, theirs.history
    if their_moves == mine or mine[: len(their_moves)] == their_moves:
        return Behind(len(their_moves), _lacking(session, theirs, signed, spend))
    if not seats:
        raise ValueError(_("moves from a watcher"))
    strict = strict or not keyed  # unsigned moves: only the sender's own
    at = len(mine)
    if their_moves[:at] != mine:
        raced_at = _raced(session, their_moves, text)
        if raced_at is None:
            return _diverged(session, theirs, signed, spend)
        if raced_at == at:
            return OursKept()
        at = raced_at
    raced = len(mine) - at  # this device's computers' moves given up for the peer's
    replay, own, movers = ours.copy(), 0, {}
    for _move in mine[at:]:
        replay.undo()
    for index, move in enumerate(their_moves[at:], at):
        mover = movers[index] = replay.to_move
        if raced and session.computer(mover) is not None:
            pass  # in a race, the peer's device played this computer too
        elif session.plays_here(mover):
            # only a greeting brings them: this device's own moves, made before it lost
            # them (back from its link) or on another device of the same seat
            if strict:
                raise ValueError(_("a move for a seat played on this device"))
            own += 1
        elif strict and not _may_move(session, mover, seats):
            raise ValueError(_("a move for a seat they do not hold"))
        replay.play(move)
    checked = _signed(session, theirs, at, signed, movers, spend)
    return Taken(at, tuple(their_moves[at:]), checked, raced, own)


def _diverged(
    session: Session, theirs: Game, signed: tuple[str, ...], spend: Callable[[], None]
) -> Diverged:
    """A peer's game that went another way than this device's: a question for the
    player if every move of it from where they part is signed; ValueError otherwise."""
    table = session.record.live
    if table is None or not table.keyed:
        raise ValueError(_("a game that went another way, which this table cannot check"))
    mine, their_moves = session.game.history, theirs.history
    at = next(i for i, (a, b) in enumerate(zip(mine, their_moves, strict=False)) if a != b)
    if at < table.start:
        raise ValueError(_("a game that changes moves made before the table went live"))
    try:
        checked = _signed(session, theirs, at, signed, {}, spend)
    except ValueError:
        raise ValueError(
            _("a game that went another way, without the signatures of its players")
        ) from None
    return Diverged(theirs.encode(), at, checked)


def _lacking(
    session: Session, theirs: Game, signed: tuple[str, ...], spend: Callable[[], None]
) -> tuple[str, ...] | None:
    """The signatures to keep once a peer's game that is this one's, or behind it,
    came: the peer's for the moves it has, if they sign every one of them and this
    device lacks some (its own for the moves after)."""
    table = session.record.live
    if table is None or not table.keyed:
        return None
    count = len(theirs.history) - table.start
    mine = table.signed
    if all(mine[i] if i < len(mine) else False for i in range(count)) or not signed:
        return None  # nothing lacking, or nothing to fill it with
    allowed = _allowed(session.record.seats, theirs, {})
    with contextlib.suppress(ValueError):  # out of checks: kept for another time
        if signing.covered(table, theirs.history, signed, allowed, spend):
            theirs_signed = (*signed[:count], *[""] * (count - len(signed)))
            return (*theirs_signed, *mine[count:])
    return None


def _signed(
    session: Session,
    theirs: Game,
    at: int,
    signed: tuple[str, ...],
    movers: dict[int, Hashable],
    spend: Callable[[], None],
) -> tuple[str, ...] | None:
    """The signatures of a peer's game ``theirs`` whose moves from ``at`` this device
    lacks (see :func:`web.ui.signing.checked`; ``movers``: who made some of the moves,
    the others found by replaying the game when needed); None for a table that signs
    nothing."""
    table = session.record.live
    if table is None or not table.keyed:
        return None
    allowed = _allowed(session.record.seats, theirs, movers)
    return signing.checked(table, theirs.history, at, signed, allowed, spend)


def _allowed(
    seats: Sequence[str], theirs: Game, movers: dict[int, Hashable]
) -> Callable[[int], set[int]]:
    """The seats whose signature may vouch for each move of ``theirs`` (``seats``: who
    plays each seat): a person's own; any person's for a computer's (its move is made
    on a person's device)."""
    players = theirs.players
    persons = {i for i, seat in enumerate(seats) if seat == "person"}

    def allowed(index: int) -> set[int]:
        if index not in movers:
            movers.update(enumerate(_movers(theirs)))
        seat = players.index(movers[index])
        return {seat} if seat in persons else persons

    return allowed


def signed_game(table: Table, game: Game, seats: Sequence[str]) -> bool:
    """True when the table's own signatures vouch for every move of ``game`` from the
    table's start, as :func:`judge` asks of a peer's (a link's game and table)."""
    if not table.keyed:
        return True
    return signing.covered(table, game.history, table.signed, _allowed(seats, game, {}))


def _movers(game: Game) -> list[Hashable]:
    """Who made each move of ``game``, in order."""
    replay = game.copy()
    while replay.history:
        replay.undo()
    movers = []
    for move in game.history:
        movers.append(replay.to_move)
        replay.play(move)
    return movers


def _raced(session: Session, theirs: list[str], text: str) -> int | None:
    """Where this device's game and a peer's went different ways only because both
    played a computer's turn (each took itself for that computer's device, having
    heard of a departure or a return in another order): how many of this device's
    moves both keep; None if the two went apart otherwise (a question for the player).

    Of the two games the longer is kept, or the one whose text sorts first, so that
    both devices keep the same one without asking; this device gives up only
    computers' moves, never a person's.
    """
    game, mine = session.game, session.game.history
    at = next(i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b)
    replay = game.copy()
    for _move in mine[at:]:
        replay.undo()
    for move in mine[at:]:
        if session.computer(replay.to_move) is None:
            return None
        replay.play(move)
    ours_kept = len(mine) > len(theirs) or (len(mine) == len(theirs) and game.encode() < text)
    return len(mine) if ours_kept else at


def _header(encoded: str) -> tuple[object, ...]:
    """A game's kind, options and seed (what makes two games one table's)."""
    from game import codec

    code = codec.game_code(encoded)
    version, header, _moves = codec.unpack(encoded, code)
    return code, version, tuple(header)


def _may_move(session: Session, player: Hashable, seats: tuple[int, ...]) -> bool:
    """True when a device holding ``seats`` may send ``player``'s move: a person's own;
    a computer's, from the device that plays it, or from the one that would once that
    device left (it saw the departure before this device did)."""
    players = session.game.players
    person = session.player_of(player)
    if person is None:
        return False
    seat = players.index(person)
    if seat in seats:
        return True
    if session.live is None or session.computer(player) is None:
        return False
    persons = [session.computer(p) is None for p in players]
    return computer_device(persons, players.index(player), session.live.gone | {seat}) in seats
