"""The start screen: its form, the quick start against the computer, and new games made
from the form (the saved games it lists: :mod:`web.ui.storage.update`)."""

from __future__ import annotations

from dataclasses import replace

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
from web.ui.env import Env
from web.ui.games import GAMES
from web.ui.outcome import Outcome
from web.ui.saved import Record, check_names
from web.ui.start.form import Setup, computer_table, table_from_text, table_to_text
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


def form(setup: Setup, env: Env, bots: bool, message: Form) -> tuple[Setup, Outcome[None]]:
    """The form (``setup``, the start screen's own state) changed, or a game started
    from it (or from a game's card): the form now, and what happened. ``env``: the
    seed and clock a new game takes; ``bots``: computers can play in this page."""
    match message:
        case StartGame():
            return setup, new_game(setup, env)
        case QuickStart(game) if game in GAMES:
            return setup, Outcome(None, [ReadTable(game)])
        case TableRead(game, table):
            setup = table_from_text(game, table) or computer_table(game)
            return setup, new_game(setup, env)
        case SetUp(game) if game in GAMES:
            return (setup if game == setup.game else setup.change_game(game)), Outcome(
                None, [Focus("#new-title")]
            )
        case MoveUp(index):
            setup.move_up(str(index))
        case ChooseGame(game) if game in GAMES and game != setup.game:
            return setup.change_game(game), Outcome(None)
        case FormField(name, value):
            commands: list[Command] = []
            if bots and name.startswith("kind-") and is_level(value):
                # A computer will play: its worker starts meanwhile (its others too, if
                # a hard one will search in parts at this many players).
                split = value == "hard" and len(setup.seats) > SPLIT_ABOVE
                commands.append(StartBots(split))
            if not setup.change(name, value):
                commands.append(Unchanged())
            return setup, Outcome(None, commands)
    return setup, Outcome(None)


def new_game(setup: Setup, env: Env) -> Outcome[None]:
    """A new game of the table on the form (saved once it has an id); none, and why,
    if two players have the same name."""
    try:
        check_names(setup.names())
    except ValueError as reason:
        alert = _("Give each player a name of their own: {reason}.").format(reason=reason)
        return Outcome(None, [Focus("#new-title")], alert=alert)
    commands: list[Command] = []
    if any(is_level(seat.kind) for seat in setup.seats):
        commands.append(KeepTable(setup.game, table_to_text(setup)))
    colours = "".join(seat.colour for seat in setup.seats)
    game = setup.kind.start(colours, len(setup.seats), setup.chosen_options(), env.new_seed())
    draft = Record("", game.encode(), setup.names(), setup.seat_kinds(), env.clock())
    draft.here, draft.hints = setup.here(), setup.offers_hints()
    if setup.live():
        draft.live = replace(new_table(draft.seats, draft.here, env.token), post=setup.post())
    opening = Opening(_("The game could not be started"))
    return Outcome(None, [*commands, MakeRecord(draft, game, opening)])
