"""The snapshot of the last screen (web/ui/snapshot.py): when it is kept, when it may be
shown, and the choices queued before Python ran."""

from __future__ import annotations

import doctest
import json

import pytest
from fakepage import FakePage

from web.ui import intents, next_visit, snapshot
from web.ui.arrival.messages import Opened
from web.ui.intents import read, read_field
from web.ui.play.messages import BoardClick
from web.ui.saves import PREFIX, SaveStore
from web.ui.snapshot import DROP, KEEP, LEAVE
from web.ui.start.model import Start
from web.ui.stores import MemoryStorage


def test_docstring_examples() -> None:
    result = doctest.testmod(snapshot)
    assert result.attempted and not result.failed


def test_a_saved_game_and_the_start_screen_with_it_are_kept_but_not_a_guide() -> None:
    page = FakePage()
    page.send(Opened(""))
    # index.html holds the empty start screen
    assert next_visit.decide(page.model, page.store) == DROP
    page.send(read("guide", "tsuro"))
    assert next_visit.decide(page.model, page.store) == LEAVE
    page.send(read("close-guide"))
    page.press("start")
    assert page.state["screen"] == "game" and next_visit.decide(page.model, page.store) == KEEP
    page.play(page.model.session.game.legal_moves()[0])
    assert next_visit.decide(page.model, page.store) == KEEP
    page.press("menu")
    assert page.state["screen"] == "start" and next_visit.decide(page.model, page.store) == KEEP


def test_a_start_screen_is_not_kept_while_a_game_is_current() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("start")
    page.model.screen = Start()
    assert page.store.current() is not None
    assert next_visit.decide(page.model, page.store) == LEAVE


def test_a_game_not_saved_as_shown_is_not_kept() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.press("start")
    record = page.model.session.record
    newer = json.loads(record.to_json())
    page.storage.set(page.store.key(record.id), json.dumps({**newer, "version": 99}))
    assert next_visit.decide(page.model, page.store) == LEAVE  # another tab wrote meanwhile


def test_a_secret_hand_is_never_kept_but_the_hand_over_screen_is() -> None:
    page = FakePage()
    page.send(Opened(""))
    page.send(read_field("game", "tsuro"))
    page.press("start")
    assert page.state["screen"] == "handoff" and next_visit.decide(page.model, page.store) == KEEP
    page.press("reveal")
    assert page.state["screen"] == "game" and next_visit.decide(page.model, page.store) == LEAVE


def test_a_snapshot_too_long_is_not_made() -> None:
    assert snapshot.make("v", "", "", "x" * snapshot.LIMIT, {}) is None


@pytest.mark.parametrize(
    "change",
    [
        {"current": "3"},
        {"saves": "1:5"},
        {"html": 7},
        {"state": {"Screen": "game"}},
        {"state": {"screen": 1}},
        {"state": []},
    ],
)
def test_a_snapshot_that_no_longer_holds_is_not_shown(change: dict) -> None:
    good = json.loads(snapshot.make("v", "1", "1:4", "<p>x</p>", {"screen": "game"}) or "")
    assert snapshot.check(json.dumps(good), "v", "1", "1:4") == good
    assert snapshot.check(json.dumps({**good, **change}), "v", "1", "1:4") is None


@pytest.mark.parametrize("text", [None, "", "{", "[]", "null", '"x"'])
def test_a_damaged_snapshot_is_not_shown(text: str | None) -> None:
    assert snapshot.check(text, "v", "", "") is None


def test_the_fingerprint_follows_every_save_and_nothing_else() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + "1", '{"version": 3}')
    storage.set("elsewhere/" + PREFIX + "1", '{"version": 9}')
    storage.set(PREFIX + "2", "[]")
    store = SaveStore(storage)
    assert store.fingerprint() == "1:3,2:?"
    storage.set(PREFIX + "1", '{"version": 4}')  # another tab
    store.refresh(PREFIX + "1")
    assert store.fingerprint() == "1:4,2:?"
    storage.remove(PREFIX + "2")
    store.refresh(None)
    assert store.fingerprint() == "1:4"


def test_queued_choices_become_messages_and_anything_else_is_left_out() -> None:
    items = [
        {"field": "game", "value": "tsuro"},
        {"action": "start", "arg": ""},
        {"target": "space:E:R"},
        {"action": 3, "arg": ""},
        {"target": "x" * 5_000},
        {"field": "game"},
        "start",
    ]
    assert [message for *_, message in intents.queued(json.dumps(items))] == [
        read_field("game", "tsuro"),
        read("start", ""),
        BoardClick("space:E:R"),
    ]
    assert intents.queued("{") == intents.queued('{"a": 1}') == []
    assert len(intents.queued(json.dumps([{"target": "t"}] * 1_000))) == intents.QUEUE_LIMIT
