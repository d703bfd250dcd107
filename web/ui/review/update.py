"""Looking back over a game (:mod:`web.ui.review.model`): opened from the game's menu or a
saved game's card, moved through by buttons, the slider and the arrow keys, a sandbox
tried from any position, the game's record copied or downloaded, a link to the move
shown, and the computer's analysis (:mod:`web.ui.analysis`): the worker asked for one
position at a time, the next once the last answered, until the end or "Stop". The
game on screen and its save are never changed by a review: its computers wait until
the review is closed."""

from __future__ import annotations

from collections.abc import Callable

from game.core import IllegalMove
from game.i18n import _
from web.ui.analysis import SECONDS, Found
from web.ui.commands import (
    AskAnalysis,
    Command,
    Focus,
    MakeRecord,
    Opening,
    ReadSave,
    ScrollTop,
    SendLink,
    SendRecord,
)
from web.ui.daily.model import HELD
from web.ui.intents import attributes
from web.ui.links import game_fragment
from web.ui.outcome import GoGame, GoStart, Outcome
from web.ui.play.messages import BoardClick, Key
from web.ui.review.messages import (
    Analyse,
    Analysed,
    AnalysisFailed,
    CloseReview,
    CopyRecord,
    CopyReviewLink,
    DownloadRecord,
    DropTry,
    KeepTry,
    OnScreen,
    OpenReview,
    RecordSent,
    ReviewSave,
    ReviewTo,
    ShowTurn,
    StopAnalysis,
    TryHere,
    UndoTry,
)
from web.ui.review.model import Review
from web.ui.session import Idle, Session

#: The keys that move through a review: to the move before, the one after, the start
#: and the last move.
KEYS = {"ArrowLeft": -1, "ArrowRight": 1, "ArrowUp": -1, "ArrowDown": 1}

Reviewing = OnScreen | BoardClick | Key


def from_card(message: ReviewSave) -> list[Command]:
    """Read a saved game to review it."""
    return [ReadSave(message.record_id, review=True)]


def review(
    session: Session, message: Reviewing, *, handing_over: bool, token: Callable[[], int]
) -> Outcome[None]:
    """A person acts in the review of the game on screen (or opens it): the review is
    the session's own (``session.review``); ``handing_over``: the device is being
    handed over (nobody's hand is shown); ``token``: a new request's number."""
    current = session.review
    if isinstance(message, OpenReview):
        return Outcome(None, _open(session, handing_over=handing_over))
    if current is None:
        return Outcome(None)
    sandbox = current.sandbox
    if _held(current, message):
        return Outcome(None, alert=_(HELD))
    match message:
        case ReviewTo(at) if sandbox is None:
            current.go(at)
        case Key(name) if sandbox is None:
            _key(current, name)
        case TryHere() if sandbox is None:
            try:
                current.try_here(seed=current.at)
            except ValueError as reason:
                return Outcome(None, alert=_("No sandbox here: {reason}.").format(reason=reason))
            return Outcome(None, [Focus("#review-title")])
        case BoardClick() | Key() if sandbox is not None:
            return _sandbox_act(current, message)
        case UndoTry() if sandbox is not None:
            if sandbox.undo(current.kind):
                return Outcome(None)
            return Outcome(None, alert=_("There is no move to take back in the sandbox."))
        case DropTry() if sandbox is not None:
            current.sandbox = None
            notice = _("The sandbox was thrown away; the game is as it was.")
            return Outcome(None, [Focus("#review-title")], notice=notice)
        case CopyRecord() | DownloadRecord() | CopyReviewLink():
            return Outcome(None, [_send(session, current, message)])
        case Analyse() if current.analyser() is not None:
            if current.analysis is not None and current.analysis.state == "running":
                return Outcome(None)
            current.analyse(token())
            return Outcome(None, [_ask(current, 0), Focus(f"[{attributes(StopAnalysis())}]")])
        case StopAnalysis() if current.analysis and current.analysis.state == "running":
            current.analysis.state = "stopped"
            return Outcome(None, [Focus("#analysis-title")])
        case ShowTurn(move) if sandbox is None:
            turn = next((t for t in current.turns() if t.move == move), None)
            if turn is None:
                return Outcome(None)
            current.go(move - 1)
            current.shown = turn.instead
            # the turning point's heading takes the focus, the page its top: the board
            # in view with it (on a phone the box is right below the board)
            return Outcome(None, [Focus("#turn-title"), ScrollTop()])
    return Outcome(None)


def _send(
    session: Session, current: Review, message: CopyRecord | DownloadRecord | CopyReviewLink
) -> Command:
    """The game's record copied or downloaded (with the game's link), or a link to the
    review at the move shown."""
    if isinstance(message, CopyReviewLink):
        return SendLink(game_fragment(session.record, current.game, review=current.at))
    download = isinstance(message, DownloadRecord)
    name = f"{current.kind.key}-{len(current.game.history)}-moves.txt"
    fragment = game_fragment(session.record, session.game)
    return SendRecord(fragment, current.text(), download, name)


def _held(current: Review, message: Reviewing) -> bool:
    """True for a sandbox, an analysis, the game's record or a link (the record carries
    one) asked for in a daily challenge's scored attempt under way (their buttons are
    not offered: a stale one)."""
    stale = TryHere | Analyse | CopyRecord | DownloadRecord | CopyReviewLink
    return isinstance(message, stale) and current.held


def analysed(session: Session, message: Analysed | AnalysisFailed) -> Outcome[None]:
    """The worker searched a position of the game under review (or could not): kept,
    and the next position asked for; an answer after a stop, or for an analysis the
    review no longer has, is dropped."""
    current = session.review
    analysis = None if current is None else current.analysis
    if current is None or analysis is None or analysis.token != message.token:
        return Outcome(None)
    if analysis.state != "running":
        return Outcome(None)
    match message:
        case Analysed(_token, at, move, chances):
            following = analysis.add(at, Found(chances, move))
            if following is None:  # done: its Stop button goes, and the focus if it had it
                return Outcome(None, [Focus("#analysis-title", lost=True)])
            return Outcome(None, [_ask(current, following)])
        case AnalysisFailed(_token, reason):
            analysis.state = "failed"
            alert = _("The analysis stopped: the computer could not search ({reason}).")
            return Outcome(
                None, [Focus("#analysis-title", lost=True)], alert=alert.format(reason=reason)
            )
    return Outcome(None)


def _ask(current: Review, at: int) -> AskAnalysis:
    """Ask the worker for position ``at`` of the game under review."""
    analysis, viewer = current.analysis, current.analyser()
    assert analysis is not None and viewer is not None
    seed = at + 1  # the tiles this device cannot see, dealt again for the search
    return AskAnalysis(analysis.token, at, current.position(at).encode(), seed, viewer, SECONDS)


def sent(message: RecordSent) -> Outcome[None]:
    """The game's record was copied or downloaded, or not."""
    if not message.done:
        return Outcome(
            None, alert=_("The game's record could not be copied: this browser refused.")
        )
    if message.download:
        return Outcome(None, notice=_("The game's record was downloaded."))
    return Outcome(None, notice=_("The game's record was copied."))


def _open(session: Session, *, handing_over: bool) -> list[Command]:
    """The review of the game on screen at its last move; a computer's move asked for
    or shown is dropped (asked again once the review is closed)."""
    if handing_over:
        session.viewer = None  # the device is being handed over: nobody's hand
    session.turn, session.hint = Idle(), None
    session.selection = session.kind.view.empty()
    session.review = Review.of(session)
    return [Focus("#review-title")]


def _key(current: Review, name: str) -> None:
    """An arrow moves a move back or on; Home and End go to the start and the end."""
    if name in KEYS:
        current.go(current.at + KEYS[name])
    elif name == "Home":
        current.go(0)
    elif name == "End":
        current.go(current.total)


def _sandbox_act(current: Review, message: BoardClick | Key) -> Outcome[None]:
    """A click or a key on the sandbox's board: any seat's move, played in the sandbox."""
    sandbox = current.sandbox
    assert sandbox is not None
    view, scene = current.kind.view, sandbox.scene(current.names)
    if not scene.offered:
        return Outcome(None)
    move = None
    match message:
        case BoardClick(target, enter):
            if enter:
                selection, move = view.key(scene, sandbox.selection, "Enter")
                if move is not None:
                    sandbox.selection = selection
            if move is None:
                sandbox.selection, move = view.click(scene, sandbox.selection, target)
        case Key(name):
            sandbox.selection, move = view.key(scene, sandbox.selection, name)
    if move is None:
        return Outcome(None)
    try:
        news = sandbox.play(current.kind, current.names, move)
    except IllegalMove as reason:
        return Outcome(None, alert=_("That move is not allowed: {reason}").format(reason=reason))
    return Outcome(None, notice=" ".join(news))


def leaving(session: Session, now: str, message: CloseReview | KeepTry) -> Outcome[None]:
    """The review closed: back to the game's turn, or the sandbox's line kept (as a new
    save made ``now``)."""
    current = session.review
    if current is None:
        return Outcome(None)
    if isinstance(message, CloseReview):
        session.review = None
        return Outcome(None, [Focus("#status")], go=GoGame(session))
    return Outcome(None) if current.sandbox is None else _keep(session, now, current)


def _keep(session: Session, now: str, current: Review) -> Outcome[None]:
    """The sandbox's line as a new saved game, opened to be played (the game reviewed
    left, saved as it was)."""
    try:
        draft, game = current.kept(now)
    except ValueError as reason:
        return Outcome(
            None, alert=_("This sandbox cannot be kept: {reason}.").format(reason=reason)
        )
    session.review = None
    opening = Opening(
        _("The sandbox could not be kept"),
        _("The sandbox's line is now a saved game of its own; the game it came from is unchanged."),
    )
    return Outcome(None, [MakeRecord(draft, game, opening)], go=GoStart())
