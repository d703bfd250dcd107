"""The game on screen's turns: a game opened, its moves played, its turn moved on (a
person's screen, or a computer asked for its move), and the game left.

Each function changes the model and returns the commands it needs. :class:`Turns`
is the play feature's part in what follows a move: the next turn.
"""

from __future__ import annotations

from game.core import Game, IllegalMove
from game.i18n import _, ngettext
from game.levels import Level
from game.tsuro import Tsuro
from web.ui.challenge import day_seed
from web.ui.commands import (
    SPLIT_ABOVE,
    AskBot,
    Command,
    FollowLog,
    ForgetCurrent,
    KeepSolo,
    Opening,
    StartBots,
)
from web.ui.follow import Follower
from web.ui.live.commands import LeaveRoom
from web.ui.model import Model
from web.ui.play.model import HandOver, Playing
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Idle, Session, Thinking
from web.ui.start.model import Start
from web.ui.update.table import changed, opened, save


class Turns(Follower):
    """After a move: the screen of the player to move, and a computer asked."""

    def moved(self, model: Model, session: Session) -> list[Command]:
        return show_turn(model, session)


def enter(model: Model, record: Record, game: Game, opening: Opening) -> list[Command]:
    """Open ``game`` of ``record``, saving it over the stored version the opening
    replaces; on a failure, the start screen and the opening's words for it."""
    try:
        session = Session.open(record, game)
    except ValueError as reason:
        close(model)
        model.alert = _("{failure}: {reason}.").format(failure=opening.failure, reason=reason)
        return []
    session.stored, session.new_since = opening.replaces, opening.new_since
    model.screen = Playing(session)
    commands: list[Command] = []
    here = [session.computer(p) for p in game.players if session.plays_here(p)]
    if any(here):  # a computer plays here: its worker starts (and the others of a split search)
        commands.append(StartBots("hard" in here and len(game.players) > SPLIT_ABOVE))
    commands += save(model, session, record)
    commands += opened(model, session)  # a live table's room; a game opened finished kept
    commands.append(FollowLog())
    if opening.new_since is not None:
        model.notice = news_since(session, opening.new_since)
    elif opening.notice:
        model.notice = opening.notice
    if opening.review is not None:
        session.review = Review.of(session, opening.review)
    return commands + show_turn(model, session)


def leave(model: Model, session: Session) -> list[Command]:
    """Back to the start screen; the game stays saved (written now if it was not)."""
    commands: list[Command] = [LeaveRoom()] if session.live is not None else []
    if session.saved != len(session.game.history):
        commands = save(model, session, session.snapshot(model.env.clock()), current=False)
    close(model)
    return [*commands, ForgetCurrent()]


def close(model: Model) -> None:
    """The start screen (its saves read anew; the form of live hosts closed)."""
    model.screen = Start()
    model.hosts_form = None


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


def show_turn(model: Model, session: Session) -> list[Command]:
    """The screen of the player to move, and a computer's turn asked for."""
    model.screen = HandOver(session) if session.needs_hand_over() else Playing(session)
    return next_turn(model, session)


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
