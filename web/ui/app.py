"""The page's play loop: every event goes to :meth:`App.update`, which changes the
app and returns the commands the page must carry out (see :mod:`web.ui.events`).
The screen is a pure function of the app: :meth:`App.layout`, :meth:`App.regions`
and :meth:`App.page_state`.

Screens: ``start`` (the form and the saved games), ``seat`` and ``branch`` (a link
asks which player you are, or which line of play to keep), ``handoff`` (in a game
with secret hands and several people at one device, before a hand is shown) and
``game``; the how-to-play guide opens over any of them. While a game is open,
:attr:`App.session` holds it.

A computer's turn: the app asks for its move (:class:`~web.ui.events.AskBot`,
``thinking``), shows the answer on the board for :data:`SHOW_MOVE` ms
(:class:`~web.ui.events.Wait`, ``showing``), then plays it. Each request and
timer carries a token; an undo, the menu or another game makes the token old, and
an answer with an old token is dropped.

>>> from web.ui.saves import MemoryStorage, SaveStore
>>> app = App(SaveStore(MemoryStorage()), clock=lambda: "2026-11-23 07:00")
>>> app.update(Opened(""))
[]
>>> app.screen, app.setup.game
('start', 'shangrila')
>>> [type(c).__name__ for c in app.update(Action("start"))]
['Save', 'FollowLog', 'ScrollTop', 'Focus']
>>> app.update(Target("space:E:R")) and app.session.game.history
['place RE']
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from html import escape

import game as engines
from game.core import Game, IllegalMove
from game.i18n import LANGUAGES, _, ngettext, use
from web.ui import screens
from web.ui.events import (
    Action,
    AskBot,
    BotFailed,
    BotMoved,
    BotProgress,
    Command,
    Delete,
    DrawQr,
    DropFragment,
    Event,
    Field,
    Focus,
    FollowLog,
    ForgetCurrent,
    HintFound,
    KeepTables,
    Key,
    LanguageLoaded,
    LinkCopied,
    LoadLanguage,
    Opened,
    Save,
    SaveFailed,
    SaveRefused,
    ScrollTop,
    SendLink,
    SetLanguage,
    SetTheme,
    ShowProgress,
    StartBots,
    StorageChanged,
    Target,
    TimerDone,
    Unchanged,
    Wait,
)
from web.ui.form import (
    LEVELS,
    computer_table,
    default_setup,
    setup_like,
    table_from_text,
    table_to_text,
)
from web.ui.games import GAMES, pictures
from web.ui.guide import guide, steps
from web.ui.links import Link, is_game_link, make_fragment, read_fragment
from web.ui.saves import THEMES, Record, SaveStore
from web.ui.session import FAILED, IDLE, SHOWING, THINKING, Hint, Session, check_table

#: How long a computer's move is shown before it is played (ms).
SHOW_MOVE = 700
#: The longest link fragment drawn as a QR code (a QR code holds about 2,300
#: characters at the error correction used; the rest is room for the address).
QR_LIMIT = 1_500
START, SEAT, BRANCH, HANDOFF, GAME = "start", "seat", "branch", "handoff", "game"
#: Where the keyboard focus goes when a screen opens.
FIRST_FOCUS = {
    START: "#start-title",
    SEAT: "#seat-title",
    BRANCH: "#branch-title",
    HANDOFF: "#handoff-title",
    GAME: "#status",
}


@dataclass(frozen=True)
class Arrival:
    """A link waiting for the player's choice: which seat is theirs (a new game), or
    which line of play to keep (it branches from ``mine``, a saved game)."""

    link: Link
    game: Game
    mine: Record | None = None


class App:
    """Everything the page shows and how it reacts to events, without the DOM."""

    def __init__(
        self,
        store: SaveStore,
        *,
        clock: Callable[[], str],
        bots: bool = False,
        new_seed: Callable[[], int] = lambda: random.randrange(2**31),
        theme: str = "",
        language: str = "en",
    ) -> None:
        self.store = store
        #: The theme chosen on this device (a key of THEMES; "" follows the system).
        self.theme = theme if theme in THEMES else ""
        #: The language the page speaks (its catalog is in use: see game.i18n.use).
        self.language = language if language in LANGUAGES else "en"
        self.clock = clock
        self.bots = bots
        self.new_seed = new_seed
        self.screen = START
        self.setup = default_setup()
        self.session: Session | None = None
        self.notice = ""
        self.alert = ""
        self.deleting: str | None = None
        self.arrival: Arrival | None = None
        #: The game whose how-to-play guide is open over the screen, if any.
        self.guide: str | None = None
        self.guide_step = 0
        #: Moves are marked but never animated (the browser asks for reduced motion).
        self.still = False
        #: The undo that waits for the player to say yes (it takes back a sent move).
        self.confirming_undo = False
        self._summaries: dict[tuple[str, str], tuple[str, str]] = {}
        self._tokens = itertools.count(1)
        self._commands: list[Command] = []

    # -- the loop ---------------------------------------------------------------------

    def update(self, event: Event) -> list[Command]:
        """Handle ``event``; the commands to carry out, in order."""
        self._commands = []
        before = self.screen, self.guide
        if self.session is not None and isinstance(event, Action | Target | Key):
            self.session.fresh = False  # a person acts: the last moves stop moving
        getattr(self, "_on_" + type(event).__name__.lower())(event)
        session = self.session
        if session is not None and session.qr and self.screen != before[0]:
            session.qr = False
        redrawn = not any(isinstance(command, Unchanged) for command in self._commands)
        if (
            session is not None
            and session.qr
            and redrawn
            and len(self.share_fragment()) <= QR_LIMIT
        ):
            self._emit(DrawQr(self.share_fragment()))  # the QR code is drawn anew with its tools
        if (self.screen, self.guide) != before:
            focus = "#guide-title" if self.guide else FIRST_FOCUS[self.screen]
            self._emit(ScrollTop(), Focus(focus))
        return self._commands

    def _emit(self, *commands: Command) -> None:
        self._commands.extend(commands)

    def _on_opened(self, event: Opened) -> None:
        self.still = self.still or event.still
        if is_game_link(event.fragment):
            self._emit(DropFragment())
            self._open_link(event.fragment)
        elif self.session is None:
            current = self.store.current()
            if current is not None and not self._continue(current):
                self._emit(ForgetCurrent())
        if event.problem:
            self.alert = f"{event.problem} {self.alert}".strip()

    def _on_action(self, event: Action) -> None:
        self.notice = self.alert = ""
        deleting, self.deleting = self.deleting, None
        confirming, self.confirming_undo = self.confirming_undo, False
        name, arg = event.name, event.arg
        session = self.session
        if name == "guide":
            self.guide = arg if arg in GAMES else session.kind.key if session else None
            self.guide_step = 0
        elif name == "guide-step" and self.guide and arg in ("1", "-1"):
            self.guide_step = max(0, min(self.guide_step + int(arg), steps(self.guide) - 1))
        elif name == "close-guide":
            self.guide = None
        elif self.arrival is not None:
            self._arriving(self.arrival, name, arg)
        elif name == "start":
            self._new_game()
        elif name == "quick" and arg in GAMES:
            kept = table_from_text(arg, self.store.tables().get(arg))
            self.setup = kept or computer_table(arg)
            self._new_game()
        elif name == "set-up" and arg in GAMES:
            if arg != self.setup.game:
                self.setup = self.setup.change_game(arg)
            self._emit(Focus("#new-title"))
        elif name == "continue":
            self._continue(arg)
        elif name == "move-up":
            self.setup.move_up(arg)
        elif name == "delete":
            self.deleting = arg
        elif name == "delete-yes" and deleting:
            self._emit(Delete(deleting))
            self.notice = _("The saved game was deleted.")
        elif name == "delete-no":
            self.notice = _("Nothing was deleted.")
        elif session is None:
            return  # a game's button pressed after its game was left
        elif name == "undo":
            self._undo(session, confirmed=False)
        elif name == "undo-yes" and confirming:
            self._undo(session, confirmed=True)
        elif name == "undo-no":
            self.notice = _("Nothing was taken back.")
        elif name == "reveal" and self.screen == HANDOFF:
            session.viewer = session.game.to_move
            self.screen = GAME
        elif name == "retry" and session.activity == FAILED:
            session.activity = IDLE
            self._next_turn(session)
        elif name == "hint" and self.hints_offered():
            session.hint = Hint(next(self._tokens))
            game = session.game
            self._emit(AskBot(session.hint.token, game.encode(), "hard", self._seed(session), True))
            self._emit(Focus("#hint-title"))  # the button goes: the hint box takes the focus
        elif name == "play-hint" and session.hint and session.hint.move and self.offered():
            self._play(session, session.hint.move)
        elif name == "copy-link":
            self._emit(SendLink(self.share_fragment()))
        elif name == "qr":
            session.qr = not session.qr
        elif name == "send" and (to := session.waiting_for()) is not None:
            seat = session.game.players.index(to)
            self._emit(SendLink(self.share_fragment(seat), share=True))
        elif name == "menu":
            self._leave(session)
            self.notice = _("Your game is saved: continue it from the list of saved games.")
        elif name in ("rematch", "new-game"):
            record = session.record
            self.setup = setup_like(
                session.game, record.names, record.seats, record.here or [], record.hints
            )
            self._leave(session)
            if name == "rematch":
                self._new_game()
                self.notice = _("A new game with the same table: the last one stays saved.")
            else:
                self.notice = _("The last game stays in your saved games.")

    def _on_languageloaded(self, event: LanguageLoaded) -> None:
        if event.catalog is None and event.language != "en":
            self.alert = _("That language could not be loaded: the page stays as it was.")
            return
        try:
            use(event.language, event.catalog)
        except (OSError, ValueError):
            self.alert = _("That language could not be loaded: the page stays as it was.")
            return
        self.language = event.language
        self._summaries.clear()
        if self.session is not None:
            self.session.retell()
        self._emit(SetLanguage(event.language))

    def _on_field(self, event: Field) -> None:
        if event.name == "language":
            if event.value == "en" and event.value != self.language:
                self._on_languageloaded(LanguageLoaded("en", None))
            elif event.value in LANGUAGES and event.value != self.language:
                self._emit(LoadLanguage(event.value))
            else:
                self._emit(Unchanged())
        elif event.name == "theme":
            if event.value in THEMES and event.value != self.theme:
                self.theme = event.value
                self._emit(SetTheme(event.value))
            self._emit(Unchanged())
        elif event.name == "game" and event.value in GAMES and event.value != self.setup.game:
            self.setup = self.setup.change_game(event.value)
        else:
            if self.bots and event.name.startswith("kind-") and event.value in LEVELS:
                self._emit(StartBots())  # a computer will play: its worker starts meanwhile
            if not self.setup.change(event.name, event.value):
                self._emit(Unchanged())

    def _on_target(self, event: Target) -> None:
        session = self.session
        if session is None or not self.offered():
            return
        self.notice = self.alert = ""
        view, scene = session.kind.view, session.scene(True)
        if event.enter:  # Enter plays a move that is ready, wherever the focus is
            selection, move = view.key(scene, session.selection, "Enter")
            if move is not None:
                session.selection = selection
                self._play(session, move)
                return
        session.selection, move = view.click(scene, session.selection, event.target)
        if move is not None:
            self._play(session, move)

    def _on_key(self, event: Key) -> None:
        session = self.session
        if session is None or not self.offered():
            return
        view = session.kind.view
        session.selection, move = view.key(session.scene(True), session.selection, event.name)
        if move is not None:
            self._play(session, move)

    def _on_botmoved(self, event: BotMoved) -> None:
        session = self.session
        if session is None or session.activity != THINKING or event.token != session.token:
            return  # the game has moved on since it asked
        if event.move not in session.game.legal_moves():
            self._on_botfailed(BotFailed(event.token, _("it chose an illegal move")))
            return
        session.activity, session.shown = SHOWING, event.move
        session.selection = session.kind.view.showing(
            session.scene(False), event.move, session.selection
        )
        session.token = next(self._tokens)
        self._emit(Wait(session.token, SHOW_MOVE))

    def _on_botprogress(self, event: BotProgress) -> None:
        session, share = self.session, event.done / max(event.budget, 1)
        self._emit(Unchanged())  # only the progress bar moves
        if session is None:
            return
        if session.activity == THINKING and event.token == session.token:
            session.progress = share
            self._emit(ShowProgress(share))
        elif (hint := session.hint) and hint.token == event.token and hint.move is None:
            session.hint = replace(hint, progress=share)
            self._emit(ShowProgress(share))

    def _on_hintfound(self, event: HintFound) -> None:
        session = self.session
        hint = session.hint if session else None
        if session is None or hint is None or hint.token != event.token or not self.offered():
            return
        if event.move not in session.game.legal_moves():
            session.hint = None
            self.alert = _("No hint this time: the computer chose a move that is not allowed.")
            return
        session.hint = replace(hint, progress=1.0, move=event.move, chances=event.chances)
        session.selection = session.kind.view.showing(
            session.scene(True), event.move, session.selection
        )
        self._emit(Focus('[data-action="play-hint"]'))

    def _on_botfailed(self, event: BotFailed) -> None:
        session = self.session
        if session is not None and session.hint and session.hint.token == event.token:
            session.hint = None
            self.alert = _("No hint this time: the computer could not search ({reason}).").format(
                reason=event.reason
            )
            return
        if session is None or session.activity != THINKING or event.token != session.token:
            return
        session.activity = FAILED
        self.alert = _(
            "The computer player could not move ({reason}). "
            "Try again, undo, or go back to the menu."
        ).format(reason=event.reason)

    def _on_timerdone(self, event: TimerDone) -> None:
        session = self.session
        if session is None or session.activity != SHOWING or event.token != session.token:
            return
        move, session.shown = session.shown, None
        session.activity = IDLE
        assert move is not None
        self._play(session, move)

    def _on_savefailed(self, event: SaveFailed) -> None:
        self.notice = ""
        session = self.session
        if session is None:
            self.alert = _("This browser did not keep the game's last moves: its storage is full.")
            return
        session.stored, session.saved, session.save_failed = event.stored, -1, True
        self.alert = _(
            "This browser did not keep the last move: its storage is full. The game goes "
            "on here and is saved again at the next move; to make room, delete old games "
            "from the menu, or copy the link to keep this one."
        )

    def _on_saverefused(self, event: SaveRefused) -> None:
        self._replaced(event.newer)

    def _on_storagechanged(self, _: StorageChanged) -> None:
        session = self.session
        if session is None or session.stored is None:
            return  # the start screen reads storage when it is drawn
        stored = self.store.version(session.record.id)
        if stored is None:
            self._replaced(None)
        elif stored > session.stored:
            self._replaced(self.store.read(session.record.id))

    def _replaced(self, newer: Record | None) -> None:
        """Another tab changed the game on screen: show its newer position, or the menu
        if it was deleted there. This tab never writes over it."""
        self.notice = ""
        if self.session is None:  # left meanwhile: stay on the start screen
            self.notice = _("This game went on in another tab: its saved game has those moves.")
            return
        if newer is None:
            self._close()
            self.alert = _("This game was deleted in another tab.")
            return
        try:
            game = engines.decode(newer.game)
        except ValueError:
            self._close()
            self.alert = _("This game was changed in another tab and can no longer be read.")
            return
        failure = _("This game was changed in another tab")
        if self._enter(newer, game, failure, replaces=newer.version):
            self.notice = _("This game went on in another tab: here is its latest position.")

    def _on_linkcopied(self, event: LinkCopied) -> None:
        session = self.session
        if session is None:
            return
        session.link = event.url
        if not event.done:
            self.notice = _("Copy the link below to share this game.")
            return
        self.notice = _("Link sent.") if event.shared else _("Link copied.")
        moves = len(session.game.history)
        if session.record.sent != moves:  # these moves now exist on other devices too
            session.record = replace(session.record, sent=moves)
            self._write(session, session.snapshot(self.clock()))

    # -- opening and leaving games ------------------------------------------------------

    def _open_link(self, fragment: str) -> None:
        try:
            link = read_fragment(fragment)
            game = engines.decode(link.game)
            check_table(game, link.names)
        except ValueError as reason:
            self._close()
            self.alert = _("This link could not be opened: {reason}.").format(reason=reason)
            return
        theirs = self._record_of(link, None)
        mine = self.store.find(theirs.identity)
        if mine is None:
            people = [i for i, seat in enumerate(link.seats) if seat == "person"]
            if link.to is not None:
                self._arrive(link, game, [link.to])
            elif len(people) <= 1:
                self._arrive(link, game, people)
            else:
                self._await_choice(Arrival(link, game), SEAT)
            return
        ours, new = mine.moves, theirs.moves
        failure = _("This link could not be opened")
        if new == ours:
            if self._enter(mine, engines.decode(mine.game), failure, replaces=mine.version):
                self.notice = _("You already have this position: nothing changed.")
        elif new[: len(ours)] == ours:
            newer = replace(theirs, id=mine.id, here=mine.here, version=mine.version + 1)
            if self._enter(newer, game, failure, replaces=mine.version):
                assert self.session is not None
                self.session.new_since = len(ours)
                self.notice = self._news(self.session, len(ours))
        elif ours[: len(new)] == new:
            if self._enter(mine, engines.decode(mine.game), failure, replaces=mine.version):
                self.notice = _("This link is older than your game: nothing was changed.")
        else:
            self._await_choice(Arrival(link, game, mine), BRANCH)

    def _record_of(self, link: Link, here: list[int] | None) -> Record:
        """A new save of the game a link carries (its moves already on other devices)."""
        record = self.store.new_record(link.game, link.names, link.seats, self.clock())
        record.here, record.hints = here, link.hints
        record.sent = len(record.moves)
        return record

    def _arrive(self, link: Link, game: Game, here: list[int]) -> None:
        """Save and open a link's game as new, played here at the ``here`` seats."""
        record = self._record_of(link, here)
        if self._enter(record, game, _("This link could not be opened"), replaces=None):
            self.notice = _("The game from the link is now in your saved games.")

    def _await_choice(self, arrival: Arrival, screen: str) -> None:
        self._close()
        self.arrival = arrival
        self.screen = screen

    def _arriving(self, arrival: Arrival, name: str, arg: str) -> None:
        """The player's answer on the seat or branch screen."""
        link, game, mine = arrival.link, arrival.game, arrival.mine
        self.arrival = None
        if name == "seat" and self.screen == SEAT:
            people = [i for i, seat in enumerate(link.seats) if seat == "person"]
            here = people if arg == "all" else [int(arg)] if arg in map(str, people) else None
            if here is not None:
                self._arrive(link, game, here)
                return
        elif name == "branch" and self.screen == BRANCH and mine is not None:
            failure = _("This link could not be opened")
            if arg == "mine":
                if self._enter(mine, engines.decode(mine.game), failure, replaces=mine.version):
                    self.notice = _("Your game is kept as it was; the link was not saved.")
                return
            if arg == "theirs":
                theirs = replace(
                    self._record_of(link, mine.here), id=mine.id, version=mine.version + 1
                )
                if self._enter(theirs, game, failure, replaces=mine.version):
                    self.notice = _("Your saved game now follows the link.")
                return
            if arg == "both":
                self._arrive(link, game, list(mine.here or ()))
                return
        self._close()
        self.notice = _("The link was not opened; nothing was saved.")

    def _news(self, session: Session, since: int) -> str:
        """The moves since the last visit, in words."""
        new = [words for _, words in session.log[since:]]
        count = ngettext(
            "{n} new move since your last visit", "{n} new moves since your last visit", len(new)
        ).format(n=len(new))
        more = "" if len(new) <= 3 else " " + _("(and more)")
        return f"{count}: " + "; ".join(new[-3:]) + more

    def _continue(self, record_id: str) -> bool:
        """Open a saved game where it was left; False (and a message) if it cannot be."""
        try:
            record = self.store.read(record_id)
            game = engines.decode(record.game)
        except ValueError as reason:
            self._close()
            self.alert = _("That saved game could not be opened: {reason}.").format(reason=reason)
            return False
        failure = _("That saved game could not be opened")
        return self._enter(record, game, failure, replaces=record.version)

    def _new_game(self) -> None:
        setup = self.setup
        if any(seat.kind in LEVELS for seat in setup.seats):
            tables = self.store.tables()
            tables[setup.game] = table_to_text(setup)
            self._emit(KeepTables(tables))
        colours = "".join(seat.colour for seat in setup.seats)
        game = setup.kind.start(colours, len(setup.seats), setup.chosen_options(), self.new_seed())
        record = self.store.new_record(
            game.encode(), setup.names(), setup.seat_kinds(), self.clock()
        )
        record.here, record.hints = setup.here(), setup.offers_hints()
        self._enter(record, game, _("The game could not be started"), replaces=None)

    def _enter(self, record: Record, game: Game, failure: str, *, replaces: int | None) -> bool:
        """Open ``game`` of ``record``, saving it over the stored version ``replaces``
        (None for a new save)."""
        try:
            session = Session.open(record, game)
        except ValueError as reason:
            self._close()
            self.alert = _("{failure}: {reason}.").format(failure=failure, reason=reason)
            return False
        self.session = session
        session.stored = replaces
        if any(session.computer(p) and session.plays_here(p) for p in game.players):
            self._emit(StartBots())
        self._write(session, record)
        self._emit(FollowLog())
        self._show_turn(session)
        return True

    def _write(self, session: Session, record: Record, *, current: bool = True) -> None:
        """Save ``record`` in place of the version this tab knows is stored."""
        self._emit(Save(record, current, replaces=session.stored))
        session.record, session.stored = record, record.version
        session.saved, session.save_failed = len(session.game.history), False

    def _leave(self, session: Session) -> None:
        """Back to the start screen; the game stays saved (written now if it was not)."""
        if session.saved != len(session.game.history):
            self._write(session, session.snapshot(self.clock()), current=False)
        self._emit(ForgetCurrent())
        self._close()

    def _close(self) -> None:
        self.session = self.arrival = None
        self.screen = START

    # -- turns ------------------------------------------------------------------------

    def offered(self) -> bool:
        """True when the board takes this device's clicks: a person's turn, nothing else
        going on."""
        session = self.session
        return (
            self.screen == GAME
            and self.guide is None
            and session is not None
            and session.activity == IDLE
            and not session.game.is_over()
            and session.computer(session.game.to_move) is None
        )

    def _play(self, session: Session, move: str) -> None:
        try:
            news = session.play(move)
        except IllegalMove as reason:
            self.alert = _("That move is not allowed: {reason}").format(reason=reason)
            return
        if news:
            self.notice = " ".join(news)
        self._changed(session)

    def _undo(self, session: Session, *, confirmed: bool) -> None:
        """Take back the last move, and the moves since this device's last turn
        (asking first if that takes back a move that other devices have)."""
        game = session.game
        if not game.history:
            self.alert = _("There is no move to take back.")
            return
        if not confirmed and len(game.history) <= session.record.sent:
            self.confirming_undo = True
            self.alert = _(
                "This move has already been sent in a link: taking it back makes your game "
                "differ from the others’. Take it back anyway?"
            )
            return
        session.activity, session.shown, session.token = IDLE, None, 0
        session.take_back()
        while game.history and not session.here(game.to_move) and session.people():
            session.take_back()
        sent = min(session.record.sent, len(game.history))
        session.record = replace(session.record, sent=sent)
        self._changed(session)

    def _changed(self, session: Session) -> None:
        """After a move or an undo: save, then the next turn."""
        self._emit(FollowLog())
        self._write(session, session.snapshot(self.clock()))
        self._show_turn(session)

    def _show_turn(self, session: Session) -> None:
        """The screen of the player to move, and a computer's turn asked for."""
        self.screen = HANDOFF if session.needs_hand_over() else GAME
        self._next_turn(session)

    def _next_turn(self, session: Session) -> None:
        level = session.computer_to_move()
        if level is None or session.activity != IDLE:
            return
        session.activity, session.token = THINKING, next(self._tokens)
        session.progress = 0.0
        self._emit(AskBot(session.token, session.game.encode(), level, self._seed(session)))

    def _seed(self, session: Session) -> int:
        """The computer players' seed for this move of this game."""
        return int(session.record.id) * 100_003 + len(session.game.history)

    def hints_offered(self) -> bool:
        """True when the person to move may ask for a hint now (the game offers them, a
        computer can search, and no hint was asked for this turn)."""
        session = self.session
        return (
            self.bots
            and self.offered()
            and session is not None
            and session.record.hints
            and session.hint is None
        )

    def share_fragment(self, to: int | None = None) -> str:
        """The address fragment (after ``#``) of a link to the game on screen (sent to
        seat ``to``)."""
        session = self.session
        assert session is not None
        record = session.record
        return make_fragment(
            session.game.encode(), record.names, record.seats, to, hints=record.hints
        )

    # -- drawing ----------------------------------------------------------------------

    def layout(self) -> str:
        """The current screen's frame: empty regions that :meth:`regions` fills."""
        return screens.layout(self.screen == GAME and self.guide is None)

    def regions(self) -> dict[str, str]:
        """The HTML of each region of the current screen, by element id."""
        messages = screens.messages(self.alert, self.notice)
        session, arrival = self.session, self.arrival
        if self.guide is not None:
            screen = guide(self.guide, self.guide_step)
            return {"messages": messages, "screen": screen, "tools": ""}
        if arrival is not None:
            link = arrival.link
            if self.screen == SEAT:
                seats = zip(link.names, link.seats, strict=True)
                screen = screens.seat([(i, n) for i, (n, s) in enumerate(seats) if s == "person"])
            else:
                mine = len(arrival.mine.moves) if arrival.mine else 0
                screen = screens.branch(mine, len(arrival.game.history))
            return {"messages": messages, "screen": screen, "tools": ""}
        if session is None:
            records, problems = self.store.read_all()
            rows = [(record, *self._summary(record)) for record in records]
            screen = screens.start(self.setup, rows, problems, self.deleting, self.bots, pictures())
            tools = screens.preferences(self.theme, self.language)
            return {"messages": messages, "screen": screen, "tools": tools}
        game = session.game
        waiting = session.waiting_for()
        tools = screens.tools(
            can_undo=bool(game.history),
            link=session.link,
            retry=session.activity == FAILED,
            send_to=None if waiting is None else session.names[waiting],
            confirm_undo=self.confirming_undo,
            qr=session.qr and len(self.share_fragment()) <= QR_LIMIT,
            qr_too_long=session.qr and len(self.share_fragment()) > QR_LIMIT,
            saved=not session.save_failed,
            theme=self.theme,
            language=self.language,
            hint=self.hints_offered(),
        )
        if self.screen == HANDOFF:
            name = session.names[game.to_move]
            return {"messages": messages, "screen": screens.handoff(name), "tools": tools}
        scene = session.scene(self.offered(), still=self.still)
        drawing = session.kind.view.draw(scene, session.selection)
        end = screens.end([session.names[p] for p in game.winners()]) if game.is_over() else ""
        recent = [words for _, words in session.log[len(session.log) - scene.recent :]]
        status = escape(self._status(session, drawing.status))
        if session.activity == THINKING and session.computer(game.to_move) == "hard":
            status += screens.progress(session.progress, _("The computer’s search"))
        return {
            "messages": messages,
            "status": status,
            "board": drawing.board,
            "panel": end
            + self._hint(session)
            + drawing.panel
            + screens.recent(recent if scene.recent else []),
            "tools": tools,
            "log": screens.log(session.log, session.new_since),
            # every move, read out by screen readers (a polite live region)
            "announce": escape(self._announcement(session)),
        }

    def _announcement(self, session: Session) -> str:
        """What screen readers hear: a hint found, else the last move."""
        hint = session.hint
        if hint is not None and hint.move is not None and self.offered():
            words = session.describe(hint.move, session.game.to_move)
            return _("Hint: {move}").format(move=words)
        return session.log[-1][1] if session.log else ""

    def _hint(self, session: Session) -> str:
        """The hint box, while the person to move has one."""
        hint = session.hint
        if hint is None or not self.offered():
            return ""
        player = session.game.to_move
        move = None if hint.move is None else session.describe(hint.move, player)
        names = {str(p): session.names[p] for p in session.game.players}
        chances = [(names.get(p, p), share) for p, share in hint.chances]
        return screens.hint(hint.progress, move, chances)

    def _status(self, session: Session, drawn: str) -> str:
        """The status line: the view's words, or what a computer is doing."""
        player = session.game.to_move
        waiting = session.waiting_for()
        if waiting is not None:
            return _("Waiting for {name}: send them the link to play their move.").format(
                name=session.names[waiting]
            )
        if session.activity == THINKING:
            return _("{name} (computer) is thinking…").format(name=session.names[player])
        if session.activity == SHOWING and session.shown is not None:
            return _("Computer plays: {move}").format(move=session.describe(session.shown, player))
        if session.activity == FAILED:
            return _("{name} (computer) could not move.").format(name=session.names[player])
        return drawn

    def _summary(self, record: Record) -> tuple[str, str]:
        """Whose turn it is in a saved game and its last move, and a picture of its
        position (worked out once)."""
        key = (record.game, repr(record.here))
        if key not in self._summaries:
            try:
                session = Session.open(record, engines.decode(record.game))
            except ValueError:
                return "", ""
            self._summaries[key] = _turn_words(session), session.kind.view.thumbnail(session.game)
        return self._summaries[key]

    def page_state(self) -> dict[str, str]:
        """What the page is doing, for ``<body data-…>``: tests and tools wait on it.

        ``screen``; ``language``; ``turn``, the player to move (``over`` at the end); ``activity``
        (``idle``, ``thinking``, ``showing`` a computer's move, or ``failed``);
        ``moves`` in the game on screen; ``save``: ``saved`` (storage holds the game
        as shown) or ``failed``. Empty on the start screen.
        """
        session = self.session
        screen = "guide" if self.guide else self.screen
        if session is None:
            return {
                "screen": screen,
                "language": self.language,
                "turn": "",
                "activity": "",
                "moves": "",
                "save": "",
            }
        game = session.game
        return {
            "screen": screen,
            "language": self.language,
            "turn": "over" if game.is_over() else str(game.to_move),
            "activity": session.activity,
            "moves": str(len(game.history)),
            "save": "failed" if session.save_failed else "saved",
        }


def _turn_words(session: Session) -> str:
    """Whose turn it is in a game, for this device, and the last move."""
    game = session.game
    if game.is_over():
        turn = _("Game over")
    elif (waiting := session.waiting_for()) is not None:
        turn = _("Waiting for {name}").format(name=session.names[waiting])
    elif session.computer(game.to_move) is not None:
        turn = _("A computer’s turn")
    elif len(session.people()) == 1:
        turn = _("Your turn")
    else:
        turn = _("{name}’s turn").format(name=session.names[game.to_move])
    last = session.log[-1][1] if session.log else _("no move yet")
    return _("{turn}. Last move: {last}.").format(turn=turn, last=last)
