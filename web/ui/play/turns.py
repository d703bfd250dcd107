"""The game on screen's turns: its moves played, a computer asked for its move, and the
news of a game opened. Each function changes the model and returns the commands it
needs; the screens a game opens, shows and leaves are the core's
(:mod:`web.ui.update.screens`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import IllegalMove
from game.i18n import _, ngettext
from game.levels import Level
from game.tsuro import Tsuro
from web.ui.challenge import day_seed
from web.ui.commands import (
    SPLIT_ABOVE,
    AskBot,
    Command,
    KeepSolo,
    StartBots,
)
from web.ui.session import Idle, Session, Thinking
from web.ui.update.table import changed

if TYPE_CHECKING:
    from web.ui.model import Model


def play(model: Model, session: Session, move: str) -> list[Command]:
    """Play ``move`` in the game on screen, save, and move the turn on."""
    try:
        news = session.play(move)
    except IllegalMove as reason:
        model.alert = _("That move is not allowed: {reason}").format(reason=reason)
        return []
    if news:
        model.notice = " ".join(news)
    game = session.game
    if isinstance(game, Tsuro) and game.variant == "solo" and session.ending() is not None:
        return [*changed(model, session), KeepSolo(len(game.players), game.placed_count())]
    return changed(model, session)


def next_turn(model: Model, session: Session) -> list[Command]:
    """Ask the computer to move for, if it is one's turn and this device plays it."""
    level = session.computer_to_move()
    if level is None or not isinstance(session.turn, Idle) or session.review is not None:
        return []
    token = model.token()
    session.turn = Thinking(token, level)
    return ask_bot(session, token, level)


def ask_bot(session: Session, token: int, level: Level, *, hint: bool = False) -> list[Command]:
    """Ask the computer players for ``level``'s move now. A hard search at a table of more
    than :data:`SPLIT_ABOVE` players first starts every worker that shares it: a hint,
    or a computer seat handed to this device in live play, may be the first search of
    a table whose opening started one worker."""
    ask = AskBot(token, session.game.encode(), level, seed(session), hint)
    if level == "hard" and len(session.game.players) > SPLIT_ABOVE:
        return [StartBots(True), ask]
    return [ask]


def seed(session: Session) -> int:
    """The computer players' seed for this move of this game (of a daily challenge, from
    the day's seed: the computers answer the same moves alike for everyone)."""
    daily = session.record.daily
    base = int(session.record.id) if daily is None else day_seed(session.kind.key, daily.day)
    return base * 100_003 + len(session.game.history)


def news_since(session: Session, since: int) -> str:
    """The moves since the last visit, in words."""
    new = [words for _, words in session.log[since:]]
    count = ngettext(
        "{n} new move since your last visit", "{n} new moves since your last visit", len(new)
    ).format(n=len(new))
    more = "" if len(new) <= 3 else " " + _("(and more)")
    return f"{count}: " + "; ".join(new[-3:]) + more
