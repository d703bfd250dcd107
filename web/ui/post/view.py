"""Play by post on the page: the start screen's list of the games that wait for a
person here (:func:`waiting`), and the line of a live table's box that says the table
is kept on relays and which hold this device's newest game (:func:`kept`)."""

from __future__ import annotations

from html import escape

from game.i18n import N_, _, date, ngettext
from web.ui.games import GAMES
from web.ui.intents import button
from web.ui.post.messages import AskNotify
from web.ui.post.model import Post, Waiting
from web.ui.post.store import holding
from web.ui.screens.frame import bdi, named
from web.ui.storage.messages import Continue


def waiting(post: Post) -> str:
    """The games by post that wait for a person here, each with its players, whose
    turn it is and since when, and a button that continues it; and, while the device
    keeps a table on relays, the button that asks to be told (nothing without one)."""
    if not post.tables and not post.waiting:
        return ""
    rows = "".join(_row(game) for game in post.waiting)
    body = (
        f'<ul class="waiting">{rows}</ul>'
        if rows
        else f"<p>{_('No game by post waits for you.')}</p>"
    )
    ask = "" if post.notify else button(AskNotify(), _("Tell me when it is my turn"))
    return (
        '<section class="post" aria-labelledby="post-title">'
        f'<h2 id="post-title">{_("Your turn by post")}</h2>{body}{ask}'
        f'<p class="hint">{_(ASKED)}</p></section>'
    )


KEPT = N_(
    "This table is turn-based: the relays will also keep one small event per device, "
    "the game sealed with the table's password, its time and a hashed table id, "
    "replaced at each move; never the game in clear nor anyone's name."
)
"""What the relays keep of a table by post, said before the player agrees to them."""

ASKED = N_("The relays are asked again every few minutes while this page is open.")
"""When the games by post are looked for, said below their list."""


def _row(game: Waiting) -> str:
    """One game that waits: whose turn, the game and the others, since when."""
    others = ", ".join(bdi(name) for name in game.names if name != game.to_move)
    title = _(GAMES[game.kind].title)
    turn = named(_("{name}, your turn"), name=game.to_move)
    since = escape(_("since {time}").format(time=date(game.since)))
    words = escape(_("{game} with {others}")).format(game=escape(title), others=others)
    plain = ", ".join(name for name in game.names if name != game.to_move)
    label = escape(_("Continue the game with {others}").format(others=plain), quote=True)
    return (
        f"<li><p><strong>{turn}</strong> · {words} · {since}</p>"
        + button(Continue(game.record), _("Continue"), primary=True, label=label)
        + "</li>"
    )


def kept(post: Post, room: str) -> str:
    """The line of a live table's box for a table by post: the moves also travel
    through its relays, and how many of them hold this device's newest game; before
    the player agreed to its hosts, what the relays will keep."""
    table = post.table(room)
    if table is None:
        return f'<p class="post-kept">{_(KEPT)}</p>'

    held = len(holding(table)) if table.ours is not None else None
    text = _(
        "Turn-based: each move is also kept on the relays, so the others can play "
        "whenever they open the page."
    )
    if held is not None:
        text += " " + ngettext(
            "{n} of {total} relays holds this device's last move.",
            "{n} of {total} relays hold this device's last move.",
            held,
        ).format(n=held, total=len(table.relays))
    return f'<p class="post-kept">{text}</p>'
