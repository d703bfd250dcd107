"""The saved games on the start screen (:mod:`web.ui.storage`): the most recent with
pictures, the list of every one a page at a time, the damaged ones, and the question
before a save is deleted."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from game.i18n import _, date, ngettext
from web.ui.games import GAMES
from web.ui.intents import button
from web.ui.review.messages import ReviewSave
from web.ui.saved import Record
from web.ui.screens.frame import bdi
from web.ui.storage.messages import (
    EVERY_DAMAGED,
    AskDelete,
    ConfirmDelete,
    Continue,
    FewerSaves,
    KeepSave,
    ShowSaves,
)

#: How many of the most recent saved games the start screen shows with pictures.
RECENT = 4
#: How many saved games a page of the list of every one shows.
PAGE = 25
#: How many damaged saves are listed at once (the next ones once these are deleted).
DAMAGED = 10


@dataclass(frozen=True)
class Listing:
    """The list of every saved game (newest first), at ``page``."""

    records: Sequence[Record]
    page: int


@dataclass(frozen=True)
class Saves:
    """The saved games on the start screen: the ``recent`` ones, each with
    ``(record, whose turn, picture)``; how many there are; ``(key, reason)`` for each
    damaged one; the one whose deletion waits for a yes; the list of every one, if
    it is open."""

    recent: Sequence[tuple[Record, str, str]]
    count: int
    problems: Sequence[tuple[str, str]]
    deleting: str | None
    listing: Listing | None


def saves(saves: Saves) -> str:
    """The most recent saved games with pictures, the list of every one (a page at a
    time) when it is open, and the damaged ones."""
    deleting = saves.deleting
    rows = [_save(record, summary, picture, deleting) for record, summary, picture in saves.recent]
    rows += [_damaged(key, reason, deleting) for key, reason in saves.problems[:DAMAGED]]
    body = (
        f'<ul class="saves">{"".join(rows)}</ul>' if rows else f"<p>{_('No saved games yet.')}</p>"
    )
    if len(saves.problems) > 1:
        body += _every_damaged(len(saves.problems), deleting)
    more = ""
    if saves.listing is not None:
        more = _listing(saves.listing, deleting)
    elif saves.count > len(saves.recent):
        more = button(
            ShowSaves(0),
            ngettext("Show all {n} saved game", "Show all {n} saved games", saves.count).format(
                n=saves.count
            ),
        )
    return (
        '<section class="saved" aria-labelledby="saved-title">'
        f'<h2 id="saved-title">{_("Saved games")}</h2>{body}{more}'
        f'<p class="hint">{_("Every game is saved on this device after each move.")}</p>'
        "</section>"
    )


def _listing(listing: Listing, deleting: str | None) -> str:
    """One page of the list of every saved game, and the way to the others."""
    records = listing.records
    pages = max(1, -(-len(records) // PAGE))
    page = min(listing.page, pages - 1)
    shown = records[page * PAGE : (page + 1) * PAGE]
    rows = "".join(_save(record, "", "", deleting) for record in shown)
    where = _("Page {page} of {pages}").format(page=page + 1, pages=pages)
    turns = (button(ShowSaves(page - 1), _("Previous page")) if page else "") + (
        button(ShowSaves(page + 1), _("Next page")) if page + 1 < pages else ""
    )
    return (
        '<section class="all-saves" aria-labelledby="all-saves-title">'
        f'<h3 id="all-saves-title" tabindex="-1">{_("All saved games")}</h3>'
        f'<p class="page-of" role="status">{where}</p>'
        f'<ul class="saves compact">{rows}</ul>'
        f'<p class="pages">{turns}{button(FewerSaves(), _("Show fewer"))}</p></section>'
    )


def _scored_warning(record: Record) -> str:
    """Said before a daily challenge's scored attempt is deleted: its day stays played."""
    mark = record.daily
    if mark is None or mark.practice:
        return ""
    words = _(
        "This is your scored attempt of the daily challenge of {day}: deleting it keeps "
        "the day played."
    ).format(day=date(mark.day.isoformat()))
    return f'<span class="save-warning">{escape(words)}</span> '


def _save(record: Record, summary: str, picture: str, deleting: str | None) -> str:
    title = _(GAMES[record.kind].title)
    players = ", ".join(record.names)
    moves = ngettext("{n} move", "{n} moves", record.move_count).format(n=record.move_count)
    when = date(record.date)
    which = escape(f"{title}: {players}, {moves}, {when}")
    if deleting == record.id:
        buttons = (
            f"<strong>{_('Delete this game for good?')}</strong> "
            + _scored_warning(record)
            + button(
                ConfirmDelete(), _("Yes, delete"), label=_("Yes, delete {game}").format(game=which)
            )
            + button(KeepSave(), _("Keep it"))
        )
    else:
        buttons = button(
            Continue(record.id), _("Continue"), label=_("Continue {game}").format(game=which)
        )
        if record.move_count:
            buttons += button(
                ReviewSave(record.id), _("Review"), label=_("Review {game}").format(game=which)
            )
        buttons += button(
            AskDelete(record.id), _("Delete"), label=_("Delete {game}").format(game=which)
        )
    drawn = f'<div class="save-picture">{picture}</div>' if picture else ""
    return (
        f'<li class="save">{drawn}'
        f'<div class="save-text"><span class="save-game">{title}</span> '
        f'<span class="save-players">{", ".join(bdi(name) for name in record.names)}</span> '
        f'<span class="save-moves">{moves}</span> '
        f'<span class="save-date">{escape(when)}</span> '
        f'<span class="save-turn">{escape(summary)}</span> '
        f'<span class="save-buttons">{buttons}</span></div></li>'
    )


def _every_damaged(count: int, deleting: str | None) -> str:
    """The button that deletes every damaged save (a yes asked for first)."""
    if deleting == EVERY_DAMAGED:
        question = ngettext(
            "Delete the {n} damaged save for good?",
            "Delete the {n} damaged saves for good?",
            count,
        ).format(n=count)
        buttons = (
            f"<strong>{question}</strong> "
            + button(ConfirmDelete(), _("Yes, delete"))
            + button(KeepSave(), _("Keep them"))
        )
    else:
        words = ngettext(
            "Delete the {n} damaged save", "Delete all {n} damaged saves", count
        ).format(n=count)
        buttons = button(AskDelete(EVERY_DAMAGED), words)
    return f'<p class="damaged-all">{buttons}</p>'


def _damaged(key: str, reason: str, deleting: str | None) -> str:
    if deleting == key:
        buttons = button(ConfirmDelete(), _("Yes, delete")) + button(KeepSave(), _("Keep it"))
    else:
        buttons = button(AskDelete(key), _("Delete"), label=_("Delete the damaged save"))
    skipped = _("A saved game could not be read and was skipped: {reason}.")
    return (
        f'<li class="save damaged" role="alert">'
        f"{escape(skipped.format(reason=reason))} {buttons}</li>"
    )
