"""What each puzzles' message does (:mod:`web.ui.puzzles`): the list opened, filtered
and paged; a puzzle opened (from the list, or the puzzle of the day); a move made on
its board judged right or wrong; hints shown one at a time; the answer shown after
giving up; the solved marks read from and kept in storage."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from game.i18n import _
from web.ui.commands import Command, Focus, SendLink
from web.ui.outcome import GoStart, Outcome
from web.ui.play.messages import BoardClick, Key, LinkCopied
from web.ui.puzzles.commands import KeepSolved, ReadSolved
from web.ui.puzzles.levels import DIFFICULTIES
from web.ui.puzzles.link import fragment, read
from web.ui.puzzles.messages import (
    BackToPuzzles,
    CopyPuzzleLink,
    DailyPuzzle,
    GiveUp,
    Intent,
    LeavePuzzles,
    LineBack,
    LineOn,
    NextPuzzle,
    OpenPuzzle,
    PuzzleHint,
    Results,
    ShowPuzzles,
    SolvedRead,
)
from web.ui.puzzles.model import (
    PAGE,
    AnyPuzzle,
    Attempt,
    Puzzles,
    Solving,
    daily,
    find,
    game_of,
    hints,
    name,
    puzzles,
    themes,
)

#: The puzzles' screens: the list, or a puzzle on screen (None: another screen).
Screen = Puzzles | Solving | None


def act(screen: Screen, today: date, message: Intent | Results) -> Outcome[Screen]:
    """A person acts on the puzzles' screens (or storage answers); ``today`` is the
    puzzle of the day's (UTC, as the daily challenge: one puzzle everywhere)."""
    listing = screen.listing if isinstance(screen, Solving) else screen
    solved = listing.solved if isinstance(listing, Puzzles) else frozenset[str]()
    entering: list[Command] = [] if isinstance(listing, Puzzles) else [ReadSolved()]
    match message:
        case ShowPuzzles(game, theme, page, level):
            if (
                not puzzles(game)
                or (theme and theme not in themes(game))
                or (level and level not in DIFFICULTIES)
            ):
                return Outcome(screen)
            last = max(len(Puzzles(game, theme, level=level).listed()) - 1, 0) // PAGE
            listed = Puzzles(game, theme, min(page, last), solved, level)
            return Outcome(listed, [*entering, Focus("#puzzles-title")])
        case OpenPuzzle(game, id):
            puzzle = find(game, id)
            if puzzle is None:
                return Outcome(screen, alert=_("There is no such puzzle."))
            back = listing if isinstance(listing, Puzzles) else Puzzles(game, solved=solved)
            return _open(puzzle, back, entering)
        case DailyPuzzle(game):
            if not puzzles(game):
                return Outcome(screen)
            return _open(daily(game, today), Puzzles(game, solved=solved), entering, today=True)
        case LeavePuzzles():
            return Outcome(screen, go=GoStart())
        case SolvedRead(marks, problem):
            return Outcome(_marked(screen, marks), alert=problem or None)
    if isinstance(screen, Solving):
        return _solving(screen, message)
    return Outcome(screen)


def _solving(screen: Solving, message: Intent | Results) -> Outcome[Screen]:
    """A button of the puzzle on screen."""
    attempt = screen.attempt
    match message:
        case PuzzleHint() if attempt.hints < len(hints(attempt.puzzle)):
            attempt.hints += 1
            return Outcome(screen, [Focus(f"#puzzle-hint-{attempt.hints}")])
        case GiveUp():
            attempt.give_up()
            return Outcome(screen, [Focus("#puzzle-verdict")])
        case LineOn() | LineBack():
            attempt.follow(1 if isinstance(message, LineOn) else -1)
            return Outcome(screen, [Focus("#puzzle-line-title")])
        case CopyPuzzleLink():
            link = fragment(game_of(attempt.puzzle), attempt.puzzle.id)
            return Outcome(screen, [SendLink(link, False)])
        case BackToPuzzles():
            return Outcome(screen.listing, [Focus("#puzzles-title")])
        case NextPuzzle():
            listed = screen.listing.listed()
            index = next((i for i, p in enumerate(listed) if p.id == attempt.puzzle.id), -1)
            following = listed[(index + 1) % len(listed)]
            page = listed.index(following) // PAGE
            return _open(following, replace(screen.listing, page=page))
    return Outcome(screen)


def copied(screen: Solving, message: LinkCopied) -> Outcome[Solving]:
    """The link to the puzzle on screen copied (or refused: then shown to copy)."""
    if message.done:
        notice = _("The link to this puzzle was copied: paste it to a friend.")
    else:
        notice = _("Copy the link below to share this puzzle.")
    return Outcome(replace(screen, link=message.url), notice=notice)


def linked(address: str) -> Outcome[Solving | None]:
    """The page opened with a puzzle's link: that puzzle on screen, or the start screen
    and why not (the core leaves the game on screen first)."""
    try:
        game, id = read(address)
        puzzle = find(game, id)
        if puzzle is None:
            raise ValueError(_("this page has no such puzzle"))
    except ValueError as reason:
        alert = _("This puzzle link could not be opened: {reason}.").format(reason=reason)
        return Outcome(None, alert=alert, go=GoStart())
    return _open(puzzle, Puzzles(game), [ReadSolved()])


def _open(
    puzzle: AnyPuzzle, back: Puzzles, first: Sequence[Command] = (), today: bool = False
) -> Outcome[Solving]:
    """``puzzle`` on screen, a first attempt at it (after the ``first`` commands)."""
    return Outcome(Solving(Attempt.of(puzzle), back, today), [*first, Focus("#puzzle-title")])


def _marked(screen: Screen, solved: frozenset[str]) -> Screen:
    """The solved marks read from storage, on the screen on show."""
    if isinstance(screen, Puzzles):
        return replace(screen, solved=solved)
    if isinstance(screen, Solving):
        return replace(screen, listing=replace(screen.listing, solved=solved))
    return screen


def board(screen: Solving, message: BoardClick | Key) -> Outcome[Solving]:
    """A click or a key on the puzzle's board: once a move is complete, judged."""
    attempt = screen.attempt
    view, scene = attempt.kind.view, attempt.scene()
    if not scene.offered:
        return Outcome(screen)
    move = None
    match message:
        case BoardClick(target, enter):
            if enter:
                selection, move = view.key(scene, attempt.selection, "Enter")
                if move is not None:
                    attempt.selection = selection
            if move is None:
                attempt.selection, move = view.click(scene, attempt.selection, target)
        case Key(key):
            attempt.selection, move = view.key(scene, attempt.selection, key)
    if move is None:
        return Outcome(screen)
    if attempt.judge(move):
        return Outcome(screen, [KeepSolved(name(attempt.puzzle)), Focus("#puzzle-verdict")])
    return Outcome(screen, [Focus("#puzzle-verdict")])
