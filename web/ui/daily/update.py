"""The daily challenge's update: its screen opened (from the start screen, a game, the
calendar or a friend's link), a day's challenge played (scored, continued, or
practice), a result shared, and a friend's game kept beside this device's scored
attempt and opened to be reviewed."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from game.i18n import _
from web.ui.arrival.messages import Opened
from web.ui.challenge import challenge
from web.ui.commands import (
    Command,
    DropFragment,
    ListSaves,
    MakeRecord,
    Opening,
    ReadSave,
    Save,
)
from web.ui.daily.commands import CheckComputers, KeepDaily, ShareResult
from web.ui.daily.kept import Kept
from web.ui.daily.messages import (
    CloseDaily,
    ComputersChecked,
    DailyRead,
    DailyShared,
    Intent,
    OpenDaily,
    PlayDaily,
    Practise,
    Results,
    ReviewRival,
    ShareDaily,
    ShowDay,
)
from web.ui.daily.model import GAMES, Daily, played
from web.ui.daily.share import link_fragment, read_link, share_text
from web.ui.daily_mark import Marker, read_day
from web.ui.model import Model
from web.ui.play.model import Playing
from web.ui.play.turns import close, leave, show_turn
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Session
from web.ui.storage.messages import SavesListed

DailyMessage = Intent | Results


def daily(model: Model, message: DailyMessage) -> list[Command]:
    """A button of the daily challenge, or the answer to sharing a result."""
    screen = model.screen
    match message:
        case OpenDaily():
            return show(model, model.env.today())
        case CloseDaily():
            close(model)
        case ShowDay(text):
            try:
                day = read_day(text)
            except ValueError:
                return []
            return show(model, day) if day <= model.env.today() else []
        case PlayDaily(kind) | Practise(kind) | ShareDaily(kind) | ReviewRival(kind):
            if isinstance(screen, Daily) and screen.saves is not None and kind in GAMES:
                return _on_screen(model, screen, message, kind)
        case DailyRead(kept, problem):
            return _read(model, kept, problem)
        case ComputersChecked():
            return checked(model, message)
        case DailyShared(kind, url, done):
            if not done:
                model.alert = _("The result could not be copied: this browser refused.")
            else:
                model.notice = _("The result and its link were copied: paste them to a friend.")
            if isinstance(screen, Daily):
                model.screen = replace(screen, shared=(kind, url))
    return []


def _on_screen(
    model: Model,
    screen: Daily,
    message: PlayDaily | Practise | ShareDaily | ReviewRival,
    kind: str,
) -> list[Command]:
    """A button of one game's challenge on the screen (its saves read)."""
    if isinstance(message, ShareDaily):
        return _share(screen, kind)
    if isinstance(message, ReviewRival):
        return _review_rival(model, screen, kind)
    return _play(model, screen, kind, isinstance(message, Practise))


def show(model: Model, day: date) -> list[Command]:
    """The challenges of ``day`` (the game on screen left, and saved, first): the saves
    read, and what this device keeps of the daily challenges, today seen."""
    session = model.session
    commands = [] if session is None else leave(model, session)
    today = model.env.today()
    model.screen = Daily(day, today)
    return [*commands, ListSaves(), KeepDaily("seen", day=today)]


def opened(model: Model, message: Opened) -> list[Command]:
    """The page opened with a daily challenge's link: that challenge's day shown, the
    friend's game kept for later (a damaged link: today's, and why not)."""
    model.still = model.still or message.still
    try:
        shared = read_link(message.fragment, model.env.today())
    except Exception as reason:  # a ValueError in words, or data no page writes
        words = str(reason) if isinstance(reason, ValueError) else _("it is damaged")
        commands = show(model, model.env.today())
        model.alert = _("This daily challenge link could not be opened: {reason}.").format(
            reason=words
        )
        return [DropFragment(), *commands]
    commands = show(model, shared.day)
    if shared.kind == "shangrila":  # its computers' moves must be the day's
        model.notice = _("Checking your friend’s game against the day’s computers…")
        return [DropFragment(), *commands, CheckComputers(shared.kind, shared.day, shared.game)]
    return [DropFragment(), *commands, *_befriend(model, shared.kind, shared.day, shared.game)]


def _befriend(model: Model, kind: str, day: date, game: str) -> list[Command]:
    """A friend's game kept at once, whatever is done next."""
    model.notice = _(
        "A friend shared their result of this challenge: it is kept on this device, and "
        "you see it beside yours once your scored attempt is over."
    )
    return [KeepDaily("friend", kind, day, game)]


def checked(model: Model, message: ComputersChecked) -> list[Command]:
    """A friend's Shangri-La game replayed against the day's computers: kept if each of
    their moves is the day's, else refused in words (the sharer chose them)."""
    if message.problem:
        model.alert = _(
            "Your friend’s result could not be checked ({reason}), so it was not kept: "
            "open their link again."
        ).format(reason=message.problem)
    elif message.at >= 0:
        reason = _(
            "its computers’ move {n} is not the one the day’s Medium computers play"
        ).format(n=message.at + 1)
        model.alert = _("This daily challenge link could not be opened: {reason}.").format(
            reason=reason
        )
    else:
        return _befriend(model, message.kind, message.day, message.game)
    model.notice = ""
    return []


def listed(model: Model, screen: Daily, message: SavesListed) -> list[Command]:
    """The saves read for the screen."""
    model.screen = screen = replace(screen, saves=message.records)
    return _kept_beside(model, screen)


def _read(model: Model, kept: Kept, problem: str) -> list[Command]:
    """What this device keeps of the daily challenges, read (or the reason it could not
    be read or changed): on the screen, if it is the daily challenge's."""
    if problem:
        model.alert = _("The daily challenges kept on this device: {reason}.").format(
            reason=problem
        )
    screen = model.screen
    if not isinstance(screen, Daily):
        return []
    first = screen.kept is None  # (the days brought up to date once: a change refused
    model.screen = screen = replace(screen, kept=kept)  # stays so, never asked again)
    return _kept_beside(model, screen, days=first)


def _kept_beside(model: Model, screen: Daily, *, days: bool = True) -> list[Command]:
    """Once both are read: each game's scored attempt of the shown day that the entry
    does not have is written to it (saves from before it; only if ``days``), and the
    first friend's game kept in the attempt's mark."""
    if screen.saves is None or screen.kept is None:
        return []
    commands: list[Command] = []
    for kind in GAMES:
        scored = screen.scored(kind)
        if scored is None or scored.daily is None:
            continue
        over = played(scored.game).is_over()
        if days and screen.kept.played(kind, screen.day) != ("over" if over else "started"):
            commands.append(KeepDaily("over" if over else "started", kind, screen.day))
        friends = screen.friends(kind)
        if friends and scored.daily.rival is None:
            kept = replace(
                scored, daily=replace(scored.daily, rival=friends[0]), version=scored.version + 1
            )
            saves = tuple(kept if r is scored else r for r in screen.saves)
            model.screen = screen = replace(screen, saves=saves)
            commands.append(Save(kept, current=False, replaces=scored.version))
    return commands


def _play(model: Model, screen: Daily, kind: str, practise: bool) -> list[Command]:
    """Start (or continue) the shown day's challenge of ``kind``: the scored attempt if
    there is none yet, continued while it is under way, else practice."""
    if screen.kept is None or screen.day > model.env.today():
        return []  # (the entry not read yet; a day to come is never played)
    scored = screen.scored(kind)
    if scored is not None and not practise and not played(scored.game).is_over():
        return [ReadSave(scored.id)]
    practice = scored is not None or screen.held_back(kind) is not None
    if practice:
        return start(model, kind, Marker(screen.day, True))
    friends = screen.friends(kind)
    commands = start(model, kind, Marker(screen.day, False, friends[0] if friends else None))
    return [KeepDaily("started", kind, screen.day), *commands]


def start(model: Model, kind: str, mark: Marker) -> list[Command]:
    """Start ``kind``'s challenge of the day ``mark`` says, scored or practice (a
    rematch at the end of a daily game: practice)."""
    practice = mark.practice
    daily = challenge(kind, mark.day)
    game = daily.start()
    draft = Record(
        "",
        game.encode(),
        _names(kind, len(daily.seats)),
        list(daily.seats),
        model.env.clock(),
        here=[i for i, seat in enumerate(daily.seats) if seat == "person"],
        daily=mark,
    )
    draft.hints = practice  # the scored attempt is played without the computer's hints
    notice = (
        _("Practice: this game does not change your score of the day.")
        if practice
        else _("Your scored attempt of the day: only this first game counts.")
    )
    return [MakeRecord(draft, game, Opening(_("The daily challenge could not be started"), notice))]


def _names(kind: str, players: int) -> list[str]:
    """The names of a daily challenge's seats, in the start form's words."""
    if kind == "tsuro":
        return [_("Pawn {n}").format(n=n + 1) for n in range(players)]
    return [_("You"), *(_("Computer {n}").format(n=n) for n in range(1, players))]


def _share(screen: Daily, kind: str) -> list[Command]:
    """Copy the scored attempt's result: the text and the link with its game."""
    scored = screen.scored(kind)
    if scored is None or not played(scored.game).is_over():
        return []
    text = share_text(kind, screen.day, scored.game)
    fragment = link_fragment(screen.day, scored.game, scored.names, scored.seats)
    return [ShareResult(kind, text, fragment)]


def _review_rival(model: Model, screen: Daily, kind: str) -> list[Command]:
    """Review the friend's game of the shown challenge, once this device's scored
    attempt is over: opened read-only, named as the friend's, and never saved (so a
    reload never comes back to it, and no list names it as one's own)."""
    scored = screen.scored(kind)
    mark = None if scored is None else scored.daily
    if scored is None or mark is None or mark.rival is None or not played(scored.game).is_over():
        return []
    game = played(mark.rival).copy()
    names = _names(kind, len(scored.seats))
    if kind == "shangrila":
        names[0] = _("Your friend")
    else:
        names = [_("Your friend’s pawn {n}").format(n=n + 1) for n in range(len(names))]
    friend = Marker(mark.day, practice=True, friend=True)
    record = Record("", mark.rival, names, list(scored.seats), model.env.clock(), here=[])
    record.hints, record.daily = False, friend
    session = Session.open(record, game)
    session.apart = _("it is your friend’s game")  # (never saved: "Not saved: ...")
    session.saved = len(game.history)
    model.screen = Playing(session)
    session.review = Review.of(session)
    model.notice = _("Your friend’s game, looked back over: it is not saved as yours.")
    return show_turn(model, session)  # (the review's title takes the focus: update._after)
