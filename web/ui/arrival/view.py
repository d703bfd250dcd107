"""The questions asked before a game shows: which player a link's person is, which
line of play to keep when a link and the saved game went different ways, and who holds
the device before a secret hand is shown.

>>> "Hand the device to <bdi>Bo</bdi>" in handoff("Bo")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from game.i18n import _, ngettext
from web.ui.arrival.messages import ChooseSeat, KeepBranch
from web.ui.intents import attributes
from web.ui.play.messages import BackToMenu, Reveal
from web.ui.screens.frame import named


def seat(people: Sequence[tuple[int, str]]) -> str:
    """The question a link to a new game asks: which of its people plays here."""
    buttons = "".join(
        f'<button type="button" class="primary" {attributes(ChooseSeat(i))}>'
        f"{named(_('I am {name}'), name=name)}</button>"
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
        f'<button type="button" {attributes(ChooseSeat(None))}>'
        f"{_('We all play on this device')}</button>"
        f'<button type="button" {attributes(BackToMenu())}>{_("Back to menu")}</button>'
        "</div></section>"
    )


def branch(mine: int, theirs: int, sender: str = "", at: int = 0) -> str:
    """The question asked when a link, or another device of a live table (``sender``:
    its players' names), brings a game that went another way than the saved one (from
    move ``at``)."""
    if sender:
        title = _("Another device has a different game")
        question = _(
            "The device of {sender} sent this table's game with {theirs} moves. It goes "
            "another way than yours ({mine} moves) from move {at} on, and each of its "
            "moves from there is signed by the player who made it. Which do you want to "
            "keep?"
        ).format(sender=sender, theirs=theirs, mine=mine, at=at + 1)
        take = _("Take their game")
    else:
        title = _("This link and your game went different ways")
        question = ngettext(
            "Someone took back a move: your saved game has {mine} move, the link's game "
            "{theirs}, and they differ. Which do you want to keep?",
            "Someone took back a move: your saved game has {mine} moves, the link's game "
            "{theirs}, and they differ. Which do you want to keep?",
            mine,
        ).format(mine=mine, theirs=theirs)
        take = _("Take the link’s game")
    return (
        '<section class="arrival" aria-labelledby="branch-title">'
        f'<h2 id="branch-title" tabindex="-1">{escape(title)}'
        f"</h2><p>{escape(question)}</p>"
        '<div class="choices">'
        f'<button type="button" {attributes(KeepBranch("mine"))}>{_("Keep my game")}</button>'
        f'<button type="button" {attributes(KeepBranch("theirs"))}>'
        f"{escape(take)}</button>"
        f'<button type="button" {attributes(KeepBranch("both"))}>{_("Keep both")}</button>'
        "</div></section>"
    )


def handoff(name: str) -> str:
    """The screen that hides a secret hand until its player says they hold the device."""
    return (
        '<section class="handoff" aria-labelledby="handoff-title">'
        f'<h2 id="handoff-title" tabindex="-1">{named(_("Hand the device to {name}"), name=name)}'
        f"</h2><p>{_('Your tiles are secret: only you should see the next screen.')}</p>"
        f'<button type="button" class="primary" {attributes(Reveal())}>'
        f"{named(_('I am {name}: show my tiles'), name=name)}</button></section>"
    )
