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

from game.i18n import LANGUAGES, N_, _, date, ngettext, number
from web.ui.form import FORM_KINDS, NAME_LENGTH, Seat, Setup
from web.ui.games import GAMES, Choice, Toggle
from web.ui.saves import THEMES, Record
from web.ui.shangrila import art as shangrila_art
from web.ui.svg import listing
from web.ui.tsuro import art as tsuro_art

#: What the form calls each kind of seat.
SEAT_TEXT = {
    "person": N_("Person"),
    "remote": N_("Person elsewhere (by link)"),
    "easy": N_("Computer (easy)"),
    "medium": N_("Computer (medium)"),
    "hard": N_("Computer (hard)"),
}


def sprite() -> str:
    """The drawings both boards reuse, once in the page (boards ``<use>`` them by id):
    ``scripts/page_files.py`` writes it into ``index.html``, outside the screens, so
    that the page never draws it again."""
    return (
        '<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0">'
        f"<defs>{shangrila_art.symbols()}{tsuro_art.SYMBOLS}</defs></svg>"
    )


def layout(game: bool) -> str:
    """A screen's frame (a game's, or any other): empty regions, by id, to fill."""
    if game:
        return (
            '<div class="game-screen">'
            '<div id="messages" class="messages" aria-live="polite"></div>'
            '<div id="announce" class="sr-only" aria-live="polite"></div>'
            '<div id="status" class="status" role="status" tabindex="-1"></div>'
            '<div class="play"><div id="board" class="board"></div>'
            '<aside id="panel" class="panel"></aside></div>'
            '<div id="tools" class="tools"></div>'
            f'<section id="log" class="log" tabindex="0" aria-label="{_("Moves")}"></section>'
            "</div>"
        )
    return (
        '<div id="messages" class="messages" aria-live="polite"></div>'
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
        f'<h2 id="start-title" tabindex="-1">{_("Choose a game")}</h2>'
        f'<div class="cards">{_cards(bots, pictures)}</div></section>'
        f"{_saves(records, problems, deleting)}{_form(setup, bots)}"
    )


def _cards(bots: bool, pictures: Mapping[str, str]) -> str:
    """One card per game: its picture, its line, and the ways to begin."""
    cards = []
    for key, kind in GAMES.items():
        low, high = kind.limits
        name = _(kind.title)
        title = f'<span class="sr-only">{name}</span>'
        play = (
            f'<button type="button" class="primary" data-action="quick" data-arg="{key}">'
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
            f'<button type="button" data-action="set-up" data-arg="{key}">'
            + _("Set up a table {for_game}").format(
                for_game=f'<span class="sr-only">{_("for {game}").format(game=name)}</span>'
            )
            + f'</button><button type="button" data-action="guide" data-arg="{key}">'
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
    seats = "".join(_seat(setup, i, seat, bots) for i, seat in enumerate(setup.seats))
    return (
        '<section class="new-game" aria-labelledby="new-title">'
        f'<h2 id="new-title" tabindex="-1">{_("Set up a table")}</h2>'
        f'<fieldset><legend>{_("Game")}</legend><div class="choices">{games_html}</div>'
        f"</fieldset><fieldset><legend>{_('Players')}</legend><label>{_('Number of players')} "
        f'<select data-field="count" aria-label="{_("Number of players")}">{counts}</select>'
        f'</label><ol class="seats">{seats}</ol>'
        f'<p class="hint">{escape(_("The first player starts; “Move up” changes the order."))}</p>'
        f"</fieldset>{_options(setup)}{_hints(setup) if bots else ''}"
        f'<button type="button" class="primary" data-action="start">{_("Start game")}</button>'
        "</section>"
    )


def _seat(setup: Setup, index: int, seat: Seat, bots: bool) -> str:
    number = index + 1
    kinds = FORM_KINDS if bots else ("person", "remote")
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
        f'<button type="button" data-action="move-up" data-arg="{index}" '
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
    remote = any(seat.kind == "remote" for seat in setup.seats)
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


def _saves(
    records: Sequence[tuple[Record, str, str]],
    problems: Sequence[tuple[str, str]],
    deleting: str | None,
) -> str:
    rows = []
    for record, summary, picture in records:
        title = _(GAMES[record.kind].title)
        players = ", ".join(record.names)
        moves = ngettext("{n} move", "{n} moves", record.move_count).format(n=record.move_count)
        when = date(record.date)
        which = escape(f"{title}: {players}, {moves}, {when}")
        if deleting == record.id:
            buttons = (
                f"<strong>{_('Delete this game for good?')}</strong> "
                f'<button type="button" data-action="delete-yes" '
                f'aria-label="{_("Yes, delete {game}").format(game=which)}">'
                f"{_('Yes, delete')}</button>"
                f'<button type="button" data-action="delete-no">{_("Keep it")}</button>'
            )
        else:
            buttons = (
                f'<button type="button" data-action="continue" data-arg="{escape(record.id)}" '
                f'aria-label="{_("Continue {game}").format(game=which)}">{_("Continue")}</button>'
                f'<button type="button" data-action="delete" data-arg="{escape(record.id)}" '
                f'aria-label="{_("Delete {game}").format(game=which)}">{_("Delete")}</button>'
            )
        rows.append(
            f'<li class="save"><div class="save-picture">{picture}</div>'
            f'<div class="save-text"><span class="save-game">{title}</span> '
            f'<span class="save-players">{escape(players)}</span> '
            f'<span class="save-moves">{moves}</span> '
            f'<span class="save-date">{escape(when)}</span> '
            f'<span class="save-turn">{escape(summary)}</span> '
            f'<span class="save-buttons">{buttons}</span></div></li>'
        )
    for key, reason in problems:
        if deleting == key:
            buttons = (
                f'<button type="button" data-action="delete-yes">{_("Yes, delete")}</button>'
                f'<button type="button" data-action="delete-no">{_("Keep it")}</button>'
            )
        else:
            buttons = (
                f'<button type="button" data-action="delete" data-arg="{escape(key)}" '
                f'aria-label="{_("Delete the damaged save")}">{_("Delete")}</button>'
            )
        skipped = _("A saved game could not be read and was skipped: {reason}.")
        rows.append(
            f'<li class="save damaged" role="alert">'
            f"{escape(skipped.format(reason=reason))} {buttons}</li>"
        )
    body = (
        f'<ul class="saves">{"".join(rows)}</ul>' if rows else f"<p>{_('No saved games yet.')}</p>"
    )
    return (
        '<section class="saved" aria-labelledby="saved-title">'
        f'<h2 id="saved-title">{_("Saved games")}</h2>{body}'
        f'<p class="hint">{_("Every game is saved on this device after each move.")}</p>'
        "</section>"
    )


# -- a game on screen -------------------------------------------------------------------


def progress(value: float, label: str) -> str:
    """The progress bar of a search (``#progress``, moved on without a redraw)."""
    return (
        f'<progress id="progress" max="1" value="{value:.2f}" '
        f'aria-label="{escape(label)}"></progress>'
    )


def hint(value: float, move: str | None, chances: Sequence[tuple[str, float]]) -> str:
    """The hint box: the search's ``progress`` until it finds its ``move`` (in words),
    then that move, a button that plays it, and each player's chance to win,
    ``(name, share)``."""
    title = f'<h2 id="hint-title" tabindex="-1">{_("Hint")}</h2>'
    if move is None:
        body = f"<p>{_('Looking for a good move…')}</p>" + progress(value, _("Search for a hint"))
    else:
        odds = "".join(
            f"<li>{escape(name)}: {_('{percent}%').format(percent=number(100 * share))}</li>"
            for name, share in chances
        )
        body = (
            f"<p>{_('The hard computer suggests:')} <strong>{escape(move)}</strong></p>"
            f'<button type="button" class="primary" data-action="play-hint">'
            f"{_('Play this move')}</button>"
            f"<p>{_('Chances to win, as the computer sees them:')}</p><ul>{odds}</ul>"
        )
    return f'<section class="hint-box" aria-labelledby="hint-title">{title}{body}</section>'


def handoff(name: str) -> str:
    """The screen that hides a secret hand until its player says they hold the device."""
    name = escape(name)
    return (
        '<section class="handoff" aria-labelledby="handoff-title">'
        f'<h2 id="handoff-title" tabindex="-1">{_("Hand the device to {name}").format(name=name)}'
        f"</h2><p>{_('Your tiles are secret: only you should see the next screen.')}</p>"
        f'<button type="button" class="primary" data-action="reveal">'
        f"{_('I am {name}: show my tiles').format(name=name)}</button></section>"
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
    language: str = "en",
    hint: bool = False,
) -> str:
    """The game's menu: undo, send or share the link, leave (and try again after a
    computer failed; send the link to the player the game waits for; ask for a
    ``hint``); the theme and the language; and whether the game is saved (never
    claimed when the last save failed)."""
    shared = (
        f'<label class="share">{_("Share link")} <input type="text" readonly '
        f'value="{escape(link)}"></label>'
        if link
        else ""
    )
    first = ""
    if retry:
        first = (
            f'<button type="button" class="primary" data-action="retry">{_("Try again")}</button>'
        )
    elif send_to is not None:
        first = (
            f'<button type="button" class="primary" data-action="send">'
            f"{escape(_('Send to {name}').format(name=send_to))}</button>"
        )
    if hint:
        first += f'<button type="button" data-action="hint">{_("Hint")}</button>'
    if confirm_undo:
        undo = (
            f'<button type="button" class="primary" data-action="undo-yes">{_("Take it back")}'
            f'</button><button type="button" data-action="undo-no">{_("Keep it")}</button>'
        )
    else:
        disabled = "" if can_undo else " disabled"
        undo = f'<button type="button" data-action="undo"{disabled}>{_("Undo")}</button>'
    pressed = str(qr or qr_too_long).lower()
    return (
        f"{first}{undo}"
        f'<button type="button" data-action="copy-link">{_("Copy link")}</button>'
        f'<button type="button" data-action="qr" aria-pressed="{pressed}">{_("QR code")}</button>'
        f'<button type="button" data-action="new-game">{_("New game")}</button>'
        f'<button type="button" data-action="guide">{_("How to play")}</button>'
        f'<button type="button" data-action="menu">{_("Back to menu")}</button>'
        f"{preferences(theme, language)}{shared}{_qr() if qr else ''}"
        + (f'<p class="qr">{_qr_too_long()}</p>' if qr_too_long else "")
        + (
            f'<p class="hint">{_("Saved after every move on this device: leaving is safe.")}</p>'
            if saved
            else f'<p class="hint">{_("Not saved on this device: its storage is full.")}</p>'
        )
    )


def preferences(theme: str, language: str) -> str:
    """The choice of theme and of language (kept on this device), for the start screen
    and a game's menu. Each language is named in itself."""
    themes = "".join(
        f'<option value="{key}"{" selected" if key == theme else ""}>{_(words)}</option>'
        for key, words in THEMES.items()
    )
    languages = "".join(
        f'<option value="{key}" lang="{key}"{" selected" if key == language else ""}>'
        f"{words}</option>"
        for key, words in LANGUAGES.items()
    )
    return (
        f'<label class="theme">{_("Theme")} <select data-field="theme">{themes}</select></label>'
        f'<label class="language">{_("Language")} '
        f'<select data-field="language">{languages}</select></label>'
    )


def _qr() -> str:
    """Where the shell draws the QR code of the game's link."""
    return (
        f'<figure class="qr"><div id="qr-code" role="img" '
        f'aria-label="{_("QR code of the link to this game")}"></div>'
        f"<figcaption>{_('Scan it with a phone camera to open this game there.')}</figcaption>"
        "</figure>"
    )


def _qr_too_long() -> str:
    """Why no QR code is drawn."""
    return escape(_("This game's link is too long for a QR code: send or copy the link."))


def seat(people: Sequence[tuple[int, str]]) -> str:
    """The question a link to a new game asks: which of its people plays here."""
    buttons = "".join(
        f'<button type="button" class="primary" data-action="seat" data-arg="{i}">'
        f"{escape(_('I am {name}').format(name=name))}</button>"
        for i, name in people
    )
    return (
        '<section class="arrival" aria-labelledby="seat-title">'
        f'<h2 id="seat-title" tabindex="-1">{_("Which player are you?")}</h2>'
        "<p>"
        + _(
            "This link carries a game between several people. Say which of them you are: "
            "only your own tiles are shown here, and you are asked only once."
        )
        + f'</p><div class="choices">{buttons}'
        f'<button type="button" data-action="seat" data-arg="all">'
        f"{_('We all play on this device')}</button>"
        f'<button type="button" data-action="menu">{_("Back to menu")}</button></div></section>'
    )


def branch(mine: int, theirs: int) -> str:
    """The question a link asks when it and the saved game went different ways."""
    question = ngettext(
        "Someone took back a move: your saved game has {mine} move, the link's game "
        "{theirs}, and they differ. Which do you want to keep?",
        "Someone took back a move: your saved game has {mine} moves, the link's game "
        "{theirs}, and they differ. Which do you want to keep?",
        mine,
    )
    return (
        '<section class="arrival" aria-labelledby="branch-title">'
        f'<h2 id="branch-title" tabindex="-1">{_("This link and your game went different ways")}'
        f"</h2><p>{escape(question.format(mine=mine, theirs=theirs))}</p>"
        '<div class="choices">'
        f'<button type="button" data-action="branch" data-arg="mine">{_("Keep my game")}</button>'
        f'<button type="button" data-action="branch" data-arg="theirs">'
        f"{escape(_('Take the link’s game'))}</button>"
        f'<button type="button" data-action="branch" data-arg="both">{_("Keep both")}</button>'
        "</div></section>"
    )


def recent(moves: Sequence[str]) -> str:
    """The short feed of the moves since your last one (marked on the board too)."""
    if not moves:
        return ""
    items = "".join(f"<li>{escape(words)}</li>" for words in moves)
    return (
        '<section class="recent" aria-labelledby="recent-title">'
        f'<h2 id="recent-title">{_("Since your last move")}</h2><ol>{items}</ol></section>'
    )


def winners_line(winners: Sequence[str]) -> str:
    """Who won, in words (a win shared by several names them all)."""
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    # Translators: {names} is a list such as "Ann, Bo and Cy".
    return _("{names} share the win!").format(names=listing(winners))


def end(winners: Sequence[str]) -> str:
    """The end-of-game section: who won, a rematch of the same table, or a new set-up."""
    return (
        '<section class="end" aria-labelledby="end-title">'
        f'<h2 id="end-title">{_("Game over")}</h2>'
        f'<p class="winners">{escape(winners_line(winners))}</p>'
        f'<button type="button" class="primary" data-action="rematch">{_("Rematch")}</button> '
        f'<button type="button" data-action="new-game">{_("Change the table")}</button>'
        "</section>"
    )


def log(entries: Sequence[tuple[str, str]], new_since: int | None = None) -> str:
    """The moves so far, each in the notation and in words; those that came in a link
    since the last visit (from ``new_since`` on) are marked new."""
    items = []
    badge = f'<strong class="badge">{_("new")}</strong>'
    for index, (move, words) in enumerate(entries):
        line = f"<code>{escape(move)}</code> <span>{escape(words)}</span>"
        if new_since is not None and index >= new_since:
            items.append(f'<li class="new">{line} {badge}</li>')
        else:
            items.append(f"<li>{line}</li>")
    body = f'<ol class="moves">{"".join(items)}</ol>' if items else ""
    return f"<h2>{_('Moves')}</h2>{body}"
