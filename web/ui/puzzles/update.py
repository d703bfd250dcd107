"""What each puzzles' message does (:mod:`web.ui.puzzles`): the list opened, filtered
and paged; a puzzle opened (from the list, or the puzzle of the day); a move made on
its board judged right or wrong; hints shown one at a time; the answer shown after
giving up; the solved marks read from and kept in storage."""

from __future__ import annotations

from dataclasses import replace

from game.i18n import _
from web.ui.commands import Command, Focus, SendLink
from web.ui.model import Model
from web.ui.play.messages import BoardClick, Key, LinkCopied
from web.ui.play.turns import close, leave
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
from web.ui.start.model import Start


def act(model: Model, message: Intent | Results) -> list[Command]:
    """A person acts on the puzzles' screens (or storage answers)."""
    screen = model.screen
    listing = screen.listing if isinstance(screen, Solving) else screen
    solved = listing.solved if isinstance(listing, Puzzles) else frozenset[str]()
    entering = [] if isinstance(listing, Puzzles) else [ReadSolved()]
    match message:
        case ShowPuzzles(game, theme, page, level):
            if (
                not puzzles(game)
                or (theme and theme not in themes(game))
                or (level and level not in DIFFICULTIES)
            ):
                return []
            last = max(len(Puzzles(game, theme, level=level).listed()) - 1, 0) // PAGE
            model.screen = Puzzles(game, theme, min(page, last), solved, level)
            return [*entering, Focus("#puzzles-title")]
        case OpenPuzzle(game, id):
            puzzle = find(game, id)
            if puzzle is None:
                model.alert = _("There is no such puzzle.")
                return []
            back = listing if isinstance(listing, Puzzles) else Puzzles(game, solved=solved)
            return [*entering, *_open(model, puzzle, back)]
        case DailyPuzzle(game):
            if not puzzles(game):
                return []
            today = model.env.today()  # UTC, as the daily challenge: one puzzle everywhere
            back = Puzzles(game, solved=solved)
            return [*entering, *_open(model, daily(game, today), back, today=True)]
        case LeavePuzzles():
            model.screen = Start()
            return []
        case SolvedRead(marks, problem):
            _marked(model, marks)
            if problem:
                model.alert = problem
            return []
    if isinstance(screen, Solving):
        return _solving(model, screen, message)
    return []


def _solving(model: Model, screen: Solving, message: Intent | Results) -> list[Command]:
    """A button of the puzzle on screen."""
    attempt = screen.attempt
    match message:
        case PuzzleHint() if attempt.hints < len(hints(attempt.puzzle)):
            attempt.hints += 1
            return [Focus(f"#puzzle-hint-{attempt.hints}")]
        case GiveUp():
            attempt.give_up()
            return [Focus("#puzzle-verdict")]
        case LineOn() | LineBack():
            attempt.follow(1 if isinstance(message, LineOn) else -1)
            return [Focus("#puzzle-line-title")]
        case CopyPuzzleLink():
            return [SendLink(fragment(game_of(attempt.puzzle), attempt.puzzle.id), False)]
        case BackToPuzzles():
            model.screen = screen.listing
            return [Focus("#puzzles-title")]
        case NextPuzzle():
            listed = screen.listing.listed()
            index = next((i for i, p in enumerate(listed) if p.id == attempt.puzzle.id), -1)
            following = listed[(index + 1) % len(listed)]
            page = listed.index(following) // PAGE
            return _open(model, following, replace(screen.listing, page=page))
    return []


def copied(model: Model, screen: Solving, message: LinkCopied) -> list[Command]:
    """The link to the puzzle on screen copied (or refused: then shown to copy)."""
    model.screen = replace(screen, link=message.url)
    if message.done:
        model.notice = _("The link to this puzzle was copied: paste it to a friend.")
    else:
        model.notice = _("Copy the link below to share this puzzle.")
    return []


def linked(model: Model, address: str) -> list[Command]:
    """The page opened with a puzzle's link: that puzzle on screen (the game on screen
    left, and saved), or the start screen and why not; nothing else is saved."""
    session = model.session
    commands = [] if session is None else leave(model, session)
    try:
        game, id = read(address)
        puzzle = find(game, id)
        if puzzle is None:
            raise ValueError(_("this page has no such puzzle"))
    except ValueError as reason:
        close(model)
        model.alert = _("This puzzle link could not be opened: {reason}.").format(reason=reason)
        return commands
    return [*commands, ReadSolved(), *_open(model, puzzle, Puzzles(game))]


def _open(model: Model, puzzle: AnyPuzzle, back: Puzzles, today: bool = False) -> list[Command]:
    """``puzzle`` on screen, a first attempt at it."""
    model.screen = Solving(Attempt.of(puzzle), back, today)
    return [Focus("#puzzle-title")]


def _marked(model: Model, solved: frozenset[str]) -> None:
    """The solved marks read from storage, on the screen on show."""
    screen = model.screen
    if isinstance(screen, Puzzles):
        model.screen = replace(screen, solved=solved)
    elif isinstance(screen, Solving):
        model.screen = replace(screen, listing=replace(screen.listing, solved=solved))


def board(model: Model, screen: Solving, message: BoardClick | Key) -> list[Command]:
    """A click or a key on the puzzle's board: once a move is complete, judged."""
    attempt = screen.attempt
    view, scene = attempt.kind.view, attempt.scene()
    if not scene.offered:
        return []
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
        return []
    if attempt.judge(move):
        return [KeepSolved(name(attempt.puzzle)), Focus("#puzzle-verdict")]
    return [Focus("#puzzle-verdict")]
