"""The page's runner (web/ui/runner.py), which the page and these tests share: the
order of effects around a draw, a save retried without the snapshot when storage is
full, and hard's search in steps, split among several workers where it has parts."""

from __future__ import annotations

import doctest
import json
from collections.abc import Coroutine
from typing import Any

import pytest
from fakepage import FakeBots, FakePage, set_up

from game import bots, decode, shangrila, tsuro
from web import worker
from web.ui import computers, runner, snapshot
from web.ui.arrival.messages import Opened
from web.ui.commands import SPLIT_ABOVE, AskBot, ShowProgress
from web.ui.games import GAMES
from web.ui.intents import read_field
from web.ui.messages import Message
from web.ui.play.messages import BotMoved, BotProgress
from web.ui.stores import MemoryStorage


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


def watch_messages(page: FakePage) -> list[Message]:
    """The messages the runner dispatches from now on, as they come."""
    sent: list[Message] = []
    dispatch = page.runner.dispatch

    def watch(message: Message) -> None:
        sent.append(message)
        dispatch(message)

    page.runner.dispatch = watch  # type: ignore[method-assign]
    return sent


def test_hard_reports_its_progress_after_each_step_then_moves() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("kind-1", "hard"))
    page.press("start")
    page.play(page.model.session.game.legal_moves()[0])
    ask = next(c for c in reversed(page.commands) if isinstance(c, AskBot))
    assert ask.level == "hard"
    sent = watch_messages(page)
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


def test_a_table_of_eight_searches_in_every_worker_and_adds_up_their_tallies() -> None:
    page = FakePage(bot=lambda game, level, seed: decode(game).legal_moves()[0])
    last = FakeBots(lambda game, level, seed: decode(game).legal_moves()[-1])
    page.more_bots = [last, FakeBots(last.bot)]  # the runner takes whatever workers run
    page.send(Opened(""))
    set_up(page, "tsuro", ["hard"] * 7 + ["person"], [f"P{n}" for n in range(8)])
    assert page.started_every  # the other workers start with the table
    sent = watch_messages(page)
    options = page.model.session.game.legal_moves()
    page.deliver()
    began = [each.began for each in (page.fake_bots, *page.more_bots)]
    assert began == [[(0, 3)], [(1, 3)], [(2, 3)]]
    steps = [(m.done, m.budget) for m in sent if isinstance(m, BotProgress)]
    assert steps == [(3, 9), (6, 9), (9, 9)]
    # The first worker adds the two others' tallies to its own; they visit their
    # bot's move once each, which outweighs the first's.
    assert [len(given) for given in page.fake_bots.given] == [2]
    assert not any(helper.given for helper in page.more_bots)
    assert [m.move for m in sent if isinstance(m, BotMoved)] == [options[-1]]


def test_tables_of_up_to_four_start_one_worker() -> None:
    for game, count in (("tsuro", 4), ("shangrila", 4), ("tsuro", 2)):
        page = FakePage()
        page.send(Opened(""))
        set_up(page, game, ["hard"] * count, [f"P{n}" for n in range(count)])
        assert not page.started_every, (game, count)


def test_a_hint_at_a_table_of_six_people_searches_in_every_worker() -> None:
    # No computer seat: the table opens without the workers, and the first hint
    # starts every worker that shares its search (at four people, only the first).
    for count, parts in ((6, 2), (4, 1)):
        page = FakePage()
        page.more_bots = [FakeBots(page.fake_bots.bot)] if count > SPLIT_ABOVE else []
        page.send(Opened(""))
        set_up(page, "tsuro", ["person"] * count, [f"P{n}" for n in range(count)])
        assert not page.started_every
        page.press("reveal")  # the first player's hand, handed over
        page.press("hint")
        assert page.started_every == (count > SPLIT_ABOVE)
        page.deliver()
        began = [each.began for each in (page.fake_bots, *page.more_bots)]
        assert [len(b) for b in began] == [1] * parts and page.model.session.hint.move


def test_the_page_splits_a_search_as_the_computer_players_do() -> None:
    assert doctest.testmod(runner).failed == 0
    assert doctest.testmod(computers).failed == 0
    for key, kind in GAMES.items():
        low, high = kind.limits
        for count in range(low, high + 1):
            game = (
                tsuro.new_game(count)
                if key == "tsuro"
                else shangrila.new_game("rbyv"[:count], start="random", seed=1)
            )
            parts, _ = bots.plan(game)
            assert (parts > 1) == (count > SPLIT_ABOVE), (key, count)
            assert parts <= computers.MOST_WORKERS


def test_the_workers_parts_add_up_to_hard_s_move(monkeypatch: pytest.MonkeyPatch) -> None:
    assert doctest.testmod(worker).failed == 0
    monkeypatch.setattr(bots, "budget", lambda game: 41)  # a short search: only parts count
    game = tsuro.new_game(8, seed=4)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    encoded, seed = game.encode(), 12
    worker.begin(5, encoded, seed, 1, 2)  # in the page, in a worker of its own
    while not json.loads(worker.think(5, 1.0))["finished"]:
        pass
    others = json.loads(worker.tallies(5))
    assert len(others) == 1 and others[0]["done"] == 20
    worker.begin(7, encoded, seed, 0, 2)
    while not json.loads(worker.think(7, 1.0))["finished"]:
        pass
    found = json.loads(worker.answer(7, json.dumps(others)))
    mover = worker._mover_view(encoded, seed)
    assert found["move"] == bots.choose(mover, "hard", seed)
    assert [p for p, _ in found["chances"]] == [str(p) for p in game.players]
    alone = json.loads(worker.answer(7, "[]"))  # without the other's part: its own
    worker.begin(8, encoded, seed)  # one worker runs both parts, one after the other
    while not json.loads(worker.think(8, 1.0))["finished"]:
        pass
    assert json.loads(worker.answer(8)) == found
    assert alone["chances"] != found["chances"]
    with pytest.raises(ValueError, match="another search"):
        worker.tallies(7)
