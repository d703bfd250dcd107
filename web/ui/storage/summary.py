"""A saved game as its card on the start screen shows it: whose turn it is and its
last move, in words, and a picture of its position (:func:`summary`)."""

from __future__ import annotations

from functools import lru_cache

import game as engines
from game.i18n import _
from web.ui.saved import Record
from web.ui.session import Session


def summary(record: Record, language: str) -> tuple[str, str]:
    """Whose turn it is in a saved game and its last move, and a picture of its
    position (worked out once per game and language)."""
    here = None if record.here is None else tuple(record.here)
    return _summary_of(record.game, tuple(record.names), tuple(record.seats), here, language)


@lru_cache(maxsize=512)
def _summary_of(
    encoded: str,
    names: tuple[str, ...],
    seats: tuple[str, ...],
    here: tuple[int, ...] | None,
    language: str,
) -> tuple[str, str]:
    seen_here = None if here is None else list(here)
    record = Record("1", encoded, list(names), list(seats), "", here=seen_here)
    try:
        session = Session.open(record, engines.decode(encoded))
    except ValueError:
        return "", ""
    return _turn_words(session), session.kind.view.thumbnail(session.game)


def _turn_words(session: Session) -> str:
    """Whose turn it is in a game, for this device, and the last move."""
    game = session.game
    if session.ending() is not None:
        turn = _("Game over")
    elif (waiting := session.waiting_for()) is not None:
        turn = _("Waiting for {name}").format(name=session.names[waiting])
    elif session.computer(game.to_move) is not None:
        turn = _("A computer’s turn")
    elif len(session.people()) == 1:
        turn = _("Your turn")
    else:
        turn = _("{name}’s turn").format(name=session.names[game.to_move])
    last = session.log[-1][1] if session.log else _("no move yet")
    return _("{turn}. Last move: {last}.").format(turn=turn, last=last)
