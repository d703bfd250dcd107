"""The page's update: ``update(model, message) -> (model, commands)``.

The router forwards every message (:data:`web.ui.messages.Message`) to the feature
whose concern it is, whole feature unions by ``isinstance``, then one ``match`` that
ends in ``assert_never``: mypy fails if a message has no case.

- :mod:`web.ui.start.update`: the start screen's form, and new games made from it;
- :mod:`web.ui.storage.update`: the saved games listed, opened and deleted, and
  storage's answers and other tabs' changes;
- :mod:`web.ui.arrival.update`: links arriving (merged, or a question asked);
- :mod:`web.ui.play.update`: a game's turns (board, computers, hints, undo), its link
  and leaving it;
- :mod:`web.ui.live.update` and :mod:`web.ui.live.room`: live play's buttons and its
  room's news; :mod:`web.ui.review.update`: a game looked
  back over, and its sandbox;
- :mod:`web.ui.daily.update`: the daily challenge;
- :mod:`web.ui.puzzles.update`: the puzzles, their list and the one on screen;
- :mod:`~web.ui.update.preferences`: language, theme and the guide.

Before the ``match``, :func:`_dismiss` does what any act of a person does first (the
notice cleared, the question on screen closed); nothing else changes the model before
a message reaches its module.

The model is changed in place (a game is a mutable engine object) and returned.
The update reads nothing from outside but the messages and the model's clock and
seed source: storage is read by commands whose answers come back as messages.

>>> from web.ui.env import Env
>>> from web.ui.start.messages import StartGame
>>> model, commands = update(Model(env=Env(clock=lambda: "2026-11-23")), StartGame())
>>> [type(c).__name__ for c in commands]   # the saves are read for the start screen
['MakeRecord', 'ListSaves']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import assert_never

from game.i18n import _, ngettext
from web.ui.arrival import update as arrival
from web.ui.arrival.messages import ChooseSeat, KeepBranch, LinkMatched, Opened
from web.ui.arrival.model import BranchChoice, SeatChoice
from web.ui.commands import (
    Command,
    DrawQr,
    DropFragment,
    Focus,
    ListSaves,
    Save,
    ScrollTop,
    SetTitle,
    Unchanged,
)
from web.ui.daily import messages as daily_messages
from web.ui.daily import update as daily
from web.ui.daily.model import Daily
from web.ui.daily.share import is_daily_link
from web.ui.follow import register
from web.ui.links import QR_LIMIT
from web.ui.live import messages as live_messages
from web.ui.live import room
from web.ui.live import update as live
from web.ui.messages import (
    CloseGuide,
    Crashed,
    GuideStep,
    Intent,
    Message,
    OpenGuide,
    Overflowed,
    Preference,
)
from web.ui.model import Model
from web.ui.play import messages as play_messages
from web.ui.play import update as play
from web.ui.play.messages import BoardClick, ConfirmUndo, Key, LinkCopied, TimerDone
from web.ui.play.model import HandOver
from web.ui.post import messages as post_messages
from web.ui.post import update as post
from web.ui.puzzles import messages as puzzle_messages
from web.ui.puzzles import update as puzzles
from web.ui.puzzles.link import is_puzzle_link
from web.ui.puzzles.model import Puzzles, Solving
from web.ui.records import messages as records_messages
from web.ui.records import update as records
from web.ui.records.model import Records
from web.ui.review import messages as review_messages
from web.ui.review import update as reviewing
from web.ui.review.messages import Analysed, AnalysisFailed, RecordSent, ReviewSave
from web.ui.session import Session
from web.ui.start import messages as start_messages
from web.ui.start import update as start
from web.ui.start.model import Start
from web.ui.storage import messages as storage_messages
from web.ui.storage import update as storage
from web.ui.storage.messages import SaveAsNew, SavesListed, SoloKept
from web.ui.update import follow, preferences
from web.ui.update.screens import own, settle

register(opened=follow.OPENED, moved=follow.MOVED, ended=follow.ENDED)  # in one list

#: Where the keyboard focus goes when a screen opens.
FIRST_FOCUS = {
    "start": "#start-title",
    "seat": "#seat-title",
    "branch": "#branch-title",
    "handoff": "#handoff-title",
    "game": "#status",
    "daily": "#daily-title",
    "records": "#records-title",
    "puzzles": "#puzzles-title",
    "puzzle": "#puzzle-title",
}


def update(model: Model, message: Message) -> tuple[Model, list[Command]]:
    """Handle ``message``: the model, changed, and the commands to carry out in order."""
    before = model.screen.name, model.guide.game if model.guide else None
    dismissed = _dismiss(model, message)
    if isinstance(message, ConfirmUndo) and not dismissed.undo:
        return model, []  # a stale "yes" from a question no longer asked
    screen, guiding = model.screen, isinstance(message, OpenGuide | GuideStep | CloseGuide)
    if isinstance(screen, SeatChoice | BranchChoice) and isinstance(message, Intent):
        # a link's question is answered (the guide opens over it)
        commands = (
            _route(model, message, dismissed.deleting)
            if guiding
            else settle(model, arrival.answered(screen, message))
        )
    else:
        routed = _daily(model, message)
        commands = _route(model, message, dismissed.deleting) if routed is None else routed
    if isinstance(message, SavesListed):  # the tables by post among the saves, kept
        model.post, synced = post.sync(model.post, _reading(model), message.records)
        commands += synced
    return model, commands + _after(model, before, commands)


@dataclass(frozen=True)
class Dismissed:
    """The questions a person's act closed: the save whose deletion was being asked
    (``deleting``), and whether taking back a move was being asked (``undo``)."""

    deleting: str | None = None
    undo: bool = False


def _dismiss(model: Model, message: Message) -> Dismissed:
    """What any act of a person does before its own handling, the one change made to
    the model before routing: a button pressed clears the notice and the alert and
    closes the question on screen (a save to delete, a move to take back), which the
    button may be the answer to (the :class:`Dismissed` returned); a link opened (a new
    address) clears them too, as they were about what was on screen before; a button, a
    click or a key on the board stops the last moves from moving."""
    dismissed = Dismissed()
    if isinstance(message, Opened):
        model.notice = model.alert = ""
    if isinstance(message, Intent):
        model.notice = model.alert = ""
        deleting = model.screen.deleting if isinstance(model.screen, Start) else None
        if isinstance(model.screen, Start):
            model.screen = replace(model.screen, deleting=None)
        dismissed = Dismissed(deleting, model.confirming_undo)
        model.confirming_undo = False
    if model.session is not None and isinstance(message, Intent | BoardClick | Key):
        model.session.fresh = False
    return dismissed


def _daily(model: Model, message: Message) -> list[Command] | None:
    """The commands of a message that the daily challenge takes before its usual
    handling (a daily link opened, the saves read for its screen); None for others."""
    if isinstance(message, Opened) and is_daily_link(message.fragment):
        model.still = model.still or message.still
        return [DropFragment(), *settle(model, daily.opened(message.fragment, model.env.today()))]
    if isinstance(message, SavesListed) and isinstance(model.screen, Daily):
        return settle(model, daily.listed(model.screen, message))
    return None


InGame = (
    play_messages.OnScreen
    | storage_messages.OnScreen
    | live_messages.OnScreen
    | review_messages.OnScreen
)
"""The messages about the game on screen (:func:`_in_game` routes them)."""


def _route(model: Model, message: Message, deleting: str | None) -> list[Command]:
    """The commands of the feature whose concern ``message`` is."""
    session = model.session
    if isinstance(message, puzzle_messages.Intent | puzzle_messages.Results):
        listing = own(model.screen, Puzzles) or own(model.screen, Solving)
        return settle(model, puzzles.act(listing, model.env.today(), message))
    if (puzzled := _solving(model, message)) is not None:
        return puzzled
    if isinstance(message, InGame):
        # a game's button pressed after its game was left does nothing
        return [] if session is None else _in_game(model, session, message)
    if isinstance(message, live_messages.News):
        return settle(model, room.news(_hearing(model), session, message))
    if isinstance(message, live_messages.HostsMessage):
        return _hosts(model, session, message)
    if isinstance(message, daily_messages.Intent | daily_messages.Results):
        return settle(model, daily.daily(own(model.screen, Daily), model.env, message))
    if isinstance(message, records_messages.Intent):
        return settle(model, records.act(own(model.screen, Records), model.env.today(), message))
    if isinstance(message, records_messages.Results):
        mine = own(model.screen, Records)
        return settle(model, records.answered(mine, model.env.today(), message))
    if isinstance(message, start_messages.Form):
        return _form(model, message)
    if isinstance(message, storage_messages.Saves):
        return settle(model, storage.saves(own(model.screen, Start), model.env, message, deleting))
    if isinstance(message, storage_messages.Stored):
        return settle(model, storage.stored(model, message))
    if isinstance(message, TimerDone) and (timed := _timer(model, message)) is not None:
        return timed
    if isinstance(message, play_messages.Awaited):
        return play.answer(model, session, message)
    if isinstance(message, Preference):
        return preferences.prefer(model, message)
    if isinstance(message, post_messages.Relays | post_messages.Plain):
        return _post(model, message)
    match message:
        case Opened() if is_puzzle_link(message.fragment):
            return _puzzle_link(model, message)
        case Opened():
            return settle(model, arrival.opened(model, message))
        case LinkMatched():
            return settle(model, arrival.matched(model.network.hosts, message))
        case ChooseSeat() | KeepBranch():
            return []  # their screen has gone
        case ReviewSave():
            return reviewing.from_card(message)
        case Analysed() | AnalysisFailed():
            return [] if session is None else settle(model, reviewing.analysed(session, message))
        case RecordSent():
            return settle(model, reviewing.sent(message))
        case SoloKept(pawns, best):
            if session is not None:
                session.solo_best = (pawns, best)
            return []
        case Crashed() | Overflowed():
            model.alert = _failure(message)
            return []
        case _:
            assert_never(message)


def _hosts(
    model: Model, session: Session | None, message: live_messages.HostsMessage
) -> list[Command]:
    """The form of this device's hosts: live play's update gets its own state, the
    ``Network``, and gives it back with what happened."""
    model.network, outcome = live.hosts(model.network, session, message)
    commands = settle(model, outcome)
    model.post, synced = post.sync(model.post, _reading(model))  # (the hosts' yes)
    return commands + synced


def _solving(model: Model, message: Message) -> list[Command] | None:
    """The board's messages and a link copied while a puzzle is on screen; None for any
    other."""
    if isinstance(model.screen, Solving) and isinstance(message, BoardClick | Key):
        return settle(model, puzzles.board(model.screen, message))
    if isinstance(model.screen, Solving) and isinstance(message, LinkCopied):
        return settle(model, puzzles.copied(model.screen, message))
    return None


def _timer(model: Model, done: TimerDone) -> list[Command] | None:
    """A timer of play by post (the relays asked again) or of a live peer's messages
    that waited; None for the others (the game's, :mod:`web.ui.play.update`'s)."""
    session = model.session
    if done.token and done.token == model.post.tick:
        model.post, fetching = post.ticked(model.post, _reading(model))
        return fetching
    if session is not None and room.waking(session, done):
        return settle(model, room.woken(_hearing(model), session, done.token))
    return None


def _post(model: Model, message: post_messages.Relays | post_messages.Plain) -> list[Command]:
    """Play by post's news: its update gets its own state and what it reads, and gives
    them back with what happened; a save it changed is listed anew on the start
    screen."""
    model.post, outcome = post.heard(model.post, _reading(model), message)
    commands = settle(model, outcome)
    if isinstance(model.screen, Start) and any(isinstance(c, Save) for c in commands):
        model.screen = replace(model.screen, saves=None)  # (read anew: _after)
    return commands


def _reading(model: Model) -> post.Reading:
    """What play by post reads of the model."""
    return post.Reading(model.env, model.token, model.network, model.session)


def _hearing(model: Model) -> room.Hearing:
    """What live play's room reads of the model."""
    return room.Hearing(model.env, model.token, model.network)


def _form(model: Model, message: start_messages.Form) -> list[Command]:
    """The start screen's form: its update gets the form alone (and the seed, clock and
    whether computers play here) and gives it back with what happened."""
    model.setup, outcome = start.form(model.setup, model.env, model.bots, message)
    return settle(model, outcome)


def _puzzle_link(model: Model, opened: Opened) -> list[Command]:
    """The page opened with a puzzle's link: that puzzle on screen (the game on screen
    left, and saved, first), or the start screen and why not; then what any link opened
    does (arrival's ``opened``)."""
    linked = settle(model, puzzles.linked(opened.fragment))
    return [DropFragment(), *linked, *settle(model, arrival.opened(model, opened))]


def _failure(failed: Crashed | Overflowed) -> str:
    """What the page says when carrying out an event failed."""
    if isinstance(failed, Overflowed):
        return _(
            "Something from outside the page was nested too deeply to be read, and was "
            "refused. Your saved games are safe."
        )
    return _(
        "Something went wrong in the page ({problem}). Your saved games are safe; "
        "reload the page if it does not behave as it should."
    ).format(problem=failed.problem)


def _in_game(model: Model, session: Session, message: InGame) -> list[Command]:
    """The commands of a message about the game on screen (under review, only the
    review's own and leaving)."""
    if isinstance(message, play_messages.Leaving | play_messages.Reveal):
        return settle(model, play.moving_on(model, session, message))
    if isinstance(message, review_messages.CloseReview | review_messages.KeepTry):
        return settle(model, reviewing.leaving(session, model.env.clock(), message))
    if isinstance(message, review_messages.OnScreen) or (
        session.review is not None and isinstance(message, BoardClick | Key)
    ):
        handing_over = isinstance(model.screen, HandOver)
        outcome = reviewing.review(session, message, handing_over=handing_over, token=model.token)
        return settle(model, outcome)
    if isinstance(message, live_messages.OnScreen):
        model.network, outcome = live.act(model.network, model.env, session, message)
        commands = settle(model, outcome)
        model.post, synced = post.sync(model.post, _reading(model))  # (the hosts' yes)
        return commands + synced
    if isinstance(message, SaveAsNew):
        return storage.save_as_new(model, session)
    return play.on_screen(model, session, message)


def _after(model: Model, before: tuple[str, str | None], commands: list[Command]) -> list[Command]:
    """What every change of screen needs: the saves read for the start screen, the QR
    code drawn anew (or hidden on another screen), the new screen from its top."""
    after: list[Command] = []
    session = model.session
    if isinstance(model.screen, Start) and model.screen.saves is None:
        after.append(ListSaves())
    if session is not None and session.qr and model.screen.name != before[0]:
        session.qr = False
    redrawn = not any(isinstance(command, Unchanged) for command in commands)
    if redrawn and model.qr_shown():
        after.append(DrawQr(model.share_fragment()))  # drawn anew with its tools
    live = session.live if session is not None else None
    if redrawn and live is not None and live.invitation_qr and live.invitation is not None:
        invitation = model.invite_fragment(*live.invitation)
        if len(invitation) <= QR_LIMIT:  # drawn anew with the live table's box
            after.append(DrawQr(invitation, "invite-qr"))
    title = _title(model)
    if title != model.title:
        model.title = title
        after.append(SetTitle(title))
    guide = model.guide.game if model.guide else None
    if (model.screen.name, guide) != before:
        first = "#review-title" if session and session.review else FIRST_FOCUS[model.screen.name]
        after += [ScrollTop(), Focus("#guide-title" if guide else first)]
    return after


def _title(model: Model) -> str:
    """What the tab's title begins with: "Your turn" when a live game waits for a
    person here (seen from another tab, too); else, how many games by post wait for a
    person here, when no game is on screen."""
    session = model.session
    if session is None:
        waiting = len(model.post.waiting)
        return (
            ngettext("{n} game waits for you", "{n} games wait for you", waiting).format(n=waiting)
            if waiting
            else ""
        )
    if session.live is None or session.live.status == "asking":
        return ""
    return _("Your turn") if model.offered() and session.here(session.game.to_move) else ""
