"""The start screen: its form, the quick start against the computer, the saved games
(listed, continued, deleted), and new games made from the form."""

from __future__ import annotations

from dataclasses import replace

import game as engines
from game.i18n import _, ngettext
from web.ui.commands import (
    SPLIT_ABOVE,
    Command,
    Delete,
    Focus,
    ForgetCurrent,
    KeepTable,
    MakeRecord,
    ReadSave,
    ReadTable,
    StartBots,
    Unchanged,
)
from web.ui.form import computer_table, table_from_text, table_to_text
from web.ui.games import GAMES
from web.ui.live.model import new_table
from web.ui.messages import (
    EVERY_DAMAGED,
    AskDelete,
    ChooseGame,
    ConfirmDelete,
    Continue,
    FewerSaves,
    FormField,
    KeepSave,
    Loaded,
    MoveUp,
    Opening,
    QuickStart,
    RecordMade,
    SavesListed,
    SetUp,
    ShowSaves,
    StartGame,
    TableRead,
)
from web.ui.model import Model, Start
from web.ui.saves import Record, check_names, is_level
from web.ui.update.table import close, enter

Form = StartGame | QuickStart | TableRead | SetUp | MoveUp | ChooseGame | FormField


def form(model: Model, message: Form) -> list[Command]:
    """The form changed, or a game is started from it (or from a game's card)."""
    setup = model.setup
    match message:
        case StartGame():
            return new_game(model)
        case QuickStart(game) if game in GAMES:
            return [ReadTable(game)]
        case TableRead(game, table):
            model.setup = table_from_text(game, table) or computer_table(game)
            return new_game(model)
        case SetUp(game) if game in GAMES:
            if game != setup.game:
                model.setup = setup.change_game(game)
            return [Focus("#new-title")]
        case MoveUp(index):
            setup.move_up(str(index))
        case ChooseGame(game) if game in GAMES and game != setup.game:
            model.setup = setup.change_game(game)
        case FormField(name, value):
            commands: list[Command] = []
            if model.bots and name.startswith("kind-") and is_level(value):
                # A computer will play: its worker starts meanwhile (its others too, if
                # a hard one will search in parts at this many players).
                split = value == "hard" and len(setup.seats) > SPLIT_ABOVE
                commands.append(StartBots(split))
            if not setup.change(name, value):
                commands.append(Unchanged())
            return commands
    return []


def new_game(model: Model) -> list[Command]:
    """A new game of the table on the form (saved once it has an id); none if two
    players have the same name."""
    setup = model.setup
    try:
        check_names(setup.names())
    except ValueError as reason:
        model.alert = _("Give each player a name of their own: {reason}.").format(reason=reason)
        return [Focus("#new-title")]
    commands: list[Command] = []
    if any(is_level(seat.kind) for seat in setup.seats):
        commands.append(KeepTable(setup.game, table_to_text(setup)))
    colours = "".join(seat.colour for seat in setup.seats)
    game = setup.kind.start(
        colours, len(setup.seats), setup.chosen_options(), model.env.new_seed()
    )
    draft = Record("", game.encode(), setup.names(), setup.seat_kinds(), model.env.clock())
    draft.here, draft.hints = setup.here(), setup.offers_hints()
    if setup.live():
        draft.live = new_table(draft.seats, draft.here, model.env.token)
    return [*commands, MakeRecord(draft, game, Opening(_("The game could not be started")))]


Saves = (
    Continue
    | Loaded
    | RecordMade
    | SavesListed
    | AskDelete
    | ConfirmDelete
    | KeepSave
    | ShowSaves
    | FewerSaves
)


def saves(model: Model, message: Saves, deleting: str | None) -> list[Command]:
    """The saved games: listed on the start screen, opened, made, deleted (``deleting``
    is the one asked about before this message)."""
    screen = model.screen
    match message:
        case Continue(record_id):
            return [ReadSave(record_id)]
        case Loaded(record, problem, resumed, review):
            return _continue(model, record, problem, resumed, review)
        case RecordMade(record, game, opening):
            return enter(model, record, game, opening)
        case SavesListed() if isinstance(screen, Start):
            model.screen = replace(screen, saves=message)
        case AskDelete(key) if isinstance(screen, Start):
            model.screen = replace(screen, deleting=key)
        case ConfirmDelete() if deleting == EVERY_DAMAGED and isinstance(screen, Start):
            damaged = [key for key, _reason in screen.saves.problems] if screen.saves else []
            model.notice = ngettext(
                "{n} damaged save was deleted.", "{n} damaged saves were deleted.", len(damaged)
            ).format(n=len(damaged))
            model.screen = Start(page=screen.page)
            return [Delete(key) for key in damaged]
        case ConfirmDelete() if deleting and isinstance(screen, Start):
            model.notice = _("The saved game was deleted.")
            model.screen = Start(page=screen.page)
            return [Delete(deleting)]
        case KeepSave():
            model.notice = _("Nothing was deleted.")
        case ShowSaves(page) if isinstance(screen, Start):
            model.screen = replace(screen, page=max(page, 0))
        case FewerSaves() if isinstance(screen, Start):
            model.screen = replace(screen, page=None)
    return []


def _continue(
    model: Model, record: Record | None, problem: str, resumed: bool, review: bool = False
) -> list[Command]:
    """Open a saved game where it was left, to play or to ``review`` from its last move
    (a message if it cannot be)."""
    forget: list[Command] = [ForgetCurrent()] if resumed else []
    try:
        if record is None:
            raise ValueError(problem)
        game = engines.decode(record.game)
    except ValueError as reason:
        close(model)
        model.alert = _("That saved game could not be opened: {reason}.").format(reason=reason)
        return forget
    opening = Opening(
        _("That saved game could not be opened"),
        replaces=record.version,
        review=len(game.history) if review else None,
    )
    commands = enter(model, record, game, opening)
    return commands if model.session is not None else [*commands, *forget]
