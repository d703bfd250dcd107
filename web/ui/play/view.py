"""A game screen's own parts beside the board view's: its tools (the game's menu), the
hint box, the search's progress bar, the moves since your last, the end of the game and
the move log."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from game.i18n import _, number
from web.ui.intents import attributes, button
from web.ui.messages import OpenGuide
from web.ui.play.messages import (
    AskHint,
    BackToMenu,
    ChangeTable,
    ConfirmResign,
    ConfirmUndo,
    CopyLink,
    KeepMove,
    KeepPlaying,
    PlayHint,
    Rematch,
    Resign,
    Retry,
    SendToWaiting,
    ToggleQr,
    Undo,
)
from web.ui.review.messages import OpenReview
from web.ui.screens.frame import bdi, named, preferences
from web.ui.session import sentence
from web.ui.storage.messages import SaveAsNew
from web.ui.svg import listing


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
            f'<button type="button" class="primary" {attributes(PlayHint())}>'
            f"{_('Play this move')}</button>"
            f"<p>{_('Chances to win, as the computer sees them:')}</p><ul>{odds}</ul>"
        )
    return f'<section class="hint-box" aria-labelledby="hint-title">{title}{body}</section>'


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
    pace: str = "",
    hint: bool = False,
    apart: str | None = None,
    turn: bool = True,
    held: str = "",
    friend: bool = False,
    linked: bool = True,
    end_early: str = "",
) -> str:
    """The game's menu: undo, review, send or share the link, ``end_early``
    (:func:`end_early`), leave (and try again after a computer failed; send the link to
    the player the game waits for; ask for a ``hint``; keep a game ``apart`` from its
    save as a new one); the theme, language and pace; whether the game is saved (never
    claimed when the last save failed). ``turn``: the turn's controls are here, not in
    the panel; ``held``: why there are none (a daily's scored attempt under way);
    ``friend``: a friend's game looked back over, which nothing keeps as one's own;
    ``linked``: the game's link may be copied (not during a scored attempt)."""
    shared = (
        f'<label class="share">{_("Share link")} <input type="text" readonly '
        f'value="{escape(link)}"></label>'
        if link
        else ""
    )
    undo = (
        _turn_buttons(can_undo=can_undo, confirm_undo=confirm_undo, hint=hint, held=held)
        if turn
        else ""
    )
    pressed = str(qr or qr_too_long).lower()
    links = (
        ""
        if not linked
        else button(CopyLink(), _("Copy link"))
        + button(ToggleQr(), _("QR code"), more=f' aria-pressed="{pressed}"')
    )
    return (
        ("" if friend else _first_button(apart=apart, retry=retry, send_to=send_to))
        + undo
        + button(OpenReview(), _("Review"), more="" if can_undo else " disabled")
        + links
        + end_early
        + button(ChangeTable(), _("New game"))
        + button(OpenGuide(), _("How to play"))
        + button(BackToMenu(), _("Back to menu"))
        + f"{preferences(theme, language, pace)}{shared}{_qr() if qr else ''}"
        + (f'<p class="qr">{_qr_too_long()}</p>' if qr_too_long else "")
        + f'<p class="hint">{escape(_saved_words(saved=saved, apart=apart))}</p>'
    )


def end_early(*, offered: bool, asked: bool) -> str:
    """The way to end the game before the rules do, where ``offered``: the Resign
    button, or the question it asks first.

    >>> end_early(offered=True, asked=False)
    '<button type="button" data-action="resign">Resign</button>'
    >>> end_early(offered=False, asked=False)
    ''
    """
    if not offered:
        return ""
    if not asked:
        return button(Resign(), _("Resign"))
    question = _("Resign this game? It counts as lost on your record.")
    return (
        f'<p class="resign-question" role="alert">{escape(question)}</p>'
        + button(ConfirmResign(), _("Resign"), primary=True)
        + button(KeepPlaying(), _("Keep playing"))
    )


def ended_early(kind: str) -> tuple[str, str]:
    """The status and the end's words of a game its player ended early, ``kind`` as
    the save says (:attr:`web.ui.saved.Record.ended`)."""
    if kind == "resigned":
        return _("You resigned. The game is over."), _(
            "You resigned: the game counts as lost on your record."
        )
    return _("You ended this game early. It is over."), _(
        "You ended this game early: it counts as lost on your record."
    )


def _first_button(*, apart: str | None, retry: bool, send_to: str | None) -> str:
    """The menu's first button, if any: keep a game apart from its save as a new one,
    try again after a computer failed, or send the link to the player the game waits
    for."""
    if apart is not None:
        return button(SaveAsNew(), _("Keep it as a new saved game"), primary=True)
    if retry:
        return button(Retry(), _("Try again"), primary=True)
    if send_to is not None:
        return button(SendToWaiting(), named(_("Send to {name}"), name=send_to), primary=True)
    return ""


def _saved_words(*, saved: bool, apart: str | None) -> str:
    """Whether the game is saved, in words (never claimed when the last save failed)."""
    if apart is not None:
        return _("Not saved: {reason}.").format(reason=apart)
    if saved:
        return _("Saved after every move on this device: leaving is safe.")
    return _("Not saved on this device: its storage is full.")


def _turn_buttons(*, can_undo: bool, confirm_undo: bool, hint: bool, held: str = "") -> str:
    """Hint (where hints are offered) and Undo, or the question whether to take back a
    move already sent; ``held``: why there are neither (a daily challenge's scored
    attempt under way, a friend's game)."""
    if held:
        return f'<p class="held-note">{escape(held)}</p>'
    asked = button(AskHint(), _("Hint")) if hint else ""
    if confirm_undo:
        return (
            asked
            + button(ConfirmUndo(), _("Take it back"), primary=True)
            + button(KeepMove(), _("Keep it"))
        )
    return asked + button(Undo(), _("Undo"), more="" if can_undo else " disabled")


def turn_controls(*, can_undo: bool, confirm_undo: bool, hint: bool, held: str = "") -> str:
    """The turn's controls in the game's panel, right below the hand or the action's
    own (so that on a phone a turn needs no scroll): Hint and Undo.

    >>> turn_controls(can_undo=False, confirm_undo=False, hint=False)
    '<div class="turn-tools"><button type="button" data-action="undo" disabled>Undo</button></div>'
    """
    buttons = _turn_buttons(can_undo=can_undo, confirm_undo=confirm_undo, hint=hint, held=held)
    return f'<div class="turn-tools">{buttons}</div>'


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


def recent(moves: Sequence[str], *, latest: bool = False) -> str:
    """The short feed of the moves since your last one (marked on the board too);
    ``latest``: the last moves, for a device that plays none (a watcher)."""
    if not moves:
        return ""
    items = "".join(f"<li>{escape(sentence(words))}</li>" for words in moves)
    title = _("Latest moves") if latest else _("Since your last move")
    return (
        '<section class="recent" aria-labelledby="recent-title">'
        f'<h2 id="recent-title">{title}</h2><ol>{items}</ol></section>'
    )


def winners_line(winners: Sequence[str], you_won: bool = False) -> str:
    """Who won, as HTML (a win shared by several names them all); ``you_won``: the
    only person at this device won alone."""
    if you_won:
        return escape(_("You win!"))
    if len(winners) == 1:
        return named(_("{name} wins!"), name=winners[0])
    # Translators: {names} is a list such as "Ann, Bo and Cy".
    together = listing([bdi(name) for name in winners])
    return escape(_("{names} share the win!")).format(names=together)


def end(winners: Sequence[str], you_won: bool = False, result: str | None = None) -> str:
    """The end-of-game section: who won (or the ``result`` in words, where naming
    winners does not say it), a rematch of the same table, or a new set-up."""
    said = escape(result) if result is not None else winners_line(winners, you_won)
    return (
        '<section class="end" aria-labelledby="end-title">'
        f'<h2 id="end-title">{_("Game over")}</h2>'
        f'<p class="winners">{said}</p>'
        f'<button type="button" class="primary" {attributes(Rematch())}>{_("Rematch")}</button> '
        f'<button type="button" {attributes(ChangeTable())}>{_("Change the table")}</button>'
        "</section>"
    )


def log(entries: Sequence[tuple[str, str]], new_since: int | None = None) -> str:
    """The moves so far, each in the notation and in words; those that came in a link
    since the last visit (from ``new_since`` on) are marked new."""
    items = []
    badge = f'<strong class="badge">{_("new")}</strong>'
    for index, (move, words) in enumerate(entries):
        line = f"<code>{escape(move)}</code> <span>{escape(sentence(words))}</span>"
        if new_since is not None and index >= new_since:
            items.append(f'<li class="new">{line} {badge}</li>')
        else:
            items.append(f"<li>{line}</li>")
    body = f'<ol class="moves">{"".join(items)}</ol>' if items else ""
    return f"<h2>{_('Moves')}</h2>{body}"
