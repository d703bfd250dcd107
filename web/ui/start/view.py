"""The start screen: each game as a card (its picture, how to begin), the saved games
(drawn by :mod:`web.ui.storage.view`), and the form that sets up a table."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from game.i18n import N_, _
from game.levels import LEVEL_WORDS
from web.ui.daily.messages import OpenDaily
from web.ui.games import GAMES, Choice, Toggle
from web.ui.intents import attributes, button
from web.ui.messages import OpenGuide
from web.ui.records import view as records_view
from web.ui.saved import NAME_LENGTH
from web.ui.start.form import ELSEWHERE, FORM_KINDS, Seat, Setup
from web.ui.start.messages import MoveUp, QuickStart, SetUp, StartGame
from web.ui.storage import view as stored
from web.ui.storage.view import Saves

#: What the form calls each kind of seat.
SEAT_TEXT = {
    "person": N_("Person"),
    "remote": N_("Person elsewhere (by link)"),
    "live": N_("Person elsewhere (live)"),
    "post": N_("Person elsewhere (turn-based)"),
    **LEVEL_WORDS,
}


def start(
    setup: Setup,
    saves: Saves,
    bots: bool,
    pictures: Mapping[str, str],
    puzzles: str = "",
    waiting: str = "",
) -> str:
    """The games as cards (a picture of each, how to play it), the daily challenge, the
    games by post ``waiting`` for a person here (their section), the ``puzzles``
    (theirs), the saved games, and the form that sets up a table."""
    return (
        '<section class="games" aria-labelledby="start-title">'
        f'<h2 id="start-title" tabindex="-1">{_("Choose a game")}</h2>'
        f'<div class="cards">{_cards(bots, pictures)}</div>'
        f'<p class="daily-open">{button(OpenDaily(), escape(_("Daily challenge")))}</p>'
        "</section>"
        f"{waiting}{puzzles}{stored.saves(saves)}{records_view.entry()}{_form(setup, bots)}"
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
        "You move every pawn, one after another: place all 35 tiles with no pawn leaving the board."
    )
    return (
        f"<fieldset><legend>{_('Pawns')}</legend><label>{_('Number of pawns')} "
        f'<select data-field="count" aria-label="{_("Number of pawns")}">{counts}</select>'
        f'</label><p class="hint">{escape(hint)}</p></fieldset>'
    )


def _seat(setup: Setup, index: int, seat: Seat, bots: bool) -> str:
    number = index + 1
    kinds = FORM_KINDS if bots else ("person", "remote", "live", "post")
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
