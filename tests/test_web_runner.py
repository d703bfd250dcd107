"""The page's runner (web/ui/runner.py), which the page and these tests share: the
order of effects around a draw, a save retried without the snapshot when storage is
full, and hard's search in steps."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any

from fakepage import FakePage

from web.ui import snapshot
from web.ui.commands import AskBot, ShowProgress
from web.ui.intents import read_field
from web.ui.messages import BotMoved, BotProgress, Message, Opened
from web.ui.saves import MemoryStorage


class SmallStorage(MemoryStorage):
    """Storage that holds at most ``room`` characters, as a browser's quota does."""

    def __init__(self, room: int) -> None:
        super().__init__()
        self.room = room

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if used + len(key) + len(value) > self.room:
            raise OSError("QuotaExceededError")
        super().set(key, value)


def test_a_save_refused_is_tried_again_without_the_snapshot() -> None:
    storage = SmallStorage(room=10**6)
    page = FakePage(storage)
    page.send(Opened(""))
    page.press("start")
    page.play(page.model.session.game.legal_moves()[0])
    assert snapshot.KEY in storage.data  # the game as drawn, for the next visit
    storage.room = sum(len(k) + len(v) for k, v in storage.data.items()) + 50
    page.play(page.model.session.game.legal_moves()[0])
    assert page.state["save"] == "saved" and snapshot.KEY not in storage.data
    assert page.store.read("1").move_count == 2


def test_focus_and_scrolling_wait_for_the_draw() -> None:
    page = FakePage()
    page.send(Opened(""))
    drawn: list[str] = []
    draw = page.draw

    def watch(layout: str, regions: dict[str, str], state: dict[str, str]) -> str:
        assert page.focused[-1:] != ["#status"]  # not focused before it is drawn
        drawn.append(state["screen"])
        return draw(layout, regions, state)

    page.draw = watch  # type: ignore[method-assign]
    page.press("start")
    assert drawn == ["game"] and page.focused[-1] == "#status"


def test_hard_reports_its_progress_after_each_step_then_moves() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("kind-1", "hard"))
    page.press("start")
    page.play(page.model.session.game.legal_moves()[0])
    ask = next(c for c in reversed(page.commands) if isinstance(c, AskBot))
    assert ask.level == "hard"
    sent: list[Message] = []
    dispatch = page.runner.dispatch

    def watch(message: Message) -> None:
        sent.append(message)
        dispatch(message)

    page.runner.dispatch = watch  # type: ignore[method-assign]
    # Each step is asked for before the one before it is answered, so that the worker
    # goes on at once while the page draws: the calls as made, and as answered.
    bots, calls = page.fake_bots, []
    think = bots.think

    def asked(token: int, step: float) -> Coroutine[Any, Any, str]:
        calls.append("asked")

        async def answered() -> str:
            calls.append("answered")
            return await think(token, step)

        return answered()

    bots.think = asked  # type: ignore[method-assign]
    page.deliver()
    assert calls == ["asked", "asked", "answered", "asked", "answered", "asked"] + ["answered"] * 2
    steps = [m for m in sent if isinstance(m, BotProgress)]
    assert [(m.done, m.budget) for m in steps] == [(1, 3), (2, 3), (3, 3)]
    assert isinstance(sent[-1], BotMoved)
    shown = [c.value for c in page.commands if isinstance(c, ShowProgress)]
    assert shown[-3:] == [1 / 3, 2 / 3, 1.0]
