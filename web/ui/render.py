"""The page as a pure function of the model: :func:`layout` (the screen's frame),
:func:`regions` (the HTML of each region, by element id) and :func:`page_state`
(what ``<body data-…>`` says the page is doing, for tests and tools).
"""

from __future__ import annotations

from html import escape
from typing import NamedTuple

from game.i18n import _
from web.ui.arrival import view as questions
from web.ui.arrival.model import BranchChoice, SeatChoice
from web.ui.daily import view as daily_view
from web.ui.daily.model import FRIENDS, HELD, Daily, friends, held, score, takes_back
from web.ui.games import Choice, pictures
from web.ui.guide import guide
from web.ui.live import view as live_view
from web.ui.model import Model
from web.ui.play import view as game_screen
from web.ui.play.model import HandOver, Playing
from web.ui.post import view as post_view
from web.ui.puzzles import view as puzzles_view
from web.ui.puzzles.model import Puzzles, Solving
from web.ui.records import view as records_view
from web.ui.records.model import Records
from web.ui.review import view as review_view
from web.ui.review.model import Review
from web.ui.screens import frame
from web.ui.session import Failed, Session, Showing, Thinking
from web.ui.start import view as start_screen
from web.ui.start.model import Start
from web.ui.storage import view as stored
from web.ui.storage.summary import summary


def layout(model: Model) -> str:
    """The current screen's frame: empty regions that :func:`regions` fills."""
    session = model.session
    reviewing = session is not None and session.review is not None
    game = isinstance(model.screen, Playing | Solving) or reviewing
    return frame.layout(game and model.guide is None)


def regions(model: Model) -> dict[str, str]:
    """The HTML of each region of the current screen, by element id."""
    messages = frame.messages(model.alert, model.notice)
    screen = model.screen
    if model.guide is not None:
        drawn = guide(model.guide.game, model.guide.step)
        return _preferred(model, {"messages": messages, "screen": drawn, "tools": ""})
    session = model.session
    if session is not None and session.review is not None:
        return {"messages": messages, **_review(model, session.review)}
    match screen:
        case Start(deleting, saves, page):
            records, problems = (saves.records, saves.problems) if saves else ((), ())
            recent = [
                (record, *summary(record, model.language)) for record in records[: stored.RECENT]
            ]
            listed = stored.Listing(records, page) if page is not None else None
            drawn = start_screen.start(
                model.setup,
                stored.Saves(recent, len(records), problems, deleting, listed),
                model.bots,
                pictures(),
                puzzles_view.entry(),
                post_view.waiting(model.post),
            )
            tools = frame.preferences(model.theme, model.language, model.pace)
            return {"messages": messages, "screen": drawn, "tools": tools}
        case SeatChoice(arrival):
            link = arrival.link
            seats = zip(link.names, link.seats, strict=True)
            drawn = questions.seat([(i, n) for i, (n, s) in enumerate(seats) if s == "person"])
            return _preferred(model, {"messages": messages, "screen": drawn, "tools": ""})
        case BranchChoice(arrival, mine, sender, at):
            drawn = questions.branch(len(mine.moves), len(arrival.game.history), sender, at)
            return _preferred(model, {"messages": messages, "screen": drawn, "tools": ""})
        case HandOver(session):
            name = session.names[session.game.to_move]
            drawn = questions.handoff(name)
            return {"messages": messages, "screen": drawn, "tools": _tools(model, session)}
        case Playing(session):
            return {"messages": messages, **_game(model, session)}
        case Daily():
            tools = frame.preferences(model.theme, model.language, model.pace)
            return {"messages": messages, "screen": daily_view.screen(screen), "tools": tools}
        case Records():
            tools = frame.preferences(model.theme, model.language)
            return {"messages": messages, "screen": records_view.page(screen), "tools": tools}
        case Puzzles():
            return {"messages": messages, **_preferred(model, puzzles_view.listing(screen))}
        case Solving():
            return {"messages": messages, **_preferred(model, puzzles_view.solving(screen))}


def _preferred(model: Model, drawn: dict[str, str]) -> dict[str, str]:
    """A screen's regions with the theme and language menus after its own tools."""
    return {**drawn, "tools": drawn["tools"] + frame.preferences(model.theme, model.language)}


def _tools(model: Model, session: Session, turn: bool = True) -> str:
    """The game's menu; ``turn``: with the turn's controls (Hint, Undo), which a game
    on screen has in its panel instead."""
    waiting = None if session.live is not None else session.waiting_for()
    too_long = session.qr and not model.qr_shown()
    return game_screen.tools(
        can_undo=_can_undo(session),
        link=session.link,
        retry=isinstance(session.turn, Failed),
        send_to=None if waiting is None else session.names[waiting],
        confirm_undo=model.confirming_undo,
        qr=model.qr_shown(),
        qr_too_long=too_long,
        saved=not session.save_failed,
        theme=model.theme,
        pace=model.pace,
        language=model.language,
        hint=model.hints_offered(),
        apart=session.apart,
        turn=turn,
        held=_held(session),
        friend=_daily_rules(session).friend,
        linked=not _daily_rules(session).held,
        end_early=game_screen.end_early(offered=session.may_end(), asked=session.ending_asked),
    )


def _table_box(model: Model, session: Session) -> str:
    """The live table's box, with its line about the relays for a table by post."""
    table = session.record.live
    kept = post_view.kept(model.post, table.room) if table is not None and table.post else ""
    return live_view.table_box(model.network, session, kept)


def _can_undo(session: Session) -> bool:
    ending = session.ending()
    early = ending is not None and ending.early  # (ended by its player: kept so)
    return bool(session.game.history) and not session.watching() and not early


def _turn_controls(model: Model, session: Session) -> str:
    """Hint and Undo, in the panel below the hand or the action."""
    return game_screen.turn_controls(
        can_undo=_can_undo(session) and _daily_rules(session).takes_back,
        confirm_undo=model.confirming_undo,
        hint=model.hints_offered(),
        held=_held(session),
    )


def _held(session: Session) -> str:
    """Why the game on screen has no hint and no undo: a daily challenge's scored
    attempt under way, or a friend's game ("": it has them)."""
    rules = _daily_rules(session)
    if rules.held:
        return _(HELD)
    return _(FRIENDS) if rules.friend else ""


class DailyRules(NamedTuple):
    """What a daily challenge's rules say of the game on screen: a scored attempt under
    way (``held``: no hint, undo, sandbox, analysis or link), a ``friend``'s game looked
    back over, and whether moves are taken back."""

    held: bool = False
    friend: bool = False
    takes_back: bool = True


def _daily_rules(session: Session) -> DailyRules:
    """The daily's rules for the game on screen, asked only of a daily challenge's game
    (any other is none of these: its drawing never enters the daily's model)."""
    record = session.record
    if record.daily is None:
        return DailyRules()
    return DailyRules(held(record, session.game), friends(record), takes_back(record))


def _variant(session: Session) -> str:
    """The game's variant and how it is won, in the form's words (a game with variants:
    Tsuro), so that the game screen always names it."""
    chosen = getattr(session.game, "variant", None)
    for option in session.kind.options:
        if isinstance(option, Choice) and option.key == "variant" and chosen in option.values:
            return f'<p class="variant">{escape(_(option.values[str(chosen)]))}</p>'
    return ""


def _daily(session: Session) -> str:
    """The daily challenge's box, for a game that is one."""
    mark = session.record.daily
    if mark is None:
        return ""
    return daily_view.box(mark, session.ending() is not None, session.game.encode())


def _solo(game: object) -> bool:
    """True for Tsuro's solo, where every move is the person's: the moves just made are
    the latest moves, not moves since theirs."""
    return getattr(game, "variant", "") == "solo"


def _game(model: Model, session: Session) -> dict[str, str]:
    """The game screen's regions."""
    game = session.game
    scene = session.scene(model.offered(), still=model.still)
    drawing = session.kind.view.draw(scene, session.selection)
    winners = game.winners()
    you_won = winners == [session.you()]
    result = session.kind.result(game, session.solo_best)
    names = [session.names[p] for p in winners]
    status = _status(session, drawing.status)
    over = session.ending() is not None
    if _daily_rules(session).friend and over:  # the friend's result, never "you"
        result = _("Your friend’s result: {score}.").format(score=score(game))
        status = escape(result)
    ending = session.ending()
    if ending is not None and ending.early:
        status, result = game_screen.ended_early(ending.kind)
        status = escape(status)
    end = game_screen.end(names, you_won, result) if over else ""
    recent = [words for _, words in session.log[len(session.log) - scene.recent :]]
    turn = session.turn
    if isinstance(turn, Thinking) and turn.level == "hard":
        status += game_screen.progress(turn.progress, _("The computer’s search"))
    return {
        "status": status,
        "board": drawing.board,
        "panel": end
        + _daily(session)
        + _variant(session)
        + _table_box(model, session)
        + _hint(model, session)
        + drawing.panel
        + _turn_controls(model, session)
        + drawing.table
        + game_screen.recent(
            recent if scene.recent else [], latest=session.watching() or _solo(game)
        ),
        "tools": _tools(model, session, turn=False),
        "log": game_screen.log(session.log, session.new_since),
        # every move, read out by screen readers (a polite live region)
        "announce": escape(_announcement(model, session)),
        "analysis": "",
        "analysis-said": "",
    }


def _review(model: Model, review: Review) -> dict[str, str]:
    """The game screen's regions in a review: the position after its move, or the
    sandbox, drawn by the board view with nothing offered but the sandbox's moves;
    the theme and language menus after its tools."""
    sandbox = review.sandbox
    view = review.kind.view
    names = {str(p): review.names[p] for p in review.game.players}
    if sandbox is None:
        scene = review.scene()
        selection = view.empty()
        if review.shown is not None:  # a turning point's better move, shown as a hint is
            selection = view.suggesting(scene, review.shown)
        drawing = view.draw(scene, selection)
        where = review_view.status_words(review)
        status = escape(_("Review, {where}: {status}").format(where=where, status=drawing.status))
        position = review.position()
        can_try = not position.is_over() and (
            review.sight.everyone or review.sight.seat is not None
        )
        entries, since = review.log[: review.at], None
        announce = review.announcement()
    else:
        drawing = view.draw(sandbox.scene(review.names), sandbox.selection)
        status = escape(_("Sandbox: {status}").format(status=drawing.status))
        can_try = False
        entries, since = review.log[: sandbox.start] + sandbox.log, sandbox.start
        announce = sandbox.log[-1][1] if sandbox.log else review_view.position_words(review)
    return {
        "status": status,
        "board": drawing.board,
        "panel": review_view.steps(review)
        + review_view.turning_point(review, names)
        + review_view.box(review)
        + drawing.panel
        + drawing.table,
        "tools": review_view.tools(review, can_try)
        + frame.preferences(model.theme, model.language),
        "log": game_screen.log(entries, since),
        "announce": escape(announce),
        "analysis": review_view.analysis(review, names),
        "analysis-said": review_view.said(review),
    }


def _announcement(model: Model, session: Session) -> str:
    """What screen readers hear: a hint found, else the last move."""
    hint = session.hint
    if hint is not None and hint.move is not None and model.offered():
        words = session.describe(hint.move, session.game.to_move)
        return _("Hint: {move}").format(move=words)
    return session.log[-1][1] if session.log else ""


def _hint(model: Model, session: Session) -> str:
    """The hint box, while the person to move has one."""
    hint = session.hint
    if hint is None or not model.offered():
        return ""
    player = session.game.to_move
    move = None if hint.move is None else session.describe(hint.move, player)
    names = {str(p): session.names[p] for p in session.game.players}
    chances = [(names.get(p, p), share) for p, share in hint.chances]
    return game_screen.hint(hint.progress, move, chances)


def _status(session: Session, drawn: str) -> str:
    """The status line as HTML: the view's words, or what a computer is doing."""
    player = session.game.to_move
    waiting = session.waiting_for()
    turn = session.turn
    table = session.record.live
    if waiting is not None and session.live is not None and table is not None and table.post:
        return frame.named(
            _("Waiting for {name}, who plays turn-based: their move comes through the relays."),
            name=session.names[waiting],
        )
    if waiting is not None and session.live is not None:
        return _("Waiting for {name}, who plays live.").format(name=session.names[waiting])
    if waiting is not None:
        return frame.named(
            _("Waiting for {name}: send them the link to play their move."),
            name=session.names[waiting],
        )
    if isinstance(turn, Thinking):
        return frame.named(_("{name} (computer) is thinking…"), name=session.names[player])
    if isinstance(turn, Showing):
        words = _("Computer plays: {move}").format(move=session.describe(turn.move, player))
        return escape(words)
    if isinstance(turn, Failed):
        return frame.named(_("{name} (computer) could not move."), name=session.names[player])
    return escape(drawn)


def page_state(model: Model) -> dict[str, str]:
    """What the page is doing, for ``<body data-…>``: tests and tools wait on it.

    ``screen``; ``language``; ``turn``, the player to move (``over`` at the end);
    ``activity`` (``idle``, ``thinking``, ``showing`` a computer's move, or ``failed``);
    ``moves`` in the game on screen; ``save``: ``saved`` (storage holds the game as
    shown) or ``failed``; ``review``: the move reviewed, or ``sandbox`` (empty when
    the game is played); ``analysis``: where the review's analysis stands
    (``running``, ``done``, ``stopped`` or ``failed``; empty without one). Empty on
    the start screen.
    """
    session = model.session
    state = {"screen": "guide" if model.guide else model.screen.name, "language": model.language}
    if session is None:
        return {
            **state,
            "review": "",
            "analysis": "",
            "turn": "",
            "activity": "",
            "moves": "",
            "save": "",
        }
    game = session.game
    review = session.review
    reviewing = "" if review is None else "sandbox" if review.sandbox else str(review.at)
    return {
        **state,
        "review": reviewing,
        "analysis": "" if review is None or review.analysis is None else review.analysis.state,
        "turn": "over" if session.ending() is not None else str(game.to_move),
        "activity": session.turn.name,
        "moves": str(len(game.history)),
        "save": "failed" if session.save_failed else "saved",
    }
