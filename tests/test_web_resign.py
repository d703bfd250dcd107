"""Resigning a game against the computers (docs/architecture.md's worked example):
asked first, then over, saved and kept as lost; offered only where one person plays
against computers alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fakepage import FakePage, set_up, words

from web.ui.arrival.messages import Opened
from web.ui.play.messages import ConfirmResign, Resign
from web.ui.records.book import KEY, read_book
from web.ui.session import Ending
from web.ui.stores import MemoryStorage


def against_computers(storage: MemoryStorage | None = None) -> FakePage:
    """A Tsuro game of Ann against two computers, a move each played."""
    page = FakePage(storage or MemoryStorage())
    page.send(Opened(""))
    set_up(page, "tsuro", ["person", "easy", "medium"], ["Ann", "Bo", "Cy"])
    page.settle()
    page.play(page.model.session.game.legal_moves()[0])  # type: ignore[union-attr]
    page.settle()
    return page


def resigned(storage: MemoryStorage | None = None) -> FakePage:
    page = against_computers(storage)
    page.press("resign")
    assert "Resign this game? It counts as lost on your record." in words(page.screen["tools"])
    page.press("resign-yes")
    return page


def test_a_resignation_confirmed_ends_the_game_saves_it_and_keeps_it_as_lost() -> None:
    page = resigned()
    session = page.model.session
    assert session is not None and session.ending() == Ending("resigned")
    assert page.state["turn"] == "over" and page.state["activity"] == "idle"
    assert "You resigned" in words(page.screen["status"])
    assert "Game over" in words(page.screen["panel"])
    assert page.store.read(session.record.id).ended == "resigned"
    (result,) = read_book(page.storage.get(KEY)).results
    assert result.place == 3 and result.opponents == ("easy", "medium")
    moves = len(session.game.history)
    page.press("undo")  # no move is taken back, and none offered
    assert len(session.game.history) == moves and "no move is taken back" in page.screen["messages"]
    assert not page.model.offered() and 'data-action="resign"' not in page.screen["tools"]


def test_a_resignation_cancelled_changes_nothing() -> None:
    page = against_computers()
    before = page.model.session.record  # type: ignore[union-attr]
    page.press("resign")
    page.press("resign-no")
    session = page.model.session
    assert session is not None and session.ending() is None and page.model.offered()
    assert session.record == before and page.storage.get(KEY) is None
    assert 'data-action="resign"' in page.screen["tools"]
    assert "Resign this game?" not in page.screen["tools"]


def test_a_yes_without_the_question_on_screen_resigns_nothing() -> None:
    page = against_computers()
    page.press("resign")
    page.press("hint")  # another act answers the question: not resigned
    page.send(ConfirmResign())  # (a stale yes, from a draw before)
    assert page.model.session.ending() is None  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("kinds", "why"),
    [
        (["person", "person"], "pass and play"),
        (["person", "remote"], "a game by link"),
        (["person", "live"], "a live table"),
    ],
)
def test_resign_is_not_offered_nor_obeyed_without_computers_alone(
    kinds: list[str], why: str
) -> None:
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    set_up(page, "tsuro", kinds, ["Ann", "Bo"])
    page.settle()
    assert page.model.session is not None, why
    assert 'data-action="resign"' not in page.screen["tools"], why
    page.send(Resign())
    page.send(ConfirmResign())
    assert page.model.session.ending() is None, why
    assert "Only a game against the computers" in page.screen["messages"], why


def test_resign_is_not_offered_in_a_daily_challenge() -> None:
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    page.press("daily")
    page.press("daily-play", "tsuro")
    page.settle()
    session = page.model.session
    assert session is not None and session.record.daily is not None
    assert 'data-action="resign"' not in page.screen["tools"]
    page.send(Resign())
    page.send(ConfirmResign())
    assert session.ending() is None


def test_a_reload_comes_back_to_the_resigned_game() -> None:
    storage = MemoryStorage()
    first = resigned(storage)
    again = FakePage(storage)
    again.send(Opened(""))
    session = again.model.session
    assert session is not None and session.ending() == Ending("resigned")
    assert session.game.history == first.model.session.game.history  # type: ignore[union-attr]
    assert "You resigned" in words(again.screen["status"]) and not again.model.offered()
    assert len(read_book(storage.get(KEY)).results) == 1  # kept once


def test_a_save_without_the_field_is_not_ended_and_a_bad_one_is_refused() -> None:
    storage = MemoryStorage()
    page = against_computers(storage)
    record = page.model.session.record  # type: ignore[union-attr]
    key = page.store.key(record.id)
    data = json.loads(storage.get(key) or "")
    del data["ended"]
    storage.set(key, json.dumps(data))
    assert page.store.read(record.id).ended == ""
    for bad in ("Resigned", "finished", 1, None, "x" * 17):
        storage.set(key, json.dumps({**data, "ended": bad}))
        with pytest.raises(ValueError, match="how it was ended is not readable"):
            page.store.read(record.id)
    storage.set(key, json.dumps({**data, "ended": "resigned", "seats": ["person"] * 3}))
    with pytest.raises(ValueError, match="only a game against computers"):
        page.store.read(record.id)
    again = FakePage(storage)
    again.send(Opened(""))
    assert again.model.screen.name == "start"
    assert "only a game against computers can be" in again.screen["messages"]


def test_a_save_from_before_the_field_keeps_its_resignation() -> None:
    """Saves written before ``ended`` said ``"resigned": true``; they read the same."""
    storage = MemoryStorage()
    page = against_computers(storage)
    record = page.model.session.record  # type: ignore[union-attr]
    key = page.store.key(record.id)
    data = json.loads(storage.get(key) or "")
    del data["ended"]
    for before, ended in ((True, "resigned"), (False, "")):
        storage.set(key, json.dumps({**data, "resigned": before}))
        assert page.store.read(record.id).ended == ended
    storage.set(key, json.dumps({**data, "resigned": "yes"}))
    with pytest.raises(ValueError, match="how it was ended is not readable"):
        page.store.read(record.id)


def test_a_way_of_ending_early_unknown_to_the_page_still_reads_as_lost() -> None:
    """A way of ending that a later page may add: the game is over, lost, in words."""
    storage = MemoryStorage()
    page = against_computers(storage)
    record = page.model.session.record  # type: ignore[union-attr]
    key = page.store.key(record.id)
    storage.set(key, json.dumps({**json.loads(storage.get(key) or ""), "ended": "abandoned"}))
    again = FakePage(storage)
    again.send(Opened(""))
    session = again.model.session
    assert session is not None and session.ending() == Ending("abandoned")
    assert "You ended this game early" in words(again.screen["status"])
    assert not again.model.offered() and 'data-action="undo"' not in again.screen["tools"]


def test_resign_is_named_only_in_play_s_three_files() -> None:
    """The issue's measure: Resign is its messages, their case and its button (plus the
    reading of saves written before the field ``ended``); the ending, the save, the
    record and the status words are general."""
    root = Path(__file__).resolve().parent.parent
    naming = {
        path.relative_to(root).as_posix()
        for folder in ("web", "game")
        for path in (root / folder).rglob("*.py")
        if "resign" in path.read_text().lower()
    }
    assert naming == {
        "web/ui/play/messages.py",
        "web/ui/play/update.py",
        "web/ui/play/view.py",
        "web/ui/saved.py",
    }
    saved = (root / "web/ui/saved.py").read_text().lower()
    assert saved.count("resign") == 3  # _before_ended: a save's "resigned": true


def test_resign_is_not_offered_nor_obeyed_in_a_puzzle() -> None:
    page = FakePage(MemoryStorage())
    page.send(Opened(""))
    page.press("puzzle-of-the-day", "tsuro")
    page.settle()
    assert page.model.screen.name == "puzzle" and page.model.session is None
    assert 'data-action="resign"' not in page.markup()
    page.send(Resign())
    page.send(ConfirmResign())
    assert page.model.screen.name == "puzzle" and page.storage.get(KEY) is None


def test_a_computer_thinking_when_the_person_resigns_plays_nothing() -> None:
    page = against_computers()
    session = page.model.session
    assert session is not None
    page.play(session.game.legal_moves()[0])  # a computer is asked, not answered yet
    assert page.state["activity"] == "thinking"
    moves = len(session.game.history)
    page.press("resign")
    page.press("resign-yes")
    page.settle()
    assert len(session.game.history) == moves and page.state["activity"] == "idle"
    assert page.store.read(session.record.id).move_count == moves
