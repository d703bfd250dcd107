"""The start screen: each game as a card (its picture, how to begin), the saved games,
and the form that sets up a table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from game.i18n import N_, _, date, ngettext
from web.ui.form import ELSEWHERE, FORM_KINDS, Seat, Setup
from web.ui.games import GAMES, Choice, Toggle
from web.ui.intents import attributes
from web.ui.messages import (
    EVERY_DAMAGED,
    AskDelete,
    ConfirmDelete,
    Continue,
    FewerSaves,
    KeepSave,
    MoveUp,
    OpenGuide,
    QuickStart,
    SetUp,
    ShowSaves,
    StartGame,
)
from web.ui.review.messages import ReviewSave
from web.ui.saves import NAME_LENGTH, Record
from web.ui.screens.frame import bdi, button

#: What the form calls each kind of seat.
SEAT_TEXT = {
    "person": N_("Person"),
    "remote": N_("Person elsewhere (by link)"),
    "live": N_("Person elsewhere (live)"),
    "easy": N_("Computer (easy)"),
    "medium": N_("Computer (medium)"),
    "hard": N_("Computer (hard)"),
}


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


def start(
    setup: Setup, saves: Saves, bots: bool, pictures: Mapping[str, str], puzzles: str = ""
) -> str:
    """The games as cards (a picture of each, how to play it), the ``puzzles`` (their
    section), the saved games, and the form that sets up a table."""
    return (
        '<section class="games" aria-labelledby="start-title">'
        f'<h2 id="start-title" tabindex="-1">{_("Choose a game")}</h2>'
        f'<div class="cards">{_cards(bots, pictures)}</div></section>'
        f"{puzzles}{_saves(saves)}{_form(setup, bots)}"
    )


def _cards(bots: bool, pictures: Mapping[str, str]) -> str:
    """One card per game: its picture, its line, and the ways to begin."""
    cards = []
    for key, kind in GAMES.items():
        low, high = kind.limits
        name = _(kind.title)
        title = f'<span class="sr-only">{name}</span>'
        play = (
            f'<button type="button" class="primary" {attributes(QuickStart(key))}>'
            + _("Play {game} against the computer").format(game=title)
            + "</button>"
            if bots
            else ""
        )
        cards.append(
            f'<article class="game-card" aria-labelledby="card-{key}">'
            f'<div class="card-picture">{pictures.get(key, "")}</div>'
            f'<div class="card-text"><h3 id="card-{key}">{name}</h3>'
            f'<p class="tagline">{_(kind.tagline)} <span class="players">'
            + _("{low}–{high} players").format(low=low, high=high)
            + "</span></p>"
            f'<div class="card-actions">{play}'
            f'<button type="button" {attributes(SetUp(key))}>'
            + _("Set up a table {for_game}").format(
                for_game=f'<span class="sr-only">{_("for {game}").format(game=name)}</span>'
            )
            + f'</button><button type="button" {attributes(OpenGuide(key))}>'
            + _("How to play {game}").format(game=title)
            + "</button></div></div></article>"
        )
    return "".join(cards)


def _form(setup: Setup, bots: bool) -> str:
    """The table's game, players and rules, and the button that starts it."""
    low, high = setup.kind.limits
    games_html = "".join(
        f'<label class="choice"><input type="radio" name="game" data-field="game" '
        f'value="{key}"{" checked" if key == setup.game else ""}> {_(kind.title)}</label>'
        for key, kind in GAMES.items()
    )
    counts = "".join(
        f'<option value="{n}"{" selected" if n == len(setup.seats) else ""}>{n}</option>'
        for n in range(low, high + 1)
    )
    return (
        '<section class="new-game" aria-labelledby="new-title">'
        f'<h2 id="new-title" tabindex="-1">{_("Set up a table")}</h2>'
        f'<fieldset><legend>{_("Game")}</legend><div class="choices">{games_html}</div>'
        f"</fieldset>{_pawns(counts) if setup.solo() else _players(setup, counts, bots)}"
        f"{_options(setup)}{_hints(setup) if bots else ''}"
        f'<button type="button" class="primary" {attributes(StartGame())}>'
        f"{_('Start game')}</button>"
        "</section>"
    )


def _players(setup: Setup, counts: str, bots: bool) -> str:
    """The players: how many, and each one's name, colour and who plays it, in order."""
    seats = "".join(_seat(setup, i, seat, bots) for i, seat in enumerate(setup.seats))
    return (
        f"<fieldset><legend>{_('Players')}</legend><label>{_('Number of players')} "
        f'<select data-field="count" aria-label="{_("Number of players")}">{counts}</select>'
        f'</label><ol class="seats">{seats}</ol>'
        f'<p class="hint">{escape(_("The first player starts; “Move up” changes the order."))}</p>'
        "</fieldset>"
    )


def _pawns(counts: str) -> str:
    """Solo's pawns: how many, all moved by the one person here (no names, no seats)."""
    hint = _(
        "You move every pawn, one after another: place all 35 tiles with no pawn "
        "leaving the board."
    )
    return (
        f"<fieldset><legend>{_('Pawns')}</legend><label>{_('Number of pawns')} "
        f'<select data-field="count" aria-label="{_("Number of pawns")}">{counts}</select>'
        f'</label><p class="hint">{escape(hint)}</p></fieldset>'
    )


def _seat(setup: Setup, index: int, seat: Seat, bots: bool) -> str:
    number = index + 1
    kinds = FORM_KINDS if bots else ("person", "remote", "live")
    kind_options = "".join(
        f'<option value="{k}"{" selected" if k == seat.kind else ""}>{_(SEAT_TEXT[k])}</option>'
        for k in kinds
    )
    colour = ""
    if setup.kind.colours:
        colour_options = "".join(
            f'<option value="{c}"{" selected" if c == seat.colour else ""}>{_(name)}</option>'
            for c, name in setup.kind.colours.items()
        )
        colour = (
            f'<label>{_("Colour")} <select data-field="colour-{index}" '
            f'aria-label="{_("Colour of player {n}").format(n=number)}">{colour_options}'
            "</select></label>"
        )
    up = (
        f'<button type="button" {attributes(MoveUp(index))} '
        f'aria-label="{_("Move up player {n}").format(n=number)}">{_("Move up")}</button>'
        if index
        else ""
    )
    return (
        f'<li class="seat"><label>{_("Name")} <input type="text" data-field="name-{index}" '
        f'value="{escape(seat.name)}" maxlength="{NAME_LENGTH}" '
        f'aria-label="{_("Name of player {n}").format(n=number)}"></label>{colour}'
        f'<label>{_("Played by")} <select data-field="kind-{index}" '
        f'aria-label="{_("Player {n} played by").format(n=number)}">{kind_options}</select>'
        f"</label>{up}</li>"
    )


def _options(setup: Setup) -> str:
    """The game's rule options, as its description declares them."""
    parts = []
    for option in setup.kind.options:
        value = setup.options[option.key]
        if isinstance(option, Choice):
            choices = "".join(
                f'<label class="choice"><input type="radio" name="{option.key}" '
                f'data-field="{option.key}" value="{key}"{" checked" if key == value else ""}>'
                f" {_(text)}</label>"
                for key, text in option.values.items()
            )
            parts.append(f'<div class="choices" aria-label="{_(option.legend)}">{choices}</div>')
        elif isinstance(option, Toggle):
            allowed = option.allowed(len(setup.seats))
            state = (" checked" if value and allowed else "") + ("" if allowed else " disabled")
            parts.append(
                f'<label class="choice"><input type="checkbox" data-field="{option.key}"'
                f"{state}> {_(option.text)}</label>"
            )
    return f"<fieldset><legend>{_('Rules')}</legend>{''.join(parts)}</fieldset>"


def _hints(setup: Setup) -> str:
    """Whether the game offers hints (for a game by link, everyone's choice)."""
    checked = " checked" if setup.offers_hints() else ""
    remote = any(seat.kind in ELSEWHERE for seat in setup.seats)
    note = (
        _("Everyone at the table gets the Hint button: agree on it before you send the link.")
        if remote
        else _("The Hint button shows the move the hard computer would play.")
    )
    return (
        f"<fieldset><legend>{_('Help')}</legend>"
        f'<label class="choice"><input type="checkbox" data-field="hints"{checked}> '
        f'{_("Offer hints")}</label><p class="hint">{escape(note)}</p></fieldset>'
    )


def _saves(saves: Saves) -> str:
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
            ngettext(
                "Show all {n} saved game", "Show all {n} saved games", saves.count
            ).format(n=saves.count),
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


def _save(record: Record, summary: str, picture: str, deleting: str | None) -> str:
    title = _(GAMES[record.kind].title)
    players = ", ".join(record.names)
    moves = ngettext("{n} move", "{n} moves", record.move_count).format(n=record.move_count)
    when = date(record.date)
    which = escape(f"{title}: {players}, {moves}, {when}")
    if deleting == record.id:
        buttons = (
            f"<strong>{_('Delete this game for good?')}</strong> "
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
            "Delete the {n} damaged save for good?", "Delete the {n} damaged saves for good?",
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
