"""A review's own parts of the game screen: the box that says what is shown (the
review at a move, or a sandbox), and its tools: first, previous, next and last, the
slider, "Try a move here", the game's record and a link to the move shown."""

from __future__ import annotations

from html import escape

from game.i18n import _
from web.ui.messages import (
    CloseReview,
    CopyRecord,
    CopyReviewLink,
    DownloadRecord,
    DropTry,
    KeepTry,
    ReviewTo,
    TryHere,
    UndoTry,
)
from web.ui.review import Review
from web.ui.screens.frame import button


def position_words(review: Review) -> str:
    """Where the review stands: "Move 12 of 48"."""
    return _("Move {at} of {total}").format(at=review.at, total=review.total)


def box(review: Review) -> str:
    """What the board shows: the review at its move, or the sandbox (clearly marked)."""
    sandbox = review.sandbox
    if sandbox is None:
        title = _("Review")
        body = _(
            "You are looking back over this game: the board, the panel and the moves show "
            "the position after the move chosen. The game itself is not changed."
        )
        css = "review-box"
    else:
        title = _("Sandbox")
        body = _(
            "Moves tried here, for any player, are not part of the game: it stays as it was. "
            "The sandbox started after move {at}."
        ).format(at=sandbox.start)
        if not sandbox.real:
            body += " " + _(
                "The other players’ tiles here are made up: dealt at random from the tiles "
                "you could not see."
            )
        css = "review-box sandbox-box"
    return (
        f'<section class="{css}" aria-labelledby="review-title">'
        f'<h2 id="review-title" tabindex="-1">{title}</h2><p>{escape(body)}</p></section>'
    )


def tools(review: Review, can_try: bool) -> str:
    """The review's controls (the sandbox's while one is open)."""
    sandbox = review.sandbox
    if sandbox is not None:
        keep = button(KeepTry(), _("Keep as a new saved game")) if sandbox.real else ""
        undo_more = "" if sandbox.tried() else " disabled"
        return (
            button(UndoTry(), _("Undo"), more=undo_more)
            + keep
            + button(DropTry(), _("Throw the sandbox away"), primary=True)
        )
    at, total = review.at, review.total
    start, end = ("" if at else " disabled"), ("" if at < total else " disabled")
    slider = (
        f'<label class="review-slider">{_("Move")} '
        f'<input type="range" min="0" max="{total}" value="{at}" data-field="review-move" '
        f'aria-valuetext="{escape(position_words(review))}"></label>'
    )
    steps = (
        button(ReviewTo(0), _("First"), label=_("First position"), more=start)
        + button(ReviewTo(max(at - 1, 0)), _("Previous"), label=_("Previous move"), more=start)
        + button(ReviewTo(min(at + 1, total)), _("Next"), label=_("Next move"), more=end)
        + button(ReviewTo(total), _("Last"), label=_("Last move"), more=end)
    )
    trying = button(TryHere(), _("Try a move here")) if can_try else ""
    return (
        f'<div class="review-steps" role="group" aria-label="{_("Move through the game")}">'
        f"{steps}{slider}</div>"
        + trying
        + button(CopyRecord(), _("Copy the game’s record"))
        + button(DownloadRecord(), _("Download the game’s record"))
        + button(CopyReviewLink(), _("Copy a link to this move"))
        + button(CloseReview(), _("Back to the game"), primary=True)
        + f'<p class="hint">{escape(_("Left and right arrows: the move before or after."))}</p>'
    )
