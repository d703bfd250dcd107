"""The page's runner (web/ui/runner.py), which the page and these tests share: the
order of effects around a draw, a save retried without the snapshot when storage is
full, and the searches of hard and expert in steps, expert's in several workers."""

from __future__ import annotations

import doctest
import json

import pytest
from fakepage import FakeBots, FakePage

from game import bots, decode, shangrila, tsuro
from web import worker
from web.ui import runner, snapshot
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
    page.deliver()
    steps = [m for m in sent if isinstance(m, BotProgress)]
    assert [(m.done, m.budget) for m in steps] == [(1, 3), (2, 3), (3, 3)]
    assert isinstance(sent[-1], BotMoved)
    shown = [c.value for c in page.commands if isinstance(c, ShowProgress)]
    assert shown[-3:] == [1 / 3, 2 / 3, 1.0]


def test_an_expert_searches_in_every_worker_and_adds_up_their_tallies() -> None:
    page = FakePage()
    page.more_bots = [FakeBots(lambda game, level, seed: decode(game).legal_moves()[-1])]
    page.more_bots.append(FakeBots(page.more_bots[0].bot))
    page.send(Opened(""))
    page.send(read_field("kind-1", "expert"))
    assert page.started_every
    page.press("start")
    page.play(page.model.session.game.legal_moves()[0])
    sent: list[Message] = []
    dispatch = page.runner.dispatch

    def watch(message: Message) -> None:
        sent.append(message)
        dispatch(message)

    page.runner.dispatch = watch  # type: ignore[method-assign]
    options = page.model.session.game.legal_moves()
    page.started_every = False  # a search starts the workers it needs, if it must
    page.deliver()
    assert page.started_every
    began = [each.began for each in (page.fake_bots, *page.more_bots)]
    assert began == [[(0, 3)], [(1, 3)], [(2, 3)]] and page.fake_bots.levels == ["expert"]
    steps = [(m.done, m.budget) for m in sent if isinstance(m, BotProgress)]
    assert steps == [(3, 9), (6, 9), (9, 9)]
    # The first worker adds the two others' tallies to its own; they visit their
    # bot's move once each, which outweighs the first's.
    assert [len(given) for given in page.fake_bots.given] == [2]
    assert not any(helper.given for helper in page.more_bots)
    assert [m.move for m in sent if isinstance(m, BotMoved)] == [options[-1]]


def test_a_hard_computer_beside_an_expert_searches_in_the_first_worker_only() -> None:
    page = FakePage()
    page.more_bots = [FakeBots(page.fake_bots.bot), FakeBots(page.fake_bots.bot)]
    page.send(Opened(""))
    page.send(read_field("kind-1", "expert"))
    page.send(read_field("kind-2", "hard"))
    page.press("start")
    page.play(page.model.session.game.legal_moves()[0])
    page.settle()  # the expert's move, in three workers, then the hard one's, in one
    assert [each.began for each in page.more_bots] == [[(1, 3)], [(2, 3)]]
    assert page.fake_bots.began == [(0, 3), (0, 1)]
    assert page.fake_bots.levels == ["expert", "hard"] and page.fake_bots.given[-1] == []
    game = page.model.session.game
    assert len(game.history) == 3 and game.to_move == game.players[3]


def test_the_page_splits_a_search_as_the_computer_players_do() -> None:
    assert runner.PARTS == bots.PARTS
    assert doctest.testmod(runner).failed == 0
    assert runner.workers_for(8) <= bots.EXPERT_PARTS


def test_the_workers_parts_add_up_to_the_expert_move(monkeypatch: pytest.MonkeyPatch) -> None:
    assert doctest.testmod(worker).failed == 0
    small = bots.budget(tsuro.new_game(2)) // 20 + 1  # a short search, as only parts count
    monkeypatch.setattr(bots, "budget", lambda game: small)
    for game in (tsuro.new_game(3, seed=4), shangrila.new_game("rby", start="random", seed=4)):
        game.play(game.legal_moves()[0])
        encoded, seed = game.encode(), 12
        others = []
        for helper in (1, 2):  # in the page, each in a worker of its own
            assert worker.begin(helper, encoded, seed, helper, 3, "expert") > 0
            while not json.loads(worker.think(helper, 1.0))["finished"]:
                pass
            others += json.loads(worker.tallies(helper))
        assert len(others) == 2  # parts 1 and 2; the first worker runs 0 and 3
        worker.begin(7, encoded, seed, 0, 3, "expert")
        while not json.loads(worker.think(7, 1.0))["finished"]:
            pass
        found = json.loads(worker.answer(7, json.dumps(others)))
        mover = worker._mover_view(encoded, seed)
        assert found["move"] == bots.choose(mover, "expert", seed)
        assert [p for p, _ in found["chances"]] == [str(p) for p in game.players]
        with pytest.raises(ValueError, match="another search"):
            worker.tallies(1)
