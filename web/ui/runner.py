"""The one runner of the page's loop: it gives each message to the update, carries out
the commands through an :class:`Effects` (the browser's in ``web/browser/``, a fake in
the CPython tests), feeds their answers back, draws, and only then scrolls and focuses.

It decides how effects are used, so that the page and its tests run the same code: a
save refused by full storage is tried once more without the page's snapshot; easy
and medium computers answer at once while hard's search runs in steps, split among
the workers started (each runs some of its parts; the first adds up their tallies),
its progress shown after each (each worker has the next step already, so it never
waits for the page); a message that needs a part of the page not fetched yet
(:mod:`web.ui.lazy`) waits for it; focus and scrolling wait until the screen is drawn.
"""

from __future__ import annotations

import contextlib
import json
import traceback
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any, Protocol, assert_never

from game.i18n import _
from web.ui import lazy, render
from web.ui.arrival.messages import LinkMatched
from web.ui.bounded import read_json
from web.ui.commands import (
    AskAnalysis,
    AskBot,
    CheckStored,
    Command,
    Delete,
    DrawQr,
    DropFragment,
    FindSave,
    Focus,
    FollowLog,
    ForgetCurrent,
    KeepSolo,
    KeepTable,
    ListSaves,
    LoadLanguage,
    MakeRecord,
    ReadSave,
    ReadTable,
    Refresh,
    Save,
    SaveCopy,
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
from web.ui.daily import store as daily_store
from web.ui.daily.challenge import challenge, day_seed
from web.ui.daily.commands import CheckComputers, KeepDaily, ShareResult
from web.ui.daily.messages import ComputersChecked, DailyShared
from web.ui.live.commands import JoinRoom, KeepHosts, LeaveRoom, SendPeers, SetHosts
from web.ui.messages import Crashed, Intent, LanguageLoaded, Message, Overflowed
from web.ui.model import Model
from web.ui.play.messages import (
    BoardClick,
    BotFailed,
    BotMoved,
    BotProgress,
    HintFound,
    Key,
    LinkCopied,
    TimerDone,
)
from web.ui.prefs import Pace, Theme
from web.ui.puzzles import solved
from web.ui.puzzles.commands import ReadSolved, SolvedCommand
from web.ui.puzzles.messages import SolvedRead
from web.ui.records import store as records
from web.ui.records.commands import BookCommand, DownloadBook
from web.ui.records.messages import Exported
from web.ui.review.messages import Analysed, AnalysisFailed, RecordSent
from web.ui.saves import Conflict, SaveStore
from web.ui.screens.frame import fill
from web.ui.snapshot import Keeper
from web.ui.start.messages import TableRead
from web.ui.storage.messages import (
    CopySaved,
    DeleteRefused,
    Loaded,
    RecordMade,
    SaveFailed,
    SaveRefused,
    SavesListed,
    SoloKept,
    StoredNow,
)
from web.ui.update import update

#: The commands on the saves.
StoreCommand = (
    Save
    | SaveCopy
    | Refresh
    | ListSaves
    | ReadSave
    | MakeRecord
    | FindSave
    | CheckStored
    | ReadTable
    | KeepTable
    | KeepSolo
    | ForgetCurrent
    | Delete
)
#: The longest description of a failure shown on the page.
PROBLEM_LENGTH = 200
#: How long the worker's hard search runs between two reports of its progress (s).
SEARCH_STEP = 0.1
#: The most workers a search is split among: as many as ``game.bots.plan`` ever
#: makes parts (not imported: the page does not load the computer players;
#: ``tests/test_web_runner.py`` checks that they agree).
MOST_WORKERS = 2


def workers_for(cores: int | None) -> int:
    """How many workers search on a device with ``cores`` logical processors (None if
    unknown): at least one, at most :data:`MOST_WORKERS`. The page's own thread
    mostly waits meanwhile, so it is not left a core of its own.

    >>> [workers_for(n) for n in (None, 1, 2, 4, 16)]
    [1, 1, 2, 2, 2]
    """
    return max(1, min(MOST_WORKERS, cores or 1))


#: The longest answer read from a worker (its tallies of a search: a few hundred
#: kilobytes at most).
ANSWER_LENGTH = 20_000_000


def _answer(text: str) -> Any:
    """A worker's answer (JSON), read with its length and nesting bounded; a failure
    is a ValueError, refused like any other answer the worker could not give."""
    return read_json(text, ANSWER_LENGTH)


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


class Bots(Protocol):
    """The computer players (``web/worker.py``, in a worker in the page)."""

    async def choose_move(self, game: str, level: str, seed: int) -> str: ...
    async def begin(
        self, token: int, game: str, seed: int, worker: int, workers: int
    ) -> object: ...
    async def think(self, token: int, step: float) -> str: ...
    async def tallies(self, token: int) -> str: ...
    async def answer(self, token: int, others: str) -> str: ...
    async def analyse(self, game: str, seed: int, seconds: float, viewer: int) -> str: ...
    async def computers(self, game: str, seats: str, base: int) -> int: ...


class Effects(Protocol):
    """What the runner needs from the page around it."""

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background."""

    def start_bots(self, every: bool) -> None:
        """Start the computer players' worker, if it has not started; with ``every``,
        also the others that share a search split in parts (:func:`workers_for`)."""

    async def bots(self) -> Bots:
        """The computer players, once their worker runs."""

    async def searchers(self) -> list[Bots]:
        """The workers that share a search, once they run: :meth:`bots`'s first, then
        the others started by :meth:`start_bots` (those that failed to start left
        out)."""

    async def sleep(self, ms: int) -> None: ...

    async def send_link(self, fragment: str, share: bool) -> tuple[str, bool, bool]:
        """Share or copy the page's address with ``fragment``: the address, whether it
        went, and whether it went through the share sheet."""

    async def send_record(self, text: str, download: str | None) -> bool:
        """Copy ``text`` to the clipboard (or save it as the file named ``download``):
        whether it went."""

    def address(self, fragment: str) -> str:
        """The page's address with ``fragment``."""

    async def load_catalog(self, language: str) -> bytes | None: ...

    async def fetch_part(self, address: str) -> bytes | None:
        """The file at ``address`` (from the page's folder) on the page's site, or None
        if it could not be fetched."""

    async def draw_qr(self, fragment: str, target: str) -> None: ...

    def drop_fragment(self) -> None: ...

    def set_theme(self, theme: Theme) -> None: ...

    def set_pace(self, pace: Pace) -> None: ...

    def set_language(self, language: str) -> None: ...

    def show_progress(self, value: float) -> None: ...

    def join_room(self, room: str, key: str, relays: tuple[str, ...], ice: str) -> None:
        """Join a live table's room (leaving any other); its news comes back as messages
        (``PeerJoined``, ``PeerLeft``, ``PeerText``, ``RelaysAnswered``)."""

    def say(self, text: str, peer: str | None) -> None:
        """Send ``text`` to a peer of the room (None: to all)."""

    def leave_room(self) -> None: ...

    def keep_hosts(self, hosts: str) -> None:
        """Keep the hosts agreed to on this device."""

    def set_hosts(self, hosts: str | None) -> None:
        """Keep the hosts live play contacts on this device (None: the page's own)."""

    def set_title(self, words: str) -> None:
        """Begin the tab's title with ``words`` (nothing: the page's own title)."""

    def draw(self, layout: str, regions: dict[str, str], state: dict[str, str]) -> None:
        """Draw what changed: the layout, the regions in it, the page's state on
        ``<body>``."""

    def scroll_top(self) -> None: ...

    def follow_log(self) -> None: ...

    def focus(self, selector: str, lost: bool = False) -> None:
        """Focus the element ``selector`` finds (if ``lost``, only when no control
        has the focus)."""


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
            if (part := lazy.wanted(message)) is not None and not lazy.present(part):
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
        self.keeper.after_draw(model, fill(layout, regions), state)

    def perform(self, command: Command) -> Message | None:
        """Carry out one command (not one of those after the draw); its answer, if it
        has one at once."""
        effects = self.effects
        if isinstance(command, StoreCommand):
            return self.keep(command)
        if isinstance(command, BookCommand):
            return records.carry_out(command, self.store)
        if isinstance(command, SolvedCommand):
            return self.solved(command)
        if isinstance(command, KeepDaily | CheckComputers):
            return self.daily(command)
        match command:
            case StartBots(every):
                effects.start_bots(every)
            case AskBot():
                effects.spawn(self.ask_bot(command))
            case AskAnalysis():
                effects.spawn(self.analyse(command))
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

    def keep(self, command: StoreCommand) -> Message | None:
        """Carry out a command on the saves; its answer, if it has one."""
        store = self.store
        match command:
            case Save():
                return self._save(command)
            case SaveCopy(record, current):
                made = store.new_record(record.game, record.names, record.seats, record.date)
                copy = replace(record, id=made.id, version=0)
                failed = self._save(Save(copy, current))
                return failed if failed is not None else CopySaved(copy)
            case Refresh(key):
                store.refresh(key)
            case ListSaves():
                records, problems = store.read_all()
                return SavesListed(tuple(records), tuple(problems))
            case ReadSave(record_id, review):
                return self._read(record_id, review)
            case MakeRecord(draft, game, opening):
                made = store.new_record(draft.game, draft.names, draft.seats, draft.date)
                return RecordMade(replace(draft, id=made.id), game, opening)
            case FindSave(link, game, theirs):
                return LinkMatched(link, game, theirs, store.find(theirs.identity))
            case CheckStored(record_id):
                try:
                    return StoredNow(store.read(record_id))
                except ValueError as problem:
                    gone = store.storage.get(store.key(record_id)) is None
                    return StoredNow(None, "" if gone else str(problem))
            case ReadTable(game):
                return TableRead(game, store.tables().get(game))
            case KeepTable(game, table):
                store.keep_tables({**store.tables(), game: table})
            case KeepSolo(pawns, placed):
                return SoloKept(pawns, store.keep_solo(pawns, placed))
            case ForgetCurrent():
                store.forget_current()
            case Delete(key, shown):
                if not store.delete(key, shown):
                    return DeleteRefused()
            case _:
                assert_never(command)
        return None

    def solved(self, command: SolvedCommand) -> SolvedRead:
        """Read the puzzles solved on this device, or add one (a refusal of storage is
        ignored); what storage holds then."""
        storage, key = self.store.storage, self.store.namespace + solved.KEY
        marks, problem = solved.read(storage.get(key))
        if isinstance(command, ReadSolved):
            return SolvedRead(marks, problem)
        marks |= {command.puzzle}
        with contextlib.suppress(Exception):  # storage full or blocked
            storage.set(key, solved.encode(marks))
        return SolvedRead(marks)

    def _save(self, command: Save) -> Message | None:
        """Write a save; if storage refuses, once more without the page's snapshot."""
        for attempt in range(2):
            try:
                self.store.write(command.record, current=command.current, replaces=command.replaces)
                return None
            except Conflict as conflict:
                return SaveRefused(
                    command.record, command.replaces, conflict.newer, conflict.problem
                )
            except Exception:  # the browser refused: storage full or blocked
                if attempt == 0:
                    self.keeper.drop()
        return SaveFailed(command.replaces)

    def _read(self, record_id: str | None, review: bool = False) -> Message | None:
        """A save read (None: the one a reload resumes; no answer if there is none)."""
        resumed = record_id is None
        record_id = self.store.current() if record_id is None else record_id
        if record_id is None:
            return None
        try:
            return Loaded(self.store.read(record_id), resumed=resumed, review=review)
        except ValueError as reason:
            return Loaded(None, str(reason), resumed=resumed, review=review)

    def daily(self, command: KeepDaily | CheckComputers) -> Message | None:
        """The daily challenge's storage entry read and changed (its answer at once), or
        a friend's game checked by the computers (answered later)."""
        if isinstance(command, KeepDaily):
            return daily_store.carry_out(command, self.store)
        self.effects.spawn(self.check_computers(command))
        return None

    async def check_computers(self, command: CheckComputers) -> None:
        """Replay a friend's daily game against the day's computers (in the worker: a
        Shangri-La game's Medium moves take a second or so)."""
        daily = challenge(command.kind, command.day)
        seats = "".join(seat[0] for seat in daily.seats)
        try:
            bots = await self.effects.bots()
            at = await bots.computers(command.game, seats, day_seed(command.kind, command.day))
            answer = ComputersChecked(command.kind, command.day, command.game, int(at))
        except Exception as problem:
            answer = ComputersChecked(command.kind, command.day, command.game, -1, str(problem))
        self.dispatch(answer)

    async def ask_bot(self, command: AskBot) -> None:
        """Ask the computer players: easy and medium answer at once; hard searches in
        steps, its progress reported after each, until its answer (a move, or a hint)."""
        token = command.token
        answer: Message
        try:
            bots = await self.effects.bots()
            if command.level != "hard":
                move = await bots.choose_move(command.game, command.level, command.seed)
                answer = BotMoved(token, str(move))
            else:
                move, chances = await self.search(command)
                answer = HintFound(token, move, chances) if command.hint else BotMoved(token, move)
        except Exception as problem:
            answer = BotFailed(token, str(problem))
        self.dispatch(answer)

    async def search(self, command: AskBot) -> tuple[str, tuple[tuple[str, float], ...]]:
        """Hard's search in the workers started (each runs some of its parts), its
        progress reported after each step of all; then the first adds up the others'
        tallies to its own: the move and each player's chance to win. Each worker is
        asked for two steps at a time, so that it goes on to the next at once while
        the page draws the last."""
        token = command.token
        workers = await self.effects.searchers()
        count = len(workers)
        begun = [
            w.begin(token, command.game, command.seed, i, count) for i, w in enumerate(workers)
        ]
        for call in begun:
            await call
        steps = [[w.think(token, SEARCH_STEP) for _ in range(2)] for w in workers]
        reports: list[dict[str, Any]] = [{} for _ in workers]
        while any(steps):
            for worker, ahead, index in zip(workers, steps, range(count), strict=True):
                if not ahead:
                    continue  # finished
                reports[index] = report = _answer(await ahead.pop(0))
                if not report["finished"]:
                    ahead.append(worker.think(token, SEARCH_STEP))
                else:  # the step asked for ahead is answered at once
                    for call in ahead:
                        await call
                    ahead.clear()
            done, budget = (sum(int(r[key]) for r in reports) for key in ("done", "budget"))
            self.dispatch(BotProgress(token, done, budget))
        asked = [worker.tallies(token) for worker in workers[1:]]
        others = [tally for call in asked for tally in _answer(await call)]
        found = _answer(await workers[0].answer(token, json.dumps(others)))
        chances = tuple((str(p), float(share)) for p, share in found["chances"])
        return str(found["move"]), chances

    async def analyse(self, command: AskAnalysis) -> None:
        """Ask the computer players to search one position of a game under review."""
        token = command.token
        answer: Message
        try:
            bots = await self.effects.bots()
            found = _answer(
                await bots.analyse(command.game, command.seed, command.seconds, command.viewer)
            )
            chances = tuple((str(p), float(share)) for p, share in found["chances"])
            move = found["move"]
            answer = Analysed(token, command.at, None if move is None else str(move), chances)
        except Exception as problem:
            answer = AnalysisFailed(token, str(problem))
        self.dispatch(answer)

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

    async def load_language(self, language: str) -> None:
        catalog = None if language == "en" else await self.effects.load_catalog(language)
        self.dispatch(LanguageLoaded(language, catalog))
