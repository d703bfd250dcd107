"""What every part of the update shares: opening a game, saving it, leaving it, and
moving its turn on (a person's screen, or a computer asked for its move).

Each function changes the model and returns the commands it needs.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from game.core import Game, IllegalMove
from game.i18n import _, ngettext
from game.levels import Level
from game.tsuro import Tsuro
from web.ui import signing
from web.ui.commands import (
    SPLIT_ABOVE,
    AskBot,
    Command,
    FollowLog,
    ForgetCurrent,
    KeepSolo,
    Save,
    StartBots,
)
from web.ui.daily.challenge import day_seed
from web.ui.daily.commands import KeepDaily
from web.ui.live.commands import JoinRoom, LeaveRoom, SendPeers
from web.ui.live.model import Live
from web.ui.live.wire import Moved, encode
from web.ui.model import Model
from web.ui.play.model import HandOver, Playing
from web.ui.records.result import ended
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Idle, Session, Thinking
from web.ui.start.model import Start
from web.ui.storage.messages import Opening


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
    commands += ended(session, model.env.clock()[:10])  # a game opened finished counts once, too
    commands += go_live(model, session)
    commands.append(FollowLog())
    if opening.new_since is not None:
        model.notice = news_since(session, opening.new_since)
    elif opening.notice:
        model.notice = opening.notice
    if opening.review is not None:
        session.review = Review.of(session, opening.review)
    return commands + show_turn(model, session)


def save(model: Model, session: Session, record: Record, *, current: bool = True) -> list[Command]:
    """Save ``record`` in place of the version this tab knows is stored (nothing while
    the game is kept apart)."""
    if session.apart is not None:
        return []
    command = Save(record, current, replaces=session.stored)
    session.record, session.stored = record, record.version
    session.saved, session.save_failed = len(session.game.history), False
    return [command]


def go_live(model: Model, session: Session) -> list[Command]:
    """A live table's game opened: join its room if the player has agreed to the hosts
    it contacts (its own yes for a table's own hosts; else the page asks first)."""
    table = session.record.live
    if table is None:
        return []
    moves = len(session.game.history)
    agreed = model.table_agreed(table)
    session.live = Live(table, "connecting" if agreed else "asking", peers_have=moves)
    return [join(model, session.live)] if agreed else []


def join(model: Model, live: Live) -> JoinRoom:
    """The command that joins a live table's room through its hosts: those its link
    named, for a table that keeps its own, else this device's."""
    hosts = model.table_hosts(live.table)
    return JoinRoom(live.table.room, live.table.key, hosts.relays, hosts.ice_servers())


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
    if isinstance(game, Tsuro) and game.variant == "solo" and game.is_over():
        return [*changed(model, session), KeepSolo(len(game.players), game.placed_count())]
    return changed(model, session)


def changed(model: Model, session: Session) -> list[Command]:
    """After a move or an undo: sign the moves made here (at a live table), tell the
    live table, save, keep the result of a game that ended, then the next turn."""
    _sign(session)
    commands: list[Command] = [FollowLog(), *share(session)]
    commands += save(model, session, session.snapshot(model.env.clock()))
    if session.game.is_over():
        commands += ended(session, model.env.clock()[:10])
        mark = session.record.daily
        if mark is not None and not mark.practice:  # the day's scored attempt is over
            commands.append(KeepDaily("over", session.kind.key, mark.day))
    return commands + show_turn(model, session)


def share(session: Session) -> list[Command]:
    """The moves made here that the live table's peers do not have yet, sent to them
    (once one has said hello; else they get the game when they do)."""
    live, moves = session.live, len(session.game.history)
    if live is None or moves == live.peers_have:
        return []
    if moves < live.peers_have or not any(peer.hello for peer in live.peers.values()):
        live.peers_have = min(live.peers_have, moves)  # taken back here: the next move differs
        return []
    live.peers_have = moves
    session.record.sent = moves  # other devices have them now: undo asks first
    table = session.record.live
    signed = table.signed if table is not None else ()
    return [SendPeers(encode(Moved(session.game.encode(), signed)))]


def _sign(session: Session) -> None:
    """Sign, with a key of this device's seats, each move of a live table's game made
    here that has no signature yet (a person's here, or a computer's this device plays);
    drop the signatures of moves taken back."""
    table = session.record.live
    if session.live is None or table is None or not table.keyed:
        return
    here = sorted(session.record.here or [])
    if not here:
        return  # a watcher signs nothing
    game = session.game
    movers = _movers_from(game, table.start + len(table.signed))

    def signer(index: int) -> int | None:
        mover = movers.get(index)
        if mover is None:
            return None
        seat = game.players.index(mover)
        if session.here(mover):
            return seat
        return here[0] if session.plays_here(mover) else None

    signed = signing.sign(table, game.history, signer)
    if signed != table:
        session.record = replace(session.record, live=signed)


def _movers_from(game: Game, start: int) -> dict[int, Hashable]:
    """Who made each move of ``game`` from move ``start`` on, by index."""
    replay, movers = game.copy(), {}
    count = len(game.history)
    for _move in range(max(count - start, 0)):
        replay.undo()
    for index in range(max(start, 0), count):
        movers[index] = replay.to_move
        replay.play(game.history[index])
    return movers


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
