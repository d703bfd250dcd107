"""The page's own runner (:class:`web.ui.runner.Runner`) in CPython, over fake effects:
a fake clock (timers fire when the test says), fake computer players, and a screen
that is the regions as drawn.

>>> page = FakePage()
>>> page.send(StartGame())
>>> page.model.screen.name, page.state["save"]
('game', 'saved')
"""

from __future__ import annotations

import html
import itertools
import json
import random
import re
import time
import weakref
from collections.abc import Callable, Coroutine
from typing import Any

from game import decode
from game.bots import choose
from game.bots.mcts import Tally, merge
from game.core import Game
from web.ui import intents, snapshot
from web.ui.commands import Command
from web.ui.env import Env
from web.ui.messages import Message
from web.ui.model import Model
from web.ui.play.messages import BoardClick
from web.ui.post.model import DEVICE, Post, read_device
from web.ui.runner import Runner
from web.ui.saves import SaveStore
from web.ui.start.messages import StartGame
from web.ui.stores import MemoryStorage

__all__ = [
    "FakePage",
    "FullStorage",
    "StartGame",
    "clicks_for",
    "play_person_turns",
    "set_up",
    "words",
]

#: A computer player: (encoded game, level, seed) -> move; it may raise.
Bot = Callable[[str, str, int], str]


def easy_bot(game: str, level: str, seed: int) -> str:
    """A real computer player, at the easy level whatever was asked (fast)."""
    return choose(decode(game), "easy", seed)


class FullStorage(MemoryStorage):
    """Storage that refuses every write while ``full`` is set, as a full browser's does."""

    def __init__(self) -> None:
        super().__init__()
        self.full = False

    def set(self, key: str, value: str) -> None:
        if self.full:
            raise OSError("QuotaExceededError: the quota has been exceeded")
        super().set(key, value)


#: The review's analysis of a position: (game after its moves, viewer) -> the move
#: the search would play (None at the end) and each player's chance, by player.
Analyst = Callable[[Game, int], tuple[str | None, dict[str, float]]]


def even_analyst(game: Game, viewer: int) -> tuple[str | None, dict[str, float]]:
    """An analysis that finds the first legal move and every player's even chance."""
    if game.is_over():
        return None, {str(p): 1 / len(game.winners()) for p in game.winners()}
    return game.legal_moves()[0], {str(p): 1 / len(game.players) for p in game.players}


class FakeBots:
    """The worker's interface over a :data:`Bot`: hard's search takes :data:`STEPS`
    steps in each worker, whose tally visits the bot's move once and gives every
    player the same chance (so does a hint); the analysis of a position is the
    :data:`Analyst`'s (each position and viewer it was asked about are kept in
    :attr:`analysed`)."""

    STEPS = 3

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.asked: dict[int, tuple[str, int]] = {}
        self.done = 0
        self.analyst: Analyst = even_analyst
        self.analysed: list[tuple[int, int]] = []
        #: Each search begun here: which worker this was, of how many.
        self.began: list[tuple[int, int]] = []
        #: The other workers' tallies handed to each answer.
        self.given: list[list[dict[str, Any]]] = []

    async def choose_move(self, game: str, level: str, seed: int) -> str:
        return self.bot(game, level, seed)

    async def computers(self, game: str, seats: str, base: int) -> int:
        """The first computer's move of ``game`` that the bot would not play (-1: none),
        as ``web/worker.py``'s, with the bot for every level."""
        levels, played = {"e": "easy", "m": "medium", "h": "hard"}, decode(game)
        moves = list(played.history)
        for _move in moves:
            played.undo()
        for at, move in enumerate(moves):
            level = levels.get(seats[played.players.index(played.to_move)])
            if level is not None and self.bot(played.encode(), level, base * 100_003 + at) != move:
                return at
            played.play(move)
        return -1

    async def begin(self, token: int, game: str, seed: int, worker: int, workers: int) -> object:
        self.asked, self.done = {token: (game, seed)}, 0
        self.began.append((worker, workers))
        return self.STEPS

    async def think(self, token: int, step: float) -> str:
        self.done += 1
        return json.dumps(
            {"done": self.done, "budget": self.STEPS, "finished": self.done >= self.STEPS}
        )

    async def tallies(self, token: int) -> str:
        """One part's tally: the bot's move visited once, every player an even share."""
        game, seed = self.asked[token]
        decoded = decode(game)
        moves, players = decoded.legal_moves(), decoded.players
        visits = [int(move == self.bot(game, "hard", seed)) for move in moves]
        tally = Tally(moves, visits, [0.0] * len(moves), 1, [1 / len(players)] * len(players))
        return json.dumps([tally.as_json()])

    async def answer(self, token: int, others: str) -> str:
        """The move and chances of this worker's tally and the ``others`` added up (as
        ``web/worker.py``'s); the others' tallies are kept in :attr:`given`."""
        self.given.append(json.loads(others))
        found = [Tally.from_json(data) for data in json.loads(await self.tallies(token))]
        merged = merge(found + [Tally.from_json(data) for data in self.given[-1]])
        players = decode(self.asked[token][0]).players
        chances = [[str(p), share] for p, share in zip(players, merged.chances(), strict=True)]
        return json.dumps({"move": merged.best(), "chances": chances})

    async def analyse(self, game: str, seed: int, seconds: float, viewer: int) -> str:
        position = decode(game)
        self.analysed.append((len(position.history), viewer))
        move, chances = self.analyst(position, viewer)
        shares = [[str(p), chances.get(str(p), 0.0)] for p in position.players]
        return json.dumps({"move": move, "chances": shares})


#: ms: a timer this long or longer waits for :meth:`FakePage.ring`, not for settle.
LONG_MS = 60_000


def _close_all(pending: list[Coroutine[Any, Any, None]]) -> None:
    for work in pending:
        work.close()


def run(work: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine that never waits on anything (every fake effect answers at once)."""
    try:
        work.send(None)
    except StopIteration:
        return
    raise AssertionError("a fake effect waited")


class FakePage:
    """The page's runner with fake effects (see the module docstring). The computers'
    answers and the timers wait in :attr:`pending` until :meth:`deliver`; every other
    effect answers at once."""

    def __init__(self, storage: MemoryStorage | None = None, bot: Bot = easy_bot) -> None:
        self.storage = storage if storage is not None else MemoryStorage()
        self.store = SaveStore(self.storage, ids=itertools.count(1).__next__)
        self.bot = bot
        self.fake_bots = FakeBots(lambda game, level, seed: self.bot(game, level, seed))
        #: Other workers sharing a search with the first (none unless a test adds).
        self.more_bots: list[FakeBots] = []
        #: Whether the page was asked to start every worker (for a search in parts).
        self.started_every = False
        #: Work not done yet (a computer's move, a timer's end), oldest first.
        self.pending: list[Coroutine[Any, Any, None]] = []
        #: Timers of minutes (the relays asked again), ended by :meth:`ring`.
        self.alarms: list[Coroutine[Any, Any, None]] = []
        self.commands: list[Command] = []
        self.fragment_dropped = False
        self.screen: dict[str, str] = {}
        self.state: dict[str, str] = {}
        self.catalogs: dict[str, bytes] = {}
        self.parts: dict[str, bytes] = {}
        self.focused: list[str] = []
        #: Live play: the room joined, what was sent to peers (text, peer or None for
        #: all), the hosts kept and the tab's title.
        self.room: str | None = None
        self.sent: list[tuple[str, str | None]] = []
        self.kept_hosts = ""
        #: The computers' pace kept on the device.
        self.pace = ""
        self.hosts_set: list[str | None] = []
        self.title = ""
        #: Game records copied (text, None) or downloaded (text, file name).
        self.records: list[tuple[str, str | None]] = []
        #: Play by post: the relays the page keeps open, what it sent them (relay,
        #: text), the app's badge, the notifications shown, and the browser's answer
        #: when the page asks to notify.
        self.relays_open: tuple[str, ...] = ()
        self.to_relays: list[tuple[str, str]] = []
        self.badge = 0
        self.notified: list[tuple[str, str, str]] = []
        self.notifications = True
        #: The time since 1970 (s) by this page's clock, and its local date and time.
        self.epoch = time.time()
        self.now = "2026-11-23 07:00"
        # (no peer's messages cost time here: a test that counts it gives its own timer)
        env = Env(
            clock=lambda: self.now,
            new_seed=lambda: 11,
            cost=lambda: 0.0,
            epoch=lambda: self.epoch,
        )
        model = Model(env=env, bots=True, post=Post(device=read_device(self.storage)))
        keeper = snapshot.Keeper(self.store, snapshot.KEY, "test")
        self.runner = Runner(
            model, self, self.store, keeper, watch=self.commands.append, strict=True
        )
        weakref.finalize(self, _close_all, self.pending)  # work left undone is dropped
        weakref.finalize(self, _close_all, self.alarms)

    @property
    def model(self) -> Model:
        return self.runner.model

    # -- the effects ----------------------------------------------------------------------

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        frame = work.cr_frame
        if work.__name__ == "wait" and frame is not None and frame.f_locals["ms"] >= LONG_MS:
            self.alarms.append(work)  # minutes: ended only when a test says so (ring)
        elif work.__name__ in ("ask_bot", "wait", "analyse", "fetched"):
            self.pending.append(work)
        else:
            run(work)

    def start_bots(self, every: bool) -> None:
        self.started_every = self.started_every or every

    async def bots(self) -> FakeBots:
        return self.fake_bots

    async def searchers(self) -> list[FakeBots]:
        return [self.fake_bots, *self.more_bots]

    async def sleep(self, ms: int) -> None:
        pass

    async def send_link(self, fragment: str, share: bool) -> tuple[str, bool, bool]:
        return "http://127.0.0.1/#" + fragment, True, share

    async def send_record(self, text: str, download: str | None) -> bool:
        self.records.append((text, download))
        return True

    def address(self, fragment: str) -> str:
        return "http://127.0.0.1/#" + fragment

    async def load_catalog(self, language: str) -> bytes | None:
        return self.catalogs.get(language)

    async def fetch_part(self, address: str) -> bytes | None:
        """The parts of the page the tests serve (``parts``, by address): none at first."""
        return self.parts.get(address)

    async def draw_qr(self, fragment: str, target: str) -> None:
        pass

    def drop_fragment(self) -> None:
        self.fragment_dropped = True

    def set_theme(self, theme: str) -> None:
        pass

    def set_pace(self, pace: str) -> None:
        self.pace = pace

    def set_language(self, language: str) -> None:
        pass

    def show_progress(self, value: float) -> None:
        pass

    def join_room(self, room: str, key: str, relays: tuple[str, ...], ice: str) -> None:
        self.room = room

    def say(self, text: str, peer: str | None) -> None:
        self.sent.append((text, peer))

    def leave_room(self) -> None:
        self.room = None

    def keep_hosts(self, hosts: str) -> None:
        self.kept_hosts = hosts

    def set_hosts(self, hosts: str | None) -> None:
        self.hosts_set.append(hosts)

    def set_title(self, words: str) -> None:
        self.title = words

    def open_relays(self, relays: tuple[str, ...]) -> None:
        self.relays_open = relays

    def to_relay(self, relay: str, text: str) -> None:
        self.to_relays.append((relay, text))

    def close_relays(self) -> None:
        self.relays_open = ()

    def set_badge(self, count: int) -> None:
        self.badge = count

    def notify(self, title: str, body: str, tag: str) -> None:
        self.notified.append((title, body, tag))

    async def ask_notifications(self) -> bool:
        return self.notifications

    def keep_device(self, text: str) -> None:
        self.storage.set(DEVICE, text)

    def draw(self, layout: str, regions: dict[str, str], state: dict[str, str]) -> None:
        self.screen, self.state = regions, state

    def scroll_top(self) -> None:
        pass

    def follow_log(self) -> None:
        pass

    def focus(self, selector: str, lost: bool = False) -> None:
        self.focused.append(selector)

    # -- what a test does -----------------------------------------------------------------

    def send(self, message: Message) -> None:
        """Give ``message`` to the runner, as the page does."""
        self.runner.dispatch(message)

    def deliver(self) -> None:
        """The oldest pending work is done (a computer answers, a timer ends)."""
        run(self.pending.pop(0))

    def answers(self, work: Coroutine[Any, Any, None]) -> list[Message]:
        """Do ``work`` (taken from :attr:`pending`) but keep the messages it sends back,
        for the test to send later or never."""
        caught: list[Message] = []
        self.runner.dispatch = caught.append  # type: ignore[method-assign]
        try:
            run(work)
        finally:
            del self.runner.dispatch
        return caught

    def ring(self) -> None:
        """Minutes pass: the timers of minutes end."""
        alarms = list(self.alarms)
        self.alarms.clear()  # (the same list: work left undone is dropped at the end)
        for work in alarms:
            run(work)

    def settle(self, limit: int = 10_000) -> None:
        """Deliver answers until none is pending (the computers have played)."""
        for _ in range(limit):
            if not self.pending:
                return
            self.deliver()
        raise AssertionError("the computers never stopped playing")

    def click(self, *targets: str) -> None:
        """Click board or panel elements, by ``data-target``."""
        for target in targets:
            assert f'data-target="{target}"' in self.markup(), f"{target} is not offered"
            self.send(BoardClick(target))

    def press(self, action: str, arg: str = "") -> None:
        """Press a button by its ``data-action`` and ``data-arg``, read as the page reads
        them (it must be on screen)."""
        intent = intents.read(action, arg)
        assert intent is not None, f"no intent reads {action!r} {arg!r}"
        assert intents.attributes(intent) in self.markup(), f"no {action} button on screen"
        self.send(intent)

    def markup(self) -> str:
        return "".join(self.screen.values())

    def play(self, move: str) -> None:
        """Play ``move`` by clicking, as the person to move would."""
        self.click(*clicks_for(self.model, move))


def set_up(page: FakePage, game: str, kinds: list[str], names: list[str]) -> None:
    """Fill in the start form for ``game`` (each seat's kind and name) and start it."""
    page.send(intents.read_field("game", game))
    page.send(intents.read_field("count", str(len(kinds))))
    for index, (kind, name) in enumerate(zip(kinds, names, strict=True)):
        page.send(intents.read_field(f"kind-{index}", kind))
        page.send(intents.read_field(f"name-{index}", name))
    page.press("start")


def words(markup: str) -> str:
    """What ``markup`` says: its text, without tags (names are isolated in ``<bdi>``)."""
    return html.unescape(re.sub(r"<[^>]*>", "", markup))


def clicks_for(model: Model, move: str) -> list[str]:
    """The clicks that play ``move`` on the board as drawn now."""
    session = model.session
    assert session is not None
    word, _, rest = move.partition(" ")
    if word == "pass":
        return ["pass"]
    if session.kind.key == "shangrila":
        args = rest.split()
        if word == "place":
            return [f"space:{args[0][1]}:{args[0][0]}", "confirm"]
        if word == "recruit":
            return [f"space:{a[1]}:{a[0]}" for a in args] + ["confirm"]
        return [f"village:{rest[0]}", f"village:{rest[1]}", "confirm"]
    if word == "start":
        return [f"start:{rest}", "confirm"]
    if word == "swap":
        pairs = [] if rest == "none" else [pair.split(">") for pair in rest.split()]
        return [f"give:{g}" for g, _ in pairs] + [f"take:{t}" for _, t in pairs] + ["confirm"]
    tile, rotation = rest.split("r")
    return [f"tile:{tile}"] + ["rotate:cw"] * int(rotation) + ["confirm"]


def play_person_turns(page: FakePage, rng: random.Random, limit: int = 2_000) -> None:
    """Play random moves for the people and let the computers answer, to the end."""
    for _ in range(limit):
        model = page.model
        session = model.session
        assert session is not None
        if session.game.is_over():
            return
        if model.screen.name == "handoff":
            page.press("reveal")
        elif model.offered():
            page.play(rng.choice(session.game.legal_moves()))
        else:
            page.deliver()
    raise AssertionError("the game did not end")


def step(page: FakePage, message: Message) -> list[Command]:
    """The commands of the update for ``message``, not carried out (the model changes)."""
    from web.ui.update import update

    return update(page.model, message)[1]
