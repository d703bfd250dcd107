"""The daily challenge's screen (each game's challenge of the day shown, its attempts,
results and sharing, and the calendar of earlier days) and its box on a daily game's
screen."""

from __future__ import annotations

import calendar
from dataclasses import replace
from datetime import date, timedelta
from html import escape

from game.i18n import N_, _, month, ngettext
from game.i18n import date as written
from web.ui.challenge import FIRST_DAY, SOLO_PAWNS
from web.ui.daily.messages import (
    CloseDaily,
    PlayDaily,
    Practise,
    ReviewRival,
    ShareDaily,
    ShowDay,
)
from web.ui.daily.model import GAMES, Attempts, Daily, attempts, played, score
from web.ui.daily.share import share_text
from web.ui.daily_mark import Marker
from web.ui.games import GAMES as KINDS
from web.ui.intents import button
from web.ui.review.messages import ReviewSave
from web.ui.saved import Record

#: Each button's words, one whole message per game (a title slotted into a sentence
#: needs its article and case in Italian and French: "la sfida dei Ponti di Shangri-La").
WORDS = {
    "tsuro": {
        "play": N_("Play Tsuro’s challenge"),
        "continue": N_("Continue your scored attempt at Tsuro"),
        "share": N_("Share your result at Tsuro"),
        "review": N_("Review your game of Tsuro"),
        "rival": N_("Review your friend’s game of Tsuro"),
        "practise": N_("Play Tsuro’s challenge again as practice"),
    },
    "shangrila": {
        "play": N_("Play the Bridges of Shangri-La challenge"),
        "continue": N_("Continue your scored attempt at the Bridges of Shangri-La"),
        "share": N_("Share your result at the Bridges of Shangri-La"),
        "review": N_("Review your game of the Bridges of Shangri-La"),
        "rival": N_("Review your friend’s game of the Bridges of Shangri-La"),
        "practise": N_("Play the Bridges of Shangri-La challenge again as practice"),
    },
}


def said(kind: str, which: str) -> str:
    """A button's words for ``kind``'s challenge, translated and escaped."""
    return escape(_(WORDS[kind][which]))


def day_words(day: date) -> str:
    """A day as the language in use writes dates."""
    return written(day.isoformat())


def screen(daily: Daily) -> str:
    """The screen: the day's challenge of each game, then the calendar."""
    today = daily.day == daily.today
    title = (
        _("Today’s challenges")
        if today
        else _("Challenges of {day}").format(day=day_words(daily.day))
    )
    cards = "".join(_card(daily, kind) for kind in GAMES)
    return (
        '<section class="daily" aria-labelledby="daily-title">'
        f'<h2 id="daily-title" tabindex="-1">{_("Daily challenge")}: {escape(title)}</h2>'
        f'<p class="daily-about">{escape(_about())}</p>'
        f'<div class="daily-cards">{cards}</div>'
        f"{_calendar(daily)}"
        f'<p class="daily-back">{button(CloseDaily(), escape(_("Back to menu")))}</p>'
        "</section>"
    )


def _about() -> str:
    return _(
        "The same challenges for everyone each day (the date in UTC). Your first game of "
        "a challenge is your scored attempt; you may play it again afterwards, as practice."
    )


def _rules(kind: str) -> str:
    """What a game's challenge is, in a sentence."""
    if kind == "tsuro":
        return _("Solo with {pawns} pawns: place all 35 tiles without losing a pawn.").format(
            pawns=SOLO_PAWNS
        )
    return _("You play first against two Medium computers, who answer alike for everyone.")


def _card(daily: Daily, kind: str) -> str:
    """One game's challenge of the day: play it, its results, share them."""
    name = _(KINDS[kind].title)
    head = (
        f'<article class="daily-game" aria-labelledby="daily-{kind}">'
        f'<h3 id="daily-{kind}">{escape(name)}</h3><p>{escape(_rules(kind))}</p>'
    )
    if daily.saves is None:
        return head + f"<p>{escape(_('Reading your games…'))}</p></article>"
    tried = attempts(daily.saves, kind, daily.day)
    tried = replace(tried, scored=daily.scored(kind))  # (none, for a day played ahead)
    return head + _attempt(daily, kind, tried, bool(daily.friends(kind))) + "</article>"


def _attempt(daily: Daily, kind: str, tried: Attempts, waiting: bool) -> str:
    """What a game's card says of this device's attempts, and its buttons."""
    scored = tried.scored
    waits = _(
        "A friend’s result of this challenge is waiting: you see it once your scored "
        "attempt is over."
    )
    friend = f'<p class="daily-waiting">{escape(waits)}</p>' if waiting else ""
    if scored is None and daily.held_back(kind) is not None:
        again = button(Practise(kind), said(kind, "practise"), primary=True)
        return f"<p>{escape(_held_back(daily.held_back(kind)))}</p>{friend}<p>{again}</p>"
    if scored is None:
        play = button(PlayDaily(kind), said(kind, "play"), primary=True)
        return f"<p>{escape(_('Not played yet.'))}</p>{friend}<p>{play}</p>"
    if not played(scored.game).is_over():
        go_on = button(PlayDaily(kind), said(kind, "continue"), primary=True)
        return f"<p>{escape(_('Your scored attempt is under way.'))}</p>{friend}<p>{go_on}</p>"
    return _results(daily, kind, scored, tried.practice)


def _held_back(state: str | None) -> str:
    """Why a day with no scored attempt here is not played for its score again."""
    if state == "ahead":
        return _(
            "This day’s challenge was played here before its day came, by this device’s "
            "clock: it is not scored. You may play it as practice."
        )
    return _(
        "Your scored attempt of this day was played here and its saved game deleted: "
        "the day stays played. You may play it as practice."
    )


def _results(daily: Daily, kind: str, scored: Record, practice: int) -> str:
    """A finished scored attempt: its result beside the friend's, sharing, reviews and
    practice."""
    mark = scored.daily
    rival = mark.rival if mark is not None else None
    rows = [(_("Your result"), score(played(scored.game)))]
    for game in dict.fromkeys([*([rival] if rival else []), *daily.friends(kind)]):
        rows.append((_("Your friend’s result"), score(played(game))))
    results = "".join(
        f"<div><dt>{escape(who)}</dt><dd>{escape(what)}</dd></div>" for who, what in rows
    )
    buttons = [
        button(ShareDaily(kind), said(kind, "share"), primary=True),
        button(ReviewSave(scored.id), said(kind, "review")),
    ]
    if rival is not None:
        buttons.append(button(ReviewRival(kind), said(kind, "rival")))
    buttons.append(button(Practise(kind), said(kind, "practise")))
    practised = (
        "<p>"
        + escape(ngettext("{n} practice game.", "{n} practice games.", practice).format(n=practice))
        + "</p>"
        if practice
        else ""
    )
    text = share_text(kind, daily.day, scored.game)
    url = daily.shared[1] if daily.shared is not None and daily.shared[0] == kind else ""
    link = (
        f'<label class="daily-link">{escape(_("Challenge link"))} '
        f'<input type="text" readonly value="{escape(url)}"></label>'
        if url
        else ""
    )
    return (
        f'<dl class="daily-results">{results}</dl>'
        f'<label class="daily-link">{escape(_("Text to share"))}'
        f'<textarea class="daily-share" readonly rows="3">{escape(text)}</textarea></label>'
        f"{link}{practised}"
        f'<div class="daily-actions">{"".join(buttons)}</div>'
    )


def _calendar(daily: Daily) -> str:
    """The days of the shown day's month that had a challenge, up to today, as buttons
    named with each game's result; a month before or after, if it had any."""
    day = daily.day
    first = max(day.replace(day=1), FIRST_DAY)
    last = min(day.replace(day=calendar.monthrange(day.year, day.month)[1]), daily.today)
    items = []
    for number in range(first.day, last.day + 1):
        shown = day.replace(day=number)
        current = ' aria-current="date"' if shown == day else ""
        marks, label = _day_marks(daily, shown)
        items.append(
            "<li>"
            + button(
                ShowDay(shown.isoformat()),
                f'{number}<span class="sr-only">: {escape(label)}</span>{marks}',
                more=current,
            )
            + "</li>"
        )
    before = first - timedelta(days=1)
    after = last + timedelta(days=1)
    moves = []
    if before >= FIRST_DAY:
        moves.append(button(ShowDay(before.isoformat()), escape(_("Month before"))))
    if after <= daily.today:
        moves.append(button(ShowDay(after.isoformat()), escape(_("Month after"))))
    heading = _("Earlier days: {month}").format(month=month(day.year, day.month))
    return (
        '<nav class="daily-calendar" aria-labelledby="calendar-title">'
        f'<h3 id="calendar-title">{escape(heading)}</h3>'
        f'<ol class="calendar">{"".join(items)}</ol>'
        f'<p class="calendar-moves">{"".join(moves)}</p></nav>'
    )


def _day_marks(daily: Daily, day: date) -> tuple[str, str]:
    """A day's visible marks (one dot per game whose scored attempt is over) and the
    rest of its button's name, after the day's number: the date and each game's result,
    "played, its saved game deleted" or "not played"."""
    parts, dots = [], ""
    for kind in GAMES:
        scored = attempts(daily.saves or (), kind, day).scored
        kept = daily.kept.played(kind, day) if daily.kept is not None else None
        if scored is None and kept is not None:
            said = _("played, its saved game deleted")
        elif scored is None:
            said = _("not played")
        else:
            said = score(played(scored.game))
            dots += (
                '<span class="dot" aria-hidden="true">•</span>'
                if played(scored.game).is_over()
                else ""
            )
        parts.append(_("{game}: {result}").format(game=_(KINDS[kind].title), result=said))
    return dots, day_words(day) + ". " + "; ".join(parts) + "."


def _friends_box(mark: Marker) -> str:
    """The box on a friend's game: whose game and which day's (its result is the game's
    end, said above it)."""
    what = _("Your friend’s game of the daily challenge of {day}, looked back over.").format(
        day=day_words(mark.day)
    )
    go = button(ShowDay(mark.day.isoformat()), escape(_("Results and sharing")))
    label = escape(_("Daily challenge"))
    return (
        f'<section class="daily-box" data-daily="friend" aria-label="{label}">'
        f"<p>{escape(what)}</p><p>{go}</p></section>"
    )


def box(mark: Marker, game_over: bool, encoded: str) -> str:
    """The box on a daily game's screen: whose day, scored or practice, and at the end
    its result (and the friend's), with a way to the daily challenge's screen."""
    if mark.friend:
        return _friends_box(mark)
    kind = "scored" if not mark.practice else "practice"
    what = (
        _("Daily challenge of {day}: your scored attempt.")
        if kind == "scored"
        else _("Daily challenge of {day}: practice (not scored).")
    ).format(day=day_words(mark.day))
    said = ""
    if game_over:
        own = score(played(encoded))
        words = (
            _("Your result: {score}.") if kind == "scored" else _("Practice result: {score}.")
        ).format(score=own)
        said = f"<p><strong>{escape(words)}</strong></p>"
        if mark.rival is not None and kind == "scored":
            theirs = _("Your friend’s result: {score}.").format(score=score(played(mark.rival)))
            said += f"<p>{escape(theirs)}</p>"
    go = button(
        ShowDay(mark.day.isoformat()),
        escape(_("Results and sharing")) if game_over else escape(_("Daily challenge")),
    )
    label = escape(_("Daily challenge"))
    return (
        f'<section class="daily-box" data-daily="{kind}" aria-label="{label}">'
        f"<p>{escape(what)}</p>{said}<p>{go}</p></section>"
    )
