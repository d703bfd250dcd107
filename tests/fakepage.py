"""The page's shell in CPython: carries out the app's commands as web/main.py does,
with a fake clock (timers fire when the test says) and fake computer players.

>>> page = FakePage()
>>> page.send(Action("start"))
>>> page.app.screen, page.state["save"]
('game', 'saved')
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game import decode
from game.bots import choose
from web.ui.app import App
from web.ui.events import (
    Action,
    AskBot,
    BotFailed,
    BotMoved,
    Command,
    Delete,
    DropFragment,
    Event,
    ForgetCurrent,
    HintFound,
    KeepTables,
    LinkCopied,
    Save,
    SaveFailed,
    SaveRefused,
    SendLink,
    Target,
    TimerDone,
    Wait,
)
from web.ui.saves import Conflict, MemoryStorage, SaveStore

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


class FakePage:
    """An :class:`App` and a shell around it (see the module docstring)."""

    def __init__(self, storage: MemoryStorage | None = None, bot: Bot = easy_bot) -> None:
        self.storage = storage if storage is not None else MemoryStorage()
        self.store = SaveStore(self.storage)
        self.app = App(self.store, clock=lambda: "2026-11-23 07:00", bots=True, new_seed=lambda: 11)
        self.bot = bot
        #: Answers not delivered yet (a computer's move, a timer's end), oldest first.
        self.pending: list[Event] = []
        self.commands: list[Command] = []
        self.fragment_dropped = False
        self.screen: dict[str, str] = {}
        self.state: dict[str, str] = {}

    def send(self, event: Event) -> None:
        """Give ``event`` to the app, carry out what it asks, and draw the screen."""
        queue = [event]
        while queue:
            for command in self.app.update(queue.pop(0)):
                self.commands.append(command)
                answer = self._perform(command)
                if answer is not None:
                    queue.append(answer)
        self.screen = self.app.regions()
        self.state = self.app.page_state()

    def _perform(self, command: Command) -> Event | None:
        if isinstance(command, Save):
            try:
                self.store.write(command.record, current=command.current, replaces=command.replaces)
            except Conflict as conflict:
                return SaveRefused(conflict.newer)
            except OSError:
                return SaveFailed(command.replaces)
        elif isinstance(command, ForgetCurrent):
            self.store.forget_current()
        elif isinstance(command, KeepTables):
            self.store.keep_tables(command.tables)
        elif isinstance(command, Delete):
            self.store.delete(command.key)
        elif isinstance(command, DropFragment):
            self.fragment_dropped = True
        elif isinstance(command, AskBot):
            try:
                move = self.bot(command.game, command.level, command.seed)
                players = decode(command.game).players
                answer: Event = (
                    HintFound(
                        command.token, move, tuple((str(p), 1 / len(players)) for p in players)
                    )
                    if command.hint
                    else BotMoved(command.token, move)
                )
            except Exception as problem:
                answer = BotFailed(command.token, str(problem))
            self.pending.append(answer)
        elif isinstance(command, Wait):
            self.pending.append(TimerDone(command.token))
        elif isinstance(command, SendLink):
            return LinkCopied("http://127.0.0.1/#" + command.fragment, True, command.share)
        return None

    def deliver(self) -> None:
        """The oldest pending answer arrives."""
        self.send(self.pending.pop(0))

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
            self.send(Target(target))

    def press(self, action: str, arg: str = "") -> None:
        """Press a button with ``data-action`` (it must be on screen and enabled)."""
        markup = self.markup()
        assert f'data-action="{action}"' in markup, f"no {action} button on screen"
        self.send(Action(action, arg))

    def markup(self) -> str:
        return "".join(self.screen.values())

    def play(self, move: str) -> None:
        """Play ``move`` by clicking, as the person to move would."""
        self.click(*clicks_for(self.app, move))


def clicks_for(app: App, move: str) -> list[str]:
    """The clicks that play ``move`` on the board as drawn now."""
    session = app.session
    assert session is not None
    word, _, rest = move.partition(" ")
    if word == "pass":
        return ["pass"]
    if session.kind.key == "shangrila":
        args = rest.split()
        if word == "place":
            return [f"space:{args[0][1]}:{args[0][0]}"]
        if word == "recruit":
            return [f"space:{a[1]}:{a[0]}" for a in args] + ["confirm"]
        return [f"village:{rest[0]}", f"village:{rest[1]}", "confirm"]
    if word == "start":
        return [f"start:{rest}"]
    if word == "swap":
        pairs = [] if rest == "none" else [pair.split(">") for pair in rest.split()]
        return [f"give:{g}" for g, _ in pairs] + [f"take:{t}" for _, t in pairs] + ["confirm"]
    tile, rotation = rest.split("r")
    return [f"tile:{tile}"] + ["rotate:cw"] * int(rotation) + ["confirm"]


def play_person_turns(page: FakePage, rng: random.Random, limit: int = 2_000) -> None:
    """Play random moves for the people and let the computers answer, to the end."""
    app = page.app
    for _ in range(limit):
        session = app.session
        assert session is not None
        if session.game.is_over():
            return
        if app.screen == "handoff":
            page.press("reveal")
        elif app.offered():
            page.play(rng.choice(session.game.legal_moves()))
        else:
            page.deliver()
    raise AssertionError("the game did not end")
