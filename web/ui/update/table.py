"""What every part of the update shares: opening a game, saving it, leaving it, and
moving its turn on (a person's screen, or a computer asked for its move).

Each function changes the model and returns the commands it needs.
"""

from __future__ import annotations

from game.core import Game, IllegalMove
from game.i18n import _, ngettext
from web.ui.commands import AskBot, Command, FollowLog, ForgetCurrent, Save, StartBots
from web.ui.messages import Opening
from web.ui.model import HandOver, Model, Playing, Start
from web.ui.saves import Record
from web.ui.session import Idle, Session, Thinking


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
    if any(session.computer(p) and session.plays_here(p) for p in game.players):
        commands.append(StartBots())
    commands += write(model, session, record)
    commands.append(FollowLog())
    if opening.new_since is not None:
        model.notice = news_since(session, opening.new_since)
    elif opening.notice:
        model.notice = opening.notice
    return commands + show_turn(model, session)


def write(model: Model, session: Session, record: Record, *, current: bool = True) -> list[Command]:
    """Save ``record`` in place of the version this tab knows is stored."""
    command = Save(record, current, replaces=session.stored)
    session.record, session.stored = record, record.version
    session.saved, session.save_failed = len(session.game.history), False
    return [command]


def leave(model: Model, session: Session) -> list[Command]:
    """Back to the start screen; the game stays saved (written now if it was not)."""
    commands = []
    if session.saved != len(session.game.history):
        commands = write(model, session, session.snapshot(model.env.clock()), current=False)
    close(model)
    return [*commands, ForgetCurrent()]


def close(model: Model) -> None:
    """The start screen (its saves read anew)."""
    model.screen = Start()


def play(model: Model, session: Session, move: str) -> list[Command]:
    """Play ``move`` in the game on screen, save, and move the turn on."""
    try:
        news = session.play(move)
    except IllegalMove as reason:
        model.alert = _("That move is not allowed: {reason}").format(reason=reason)
        return []
    if news:
        model.notice = " ".join(news)
    return changed(model, session)


def changed(model: Model, session: Session) -> list[Command]:
    """After a move or an undo: save, then the next turn."""
    commands: list[Command] = [FollowLog()]
    commands += write(model, session, session.snapshot(model.env.clock()))
    return commands + show_turn(model, session)


def show_turn(model: Model, session: Session) -> list[Command]:
    """The screen of the player to move, and a computer's turn asked for."""
    model.screen = HandOver(session) if session.needs_hand_over() else Playing(session)
    return next_turn(model, session)


def next_turn(model: Model, session: Session) -> list[Command]:
    """Ask the computer to move for, if it is one's turn and this device plays it."""
    level = session.computer_to_move()
    if level is None or not isinstance(session.turn, Idle):
        return []
    token = model.token()
    session.turn = Thinking(token, level)
    return [AskBot(token, session.game.encode(), level, seed(session))]


def seed(session: Session) -> int:
    """The computer players' seed for this move of this game."""
    return int(session.record.id) * 100_003 + len(session.game.history)


def news_since(session: Session, since: int) -> str:
    """The moves since the last visit, in words."""
    new = [words for _, words in session.log[since:]]
    count = ngettext(
        "{n} new move since your last visit", "{n} new moves since your last visit", len(new)
    ).format(n=len(new))
    more = "" if len(new) <= 3 else " " + _("(and more)")
    return f"{count}: " + "; ".join(new[-3:]) + more
