"""The puzzles' markup (:mod:`web.ui.puzzles`): their section of the start screen,
the list of a game's puzzles, and a puzzle on the game screen (its box in the panel:
the title, who is to move, the verdict, the hints asked for, and its buttons)."""

from __future__ import annotations

from html import escape

from game.i18n import _, ngettext
from web.ui.games import GAMES
from web.ui.intents import button
from web.ui.messages import OpenGuide
from web.ui.play import view as game_screen
from web.ui.puzzles.levels import DIFFICULTIES
from web.ui.puzzles.messages import (
    BackToPuzzles,
    CopyPuzzleLink,
    DailyPuzzle,
    GiveUp,
    LeavePuzzles,
    LineBack,
    LineOn,
    NextPuzzle,
    OpenPuzzle,
    PuzzleHint,
    ShowPuzzles,
)
from web.ui.puzzles.model import (
    PAGE,
    AnyPuzzle,
    Attempt,
    Puzzles,
    Solving,
    difficulty,
    game_of,
    goal,
    hints,
    name,
    puzzles,
    table,
    theme_title,
    themes,
    title,
)


def entry() -> str:
    """The start screen's puzzles: each game's puzzle of the day and its list (the
    puzzles themselves are read once one is asked for)."""
    rows = "".join(
        f'<li><span class="puzzle-game">{escape(_(kind.title))}</span> '
        + button(
            DailyPuzzle(key),
            _("Puzzle of the day"),
            label=_("Puzzle of the day: {game}").format(game=_(kind.title)),
        )
        + button(
            ShowPuzzles(key),
            _("Every puzzle"),
            label=_("Every puzzle: {game}").format(game=_(kind.title)),
        )
        + "</li>"
        for key, kind in GAMES.items()
    )
    about = _("Positions from the computers’ games where one move is clearly best: find it.")
    return (
        '<section class="puzzles-entry" aria-labelledby="puzzles-entry-title">'
        f'<h2 id="puzzles-entry-title">{_("Puzzles")}</h2><p>{escape(about)}</p>'
        f'<ul class="puzzle-games">{rows}</ul></section>'
    )


def listing(screen: Puzzles) -> dict[str, str]:
    """The list of a game's puzzles: the game and the theme to show, how many are
    solved, the page's puzzles (each a button, marked once solved) and the pages."""
    games = "".join(
        button(ShowPuzzles(key), escape(_(kind.title)), more=_pressed(key == screen.game))
        for key, kind in GAMES.items()
        if puzzles(key)
    )
    choices = [("", _("Every theme"))] + [
        (theme, theme_title(screen.game, theme)) for theme in themes(screen.game)
    ]
    filters = "".join(
        button(
            ShowPuzzles(screen.game, theme, level=screen.level),
            escape(words),
            more=_pressed(theme == screen.theme),
        )
        for theme, words in choices
    )
    levels = "".join(
        button(
            ShowPuzzles(screen.game, screen.theme, level=level),
            escape(words),
            more=_pressed(level == screen.level),
        )
        for level, words in [("", _("Every difficulty"))]
        + [(key, _(words)) for key, words in DIFFICULTIES.items()]
    )
    listed = screen.listed()
    done = sum(name(p) in screen.solved for p in listed)
    count = ngettext(
        "{solved} of {n} puzzle solved on this device",
        "{solved} of {n} puzzles solved on this device",
        len(listed),
    ).format(solved=done, n=len(listed))
    first = screen.page * PAGE
    items = "".join(
        _item(screen, number, puzzle) for number, puzzle in enumerate(screen.shown(), first + 1)
    )
    body = (
        f'<section class="puzzles" aria-labelledby="puzzles-title">'
        f'<h2 id="puzzles-title" tabindex="-1">{_("Puzzles")}</h2>'
        f'<div class="puzzle-filter" role="group" aria-label="{_("Game")}">{games}</div>'
        f'<div class="puzzle-filter" role="group" aria-label="{_("Theme")}">{filters}</div>'
        f'<div class="puzzle-filter" role="group" aria-label="{_("Difficulty")}">{levels}</div>'
        f'<p class="puzzle-count">{escape(count)}</p>'
        f'<ol class="puzzle-list" start="{first + 1}">{items}</ol>{_pages(screen)}</section>'
    )
    return {"screen": body, "tools": button(LeavePuzzles(), _("Back to menu"))}


def _pressed(on: bool) -> str:
    return f' aria-pressed="{str(on).lower()}"'


def _item(screen: Puzzles, number: int, puzzle: AnyPuzzle) -> str:
    """One puzzle of the list: its number, title and table, marked once solved."""
    words = _("Puzzle {n}: {title} ({table}; {difficulty})").format(
        n=number, title=title(puzzle), table=table(puzzle), difficulty=difficulty(puzzle)
    )
    mark = f' <span class="solved">{_("solved")}</span>' if name(puzzle) in screen.solved else ""
    return f"<li>{button(OpenPuzzle(screen.game, puzzle.id), escape(words) + mark)}</li>"


def _pages(screen: Puzzles) -> str:
    """The buttons to the page before and after, if there are others."""
    pages = (len(screen.listed()) + PAGE - 1) // PAGE
    if pages <= 1:
        return ""
    at = _("Page {page} of {pages}").format(page=screen.page + 1, pages=pages)
    before = " disabled" if screen.page == 0 else ""
    after = " disabled" if screen.page + 1 >= pages else ""
    return (
        '<p class="pages">'
        + button(
            ShowPuzzles(screen.game, screen.theme, max(screen.page - 1, 0), screen.level),
            _("Previous page"),
            more=before,
        )
        + f" <span>{escape(at)}</span> "
        + button(
            ShowPuzzles(screen.game, screen.theme, screen.page + 1, screen.level),
            _("Next page"),
            more=after,
        )
        + "</p>"
    )


def solving(screen: Solving) -> dict[str, str]:
    """A puzzle on the game screen: the board view's status, board and panel, with the
    puzzle's box above the panel's own controls, and the moves up to the position."""
    attempt = screen.attempt
    drawing = attempt.kind.view.draw(attempt.scene(), attempt.selection)
    return {
        "status": escape(status(attempt)),
        "board": drawing.board,
        "panel": box(screen) + drawing.panel + drawing.table,
        "tools": button(BackToPuzzles(), _("Back to the puzzles"))
        + button(OpenGuide(game_of(attempt.puzzle)), _("How to play"))
        + button(LeavePuzzles(), _("Back to menu")),
        "log": game_screen.log(attempt.log),
        "announce": escape(verdict(attempt)),
        "analysis": "",
        "analysis-said": "",
    }


def status(attempt: Attempt) -> str:
    """The status line: who is to move, or once solved or shown, where in the search's
    line the board is (the answer its first move)."""
    named = title(attempt.puzzle)
    if attempt.state in ("solved", "shown"):
        return _("{title}: the line, move {at} of {total}").format(
            title=named, at=attempt.step + 1, total=len(attempt.puzzle.line) + 1
        )
    return _("{title}: {name} to move").format(title=named, name=attempt.who())


def verdict(attempt: Attempt) -> str:
    """Where the attempt stands, in words."""
    answer = attempt.describe(attempt.puzzle.answer)
    match attempt.state:
        case "solved":
            return _("Right! The best move: {move}.").format(move=answer)
        case "shown":
            return _("The answer: {move}.").format(move=answer)
        case "wrong" if attempt.wrong:
            move = attempt.describe(attempt.wrong)
            return _("Not the best move: {move}. Try again.").format(move=move)
        case "wrong":
            return _("That is not a move here. Try again.")
    return _("Find the best move for {name}.").format(name=attempt.who())


def box(screen: Solving) -> str:
    """The puzzle's box: its title, table and difficulty, its goal, the verdict, the
    hints asked for, once solved or shown the line the search found, and Hint, Give
    up, the next puzzle and the link to it."""
    attempt = screen.attempt
    puzzle = attempt.puzzle
    every = hints(puzzle)
    shown = "".join(
        f'<li id="puzzle-hint-{n}" tabindex="-1">{escape(words)}</li>'
        for n, words in enumerate(every[: attempt.hints], 1)
    )
    done = attempt.state in ("solved", "shown")
    buttons = ""
    if not done and attempt.hints < len(every):
        buttons += button(PuzzleHint(), _("Hint") if not attempt.hints else _("Another hint"))
    if not done:
        buttons += button(GiveUp(), _("Give up"))
    buttons += button(NextPuzzle(), _("Next puzzle"), primary=done)
    buttons += button(CopyPuzzleLink(), _("Link to this puzzle"))
    named = title(puzzle)
    heading = (
        _("Puzzle of the day: {title}").format(title=named)
        if screen.daily
        else _("Puzzle: {title}").format(title=named)
    )
    about = _("{table}; difficulty: {difficulty}").format(
        table=table(puzzle), difficulty=difficulty(puzzle)
    )
    css = f"puzzle-verdict {attempt.state}"
    return (
        '<section class="puzzle-box" aria-labelledby="puzzle-title">'
        f'<h2 id="puzzle-title" tabindex="-1">{escape(heading)}</h2>'
        f'<p class="puzzle-table">{escape(about)}</p>'
        f'<p class="puzzle-goal">{escape(goal(puzzle))}</p>'
        f'<p id="puzzle-verdict" class="{css}" tabindex="-1">{escape(verdict(attempt))}</p>'
        + (f'<ol class="puzzle-hints" aria-label="{_("Hints")}">{shown}</ol>' if shown else "")
        + (_solution(attempt) if done else "")
        + f'<div class="puzzle-tools">{buttons}</div>{_link(screen.link)}</section>'
    )


def _solution(attempt: Attempt) -> str:
    """The answer and the line the search found after it, each move in words (the one
    last played on the board marked), and the buttons that step along it."""
    current = ' aria-current="step"'
    moves = "".join(
        f"<li{current if n == attempt.step else ''}>{escape(words)}</li>"
        for n, words in enumerate(attempt.solution())
    )
    steps = ""
    if attempt.puzzle.line:
        back = "" if attempt.step else " disabled"
        on = "" if attempt.step < len(attempt.puzzle.line) else " disabled"
        steps = (
            '<div class="puzzle-tools">'
            + button(LineBack(), _("Previous"), label=_("Previous move"), more=back)
            + button(LineOn(), _("Next"), label=_("Next move"), more=on)
            + "</div>"
        )
    return (
        f'<h3 id="puzzle-line-title" tabindex="-1">{_("The line the search found")}</h3>'
        f'<ol class="puzzle-line" aria-labelledby="puzzle-line-title">{moves}</ol>{steps}'
    )


def _link(url: str) -> str:
    """The link to the puzzle, once asked for, to copy by hand if need be."""
    if not url:
        return ""
    label = _("Link to this puzzle")
    return (
        f'<p class="puzzle-link"><input type="text" readonly value="{escape(url)}"'
        f' aria-label="{escape(label)}"></p>'
    )
