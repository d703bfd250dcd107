"""The daily challenge's update: its screen opened (from the start screen, a game, the
calendar or a friend's link), a day's challenge played (scored, continued, or
practice), a result shared, and a friend's game kept beside this device's scored
attempt and opened to be reviewed."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from game.i18n import _
from web.ui.challenge import challenge
from web.ui.commands import (
    Command,
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
from web.ui.env import Env
from web.ui.outcome import GoGame, GoStart, Outcome
from web.ui.review.model import Review
from web.ui.saved import Record
from web.ui.session import Session
from web.ui.storage.messages import SavesListed

DailyMessage = Intent | Results


def daily(screen: Daily | None, env: Env, message: DailyMessage) -> Outcome[Daily | None]:
    """A button of the daily challenge (its ``screen``, None when another is on show),
    or the answer to sharing a result."""
    match message:
        case OpenDaily():
            return show(env.today(), env.today())
        case CloseDaily():
            return Outcome(screen, go=GoStart())
        case ShowDay(text):
            try:
                day = read_day(text)
            except ValueError:
                return Outcome(screen)
            return show(day, env.today()) if day <= env.today() else Outcome(screen)
        case PlayDaily(kind) | Practise(kind) | ShareDaily(kind) | ReviewRival(kind):
            if screen is not None and screen.saves is not None and kind in GAMES:
                return _on_screen(screen, env, message, kind)
        case DailyRead(kept, problem):
            return _read(screen, kept, problem)
        case ComputersChecked():
            return checked(screen, message)
        case DailyShared(kind, url, done):
            shared = None if screen is None else replace(screen, shared=(kind, url))
            if not done:
                return Outcome(
                    shared, alert=_("The result could not be copied: this browser refused.")
                )
            return Outcome(
                shared, notice=_("The result and its link were copied: paste them to a friend.")
            )
    return Outcome(screen)


def _on_screen(
    screen: Daily,
    env: Env,
    message: PlayDaily | Practise | ShareDaily | ReviewRival,
    kind: str,
) -> Outcome[Daily | None]:
    """A button of one game's challenge on the screen (its saves read)."""
    if isinstance(message, ShareDaily):
        return Outcome(screen, _share(screen, kind))
    if isinstance(message, ReviewRival):
        return _review_rival(screen, env.clock(), kind)
    return Outcome(screen, _play(screen, env, kind, isinstance(message, Practise)))


def show(day: date, today: date) -> Outcome[Daily]:
    """The challenges of ``day`` (the core leaves the game on screen, and saves it,
    first): the saves read, and what this device keeps of the daily challenges, today
    seen."""
    return Outcome(Daily(day, today), [ListSaves(), KeepDaily("seen", day=today)])


def opened(fragment: str, today: date) -> Outcome[Daily | None]:
    """The page opened with a daily challenge's link: that challenge's day shown, the
    friend's game kept for later (a damaged link: today's, and why not)."""
    try:
        shared = read_link(fragment, today)
    except Exception as reason:  # a ValueError in words, or data no page writes
        words = str(reason) if isinstance(reason, ValueError) else _("it is damaged")
        alert = _("This daily challenge link could not be opened: {reason}.").format(reason=words)
        return replace(show(today, today), alert=alert)
    shown = show(shared.day, today)
    if shared.kind == "shangrila":  # its computers' moves must be the day's
        check = CheckComputers(shared.kind, shared.day, shared.game)
        notice = _("Checking your friend’s game against the day’s computers…")
        return replace(shown, commands=[*shown.commands, check], notice=notice)
    return _befriend(shown, shared.kind, shared.day, shared.game)


def _befriend(
    outcome: Outcome[Daily | None], kind: str, day: date, game: str
) -> Outcome[Daily | None]:
    """A friend's game kept at once, whatever is done next."""
    notice = _(
        "A friend shared their result of this challenge: it is kept on this device, and "
        "you see it beside yours once your scored attempt is over."
    )
    commands = [*outcome.commands, KeepDaily("friend", kind, day, game)]
    return replace(outcome, commands=commands, notice=notice)


def checked(screen: Daily | None, message: ComputersChecked) -> Outcome[Daily | None]:
    """A friend's Shangri-La game replayed against the day's computers: kept if each of
    their moves is the day's, else refused in words (the sharer chose them)."""
    if message.problem:
        alert = _(
            "Your friend’s result could not be checked ({reason}), so it was not kept: "
            "open their link again."
        ).format(reason=message.problem)
    elif message.at >= 0:
        reason = _("its computers’ move {n} is not the one the day’s Medium computers play").format(
            n=message.at + 1
        )
        alert = _("This daily challenge link could not be opened: {reason}.").format(reason=reason)
    else:
        return _befriend(Outcome(screen), message.kind, message.day, message.game)
    return Outcome(screen, notice="", alert=alert)


def listed(screen: Daily, message: SavesListed) -> Outcome[Daily]:
    """The saves read for the screen."""
    return _kept_beside(replace(screen, saves=message.records))


def _read(screen: Daily | None, kept: Kept, problem: str) -> Outcome[Daily | None]:
    """What this device keeps of the daily challenges, read (or the reason it could not
    be read or changed): on the screen, if it is the daily challenge's."""
    alert = None
    if problem:
        alert = _("The daily challenges kept on this device: {reason}.").format(reason=problem)
    if screen is None:
        return Outcome(screen, alert=alert)
    first = screen.kept is None  # (the days brought up to date once: a change refused
    beside = _kept_beside(replace(screen, kept=kept), days=first)  # stays so, never asked again)
    return replace(beside, alert=alert)


def _kept_beside(screen: Daily, *, days: bool = True) -> Outcome[Daily]:
    """Once both are read: each game's scored attempt of the shown day that the entry
    does not have is written to it (saves from before it; only if ``days``), and the
    first friend's game kept in the attempt's mark."""
    if screen.saves is None or screen.kept is None:
        return Outcome(screen)
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
            screen = replace(screen, saves=saves)
            commands.append(Save(kept, current=False, replaces=scored.version))
    return Outcome(screen, commands)


def _play(screen: Daily, env: Env, kind: str, practise: bool) -> list[Command]:
    """Start (or continue) the shown day's challenge of ``kind``: the scored attempt if
    there is none yet, continued while it is under way, else practice."""
    if screen.kept is None or screen.day > env.today():
        return []  # (the entry not read yet; a day to come is never played)
    scored = screen.scored(kind)
    if scored is not None and not practise and not played(scored.game).is_over():
        return [ReadSave(scored.id)]
    practice = scored is not None or screen.held_back(kind) is not None
    if practice:
        return start(env.clock(), kind, Marker(screen.day, True))
    friends = screen.friends(kind)
    mark = Marker(screen.day, False, friends[0] if friends else None)
    return [KeepDaily("started", kind, screen.day), *start(env.clock(), kind, mark)]


def start(clock: str, kind: str, mark: Marker) -> list[Command]:
    """Start ``kind``'s challenge of the day ``mark`` says, scored or practice (a
    rematch at the end of a daily game: practice), its save dated ``clock``."""
    practice = mark.practice
    daily = challenge(kind, mark.day)
    game = daily.start()
    draft = Record(
        "",
        game.encode(),
        _names(kind, len(daily.seats)),
        list(daily.seats),
        clock,
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


def _review_rival(screen: Daily, clock: str, kind: str) -> Outcome[Daily | None]:
    """Review the friend's game of the shown challenge, once this device's scored
    attempt is over: opened read-only, named as the friend's, and never saved (so a
    reload never comes back to it, and no list names it as one's own)."""
    scored = screen.scored(kind)
    mark = None if scored is None else scored.daily
    if scored is None or mark is None or mark.rival is None or not played(scored.game).is_over():
        return Outcome(screen)
    game = played(mark.rival).copy()
    names = _names(kind, len(scored.seats))
    if kind == "shangrila":
        names[0] = _("Your friend")
    else:
        names = [_("Your friend’s pawn {n}").format(n=n + 1) for n in range(len(names))]
    friend = Marker(mark.day, practice=True, friend=True)
    record = Record("", mark.rival, names, list(scored.seats), clock, here=[])
    record.hints, record.daily = False, friend
    session = Session.open(record, game)
    session.apart = _("it is your friend’s game")  # (never saved: "Not saved: ...")
    session.saved = len(game.history)
    session.review = Review.of(session)
    notice = _("Your friend’s game, looked back over: it is not saved as yours.")
    return Outcome(screen, notice=notice, go=GoGame(session))  # (the review's title: focus)
