"""The one runner of the page's loop: it gives each message to the update, carries out
the commands through an :class:`~web.ui.effects.Effects` (the browser's in
``web/browser/``, a fake in the CPython tests), feeds their answers back, draws, and
only then scrolls and focuses.

It decides how effects are used, so that the page and its tests run the same code:
the commands on storage are carried out by :mod:`web.ui.storing` and answered at
once; the computer players are asked through :mod:`web.ui.computers` (hard's search
split among workers, its progress shown after each step) and answer later; a message
that needs a part of the page not fetched yet (:mod:`web.ui.lazy`) waits for it;
focus and scrolling wait until the screen is drawn.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable
from typing import assert_never

from game.i18n import _
from web.ui import computers, lazy, next_visit, render, storing
from web.ui.commands import (
    AskAnalysis,
    AskBot,
    Command,
    CoreCommand,
    DrawQr,
    DropFragment,
    Focus,
    FollowLog,
    LoadLanguage,
    ScrollTop,
    SendLink,
    SendRecord,
    SetLanguage,
    SetPace,
    SetTheme,
    SetTitle,
    ShowProgress,
    StartBots,
    Unchanged,
    Wait,
)
from web.ui.daily.commands import CheckComputers, DailyCommand, ShareResult
from web.ui.daily.messages import DailyShared
from web.ui.effects import Effects
from web.ui.live.commands import JoinRoom, KeepHosts, LeaveRoom, RoomCommand, SendPeers, SetHosts
from web.ui.messages import Crashed, Intent, LanguageLoaded, Message, Overflowed
from web.ui.model import Model
from web.ui.play.messages import BoardClick, Key, LinkCopied, TimerDone
from web.ui.post.commands import (
    AskNotifications,
    CloseRelays,
    KeepDevice,
    Notify,
    OpenRelays,
    PostCommand,
    SetBadge,
    ToRelay,
)
from web.ui.post.messages import NotifyAnswered
from web.ui.puzzles.commands import SolvedCommand
from web.ui.records.commands import DownloadBook, RecordCommand
from web.ui.records.messages import Exported
from web.ui.review.messages import RecordSent
from web.ui.saves import SaveStore
from web.ui.screens.frame import fill
from web.ui.snapshot import Keeper
from web.ui.update import update

#: Every command the runner carries out: the core's (:mod:`web.ui.commands`, which
#: imports no feature) and each feature's, registered here. A :class:`Command` that is
#: none of these is refused; ``tests/test_import_layers.py`` checks each is listed.
Performed = CoreCommand | RoomCommand | DailyCommand | RecordCommand | SolvedCommand | PostCommand

#: The longest description of a failure shown on the page.
PROBLEM_LENGTH = 200


def overflowed(problem: BaseException) -> bool:
    """True when ``problem`` is the stack run out: Python's ``RecursionError``, or
    JavaScript's ``RangeError`` for its call stack, as Pyodide raises it in Python
    (a ``JsException`` whose ``name`` is the JavaScript error's).

    >>> class JsException(Exception):
    ...     name = "RangeError"
    >>> overflowed(RecursionError()), overflowed(JsException("Maximum call stack size exceeded"))
    (True, True)
    >>> overflowed(JsException("Invalid array length")), overflowed(ValueError())
    (False, False)
    """
    if isinstance(problem, RecursionError):
        return True
    return getattr(problem, "name", None) == "RangeError" and "call stack" in str(problem)


class Runner:
    """The page's loop: see the module docstring. ``watch`` sees every command."""

    def __init__(
        self,
        model: Model,
        effects: Effects,
        store: SaveStore,
        keeper: Keeper,
        watch: Callable[[Command], None] = lambda command: None,
        *,
        strict: bool = False,
    ) -> None:
        self.model, self.effects, self.store, self.keeper = model, effects, store, keeper
        self.watch = watch
        self.strict = strict  # failures raise (for tests) rather than show on the page
        #: The parts of the page being fetched (by name), each with the message that
        #: waits for it (the last one that asked) and :attr:`acts` when it asked.
        self.fetching: dict[str, tuple[Message, int]] = {}
        #: How many times a person has acted (a button, a click or a key on the board).
        self.acts = 0

    def dispatch(self, message: Message) -> None:
        """Give ``message`` to the update, carry out its commands (their answers too),
        draw, then scroll and focus; first fetch the part of the page it needs, if
        that is not here yet. A failure on the way is reported on the page (and
        its trace on the console), never left to the event handler that called."""
        try:
            if isinstance(message, Intent | BoardClick | Key):
                self.acts += 1
            part = lazy.wanted(message) if isinstance(message, lazy.ASKING) else None
            if part is not None and not lazy.present(part):
                self.fetch(part, message)
            else:
                self._dispatch(message)
        except Exception as problem:
            if self.strict or isinstance(message, Crashed | Overflowed):
                raise
            self.report(problem)

    def report(self, problem: Exception) -> None:
        """Show on the page that handling an event failed (its trace on the console):
        the stack run out (see :func:`overflowed`: something from outside nested too
        deeply) is a refusal, anything else a failure; if even that fails, draw what
        the model holds."""
        traceback.print_exception(problem)
        shown: Message = (
            Overflowed()
            if overflowed(problem)
            else Crashed(f"{type(problem).__name__}: {problem}"[:PROBLEM_LENGTH])
        )
        try:
            self._dispatch(shown)
        except Exception as again:
            traceback.print_exception(again)
            with contextlib.suppress(Exception):
                self.draw()

    def _dispatch(self, message: Message) -> None:
        queue, after, unchanged = [message], [], False
        while queue:
            self.model, commands = update(self.model, queue.pop(0))
            for command in commands:
                self.watch(command)
                if isinstance(command, Unchanged):
                    unchanged = True
                elif isinstance(command, Focus | ScrollTop | FollowLog):
                    after.append(command)
                elif (answer := self.perform(command)) is not None:
                    queue.append(answer)
        if not unchanged:
            self.draw()
        for command in sorted(after, key=lambda c: isinstance(c, ScrollTop)):
            if isinstance(command, ScrollTop):
                self.effects.scroll_top()
            elif isinstance(command, FollowLog):
                self.effects.follow_log()
            else:
                self.effects.focus(command.selector, command.lost)

    def fetch(self, part: lazy.Part, message: Message) -> None:
        """Fetch ``part`` for ``message``, saying so on the page meanwhile; asked again
        while it comes, the part is fetched once and the last message acted on."""
        first = part.name not in self.fetching
        self.fetching[part.name] = (message, self.acts)
        if first:
            self.model.alert, self.model.notice = "", lazy.waiting(part)
            self.draw()
            self.effects.spawn(self.fetched(part))

    async def fetched(self, part: lazy.Part) -> None:
        """Fetch and unpack ``part``, then act on the message that waits for it, unless
        the person has done something else since; if it cannot be had, say why and
        leave the page as it was."""
        try:
            data = await self.effects.fetch_part(part.archive)
            if data is None:
                raise ValueError(_("the site did not answer"))
            lazy.unpack(part, data)
            problem = ""
        except Exception as reason:  # whatever failed, the page stays as it was
            problem = str(reason)
        message, acts = self.fetching.pop(part.name)
        if self.model.notice == lazy.waiting(part):
            self.model.notice = ""
        if not problem and acts == self.acts:
            self.dispatch(message)
            return
        if problem:
            self.model.alert = lazy.failed(part, problem)
        self.draw()

    def draw(self) -> None:
        """Draw the model, and keep the snapshot of what was drawn."""
        model = self.model
        state = {**render.page_state(model), "fetching": " ".join(sorted(self.fetching))}
        layout, regions = render.layout(model), render.regions(model)
        self.effects.draw(layout, regions, state)
        self.keeper.after_draw(next_visit.decide(model, self.store), fill(layout, regions), state)

    def perform(self, command: Command) -> Message | None:
        """Carry out one command (not one of those after the draw); its answer, if it
        has one at once."""
        effects = self.effects
        if not isinstance(command, Performed):
            raise TypeError(f"no runner for {command!r}")
        if isinstance(command, storing.StorageCommand):
            return storing.carry_out(command, self.store, self.keeper.drop)
        if isinstance(command, PostCommand):
            return self.post(command)
        match command:
            case StartBots(every):
                effects.start_bots(every)
            case AskBot():
                effects.spawn(self.ask_bot(command))
            case AskAnalysis():
                effects.spawn(self.analyse(command))
            case CheckComputers():
                effects.spawn(self.check_computers(command))
            case Wait(token, ms):
                effects.spawn(self.wait(token, ms))
            case ShowProgress(value):
                effects.show_progress(value)
            case JoinRoom(room, key, relays, ice):
                effects.join_room(room, key, relays, ice)
            case SendPeers(text, peer):
                effects.say(text, peer)
            case LeaveRoom():
                effects.leave_room()
            case KeepHosts(hosts):
                effects.keep_hosts(hosts)
            case SetHosts(hosts):
                effects.set_hosts(hosts)
            case SetTitle(words):
                effects.set_title(words)
            case SendLink(fragment, share):
                effects.spawn(self.send_link(fragment, share))
            case SendRecord(fragment, text, download, name):
                effects.spawn(self.send_record(fragment, text, name if download else None))
            case ShareResult(game, text, fragment):
                effects.spawn(self.share_result(game, text, fragment))
            case DownloadBook(name, text):
                effects.spawn(self.download(name, text))
            case DrawQr(fragment, target):
                effects.spawn(effects.draw_qr(fragment, target))
            case DropFragment():
                effects.drop_fragment()
            case LoadLanguage(language):
                effects.spawn(self.load_language(language))
            case SetLanguage(language):
                effects.set_language(language)
            case SetTheme(theme):
                effects.set_theme(theme)
            case SetPace(pace):
                effects.set_pace(pace)
            case Unchanged() | Focus() | ScrollTop() | FollowLog():
                pass
            case _:
                assert_never(command)
        return None

    async def ask_bot(self, command: AskBot) -> None:
        """Ask the computer players for a move or a hint, each step's progress shown."""
        self.dispatch(await computers.ask(self.effects, command, self.dispatch))

    async def analyse(self, command: AskAnalysis) -> None:
        self.dispatch(await computers.analyse(self.effects, command))

    async def check_computers(self, command: CheckComputers) -> None:
        self.dispatch(await computers.check(self.effects, command))

    async def wait(self, token: int, ms: int) -> None:
        await self.effects.sleep(ms)
        self.dispatch(TimerDone(token))

    async def send_link(self, fragment: str, share: bool) -> None:
        url, done, shared = await self.effects.send_link(fragment, share)
        self.dispatch(LinkCopied(url, done, shared))

    async def send_record(self, fragment: str, text: str, download: str | None) -> None:
        whole = self.effects.address(fragment) + "\n\n" + text
        done = await self.effects.send_record(whole, download)
        self.dispatch(RecordSent(done, download is not None))

    async def share_result(self, game: str, text: str, fragment: str) -> None:
        url = self.effects.address(fragment)
        done = await self.effects.send_record(f"{text} {url}", None)
        self.dispatch(DailyShared(game, url, done))

    async def download(self, name: str, text: str) -> None:
        self.dispatch(Exported(await self.effects.send_record(text, name)))

    def post(self, command: PostCommand) -> Message | None:
        """Carry out one of play by post's commands (none answers at once: the relays'
        and the notifications' answers come later, as messages)."""
        effects = self.effects
        match command:
            case OpenRelays(relays):
                effects.open_relays(relays)
            case ToRelay(relay, text):
                effects.to_relay(relay, text)
            case CloseRelays():
                effects.close_relays()
            case SetBadge(count):
                effects.set_badge(count)
            case Notify(title, body, tag):
                effects.notify(title, body, tag)
            case AskNotifications():
                effects.spawn(self.ask_notifications())
            case KeepDevice(text):
                effects.keep_device(text)
            case _:
                assert_never(command)
        return None

    async def ask_notifications(self) -> None:
        self.dispatch(NotifyAnswered(await self.effects.ask_notifications()))

    async def load_language(self, language: str) -> None:
        catalog = None if language == "en" else await self.effects.load_catalog(language)
        self.dispatch(LanguageLoaded(language, catalog))
