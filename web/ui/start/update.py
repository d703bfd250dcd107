"""The start screen: its form, the quick start against the computer, and new games made
from the form (the saved games it lists: :mod:`web.ui.storage.update`)."""

from __future__ import annotations

from game.i18n import _
from game.levels import is_level
from web.ui.commands import (
    SPLIT_ABOVE,
    Command,
    Focus,
    KeepTable,
    MakeRecord,
    Opening,
    ReadTable,
    StartBots,
    Unchanged,
)
from web.ui.games import GAMES
from web.ui.model import Model
from web.ui.saved import Record, check_names
from web.ui.start.form import computer_table, table_from_text, table_to_text
from web.ui.start.messages import (
    ChooseGame,
    Form,
    FormField,
    MoveUp,
    QuickStart,
    SetUp,
    StartGame,
    TableRead,
)
from web.ui.table_keys import new_table


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
