"""The page's screens and what each click does, as plain Python (no DOM here).

:class:`App` holds the start screen's choices, the game being played, its
board view and its saved record. ``web/main.py`` shows :meth:`App.layout` and
:meth:`App.regions`, and routes the page's events to :meth:`App.action`,
:meth:`App.field`, :meth:`App.activate` and :meth:`App.key`.

>>> from web.ui.saves import MemoryStorage, SaveStore
>>> app = App(SaveStore(MemoryStorage()), clock=lambda: "2026-11-21 07:00")
>>> app.screen, app.setup.game, [seat.colour for seat in app.setup.seats]
('start', 'shangrila', ['r', 'b', 'y', 'v'])
>>> app.field("game", "tsuro")
True
>>> len(app.setup.seats)
2
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

import game as games
from game.core import Game, IllegalMove
from web.ui.links import is_game_link, make_fragment, read_fragment
from web.ui.saves import LIMITS, SEAT_KINDS, Record, SaveStore

if TYPE_CHECKING:
    from web.ui.view import BoardView

TITLES = {"shangrila": "The Bridges of Shangri-La", "tsuro": "Tsuro"}
COLOURS = {"r": "Red", "b": "Blue", "y": "Yellow", "v": "Violet"}
STARTS = {
    "free": "Free placement",
    "suggested": "Suggested start (not official)",
    "random": "Random start",
}
SEAT_TEXT = {
    "person": "Person",
    "easy": "Computer (easy)",
    "medium": "Computer (medium)",
    "hard": "Computer (hard)",
}


@dataclass
class Seat:
    """One player on the start screen: a name, who plays, and (Shangri-La) a colour."""

    name: str
    kind: str = "person"
    colour: str = ""


@dataclass
class Setup:
    """The start screen's choices."""

    game: str = "shangrila"
    seats: list[Seat] = field(default_factory=list)
    start: str = "free"
    tie_to_origin: bool = False
    elimination_bonus: bool = False

    def resize(self, count: int) -> None:
        """Keep ``count`` seats (within the game's limits), adding or dropping at the end."""
        low, high = LIMITS[self.game]
        count = max(low, min(high, count))
        del self.seats[count:]
        while len(self.seats) < count:
            self.seats.append(Seat(f"Player {len(self.seats) + 1}"))
        if self.game == "shangrila":
            taken: set[str] = set()
            for seat in self.seats:
                if seat.colour not in COLOURS or seat.colour in taken:
                    held = {s.colour for s in self.seats}
                    seat.colour = next(c for c in COLOURS if c not in taken | held)
                taken.add(seat.colour)


def default_setup(kind: str = "shangrila") -> Setup:
    """The start screen's first choices for a game: its largest usual table, all persons."""
    setup = Setup(game=kind)
    setup.resize(4 if kind == "shangrila" else 2)
    return setup


class App:
    """Everything the page shows, and how it reacts, without touching the DOM."""

    def __init__(
        self,
        store: SaveStore,
        *,
        clock: Callable[[], str],
        bots: bool = False,
        new_seed: Callable[[], int] = lambda: random.randrange(2**31),
    ) -> None:
        self.store = store
        self.clock = clock
        self.bots = bots
        self.new_seed = new_seed
        self.screen = "start"
        self.setup = default_setup()
        self.record: Record | None = None
        self.game: Game | None = None
        self.view: BoardView | None = None
        self.viewer = None
        self.log: list[tuple[str, str]] = []
        self.notice = ""
        self.alert = ""
        self.link = ""
        self.deleting: str | None = None
        self.thinking = False
        self.unsaved = False

    # -- opening the page -----------------------------------------------------------

    def open_page(self, fragment: str) -> bool:
        """Show what the page was opened with: a share link, the last game, or the menu.

        Returns True when ``fragment`` was a game link (the page then drops it from
        the address, so that a reload resumes from the saved game instead).
        """
        if is_game_link(fragment):
            try:
                text, names, seats = read_fragment(fragment)
                game = games.decode(text)
            except ValueError as reason:
                self.alert = f"This link could not be opened: {reason}."
                self.screen = "start"
                return True
            record = self.store.find(text, names, seats)
            if record is None:
                record = self.store.new_record(text, names, seats, self.clock())
                self.store.write(record)
                self.notice = "The game from the link is now in your saved games."
            self._enter(record, game)
            return True
        current = self.store.current()
        if current is not None:
            self.continue_game(current)
            if self.screen == "start":
                self.store.forget_current()
        return False

    def continue_game(self, record_id: str) -> None:
        """Open a saved game where it was left."""
        try:
            record = self.store.read(record_id)
            game = games.decode(record.game)
        except ValueError as reason:
            self.alert = f"That saved game could not be opened: {reason}."
            self.screen = "start"
            return
        self._enter(record, game)

    def _enter(self, record: Record, game: Game) -> None:
        self.record, self.game = record, game
        self.store.write(record)
        self.log = _log_of(game, self._names())
        self.view = self.viewer = None
        self.link = ""
        self._show_turn()

    # -- the start screen -------------------------------------------------------------

    def field(self, name: str, value: str) -> bool:
        """A start-screen input changed; True when the screen must be drawn again."""
        setup = self.setup
        kind, _, index = name.partition("-")
        if kind == "game" and value in TITLES and value != setup.game:
            self.setup = default_setup(value)
            for seat, old in zip(self.setup.seats, setup.seats, strict=False):
                seat.name, seat.kind = old.name, old.kind
            return True
        if kind == "count" and value.isdigit():
            setup.resize(int(value))
            return True
        if kind == "name":
            setup.seats[int(index)].name = value
            return False
        if kind == "kind" and value in SEAT_KINDS:
            setup.seats[int(index)].kind = value
            return False
        if kind == "colour" and value in COLOURS:
            seat = setup.seats[int(index)]
            for other in setup.seats:
                if other.colour == value:
                    other.colour = seat.colour
            seat.colour = value
            return True
        if kind == "start" and value in STARTS:
            setup.start = value
        elif kind in ("tie", "bonus"):
            checked = value in ("true", "on", "1")
            if kind == "tie":
                setup.tie_to_origin = checked
            else:
                setup.elimination_bonus = checked
        return False

    def new_game(self) -> None:
        """Start a game with the start screen's choices, and save it."""
        setup = self.setup
        seed = self.new_seed()
        if setup.game == "shangrila":
            from game import shangrila

            colours = "".join(seat.colour for seat in setup.seats)
            game = shangrila.new_game(
                colours, start=setup.start, tie_to_origin=setup.tie_to_origin, seed=seed
            )
        else:
            from game import tsuro

            bonus = setup.elimination_bonus and len(setup.seats) > 2
            game = tsuro.new_game(len(setup.seats), seed=seed, elimination_bonus=bonus)
        names = [seat.name.strip() or f"Player {i + 1}" for i, seat in enumerate(setup.seats)]
        seats = [seat.kind for seat in setup.seats]
        record = self.store.new_record(game.encode(), names, seats, self.clock())
        self._enter(record, game)

    # -- actions (buttons) ------------------------------------------------------------

    def action(self, name: str, arg: str = "") -> None:
        """A button was pressed (``data-action`` and ``data-arg`` of the element)."""
        self.notice = self.alert = ""
        deleting, self.deleting = self.deleting, None
        if name == "delete":
            self.deleting = arg
        elif name == "delete-yes" and deleting:
            self.store.delete(deleting)
            self.notice = "The saved game was deleted."
        elif name == "delete-no":
            self.notice = "Nothing was deleted."
        else:
            handler = getattr(self, "_do_" + name.replace("-", "_"), None)
            if handler is None:
                raise ValueError(f"unknown action {name!r}")
            handler(arg)

    def _do_start(self, _: str) -> None:
        self.new_game()

    def _do_continue(self, record_id: str) -> None:
        self.continue_game(record_id)

    def _do_move_up(self, index: str) -> None:
        seats, i = self.setup.seats, int(index)
        if i > 0:
            seats[i - 1], seats[i] = seats[i], seats[i - 1]

    def _do_menu(self, _: str) -> None:
        self._leave()
        self.notice = "Your game is saved: continue it from the list of saved games."

    def _do_new_game(self, _: str) -> None:
        if self.record is not None:
            self.setup = self._setup_of_current()
        self._leave()
        self.notice = "The last game stays in your saved games."

    def _do_undo(self, _: str) -> None:
        game = self.game
        if game is None or not game.history:
            self.alert = "There is no move to take back."
            return
        self._take_back()
        while game.history and self._is_computer(game.to_move) and self._has_person():
            self._take_back()
        self.unsaved = True
        self.view = None
        self._show_turn()

    def _do_reveal(self, _: str) -> None:
        self.viewer = self.game.to_move
        self.view = None
        self.screen = "game"

    def _take_back(self) -> None:
        self.game.undo()
        self.log.pop()

    def _leave(self) -> None:
        self.save()
        self.store.forget_current()
        self.record = self.game = self.view = None
        self.screen = "start"

    def _setup_of_current(self) -> Setup:
        kind = games.GAMES[self.game.CODE]
        setup = Setup(game=kind)
        options = self.game.options
        for key in ("start", "tie_to_origin", "elimination_bonus"):
            if key in options:
                setattr(setup, key, options[key])
        for player, name, kind_ in zip(
            self.game.players, self.record.names, self.record.seats, strict=True
        ):
            colour = player if setup.game == "shangrila" else ""
            setup.seats.append(Seat(name, kind_, colour))
        return setup

    # -- playing --------------------------------------------------------------------

    def activate(self, target: str) -> bool:
        """A board element was clicked; True when the screen must be drawn again."""
        if not self._accepts_input():
            return False
        self.notice = self.alert = ""
        move = self._board_view().activate(target)
        if move is not None:
            self.play(move)
        return True

    def key(self, name: str) -> bool:
        """A key was pressed on the game screen; True when it changed something."""
        if not self._accepts_input():
            return False
        move = self._board_view().key(name)
        if move is not None:
            self.play(move)
        return True

    def _accepts_input(self) -> bool:
        """True when the board takes a person's clicks (not while a computer plays)."""
        if self.screen != "game" or self.thinking:
            return False
        return self.game.is_over() or not self._is_computer(self.game.to_move)

    def play(self, move: str) -> None:
        """Play ``move`` for the player to move; an illegal move is reported, not played."""
        game = self.game
        player = game.to_move
        try:
            move = game.play(move)
        except IllegalMove as reason:
            self.alert = f"That move is not allowed: {reason}"
            return
        self.log.append((move, _describe(game, move, player, self._names())))
        self.unsaved = True
        self._show_turn()

    def announce(self, move: str) -> None:
        """Show a computer's move before it is played: in words, and on the board where
        the view can select it without playing it (a Shangri-La recruit or journey,
        with the journey's preview)."""
        self.notice = "Computer plays: " + self.describe(move)
        self._board_view().select(move)

    def describe(self, move: str) -> str:
        """``move`` of the player to move, in plain words with the player's name."""
        return _describe(self.game, move, self.game.to_move, self._names())

    def save(self) -> None:
        """Write the game to storage if a move or undo has not been saved yet."""
        if self.unsaved and self.record is not None:
            self.record.game = self.game.encode()
            self.record.date = self.clock()
            self.store.write(self.record)
            self.unsaved = False

    def computer_turn(self) -> tuple[str, str, int] | None:
        """``(encoded game, level, seed)`` when a computer is to move now, else None."""
        game = self.game
        if game is None or game.is_over() or self.screen != "game":
            return None
        level = self._seat(game.to_move)
        if level == "person":
            return None
        return game.encode(), level, int(self.record.id) * 100_003 + len(game.history)

    def share_url(self, base: str) -> str:
        """The link to this game: ``base`` (the page's address) plus the fragment."""
        fragment = make_fragment(self.game.encode(), self.record.names, self.record.seats)
        return base.split("#")[0] + "#" + fragment

    def copied(self, url: str, done: bool) -> None:
        """Show the outcome of "Copy link"; the link stays visible to copy by hand."""
        self.link = url
        self.notice = "Link copied." if done else "Copy the link below to share this game."

    def _show_turn(self) -> None:
        """The game screen, or in Tsuro with several people the hand-over screen first
        (also after a reload or a link: who holds the device is not known then)."""
        game = self.game
        self.screen = "game"
        if game.is_over() or games.GAMES[game.CODE] != "tsuro":
            return
        people = [p for p in game.players if not self._is_computer(p)]
        if len(people) == 1:
            self.viewer = people[0]
        elif len(people) >= 2 and game.to_move in people and self.viewer != game.to_move:
            self.screen = "handoff"
            self.view = None

    def _board_view(self) -> BoardView:
        if self.view is None:
            if games.GAMES[self.game.CODE] == "shangrila":
                from web.ui.shangrila_view import ShangrilaView

                self.view = ShangrilaView(self.game, self._names())
            else:
                from web.ui.tsuro_view import TsuroView

                self.view = TsuroView(self.game, self._names(), self.viewer)
        return self.view

    def _names(self) -> dict:
        return dict(zip(self.game.players, self.record.names, strict=True))

    def _seat(self, player) -> str:
        return self.record.seats[self.game.players.index(player)]

    def _is_computer(self, player) -> bool:
        return self._seat(player) != "person"

    def _has_person(self) -> bool:
        return "person" in self.record.seats

    # -- drawing ----------------------------------------------------------------------

    def layout(self) -> str:
        """The current screen's frame: empty regions that :meth:`regions` fills."""
        if self.screen == "game":
            return (
                '<div class="game-screen">'
                '<div id="messages" aria-live="polite"></div>'
                '<div id="status" class="status" role="status"></div>'
                '<div class="play"><div id="board" class="board"></div>'
                '<aside id="panel" class="panel"></aside></div>'
                '<div id="tools" class="tools"></div>'
                '<section id="log" class="log" aria-label="Moves"></section>'
                "</div>"
            )
        return '<div id="messages" aria-live="polite"></div><div id="screen"></div>'

    def regions(self) -> dict[str, str]:
        """The HTML of each region of the current screen, by element id."""
        messages = self._messages_html()
        if self.screen == "start":
            return {"messages": messages, "screen": self._start_html()}
        if self.screen == "handoff":
            return {"messages": messages, "screen": self._handoff_html()}
        view = self._board_view()
        status = view.status()
        if self.thinking:
            status = f"{self._names()[self.game.to_move]} (computer) is thinking…"
        return {
            "messages": messages,
            "status": escape(status),
            "board": view.board_svg(),
            "panel": self._end_html() + view.panel_html(),
            "tools": self._tools_html(),
            "log": self._log_html(),
        }

    def _messages_html(self) -> str:
        parts = []
        if self.alert:
            parts.append(f'<p class="alert" role="alert">{escape(self.alert)}</p>')
        if self.notice:
            parts.append(f'<p class="notice">{escape(self.notice)}</p>')
        return "".join(parts)

    def _start_html(self) -> str:
        setup = self.setup
        low, high = LIMITS[setup.game]
        games_html = "".join(
            f'<label class="choice"><input type="radio" name="game" data-field="game" '
            f'value="{kind}"{" checked" if kind == setup.game else ""}> {title}</label>'
            for kind, title in TITLES.items()
        )
        counts = "".join(
            f'<option value="{n}"{" selected" if n == len(setup.seats) else ""}>{n}</option>'
            for n in range(low, high + 1)
        )
        seats = "".join(self._seat_html(i, seat) for i, seat in enumerate(setup.seats))
        return (
            '<section class="new-game" aria-labelledby="new-title">'
            '<h2 id="new-title">New game</h2>'
            f'<fieldset><legend>Game</legend><div class="choices">{games_html}</div></fieldset>'
            f"<fieldset><legend>Players</legend><label>Number of players "
            f'<select data-field="count" aria-label="Number of players">{counts}</select></label>'
            f'<ol class="seats">{seats}</ol>'
            '<p class="hint">The first player starts; "Move up" changes the order.</p>'
            f"</fieldset>{self._options_html()}"
            '<button type="button" class="primary" data-action="start">Start game</button>'
            f"</section>{self._saves_html()}"
        )

    def _seat_html(self, index: int, seat: Seat) -> str:
        setup = self.setup
        number = index + 1
        kinds = SEAT_KINDS if self.bots else ("person",)
        kind_options = "".join(
            f'<option value="{k}"{" selected" if k == seat.kind else ""}>{SEAT_TEXT[k]}</option>'
            for k in kinds
        )
        colour = ""
        if setup.game == "shangrila":
            colour_options = "".join(
                f'<option value="{c}"{" selected" if c == seat.colour else ""}>{name}</option>'
                for c, name in COLOURS.items()
            )
            colour = (
                f'<label>Colour <select data-field="colour-{index}" '
                f'aria-label="Colour of player {number}">{colour_options}</select></label>'
            )
        up = (
            f'<button type="button" data-action="move-up" data-arg="{index}" '
            f'aria-label="Move player {number} up">Move up</button>'
            if index
            else ""
        )
        return (
            f'<li class="seat"><label>Name <input type="text" data-field="name-{index}" '
            f'value="{escape(seat.name)}" maxlength="24" '
            f'aria-label="Name of player {number}"></label>{colour}'
            f'<label>Played by <select data-field="kind-{index}" '
            f'aria-label="Player {number} played by">{kind_options}</select></label>{up}</li>'
        )

    def _options_html(self) -> str:
        setup = self.setup
        if setup.game == "shangrila":
            starts = "".join(
                f'<label class="choice"><input type="radio" name="start" data-field="start" '
                f'value="{key}"{" checked" if key == setup.start else ""}> {text}</label>'
                for key, text in STARTS.items()
            )
            tie = " checked" if setup.tie_to_origin else ""
            return (
                f'<fieldset><legend>Rules</legend><div class="choices">{starts}</div>'
                f'<label class="choice"><input type="checkbox" data-field="tie"{tie}> '
                "A full tie in a journey goes to the origin (French rule book)</label></fieldset>"
            )
        disabled = " disabled" if len(setup.seats) == 2 else ""
        bonus = " checked" if setup.elimination_bonus and not disabled else ""
        return (
            '<fieldset><legend>Rules</legend><label class="choice"><input type="checkbox" '
            f'data-field="bonus"{bonus}{disabled}> Elimination bonus: take tiles from '
            "eliminated players' hands (3 or more players)</label></fieldset>"
        )

    def _saves_html(self) -> str:
        records, problems = self.store.read_all()
        rows = []
        for record in records:
            title = TITLES[record.kind]
            players = ", ".join(record.names)
            which = escape(f"{title}: {players}, {record.move_count} moves, {record.date}")
            if self.deleting == record.id:
                buttons = (
                    f"<strong>Delete this game for good?</strong> "
                    f'<button type="button" data-action="delete-yes" '
                    f'aria-label="Yes, delete {which}">Yes, delete</button>'
                    '<button type="button" data-action="delete-no">Keep it</button>'
                )
            else:
                buttons = (
                    f'<button type="button" data-action="continue" data-arg="{record.id}" '
                    f'aria-label="Continue {which}">Continue</button>'
                    f'<button type="button" data-action="delete" data-arg="{record.id}" '
                    f'aria-label="Delete {which}">Delete</button>'
                )
            rows.append(
                f'<li class="save"><span class="save-game">{title}</span> '
                f'<span class="save-players">{escape(players)}</span> '
                f'<span class="save-moves">{record.move_count} moves</span> '
                f'<span class="save-date">{escape(record.date)}</span> {buttons}</li>'
            )
        for key, reason in problems:
            if self.deleting == key:
                buttons = (
                    '<button type="button" data-action="delete-yes">Yes, delete</button>'
                    '<button type="button" data-action="delete-no">Keep it</button>'
                )
            else:
                buttons = (
                    f'<button type="button" data-action="delete" data-arg="{escape(key)}" '
                    'aria-label="Delete the damaged save">Delete</button>'
                )
            rows.append(
                f'<li class="save damaged" role="alert">A saved game could not be read and was '
                f"skipped: {escape(reason)}. {buttons}</li>"
            )
        body = f'<ul class="saves">{"".join(rows)}</ul>' if rows else "<p>No saved games yet.</p>"
        return (
            f'<section class="saved{" has-saves" if rows else ""}" aria-labelledby="saved-title">'
            f'<h2 id="saved-title">Saved games</h2>{body}'
            '<p class="hint">Every game is saved on this device after each move.</p></section>'
        )

    def _handoff_html(self) -> str:
        name = escape(self._names()[self.game.to_move])
        return (
            '<section class="handoff" aria-labelledby="handoff-title">'
            f'<h2 id="handoff-title">Hand the device to {name}</h2>'
            "<p>Your tiles are secret: only you should see the next screen.</p>"
            f'<button type="button" class="primary" data-action="reveal">'
            f"I am {name}: show my tiles</button></section>"
        )

    def _tools_html(self) -> str:
        link = (
            f'<label class="share">Share link <input type="text" readonly '
            f'value="{escape(self.link)}"></label>'
            if self.link
            else ""
        )
        undo = " disabled" if not self.game.history else ""
        return (
            f'<button type="button" data-action="undo"{undo}>Undo</button>'
            '<button type="button" data-action="copy-link">Copy link</button>'
            '<button type="button" data-action="new-game">New game</button>'
            '<button type="button" data-action="menu">Back to menu</button>'
            f"{link}"
            '<p class="hint">Saved after every move on this device: leaving is safe.</p>'
        )

    def _end_html(self) -> str:
        if not self.game.is_over():
            return ""
        names = self._names()
        winners = [names[p] for p in self.game.winners()]
        text = (
            f"{winners[0]} wins!"
            if len(winners) == 1
            else " and ".join(winners) + " share the win!"
        )
        return (
            '<section class="end" aria-labelledby="end-title">'
            f'<h2 id="end-title">Game over</h2><p class="winners">{escape(text)}</p>'
            '<button type="button" class="primary" data-action="new-game">Play again</button>'
            "</section>"
        )

    def _log_html(self) -> str:
        items = "".join(
            f"<li><code>{escape(move)}</code> <span>{escape(words)}</span></li>"
            for move, words in self.log
        )
        return f'<h2>Moves</h2><ol class="moves">{items}</ol>' if items else "<h2>Moves</h2>"


def _describe(game: Game, move: str, player, names: dict) -> str:
    """The engine's plain words for a move, with the player's name in them."""
    module = importlib.import_module(f"game.{games.GAMES[game.CODE]}")
    return module.describe(move, player, names[player])


def _log_of(game: Game, names: dict) -> list[tuple[str, str]]:
    """The move log of a game read from a save or a link (replayed backwards on a copy)."""
    replay, log = game.copy(), []
    while replay.history:
        move = replay.undo()
        log.append((move, _describe(replay, move, replay.to_move, names)))
    return log[::-1]
