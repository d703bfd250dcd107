"""Input from outside the page: links, storage entries and other tabs. The page always
starts, says what is wrong in its own words, and loses no save."""

from __future__ import annotations

import json
import string

import pytest
from fakepage import FakePage
from hypothesis import given, settings
from hypothesis import strategies as st

from game import shangrila, tsuro
from web.ui.links import make_fragment
from web.ui.messages import Opened, StorageChanged
from web.ui.saves import CURRENT, PREFIX, MemoryStorage, SaveStore, namespace_of


def tsuro_link(names: list[str]) -> str:
    game = tsuro.new_game(2, seed=5)
    return "#" + make_fragment(game.encode(), names, ["person", "person"], to=0)


def opened(storage: MemoryStorage, fragment: str = "") -> FakePage:
    page = FakePage(storage)
    page.send(Opened(fragment))
    return page


def test_a_name_longer_than_the_forms_limit_is_refused() -> None:
    storage = MemoryStorage()
    page = opened(storage, tsuro_link(["A" * 25, "Bo"]))
    assert page.model.screen.name == "start"
    assert "longer than 24 characters" in page.screen["messages"]
    assert "A" * 25 not in page.screen["messages"]
    assert storage.data == {}
    assert opened(storage, tsuro_link(["A" * 24, "Bo"])).model.screen.name == "game"


def test_messages_never_repeat_what_came_from_outside() -> None:
    junk = "x" * 5000
    for fragment in (f"#v={junk}", f"#v=1&g=S1.{junk}", f"#v=1&g={junk}"):
        page = opened(MemoryStorage(), fragment)
        assert "This link could not be opened" in page.screen["messages"]
        assert len(page.screen["messages"]) < 400


@pytest.mark.parametrize(
    "record_id", ['" autofocus onfocus="window.__xss=1', "²", "0", "01", "1" * 40, "-1"]
)
def test_a_save_under_an_id_this_page_never_gives_is_listed_as_damaged(record_id: str) -> None:
    storage = MemoryStorage()
    page = opened(storage)
    page.press("start")
    page.press("menu")
    record = json.loads(storage.data[PREFIX + "1"])
    storage.set(PREFIX + record_id, json.dumps(dict(record, id=record_id)))
    storage.set(CURRENT, record_id)
    page = opened(storage)
    screen = page.screen["screen"]
    assert page.model.screen.name == "start" and '" autofocus' not in screen
    assert "its name is not one this page gives its saves" in screen
    assert 'data-action="continue" data-arg="1"' in screen  # the good save is still there


def test_every_id_and_key_in_the_saves_list_is_escaped() -> None:
    storage = MemoryStorage()
    storage.set(PREFIX + '"><b>x', "{}")
    screen = opened(storage).screen["screen"]
    assert "<b>" not in screen and "&quot;&gt;&lt;b&gt;x" in screen


def test_saves_live_in_the_sites_namespace_and_old_ones_move_in() -> None:
    storage = MemoryStorage()
    old = SaveStore(storage)
    game = shangrila.new_game("rby", seed=2)
    record = old.new_record(game.encode(), list("ABC"), ["person"] * 3, "2026-11-01 10:00")
    old.write(record)
    storage.set("other-project/save/1", "theirs")
    site = SaveStore(storage, namespace_of("/shangrila-tsuro/"), ids=iter([5]).__next__)
    assert [r.game for r in site.read_all()[0]] == [record.game]
    assert site.current() == "5"
    assert set(storage.data) == {
        "/shangrila-tsuro/shangrila-tsuro/save/5",
        "/shangrila-tsuro/shangrila-tsuro/current",
        "other-project/save/1",
    }
    fork = SaveStore(storage, namespace_of("/fork/index.html"))
    assert fork.read_all() == ([], [])


def two_tabs() -> tuple[MemoryStorage, FakePage, FakePage]:
    storage = MemoryStorage()
    first = opened(storage)
    first.send(Opened(""))
    first.press("start")
    first.play(first.model.session.game.legal_moves()[0])
    second = opened(storage)
    assert second.model.session.game.history == first.model.session.game.history
    return storage, first, second


def test_a_tab_never_writes_over_moves_another_tab_saved() -> None:
    _, first, second = two_tabs()
    first.play(first.model.session.game.legal_moves()[0])
    ahead = list(first.model.session.game.history)
    second.play(second.model.session.game.legal_moves()[-1])  # on the older position
    assert first.store.read("1").move_count == 2
    assert second.model.session.game.history == ahead  # it shows the newer position instead
    assert "went on in another tab" in second.screen["messages"]
    second.play(second.model.session.game.legal_moves()[0])
    assert second.store.read("1").move_count == 3


def test_a_tab_follows_another_tabs_moves_when_told_storage_changed() -> None:
    _, first, second = two_tabs()
    first.play(first.model.session.game.legal_moves()[0])
    second.send(StorageChanged())
    assert second.model.session.game.history == first.model.session.game.history
    first.send(StorageChanged())  # nothing new for the tab that wrote it
    assert first.screen["messages"] == ""


def test_a_game_deleted_in_another_tab_is_not_written_back() -> None:
    storage, first, second = two_tabs()
    first.press("menu")
    first.press("delete", "1")
    first.press("delete-yes")
    second.play(second.model.session.game.legal_moves()[0])
    assert storage.data == {}
    assert (
        second.model.screen.name == "start"
        and "deleted in another tab" in second.screen["messages"]
    )


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_mutated_links_open_or_are_refused_and_write_nothing_when_refused(data) -> None:
    game = shangrila.new_game("rby", seed=3)
    game.play(game.legal_moves()[0])
    fragment = make_fragment(game.encode(), ["Ann", "Bo", "Cy"], ["person", "easy", "person"])
    chars = list(fragment)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(chars) - 1))
        action = data.draw(st.sampled_from(["flip", "drop", "insert", "double"]))
        letter = data.draw(st.sampled_from(string.printable + "²é&=#"))
        if action == "flip":
            chars[at] = letter
        elif action == "drop" and len(chars) > 1:
            del chars[at]
        elif action == "insert":
            chars.insert(at, letter)
        else:
            chars[at:at] = chars[at : at + 8]
    storage = MemoryStorage()
    page = opened(storage, "#" + "".join(chars))
    assert page.model.screen.name in ("start", "game", "handoff", "seat")
    if page.model.screen.name == "seat":
        page.press("seat", "all")
    if page.model.session is None:
        assert storage.data == {}
    else:
        record = SaveStore(storage).read(page.model.session.record.id)
        assert len(record.names) == len(page.model.session.game.players)
    assert opened(storage).state["screen"] in ("start", "game", "handoff")


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(max_size=30), st.text(max_size=60), max_size=5))
def test_any_storage_content_lets_the_page_start(entries: dict[str, str]) -> None:
    storage = MemoryStorage()
    for key, value in entries.items():
        storage.set(PREFIX + key if len(key) % 2 else key, value)
        storage.set(CURRENT, key)
    page = opened(storage)
    assert page.model.screen.name == "start" or page.model.session is not None
    page.send(Opened(""))
