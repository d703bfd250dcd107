"""A review's own parts of the game screen: the box that says what is shown (the
review at a move, or a sandbox), and its tools: first, previous, next and last, the
slider, "Try a move here", the game's record and a link to the move shown; the
computer's analysis under the board (its chart and turning points), and a turning
point's better move when one is chosen."""

from __future__ import annotations

from html import escape

from game.i18n import _, number
from web.ui.analysis import Analysis, TurningPoint, chart, legend
from web.ui.daily.model import HELD
from web.ui.intents import button
from web.ui.play.view import progress
from web.ui.review.messages import (
    Analyse,
    CloseReview,
    CopyRecord,
    CopyReviewLink,
    DownloadRecord,
    DropTry,
    KeepTry,
    ReviewTo,
    ShowTurn,
    StopAnalysis,
    TryHere,
    UndoTry,
)
from web.ui.review.model import Review
from web.ui.screens.frame import bdi

#: The analysis's progress is read out every this many moves (and at its end).
SAID_EVERY = 10


def position_words(review: Review) -> str:
    """Where the review stands: "Move 12 of 48"."""
    return _("Move {at} of {total}").format(at=review.at, total=review.total)


def status_words(review: Review) -> str:
    """Where the review stands, for its status line: at a turning point, the position
    before the move it names ("before move 13 of 48"), else :func:`position_words`."""
    if review.shown is not None:
        return _("before move {move} of {total}").format(move=review.at + 1, total=review.total)
    return position_words(review)


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
    """The review's other controls under the board (the sandbox's while one is open)."""
    sandbox = review.sandbox
    if sandbox is not None:
        keep = button(KeepTry(), _("Keep as a new saved game")) if sandbox.real else ""
        undo_more = "" if sandbox.tried() else " disabled"
        return (
            button(UndoTry(), _("Undo"), more=undo_more)
            + keep
            + button(DropTry(), _("Throw the sandbox away"), primary=True)
        )
    trying = button(TryHere(), _("Try a move here")) if can_try else ""
    if review.held:  # said where "Try a move here" would be; no link, no record (its link)
        return f'<p class="held-note">{escape(_(HELD))}</p>' + button(
            CloseReview(), _("Back to the game"), primary=True
        )

    keys = _("Left and right arrows: the move before or after.")  # (not on a touch screen)
    return (
        trying
        + button(CopyRecord(), _("Copy the game’s record"))
        + button(DownloadRecord(), _("Download the game’s record"))
        + button(CopyReviewLink(), _("Copy a link to this move"))
        + button(CloseReview(), _("Back to the game"), primary=True)
        + f'<p class="hint key-hint">{escape(keys)}</p>'
    )


def steps(review: Review) -> str:
    """First, previous, next and last, and the slider: right below the board (above
    the panel), so that on a phone they are in view with it. Nothing in a sandbox."""
    if review.sandbox is not None:
        return ""
    at, total = review.at, review.total
    start, end = ("" if at else " disabled"), ("" if at < total else " disabled")
    slider = (
        f'<label class="review-slider">{_("Move")} '
        f'<input type="range" min="0" max="{total}" value="{at}" data-field="review-move" '
        f'aria-valuetext="{escape(position_words(review))}"></label>'
    )
    buttons = (
        button(ReviewTo(0), _("First"), label=_("First position"), more=start)
        + button(ReviewTo(max(at - 1, 0)), _("Previous"), label=_("Previous move"), more=start)
        + button(ReviewTo(min(at + 1, total)), _("Next"), label=_("Next move"), more=end)
        + button(ReviewTo(total), _("Last"), label=_("Last move"), more=end)
    )
    return (
        f'<div class="review-steps" role="group" aria-label="{_("Move through the game")}">'
        f"{buttons}{slider}</div>"
    )


def _percent(share: float) -> str:
    return _("{percent}%").format(percent=number(100 * share))


def analysis(review: Review, names: dict[str, str]) -> str:
    """The computer's view of the game, under the board: what it does and the button
    that runs it, then its progress (with a button to stop it), the chart of each
    player's chance to win (``names``: by player as text, in turn order) and the
    turning points, each a button to its position. Nothing in a sandbox, nor where
    no hand may be shown."""
    if review.sandbox is not None or review.analyser() is None:
        return ""
    current = review.analysis
    title = (
        f'<h2 id="analysis-title" tabindex="-1">{escape(_("The computer’s view of the game"))}</h2>'
    )
    about = _(
        "The hard computer searches every position of the game, about a second each, "
        "from what you may see, and draws each player’s chance to win."
    )
    body = f'<p class="analysis-about">{escape(about)}</p>'  # said before, during and after
    if review.held:
        body = f'<p class="held-note">{escape(_(HELD))}</p>'
    elif current is None:
        body += button(Analyse(), _("Analyse"), primary=True)
    else:
        body += _state(current) + _found(review, current, names)
    return f'<section class="analysis-box" aria-labelledby="analysis-title">{title}{body}</section>'


def progress_words(current: Analysis, every: int = 1) -> str:
    """Where the analysis stands, in words ("Analysing move 12 of 48"); while it runs,
    the move named is rounded down to ``every`` (what is read out)."""
    total = current.total
    match current.state:
        case "running":
            at = min((current.next() or 0) + 1, total)
            at = max(at // every * every, min(1, total))
            return _("Analysing move {at} of {total}…").format(at=at, total=total)
        case "done":
            return _("Analysis done: every position of the game was searched.")
        case "stopped" | "failed":
            return _("Analysis stopped after {done} of {total} positions.").format(
                done=len(current.found), total=total + 1
            )


def _state(current: Analysis) -> str:
    """The analysis's progress and its button (stop it, or run it again)."""
    words = f'<p class="analysis-state">{escape(progress_words(current))}</p>'
    if current.state == "running":
        share = len(current.found) / (current.total + 1)
        return (
            words
            + progress(share, _("The analysis’s progress")).replace(
                'id="progress"', 'class="analysis-progress"'
            )
            + button(StopAnalysis(), _("Stop"))
        )
    if current.state == "done":
        return words
    return words + button(Analyse(), _("Analyse again"))


def _found(review: Review, current: Analysis, names: dict[str, str]) -> str:
    """The chart, its legend and the turning points found so far."""
    if not current.found:
        return ""
    turns = review.turns()
    players = list(names.items())
    together = getattr(review.game, "variant", "") == "solo"  # one line: the pawns are one
    if together:
        players = [(players[0][0], _("Your pawns"))]
    drawn = chart(current.found, current.played, players, review.at, turns, together)
    items = "".join(f"<li>{button(ShowTurn(t.move), _turn_words(t, names))}</li>" for t in turns)
    if items:
        listed = f'<ul class="turns">{items}</ul>'
    elif current.state == "running":
        listed = f"<p>{escape(_('None yet.'))}</p>"
    else:
        listed = f"<p>{escape(_('None: no move lowered its player’s chance by much.'))}</p>"
    return (
        f'<figure class="chances">{drawn}<figcaption>'
        f"<p>{escape(_('Each player’s chance to win, move by move'))}</p>"
        f"{legend(players)}</figcaption></figure>"
        f"<h3>{escape(_('Turning points'))}</h3>{listed}"
    )


def _turn_words(turn: TurningPoint, names: dict[str, str]) -> str:
    """A turning point on its button: "Move 12, Ann: 60% to 20%" (HTML)."""
    return escape(_("Move {move}, {name}: {before} to {after}")).format(
        move=turn.move,
        name=bdi(names.get(turn.player, turn.player)),
        before=_percent(turn.before),
        after=_percent(turn.after),
    )


def said(review: Review) -> str:
    """What screen readers hear of the analysis (a polite live region): its progress
    every few moves, and its end."""
    current = review.analysis
    if current is None or review.sandbox is not None:
        return ""
    return escape(progress_words(current, SAID_EVERY))


def turning_point(review: Review, names: dict[str, str]) -> str:
    """The turning point chosen, at its position: the move played, how the mover's
    chance fell, and the move the hard computer would have played instead (shown
    on the board as a hint is)."""
    if review.shown is None or review.sandbox is not None:
        return ""
    turn = next((t for t in review.turns() if t.move == review.at + 1), None)
    if turn is None:
        return ""
    fell = _("{name}’s chance to win fell from {before} to {after}.").format(
        name=names.get(turn.player, turn.player),
        before=_percent(turn.before),
        after=_percent(turn.after),
    )
    heading = _("Turning point: move {move}").format(move=turn.move)
    played = _("Move played: {move}.").format(move=review.log[turn.move - 1][1])
    played += " " + _("The board shows the position before it.")
    return (
        '<section class="hint-box" aria-labelledby="turn-title">'
        f'<h2 id="turn-title" tabindex="-1">{escape(heading)}</h2>'
        f"<p>{escape(played)}</p><p>{escape(fell)}</p>"
        f"<p>{escape(_('The hard computer would have played:'))} "
        f"<strong>{escape(review.describe(turn.instead, turn.player))}</strong></p></section>"
    )
