"""The markup of the page's screens, as pure functions of what they show.

The start screen (the form and the saved games), the hand-over screen, and the
game screen's own parts: its tools, the end-of-game section and the move log.
The board, the status line and the side panel come from the game's board view.

>>> print(messages("", "Link copied."))
<p class="notice">Link copied.</p>
>>> "Hand the device to Bo" in handoff("Bo")
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from web.ui import shangrila_art, tsuro_art
from web.ui.form import FORM_KINDS, NAME_LENGTH, Seat, Setup
from web.ui.games import GAMES, Choice, Toggle
from web.ui.saves import THEMES, Record
from web.ui.svg import count

#: What the form calls each kind of seat.
SEAT_TEXT = {
    "person": "Person",
    "remote": "Person elsewhere (by link)",
    "easy": "Computer (easy)",
    "medium": "Computer (medium)",
    "hard": "Computer (hard)",
}


def sprite() -> str:
    """The drawings both boards reuse, once in the page (boards ``<use>`` them by id)."""
    return (
        '<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">'
        f"<defs>{shangrila_art.SYMBOLS}{tsuro_art.SYMBOLS}</defs></svg>"
    )


def layout(game: bool) -> str:
    """A screen's frame (a game's, or any other): empty regions, by id, to fill."""
    if game:
        return (
            sprite() + '<div class="game-screen">'
            '<div id="messages" class="messages" aria-live="polite"></div>'
            '<div id="announce" class="sr-only" aria-live="polite"></div>'
            '<div id="status" class="status" role="status" tabindex="-1"></div>'
            '<div class="play"><div id="board" class="board"></div>'
            '<aside id="panel" class="panel"></aside></div>'
            '<div id="tools" class="tools"></div>'
            '<section id="log" class="log" aria-label="Moves"></section>'
            "</div>"
        )
    return (
        sprite() + '<div id="messages" class="messages" aria-live="polite"></div>'
        '<div id="screen"></div><div id="tools" class="tools"></div>'
    )


def messages(alert: str, notice: str) -> str:
    """The alert (something went wrong) and the notice (something happened)."""
    parts = []
    if alert:
        parts.append(f'<p class="alert" role="alert">{escape(alert)}</p>')
    if notice:
        parts.append(f'<p class="notice">{escape(notice)}</p>')
    return "".join(parts)


# -- the start screen -------------------------------------------------------------------


def start(
    setup: Setup,
    records: Sequence[tuple[Record, str, str]],
    problems: Sequence[tuple[str, str]],
    deleting: str | None,
    bots: bool,
    pictures: Mapping[str, str],
) -> str:
    """The games as cards (a picture of each, how to play it), the saved games (each
    with ``(record, whose turn, picture)``), and the form that sets up a table."""
    return (
        '<section class="games" aria-labelledby="start-title">'
        '<h2 id="start-title" tabindex="-1">Choose a game</h2>'
        f'<div class="cards">{_cards(bots, pictures)}</div></section>'
        f"{_saves(records, problems, deleting)}{_form(setup, bots)}"
    )


def _cards(bots: bool, pictures: Mapping[str, str]) -> str:
    """One card per game: its picture, its line, and the ways to begin."""
    cards = []
    for key, kind in GAMES.items():
        low, high = kind.limits
        title = f'<span class="sr-only">{kind.title}</span>'
        play = (
            f'<button type="button" class="primary" data-action="quick" data-arg="{key}">'
            f"Play {title} against the computer</button>"
            if bots
            else ""
        )
        cards.append(
            f'<article class="game-card" aria-labelledby="card-{key}">'
            f'<div class="card-picture">{pictures.get(key, "")}</div>'
            f'<div class="card-text"><h3 id="card-{key}">{kind.title}</h3>'
            f'<p class="tagline">{kind.tagline} <span class="players">'
            f"{low}–{high} players</span></p>"
            f'<div class="card-actions">{play}'
            f'<button type="button" data-action="set-up" data-arg="{key}">'
            f'Set up a table <span class="sr-only">for {kind.title}</span></button>'
            f'<button type="button" data-action="guide" data-arg="{key}">'
            f"How to play {title}</button></div></div></article>"
        )
    return "".join(cards)


def _form(setup: Setup, bots: bool) -> str:
    """The table's game, players and rules, and the button that starts it."""
    low, high = setup.kind.limits
    games_html = "".join(
        f'<label class="choice"><input type="radio" name="game" data-field="game" '
        f'value="{key}"{" checked" if key == setup.game else ""}> {kind.title}</label>'
        for key, kind in GAMES.items()
    )
    counts = "".join(
        f'<option value="{n}"{" selected" if n == len(setup.seats) else ""}>{n}</option>'
        for n in range(low, high + 1)
    )
    seats = "".join(_seat(setup, i, seat, bots) for i, seat in enumerate(setup.seats))
    return (
        '<section class="new-game" aria-labelledby="new-title">'
        '<h2 id="new-title" tabindex="-1">Set up a table</h2>'
        f'<fieldset><legend>Game</legend><div class="choices">{games_html}</div></fieldset>'
        f"<fieldset><legend>Players</legend><label>Number of players "
        f'<select data-field="count" aria-label="Number of players">{counts}</select></label>'
        f'<ol class="seats">{seats}</ol>'
        '<p class="hint">The first player starts; "Move up" changes the order.</p>'
        f"</fieldset>{_options(setup)}"
        '<button type="button" class="primary" data-action="start">Start game</button>'
        "</section>"
    )


def _seat(setup: Setup, index: int, seat: Seat, bots: bool) -> str:
    number = index + 1
    kinds = FORM_KINDS if bots else ("person", "remote")
    kind_options = "".join(
        f'<option value="{k}"{" selected" if k == seat.kind else ""}>{SEAT_TEXT[k]}</option>'
        for k in kinds
    )
    colour = ""
    if setup.kind.colours:
        colour_options = "".join(
            f'<option value="{c}"{" selected" if c == seat.colour else ""}>{name}</option>'
            for c, name in setup.kind.colours.items()
        )
        colour = (
            f'<label>Colour <select data-field="colour-{index}" '
            f'aria-label="Colour of player {number}">{colour_options}</select></label>'
        )
    up = (
        f'<button type="button" data-action="move-up" data-arg="{index}" '
        f'aria-label="Move up player {number}">Move up</button>'
        if index
        else ""
    )
    return (
        f'<li class="seat"><label>Name <input type="text" data-field="name-{index}" '
        f'value="{escape(seat.name)}" maxlength="{NAME_LENGTH}" '
        f'aria-label="Name of player {number}"></label>{colour}'
        f'<label>Played by <select data-field="kind-{index}" '
        f'aria-label="Player {number} played by">{kind_options}</select></label>{up}</li>'
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
                f" {text}</label>"
                for key, text in option.values.items()
            )
            parts.append(f'<div class="choices" aria-label="{option.legend}">{choices}</div>')
        elif isinstance(option, Toggle):
            allowed = option.allowed(len(setup.seats))
            state = (" checked" if value and allowed else "") + ("" if allowed else " disabled")
            parts.append(
                f'<label class="choice"><input type="checkbox" data-field="{option.key}"'
                f"{state}> {option.text}</label>"
            )
    return f"<fieldset><legend>Rules</legend>{''.join(parts)}</fieldset>"


def _saves(
    records: Sequence[tuple[Record, str, str]],
    problems: Sequence[tuple[str, str]],
    deleting: str | None,
) -> str:
    rows = []
    for record, summary, picture in records:
        title = GAMES[record.kind].title
        players = ", ".join(record.names)
        moves = count(record.move_count, "move")
        which = escape(f"{title}: {players}, {moves}, {record.date}")
        if deleting == record.id:
            buttons = (
                f"<strong>Delete this game for good?</strong> "
                f'<button type="button" data-action="delete-yes" '
                f'aria-label="Yes, delete {which}">Yes, delete</button>'
                '<button type="button" data-action="delete-no">Keep it</button>'
            )
        else:
            buttons = (
                f'<button type="button" data-action="continue" data-arg="{escape(record.id)}" '
                f'aria-label="Continue {which}">Continue</button>'
                f'<button type="button" data-action="delete" data-arg="{escape(record.id)}" '
                f'aria-label="Delete {which}">Delete</button>'
            )
        rows.append(
            f'<li class="save"><div class="save-picture">{picture}</div>'
            f'<div class="save-text"><span class="save-game">{title}</span> '
            f'<span class="save-players">{escape(players)}</span> '
            f'<span class="save-moves">{moves}</span> '
            f'<span class="save-date">{escape(record.date)}</span> '
            f'<span class="save-turn">{escape(summary)}</span> '
            f'<span class="save-buttons">{buttons}</span></div></li>'
        )
    for key, reason in problems:
        if deleting == key:
            buttons = (
                '<button type="button" data-action="delete-yes">Yes, delete</button>'
                '<button type="button" data-action="delete-no">Keep it</button>'
            )
        else:
            buttons = (
                f'<button type="button" data-action="delete" data-arg="{escape(key)}" '
                'aria-label="Delete the damaged save">Delete</button>'
            )
        rows.append(
            f'<li class="save damaged" role="alert">A saved game could not be read and was '
            f"skipped: {escape(reason)}. {buttons}</li>"
        )
    body = f'<ul class="saves">{"".join(rows)}</ul>' if rows else "<p>No saved games yet.</p>"
    return (
        '<section class="saved" aria-labelledby="saved-title">'
        f'<h2 id="saved-title">Saved games</h2>{body}'
        '<p class="hint">Every game is saved on this device after each move.</p></section>'
    )


# -- a game on screen -------------------------------------------------------------------


def handoff(name: str) -> str:
    """The screen that hides a secret hand until its player says they hold the device."""
    name = escape(name)
    return (
        '<section class="handoff" aria-labelledby="handoff-title">'
        f'<h2 id="handoff-title" tabindex="-1">Hand the device to {name}</h2>'
        "<p>Your tiles are secret: only you should see the next screen.</p>"
        f'<button type="button" class="primary" data-action="reveal">'
        f"I am {name}: show my tiles</button></section>"
    )


def tools(
    *,
    can_undo: bool,
    link: str,
    retry: bool,
    send_to: str | None,
    confirm_undo: bool,
    qr: bool = False,
    qr_too_long: bool = False,
    saved: bool = True,
    theme: str = "",
) -> str:
    """The game's menu: undo, send or share the link, leave (and try again after a
    computer failed; send the link to the player the game waits for); and whether the
    game is saved (never claimed when the last save failed)."""
    shared = (
        f'<label class="share">Share link <input type="text" readonly '
        f'value="{escape(link)}"></label>'
        if link
        else ""
    )
    first = ""
    if retry:
        first = '<button type="button" class="primary" data-action="retry">Try again</button>'
    elif send_to is not None:
        first = (
            f'<button type="button" class="primary" data-action="send">'
            f"Send to {escape(send_to)}</button>"
        )
    if confirm_undo:
        undo = (
            '<button type="button" class="primary" data-action="undo-yes">Take it back</button>'
            '<button type="button" data-action="undo-no">Keep it</button>'
        )
    else:
        disabled = "" if can_undo else " disabled"
        undo = f'<button type="button" data-action="undo"{disabled}>Undo</button>'
    return (
        f"{first}{undo}"
        '<button type="button" data-action="copy-link">Copy link</button>'
        f'<button type="button" data-action="qr" aria-pressed="{str(qr or qr_too_long).lower()}">'
        "QR code</button>"
        '<button type="button" data-action="new-game">New game</button>'
        '<button type="button" data-action="guide">How to play</button>'
        '<button type="button" data-action="menu">Back to menu</button>'
        f"{theme_picker(theme)}{shared}{_qr() if qr else ''}"
        f"{_QR_TOO_LONG if qr_too_long else ''}"
        + (
            '<p class="hint">Saved after every move on this device: leaving is safe.</p>'
            if saved
            else '<p class="hint">Not saved on this device: its storage is full.</p>'
        )
    )


def theme_picker(theme: str) -> str:
    """The choice of theme (kept on this device), for the start screen and a game's menu."""
    options = "".join(
        f'<option value="{key}"{" selected" if key == theme else ""}>{words}</option>'
        for key, words in THEMES.items()
    )
    return f'<label class="theme">Theme <select data-field="theme">{options}</select></label>'


def _qr() -> str:
    """Where the shell draws the QR code of the game's link."""
    return (
        '<figure class="qr"><div id="qr-code" role="img" '
        'aria-label="QR code of the link to this game"></div>'
        "<figcaption>Scan it with a phone's camera to open this game there.</figcaption>"
        "</figure>"
    )


_QR_TOO_LONG = (
    '<p class="qr">This game\'s link is too long for a QR code: send or copy the link.</p>'
)


def seat(people: Sequence[tuple[int, str]]) -> str:
    """The question a link to a new game asks: which of its people plays here."""
    buttons = "".join(
        f'<button type="button" class="primary" data-action="seat" data-arg="{i}">'
        f"I am {escape(name)}</button>"
        for i, name in people
    )
    return (
        '<section class="arrival" aria-labelledby="seat-title">'
        '<h2 id="seat-title" tabindex="-1">Which player are you?</h2>'
        "<p>This link carries a game between several people. Say which of them you are: "
        "only your own tiles are shown here, and you are asked only once.</p>"
        f'<div class="choices">{buttons}'
        '<button type="button" data-action="seat" data-arg="all">'
        "We all play on this device</button>"
        '<button type="button" data-action="menu">Back to menu</button></div></section>'
    )


def branch(mine: int, theirs: int) -> str:
    """The question a link asks when it and the saved game went different ways."""
    return (
        '<section class="arrival" aria-labelledby="branch-title">'
        '<h2 id="branch-title" tabindex="-1">This link and your game went different ways</h2>'
        f"<p>Someone took back a move: your saved game has {mine} moves, the link's game "
        f"{theirs}, and they differ. Which do you want to keep?</p>"
        '<div class="choices">'
        '<button type="button" data-action="branch" data-arg="mine">Keep my game</button>'
        '<button type="button" data-action="branch" data-arg="theirs">'
        "Take the link's game</button>"
        '<button type="button" data-action="branch" data-arg="both">Keep both</button>'
        "</div></section>"
    )


def recent(moves: Sequence[str]) -> str:
    """The short feed of the moves since your last one (marked on the board too)."""
    if not moves:
        return ""
    items = "".join(f"<li>{escape(words)}</li>" for words in moves)
    return (
        '<section class="recent" aria-labelledby="recent-title">'
        f'<h3 id="recent-title">Since your last move</h3><ol>{items}</ol></section>'
    )


def end(winners: Sequence[str]) -> str:
    """The end-of-game section: who won, a rematch of the same table, or a new set-up."""
    text = f"{winners[0]} wins!" if len(winners) == 1 else " and ".join(winners) + " share the win!"
    return (
        '<section class="end" aria-labelledby="end-title">'
        f'<h2 id="end-title">Game over</h2><p class="winners">{escape(text)}</p>'
        '<button type="button" class="primary" data-action="rematch">Rematch</button> '
        '<button type="button" data-action="new-game">Change the table</button>'
        "</section>"
    )


def log(entries: Sequence[tuple[str, str]], new_since: int | None = None) -> str:
    """The moves so far, each in the notation and in words; those that came in a link
    since the last visit (from ``new_since`` on) are marked new."""
    items = []
    for number, (move, words) in enumerate(entries):
        line = f"<code>{escape(move)}</code> <span>{escape(words)}</span>"
        if new_since is not None and number >= new_since:
            items.append(f'<li class="new">{line} <strong class="badge">new</strong></li>')
        else:
            items.append(f"<li>{line}</li>")
    body = f'<ol class="moves">{"".join(items)}</ol>' if items else ""
    return f"<h2>Moves</h2>{body}"
